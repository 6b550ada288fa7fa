/**
 * Unchanged by the clock (issue 14): with no interests, each of the 45 TravelPlanner training requests is
 * planned to the same optimum (quality and cost) as before days were put on the clock, recorded in
 * test/fixtures/golden/training-optima.json by the solver of commit 30f7b1c; every plan passes every benchmark
 * check and every rationality check.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import { rationalityViolations } from '../../src/evaluate/rationality.ts';
import { fromTravelPlannerFields } from '../../src/tripspec/index.ts';
import { planTrip } from '../../solver/index.ts';
import { benchmark } from '../evaluate/helpers.ts';
import { REPO_ROOT } from '../helpers/data.ts';

const GOLDEN = JSON.parse(readFileSync(join(REPO_ROOT, 'test/fixtures/golden/training-optima.json'), 'utf8')) as {
  optima: Record<string, { quality: number; cost: number }>;
};

describe('the 45 training requests keep their optima (golden, from before the clock)', function () {
  this.timeout(300_000);
  it('each plan has the recorded quality and cost and passes every benchmark and rationality check', async function () {
    const b = benchmark(this);
    expect(b.rows).to.have.length(45);
    expect(Object.keys(GOLDEN.optima)).to.have.length(45);
    const differences: string[] = [];
    for (const row of b.rows) {
      const spec = fromTravelPlannerFields(row);
      expect(spec.wishes.interests ?? [], `row ${row.idx}`).to.deep.equal([]);
      const outcome = await planTrip(spec, b.sandbox, { backend: 'mip', timeLimitMs: 60_000 });
      if (outcome.status !== 'optimal') {
        differences.push(`row ${row.idx}: ${outcome.status}`);
        continue;
      }
      const { plan } = outcome;
      const golden = GOLDEN.optima[String(row.idx)]!;
      if (plan.quality !== golden.quality || plan.cost !== golden.cost)
        differences.push(`row ${row.idx}: quality ${plan.quality} cost ${plan.cost}, recorded ${golden.quality} / ${golden.cost}`);
      const e = evaluatePlan(row as never, plan.submission, b.sandbox);
      if (!e.passed) differences.push(`row ${row.idx}: fails the benchmark's checks`);
      const r = rationalityViolations(plan.itinerary);
      if (r.length > 0) differences.push(`row ${row.idx}: ${r.map((v) => v.id).join(', ')}`);
    }
    expect(differences).to.deep.equal([]);
  });
});
