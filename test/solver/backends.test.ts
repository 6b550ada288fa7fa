import { expect } from 'chai';
import { ModelBuilder, satisfies, evalTerms, type Model } from '../../solver/model.ts';
import { mipBackend } from '../../solver/mip/index.ts';
import { z3Backend } from '../../solver/z3/index.ts';
import { lpBackend } from '../../solver/lp/index.ts';
import { autoBackend, LP_MAX_VARS, LP_SLICE_MS } from '../../solver/auto/index.ts';
import type { Backend, SolveOptions, SolveResult } from '../../solver/model.ts';
import { clockJumpingAfter } from '../helpers/clock.ts';
import { InternalError } from '../../src/common/errors.ts';
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
    b.row(
      CATALOGUE['lodging.perCity'].id,
      `group${g}`,
      vars.map((v) => ({ v, c: 1 })),
      '=',
      1,
    );
    vars.forEach((v) => {
      cost.push({ v, c: int(1, 40) });
      quality.push({ v, c: int(0, 30) });
    });
  }
  const extras = Array.from({ length: int(2, 6) }, (_, k) => b.bool(`e${k}`));
  const need = int(0, 2);
  b.row(
    CATALOGUE['meals.fullDays'].id,
    'extras>=',
    extras.map((v) => ({ v, c: 1 })),
    '>=',
    need,
  );
  b.row(
    CATALOGUE['meals.fullDays'].id,
    'extras<=',
    extras.map((v) => ({ v, c: 1 })),
    '<=',
    need + int(0, 3),
  );
  extras.forEach((v) => {
    cost.push({ v, c: int(1, 30) });
    quality.push({ v, c: int(0, 25) });
  });
  const wished = extras.filter(() => r() < 0.4);
  if (wished.length > 0 && r() < 0.5)
    b.row(
      CATALOGUE['meals.cuisine'].id,
      'cuisine',
      wished.map((v) => ({ v, c: 1 })),
      '>=',
      1,
    );
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

const auto = autoBackend({ lp: async () => lpBackend, mip: async () => mipBackend });

describe('solver backends', () => {
  for (const backend of [mipBackend, z3Backend, lpBackend, auto]) {
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
    b.row(
      'budget.total',
      'budget',
      [
        { v: x, c: 50 },
        { v: y, c: 60 },
        { v: z, c: 10 },
      ],
      '<=',
      100,
    );
    const model = b.build();
    for (const backend of [mipBackend, z3Backend, lpBackend, auto]) {
      const result = await backend.solve(model, { timeLimitMs: 10_000, wantCore: true });
      expect(result, backend.name).to.deep.equal({ status: 'infeasible', core: ['cuisine:Mexican', 'cuisine:French', 'budget'] });
    }
  });

  it('a solve that runs out of time reports timeout, not a hang', async () => {
    for (const backend of [mipBackend, lpBackend, auto]) {
      const result = await backend.solve(randomModel(3), { timeLimitMs: 0 });
      expect(result.status, backend.name).to.equal('timeout');
    }
  });
});

/** A backend that answers `answer` and records each solve's time limit, for the auto backend's routing. */
function recording(name: Backend['name'], answer: SolveResult): Backend & { calls: number[] } {
  const calls: number[] = [];
  return {
    name,
    calls,
    solve: async (_model, options: SolveOptions) => {
      calls.push(options.timeLimitMs);
      return answer;
    },
  };
}

