/**
 * Route skeletons: which cities, in which order, and on which days each leg runs. The first leg leaves
 * the origin on day 1 and the last returns on the final day (the benchmark's closed route with transport
 * on day 1). A city entered on day a and left on day b is stayed in for b - a nights and has b - a - 1
 * full days (three meals and at least one attraction each).
 *
 * For every skeleton the search computes an optimistic quality bound (budget ignored) and a pessimistic-free
 * cost bound (the cheapest conceivable plan), so skeletons can be ordered and pruned without solving them. What a
 * skeleton is made of is in solver/skeleton-context.ts, its bounds in solver/skeleton-bounds.ts.
 */
import type { TripSpec } from '../src/tripspec/index.ts';
import { PACE_CAP, type Morning, type TransportOption } from './candidates.ts';
import { morningAfter } from './timeline.ts';
import { candidateCities, type Context, type Leg, type Stay } from './skeleton-context.ts';
import { LAMBDAS, PairBounds, legInfo, stayBounds, type LegInfo, type PairSource, type StayBounds, type StayEntry } from './skeleton-bounds.ts';

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

/**
 * Every skeleton whose legs have some allowed transport and whose stays can be completed, with its bounds.
 * `budget`, when given, also drops skeletons whose cheapest conceivable plan exceeds it. Legs and stays are
 * built once and shared between skeletons (a state trip has up to ~10^5 skeletons).
 */
export function enumerateSkeletons(ctx: Context, budget: number | null): Enumeration {
  return new SkeletonEnumeration(ctx, budget);
}

/**
 * One trip's enumeration. Places: 0 is the origin, 1..n the pool. Legs are keyed by (from, to, day); stays by
 * (city, arrive, depart, room). A leg whose options leave different room on the day (a morning and an evening
 * flight) is split into one variant per room profile, so each skeleton fixes what its travel days leave room for:
 * the selection model stays as tight as without timing, and the bounds are exact about travel-day meals and sights.
 * The caches are arrays indexed by their key: the bound pass looks them up for every (route, pattern) pair.
 */
class SkeletonEnumeration implements Enumeration, PairSource {
  readonly patterns: number[][];
  readonly n: number;
  readonly k: number;
  readonly routes: Int32Array;
  private readonly spec: TripSpec;
  private readonly pool: readonly string[];
  /** Days + 1: leg and stay keys run over days 0..days. */
  private readonly D: number;
  /** Day patterns per route. */
  private readonly P: number;
  private readonly required: number[] | null;
  /** (Route, pattern) pairs. */
  private readonly pairs: number;
  private readonly legs: (LegInfo[] | undefined)[];
  private readonly legsAfter = new Map<string, LegInfo[]>();
  private readonly summaries: (LegInfo | null | undefined)[];
  private readonly stays: (StayEntry | null | undefined)[];
  private readonly staysAfter = new Map<string, StayEntry | null>();
  private readonly bounds: PairBounds;

  // A kept skeleton is a compact record: its bounds, its pair, and its k + 1 leg variants (their combinations are
  // built in lexicographic order, so the pair and the record's rank within it give the enumeration order).
  private readonly qualityBounds: number[] = [];
  private readonly costBounds: number[] = [];
  private readonly costAtQuality: number[] = [];
  private readonly pairOf: number[] = [];
  private readonly variantsOf: number[] = [];
  private consideredPairs = 0;

  // Scratch of the pair being built (build, combine, record).
  private readonly lagrange = new Float64Array(LAMBDAS.length);
  /** lagrange[m] without its budget term: the bound of max(quality - lambda * cost) itself. */
  private readonly unbudgeted = new Float64Array(LAMBDAS.length);
  private readonly route: number[];
  private readonly legInfos: LegInfo[];
  private readonly variantIndex: number[];
  private readonly stayCost: Float64Array;
  private readonly stayEntries: StayBounds[];
  private pair = 0;

  constructor(
    private readonly ctx: Context,
    readonly budget: number | null,
  ) {
    const spec = (this.spec = ctx.spec);
    this.pool = candidateCities(ctx);
    this.patterns = legDays(spec.days, spec.cityCount);
    const n = (this.n = this.pool.length);
    const D = (this.D = spec.days + 1);
    const k = (this.k = spec.cityCount);
    const P = (this.P = this.patterns.length);
    this.legs = new Array((n + 1) * (n + 1) * D);
    this.summaries = new Array((n + 1) * (n + 1) * D);
    this.stays = new Array((n + 1) * D * D * 15);
    this.required = requiredPlaces(this.pool, spec.cities);
    this.routes = listRoutes(n, k, this.required !== null);
    this.pairs = (this.routes.length / Math.max(k, 1)) * P;
    this.route = new Array<number>(k + 2).fill(0);
    this.legInfos = new Array<LegInfo>(k + 1);
    this.variantIndex = new Array<number>(k + 1).fill(0);
    this.stayCost = new Float64Array(k);
    this.stayEntries = new Array<StayBounds>(k);
    this.bounds = new PairBounds(this);
  }

