/**
 * The synthetic states of npm run bench:scale (corpus/scale-world.ts): the sizes asked for, the same world for
 * the same size, names the scorer reads back as themselves, and requests that plan on them (planTrip verifies
 * every plan with the evaluator, so an unreadable world would fail here, not silently in the bench).
 */
import { expect } from 'chai';
import { planTrip } from '../../solver/index.ts';
import { PER_CITY, SCALE_STATE, scaleRequest, scaleWorld } from '../../corpus/scale-world.ts';

describe('bench:scale synthetic states', () => {
  it('holds the cities and the listings per city asked for', () => {
    const world = scaleWorld(10, 4);
    const cities = world.citiesIn(SCALE_STATE);
    expect(cities.length).to.equal(10);
    expect(cities.map((c) => [world.restaurants(c).length, world.attractions(c).length, world.accommodations(c).length])).to.deep.equal(
      cities.map(() => [PER_CITY.restaurants * 4, PER_CITY.attractions * 4, PER_CITY.accommodations * 4]),
    );
    // A road between every two of the 11 places (the home city too).
    expect(world.records.roads.length).to.equal(11 * 10);
  });

  it('draws the same world for the same size, another for another size', () => {
    expect(JSON.stringify(scaleWorld(10, 1).records.accommodations)).to.equal(JSON.stringify(scaleWorld(10, 1).records.accommodations));
    expect(scaleWorld(10, 1).records.accommodations[0]).to.not.deep.equal(scaleWorld(11, 1).records.accommodations[0]);
  });

  it('no venue name holds another of its kind in the same city', () => {
    const world = scaleWorld(12, 1);
    for (const city of world.citiesIn(SCALE_STATE)) {
      for (const names of [world.restaurants(city), world.attractions(city), world.accommodations(city)].map((l) => l.map((x) => x.name))) {
        const clashes = names.filter((a) => names.some((b) => b !== a && b.includes(a)));
        expect(clashes, city).to.deep.equal([]);
      }
    }
  });

  it('refuses sizes it cannot draw', () => {
    expect(() => scaleWorld(0, 1)).to.throw(RangeError, 'cities must be 1..999, not 0');
    expect(() => scaleWorld(10, 1.5)).to.throw(RangeError, 'scale must be a whole number from 1, not 1.5');
  });

  it('both request kinds have a verified plan on a small state, the same optimum from two backends', async () => {
    const world = scaleWorld(6, 1);
    const optimum = async (kind: 'plain' | 'hard', backend: 'mip' | 'lp') => {
      const outcome = await planTrip(scaleRequest(kind), world, { backend, timeLimitMs: 60_000 });
      return outcome.status === 'optimal'
        ? { cost: outcome.plan.cost, quality: outcome.plan.quality, cities: outcome.plan.itinerary.cities.length }
        : outcome.status;
    };
    // HiGHS and javascript-lp-solver agree; the figures are this seed's (a change of the generator changes them).
    expect(await optimum('plain', 'mip')).to.deep.equal({ cost: 5784, quality: 1896, cities: 3 });
    expect(await optimum('plain', 'lp')).to.deep.equal({ cost: 5784, quality: 1896, cities: 3 });
    expect(await optimum('hard', 'mip')).to.deep.equal({ cost: 4125, quality: 1848, cities: 3 });
    expect(await optimum('hard', 'lp')).to.deep.equal({ cost: 4125, quality: 1848, cities: 3 });
  });
});
