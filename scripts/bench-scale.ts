/**
 * npm run bench:scale: how solving grows with the size of the state. Two parts:
 *  1. synthetic states (corpus/scale-world.ts) of 10, 25, 50 and 100 cities with the listings per city of an
 *     average TravelPlanner city times 1, 4 and 16; a 7-day, 3-city request to each, `plain` (no wish) and `hard`
 *     (budget, house rule, room type, two cuisines). Each size runs in its own process, so its peak RSS is its own;
 *     reported: building the world, the solve (planTrip, verified), skeletons considered and kept, models solved.
 *  2. every TravelPlanner state with three or more cities: a 7-day, 3-city request from a city of another state
 *     (the first by name with a road to three of its cities), plain and hard, on the full database; p50, p95 and
 *     the slowest.
 * Not a test: it prints figures. Options: --cities 10,25,50,100  --scales 1,4,16  --kinds plain,hard
 * --backend auto|mip|z3|lp (default auto)  --timeout MS (per solve, default 10000)  --skip-states  --skip-synthetic  --out FILE (JSON).
 * Data for part 2: $TRIPSOLVER_DATA or ../shared/data/travelplanner.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadSandbox, type Sandbox } from '../src/sandbox/index.ts';
import { parseTripSpec, type TripSpec } from '../src/tripspec/index.ts';
import { planTrip, type BackendName, type PlanOutcome } from '../solver/index.ts';
import { scaleRequest, scaleWorld, type ScaleRequest } from '../corpus/scale-world.ts';
import { developmentDataDir } from '../src/common/paths.ts';
import { BACKEND_NAMES } from '../solver/model.ts';

const ROOT = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const list = (name: string, fallback: string): string[] => (option(name) ?? fallback).split(',').filter((s) => s !== '');
const numbers = (name: string, fallback: string): number[] =>
  list(name, fallback).map((s) => {
    const n = Number(s);
    if (!Number.isInteger(n) || n < 1) {
      console.error(`bench:scale: --${name} takes whole numbers from 1 separated by commas, not "${s}"`);
      process.exit(2);
    }
    return n;
  });
const backend = (option('backend') ?? 'auto') as BackendName;
if (!(BACKEND_NAMES as readonly string[]).includes(backend)) {
  console.error(`bench:scale: --backend is auto, mip, z3 or lp, not "${backend}"`);
  process.exit(2);
}
const timeoutMs = Number(option('timeout') ?? 10_000);
const kinds = list('kinds', 'plain,hard') as ScaleRequest[];
for (const k of kinds) {
  if (k !== 'plain' && k !== 'hard') {
    console.error(`bench:scale: --kinds takes plain and hard, not "${k}"`);
    process.exit(2);
  }
}

interface Row {
  readonly what: string;
  readonly kind: ScaleRequest;
  /** `error`: planTrip threw (the message is kept); the bench goes on with the next request. */
  readonly status: PlanOutcome['status'] | 'error';
  readonly error?: string;
  readonly cost: number | null;
  readonly buildMs: number;
  readonly solveMs: number;
  readonly skeletonsConsidered: number;
  readonly skeletonsKept: number;
  readonly modelsSolved: number;
  readonly maxRssMiB: number;
}

async function solveOne(what: string, kind: ScaleRequest, spec: TripSpec, sandbox: Sandbox, buildMs: number): Promise<Row> {
  const t0 = performance.now();
  let outcome: PlanOutcome;
  try {
    outcome = await planTrip(spec, sandbox, { backend, timeLimitMs: timeoutMs });
  } catch (e) {
    const stats = { skeletonsConsidered: 0, skeletonsKept: 0, modelsSolved: 0 };
    return {
      what,
      kind,
      status: 'error',
      error: (e as Error).message,
      cost: null,
      buildMs,
      solveMs: performance.now() - t0,
      ...stats,
      maxRssMiB: process.resourceUsage().maxRSS / 1024,
    };
  }
  const solveMs = performance.now() - t0;
  return {
    what,
    kind,
    status: outcome.status,
    cost: outcome.status === 'optimal' || outcome.status === 'feasible' ? outcome.plan.cost : null,
    buildMs,
    solveMs,
    skeletonsConsidered: outcome.stats.skeletonsConsidered,
    skeletonsKept: outcome.stats.skeletonsKept,
    modelsSolved: outcome.stats.modelsSolved,
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
  };
}

/** One synthetic size, in this (child) process: prints one JSON row per request kind. */
async function child(cities: number, scale: number): Promise<void> {
  // Warm-up on a 3-city world, not reported: loading the backend (wasm) is start-up, not solving.
  await planTrip(scaleRequest('plain'), scaleWorld(3, 1), { backend, timeLimitMs: timeoutMs });
  const t0 = performance.now();
  const sandbox = scaleWorld(cities, scale);
  const buildMs = performance.now() - t0;
  for (const kind of kinds)
    process.stdout.write(`${JSON.stringify(await solveOne(`${cities} cities, ${scale}x`, kind, scaleRequest(kind), sandbox, buildMs))}\n`);
}

