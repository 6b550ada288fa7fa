/**
 * Compact days: which `count` attractions of a stay to visit and which go on which day, so that the total
 * length of the days' routes is as small as possible. The solver fixes only how many attractions each day
 * gets (`dayCounts`); attractions are free, so no choice here touches the budget or any other requirement.
 *
 * A day with one attraction (or none) has no route, so only the days with two or more ("routed days")
 * matter; the one-stop days get the most central of the attractions left over, after the routed days
 * are settled. With one routed day (every TravelPlanner stay: arrival day, one full day, departure day)
 * every subset of the right size is tried when there are at most ENUMERATION_LIMIT of them, which is
 * exact. Otherwise: local search (swap two attractions between routed days, or replace a visited one by
 * an unvisited one, first improvement, each set measured by routing it) from the naive split and from a
 * greedy clustering grown from every attraction (the 40 most central ones in a city with more); the best result wins. Deterministic: attractions are
 * considered in name order and ties keep the first found.
 */
import { InternalError } from '../../src/common/errors.ts';
import type { Attraction } from '../../src/sandbox/index.ts';
import type { AttractionPlanner } from '../itinerary.ts';
import { haversineKm, type DistanceFn } from './distance.ts';
import { sharedOrToolsRouter, type OrToolsRouter } from './ortools.ts';
import { EXACT_LIMIT, orderLength, shortestOver, solvePath, type Matrix, type SyncMethod } from './tsp.ts';

import type { RouteMethod } from './methods.ts';

export interface PlannerOptions {
  /**
   * How each day is routed (default 'exact'). With 'ortools', the choice of attractions is made with the exact router
   * and each day's final order comes from OR-Tools.
   */
  readonly route?: RouteMethod;
  readonly distance?: DistanceFn;
  /** The OR-Tools router to use (default: the process-wide one). */
  readonly router?: OrToolsRouter;
}

/** Largest number of subsets tried one by one when a single day is routed. */
const ENUMERATION_LIMIT = 60_000;
const EPS = 1e-9;

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** All k-subsets of 0..n-1 in lexicographic order. */
function* combinations(n: number, k: number): Generator<number[]> {
  const c = Array.from({ length: k }, (_, i) => i);
  if (k > n) return;
  for (;;) {
    yield [...c];
    let i = k - 1;
    while (i >= 0 && c[i] === n - k + i) i--;
    if (i < 0) return;
    c[i]!++;
    for (let j = i + 1; j < k; j++) c[j] = c[j - 1]! + 1;
  }
}

/** The routed length of sets of attractions (indices into the pool), measured once per set. */
class SetCost {
  private readonly cache = new Map<string, { length: number; order: readonly number[] }>();
  constructor(
    private readonly matrix: Matrix,
    private readonly method: SyncMethod,
  ) {}

  route(set: readonly number[]): { length: number; order: readonly number[] } {
    const sorted = [...set].sort((a, b) => a - b);
    const key = sorted.join(',');
    let hit = this.cache.get(key);
    if (!hit) {
      hit = this.measure(sorted);
      this.cache.set(key, hit);
    }
    return hit;
  }

  /** Routes a set (sorted ascending) without the cache. */
  measure(sorted: readonly number[]): { length: number; order: readonly number[] } {
    if (sorted.length <= 1) return { length: 0, order: sorted };
    if (this.method === 'exact' && sorted.length <= EXACT_LIMIT) return shortestOver(this.matrix, sorted);
    const sub = sorted.map((i) => sorted.map((j) => this.matrix[i]![j]!));
    const solution = solvePath({ matrix: sub }, this.method);
    return { length: solution.length, order: solution.order.map((k) => sorted[k]!) };
  }

  length(set: readonly number[]): number {
    return this.route(set).length;
  }
}

