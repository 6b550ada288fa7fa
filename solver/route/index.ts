/**
 * Daily routing: the shortest path through a day's stops (open, or a round trip from a start point), by
 * one of three methods behind one interface, and the attraction planner that keeps each day compact.
 *   exact      Held–Karp dynamic programming up to EXACT_LIMIT (12) stops, the heuristic beyond
 *   heuristic  multi-start nearest neighbour + 2-opt + Or-opt
 *   ortools    or-tools-wasm routing, in a child process (see ortools.ts)
 * Distances come from an injectable function (great-circle km by default).
 */
import { haversineKm, type DistanceFn, type Point } from './distance.ts';
import { orToolsPath, type OrToolsRouter } from './ortools.ts';
import type { RouteMethod } from './methods.ts';
import { solvePath, type PathProblem, type PathSolution } from './tsp.ts';

export { routeLegs } from '../../src/common/geo.ts';
import { routeLegs } from '../../src/common/geo.ts';
export { haversineKm, type DistanceFn, type Point } from './distance.ts';
export { EXACT_LIMIT, exactPath, heuristicPath, orderLength, solvePath } from './tsp.ts';
export { closeSharedOrToolsRouter, OrToolsRouter, RouteBackendError } from './ortools.ts';
export { greedySeeds, makeAttractionPlanner, naiveAttractionPlanner, SEED_LIMIT } from './planner.ts';
export { ROUTE_METHODS, type RouteMethod } from './methods.ts';

export interface RouteOptions {
  readonly method?: RouteMethod;
  readonly distance?: DistanceFn;
  /** Make a round trip from and back to this point (e.g. the lodging); without it, an open path. */
  readonly start?: Point;
  /** For 'ortools': the router (default: the process-wide one). */
  readonly router?: OrToolsRouter;
}

export interface DayRoute<T extends Point> {
  /** The stops in visiting order (the start point not included). */
  readonly stops: T[];
  /** Leg lengths in order: from the start point to the first stop and back from the last when there is one. */
  readonly legsKm: number[];
  readonly lengthKm: number;
  /** True when the order is proven shortest. */
  readonly exact: boolean;
}

/** The distance matrix of points. */
export function distanceMatrix(points: readonly Point[], distance: DistanceFn = haversineKm): number[][] {
  return points.map((a, i) => points.map((b, j) => (i === j ? 0 : distance(a, b))));
}

/** Orders a day's stops along the shortest path found by `options.method` (default 'exact'). */
export async function routeStops<T extends Point>(stops: readonly T[], options: RouteOptions = {}): Promise<DayRoute<T>> {
  const distance = options.distance ?? haversineKm;
  const start = options.start;
  const points: Point[] = start ? [start, ...stops] : [...stops];
  const problem: PathProblem = start ? { matrix: distanceMatrix(points, distance), depot: 0 } : { matrix: distanceMatrix(points, distance) };
  const method = options.method ?? 'exact';
  const solution: PathSolution = method === 'ortools' ? await orToolsPath(problem, options.router) : solvePath(problem, method);
  const ordered = solution.order.filter((i) => !start || i !== 0).map((i) => stops[start ? i - 1 : i]!);
  const path = start ? [start, ...ordered, start] : ordered;
  return { stops: ordered, legsKm: routeLegs(path, distance), lengthKm: solution.length, exact: solution.exact };
}
