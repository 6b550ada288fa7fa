/**
 * Explanations that come from the clock and the new wishes (issue 14), on the fixture sandbox: a full day on
 * which every sight is closed, a meal price no restaurant meets, a wished kind of sight that no day can hold.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, toTravelPlannerFields, type TripSpec } from '../../src/tripspec/index.ts';
import { parseOpeningHours } from '../../src/common/hours.ts';
import { renderExplanation } from '../../src/verbalize/explanation.ts';
import { explain, type Explanation } from '../../solver/explain/index.ts';
import { planTrip } from '../../solver/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';

let sandbox: Sandbox;
const fixtureSpec = (name: string): TripSpec => parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')));

/** Every relaxation, applied as its patch, plans to a plan that passes every check and costs what it says. */
async function expectRelaxationsHold(e: Explanation, spec: TripSpec, data: Sandbox = sandbox): Promise<void> {
  for (const r of e.relaxations) {
    const relaxed = parseTripSpec({ ...spec, ...r.patch });
    const o = await planTrip(relaxed, data, {});
    expect(o.status, r.change).to.equal('optimal');
    if (o.status !== 'optimal') continue;
    expect(evaluatePlan(toTravelPlannerFields(relaxed), o.plan.submission, data).passed, r.change).to.equal(true);
    expect(o.plan.cost, r.change).to.equal(r.cost);
  }
}

describe('explain: the clock and the new wishes (fixture sandbox)', function () {
  this.timeout(120_000);
  before(() => {
    sandbox = loadDatabase(FIXTURE_SANDBOX);
  });

  it('a full day on which every sight is closed: the dates conflict with the opening hours, and moving the trip a day fixes it', async () => {
    const spec = fixtureSpec('10-infeasible-saltmarsh-monday');
    const e = await explain(spec, sandbox);
    expect(e.status).to.equal('infeasible');
    expect(e.core).to.deep.equal([
      {
        id: 'trip.dates',
        key: 'trip.dates',
        sentence: 'the trip runs from 2022-03-20 to 2022-03-22',
        facts: ['every sight in Saltmarsh Bay is closed on Mondays: Monday 2022-03-21 would be a full day there, and a full day needs a sight'],
      },
    ]);
    expect(e.relaxations.map((r) => [r.id, r.change, r.patch, r.verified])).to.deep.equal([
      ['trip.dates', 'travel 1 day later, 2022-03-21 to 2022-03-23', { startDate: '2022-03-21', endDate: '2022-03-23' }, true],
      ['trip.dates', 'travel 1 day earlier, 2022-03-19 to 2022-03-21', { startDate: '2022-03-19', endDate: '2022-03-21' }, true],
    ]);
    await expectRelaxationsHold(e, spec);
    const text = renderExplanation(e);
    expect(text).to.include('  - the trip runs from 2022-03-20 to 2022-03-22\n      every sight in Saltmarsh Bay is closed on Mondays');
    expect(text).to.not.include('budget');
  });

  it('a meal price no restaurant meets: the requirement, how many restaurants meet it, and dropping it', async () => {
    const spec = parseTripSpec({ ...fixtureSpec('01-quickstart-quillon-3day'), wishes: { mealPricePerPerson: { max: 9 } } });
    const e = await explain(spec, sandbox);
    expect(e.status).to.equal('infeasible');
    const quillon = sandbox.restaurants('Quillon');
    expect(quillon.filter((r) => r.averageCost <= 9)).to.deep.equal([]);
    expect(e.core).to.deep.equal([
      {
        id: 'meals.pricePerPerson',
        key: 'meals.pricePerPerson',
        sentence: 'every meal costs at most $9 per person',
        facts: [`0 of the ${quillon.length} restaurants in Quillon cost at most $9 per person`],
      },
    ]);
    expect(e.relaxations.map((r) => [r.id, r.change, r.patch])).to.deep.equal([['meals.pricePerPerson', 'drop the meal price range', { wishes: {} }]]);
    await expectRelaxationsHold(e, spec);
  });

  it('a wished kind of sight that no day of the plan can hold: "it closes at 15:30 and the flight lands at 14:01"', async () => {
    // Quillon Opera House (shows and nightlife), here open only on Wednesdays until 15:30; the trip arrives on a
    // Wednesday at 14:01, in town from 15:01, and a visit there takes at least 38 minutes.
    const hours = parseOpeningHours('We 10:00-15:30; Th,Fr off', 'test');
    const shortHours = new Proxy(sandbox, {
      get(target, prop, receiver) {
        if (prop === 'attractions')
          return (c: string) => target.attractions(c).map((a) => (a.name === 'Quillon Opera House' ? { ...a, openingHours: hours } : a));
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const spec = parseTripSpec({ ...fixtureSpec('01-quickstart-quillon-3day'), wishes: { interests: ['nightlife'] } });
    const e = await explain(spec, shortHours);
    expect(e.status).to.equal('feasible');
    expect(e.notes).to.deep.equal([
      'Quillon Opera House (shows and nightlife) fits no day of the plan: Wednesday 2022-03-16, it closes at 15:30 and the flight lands at 14:01; Thursday 2022-03-17, it is closed; Friday 2022-03-18, it is closed',
    ]);
    // With its usual hours (Mo-Sa 10:00-17:00) it fits, and the plan visits it.
    const usual = await explain(spec, sandbox);
    expect(usual.notes).to.equal(undefined);
    const o = await planTrip(spec, sandbox, {});
    expect(o.status === 'optimal' && o.plan.itinerary.days.some((d) => d.attractions.some((a) => a.name === 'Quillon Opera House'))).to.equal(true);
  });
});
