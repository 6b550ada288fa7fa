/**
 * Writes the bundled fixture sandbox and the sample requests, deterministically:
 *  - fixtures/sandbox/    an invented TravelPlanner database in the benchmark's own CSV layout
 *                         (loadDatabase('fixtures/sandbox') reads it like the real one);
 *  - fixtures/requests/   sample requests as folders: request.txt, spec.json (a TripSpec) and notes.md
 *                         (why the request is feasible or not, with figures computed from the data);
 *  - fixtures/reference/  reference_information for two requests, in the HF text form (a Python literal
 *                         list of {'Description', 'Content'} with pandas-printed tables) and the JSON form.
 *
 * Every city, state, venue and number is invented. A seeded PRNG (no Math.random, no clock, no
 * transcendental Math functions) drives everything, so the same script always writes the same bytes;
 * a test regenerates the files and compares them with the committed ones.
 *
 * Usage: npm run fixtures [-- --out DIR]   (default: the repository's fixtures/)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TripsolverError } from '../src/common/errors.ts';
import { MemorySandbox, type SandboxRecords } from '../src/sandbox/memory.ts';
import type { Category } from '../src/sandbox/categories.ts';
import { makeRoad, type Accommodation, type RoomType } from '../src/sandbox/types.ts';
import { parseOpeningHours } from '../src/common/hours.ts';
import { CUISINES, parseTripSpec, tripDates, type TripSpec } from '../src/tripspec/index.ts';
import { mulberry32 } from '../src/common/random.ts';
import { REQUESTS, type RequestDef } from '../corpus/fixture-requests.ts';

function fail(message: string): never {
  throw new TripsolverError('internal', `make-fixtures: ${message}`);
}

// =================================================================== deterministic randomness

export const SEED = 20220301;

/** FNV-1a, to derive one independent stream per label (a change to one table leaves the others alone). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: small, fast, and the same numbers on every platform. */
export class Rng {
  private readonly draw: () => number;
  constructor(seed: number) {
    this.draw = mulberry32(seed);
  }
  static of(label: string): Rng {
    return new Rng(fnv1a(`${SEED}:${label}`));
  }
  next(): number {
    return this.draw();
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** Index drawn with the given weights. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let u = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i]!;
      if (u < 0) return i;
    }
    return weights.length - 1;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle([...items]).slice(0, k);
  }
  /** Roughly standard normal (Irwin-Hall of four uniforms), arithmetic only. */
  normal(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
  }
}

// =================================================================== geography

/** cos(x degrees) by its Taylor series: exact arithmetic only, so distances are the same on every engine. */
function cosDeg(deg: number): number {
  const x = (deg * Math.PI) / 180;
  let term = 1;
  let sum = 1;
  for (let n = 1; n < 14; n++) {
    term *= (-x * x) / ((2 * n - 1) * (2 * n));
    sum += term;
  }
  return sum;
}

/** Straight-line distance in km (equirectangular; good to a fraction of a percent at these ranges). */
export function flatKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = b.lat - a.lat;
  const dLon = (b.lon - a.lon) * cosDeg((a.lat + b.lat) / 2);
  return 111.195 * Math.sqrt(dLat * dLat + dLon * dLon);
}

export interface CityDef {
  readonly name: string;
  readonly state: string;
  /** Postal abbreviation used in attraction addresses. */
  readonly abbr: string;
  readonly lat: number;
  readonly lon: number;
  readonly airport: boolean;
  /** Origins are where sample trips start; they have a smaller set of venues. */
  readonly origin: boolean;
  readonly zip: number;
}

export const STATES = ['Verdania', 'Oskaland', 'Mirecourt', 'Harrowgate'] as const;

export const CITIES: readonly CityDef[] = [
  { name: 'Port Alder', state: 'Verdania', abbr: 'VD', lat: 42.05, lon: -91.25, airport: true, origin: false, zip: 51200 },
  { name: 'Quillon', state: 'Verdania', abbr: 'VD', lat: 42.55, lon: -90.75, airport: true, origin: false, zip: 51400 },
  { name: 'Larkmoor', state: 'Verdania', abbr: 'VD', lat: 41.45, lon: -90.05, airport: false, origin: false, zip: 51600 },
  { name: 'Fennick Falls', state: 'Verdania', abbr: 'VD', lat: 43.25, lon: -91.65, airport: true, origin: false, zip: 51800 },
  { name: 'Saltmarsh Bay', state: 'Verdania', abbr: 'VD', lat: 41.75, lon: -92.55, airport: false, origin: false, zip: 52000 },
  { name: 'Greywater', state: 'Oskaland', abbr: 'OK', lat: 44.85, lon: -95.05, airport: true, origin: false, zip: 63100 },
  { name: 'Hollin', state: 'Oskaland', abbr: 'OK', lat: 45.45, lon: -94.05, airport: true, origin: false, zip: 63300 },
  { name: 'Vesterby', state: 'Oskaland', abbr: 'OK', lat: 44.25, lon: -93.55, airport: false, origin: false, zip: 63500 },
  { name: 'St. Corvin', state: 'Mirecourt', abbr: 'MC', lat: 39.85, lon: -88.55, airport: true, origin: false, zip: 47100 },
  { name: 'Ambrel', state: 'Mirecourt', abbr: 'MC', lat: 39.15, lon: -87.65, airport: false, origin: false, zip: 47300 },
  { name: 'Brasswick', state: 'Harrowgate', abbr: 'HG', lat: 38.2, lon: -96.4, airport: true, origin: true, zip: 38100 },
  { name: 'Ketterby', state: 'Harrowgate', abbr: 'HG', lat: 32.6, lon: -81.2, airport: true, origin: true, zip: 38500 },
];

const city = (name: string): CityDef => CITIES.find((c) => c.name === name) ?? fail(`unknown city ${name}`);

/** The fixture's restaurants serve the cuisines the TripSpec knows, in the same order. */
export const CUISINE_LIST = CUISINES;

/** Deliberate gaps: Larkmoor serves no Mexican food; no city of Mirecourt serves French food. */
export const CUISINE_GAPS: Readonly<Record<string, readonly string[]>> = {
  Larkmoor: ['Mexican'],
  'St. Corvin': ['French'],
  Ambrel: ['French'],
};

// =================================================================== rows as written to the CSV files

export interface RestaurantRow {
  index: number;
  name: string;
  city: string;
  cuisines: string;
  averageCost: number;
  rating: number;
}
export interface AttractionRow {
  name: string;
  latitude: number;
  longitude: number;
  address: string;
  phone: string;
  website: string;
  city: string;
  /** The optional columns tripsolver reads (src/sandbox/database.ts): categories, opening hours, usual visit length. */
  category: string;
  openingHours: string;
  visitMinutes: number;
}
export interface LodgingRow {
  index: number;
  name: string;
  roomType: RoomType;
  price: number;
  minimumNights: number;
  rating: number;
  houseRules: string;
  maximumOccupancy: number;
  city: string;
}
export interface FlightRow {
  number: string;
  price: number;
  depTime: string;
  arrTime: string;
  elapsed: string;
  date: string;
  origin: string;
  destination: string;
  distance: number;
}
export interface RoadRow {
  origin: string;
  destination: string;
  duration: string;
  distance: string;
}

export interface World {
  restaurants: RestaurantRow[];
  attractions: AttractionRow[];
  lodging: LodgingRow[];
  flights: FlightRow[];
  roads: RoadRow[];
}

/** Whether one name contains the other (case-insensitive): the scorer's substring matching would confuse them. */
const overlaps = (a: string, b: string): boolean => a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase());

function uniqueName(taken: readonly string[], make: () => string): string {
  for (let attempt = 0; attempt < 500; attempt++) {
    const name = make();
    if (!taken.some((t) => overlaps(t, name))) return name;
  }
  return fail(`could not find a fresh name after 500 attempts (taken: ${taken.join('; ')})`);
}

// ------------------------------------------------------------------- restaurants

