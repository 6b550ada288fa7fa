/**
 * Small random worlds for the brute-force oracle (test/oracle/brute.ts): an in-memory sandbox of one destination
 * state with one to three cities and a home city in another state, and a TripSpec over it, both drawn from one
 * seed. Sizes are kept small enough to enumerate every plan (1-3 cities, 2-7 restaurants, 2-3 listings, 1-4
 * sights a city, 0-2 flights a leg and date, a road or not), and the wishes are drawn so that a good share of
 * requests has no plan (too few restaurants or sights, house rules, room types, cuisines, exclusions, budgets).
 *
 * Names are chosen so that the benchmark's scorer reads every venue back as itself: no name contains another
 * of its kind in the same city, no city name holds "from", " to ", "taxi" or "flight", none has a comma.
 */
import { MemorySandbox } from '../../src/sandbox/memory.ts';
import type { Accommodation, Attraction, Flight, Restaurant, Road, RoomType } from '../../src/sandbox/index.ts';
import { HOUSE_RULES, parseTripSpec, type Cuisine, type TransportMode, type TripSpec } from '../../src/tripspec/index.ts';
import { rng } from '../helpers/random.ts';
import { addDays } from '../../src/common/dates.ts';

const HOME_STATE = 'Eastmarch';
const STATE = 'Norvale';
const HOME = 'Dunmore';
const STATE_CITIES = ['Ashby', 'Bramwell', 'Corrin'] as const;
/** Wished and ruled-out cuisines come from the benchmark's seven; restaurants also serve a few others. */
const WISHABLE: readonly Cuisine[] = ['American', 'Chinese', 'French', 'Indian', 'Italian', 'Mediterranean', 'Mexican'];
const SERVED: readonly Cuisine[] = [...WISHABLE, 'Pizza', 'Cafe', 'Seafood'];
const ROOM_TYPES: readonly RoomType[] = ['Entire home/apt', 'Private room', 'Shared room'];

export interface OracleCase {
  readonly seed: number;
  readonly spec: TripSpec;
  readonly sandbox: MemorySandbox;
  /** Whether prices have cents (else every price is whole dollars, and every sum is exact in floating point). */
  readonly cents: boolean;
}

type Random = () => number;
const int = (r: Random, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
/** `k` distinct items, in a random order. */
function sample<T>(r: Random, items: readonly T[], k: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < k && pool.length > 0) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]!);
  return out;
}
const pad = (n: number): string => String(n).padStart(2, '0');
const clock = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** A price in dollars: whole, or (in worlds drawn with cents) with cents. */
const price = (r: Random, lo: number, hi: number, cents: boolean): number => (cents ? int(r, lo * 100, hi * 100) / 100 : int(r, lo, hi));

