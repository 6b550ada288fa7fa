/**
 * The constraint catalogue: every requirement a plan can meet or break, with a stable id, a kind, the
 * TravelPlanner scorer's key where one exists, and the sentences that describe it. The solver tags its
 * rows with these ids, the evaluator reports verdicts with them, and the explainer words cores with them.
 * Add a constraint here, in one place.
 *
 * Sentences are built from named fields, so a swapped argument cannot silently change a message.
 */
import { usd } from '../common/money.ts';

type ConstraintKind = 'hard' | 'commonsense' | 'structural' | 'rationality';

/** Items as words: "A", "A and B", "A, B and C". */
export const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const cities = (n: number): string => `${n} ${n === 1 ? 'city' : 'cities'}`;
const ROOM_WORDS: Record<string, string> = {
  'entire room': 'an entire home',
  'private room': 'a private room',
  'shared room': 'a shared room',
  'not shared room': 'not a shared room',
};
const roomWords = (wish: string): string => ROOM_WORDS[wish] ?? `a ${wish}`;

/** Fields each constraint's requirement sentence is built from. */
export interface RequirementFields {
  'budget.total': { limit: number };
  'lodging.houseRule': { rule: string };
  'lodging.roomType': { roomType: string };
  'meals.cuisine': { cuisine: string };
  'meals.avoidCuisine': { cuisine: string };
  'transport.exclusion': { mode: string };
  'route.reasonable': { origin: string; destination: string };
  'route.cities': { cities: readonly string[]; state: string };
  'meals.diverse': Record<string, never>;
  'attractions.diverse': Record<string, never>;
  'lodging.minNights': Record<string, never>;
  'transport.nonConflicting': Record<string, never>;
  'plan.withinCurrentCity': Record<string, never>;
  'plan.withinSandbox': Record<string, never>;
  'plan.complete': { days: number; cityCount: number };
  'trip.destination': { destination: string; cityCount: number };
  'trip.dates': { startDate: string; endDate: string };
  'transport.leg': { from: string; to: string; date: string };
  'lodging.perCity': { city: string };
  'meals.fullDays': { city: string };
  'attractions.fullDays': { city: string };
  'objective.bound': { objective: string; bound: number };
  'meals.pricePerPerson': { min: number | null; max: number | null };
  'timeline.order': Record<string, never>;
  'timeline.dayWindow': Record<string, never>;
  'timeline.travelTime': Record<string, never>;
  'timeline.visitDuration': Record<string, never>;
  'timeline.openingHours': Record<string, never>;
  'timeline.mealWindow': Record<string, never>;
  'timeline.repeat': Record<string, never>;
}

/**
 * A plan field the benchmark's scorer cannot read (where its Python would crash): a day that is not an
 * object, a missing key it reads directly, or a value that is not text. The evaluator reports it as a
 * failed check of the check that reads the field. `key` is '' when the day itself is unreadable.
 */
export interface UnreadableFields {
  problem: 'unreadable';
  day: number;
  key: string;
  /** What was found: 'missing', 'null', 'a number (5)', 'an empty string', ... */
  found: string;
}

const unreadableSentence = (f: UnreadableFields): string =>
  f.key === ''
    ? `day ${f.day} is ${f.found}, which the benchmark cannot read as a day`
    : f.found === 'missing'
      ? `day ${f.day} has no "${f.key}" field`
      : `day ${f.day}'s "${f.key}" is ${f.found}, which the benchmark cannot read`;

