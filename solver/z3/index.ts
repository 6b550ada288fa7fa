/**
 * Z3 backend. Every row is added under its label (addAndTrack), so an unsat core names rows and through
 * them catalogue ids. The selection models are pseudo-boolean (0/1 variables, integer coefficients), so
 * rows become PbLe/PbGe/PbEq over literals (a negative coefficient turns into a positive one on the negated
 * literal). Objectives become weighted MaxSAT groups, optimised lexicographically by Optimize with the
 * rc2 engine: on these models it was about twice as fast as the default maxres and ten times faster than
 * arithmetic objectives; bisection with incremental checks timed out proving optima, and pd-maxres
 * returned a wrong lexicographic optimum, so neither is used. Proving optimality of tight-budget
 * multi-city models can still take Z3 minutes (HiGHS: milliseconds); see `solve` for what happens then.
 * Cores from Z3 are not minimal by default; a deletion pass makes them minimal.
 */
import { init, type Context } from 'z3-solver';
import { satisfies, evalTerms, type Backend, type Model, type ModelRow, type SolveOptions, type SolveResult, type Term } from '../model.ts';
import { InternalError } from '../../src/errors.ts';

type Ctx = Context<'tripsolver'>;
let ctxPromise: Promise<Ctx> | undefined;

/** One Z3 context per process (init costs ~170 ms and ~120 MiB). */
function context(): Promise<Ctx> {
  ctxPromise ??= init().then((z3) => z3.Context('tripsolver') as Ctx);
  return ctxPromise;
}

type Arith = ReturnType<Ctx['Int']['val']>;
type BoolExpr = ReturnType<Ctx['Bool']['val']>;
type Sense = ModelRow['sense'];

function encoder(ctx: Ctx, model: Model) {
  const vars = model.vars.map((v, i) => (v.kind === 'bool' ? ctx.Bool.const(`b${i}`) : ctx.Int.const(`i${i}`)));
  const isBool = (t: Term) => model.vars[t.v]!.kind === 'bool';
  const linear = (terms: readonly Term[]): Arith => {
    if (terms.length === 0) return ctx.Int.val(0);
    const parts = terms.map((t) =>
      isBool(t) ? (ctx.If(vars[t.v] as BoolExpr, ctx.Int.val(t.c), ctx.Int.val(0)) as Arith) : (ctx.Int.val(t.c).mul(vars[t.v] as Arith) as Arith),
    );
    return parts.length === 1 ? parts[0]! : (ctx.Sum(parts[0]!, ...parts.slice(1)) as Arith);
  };
  const constraint = (terms: readonly Term[], sense: Sense, rhs: number): BoolExpr => {
    if (terms.length === 0) return ctx.Bool.val(sense === '<=' ? 0 <= rhs : sense === '>=' ? 0 >= rhs : rhs === 0) as BoolExpr;
    if (terms.every(isBool)) {
      let k = rhs;
      const lits: BoolExpr[] = [];
      const coeffs: number[] = [];
      for (const t of terms) {
        const b = vars[t.v] as BoolExpr;
        if (t.c >= 0) {
          lits.push(b);
          coeffs.push(t.c);
        } else {
          lits.push(ctx.Not(b) as BoolExpr);
          coeffs.push(-t.c);
          k -= t.c;
        }
      }
      const l = lits as [BoolExpr, ...BoolExpr[]];
      const c = coeffs as [number, ...number[]];
      return (sense === '<=' ? ctx.PbLe(l, c, k) : sense === '>=' ? ctx.PbGe(l, c, k) : ctx.PbEq(l, c, k)) as BoolExpr;
    }
    const lhs = linear(terms);
    return (sense === '<=' ? lhs.le(rhs) : sense === '>=' ? lhs.ge(rhs) : lhs.eq(rhs)) as BoolExpr;
  };
  const bounds: BoolExpr[] = model.vars.flatMap((v, i) =>
    v.kind === 'int' ? [(vars[i] as Arith).ge(v.lb) as BoolExpr, (vars[i] as Arith).le(v.ub) as BoolExpr] : [],
  );
  return { vars, constraint, bounds, linear };
}

/**
 * First a plain satisfiability check over the tracked rows (fast; gives the core when unsat and an
 * incumbent when sat), then Optimize for the lexicographic optimum. When time runs out during
 * optimisation the incumbent is returned as 'feasible' (valid, not proven best).
 */
