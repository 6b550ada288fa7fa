/**
 * Sandbox membership and pricing as the scorer does them: a venue "Name, City" matches every row of that
 * exact city whose name contains Name (case-sensitive; pandas `str.contains(re.escape(name))`, so an
 * empty name matches every row), and attributes come from the first matching row in table order.
 */
import type { Accommodation, Attraction, Flight, Restaurant, Road, Sandbox } from '../sandbox/index.ts';
import { beforeParenthesis, nameAndCity } from './text.ts';

const matching = <T extends { readonly name: string }>(rows: readonly T[], name: string): T[] => rows.filter((r) => r.name.includes(name));

export function restaurantMatches(sandbox: Sandbox, venue: string): Restaurant[] {
  const { name, city } = nameAndCity(venue);
  return matching(sandbox.restaurants(city), name);
}

export function attractionMatches(sandbox: Sandbox, venue: string): Attraction[] {
  const { name, city } = nameAndCity(venue);
  return matching(sandbox.attractions(city), name);
}

export function accommodationMatches(sandbox: Sandbox, venue: string): Accommodation[] {
  const { name, city } = nameAndCity(venue);
  return matching(sandbox.accommodations(city), name);
}

/** Flights with this number between the two cities (each passed through extract_before_parenthesis). */
export function flightMatches(sandbox: Sandbox, number: string, from: string, to: string): readonly Flight[] {
  return sandbox.flightsByNumber(number, beforeParenthesis(from), beforeParenthesis(to));
}

/** The scorer's `run_for_evaluation`: the road it prices, or undefined where its cost would be None. */
export function roadBetween(sandbox: Sandbox, from: string, to: string): Road | undefined {
  return sandbox.road(beforeParenthesis(from), beforeParenthesis(to));
}
