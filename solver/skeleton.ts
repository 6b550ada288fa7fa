/**
 * Route skeletons: which cities, in which order, and on which days each leg runs. The first leg leaves
 * the origin on day 1 and the last returns on the final day (the benchmark's closed route with transport
 * on day 1). A city entered on day a and left on day b is stayed in for b - a nights and has b - a - 1
 * full days (three meals and at least one attraction each).
 *
 * For every skeleton the search computes an optimistic quality bound (budget ignored) and a pessimistic-free
 * cost bound (the cheapest conceivable plan), so skeletons can be ordered and pruned without solving them.
 */
import type { TripSpec } from '../src/tripspec/index.ts';
import { tripDates } from '../src/tripspec/index.ts';
import type { Sandbox } from '../src/sandbox/index.ts';
import { PACE_CAP, WEIGHTS, cityCandidates, legOptions, type CityCandidates, type LodgingCandidate, type Morning, type TransportOption } from './candidates.ts';
import { CLOCK } from '../src/timeline/constants.ts';
import { morningAfter, stretchFits } from './timeline.ts';

export interface Stay {
  readonly city: string;
  /** Day (1-based) the city is entered. */
  readonly arrive: number;
  /** Day it is left. */
  readonly depart: number;
  readonly nights: number;
  readonly fullDays: number;
  /** Meals that complete-information requires (3 per full day). */
  readonly requiredMeals: number;
  /** Extra meals the travel days can allow (lunch and dinner on arrival; breakfast, and lunch before going home, on departure). */
  readonly optionalMeals: number;
  /** Upper bound on visits (pace cap on full days, one on each travel day). */
  readonly maxAttractions: number;
  /** Attractions per full day allowed by the pace. */
  readonly perDay: number;
  /** For each full day, the most sights it can hold: the pace's cap, or fewer where opening hours allow fewer. */
  readonly dayCaps: readonly number[];
  /**
   * When the first full day's meals and sights may start, when the leg into the city arrives overnight (its
   * check-in passes midnight: solver/timeline.ts's morningAfter); undefined when the day starts as full days do.
   */
  readonly firstDayFrom?: number;
}

interface Leg {
  readonly from: string;
  readonly to: string;
  readonly day: number;
  readonly date: string;
  readonly options: readonly TransportOption[];
}

export interface Skeleton {
  readonly stays: readonly Stay[];
  readonly legs: readonly Leg[];
  /** Upper bound on the quality objective. */
  readonly qualityBound: number;
  /** Lower bound on the total cost. */
  readonly costBound: number;
  /**
   * Lower bound on the total cost of a plan whose quality reaches qualityBound (at least costBound): for every
   * multiplier lambda > 0, a plan of quality q costs at least (q - max(quality - lambda * cost)) / lambda. The
   * quality search needs it when a skeleton's quality bound equals the best plan's quality: a plan that beats it
   * must then reach the bound, so its cost is this high at least, and a skeleton whose bound is not below the best
   * cost cannot beat it whatever its plain cost bound.
   */
  readonly costAtQualityBound: number;
}

export interface Context {
  readonly spec: TripSpec;
  readonly sandbox: Sandbox;
  readonly dates: readonly string[];
  readonly city: (name: string) => CityCandidates;
  /** A leg's options; on a `morning` after an arrival overnight, those that leave late enough, with the room left (legOptions). */
  readonly leg: (from: string, to: string, date: string, morning?: Morning) => readonly TransportOption[];
  /** Lodging a stay of n nights may use, dominated listings removed. */
  readonly lodgingFor: (city: string, nights: number) => readonly LodgingCandidate[];
  /**
   * The most sights a full day in the city can hold on that date with its three meals, from `start` (default: a full
   * day's start; the pace's cap without opening hours). 0 when not even one fits, or the meals alone do not.
   */
  readonly fullDayCapacity: (city: string, date: string, start?: number) => number;
}

export interface ContextOptions {
  /**
   * Keep dominated lodging and restaurants (default: pruned). Dominance is judged under the spec's own
   * requirements; a model whose requirements are switched on later by assumption (solver/cores.ts) must keep
   * every candidate, since a listing dominated by one that breaks a house rule may be the one a plan needs.
   */
  readonly keepDominated?: boolean;
}

export function makeContext(spec: TripSpec, sandbox: Sandbox, options: ContextOptions = {}): Context {
  const cities = new Map<string, CityCandidates>();
  const legs = new Map<string, TransportOption[]>();
  const lodging = new Map<string, LodgingCandidate[]>();
  const capacities = new Map<string, number>();
  const perDay = PACE_CAP[spec.wishes.pace ?? 'normal'];
  const city = (name: string): CityCandidates => {
    let c = cities.get(name);
    if (!c) {
      c = cityCandidates(spec, sandbox, name);
      if (options.keepDominated) c = { ...c, mealDominators: c.meals.map(() => 0) };
      cities.set(name, c);
    }
    return c;
  };
  return {
    spec,
    sandbox,
    dates: tripDates(spec),
    city,
    leg: (from, to, date, morning) => {
      const key = `${from}\u0000${to}\u0000${date}\u0000${morning?.checkedIn ?? ''}`;
      let o = legs.get(key);
      if (!o) legs.set(key, (o = legOptions(spec, sandbox, from, to, date, morning)));
      return o;
    },
    lodgingFor: (name, nights) => {
      const key = `${name}\u0000${nights}`;
      let l = lodging.get(key);
      if (!l) {
        const eligible = city(name).lodging.filter((c) => c.listing.minimumNights <= nights);
        l = options.keepDominated
          ? eligible
          : eligible.filter(
              (c, i) =>
                !eligible.some((o, j) => j !== i && o.nightly <= c.nightly && o.score >= c.score && (o.nightly < c.nightly || o.score > c.score || j < i)),
            );
        lodging.set(key, l);
      }
      return l;
    },
    fullDayCapacity: (name, date, start = CLOCK.fullDayStart) => {
      const sights = city(name).attractions;
      // A day that starts as full days do holds the pace's cap when no sight has opening hours; one that starts
      // later (after an arrival overnight) is tried on the sights themselves.
      if (start <= CLOCK.fullDayStart && !sights.some((a) => a.openingHours !== null)) return perDay;
      const key = `${name}\u0000${date}\u0000${Math.max(start, CLOCK.fullDayStart)}`;
      let cap = capacities.get(key);
      if (cap === undefined) {
        cap = 0;
        const stretch = { date, meals: ['breakfast', 'lunch', 'dinner'] as const, start: Math.max(start, CLOCK.fullDayStart), end: CLOCK.dayEnd };
        const fitting = sights.filter((a) => stretchFits({ ...stretch, meals: [...stretch.meals], sights: [a] }));
        for (let k = Math.min(perDay, fitting.length); k >= 1 && cap === 0; k--) {
          for (const set of kSubsets(fitting, k)) {
            if (stretchFits({ ...stretch, meals: [...stretch.meals], sights: set })) {
              cap = k;
              break;
            }
          }
        }
        capacities.set(key, cap);
      }
      return cap;
    },
  };
}

