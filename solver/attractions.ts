/**
 * The default attraction planner: compact days, each routed exactly (see solver/route/planner.ts).
 * `distance` defaults to great-circle km.
 */
import type { AttractionPlanner } from './itinerary.ts';
import type { DistanceFn } from './route/distance.ts';
import { makeAttractionPlanner } from './route/planner.ts';

export function compactAttractionPlanner(distance?: DistanceFn): AttractionPlanner {
  return makeAttractionPlanner(distance ? { route: 'exact', distance } : { route: 'exact' });
}
