import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SpecError } from '../../src/common/errors.ts';
import { parseTripSpec, toTravelPlannerFields, tripDates } from '../../src/tripspec/index.ts';
import { renderSchemas } from '../../src/tripspec/schemas.ts';
import { renderTourSchemas } from '../../src/tour/schema.ts';
import { REPO_ROOT } from '../helpers/data.ts';

const base = {
  origin: 'Brasswick',
  destination: { kind: 'city', name: 'Quillon' },
  days: 3,
  cityCount: 1,
  startDate: '2022-03-16',
  endDate: '2022-03-18',
  travellers: 2,
  budget: 1700,
};

describe('TripSpec', () => {
  it('fills defaults for the optional requirements', () => {
    const spec = parseTripSpec(base);
    expect(spec.houseRules).to.deep.equal([]);
    expect(spec.cuisines).to.deep.equal([]);
    expect(spec.roomType).to.equal(null);
    expect(spec.excludeTransport).to.deep.equal([]);
    expect(spec.wishes).to.deep.equal({});
    expect(tripDates(spec)).to.deep.equal(['2022-03-16', '2022-03-17', '2022-03-18']);
  });

  it("maps to the benchmark's own fields", () => {
    const spec = parseTripSpec({ ...base, houseRules: ['pets'], cuisines: ['Mexican', 'Indian'], roomType: 'entire room', excludeTransport: ['flight'] });
    expect(toTravelPlannerFields(spec)).to.deep.equal({
      org: 'Brasswick',
      dest: 'Quillon',
      days: 3,
      visiting_city_number: 1,
      date: ['2022-03-16', '2022-03-17', '2022-03-18'],
      people_number: 2,
      local_constraint: { 'house rule': 'pets', cuisine: ['Mexican', 'Indian'], 'room type': 'entire room', transportation: 'no flight' },
      budget: 1700,
    });
  });

  describe('bad specs name the field', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['zero travellers', { travellers: 0 }, 'travellers'],
      ['a negative budget', { budget: -5 }, 'budget'],
      ['dates that disagree with days', { endDate: '2022-03-19' }, 'endDate'],
      ['a date that does not exist', { startDate: '2022-02-30', endDate: '2022-03-02' }, 'startDate'],
      ['an unknown room type', { roomType: 'castle' }, 'roomType'],
      ['an unknown house rule', { houseRules: ['loud music'] }, 'houseRules.0'],
      ['two cities in three days with a city destination', { cityCount: 2 }, 'cityCount'],
      ['a missing origin', { origin: undefined }, 'origin'],
    ];
    for (const [name, patch, field] of cases) {
      it(`rejects ${name} (${field})`, () => {
        expect(() => parseTripSpec({ ...base, ...patch }))
          .to.throw(SpecError)
          .with.property('field', field);
      });
    }
    it('says how many cities need how many travel days, in the singular and the plural', () => {
      const message = (patch: Record<string, unknown>) => {
        try {
          parseTripSpec({ ...base, ...patch });
        } catch (e) {
          return (e as SpecError).message;
        }
        return 'accepted';
      };
      expect([
        message({ days: 1, endDate: '2022-03-16' }),
        message({ destination: { kind: 'state', name: 'Verdania' }, cityCount: 2, days: 2, endDate: '2022-03-17' }),
      ]).to.deep.equal([
        'cityCount: expected 1 city needs 2 travel days, more than the 1 day of the trip (found: "1")',
        'cityCount: expected 2 cities need 3 travel days, more than the 2 days of the trip (found: "2")',
      ]);
    });

    it('quotes what it found', () => {
      expect(() => parseTripSpec({ ...base, travellers: 0 }))
        .to.throw(SpecError)
        .with.property('message', 'travellers: expected Too small: expected number to be >=1 (found: "0")');
    });
  });

  it('schemas/trip-spec.schema.json is what `npm run schemas` writes (regenerate it when src/tripspec changes)', () => {
    for (const [file, text] of Object.entries({ ...renderSchemas(), ...renderTourSchemas() })) {
      expect(readFileSync(join(REPO_ROOT, 'schemas', file), 'utf8'), `schemas/${file} is stale: run npm run schemas`).to.equal(text);
    }
  });
});
