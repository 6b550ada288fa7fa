/**
 * npm run bench:translate: the rules translator measured on four sets of requests.
 *  - the 45 TravelPlanner training requests (their structured fields are the labels);
 *  - the hand-written suites (corpus/translate/cases.ts and corpus/translate/written/);
 *  - generated requests of the tune styles (the ones the test suite asserts);
 *  - generated requests of the HELD-OUT styles (corpus/translate/generator/styles-heldout.ts), which no test
 *    asserts and nobody tuned the translator against: the honest estimate for requests written elsewhere.
 * For each: exact, refused, and wrong-but-accepted (a spec that differs from the expected one: the silent kind
 * of error). Per-field accuracy on the training and held-out sets. Latency per request over all of them
 * (p50 / p95 / max, after one untimed warm-up). Only the training misses are listed; held-out failures are
 * counted, never shown, so that they cannot be tuned against.
 * Data: $TRIPSOLVER_DATA, else ../shared/data/travelplanner.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SpecError } from '../src/common/errors.ts';
import { geographyNames, loadGeography, resolveDatabaseDir } from '../src/sandbox/index.ts';
import { toTravelPlannerFields, type TravelPlannerFields, type TripSpec } from '../src/tripspec/index.ts';
import type { PlaceNames } from '../src/translate/places.ts';
import { translateRules } from '../src/translate/rules/index.ts';
import { ACCEPTED, expectedSpec, REFUSED, type TranslateCase } from '../corpus/translate/cases.ts';
import { WRITTEN } from '../corpus/translate/written/index.ts';
import { generate, heldOutItems, HELD_OUT_STYLE_NAMES, TUNE_STYLE_NAMES, type GeneratedItem } from '../corpus/translate/generator/index.ts';
import { mismatch, outcomeOf, scoreFields, type Outcome } from '../corpus/translate/generator/judge.ts';
import { BENCHMARK_FIELDS as FIELDS, readOutside, tally } from '../corpus/translate/outside/score.ts';
import { percentile } from '../src/common/stats.ts';
import { developmentDataDir } from '../src/common/paths.ts';

interface Row extends TravelPlannerFields {
  idx: number;
  query: string;
}

const dir = developmentDataDir(process.env.TRIPSOLVER_DATA === '' ? {} : process.env);
const file = join(dir, 'train.jsonl');
if (!existsSync(file)) {
  console.error(`bench:translate: ${file} not found; set TRIPSOLVER_DATA to the TravelPlanner data folder`);
  process.exit(2);
}
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Row);
const g = loadGeography(resolveDatabaseDir(dir));
const names: PlaceNames = geographyNames(g);

const latencies: number[] = [];
/** Translate, timing the call. */
function timed(text: string, defaultYear?: number): TripSpec | SpecError {
  const t0 = performance.now();
  try {
    return translateRules(text, names, defaultYear === undefined ? {} : { defaultYear });
  } catch (e) {
    if (!(e instanceof SpecError)) throw e;
    return e;
  } finally {
    latencies.push(performance.now() - t0);
  }
}
timed(rows[0]!.query); // warm-up: module and index set-up
latencies.length = 0;

const pct = (n: number, d: number) => `${String(n).padStart(5)}/${String(d).padEnd(5)} ${d === 0 ? '   -' : `${((100 * n) / d).toFixed(1).padStart(5)}%`}`;
const table: string[] = ['set                        requests   exact              refused (want a spec)   wrong and accepted'];
const line = (label: string, total: number, exact: number, refused: number, wrong: number) =>
  table.push(`${label.padEnd(27)}${String(total).padStart(8)}   ${pct(exact, total)}   ${pct(refused, total)}      ${pct(wrong, total)}`);

// ---- training requests
const right = new Map<string, number>(FIELDS.map(([name]) => [name, 0]));
let trainExact = 0;
let trainRefused = 0;
let trainWrong = 0;
const misses: string[] = [];
for (const row of rows) {
  const got = timed(row.query);
  if (got instanceof SpecError) {
    trainRefused++;
    misses.push(`  row ${row.idx}: refused: ${got.message}`);
    continue;
  }
  const fields = toTravelPlannerFields(got);
  let all = true;
  for (const [name, read] of FIELDS) {
    if (JSON.stringify(read(fields)) === JSON.stringify(read(row))) right.set(name, right.get(name)! + 1);
    else {
      all = false;
      misses.push(`  row ${row.idx}: ${name}: expected ${JSON.stringify(read(row))}, got ${JSON.stringify(read(fields))}`);
    }
  }
  if (all) trainExact++;
  else trainWrong++;
}
line('TravelPlanner training', rows.length, trainExact, trainRefused, trainWrong);

// ---- hand-written suites
const canonicalSpec = (s: TripSpec) =>
  JSON.stringify({
    ...s,
    houseRules: [...s.houseRules].sort(),
    cuisines: [...s.cuisines].sort(),
    avoidCuisines: [...s.avoidCuisines].sort(),
    excludeTransport: [...s.excludeTransport].sort(),
  });
