import { expect } from 'chai';
import { distanceMatrix, EXACT_LIMIT, exactPath, haversineKm, heuristicPath, orderLength, routeLegs, routeStops, solvePath } from '../../solver/route/index.ts';
import { bruteForce, cityPoints, randomInt, randomMatrix, rng } from './helpers.ts';

const isPermutation = (order: readonly number[], n: number) => order.length === n && new Set(order).size === n && order.every((i) => i >= 0 && i < n);
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('routing: exact (Held–Karp)', () => {
  it('equals brute force on 200 random open paths of 2 to 9 stops', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const r = rng(seed);
      const matrix = distanceMatrix(cityPoints(r, randomInt(r, 2, 9)));
      const s = exactPath({ matrix });
      expect(isPermutation(s.order, matrix.length), `seed ${seed}`).to.equal(true);
      expect(close(s.length, orderLength(matrix, s.order)), `seed ${seed}: length matches order`).to.equal(true);
      expect(close(s.length, bruteForce(matrix)), `seed ${seed}`).to.equal(true);
      expect(s.exact).to.equal(true);
    }
  });

  // 200 random round trips in four batches of 50 (brute force over 9 stops is slow: each batch stays short).
  for (let first = 1001; first <= 1200; first += 50) {
    it(`equals brute force on random round trips from a start point, 2 to 9 stops (seeds ${first}-${first + 49})`, () => {
      for (let seed = first; seed < first + 50; seed++) {
        const r = rng(seed);
        const matrix = distanceMatrix(cityPoints(r, randomInt(r, 2, 9) + 1));
        const depot = randomInt(r, 0, matrix.length - 1);
        const s = exactPath({ matrix, depot });
        expect(s.order[0], `seed ${seed}: starts at the depot`).to.equal(depot);
        expect(isPermutation(s.order, matrix.length)).to.equal(true);
        expect(close(s.length, orderLength(matrix, s.order, true))).to.equal(true);
        expect(close(s.length, bruteForce(matrix, depot)), `seed ${seed}`).to.equal(true);
      }
    });
  }

  it('equals brute force on 50 asymmetric matrices (one-way distances), open and round trip', () => {
    for (let seed = 2001; seed <= 2050; seed++) {
      const r = rng(seed);
      const matrix = randomMatrix(r, randomInt(r, 2, 8));
      expect(close(exactPath({ matrix }).length, bruteForce(matrix)), `seed ${seed} open`).to.equal(true);
      expect(close(exactPath({ matrix, depot: 0 }).length, bruteForce(matrix, 0)), `seed ${seed} round trip`).to.equal(true);
    }
  });

  it('handles 0 and 1 stops, and refuses more than EXACT_LIMIT stops', () => {
    expect(exactPath({ matrix: [] })).to.deep.equal({ order: [], length: 0, exact: true });
    expect(exactPath({ matrix: [[0]] })).to.deep.equal({ order: [0], length: 0, exact: true });
    expect(
      exactPath({
        matrix: [
          [0, 3],
          [3, 0],
        ],
        depot: 1,
      }),
    ).to.deep.equal({ order: [1, 0], length: 6, exact: true });
    const big = distanceMatrix(cityPoints(rng(7), EXACT_LIMIT + 1));
    expect(() => exactPath({ matrix: big })).to.throw(RangeError, `at most ${EXACT_LIMIT} stops`);
    expect(solvePath({ matrix: big }, 'exact').exact, "'exact' hands larger days to the heuristic").to.equal(false);
    expect(exactPath({ matrix: big, depot: 0 }).exact, 'a start point is not a stop').to.equal(true);
  });

  it('rejects a matrix that is not square or holds a negative distance', () => {
    expect(() => exactPath({ matrix: [[0, 1], [1]] })).to.throw(RangeError, 'not square');
    expect(() =>
      exactPath({
        matrix: [
          [0, -1],
          [1, 0],
        ],
      }),
    ).to.throw(RangeError, 'non-negative');
    expect(() =>
      exactPath({
        matrix: [
          [0, 1],
          [1, 0],
        ],
        depot: 2,
      }),
    ).to.throw(RangeError, 'depot 2');
  });
});

