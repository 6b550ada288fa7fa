/**
 * Hybrid: the rules first; the LLM only when the rules refused some field. The model reads the whole request on
 * its own (it is told which fields the rules could not settle, not what they read), and fills ONLY the refused
 * fields. Where the rules and the model both read a field and disagree, the request is refused with both
 * readings: neither reader is trusted over the other. An error of the whole spec with every field read (e.g.
 * dates that disagree with the stated length) is the request's, not a gap the model could fill, so it is
 * reported without asking the model. Whatever stays refused is an UnclearError (one question per field); a person's answers
 * (`answers`) go to the rules, and an answered field is never compared with the model's reading: the answer wins.
 */
import { SpecError, type UnclearError } from '../common/errors.ts';
import type { LlmClient } from '../llm/index.ts';
import type { TripSpec, TripSpecInput } from '../tripspec/index.ts';
import { parseTripSpec } from '../tripspec/index.ts';
import { askLlm, type LlmTranslateOptions } from './llm.ts';
import { placeIndex } from './places.ts';
import { answerText, asQuestion, unclear } from './questions.ts';
import { resolveDestinationName, resolveOriginName } from './resolve.ts';
import { readRequest, SPEC_FIELDS, type Provenance, type SpecField } from './rules/index.ts';

export interface HybridOptions extends Omit<LlmTranslateOptions, 'known' | 'open' | 'client'> {
  /** The client, or a maker called only when the LLM is needed. */
  readonly client: LlmClient | (() => LlmClient);
}

export interface HybridResult {
  readonly spec: TripSpec;
  readonly provenance: Provenance;
}

/** Fields compared between the two readers (wishes are not: the rules' reading stands, the model's fills them only when the rules refused them). */
const COMPARED: readonly SpecField[] = SPEC_FIELDS.filter((f) => f !== 'wishes');
const LISTS = new Set<string>(['houseRules', 'cuisines', 'avoidCuisines', 'excludeTransport']);

function canonical(field: string, value: unknown): string {
  if (LISTS.has(field) && Array.isArray(value)) return JSON.stringify([...value].map(String).sort());
  if (value !== null && typeof value === 'object') return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));
  return JSON.stringify(value ?? null);
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export async function translateHybridDetailed(request: string, options: HybridOptions): Promise<HybridResult> {
  try {
    return await readBoth(request, options);
  } catch (e) {
    throw e instanceof SpecError ? asQuestion(e) : e;
  }
}

async function readBoth(request: string, options: HybridOptions): Promise<HybridResult> {
  const answers = options.answers ?? {};
  const outcome = readRequest(request, options.places, { defaultYear: options.defaultYear, answers });
  if (outcome.spec) return { spec: outcome.spec, provenance: outcome.provenance };
  // An answer that could not be read is asked again, never handed to the model.
  const unreadable = outcome.errors.filter((e) => e.field in answers);
  if (unreadable.length > 0) throw unclear(unreadable);
  const refused = SPEC_FIELDS.filter((f) => !(f in outcome.fields));
  if (refused.length === 0) throw unclear(outcome.errors);
  const open: SpecError[] = outcome.errors.filter((e) => (refused as readonly string[]).includes(e.field));
  const client = typeof options.client === 'function' ? options.client() : options.client;
  const reading = await askLlm(request, { ...options, client, open });
  // The model could not settle the fields either: the rules' own questions.
  if (reading.spec === null) throw unclear(open);
  const index = placeIndex(options.places);
  const model: Record<string, unknown> = { ...reading.spec };
  if (typeof model.origin === 'string') model.origin = resolveOriginName(model.origin, index);
  const dest = model.destination as { kind?: unknown; name?: unknown } | undefined;
  if (dest && typeof dest.kind === 'string' && typeof dest.name === 'string')
    model.destination = resolveDestinationName({ kind: dest.kind, name: dest.name }, index);
  // Both read it and disagree: refuse with both readings (the choices), unless the person answered it.
  for (const field of COMPARED) {
    if (!(field in outcome.fields) || !(field in model) || field in answers) continue;
    const rules = (outcome.fields as Record<string, unknown>)[field];
    const llm = model[field];
    if (canonical(field, rules) !== canonical(field, llm)) throw twoReadings(field, rules, llm, outcome.provenance.fields[field]?.words ?? []);
  }
  const filled: Record<string, unknown> = {};
  for (const field of refused) if (field in model) filled[field] = model[field];
  const merged = { ...outcome.fields, ...filled } as TripSpecInput;
  const spec = parseTripSpec(merged);
  const llmFields = Object.fromEntries(
    Object.keys(filled).map((f) => [f, { words: [], note: `read by the LLM (the rules: ${open.find((e) => e.field === f)?.message ?? 'not found'})` }]),
  );
  return { spec, provenance: { fields: { ...outcome.provenance.fields, ...llmFields }, ignored: outcome.provenance.ignored } };
}

/** The question of a field the two readers read differently: both readings, as answers a person can pick. */
function twoReadings(field: string, rules: unknown, llm: unknown, words: readonly string[]): UnclearError {
  const choices = [answerText(rules), answerText(llm)];
  const e = new SpecError(
    field,
    `the request reads two ways: the rules read ${shown(rules)}${words.length > 0 ? ` from "${words.join('", "')}"` : ''}, the LLM read ${shown(llm)}`,
    undefined,
    choices.every((c) => c !== undefined) ? (choices as string[]) : undefined,
  );
  return asQuestion(e);
}
