/** Seeded random instances for the routing tests. */
import type { Attraction } from '../../src/sandbox/index.ts';
import type { Point } from '../../solver/route/index.ts';
export { rng } from '../helpers/random.ts';

export const randomInt = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

/** `n` points scattered over a city (about 40 km across). */
export function cityPoints(r: () => number, n: number): Point[] {
  const lat = 25 + r() * 20;
  const lon = -120 + r() * 45;
  return Array.from({ length: n }, () => ({ latitude: lat + (r() - 0.5) * 0.36, longitude: lon + (r() - 0.5) * 0.45 }));
}

/** A random city's attractions, with a few tight clusters as real cities have. */
export function randomCity(r: () => number, n: number, city = 'Testville'): Attraction[] {
  const centres = cityPoints(r, randomInt(r, 1, 4));
  return Array.from({ length: n }, (_, i) => {
    const c = centres[randomInt(r, 0, centres.length - 1)]!;
    const spread = r() < 0.3 ? 0.2 : 0.03;
    return {
      name: `Sight ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`,
      city,
      latitude: c.latitude + (r() - 0.5) * spread,
      longitude: c.longitude + (r() - 0.5) * spread,
      address: '',
      phone: '',
      website: '',
      categories: ['other'],
      openingHours: null,
      visitMinutes: null,
    };
  });
}

/** A random asymmetric matrix (one-way streets). */
export function randomMatrix(r: () => number, n: number): number[][] {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : 1 + r() * 20)));
}

/** Shortest open path (or round trip from `depot`) by trying every order of the stops. */
export function bruteForce(matrix: readonly (readonly number[])[], depot?: number): number {
  const nodes = [...matrix.keys()].filter((i) => i !== depot);
  const n = nodes.length;
  if (n === 0) return 0;
  let best = Infinity;
  const d = (a: number, b: number) => matrix[a]![b]!;
  const visit = (k: number, length: number) => {
    if (k === n) {
      best = Math.min(best, depot === undefined ? length : length + d(nodes[n - 1]!, depot));
      return;
    }
    for (let i = k; i < n; i++) {
      [nodes[k], nodes[i]] = [nodes[i]!, nodes[k]!];
      const from = k > 0 ? nodes[k - 1]! : depot;
      visit(k + 1, length + (from === undefined ? 0 : d(from, nodes[k]!)));
      [nodes[k], nodes[i]] = [nodes[i]!, nodes[k]!];
    }
  };
  visit(0, 0);
  return best;
}
