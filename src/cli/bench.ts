/**
 * `tripsolver bench --queries Q.jsonl --out SUB.jsonl [--mode database|reference] [--method ...]`: plan every
 * row with each method, write the submission JSONL in row order (an empty plan where a row could not be
 * planned, the reason on stderr), print latency and peak memory, and, when the rows also carry the
 * benchmark's structured fields, the evaluator's table.
 *
 * Methods: the solver and the pure-LLM baselines (direct, cot, react, reflexion; src/baselines), repeated
 * or comma-separated. With several methods each writes SUB.<method>.jsonl; with one, SUB.jsonl. Beside each
 * submission a run log (SUB[.<method>].log.jsonl: per row latency, tokens, and why nothing was delivered)
 * lets a resumed run report every row. At the end: the methods side by side (delivery, commonsense and hard
 * micro/macro, final pass, p50/p95 latency, tokens, cost when TRIPSOLVER_PRICE_IN/OUT are set), printed and
 * written as Markdown (SUB.table.md), and the pass rate of each of the 13 checks per method as an SVG chart
 * drawn with vega-lite (SUB.checks.svg). A progress bar goes to stderr when it is a terminal.
 *
 * Benchmark honesty: a planner sees only a row's `query` (and its `reference_information` in reference
 * mode). The structured fields are read separately, for scoring only.
 */
import { monotonic } from '../common/deadline.ts';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { BASELINES, SOLE_PLANNING_ONLY, isBaseline, runBaseline, type BaselineName, type BaselineOptions } from '../baselines/index.ts';
import {
  checkRates,
  checksChartSvg,
  comparisonMarkdown,
  comparisonText,
  costOf,
  outcomesChartSvg,
  priceFromEnv,
  type MethodSummary,
  type Price,
} from '../baselines/compare.ts';
import { outcomeOfError, outcomeOfExplanation, tallyOutcomes, type RowOutcome } from '../outcome/index.ts';
import { explanationJson } from '../answers.ts';
import { explain } from '../../solver/explain/index.ts';
import { usd } from '../common/money.ts';
import { RATIONALITY_IDS } from '../catalogue/index.ts';
import { DataError, InternalError, SpecError, TripsolverError, UsageError } from '../common/errors.ts';
import { planOnTheClock, tallyClock, type ClockTally } from '../evaluate/timetable.ts';
import { formatScore, scoreSubmission, type QueryFields, type ScoreReport } from '../evaluate/index.ts';
import { addUsage, createLlmClient, llmConfigured, ZERO_USAGE, type TokenUsage } from '../llm/index.ts';
import { INTERESTS, type Interest, type MealPrice, type PlanDay } from '../tripspec/index.ts';
import { loadReference, loadSandbox, type Sandbox } from '../sandbox/index.ts';
import { translate } from '../translate/index.ts';
import { planTrip, type BackendName, type PlanOutcome } from '../../solver/index.ts';
import { SolveThreads } from '../../solver/threads.ts';
import { cpSatBeyondExact } from '../../solver/timeline.ts';
import {
  backendOf,
  choice,
  dataDir,
  DEFAULT_EXPLAIN_TIMEOUT_MS,
  defaultYearOf,
  positiveInt,
  processIo,
  timeoutOf,
  translatorOf,
  type CommandArgs,
  type Io,
  type TranslatorName,
} from './common.ts';
import { readJsonLines, readQueries } from './eval.ts';
import { percentile } from '../common/stats.ts';

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

export interface SolverMethodOptions {
  readonly backend: BackendName;
  readonly translator: TranslatorName;
  /** Year of dates written without one. */
  readonly defaultYear?: number | undefined;
  /** Told each row's solver outcome (optimal, feasible = verified but not proven best, infeasible, timeout). */
  readonly onOutcome?: (input: PlanningInput, outcome: PlanOutcome) => void;
  readonly timeLimitMs: number;
  /** Solve threads shared by the run's rows (the models are solved off the main thread). */
  readonly threads?: SolveThreads;
  /**
   * A row with no plan is diagnosed (what the data lacks, or the minimal core and the minimum budget); with `full`
   * (`bench --explain`) its relaxations are re-solved too and its explanation kept.
   */
  readonly explain?: 'diagnose' | 'full';
  /** Time limit of a row's explanation. */
  readonly explainTimeLimitMs?: number;
}

