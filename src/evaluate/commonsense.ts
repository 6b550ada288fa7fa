/**
 * The benchmark's eight commonsense checks, reproducing its scorer (evaluation/commonsense_constraint.py)
 * verdict for verdict, quirks included. Every loop visits `min(days, len(plan))` days, as the scorer's do.
 *
 * Where the scorer's Python would raise instead of answering (a day that is not an object, a key it reads
 * directly but that is missing, a value that is not text, a "from" current city that does not parse, an
 * unparsable flight), the check fails with an "unreadable"/"unparsable" violation naming the day and field.
 */
import type { CommonsenseId, ViolationFields } from '../catalogue/index.ts';
import { accommodationMatches, attractionMatches, flightMatches, restaurantMatches, roadBetween } from './lookup.ts';
import { blank, daysScanned, field, filled, isDay, optionalField, pyContains, shown, text, unparsable, unreadable } from './reader.ts';
import { beforeParenthesis, extractFromTo, flightNumber, splitAttractions, transportMode, UNUSED_DAY, type TransportMode } from './text.ts';
import type { Check, CheckContext } from './types.ts';

const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** A current city that says "from": its two cities (each through extract_before_parenthesis); raises when unparsable. */
function legCities(currentCity: string, day: number): [string, string] {
  const leg = extractFromTo(currentCity);
  // The three checks that read a current city report an unparsable one by its day and text, never its key (crashFields, types.ts).
  // Stryker disable next-line StringLiteral: the reason above
  if (!leg) throw unparsable(day, 'current_city', currentCity);
  return [beforeParenthesis(leg[0]), beforeParenthesis(leg[1])];
}

/** The scorer's is_valid_city_sequence: every city but the first and last in one run of two or more entries. */
export function isValidCitySequence(cities: readonly string[]): boolean {
  if (cities.length < 3) return false;
  const visited = new Set<string>();
  let i = 0;
  while (i < cities.length) {
    const city = cities[i]!;
    if (visited.has(city) && i !== 0 && i !== cities.length - 1) return false;
    let count = 0;
    while (i < cities.length && cities[i] === city) {
      count++;
      i++;
    }
    if (count === 1 && i - 1 > 0 && i - 1 < cities.length - 1) return false;
    visited.add(city);
  }
  return true;
}

// ---------------------------------------------------------------- is_reasonable_visiting_city

const reasonableRoute: Check<'route.reasonable'> = ({ query, plan, sandbox }) => {
  const cities: string[] = [];
  for (let i = 0; i < daysScanned(query.days, plan); i++) {
    const current = text(field(plan, i, 'current_city'), i + 1, 'current_city');
    if (current.includes('from')) {
      const [from, to] = legCities(current, i + 1);
      if (i === 0 && from !== query.org) return { problem: 'start', expected: query.org, actual: from };
      cities.push(from, to);
    } else {
      cities.push(beforeParenthesis(current));
    }
  }
  // The scorer would raise on an empty list (IndexError); it cannot be empty for a delivered plan of days >= 1.
  if (cities.length === 0) return { problem: 'empty' };
  const first = cities[0]!;
  const last = cities[cities.length - 1]!;
  if (first !== last) return { problem: 'notClosed', first, last };
  if (!isValidCitySequence(cities)) return { problem: 'sequence', cities };
  for (const [idx, city] of cities.entries()) {
    if (!sandbox.hasCity(city)) return { problem: 'unknownCity', city };
    if (idx !== 0 && idx !== cities.length - 1 && query.days > 3 && sandbox.stateOf(city) !== query.dest) {
      return { problem: 'outOfState', city, state: query.dest };
    }
  }
  return true;
};

// ---------------------------------------------------------------- is_valid_restaurants

/** Python compares values with ==; strings compare as text, anything else by its JSON. */
const sameKey = (value: unknown): string => (typeof value === 'string' ? `s:${value}` : `j:${JSON.stringify(value)}`);

const diverseRestaurants: Check<'meals.diverse'> = ({ query, plan }) => {
  const seen = new Set<string>();
  for (let i = 0; i < daysScanned(query.days, plan); i++) {
    for (const meal of MEALS) {
      const value = optionalField(plan, i, meal);
      if (!filled(value)) continue;
      const key = sameKey(value);
      if (seen.has(key)) return { day: i + 1, meal, value: shown(value) };
      seen.add(key);
    }
  }
  return true;
};