export const z3Backend: Backend = {
  name: 'z3',
  async solve(model: Model, options: SolveOptions): Promise<SolveResult> {
    const deadline = Date.now() + options.timeLimitMs;
    const ctx = await context();
    const { vars, constraint, bounds, linear } = encoder(ctx, model);
    const read = (m: ReturnType<InstanceType<Ctx['Solver']>['model']>): number[] =>
      vars.map((v, i) => {
        const val = m.eval(v, true);
        return model.vars[i]!.kind === 'bool' ? (ctx.isTrue(val) ? 1 : 0) : Number(val.toString());
      });
    const result = (status: 'optimal' | 'feasible', values: number[]): SolveResult => {
      if (!satisfies(model, values)) throw new InternalError('Z3 returned an assignment that breaks the model');
      return { status, values, objectives: model.objectives.map((o) => evalTerms(o.terms, values)) };
    };

    let incumbent: number[];
    const solver = new ctx.Solver();
    try {
      if (deadline - Date.now() <= 0) return { status: 'timeout' };
      solver.set('timeout', Math.max(1, Math.floor(deadline - Date.now())));
      for (const b of bounds) solver.add(b);
      for (const r of model.rows) solver.addAndTrack(constraint(r.terms, r.sense, r.rhs), r.label);
      const first = await solver.check();
      if (first === 'unknown') return { status: 'timeout' };
      if (first === 'unsat') {
        if (!options.wantCore) return { status: 'infeasible', core: [] };
        const raw = [...solver.unsatCore()].map((e) => e.toString().replace(/^\|(.*)\|$/, '$1'));
        return minimalCore(ctx, model, raw, deadline);
      }
      incumbent = read(solver.model());
    } finally {
      solver.release();
    }
    if (model.objectives.length === 0) return result('optimal', incumbent);

    const remaining = deadline - Date.now();
    if (remaining <= 0) return result('feasible', incumbent);
    const opt = new ctx.Optimize();
    try {
      opt.set('timeout', Math.max(1, Math.floor(remaining)));
      opt.set('maxsat_engine', 'rc2');
      for (const b of bounds) opt.add(b);
      for (const r of model.rows) opt.add(constraint(r.terms, r.sense, r.rhs));
      for (const o of model.objectives) {
        if (o.terms.every((t) => model.vars[t.v]!.kind === 'bool')) {
          // Weighted MaxSAT, one group per objective; groups are optimised lexicographically in order.
          // Maximising w*b is a soft b of weight w (a soft Not(b) when w < 0); minimising is the reverse.
          for (const t of o.terms) {
            const b = vars[t.v] as BoolExpr;
            const wantTrue = (o.sense === 'max') === t.c > 0;
            opt.addSoft(wantTrue ? b : (ctx.Not(b) as BoolExpr), Math.abs(t.c), o.name);
          }
        } else if (o.sense === 'max') opt.maximize(linear(o.terms));
        else opt.minimize(linear(o.terms));
      }
      const status = await opt.check();
      if (status === 'sat') return result('optimal', read(opt.model()));
      if (status === 'unsat') throw new InternalError('Z3 Optimize found the model unsatisfiable after a satisfiable check');
      return result('feasible', incumbent);
    } finally {
      opt.release();
    }
  },
};

/** Deletion filter over the rows of Z3's core: keep a row only if the others are satisfiable without it. */
async function minimalCore(ctx: Ctx, model: Model, raw: readonly string[], deadline: number): Promise<SolveResult> {
  let core = model.rows.filter((r) => raw.includes(r.label));
  for (let i = 0; i < core.length; ) {
    const trial = core.filter((_, k) => k !== i);
    const solver = new ctx.Solver();
    try {
      const { constraint, bounds } = encoder(ctx, model);
      for (const b of bounds) solver.add(b);
      for (const r of trial) solver.add(constraint(r.terms, r.sense, r.rhs));
      const remaining = deadline - Date.now();
      if (remaining <= 0) return { status: 'timeout' };
      solver.set('timeout', Math.max(1, Math.floor(remaining)));
      const r = await solver.check();
      if (r === 'unknown') return { status: 'timeout' };
      if (r === 'unsat') core = trial;
      else i++;
    } finally {
      solver.release();
    }
  }
  return { status: 'infeasible', core: core.map((r) => r.label) };
}
