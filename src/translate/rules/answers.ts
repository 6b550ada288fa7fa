/**
 * Answers to the reader's questions (../questions.ts): a person's short reply for one field ("Medford", "4",
 * "March 4, 2022", "$1,000", "none", "pets, smoking") read as that field's value with the same readers and the
 * same care as the request itself. An answer that still cannot be read is refused with the field's question.
 */
import { SpecError } from '../../common/errors.ts';
import { CUISINES, HOUSE_RULES, INTERESTS, PACES, ROOM_TYPES, TRANSPORT_MODES, type Destination, type MealPrice } from '../../tripspec/index.ts';
import type { PlaceIndex } from '../places.ts';
import { findDates } from './dates.ts';
import { readLayout } from './layout.ts';
import { findMoney } from './money.ts';
import { wordNumber } from '../../common/numbers.ts';

/** A person's answers, by field (the fields of the questions: SPEC_FIELDS and `wishes.*`). */
export type Answers = Readonly<Record<string, string>>;

export interface AnswerContext {
  readonly index: PlaceIndex;
  /** The year of a date answered without one: the request's, else the default year. */
  readonly year: number | undefined;
}

const NONE = /^(?:none|no|nothing|n\/a|na|any|anything|no\s+preference|doesn['’]?t\s+matter|-)$/i;

const refuse = (field: string, message: string, answer: string, choices?: readonly string[]) =>
  new SpecError(field, `the answer could not be read: ${message}`, answer, choices);

function whole(field: string, text: string, min: number, max: number): number {
  const t = text.trim().replace(/\s*(?:people|persons|travell?ers|days|cities|of us)$/i, '');
  const n = wordNumber(t);
  if (n === undefined || n < min || n > max) throw refuse(field, `expected a whole number from ${min} to ${max}`, text);
  return n;
}

function place(field: 'origin' | 'destination', text: string, index: PlaceIndex): string | Destination {
  const t = text.trim().replace(/[.!]+$/, '');
  const kind = /\((city|state)\)$|\b(city|state)$/i.exec(t);
  const name = t.replace(/\s*\((?:city|state)\)$|\s+(?:city|state)$/i, '').trim();
  let candidates = index.lookup(name);
  if (candidates.length === 0) candidates = index.lookup(t);
  const wanted = kind ? (kind[1] ?? kind[2])!.toLowerCase() : undefined;
  if (field === 'origin') {
    const cities = candidates.filter((c) => c.kind === 'city');
    if (cities.length === 1) return cities[0]!.name;
    if (cities.length > 1)
      throw refuse(
        field,
        'more than one city has that name',
        text,
        cities.map((c) => c.name),
      );
    throw refuse(field, candidates.length > 0 ? `${candidates[0]!.name} is a state; the trip starts from a city` : 'not a city of the sandbox', text);
  }
  const fitting = wanted === undefined ? candidates : candidates.filter((c) => c.kind === wanted);
  if (fitting.length === 1) return { kind: fitting[0]!.kind, name: fitting[0]!.name };
  if (fitting.length > 1)
    throw refuse(
      field,
      'the name is a city and a state',
      text,
      fitting.map((c) => `${c.name} (${c.kind})`),
    );
  throw refuse(field, 'not a city or state of the sandbox', text);
}

/** "Orlando and Tampa", "any": the cities to visit, each a city of the sandbox. */
function cityList(text: string, index: PlaceIndex): string[] {
  if (NONE.test(text.trim())) return [];
  const out: string[] = [];
  for (const raw of text.split(/\s*(?:,|;|\band\b|&|\+)\s*/i)) {
    if (raw.trim() === '') continue;
    const city = place('origin', raw, index) as string;
    if (!out.includes(city)) out.push(city);
  }
  return out;
}

function date(field: string, text: string, year: number | undefined): string {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  let y: number | undefined;
  let m: number | undefined;
  let d: number | undefined;
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else {
    const found = findDates(readLayout(`on ${t}`)).atoms[0];
    if (found?.month !== undefined) [y, m, d] = [found.year ?? year, found.month, found.day];
  }
  if (m === undefined || d === undefined) throw refuse(field, 'expected a date such as 2022-03-16 or "March 16, 2022"', text);
  if (y === undefined) throw refuse(field, 'the date has no year; write it ("March 16, 2022")', text);
  const value = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const check = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== value) throw refuse(field, 'not a date in the calendar', text);
  return value;
}

function budget(text: string): number | null {
  const t = text.trim();
  if (NONE.test(t) || /^no\s+budget$/i.test(t)) return null;
  const plain = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?$/i.exec(t);
  if (plain) return Number(plain[1]!.replace(/,/g, '')) * (plain[3] ? 1000 : 1) + (plain[2] ? Number(`0.${plain[2]}`) : 0);
  const money = findMoney(readLayout(`Budget: ${t}`)).filter((x) => x.use.kind === 'total');
  if (money.length !== 1) throw refuse('budget', 'expected one amount in dollars, such as $1,500, or "none"', text);
  return money[0]!.amount;
}

/** A list answer: items from a fixed vocabulary (any case, "and", commas, slashes), or "none" for an empty list. */
function list<T extends string>(field: string, text: string, vocabulary: readonly T[], synonyms: Readonly<Record<string, T>> = {}): T[] {
  const t = text.trim();
  if (NONE.test(t)) return [];
  const out: T[] = [];
  for (const raw of t.split(/\s*(?:,|\/|;|\band\b|&|\+)\s*/i)) {
    const item = raw
      .trim()
      .toLowerCase()
      .replace(/[.!]+$/, '');
    if (item === '') continue;
    const hit = vocabulary.find((v) => v.toLowerCase() === item) ?? synonyms[item];
    if (hit === undefined) throw refuse(field, `"${raw.trim()}" is not one of ${vocabulary.join(', ')}`, text, [...vocabulary, 'none']);
    if (!out.includes(hit)) out.push(hit);
  }
  return out;
}

const HOUSE_SYNONYMS: Readonly<Record<string, (typeof HOUSE_RULES)[number]>> = {
  pet: 'pets',
  dogs: 'pets',
  dog: 'pets',
  cats: 'pets',
  cat: 'pets',
  smoke: 'smoking',
  party: 'parties',
  visitor: 'visitors',
  guests: 'visitors',
  children: 'children under 10',
  kids: 'children under 10',
  'kids under 10': 'children under 10',
  'children under ten': 'children under 10',
};
const ROOM_SYNONYMS: Readonly<Record<string, (typeof ROOM_TYPES)[number]>> = {
  entire: 'entire room',
  'entire home': 'entire room',
  'entire home/apt': 'entire room',
  'whole place': 'entire room',
  'entire place': 'entire room',
  private: 'private room',
  shared: 'shared room',
  'not shared': 'not shared room',
  'no shared room': 'not shared room',
  'not a shared room': 'not shared room',
};
const TRANSPORT_SYNONYMS: Readonly<Record<string, (typeof TRANSPORT_MODES)[number]>> = {
  flights: 'flight',
  flying: 'flight',
  fly: 'flight',
  plane: 'flight',
  driving: 'self-driving',
  drive: 'self-driving',
  'self driving': 'self-driving',
  car: 'self-driving',
  taxis: 'taxi',
  cab: 'taxi',
  cabs: 'taxi',
};

function mealPrice(text: string): MealPrice | undefined {
  const t = text.trim();
  if (NONE.test(t)) return undefined;
  const range = /^\$?\s*(\d+(?:\.\d+)?)\s*(?:-|to)\s*\$?\s*(\d+(?:\.\d+)?)$/i.exec(t);
  if (range && Number(range[1]) <= Number(range[2])) return { min: Number(range[1]), max: Number(range[2]) };
  const max = /^(?:under|up\s+to|at\s+most|max(?:imum)?|below|less\s+than|no\s+more\s+than)\s*\$?\s*(\d+(?:\.\d+)?)$/i.exec(t);
  if (max && Number(max[1]) > 0) return { max: Number(max[1]) };
  const min = /^(?:over|at\s+least|min(?:imum)?|above|more\s+than|from)\s*\$?\s*(\d+(?:\.\d+)?)$/i.exec(t);
  if (min) return { min: Number(min[1]) };
  throw refuse('wishes.mealPricePerPerson', 'expected "under $20", "at least $15", "$15-30" or "none"', text);
}

/** The value an answer gives its field; a SpecError (with the field's choices) when it cannot be read. */
export function readAnswer(field: string, text: string, context: AnswerContext): unknown {
  switch (field) {
    case 'origin':
    case 'destination':
      return place(field, text, context.index);
    case 'cities':
      return cityList(text, context.index);
    case 'days':
      return whole(field, text, 1, 30);
    case 'cityCount':
      return whole(field, text, 1, 3);
    case 'travellers':
      return whole(field, text, 1, 50);
    case 'startDate':
    case 'endDate':
      return date(field, text, context.year);
    case 'budget':
      return budget(text);
    case 'houseRules':
      return list(field, text, HOUSE_RULES, HOUSE_SYNONYMS);
    case 'roomType': {
      const t = text.trim();
      if (NONE.test(t)) return null;
      const rooms = list(field, t, ROOM_TYPES, ROOM_SYNONYMS);
      if (rooms.length !== 1) throw refuse(field, 'expected one room type', text, [...ROOM_TYPES, 'any']);
      return rooms[0];
    }
    case 'cuisines':
    case 'avoidCuisines':
      return list(field, text, CUISINES, {
        barbecue: 'BBQ',
        cafes: 'Cafe',
        'coffee shops': 'Cafe',
        pizzeria: 'Pizza',
        'tea house': 'Tea',
        dessert: 'Desserts',
        'fast-food': 'Fast Food',
      });
    case 'excludeTransport':
      return list(field, text, TRANSPORT_MODES, TRANSPORT_SYNONYMS);
    case 'wishes.interests':
      return list(field, text, INTERESTS);
    case 'wishes.mealPricePerPerson':
      return mealPrice(text);
    case 'wishes.pace': {
      const paces = list(field, text, PACES);
      if (paces.length !== 1) throw refuse(field, `expected one of ${PACES.join(', ')}`, text, [...PACES]);
      return paces[0];
    }
    case 'wishes':
      // Words that may carry a wish the reader could not place: "none" plans without them; anything else is the wish
      // written another way, which belongs in the request.
      if (NONE.test(text.trim())) return {};
      throw refuse(field, 'answer "none" to plan without these words, or write the wish another way in the request', text, ['none']);
    default:
      throw new SpecError(field, `no such field to answer; the fields are the questions' fields`);
  }
}
