/**
 * The bounds of route skeletons, which let the search order and prune them without solving them: for a stay, an
 * optimistic quality bound (the budget relaxed, by Lagrangian multipliers) and a lower bound on its cost; for a
 * (route, day pattern) pair, and for a node of pairs sharing all but their last city, bounds no skeleton of theirs
 * can beat. solver/skeleton.ts sums a skeleton's own bounds from the stay bounds here.
 */
import { WEIGHTS, type Morning } from './candidates.ts';
import { CLOCK } from '../src/timeline/constants.ts';
import { stretchFits } from './timeline.ts';
import { interestMatches, mealsFor, type Context, type Leg, type Stay } from './skeleton-context.ts';

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

/** A leg with what the bounds need precomputed: cheapest costs by mode class and the room it can leave. */
export interface LegInfo {
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

export function legInfo(leg: Leg, morning: Morning | undefined): LegInfo {
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

/** A stay of a route with its bounds. */
export interface StayEntry {
  readonly stay: Stay;
  readonly bounds: StayBounds;
}

/** What the pair bounds read of an enumeration (solver/skeleton.ts): its routes, their legs and stays, the cities they must visit. */
export interface PairSource {
  /** The day patterns: leg days 1 = t0 < t1 < ... < tk = days. */
  readonly patterns: readonly (readonly number[])[];
  /** k pool places (1..n) per route, route after route; a (route, pattern) pair is route * patterns.length + pattern. */
  readonly routes: Int32Array;
  /** Cities in the pool. */
  readonly n: number;
  /** Cities per route. */
  readonly k: number;
  readonly budget: number | null;
  /** A leg over all its variants (cheapest costs, the most room left at each end); null when it has no transport. */
  summaryAt(from: number, to: number, day: number): LegInfo | null;
  /** A stay and its bounds; null when it cannot be completed. */
  stayAt(city: number, arrive: number, depart: number, meals: number, sights: number): StayEntry | null;
  /** The required cities the first `length` cities of the route at `base` leave out: 0 when none, the one when exactly one, -1 when more. */
  requiredLeft(base: number, length: number): number;
}

/**
 * Bounds of a whole pair: its stays each at the most room any variant of its two travel legs could leave, and
 * its transport at the cheapest variant of each leg. More room never lowers a stay's quality bound nor raises
 * its cost bound, so no skeleton of the pair has a higher quality bound or a lower cost bound. Summed in the
 * same order as the skeletons' own (floating-point addition is monotone).
 *
 * Pairs are generated lazily for trips of two or more cities (a 100-city state has 970,200 three-city routes, ten
 * day patterns each): a node stands for the pairs of one day pattern whose routes share their first k - 1 cities
 * (consecutive in the routes: the last city runs over the m unused ones), with bounds no child pair can beat. Its
 * known legs and stays are bounded as in pair(); the last leg, the last stay and the leg home are bounded over
 * every other city of the pool (suffixAt), and the stay before them at the most room any such leg leaves.
 * Required cities: a prefix that leaves out one of them holds pairs only through it, so its last stay is bounded
 * over that city alone (suffixVia); a prefix that leaves out two holds none.
 */
export class PairBounds {
  /** The quality bound pair() found last (floored: quality is an integer). */
  quality = 0;
  /** The cost bound pair() found last. */
  cost = 0;
  /** Whether pairs come from nodes (trips of two or more cities). */
  readonly lazy: boolean;
  /** Routes under one node: the last city runs over the m cities its prefix leaves unused. */
  readonly m: number;
  /** Nodes: (route prefix, day pattern); none when pairs are not generated lazily. */
  readonly nodes: number;
  /** Each node's key, set by node(): the cost bound, or minus the plain quality bound. */
  readonly nodeKey: Float64Array;
  private readonly patterns: readonly (readonly number[])[];
  private readonly routes: Int32Array;
  private readonly n: number;
  private readonly k: number;
  private readonly P: number;
  private readonly budget: number | null;
  /** The room the legs around each stay leave (addLegs), stay j between legs j and j + 1. */
  private readonly roomMeals: number[];
  private readonly roomSights: number[];
  /** The legs' cheapest costs by mode class (addLegs). */
  private legDrive = 0;
  private legOther = 0;
  private readonly lagrange = new Float64Array(LAMBDAS.length);
  private readonly suffixes: (Suffix | null | undefined)[];
  private readonly suffixesVia = new Map<number, Suffix | null>();

  constructor(private readonly source: PairSource) {
    const { patterns, routes, n, k } = source;
    this.patterns = patterns;
    this.routes = routes;
    this.n = n;
    this.k = k;
    this.P = patterns.length;
    this.budget = source.budget;
    this.roomMeals = new Array<number>(k + 1).fill(0);
    this.roomSights = new Array<number>(k + 1).fill(0);
    this.m = n - k + 1;
    this.lazy = k >= 2 && n >= k;
    this.nodes = this.lazy ? (routes.length / k / this.m) * this.P : 0;
    this.suffixes = new Array((n + 1) * this.P);
    this.nodeKey = new Float64Array(this.nodes);
  }

  /**
   * Legs 0..last of the route at `base` in `routes` (day pattern `days`; leg k goes home), each at its summary:
   * their cheapest costs by mode class into legDrive and legOther, the room they leave into roomMeals and
   * roomSights. False when a leg has no transport.
   */
  private addLegs(base: number, days: readonly number[], last: number): boolean {
    const { routes, k, roomMeals, roomSights } = this;
    this.legDrive = 0;
    this.legOther = 0;
    for (let j = 0; j <= last; j++) {
      const leg = this.source.summaryAt(j === 0 ? 0 : routes[base + j - 1]!, j === k ? 0 : routes[base + j]!, days[j]!);
      if (leg === null) return false;
      this.legDrive += leg.drive;
      this.legOther += leg.other;
      roomMeals[j] = leg.arrivalMeals;
      roomSights[j] = leg.arrivalSights;
      if (j > 0) {
        roomMeals[j - 1]! += j === k ? leg.departureMealsHome : leg.departureMeals;
        roomSights[j - 1]! += leg.departureSights;
      }
    }
    return true;
  }

  /**
   * Sets quality and cost to the bounds of pair `at`; false when the pair has no skeleton. With `tight` false the
   * quality bound is the plain one (lambda = 0 only), cheaper and never below the tight one: the search keys every
   * pair by it first and tightens only the pairs that reach the front.
   */
  pair(at: number, tight: boolean): boolean {
    const { k, P, budget, routes, roomMeals, roomSights, lagrange } = this;
    const r = Math.floor(at / P);
    const days = this.patterns[at % P]!;
    if (!this.addLegs(r * k, days, k)) return false;
    const drive = this.legDrive;
    const other = this.legOther;
    const transport = Math.min(drive, other);
    if (!Number.isFinite(transport)) return false;
    let cost = transport;
    const lambdas = tight && budget !== null ? LAMBDAS.length : 1;
    for (let m = 0; m < lambdas; m++) lagrange[m] = -LAMBDAS[m]! * transport + (budget === null ? 0 : LAMBDAS[m]! * budget);
    for (let j = 0; j < k; j++) {
      const entry = this.source.stayAt(routes[r * k + j]!, days[j]!, days[j + 1]!, roomMeals[j]!, roomSights[j]!);
      if (!entry) return false;
      cost += entry.bounds.cost;
      const values = entry.bounds.lagrange;
      for (let m = 0; m < lambdas; m++) lagrange[m]! += values[m]!;
    }
    if (budget !== null && cost > budget + 1e-6) return false;
    let bound = lagrange[0]!;
    for (let m = 1; m < lambdas; m++) bound = Math.min(bound, lagrange[m]!);
    this.quality = Math.floor(bound + 1e-9);
    this.cost = cost;
    return true;
  }

  /** The bounds of the last leg, stay and leg home after city `a` on pattern `p`, over the last cities `c` from..to. */
  private suffixOver(a: number, p: number, from: number, to: number): Suffix | null {
    const { k } = this;
    const days = this.patterns[p]!;
    let drive = Infinity;
    let other = Infinity;
    let departureMeals = 0;
    let departureSights = 0;
    let stayCost = Infinity;
    let stayQuality = -Infinity;
    for (let c = from; c <= to; c++) {
      if (c === a) continue;
      const out = this.source.summaryAt(a, c, days[k - 1]!);
      const home = this.source.summaryAt(c, 0, days[k]!);
      if (out === null || home === null) continue;
      const stay = this.source.stayAt(c, days[k - 1]!, days[k]!, out.arrivalMeals + home.departureMealsHome, out.arrivalSights + home.departureSights);
      if (!stay) continue;
      drive = Math.min(drive, out.drive + home.drive);
      other = Math.min(other, out.other + home.other);
      departureMeals = Math.max(departureMeals, out.departureMeals);
      departureSights = Math.max(departureSights, out.departureSights);
      stayCost = Math.min(stayCost, stay.bounds.cost);
      stayQuality = Math.max(stayQuality, stay.bounds.lagrange[0]!);
    }
    return stayCost === Infinity ? null : { drive, other, departureMeals, departureSights, stayCost, stayQuality };
  }

  /** Over every other city of the pool. */
  private suffixAt(a: number, p: number): Suffix | null {
    const key = a * this.P + p;
    let entry = this.suffixes[key];
    if (entry === undefined) this.suffixes[key] = entry = this.suffixOver(a, p, 1, this.n);
    return entry;
  }

  /** Through city `c` only: the one required city a node's prefix leaves out. */
  private suffixVia(a: number, c: number, p: number): Suffix | null {
    const key = (c * (this.n + 1) + a) * this.P + p;
    let entry = this.suffixesVia.get(key);
    if (entry === undefined) this.suffixesVia.set(key, (entry = this.suffixOver(a, p, c, c)));
    return entry;
  }

  /** Sets nodeKey[node] (the cost bound, or minus the plain quality bound) and says whether the node may hold a pair. */
  node(node: number, objective: 'quality' | 'cost'): boolean {
    const { k, P, m, budget, routes, roomMeals, roomSights } = this;
    const p = node % P;
    const base = Math.floor(node / P) * m * k;
    const days = this.patterns[p]!;
    const left = this.source.requiredLeft(base, k - 1);
    if (left < 0 || !this.addLegs(base, days, k - 2)) return false;
    const drive = this.legDrive;
    const other = this.legOther;
    const suffix = left === 0 ? this.suffixAt(routes[base + k - 2]!, p) : this.suffixVia(routes[base + k - 2]!, left, p);
    if (suffix === null) return false;
    roomMeals[k - 2]! += suffix.departureMeals;
    roomSights[k - 2]! += suffix.departureSights;
    const transport = Math.min(drive + suffix.drive, other + suffix.other);
    if (!Number.isFinite(transport)) return false;
    let cost = transport;
    let quality = 0;
    for (let j = 0; j <= k - 2; j++) {
      const entry = this.source.stayAt(routes[base + j]!, days[j]!, days[j + 1]!, roomMeals[j]!, roomSights[j]!);
      if (!entry) return false;
      cost += entry.bounds.cost;
      quality += entry.bounds.lagrange[0]!;
    }
    cost += suffix.stayCost;
    quality += suffix.stayQuality;
    // Sums in another order than a pair's: the slack keeps rounding from cutting a node, or putting it a hair after
    // its pairs, where a pair's own sum would not.
    if (budget !== null && cost - 1e-6 > budget + 1e-6) return false;
    this.nodeKey[node] = objective === 'cost' ? cost - 1e-6 : -Math.floor(quality + 1e-6);
    return true;
  }
}

/** The last leg, the last stay and the leg home of a node's routes, bounded over the cities they may end in. */
interface Suffix {
  readonly drive: number;
  readonly other: number;
  readonly departureMeals: number;
  readonly departureSights: number;
  readonly stayCost: number;
  readonly stayQuality: number;
}
