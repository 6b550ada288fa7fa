/**
 * The tour solver on every backend against the brute-force oracle (test/tour/oracle.ts, written apart from it):
 * on random tours (feasible and not, both formulations) and on the 100 NATURAL PLAN examples. The oracle lists
 * valid orders in the tie-break's order, so its first is the plan every backend must return.
 */
import { expect } from 'chai';
import { describe, it } from 'mocha';
import { BACKENDS } from '../../solver/backends.ts';
import { SolveThreads } from '../../solver/threads.ts';
import { buildTourModel, formulationOf } from '../../solver/tour/model.ts';
import { ALTERNATIVES_CAP, solveTour } from '../../solver/tour/index.ts';
import { readTour } from '../../src/tour/read.ts';
import type { TourSpec } from '../../src/tour/spec.ts';
import { checkTour } from '../../src/tour/verify.ts';
import { planFromOrder } from '../../src/tour/spec.ts';
import { naturalPlanExamples, requireNaturalPlan } from '../helpers/data.ts';
import { allValidOrders } from './oracle.ts';
import { randomTour } from './random-tours.ts';

/** Whether the backend settled the tour; when it did, its answer is the oracle's. Only lp may leave one unsettled. */
async function agrees(spec: TourSpec, backend: 'auto' | 'mip' | 'lp' | 'z3', label: string): Promise<boolean> {
  const orders = allValidOrders(spec, ALTERNATIVES_CAP);
  const o = await solveTour(spec, { backend, timeLimitMs: 60_000 });
  // javascript-lp-solver cannot settle every tour (solver/model.ts, `lp`): it says so, and never answers wrongly.
  if (backend === 'lp' && o.status === 'timeout') return false;
  if (orders.length === 0) {
    expect(o.status, label).to.equal('infeasible');
    return true;
  }
  expect(o.status, label).to.equal('planned');
  if (o.status !== 'planned') return true;
  expect(o.order, label).to.deep.equal(orders[0]);
  expect(o.alternatives, label).to.equal(orders.length);
  expect(o.atLeast, label).to.equal(orders.length >= ALTERNATIVES_CAP);
  expect(checkTour(spec, o.plan), label).to.deep.equal([]);
  return true;
}

describe('tour solver: every backend against the brute-force oracle', () => {
  for (const [backend, count, cities] of [
    ['auto', 60, undefined],
    ['mip', 60, undefined],
    ['z3', 25, 5],
    ['lp', 25, 4],
  ] as const) {
    it(`${backend}: ${count} random tours (half built around a valid order), the oracle's plan, count and verdict`, async () => {
      const seen = { feasible: 0, infeasible: 0, byDay: 0, byPlace: 0, settled: 0 };
      for (let seed = 1; seed <= count; seed++) {
        const spec = randomTour(seed, { feasible: seed % 2 === 0, ...(cities ? { cities: 3 + (seed % (cities - 2)) } : {}) });
        if (await agrees(spec, backend, `${backend} seed ${seed}`)) seen.settled++;
        if (allValidOrders(spec, 1).length > 0) seen.feasible++;
        else seen.infeasible++;
        if (formulationOf(spec) === 'by-day') seen.byDay++;
        else seen.byPlace++;
      }
      // Both verdicts and both formulations were met; every backend but lp settled every tour.
      for (const [k, n] of Object.entries(seen)) expect(n, k).to.be.greaterThan(0);
      if (backend !== 'lp') expect(seen.settled).to.equal(count);
    });
  }

  it("the by-day model alone: its answer is one of the oracle's orders, and it has one exactly when the oracle does (tours with 2-day stays or more)", async () => {
    const mip = await BACKENDS.mip();
    for (let seed = 100; seed < 130; seed++) {
      const spec = randomTour(seed, { feasible: true });
      const long = { ...spec, stays: spec.stays.map((s) => ({ ...s, days: Math.max(2, s.days) })) };
      const fixed = { ...long, totalDays: long.stays.reduce((a, s) => a + s.days, 0) - long.stays.length + 1 };
      expect(formulationOf(fixed)).to.equal('by-day');
      const oracle = allValidOrders(fixed);
      const r = await mip.solve(buildTourModel(fixed).model, { timeLimitMs: 10_000 });
      expect(r.status === 'optimal', `seed ${seed}`).to.equal(oracle.length > 0);
      if (r.status === 'optimal') expect(oracle.map((o) => o.join(','))).to.include(buildTourModel(fixed).orderOf(r.values).join(','));
    }
  });

  it('past 20 valid orders: "at least 20", and the tie-break walked place by place is the oracle\'s first on every backend', async () => {
    const cities = ['Oslo', 'Riga', 'Porto', 'Bern', 'Lyon', 'Nice'];
    const spec: TourSpec = {
      totalDays: 13,
      stays: cities.map((city, i) => ({ city, days: 2 + (i % 3) })),
      events: [{ city: 'Lyon', from: 1, to: 2, what: 'wedding' }],
      flights: cities.flatMap((a) => cities.filter((b) => b !== a).map((b) => ({ from: a, to: b }))),
    };
    const orders = allValidOrders(spec);
    expect(orders.length).to.be.greaterThan(ALTERNATIVES_CAP);
    for (const backend of ['auto', 'mip', 'z3'] as const) {
      const o = await solveTour(spec, { backend, timeLimitMs: 60_000 });
      expect(o.status === 'planned' && { order: o.order, alternatives: o.alternatives, atLeast: o.atLeast }, backend).to.deep.equal({
        order: orders[0],
        alternatives: ALTERNATIVES_CAP,
        atLeast: true,
      });
    }
  });

  it('a plan that is handed back has passed the checker; an order of the oracle passes it too', () => {
    const spec = randomTour(4, { feasible: true });
    const order = allValidOrders(spec, 1)[0]!;
    expect(checkTour(spec, planFromOrder(spec, order))).to.deep.equal([]);
    const reversed = [...order].reverse();
    if (allValidOrders(spec).every((o) => o.join() !== reversed.join())) expect(checkTour(spec, planFromOrder(spec, reversed))).to.not.deep.equal([]);
  });
});