/** The TravelPlanner states with three or more cities, each with a 7-day, 3-city request of each kind. */
function stateRequests(sandbox: Sandbox): { state: string; kind: ScaleRequest; spec: TripSpec }[] {
  const out: { state: string; kind: ScaleRequest; spec: TripSpec }[] = [];
  const allCities = [...sandbox.cities()].sort();
  for (const state of [...sandbox.states()].sort()) {
    const inState = sandbox.citiesIn(state);
    if (inState.length < 3) continue;
    const origin = allCities.find((c) => sandbox.stateOf(c) !== state && inState.filter((d) => sandbox.road(c, d) && sandbox.road(d, c)).length >= 3);
    if (!origin) continue;
    for (const kind of kinds) {
      const synthetic = scaleRequest(kind);
      out.push({
        state,
        kind,
        spec: parseTripSpec({
          ...synthetic,
          origin,
          destination: { kind: 'state', name: state },
          startDate: '2022-03-14',
          endDate: '2022-03-20',
          budget: kind === 'hard' ? 6000 : null,
        }),
      });
    }
  }
  return out;
}

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;

function printRows(rows: readonly Row[]): void {
  const header = ['size', 'kind', 'status', 'cost', 'build', 'solve', 'skeletons considered/kept', 'models', 'peak RSS'];
  const lines = rows.map((r) => [
    r.what,
    r.kind,
    r.status,
    r.cost === null ? '-' : `$${r.cost}`,
    ms(r.buildMs),
    ms(r.solveMs),
    `${r.skeletonsConsidered}/${r.skeletonsKept}`,
    String(r.modelsSolved),
    `${r.maxRssMiB.toFixed(0)} MiB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  for (const l of [header, ...lines])
    console.log(
      l
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  for (const r of rows) if (r.error) console.log(`  ${r.what} ${r.kind}: ${r.error}`);
}

async function main(): Promise<void> {
  const childAt = argv.indexOf('--child');
  if (childAt >= 0) {
    await child(Number(argv[childAt + 1]), Number(argv[childAt + 2]));
    return;
  }
  const result: { synthetic: Row[]; states: Row[] } = { synthetic: [], states: [] };
  console.log(`bench:scale: backend ${backend}, ${timeoutMs} ms a solve, requests ${kinds.join(' and ')}, 7 days, 3 cities`);
  if (!argv.includes('--skip-synthetic')) {
    console.log('\n1. synthetic states (each size in its own process)');
    for (const cities of numbers('cities', '10,25,50,100')) {
      for (const scale of numbers('scales', '1,4,16')) {
        const out = execFileSync(
          process.execPath,
          [
            '--import',
            'tsx/esm',
            resolve(ROOT, 'scripts/bench-scale.ts'),
            '--child',
            String(cities),
            String(scale),
            '--kinds',
            kinds.join(','),
            '--backend',
            backend,
            '--timeout',
            String(timeoutMs),
          ],
          {
            cwd: ROOT,
            encoding: 'utf8',
            maxBuffer: 1 << 24,
          },
        );
        const rows = out
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Row);
        result.synthetic.push(...rows);
        printRows(rows);
      }
    }
  }
  if (!argv.includes('--skip-states')) {
    const dataDir = developmentDataDir();
    if (!existsSync(dataDir)) {
      console.error(`bench:scale: ${dataDir} not found; set TRIPSOLVER_DATA to the TravelPlanner data folder, or pass --skip-states`);
      process.exit(2);
    }
    const t0 = performance.now();
    const sandbox = loadSandbox(dataDir);
    const buildMs = performance.now() - t0;
    const requests = stateRequests(sandbox);
    // Warm-up, not reported: the first solve loads the backend.
    if (requests[0]) await planTrip(requests[0].spec, sandbox, { backend, timeLimitMs: timeoutMs });
    console.log(`\n2. TravelPlanner states with 3 or more cities: ${requests.length / kinds.length} states (database loaded in ${ms(buildMs)})`);
    for (const r of requests)
      result.states.push(await solveOne(`${r.state} (${sandbox.citiesIn(r.state).length} cities, from ${r.spec.origin})`, r.kind, r.spec, sandbox, 0));
    const slowest = [...result.states].sort((a, b) => b.solveMs - a.solveMs);
    printRows(slowest.slice(0, 8));
    for (const kind of kinds) {
      const times = result.states.filter((r) => r.kind === kind).map((r) => r.solveMs);
      console.log(`${kind}: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, slowest ${ms(Math.max(...times))} over ${times.length} states`);
    }
    const statuses = new Map<string, number>();
    for (const r of result.states) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    console.log(`statuses: ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}`);
  }
  const out = option('out');
  if (out) writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
}

await main();
