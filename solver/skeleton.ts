/**
 * Route skeletons: which cities, in which order, and on which days each leg runs. The first leg leaves
 * the origin on day 1 and the last returns on the final day (the benchmark's closed route with transport
 * on day 1). A city entered on day a and left on day b is stayed in for b - a nights and has b - a - 1
 * full days (three meals and at least one attraction each).
 *
 * For every skeleton the search computes an optimistic quality bound (budget ignored) and a pessimistic-free
 * cost bound (the cheapest conceivable plan), so skeletons can be ordered and pruned without solving them.
 */
import type { TripSpec } from '../src/spec/index.ts';
import { tripDates } from '../src/spec/index.ts';
import type { Sandbox } from '../src/sandbox/index.ts';
import { PACE_CAP, WEIGHTS, cityCandidates, legOptions, type CityCandidates, type LodgingCandidate, type TransportOption } from './candidates.ts';

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
  /** Extra meals the travel days allow (lunch and dinner on arrival; breakfast, and lunch before flying home, on departure). */
  readonly optionalMeals: number;
  readonly maxAttractions: number;
}

export interface Leg {
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
}

export interface Context {
  readonly spec: TripSpec;
  readonly sandbox: Sandbox;
  readonly dates: readonly string[];
  readonly city: (name: string) => CityCandidates;
  readonly leg: (from: string, to: string, date: string) => readonly TransportOption[];
  /** Lodging a stay of n nights may use, dominated listings removed. */
  readonly lodgingFor: (city: string, nights: number) => readonly LodgingCandidate[];
}

export function makeContext(spec: TripSpec, sandbox: Sandbox): Context {
  const cities = new Map<string, CityCandidates>();
  const legs = new Map<string, TransportOption[]>();
  const lodging = new Map<string, LodgingCandidate[]>();
  const city = (name: string): CityCandidates => {
    let c = cities.get(name);
    if (!c) cities.set(name, (c = cityCandidates(spec, sandbox, name)));
    return c;
  };
  return {
    spec,
    sandbox,
    dates: tripDates(spec),
    city,
    leg: (from, to, date) => {
      const key = `${from}\u0000${to}\u0000${date}`;
      let o = legs.get(key);
      if (!o) legs.set(key, (o = legOptions(spec, sandbox, from, to, date)));
      return o;
    },
    lodgingFor: (name, nights) => {
      const key = `${name}\u0000${nights}`;
      let l = lodging.get(key);
      if (!l) {
        const eligible = city(name).lodging.filter((c) => c.listing.minimumNights <= nights);
        l = eligible.filter((c, i) =>
          !eligible.some((o, j) => j !== i && o.nightly <= c.nightly && o.score >= c.score && (o.nightly < c.nightly || o.score > c.score || j < i)),
        );
        lodging.set(key, l);
      }
      return l;
    },
  };
}

