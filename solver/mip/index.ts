/**
 * MIP backend: HiGHS (wasm) over CPLEX LP text. Lexicographic objectives are solved in turn, each later
 * one with the earlier optima fixed as rows (objectives have integer coefficients, so this is exact).
 * Cores are found by a deletion filter: a row stays in the core only if dropping it makes the rest feasible.
 */
import { monotonic } from '../../src/common/deadline.ts';
import * as highsModule from 'highs';
import type { LegacyHighs, LegacyHighsOptions } from 'highs';
import { evalTerms, satisfies, type Backend, type Model, type ModelRow, type SolveOptions, type SolveResult, type Term } from '../model.ts';
import { InternalError } from '../../src/common/errors.ts';

// highs ships CommonJS typings while Node loads its ESM build: take the loader from either shape.
type Highs = LegacyHighs;
type Loader = () => Promise<Highs>;
const highsLoader: Loader = (highsModule as unknown as { default?: Loader }).default ?? (highsModule as unknown as Loader);
let highsPromise: Promise<Highs> | undefined;
const loadHighs = (): Promise<Highs> => (highsPromise ??= highsLoader());

const col = (i: number): string => `x${i}`;

function linear(terms: readonly Term[]): string {
  if (terms.length === 0) return '0 x0';
  return terms.map((t, k) => `${t.c < 0 ? '-' : k === 0 ? '' : '+'} ${Math.abs(t.c)} ${col(t.v)}`).join(' ');
}

function lpText(model: Model, objective: Model['objectives'][number] | undefined, extra: readonly ModelRow[]): string {
  const lines: string[] = [];
  lines.push(objective?.sense === 'max' ? 'Maximize' : 'Minimize');
  lines.push(` obj: ${objective && objective.terms.length > 0 ? linear(objective.terms) : `0 ${col(0)}`}`);
  lines.push('Subject To');
  [...model.rows, ...extra].forEach((r, k) => {
    if (r.terms.length === 0) return; // constant rows are checked before solving
    lines.push(` r${k}: ${linear(r.terms)} ${r.sense === '=' ? '=' : r.sense} ${r.rhs}`);
  });
  lines.push('Bounds');
  model.vars.forEach((v, i) => lines.push(` ${v.lb} <= ${col(i)} <= ${v.ub}`));
  const bins = model.vars.flatMap((v, i) => (v.kind === 'bool' ? [col(i)] : []));
  const ints = model.vars.flatMap((v, i) => (v.kind === 'int' ? [col(i)] : []));
  if (bins.length > 0) lines.push('Binary', ` ${bins.join(' ')}`);
  if (ints.length > 0) lines.push('General', ` ${ints.join(' ')}`);
  lines.push('End');
  return lines.join('\n');
}

type Single = { status: 'optimal'; values: number[]; objective: number } | { status: 'infeasible' } | { status: 'timeout'; values?: number[] };

function constantRowsHold(rows: readonly ModelRow[]): ModelRow | undefined {
  return rows.find((r) => r.terms.length === 0 && !(r.sense === '<=' ? 0 <= r.rhs : r.sense === '>=' ? 0 >= r.rhs : r.rhs === 0));
}

async function solveOnce(model: Model, objective: Model['objectives'][number] | undefined, extra: readonly ModelRow[], deadline: number): Promise<Single> {
  if (constantRowsHold([...model.rows, ...extra])) return { status: 'infeasible' };
  if (model.vars.length === 0) return { status: 'optimal', values: [], objective: 0 };
  const remaining = (deadline - monotonic.now()) / 1000;
  if (remaining <= 0) return { status: 'timeout' };
  const highs = await loadHighs();
  const result = highs.solve(lpText(model, objective, extra), {
    output_flag: false,
    time_limit: remaining,
    mip_rel_gap: 0,
    mip_abs_gap: 0,
    presolve: 'on',
  } as LegacyHighsOptions);
  switch (result.Status) {
    case 'Optimal': {
      const values = model.vars.map((_, i) => Math.round((result.Columns[col(i)] as { Primal: number } | undefined)?.Primal ?? 0));
      return { status: 'optimal', values, objective: objective ? evalTerms(objective.terms, values) : 0 };
    }
    case 'Infeasible':
      return { status: 'infeasible' };
    case 'Time limit reached': {
      // A MIP stopped by its time limit may carry its best solution so far.
      const values = model.vars.map((_, i) => Math.round((result.Columns?.[col(i)] as { Primal?: number } | undefined)?.Primal ?? NaN));
      return values.every(Number.isFinite) && satisfies({ ...model, rows: [...model.rows, ...extra] }, values)
        ? { status: 'timeout', values }
        : { status: 'timeout' };
    }
    default:
      throw new InternalError(`HiGHS ended with status "${result.Status}"`);
  }
}

async function solveLexicographic(model: Model, deadline: number): Promise<Single & { objectives?: number[] }> {
  const fixed: ModelRow[] = [];
  let last: Single = await solveOnce(model, model.objectives[0], fixed, deadline);
  if (last.status !== 'optimal') return last;
  let incumbent = last.values;
  const optima: number[] = [];
  for (let k = 0; k < model.objectives.length; k++) {
    const objective = model.objectives[k]!;
    if (k > 0) {
      last = await solveOnce(model, objective, fixed, deadline);
      if (last.status === 'timeout') return { status: 'timeout', values: last.values ?? incumbent };
      if (last.status === 'infeasible') throw new InternalError(`HiGHS: objective ${objective.name} infeasible after fixing earlier optima`);
    }
    optima.push(last.objective);
    incumbent = last.values;
    fixed.push({
      id: 'objective.bound',
      label: `__fix_${objective.name}`,
      terms: objective.terms,
      sense: objective.sense === 'max' ? '>=' : '<=',
      rhs: last.objective,
    });
  }
  return { ...last, objectives: optima };
}

/** Deletion filter: a minimal set of row labels that cannot all hold. */
async function minimalCore(model: Model, deadline: number): Promise<string[] | 'timeout'> {
  let core = [...model.rows];
  for (let i = 0; i < core.length; ) {
    const trial = core.filter((_, k) => k !== i);
    const r = await solveOnce({ ...model, rows: trial, objectives: [] }, undefined, [], deadline);
    if (r.status === 'timeout') return 'timeout';
    if (r.status === 'infeasible') core = trial;
    else i++;
  }
  return core.map((r) => r.label);
}

export const mipBackend: Backend = {
  name: 'mip',
  async solve(model: Model, options: SolveOptions): Promise<SolveResult> {
    const deadline = monotonic.now() + options.timeLimitMs;
    const r = await solveLexicographic(model, deadline);
    if (r.status === 'timeout') {
      return r.values
        ? { status: 'feasible', values: r.values, objectives: model.objectives.map((o) => evalTerms(o.terms, r.values!)) }
        : { status: 'timeout' };
    }
    if (r.status === 'infeasible') {
      if (!options.wantCore) return { status: 'infeasible', core: [] };
      const core = await minimalCore(model, deadline);
      return core === 'timeout' ? { status: 'timeout' } : { status: 'infeasible', core };
    }
    if (!satisfies(model, r.values)) throw new InternalError('HiGHS returned an assignment that breaks the model');
    return { status: 'optimal', values: r.values, objectives: r.objectives ?? [] };
  },
};
