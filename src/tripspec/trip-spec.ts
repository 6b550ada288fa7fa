/**
 * TripSpec: the validated constraint spec a request becomes. This file is the one place a field is defined;
 * schemas/trip-spec.schema.json is generated from it (`npm run schemas`).
 */
import { z } from 'zod';

/** House rules a traveller may need a listing to allow (the benchmark's `house rule` values). */
export const HOUSE_RULES = ['smoking', 'parties', 'children under 10', 'visitors', 'pets'] as const;
export type HouseRule = (typeof HOUSE_RULES)[number];

/** Room-type wishes (the benchmark's `room type` values). */
export const ROOM_TYPES = ['entire room', 'private room', 'shared room', 'not shared room'] as const;
export type RoomTypeWish = (typeof ROOM_TYPES)[number];

/** Ways to travel between cities. */
export const TRANSPORT_MODES = ['flight', 'self-driving', 'taxi'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** Cuisines the sandbox's restaurants list (the benchmark's wishes use the first seven). */
export const CUISINES = [
  'American',
  'Chinese',
  'French',
  'Indian',
  'Italian',
  'Mediterranean',
  'Mexican',
  'Bakery',
  'BBQ',
  'Cafe',
  'Desserts',
  'Fast Food',
  'Pizza',
  'Seafood',
  'Tea',
] as const;
export type Cuisine = (typeof CUISINES)[number];
/** The cuisines the benchmark's wishes can name: its `local_constraint.cuisine` holds no others. */
export const BENCHMARK_CUISINES: readonly Cuisine[] = CUISINES.slice(0, 7);

export const PACES = ['relaxed', 'normal', 'packed'] as const;
export type Pace = (typeof PACES)[number];

export { INTERESTS, INTEREST_WORDS, type Interest } from '../common/interests.ts';
import { INTERESTS } from '../common/interests.ts';
import { addDays, daySpan } from '../common/dates.ts';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'a calendar date that exists');

export const Destination = z.object({
  kind: z.enum(['city', 'state']).describe('whether the destination names one city or a state whose cities may be visited'),
  name: z.string().min(1).describe('city or state name as the sandbox spells it'),
});
export type Destination = z.infer<typeof Destination>;

export const MealPrice = z
  .object({ min: z.number().nonnegative().optional(), max: z.number().positive().optional() })
  .refine((p) => p.min === undefined || p.max === undefined || p.min <= p.max, 'min at most max')
  .describe("the price range of one meal for one person, in dollars (a restaurant's average cost)");
export type MealPrice = z.infer<typeof MealPrice>;

const Wishes = z
  .object({
    interests: z
      .array(z.enum(INTERESTS))
      .optional()
      .describe('kinds of sights wanted: sights of these categories are preferred, after every hard requirement and within the budget'),
    mealPricePerPerson: MealPrice.optional().describe('a hard requirement: every meal is at a restaurant whose average cost per person is in this range'),
    pace: z.enum(PACES).optional().describe('relaxed (fewer stops a day), normal, packed'),
  })
  .describe("optional wishes beyond the benchmark's: interests shape the objective; a meal price range must hold");

