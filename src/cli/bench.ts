/**
 * `tripsolver bench --queries Q.jsonl --out SUB.jsonl [--mode database|reference] [--method ...]`: plan every
 * row with each method, write the submission JSONL in row order (an empty plan where a row could not be
 * planned, the reason on stderr), print latency and peak memory, and, when the rows also carry the
 * benchmark's structured fields, the evaluator's table.
 *
 * Benchmark honesty: a planner sees only a row's `query` (and its `reference_information` in reference
 * mode). The structured fields are read separately, for scoring only.
 */
import { existsSync, writeFileSync, appendFileSync } from 'node:fs';
import { DataError, TripsolverError, UsageError } from '../errors.ts';
import { formatScore, scoreSubmission, type QueryFields } from '../evaluate/index.ts';
import type { PlanDay } from '../spec/index.ts';
import { loadReference, loadSandbox, type Sandbox } from '../sandbox/index.ts';
import { translate } from '../translate/index.ts';
import { planTrip, type BackendName } from '../../solver/index.ts';
import { backendOf, dataDir, timeoutOf, translatorOf, type TranslatorName } from './common.ts';
import { readJsonLines, readQueries } from './eval.ts';
import { choice, positiveInt, type CommandArgs, type Io } from './main.ts';

/** All a planner may read of a benchmark row. */
export interface PlanningInput {
  readonly idx: unknown;
  readonly query: string;
  /** Only in reference (sole-planning) mode. */
  readonly referenceInformation?: unknown;
}

export interface MethodResult {
  readonly plan: PlanDay[];
  /** Why the plan is empty, when it is. */
  readonly reason?: string;
}

export interface MethodContext {
  readonly mode: 'database' | 'reference';
  readonly dataDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** The database, loaded once (database mode plans in it; both modes score with it). */
  readonly database: () => Sandbox;
}

export type Method = (input: PlanningInput, ctx: MethodContext) => Promise<MethodResult>;

export interface SolverMethodOptions {
  readonly backend: BackendName;
  readonly translator: TranslatorName;
  readonly timeLimitMs: number;
}

/** The solver as a bench method: translate the query, plan, return the verified submission days. */
export function solverMethod(options: SolverMethodOptions): Method {
  return async (input, ctx) => {
    const sandbox = ctx.mode === 'reference' ? loadReference(input.referenceInformation, ctx.dataDir, `row ${String(input.idx)} reference_information`) : ctx.database();
    const spec = await translate(input.query, { sandbox, translator: options.translator, env: ctx.env });
    const outcome = await planTrip(spec, sandbox, { backend: options.backend, timeLimitMs: options.timeLimitMs });
    switch (outcome.status) {
      case 'optimal':
      case 'feasible':
        return { plan: outcome.plan.submission };
      case 'infeasible':
        return { plan: [], reason: 'no plan exists (the solver proved every route infeasible)' };
      case 'timeout':
        return { plan: [], reason: `the solver ran out of time (${options.timeLimitMs} ms)` };
    }
  };
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

/** The rows' structured fields, when every row has them (else the table is skipped). */
function structuredFields(file: string): QueryFields[] | undefined {
  try {
    return readQueries(file).map((q) => q.fields);
  } catch (e) {
    if (e instanceof DataError) return undefined;
    throw e;
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
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
}

/** Run one method over the inputs, appending rows to `out` in row order, skipping rows already there. */
export async function runMethod(name: string, method: Method, inputs: readonly PlanningInput[], ctx: MethodContext, out: string, concurrency: number, io: Io): Promise<RunReport> {
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
      const started = performance.now();
      let result: MethodResult;
      try {
        result = await method(input, ctx);
      } catch (e) {
        if (!(e instanceof TripsolverError)) throw e;
        result = { plan: [], reason: e.message };
      }
      const ms = performance.now() - started;
      latencies.push(ms);
      if (result.plan.length === 0) {
        failures++;
        io.err(`bench ${name}: row ${String(input.idx)}: no plan: ${result.reason ?? 'empty plan'}`);
      }
      results.set(i, { plan: result.plan, ms });
      flush();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { method: name, plans, latenciesMs: latencies, failures };
}

export async function runBench(args: CommandArgs): Promise<number> {
  const { values, io } = args;
  if (args.positionals.length > 0) throw new UsageError(`bench: unexpected argument "${args.positionals[0]}"`);
  const queries = values.queries;
  const out = values.out;
  if (typeof queries !== 'string') throw new UsageError('bench: --queries Q.jsonl is required');
  if (typeof out !== 'string') throw new UsageError('bench: --out SUB.jsonl is required');
  const mode = choice(values, 'mode', ['database', 'reference'] as const, 'database');
  const methods = ((values.method as string[] | undefined) ?? ['solver']).flatMap((m) => m.split(',')).map((m) => m.trim());
  for (const m of methods) if (m !== 'solver') throw new UsageError(`bench: --method ${m}: not built yet (issue 8); available: solver`);
  const concurrency = positiveInt(values, 'concurrency', 1);
  const dir = dataDir(values, io.env);
  const inputs = readPlanningInputs(queries, mode);
  let database: Sandbox | undefined;
  const ctx: MethodContext = { mode, dataDir: dir, env: io.env, database: () => (database ??= loadSandbox(dir)) };
  const method = solverMethod({ backend: backendOf(values), translator: translatorOf(values, io.env), timeLimitMs: timeoutOf(values) });
  const report = await runMethod('solver', method, inputs, ctx, out, concurrency, io);
  const sorted = [...report.latenciesMs].sort((a, b) => a - b);
  const lines = [
    `solver (${mode} mode, ${backendOf(values)}): ${report.plans.filter((p) => p.length > 0).length}/${inputs.length} planned; wrote ${out}`,
    `latency per request: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms (${sorted.length} planned this run)`,
    `peak memory (max RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  ];
  const fields = structuredFields(queries);
  if (fields) lines.push('', formatScore(scoreSubmission(fields, report.plans, ctx.database())));
  io.out(lines.join('\n'));
  return 0;
}

