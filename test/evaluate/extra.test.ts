/**
 * meals.avoidCuisine in the evaluator (src/evaluate/extra.ts): a meal at a restaurant serving a cuisine the
 * request rules out, read the way the scorer reads venues, on the fixture sandbox (Quillon: Crêperie Élodie
 * serves "French, Desserts, Cafe", Saffron Ladle "Seafood, Mexican, Cafe").
 */
import { expect } from 'chai';
import { CATALOGUE } from '../../src/catalogue/index.ts';
import { avoidedCuisineViolations } from '../../src/evaluate/index.ts';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import type { PlanDay } from '../../src/spec/index.ts';
import { FIXTURE_SANDBOX } from '../helpers/data.ts';

const AVOID = CATALOGUE['meals.avoidCuisine'].id;
const CREPERIE = 'Crêperie Élodie, Quillon';
const SAFFRON = 'Saffron Ladle, Quillon';

const day = (n: number, meals: Partial<Record<'breakfast' | 'lunch' | 'dinner', unknown>>): PlanDay =>
  ({ days: n, current_city: 'Quillon', transportation: '-', breakfast: '-', attraction: '-', lunch: '-', dinner: '-', accommodation: '-', ...meals }) as PlanDay;

describe(AVOID, () => {
  let sandbox: Sandbox;
  before(() => {
    sandbox = loadDatabase(FIXTURE_SANDBOX);
  });

  it('accepts any meal when nothing is ruled out, and a meal whose restaurant serves none of the ruled-out cuisines', () => {
    const plan = [day(1, { dinner: CREPERIE })];
    expect(avoidedCuisineViolations(plan, [], sandbox)).to.deep.equal([]);
    expect(avoidedCuisineViolations(plan, ['Mexican', 'Thai'], sandbox)).to.deep.equal([]);
  });

  it('flags the meal, numbering days from 1, with the restaurant as written and its cuisines', () => {
    expect(avoidedCuisineViolations([day(1, {}), day(2, { lunch: CREPERIE })], ['French'], sandbox)).to.deep.equal([
      { id: AVOID, fields: { cuisine: 'French', day: 2, meal: 'lunch', restaurant: CREPERIE, cuisines: 'French, Desserts, Cafe' } },
    ]);
  });

  it('flags each ruled-out cuisine a meal serves, meals in breakfast, lunch, dinner order', () => {
    expect(avoidedCuisineViolations([day(1, { dinner: CREPERIE, breakfast: SAFFRON })], ['Cafe', 'Mexican'], sandbox)).to.deep.equal([
      { id: AVOID, fields: { cuisine: 'Cafe', day: 1, meal: 'breakfast', restaurant: SAFFRON, cuisines: 'Seafood, Mexican, Cafe' } },
      { id: AVOID, fields: { cuisine: 'Mexican', day: 1, meal: 'breakfast', restaurant: SAFFRON, cuisines: 'Seafood, Mexican, Cafe' } },
      { id: AVOID, fields: { cuisine: 'Cafe', day: 1, meal: 'dinner', restaurant: CREPERIE, cuisines: 'French, Desserts, Cafe' } },
    ]);
  });

  it('skips empty meals, text that is not a meal, and restaurants the sandbox does not have', () => {
    const plan = [day(1, { breakfast: '', lunch: ' - ', dinner: 42 }), day(2, { breakfast: '  ', lunch: 'Nowhere Diner, Quillon', dinner: null })];
    expect(avoidedCuisineViolations(plan, ['French', 'Cafe'], sandbox)).to.deep.equal([]);
  });
});
