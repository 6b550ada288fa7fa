/**
 * Requirements a request can carry that the benchmark has no check for (ruled-out cuisines, required cities),
 * checked on a plan the way the scorer reads it (a venue is the first row of its city whose name contains it, a
 * city is read from current_city as the route check reads it). They sit beside the benchmark's
 * checks, never inside them: a plan's benchmark verdicts stay exactly the scorer's.
 */
import { violation, type Violation } from '../catalogue/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import type { PlanDay } from '../tripspec/index.ts';
import { restaurantMatches } from './lookup.ts';
import { beforeParenthesis, extractFromTo } from './text.ts';

const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** Every meal at a restaurant that serves a ruled-out cuisine (as the scorer tests cuisines: a substring). */
export function avoidedCuisineViolations(plan: readonly PlanDay[], avoid: readonly string[], sandbox: Sandbox): Violation[] {
  if (avoid.length === 0) return [];
  const out: Violation[] = [];
  plan.forEach((day, i) => {
    for (const meal of MEALS) {
      const value = day[meal];
      if (typeof value !== 'string' || value.trim() === '' || value.trim() === '-') continue;
      const first = restaurantMatches(sandbox, value)[0];
      if (!first) continue;
      for (const cuisine of avoid) {
        if (first.cuisines.includes(cuisine))
          out.push(violation('meals.avoidCuisine', { cuisine, day: i + 1, meal, restaurant: value, cuisines: first.cuisines }));
      }
    }
  });
  return out;
}

/**
 * The cities a plan visits, in the order first named, the origin left out: each day's current_city read as the
 * route check reads it (both ends of a "from A to B" day, else the city before any "(...)"). A day whose city is
 * not text, or a "from" day that does not parse, names none (the benchmark's checks report those).
 */
export function visitedCities(plan: readonly PlanDay[], origin: string): string[] {
  const seen: string[] = [];
  for (const day of plan) {
    const current: unknown = day?.current_city;
    if (typeof current !== 'string') continue;
    // leg is read only on a day whose city says "from" (the next line): what it holds on any other day does not matter.
    // Stryker disable next-line StringLiteral: the reason above
    const leg = current.includes('from') ? extractFromTo(current) : null;
    const named = current.includes('from') ? (leg ? leg.map(beforeParenthesis) : []) : [beforeParenthesis(current)];
    for (const city of named) if (city !== origin && !seen.includes(city)) seen.push(city);
  }
  return seen;
}

/** Every required city the plan does not visit (route.cities), in the order the request lists them. */
export function requiredCityViolations(plan: readonly PlanDay[], cities: readonly string[], origin: string): Violation[] {
  if (cities.length === 0) return [];
  const visited = visitedCities(plan, origin);
  return cities.filter((c) => !visited.includes(c)).map((city) => violation('route.cities', { city, visited }));
}
