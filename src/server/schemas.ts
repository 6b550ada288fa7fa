/**
 * The service's request and response bodies, in zod. TripSpec comes from src/tripspec (the one place a field is
 * defined); the response shapes mirror the library's TypeScript types (Itinerary, PlanDay, Provenance, the
 * explanation, the evaluator's rates), and the type assertions at the end of this file make `tsc` fail when
 * either side drifts. The OpenAPI document (openapi.ts) and the request validation are generated from here.
 */
import { z } from 'zod';
import { CATALOGUE, type ConstraintId } from '../catalogue/index.ts';
import type { Counts, Rates } from '../evaluate/index.ts';
import type { Accommodation, Attraction, Flight, Restaurant, Road } from '../sandbox/index.ts';
import { INTERESTS, TripSpec, type Itinerary, type PlanDay, type TravelPlannerFields } from '../tripspec/index.ts';
import type { Question } from '../common/errors.ts';
import { ANSWER_FIELDS, DISMISS_RULES, TRANSLATORS, type Provenance } from '../translate/index.ts';
import type { SearchStats } from '../../solver/search.ts';
import type { CoreMember, ExplainStatus, Relaxation } from '../../solver/explain/index.ts';
import { BACKEND_NAMES } from '../../solver/model.ts';
import { ROUTE_METHODS } from '../../solver/route/methods.ts';

// ---------------------------------------------------------------- requests

/** The longest a client may ask a request to take. */
const MAX_TIMEOUT_MS = 120_000;

const requestText = z.string().min(1).max(20_000).describe('the travel request in plain English');
const year = z.int().min(1900).max(2100).describe("year of dates written without one (default: the server's TRIPSOLVER_YEAR; else such dates are refused)");
const translator = z.enum(TRANSLATORS).describe('how the request becomes a TripSpec (default: rules; hybrid when the server has an LLM endpoint configured)');

const answers = z
  .partialRecord(z.enum(ANSWER_FIELDS as [string, ...string[]]), z.string().min(1).max(1_000))
  .describe(
    'answers to the questions of an earlier 422 "unclear" answer, by field (`{"origin": "Brasswick"}`): ' +
      "each is read as that field's value and wins over the request's words",
  );

export const TranslateRequest = z
  .strictObject({ request: requestText, answers: answers.optional(), year: year.optional(), translator: translator.optional() })
  .meta({ id: 'TranslateRequest' });
export type TranslateRequest = z.infer<typeof TranslateRequest>;

const planOptions = {
  year: year.optional(),
  translator: translator.optional(),
  backend: z.enum(BACKEND_NAMES).optional().describe('solver backend (default: mip)'),
  route: z.enum(ROUTE_METHODS).optional().describe("how each day's stops are ordered (default: exact)"),
  timeoutMs: z
    .int()
    .min(1)
    .max(MAX_TIMEOUT_MS)
    .optional()
    .describe('time limit for the whole answer, from arrival (queue, search and, when no plan exists, the explanation); 504 when exceeded'),
};

/** POST /api/plan and /api/explain: a request in words, or a TripSpec. */
export const PlanRequest = z
  .strictObject({
    request: requestText.optional(),
    spec: z.record(z.string(), z.unknown()).optional().describe('a TripSpec (fields with defaults may be left out); instead of "request"'),
    answers: answers.optional().describe('with "request": answers to the questions of an earlier 422 "unclear" answer, by field'),
    benchmark: z
      .enum(['travelplanner', 'natural-plan'])
      .optional()
      .describe(
        'what kind of request (default: travelplanner, a trip); ' +
          'natural-plan: a city tour (NATURAL PLAN trip planning), "spec" then a TourSpec, answered as POST /api/tour answers',
      ),
    ...planOptions,
  })
  .meta({ id: 'PlanRequest', description: 'exactly one of "request" and "spec"' });
export type PlanRequest = z.infer<typeof PlanRequest>;

const localConstraint = z.object({
  'house rule': z.string().nullable(),
  cuisine: z.array(z.string()).nullable(),
  'room type': z.string().nullable(),
  transportation: z.string().nullable(),
});

