/** Records of a TravelPlanner sandbox, as the benchmark's scorer sees them, and the lookup interface over them. */
import type { Category } from './categories.ts';
import { roomsFor, selfDrivingFare, taxiFare } from '../benchmark/lodging-and-fares.ts';
import type { WeeklyHours } from '../common/hours.ts';

export type RoomType = 'Entire home/apt' | 'Private room' | 'Shared room';

export interface Flight {
  readonly number: string;
  readonly price: number;
  readonly depTime: string;
  readonly arrTime: string;
  readonly elapsed: string;
  readonly date: string;
  readonly origin: string;
  readonly destination: string;
  readonly distance: number;
}

/** A road between two cities (the distance matrix). Costs are per vehicle, by the benchmark's formulas. */
export interface Road {
  readonly origin: string;
  readonly destination: string;
  /** As written in the data, e.g. "14 hours 4 mins". */
  readonly duration: string;
  /** As written in the data, e.g. "1,433 km". */
  readonly distance: string;
  readonly km: number;
  /** int(km * 0.05) per car (five people a car). */
  readonly selfDrivingCost: number;
  /** int(km) per taxi (four people a taxi). */
  readonly taxiCost: number;
}

export interface Restaurant {
  readonly name: string;
  readonly city: string;
  /** As written, e.g. "Tea, French, Bakery". The scorer tests wishes as substrings of this text. */
  readonly cuisines: string;
  readonly averageCost: number;
  readonly rating: number;
}

export interface Attraction {
  readonly name: string;
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly address: string;
  readonly phone: string;
  readonly website: string;
  /** From the data's optional `category` column, else the classifier (categories.ts); strongest first. */
  readonly categories: readonly Category[];
  /** From the optional `opening_hours` column; null when the data does not say (see src/timeline/constants.ts). */
  readonly openingHours: WeeklyHours | null;
  /** From the optional `visit_minutes` column: the usual length of a visit; null when the data does not say. */
  readonly visitMinutes: number | null;
}

export interface Accommodation {
  readonly name: string;
  readonly city: string;
  readonly roomType: RoomType;
  readonly price: number;
  readonly minimumNights: number;
  readonly rating: number;
  /** As written, e.g. "No pets & No parties". */
  readonly houseRules: string;
  readonly maximumOccupancy: number;
}

/**
 * One view over a TravelPlanner sandbox, whether loaded from the database directory or from a request's
 * reference information. Lists keep the data's row order (the scorer prices a venue by its first match).
 */
export interface Sandbox {
  /** Where the records came from (a directory, a file), for messages. */
  readonly source: string;
  cities(): readonly string[];
  states(): readonly string[];
  hasCity(city: string): boolean;
  isState(name: string): boolean;
  stateOf(city: string): string | undefined;
  citiesIn(state: string): readonly string[];
  /** Flights on that date, in row order. */
  flights(origin: string, destination: string, date: string): readonly Flight[];
  /** Flights with this number between the two cities, any date (the scorer's membership test). */
  flightsByNumber(number: string, origin: string, destination: string): readonly Flight[];
  /** The road the scorer would use (first row for the pair), or undefined when none exists or it takes a day or more. */
  road(origin: string, destination: string): Road | undefined;
  restaurants(city: string): readonly Restaurant[];
  attractions(city: string): readonly Attraction[];
  accommodations(city: string): readonly Accommodation[];
  /** Dates that have at least one flight, to tell "no data for these dates" apart from "no flight". */
  flightDates(): readonly string[];
}

/** Self-driving for the party (src/benchmark/lodging-and-fares.ts). */
export function selfDrivingCost(road: Road, travellers: number): number {
  return selfDrivingFare(road.selfDrivingCost, travellers);
}

/** A taxi ride for the party (src/benchmark/lodging-and-fares.ts). */
export function taxiCost(road: Road, travellers: number): number {
  return taxiFare(road.taxiCost, travellers);
}

/** Rooms the party needs at a listing (src/benchmark/lodging-and-fares.ts). */
export function roomsNeeded(listing: Accommodation, travellers: number): number {
  return roomsFor(listing.maximumOccupancy, travellers);
}

/** Parse a distance such as "1,144 km" or "98.6 km" the way the scorer does (commas dropped, km stripped). */
function parseKm(distance: string): number | undefined {
  const text = distance.replace('km', '').replaceAll(',', '').trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

export function makeRoad(origin: string, destination: string, duration: string, distance: string): Road | undefined {
  const km = parseKm(distance);
  if (km === undefined || duration.trim() === '' || duration.includes('day')) return undefined;
  return {
    origin,
    destination,
    duration,
    distance,
    km,
    selfDrivingCost: Math.trunc(km * 0.05),
    taxiCost: Math.trunc(km),
  };
}
