/**
 * Candidates: the restaurants, lodging, attractions and transport options a plan may use, seen the way
 * the benchmark's scorer will see them, filtered by the request's requirements, with dominated ones pruned.
 *
 * Scorer view: a venue written "Name, City" is priced by the FIRST row of that city whose name contains
 * Name. A row whose first match is another row with different attributes would be scored as that other
 * row; such ambiguous rows are left out, so the plan's own figures and the scorer's always agree.
 */
import type { TripSpec, HouseRule, MealSlot, RoomTypeWish, TransportMode } from '../src/tripspec/index.ts';
import { CLOCK } from '../src/timeline/constants.ts';
import { afterCheckin, morningAfter, stretchFits } from './timeline.ts';
import { flightSchedule, legRoom, roadSchedule, ROAD_DEPARTURE, type LegRoom, type Schedule } from './timing.ts';
import { forbiddingText, roomTypeMeets } from '../src/benchmark/lodging-and-fares.ts';
import {
  roomsNeeded,
  selfDrivingCost,
  taxiCost,
  type Accommodation,
  type Attraction,
  type Flight,
  type Restaurant,
  type Road,
  type RoomType,
  type Sandbox,
} from '../src/sandbox/index.ts';

/** Scoring weights of the quality objective (docs/solving.md, "What is optimised"). */
export const WEIGHTS = Object.freeze({
  /** Per meal: this plus 10 x the restaurant's rating (0-5). */
  mealBase: 20,
  mealRating: 10,
  /** Per night: 10 x the listing's review rating (1-5). */
  lodgingRating: 10,
  /** Per attraction visited. */
  attraction: 30,
  /** Per attraction visited that matches the traveller's interests, on top of `attraction`. */
  interest: 30,
});

/** Attractions per full day by pace (at least one is always required). */
export const PACE_CAP = Object.freeze({ relaxed: 2, normal: 3, packed: 4 });

export interface MealCandidate {
  readonly restaurant: Restaurant;
  /** Average cost x travellers. */
  readonly cost: number;
  /** Quality of one meal here. */
  readonly score: number;
  /** Indexes into spec.cuisines of the wished cuisines it serves (as the scorer tests: substring). */
  readonly wished: readonly number[];
}

export interface LodgingCandidate {
  readonly listing: Accommodation;
  readonly rooms: number;
  /** Price x rooms, per night. */
  readonly nightly: number;
  readonly score: number;
}

export type TransportOption = (
  | { readonly mode: 'flight'; readonly flight: Flight; readonly cost: number }
  | { readonly mode: 'self-driving' | 'taxi'; readonly road: Road; readonly vehicles: number; readonly cost: number }
) & {
  readonly schedule: Schedule | undefined;
  /** What the leg leaves room for on the day (meals, an attraction) at each end. */
  readonly room: LegRoom;
};

export interface CityCandidates {
  readonly city: string;
  readonly meals: readonly MealCandidate[];
  /** For each meal candidate, how many others dominate it (cheaper or equal, better or equal, serving a superset of wished cuisines). */
  readonly mealDominators: readonly number[];
  readonly lodging: readonly LodgingCandidate[];
  readonly attractions: readonly Attraction[];
}

export function roomTypeAllowed(wish: RoomTypeWish | null, type: RoomType): boolean {
  return wish === null || roomTypeMeets(wish, type) === true;
}

export function houseRulesAllow(listing: Accommodation, rules: readonly HouseRule[]): boolean {
  return rules.every((rule) => !listing.houseRules.includes(forbiddingText(rule) ?? `No ${rule}`));
}

/** A name the plan can write as "Name, City" and the scorer will read back to the same row. */
export function writableName(name: string): boolean {
  return name.trim() !== '' && !/[;\n\r]/.test(name) && name.trim() !== '-';
}

/** The first row of a city's list whose name contains `name` (the scorer's lookup). */
export function firstMatch<T extends { name: string }>(rows: readonly T[], name: string): T | undefined {
  const needle = name.trim();
  return rows.find((r) => r.name.includes(needle));
}

const SEPARATOR = '\u0000';

/** Rows the scorer reads back as themselves (or as an identical row), deduplicated by name. */
export function unambiguous<T extends { name: string }>(rows: readonly T[], same: (a: T, b: T) => boolean): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  // firstMatch over every row, in one native search: the names joined by a character no name holds, so the first
  // occurrence of a name lies in the first row that contains it (starts[k] is where row k's name begins).
  const joined = rows.some((r) => r.name.includes(SEPARATOR)) ? undefined : rows.map((r) => r.name).join(SEPARATOR);
  const starts: number[] = [];
  for (let k = 0, at = 0; k < rows.length; at += rows[k]!.name.length + 1, k++) starts.push(at);
  const firstOf = (name: string): T | undefined => {
    if (joined === undefined) return firstMatch(rows, name);
    const at = joined.indexOf(name.trim());
    if (at < 0) return undefined;
    // The last row starting at or before the occurrence.
    let lo = 0;
    let hi = rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return rows[lo];
  };
  for (const row of rows) {
    if (!writableName(row.name) || seen.has(row.name.trim())) continue;
    const first = firstOf(row.name);
    if (first !== row && (first === undefined || !same(first, row))) continue;
    seen.add(row.name.trim());
    out.push(row);
  }
  return out;
}

