/**
 * Money: every amount of dollars in the request, with what it is for. "$1,700", "$3.2k", "3.2K USD",
 * "1700 dollars", "2 grand", "thirty-two hundred dollars", and bare numbers after a budget word ("budget 2500",
 * "2500 max", "no more than 2,500", "Budget: 3000"). Numbers that are not amounts ("our 25th anniversary",
 * "the 5 of us") are never read as money: an amount needs a currency or a budget word.
 */
import { textAfter, matchUnits, type Layout, type Span, type Unit } from './layout.ts';
import { clauseOf } from './polarity.ts';
import { WORD_AMOUNT, wordAmount } from '../../common/numbers.ts';

type MoneyUse =
  | { readonly kind: 'total' }
  | { readonly kind: 'perPerson' }
  /** "$1,500 per couple": per two travellers. */
  | { readonly kind: 'perCouple' }
  /** "Each family is putting in $2,500", "$900 per household": per group of the party, as many as the request says there are. */
  | { readonly kind: 'perGroup' }
  | { readonly kind: 'perDay' }
  /** "$150/person/day": per person and per day. */
  | { readonly kind: 'perPersonPerDay' }
  /** The price of one thing (a night, a ticket): not the budget. */
  | { readonly kind: 'item'; readonly item: string }
  /** The price of one meal for one person: a bound of wishes.mealPricePerPerson ("meals under $20 a head"). */
  | { readonly kind: 'meal'; readonly bound: 'max' | 'min' };

export interface Money {
  readonly amount: number;
  readonly start: number;
  readonly end: number;
  readonly unit: Unit;
  readonly use: MoneyUse;
  /** A budget word is in its clause ("budget", "spend", "max", "up to"). */
  readonly budgetCue: boolean;
  /** Words before it say it replaces an earlier amount ("can stretch to", "actually", "revised"). */
  readonly corrects: boolean;
  /** Set on the two ends of a written range ("between $1,000 and $1,500"). */
  readonly range: boolean;
}