  get considered(): number {
    return this.consideredPairs;
  }

  get kept(): number {
    return this.qualityBounds.length;
  }

  private place(c: number): string {
    return c === 0 ? this.spec.origin : this.pool[c - 1]!;
  }

  /** The leg's variants; on a `morning` after an arrival overnight, of the options that leave late enough (legOptions). */
  private legAt(from: number, to: number, day: number, morning?: Morning): LegInfo[] {
    const key = (from * (this.n + 1) + to) * this.D + day;
    let variants = morning ? this.legsAfter.get(`${key}:${morning.checkedIn}`) : this.legs[key];
    if (variants === undefined) {
      const date = this.ctx.dates[day - 1]!;
      const groups = new Map<string, TransportOption[]>();
      for (const o of this.ctx.leg(this.place(from), this.place(to), date, morning)) {
        const profile = roomProfile(o, from === 0, to === 0);
        groups.set(profile, [...(groups.get(profile) ?? []), o]);
      }
      variants = [...groups.values()].map((options) =>
        legInfo({ from: this.place(from), to: this.place(to), day, date, options }, morningOf(options[0]!, to === 0)),
      );
      if (morning) this.legsAfter.set(`${key}:${morning.checkedIn}`, variants);
      else this.legs[key] = variants;
    }
    return variants;
  }

  /**
   * The variants of leg j of a route after leg j - 1's variant `before` (days[j - 1], days[j]): a leg that leaves on
   * the morning the one before arrived overnight keeps only the options that leave late enough, with the room that
   * morning leaves; every other leg is as it is.
   */
  private legAfter(before: LegInfo, from: number, to: number, days: readonly number[], j: number): LegInfo[] {
    return this.legAt(from, to, days[j]!, before.morning && days[j] === days[j - 1]! + 1 ? before.morning : undefined);
  }

  /**
   * What the pair bounds need of a leg over all its variants (cheapest costs, the most room left at each end):
   * the same figures as one variant holding every option.
   */
  summaryAt(from: number, to: number, day: number): LegInfo | null {
    const key = (from * (this.n + 1) + to) * this.D + day;
    let summary = this.summaries[key];
    if (summary === undefined) {
      const variants = this.legAt(from, to, day);
      summary = variants.length === 0 ? null : legInfo({ ...variants[0]!.leg, options: variants.flatMap((v) => v.leg.options) }, undefined);
      this.summaries[key] = summary;
    }
    return summary;
  }

  /**
   * A stay and its bounds, or null when it cannot be completed. `firstDayFrom`: when its first full day may start,
   * after an arrival overnight (a later start holds no more than a full day's, so the bounds without it are
   * optimistic for it).
   */
  stayAt(city: number, arrive: number, depart: number, meals: number, sights: number, firstDayFrom?: number): StayEntry | null {
    const D = this.D;
    const key = (((city * D + arrive) * D + depart) * 5 + meals) * 3 + sights;
    const late = firstDayFrom !== undefined && depart - arrive > 1 ? firstDayFrom : undefined;
    let entry = late === undefined ? this.stays[key] : this.staysAfter.get(`${key}:${late}`);
    if (entry === undefined) {
      const { ctx } = this;
      const caps = Array.from({ length: Math.max(0, depart - arrive - 1) }, (_, j) =>
        ctx.fullDayCapacity(this.place(city), ctx.dates[arrive + j]!, j === 0 ? late : undefined),
      );
      const stay = makeStay(this.spec, this.place(city), arrive, depart, { meals, sights }, caps, late);
      const bounds = stayBounds(ctx, stay);
      entry = bounds ? { stay, bounds } : null;
      if (late === undefined) this.stays[key] = entry;
      else this.staysAfter.set(`${key}:${late}`, entry);
    }
    return entry;
  }

  /**
   * The required cities the first `length` cities of the route at `base` leave out: 0 when none, the one when
   * exactly one, -1 when more.
   */
  requiredLeft(base: number, length: number): number {
    let left = 0;
    for (const c of this.required ?? []) {
      let found = false;
      for (let j = 0; j < length && !found; j++) found = this.routes[base + j] === c;
      if (found) continue;
      if (left !== 0) return -1;
      left = c;
    }
    return left;
  }

  private visitsRequired(at: number): boolean {
    return this.requiredLeft(Math.floor(at / this.P) * this.k, this.k) === 0;
  }

