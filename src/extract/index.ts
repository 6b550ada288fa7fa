/**
 * Key-component extraction, as the TravelPlanner benchmark does it after its LLM planners: a free-text plan
 * becomes submission days in the benchmark's exact string formats, through one LLM call. The prompt is
 * prompts/extract.md (named placeholders {{days}} and {{text}}, read at call time); the reply is validated
 * against PLAN_REPLY_SCHEMA with ajv and, when it does not validate, sent back once with the problems (the
 * shared client's repair round). The extractor copies, it never repairs a plan: a wrong venue stays wrong, so
 * every method is scored on what it wrote.
 *
 * Used by the pure-LLM baselines (src/baselines) and by the verbaliser (re-extracting LLM prose to compare it
 * with the plan it describes). A failed or invalid reply is an LlmError naming the endpoint (never the key).
 */
import { packagePath } from '../common/paths.ts';
import { readFile } from 'node:fs/promises';
import { ZERO_USAGE, type LlmClient, type TokenUsage } from '../llm/index.ts';
import type { PlanDay } from '../tripspec/index.ts';
import { fillTemplate } from '../translate/llm.ts';
import { PLAN_REPLY_SCHEMA, planReplyProblems } from './schema.ts';

export { DAY_SCHEMA } from './schema.ts';

const DEFAULT_EXTRACT_PROMPT_FILE = packagePath('prompts', 'extract.md');

export interface ExtractOptions {
  readonly client: LlmClient;
  /** The trip's length in days, when known (told to the model; the reply keeps the days the text has). */
  readonly days?: number | undefined;
  /** Template with {{days}} and {{text}} (default prompts/extract.md). */
  readonly promptFile?: string | undefined;
  /** Overrides the client's per-call time limit. */
  readonly timeoutMs?: number | undefined;
  readonly maxTokens?: number | undefined;
}

export interface Extraction {
  /** The days, in order; empty when the text holds no day-by-day plan. */
  readonly plan: PlanDay[];
  /** Tokens of the extraction call(s), zero when no call was needed. */
  readonly usage: TokenUsage;
  /** LLM calls made: 0 for an empty text, 1, or 2 with the repair round. */
  readonly calls: number;
}

const SYSTEM = 'You copy travel plans into JSON in a fixed format. You answer with JSON only.';

export async function renderExtractPrompt(text: string, options: Pick<ExtractOptions, 'days' | 'promptFile'> = {}): Promise<string> {
  const file = options.promptFile ?? DEFAULT_EXTRACT_PROMPT_FILE;
  const template = await readFile(file, 'utf8');
  const days =
    options.days !== undefined
      ? `The trip lasts ${options.days} day${options.days === 1 ? '' : 's'}; still copy only the days the text describes.`
      : 'Copy as many days as the text describes.';
  return fillTemplate(template, { days, text: text.trim() }, file);
}

type Reply = { plan: PlanDay[] };

/** Extract the submission days of a free-text plan, with the tokens spent. */
export async function extractPlanDetailed(text: string, options: ExtractOptions): Promise<Extraction> {
  if (text.trim() === '') return { plan: [], usage: ZERO_USAGE, calls: 0 };
  const prompt = await renderExtractPrompt(text, options);
  const reply = await options.client.chatJson<Reply>(
    [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: prompt },
    ],
    {
      schema: PLAN_REPLY_SCHEMA,
      name: 'travel_plan',
      temperature: 0,
      check: planReplyProblems,
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.maxTokens !== undefined ? { maxTokens: options.maxTokens } : {}),
    },
  );
  const plan = reply.value.plan.map(
    (d): PlanDay => ({
      days: d.days,
      current_city: d.current_city.trim(),
      transportation: d.transportation.trim(),
      breakfast: d.breakfast.trim(),
      attraction: d.attraction.trim(),
      lunch: d.lunch.trim(),
      dinner: d.dinner.trim(),
      accommodation: d.accommodation.trim(),
    }),
  );
  return { plan, usage: reply.usage, calls: reply.rounds };
}

/** Extract the submission days of a free-text plan (see extractPlanDetailed for the tokens spent). */
export async function extractPlan(text: string, options: ExtractOptions): Promise<PlanDay[]> {
  return (await extractPlanDetailed(text, options)).plan;
}
