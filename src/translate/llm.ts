/**
 * The LLM translator: the same contract as the rules (a validated TripSpec, or a SpecError naming the field)
 * through the shared client. The prompt is prompts/translate.md, read when called. The reply is an envelope
 * {spec, unclear}: `spec` is checked against schemas/trip-spec.schema.json (one repair round), then its place
 * names are resolved against the sandbox like the rules resolve them, then parseTripSpec; `unclear` lets the
 * model refuse a field instead of guessing.
 */
import { packagePath } from '../common/paths.ts';
import { readFile } from 'node:fs/promises';
import { InternalError, SpecError, type UnclearError } from '../common/errors.ts';
import type { LlmClient, TokenUsage } from '../llm/index.ts';
import {
  CUISINES,
  HOUSE_RULES,
  INTEREST_WORDS,
  INTERESTS,
  PACES,
  ROOM_TYPES,
  TRANSPORT_MODES,
  TripSpec,
  parseTripSpec,
  type TripSpecInput,
} from '../tripspec/index.ts';
import { placeIndex, type PlaceNames } from './places.ts';
import { asQuestion, unclear } from './questions.ts';
import { resolveCityNames, resolveDestinationName, resolveOriginName } from './resolve.ts';
import { readRequest, SPEC_FIELDS, type RulesFields } from './rules/index.ts';
import type { Answers } from './rules/answers.ts';

export const DEFAULT_PROMPT_FILE = packagePath('prompts', 'translate.md');
const TRIP_SPEC_SCHEMA_FILE = packagePath('schemas', 'trip-spec.schema.json');

interface Unclear {
  readonly field: string;
  readonly quote?: string;
  readonly reason: string;
}

export interface LlmReading {
  readonly spec: Record<string, unknown> | null;
  readonly unclear: readonly Unclear[];
  readonly usage: TokenUsage;
  readonly rounds: 1 | 2;
}

export interface LlmTranslateOptions {
  readonly client: LlmClient;
  readonly places: PlaceNames;
  readonly defaultYear?: number | undefined;
  /** Template file with {{placeholders}} (default prompts/translate.md). */
  readonly promptFile?: string | undefined;
  /** Hybrid: fields already read by the rules, given to the model as settled. */
  readonly known?: RulesFields | undefined;
  /** Hybrid: the fields still open, with why. */
  readonly open?: readonly SpecError[] | undefined;
  /** A person's answers to earlier questions (field -> words): read by the rules' answer reader, they win over the model's reading. */
  readonly answers?: Answers | undefined;
}

const schemaCache = new Map<string, Record<string, unknown>>();

/** The reply schema: {spec: TripSpec | null, unclear: [...]}, with schemas/trip-spec.schema.json inside. */
export async function replySchema(file = TRIP_SPEC_SCHEMA_FILE): Promise<Record<string, unknown>> {
  let schema = schemaCache.get(file);
  if (!schema) {
    const { $schema: _s, $id: _i, title: _t, ...tripSpec } = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        spec: { anyOf: [tripSpec, { type: 'null' }] },
        unclear: {
          type: 'array',
          items: {
            type: 'object',
            properties: { field: { type: 'string', enum: [...SPEC_FIELDS] }, quote: { type: 'string' }, reason: { type: 'string', minLength: 1 } },
            required: ['field', 'reason'],
          },
        },
      },
      required: ['spec', 'unclear'],
    };
    schemaCache.set(file, schema);
  }
  return schema;
}

/** Fill {{name}} placeholders; a placeholder without a value, or a value without a placeholder, is a bug. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, file: string): string {
  const used = new Set<string>();
  const out = template.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new InternalError(`${file}: the placeholder {{${name}}} has no value`);
    used.add(name);
    return values[name]!;
  });
  for (const name of Object.keys(values)) if (!used.has(name)) throw new InternalError(`${file}: no {{${name}}} placeholder`);
  return out;
}

function knownText(known: RulesFields | undefined, open: readonly SpecError[] | undefined): string {
  const lines: string[] = [];
  if (known && Object.keys(known).length > 0) {
    lines.push('These fields were already read from the request without doubt; copy them into "spec" unchanged:', JSON.stringify(known));
  }
  if (open && open.length > 0) {
    lines.push(
      known && Object.keys(known).length > 0
        ? 'Read the remaining fields. What a rule-based reader found unclear about them:'
        : 'Read every field yourself. A rule-based reader could not settle these:',
    );
    for (const e of open) lines.push(`- ${e.message}`);
  }
  return lines.join('\n');
}

export async function renderTranslatePrompt(
  request: string,
  options: Pick<LlmTranslateOptions, 'defaultYear' | 'promptFile' | 'known' | 'open'>,
): Promise<string> {
  const file = options.promptFile ?? DEFAULT_PROMPT_FILE;
  const template = await readFile(file, 'utf8');
  const list = (xs: readonly string[]) => xs.map((x) => JSON.stringify(x)).join(', ');
  return fillTemplate(
    template,
    {
      request,
      houseRules: list(HOUSE_RULES),
      cuisines: list(CUISINES),
      roomTypes: list(ROOM_TYPES),
      transportModes: list(TRANSPORT_MODES),
      interests: INTERESTS.map((i) => `${JSON.stringify(i)} (${INTEREST_WORDS[i]})`).join(', '),
      paces: list(PACES),
      yearRule:
        options.defaultYear !== undefined
          ? `When the request gives no year, the year is ${options.defaultYear}.`
          : 'When the request gives no year, do not guess one: the dates are unclear (field "startDate").',
      known: knownText(options.known, options.open),
    },
    file,
  );
}

/** What the model read: a raw spec (names not yet resolved) or the fields it found unclear. */
export async function askLlm(request: string, options: LlmTranslateOptions): Promise<LlmReading> {
  const prompt = await renderTranslatePrompt(request, options);
  const schema = await replySchema();
  const reply = await options.client.chatJson<{ spec: Record<string, unknown> | null; unclear: Unclear[] }>(
    [
      { role: 'system', content: 'You translate travel requests into JSON constraint specs. You answer with JSON only.' },
      { role: 'user', content: prompt },
    ],
    {
      schema,
      name: 'trip_spec_reply',
      temperature: 0,
      // Beyond the schema: the spec's own rules (dates agree with days, one city for a city destination, ...).
      check: (value) => {
        const spec = (value as { spec: unknown }).spec;
        if (spec === null)
          return (value as { unclear: unknown[] }).unclear.length === 0 ? ['/spec is null but /unclear is empty: name the unclear fields'] : [];
        const result = TripSpec.safeParse(spec);
        return result.success ? [] : result.error.issues.map((i) => `/spec/${i.path.join('/')} ${i.message}`);
      },
    },
  );
  return { spec: reply.value.spec, unclear: reply.value.unclear, usage: reply.usage, rounds: reply.rounds };
}

