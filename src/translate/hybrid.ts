/**
 * Hybrid: the rules first; the LLM only when the rules could not settle some field. The model is told the
 * settled fields and asked for the rest; where both answered, the rules win. An error of the whole spec
 * with every field read (e.g. dates that disagree with the stated length) is the request's, not a gap the
 * model could fill, so it is reported without asking.
 */
import type { SpecError } from '../errors.ts';
import type { LlmClient } from '../llm/index.ts';
import type { TripSpec, TripSpecInput } from '../spec/index.ts';
import { parseTripSpec } from '../spec/index.ts';
import { askLlm, unclearError, type LlmTranslateOptions } from './llm.ts';
import { placeIndex } from './places.ts';
import { resolveDestinationName, resolveOriginName } from './resolve.ts';
import { readRequest, SPEC_FIELDS } from './rules/index.ts';

export interface HybridOptions extends Omit<LlmTranslateOptions, 'known' | 'open' | 'client'> {
  /** The client, or a maker called only when the LLM is needed. */
  readonly client: LlmClient | (() => LlmClient);
}

export async function translateHybrid(request: string, options: HybridOptions): Promise<TripSpec> {
  const outcome = readRequest(request, options.places, { defaultYear: options.defaultYear });
  if (outcome.spec) return outcome.spec;
  const missing = SPEC_FIELDS.filter((f) => !(f in outcome.fields));
  if (missing.length === 0) throw outcome.errors[0]!;
  const open: SpecError[] = outcome.errors.filter((e) => (missing as readonly string[]).includes(e.field));
  const client = typeof options.client === 'function' ? options.client() : options.client;
  const reading = await askLlm(request, { ...options, client, known: outcome.fields, open });
  const unclear = reading.unclear.filter((u) => (missing as readonly string[]).includes(u.field));
  if (reading.spec === null) {
    // The model could not settle the open fields either: report the rules' own words for the first one.
    const first = open[0] ?? (unclear[0] ? unclearError(unclear[0]) : outcome.errors[0]!);
    throw first;
  }
  const index = placeIndex(options.places);
  const fromModel: Record<string, unknown> = {};
  for (const field of missing) {
    if (field in reading.spec) fromModel[field] = reading.spec[field];
  }
  if (typeof fromModel.origin === 'string') fromModel.origin = resolveOriginName(fromModel.origin, index);
  const dest = fromModel.destination as { kind?: unknown; name?: unknown } | undefined;
  if (dest && typeof dest.kind === 'string' && typeof dest.name === 'string') fromModel.destination = resolveDestinationName({ kind: dest.kind, name: dest.name }, index);
  const merged: Record<string, unknown> = { ...fromModel, ...outcome.fields };
  return parseTripSpec(merged as TripSpecInput);
}

