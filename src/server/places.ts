/**
 * Where each city of the data is, for the page's trip map (/places.json). The TravelPlanner data has no city
 * coordinates, so a city stands at the centre (mean latitude and longitude) of its attractions. A city with no
 * attraction is placed at its state's centre and marked approximate; the page moves it to the centre of the state's
 * outline when it has one (src/server/page/trip-map.js), else it stays at the mean of the state's located cities.
 */
import type { Sandbox } from '../sandbox/index.ts';

interface Place {
  readonly name: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
  /** The city has no attraction: placed at its state's centre. */
  readonly approximate: boolean;
  /** How many attractions the position is the centre of. */
  readonly sights: number;
}

export interface Places {
  readonly cities: readonly Place[];
}

const round = (x: number) => Math.round(x * 1e5) / 1e5;

/** The mean position of the points with coordinates, and how many they are; undefined when none has any. */
function centre(points: readonly { latitude: number; longitude: number }[]): { latitude: number; longitude: number; count: number } | undefined {
  const located = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  if (located.length === 0) return undefined;
  return {
    latitude: round(located.reduce((t, p) => t + p.latitude, 0) / located.length),
    longitude: round(located.reduce((t, p) => t + p.longitude, 0) / located.length),
    count: located.length,
  };
}

/** Every city of the sandbox with a position, by name; a city neither it nor any city of its state can place is left out. */
export function placesOf(sandbox: Sandbox): Places {
  const own = new Map<string, { latitude: number; longitude: number; sights: number }>();
  for (const city of sandbox.cities()) {
    const c = centre(sandbox.attractions(city));
    if (c) own.set(city, { latitude: c.latitude, longitude: c.longitude, sights: c.count });
  }
  const cities: Place[] = [];
  for (const city of [...sandbox.cities()].sort()) {
    const state = sandbox.stateOf(city) ?? '';
    const mine = own.get(city);
    if (mine) {
      cities.push({ name: city, state, ...mine, approximate: false });
      continue;
    }
    const fallback = centre(sandbox.citiesIn(state).flatMap((c) => own.get(c) ?? []));
    if (fallback) cities.push({ name: city, state, latitude: fallback.latitude, longitude: fallback.longitude, approximate: true, sights: 0 });
  }
  return { cities };
}
