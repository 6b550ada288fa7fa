/**
 * Local constraints, with TravelPlanner's meanings:
 * - house rules are what a listing must ALLOW ("parties" = the travellers want to hold parties). "No parties"
 *   or "a non-smoking place" asks for no permission, so it adds no rule.
 * - room type: 'entire room' | 'private room' | 'shared room' | 'not shared room'.
 * - cuisines each wanted at some meal; transport modes the request rules out.
 * Words that are only permissions ("shared rooms are fine", "we don't mind flying") ask for nothing.
 */
import { TRANSPORT_MODES, type Cuisine, type HouseRule, type RoomTypeWish, type TransportMode } from '../../spec/index.ts';
import { refuse, value, quotes, type Found } from './found.ts';
import { isNegated, polarity } from './text.ts';

interface Pattern<T> {
  readonly value: T;
  readonly re: RegExp;
}

function* matches<T>(text: string, patterns: readonly Pattern<T>[]): Generator<{ value: T; start: number; end: number; quote: string }> {
  const seen: [number, number][] = [];
  for (const p of patterns) {
    for (const m of text.matchAll(p.re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (seen.some(([s, e]) => start < e && end > s)) continue;
      seen.push([start, end]);
      yield { value: p.value, start, end, quote: m[0] };
    }
  }
}

// ---------------------------------------------------------------- house rules

const CHILDREN_UNDER_10 = /\b(?:children|kids?|child|little\s+ones)\s+(?:(?:who\s+are|aged?|of\s+age)\s+)?(?:under|below|younger\s+than|less\s+than)\s+(?:the\s+age\s+of\s+)?(?:10|ten)(?:\s+years(?:\s+old)?)?\b|\b(?:young|small|little)\s+(?:children|kids|ones)\b|\b(?:toddlers?|infants?|bab(?:y|ies))\b|\b(?:kid|child|children|family)[\s-]friendly\b|\bchildren\s+under\s+10\b/gi;
const YEARS_OLD = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[\s-]*(?:years?|yrs?)[\s-]*old\b/gi;
const AGE_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17 };
/** "kids aged 5 and 8", "children ages 4, 6 and 11". */
const AGES = /\b(?:aged?|ages)\s+(\d{1,2}(?:\s*(?:,\s*and|,|and|&)\s*\d{1,2})*)\b/gi;
const CHILDREN_PLAIN = /\b(?:children|kids?|child|son|daughter|sons|daughters)\b/gi;

const HOUSE_RULE_PATTERNS: readonly Pattern<HouseRule>[] = [
  { value: 'pets', re: /\bpet[\s-]?friendly\b|\b(?:pets?|(?<!hot\s)dogs?|cats?|pupp(?:y|ies)|kittens?|service\s+animals?|(?:our|my)\s+animals?)\b/gi },
  { value: 'smoking', re: /\bsmok(?:e|es|ing|er|ers)\b|\bsmoke[\s-]?friendly\b|\bcigarettes?\b|\bcigars?\b|\bvap(?:e|es|ing)\b/gi },
  { value: 'parties', re: /\bparties\b|\bparty[\s-]friendly\b|\bpartying\b|\b(?:host(?:ing)?|throw(?:ing)?|hav(?:e|ing)|hold(?:ing)?|celebrat(?:e|ing)\s+with)\s+(?:a\s+|some\s+|an?\s+\w+\s+)?part(?:y|ies)\b/gi },
  {
    value: 'visitors',
    re: /\bvisitors?\b|\b(?:hav(?:e|ing)|host(?:ing)?|invit(?:e|ing)|receiv(?:e|ing)|entertain(?:ing)?)\s+(?:some\s+|a\s+few\s+|our\s+|local\s+)*(?:guests|friends\s+over|people\s+over|friends\s+visit)\b|\bguests?\s+(?:are\s+|to\s+be\s+|being\s+)?(?:allowed|permitted|welcome)\b|\bfriends?\s+(?:to\s+)?(?:come|coming|drop(?:ping)?)\s+(?:over|by)\b/gi,
  },
];

