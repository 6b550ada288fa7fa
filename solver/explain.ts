/**
 * Explaining requests: when no plan exists, the minimal set of the request's own requirements that
 * cannot hold together (dropping any one member makes the rest satisfiable, and that is checked), worded
 * with the catalogue's sentences and facts from the data; and relaxations, each re-solved into a plan
 * that passed every check: the exact minimum budget, the single wish whose removal restores a plan, other
 * cities or another number of cities.
 *
 * Three answers are kept apart: the request is infeasible; the data cannot answer it (unknown place, no
 * way to travel on those dates, a city without lodging); the solver ran out of time.
 */
import { requirementSentence, type ConstraintId } from '../src/catalogue/index.ts';
import { SpecError, TripsolverError } from '../src/errors.ts';
import type { TripSpec } from '../src/spec/index.ts';
import type { Sandbox } from '../src/sandbox/index.ts';
import { usd } from '../src/verbalize/facts.ts';
import { houseRulesAllow, roomTypeAllowed, writableName } from './candidates.ts';
import { checkSpecAgainstSandbox, planTrip, type BackendName, type PlanOutcome } from './index.ts';
import { candidateCities, makeContext } from './skeleton.ts';

/** One relaxable requirement of a request. */
export interface Requirement {
  readonly id: ConstraintId;
  /** Stable key, e.g. "meals.cuisine:French". */
  readonly key: string;
  readonly sentence: string;
  /** The spec without this requirement. */
  readonly drop: (spec: TripSpec) => TripSpec;
  /** The request's words for it, for "drop ..." suggestions. */
  readonly wish: string;
}

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

/** The top-level fields of `relaxed` that differ from `spec`. */
export function specPatch(spec: TripSpec, relaxed: TripSpec): SpecPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(relaxed) as (keyof TripSpec)[]) {
    if (JSON.stringify(relaxed[key]) !== JSON.stringify(spec[key])) patch[key] = relaxed[key];
  }
  return patch as SpecPatch;
}

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
}

export interface ExplainOptions {
  readonly backend?: BackendName;
  /** Time limit for the whole explanation. */
  readonly timeLimitMs?: number;
}

const modeWords = (mode: string) => (mode === 'flight' ? 'flights' : mode === 'taxi' ? 'taxis' : 'self-driving');

/** The request's relaxable requirements, in a fixed order. */
export function requirementsOf(spec: TripSpec): Requirement[] {
  const out: Requirement[] = [];
  if (spec.budget !== null) {
    out.push({ id: 'budget.total', key: 'budget.total', sentence: requirementSentence('budget.total', { limit: spec.budget }), drop: (s) => ({ ...s, budget: null }), wish: `the ${usd(spec.budget)} budget` });
  }
  for (const rule of spec.houseRules) {
    out.push({
      id: 'lodging.houseRule',
      key: `lodging.houseRule:${rule}`,
      sentence: requirementSentence('lodging.houseRule', { rule }),
      drop: (s) => ({ ...s, houseRules: s.houseRules.filter((r) => r !== rule) }),
      wish: `the need for lodging that allows ${rule}`,
    });
  }
  if (spec.roomType !== null) {
    const roomType = spec.roomType;
    out.push({ id: 'lodging.roomType', key: 'lodging.roomType', sentence: requirementSentence('lodging.roomType', { roomType }), drop: (s) => ({ ...s, roomType: null }), wish: `the ${roomType} wish` });
  }
  for (const cuisine of spec.cuisines) {
    out.push({
      id: 'meals.cuisine',
      key: `meals.cuisine:${cuisine}`,
      sentence: requirementSentence('meals.cuisine', { cuisine }),
      drop: (s) => ({ ...s, cuisines: s.cuisines.filter((c) => c !== cuisine) }),
      wish: `the ${cuisine}-cuisine wish`,
    });
  }
  for (const cuisine of spec.avoidCuisines) {
    out.push({
      id: 'meals.avoidCuisine',
      key: `meals.avoidCuisine:${cuisine}`,
      sentence: requirementSentence('meals.avoidCuisine', { cuisine }),
      drop: (s) => ({ ...s, avoidCuisines: s.avoidCuisines.filter((c) => c !== cuisine) }),
      wish: `the ruling-out of ${cuisine} food`,
    });
  }
  for (const mode of spec.excludeTransport) {
    out.push({
      id: 'transport.exclusion',
      key: `transport.exclusion:${mode}`,
      sentence: requirementSentence('transport.exclusion', { mode }),
      drop: (s) => ({ ...s, excludeTransport: s.excludeTransport.filter((m) => m !== mode) }),
      wish: `the exclusion of ${modeWords(mode)}`,
    });
  }
  return out;
}

