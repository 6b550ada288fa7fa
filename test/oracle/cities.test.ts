/**
 * Named cities (TripSpec.cities) held to the independent brute-force oracle (test/oracle/brute.ts, which enumerates
 * only the routes through the named cities and judges plans with the route.cities check too): on the seeded
 * random worlds whose request goes to a state of two or three cities, the same request naming each city of the
 * state in turn, and each pair of them on two-city trips through three cities; planTrip with the cost objective
 * must reach the oracle's verdict and its minimum cost to the cent, with a plan that passes every check.
 */
import { expect } from 'chai';
import { parseTripSpec, type TripSpec } from '../../src/tripspec/index.ts';
import { planTrip } from '../../solver/index.ts';
import { bruteForce, judge, type BruteResult } from './brute.ts';
import { randomCase, type OracleCase } from './world.ts';

const SEEDS = Array.from({ length: 240 }, (_, i) => i + 1);
const BATCH = 40;
const cents = (dollars: number): number => Math.round(dollars * 100);

interface Variant {
  readonly seed: number;
  readonly world: OracleCase;
  readonly spec: TripSpec;
}

/** The requests of a seed's world with cities named: each city of the state, and each pair when two of three are visited. */
function variants(seed: number): Variant[] {
  const world = randomCase(seed);
  const { spec, sandbox } = world;
  if (spec.destination.kind !== 'state') return [];
  const state = sandbox.citiesIn(spec.destination.name);
  if (state.length < 2) return [];
  const lists: string[][] = state.map((c) => [c]);
  if (spec.cityCount === 2 && state.length === 3) lists.push(...state.flatMap((a, i) => state.slice(i + 1).map((b) => [a, b])));
  return lists.map((cities) => ({ seed, world, spec: parseTripSpec({ ...spec, cities }) }));
}

const answers = new Map<string, BruteResult>();
const unnamed = new Map<number, BruteResult>();
/** The oracle's answer for a seed's own request, no city named. */
function free(seed: number): BruteResult {
  let known = unnamed.get(seed);
  if (!known) {
    const world = randomCase(seed);
    unnamed.set(seed, (known = bruteForce(world.spec, world.sandbox)));
  }
  return known;
}
const label = (v: Variant): string => `seed ${v.seed} through ${v.spec.cities.join(' and ')}`;
/** The oracle's answer for a variant, computed once per run. */
function oracle(v: Variant): BruteResult {
  let known = answers.get(label(v));
  if (!known) answers.set(label(v), (known = bruteForce(v.spec, v.world.sandbox)));
  return known;
}

async function disagreements(v: Variant): Promise<string[]> {
  const brute = oracle(v);
  const outcome = await planTrip(v.spec, v.world.sandbox, { objective: 'cost', backend: 'mip', timeLimitMs: 60_000 });
  const at = label(v);
  if (brute.status === 'infeasible') return outcome.status === 'infeasible' ? [] : [`${at}: the oracle finds no plan, the solver answers ${outcome.status}`];
  if (outcome.status !== 'optimal') return [`${at}: the oracle's cheapest plan costs ${brute.cost}, the solver answers ${outcome.status}`];
  const problems: string[] = [];
  if (cents(outcome.plan.cost) !== cents(brute.cost)) problems.push(`${at}: the oracle's cheapest plan costs ${brute.cost}, the solver's ${outcome.plan.cost}`);
  const verdict = judge(v.spec, v.world.sandbox, outcome.plan.submission);
  if (!verdict.accepted) problems.push(`${at}: the solver's plan fails ${verdict.failed.join(', ')}`);
  return problems;
}

describe('named cities against the brute-force oracle', () => {
  const all = SEEDS.flatMap(variants);

  for (let i = 0; i < all.length; i += BATCH) {
    const batch = all.slice(i, i + BATCH);
    it(`mip agrees on requests ${i + 1}-${i + batch.length} (seeds ${batch[0]!.seed}-${batch[batch.length - 1]!.seed}): same verdict, same minimum cost, a plan that passes every check`, async () => {
      const problems: string[] = [];
      for (const v of batch) problems.push(...(await disagreements(v)));
      expect(problems).to.deep.equal([]);
    });
  }

  // Last: the oracle's answers are known by then.
  it('sampled named cities as many as the trip visits and fewer, with and without a plan, and lists that change the optimum', () => {
    const feasible = all.filter((v) => oracle(v).status === 'optimal');
    const binding = feasible.filter((v) => {
      const without = free(v.seed);
      return without.status === 'optimal' && cents(without.cost) < cents((oracle(v) as { cost: number }).cost);
    });
    expect({
      requests: all.length,
      fewerThanCityCount: all.filter((v) => v.spec.cities.length < v.spec.cityCount).length,
      feasible: feasible.length,
      twoCityTrips: feasible.filter((v) => v.spec.cityCount === 2).length,
      dearerThanWithout: binding.length,
    }).to.deep.equal({ requests: 484, fewerThanCityCount: 172, feasible: 169, twoCityTrips: 126, dearerThanWithout: 46 });
  });
});
