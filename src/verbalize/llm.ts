/**
 * LLM prose for a solved plan, used only when it provably says the same thing. The model gets the template
 * text and the exact submission strings (prompts/verbalize.md, read at call time) and writes friendlier prose;
 * the template's cost breakdown is appended to it. Then the prose is re-extracted into submission days by the
 * benchmark's key-component extraction (src/extract) and compared with the plan day by day, field by field,
 * normalising only whitespace; and every figure it states (prices, km, clock times) must be one the template
 * states. Anything else means the template text is used and the differences are reported.
 * The LLM is optional and untrusted: an endpoint that fails also falls back to the template, with the reason.
 */
import { packagePath } from '../common/paths.ts';
import { readFile } from 'node:fs/promises';
import { LlmError } from '../common/errors.ts';
import { extractPlanDetailed, type ExtractOptions, type Extraction } from '../extract/index.ts';
import { addUsage, ZERO_USAGE, type LlmClient, type TokenUsage } from '../llm/index.ts';
import type { Itinerary } from '../tripspec/index.ts';
import { fillTemplate } from '../translate/llm.ts';
import { comparePlans, mismatchSentence, type PlanMismatch } from './compare.ts';
import { plural, travellersText, tripFacts, type VerbalizeOptions } from './facts.ts';
import { renderCostMarkdown, renderMarkdown } from './markdown.ts';
import { submissionPlan } from './submission.ts';
import { renderCostText, renderText, routeLine } from './text.ts';

export const DEFAULT_VERBALIZE_PROMPT_FILE = packagePath('prompts', 'verbalize.md');

type ProseFormat = 'text' | 'markdown';

/** A figure the prose states that the plan does not (day: the "Day N" section it is in, null before any). */
interface FigureMismatch {
  readonly kind: 'figure';
  readonly day: number | null;
  readonly field: 'figure';
  readonly expected: '-';
  readonly found: string;
}

type ProseMismatch = PlanMismatch | FigureMismatch;

type Extractor = (text: string, options: ExtractOptions) => Promise<Extraction>;

export interface ProseOptions extends VerbalizeOptions {
  readonly client: LlmClient;
  readonly format: ProseFormat;
  /** Template with {{dayCount}}, {{style}}, {{overview}}, {{plan}} and {{rows}} (default prompts/verbalize.md). */
  readonly promptFile?: string;
  /** Re-extraction (default: src/extract, with the same client). */
  readonly extract?: Extractor;
  readonly temperature?: number;
  /** Overrides the client's per-call time limit. */
  readonly timeoutMs?: number;
}

interface ProseBase {
  /** What to print: the checked LLM prose, or the template text. */
  readonly text: string;
  readonly format: ProseFormat;
  /** Tokens of the writing and the extraction calls. */
  readonly usage: TokenUsage;
}

export type ProseResult =
  | (ProseBase & { readonly source: 'llm' })
  /** The prose did not describe the same plan: `llmText` is what the model wrote. */
  | (ProseBase & { readonly source: 'template'; readonly reason: 'mismatch'; readonly mismatches: readonly ProseMismatch[]; readonly llmText: string })
  /** The endpoint failed (LlmError message, naming the endpoint and attempt, never the key). */
  | (ProseBase & { readonly source: 'template'; readonly reason: 'llm-error'; readonly error: string });

const STYLE: Readonly<Record<ProseFormat, string>> = {
  text: 'Write plain text (no Markdown): a heading line "Day N (date): ..." for each day, then a short paragraph or a few lines.',
  markdown: 'Write Markdown: a level-2 heading "## Day N ..." for each day, then short paragraphs or a bulleted list; you may bold names.',
};

async function renderVerbalizePrompt(
  itinerary: Itinerary,
  format: ProseFormat,
  options: VerbalizeOptions & { readonly promptFile?: string } = {},
): Promise<string> {
  const file = options.promptFile ?? DEFAULT_VERBALIZE_PROMPT_FILE;
  const template = await readFile(file, 'utf8');
  const f = tripFacts(itinerary, options);
  const overview = `${routeLine(f)}, ${plural(f.days.length, 'day')} from ${f.firstDate} to ${f.lastDate}, ${travellersText(f.travellers)}.`;
  const rows = submissionPlan(itinerary)
    .map((d) => JSON.stringify(d))
    .join('\n');
  return fillTemplate(template, { dayCount: String(itinerary.days.length), style: STYLE[format], overview, plan: renderText(itinerary, options), rows }, file);
}

// Figures the prose may state: dollar amounts, distances in km, clock times.
const FIGURE = /\$\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?km\b|\b\d{1,2}:\d{2}\b/g;

