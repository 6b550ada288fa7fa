/**
 * npm run bench:route: daily routing on the 45 TravelPlanner training requests. Each request is planned
 * once with planTrip in database mode (default planner: compact days, routed exact; planTrip verifies the
 * plan). Every stay planTrip hands to its attraction planner is also given to the other planners (compact
 * days routed heuristic / ortools, the previous nearest-neighbour chain, the naive split), so all of them
 * plan the same stays; their days replace the plan's attractions. Each plan's average leg between
 * consecutive attractions within a day (the evaluator's route metric, src/evaluate/route.ts) is compared
 * with the human plan's (`annotated_plan[1]`). Then every routed day of the exact plans is routed again by
 * each backend alone, to time the routing itself.
 *
 * The TripSpec is built from the row's structured fields (fromTravelPlannerFields): this measures routing,
 * not translation. Data: $TRIPSOLVER_DATA or ../shared/data/travelplanner. Options: --only IDX (one request).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeMetrics } from '../src/evaluate/route.ts';
import { loadSandbox, type Attraction } from '../src/sandbox/index.ts';
import { fromTravelPlannerFields, type Itinerary, type PlanDay, type TravelPlannerFields } from '../src/tripspec/index.ts';
import { planTrip } from '../solver/index.ts';
import type { AttractionPlanner } from '../solver/itinerary.ts';
import {
  closeSharedOrToolsRouter,
  haversineKm,
  makeAttractionPlanner,
  naiveAttractionPlanner,
  ROUTE_METHODS,
  routeStops,
  type RouteMethod,
} from '../solver/route/index.ts';
import { developmentDataDir } from '../src/common/paths.ts';

interface Row extends TravelPlannerFields {
  idx: number;
  annotated_plan: [unknown, unknown[]];
}

const dataDir = developmentDataDir();
const file = join(dataDir, 'train.jsonl');
if (!existsSync(file)) {
  console.error(`bench:route: ${file} not found; set TRIPSOLVER_DATA to the TravelPlanner data folder`);
  process.exit(2);
}
const argv = process.argv.slice(2);
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? Number(argv[onlyAt + 1]) : undefined;
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Row)
  .filter((r) => only === undefined || r.idx === only);
const sandbox = loadSandbox(dataDir);

/** The previous default (until issue 6): the tightest group around one seed, chained by nearest neighbour, cut into days. */
function chainPlanner(): AttractionPlanner {
  const distance = haversineKm;
  return (attractions, count, dayCounts) => {
    const n = Math.min(count, attractions.length);
    if (n === 0) return dayCounts.map(() => []);
    const byNearest = (from: Attraction, pool: readonly Attraction[]) =>
      [...pool].sort((a, b) => distance(from, a) - distance(from, b) || a.name.localeCompare(b.name));
    let bestGroup: Attraction[] = [];
    let bestSpread = Infinity;
    for (const seed of attractions) {
      const group = byNearest(seed, attractions).slice(0, n);
      const spread = group.reduce((s, a) => s + distance(seed, a), 0);
      if (spread < bestSpread) {
        bestSpread = spread;
        bestGroup = group;
      }
    }
    const chain: Attraction[] = [bestGroup[0]!];
    const rest = new Set(bestGroup.slice(1));
    while (rest.size > 0) {
      const next = byNearest(chain[chain.length - 1]!, [...rest])[0]!;
      chain.push(next);
      rest.delete(next);
    }
    const out: Attraction[][] = [];
    for (let k = 0, at = 0; k < dayCounts.length; at += dayCounts[k]!, k++) out.push(chain.slice(at, at + dayCounts[k]!));
    return out;
  };
}

type PlannerName = RouteMethod | 'chain' | 'naive';
const PLANNERS: readonly PlannerName[] = [...ROUTE_METHODS, 'chain', 'naive'];
const makePlanner = (name: PlannerName): AttractionPlanner =>
  name === 'chain' ? chainPlanner() : name === 'naive' ? naiveAttractionPlanner() : makeAttractionPlanner({ route: name });

