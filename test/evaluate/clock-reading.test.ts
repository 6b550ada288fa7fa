/**
 * src/evaluate/clock.ts beyond the rules themselves: why a plan cannot be put on the clock (each reason, exactly),
 * how a city written with its state is read, when a drive leaves, and the tally, rates, table and per-plan
 * record that `eval` and `bench` print.
 */
import { expect } from 'chai';
import { describeViolation, RATIONALITY_IDS } from '../../src/catalogue/index.ts';
import { clockRates, clockRecord, formatClock, planOnTheClock, tallyClock, type ClockReport } from '../../src/evaluate/clock.ts';
import { toTravelPlannerFields, type PlanDay } from '../../src/spec/index.ts';
import { fixturePlan, fixtureSandbox, QUICK } from '../verbalize/plans.ts';

describe('evaluate/clock: reading a plan for the clock', () => {
  let quick: PlanDay[];
  let query: ReturnType<typeof toTravelPlannerFields>;
  before(async () => {
    const p = await fixturePlan(QUICK);
    quick = p.plan.submission;
    query = toTravelPlannerFields(p.spec);
  });
  const changed = (change: (plan: PlanDay[]) => void): PlanDay[] => {
    const plan = structuredClone(quick);
    change(plan);
    return plan;
  };
  const reason = async (plan: readonly unknown[], q = query) => {
    const r = await planOnTheClock(q, plan, fixtureSandbox());
    return [r.onClock, r.reason, r.violations.length, r.sights, r.matching, r.mealPriceOk];
  };
  const notOnClock = (why: string) => [false, why, 0, 0, 0, null];

  it('names why a plan is not put on the clock', async () => {
    const flight = 'Flight Number: F9999999, from Brasswick to Quillon, Departure Time: 12:38, Arrival Time: 14:01';
    expect(await reason(quick, { ...query, date: [] })).to.deep.equal(notOnClock('the query has no dates'));
    expect(await reason([quick[0], 'day two', quick[2]])).to.deep.equal(notOnClock('day 2 is not an object'));
    expect(await reason(changed((p) => void (p[0]!.transportation = '-')))).to.deep.equal(notOnClock('day 1 travels from Brasswick to Quillon without transportation'));
    expect(await reason(changed((p) => void (p[0]!.transportation = flight)))).to.deep.equal(notOnClock(`day 1: the flight "${flight}" is not in the data`));
    expect(await reason(changed((p) => void (p[0]!.transportation = 'Flight, from Brasswick to Quillon')))).to.deep.equal(
      notOnClock('day 1: the flight "Flight, from Brasswick to Quillon" is not in the data'),
    );
    expect(await reason(changed((p) => void (p[2]!.transportation = 'Taxi, from Quillon to Brasswick')))).to.deep.equal([true, undefined, 0, 5, 0, null]);
    expect(await reason(changed((p) => Object.assign(p[0]!, { current_city: 'from Brasswick to Atlantis', transportation: 'Self-driving, from Brasswick to Atlantis' })))).to.deep.equal(
      notOnClock('day 1: no road from Brasswick to Atlantis in the data'),
    );
    expect(await reason(changed((p) => void (p[0]!.transportation = 'By boat, from Brasswick to Quillon')))).to.deep.equal(
      notOnClock('day 1: unreadable transportation "By boat, from Brasswick to Quillon"'),
    );
    expect(await reason(changed((p) => void (p[1]!.attraction = 'Quillon Lighthouse, Quillon;Moon Base, Quillon;')))).to.deep.equal(
      notOnClock('day 2: the attraction "Moon Base, Quillon" is not in the data'),
    );
    expect(await reason(changed((p) => void (p[1]!.lunch = 7 as unknown as string)))).to.deep.equal(notOnClock('day 2: the lunch "7" is not in the data'));
  });

  it('reads a city written with its state, and days past the trip are not read', async () => {
    const withState = changed((p) => {
      p[0]!.current_city = 'from Brasswick (Verdania) to Quillon(Oskaland)';
      p.push({ ...p[2]!, days: 4, attraction: 'Moon Base, Quillon;' });
    });
    expect(await reason(withState)).to.deep.equal([true, undefined, 0, 5, 0, null]);
  });

  it('skips an attraction or lodging field that is not text, and checks meals against a minimum price', async () => {
    const odd = changed((p) => {
      p[2]!.attraction = 5 as unknown as string;
      p[0]!.accommodation = 3 as unknown as string;
    });
    const r = await planOnTheClock(query, odd, fixtureSandbox(), { mealPrice: { min: 14 } });
    expect([r.onClock, r.sights, r.mealPriceOk]).to.deep.equal([true, 4, true]);
    const dear = await planOnTheClock(query, quick, fixtureSandbox(), { mealPrice: { min: 15 } });
    expect([dear.mealPriceOk, dear.violations.map(describeViolation)]).to.deep.equal([false, ['the breakfast on day 3, "Silver Birch Dumpling House", costs $14 per person, less than the asked $15']]);
    const unchecked = await planOnTheClock(query, quick, fixtureSandbox(), { mealPrice: { min: 15 }, checkMealPrice: false });
    expect([unchecked.mealPriceOk, unchecked.violations]).to.deep.equal([false, []]);
  });

  it('tallies sights, matches and meal prices over plans, with rates, a table and per-plan records', async () => {
    const priced = await planOnTheClock(query, quick, fixtureSandbox(), { interests: ['landmarks'], mealPrice: { max: 82 } });
    const over = await planOnTheClock(query, quick, fixtureSandbox(), { interests: ['nature'], mealPrice: { max: 80 } });
    const empty = await planOnTheClock(query, [], fixtureSandbox());
    const ids = ['timeline.order', 'meals.pricePerPerson'] as const;
    const tally = tallyClock([priced, over, empty], ids, true);
    expect(tally).to.deep.equal({ plans: 3, onClock: 2, passed: { 'timeline.order': 2, 'meals.pricePerPerson': 1 }, allPassed: 1, sights: 10, matching: 5, mealPriceOk: 1 });
    expect(clockRates(tally)).to.deep.equal({ 'timeline.order': 2 / 3, 'meals.pricePerPerson': 1 / 3, all: 1 / 3 });
    expect(formatClock(tally)).to.equal(
      [
        "Rationality (days on the clock, beside the benchmark's checks): 2/3 plans put on the clock",
        '  timeline.order         66.7%  (2/3)',
        '  meals.pricePerPerson   33.3%  (1/3)',
        '  every check            33.3%  (1/3)',
      ].join('\n'),
    );
    expect(clockRecord(over)).to.deep.equal({
      onClock: true,
      violations: [['meals.pricePerPerson', 'the lunch on day 2, "Sorrel Oyster Bar", costs $82 per person, more than the asked $80']],
    });
    expect(clockRecord(empty)).to.deep.equal({ onClock: false, reason: 'no plan', violations: [] });
  });

  it('rates and prints an empty tally as 0', () => {
    const none: ClockReport[] = [];
    const tally = tallyClock(none, ['timeline.repeat'], false);
    expect(tally).to.deep.equal({ plans: 0, onClock: 0, passed: { 'timeline.repeat': 0 }, allPassed: 0, sights: 0, matching: 0, mealPriceOk: null });
    expect(clockRates(tally)).to.deep.equal({ 'timeline.repeat': 0, all: 0 });
    expect(formatClock(tally)).to.equal(
      [
        "Rationality (days on the clock, beside the benchmark's checks): 0/0 plans put on the clock",
        '  timeline.repeat    0.0%  (0/0)',
        '  every check        0.0%  (0/0)',
      ].join('\n'),
    );
    expect(Object.keys(tallyClock(none, RATIONALITY_IDS, false).passed)).to.deep.equal([...RATIONALITY_IDS]);
  });
});