describe('auto backend: lp first, HiGHS for what lp does not settle (solver/auto)', () => {
  const small = randomModel(5);
  const optimal: SolveResult = { status: 'optimal', values: [1], objectives: [7, 3] };
  const infeasible: SolveResult = { status: 'infeasible', core: ['budget'] };
  const feasible: SolveResult = { status: 'feasible', values: [0], objectives: [5, 9] };
  const timeout: SolveResult = { status: 'timeout' };
  const route = async (lpAnswer: SolveResult, mipAnswer: SolveResult, model: Model = small, clock = clockJumpingAfter(0, 0)) => {
    const lp = recording('lp', lpAnswer);
    const mip = recording('mip', mipAnswer);
    const result = await autoBackend({ lp: async () => lp, mip: async () => mip }, clock).solve(model, { timeLimitMs: 10_000, wantCore: true });
    return { result, lp: lp.calls, mip: mip.calls };
  };

  it(`takes what lp proves within ${LP_SLICE_MS} ms (an optimum, or infeasibility with its core), and HiGHS is never asked`, async () => {
    expect(await route(optimal, timeout)).to.deep.equal({ result: optimal, lp: [LP_SLICE_MS], mip: [] });
    expect(await route(infeasible, timeout)).to.deep.equal({ result: infeasible, lp: [LP_SLICE_MS], mip: [] });
  });

  it("gives HiGHS the rest of the time when lp runs out, and keeps lp's unproven plan only if HiGHS has none", async () => {
    // The clock reads 1,000,000 at the start and 1,000,250 after lp's slice.
    const clock = () => clockJumpingAfter(1, LP_SLICE_MS);
    expect(await route(timeout, optimal, small, clock())).to.deep.equal({ result: optimal, lp: [LP_SLICE_MS], mip: [10_000 - LP_SLICE_MS] });
    expect(await route(feasible, optimal, small, clock())).to.deep.equal({ result: optimal, lp: [LP_SLICE_MS], mip: [10_000 - LP_SLICE_MS] });
    expect(await route(feasible, timeout, small, clock())).to.deep.equal({ result: feasible, lp: [LP_SLICE_MS], mip: [10_000 - LP_SLICE_MS] });
    expect(await route(timeout, timeout, small, clock())).to.deep.equal({ result: timeout, lp: [LP_SLICE_MS], mip: [10_000 - LP_SLICE_MS] });
    expect(await route(infeasible, optimal, small, clock())).to.deep.equal({ result: infeasible, lp: [LP_SLICE_MS], mip: [] });
    // lp's assignment satisfies every row, so HiGHS calling the model infeasible is a defect, never an answer.
    let error: unknown;
    await route(feasible, infeasible, small, clock()).catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(InternalError);
    expect((error as Error).message).to.equal('HiGHS found infeasible a model that javascript-lp-solver had a checked assignment for');
  });

  it('asks HiGHS nothing when lp used the whole limit, and hands a short limit to lp whole', async () => {
    const lp = recording('lp', feasible);
    const mip = recording('mip', optimal);
    const result = await autoBackend({ lp: async () => lp, mip: async () => mip }, clockJumpingAfter(1, 100)).solve(small, { timeLimitMs: 100 });
    expect({ result, lp: lp.calls, mip: mip.calls }).to.deep.equal({ result: feasible, lp: [100], mip: [] });
  });

  it(`sends a model of more than ${LP_MAX_VARS} variables straight to HiGHS`, async () => {
    const b = new ModelBuilder();
    const vars = Array.from({ length: LP_MAX_VARS + 1 }, (_, k) => b.bool(`v${k}`));
    b.row(
      CATALOGUE['lodging.perCity'].id,
      'one',
      vars.map((v) => ({ v, c: 1 })),
      '=',
      1,
    );
    const big = b.build();
    expect(await route(optimal, infeasible, big)).to.deep.equal({ result: infeasible, lp: [], mip: [10_000] });
    const b2 = new ModelBuilder();
    const just = Array.from({ length: LP_MAX_VARS }, (_, k) => b2.bool(`v${k}`));
    b2.row(
      CATALOGUE['lodging.perCity'].id,
      'one',
      just.map((v) => ({ v, c: 1 })),
      '=',
      1,
    );
    expect(await route(optimal, infeasible, b2.build())).to.deep.equal({ result: optimal, lp: [LP_SLICE_MS], mip: [] });
  });
});