/** Time spent in a planner and the number of stay days it planned. */
interface Clock {
  ms: number;
  days: number;
}

/** Runs every planner on each stay (timed), keeps what each planned, and answers with the exact planner's days. */
function recorder(planners: Record<PlannerName, AttractionPlanner>, clocks: Record<PlannerName, Clock>) {
  const stays: Record<PlannerName, Attraction[][][]> = Object.fromEntries(PLANNERS.map((p) => [p, []])) as unknown as Record<PlannerName, Attraction[][][]>;
  const planner: AttractionPlanner = async (attractions, count, dayCounts) => {
    for (const name of PLANNERS) {
      const t = performance.now();
      const days = await planners[name](attractions, count, dayCounts);
      clocks[name].ms += performance.now() - t;
      clocks[name].days += dayCounts.length;
      stays[name].push(days);
    }
    return stays.exact[stays.exact.length - 1]!;
  };
  return { planner, stays };
}

/** The plan with each stay's attractions replaced (stay i arrives on the i-th travel day, as buildItinerary places them). */
function withAttractions(plan: readonly PlanDay[], itinerary: Itinerary, stays: readonly Attraction[][][]): PlanDay[] {
  const travelDays = itinerary.days.filter((d) => d.leg !== null).map((d) => d.day);
  const byDay = new Map<number, Attraction[]>();
  stays.forEach((days, i) => days.forEach((list, k) => byDay.set(travelDays[i]! + k, [...(byDay.get(travelDays[i]! + k) ?? []), ...list])));
  return plan.map((day) => {
    const list = byDay.get(day.days) ?? [];
    return { ...day, attraction: list.length > 0 ? list.map((a) => `${a.name.trim()}, ${a.city};`).join('') : '-' };
  });
}

const fmt = (x: number | null | undefined, digits = 2) => (x === null || x === undefined ? '-' : x.toFixed(digits));
const mean = (xs: readonly number[]) => (xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length);
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const planners = Object.fromEntries(PLANNERS.map((p) => [p, makePlanner(p)])) as Record<PlannerName, AttractionPlanner>;
const clocks = Object.fromEntries(PLANNERS.map((p) => [p, { ms: 0, days: 0 }])) as Record<PlannerName, Clock>;
const avg: Record<PlannerName, (number | null)[]> = Object.fromEntries(PLANNERS.map((p) => [p, []])) as unknown as Record<PlannerName, (number | null)[]>;
const human: (number | null)[] = [];
const routedDays: Attraction[][] = [];
const failures: string[] = [];
const planMs: number[] = [];

console.log(`bench:route  ${rows.length} TravelPlanner training requests, database mode (${dataDir})`);
console.log('average leg between consecutive attractions within a day (km), by the evaluator; ratio = ours / human\n');
console.log(
  `${'idx'.padStart(4)} ${'days'.padStart(4)}  ${'human'.padStart(6)}  ${'exact'.padStart(6)} ${'ratio'.padStart(5)}  ` +
    `${'heur'.padStart(6)} ${'ortools'.padStart(7)}  ${'chain'.padStart(6)} ${'ratio'.padStart(5)}  ${'naive'.padStart(6)} ${'ratio'.padStart(5)}`,
);
for (const row of rows) {
  const h = routeMetrics(row.annotated_plan[1], sandbox).averageLegKm;
  human.push(h);
  const { planner, stays } = recorder(planners, clocks);
  const values = Object.fromEntries(PLANNERS.map((p) => [p, null])) as Record<PlannerName, number | null>;
  try {
    const t = performance.now();
    const out = await planTrip(fromTravelPlannerFields(row), sandbox, { timeLimitMs: 60_000, attractionPlanner: planner });
    planMs.push(performance.now() - t);
    if (out.status === 'optimal' || out.status === 'feasible') {
      const { submission, itinerary } = out.plan;
      const rebuilt = withAttractions(submission, itinerary, stays.exact);
      if (JSON.stringify(rebuilt) !== JSON.stringify(submission)) throw new Error('the stays could not be placed back on their days');
      for (const name of PLANNERS) values[name] = routeMetrics(withAttractions(submission, itinerary, stays[name]), sandbox).averageLegKm;
      for (const d of itinerary.days) if (d.attractions.length >= 2) routedDays.push([...d.attractions]);
    } else failures.push(`row ${row.idx}: ${out.status}`);
  } catch (e) {
    failures.push(`row ${row.idx}: ${(e as Error).message}`);
  }
  for (const name of PLANNERS) avg[name].push(values[name]);
  const ratio = (x: number | null) => (x === null || h === null || h === 0 ? null : x / h);
  console.log(
    `${String(row.idx).padStart(4)} ${String(row.days).padStart(4)}  ${fmt(h).padStart(6)}  ` +
      `${fmt(values.exact).padStart(6)} ${fmt(ratio(values.exact)).padStart(5)}  ${fmt(values.heuristic).padStart(6)} ${fmt(values.ortools).padStart(7)}  ` +
      `${fmt(values.chain).padStart(6)} ${fmt(ratio(values.chain)).padStart(5)}  ${fmt(values.naive).padStart(6)} ${fmt(ratio(values.naive)).padStart(5)}`,
  );
}

