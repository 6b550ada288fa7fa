/**
 * Scoring a whole submission the way the benchmark's eval.py does: delivery, commonsense micro/macro,
 * hard micro/macro and final pass rates, and per level × days counts.
 *
 * eval.py divides by constants per split (train: 45 rows, 360 commonsense checks, 105 hard checks); those
 * are the general counts used here: 8 × rows, and for hard checks one budget per row plus one per
 * non-null local constraint.
 */
import { CATALOGUE, COMMONSENSE_IDS, HARD_IDS, type CommonsenseId, type HardId } from '../catalogue/index.ts';
import { DataError } from '../common/errors.ts';
import type { Sandbox } from '../sandbox/index.ts';
import { evaluatePlan, type PlanEvaluation } from './evaluate.ts';
import { benchmarkKey, type QueryFields } from './types.ts';

export interface Rates {
  readonly delivery_rate: number;
  readonly commonsense_micro: number;
  readonly commonsense_macro: number;
  readonly hard_micro: number;
  readonly hard_macro: number;
  readonly final_pass_rate: number;
}

export interface Counts {
  readonly rows: number;
  readonly delivered: number;
  readonly commonsensePassedChecks: number;
  readonly commonsenseChecks: number;
  readonly commonsensePassedPlans: number;
  readonly hardPassedChecks: number;
  readonly hardApplicableChecks: number;
  readonly hardPassedPlans: number;
  readonly finalPassedPlans: number;
}

interface CheckTally {
  readonly id: CommonsenseId | HardId;
  readonly key: string;
  readonly title: string;
  readonly passed: number;
  readonly failed: number;
  readonly applicable: number;
}

/** One cell group of eval.py's detailed table: a level and a trip length. */
interface GroupTally {
  readonly level: string;
  readonly days: number;
  readonly plans: number;
  readonly checks: readonly CheckTally[];
}

export interface ScoreReport {
  readonly evaluations: readonly PlanEvaluation[];
  readonly rates: Rates;
  readonly counts: Counts;
  readonly groups: readonly GroupTally[];
}

const LOCAL_FIELD: Readonly<Partial<Record<HardId, keyof QueryFields['local_constraint']>>> = {
  'meals.cuisine': 'cuisine',
  'lodging.houseRule': 'house rule',
  'transport.exclusion': 'transportation',
  'lodging.roomType': 'room type',
};

/** Whether a hard check counts in the denominators for this query (eval.py: `!= None`). */
export function hardApplies(id: HardId, query: Pick<QueryFields, 'budget' | 'local_constraint'>): boolean {
  const local = LOCAL_FIELD[id];
  return local === undefined ? query.budget !== null : query.local_constraint[local] !== null;
}

const ratio = (n: number, d: number): number => (d === 0 ? 0 : n / d);

function tally(id: CommonsenseId | HardId, rows: readonly { query: QueryFields; evaluation: PlanEvaluation }[]): CheckTally {
  const key = benchmarkKey(id);
  const hard = (HARD_IDS as readonly string[]).includes(id);
  let passed = 0;
  let failed = 0;
  let applicable = 0;
  for (const { query, evaluation } of rows) {
    const verdicts = hard ? evaluation.hard : evaluation.commonsense;
    const verdict = verdicts?.[key]?.verdict;
    if (verdict === true) passed++;
    if (verdict === false) failed++;
    if (!hard || hardApplies(id as HardId, query)) applicable++;
  }
  return { id, key, title: CATALOGUE[id].title, passed, failed, applicable };
}

const LEVEL_ORDER = ['easy', 'medium', 'hard'];
const levelRank = (level: string): number => (LEVEL_ORDER.includes(level) ? LEVEL_ORDER.indexOf(level) : LEVEL_ORDER.length);

function groupTallies(rows: readonly { query: QueryFields; evaluation: PlanEvaluation }[]): GroupTally[] {
  const groups = new Map<string, { level: string; days: number; rows: (typeof rows)[number][] }>();
  for (const row of rows) {
    const k = `${row.query.level}\u0000${row.query.days}`;
    const group = groups.get(k) ?? { level: row.query.level, days: row.query.days, rows: [] };
    group.rows.push(row);
    groups.set(k, group);
  }
  return [...groups.values()]
    .sort((a, b) => levelRank(a.level) - levelRank(b.level) || a.level.localeCompare(b.level) || a.days - b.days)
    .map((g) => ({ level: g.level, days: g.days, plans: g.rows.length, checks: [...COMMONSENSE_IDS, ...HARD_IDS].map((id) => tally(id, g.rows)) }));
}

/**
 * Score a submission: `plans[i]` is the plan (list of days, or anything else for "not delivered") for
 * `queries[i]`. Throws DataError when the two lists differ in length.
 */
export function scoreSubmission(queries: readonly QueryFields[], plans: readonly unknown[], sandbox: Sandbox): ScoreReport {
  if (plans.length !== queries.length) {
    throw new DataError('submission', `has ${plans.length} plans for ${queries.length} queries; expected one plan per query, in query order`);
  }
  const rows = queries.map((query, i) => ({ query, evaluation: evaluatePlan(query, plans[i], sandbox) }));
  const all = [...COMMONSENSE_IDS, ...HARD_IDS].map((id) => tally(id, rows));
  const sum = (ids: readonly string[], f: (t: CheckTally) => number): number => all.filter((t) => ids.includes(t.id)).reduce((n, t) => n + f(t), 0);
  const count = (f: (e: PlanEvaluation) => boolean): number => rows.filter((r) => f(r.evaluation)).length;
  const n = rows.length;
  const counts: Counts = {
    rows: n,
    delivered: count((e) => e.delivered),
    commonsensePassedChecks: sum(COMMONSENSE_IDS, (t) => t.passed),
    commonsenseChecks: COMMONSENSE_IDS.length * n,
    commonsensePassedPlans: count((e) => e.commonsensePassed),
    hardPassedChecks: sum(HARD_IDS, (t) => t.passed),
    hardApplicableChecks: sum(HARD_IDS, (t) => t.applicable),
    hardPassedPlans: count((e) => e.hardPassed),
    finalPassedPlans: count((e) => e.passed),
  };
  const rates: Rates = {
    delivery_rate: ratio(counts.delivered, n),
    commonsense_micro: ratio(counts.commonsensePassedChecks, counts.commonsenseChecks),
    commonsense_macro: ratio(counts.commonsensePassedPlans, n),
    hard_micro: ratio(counts.hardPassedChecks, counts.hardApplicableChecks),
    hard_macro: ratio(counts.hardPassedPlans, n),
    final_pass_rate: ratio(counts.finalPassedPlans, n),
  };
  return { evaluations: rows.map((r) => r.evaluation), rates, counts, groups: groupTallies(rows) };
}
