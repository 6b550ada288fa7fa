/**
 * The backend-neutral constraint model: plain, readonly data. Variables are booleans or bounded integers,
 * rows are linear (in)equalities that carry the id of a requirement of their domain (the catalogue's for trips,
 * solver/tour/model.ts's for city tours) and a unique label (the tracking name a core reports), and objectives
 * are applied lexicographically. Every backend (solver/auto, lp, mip, z3) implements `solve(model, options)` over
 * exactly this shape and knows no domain.
 */
import type { ConstraintId } from '../src/catalogue/index.ts';

export interface ModelVar {
  readonly name: string;
  readonly kind: 'bool' | 'int';
  readonly lb: number;
  readonly ub: number;
}

export interface Term {
  /** Index into Model.vars. */
  readonly v: number;
  /** Integer coefficient. */
  readonly c: number;
}

export type Sense = '<=' | '>=' | '=';

export interface ModelRow<Id extends string = string> {
  readonly id: Id;
  /** Unique within the model; what an unsat core names. */
  readonly label: string;
  readonly terms: readonly Term[];
  readonly sense: Sense;
  readonly rhs: number;
}

export interface Objective {
  readonly name: string;
  readonly sense: 'max' | 'min';
  readonly terms: readonly Term[];
}

export interface Model<Id extends string = string> {
  readonly vars: readonly ModelVar[];
  readonly rows: readonly ModelRow<Id>[];
  /** Lexicographic: the first is optimised first, the next within its optimum, and so on. */
  readonly objectives: readonly Objective[];
  /**
   * 'unsuited': the model's structure defeats javascript-lp-solver's branch and bound (the city tours' chains:
   * on NATURAL PLAN's 10-city tours it ran past its time limit, and called one feasible tour infeasible, where
   * HiGHS answers in milliseconds; `npm run bench:tour`). `auto` then goes to HiGHS directly, and `lp` believes
   * its own "infeasible" only when the relaxation has no solution either.
   */
  readonly lp?: 'unsuited';
}

export type SolveResult =
  | { readonly status: 'optimal'; readonly values: readonly number[]; readonly objectives: readonly number[] }
  /** Time ran out with a solution in hand that was not proven optimal. */
  | { readonly status: 'feasible'; readonly values: readonly number[]; readonly objectives: readonly number[] }
  | { readonly status: 'infeasible'; readonly core: readonly string[] }
  | { readonly status: 'timeout' };

export interface SolveOptions {
  /** Wall-clock limit for this solve. */
  readonly timeLimitMs: number;
  /** Compute a core (the labels of rows that cannot hold together) when infeasible. */
  readonly wantCore?: boolean;
}

/** The solver backends, by the name the CLI, the server and the benchmarks take (the first is the default). */
export const BACKEND_NAMES = ['auto', 'mip', 'z3', 'lp'] as const;

export interface Backend {
  readonly name: (typeof BACKEND_NAMES)[number];
  solve(model: Model, options: SolveOptions): Promise<SolveResult>;
}

/** A small mutable builder; `build()` freezes the result. */
export class ModelBuilder<Id extends string = ConstraintId> {
  private readonly vars: ModelVar[] = [];
  private readonly rows: ModelRow<Id>[] = [];
  private readonly objectives: Objective[] = [];
  private readonly labels = new Set<string>();

  bool(name: string): number {
    this.vars.push({ name, kind: 'bool', lb: 0, ub: 1 });
    return this.vars.length - 1;
  }

  int(name: string, lb: number, ub: number): number {
    if (!Number.isInteger(lb) || !Number.isInteger(ub) || lb > ub) throw new RangeError(`int ${name}: bad bounds [${lb}, ${ub}]`);
    this.vars.push({ name, kind: 'int', lb, ub });
    return this.vars.length - 1;
  }

  row(id: Id, label: string, terms: readonly Term[], sense: Sense, rhs: number): void {
    if (this.labels.has(label)) throw new Error(`duplicate row label ${label}`);
    for (const t of terms) if (!Number.isInteger(t.c)) throw new RangeError(`row ${label}: coefficient ${t.c} is not an integer`);
    this.labels.add(label);
    this.rows.push({ id, label, terms: terms.filter((t) => t.c !== 0), sense, rhs });
  }

  objective(name: string, sense: 'max' | 'min', terms: readonly Term[]): void {
    this.objectives.push({ name, sense, terms: terms.filter((t) => t.c !== 0) });
  }

  build(extra: { readonly lp?: 'unsuited' } = {}): Model<Id> {
    return Object.freeze({
      vars: Object.freeze([...this.vars]),
      rows: Object.freeze([...this.rows]),
      objectives: Object.freeze([...this.objectives]),
      ...extra,
    });
  }
}

/** Value of a linear expression under an assignment. */
export function evalTerms(terms: readonly Term[], values: readonly number[]): number {
  let s = 0;
  for (const t of terms) s += t.c * values[t.v]!;
  return s;
}

/** Whether an assignment satisfies every row and bound (used to double-check backends). */
export function satisfies(model: Model, values: readonly number[]): boolean {
  if (values.length !== model.vars.length) return false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const d = model.vars[i]!;
    if (!Number.isInteger(v) || v < d.lb || v > d.ub) return false;
  }
  return model.rows.every((r) => {
    const lhs = evalTerms(r.terms, values);
    return r.sense === '<=' ? lhs <= r.rhs : r.sense === '>=' ? lhs >= r.rhs : lhs === r.rhs;
  });
}

/**
 * Deletion filter: a minimal set of row labels that cannot all hold. A row stays only if the others are
 * feasible without it. `infeasible(rows)` answers for a subset of the rows ('timeout' when time ran out).
 */
export function deletionFilter<Id extends string>(model: Model<Id>, infeasible: (rows: readonly ModelRow<Id>[]) => boolean | 'timeout'): string[] | 'timeout' {
  let core = [...model.rows];
  for (let i = 0; i < core.length; ) {
    const trial = core.filter((_, k) => k !== i);
    const answer = infeasible(trial);
    if (answer === 'timeout') return 'timeout';
    if (answer) core = trial;
    else i++;
  }
  return core.map((r) => r.label);
}
