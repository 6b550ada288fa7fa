/**
 * The ReAct agents' environment over a Sandbox: the benchmark's search tools (database mode) and the cost
 * enquiry, answered by the evaluator's own cost model (planTotalCost), so an agent is told the price the
 * scorer will charge. Every action gives an observation; `ok: false` marks a failed action (bad arguments,
 * a city that is not in the data, a sub plan that cannot be priced), which the agent loop counts.
 */
import { planTotalCost } from '../evaluate/index.ts';
import type { Sandbox } from '../sandbox/index.ts';

export interface ToolResult {
  readonly ok: boolean;
  readonly observation: string;
  /** A search result NotebookWrite can store. */
  readonly data?: string;
}

const SEARCH_ACTIONS = ['FlightSearch', 'GoogleDistanceMatrix', 'AccommodationSearch', 'RestaurantSearch', 'AttractionSearch', 'CitySearch'] as const;
export type SearchAction = (typeof SEARCH_ACTIONS)[number];
export const isSearchAction = (name: string): name is SearchAction => (SEARCH_ACTIONS as readonly string[]).includes(name);

const ok = (observation: string): ToolResult => ({ ok: true, observation, data: observation });
const fail = (observation: string): ToolResult => ({ ok: false, observation });

function table(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [columns.join(' | '), ...rows.map((r) => r.map((c) => String(c).replace(/\s*\n\s*/g, ' ')).join(' | '))].join('\n');
}

const args = (arg: string): string[] => arg.split(',').map((a) => a.trim());

function cityProblem(sandbox: Sandbox, city: string): ToolResult | undefined {
  if (sandbox.hasCity(city)) return undefined;
  return fail(`"${city}" is not a city in the data. CitySearch[State] lists the cities of a state.`);
}

/** Run a search action (database mode). */
export function runSearch(sandbox: Sandbox, action: SearchAction, arg: string): ToolResult {
  switch (action) {
    case 'FlightSearch': {
      const a = args(arg);
      if (a.length !== 3) return fail('FlightSearch takes three arguments: FlightSearch[Departure City, Destination City, YYYY-MM-DD].');
      const [from, to, date] = a as [string, string, string];
      const bad = cityProblem(sandbox, from) ?? cityProblem(sandbox, to);
      if (bad) return bad;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return fail(`"${date}" is not a date in the format YYYY-MM-DD.`);
      const flights = sandbox.flights(from, to, date);
      if (flights.length === 0) return ok(`There is no flight from ${from} to ${to} on ${date}.`);
      return ok(
        table(
          ['Flight Number', 'Price', 'DepTime', 'ArrTime', 'ActualElapsedTime', 'FlightDate', 'OriginCityName', 'DestCityName', 'Distance'],
          flights.map((f) => [f.number, f.price, f.depTime, f.arrTime, f.elapsed, f.date, f.origin, f.destination, f.distance]),
        ),
      );
    }
    case 'GoogleDistanceMatrix': {
      const a = args(arg);
      if (a.length !== 3) return fail('GoogleDistanceMatrix takes three arguments: GoogleDistanceMatrix[Origin, Destination, self-driving or taxi].');
      const [from, to, rawMode] = a as [string, string, string];
      const mode = rawMode.toLowerCase();
      if (mode !== 'self-driving' && mode !== 'taxi') return fail(`"${rawMode}" is not a mode; use self-driving or taxi.`);
      const bad = cityProblem(sandbox, from) ?? cityProblem(sandbox, to);
      if (bad) return bad;
      const road = sandbox.road(from, to);
      if (!road) return ok(`${mode}, from ${from} to ${to}, no valid information (no road, or the drive takes a day or more).`);
      const cost = mode === 'self-driving' ? road.selfDrivingCost : road.taxiCost;
      return ok(`${mode}, from ${from} to ${to}, duration: ${road.duration}, distance: ${road.distance}, cost: ${cost}`);
    }
    case 'AccommodationSearch': {
      const city = arg.trim();
      const bad = cityProblem(sandbox, city);
      if (bad) return bad;
      const rows = sandbox.accommodations(city);
      if (rows.length === 0) return ok(`There is no accommodation in ${city}.`);
      return ok(
        table(
          ['NAME', 'price', 'room type', 'house_rules', 'minimum nights', 'maximum occupancy', 'review rate number', 'city'],
          rows.map((r) => [r.name, r.price, r.roomType, r.houseRules, r.minimumNights, r.maximumOccupancy, r.rating, r.city]),
        ),
      );
    }
    case 'RestaurantSearch': {
      const city = arg.trim();
      const bad = cityProblem(sandbox, city);
      if (bad) return bad;
      const rows = sandbox.restaurants(city);
      if (rows.length === 0) return ok(`There is no restaurant in ${city}.`);
      return ok(
        table(
          ['Name', 'Average Cost', 'Cuisines', 'Aggregate Rating', 'City'],
          rows.map((r) => [r.name, r.averageCost, r.cuisines, r.rating, r.city]),
        ),
      );
    }
    case 'AttractionSearch': {
      const city = arg.trim();
      const bad = cityProblem(sandbox, city);
      if (bad) return bad;
      const rows = sandbox.attractions(city);
      if (rows.length === 0) return ok(`There is no attraction in ${city}.`);
      return ok(
        table(
          ['Name', 'Address', 'City'],
          rows.map((r) => [r.name, r.address, r.city]),
        ),
      );
    }
    case 'CitySearch': {
      const state = arg.trim();
      if (!sandbox.isState(state)) return fail(`"${state}" is not a state in the data.`);
      return ok(`Cities in ${state}: ${sandbox.citiesIn(state).join(', ')}`);
    }
  }
}

const DAY_FIELDS = ['current_city', 'transportation', 'breakfast', 'attraction', 'lunch', 'dinner', 'accommodation'] as const;

/**
 * CostEnquiry[{"people_number": N, ...one day...}]: the day's cost by the evaluator's cost model, or why it
 * cannot be priced (an item that is not in the data fails the enquiry).
 */
export function costEnquiry(sandbox: Sandbox, arg: string): ToolResult {
  let value: unknown;
  try {
    value = JSON.parse(arg);
  } catch {
    return fail('The sub plan cannot be read as JSON. Give one day as one JSON object with "people_number", as in the example.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('The sub plan must be one JSON object (one day), not a list or a value.');
  }
  const subPlan = value as Record<string, unknown>;
  const people = subPlan.people_number;
  if (!Number.isInteger(people) || (people as number) < 1) return fail('The sub plan needs "people_number", a whole number of at least 1.');
  const day: Record<string, unknown> = {};
  for (const key of DAY_FIELDS) day[key] = subPlan[key] ?? '-';
  const cost = planTotalCost({ days: 1, people_number: people as number }, [day], sandbox);
  if (cost.unpriced.length > 0) {
    const reasons = cost.unpriced.map((u, i) => `${i + 1}. ${u.slot} "${u.value}": ${u.reason}.`);
    return { ok: false, observation: `Sorry, the cost of your sub plan is not available because of the following reasons: ${reasons.join(' ')}` };
  }
  const free = cost.free.map((f) => ` The transportation "${f.value}" names no flight, self-driving or taxi and is not priced.`).join('');
  return { ok: true, observation: `The cost of your sub plan is ${cost.total} dollars.${free}` };
}