/** A benchmark row's structured fields (more fields, such as "query", may be present and are not read). */
const QueryRow = z
  .looseObject({
    idx: z.unknown().optional(),
    org: z.string().min(1),
    dest: z.string().min(1),
    days: z.int().min(1),
    visiting_city_number: z.int().min(0),
    date: z.array(z.string()),
    people_number: z.int().min(1),
    local_constraint: z.union([localConstraint, z.string()]).describe("an object, or the HF dataset's Python-literal text"),
    budget: z.number().nullable(),
    level: z.string().min(1),
  })
  .meta({ id: 'QueryRow' });

/** A submission row; `plan` is the list of days (empty or null: not delivered). */
const SubmissionRowIn = z
  .looseObject({ idx: z.unknown().optional(), query: z.string().optional(), plan: z.array(z.unknown()).nullable() })
  .meta({ id: 'SubmissionRow' });

/** POST /api/tour: a city tour (NATURAL PLAN trip planning) in words, or a TourSpec. */
export const TourRequest = z
  .strictObject({
    request: requestText.optional(),
    spec: z.record(z.string(), z.unknown()).optional().describe('a TourSpec (schemas/tour-spec.schema.json); instead of "request"'),
    backend: z.enum(BACKEND_NAMES).optional().describe('solver backend (default: auto)'),
    timeoutMs: planOptions.timeoutMs,
  })
  .meta({ id: 'TourRequest', description: 'exactly one of "request" and "spec"' });
export type TourRequest = z.infer<typeof TourRequest>;

const TourLegSchema = z.object({ city: z.string(), from: z.int(), to: z.int() });
export const TourResponse = z
  .object({
    status: z.enum(['planned', 'infeasible']),
    spec: z.record(z.string(), z.unknown()).describe('the TourSpec the request was read as'),
    order: z.array(z.string()).optional(),
    plan: z.object({ legs: z.array(TourLegSchema) }).optional(),
    alternatives: z.int().optional().describe('how many orders are valid (counted up to 20)'),
    atLeast: z.boolean().optional().describe('true when there may be more valid orders than counted'),
    answer: z.string().optional().describe("the plan in NATURAL PLAN's answer format"),
    text: z.string().optional(),
    explanation: z
      .object({
        kind: z.enum(['arithmetic', 'events', 'flights']),
        conflict: z.array(z.string()),
        facts: z.array(z.string()),
        relaxations: z.array(z.object({ change: z.string(), order: z.array(z.string()) })),
        complete: z.boolean().describe('false when time ran out on some solve: the conflict may be larger than minimal, changes may be missing'),
      })
      .optional()
      .describe('when no tour exists: the conflict and the smallest verified changes'),
  })
  .meta({ id: 'TourResponse' });

export const EvalRequest = z
  .strictObject({
    queries: z.array(QueryRow).describe('benchmark rows with the structured fields'),
    plans: z.array(SubmissionRowIn).describe('one submission row per query, matched by position'),
  })
  .meta({ id: 'EvalRequest' });
export type EvalRequest = z.infer<typeof EvalRequest>;

// ---------------------------------------------------------------- responses