/** Fields each constraint's violation sentence is built from. */
export interface ViolationFields {
  'budget.total': { limit: number; actual: number } | { problem: 'unpriced'; day: number; slot: string; value: string } | UnreadableFields;
  'lodging.houseRule': { rule: string; day: number; listing: string; houseRules: string } | UnreadableFields;
  'lodging.roomType': { roomType: string; day: number; listing: string; actualRoomType: string } | UnreadableFields;
  'meals.cuisine': { cuisine: string } | UnreadableFields;
  'meals.avoidCuisine': { cuisine: string; day: number; meal: string; restaurant: string; cuisines: string };
  'transport.exclusion': { mode: string; day: number; value: string } | UnreadableFields;
  'route.reasonable':
    | { problem: 'start'; expected: string; actual: string }
    | { problem: 'notClosed'; first: string; last: string }
    | { problem: 'sequence'; cities: readonly string[] }
    | { problem: 'unknownCity'; city: string }
    | { problem: 'outOfState'; city: string; state: string }
    | { problem: 'unparsable'; day: number; value: string }
    | { problem: 'empty' }
    | UnreadableFields;
  'route.cities': { city: string; visited: readonly string[] };
  'meals.diverse': { day: number; meal: string; value: string } | UnreadableFields;
  'attractions.diverse': { day: number; value: string } | UnreadableFields;
  'lodging.minNights': { listing: string; nights: number; minimum: number } | { problem: 'missing'; day: number } | UnreadableFields;
  'transport.nonConflicting': { problem: 'firstDayEmpty' } | { problem: 'conflict'; modes: readonly string[] } | UnreadableFields;
  'plan.withinCurrentCity':
    | { day: number; slot: string; value: string; cities: readonly string[] }
    | { problem: 'unparsable'; day: number; value: string }
    | UnreadableFields;
  'plan.withinSandbox': { day: number; slot: string; value: string } | { problem: 'unparsable'; day: number; slot: string; value: string } | UnreadableFields;
  'plan.complete':
    | { problem: 'days'; expected: number; actual: number }
    | { problem: 'cityCount'; expected: number; actual: number }
    | { problem: 'firstCity'; expected: string }
    | { problem: 'missingKey'; day: number; key: string }
    | { problem: 'noTransport'; day: number }
    | { problem: 'noAttraction'; day: number }
    | { problem: 'noLodging'; day: number }
    | { problem: 'noMeal'; day: number }
    | { problem: 'sparse'; filled: number; needed: number }
    | { problem: 'unparsable'; day: number; value: string }
    | UnreadableFields;
  'trip.destination': { destination: string; cityCount: number; available: number };
  'trip.dates': { startDate: string; endDate: string };
  'transport.leg': { from: string; to: string; date: string };
  'lodging.perCity': { city: string };
  'meals.fullDays': { city: string; needed: number; available: number };
  'attractions.fullDays': { city: string; needed: number; available: number };
  'objective.bound': { objective: string; bound: number };
  'meals.pricePerPerson': { min: number | null; max: number | null; day: number; meal: string; restaurant: string; price: number };
  'timeline.order': { day: number; entry: string; problem: 'unsorted' | 'overlap' | 'empty' | 'badTime'; other?: string };
  'timeline.dayWindow': { day: number; entry: string; from: string; to: string } | { day: number; problem: 'noFit'; what: string; from: string; to: string };
  'timeline.travelTime': { day: number; from: string; to: string; minutes: number; needed: number; why: string };
  'timeline.visitDuration':
    | { day: number; sight: string; minutes: number; min: number; max: number }
    | { day: number; sight: string; problem: 'missing' | 'unplanned' };
  'timeline.openingHours':
    | { day: number; sight: string; at: string; open: string }
    | { day: number; sight: string; problem: 'noTime'; from: string; to: string; open: string };
  'timeline.mealWindow':
    | { day: number; meal: string; at: string; window: string }
    | { day: number; meal: string; problem: 'missing' }
    | { day: number; meal: string; problem: 'noTime'; from: string; to: string; window: string };
  'timeline.repeat': { day: number; what: string; name: string };
}

export type ConstraintId = keyof ViolationFields & keyof RequirementFields;

export interface CatalogueEntry<Id extends ConstraintId> {
  readonly id: Id;
  readonly kind: ConstraintKind;
  /** The TravelPlanner scorer's key for this check, or null when the benchmark has none. */
  readonly benchmarkKey: string | null;
  /** The paper's name for the check (or ours). */
  readonly title: string;
  /** What the requirement asks, as a clause ("every lodging allows pets"). */
  readonly requirement: (f: RequirementFields[Id]) => string;
  /** Why a plan breaks it. */
  readonly violation: (f: ViolationFields[Id]) => string;
}

