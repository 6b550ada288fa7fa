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
import type { SolveThreads } from './threads.ts';
import type { CoreOracle } from './cores.ts';
import { Deadline, monotonic, type Clock } from '../src/common/deadline.ts';
import { list, requirementSentence, type ConstraintId } from '../src/catalogue/index.ts';
import { SpecError, TripsolverError } from '../src/common/errors.ts';
import { INTEREST_WORDS, type Itinerary, type ItineraryDay, type TripSpec } from '../src/tripspec/index.ts';
import type { CoreMember, Explanation, Relaxation, SpecPatch } from '../src/tripspec/explanation.ts';
import type { Sandbox } from '../src/sandbox/index.ts';
import { usd } from '../src/common/money.ts';
import { houseRulesAllow, roomTypeAllowed, writableName } from './candidates.ts';
import { checkSpecAgainstSandbox, planTrip, type BackendName, type PlanOutcome } from './index.ts';
import { candidateCities, makeContext } from './skeleton-context.ts';
import { CLOCK, hhmm, minutesOf, visitRange } from '../src/timeline/constants.ts';
import { afterCheckin } from './timeline.ts';
import { describeDay, openIntervals, weekday } from '../src/common/hours.ts';
import { addDays, WEEKDAY_NAMES } from '../src/common/dates.ts';

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
  /** The change that drops it alone, when "drop <wish>" is not how to say it ("visit any cities of ..."). */
  readonly relaxed?: string;
}

export type { CoreMember, ExplainStatus, Explanation, Relaxation, SpecPatch } from '../src/tripspec/explanation.ts';

/** The top-level fields of `relaxed` that differ from `spec`. */
export function specPatch(spec: TripSpec, relaxed: TripSpec): SpecPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(relaxed) as (keyof TripSpec)[]) {
    if (JSON.stringify(relaxed[key]) !== JSON.stringify(spec[key])) patch[key] = relaxed[key];
  }
  return patch as SpecPatch;
}

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

const modeWords = (mode: string) => (mode === 'flight' ? 'flights' : mode === 'taxi' ? 'taxis' : 'self-driving');

