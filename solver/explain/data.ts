/**
 * What the data lacks when it cannot answer a request: a named city the state does not have, a city without
 * lodging or restaurants, no way there or back, no way between the cities.
 */
import { list } from '../../src/catalogue/index.ts';
import type { TripSpec } from '../../src/tripspec/index.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';
import { candidateCities, makeContext } from '../skeleton-context.ts';

/**
 * The required cities the destination state does not have in the data, said in words ("Atlantis is not a city of
 * Verdania in the data (its cities: Port Alder, Quillon, ...)"), or undefined when it has them all.
 */
export function unknownCities(spec: TripSpec, sandbox: Sandbox): string | undefined {
  const state = spec.destination.name;
  const known = sandbox.citiesIn(state).filter((c) => c !== spec.origin);
  const unknown = spec.cities.filter((c) => !known.includes(c));
  if (unknown.length === 0) return undefined;
  const shown = known.length > 8 ? `${known.slice(0, 8).join(', ')}, ...` : known.join(', ');
  return `${list(unknown)} ${unknown.length === 1 ? 'is not a city' : 'are not cities'} of ${state} in the data (its cities: ${shown})`;
}

/** What the data lacks for any plan through `city`: lodging for the party, restaurants, a way there or back. */
export function cityGaps(ctx: ReturnType<typeof makeContext>, city: string): string[] {
  const { spec } = ctx;
  const gaps: string[] = [];
  if (ctx.city(city).lodging.length === 0) gaps.push(`${city} has no lodging for ${spec.travellers} traveller${spec.travellers === 1 ? '' : 's'}`);
  if (ctx.sandbox.restaurants(city).length === 0) gaps.push(`${city} has no restaurants`);
  const there = ctx.dates.some((d) => ctx.leg(spec.origin, city, d).length > 0);
  const back = ctx.dates.some((d) => ctx.leg(city, spec.origin, d).length > 0);
  if (!there) gaps.push(`no flight or road from ${spec.origin} to ${city} on ${spec.startDate} to ${spec.endDate}`);
  if (!back) gaps.push(`no flight or road from ${city} back to ${spec.origin} on those dates`);
  return gaps;
}

/** Why even a request with no wishes at all has no plan: the legs or cities the data lacks. */
export function dataGaps(spec: TripSpec, sandbox: Sandbox): string {
  const ctx = makeContext(spec, sandbox);
  const cities = candidateCities(ctx);
  const gaps = cities.flatMap((city) => cityGaps(ctx, city));
  if (spec.cityCount >= 2 && cities.length >= spec.cityCount) {
    // A trip through several cities needs a way between two of them: none at all is a gap of its own.
    const linked = cities.some((a) => cities.some((b) => a !== b && ctx.dates.some((d) => ctx.leg(a, b, d).length > 0)));
    if (!linked)
      gaps.push(`no flight or road between any two of the ${cities.length} cities of ${spec.destination.name} (${cities.join(', ')}) on those dates`);
  }
  if (cities.length < spec.cityCount) gaps.push(`${spec.destination.name} has ${cities.length} cities with data, fewer than the ${spec.cityCount} asked for`);
  return gaps.length > 0
    ? `the data cannot answer this request: ${gaps.slice(0, 6).join('; ')}`
    : 'the data has no plan for these cities and dates even without any wishes';
}