class OutOfTime extends Error {}

export async function explain(spec: TripSpec, sandbox: Sandbox, options: ExplainOptions = {}): Promise<Explanation> {
  const deadline = Date.now() + (options.timeLimitMs ?? 60_000);
  const backend = options.backend ?? 'mip';
  try {
    checkSpecAgainstSandbox(spec, sandbox);
  } catch (e) {
    if (e instanceof SpecError) return { status: 'no-data', core: [], relaxations: [], minimumBudget: null, reason: e.message };
    throw e;
  }
  const solve = async (s: TripSpec, objective: 'quality' | 'cost' = 'cost', budget?: number | null): Promise<PlanOutcome> => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new OutOfTime();
    const outcome = await planTrip(s, sandbox, { backend, timeLimitMs: remaining, objective, ...(budget !== undefined ? { budget } : {}) });
    if (outcome.status === 'timeout') throw new OutOfTime();
    return outcome;
  };
  const feasible = async (s: TripSpec) => (await solve(s)).status !== 'infeasible';
  /** Least total cost of a plan for s ignoring its budget, or null when none exists. */
  const cheapest = async (s: TripSpec): Promise<number | null> => {
    const o = await solve(s, 'cost', null);
    return o.status === 'optimal' || o.status === 'feasible' ? o.plan.cost : null;
  };

  try {
    const requirements = requirementsOf(spec);
    const bare = requirements.reduce((s, r) => r.drop(s), spec);
    if (!(await feasible(bare))) {
      return { status: 'no-data', core: [], relaxations: [], minimumBudget: null, reason: dataGaps(bare, sandbox) };
    }
    const withoutBudget = spec.budget === null ? spec : { ...spec, budget: null };
    const minimumBudget = await cheapest(withoutBudget);
    const best = await solve(spec, 'quality');
    if (best.status === 'optimal' || best.status === 'feasible') {
      return { status: 'feasible', core: [], relaxations: [], minimumBudget, planCost: best.plan.cost };
    }

    /** A minimal infeasible subset of `pool` (the requirements outside `pool` are dropped), checked minimal. */
    const minimalConflict = async (pool: readonly Requirement[]): Promise<Requirement[]> => {
      const only = (kept: readonly Requirement[]) => requirements.filter((q) => !kept.includes(q)).reduce((acc, q) => q.drop(acc), spec);
      let core = [...pool];
      for (const r of pool) {
        const trial = core.filter((c) => c !== r);
        if (!(await feasible(only(trial)))) core = trial;
      }
      for (const member of core) {
        if (!(await feasible(only(core.filter((c) => c !== member))))) {
          throw new TripsolverError('internal', `explain: the core is not minimal (${member.key} can be dropped)`);
        }
      }
      return core;
    };
    const core = await minimalConflict(requirements);
    // Independent conflicts: with the first core relaxed, is the rest still infeasible? Then find the next.
    const otherCores: Requirement[][] = [];
    let pool = requirements.filter((q) => !core.includes(q));
    while (pool.length > 0 && !(await feasible(requirements.filter((q) => !pool.includes(q)).reduce((acc, q) => q.drop(acc), spec)))) {
      const next = await minimalConflict(pool);
      otherCores.push(next);
      pool = pool.filter((q) => !next.includes(q));
    }

    const member = (r: Requirement): CoreMember => ({ id: r.id, key: r.key, sentence: r.sentence, facts: factsFor(r, spec, sandbox, minimumBudget) });
    const members = core.map(member);
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
    /** Dropping `wishes` (their words joined): a plan as it is, else with the least budget it needs, else nothing. */
    const dropRelaxation = async (id: ConstraintId, wishes: readonly Requirement[]): Promise<Relaxation | undefined> => {
      const relaxed = wishes.reduce((acc, r) => r.drop(acc), spec);
      const words = wishes.map((r) => r.wish).join(' and ');
      const direct = await solve(relaxed, 'quality');
      if (direct.status === 'optimal' || direct.status === 'feasible') return { id, change: `drop ${words}`, cost: direct.plan.cost, verified: true, patch: specPatch(spec, relaxed) };
      if (spec.budget === null) return undefined;
      const need = await cheapest({ ...relaxed, budget: null });
      if (need === null) return undefined;
      const check = await solve({ ...relaxed, budget: need }, 'quality');
      return {
        id,
        change: `drop ${words} and raise the budget to ${usd(need)}`,
        cost: need,
        verified: check.status === 'optimal' || check.status === 'feasible',
        patch: specPatch(spec, { ...relaxed, budget: need }),
      };
    };
    for (const r of [...core, ...otherCores.flat()]) {
      if (r.id === 'budget.total') continue;
      const relaxation = await dropRelaxation(r.id, [r]);
      if (relaxation) relaxations.push(relaxation);
    }
    if (otherCores.length > 0) {
      // Independent conflicts: one change per conflict (a wish from each; the budget only if it is all a conflict has).
      const picks = [core, ...otherCores].map((c) => c.find((r) => r.id !== 'budget.total')).filter((r): r is Requirement => r !== undefined);
      const relaxation = picks.length > 0 ? await dropRelaxation(picks[0]!.id, picks) : undefined;
      if (relaxation) relaxations.push(relaxation);
    }
    relaxations.push(...(await placeRelaxations(spec, sandbox, solve)));
    return { status: 'infeasible', core: members, otherCores: otherCores.map((c) => c.map(member)), relaxations, minimumBudget };
  } catch (e) {
    if (e instanceof OutOfTime) return { status: 'timeout', core: [], relaxations: [], minimumBudget: null, reason: `the explanation did not finish within ${options.timeLimitMs ?? 60_000} ms` };
    throw e;
  }
}

