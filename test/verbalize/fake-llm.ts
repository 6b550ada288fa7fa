/**
 * A scripted stand-in for the model behind the local OpenAI-compatible server: a "writer" that turns the
 * submission rows quoted in the verbalize prompt into prose (optionally with a planted mistake), and an
 * "extractor" that reads such prose back into submission days, as the key-component extraction would. Both
 * work only from what the request carries, so the verbaliser is tested end to end over real HTTP.
 */
import type { PlanDay } from '../../src/tripspec/index.ts';
import type { Handler, RecordedRequest } from '../helpers/openai-server.ts';

export interface Mistakes {
  /** Name another restaurant for this day's meal. */
  readonly swap?: { readonly day: number; readonly slot: 'breakfast' | 'lunch' | 'dinner'; readonly to: string };
  /** Leave this day out. */
  readonly dropDay?: number;
  /** Add a price the plan does not have, in this day's section. */
  readonly strayPrice?: { readonly day: number; readonly text: string };
  /** Write Markdown (headings and bullets) instead of plain lines. */
  readonly markdown?: boolean;
}

const WRITER_SYSTEM = /^You write friendly travel itineraries/;

export const isWriteCall = (r: RecordedRequest): boolean => WRITER_SYSTEM.test(String(r.body?.messages?.[0]?.content ?? ''));

/** The rows the verbalize prompt quotes: one JSON object per line. */
export function rowsOfPrompt(prompt: string): PlanDay[] {
  return prompt
    .split('\n')
    .filter((l) => l.startsWith('{"days":'))
    .map((l) => JSON.parse(l) as PlanDay);
}

/** The text the extraction prompt quotes between its last <<< and >>>. */
export function textOfExtractPrompt(prompt: string): string {
  const start = prompt.lastIndexOf('<<<');
  const end = prompt.lastIndexOf('>>>');
  return prompt.slice(start + 3, end).trim();
}

export function writeProse(rows: readonly PlanDay[], mistakes: Mistakes = {}): string {
  const md = mistakes.markdown ?? false;
  const out: string[] = [];
  for (const row of rows) {
    if (row.days === mistakes.dropDay) continue;
    const travel = row.current_city.startsWith('from ');
    out.push(`${md ? '## ' : ''}Day ${row.days}: ${travel ? `travelling ${row.current_city}.` : `a full day in ${row.current_city}.`}`);
    const line = (s: string) => out.push(`${md ? '- ' : ''}${s}`);
    if (row.transportation !== '-') line(`Getting there: ${row.transportation}.`);
    for (const slot of ['breakfast', 'lunch', 'dinner'] as const) {
      const venue = mistakes.swap && mistakes.swap.day === row.days && mistakes.swap.slot === slot ? mistakes.swap.to : row[slot];
      if (venue !== '-') line(`${slot[0]!.toUpperCase()}${slot.slice(1)} at ${venue}.`);
    }
    if (row.attraction !== '-')
      line(
        `Sights: ${row.attraction
          .split(';')
          .filter((s) => s !== '')
          .join('; ')}.`,
      );
    if (mistakes.strayPrice?.day === row.days) line(mistakes.strayPrice.text);
    if (row.accommodation !== '-') line(`Overnight at ${row.accommodation}.`);
    out.push('');
  }
  return out.join('\n').trim();
}

const stripDot = (s: string): string => (s.endsWith('.') ? s.slice(0, -1) : s);

/** Reads writeProse's output back into submission days, numbered 1, 2, ... in order (as the extractor must). */
export function readProse(text: string): PlanDay[] {
  const sections = text.split(/^(?:## )?Day \d+: /m).slice(1);
  return sections.map((section, i) => {
    const lines = section.split('\n').map((l) => l.replace(/^- /, '').trim());
    const day: PlanDay = { days: i + 1, current_city: '-', transportation: '-', breakfast: '-', attraction: '-', lunch: '-', dinner: '-', accommodation: '-' };
    const head = stripDot(lines[0]!);
    day.current_city = head.startsWith('travelling ') ? head.slice('travelling '.length) : head.replace(/^a full day in /, '');
    for (const l of lines.slice(1)) {
      const field = (prefix: string) => (l.startsWith(prefix) ? stripDot(l.slice(prefix.length)) : undefined);
      day.transportation = field('Getting there: ') ?? day.transportation;
      day.breakfast = field('Breakfast at ') ?? day.breakfast;
      day.lunch = field('Lunch at ') ?? day.lunch;
      day.dinner = field('Dinner at ') ?? day.dinner;
      day.accommodation = field('Overnight at ') ?? day.accommodation;
      const sights = field('Sights: ');
      if (sights !== undefined)
        day.attraction = sights
          .split('; ')
          .map((s) => `${s};`)
          .join('');
    }
    return day;
  });
}

/** A server handler: the writer for verbalize calls, the extractor for everything else. */
export function fakeLlm(mistakes: Mistakes = {}): Handler {
  return (request) => {
    const prompt = String(request.body?.messages?.[1]?.content ?? '');
    if (isWriteCall(request)) return { content: writeProse(rowsOfPrompt(prompt), mistakes) };
    return { content: JSON.stringify({ plan: readProse(textOfExtractPrompt(prompt)) }) };
  };
}