const ERROR_CODES = [
  'bad-request',
  'bad-json',
  'spec',
  'unclear',
  'data',
  'usage',
  'no-data',
  'not-found',
  'forbidden',
  'too-large',
  'unsupported-media-type',
  'busy',
  'timeout',
  'llm',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBody = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(ERROR_CODES),
      field: z.string().optional().describe('the offending field (a TripSpec path such as "budget", or a body field)'),
      message: z.string(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

const QuestionSchema = z
  .strictObject({
    field: z.string().describe('the field asked about (a TripSpec field, or wishes.interests, wishes.mealPricePerPerson, wishes.pace)'),
    question: z.string(),
    reason: z.string().describe("why the field was not settled, quoting the request's words"),
    choices: z.array(z.string()).optional().describe("the answers the reader narrowed the field down to, or the field's vocabulary"),
    words: z.string().optional().describe("the request's words the question is about"),
  })
  .meta({ id: 'Question' });

export const UnclearBody = z
  .strictObject({
    error: z.strictObject({
      code: z.literal('unclear'),
      field: z.string().describe('the first field asked about'),
      message: z.string().describe("the first refusal's message, as the CLI prints it"),
      questions: z.array(QuestionSchema).describe('one per field the reader could not settle; answer them with "answers" beside the same "request"'),
    }),
  })
  .meta({ id: 'Unclear', description: 'a request the translator could not settle: 422 with one question per field' });
export type UnclearBody = z.infer<typeof UnclearBody>;

export const HealthResponse = z
  .strictObject({
    ok: z.literal(true),
    data: z.string().describe("the data folder's name"),
    version: z.string(),
    workers: z.int().describe('worker threads that solve'),
    running: z.int().describe('requests being solved now'),
    queued: z.int().describe('requests waiting for a worker'),
    queueLimit: z.int().describe('waiting requests beyond which the server answers 503'),
  })
  .meta({ id: 'Health' });

const TripSpecOut = TripSpec.meta({ id: 'TripSpec' });

const Source = z.strictObject({ words: z.array(z.string()), note: z.string().optional() });
const ProvenanceSchema = z
  .strictObject({
    fields: z.record(z.string(), Source).describe('for each TripSpec field, the words it came from'),
    ignored: z.array(z.strictObject({ words: z.string(), rule: z.enum(Object.keys(DISMISS_RULES) as [keyof typeof DISMISS_RULES]), why: z.string() })),
  })
  .meta({ id: 'Provenance' });

const TravelPlannerFieldsSchema = z
  .strictObject({
    org: z.string(),
    dest: z.string(),
    days: z.number(),
    visiting_city_number: z.number(),
    date: z.array(z.string()),
    people_number: z.number(),
    local_constraint: z.strictObject({
      'house rule': z.string().nullable(),
      cuisine: z.array(z.string()).nullable(),
      'room type': z.string().nullable(),
      transportation: z.string().nullable(),
    }),
    budget: z.number().nullable(),
  })
  .meta({ id: 'TravelPlannerFields' });

export const TranslateResponse = z
  .strictObject({
    spec: TripSpecOut,
    travelplanner: TravelPlannerFieldsSchema,
    provenance: ProvenanceSchema,
    readAs: z.string().describe('the one-line "Read as: ..." summary'),
    translator: z.enum(TRANSLATORS),
  })
  .meta({ id: 'Translation' });

const FlightSchema = z.strictObject({
  number: z.string(),
  price: z.number(),
  depTime: z.string(),
  arrTime: z.string(),
  elapsed: z.string(),
  date: z.string(),
  origin: z.string(),
  destination: z.string(),
  distance: z.number(),
});
const RoadSchema = z.strictObject({
  origin: z.string(),
  destination: z.string(),
  duration: z.string(),
  distance: z.string(),
  km: z.number(),
  selfDrivingCost: z.number(),
  taxiCost: z.number(),
});
const RestaurantSchema = z.strictObject({ name: z.string(), city: z.string(), cuisines: z.string(), averageCost: z.number(), rating: z.number() });
const AttractionSchema = z.strictObject({
  name: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  categories: z.array(z.enum([...INTERESTS, 'other'])).describe("the data's category column, else the keyword classifier's; strongest first"),
  openingHours: z
    .array(z.array(z.tuple([z.number(), z.number()])))
    .nullable()
    .describe('per weekday (0 = Sunday) the open intervals [from, to) in minutes after midnight; null when the data has none'),
  visitMinutes: z.number().nullable(),
});
const TimelineEntrySchema = z.strictObject({
  start: z.string().describe('HH:MM'),
  end: z.string().describe('HH:MM; 24:00 for a journey that runs past midnight (see note)'),
  kind: z.enum(['travel', 'checkin', 'meal', 'sight', 'move']),
  name: z.string().optional(),
  km: z.number().optional(),
  note: z.string().optional(),
});
const AccommodationSchema = z.strictObject({
  name: z.string(),
  city: z.string(),
  roomType: z.enum(['Entire home/apt', 'Private room', 'Shared room']),
  price: z.number(),
  minimumNights: z.number(),
  rating: z.number(),
  houseRules: z.string(),
  maximumOccupancy: z.number(),
});
const Schedule = z.strictObject({ depart: z.string(), arrive: z.string() }).nullable();
const TransportSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('flight'), flight: FlightSchema, cost: z.number(), schedule: Schedule }),
  z.strictObject({ mode: z.literal('self-driving'), road: RoadSchema, vehicles: z.number(), cost: z.number(), schedule: Schedule }),
  z.strictObject({ mode: z.literal('taxi'), road: RoadSchema, vehicles: z.number(), cost: z.number(), schedule: Schedule }),
]);
const MealSchema = z.strictObject({ restaurant: RestaurantSchema, cost: z.number() }).nullable();
const CostSchema = z.strictObject({ transport: z.number(), meals: z.number(), lodging: z.number(), total: z.number() });
const DaySchema = z.strictObject({
  day: z.number(),
  date: z.string(),
  leg: z.strictObject({ from: z.string(), to: z.string() }).nullable(),
  city: z.string(),
  transport: TransportSchema.nullable(),
  breakfast: MealSchema,
  lunch: MealSchema,
  dinner: MealSchema,
  attractions: z.array(AttractionSchema).describe('in visiting order'),
  accommodation: z.strictObject({ listing: AccommodationSchema, rooms: z.number(), cost: z.number() }).nullable(),
  timeline: z.array(TimelineEntrySchema).describe('the day on the clock, sorted and without overlaps'),
});
const ItinerarySchema = z
  .strictObject({
    origin: z.string(),
    travellers: z.number(),
    budget: z.number().nullable(),
    cities: z.array(z.string()),
    days: z.array(DaySchema),
    cost: CostSchema,
  })
  .meta({ id: 'Itinerary' });