type Catalogue = { readonly [Id in ConstraintId]: CatalogueEntry<Id> };

const entry = <Id extends ConstraintId>(e: CatalogueEntry<Id>): CatalogueEntry<Id> => Object.freeze(e);

export const CATALOGUE: Catalogue = Object.freeze({
  // ---- hard constraints (the request's own requirements) ----
  'budget.total': entry({
    id: 'budget.total',
    kind: 'hard',
    benchmarkKey: 'valid_cost',
    title: 'Budget',
    requirement: (f) => `the whole trip costs at most ${usd(f.limit)}`,
    violation: (f) =>
      !('problem' in f)
        ? `the total cost ${usd(f.actual)} exceeds the budget of ${usd(f.limit)} by ${usd(f.actual - f.limit)}`
        : f.problem === 'unpriced'
          ? `the ${f.slot} on day ${f.day}, "${f.value}", cannot be priced, so the budget cannot be checked`
          : unreadableSentence(f),
  }),
  'lodging.houseRule': entry({
    id: 'lodging.houseRule',
    kind: 'hard',
    benchmarkKey: 'valid_room_rule',
    title: 'Room Rule',
    requirement: (f) => `every lodging allows ${f.rule}`,
    violation: (f) =>
      'problem' in f ? unreadableSentence(f) : `the lodging on day ${f.day}, "${f.listing}", does not allow ${f.rule} (its rules: ${f.houseRules})`,
  }),
  'lodging.roomType': entry({
    id: 'lodging.roomType',
    kind: 'hard',
    benchmarkKey: 'valid_room_type',
    title: 'Room Type',
    requirement: (f) => `every lodging is ${roomWords(f.roomType)}`,
    violation: (f) =>
      'problem' in f
        ? unreadableSentence(f)
        : `the lodging on day ${f.day}, "${f.listing}", is a ${f.actualRoomType}; the request asks for ${roomWords(f.roomType)}`,
  }),
  'meals.cuisine': entry({
    id: 'meals.cuisine',
    kind: 'hard',
    benchmarkKey: 'valid_cuisine',
    title: 'Cuisine',
    requirement: (f) => `some meal outside the origin serves ${f.cuisine} food`,
    violation: (f) => ('problem' in f ? unreadableSentence(f) : `no meal outside the origin serves ${f.cuisine} food`),
  }),
  'meals.avoidCuisine': entry({
    id: 'meals.avoidCuisine',
    kind: 'hard',
    benchmarkKey: null,
    title: 'Ruled-out Cuisine',
    requirement: (f) => `no meal is at a restaurant that serves ${f.cuisine} food`,
    violation: (f) => `the ${f.meal} on day ${f.day}, "${f.restaurant}", serves ${f.cuisine} food (${f.cuisines}), which the request rules out`,
  }),
  'transport.exclusion': entry({
    id: 'transport.exclusion',
    kind: 'hard',
    benchmarkKey: 'valid_transportation',
    title: 'Transportation',
    requirement: (f) => `no leg uses ${f.mode === 'flight' ? 'a flight' : f.mode}`,
    violation: (f) =>
      'problem' in f ? unreadableSentence(f) : `day ${f.day} uses ${f.mode === 'flight' ? 'a flight' : f.mode}, which the request rules out ("${f.value}")`,
  }),
  'route.cities': entry({
    id: 'route.cities',
    kind: 'hard',
    benchmarkKey: null,
    title: 'Required Cities',
    requirement: (f) => `the trip visits ${list(f.cities)} in ${f.state}`,
    violation: (f) => `the plan does not visit ${f.city}, which the request asks for (it visits ${f.visited.length > 0 ? list(f.visited) : 'no city'})`,
  }),

  // ---- commonsense constraints (the benchmark's eight checks) ----
  'route.reasonable': entry({
    id: 'route.reasonable',
    kind: 'commonsense',
    benchmarkKey: 'is_reasonable_visiting_city',
    title: 'Reasonable City Route',
    requirement: (f) => `the route starts and ends in ${f.origin} and visits each city of ${f.destination} in one stay`,
    violation: (f) => {
      switch (f.problem) {
        case 'start':
          return `the first day's city should be ${f.expected}, not ${f.actual}`;
        case 'notClosed':
          return `the trip should be a closed circle: it starts in ${f.first} but ends in ${f.last}`;
        case 'sequence':
          return `the city sequence is invalid: ${f.cities.join(' -> ')}`;
        case 'unknownCity':
          return `${f.city} is not a valid city`;
        case 'outOfState':
          return `${f.city} is not in ${f.state}`;
        case 'unparsable':
          return `day ${f.day}'s current city "${f.value}" cannot be read as "from A to B"`;
        case 'empty':
          return 'the plan names no cities';
        case 'unreadable':
          return unreadableSentence(f);
      }
    },
  }),
  'meals.diverse': entry({
    id: 'meals.diverse',
    kind: 'commonsense',
    benchmarkKey: 'is_valid_restaurants',
    title: 'Diverse Restaurants',
    requirement: () => 'no restaurant is visited twice',
    violation: (f) => ('problem' in f ? unreadableSentence(f) : `the ${f.meal} on day ${f.day}, "${f.value}", repeats an earlier restaurant`),
  }),
  'attractions.diverse': entry({
    id: 'attractions.diverse',
    kind: 'commonsense',
    benchmarkKey: 'is_valid_attractions',
    title: 'Diverse Attractions',
    requirement: () => 'no attraction is visited twice',
    violation: (f) => ('problem' in f ? unreadableSentence(f) : `the attraction "${f.value}" on day ${f.day} repeats an earlier one`),
  }),
  'lodging.minNights': entry({
    id: 'lodging.minNights',
    kind: 'commonsense',
    benchmarkKey: 'is_valid_accommodation',
    title: 'Minimum Nights Stay',
    requirement: () => 'every lodging is booked for at least its minimum number of nights',
    violation: (f) =>
      !('problem' in f)
        ? `"${f.listing}" is booked for ${plural(f.nights, 'night')} but requires at least ${plural(f.minimum, 'night')}`
        : f.problem === 'missing'
          ? `day ${f.day} has no accommodation field`
          : unreadableSentence(f),
  }),
  'transport.nonConflicting': entry({
    id: 'transport.nonConflicting',
    kind: 'commonsense',
    benchmarkKey: 'is_valid_transportation',
    title: 'Non-conf. Transportation',
    requirement: () => 'the first day has transport and self-driving is never mixed with flights or taxis',
    violation: (f) =>
      f.problem === 'firstDayEmpty'
        ? 'the transportation on day 1 should not be empty'
        : f.problem === 'conflict'
          ? `the transportation is conflicting: ${list(f.modes)} in one trip`
          : unreadableSentence(f),
  }),
  'plan.withinCurrentCity': entry({
    id: 'plan.withinCurrentCity',
    kind: 'commonsense',
    benchmarkKey: 'is_valid_information_in_current_city',
    title: 'Within Current City',
    requirement: () => "every item of a day is in one of that day's cities, and the lodging in the last",
    violation: (f) =>
      !('problem' in f)
        ? `the ${f.slot} on day ${f.day}, "${f.value}", is not in ${f.cities.length === 1 ? f.cities[0] : `the day's cities (${list(f.cities)})`}`
        : f.problem === 'unparsable'
          ? `day ${f.day}'s current city "${f.value}" cannot be read as "from A to B"`
          : unreadableSentence(f),
  }),
  'plan.withinSandbox': entry({
    id: 'plan.withinSandbox',
    kind: 'commonsense',
    benchmarkKey: 'is_valid_information_in_sandbox',
    title: 'Within Sandbox',
    requirement: () => 'every flight, road, restaurant, attraction and lodging exists in the data',
    violation: (f) =>
      !('problem' in f)
        ? `the ${f.slot} on day ${f.day}, "${f.value}", is not in the sandbox`
        : f.problem === 'unparsable'
          ? `the ${f.slot} on day ${f.day}, "${f.value}", cannot be parsed`
          : unreadableSentence(f),
  }),
  'plan.complete': entry({
    id: 'plan.complete',
    kind: 'commonsense',
    benchmarkKey: 'is_not_absent',
    title: 'Complete Information',
    requirement: (f) => `the plan covers ${plural(f.days, 'day')} and ${cities(f.cityCount)} with transport, meals, attractions and lodging filled in`,
    violation: (f) => {
      switch (f.problem) {
        case 'days':
          return `the plan has ${plural(f.actual, 'day')}, not ${f.expected}`;
        case 'cityCount':
          return `the plan visits ${cities(f.actual)}, not ${f.expected}`;
        case 'firstCity':
          return `the first day's city should be ${f.expected}`;
        case 'missingKey':
          return `day ${f.day} has no "${f.key}" field`;
        case 'noTransport':
          return `day ${f.day} travels between cities but has no transportation`;
        case 'noAttraction':
          return `day ${f.day} stays in one city but has no attraction`;
        case 'noLodging':
          return `day ${f.day} has no accommodation`;
        case 'noMeal':
          return `day ${f.day} stays in one city but misses a meal`;
        case 'sparse':
          return `only ${f.filled} of ${f.needed} fields are filled: more than half the information is absent`;
        case 'unparsable':
          return `day ${f.day}'s current city "${f.value}" cannot be read as "from A to B"`;
        case 'unreadable':
          return unreadableSentence(f);
      }
    },
  }),

  // ---- structural rows of the solver's model (no benchmark key) ----
  'trip.destination': entry({
    id: 'trip.destination',
    kind: 'structural',
    benchmarkKey: null,
    title: 'Destination',
    requirement: (f) => `the trip visits ${cities(f.cityCount)} of ${f.destination}`,
    violation: (f) => `${f.destination} has ${cities(f.available)} with data to visit, fewer than the ${f.cityCount} asked for`,
  }),
  'trip.dates': entry({
    id: 'trip.dates',
    kind: 'structural',
    benchmarkKey: null,
    title: 'Dates',
    requirement: (f) => `the trip runs from ${f.startDate} to ${f.endDate}`,
    violation: (f) => `there is no data for travel between ${f.startDate} and ${f.endDate}`,
  }),
  'transport.leg': entry({
    id: 'transport.leg',
    kind: 'structural',
    benchmarkKey: null,
    title: 'Transport Leg',
    requirement: (f) => `there is a way to travel from ${f.from} to ${f.to} on ${f.date}`,
    violation: (f) => `there is no allowed way to travel from ${f.from} to ${f.to} on ${f.date}`,
  }),
  'lodging.perCity': entry({
    id: 'lodging.perCity',
    kind: 'structural',
    benchmarkKey: null,
    title: 'Lodging',
    requirement: (f) => `there is a place to stay in ${f.city}`,
    violation: (f) => `no listing in ${f.city} fits the stay`,
  }),
  'meals.fullDays': entry({
    id: 'meals.fullDays',
    kind: 'structural',
    benchmarkKey: null,
    title: 'Meals',
    requirement: (f) => `${f.city} has enough different restaurants for three meals on each full day`,
    violation: (f) => `${f.city} has ${plural(f.available, 'restaurant')} for ${plural(f.needed, 'meal')}`,
  }),
  'attractions.fullDays': entry({
    id: 'attractions.fullDays',
    kind: 'structural',
    benchmarkKey: null,
    title: 'Attractions',
    requirement: (f) => `${f.city} has a different attraction for each full day`,
    violation: (f) => `${f.city} has ${plural(f.available, 'attraction')} for ${plural(f.needed, 'full day')}`,
  }),
  'objective.bound': entry({
    id: 'objective.bound',
    kind: 'structural',
    benchmarkKey: null,
    title: 'Objective bound',
    requirement: (f) => `the plan's ${f.objective} reaches ${f.bound}`,
    violation: (f) => `no plan's ${f.objective} reaches ${f.bound}`,
  }),

  // ---- rationality: a plan on the clock (src/evaluate/rationality.ts; rules in src/timeline/constants.ts) ----
  'meals.pricePerPerson': entry({
    id: 'meals.pricePerPerson',
    kind: 'hard',
    benchmarkKey: null,
    title: 'Meal price',
    requirement: (f) =>
      `every meal costs ${
        f.min !== null && f.max !== null ? `between ${usd(f.min)} and ${usd(f.max)}` : f.max !== null ? `at most ${usd(f.max)}` : `at least ${usd(f.min ?? 0)}`
      } per person`,
    violation: (f) =>
      `the ${f.meal} on day ${f.day}, "${f.restaurant}", costs ${usd(f.price)} per person, ${
        f.min !== null && f.max !== null
          ? `outside the asked ${usd(f.min)}-${usd(f.max)}`
          : f.max !== null
            ? `more than the asked ${usd(f.max)}`
            : `less than the asked ${usd(f.min ?? 0)}`
      }`,
  }),
  'timeline.order': entry({
    id: 'timeline.order',
    kind: 'rationality',
    benchmarkKey: null,
    title: 'Timeline order',
    requirement: () => 'every day is on the clock, its entries sorted and never overlapping',
    violation: (f) =>
      f.problem === 'unsorted'
        ? `day ${f.day}: "${f.entry}" starts before "${f.other}", which comes before it`
        : f.problem === 'overlap'
          ? `day ${f.day}: "${f.entry}" overlaps "${f.other}"`
          : f.problem === 'empty'
            ? `day ${f.day} has no timeline`
            : `day ${f.day}: "${f.entry}" has a time that is not HH:MM, or ends before it starts`,
  }),
  'timeline.dayWindow': entry({
    id: 'timeline.dayWindow',
    kind: 'rationality',
    benchmarkKey: null,
    title: 'Day window',
    requirement: () => "meals, sights and check-ins happen between the day's start and end",
    violation: (f) =>
      'problem' in f ? `day ${f.day}: ${f.what} do not fit between ${f.from} and ${f.to}` : `day ${f.day}: "${f.entry}" is outside the day, ${f.from}-${f.to}`,
  }),
  'timeline.travelTime': entry({
    id: 'timeline.travelTime',
    kind: 'rationality',
    benchmarkKey: null,
    title: 'Travel time',
    requirement: () => 'the time between two stops covers the trip between them',
    violation: (f) => `day ${f.day}: ${plural(f.minutes, 'minute')} from "${f.from}" to "${f.to}", less than the ${f.needed} needed (${f.why})`,
  }),
  'timeline.visitDuration': entry({
    id: 'timeline.visitDuration',
    kind: 'rationality',
    benchmarkKey: null,
    title: 'Visit length',
    requirement: () => 'every sight of the day is on the clock for a length within its range',
    violation: (f) =>
      'problem' in f
        ? f.problem === 'missing'
          ? `day ${f.day}: "${f.sight}" is in the plan but not on the clock`
          : `day ${f.day}: "${f.sight}" is on the clock but not in the plan`
        : `day ${f.day}: "${f.sight}" lasts ${plural(f.minutes, 'minute')}, outside ${f.min}-${f.max}`,
  }),
  'timeline.openingHours': entry({
    id: 'timeline.openingHours',
    kind: 'rationality',
    benchmarkKey: null,
    title: 'Opening hours',
    requirement: () => 'every sight is visited while it is open',
    violation: (f) =>
      'problem' in f
        ? `day ${f.day}: "${f.sight}" cannot be visited between ${f.from} and ${f.to}: ` +
          `${f.open === 'closed' ? 'it is closed that day' : `it is open ${f.open}`}`
        : `day ${f.day}: "${f.sight}" is visited ${f.at}, but ${f.open === 'closed' ? 'it is closed that day' : `it is open ${f.open}`}`,
  }),
  'timeline.mealWindow': entry({
    id: 'timeline.mealWindow',
    kind: 'rationality',
    benchmarkKey: null,
    title: 'Meal window',
    requirement: () => 'every meal is on the clock inside its window',
    violation: (f) =>
      !('problem' in f)
        ? `day ${f.day}: the ${f.meal} is at ${f.at}, outside ${f.window}`
        : f.problem === 'missing'
          ? `day ${f.day}: the ${f.meal} is in the plan but not on the clock`
          : `day ${f.day}: the ${f.meal} cannot be had between ${f.from} and ${f.to} (its window is ${f.window})`,
  }),
  'timeline.repeat': entry({
    id: 'timeline.repeat',
    kind: 'rationality',
    benchmarkKey: null,
    title: 'Nothing repeated',
    requirement: () => 'no restaurant and no sight comes twice',
    violation: (f) => `day ${f.day}: the ${f.what} "${f.name}" comes again`,
  }),
} satisfies Catalogue);

