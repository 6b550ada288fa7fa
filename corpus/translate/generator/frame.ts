/**
 * The ground truth of a generated request: a random frame, and the TripSpec READING.md says it must become.
 * A frame may carry one defect: something the request says that READING.md refuses, with the field named.
 */
import { WEEKDAY_NAMES } from '../../../src/common/dates.ts';
import type { Cuisine, HouseRule, Interest, Pace, RoomTypeWish, TransportMode, TripSpec } from '../../../src/tripspec/trip-spec.ts';
import { BENCHMARK_CUISINES, CUISINES, INTERESTS, TRANSPORT_MODES } from '../../../src/tripspec/trip-spec.ts';
import type { Pool } from './pool.ts';
import { addDays, type Dice } from './words.ts';

type Budget =
  | { readonly kind: 'total'; readonly amount: number }
  | { readonly kind: 'person'; readonly per: number }
  | { readonly kind: 'day'; readonly per: number }
  /** "$150/person/day" (READING.md issue 24: per person and day): per x travellers x days. */
  | { readonly kind: 'person-day'; readonly per: number };

type Transport = { readonly kind: 'out'; readonly modes: readonly TransportMode[] } | { readonly kind: 'only'; readonly mode: 'flight' | 'self-driving' };

/** The price of one meal for one person (READING.md "wishes.mealPricePerPerson"): an upper bound, a lower bound, or both. */
export type MealPrice =
  | { readonly kind: 'max'; readonly max: number }
  | { readonly kind: 'min'; readonly min: number }
  | { readonly kind: 'range'; readonly min: number; readonly max: number };

type Destination =
  | { readonly kind: 'city'; readonly city: string; readonly state: string }
  /**
   * `cities`: the state's cities the request names ("Florida - Orlando and Tampa", "to Austin and Dallas"), as
   * many as `count` (READING.md issue 24: the state, with those cities in `cities` and their number as the count).
   */
  | { readonly kind: 'state'; readonly state: string; readonly count: 2 | 3; readonly cities?: readonly string[] };

/** What a refused request gets wrong; `field` is the TripSpec field READING.md names. */
export type Defect =
  | { readonly kind: 'party-no-number'; readonly form?: PartyUnclear } // "my friends and I" with no number: travellers
  | { readonly kind: 'state-no-count' } // a state with no number of cities: cityCount
  | { readonly kind: 'year-no-default' } // a date without a year and no defaultYear: startDate
  | { readonly kind: 'unknown-cuisine'; readonly cuisine: string } // Thai: cuisines
  | { readonly kind: 'cuisine-or' } // "Italian or Chinese": cuisines
  // "to Austin or Dallas": destination (two cities of one state joined by "and" are its cities to visit)
  | { readonly kind: 'two-destinations'; readonly other: string }
  | { readonly kind: 'wrong-state'; readonly state: string } // "Portland, Maine": destination
  | { readonly kind: 'origin-state'; readonly state: string } // "from Texas": origin
  | { readonly kind: 'budget-range'; readonly low: number; readonly high: number; readonly grand?: boolean } // budget ("between 2 and 3 grand" when grand)
  | { readonly kind: 'budget-question'; readonly amount: number } // "$2,000 (per person or total?)": budget
  | { readonly kind: 'item-price'; readonly price: number; readonly item: 'night' | 'ticket' } // budget (a meal price is a wish now)
  | { readonly kind: 'two-budgets'; readonly other: number } // budget
  | { readonly kind: 'two-rooms'; readonly other: RoomTypeWish } // roomType
  | { readonly kind: 'not-entire' } // "not an entire home": roomType
  | { readonly kind: 'all-transport' } // all three ruled out: excludeTransport
  | { readonly kind: 'ask-and-rule-out' } // "we'll drive" and "prefer not to drive": excludeTransport
  | { readonly kind: 'kids-no-age' } // "kids" without an age: houseRules
  | { readonly kind: 'days-mismatch'; readonly saidDays: number } // dates and days disagree: days
  | { readonly kind: 'weekday-wrong'; readonly said: string } // startDate
  | { readonly kind: 'interest-ruled-out'; readonly interest: Interest }; // "no museums please": wishes.interests