function handWritten(label: string, cases: readonly TranslateCase[]): void {
  let exact = 0;
  let refused = 0;
  let wrong = 0;
  for (const c of cases) {
    const got = timed(c.request, c.defaultYear);
    if (c.expect) {
      if (got instanceof SpecError) refused++;
      else if (canonicalSpec(got) === canonicalSpec(expectedSpec(c.expect))) exact++;
      else wrong++;
    } else if (got instanceof SpecError && got.field === c.refuse!.field) exact++;
    else if (!(got instanceof SpecError)) wrong++;
    else refused++;
  }
  line(label, cases.length, exact, refused, wrong);
}
handWritten('hand-written (cases.ts)', [...ACCEPTED, ...REFUSED]);
handWritten('hand-written (written/)', WRITTEN);

// ---- requests written outside the translator (corpus/translate/outside/), the everyday set beside the data, and any
// further sets named in BENCH_OUTSIDE (comma-separated JSONL files in the same form)
const outsideDir = resolve(import.meta.dirname, '../corpus/translate/outside');
// Every set of corpus/translate/outside, by its file name ("blind-a.dev.jsonl" is "blind A (dev)"): a set added there is
// benched without a line here.
const outsideLabel = (file: string): string => {
  const [name, half] = file.replace(/\.jsonl$/, '').split('.');
  const title = name!.replace(/^blind-(\w+)$/, (_m, x: string) => `blind ${x.toUpperCase()}`);
  return `outside: ${title}${half === 'dev' ? ' (dev)' : half === 'second' ? ' (2nd half)' : ''}`;
};
const outsideSets: [string, string][] = [
  ...readdirSync(outsideDir)
    .filter((f) => f.endsWith('.jsonl') && !f.startsWith('.'))
    .sort()
    .map((f): [string, string] => [outsideLabel(f), join(outsideDir, f)]),
  ['outside: everyday 90', resolve(dir, '..', 'outside-requests', 'everyday-90.jsonl')],
  ...(process.env.BENCH_OUTSIDE ?? '')
    .split(',')
    .filter((f) => f !== '')
    .map((f): [string, string] => [`outside: ${f.split('/').slice(-2).join('/')}`, f]),
];
const outsideLines: string[] = [];
for (const [label, file] of outsideSets) {
  if (!existsSync(file)) continue;
  const rows = readOutside(file);
  const t0 = performance.now();
  const t = tally(rows, names);
  const each = (performance.now() - t0) / rows.length;
  const definite = t.exact + t.refused + t.wrong;
  line(label, definite, t.exact, t.refused, t.wrong);
  outsideLines.push(
    `  ${label.padEnd(30)} must ask ${t.asked + t.acceptedUnclear}: asked ${t.asked}, accepted ${t.acceptedUnclear}; ${each.toFixed(2)} ms a request`,
  );
}

// ---- generated requests
function generated(label: string, items: readonly GeneratedItem[]): Outcome[] {
  const outcomes = items.map((item) => {
    const t0 = performance.now();
    const o = outcomeOf(item, names);
    latencies.push(performance.now() - t0);
    return o;
  });
  let exact = 0;
  let refused = 0;
  let wrong = 0;
  items.forEach((item, i) => {
    const o = outcomes[i]!;
    if (mismatch(item, o) === null) exact++;
    else if ('spec' in item.expected && o.kind !== 'spec') refused++;
    else wrong++;
  });
  line(label, items.length, exact, refused, wrong);
  return outcomes;
}
const seed = Number(process.env.BENCH_SEED ?? 7);
const tune = generate({ names, seed, count: Number(process.env.BENCH_TUNE_COUNT ?? 1700), styles: TUNE_STYLE_NAMES });
generated('generated, tune styles', tune);
const held = heldOutItems(names, seed, Number(process.env.BENCH_HELDOUT_COUNT ?? 600));
const heldOutcomes = generated('generated, HELD-OUT styles', held);

const quantile = (q: number) =>
  percentile(
    [...latencies].sort((a, b) => a - b),
    q * 100,
  );
console.log(`bench:translate  rules translator (seed ${seed}; data ${dir})`);
console.log('');
console.log(table.join('\n'));
console.log('("wrong and accepted" counts expected refusals that were accepted and refusals naming another field)');
if (outsideLines.length > 0) console.log(`\nrequests the writer marked as needing a question:\n${outsideLines.join('\n')}`);
console.log('');
console.log('per field                 training          held-out (spec requests)');
const heldScore = scoreFields(held, heldOutcomes);
for (const [name] of FIELDS) console.log(`  ${name.padEnd(24)}${pct(right.get(name)!, rows.length)}`);
for (const f of heldScore.fields) console.log(`  ${f.field.padEnd(24)}${' '.repeat(18)}${pct(f.right, f.total)}`);
console.log('');
console.log(`held-out styles (${HELD_OUT_STYLE_NAMES.join(', ')}):`);
for (const style of HELD_OUT_STYLE_NAMES) {
  const mine = held.map((item, i) => [item, heldOutcomes[i]!] as const).filter(([item]) => item.style === style);
  const ok = mine.filter(([item, got]) => mismatch(item, got) === null).length;
  console.log(`  ${style.padEnd(24)}${pct(ok, mine.length)}`);
}
console.log('');
console.log(
  `latency per request (${latencies.length} requests): ` +
    `p50 ${quantile(0.5).toFixed(2)} ms, p95 ${quantile(0.95).toFixed(2)} ms, max ${Math.max(...latencies).toFixed(2)} ms`,
);
if (misses.length > 0) console.log(`\ntraining misses:\n${misses.join('\n')}`);
