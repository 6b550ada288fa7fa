/**
 * route.cities on the TravelPlanner database: training requests to a state, each with cities named, planned with
 * both objectives, against the route-level oracle of test/helpers/cities.ts (the best over every set of cityCount
 * cities holding the named ones, each planned without the list on a sandbox whose state has only that set). The
 * cases name as many cities as the trip visits and fewer, in states of 4 to 23 cities (New York's 16 and Texas's 23
 * run through the lazy nodes of the enumeration, where a prefix that leaves out a named city is bounded over it
 * alone). Row 26's state trip through El Paso, Houston and Texarkana meets drives that arrive overnight.
 */
import { expect } from 'chai';
import { requiredCityViolations } from '../../src/evaluate/index.ts';
import { loadSandbox, type Sandbox } from '../../src/sandbox/index.ts';
import { fromTravelPlannerFields, parseTripSpec } from '../../src/tripspec/index.ts';
import { planTrip } from '../../solver/index.ts';
import { bestOverSets } from '../helpers/cities.ts';
import { requireTravelPlanner, trainRows, type TrainRow } from '../helpers/data.ts';

interface Case {
  readonly idx: number;
  readonly cities: readonly string[];
  /** The optimum's cost and cities with each objective (null: no plan). */
  readonly cost: readonly [number, readonly string[]] | null;
  readonly quality: readonly [number, readonly string[]] | null;
}

const CASES: readonly Case[] = [
  { idx: 7, cities: ['Missoula'], cost: [818, ['West Yellowstone', 'Missoula']], quality: [2699, ['Missoula', 'Helena']] },
  { idx: 7, cities: ['Kalispell', 'Billings'], cost: [1967, ['Kalispell', 'Billings']], quality: [2441, ['Billings', 'Kalispell']] },
  { idx: 9, cities: ['Philadelphia'], cost: [958, ['Johnstown', 'Philadelphia']], quality: [1394, ['Lewisburg', 'Philadelphia']] },
  { idx: 11, cities: ['Moab'], cost: [980, ['Vernal', 'Ogden', 'Moab']], quality: [6122, ['Salt Lake City', 'Provo', 'Moab']] },
  { idx: 11, cities: ['Cedar City'], cost: [995, ['Vernal', 'Cedar City', 'Moab']], quality: [7265, ['Salt Lake City', 'Provo', 'Cedar City']] },
  { idx: 11, cities: ['Salt Lake City', 'Vernal'], cost: [1173, ['Vernal', 'Salt Lake City', 'Moab']], quality: [5966, ['Salt Lake City', 'Provo', 'Vernal']] },
  { idx: 12, cities: ['Denver', 'Alamosa', 'Durango'], cost: [2770, ['Alamosa', 'Durango', 'Denver']], quality: [3000, ['Denver', 'Durango', 'Alamosa']] },
  { idx: 13, cities: ['El Paso', 'Houston'], cost: [933, ['Lubbock', 'El Paso', 'Houston']], quality: [4171, ['Houston', 'Corpus Christi', 'El Paso']] },
  { idx: 22, cities: ['Lake Charles'], cost: [3324, ['Lake Charles', 'Shreveport']], quality: [12250, ['New Orleans', 'Lake Charles']] },
  { idx: 24, cities: ['Syracuse'], cost: [722, ['Watertown', 'Syracuse']], quality: [1812, ['Rochester', 'Syracuse']] },
  // No plan through Ithaca meets the request (nor, the oracle agrees, any set of cities holding it).
  { idx: 24, cities: ['Ithaca'], cost: null, quality: null },
  // The drive from Santa Ana to Texarkana takes 23h09 and arrives at 08:09 the next day: no leg may leave Texarkana
  // before 09:24 that morning (a 09:00 drive would leave 6 minutes after the check-in), nor eat breakfast there.
  {
    idx: 26,
    cities: ['El Paso', 'Houston', 'Texarkana'],
    cost: [3005, ['Houston', 'Texarkana', 'El Paso']],
    quality: [5730, ['El Paso', 'Houston', 'Texarkana']],
  },
  { idx: 30, cities: ['North Bend'], cost: [1623, ['North Bend', 'Eugene', 'Medford']], quality: [3844, ['Medford', 'North Bend', 'Portland']] },
  { idx: 45, cities: ['Cincinnati'], cost: [2585, ['Toledo', 'Columbus', 'Cincinnati']], quality: [5072, ['Toledo', 'Akron', 'Cincinnati']] },
];