function* kSubsets<T>(items: readonly T[], k: number, from = 0, prefix: T[] = []): Generator<T[]> {
  if (prefix.length === k) {
    yield [...prefix];
    return;
  }
  for (let i = from; i <= items.length - (k - prefix.length); i++) {
    prefix.push(items[i]!);
    yield* kSubsets(items, k, i + 1, prefix);
    prefix.pop();
  }
}

/** Room the legs around a stay can leave at most (over their options): extra meals and sights on travel days. */
interface TravelRoom {
  readonly meals: number;
  readonly sights: number;
}

function makeStay(spec: TripSpec, city: string, arrive: number, depart: number, room: TravelRoom, caps?: readonly number[], firstDayFrom?: number): Stay {
  const nights = depart - arrive;
  const fullDays = nights - 1;
  const perDay = PACE_CAP[spec.wishes.pace ?? 'normal'];
  const dayCaps = caps ?? Array.from({ length: Math.max(0, fullDays) }, () => perDay);
  return {
    city,
    arrive,
    depart,
    nights,
    fullDays,
    requiredMeals: 3 * fullDays,
    optionalMeals: room.meals,
    maxAttractions: dayCaps.reduce((s, c) => s + c, 0) + room.sights,
    perDay,
    dayCaps,
    ...(firstDayFrom !== undefined && fullDays > 0 ? { firstDayFrom } : {}),
  };
}

/** Meals a stay may use: enough undominated restaurants for every meal it can hold. */
export function mealsFor(ctx: Context, stay: Stay) {
  const c = ctx.city(stay.city);
  const n = stay.requiredMeals + stay.optionalMeals;
  return c.meals.filter((_, i) => c.mealDominators[i]! < n);
}

function sumTop(values: number[], n: number): number {
  return values
    .sort((a, b) => b - a)
    .slice(0, n)
    .reduce((s, v) => s + v, 0);
}

/**
 * Multipliers of the Lagrangian bound: for any lambda >= 0, max over plans of (quality - lambda * (cost - budget))
 * is at least the best quality within the budget. Each stay's share is computed on its own (budget and
 * cuisine wishes relaxed), and the smallest bound over these multipliers is kept. lambda = 0 is the plain
 * quality bound.
 */
const LAMBDAS = Object.freeze([0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 2, 5]);

interface StayBounds {
  /** Lower bound of the stay's cost (cheapest lodging, cheapest required meals). */
  readonly cost: number;
  /** For each LAMBDAS[k]: the most the stay can add to quality - lambda * cost. */
  readonly lagrange: readonly number[];
}

/** Bounds of one stay, or undefined when the stay cannot be completed at all. */
function stayBounds(ctx: Context, stay: Stay): StayBounds | undefined {
  const c = ctx.city(stay.city);
  const lodging = ctx.lodgingFor(stay.city, stay.nights);
  if (lodging.length === 0 || c.meals.length < stay.requiredMeals || c.attractions.length < Math.max(stay.fullDays, 0)) return undefined;
  // Opening hours: every full day needs a sight of its own.
  if (stay.dayCaps.some((cap) => cap === 0) || !distinctSightsPerDay(ctx, stay)) return undefined;
  const meals = mealPart(ctx, stay);
  const visits = Math.min(c.attractions.length, stay.maxAttractions);
  const attractions = WEIGHTS.attraction * visits + WEIGHTS.interest * Math.min(visits, interestMatches(ctx, stay.city));
  const lagrange = LAMBDAS.map((lambda, m) => {
    const lodgingValue = Math.max(...lodging.map((l) => (l.score - lambda * l.nightly) * stay.nights));
    return lodgingValue + meals.lagrange[m]! + attractions;
  });
  const cost = Math.min(...lodging.map((l) => l.nightly)) * stay.nights + meals.cost;
  return { cost, lagrange };
}

/** A stay's meals' share of its bounds, which depends only on its city and how many meals it requires and allows. */
interface MealPart {
  /** For each LAMBDAS[m]: the most the meals can add to quality - lambda * cost. */
  readonly lagrange: readonly number[];
  /** The cheapest required meals' cost. */
  readonly cost: number;
}

/** Meal parts per context, by city and meal counts: a state's stays share a few dozen of them. */
const mealParts = new WeakMap<Context, Map<string, MealPart>>();