describe('routing: heuristic (2-opt + Or-opt)', () => {
  it('is within 5% of exact on 100 random open paths of 10 to 12 stops', () => {
    let worst = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const r = rng(5000 + seed);
      const matrix = distanceMatrix(cityPoints(r, randomInt(r, 10, 12)));
      const h = heuristicPath({ matrix });
      const e = exactPath({ matrix });
      expect(isPermutation(h.order, matrix.length)).to.equal(true);
      expect(close(h.length, orderLength(matrix, h.order))).to.equal(true);
      worst = Math.max(worst, h.length / e.length - 1);
    }
    expect(worst).to.be.at.most(0.05);
  });

  it('is within 5% of exact on 100 random round trips of 10 to 12 stops', () => {
    let worst = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const r = rng(7000 + seed);
      const matrix = distanceMatrix(cityPoints(r, randomInt(r, 10, 12) + 1));
      const h = heuristicPath({ matrix, depot: 0 });
      expect(h.order[0]).to.equal(0);
      expect(close(h.length, orderLength(matrix, h.order, true))).to.equal(true);
      worst = Math.max(worst, h.length / exactPath({ matrix, depot: 0 }).length - 1);
    }
    expect(worst).to.be.at.most(0.05);
  });

  it('gives a valid order on asymmetric matrices and larger days', () => {
    const r = rng(99);
    for (const n of [2, 3, 5, 9]) {
      const matrix = randomMatrix(r, n);
      const h = heuristicPath({ matrix });
      expect(isPermutation(h.order, n)).to.equal(true);
      expect(h.length).to.be.at.most(bruteForce(matrix) * 1.2);
    }
    const big = distanceMatrix(cityPoints(r, 40));
    expect(isPermutation(heuristicPath({ matrix: big }).order, 40)).to.equal(true);
  });
});

describe('routing: routeStops and routeLegs', () => {
  const stops = [
    { name: 'C', latitude: 40.02, longitude: -75 },
    { name: 'A', latitude: 40.0, longitude: -75 },
    { name: 'D', latitude: 40.03, longitude: -75 },
    { name: 'B', latitude: 40.01, longitude: -75 },
  ];

  it('routeLegs gives the distance of each leg in the order given', () => {
    const legs = routeLegs(stops);
    expect(legs).to.have.length(3);
    expect(legs[0]).to.equal(haversineKm(stops[0]!, stops[1]!));
    expect(routeLegs([stops[0]!])).to.deep.equal([]);
    expect(routeLegs(stops, () => 2)).to.deep.equal([2, 2, 2]);
  });

  it('orders stops along a line end to end, with legs that add up to the length', async () => {
    const day = await routeStops(stops);
    const names = day.stops.map((s) => s.name).join('');
    expect(['ABCD', 'DCBA']).to.include(names);
    expect(day.legsKm).to.have.length(3);
    expect(
      close(
        day.legsKm.reduce((s, x) => s + x, 0),
        day.lengthKm,
      ),
    ).to.equal(true);
    expect(day.exact).to.equal(true);
  });

  it('makes a round trip from a start point when one is given (legs out and back included)', async () => {
    const start = { latitude: 40.015, longitude: -75.01 };
    const day = await routeStops(stops, { start, method: 'heuristic' });
    expect(day.stops).to.have.length(4);
    expect(day.legsKm).to.have.length(5);
    expect(day.legsKm[0]).to.equal(haversineKm(start, day.stops[0]!));
    expect(
      close(
        day.legsKm.reduce((s, x) => s + x, 0),
        day.lengthKm,
      ),
    ).to.equal(true);
  });

  it('uses the distance function it is given', async () => {
    // Manhattan distance in degrees: the stops on a line still come in line order.
    const manhattan = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
      Math.abs(a.latitude - b.latitude) + Math.abs(a.longitude - b.longitude);
    const day = await routeStops(stops, { distance: manhattan });
    expect(close(day.lengthKm, 0.03)).to.equal(true);
  });
});
