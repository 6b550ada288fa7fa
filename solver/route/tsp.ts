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
  if (depot !== undefined && !(Number.isInteger(depot) && depot >= 0 && depot < n)) throw new RangeError(`depot ${depot} is not a node of the ${n}-node matrix`);
}

/** Number of stops a problem routes (nodes other than the depot). */
export const stopCount = (p: PathProblem): number => p.matrix.length - (p.depot === undefined ? 0 : 1);

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
 * for an open path, at the depot for a round trip). O(2^n n^2) time, so at most EXACT_LIMIT stops.
 */
export function exactPath(problem: PathProblem): PathSolution {
  checkProblem(problem);
  const done = trivial(problem);
  if (done) return done;
  const { matrix, depot } = problem;
  const stops = [...Array(matrix.length).keys()].filter((i) => i !== depot);
  const n = stops.length;
  if (n > EXACT_LIMIT) throw new RangeError(`exactPath routes at most ${EXACT_LIMIT} stops, got ${n}`);
  const d = (a: number, b: number) => matrix[stops[a]!]![stops[b]!]!;
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
        const via = here + d(j, k);
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
  path.reverse();
  return { order: depot === undefined ? path : [depot, ...path], length, exact: true };
}

/**
 * Tour improvement on a cycle over `size` nodes with cost `c(i, j)`: 2-opt (reverse a stretch) and Or-opt
 * (move a stretch of 1 to 3 nodes elsewhere, either way round) until neither improves the tour.
 * Symmetric costs use O(1) move deltas; asymmetric ones are re-measured move by move.
 */
function improveCycle(tour: number[], c: (i: number, j: number) => number, symmetric: boolean): number[] {
  const n = tour.length;
  if (n < 4) return tour;
  const cycleCost = (t: readonly number[]) => {
    let s = 0;
    for (let k = 0; k < t.length; k++) s += c(t[k]!, t[(k + 1) % t.length]!);
    return s;
  };
  const eps = 1e-10;
  let t = tour;
  let cost = cycleCost(t);
  for (let improved = true; improved; ) {
    improved = false;
    // 2-opt: reverse t[i+1..j].
    for (let i = 0; i < n - 1 && !improved; i++) {
      for (let j = i + 2; j < n && !improved; j++) {
        if (i === 0 && j === n - 1) continue;
        const a = t[i]!, b = t[i + 1]!, x = t[j]!, y = t[(j + 1) % n]!;
        let candidate: number[] | undefined;
        let gain: number;
        if (symmetric) gain = c(a, b) + c(x, y) - c(a, x) - c(b, y);
        else {
          candidate = [...t.slice(0, i + 1), ...t.slice(i + 1, j + 1).reverse(), ...t.slice(j + 1)];
          gain = cost - cycleCost(candidate);
        }
        if (gain > eps * Math.max(1, cost)) {
          t = candidate ?? [...t.slice(0, i + 1), ...t.slice(i + 1, j + 1).reverse(), ...t.slice(j + 1)];
          cost = symmetric ? cost - gain : cycleCost(t);
          improved = true;
        }
      }
    }
    if (improved) continue;
    // Or-opt: take t[i..i+len-1] out and put it back between two other neighbours, possibly reversed.
    for (let len = 1; len <= 3 && !improved; len++) {
      if (len >= n - 1) break;
      for (let i = 0; i < n && !improved; i++) {
        const seg = Array.from({ length: len }, (_, k) => t[(i + k) % n]!);
        const rest = Array.from({ length: n - len }, (_, k) => t[(i + len + k) % n]!);
        const before = rest[rest.length - 1]!, after = rest[0]!;
        const removeGain = c(before, seg[0]!) + c(seg[len - 1]!, after) - c(before, after);
        for (let p = 0; p < rest.length - 1 && !improved; p++) {
          const u = rest[p]!, v = rest[p + 1]!;
          for (const reversed of len === 1 ? [false] : [false, true]) {
            const s = reversed ? [...seg].reverse() : seg;
            let gain: number;
            const candidate = () => [...rest.slice(0, p + 1), ...s, ...rest.slice(p + 1)];
            let built: number[] | undefined;
            if (symmetric) gain = removeGain - (c(u, s[0]!) + c(s[len - 1]!, v) - c(u, v));
            else {
              built = candidate();
              gain = cost - cycleCost(built);
            }
            if (gain > eps * Math.max(1, cost)) {
              t = built ?? candidate();
              cost = symmetric ? cost - gain : cycleCost(t);
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
  const c = (i: number, j: number) => (i === dummy || j === dummy ? 0 : matrix[i]![j]!);
  let symmetric = true;
  for (let i = 0; i < n && symmetric; i++) for (let j = 0; j < i; j++) if (Math.abs(matrix[i]![j]! - matrix[j]![i]!) > 1e-12) symmetric = false;

  const nearestNeighbour = (first: number): number[] => {
    const tour = [first];
    const left = new Set([...Array(size).keys()].filter((i) => i !== first));
    while (left.size > 0) {
      const from = tour[tour.length - 1]!;
      let pick = -1;
      for (const k of left) if (pick === -1 || c(from, k) < c(from, pick)) pick = k;
      // The dummy joins last in an open path, so the path itself is built by nearest neighbour.
      if (open && pick === dummy && left.size > 1) {
        pick = -1;
        for (const k of left) if (k !== dummy && (pick === -1 || c(from, k) < c(from, pick))) pick = k;
      }
      tour.push(pick);
      left.delete(pick);
    }
    return tour;
  };

  const nodes = [...Array(n).keys()];
  const starts = nodes.length <= MAX_STARTS ? nodes : Array.from({ length: MAX_STARTS }, (_, k) => nodes[Math.floor((k * nodes.length) / MAX_STARTS)]!);
  let best: number[] | undefined;
  let bestCost = Infinity;
  for (const s of starts) {
    const tour = improveCycle(nearestNeighbour(s), c, symmetric);
    let cost = 0;
    for (let k = 0; k < tour.length; k++) cost += c(tour[k]!, tour[(k + 1) % tour.length]!);
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
