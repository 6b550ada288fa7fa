/**
 * The deterministic translator: request text -> TripSpec, by phrasing patterns (see the readers beside this
 * file). It never guesses: a field it cannot find, or can read two ways, is a SpecError naming the field and
 * quoting the words. `readRequest` returns everything it found plus those errors (the hybrid translator asks
 * an LLM for just the missing fields); `translateRules` returns the spec or throws the first error.
 */
import { SpecError } from '../../errors.ts';
import { parseTripSpec, type Destination, type TripSpec, type TripSpecInput } from '../../spec/index.ts';
import { placeIndex, tokenize, type PlaceNames } from '../places.ts';
import { readBudget } from './budget.ts';
import { readCuisines, readExcludedTransport, readHouseRules, readRoomType } from './constraints.ts';
import { readCityCount, readDays, readTravellers } from './counts.ts';
import { daySpan, readDates } from './dates.ts';
import { isError, isValue, refuse, type Found } from './found.ts';
import { readPlaces } from './places.ts';

export interface RulesOptions {
  /** The year for dates written without one ("March 16-18"). Without it such dates are refused. */
  readonly defaultYear?: number | undefined;
}

/** The spec fields the rules read, in the order errors are reported. */
export const SPEC_FIELDS = [
  'origin', 'destination', 'days', 'cityCount', 'startDate', 'endDate', 'travellers', 'budget',
  'houseRules', 'cuisines', 'roomType', 'excludeTransport',
] as const;
export type SpecField = (typeof SPEC_FIELDS)[number];

export type RulesFields = Partial<Pick<TripSpec, SpecField>>;

export interface RulesOutcome {
  /** Every field read without doubt. */
  readonly fields: RulesFields;
  /** One error per field that could not be read (in SPEC_FIELDS order), then any error of the whole spec. */
  readonly errors: readonly SpecError[];
  /** The validated spec, when there are no errors. */
  readonly spec: TripSpec | undefined;
}

export function readRequest(request: string, names: PlaceNames, options: RulesOptions = {}): RulesOutcome {
  const text = request.replace(/\s+/g, ' ').trim();
  const index = placeIndex(names);
  const tokens = tokenize(text);
  const found: Partial<Record<SpecField, Found<unknown>>> = {};

  const cityCount = readCityCount(text, names.states());
  const cityCountValue = isValue(cityCount) ? cityCount.value : undefined;
  const places = readPlaces(text, tokens, index, cityCountValue);
  found.origin = places.origin;
  found.destination = places.destination;

  const daysReading = readDays(text);
  const statedDays = isValue(daysReading.days) ? daysReading.days.value : undefined;
  const dates = readDates(text, statedDays, options.defaultYear);
  found.startDate = dates.startDate;
  found.endDate = dates.endDate;
  found.days = daysReading.days;
  if (isValue(dates.startDate) && isValue(dates.endDate)) {
    const span = daySpan(dates.startDate.value, dates.endDate.value);
    if (statedDays !== undefined && span !== statedDays) {
      found.days = refuse('days', `the dates span ${span} days but the request says ${statedDays}`, `${daysReading.days && 'quote' in daysReading.days ? daysReading.days.quote : statedDays}", "${dates.startDate.quote ?? ''}${dates.endDate.quote && dates.endDate.quote !== dates.startDate.quote ? `", "${dates.endDate.quote}` : ''}`);
    } else if (statedDays === undefined && !isError(daysReading.days)) {
      found.days = { value: span };
    }
  } else if (found.days === undefined && !isError(dates.startDate) && !isError(dates.endDate)) {
    found.days = daysReading.vague !== undefined
      ? refuse('days', 'the length of the trip is not a number of days', daysReading.vague)
      : refuse('days', 'no length of the trip found; give the number of days or both dates');
  }

  // Cities: one for a city; a state needs its number said.
  if (isValue(places.destination)) {
    const dest = places.destination.value as Destination;
    if (cityCount === undefined) {
      found.cityCount = dest.kind === 'city'
        ? { value: 1 }
        : refuse('cityCount', `a state destination needs the number of cities to visit (e.g. "2 cities in ${dest.name}")`, places.destination.quote);
    } else if (isValue(cityCount) && dest.kind === 'city' && cityCount.value !== 1) {
      found.cityCount = refuse('cityCount', `${dest.name} is a city, so the trip visits one city, not ${cityCount.value}`, cityCount.quote);
    } else found.cityCount = cityCount;
  } else found.cityCount = cityCount;

  found.travellers = readTravellers(text);
  const travellers = isValue(found.travellers) ? (found.travellers.value as number) : undefined;
  const days = isValue(found.days) ? (found.days.value as number) : undefined;
  found.budget = readBudget(text, travellers, days);
  found.houseRules = readHouseRules(text);
  found.cuisines = readCuisines(text);
  found.roomType = readRoomType(text);
  found.excludeTransport = readExcludedTransport(text);

  const fields: Record<string, unknown> = {};
  const errors: SpecError[] = [];
  const missing: SpecError[] = [];
  for (const field of SPEC_FIELDS) {
    const f = found[field];
    if (isValue(f)) fields[field] = f.value;
    else if (isError(f)) errors.push(f.error);
    // Left open because another field failed (cities of an unknown destination, days of unreadable dates).
    else missing.push(new SpecError(field, 'not found in the request'));
  }
  errors.push(...missing);
  let spec: TripSpec | undefined;
  if (errors.length === 0) {
    try {
      spec = parseTripSpec(fields as TripSpecInput);
    } catch (e) {
      if (!(e instanceof SpecError)) throw e;
      errors.push(e);
    }
  }
  return { fields: fields as RulesFields, errors, spec };
}

/** Translate with the rules alone: the spec, or the first SpecError. */
export function translateRules(request: string, names: PlaceNames, options: RulesOptions = {}): TripSpec {
  const outcome = readRequest(request, names, options);
  if (outcome.spec) return outcome.spec;
  throw outcome.errors[0]!;
}
