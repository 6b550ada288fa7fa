/**
 * Explaining requests: when no plan exists, the minimal set of the request's own requirements that
 * cannot hold together (dropping any one member makes the rest satisfiable, and that is checked), worded
 * with the catalogue's sentences and facts from the data; and relaxations, each re-solved into a plan
 * that passed every check: the exact minimum budget, the single wish whose removal restores a plan, other
 * cities or another number of cities.
 *
 * Three answers are kept apart: the request is infeasible; the data cannot answer it (unknown place, no
 * way to travel on those dates, a city without lodging); the solver ran out of time.
 *
 * The parts, each a module of this folder: the requirements and the facts behind them (requirements.ts), what the
 * data lacks (data.ts), opening hours (hours.ts), relaxations (relaxations.ts), and the searches they all share
 * under the explanation's one time limit (solve.ts).
 */
import type { CoreOracle } from '../cores.ts';
import { Deadline, monotonic, type Clock } from '../../src/common/deadline.ts';
import { requirementSentence } from '../../src/catalogue/index.ts';
import { SpecError, TripsolverError } from '../../src/common/errors.ts';
import type { TripSpec } from '../../src/tripspec/index.ts';
import type { CoreMember, Explanation } from '../../src/tripspec/explanation.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';
import { checkSpecAgainstSandbox, type BackendName } from '../index.ts';
import type { SolveThreads } from '../threads.ts';
import { dataGaps, unknownCities } from './data.ts';
import { openingHoursConflicts, unreachableSights, withoutOpeningHours } from './hours.ts';
import { dateShifts, relaxationsOf } from './relaxations.ts';
import { factsFor, requirementsOf, type Requirement } from './requirements.ts';
import { OutOfTime, resolver, type Resolver } from './solve.ts';

export type { CoreMember, ExplainStatus, Explanation, Relaxation } from '../../src/tripspec/explanation.ts';
export { requirementsOf } from './requirements.ts';
export { specPatch } from './relaxations.ts';

export interface ExplainOptions {
  readonly backend?: BackendName;
  /** Time limit for the whole explanation. */
  readonly timeLimitMs?: number;
  /** The clock the time limit is read on (default: the monotonic clock of src/common/deadline.ts); tests inject one. */
  readonly clock?: Clock;
  /** Solve the models on these threads (solver/threads.ts) instead of on the caller's thread. */
  readonly threads?: SolveThreads;
  /**
   * false: the diagnosis only (what the data lacks, the minimal core, the minimum budget), without re-solving the
   * relaxations; what `bench` records for every row that has no plan (`bench --explain` asks for all of it).
   */
  readonly relaxations?: boolean;
  /**
   * How the cores are found: 'assumptions' (each requirement an assumption literal in one Z3 context,
   * solver/cores.ts) or 're-solve' (a search per subset with the backend). Default: assumptions with the z3
   * backend, re-solving with the others (loading Z3 costs more than a one-shot explanation's re-solves).
   */
  readonly cores?: CoreMethod;
}

export type CoreMethod = 'assumptions' | 're-solve';
export const CORE_METHODS: readonly CoreMethod[] = ['assumptions', 're-solve'];

export async function explain(spec: TripSpec, sandbox: Sandbox, options: ExplainOptions = {}): Promise<Explanation> {
  const clock = options.clock ?? monotonic;
  const deadline = Deadline.after(options.timeLimitMs ?? 60_000, clock);
  const backend = options.backend ?? 'auto';
  try {
    checkSpecAgainstSandbox(spec, sandbox);
  } catch (e) {
    if (e instanceof SpecError) return { status: 'no-data', core: [], relaxations: [], minimumBudget: null, reason: e.message };
    throw e;
  }
  const unknown = unknownCities(spec, sandbox);
  if (unknown !== undefined)
    return { status: 'no-data', core: [], relaxations: [], minimumBudget: null, reason: `the data cannot answer this request: ${unknown}` };
  const resolve = resolver(sandbox, deadline, backend, clock, options.threads);
  const { solve, feasible, cheapest } = resolve;

  try {
    const requirements = requirementsOf(spec);
    const bare = requirements.reduce((s, r) => r.drop(s), spec);
    if (!(await feasible(bare))) {
      // Nothing to see on a day that must have a sight: the dates and the opening hours conflict.
      const hours = openingHoursConflicts(bare, sandbox);
      if (hours.length > 0 && (await solve(bare, 'cost', undefined, withoutOpeningHours(sandbox))).status !== 'infeasible') {
        const member: CoreMember = {
          id: 'trip.dates',
          key: 'trip.dates',
          sentence: requirementSentence('trip.dates', { startDate: spec.startDate, endDate: spec.endDate }),
          facts: hours,
        };
        return { status: 'infeasible', core: [member], relaxations: await dateShifts(spec, solve), minimumBudget: null };
      }
      return { status: 'no-data', core: [], relaxations: [], minimumBudget: null, reason: dataGaps(bare, sandbox) };
    }
    const withoutBudget = spec.budget === null ? spec : { ...spec, budget: null };
    const minimumBudget = await cheapest(withoutBudget);
    const best = await solve(spec, 'quality');
    if (best.status === 'optimal' || best.status === 'feasible') {
      const notes = unreachableSights(spec, best.plan.itinerary, sandbox);
      return { status: 'feasible', core: [], relaxations: [], minimumBudget, planCost: best.plan.cost, ...(notes.length > 0 ? { notes } : {}) };
    }

    // The cheapest plan without the budget met every other requirement: a witness that they can hold together.
    const met = minimumBudget === null ? [] : [requirements.filter((r) => r.id !== 'budget.total')];
    const oracle = await coreOracle(spec, requirements, met, sandbox, deadline, options.cores ?? (backend === 'z3' ? 'assumptions' : 're-solve'));
    const { core, otherCores } = await conflicts(spec, requirements, oracle, resolve);

    const member = (r: Requirement): CoreMember => ({ id: r.id, key: r.key, sentence: r.sentence, facts: factsFor(r, spec, sandbox, minimumBudget) });
    const members = core.map(member);
    if (options.relaxations === false)
      return { status: 'infeasible', core: members, otherCores: otherCores.map((c) => c.map(member)), relaxations: [], minimumBudget };
    const relaxations = await relaxationsOf(spec, sandbox, core, otherCores, minimumBudget, resolve);
    return { status: 'infeasible', core: members, otherCores: otherCores.map((c) => c.map(member)), relaxations, minimumBudget };
  } catch (e) {
    if (e instanceof OutOfTime)
      return {
        status: 'timeout',
        core: [],
        relaxations: [],
        minimumBudget: null,
        reason: `the explanation did not finish within ${options.timeLimitMs ?? 60_000} ms`,
      };
    throw e;
  }
}

