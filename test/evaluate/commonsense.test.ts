/**
 * Broken versions of the annotated human plans, one per rule, each asserting all thirteen verdicts: the
 * intended check fails with its exact id and sentence, and every other verdict is what the benchmark's
 * rules give (hard checks are only scored when "complete information" and "within sandbox" pass).
 *
 * Plan 1: St. Petersburg -> Rockford, 3 days, 1 person, budget $1,700, scored cost $1,608.
 */
import { expect } from 'chai';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import {
  benchmark,
  expectVerdicts,
  planOf,
  queryOf,
  ATTRACTIONS,
  COMPLETE,
  CURRENT_CITY,
  EXCLUSION,
  MIN_NIGHTS,
  RESTAURANTS,
  ROUTE,
  SANDBOX,
  TRANSPORT,
} from './helpers.ts';

const FLIGHT_OUT = 'Flight Number: F3573659, from St. Petersburg to Rockford, Departure Time: 15:40, Arrival Time: 17:04';
const FLIGHT_BACK = 'Flight Number: F3573120, from Rockford to St. Petersburg, Departure Time: 19:00, Arrival Time: 22:43';
const LUXURY = 'Pure luxury one bdrm + sofa bed on Central Park, Rockford';

describe(ROUTE.id, () => {
  it('accepts a trip that leaves from and returns to the origin (plan 1)', function () {
    const b = benchmark(this);
    expectVerdicts(b, queryOf(b, 1), planOf(b, 1), {});
  });

  it('flags a trip that does not return home', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[2]!.current_city = 'Rockford'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [ROUTE.id]: 'the trip should be a closed circle: it starts in St. Petersburg but ends in Rockford' },
    });
  });

  it('flags a first day that leaves from another city', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[0]!.current_city = 'from Tampa to Rockford'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: {
        [ROUTE.id]: "the first day's city should be St. Petersburg, not Tampa",
        [COMPLETE.id]: "the first day's city should be St. Petersburg",
        [CURRENT_CITY.id]: `the transportation on day 1, "${FLIGHT_OUT}", is not in the day's cities (Tampa and Rockford)`,
      },
      hard: 'gated',
    });
  });

  it('accepts an intermediate city outside the destination state on a 3-day trip (the state rule needs days > 3)', function () {
    const b = benchmark(this);
    expectVerdicts(
      b,
      queryOf(b, 1, (q) => void (q.dest = 'Texas')),
      planOf(b, 1),
      {},
    );
  });

  it('flags an intermediate city outside the destination state on a 5-day trip', function () {
    const b = benchmark(this);
    expectVerdicts(
      b,
      queryOf(b, 36, (q) => void (q.dest = 'Wisconsin')),
      planOf(b, 36),
      {
        commonsense: { [ROUTE.id]: 'Bemidji is not in Wisconsin' },
      },
    );
  });

  it('flags a city visited in two separate stays', function () {
    const b = benchmark(this);
    // Plan 6: Orlando -> San Antonio -> Houston -> Orlando; day 4 (in Houston) claims San Antonio.
    const plan = planOf(b, 6, (p) => void (p[3]!.current_city = 'San Antonio(Texas)'));
    expectVerdicts(b, queryOf(b, 6), plan, {
      commonsense: {
        [ROUTE.id]: 'the city sequence is invalid: Orlando -> San Antonio -> San Antonio -> San Antonio -> Houston -> San Antonio -> Houston -> Orlando',
      },
    });
  });

  it('flags "Rockford (Illinois)": the text before "(" keeps its trailing space, which is no city', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => {
      p[0]!.current_city = 'from St. Petersburg to Rockford (Illinois)';
      p[1]!.current_city = 'Rockford (Illinois)';
      p[2]!.current_city = 'from Rockford (Illinois) to St. Petersburg';
    });
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: {
        [ROUTE.id]: 'Rockford  is not a valid city',
        [CURRENT_CITY.id]: `the transportation on day 1, "${FLIGHT_OUT}", is not in the day's cities (St. Petersburg and Rockford )`,
      },
    });
  });

  it('flags a "from" current city that cannot be read as "from A to B" (where the scorer would crash)', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[0]!.current_city = 'from St. Petersburg'));
    const unparsable = 'day 1\'s current city "from St. Petersburg" cannot be read as "from A to B"';
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [ROUTE.id]: unparsable, [COMPLETE.id]: unparsable, [CURRENT_CITY.id]: unparsable },
      hard: 'gated',
    });
  });
});

