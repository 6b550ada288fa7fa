/**
 * `tripsolver plan "<request>"`: translate, solve, verify, verbalise. Exit 0 with a plan that passed every
 * check; 1 when no plan exists (the explanation is printed); 2 bad input; 3 internal error or timeout.
 */
import { TimeoutError, UsageError } from '../errors.ts';
import type { TripSpec } from '../spec/index.ts';
import { translate } from '../translate/index.ts';
import { renderText } from '../verbalize/index.ts';
import { planTrip, type PlanOutcome, type SolvedPlan } from '../../solver/index.ts';
import { makeAttractionPlanner } from '../../solver/route/index.ts';
import { explain } from '../../solver/explain.ts';
import { renderExplanation } from '../verbalize/explanation.ts';
import { EXPLAIN_EXIT, explanationJson } from './explain.ts';
import { backendOf, sandboxFor, timeoutOf, translatorOf } from './common.ts';
import { choice, requestArg, type CommandArgs } from './main.ts';

export const PLAN_FORMATS = ['text', 'markdown', 'json', 'submission'] as const;
export type PlanFormat = (typeof PLAN_FORMATS)[number];

export function formatPlan(format: PlanFormat, request: string, spec: TripSpec, plan: SolvedPlan, outcome: PlanOutcome): string {
  switch (format) {
    case 'text':
      return renderText(plan.itinerary);
    case 'markdown':
      throw new UsageError('--format markdown: not built yet (issue 9); use text, json or submission');
    case 'json':
      return JSON.stringify(
        { status: outcome.status, spec, cost: plan.itinerary.cost, quality: plan.quality, itinerary: plan.itinerary, submission: plan.submission, stats: outcome.stats, elapsedMs: outcome.elapsedMs },
        null,
        2,
      );
    case 'submission':
      return JSON.stringify({ query: request, plan: plan.submission });
  }
}

export async function runPlan(args: CommandArgs): Promise<number> {
  const request = requestArg(args, 'plan');
  const { values, io } = args;
  const format = choice(values, 'format', PLAN_FORMATS, 'text');
  const route = choice(values, 'route', ['exact', 'heuristic', 'ortools'] as const, 'exact');
  if (values.prose !== undefined) choice(values, 'prose', ['llm'] as const, 'llm');
  const sandbox = sandboxFor(values, io.env);
  const spec = await translate(request, { sandbox, translator: translatorOf(values, io.env), env: io.env });
  const timeLimitMs = timeoutOf(values);
  const outcome = await planTrip(spec, sandbox, { backend: backendOf(values), timeLimitMs, attractionPlanner: makeAttractionPlanner({ route }) });
  switch (outcome.status) {
    case 'optimal':
      io.out(formatPlan(format, request, spec, outcome.plan, outcome));
      return 0;
    case 'feasible':
      io.err(`tripsolver plan: time ran out (${timeLimitMs} ms) before this plan was proven the best; it passed every check.`);
      io.out(formatPlan(format, request, spec, outcome.plan, outcome));
      return 0;
    case 'infeasible': {
      const explanation = await explain(spec, sandbox, { backend: backendOf(values), timeLimitMs: Math.max(timeLimitMs, 30_000) });
      io.out(format === 'json' ? JSON.stringify(explanationJson(explanation), null, 2) : renderExplanation(explanation));
      return explanation.status === 'infeasible' ? 1 : EXPLAIN_EXIT[explanation.status];
    }
    case 'timeout':
      throw new TimeoutError(`the solver (${backendOf(values)}), before finding a plan or proving none exists,`, timeLimitMs);
  }
}
