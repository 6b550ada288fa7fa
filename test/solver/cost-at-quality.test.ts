/**
 * The cost bound at a skeleton's quality bound (Skeleton.costAtQualityBound), which lets the quality search pass over
 * skeletons that tie the best plan's quality but cannot reach it for less. Held to each skeleton's own selection
 * model solved by javascript-lp-solver's branch and bound: the cheapest plan that reaches the quality bound never costs less than the bound says.
 */
import { expect } from 'chai';
import { makeContext } from '../../solver/skeleton-context.ts';
import { enumerateSkeletons } from '../../solver/skeleton.ts';
import { buildSelectionModel } from '../../solver/selection.ts';
import { lpBackend } from '../../solver/lp/index.ts';
import { parseTripSpec } from '../../src/tripspec/index.ts';
import { scaleRequest, scaleWorld } from '../../corpus/scale-world.ts';
import { search } from '../../solver/search.ts';
import { Deadline } from '../../src/common/deadline.ts';

describe('cost bound at the quality bound', () => {
  for (const [kind, budget, scale] of [
    ['plain', null, 2],
    ['hard', 3000, 2],
    ['plain', null, 4],
  ] as const) {
    it(`${kind} request, budget ${budget}, ${scale}x listings: no plan reaching a skeleton's quality bound costs less than its bound`, async () => {
      const world = scaleWorld(4, scale, 5);
      const spec = parseTripSpec({ ...scaleRequest(kind), cityCount: 2 });
      const ctx = makeContext(spec, world);
      const skeletons = enumerateSkeletons(ctx, budget).all();
      let reached = 0;
      let tighter = 0;
      let tight = 0;
      for (const s of skeletons) {
        expect(s.costAtQualityBound).to.be.at.least(s.costBound);
        const sm = buildSelectionModel(ctx, s, { budget, objective: 'quality', minQuality: s.qualityBound });
        const result = await lpBackend.solve(sm.model, { timeLimitMs: 10_000 });
        if (result.status === 'infeasible') continue;
        expect(result.status).to.equal('optimal');
        if (result.status !== 'optimal') continue;
        const plan = sm.decode(result.values);
        // The quality bound is a bound: the model, asked for at least that much, reaches exactly that much.
        expect(plan.quality).to.equal(s.qualityBound);
        expect(s.costAtQualityBound, `${s.legs.map((l) => `${l.to}@${l.day}`).join(',')}`).to.be.at.most(plan.cost + 1e-6);
        reached++;
        if (s.costAtQualityBound > s.costBound + 1) tighter++;
        if (s.costAtQualityBound > plan.cost - 1) tight++;
      }
      // What the run checked, so a change in the worlds or the bounds is seen here.
      expect({ skeletons: skeletons.length, reached, tighter, tight }).to.deep.equal(EXPECTED[`${kind} ${budget} ${scale}`]);
    });
  }
});

describe('cost bound at the quality bound, with a huge budget', () => {
  it('keeps its cents: lambda x budget is never added and taken back', async () => {
    // A budget of 1e14 once moved a bound a cent above the cheapest plan reaching it (3,447.0093 against 3,447).
    const world = scaleWorld(4, 3, 12);
    const spec = parseTripSpec({ ...scaleRequest('hard'), cityCount: 2, days: 5, endDate: '2022-03-18', budget: 1e14 });
    const ctx = makeContext(spec, world);
    let reached = 0;
    for (const s of enumerateSkeletons(ctx, spec.budget).all()) {
      const sm = buildSelectionModel(ctx, s, { budget: spec.budget, objective: 'quality', minQuality: s.qualityBound });
      const result = await lpBackend.solve(sm.model, { timeLimitMs: 10_000 });
      if (result.status !== 'optimal') continue;
      const plan = sm.decode(result.values);
      expect(s.costAtQualityBound, `${s.legs.map((l) => `${l.to}@${l.day}`).join(',')}`).to.be.at.most(plan.cost + 1e-6);
      reached++;
    }
    expect(reached).to.equal(53);
  });
});

describe('the quality search passing over outpriced skeletons', () => {
  // Without passing over outpriced skeletons the search solves 16 and 12 models for these requests.
  for (const [kind, budget, scale, solvedByBound] of [
    ['plain', null, 16, 4],
    ['hard', 4200, 16, 4],
  ] as const) {
    it(`${kind} request, ${scale}x listings: the same optimum as every skeleton's model, from ${solvedByBound} models`, async () => {
      const world = scaleWorld(3, scale, 5);
      const spec = parseTripSpec({ ...scaleRequest(kind), cityCount: 2 });
      const ctx = makeContext(spec, world);
      // Every skeleton's own optimum (quality first, then cost), the best of them kept.
      let best: { quality: number; cost: number } | undefined;
      const skeletons = enumerateSkeletons(ctx, budget).all();
      for (const s of skeletons) {
        const sm = buildSelectionModel(ctx, s, { budget, objective: 'quality' });
        const result = await lpBackend.solve(sm.model, { timeLimitMs: 10_000 });
        if (result.status === 'infeasible') continue;
        expect(result.status).to.equal('optimal');
        if (result.status !== 'optimal') continue;
        const plan = sm.decode(result.values);
        if (!best || plan.quality > best.quality || (plan.quality === best.quality && plan.cost < best.cost)) best = { quality: plan.quality, cost: plan.cost };
      }
      const outcome = await search(ctx, { backend: lpBackend, budget, objective: 'quality', deadline: Deadline.after(60_000) });
      expect(outcome.status).to.equal('optimal');
      if (outcome.status !== 'optimal') return;
      expect({ quality: outcome.selection.quality, cost: outcome.selection.cost }).to.deep.equal(best);
      expect({ skeletons: skeletons.length, solved: outcome.stats.modelsSolved }).to.deep.equal({ skeletons: SKELETONS[kind], solved: solvedByBound });
    });
  }
});

const SKELETONS = { plain: 78, hard: 78 };

// Every reached skeleton's bound is above its plain cost bound; `tight` counts those within a dollar of the real cost.
const EXPECTED: Record<string, { skeletons: number; reached: number; tighter: number; tight: number }> = {
  'plain null 2': { skeletons: 128, reached: 128, tighter: 128, tight: 14 },
  'hard 3000 2': { skeletons: 69, reached: 10, tighter: 10, tight: 7 },
  'plain null 4': { skeletons: 162, reached: 162, tighter: 162, tight: 91 },
};
