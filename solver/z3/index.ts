/**
 * Z3 backend: one Solver per model, in a context of its own that is freed when the solve ends (session.ts).
 * Every variable is an integer constant within its bounds and every row linear integer arithmetic (session.ts
 * says why not pseudo-boolean rows).
 *
 * Lexicographic objectives are optimised in turn by a bound search in that one incremental solver, not by
 * Optimize: for objective f (maximised; a minimised one is negated) the best value found `lo` and an upper
 * bound `hi` (every positive coefficient taken) close in on each other. Each probe asks, under a fresh
 * assumption literal `a`, for a model with `a ⇒ f ≥ mid`: sat raises `lo` to the new model's value, unsat
 * lowers `hi` to mid − 1, and the solver keeps what it learnt across probes. When they meet, `f ≥ lo` is
 * asserted for good and the next objective starts from the same model. If time runs out the best model so
 * far is returned as 'feasible' (valid, not proven best).
 *
 * Cores: every row is switched on by an assumption literal named after its label; Z3's core is made minimal
 * by a deletion filter over those assumptions, in the same solver.
 */
import { monotonic } from '../../src/common/deadline.ts';
import { InternalError } from '../../src/common/errors.ts';
import { evalTerms, satisfies, type Backend, type Model, type Sense, type SolveOptions, type SolveResult, type Term } from '../model.ts';
import { exclusive, Session } from './session.ts';

/**
 * Knobs of the search, changed only by measurements; `trace` sees every probe. `split` places each probe a
 * quarter of the way from the best value found towards the bound: the probes near the optimum are the slow
 * ones (an unsat one there can take seconds), and the first model is usually close to it. A split of 0.25 proved more
 * of the training requests within the time limit than bisection (docs/decisions/z3-bound-search.md; measure with
 * `npm run bench -- --only reference/z3`).
 */
export const tuning: { split: number; dominance: boolean; trace?: (line: string) => void } = { split: 0.25, dominance: false };

/** The largest value `Σ terms` can take within the variables' bounds. */
function upperBound(model: Model, terms: readonly Term[]): number {
  return terms.reduce((s, t) => {
    const v = model.vars[t.v]!;
    return s + Math.max(t.c * v.lb, t.c * v.ub);
  }, 0);
}

/**
 * Pairs of booleans (i, j) where i dominates j: in every row and every objective, taking i instead of j never
 * hurts (a '<=' row's left side does not grow, a '>=' row's does not shrink, an '=' row's stays; no objective
 * gets worse). Of two interchangeable booleans the first dominates. Some optimum then takes i whenever it takes
 * j (swap j for i in any optimum until none is left to swap: each swap moves a pick earlier in a fixed order),
 * so `j <= i` may be added without changing feasibility or any optimum value.
 */
export function dominatedPairs(model: Model): [number, number][] {
  const n = model.vars.length;
  const columns = Array.from({ length: n }, () => new Map<number, number>());
  const lines: { sense: Sense }[] = [];
  const add = (terms: readonly Term[], sense: Sense) => {
    const k = lines.length;
    lines.push({ sense });
    for (const t of terms) columns[t.v]!.set(k, (columns[t.v]!.get(k) ?? 0) + t.c);
  };
  for (const r of model.rows) add(r.terms, r.sense);
  for (const o of model.objectives) add(o.terms, o.sense === 'max' ? '>=' : '<=');
  const bools = model.vars.flatMap((v, i) => (v.kind === 'bool' ? [i] : []));
  /** Whether swapping j for i keeps every line as good: 'strict', 'equal' or false. */
  const dominates = (i: number, j: number): 'strict' | 'equal' | false => {
    let equal = true;
    const keys = new Set([...columns[i]!.keys(), ...columns[j]!.keys()]);
    for (const k of keys) {
      const delta = (columns[i]!.get(k) ?? 0) - (columns[j]!.get(k) ?? 0);
      if (delta === 0) continue;
      equal = false;
      const sense = lines[k]!.sense;
      if (sense === '=' || (sense === '<=' ? delta > 0 : delta < 0)) return false;
    }
    return equal ? 'equal' : 'strict';
  };
  const pairs: [number, number][] = [];
  for (const i of bools) {
    for (const j of bools) {
      if (i === j || columns[i]!.size === 0) continue;
      const d = dominates(i, j);
      if (d === 'strict' || (d === 'equal' && i < j)) pairs.push([i, j]);
    }
  }
  return pairs;
}

