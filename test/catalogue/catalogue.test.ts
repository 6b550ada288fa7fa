/**
 * The catalogue's own contract: every entry's id, kind, benchmark key and title, and the exact requirement and
 * violation sentences each one builds from its named fields (every variant of the fields). These sentences are
 * what the evaluator, the explainer and the CLI print.
 */
import { expect } from 'chai';
import {
  CATALOGUE,
  COMMONSENSE_IDS,
  HARD_IDS,
  RATIONALITY_IDS,
  catalogueEntry,
  describeViolation,
  idForBenchmarkKey,
  requirementSentence,
  violation,
  violationSentence,
  type ConstraintId,
  type UnreadableFields,
} from '../../src/catalogue/index.ts';

const unreadable = (key: string, found: string): UnreadableFields => ({ problem: 'unreadable', day: 2, key, found });

describe('catalogue', () => {
  it('has exactly these entries, each under its own id, with its kind, benchmark key and title', () => {
    const table = Object.fromEntries(
      (Object.keys(CATALOGUE) as ConstraintId[]).map((id) => [id, [CATALOGUE[id].id, CATALOGUE[id].kind, CATALOGUE[id].benchmarkKey, CATALOGUE[id].title]]),
    );
    expect(table).to.deep.equal({
      'budget.total': ['budget.total', 'hard', 'valid_cost', 'Budget'],
      'lodging.houseRule': ['lodging.houseRule', 'hard', 'valid_room_rule', 'Room Rule'],
      'lodging.roomType': ['lodging.roomType', 'hard', 'valid_room_type', 'Room Type'],
      'meals.cuisine': ['meals.cuisine', 'hard', 'valid_cuisine', 'Cuisine'],
      'meals.avoidCuisine': ['meals.avoidCuisine', 'hard', null, 'Ruled-out Cuisine'],
      'route.cities': ['route.cities', 'hard', null, 'Required Cities'],
      'transport.exclusion': ['transport.exclusion', 'hard', 'valid_transportation', 'Transportation'],
      'route.reasonable': ['route.reasonable', 'commonsense', 'is_reasonable_visiting_city', 'Reasonable City Route'],
      'meals.diverse': ['meals.diverse', 'commonsense', 'is_valid_restaurants', 'Diverse Restaurants'],
      'attractions.diverse': ['attractions.diverse', 'commonsense', 'is_valid_attractions', 'Diverse Attractions'],
      'lodging.minNights': ['lodging.minNights', 'commonsense', 'is_valid_accommodation', 'Minimum Nights Stay'],
      'transport.nonConflicting': ['transport.nonConflicting', 'commonsense', 'is_valid_transportation', 'Non-conf. Transportation'],
      'plan.withinCurrentCity': ['plan.withinCurrentCity', 'commonsense', 'is_valid_information_in_current_city', 'Within Current City'],
      'plan.withinSandbox': ['plan.withinSandbox', 'commonsense', 'is_valid_information_in_sandbox', 'Within Sandbox'],
      'plan.complete': ['plan.complete', 'commonsense', 'is_not_absent', 'Complete Information'],
      'trip.destination': ['trip.destination', 'structural', null, 'Destination'],
      'trip.dates': ['trip.dates', 'structural', null, 'Dates'],
      'transport.leg': ['transport.leg', 'structural', null, 'Transport Leg'],
      'lodging.perCity': ['lodging.perCity', 'structural', null, 'Lodging'],
      'meals.fullDays': ['meals.fullDays', 'structural', null, 'Meals'],
      'attractions.fullDays': ['attractions.fullDays', 'structural', null, 'Attractions'],
      'objective.bound': ['objective.bound', 'structural', null, 'Objective bound'],
      'meals.pricePerPerson': ['meals.pricePerPerson', 'hard', null, 'Meal price'],
      'timeline.order': ['timeline.order', 'rationality', null, 'Timeline order'],
      'timeline.dayWindow': ['timeline.dayWindow', 'rationality', null, 'Day window'],
      'timeline.travelTime': ['timeline.travelTime', 'rationality', null, 'Travel time'],
      'timeline.visitDuration': ['timeline.visitDuration', 'rationality', null, 'Visit length'],
      'timeline.openingHours': ['timeline.openingHours', 'rationality', null, 'Opening hours'],
      'timeline.mealWindow': ['timeline.mealWindow', 'rationality', null, 'Meal window'],
      'timeline.repeat': ['timeline.repeat', 'rationality', null, 'Nothing repeated'],
    });
  });

  it('is frozen, entries included', () => {
    expect(Object.isFrozen(CATALOGUE)).to.equal(true);
    expect((Object.keys(CATALOGUE) as ConstraintId[]).filter((id) => !Object.isFrozen(CATALOGUE[id]))).to.deep.equal([]);
  });

  it("lists the benchmark's checks and the rationality checks in report order", () => {
    expect(COMMONSENSE_IDS).to.deep.equal([
      'route.reasonable',
      'meals.diverse',
      'attractions.diverse',
      'lodging.minNights',
      'transport.nonConflicting',
      'plan.withinCurrentCity',
      'plan.withinSandbox',
      'plan.complete',
    ]);
    expect(HARD_IDS).to.deep.equal(['meals.cuisine', 'lodging.houseRule', 'transport.exclusion', 'lodging.roomType', 'budget.total']);
    expect(RATIONALITY_IDS).to.deep.equal([
      'timeline.order',
      'timeline.dayWindow',
      'timeline.travelTime',
      'timeline.visitDuration',
      'timeline.openingHours',
      'timeline.mealWindow',
      'meals.pricePerPerson',
      'timeline.repeat',
    ]);
  });

  it('maps benchmark keys back to ids, and an unknown key to nothing', () => {
    expect(idForBenchmarkKey('valid_cost')).to.equal('budget.total');
    expect(idForBenchmarkKey('is_not_absent')).to.equal('plan.complete');
    expect(idForBenchmarkKey('valid_room_rule')).to.equal('lodging.houseRule');
    expect(idForBenchmarkKey('valid_price')).to.equal(undefined);
  });

  it('describes a violation given as data exactly as violationSentence does', () => {
    const v = violation('budget.total', { limit: 1200, actual: 1340 });
    expect(v).to.deep.equal({ id: 'budget.total', fields: { limit: 1200, actual: 1340 } });
    expect(describeViolation(v)).to.equal('the total cost $1,340 exceeds the budget of $1,200 by $140');
    expect(catalogueEntry('budget.total')).to.equal(CATALOGUE['budget.total']);
  });

  describe('unreadable plan fields (shared by the checks that read them)', () => {
    it('words a day that is not a day, a missing field and an unreadable value apart', () => {
      expect(violationSentence('budget.total', unreadable('', 'a number (5)'))).to.equal('day 2 is a number (5), which the benchmark cannot read as a day');
      expect(violationSentence('budget.total', unreadable('accommodation', 'missing'))).to.equal('day 2 has no "accommodation" field');
      expect(violationSentence('budget.total', unreadable('accommodation', 'null'))).to.equal(
        'day 2\'s "accommodation" is null, which the benchmark cannot read',
      );
    });

    it('is how every check that reads plan fields words them', () => {
      const f = unreadable('breakfast', 'an empty string');
      const want = 'day 2\'s "breakfast" is an empty string, which the benchmark cannot read';
      const ids = [
        'budget.total',
        'lodging.houseRule',
        'lodging.roomType',
        'meals.cuisine',
        'transport.exclusion',
        'route.reasonable',
        'meals.diverse',
        'attractions.diverse',
        'lodging.minNights',
        'transport.nonConflicting',
        'plan.withinCurrentCity',
        'plan.withinSandbox',
        'plan.complete',
      ] as const;
      expect(ids.map((id) => describeViolation({ id, fields: f } as never))).to.deep.equal(ids.map(() => want));
    });
  });

  describe('budget.total', () => {
    it('asks for the limit, in dollars', () => {
      expect(requirementSentence('budget.total', { limit: 1700 })).to.equal('the whole trip costs at most $1,700');
    });
    it('names the overrun as actual minus limit', () => {
      expect(violationSentence('budget.total', { limit: 1200.5, actual: 1340 })).to.equal('the total cost $1,340 exceeds the budget of $1,200.50 by $139.50');
    });
    it('says which slot cannot be priced', () => {
      expect(violationSentence('budget.total', { problem: 'unpriced', day: 3, slot: 'transportation', value: 'Flight Number: F1' })).to.equal(
        'the transportation on day 3, "Flight Number: F1", cannot be priced, so the budget cannot be checked',
      );
    });
  });

  describe('lodging.houseRule', () => {
    it('asks that every lodging allow the rule', () => {
      expect(requirementSentence('lodging.houseRule', { rule: 'pets' })).to.equal('every lodging allows pets');
    });
    it('names the listing and its rules', () => {
      expect(violationSentence('lodging.houseRule', { rule: 'parties', day: 1, listing: 'Quiet Loft, Reno', houseRules: 'No parties' })).to.equal(
        'the lodging on day 1, "Quiet Loft, Reno", does not allow parties (its rules: No parties)',
      );
    });
  });

  describe('lodging.roomType', () => {
    it('words each room type the benchmark knows, and any other as it is', () => {
      expect(
        ['entire room', 'private room', 'shared room', 'not shared room', 'suite'].map((roomType) => requirementSentence('lodging.roomType', { roomType })),
      ).to.deep.equal([
        'every lodging is an entire home',
        'every lodging is a private room',
        'every lodging is a shared room',
        'every lodging is not a shared room',
        'every lodging is a suite',
      ]);
    });
    it('names the listing, its room type and the wish', () => {
      expect(violationSentence('lodging.roomType', { roomType: 'not shared room', day: 2, listing: 'Bunk Inn', actualRoomType: 'Shared room' })).to.equal(
        'the lodging on day 2, "Bunk Inn", is a Shared room; the request asks for not a shared room',
      );
    });
  });

  describe('meals.cuisine', () => {
    it('asks for a meal outside the origin', () => {
      expect(requirementSentence('meals.cuisine', { cuisine: 'Mexican' })).to.equal('some meal outside the origin serves Mexican food');
    });
    it('says none serves it', () => {
      expect(violationSentence('meals.cuisine', { cuisine: 'Mexican' })).to.equal('no meal outside the origin serves Mexican food');
    });
  });

  describe('meals.avoidCuisine', () => {
    it('asks that no meal serve it', () => {
      expect(requirementSentence('meals.avoidCuisine', { cuisine: 'Thai' })).to.equal('no meal is at a restaurant that serves Thai food');
    });
    it('names the meal, the restaurant and its cuisines', () => {
      expect(
        violationSentence('meals.avoidCuisine', { cuisine: 'Thai', day: 2, meal: 'lunch', restaurant: 'Bangkok Bites, Reno', cuisines: 'Thai, Cafe' }),
      ).to.equal('the lunch on day 2, "Bangkok Bites, Reno", serves Thai food (Thai, Cafe), which the request rules out');
    });
  });

  describe('route.cities', () => {
    it('asks for the cities, listed, in their state', () => {
      expect([
        requirementSentence('route.cities', { cities: ['Orlando'], state: 'Florida' }),
        requirementSentence('route.cities', { cities: ['Orlando', 'Tampa'], state: 'Florida' }),
        requirementSentence('route.cities', { cities: ['Buffalo', 'Ithaca', 'Albany'], state: 'New York' }),
      ]).to.deep.equal([
        'the trip visits Orlando in Florida',
        'the trip visits Orlando and Tampa in Florida',
        'the trip visits Buffalo, Ithaca and Albany in New York',
      ]);
    });
    it('names the city left out and the cities visited instead', () => {
      expect([
        violationSentence('route.cities', { city: 'Tampa', visited: ['Orlando', 'Miami'] }),
        violationSentence('route.cities', { city: 'Tampa', visited: ['Miami'] }),
        violationSentence('route.cities', { city: 'Tampa', visited: [] }),
      ]).to.deep.equal([
        'the plan does not visit Tampa, which the request asks for (it visits Orlando and Miami)',
        'the plan does not visit Tampa, which the request asks for (it visits Miami)',
        'the plan does not visit Tampa, which the request asks for (it visits no city)',
      ]);
    });
  });

  describe('transport.exclusion', () => {
    it('words a flight with its article and other modes as they are', () => {
      expect(requirementSentence('transport.exclusion', { mode: 'flight' })).to.equal('no leg uses a flight');
      expect(requirementSentence('transport.exclusion', { mode: 'self-driving' })).to.equal('no leg uses self-driving');
    });
    it('names the day and the leg', () => {
      expect(violationSentence('transport.exclusion', { mode: 'flight', day: 1, value: 'Flight Number: F1' })).to.equal(
        'day 1 uses a flight, which the request rules out ("Flight Number: F1")',
      );
      expect(violationSentence('transport.exclusion', { mode: 'self-driving', day: 3, value: 'Self-driving, from A to B' })).to.equal(
        'day 3 uses self-driving, which the request rules out ("Self-driving, from A to B")',
      );
    });
  });

  describe('route.reasonable', () => {
    it('asks for a closed route with one stay per city', () => {
      expect(requirementSentence('route.reasonable', { origin: 'Reno', destination: 'Idaho' })).to.equal(
        'the route starts and ends in Reno and visits each city of Idaho in one stay',
      );
    });
    it('words each way a route breaks', () => {
      expect([
        violationSentence('route.reasonable', { problem: 'start', expected: 'Reno', actual: 'Boise' }),
        violationSentence('route.reasonable', { problem: 'notClosed', first: 'Reno', last: 'Boise' }),
        violationSentence('route.reasonable', { problem: 'sequence', cities: ['Reno', 'Boise', 'Nampa', 'Boise'] }),
        violationSentence('route.reasonable', { problem: 'unknownCity', city: 'Atlantis' }),
        violationSentence('route.reasonable', { problem: 'outOfState', city: 'Reno', state: 'Idaho' }),
        violationSentence('route.reasonable', { problem: 'unparsable', day: 2, value: 'Boise and Nampa' }),
        violationSentence('route.reasonable', { problem: 'empty' }),
      ]).to.deep.equal([
        "the first day's city should be Reno, not Boise",
        'the trip should be a closed circle: it starts in Reno but ends in Boise',
        'the city sequence is invalid: Reno -> Boise -> Nampa -> Boise',
        'Atlantis is not a valid city',
        'Reno is not in Idaho',
        'day 2\'s current city "Boise and Nampa" cannot be read as "from A to B"',
        'the plan names no cities',
      ]);
    });
  });

  describe('meals.diverse and attractions.diverse', () => {
    it('ask for no repeat', () => {
      expect(requirementSentence('meals.diverse', {})).to.equal('no restaurant is visited twice');
      expect(requirementSentence('attractions.diverse', {})).to.equal('no attraction is visited twice');
    });
    it('name the repeat', () => {
      expect(violationSentence('meals.diverse', { day: 3, meal: 'dinner', value: 'Taco Town, Boise' })).to.equal(
        'the dinner on day 3, "Taco Town, Boise", repeats an earlier restaurant',
      );
      expect(violationSentence('attractions.diverse', { day: 2, value: 'Zoo Boise' })).to.equal('the attraction "Zoo Boise" on day 2 repeats an earlier one');
    });
  });

  describe('lodging.minNights', () => {
    it('asks for the minimum nights', () => {
      expect(requirementSentence('lodging.minNights', {})).to.equal('every lodging is booked for at least its minimum number of nights');
    });
    it('counts nights in the singular and the plural', () => {
      expect(violationSentence('lodging.minNights', { listing: 'Loft', nights: 1, minimum: 2 })).to.equal(
        '"Loft" is booked for 1 night but requires at least 2 nights',
      );
      expect(violationSentence('lodging.minNights', { listing: 'Loft', nights: 2, minimum: 1 })).to.equal(
        '"Loft" is booked for 2 nights but requires at least 1 night',
      );
    });
    it('names a day with no accommodation field', () => {
      expect(violationSentence('lodging.minNights', { problem: 'missing', day: 4 })).to.equal('day 4 has no accommodation field');
    });
  });

  describe('transport.nonConflicting', () => {
    it('asks for first-day transport and no self-driving with flights or taxis', () => {
      expect(requirementSentence('transport.nonConflicting', {})).to.equal('the first day has transport and self-driving is never mixed with flights or taxis');
    });
    it('flags an empty first day', () => {
      expect(violationSentence('transport.nonConflicting', { problem: 'firstDayEmpty' })).to.equal('the transportation on day 1 should not be empty');
    });
    it('lists the conflicting modes with commas and a final "and"', () => {
      expect(
        [['Self-driving'], ['Self-driving', 'Flight'], ['Self-driving', 'Flight', 'Taxi'], []].map((modes) =>
          violationSentence('transport.nonConflicting', { problem: 'conflict', modes }),
        ),
      ).to.deep.equal([
        'the transportation is conflicting: Self-driving in one trip',
        'the transportation is conflicting: Self-driving and Flight in one trip',
        'the transportation is conflicting: Self-driving, Flight and Taxi in one trip',
        'the transportation is conflicting:  in one trip',
      ]);
    });
  });

  describe('plan.withinCurrentCity', () => {
    it("asks for every item in the day's cities", () => {
      expect(requirementSentence('plan.withinCurrentCity', {})).to.equal("every item of a day is in one of that day's cities, and the lodging in the last");
    });
    it("names one city alone and several as the day's cities", () => {
      expect(violationSentence('plan.withinCurrentCity', { day: 2, slot: 'lunch', value: 'Taco Town, Reno', cities: ['Boise'] })).to.equal(
        'the lunch on day 2, "Taco Town, Reno", is not in Boise',
      );
      expect(violationSentence('plan.withinCurrentCity', { day: 1, slot: 'dinner', value: 'Taco Town, Reno', cities: ['Boise', 'Nampa'] })).to.equal(
        'the dinner on day 1, "Taco Town, Reno", is not in the day\'s cities (Boise and Nampa)',
      );
    });
    it('flags a current city it cannot read', () => {
      expect(violationSentence('plan.withinCurrentCity', { problem: 'unparsable', day: 1, value: 'Reno-Boise' })).to.equal(
        'day 1\'s current city "Reno-Boise" cannot be read as "from A to B"',
      );
    });
  });

  describe('plan.withinSandbox', () => {
    it('asks that every item exist in the data', () => {
      expect(requirementSentence('plan.withinSandbox', {})).to.equal('every flight, road, restaurant, attraction and lodging exists in the data');
    });
    it('names an item the sandbox lacks, and one it cannot parse', () => {
      expect(violationSentence('plan.withinSandbox', { day: 2, slot: 'attraction', value: 'Moon Base' })).to.equal(
        'the attraction on day 2, "Moon Base", is not in the sandbox',
      );
      expect(violationSentence('plan.withinSandbox', { problem: 'unparsable', day: 1, slot: 'transportation', value: 'by balloon' })).to.equal(
        'the transportation on day 1, "by balloon", cannot be parsed',
      );
    });
  });

  describe('plan.complete', () => {
    it('counts days and cities in the singular and the plural', () => {
      expect(requirementSentence('plan.complete', { days: 1, cityCount: 1 })).to.equal(
        'the plan covers 1 day and 1 city with transport, meals, attractions and lodging filled in',
      );
      expect(requirementSentence('plan.complete', { days: 5, cityCount: 2 })).to.equal(
        'the plan covers 5 days and 2 cities with transport, meals, attractions and lodging filled in',
      );
    });
    it('words each way a plan is incomplete', () => {
      expect([
        violationSentence('plan.complete', { problem: 'days', expected: 3, actual: 1 }),
        violationSentence('plan.complete', { problem: 'days', expected: 3, actual: 2 }),
        violationSentence('plan.complete', { problem: 'cityCount', expected: 2, actual: 1 }),
        violationSentence('plan.complete', { problem: 'cityCount', expected: 1, actual: 3 }),
        violationSentence('plan.complete', { problem: 'firstCity', expected: 'Reno' }),
        violationSentence('plan.complete', { problem: 'missingKey', day: 2, key: 'lunch' }),
        violationSentence('plan.complete', { problem: 'noTransport', day: 1 }),
        violationSentence('plan.complete', { problem: 'noAttraction', day: 2 }),
        violationSentence('plan.complete', { problem: 'noLodging', day: 2 }),
        violationSentence('plan.complete', { problem: 'noMeal', day: 2 }),
        violationSentence('plan.complete', { problem: 'sparse', filled: 10, needed: 21 }),
        violationSentence('plan.complete', { problem: 'unparsable', day: 3, value: '???' }),
      ]).to.deep.equal([
        'the plan has 1 day, not 3',
        'the plan has 2 days, not 3',
        'the plan visits 1 city, not 2',
        'the plan visits 3 cities, not 1',
        "the first day's city should be Reno",
        'day 2 has no "lunch" field',
        'day 1 travels between cities but has no transportation',
        'day 2 stays in one city but has no attraction',
        'day 2 has no accommodation',
        'day 2 stays in one city but misses a meal',
        'only 10 of 21 fields are filled: more than half the information is absent',
        'day 3\'s current city "???" cannot be read as "from A to B"',
      ]);
    });
  });

  describe("the solver's structural rows", () => {
    it('word their requirements', () => {
      expect([
        requirementSentence('trip.destination', { destination: 'Idaho', cityCount: 1 }),
        requirementSentence('trip.destination', { destination: 'Idaho', cityCount: 3 }),
        requirementSentence('trip.dates', { startDate: '2022-03-16', endDate: '2022-03-18' }),
        requirementSentence('transport.leg', { from: 'Reno', to: 'Boise', date: '2022-03-16' }),
        requirementSentence('lodging.perCity', { city: 'Boise' }),
        requirementSentence('meals.fullDays', { city: 'Boise' }),
        requirementSentence('attractions.fullDays', { city: 'Boise' }),
        requirementSentence('objective.bound', { objective: 'quality', bound: 420 }),
      ]).to.deep.equal([
        'the trip visits 1 city of Idaho',
        'the trip visits 3 cities of Idaho',
        'the trip runs from 2022-03-16 to 2022-03-18',
        'there is a way to travel from Reno to Boise on 2022-03-16',
        'there is a place to stay in Boise',
        'Boise has enough different restaurants for three meals on each full day',
        'Boise has a different attraction for each full day',
        "the plan's quality reaches 420",
      ]);
    });
    it('word why they cannot hold', () => {
      expect([
        violationSentence('trip.destination', { destination: 'Idaho', cityCount: 3, available: 2 }),
        violationSentence('trip.dates', { startDate: '2022-03-16', endDate: '2022-03-18' }),
        violationSentence('transport.leg', { from: 'Reno', to: 'Boise', date: '2022-03-16' }),
        violationSentence('lodging.perCity', { city: 'Boise' }),
        violationSentence('meals.fullDays', { city: 'Boise', needed: 6, available: 4 }),
        violationSentence('attractions.fullDays', { city: 'Boise', needed: 3, available: 1 }),
        violationSentence('objective.bound', { objective: 'quality', bound: 420 }),
        violationSentence('meals.fullDays', { city: 'Boise', needed: 1, available: 1 }),
        violationSentence('attractions.fullDays', { city: 'Boise', needed: 1, available: 0 }),
        violationSentence('trip.destination', { destination: 'Idaho', cityCount: 2, available: 1 }),
      ]).to.deep.equal([
        'Idaho has 2 cities with data to visit, fewer than the 3 asked for',
        'there is no data for travel between 2022-03-16 and 2022-03-18',
        'there is no allowed way to travel from Reno to Boise on 2022-03-16',
        'no listing in Boise fits the stay',
        'Boise has 4 restaurants for 6 meals',
        'Boise has 1 attraction for 3 full days',
        "no plan's quality reaches 420",
        'Boise has 1 restaurant for 1 meal',
        'Boise has 0 attractions for 1 full day',
        'Idaho has 1 city with data to visit, fewer than the 2 asked for',
      ]);
    });
  });

  describe('meals.pricePerPerson', () => {
    it('words a range, a ceiling and a floor', () => {
      expect([
        requirementSentence('meals.pricePerPerson', { min: 10, max: 30 }),
        requirementSentence('meals.pricePerPerson', { min: null, max: 30 }),
        requirementSentence('meals.pricePerPerson', { min: 10, max: null }),
        requirementSentence('meals.pricePerPerson', { min: null, max: null }),
      ]).to.deep.equal([
        'every meal costs between $10 and $30 per person',
        'every meal costs at most $30 per person',
        'every meal costs at least $10 per person',
        'every meal costs at least $0 per person',
      ]);
    });
    it('names the meal, its price and the bound it breaks', () => {
      const meal = { day: 2, meal: 'dinner', restaurant: 'Steak Hall, Boise', price: 45.5 };
      expect([
        violationSentence('meals.pricePerPerson', { ...meal, min: 10, max: 30 }),
        violationSentence('meals.pricePerPerson', { ...meal, min: null, max: 30 }),
        violationSentence('meals.pricePerPerson', { ...meal, min: 50, max: null }),
        violationSentence('meals.pricePerPerson', { ...meal, min: null, max: null }),
      ]).to.deep.equal([
        'the dinner on day 2, "Steak Hall, Boise", costs $45.50 per person, outside the asked $10-$30',
        'the dinner on day 2, "Steak Hall, Boise", costs $45.50 per person, more than the asked $30',
        'the dinner on day 2, "Steak Hall, Boise", costs $45.50 per person, less than the asked $50',
        'the dinner on day 2, "Steak Hall, Boise", costs $45.50 per person, less than the asked $0',
      ]);
    });
  });

  describe('the rationality checks (timeline.*)', () => {
    it('word their requirements', () => {
      expect(
        (
          [
            'timeline.order',
            'timeline.dayWindow',
            'timeline.travelTime',
            'timeline.visitDuration',
            'timeline.openingHours',
            'timeline.mealWindow',
            'timeline.repeat',
          ] as const
        ).map((id) => requirementSentence(id, {})),
      ).to.deep.equal([
        'every day is on the clock, its entries sorted and never overlapping',
        "meals, sights and check-ins happen between the day's start and end",
        'the time between two stops covers the trip between them',
        'every sight of the day is on the clock for a length within its range',
        'every sight is visited while it is open',
        'every meal is on the clock inside its window',
        'no restaurant and no sight comes twice',
      ]);
    });

    it('timeline.order: words an unsorted, overlapping, empty and unreadable day', () => {
      expect([
        violationSentence('timeline.order', { day: 1, entry: 'lunch', problem: 'unsorted', other: 'breakfast' }),
        violationSentence('timeline.order', { day: 1, entry: 'lunch', problem: 'overlap', other: 'Zoo' }),
        violationSentence('timeline.order', { day: 2, entry: '', problem: 'empty' }),
        violationSentence('timeline.order', { day: 3, entry: 'dinner', problem: 'badTime' }),
      ]).to.deep.equal([
        'day 1: "lunch" starts before "breakfast", which comes before it',
        'day 1: "lunch" overlaps "Zoo"',
        'day 2 has no timeline',
        'day 3: "dinner" has a time that is not HH:MM, or ends before it starts',
      ]);
    });

    it('timeline.dayWindow: words an entry outside the day and things that do not fit', () => {
      expect(violationSentence('timeline.dayWindow', { day: 2, entry: 'dinner', from: '07:00', to: '22:00' })).to.equal(
        'day 2: "dinner" is outside the day, 07:00-22:00',
      );
      expect(violationSentence('timeline.dayWindow', { day: 2, problem: 'noFit', what: 'lunch and a sight', from: '14:00', to: '15:00' })).to.equal(
        'day 2: lunch and a sight do not fit between 14:00 and 15:00',
      );
    });

    it('timeline.travelTime: names the gap and what it needs', () => {
      expect(violationSentence('timeline.travelTime', { day: 1, from: 'Zoo', to: 'Museum', minutes: 5, needed: 12, why: '8.1 km' })).to.equal(
        'day 1: 5 minutes from "Zoo" to "Museum", less than the 12 needed (8.1 km)',
      );
    });

    it('timeline.visitDuration: words a visit too long or short, missing from the clock and not in the plan', () => {
      expect([
        violationSentence('timeline.visitDuration', { day: 1, sight: 'Zoo', minutes: 20, min: 60, max: 180 }),
        violationSentence('timeline.visitDuration', { day: 2, sight: 'Zoo', minutes: 1, min: 60, max: 180 }),
        violationSentence('timeline.visitDuration', { day: 1, sight: 'Zoo', problem: 'missing' }),
        violationSentence('timeline.visitDuration', { day: 1, sight: 'Zoo', problem: 'unplanned' }),
      ]).to.deep.equal([
        'day 1: "Zoo" lasts 20 minutes, outside 60-180',
        'day 2: "Zoo" lasts 1 minute, outside 60-180',
        'day 1: "Zoo" is in the plan but not on the clock',
        'day 1: "Zoo" is on the clock but not in the plan',
      ]);
    });

    it('timeline.openingHours: words a closed day and the open hours, at a time and over a window', () => {
      expect([
        violationSentence('timeline.openingHours', { day: 2, sight: 'Zoo', at: '08:00-09:00', open: '10:00-17:00' }),
        violationSentence('timeline.openingHours', { day: 2, sight: 'Zoo', at: '08:00-09:00', open: 'closed' }),
        violationSentence('timeline.openingHours', { day: 2, sight: 'Zoo', problem: 'noTime', from: '18:00', to: '20:00', open: '10:00-17:00' }),
        violationSentence('timeline.openingHours', { day: 2, sight: 'Zoo', problem: 'noTime', from: '18:00', to: '20:00', open: 'closed' }),
      ]).to.deep.equal([
        'day 2: "Zoo" is visited 08:00-09:00, but it is open 10:00-17:00',
        'day 2: "Zoo" is visited 08:00-09:00, but it is closed that day',
        'day 2: "Zoo" cannot be visited between 18:00 and 20:00: it is open 10:00-17:00',
        'day 2: "Zoo" cannot be visited between 18:00 and 20:00: it is closed that day',
      ]);
    });

    it('timeline.mealWindow: words a meal outside its window, missing from the clock and with no time left', () => {
      expect([
        violationSentence('timeline.mealWindow', { day: 1, meal: 'lunch', at: '16:00', window: '11:00-14:30' }),
        violationSentence('timeline.mealWindow', { day: 1, meal: 'lunch', problem: 'missing' }),
        violationSentence('timeline.mealWindow', { day: 1, meal: 'lunch', problem: 'noTime', from: '15:00', to: '16:00', window: '11:00-14:30' }),
      ]).to.deep.equal([
        'day 1: the lunch is at 16:00, outside 11:00-14:30',
        'day 1: the lunch is in the plan but not on the clock',
        'day 1: the lunch cannot be had between 15:00 and 16:00 (its window is 11:00-14:30)',
      ]);
    });

    it('timeline.repeat: names what comes again', () => {
      expect(violationSentence('timeline.repeat', { day: 3, what: 'restaurant', name: 'Taco Town' })).to.equal('day 3: the restaurant "Taco Town" comes again');
    });
  });
});
