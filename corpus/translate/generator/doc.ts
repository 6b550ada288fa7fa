/**
 * A request as the generator builds it: blocks of units (a sentence, a line, a field), each unit a run of
 * segments, some of which carry the words of one wish. Rendering joins them and records, for each wish, the
 * character spans of its words in the final text, so a test can delete exactly those words.
 */

/** A wish a request expresses, keyed so its words can be found again: 'houseRules:pets', 'budget', ... */
export interface WishRef {
  readonly field:
    | 'houseRules'
    | 'roomType'
    | 'cuisines'
    | 'avoidCuisines'
    | 'excludeTransport'
    | 'budget'
    | 'wishes.pace'
    | 'wishes.interests'
    | 'wishes.mealPricePerPerson';
  /** The value, for list fields (the house rule, the cuisine, the interest, the transport phrase's id). */
  readonly value?: string;
}

export interface Seg {
  readonly text: string;
  readonly wish?: WishRef;
}

export type Part = string | Seg | readonly Part[];

/** Flatten parts into segments. */
export function segs(...parts: Part[]): Seg[] {
  const out: Seg[] = [];
  const walk = (p: Part) => {
    if (typeof p === 'string') {
      if (p !== '') out.push({ text: p });
    } else if (Array.isArray(p)) for (const q of p as readonly Part[]) walk(q);
    else out.push(p as Seg);
  };
  for (const p of parts) walk(p);
  return out;
}

/** Words that carry a wish. */
export function w(field: WishRef['field'], text: string, value?: string): Seg {
  return { text, wish: value === undefined ? { field } : { field, value } };
}

export interface Unit {
  readonly segs: readonly Seg[];
  /** Stays where it is when sentences are reordered (a greeting, a sign-off, a list header). */
  readonly fixed?: boolean;
}

type BlockKind = 'prose' | 'lines' | 'pipes' | 'bullets';

export interface Block {
  readonly kind: BlockKind;
  readonly units: readonly Unit[];
  /** Text put between units: ' ' or '\n' for prose, '\n' for lines, ' | ' for pipes. */
  readonly sep: string;
  /** For bullets: the marker of each line ('- ', '* ', '• ', or 'n' for "1. ", "2. ", ...). */
  readonly bullet?: string;
}

export interface Doc {
  readonly blocks: readonly Block[];
  /** Text between blocks. */
  readonly blockSep: string;
  readonly transform?: 'lower' | 'upper';
}

export function fixedUnit(...parts: Part[]): Unit {
  return { segs: segs(...parts), fixed: true };
}

export interface Rendered {
  readonly text: string;
  /** For each wish (by key), its spans, in text order. */
  readonly spans: ReadonlyMap<string, { ref: WishRef; spans: [number, number][] }>;
}

export function wishKey(ref: WishRef): string {
  return ref.value === undefined ? ref.field : `${ref.field}:${ref.value}`;
}

export function render(doc: Doc): Rendered {
  const pieces: Seg[] = [];
  doc.blocks.forEach((block, bi) => {
    if (bi > 0) pieces.push({ text: doc.blockSep });
    block.units.forEach((u, ui) => {
      if (ui > 0) pieces.push({ text: block.sep });
      if (block.kind === 'bullets') pieces.push({ text: block.bullet === 'n' ? `${ui + 1}. ` : (block.bullet ?? '- ') });
      pieces.push(...u.segs);
    });
  });
  let text = '';
  const spans = new Map<string, { ref: WishRef; spans: [number, number][] }>();
  for (const p of pieces) {
    const t = doc.transform === 'lower' ? p.text.toLowerCase() : doc.transform === 'upper' ? p.text.toUpperCase() : p.text;
    if (t.length !== p.text.length) throw new Error(`case change altered the length of ${JSON.stringify(p.text)}`);
    if (p.wish) {
      const key = wishKey(p.wish);
      const entry = spans.get(key) ?? { ref: p.wish, spans: [] };
      const last = entry.spans[entry.spans.length - 1];
      if (last && last[1] === text.length) last[1] = text.length + t.length;
      else entry.spans.push([text.length, text.length + t.length]);
      spans.set(key, entry);
    }
    text += t;
  }
  return { text, spans };
}

/** Capitalise the first letter of a run of segments. */
export function capFirst(ss: readonly Seg[]): Seg[] {
  const out = [...ss];
  const i = out.findIndex((s) => s.text !== '');
  if (i >= 0) {
    const s = out[i]!;
    out[i] = { ...s, text: s.text.charAt(0).toUpperCase() + s.text.slice(1) };
  }
  return out;
}

/**
 * Remove sentence punctuation (for the lowercase, punctuation-free style): commas, full stops, colons,
 * semicolons, '!' and '?', except inside numbers ("1,700", "3.2k") and words.
 */
export function stripPunct(ss: readonly Seg[]): Seg[] {
  const all = ss.map((s) => s.text).join('');
  let pos = 0;
  return ss.map((s) => {
    let out = '';
    for (let i = 0; i < s.text.length; i++) {
      const ch = s.text[i]!;
      const g = pos + i;
      const prev = all[g - 1] ?? ' ';
      const next = all[g + 1] ?? ' ';
      const inNumber = /[0-9]/.test(prev) && /[0-9]/.test(next);
      if (/[.,;:!?]/.test(ch) && !inNumber) continue;
      out += ch;
    }
    pos += s.text.length;
    return { ...s, text: out };
  });
}
