import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluate, explain, loadDatabase, plan, toTravelPlannerFields } from '../src/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from './helpers/data.ts';

const request = (name: string) => readFileSync(join(FIXTURE_DIR, 'requests', name, 'request.txt'), 'utf8').trim();

describe('library API (src/index.ts)', () => {
  it('plan: request text -> a verified plan the evaluator passes', async () => {
    const sandbox = loadDatabase(FIXTURE_SANDBOX);
    const { spec, outcome } = await plan(request('01-quickstart-quillon-3day'), { sandbox });
    expect(spec.destination).to.deep.equal({ kind: 'city', name: 'Quillon' });
    expect(outcome.status).to.equal('optimal');
    if (outcome.status !== 'optimal') return;
    expect(evaluate(toTravelPlannerFields(spec), outcome.plan.submission, sandbox).passed).to.equal(true);
  });

  it('explain: a TripSpec with no plan -> its minimal conflict', async () => {
    const sandbox = loadDatabase(FIXTURE_SANDBOX);
    const spec = JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', '08-infeasible-cuisine-mirecourt', 'spec.json'), 'utf8'));
    const { explanation } = await explain(spec, { sandbox });
    expect(explanation.status).to.equal('infeasible');
    expect(explanation.core.map((m) => m.sentence)).to.deep.equal(['some meal outside the origin serves French food']);
  });
});