/** The rationality checks (beside the benchmark's), in report order. */
export const RATIONALITY_IDS = [
  'timeline.order',
  'timeline.dayWindow',
  'timeline.travelTime',
  'timeline.visitDuration',
  'timeline.openingHours',
  'timeline.mealWindow',
  'meals.pricePerPerson',
  'timeline.repeat',
] as const satisfies readonly ConstraintId[];
export type RationalityId = (typeof RATIONALITY_IDS)[number];

/** The benchmark's eight commonsense checks, in the scorer's order. */
export const COMMONSENSE_IDS = [
  'route.reasonable',
  'meals.diverse',
  'attractions.diverse',
  'lodging.minNights',
  'transport.nonConflicting',
  'plan.withinCurrentCity',
  'plan.withinSandbox',
  'plan.complete',
] as const satisfies readonly ConstraintId[];
export type CommonsenseId = (typeof COMMONSENSE_IDS)[number];

/** The benchmark's five hard checks, in the scorer's order. */
export const HARD_IDS = [
  'meals.cuisine',
  'lodging.houseRule',
  'transport.exclusion',
  'lodging.roomType',
  'budget.total',
] as const satisfies readonly ConstraintId[];
export type HardId = (typeof HARD_IDS)[number];

export function catalogueEntry<Id extends ConstraintId>(id: Id): CatalogueEntry<Id> {
  return CATALOGUE[id] as CatalogueEntry<Id>;
}

/** The requirement sentence for a constraint. */
export function requirementSentence<Id extends ConstraintId>(id: Id, fields: RequirementFields[Id]): string {
  return catalogueEntry(id).requirement(fields);
}

/** The violation sentence for a constraint. */
export function violationSentence<Id extends ConstraintId>(id: Id, fields: ViolationFields[Id]): string {
  return catalogueEntry(id).violation(fields);
}

/** A violation as data; `sentence` is derived from the named fields by the catalogue. */
export type Violation = { [Id in ConstraintId]: { readonly id: Id; readonly fields: ViolationFields[Id] } }[ConstraintId];

export function violation<Id extends ConstraintId>(id: Id, fields: ViolationFields[Id]): { id: Id; fields: ViolationFields[Id] } {
  return { id, fields };
}

export function describeViolation(v: Violation): string {
  return (catalogueEntry(v.id).violation as (f: unknown) => string)(v.fields);
}

/** Map a benchmark key (valid_cost, is_not_absent, ...) back to its catalogue id. */
export function idForBenchmarkKey(key: string): ConstraintId | undefined {
  return (Object.keys(CATALOGUE) as ConstraintId[]).find((id) => CATALOGUE[id].benchmarkKey === key);
}