// ---------------------------------------------------------------- is_valid_attractions

const diverseAttractions: Check<'attractions.diverse'> = ({ query, plan }) => {
  const seen = new Set<string>();
  for (let i = 0; i < daysScanned(query.days, plan); i++) {
    const value = optionalField(plan, i, 'attraction');
    if (!filled(value)) continue;
    for (const attraction of splitAttractions(text(value, i + 1, 'attraction'))) {
      if (seen.has(attraction)) return { day: i + 1, value: attraction };
      seen.add(attraction);
    }
  }
  return true;
};

// ---------------------------------------------------------------- is_valid_accommodation

interface Run {
  readonly value: unknown;
  readonly firstDay: number;
  readonly nights: number;
}

/** The scorer's count_consecutive_values: runs of equal values, in order. */
function runs(values: readonly unknown[]): Run[] {
  const out: Run[] = [];
  values.forEach((value, i) => {
    const last = out[out.length - 1];
    if (last && sameKey(last.value) === sameKey(value)) out[out.length - 1] = { ...last, nights: last.nights + 1 };
    else out.push({ value, firstDay: i + 1, nights: 1 });
  });
  return out;
}

const minimumNights: Check<'lodging.minNights'> = ({ query, plan, sandbox }) => {
  const lodging: unknown[] = [];
  for (let i = 0; i < daysScanned(query.days, plan); i++) {
    const day = plan[i];
    // The scorer tests `'accommodation' not in unit` before reading it (no crash for a missing key).
    const present = isDay(day) ? Object.hasOwn(day, 'accommodation') : pyContains(day, 'accommodation', i + 1, '');
    if (!present) return { problem: 'missing', day: i + 1 };
    lodging.push(field(plan, i, 'accommodation'));
  }
  for (const run of runs(lodging)) {
    // Only '-' and '' are skipped: null or other non-text values reach get_valid_name_city, which raises.
    if (run.value === '-' || run.value === '') continue;
    const listing = text(run.value, run.firstDay, 'accommodation');
    const matches = accommodationMatches(sandbox, listing);
    // Only applied when exactly one row matches (a name contained in several listings is never checked).
    if (matches.length === 1 && run.nights < matches[0]!.minimumNights) {
      return { listing, nights: run.nights, minimum: matches[0]!.minimumNights };
    }
  }
  return true;
};

// ---------------------------------------------------------------- is_valid_transportation

const MODE_WORDS: Record<TransportMode, string> = { Flight: 'flight', 'Self-driving': 'self-driving', Taxi: 'taxi' };

const nonConflictingTransport: Check<'transport.nonConflicting'> = ({ query, plan }) => {
  const first = field(plan, 0, 'transportation');
  if (!filled(first)) return { problem: 'firstDayEmpty' };
  // Day 1 is read twice (once here, once in the loop), as in the scorer; it changes nothing.
  const modes: (TransportMode | null)[] = [transportMode(text(first, 1, 'transportation'))];
  for (let i = 0; i < daysScanned(query.days, plan); i++) {
    const value = optionalField(plan, i, 'transportation');
    if (filled(value)) modes.push(transportMode(text(value, i + 1, 'transportation')));
  }
  const has = (m: TransportMode): boolean => modes.includes(m);
  if ((has('Self-driving') && has('Flight')) || (has('Taxi') && has('Self-driving'))) {
    const distinct = [...new Set(modes.filter((m): m is TransportMode => m !== null))];
    return { problem: 'conflict', modes: distinct.map((m) => MODE_WORDS[m]) };
  }
  return true;
};

// ---------------------------------------------------------------- is_valid_information_in_current_city

/**
 * The day's cities as the scorer iterates them. On a travel day, the two cities. Otherwise the scorer
 * keeps the city as a STRING and its loops run over its characters (the quirk reproduced here): a meal or
 * attraction passes when any character of the city appears in it, transportation must contain every
 * character, and the lodging must contain the last character.
 */
function cityUnits(current: string, day: number): { units: readonly string[]; shownCities: readonly string[] } {
  if (current.includes('from')) {
    const leg = legCities(current, day);
    return { units: leg, shownCities: leg };
  }
  const city = beforeParenthesis(current);
  return { units: Array.from(city), shownCities: [city] };
}

type CurrentCityFields = ViolationFields['plan.withinCurrentCity'];

