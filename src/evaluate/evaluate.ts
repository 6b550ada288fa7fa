/** One plan's verdicts, gated the way the benchmark's eval.py gates them. */
import { COMMONSENSE_IDS, HARD_IDS, type CommonsenseId, type HardId } from '../catalogue/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import { COMMONSENSE_CHECKS } from './commonsense.ts';
import { HARD_CHECKS, budgetVerdict, planTotalCost, type CostReport } from './hard.ts';
import { benchmarkKey, failed, runCheck, type CheckContext, type CheckResult, type PlanQuery } from './types.ts';

/** Verdicts keyed by the benchmark's check keys, in the scorer's order. */
export type Verdicts = Readonly<Record<string, CheckResult>>;

export interface PlanEvaluation {
  /** The plan has at least one day (the scorer's `if tested_plan['plan']`). */
  readonly delivered: boolean;
  /** The eight commonsense verdicts; null when the plan was not delivered. */
  readonly commonsense: Verdicts | null;
  /** The five hard verdicts; null unless "complete information" and "within sandbox" passed (as in eval.py). */
  readonly hard: Verdicts | null;
  /** The total cost as the scorer computes it; null when the plan was not delivered. */
  readonly cost: CostReport | null;
  /** Counted in the commonsense macro rate: delivered, no commonsense check failed, hard checks scored. */
  readonly commonsensePassed: boolean;
  /** Counted in the hard macro rate: hard checks scored and none failed. */
  readonly hardPassed: boolean;
  /** Counted in the final pass rate: both of the above. */
  readonly passed: boolean;
}

const anyFailed = (verdicts: Verdicts): boolean => Object.values(verdicts).some((r) => r.verdict === false);

/** The eight commonsense checks, each run on its own (a crash point fails only the check that meets it). */
function commonsenseChecks(query: PlanQuery, plan: readonly unknown[], sandbox: Sandbox): Verdicts {
  const ctx: CheckContext = { query, plan, sandbox };
  const out: Record<string, CheckResult> = {};
  for (const id of COMMONSENSE_IDS) out[benchmarkKey(id)] = runCheck<CommonsenseId>(id, COMMONSENSE_CHECKS[id], ctx);
  return out;
}

/** The five hard checks, ungated (evaluatePlan gates them as the scorer does). `cost` saves pricing twice. */
export function hardChecks(query: PlanQuery, plan: readonly unknown[], sandbox: Sandbox, cost = planTotalCost(query, plan, sandbox)): Verdicts {
  const ctx: CheckContext = { query, plan, sandbox };
  const out: Record<string, CheckResult> = {};
  for (const id of HARD_IDS) {
    out[benchmarkKey(id)] = id === 'budget.total' ? budgetResult(query, cost) : runCheck<HardId>(id, HARD_CHECKS[id], ctx);
  }
  return out;
}

function budgetResult(query: PlanQuery, cost: CostReport): CheckResult {
  const outcome = budgetVerdict(query.budget, cost);
  if (outcome === true || outcome === null) return { id: 'budget.total', key: benchmarkKey('budget.total'), verdict: outcome };
  return failed('budget.total', outcome);
}

const keyOf = (id: CommonsenseId | HardId): string => benchmarkKey(id);

/**
 * Evaluate one plan in the submission format against its query, as the benchmark's eval.py does.
 * `plan` is untrusted: anything but a non-empty list counts as not delivered; days are validated as read.
 */
export function evaluatePlan(query: PlanQuery, plan: unknown, sandbox: Sandbox): PlanEvaluation {
  if (!Array.isArray(plan) || plan.length === 0) {
    return { delivered: false, commonsense: null, hard: null, cost: null, commonsensePassed: false, hardPassed: false, passed: false };
  }
  const commonsense = commonsenseChecks(query, plan, sandbox);
  const cost = planTotalCost(query, plan, sandbox);
  const gated = commonsense[keyOf('plan.complete')]!.verdict === true && commonsense[keyOf('plan.withinSandbox')]!.verdict === true;
  const hard = gated ? hardChecks(query, plan, sandbox, cost) : null;
  const commonsenseOk = !anyFailed(commonsense);
  const hardOk = hard !== null && !anyFailed(hard);
  return {
    delivered: true,
    commonsense,
    hard,
    cost,
    commonsensePassed: commonsenseOk && hard !== null,
    hardPassed: hardOk,
    passed: commonsenseOk && hardOk,
  };
}
