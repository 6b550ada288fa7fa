/**
 * The hard checks and the total cost (src/evaluate/hard.ts) on the fixture sandbox, where the plan is read field by
 * field: the day a violation names, fields that are empty or not text, and each reason an item cannot be priced.
 * The plan is the solver's for fixture request 01 (Brasswick -> Quillon by air, one traveller, $1,223).
 */
import { expect } from 'chai';
import { CATALOGUE } from '../../src/catalogue/index.ts';
import { hardChecks, planTotalCost, type PlanQuery } from '../../src/evaluate/index.ts';
import { HARD_CHECKS } from '../../src/evaluate/hard.ts';
import { toTravelPlannerFields, type PlanDay } from '../../src/tripspec/index.ts';
import { fixturePlan, fixtureSandbox, QUICK } from '../verbalize/plans.ts';
import { overriding } from './helpers.ts';

const {
  'meals.cuisine': CUISINE,
  'lodging.houseRule': HOUSE_RULE,
  'transport.exclusion': EXCLUSION,
  'lodging.roomType': ROOM_TYPE,
  'budget.total': BUDGET,
} = CATALOGUE;
const OUT = 'Flight Number: F1000238, from Brasswick to Quillon, Departure Time: 12:38, Arrival Time: 14:01';
const BACK = 'Flight Number: F1000341, from Quillon to Brasswick, Departure Time: 17:18, Arrival Time: 18:53';
const LISTING = 'Sunny 2BR near the harbor';