export const DEFECT_FIELD: Readonly<Record<Defect['kind'], string>> = {
  'party-no-number': 'travellers',
  'state-no-count': 'cityCount',
  'year-no-default': 'startDate',
  'unknown-cuisine': 'cuisines',
  'cuisine-or': 'cuisines',
  'two-destinations': 'destination',
  'wrong-state': 'destination',
  'origin-state': 'origin',
  'budget-range': 'budget',
  'budget-question': 'budget',
  'item-price': 'budget',
  'two-budgets': 'budget',
  'two-rooms': 'roomType',
  'not-entire': 'roomType',
  'all-transport': 'excludeTransport',
  'ask-and-rule-out': 'excludeTransport',
  'kids-no-age': 'houseRules',
  'days-mismatch': 'days',
  'weekday-wrong': 'startDate',
  'interest-ruled-out': 'wishes.interests',
};

/**
 * The forms of a party READING.md (issue 24) asks about: words that speak of people with no count ("the whole
 * family", "our group"), and undecided members ("me and maybe my sister", "somewhere between 3 and 8").
 */
type PartyUnclear = 'family' | 'group' | 'maybe' | 'between';

export interface Frame {
  readonly origin: { readonly city: string; readonly state: string };
  readonly dest: Destination;
  readonly days: number;
  readonly start: string;
  readonly end: string;
  readonly travellers: number;
  readonly budget: Budget | null;
  readonly houseRules: readonly HouseRule[];
  readonly roomType: RoomTypeWish | null;
  readonly cuisines: readonly Cuisine[];
  readonly avoid: readonly Cuisine[];
  readonly transport: Transport | null;
  readonly pace: Exclude<Pace, 'normal'> | null;
  /** Kinds of sights wanted (READING.md "wishes.interests"), in the frame's order (the text decides the spec's). */
  readonly interests: readonly Interest[];
  readonly mealPrice: MealPrice | null;
  /** Says "nothing fancy" / "cheap eats" with no amount: READING.md calls it chatter (no range is asked for). */
  readonly plainMeals: boolean;
  /** Dates are written without a year; the item carries defaultYear 2022 (unless the defect says not). */
  readonly yearless: boolean;
  readonly defect: Defect | null;
  /**
   * Names written instead of the origin's or destination's own (READING.md issue 24: nicknames "Beantown", state
   * nicknames "the Peach State", airport codes "SFO"). `code`: one of them is an airport code (read only in capitals).
   */
  readonly alias?: { readonly origin?: string; readonly dest?: string; readonly code?: boolean };
  /**
   * The party is a counted plural of people the writer books for, named after it ("our two managers, Ms. Harper and
   * Mr. Diaz", READING.md issue 24): the request then speaks of the travellers as "they".
   */
  readonly appositive?: { readonly noun: string; readonly names: readonly string[] };
}

export const YEAR = 2022;

function budgetTotal(f: Pick<Frame, 'budget' | 'travellers' | 'days'>): number | null {
  const b = f.budget;
  if (b === null) return null;
  if (b.kind === 'total') return b.amount;
  if (b.kind === 'person') return b.per * f.travellers;
  if (b.kind === 'person-day') return b.per * f.travellers * f.days;
  return b.per * f.days;
}

function excludedModes(t: Transport | null): TransportMode[] {
  if (t === null) return [];
  if (t.kind === 'out') return TRANSPORT_MODES.filter((m) => t.modes.includes(m));
  return TRANSPORT_MODES.filter((m) => m !== t.mode);
}

/** The wishes object as the zod schema gives it: only the keys that are set (`{}` when none is). */
function frameWishes(f: Pick<Frame, 'pace' | 'interests' | 'mealPrice'>, interestOrder?: readonly Interest[]): TripSpec['wishes'] {
  const out: { interests?: Interest[]; mealPricePerPerson?: { min?: number; max?: number }; pace?: Pace } = {};
  if (f.interests.length > 0) out.interests = [...(interestOrder ?? f.interests)];
  const m = f.mealPrice;
  if (m !== null) out.mealPricePerPerson = m.kind === 'max' ? { max: m.max } : m.kind === 'min' ? { min: m.min } : { min: m.min, max: m.max };
  if (f.pace !== null) out.pace = f.pace;
  return out;
}

/**
 * The TripSpec of a frame. houseRules, cuisines and interests follow `ruleOrder` / `cuisineOrder` /
 * `interestOrder` when given (the order in which the rendered text first mentions them), else the frame's order.
 */