/** Other cities of the state, or another number of cities, where the data allows a plan. */
async function placeRelaxations(spec: TripSpec, sandbox: Sandbox, solve: (s: TripSpec, objective?: 'quality' | 'cost') => Promise<PlanOutcome>): Promise<Relaxation[]> {
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
      out.push({ id: 'trip.destination', change: `go to ${f.city} (${state}) instead of ${spec.destination.name}`, cost: f.cost, verified: true, patch: { destination: { kind: 'city', name: f.city } } });
    }
  } else {
    for (let n = spec.cityCount - 1; n >= 1; n--) {
      const cost = await planned({ ...spec, cityCount: n });
      if (cost !== null) {
        out.push({ id: 'trip.destination', change: `visit ${n} ${n === 1 ? 'city' : 'cities'} of ${spec.destination.name} instead of ${spec.cityCount}`, cost, verified: true, patch: { cityCount: n } });
        break;
      }
    }
  }
  return out;
}

/** Facts from the data behind a core member, e.g. which cities have no listing that meets a rule. */
export function factsFor(r: Requirement, spec: TripSpec, sandbox: Sandbox, minimumBudget: number | null): string[] {
  const ctx = makeContext(spec, sandbox);
  const cities = candidateCities(ctx);
  const where = cities.length === 1 ? cities[0]! : `the ${cities.length} cities of ${spec.destination.name}`;
  switch (r.id) {
    case 'budget.total':
      return minimumBudget !== null
        ? [`the cheapest plan meeting everything else costs ${usd(minimumBudget)} against a budget of ${usd(spec.budget!)}`]
        : ['no plan meets everything else at any price'];
    case 'lodging.houseRule':
    case 'lodging.roomType': {
      const facts: string[] = [];
      for (const city of cities) {
        const listings = sandbox.accommodations(city).filter((l) => writableName(l.name));
        const rule = listings.filter((l) => houseRulesAllow(l, spec.houseRules));
        const type = listings.filter((l) => roomTypeAllowed(spec.roomType, l.roomType));
        const both = listings.filter((l) => houseRulesAllow(l, spec.houseRules) && roomTypeAllowed(spec.roomType, l.roomType));
        const ruleWords = spec.houseRules.length > 0 ? `allows ${spec.houseRules.join(' and ')}` : '';
        const typeWords = spec.roomType ? `is ${requirementSentence('lodging.roomType', { roomType: spec.roomType }).replace(/^every lodging is /, '')}` : '';
        if (both.length === 0 && ruleWords && typeWords) facts.push(`no listing in ${city} both ${ruleWords} and ${typeWords} (${rule.length} allow${rule.length === 1 ? 's' : ''} it, ${type.length} ${type.length === 1 ? 'is' : 'are'} of that type)`);
        else if (r.id === 'lodging.houseRule' && rule.length === 0) facts.push(`no listing in ${city} ${ruleWords}`);
        else if (r.id === 'lodging.roomType' && type.length === 0) facts.push(`no listing in ${city} ${typeWords}`);
        else if (both.length > 0) facts.push(`${both.length} listing${both.length === 1 ? '' : 's'} in ${city} meet${both.length === 1 ? 's' : ''} the lodging wishes, none within the other requirements`);
      }
      return facts;
    }
    case 'meals.cuisine': {
      const cuisine = r.key.split(':')[1]!;
      const serving = cities.filter((c) => sandbox.restaurants(c).some((x) => x.cuisines.includes(cuisine)));
      return serving.length === 0
        ? [`no restaurant in ${where} serves ${cuisine} food`]
        : [`${cuisine} food is served in ${serving.join(', ')}, but no plan through ${serving.length === 1 ? 'it' : 'them'} meets the other requirements`];
    }
    case 'meals.avoidCuisine': {
      const cuisine = r.key.split(':')[1]!;
      return cities.map((c) => {
        const all = sandbox.restaurants(c).length;
        const serving = sandbox.restaurants(c).filter((x) => x.cuisines.includes(cuisine)).length;
        return `${serving} of the ${all} restaurants in ${c} serve ${cuisine} food`;
      });
    }
    case 'transport.exclusion': {
      const mode = r.key.split(':')[1]!;
      const facts: string[] = [];
      const first = ctx.dates[0]!;
      const last = ctx.dates[ctx.dates.length - 1]!;
      for (const city of cities) {
        for (const [a, b, date] of [[spec.origin, city, first], [city, spec.origin, last]] as const) {
          const road = sandbox.road(a, b);
          const flights = sandbox.flights(a, b, date);
          if (mode === 'flight' && !road && flights.length > 0) facts.push(`from ${a} to ${b} there is no road (or it takes a day or more), only flights`);
          if (mode !== 'flight' && road && flights.length === 0) facts.push(`from ${a} to ${b} there is no flight on ${date}, only the road`);
        }
      }
      return facts.length > 0 ? facts : [`without ${modeWords(mode)}, no combination of legs meets the other requirements`];
    }
    default:
      return [];
  }
}