function mealPart(ctx: Context, stay: Stay): MealPart {
  let parts = mealParts.get(ctx);
  if (!parts) {
    parts = new Map();
    mealParts.set(ctx, parts);
  }
  const key = `${stay.city}\u0000${stay.requiredMeals}\u0000${stay.optionalMeals}`;
  let part = parts.get(key);
  if (!part) {
    const meals = mealsFor(ctx, stay);
    const lagrange = LAMBDAS.map((lambda) => {
      const values = meals.map((m) => m.score - lambda * m.cost).sort((a, b) => b - a);
      let mealValue = 0;
      values.forEach((v, k) => {
        if (k < stay.requiredMeals || (k < stay.requiredMeals + stay.optionalMeals && v > 0)) mealValue += v;
      });
      return mealValue;
    });
    part = {
      lagrange,
      cost: -sumTop(
        meals.map((m) => -m.cost),
        stay.requiredMeals,
      ),
    };
    parts.set(key, part);
  }
  return part;
}

/** How many of a city's sights match the traveller's interests (the most that can earn the interest weight). */
export function interestMatches(ctx: Context, city: string): number {
  const interests = ctx.spec.wishes.interests ?? [];
  if (interests.length === 0) return 0;
  return ctx.city(city).attractions.filter((a) => a.categories.some((c) => (interests as readonly string[]).includes(c))).length;
}

/** With opening hours, whether each full day of the stay can have a sight of its own (a matching of days to sights). */
function distinctSightsPerDay(ctx: Context, stay: Stay): boolean {
  const sights = ctx.city(stay.city).attractions;
  if (stay.fullDays <= 0 || !sights.some((a) => a.openingHours !== null)) return true;
  const stretch = (date: string, start: number) => ({
    date,
    meals: ['breakfast', 'lunch', 'dinner'] as ('breakfast' | 'lunch' | 'dinner')[],
    start,
    end: CLOCK.dayEnd,
  });
  const options = Array.from({ length: stay.fullDays }, (_, k) => {
    const date = ctx.dates[stay.arrive + k]!;
    const start = Math.max(CLOCK.fullDayStart, k === 0 ? (stay.firstDayFrom ?? 0) : 0);
    return sights.map((a, i) => (stretchFits({ ...stretch(date, start), sights: [a] }) ? i : -1)).filter((i) => i >= 0);
  });
  const owner = new Map<number, number>();
  const assign = (day: number, seen: Set<number>): boolean => {
    for (const s of options[day]!) {
      if (seen.has(s)) continue;
      seen.add(s);
      const other = owner.get(s);
      if (other === undefined || assign(other, seen)) {
        owner.set(s, day);
        return true;
      }
    }
    return false;
  };
  return options.every((_, day) => assign(day, new Set()));
}

/**
 * The cities a trip may visit: the destination city, or the cities of the destination state (not the origin); when
 * the request names as many cities as it visits, exactly those, in the sandbox's order (not the order written, so
 * ties between routes break as they would without the list). A named city the state does not have is left out:
 * the pool is then too small for any route, and explain reports the gap. Fewer named cities than the trip visits
 * leave the pool whole; the enumeration keeps only the routes through all of them (enumerateSkeletons).
 */
export function candidateCities(ctx: Context): string[] {
  const { spec, sandbox } = ctx;
  if (spec.destination.kind === 'city') return [spec.destination.name];
  const state = sandbox.citiesIn(spec.destination.name).filter((c) => c !== spec.origin);
  return spec.cities.length === spec.cityCount ? state.filter((c) => spec.cities.includes(c)) : state;
}

/** The required cities as places of the pool (1..n), or null when one is not in the pool (no route can visit it). */
function requiredPlaces(pool: readonly string[], cities: readonly string[]): number[] | null {
  const places = cities.map((c) => pool.indexOf(c) + 1);
  return places.includes(0) ? null : places;
}

/** Increasing day sequences 1 = t0 < t1 < ... < tk = days with k = cityCount. */
function legDays(days: number, cityCount: number): number[][] {
  const out: number[][] = [];
  const rec = (prefix: number[]) => {
    if (prefix.length === cityCount) {
      out.push([...prefix, days]);
      return;
    }
    const last = prefix[prefix.length - 1]!;
    const remaining = cityCount - prefix.length; // legs still to place before the final one
    for (let t = last + 1; t <= days - remaining; t++) rec([...prefix, t]);
  };
  rec([1]);
  return out;
}

export interface Enumeration {
  /** (Route, day pattern) pairs whose skeletons were built so far: best() builds only the ones it needs. */
  readonly considered: number;
  /** Skeletons built so far whose legs have transport, whose stays can be completed and whose cheapest plan fits the budget. */
  readonly kept: number;
  /** Every kept skeleton, in enumeration order (builds them all: meant for tests and small trips). */
  all(): Skeleton[];
  /**
   * The kept skeletons best first: highest quality bound, then lowest cost bound (the cost objective: lowest cost
   * bound), ties in enumeration order; exactly the order a stable sort of all() gives. Best-first and lazy: each
   * (route, day pattern) pair has an optimistic bound of its own from per-stay bounds at the most room a travel day
   * can leave, and its skeletons are built only once the next skeleton could come from it, so a search that stops
   * after a few skeletons never builds the other tens of thousands.
   */
  best(objective: 'quality' | 'cost'): Iterable<Skeleton>;
}

/**
 * The morning after an option's arrival when its check-in passes midnight (what is left of the next day: the leg
 * that leaves then, or the first full day), undefined otherwise and on the way home.
 */
function morningOf(o: TransportOption, homeward: boolean): Morning | undefined {
  return homeward || !o.schedule ? undefined : morningAfter(o.schedule.arrive);
}