function checkDayCities(plan: readonly unknown[], i: number): CurrentCityFields | null {
  const day = i + 1;
  const current = text(field(plan, i, 'current_city'), day, 'current_city');
  const { units, shownCities } = cityUnits(current, day);
  // An empty current city has no characters to find: the scorer fails the item (or, for lodging, raises).
  const miss = (slot: string, value: unknown, cities = shownCities): CurrentCityFields =>
    units.length === 0 ? { problem: 'unreadable', day, key: 'current_city', found: 'an empty string' } : { day, slot, value: shown(value), cities };

  const transport = optionalField(plan, i, 'transportation');
  if (filled(transport) && units.some((u) => !pyContains(transport, u, day, 'transportation'))) return miss('transportation', transport);
  for (const meal of MEALS) {
    const value = optionalField(plan, i, meal);
    if (filled(value) && !units.some((u) => pyContains(value, u, day, meal))) return miss(meal, value);
  }
  const attraction = optionalField(plan, i, 'attraction');
  if (filled(attraction)) {
    for (const item of splitAttractions(text(attraction, day, 'attraction'))) {
      if (!units.some((u) => item.includes(u))) return miss('attraction', item);
    }
  }
  const lodging = optionalField(plan, i, 'accommodation');
  if (filled(lodging)) {
    // The scorer reads final_city_list[-1], which raises on an empty current city.
    if (units.length === 0) throw unreadable(day, 'current_city', 'an empty string');
    if (!pyContains(lodging, units[units.length - 1]!, day, 'accommodation')) return miss('accommodation', lodging, shownCities.slice(-1));
  }
  return null;
}

const withinCurrentCity: Check<'plan.withinCurrentCity'> = ({ query, plan }) => {
  for (let i = 0; i < daysScanned(query.days, plan); i++) {
    const problem = checkDayCities(plan, i);
    if (problem) return problem;
  }
  return true;
};

// ---------------------------------------------------------------- is_valid_information_in_sandbox

type SandboxFields = ViolationFields['plan.withinSandbox'];

/** The leg a transportation string travels: its own "from A to B", else the current city's; null when neither parses. */
function transportLeg(plan: readonly unknown[], i: number, value: string): [string, string] | null {
  return extractFromTo(value) ?? extractFromTo(text(field(plan, i, 'current_city'), i + 1, 'current_city'));
}

function checkTransportInSandbox(ctx: CheckContext, i: number): SandboxFields | null {
  const day = i + 1;
  const raw = field(ctx.plan, i, 'transportation');
  if (!filled(raw)) return null;
  const value = text(raw, day, 'transportation');
  const leg = transportLeg(ctx.plan, i, value);
  const lower = value.toLowerCase();
  if (lower.includes('flight number')) {
    // The scorer raises ValueError("... can not be parsed") here, and IndexError without 'Flight Number: '.
    const number = flightNumber(value);
    if (!leg || number === null) throw unparsable(day, 'transportation', value);
    return flightMatches(ctx.sandbox, number, leg[0], leg[1]).length < 1 ? { day, slot: 'transportation', value } : null;
  }
  if (lower.includes('self-driving') || lower.includes('taxi')) {
    // An unparsable leg becomes '-' to '-' in the scorer, which has no road: a plain failure.
    const [from, to] = leg ?? ['-', '-'];
    return roadBetween(ctx.sandbox, from, to) ? null : { day, slot: 'transportation', value };
  }
  // Any other transportation text is not looked up by the scorer.
  return null;
}

function checkVenuesInSandbox(ctx: CheckContext, i: number): SandboxFields | null {
  const day = i + 1;
  for (const meal of MEALS) {
    const value = optionalField(ctx.plan, i, meal);
    if (filled(value) && restaurantMatches(ctx.sandbox, text(value, day, meal)).length < 1) return { day, slot: meal, value: shown(value) };
  }
  const attraction = optionalField(ctx.plan, i, 'attraction');
  if (filled(attraction)) {
    for (const item of splitAttractions(text(attraction, day, 'attraction'))) {
      if (attractionMatches(ctx.sandbox, item).length < 1) return { day, slot: 'attraction', value: item };
    }
  }
  const lodging = optionalField(ctx.plan, i, 'accommodation');
  if (filled(lodging) && accommodationMatches(ctx.sandbox, text(lodging, day, 'accommodation')).length < 1) {
    return { day, slot: 'accommodation', value: shown(lodging) };
  }
  return null;
}