/** Why even a request with no wishes at all has no plan: the legs or cities the data lacks. */
function dataGaps(spec: TripSpec, sandbox: Sandbox): string {
  const ctx = makeContext(spec, sandbox);
  const cities = candidateCities(ctx);
  const gaps: string[] = [];
  for (const city of cities) {
    if (ctx.city(city).lodging.length === 0) gaps.push(`${city} has no lodging for ${spec.travellers} traveller${spec.travellers === 1 ? '' : 's'}`);
    if (sandbox.restaurants(city).length === 0) gaps.push(`${city} has no restaurants`);
    const there = ctx.dates.some((d) => ctx.leg(spec.origin, city, d).length > 0);
    const back = ctx.dates.some((d) => ctx.leg(city, spec.origin, d).length > 0);
    if (!there) gaps.push(`no flight or road from ${spec.origin} to ${city} on ${spec.startDate} to ${spec.endDate}`);
    if (!back) gaps.push(`no flight or road from ${city} back to ${spec.origin} on those dates`);
  }
  if (cities.length < spec.cityCount) gaps.push(`${spec.destination.name} has ${cities.length} cities with data, fewer than the ${spec.cityCount} asked for`);
  return gaps.length > 0 ? `the data cannot answer this request: ${gaps.slice(0, 6).join('; ')}` : 'the data has no plan for these cities and dates even without any wishes';
}
