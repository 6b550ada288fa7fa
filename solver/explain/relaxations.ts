/**
 * Relaxations: changes to a request that has no plan, each re-solved into a plan that passed every check. The exact
 * minimum budget, dropping a wish of a conflict (with the least budget it then needs), one change per independent
 * conflict, other cities or another number of cities, and other dates.
 */
import type { ConstraintId } from '../../src/catalogue/index.ts';
import type { TripSpec } from '../../src/tripspec/index.ts';
import type { Relaxation, SpecPatch } from '../../src/tripspec/explanation.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';
import { usd } from '../../src/common/money.ts';
import { addDays } from '../../src/common/dates.ts';
import type { Requirement } from './requirements.ts';
import type { Resolver, Solve } from './solve.ts';

/** The top-level fields of `relaxed` that differ from `spec`. */
export function specPatch(spec: TripSpec, relaxed: TripSpec): SpecPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(relaxed) as (keyof TripSpec)[]) {
    if (JSON.stringify(relaxed[key]) !== JSON.stringify(spec[key])) patch[key] = relaxed[key];
  }
  return patch as SpecPatch;
}

/**
 * The relaxations of a request whose minimal conflict is `core` (and `otherCores`, independent of it), in the order
 * they are offered: the minimum budget, dropping each member, one change per conflict, other places.
 */
export async function relaxationsOf(
  spec: TripSpec,
  sandbox: Sandbox,
  core: readonly Requirement[],
  otherCores: readonly (readonly Requirement[])[],
  minimumBudget: number | null,
  resolve: Resolver,
): Promise<Relaxation[]> {
  const { solve } = resolve;
  const relaxations: Relaxation[] = [];
  if (minimumBudget !== null && spec.budget !== null) {
    const at = await solve({ ...spec, budget: minimumBudget }, 'quality');
    const below = await solve({ ...spec, budget: minimumBudget - 1 }, 'cost');
    relaxations.push({
      id: 'budget.total',
      change: `raise the budget to ${usd(minimumBudget)}`,
      cost: minimumBudget,
      verified: (at.status === 'optimal' || at.status === 'feasible') && below.status === 'infeasible',
      patch: { budget: minimumBudget },
    });
  }
  for (const r of [...core, ...otherCores.flat()]) {
    if (r.id === 'budget.total') continue;
    const relaxation = await dropRelaxation(spec, resolve, r.id, [r]);
    if (relaxation) relaxations.push(relaxation);
  }
  if (otherCores.length > 0) {
    // Independent conflicts: one change per conflict (a wish from each; the budget only if it is all a conflict has).
    const picks = [core, ...otherCores].map((c) => c.find((r) => r.id !== 'budget.total')).filter((r): r is Requirement => r !== undefined);
    const relaxation = picks.length > 0 ? await dropRelaxation(spec, resolve, picks[0]!.id, picks) : undefined;
    if (relaxation) relaxations.push(relaxation);
  }
  relaxations.push(...(await placeRelaxations(spec, sandbox, solve)));
  return relaxations;
}

/** Dropping `wishes` (their words joined, or the one's own change): a plan as it is, else with the least budget it needs, else nothing. */
async function dropRelaxation(
  spec: TripSpec,
  { solve, cheapest }: Resolver,
  id: ConstraintId,
  wishes: readonly Requirement[],
): Promise<Relaxation | undefined> {
  const relaxed = wishes.reduce((acc, r) => r.drop(acc), spec);
  const change = wishes.length === 1 && wishes[0]!.relaxed !== undefined ? wishes[0]!.relaxed : `drop ${wishes.map((r) => r.wish).join(' and ')}`;
  const direct = await solve(relaxed, 'quality');
  if (direct.status === 'optimal' || direct.status === 'feasible')
    return { id, change, cost: direct.plan.cost, verified: true, patch: specPatch(spec, relaxed) };
  if (spec.budget === null) return undefined;
  const need = await cheapest({ ...relaxed, budget: null });
  if (need === null) return undefined;
  const check = await solve({ ...relaxed, budget: need }, 'quality');
  return {
    id,
    change: `${change} and raise the budget to ${usd(need)}`,
    cost: need,
    verified: check.status === 'optimal' || check.status === 'feasible',
    patch: specPatch(spec, { ...relaxed, budget: need }),
  };
}

/** Other cities of the state, or another number of cities, where the data allows a plan. */
async function placeRelaxations(spec: TripSpec, sandbox: Sandbox, solve: Solve): Promise<Relaxation[]> {
  const out: Relaxation[] = [];
  const planned = async (s: TripSpec) => {
    const o = await solve(s, 'quality');
    return o.status === 'optimal' || o.status === 'feasible' ? o.plan.cost : null;
  };
  if (spec.destination.kind === 'city') {
    const state = sandbox.stateOf(spec.destination.name);
    const others = state ? sandbox.citiesIn(state).filter((c) => c !== spec.destination.name && c !== spec.origin) : [];
    const found: { city: string; cost: number }[] = [];
    for (const city of others) {
      const cost = await planned({ ...spec, destination: { kind: 'city', name: city } });
      if (cost !== null) found.push({ city, cost });
    }
    found.sort((a, b) => a.cost - b.cost || a.city.localeCompare(b.city));
    for (const f of found.slice(0, 3)) {
      out.push({
        id: 'trip.destination',
        change: `go to ${f.city} (${state}) instead of ${spec.destination.name}`,
        cost: f.cost,
        verified: true,
        patch: { destination: { kind: 'city', name: f.city } },
      });
    }
  } else {
    // Fewer cities than the request names would drop some of them: that is the route.cities relaxation's to offer.
    for (let n = spec.cityCount - 1; n >= Math.max(1, spec.cities.length); n--) {
      const cost = await planned({ ...spec, cityCount: n });
      if (cost !== null) {
        out.push({
          id: 'trip.destination',
          change: `visit ${n} ${n === 1 ? 'city' : 'cities'} of ${spec.destination.name} instead of ${spec.cityCount}`,
          cost,
          verified: true,
          patch: { cityCount: n },
        });
        break;
      }
    }
  }
  return out;
}

/** The same trip moved by up to a week, later first: the nearest later and the nearest earlier dates with a plan. */
export async function dateShifts(spec: TripSpec, solve: Solve): Promise<Relaxation[]> {
  const out: Relaxation[] = [];
  for (const direction of [1, -1]) {
    for (let k = 1; k <= 7; k++) {
      const startDate = addDays(spec.startDate, direction * k);
      const endDate = addDays(spec.endDate, direction * k);
      const o = await solve({ ...spec, startDate, endDate }, 'quality');
      if (o.status !== 'optimal' && o.status !== 'feasible') continue;
      out.push({
        id: 'trip.dates',
        change: `travel ${k} day${k === 1 ? '' : 's'} ${direction > 0 ? 'later' : 'earlier'}, ${startDate} to ${endDate}`,
        cost: o.plan.cost,
        verified: true,
        patch: { startDate, endDate },
      });
      break;
    }
  }
  return out;
}
