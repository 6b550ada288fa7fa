/**
 * npm run bench:translate: the rule translator on the 45 TravelPlanner training requests.
 * Prints accuracy per field (compared through toTravelPlannerFields; cuisines as a set) and latency per
 * request (p50 / p95 / max). Data: $TRIPSOLVER_DATA, else ../shared/data/travelplanner.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TripsolverError } from '../src/errors.ts';
import { loadSandbox } from '../src/sandbox/index.ts';
import { toTravelPlannerFields, type TravelPlannerFields } from '../src/spec/index.ts';
import { translate } from '../src/translate/index.ts';

interface Row extends TravelPlannerFields {
  idx: number;
  query: string;
}

const dir = process.env.TRIPSOLVER_DATA && process.env.TRIPSOLVER_DATA !== '' ? process.env.TRIPSOLVER_DATA : resolve(import.meta.dirname, '../../shared/data/travelplanner');
const file = join(dir, 'train.jsonl');
if (!existsSync(file)) {
  console.error(`bench:translate: ${file} not found; set TRIPSOLVER_DATA to the TravelPlanner data folder`);
  process.exit(2);
}
const rows = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Row);
const sandbox = loadSandbox(dir);

const sorted = (c: string[] | null) => (c === null ? null : [...c].sort());
const FIELDS: [string, (f: TravelPlannerFields) => unknown][] = [
  ['org', (f) => f.org],
  ['dest', (f) => f.dest],
  ['days', (f) => f.days],
  ['visiting_city_number', (f) => f.visiting_city_number],
  ['date', (f) => f.date],
  ['people_number', (f) => f.people_number],
  ['budget', (f) => f.budget],
  ['house rule', (f) => f.local_constraint['house rule']],
  ['cuisine', (f) => sorted(f.local_constraint.cuisine)],
  ['room type', (f) => f.local_constraint['room type']],
  ['transportation', (f) => f.local_constraint.transportation],
];

const right = new Map<string, number>(FIELDS.map(([name]) => [name, 0]));
const latencies: number[] = [];
let exact = 0;
let refused = 0;
const misses: string[] = [];
// One untimed warm-up so the first row does not pay for module and index set-up.
await translate(rows[0]!.query, { sandbox, translator: 'rules' }).catch(() => undefined);
for (const row of rows) {
  const t0 = performance.now();
  let got: TravelPlannerFields | undefined;
  try {
    got = toTravelPlannerFields(await translate(row.query, { sandbox, translator: 'rules' }));
  } catch (e) {
    if (!(e instanceof TripsolverError)) throw e;
    refused++;
    misses.push(`  row ${row.idx}: refused: ${e.message}`);
  }
  latencies.push(performance.now() - t0);
  if (!got) continue;
  let all = true;
  for (const [name, read] of FIELDS) {
    if (JSON.stringify(read(got)) === JSON.stringify(read(row))) right.set(name, right.get(name)! + 1);
    else {
      all = false;
      misses.push(`  row ${row.idx}: ${name}: expected ${JSON.stringify(read(row))}, got ${JSON.stringify(read(got))}`);
    }
  }
  if (all) exact++;
}

const pct = (n: number) => `${((100 * n) / rows.length).toFixed(1)}%`;
const quantile = (q: number) => {
  const xs = [...latencies].sort((a, b) => a - b);
  return xs[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!;
};
console.log(`bench:translate  rules translator, ${rows.length} TravelPlanner training requests (${file})`);
console.log('');
console.log('field                   accuracy');
for (const [name] of FIELDS) console.log(`${name.padEnd(24)}${String(right.get(name)).padStart(3)}/${rows.length}  ${pct(right.get(name)!)}`);
console.log(`${'all fields (row exact)'.padEnd(24)}${String(exact).padStart(3)}/${rows.length}  ${pct(exact)}`);
console.log(`${'refused'.padEnd(24)}${String(refused).padStart(3)}/${rows.length}`);
console.log('');
console.log(`latency per request: p50 ${quantile(0.5).toFixed(2)} ms, p95 ${quantile(0.95).toFixed(2)} ms, max ${Math.max(...latencies).toFixed(2)} ms`);
if (misses.length > 0) console.log(`\nmisses:\n${misses.join('\n')}`);

// ---- Held-out generated requests (test/translate/generator/): styles the test suite never asserts, so nobody
// tuned the translator against them. Per-field accuracy on spec requests; refusals scored apart.
{
  const { heldOutItems, HELD_OUT_STYLE_NAMES } = await import('../test/translate/generator/index.ts');
  const { outcomeOf, scoreFields, mismatch } = await import('../test/translate/generator/judge.ts');
  const { loadGeography, resolveDatabaseDir } = await import('../src/sandbox/index.ts');
  const g = loadGeography(resolveDatabaseDir(dir));
  const names = { cities: () => [...g.stateOfCity.keys()], states: () => [...g.states], stateOf: (c: string) => g.stateOfCity.get(c) };
  const count = Number(process.env.BENCH_HELDOUT_COUNT ?? 600);
  const seed = Number(process.env.BENCH_HELDOUT_SEED ?? 7);
  const items = heldOutItems(names, seed, count);
  const outcomes = items.map((item) => outcomeOf(item, names));
  const score = scoreFields(items, outcomes);
  const p = (n: number, d: number) => `${String(n).padStart(4)}/${d}  ${d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`}`;
  console.log('');
  console.log(`held-out generated requests: ${items.length} (seed ${seed}; styles ${HELD_OUT_STYLE_NAMES.join(', ')})`);
  console.log('');
  console.log('field                   accuracy (spec requests)');
  for (const f of score.fields) console.log(`${f.field.padEnd(24)}${p(f.right, f.total)}`);
  console.log(`${'all fields (exact)'.padEnd(24)}${p(score.exact, score.specItems)}`);
  const refusedSpecs = items.filter((item, i) => 'spec' in item.expected && outcomes[i]!.kind !== 'spec').length;
  console.log(`${'spec requests refused'.padEnd(24)}${p(refusedSpecs, score.specItems)}`);
  console.log(`${'refusals, right field'.padEnd(24)}${p(score.refusalsRight, score.refusalItems)}`);
  console.log('');
  console.log('style                   exact');
  for (const style of HELD_OUT_STYLE_NAMES) {
    const mine = items.map((item, i) => [item, outcomes[i]!] as const).filter(([item]) => item.style === style);
    const ok = mine.filter(([item, got]) => mismatch(item, got) === null).length;
    console.log(`${style.padEnd(24)}${p(ok, mine.length)}`);
  }
}