/**
 * The optimum of each request without the list (cost, then quality objective): every case above but Moab's cost,
 * Cedar City's quality and Ithaca's names a city the unrestricted optimum leaves out.
 */
const FREE: Readonly<Record<number, readonly [readonly string[], readonly string[]]>> = {
  7: [
    ['Bozeman', 'West Yellowstone'],
    ['Helena', 'Great Falls'],
  ],
  9: [
    ['Johnstown', 'Latrobe'],
    ['Erie', 'Latrobe'],
  ],
  11: [
    ['Vernal', 'Ogden', 'Moab'],
    ['Salt Lake City', 'Provo', 'Cedar City'],
  ],
  12: [
    ['Grand Junction', 'Gunnison', 'Colorado Springs'],
    ['Alamosa', 'Gunnison', 'Colorado Springs'],
  ],
  13: [
    ['Lubbock', 'El Paso', 'Del Rio'],
    ['Dallas', 'Austin', 'Houston'],
  ],
  22: [
    ['Baton Rouge', 'Shreveport'],
    ['New Orleans', 'Baton Rouge'],
  ],
  24: [
    ['Watertown', 'Rochester'],
    ['Rochester', 'Buffalo'],
  ],
  26: [
    ['Lubbock', 'Texarkana', 'El Paso'],
    ['Dallas', 'Houston', 'Corpus Christi'],
  ],
  30: [
    ['Medford', 'Eugene', 'Bend'],
    ['Medford', 'Eugene', 'Portland'],
  ],
  45: [
    ['Toledo', 'Akron', 'Columbus'],
    ['Cleveland', 'Akron', 'Toledo'],
  ],
};

describe('route.cities on the TravelPlanner database', () => {
  let rows: TrainRow[];
  let sandbox: Sandbox;
  before(function () {
    const dir = requireTravelPlanner(this);
    rows = trainRows(dir);
    sandbox = loadSandbox(dir);
  });

  for (const [idx, free] of Object.entries(FREE)) {
    it(`row ${idx} without the list: the optima leave out the cities the cases name`, async function () {
      this.timeout(60_000);
      const spec = fromTravelPlannerFields(rows.find((r) => r.idx === Number(idx))!);
      const cities = async (objective: 'cost' | 'quality') => {
        const o = await planTrip(spec, sandbox, { objective, backend: 'mip', timeLimitMs: 60_000 });
        return o.status === 'optimal' ? [...o.plan.itinerary.cities] : [];
      };
      expect([await cities('cost'), await cities('quality')]).to.deep.equal(free);
    });
  }

  for (const c of CASES) {
    for (const objective of ['cost', 'quality'] as const) {
      it(`row ${c.idx} through ${c.cities.join(', ')} (${objective}): the optimum is the best over the routes through them`, async function () {
        this.timeout(60_000);
        const row = rows.find((r) => r.idx === c.idx)!;
        const spec = parseTripSpec({ ...fromTravelPlannerFields(row), cities: c.cities });
        const o = await planTrip(spec, sandbox, { objective, backend: 'mip', timeLimitMs: 60_000 });
        const oracle = await bestOverSets(spec, sandbox, objective);
        const expected = c[objective];
        if (o.status !== 'optimal') {
          expect({ status: o.status, oracle }).to.deep.equal({ status: 'infeasible', oracle: null });
          expect(expected).to.equal(null);
          return;
        }
        const plan = o.plan;
        expect({ quality: plan.quality, cost: plan.cost }).to.deep.equal({ quality: oracle?.quality, cost: oracle?.cost });
        expect(requiredCityViolations(plan.submission, c.cities, spec.origin)).to.deep.equal([]);
        expect([plan.cost, plan.itinerary.cities]).to.deep.equal(expected);
      });
    }
  }
});