function unclearError(u: Unclear): SpecError {
  return new SpecError(u.field, `unclear in the request: ${u.reason}`, u.quote);
}

/** The model's `unclear` list as questions (the fields a person answered are settled, whatever the model says). */
function unclearOf(list: readonly Unclear[], answers: Answers = {}): UnclearError {
  const open = list.filter((u) => !(u.field in answers));
  return unclear((open.length > 0 ? open : list).map(unclearError));
}

/** A person's answers as field values, read by the rules' answer reader (an unreadable answer is asked again). */
interface AnsweredFields {
  readonly fields: Record<string, unknown>;
  /** wishes.* answers: the wish each sets (undefined: none). */
  readonly wishes: Record<string, unknown>;
}

function answeredFields(request: string, options: Pick<LlmTranslateOptions, 'places' | 'defaultYear' | 'answers'>): AnsweredFields {
  const answers = options.answers ?? {};
  if (Object.keys(answers).length === 0) return { fields: {}, wishes: {} };
  const outcome = readRequest(request, options.places, { defaultYear: options.defaultYear, answers });
  const refused = outcome.errors.filter((e) => e.field in answers);
  if (refused.length > 0) throw unclear(refused);
  const read = outcome.fields as Record<string, unknown>;
  const readWishes = (read.wishes ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  const wishes: Record<string, unknown> = {};
  for (const field of Object.keys(answers)) {
    if (field.startsWith('wishes.')) wishes[field.slice('wishes.'.length)] = readWishes[field.slice('wishes.'.length)];
    else if (field in read) fields[field] = read[field];
  }
  return { fields, wishes };
}

/** The model's spec with the answered fields put in (the person's answer wins). */
function withAnswers(spec: Record<string, unknown>, answered: AnsweredFields): Record<string, unknown> {
  const out: Record<string, unknown> = { ...spec, ...answered.fields };
  if (Object.keys(answered.wishes).length > 0) {
    const wishes = { ...((spec.wishes ?? {}) as Record<string, unknown>), ...answered.wishes };
    out.wishes = Object.fromEntries(Object.entries(wishes).filter(([, v]) => v !== undefined));
  }
  return out;
}

/** Resolve the place names of a model's spec against the sandbox, then validate it as a TripSpec. */
export function resolveSpec(raw: Record<string, unknown>, places: PlaceNames): TripSpec {
  const index = placeIndex(places);
  const spec: Record<string, unknown> = { ...raw };
  if (typeof raw.origin === 'string') spec.origin = resolveOriginName(raw.origin, index);
  const dest = raw.destination as { kind?: unknown; name?: unknown } | undefined;
  if (dest && typeof dest.name === 'string' && typeof dest.kind === 'string')
    spec.destination = resolveDestinationName({ kind: dest.kind, name: dest.name }, index);
  if (Array.isArray(raw.cities)) spec.cities = resolveCityNames(raw.cities, index);
  return parseTripSpec(spec as TripSpecInput);
}

/** Translate with the LLM alone. A field it cannot settle (or names a place the sandbox lacks) is a question: an UnclearError. */
export async function translateLlm(request: string, options: LlmTranslateOptions): Promise<TripSpec> {
  const answered = answeredFields(request, options);
  const known = Object.keys(answered.fields).length > 0 ? { ...options.known, ...answered.fields } : options.known;
  const reading = await askLlm(request, { ...options, known });
  if (reading.spec === null) throw unclearOf(reading.unclear, options.answers);
  try {
    return resolveSpec(withAnswers(reading.spec, answered), options.places);
  } catch (e) {
    throw e instanceof SpecError ? asQuestion(e) : e;
  }
}
