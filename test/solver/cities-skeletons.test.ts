/**
 * Required cities in the skeleton enumeration (solver/skeleton.ts): the skeletons of a request that names cities
 * are exactly the skeletons of the same request without them whose stays pass through every named city, in the
 * same enumeration order, with the same bounds; and best() stays the stable sort of all() when the lazy nodes
 * bound only the routes through the one city their prefix leaves out. On the synthetic states of bench:scale.
 */
import { expect } from 'chai';
import { candidateCities, makeContext } from '../../solver/skeleton-context.ts';
import { enumerateSkeletons, type Skeleton } from '../../solver/skeleton.ts';
import { parseTripSpec, type TripSpec } from '../../src/tripspec/index.ts';
import { scaleCityName, scaleRequest, scaleWorld } from '../../corpus/scale-world.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';

const key = (s: Skeleton): string =>
  `${s.qualityBound} ${s.costBound} ${s.costAtQualityBound} ${s.legs.map((l) => `${l.to}@${l.day}:${l.options.map((o) => `${o.mode}${o.cost}`).join('/')}`).join(',')}`;
const through = (s: Skeleton, cities: readonly string[]): boolean => cities.every((c) => s.stays.some((st) => st.city === c));

function allOf(spec: TripSpec, world: Sandbox, budget: number | null): Skeleton[] {
  return enumerateSkeletons(makeContext(spec, world), budget).all();
}

describe('skeletons through required cities', () => {
  const world = scaleWorld(7, 1, 3);

  it('the pool is the named cities when they are as many as the trip visits, in the sandbox order; else the whole state', () => {
    const spec = (cityCount: number, cities: string[]) => parseTripSpec({ ...scaleRequest('plain'), cityCount, cities });
    expect(candidateCities(makeContext(spec(2, [scaleCityName(5), scaleCityName(2)]), world))).to.deep.equal([scaleCityName(2), scaleCityName(5)]);
    expect(candidateCities(makeContext(spec(3, [scaleCityName(5)]), world))).to.deep.equal(world.citiesIn(scaleRequest('plain').destination.name));
    // A name the state does not have leaves the pool too small for any route.
    expect(candidateCities(makeContext(spec(2, [scaleCityName(5), 'Atlantis']), world))).to.deep.equal([scaleCityName(5)]);
    expect(enumerateSkeletons(makeContext(spec(2, [scaleCityName(5), 'Atlantis']), world), null).all()).to.deep.equal([]);
    expect(enumerateSkeletons(makeContext(spec(3, ['Atlantis']), world), null).all()).to.deep.equal([]);
  });

  const cases: [number, string[], number][] = [
    [3, [scaleCityName(4)], 2014],
    [3, [scaleCityName(2), scaleCityName(6)], 684],
    [3, [scaleCityName(1), scaleCityName(3), scaleCityName(7)], 148],
    [2, [scaleCityName(5)], 130],
    [2, [scaleCityName(3), scaleCityName(6)], 14],
  ];
  for (const [cityCount, cities, count] of cases) {
    it(`${cityCount}-city trips through ${cities.join(', ')}: all() is the unrestricted all() through them, in order, with the same bounds`, () => {
      for (const kind of ['plain', 'hard'] as const) {
        const free = parseTripSpec({ ...scaleRequest(kind), cityCount });
        const named = parseTripSpec({ ...free, cities });
        const expected = allOf(free, world, free.budget)
          .filter((s) => through(s, cities))
          .map(key);
        const got = allOf(named, world, named.budget).map(key);
        expect(got, kind).to.deep.equal(expected);
        if (kind === 'plain') expect(got.length).to.equal(count);
      }
    });

    it(`${cityCount}-city trips through ${cities.join(', ')}: best() is the stable sort of all(), each objective and budget`, () => {
      for (const kind of ['plain', 'hard'] as const) {
        const spec = parseTripSpec({ ...scaleRequest(kind), cityCount, cities });
        for (const budget of [null, 2500, 4200]) {
          const all = allOf(spec, world, budget);
          for (const objective of ['quality', 'cost'] as const) {
            const sorted = [...all].sort((a, b) =>
              objective === 'cost' ? a.costBound - b.costBound : b.qualityBound - a.qualityBound || a.costBound - b.costBound,
            );
            const best = [...enumerateSkeletons(makeContext(spec, world), budget).best(objective)];
            expect(best.map(key), `${kind} ${budget} ${objective}`).to.deep.equal(sorted.map(key));
          }
        }
      }
    });
  }

  it('never builds a pair that misses a required city: considered counts only the routes through it', () => {
    const spec = parseTripSpec({ ...scaleRequest('plain'), cityCount: 3, cities: [scaleCityName(4)] });
    const enumeration = enumerateSkeletons(makeContext(spec, world), null);
    enumeration.all();
    // Routes of three of the 7 cities through one of them: 3 positions x 6 x 5; ten day patterns each.
    expect(enumeration.considered).to.equal(3 * 6 * 5 * 10);
  });
});
