/**
 * The best-first skeleton order on states with many cities, where pairs are generated lazily from nodes (routes
 * sharing all but their last city): exactly the order a stable sort of every skeleton gives, with and without a
 * budget, for both objectives. The synthetic states of bench:scale have many ties between bounds.
 */
import { expect } from 'chai';
import { makeContext } from '../../solver/skeleton-context.ts';
import { enumerateSkeletons } from '../../solver/skeleton.ts';
import { parseTripSpec } from '../../src/tripspec/index.ts';
import { scaleRequest, scaleWorld } from '../../corpus/scale-world.ts';

describe('skeleton order with lazily generated pairs', () => {
  for (const [cities, cityCount, skeletons] of [
    [7, 3, 46352],
    [9, 2, 7370],
  ] as const) {
    it(`${cities} cities, ${cityCount}-city trips: best() is the stable sort of all(), each objective and budget`, () => {
      const world = scaleWorld(cities, 1, 3);
      let compared = 0;
      for (const kind of ['plain', 'hard'] as const) {
        const spec = parseTripSpec({ ...scaleRequest(kind), cityCount });
        for (const budget of [null, 2500, 4200]) {
          const all = enumerateSkeletons(makeContext(spec, world), budget).all();
          for (const objective of ['quality', 'cost'] as const) {
            const sorted = [...all].sort((a, b) =>
              objective === 'cost' ? a.costBound - b.costBound : b.qualityBound - a.qualityBound || a.costBound - b.costBound,
            );
            const best = [...enumerateSkeletons(makeContext(spec, world), budget).best(objective)];
            expect(best.length, `${kind} ${budget} ${objective}`).to.equal(sorted.length);
            expect(
              best.map(
                (s) =>
                  `${s.qualityBound} ${s.costBound} ${s.legs.map((l) => `${l.to}@${l.day}:${l.options.map((o) => `${o.mode}${o.cost}`).join('/')}`).join(',')}`,
              ),
              `${kind} ${budget} ${objective}`,
            ).to.deep.equal(
              sorted.map(
                (s) =>
                  `${s.qualityBound} ${s.costBound} ${s.legs.map((l) => `${l.to}@${l.day}:${l.options.map((o) => `${o.mode}${o.cost}`).join('/')}`).join(',')}`,
              ),
            );
            compared += sorted.length;
          }
        }
      }
      expect(compared).to.equal(skeletons);
    });
  }
});
