/** An indexed in-memory Sandbox, built by both loaders. */
import type { Accommodation, Attraction, Flight, Restaurant, Road, Sandbox } from './types.ts';

export interface Geography {
  /** city -> state, in file order. */
  readonly stateOfCity: ReadonlyMap<string, string>;
  readonly states: readonly string[];
}

/** A geography's names in the shape a translator reads places against (its PlaceNames): cities, states, a city's state. */
export function geographyNames(geography: Geography): { cities(): readonly string[]; states(): readonly string[]; stateOf(city: string): string | undefined } {
  const cities = [...geography.stateOfCity.keys()];
  return { cities: () => cities, states: () => geography.states, stateOf: (city) => geography.stateOfCity.get(city) };
}

export interface SandboxRecords {
  readonly source: string;
  readonly geography: Geography;
  readonly flights: readonly Flight[];
  /** Road rows in file order, possibly repeated or unusable (undefined); the first row of a pair wins. */
  readonly roads: readonly { origin: string; destination: string; road: Road | undefined }[];
  readonly restaurants: readonly Restaurant[];
  readonly attractions: readonly Attraction[];
  readonly accommodations: readonly Accommodation[];
}

export function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export const EMPTY: readonly never[] = Object.freeze([]);

/** The keys flights are looked up by: leg and date (Sandbox.flights), number and leg (Sandbox.flightsByNumber). */
export const legDateKey = (origin: string, destination: string, date: string): string => `${origin}\u0000${destination}\u0000${date}`;
export const numberLegKey = (number: string, origin: string, destination: string): string => `${number}\u0000${origin}\u0000${destination}`;

/** The dates that have at least one flight, sorted. */
const flightDatesOf = (flights: readonly Flight[]): readonly string[] => [...new Set(flights.map((f) => f.date))].sort();

/** The place lookups of a Sandbox, from its geography alone (shared by the in-memory and the cached sandbox). */
export abstract class PlaceLookups {
  protected readonly geography: Geography;
  private readonly citiesByState: Map<string, string[]>;

  constructor(geography: Geography) {
    this.geography = geography;
    this.citiesByState = groupBy([...geography.stateOfCity.keys()], (c) => geography.stateOfCity.get(c)!);
  }

  cities(): readonly string[] {
    return [...this.geography.stateOfCity.keys()];
  }
  states(): readonly string[] {
    return this.geography.states;
  }
  hasCity(city: string): boolean {
    return this.geography.stateOfCity.has(city);
  }
  isState(name: string): boolean {
    return this.citiesByState.has(name) || this.geography.states.includes(name);
  }
  stateOf(city: string): string | undefined {
    return this.geography.stateOfCity.get(city);
  }
  citiesIn(state: string): readonly string[] {
    return this.citiesByState.get(state) ?? EMPTY;
  }
}

export class MemorySandbox extends PlaceLookups implements Sandbox {
  readonly source: string;
  private readonly flightsByLegDate: Map<string, Flight[]>;
  private readonly flightsByNumberLeg: Map<string, Flight[]>;
  private readonly roadByLeg = new Map<string, Road | undefined>();
  private readonly restaurantsByCity: Map<string, Restaurant[]>;
  private readonly attractionsByCity: Map<string, Attraction[]>;
  private readonly accommodationsByCity: Map<string, Accommodation[]>;
  private readonly dates: readonly string[];
  readonly records: SandboxRecords;

  constructor(records: SandboxRecords) {
    super(records.geography);
    this.records = records;
    this.source = records.source;
    this.flightsByLegDate = groupBy(records.flights, (f) => legDateKey(f.origin, f.destination, f.date));
    this.flightsByNumberLeg = groupBy(records.flights, (f) => numberLegKey(f.number, f.origin, f.destination));
    for (const r of records.roads) {
      const key = `${r.origin}\u0000${r.destination}`;
      if (!this.roadByLeg.has(key)) this.roadByLeg.set(key, r.road);
    }
    this.restaurantsByCity = groupBy(records.restaurants, (r) => r.city);
    this.attractionsByCity = groupBy(records.attractions, (a) => a.city);
    this.accommodationsByCity = groupBy(records.accommodations, (a) => a.city);
    this.dates = flightDatesOf(records.flights);
  }

  flights(origin: string, destination: string, date: string): readonly Flight[] {
    return this.flightsByLegDate.get(legDateKey(origin, destination, date)) ?? EMPTY;
  }
  flightsByNumber(number: string, origin: string, destination: string): readonly Flight[] {
    return this.flightsByNumberLeg.get(numberLegKey(number, origin, destination)) ?? EMPTY;
  }
  road(origin: string, destination: string): Road | undefined {
    return this.roadByLeg.get(`${origin}\u0000${destination}`);
  }
  restaurants(city: string): readonly Restaurant[] {
    return this.restaurantsByCity.get(city) ?? EMPTY;
  }
  attractions(city: string): readonly Attraction[] {
    return this.attractionsByCity.get(city) ?? EMPTY;
  }
  accommodations(city: string): readonly Accommodation[] {
    return this.accommodationsByCity.get(city) ?? EMPTY;
  }
  flightDates(): readonly string[] {
    return this.dates;
  }
}
