/** Counts: how many cities, how many travellers, how many days. Each refuses vague or conflicting words. */
import { NUM, wordNumber } from './numbers.ts';
import { refuse, value, quotes, type Found } from './found.ts';
import { isNegated } from './text.ts';

interface Hit {
  readonly n: number;
  readonly quote: string;
}

function agree(field: string, hits: readonly Hit[], what: string): Found<number> {
  const values = [...new Set(hits.map((h) => h.n))];
  if (values.length === 0) return undefined;
  if (values.length > 1) return refuse(field, `the request gives ${what} two ways (${values.join(' and ')})`, quotes(hits.map((h) => h.quote)));
  return value(values[0]!, quotes(hits.map((h) => h.quote)));
}

// ---------------------------------------------------------------- cities

const CITY_ADJECTIVES = String.raw`(?:different|distinct|separate|unique|other|individual|major|more|new|main|big|great|beautiful|exciting|interesting|key)`;
const CITY_COUNT = new RegExp(String.raw`\b(${NUM}|one|single)(?:[\s-]+${CITY_ADJECTIVES})*[\s-]+(?:cities|city|towns|town)\b`, 'gi');
const CITY_COUNT_A = /\b(?:a|one)\s+(?:single\s+)?(?:city|town)\s+(?:in|within|of)\b/gi;
const CITY_VAGUE = new RegExp(String.raw`\b(?:a\s+couple(?:\s+of)?|a\s+few|several|multiple|some|many|various|a\s+number\s+of|more\s+than\s+one|a\s+handful\s+of|a\s+bunch\s+of|as\s+many\s+as\s+possible)(?:\s+${CITY_ADJECTIVES})*\s+(?:cities|towns)\b|\b(?:couple|few)\s+(?:of\s+)?(?:cities|towns)\b`, 'gi');

const stateCitiesCache = new WeakMap<readonly string[], RegExp>();
function stateCitiesPattern(stateNames: readonly string[]): RegExp {
  let re = stateCitiesCache.get(stateNames);
  if (!re) {
    const names = [...stateNames].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.]/g, '\\.?').replace(/\s+/g, '\\s+'));
    re = new RegExp(String.raw`\b(${NUM})\s+(?:${names.join('|') || '(?!)'})\s+(?:cities|towns)\b`, 'gi');
    stateCitiesCache.set(stateNames, re);
  }
  return re;
}

/** "3 cities", "three different cities", "a 2-city trip", "one city in Texas", "two Texas cities". */
export function readCityCount(text: string, stateNames: readonly string[]): Found<number> {
  const hits: Hit[] = [];
  for (const m of text.matchAll(CITY_COUNT)) {
    const n = wordNumber(m[1]!.toLowerCase() === 'single' ? 'one' : m[1]!);
    if (n !== undefined) hits.push({ n, quote: m[0] });
  }
  for (const m of text.matchAll(CITY_COUNT_A)) hits.push({ n: 1, quote: m[0] });
  // "two Texas cities": a number, a state name, "cities".
  for (const m of text.matchAll(stateCitiesPattern(stateNames))) {
    const n = wordNumber(m[1]!);
    if (n !== undefined) hits.push({ n, quote: m[0] });
  }
  const vague = [...text.matchAll(CITY_VAGUE)].map((m) => m[0]);
  if (vague.length > 0) return refuse('cityCount', 'how many cities to visit is not a number; say "2 cities" or "3 cities"', quotes(vague));
  return agree('cityCount', hits, 'the number of cities');
}

// ---------------------------------------------------------------- travellers

const PEOPLE = String.raw`(?:people|persons|person|travell?ers|individuals|guests|passengers|pax|folks|members|family\s+members)`;
const COMPANION = String.raw`(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|friend|buddy|pal|colleague|co-?worker|mom|mum|mother|dad|father|son|daughter|brother|sister|sibling|kid|child|grandma|grandpa|grandmother|grandfather|roommate|boss|cousin|aunt|uncle|niece|nephew)`;
/** Not followed by another person: "me and my wife, and our kids" is not two. */
const NO_MORE_COMPANIONS = String.raw`(?!\s*,?\s*(?:and|&|plus|with)\s+(?:my|our|the|a|an|\d+|one|two|three|four|five|six|seven|eight|nine|ten|her|his|their)\b)`;
const NOT_PEOPLE_AFTER = String.raw`(?![\s-]*(?:days?|nights?|weeks?|months?|years?|hours?|minutes?|cities|city|towns?|stops?|dollars?|bucks|grand|thousand|hundred|k\b|usd|%|percent|(?:st|nd|rd|th)\b|[,.]?\d|\$|different|distinct|separate|unique|of\s+(?:the\s+)?(?:days?|cities|nights?|weeks?)|(?:adults?|kids?|children|cuisines?|stars?|rooms?|beds?|bedrooms?|meals?|restaurants?|attractions?|flights?|cars?|miles?|km)\b))`;

