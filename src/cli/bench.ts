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
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { SOLE_PLANNING_ONLY, isBaseline } from '../baselines/index.ts';
import { checksChartSvg, comparisonMarkdown, comparisonText, outcomesChartSvg, priceFromEnv, type MethodSummary, type Price } from '../bench/compare.ts';
import { structuredFields } from '../bench/files.ts';
import { logEntry, readRunLog, summarize } from '../bench/log.ts';
import { METHODS, baselineMethod, solverMethod, type MethodName } from '../bench/methods.ts';
import { readPlanningInputs, runMethod, type MethodContext, type PlanningInput, type RunHooks, type RunReport } from '../bench/run.ts';
import { RATIONALITY_IDS } from '../catalogue/index.ts';
import { DataError, UsageError } from '../common/errors.ts';
import { planOnTheClock, tallyClock, type ClockTally } from '../evaluate/timetable.ts';
import { formatScore, scoreSubmission, type QueryFields, type ScoreReport } from '../evaluate/index.ts';
import { createLlmClient, llmConfigured, type LlmClient } from '../llm/index.ts';
import { INTERESTS, type Interest, type MealPrice, type PlanDay } from '../tripspec/index.ts';
import { loadSandbox, type Sandbox } from '../sandbox/index.ts';
import { SolveThreads } from '../../solver/threads.ts';
import { cpSatBeyondExact } from '../../solver/timeline.ts';
import {
  backendOf,
  choice,
  dataDir,
  defaultYearOf,
  positiveInt,
  processIo,
  timeoutOf,
  translatorOf,
  type CommandArgs,
  type Io,
  type Values,
} from './common.ts';
import { percentile } from '../common/stats.ts';

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

/** A method's run in this command: its submission file, its report, its score and its row of the tables. */
interface MethodRun {
  readonly name: MethodName;
  readonly variant: 'plain' | 'wish';
  readonly file: string;
  readonly report: RunReport;
  readonly score: ScoreReport | undefined;
  readonly summary: MethodSummary;
}

/** What every method's run of one bench command shares. */
interface BenchRun {
  readonly values: Values;
  readonly io: Io;
  readonly queries: string;
  readonly out: string;
  readonly mode: 'database' | 'reference';
  readonly inputs: readonly PlanningInput[];
  readonly ctx: MethodContext;
  /** The rows' structured fields, when every row has them: the runs are scored. */
  readonly fields: QueryFields[] | undefined;
  readonly several: boolean;
  readonly wish: BenchWish | undefined;
  readonly concurrency: number;
  readonly price: Price | undefined;
  readonly client: LlmClient | undefined;
}

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
      `bench: --method ${baselines.join(',')} needs an LLM endpoint: ` +
        'set OPENAI_API_KEY (and OPENAI_BASE_URL for another OpenAI-compatible server; TRIPSOLVER_MODEL names the model)',
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
  const run: BenchRun = { values, io, queries, out, mode, inputs, ctx, fields, several, wish, concurrency, price, client };

  const runs = await runMethods(run, methods);
  io.out([...runLines(run, runs), ...(await writeComparison(run, runs))].join('\n'));
  // Every row was written and every table made; an internal error still fails the run.
  const errors = runs.reduce((n, r) => n + r.report.errors, 0);
  if (errors > 0) {
    io.err(`bench: ${errors} row${errors === 1 ? '' : 's'} ended in an internal error (written as empty plans, reasons above); exit 3`);
    return 3;
  }
  return 0;
}

/** Each method over the rows (and again with the wish added, when there is one), in the order given. */
async function runMethods(run: BenchRun, methods: readonly MethodName[]): Promise<MethodRun[]> {
  const { values, io, concurrency, client } = run;
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
        (run.wish
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
      runs.push(await runOne(run, name, variant, method, progress, runIo));
    }
  } finally {
    progress?.stop();
    await threads?.close();
  }
  return runs;
}

