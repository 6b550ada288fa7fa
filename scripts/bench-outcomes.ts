/**
 * npm run bench:outcomes: what saying why a row has no plan costs `bench`.
 *
 * Each set of requests is run three ways, in one process, in turn: the plan alone (translate and plan, what bench
 * did before it classified rows), `bench` (a row without a plan diagnosed: what the data lacks, or the minimal core
 * and the minimum budget) and `bench --explain` (the relaxations of every infeasible row re-solved too, written to
 * SUB.explain.jsonl). Reported per set and way: wall time, per-row p50/p95, the outcome counts; and for the cut
 * set, how many minimum budgets are exact (equal to the cheapest plan's cost, found by minimising cost).
 *
 * The sets: the 45 training requests as written; the first --rows N (default 24) training requests with their budget
 * cut a dollar under their cheapest plan (corpus/cut-budgets.ts); and --queries FILE (any benchmark rows, for
 * example the validation set) when given. Options: --rows N, --queries FILE, --concurrency N (default 1), --json.
 * Data: $TRIPSOLVER_DATA or ../shared/data/travelplanner.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPlanningInputs, type PlanningInput } from '../src/bench/run.ts';
import { percentile } from '../src/common/stats.ts';
import { main } from '../src/cli/main.ts';
import type { Io } from '../src/cli/common.ts';
import { loadSandbox } from '../src/sandbox/index.ts';
import { translate } from '../src/translate/index.ts';
import { planTrip } from '../solver/index.ts';
import { cutBudgetRows } from '../corpus/cut-budgets.ts';
import { developmentDataDir } from '../src/common/paths.ts';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const fail = (message: string): never => {
  console.error(`bench:outcomes: ${message}`);
  process.exit(2);
};
const wholeFrom1 = (name: string, fallback: number): number => {
  const raw = option(name);
  const n = Number(raw ?? fallback);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} takes a whole number from 1, not "${raw}"`);
  return n;
};
const ROWS = wholeFrom1('rows', 24);
const CONCURRENCY = wholeFrom1('concurrency', 1);
const QUERIES = option('queries');
const dataDir = developmentDataDir();
const sandbox = loadSandbox(dataDir);
const work = mkdtempSync(join(tmpdir(), 'tripsolver-bench-outcomes-'));

const quiet: Io = { out: () => {}, err: () => {}, env: {} };

interface Way {
  readonly way: string;
  readonly wallMs: number;
  readonly p50: number;
  readonly p95: number;
  readonly outcomes: Record<string, number>;
}

/** Translate and plan each row, nothing more (a refusal or a data gap counts as a row without a plan). */
async function planOnly(inputs: readonly PlanningInput[]): Promise<Way> {
  const times: number[] = [];
  const outcomes: Record<string, number> = {};
  const started = performance.now();
  for (const input of inputs) {
    const t = performance.now();
    let status: string;
    try {
      const spec = await translate(input.query, { sandbox, translator: 'rules', env: {} });
      status = (await planTrip(spec, sandbox, { timeLimitMs: 10_000 })).status;
    } catch (e) {
      status = (e as { code?: string }).code ?? 'error';
    }
    outcomes[status] = (outcomes[status] ?? 0) + 1;
    times.push(performance.now() - t);
  }
  const wallMs = performance.now() - started;
  times.sort((a, b) => a - b);
  return { way: 'plan only', wallMs, p50: percentile(times, 50), p95: percentile(times, 95), outcomes };
}

/** `bench` on the rows, with or without --explain; the outcomes from its run log. */
async function bench(name: string, file: string, explain: boolean): Promise<Way & { log: Record<string, unknown>[]; explained: Record<string, unknown>[] }> {
  const out = join(work, `${name}.${explain ? 'explain' : 'plain'}.jsonl`);
  rmSync(out, { force: true });
  const started = performance.now();
  const code = await main(
    ['bench', '--queries', file, '--data', dataDir, '--out', out, '--concurrency', String(CONCURRENCY), ...(explain ? ['--explain'] : [])],
    quiet,
  );
  const wallMs = performance.now() - started;
  if (code !== 0) fail(`bench on ${file} exited ${code}`);
  const lines = (f: string) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const log = lines(out.replace(/\.jsonl$/, '.log.jsonl'));
  const times = log.map((e) => Number(e.ms)).sort((a, b) => a - b);
  const outcomes: Record<string, number> = {};
  for (const e of log) outcomes[String(e.outcome)] = (outcomes[String(e.outcome)] ?? 0) + 1;
  return {
    way: explain ? 'bench --explain' : 'bench',
    wallMs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    outcomes,
    log,
    explained: explain ? lines(out.replace(/\.jsonl$/, '.explain.jsonl')) : [],
  };
}