const R_ADJ = [
  'Copper',
  'Juniper',
  'Saffron',
  'Marigold',
  'Driftwood',
  'Cobalt',
  'Tamarind',
  'Wildflower',
  'Ember',
  'Silver Birch',
  'Hollow Oak',
  'Brass Bell',
  'Larkspur',
  'Foxglove',
  'Quince',
  'Bramble',
  'Cinder',
  'Tidewater',
  'Thistle',
  'Pewter',
  'Amberline',
  'Hazelnut',
  'Maple Row',
  'Sorrel',
  'Clover',
  'Peppercorn',
  'Harbor Light',
  'Northwind',
  'Old Quarry',
  'Riverstone',
];
/** Nouns, with the cuisine such a place serves for sure. */
const R_NOUN: readonly (readonly [string, readonly string[]])[] = [
  ['Kettle', []],
  ['Spoon', []],
  ['Table', []],
  ['Ladle', []],
  ['Hearth', []],
  ['Pantry', []],
  ['Skillet', []],
  ['Tavern', ['American']],
  ['Kitchen', []],
  ['Canteen', []],
  ['Galley', ['Seafood']],
  ['Brasserie', ['French']],
  ['Noodle Bar', ['Chinese']],
  ['Dumpling House', ['Chinese']],
  ['Smokehouse', ['BBQ']],
  ['Creamery', ['Desserts']],
  ['Bakehouse', ['Bakery']],
  ['Tea Room', ['Tea']],
  ['Taqueria', ['Mexican']],
  ['Trattoria', ['Italian']],
  ['Pizzeria', ['Pizza']],
  ['Oyster Bar', ['Seafood']],
  ['Curry House', ['Indian']],
  ['Diner', ['American']],
  ['Bistro', ['French']],
  ['Grill', []],
  ['Coffee Cafe', ['Cafe']],
  ['Burger Shack', ['Fast Food']],
  ['Mezze Bar', ['Mediterranean']],
  ['Patisserie', ['Desserts', 'French']],
];
const R_PEOPLE = [
  'Marta',
  'Teodor',
  'Ines',
  'Oskar',
  'Bram',
  'Lucia',
  'Halvard',
  'Nadia',
  'Corin',
  'Elspeth',
  'Rafferty',
  'Wren',
  'Tobiah',
  'Saskia',
  'Gideon',
  'Mirela',
];
const R_PAIRS = [
  'Salt & Ember',
  'Fig & Thistle',
  'Rye & Rosemary',
  'Anchor & Oar',
  'Pepper & Pine',
  'Honey & Hops',
  'Flint & Fennel',
  'Plum & Parsnip',
  'Cask & Crumb',
  'Sage & Sparrow',
];
const R_QUALIFIERS = ['Old Town', 'Riverside', 'Harbor Branch', 'Night Market', 'Food Hall', 'Station Square'];
const R_COMMA: readonly (readonly [string, readonly string[]])[] = [
  ['Bread, Butter & Jam', ['Bakery']],
  ['Noodles, Etc.', ['Chinese']],
  ['Soup, Salad & Sons', ['American']],
  ['Smoke, Salt and Fire', ['BBQ']],
  ['Tacos, Tortas & More', ['Mexican']],
  ['Coffee, Cake & Co.', ['Cafe', 'Desserts']],
  ['Dim Sum, Dumplings & Tea', ['Chinese', 'Tea']],
];
/** Chains: the same name in several cities (a venue is identified by name and city). */
const R_CHAINS: readonly (readonly [string, readonly string[]])[] = [
  ['Pennywhistle Pizza', ['Pizza', 'Fast Food']],
  ['Dockside Doughnuts', ['Bakery', 'Desserts']],
  ['Greenleaf Tea Co.', ['Tea', 'Cafe']],
];

interface RestaurantDraft {
  name: string;
  city: string;
  cuisines: string[];
  averageCost: number;
  rating: number;
}

function restaurantCuisines(rng: Rng, cityName: string, forced: readonly string[]): string[] | undefined {
  const gaps = CUISINE_GAPS[cityName] ?? [];
  if (forced.some((c) => gaps.includes(c))) return undefined;
  const allowed = CUISINE_LIST.filter((c) => !gaps.includes(c) && !forced.includes(c));
  const k = [1, 2, 3, 4, 5][rng.weighted([15, 30, 30, 17, 8])]!;
  const extra = rng.sample(allowed, Math.max(0, k - forced.length));
  return rng.shuffle([...forced, ...extra]);
}

function draftRestaurant(rng: Rng, cityName: string, name: string, forced: readonly string[]): RestaurantDraft | undefined {
  const cuisines = restaurantCuisines(rng, cityName, forced);
  if (!cuisines) return undefined;
  const rating = rng.chance(0.15) ? 0 : rng.int(25, 49) / 10;
  return { name, city: cityName, cuisines, averageCost: rng.int(10, 100), rating };
}

function restaurantsOf(c: CityDef): RestaurantDraft[] {
  const rng = Rng.of(`restaurants:${c.name}`);
  const count = c.origin ? 15 : rng.int(18, 24);
  const out: RestaurantDraft[] = [];
  for (const [chain, cuisines] of R_CHAINS) {
    if (!c.origin && rng.chance(0.45)) {
      const d = draftRestaurant(rng, c.name, chain, cuisines);
      if (d) out.push(d);
    }
  }
  while (out.length < count) {
    let forced: readonly string[] = [];
    const name = uniqueName(
      out.map((r) => r.name),
      () => {
        const pattern = rng.weighted([45, 15, 15, 10, 8, 7]);
        const [noun, hint] = rng.pick(R_NOUN);
        forced = hint;
        switch (pattern) {
          case 0:
            return `${rng.pick(R_ADJ)} ${noun}`;
          case 1:
            return `The ${rng.pick(R_ADJ)} ${noun}`;
          case 2:
            return `${rng.pick(R_PEOPLE)}'s ${noun}`;
          case 3:
            forced = [];
            return rng.pick(R_PAIRS);
          case 4:
            return `${rng.pick(R_ADJ)} ${noun} (${rng.pick(R_QUALIFIERS)})`;
          default: {
            const [special, cuisines] = rng.pick(R_COMMA);
            forced = cuisines;
            return special;
          }
        }
      },
    );
    const d = draftRestaurant(rng, c.name, name, forced);
    if (d) out.push(d);
  }
  // Deliberate edge cases the evaluator and solver must handle.
  const insert = (d: RestaurantDraft) => {
    if (out.some((r) => r.name !== d.name && overlaps(r.name, d.name) && !(d.name.startsWith('Lantern') && r.name.startsWith('Lantern')))) {
      fail(`${c.name}: the edge-case name "${d.name}" overlaps a generated one`);
    }
    out.splice(rng.int(0, out.length), 0, d);
  };
  if (c.name === 'Quillon') {
    // One name is a substring of another in the same city.
    insert({ name: 'Lantern House', city: c.name, cuisines: ['Chinese', 'Seafood', 'Tea'], averageCost: 64, rating: 4.4 });
    insert({ name: 'Lantern', city: c.name, cuisines: ['Cafe', 'Bakery'], averageCost: 14, rating: 3.9 });
    insert({ name: 'Fish, Chips & Co.', city: c.name, cuisines: ['Seafood', 'Fast Food'], averageCost: 22, rating: 4.1 });
    insert({ name: 'Crêperie Élodie', city: c.name, cuisines: ['French', 'Desserts', 'Cafe'], averageCost: 31, rating: 4.6 });
  }
  if (c.name === 'Port Alder') {
    // The same name twice in one city: the scorer prices the first row.
    insert({ name: 'The Salt Cellar', city: c.name, cuisines: ['Seafood', 'Mediterranean'], averageCost: 24, rating: 4.2 });
    insert({ name: 'The Salt Cellar', city: c.name, cuisines: ['American', 'BBQ'], averageCost: 61, rating: 3.1 });
  }
  if (c.name === 'Greywater') {
    insert({ name: "Nonna Ida's Kitchen (Upstairs)", city: c.name, cuisines: ['Italian', 'Pizza', 'Desserts'], averageCost: 38, rating: 4.7 });
  }
  return out;
}

// ------------------------------------------------------------------- attractions

