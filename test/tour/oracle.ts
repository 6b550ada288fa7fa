/**
 * An independent brute-force oracle for city tours (TourSpec, src/tour/spec.ts): every order of the cities that
 * makes a valid plan, by plain depth-first search over permutations. It shares no code with the production solver
 * and does not use planFromOrder either; the rules are written out here again:
 *  - the plan visits every city of `stays` exactly once, in some order;
 *  - the first stay starts on day 1 and each next stay starts on the day the previous one ends (a flight day
 *    counts in both cities), so a stay of d days starting on day s ends on day s + d - 1;
 *  - the last stay ends exactly on day `totalDays`;
 *  - between consecutive cities A then B there is a flight { from: A, to: B } (direction matters);
 *  - every event's window [from, to] lies inside its city's stay (start <= from and to <= end).
 *
 * Pruning, each obviously safe: a next city with no flight from the previous one is skipped (the leg is part of
 * every completion); a city whose stay would end after `totalDays` is skipped (stays only move later); a city
 * whose events do not fit its stay is skipped (the stay's days are fixed once the prefix is). Orders come out in
 * lexicographic order of the cities' positions in `stays`.
 */
import type { TourSpec } from '../../src/tour/spec.ts';

/** Every valid order of city names (at most `limit` of them), in lexicographic order of positions in `spec.stays`. */
export function allValidOrders(spec: TourSpec, limit = Infinity): string[][] {
  const found: string[][] = [];
  const n = spec.stays.length;
  if (n === 0 || limit <= 0) return found;
  // An event in a city with no stay can never lie inside that city's stay.
  const cities = new Set(spec.stays.map((s) => s.city));
  if (spec.events.some((e) => !cities.has(e.city))) return found;

  const flights = new Set(spec.flights.map((f) => flightKey(f.from, f.to)));
  const used: boolean[] = spec.stays.map(() => false);
  const order: string[] = [];

  /** Extends `order`, whose last stay ends on day `lastEnd` (0 before the first stay, so the first starts on day 1). */
  const extend = (lastEnd: number): void => {
    if (order.length === n) {
      if (lastEnd === spec.totalDays) found.push([...order]);
      return;
    }
    const start = order.length === 0 ? 1 : lastEnd;
    const previous = order.length === 0 ? undefined : order[order.length - 1];
    for (let i = 0; i < n; i++) {
      if (found.length >= limit) return;
      if (used[i]) continue;
      const { city, days } = spec.stays[i]!;
      if (previous !== undefined && !flights.has(flightKey(previous, city))) continue;
      const end = start + days - 1;
      if (end > spec.totalDays) continue;
      if (!eventsFit(spec, city, start, end)) continue;
      used[i] = true;
      order.push(city);
      extend(end);
      order.pop();
      used[i] = false;
    }
  };
  extend(0);
  return found;
}

/** How many valid orders `spec` has. */
export function countValidOrders(spec: TourSpec): number {
  return allValidOrders(spec).length;
}

function flightKey(from: string, to: string): string {
  return JSON.stringify([from, to]);
}

/** Whether every event of `city` lies inside a stay there from day `start` to day `end`. */
function eventsFit(spec: TourSpec, city: string, start: number, end: number): boolean {
  return spec.events.every((e) => e.city !== city || (start <= e.from && e.to <= end));
}
