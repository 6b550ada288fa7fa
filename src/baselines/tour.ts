/**
 * Pure-LLM baselines for city tours (NATURAL PLAN trip planning): the request and worked examples go to the model,
 * its answer text is kept as it is and scored like any other answer. `direct` asks for the plan; `cot` asks it to
 * reason first and then write the plan after "SOLUTION:". The examples (prompts/tour-examples.md) are three tours
 * invented for this project, answered by the solver; none comes from the benchmark.
 */
import type { LlmClient, TokenUsage } from '../llm/index.ts';
import { renderPrompt } from './prompts.ts';

export type TourMethod = 'direct' | 'cot';

export interface TourBaselineAnswer {
  readonly answer: string;
  readonly usage: TokenUsage;
}

export async function tourBaseline(method: TourMethod, request: string, client: LlmClient, promptDir?: string): Promise<TourBaselineAnswer> {
  const examples = (await renderPrompt('tour-examples', {}, promptDir)).replace(/^<!--[\s\S]*?-->\s*/, '');
  const prompt = await renderPrompt(method === 'direct' ? 'tour-direct' : 'tour-cot', { examples, request: request.trim() }, promptDir);
  const reply = await client.chat([{ role: 'user', content: prompt }], { temperature: 0 });
  // A reasoned reply keeps only what follows its last "SOLUTION:" (the plan); a reply without one is kept whole.
  const at = reply.text.lastIndexOf('SOLUTION:');
  const answer = method === 'cot' && at >= 0 ? reply.text.slice(at + 'SOLUTION:'.length).trim() : reply.text.trim();
  return { answer, usage: reply.usage };
}