const A_KINDS = [
  'Museum of Art',
  'History Museum',
  'Botanical Garden',
  'Riverwalk',
  'Lighthouse',
  'Science Center',
  'Zoo',
  'Aquarium',
  'Observatory',
  'Sculpture Park',
  'Opera House',
  'Public Library',
  'Farmers Market',
  'Railway Museum',
  'Rose Garden',
  'Heritage Village',
  'Bell Tower',
  "Children's Museum",
  'Ferry Landing',
  'Old Town Square',
  'Maritime Museum',
  'Arboretum',
];
const A_PLACES = [
  'Kestrel Ridge',
  'Foxglove Meadow',
  'Millrace',
  'Heron Marsh',
  "Tanner's Pond",
  'Blackwater',
  'Glass Lake',
  'Windmere',
  'Gull Rock',
  'Ashgrove',
  'Cobble Hill',
  'Lindenfield',
];
const A_FEATURES = ['Overlook', 'Trail', 'Falls', 'Preserve', 'Park', 'Gardens', 'Beach', 'Nature Center', 'Boardwalk'];
const A_SAINTS = ['Aldric', 'Brannoc', 'Euphemia', 'Corentin', 'Ysolde'];
const A_CHURCHES = ['Chapel', 'Cathedral', 'Abbey'];
const A_SPECIAL = [
  'Museum of Clocks & Tides',
  'Lighthouse Point, North Jetty',
  'Granary Market (Saturday Hall)',
  'The Old Mill, Riverside',
  'Bridges & Barges Canal Walk',
  "Founders' Monument (East Lawn)",
  'Gallery of Glass, Ink & Paper',
];
/** Categories (src/tripspec INTERESTS) by the words of a fixture attraction's name, first match wins. */
const A_CATEGORY: readonly [RegExp, string][] = [
  [/Children's Museum|Zoo|Aquarium|Science Center/, 'family;museums'],
  [/Museum of Art|Sculpture Park|Gallery/, 'art;museums'],
  [/Museum/, 'museums;history'],
  [/Opera House/, 'nightlife;landmarks'],
  [/Farmers Market|Granary Market/, 'food-markets'],
  [/Heritage Village|Old Mill|Monument|Chapel|Cathedral|Abbey/, 'history;landmarks'],
  [/Lighthouse|Bell Tower|Observatory|Overlook|Old Town Square/, 'landmarks'],
  [/Beach|Boardwalk|Ferry Landing|Riverwalk|Canal Walk|Falls/, 'beaches;nature'],
  [/Garden|Arboretum|Trail|Preserve|Park|Nature Center/, 'nature'],
  [/Library/, 'other'],
];
/** Opening hours by first category (the OSM subset of src/common/hours.ts); museums rest on Mondays. */
const A_HOURS: Readonly<Record<string, string>> = {
  family: 'Mo-Su 09:00-17:00',
  art: 'Tu-Su 10:00-17:00; Mo off',
  museums: 'Tu-Su 10:00-17:00; Mo off',
  nightlife: 'Mo-Sa 10:00-17:00; Su off',
  'food-markets': 'We 15:00-19:00; Sa 07:00-13:00',
  history: 'Mo-Su 09:00-18:00',
  landmarks: 'Mo-Su 08:00-22:00',
  beaches: '24/7',
  nature: 'Mo-Su 06:00-21:00',
  other: 'Mo-Fr 09:00-20:00; Sa 10:00-17:00; Su off',
};
/** Usual visit minutes by first category (src/timeline/constants.ts VISIT_MINUTES gives the range around it). */
const A_MINUTES: Readonly<Record<string, number>> = {
  family: 150,
  art: 90,
  museums: 120,
  nightlife: 90,
  'food-markets': 60,
  history: 75,
  landmarks: 45,
  beaches: 90,
  nature: 90,
  other: 60,
};
/** Saltmarsh Bay rests on Mondays: every attraction there is closed (explain names the conflict). */
const MONDAY_CLOSED_CITY = 'Saltmarsh Bay';

/** The optional columns of one attraction, drawn from a stream of its own so that the other columns stay as they were. */
function attractionExtras(name: string, city: string): Pick<AttractionRow, 'category' | 'openingHours' | 'visitMinutes'> {
  const rng = Rng.of(`attraction-extras:${city}:${name}`);
  const category = A_CATEGORY.find(([re]) => re.test(name))?.[1] ?? 'other';
  const first = category.split(';')[0]!;
  let openingHours = A_HOURS[first]!;
  if (city === MONDAY_CLOSED_CITY)
    openingHours =
      openingHours
        .replace(/^Mo-Su /, 'Tu-Su ')
        .replace(/^24\/7$/, 'Tu-Su 00:00-24:00')
        .replace(/^Mo-(Fr|Sa) /, 'Tu-$1 ') + (/Mo off|Mo$/.test(openingHours) ? '' : '; Mo off');
  return { category, openingHours, visitMinutes: A_MINUTES[first]! + rng.pick([-15, 0, 0, 15]) };
}

const STREETS = [
  'Harbor St',
  'Mill Rd',
  'Queen Ave',
  'Canal St',
  'Ridge Rd',
  'Market Sq',
  'Elm Ave',
  'Ferry Ln',
  'Chapel St',
  'Orchard Way',
  'Beacon Blvd',
  'Cooper St',
  'Station Rd',
  'Willow Dr',
];

const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Degrees as a number with exactly the decimals written (six), so every form prints the same value. */
const micro = (deg: number): number => Math.round(deg * 1e6) / 1e6;

function attractionsOf(c: CityDef): AttractionRow[] {
  const rng = Rng.of(`attractions:${c.name}`);
  const count = c.origin ? 6 : rng.int(8, 14);
  const out: AttractionRow[] = [];
  while (out.length < count) {
    const name = uniqueName(
      out.map((a) => a.name),
      () => {
        switch (rng.weighted([40, 35, 10, 15])) {
          case 0:
            return `${c.name} ${rng.pick(A_KINDS)}`;
          case 1:
            return `${rng.pick(A_PLACES)} ${rng.pick(A_FEATURES)}`;
          case 2:
            return `St. ${rng.pick(A_SAINTS)}'s ${rng.pick(A_CHURCHES)}`;
          default:
            return rng.pick(A_SPECIAL);
        }
      },
    );
    const clip = (v: number) => Math.max(-0.06, Math.min(0.06, v));
    out.push({
      name,
      latitude: micro(c.lat + clip(rng.normal() * 0.018)),
      longitude: micro(c.lon + clip(rng.normal() * 0.024)),
      address: `${rng.int(1, 9999)} ${rng.pick(STREETS)}, ${c.name}, ${c.abbr} ${c.zip + rng.int(0, 40)}`,
      phone: rng.chance(0.85) ? `(555) ${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}` : 'Unknown',
      website: rng.chance(0.75) ? `https://www.${slug(name)}-${slug(c.name)}.example/` : 'Unknown',
      city: c.name,
      ...attractionExtras(name, c.name),
    });
  }
  if (c.name === 'Quillon' && !out.some((a) => a.name === 'Quillon Opera House')) {
    // Open 10:00-17:00 but Sundays: a flight landing late in the afternoon leaves no time for it.
    out.push({
      name: 'Quillon Opera House',
      latitude: micro(c.lat + 0.004),
      longitude: micro(c.lon + 0.006),
      address: `1 Opera Sq, Quillon, ${c.abbr} ${c.zip + 2}`,
      phone: '(555) 402-1190',
      website: 'https://www.quillon-opera.example/',
      city: c.name,
      category: 'nightlife;landmarks',
      openingHours: A_HOURS.nightlife!,
      visitMinutes: 90,
    });
  }
  if (c.name === 'Larkmoor') {
    // A row with an empty cell: not in the sandbox (the scorer drops it).
    out.push({
      name: 'Larkmoor Quarry Lookout',
      latitude: micro(c.lat + 0.021),
      longitude: micro(c.lon - 0.013),
      address: `2 Ridge Rd, Larkmoor, VD ${c.zip + 3}`,
      phone: '(555) 310-4471',
      website: '',
      city: c.name,
      category: 'landmarks;nature',
      openingHours: 'Mo-Su 08:00-22:00',
      visitMinutes: 45,
    });
  }
  return out;
}

// ------------------------------------------------------------------- accommodations

const HOUSE_RULE_TEXTS = ['No smoking', 'No parties', 'No children under 10', 'No visitors', 'No pets'];
const L_LANDMARKS = ['the Old Town Square', 'the harbor', 'Ferry Landing', 'the university', 'Market Hall', 'the riverwalk', 'the stadium'];
const L_SPOTS = ['the canal', 'the lake', 'the park', 'the market', 'the lighthouse', 'the beach'];
const L_PLACES = ['flat', 'apartment', 'house', 'bungalow'];
const L_HOODS = ['Old Town', 'Northside', 'the Docks', 'Millbrook', 'Hillcrest', 'Eastgate', 'the Arts District'];
const L_ADJ = ['leafy', 'historic', 'colorful', 'quiet', 'sunny'];
const L_TEMPLATES: Readonly<Record<RoomType, readonly ((rng: Rng, occ: number) => string)[]>> = {
  'Entire home/apt': [
    (r) => `Sunny ${r.int(1, 3)}BR near ${r.pick(L_LANDMARKS)}`,
    (r) => `Whole ${r.pick(L_PLACES)} with river view`,
    (r) => `Cozy studio by ${r.pick(L_SPOTS)}`,
    () => 'Spacious family home, garden & grill',
    (r) => `Modern 1-bedroom off ${r.pick(STREETS)}`,
    (r) => `Charming cottage steps from ${r.pick(L_SPOTS)}!`,
    () => 'Bright loft w/ balcony & parking',
    (r) => `Entire ${r.pick(L_PLACES)} in ${r.pick(L_HOODS)}`,
    (_, occ) => `Renovated townhouse - sleeps ${occ}`,
    () => 'Quiet cabin at the edge of town',
  ],
  'Private room': [
    (r) => `Quiet private room in ${r.pick(L_ADJ)} townhouse`,
    (r) => `Private bedroom near ${r.pick(L_LANDMARKS)}`,
    () => "Artist's attic room (top floor)",
    (r) => `Room with a view of ${r.pick(L_SPOTS)}`,
    () => 'Budget room near the station',
    (r) => `Comfy room in ${r.pick(L_HOODS)}, shared bath`,
    () => 'Private suite w/ own entrance',
  ],
  'Shared room': [
    (r) => `Bunk in shared dorm - ${r.pick(L_HOODS)}`,
    () => 'Shared room in friendly co-living house',
    (r) => `Couch in a ${r.pick(L_ADJ)} apartment`,
    (r) => `Hostel bed near ${r.pick(L_LANDMARKS)}`,
    (r) => `Bed in 4-person dorm, ${r.pick(L_HOODS)}`,
  ],
};
const ROOM_TYPE_LIST: readonly RoomType[] = ['Entire home/apt', 'Private room', 'Shared room'];

type LodgingDraft = Omit<LodgingRow, 'index'>;

function houseRules(rng: Rng): string {
  const k = [1, 2, 3][rng.weighted([55, 30, 15])]!;
  return rng.sample(HOUSE_RULE_TEXTS, k).join(' & ');
}

/** Listings made by hand for edge cases, by city, each inserted at a drawn place among the city's generated ones. */
const EDGE_LISTINGS: Readonly<Record<string, readonly Omit<LodgingDraft, 'city'>[]>> = {
  // A shared room that allows pets, with no house_rules (not in the sandbox), and a home that allows them.
  'Fennick Falls': [
    {
      name: 'Shared bunk room, pets welcome',
      roomType: 'Shared room',
      price: 48,
      minimumNights: 1,
      rating: 4,
      houseRules: '',
      maximumOccupancy: 2,
    },
    {
      name: 'Dog-friendly farmhouse with fenced yard',
      roomType: 'Entire home/apt',
      price: 310,
      minimumNights: 2,
      rating: 5,
      houseRules: 'No smoking & No parties',
      maximumOccupancy: 4,
    },
  ],
  // One listing's name is a substring of another's in the same city.
  Greywater: [
    {
      name: 'Cozy Loft by the Mill Pond',
      roomType: 'Entire home/apt',
      price: 420,
      minimumNights: 3,
      rating: 5,
      houseRules: 'No parties & No visitors',
      maximumOccupancy: 4,
    },
    {
      name: 'Cozy Loft',
      roomType: 'Entire home/apt',
      price: 185,
      minimumNights: 1,
      rating: 4,
      houseRules: 'No smoking',
      maximumOccupancy: 2,
    },
    {
      name: 'The "Heron" Suite - whole apartment',
      roomType: 'Entire home/apt',
      price: 265,
      minimumNights: 2,
      rating: 3,
      houseRules: 'No pets & No children under 10',
      maximumOccupancy: 3,
    },
  ],
  // A name spanning two lines, as some real listings do.
  Hollin: [
    {
      name: 'Sunny room, quiet street\nnear the ferry',
      roomType: 'Private room',
      price: 96,
      minimumNights: 1,
      rating: 4,
      houseRules: 'No visitors',
      maximumOccupancy: 2,
    },
  ],
  'Port Alder': [
    {
      name: 'Party-friendly penthouse & roof deck',
      roomType: 'Entire home/apt',
      price: 540,
      minimumNights: 1,
      rating: 4,
      houseRules: 'No pets & No smoking',
      maximumOccupancy: 6,
    },
  ],
};

function lodgingOf(c: CityDef): LodgingDraft[] {
  const rng = Rng.of(`lodging:${c.name}`);
  const count = c.origin ? 8 : rng.int(9, 13);
  const out: LodgingDraft[] = [];
  for (let i = 0; i < count; i++) {
    // The first three rows give every city every room type; the rest are drawn.
    const roomType = i < 3 ? ROOM_TYPE_LIST[i]! : ROOM_TYPE_LIST[rng.weighted([50, 40, 10])]!;
    const occupancy = roomType === 'Entire home/apt' ? rng.int(2, 8) : roomType === 'Private room' ? rng.int(1, 3) : rng.int(1, 2);
    const name = uniqueName(
      out.map((l) => l.name),
      () => rng.pick(L_TEMPLATES[roomType])(rng, occupancy),
    );
    const [lo, hi] = roomType === 'Entire home/apt' ? [140, 1100] : roomType === 'Private room' ? [55, 650] : [25, 320];
    const u = rng.next();
    const price = Math.round(lo + (hi - lo) * (0.5 * u + 0.5 * u * rng.next()));
    out.push({
      name,
      roomType,
      price,
      minimumNights: [1, 2, 3, 4, 5, 7, 30][rng.weighted([4, 4, 2, 1, 1, 1, 1])]!,
      rating: rng.int(1, 5),
      // In the first three rows (one per room type) house rules are always given, so each type is in the sandbox.
      houseRules: i >= 3 && rng.chance(0.08) ? '' : houseRules(rng),
      maximumOccupancy: occupancy,
      city: c.name,
    });
  }
  rng.shuffle(out);
  if (c.name === 'Fennick Falls') {
    // No shared room in the sandbox allows pets: every one says "No pets" (and the one that does has no house_rules,
    // so it is not in the sandbox: EDGE_LISTINGS).
    for (const l of out) {
      if (l.roomType === 'Shared room' && l.houseRules !== '' && !l.houseRules.includes('No pets')) {
        l.houseRules = l.houseRules.split(' & ').length >= 3 ? `${l.houseRules.split(' & ').slice(0, 2).join(' & ')} & No pets` : `${l.houseRules} & No pets`;
      }
    }
  }
  for (const edge of EDGE_LISTINGS[c.name] ?? []) {
    const d: LodgingDraft = { ...edge, city: c.name };
    if (out.some((l) => overlaps(l.name, d.name) && !(d.name.startsWith('Cozy Loft') && l.name.startsWith('Cozy Loft')))) {
      fail(`${c.name}: the edge-case name "${d.name}" overlaps a generated one`);
    }
    out.splice(rng.int(0, out.length), 0, d);
  }
  return out;
}

// ------------------------------------------------------------------- flights

/** Airport pairs with scheduled flights (both directions); busy pairs fly 2-4 times a day. */
const FLIGHT_PAIRS: readonly (readonly [string, string, boolean])[] = [
  ['Brasswick', 'Quillon', true],
  ['Brasswick', 'Port Alder', true],
  ['Brasswick', 'Fennick Falls', false],
  ['Brasswick', 'Greywater', false],
  ['Brasswick', 'Hollin', false],
  ['Brasswick', 'St. Corvin', false],
  ['Ketterby', 'Quillon', true],
  ['Ketterby', 'Port Alder', false],
  ['Ketterby', 'Greywater', false],
  ['Ketterby', 'Hollin', false],
  ['Ketterby', 'St. Corvin', false],
  ['Port Alder', 'Greywater', false],
  ['Quillon', 'St. Corvin', false],
  ['Fennick Falls', 'Hollin', false],
];
/** Dates with no flight at all on a pair (a strike, say), besides the random gaps. */
const FLIGHT_BLACKOUTS: readonly (readonly [string, string, string, string])[] = [['Brasswick', 'Fennick Falls', '2022-03-20', '2022-03-24']];
export const FLIGHT_DATES: readonly string[] = Array.from({ length: 31 }, (_, i) => `2022-03-${String(i + 1).padStart(2, '0')}`);

const hhmm = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

function flightsOf(): FlightRow[] {
  const drafts: FlightRow[] = [];
  const legs = FLIGHT_PAIRS.flatMap(
    ([a, b, busy]) =>
      [
        [a, b, busy],
        [b, a, busy],
      ] as const,
  );
  for (const date of FLIGHT_DATES) {
    for (const [from, to, busy] of legs) {
      const rng = Rng.of(`flights:${from}>${to}:${date}`);
      const blackout = FLIGHT_BLACKOUTS.some(([a, b, d0, d1]) => ((a === from && b === to) || (a === to && b === from)) && date >= d0 && date <= d1);
      const n = blackout ? 0 : busy ? rng.int(2, 4) : [0, 1, 2][rng.weighted([30, 45, 25])]!;
      const miles = Math.round(flatKm(city(from), city(to)) / 1.609344);
      const day: FlightRow[] = [];
      for (let k = 0; k < n; k++) {
        const dep = rng.int(300, 1319);
        const elapsed = Math.round(miles / 7.5 + 30 + rng.int(-6, 14));
        const base = 90 + 0.2 * miles;
        day.push({
          number: '',
          price: Math.round(base * (0.75 + 0.8 * rng.next())),
          depTime: hhmm(dep),
          arrTime: hhmm(dep + elapsed),
          elapsed: `${Math.floor(elapsed / 60)} hours ${elapsed % 60} minutes`,
          date,
          origin: from,
          destination: to,
          distance: miles,
        });
      }
      day.sort((x, y) => (x.depTime < y.depTime ? -1 : x.depTime > y.depTime ? 1 : 0));
      drafts.push(...day);
    }
  }
  // Flight numbers: a shuffled run F1000001, F1000002, ... so they carry no order.
  const numbers = Rng.of('flights:numbers').shuffle(drafts.map((_, i) => `F${1000001 + i}`));
  drafts.forEach((f, i) => (f.number = numbers[i]!));
  return drafts;
}

// ------------------------------------------------------------------- roads (googleDistanceMatrix)

const withCommas = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "98.6 km" under 100 km, "1,144 km" above, as the distance matrix writes them. */
function formatKm(km: number): string {
  if (km < 100) {
    const deci = Math.round(km * 10);
    return `${Math.floor(deci / 10)}.${deci % 10} km`;
  }
  return `${withCommas(Math.round(km))} km`;
}

/** "12 hours 5 mins", "1 hour 1 min", "45 mins", "1 day 2 hours", as the distance matrix writes them. */
export function formatDuration(minutes: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes >= 1440) {
    let d = Math.floor(minutes / 1440);
    let h = Math.round((minutes - d * 1440) / 60);
    if (h === 24) [d, h] = [d + 1, 0];
    return h === 0 ? plural(d, 'day') : `${plural(d, 'day')} ${plural(h, 'hour')}`;
  }
  if (minutes >= 60) return `${plural(Math.floor(minutes / 60), 'hour')} ${plural(minutes % 60, 'min')}`;
  return plural(minutes, 'min');
}

