/**
 * One Z3 context for one solve, on Z3's low-level API, freed when the solve ends.
 *
 * The high-level API of z3-solver frees nothing itself: every expression, solver and context is released by a
 * FinalizationRegistry when the garbage collector gets to it, and a context cannot be deleted by hand while its
 * expressions may still be finalised later. Contexts discarded after a timeout therefore piled up in the wasm
 * heap (about 1 GiB peak over the 45 training requests). Here a context is made in Z3's non-reference-counted
 * mode (`mk_context`): its expressions live until the context is deleted, nothing is registered with the
 * garbage collector, and `close()` deletes the solvers and then the context, so a solve leaves nothing behind
 * and no state is shared between solves (a context that ran out of time is never reused).
 *
 * Every variable, boolean ones too, is an integer constant within its bounds and every row is linear integer
 * arithmetic, checked by Z3's SMT core with no preprocessing tactic (`mk_simple_solver`), so the simplex sees
 * each row and proves most bounds from the relaxation. Measured on the selection models of the 45 training
 * requests (reference mode, 10 s each): pseudo-boolean rows (PbLe/PbGe over Bool constants) proved 14-16 of 51
 * models, the same arithmetic rows behind Z3's default solver (which runs a 0-1 tactic on the first check) 46 of 51,
 * arithmetic rows in the simple solver all 51.
 *
 * z3-solver runs one asynchronous call (a check) at a time per process, so every session runs inside
 * `exclusive`, one after another.
 */
import { init, type Z3Core, type Z3_ast, type Z3_context, type Z3_solver } from 'z3-solver';
import { monotonic } from '../../src/common/deadline.ts';
import { InternalError } from '../../src/common/errors.ts';
import type { Model, ModelVar, Sense, Term } from '../model.ts';

let corePromise: Promise<Z3Core> | undefined;
/** Loads the wasm once per process (~170 ms). */
const z3Core = (): Promise<Z3Core> => (corePromise ??= init().then((api) => api.Z3));

let queue: Promise<unknown> = Promise.resolve();
/** Runs `task` after every task queued before it has finished. */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export type Verdict = 'sat' | 'unsat' | 'unknown';

const Z3_L_FALSE = -1;
const Z3_L_TRUE = 1;

export class Session {
  /** One integer constant per model variable (and per variable added since, see addVars). */
  readonly vars: Z3_ast[];
  /** The variables' declarations, in the same order. */
  private readonly declared: ModelVar[];
  private readonly solvers: Z3_solver[] = [];
  private fresh = 0;
  private closed = false;

  private constructor(
    private readonly z3: Z3Core,
    private readonly ctx: Z3_context,
    model: Model,
  ) {
    this.vars = [];
    this.declared = [];
    this.addVars(model.vars);
  }

  /** Declares more variables (a part of a model built later, solver/cores.ts); returns the first one's number. */
  addVars(vars: readonly ModelVar[]): number {
    const { z3, ctx } = this;
    const first = this.vars.length;
    const int = z3.mk_int_sort(ctx);
    for (const v of vars) {
      this.vars.push(z3.mk_const(ctx, z3.mk_string_symbol(ctx, `x${this.vars.length}`), int));
      this.declared.push(v);
    }
    this.ok();
    return first;
  }

  static async open(model: Model): Promise<Session> {
    const z3 = await z3Core();
    const config = z3.mk_config();
    const ctx = z3.mk_context(config);
    z3.del_config(config);
    return new Session(z3, ctx, model);
  }

  /** Throws when the last call into Z3 failed (z3-solver installs a handler that only records the error). */
  private ok(): void {
    const code = this.z3.get_error_code(this.ctx);
    if (code !== 0) throw new InternalError(`Z3: ${this.z3.get_error_msg(this.ctx, code)}`);
  }

  private num(n: number): Z3_ast {
    return this.z3.mk_numeral(this.ctx, String(n), this.z3.mk_int_sort(this.ctx));
  }

