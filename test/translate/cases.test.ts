import { expect } from 'chai';
import { SpecError } from '../../src/errors.ts';
import { loadGeography, resolveDatabaseDir } from '../../src/sandbox/index.ts';
import type { TripSpec } from '../../src/spec/index.ts';
import type { PlaceNames } from '../../src/translate/places.ts';
import { translateRules } from '../../src/translate/rules/index.ts';
import { travelPlannerDirOrUndefined } from '../helpers/data.ts';
import { ACCEPTED, REFUSED, type Expected, type TranslateCase } from './cases.ts';
import { miniGeography } from './geography.ts';

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export function expectedSpec(e: Expected): TripSpec {
  return {
    origin: e.origin,
    destination: typeof e.to === 'string' ? { kind: 'city', name: e.to } : { kind: 'state', name: e.to.state },
    days: e.days,
    cityCount: e.cities ?? 1,
    startDate: e.start,
    endDate: addDays(e.start, e.days - 1),
    travellers: e.people,
    budget: e.budget,
    houseRules: [...(e.rules ?? [])],
    cuisines: [...(e.cuisines ?? [])],
    avoidCuisines: [...(e.avoid ?? [])],
    roomType: e.room ?? null,
    excludeTransport: [...(e.no ?? [])],
    wishes: e.pace === undefined ? {} : { pace: e.pace },
  };
}

function runSuite(label: string, names: () => PlaceNames | undefined): void {
  describe(`rule translator: written requests (${label})`, function () {
    let geography: PlaceNames;
    before(function () {
      const g = names();
      if (!g) this.skip();
      geography = g!;
    });
    const options = (c: TranslateCase) => (c.defaultYear === undefined ? {} : { defaultYear: c.defaultYear });
    describe('translates', () => {
      for (const c of ACCEPTED) {
        it(c.request, () => {
          expect(translateRules(c.request, geography, options(c))).to.deep.equal(expectedSpec(c.expect!));
        });
      }
    });
    describe('refuses, naming the field', () => {
      for (const c of REFUSED) {
        it(`${c.refuse!.field}: ${c.request}`, () => {
          let error: unknown;
          try {
            translateRules(c.request, geography, options(c));
          } catch (e) {
            error = e;
          }
          expect(error, 'a SpecError').to.be.instanceOf(SpecError);
          const spec = error as SpecError;
          expect(spec.field).to.equal(c.refuse!.field, spec.message);
          expect(spec.message.startsWith(`${c.refuse!.field}: `)).to.equal(true);
          if (c.refuse!.quote !== undefined) expect(spec.message).to.include(c.refuse!.quote);
        });
      }
    });
  });
}

runSuite('a slice of the sandbox geography', () => miniGeography());
runSuite('the whole TravelPlanner geography', () => {
  const dir = travelPlannerDirOrUndefined();
  if (!dir) return undefined;
  const g = loadGeography(resolveDatabaseDir(dir));
  return { cities: () => [...g.stateOfCity.keys()], states: () => g.states, stateOf: (c: string) => g.stateOfCity.get(c) };
});

describe('the written suite', () => {
  it('has at least 150 requests, 25 of them refusals', () => {
    expect(ACCEPTED.length + REFUSED.length).to.be.at.least(150);
    expect(REFUSED.length).to.be.at.least(25);
  });
});
