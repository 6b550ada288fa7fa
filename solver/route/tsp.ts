/**
 * The shortest path through a day's stops, on a distance matrix: an open path (any first and last stop),
 * or a round trip that starts and ends at a depot. Exact by dynamic programming (Held–Karp) up to
 * EXACT_LIMIT stops; multi-start nearest neighbour improved by 2-opt and Or-opt beyond (or when asked).
 * Pure and synchronous; the OR-Tools backend (ortools.ts) answers the same problem in a child process.
 */

/** A square matrix of non-negative distances; `matrix[i][j]` is the distance from node i to node j. */
export type Matrix = readonly (readonly number[])[];

/**
 * One day's routing problem. Without `depot`, an open path through every node. With `depot`, a round
 * trip through every node that starts and ends at the depot (the depot is a node of the matrix).
 */
export interface PathProblem {
  readonly matrix: Matrix;
  readonly depot?: number | undefined;
}

export interface PathSolution {
  /** Every node once, in visiting order; with a depot, `order[0]` is the depot (the return is implied). */
  readonly order: readonly number[];
  /** Path length, including the return to the depot when there is one. */
  readonly length: number;
  /** True when the order is proven shortest. */
  readonly exact: boolean;
}

/** Largest number of stops (the depot not counted) solved exactly. */
export const EXACT_LIMIT = 12;

/** Length of `order` on the matrix; closed (back to `order[0]`) when `closed`. */
export function orderLength(matrix: Matrix, order: readonly number[], closed = false): number {
  let s = 0;
  for (let k = 1; k < order.length; k++) s += matrix[order[k - 1]!]![order[k]!]!;
  if (closed && order.length > 1) s += matrix[order[order.length - 1]!]![order[0]!]!;
  return s;
}

function checkProblem({ matrix, depot }: PathProblem): void {
  const n = matrix.length;
  for (const row of matrix) {
    if (row.length !== n) throw new RangeError(`distance matrix is not square (${n} rows, a row of ${row.length})`);
    for (const x of row) if (!Number.isFinite(x) || x < 0) throw new RangeError(`distance matrix holds ${x}: distances must be finite and non-negative`);
  }
  if (depot !== undefined && !(Number.isInteger(depot) && depot >= 0 && depot < n))
    throw new RangeError(`depot ${depot} is not a node of the ${n}-node matrix`);
}

/** Number of stops a problem routes (nodes other than the depot). */
const stopCount = (p: PathProblem): number => p.matrix.length - (p.depot === undefined ? 0 : 1);

const trivial = (p: PathProblem): PathSolution | undefined => {
  const n = p.matrix.length;
  if (n === 0) return { order: [], length: 0, exact: true };
  if (p.depot === undefined ? n <= 1 : n <= 2) {
    const order = p.depot === undefined ? [...Array(n).keys()] : [p.depot, ...[...Array(n).keys()].filter((i) => i !== p.depot)];
    return { order, length: orderLength(p.matrix, order, p.depot !== undefined), exact: true };
  }
  return undefined;
};

/**
 * Held–Karp: `best[S][j]` is the shortest path that visits the stop set S and ends at j (starting anywhere
 * for an open path, at the depot for a round trip). O(2^n n^2) time, so at most EXACT_LIMIT stops; up to
 * five stops every order is simply tried.
 */
export function exactPath(problem: PathProblem): PathSolution {
  checkProblem(problem);
  const done = trivial(problem);
  if (done) return done;
  const { matrix, depot } = problem;
  const stops = [...Array(matrix.length).keys()].filter((i) => i !== depot);
  if (stops.length > EXACT_LIMIT) throw new RangeError(`exactPath routes at most ${EXACT_LIMIT} stops, got ${stops.length}`);
  const { order, length } = shortestOver(matrix, stops, depot);
  return { order: depot === undefined ? order : [depot, ...order], length, exact: true };
}

/** Every order of 0..n-1, for n up to SMALL (those paths are found by trying them all). */
const SMALL = 5;
const PERMUTATIONS: readonly (readonly (readonly number[])[])[] = Array.from({ length: SMALL + 1 }, (_, n) => {
  const out: number[][] = [];
  const grow = (p: number[]) => {
    if (p.length === n) out.push(p);
    else for (let i = 0; i < n; i++) if (!p.includes(i)) grow([...p, i]);
  };
  grow([]);
  return out;
});

/**
 * The shortest open path through `stops` (nodes of `matrix`, at most EXACT_LIMIT), or round trip from
 * `depot` (not among them, not in the returned order). No validation: callers check the matrix.
 */