/**
 * The minimal conflict of the request's requirements, and the independent conflicts left once it is relaxed, each
 * checked minimal. Whether no plan meets the requirements kept and none of the others is asked of the oracle
 * (assumption literals), or else answered by a search; the oracle is closed at the end.
 */
async function conflicts(
  spec: TripSpec,
  requirements: readonly Requirement[],
  oracle: CoreOracle | undefined,
  { feasible }: Resolver,
): Promise<{ core: Requirement[]; otherCores: Requirement[][] }> {
  const conflicting = async (kept: readonly Requirement[]): Promise<boolean> => {
    if (oracle) {
      const answer = await oracle.infeasible(kept.map((r) => r.key));
      if (answer === 'timeout') throw new OutOfTime();
      return answer;
    }
    return !(await feasible(requirements.filter((q) => !kept.includes(q)).reduce((acc, q) => q.drop(acc), spec)));
  };
  /** A minimal infeasible subset of `pool` (the requirements outside `pool` are dropped), checked minimal. */
  const minimalConflict = async (pool: readonly Requirement[]): Promise<Requirement[]> => {
    let core = [...pool];
    for (const r of pool) {
      const trial = core.filter((c) => c !== r);
      if (await conflicting(trial)) core = trial;
    }
    for (const member of core) {
      if (await conflicting(core.filter((c) => c !== member))) {
        throw new TripsolverError('internal', `explain: the core is not minimal (${member.key} can be dropped)`);
      }
    }
    return core;
  };
  let core: Requirement[];
  const otherCores: Requirement[][] = [];
  try {
    core = await minimalConflict(requirements);
    // Independent conflicts: with the first core relaxed, is the rest still infeasible? Then find the next.
    let pool = requirements.filter((q) => !core.includes(q));
    while (pool.length > 0 && (await conflicting(pool))) {
      const next = await minimalConflict(pool);
      otherCores.push(next);
      pool = pool.filter((q) => !next.includes(q));
    }
  } finally {
    await oracle?.close();
  }
  return { core, otherCores };
}

/**
 * The assumption-literal oracle of solver/cores.ts (loaded only when asked for), told which sets of requirements
 * plans the planner found already meet (`met`), or undefined to
 * re-solve: when asked to, when the request has too many skeletons for it, or when it finds a plan for the whole
 * request where the planner found none (a plan the planner turned down only for the scorer's rounding of its
 * total at exactly the budget; see solver/index.ts).
 */
async function coreOracle(
  spec: TripSpec,
  requirements: readonly Requirement[],
  met: readonly (readonly Requirement[])[],
  sandbox: Sandbox,
  deadline: Deadline,
  method: CoreMethod,
): Promise<CoreOracle | undefined> {
  if (method === 're-solve') return undefined;
  const { assumptionCores } = await import('../cores.ts');
  const bare = requirements.reduce((s, r) => r.drop(s), spec);
  const oracle = await assumptionCores(
    spec,
    bare,
    requirements.map((r) => r.key),
    sandbox,
    deadline,
  );
  if (oracle === 'timeout') throw new OutOfTime();
  if (oracle === undefined) return undefined;
  for (const kept of met) oracle.witness(kept.map((r) => r.key));
  const all = await oracle.infeasible(requirements.map((r) => r.key));
  if (all === 'timeout') {
    await oracle.close();
    throw new OutOfTime();
  }
  if (all) return oracle;
  await oracle.close();
  return undefined;
}
