/**
 * Loading a TravelPlanner database directory (the benchmark's CSV layout) with the benchmark's own
 * sandbox rules: a row with a missing cell is not in the sandbox (pandas dropna), a road whose duration
 * mentions "day" or that has no distance does not exist, and the first road row of a pair is the one used.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DataError } from '../common/errors.ts';
import { Columns, readCsv } from './csv.ts';
import { MemorySandbox, type Geography, type SandboxRecords } from './memory.ts';
import { INTERESTS } from '../common/interests.ts';
import { parseOpeningHours } from '../common/hours.ts';
import { classifyAttraction, type Category } from './categories.ts';
import { makeRoad, type Accommodation, type Attraction, type Flight, type Restaurant, type RoomType } from './types.ts';

export const DATABASE_FILES = {
  accommodations: 'accommodations/clean_accommodations_2022.csv',
  attractions: 'attractions/attractions.csv',
  restaurants: 'restaurants/clean_restaurant_2022.csv',
  distance: 'googleDistanceMatrix/distance.csv',
  flights: 'flights/clean_Flights_2022.csv',
  cityStates: 'background/citySet_with_states.txt',
} as const;

const ACCOMMODATION_COLUMNS = ['NAME', 'room type', 'price', 'minimum nights', 'review rate number', 'house_rules', 'maximum occupancy', 'city'] as const;
const ATTRACTION_COLUMNS = ['Name', 'Latitude', 'Longitude', 'Address', 'Phone', 'Website', 'City'] as const;
const RESTAURANT_COLUMNS = ['Name', 'City', 'Cuisines', 'Average Cost', 'Aggregate Rating'] as const;
const DISTANCE_COLUMNS = ['origin', 'destination', 'cost', 'duration', 'distance'] as const;
const FLIGHT_COLUMNS = [
  'Flight Number',
  'Price',
  'DepTime',
  'ArrTime',
  'ActualElapsedTime',
  'FlightDate',
  'OriginCityName',
  'DestCityName',
  'Distance',
] as const;

const ROOM_TYPES: readonly RoomType[] = ['Entire home/apt', 'Private room', 'Shared room'];

export function asRoomType(value: string, file: string, where: string): RoomType {
  if ((ROOM_TYPES as readonly string[]).includes(value)) return value as RoomType;
  throw new DataError(file, `${where}: expected one of ${ROOM_TYPES.map((r) => `"${r}"`).join(', ')}, found "${value}"`, 'room type');
}

/** Read background/citySet_with_states.txt: one "city<TAB>state" a line. */
export function loadGeography(dir: string): Geography {
  const file = join(dir, DATABASE_FILES.cityStates);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new DataError(file, 'cannot read the file; expected one "city<TAB>state" pair a line');
  }
  const stateOfCity = new Map<string, string>();
  const states: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') return;
    const parts = line.split('\t');
    if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
      throw new DataError(file, `line ${i + 1}: expected "city<TAB>state", found "${line}"`);
    }
    stateOfCity.set(parts[0]!, parts[1]!);
    if (!states.includes(parts[1]!)) states.push(parts[1]!);
  });
  return { stateOfCity, states };
}

function loadAccommodations(file: string): Accommodation[] {
  const table = readCsv(file, ACCOMMODATION_COLUMNS);
  const c = new Columns(table);
  const out: Accommodation[] = [];
  table.rows.forEach((row, i) => {
    if (c.hasMissing(row)) return;
    out.push({
      name: c.text(row, 'NAME'),
      city: c.text(row, 'city'),
      roomType: asRoomType(c.text(row, 'room type'), file, `line ${table.lines[i]}`),
      price: c.number(row, 'price', i),
      minimumNights: c.number(row, 'minimum nights', i),
      rating: c.number(row, 'review rate number', i),
      houseRules: c.text(row, 'house_rules'),
      maximumOccupancy: c.number(row, 'maximum occupancy', i),
    });
  });
  return out;
}

/**
 * Attractions. Beside the benchmark's columns, three optional ones are read when present: `category`
 * (categories separated by ";", from src/common/interests.ts INTERESTS or "other"), `opening_hours` (src/common/hours.ts)
 * and `visit_minutes`. Like every column they take part in pandas' dropna(): a row with any of them empty is
 * not in the sandbox, as the scorer would not see it.
 */
