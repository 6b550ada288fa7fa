/**
 * The tour oracle (./oracle.ts) checked on small hand-made tours whose valid orders are worked out by hand, and
 * the seeded generator (./random-tours.ts) checked for what its instances promise.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { TourSpec, type TourEvent, type TourFlight, type TourStay } from '../../src/tour/spec.ts';
import { allValidOrders, countValidOrders } from './oracle.ts';
import { randomTour } from './random-tours.ts';

const stay = (city: string, days: number): TourStay => ({ city, days });
const event = (city: string, from: number, to: number): TourEvent => ({ city, from, to, what: 'event' });
const oneWay = (from: string, to: string): TourFlight => ({ from, to });
const bothWays = (a: string, b: string): TourFlight[] => [oneWay(a, b), oneWay(b, a)];
/** Flights both ways between every two of `cities`. */
const allFlights = (...cities: string[]): TourFlight[] => cities.flatMap((a, i) => cities.slice(i + 1).flatMap((b) => bothWays(a, b)));
const tour = (totalDays: number, stays: TourStay[], flights: TourFlight[], events: TourEvent[] = []): TourSpec => ({ totalDays, stays, events, flights });

describe('tour oracle', () => {
  it('finds the one valid order of a tour with one-way flights A -> B -> C', () => {
    // A 3 days (1-3), B 2 days (3-4), C 4 days (4-7): 3 + 2 + 4 - 2 = 7. Only A -> B and B -> C fly.
    const spec = tour(7, [stay('C', 4), stay('A', 3), stay('B', 2)], [oneWay('A', 'B'), oneWay('B', 'C')]);
    assert.deepEqual(allValidOrders(spec), [['A', 'B', 'C']]);
    assert.equal(countValidOrders(spec), 1);
  });

  it('finds both valid orders when an event puts A first and every pair flies both ways', () => {
    // A 3, B 2, C 3, total 6. The event on days 1-2 in A needs A's stay to start on day 1: A first.
    const spec = tour(6, [stay('A', 3), stay('B', 2), stay('C', 3)], allFlights('A', 'B', 'C'), [event('A', 1, 2)]);
    assert.deepEqual(allValidOrders(spec), [
      ['A', 'B', 'C'],
      ['A', 'C', 'B'],
    ]);
    assert.equal(countValidOrders(spec), 2);
  });

  it('finds every order, in the order of the stays, when nothing constrains it', () => {
    const spec = tour(4, [stay('A', 2), stay('B', 2), stay('C', 2)], allFlights('A', 'B', 'C'));
    const all = [
      ['A', 'B', 'C'],
      ['A', 'C', 'B'],
      ['B', 'A', 'C'],
      ['B', 'C', 'A'],
      ['C', 'A', 'B'],
      ['C', 'B', 'A'],
    ];
    assert.deepEqual(allValidOrders(spec), all);
    assert.equal(countValidOrders(spec), 6);
    assert.deepEqual(allValidOrders(spec, 2), all.slice(0, 2));
    assert.deepEqual(allValidOrders(spec, 0), []);
  });

  it('finds none when a flight goes the wrong way', () => {
    // 2 days each, total 4: stays are 1-2, 2-3, 3-4. Events on day 1 in A and day 4 in C force A, B, C,
    // but the only flight between B and C goes from C to B.
    const events = [event('A', 1, 1), event('C', 4, 4)];
    const stays = [stay('A', 2), stay('B', 2), stay('C', 2)];
    assert.deepEqual(allValidOrders(tour(4, stays, [oneWay('A', 'B'), oneWay('C', 'B')], events)), []);
    assert.equal(countValidOrders(tour(4, stays, [oneWay('A', 'B'), oneWay('C', 'B')], events)), 0);
    // The same tour with that flight turned round has exactly that order.
    assert.deepEqual(allValidOrders(tour(4, stays, [oneWay('A', 'B'), oneWay('B', 'C')], events)), [['A', 'B', 'C']]);
    // With both flights reversed, only C, B, A is left, and the events rule it out.
    assert.deepEqual(allValidOrders(tour(4, stays, [oneWay('B', 'A'), oneWay('C', 'B')], events)), []);
    assert.deepEqual(allValidOrders(tour(4, stays, [oneWay('B', 'A'), oneWay('C', 'B')])), [['C', 'B', 'A']]);
  });

  it('finds none when an event window fits no stay of its city', () => {
    // 3 days each, total 7: stays are 1-3, 3-5, 5-7. Days 2-4 in B lie inside none of them.
    const stays = [stay('A', 3), stay('B', 3), stay('C', 3)];
    const flights = allFlights('A', 'B', 'C');
    assert.deepEqual(allValidOrders(tour(7, stays, flights, [event('B', 2, 4)])), []);
    // Days 3-4 in B fit only the middle stay (3-5).
    assert.deepEqual(allValidOrders(tour(7, stays, flights, [event('B', 3, 4)])), [
      ['A', 'B', 'C'],
      ['C', 'B', 'A'],
    ]);
    // Two events in B that no single stay holds together (days 1 and 5).
    assert.deepEqual(allValidOrders(tour(7, stays, flights, [event('B', 1, 1), event('B', 5, 5)])), []);
    // An event in a city with no stay never fits.
    assert.deepEqual(allValidOrders(tour(7, stays, flights, [event('D', 1, 1)])), []);
  });

  it('finds none when the stays do not add up to totalDays', () => {
    // 2 + 2 + 2 - 2 = 4 days; asking for 5 or 3 leaves no plan, whatever the flights.
    const stays = [stay('A', 2), stay('B', 2), stay('C', 2)];
    const flights = allFlights('A', 'B', 'C');
    assert.equal(countValidOrders(tour(4, stays, flights)), 6);
    assert.deepEqual(allValidOrders(tour(5, stays, flights)), []);
    assert.deepEqual(allValidOrders(tour(3, stays, flights)), []);
  });

  it('handles one-day stays and a single city', () => {
    // A 1 day, B 1 day, C 2 days: total 1 + 1 + 2 - 2 = 2. The flights form the cycle A -> B -> C -> A, so the
    // orders A B C (1, 1, 1-2), B C A (1, 1-2, 2) and C A B (1-2, 2, 2) all keep day 2 inside C's stay.
    const flights = [oneWay('A', 'B'), oneWay('B', 'C'), oneWay('C', 'A')];
    const stays = [stay('A', 1), stay('B', 1), stay('C', 2)];
    assert.deepEqual(allValidOrders(tour(2, stays, flights, [event('C', 2, 2)])), [
      ['A', 'B', 'C'],
      ['B', 'C', 'A'],
      ['C', 'A', 'B'],
    ]);
    // Day 1 in A as well: A must be on day 1, which only A B C allows.
    assert.deepEqual(allValidOrders(tour(2, stays, flights, [event('C', 2, 2), event('A', 1, 1)])), [['A', 'B', 'C']]);
    assert.deepEqual(allValidOrders(tour(5, [stay('A', 5)], [])), [['A']]);
    assert.deepEqual(allValidOrders(tour(4, [stay('A', 5)], [])), []);
  });
});