export function shortestOver(matrix: Matrix, stops: readonly number[], depot?: number): { order: number[]; length: number } {
  const n = stops.length;
  if (n === 0) return { order: [], length: 0 };
  if (n <= SMALL) {
    let best = Infinity;
    let bestPerm: readonly number[] = PERMUTATIONS[n]![0]!;
    for (const perm of PERMUTATIONS[n]!) {
      let s = depot === undefined ? 0 : matrix[depot]![stops[perm[0]!]!]! + matrix[stops[perm[n - 1]!]!]![depot]!;
      for (let k = 1; k < n && s < best; k++) s += matrix[stops[perm[k - 1]!]!]![stops[perm[k]!]!]!;
      if (s < best) {
        best = s;
        bestPerm = perm;
      }
    }
    return { order: bestPerm.map((k) => stops[k]!), length: best };
  }
  const full = (1 << n) - 1;
  const best = new Float64Array((full + 1) * n).fill(Infinity);
  const prev = new Int8Array((full + 1) * n).fill(-1);
  for (let j = 0; j < n; j++) best[(1 << j) * n + j] = depot === undefined ? 0 : matrix[depot]![stops[j]!]!;
  for (let set = 1; set <= full; set++) {
    for (let j = 0; j < n; j++) {
      const here = best[set * n + j]!;
      if (!(set & (1 << j)) || here === Infinity) continue;
      for (let k = 0; k < n; k++) {
        if (set & (1 << k)) continue;
        const next = (set | (1 << k)) * n + k;
        const via = here + matrix[stops[j]!]![stops[k]!]!;
        if (via < best[next]!) {
          best[next] = via;
          prev[next] = j;
        }
      }
    }
  }
  let end = 0;
  let length = Infinity;
  for (let j = 0; j < n; j++) {
    const total = best[full * n + j]! + (depot === undefined ? 0 : matrix[stops[j]!]![depot]!);
    if (total < length) {
      length = total;
      end = j;
    }
  }
  const path: number[] = [];
  for (let set = full, j = end; j !== -1; ) {
    path.push(stops[j]!);
    const p = prev[set * n + j]!;
    set &= ~(1 << j);
    j = p;
  }
  return { order: path.reverse(), length };
}

const FORWARD = [false] as const;
const BOTH_WAYS = [false, true] as const;

/** Cost of a cycle on a flat `size` x `size` cost array. */
function cycleCost(t: readonly number[], cost: Float64Array, size: number): number {
  let s = 0;
  for (let k = 0; k < t.length; k++) s += cost[t[k]! * size + t[(k + 1) % t.length]!]!;
  return s;
}

/** `t` with t[i+1..j] reversed. */
function twoOptMove(t: readonly number[], i: number, j: number): number[] {
  return [...t.slice(0, i + 1), ...t.slice(i + 1, j + 1).reverse(), ...t.slice(j + 1)];
}

/** `t` with the stretch of `len` nodes from position i (cyclically) moved after the p-th node that follows it. */
function orOptMove(t: readonly number[], i: number, len: number, p: number, reversed: boolean): number[] {
  const n = t.length;
  const seg = Array.from({ length: len }, (_, k) => t[(i + k) % n]!);
  const rest = Array.from({ length: n - len }, (_, k) => t[(i + len + k) % n]!);
  return [...rest.slice(0, p + 1), ...(reversed ? seg.reverse() : seg), ...rest.slice(p + 1)];
}

/**
 * Tour improvement on a cycle over `size` nodes with costs `cost[i * size + j]`: 2-opt (reverse a stretch)
 * and Or-opt (move a stretch of 1 to 3 nodes elsewhere, either way round) until neither improves the tour.
 * Symmetric costs use O(1) move deltas; asymmetric ones are re-measured move by move.
 */
