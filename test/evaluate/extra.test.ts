/**
 * The checks the benchmark has no key for (src/evaluate/extra.ts). meals.avoidCuisine: a meal at a restaurant
 * serving a cuisine the request rules out, read the way the scorer reads venues, on the fixture sandbox (Quillon:
 * Crêperie Élodie serves "French, Desserts, Cafe", Saffron Ladle "Seafood, Mexican, Cafe"). route.cities: a
 * required city the plan never names in current_city, read the way the route check reads it.
 */
import { expect } from 'chai';
import { CATALOGUE } from '../../src/catalogue/index.ts';
import { avoidedCuisineViolations, requiredCityViolations, visitedCities } from '../../src/evaluate/index.ts';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import type { PlanDay } from '../../src/tripspec/index.ts';
import { FIXTURE_SANDBOX } from '../helpers/data.ts';
import { overriding } from './helpers.ts';

const AVOID = CATALOGUE['meals.avoidCuisine'].id;
const CREPERIE = 'Crêperie Élodie, Quillon';
const SAFFRON = 'Saffron Ladle, Quillon';

const day = (n: number, meals: Partial<Record<'breakfast' | 'lunch' | 'dinner', unknown>>): PlanDay =>
  ({
    days: n,
    current_city: 'Quillon',
    transportation: '-',
    breakfast: '-',
    attraction: '-',
    lunch: '-',
    dinner: '-',
    accommodation: '-',
    ...meals,
  }) as PlanDay;

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

  it('never looks up a blank or "-" meal, or one that is not text (read as a venue, each would be "-" in the city "-")', () => {
    // A sandbox whose city "-" has a French restaurant named with a "-": any of these meals read as a venue would match it.
    const crepes = sandbox.restaurants('Quillon').find((r) => r.name === 'Crêperie Élodie')!;
    const dashed = overriding(sandbox, {
      restaurants: (city: string) => (city === '-' ? [{ ...crepes, name: 'Crêpes - to go', city: '-' }] : sandbox.restaurants(city)),
    });
    const plan = [day(1, { breakfast: '', lunch: ' - ', dinner: 42 }), day(2, { breakfast: '  ', lunch: '-', dinner: null })];
    expect(avoidedCuisineViolations(plan, ['French'], dashed)).to.deep.equal([]);
    expect(avoidedCuisineViolations([day(1, { lunch: 'to go, -' })], ['French'], dashed)).to.deep.equal([
      { id: AVOID, fields: { cuisine: 'French', day: 1, meal: 'lunch', restaurant: 'to go, -', cuisines: 'French, Desserts, Cafe' } },
    ]);
  });
});

describe(CATALOGUE['route.cities'].id, () => {
  const CITIES = CATALOGUE['route.cities'].id;
  const days = (...cities: unknown[]): PlanDay[] =>
    cities.map(
      (current_city, i) =>
        ({ days: i + 1, current_city, transportation: '-', breakfast: '-', attraction: '-', lunch: '-', dinner: '-', accommodation: '-' }) as PlanDay,
    );
  const trip = days('from Brasswick to Quillon', 'Quillon', 'from Quillon to Larkmoor', 'Larkmoor', 'from Larkmoor to Brasswick');

  it('reads the cities visited from current_city, both ends of a travel day, in the order first named, the origin left out', () => {
    expect(visitedCities(trip, 'Brasswick')).to.deep.equal(['Quillon', 'Larkmoor']);
  });

  it('accepts a plan that visits every required city, and any plan when none is required', () => {
    expect(requiredCityViolations(trip, ['Larkmoor', 'Quillon'], 'Brasswick')).to.deep.equal([]);
    expect(requiredCityViolations(trip, ['Larkmoor'], 'Brasswick')).to.deep.equal([]);
    expect(requiredCityViolations(days('from Brasswick to Ambrel', 'from Ambrel to Brasswick'), [], 'Brasswick')).to.deep.equal([]);
  });

  it('flags each required city the plan leaves out, in the order the request lists them, with the cities it visits', () => {
    expect(requiredCityViolations(trip, ['Port Alder', 'Quillon', 'Fennick Falls'], 'Brasswick')).to.deep.equal([
      { id: CITIES, fields: { city: 'Port Alder', visited: ['Quillon', 'Larkmoor'] } },
      { id: CITIES, fields: { city: 'Fennick Falls', visited: ['Quillon', 'Larkmoor'] } },
    ]);
  });

  it('counts a city passed only on a travel day as visited (the route check rejects such a route on its own)', () => {
    expect(requiredCityViolations(days('from Brasswick to Quillon', 'from Quillon to Brasswick'), ['Quillon'], 'Brasswick')).to.deep.equal([]);
  });

  it('reads a city as the route check does: the text before "(...)", unstripped, so "Quillon (Verdania)" is not Quillon', () => {
    expect(visitedCities(days('from Brasswick to Quillon(Verdania)', 'Quillon (Verdania)', 'from Quillon to Brasswick'), 'Brasswick')).to.deep.equal([
      'Quillon',
      'Quillon ',
    ]);
    expect(requiredCityViolations(days('from Brasswick to Larkmoor', 'Quillon (Verdania)'), ['Quillon'], 'Brasswick')).to.deep.equal([
      { id: CITIES, fields: { city: 'Quillon', visited: ['Larkmoor', 'Quillon '] } },
    ]);
  });

  it('takes no city from a day whose city is not text or a "from" day that does not parse', () => {
    expect(visitedCities(days(null, 42, 'from Quillon', 'Larkmoor'), 'Brasswick')).to.deep.equal(['Larkmoor']);
    expect(visitedCities([null, undefined, ...days('Larkmoor')] as unknown as PlanDay[], 'Brasswick')).to.deep.equal(['Larkmoor']);
    expect(requiredCityViolations(days(null, 'from Quillon'), ['Quillon'], 'Brasswick')).to.deep.equal([
      { id: CITIES, fields: { city: 'Quillon', visited: [] } },
    ]);
  });
});