/** The solver as a bench method: translate the query, plan, return the verified submission days. */
export function solverMethod(options: SolverMethodOptions): Method {
  return async (input, ctx) => {
    const sandbox =
      ctx.mode === 'reference' ? loadReference(input.referenceInformation, ctx.dataDir, `row ${String(input.idx)} reference_information`) : ctx.database();
    const spec = await translate(input.query, { sandbox, translator: options.translator, env: ctx.env, defaultYear: options.defaultYear });
    let outcome: PlanOutcome;
    try {
      outcome = await planTrip(spec, sandbox, {
        backend: options.backend,
        timeLimitMs: options.timeLimitMs,
        ...(options.threads ? { threads: options.threads } : {}),
      });
    } catch (e) {
      // A spec the reader settled that the data cannot answer (a place it lacks, dates outside its tables).
      if (!(e instanceof SpecError)) throw e;
      const why: RowOutcome = { outcome: 'no-data', reason: `the data cannot answer this request: ${e.message}` };
      return { plan: [], reason: reasonOf(why), outcome: why };
    }
    options.onOutcome?.(input, outcome);
    switch (outcome.status) {
      case 'optimal':
      case 'feasible':
        return { plan: outcome.plan.submission, outcome: { outcome: 'planned', status: outcome.status } };
      case 'infeasible': {
        // Why: what the data lacks, or which of the request's requirements conflict (explained as `explain` does).
        const full = options.explain === 'full';
        const explanation = await explain(spec, sandbox, {
          backend: options.backend,
          timeLimitMs: options.explainTimeLimitMs ?? DEFAULT_EXPLAIN_TIMEOUT_MS,
          relaxations: full,
          ...(options.threads ? { threads: options.threads } : {}),
        });
        const why = outcomeOfExplanation(explanation);
        if (why.outcome === 'error') throw new InternalError(`row ${String(input.idx)}: ${why.reason}`);
        return { plan: [], reason: reasonOf(why), outcome: why, ...(full ? { explanation: explanationJson(explanation) } : {}) };
      }
      case 'timeout':
        return {
          plan: [],
          reason: `the solver ran out of time (${options.timeLimitMs} ms)`,
          outcome: { outcome: 'timeout', reason: `the solver ran out of time (${options.timeLimitMs} ms)` },
        };
    }
  };
}

/** One line saying why a row has no plan. */
export function reasonOf(o: RowOutcome): string {
  switch (o.outcome) {
    case 'planned':
      return `planned (${o.status})`;
    case 'unclear':
      return `unclear: ${o.message}`;
    case 'infeasible':
      return `infeasible: no plan meets ${o.core.join(' and ')}${o.core.length > 1 ? ' together' : ''}${o.minimumBudget !== null && o.core.some((id) => id.startsWith('budget')) ? `; the cheapest plan costs ${usd(o.minimumBudget)}` : ''}`;
    default:
      return `${o.outcome}: ${o.reason}`;
  }
}

/**
 * A pure-LLM baseline as a bench method: in reference mode it plans from the row's reference information (and
 * CostEnquiry prices against it); in database mode (ReAct only) it searches the database. A failed or
 * malformed LLM reply gives an empty plan with the reason.
 */