function improveCycle(tour: number[], cost: Float64Array, size: number, symmetric: boolean): number[] {
  const n = tour.length;
  if (n < 4) return tour;
  const eps = 1e-10;
  let t = tour;
  let total = cycleCost(t, cost, size);
  for (let improved = true; improved; ) {
    improved = false;
    // 2-opt: reverse t[i+1..j].
    for (let i = 0; i < n - 1 && !improved; i++) {
      for (let j = i + 2; j < n && !improved; j++) {
        if (i === 0 && j === n - 1) continue;
        const a = t[i]!,
          b = t[i + 1]!,
          x = t[j]!,
          y = t[(j + 1) % n]!;
        let candidate: number[] | undefined;
        let gain: number;
        if (symmetric) gain = cost[a * size + b]! + cost[x * size + y]! - cost[a * size + x]! - cost[b * size + y]!;
        else {
          candidate = twoOptMove(t, i, j);
          gain = total - cycleCost(candidate, cost, size);
        }
        if (gain > eps * Math.max(1, total)) {
          t = candidate ?? twoOptMove(t, i, j);
          total = symmetric ? total - gain : cycleCost(t, cost, size);
          improved = true;
        }
      }
    }
    if (improved) continue;
    // Or-opt: take the stretch t[i..i+len-1] (cyclically) out and put it back between two other
    // neighbours u, v, either way round. The rest of the cycle, from the node after the stretch round to
    // the node before it, keeps its order.
    for (let len = 1; len <= 3 && !improved; len++) {
      if (len >= n - 1) break;
      for (let i = 0; i < n && !improved; i++) {
        const s0 = t[i]!,
          s1 = t[(i + len - 1) % n]!;
        const before = t[(i - 1 + n) % n]!,
          after = t[(i + len) % n]!;
        const removeGain = cost[before * size + s0]! + cost[s1 * size + after]! - cost[before * size + after]!;
        for (let p = 0; p < n - len - 1 && !improved; p++) {
          const u = t[(i + len + p) % n]!,
            v = t[(i + len + p + 1) % n]!;
          for (const reversed of len === 1 ? FORWARD : BOTH_WAYS) {
            let candidate: number[] | undefined;
            let gain: number;
            if (symmetric) {
              const insert = reversed ? cost[u * size + s1]! + cost[s0 * size + v]! : cost[u * size + s0]! + cost[s1 * size + v]!;
              gain = removeGain - insert + cost[u * size + v]!;
            } else {
              candidate = orOptMove(t, i, len, p, reversed);
              gain = total - cycleCost(candidate, cost, size);
            }
            if (gain > eps * Math.max(1, total)) {
              t = candidate ?? orOptMove(t, i, len, p, reversed);
              total = symmetric ? total - gain : cycleCost(t, cost, size);
              improved = true;
              break;
            }
          }
        }
      }
    }
  }
  return t;
}

/** Nearest neighbour from `first`; an open path's dummy node comes last, so the path itself is built by it. */
function nearestNeighbour(first: number, cost: Float64Array, size: number, dummy: number): number[] {
  const tour = [first];
  const taken = new Uint8Array(size);
  taken[first] = 1;
  if (dummy >= 0) taken[dummy] = 1;
  for (let step = dummy >= 0 ? 2 : 1; step < size; step++) {
    const from = tour[tour.length - 1]! * size;
    let pick = -1;
    for (let k = 0; k < size; k++) if (!taken[k] && (pick === -1 || cost[from + k]! < cost[from + pick]!)) pick = k;
    tour.push(pick);
    taken[pick] = 1;
  }
  if (dummy >= 0) tour.push(dummy);
  return tour;
}

/** Starting points tried by the heuristic: every node up to this many nodes, evenly spaced beyond. */
const MAX_STARTS = 16;

/**
 * Multi-start nearest neighbour, each start improved by 2-opt and Or-opt; the best tour wins (ties: the
 * earliest start). An open path is solved as a cycle through a dummy node at distance 0 from every stop.
 */
export function heuristicPath(problem: PathProblem): PathSolution {
  checkProblem(problem);
  const done = trivial(problem);
  if (done) return done;
  const { matrix, depot } = problem;
  const open = depot === undefined;
  const n = matrix.length;
  const size = open ? n + 1 : n;
  const dummy = n;
  // The cycle's costs, flat; the dummy (open paths) at distance 0 from every stop.
  const flat = new Float64Array(size * size);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) flat[i * size + j] = matrix[i]![j]!;
  let symmetric = true;
  for (let i = 0; i < n && symmetric; i++) for (let j = 0; j < i; j++) if (Math.abs(matrix[i]![j]! - matrix[j]![i]!) > 1e-12) symmetric = false;

  const nodes = [...Array(n).keys()];
  const starts = nodes.length <= MAX_STARTS ? nodes : Array.from({ length: MAX_STARTS }, (_, k) => nodes[Math.floor((k * nodes.length) / MAX_STARTS)]!);
  let best: number[] | undefined;
  let bestCost = Infinity;
  for (const s of starts) {
    const tour = improveCycle(nearestNeighbour(s, flat, size, open ? dummy : -1), flat, size, symmetric);
    const cost = cycleCost(tour, flat, size);
    if (cost < bestCost - 1e-10 * Math.max(1, cost)) {
      bestCost = cost;
      best = tour;
    }
  }
  const cycle = best!;
  const cut = cycle.indexOf(open ? dummy : depot!);
  const rotated = [...cycle.slice(cut), ...cycle.slice(0, cut)];
  const order = open ? rotated.slice(1) : rotated;
  return { order, length: orderLength(matrix, order, !open), exact: false };
}

export type SyncMethod = 'exact' | 'heuristic';

/** `exact`: Held–Karp up to EXACT_LIMIT stops, the heuristic beyond (then `exact` is false). */
export function solvePath(problem: PathProblem, method: SyncMethod = 'exact'): PathSolution {
  return method === 'exact' && stopCount(problem) <= EXACT_LIMIT ? exactPath(problem) : heuristicPath(problem);
}