  /** `Σ terms sense rhs` as linear integer arithmetic. */
  linear(terms: readonly Term[], sense: Sense, rhs: number): Z3_ast {
    const { z3, ctx } = this;
    if (terms.length === 0) return (sense === '<=' ? 0 <= rhs : sense === '>=' ? 0 >= rhs : rhs === 0) ? z3.mk_true(ctx) : z3.mk_false(ctx);
    const parts = terms.map((t) => (t.c === 1 ? this.vars[t.v]! : z3.mk_mul(ctx, [this.num(t.c), this.vars[t.v]!])));
    const lhs = parts.length === 1 ? parts[0]! : z3.mk_add(ctx, parts);
    const made = (sense === '<=' ? z3.mk_le : sense === '>=' ? z3.mk_ge : z3.mk_eq)(ctx, lhs, this.num(rhs));
    this.ok();
    return made;
  }

  /** A new boolean constant, to switch a constraint on by assumption. */
  literal(prefix: string): Z3_ast {
    return this.z3.mk_const(this.ctx, this.z3.mk_string_symbol(this.ctx, `${prefix}!${this.fresh++}`), this.z3.mk_bool_sort(this.ctx));
  }

  implies(a: Z3_ast, b: Z3_ast): Z3_ast {
    return this.z3.mk_implies(this.ctx, a, b);
  }

  /**
   * An incremental solver (Z3's SMT core, no tactic) holding the variables' bounds: of every variable, or of
   * those in `only` (a solver for one part of a model made of several, solver/cores.ts).
   */
  solver(only?: readonly number[]): Z3_solver {
    const { z3, ctx } = this;
    const s = z3.mk_simple_solver(ctx);
    this.ok();
    z3.solver_inc_ref(ctx, s);
    this.solvers.push(s);
    for (const i of only ?? this.declared.keys()) {
      const v = this.declared[i]!;
      this.assert(s, this.linear([{ v: i, c: 1 }], '>=', v.lb));
      this.assert(s, this.linear([{ v: i, c: 1 }], '<=', v.ub));
    }
    return s;
  }

  assert(s: Z3_solver, a: Z3_ast): void {
    this.z3.solver_assert(this.ctx, s, a);
    this.ok();
  }

  /** Checks under assumptions with what is left until `deadline` (monotonic ms) as Z3's timeout. */
  async check(s: Z3_solver, assumptions: readonly Z3_ast[], deadline: number): Promise<Verdict> {
    const { z3, ctx } = this;
    const remaining = Math.floor(deadline - monotonic.now());
    if (remaining <= 0) return 'unknown';
    const params = z3.mk_params(ctx);
    z3.params_inc_ref(ctx, params);
    z3.params_set_uint(ctx, params, z3.mk_string_symbol(ctx, 'timeout'), Math.min(remaining, 2 ** 32 - 1));
    z3.solver_set_params(ctx, s, params);
    z3.params_dec_ref(ctx, params);
    this.ok();
    const r = Number(await z3.solver_check_assumptions(ctx, s, [...assumptions]));
    this.ok();
    return r === Z3_L_TRUE ? 'sat' : r === Z3_L_FALSE ? 'unsat' : 'unknown';
  }

  /** The model of the last satisfiable check, one integer per model variable. */
  values(s: Z3_solver): number[] {
    const { z3, ctx } = this;
    const m = z3.solver_get_model(ctx, s);
    this.ok();
    z3.model_inc_ref(ctx, m);
    try {
      return this.vars.map((v, i) => {
        const value = z3.model_eval(ctx, m, v, true);
        if (value === null) throw new InternalError(`Z3 could not evaluate ${this.declared[i]!.name} in its model`);
        return Number(z3.get_numeral_string(ctx, value));
      });
    } finally {
      z3.model_dec_ref(ctx, m);
    }
  }

  /** The assumptions of the last unsatisfiable check that Z3 reports as its reason. */
  core(s: Z3_solver): Z3_ast[] {
    const { z3, ctx } = this;
    const v = z3.solver_get_unsat_core(ctx, s);
    z3.ast_vector_inc_ref(ctx, v);
    try {
      return Array.from({ length: z3.ast_vector_size(ctx, v) }, (_, i) => z3.ast_vector_get(ctx, v, i));
    } finally {
      z3.ast_vector_dec_ref(ctx, v);
    }
  }

  /** Frees the solvers and the context with everything made in it. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const s of this.solvers) this.z3.solver_dec_ref(this.ctx, s);
    this.z3.del_context(this.ctx);
  }
}