const PlanDaySchema = z
  .strictObject({
    days: z.number(),
    current_city: z.string(),
    transportation: z.string(),
    breakfast: z.string(),
    attraction: z.string(),
    lunch: z.string(),
    dinner: z.string(),
    accommodation: z.string(),
  })
  .meta({ id: 'SubmissionDay', description: 'one day of a submission plan, exactly as the benchmark scores it' });

const StatsSchema = z.strictObject({ skeletonsConsidered: z.number(), skeletonsKept: z.number(), modelsSolved: z.number(), modelsUnproven: z.number() });

const translationFields = {
  provenance: ProvenanceSchema.optional().describe('present when the body gave a request in words'),
  readAs: z.string().optional(),
};

const PlanFound = z
  .strictObject({
    status: z.enum(['optimal', 'feasible']).describe('feasible: time ran out before the plan was proven the best; it passed every check'),
    spec: TripSpecOut,
    ...translationFields,
    cost: CostSchema,
    quality: z.number(),
    itinerary: ItinerarySchema,
    submission: z.array(PlanDaySchema),
    stats: StatsSchema,
    elapsedMs: z.number(),
  })
  .meta({ id: 'Plan', description: 'the object of `tripsolver plan --format json`' });

const constraintIds = Object.keys(CATALOGUE) as [ConstraintId, ...ConstraintId[]];
const CoreMemberSchema = z.strictObject({ id: z.enum(constraintIds), sentence: z.string(), facts: z.array(z.string()) });
const SpecPatchSchema = z
  .object(TripSpec.shape)
  .partial()
  .meta({ id: 'SpecPatch', description: 'TripSpec fields that apply a relaxation: {...spec, ...patch}' });