  /** Builds every kept skeleton of one (route, pattern) pair, in enumeration order. */
  private build(at: number): void {
    if (!this.visitsRequired(at)) return;
    this.consideredPairs++;
    this.pair = at;
    const { k, P, route } = this;
    const r = Math.floor(at / P);
    const days = this.patterns[at % P]!;
    for (let j = 1; j <= k; j++) route[j] = this.routes[r * k + j - 1]!;
    for (let j = 0; j <= k; j++) if (this.legAt(route[j]!, route[j + 1]!, days[j]!).length === 0) return;
    this.combine(days, 0, 0, 0);
  }

  /**
   * Every choice of one variant per leg, each a skeleton. Choosing leg j's variant settles the stay before it
   * (stay j - 1, between legs j - 1 and j), so a stay that cannot be completed, or a partial cost already over
   * the budget (every part of the cost is at least zero), cuts the remaining choices at once. Leg j's variants
   * depend on leg j - 1's: after an arrival overnight, the next morning's leg keeps the options that leave late
   * enough and the room left (legAfter), and the stay's first full day starts late.
   */
  private combine(days: readonly number[], j: number, drive: number, other: number): void {
    const { k, budget, route, legInfos, stayCost } = this;
    if (j > k) {
      this.record(drive, other);
      return;
    }
    const options = j === 0 ? this.legAt(route[0]!, route[1]!, days[0]!) : this.legAfter(legInfos[j - 1]!, route[j]!, route[j + 1]!, days, j);
    for (let v = 0; v < options.length; v++) {
      const info = options[v]!;
      legInfos[j] = info;
      this.variantIndex[j] = v;
      if (j > 0) {
        const before = legInfos[j - 1]!;
        const meals = before.arrivalMeals + (j === k ? info.departureMealsHome : info.departureMeals);
        const entry = this.stayAt(route[j]!, days[j - 1]!, days[j]!, meals, before.arrivalSights + info.departureSights, before.morning?.from);
        if (!entry) continue;
        stayCost[j - 1] = entry.bounds.cost;
        this.stayEntries[j - 1] = entry.bounds;
        // A lower bound of the final cost (the tolerance keeps rounding from cutting a plan that fits exactly).
        if (budget !== null) {
          let partial = Math.min(drive + info.drive, other + info.other);
          for (let s = 0; s < j; s++) partial += stayCost[s]!;
          if (partial > budget + 1e-6) continue;
        }
      }
      this.combine(days, j + 1, drive + info.drive, other + info.other);
    }
  }

  /** Keeps the skeleton of the chosen variants (legInfos, stayEntries) with its bounds, when it fits the budget. */
  private record(drive: number, other: number): void {
    const { k, budget, stayCost, stayEntries, lagrange, unbudgeted } = this;
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
    this.qualityBounds.push(quality);
    this.costBounds.push(cost);
    this.costAtQuality.push(atQuality);
    this.pairOf.push(this.pair);
    for (let s = 0; s <= k; s++) this.variantsOf.push(this.variantIndex[s]!);
  }

  /** The lowest pair index a heap item stands for (a pair: itself; a node: its first pair). */
  private firstPair(item: number): number {
    if (item < this.pairs) return item;
    const node = item - this.pairs;
    return Math.floor(node / this.P) * this.bounds.m * this.P + (node % this.P);
  }

  /** The skeleton of record i, its legs and stays rebuilt from its pair and leg variants. */
  private materialise(i: number): Skeleton {
    const { k, P } = this;
    const at = this.pairOf[i]!;
    const r = Math.floor(at / P);
    const cities = [0, ...this.routes.subarray(r * k, r * k + k), 0];
    const days = this.patterns[at % P]!;
    const chosen: LegInfo[] = [];
    for (let j = 0; j <= k; j++) {
      const options = j === 0 ? this.legAt(cities[0]!, cities[1]!, days[0]!) : this.legAfter(chosen[j - 1]!, cities[j]!, cities[j + 1]!, days, j);
      chosen.push(options[this.variantsOf[i * (k + 1) + j]!]!);
    }
    const stayList = Array.from({ length: k }, (_, j) => {
      const before = chosen[j]!;
      const after = chosen[j + 1]!;
      const meals = before.arrivalMeals + (j === k - 1 ? after.departureMealsHome : after.departureMeals);
      return this.stayAt(cities[j + 1]!, days[j]!, days[j + 1]!, meals, before.arrivalSights + after.departureSights, before.morning?.from)!.stay;
    });
    return {
      stays: stayList,
      legs: chosen.map((l) => l.leg),
      qualityBound: this.qualityBounds[i]!,
      costBound: this.costBounds[i]!,
      costAtQualityBound: this.costAtQuality[i]!,
    };
  }

  all(): Skeleton[] {
    const from = this.qualityBounds.length;
    for (let at = 0; at < this.pairs; at++) this.build(at);
    return Array.from({ length: this.qualityBounds.length - from }, (_, i) => this.materialise(from + i));
  }

