/**
 * What became of a request, from one closed set, written once and used by `plan`'s and `explain`'s exit codes,
 * the API's status codes and the bench's per-row outcomes (issue 28):
 * - `planned`: a plan that passed every check (`optimal`, or `feasible` when time ran out before it was proven best);
 * - `unclear`: the reader could not settle a field (the fields and their questions);
 * - `no-data`: the data cannot answer (a place it lacks, no transport on those dates, no listing or restaurant);
 * - `infeasible`: the request's own requirements conflict (the minimal core, and the minimum budget);
 * - `timeout`: time ran out before a plan was found or none was proven to exist;
 * - `error`: ours to fix (a plan failing its own verification, a bug);
 * and, for the pure-LLM baselines, `no-plan` (the model gave none) and `unparsable` (its reply held no readable plan).
 */
import { SpecError, TimeoutError, TripsolverError, UnclearError } from '../common/errors.ts';
import type { Explanation } from '../tripspec/explanation.ts';

export const OUTCOMES = ['planned', 'unclear', 'no-data', 'infeasible', 'timeout', 'error', 'no-plan', 'unparsable'] as const;
export type OutcomeKind = (typeof OUTCOMES)[number];

export type RowOutcome =
  | { readonly outcome: 'planned'; readonly status: 'optimal' | 'feasible' }
  | { readonly outcome: 'unclear'; readonly fields: readonly string[]; readonly message: string; readonly questions: readonly string[] }
  | { readonly outcome: 'no-data'; readonly reason: string }
  | { readonly outcome: 'infeasible'; readonly core: readonly string[]; readonly minimumBudget: number | null }
  | { readonly outcome: 'timeout'; readonly reason: string }
  | { readonly outcome: 'error'; readonly reason: string }
  | { readonly outcome: 'no-plan' | 'unparsable'; readonly reason: string };

/** The CLI's exit code of each outcome: 0 a plan, 1 no plan exists (explained), 2 bad input or data, 3 time or a bug. */
export const EXIT_CODE: Readonly<Record<OutcomeKind, number>> = {
  planned: 0,
  infeasible: 1,
  'no-plan': 1,
  unclear: 2,
  'no-data': 2,
  timeout: 3,
  error: 3,
  unparsable: 3,
};

/** The API's status code of each outcome (an infeasible request is answered, with its explanation). */
export const HTTP_STATUS: Readonly<Record<OutcomeKind, number>> = {
  planned: 200,
  infeasible: 200,
  'no-plan': 200,
  unclear: 422,
  'no-data': 400,
  timeout: 504,
  error: 500,
  unparsable: 502,
};

/** The outcome of an error a request ended in: a refusal of the reader, data the request needs, time, or a bug. */
export function outcomeOfError(e: unknown): RowOutcome {
  if (e instanceof UnclearError)
    return { outcome: 'unclear', fields: e.questions.map((q) => q.field), message: e.message, questions: e.questions.map((q) => q.question) };
  if (e instanceof SpecError) return { outcome: 'unclear', fields: [e.field], message: e.message, questions: [] };
  if (e instanceof TimeoutError) return { outcome: 'timeout', reason: e.message };
  if (e instanceof TripsolverError && e.code === 'data') return { outcome: 'no-data', reason: e.message };
  return { outcome: 'error', reason: e instanceof Error ? e.message : String(e) };
}

/**
 * The outcome told by an explanation: what the data lacks, the conflicting requirements, or time. After a search that
 * found no plan (`searched`), an explanation that finds one is an error; asked on its own (`explain`), it is a plan.
 */
export function outcomeOfExplanation(e: Explanation, searched = true): RowOutcome {
  switch (e.status) {
    case 'no-data':
      return { outcome: 'no-data', reason: e.reason ?? 'the data cannot answer this request' };
    case 'infeasible':
      return { outcome: 'infeasible', core: e.core.map((m) => m.id), minimumBudget: e.minimumBudget };
    case 'timeout':
      return { outcome: 'timeout', reason: e.reason ?? 'the explanation ran out of time' };
    case 'feasible':
      return searched ? { outcome: 'error', reason: 'the search found no plan, but the explanation found one' } : { outcome: 'planned', status: 'optimal' };
  }
}

/** The kind of requirement a core member is, for counting: budget, house rule, room type, cuisine, transport, or its own id. */
export function requirementKind(id: string): string {
  if (id.startsWith('budget')) return 'budget';
  if (id.startsWith('lodging.houseRule')) return 'house rule';
  if (id.startsWith('lodging.roomType')) return 'room type';
  if (id.startsWith('meals.cuisine') || id.startsWith('meals.avoid')) return 'cuisine';
  if (id.startsWith('transport')) return 'transport';
  return id;
}

/** The outcomes of a run's rows, counted: each kind, the kinds of requirement in the cores, the fields asked about. */
export interface OutcomeTally {
  readonly counts: Readonly<Record<OutcomeKind, number>>;
  /** For infeasible rows: how many cores hold each kind of requirement (requirementKind). */
  readonly cores: Readonly<Record<string, number>>;
  /** For unclear rows: how many rows asked about each field. */
  readonly fields: Readonly<Record<string, number>>;
}

export function tallyOutcomes(list: readonly RowOutcome[]): OutcomeTally {
  const counts = Object.fromEntries(OUTCOMES.map((k) => [k, 0])) as Record<OutcomeKind, number>;
  const cores: Record<string, number> = {};
  const fields: Record<string, number> = {};
  for (const o of list) {
    counts[o.outcome]++;
    if (o.outcome === 'infeasible') for (const kind of new Set(o.core.map(requirementKind))) cores[kind] = (cores[kind] ?? 0) + 1;
    if (o.outcome === 'unclear') for (const f of new Set(o.fields)) fields[f] = (fields[f] ?? 0) + 1;
  }
  return { counts, cores, fields };
}