describe('tour solver: the 100 NATURAL PLAN examples', () => {
  for (const backend of ['auto', 'mip'] as const)
    it(`${backend}: every example planned, valid, the oracle's first order, with the oracle's count of valid orders`, async function () {
      const examples = naturalPlanExamples(requireNaturalPlan(this));
      const counts: Record<number, number> = {};
      for (const [id, x] of Object.entries(examples)) {
        const spec = readTour(x.prompt_0shot).spec;
        await agrees(spec, backend, id);
        const n = allValidOrders(spec, ALTERNATIVES_CAP).length;
        counts[n] = (counts[n] ?? 0) + 1;
      }
      // 95 examples have one valid plan; three have two, one seven and one nine.
      expect(counts).to.deep.equal({ 1: 95, 2: 3, 7: 1, 9: 1 });
    });

  it('z3 settles all 100 as the oracle does', async function () {
    this.timeout(600_000);
    const examples = naturalPlanExamples(requireNaturalPlan(this));
    let settled = 0;
    for (const [id, x] of Object.entries(examples)) if (await agrees(readTour(x.prompt_0shot).spec, 'z3', `z3 ${id}`)) settled++;
    expect(settled).to.equal(100);
  });

  it('lp, on a solve thread stopped past a 1 s limit, never contradicts the oracle on the 100 and settles most', async function () {
    this.timeout(600_000);
    const examples = naturalPlanExamples(requireNaturalPlan(this));
    const threads = new SolveThreads({ threads: 1, graceMs: 200 });
    try {
      let settled = 0;
      for (const [id, x] of Object.entries(examples)) {
        const spec = readTour(x.prompt_0shot).spec;
        const o = await solveTour(spec, { backend: threads.backend('lp'), timeLimitMs: 1000 });
        if (o.status === 'timeout') continue;
        settled++;
        const orders = allValidOrders(spec, ALTERNATIVES_CAP);
        expect(o.status, id).to.equal('planned');
        if (o.status === 'planned')
          expect({ order: o.order, alternatives: o.alternatives }, id).to.deep.equal({ order: orders[0], alternatives: orders.length });
      }
      // Measured: 71 of 100 with a 2 s limit; a floor well under it, so a loaded machine does not fail the test.
      expect(settled).to.be.at.least(40);
    } finally {
      await threads.close();
    }
  });
});