function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} mins`;
  return `${h} ${h === 1 ? 'hour' : 'hours'} ${m} mins`;
}

/**
 * On travel-day requests, flights leave or land on either side of the times at which the timetable makes room
 * for a meal (the repository's docs/timeline.md: breakfast before an 08:00-or-later departure, lunch before a 13:30-or-later
 * trip home, lunch on arrival by 13:00, dinner by 20:30), ten minutes early, on the minute or ten minutes late.
 */
function edgeDeparture(r: Random, elapsed: number): number {
  const edge = pick(r, [8 * 60, 13 * 60 + 30, 13 * 60, 20 * 60 + 30]);
  const at = edge + pick(r, [-10, 0, 10]);
  // The first two are departures, the last two arrivals.
  return edge === 8 * 60 || edge === 13 * 60 + 30 ? at : at - elapsed;
}

/**
 * A flight of an `overnight` world: a red-eye that lands the next morning (00:10 to 10:20), a late one whose check-in
 * passes midnight (landing 23:20 to 23:59), or a day flight leaving 06:00 to 15:00 (the next-morning departures an
 * overnight arrival meets). Departure and arrival in minutes of the flight's day, the arrival the clock time shown.
 */
function overnightFlight(r: Random): { dep: number; arr: number } {
  const kind = r();
  if (kind < 0.4) return { dep: int(r, 114, 143) * 10, arr: int(r, 1, 62) * 10 };
  if (kind < 0.5) return { dep: int(r, 126, 138) * 10, arr: int(r, 140, 143) * 10 + int(r, 0, 9) };
  const dep = int(r, 36, 90) * 10;
  return { dep, arr: dep + int(r, 5, 18) * 10 };
}

/**
 * What a case is drawn from: `any` request, or only `travel-days` requests (three days, two cities, two wished
 * cuisines served in one city only, one flight a leg and date leaving or landing close to the timetable's limits,
 * seldom a road, no other wish), which have no full day, so every meal is on a travel day, where the timetable
 * decides whether it fits; or only `overnight` requests (three to five days, mostly two cities, no budget or
 * lodging wish): half the roads take 15 to 24 hours (a drive leaving at 09:00 arrives the next night or morning),
 * flights include red-eyes and late arrivals (overnightFlight), half the worlds wish two cuisines served in one city
 * only (so its travel days must eat), and some rule out driving; a leg arriving overnight then meets the next
 * morning's departure or a full day that starts late.
 */
export type Shape = 'any' | 'travel-days' | 'overnight';

/** One world and one request, fully determined by `seed` and `shape`. */
export function randomCase(seed: number, shape: Shape = 'any'): OracleCase {
  const travelDays = shape === 'travel-days';
  const overnight = shape === 'overnight';
  const r = rng(seed);
  const cents = r() < 0.2;
  const cityDraw = int(r, 1, 3);
  const cities = STATE_CITIES.slice(0, travelDays || overnight ? Math.max(2, cityDraw) : cityDraw);
  const dayDraw = int(r, 3, 5);
  // Overnight trips last three or four days: most stays are one night, so an overnight arrival meets a departure.
  const days = travelDays ? 3 : overnight ? Math.min(dayDraw, 4) : dayDraw;
  const startDate = `2022-03-${pad(int(r, 10, 20))}`;
  const dates = Array.from({ length: days }, (_, i) => addDays(startDate, i));

  // ---- transport: flights on the trip's dates and a road (or none) for every ordered pair of places
  const places = [HOME, ...cities];
  const flights: Flight[] = [];
  const roads: { origin: string; destination: string; road: Road | undefined }[] = [];
  let flightNo = 100;
  for (const origin of places) {
    for (const destination of places) {
      if (origin === destination) continue;
      const distance = int(r, 60, 480);
      for (const date of dates) {
        const count = travelDays ? int(r, 1, 2) : overnight ? int(r, 0, 2) : r() < 0.3 ? 0 : r() < 0.7 ? 1 : 2;
        for (let k = 0; k < count; k++) {
          let dep: number;
          let arr: number;
          if (overnight) ({ dep, arr } = overnightFlight(r));
          else {
            const drawn = int(r, 33, 126) * 10; // 05:30 to 21:00
            const elapsed = int(r, 5, 18) * 10;
            dep = travelDays ? edgeDeparture(r, elapsed) : drawn;
            arr = Math.min(dep + elapsed, 23 * 60 + 50);
          }
          const took = (arr - dep + 24 * 60) % (24 * 60);
          flights.push({
            number: `F${flightNo++}`,
            price: price(r, 40, 320, cents),
            depTime: clock(dep),
            arrTime: clock(arr % (24 * 60)),
            elapsed: `${Math.floor(took / 60)} hours ${took % 60} minutes`,
            date,
            origin,
            destination,
            distance,
          });
        }
      }
      if (r() < (travelDays ? 0.1 : overnight ? 0.6 : 0.7)) {
        let km: number;
        let minutes: number;
        if (overnight && r() < 0.5) {
          // Half the roads of overnight worlds take 15:00 to 23:59 hours at about 85 km/h, half of those 22:00 or
          // more (a drive leaving at 09:00 then arrives at 07:00 or later: too late for breakfast before the next
          // morning's 09:00 drive, or for that drive at all after 07:45).
          minutes = (r() < 0.5 ? int(r, 132, 143) : int(r, 90, 131)) * 10 + int(r, 0, 9);
          km = Math.round((minutes / 60) * 85);
        } else {
          km = int(r, 40, 520);
          minutes = Math.round((km / 85) * 60) + int(r, 0, 25);
        }
        roads.push({
          origin,
          destination,
          road: {
            origin,
            destination,
            duration: durationText(minutes),
            distance: `${km} km`,
            km,
            selfDrivingCost: Math.trunc(km * 0.05),
            taxiCost: Math.trunc(km),
          },
        });
      }
    }
  }

  // ---- venues of each city of the state (the home city has none: the oracle never needs them)
  // Travel-day requests wish two cuisines that one restaurant each serves, both in one city: the plan needs two
  // meals there, and the timetable decides whether that city's travel days have room for them.
  // Half the overnight requests do the same, so that the morning after an overnight arrival has meals to hold.
  const pinned = travelDays || (overnight && r() < 0.5) ? { city: pick(r, cities), cuisines: sample(r, WISHABLE, 2) } : null;
  const menu = pinned ? SERVED.filter((c) => !pinned.cuisines.includes(c)) : SERVED;
  const restaurants: Restaurant[] = [];
  const accommodations: Accommodation[] = [];
  const attractions: Attraction[] = [];
  for (const [c, city] of cities.entries()) {
    const nr = int(r, 3, 10);
    for (let k = 1; k <= nr; k++) {
      restaurants.push({
        name: `${city} Table ${pad(k)}`,
        city,
        cuisines: sample(r, menu, int(r, 1, 3)).join(', '),
        averageCost: price(r, 8, 80, cents),
        rating: int(r, 20, 50) / 10,
      });
    }
    if (pinned?.city === city) {
      pinned.cuisines.forEach((cuisine, i) => {
        restaurants.push({ name: `${city} Table ${pad(nr + 1 + i)}`, city, cuisines: cuisine, averageCost: price(r, 8, 80, cents), rating: 4 });
      });
    }
    const nl = int(r, 2, 3);
    for (let k = 1; k <= nl; k++) {
      accommodations.push({
        name: `${city} Lodge ${pad(k)}`,
        city,
        roomType: pick(r, ROOM_TYPES),
        price: price(r, 40, 300, cents),
        minimumNights: r() < 0.5 ? 1 : r() < 0.6 ? 2 : 3,
        rating: int(r, 1, 5),
        houseRules: sample(r, HOUSE_RULES, int(r, 1, 2))
          .map((rule) => `No ${rule}`)
          .join(' & '),
        maximumOccupancy: int(r, 1, 4),
      });
    }
    const na = int(r, 2, 5);
    for (let k = 1; k <= na; k++) {
      attractions.push({
        name: `${city} Sight ${pad(k)}`,
        city,
        latitude: 40 + c + k / 100,
        longitude: -100 + k / 100,
        address: `${k} Main Street, ${city}`,
        phone: '-',
        website: '-',
        categories: [],
        openingHours: null,
        visitMinutes: null,
      });
    }
  }
  const stateOfCity = new Map<string, string>([[HOME, HOME_STATE], ...cities.map((c): [string, string] => [c, STATE])]);
  const sandbox = new MemorySandbox({
    source: `oracle world ${shape} ${seed}`,
    geography: { stateOfCity, states: [HOME_STATE, STATE] },
    flights,
    roads,
    restaurants,
    attractions,
    accommodations,
  });

  // ---- the request
  const cityCount = travelDays ? 2 : overnight ? (r() < 0.75 ? 2 : 1) : cities.length >= 2 && r() < 0.5 ? 2 : 1;
  // The benchmark's convention: a trip of more than three days goes to a state (its scorer checks the state).
  const toCity = cityCount === 1 && days === 3 && r() < 0.6;
  const travellers = int(r, 1, 6);
  const cuisines = pinned ? pinned.cuisines : overnight ? [] : sample(r, WISHABLE, r() < 0.55 ? 0 : r() < 0.65 ? 1 : 2);
  const avoidCuisines =
    travelDays || overnight || r() < 0.75
      ? []
      : sample(
          r,
          WISHABLE.filter((c) => !cuisines.includes(c)),
          1,
        );
  const exclusionDraw = r();
  const modes: TransportMode[] = ['flight', 'self-driving', 'taxi'];
  // Travel-day requests wish nothing else: the timetable alone is what they probe. Overnight ones may rule out
  // driving (then red-eyes and taxis meet the next morning).
  const excludeTransport: TransportMode[] = overnight
    ? exclusionDraw < 0.3
      ? ['self-driving']
      : []
    : travelDays || exclusionDraw < 0.5
      ? []
      : exclusionDraw < 0.65
        ? ['flight']
        : exclusionDraw < 0.8
          ? ['self-driving']
          : exclusionDraw < 0.9
            ? ['taxi']
            : sample(r, modes, 2);
  const spec = parseTripSpec({
    origin: HOME,
    destination: toCity ? { kind: 'city', name: pick(r, cities) } : { kind: 'state', name: STATE },
    days,
    cityCount,
    startDate,
    endDate: dates[days - 1],
    travellers,
    budget: travelDays || overnight || r() < 0.15 ? null : Math.round((travellers * days * int(r, 100, 500)) / 10) * 10,
    houseRules: travelDays || overnight ? [] : sample(r, HOUSE_RULES, r() < 0.55 ? 0 : r() < 0.8 ? 1 : 2),
    cuisines,
    avoidCuisines,
    roomType: travelDays || overnight || r() < 0.6 ? null : pick(r, ['entire room', 'private room', 'shared room', 'not shared room'] as const),
    excludeTransport,
  });
  return { seed, spec, sandbox, cents };
}
