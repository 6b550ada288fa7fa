/**
 * Requirements a request can carry that the benchmark has no check for, checked on a plan the way the scorer
 * reads it (a venue is the first row of its city whose name contains it). They sit beside the benchmark's
 * checks, never inside them: a plan's benchmark verdicts stay exactly the scorer's.
 */
import { violation, type Violation } from '../catalogue/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import type { PlanDay } from '../spec/index.ts';
import { restaurantMatches } from './lookup.ts';

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
        if (first.cuisines.includes(cuisine)) out.push(violation('meals.avoidCuisine', { cuisine, day: i + 1, meal, restaurant: value, cuisines: first.cuisines }));
      }
    }
  });
  return out;
}
