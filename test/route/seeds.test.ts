/**
 * Where the compact-days planner starts its greedy clusterings (solver/route/planner.ts, greedySeeds): every
 * attraction up to SEED_LIMIT (all TravelPlanner cities), else the SEED_LIMIT most central ones; and a stay among
 * many sights still gets distinct sights in the counts asked for, no longer than the naive split.
 */
import { expect } from 'chai';
import { greedySeeds, makeAttractionPlanner, naiveAttractionPlanner, routeLegs, SEED_LIMIT } from '../../solver/route/index.ts';
import { randomCity, rng } from './helpers.ts';

/** Distances between points 0..n-1 on a line. */
const line = (n: number) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => Math.abs(i - j)));

describe('compact days: greedy seeds', () => {
  it('starts from every attraction up to the limit, else from the most central ones, in index order', () => {
    expect(SEED_LIMIT).to.equal(40);
    expect(greedySeeds(line(40))).to.deep.equal(Array.from({ length: 40 }, (_, i) => i));
    // On a line of 50 the 40 most central are 5..44 (the ends are the least central).
    expect(greedySeeds(line(50))).to.deep.equal(Array.from({ length: 40 }, (_, i) => i + 5));
    // Ties go to the lower index: on 51 points 25 and 19 on each side are taken, and 5 ties with 45 for the last place.
    expect(greedySeeds(line(51))).to.deep.equal(Array.from({ length: 40 }, (_, i) => i + 5));
  });

  it('plans a stay among 120 sights: distinct sights, the counts asked for, no longer than the naive split', async () => {
    const city = randomCity(rng(11), 120);
    const counts = [3, 4, 3];
    const days = await makeAttractionPlanner()(city, 10, counts);
    expect(days.map((d) => d.length)).to.deep.equal(counts);
    expect(new Set(days.flat().map((a) => a.name)).size).to.equal(10);
    const length = (ds: readonly (readonly { latitude: number; longitude: number }[])[]) =>
      ds.reduce((s, d) => s + routeLegs(d as never).reduce((a, b) => a + b, 0), 0);
    const naive = await naiveAttractionPlanner()(city, 10, counts);
    expect(length(days)).to.be.at.most(length(naive));
  });
});