describe(RESTAURANTS.id, () => {
  it('accepts one restaurant written with two different city spellings (the scorer compares whole strings)', function () {
    const b = benchmark(this);
    // "Subway, Rockford" is day 3's breakfast; day 2's breakfast names it again with a state suffix.
    const plan = planOf(b, 1, (p) => void (p[1]!.breakfast = 'Subway, Rockford(Illinois)'));
    expectVerdicts(b, queryOf(b, 1), plan, {});
  });

  it('flags a restaurant repeated within one day', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.lunch = 'Dial A Cake, Rockford'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [RESTAURANTS.id]: 'the lunch on day 2, "Dial A Cake, Rockford", repeats an earlier restaurant' },
    });
  });

  it('flags a restaurant repeated on a later day', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[2]!.dinner = 'Coco Bambu, Rockford'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [RESTAURANTS.id]: 'the dinner on day 3, "Coco Bambu, Rockford", repeats an earlier restaurant' },
    });
  });
});

describe(ATTRACTIONS.id, () => {
  it('accepts a repeat written after the last ";" (the scorer drops that part)', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[2]!.attraction = 'Sinnissippi Park, Rockford;Burpee Museum of Natural History, Rockford'));
    expectVerdicts(b, queryOf(b, 1), plan, {});
  });

  it('flags an attraction visited twice', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[2]!.attraction = 'Burpee Museum of Natural History, Rockford;Sinnissippi Park, Rockford;'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [ATTRACTIONS.id]: 'the attraction "Burpee Museum of Natural History, Rockford" on day 3 repeats an earlier one' },
    });
  });
});

describe(MIN_NIGHTS.id, () => {
  it('accepts a stay of exactly the minimum (two nights at a two-night listing)', function () {
    const b = benchmark(this);
    expect(b.sandbox.accommodations('Rockford').find((a) => LUXURY.startsWith(a.name))!.minimumNights).to.equal(2);
    expectVerdicts(b, queryOf(b, 1), planOf(b, 1), {});
  });

  it('flags a one-night stay at a two-night listing', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.accommodation = 'Private Room in a two bedroom apt., Rockford'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [MIN_NIGHTS.id]: `"${LUXURY}" is booked for 1 night but requires at least 2 nights` },
    });
  });

  it('accepts a short stay at a name that matches several listings (only a single match is checked)', function () {
    const b = benchmark(this);
    // "Park" matches "Park Side Zen Home ..." (3 nights minimum) and "Pure luxury ... Central Park" in Rockford.
    const plan = planOf(b, 1, (p) => {
      p[0]!.accommodation = 'Park, Rockford';
      p[1]!.accommodation = 'Private Room in a two bedroom apt., Rockford';
    });
    const e = expectVerdicts(b, queryOf(b, 1), plan, {});
    // Priced at the first matching row: Park Side Zen Home, $250.
    expect(e.cost!.items.find((i) => i.day === 1 && i.slot === 'accommodation')!.cost).to.equal(250);
  });

  it('flags a day without an accommodation field', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void delete p[1]!.accommodation);
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [MIN_NIGHTS.id]: 'day 2 has no accommodation field', [COMPLETE.id]: 'day 2 has no "accommodation" field' },
      hard: 'gated',
    });
  });

  it('flags a null accommodation (the scorer would crash reading it)', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[0]!.accommodation = null));
    const e = expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [MIN_NIGHTS.id]: 'day 1\'s "accommodation" is null, which the benchmark cannot read' },
    });
    expect(e.cost!.total).to.equal(1608 - 243);
  });
});