/** Ordered pairs without any row, and pairs whose row has an empty duration and distance. */
const ROADS_ABSENT: readonly string[] = ['Ambrel>Saltmarsh Bay', 'Saltmarsh Bay>Ambrel', 'Larkmoor>Ketterby'];
const ROADS_EMPTY: readonly string[] = ['Saltmarsh Bay>Vesterby', 'Vesterby>Saltmarsh Bay', 'Vesterby>Ketterby'];
/** A pair forced to take more than a day (the benchmark treats it as no road). */
const ROAD_DAY_LONG = 'Ketterby>Hollin';
/** A pair written twice; the first row wins. */
export const ROAD_DUPLICATE = { origin: 'Port Alder', destination: 'Quillon', duration: '1 hour 24 mins', distance: '117 km' } as const;

function roadsOf(): RoadRow[] {
  const rng = Rng.of('roads');
  const pairs: [CityDef, CityDef][] = [];
  CITIES.forEach((a, i) => CITIES.forEach((b, j) => i < j && pairs.push([a, b])));
  rng.shuffle(pairs);
  const out: RoadRow[] = [];
  for (const [a, b] of pairs) {
    const factor = 1.18 + 0.16 * rng.next();
    const speed = 82 + 14 * rng.next();
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const key = `${from.name}>${to.name}`;
      const km = flatKm(from, to) * factor * (0.99 + 0.02 * rng.next());
      let minutes = Math.round((km / speed) * 60 * (0.99 + 0.02 * rng.next()));
      if (key === ROAD_DAY_LONG) minutes = 1560 + rng.int(0, 25);
      if (ROADS_ABSENT.includes(key)) continue;
      if (ROADS_EMPTY.includes(key)) {
        out.push({ origin: from.name, destination: to.name, duration: '', distance: '' });
        continue;
      }
      out.push({ origin: from.name, destination: to.name, duration: formatDuration(minutes), distance: formatKm(km) });
    }
  }
  out.push({ ...ROAD_DUPLICATE });
  return out;
}

