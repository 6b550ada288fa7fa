/**
 * Running a bench method over benchmark rows: each row's planning inputs (its `query`, and its
 * `reference_information` in reference mode), one method's answers appended to a submission file in row order
 * (resuming a file that holds some rows already), with each row's latency and tokens and what became of it.
 *
 * Benchmark honesty: a planner sees only a row's `query` (and its `reference_information` in reference mode). The
 * structured fields are read separately, for scoring only (readQueries, src/bench/files.ts).
 */
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { monotonic } from '../common/deadline.ts';
import { DataError, TripsolverError } from '../common/errors.ts';
import { usd } from '../common/money.ts';
import { addUsage, ZERO_USAGE, type TokenUsage } from '../llm/index.ts';
import { outcomeOfError, type RowOutcome } from '../outcome/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import type { PlanDay } from '../tripspec/index.ts';
import { readJsonLines } from './files.ts';

/** All a planner may read of a benchmark row. */
export interface PlanningInput {
  readonly idx: unknown;
  readonly query: string;
  /** Only in reference (sole-planning) mode. */
  readonly referenceInformation?: unknown;
}

interface MethodResult {
  readonly plan: PlanDay[];
  /** Why the plan is empty, when it is. */
  readonly reason?: string;
  /** What became of the row (src/outcome). */
  readonly outcome?: RowOutcome;
  /** For a row with no plan, its explanation (the object of `explain --json`), when it was asked for. */
  readonly explanation?: Record<string, unknown>;
  /** LLM tokens spent on the row, when the method calls an LLM and the endpoint reports usage. */
  readonly usage?: TokenUsage;
  /** LLM replies received for the row. */
  readonly calls?: number;
}

export interface MethodContext {
  readonly mode: 'database' | 'reference';
  readonly dataDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** The database, loaded once (database mode plans in it; both modes score with it). */
  readonly database: () => Sandbox;
}

export type Method = (input: PlanningInput, ctx: MethodContext) => Promise<MethodResult>;
/** One line saying why a row has no plan. */
export function reasonOf(o: RowOutcome): string {
  switch (o.outcome) {
    case 'planned':
      return `planned (${o.status})`;
    case 'unclear':
      return `unclear: ${o.message}`;
    case 'infeasible':
      return (
        `infeasible: no plan meets ${o.core.join(' and ')}${o.core.length > 1 ? ' together' : ''}` +
        `${o.minimumBudget !== null && o.core.some((id) => id.startsWith('budget')) ? `; the cheapest plan costs ${usd(o.minimumBudget)}` : ''}`
      );
    default:
      return `${o.outcome}: ${o.reason}`;
  }
}
/** Read the rows' planning inputs: `query` (and `reference_information` in reference mode) only. */
export function readPlanningInputs(file: string, mode: 'database' | 'reference'): PlanningInput[] {
  return readJsonLines(file).map(({ line, value }) => {
    const row = value as Record<string, unknown>;
    if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new DataError(file, `line ${line}: expected a JSON object`);
    if (typeof row.query !== 'string' || row.query.trim() === '') throw new DataError(file, `line ${line}: expected the request text`, 'query');
    if (mode === 'reference' && row.reference_information === undefined) {
      throw new DataError(file, `line ${line}: reference mode needs each row's reference_information`, 'reference_information');
    }
    return {
      idx: row.idx ?? line,
      query: row.query,
      ...(mode === 'reference' ? { referenceInformation: row.reference_information } : {}),
    };
  });
}

/** Rows already written to an output file (for resuming), keyed by line position. */
function existingRows(file: string): { idx: unknown; query: string; plan: PlanDay[] }[] {
  if (!existsSync(file)) return [];
  return readJsonLines(file).map(({ value }) => value as { idx: unknown; query: string; plan: PlanDay[] });
}
export interface RunReport {
  readonly method: string;
  readonly plans: PlanDay[][];
  readonly latenciesMs: number[];
  readonly failures: number;
  /**
   * Rows that ended in an internal error (a plan failing its verification, a bug): counted apart from the
   * rows with no plan, written as empty plans, and never stopping the other rows.
   */
  readonly errors: number;
  /** LLM tokens of the rows planned in this run. */
  readonly usage: TokenUsage;
}

/** One row planned in this run, as it finishes (not necessarily in row order). */
export interface RowDone {
  /** Position of the row (0-based). */
  readonly index: number;
  readonly input: PlanningInput;
  readonly result: MethodResult;
  readonly ms: number;
}

/** Where a run says what goes wrong with a row. */
export interface RunIo {
  err(text: string): void;
}

export interface RunHooks {
  /** Before planning: how many rows the output file already holds (resumed). */
  readonly onStart?: (alreadyDone: number) => void;
  readonly onRow?: (row: RowDone) => void;
}

/** Run one method over the inputs, appending rows to `out` in row order, skipping rows already there. */
export async function runMethod(
  name: string,
  method: Method,
  inputs: readonly PlanningInput[],
  ctx: MethodContext,
  out: string,
  concurrency: number,
  io: RunIo,
  hooks: RunHooks = {},
): Promise<RunReport> {
  const done = existingRows(out);
  done.forEach((row, i) => {
    if (i < inputs.length && row.query !== inputs[i]!.query) {
      throw new DataError(out, `line ${i + 1} is for another request than row ${i + 1} of the queries; remove the file to start over`, 'query');
    }
  });
  if (done.length === 0) writeFileSync(out, '');
  const plans: PlanDay[][] = done.map((r) => r.plan ?? []);
  const latencies: number[] = [];
  let failures = 0;
  let errors = 0;
  let usage: TokenUsage = ZERO_USAGE;
  hooks.onStart?.(Math.min(done.length, inputs.length));
  const results = new Map<number, { plan: PlanDay[]; ms: number }>();
  let next = done.length;
  let written = done.length;
  const flush = () => {
    while (results.has(written)) {
      const r = results.get(written)!;
      results.delete(written);
      appendFileSync(out, `${JSON.stringify({ idx: inputs[written]!.idx, query: inputs[written]!.query, plan: r.plan })}\n`);
      plans.push(r.plan);
      written++;
    }
  };
  const worker = async () => {
    while (next < inputs.length) {
      const i = next++;
      const input = inputs[i]!;
      const started = monotonic.now();
      let result: MethodResult;
      let internal = false;
      try {
        result = await method(input, ctx);
      } catch (e) {
        // A refusal, a data or LLM error is this row's answer; anything else is ours to fix, and is counted.
        internal = !(e instanceof TripsolverError) || e.code === 'internal';
        const why = internal ? ({ outcome: 'error', reason: e instanceof Error ? e.message : String(e) } as const) : outcomeOfError(e);
        result = { plan: [], reason: internal ? `internal error: ${e instanceof Error ? e.message : String(e)}` : reasonOf(why), outcome: why };
      }
      const ms = monotonic.now() - started;
      latencies.push(ms);
      if (result.usage) usage = addUsage(usage, result.usage);
      if (internal) {
        errors++;
        io.err(`bench ${name}: row ${String(input.idx)}: ${result.reason}`);
      } else if (result.plan.length === 0) {
        failures++;
        io.err(`bench ${name}: row ${String(input.idx)}: no plan: ${result.reason ?? 'empty plan'}`);
      }
      results.set(i, { plan: result.plan, ms });
      flush();
      hooks.onRow?.({ index: i, input, result, ms });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { method: name, plans, latenciesMs: latencies, failures, errors, usage };
}
