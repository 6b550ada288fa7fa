import { expect } from 'chai';
import { ModelBuilder, satisfies, evalTerms, type Model } from '../../solver/model.ts';
import { mipBackend } from '../../solver/mip/index.ts';
import { z3Backend } from '../../solver/z3/index.ts';
import { lpBackend } from '../../solver/lp/index.ts';
import { CATALOGUE } from '../../src/catalogue/index.ts';
import { rng } from '../helpers/random.ts';


/**
 * A random selection-like model: pick one option from each group, a number of extras within bounds,
 * a budget; maximise quality, then minimise cost. Small enough to enumerate.
 */
function randomModel(seed: number): Model {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const b = new ModelBuilder();
  const cost: { v: number; c: number }[] = [];
  const quality: { v: number; c: number }[] = [];
  const groups = int(1, 3);
  for (let g = 0; g < groups; g++) {
    const vars = Array.from({ length: int(1, 3) }, (_, k) => b.bool(`g${g}_${k}`));
    b.row(CATALOGUE['lodging.perCity'].id, `group${g}`, vars.map((v) => ({ v, c: 1 })), '=', 1);
    vars.forEach((v) => {
      cost.push({ v, c: int(1, 40) });
      quality.push({ v, c: int(0, 30) });
    });
  }
  const extras = Array.from({ length: int(2, 6) }, (_, k) => b.bool(`e${k}`));
  const need = int(0, 2);
  b.row(CATALOGUE['meals.fullDays'].id, 'extras>=', extras.map((v) => ({ v, c: 1 })), '>=', need);
  b.row(CATALOGUE['meals.fullDays'].id, 'extras<=', extras.map((v) => ({ v, c: 1 })), '<=', need + int(0, 3));
  extras.forEach((v) => {
    cost.push({ v, c: int(1, 30) });
    quality.push({ v, c: int(0, 25) });
  });
  const wished = extras.filter(() => r() < 0.4);
  if (wished.length > 0 && r() < 0.5) b.row(CATALOGUE['meals.cuisine'].id, 'cuisine', wished.map((v) => ({ v, c: 1 })), '>=', 1);
  b.row(CATALOGUE['budget.total'].id, 'budget', cost, '<=', int(10, 120));
  b.objective('quality', 'max', quality);
  b.objective('cost', 'min', cost);
  return b.build();
}

/** Lexicographic optimum by enumerating every assignment. */
function bruteForce(model: Model): number[] | undefined {
  let best: number[] | undefined;
  const n = model.vars.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const values = model.vars.map((_, i) => (mask >> i) & 1);
    if (!satisfies(model, values)) continue;
    const objs = model.objectives.map((o) => evalTerms(o.terms, values));
    if (!best) {
      best = objs;
      continue;
    }
    for (let k = 0; k < objs.length; k++) {
      const o = model.objectives[k]!;
      const better = o.sense === 'max' ? objs[k]! > best[k]! : objs[k]! < best[k]!;
      if (better) {
        best = objs;
        break;
      }
      if (objs[k] !== best[k]) break;
    }
  }
  return best;
}

describe('solver backends', () => {
  for (const backend of [mipBackend, z3Backend, lpBackend]) {
    it(`${backend.name}: lexicographic optimum equals brute force on 40 random models`, async () => {
      for (let seed = 1; seed <= 40; seed++) {
        const model = randomModel(seed);
        const expected = bruteForce(model);
        const result = await backend.solve(model, { timeLimitMs: 20_000 });
        if (expected === undefined) {
          expect(result.status, `seed ${seed}`).to.equal('infeasible');
        } else {
          expect(result.status, `seed ${seed}`).to.equal('optimal');
          if (result.status === 'optimal') {
            expect(result.objectives, `seed ${seed}`).to.deep.equal(expected);
            expect(satisfies(model, result.values)).to.equal(true);
          }
        }
      }
    });
  }

  it('every backend returns the same minimal core, each member needed', async () => {
    const b = new ModelBuilder();
    const [x, y, z] = [b.bool('x'), b.bool('y'), b.bool('z')];
    b.row('meals.cuisine', 'cuisine:Mexican', [{ v: x, c: 1 }], '>=', 1);
    b.row('meals.cuisine', 'cuisine:French', [{ v: y, c: 1 }], '>=', 1);
    b.row('lodging.perCity', 'free', [{ v: z, c: 1 }], '<=', 1);
    b.row('budget.total', 'budget', [{ v: x, c: 50 }, { v: y, c: 60 }, { v: z, c: 10 }], '<=', 100);
    const model = b.build();
    for (const backend of [mipBackend, z3Backend, lpBackend]) {
      const result = await backend.solve(model, { timeLimitMs: 10_000, wantCore: true });
      expect(result, backend.name).to.deep.equal({ status: 'infeasible', core: ['cuisine:Mexican', 'cuisine:French', 'budget'] });
    }
  });

  it('a solve that runs out of time reports timeout, not a hang', async () => {
    for (const backend of [mipBackend, lpBackend]) {
      const result = await backend.solve(randomModel(3), { timeLimitMs: 0 });
      expect(result.status, backend.name).to.equal('timeout');
    }
  });
});
