/**
 * Any plan in the submission format on the clock (src/evaluate/clock.ts): the solver's plans fit; plans
 * changed to break one rule are named by that rule's check, with its exact sentence; personalisation and
 * meal-price figures; plans that cannot be read are not put on the clock.
 */
import { expect } from 'chai';
import { describeViolation, RATIONALITY_IDS } from '../../src/catalogue/index.ts';
import { planOnTheClock, tallyClock, type ClockReport } from '../../src/evaluate/clock.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';
import { toTravelPlannerFields, type PlanDay } from '../../src/spec/index.ts';
import { parseOpeningHours } from '../../src/hours.ts';
import { benchmark } from './helpers.ts';
import { CUISINES, fixturePlan, fixtureSandbox, QUICK, TWO_CITIES } from '../verbalize/plans.ts';

const sentences = (r: ClockReport) => r.violations.map(describeViolation);

/** The fixture sandbox with some attractions' opening hours replaced. */
function withHours(sandbox: Sandbox, hours: Record<string, string>): Sandbox {
  return new Proxy(sandbox, {
    get(target, prop, receiver) {
      if (prop === 'attractions') return (c: string) => target.attractions(c).map((a) => (hours[a.name] ? { ...a, openingHours: parseOpeningHours(hours[a.name]!, 'test') } : a));
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('a submission plan on the clock', () => {
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

  it("the solver's plans of the fixture requests fit the clock with no violation", async () => {
    for (const name of [QUICK, TWO_CITIES, CUISINES]) {
      const p = await fixturePlan(name);
      const r = await planOnTheClock(toTravelPlannerFields(p.spec), p.plan.submission, fixtureSandbox());
      expect({ name, onClock: r.onClock, violations: sentences(r) }).to.deep.equal({ name, onClock: true, violations: [] });
    }
  });

  it('timeline.dayWindow: sights that each fit the afternoon of the arrival but not together', async () => {
    // Both open only 15:00-15:50 that Wednesday; the day is free from 15:01 (the flight lands at 14:01, then 30
    // minutes into town, 15 of check-in, 15 to the first stop): Lighthouse 23 minutes at least, Bell Tower 30,
    // and at least 5 between them, so 15:59 at the earliest.
    const sandbox = withHours(fixtureSandbox(), { 'Quillon Lighthouse': 'Mo-Su 15:00-15:50', 'Quillon Bell Tower': 'Mo-Su 15:00-15:50' });
    const plan = changed((p) => {
      p[0]!.attraction = 'Ashgrove Falls, Quillon;Quillon Lighthouse, Quillon;Quillon Bell Tower, Quillon;';
      p[1]!.attraction = 'Lindenfield Park, Quillon;Blackwater Gardens, Quillon;';
      p[2]!.attraction = 'Quillon Observatory, Quillon;';
    });
    const r = await planOnTheClock(query, plan, sandbox);
    expect(sentences(r)).to.deep.equal(['day 1: the 3 sights and the dinner do not fit between 15:01 and 23:30']);
  });

  it('timeline.mealWindow: breakfast on the afternoon of the arrival; a dinner in a city the day is not in', async () => {
    const breakfast = changed((p) => {
      p[0]!.breakfast = 'Driftwood Diner, Quillon';
    });
    expect(sentences(await planOnTheClock(query, breakfast, fixtureSandbox()))).to.deep.equal(['day 1: the breakfast cannot be had between 15:01 and 23:30 (its window is 06:30-10:30)']);
    const elsewhere = fixtureSandbox().restaurants('Brasswick')[0]!;
    const away = changed((p) => {
      p[1]!.dinner = `${elsewhere.name}, Brasswick`;
    });
    expect(sentences(await planOnTheClock(query, away, fixtureSandbox()))).to.deep.equal(['day 2: the dinner is in the plan but not on the clock']);
  });

  it('timeline.openingHours: a sight closed on its day', async () => {
    // 2022-03-17, day 2, is a Thursday.
    const sandbox = withHours(fixtureSandbox(), { 'Quillon Lighthouse': 'Mo-Su 08:00-22:00; Th off' });
    expect(sentences(await planOnTheClock(query, quick, sandbox))).to.deep.equal(['day 2: "Quillon Lighthouse" cannot be visited between 08:00 and 23:30: it is closed that day']);
  });

  it('timeline.repeat: a sight visited twice', async () => {
    const again = changed((p) => {
      p[2]!.attraction = 'Quillon Lighthouse, Quillon;';
    });
    expect(sentences(await planOnTheClock(query, again, fixtureSandbox()))).to.deep.equal(['day 3: the sight "Quillon Lighthouse" comes again']);
  });

  it('counts sights matching the interests and checks every meal against the asked price', async () => {
    // Ashgrove Falls (beaches, nature), Quillon Lighthouse (landmarks), Lindenfield Park and Blackwater Gardens
    // (nature), Quillon Bell Tower (landmarks); meals per person 31, 47, 82, 64, 14, 22.
    const r = await planOnTheClock(query, quick, fixtureSandbox(), { interests: ['landmarks'], mealPrice: { max: 82 } });
    expect([r.sights, r.matching, r.mealPriceOk]).to.deep.equal([5, 2, true]);
    const cheap = await planOnTheClock(query, quick, fixtureSandbox(), { interests: ['nature', 'beaches'], mealPrice: { max: 80 } });
    expect([cheap.sights, cheap.matching, cheap.mealPriceOk]).to.deep.equal([5, 3, false]);
    expect(sentences(cheap)).to.deep.equal(['the lunch on day 2, "Sorrel Oyster Bar", costs $82 per person, more than the asked $80']);
  });

  it('a plan that cannot be read is not put on the clock, and fails every check in the tally', async () => {
    const unknown = changed((p) => {
      p[1]!.lunch = 'Nowhere Grill, Quillon';
    });
    const r = await planOnTheClock(query, unknown, fixtureSandbox());
    expect([r.onClock, r.reason]).to.deep.equal([false, 'day 2: the lunch "Nowhere Grill, Quillon" is not in the data']);
    const empty = await planOnTheClock(query, [], fixtureSandbox());
    expect([empty.onClock, empty.reason]).to.deep.equal([false, 'no plan']);
    const good = await planOnTheClock(query, quick, fixtureSandbox());
    const breakfast = await planOnTheClock(query, changed((p) => (p[0]!.breakfast = 'Driftwood Diner, Quillon')), fixtureSandbox());
    const tally = tallyClock([good, breakfast, r, empty], RATIONALITY_IDS, false);
    expect(tally.plans).to.equal(4);
    expect(tally.onClock).to.equal(2);
    expect(tally.allPassed).to.equal(1);
    expect(tally.passed['timeline.mealWindow']).to.equal(1);
    expect(tally.passed['timeline.order']).to.equal(2);
    expect(tally.mealPriceOk).to.equal(null);
  });

  it('human plans of the training set: a long drive leaves no time for dinner (row 7)', async function () {
    const b = benchmark(this);
    const row = b.rows.find((x) => x.idx === 7)!;
    // Santa Ana -> Helena, 16 hours 39 minutes by road: leaving at 05:00 (the earliest), in town at 22:09,
    // checked in by 22:24, free from 22:39, after the last dinner could start (21:30 for an hour by 22:30).
    const r = await planOnTheClock(row, row.annotated_plan[1], b.sandbox);
    expect(sentences(r)).to.deep.equal(['day 1: the dinner cannot be had between 22:39 and 23:30 (its window is 17:30-22:30)']);
  });
});
