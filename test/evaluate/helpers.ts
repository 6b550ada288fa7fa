/** Shared helpers for the evaluator tests: the 45 training rows, the sandbox, and verdict assertions. */
import { expect } from 'chai';
import type { Context } from 'mocha';
import { CATALOGUE, COMMONSENSE_IDS, HARD_IDS, type ConstraintId, type HardId } from '../../src/catalogue/index.ts';
import { evaluatePlan, hardApplies, type PlanEvaluation, type QueryFields } from '../../src/evaluate/index.ts';
import { loadSandbox, type Sandbox } from '../../src/sandbox/index.ts';
import { requireTravelPlanner, trainRows, type TrainRow } from '../helpers/data.ts';

/** Catalogue entries under short names, so tests never retype an id. */
export const {
  'route.reasonable': ROUTE,
  'meals.diverse': RESTAURANTS,
  'attractions.diverse': ATTRACTIONS,
  'lodging.minNights': MIN_NIGHTS,
  'transport.nonConflicting': TRANSPORT,
  'plan.withinCurrentCity': CURRENT_CITY,
  'plan.withinSandbox': SANDBOX,
  'plan.complete': COMPLETE,
  'meals.cuisine': CUISINE,
  'lodging.houseRule': HOUSE_RULE,
  'transport.exclusion': EXCLUSION,
  'lodging.roomType': ROOM_TYPE,
  'budget.total': BUDGET,
} = CATALOGUE;

export interface Benchmark {
  readonly dir: string;
  readonly rows: readonly TrainRow[];
  readonly sandbox: Sandbox;
}

let cached: Benchmark | undefined;

/** The training rows and the database sandbox (skips the test when the data is absent). */
export function benchmark(ctx: Context): Benchmark {
  const dir = requireTravelPlanner(ctx);
  cached ??= { dir, rows: trainRows(dir), sandbox: loadSandbox(dir) };
  return cached;
}

export type Day = Record<string, unknown>;

/** The sandbox with some of its lookups replaced; every other member is the sandbox's own. */
export function overriding(sandbox: Sandbox, replaced: Partial<Sandbox>): Sandbox {
  return new Proxy(sandbox, {
    get(target, prop, receiver) {
      if (Object.hasOwn(replaced, prop)) return replaced[prop as keyof Sandbox];
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A deep copy of row idx's structured fields, with changes. */
export function queryOf(b: Benchmark, idx: number, change: (q: QueryFields) => void = () => {}): QueryFields {
  const q = structuredClone(b.rows.find((r) => r.idx === idx)!) as unknown as QueryFields;
  change(q);
  return q;
}

/** A deep copy of row idx's annotated plan (trailing {} entries included), with changes. */
export function planOf(b: Benchmark, idx: number, change: (plan: Day[]) => void = () => {}): Day[] {
  const plan = structuredClone(b.rows.find((r) => r.idx === idx)!.annotated_plan[1]) as Day[];
  change(plan);
  return plan;
}

export interface Expected {
  /** Commonsense checks expected to fail, with their exact sentence; every other one must pass. */
  readonly commonsense?: Partial<Record<ConstraintId, string>>;
  /** 'gated' when the hard checks are not scored; else the hard checks expected to fail (others pass or are null). */
  readonly hard?: 'gated' | Partial<Record<ConstraintId, string>>;
}

/** Evaluate and assert every one of the 13 verdicts (and the violation ids and sentences). */
export function expectVerdicts(b: Benchmark, query: QueryFields, plan: unknown, expected: Expected): PlanEvaluation {
  const e = evaluatePlan(query, plan, b.sandbox);
  const failing = expected.commonsense ?? {};
  for (const id of COMMONSENSE_IDS) {
    const r = e.commonsense![CATALOGUE[id].benchmarkKey!]!;
    const want = failing[id];
    if (want === undefined) expect(r.verdict, `${id} should pass but says: ${r.message}`).to.equal(true);
    else expect({ verdict: r.verdict, id: r.violation?.id, message: r.message }, id).to.deep.equal({ verdict: false, id, message: want });
  }
  if (expected.hard === 'gated') {
    expect(e.hard, 'hard checks should not be scored').to.equal(null);
    return e;
  }
  expect(e.hard, 'hard checks should be scored').to.not.equal(null);
  const hardFailing = expected.hard ?? {};
  for (const id of HARD_IDS) {
    const r = e.hard![CATALOGUE[id].benchmarkKey!]!;
    const want = hardFailing[id];
    if (want !== undefined) expect({ verdict: r.verdict, id: r.violation?.id, message: r.message }, id).to.deep.equal({ verdict: false, id, message: want });
    else expect(r.verdict, `${id}: ${r.message}`).to.equal(hardApplies(id as HardId, query) ? true : null);
  }
  return e;
}

/** The 45 human plans with: plan 1 emptied, plan 2 naming an invented restaurant, plan 3 missing a lunch, plan 16 losing its French meal. */
export function brokenSubmission(b: Benchmark): unknown[] {
  return b.rows.map((row) => {
    switch (row.idx) {
      case 1:
        return [];
      case 2:
        return planOf(b, 2, (p) => void (p[1]!.lunch = 'Imaginary Bistro, Pensacola'));
      case 3:
        return planOf(b, 3, (p) => void (p[1]!.lunch = '-'));
      case 16:
        return planOf(b, 16, (p) => void (p[1]!.breakfast = 'Amber, Norfolk'));
      default:
        return planOf(b, row.idx);
    }
  });
}