const sameRestaurant = (a: Restaurant, b: Restaurant) => a.averageCost === b.averageCost && a.cuisines === b.cuisines && a.rating === b.rating;
const sameListing = (a: Accommodation, b: Accommodation) =>
  a.price === b.price &&
  a.roomType === b.roomType &&
  a.houseRules === b.houseRules &&
  a.maximumOccupancy === b.maximumOccupancy &&
  a.minimumNights === b.minimumNights &&
  a.rating === b.rating;

export function cityCandidates(spec: TripSpec, sandbox: Sandbox, city: string): CityCandidates {
  // A restaurant that serves a ruled-out cuisine is never a candidate (tested as the scorer tests cuisines: a substring).
  // A restaurant outside the meal price range per person is never a candidate either (a hard requirement).
  const price = spec.wishes.mealPricePerPerson;
  const inRange = (r: Restaurant) =>
    price === undefined || ((price.min === undefined || r.averageCost >= price.min) && (price.max === undefined || r.averageCost <= price.max));
  const meals = unambiguous(sandbox.restaurants(city), sameRestaurant)
    .filter((r) => !spec.avoidCuisines.some((c) => r.cuisines.includes(c)) && inRange(r))
    .map(
      (r): MealCandidate => ({
        restaurant: r,
        cost: r.averageCost * spec.travellers,
        score: WEIGHTS.mealBase + Math.round(WEIGHTS.mealRating * r.rating),
        wished: spec.cuisines.flatMap((c, k) => (r.cuisines.includes(c) ? [k] : [])),
      }),
    );
  const mealDominators = meals.map((m, i) => {
    let count = 0;
    for (let j = 0; j < meals.length; j++) {
      const o = meals[j]!;
      if (j === i || o.cost > m.cost || o.score < m.score || !m.wished.every((k) => o.wished.includes(k))) continue;
      if (o.cost < m.cost || o.score > m.score || o.wished.length > m.wished.length || j < i) count++;
    }
    return count;
  });
  const lodging = unambiguous(sandbox.accommodations(city), sameListing)
    .filter((l) => roomTypeAllowed(spec.roomType, l.roomType) && houseRulesAllow(l, spec.houseRules) && l.maximumOccupancy > 0)
    .map((l): LodgingCandidate => {
      const rooms = roomsNeeded(l, spec.travellers);
      return { listing: l, rooms, nightly: l.price * rooms, score: Math.round(WEIGHTS.lodgingRating * l.rating) };
    });
  const seen = new Set<string>();
  const attractions = sandbox.attractions(city).filter((a) => {
    const key = a.name.trim();
    if (!writableName(a.name) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { city, meals, mealDominators, lodging, attractions };
}

/**
 * With opening hours in the data, a travel day has room for a sight only if some sight of the city fits the
 * time the leg leaves (with the meals that room allows); the other rooms stay as solver/timing.ts says.
 */
function timedRoom(
  spec: TripSpec,
  sandbox: Sandbox,
  from: string,
  to: string,
  date: string,
  schedule: Schedule | undefined,
  room: LegRoom,
  outbound: boolean,
  homeward: boolean,
): LegRoom {
  if (!schedule) return room;
  const fits = (city: string, meals: MealSlot[], start: number, end: number) => {
    const sights = sandbox.attractions(city);
    if (!sights.some((a) => a.openingHours !== null)) return true;
    return sights.some((a) => writableName(a.name) && stretchFits({ date, sights: [a], meals, start, end }));
  };
  const arrival =
    room.arrival.attraction && !homeward
      ? fits(
          to,
          [...(room.arrival.lunch ? ['lunch' as const] : []), ...(room.arrival.dinner ? ['dinner' as const] : [])],
          afterCheckin(schedule.arrive),
          CLOCK.dayEnd,
        )
      : room.arrival.attraction;
  const departure =
    room.departure.attraction && !outbound
      ? fits(
          from,
          [...(room.departure.breakfast ? ['breakfast' as const] : []), ...(homeward && room.departure.lunch ? ['lunch' as const] : [])],
          CLOCK.departureDayStart,
          schedule.depart - CLOCK.departureLead,
        )
      : room.departure.attraction;
  void spec;
  return arrival === room.arrival.attraction && departure === room.departure.attraction
    ? room
    : { arrival: { ...room.arrival, attraction: arrival }, departure: { ...room.departure, attraction: departure } };
}

/**
 * How much a leg's room counts for: the arrival end only on the way out, the departure end only on the way home;
 * and, where the arrival end counts, how early the next morning is free (an arrival whose check-in passes midnight
 * leaves less of it, solver/timeline.ts's morningAfter; no such arrival is best).
 */
function roomScore(o: { readonly room: LegRoom; readonly schedule: Schedule | undefined }, outbound: boolean, homeward: boolean): number[] {
  const { room } = o;
  const dep = homeward || !outbound ? [room.departure.breakfast, room.departure.lunch, room.departure.attraction] : [false, false, false];
  const arr = outbound || !homeward ? [room.arrival.lunch, room.arrival.dinner, room.arrival.attraction] : [false, false, false];
  const next = homeward || !o.schedule ? 1 : -(morningAfter(o.schedule.arrive)?.checkedIn ?? -1);
  return [...[...dep, ...arr].map(Number), next];
}

/** The morning a leg leaves on after an arrival overnight (solver/timeline.ts's morningAfter of that arrival). */
export interface Morning {
  /** When the check-in ends. */
  readonly checkedIn: number;
  /** When meals and sights may start. */
  readonly from: number;
}

/**
 * A leg leaving on `morning` (the traveller arrived overnight): undefined when it leaves before the departure lead
 * after the check-in (the day cannot be put on the clock); else its room, with the departure end cut to what fits
 * between the morning's start and the departure lead: breakfast, lunch before the trip home and a sight, each as
 * the timetable grants it and only where it fits (the sight with the meals granted, tried on the city's sights).
 */
function afterMorning(sandbox: Sandbox, from: string, date: string, schedule: Schedule | undefined, room: LegRoom, morning: Morning): LegRoom | undefined {
  // A leg without a schedule is put on the clock at 09:00 (solver/itinerary.ts).
  const depart = schedule?.depart ?? ROAD_DEPARTURE;
  if (depart - CLOCK.departureLead < morning.checkedIn) return undefined;
  const start = Math.max(CLOCK.departureDayStart, morning.from);
  const end = depart - CLOCK.departureLead;
  const meals: MealSlot[] = [];
  const fits = (slots: MealSlot[], sights: Attraction[] = []) => stretchFits({ date, meals: slots, sights, start, end });
  const breakfast = room.departure.breakfast && fits(['breakfast']);
  if (breakfast) meals.push('breakfast');
  const lunch = room.departure.lunch && fits([...meals, 'lunch']);
  if (lunch) meals.push('lunch');
  const attraction = room.departure.attraction && sandbox.attractions(from).some((a) => writableName(a.name) && fits(meals, [a]));
  return { arrival: room.arrival, departure: { breakfast, lunch, attraction } };
}

/**
 * Transport options for one leg on one date: self-driving and taxi, and the allowed flights that are not
 * dominated (a flight is dropped when another costs no more and leaves at least as much room for meals
 * and sights at the ends of the leg that matter). On a `morning` after an arrival overnight, only the options
 * that leave late enough, with the room that is left of the morning (afterMorning), dominance judged on that room.
 */
export function legOptions(spec: TripSpec, sandbox: Sandbox, from: string, to: string, date: string, morning?: Morning): TransportOption[] {
  const excluded = new Set<TransportMode>(spec.excludeTransport);
  const outbound = from === spec.origin;
  const homeward = to === spec.origin;
  const out: TransportOption[] = [];
  const roomOf = (schedule: Schedule | undefined): LegRoom | undefined => {
    const room = timedRoom(spec, sandbox, from, to, date, schedule, legRoom(schedule, homeward), outbound, homeward);
    return morning ? afterMorning(sandbox, from, date, schedule, room, morning) : room;
  };
  if (!excluded.has('flight')) {
    const flights = sandbox
      .flights(from, to, date)
      .filter((f) => writableName(f.number) && sandbox.flightsByNumber(f.number, from, to).length > 0)
      .flatMap((flight) => {
        const schedule = flightSchedule(flight.depTime, flight.arrTime);
        const room = roomOf(schedule);
        return room ? [{ mode: 'flight' as const, flight, cost: flight.price * spec.travellers, schedule, room }] : [];
      });
    const scores = flights.map((f) => roomScore(f, outbound, homeward));
    flights.forEach((f, i) => {
      const dominated = flights.some((g, j) => {
        if (j === i || g.cost > f.cost || !scores[j]!.every((v, k) => v >= scores[i]![k]!)) return false;
        const strictly = g.cost < f.cost || scores[j]!.some((v, k) => v > scores[i]![k]!);
        return strictly || j < i;
      });
      if (!dominated) out.push(f);
    });
  }
  const road = sandbox.road(from, to);
  if (road) {
    const schedule = roadSchedule(road, homeward);
    const room = roomOf(schedule);
    if (room && !excluded.has('self-driving'))
      out.push({ mode: 'self-driving', road, vehicles: Math.ceil(spec.travellers / 5), cost: selfDrivingCost(road, spec.travellers), schedule, room });
    if (room && !excluded.has('taxi'))
      out.push({ mode: 'taxi', road, vehicles: Math.ceil(spec.travellers / 4), cost: taxiCost(road, spec.travellers), schedule, room });
  }
  return out;
}