export function baselineMethod(name: BaselineName, options: BaselineOptions): Method {
  return async (input, ctx) => {
    const reference = ctx.mode === 'reference';
    const sandbox = reference ? loadReference(input.referenceInformation, ctx.dataDir, `row ${String(input.idx)} reference_information`) : ctx.database();
    const outcome = await runBaseline(name, { query: input.query, ...(reference ? { reference: input.referenceInformation } : {}), sandbox }, options);
    const why: RowOutcome =
      outcome.plan.length > 0
        ? { outcome: 'planned', status: 'feasible' }
        : { outcome: outcome.unparsable === true ? 'unparsable' : 'no-plan', reason: outcome.reason ?? 'empty plan' };
    return {
      plan: outcome.plan,
      ...(outcome.reason !== undefined ? { reason: outcome.reason } : {}),
      outcome: why,
      usage: outcome.usage,
      calls: outcome.calls,
    };
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
  io: Io,
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

/** The methods bench can run. */
export const METHODS = ['solver', ...BASELINES] as const;
export type MethodName = (typeof METHODS)[number];

/** `--method` values: repeatable and comma-separated, in the order given, each once. */
export function methodsOf(values: CommandArgs['values'], mode: 'database' | 'reference'): MethodName[] {
  const raw = ((values.method as string[] | undefined) ?? ['solver'])
    .flatMap((m) => m.split(','))
    .map((m) => m.trim())
    .filter((m) => m !== '');
  const methods: MethodName[] = [];
  for (const m of raw) {
    if (!(METHODS as readonly string[]).includes(m)) throw new UsageError(`bench: --method ${m}: expected one of ${METHODS.join(', ')}`);
    if (!methods.includes(m as MethodName)) methods.push(m as MethodName);
  }
  if (methods.length === 0) throw new UsageError(`bench: --method: expected one of ${METHODS.join(', ')}`);
  for (const m of methods) {
    if (mode === 'database' && (SOLE_PLANNING_ONLY as readonly string[]).includes(m)) {
      throw new UsageError(`bench: --method ${m} plans from each row's reference information (the paper's sole-planning mode); add --mode reference`);
    }
  }
  return methods;
}

const stem = (file: string): string => file.replace(/\.jsonl$/i, '');

/** Where a method's submission goes: SUB.jsonl alone, SUB.<method>.jsonl among several. */
export function submissionFile(out: string, method: string, several: boolean): string {
  return several ? `${stem(out)}.${method}.jsonl` : out;
}

/** The run log beside a submission file: SUB.log.jsonl. */
export const runLogFile = (submission: string): string => `${stem(submission)}.log.jsonl`;

/** The explanations of the rows with no plan (bench --explain): SUB.explain.jsonl. */
export const explanationFile = (submission: string): string => `${stem(submission)}.explain.jsonl`;

interface LogEntry {
  readonly row: number;
  readonly idx: unknown;
  /** What became of the row, with its details (src/outcome). */
  readonly outcome?: RowOutcome['outcome'];
  readonly delivered: boolean;
  readonly reason?: string;
  readonly ms: number;
  readonly usage?: TokenUsage;
  readonly calls?: number;
}

/** Log entries of the rows the submission file holds (the last entry of a row wins). */
function readRunLog(file: string, rows: number): LogEntry[] {
  if (!existsSync(file)) return [];
  const byRow = new Map<number, LogEntry>();
  for (const { value } of readJsonLines(file)) {
    const e = value as LogEntry;
    if (Number.isInteger(e.row) && e.row >= 1 && e.row <= rows) byRow.set(e.row, e);
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
}

interface Progress {
  start(method: string, total: number): void;
  row(delivered: boolean): void;
  log(text: string): void;
  stop(): void;
}

/** A progress bar per method on stderr, only when stderr is a terminal (never in tests or CI). */
async function startProgress(io: Io): Promise<Progress | undefined> {
  if (io !== processIo || process.stderr.isTTY !== true || (io.env.CI ?? '') !== '') return undefined;
  const mod = (await import('cli-progress')) as unknown as { default?: typeof import('cli-progress') } & typeof import('cli-progress');
  const { MultiBar, Presets } = mod.default ?? mod;
  const multi = new MultiBar(
    {
      stream: process.stderr,
      clearOnComplete: false,
      hideCursor: true,
      autopadding: true,
      format: ' {method} |{bar}| {value}/{total} rows | {failed} not delivered | {duration_formatted}',
    },
    Presets.shades_classic,
  );
  let bar: ReturnType<typeof multi.create> | undefined;
  let failed = 0;
  return {
    start(method, total) {
      failed = 0;
      bar = multi.create(total, 0, { method, failed });
    },
    row(delivered) {
      if (!delivered) failed++;
      bar?.increment(1, { failed });
    },
    log: (text) => multi.log(text.endsWith('\n') ? text : `${text}\n`),
    stop: () => multi.stop(),
  };
}

interface MethodRun {
  readonly name: MethodName;
  readonly variant: 'plain' | 'wish';
  readonly file: string;
  readonly report: RunReport;
  readonly score: ScoreReport | undefined;
  readonly summary: MethodSummary;
}

function summarize(
  name: MethodName,
  variant: 'plain' | 'wish',
  report: RunReport,
  log: readonly LogEntry[],
  score: ScoreReport | undefined,
  clock: ClockTally | undefined,
  rows: number,
  price: Price | undefined,
): MethodSummary {
  const usage = log.reduce<TokenUsage>((u, e) => (e.usage ? addUsage(u, e.usage) : u), ZERO_USAGE);
  const reported = usage.totalTokens > 0;
  const outcomes = log.filter((e) => e.outcome !== undefined).map((e) => e as unknown as RowOutcome);
  return {
    method: variant === 'wish' ? `${name}+wish` : name,
    ...(outcomes.length > 0 ? { outcomes: tallyOutcomes(outcomes) } : {}),
    ...(clock ? { clock } : {}),
    rows,
    delivered: score ? score.counts.delivered : report.plans.filter((p) => p.length > 0).length,
    rates: score?.rates,
    checks: score ? checkRates(score) : undefined,
    latenciesMs: log.map((e) => e.ms),
    usage: reported ? usage : undefined,
    costUsd: reported && price ? costOf(usage, price) : undefined,
  };
}

/** Words for each interest in the sentence bench adds (each read back by the rules translator: test/cli/bench-wish.test.ts). */
export const INTEREST_PHRASES: Readonly<Record<Interest, string>> = {
  museums: 'museums',
  art: 'art galleries',
  history: 'historic sites',
  nature: 'parks and nature',
  beaches: 'beaches',
  family: 'kid-friendly attractions',
  nightlife: 'live music and shows',
  shopping: 'shopping',
  landmarks: 'landmarks and views',
  'food-markets': 'food markets',
};

/** What bench adds to every request for the personalised run: interests, a meal price, and the sentence saying them. */
export interface BenchWish {
  readonly interests: readonly Interest[];
  readonly mealPrice?: MealPrice;
  readonly sentence: string;
}

const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** --interest and --meal-price, or undefined when neither is given. */
export function wishOf(values: CommandArgs['values']): BenchWish | undefined {
  const raw = ((values.interest as string[] | undefined) ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const interests: Interest[] = [];
  for (const v of raw) {
    if (!(INTERESTS as readonly string[]).includes(v)) throw new UsageError(`bench: --interest ${v}: expected one of ${INTERESTS.join(', ')}`);
    if (!interests.includes(v as Interest)) interests.push(v as Interest);
  }
  let mealPrice: MealPrice | undefined;
  const price = values['meal-price'];
  if (typeof price === 'string') {
    const m = /^\s*\$?(\d+)\s*(?:-\s*\$?(\d+)\s*)?$/.exec(price);
    const [a, b] = m ? [Number(m[1]), m[2] === undefined ? undefined : Number(m[2])] : [NaN, undefined];
    if (!m || a <= 0 || (b !== undefined && b <= a))
      throw new UsageError(`bench: --meal-price ${price}: expected the most a meal may cost per person in dollars (30), or a range (15-40)`);
    mealPrice = b === undefined ? { max: a } : { min: a, max: b };
  }
  if (interests.length === 0 && !mealPrice) return undefined;
  const sentences = [
    ...(interests.length > 0 ? [`We especially love ${andList(interests.map((i) => INTEREST_PHRASES[i]))}.`] : []),
    ...(mealPrice
      ? [
          mealPrice.min !== undefined
            ? `We'd like meals between $${mealPrice.min} and $${mealPrice.max} per person.`
            : `We'd like meals under $${mealPrice.max} a head.`,
        ]
      : []),
  ];
  return { interests, ...(mealPrice ? { mealPrice } : {}), sentence: sentences.join(' ') };
}

/** The file of a method's personalised run: SUB.wish.jsonl, SUB.<method>.wish.jsonl. */
export const wishFile = (submission: string): string => `${stem(submission)}.wish.jsonl`;

/** Every plan on the clock (rationality), with the wish's interests and price when there is one. */
async function clockOf(
  fields: readonly { org: string; date: readonly string[]; people_number: number }[],
  plans: readonly PlanDay[][],
  sandbox: Sandbox,
  wish: BenchWish | undefined,
  asked: boolean,
): Promise<ClockTally> {
  const beyondExact = cpSatBeyondExact();
  const reports = [];
  // The plain run is measured against the wish too (interests matched, meals within the price) but held to the price only when it asked for one.
  for (const [i, plan] of plans.entries()) {
    reports.push(
      await planOnTheClock(fields[i]!, plan, sandbox, {
        interests: wish?.interests ?? [],
        ...(wish?.mealPrice ? { mealPrice: wish.mealPrice } : {}),
        checkMealPrice: asked,
        beyondExact,
      }),
    );
  }
  return tallyClock(reports, RATIONALITY_IDS, wish?.mealPrice !== undefined);
}

// Over 120 lines: the command's flags, runs and tables in the order a user reads them; the move of the bench library
// out of the CLI is still to do (issue 26).
export async function runBench(args: CommandArgs): Promise<number> {
  const { values, io } = args;
  if (args.positionals.length > 0) throw new UsageError(`bench: unexpected argument "${args.positionals[0]}"`);
  const queries = values.queries;
  const out = values.out;
  if (typeof queries !== 'string') throw new UsageError('bench: --queries Q.jsonl is required');
  if (typeof out !== 'string') throw new UsageError('bench: --out SUB.jsonl is required');
  // The output folder is made when missing; one that cannot be is bad input, named.
  try {
    mkdirSync(dirname(resolve(out)), { recursive: true });
  } catch (e) {
    throw new DataError(out, `cannot create the output folder ${dirname(resolve(out))} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  const mode = choice(values, 'mode', ['database', 'reference'] as const, 'database');
  const methods = methodsOf(values, mode);
  const concurrency = positiveInt(values, 'concurrency', 1);
  const price = priceFromEnv(io.env);
  const baselines = methods.filter(isBaseline);
  if (baselines.length > 0 && !llmConfigured(io.env)) {
    throw new UsageError(
      `bench: --method ${baselines.join(',')} needs an LLM endpoint: set OPENAI_API_KEY (and OPENAI_BASE_URL for another OpenAI-compatible server; TRIPSOLVER_MODEL names the model)`,
    );
  }
  const client = baselines.length > 0 ? createLlmClient(io.env) : undefined;
  const dir = dataDir(values, io.env);
  const inputs = readPlanningInputs(queries, mode);
  let database: Sandbox | undefined;
  const ctx: MethodContext = { mode, dataDir: dir, env: io.env, database: () => (database ??= loadSandbox(dir)) };
  const fields = structuredFields(queries);
  const several = methods.length > 1;
  const wish = wishOf(values);

  const progress = await startProgress(io);
  const runIo: Io = progress ? { env: io.env, out: io.out, err: (t) => progress.log(t) } : io;
  const runs: MethodRun[] = [];
  // With rows planned concurrently, the solver's models are solved on threads of their own, one per concurrent
  // row: they use several cores, and the main thread keeps translating, verifying and writing rows (and the
  // progress bar) while HiGHS or Z3 works. One row at a time solves in process (a thread's start-up would cost
  // more than it frees).
  const threads = methods.includes('solver') && concurrency > 1 ? new SolveThreads({ threads: concurrency }) : undefined;
  try {
    for (const [name, variant] of methods.flatMap(
      (m) =>
        (wish
          ? [
              [m, 'plain'],
              [m, 'wish'],
            ]
          : [[m, 'plain']]) as [MethodName, 'plain' | 'wish'][],
    )) {
      const method =
        name === 'solver'
          ? solverMethod({
              backend: backendOf(values),
              translator: translatorOf(values, io.env),
              timeLimitMs: timeoutOf(values),
              defaultYear: defaultYearOf(values, io.env),
              explain: values.explain === true ? 'full' : 'diagnose',
              ...(threads ? { threads } : {}),
            })
          : baselineMethod(name, { client: client! });
      // The personalised run plans the same rows with the wish's sentence added to each request.
      const runInputs = variant === 'wish' ? inputs.map((input) => ({ ...input, query: `${input.query.trimEnd()} ${wish!.sentence}` })) : inputs;
      const file = variant === 'wish' ? wishFile(submissionFile(out, name, several)) : submissionFile(out, name, several);
      const logFile = runLogFile(file);
      const explainFile = name === 'solver' && values.explain === true ? explanationFile(file) : undefined;
      const hooks: RunHooks = {
        onStart: (already) => {
          if (already === 0) writeFileSync(logFile, '');
          if (already === 0 && explainFile) writeFileSync(explainFile, '');
          progress?.start(name, inputs.length);
          for (let i = 0; i < already; i++) progress?.row(true);
        },
        onRow: ({ index, input, result, ms }) => {
          const entry: LogEntry = {
            row: index + 1,
            idx: input.idx,
            ...(result.outcome ?? {}),
            delivered: result.plan.length > 0,
            ...(result.plan.length === 0 ? { reason: result.reason ?? 'empty plan' } : {}),
            ms: Math.round(ms),
            ...(result.usage ? { usage: result.usage } : {}),
            ...(result.calls !== undefined ? { calls: result.calls } : {}),
          };
          appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
          if (explainFile && result.explanation)
            appendFileSync(
              explainFile,
              `${JSON.stringify({ row: index + 1, idx: input.idx, outcome: result.outcome?.outcome, explanation: result.explanation })}\n`,
            );
          progress?.row(result.plan.length > 0);
        },
      };
      const report = await runMethod(variant === 'wish' ? `${name}+wish` : name, method, runInputs, ctx, file, concurrency, runIo, hooks);
      const score = fields ? scoreSubmission(fields, report.plans, ctx.database()) : undefined;
      const clock = fields ? await clockOf(fields, report.plans, ctx.database(), wish, variant === 'wish') : undefined;
      const summary = summarize(name, variant, report, readRunLog(logFile, report.plans.length), score, clock, inputs.length, price);
      runs.push({ name, variant, file, report, score, summary });
    }
  } finally {
    progress?.stop();
    await threads?.close();
  }

  const lines: string[] = [];
  if (wish) lines.push(`personalised runs (+wish) add to every request: "${wish.sentence}"`);
  for (const { file, report } of runs) {
    const sorted = [...report.latenciesMs].sort((a, b) => a - b);
    const what = report.method.startsWith('solver') ? backendOf(values) : client!.config.model;
    lines.push(
      `${report.method} (${mode} mode, ${what}): ${report.plans.filter((p) => p.length > 0).length}/${inputs.length} planned; wrote ${file}`,
      `latency per request: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms (${sorted.length} of ${inputs.length} rows run this time)`,
    );
    if (!report.method.startsWith('solver')) {
      const u = report.usage;
      lines.push(`tokens this run: ${u.promptTokens} in, ${u.completionTokens} out${u.totalTokens === 0 ? ' (the endpoint reported no usage)' : ''}`);
    }
    if (!several && !wish) lines.push(`peak memory (max RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  }
  if (several || wish) lines.push(`peak memory (max RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  if (!several && !wish && runs[0]!.score) lines.push('', formatScore(runs[0]!.score));

  const summaries = runs.map((r) => r.summary);
  const table = `${stem(out)}.table.md`;
  writeFileSync(
    table,
    comparisonMarkdown(summaries, {
      queries,
      mode,
      price,
      model: client?.config.model,
      files: Object.fromEntries(runs.map((r) => [r.summary.method, r.file])),
      ...(wish ? { wish: wish.sentence } : {}),
    }),
  );
  lines.push('', comparisonText(summaries), '', `wrote ${table}`);
  if (fields) {
    const chart = `${stem(out)}.checks.svg`;
    writeFileSync(chart, await checksChartSvg(summaries));
    lines.push(`wrote ${chart}`);
  }
  if (summaries.some((s) => s.outcomes)) {
    const chart = `${stem(out)}.outcomes.svg`;
    writeFileSync(chart, await outcomesChartSvg(summaries));
    lines.push(`wrote ${chart}`);
  }
  for (const r of runs) if (r.name === 'solver' && values.explain === true) lines.push(`wrote ${explanationFile(r.file)}`);
  io.out(lines.join('\n'));
  // Every row was written and every table made; an internal error still fails the run.
  const errors = runs.reduce((n, r) => n + r.report.errors, 0);
  if (errors > 0) {
    io.err(`bench: ${errors} row${errors === 1 ? '' : 's'} ended in an internal error (written as empty plans, reasons above); exit 3`);
    return 3;
  }
  return 0;
}