// ------------------------------------------------------------------- the world

/** Rows that must come first in file order (the scorer prices a name by its first match). */
const FILE_ORDER_FIRST: readonly (readonly [string, string])[] = [
  ['Lantern House', 'Lantern'],
  ['Cozy Loft by the Mill Pond', 'Cozy Loft'],
];

function orderFirst<T extends { name: string }>(rows: T[]): T[] {
  for (const [first, second] of FILE_ORDER_FIRST) {
    const i = rows.findIndex((r) => r.name === first);
    const j = rows.findIndex((r) => r.name === second);
    if (i > j && j >= 0) [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return rows;
}

export function buildWorld(): World {
  const restaurantDrafts = orderFirst(Rng.of('restaurants:order').shuffle(CITIES.flatMap(restaurantsOf)));
  const lodgingDrafts = orderFirst(Rng.of('lodging:order').shuffle(CITIES.flatMap(lodgingOf)));
  return {
    restaurants: restaurantDrafts.map((r, index) => ({
      index,
      name: r.name,
      city: r.city,
      cuisines: r.cuisines.join(', '),
      averageCost: r.averageCost,
      rating: r.rating,
    })),
    attractions: CITIES.flatMap(attractionsOf),
    lodging: lodgingDrafts.map((l, index) => ({ index, ...l })),
    flights: flightsOf(),
    roads: roadsOf(),
  };
}

/** The promises the fixture makes (the README and the tests rely on them); generation fails when one breaks. */
export function checkWorld(world: World): void {
  const within = (what: string, n: number, lo: number, hi: number) => (n < lo || n > hi) && fail(`${what}: ${n} rows, expected ${lo}-${hi}`);
  for (const c of CITIES) {
    within(`restaurants in ${c.name}`, world.restaurants.filter((r) => r.city === c.name).length, 15, 30);
    within(`attractions in ${c.name}`, world.attractions.filter((a) => a.city === c.name).length, 6, 15);
    within(`lodging in ${c.name}`, world.lodging.filter((l) => l.city === c.name).length, 8, 15);
    for (const t of ROOM_TYPE_LIST) {
      if (!world.lodging.some((l) => l.city === c.name && l.roomType === t && l.houseRules !== '')) fail(`${c.name} has no ${t} in the sandbox`);
    }
  }
  for (const q of CUISINE_LIST) {
    const cities = new Set(world.restaurants.filter((r) => r.cuisines.split(', ').includes(q)).map((r) => r.city));
    if (cities.size < 3) fail(`${q} is served in ${cities.size} cities only`);
    for (const [c, gaps] of Object.entries(CUISINE_GAPS)) if (gaps.includes(q) && cities.has(c)) fail(`${c} serves ${q}`);
  }
  if (!world.roads.some((r) => r.duration.startsWith('1 day 2 hours'))) fail('no road takes "1 day 2 hours"');
  if (!world.roads.some((r) => /^\d+\.\d km$/.test(r.distance))) fail('no road distance with decimals');
  if (world.roads.filter((r) => r.origin === ROAD_DUPLICATE.origin && r.destination === ROAD_DUPLICATE.destination).length !== 2)
    fail('the duplicated road pair is missing');
}

/** The world as the scorer sees it: rows with an empty cell dropped, first road row per pair. */
export function sandboxOf(world: World): MemorySandbox {
  const stateOfCity = new Map(CITIES.map((c) => [c.name, c.state]));
  const states: string[] = [];
  for (const c of CITIES) if (!states.includes(c.state)) states.push(c.state);
  const records: SandboxRecords = {
    source: 'make-fixtures',
    geography: { stateOfCity, states },
    flights: world.flights.map((f) => ({ ...f })),
    roads: world.roads.map((r) => ({ origin: r.origin, destination: r.destination, road: makeRoad(r.origin, r.destination, r.duration, r.distance) })),
    restaurants: world.restaurants.map((r) => ({ name: r.name, city: r.city, cuisines: r.cuisines, averageCost: r.averageCost, rating: r.rating })),
    attractions: world.attractions
      .filter((a) => Object.values(a).every((v) => v !== ''))
      .map(({ category, openingHours, visitMinutes, ...a }) => ({
        ...a,
        categories: category.split(';') as Category[],
        openingHours: parseOpeningHours(openingHours, 'make-fixtures'),
        visitMinutes,
      })),
    accommodations: world.lodging.filter((l) => l.houseRules !== '').map(({ index: _index, ...l }) => l),
  };
  return new MemorySandbox(records);
}

// =================================================================== output formats

/** A float the way Python (and so pandas' to_csv and json.dumps) writes it: 131.0, 42.277324. */
export function pyFloat(n: number): string {
  return Number.isInteger(n) ? n.toFixed(1) : String(n);
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csv(header: readonly string[], rows: readonly (readonly string[])[], eol = '\n'): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join(eol) + eol;
}

export type ColumnKind = 'str' | 'int' | 'float';
export interface TableColumn {
  readonly name: string;
  readonly kind: ColumnKind;
}

/**
 * A table as pandas' DataFrame.to_string() prints it (display.precision 6): a numeric column's header gets a
 * leading space; floats share one number of decimals (6, trailing zeros trimmed together, at least one kept);
 * with an index, every value gets a leading space (negative numbers their sign) and the index is printed
 * left-aligned under a blank header; cells and headers are right-aligned and columns joined by one space.
 * A newline inside a cell prints as the two characters "\n".
 */
export function pandasToString(columns: readonly TableColumn[], rows: readonly (readonly (string | number)[])[], index?: readonly number[]): string {
  const lead = index !== undefined;
  const len = (s: string) => Array.from(s).length;
  const cols = columns.map((col, k) => {
    const values = rows.map((r) => r[k]!);
    let cells: string[];
    if (col.kind === 'float') {
      let fixed = values.map((v) => Number(v).toFixed(6));
      while (fixed.length > 0 && fixed.every((s) => s.endsWith('0') && !s.endsWith('.0'))) fixed = fixed.map((s) => s.slice(0, -1));
      cells = fixed.map((s) => (lead && !s.startsWith('-') ? ` ${s}` : s));
    } else if (col.kind === 'int') {
      cells = values.map((v) => String(v)).map((s) => (lead && !s.startsWith('-') ? ` ${s}` : s));
    } else {
      cells = values.map((v) => String(v).replaceAll('\n', '\\n')).map((s) => (lead ? ` ${s}` : s));
    }
    const header = col.kind === 'str' ? col.name : ` ${col.name}`;
    const width = Math.max(len(header), ...cells.map(len));
    const pad = (s: string) => ' '.repeat(width - len(s)) + s;
    return [pad(header), ...cells.map(pad)];
  });
  if (index !== undefined) {
    const labels = index.map(String);
    const width = Math.max(0, ...labels.map(len));
    cols.unshift([' '.repeat(width), ...labels.map((s) => s + ' '.repeat(width - len(s)))]);
  }
  return cols[0]!.map((_, line) => cols.map((c) => c[line]!).join(' ')).join('\n');
}

/** Python's repr() of a str. */
export function pyRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (code >= 0x80 && code < 0xa0) out += `\\x${code.toString(16)}`;
    else out += ch;
  }
  return out + quote;
}