console.log('\noverall (requests where both the plan and the human plan have a day with two or more attractions)');
console.log(
  `${'planner'.padEnd(10)} ${'n'.padStart(3)}  ${'ours km'.padStart(8)}  ${'human km'.padStart(8)}  ` +
    `${'ratio of means'.padStart(14)}  ${'mean ratio'.padStart(10)}  ${'median ratio'.padStart(12)}  ${'ms/day'.padStart(7)}`,
);
for (const name of PLANNERS) {
  const pairs = avg[name].map((x, i) => [x, human[i]] as const).filter((p): p is readonly [number, number] => p[0] !== null && p[1] !== null && p[1] > 0);
  const ours = mean(pairs.map((p) => p[0]));
  const theirs = mean(pairs.map((p) => p[1]));
  const ratios = pairs.map((p) => p[0] / p[1]);
  const c = clocks[name];
  console.log(
    `${name.padEnd(10)} ${String(pairs.length).padStart(3)}  ${fmt(ours).padStart(8)}  ${fmt(theirs).padStart(8)}  ` +
      `${fmt(ours / theirs, 3).padStart(14)}  ${fmt(mean(ratios), 3).padStart(10)}  ${fmt(median(ratios), 3).padStart(12)}  ` +
      `${fmt(c.ms / Math.max(1, c.days), 3).padStart(7)}`,
  );
}
console.log('ms/day: time in the attraction planner (choosing, splitting and routing a stay) per stay day');
console.log(`planTrip (search, exact planner and the other four planners, verification): median ${fmt(median(planMs), 0)} ms per request`);

// Routing alone: every routed day of the exact plans, its stops in reverse name order, routed by each backend.
closeSharedOrToolsRouter(); // so that the first OR-Tools call below starts the worker, as in a fresh process
console.log(`\nrouting alone: ${routedDays.length} routed days (${mean(routedDays.map((d) => d.length)).toFixed(2)} stops on average)`);
console.log(`${'backend'.padEnd(10)} ${'ms/day'.padStart(8)}  ${'first call ms'.padStart(13)}  ${'km (sum)'.padStart(9)}  notes`);
for (const method of ROUTE_METHODS) {
  const times: number[] = [];
  let km = 0;
  for (const day of routedDays) {
    const stops = [...day].sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
    const t = performance.now();
    const r = await routeStops(stops, { method });
    times.push(performance.now() - t);
    km += r.lengthKm;
  }
  const steady = times.slice(1);
  const note = method === 'ortools' ? 'first call starts the worker process (node --liftoff-only) and loads or-tools-wasm' : 'in process';
  console.log(`${method.padEnd(10)} ${fmt(mean(steady), 3).padStart(8)}  ${fmt(times[0], 1).padStart(13)}  ${fmt(km, 1).padStart(9)}  ${note}`);
}
closeSharedOrToolsRouter();

if (failures.length > 0) console.log(`\nnot planned:\n  ${failures.join('\n  ')}`);