describe('evaluate/hard: reading the plan', () => {
  let quick: PlanDay[];
  let base: PlanQuery;
  before(async () => {
    const p = await fixturePlan(QUICK);
    quick = p.plan.submission;
    base = toTravelPlannerFields(p.spec) as PlanQuery;
  });
  const changed = (change: (plan: Record<string, unknown>[]) => void): unknown[] => {
    const plan = structuredClone(quick) as unknown as Record<string, unknown>[];
    change(plan);
    return plan;
  };
  const asking = (local: Partial<PlanQuery['local_constraint']>): PlanQuery => ({ ...base, local_constraint: { ...base.local_constraint, ...local } });
  /** [verdict, violation fields] of one hard check. */
  const check = (key: string, query: PlanQuery, plan: unknown[]) => {
    const r = hardChecks(query, plan, fixtureSandbox())[key]!;
    return [r.verdict, r.violation?.fields ?? null];
  };

  describe('planTotalCost', () => {
    it("prices every item in the scorer's order: per day transport, meals, lodging", () => {
      const cost = planTotalCost(base, quick, fixtureSandbox());
      expect(cost.items.map((i) => [i.day, i.slot, i.cost])).to.deep.equal([
        [1, 'transportation', 147],
        [1, 'dinner', 31],
        [1, 'accommodation', 306],
        [2, 'breakfast', 47],
        [2, 'lunch', 82],
        [2, 'dinner', 64],
        [2, 'accommodation', 306],
        [3, 'transportation', 204],
        [3, 'breakfast', 14],
        [3, 'lunch', 22],
      ]);
      expect([cost.total, cost.free, cost.unpriced]).to.deep.equal([1223, [], []]);
    });

    it('reads a flight\'s "from A to B" from the current city when the transport does not say it', () => {
      const plan = changed((p) => void (p[0]!.transportation = 'Flight Number: F1000238'));
      expect(planTotalCost(base, plan, fixtureSandbox()).items[0]).to.deep.equal({
        day: 1,
        slot: 'transportation',
        value: 'Flight Number: F1000238',
        cost: 147,
      });
    });

    it('lists each item it cannot price with the reason, and transport naming no mode as free', () => {
      const plan = changed((p) => {
        p[0]!.current_city = 'Quillon';
        p[0]!.transportation = 'Flight Number: F1000238';
        p[0]!.dinner = 'Nowhere Diner, Quillon';
        p[0]!.accommodation = 'Nowhere Inn, Quillon';
        p[1]!.transportation = 'Self-driving';
        p[1]!.current_city = 'Quillon';
        p[1]!.lunch = 5;
        p[2]!.transportation = 'Flight Number: F42, from Quillon to Brasswick';
      });
      const cost = planTotalCost(base, plan, fixtureSandbox());
      expect(cost.unpriced).to.deep.equal([
        { day: 1, slot: 'transportation', value: 'Flight Number: F1000238', reason: 'the flight number or its "from A to B" cannot be read' },
        { day: 1, slot: 'dinner', value: 'Nowhere Diner, Quillon', reason: 'no such restaurant in the sandbox' },
        { day: 1, slot: 'accommodation', value: 'Nowhere Inn, Quillon', reason: 'no such listing in the sandbox' },
        { day: 2, slot: 'transportation', value: 'Self-driving', reason: 'its "from A to B" cannot be read' },
        { day: 2, slot: 'lunch', value: '5', reason: '"lunch" is a number (5)' },
        {
          day: 3,
          slot: 'transportation',
          value: 'Flight Number: F42, from Quillon to Brasswick',
          reason: 'no flight F42 from Quillon to Brasswick in the sandbox',
        },
      ]);
      expect(cost.total).to.equal(47 + 64 + 306 + 14 + 22);
    });

    it('names a road that is not in the data, a day that is not a day, and a current city that is not text', () => {
      const plan = changed((p) => {
        p[0]!.transportation = 'Taxi, from Brasswick to Atlantis';
        p[1] = 'a day off' as unknown as Record<string, unknown>;
        p[2]!.transportation = 'Flight Number: F1000341';
        p[2]!.current_city = 7;
      });
      expect(planTotalCost(base, plan, fixtureSandbox()).unpriced).to.deep.equal([
        { day: 1, slot: 'transportation', value: 'Taxi, from Brasswick to Atlantis', reason: 'no road from Brasswick to Atlantis in the sandbox' },
        ...(['transportation', 'breakfast', 'lunch', 'dinner', 'accommodation'] as const).map((slot) => ({
          day: 2,
          slot,
          value: '',
          reason: 'the day is a string ("a day off")',
        })),
        { day: 3, slot: 'transportation', value: 'Flight Number: F1000341', reason: '"current_city" is a number (7)' },
      ]);
    });

    it('names a flight whose number is not written "Flight Number: ", a transport that is not text, and a day that is null', () => {
      const plan = changed((p) => {
        p[0]!.transportation = 'flight number F1000238, from Brasswick to Quillon';
        p[1] = null as unknown as Record<string, unknown>;
        p[2]!.transportation = 5;
      });
      expect(planTotalCost(base, plan, fixtureSandbox()).unpriced).to.deep.equal([
        {
          day: 1,
          slot: 'transportation',
          value: 'flight number F1000238, from Brasswick to Quillon',
          reason: 'the flight number or its "from A to B" cannot be read',
        },
        ...(['transportation', 'breakfast', 'lunch', 'dinner', 'accommodation'] as const).map((slot) => ({
          day: 2,
          slot,
          value: '',
          reason: 'the day is null',
        })),
        { day: 3, slot: 'transportation', value: '5', reason: '"transportation" is a number (5)' },
      ]);
    });

    it('lets an error that is not a reading error through', () => {
      const sandbox = overriding(fixtureSandbox(), {
        restaurants: () => {
          throw new Error('the restaurants table is gone');
        },
      });
      expect(() => planTotalCost(base, quick, sandbox)).to.throw('the restaurants table is gone');
    });

    it('charges nothing for transport that names no flight, drive or taxi', () => {
      const plan = changed((p) => void (p[0]!.transportation = 'By boat, from Brasswick to Quillon'));
      const cost = planTotalCost(base, plan, fixtureSandbox());
      expect([cost.free, cost.total]).to.deep.equal([[{ day: 1, slot: 'transportation', value: 'By boat, from Brasswick to Quillon' }], 1223 - 147]);
    });

    it('fails valid_cost on the first item it cannot price', () => {
      const plan = changed((p) => void (p[1]!.dinner = 'Nowhere Diner, Quillon'));
      expect(check(BUDGET.benchmarkKey!, base, plan)).to.deep.equal([false, { problem: 'unpriced', day: 2, slot: 'dinner', value: 'Nowhere Diner, Quillon' }]);
    });

    it('holds the budget to the cost report it is given, or prices the plan itself', () => {
      const dear = { ...planTotalCost(base, quick, fixtureSandbox()), total: 1701 };
      const r = hardChecks(base, quick, fixtureSandbox(), dear)[BUDGET.benchmarkKey!]!;
      expect([r.verdict, r.violation?.fields]).to.deep.equal([false, { limit: 1700, actual: 1701 }]);
      expect(check(BUDGET.benchmarkKey!, base, quick)).to.deep.equal([true, null]);
      expect(HARD_CHECKS['budget.total']({ query: { ...base, budget: 1222 }, plan: quick, sandbox: fixtureSandbox() })).to.deep.equal({
        limit: 1222,
        actual: 1223,
      });
    });
  });

  describe(HOUSE_RULE.id, () => {
    it('names the first day whose lodging forbids the wish, past empty and falsy lodging fields', () => {
      const plan = changed((p) => void (p[0]!.accommodation = null));
      expect(check(HOUSE_RULE.benchmarkKey!, asking({ 'house rule': 'parties' }), plan)).to.deep.equal([
        false,
        { rule: 'parties', day: 2, listing: LISTING, houseRules: 'No parties & No visitors' },
      ]);
      expect(check(HOUSE_RULE.benchmarkKey!, asking({ 'house rule': 'pets' }), plan)).to.deep.equal([true, null]);
    });
    it('fails on a lodging field that is not text, naming its day', () => {
      const plan = changed((p) => void (p[1]!.accommodation = 12));
      expect(check(HOUSE_RULE.benchmarkKey!, asking({ 'house rule': 'pets' }), plan)).to.deep.equal([
        false,
        { problem: 'unreadable', day: 2, key: 'accommodation', found: 'a number (12)' },
      ]);
    });
    it('ignores a lodging the sandbox does not have', () => {
      const plan = changed((p) => void (p[0]!.accommodation = 'Nowhere Inn, Quillon'));
      expect(check(HOUSE_RULE.benchmarkKey!, asking({ 'house rule': 'visitors' }), plan)).to.deep.equal([
        false,
        { rule: 'visitors', day: 2, listing: LISTING, houseRules: 'No parties & No visitors' },
      ]);
    });
  });

  describe(ROOM_TYPE.id, () => {
    it('names the first day whose lodging is the wrong type, past a falsy field, and fails a field that is not text', () => {
      const plan = changed((p) => void (p[0]!.accommodation = ''));
      expect(check(ROOM_TYPE.benchmarkKey!, asking({ 'room type': 'shared room' }), plan)).to.deep.equal([
        false,
        { roomType: 'shared room', day: 2, listing: LISTING, actualRoomType: 'Entire home/apt' },
      ]);
      expect(check(ROOM_TYPE.benchmarkKey!, asking({ 'room type': 'entire room' }), plan)).to.deep.equal([true, null]);
      const odd = changed((p) => void (p[1]!.accommodation = false));
      expect(check(ROOM_TYPE.benchmarkKey!, asking({ 'room type': 'entire room' }), odd)).to.deep.equal([true, null]);
      const list = changed((p) => void (p[1]!.accommodation = [LISTING]));
      expect(check(ROOM_TYPE.benchmarkKey!, asking({ 'room type': 'entire room' }), list)).to.deep.equal([
        false,
        { problem: 'unreadable', day: 2, key: 'accommodation', found: 'a list' },
      ]);
    });
  });

  describe(EXCLUSION.id, () => {
    it('names the first day that breaks it, past a falsy transport field', () => {
      const plan = changed((p) => void (p[0]!.transportation = 0));
      expect(check(EXCLUSION.benchmarkKey!, asking({ transportation: 'no flight' }), plan)).to.deep.equal([false, { mode: 'flight', day: 3, value: BACK }]);
      expect(check(EXCLUSION.benchmarkKey!, asking({ transportation: 'no self-driving' }), plan)).to.deep.equal([true, null]);
      expect(check(EXCLUSION.benchmarkKey!, asking({ transportation: 'no flight' }), quick)).to.deep.equal([false, { mode: 'flight', day: 1, value: OUT }]);
    });
    it('reads a list with Python `in` (an element equal to the mode) and fails a number, naming its day', () => {
      const listed = changed((p) => {
        p[0]!.transportation = '-';
        p[1]!.transportation = ['Self-driving'];
      });
      expect(check(EXCLUSION.benchmarkKey!, asking({ transportation: 'no self-driving' }), listed)).to.deep.equal([
        false,
        { mode: 'self-driving', day: 2, value: '["Self-driving"]' },
      ]);
      const first = changed((p) => void (p[0]!.transportation = 3));
      expect(check(EXCLUSION.benchmarkKey!, asking({ transportation: 'no flight' }), first)).to.deep.equal([
        false,
        { problem: 'unreadable', day: 1, key: 'transportation', found: 'a number (3)' },
      ]);
      const numbered = changed((p) => void (p[1]!.transportation = 3));
      expect(check(EXCLUSION.benchmarkKey!, asking({ transportation: 'no flight' }), numbered)).to.deep.equal([false, { mode: 'flight', day: 1, value: OUT }]);
      expect(check(EXCLUSION.benchmarkKey!, asking({ transportation: 'no self-driving' }), numbered)).to.deep.equal([
        false,
        { problem: 'unreadable', day: 2, key: 'transportation', found: 'a number (3)' },
      ]);
    });
  });

  describe(CUISINE.id, () => {
    it('skips empty meals and restaurants the sandbox lacks, and fails a meal that is not text, naming its day', () => {
      // French: Crêperie Élodie (day 1 dinner, replaced here) and Sorrel Oyster Bar (day 2 lunch); Mexican: Saffron Ladle (day 2 breakfast, emptied).
      const plan = changed((p) => {
        p[0]!.dinner = 'Nowhere Diner, Quillon';
        p[1]!.breakfast = null;
      });
      expect(check(CUISINE.benchmarkKey!, asking({ cuisine: ['French'] }), plan)).to.deep.equal([true, null]);
      expect(check(CUISINE.benchmarkKey!, asking({ cuisine: ['French', 'Mexican'] }), plan)).to.deep.equal([false, { cuisine: 'Mexican' }]);
      const odd = changed((p) => void (p[1]!.lunch = 9));
      expect(check(CUISINE.benchmarkKey!, asking({ cuisine: ['French'] }), odd)).to.deep.equal([
        false,
        { problem: 'unreadable', day: 2, key: 'lunch', found: 'a number (9)' },
      ]);
    });
  });
});