/** Local search over the routed days' sets; `days[k]` is the set of the k-th routed day. */
function improve(start: number[][], poolSize: number, cost: SetCost): { days: number[][]; total: number } {
  const days = start.map((d) => [...d]);
  const lengths = days.map((d) => cost.length(d));
  const used = new Set(days.flat());
  const unused = () => [...Array(poolSize).keys()].filter((i) => !used.has(i));
  for (let improved = true; improved; ) {
    improved = false;
    // Swap an attraction of day a with one of day b.
    for (let a = 0; a < days.length && !improved; a++) {
      for (let b = a + 1; b < days.length && !improved; b++) {
        for (let i = 0; i < days[a]!.length && !improved; i++) {
          for (let j = 0; j < days[b]!.length && !improved; j++) {
            const da = days[a]!.map((x, k) => (k === i ? days[b]![j]! : x));
            const db = days[b]!.map((x, k) => (k === j ? days[a]![i]! : x));
            const la = cost.length(da);
            const lb = cost.length(db);
            if (la + lb < lengths[a]! + lengths[b]! - EPS) {
              days[a] = da;
              days[b] = db;
              lengths[a] = la;
              lengths[b] = lb;
              improved = true;
            }
          }
        }
      }
    }
    if (improved) continue;
    // Replace an attraction of day a by one nobody visits.
    const free = unused();
    for (let a = 0; a < days.length && !improved; a++) {
      for (let i = 0; i < days[a]!.length && !improved; i++) {
        for (const u of free) {
          const da = days[a]!.map((x, k) => (k === i ? u : x));
          const la = cost.length(da);
          if (la < lengths[a]! - EPS) {
            used.delete(days[a]![i]!);
            used.add(u);
            days[a] = da;
            lengths[a] = la;
            improved = true;
            break;
          }
        }
      }
    }
  }
  return { days, total: lengths.reduce((s, x) => s + x, 0) };
}

/** Greedy clustering: the largest routed day grows around `seed`, each next one is the tightest group left. */
function greedy(seed: number, sizes: readonly number[], matrix: Matrix, cost: SetCost, near: Neighbours): number[][] | undefined {
  const left = new Set(matrix.keys());
  // The k nearest attractions still left (itself included), by distance, ties by index: the order of `near`
  // restricted to those left, which is what sorting them afresh would give.
  const nearest = (from: number, k: number) => {
    const out: number[] = [];
    for (const x of near.of(from)) {
      if (out.length === k) break;
      if (left.has(x)) out.push(x);
    }
    return out;
  };
  const bySize = sizes.map((size, k) => ({ size, k })).sort((x, y) => y.size - x.size || x.k - y.k);
  const days: number[][] = sizes.map(() => []);
  for (const [rank, { size, k }] of bySize.entries()) {
    let group: number[] | undefined;
    if (rank === 0) group = nearest(seed, size);
    else {
      let best = Infinity;
      for (const s of left) {
        const g = nearest(s, size);
        const l = cost.length(g);
        if (l < best - EPS) {
          best = l;
          group = g;
        }
      }
    }
    if (!group || group.length < size) return undefined;
    for (const i of group) left.delete(i);
    days[k] = group;
  }
  return days;
}

/** Every attraction's others by distance from it, ties by index; each sorted once, on first use. */
class Neighbours {
  private readonly sorted: (number[] | undefined)[];
  constructor(private readonly matrix: Matrix) {
    this.sorted = new Array(matrix.length);
  }
  of(from: number): readonly number[] {
    let order = this.sorted[from];
    if (!order) {
      const row = this.matrix[from]!;
      order = [...this.matrix.keys()].sort((x, y) => row[x]! - row[y]! || x - y);
      this.sorted[from] = order;
    }
    return order;
  }
}

/**
 * Where the greedy clusterings start: every attraction, up to SEED_LIMIT of them (every TravelPlanner city has at most
 * 20); beyond, the SEED_LIMIT most central ones (least summed distance to the others, ties by index), so a stay
 * among hundreds of sights (bench:scale's 16x states) is planned in milliseconds instead of seconds.
 */
export const SEED_LIMIT = 40;
export function greedySeeds(matrix: Matrix): number[] {
  const all = [...matrix.keys()];
  if (all.length <= SEED_LIMIT) return all;
  const spread = all.map((i) => matrix[i]!.reduce((s, d) => s + d, 0));
  return all
    .sort((a, b) => spread[a]! - spread[b]! || a - b)
    .slice(0, SEED_LIMIT)
    .sort((a, b) => a - b);
}

/** The sets of the routed days (sizes `sizes`) with the least total routed length. */
function chooseRoutedDays(sizes: readonly number[], naive: number[][], matrix: Matrix, cost: SetCost): number[][] {
  const n = matrix.length;
  if (sizes.length === 0) return [];
  if (sizes.length === 1 && binomial(n, sizes[0]!) <= ENUMERATION_LIMIT) {
    let best: number[] = naive[0]!;
    let bestLength = cost.length(best);
    for (const set of combinations(n, sizes[0]!)) {
      const l = cost.measure(set).length;
      if (l < bestLength - EPS) {
        best = set;
        bestLength = l;
      }
    }
    return [best];
  }
  let best = improve(naive, n, cost);
  const tried = new Set<string>();
  const near = new Neighbours(matrix);
  for (const seed of greedySeeds(matrix)) {
    const start = greedy(seed, sizes, matrix, cost, near);
    if (!start) continue;
    const key = start.map((d) => [...d].sort((a, b) => a - b).join(',')).join('|');
    if (tried.has(key)) continue;
    tried.add(key);
    const result = improve(start, n, cost);
    if (result.total < best.total - EPS) best = result;
  }
  return best.days;
}

