/**
 * LP backend: javascript-lp-solver, a pure-JavaScript simplex with branch and bound (no wasm, nothing to load).
 * Our selection models are small (tens of variables and rows), where it answers several times faster than
 * HiGHS behind its LP-text interface, with the same lexicographic optima (docs/solving.md, "Backends";
 * `npm run bench`).
 *
 * Lexicographic objectives are solved in turn, each later one with the earlier optima fixed as equalities
 * (integer coefficients, so this is exact). Every variable is an integer within its bounds. An assignment is
 * rounded and checked against the model before it is trusted. The solver has a time limit of its own but does
 * not say whether it ran out, so a solve that took its whole slice counts as unproven. Cores come from a
 * deletion filter, as in the MIP backend.
 */
import { monotonic } from '../../src/common/deadline.ts';
import { createRequire } from 'node:module';
import { InternalError } from '../../src/common/errors.ts';
import { deletionFilter, evalTerms, satisfies, type Backend, type Model, type Objective, type SolveOptions, type SolveResult } from '../model.ts';

interface LpModel {
  readonly optimize: string;
  readonly opType: 'max' | 'min';
  readonly constraints: Record<string, { min?: number; max?: number; equal?: number }>;
  readonly variables: Record<string, Record<string, number>>;
  readonly ints: Record<string, number>;
  readonly timeout?: number;
}
interface LpResult {
  readonly feasible: boolean;
  readonly [variable: string]: number | boolean;
}
// The package is CommonJS without types: load it once, on first use.
let solverModule: { Solve(model: LpModel): LpResult } | undefined;
const lpSolver = () => (solverModule ??= createRequire(import.meta.url)('javascript-lp-solver') as { Solve(model: LpModel): LpResult });

const OBJECTIVE = '__objective';

type Single = { status: 'optimal'; values: number[]; objective: number } | { status: 'infeasible' } | { status: 'timeout'; values?: number[] };

/** One solve of `model` (its rows, plus `fixed` objective values) for `objective`, or for feasibility alone. */
function solveOnce(
  model: Model,
  objective: Objective | undefined,
  fixed: readonly { objective: Objective; value: number }[],
  deadline: number,
  integral = true,
): Single {
  const variables: Record<string, Record<string, number>> = {};
  const constraints: LpModel['constraints'] = {};
  const ints: Record<string, number> = {};
  const add = (v: number, row: string, c: number) => {
    const column = variables[`x${v}`]!;
    column[row] = (column[row] ?? 0) + c;
  };
  model.vars.forEach((v, i) => {
    // Variable bounds are rows of their own: the solver has no column bounds but non-negativity.
    variables[`x${i}`] = { [`b${i}`]: 1 };
    constraints[`b${i}`] = { min: v.lb, max: v.ub };
    if (integral) ints[`x${i}`] = 1;
  });
  for (const [k, r] of model.rows.entries()) {
    if (r.terms.length === 0) {
      if (!(r.sense === '<=' ? 0 <= r.rhs : r.sense === '>=' ? 0 >= r.rhs : r.rhs === 0)) return { status: 'infeasible' };
      continue;
    }
    for (const t of r.terms) add(t.v, `r${k}`, t.c);
    constraints[`r${k}`] = r.sense === '<=' ? { max: r.rhs } : r.sense === '>=' ? { min: r.rhs } : { equal: r.rhs };
  }
  fixed.forEach((f, k) => {
    for (const t of f.objective.terms) add(t.v, `f${k}`, t.c);
    constraints[`f${k}`] = { equal: f.value };
  });
  if (model.vars.length === 0) return { status: 'optimal', values: [], objective: 0 };
  for (const t of objective?.terms ?? []) add(t.v, OBJECTIVE, t.c);
  // Loading the package (the first solve of a process) is not part of the solve's time.
  const solver = lpSolver();
  const started = monotonic.now();
  const timeout = deadline - started;
  if (timeout <= 0) return { status: 'timeout' };
  const result = solver.Solve({ optimize: OBJECTIVE, opType: objective?.sense ?? 'max', constraints, variables, ints, timeout });
  const ranOut = monotonic.now() - started >= timeout;
  if (!result.feasible) return ranOut ? { status: 'timeout' } : { status: 'infeasible' };
  // A relaxation's answer is fractional: only whether one exists is asked of it (any status but infeasible).
  if (!integral) return { status: 'timeout' };
  const values = model.vars.map((_, i) => Math.round(Number(result[`x${i}`] ?? 0)));
  const withFixed: Model = {
    ...model,
    rows: [
      ...model.rows,
      ...fixed.map((f, k) => ({ id: 'objective.bound' as const, label: `__fix${k}`, terms: f.objective.terms, sense: '=' as const, rhs: f.value })),
    ],
  };
  if (!satisfies(withFixed, values)) {
    if (ranOut) return { status: 'timeout' };
    throw new InternalError('javascript-lp-solver returned an assignment that breaks the model');
  }
  if (ranOut) return { status: 'timeout', values };
  return { status: 'optimal', values, objective: objective ? evalTerms(objective.terms, values) : 0 };
}

export const lpBackend: Backend = {
  name: 'lp',
  async solve(model: Model, options: SolveOptions): Promise<SolveResult> {
    const deadline = monotonic.now() + options.timeLimitMs;
    const fixed: { objective: Objective; value: number }[] = [];
    let incumbent: number[] | undefined;
    const objectives = model.objectives.length > 0 ? model.objectives : [undefined];
    for (const objective of objectives) {
      const r = solveOnce(model, objective, fixed, deadline);
      if (r.status === 'infeasible') {
        if (incumbent) throw new InternalError(`javascript-lp-solver: objective ${objective?.name} infeasible after fixing earlier optima`);
        // Its branch and bound also says "infeasible" when it gives up (an iteration limit, a cycle). On a model
        // marked unsuited (model.ts, `lp`) the claim stands only when the relaxation has no solution either.
        if (model.lp === 'unsuited' && solveOnce(model, undefined, [], deadline, false).status !== 'infeasible') return { status: 'timeout' };
        if (!options.wantCore) return { status: 'infeasible', core: [] };
        const core = deletionFilter(model, (rows) => {
          const trial = solveOnce({ ...model, rows, objectives: [] }, undefined, [], deadline);
          return trial.status === 'timeout' ? 'timeout' : trial.status === 'infeasible';
        });
        return core === 'timeout' ? { status: 'timeout' } : { status: 'infeasible', core };
      }
      if (r.status === 'timeout') {
        const values = r.values ?? incumbent;
        return values ? { status: 'feasible', values, objectives: model.objectives.map((o) => evalTerms(o.terms, values)) } : { status: 'timeout' };
      }
      incumbent = r.values;
      if (objective) fixed.push({ objective, value: r.objective });
    }
    return { status: 'optimal', values: incumbent!, objectives: model.objectives.map((o) => evalTerms(o.terms, incumbent!)) };
  },
};
