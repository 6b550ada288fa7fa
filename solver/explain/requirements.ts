/**
 * A request's relaxable requirements (budget, house rules, room type, cuisines, meal prices, transport exclusions,
 * named cities), each with the catalogue's sentence, the change that drops it and the request's words for it; and
 * the facts from the data behind a requirement that is part of a conflict.
 */
import { list, requirementSentence, type ConstraintId } from '../../src/catalogue/index.ts';
import type { TripSpec } from '../../src/tripspec/index.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';
import { usd } from '../../src/common/money.ts';
import { houseRulesAllow, roomTypeAllowed, writableName } from '../candidates.ts';
import { candidateCities, makeContext } from '../skeleton-context.ts';
import { cityGaps } from './data.ts';

/** One relaxable requirement of a request. */
export interface Requirement {
  readonly id: ConstraintId;
  /** Stable key, e.g. "meals.cuisine:French". */
  readonly key: string;
  readonly sentence: string;
  /** The spec without this requirement. */
  readonly drop: (spec: TripSpec) => TripSpec;
  /** The request's words for it, for "drop ..." suggestions. */
  readonly wish: string;
  /** The change that drops it alone, when "drop <wish>" is not how to say it ("visit any cities of ..."). */
  readonly relaxed?: string;
}

const modeWords = (mode: string) => (mode === 'flight' ? 'flights' : mode === 'taxi' ? 'taxis' : 'self-driving');

/** The request's relaxable requirements, in a fixed order. */
export function requirementsOf(spec: TripSpec): Requirement[] {
  const out: Requirement[] = [];
  if (spec.budget !== null) {
    out.push({
      id: 'budget.total',
      key: 'budget.total',
      sentence: requirementSentence('budget.total', { limit: spec.budget }),
      drop: (s) => ({ ...s, budget: null }),
      wish: `the ${usd(spec.budget)} budget`,
    });
  }
  for (const rule of spec.houseRules) {
    out.push({
      id: 'lodging.houseRule',
      key: `lodging.houseRule:${rule}`,
      sentence: requirementSentence('lodging.houseRule', { rule }),
      drop: (s) => ({ ...s, houseRules: s.houseRules.filter((r) => r !== rule) }),
      wish: `the need for lodging that allows ${rule}`,
    });
  }
  if (spec.roomType !== null) {
    const roomType = spec.roomType;
    out.push({
      id: 'lodging.roomType',
      key: 'lodging.roomType',
      sentence: requirementSentence('lodging.roomType', { roomType }),
      drop: (s) => ({ ...s, roomType: null }),
      wish: `the ${roomType} wish`,
    });
  }
  for (const cuisine of spec.cuisines) {
    out.push({
      id: 'meals.cuisine',
      key: `meals.cuisine:${cuisine}`,
      sentence: requirementSentence('meals.cuisine', { cuisine }),
      drop: (s) => ({ ...s, cuisines: s.cuisines.filter((c) => c !== cuisine) }),
      wish: `the ${cuisine}-cuisine wish`,
    });
  }
  for (const cuisine of spec.avoidCuisines) {
    out.push({
      id: 'meals.avoidCuisine',
      key: `meals.avoidCuisine:${cuisine}`,
      sentence: requirementSentence('meals.avoidCuisine', { cuisine }),
      drop: (s) => ({ ...s, avoidCuisines: s.avoidCuisines.filter((c) => c !== cuisine) }),
      wish: `the ruling-out of ${cuisine} food`,
    });
  }
  const price = spec.wishes.mealPricePerPerson;
  if (price !== undefined) {
    out.push({
      id: 'meals.pricePerPerson',
      key: 'meals.pricePerPerson',
      sentence: requirementSentence('meals.pricePerPerson', { min: price.min ?? null, max: price.max ?? null }),
      drop: (s) => {
        const { mealPricePerPerson: _dropped, ...wishes } = s.wishes;
        return { ...s, wishes };
      },
      wish: 'the meal price range',
    });
  }
  for (const mode of spec.excludeTransport) {
    out.push({
      id: 'transport.exclusion',
      key: `transport.exclusion:${mode}`,
      sentence: requirementSentence('transport.exclusion', { mode }),
      drop: (s) => ({ ...s, excludeTransport: s.excludeTransport.filter((m) => m !== mode) }),
      wish: `the exclusion of ${modeWords(mode)}`,
    });
  }
  if (spec.cities.length > 0) out.push(citiesRequirement(spec));
  return out;
}

/** The cities the request names (route.cities): dropped, any cities of the state may be visited. */
function citiesRequirement(spec: TripSpec): Requirement {
  const state = spec.destination.name;
  return {
    id: 'route.cities',
    key: 'route.cities',
    sentence: requirementSentence('route.cities', { cities: spec.cities, state }),
    drop: (s) => ({ ...s, cities: [] }),
    wish: `the wish to visit ${list(spec.cities)}`,
    relaxed: `visit any cities of ${state} instead of ${list(spec.cities)}`,
  };
}

