/** Types of the evaluator's inputs and verdicts. */
import { CATALOGUE, describeViolation, type CommonsenseId, type ConstraintId, type HardId, type Violation, type ViolationFields } from '../catalogue/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import type { TravelPlannerFields } from '../tripspec/index.ts';
import { Unscorable } from './reader.ts';

/** A benchmark row's structured fields, as the scorer reads them (TravelPlannerFields plus the row's level). */
export interface QueryFields extends TravelPlannerFields {
  level: string;
}

/** The fields a single plan's checks read. */
export type PlanQuery = Pick<QueryFields, 'org' | 'dest' | 'days' | 'visiting_city_number' | 'people_number' | 'local_constraint' | 'budget'>;

/** One check's verdict: true (passed), false (failed, with the violation and its sentence) or null (not applicable). */
export interface CheckResult {
  readonly id: ConstraintId;
  /** The benchmark scorer's key for the check (valid_cost, is_not_absent, ...). */
  readonly key: string;
  readonly verdict: boolean | null;
  readonly violation?: Violation;
  /** The catalogue's sentence for the violation. */
  readonly message?: string;
}

export interface CheckContext {
  readonly query: PlanQuery;
  readonly plan: readonly unknown[];
  readonly sandbox: Sandbox;
}

/** A check returns true, null (not applicable) or the fields of its violation; it may throw Unscorable. */
export type Check<Id extends ConstraintId> = (ctx: CheckContext) => true | null | ViolationFields[Id];

export function benchmarkKey(id: CommonsenseId | HardId): string {
  return CATALOGUE[id].benchmarkKey!;
}

/** Where the scorer would crash: the failed verdict's fields for this check. */
function crashFields(id: ConstraintId, u: Unscorable): unknown {
  const f = u.fields;
  if (f.problem === 'unreadable') return f;
  switch (id) {
    case 'route.reasonable':
    case 'plan.complete':
    case 'plan.withinCurrentCity':
      return { problem: 'unparsable', day: f.day, value: f.value };
    case 'plan.withinSandbox':
      return { problem: 'unparsable', day: f.day, slot: f.key, value: f.value };
    default:
      return { problem: 'unreadable', day: f.day, key: f.key, found: `${JSON.stringify(f.value)}, not in the expected format` };
  }
}

export function failed(id: ConstraintId, fields: unknown): CheckResult {
  const violation = { id, fields } as Violation;
  return { id, key: benchmarkKey(id as CommonsenseId), verdict: false, violation, message: describeViolation(violation) };
}

/** Run one check, turning the scorer's crash points into failed verdicts. Never throws Unscorable. */
export function runCheck<Id extends CommonsenseId | HardId>(id: Id, check: Check<Id>, ctx: CheckContext): CheckResult {
  let outcome: true | null | ViolationFields[Id];
  try {
    outcome = check(ctx);
  } catch (e) {
    if (e instanceof Unscorable) return failed(id, crashFields(id, e));
    throw e;
  }
  if (outcome === true || outcome === null) return { id, key: benchmarkKey(id), verdict: outcome };
  return failed(id, outcome);
}
