/**
 * solver/verify.ts, the gate every plan passes before it is returned: the shared evaluator once per house rule
 * and transport exclusion (the benchmark's fields hold one of each), the solver's own total against the
 * evaluator's, ruled-out cuisines and taxis checked directly. The plan is the solver's optimum for the fixture
 * request 01 (Brasswick -> Quillon, 3 days), written out so that no solve runs here.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE, violationSentence } from '../../src/catalogue/index.ts';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, type PlanDay, type TripSpec } from '../../src/tripspec/index.ts';
import { evaluatorVerifier } from '../../solver/verify.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';
import { FIXTURE_PLAN, LISTING, OUT } from '../helpers/fixture-plan.ts';

const {
  'lodging.houseRule': HOUSE_RULE,
  'transport.exclusion': EXCLUSION,
  'budget.total': BUDGET,
  'meals.avoidCuisine': AVOID,
  'plan.complete': COMPLETE,
  'route.cities': CITIES,
} = CATALOGUE;

const PLAN = FIXTURE_PLAN;

const plan = (change: (days: PlanDay[]) => void = () => {}): PlanDay[] => {
  const days = structuredClone(PLAN) as PlanDay[];
  change(days);
  return days;
};

describe('solver/verify: evaluatorVerifier', () => {
  let sandbox: Sandbox;
  let base: TripSpec;
  before(() => {
    sandbox = loadDatabase(FIXTURE_SANDBOX);
    base = parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', '01-quickstart-quillon-3day', 'spec.json'), 'utf8')));
  });
  const verify = (change: Partial<TripSpec>, days: PlanDay[] = plan(), total?: number) =>
    evaluatorVerifier(total === undefined ? undefined : () => total)(parseTripSpec({ ...base, ...change }), days, sandbox);

  it('passes the optimum for its own request, with the total the evaluator gives', () => {
    expect(verify({}, plan(), 1223)).to.deep.equal([]);
  });

  describe(BUDGET.id, () => {
    it('flags a solver total that differs from the evaluator’s', () => {
      expect(verify({}, plan(), 1222.5)).to.deep.equal([{ id: BUDGET.id, message: 'the evaluator prices the plan at 1223, the solver at 1222.5' }]);
      // A taxi exclusion is checked apart, not as one more run of the evaluator.
      expect(verify({ excludeTransport: ['self-driving', 'taxi'] }, plan(), 1222.5)).to.deep.equal([
        { id: BUDGET.id, message: 'the evaluator prices the plan at 1223, the solver at 1222.5' },
      ]);
    });
    it('takes a difference of up to a millionth of a dollar for rounding', () => {
      // Nothing priced: every journey on foot, no meal, no lodging; the evaluator's total is 0.
      const free = plan((d) => {
        for (const day of d) Object.assign(day, { transportation: 'Walk', breakfast: '-', lunch: '-', dinner: '-', accommodation: '-' });
      });
      const budgetFailures = (total: number) => verify({}, free, total).filter((f) => f.id === BUDGET.id);
      expect(budgetFailures(1e-6)).to.deep.equal([]);
      expect(budgetFailures(2e-6)).to.deep.equal([{ id: BUDGET.id, message: 'the evaluator prices the plan at 0, the solver at 0.000002' }]);
    });
    it('flags a plan over the budget with the evaluator’s sentence', () => {
      expect(verify({ budget: 1000 })).to.deep.equal([{ id: BUDGET.id, message: violationSentence(BUDGET.id, { limit: 1000, actual: 1223 }) }]);
      expect(verify({ budget: 1223 })).to.deep.equal([]);
    });
  });

  describe(HOUSE_RULE.id, () => {
    const noParties = violationSentence(HOUSE_RULE.id, { rule: 'parties', day: 1, listing: LISTING, houseRules: 'No parties & No visitors' });
    const noVisitors = violationSentence(HOUSE_RULE.id, { rule: 'visitors', day: 1, listing: LISTING, houseRules: 'No parties & No visitors' });

    it('accepts a rule the lodging allows and flags one it forbids', () => {
      expect(verify({ houseRules: ['pets'] })).to.deep.equal([]);
      expect(verify({ houseRules: ['parties'] })).to.deep.equal([{ id: HOUSE_RULE.id, message: noParties }]);
    });

    it('checks every rule of the request, not only the first', () => {
      expect(verify({ houseRules: ['pets', 'visitors'] })).to.deep.equal([{ id: HOUSE_RULE.id, message: noVisitors }]);
      expect(verify({ houseRules: ['parties', 'visitors'] })).to.deep.equal([
        { id: HOUSE_RULE.id, message: noParties },
        { id: HOUSE_RULE.id, message: noVisitors },
      ]);
    });

    it('reports a failure once although each transport exclusion checks the rules again', () => {
      expect(verify({ houseRules: ['parties'], excludeTransport: ['self-driving', 'taxi'] })).to.deep.equal([{ id: HOUSE_RULE.id, message: noParties }]);
      expect(verify({ houseRules: ['parties'], excludeTransport: ['flight', 'self-driving'] })).to.deep.equal([
        { id: HOUSE_RULE.id, message: noParties },
        { id: EXCLUSION.id, message: violationSentence(EXCLUSION.id, { mode: 'flight', day: 1, value: OUT }) },
      ]);
    });
  });

  describe(EXCLUSION.id, () => {
    it('accepts a plan that flies when driving is ruled out, and flags it when flights are', () => {
      expect(verify({ excludeTransport: ['self-driving'] })).to.deep.equal([]);
      expect(verify({ excludeTransport: ['flight'] })).to.deep.equal([
        { id: EXCLUSION.id, message: violationSentence(EXCLUSION.id, { mode: 'flight', day: 1, value: OUT }) },
      ]);
    });

    it('checks every exclusion of the request, not only the first', () => {
      expect(verify({ excludeTransport: ['self-driving', 'flight'] })).to.deep.equal([
        { id: EXCLUSION.id, message: violationSentence(EXCLUSION.id, { mode: 'flight', day: 1, value: OUT }) },
      ]);
    });

    it('checks a taxi exclusion itself (the benchmark has no key for it), on every day that takes one', () => {
      const byTaxi = plan((d) => {
        d[0]!.transportation = 'Taxi, from Brasswick to Quillon, duration: 9 hours 43 mins, distance: 914 km, cost: 914';
        d[2]!.transportation = 'Taxi, from Quillon to Brasswick, duration: 9 hours 31 mins, distance: 911 km, cost: 911';
      });
      expect(verify({ budget: 5000 }, byTaxi)).to.deep.equal([]);
      expect(verify({ budget: 5000, excludeTransport: ['taxi'] })).to.deep.equal([]);
      expect(verify({ budget: 5000, excludeTransport: ['taxi'] }, byTaxi)).to.deep.equal([
        { id: EXCLUSION.id, message: 'day 1 uses a taxi, which the request rules out' },
        { id: EXCLUSION.id, message: 'day 3 uses a taxi, which the request rules out' },
      ]);
    });
  });

  describe(AVOID.id, () => {
    it('accepts a plan with no meal of a ruled-out cuisine, and names the meal that serves one', () => {
      expect(verify({ avoidCuisines: ['Indian'] })).to.deep.equal([]);
      expect(verify({ avoidCuisines: ['French'] })).to.deep.equal([
        {
          id: AVOID.id,
          message: violationSentence(AVOID.id, {
            cuisine: 'French',
            day: 1,
            meal: 'dinner',
            restaurant: 'Crêperie Élodie, Quillon',
            cuisines: 'French, Desserts, Cafe',
          }),
        },
        {
          id: AVOID.id,
          message: violationSentence(AVOID.id, {
            cuisine: 'French',
            day: 2,
            meal: 'lunch',
            restaurant: 'Sorrel Oyster Bar, Quillon',
            cuisines: 'Seafood, Pizza, French, Desserts',
          }),
        },
      ]);
    });
  });

  describe(CITIES.id, () => {
    it('accepts a plan that visits every required city, and names one it leaves out with the cities it visits', () => {
      const verdania = { destination: { kind: 'state', name: 'Verdania' } } as Partial<TripSpec>;
      expect(verify({ ...verdania, cities: ['Quillon'] })).to.deep.equal([]);
      expect(verify({ ...verdania, cities: ['Larkmoor'] })).to.deep.equal([
        { id: CITIES.id, message: violationSentence(CITIES.id, { city: 'Larkmoor', visited: ['Quillon'] }) },
      ]);
    });
  });

  describe(COMPLETE.id, () => {
    it('says so when the hard checks were not scored at all', () => {
      const twoDays = plan((d) => void d.splice(2, 1));
      const failures = verify({}, twoDays);
      expect(failures.at(-1)).to.deep.equal({ id: COMPLETE.id, message: 'the hard checks were not scored (incomplete plan or not in the sandbox)' });
      expect(failures.filter((f) => f.message.startsWith('the hard checks'))).to.have.length(1);
    });
    it('compares no total for a plan with no days (nothing was priced)', () => {
      expect(verify({}, [], 1223)).to.deep.equal([{ id: COMPLETE.id, message: 'the hard checks were not scored (incomplete plan or not in the sandbox)' }]);
    });
  });
});
