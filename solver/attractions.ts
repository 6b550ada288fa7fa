/**
 * Choosing a stay's attractions and splitting them over its days so each day's stops lie close together:
 * take the tightest group of `count` attractions (a seed and its nearest neighbours), chain them by nearest
 * neighbour, and cut the chain into the days' counts.
 */
import type { Attraction } from '../src/sandbox/index.ts';
import type { AttractionPlanner } from './itinerary.ts';
import { haversineKm, type DistanceFn } from './route/distance.ts';

export function compactAttractionPlanner(distance: DistanceFn = haversineKm): AttractionPlanner {
  return (attractions, count, dayCounts) => {
    const n = Math.min(count, attractions.length);
    if (n === 0) return dayCounts.map(() => []);
    const byNearest = (from: Attraction, pool: readonly Attraction[]) =>
      [...pool].sort((a, b) => distance(from, a) - distance(from, b) || a.name.localeCompare(b.name));
    let bestGroup: Attraction[] = [];
    let bestSpread = Infinity;
    for (const seed of attractions) {
      const group = byNearest(seed, attractions).slice(0, n);
      const spread = group.reduce((s, a) => s + distance(seed, a), 0);
      if (spread < bestSpread) {
        bestSpread = spread;
        bestGroup = group;
      }
    }
    const chain: Attraction[] = [bestGroup[0]!];
    const rest = new Set(bestGroup.slice(1));
    while (rest.size > 0) {
      const next = byNearest(chain[chain.length - 1]!, [...rest])[0]!;
      chain.push(next);
      rest.delete(next);
    }
    const out: Attraction[][] = [];
    let k = 0;
    for (const c of dayCounts) {
      out.push(chain.slice(k, k + c));
      k += c;
    }
    return out;
  };
}
