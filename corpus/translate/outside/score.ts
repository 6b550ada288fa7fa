/**
 * Reading the requests written outside the translator (README.md beside this file) and judging each against its
 * writer's fields, in the benchmark's own form. Shared by outside.test.ts and `npm run bench:translate`.
 */
import { readFileSync } from 'node:fs';
import { SpecError } from '../../../src/common/errors.ts';
import { toTravelPlannerFields, type TravelPlannerFields } from '../../../src/tripspec/index.ts';
import type { PlaceNames } from '../../../src/translate/places.ts';
import { translateRules } from '../../../src/translate/rules/index.ts';

export interface OutsideRow extends Partial<TravelPlannerFields> {
  readonly id?: string;
  readonly idx?: number;
  readonly query: string;
  readonly style?: string;
  /** A request a careful reader must ask about. */
  readonly expect?: 'refuse';
  readonly unclear_field?: string;
}

type Verdict =
  | { readonly kind: 'exact' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'wrong'; readonly fields: readonly string[] }
  | { readonly kind: 'asked'; readonly message: string }
  | { readonly kind: 'accepted-unclear' };

/** The rows of a JSONL file of such requests (blank lines skipped). */
export function readOutside(file: string): OutsideRow[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as OutsideRow);
}

const sorted = (c: unknown) => (Array.isArray(c) ? [...c].sort() : c);
/** The benchmark's fields, each as read from a TravelPlanner row (cuisines in any order). Shared with `npm run bench:translate`. */
export const BENCHMARK_FIELDS: readonly [string, (f: TravelPlannerFields) => unknown][] = [
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

/** The translator's reading of one row, judged against its writer's. Dates without a year are in 2022, as the writers wrote them. */
function judge(row: OutsideRow, names: PlaceNames, defaultYear = 2022): Verdict {
  let fields: TravelPlannerFields | undefined;
  let message = '';
  try {
    fields = toTravelPlannerFields(translateRules(row.query, names, { defaultYear }));
  } catch (e) {
    if (!(e instanceof SpecError)) throw e;
    message = e.message;
  }
  if (row.expect === 'refuse') return fields ? { kind: 'accepted-unclear' } : { kind: 'asked', message };
  if (!fields) return { kind: 'refused', message };
  const wrong = BENCHMARK_FIELDS.filter(([, read]) => JSON.stringify(read(fields)) !== JSON.stringify(read(row as TravelPlannerFields))).map(([name]) => name);
  return wrong.length === 0 ? { kind: 'exact' } : { kind: 'wrong', fields: wrong };
}

export interface Tally {
  readonly rows: number;
  readonly exact: number;
  readonly refused: number;
  readonly wrong: number;
  readonly asked: number;
  readonly acceptedUnclear: number;
  /** Row ids (or idx) by verdict, for the rows read otherwise than the writer. */
  readonly wrongIds: readonly string[];
  readonly acceptedUnclearIds: readonly string[];
}

export function tally(rows: readonly OutsideRow[], names: PlaceNames): Tally {
  const count = { exact: 0, refused: 0, wrong: 0, asked: 0, acceptedUnclear: 0 };
  const wrongIds: string[] = [];
  const acceptedUnclearIds: string[] = [];
  for (const row of rows) {
    const v = judge(row, names);
    const id = String(row.id ?? row.idx);
    if (v.kind === 'exact') count.exact++;
    else if (v.kind === 'refused') count.refused++;
    else if (v.kind === 'asked') count.asked++;
    else if (v.kind === 'wrong') {
      count.wrong++;
      wrongIds.push(id);
    } else {
      count.acceptedUnclear++;
      acceptedUnclearIds.push(id);
    }
  }
  return { rows: rows.length, ...count, wrongIds, acceptedUnclearIds };
}
