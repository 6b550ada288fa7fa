import { steppingClock } from '../helpers/clock.ts';
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SpecError } from '../../src/common/errors.ts';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, toTravelPlannerFields, type TripSpec } from '../../src/tripspec/index.ts';
import { planTrip, type PlanOutcome } from '../../solver/index.ts';
import { lpBackend } from '../../solver/lp/index.ts';
import { buildSelectionModel } from '../../solver/selection.ts';
import { makeContext } from '../../solver/skeleton-context.ts';
import { enumerateSkeletons } from '../../solver/skeleton.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';

let sandbox: Sandbox;
const spec = (name: string): TripSpec => parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')));
const FEASIBLE = [
  '01-quickstart-quillon-3day',
  '02-oskaland-2city-5day',
  '03-verdania-3city-7day',
  '04-port-alder-parties-entire',
  '05-verdania-cuisines-no-self-driving',
  '06-mirecourt-no-flight-private',
  '11-quillon-museums-meal-price',
];
const INFEASIBLE = ['07-infeasible-budget', '08-infeasible-cuisine-mirecourt', '09-infeasible-pets-shared-room', '10-infeasible-saltmarsh-monday'];

/** The best (quality, cost) over every skeleton, each solved on its own by the other backend (javascript-lp-solver; the plans come from HiGHS), nothing pruned. */
async function exhaustive(s: TripSpec): Promise<{ quality: number; cost: number } | undefined> {
  const ctx = makeContext(s, sandbox);
  let best: { quality: number; cost: number } | undefined;
  for (const skeleton of enumerateSkeletons(ctx, null).all()) {
    const sm = buildSelectionModel(ctx, skeleton, { budget: s.budget, objective: 'quality' });
    const r = await lpBackend.solve(sm.model, { timeLimitMs: 30_000 });
    if (r.status !== 'optimal') continue;
    const [quality, cost] = r.objectives as [number, number];
    if (!best || quality > best.quality || (quality === best.quality && cost / sm.scale < best.cost)) best = { quality, cost: cost / sm.scale };
  }
  return best;
}

const optimal = (o: PlanOutcome) => {
  if (o.status !== 'optimal') throw new Error(`expected an optimal plan, got ${o.status}`);
  return o.plan;
};

