/**
 * The submission day in the benchmark's exact string formats, as a JSON Schema (draft 2020-12) for the
 * extraction reply, and the checks a schema cannot express (day numbering). The patterns follow what the
 * benchmark's scorer parses: venues "Name, City" (the city after the last comma), attractions "A, City;B, City;"
 * (each item ends with ';', as the scorer drops whatever follows the last one), travel days "from A to B",
 * and the three transportation forms; "-" for none.
 */

/** "Name, City": a name (which may hold commas) and, after the last comma, a city. */
const VENUE_PATTERN = '^(-|[^\\n]+, [^,\\n]+)$';
/** Each attraction "Name, City" followed by ';'. */
const ATTRACTIONS_PATTERN = '^(-|([^;\\n]+, [^;,\\n]+;)+)$';
/** A city, or "from A to B" on a travel day. */
const CURRENT_CITY_PATTERN = '^(from [^\\n]+ to [^\\n]+|[^\\n,;]+)$';
const LEG = 'from [^\\n]+ to [^\\n,]+';
const ROAD_DETAILS = '(, duration: [^,\\n]+, distance: [^\\n]+, cost: \\d+(\\.\\d+)?)?';
/** Flight, self-driving, taxi, or "-". */
const TRANSPORTATION_PATTERN =
  `^(-|Flight Number: [^,\\n]+, ${LEG}(, Departure Time: \\d{1,2}:\\d{2}, Arrival Time: \\d{1,2}:\\d{2})?` +
  `|Self-driving, ${LEG}${ROAD_DETAILS}|Taxi, ${LEG}${ROAD_DETAILS})$`;

const text = (pattern: string, description: string) => ({ type: 'string', minLength: 1, pattern, description });

export const DAY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['days', 'current_city', 'transportation', 'breakfast', 'attraction', 'lunch', 'dinner', 'accommodation'],
  properties: {
    days: { type: 'integer', minimum: 1, description: 'day number, 1 for the first day' },
    current_city: text(CURRENT_CITY_PATTERN, 'the city, or "from A to B" on a travel day'),
    transportation: text(
      TRANSPORTATION_PATTERN,
      '"Flight Number: F..., from A to B, Departure Time: HH:MM, Arrival Time: HH:MM", "Self-driving, from A to B, ...", "Taxi, from A to B, ..." or "-"',
    ),
    breakfast: text(VENUE_PATTERN, '"Name, City" or "-"'),
    attraction: text(ATTRACTIONS_PATTERN, '"Name, City;" for each attraction, or "-"'),
    lunch: text(VENUE_PATTERN, '"Name, City" or "-"'),
    dinner: text(VENUE_PATTERN, '"Name, City" or "-"'),
    accommodation: text(VENUE_PATTERN, '"Name, City" or "-"'),
  },
} as const;

/** The extraction reply: {"plan": [day, ...]} (an object at the top, as response_format json_schema wants). */
export const PLAN_REPLY_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  required: ['plan'],
  properties: { plan: { type: 'array', items: DAY_SCHEMA } },
} as const;

/** Problems beyond the schema, sent back in the repair round: days are numbered 1, 2, 3, ... in order. */
export function planReplyProblems(value: unknown): string[] {
  const plan = (value as { plan: { days: number }[] }).plan;
  const problems: string[] = [];
  plan.forEach((day, i) => {
    if (day.days !== i + 1) problems.push(`/plan/${i}/days is ${day.days}; days are numbered 1, 2, 3, ... in order, so this one is ${i + 1}`);
  });
  return problems;
}