describe(TRANSPORT.id, () => {
  it('flags self-driving mixed with flights', function () {
    const b = benchmark(this);
    const plan = planOf(b, 6, (p) => {
      p[2]!.transportation = 'Self-driving, from San Antonio(Texas) to Houston(Texas), duration: 2 hours 56 mins, distance: 317 km, cost: 15';
    });
    expectVerdicts(b, queryOf(b, 6), plan, {
      commonsense: { [TRANSPORT.id]: 'the transportation is conflicting: flight and self-driving in one trip' },
    });
  });

  it('flags self-driving mixed with taxis (and, under "no self-driving", the exclusion too)', function () {
    const b = benchmark(this);
    const drive = 'Self-driving, from Bemidji(Minnesota) to Minneapolis(Minnesota), duration: 3 hours 34 mins, distance: 347 km, cost: 17';
    const plan = planOf(b, 36, (p) => void (p[2]!.transportation = drive));
    expectVerdicts(b, queryOf(b, 36), plan, {
      commonsense: { [TRANSPORT.id]: 'the transportation is conflicting: taxi and self-driving in one trip' },
      hard: { [EXCLUSION.id]: `day 3 uses self-driving, which the request rules out ("${drive}")` },
    });
  });

  it('flags an empty first-day transportation', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[0]!.transportation = '-'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: {
        [TRANSPORT.id]: 'the transportation on day 1 should not be empty',
        [COMPLETE.id]: 'day 1 travels between cities but has no transportation',
      },
      hard: 'gated',
    });
  });
});

describe(CURRENT_CITY.id, () => {
  it("accepts a flight written without its route: the day's current city supplies it in the sandbox check", function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[0]!.transportation = 'Flight Number: F3573659'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [CURRENT_CITY.id]: `the transportation on day 1, "Flight Number: F3573659", is not in the day's cities (St. Petersburg and Rockford)` },
    });
  });

  it('flags a meal in a third city on a travel day', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[0]!.dinner = 'The Black Pearl, Chicago'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [CURRENT_CITY.id]: `the dinner on day 1, "The Black Pearl, Chicago", is not in the day's cities (St. Petersburg and Rockford)` },
    });
  });

  it("accepts a meal in another city on a stay day when it shares one character with the city (the scorer iterates the city's characters)", function () {
    const b = benchmark(this);
    // "Applebee's, St. Petersburg" contains an "r", one of the characters of "Rockford".
    const plan = planOf(b, 1, (p) => void (p[1]!.dinner = "Applebee's, St. Petersburg"));
    expectVerdicts(b, queryOf(b, 1), plan, {});
  });

  it('flags a meal on a stay day that shares no character with the city', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.dinner = "Peg Leg Pete's, Tampa"));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [CURRENT_CITY.id]: `the dinner on day 2, "Peg Leg Pete's, Tampa", is not in Rockford` },
    });
  });

  it("flags a lodging outside the travel day's destination", function () {
    const b = benchmark(this);
    const inn = 'Private  room in Manhattan NYC. Train a min away!, St. Petersburg';
    const plan = planOf(b, 1, (p) => {
      p[0]!.accommodation = inn;
      p[1]!.accommodation = inn;
    });
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [CURRENT_CITY.id]: `the accommodation on day 1, "${inn}", is not in Rockford` },
    });
  });

  it('flags a meal that is not text (the scorer would crash)', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.breakfast = 5));
    const unreadable = 'day 2\'s "breakfast" is a number (5), which the benchmark cannot read';
    const e = expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [CURRENT_CITY.id]: unreadable, [SANDBOX.id]: unreadable },
      hard: 'gated',
    });
    expect(e.cost!.unpriced).to.deep.equal([{ day: 2, slot: 'breakfast', value: '5', reason: '"breakfast" is a number (5)' }]);
  });
});

