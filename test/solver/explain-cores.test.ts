/**
 * explain's native cores (solver/cores.ts: each requirement an assumption literal in one Z3 context) against the
 * planner: on every infeasible request of the tests, the oracle's answer for EVERY subset of the requirements is
 * the planner's verdict on the request with only that subset, asked in two orders (its caches must not change an
 * answer), and the whole explanation is the one the re-solving deletion filter gives.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deadline } from '../../src/common/deadline.ts';
import { loadSandbox, type Sandbox } from '../../src/sandbox/index.ts';
import { fromTravelPlannerFields, parseTripSpec, type TripSpec } from '../../src/tripspec/index.ts';
import { assumptionCores, MAX_SKELETONS, type CoreOracle } from '../../solver/cores.ts';
import { explain, requirementsOf, type Explanation } from '../../solver/explain/index.ts';
import { planTrip } from '../../solver/index.ts';
import { steppingClock } from '../helpers/clock.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX, requireTravelPlanner, trainRows, type TrainRow } from '../helpers/data.ts';
import { noPetsIn } from '../helpers/planted.ts';

const fixtureSpec = (name: string, patch: Partial<TripSpec> = {}): TripSpec =>
  parseTripSpec({ ...JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')), ...patch });

async function oracleFor(spec: TripSpec, sandbox: Sandbox): Promise<CoreOracle> {
  const requirements = requirementsOf(spec);
  const bare = requirements.reduce((s, r) => r.drop(s), spec);
  const oracle = await assumptionCores(
    spec,
    bare,
    requirements.map((r) => r.key),
    sandbox,
    Deadline.after(60_000),
  );
  if (oracle === undefined || oracle === 'timeout') throw new Error(`no oracle: ${String(oracle)}`);
  return oracle;
}

/** The planner's verdict on every subset of the requirements (bit i of the index keeps requirement i). */
async function plannerVerdicts(spec: TripSpec, sandbox: Sandbox): Promise<boolean[]> {
  const requirements = requirementsOf(spec);
  const out: boolean[] = [];
  for (let mask = 0; mask < 1 << requirements.length; mask++) {
    const only = requirements.filter((_, i) => (mask & (1 << i)) === 0).reduce((s, r) => r.drop(s), spec);
    const o = await planTrip(only, sandbox, { timeLimitMs: 30_000 });
    expect(o.status, `planner on subset ${mask}`).to.be.oneOf(['optimal', 'infeasible']);
    out.push(o.status === 'infeasible');
  }
  return out;
}

/** The oracle agrees with the planner on every subset, asked in ascending and in descending order. */
async function expectOracleAgrees(spec: TripSpec, sandbox: Sandbox): Promise<void> {
  const requirements = requirementsOf(spec);
  const expected = await plannerVerdicts(spec, sandbox);
  for (const order of ['ascending', 'descending'] as const) {
    const oracle = await oracleFor(spec, sandbox);
    try {
      const masks = expected.map((_, m) => m);
      if (order === 'descending') masks.reverse();
      for (const mask of masks) {
        const kept = requirements.filter((_, i) => (mask & (1 << i)) !== 0).map((r) => r.key);
        expect(await oracle.infeasible(kept), `${order}: ${kept.join(', ') || 'no requirement'}`).to.equal(expected[mask]);
      }
    } finally {
      await oracle.close();
    }
  }
}

/** The explanation by assumptions equals the re-solving one (same backend for the relaxations); returns it. */
async function expectSameExplanation(spec: TripSpec, sandbox: Sandbox): Promise<Explanation> {
  const byAssumptions = await explain(spec, sandbox, { cores: 'assumptions' });
  const byReSolving = await explain(spec, sandbox, { cores: 're-solve' });
  expect(byAssumptions).to.deep.equal(byReSolving);
  return byAssumptions;
}

const keys = (e: Explanation) => ({ status: e.status, core: e.core.map((m) => m.key), otherCores: (e.otherCores ?? []).map((c) => c.map((m) => m.key)) });

