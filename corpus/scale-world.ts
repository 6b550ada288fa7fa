/**
 * Synthetic states for npm run bench:scale: one state of `cities` cities with `scale` times the listings a
 * TravelPlanner city has on average (30 restaurants, 17 sights, 12 lodgings; measured on the database), a home
 * city in another state, a road between every two places and flights on some legs and dates. Everything is
 * drawn from one seed, so a size is the same world in every run.
 *
 * Names keep the benchmark's scorer reading each venue back as itself: fixed-width numbers, so no name holds
 * another of its kind; no city name holds "from", " to ", "taxi", "flight" or a comma.
 */
import { MemorySandbox } from '../src/sandbox/memory.ts';
import type { Accommodation, Attraction, Flight, Restaurant, Road, RoomType } from '../src/sandbox/index.ts';
import { HOUSE_RULES, parseTripSpec, type TripSpec } from '../src/tripspec/index.ts';
import { mulberry32 as rng } from '../src/common/random.ts';

export const SCALE_STATE = 'Synthesia';
const SCALE_HOME = 'Homeport';
/** Per city at scale 1: the TravelPlanner database's averages (312 cities). */
export const PER_CITY = { restaurants: 30, attractions: 17, accommodations: 12 } as const;
const CUISINES = ['American', 'Chinese', 'French', 'Indian', 'Italian', 'Mediterranean', 'Mexican', 'Pizza', 'Cafe', 'Seafood', 'BBQ', 'Bakery'];
const ROOM_TYPES: readonly RoomType[] = ['Entire home/apt', 'Private room', 'Shared room'];
const SCALE_DATES = ['2022-03-14', '2022-03-15', '2022-03-16', '2022-03-17', '2022-03-18', '2022-03-19', '2022-03-20'] as const;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const clock = (minutes: number): string => `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;

export function scaleCityName(i: number): string {
  return `Synth ${pad(i, 3)}`;
}

/** The synthetic state: `cities` cities (at most 999), listings scaled by `scale`. */
export function scaleWorld(cities: number, scale: number, seed = 1): MemorySandbox {
  if (!Number.isInteger(cities) || cities < 1 || cities > 999) throw new RangeError(`cities must be 1..999, not ${cities}`);
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError(`scale must be a whole number from 1, not ${scale}`);
  const r = rng(seed * 1_000_003 + cities * 101 + scale);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const names = Array.from({ length: cities }, (_, i) => scaleCityName(i + 1));
  // Cities in an 800 km square; home 300 km to its west.
  const at = new Map<string, [number, number]>([[SCALE_HOME, [-300, 400]], ...names.map((c): [string, [number, number]] => [c, [r() * 800, r() * 800]])]);
  const places = [SCALE_HOME, ...names];
  const roads: { origin: string; destination: string; road: Road | undefined }[] = [];
  const flights: Flight[] = [];
  let flightNo = 1000;
  for (const origin of places) {
    for (const destination of places) {
      if (origin === destination) continue;
      const [x1, y1] = at.get(origin)!;
      const [x2, y2] = at.get(destination)!;
      const straight = Math.hypot(x1 - x2, y1 - y2);
      const km = Math.max(5, Math.round(straight * 1.25));
      const minutes = Math.round((km / 80) * 60);
      roads.push({
        origin,
        destination,
        road: {
          origin,
          destination,
          duration: `${Math.floor(minutes / 60)} hours ${minutes % 60} mins`,
          distance: `${km} km`,
          km,
          selfDrivingCost: Math.trunc(km * 0.05),
          taxiCost: Math.trunc(km),
        },
      });
      // Flights on longer legs, on some of the dates.
      if (straight < 250) continue;
      for (const date of SCALE_DATES) {
        if (r() >= 0.35) continue;
        const dep = int(36, 120) * 10;
        const arr = Math.min(dep + 60 + Math.round(straight / 10), 23 * 60 + 50);
        flights.push({
          number: `F${flightNo++}`,
          price: int(60, 400),
          depTime: clock(dep),
          arrTime: clock(arr),
          elapsed: `${Math.floor((arr - dep) / 60)} hours ${(arr - dep) % 60} minutes`,
          date,
          origin,
          destination,
          distance: Math.round(straight),
        });
      }
    }
  }
  const restaurants: Restaurant[] = [];
  const attractions: Attraction[] = [];
  const accommodations: Accommodation[] = [];
  for (const city of names) {
    const [x, y] = at.get(city)!;
    for (let k = 1; k <= PER_CITY.restaurants * scale; k++) {
      const served = CUISINES.filter(() => r() < 0.2);
      restaurants.push({
        name: `${city} Table ${pad(k, 4)}`,
        city,
        cuisines: (served.length > 0 ? served : [CUISINES[int(0, CUISINES.length - 1)]!]).join(', '),
        averageCost: int(10, 100),
        rating: int(20, 50) / 10,
      });
    }
    for (let k = 1; k <= PER_CITY.attractions * scale; k++) {
      attractions.push({
        name: `${city} Sight ${pad(k, 4)}`,
        city,
        latitude: 40 + y / 111 + r() * 0.05,
        longitude: -100 + x / 85 + r() * 0.05,
        address: `${k} Main Street, ${city}`,
        phone: '-',
        website: '-',
        categories: [],
        openingHours: null,
        visitMinutes: null,
      });
    }
    for (let k = 1; k <= PER_CITY.accommodations * scale; k++) {
      const rules = HOUSE_RULES.filter(() => r() < 0.3);
      accommodations.push({
        name: `${city} Lodge ${pad(k, 4)}`,
        city,
        roomType: ROOM_TYPES[int(0, 2)]!,
        price: int(40, 600),
        minimumNights: r() < 0.7 ? 1 : int(2, 4),
        rating: int(10, 50) / 10,
        houseRules: rules.map((rule) => `No ${rule}`).join(' & '),
        maximumOccupancy: int(1, 8),
      });
    }
  }
  return new MemorySandbox({
    source: `synthetic state of ${cities} cities, ${scale}x listings`,
    geography: { stateOfCity: new Map([[SCALE_HOME, 'Homeland'], ...names.map((c): [string, string] => [c, SCALE_STATE])]), states: ['Homeland', SCALE_STATE] },
    flights,
    roads,
    restaurants,
    attractions,
    accommodations,
  });
}

/** Request kinds: `plain` (no wish, no budget) and `hard` (a budget, a house rule, a room type and two cuisines). */
export type ScaleRequest = 'plain' | 'hard';

/** The 7-day, 3-city request from the home city to the synthetic state. */
export function scaleRequest(kind: ScaleRequest): TripSpec {
  return parseTripSpec({
    origin: SCALE_HOME,
    destination: { kind: 'state', name: SCALE_STATE },
    days: 7,
    cityCount: 3,
    startDate: SCALE_DATES[0],
    endDate: SCALE_DATES[6],
    travellers: 2,
    budget: kind === 'hard' ? 4200 : null,
    houseRules: kind === 'hard' ? ['pets'] : [],
    cuisines: kind === 'hard' ? ['French', 'Mexican'] : [],
    avoidCuisines: [],
    roomType: kind === 'hard' ? 'not shared room' : null,
    excludeTransport: [],
  });
}
