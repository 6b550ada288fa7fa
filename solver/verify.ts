/**
 * The solver's gate: every plan goes through the shared evaluator (src/evaluate) before it is returned.
 * The benchmark's query fields carry one house rule and one transport exclusion, so a spec with several
 * is checked once per rule and exclusion; a taxi exclusion, ruled-out cuisines and required cities (which the
 * benchmark has no key for) are checked directly. The evaluator's total must also equal the plan's own total.
 */
import { describeViolation } from '../src/catalogue/index.ts';
import { avoidedCuisineViolations, evaluatePlan, requiredCityViolations, type PlanQuery } from '../src/evaluate/index.ts';
import { toTravelPlannerFields, type PlanDay, type TripSpec } from '../src/tripspec/index.ts';
import type { Sandbox } from '../src/sandbox/index.ts';

/** A plan failed a check: a bug, reported with the failing checks named. */
export interface VerificationFailure {
  readonly id: string;
  readonly message: string;
}
export type Verifier = (spec: TripSpec, plan: PlanDay[], sandbox: Sandbox) => readonly VerificationFailure[];

export function evaluatorVerifier(expectedTotal?: (plan: PlanDay[]) => number) {
  return (spec: TripSpec, plan: PlanDay[], sandbox: Sandbox): VerificationFailure[] => {
    const base = toTravelPlannerFields(spec);
    const rules = spec.houseRules.length > 0 ? spec.houseRules : [null];
    const exclusions = spec.excludeTransport.filter((m) => m !== 'taxi').map((m) => `no ${m}`);
    const failures: VerificationFailure[] = [];
    const seen = new Set<string>();
    for (const rule of rules) {
      for (const transportation of exclusions.length > 0 ? exclusions : [null]) {
        const query: PlanQuery = { ...base, local_constraint: { ...base.local_constraint, 'house rule': rule, transportation } };
        const result = evaluatePlan(query, plan, sandbox);
        for (const verdicts of [result.commonsense, result.hard]) {
          for (const check of Object.values(verdicts ?? {})) {
            if (check.verdict === false && !seen.has(`${check.id}:${check.message}`)) {
              seen.add(`${check.id}:${check.message}`);
              // A failed verdict always carries its sentence (failed() in src/evaluate/types.ts): the '' is never used.
              // Stryker disable next-line StringLiteral: the reason above
              failures.push({ id: check.id, message: check.message ?? '' });
            }
          }
        }
        if (result.hard === null) failures.push({ id: 'plan.complete', message: 'the hard checks were not scored (incomplete plan or not in the sandbox)' });
        const total = expectedTotal?.(plan);
        if (total !== undefined && result.cost && Math.abs(result.cost.total - total) > 1e-6) {
          failures.push({ id: 'budget.total', message: `the evaluator prices the plan at ${result.cost.total}, the solver at ${total}` });
        }
      }
    }
    for (const v of avoidedCuisineViolations(plan, spec.avoidCuisines, sandbox)) failures.push({ id: v.id, message: describeViolation(v) });
    for (const v of requiredCityViolations(plan, spec.cities, spec.origin)) failures.push({ id: v.id, message: describeViolation(v) });
    if (spec.excludeTransport.includes('taxi')) {
      plan.forEach((day) => {
        if (day.transportation.startsWith('Taxi'))
          failures.push({ id: 'transport.exclusion', message: `day ${day.days} uses a taxi, which the request rules out` });
      });
    }
    return failures;
  };
}
