/**
 * meals.avoidCuisine: a cuisine the request rules out ("no Mexican food"). The oracle is independent of the
 * solver's filter: the same request planned on a copy of the sandbox with those restaurants removed must give
 * the same optimum, and the verifier must reject a plan that eats there.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { violationSentence } from '../../src/catalogue/index.ts';
import { avoidedCuisineViolations } from '../../src/evaluate/index.ts';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, type TripSpec } from '../../src/tripspec/index.ts';
import { planTrip, type PlanOutcome } from '../../solver/index.ts';
import { requirementsOf } from '../../solver/explain/index.ts';
import { evaluatorVerifier } from '../../solver/verify.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';

const spec = (name: string): TripSpec => parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')));
const optimal = (o: PlanOutcome) => {
  if (o.status !== 'optimal') throw new Error(`expected an optimal plan, got ${o.status}`);
  return o.plan;
};
const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** The sandbox with every restaurant that serves one of `cuisines` taken out. */
function without(sandbox: Sandbox, cuisines: readonly string[]): Sandbox {
  return new Proxy(sandbox, {
    get(target, prop, receiver) {
      if (prop === 'restaurants') return (city: string) => target.restaurants(city).filter((r) => !cuisines.some((c) => r.cuisines.includes(c)));
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('meals.avoidCuisine', () => {
  let sandbox: Sandbox;
  before(() => {
    sandbox = loadDatabase(FIXTURE_SANDBOX);
  });

  for (const [name, avoid] of [
    ['01-quickstart-quillon-3day', ['French']],
    ['02-oskaland-2city-5day', ['Italian', 'BBQ']],
    ['03-verdania-3city-7day', ['Chinese']],
  ] as const) {
    it(`${name} without ${avoid.join(' or ')}: the optimum equals the plan on a sandbox without those restaurants, and no meal serves them`, async function () {
      this.timeout(60_000);
      const base = spec(name);
      const avoiding = parseTripSpec({ ...base, avoidCuisines: [...avoid] });
      const plan = optimal(await planTrip(avoiding, sandbox, { backend: 'mip' }));
      const oracle = optimal(await planTrip(base, without(sandbox, avoid), { backend: 'mip' }));
      expect({ quality: plan.quality, cost: plan.cost }).to.deep.equal({ quality: oracle.quality, cost: oracle.cost });
      for (const day of plan.submission) {
        for (const meal of MEALS) {
          const value = day[meal];
          if (value === '-') continue;
          const [restaurant, city] = [value.slice(0, value.lastIndexOf(',')).trim(), value.slice(value.lastIndexOf(',') + 1).trim()];
          const row = sandbox.restaurants(city).find((r) => r.name.includes(restaurant));
          expect(row, value).to.not.equal(undefined);
          for (const c of avoid) expect(row!.cuisines, value).to.not.include(c);
        }
      }
    });
  }

  it('the verifier rejects a plan that eats a ruled-out cuisine, naming the meal and the restaurant', async () => {
    const base = spec('01-quickstart-quillon-3day');
    const plan = optimal(await planTrip(base, sandbox, { backend: 'mip' }));
    // Rule out a cuisine this plan does serve: the first meal's first listed cuisine.
    const day = plan.submission.findIndex((d) => d.breakfast !== '-' || d.lunch !== '-' || d.dinner !== '-');
    const meal = MEALS.find((m) => plan.submission[day]![m] !== '-')!;
    const venue = plan.submission[day]![meal];
    const city = venue.slice(venue.lastIndexOf(',') + 1).trim();
    const row = sandbox.restaurants(city).find((r) => r.name.includes(venue.slice(0, venue.lastIndexOf(',')).trim()))!;
    const cuisine = row.cuisines.split(',')[0]!.trim();
    const failures = evaluatorVerifier()(parseTripSpec({ ...base, avoidCuisines: [cuisine] }), plan.submission, sandbox);
    const sentence = violationSentence('meals.avoidCuisine', { cuisine, day: day + 1, meal, restaurant: venue, cuisines: row.cuisines });
    expect(failures.map((f) => f.id)).to.include('meals.avoidCuisine');
    expect(failures.map((f) => f.message)).to.include(sentence);
    expect(sentence).to.equal(`the ${meal} on day ${day + 1}, "${venue}", serves ${cuisine} food (${row.cuisines}), which the request rules out`);
    expect(avoidedCuisineViolations(plan.submission, [], sandbox)).to.deep.equal([]);
  });

  it('is a requirement the explainer can drop, worded by the catalogue', () => {
    const s = parseTripSpec({ ...spec('01-quickstart-quillon-3day'), avoidCuisines: ['Mexican'] });
    const r = requirementsOf(s).find((x) => x.id === 'meals.avoidCuisine')!;
    expect(r.key).to.equal('meals.avoidCuisine:Mexican');
    expect(r.sentence).to.equal('no meal is at a restaurant that serves Mexican food');
    expect(r.drop(s).avoidCuisines).to.deep.equal([]);
  });

  it('a cuisine both wished and ruled out is a SpecError on avoidCuisines', () => {
    expect(() => parseTripSpec({ ...spec('05-verdania-cuisines-no-self-driving'), avoidCuisines: ['Mexican'] })).to.throw(
      'avoidCuisines: expected Mexican both wished and ruled out',
    );
  });
});
