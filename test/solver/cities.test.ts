/**
 * route.cities on the fixture sandbox: a request that names the cities of its state destination. The optimum is
 * held to a route-level oracle that never reads the list (test/helpers/cities.ts: the best over every set of
 * cities holding the named ones, each planned on a sandbox whose state has only that set), for both objectives,
 * with as many named cities as the trip visits and with fewer. The verifier rejects a plan that leaves a named
 * city out, a named city the state lacks is a data gap, and explain relaxes the list like any requirement.
 */
import { addDays } from '../../src/common/dates.ts';
import { expect } from 'chai';
import { violationSentence } from '../../src/catalogue/index.ts';
import { requiredCityViolations } from '../../src/evaluate/index.ts';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, type TripSpec } from '../../src/tripspec/index.ts';
import { planTrip, type PlanOutcome } from '../../solver/index.ts';
import { explain, requirementsOf, type CoreMethod } from '../../solver/explain/index.ts';
import { evaluatorVerifier } from '../../solver/verify.ts';
import { bestOverSets } from '../helpers/cities.ts';
import { FIXTURE_SANDBOX } from '../helpers/data.ts';

const optimal = (o: PlanOutcome) => {
  if (o.status !== 'optimal') throw new Error(`expected an optimal plan, got ${o.status}`);
  return o.plan;
};

/** Brasswick to a state of the fixture sandbox, two travellers, no budget. */
function request(state: string, cityCount: number, days: number, cities: string[], patch: Record<string, unknown> = {}): TripSpec {
  const end = addDays('2022-03-22', days - 1);
  return parseTripSpec({
    origin: 'Brasswick',
    destination: { kind: 'state', name: state },
    days,
    cityCount,
    startDate: '2022-03-22',
    endDate: end,
    travellers: 2,
    budget: null,
    cities,
    ...patch,
  });
}

