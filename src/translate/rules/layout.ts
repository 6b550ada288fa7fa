/**
 * Layout: the request as written is structure. Lines, bullets, " | "-separated fields and "Key: value" fields
 * become units; nothing is read across a unit's edge (a date range on one line and "Guests: 2" on the next are
 * two units, never "04 Guests"). Sentences split a unit further. A key names the field its value is for.
 *
 * Offsets: every span refers to the request as given. The text the readers match against is a folded copy of
 * the same length (curly quotes, dashes and odd spaces made plain, one character for one), so a match's
 * offsets are the original's and quotes are taken from the original.
 */

import { foldWords } from './word-folds.ts';

/** The fields a "Key:" can name. `start`/`end` keys name a place or a date, whichever the value is. */
export type KeyRole =
  | 'origin'
  | 'destination'
  | 'cityCount'
  | 'dates'
  | 'start'
  | 'end'
  | 'days'
  | 'travellers'
  | 'budget'
  | 'houseRules'
  | 'roomType'
  | 'cuisines'
  | 'transport'
  | 'avoid'
  | 'pace'
  | 'interests'
  | 'mealPrice'
  /** "Children: 2" beside "Adults: 2": more travellers. */
  | 'children'
  /** "Nice to have:", "NICE:", "Optional:": wishes said not to be required. */
  | 'nice';

interface Key {
  readonly raw: string;
  readonly role: KeyRole | undefined;
  readonly start: number;
  readonly end: number;
  /** Set when the key stood alone on a line above and this unit is one item of its value. */
  readonly inherited?: boolean;
  /** "Updated headcount:", "New budget:": the value replaces what was said before. */
  readonly corrects?: boolean;
  /** The key is a question the line before asked ("Where are you travelling from?" then "Ogden"). */
  readonly asked?: boolean;
  /** The value was crossed out ("Room: ✔ private room ✘ shared"): what it names is ruled out. */
  readonly crossed?: boolean;
}

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface Unit extends Span {
  readonly index: number;
  /** The key of a "Key: value" field; the unit's span is then the value's. */
  readonly key: Key | undefined;
  /** Sentences of the unit, in order, covering it. */
  readonly sentences: readonly Span[];
  /** Who says it in a pasted conversation: the planner's side ("Agent:", "Q:") or the traveller's ("Me:", "A:"). */
  readonly speaker?: 'planner' | 'traveller';
  /** An earlier message quoted below a reply ("> Dates: ...", after "-----Original Message-----"): what the reply says wins. */
  readonly quoted?: boolean;
}

export interface Layout {
  /** The request as given. */
  readonly original: string;
  /** Same length as `original`, folded for matching. */
  readonly text: string;
  readonly units: readonly Unit[];
  /** The options of a form left unticked ("[ ] Entire home" beside "[x] Pet-friendly"): not chosen, so not read. */
  readonly unticked: readonly Span[];
}

const FOLDS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
  '\t': ' ',
  '\u2022': '*',
  '\u00B7': '*',
  '\u2192': '>',
  '\u27A1': '>',
  '\u21D2': '>',
};

/** The same text, one character for one, with typographic variants made plain and words read as written (word-folds.ts). */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    // Characters outside the BMP take two code units; keep the length by padding.
    const f = FOLDS[ch];
    out += f ?? (ch.length === 2 ? '  ' : ch);
  }
  return foldWords(out);
}

