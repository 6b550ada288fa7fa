/**
 * Native unsat cores for explain: every requirement of a request is an assumption literal in one Z3 context,
 * and "is there a plan with only these requirements?" is a check under those assumptions, not a new search.
 *
 * The model: the request with every requirement dropped (`bare`), its candidates kept whole (no dominance
 * pruning: a listing dominated by one that breaks a house rule may be the one a plan needs), and each skeleton
 * of that request's search as one incremental solver holding the skeleton's selection model (solver/selection.ts).
 * Each requirement `r` is a literal `a_r` with a guard per skeleton, `a_r ⇒ row`:
 *   budget.total              the cost row of the planner (whole dollars or cents) at the budget
 *   lodging.houseRule:R       no listing whose rules forbid R
 *   lodging.roomType          no listing of another room type
 *   meals.cuisine:C           at least one meal serving C away from home
 *   meals.avoidCuisine:C      no restaurant serving C
 *   meals.pricePerPerson      no restaurant outside the range
 *   transport.exclusion:M     no leg option of mode M
 *   route.cities              the skeleton's stays pass through every named city (true, or false: no guard on its
 *                             variables, the route itself decides)
 * the same filters solver/candidates.ts applies to the request's own candidates, so a subset of requirements
 * has a plan here exactly when the planner finds one for the request with only those requirements (the tests
 * hold every infeasible request's cores to the re-solving deletion filter's).
 *
 * A subset is infeasible when every skeleton's solver answers unsat under its literals. Four things answer
 * without Z3: a requirement that alone empties a leg's options, a stay's listings or its restaurants (or whose
 * cheapest conceivable plan is over the budget, by the search's own cost bound, or whose route misses a named
 * city) is a one-member core of the
 * skeleton from the start; a skeleton's core contained in the subset makes it unsat again; with the budget in
 * the subset, a skeleton whose cheapest parts allowed by the subset cost more is unsat; and a subset of one
 * found satisfiable, or met by a plan the planner found (a witness), is satisfiable. A satisfiable skeleton is
 * tried first next time. Z3 is loaded, and a skeleton's model built, only when a check needs them: a request
 * whose only conflict is its budget is explained without either.
 *
 * Requests with more than MAX_SKELETONS skeletons (multi-city trips in large states) get no oracle: explain
 * re-solves them instead.
 */
import { monotonic, type Deadline } from '../src/common/deadline.ts';
import { InternalError } from '../src/common/errors.ts';
import type { Sandbox } from '../src/sandbox/index.ts';
import type { TripSpec } from '../src/tripspec/index.ts';
import { houseRulesAllow, roomTypeAllowed } from './candidates.ts';
import type { Sense, Term } from './model.ts';
import { buildSelectionModel, type SelectionModel } from './selection.ts';
import { makeContext } from './skeleton-context.ts';
import { enumerateSkeletons, type Skeleton } from './skeleton.ts';
import type { Session } from './z3/session.ts';
import type { Z3_ast, Z3_solver } from 'z3-solver';

/** Beyond this many skeletons the oracle is not built (checks would touch too many solvers). */
export const MAX_SKELETONS = 400;

interface CoreStats {
  readonly skeletons: number;
  /** Subsets asked about. */
  readonly checks: number;
  /** Checks Z3 ran (one per skeleton it had to ask). */
  readonly solverChecks: number;
}

export interface CoreOracle {
  /** Whether no plan meets the requirements `kept` (keys of explain's requirementsOf) and none of the others. */
  infeasible(kept: readonly string[]): Promise<boolean | 'timeout'>;
  /** Records that a verified plan meets the requirements `kept` (found by the planner): they, and any part of them, are satisfiable. */
  witness(kept: readonly string[]): void;
  readonly stats: () => CoreStats;
  /** Frees the Z3 context. */
  close(): Promise<void>;
}

interface Guard {
  readonly terms: readonly Term[];
  readonly sense: Sense;
  readonly rhs: number;
}

interface Part {
  readonly skeleton: Skeleton;
  /** Built when the skeleton is first asked about past its cost bound. */
  sm?: SelectionModel;
  /** The variables each requirement that forbids candidates forbids. */
  banned?: Map<string, Set<number>>;
  solver?: Z3_solver;
  /** Cores this skeleton answered (requirement keys). */
  readonly cores: string[][];
}

