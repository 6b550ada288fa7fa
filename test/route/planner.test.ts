import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InternalError } from '../../src/common/errors.ts';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import { routeMetrics } from '../../src/evaluate/route.ts';
import type { Attraction } from '../../src/sandbox/index.ts';
import { loadDatabase } from '../../src/sandbox/index.ts';
import { parseTripSpec, toTravelPlannerFields } from '../../src/tripspec/index.ts';
import { compactAttractionPlanner } from '../../solver/attractions.ts';
import { planTrip, type PlanOutcome } from '../../solver/index.ts';
import { distanceMatrix, exactPath, haversineKm, makeAttractionPlanner, naiveAttractionPlanner, routeLegs } from '../../solver/route/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';
import { randomCity, randomInt, rng } from './helpers.ts';

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
/** Total within-day distance of days in the order given. */
const walked = (days: readonly Attraction[][]) => sum(days.map((d) => sum(routeLegs(d))));
/** Total within-day distance of days, each in its shortest order. */
const shortest = (days: readonly Attraction[][]) => sum(days.map((d) => exactPath({ matrix: distanceMatrix(d) }).length));

/** Random day counts: a stay's arrival day, full days, departure day (some counts 0, some days long). */
function randomDayCounts(r: () => number, available: number): number[] {
  for (;;) {
    const counts = [randomInt(r, 0, 1), ...Array.from({ length: randomInt(r, 1, 3) }, () => randomInt(r, 1, 4)), randomInt(r, 0, 1)];
    if (sum(counts) <= available) return counts;
  }
}

function expectValidSplit(days: Attraction[][], input: readonly Attraction[], dayCounts: readonly number[], label: string) {
  expect(
    days.map((d) => d.length),
    `${label}: attractions per day`,
  ).to.deep.equal([...dayCounts]);
  const names = days.flat().map((a) => a.name);
  expect(new Set(names).size, `${label}: all distinct`).to.equal(names.length);
  for (const a of days.flat()) expect(input, `${label}: from the input`).to.include(a);
}

describe('attraction planner (compact days)', () => {
  for (const route of ['exact', 'heuristic'] as const) {
    it(`${route}: gives each day exactly dayCounts[k] distinct attractions of the input, on 150 random cities`, async () => {
      const planner = makeAttractionPlanner({ route });
      for (let seed = 1; seed <= 150; seed++) {
        const r = rng(seed);
        const city = randomCity(r, randomInt(r, 3, 20));
        const dayCounts = randomDayCounts(r, city.length);
        expectValidSplit(await planner(city, sum(dayCounts), dayCounts), city, dayCounts, `seed ${seed}`);
      }
    });

    it(`${route}: its total within-day distance is never worse than the naive split's, on 150 random cities`, async () => {
      const planner = makeAttractionPlanner({ route });
      const naive = naiveAttractionPlanner();
      let ours = 0;
      let theirs = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const r = rng(10_000 + seed);
        const city = randomCity(r, randomInt(r, 4, 20));
        const dayCounts = randomDayCounts(r, city.length);
        const mine = await planner(city, sum(dayCounts), dayCounts);
        const base = await naive(city, sum(dayCounts), dayCounts);
        // Even with the naive split's days put in their best order.
        expect(walked(mine), `seed ${seed}`).to.be.at.most(shortest(base) + 1e-9);
        ours += walked(mine);
        theirs += walked(base);
      }
      expect(ours).to.be.below(theirs / 2);
    });
  }

  it("is optimal on stays shaped like TravelPlanner's (one routed day): equals trying every subset in every order", async () => {
    const planner = makeAttractionPlanner();
    for (let seed = 1; seed <= 30; seed++) {
      const r = rng(20_000 + seed);
      const city = randomCity(r, randomInt(r, 6, 10));
      const c = randomInt(r, 2, 4);
      const days = await planner(city, c + 2, [1, c, 1]);
      let best = Infinity;
      const pick = (from: number, chosen: Attraction[]) => {
        if (chosen.length === c) {
          best = Math.min(best, exactPath({ matrix: distanceMatrix(chosen) }).length);
          return;
        }
        for (let i = from; i < city.length; i++) pick(i + 1, [...chosen, city[i]!]);
      };
      pick(0, []);
      expect(Math.abs(walked(days) - best), `seed ${seed}`).to.be.below(1e-9);
    }
  });

  it('is deterministic: the same answer for the same stay, whatever the order of the input', async () => {
    const planner = makeAttractionPlanner();
    const r = rng(4242);
    const city = randomCity(r, 18);
    const first = await planner(city, 5, [1, 3, 1]);
    expect(await planner(city, 5, [1, 3, 1])).to.deep.equal(first);
    const shuffled = [...city].reverse();
    expect(await planner(shuffled, 5, [1, 3, 1])).to.deep.equal(first);
    const multi = await planner(city, 9, [1, 3, 4, 1]);
    expect(await planner(city, 9, [1, 3, 4, 1])).to.deep.equal(multi);
  });

  it('keeps one row of a repeated name, and names a count it cannot meet', async () => {
    const planner = makeAttractionPlanner();
    const [a, b] = randomCity(rng(1), 2);
    const twin = { ...a!, latitude: a!.latitude + 0.001 };
    const days = await planner([a!, twin, b!], 2, [0, 2]);
    expect(days[1]!.map((x) => x.name).sort()).to.deep.equal([a!.name, b!.name].sort());
    try {
      await planner([a!, twin, b!], 3, [1, 2]);
      expect.fail('expected an InternalError');
    } catch (e) {
      expect(e).to.be.instanceOf(InternalError);
      expect((e as Error).message).to.equal('attraction planner: 3 attractions asked for, the city has 2 distinct ones');
    }
    try {
      await planner([a!, b!], 2, [1, 2]);
      expect.fail('expected an InternalError');
    } catch (e) {
      expect((e as Error).message).to.equal('attraction planner: day counts [1, 2] do not split 2 attractions');
    }
    expect(await planner([a!, b!], 0, [0, 0, 0])).to.deep.equal([[], [], []]);
  });

  it('uses the distance function it is given', async () => {
    const city = randomCity(rng(77), 10);
    // A distance under which the first four by name are close together and everything else is far.
    const near = new Set(
      city
        .map((a) => a.name)
        .sort()
        .slice(0, 4),
    );
    const byName = new Map(city.map((a) => [`${a.latitude},${a.longitude}`, a.name]));
    const distance = (p: { latitude: number; longitude: number }, q: { latitude: number; longitude: number }) =>
      near.has(byName.get(`${p.latitude},${p.longitude}`)!) && near.has(byName.get(`${q.latitude},${q.longitude}`)!) ? 1 : 100;
    const days = await makeAttractionPlanner({ distance })(city, 4, [4]);
    expect(days[0]!.map((a) => a.name).sort()).to.deep.equal([...near].sort());
  });

  it('is the default planner of planTrip (compactAttractionPlanner)', async () => {
    const city = randomCity(rng(3), 12);
    expect(await compactAttractionPlanner()(city, 5, [1, 3, 1])).to.deep.equal(await makeAttractionPlanner({ route: 'exact' })(city, 5, [1, 3, 1]));
  });
});