function normaliseFigure(raw: string): string {
  const s = raw.replace(/\s+/g, '');
  if (s.startsWith('$')) return `$${Number(s.slice(1).replaceAll(',', ''))}`;
  if (s.endsWith('km')) return `${s.slice(0, -2).replaceAll(',', '')} km`;
  const [h, m] = s.split(':');
  return `${h!.padStart(2, '0')}:${m}`;
}

/** The figures a text states, normalised ("$1,700" -> "$1700", "0.20 km" stays distinct from "0.2 km"). */
function figuresOf(text: string): { figure: string; raw: string; at: number }[] {
  return [...text.matchAll(FIGURE)].map((m) => ({ figure: normaliseFigure(m[0]), raw: m[0], at: m.index }));
}

/** Figures in `prose` that the template text does not state, each with the "Day N" section it appears in. */
function unsupportedFigures(prose: string, template: string): FigureMismatch[] {
  const known = new Set(figuresOf(template).map((f) => f.figure));
  const headings = [...prose.matchAll(/\bDay\s+(\d+)\b/g)].map((m) => ({ at: m.index, day: Number(m[1]) }));
  const out: FigureMismatch[] = [];
  for (const f of figuresOf(prose)) {
    if (known.has(f.figure)) continue;
    const heading = headings.filter((h) => h.at < f.at).pop();
    out.push({ kind: 'figure', day: heading ? heading.day : null, field: 'figure', expected: '-', found: f.raw });
  }
  return out;
}

function proseMismatchSentence(m: ProseMismatch): string {
  return m.kind === 'figure' ? `${m.day !== null ? `day ${m.day}` : 'before the first day'}: "${m.found}" is not a figure of the plan` : mismatchSentence(m);
}

/** A one-line warning for stderr, or undefined when the LLM prose was used. */
export function proseWarning(result: ProseResult): string | undefined {
  if (result.source === 'llm') return undefined;
  switch (result.reason) {
    case 'mismatch': {
      const shown = result.mismatches.slice(0, 6).map(proseMismatchSentence);
      const more = result.mismatches.length > shown.length ? `; and ${result.mismatches.length - shown.length} more` : '';
      return `--prose llm: the LLM's text does not describe the same plan, so the template text is shown instead (${shown.join('; ')}${more})`;
    }
    case 'llm-error':
      return `--prose llm: no LLM text (${result.error}), so the template text is shown instead`;
  }
}

const template = (itinerary: Itinerary, format: ProseFormat, options: VerbalizeOptions): string =>
  format === 'markdown' ? renderMarkdown(itinerary, options) : renderText(itinerary, options);

/** LLM prose for the itinerary when it re-extracts into the same plan; else the template text, with why. */
export async function verbalizeWithLlm(itinerary: Itinerary, options: ProseOptions): Promise<ProseResult> {
  const { client, format } = options;
  const fallback = template(itinerary, format, options);
  const extract = options.extract ?? extractPlanDetailed;
  let usage = ZERO_USAGE;
  try {
    const prompt = await renderVerbalizePrompt(itinerary, format, options);
    const reply = await client.chat(
      [
        { role: 'system', content: 'You write friendly travel itineraries from fixed plans, changing no fact.' },
        { role: 'user', content: prompt },
      ],
      { temperature: options.temperature ?? 0.3, ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}) },
    );
    usage = reply.usage;
    const prose = stripFence(reply.text);
    const text = `${prose}\n\n${format === 'markdown' ? renderCostMarkdown(itinerary) : renderCostText(itinerary)}`;
    const extraction = await extract(text, {
      client,
      days: itinerary.days.length,
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    });
    usage = addUsage(usage, extraction.usage);
    const mismatches: ProseMismatch[] = [
      ...comparePlans(submissionPlan(itinerary), extraction.plan),
      ...unsupportedFigures(prose, renderText(itinerary, options)),
    ];
    if (mismatches.length === 0) return { source: 'llm', text, format, usage };
    return { source: 'template', reason: 'mismatch', mismatches, llmText: text, text: fallback, format, usage };
  } catch (e) {
    if (!(e instanceof LlmError)) throw e;
    return { source: 'template', reason: 'llm-error', error: e.message, text: fallback, format, usage };
  }
}

/** A reply wrapped whole in one code fence loses the fence. */
function stripFence(text: string): string {
  const t = text.trim();
  const fence = /^```[a-z]*\s*\n([\s\S]*?)\n?```$/i.exec(t);
  return fence ? fence[1]!.trim() : t;
}