describe(SANDBOX.id, () => {
  it('accepts a name that is a substring of a listed name in the same city', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[0]!.dinner = 'Coco, Rockford'));
    const e = expectVerdicts(b, queryOf(b, 1), plan, {});
    expect(e.cost!.total).to.equal(1608);
  });

  it('prices a name matching several rows at the first row in table order ("Subway": $42, not $26)', function () {
    const b = benchmark(this);
    expect(
      b.sandbox
        .restaurants('Rockford')
        .filter((r) => r.name === 'Subway')
        .map((r) => r.averageCost),
    ).to.deep.equal([42, 26]);
    const e = expectVerdicts(b, queryOf(b, 1), planOf(b, 1), {});
    expect(e.cost!.items.find((i) => i.day === 3 && i.slot === 'breakfast')!.cost).to.equal(42);
  });

  it('flags an invented restaurant', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.lunch = 'Imaginary Bistro, Rockford'));
    const e = expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [SANDBOX.id]: 'the lunch on day 2, "Imaginary Bistro, Rockford", is not in the sandbox' },
      hard: 'gated',
    });
    expect(e.cost!.unpriced).to.deep.equal([{ day: 2, slot: 'lunch', value: 'Imaginary Bistro, Rockford', reason: 'no such restaurant in the sandbox' }]);
  });

  it('flags a real restaurant placed in a city that does not list it', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.lunch = 'Flying Mango, Chicago'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: {
        [SANDBOX.id]: 'the lunch on day 2, "Flying Mango, Chicago", is not in the sandbox',
        // "Flying Mango, Chicago" shares characters ("o", "c", ...) with Rockford, so the current-city check passes.
      },
      hard: 'gated',
    });
  });

  it('flags an invented attraction', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.attraction = 'Burpee Museum of Natural History, Rockford;Imaginary Tower, Rockford;'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [SANDBOX.id]: 'the attraction on day 2, "Imaginary Tower, Rockford", is not in the sandbox' },
      hard: 'gated',
    });
  });

  it('accepts an invented attraction written after the last ";" (never read)', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.attraction = 'Burpee Museum of Natural History, Rockford;Imaginary Tower, Rockford'));
    expectVerdicts(b, queryOf(b, 1), plan, {});
  });

  it('flags an invented accommodation', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => {
      p[0]!.accommodation = 'Imaginary Inn, Rockford';
      p[1]!.accommodation = 'Imaginary Inn, Rockford';
    });
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [SANDBOX.id]: 'the accommodation on day 1, "Imaginary Inn, Rockford", is not in the sandbox' },
      hard: 'gated',
    });
  });

  it('flags a flight number that belongs to another route', function () {
    const b = benchmark(this);
    const wrong = FLIGHT_OUT.replace('F3573659', 'F3573120');
    const plan = planOf(b, 1, (p) => void (p[0]!.transportation = wrong));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [SANDBOX.id]: `the transportation on day 1, "${wrong}", is not in the sandbox` },
      hard: 'gated',
    });
  });

  it('flags a flight whose number cannot be read (the scorer would crash)', function () {
    const b = benchmark(this);
    const value = 'Flight Number F3573659, from St. Petersburg to Rockford';
    const plan = planOf(b, 1, (p) => void (p[0]!.transportation = value));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [SANDBOX.id]: `the transportation on day 1, "${value}", cannot be parsed` },
      hard: 'gated',
    });
  });

  it('flags self-driving on a road with no distance (and the mix with the return flight)', function () {
    const b = benchmark(this);
    const drive = 'Self-driving, from St. Petersburg to Rockford, duration: 20 hours, distance: 1,900 km, cost: 95';
    const plan = planOf(b, 1, (p) => void (p[0]!.transportation = drive));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: {
        [SANDBOX.id]: `the transportation on day 1, "${drive}", is not in the sandbox`,
        [TRANSPORT.id]: 'the transportation is conflicting: self-driving and flight in one trip',
      },
      hard: 'gated',
    });
  });

  it('accepts transportation that names no flight, self-driving or taxi: the scorer neither looks it up nor prices it', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[0]!.transportation = 'Walk, from St. Petersburg to Rockford'));
    const e = expectVerdicts(b, queryOf(b, 1), plan, {});
    expect(e.cost!.free).to.deep.equal([{ day: 1, slot: 'transportation', value: 'Walk, from St. Petersburg to Rockford' }]);
    expect(e.cost!.unpriced).to.deep.equal([]);
  });
});