describe('planTrip on the fixture sandbox', () => {
  before(() => {
    sandbox = loadDatabase(FIXTURE_SANDBOX);
  });

  for (const name of FEASIBLE) {
    it(`${name}: the plan passes every check, costs what the evaluator says, and is the best over all routes`, async () => {
      const s = spec(name);
      const plan = optimal(await planTrip(s, sandbox, { backend: 'mip' }));
      const evaluation = evaluatePlan(toTravelPlannerFields(s), plan.submission, sandbox);
      expect(evaluation.passed).to.equal(true);
      expect(evaluation.cost!.total).to.equal(plan.itinerary.cost.total);
      expect(plan.cost).to.equal(plan.itinerary.cost.total);
      if (s.budget !== null) expect(plan.cost).to.be.at.most(s.budget);
      expect(await exhaustive(s)).to.deep.equal({ quality: plan.quality, cost: plan.cost });
    });
  }

  it('the LP backend (javascript-lp-solver) finds the same optimum as the MIP backend on every feasible fixture request', async () => {
    for (const name of FEASIBLE) {
      const s = spec(name);
      const mip = optimal(await planTrip(s, sandbox, { backend: 'mip' }));
      const lp = optimal(await planTrip(s, sandbox, { backend: 'lp' }));
      expect({ quality: lp.quality, cost: lp.cost }, name).to.deep.equal({ quality: mip.quality, cost: mip.cost });
    }
  });

  it('the Z3 backend finds the same optimum as the MIP backend', async function () {
    this.timeout(300_000);
    for (const name of ['01-quickstart-quillon-3day', '02-oskaland-2city-5day', '04-port-alder-parties-entire', '06-mirecourt-no-flight-private']) {
      const s = spec(name);
      const mip = optimal(await planTrip(s, sandbox, { backend: 'mip' }));
      const z3 = optimal(await planTrip(s, sandbox, { backend: 'z3', timeLimitMs: 120_000 }));
      expect({ quality: z3.quality, cost: z3.cost }, name).to.deep.equal({ quality: mip.quality, cost: mip.cost });
    }
  });

  for (const name of INFEASIBLE) {
    it(`${name}: both backends prove that no plan exists`, async () => {
      for (const backend of ['mip', 'z3', 'lp'] as const) {
        const outcome = await planTrip(spec(name), sandbox, { backend, timeLimitMs: 60_000 });
        expect(outcome.status, backend).to.equal('infeasible');
      }
    });
  }

  it('the cheapest plan (cost objective) is the exhaustive minimum, and a budget a dollar below it has no plan', async () => {
    const s = spec('02-oskaland-2city-5day');
    const cheapest = optimal(await planTrip(s, sandbox, { objective: 'cost', budget: null }));
    const ctx = makeContext(s, sandbox);
    let min = Infinity;
    for (const skeleton of enumerateSkeletons(ctx, null).all()) {
      const sm = buildSelectionModel(ctx, skeleton, { budget: null, objective: 'cost' });
      const r = await lpBackend.solve(sm.model, { timeLimitMs: 30_000 });
      if (r.status === 'optimal') min = Math.min(min, r.objectives[0]! / sm.scale);
    }
    expect(cheapest.cost).to.equal(min);
    expect((await planTrip({ ...s, budget: min }, sandbox, {})).status).to.equal('optimal');
    expect((await planTrip({ ...s, budget: min - 1 }, sandbox, {})).status).to.equal('infeasible');
  });

  it('never hangs: once its time limit is over, the search stops with timeout (a clock that is past it at once)', async () => {
    const clock = steppingClock(60_000);
    const outcome = await planTrip(spec('03-verdania-3city-7day'), sandbox, { clock });
    expect(outcome.status).to.equal('timeout');
    expect(outcome.stats.modelsSolved).to.equal(0);
    expect(outcome.elapsedMs).to.equal(120_000);
  });

  describe('specs the sandbox cannot answer name the field', () => {
    const cases: [string, Partial<TripSpec>, string, string][] = [
      ['an unknown origin', { origin: 'Atlantis' }, 'origin', `origin: is not a city of the sandbox (${FIXTURE_SANDBOX}) (found: "Atlantis")`],
      [
        'an unknown destination city',
        { destination: { kind: 'city', name: 'Atlantis' } },
        'destination.name',
        `destination.name: is not a city of the sandbox (${FIXTURE_SANDBOX}) (found: "Atlantis")`,
      ],
      [
        'an unknown state',
        { destination: { kind: 'state', name: 'Atlantis' }, cityCount: 1 },
        'destination.name',
        `destination.name: is not a state of the sandbox (${FIXTURE_SANDBOX}) (found: "Atlantis")`,
      ],
      [
        'dates without data',
        { startDate: '2023-07-01', endDate: '2023-07-03' },
        'startDate',
        'startDate: the sandbox has travel data from 2022-03-01 to 2022-03-31 only, not for 2023-07-01 to 2023-07-03 (found: "2023-07-01")',
      ],
    ];
    for (const [what, patch, field, message] of cases) {
      it(`rejects ${what}`, async () => {
        const s = { ...spec('01-quickstart-quillon-3day'), ...patch };
        try {
          await planTrip(s, sandbox, {});
          expect.fail('expected a SpecError');
        } catch (e) {
          expect(e).to.be.instanceOf(SpecError);
          expect((e as SpecError).field).to.equal(field);
          expect((e as SpecError).message).to.equal(message);
        }
      });
    }
  });
  it('the lazy best-first order of skeletons is exactly a stable sort of all of them, for both objectives and several budgets', () => {
    let compared = 0;
    for (const name of [...FEASIBLE, ...INFEASIBLE]) {
      const s = spec(name);
      for (const budget of [s.budget, null, 600, 1400]) {
        const enumeration = enumerateSkeletons(makeContext(s, sandbox), budget);
        const all = enumeration.all();
        expect(all.length, name).to.equal(enumeration.kept);
        for (const objective of ['quality', 'cost'] as const) {
          // Array.prototype.sort is stable: ties keep their enumeration order.
          const sorted = [...all].sort((a, b) =>
            objective === 'cost' ? a.costBound - b.costBound : b.qualityBound - a.qualityBound || a.costBound - b.costBound,
          );
          expect([...enumeration.best(objective)], `${name} ${budget} ${objective}`).to.deep.equal(sorted);
          compared += sorted.length;
        }
      }
    }
    expect(compared, 'skeletons compared over all cases').to.equal(5564);
  });
});
