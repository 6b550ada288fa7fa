/**
 * Z3 backend. Every row is added under its label (addAndTrack), so an unsat core names rows and through
 * them catalogue ids. The selection models are pseudo-boolean (0/1 variables, integer coefficients), so
 * rows become PbLe/PbGe/PbEq over literals (a negative coefficient turns into a positive one on the negated
 * literal).
 *
 * The lexicographic objectives are folded into one weighted objective (see `lexicographic`) and solved as
 * a single weighted MaxSAT problem by Optimize with its default engine (maxres). Z3's own lexicographic
 * mode (several soft groups) was not used: with the rc2 engine it reported, on training row 36, a second
 * objective 60 worse than an assignment HiGHS found, and pd-maxres was wrong more often; certifying each
 * optimum with separate unsat checks was correct but took minutes on two-city models. Proving optimality of
 * tight-budget multi-city models can still take Z3 far longer than HiGHS; when time runs out the first
 * satisfying assignment is returned as 'feasible' (valid, not proven best).
 *
 * After a check that ran out of time the context is replaced: in long runs with many timeouts a reused
 * context later returned models that broke their own constraints.
 * Cores from Z3 are not minimal by default; a deletion pass makes them minimal.
 */
import { monotonic } from '../../src/clock.ts';
import { init, type Context } from 'z3-solver';
import { satisfies, evalTerms, type Backend, type Model, type ModelRow, type SolveOptions, type SolveResult, type Term } from '../model.ts';
import { InternalError } from '../../src/errors.ts';

type Ctx = Context<'tripsolver'>;
type Z3 = Awaited<ReturnType<typeof init>>;
let z3Promise: Promise<Z3> | undefined;
let current: Ctx | undefined;
let contexts = 0;

/** init() once per process (~170 ms, ~120 MiB); a context is reused until a check runs out of time. */
async function context(): Promise<Ctx> {
  const z3 = await (z3Promise ??= init());
  current ??= z3.Context(`tripsolver${contexts++}`) as unknown as Ctx;
  return current;
}
function discardContext(): void {
  current = undefined;
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

type Check = 'sat' | 'unsat' | 'unknown';

/**
 * The objectives folded into one maximisation: each objective's terms (negated when minimised) weighted by
 * one more than the whole range of all later objectives, so a unit of an earlier objective outweighs any
 * change of the later ones. Undefined when the weights would leave the exact integer range.
 */
export function lexicographic(model: Model): Model['objectives'][number] | undefined {
  const weights = new Map<number, number>();
  let scale = 1;
  for (let k = model.objectives.length - 1; k >= 0; k--) {
    const o = model.objectives[k]!;
    const sign = o.sense === 'max' ? 1 : -1;
    for (const t of o.terms) weights.set(t.v, (weights.get(t.v) ?? 0) + scale * sign * t.c);
    scale *= o.terms.reduce((s, t) => s + Math.abs(t.c), 0) + 1;
    if (!Number.isSafeInteger(scale)) return undefined;
  }
  return { name: 'lexicographic', sense: 'max', terms: [...weights].map(([v, c]) => ({ v, c })).filter((t) => t.c !== 0) };
}

export const z3Backend: Backend = {
  name: 'z3',
  async solve(model: Model, options: SolveOptions): Promise<SolveResult> {
    const deadline = monotonic.now() + options.timeLimitMs;
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
    /** A plain check of the rows plus extra constraints; a model when sat. */
    const check = async (extra: ReturnType<typeof constraint>[], tracked: boolean): Promise<{ status: Check; values?: number[]; core?: string[] }> => {
      const remaining = deadline - monotonic.now();
      if (remaining <= 0) return { status: 'unknown' };
      const solver = new ctx.Solver();
      try {
        solver.set('timeout', Math.max(1, Math.floor(remaining)));
        for (const b of bounds) solver.add(b);
        for (const r of model.rows) {
          if (tracked) solver.addAndTrack(constraint(r.terms, r.sense, r.rhs), r.label);
          else solver.add(constraint(r.terms, r.sense, r.rhs));
        }
        for (const e of extra) solver.add(e);
        const status = await solver.check();
        if (status === 'unknown') discardContext();
        if (status === 'sat') return { status, values: read(solver.model()) };
        if (status === 'unsat' && tracked) return { status, core: [...solver.unsatCore()].map((e) => e.toString().replace(/^\|(.*)\|$/, '$1')) };
        return { status };
      } finally {
        solver.release();
      }
    };
    /** Optimize one objective within the fixed ones; the best assignment it reports, or undefined on timeout. */
    const optimise = async (o: Model['objectives'][number], fixed: ReturnType<typeof constraint>[]): Promise<number[] | undefined> => {
      const remaining = deadline - monotonic.now();
      if (remaining <= 0) return undefined;
      const opt = new ctx.Optimize();
      try {
        opt.set('timeout', Math.max(1, Math.floor(remaining)));
        for (const b of bounds) opt.add(b);
        for (const r of model.rows) opt.add(constraint(r.terms, r.sense, r.rhs));
        for (const f of fixed) opt.add(f);
        if (o.terms.every((t) => model.vars[t.v]!.kind === 'bool')) {
          for (const t of o.terms) {
            // Maximising w*b is a soft b of weight w (a soft Not(b) when w < 0); minimising is the reverse.
            const b = vars[t.v] as BoolExpr;
            const wantTrue = (o.sense === 'max') === t.c > 0;
            opt.addSoft(wantTrue ? b : (ctx.Not(b) as BoolExpr), Math.abs(t.c), o.name);
          }
        } else if (o.sense === 'max') opt.maximize(linear(o.terms));
        else opt.minimize(linear(o.terms));
        const status = await opt.check();
        if (status === 'sat') return read(opt.model());
        if (status === 'unknown') discardContext();
        if (status === 'unsat') throw new InternalError('Z3 Optimize found the model unsatisfiable after a satisfiable check');
        return undefined;
      } finally {
        opt.release();
      }
    };

    const first = await check([], true);
    if (first.status === 'unknown') return { status: 'timeout' };
    if (first.status === 'unsat') {
      if (!options.wantCore) return { status: 'infeasible', core: [] };
      return minimalCore(await context(), model, first.core!, deadline);
    }
    const incumbent = first.values!;
    if (model.objectives.length === 0) return result('optimal', incumbent);
    const combined = lexicographic(model);
    if (!combined) throw new InternalError('Z3 backend: lexicographic weights exceed exact integer range');
    const found = await optimise(combined, []);
    return found ? result('optimal', found) : result('feasible', incumbent);

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
      const remaining = deadline - monotonic.now();
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
