/**
 * `tripsolver plan "<request>"`: translate, solve, verify, verbalise. Exit 0 with a plan that passed every
 * check; 1 when no plan exists (the explanation is printed); 2 bad input; 3 internal error or timeout.
 */
import { DEFAULT_EXPLAIN_TIMEOUT_MS, monotonic } from '../common/deadline.ts';
import { TimeoutError, UsageError } from '../common/errors.ts';
import type { TripSpec } from '../tripspec/index.ts';
import { readAs, type Provenance } from '../translate/index.ts';
import { proseWarning, renderMarkdown, renderText, verbalizeWithLlm, type ProseResult } from '../verbalize/index.ts';
import { createLlmClient, llmConfigured } from '../llm/index.ts';
import { planTrip, type PlanOutcome, type SolvedPlan } from '../../solver/index.ts';
import { makeAttractionPlanner } from '../../solver/route/index.ts';
import { explain } from '../../solver/explain/index.ts';
import { renderExplanation } from '../verbalize/explanation.ts';
import { EXIT_CODE, outcomeOfExplanation } from '../outcome/index.ts';
import { explanationJson, planJson } from '../answers.ts';
import { translateAsking } from './ask.ts';
import { backendOf, choice, defaultYearOf, requestArg, sandboxFor, timeoutOf, translatorOf, type CommandArgs } from './common.ts';
import { ROUTE_METHODS } from '../../solver/route/methods.ts';

export const PLAN_FORMATS = ['text', 'markdown', 'json', 'submission'] as const;
export type PlanFormat = (typeof PLAN_FORMATS)[number];

/**
 * The plan in one output format. `prose` (from --prose llm) replaces the template text in the text and
 * markdown formats (it already is the template text when the LLM's prose was rejected) and is reported, with
 * any mismatches, under "prose" in the json format.
 */
export function formatPlan(
  format: PlanFormat,
  request: string,
  spec: TripSpec,
  plan: SolvedPlan,
  outcome: PlanOutcome,
  prose?: ProseResult,
  provenance?: Provenance,
): string {
  switch (format) {
    case 'text':
      return `${readAs(spec, provenance)}\n\n${prose?.format === 'text' ? prose.text : renderText(plan.itinerary)}`;
    case 'markdown':
      return prose?.format === 'markdown' ? prose.text : renderMarkdown(plan.itinerary);
    case 'json':
      return JSON.stringify(planJson(spec, plan, outcome, prose, provenance), null, 2);
    case 'submission':
      return JSON.stringify({ query: request, plan: plan.submission });
  }
}

/**
 * --prose llm: a client for the endpoint io.env names (a usage error, exit 2, when none is configured or the
 * format has no prose), and the step that writes and re-checks the prose for a solved plan.
 */
function proseStep(values: CommandArgs['values'], io: CommandArgs['io'], format: PlanFormat): ((plan: SolvedPlan) => Promise<ProseResult>) | undefined {
  if (values.prose === undefined) return undefined;
  choice(values, 'prose', ['llm'] as const, 'llm');
  if (format === 'submission') throw new UsageError('--prose llm: the submission format is the exact benchmark row; use --format text, markdown or json');
  if (!llmConfigured(io.env)) {
    throw new UsageError(
      '--prose llm: no LLM endpoint configured: set OPENAI_BASE_URL (an OpenAI-compatible server) and/or OPENAI_API_KEY, and TRIPSOLVER_MODEL',
    );
  }
  const client = createLlmClient(io.env);
  return async (plan) => {
    const prose = await verbalizeWithLlm(plan.itinerary, { client, format: format === 'markdown' ? 'markdown' : 'text' });
    const warning = proseWarning(prose);
    if (warning) io.err(`tripsolver plan: ${warning}`);
    return prose;
  };
}

export async function runPlan(args: CommandArgs): Promise<number> {
  const request = requestArg(args, 'plan');
  const { values, io } = args;
  const format = choice(values, 'format', PLAN_FORMATS, 'text');
  const route = choice(values, 'route', ROUTE_METHODS, ROUTE_METHODS[0]);
  const prose = proseStep(values, io, format);
  const sandbox = sandboxFor(values, io.env);
  const { spec, provenance } = await translateAsking(
    request,
    { sandbox, translator: translatorOf(values, io.env), env: io.env, defaultYear: defaultYearOf(values, io.env) },
    io,
    values,
  );
  const timeLimitMs = timeoutOf(values);
  const started = monotonic.now();
  const outcome = await planTrip(spec, sandbox, { backend: backendOf(values), timeLimitMs, attractionPlanner: makeAttractionPlanner({ route }) });
  switch (outcome.status) {
    case 'optimal':
      io.out(formatPlan(format, request, spec, outcome.plan, outcome, prose ? await prose(outcome.plan) : undefined, provenance));
      return 0;
    case 'feasible':
      io.err(`tripsolver plan: time ran out (${timeLimitMs} ms) before this plan was proven the best; it passed every check.`);
      io.out(formatPlan(format, request, spec, outcome.plan, outcome, prose ? await prose(outcome.plan) : undefined, provenance));
      return 0;
    case 'infeasible': {
      // An explicit --timeout bounds the whole command, the explanation included; without one it gets its own default.
      const explainMs = values.timeout !== undefined ? Math.max(1, timeLimitMs - (monotonic.now() - started)) : DEFAULT_EXPLAIN_TIMEOUT_MS;
      const explanation = await explain(spec, sandbox, { backend: backendOf(values), timeLimitMs: explainMs });
      io.out(format === 'json' ? JSON.stringify(explanationJson(explanation), null, 2) : `${readAs(spec, provenance)}\n\n${renderExplanation(explanation)}`);
      return EXIT_CODE[outcomeOfExplanation(explanation).outcome];
    }
    case 'timeout':
      throw new TimeoutError(`the solver (${backendOf(values)}), before finding a plan or proving none exists,`, timeLimitMs);
  }
}