// ("1.500 USD" and "1 500 dollars": periods or spaces between groups of three digits, as written in much of Europe, only before a currency.)
const DIGITS = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+(?!\d)(?=\s*(?:usd|us\s*\$|dollars?|dolars?|bucks|\$|€|eur))|(?<=^\s*|(?:budget(?:\s+(?:is|of|at))?|total|spend|around|about|approximately|max|maximum|de|:)\s{1,3})\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)(?=\s*(?:usd|us\s*\$|dollars?|bucks|\$|€|eur))|(?<=\$\s?)\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d|[,.]\d)|(?<=\$\s?)\d{1,3}(?:\.\d{3})+(?![\d,.])|\d+)(?:\.(\d+))?`;
const SCALE = String.raw`(?:\s*(k\b|thousand|grand|m\b|million))?`;
const CURRENCY_AFTER = String.raw`(?:\s*(?:us\s*)?(?:dollars?|dolars?|dollers?|usd|bucks)\b|\s?\$)`;
const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?:US)?\$\s?${DIGITS}${SCALE}`, 'gi'),
  new RegExp(String.raw`\b(?:usd|us\$)\s*${DIGITS}${SCALE}`, 'gi'),
  new RegExp(String.raw`\b${DIGITS}${SCALE}${CURRENCY_AFTER}`, 'gi'),
  new RegExp(String.raw`\b${DIGITS}\s*(k|grand)\b`, 'gi'),
];
const TRAILING_RANGE = new RegExp(
  String.raw`\b(?:between\s+)?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?\s*(?:-|to|and)\s*${DIGITS}(?:${SCALE}${CURRENCY_AFTER}|\s*(k\b|thousand|grand))`,
  'gi',
);
const DOLLAR_RANGE = new RegExp(
  String.raw`(?:US)?\$\s?${DIGITS}${SCALE}\s*(?:-|to)\s*${DIGITS}${SCALE}\b(?!\s*(?:%|days?|nights?|people|persons|cities|travell?ers|adults|kids|guests|(?:st|nd|rd|th)\b|[/-]\d))`,
  'gi',
);
const WORDS_PATTERN = new RegExp(String.raw`\b(${WORD_AMOUNT})(?:${CURRENCY_AFTER}|(?<=grand)\b)`, 'gi');
/** Bare numbers count as money only next to a budget word. */
/** Words after a number that say what it counts, so it is no amount of money ("3 days", "2 bedrooms", "10 am"). */
const COUNTED_UNITS = String.raw`days?|nights?|weeks?|people|persons|ppl|pax|cities|city|towns?|travell?ers|adults|kids|children|guests|years?|yrs?|of\s+us|stops?|stars?|rooms?|bedrooms?|beds?|miles?|km|hours?|minutes?|am\b|pm\b`;
const BARE_NUMBER = new RegExp(String.raw`(?<![\w.$/-])${DIGITS}${SCALE}(?![\w%/-]|\.\d|\s*(?:${COUNTED_UNITS}|(?:st|nd|rd|th)\b|:\d|[/-]\d))`, 'gi');
const BARE_WORDS = new RegExp(
  String.raw`\b(${WORD_AMOUNT})\b(?!\s*(?:days?|nights?|weeks?|people|persons|cities|travell?ers|of\s+us|adults|kids|guests|years?))`,
  'gi',
);
const BUDGET_BEFORE =
  /\b(?:(?:set|put)\s+(?:aside|away)|saved(?:\s+up)?|budget['’]s(?:\s+(?:like|maybe|about|around|roughly|probably))?(?:\s*(?:\.{2,}|…))?|budget(?:ed)?(?:\s+(?:is|of|at|around|about|approximately|roughly|set\s+at|will\s+be|would\s+be|for\s+(?:this|the)\s+trip(?:\s+is)?))*|spend(?:ing)?(?:\s+(?:limit|cap|is|of))?|afford|cap(?:ped)?(?:\s+(?:(?:it|that|things|the\s+(?:trip|total|budget|whole\s+thing))\s+)?(?:at|is|of))?|limit(?:ed)?(?:\s+(?:of|to|is))?|max(?:imum)?(?:\s+(?:of|is))?|total(?:\s+(?:of|is))?|up\s+to|no\s+more\s+than|not\s+more\s+than|less\s+than|(?:go|going|spend|spending)\s+over|exceed(?:ing)?|at\s+most|under|below|within|around|about|approximately|roughly|ceiling(?:\s+of)?|have|got|with|figure|stretch(?:ing)?\s+(?:it\s+)?to|go\s+up\s+to|bump(?:ed)?\s+(?:it\s+)?(?:up\s+)?to|make\s+(?:that|it)|i\s+mean)(?:\s+(?:like|about|around|roughly|maybe|approx\.?|approximately|only|just))?\s*[:=]?\s*$/i;
const BUDGET_AFTER =
  /^\s*(?:(?:each|apiece|pp|per\s+(?:person|head)|a\s+(?:person|head)|(?:a|per)\s+day|daily)\b|max(?:imum)?|tops|total|all[\s-]in|budget|in\s+total|or\s+less|ceiling|cap|limit|to\s+spend|for\s+(?:everything|the\s+whole\s+thing|the\s+(?:whole\s+)?trip|all\s+of\s+us|(?:the\s+)?both\s+of\s+us|the\s+(?:two|three|four|five|six|\d)\s+of\s+us))\b/i;
const BUDGET_WORD =
  /\b(?:budget|budgeted|spend|spending|afford|cap|capped|limit|total|overall|all[\s-]in|max(?:imum)?|up\s+to|no\s+more\s+than|at\s+most|under|below|within|money|funds|expenses|costs?|price)\b/i;
// ("$800 a pop", "$700 ea.", "$750 p.p.", "$600 individually", "$500 (individual)", "$600 to spend, each": per person.)
const RATE_AFTER =
  /^\s*(?:total\s+|in\s+total\s+)?(?:\/|per|a|an|each|every)\s*(person|head|pp|traveller|traveler|individual|adult|people|guy|gal|girl|dude|man|woman|member|pop|capita|pax|night|nightly|evening|day|daily|meal|dinner|lunch|breakfast|room|ticket|flight|seat|plate)\b|^\s*(?:total\s+|in\s+total\s+)?(each|apiece|pp|pppn|pn|nightly|daily|ea|individually|p\.p)\b|^\s*for\s+(each)\s+(?:of\s+us|one\s+of\s+us|person|travell?er|one)\b|^\s*for\s+every\s+(?:one\s+of\s+us|person|travell?er)\b|^\s*\(\s*(?:individual|each|per\s+person|pp|p\.p\.?|apiece)\s*\)|^\s*to\s+spend\s*,?\s*(?:each|apiece)\b/i;
/** "Each couple is chipping in $800": an amount from each couple, said before it. */
const PER_COUPLE_BEFORE =
  /\b(?:each|every)\s+couple\s+(?:is\s+|will\s+|can\s+|['’]s\s+)?(?:chipping\s+in|chip\s+in|putting\s+in|put\s+in|paying|pay|contributing|contribute|bringing|bring|spending|spend|has\s+budgeted|budgeted|has\s+set\s+aside|set\s+aside|has\s+saved|saved|has)\s+(?:about\s+|around\s+|up\s+to\s+)?$/i;
/** "Each family is putting in $2,500", "each household has $900": an amount from each group, said before it. */
const PER_GROUP_BEFORE =
  /\b(?:each|every)\s+(?:family|household|group)\s+(?:is\s+|will\s+|can\s+|['’]s\s+)?(?:chipping\s+in|chip\s+in|putting\s+in|put\s+in|paying|pay|contributing|contribute|bringing|bring|spending|spend|has\s+budgeted|budgeted|has|gets)\s+(?:about\s+|around\s+|up\s+to\s+)?$/i;
/** "$2,500 per family", "for each household". */
const PER_GROUP_AFTER = /^\s*(?:per|each|for\s+each|for\s+every|a)\s+(?:family|household)\b/i;
/** "$1,500 per couple", "for each couple": an amount for two travellers. */
const PER_COUPLE_AFTER = /^\s*(?:per|each|for\s+each|for\s+every|a)\s+couple\b(?!\s+(?:of|more)\b)/i;
const PER_PERSON =
  /^(?:person|head|pp|traveller|traveler|individual|adult|people|guy|gal|girl|dude|man|woman|member|each|apiece|pop|capita|pax|ea|individually|p\.p)$/;
/** "He's putting in $800 and so am I": the same amount from each. */
const EACH_AFTER =
  /^\s*(?:,\s*)?and\s+so\s+(?:am|do|will|can|does|is)\s+(?:I|me|she|he|my\s+\w+)\b|^\s*(?:,\s*)?and\s+(?:I|she|he)['’]?(?:m|s|ll|\s+am|\s+will|\s+is)?\s+(?:putting|chipping|paying|bringing)\s+in\s+the\s+same\b/i;
const RATE_BEFORE =
  /\b(?:per[\s-](?:person|head|traveller|traveler)|each\s+(?:person|traveller|traveler)|individual)\s+(?:budget\s+)?(?:of\s+|is\s+|:\s*)?$|\b(?:everyone|everybody|each\s+of\s+us|each\s+person|each\s+one|we\s+each|we\s+(?:can|could|will|would)\s+each|we['’]d\s+each|we['’]ll\s+each|we['’]re\s+each|we\s+are\s+each|we['’]ll\s+each|we\s+will\s+each|we['’]ve\s+each|we\s+have\s+each)(?:['’]s|\s+is|\s+are|\s+will\s+be|\s+has|\s+have|\s+got|\s+gets?)?\s+(?:(?:been\s+)?(?:asked|expected|supposed)\s+to\s+(?:contribute|pay|put\s+in|chip\s+in|bring|spend)|like\s+to\s+spend|putting\s+in|chipping\s+in|paying|contributing|bringing|got|gets?|has|have|spending|spend|(?:can|could|will|would|['’]ll)\s+(?:put\s+in|chip\s+in|throw\s+in|kick\s+in|pitch\s+in|pay|contribute|bring|spend|afford|do|manage)|put\s+in|chip\s+in|pays?|contributes?|budgeted)\s+(?:about\s+|around\s+|roughly\s+|up\s+to\s+|like\s+|maybe\s+|no\s+more\s+than\s+|at\s+most\s+|under\s+)?$|\b(?:gives?|giving|gave|pays?|paying|allows?|allowing|reimburses?|covers?)\s+(?:each\s+of\s+us|each\s+(?:person|traveller|traveler|one)|everyone|everybody|us\s+each)\s+(?:about\s+|around\s+|up\s+to\s+)?$/i;
/** An item word, then the price right after it, or after a word of price ("Dinners should cost no less than $20"). */
const ITEM_BEFORE =
  /\b(meals?|dinners?|lunch(?:es)?|breakfasts?|restaurants?|food|eating\s+out|night(?:ly)?|room|rooms|hotels?|lodging|accommodations?|tickets?|flights?|airfare|attractions?|entry|entrance|taxis?|cars?|gas|fuel|rental|drinks?|souvenirs?|activities|tours?)\b(?:[^.;,$]{0,25}|[^.;,$]{0,30}\b(?:cost|costs|costing|priced|price|under|below|over|above|at\s+most|at\s+least|than|between|around|up\s+to|max|min)\b[^.;,$]{0,12})$/i;
const ITEM_AFTER =
  /^\s*(?:(?:\/|per|a|an|each)\s*(?:person|head|pp)\s*)?(?:on|for)\s+(?:each\s+|every\s+|a\s+|the\s+)?(meals?|food|dinners?|lunch(?:es)?|breakfasts?|lodging|accommodations?|hotels?|rooms?|flights?|airfare|tickets?|attractions?|activities|drinks|souvenirs|gas|taxis?)\b/i;
const CORRECTS_BEFORE =
  /\b(?:actually|make\s+(?:that|it)|i\s+mean(?:t)?|sorry|correction|scratch\s+that|no\s+wait|wait|instead|or\s+rather|rather|revised|updated|new|now|changed?\s+(?:that\s+|it\s+)?to|increased\s+to|raised\s+to|lowered\s+to|reduced\s+to|(?:can|could|will|would)\s+(?:stretch|go)\s+(?:it\s+)?(?:up\s+)?to|stretch(?:ing)?\s+(?:it\s+)?to|bump(?:ed)?\s+(?:it\s+)?(?:up\s+)?to|let['’]s\s+(?:say|do|make\s+it)|on\s+second\s+thought)\b[^.;$]{0,25}$/i;
const RANGE_BETWEEN = /\bbetween\s*$/i;
const RANGE_JOIN = /^\s*(?:-|to|and|or)\s*$/i;

function singular(word: string): string {
  // Stryker disable next-line Regex: of the item words only "activities" has "ies" and only "lunches" has "ches", each at its end.
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  // Stryker disable next-line Regex: of the item words only "lunches" has "ches" or "es", at its end.
  if (/(?:ch|sh)es$/.test(word)) return word.replace(/es$/, '');
  return word.replace(/s$/, '');
}

function scaled(digits: string, fraction: string | undefined, scale: string | undefined): number {
  // "1.500 USD": a period between groups of three digits is a thousands separator, as written in much of Europe.
  const whole = /^\d{1,3}(?:\.\d{3})+$/.test(digits) ? digits.replaceAll('.', '') : digits.replace(/[,\s\u00a0\u202f]/g, '');
  let n = Number(whole + (fraction !== undefined ? `.${fraction}` : ''));
  const s = scale?.toLowerCase();
  if (s === 'k' || s === 'thousand' || s === 'grand') n *= 1000;
  else if (s === 'm' || s === 'million') n *= 1_000_000;
  return Math.round(n * 100) / 100;
}

interface Raw {
  amount: number;
  start: number;
  end: number;
  unit: Unit;
}

/** The amounts written, in order: ranges, dollars, words, and bare numbers beside a budget word; none inside `claimed`. */
function findAmounts(layout: Layout, claimed: readonly { start: number; end: number }[]): Raw[] {
  const raw: Raw[] = [];
  const push = (amount: number, unit: Unit, start: number, end: number, bare = false) => {
    if (amount <= 0) return;
    if (raw.some((a) => start < a.end && end > a.start)) return;
    if (bare && claimed.some((c) => start < c.end && end > c.start)) return;
    raw.push({ amount, start, end, unit });
  };
  // "between 35 and 60 dollars", "10 to 30 dollars": a range whose currency is written once, after it.
  for (const { match: m, unit, start, end } of matchUnits(layout, TRAILING_RANGE)) {
    const first = /^(?:between\s+)?/i.exec(m[0])![0].length;
    const firstEnd = start + first + m[1]!.length + (m[2] !== undefined ? m[2].length + 1 : 0);
    // "between 2 and 3 grand": a scale written once, after the range, with no currency, scales both ends.
    push(scaled(m[1]!, m[2], m[6]), unit, start + first, firstEnd);
    push(scaled(m[3]!, m[4], m[5] ?? m[6]), unit, start + m[0].lastIndexOf(m[3]!), end);
  }
  // "$15-25", "$15 to 25": a range whose second end has no dollar sign of its own.
  for (const { match: m, unit, start, end } of matchUnits(layout, DOLLAR_RANGE)) {
    const second = start + m[0].lastIndexOf(m[4]!);
    const first = /^(?:US)?\$\s?[\d,]+(?:\.\d+)?(?:\s*(?:k|thousand|grand|m|million)\b)?/i.exec(m[0])!;
    push(scaled(m[1]!, m[2], m[3]), unit, start, start + first[0].length);
    push(scaled(m[4]!, m[5], m[6]), unit, second, end);
  }
  for (const re of PATTERNS) for (const { match: m, unit, start, end } of matchUnits(layout, re)) push(scaled(m[1]!, m[2], m[3]), unit, start, end);
  for (const { match: m, unit, start, end } of matchUnits(layout, WORDS_PATTERN)) {
    // "Grand Forks", "a grand time": "grand" alone is not an amount ("a couple thousand" is two of it).
    if (
      !/\b(?:couple|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/i.test(
        m[1]!,
      )
    )
      continue;
    // wordAmount reads every WORD_AMOUNT match.
    const n = wordAmount(m[1]!)!;
    if (n >= 10) push(n, unit, start, end);
  }
  // Bare numbers: next to a budget word, or the whole value of a "Budget:" field.
  for (const { match: m, unit, start, end } of matchUnits(layout, BARE_NUMBER)) {
    const before = layout.text.slice(Math.max(unit.start, start - 45), start);
    const after = layout.text.slice(end, Math.min(unit.end, end + 30));
    const amount = scaled(m[1]!, m[2], m[3]);
    if (amount < 50 && m[3] === undefined) continue;
    if (
      /^(?:19|20)\d{2}$/.test(m[1]!) &&
      m[3] === undefined &&
      !(unit.key?.role === 'budget') &&
      !BUDGET_AFTER.test(after) &&
      !/\b(?:budget(?:ed)?|spend(?:ing)?|max(?:imum)?|cap(?:ped)?|limit|up\s+to|no\s+more\s+than|at\s+most)\b[^.;\d]{0,20}$/i.test(before)
    )
      continue;
    // "budget 3000 - wait, our manager said 3,300": a number said to correct an amount just before it.
    const corrects =
      /\b(?:wait|actually|sorry|make\s+(?:it|that)|i\s+mean)\b[^.;\d$]{0,30}$/i.test(before) &&
      !/^\s*(?:sq|square|ft|feet|foot|m2|km|miles?|meters?|%)/i.test(after) &&
      raw.some((r) => r.unit === unit && r.end <= start && start - r.end < 60);
    if (unit.key?.role === 'budget' || BUDGET_BEFORE.test(before) || BUDGET_AFTER.test(after) || corrects) push(amount, unit, start, end, true);
  }
  // "250/day", "250/person/day budget": a number at a rate per person or per day is money.
  // (Not after "$", a digit or a comma, whose amount is read whole; nor a distance: "drive 400/day".)
  for (const { match: m, unit, start } of matchUnits(layout, /(?<![\w.,$/:-])(\d{1,3}(?:,\d{3})+|\d{2,5})(?=\s*\/\s*(?:person|pp|head|day|pax|ppl)\b)/gi)) {
    const amount = Number(m[1]!.replace(/,/g, ''));
    if (
      /\b(?:drive|driving|drove|walk|walking|hike|hiking|bike|biking|miles?|km|kilometers?)\s+(?:about\s+|around\s+|up\s+to\s+)?$/i.test(
        layout.text.slice(Math.max(unit.start, start - 25), start),
      )
    )
      continue;
    if (amount >= 50) push(amount, unit, start, start + m[1]!.length, true);
  }
  // "budget 1500 kids need to be allowed": a number right after "budget" is money whatever word follows it.
  for (const { match: m, unit, start, end } of matchUnits(layout, /\bbudget\s*(?:is\s+|of\s+)?[:=]?\s*(\d{3,6})\b(?![.,]\d)/gi)) {
    const at = start + m[0].lastIndexOf(m[1]!);
    if (!raw.some((r) => r.start <= at && r.end > at)) push(Number(m[1]), unit, at, end, true);
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, BARE_WORDS)) {
    const n = wordAmount(m[1]!)!;
    if (n < 100) continue;
    const before = layout.text.slice(Math.max(unit.start, start - 45), start);
    if (unit.key?.role === 'budget' || BUDGET_BEFORE.test(before) || BUDGET_AFTER.test(textAfter(layout, unit, end, 30))) push(n, unit, start, end, true);
  }
  raw.sort((a, b) => a.start - b.start);
  return raw;
}

/**
 * The use of an amount written with a rate after it ("$150 a night", "$100 per person per day"), and where its words
 * end (from `rateEnd`, the rate's end): per person, per day, per person and day, or the price of one thing.
 */
function rateUse(layout: Layout, a: Raw, unitWord: string, rateEnd: number): { use: MoneyUse; end: number } {
  let end = rateEnd;
  let use: MoneyUse;
  // "$150/person/day", "$100 per person per day": a rate on a rate.
  const perDayToo = PER_PERSON.test(unitWord) && /^\s*(?:\/|per|a|each)\s*(?:day|daily|night)\b/i.test(layout.text.slice(end, Math.min(a.unit.end, end + 14)));
  // "$150 a day each", "$100/day per person": a rate per day, then per person.
  const personToo = /^(?:day|daily)$/.test(unitWord)
    ? /^\s*(?:each|apiece|pp|(?:\/|per|a)\s*(?:person|head|pp)|for\s+(?:each|every)\s+(?:of\s+us|one\s+of\s+us|person|travell?er|one))\b/i.exec(
        layout.text.slice(end, Math.min(a.unit.end, end + 24)),
      )
    : null;
  if (personToo) {
    use = { kind: 'perPersonPerDay' };
    end += personToo[0].length;
  } else if (perDayToo) {
    use = { kind: 'perPersonPerDay' };
    end += /^\s*(?:\/|per|a|each)\s*(?:day|daily|night)\b/i.exec(layout.text.slice(end, end + 14))![0].length;
  } else if (PER_PERSON.test(unitWord)) use = { kind: 'perPerson' };
  // Stryker disable next-line Regex: the rate words are a fixed list in which only "day" and "daily" start or end with "day"/"daily".
  // "$300 a day", "2450 bucks/day": with no item named, an amount per day is what the trip may cost each day.
  else if (/^(?:day|daily)$/.test(unitWord)) use = { kind: 'perDay' };
  else use = { kind: 'item', item: singular(unitWord === 'nightly' ? 'night' : unitWord === 'daily' ? 'day' : unitWord) };
  return { use, end };
}

/**
 * What an amount found is for, from the words around it: the price of a thing, a rate (per person, per day, per
 * couple), a meal's price, or the total; an end of a written range; a correction of the amount before it.
 */
function readAmount(layout: Layout, raw: readonly Raw[], i: number): Money {
  const a = raw[i]!;
  const clause = clauseOf(layout, a.unit, a.start, a.end);
  const sentenceStart = Math.max(a.unit.start, a.start - 60);
  const after = layout.text.slice(a.end, Math.min(a.unit.end, a.end + 30));
  const before = layout.text.slice(Math.max(clause.start, a.start - 60), a.start);
  const clauseText = layout.text.slice(clause.start, clause.end);
  const budgetCue = a.unit.key?.role === 'budget' || /\bbudget/i.test(clauseText) || BUDGET_WORD.test(layout.text.slice(clause.start, a.start));
  const rate = RATE_AFTER.exec(after);
  let use: MoneyUse = { kind: 'total' };
  let end = a.end;
  if (rate) end = a.end + rate[0].length;
  // "meals under $20 a head", "$100 a night": the price of one thing comes first.
  const item = ITEM_BEFORE.exec(before);
  const unitWord = rate ? (rate[1] ?? rate[2] ?? rate[3] ?? 'each').toLowerCase() : undefined;
  // "Our budget for flights and meals is $3,000" names what the budget covers: still the total.
  const coversItems =
    item !== null &&
    /\b(?:budget|spend(?:ing)?|afford|total)\s+(?:\w+\s+){0,2}(?:for|on|covering|covers|including|includes|to\s+cover)\s+(?:the\s+|our\s+|all\s+)?(?:[a-z]+\s*(?:,|and|&)\s*)*$/i.test(
      layout.text.slice(clause.start, a.start - before.length + item.index!),
    );
  const itemAfter = ITEM_AFTER.exec(after);
  let start = a.start;
  // "flights only my budget is 4,700 dollars": a budget word after the item word makes the amount the budget.
  const budgetAfterItem = item !== null && /\b(?:budget|spend|afford|total)\b/i.test(before.slice(item.index! + item[1]!.length));
  if (item && !coversItems && !budgetAfterItem) {
    use = { kind: 'item', item: singular(item[1]!.toLowerCase()) };
    start = a.start - before.length + item.index!;
  } else if (itemAfter) {
    use = { kind: 'item', item: singular(itemAfter[1]!.toLowerCase()) };
    end = a.end + itemAfter[0].length;
  } else if (unitWord !== undefined) {
    const rated = rateUse(layout, a, unitWord, end);
    use = rated.use;
    end = rated.end;
  } else if (a.unit.key?.role === 'budget' && /\b(?:daily|per\s+day|a\s+day|\/\s*day)\b/i.test(a.unit.key.raw)) {
    // "Daily budget: $450", "Budget per person: $600": the key says the rate.
    use = { kind: 'perDay' };
  } else if (a.unit.key?.role === 'budget' && /\b(?:per\s+(?:person|head)|each|pp)\b/i.test(a.unit.key.raw)) use = { kind: 'perPerson' };
  else if (RATE_BEFORE.test(before) || EACH_AFTER.test(layout.text.slice(a.end, Math.min(a.unit.end, a.end + 40)))) use = { kind: 'perPerson' };
  else if (PER_COUPLE_AFTER.test(layout.text.slice(end, Math.min(a.unit.end, end + 25))) || PER_COUPLE_BEFORE.test(before)) use = { kind: 'perCouple' };
  else if (PER_GROUP_AFTER.test(layout.text.slice(end, Math.min(a.unit.end, end + 25))) || PER_GROUP_BEFORE.test(before)) use = { kind: 'perGroup' };
  const prev = raw[i - 1];
  const next = raw[i + 1];
  const range =
    (next !== undefined &&
      next.unit === a.unit &&
      RANGE_JOIN.test(layout.text.slice(a.end, next.start)) &&
      (RANGE_BETWEEN.test(before) || /-|to/i.test(layout.text.slice(a.end, next.start)))) ||
    (prev !== undefined &&
      prev.unit === a.unit &&
      RANGE_JOIN.test(layout.text.slice(prev.end, a.start)) &&
      (RANGE_BETWEEN.test(layout.text.slice(Math.max(a.unit.start, prev.start - 12), prev.start)) || /-|to/i.test(layout.text.slice(prev.end, a.start))));
  const corrects = prev !== undefined && (CORRECTS_BEFORE.test(layout.text.slice(Math.max(sentenceStart, prev.end), a.start)) || a.unit.key?.corrects === true);
  // The price of a meal for one person: a meal word and no rate other than per person / per meal.
  const mealUnit = unitWord === undefined || /^(?:person|head|pp|individual|adult|each|apiece|meal|plate|dinner|lunch|breakfast)$/.test(unitWord);
  const mealItem = use.kind === 'item' && MEAL_ITEMS.test(use.item) && mealUnit;
  // "$20 a meal", "60 dollars per person per meal", "$25 a head for each meal".
  const mealRate = MEAL_RATE_AFTER.exec(after);
  if (mealRate) {
    end = Math.max(end, a.end + mealRate[0].length);
    // The rate follows the amount: the span starts at the amount, even where an item word before it was taken.
    start = a.start;
  }
  const perMeal =
    // Stryker disable next-line Regex: the rate words are a fixed list in which only the meal words start or end with a meal word.
    mealRate !== null || (unitWord !== undefined && /^(?:meal|plate|dinner|lunch|breakfast)$/.test(unitWord) && !ITEM_BEFORE_NOT_MEAL.test(before));
  // "$20 a head or more": a floor's words come after the rate ("a head", "per meal") the amount is written with.
  if (a.unit.key?.role === 'mealPrice' || mealItem || perMeal)
    use = { kind: 'meal', bound: boundOf(before, layout.text.slice(end, Math.min(a.unit.end, end + 30))) };
  return { amount: a.amount, start, end, unit: a.unit, use, budgetCue, corrects, range };
}

/** A range shares its meaning: "meals between $15 and $40" makes both ends meal prices, low and high. */
function shareRangeMeaning(money: Money[]): void {
  for (let i = 0; i + 1 < money.length; i++) {
    const a = money[i]!;
    const b = money[i + 1]!;
    if (!a.range || !b.range || a.unit !== b.unit) continue;
    if (a.use.kind === 'meal' || b.use.kind === 'meal') {
      money[i] = { ...a, use: { kind: 'meal', bound: 'min' } };
      money[i + 1] = { ...b, use: { kind: 'meal', bound: 'max' } };
    }
    i++;
  }
}

/** Amounts of money; `claimed` are spans other readers own (the dates), where no bare number is money. */
// Stryker disable next-line ArrayDeclaration: a string in the default list has no start or end, so it overlaps nothing.
export function findMoney(layout: Layout, claimed: readonly { start: number; end: number }[] = []): Money[] {
  const raw = findAmounts(layout, claimed);
  const money = raw.map((_, i) => readAmount(layout, raw, i));
  shareRangeMeaning(money);
  return money;
}

const MEAL_RATE_AFTER =
  /^\s*(?:(?:\/|per|a|an|each)\s*(?:person|head|pp)\s*)?(?:\/|per|a|an|each|for\s+(?:a|each|every|one))\s*(?:meal|plate|dinner|lunch|breakfast)\b/i;
const MEAL_ITEMS = /^(?:meal|dinner|lunch|breakfast|restaurant|food|eating out|plate)$/;
const ITEM_BEFORE_NOT_MEAL = /\b(?:night(?:ly)?|room|rooms|hotels?|lodging|accommodations?|tickets?|flights?|airfare)\b[^.;,$]{0,25}$/i;
const BOUND_MAX_BEFORE =
  /\b(?:no\s+more\s+than|not\s+more\s+than|nothing\s+(?:over|above|more\s+than|pricier\s+than)|at\s+most|under|below|(?<!\bno\s|\bnot\s)less\s+than|up\s+to|max(?:imum)?(?:\s+of)?|cheaper\s+than|within)\s*$/i;
const BOUND_MIN_BEFORE = /\b(?:at\s+least|over|above|more\s+than|min(?:imum)?(?:\s+of)?|no\s+less\s+than|not\s+less\s+than|starting\s+(?:at|from)|from)\s*$/i;
const BOUND_MIN_AFTER = /^\s*(?:or\s+more|and\s+up|minimum|min|at\s+least|or\s+above)\b/i;

/** Whether a meal price is a ceiling (the usual reading: "meals under $20") or a floor ("at least $40 a plate"). */
function boundOf(before: string, after: string): 'max' | 'min' {
  if (BOUND_MAX_BEFORE.test(before)) return 'max';
  return BOUND_MIN_BEFORE.test(before) || BOUND_MIN_AFTER.test(after) ? 'min' : 'max';
}

/**
 * Numbers of 100 or more that no reader took and that no unit word explains ("should cost less than 1800 in all"):
 * when no budget is read, such a number may be one, so the budget is asked for rather than left out.
 * `claimed` are the spans other readers own (dates, lengths, counts, places, amounts).
 */
export function strayAmounts(layout: Layout, claimed: readonly { start: number; end: number }[]): Span[] {
  const out: Span[] = [];
  for (const { match: m, unit, start, end } of matchUnits(layout, STRAY_NUMBER)) {
    if (claimed.some((c) => start < c.end && end > c.start)) continue;
    if (/^(?:19|20)\d{2}$/.test(m[1]!)) continue;
    if (Number(m[1]!.replaceAll(',', '')) < 100) continue;
    if (NOT_AN_AMOUNT_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 12), start))) continue;
    out.push({ start, end });
  }
  return out;
}
/** A number of three or more digits standing alone: no unit word, time, ordinal or code glued to it. */
const STRAY_NUMBER = new RegExp(
  String.raw`(?<![\w.$/#:-])(\d{1,3}(?:,\d{3})+|\d{3,6})(?![\w%/:-]|\.\d|,\d|\s*(?:${COUNTED_UNITS}|mi\b|hrs?|mins?|sq|square|ft|feet|meters?|calories|points|followers))`,
  'gi',
);
/** Words before a number that make it a code, not money ("flight 1234", "room 210", "I-95", "zip 98101"). */
const NOT_AN_AMOUNT_BEFORE =
  /\b(?:flight|flt|room|suite|apt|apartment|unit|no\.?|number|zip|zipcode|postal\s+code|route|highway|hwy|interstate|exit|gate|terminal|seat|bus|train|ext|extension|code|pin|ref(?:erence)?|order|booking|confirmation|ticket|member(?:ship)?|id)\s*$/i;
