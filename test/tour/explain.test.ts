/**
 * Why a tour has no plan: infeasible variants of a NATURAL PLAN example (a stay lengthened, a window moved, the
 * flights into a city dropped) and a small tour with no chain of flights. Every relaxation's plan is checked against
 * the brute-force oracle on the tour changed as it says.
 */
import { expect } from 'chai';
import { describe, it } from 'mocha';
import { explainTour } from '../../solver/tour/explain.ts';
import { readTour } from '../../src/tour/read.ts';
import type { TourSpec } from '../../src/tour/spec.ts';
import { naturalPlanExamples, requireNaturalPlan } from '../helpers/data.ts';
import { allValidOrders } from './oracle.ts';

const valid = (spec: TourSpec, order: readonly string[]) => allValidOrders(spec).some((o) => o.join() === order.join());

describe('tour explain: the conflict and the smallest verified changes', () => {
  it('a stay lengthened: the arithmetic, the tour length that fits and every stay that can give the day back', async function () {
    const spec = readTour(naturalPlanExamples(requireNaturalPlan(this)).trip_planning_example_1088!.prompt_0shot).spec;
    const longer = { ...spec, stays: spec.stays.map((s) => (s.city === 'Oslo' ? { ...s, days: 6 } : s)) };
    const e = (await explainTour(longer, { backend: 'mip' }))!;
    expect(e.kind).to.equal('arithmetic');
    expect(e.complete).to.equal(true);
    expect(e.conflict).to.deep.equal([
      'the stays add up to 29 days, 22 once the 7 flight days (each counted in two cities) are counted once, but the tour is 21 days',
    ]);
    expect(e.relaxations.map((r) => r.change)).to.deep.equal([
      'make the tour 22 days',
      'stay 5 days in Oslo instead of 6',
      'stay 4 days in Stuttgart instead of 5',
      'stay 2 days in Split instead of 3',
      'stay 1 day in Geneva instead of 2',
      'stay 4 days in Tallinn instead of 5',
    ]);
    expect(valid({ ...longer, totalDays: 22 }, e.relaxations[0]!.order)).to.equal(true);
    expect(valid({ ...longer, stays: longer.stays.map((s) => (s.city === 'Geneva' ? { ...s, days: 1 } : s)) }, e.relaxations[4]!.order)).to.equal(true);
  });

  it('a window moved: the minimal set of events that cannot all hold, and the nearest move that gives a plan', async function () {
    const spec = readTour(naturalPlanExamples(requireNaturalPlan(this)).trip_planning_example_1088!.prompt_0shot).spec;
    const moved = { ...spec, events: spec.events.map((x) => (x.city === 'Porto' ? { ...x, from: 2, to: 4 } : x)) };
    const e = (await explainTour(moved, { backend: 'mip' }))!;
    expect(e.kind).to.equal('events');
    expect(e.conflict).to.deep.equal([
      'the workshop in Porto on day 2-4 (a 3-day stay there)',
      'the meeting with a friend in Stockholm on day 2-4 (a 3-day stay there)',
    ]);
    expect(e.relaxations.map((r) => r.change)).to.deep.equal(['move the workshop in Porto from day 2-4 to day 5-7']);
    // Out of time at once: what is said is marked incomplete.
    expect((await explainTour(moved, { backend: 'mip', timeLimitMs: 0.001 }))!.complete).to.equal(false);
    expect(valid({ ...moved, events: moved.events.map((x) => (x.city === 'Porto' ? { ...x, from: 5, to: 7 } : x)) }, e.relaxations[0]!.order)).to.equal(true);
    expect(await explainTour(spec, { backend: 'mip' })).to.equal(undefined);
  });

  it('flights into a city dropped: the event that then cannot hold, beside the fact of the flights', async function () {
    const spec = readTour(naturalPlanExamples(requireNaturalPlan(this)).trip_planning_example_1088!.prompt_0shot).spec;
    const noPorto = { ...spec, flights: spec.flights.filter((f) => f.to !== 'Porto') };
    const e = (await explainTour(noPorto, { backend: 'mip' }))!;
    expect(e.kind).to.equal('events');
    expect(e.conflict).to.deep.equal(['the meeting with a friend in Stockholm on day 2-4 (a 3-day stay there)']);
    expect(e.facts).to.deep.equal(['no direct flight reaches Porto from another city of the tour, so it can only be the first']);
  });

  it('no chain of flights at all: the cities with no way out, and each single flight that would give a plan', async () => {
    const spec: TourSpec = {
      totalDays: 7,
      stays: [
        { city: 'Oslo', days: 3 },
        { city: 'Riga', days: 3 },
        { city: 'Porto', days: 3 },
      ],
      events: [],
      flights: [
        { from: 'Oslo', to: 'Riga' },
        { from: 'Oslo', to: 'Porto' },
      ],
    };
    const e = (await explainTour(spec, { backend: 'mip' }))!;
    expect(e.kind).to.equal('flights');
    expect(e.conflict).to.deep.equal([
      'no direct flight reaches Oslo from another city of the tour, so it can only be the first',
      'no direct flight leaves Riga for another city of the tour, so it can only be the last',
      'Riga is reachable only from Oslo',
      'no direct flight leaves Porto for another city of the tour, so it can only be the last',
      'Porto is reachable only from Oslo',
    ]);
    // Riga -> Oslo -> Porto and Porto -> Oslo -> Riga count too: Oslo need not be first once a flight reaches it.
    expect(e.relaxations.map((r) => r.change)).to.deep.equal([
      'a direct flight from Riga to Oslo',
      'a direct flight from Riga to Porto',
      'a direct flight from Porto to Oslo',
      'a direct flight from Porto to Riga',
    ]);
    for (const r of e.relaxations) {
      const [from, to] = /from (\w+) to (\w+)/.exec(r.change)!.slice(1) as [string, string];
      expect(valid({ ...spec, flights: [...spec.flights, { from, to }] }, r.order), r.change).to.equal(true);
    }
  });
});