async function optimise(session: Session, model: Model, deadline: number): Promise<SolveResult> {
  const solver = session.solver();
  for (const r of model.rows) session.assert(solver, session.linear(r.terms, r.sense, r.rhs));
  if (tuning.dominance)
    for (const [i, j] of dominatedPairs(model))
      session.assert(
        solver,
        session.linear(
          [
            { v: j, c: 1 },
            { v: i, c: -1 },
          ],
          '<=',
          0,
        ),
      );
  const first = await session.check(solver, [], deadline);
  if (first === 'unknown') return { status: 'timeout' };
  if (first === 'unsat') return { status: 'infeasible', core: [] };
  let values = session.values(solver);
  const result = (status: 'optimal' | 'feasible'): SolveResult => {
    if (!satisfies(model, values)) throw new InternalError('Z3 returned an assignment that breaks the model');
    return { status, values, objectives: model.objectives.map((o) => evalTerms(o.terms, values)) };
  };
  for (const objective of model.objectives) {
    const f = objective.sense === 'max' ? objective.terms : objective.terms.map((t) => ({ v: t.v, c: -t.c }));
    let lo = evalTerms(f, values);
    let hi = upperBound(model, f);
    while (lo < hi) {
      const mid = lo + Math.max(1, Math.ceil((hi - lo) * tuning.split));
      const probe = session.literal(objective.name);
      session.assert(solver, session.implies(probe, session.linear(f, '>=', mid)));
      const t0 = performance.now();
      const verdict = await session.check(solver, [probe], deadline);
      tuning.trace?.(`${objective.name} [${lo},${hi}] >=${mid} ${verdict} ${(performance.now() - t0).toFixed(0)}ms`);
      if (verdict === 'unknown') return result('feasible');
      if (verdict === 'unsat') {
        hi = mid - 1;
        continue;
      }
      values = session.values(solver);
      const reached = evalTerms(f, values);
      if (reached < mid) throw new InternalError(`Z3 returned ${objective.name} ${reached} under the bound ${mid} it was asked for`);
      lo = reached;
    }
    session.assert(solver, session.linear(f, '>=', lo));
  }
  return result('optimal');
}

/** A minimal set of row labels that cannot hold together (a deletion filter over Z3's own core). */
async function minimalCore(session: Session, model: Model, deadline: number): Promise<SolveResult> {
  const solver = session.solver();
  const switches = model.rows.map((r) => {
    const on = session.literal(`row:${r.label}`);
    session.assert(solver, session.implies(on, session.linear(r.terms, r.sense, r.rhs)));
    return on;
  });
  const verdict = await session.check(solver, switches, deadline);
  if (verdict === 'unknown') return { status: 'timeout' };
  if (verdict === 'sat') throw new InternalError('Z3 found the rows satisfiable when tracked after an unsatisfiable check');
  const reported = new Set(session.core(solver).map(Number));
  let core = switches.flatMap((on, i) => (reported.has(Number(on)) ? [i] : []));
  for (let k = 0; k < core.length; ) {
    const trial = core.filter((_, j) => j !== k);
    const answer = await session.check(
      solver,
      trial.map((i) => switches[i]!),
      deadline,
    );
    if (answer === 'unknown') return { status: 'timeout' };
    if (answer === 'unsat') core = trial;
    else k++;
  }
  return { status: 'infeasible', core: core.map((i) => model.rows[i]!.label) };
}

export const z3Backend: Backend = {
  name: 'z3',
  solve(model: Model, options: SolveOptions): Promise<SolveResult> {
    const deadline = monotonic.now() + options.timeLimitMs;
    return exclusive(async () => {
      const session = await Session.open(model);
      try {
        const outcome = await optimise(session, model, deadline);
        if (outcome.status !== 'infeasible' || !options.wantCore) return outcome;
        return await minimalCore(session, model, deadline);
      } finally {
        session.close();
      }
    });
  },
};
