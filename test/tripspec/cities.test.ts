/**
 * TripSpec.cities: the cities of a state destination the trip must visit. Only with a state destination, each
 * once, at most cityCount of them, never the origin; empty by default. The benchmark has no such field, so the
 * benchmark's fields neither carry it nor set it.
 */
import { expect } from 'chai';
import { SpecError } from '../../src/common/errors.ts';
import { fromTravelPlannerFields, parseTripSpec, toTravelPlannerFields, TripSpec } from '../../src/tripspec/index.ts';

const verdania = {
  origin: 'Brasswick',
  destination: { kind: 'state', name: 'Verdania' },
  days: 5,
  cityCount: 2,
  startDate: '2022-03-16',
  endDate: '2022-03-20',
  travellers: 2,
  budget: 4000,
};

/** Every issue the spec's validation raises, as "path: message". */
function issues(input: Record<string, unknown>): string[] {
  const result = TripSpec.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** The SpecError parseTripSpec throws (its first issue), or 'accepted'. */
function error(input: Record<string, unknown>): string {
  try {
    parseTripSpec(input);
  } catch (e) {
    if (e instanceof SpecError) return `${e.field} | ${e.message}`;
    throw e;
  }
  return 'accepted';
}

describe('TripSpec.cities', () => {
  it('defaults to [] (any cities of the state may be chosen)', () => {
    expect(parseTripSpec(verdania).cities).to.deep.equal([]);
  });

  it('accepts as many cities as cityCount, and fewer, in the order written', () => {
    expect(parseTripSpec({ ...verdania, cities: ['Quillon', 'Port Alder'] }).cities).to.deep.equal(['Quillon', 'Port Alder']);
    expect(parseTripSpec({ ...verdania, cities: ['Larkmoor'] }).cities).to.deep.equal(['Larkmoor']);
  });

  it('rejects required cities with a city destination', () => {
    const city = { ...verdania, destination: { kind: 'city', name: 'Quillon' }, cityCount: 1, cities: ['Quillon'] };
    expect(issues(city)).to.deep.equal(['cities: no required cities for a city destination (Quillon)']);
    expect(error(city)).to.equal('cities | cities: expected no required cities for a city destination (Quillon)');
  });

  it('rejects a city listed twice, naming it once', () => {
    expect(issues({ ...verdania, cityCount: 3, days: 7, endDate: '2022-03-22', cities: ['Quillon', 'Larkmoor', 'Quillon'] })).to.deep.equal([
      'cities: each city once (Quillon repeated)',
    ]);
  });

  it('rejects more cities than cityCount, in the singular and the plural', () => {
    expect(issues({ ...verdania, cities: ['Quillon', 'Larkmoor', 'Port Alder'] })).to.deep.equal(['cities: at most cityCount (2) cities, found 3']);
    expect(issues({ ...verdania, cityCount: 1, cities: ['Quillon', 'Larkmoor'] })).to.deep.equal(['cities: at most cityCount (1) city, found 2']);
  });

  it('rejects the origin as a city to visit', () => {
    expect(issues({ ...verdania, origin: 'Quillon', cities: ['Quillon'] })).to.deep.equal(['cities: cities other than the origin (Quillon)']);
  });

  it('reports every problem of the list at once', () => {
    expect(issues({ ...verdania, origin: 'Quillon', cityCount: 1, days: 3, endDate: '2022-03-18', cities: ['Quillon', 'Quillon'] })).to.deep.equal([
      'cities: each city once (Quillon repeated)',
      'cities: at most cityCount (1) city, found 2',
      'cities: cities other than the origin (Quillon)',
    ]);
  });

  it('rejects an empty name and a name that is not text', () => {
    expect(error({ ...verdania, cities: [''] })).to.equal('cities.0 | cities.0: expected Too small: expected string to have >=1 characters (found: "")');
    expect(error({ ...verdania, cities: [7] })).to.equal('cities.0 | cities.0: expected Invalid input: expected string, received number (found: "7")');
  });

  it("is not one of the benchmark's fields: toTravelPlannerFields leaves it out, fromTravelPlannerFields leaves it empty", () => {
    const spec = parseTripSpec({ ...verdania, cities: ['Quillon'] });
    const fields = toTravelPlannerFields(spec);
    expect(Object.keys(fields)).to.deep.equal(['org', 'dest', 'days', 'visiting_city_number', 'date', 'people_number', 'local_constraint', 'budget']);
    expect(fromTravelPlannerFields(fields)).to.deep.equal({ ...spec, cities: [] });
  });
});
