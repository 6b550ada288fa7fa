/**
 * The default backend: javascript-lp-solver (solver/lp) first, HiGHS (solver/mip) when it cannot settle a model.
 *
 * Our selection models are small, and on small models the pure-JavaScript solver answers in a few milliseconds
 * with nothing to load, where HiGHS first compiles its WebAssembly and then takes longer on the same model behind its
 * LP-text interface (docs/decisions/auto-backend.md; `npm run bench`). Both are exact when they finish: lp's
 * answers are integral, rounded and checked against the model, its optima are the same as HiGHS's on every request
 * measured (docs/solving.md, "Backends"; docs/decisions/auto-backend.md), and the backend-agreement and oracle tests hold both to brute force. What lp
 * lacks is presolve and cuts for hard models, and a way to say that its time limit cut the search short. So a
 * model goes to lp only when it is small (at most LP_MAX_VARS variables) and gets at most LP_SLICE_MS: an answer
 * lp proves in that time is the answer; a model it did not settle goes to HiGHS with the rest of the time, and
 * lp's unproven assignment is kept only if HiGHS has nothing better to return (and HiGHS calling that model
 * infeasible is an internal error: the assignment was checked against every row).
 */
import { monotonic } from '../../src/common/deadline.ts';
import { InternalError } from '../../src/common/errors.ts';
import type { Backend, Model, SolveOptions, SolveResult } from '../model.ts';

/** The largest model lp is tried on: the training requests' models have 16 to 103 variables. */
export const LP_MAX_VARS = 300;
/**
 * The most time lp gets on a model before HiGHS takes over. lp settles the training models in p50 4 ms, max 19 ms;
 * the slice is far above that so that which solver answers (and so which of two tied optima a plan shows) does not
 * depend on how busy the machine is: at 250 ms, a loaded machine (the test suite beside three mutation runs) pushed
 * some first solves of a process past the slice and HiGHS answered with another tied plan.
 */
export const LP_SLICE_MS = 1000;

/** The lp-then-mip backend over the two given backends (the caller loads them; tests pass their own). */
export function autoBackend(load: { lp: () => Promise<Backend>; mip: () => Promise<Backend> }, clock = monotonic): Backend {
  return {
    name: 'auto',
    async solve(model: Model, options: SolveOptions): Promise<SolveResult> {
      const started = clock.now();
      let unproven: SolveResult | undefined;
      if (model.vars.length <= LP_MAX_VARS && model.lp !== 'unsuited') {
        const first = await (await load.lp()).solve(model, { ...options, timeLimitMs: Math.min(options.timeLimitMs, LP_SLICE_MS) });
        if (first.status === 'optimal' || first.status === 'infeasible') return first;
        if (first.status === 'feasible') unproven = first;
      }
      const remaining = options.timeLimitMs - (clock.now() - started);
      if (remaining <= 0) return unproven ?? { status: 'timeout' };
      const second = await (await load.mip()).solve(model, { ...options, timeLimitMs: remaining });
      if (second.status === 'timeout' && unproven) return unproven;
      // lp's assignment was checked against every row: a model it satisfies is not infeasible.
      if (second.status === 'infeasible' && unproven)
        throw new InternalError('HiGHS found infeasible a model that javascript-lp-solver had a checked assignment for');
      return second;
    },
  };
}