const sets: { name: string; file: string; cheapest?: Map<number, number> }[] = [];
const train = join(work, 'train.jsonl');
writeFileSync(
  train,
  readPlanningInputs(join(dataDir, 'train.jsonl'), 'database')
    .map((r) => JSON.stringify(r))
    .join('\n') + '\n',
);
sets.push({ name: 'training', file: train });
const cut = await cutBudgetRows(dataDir, sandbox, ROWS);
const cutFile = join(work, 'cut.jsonl');
writeFileSync(cutFile, cut.map((r) => JSON.stringify({ idx: r.idx, query: r.query })).join('\n') + '\n');
sets.push({ name: `training, budgets cut (${cut.length})`, file: cutFile, cheapest: new Map(cut.map((r) => [r.idx, r.cheapest])) });
if (QUERIES !== undefined) {
  const own = join(work, 'queries.jsonl');
  writeFileSync(
    own,
    readPlanningInputs(QUERIES, 'database')
      .map((r) => JSON.stringify(r))
      .join('\n') + '\n',
  );
  sets.push({ name: QUERIES, file: own });
}

// Warm-up: load the backends once (start-up, not planning).
await bench('warm-up', cutFile, false);

const report = [];
for (const set of sets) {
  const inputs = readPlanningInputs(set.file, 'database');
  const ways = [
    await planOnly(inputs),
    await bench(set.name.replace(/\W+/g, '-'), set.file, false),
    await bench(set.name.replace(/\W+/g, '-'), set.file, true),
  ];
  const explained = (ways[2] as Awaited<ReturnType<typeof bench>>).explained;
  const relaxations = explained.flatMap((e) => (e.explanation as { relaxations: { verified: boolean }[] }).relaxations);
  const exact = set.cheapest
    ? explained.filter((e) => (e.explanation as { minimumBudget: number | null }).minimumBudget === set.cheapest!.get(Number(e.idx))).length
    : undefined;
  report.push({
    set: set.name,
    rows: inputs.length,
    ways: ways.map(({ way, wallMs, p50, p95, outcomes }) => ({ way, wallMs: Math.round(wallMs), p50: Math.round(p50), p95: Math.round(p95), outcomes })),
    explanations: explained.length,
    relaxations: relaxations.length,
    verified: relaxations.filter((r) => r.verified).length,
    ...(exact !== undefined ? { exactMinimumBudgets: exact } : {}),
  });
}
rmSync(work, { recursive: true, force: true });

if (argv.includes('--json')) {
  console.log(JSON.stringify({ concurrency: CONCURRENCY, report, maxRssMiB: Math.round(process.resourceUsage().maxRSS / 1024) }));
} else {
  console.log(`bench:outcomes (concurrency ${CONCURRENCY})`);
  for (const r of report) {
    console.log(`\n${r.set}: ${r.rows} rows`);
    for (const w of r.ways) {
      const counts = Object.entries(w.outcomes)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
      console.log(
        `  ${w.way.padEnd(16)} wall ${String(w.wallMs).padStart(6)} ms  ` +
          `per row p50 ${String(w.p50).padStart(5)} ms  p95 ${String(w.p95).padStart(6)} ms  (${counts})`,
      );
    }
    console.log(
      `  --explain: ${r.explanations} explanations, ${r.verified}/${r.relaxations} relaxations verified` +
        `${r.exactMinimumBudgets !== undefined ? `, minimum budget exact on ${r.exactMinimumBudgets}/${r.explanations}` : ''}`,
    );
  }
  console.log(`\npeak memory (max RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
}
