/**
 * The bench's methods: the solver (translate the request, plan, and explain a request with no plan) and the pure-LLM
 * baselines (src/baselines), each a function from a row's planning inputs to its plan (src/bench/run.ts).
 */
import { BASELINES, runBaseline, type BaselineName, type BaselineOptions } from '../baselines/index.ts';
import { explanationJson } from '../answers.ts';
import { DEFAULT_EXPLAIN_TIMEOUT_MS } from '../common/deadline.ts';
import { InternalError, SpecError } from '../common/errors.ts';
import { outcomeOfExplanation, type RowOutcome } from '../outcome/index.ts';
import { loadReference } from '../sandbox/index.ts';
import { translate, type TranslatorKind } from '../translate/index.ts';
import { explain } from '../../solver/explain/index.ts';
import { planTrip, type BackendName, type PlanOutcome } from '../../solver/index.ts';
import type { SolveThreads } from '../../solver/threads.ts';
import { reasonOf, type Method, type PlanningInput } from './run.ts';

/** The methods bench can run. */
export const METHODS = ['solver', ...BASELINES] as const;
export type MethodName = (typeof METHODS)[number];

export interface SolverMethodOptions {
  readonly backend: BackendName;
  readonly translator: TranslatorKind;
  /** Year of dates written without one. */
  readonly defaultYear?: number | undefined;
  /** Told each row's solver outcome (optimal, feasible = verified but not proven best, infeasible, timeout). */
  readonly onOutcome?: (input: PlanningInput, outcome: PlanOutcome) => void;
  readonly timeLimitMs: number;
  /** Solve threads shared by the run's rows (the models are solved off the main thread). */
  readonly threads?: SolveThreads;
  /**
   * A row with no plan is diagnosed (what the data lacks, or the minimal core and the minimum budget); with `full`
   * (`bench --explain`) its relaxations are re-solved too and its explanation kept.
   */
  readonly explain?: 'diagnose' | 'full';
  /** Time limit of a row's explanation. */
  readonly explainTimeLimitMs?: number;
}

/** The solver as a bench method: translate the query, plan, return the verified submission days. */
export function solverMethod(options: SolverMethodOptions): Method {
  return async (input, ctx) => {
    const sandbox =
      ctx.mode === 'reference' ? loadReference(input.referenceInformation, ctx.dataDir, `row ${String(input.idx)} reference_information`) : ctx.database();
    const spec = await translate(input.query, { sandbox, translator: options.translator, env: ctx.env, defaultYear: options.defaultYear });
    let outcome: PlanOutcome;
    try {
      outcome = await planTrip(spec, sandbox, {
        backend: options.backend,
        timeLimitMs: options.timeLimitMs,
        ...(options.threads ? { threads: options.threads } : {}),
      });
    } catch (e) {
      // A spec the reader settled that the data cannot answer (a place it lacks, dates outside its tables).
      if (!(e instanceof SpecError)) throw e;
      const why: RowOutcome = { outcome: 'no-data', reason: `the data cannot answer this request: ${e.message}` };
      return { plan: [], reason: reasonOf(why), outcome: why };
    }
    options.onOutcome?.(input, outcome);
    switch (outcome.status) {
      case 'optimal':
      case 'feasible':
        return { plan: outcome.plan.submission, outcome: { outcome: 'planned', status: outcome.status } };
      case 'infeasible': {
        // Why: what the data lacks, or which of the request's requirements conflict (explained as `explain` does).
        const full = options.explain === 'full';
        const explanation = await explain(spec, sandbox, {
          backend: options.backend,
          timeLimitMs: options.explainTimeLimitMs ?? DEFAULT_EXPLAIN_TIMEOUT_MS,
          relaxations: full,
          ...(options.threads ? { threads: options.threads } : {}),
        });
        const why = outcomeOfExplanation(explanation);
        if (why.outcome === 'error') throw new InternalError(`row ${String(input.idx)}: ${why.reason}`);
        return { plan: [], reason: reasonOf(why), outcome: why, ...(full ? { explanation: explanationJson(explanation) } : {}) };
      }
      case 'timeout':
        return {
          plan: [],
          reason: `the solver ran out of time (${options.timeLimitMs} ms)`,
          outcome: { outcome: 'timeout', reason: `the solver ran out of time (${options.timeLimitMs} ms)` },
        };
    }
  };
}
/**
 * A pure-LLM baseline as a bench method: in reference mode it plans from the row's reference information (and
 * CostEnquiry prices against it); in database mode (ReAct only) it searches the database. A failed or
 * malformed LLM reply gives an empty plan with the reason.
 */
export function baselineMethod(name: BaselineName, options: BaselineOptions): Method {
  return async (input, ctx) => {
    const reference = ctx.mode === 'reference';
    const sandbox = reference ? loadReference(input.referenceInformation, ctx.dataDir, `row ${String(input.idx)} reference_information`) : ctx.database();
    const outcome = await runBaseline(name, { query: input.query, ...(reference ? { reference: input.referenceInformation } : {}), sandbox }, options);
    const why: RowOutcome =
      outcome.plan.length > 0
        ? { outcome: 'planned', status: 'feasible' }
        : { outcome: outcome.unparsable === true ? 'unparsable' : 'no-plan', reason: outcome.reason ?? 'empty plan' };
    return {
      plan: outcome.plan,
      ...(outcome.reason !== undefined ? { reason: outcome.reason } : {}),
      outcome: why,
      usage: outcome.usage,
      calls: outcome.calls,
    };
  };
}