export function readHouseRules(text: string): Found<HouseRule[]> {
  const hits: { rule: HouseRule; start: number }[] = [];
  const quoted: string[] = [];
  const ruleWords = new RegExp(HOUSE_RULE_PATTERNS.map((p) => p.re.source).join('|'));
  for (const m of matches(text, HOUSE_RULE_PATTERNS)) {
    if (polarity(text, m.start, m.end, 7, ruleWords) !== 'wanted') continue;
    hits.push({ rule: m.value, start: m.start });
    quoted.push(m.quote);
  }
  // Children: only an age under 10 (or words that imply one) needs the rule; without ages it is unclear.
  let children = false;
  const childSpans: [number, number][] = [];
  for (const m of text.matchAll(CHILDREN_UNDER_10)) {
    childSpans.push([m.index!, m.index! + m[0].length]);
    if (polarity(text, m.index!, m.index! + m[0].length) === 'wanted') {
      children = true;
      hits.push({ rule: 'children under 10', start: m.index! });
      quoted.push(m[0]);
    }
  }
  let olderOnly = false;
  for (const m of text.matchAll(AGES)) {
    childSpans.push([m.index!, m.index! + m[0].length]);
    const ages = [...m[1]!.matchAll(/\d{1,2}/g)].map((a) => Number(a[0]));
    if (ages.some((a) => a < 10)) {
      children = true;
      hits.push({ rule: 'children under 10', start: m.index! });
    } else olderOnly = true;
  }
  for (const m of text.matchAll(YEARS_OLD)) {
    childSpans.push([m.index!, m.index! + m[0].length]);
    const age = /^\d+$/.test(m[1]!) ? Number(m[1]) : AGE_WORDS[m[1]!.toLowerCase()]!;
    if (age < 10) {
      children = true;
      hits.push({ rule: 'children under 10', start: m.index! });
    } else olderOnly = true;
  }
  if (!children && !olderOnly) {
    const plain = [...text.matchAll(CHILDREN_PLAIN)].filter(
      (m) => !childSpans.some(([s, e]) => m.index! >= s - 20 && m.index! < e) && polarity(text, m.index!, m.index! + m[0].length) === 'wanted',
    );
    if (plain.length > 0) {
      return refuse('houseRules', 'children are mentioned without their ages; say "children under 10" if a listing must allow them', quotes(plain.map((m) => m[0])));
    }
  }
  // In the order the request names them (the benchmark keeps one rule: the first).
  const rules = [...new Set(hits.sort((a, b) => a.start - b.start).map((h) => h.rule))];
  return value(rules, quoted.length > 0 ? quotes(quoted) : undefined);
}

// ---------------------------------------------------------------- room type

type RoomWord = 'entire' | 'private' | 'shared';
const ROOM_PATTERNS: readonly Pattern<RoomWord>[] = [
  { value: 'entire', re: /\b(?:entire|whole)\s+(?:rooms?|homes?|houses?|apartments?|apts?|places?|units?|propert(?:y|ies)|flats?|condos?|home\/apt|residences?|cabins?|villas?)\b|\b(?:all\s+)?to\s+(?:ourselves|myself|themselves)\b|\b(?:our|my)\s+own\s+(?:place|apartment|home|house|unit|flat|space)\b|\bprivate\s+(?:homes?|houses?|apartments?|places?)\b/gi },
  { value: 'private', re: /\bprivate\s+(?:bed)?rooms?\b|\b(?:a|our|my)\s+own\s+(?:bed)?room\b/gi },
  { value: 'shared', re: /\bshared\s+(?:rooms?|accommodations?|lodging|spaces?|dorms?)\b|\bdorm(?:itory|itories|s)?\b|\bshar(?:e|ing)\s+(?:a\s+)?rooms?\b|\bhostels?\b/gi },
];

