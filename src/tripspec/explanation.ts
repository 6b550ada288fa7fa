/**
 * What `explain` answers (solver/explain/ computes it; the verbaliser, the CLI and the service print it): the
 * minimal conflicting requirements with facts from the data, and relaxations each re-solved into a plan.
 */
import type { ConstraintId } from '../catalogue/index.ts';
import type { TripSpec } from './trip-spec.ts';

export interface CoreMember {
  readonly id: ConstraintId;
  readonly key: string;
  readonly sentence: string;
  readonly facts: readonly string[];
}

export interface Relaxation {
  readonly id: ConstraintId | 'trip.destination';
  readonly change: string;
  /** What the plan then costs. */
  readonly cost: number;
  /** Re-solved into a plan that passed every check. */
  readonly verified: boolean;
  /**
   * The change as data: the TripSpec fields it sets, e.g. {"budget": 2430}, the house rules without one rule,
   * another destination. `{...spec, ...patch}` is the relaxed request; planning it gives a plan costing `cost`.
   */
  readonly patch: SpecPatch;
}

/** Top-level TripSpec fields a relaxation replaces. */
export type SpecPatch = Readonly<Partial<TripSpec>>;

export type ExplainStatus = 'infeasible' | 'feasible' | 'no-data' | 'timeout';

export interface Explanation {
  readonly status: ExplainStatus;
  /** A minimal conflict: these cannot hold together, and without any one of them the rest can. */
  readonly core: readonly CoreMember[];
  /** Further conflicts that remain once the core is relaxed (independent causes), each minimal too. */
  readonly otherCores?: readonly (readonly CoreMember[])[];
  readonly relaxations: readonly Relaxation[];
  /** The least total for which a plan meeting every other requirement exists (null when none does). */
  readonly minimumBudget: number | null;
  /** For no-data and timeout: what could not be answered. */
  readonly reason?: string;
  /** For feasible: what the best plan costs. */
  readonly planCost?: number;
  /** For feasible with interests: sights of the wished kinds that no day of the best plan can hold, and why. */
  readonly notes?: readonly string[];
}
