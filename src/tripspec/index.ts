/** Shared types: TripSpec (zod) and plans. */
import { SpecError } from '../common/errors.ts';
import { BENCHMARK_CUISINES, TripSpec, tripDates, type TripSpecInput } from './trip-spec.ts';

export * from './trip-spec.ts';
export * from './plan.ts';
export * from './explanation.ts';
export * from './submission.ts';

/** Validate a TripSpec, throwing a SpecError that names the first offending field. */
export function parseTripSpec(input: unknown): TripSpec {
  const result = TripSpec.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join('.') : '(spec)';
  let found: string | undefined;
  let value: unknown = input;
  for (const key of issue.path) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined;
  if (value !== undefined && typeof value !== 'object') found = String(value);
  throw new SpecError(field, `expected ${issue.message}`, found);
}

/** The benchmark's own fields for a TripSpec (so a translation can be compared with a benchmark row). */
export interface TravelPlannerFields {
  org: string;
  dest: string;
  days: number;
  visiting_city_number: number;
  date: string[];
  people_number: number;
  local_constraint: {
    'house rule': string | null;
    cuisine: string[] | null;
    'room type': string | null;
    transportation: string | null;
  };
  budget: number | null;
}

/**
 * The benchmark's fields hold what its format can say: a wish for a cuisine it does not list ("BBQ", "Seafood") stays
 * in the TripSpec, and so in the plan, but has no place in `local_constraint.cuisine`.
 */
export function toTravelPlannerFields(spec: TripSpec): TravelPlannerFields {
  const excluded = spec.excludeTransport;
  const cuisines = spec.cuisines.filter((c) => BENCHMARK_CUISINES.includes(c));
  const transportation = excluded.includes('flight') ? 'no flight' : excluded.includes('self-driving') ? 'no self-driving' : null;
  return {
    org: spec.origin,
    dest: spec.destination.name,
    days: spec.days,
    visiting_city_number: spec.cityCount,
    date: tripDates(spec),
    people_number: spec.travellers,
    local_constraint: {
      'house rule': spec.houseRules[0] ?? null,
      cuisine: cuisines.length > 0 ? cuisines : null,
      'room type': spec.roomType,
      transportation,
    },
    budget: spec.budget,
  };
}

export type { TripSpecInput };

/**
 * A TripSpec from a benchmark row's structured fields (the inverse of toTravelPlannerFields), for tests and
 * benchmarks that measure something other than translation. The benchmark's convention: trips of more than
 * three days, or to more than one city, go to a state. Never used to plan a benchmark request.
 */
export function fromTravelPlannerFields(fields: Omit<TravelPlannerFields, 'budget'> & { budget: number | null }): TripSpec {
  const lc = fields.local_constraint;
  return parseTripSpec({
    origin: fields.org,
    destination: { kind: fields.days > 3 || fields.visiting_city_number > 1 ? 'state' : 'city', name: fields.dest },
    days: fields.days,
    cityCount: fields.visiting_city_number,
    startDate: fields.date[0],
    endDate: fields.date[fields.date.length - 1],
    travellers: fields.people_number,
    budget: fields.budget,
    houseRules: lc['house rule'] ? [lc['house rule']] : [],
    cuisines: lc.cuisine ?? [],
    roomType: lc['room type'],
    excludeTransport: lc.transportation === 'no flight' ? ['flight'] : lc.transportation === 'no self-driving' ? ['self-driving'] : [],
  });
}
