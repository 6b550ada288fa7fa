/** Distances between places given by latitude and longitude: the geometry shared by the solver, the timeline and the verbaliser. */

export interface Point {
  readonly latitude: number;
  readonly longitude: number;
}

export type DistanceFn = (a: Point, b: Point) => number;

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km. */
export const haversineKm: DistanceFn = (a, b) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Leg distances of a day's stops in the given order (one fewer than the stops). */
export function routeLegs(stops: readonly Point[], distance: DistanceFn = haversineKm): number[] {
  return stops.slice(1).map((p, k) => distance(stops[k]!, p));
}