/** The attraction planner: compact days, each routed by `options.route`. */
export function makeAttractionPlanner(options: PlannerOptions = {}): AttractionPlanner {
  const method = options.route ?? 'exact';
  const distance = options.distance ?? haversineKm;
  return async (attractions, count, dayCounts) => {
    const total = dayCounts.reduce((s, c) => s + c, 0);
    if (dayCounts.some((c) => !Number.isInteger(c) || c < 0) || total !== count) {
      throw new InternalError(`attraction planner: day counts [${dayCounts.join(', ')}] do not split ${count} attractions`);
    }
    // Distinct names only (the evaluator rejects a repeated attraction), the first row of a name kept.
    const seen = new Set<string>();
    const distinct = attractions.filter((a) => {
      const key = a.name.trim();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (total > distinct.length) {
      throw new InternalError(`attraction planner: ${total} attractions asked for, the city has ${distinct.length} distinct ones`);
    }
    if (total === 0) return dayCounts.map(() => []);
    const naiveOrder = distinct.slice(0, total);
    const pool = [...distinct].sort((a, b) => byName(a.name.trim(), b.name.trim()));
    const index = new Map(pool.map((a, i) => [a, i]));
    const matrix: number[][] = pool.map((a) => pool.map((b) => (a === b ? 0 : distance(a, b))));
    const cost = new SetCost(matrix, method === 'heuristic' ? 'heuristic' : 'exact');

    const routedDays = dayCounts.flatMap((c, k) => (c >= 2 ? [k] : []));
    const naiveDays: number[][] = [];
    for (let k = 0, at = 0; k < dayCounts.length; at += dayCounts[k]!, k++) {
      if (dayCounts[k]! >= 2) naiveDays.push(naiveOrder.slice(at, at + dayCounts[k]!).map((a) => index.get(a)!));
    }
    const chosen = chooseRoutedDays(
      routedDays.map((k) => dayCounts[k]!),
      naiveDays,
      matrix,
      cost,
    );

    // One-stop days: the attractions left over that lie closest to the routed days' (or to each other).
    const used = new Set(chosen.flat());
    const anchors = used.size > 0 ? [...used] : [...pool.keys()];
    const spare = [...pool.keys()]
      .filter((i) => !used.has(i))
      .map((i) => ({ i, spread: anchors.reduce((s, j) => s + matrix[i]![j]!, 0) }))
      .sort((x, y) => x.spread - y.spread || x.i - y.i)
      .map((x) => x.i);

    const days: number[][] = dayCounts.map(() => []);
    routedDays.forEach((k, r) => (days[k] = [...cost.route(chosen[r]!).order]));
    dayCounts.forEach((c, k) => {
      if (c === 1) days[k] = [spare.shift()!];
    });
    if (method === 'ortools') {
      const router = options.router ?? sharedOrToolsRouter();
      await Promise.all(
        days.map(async (day, k) => {
          if (day.length < 3) return;
          const solution = await router.solve({ matrix: day.map((i) => day.map((j) => matrix[i]![j]!)) });
          days[k] = solution.order.map((x) => day[x]!);
        }),
      );
    }
    return days.map((day) => orient(day, matrix).map((i) => pool[i]!));
  };
}

/** An open path read either way is as long (for a symmetric distance): start from the end that comes first by name. */
function orient(day: number[], matrix: Matrix): number[] {
  if (day.length < 2 || day[0]! < day[day.length - 1]!) return day;
  const reversed = [...day].reverse();
  return Math.abs(orderLength(matrix, reversed) - orderLength(matrix, day)) <= EPS ? reversed : day;
}

/** The naive split, for comparisons: the first attractions in the given order, cut into the days' counts. */
export function naiveAttractionPlanner(): AttractionPlanner {
  return (attractions, _count, dayCounts) => {
    const out: Attraction[][] = [];
    let at = 0;
    for (const c of dayCounts) {
      out.push(attractions.slice(at, at + c));
      at += c;
    }
    return out;
  };
}
