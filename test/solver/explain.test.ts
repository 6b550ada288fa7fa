import { steppingClock } from '../helpers/clock.ts';
import { expect } from 'chai';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import { loadSandbox, type Sandbox } from '../../src/sandbox/index.ts';
import { noPetsIn } from '../helpers/planted.ts';
import { fromTravelPlannerFields, parseTripSpec, toTravelPlannerFields, type TripSpec } from '../../src/tripspec/index.ts';
import { explain, requirementsOf, type Explanation, type Relaxation } from '../../solver/explain/index.ts';
import { planTrip } from '../../solver/index.ts';
import { requireTravelPlanner, trainRows, type TrainRow } from '../helpers/data.ts';

/** A training row's structured fields as a TripSpec (these tests build infeasible variants of them). */
function specOf(row: TrainRow, patch: Partial<TripSpec> = {}): TripSpec {
  return parseTripSpec({ ...fromTravelPlannerFields(row), ...patch });
}

async function cheapest(spec: TripSpec, sandbox: Sandbox): Promise<number> {
  const o = await planTrip(spec, sandbox, { objective: 'cost', budget: null });
  if (o.status !== 'optimal') throw new Error(`no plan: ${o.status}`);
  return o.plan.cost;
}

/**
 * The relaxations are exactly these (change, cost); every one, applied, gives a plan that passes every check
 * and costs what it says; its patch is the change its words describe.
 */
async function expectRelaxationsHold(
  sandbox: Sandbox,
  e: Explanation,
  apply: (r: Relaxation) => TripSpec,
  spec: TripSpec,
  expected: readonly [string, number][],
) {
  expect(e.relaxations.map((r) => [r.change, r.cost])).to.deep.equal(expected);
  for (const r of e.relaxations) {
    expect(r.verified, r.change).to.equal(true);
    const relaxed = apply(r);
    expect(parseTripSpec({ ...spec, ...r.patch }), r.change).to.deep.equal(relaxed);
    const o = await planTrip(relaxed, sandbox, {});
    expect(o.status, r.change).to.equal('optimal');
    if (o.status !== 'optimal') continue;
    const evaluation = evaluatePlan(toTravelPlannerFields(relaxed), o.plan.submission, sandbox);
    expect(evaluation.passed, r.change).to.equal(true);
    expect(o.plan.cost, r.change).to.equal(r.cost);
  }
}

/** The spec a relaxation describes (its id and wording name the change). */
function applier(spec: TripSpec): (r: Relaxation) => TripSpec {
  return (r) => {
    let s = spec;
    for (const req of requirementsOf(spec)) if (r.change.startsWith('drop ') && r.change.includes(req.wish)) s = req.drop(s);
    const budget = /raise the budget to \$([\d,]+)/.exec(r.change);
    if (budget) s = { ...s, budget: Number(budget[1]!.replaceAll(',', '')) };
    const city = /^go to (.+) \(.+\) instead of/.exec(r.change);
    if (city) s = { ...s, destination: { kind: 'city', name: city[1]! } };
    const count = /^visit (\d+) cit/.exec(r.change);
    if (count) s = { ...s, cityCount: Number(count[1]) };
    return s;
  };
}