function loadAttractions(file: string): Attraction[] {
  const table = readCsv(file, ATTRACTION_COLUMNS);
  const c = new Columns(table);
  const has = (column: string) => table.header.includes(column);
  const out: Attraction[] = [];
  table.rows.forEach((row, i) => {
    if (c.hasMissing(row)) return;
    const where = `${file}, line ${table.lines[i]}`;
    const name = c.text(row, 'Name');
    const website = c.text(row, 'Website');
    out.push({
      name,
      city: c.text(row, 'City'),
      latitude: c.number(row, 'Latitude', i),
      longitude: c.number(row, 'Longitude', i),
      address: c.text(row, 'Address'),
      phone: c.text(row, 'Phone'),
      website,
      categories: has('category') ? parseCategories(c.text(row, 'category'), where) : classifyAttraction(name, website),
      openingHours: has('opening_hours') ? parseOpeningHours(c.text(row, 'opening_hours'), `${where} [opening_hours]`) : null,
      visitMinutes: has('visit_minutes') ? c.number(row, 'visit_minutes', i) : null,
    });
  });
  return out;
}

function parseCategories(text: string, where: string): Category[] {
  const list = text
    .split(';')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  for (const t of list) {
    if (t !== 'other' && !(INTERESTS as readonly string[]).includes(t))
      throw new DataError(where, `"${t}" is not a category; expected one of ${INTERESTS.join(', ')} or other, separated by ";"`, 'category');
  }
  return list.length > 0 ? (list as Category[]) : ['other'];
}

function loadRestaurants(file: string): Restaurant[] {
  const table = readCsv(file, RESTAURANT_COLUMNS);
  const c = new Columns(table);
  const out: Restaurant[] = [];
  table.rows.forEach((row, i) => {
    if (c.hasMissing(row)) return;
    out.push({
      name: c.text(row, 'Name'),
      city: c.text(row, 'City'),
      cuisines: c.text(row, 'Cuisines'),
      averageCost: c.number(row, 'Average Cost', i),
      rating: c.number(row, 'Aggregate Rating', i),
    });
  });
  return out;
}

function loadFlights(file: string): Flight[] {
  const table = readCsv(file, FLIGHT_COLUMNS);
  const c = new Columns(table);
  const out: Flight[] = [];
  table.rows.forEach((row, i) => {
    if (c.hasMissing(row)) return;
    out.push({
      number: c.text(row, 'Flight Number'),
      price: c.number(row, 'Price', i),
      depTime: c.text(row, 'DepTime'),
      arrTime: c.text(row, 'ArrTime'),
      elapsed: c.text(row, 'ActualElapsedTime'),
      date: c.text(row, 'FlightDate'),
      origin: c.text(row, 'OriginCityName'),
      destination: c.text(row, 'DestCityName'),
      distance: c.number(row, 'Distance', i),
    });
  });
  return out;
}

function loadRoads(file: string): SandboxRecords['roads'] {
  const table = readCsv(file, DISTANCE_COLUMNS);
  const c = new Columns(table);
  // No dropna here: the scorer reads this table whole and treats an empty duration or distance as "no route".
  return table.rows.map((row) => {
    const origin = c.text(row, 'origin');
    const destination = c.text(row, 'destination');
    return { origin, destination, road: makeRoad(origin, destination, c.text(row, 'duration'), c.text(row, 'distance')) };
  });
}

/** Load a whole TravelPlanner database directory. */
export function loadDatabase(dir: string): MemorySandbox {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new DataError(
      dir,
      'no such data directory; expected a TravelPlanner database folder ' +
        '(accommodations/, attractions/, restaurants/, flights/, googleDistanceMatrix/, background/)',
    );
  }
  const geography = loadGeography(dir);
  return new MemorySandbox({
    source: dir,
    geography,
    accommodations: loadAccommodations(join(dir, DATABASE_FILES.accommodations)),
    attractions: loadAttractions(join(dir, DATABASE_FILES.attractions)),
    restaurants: loadRestaurants(join(dir, DATABASE_FILES.restaurants)),
    flights: loadFlights(join(dir, DATABASE_FILES.flights)),
    roads: loadRoads(join(dir, DATABASE_FILES.distance)),
  });
}