/** One method's run (plain or with the wish): its submission, run log and explanations written, then scored. */
async function runOne(
  run: BenchRun,
  name: MethodName,
  variant: 'plain' | 'wish',
  method: Parameters<typeof runMethod>[1],
  progress: Progress | undefined,
  runIo: Io,
): Promise<MethodRun> {
  const { values, inputs, ctx, fields, wish } = run;
  // The personalised run plans the same rows with the wish's sentence added to each request.
  const runInputs = variant === 'wish' ? inputs.map((input) => ({ ...input, query: `${input.query.trimEnd()} ${wish!.sentence}` })) : inputs;
  const file = variant === 'wish' ? wishFile(submissionFile(run.out, name, run.several)) : submissionFile(run.out, name, run.several);
  const logFile = runLogFile(file);
  const explainFile = name === 'solver' && values.explain === true ? explanationFile(file) : undefined;
  const hooks: RunHooks = {
    onStart: (already) => {
      if (already === 0) writeFileSync(logFile, '');
      if (already === 0 && explainFile) writeFileSync(explainFile, '');
      progress?.start(name, inputs.length);
      for (let i = 0; i < already; i++) progress?.row(true);
    },
    onRow: (row) => {
      const { index, input, result } = row;
      appendFileSync(logFile, `${JSON.stringify(logEntry(row))}\n`);
      if (explainFile && result.explanation)
        appendFileSync(
          explainFile,
          `${JSON.stringify({ row: index + 1, idx: input.idx, outcome: result.outcome?.outcome, explanation: result.explanation })}\n`,
        );
      progress?.row(result.plan.length > 0);
    },
  };
  const report = await runMethod(variant === 'wish' ? `${name}+wish` : name, method, runInputs, ctx, file, run.concurrency, runIo, hooks);
  const score = fields ? scoreSubmission(fields, report.plans, ctx.database()) : undefined;
  const clock = fields ? await clockOf(fields, report.plans, ctx.database(), wish, variant === 'wish') : undefined;
  const summary = summarize(name, variant, report, readRunLog(logFile, report.plans.length), score, clock, inputs.length, run.price);
  return { name, variant, file, report, score, summary };
}

/** What each run planned and wrote, how long its rows took, its tokens, peak memory and (one plain run) its score. */
function runLines(run: BenchRun, runs: readonly MethodRun[]): string[] {
  const { values, inputs, several, wish, client } = run;
  const lines: string[] = [];
  if (wish) lines.push(`personalised runs (+wish) add to every request: "${wish.sentence}"`);
  for (const { file, report } of runs) {
    const sorted = [...report.latenciesMs].sort((a, b) => a - b);
    const what = report.method.startsWith('solver') ? backendOf(values) : client!.config.model;
    lines.push(
      `${report.method} (${run.mode} mode, ${what}): ${report.plans.filter((p) => p.length > 0).length}/${inputs.length} planned; wrote ${file}`,
      `latency per request: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, ` +
        `max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms (${sorted.length} of ${inputs.length} rows run this time)`,
    );
    if (!report.method.startsWith('solver')) {
      const u = report.usage;
      lines.push(`tokens this run: ${u.promptTokens} in, ${u.completionTokens} out${u.totalTokens === 0 ? ' (the endpoint reported no usage)' : ''}`);
    }
    if (!several && !wish) lines.push(`peak memory (max RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  }
  if (several || wish) lines.push(`peak memory (max RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  if (!several && !wish && runs[0]!.score) lines.push('', formatScore(runs[0]!.score));
  return lines;
}

/** The methods side by side: printed, written as Markdown (SUB.table.md) and drawn as SVG charts; the lines saying so. */
async function writeComparison(run: BenchRun, runs: readonly MethodRun[]): Promise<string[]> {
  const { out, wish, client } = run;
  const lines: string[] = [];
  const summaries = runs.map((r) => r.summary);
  const table = `${stem(out)}.table.md`;
  writeFileSync(
    table,
    comparisonMarkdown(summaries, {
      queries: run.queries,
      mode: run.mode,
      price: run.price,
      model: client?.config.model,
      files: Object.fromEntries(runs.map((r) => [r.summary.method, r.file])),
      ...(wish ? { wish: wish.sentence } : {}),
    }),
  );
  lines.push('', comparisonText(summaries), '', `wrote ${table}`);
  if (run.fields) {
    const chart = `${stem(out)}.checks.svg`;
    writeFileSync(chart, await checksChartSvg(summaries));
    lines.push(`wrote ${chart}`);
  }
  if (summaries.some((s) => s.outcomes)) {
    const chart = `${stem(out)}.outcomes.svg`;
    writeFileSync(chart, await outcomesChartSvg(summaries));
    lines.push(`wrote ${chart}`);
  }
  for (const r of runs) if (r.name === 'solver' && run.values.explain === true) lines.push(`wrote ${explanationFile(r.file)}`);
  return lines;
}