/** The request's relaxable requirements, in a fixed order. */
export function requirementsOf(spec: TripSpec): Requirement[] {
  const out: Requirement[] = [];
  if (spec.budget !== null) {
    out.push({
      id: 'budget.total',
      key: 'budget.total',
      sentence: requirementSentence('budget.total', { limit: spec.budget }),
      drop: (s) => ({ ...s, budget: null }),
      wish: `the ${usd(spec.budget)} budget`,
    });
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
    out.push({
      id: 'lodging.roomType',
      key: 'lodging.roomType',
      sentence: requirementSentence('lodging.roomType', { roomType }),
      drop: (s) => ({ ...s, roomType: null }),
      wish: `the ${roomType} wish`,
    });
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
  const price = spec.wishes.mealPricePerPerson;
  if (price !== undefined) {
    out.push({
      id: 'meals.pricePerPerson',
      key: 'meals.pricePerPerson',
      sentence: requirementSentence('meals.pricePerPerson', { min: price.min ?? null, max: price.max ?? null }),
      drop: (s) => {
        const { mealPricePerPerson: _dropped, ...wishes } = s.wishes;
        return { ...s, wishes };
      },
      wish: 'the meal price range',
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
  if (spec.cities.length > 0) out.push(citiesRequirement(spec));
  return out;
}

/** The cities the request names (route.cities): dropped, any cities of the state may be visited. */
function citiesRequirement(spec: TripSpec): Requirement {
  const state = spec.destination.name;
  return {
    id: 'route.cities',
    key: 'route.cities',
    sentence: requirementSentence('route.cities', { cities: spec.cities, state }),
    drop: (s) => ({ ...s, cities: [] }),
    wish: `the wish to visit ${list(spec.cities)}`,
    relaxed: `visit any cities of ${state} instead of ${list(spec.cities)}`,
  };
}

class OutOfTime extends Error {}

// Over 120 lines: one pass that shares its re-solves between the core, the relaxations and the opening hours; its split
// into those three modules is still to do (issue 26).
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
  const solve = async (s: TripSpec, objective: 'quality' | 'cost' = 'cost', budget?: number | null, data: Sandbox = sandbox): Promise<PlanOutcome> => {
    const remaining = deadline.remaining();
    if (remaining <= 0) throw new OutOfTime();
    const outcome = await planTrip(s, data, {
      backend,
      timeLimitMs: remaining,
      clock,
      ...(options.threads ? { threads: options.threads } : {}),
      objective,
      ...(budget !== undefined ? { budget } : {}),
    });
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

    /** Whether no plan meets the requirements `kept` and none of the others: by assumptions, or by a search. */
    // The cheapest plan without the budget met every other requirement: a witness that they can hold together.
    const met = minimumBudget === null ? [] : [requirements.filter((r) => r.id !== 'budget.total')];
    const oracle = await coreOracle(spec, requirements, met, sandbox, deadline, options.cores ?? (backend === 'z3' ? 'assumptions' : 're-solve'));
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

    const member = (r: Requirement): CoreMember => ({ id: r.id, key: r.key, sentence: r.sentence, facts: factsFor(r, spec, sandbox, minimumBudget) });
    const members = core.map(member);
    if (options.relaxations === false)
      return { status: 'infeasible', core: members, otherCores: otherCores.map((c) => c.map(member)), relaxations: [], minimumBudget };
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
    /** Dropping `wishes` (their words joined, or the one's own change): a plan as it is, else with the least budget it needs, else nothing. */
    const dropRelaxation = async (id: ConstraintId, wishes: readonly Requirement[]): Promise<Relaxation | undefined> => {
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
  const { assumptionCores } = await import('./cores.ts');
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

/** Other cities of the state, or another number of cities, where the data allows a plan. */
async function placeRelaxations(
  spec: TripSpec,
  sandbox: Sandbox,
  solve: (s: TripSpec, objective?: 'quality' | 'cost') => Promise<PlanOutcome>,
): Promise<Relaxation[]> {
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

/** The sandbox as if no sight had opening hours (each open all day): whether the hours are what stands in the way. */
function withoutOpeningHours(sandbox: Sandbox): Sandbox {
  return new Proxy(sandbox, {
    get(target, prop, receiver) {
      if (prop === 'attractions') return (city: string) => target.attractions(city).map((a) => ({ ...a, openingHours: null }));
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Days of the trip that must hold a sight (every day but the first and the last can be a full day in a city)
 * on which no sight of a candidate city can be visited with three meals, each said with the sights' hours:
 * "every sight in Saltmarsh Bay is closed on Mondays: Monday 2022-03-21 would be a full day there".
 */
function openingHoursConflicts(spec: TripSpec, sandbox: Sandbox): string[] {
  const ctx = makeContext(spec, sandbox);
  const facts: string[] = [];
  for (const city of candidateCities(ctx)) {
    const sights = ctx.city(city).attractions;
    for (const date of ctx.dates.slice(1, -1)) {
      if (ctx.fullDayCapacity(city, date) > 0) continue;
      const day = `${WEEKDAY_NAMES[weekday(date)]} ${date}`;
      const open = sights.filter((a) => openIntervals(a.openingHours, date, [CLOCK.sightsOpen, CLOCK.sightsClose]).length > 0);
      if (open.length === 0)
        facts.push(`every sight in ${city} is closed on ${WEEKDAY_NAMES[weekday(date)]}s: ${day} would be a full day there, and a full day needs a sight`);
      else {
        const hours = open.slice(0, 3).map((a) => `${a.name.trim()} ${describeDay(a.openingHours, date, [CLOCK.sightsOpen, CLOCK.sightsClose])}`);
        facts.push(`on ${day} no sight in ${city} fits a full day with three meals (${hours.join('; ')}${open.length > 3 ? '; ...' : ''})`);
      }
    }
  }
  return facts;
}

/**
 * Sights of the kinds the request wished for that fit no day of the plan in their city, each with the reason
 * for every such day: "Quillon Opera House (shows and nightlife) fits no day of the plan: Wednesday 2022-03-16,
 * it closes at 17:00 and the flight lands at 16:40; Thursday 2022-03-17, it is closed". Whether a sight fits
 * is judged alone, at its shortest visit, between the day's start (or arrival) and end (or departure).
 */
function unreachableSights(spec: TripSpec, itinerary: Itinerary, sandbox: Sandbox, limit = 5): string[] {
  const interests = spec.wishes.interests ?? [];
  if (interests.length === 0) return [];
  const visited = new Set(itinerary.days.flatMap((d) => d.attractions.map((a) => `${a.city}\u0000${a.name}`)));
  const notes: string[] = [];
  for (const city of itinerary.cities) {
    const windows = itinerary.days.flatMap((d) => dayWindow(d, city));
    for (const a of sandbox.attractions(city)) {
      const kinds = interests.filter((i) => a.categories.includes(i));
      if (kinds.length === 0 || visited.has(`${city}\u0000${a.name}`) || !writableName(a.name)) continue;
      const [minimum] = visitRange(a.categories, a.visitMinutes);
      const reasons: string[] = [];
      let fits = false;
      for (const w of windows) {
        const open = openIntervals(a.openingHours, w.date, [CLOCK.sightsOpen, CLOCK.sightsClose]);
        if (open.some(([o, c]) => Math.max(o, w.start) + minimum <= Math.min(c, w.end))) {
          fits = true;
          break;
        }
        const day = `${WEEKDAY_NAMES[weekday(w.date)]} ${w.date}`;
        if (open.length === 0) reasons.push(`${day}, it is closed`);
        else if (w.arrival !== undefined && open.every(([, c]) => c - minimum < w.start))
          reasons.push(`${day}, it closes at ${hhmm(Math.max(...open.map(([, c]) => c)))} and ${w.arrival}`);
        else if (w.departure !== undefined && open.every(([o]) => o + minimum > w.end))
          reasons.push(`${day}, it opens at ${hhmm(Math.min(...open.map(([o]) => o)))} and ${w.departure}`);
        else
          reasons.push(
            `${day}, it is open ${describeDay(a.openingHours, w.date, [CLOCK.sightsOpen, CLOCK.sightsClose])}, too short for a ${minimum}-minute visit in the time the day leaves`,
          );
      }
      if (fits || reasons.length === 0) continue;
      notes.push(`${a.name.trim()} (${kinds.map((k) => INTEREST_WORDS[k]).join(', ')}) fits no day of the plan: ${reasons.join('; ')}`);
      if (notes.length >= limit) return notes;
    }
  }
  return notes;
}

/** The time a day of the plan leaves for sights in `city`, with what bounds it ("the flight lands at 16:40"). */
function dayWindow(day: ItineraryDay, city: string): { date: string; start: number; end: number; arrival?: string; departure?: string }[] {
  const travel = day.timeline.find((e) => e.kind === 'travel' && !e.note?.startsWith('continued'));
  const what = day.transport?.mode === 'flight' ? 'the flight' : day.transport?.mode === 'taxi' ? 'the taxi' : 'the drive';
  if (!day.leg || !travel) return day.city === city ? [{ date: day.date, start: CLOCK.fullDayStart, end: CLOCK.dayEnd }] : [];
  const out: { date: string; start: number; end: number; arrival?: string; departure?: string }[] = [];
  const depart = minutesOf(travel.start)!;
  const arrive = minutesOf(travel.end)!;
  if (day.leg.from === city)
    out.push({ date: day.date, start: CLOCK.departureDayStart, end: depart - CLOCK.departureLead, departure: `${what} leaves at ${travel.start}` });
  if (day.leg.to === city && !travel.note)
    out.push({
      date: day.date,
      start: afterCheckin(arrive),
      end: CLOCK.dayEnd,
      arrival: `${what} ${what === 'the flight' ? 'lands' : 'arrives'} at ${travel.end}`,
    });
  return out;
}

/** The same trip moved by up to a week, later first: the nearest later and the nearest earlier dates with a plan. */
async function dateShifts(spec: TripSpec, solve: (s: TripSpec, objective?: 'quality' | 'cost') => Promise<PlanOutcome>): Promise<Relaxation[]> {
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

/** Facts from the data behind a core member, e.g. which cities have no listing that meets a rule. */
function factsFor(r: Requirement, spec: TripSpec, sandbox: Sandbox, minimumBudget: number | null): string[] {
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
        if (both.length === 0 && ruleWords && typeWords)
          facts.push(
            `no listing in ${city} both ${ruleWords} and ${typeWords} (${rule.length} allow${rule.length === 1 ? 's' : ''} it, ${type.length} ${type.length === 1 ? 'is' : 'are'} of that type)`,
          );
        else if (r.id === 'lodging.houseRule' && rule.length === 0) facts.push(`no listing in ${city} ${ruleWords}`);
        else if (r.id === 'lodging.roomType' && type.length === 0) facts.push(`no listing in ${city} ${typeWords}`);
        else if (both.length > 0)
          facts.push(
            `${both.length} listing${both.length === 1 ? '' : 's'} in ${city} meet${both.length === 1 ? 's' : ''} the lodging wishes, none within the other requirements`,
          );
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
    case 'meals.pricePerPerson': {
      const price = spec.wishes.mealPricePerPerson ?? {};
      const range =
        price.min !== undefined && price.max !== undefined
          ? `${usd(price.min)}-${usd(price.max)}`
          : price.max !== undefined
            ? `at most ${usd(price.max)}`
            : `at least ${usd(price.min ?? 0)}`;
      return cities.map((c) => {
        const all = sandbox.restaurants(c).filter((x) => writableName(x.name));
        const within = all.filter(
          (x) => (price.min === undefined || x.averageCost >= price.min) && (price.max === undefined || x.averageCost <= price.max),
        ).length;
        return `${within} of the ${all.length} restaurants in ${c} cost ${range} per person`;
      });
    }
    case 'route.cities': {
      // What the data lacks for a named city; else the named cities are simply where no plan meets the rest.
      const gaps = spec.cities.flatMap((city) => cityGaps(ctx, city));
      return gaps.length > 0 ? gaps : [`no plan through ${list(spec.cities)} meets the other requirements`];
    }
    case 'transport.exclusion': {
      const mode = r.key.split(':')[1]!;
      const facts: string[] = [];
      const first = ctx.dates[0]!;
      const last = ctx.dates[ctx.dates.length - 1]!;
      for (const city of cities) {
        for (const [a, b, date] of [
          [spec.origin, city, first],
          [city, spec.origin, last],
        ] as const) {
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

/**
 * The required cities the destination state does not have in the data, said in words ("Atlantis is not a city of
 * Verdania in the data (its cities: Port Alder, Quillon, ...)"), or undefined when it has them all.
 */
function unknownCities(spec: TripSpec, sandbox: Sandbox): string | undefined {
  const state = spec.destination.name;
  const known = sandbox.citiesIn(state).filter((c) => c !== spec.origin);
  const unknown = spec.cities.filter((c) => !known.includes(c));
  if (unknown.length === 0) return undefined;
  const shown = known.length > 8 ? `${known.slice(0, 8).join(', ')}, ...` : known.join(', ');
  return `${list(unknown)} ${unknown.length === 1 ? 'is not a city' : 'are not cities'} of ${state} in the data (its cities: ${shown})`;
}

/** What the data lacks for any plan through `city`: lodging for the party, restaurants, a way there or back. */
function cityGaps(ctx: ReturnType<typeof makeContext>, city: string): string[] {
  const { spec } = ctx;
  const gaps: string[] = [];
  if (ctx.city(city).lodging.length === 0) gaps.push(`${city} has no lodging for ${spec.travellers} traveller${spec.travellers === 1 ? '' : 's'}`);
  if (ctx.sandbox.restaurants(city).length === 0) gaps.push(`${city} has no restaurants`);
  const there = ctx.dates.some((d) => ctx.leg(spec.origin, city, d).length > 0);
  const back = ctx.dates.some((d) => ctx.leg(city, spec.origin, d).length > 0);
  if (!there) gaps.push(`no flight or road from ${spec.origin} to ${city} on ${spec.startDate} to ${spec.endDate}`);
  if (!back) gaps.push(`no flight or road from ${city} back to ${spec.origin} on those dates`);
  return gaps;
}

/** Why even a request with no wishes at all has no plan: the legs or cities the data lacks. */
function dataGaps(spec: TripSpec, sandbox: Sandbox): string {
  const ctx = makeContext(spec, sandbox);
  const cities = candidateCities(ctx);
  const gaps = cities.flatMap((city) => cityGaps(ctx, city));
  if (spec.cityCount >= 2 && cities.length >= spec.cityCount) {
    // A trip through several cities needs a way between two of them: none at all is a gap of its own.
    const linked = cities.some((a) => cities.some((b) => a !== b && ctx.dates.some((d) => ctx.leg(a, b, d).length > 0)));
    if (!linked)
      gaps.push(`no flight or road between any two of the ${cities.length} cities of ${spec.destination.name} (${cities.join(', ')}) on those dates`);
  }
  if (cities.length < spec.cityCount) gaps.push(`${spec.destination.name} has ${cities.length} cities with data, fewer than the ${spec.cityCount} asked for`);
  return gaps.length > 0
    ? `the data cannot answer this request: ${gaps.slice(0, 6).join('; ')}`
    : 'the data has no plan for these cities and dates even without any wishes';
}