describe('explain: cores by assumption literals (fixture sandbox)', () => {
  const sandbox = loadSandbox(FIXTURE_SANDBOX);
  // Z3's wasm loads once per process (start-up, not a test's work).
  before(async () => {
    const oracle = await oracleFor(fixtureSpec('07-infeasible-budget'), sandbox);
    expect(await oracle.infeasible([])).to.equal(false);
    await oracle.close();
  });
  const cases: [string, TripSpec, ReturnType<typeof keys>][] = [
    ['07 a budget under the cheapest plan', fixtureSpec('07-infeasible-budget'), { status: 'infeasible', core: ['budget.total'], otherCores: [] }],
    [
      '08 a cuisine Mirecourt does not serve',
      fixtureSpec('08-infeasible-cuisine-mirecourt'),
      { status: 'infeasible', core: ['meals.cuisine:French'], otherCores: [] },
    ],
    [
      '09 pets and a shared room, fine apart',
      fixtureSpec('09-infeasible-pets-shared-room'),
      { status: 'infeasible', core: ['lodging.houseRule:pets', 'lodging.roomType'], otherCores: [] },
    ],
    [
      '09 with French food and no flights too',
      fixtureSpec('09-infeasible-pets-shared-room', { cuisines: ['French'], excludeTransport: ['flight'] }),
      { status: 'infeasible', core: ['lodging.houseRule:pets', 'lodging.roomType'], otherCores: [] },
    ],
    [
      '08 with a budget of $400 as well: two independent conflicts',
      fixtureSpec('08-infeasible-cuisine-mirecourt', { budget: 400 }),
      // The deletion filter keeps the later requirement of the two (requirements are tried in a fixed order).
      { status: 'infeasible', core: ['meals.cuisine:French'], otherCores: [['budget.total']] },
    ],
    [
      '02 through Hollin for $750 (the cheapest plan costs $730, through Hollin $765)',
      fixtureSpec('02-oskaland-2city-5day', { cities: ['Hollin'], budget: 750 }),
      { status: 'infeasible', core: ['budget.total', 'route.cities'], otherCores: [] },
    ],
    [
      '05 as one city, Larkmoor, with Mexican food only (Larkmoor serves none)',
      fixtureSpec('05-verdania-cuisines-no-self-driving', {
        cityCount: 1,
        days: 3,
        endDate: '2022-03-24',
        budget: null,
        excludeTransport: [],
        cities: ['Larkmoor'],
        cuisines: ['Mexican'],
      }),
      { status: 'infeasible', core: ['meals.cuisine:Mexican', 'route.cities'], otherCores: [] },
    ],
  ];
  for (const [name, spec, expected] of cases) {
    it(`${name}: the oracle is the planner on every subset; the same explanation as re-solving`, async () => {
      await expectOracleAgrees(spec, sandbox);
      expect(keys(await expectSameExplanation(spec, sandbox))).to.deep.equal(expected);
    });
  }

  it('a passed deadline: the oracle is not built, and explain answers timeout', async () => {
    const spec = fixtureSpec('09-infeasible-pets-shared-room');
    const requirements = requirementsOf(spec);
    const passed = new Deadline(0, { now: () => 1 });
    expect(
      await assumptionCores(
        spec,
        requirements.reduce((s, r) => r.drop(s), spec),
        requirements.map((r) => r.key),
        sandbox,
        passed,
      ),
    ).to.equal('timeout');
    const e = await explain(spec, sandbox, { cores: 'assumptions', timeLimitMs: 10_000, clock: steppingClock(4_000) });
    expect(e.status).to.equal('timeout');
  });

  it('answers without Z3 what structure, a cost bound or a witness settles', async () => {
    const spec = fixtureSpec('08-infeasible-cuisine-mirecourt', { budget: 100, houseRules: ['pets'], roomType: 'shared room' });
    const oracle = await oracleFor(spec, sandbox);
    try {
      // $100 is under every skeleton's cheapest conceivable plan; no restaurant of Mirecourt serves French food.
      expect(await oracle.infeasible(['budget.total'])).to.equal(true);
      expect(await oracle.infeasible(['meals.cuisine:French'])).to.equal(true);
      // A plan meeting pets and Italian food (say the planner found one) settles them and their parts.
      oracle.witness(['lodging.houseRule:pets', 'meals.cuisine:Italian']);
      expect(await oracle.infeasible(['lodging.houseRule:pets'])).to.equal(false);
      expect(await oracle.infeasible(['meals.cuisine:Italian'])).to.equal(false);
      expect(await oracle.infeasible([])).to.equal(false);
      expect(oracle.stats()).to.deep.equal({ skeletons: 6, checks: 5, solverChecks: 0 });
      // Pets with a shared room is Z3's to answer (each alone leaves listings); the cores it gives answer a superset.
      expect(await oracle.infeasible(['lodging.houseRule:pets', 'lodging.roomType'])).to.equal(true);
      const { solverChecks } = oracle.stats();
      expect(await oracle.infeasible(['lodging.houseRule:pets', 'lodging.roomType', 'meals.cuisine:Italian'])).to.equal(true);
      expect(oracle.stats()).to.deep.equal({ skeletons: 6, checks: 7, solverChecks });
      expect(() => oracle.witness(['lodging.houseRule:parties'])).to.throw(
        'explain: lodging.houseRule:parties is not one of the requirements the oracle was built for',
      );
    } finally {
      await oracle.close();
    }
  });

  it('refuses a subset naming a requirement it was not built for', async () => {
    const oracle = await oracleFor(fixtureSpec('07-infeasible-budget'), sandbox);
    try {
      let error: unknown;
      await oracle.infeasible(['lodging.roomType']).catch((e: unknown) => (error = e));
      expect((error as Error).message).to.equal('explain: lodging.roomType is not one of the requirements the oracle was built for');
    } finally {
      await oracle.close();
    }
  });
});