export function readRoomType(text: string): Found<RoomTypeWish | null> {
  const wanted: { word: RoomWord; quote: string; start: number }[] = [];
  const permitted: { word: RoomWord; quote: string; start: number }[] = [];
  const notShared: string[] = [];
  for (const m of matches(text, ROOM_PATTERNS)) {
    const p = polarity(text, m.start, m.end);
    if (p === 'permitted') {
      permitted.push({ word: m.value, quote: m.quote, start: m.start });
      continue;
    }
    if (p === 'negated') {
      if (m.value === 'shared') notShared.push(m.quote);
      continue; // "not an entire home" asks for nothing the benchmark can check
    }
    wanted.push({ word: m.value, quote: m.quote, start: m.start });
  }
  for (const m of text.matchAll(/\bnon[\s-]shared\b|\bunshared\b/gi)) notShared.push(m[0]);
  // "a private room or an entire home (is fine)": anything but a shared room.
  const either = [...wanted, ...permitted].sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < either.length; i++) {
    const a = either[i]!;
    const b = either[i + 1]!;
    if (new Set([a.word, b.word]).size === 2 && a.word !== 'shared' && b.word !== 'shared' && /^[^.;]*\bor\b[^.;]*$/i.test(text.slice(a.start, b.start))) {
      return value('not shared room', `${a.quote}", "${b.quote}`);
    }
  }
  const words = [...new Set(wanted.map((w) => w.word))];
  const allQuotes = quotes([...wanted.map((w) => w.quote), ...notShared]);
  if (words.length === 0) return notShared.length > 0 ? value('not shared room', allQuotes) : value(null);
  if (words.length === 1) {
    const word = words[0]!;
    if (word === 'shared') {
      if (notShared.length > 0) return refuse('roomType', 'asks for a shared room and for no shared room', allQuotes);
      return value('shared room', allQuotes);
    }
    return value(word === 'entire' ? 'entire room' : 'private room', allQuotes);
  }
  return refuse('roomType', `asks for more than one room type (${words.join(', ')})`, allQuotes);
}

// ---------------------------------------------------------------- cuisines

const MAIN_CUISINES: readonly Pattern<Cuisine>[] = [
  { value: 'American', re: /(?<!\b(?:native|north|south|latin|central|african|asian|mexican|italian)[\s-])\bamerican\b(?!\s+(?:airlines?|express|history|revolution|museum|indian))/gi },
  { value: 'Chinese', re: /\bchinese\b(?!\s+new\s+year)/gi },
  { value: 'French', re: /\bfrench\b(?!\s+quarter)/gi },
  { value: 'Indian', re: /(?<!\bamerican\s)\bindian\b(?!\s+ocean)/gi },
  { value: 'Italian', re: /\bitalian\b/gi },
  { value: 'Mediterranean', re: /\bmediterranean\b/gi },
  { value: 'Mexican', re: /\bmexican\b/gi },
];
const OTHER_CUISINES: readonly Pattern<Cuisine>[] = [
  { value: 'BBQ', re: /\b(?:bbq|barbecue|barbeque)\b/gi },
  { value: 'Seafood', re: /\bseafood\b/gi },
  { value: 'Pizza', re: /\bpizza(?:s|ria|rias)?\b/gi },
  { value: 'Bakery', re: /\bbaker(?:y|ies)\b/gi },
  { value: 'Cafe', re: /\bcaf[eé]s?\b/gi },
  { value: 'Desserts', re: /\bdesserts?\b/gi },
  { value: 'Fast Food', re: /\bfast[\s-]food\b/gi },
  { value: 'Tea', re: /\btea(?:[\s-]?house|\s+shops?|\s+rooms?)?\b/gi },
];
const CUISINE_WORDS = new RegExp([...MAIN_CUISINES, ...OTHER_CUISINES].map((p) => p.re.source).concat(String.raw`\b(?:food|foods|cuisines?|dishes|restaurants?|meals?)\b`).join('|'));
const FOOD_CONTEXT = /\b(?:cuisines?|food|foods|eat|eating|dine|dining|meals?|restaurants?|dishes|taste|tasting|try|culinary|breakfast|lunch|dinner|snacks?|treats?|places?)\b/i;

