/**
 * The eight commonsense checks (src/evaluate/commonsense.ts) run one at a time on the fixture sandbox, where the
 * plan is read field by field: the day and key a value that is not text is reported under, how Python's ==
 * tells values apart, what an empty current city does, the days of a trip of length 0, and the exact edges of
 * the completeness rules. The plan is the solver's for fixture request 01 (Brasswick -> Quillon, 3 days), written
 * out so that no solve runs here.
 */
import { expect } from 'chai';
import type { CommonsenseId } from '../../src/catalogue/index.ts';
import { COMMONSENSE_CHECKS } from '../../src/evaluate/commonsense.ts';
import type { PlanQuery } from '../../src/evaluate/index.ts';
import { runCheck } from '../../src/evaluate/types.ts';
import type { Accommodation, Sandbox } from '../../src/sandbox/index.ts';
import { fixtureSandbox } from '../verbalize/plans.ts';
import { BACK, FIXTURE_PLAN, LODGING, OUT } from '../helpers/fixture-plan.ts';
import { overriding } from './helpers.ts';

const PLAN: readonly Record<string, unknown>[] = FIXTURE_PLAN;
const QUERY: PlanQuery = {
  org: 'Brasswick',
  dest: 'Quillon',
  days: 3,
  visiting_city_number: 1,
  people_number: 1,
  local_constraint: { 'house rule': null, cuisine: null, 'room type': null, transportation: null },
  budget: 1700,
};

const plan = (change: (days: Record<string, unknown>[]) => void = () => {}): unknown[] => {
  const days = structuredClone(PLAN) as Record<string, unknown>[];
  change(days);
  return days;
};

/** One check's answer: true, or the sentence of its violation. */
function says(id: CommonsenseId, days: readonly unknown[], query: Partial<PlanQuery> = {}, sandbox: Sandbox = fixtureSandbox()): true | string {
  const r = runCheck(id, COMMONSENSE_CHECKS[id], { query: { ...QUERY, ...query }, plan: days, sandbox });
  if (r.verdict === true) return true;
  expect(r.verdict, `${id} gave ${String(r.verdict)}`).to.equal(false);
  expect(r.violation!.id).to.equal(id);
  return r.message!;
}

const notText = (day: number, key: string, found: string) => `day ${day}'s "${key}" is ${found}, which the benchmark cannot read`;

