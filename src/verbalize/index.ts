/**
 * Verbalising plans: the submission row (submission.ts, exactly as the scorer reads it), a readable
 * itinerary as plain text or Markdown (template, from facts.ts), and optional LLM prose that is used only
 * when it re-extracts into the same plan (llm.ts).
 */
export { submissionPlan } from './submission.ts';
export { renderText, renderCostText } from './text.ts';
export { renderMarkdown, renderCostMarkdown, md } from './markdown.ts';
export { comparePlans } from './compare.ts';
export {
  verbalizeWithLlm,
  proseWarning,
  DEFAULT_VERBALIZE_PROMPT_FILE,
  type ProseResult,
} from './llm.ts';