/** The guard of requirement `key` on one skeleton's model, in that model's own variable numbers. */
function guardOf(key: string, spec: TripSpec, skeleton: Skeleton, sm: SelectionModel): Guard {
  const { layout } = sm;
  const none = (vars: number[]): Guard => ({ terms: vars.map((v) => ({ v, c: 1 })), sense: '<=', rhs: 0 });
  const [id, arg = ''] = key.split(/:(.*)/s) as [string, string?];
  switch (id) {
    case 'budget.total':
      if (spec.budget === null) break;
      return { terms: layout.cost, sense: '<=', rhs: Math.floor(spec.budget * sm.scale + 1e-9) };
    case 'lodging.houseRule':
      return none(layout.lodging.flatMap((s) => s.vars.filter((_, k) => !houseRulesAllow(s.candidates[k]!.listing, [arg as never]))));
    case 'lodging.roomType':
      return none(layout.lodging.flatMap((s) => s.vars.filter((_, k) => !roomTypeAllowed(spec.roomType, s.candidates[k]!.listing.roomType))));
    case 'meals.cuisine':
      return {
        terms: layout.meals
          .flatMap((s, i) => (skeleton.stays[i]!.city === spec.origin ? [] : s.vars.filter((_, k) => s.candidates[k]!.restaurant.cuisines.includes(arg))))
          .map((v) => ({ v, c: 1 })),
        sense: '>=',
        rhs: 1,
      };
    case 'meals.avoidCuisine':
      return none(layout.meals.flatMap((s) => s.vars.filter((_, k) => s.candidates[k]!.restaurant.cuisines.includes(arg))));
    case 'meals.pricePerPerson': {
      const price = spec.wishes.mealPricePerPerson;
      if (price === undefined) break;
      const out = (cost: number) => (price.min !== undefined && cost < price.min) || (price.max !== undefined && cost > price.max);
      return none(layout.meals.flatMap((s) => s.vars.filter((_, k) => out(s.candidates[k]!.restaurant.averageCost))));
    }
    case 'transport.exclusion':
      return none(skeleton.legs.flatMap((leg, j) => layout.legs[j]!.filter((_, k) => leg.options[k]!.mode === arg)));
    case 'route.cities': {
      // Nothing to sum: 0 <= 0 always holds, 0 >= 1 never does.
      const through = spec.cities.every((c) => skeleton.stays.some((s) => s.city === c));
      return through ? { terms: [], sense: '<=', rhs: 0 } : { terms: [], sense: '>=', rhs: 1 };
    }
  }
  throw new InternalError(`explain: no assumption guard for the requirement ${key}`);
}

/**
 * Whether requirement `key` alone rules the skeleton out, seen from its structure: a leg with no option, a stay
 * with no listing or fewer restaurants than its meals left, a wished cuisine no meal serves, a cheapest
 * conceivable plan over the budget. Such one-member cores need no check; anything else is Z3's to answer.
 */
function aloneUnsat(key: string, spec: TripSpec, skeleton: Skeleton, sm: SelectionModel): boolean {
  if (key === 'budget.total') return spec.budget !== null && skeleton.costBound > spec.budget + 1e-6;
  const g = guardOf(key, spec, skeleton, sm);
  const { layout } = sm;
  if (g.sense === '>=') return g.terms.length === 0;
  const banned = new Set(g.terms.map((t) => t.v));
  const left = (vars: readonly number[]) => vars.filter((v) => !banned.has(v)).length;
  return (
    layout.legs.some((vars) => left(vars) === 0) ||
    layout.lodging.some((s) => left(s.vars) === 0) ||
    layout.meals.some((s, i) => left(s.vars) < skeleton.stays[i]!.requiredMeals)
  );
}

/**
 * A lower bound of the skeleton's cost under the requirements `has` (Infinity when they leave a leg, a stay's
 * lodging or its meals empty): each leg's cheapest allowed option, each stay's cheapest allowed listing and its
 * cheapest allowed required meals, in dollars. Wished cuisines and the self-driving rule only add to a plan's
 * cost, so leaving them out keeps it a bound; over the budget, the skeleton has no plan under `has`.
 */
function costUnder(has: ReadonlySet<string>, skeleton: Skeleton, sm: SelectionModel, banned: ReadonlyMap<string, ReadonlySet<number>>): number {
  const sets = [...has].flatMap((k) => banned.get(k) ?? []);
  const allowed = (v: number) => sets.every((b) => !b.has(v));
  const cheapest = (costs: number[], n: number) =>
    costs.length < n
      ? Infinity
      : costs
          .sort((a, b) => a - b)
          .slice(0, n)
          .reduce((x, y) => x + y, 0);
  const { layout } = sm;
  let total = 0;
  skeleton.legs.forEach(
    (leg, j) =>
      (total += cheapest(
        layout.legs[j]!.flatMap((v, k) => (allowed(v) ? [leg.options[k]!.cost] : [])),
        1,
      )),
  );
  skeleton.stays.forEach((stay, i) => {
    const lodging = layout.lodging[i]!;
    const meals = layout.meals[i]!;
    total += cheapest(
      lodging.vars.flatMap((v, k) => (allowed(v) ? [lodging.candidates[k]!.nightly * stay.nights] : [])),
      1,
    );
    total += cheapest(
      meals.vars.flatMap((v, k) => (allowed(v) ? [meals.candidates[k]!.cost] : [])),
      stay.requiredMeals,
    );
  });
  return total;
}