describe('planTrip with compact days (fixture 03-verdania-3city-7day)', () => {
  const spec = parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', '03-verdania-3city-7day', 'spec.json'), 'utf8')));
  const planned = (o: PlanOutcome) => {
    if (o.status !== 'optimal') throw new Error(`expected an optimal plan, got ${o.status}`);
    return o.plan;
  };

  it('still passes every check, at the same cost, with a shorter average leg than the naive planner', async () => {
    // Without opening hours: a stay whose sights have hours is planned on the clock (solver/day-planner.ts)
    // whatever attraction planner is given.
    const withHours = loadDatabase(FIXTURE_SANDBOX);
    const sandbox = new Proxy(withHours, {
      get(target, prop, receiver) {
        if (prop === 'attractions') return (city: string) => target.attractions(city).map((a) => ({ ...a, openingHours: null }));
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const compact = planned(await planTrip(spec, sandbox, {}));
    const naive = planned(await planTrip(spec, sandbox, { attractionPlanner: naiveAttractionPlanner() }));
    expect(evaluatePlan(toTravelPlannerFields(spec), compact.submission, sandbox).passed).to.equal(true);
    expect(compact.cost).to.equal(naive.cost);
    expect(compact.quality).to.equal(naive.quality);
    const attractionsPerDay = (p: typeof compact) => p.itinerary.days.map((d) => d.attractions.length);
    expect(attractionsPerDay(compact)).to.deep.equal(attractionsPerDay(naive));
    const ours = routeMetrics(compact.submission, sandbox, { distance: haversineKm });
    const theirs = routeMetrics(naive.submission, sandbox);
    expect(ours.unresolved).to.deep.equal([]);
    expect([compact.cost, compact.quality]).to.deep.equal([2830, 1916]);
    expect(attractionsPerDay(compact)).to.deep.equal([1, 3, 1, 3, 3, 1, 1]);
    // Six legs (two on each of days 2, 4 and 5): 1.021 km on average against the naive planner's 2.912 km.
    expect([ours.averageLegKm?.toFixed(6), theirs.averageLegKm?.toFixed(6)]).to.deep.equal(['1.021240', '2.912496']);
  });
});
