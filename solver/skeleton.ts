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
import { CLOCK } from '../src/timeline/constants.ts';
import { stretchFits } from './timeline.ts';

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
  /** The most sights a full day in the city can hold on that date (the pace's cap without opening hours). */
  readonly fullDayCapacity: (city: string, date: string) => number;
}

export function makeContext(spec: TripSpec, sandbox: Sandbox): Context {
  const cities = new Map<string, CityCandidates>();
  const legs = new Map<string, TransportOption[]>();
  const lodging = new Map<string, LodgingCandidate[]>();
  const capacities = new Map<string, number>();
  const perDay = PACE_CAP[spec.wishes.pace ?? 'normal'];
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
    fullDayCapacity: (name, date) => {
      const sights = city(name).attractions;
      if (!sights.some((a) => a.openingHours !== null)) return perDay;
      const key = `${name}\u0000${date}`;
      let cap = capacities.get(key);
      if (cap === undefined) {
        cap = 0;
        const stretch = { date, meals: ['breakfast', 'lunch', 'dinner'] as const, start: CLOCK.fullDayStart, end: CLOCK.dayEnd };
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
export interface TravelRoom {
  readonly meals: number;
  readonly sights: number;
}

export function makeStay(spec: TripSpec, city: string, arrive: number, depart: number, room: TravelRoom, caps?: readonly number[]): Stay {
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
  // Opening hours: every full day needs a sight of its own.
  if (stay.dayCaps.some((cap) => cap === 0) || !distinctSightsPerDay(ctx, stay)) return undefined;
  const meals = mealsFor(ctx, stay);
  const visits = Math.min(c.attractions.length, stay.maxAttractions);
  const attractions = WEIGHTS.attraction * visits + WEIGHTS.interest * Math.min(visits, interestMatches(ctx, stay.city));
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
  const stretch = (date: string) => ({ date, meals: ['breakfast', 'lunch', 'dinner'] as ('breakfast' | 'lunch' | 'dinner')[], start: CLOCK.fullDayStart, end: CLOCK.dayEnd });
  const options = Array.from({ length: stay.fullDays }, (_, k) => {
    const date = ctx.dates[stay.arrive + k]!;
    return sights.map((a, i) => (stretchFits({ ...stretch(date), sights: [a] }) ? i : -1)).filter((i) => i >= 0);
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

export interface Enumeration {
  /** How many were considered before dropping the impossible ones. */
  readonly considered: number;
  /** How many were kept (their legs have transport, their stays can be completed, their cheapest plan fits the budget). */
  readonly kept: number;
  /** Every kept skeleton, in enumeration order (materialised on each call: meant for tests and small trips). */
  all(): Skeleton[];
  /**
   * The kept skeletons best first: highest quality bound, then lowest cost bound (the cost objective: lowest cost
   * bound), ties in enumeration order, which is the order a stable sort of all() gives. Lazy: a heap over compact
   * records, so a search that stops after a few skeletons never builds the other tens of thousands.
   */
  best(objective: 'quality' | 'cost'): Iterable<Skeleton>;
}

/** The room an option leaves at the ends of its leg that matter (not at the origin), as a key. */
function roomProfile(o: TransportOption, outbound: boolean, homeward: boolean): string {
  const { departure: d, arrival: a } = o.room;
  const dep = outbound ? '---' : `${+d.breakfast}${homeward ? +d.lunch : 0}${+d.attraction}`;
  const arr = homeward ? '---' : `${+a.lunch}${+a.dinner}${+a.attraction}`;
  return `${dep}|${arr}`;
}

/** A leg with what the bounds need precomputed: cheapest costs by mode class and the room it can leave. */
interface LegInfo {
  readonly leg: Leg;
  readonly drive: number;
  readonly other: number;
  readonly arrivalMeals: number;
  readonly arrivalSights: number;
  readonly departureMeals: number;
  readonly departureMealsHome: number;
  readonly departureSights: number;
}

function legInfo(leg: Leg): LegInfo {
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
  return { leg, drive, other, arrivalMeals, arrivalSights, departureMeals, departureMealsHome, departureSights };
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
  let considered = 0;

  // Places: 0 is the origin, 1..n the pool. Legs keyed by (from, to, day); stays by (city, arrive, depart, room).
  // A leg whose options leave different room on the day (a morning and an evening flight) is split into one
  // variant per room profile, so each skeleton fixes what its travel days leave room for: the selection model
  // stays as tight as without timing, and the bounds are exact about travel-day meals and sights.
  const place = (k: number) => (k === 0 ? spec.origin : pool[k - 1]!);
  const legs = new Map<number, LegInfo[]>();
  const legAt = (from: number, to: number, day: number): LegInfo[] => {
    const key = (from * (n + 1) + to) * D + day;
    let variants = legs.get(key);
    if (variants === undefined) {
      const date = ctx.dates[day - 1]!;
      const groups = new Map<string, TransportOption[]>();
      for (const o of ctx.leg(place(from), place(to), date)) {
        const profile = roomProfile(o, from === 0, to === 0);
        groups.set(profile, [...(groups.get(profile) ?? []), o]);
      }
      variants = [...groups.values()].map((options) => legInfo({ from: place(from), to: place(to), day, date, options }));
      legs.set(key, variants);
    }
    return variants;
  };
  const stays = new Map<number, { stay: Stay; bounds: StayBounds } | null>();
  const stayAt = (city: number, arrive: number, depart: number, meals: number, sights: number) => {
    const key = ((((city * D + arrive) * D + depart) * 5 + meals) * 3) + sights;
    let entry = stays.get(key);
    if (entry === undefined) {
      const caps = Array.from({ length: Math.max(0, depart - arrive - 1) }, (_, k) => ctx.fullDayCapacity(place(city), ctx.dates[arrive + k]!));
      const stay = makeStay(spec, place(city), arrive, depart, { meals, sights }, caps);
      const bounds = stayBounds(ctx, stay);
      entry = bounds ? { stay, bounds } : null;
      stays.set(key, entry);
    }
    return entry;
  };
  /** The meals and sights a stay's travel days leave room for, given its arrival and departure leg variants. */
  const roomOf = (arrival: LegInfo, departure: LegInfo, isLast: boolean) => ({
    meals: arrival.arrivalMeals + (isLast ? departure.departureMealsHome : departure.departureMeals),
    sights: arrival.arrivalSights + departure.departureSights,
  });

  // A kept skeleton is a compact record: its bounds, and its recipe (k cities, the pattern, k + 1 leg variants).
  // Tens of thousands are kept for a large state; only the few the search reaches become objects.
  const k = spec.cityCount;
  const width = 2 * k + 2;
  const qualityBounds: number[] = [];
  const costBounds: number[] = [];
  const recipes: number[] = [];
  const lagrange = new Float64Array(LAMBDAS.length);
  const route = new Array<number>(k + 2).fill(0);
  const used = new Array<boolean>(n + 1).fill(false);
  const legInfos = new Array<LegInfo>(k + 1);
  const variantIndex = new Array<number>(k + 1).fill(0);
  const variants = new Array<LegInfo[]>(k + 1);
  const stayCost = new Float64Array(k);
  const stayEntries = new Array<StayBounds>(k);
  let pattern = 0;
  const visit = (depth: number) => {
    if (depth <= k) {
      for (let c = 1; c <= n; c++) {
        if (used[c]) continue;
        used[c] = true;
        route[depth] = c;
        visit(depth + 1);
        used[c] = false;
      }
      return;
    }
    for (pattern = 0; pattern < patterns.length; pattern++) {
      const days = patterns[pattern]!;
      considered++;
      let possible = true;
      for (let j = 0; j <= k && possible; j++) {
        variants[j] = legAt(route[j]!, route[j + 1]!, days[j]!);
        possible = variants[j]!.length > 0;
      }
      if (possible) combine(days, 0, 0, 0);
    }
  };
  /**
   * Every choice of one variant per leg, each a skeleton. Choosing leg j's variant settles the stay before it
   * (stay j - 1, between legs j - 1 and j), so a stay that cannot be completed, or a partial cost already over
   * the budget (every part of the cost is at least zero), cuts the remaining choices at once.
   */
  const combine = (days: readonly number[], j: number, drive: number, other: number): void => {
    if (j <= k) {
      const options = variants[j]!;
      for (let v = 0; v < options.length; v++) {
        const info = options[v]!;
        legInfos[j] = info;
        variantIndex[j] = v;
        if (j > 0) {
          const before = legInfos[j - 1]!;
          const isLast = j === k;
          const meals = before.arrivalMeals + (isLast ? info.departureMealsHome : info.departureMeals);
          const entry = stayAt(route[j]!, days[j - 1]!, days[j]!, meals, before.arrivalSights + info.departureSights);
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
    // Summed in the same order as the stays' own bounds were always summed: transport first, then each stay.
    let cost = transport;
    for (let j = 0; j < k; j++) cost += stayCost[j]!;
    if (budget !== null && cost > budget) return;
    for (let m = 0; m < LAMBDAS.length; m++) {
      let value = -LAMBDAS[m]! * transport + (budget === null ? 0 : LAMBDAS[m]! * budget);
      for (let j = 0; j < k; j++) value += stayEntries[j]!.lagrange[m]!;
      lagrange[m] = value;
    }
    // Without a budget only lambda = 0 is a valid multiplier. Floor: quality is an integer.
    let bound = lagrange[0]!;
    if (budget !== null) for (let m = 1; m < LAMBDAS.length; m++) bound = Math.min(bound, lagrange[m]!);
    qualityBounds.push(Math.floor(bound + 1e-9));
    costBounds.push(cost);
    for (let j = 1; j <= k; j++) recipes.push(route[j]!);
    recipes.push(pattern);
    for (let j = 0; j <= k; j++) recipes.push(variantIndex[j]!);
  };
  route[0] = 0;
  route[k + 1] = 0;
  visit(1);

  const materialise = (i: number): Skeleton => {
    const at = i * width;
    const cities = [0, ...recipes.slice(at, at + k), 0];
    const days = patterns[recipes[at + k]!]!;
    const chosen = Array.from({ length: k + 1 }, (_, j) => legAt(cities[j]!, cities[j + 1]!, days[j]!)[recipes[at + k + 1 + j]!]!);
    const stayList = Array.from({ length: k }, (_, j) => {
      const room = roomOf(chosen[j]!, chosen[j + 1]!, j === k - 1);
      return stayAt(cities[j + 1]!, days[j]!, days[j + 1]!, room.meals, room.sights)!.stay;
    });
    return { stays: stayList, legs: chosen.map((l) => l.leg), qualityBound: qualityBounds[i]!, costBound: costBounds[i]! };
  };
  const kept = qualityBounds.length;
  return {
    considered,
    kept,
    all: () => Array.from({ length: kept }, (_, i) => materialise(i)),
    best: function* (objective) {
      // a comes before b: the order of a stable sort by the objective's keys, ties by enumeration index.
      const before =
        objective === 'cost'
          ? (a: number, b: number) => costBounds[a]! < costBounds[b]! || (costBounds[a] === costBounds[b] && a < b)
          : (a: number, b: number) =>
              qualityBounds[a]! > qualityBounds[b]! ||
              (qualityBounds[a] === qualityBounds[b] && (costBounds[a]! < costBounds[b]! || (costBounds[a] === costBounds[b] && a < b)));
      const heap = new MinHeap(kept, before);
      for (let i = heap.pop(); i !== undefined; i = heap.pop()) yield materialise(i);
    },
  };
}

/** A binary heap of the indices 0..size-1, built in linear time, popping the index that comes first. */
class MinHeap {
  private readonly items: Int32Array;
  private size: number;
  constructor(
    size: number,
    private readonly before: (a: number, b: number) => boolean,
  ) {
    this.items = new Int32Array(size);
    for (let i = 0; i < size; i++) this.items[i] = i;
    this.size = size;
    for (let i = (size >> 1) - 1; i >= 0; i--) this.down(i);
  }
  pop(): number | undefined {
    if (this.size === 0) return undefined;
    const top = this.items[0]!;
    this.size--;
    if (this.size > 0) {
      this.items[0] = this.items[this.size]!;
      this.down(0);
    }
    return top;
  }
  private down(i: number): void {
    const items = this.items;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.size) return;
      const r = l + 1;
      const c = r < this.size && this.before(items[r]!, items[l]!) ? r : l;
      if (!this.before(items[c]!, items[i]!)) return;
      const t = items[c]!;
      items[c] = items[i]!;
      items[i] = t;
      i = c;
    }
  }
}
