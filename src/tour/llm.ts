/**
 * The LLM reader of city-tour requests: the request text to a TourSpec through the OpenAI-compatible client,
 * checked against schemas/tour-spec.schema.json with one repair round (LlmClient.chatJson), then validated by
 * the zod TourSpec, whose cross-checks (an event's city has a stay, flights join cities of the tour) the schema
 * cannot state. Optional and untrusted, as for trips: the rules reader stays the default.
 */
import { readFileSync } from 'node:fs';
import { SpecError } from '../common/errors.ts';
import { packagePath } from '../common/paths.ts';
import type { LlmClient, TokenUsage } from '../llm/index.ts';
import { renderPrompt } from '../baselines/prompts.ts';
import { TourSpec } from './spec.ts';

let schema: object | undefined;
const tourSchema = (): object => (schema ??= JSON.parse(readFileSync(packagePath('schemas', 'tour-spec.schema.json'), 'utf8')) as object);

export async function readTourLlm(request: string, client: LlmClient): Promise<{ spec: TourSpec; usage: TokenUsage }> {
  const prompt = await renderPrompt('tour-translate', { request: request.trim() });
  const check = (value: unknown): string[] => {
    const parsed = TourSpec.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  };
  const reply = await client.chatJson<unknown>([{ role: 'user', content: prompt }], { schema: tourSchema(), name: 'TourSpec', check, temperature: 0 });
  const parsed = TourSpec.safeParse(reply.value);
  // Stryker disable next-line ConditionalExpression: chatJson returns only a value that passed `check`.
  if (!parsed.success) throw new SpecError('spec', parsed.error.issues[0]!.message);
  return { spec: parsed.data, usage: reply.usage };
}