export function frameSpec(f: Frame, ruleOrder?: readonly HouseRule[], cuisineOrder?: readonly Cuisine[], interestOrder?: readonly Interest[]): TripSpec {
  return {
    origin: f.origin.city,
    destination: f.dest.kind === 'city' ? { kind: 'city', name: f.dest.city } : { kind: 'state', name: f.dest.state },
    days: f.days,
    cityCount: f.dest.kind === 'city' ? 1 : f.dest.count,
    cities: f.dest.kind === 'state' ? [...(f.dest.cities ?? [])] : [],
    startDate: f.start,
    endDate: f.end,
    travellers: f.travellers,
    budget: budgetTotal(f),
    houseRules: [...(ruleOrder ?? f.houseRules)],
    cuisines: [...(cuisineOrder ?? f.cuisines)],
    avoidCuisines: [...f.avoid],
    roomType: f.roomType,
    excludeTransport: excludedModes(f.transport),
    wishes: frameWishes(f, interestOrder),
  };
}

const HOUSE: readonly HouseRule[] = ['pets', 'smoking', 'parties', 'visitors', 'children under 10'];
const FIRST_SEVEN = BENCHMARK_CUISINES;
const OTHER_EIGHT = CUISINES.slice(7);
/** Cuisines the sandbox does not list (READING.md: refused, cuisines). */
const UNKNOWN_CUISINES = ['Thai', 'Japanese', 'Korean', 'Greek', 'Vietnamese'];

export interface FrameOptions {
  /** Probability that the frame carries a defect. */
  readonly defectRate?: number;
  /**
   * The dice for the wishes added after the first version (interests, meal prices, ruling a kind of sight out).
   * Drawing them from their own dice leaves every other draw as it was, so a frame without these wishes (and
   * its text) is the same as before they existed. Default: the frame's dice.
   */
  readonly wishDice?: Dice;
}

/** Probability that a frame without another defect rules a kind of sight out (refused: wishes.interests). */
const INTEREST_DEFECT_RATE = 0.015;

/** Interests (0-3, most frames none) and a meal price (most frames none). */
function sampleWishes(d: Dice): { interests: Interest[]; mealPrice: MealPrice | null; plainMeals: boolean } {
  const interests = d.sample(
    INTERESTS,
    d.weighted<number>([
      [0, 82],
      [1, 10],
      [2, 6],
      [3, 2],
    ]),
  );
  const kind = d.weighted<'none' | 'max' | 'min' | 'range'>([
    ['none', 88],
    ['max', 6],
    ['min', 2],
    ['range', 4],
  ]);
  let mealPrice: MealPrice | null = null;
  if (kind === 'max') mealPrice = { kind, max: 5 * d.int(2, 12) };
  else if (kind === 'min') mealPrice = { kind, min: 5 * d.int(3, 10) };
  else if (kind === 'range') {
    const min = 5 * d.int(2, 8);
    mealPrice = { kind, min, max: min + 5 * d.int(1, 5) };
  }
  return { interests, mealPrice, plainMeals: d.chance(0.04) };
}