describe('explain: infeasible variants of training requests', () => {
  let rows: TrainRow[];
  let sandbox: Sandbox;
  before(function () {
    const dir = requireTravelPlanner(this);
    rows = trainRows(dir);
    sandbox = loadSandbox(dir);
  });
  const row = (idx: number) => rows.find((r) => r.idx === idx)!;

  it('budget.total: a budget one dollar below the true minimum; the minimum is exact', async () => {
    const base = specOf(row(2));
    const min = 857;
    expect(await cheapest(base, sandbox)).to.equal(min);
    const spec = { ...base, budget: min - 1 };
    const e = await explain(spec, sandbox);
    expect(e.status).to.equal('infeasible');
    expect(e.core.map((m) => m.key)).to.deep.equal(['budget.total']);
    expect(e.core[0]!.facts).to.deep.equal([
      `the cheapest plan meeting everything else costs $${min.toLocaleString('en-US')} against a budget of $${(min - 1).toLocaleString('en-US')}`,
    ]);
    expect(e.minimumBudget).to.equal(min);
    expect((await planTrip({ ...spec, budget: min }, sandbox, {})).status).to.equal('optimal');
    expect((await planTrip({ ...spec, budget: min - 1 }, sandbox, {})).status).to.equal('infeasible');
    expect(e.relaxations[0]).to.deep.equal({
      id: 'budget.total',
      change: `raise the budget to $${min.toLocaleString('en-US')}`,
      cost: min,
      verified: true,
      patch: { budget: min },
    });
    await expectRelaxationsHold(sandbox, e, applier(spec), spec, [['raise the budget to $857', 857]]);
  });

  it('lodging.houseRule: a house rule no listing in the city meets', async () => {
    const planted = noPetsIn(sandbox, 'Rockford');
    const spec = specOf(row(1), { houseRules: ['pets'] });
    const e = await explain(spec, planted);
    expect(e.status).to.equal('infeasible');
    expect(e.core.map((m) => m.key)).to.deep.equal(['lodging.houseRule:pets']);
    expect(e.core[0]!.facts).to.deep.equal(['no listing in Rockford allows pets']);
    expect(e.otherCores).to.deep.equal([]);
    await expectRelaxationsHold(planted, e, applier(spec), spec, [['drop the need for lodging that allows pets', 1545]]);
  });

  it("meals.cuisine: a cuisine none of the city's restaurants serve", async () => {
    const spec = specOf(row(32), { cuisines: ['Chinese'] });
    const e = await explain(spec, sandbox);
    expect(e.status).to.equal('infeasible');
    expect(e.core.map((m) => m.key)).to.deep.equal(['meals.cuisine:Chinese']);
    expect(e.core[0]!.facts).to.deep.equal(['no restaurant in Washington serves Chinese food']);
    expect(e.minimumBudget).to.equal(null);
    await expectRelaxationsHold(sandbox, e, applier(spec), spec, [['drop the Chinese-cuisine wish', 3032]]);
  });

  it("transport.exclusion: 'no flight' where no road exists", async () => {
    const spec = specOf(row(1), { excludeTransport: ['flight'] });
    const e = await explain(spec, sandbox);
    expect(e.status).to.equal('infeasible');
    expect(e.core.map((m) => m.key)).to.deep.equal(['transport.exclusion:flight']);
    expect(e.core[0]!.facts).to.deep.equal([
      'from St. Petersburg to Rockford there is no road (or it takes a day or more), only flights',
      'from Rockford to St. Petersburg there is no road (or it takes a day or more), only flights',
    ]);
    await expectRelaxationsHold(sandbox, e, applier(spec), spec, [['drop the exclusion of flights', 1545]]);
  });

  it('two planted causes that conflict together: the core is exactly both', async () => {
    const base = specOf(row(2));
    const withDriving = await cheapest(base, sandbox);
    const withoutDriving = await cheapest({ ...base, excludeTransport: ['self-driving'] }, sandbox);
    expect([withDriving, withoutDriving]).to.deep.equal([857, 3594]);
    const spec = { ...base, budget: withoutDriving - 1, excludeTransport: ['self-driving' as const] };
    const e = await explain(spec, sandbox);
    expect(e.status).to.equal('infeasible');
    expect(e.core.map((m) => m.key)).to.deep.equal(['budget.total', 'transport.exclusion:self-driving']);
    expect(e.minimumBudget).to.equal(withoutDriving);
    // Without the exclusion the budget of $3,593 buys a better plan than the cheapest ($857): it costs $904.
    await expectRelaxationsHold(sandbox, e, applier(spec), spec, [
      ['raise the budget to $3,594', 3594],
      ['drop the exclusion of self-driving', 904],
    ]);
  });

  it('two independent planted causes: one minimal core, and the other reported once the first is relaxed', async () => {
    const spec = specOf(row(1), { excludeTransport: ['flight'], houseRules: ['pets'] });
    const planted = noPetsIn(sandbox, 'Rockford');
    const e = await explain(spec, planted);
    expect(e.status).to.equal('infeasible');
    // The deletion filter keeps the later requirement of the two (requirements are tried in a fixed order).
    expect(e.core.map((m) => m.key)).to.deep.equal(['transport.exclusion:flight']);
    expect(e.otherCores!.map((c) => c.map((m) => m.key))).to.deep.equal([['lodging.houseRule:pets']]);
    await expectRelaxationsHold(
      planted,
      { ...e, relaxations: e.relaxations.filter((r) => r.change.includes(' and ') || r.id === 'trip.destination') },
      applier(spec),
      spec,
      [['drop the exclusion of flights and the need for lodging that allows pets', 1545]],
    );
  });

  it('tells a feasible request, and a request the data cannot answer, apart from an infeasible one', async () => {
    const feasible = await explain(specOf(row(1)), sandbox);
    expect(feasible.status).to.equal('feasible');
    expect(feasible.minimumBudget).to.equal(1305);
    expect(await cheapest(specOf(row(1)), sandbox)).to.equal(1305);
    const noData = await explain(specOf(row(1), { startDate: '2023-01-10', endDate: '2023-01-12' }), sandbox);
    expect(noData.status).to.equal('no-data');
    expect(noData.reason).to.equal(
      'startDate: the sandbox has travel data from 2022-03-01 to 2022-03-30 only, not for 2023-01-10 to 2023-01-12 (found: "2023-01-10")',
    );
    const timeout = await explain(specOf(row(13), { budget: 100 }), sandbox, { clock: steppingClock(120_000) });
    expect(timeout.status).to.equal('timeout');
  });

  it('names the gap when no two cities of the state are linked (New Mexico, Oklahoma: roads only to and from them)', async () => {
    const through = (state: string) =>
      parseTripSpec({
        origin: 'Abilene',
        destination: { kind: 'state', name: state },
        days: 7,
        cityCount: 3,
        startDate: '2022-03-14',
        endDate: '2022-03-20',
        travellers: 2,
        budget: null,
        houseRules: [],
        cuisines: [],
        avoidCuisines: [],
        roomType: null,
        excludeTransport: [],
      });
    expect((await explain(through('New Mexico'), sandbox)).reason).to.equal(
      'the data cannot answer this request: no flight or road between any two of the 3 cities of New Mexico (Roswell, Albuquerque, Santa Fe) on those dates',
    );
    expect((await explain(through('Oklahoma'), sandbox)).reason).to.equal(
      'the data cannot answer this request: no flight or road between any two of the 3 cities of Oklahoma (Tulsa, Oklahoma City, Lawton) on those dates',
    );
    // One city of the state needs no link between its cities.
    expect((await explain({ ...through('New Mexico'), cityCount: 1, days: 3, endDate: '2022-03-16' }, sandbox)).status).to.equal('feasible');
  });
});
