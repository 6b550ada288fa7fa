/**
 * Re-solving during an explanation: every check is a search by the planner (solver/index.ts) within the
 * explanation's one time limit; a search that runs out of it ends the explanation (OutOfTime).
 */
import type { Clock, Deadline } from '../../src/common/deadline.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';
import type { TripSpec } from '../../src/tripspec/index.ts';
import { planTrip, type BackendName, type PlanOutcome } from '../index.ts';
import type { SolveThreads } from '../threads.ts';

/** The explanation's time limit has passed: it answers with status 'timeout'. */
export class OutOfTime extends Error {}

/**
 * A search for a plan of `s`: for the least cost unless `objective` says quality, within the spec's budget unless
 * `budget` is given, in the explained sandbox unless `data` is given.
 */
export type Solve = (s: TripSpec, objective?: 'quality' | 'cost', budget?: number | null, data?: Sandbox) => Promise<PlanOutcome>;

/** The searches of one explanation. */
export interface Resolver {
  readonly solve: Solve;
  /** Whether a plan for s exists. */
  readonly feasible: (s: TripSpec) => Promise<boolean>;
  /** Least total cost of a plan for s ignoring its budget, or null when none exists. */
  readonly cheapest: (s: TripSpec) => Promise<number | null>;
}

export function resolver(sandbox: Sandbox, deadline: Deadline, backend: BackendName, clock: Clock, threads: SolveThreads | undefined): Resolver {
  const solve = async (s: TripSpec, objective: 'quality' | 'cost' = 'cost', budget?: number | null, data: Sandbox = sandbox): Promise<PlanOutcome> => {
    const remaining = deadline.remaining();
    if (remaining <= 0) throw new OutOfTime();
    const outcome = await planTrip(s, data, {
      backend,
      timeLimitMs: remaining,
      clock,
      ...(threads ? { threads } : {}),
      objective,
      ...(budget !== undefined ? { budget } : {}),
    });
    if (outcome.status === 'timeout') throw new OutOfTime();
    return outcome;
  };
  const feasible = async (s: TripSpec) => (await solve(s)).status !== 'infeasible';
  const cheapest = async (s: TripSpec): Promise<number | null> => {
    const o = await solve(s, 'cost', null);
    return o.status === 'optimal' || o.status === 'feasible' ? o.plan.cost : null;
  };
  return { solve, feasible, cheapest };
}