/** Facts from the data behind a core member, e.g. which cities have no listing that meets a rule. */
export function factsFor(r: Requirement, spec: TripSpec, sandbox: Sandbox, minimumBudget: number | null): string[] {
  const ctx = makeContext(spec, sandbox);
  const cities = candidateCities(ctx);
  const where = cities.length === 1 ? cities[0]! : `the ${cities.length} cities of ${spec.destination.name}`;
  switch (r.id) {
    case 'budget.total':
      return minimumBudget !== null
        ? [`the cheapest plan meeting everything else costs ${usd(minimumBudget)} against a budget of ${usd(spec.budget!)}`]
        : ['no plan meets everything else at any price'];
    case 'lodging.houseRule':
    case 'lodging.roomType': {
      const facts: string[] = [];
      for (const city of cities) {
        const listings = sandbox.accommodations(city).filter((l) => writableName(l.name));
        const rule = listings.filter((l) => houseRulesAllow(l, spec.houseRules));
        const type = listings.filter((l) => roomTypeAllowed(spec.roomType, l.roomType));
        const both = listings.filter((l) => houseRulesAllow(l, spec.houseRules) && roomTypeAllowed(spec.roomType, l.roomType));
        const ruleWords = spec.houseRules.length > 0 ? `allows ${spec.houseRules.join(' and ')}` : '';
        const typeWords = spec.roomType ? `is ${requirementSentence('lodging.roomType', { roomType: spec.roomType }).replace(/^every lodging is /, '')}` : '';
        if (both.length === 0 && ruleWords && typeWords)
          facts.push(
            `no listing in ${city} both ${ruleWords} and ${typeWords} ` +
              `(${rule.length} allow${rule.length === 1 ? 's' : ''} it, ${type.length} ${type.length === 1 ? 'is' : 'are'} of that type)`,
          );
        else if (r.id === 'lodging.houseRule' && rule.length === 0) facts.push(`no listing in ${city} ${ruleWords}`);
        else if (r.id === 'lodging.roomType' && type.length === 0) facts.push(`no listing in ${city} ${typeWords}`);
        else if (both.length > 0)
          facts.push(
            `${both.length} listing${both.length === 1 ? '' : 's'} in ${city} meet${both.length === 1 ? 's' : ''} the lodging wishes, ` +
              'none within the other requirements',
          );
      }
      return facts;
    }
    case 'meals.cuisine': {
      const cuisine = r.key.split(':')[1]!;
      const serving = cities.filter((c) => sandbox.restaurants(c).some((x) => x.cuisines.includes(cuisine)));
      return serving.length === 0
        ? [`no restaurant in ${where} serves ${cuisine} food`]
        : [`${cuisine} food is served in ${serving.join(', ')}, but no plan through ${serving.length === 1 ? 'it' : 'them'} meets the other requirements`];
    }
    case 'meals.avoidCuisine': {
      const cuisine = r.key.split(':')[1]!;
      return cities.map((c) => {
        const all = sandbox.restaurants(c).length;
        const serving = sandbox.restaurants(c).filter((x) => x.cuisines.includes(cuisine)).length;
        return `${serving} of the ${all} restaurants in ${c} serve ${cuisine} food`;
      });
    }
    case 'meals.pricePerPerson': {
      const price = spec.wishes.mealPricePerPerson ?? {};
      const range =
        price.min !== undefined && price.max !== undefined
          ? `${usd(price.min)}-${usd(price.max)}`
          : price.max !== undefined
            ? `at most ${usd(price.max)}`
            : `at least ${usd(price.min ?? 0)}`;
      return cities.map((c) => {
        const all = sandbox.restaurants(c).filter((x) => writableName(x.name));
        const within = all.filter(
          (x) => (price.min === undefined || x.averageCost >= price.min) && (price.max === undefined || x.averageCost <= price.max),
        ).length;
        return `${within} of the ${all.length} restaurants in ${c} cost ${range} per person`;
      });
    }
    case 'route.cities': {
      // What the data lacks for a named city; else the named cities are simply where no plan meets the rest.
      const gaps = spec.cities.flatMap((city) => cityGaps(ctx, city));
      return gaps.length > 0 ? gaps : [`no plan through ${list(spec.cities)} meets the other requirements`];
    }
    case 'transport.exclusion': {
      const mode = r.key.split(':')[1]!;
      const facts: string[] = [];
      const first = ctx.dates[0]!;
      const last = ctx.dates[ctx.dates.length - 1]!;
      for (const city of cities) {
        for (const [a, b, date] of [
          [spec.origin, city, first],
          [city, spec.origin, last],
        ] as const) {
          const road = sandbox.road(a, b);
          const flights = sandbox.flights(a, b, date);
          if (mode === 'flight' && !road && flights.length > 0) facts.push(`from ${a} to ${b} there is no road (or it takes a day or more), only flights`);
          if (mode !== 'flight' && road && flights.length === 0) facts.push(`from ${a} to ${b} there is no flight on ${date}, only the road`);
        }
      }
      return facts.length > 0 ? facts : [`without ${modeWords(mode)}, no combination of legs meets the other requirements`];
    }
    default:
      return [];
  }
}