describe('explain: cores by assumption literals (TravelPlanner)', () => {
  let rows: TrainRow[];
  let sandbox: Sandbox;
  before(function () {
    const dir = requireTravelPlanner(this);
    rows = trainRows(dir);
    sandbox = loadSandbox(dir);
  });
  const specOf = (idx: number, patch: Partial<TripSpec> = {}) => parseTripSpec({ ...fromTravelPlannerFields(rows.find((r) => r.idx === idx)!), ...patch });

  // The infeasible variants of test/solver/explain.test.ts.
  const cases: [string, () => [TripSpec, Sandbox], ReturnType<typeof keys>][] = [
    ['row 2, a dollar under its cheapest plan', () => [specOf(2, { budget: 856 }), sandbox], { status: 'infeasible', core: ['budget.total'], otherCores: [] }],
    [
      'row 1, pets where no listing allows them',
      () => [specOf(1, { houseRules: ['pets'] }), noPetsIn(sandbox, 'Rockford')],
      { status: 'infeasible', core: ['lodging.houseRule:pets'], otherCores: [] },
    ],
    [
      'row 32, Chinese food Washington does not serve',
      () => [specOf(32, { cuisines: ['Chinese'] }), sandbox],
      { status: 'infeasible', core: ['meals.cuisine:Chinese'], otherCores: [] },
    ],
    [
      'row 1, no flights where no road exists',
      () => [specOf(1, { excludeTransport: ['flight'] }), sandbox],
      { status: 'infeasible', core: ['transport.exclusion:flight'], otherCores: [] },
    ],
    [
      'row 2, no self-driving and a budget only self-driving meets',
      () => [specOf(2, { budget: 3593, excludeTransport: ['self-driving'] }), sandbox],
      { status: 'infeasible', core: ['budget.total', 'transport.exclusion:self-driving'], otherCores: [] },
    ],
    [
      'row 1, no flights and pets: two independent conflicts',
      () => [specOf(1, { excludeTransport: ['flight'], houseRules: ['pets'] }), noPetsIn(sandbox, 'Rockford')],
      { status: 'infeasible', core: ['transport.exclusion:flight'], otherCores: [['lodging.houseRule:pets']] },
    ],
  ];
  for (const [name, make, expected] of cases) {
    it(`${name}: the oracle is the planner on every subset; the same explanation as re-solving`, async () => {
      const [spec, data] = make();
      await expectOracleAgrees(spec, data);
      expect(keys(await expectSameExplanation(spec, data))).to.deep.equal(expected);
    });
  }

  it(`a 3-city week in Texas has more than ${MAX_SKELETONS} skeletons: no oracle (explain re-solves)`, async () => {
    const spec = specOf(1, {
      destination: { kind: 'state', name: 'Texas' },
      origin: 'Shreveport',
      cityCount: 3,
      days: 7,
      startDate: '2022-03-16',
      endDate: '2022-03-22',
      budget: 100,
    });
    const requirements = requirementsOf(spec);
    expect(
      await assumptionCores(
        spec,
        requirements.reduce((s, r) => r.drop(s), spec),
        requirements.map((r) => r.key),
        sandbox,
        Deadline.after(60_000),
      ),
    ).to.equal(undefined);
  });
});