describe('random tours', () => {
  it('are the same for the same seed and valid TourSpecs', () => {
    for (let seed = 1; seed <= 200; seed++) {
      for (const feasible of [false, true]) {
        const spec = randomTour(seed, { feasible });
        assert.deepEqual(randomTour(seed, { feasible }), spec);
        assert.doesNotThrow(() => TourSpec.parse(spec), `seed ${seed}`);
        assert.ok(spec.stays.length >= 3 && spec.stays.length <= 8, `seed ${seed}: ${spec.stays.length} cities`);
        assert.ok(spec.stays.every((s) => s.days >= 1 && s.days <= 6));
        assert.equal(spec.totalDays, spec.stays.reduce((sum, s) => sum + s.days, 0) - (spec.stays.length - 1));
        assert.ok(spec.events.length <= 3);
        assert.ok(spec.events.every((e) => e.from >= 1 && e.to <= spec.totalDays && e.to - e.from + 1 <= 4 && e.from <= e.to));
      }
    }
  });

  it('have at least one valid order when built feasible, and are often infeasible otherwise', () => {
    let infeasible = 0;
    for (let seed = 1; seed <= 200; seed++) {
      assert.ok(allValidOrders(randomTour(seed, { feasible: true, cities: 1 + (seed % 7) }), 1).length === 1, `seed ${seed}`);
      if (allValidOrders(randomTour(seed, { cities: 1 + (seed % 7) }), 1).length === 0) infeasible++;
    }
    assert.ok(infeasible > 20, `${infeasible} infeasible of 200`);
  });
});
