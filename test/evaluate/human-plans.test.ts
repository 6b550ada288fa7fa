import { expect } from 'chai';
import { CATALOGUE, COMMONSENSE_IDS, HARD_IDS } from '../../src/catalogue/index.ts';
import { evaluatePlan, planTotalCost, type QueryFields } from '../../src/evaluate/index.ts';
import { benchmark } from './helpers.ts';

// The scorer's total cost for each annotated plan, idx 1..45 (computed by the benchmark's rules).
const SCORER_TOTALS = [
  1608, 890, 1394, 1859, 1530, 3083, 3548, 2256, 1345, 3395, 5425, 2954, 4174, 3530, 5696, 2292, 4666, 4914, 1966, 1001, 15078, 12223, 13865, 4679, 13796, 5752,
  12645, 9429, 19306, 4498, 1472, 3089, 1268, 1376, 3579, 7874, 8498, 3515, 2798, 7011, 15009, 10963, 3767, 5402, 5036,
];

describe('evaluator on the 45 annotated human plans', () => {
  it('gives every commonsense check true and every hard check true (or null when the query has no such constraint)', function () {
    const b = benchmark(this);
    expect(b.rows).to.have.length(45);
    for (const row of b.rows) {
      const query = row as unknown as QueryFields;
      const e = evaluatePlan(query, row.annotated_plan[1], b.sandbox);
      const got = {
        commonsense: Object.fromEntries(Object.entries(e.commonsense!).map(([k, r]) => [k, r.verdict])),
        hard: Object.fromEntries(Object.entries(e.hard!).map(([k, r]) => [k, r.verdict])),
      };
      const lc = row.local_constraint;
      const want = {
        commonsense: Object.fromEntries(COMMONSENSE_IDS.map((id) => [CATALOGUE[id].benchmarkKey, true])),
        hard: {
          valid_cuisine: lc.cuisine ? true : null,
          valid_room_rule: lc['house rule'] === null ? null : true,
          valid_transportation: lc.transportation === null ? null : true,
          valid_room_type: lc['room type'] === null ? null : true,
          valid_cost: true,
        },
      };
      expect(got, `plan ${row.idx}`).to.deep.equal(want);
      expect(Object.keys(e.hard!)).to.deep.equal(HARD_IDS.map((id) => CATALOGUE[id].benchmarkKey));
      expect([e.delivered, e.commonsensePassed, e.hardPassed, e.passed], `plan ${row.idx}`).to.deep.equal([true, true, true, true]);
    }
  });

  it('prices every plan exactly as the scorer does, with nothing left unpriced', function () {
    const b = benchmark(this);
    const totals = b.rows.map((row) => planTotalCost(row, row.annotated_plan[1], b.sandbox));
    expect(totals.map((t) => t.total)).to.deep.equal(SCORER_TOTALS);
    expect(totals.flatMap((t) => [...t.unpriced, ...t.free])).to.deep.equal([]);
  });

  it('itemises a plan: flights x people, meals x people, lodging x rooms per night', function () {
    const b = benchmark(this);
    const row = b.rows.find((r) => r.idx === 36)!; // 3 people, taxis, lodging for 2 per room
    const cost = planTotalCost(row, row.annotated_plan[1], b.sandbox);
    const first = cost.items.filter((i) => i.day === 1);
    expect(first.map((i) => [i.slot, i.cost])).to.deep.equal([
      ['transportation', 2166 * 1], // taxi: int(2,166 km) per taxi, one taxi for 3 people
      ['dinner', 39 * 3], // Pig and Whistle, Bemidji: average cost $39 (the restaurants CSV), three people
      ['accommodation', 198 * 2], // "A beautiful Cozy 1 BR Apartment.": $198, two guests a room
    ]);
  });
});
