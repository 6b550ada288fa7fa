/**
 * Direct and zero-shot chain-of-thought planning (sole-planning mode): one call whose prompt holds the
 * instructions, the plan format, the row's reference information and the request. CoT asks for the
 * reasoning first and the plan after it; the extraction copies only the final plan.
 */
import type { Meter } from './meter.ts';
import { renderPrompt } from './prompts.ts';

export async function planInOneCall(
  kind: 'direct' | 'cot',
  meter: Meter,
  referenceText: string,
  query: string,
  options: { promptDir?: string | undefined; temperature: number },
): Promise<string> {
  const format = await renderPrompt('plan-format', {}, options.promptDir);
  const prompt = await renderPrompt(kind, { format, reference: referenceText, query }, options.promptDir);
  return meter.chat([{ role: 'user', content: prompt }], { temperature: options.temperature });
}
