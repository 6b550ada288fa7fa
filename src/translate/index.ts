/**
 * Request text -> TripSpec. Three translators with one contract (a validated TripSpec, or a SpecError naming
 * the field and quoting the words): `rules` (deterministic, offline, the default), `llm` (any
 * OpenAI-compatible endpoint) and `hybrid` (rules first, the LLM only for what the rules could not settle).
 * A field a translator cannot settle is a question: an UnclearError (one question per refused field, see
 * questions.ts), answered by calling again with `answers` (field -> the person's words).
 * An LLM translator is used only when asked for, by name or by TRIPSOLVER_TRANSLATOR: an endpoint being
 * configured (OPENAI_*) never switches it on, so without asking nothing reaches the network. Nothing here
 * reads files or env on import.
 */
import { UsageError } from '../common/errors.ts';
import { createLlmClient, type Env, type LlmClient, type LlmConfig } from '../llm/index.ts';
import type { TripSpec } from '../tripspec/index.ts';
import { translateHybridDetailed } from './hybrid.ts';
import { translateLlm } from './llm.ts';
import type { PlaceNames } from './places.ts';
import { unclear } from './questions.ts';
import type { Answers } from './rules/answers.ts';
import { readRequest, SPEC_FIELDS, type Provenance } from './rules/index.ts';

import { defaultTranslator, TRANSLATORS, type TranslatorKind } from './kinds.ts';
export { defaultTranslator, TRANSLATORS, type TranslatorKind } from './kinds.ts';

export interface TranslateOptions {
  /** The sandbox whose city and state names the request is read against (a Sandbox will do). */
  readonly sandbox: PlaceNames;
  /** Default: $TRIPSOLVER_TRANSLATOR of `env`, else rules. */
  readonly translator?: TranslatorKind | undefined;
  /** Where OPENAI_API_KEY, OPENAI_BASE_URL and TRIPSOLVER_MODEL come from (default: none). */
  readonly env?: Env | undefined;
  /** The year of dates written without one; without it such dates are refused (field startDate). */
  readonly defaultYear?: number | undefined;
  /** A ready client (tests, or a caller that shares one); else one is made from `env` when needed. */
  readonly llm?: LlmClient | undefined;
  /** Overrides of the client's settings (time limit, retries) when one is made from `env`. */
  readonly llmConfig?: Partial<LlmConfig> | undefined;
  /** Prompt template (default prompts/translate.md). */
  readonly promptFile?: string | undefined;
  /**
   * A person's answers to the questions of an earlier UnclearError, by field (`{ origin: 'Brasswick' }`): each is read
   * as that field's value and wins over the request's words (provenance note "answered").
   */
  readonly answers?: Answers | undefined;
}

/** A translation with the words each field came from. */
export interface Translation {
  readonly spec: TripSpec;
  readonly provenance: Provenance;
  readonly translator: TranslatorKind;
}

export async function translateDetailed(request: string, options: TranslateOptions): Promise<Translation> {
  const env = options.env ?? {};
  const translator = options.translator ?? defaultTranslator(env);
  if (!(TRANSLATORS as readonly string[]).includes(translator)) {
    throw new UsageError(`translator: expected one of ${TRANSLATORS.join(', ')}, found "${String(translator)}"`);
  }
  if (translator === 'rules') {
    const outcome = readRequest(request, options.sandbox, { defaultYear: options.defaultYear, answers: options.answers });
    if (!outcome.spec) throw unclear(outcome.errors);
    return { spec: outcome.spec, provenance: outcome.provenance, translator };
  }
  const client = () => options.llm ?? createLlmClient(env, options.llmConfig ?? {});
  const common = { places: options.sandbox, defaultYear: options.defaultYear, promptFile: options.promptFile, answers: options.answers };
  if (translator === 'llm') {
    const spec = await translateLlm(request, { ...common, client: client() });
    const fields = Object.fromEntries(SPEC_FIELDS.map((f) => [f, llmSource(f, options.answers ?? {})]));
    return { spec, provenance: { fields, ignored: [] }, translator };
  }
  return { ...(await translateHybridDetailed(request, { ...common, client })), translator };
}

/** Where the LLM translator's field came from: a person's answer, else the model. */
function llmSource(field: string, answers: Answers): { words: string[]; note: string } {
  const answer = Object.entries(answers).find(([f]) => f === field || f.startsWith(`${field}.`));
  return answer ? { words: [answer[1]], note: 'answered' } : { words: [], note: 'read by the LLM' };
}

export async function translate(request: string, options: TranslateOptions): Promise<TripSpec> {
  return (await translateDetailed(request, options)).spec;
}

export { readRequest, readAs, DISMISS_RULES } from './rules/index.ts';
export type { Provenance } from './rules/index.ts';
export { ANSWER_FIELDS } from './questions.ts';
export type { Answers } from './rules/answers.ts';