const withinSandbox: Check<'plan.withinSandbox'> = (ctx) => {
  for (let i = 0; i < daysScanned(ctx.query.days, ctx.plan); i++) {
    const problem = checkTransportInSandbox(ctx, i) ?? checkVenuesInSandbox(ctx, i);
    if (problem) return problem;
  }
  return true;
};

// ---------------------------------------------------------------- is_not_absent

type CompleteFields = ViolationFields['plan.complete'];
const DAY_KEYS = ['transportation', 'breakfast', 'lunch', 'dinner', 'attraction', 'accommodation'] as const;

const isEmptyDay = (value: unknown): boolean => isDay(value) && Object.keys(value).length === 0;

/** The scorer's is_valid_days: days that are neither {} nor the "You don't need to fill in ..." placeholder. */
function countPlannedDays(query: CheckContext['query'], plan: readonly unknown[]): number {
  let planned = 0;
  for (let i = 0; i < daysScanned(query.days, plan); i++) {
    if (!isEmptyDay(plan[i]) && field(plan, i, 'current_city') !== UNUSED_DAY) planned++;
  }
  return planned;
}

/** The scorer's is_valid_visiting_city_number (its first-day check included). */
function visitedCityCount(query: CheckContext['query'], plan: readonly unknown[]): CompleteFields | number {
  const cities = new Set<string>();
  for (let i = 0; i < daysScanned(query.days, plan); i++) {
    const current = text(field(plan, i, 'current_city'), i + 1, 'current_city');
    if (current.includes('from')) {
      const [from, to] = legCities(current, i + 1);
      if (i === 0 && from !== query.org) return { problem: 'firstCity', expected: query.org };
      cities.add(from).add(to);
    } else {
      cities.add(beforeParenthesis(current));
    }
  }
  cities.delete(query.org);
  return cities.size;
}

function dayAbsence(query: CheckContext['query'], day: Record<string, unknown>, i: number): CompleteFields | null {
  for (const key of DAY_KEYS) if (!Object.hasOwn(day, key)) return { problem: 'missingKey', day: i + 1, key };
  const current = day.current_city as string; // text: visitedCityCount read it already
  const travel = current.includes('from ');
  if ((travel || current.includes('to ')) && blank(day.transportation)) return { problem: 'noTransport', day: i + 1 };
  if (!travel && !current.includes(' to ') && blank(day.attraction)) return { problem: 'noAttraction', day: i + 1 };
  if (i !== query.days - 1 && blank(day.accommodation)) return { problem: 'noLodging', day: i + 1 };
  if ((blank(day.breakfast) || blank(day.lunch) || blank(day.dinner)) && !travel) return { problem: 'noMeal', day: i + 1 };
  return null;
}

const completeInformation: Check<'plan.complete'> = ({ query, plan }) => {
  const planned = countPlannedDays(query, plan);
  if (planned !== query.days) return { problem: 'days', expected: query.days, actual: planned };
  const visited = visitedCityCount(query, plan);
  if (typeof visited !== 'number') return visited;
  if (visited !== query.visiting_city_number) return { problem: 'cityCount', expected: query.visiting_city_number, actual: visited };
  let filledCount = 0;
  for (let i = 0; i < daysScanned(query.days, plan); i++) {
    const day = plan[i] as Record<string, unknown>; // an object: countPlannedDays read its current_city
    const problem = dayAbsence(query, day, i);
    if (problem) return problem;
    // Every key counts, days and current_city included, when its value is truthy and not '-'.
    filledCount += Object.values(day).filter(filled).length;
  }
  const needed = 6 * query.days;
  // needed is 0 only for days <= 0, where the scorer divides by zero; that fails here.
  if (needed <= 0 || filledCount / needed < 0.5) return { problem: 'sparse', filled: filledCount, needed };
  return true;
};

/** The eight checks in the scorer's order. */
export const COMMONSENSE_CHECKS: { readonly [Id in CommonsenseId]: Check<Id> } = {
  'route.reasonable': reasonableRoute,
  'meals.diverse': diverseRestaurants,
  'attractions.diverse': diverseAttractions,
  'lodging.minNights': minimumNights,
  'transport.nonConflicting': nonConflictingTransport,
  'plan.withinCurrentCity': withinCurrentCity,
  'plan.withinSandbox': withinSandbox,
  'plan.complete': completeInformation,
};