export function makeStay(spec: TripSpec, city: string, arrive: number, depart: number, isLast: boolean): Stay {
  const nights = depart - arrive;
  const fullDays = nights - 1;
  const perDay = PACE_CAP[spec.wishes.pace ?? 'normal'];
  return {
    city,
    arrive,
    depart,
    nights,
    fullDays,
    requiredMeals: 3 * fullDays,
    optionalMeals: 2 + 1 + (isLast ? 1 : 0),
    maxAttractions: fullDays * perDay + 2,
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
export const LAMBDAS = Object.freeze([0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 2, 5]);

export interface StayBounds {
  /** Lower bound of the stay's cost (cheapest lodging, cheapest required meals). */
  readonly cost: number;
  /** For each LAMBDAS[k]: the most the stay can add to quality - lambda * cost. */
  readonly lagrange: readonly number[];
}

/** Bounds of one stay, or undefined when the stay cannot be completed at all. */
export function stayBounds(ctx: Context, stay: Stay): StayBounds | undefined {
  const c = ctx.city(stay.city);
  const lodging = ctx.lodgingFor(stay.city, stay.nights);
  if (lodging.length === 0 || c.meals.length < stay.requiredMeals || c.attractions.length < Math.max(stay.fullDays, 0)) return undefined;
  const meals = mealsFor(ctx, stay);
  const attractions = WEIGHTS.attraction * Math.min(c.attractions.length, stay.maxAttractions);
  const lagrange = LAMBDAS.map((lambda) => {
    const lodgingValue = Math.max(...lodging.map((l) => (l.score - lambda * l.nightly) * stay.nights));
    const values = meals.map((m) => m.score - lambda * m.cost).sort((a, b) => b - a);
    let mealValue = 0;
    values.forEach((v, k) => {
      if (k < stay.requiredMeals || (k < stay.requiredMeals + stay.optionalMeals && v > 0)) mealValue += v;
    });
    return lodgingValue + mealValue + attractions;
  });
  const cost = Math.min(...lodging.map((l) => l.nightly)) * stay.nights + -sumTop(meals.map((m) => -m.cost), stay.requiredMeals);
  return { cost, lagrange };
}

/** Cheapest transport for the legs, honouring the benchmark's rule that self-driving never mixes with flights or taxis. */
export function cheapestTransport(legs: readonly Leg[]): number | undefined {
  let drive = 0;
  let other = 0;
  for (const leg of legs) {
    const d = leg.options.filter((o) => o.mode === 'self-driving').map((o) => o.cost);
    const f = leg.options.filter((o) => o.mode !== 'self-driving').map((o) => o.cost);
    drive = d.length > 0 && Number.isFinite(drive) ? drive + Math.min(...d) : Infinity;
    other = f.length > 0 && Number.isFinite(other) ? other + Math.min(...f) : Infinity;
  }
  const best = Math.min(drive, other);
  return Number.isFinite(best) ? best : undefined;
}

/** The cities a trip may visit: the destination city, or the cities of the destination state (not the origin). */
export function candidateCities(ctx: Context): string[] {
  const { spec, sandbox } = ctx;
  if (spec.destination.kind === 'city') return [spec.destination.name];
  return sandbox.citiesIn(spec.destination.name).filter((c) => c !== spec.origin);
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

/** Ordered selections of k distinct cities. */
function arrangements(pool: readonly string[], k: number): string[][] {
  if (k === 0) return [[]];
  const out: string[][] = [];
  pool.forEach((c, i) => {
    for (const rest of arrangements([...pool.slice(0, i), ...pool.slice(i + 1)], k - 1)) out.push([c, ...rest]);
  });
  return out;
}

export interface Enumeration {
  readonly skeletons: Skeleton[];
  /** How many were considered before dropping the impossible ones. */
  readonly considered: number;
}

/**
 * Every skeleton whose legs have some allowed transport and whose stays can be completed, with its bounds.
 * `budget`, when given, also drops skeletons whose cheapest conceivable plan exceeds it.
 */
export function enumerateSkeletons(ctx: Context, budget: number | null): Enumeration {
  const { spec } = ctx;
  const pool = candidateCities(ctx);
  const patterns = legDays(spec.days, spec.cityCount);
  const skeletons: Skeleton[] = [];
  let considered = 0;
  const stayCache = new Map<string, { stay: Stay; bounds: StayBounds | undefined }>();
  for (const cities of arrangements(pool, spec.cityCount)) {
    for (const days of patterns) {
      considered++;
      const route = [spec.origin, ...cities, spec.origin];
      const legs: Leg[] = [];
      let ok = true;
      for (let j = 0; j < days.length && ok; j++) {
        const options = ctx.leg(route[j]!, route[j + 1]!, ctx.dates[days[j]! - 1]!);
        if (options.length === 0) ok = false;
        legs.push({ from: route[j]!, to: route[j + 1]!, day: days[j]!, date: ctx.dates[days[j]! - 1]!, options });
      }
      if (!ok) continue;
      const transport = cheapestTransport(legs);
      if (transport === undefined) continue;
      const lagrange = LAMBDAS.map((lambda) => -lambda * transport + (budget === null ? 0 : lambda * budget));
      let cost = transport;
      const stays: Stay[] = [];
      for (let j = 0; j < cities.length && ok; j++) {
        const isLast = j === cities.length - 1;
        const key = `${cities[j]}\u0000${days[j]}\u0000${days[j + 1]}\u0000${isLast}`;
        let entry = stayCache.get(key);
        if (!entry) {
          const stay = makeStay(spec, cities[j]!, days[j]!, days[j + 1]!, isLast);
          entry = { stay, bounds: stayBounds(ctx, stay) };
          stayCache.set(key, entry);
        }
        if (!entry.bounds) ok = false;
        else {
          stays.push(entry.stay);
          entry.bounds.lagrange.forEach((v, k) => (lagrange[k]! += v));
          cost += entry.bounds.cost;
        }
      }
      if (!ok || (budget !== null && cost > budget)) continue;
      // Without a budget only lambda = 0 is a valid multiplier. Floor: quality is an integer.
      const qualityBound = Math.floor((budget === null ? lagrange[0]! : Math.min(...lagrange)) + 1e-9);
      skeletons.push({ stays, legs, qualityBound, costBound: cost });
    }
  }
  return { skeletons, considered };
}
