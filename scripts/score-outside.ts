/**
 * Scores the rules translator on sets of requests written outside the project (JSONL rows in the benchmark's
 * own form: org, dest, days, visiting_city_number, date, people_number, local_constraint, budget; or
 * {"expect":"refuse","unclear_field"} for a request a careful reader must ask about).
 * Usage: node --import tsx scripts/score-outside.ts FILE.jsonl [--rows dev|held|all] [--show] [--year 2022]
 *   --rows dev: even-numbered ids; held: odd-numbered ids (counted, never shown); all: both.
 *   --show prints each miss (refused with its message, wrong with the differing fields); never with held rows.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SpecError } from '../src/errors.ts';
import { loadGeography, resolveDatabaseDir } from '../src/sandbox/index.ts';
import { toTravelPlannerFields, type TripSpec } from '../src/spec/index.ts';
import type { PlaceNames } from '../src/translate/places.ts';
import { translateRules } from '../src/translate/rules/index.ts';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'))!;
const opt = (name: string) => { const i = args.indexOf(`--${name}`); return i < 0 ? undefined : args[i + 1]; };
const which = opt('rows') ?? 'dev';
const show = args.includes("--show") && which !== "held" && !(which === "all" && !file.includes("everyday"));
const year = opt('year') === 'none' ? undefined : Number(opt('year') ?? 2022);
const dir = process.env.TRIPSOLVER_DATA ?? resolve(import.meta.dirname, '../../shared/data/travelplanner');
const g = loadGeography(resolveDatabaseDir(dir));
const names: PlaceNames = { cities: () => [...g.stateOfCity.keys()], states: () => [...g.states], stateOf: (c: string) => g.stateOfCity.get(c) };

interface Row { id?: string; idx?: number; query: string; expect?: string; unclear_field?: string; [k: string]: unknown }
const rows = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Row);
const num = (r: Row) => Number(String(r.id ?? r.idx).replace(/\D/g, ''));
const picked = rows.filter((r) => which === 'all' || (which === 'dev' ? num(r) % 2 === 0 : num(r) % 2 === 1));
const sorted = (c: unknown) => (Array.isArray(c) ? [...c].sort() : c);
const FIELDS: [string, (f: any) => unknown][] = [
  ['org', (f) => f.org], ['dest', (f) => f.dest], ['days', (f) => f.days], ['visiting_city_number', (f) => f.visiting_city_number],
  ['date', (f) => f.date], ['people_number', (f) => f.people_number], ['budget', (f) => f.budget],
  ['house rule', (f) => f.local_constraint['house rule']], ['cuisine', (f) => sorted(f.local_constraint.cuisine)],
  ['room type', (f) => f.local_constraint['room type']], ['transportation', (f) => f.local_constraint.transportation],
];
let exact = 0, refused = 0, wrong = 0, askRight = 0, askWrong = 0, asks = 0;
const wrongBy = new Map<string, number>();
const refusedBy = new Map<string, number>();
for (const r of picked) {
  let got: TripSpec | SpecError;
  try { got = translateRules(r.query, names, year === undefined ? {} : { defaultYear: year }); } catch (e) { if (!(e instanceof SpecError)) throw e; got = e; }
  const id = r.id ?? r.idx;
  if (r.expect === 'refuse') {
    asks++;
    if (got instanceof SpecError) askRight++;
    else { askWrong++; if (show) console.log(`WRONG-ACCEPT ${id} [${r.style}] (should ask ${r.unclear_field})\n  ${r.query.replace(/\n/g, ' / ')}\n  got ${JSON.stringify(toTravelPlannerFields(got))}`); }
    continue;
  }
  if (got instanceof SpecError) {
    refused++;
    refusedBy.set(got.field, (refusedBy.get(got.field) ?? 0) + 1);
    if (show) console.log(`REFUSED ${id} [${r.style}] ${got.message}\n  ${r.query.replace(/\n/g, ' / ')}`);
    continue;
  }
  const f = toTravelPlannerFields(got);
  const diff = FIELDS.filter(([, read]) => JSON.stringify(read(f)) !== JSON.stringify(read(r)));
  if (diff.length === 0) exact++;
  else {
    wrong++;
    for (const [n] of diff) wrongBy.set(n, (wrongBy.get(n) ?? 0) + 1);
    if (show) console.log(`WRONG ${id} [${r.style}] ${diff.map(([n, read]) => `${n}: want ${JSON.stringify(read(r))} got ${JSON.stringify(read(f))}`).join('; ')}\n  ${r.query.replace(/\n/g, ' / ')}`);
  }
}
const definite = picked.length - asks;
console.log(`${file} (${which} rows, year ${year ?? 'none'}): ${picked.length} rows; definite ${definite}: exact ${exact}, refused ${refused}, WRONG ${wrong}; must-ask ${asks}: asked ${askRight}, WRONG-ACCEPTED ${askWrong}`);
console.log(`  wrong fields: ${JSON.stringify(Object.fromEntries(wrongBy))}  refused fields: ${JSON.stringify(Object.fromEntries(refusedBy))}`);
