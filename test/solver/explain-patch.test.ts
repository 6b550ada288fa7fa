import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import { loadSandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, toTravelPlannerFields, type TripSpec } from '../../src/tripspec/index.ts';
import { explain, specPatch } from '../../solver/explain/index.ts';
import { planTrip } from '../../solver/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';

const specOf = (name: string): TripSpec => parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')));

describe('explain: each relaxation carries a patch that applies it', () => {
  const sandbox = loadSandbox(FIXTURE_SANDBOX);

  it('specPatch keeps exactly the top-level fields that changed', () => {
    const spec = specOf('09-infeasible-pets-shared-room');
    expect(specPatch(spec, spec)).to.deep.equal({});
    expect(specPatch(spec, { ...spec, houseRules: [], budget: 2430 })).to.deep.equal({ houseRules: [], budget: 2430 });
    expect(specPatch(spec, { ...spec, destination: { kind: 'city', name: 'Saltmarsh Bay' } })).to.deep.equal({
      destination: { kind: 'city', name: 'Saltmarsh Bay' },
    });
  });

  /** Each request's relaxations: the change, its patch and the cost of the plan it gives. */
  const RELAXATIONS: Record<string, [string, Record<string, unknown>, number][]> = {
    '07-infeasible-budget': [['raise the budget to $1,746', { budget: 1746 }, 1746]],
    '08-infeasible-cuisine-mirecourt': [['drop the French-cuisine wish', { cuisines: ['Italian'] }, 2586]],
    '09-infeasible-pets-shared-room': [
      ['drop the need for lodging that allows pets', { houseRules: [] }, 1565],
      ['drop the shared room wish', { roomType: null }, 1629],
      ['go to Saltmarsh Bay (Verdania) instead of Fennick Falls', { destination: { kind: 'city', name: 'Saltmarsh Bay' } }, 716],
    ],
  };

  for (const name of Object.keys(RELAXATIONS)) {
    it(`${name}: {...spec, ...patch} plans to a plan that passes every check and costs the relaxation's cost`, async () => {
      const spec = specOf(name);
      const e = await explain(spec, sandbox);
      expect(e.status).to.equal('infeasible');
      expect(e.relaxations.map((r) => [r.change, r.patch, r.cost])).to.deep.equal(RELAXATIONS[name]);
      for (const r of e.relaxations) {
        const relaxed = parseTripSpec({ ...spec, ...r.patch });
        const o = await planTrip(relaxed, sandbox, {});
        expect(o.status, r.change).to.equal('optimal');
        if (o.status !== 'optimal') continue;
        expect(o.plan.cost, r.change).to.equal(r.cost);
        expect(evaluatePlan(toTravelPlannerFields(relaxed), o.plan.submission, sandbox).passed, r.change).to.equal(true);
      }
    });
  }

  it('the patches say the change in data: the minimum budget, the house rules less one, another city', async () => {
    const budget = await explain(specOf('07-infeasible-budget'), sandbox);
    expect(budget.relaxations.map((r) => r.patch)).to.deep.equal([{ budget: budget.minimumBudget }]);
    const pets = await explain(specOf('09-infeasible-pets-shared-room'), sandbox);
    expect(pets.relaxations.map((r) => [r.change, r.patch])).to.deep.equal([
      ['drop the need for lodging that allows pets', { houseRules: [] }],
      ['drop the shared room wish', { roomType: null }],
      ['go to Saltmarsh Bay (Verdania) instead of Fennick Falls', { destination: { kind: 'city', name: 'Saltmarsh Bay' } }],
    ]);
  });
});
