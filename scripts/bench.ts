/**
 * npm run bench: the solver on the 45 TravelPlanner training requests, planned from their text, in both
 * modes (database, reference) with both backends (mip, z3), each configuration in its own process so its
 * latency and peak memory are its own. Prints the evaluator's rates and latency side by side.
 *
 * Data: $TRIPSOLVER_DATA or ../shared/data/travelplanner. Options: --timeout MS (per request, default
 * 10000, the CLI's default), --only mode/backend (one configuration).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreSubmission } from '../src/evaluate/index.ts';
import { loadSandbox, type Sandbox } from '../src/sandbox/index.ts';
import { solverMethod } from '../src/bench/methods.ts';
import { readPlanningInputs, runMethod, type MethodContext } from '../src/bench/run.ts';
import { percentile } from '../src/common/stats.ts';
import { readQueries } from '../src/bench/files.ts';
import { developmentDataDir } from '../src/common/paths.ts';
import type { BackendName } from '../solver/index.ts';

const dataDir = developmentDataDir();
const queries = join(dataDir, 'train.jsonl');
const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};

interface Summary {
  mode: string;
  backend: string;
  planned: number;
  /** Plans proven optimal (the rest of the planned ones passed every check but time ran out before proof). */
  proven: number;
  /** Row idx -> [quality, cost] of each plan proven optimal. */
  optima: Record<string, [number, number]>;
  /** Row idx of each plan returned without proof that it is the best (time ran out first). */
  unproven: string[];
  rows: number;
  rates: Record<string, number>;
  p50: number;
  p95: number;
  max: number;
  peakRssMiB: number;
}

async function one(mode: 'database' | 'reference', backend: BackendName, timeLimitMs: number): Promise<Summary> {
  const dir = mkdtempSync(join(tmpdir(), 'tripsolver-bench-'));
  try {
    const inputs = readPlanningInputs(queries, mode);
    let database: Sandbox | undefined;
    const ctx: MethodContext = { mode, dataDir, env: {}, database: () => (database ??= loadSandbox(dataDir)) };
    const io = { out: () => {}, err: (t: string) => process.stderr.write(`${t}\n`), env: {} };
    const outcomes: Record<string, number> = {};
    const optima: Record<string, [number, number]> = {};
    const unproven: string[] = [];
    const method = solverMethod({
      backend,
      translator: 'rules',
      timeLimitMs,
      onOutcome: (input, outcome) => {
        outcomes[outcome.status] = (outcomes[outcome.status] ?? 0) + 1;
        if (outcome.status === 'optimal') optima[String(input.idx)] = [outcome.plan.quality, outcome.plan.cost];
        if (outcome.status === 'feasible') unproven.push(String(input.idx));
      },
    });
    const report = await runMethod('solver', method, inputs, ctx, join(dir, 'sub.jsonl'), 1, io);
    const sorted = [...report.latenciesMs].sort((a, b) => a - b);
    const score = scoreSubmission(
      readQueries(queries).map((q) => q.fields),
      report.plans,
      ctx.database(),
    );
    return {
      mode,
      backend,
      planned: report.plans.filter((p) => p.length > 0).length,
      proven: outcomes.optimal ?? 0,
      optima,
      unproven,
      rows: inputs.length,
      rates: { ...score.rates },
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted[sorted.length - 1] ?? 0,
      peakRssMiB: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = arg('only');
if (arg('child') !== undefined && only) {
  const [mode, backend] = only.split('/') as ['database' | 'reference', BackendName];
  const timeout = Number(arg('timeout') ?? 10_000);
  const summary = await one(mode, backend, timeout);
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  process.exit(0);
}

const configs = only
  ? [only]
  : ['database/auto', 'reference/auto', 'database/mip', 'reference/mip', 'database/lp', 'reference/lp', 'database/z3', 'reference/z3'];
const summaries: Summary[] = [];
for (const config of configs) {
  process.stderr.write(`running ${config} ...\n`);
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, '--child', '1', '--only', config, ...(arg('timeout') ? ['--timeout', arg('timeout')!] : [])],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 26,
    },
  );
  summaries.push(JSON.parse(out.trim().split('\n').pop()!) as Summary);
}
const pct = (x: number | undefined) => `${((x ?? 0) * 100).toFixed(1)}%`;
const header = [
  'mode/backend',
  'planned',
  'proven best',
  'delivery',
  'cs micro',
  'cs macro',
  'hard micro',
  'hard macro',
  'final',
  'p50 ms',
  'p95 ms',
  'max ms',
  'peak RSS MiB',
];
const rows = summaries.map((s) => [
  `${s.mode}/${s.backend}`,
  `${s.planned}/${s.rows}`,
  `${s.proven}/${s.planned}`,
  pct(s.rates.delivery_rate),
  pct(s.rates.commonsense_micro),
  pct(s.rates.commonsense_macro),
  pct(s.rates.hard_micro),
  pct(s.rates.hard_macro),
  pct(s.rates.final_pass_rate),
  s.p50.toFixed(0),
  s.p95.toFixed(0),
  s.max.toFixed(0),
  s.peakRssMiB.toFixed(0),
]);
// Where two backends proved an optimum for the same row, they must agree on it.
const agreement = ['database', 'reference'].flatMap((mode) =>
  (['auto', 'z3', 'lp'] as const).flatMap((other) => {
    const mip = summaries.find((s) => s.mode === mode && s.backend === 'mip');
    const them = summaries.find((s) => s.mode === mode && s.backend === other);
    if (!mip || !them) return [];
    const both = Object.keys(them.optima).filter((idx) => mip.optima[idx]);
    const same = both.filter((idx) => mip.optima[idx]![0] === them.optima[idx]![0] && mip.optima[idx]![1] === them.optima[idx]![1]);
    const differ = both.filter((idx) => !same.includes(idx));
    return [
      `${mode}: mip and ${other} both proved an optimum on ${both.length} requests; ` +
        `same optimum (quality, cost) on ${same.length}${differ.length > 0 ? `; DIFFERENT on rows ${differ.join(', ')}` : ''}`,
    ];
  }),
);
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
const line = (cells: string[]) => cells.map((c, k) => (k === 0 ? c.padEnd(widths[k]!) : c.padStart(widths[k]!))).join('  ');
console.log(`TravelPlanner training set (${summaries[0]?.rows ?? 0} requests), planned from their text with the rules translator`);
console.log(line(header));
for (const r of rows) console.log(line(r));
for (const s of summaries) if (s.unproven.length > 0) console.log(`${s.mode}/${s.backend}: not proven best within the limit: rows ${s.unproven.join(', ')}`);
for (const a of agreement) console.log(a);
const loadStarted = performance.now();
loadSandbox(dataDir);
console.log(`loading the whole database: ${(performance.now() - loadStarted).toFixed(0)} ms`);
