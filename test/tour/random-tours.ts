/**
 * Seeded random city tours (TourSpec) for testing a tour planner against the oracle (./oracle.ts): 3 to 8
 * European cities, stays of 1 to 6 days, totalDays = sum of stays - (cities - 1), a random flight digraph (pairs
 * both ways or one way, at a density drawn per instance) and 0 to 3 events with windows of 1 to 4 days.
 * With `feasible: true` the instance is built around a hidden valid order: its legs are among the flights and
 * every event lies inside that order's stays, so at least one plan exists. Otherwise anything goes.
 */
import { mulberry32 } from '../../src/common/random.ts';
import type { TourEvent, TourFlight, TourSpec, TourStay } from '../../src/tour/spec.ts';

const CITY_NAMES = [
  'Amsterdam',
  'Barcelona',
  'Berlin',
  'Budapest',
  'Dublin',
  'Florence',
  'Lisbon',
  'London',
  'Madrid',
  'Munich',
  'Oslo',
  'Paris',
  'Prague',
  'Rome',
  'Stockholm',
  'Vienna',
] as const;
const WHATS = ['a wedding', 'a conference', 'a show', 'meet a friend', 'a workshop', 'event'] as const;

export interface RandomTourOptions {
  /** How many cities (clamped to 1..16); 3 to 8 at random when left out. */
  cities?: number;
  /** Build the instance around a hidden valid order, so at least one plan exists. */
  feasible?: boolean;
}

/** A pseudo-random tour drawn from `seed`: the same seed and options always give the same tour. */
export function randomTour(seed: number, options: RandomTourOptions = {}): TourSpec {
  const rng = mulberry32(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };

  const n = options.cities === undefined ? int(3, 8) : Math.max(1, Math.min(CITY_NAMES.length, Math.floor(options.cities)));
  const names = shuffle(CITY_NAMES).slice(0, n);
  const stays: TourStay[] = names.map((city) => ({ city, days: int(1, 6) }));
  const totalDays = stays.reduce((sum, s) => sum + s.days, 0) - (n - 1);

  // The flight digraph: each unordered pair is joined with probability `density`, both ways or one way.
  const density = 0.15 + rng() * 0.7;
  const flightKeys = new Set<string>();
  const flights: TourFlight[] = [];
  const addFlight = (from: string, to: string): void => {
    const key = JSON.stringify([from, to]);
    if (flightKeys.has(key)) return;
    flightKeys.add(key);
    flights.push({ from, to });
  };
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (rng() >= density) continue;
      const a = names[i]!;
      const b = names[j]!;
      const kind = rng();
      if (kind < 0.5) {
        addFlight(a, b);
        addFlight(b, a);
      } else if (kind < 0.75) addFlight(a, b);
      else addFlight(b, a);
    }

  // The hidden order and its stays (used for feasible instances only; drawn always, so the stream is the same shape).
  const hidden = shuffle(stays);
  const hiddenStays = new Map<string, { from: number; to: number }>();
  let day = 1;
  for (const s of hidden) {
    hiddenStays.set(s.city, { from: day, to: day + s.days - 1 });
    day += s.days - 1;
  }
  if (options.feasible) for (let i = 0; i + 1 < hidden.length; i++) addFlight(hidden[i]!.city, hidden[i + 1]!.city);

  const events: TourEvent[] = [];
  const eventCount = int(0, 3);
  for (let k = 0; k < eventCount; k++) {
    const city = pick(names);
    const what = pick(WHATS);
    // The window's range: the hidden stay of the city when feasible, the whole trip otherwise.
    const range = options.feasible ? hiddenStays.get(city)! : { from: 1, to: totalDays };
    const length = int(1, Math.min(4, range.to - range.from + 1));
    const from = int(range.from, range.to - length + 1);
    events.push({ city, from, to: from + length - 1, what });
  }

  return { totalDays, stays, events, flights: shuffle(flights) };
}