export const TripSpec = z
  .object({
    origin: z.string().min(1).describe('home city; the trip starts and ends here'),
    destination: Destination,
    days: z.int().min(1).max(30).describe('length of the trip in days, travel days included'),
    cityCount: z.int().min(1).max(3).describe('how many different cities to visit (not counting the origin)'),
    cities: z
      .array(z.string().min(1))
      .default([])
      .describe('cities of the destination state the trip must visit (each exactly once); empty when any may be chosen'),
    startDate: isoDate.describe('first day of the trip'),
    endDate: isoDate.describe('last day of the trip (the day of the return journey)'),
    travellers: z.int().min(1).max(50).describe('number of people travelling together'),
    budget: z.number().positive().nullable().default(null).describe('total budget in dollars for all travellers; null when none was given'),
    houseRules: z.array(z.enum(HOUSE_RULES)).default([]).describe('things every lodging must allow'),
    cuisines: z.array(z.enum(CUISINES)).default([]).describe('cuisines that must each be served at some meal outside the origin'),
    avoidCuisines: z.array(z.enum(CUISINES)).default([]).describe('cuisines the request rules out: no meal at a restaurant that serves one'),
    roomType: z.enum(ROOM_TYPES).nullable().default(null).describe('required room type of every lodging'),
    excludeTransport: z.array(z.enum(TRANSPORT_MODES)).default([]).describe('ways of travelling the request rules out'),
    wishes: Wishes.default({}),
  })
  .superRefine((spec, ctx) => {
    if (!Number.isNaN(Date.parse(`${spec.startDate}T00:00:00Z`)) && !Number.isNaN(Date.parse(`${spec.endDate}T00:00:00Z`))) {
      const span = daySpan(spec.startDate, spec.endDate);
      if (span !== spec.days) {
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: `startDate ${spec.startDate} to endDate ${spec.endDate} spans ${span} days, but days is ${spec.days}`,
        });
      }
    }
    if (spec.destination.kind === 'city' && spec.cityCount !== 1) {
      ctx.addIssue({ code: 'custom', path: ['cityCount'], message: 'a city destination means exactly one city to visit' });
    }
    citiesIssues(spec).forEach((message) => ctx.addIssue({ code: 'custom', path: ['cities'], message }));
    if (spec.cityCount + 1 > spec.days) {
      ctx.addIssue({
        code: 'custom',
        path: ['cityCount'],
        message:
          `${spec.cityCount} ${spec.cityCount === 1 ? 'city needs' : 'cities need'} ${spec.cityCount + 1} travel days, ` +
          `more than the ${spec.days} ${spec.days === 1 ? 'day' : 'days'} of the trip`,
      });
    }
    if (new Set(spec.cuisines).size !== spec.cuisines.length) {
      ctx.addIssue({ code: 'custom', path: ['cuisines'], message: 'each cuisine once' });
    }
    if (new Set(spec.avoidCuisines).size !== spec.avoidCuisines.length) {
      ctx.addIssue({ code: 'custom', path: ['avoidCuisines'], message: 'each cuisine once' });
    }
    const both = spec.cuisines.filter((c) => spec.avoidCuisines.includes(c));
    if (both.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['avoidCuisines'], message: `${both.join(', ')} both wished and ruled out` });
    }
    if (new Set(spec.houseRules).size !== spec.houseRules.length) {
      ctx.addIssue({ code: 'custom', path: ['houseRules'], message: 'each house rule once' });
    }
    const interests = spec.wishes.interests ?? [];
    if (new Set(interests).size !== interests.length) {
      ctx.addIssue({ code: 'custom', path: ['wishes', 'interests'], message: 'each interest once' });
    }
    if (new Set(spec.excludeTransport).size === TRANSPORT_MODES.length) {
      ctx.addIssue({ code: 'custom', path: ['excludeTransport'], message: 'at least one way of travelling must remain allowed' });
    }
  });
export type TripSpec = z.infer<typeof TripSpec>;

/** TripSpec as written by hand or by an LLM: fields with defaults may be left out. */
export type TripSpecInput = z.input<typeof TripSpec>;

/** What is wrong with the required cities: only a state's, each once, no more than cityCount, never the origin. */
function citiesIssues(spec: { origin: string; destination: Destination; cityCount: number; cities: readonly string[] }): string[] {
  const { cities } = spec;
  if (cities.length === 0) return [];
  if (spec.destination.kind === 'city') return [`no required cities for a city destination (${spec.destination.name})`];
  const issues: string[] = [];
  const repeated = cities.filter((c, i) => cities.indexOf(c) !== i);
  if (repeated.length > 0) issues.push(`each city once (${[...new Set(repeated)].join(', ')} repeated)`);
  if (cities.length > spec.cityCount) {
    issues.push(`at most cityCount (${spec.cityCount}) ${spec.cityCount === 1 ? 'city' : 'cities'}, found ${cities.length}`);
  }
  if (cities.includes(spec.origin)) issues.push(`cities other than the origin (${spec.origin})`);
  return issues;
}

/** The dates of the trip, one per day, YYYY-MM-DD. */
export function tripDates(spec: Pick<TripSpec, 'startDate' | 'days'>): string[] {
  return Array.from({ length: spec.days }, (_, i) => addDays(spec.startDate, i));
}