function pickCuisines(d: Dice, n: number): Cuisine[] {
  const out: Cuisine[] = [];
  while (out.length < n) {
    const c = d.chance(0.8) ? d.pick(FIRST_SEVEN) : d.pick(OTHER_EIGHT);
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

function pickStart(d: Dice, days: number): string {
  const month = d.weighted<number>([
    [3, 45],
    [4, 40],
    [2, 4],
    [5, 5],
    [6, 3],
    [9, 3],
  ]);
  const len = new Date(Date.UTC(YEAR, month, 0)).getUTCDate();
  const day = d.int(1, len);
  const start = `${YEAR}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // Keep the whole trip inside the year.
  return addDays(start, days) > `${YEAR}-12-31` ? `${YEAR}-03-01` : start;
}

/** Where the trip goes (a city, or two or three cities of a state), for how many days, and from where. */
function sampleTrip(d: Dice, pool: Pool): { dest: Destination; days: number; origin: { city: string; state: string } } {
  const stateTrip = pool.states.length > 0 && d.chance(0.3);
  let dest: Destination;
  let days: number;
  let origin: { city: string; state: string };
  if (stateTrip) {
    const state = d.pick(pool.states);
    days = d.weighted<number>([
      [5, 55],
      [7, 45],
    ]);
    const count: 2 | 3 = days === 7 && d.chance(0.5) ? 3 : 2;
    dest = { kind: 'state', state, count };
    const o = d.pick(pool.cities.filter((c) => c.state !== state));
    origin = { city: o.name, state: o.state };
  } else {
    days = d.weighted<number>([
      [3, 70],
      [5, 15],
      [7, 10],
      [4, 3],
      [2, 2],
    ]);
    const city = d.pick(pool.cities);
    dest = { kind: 'city', city: city.name, state: city.state };
    const o = d.pick(pool.cities.filter((c) => c.name !== city.name));
    origin = { city: o.name, state: o.state };
  }
  return { dest, days, origin };
}

/** No budget, a total, an amount per person or an amount per day. */
function sampleBudget(d: Dice): Budget | null {
  const budgetKind = d.weighted<'none' | 'total' | 'person' | 'day'>([
    ['none', 12],
    ['total', 70],
    ['person', 12],
    ['day', 6],
  ]);
  let budget: Budget | null = null;
  if (budgetKind === 'total') {
    const step = d.chance(0.85) ? 100 : 50;
    budget = { kind: 'total', amount: step * d.int(Math.ceil(500 / step), Math.floor(15000 / step)) };
  } else if (budgetKind === 'person') {
    budget = { kind: 'person', per: 100 * d.int(3, 30) };
  } else if (budgetKind === 'day') {
    budget = { kind: 'day', per: 50 * d.int(2, 16) };
  }
  return budget;
}

/** No transport wish, one or two modes ruled out, or one mode only. */
function sampleTransport(d: Dice): Transport | null {
  const transportKind = d.weighted<'none' | 'out1' | 'out2' | 'only'>([
    ['none', 55],
    ['out1', 30],
    ['out2', 5],
    ['only', 10],
  ]);
  let transport: Transport | null = null;
  if (transportKind === 'out1')
    transport = {
      kind: 'out',
      modes: [
        d.weighted<TransportMode>([
          ['flight', 50],
          ['self-driving', 35],
          ['taxi', 15],
        ]),
      ],
    };
  else if (transportKind === 'out2') transport = { kind: 'out', modes: d.sample(TRANSPORT_MODES, 2) };
  else if (transportKind === 'only') transport = { kind: 'only', mode: d.pick(['flight', 'self-driving'] as const) };
  return transport;
}

export function sampleFrame(d: Dice, pool: Pool, options: FrameOptions = {}): Frame {
  const { dest, days, origin } = sampleTrip(d, pool);
  const start = pickStart(d, days);
  const travellers = d.weighted<number>([
    [1, 25],
    [2, 30],
    [3, 12],
    [4, 13],
    [5, 7],
    [6, 6],
    [7, 4],
    [8, 3],
  ]);
  const budget = sampleBudget(d);
  const houseRules = d.sample(
    HOUSE,
    d.weighted<number>([
      [0, 55],
      [1, 35],
      [2, 10],
    ]),
  );
  const roomType = d.weighted<RoomTypeWish | null>([
    [null, 50],
    ['entire room', 15],
    ['private room', 15],
    ['shared room', 8],
    ['not shared room', 12],
  ]);
  const cuisines = pickCuisines(
    d,
    d.weighted<number>([
      [0, 50],
      [1, 15],
      [2, 15],
      [3, 12],
      [4, 8],
    ]),
  );
  const avoid: Cuisine[] = [];
  if (d.chance(0.12)) {
    const c = d.pick(FIRST_SEVEN.filter((x) => !cuisines.includes(x)));
    avoid.push(c);
  }
  const transport = sampleTransport(d);
  const pace = d.weighted<'relaxed' | 'packed' | null>([
    [null, 90],
    ['relaxed', 6],
    ['packed', 4],
  ]);
  const yearless = d.chance(0.12);
  const wd = options.wishDice ?? d;
  const { interests, mealPrice, plainMeals } = sampleWishes(wd);
  const frame: Frame = {
    origin,
    dest,
    days,
    start,
    end: addDays(start, days - 1),
    travellers,
    budget,
    houseRules,
    roomType,
    cuisines,
    avoid,
    transport,
    pace,
    interests,
    mealPrice,
    plainMeals,
    yearless,
    defect: null,
  };
  const rate = options.defectRate ?? 0.1;
  if (d.chance(rate)) return withDefect(d, frame, pool);
  return wd.chance(INTEREST_DEFECT_RATE) ? interestRuledOut(wd, frame) : frame;
}

/** The interest-ruled-out defect: a kind of sight the frame does not want is ruled out ("no museums please"). */
function interestRuledOut(d: Dice, f: Frame): Frame {
  return { ...f, defect: { kind: 'interest-ruled-out', interest: d.pick(INTERESTS.filter((x) => !f.interests.includes(x))) } };
}

/** Give a frame one defect (adjusting the frame where the defect needs it). */
export function withDefect(d: Dice, f: Frame, pool: Pool): Frame {
  const kinds: Defect['kind'][] = [
    'party-no-number',
    'state-no-count',
    'year-no-default',
    'unknown-cuisine',
    'cuisine-or',
    'two-destinations',
    'wrong-state',
    'origin-state',
    'budget-range',
    'item-price',
    'two-budgets',
    'two-rooms',
    'not-entire',
    'all-transport',
    'ask-and-rule-out',
    'kids-no-age',
    'days-mismatch',
    'weekday-wrong',
  ];
  const kind = d.pick(kinds);
  switch (kind) {
    case 'party-no-number': {
      const budget = f.budget?.kind === 'person' ? { kind: 'total' as const, amount: 2000 } : f.budget;
      return { ...f, travellers: Math.max(2, f.travellers), budget, defect: { kind } };
    }
    case 'state-no-count': {
      if (f.dest.kind === 'state') return { ...f, defect: { kind } };
      const state = d.pick(pool.states.filter((s) => s !== f.origin.state));
      const days = 5;
      return { ...f, dest: { kind: 'state', state, count: 2 }, days, end: addDays(f.start, days - 1), defect: { kind } };
    }
    case 'year-no-default':
      return { ...f, yearless: true, defect: { kind } };
    case 'unknown-cuisine':
      return { ...f, defect: { kind, cuisine: d.pick(UNKNOWN_CUISINES) } };
    case 'cuisine-or': {
      const cuisines = f.cuisines.length >= 2 ? f.cuisines.slice(0, 2) : pickCuisines(d, 2);
      return { ...f, cuisines, avoid: f.avoid.filter((c) => !cuisines.includes(c)), defect: { kind } };
    }
    case 'two-destinations': {
      const taken = new Set([f.origin.city, f.dest.kind === 'city' ? f.dest.city : '']);
      const [a, b] = d.sample(
        pool.cities.filter((c) => !taken.has(c.name)),
        2,
      ) as [Pool['cities'][number], Pool['cities'][number]];
      return { ...f, dest: { kind: 'city', city: a.name, state: a.state }, days: 3, end: addDays(f.start, 2), defect: { kind, other: b.name } };
    }
    case 'wrong-state': {
      const city = f.dest.kind === 'city' ? { name: f.dest.city, state: f.dest.state } : d.pick(pool.cities.filter((c) => c.name !== f.origin.city));
      const state = d.pick(Object.keys(US_STATE_NAMES).filter((s) => s !== city.state && !pool.citiesIn(s).includes(city.name)));
      return {
        ...f,
        dest: { kind: 'city', city: city.name, state: city.state },
        days: f.dest.kind === 'city' ? f.days : 3,
        end: f.dest.kind === 'city' ? f.end : addDays(f.start, 2),
        defect: { kind, state },
      };
    }
    case 'origin-state': {
      const destState = f.dest.state;
      return { ...f, defect: { kind, state: d.pick(pool.states.filter((s) => s !== destState)) } };
    }
    case 'budget-range': {
      const low = 100 * d.int(5, 40);
      return { ...f, budget: { kind: 'total', amount: low }, defect: { kind, low, high: low + 100 * d.int(2, 10) } };
    }
    case 'item-price':
      return { ...f, budget: null, defect: { kind, price: 10 * d.int(3, 30), item: d.pick(['night', 'ticket'] as const) } };
    case 'two-budgets': {
      const amount = 100 * d.int(10, 60);
      return { ...f, budget: { kind: 'total', amount }, defect: { kind, other: amount + 100 * d.int(1, 20) } };
    }
    case 'two-rooms': {
      const [a, b] = d.sample(['entire room', 'private room', 'shared room'] as const, 2) as [RoomTypeWish, RoomTypeWish];
      return { ...f, roomType: a, defect: { kind, other: b } };
    }
    case 'not-entire':
      return { ...f, roomType: null, defect: { kind } };
    case 'all-transport':
      return { ...f, transport: null, defect: { kind } };
    case 'ask-and-rule-out':
      return { ...f, transport: { kind: 'only', mode: 'self-driving' }, defect: { kind } };
    case 'kids-no-age':
      return {
        ...f,
        travellers: Math.max(3, f.travellers),
        houseRules: f.houseRules.filter((r) => r !== 'children under 10'),
        budget: f.budget?.kind === 'person' ? null : f.budget,
        defect: { kind },
      };
    case 'days-mismatch':
      return { ...f, defect: { kind, saidDays: f.days === 3 ? d.pick([4, 5]) : f.days - 1 } };
    case 'weekday-wrong': {
      const wrong = (new Date(`${f.start}T00:00:00Z`).getUTCDay() + d.int(1, 6)) % 7;
      return { ...f, yearless: false, defect: { kind, said: WEEKDAY_NAMES[wrong]! } };
    }
    case 'interest-ruled-out': // not in `kinds` (drawn from the wish dice, see sampleFrame)
      return interestRuledOut(d, f);
    case 'budget-question': // not in `kinds` (drawn from the new-kinds dice, see withNewKinds)
      return { ...f, budget: { kind: 'total', amount: 2000 }, defect: { kind, amount: 2000 } };
  }
}

/** US state names (for "City, State" with the wrong state). */
const US_STATE_NAMES: Readonly<Record<string, true>> = Object.fromEntries(
  [
    'Alabama',
    'Arizona',
    'Arkansas',
    'Colorado',
    'Connecticut',
    'Georgia',
    'Kentucky',
    'Maine',
    'Maryland',
    'Massachusetts',
    'Minnesota',
    'Montana',
    'Nebraska',
    'Nevada',
    'Ohio',
    'Oregon',
    'Tennessee',
    'Utah',
    'Vermont',
    'Wyoming',
  ].map((s) => [s, true]),
);

// ---------------------------------------------------------------------------------------------------------
// The kinds READING.md added for requests written outside it (issue 24), drawn from dice of their own (the
// new-kinds dice): a frame the dice leave alone is the frame it was before they existed.

/** Nicknames READING.md names, with the sandbox place each stands for (only these: the generator adds none). */
const CITY_NICKNAMES: readonly (readonly [string, string])[] = [
  ['Beantown', 'Boston'],
  ['the Big Easy', 'New Orleans'],
  ['H-Town', 'Houston'],
  ['Mpls', 'Minneapolis'],
];
const STATE_NICKNAMES: readonly (readonly [string, string])[] = [
  ['the Peach State', 'Georgia'],
  ['the Last Frontier', 'Alaska'],
];
/** Airport codes READING.md names (read in capitals only). */
const AIRPORT_CODES: readonly (readonly [string, string])[] = [
  ['SFO', 'San Francisco'],
  ['MCO', 'Orlando'],
];

export interface NewKindOptions {
  /** Defects the style cannot render (as Style.avoidDefects). */
  readonly avoid?: readonly Defect['kind'][];
  /** The style changes the case of everything (airport codes are read only in capitals). */
  readonly noCodes?: boolean;
}

/** Share of frames without a defect that get one of the new refusals. */
const NEW_DEFECT_RATE = 0.035;

/**
 * The new kinds a frame may carry: a new refusal (a party with no count read, a budget asked about, "between 2
 * and 3 grand", two cities of one state joined by "or"), named cities of a destination state, a nickname or an
 * airport code for a place, a budget per person and day. Each is drawn from `kd` only.
 */
export function withNewKinds(kd: Dice, f: Frame, pool: Pool, opts: NewKindOptions = {}): Frame {
  let g = f;
  if (g.defect === null && kd.chance(NEW_DEFECT_RATE)) g = newDefect(kd, g, pool, opts);
  if (kd.chance(0.08)) g = withAlias(kd, g, pool, opts);
  if (g.dest.kind === 'state' && g.defect?.kind !== 'state-no-count' && g.alias?.dest === undefined && kd.chance(0.3)) {
    const dest = g.dest;
    const options = pool.cities.filter((c) => c.state === dest.state && c.name !== g.origin.city).map((c) => c.name);
    if (options.length >= dest.count) g = { ...g, dest: { ...dest, cities: kd.sample(options, dest.count) } };
  }
  if (g.defect === null && g.budget !== null && kd.chance(0.03)) g = { ...g, budget: { kind: 'person-day', per: 25 * kd.int(2, 8) } };
  if (
    (g.travellers === 2 || g.travellers === 3) &&
    !g.houseRules.includes('children under 10') &&
    !g.interests.includes('family') &&
    !isPartyDefect(g) &&
    kd.chance(0.025)
  ) {
    g = { ...g, appositive: { noun: kd.pick(['managers', 'colleagues', 'clients', 'directors']), names: kd.sample(TITLED_NAMES, g.travellers) } };
  }
  return g;
}

/** People named with a title (no place of the sandbox). */
const TITLED_NAMES = ['Ms. Harper', 'Mr. Diaz', 'Dr. Chen', 'Mr. Brooks', 'Ms. Patel', 'Mrs. Reyes'];

function isPartyDefect(f: Frame): boolean {
  const k = f.defect?.kind;
  return k === 'party-no-number' || k === 'kids-no-age';
}

function newDefect(kd: Dice, f: Frame, pool: Pool, opts: NewKindOptions): Frame {
  const kinds = (['party', 'budget-question', 'grand', 'cities-or'] as const).filter((k) => {
    const kind = k === 'party' ? 'party-no-number' : k === 'grand' ? 'budget-range' : k === 'cities-or' ? 'two-destinations' : k;
    return !(opts.avoid ?? []).includes(kind);
  });
  if (kinds.length === 0) return f;
  switch (kd.pick(kinds)) {
    case 'party': {
      const budget = f.budget?.kind === 'person' ? { kind: 'total' as const, amount: 2000 } : f.budget;
      return {
        ...f,
        travellers: Math.max(2, f.travellers),
        budget,
        defect: { kind: 'party-no-number', form: kd.pick(['family', 'group', 'maybe', 'between'] as const) },
      };
    }
    case 'budget-question': {
      const amount = 100 * kd.int(10, 50);
      return { ...f, budget: { kind: 'total', amount }, defect: { kind: 'budget-question', amount } };
    }
    case 'grand': {
      const low = 1000 * kd.int(1, 5);
      return { ...f, budget: { kind: 'total', amount: low }, defect: { kind: 'budget-range', low, high: low + 1000 * kd.int(1, 2), grand: true } };
    }
    case 'cities-or': {
      // Two cities of one state joined by "or": two destinations, refused (READING.md issue 24).
      const states = [...new Set(pool.cities.map((c) => c.state))].filter(
        (s) => s !== f.origin.state && pool.cities.filter((c) => c.state === s && c.name !== f.origin.city).length >= 2,
      );
      const s = kd.pick(states);
      const [a, b] = kd.sample(
        pool.cities.filter((c) => c.state === s && c.name !== f.origin.city),
        2,
      ) as [Pool['cities'][number], Pool['cities'][number]];
      return {
        ...f,
        dest: { kind: 'city', city: a.name, state: a.state },
        days: 3,
        end: addDays(f.start, 2),
        defect: { kind: 'two-destinations', other: b.name },
      };
    }
  }
}

/** A nickname, state nickname or airport code for the destination or the origin, where the frame allows one. */
function withAlias(kd: Dice, f: Frame, pool: Pool, opts: NewKindOptions): Frame {
  const kind = f.defect?.kind;
  const placeDefect = kind === 'wrong-state' || kind === 'two-destinations' || kind === 'origin-state';
  if (placeDefect) return f;
  const inPool = (name: string) => pool.cities.find((c) => c.name === name);
  if (f.dest.kind === 'state' && kd.chance(0.5)) {
    const [nick, state] = kd.pick(STATE_NICKNAMES)!;
    if (f.origin.state === state || !pool.states.includes(state)) return f;
    return { ...f, dest: { kind: 'state', state, count: f.dest.count }, alias: { dest: nick } };
  }
  const codes = opts.noCodes ? [] : AIRPORT_CODES;
  const [nick, name] = kd.pick([...CITY_NICKNAMES, ...codes]);
  const city = inPool(name);
  if (city === undefined) return f;
  const code = codes.some(([n]) => n === nick);
  const asDest = f.dest.kind === 'city' && kd.chance(0.6);
  if (asDest) {
    if (city.name === f.origin.city) return f;
    return { ...f, dest: { kind: 'city', city: city.name, state: city.state }, alias: { dest: nick, ...(code ? { code } : {}) } };
  }
  if (city.name === (f.dest.kind === 'city' ? f.dest.city : '') || city.state === f.dest.state) return f;
  return { ...f, origin: { city: city.name, state: city.state }, alias: { origin: nick, ...(code ? { code } : {}) } };
}