const TOTALS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:group|party|family|team|crew|band)\s+of\s+(${NUM})\b(?!\s+adults?\s*(?:,|and|\+|plus|with))`, 'gi'),
  new RegExp(String.raw`\b(${NUM})[\s-]+(?:adult\s+)?${PEOPLE}\b`, 'gi'),
  new RegExp(String.raw`\b(?:the\s+)?(${NUM})\s+of\s+us\b`, 'gi'),
  new RegExp(String.raw`\b(?:travell?ers|people|persons|guests|passengers|party\s+size|group\s+size|number\s+of\s+(?:people|persons|travell?ers|guests|passengers))\s*[:=\-–]\s*(${NUM})\b`, 'gi'),
  new RegExp(String.raw`\b(?:we\s+are|we['’]re|there\s+(?:are|will\s+be)|we\s+will\s+be|we['’]ll\s+be)\s+(?:a\s+(?:group|party|family)\s+of\s+)?(${NUM})\b${NOT_PEOPLE_AFTER}`, 'gi'),
  new RegExp(String.raw`\bfor\s+(${NUM})\b${NOT_PEOPLE_AFTER}(?!\s+(?:of|in|to)\b)`, 'gi'),
  new RegExp(String.raw`\b(${NUM})[\s-]+(?:person|people|traveller|traveler)[\s-]+(?:trip|group|party|journey|vacation|holiday|itinerary|plan)\b`, 'gi'),
];
const SOLO = /\b(?:solo|alone|by\s+myself|on\s+my\s+own|single[\s-](?:person|traveler|traveller|individual)|a\s+single\s+(?:person|traveler|traveller|individual)|just\s+me|only\s+me|just\s+myself|myself\s+only|an?\s+individual\s+(?:traveler|traveller|trip))\b/gi;
const PAIR = new RegExp(
  String.raw`\b(?:(?:we\s+are|we['’]re|as|for)\s+a\s+couple\b(?!\s+(?:of|more)\b)|a\s+couple['’]?s?\s+(?:trip|getaway|vacation|retreat|holiday)|a\s+couple\s+(?:travel(?:l)?ing|going|looking|on)\b|for\s+a\s+pair\b(?!\s+of)|a\s+pair\s+of\s+(?:travell?ers|friends|us)|honeymoon(?:ers)?|my\s+(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?)\s+and\s+(?:I|me|myself)\b|(?:I|me|myself)\s+and\s+my\s+(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?)\b${NO_MORE_COMPANIONS})`,
  'gi',
);
/** "me and my 2 friends", "my three kids and I": the speaker plus the named companions. */
const WITH_ME = [
  new RegExp(String.raw`\b(?:me|myself|I)\s+and\s+(?:my\s+)?(?:(${NUM}|a)\s+)?(${COMPANION})(s)?\b${NO_MORE_COMPANIONS}`, 'gi'),
  new RegExp(String.raw`\b(?:my\s+)?(?:(${NUM}|a)\s+)?(${COMPANION})(s)?\s+and\s+(?:I|me|myself)\b`, 'gi'),
  new RegExp(String.raw`\b(?:I|I['’]m|I\s+am|I['’]ll\s+be|I\s+will\s+be)\b[^.;]{0,30}?\b(?:travell?ing|going|coming|flying|vacationing|heading|bringing|taking)\s+(?:with\s+)?(?:my\s+)?(?:(${NUM}|a)\s+)?(${COMPANION})(s)?\b${NO_MORE_COMPANIONS}`, 'gi'),
];
const ADULTS_AND_KIDS = new RegExp(String.raw`\b(${NUM})\s+adults?\s*(?:,|and|\+|plus|with)\s*(${NUM})\s+(?:kids?|children|child|teens?|teenagers?|toddlers?|infants?|babies|baby|minors?)\b`, 'gi');
const PLURAL = /\b(?:we|we['’]re|we['’]ll|we['’]ve|we['’]d|us|our|ours|ourselves|family|group|friends|kids|children|colleagues)\b/i;
const COMPANIONS = new RegExp(String.raw`\b(?:my|our)\s+(?:${COMPANION})s?\b`, 'i');
const ADULTS_ONLY = new RegExp(String.raw`\b(${NUM})\s+adults\b`, 'gi');
const KIDS = /\b(?:kids?|children|child|bab(?:y|ies)|toddlers?|infants?|teens?|teenagers?|minors?)\b/i;

/** How many people travel. A request that names no companions at all is one traveller. */
export function readTravellers(text: string): Found<number> {
  const hits: Hit[] = [];
  const spans: [number, number][] = [];
  const add = (n: number | undefined, m: RegExpMatchArray) => {
    if (n === undefined || n < 1 || n > 99) return;
    const start = m.index!;
    const end = start + m[0].length;
    // A number already read as part of a longer phrase ("a group of 7 people") is one reading.
    if (spans.some(([s, e]) => start >= s && end <= e)) return;
    spans.push([start, end]);
    hits.push({ n, quote: m[0].trim() });
  };
  for (const m of text.matchAll(ADULTS_AND_KIDS)) add(sum(wordNumber(m[1]!), wordNumber(m[2]!)), m);
  for (const re of WITH_ME) {
    for (const m of text.matchAll(re)) {
      // "my wife, my son and I": more people than this pattern sees.
      if (new RegExp(String.raw`(?:${COMPANION})s?\s*(?:,|and|&)\s*(?:my\s+|our\s+)?$`, 'i').test(text.slice(Math.max(0, m.index! - 30), m.index!))) continue;
      const count = m[1] === undefined ? (m[3] === undefined ? 1 : undefined) : m[1].toLowerCase() === 'a' ? 1 : wordNumber(m[1]);
      if (count === undefined) continue; // "my friends and I": how many is not said
      add(1 + count, m);
    }
  }
  for (const re of TOTALS) for (const m of text.matchAll(re)) add(wordNumber(m[1]!), m);
  if (!KIDS.test(text)) for (const m of text.matchAll(ADULTS_ONLY)) add(wordNumber(m[1]!), m);
  for (const m of text.matchAll(SOLO)) if (!isNegated(text, m.index!, m.index! + m[0].length, 3)) add(1, m);
  for (const m of text.matchAll(PAIR)) add(2, m);
  const found = agree('travellers', hits, 'the number of travellers');
  if (found !== undefined) return found;
  const plural = PLURAL.exec(text) ?? COMPANIONS.exec(text);
  if (plural) return refuse('travellers', 'the request speaks of several people but does not say how many', plural[0]);
  return value(1);
}

function sum(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined || b === undefined ? undefined : a + b;
}

// ---------------------------------------------------------------- days

const DAY_EXCLUDED_BEFORE = /\b(?:first|last|next|other|remaining|extra|additional|final|spend|spending|in|within|every|each|per|minimum|min|at\s+least|maximum|max|up\s+to)\s+$/i;
const DAY_EXCLUDED_AFTER = /^\s*(?:in\s+(?:each|every)|(?:per|for\s+each|in\s+each)\s+(?:city|stop)|each|before|after|later|ago|from\s+now|notice|in\s+advance|of\s+(?:notice|the\s+trip))\b/i;
const DAYS = new RegExp(String.raw`\b(${NUM})[\s-]+(?:full[\s-]+)?days?\b`, 'gi');
const WEEKS = new RegExp(String.raw`\b(${NUM}|a|an|one)[\s-]+weeks?(?:[\s-]+long)?\b|\bweek[\s-]?long\b|\ba\s+fortnight\b`, 'gi');
const NIGHTS = new RegExp(String.raw`\b(${NUM})[\s-]+nights?\b`, 'gi');
const DAYS_VAGUE = /\b(?:a\s+(?:long\s+)?weekend|weekend\s+(?:trip|getaway|break)|a\s+few\s+days|a\s+couple\s+(?:of\s+)?days|several\s+days|some\s+days|a\s+couple\s+(?:of\s+)?weeks|a\s+few\s+weeks)\b/gi;

export interface DaysReading {
  readonly days: Found<number>;
  /** Words that name a length without a number ("a weekend"), quoted when no dates settle it. */
  readonly vague: string | undefined;
}

/** "3 days", "a 5-day trip", "a week", "two weeks", "4 nights" (5 days). */
export function readDays(text: string): DaysReading {
  const hits: Hit[] = [];
  const usable = (m: RegExpMatchArray) =>
    !DAY_EXCLUDED_BEFORE.test(text.slice(Math.max(0, m.index! - 20), m.index!)) && !DAY_EXCLUDED_AFTER.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 30));
  for (const m of text.matchAll(DAYS)) {
    const n = wordNumber(m[1]!);
    if (n !== undefined && usable(m)) hits.push({ n, quote: m[0] });
  }
  for (const m of text.matchAll(WEEKS)) {
    if (/^\s*(?:next|this|last|following|coming|per|in|every|each|within)\s+$/i.test(text.slice(Math.max(0, m.index! - 12), m.index!))) continue;
    if (/^\s+(?:from\s+now|later|ago|before|after)\b/i.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 20))) continue;
    let weeks = 1;
    if (/fortnight/i.test(m[0])) weeks = 2;
    else if (m[1] !== undefined && !/^(?:a|an|one)$/i.test(m[1])) weeks = wordNumber(m[1]) ?? 0;
    if (weeks > 0) hits.push({ n: weeks * 7, quote: m[0] });
  }
  for (const m of text.matchAll(NIGHTS)) {
    const n = wordNumber(m[1]!);
    if (n !== undefined && usable(m)) hits.push({ n: n + 1, quote: m[0] });
  }
  const vague = [...text.matchAll(DAYS_VAGUE)].map((m) => m[0]);
  return { days: agree('days', hits, 'the length of the trip'), vague: vague.length > 0 ? quotes(vague) : undefined };
}