/**
 * The oracle for `spec`'s requirements `keys`, over `bare` (the spec with all of them dropped), or undefined when
 * the search has more than MAX_SKELETONS skeletons. Out of time while building: 'timeout'.
 */
export async function assumptionCores(
  spec: TripSpec,
  bare: TripSpec,
  keys: readonly string[],
  sandbox: Sandbox,
  deadline: Deadline,
): Promise<CoreOracle | undefined | 'timeout'> {
  const ctx = makeContext(bare, sandbox, { keepDominated: true });
  const parts: Part[] = [];
  for (const skeleton of enumerateSkeletons(ctx, null).best('cost')) {
    if (parts.length === MAX_SKELETONS) return undefined;
    if (deadline.passed()) return 'timeout';
    parts.push({ skeleton, cores: [] });
  }
  // Z3 is loaded, and a skeleton's model built, only when a check needs them.
  let session: Session | undefined;
  const literals = new Map<string, Z3_ast>();
  const keyOf = new Map<number, string>();
  const sessionOf = async (): Promise<Session> => {
    if (session) return session;
    const { Session } = await import('./z3/session.ts');
    session = await Session.open({ vars: [], rows: [], objectives: [] });
    for (const key of keys) {
      const lit = session.literal(`req:${key}`);
      literals.set(key, lit);
      keyOf.set(Number(lit), key);
    }
    return session;
  };
  const modelOf = (part: Part): SelectionModel => {
    if (part.sm) return part.sm;
    const sm = buildSelectionModel(ctx, part.skeleton, { budget: null, objective: 'cost' });
    part.cores.push(...keys.filter((key) => aloneUnsat(key, spec, part.skeleton, sm)).map((key) => [key]));
    part.banned = new Map(
      keys.flatMap((key) => {
        if (key === 'budget.total') return [];
        const g = guardOf(key, spec, part.skeleton, sm);
        return g.sense === '<=' ? [[key, new Set(g.terms.map((t) => t.v))] as const] : [];
      }),
    );
    part.sm = sm;
    return sm;
  };
  const shift = (terms: readonly Term[], offset: number) => terms.map((t) => ({ v: t.v + offset, c: t.c }));
  /** The skeleton's solver: its rows for good, each requirement behind its literal. */
  const solverOf = (z: Session, part: Part): Z3_solver => {
    if (part.solver) return part.solver;
    const { model } = modelOf(part);
    const offset = z.addVars(model.vars);
    const s = z.solver(model.vars.map((_, i) => i + offset));
    for (const r of model.rows) z.assert(s, z.linear(shift(r.terms, offset), r.sense, r.rhs));
    for (const key of keys) {
      const g = guardOf(key, spec, part.skeleton, part.sm!);
      z.assert(s, z.implies(literals.get(key)!, z.linear(shift(g.terms, offset), g.sense, g.rhs)));
    }
    part.solver = s;
    return s;
  };
  const satisfiable: Set<string>[] = [];
  let order = parts;
  let checks = 0;
  let solverChecks = 0;
  let closed = false;

  return {
    stats: () => ({ skeletons: parts.length, checks, solverChecks }),
    witness(kept) {
      for (const k of kept) if (!keys.includes(k)) throw new InternalError(`explain: ${k} is not one of the requirements the oracle was built for`);
      satisfiable.push(new Set(kept));
    },
    async infeasible(kept) {
      checks++;
      for (const k of kept) if (!keys.includes(k)) throw new InternalError(`explain: ${k} is not one of the requirements the oracle was built for`);
      if (satisfiable.some((s) => kept.every((k) => s.has(k)))) return false;
      const has = new Set(kept);
      for (const part of order) {
        if (has.has('budget.total') && spec.budget !== null && part.skeleton.costBound > spec.budget + 1e-6) continue;
        const sm = modelOf(part);
        if (part.cores.some((core) => core.every((k) => has.has(k)))) continue;
        if (has.has('budget.total') && spec.budget !== null && costUnder(has, part.skeleton, sm, part.banned!) > spec.budget + 1e-6) continue;
        const remaining = deadline.remaining();
        if (remaining <= 0) return 'timeout';
        const { exclusive } = await import('./z3/session.ts');
        const verdict = await exclusive(async () => {
          const z = await sessionOf();
          const s = solverOf(z, part);
          const v = await z.check(
            s,
            kept.map((k) => literals.get(k)!),
            monotonic.now() + remaining,
          );
          if (v === 'unsat') part.cores.push(z.core(s).map((lit) => keyOf.get(Number(lit))!));
          return v;
        });
        solverChecks++;
        if (verdict === 'unknown') return 'timeout';
        if (verdict === 'sat') {
          satisfiable.push(has);
          order = [part, ...order.filter((p) => p !== part)];
          return false;
        }
      }
      return true;
    },
    async close() {
      if (closed || !session) return;
      closed = true;
      const { exclusive } = await import('./z3/session.ts');
      await exclusive(async () => session!.close());
    },
  };
}