describe('route.cities on the fixture sandbox', () => {
  let sandbox: Sandbox;
  before(() => {
    sandbox = loadDatabase(FIXTURE_SANDBOX);
  });

  // [state, cityCount, days, named cities, the cheapest plan's cost with them, and without them (they bind)]
  const cases: [string, number, number, string[], number, number][] = [
    ['Verdania', 1, 3, ['Port Alder'], 458, 250],
    ['Verdania', 2, 5, ['Quillon', 'Larkmoor'], 704, 504],
    ['Verdania', 2, 5, ['Saltmarsh Bay'], 681, 504],
    ['Verdania', 3, 7, ['Saltmarsh Bay'], 848, 707],
    ['Verdania', 3, 7, ['Larkmoor', 'Saltmarsh Bay'], 929, 707],
    ['Verdania', 3, 7, ['Saltmarsh Bay', 'Port Alder', 'Larkmoor'], 1229, 707],
    ['Oskaland', 2, 5, ['Hollin'], 765, 730],
  ];
  for (const [state, cityCount, days, cities, cost, free] of cases) {
    for (const objective of ['cost', 'quality'] as const) {
      it(`${state}, ${cityCount} ${cityCount === 1 ? 'city' : 'cities'} through ${cities.join(' and ')} (${objective}): the optimum is the best over the routes through them`, async function () {
        this.timeout(60_000);
        const spec = request(state, cityCount, days, cities);
        const plan = optimal(await planTrip(spec, sandbox, { objective, backend: 'mip' }));
        const oracle = await bestOverSets(spec, sandbox, objective);
        expect({ quality: plan.quality, cost: plan.cost }).to.deep.equal({ quality: oracle!.quality, cost: oracle!.cost });
        for (const city of cities) expect(plan.itinerary.cities).to.include(city);
        expect(requiredCityViolations(plan.submission, cities, spec.origin)).to.deep.equal([]);
        if (objective === 'cost') {
          expect(plan.cost).to.equal(cost);
          expect(optimal(await planTrip({ ...spec, cities: [] }, sandbox, { objective, backend: 'mip' })).cost).to.equal(free);
        }
      });
    }
  }

  it('the verifier rejects a plan that leaves a named city out, naming it and the cities the plan visits', async () => {
    const spec = request('Verdania', 2, 5, ['Saltmarsh Bay']);
    const plan = optimal(await planTrip(spec, sandbox, { objective: 'cost', backend: 'mip' }));
    expect(plan.itinerary.cities).to.deep.equal(['Quillon', 'Saltmarsh Bay']);
    expect(evaluatorVerifier()(spec, plan.submission, sandbox)).to.deep.equal([]);
    const broken = evaluatorVerifier()(parseTripSpec({ ...spec, cities: ['Port Alder', 'Quillon'] }), plan.submission, sandbox);
    expect(broken).to.deep.equal([
      { id: 'route.cities', message: 'the plan does not visit Port Alder, which the request asks for (it visits Quillon and Saltmarsh Bay)' },
    ]);
    expect(broken[0]!.message).to.equal(violationSentence('route.cities', { city: 'Port Alder', visited: ['Quillon', 'Saltmarsh Bay'] }));
  });

  it('a named city the state does not have: no plan, and explain says the data cannot answer', async () => {
    for (const spec of [
      request('Verdania', 2, 5, ['Atlantis']),
      request('Verdania', 2, 5, ['Quillon', 'Atlantis']),
      request('Verdania', 2, 5, ['Greywater']),
    ]) {
      expect((await planTrip(spec, sandbox, { backend: 'mip' })).status, spec.cities.join()).to.equal('infeasible');
    }
    const cities = 'its cities: Port Alder, Quillon, Larkmoor, Fennick Falls, Saltmarsh Bay';
    expect(await explain(request('Verdania', 2, 5, ['Quillon', 'Atlantis']), sandbox)).to.deep.equal({
      status: 'no-data',
      core: [],
      relaxations: [],
      minimumBudget: null,
      reason: `the data cannot answer this request: Atlantis is not a city of Verdania in the data (${cities})`,
    });
    expect((await explain(request('Verdania', 3, 7, ['Greywater', 'Atlantis']), sandbox)).reason).to.equal(
      `the data cannot answer this request: Greywater and Atlantis are not cities of Verdania in the data (${cities})`,
    );
  });

  it('is a requirement explain can drop: any cities of the state instead', () => {
    const spec = request('Verdania', 2, 5, ['Quillon', 'Larkmoor']);
    const r = requirementsOf(spec).find((x) => x.id === 'route.cities')!;
    expect({ key: r.key, sentence: r.sentence, wish: r.wish, relaxed: r.relaxed, dropped: r.drop(spec).cities }).to.deep.equal({
      key: 'route.cities',
      sentence: 'the trip visits Quillon and Larkmoor in Verdania',
      wish: 'the wish to visit Quillon and Larkmoor',
      relaxed: 'visit any cities of Verdania instead of Quillon and Larkmoor',
      dropped: [],
    });
    expect(requirementsOf(request('Verdania', 2, 5, [])).map((x) => x.id)).to.deep.equal([]);
  });

  /** Each relaxation, applied as its patch, plans (cost objective off: the explainer's quality plan) at its cost with every check passed. */
  async function expectRelaxationsHold(
    spec: TripSpec,
    data: Sandbox,
    relaxations: readonly { change: string; cost: number; verified: boolean; patch: object }[],
  ) {
    for (const r of relaxations) {
      expect(r.verified, r.change).to.equal(true);
      const relaxed = parseTripSpec({ ...spec, ...r.patch });
      expect(optimal(await planTrip(relaxed, data, { backend: 'mip' })).cost, r.change).to.equal(r.cost);
    }
  }

  for (const cores of ['re-solve', 'assumptions'] as CoreMethod[]) {
    describe(`explain (cores by ${cores})`, () => {
      it('named cities dearer than the budget: the core is both, relaxed by the minimum budget or by any cities', async () => {
        const spec = request('Verdania', 2, 5, ['Quillon', 'Larkmoor'], { budget: 600 });
        const e = await explain(spec, sandbox, { cores });
        expect(e.status).to.equal('infeasible');
        expect(e.core).to.deep.equal([
          {
            id: 'budget.total',
            key: 'budget.total',
            sentence: 'the whole trip costs at most $600',
            facts: ['the cheapest plan meeting everything else costs $704 against a budget of $600'],
          },
          {
            id: 'route.cities',
            key: 'route.cities',
            sentence: 'the trip visits Quillon and Larkmoor in Verdania',
            facts: ['no plan through Quillon and Larkmoor meets the other requirements'],
          },
        ]);
        expect(e.otherCores).to.deep.equal([]);
        expect(e.minimumBudget).to.equal(704);
        expect(e.relaxations).to.deep.equal([
          { id: 'budget.total', change: 'raise the budget to $704', cost: 704, verified: true, patch: { budget: 704 } },
          { id: 'route.cities', change: 'visit any cities of Verdania instead of Quillon and Larkmoor', cost: 598, verified: true, patch: { cities: [] } },
        ]);
        await expectRelaxationsHold(spec, sandbox, e.relaxations);
      });

      it('fewer named cities than the trip visits: the same conflict with the budget', async () => {
        const spec = request('Verdania', 2, 5, ['Saltmarsh Bay'], { budget: 600 });
        const e = await explain(spec, sandbox, { cores });
        expect(e.core.map((m) => m.key)).to.deep.equal(['budget.total', 'route.cities']);
        expect(e.relaxations.map((r) => [r.change, r.cost, r.patch])).to.deep.equal([
          ['raise the budget to $681', 681, { budget: 681 }],
          ['visit any cities of Verdania instead of Saltmarsh Bay', 598, { cities: [] }],
        ]);
        await expectRelaxationsHold(spec, sandbox, e.relaxations);
      });

      it('a named city without the wished cuisine: the core is the cuisine and the city', async () => {
        const spec = request('Verdania', 1, 3, ['Larkmoor'], { cuisines: ['Mexican'] });
        const e = await explain(spec, sandbox, { cores });
        expect(e.core.map((m) => [m.key, m.facts])).to.deep.equal([
          ['meals.cuisine:Mexican', ['no restaurant in Larkmoor serves Mexican food']],
          ['route.cities', ['no plan through Larkmoor meets the other requirements']],
        ]);
        expect(e.minimumBudget).to.equal(null);
        expect(e.relaxations.map((r) => [r.id, r.change, r.cost, r.patch])).to.deep.equal([
          ['meals.cuisine', 'drop the Mexican-cuisine wish', 996, { cuisines: [] }],
          ['route.cities', 'visit any cities of Verdania instead of Larkmoor', 2100, { cities: [] }],
        ]);
        await expectRelaxationsHold(spec, sandbox, e.relaxations);
      });
    });
  }

  it('a named city the data leaves without lodging: the city alone is the core, with the gap as its fact', async () => {
    const noLodging = new Proxy(sandbox, {
      get(target, prop, receiver) {
        if (prop === 'accommodations') return (c: string) => (c === 'Quillon' ? [] : target.accommodations(c));
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const spec = request('Verdania', 2, 5, ['Quillon']);
    const e = await explain(spec, noLodging);
    expect(e.core).to.deep.equal([
      { id: 'route.cities', key: 'route.cities', sentence: 'the trip visits Quillon in Verdania', facts: ['Quillon has no lodging for 2 travellers'] },
    ]);
    expect(e.relaxations.map((r) => [r.change, r.cost, r.patch])).to.deep.equal([['visit any cities of Verdania instead of Quillon', 3086, { cities: [] }]]);
    await expectRelaxationsHold(spec, noLodging, e.relaxations);
  });
});