describe(COMPLETE.id, () => {
  it('flags a plan shorter than the trip', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1).slice(0, 2);
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: {
        [COMPLETE.id]: 'the plan has 2 days, not 3',
        [ROUTE.id]: 'the trip should be a closed circle: it starts in St. Petersburg but ends in Rockford',
      },
      hard: 'gated',
    });
  });

  it('flags an empty day ({}) inside the trip', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[2] = {}));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: {
        [COMPLETE.id]: 'the plan has 2 days, not 3',
        [ROUTE.id]: 'day 3 has no "current_city" field',
        [MIN_NIGHTS.id]: 'day 3 has no accommodation field',
        [CURRENT_CITY.id]: 'day 3 has no "current_city" field',
        [SANDBOX.id]: 'day 3 has no "transportation" field',
      },
      hard: 'gated',
    });
  });

  it('flags a day that is not an object', function () {
    const b = benchmark(this);
    const plan: unknown[] = planOf(b, 1);
    plan[1] = 'Rockford';
    const unreadable = 'day 2 is a string ("Rockford"), which the benchmark cannot read as a day';
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: {
        [COMPLETE.id]: unreadable,
        [ROUTE.id]: unreadable,
        [MIN_NIGHTS.id]: 'day 2 has no accommodation field',
        [CURRENT_CITY.id]: unreadable,
        [SANDBOX.id]: unreadable,
      },
      hard: 'gated',
    });
  });

  it('flags a full day missing a meal', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.lunch = '-'));
    expectVerdicts(b, queryOf(b, 1), plan, { commonsense: { [COMPLETE.id]: 'day 2 stays in one city but misses a meal' }, hard: 'gated' });
  });

  it('accepts a travel day without meals or attractions', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => Object.assign(p[2]!, { breakfast: '-', lunch: '-', dinner: '-', attraction: '-' }));
    expectVerdicts(b, queryOf(b, 1), plan, {});
  });

  it('flags a stay day without an attraction', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[1]!.attraction = '-'));
    expectVerdicts(b, queryOf(b, 1), plan, { commonsense: { [COMPLETE.id]: 'day 2 stays in one city but has no attraction' }, hard: 'gated' });
  });

  it('flags a night without lodging (which also shortens the stay below its minimum)', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void (p[0]!.accommodation = '-'));
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: {
        [COMPLETE.id]: 'day 1 has no accommodation',
        [MIN_NIGHTS.id]: `"${LUXURY}" is booked for 1 night but requires at least 2 nights`,
      },
      hard: 'gated',
    });
  });

  it('flags the wrong number of visited cities', function () {
    const b = benchmark(this);
    expectVerdicts(
      b,
      queryOf(b, 1, (q) => void (q.visiting_city_number = 2)),
      planOf(b, 1),
      {
        commonsense: { [COMPLETE.id]: 'the plan visits 1 city, not 2' },
        hard: 'gated',
      },
    );
  });

  it('flags a day without a meal key', function () {
    const b = benchmark(this);
    const plan = planOf(b, 1, (p) => void delete p[1]!.breakfast);
    expectVerdicts(b, queryOf(b, 1), plan, { commonsense: { [COMPLETE.id]: 'day 2 has no "breakfast" field' }, hard: 'gated' });
  });

  it('flags a plan with more than half its fields empty', function () {
    const b = benchmark(this);
    const none = { breakfast: '-', attraction: '-', lunch: '-', dinner: '-' };
    // No "days" keys; three travel days, the middle one by an unscored mode: 3 + 3 + 2 = 8 of 18 fields.
    const plan = [
      { current_city: 'from St. Petersburg to Rockford', transportation: FLIGHT_OUT, ...none, accommodation: LUXURY },
      { current_city: 'from Rockford to Rockford', transportation: 'Walk, from Rockford to Rockford', ...none, accommodation: LUXURY },
      { current_city: 'from Rockford to St. Petersburg', transportation: FLIGHT_BACK, ...none, accommodation: '-' },
    ];
    expectVerdicts(b, queryOf(b, 1), plan, {
      commonsense: { [COMPLETE.id]: 'only 8 of 18 fields are filled: more than half the information is absent' },
      hard: 'gated',
    });
  });
});

describe('plan delivery', () => {
  it('counts an empty plan, or anything but a list, as not delivered', function () {
    const b = benchmark(this);
    for (const plan of [[], null, undefined, 'plan', {}]) {
      expect(evaluatePlan(queryOf(b, 1), plan, b.sandbox)).to.deep.equal({
        delivered: false,
        commonsense: null,
        hard: null,
        cost: null,
        commonsensePassed: false,
        hardPassed: false,
        passed: false,
      });
    }
  });
});