  /**
   * Records: a before b in the order of a stable sort by the objective's keys, ties by enumeration order (records
   * are pushed in enumeration order within a pair, and pairs are numbered in enumeration order).
   */
  private recordOrder(objective: 'quality' | 'cost'): (a: number, b: number) => boolean {
    const { qualityBounds, costBounds, pairOf } = this;
    return objective === 'cost'
      ? (a: number, b: number) =>
          costBounds[a]! < costBounds[b]! || (costBounds[a] === costBounds[b] && (pairOf[a]! < pairOf[b]! || (pairOf[a] === pairOf[b] && a < b)))
      : (a: number, b: number) =>
          qualityBounds[a]! > qualityBounds[b]! ||
          (qualityBounds[a] === qualityBounds[b] &&
            (costBounds[a]! < costBounds[b]! || (costBounds[a] === costBounds[b] && (pairOf[a]! < pairOf[b]! || (pairOf[a] === pairOf[b] && a < b)))));
  }

  *best(objective: 'quality' | 'cost'): Generator<Skeleton> {
    const { pairs, bounds, budget, P, qualityBounds, costBounds } = this;
    const first = qualityBounds.length;
    const pairKey = new Float64Array(pairs);
    const tightened = new Uint8Array(pairs);
    const open: number[] = [];
    /** Bounds pair `at`; true when it may hold a skeleton. */
    const openPair = (at: number): boolean => {
      if (!this.visitsRequired(at) || !bounds.pair(at, false)) return false;
      pairKey[at] = objective === 'cost' ? bounds.cost : -bounds.quality;
      // The cost bound is already exact for a pair; so is the plain quality bound without a budget.
      tightened[at] = objective === 'cost' || budget === null ? 1 : 0;
      return true;
    };
    if (bounds.lazy) {
      for (let node = 0; node < bounds.nodes; node++) if (bounds.node(node, objective)) open.push(pairs + node);
    } else {
      for (let at = 0; at < pairs; at++) if (openPair(at)) open.push(at);
    }
    // Heap items: pairs (0 .. pairs - 1) and nodes (pairs + node). Ties: the lower first pair, then a node first.
    const keyOf = (item: number): number => (item < pairs ? pairKey[item]! : bounds.nodeKey[item - pairs]!);
    const pairHeap = new Heap(open, (a, b) => {
      const ka = keyOf(a);
      const kb = keyOf(b);
      if (ka !== kb) return ka < kb;
      const fa = this.firstPair(a);
      const fb = this.firstPair(b);
      return fa < fb || (fa === fb && a > b);
    });
    const records = new Heap([], this.recordOrder(objective));
    // A record may go out once no unbuilt pair could hold one that comes before it: its key strictly beats
    // the best unbuilt pair's (or node's) bound (on a tie the pair may hold a cheaper or earlier skeleton).
    const safe = (record: number, item: number) => (objective === 'cost' ? costBounds[record]! < keyOf(item) : qualityBounds[record]! > -keyOf(item));
    for (;;) {
      while (pairHeap.size > 0 && (records.size === 0 || !safe(records.peek()!, pairHeap.peek()!))) {
        const at = pairHeap.pop()!;
        if (at >= pairs) {
          // A node: its pairs join the heap (the last city runs over the m routes of its prefix).
          const node = at - pairs;
          const firstRoute = Math.floor(node / P) * bounds.m;
          for (let t = 0; t < bounds.m; t++) {
            const child = (firstRoute + t) * P + (node % P);
            if (openPair(child)) pairHeap.push(child);
          }
          continue;
        }
        if (!tightened[at]) {
          // Tighten, and put it back where its tight bound belongs (never earlier than before).
          tightened[at] = 1;
          bounds.pair(at, true);
          pairKey[at] = -bounds.quality;
          pairHeap.push(at);
          continue;
        }
        const from = qualityBounds.length;
        this.build(at);
        for (let i = from; i < qualityBounds.length; i++) if (i >= first) records.push(i);
      }
      const next = records.pop();
      if (next === undefined) return;
      yield this.materialise(next);
    }
  }
}

/**
 * Routes in enumeration order (k distinct pool places 1..n, lexicographic), one after the other: a typed array of
 * n!/(n-k)! routes of k cities each (a 100-city state, three cities: 2.9 million entries). None when a required
 * city is not in the pool. Routes must pass through every required city: a pair whose route misses one is never
 * built, a node whose prefix misses two is never opened, and one whose prefix misses one bounds only the routes
 * ending there.
 */
function listRoutes(n: number, k: number, requiredInPool: boolean): Int32Array {
  let routeCount = k <= n && requiredInPool ? 1 : 0;
  for (let j = 0; j < k && routeCount > 0; j++) routeCount *= n - j;
  const routes = new Int32Array(routeCount * k);
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
  return routes;
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