export function readCuisines(text: string): Found<Cuisine[]> {
  const found: { value: Cuisine; start: number; quote: string }[] = [];
  const consider = (patterns: readonly Pattern<Cuisine>[], needContext: boolean) => {
    for (const m of matches(text, patterns)) {
      // "open to Chinese and Indian food" is a wish here: only a negation drops a cuisine.
      if (isNegated(text, m.start, m.end, 7, CUISINE_WORDS)) continue;
      if (needContext && !FOOD_CONTEXT.test(sentenceOf(text, m.start))) continue;
      found.push({ value: m.value, start: m.start, quote: m.quote });
    }
  };
  consider(MAIN_CUISINES, false);
  consider(OTHER_CUISINES, true);
  found.sort((a, b) => a.start - b.start);
  const cuisines = [...new Set(found.map((f) => f.value))];
  if (cuisines.length >= 2) {
    const between = text.slice(found[0]!.start, found[found.length - 1]!.start);
    if (/\b(?:or|either)\b/i.test(between) && !/\b(?:and|as\s+well\s+as|plus)\b/i.test(between)) {
      return refuse('cuisines', 'cuisines joined by "or": each of them, or any one?', quotes(found.map((f) => f.quote)));
    }
  }
  return value(cuisines, found.length > 0 ? quotes(found.map((f) => f.quote)) : undefined);
}

function sentenceOf(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('!', index), text.lastIndexOf('?', index)) + 1;
  const ends = ['.', '!', '?'].map((c) => text.indexOf(c, index)).filter((i) => i >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}

// ---------------------------------------------------------------- transport

const TRANSPORT_PATTERNS: readonly Pattern<TransportMode>[] = [
  { value: 'self-driving', re: /\bself[\s-]?driv(?:e|es|ing|en)\b|\bdriv(?:e|es|ing|en)\b(?!\s+(?:time|distance|from))|\b(?:rental|rent(?:ed|ing)?\s+a)\s+cars?\b|\bcar\s+rentals?\b|\b(?:our|my|a|own)\s+car\b|\broad[\s-]?trip\b/gi },
  { value: 'flight', re: /\bfl(?:y|ies|ying|ew|own)\b|\bflights?\b|\b(?:air)?planes?\b|\bair\s*(?:travel|plane|line|lines)\b|\bairlines?\b|\bby\s+air\b/gi },
  { value: 'taxi', re: /\btaxis?\b|\bcabs?\b|\b(?:uber|lyft)s?\b/gi },
];
const ONLY_BEFORE = /\b(?:only|exclusively|solely)\s+(?:\w+\s+){0,2}$/i;
const ONLY_AFTER = /^\s*(?:only|exclusively)\b/i;

export function readExcludedTransport(text: string): Found<TransportMode[]> {
  const excluded = new Set<TransportMode>();
  const only = new Set<TransportMode>();
  const quoted: string[] = [];
  const transportWords = new RegExp(TRANSPORT_PATTERNS.map((p) => p.re.source).join('|'));
  for (const m of matches(text, TRANSPORT_PATTERNS)) {
    const p = polarity(text, m.start, m.end, 7, transportWords);
    if (p === 'negated') {
      excluded.add(m.value);
      quoted.push(m.quote);
    } else if (p === 'wanted' && (ONLY_BEFORE.test(text.slice(Math.max(0, m.start - 30), m.start)) || ONLY_AFTER.test(text.slice(m.end, m.end + 12)))) {
      only.add(m.value);
      quoted.push(m.quote);
    }
  }
  for (const m of text.matchAll(/\b(?:by\s+land|ground\s+transport(?:ation)?\s+only|only\s+ground\s+transport(?:ation)?|afraid\s+of\s+(?:flying|planes)|fear\s+of\s+flying|hate\s+flying)\b/gi)) {
    excluded.add('flight');
    quoted.push(m[0]);
  }
  if (only.size > 0) {
    const contradicted = [...only].filter((mode) => excluded.has(mode));
    if (contradicted.length > 0) return refuse('excludeTransport', `asks for only ${[...only].join(' and ')} and also rules out ${contradicted.join(' and ')}`, quotes(quoted));
    for (const mode of TRANSPORT_MODES) if (!only.has(mode)) excluded.add(mode);
  }
  return value(TRANSPORT_MODES.filter((m) => excluded.has(m)), quoted.length > 0 ? quotes(quoted) : undefined);
}
