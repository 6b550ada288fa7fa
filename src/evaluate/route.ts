/**
 * Route metrics (TripTailor's definition): a plan's average distance between consecutive attractions
 * within a day, averaged over the days with two or more attractions; and its ratio to a reference plan.
 * Attractions are read as the scorer reads them (split at ';', the text after the last ';' dropped) and
 * located by the scorer's matching (first row of that city whose name contains the written name).
 */
import type { Sandbox } from '../sandbox/index.ts';
import { attractionMatches } from './lookup.ts';
import { filled, isDay } from './reader.ts';
import { splitAttractions } from './text.ts';
/** A place with coordinates, and the great-circle distance (src/common/geo.ts, shared). */
export { haversineKm } from '../common/geo.ts';
import { haversineKm, type DistanceFn, type Point as LatLon } from '../common/geo.ts';

interface DayRoute {
  readonly day: number;
  /** Located attractions in the plan's order. */
  readonly stops: readonly string[];
  readonly legsKm: readonly number[];
  /** Mean leg length; null with fewer than two located attractions. */
  readonly averageKm: number | null;
}

export interface RouteMetrics {
  /** Mean over days with two or more located attractions of each day's mean leg; null when there is none. */
  readonly averageLegKm: number | null;
  readonly days: readonly DayRoute[];
  /** Attractions that could not be located in the sandbox (left out of the legs, never silently). */
  readonly unresolved: readonly { readonly day: number; readonly value: string }[];
}

export interface RouteOptions {
  readonly distance?: DistanceFn;
}

const mean = (xs: readonly number[]): number | null => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);

/** Route metrics of a plan in the submission format (untrusted days: unreadable ones have no attractions). */
export function routeMetrics(plan: readonly unknown[], sandbox: Sandbox, options: RouteOptions = {}): RouteMetrics {
  const distance = options.distance ?? haversineKm;
  const unresolved: { day: number; value: string }[] = [];
  const days = plan.map((raw, i): DayRoute => {
    const value = isDay(raw) ? raw.attraction : undefined;
    const stops: string[] = [];
    const points: LatLon[] = [];
    if (typeof value === 'string' && filled(value)) {
      for (const item of splitAttractions(value)) {
        const match = attractionMatches(sandbox, item)[0];
        if (match) {
          stops.push(item);
          points.push(match);
        } else unresolved.push({ day: i + 1, value: item });
      }
    }
    const legsKm = points.slice(1).map((p, k) => distance(points[k]!, p));
    return { day: i + 1, stops, legsKm, averageKm: mean(legsKm) };
  });
  const averageLegKm = mean(days.map((d) => d.averageKm).filter((x): x is number => x !== null));
  return { averageLegKm, days, unresolved };
}

/** The plan's average leg over the reference plan's; null when either has no day with two attractions, or the reference's is 0. */
export function routeRatio(plan: readonly unknown[], reference: readonly unknown[], sandbox: Sandbox, options: RouteOptions = {}): number | null {
  const a = routeMetrics(plan, sandbox, options).averageLegKm;
  const b = routeMetrics(reference, sandbox, options).averageLegKm;
  return a === null || b === null || b === 0 ? null : a / b;
}