/** The room an option leaves at the ends of its leg that matter (not at the origin), and the morning after it, as a key. */
function roomProfile(o: TransportOption, outbound: boolean, homeward: boolean): string {
  const { departure: d, arrival: a } = o.room;
  const dep = outbound ? '---' : `${+d.breakfast}${homeward ? +d.lunch : 0}${+d.attraction}`;
  const arr = homeward ? '---' : `${+a.lunch}${+a.dinner}${+a.attraction}`;
  return `${dep}|${arr}|${morningOf(o, homeward)?.checkedIn ?? ''}`;
}

/** A leg with what the bounds need precomputed: cheapest costs by mode class and the room it can leave. */
interface LegInfo {
  readonly leg: Leg;
  /** The morning after its arrival, when the arrival reaches into the next day (the same for every option of a variant). */
  readonly morning: Morning | undefined;
  readonly drive: number;
  readonly other: number;
  readonly arrivalMeals: number;
  readonly arrivalSights: number;
  readonly departureMeals: number;
  readonly departureMealsHome: number;
  readonly departureSights: number;
}

function legInfo(leg: Leg, morning: Morning | undefined): LegInfo {
  let drive = Infinity;
  let other = Infinity;
  let arrivalMeals = 0;
  let arrivalSights = 0;
  let departureMeals = 0;
  let departureMealsHome = 0;
  let departureSights = 0;
  for (const o of leg.options) {
    if (o.mode === 'self-driving') drive = Math.min(drive, o.cost);
    else other = Math.min(other, o.cost);
    arrivalMeals = Math.max(arrivalMeals, Number(o.room.arrival.lunch) + Number(o.room.arrival.dinner));
    arrivalSights = Math.max(arrivalSights, Number(o.room.arrival.attraction));
    departureMeals = Math.max(departureMeals, Number(o.room.departure.breakfast));
    departureMealsHome = Math.max(departureMealsHome, Number(o.room.departure.breakfast) + Number(o.room.departure.lunch));
    departureSights = Math.max(departureSights, Number(o.room.departure.attraction));
  }
  return { leg, morning, drive, other, arrivalMeals, arrivalSights, departureMeals, departureMealsHome, departureSights };
}

/**
 * Every skeleton whose legs have some allowed transport and whose stays can be completed, with its bounds.
 * `budget`, when given, also drops skeletons whose cheapest conceivable plan exceeds it. Legs and stays are
 * built once and shared between skeletons (a state trip has up to ~10^5 skeletons).
 */