describe('evaluate/commonsense: reading the plan', () => {
  it('passes the optimum of its own request on every check', () => {
    for (const id of Object.keys(COMMONSENSE_CHECKS) as CommonsenseId[]) expect([id, says(id, plan())]).to.deep.equal([id, true]);
  });

  describe('route.reasonable', () => {
    it('fails a current city that is not text, naming its day and key', () => {
      expect(
        says(
          'route.reasonable',
          plan((p) => void (p[1]!.current_city = 7)),
        ),
      ).to.equal(notText(2, 'current_city', 'a number (7)'));
    });
    it('fails a trip of 0 days, which names no cities (the scorer would crash)', () => {
      expect(says('route.reasonable', plan(), { days: 0 })).to.equal('the plan names no cities');
    });
  });

  describe('meals.diverse', () => {
    it("tells values apart as Python's == does: text by its characters, anything else by its JSON", () => {
      const distinct = plan((p) => {
        p[0]!.dinner = { a: 1 };
        p[1]!.breakfast = { b: 2 };
        p[1]!.lunch = 5;
        p[1]!.dinner = '5';
        p[2]!.breakfast = 'j:6';
        p[2]!.lunch = 6;
      });
      expect(says('meals.diverse', distinct)).to.equal(true);
      const again = plan((p) => {
        p[0]!.dinner = { a: 1 };
        p[2]!.lunch = { a: 1 };
      });
      expect(says('meals.diverse', again)).to.equal('the lunch on day 3, "{"a":1}", repeats an earlier restaurant');
    });
  });

  describe('attractions.diverse', () => {
    it('fails an attraction that is not text, naming its day and key', () => {
      expect(
        says(
          'attractions.diverse',
          plan((p) => void (p[1]!.attraction = 5)),
        ),
      ).to.equal(notText(2, 'attraction', 'a number (5)'));
    });
  });

  describe('lodging.minNights', () => {
    it('fails a day that is a number, as a day it cannot read', () => {
      expect(
        says(
          'lodging.minNights',
          plan((p) => void ((p as unknown[])[1] = 5)),
        ),
      ).to.equal('day 2 is a number (5), which the benchmark cannot read as a day');
    });

    it("skips a '-' or empty lodging before reading its name (even where a sandbox lists a room for that name)", () => {
      // Read as a name, '-' and '' would both be '-' in the city '-': here that city has a '-' room of 9 nights at least.
      const dash: Accommodation = { ...fixtureSandbox().accommodations('Quillon')[0]!, name: 'Room - 9 nights', city: '-', minimumNights: 9 };
      const base = fixtureSandbox();
      const sandbox = overriding(base, { accommodations: (city: string) => (city === '-' ? [dash] : base.accommodations(city)) });
      expect(says('lodging.minNights', plan(), {}, sandbox)).to.equal(true);
      expect(
        says(
          'lodging.minNights',
          plan((p) => void (p[2]!.accommodation = '')),
          {},
          sandbox,
        ),
      ).to.equal(true);
      expect(
        says(
          'lodging.minNights',
          plan((p) => void (p[2]!.accommodation = ' - ')),
          {},
          sandbox,
        ),
      ).to.equal('" - " is booked for 1 night but requires at least 9 nights');
    });
  });

  describe('transport.nonConflicting', () => {
    it("reads day 1's transportation even on a trip of 0 days, and fails it when it is not text", () => {
      expect(
        says(
          'transport.nonConflicting',
          plan((p) => void (p[0]!.transportation = 5)),
          { days: 0 },
        ),
      ).to.equal(notText(1, 'transportation', 'a number (5)'));
      expect(says('transport.nonConflicting', plan(), { days: 0 })).to.equal(true);
    });
    it("fails a later day's transportation that is not text, naming its day", () => {
      expect(
        says(
          'transport.nonConflicting',
          plan((p) => void (p[1]!.transportation = 5)),
        ),
      ).to.equal(notText(2, 'transportation', 'a number (5)'));
    });
    it('names only the modes it knows when it finds a conflict', () => {
      const mixed = plan((p) => {
        p[0]!.transportation = 'Self-driving, from Brasswick to Quillon, duration: 9 hours 43 mins, distance: 914 km, cost: 45';
        p[1]!.transportation = 'Walk around Quillon';
      });
      expect(says('transport.nonConflicting', mixed)).to.equal('the transportation is conflicting: self-driving and flight in one trip');
    });
  });

  describe('plan.withinCurrentCity', () => {
    it('fails a current city that is not text, and each field that is not text, naming its day and key', () => {
      expect(
        says(
          'plan.withinCurrentCity',
          plan((p) => void (p[1]!.current_city = 7)),
        ),
      ).to.equal(notText(2, 'current_city', 'a number (7)'));
      for (const key of ['transportation', 'attraction', 'accommodation']) {
        expect(
          says(
            'plan.withinCurrentCity',
            plan((p) => void (p[1]![key] = 5)),
          ),
        ).to.equal(notText(2, key, 'a number (5)'));
      }
    });

    it('fails an empty current city: a meal has no character to be found in it, and a lodging no last city (read before the lodging)', () => {
      const empty = { problem: 'unreadable', day: 2, key: 'current_city', found: 'an empty string' };
      const fields = (days: unknown[]) =>
        runCheck('plan.withinCurrentCity', COMMONSENSE_CHECKS['plan.withinCurrentCity'], { query: QUERY, plan: days, sandbox: fixtureSandbox() }).violation
          ?.fields;
      expect(fields(plan((p) => void (p[1]!.current_city = '')))).to.deep.equal(empty);
      for (const accommodation of [LODGING, 5]) {
        const lodgingOnly = plan((p) => Object.assign(p[1]!, { current_city: '', breakfast: '-', attraction: '-', lunch: '-', dinner: '-', accommodation }));
        expect(fields(lodgingOnly)).to.deep.equal(empty);
      }
    });

    it("fails an attraction in neither of a travel day's cities, and reads no attraction on a day without the field", () => {
      const third = plan((p) => void (p[0]!.attraction = 'Ashgrove Falls, Quillon;Harbour Fort, Larkmoor;'));
      expect(says('plan.withinCurrentCity', third)).to.equal(
        `the attraction on day 1, "Harbour Fort, Larkmoor", is not in the day's cities (Brasswick and Quillon)`,
      );
      expect(
        says(
          'plan.withinCurrentCity',
          plan((p) => void delete p[1]!.attraction),
        ),
      ).to.equal(true);
    });

    it("fails a stay day's lodging without the city's last character, naming that city", () => {
      // "Quillon" ends in "n"; the attic room's text has none.
      const attic = "Artist's attic room (top floor), Larkmoor";
      expect(
        says(
          'plan.withinCurrentCity',
          plan((p) => void (p[1]!.accommodation = attic)),
        ),
      ).to.equal(`the accommodation on day 2, "${attic}", is not in Quillon`);
    });
  });

  describe('plan.withinSandbox', () => {
    it("reads a transport's leg from a current city that is not text only when the transport needs it", () => {
      expect(
        says(
          'plan.withinSandbox',
          plan((p) => Object.assign(p[1]!, { transportation: 'Taxi', current_city: 7 })),
        ),
      ).to.equal(notText(2, 'current_city', 'a number (7)'));
      expect(
        says(
          'plan.withinSandbox',
          plan((p) => void (p[1]!.current_city = 7)),
        ),
      ).to.equal(true);
    });

    it('fails each field that is not text, naming its day and key, and reads no attraction that is null', () => {
      for (const key of ['transportation', 'attraction', 'accommodation']) {
        expect(
          says(
            'plan.withinSandbox',
            plan((p) => void (p[1]![key] = 5)),
          ),
        ).to.equal(notText(2, key, 'a number (5)'));
      }
      expect(
        says(
          'plan.withinSandbox',
          plan((p) => void (p[1]!.attraction = null)),
        ),
      ).to.equal(true);
    });

    it('looks up a drive whose "from A to B" cannot be read as the road from "-" to "-", as the scorer does', () => {
      const base = fixtureSandbox();
      const road = base.road('Brasswick', 'Quillon')!;
      const sandbox = overriding(base, { road: (from: string, to: string) => (from === '-' && to === '-' ? road : base.road(from, to)) });
      const drive = plan((p) => void (p[1]!.transportation = 'Self-driving'));
      expect(says('plan.withinSandbox', drive, {}, sandbox)).to.equal(true);
      expect(says('plan.withinSandbox', drive)).to.equal('the transportation on day 2, "Self-driving", is not in the sandbox');
    });
  });

  describe('plan.complete', () => {
    it('does not count a day holding the "You don\'t need to fill in" placeholder', () => {
      const unused = "You don't need to fill in the information for this or later days.";
      const four = [...plan(), { ...PLAN[2], days: 4, current_city: unused }];
      expect(says('plan.complete', four, { days: 4 })).to.equal('the plan has 3 days, not 4');
    });

    it('fails a current city that is not text, naming its day and key', () => {
      expect(
        says(
          'plan.complete',
          plan((p) => void (p[1]!.current_city = 7)),
        ),
      ).to.equal(notText(2, 'current_city', 'a number (7)'));
    });

    it('counts a city named only on a stay day', () => {
      const larkmoor = plan((p) => void (p[1]!.current_city = 'Larkmoor'));
      expect(says('plan.complete', larkmoor, { visiting_city_number: 2 })).to.equal(true);
      expect(says('plan.complete', larkmoor)).to.equal('the plan visits 2 cities, not 1');
    });

    it('reads "A to B" without "from" as travel that needs transportation but no attraction', () => {
      const toLarkmoor = (change: Record<string, unknown>) => plan((p) => Object.assign(p[1]!, { current_city: 'Quillon to Larkmoor', ...change }));
      expect(says('plan.complete', toLarkmoor({}), { visiting_city_number: 2 })).to.equal('day 2 travels between cities but has no transportation');
      expect(says('plan.complete', toLarkmoor({ transportation: 'Walk', attraction: '-' }), { visiting_city_number: 2 })).to.equal(true);
    });

    it('fails a trip of 0 days as sparse (the scorer divides by zero)', () => {
      expect(says('plan.complete', plan(), { days: 0, visiting_city_number: 0 })).to.equal(
        'only 0 of 0 fields are filled: more than half the information is absent',
      );
    });

    it('accepts exactly half the fields filled', () => {
      const none = { breakfast: '-', attraction: '-', lunch: '-', dinner: '-' };
      // Day 1: days, current_city, transportation and accommodation; day 2: current_city and transportation. 6 of 12.
      const half = [
        { days: 1, current_city: 'from Brasswick to Quillon', transportation: OUT, ...none, accommodation: LODGING },
        { current_city: 'from Quillon to Brasswick', transportation: BACK, ...none, accommodation: '-' },
      ];
      expect(says('plan.complete', half, { days: 2 })).to.equal(true);
      expect(says('plan.complete', [{ ...half[0], days: 0 }, half[1]], { days: 2 })).to.equal(
        'only 5 of 12 fields are filled: more than half the information is absent',
      );
    });
  });
});
