/** Small text helpers for the rule translator: clauses, negation, quoting. */

/** Periods that do not end a sentence: "St. Louis", "Ste. Marie", "D.C.", "1.7k", "a.m.". */
const NOT_SENTENCE_END = /(?:\b(?:St|Ste|Ft|Mt|Mr|Mrs|Ms|Dr|Jr|vs|approx|etc|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Jan|Feb)|\b[A-Za-z]\.[A-Za-z]|\d)$/;

/** Where new clauses begin: after . ! ? ; or at a conjunction that starts a new statement. */
export function clauseBounds(text: string, index: number): [number, number] {
  const boundaries = clauseBoundaries(text);
  let start = 0;
  let end = text.length;
  for (const b of boundaries) {
    if (b <= index) start = b;
    else {
      end = b;
      break;
    }
  }
  return [start, end];
}

const boundaryCache = new Map<string, number[]>();

export function clauseBoundaries(text: string): number[] {
  const cached = boundaryCache.get(text);
  if (cached) return cached;
  const out = new Set<number>();
  for (const m of text.matchAll(/[.!?;:]+(?=\s|$)/g)) {
    if (m[0] === '.' && NOT_SENTENCE_END.test(text.slice(Math.max(0, m.index - 6), m.index))) continue;
    out.add(m.index + m[0].length);
  }
  for (const m of text.matchAll(/[!?;]/g)) out.add(m.index + 1);
  // A comma or conjunction before a new subject or a contrast starts a new clause.
  const subject = String.raw`(?:we|i|our|my|it|it's|they|there|he|she|you|please|that|this|the trip|the budget)\b`;
  const conjunction = String.raw`(?:but|although|though|however|whereas|while|yet|so|since|because|as|also|plus|and|additionally)\b`;
  for (const m of text.matchAll(new RegExp(String.raw`,\s+(?=${subject}|${conjunction})`, 'gi'))) out.add(m.index + 1);
  for (const m of text.matchAll(new RegExp(String.raw`\s(?=(?:but|although|though|however|whereas|yet)\b)`, 'gi'))) out.add(m.index + 1);
  for (const m of text.matchAll(new RegExp(String.raw`\s(?=(?:and|so|as|since|because|while)\s+${subject})`, 'gi'))) out.add(m.index + 1);
  // "We won't be driving and would like French food": a second verb starts a new statement.
  const verb = String.raw`(?:would|want|wants|need|needs|prefer|prefers|like|love|require|requires|hope|plan|will|shall|should|must|can|could|are|is|have|has|also|please|enjoy|['’]d)\b`;
  for (const m of text.matchAll(new RegExp(String.raw`\s(?=(?:and|but)\s+${verb})`, 'gi'))) out.add(m.index + 1);
  const list = [...out].sort((a, b) => a - b);
  if (boundaryCache.size > 256) boundaryCache.clear();
  boundaryCache.set(text, list);
  return list;
}

const NEGATION = /(?:\b(?:no|not|never|without|avoid|avoiding|avoids|nor|neither|non(?![\s-]*stop)|none|nothing|cannot|except|instead\s+of|excluding|exclude|skip|skipping|against)\b|n['’]t\b|\bdont\b|\bwont\b|\bcant\b)/i;
const TRAILING_NEGATION = /^[\s,]*(?:-\s*free\b|(?:is|are|was|were|will\s+be|would\s+be|must\s+be|should\s+be|shall\s+be)\s+(?:not|never)\b|(?:isn['’]t|aren['’]t|won['’]t\s+be|can['’]t\s+be|shouldn['’]t\s+be)\b|(?:are|is)\s+(?:a\s+)?(?:no[- ]go|out of the question|off the table)\b)/i;

/**
 * Whether the words at [start, end) are negated in their clause: "no flights", "not a shared room",
 * "non-self-driving", "we'd rather not drive", "parties are not allowed", "smoke-free".
 * Looks back at most `window` words.
 */
export function isNegated(text: string, start: number, end: number, window = 7, listWords?: RegExp): boolean {
  const [clauseStart, clauseEnd] = clauseBounds(text, start);
  const before = text.slice(clauseStart, start);
  const words = before.split(/\s+/).filter((w) => w !== '');
  const recent = words.slice(-window).join(' ');
  const negations = [...recent.matchAll(new RegExp(NEGATION.source, 'gi'))];
  const last = negations[negations.length - 1];
  if (last) {
    // A comma ends the negation ("no self-driving, Italian food") unless the negated words and all that
    // follows them are a list of the same things ("no flights, taxis or driving").
    const gap = recent.slice(last.index + last[0].length);
    const comma = gap.indexOf(',');
    if (comma < 0) return true;
    if (listWords && new RegExp(listWords.source, 'i').test(gap.slice(0, comma))) {
      const rest = gap.slice(comma).replace(new RegExp(listWords.source, 'gi'), ' ').replace(/\b(?:and|or|nor|either|neither|any|also)\b|[,&\s-]/gi, '');
      if (rest === '') return true;
    }
  }
  if (/\bthan\s*$/i.test(before) && /\b(?:rather|prefer|preferably|sooner|instead)\b/i.test(before)) return true;
  if (/\bnon-\s*$/i.test(before)) return true;
  const after = text.slice(end, clauseEnd);
  return TRAILING_NEGATION.test(after.slice(0, 60));
}

/** The text of a match, trimmed, for quoting in an error. */
export function quote(text: string, start: number, end: number): string {
  return text.slice(start, end).trim().replace(/\s+/g, ' ');
}

/** Distinct values of a list, in first-seen order. */
export function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

const PERMISSIVE_BEFORE = /(?:\b(?:do|does|would|will)\s+not\s+mind|n['’]t\s+mind|\bfine\s+with|\bok(?:ay)?\s+with|\bopen\s+to|\bhappy\s+(?:with|to)|\bno\s+(?:problem|issue)\s+with|\bcomfortable\s+with|\bdon['’]t\s+care\s+(?:about|if)|\beither\s+way|\bflexible\s+(?:on|about)|\bno\s+(?:specific\s+|particular\s+)?preferences?\b)/i;
const PERMISSIVE_AFTER = /^[\s,]*(?:(?:is|are|would\s+be|will\s+be)\s+)?(?:(?:totally|perfectly|also|just)\s+)?(?:fine|ok(?:ay)?|acceptable|no\s+problem|not\s+a\s+problem|an\s+option|possible|alright|all\s+right)\b/i;

export type Polarity = 'wanted' | 'negated' | 'permitted';

/**
 * How the words at [start, end) are meant: wanted ("we need pet-friendly places"), negated ("no flights",
 * "we'd rather not drive"), or only permitted ("shared rooms are fine", "we don't mind flying"), which
 * asks for nothing.
 */
export function polarity(text: string, start: number, end: number, window = 7, listWords?: RegExp): Polarity {
  const [clauseStart, clauseEnd] = clauseBounds(text, start);
  const recent = text.slice(clauseStart, start).split(/\s+/).filter((w) => w !== '').slice(-window).join(' ');
  if (PERMISSIVE_BEFORE.test(recent) || PERMISSIVE_AFTER.test(text.slice(end, clauseEnd).slice(0, 40))) return 'permitted';
  return isNegated(text, start, end, window, listWords) ? 'negated' : 'wanted';
}