const RelaxationSchema = z.strictObject({
  id: z.enum(constraintIds),
  change: z.string(),
  cost: z.number().describe('what the plan then costs'),
  verified: z.boolean(),
  patch: SpecPatchSchema,
});
export const ExplanationSchema = z
  .strictObject({
    status: z.enum(['infeasible', 'feasible', 'no-data', 'timeout']),
    core: z.array(CoreMemberSchema),
    otherCores: z.array(z.array(CoreMemberSchema)).optional(),
    relaxations: z.array(RelaxationSchema),
    minimumBudget: z.number().nullable(),
    reason: z.string().optional(),
    planCost: z.number().optional(),
    notes: z.array(z.string()).optional().describe('feasible with interests: sights of the wished kinds that no day of the plan can hold, and why'),
  })
  .meta({ id: 'Explanation', description: 'the object of `tripsolver explain --json`' });

const PlanInfeasible = z
  .strictObject({
    status: z.literal('infeasible'),
    spec: TripSpecOut,
    ...translationFields,
    explanation: ExplanationSchema,
  })
  .meta({ id: 'NoPlan' });

export const PlanResponse = z.union([PlanFound, PlanInfeasible]).meta({ id: 'PlanResponse' });

const pairs = z.record(z.string(), z.tuple([z.boolean().nullable(), z.string().nullable()])).nullable();
export const EvalResponse = z
  .strictObject({
    rates: z.strictObject({
      delivery_rate: z.number(),
      commonsense_micro: z.number(),
      commonsense_macro: z.number(),
      hard_micro: z.number(),
      hard_macro: z.number(),
      final_pass_rate: z.number(),
    }),
    counts: z.strictObject({
      rows: z.number(),
      delivered: z.number(),
      commonsensePassedChecks: z.number(),
      commonsenseChecks: z.number(),
      commonsensePassedPlans: z.number(),
      hardPassedChecks: z.number(),
      hardApplicableChecks: z.number(),
      hardPassedPlans: z.number(),
      finalPassedPlans: z.number(),
    }),
    perPlan: z.array(
      z.strictObject({
        idx: z.unknown(),
        commonsense: pairs.describe('check key -> [verdict, reason]; null when the plan was not delivered'),
        hard: pairs,
        final: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'EvalReport', description: "the six rates, the counts behind them and each plan's verdicts (as eval --per-plan writes them)" });

// ---------------------------------------------------------------- drift checks (compile time)

/** T with every readonly dropped and optional properties' `undefined` removed, arrays included. */
type Plain<T> = T extends readonly (infer U)[] ? Plain<U>[] : T extends object ? { -readonly [K in keyof T]: Plain<Exclude<T[K], undefined>> } : T;
type Same<A, B> = [Plain<A>] extends [Plain<B>] ? ([Plain<B>] extends [Plain<A>] ? true : false) : false;
type Assert<T extends true> = T;

/** A compile-time check that the schemas and the types agree; it is never used as a value. @public */
export type SchemaDrift = [
  Assert<Same<z.output<typeof QuestionSchema>, Question>>,
  Assert<Same<z.output<typeof ItinerarySchema>, Itinerary>>,
  Assert<Same<z.output<typeof PlanDaySchema>, PlanDay>>,
  Assert<Same<z.output<typeof StatsSchema>, SearchStats>>,
  Assert<Same<z.output<typeof ProvenanceSchema>, Provenance>>,
  Assert<Same<z.output<typeof TravelPlannerFieldsSchema>, TravelPlannerFields>>,
  Assert<Same<z.output<typeof FlightSchema>, Flight>>,
  Assert<Same<z.output<typeof RoadSchema>, Road>>,
  Assert<Same<z.output<typeof RestaurantSchema>, Restaurant>>,
  Assert<Same<z.output<typeof AttractionSchema>, Attraction>>,
  Assert<Same<z.output<typeof AccommodationSchema>, Accommodation>>,
  Assert<Same<z.output<typeof CoreMemberSchema>, Omit<CoreMember, 'key'>>>,
  Assert<Same<z.output<typeof RelaxationSchema>, Omit<Relaxation, 'id'> & { id: ConstraintId }>>,
  Assert<Same<z.output<typeof ExplanationSchema>['status'], ExplainStatus>>,
  Assert<Same<z.output<typeof EvalResponse>['rates'], Rates>>,
  Assert<Same<z.output<typeof EvalResponse>['counts'], Counts>>,
];
