/**
 * Verbalising plans: the submission row (submission.ts, exactly as the scorer reads it), a readable
 * itinerary as plain text or Markdown (template, from facts.ts), and optional LLM prose that is used only
 * when it re-extracts into the same plan (llm.ts).
 */
export { submissionPlan, submissionDay, transportText } from './submission.ts';
export {
  tripFacts,
  usd,
  km,
  type TripFacts,
  type DayFacts,
  type TravelFacts,
  type MealFacts,
  type SightFacts,
  type StayFacts,
  type CostFacts,
  type VerbalizeOptions,
} from './facts.ts';
export { renderText, renderCostText } from './text.ts';
export { renderMarkdown, renderCostMarkdown, md } from './markdown.ts';
export { comparePlans, mismatchSentence, normaliseSpace, COMPARED_FIELDS, type PlanMismatch, type ComparedField } from './compare.ts';
export {
  verbalizeWithLlm,
  renderVerbalizePrompt,
  proseWarning,
  proseMismatchSentence,
  unsupportedFigures,
  DEFAULT_VERBALIZE_PROMPT_FILE,
  type ProseResult,
  type ProseOptions,
  type ProseFormat,
  type ProseMismatch,
  type FigureMismatch,
  type Extractor,
} from './llm.ts';