export function enumerateSkeletons(ctx: Context, budget: number | null): Enumeration {
  const { spec } = ctx;
  const pool = candidateCities(ctx);
  const patterns = legDays(spec.days, spec.cityCount);
  const n = pool.length;
  const D = spec.days + 1;
  const k = spec.cityCount;
  const P = patterns.length;

  // Places: 0 is the origin, 1..n the pool. Legs keyed by (from, to, day); stays by (city, arrive, depart, room).
  // A leg whose options leave different room on the day (a morning and an evening flight) is split into one
  // variant per room profile, so each skeleton fixes what its travel days leave room for: the selection model
  // stays as tight as without timing, and the bounds are exact about travel-day meals and sights.
  const place = (c: number) => (c === 0 ? spec.origin : pool[c - 1]!);
  // Caches are arrays indexed by their key: the bound pass looks them up for every (route, pattern) pair.
  const legs: (LegInfo[] | undefined)[] = new Array((n + 1) * (n + 1) * D);
  const legsAfter = new Map<string, LegInfo[]>();
  /** The leg's variants; on a `morning` after an arrival overnight, of the options that leave late enough (legOptions). */
  const legAt = (from: number, to: number, day: number, morning?: Morning): LegInfo[] => {
    const key = (from * (n + 1) + to) * D + day;
    let variants = morning ? legsAfter.get(`${key}:${morning.checkedIn}`) : legs[key];
    if (variants === undefined) {
      const date = ctx.dates[day - 1]!;
      const groups = new Map<string, TransportOption[]>();
      for (const o of ctx.leg(place(from), place(to), date, morning)) {
        const profile = roomProfile(o, from === 0, to === 0);
        groups.set(profile, [...(groups.get(profile) ?? []), o]);
      }
      variants = [...groups.values()].map((options) => legInfo({ from: place(from), to: place(to), day, date, options }, morningOf(options[0]!, to === 0)));
      if (morning) legsAfter.set(`${key}:${morning.checkedIn}`, variants);
      else legs[key] = variants;
    }
    return variants;
  };
  /**
   * The variants of leg j of a route after leg j - 1's variant `before` (days[j - 1], days[j]): a leg that leaves on
   * the morning the one before arrived overnight keeps only the options that leave late enough, with the room that
   * morning leaves; every other leg is as it is.
   */
  const legAfter = (before: LegInfo, from: number, to: number, days: readonly number[], j: number): LegInfo[] =>
    legAt(from, to, days[j]!, before.morning && days[j] === days[j - 1]! + 1 ? before.morning : undefined);
  /**
   * What the pair bounds need of a leg over all its variants (cheapest costs, the most room left at each end):
   * the same figures as one variant holding every option.
   */
  const summaries: (LegInfo | null | undefined)[] = new Array((n + 1) * (n + 1) * D);
  const summaryAt = (from: number, to: number, day: number): LegInfo | null => {
    const key = (from * (n + 1) + to) * D + day;
    let summary = summaries[key];
    if (summary === undefined) {
      const variants = legAt(from, to, day);
      summary = variants.length === 0 ? null : legInfo({ ...variants[0]!.leg, options: variants.flatMap((v) => v.leg.options) }, undefined);
      summaries[key] = summary;
    }
    return summary;
  };
  const stays: ({ stay: Stay; bounds: StayBounds } | null | undefined)[] = new Array((n + 1) * D * D * 15);
  const staysAfter = new Map<string, { stay: Stay; bounds: StayBounds } | null>();
  /**
   * A stay and its bounds, or null when it cannot be completed. `firstDayFrom`: when its first full day may start,
   * after an arrival overnight (a later start holds no more than a full day's, so the bounds without it are
   * optimistic for it).
   */
  const stayAt = (city: number, arrive: number, depart: number, meals: number, sights: number, firstDayFrom?: number) => {
    const key = (((city * D + arrive) * D + depart) * 5 + meals) * 3 + sights;
    const late = firstDayFrom !== undefined && depart - arrive > 1 ? firstDayFrom : undefined;
    let entry = late === undefined ? stays[key] : staysAfter.get(`${key}:${late}`);
    if (entry === undefined) {
      const caps = Array.from({ length: Math.max(0, depart - arrive - 1) }, (_, j) =>
        ctx.fullDayCapacity(place(city), ctx.dates[arrive + j]!, j === 0 ? late : undefined),
      );
      const stay = makeStay(spec, place(city), arrive, depart, { meals, sights }, caps, late);
      const bounds = stayBounds(ctx, stay);
      entry = bounds ? { stay, bounds } : null;
      if (late === undefined) stays[key] = entry;
      else staysAfter.set(`${key}:${late}`, entry);
    }
    return entry;
  };

  // Routes in enumeration order (k distinct pool cities, lexicographic); a (route, pattern) pair is route * P + pattern.
  // A typed array of n!/(n-k)! routes of k cities each (a 100-city state, three cities: 2.9 million entries).
  // Routes must pass through every required city: a pair whose route misses one is never built, a node whose
  // prefix misses two is never opened, and one whose prefix misses one bounds only the routes ending there.
  const required = requiredPlaces(pool, spec.cities);
  let routeCount = k <= n && required !== null ? 1 : 0;
  for (let j = 0; j < k && routeCount > 0; j++) routeCount *= n - j;
  const routes = new Int32Array(routeCount * k);
  {
    const route: number[] = [];
    const used = new Array<boolean>(n + 1).fill(false);
    let filled = 0;
    const visit = () => {
      if (route.length === k) {
        for (let j = 0; j < k; j++) routes[filled++] = route[j]!;
        return;
      }
      for (let c = 1; c <= n; c++) {
        if (used[c]) continue;
        used[c] = true;
        route.push(c);
        visit();
        route.pop();
        used[c] = false;
      }
    };
    visit();
  }
  const pairs = (routes.length / Math.max(k, 1)) * P;
  /**
   * The required cities the first `length` cities of the route at `base` leave out: 0 when none, the one when
   * exactly one, -1 when more.
   */
  const requiredLeft = (base: number, length: number): number => {
    let left = 0;
    for (const c of required ?? []) {
      let found = false;
      for (let j = 0; j < length && !found; j++) found = routes[base + j] === c;
      if (found) continue;
      if (left !== 0) return -1;
      left = c;
    }
    return left;
  };
  const visitsRequired = (at: number): boolean => requiredLeft(Math.floor(at / P) * k, k) === 0;

  // A kept skeleton is a compact record: its bounds, its pair, and its k + 1 leg variants (their combinations are
  // built in lexicographic order, so the pair and the record's rank within it give the enumeration order).
  const qualityBounds: number[] = [];
  const costBounds: number[] = [];
  const costAtQuality: number[] = [];
  const pairOf: number[] = [];
  const variantsOf: number[] = [];
  let considered = 0;
  const lagrange = new Float64Array(LAMBDAS.length);
  // lagrange[m] without its budget term: the bound of max(quality - lambda * cost) itself.
  const unbudgeted = new Float64Array(LAMBDAS.length);
  const route = new Array<number>(k + 2).fill(0);
  const legInfos = new Array<LegInfo>(k + 1);
  const variantIndex = new Array<number>(k + 1).fill(0);
  const stayCost = new Float64Array(k);
  const stayEntries = new Array<StayBounds>(k);
  let pair = 0;

  /** Builds every kept skeleton of one (route, pattern) pair, in enumeration order. */
  const build = (at: number): void => {
    if (!visitsRequired(at)) return;
    considered++;
    pair = at;
    const r = Math.floor(at / P);
    const days = patterns[at % P]!;
    for (let j = 1; j <= k; j++) route[j] = routes[r * k + j - 1]!;
    for (let j = 0; j <= k; j++) if (legAt(route[j]!, route[j + 1]!, days[j]!).length === 0) return;
    combine(days, 0, 0, 0);
  };
  /**
   * Every choice of one variant per leg, each a skeleton. Choosing leg j's variant settles the stay before it
   * (stay j - 1, between legs j - 1 and j), so a stay that cannot be completed, or a partial cost already over
   * the budget (every part of the cost is at least zero), cuts the remaining choices at once. Leg j's variants
   * depend on leg j - 1's: after an arrival overnight, the next morning's leg keeps the options that leave late
   * enough and the room left (legAfter), and the stay's first full day starts late.
   */
  const combine = (days: readonly number[], j: number, drive: number, other: number): void => {
    if (j <= k) {
      const options = j === 0 ? legAt(route[0]!, route[1]!, days[0]!) : legAfter(legInfos[j - 1]!, route[j]!, route[j + 1]!, days, j);
      for (let v = 0; v < options.length; v++) {
        const info = options[v]!;
        legInfos[j] = info;
        variantIndex[j] = v;
        if (j > 0) {
          const before = legInfos[j - 1]!;
          const meals = before.arrivalMeals + (j === k ? info.departureMealsHome : info.departureMeals);
          const entry = stayAt(route[j]!, days[j - 1]!, days[j]!, meals, before.arrivalSights + info.departureSights, before.morning?.from);
          if (!entry) continue;
          stayCost[j - 1] = entry.bounds.cost;
          stayEntries[j - 1] = entry.bounds;
          // A lower bound of the final cost (the tolerance keeps rounding from cutting a plan that fits exactly).
          if (budget !== null) {
            let partial = Math.min(drive + info.drive, other + info.other);
            for (let s = 0; s < j; s++) partial += stayCost[s]!;
            if (partial > budget + 1e-6) continue;
          }
        }
        combine(days, j + 1, drive + info.drive, other + info.other);
      }
      return;
    }
    const transport = Math.min(drive, other);
    if (!Number.isFinite(transport)) return;
    // Summed in the order the bounds were always summed: transport first, then each stay.
    let cost = transport;
    for (let s = 0; s < k; s++) cost += stayCost[s]!;
    // Prices with cents add up a hair off in floating point: the tolerance keeps a plan that fits exactly (the
    // model's budget row, in whole cents, is exact).
    if (budget !== null && cost > budget + 1e-6) return;
    for (let m = 0; m < LAMBDAS.length; m++) {
      let most = -LAMBDAS[m]! * transport;
      let value = most + (budget === null ? 0 : LAMBDAS[m]! * budget);
      for (let s = 0; s < k; s++) {
        most += stayEntries[s]!.lagrange[m]!;
        value += stayEntries[s]!.lagrange[m]!;
      }
      unbudgeted[m] = most;
      lagrange[m] = value;
    }
    // Without a budget only lambda = 0 is a valid multiplier. Floor: quality is an integer.
    let bound = lagrange[0]!;
    if (budget !== null) for (let m = 1; m < LAMBDAS.length; m++) bound = Math.min(bound, lagrange[m]!);
    const quality = Math.floor(bound + 1e-9);
    // Any plan reaching `quality` costs at least (quality - max(quality - lambda * cost)) / lambda. From the sum
    // without the budget term: adding and taking back lambda x a huge budget would lose the cents.
    let atQuality = cost;
    for (let m = 1; m < LAMBDAS.length; m++) atQuality = Math.max(atQuality, (quality - unbudgeted[m]!) / LAMBDAS[m]!);
    qualityBounds.push(quality);
    costBounds.push(cost);
    costAtQuality.push(atQuality);
    pairOf.push(pair);
    for (let s = 0; s <= k; s++) variantsOf.push(variantIndex[s]!);
  };

  /**
   * Bounds of a whole pair: its stays each at the most room any variant of its two travel legs could leave, and
   * its transport at the cheapest variant of each leg. More room never lowers a stay's quality bound nor raises
   * its cost bound, so no skeleton of the pair has a higher quality bound or a lower cost bound. Summed in the
   * same order as the skeletons' own (floating-point addition is monotone). Null when the pair has no skeleton.
   */
  const roomMeals = new Array<number>(k + 1).fill(0);
  const roomSights = new Array<number>(k + 1).fill(0);
  let pairQuality = 0;
  let pairCost = 0;
  let legDrive = 0;
  let legOther = 0;
  /**
   * Legs 0..last of the route at `base` in `routes` (day pattern `days`; leg k goes home), each at its summary:
   * their cheapest costs by mode class into legDrive and legOther, the room they leave into roomMeals and
   * roomSights. False when a leg has no transport.
   */
  const addLegs = (base: number, days: readonly number[], last: number): boolean => {
    legDrive = 0;
    legOther = 0;
    for (let j = 0; j <= last; j++) {
      const leg = summaryAt(j === 0 ? 0 : routes[base + j - 1]!, j === k ? 0 : routes[base + j]!, days[j]!);
      if (leg === null) return false;
      legDrive += leg.drive;
      legOther += leg.other;
      roomMeals[j] = leg.arrivalMeals;
      roomSights[j] = leg.arrivalSights;
      if (j > 0) {
        roomMeals[j - 1]! += j === k ? leg.departureMealsHome : leg.departureMeals;
        roomSights[j - 1]! += leg.departureSights;
      }
    }
    return true;
  };

  /**
   * Sets pairQuality and pairCost; false when the pair has no skeleton. With `tight` false the quality bound is
   * the plain one (lambda = 0 only), cheaper and never below the tight one: the search keys every pair by it
   * first and tightens only the pairs that reach the front.
   */
  const pairBounds = (at: number, tight: boolean): boolean => {
    const r = Math.floor(at / P);
    const days = patterns[at % P]!;
    if (!addLegs(r * k, days, k)) return false;
    const drive = legDrive;
    const other = legOther;
    const transport = Math.min(drive, other);
    if (!Number.isFinite(transport)) return false;
    let cost = transport;
    const lambdas = tight && budget !== null ? LAMBDAS.length : 1;
    for (let m = 0; m < lambdas; m++) lagrange[m] = -LAMBDAS[m]! * transport + (budget === null ? 0 : LAMBDAS[m]! * budget);
    for (let j = 0; j < k; j++) {
      const entry = stayAt(routes[r * k + j]!, days[j]!, days[j + 1]!, roomMeals[j]!, roomSights[j]!);
      if (!entry) return false;
      cost += entry.bounds.cost;
      const values = entry.bounds.lagrange;
      for (let m = 0; m < lambdas; m++) lagrange[m]! += values[m]!;
    }
    if (budget !== null && cost > budget + 1e-6) return false;
    let bound = lagrange[0]!;
    for (let m = 1; m < lambdas; m++) bound = Math.min(bound, lagrange[m]!);
    pairQuality = Math.floor(bound + 1e-9);
    pairCost = cost;
    return true;
  };

  /**
   * Pairs are generated lazily for trips of two or more cities (a 100-city state has 970,200 three-city routes, ten
   * day patterns each): a node stands for the pairs of one day pattern whose routes share their first k - 1 cities
   * (consecutive in the routes: the last city runs over the m unused ones), with bounds no child pair can beat. Its
   * known legs and stays are bounded as in pairBounds; the last leg, the last stay and the leg home are bounded over
   * every other city of the pool (suffixAt), and the stay before them at the most room any such leg leaves. The heap
   * orders nodes and pairs together by (key, lowest pair index below), so pairs come out in the same order as when
   * every pair is bounded first, and a node is expanded before any pair it might hold one to precede.
   * Required cities: a prefix that leaves out one of them holds pairs only through it, so its last stay is bounded
   * over that city alone (suffixVia); a prefix that leaves out two holds none. A node's lowest pair index may be a
   * pair that misses a required city (never opened): it is still no higher than any pair the node holds.
   */
  const m = n - k + 1;
  const lazy = k >= 2 && n >= k;
  const nodes = lazy ? (routes.length / k / m) * P : 0;
  interface Suffix {
    readonly drive: number;
    readonly other: number;
    readonly departureMeals: number;
    readonly departureSights: number;
    readonly stayCost: number;
    readonly stayQuality: number;
  }
  /** The bounds of the last leg, stay and leg home after city `a` on pattern `p`, over the last cities `c` from..to. */
  const suffixOver = (a: number, p: number, from: number, to: number): Suffix | null => {
    const days = patterns[p]!;
    let drive = Infinity;
    let other = Infinity;
    let departureMeals = 0;
    let departureSights = 0;
    let stayCost = Infinity;
    let stayQuality = -Infinity;
    for (let c = from; c <= to; c++) {
      if (c === a) continue;
      const out = summaryAt(a, c, days[k - 1]!);
      const home = summaryAt(c, 0, days[k]!);
      if (out === null || home === null) continue;
      const stay = stayAt(c, days[k - 1]!, days[k]!, out.arrivalMeals + home.departureMealsHome, out.arrivalSights + home.departureSights);
      if (!stay) continue;
      drive = Math.min(drive, out.drive + home.drive);
      other = Math.min(other, out.other + home.other);
      departureMeals = Math.max(departureMeals, out.departureMeals);
      departureSights = Math.max(departureSights, out.departureSights);
      stayCost = Math.min(stayCost, stay.bounds.cost);
      stayQuality = Math.max(stayQuality, stay.bounds.lagrange[0]!);
    }
    return stayCost === Infinity ? null : { drive, other, departureMeals, departureSights, stayCost, stayQuality };
  };
  const suffixes: (Suffix | null | undefined)[] = new Array((n + 1) * P);
  /** Over every other city of the pool. */
  const suffixAt = (a: number, p: number): Suffix | null => {
    const key = a * P + p;
    let entry = suffixes[key];
    if (entry === undefined) suffixes[key] = entry = suffixOver(a, p, 1, n);
    return entry;
  };
  const suffixesVia = new Map<number, Suffix | null>();
  /** Through city `c` only: the one required city a node's prefix leaves out. */
  const suffixVia = (a: number, c: number, p: number): Suffix | null => {
    const key = (c * (n + 1) + a) * P + p;
    let entry = suffixesVia.get(key);
    if (entry === undefined) suffixesVia.set(key, (entry = suffixOver(a, p, c, c)));
    return entry;
  };
  const nodeKey = new Float64Array(nodes);
  /** Sets nodeKey[node] (the cost bound, or minus the plain quality bound) and says whether the node may hold a pair. */
  const nodeBounds = (node: number, objective: 'quality' | 'cost'): boolean => {
    const p = node % P;
    const base = Math.floor(node / P) * m * k;
    const days = patterns[p]!;
    const left = requiredLeft(base, k - 1);
    if (left < 0 || !addLegs(base, days, k - 2)) return false;
    const drive = legDrive;
    const other = legOther;
    const suffix = left === 0 ? suffixAt(routes[base + k - 2]!, p) : suffixVia(routes[base + k - 2]!, left, p);
    if (suffix === null) return false;
    roomMeals[k - 2]! += suffix.departureMeals;
    roomSights[k - 2]! += suffix.departureSights;
    const transport = Math.min(drive + suffix.drive, other + suffix.other);
    if (!Number.isFinite(transport)) return false;
    let cost = transport;
    let quality = 0;
    for (let j = 0; j <= k - 2; j++) {
      const entry = stayAt(routes[base + j]!, days[j]!, days[j + 1]!, roomMeals[j]!, roomSights[j]!);
      if (!entry) return false;
      cost += entry.bounds.cost;
      quality += entry.bounds.lagrange[0]!;
    }
    cost += suffix.stayCost;
    quality += suffix.stayQuality;
    // Sums in another order than a pair's: the slack keeps rounding from cutting a node, or putting it a hair after
    // its pairs, where a pair's own sum would not.
    if (budget !== null && cost - 1e-6 > budget + 1e-6) return false;
    nodeKey[node] = objective === 'cost' ? cost - 1e-6 : -Math.floor(quality + 1e-6);
    return true;
  };
  /** The lowest pair index a heap item stands for (a pair: itself). */
  const firstPair = (item: number): number => {
    if (item < pairs) return item;
    const node = item - pairs;
    return Math.floor(node / P) * m * P + (node % P);
  };

  const materialise = (i: number): Skeleton => {
    const at = pairOf[i]!;
    const r = Math.floor(at / P);
    const cities = [0, ...routes.subarray(r * k, r * k + k), 0];
    const days = patterns[at % P]!;
    const chosen: LegInfo[] = [];
    for (let j = 0; j <= k; j++) {
      const options = j === 0 ? legAt(cities[0]!, cities[1]!, days[0]!) : legAfter(chosen[j - 1]!, cities[j]!, cities[j + 1]!, days, j);
      chosen.push(options[variantsOf[i * (k + 1) + j]!]!);
    }
    const stayList = Array.from({ length: k }, (_, j) => {
      const before = chosen[j]!;
      const after = chosen[j + 1]!;
      const meals = before.arrivalMeals + (j === k - 1 ? after.departureMealsHome : after.departureMeals);
      return stayAt(cities[j + 1]!, days[j]!, days[j + 1]!, meals, before.arrivalSights + after.departureSights, before.morning?.from)!.stay;
    });
    return {
      stays: stayList,
      legs: chosen.map((l) => l.leg),
      qualityBound: qualityBounds[i]!,
      costBound: costBounds[i]!,
      costAtQualityBound: costAtQuality[i]!,
    };
  };

  return {
    get considered() {
      return considered;
    },
    get kept() {
      return qualityBounds.length;
    },
    all() {
      const from = qualityBounds.length;
      for (let at = 0; at < pairs; at++) build(at);
      return Array.from({ length: qualityBounds.length - from }, (_, i) => materialise(from + i));
    },
    best: function* (objective) {
      const first = qualityBounds.length;
      // Records: a before b in the order of a stable sort by the objective's keys, ties by enumeration order
      // (records are pushed in enumeration order within a pair, and pairs are numbered in enumeration order).
      const recordBefore =
        objective === 'cost'
          ? (a: number, b: number) =>
              costBounds[a]! < costBounds[b]! || (costBounds[a] === costBounds[b] && (pairOf[a]! < pairOf[b]! || (pairOf[a] === pairOf[b] && a < b)))
          : (a: number, b: number) =>
              qualityBounds[a]! > qualityBounds[b]! ||
              (qualityBounds[a] === qualityBounds[b] &&
                (costBounds[a]! < costBounds[b]! || (costBounds[a] === costBounds[b] && (pairOf[a]! < pairOf[b]! || (pairOf[a] === pairOf[b] && a < b)))));
      const pairKey = new Float64Array(pairs);
      const tightened = new Uint8Array(pairs);
      const open: number[] = [];
      /** Bounds pair `at`; true when it may hold a skeleton. */
      const openPair = (at: number): boolean => {
        if (!visitsRequired(at) || !pairBounds(at, false)) return false;
        pairKey[at] = objective === 'cost' ? pairCost : -pairQuality;
        // The cost bound is already exact for a pair; so is the plain quality bound without a budget.
        tightened[at] = objective === 'cost' || budget === null ? 1 : 0;
        return true;
      };
      if (lazy) {
        for (let node = 0; node < nodes; node++) if (nodeBounds(node, objective)) open.push(pairs + node);
      } else {
        for (let at = 0; at < pairs; at++) if (openPair(at)) open.push(at);
      }
      // Heap items: pairs (0 .. pairs - 1) and nodes (pairs + node). Ties: the lower first pair, then a node first.
      const keyOf = (item: number): number => (item < pairs ? pairKey[item]! : nodeKey[item - pairs]!);
      const pairHeap = new Heap(open, (a, b) => {
        const ka = keyOf(a);
        const kb = keyOf(b);
        if (ka !== kb) return ka < kb;
        const fa = firstPair(a);
        const fb = firstPair(b);
        return fa < fb || (fa === fb && a > b);
      });
      const records = new Heap([], (a, b) => recordBefore(a, b));
      // A record may go out once no unbuilt pair could hold one that comes before it: its key strictly beats
      // the best unbuilt pair's (or node's) bound (on a tie the pair may hold a cheaper or earlier skeleton).
      const safe = (record: number, item: number) => (objective === 'cost' ? costBounds[record]! < keyOf(item) : qualityBounds[record]! > -keyOf(item));
      for (;;) {
        while (pairHeap.size > 0 && (records.size === 0 || !safe(records.peek()!, pairHeap.peek()!))) {
          const at = pairHeap.pop()!;
          if (at >= pairs) {
            // A node: its pairs join the heap (the last city runs over the m routes of its prefix).
            const node = at - pairs;
            const first = Math.floor(node / P) * m;
            for (let t = 0; t < m; t++) {
              const child = (first + t) * P + (node % P);
              if (openPair(child)) pairHeap.push(child);
            }
            continue;
          }
          if (!tightened[at]) {
            // Tighten, and put it back where its tight bound belongs (never earlier than before).
            tightened[at] = 1;
            pairBounds(at, true);
            pairKey[at] = -pairQuality;
            pairHeap.push(at);
            continue;
          }
          const from = qualityBounds.length;
          build(at);
          for (let i = from; i < qualityBounds.length; i++) if (i >= first) records.push(i);
        }
        const next = records.pop();
        if (next === undefined) return;
        yield materialise(next);
      }
    },
  };
}

/** A binary heap of numbers, popping the one that comes first; built from its items in linear time. */
class Heap {
  private readonly items: number[];
  constructor(
    items: number[],
    private readonly before: (a: number, b: number) => boolean,
  ) {
    this.items = items;
    for (let i = (items.length >> 1) - 1; i >= 0; i--) this.down(i);
  }
  get size(): number {
    return this.items.length;
  }
  peek(): number | undefined {
    return this.items[0];
  }
  push(item: number): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(items[i]!, items[parent]!)) return;
      const t = items[parent]!;
      items[parent] = items[i]!;
      items[i] = t;
      i = parent;
    }
  }
  pop(): number | undefined {
    const items = this.items;
    if (items.length === 0) return undefined;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      this.down(0);
    }
    return top;
  }
  private down(i: number): void {
    const items = this.items;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= items.length) return;
      const r = l + 1;
      const c = r < items.length && this.before(items[r]!, items[l]!) ? r : l;
      if (!this.before(items[c]!, items[i]!)) return;
      const t = items[c]!;
      items[c] = items[i]!;
      items[i] = t;
      i = c;
    }
  }
}