const KEY_ROLES: readonly [RegExp, KeyRole][] = [
  [
    /^(?:from|origin|departure (?:city|point|airport|location)|departing(?: from| city)?|depart(?:ing)? from|leaving(?: from)?|starting (?:point|city|location|from|in)|start (?:city|point|location)|home(?: city| base| town)?|hometown|based in|flying out of|we live in|coming from|origin city)$/,
    'origin',
  ],
  [
    /^(?:to|destinations?|dest|going to|heading to|visiting|visit|where(?: to)?|trip to|cities|state|region|arrival city|arriving in|place to visit|places to visit)$/,
    'destination',
  ],
  [
    /^(?:(?:number|no|#) of (?:cities|stops|towns)(?: to (?:visit|see|cover|hit|do))?|(?:cities|stops|towns) to (?:visit|see|cover|hit|do|explore|tour)|city count|how many cities|stops)$/,
    'cityCount',
  ],
  [/^(?:dates?|when|travel dates?|trip dates?|timing|period|dates of travel|travel window|schedule)$/, 'dates'],
  [
    /^(?:start(?:ing)?(?: date)?|departure(?: date)?|depart(?:ing)?(?: on| date)?|leav(?:e|ing)(?: on| date)?|check[ -]?in|arriv(?:e|al|ing)(?: date)?|outbound|begin(?:ning)?|first day)$/,
    'start',
  ],
  [/^(?:end(?:ing)?(?: date)?|return(?:ing)?(?: on| date)?|back|coming back|check[ -]?out|inbound|last day)$/, 'end'],
  [/^(?:days?|length|duration|trip length|length of (?:the )?trip|how long|nights?|(?:number|no|#) of (?:days|nights))$/, 'days'],
  [/^(?:(?:#|no|number)\s*(?:of\s+)?)?(?:children|kids|child|minors|infants|toddlers|teens)(?:\s+count)?$/, 'children'],
  [
    /^(?:guests?|people|persons|travell?ers?|traveler|headcount|head count|party(?: size)?|group(?: size)?|pax|ppl|peeps|# ppl|# pax|who|(?:number|no|#) of (?:people|persons|travell?ers|guests)|adults|travell?ing|size of (?:the )?(?:group|party)|personnel|crew|roster|attendees|passengers|who'?s (?:going|coming|travell?ing))$/,
    'travellers',
  ],
  [
    /^(?:budget|(?:max(?:imum)?|total|overall|trip|daily|per day|per person|per head) budget|budget (?:cap|limit|per day|per person|per head|daily|pp|each)|spend(?:ing)?(?: limit)?|max(?:imum)? spend|money|limit|cap|funds)$/,
    'budget',
  ],
  [
    /^(?:must allow|house rules?|(?:lodging |listing )?rules|allow(?:ed)?|needs|requirements|must haves?|must-haves?|special (?:needs|requests))$/,
    'houseRules',
  ],
  [/^(?:room(?: type)?|lodging(?: type)?|accommodations?(?: type)?|stay|where to stay|housing|place to stay|sleeping)$/, 'roomType'],
  [/^(?:cuisines?|food|meals?|eat(?:ing)?|dining|restaurants?|food preferences?|cravings?|food wishes)$/, 'cuisines'],
  [/^(?:transport(?:ation)?|travel(?: by| mode)?|getting there|mode(?: of (?:travel|transport))?|getting around|how we travel|travel method)$/, 'transport'],
  [
    /^(?:avoid|no|not|exclude|don'?t want|do not want|no[- ]gos?|dislikes?|nope|never|deal ?breakers?|deal-breakers?|hard no'?s|must not|must avoid|please avoid)$/,
    'avoid',
  ],
  [/^(?:pace|tempo|style)$/, 'pace'],
  [/^(?:nice|nice to haves?|nice-to-haves?|would be nice|optional|bonus|if possible|not required)$/, 'nice'],
  [/^(?:interests?|we (?:like|love|enjoy)|likes|into|hobbies|what we like|things we like|sights)$/, 'interests'],
  [
    /^(?:meal (?:budget|price|prices|cost|costs)|price per meal|cost per meal|meals? (?:budget|price|prices|cost)|food budget per (?:person|meal)|per meal|restaurant (?:budget|price|prices))$/,
    'mealPrice',
  ],
];

const CORRECTING_KEY = /^(?:updated|new|revised|corrected|actual|changed|final|real)\s+/;

/** Keys as programs and forms write them ("budget_usd", "n_cities", "traveler_count", "dest_state"). */
const MORE_KEYS: readonly [RegExp, KeyRole][] = [
  [
    /^(?:n|num|number|no|count|total) (?:of )?(?:cities|stops|towns|destinations)$|^(?:cities|city|destinations?) (?:count|number|num)$|^num cities$/,
    'cityCount',
  ],
  [/^(?:dest|destination) (?:state|city|region)$|^(?:destination|dest) \(?(?:state|city)\)?$|^region$/, 'destination'],
  [/^(?:origin|from|departure|home) (?:city|state|airport)$/, 'origin'],
  [
    /^(?:traveller|traveler|travellers|travelers|people|guest|guests|pax|party|group|adult|adults|person|persons) (?:count|number|num|size|total)$|^(?:n|num|number|no|count|total) (?:of )?(?:travell?ers|people|guests|pax|persons|adults)$/,
    'travellers',
  ],
  [/^(?:length|duration|trip length|trip) (?:days|in days|\(days\))$|^(?:n|num|number|no) (?:of )?(?:days|nights)$|^days total$/, 'days'],
  [/^(?:budget|total budget|max budget|budget total|total) (?:usd|in usd|\(usd\)|dollars|\$|in dollars)$|^budget (?:max|cap|limit|total)$/, 'budget'],
  [/^(?:start|departure|depart|leave|leaving|check in) (?:date|day|on)$|^(?:start|begin)$/, 'start'],
  [/^(?:end|return|back|check out) (?:date|day|on)$/, 'end'],
  [/^(?:house rules?|house rule|lodging rules?|rules) (?:needed|required)?$|^must allow$|^allows?$/, 'houseRules'],
  [/^(?:room|lodging|accommodation) (?:type|preference|kind)$/, 'roomType'],
  [/^(?:cuisines?|food) (?:wishes|preferences?|requests?|type|types)$/, 'cuisines'],
];

export function keyRole(key: string): KeyRole | undefined {
  // "Number of travelers (including you)": a note in parentheses is no part of the key.
  // ("Traveler(s)": the plural in parentheses is the key's own.)
  const k = key
    .toLowerCase()
    .replace(/\(s\)/g, 's')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/['’]/g, "'")
    .replace(/_/g, ' ')
    .replace(/[^a-z0-9#' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(CORRECTING_KEY, '');
  for (const [re, role] of KEY_ROLES) if (re.test(k)) return role;
  for (const [re, role] of MORE_KEYS) if (re.test(k)) return role;
  // "[x] decide where", "please confirm dates": a key after a verb of the writer's checklist.
  const bare = k.replace(/^(?:decide|choose|pick|confirm|book|add|set|check|figure out|sort out|finalize|finalise)\s+/, '');
  if (bare !== k) return keyRole(bare);
  return undefined;
}

/** "Key: value" at the start of a field: a short key of words, then ":" or "=". */
const KEY_VALUE =
  /^\s*([A-Za-z#][A-Za-z0-9#_'’ &/()-]{0,34}?)\s*[:=]\s+(?=\S)|^\s*([A-Za-z#][A-Za-z0-9#_'’ &/()-]{0,34}?)\s*(?:=|:(?!\d))(?=\S)|^\s*([A-Za-z#][A-Za-z0-9#_'’ &/()-]{0,34}?)\s*[:=]\s*$/;
/** A month's name in any case, for a pattern that is otherwise case-sensitive. */
const ANY_CASE_MONTH =
  String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`.replace(
    /[a-z]/g,
    (c) => `[${c}${c.toUpperCase()}]`,
  );
/** A bullet or a list number ("1." but not the day of "17. April 2022"). */
const BULLET = new RegExp(String.raw`^\s*(?:[-*+>]|\d{1,2}[.)](?!\s+${ANY_CASE_MONTH}\b)|[a-z][.)]|\[[ xX✓✔*-]?\])\s+`);
/** Periods that do not end a sentence: "St. Louis", "Mar. 16", "D.C.", "1.7k", "a.m.". */
const NOT_SENTENCE_END =
  /(?:\b(?:St|Ste|Ft|Mt|Mr|Mrs|Ms|Dr|Jr|Sr|vs|approx|etc|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Jan|Feb|Wed|Thu|Thur|Thurs|Tue|Tues|Fri|Sat|Sun|Mon|No|no|p|pp|incl|e\.g|i\.e)|\b[A-Za-z]\.[A-Za-z]|\b[A-Z]|\d)$/;

const MONTH_NEXT =
  /^\s+(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b/i;

function sentencesOf(text: string, start: number, end: number): Span[] {
  const out: Span[] = [];
  let from = start;
  const body = text.slice(start, end);
  for (const m of body.matchAll(/(?:\.{2,}|…|[.!?]+|;)(?=\s|$|["')\]])/g)) {
    const at = start + m.index;
    // "$1,200. We're museum people": after a number, a period ends the sentence when a capital starts the next.
    // ("20. May 2022": a day before its month is no sentence's end.)
    const afterNumber =
      /\d$/.test(text.slice(Math.max(start, at - 1), at)) && /^\s+["'(]?[A-Z]/.test(text.slice(at + 1, end)) && !MONTH_NEXT.test(text.slice(at + 1, end));
    if (m[0] === '.' && !afterNumber && NOT_SENTENCE_END.test(text.slice(Math.max(start, at - 6), at))) continue;
    const stop = at + m[0].length;
    if (text.slice(from, stop).trim() !== '') out.push({ start: from, end: stop });
    from = stop;
  }
  if (text.slice(from, end).trim() !== '') out.push({ start: from, end });
  return out.length > 0 ? out : [{ start, end }];
}

/** Trim a span to its non-space characters. */
function trimSpan(text: string, start: number, end: number): Span {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

interface Field extends Span {
  key: Key | undefined;
}

/** A key and its value, when the field starts "Key: value". */
function keyed(text: string, start: number, end: number): Field {
  const m = KEY_VALUE.exec(text.slice(start, end));
  if (m) {
    const raw = (m[1] ?? m[2] ?? m[3])!;
    const keyStart = start + text.slice(start, end).indexOf(raw);
    const words = raw.trim().split(/\s+/);
    // Only a key that names a field is a key: "From Tucson: a 7-day trip" is a sentence with a colon.
    if (words.length <= 5 && keyRole(raw) !== undefined) {
      const value = trimSpan(text, start + m[0].length, end);
      const corrects = CORRECTING_KEY.test(raw.trim().toLowerCase());
      return { ...value, key: { raw: raw.trim(), role: keyRole(raw), start: keyStart, end: keyStart + raw.trim().length, ...(corrects ? { corrects } : {}) } };
    }
  }
  // "Group size? 3", "Where to? Utah, 2 cities", "Budget? $2,000": a short question and its answer on one line.
  const q = QUESTION_VALUE.exec(text.slice(start, end));
  if (q) {
    const raw = q[1]!.trim();
    const role = keyRole(raw.replace(/\?$/, '')) ?? questionKey(raw);
    if (role !== undefined) {
      const keyStart = start + text.slice(start, end).indexOf(raw);
      return { ...trimSpan(text, start + q[0].length, end), key: { raw, role, start: keyStart, end: keyStart + raw.length, asked: true } };
    }
  }
  return { ...trimSpan(text, start, end), key: undefined };
}

/** A question of a few words that ends in "?" and is answered after it on the same line. */
const QUESTION_VALUE = /^\s*((?:\(?[A-Za-z#][A-Za-z0-9#'’&/()-]*\s+){0,5}\(?[A-Za-z#][A-Za-z0-9#'’&/()-]*\s*\?)\s+(?=\S)/;

const LIST_ROLES = new Set<KeyRole>(['cuisines', 'houseRules', 'avoid', 'transport', 'interests']);

/** "Origin: Denver. Destination: Austin. Travelers: 2": several keyed fields on one line, split before each key. */
function splitAtKeys(text: string, start: number, end: number): Span[] {
  const out: Span[] = [];
  let from = start;
  // A key after a stop or a comma, or after a gap of spaces as in a form's columns ("Adults: 2   Children: 1").
  const re = /(?:[.;,]\s+|(?<=\S)\s{2,})(?=([A-Za-z#][A-Za-z0-9#_'’ &/()-]{0,34}?)\s*[:=]\s?(?=\S))/g;
  for (const m of text.slice(start, end).matchAll(re)) {
    // ("Me, Rick, kids: Tommy 9, Ana 13" is one list of people, not a "kids:" field; "Adults: 2   Kids: 1" is two fields.)
    const role = keyRole(m[1]!);
    const gap = /^\s{2,}$/.test(m[0]);
    if (role === undefined || (role === 'children' && !gap) || m[1]!.trim().split(/\s+/).length > 5) continue;
    // ("Meal  budget: $25": a gap of spaces separates fields only after a field of its own, "Adults: 2   Kids: 1".)
    if (gap && !/[:=]/.test(text.slice(from, start + m.index))) continue;
    const cut = start + m.index + 1;
    out.push({ start: from, end: cut });
    from = start + m.index + m[0].length;
  }
  out.push({ start: from, end });
  return out;
}

/** The fields of one line: split at " | " unless the pipes separate a keyed value's list items. */
function fieldsOfLine(text: string, start: number, end: number): Field[] {
  const bullet = BULLET.exec(text.slice(start, end));
  if (bullet) start += bullet[0].length;
  // "✘ smoking rooms (asthma)", "❌ shared rooms": a line crossed out is a field of things to avoid.
  // "Room: ✔ private room  ✘ shared room  ✘ whole apartment": a line of options ticked and crossed; a ticked one is an item
  // of the key before them, a crossed one a thing to avoid.
  // ("Flights ✘  Driving ✔": marks after their options mark the option before them.)
  const marks = [...text.slice(start, end).matchAll(/[✔✓✅✘✗❌✖✕]/g)];
  if (marks.length >= 2) {
    const line = keyed(text, start, end);
    const from0 = line.key ? line.start : trimSpan(text, start, end).start;
    const leading = text.slice(from0, start + marks[0]!.index).trim() === '';
    const trailing = !leading && text.slice(start + marks[marks.length - 1]!.index + 1, end).trim() === '';
    if (leading || trailing) {
      const out: Field[] = line.key && leading ? [{ start: from0, end: from0, key: line.key }] : [];
      for (const [i, m] of marks.entries()) {
        const at = start + m.index;
        const item = leading
          ? trimSpan(text, at + 1, i + 1 < marks.length ? start + marks[i + 1]!.index : end)
          : trimSpan(text, i === 0 ? from0 : start + marks[i - 1]!.index + 1, at);
        if (item.end === item.start) continue;
        const crossed = /[✘✗❌✖✕]/.test(m[0]);
        const key: Key | undefined = crossed
          ? line.key
            ? { ...line.key, inherited: true, crossed }
            : { raw: m[0], role: 'avoid', start: at, end: at + 1, crossed }
          : line.key
            ? { ...line.key, inherited: true }
            : undefined;
        out.push({ ...item, key });
      }
      return out.filter((f) => f.end > f.start || f.key !== undefined);
    }
  }
  // ("✗ no hostels": a line that says its own "no" is read as it says.)
  const cross = /^\s*([✘✗❌✖✕])\s*(?!\s*(?:no|not|never|avoid|nothing|none)\b)/i.exec(text.slice(start, end));
  if (cross) {
    const at = start + cross[0].indexOf(cross[1]!);
    const key: Key = { raw: cross[1]!, role: 'avoid', start: at, end: at + 1 };
    // ("❌ flying — Miso hates the carrier, we'll drive": the item crossed out ends at a dash, a semicolon or a bracket;
    // the reason after it is a field of its own. "✘ Mexican, Indian" rules out both.)
    const from = start + cross[0].length;
    const stop = /\s+[-—–]+\s+|\s*[;(]|\.\s/.exec(text.slice(from, end));
    if (stop === null) return [{ ...trimSpan(text, from, end), key }];
    return [
      { ...trimSpan(text, from, from + stop.index), key },
      { ...trimSpan(text, from + stop.index, end), key: undefined },
    ];
  }
  // " | " and " / " (with spaces: "Atlanta/Savannah" is one field) separate fields.
  const pipes = [...text.slice(start, end).matchAll(/\s*\|\s*|\s+\/\s+/g)].map((m) => ({ at: start + m.index, end: start + m.index + m[0].length }));
  if (pipes.length === 0) return splitAtKeys(text, start, end).map((p) => keyed(text, p.start, p.end));
  const pieces: Span[] = [];
  let from = start;
  for (const p of pipes) {
    pieces.push({ start: from, end: p.at });
    from = p.end;
  }
  pieces.push({ start: from, end });
  const fields = pieces.flatMap((p) => splitAtKeys(text, p.start, p.end)).map((p) => keyed(text, p.start, p.end));
  // "Food: Mexican | Japanese | Chinese": short pieces after a keyed list field are items of its list.
  for (let i = 1; i < fields.length; i++) {
    const previous = fields[i - 1]!;
    const f = fields[i]!;
    if (f.key !== undefined || previous.key === undefined || !LIST_ROLES.has(previous.key.role!)) continue;
    // "… | farmers markets. Smoking allowed.": the item is the piece's first sentence; the rest is a field of its own.
    const sentences = sentencesOf(text, f.start, f.end);
    const item = sentences[0] ?? f;
    if (text.slice(item.start, item.end).trim().split(/\s+/).length > 3) continue;
    fields[i] = { ...trimSpan(text, item.start, item.end), key: { ...previous.key, inherited: true } };
    if (sentences.length > 1) {
      fields.splice(i + 1, 0, { ...trimSpan(text, sentences[1]!.start, f.end), key: undefined });
      i++;
    }
  }
  // "Cuisine: Italian | Chinese": only the first piece has a key, the others are items of its list.
  if (fields[0]!.key?.role !== undefined && fields.slice(1).every((f) => f.key === undefined)) {
    return [{ ...fields[0]!, end: trimSpan(text, start, end).end }];
  }
  return fields.filter((f) => f.end > f.start || f.key !== undefined);
}

/** The header of an earlier message quoted in a reply. */
const QUOTE_HEADER =
  /^\s*(?:-{3,}\s*(?:original\s+message|forwarded\s+message)\s*-{3,}|on\s+.{4,80}\s+wrote:\s*|begin\s+forwarded\s+message:?\s*|-{3,}\s*forwarded\s+message\s*-{3,})$/i;
/** "Agent:", "Q:", "Maya (agent):" start the planner's side of a pasted conversation; "Me:", "A:", "Client:" the traveller's. */
const PLANNER_LABEL =
  /^\s*(?:[-*>]\s*)?(?:agent|planner|travel\s+agent|rep|representative|assistant|support|bot|advisor|consultant|q|question|[A-Z][a-z]+\s*\((?:agent|planner|rep|advisor|consultant|assistant)\))\s*:\s*/i;
const TRAVELLER_LABEL =
  /^\s*(?:[-*>]\s*)?(?:me|client|customer|user|traveller|traveler|guest|a|answer|[A-Z][a-z]+\s*\((?:me|client|customer|traveller|traveler)\))\s*:\s*/i;
/** A first name and a colon starting a line: in a chat with the planner, the traveller's label. */
const NAME_LABEL = /^\s*([A-Z][a-z]+)\s*:\s+/;
/** What a question asks for, as the key its answer is read with ("Where are you travelling from?" -> origin). */
const QUESTION_ROLES: readonly [RegExp, KeyRole][] = [
  [/\bhow\s+many\s+(?:cities|stops|towns)\b|\b(?:one|a\s+single)\s+(?:city|town)\b[^?]*\bor\b/i, 'cityCount'],
  [/\bhow\s+many\s+(?:days|nights)\b|\bhow\s+long\b/i, 'days'],
  [/\bhow\s+many\b|\bwho(?:['’]s|\s+is|\s+will\s+be)?\s+(?:travell?ing|going|coming)\b|\b(?:group|party)\s+size\b|\bheadcount\b|\bwho\b/i, 'travellers'],
  [/\bbudget\b|\bspend\b|\bhow\s+much\b/i, 'budget'],
  [
    /\b(?:start(?:ing)?|leav(?:e|ing)|depart(?:ing)?|travell?ing|coming|flying|driving)\s+(?:from|out\s+of)\b|\bfrom\s+where\b|\bwhere\b[^?]*\bfrom\b|\borigin\b|\bhome\s+(?:city|town|base)\b/i,
    'origin',
  ],
  [/\bwhere\b|\bdestination\b/i, 'destination'],
  [/\bwhen\b|\bdates?\b|\bwhat\s+days?\b/i, 'dates'],
];

/** The key a question gives the answer on the next line, when it asks for one field. */
function questionKey(text: string): KeyRole | undefined {
  // "Lovely. One city there or several?": the question is the line's last sentence.
  const whole = text.trim();
  const t = /\?\s*$/.test(whole) ? whole.replace(/^.*[.!]\s+(?=\S[^.!]*\?\s*$)/s, '') : whole;
  // A short question of its own line; a long one is a request that ends in a question mark.
  if (t.split(/\s+/).length > 14 || /[.!?]\s+\S/.test(t)) return undefined;
  if (!/\?\s*$/.test(t) && !/^(?:where|when|how|who|what|which)\b/i.test(t)) return undefined;
  for (const [re, role] of QUESTION_ROLES) if (re.test(t)) return role;
  return undefined;
}

/** The cells of a table row split at `sep` (at most `limit` cells: the last takes the rest), trimmed. */
function splitCells(original: string, start: number, end: number, sep: string, limit = Infinity): Span[] {
  const out: Span[] = [];
  let from = start;
  for (let i = start; i < end && out.length < limit - 1; i++) {
    if (original[i] !== sep) continue;
    out.push(trimSpan(original, from, i));
    from = i + 1;
  }
  out.push(trimSpan(original, from, end));
  return out;
}

/** A pasted table's header: three or more cells split by tabs or pipes (or four or more by commas), short, two of them keys. */
function tableHeader(original: string, start: number, end: number): { keys: Span[]; sep: string } | undefined {
  const line = original.slice(start, end);
  const sep =
    (line.match(/\t/g)?.length ?? 0) >= 2
      ? '\t'
      : (line.match(/,/g)?.length ?? 0) >= 3 && !/,\s/.test(line)
        ? ','
        : (line.match(/\|/g)?.length ?? 0) >= 2 && !/:/.test(line)
          ? '|'
          : undefined;
  if (sep === undefined) return undefined;
  const keys = splitCells(original, start, end, sep);
  if (keys.some((k) => k.end <= k.start || original.slice(k.start, k.end).split(/\s+/).length > 3)) return undefined;
  if (keys.filter((k) => keyRole(original.slice(k.start, k.end)) !== undefined).length < 2) return undefined;
  return { keys, sep };
}

/** The header of a pasted roster ("Traveler<TAB>Age", "Name | Role"): a first cell for people, the others notes on them. */
function rosterHeader(original: string, start: number, end: number): Span | undefined {
  if (!/[\t|]/.test(original.slice(start, end))) return undefined;
  const line = original
    .slice(start, end)
    .trim()
    .replace(/^\|\s*|\s*\|$/g, '');
  const cells = line.split(/\t|\s*\|\s*/).map((c) => c.trim());
  if (cells.length < 2 || cells.length > 4) return undefined;
  if (!/^(?:names?|travell?ers?|guests?|passengers?|persons?|people|who|members?|attendees?)$/i.test(cells[0]!)) return undefined;
  if (
    !cells
      .slice(1)
      .every((c) =>
        /^(?:age|ages|role|relation(?:ship)?|notes?|comments?|dob|birthday|diet|dietary|email|phone|status|coming\??|confirmed\??|rsvp|relation to me|who)$/i.test(
          c,
        ),
      )
  )
    return undefined;
  const at = original.indexOf(cells[0]!, start);
  return { start: at, end: at + cells[0]!.length };
}

/** The spans of the lines of `text`, line breaks left out. */
function linesOf(text: string): Span[] {
  let lineStart = 0;
  const lines: Span[] = [];
  for (const m of text.matchAll(/\r?\n|\r/g)) {
    lines.push({ start: lineStart, end: m.index });
    lineStart = m.index + m[0].length;
  }
  lines.push({ start: lineStart, end: text.length });
  return lines;
}

/** A row under a pasted roster's header: its first cell as one traveller, keyed by the header's people cell; undefined when the roster has ended. */
function rosterRow(original: string, text: string, full: Span, roster: Span, index: number): Unit | undefined {
  const row = original.slice(full.start, full.end);
  const lead = /^\s*\|?\s*/.exec(row)![0].length;
  const cell = trimSpan(text, full.start + lead, full.start + lead + row.slice(lead).split(/\t|\|/)[0]!.length);
  const first = text.slice(cell.start, cell.end);
  if (cell.end > cell.start && keyRole(first) === undefined && !/:/.test(first) && (/[\t|]/.test(row) || first.split(/\s+/).length <= 3)) {
    const raw = original.slice(roster.start, roster.end);
    return {
      index,
      start: cell.start,
      end: cell.end,
      key: { raw, role: 'travellers', start: roster.start, end: roster.end, inherited: true },
      sentences: sentencesOf(text, cell.start, cell.end),
    };
  }
  return undefined;
}

/** A row under a pasted table's header: each cell a unit keyed by its column. False (nothing added) when the row has another number of cells. */
function addTableRow(units: Unit[], original: string, text: string, full: Span, table: { readonly keys: readonly Span[]; readonly sep: string }): boolean {
  const cells = splitCells(original, full.start, full.end, table.sep, table.keys.length);
  if (cells.length !== table.keys.length) return false;
  for (const [i, cell] of cells.entries()) {
    const raw = original.slice(table.keys[i]!.start, table.keys[i]!.end);
    if (cell.end <= cell.start) continue;
    // A "cities" column holding a number counts the cities.
    const role = /^(?:cities|towns|stops)$/i.test(raw.trim()) && /^\s*\d{1,2}\s*$/.test(original.slice(cell.start, cell.end)) ? 'cityCount' : keyRole(raw);
    units.push({
      index: units.length,
      start: cell.start,
      end: cell.end,
      key: role === undefined ? undefined : { raw, role, start: table.keys[i]!.start, end: table.keys[i]!.end },
      sentences: sentencesOf(text, cell.start, cell.end),
    });
  }
  return true;
}

/**
 * "| Travelers | 1 |": a row of a markdown table of fields, its first cell the key of its second. True when the line
 * is read so (a unit added, or a header row or separator skipped); false when it is no such row or its value is empty.
 */
function addFieldRow(units: Unit[], original: string, text: string, full: Span): boolean {
  const row = /^\s*\|([^|]*)\|([^|]*)\|\s*$/.exec(original.slice(full.start, full.end));
  if (!row) return false;
  const keyStart = full.start + row[0].indexOf('|') + 1;
  const keyCell = trimSpan(text, keyStart, keyStart + row[1]!.length);
  const valueStart = keyStart + row[1]!.length + 1;
  const valueCell = trimSpan(text, valueStart, valueStart + row[2]!.length);
  const raw = original.slice(keyCell.start, keyCell.end);
  const role = keyRole(raw.toLowerCase().replace(/[*_`]/g, '').trim());
  if (/^[\s:-]*$/.test(raw) || /^(?:field|what|item|key|question)s?$/i.test(raw.trim())) return true;
  if (valueCell.end > valueCell.start) {
    units.push({
      index: units.length,
      start: valueCell.start,
      end: valueCell.end,
      key: role === undefined ? undefined : { raw, role, start: keyCell.start, end: keyCell.end },
      sentences: sentencesOf(text, valueCell.start, valueCell.end),
    });
    if (role === undefined)
      units[units.length - 1] = { ...units[units.length - 1]!, start: keyCell.start, sentences: sentencesOf(text, keyCell.start, valueCell.end) };
    return true;
  }
  return false;
}

/**
 * A ticked box ("[x]", "(x)", "☑") or an empty one ("[ ]", "( )", "☐") before an option of a form or a checklist.
 * (A bare tick or cross, "✓", "✅", "✘", may follow its option as well as lead it: fieldsOfLine reads those, not as boxes.)
 */
const BOX = /\[\s?\]|\[[xX✓✔*]\]|\(\s\)|\([xX✓✔]\)|[☐□☑☒]/g;
const EMPTY_BOX = /^(?:\[\s?\]|\(\s\)|[☐□])$/;
/** "[ ] book the hotel": an empty box before a task still to do is a wish, not an option left unchosen. */
const TASK = /^\s*(?:book|find|get|reserve|look|check|decide|pick|choose|confirm|arrange|rent|buy|research|plan|call|ask|sort|figure|make)\b/i;

/**
 * A request's boxes read: the folded text with every box mark blanked, and with the options left unchosen blanked
 * too, so "Smoking: [ ] yes [x] no" reads as "Smoking: no" and "[x] Pet-friendly  [ ] Entire home" as "Pet-friendly".
 * Each option runs from its box to the next box or the line's end.
 *
 * An empty box is an option left unchosen when it stands beside another box on its line, or when the request ticks a
 * box somewhere (a form filled in). Alone on its line in a request that ticks nothing, or as an item of a task list
 * ("- [ ] entire apartment" under "Acceptance criteria"), it is a wish still to be met: read like a bullet.
 */
function readBoxes(original: string, text: string): { text: string; unticked: Span[] } {
  const formTicked = [...original.matchAll(BOX)].some((m) => !EMPTY_BOX.test(m[0]));
  const unticked: Span[] = [];
  let out = text;
  const blank = (from: number, to: number) => {
    out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  };
  for (const line of linesOf(original)) {
    const marks = [...original.slice(line.start, line.end).matchAll(BOX)];
    const taskItem = /^\s*[-*+]\s*\[/.test(original.slice(line.start, line.end));
    const form = marks.length > 1 || (formTicked && !taskItem);
    for (const [i, m] of marks.entries()) {
      const at = line.start + m.index;
      blank(at, at + m[0].length);
      const option = trimSpan(original, at + m[0].length, i + 1 < marks.length ? line.start + marks[i + 1]!.index : line.end);
      const chosen = !form || !EMPTY_BOX.test(m[0]) || TASK.test(original.slice(option.start, option.end));
      if (chosen || option.end === option.start) continue;
      blank(option.start, option.end);
      unticked.push(option);
    }
  }
  return { text: out, unticked };
}

/**
 * The units of a request: one scan of its lines, whose cases (rosters, tables, field rows, quotes, speakers, keys and
 * questions) see the line before.
 */
export function readLayout(original: string): Layout {
  const { text, unticked } = readBoxes(original, fold(original));
  const units: Unit[] = [];
  const lines = linesOf(text);
  /** A key whose value was left empty ("Cuisine:" alone on its line): the lines below, up to a blank line or another key, are its value. */
  let open: Key | undefined;
  /** The role a question on the line before asks the answer for. */
  let asked: KeyRole | undefined;
  let questionRaw = '';
  /** Past the header of a quoted earlier message. */
  let quoting = false;
  const conversation = lines.some((l) => PLANNER_LABEL.test(text.slice(l.start, l.end)));
  /** The header of a pasted table ("From<TAB>To<TAB>Budget", "origin,destination,budget_usd"): its cells are the keys of the rows below. */
  let table: { readonly keys: readonly Span[]; readonly sep: string } | undefined;
  /** The people cell of a pasted roster's header: each row below, up to a blank line, is one traveller. */
  let roster: Span | undefined;
  for (const full of lines) {
    if (text.slice(full.start, full.end).trim() === '') {
      open = undefined;
      table = undefined;
      roster = undefined;
      continue;
    }
    if (roster !== undefined) {
      if (/^\s*\|?\s*:?-{2,}/.test(original.slice(full.start, full.end))) continue;
      const unit = rosterRow(original, text, full, roster, units.length);
      if (unit !== undefined) {
        units.push(unit);
        continue;
      }
      roster = undefined;
    }
    const people = rosterHeader(original, full.start, full.end);
    if (people !== undefined) {
      roster = people;
      continue;
    }
    if (table !== undefined) {
      if (addTableRow(units, original, text, full, table)) continue;
      table = undefined;
    }
    if (addFieldRow(units, original, text, full)) continue;
    // "Priya  10:14 AM": who writes next in a pasted chat thread, and when; no words of the request (a question stays asked).
    if (/^\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+\[?\d{1,2}:\d{2}\s*(?:[AP]M)?\]?\s*$/.test(original.slice(full.start, full.end))) continue;
    const header = tableHeader(original, full.start, full.end);
    if (header !== undefined) {
      table = header;
      continue;
    }
    // "-----Original Message-----", "On Sat, Jun 11, 2022 at 10:12 PM Laura wrote:", "Begin forwarded message:": a header, read as nothing;
    // the lines after it (and lines starting "> ") are the earlier message.
    if (QUOTE_HEADER.test(text.slice(full.start, full.end))) {
      quoting = true;
      open = undefined;
      continue;
    }
    let line = full;
    const marker = /^\s*(?:>\s*)+/.exec(text.slice(line.start, line.end));
    const quoted = quoting || marker !== null;
    if (marker) line = { start: line.start + marker[0].length, end: line.end };
    let speaker: Unit['speaker'];
    // In a pasted chat with the planner ("Agent: ..."), "Sarah: from Indy" is the traveller speaking.
    const named = conversation ? NAME_LABEL.exec(text.slice(line.start, line.end)) : null;
    const label =
      PLANNER_LABEL.exec(text.slice(line.start, line.end)) ??
      TRAVELLER_LABEL.exec(text.slice(line.start, line.end)) ??
      (named && keyRole(named[1]!) === undefined ? named : null);
    if (label) {
      speaker = PLANNER_LABEL.test(label[0]) ? 'planner' : 'traveller';
      line = { start: line.start + label[0].length, end: line.end };
    }
    const lineText = text.slice(line.start, line.end);
    const question = speaker === 'traveller' ? undefined : questionKey(lineText);
    const answerRole = asked;
    asked = question;
    if (question !== undefined) questionRaw = lineText.trim();
    const fields = fieldsOfLine(text, line.start, line.end);
    for (const [i, f] of fields.entries()) {
      let key = f.key;
      if (key !== undefined) open = f.end === f.start ? key : undefined;
      else if (open !== undefined) key = { ...open, inherited: true };
      // The answer to the question on the line before: read with that question as its key.
      else if (i === 0 && answerRole !== undefined && question === undefined)
        key = { raw: questionRaw, role: answerRole, start: f.start, end: f.start, asked: true };
      if (f.end === f.start) continue;
      // "Meal budget: $60 per person. Tuesday, September 6 ...": a key's value is its first sentence; what follows on the line is its own unit.
      const sentences = sentencesOf(text, f.start, f.end);
      const who = { ...(speaker !== undefined ? { speaker } : {}), ...(quoted ? { quoted } : {}) };
      if (key !== undefined && !key.inherited && sentences.length > 1) {
        units.push({ index: units.length, start: f.start, end: sentences[0]!.end, key, sentences: [sentences[0]!], ...who });
        const rest = trimSpan(text, sentences[1]!.start, f.end);
        units.push({ index: units.length, start: rest.start, end: rest.end, key: undefined, sentences: sentencesOf(text, rest.start, rest.end), ...who });
        continue;
      }
      units.push({ index: units.length, start: f.start, end: f.end, key, sentences, ...who });
    }
  }
  return { original, text, units, unticked };
}

/** The unit holding an offset. */
export function unitAt(layout: Layout, at: number): Unit | undefined {
  return layout.units.find((u) => at >= u.start && at < u.end) ?? layout.units.find((u) => at >= u.start && at <= u.end);
}

/** The sentence holding an offset, within its unit. */
export function sentenceAt(unit: Unit, at: number): Span {
  return unit.sentences.find((s) => at >= s.start && at < s.end) ?? unit.sentences[unit.sentences.length - 1] ?? unit;
}

/** Every match of a global regex inside each unit, with offsets in the whole text. */
export function* matchUnits(layout: Layout, re: RegExp): Generator<{ match: RegExpMatchArray; unit: Unit; start: number; end: number }> {
  for (const unit of layout.units) {
    const body = layout.text.slice(unit.start, unit.end);
    for (const m of body.matchAll(re)) {
      yield { match: m, unit, start: unit.start + m.index!, end: unit.start + m.index! + m[0].length };
    }
  }
}

/** Up to `n` characters after `at`, never past the unit's end: nothing is read across a unit's edge. */
export function textAfter(layout: Layout, unit: Span, at: number, n: number): string {
  return layout.text.slice(at, Math.max(at, Math.min(unit.end, at + n)));
}

/** Up to `n` characters before `at`, never before the unit's start. */
export function textBefore(layout: Layout, unit: Span, at: number, n: number): string {
  return layout.text.slice(Math.max(unit.start, at - n), at);
}

/** The original words of a span, whitespace collapsed, for quoting. */
export function words(layout: Layout, span: Span): string {
  return layout.original.slice(span.start, span.end).replace(/\s+/g, ' ').trim();
}
