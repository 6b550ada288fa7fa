/**
 * budget.total when prices have cents and the cheapest plan costs the budget to the cent: the solver's cost bounds
 * and the benchmark's scorer both add prices in floating point, so a total that is exactly the budget in cents can
 * come out a hair above it. Found by the brute-force oracle (test/oracle). Each world below has a single plan
 * (up to the order of its three meals): a flight out at night, one listing, three restaurants, one sight, a flight
 * home at dawn.
 */
import { expect } from 'chai';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import { MemorySandbox } from '../../src/sandbox/memory.ts';
import { parseTripSpec, toTravelPlannerFields, type PlanDay, type TripSpec } from '../../src/tripspec/index.ts';
import { planTrip, type PlanOutcome } from '../../solver/index.ts';

interface Prices {
  readonly out: number;
  readonly home: number;
  readonly night: number;
  readonly meals: readonly [number, number, number];
}

function world(p: Prices): MemorySandbox {
  const flight = (number: string, price: number, date: string, origin: string, destination: string, depTime: string, arrTime: string) => ({
    number,
    price,
    depTime,
    arrTime,
    elapsed: '1 hours 0 minutes',
    date,
    origin,
    destination,
    distance: 300,
  });
  return new MemorySandbox({
    source: 'budget-cents',
    geography: {
      stateOfCity: new Map([
        ['Dunmore', 'Eastmarch'],
        ['Ashby', 'Norvale'],
      ]),
      states: ['Eastmarch', 'Norvale'],
    },
    flights: [
      flight('F1', p.out, '2022-03-10', 'Dunmore', 'Ashby', '20:00', '21:00'),
      flight('F2', p.home, '2022-03-12', 'Ashby', 'Dunmore', '06:00', '07:00'),
    ],
    roads: [],
    restaurants: p.meals.map((averageCost, i) => ({ name: `Ashby Table 0${i + 1}`, city: 'Ashby', cuisines: 'Cafe', averageCost, rating: 4 })),
    attractions: [
      {
        name: 'Ashby Sight 01',
        city: 'Ashby',
        latitude: 40,
        longitude: -100,
        address: '1 Main Street, Ashby',
        phone: '-',
        website: '-',
        categories: [],
        openingHours: null,
        visitMinutes: null,
      },
    ],
    accommodations: [
      {
        name: 'Ashby Lodge 01',
        city: 'Ashby',
        roomType: 'Private room',
        price: p.night,
        minimumNights: 1,
        rating: 4,
        houseRules: 'No pets',
        maximumOccupancy: 1,
      },
    ],
  });
}

const request = (budget: number): TripSpec =>
  parseTripSpec({
    origin: 'Dunmore',
    destination: { kind: 'city', name: 'Ashby' },
    days: 3,
    cityCount: 1,
    startDate: '2022-03-10',
    endDate: '2022-03-12',
    travellers: 1,
    budget,
  });

/** The world's one plan, its meals in the order given. */
function onlyPlan(order: readonly [number, number, number]): PlanDay[] {
  const meal = (i: number) => `Ashby Table 0${order[i]! + 1}, Ashby`;
  return [
    {
      days: 1,
      current_city: 'from Dunmore to Ashby',
      transportation: 'Flight Number: F1, from Dunmore to Ashby, Departure Time: 20:00, Arrival Time: 21:00',
      breakfast: '-',
      attraction: '-',
      lunch: '-',
      dinner: '-',
      accommodation: 'Ashby Lodge 01, Ashby',
    },
    {
      days: 2,
      current_city: 'Ashby',
      transportation: '-',
      breakfast: meal(0),
      attraction: 'Ashby Sight 01, Ashby;',
      lunch: meal(1),
      dinner: meal(2),
      accommodation: 'Ashby Lodge 01, Ashby',
    },
    {
      days: 3,
      current_city: 'from Ashby to Dunmore',
      transportation: 'Flight Number: F2, from Ashby to Dunmore, Departure Time: 06:00, Arrival Time: 07:00',
      breakfast: '-',
      attraction: '-',
      lunch: '-',
      dinner: '-',
      accommodation: '-',
    },
  ];
}

const ORDERS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

const cost = (o: PlanOutcome): number | null => (o.status === 'optimal' ? o.plan.cost : null);

describe('budget.total at the cent', () => {
  // 131.34 + 254.83 + 2 x 243.56 + 23.30 + 10.21 + 19.07 = 925.87 exactly.
  const fits: Prices = { out: 131.34, home: 254.83, night: 243.56, meals: [23.3, 10.21, 19.07] };
  // 158.36 + 163.68 + 2 x 186.35 + 18.11 + 25.67 + 16.60 = 755.12 exactly.
  const over: Prices = { out: 158.36, home: 163.68, night: 186.35, meals: [18.11, 25.67, 16.6] };

  it('finds the plan that costs exactly the budget when the scorer accepts it in every meal order (the cost bound must not drop it)', async () => {
    const sandbox = world(fits);
    const spec = request(925.87);
    for (const order of ORDERS) expect(evaluatePlan(toTravelPlannerFields(spec), onlyPlan(order), sandbox).passed, `meals ${order}`).to.equal(true);
    const outcome = await planTrip(spec, sandbox, { objective: 'cost' });
    expect(outcome.status).to.equal('optimal');
    expect(cost(outcome)).to.equal(925.87);
  });

  it('answers infeasible, not an internal error, when the only plan costs the budget to the cent but the scorer totals it a hair over', async () => {
    const sandbox = world(over);
    const spec = request(755.12);
    for (const order of ORDERS) {
      const evaluation = evaluatePlan(toTravelPlannerFields(spec), onlyPlan(order), sandbox);
      expect(evaluation.cost!.total, `meals ${order}`).to.be.above(755.12);
      expect(evaluation.hard!.valid_cost!.message).to.equal(`the total cost $755.12 exceeds the budget of $755.12 by $0`);
    }
    expect((await planTrip(spec, sandbox, { objective: 'cost' })).status).to.equal('infeasible');
    expect((await planTrip(spec, sandbox, { objective: 'quality' })).status).to.equal('infeasible');
    // A cent more and the same plan fits.
    expect(cost(await planTrip(request(755.13), sandbox, { objective: 'cost' }))).to.equal(755.12);
  });
});
