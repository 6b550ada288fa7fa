/** Distances between places given by latitude and longitude (src/common/geo.ts, shared with the timeline and the verbaliser). */
export { haversineKm, type DistanceFn, type Point } from '../../src/common/geo.ts';