/** A JSON string the way Python's json.dumps writes it (ensure_ascii). */
export function pyJsonString(s: string): string {
  return JSON.stringify(s).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Records as Python's json.dumps writes a list of dicts: ", " and ": " separators, floats with a ".0". */
export function pyJsonRecords(columns: readonly TableColumn[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (col: TableColumn, v: string | number) => (col.kind === 'str' ? pyJsonString(String(v)) : col.kind === 'float' ? pyFloat(Number(v)) : String(v));
  return `[${rows.map((r) => `{${columns.map((c, k) => `${pyJsonString(c.name)}: ${cell(c, r[k]!)}`).join(', ')}}`).join(', ')}]`;
}

// =================================================================== reference information

/** Column order and kinds of the reference tables, as the benchmark's tools print them. */
export const REFERENCE_TABLES = {
  Attractions: [
    { name: 'Name', kind: 'str' },
    { name: 'Latitude', kind: 'float' },
    { name: 'Longitude', kind: 'float' },
    { name: 'Address', kind: 'str' },
    { name: 'Phone', kind: 'str' },
    { name: 'Website', kind: 'str' },
    { name: 'City', kind: 'str' },
  ],
  Restaurants: [
    { name: 'Name', kind: 'str' },
    { name: 'Average Cost', kind: 'int' },
    { name: 'Cuisines', kind: 'str' },
    { name: 'Aggregate Rating', kind: 'float' },
    { name: 'City', kind: 'str' },
  ],
  Accommodations: [
    { name: 'NAME', kind: 'str' },
    { name: 'price', kind: 'float' },
    { name: 'room type', kind: 'str' },
    { name: 'house_rules', kind: 'str' },
    { name: 'minimum nights', kind: 'float' },
    { name: 'maximum occupancy', kind: 'int' },
    { name: 'review rate number', kind: 'float' },
    { name: 'city', kind: 'str' },
  ],
  Flight: [
    { name: 'Flight Number', kind: 'str' },
    { name: 'Price', kind: 'int' },
    { name: 'DepTime', kind: 'str' },
    { name: 'ArrTime', kind: 'str' },
    { name: 'ActualElapsedTime', kind: 'str' },
    { name: 'FlightDate', kind: 'str' },
    { name: 'OriginCityName', kind: 'str' },
    { name: 'DestCityName', kind: 'str' },
    { name: 'Distance', kind: 'float' },
  ],
} as const satisfies Record<string, readonly TableColumn[]>;

export interface ReferenceEntry {
  readonly description: string;
  /** The JSON form's value: records (as JSON text) or a message. */
  readonly json: string;
  /** The HF text form's Content. */
  readonly text: string;
}

interface Leg {
  readonly from: string;
  readonly to: string;
  readonly date: string;
}

/** Reference information for a route, in the benchmark's order: each city's tables, then each leg. */
export function referenceEntries(world: World, cities: readonly string[], legs: readonly Leg[]): ReferenceEntry[] {
  const sandbox = sandboxOf(world);
  const out: ReferenceEntry[] = [];
  const table = (description: string, columns: readonly TableColumn[], rows: (string | number)[][], message: string, index?: number[]) => {
    out.push(
      rows.length === 0
        ? { description, json: pyJsonString(message), text: message }
        : { description, json: pyJsonRecords(columns, rows), text: pandasToString(columns, rows, index) },
    );
  };
  for (const c of cities) {
    const attractions = world.attractions.filter((a) => a.city === c && Object.values(a).every((v) => v !== ''));
    table(
      `Attractions in ${c}`,
      REFERENCE_TABLES.Attractions,
      attractions.map((a) => [a.name, a.latitude, a.longitude, a.address, a.phone, a.website, a.city]),
      'There is no attraction in this city.',
    );
    const restaurants = world.restaurants.filter((r) => r.city === c);
    table(
      `Restaurants in ${c}`,
      REFERENCE_TABLES.Restaurants,
      restaurants.map((r) => [r.name, r.averageCost, r.cuisines, r.rating, r.city]),
      'There is no restaurant in this city.',
      restaurants.map((r) => r.index),
    );
    const lodging = world.lodging.filter((l) => l.city === c && l.houseRules !== '');
    table(
      `Accommodations in ${c}`,
      REFERENCE_TABLES.Accommodations,
      lodging.map((l) => [l.name, l.price, l.roomType, l.houseRules, l.minimumNights, l.maximumOccupancy, l.rating, l.city]),
      'There is no accommodation in this city.',
    );
  }
  for (const { from, to, date } of legs) {
    const flights = world.flights.filter((f) => f.origin === from && f.destination === to && f.date === date);
    table(
      `Flight from ${from} to ${to} on ${date}`,
      REFERENCE_TABLES.Flight,
      flights.map((f) => [f.number, f.price, f.depTime, f.arrTime, f.elapsed, f.date, f.origin, f.destination, f.distance]),
      `There is no flight from ${from} to ${to} on ${date}.`,
    );
    const road = sandbox.road(from, to);
    for (const [mode, label] of [
      ['self-driving', 'Self-driving'],
      ['taxi', 'Taxi'],
    ] as const) {
      const line = road
        ? `${mode}, from ${from} to ${to}, duration: ${road.duration}, distance: ${road.distance}, ` +
          `cost: ${mode === 'taxi' ? road.taxiCost : road.selfDrivingCost}`
        : 'No valid information.';
      out.push({ description: `${label} from ${from} to ${to}`, json: pyJsonString(line), text: line });
    }
  }
  return out;
}

/** The HF text form: a Python literal list of {'Description': ..., 'Content': ...}. */
export function referenceText(entries: readonly ReferenceEntry[]): string {
  return `[${entries.map((e) => `{'Description': ${pyRepr(e.description)}, 'Content': ${pyRepr(e.text)}}`).join(', ')}]`;
}

/** The JSON form: one object keyed by description, as json.dumps writes it. */
export function referenceJson(entries: readonly ReferenceEntry[]): string {
  return `{${entries.map((e) => `${pyJsonString(e.description)}: ${e.json}`).join(', ')}}`;
}

// ------------------------------------------------------------------- witnesses and lower bounds

const ROOM_WISH: Record<string, (r: RoomType) => boolean> = {
  'entire room': (r) => r === 'Entire home/apt',
  'private room': (r) => r === 'Private room',
  'shared room': (r) => r === 'Shared room',
  'not shared room': (r) => r !== 'Shared room',
};

export interface PlannedLeg extends Leg {
  readonly mode: 'flight' | 'self-driving' | 'taxi';
  readonly detail: string;
  readonly cost: number;
}
export interface Witness {
  readonly legs: readonly PlannedLeg[];
  readonly stays: readonly { city: string; nights: number; lodging: Accommodation; cost: number }[];
  readonly meals: readonly { city: string; name: string; cuisines: string; cost: number }[];
  readonly attractions: readonly { city: string; name: string }[];
  readonly total: number;
}

/** Nights per city (N-1 nights split evenly, earlier cities take the extra) and the legs with their dates. */
export function skeleton(spec: TripSpec, route: readonly string[]): { nights: number[]; legs: Leg[] } {
  const dates = tripDates(spec);
  const total = spec.days - 1;
  const nights = route.map((_, i) => Math.floor(total / route.length) + (i < total % route.length ? 1 : 0));
  const stops = [spec.origin, ...route, spec.origin];
  let day = 0;
  const legs = stops.slice(1).map((to, i) => {
    const leg = { from: stops[i]!, to, date: dates[Math.min(day, dates.length - 1)]! };
    day += nights[i] ?? 0;
    return leg;
  });
  return { nights, legs };
}

/** A name the scorer matches to this row only: no other row of the city contains it. */
const unambiguous = (name: string, others: readonly { name: string }[]): boolean => others.filter((o) => o.name.includes(name)).length === 1;

/**
 * A concrete plan for the request along its route, built greedily from the cheapest choices, or the reason
 * none was found. Generous on meals (three every day but the last, plus breakfast then), so any sensible
 * planner can do at least as well.
 */
export function witness(sandbox: MemorySandbox, spec: TripSpec, route: readonly string[]): Witness | string {
  const p = spec.travellers;
  const { nights, legs } = skeleton(spec, route);
  const allowed = (m: string) => !spec.excludeTransport.includes(m as never);
  // Transport: all self-driving, or flights and taxis (the benchmark forbids mixing driving with either).
  const driving =
    allowed('self-driving') && legs.every((l) => sandbox.road(l.from, l.to))
      ? legs.map((l) => {
          const r = sandbox.road(l.from, l.to)!;
          return { ...l, mode: 'self-driving' as const, detail: `${r.duration}, ${r.distance}`, cost: r.selfDrivingCost * Math.ceil(p / 5) };
        })
      : undefined;
  const mixed: PlannedLeg[] = [];
  for (const l of legs) {
    const options: PlannedLeg[] = [];
    if (allowed('flight')) {
      const f = [...sandbox.flights(l.from, l.to, l.date)].sort((a, b) => a.price - b.price)[0];
      if (f) options.push({ ...l, mode: 'flight', detail: `${f.number}, ${f.depTime}-${f.arrTime}, $${f.price} per person`, cost: f.price * p });
    }
    const r = sandbox.road(l.from, l.to);
    if (allowed('taxi') && r) options.push({ ...l, mode: 'taxi', detail: `${r.duration}, ${r.distance}`, cost: r.taxiCost * Math.ceil(p / 4) });
    options.sort((a, b) => a.cost - b.cost);
    if (options[0]) mixed.push(options[0]);
  }
  const candidates = [driving, mixed.length === legs.length ? mixed : undefined].filter((x): x is PlannedLeg[] => x !== undefined);
  const sum = (xs: readonly { cost: number }[]) => xs.reduce((a, x) => a + x.cost, 0);
  candidates.sort((a, b) => sum(a) - sum(b));
  const plannedLegs = candidates[0];
  if (!plannedLegs) return `no way to travel every leg (${legs.map((l) => `${l.from} to ${l.to} on ${l.date}`).join('; ')}) with the allowed modes`;

  const stays: Witness['stays'][number][] = [];
  for (const [i, c] of route.entries()) {
    const all = sandbox.accommodations(c);
    const fits = all
      .filter((a) => (spec.roomType ? ROOM_WISH[spec.roomType]!(a.roomType) : true))
      .filter((a) => spec.houseRules.every((rule) => !a.houseRules.includes(`No ${rule}`)))
      .filter((a) => a.minimumNights <= nights[i]! && unambiguous(a.name, all))
      .map((a) => ({ city: c, nights: nights[i]!, lodging: a, cost: a.price * Math.ceil(p / a.maximumOccupancy) * nights[i]! }))
      .sort((a, b) => a.cost - b.cost);
    if (!fits[0]) return `no listing in ${c} meets the room type, house rules and a minimum stay of at most ${nights[i]} nights`;
    stays.push(fits[0]);
  }

  const meals: Witness['meals'][number][] = [];
  const chosen = new Set<string>();
  const slots = route.map((_, i) => 3 * nights[i]! + (i === route.length - 1 ? 1 : 0));
  const usable = (c: string) => {
    const all = sandbox.restaurants(c);
    return all.filter((r) => unambiguous(r.name, all)).sort((a, b) => a.averageCost - b.averageCost);
  };
  const take = (c: string, r: { name: string; cuisines: string; averageCost: number }) => {
    chosen.add(r.name);
    meals.push({ city: c, name: r.name, cuisines: r.cuisines, cost: r.averageCost * p });
    slots[route.indexOf(c)]!--;
  };
  for (const cuisine of spec.cuisines) {
    if (meals.some((m) => m.cuisines.includes(cuisine))) continue;
    const best = route
      .filter((_, i) => slots[i]! > 0)
      .flatMap((c) =>
        usable(c)
          .filter((r) => !chosen.has(r.name) && r.cuisines.includes(cuisine))
          .map((r) => ({ c, r })),
      )
      .sort((a, b) => a.r.averageCost - b.r.averageCost)[0];
    if (!best) return `no restaurant in ${route.join(', ')} serves ${cuisine} food`;
    take(best.c, best.r);
  }
  for (const [i, c] of route.entries()) {
    for (const r of usable(c)) {
      if (slots[i]! <= 0) break;
      if (!chosen.has(r.name)) take(c, r);
    }
    if (slots[i]! > 0) return `${c} has too few distinct restaurants for ${3 * nights[i]!} meals`;
  }

  const attractions: { city: string; name: string }[] = [];
  for (const [i, c] of route.entries()) {
    const need = nights[i]! - 1;
    const list = sandbox.attractions(c);
    if (list.length < need) return `${c} has too few attractions`;
    attractions.push(...list.slice(0, need).map((a) => ({ city: c, name: a.name })));
  }
  return { legs: plannedLegs, stays, meals, attractions, total: sum(plannedLegs) + sum(stays) + sum(meals) };
}

/** A lower bound on any plan's cost along the route: cheapest way per leg, cheapest listing, meals on full days. */
export function costLowerBound(
  sandbox: MemorySandbox,
  spec: TripSpec,
  route: readonly string[],
): { transport: number; lodging: number; meals: number; total: number } {
  const p = spec.travellers;
  const { nights, legs } = skeleton(spec, route);
  let transport = 0;
  for (const l of legs) {
    const options: number[] = [];
    const f = sandbox.flights(l.from, l.to, l.date);
    if (f.length > 0) options.push(Math.min(...f.map((x) => x.price)) * p);
    const r = sandbox.road(l.from, l.to);
    if (r) options.push(r.selfDrivingCost * Math.ceil(p / 5), r.taxiCost * Math.ceil(p / 4));
    if (options.length === 0) return { transport: Infinity, lodging: 0, meals: 0, total: Infinity };
    transport += Math.min(...options);
  }
  let lodging = 0;
  let meals = 0;
  for (const [i, c] of route.entries()) {
    lodging += Math.min(...sandbox.accommodations(c).map((a) => a.price * Math.ceil(p / a.maximumOccupancy))) * nights[i]!;
    const fullDays = nights[i]! - 1;
    meals +=
      sandbox
        .restaurants(c)
        .map((r) => r.averageCost)
        .sort((a, b) => a - b)
        .slice(0, 3 * fullDays)
        .reduce((a, b) => a + b, 0) * p;
  }
  return { transport, lodging, meals, total: transport + lodging + meals };
}

const money = (n: number): string => `$${withCommas(n)}`;
const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the data offers along the route: every leg's flights and road, every city's venues. */
function describeRoute(sandbox: MemorySandbox, spec: TripSpec, route: readonly string[]): string[] {
  const lines = ['Along this route:', ''];
  for (const l of skeleton(spec, route).legs) {
    const flights = sandbox.flights(l.from, l.to, l.date);
    const road = sandbox.road(l.from, l.to);
    const air = flights.length === 0 ? 'no flight' : `${count(flights.length, 'flight')} (from ${money(Math.min(...flights.map((f) => f.price)))} per person)`;
    const ground = road
      ? `road ${road.duration}, ${road.distance} (self-driving ${money(road.selfDrivingCost)} per car, taxi ${money(road.taxiCost)} per taxi)`
      : 'no usable road';
    lines.push(`- ${l.from} → ${l.to} on ${l.date}: ${air}; ${ground}`);
  }
  for (const c of route) {
    const lodging = sandbox.accommodations(c);
    const types = (['Entire home/apt', 'Private room', 'Shared room'] as const).map((t) => `${lodging.filter((a) => a.roomType === t).length} ${t}`).join(', ');
    const served = spec.cuisines.map((q) => `${q} at ${sandbox.restaurants(c).filter((r) => r.cuisines.includes(q)).length}`).join(', ');
    lines.push(
      `- ${c}: ${count(sandbox.restaurants(c).length, 'restaurant')}${served ? ` (${served})` : ''}, ` +
        `${count(sandbox.attractions(c).length, 'attraction')}, ${count(lodging.length, 'listing')} (${types})`,
    );
  }
  lines.push('');
  return lines;
}

function describeWitness(w: Witness): string[] {
  const lines = ['| leg | date | how | cost |', '| --- | --- | --- | --- |'];
  for (const l of w.legs) lines.push(`| ${l.from} → ${l.to} | ${l.date} | ${l.mode} (${l.detail}) | ${money(l.cost)} |`);
  lines.push('');
  for (const s of w.stays) {
    lines.push(
      `- ${count(s.nights, 'night')} in ${s.city} at ${JSON.stringify(s.lodging.name)} (${s.lodging.roomType}, "${s.lodging.houseRules}", ` +
        `minimum ${count(s.lodging.minimumNights, 'night')}, up to ${count(s.lodging.maximumOccupancy, 'guest')}): ${money(s.cost)}`,
    );
  }
  const byCity = new Map<string, number>();
  for (const m of w.meals) byCity.set(m.city, (byCity.get(m.city) ?? 0) + m.cost);
  for (const [c, cost] of byCity) lines.push(`- ${count(w.meals.filter((m) => m.city === c).length, 'meal')} in ${c} at distinct restaurants: ${money(cost)}`);
  lines.push(`- total ${money(w.total)}`);
  return lines;
}

function notesFor(def: RequestDef, spec: TripSpec, world: World, sandbox: MemorySandbox): string {
  const lines = [`# ${def.id}`, '', `**${def.feasible ? 'Feasible' : 'Infeasible'}.** ${def.why}`, '', ...describeRoute(sandbox, spec, def.route)];
  const w = witness(sandbox, spec, def.route);
  const budget = spec.budget ?? Infinity;
  if (def.feasible) {
    if (typeof w === 'string') fail(`${def.id} should be feasible, but ${w}`);
    if (w.total > budget) fail(`${def.id} should be feasible, but the witness costs ${w.total} > ${budget}`);
    lines.push(
      `A plan along ${def.route.join(' → ')} (three meals a day, the cheapest unambiguous choices) costs ${money(w.total)} of the ${money(budget)} budget:`,
      '',
    );
    lines.push(...describeWitness(w));
  } else if (def.id === '07-infeasible-budget') {
    const bound = costLowerBound(sandbox, spec, def.route);
    if (!(bound.total > budget)) fail(`${def.id}: lower bound ${bound.total} does not exceed the budget ${budget}`);
    const { legs } = skeleton(spec, def.route);
    for (const l of legs) {
      if (sandbox.road(l.from, l.to)) fail(`${def.id}: ${l.from}-${l.to} should have no usable road`);
      if (sandbox.flights(l.from, l.to, l.date).length === 0) fail(`${def.id}: ${l.from}-${l.to} should have flights on ${l.date}`);
    }
    lines.push(
      'Lower bound on any plan (cheapest flight per leg for both travellers, cheapest listing for every night, the three cheapest meals of the one full day):',
      '',
      `- transport ≥ ${money(bound.transport)}`,
      `- lodging ≥ ${money(bound.lodging)}`,
      `- meals ≥ ${money(bound.meals)}`,
      `- total ≥ ${money(bound.total)} > ${money(budget)}`,
      '',
      `Roads: ${legs.map((l) => `${l.from} → ${l.to}: "${roadText(l.from, l.to)}"`).join('; ')}.`,
    );
    if (typeof w === 'string') fail(`${def.id}: no plan even with more money: ${w}`);
    lines.push('', `Smallest fix: raise the budget. With enough money this plan exists (${money(w.total)}):`, '', ...describeWitness(w));
  } else if (def.id === '08-infeasible-cuisine-mirecourt') {
    const cities = sandbox.citiesIn(spec.destination.name);
    for (const c of cities) {
      if (sandbox.restaurants(c).some((r) => r.cuisines.includes('French'))) fail(`${def.id}: ${c} serves French food`);
    }
    if (typeof w !== 'string') fail(`${def.id}: unexpectedly feasible`);
    lines.push(
      `Cities of ${spec.destination.name}: ${cities.join(', ')}; ` +
        `restaurants: ${cities.map((c) => `${c} ${sandbox.restaurants(c).length}`).join(', ')}; none lists French among its cuisines.`,
    );
    const relaxed = witness(sandbox, parseTripSpec({ ...def.spec, cuisines: ['Italian'] }), def.route);
    if (typeof relaxed === 'string' || relaxed.total > budget) fail(`${def.id}: dropping French should make it feasible`);
    lines.push('', `Without the French wish this plan fits the budget (${money(relaxed.total)}):`, '', ...describeWitness(relaxed));
  } else if (def.id === '09-infeasible-pets-shared-room') {
    const c = def.route[0]!;
    const shared = sandbox.accommodations(c).filter((a) => a.roomType === 'Shared room');
    if (shared.length === 0 || shared.some((a) => !a.houseRules.includes('No pets'))) fail(`${def.id}: every shared room in ${c} should forbid pets`);
    if (typeof w !== 'string') fail(`${def.id}: unexpectedly feasible`);
    lines.push(`Shared rooms in ${c} (sandbox rows): ${shared.map((a) => `"${a.name}" ("${a.houseRules}")`).join('; ')}.`);
    for (const [label, change] of [
      ['Without the room type', { roomType: null }],
      ['Without the pets rule', { houseRules: [] }],
    ] as const) {
      const relaxed = witness(sandbox, parseTripSpec({ ...def.spec, ...change }), def.route);
      if (typeof relaxed === 'string' || relaxed.total > budget) fail(`${def.id}: ${label.toLowerCase()} should be feasible`);
      lines.push('', `${label} this plan fits the budget (${money(relaxed.total)}):`, '', ...describeWitness(relaxed));
    }
  } else if (def.id === '10-infeasible-saltmarsh-monday') {
    const c = def.route[0]!;
    const rows = sandbox.attractions(c);
    if (rows.length === 0 || rows.some((a) => !/Mo off/.test(world.attractions.find((x) => x.name === a.name && x.city === c)?.openingHours ?? '')))
      fail(`${def.id}: every attraction in ${c} should be closed on Mondays`);
    if (new Date(`${spec.startDate}T00:00:00Z`).getUTCDay() !== 0) fail(`${def.id}: the trip should start on a Sunday, so that its full day is a Monday`);
    if (typeof w === 'string' || w.total > budget) fail(`${def.id}: with the opening hours ignored the trip should fit the budget`);
    lines.push(
      `Opening hours in ${c}: ${rows.map((a) => `${a.name} "${world.attractions.find((x) => x.name === a.name && x.city === c)!.openingHours}"`).join('; ')}.`,
    );
    lines.push(
      '',
      `With the opening hours ignored this plan fits the budget (${money(w.total)}); its full day, Monday ${tripDates(spec)[1]}, has nothing open:`,
      '',
      ...describeWitness(w),
    );
  } else {
    fail(`${def.id}: no reasoning for this infeasible request`);
  }
  if (def.reference) lines.push('', `Reference information for this route: fixtures/reference/${def.id}/ (both forms).`);
  return lines.join('\n') + '\n';

  function roadText(from: string, to: string): string {
    const row = world.roads.find((r) => r.origin === from && r.destination === to);
    return row ? `${row.duration}, ${row.distance}` : 'no row';
  }
}

const ORDINAL = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

/** The request text must state what the spec says (a cheap guard against editing one and not the other). */
function checkText(def: RequestDef, spec: TripSpec): void {
  const needs = [
    spec.origin,
    spec.destination.name,
    money(spec.budget ?? 0),
    `March ${ORDINAL(Number(spec.startDate.slice(8)))}`,
    `March ${ORDINAL(Number(spec.endDate.slice(8)))}`,
    ...spec.cuisines,
  ];
  for (const n of needs) if (!def.text.includes(n)) fail(`${def.id}: request.txt does not mention "${n}"`);
}

// =================================================================== all files

const SANDBOX_README = `# Fixture sandbox (generated)

An invented TravelPlanner database in the benchmark's own CSV layout, written by
\`scripts/make-fixtures.ts\` (\`npm run fixtures\`). Do not edit by hand: a test regenerates it and
compares bytes. Every city, state, venue and number here is made up.

States: Verdania (Port Alder, Quillon, Larkmoor, Fennick Falls, Saltmarsh Bay), Oskaland (Greywater,
Hollin, Vesterby), Mirecourt (St. Corvin, Ambrel); trips start from Harrowgate (Brasswick, Ketterby).
Flights run 2022-03-01 to 2022-03-31 between the airport cities.

Deliberate edge cases:
- accommodations: rows with an empty house_rules (not in the sandbox); "Cozy Loft" is a substring of
  "Cozy Loft by the Mill Pond" (Greywater, the longer one first in the file); a name with double quotes
  and one spanning two lines; no shared room in Fennick Falls allows pets.
- restaurants: "Lantern" and "Lantern House" in Quillon (Lantern House first); "The Salt Cellar" twice in
  Port Alder; names with commas, '&', apostrophes, parentheses and accents; chains in several cities;
  Larkmoor serves no Mexican food and Mirecourt no French food; some ratings 0.0.
- attractions: the optional columns category, opening_hours (a subset of OpenStreetMap's syntax) and
  visit_minutes; every attraction in Saltmarsh Bay is closed on Mondays; museums and galleries rest on
  Mondays, food markets open only on Wednesday afternoons and Saturday mornings; one row with an empty
  Website (Larkmoor; not in the sandbox).
- distance matrix: pairs with no row, rows with empty duration and distance, Ketterby → Hollin and other
  long pairs taking over a day (no road for the benchmark), Port Alder → Quillon written twice (the
  first row wins), distances under 100 km with one decimal.
- flights: CRLF line ends like the real file; some pairs have no flight on some dates.
- background/citySet_with_states.txt has no final newline, like the real file.
`;

const REFERENCE_README = `# Reference information (generated)

For some sample requests (fixtures/requests/<id>/), the reference_information a TravelPlanner row would
carry for the route given in that request's notes.md, in both forms the benchmark publishes:

- \`reference_information.txt\`: the HF text form, a Python literal list of {'Description', 'Content'} whose
  tables are printed like pandas' DataFrame.to_string();
- \`reference_information.json\`: the JSON form, one object keyed by description.

Both are written by \`scripts/make-fixtures.ts\` from the same records; do not edit by hand.
`;

/** Every generated file, keyed by its path under fixtures/ (posix separators). */
export function generateFixtures(): Map<string, string> {
  const world = buildWorld();
  checkWorld(world);
  const sandbox = sandboxOf(world);
  const files = new Map<string, string>();
  const put = (path: string, text: string) => {
    if (files.has(path)) fail(`${path} written twice`);
    files.set(path, text);
  };

  put('sandbox/README.md', SANDBOX_README);
  put(
    'sandbox/accommodations/clean_accommodations_2022.csv',
    csv(
      ['', 'NAME', 'room type', 'price', 'minimum nights', 'review rate number', 'house_rules', 'maximum occupancy', 'city'],
      world.lodging.map((l) => [
        String(l.index),
        l.name,
        l.roomType,
        pyFloat(l.price),
        pyFloat(l.minimumNights),
        pyFloat(l.rating),
        l.houseRules,
        String(l.maximumOccupancy),
        l.city,
      ]),
    ),
  );
  put(
    'sandbox/attractions/attractions.csv',
    csv(
      ['Name', 'Latitude', 'Longitude', 'Address', 'Phone', 'Website', 'City', 'category', 'opening_hours', 'visit_minutes'],
      world.attractions.map((a) => [
        a.name,
        pyFloat(a.latitude),
        pyFloat(a.longitude),
        a.address,
        a.phone,
        a.website,
        a.city,
        a.category,
        a.openingHours,
        String(a.visitMinutes),
      ]),
    ),
  );
  put(
    'sandbox/restaurants/clean_restaurant_2022.csv',
    csv(
      ['', 'Name', 'City', 'Cuisines', 'Average Cost', 'Aggregate Rating'],
      world.restaurants.map((r) => [String(r.index), r.name, r.city, r.cuisines, String(r.averageCost), pyFloat(r.rating)]),
    ),
  );
  put(
    'sandbox/googleDistanceMatrix/distance.csv',
    csv(
      ['origin', 'destination', 'cost', 'duration', 'distance'],
      world.roads.map((r) => [r.origin, r.destination, '', r.duration, r.distance]),
    ),
  );
  put(
    'sandbox/flights/clean_Flights_2022.csv',
    csv(
      ['Flight Number', 'Price', 'DepTime', 'ArrTime', 'ActualElapsedTime', 'FlightDate', 'OriginCityName', 'DestCityName', 'Distance'],
      world.flights.map((f) => [f.number, String(f.price), f.depTime, f.arrTime, f.elapsed, f.date, f.origin, f.destination, pyFloat(f.distance)]),
      '\r\n',
    ),
  );
  put('sandbox/background/citySet.txt', CITIES.map((c) => c.name).join('\n') + '\n');
  put('sandbox/background/citySet_with_states.txt', CITIES.map((c) => `${c.name}\t${c.state}`).join('\n'));
  put('sandbox/background/stateSet.txt', STATES.join('\n') + '\n');

  put('reference/README.md', REFERENCE_README);
  for (const def of REQUESTS) {
    const spec = parseTripSpec(def.spec);
    checkText(def, spec);
    put(`requests/${def.id}/request.txt`, def.text + '\n');
    put(`requests/${def.id}/spec.json`, JSON.stringify(spec, null, 2) + '\n');
    put(`requests/${def.id}/notes.md`, notesFor(def, spec, world, sandbox));
    if (def.reference) {
      const entries = referenceEntries(world, def.route, skeleton(spec, def.route).legs);
      put(`reference/${def.id}/reference_information.txt`, referenceText(entries) + '\n');
      put(`reference/${def.id}/reference_information.json`, referenceJson(entries) + '\n');
    }
  }
  return files;
}

export function writeFixtures(outDir: string): string[] {
  const files = generateFixtures();
  for (const [path, text] of files) {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return [...files.keys()];
}

export const DEFAULT_OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures');

function main(argv: readonly string[]): void {
  const at = argv.indexOf('--out');
  const out = at >= 0 ? argv[at + 1] : DEFAULT_OUT;
  if (!out) fail('--out needs a directory');
  const written = writeFixtures(resolve(out!));
  process.stdout.write(`wrote ${written.length} files under ${resolve(out!)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
