/**
 * Dates and lengths as written: "March 16th to March 18th, 2022", "March 16-18", "Apr 2–4 2022", "the 16th
 * through the 18th of March", "2022-03-16 to 2022-03-18", "3/16/2022 - 3/18/2022", "april second twenty twenty
 * two", "Saturday, April 2, 2022", "back on the 18th"; and "3 days", "a 5-day trip", "a week", "4 nights".
 * Found per unit, with spans; interpretation.ts decides which is the start, which the end, and the year.
 *
 * chrono-node was measured against these phrasings (docs/decisions/dates-and-numbers-by-hand.md) and not adopted: it lost the
 * second day and the year of "Apr 2–4 2022"-style ranges and read "the 16th through the 18th of March" as
 * one date.
 */
import { textAfter, matchUnits, type Layout, type Unit } from './layout.ts';
import { NUM, wordNumber, YEAR_WORDS, yearNumber } from '../../common/numbers.ts';
import { inPastSentence, moodOf } from './mood.ts';

const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  // Spanish and German names, as people writing in their own language give them ("del 24 al 30 de julio", "15. bis 19. August").
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  januar: 1,
  februar: 2,
  märz: 3,
  maerz: 3,
  juni: 6,
  juli: 7,
  oktober: 10,
  dezember: 12,
  // French, Portuguese and Italian ("du 3 au 5 juin", "28 a 30 de setembro", "dal 3 al 5 giugno"); not "mars" or
  // "marco", which are words and names too.
  janvier: 1,
  février: 2,
  fevrier: 2,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  août: 8,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  décembre: 12,
  decembre: 12,
  janeiro: 1,
  fevereiro: 2,
  março: 3,
  maio: 5,
  junho: 6,
  julho: 7,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  dezembro: 12,
  gennaio: 1,
  febbraio: 2,
  aprile: 4,
  maggio: 5,
  giugno: 6,
  luglio: 7,
  settembre: 9,
  ottobre: 10,
  dicembre: 12,
};
const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const WEEKDAYS: Readonly<Record<string, number>> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|januar|februar|märz|maerz|juni|juli|oktober|dezember|janvier|f[ée]vrier|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?`;
const ORD_WORD = String.raw`(?:(?:twenty|thirty)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|${Object.keys(ORDINAL_WORDS).join('|')})`;
const CARD_WORD = String.raw`(?:(?:twenty|thirty)[\s-](?:one|two|three|four|five|six|seven|eight|nine)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty)`;
const DAY = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|${ORD_WORD})`;
const DAY_ORD = String.raw`(?:\d{1,2}(?:st|nd|rd|th)|${ORD_WORD})`;
const YEAR = String.raw`(?:,?\s*(?:of\s+|in\s+|de\s+|del\s+)?((?:19|20)\d{2}|${YEAR_WORDS})\b(?!\s*(?:dollars|usd|bucks|\$|k\b)))`;
const WEEKDAY = String.raw`(?:(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?\.?)`;
/** Between the two days of a range; the second may carry its weekday ("Sunday the 13th to Saturday the 19th of March"). */
const SEP = String.raw`\.?\s*(?:-|>|to|through|thru|till|until|and|&|al|au|à|a(?=\s)|bis)\s*(?:${WEEKDAY},?\s+)?(?:the\s+)?`;
const NOT_A_DAY_AFTER = String.raw`(?![\d:]|\s*(?:people|persons|travell?ers|days?|nights?|weeks?|cities|city|am\b|pm\b|%|dollars|k\b|of\s+(?:us|them)))`;

const RANGE_MONTH_FIRST = new RegExp(String.raw`\b(${MONTH})\s+(?:the\s+)?(${DAY})${SEP}(${DAY})\b${NOT_A_DAY_AFTER}(?!\s+(?:of\s+)?${MONTH})${YEAR}?`, 'gi');
const RANGE_DAY_FIRST = new RegExp(String.raw`\b(?:the\s+)?(${DAY})${SEP}(${DAY})\.?\s+(?:of\s+|de\s+)?(${MONTH})(?![a-z])${YEAR}?`, 'gi');
const RANGE_NO_MONTH = new RegExp(String.raw`\b(?:the\s+)?(${DAY_ORD})${SEP}(${DAY_ORD})\b(?!\s+(?:of\s+)?${MONTH})`, 'gi');
const RANGE_DAY_MONTH_DAY = new RegExp(
  String.raw`\b(?:the\s+)?(${DAY_ORD}|\d{1,2})\s+(?:of\s+)?(${MONTH})(?![a-z])${YEAR}?${SEP}(${DAY_ORD})\b(?!\s+(?:of\s+)?${MONTH})${YEAR}?`,
  'gi',
);
const LISTED_DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const DAY_LIST_MONTH_FIRST = new RegExp(
  String.raw`\b(?<month>${MONTH})\s+${LISTED_DAY}(?:\s*,\s*${LISTED_DAY})+(?:\s*,?\s*(?:and|&)\s*${LISTED_DAY})?(?:\s*[-,]?\s*(?<year>(?:19|20)\d{2})\b)?|\b(?<month2>${MONTH})\s+${LISTED_DAY}\s*,\s*${LISTED_DAY}\s*,?\s*(?:and|&)\s*${LISTED_DAY}(?:\s*[-,]?\s*(?<year2>(?:19|20)\d{2})\b)?`
    .replace('(?<month2>', '(?:')
    .replace('(?<year2>', '('),
  'gi',
);
const DAY_LIST_MONTH_LAST = new RegExp(
  String.raw`\b(?:the\s+)?${LISTED_DAY}(?:\s*,\s*${LISTED_DAY})*\s*,?\s*(?:and|&)\s*${LISTED_DAY}\s+(?:of\s+)?(?<month>${MONTH})(?![a-z])(?:,?\s*(?<year>(?:19|20)\d{2})\b)?`,
  'gi',
);
const MONTH_DAY = new RegExp(String.raw`\b(${MONTH})\s+(?:the\s+)?(${DAY}|${CARD_WORD})\b${NOT_A_DAY_AFTER}${YEAR}?`, 'gi');
const DAY_MONTH = new RegExp(String.raw`\b(?:the\s+)?(${DAY_ORD}|\d{1,2}\.?)\s+(?:of\s+)?(${MONTH})(?![a-z])${YEAR}?`, 'gi');
/**
 * "2022-09-12..16", "2022-11-07 to 11-09": an ISO date and the last day, with its month when it changes or is repeated.
 * ("2022-11-04/06", "Fri 2022-07-29 → Sun 07-31": a slash, an arrow or a tilde, and a weekday before the end.)
 */
const ISO_DAY_RANGE =
  /(?<!\d)\b((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})\s*(?:\.\.|-|to|through|thru|until|\/|->|=>|>|~)\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:(\d{1,2})-)?(\d{1,2})\b(?![-/.:]\d)/gi;
/** "16-05-2022", "05-16-2022": a date with dashes and the year last, day first only where it cannot be otherwise. */
const DASHED = /(?<![\d-])\b(\d{1,2})-(\d{1,2})-((?:19|20)\d{2})\b(?![-/.:]\d)/g;
/** "DEP 30NOV22", "RET 04DEC22": the airline form, day, month and year run together. */
const AIRLINE_DATE = /\b(\d{1,2})(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(\d{2}|\d{4})\b/g;
/** "2022 year 9 month 26 day": a date written the way Chinese orders it. */
const YEAR_MONTH_DAY_WORDS = /\b((?:19|20)\d{2})\s*year\s+(\d{1,2})\s*month\s+(\d{1,2})\s*day\b/gi;
/** 2022-03-16, 2022/03/16: the same separator twice ("3/14/2022-3/16/2022" holds no "2022-3/16"). */
const ISO = /(?<!\d)\b((?:19|20)\d{2})([-/.])(\d{1,2})\2(\d{1,2})\b/g;
const SLASH = /\b(\d{1,2})[/.](\d{1,2})(?:[/.]((?:19|20)?\d{2}))?\b(?![/.]\d)/g;
const DAY_ONLY = new RegExp(
  String.raw`\b(?:(on|from|to|until|till|through|thru|by|and|back|return(?:ing)?|leav(?:e|ing)|arriv(?:e|ing)|start(?:ing)?|end(?:ing)?|depart(?:ing)?|coming\s+back|home|i\s+mean|make\s+(?:it|that)|actually|rather)\s+(?:on\s+)?(?:(?:${WEEKDAY},?\s+)?the\s+|${WEEKDAY},?\s+(?!first\b|second\b))|${WEEKDAY},?\s+the\s+)(?<day>${DAY_ORD})\b(?!\s+(?:of\s+)?${MONTH})(?!\s+(?:day|night|week|time|city|cities|stop|leg|half|part|place|one|floor))`,
  'gi',
);
const IN_MONTH = new RegExp(
  String.raw`(?:\b(?:in|during|for|of|this|next|around|throughout)\s+|\(\s*)(?:(?:early|mid|late)[\s-]+)?(${MONTH})(?![a-z])(?:,?\s+((?:19|20)\d{2}))?`,
  'gi',
);
const NOT_MONEY_AFTER = String.raw`(?!\s*(?:dollars|usd|bucks|\$|k\b|grand|per\b|a\s+(?:person|head|day|night)|each|total|max|budget))`;
const STANDALONE_YEAR = new RegExp(
  String.raw`\b(?<!\b(?:class|batch|vintage|model|founded|born|since)\s+)(?:in|of|during|for|this|year)\s+(?:(?:early|mid|late)[\s-]+)?(?:${MONTH}\s*,?\s+)?((?:19|20)\d{2})\b${NOT_MONEY_AFTER}|\b${MONTH},?\s+((?:19|20)\d{2})\b${NOT_MONEY_AFTER}|^\s*((?:19|20)\d{2})\s*$|(?<=^|[.;,]\s{0,3})((?:19|20)\d{2})(?=\s+${MONTH}\.?\s+\d)`,
  'gi',
);
const RELATIVE =
  /\b(?:today|tonight|tomorrow|next\s+(?:week(?:end)?|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this\s+(?:week(?:end)?|month|coming\s+\w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:leav(?:e|ing)|go(?:ing)?|depart(?:ing)?|start(?:ing)?|fly(?:ing)?)\s+in\s+(?:a|one|two|three|\d+)\s+(?:days?|weeks?|months?)|in\s+(?:a|one|two|three|\d+)\s+(?:weeks?|months?)|(?:a|one|two|three|\d+)\s+(?:weeks?|days?|months?)\s+from\s+now|over\s+(?:the\s+)?(?:holidays|spring\s+break|easter|christmas|thanksgiving))\b/gi;
/** Words that make the date after them the last day: verbs of coming back (a few words away), or "until"/"by" right before it. */
const END_CUE =
  /\b(?:return(?:ing|s)?|(?<!\b(?:my|his|her|their|our|the|lower|upper)\s+)back(?!\s+(?:surgery|pain|injury|problems?|issues?))|end(?:ing|s)?|conclud(?:e|es|ing)|finish(?:ing|es)?|fl(?:y|ying)\s+home|com(?:e|ing)\s+home|get(?:ting)?\s+back|get(?:ting)?\s+home|be\s+home|head(?:ing)?\s+home|driv(?:e|ing)\s+home|home\s+(?:on|by)|check(?:ing)?[\s-]?out|last\s+day)\b[^.;]{0,25}$|\b(?:until|till|through|thru|by)\s+(?:(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?\.?,?\s+)?(?:the\s+)?$/i;
// ("Push everything a week: September 23 to 25 instead.")
const CORRECTION =
  /\b(?:(?<!\b(?:can|could|might|may|would|will|if\s+\w+)\s+)(?:push|pushing|move|moving|shift|shifting|bump|bumping)\s+(?:it|everything|the\s+(?:trip|dates?|whole\s+thing))(?:\s+(?:back|forward|out|up|later|earlier))?(?:\s+(?:by\s+)?(?:a|one|two|three|\d)\s+(?:weeks?|days?))?(?=\s*[:,-])|actually|let['’]s\s+(?:just\s+)?(?:move|push|change|shift|make|do|go\s+with|say)(?:\s+(?:it|that|them|the\s+dates?))?(?:\s+(?:to|instead))?|(?:move|moving|push|pushing|shift|shifting)\s+it\s+to|make\s+(?:that|it)|i\s+mean(?:t)?|sorry|correction|scratch\s+that|no\s+wait|wait|instead|or\s+rather|rather|change\s+(?:that|it)\s+to|changed\s+to|now\s+it['’]?s|it['’]?s\s+now|moved\s+it|new\s+dates?(?:\s+(?:is|are))?|moved?\s+to|push(?:ed)?\s+(?:it\s+)?(?:back\s+)?to|on\s+second\s+thought)\b[^.;]{0,25}$/i;

export interface DateAtom {
  /** Undefined for "the 18th" with no month of its own. */
  month: number | undefined;
  readonly day: number;
  year: number | undefined;
  readonly start: number;
  readonly end: number;
  readonly unit: Unit;
  /** Set on the two ends of one written range. */
  readonly range?: 'start' | 'end';
  /** Atoms written as one item (a range) share a group. */
  readonly group: number;
  /** A weekday written with the date ("Saturday, April 2"). */
  readonly weekday?: { readonly day: number; readonly raw: string };
  /** Words before it make it the last day ("returning on", "until", "Return:"); a later mention of the same date may add it. */
  endCue: boolean;
  /** Words before it make it the first day ("leaving", "Start:"); a later mention of the same date may add it. */
  startCue: boolean;
  /** A correction cue before it ("sorry, I mean April 4"). */
  readonly corrects: boolean;
}

export interface Duration {
  readonly days: number;
  readonly start: number;
  readonly end: number;
  readonly unit: Unit;
  readonly corrects: boolean;
}

export interface DatesFound {
  readonly atoms: readonly DateAtom[];
  readonly durations: readonly Duration[];
  /** "a weekend", "a few days": a length that is not a number. */
  readonly vague: readonly { start: number; end: number }[];
  /** "next week", "tomorrow". */
  readonly relative: readonly { start: number; end: number }[];
  /** Years named apart from a date ("in 2022"). */
  readonly years: readonly number[];
  /** A last day named by its weekday alone ("back Sunday", "Monday through Friday"), for a trip whose first day is dated. */
  /** `adjacent`: "through Wednesday" counts only right after the first day ("Monday the 21st of March through Wednesday"). */
  readonly weekdayEnds: readonly { weekday: number; from?: number; adjacent?: true; start: number; end: number }[];
  /** "the second weekend of March, Friday to Sunday": the nth weekend of a month (-1 the last, -2 the one before), its first and last weekday. */
  readonly weekends: readonly { nth: number; month: number; year: number | undefined; from: number; to: number; start: number; end: number }[];
  /** Months named apart from a date ("in March"), for "from the 16th to the 18th". */
  readonly months: readonly { month: number; year: number | undefined; start: number; end: number }[];
}

function dayNumber(text: string): number | undefined {
  // A DAY or CARD_WORD match has one separator at most ("twenty-first", "twenty first").
  // The text is one whole DAY or CARD_WORD match, so the patterns below need no anchors: digits with a suffix, one
  // ordinal word, "twenty first", or a number word from one to thirty-nine.
  const t = text.toLowerCase().replace(/[\s-]/, ' ');
  const digits = /\d+/.exec(t);
  if (digits) return Number(digits[0]);
  if (t in ORDINAL_WORDS) return ORDINAL_WORDS[t];
  const m = /(twenty|thirty) (\w+)/.exec(t);
  if (m && m[2]! in ORDINAL_WORDS) return (m[1] === 'twenty' ? 20 : 30) + ORDINAL_WORDS[m[2]!]!;
  const card = wordNumber(t)!;
  return card <= 31 ? card : undefined;
}

/** The day of a DAY or DAY_ORD match: always a number (digits, or a word of ORDINAL_WORDS). */
function dayOf(text: string): number {
  return dayNumber(text)!;
}

function monthNumber(text: string): number {
  return MONTHS[text.toLowerCase().replace('.', '')]!;
}

function yearOf(text: string | undefined): number | undefined {
  return text === undefined ? undefined : yearNumber(text);
}

/**
 * A year before 2000 is never a trip's: a birthday, a wedding, a memory ("I was born 10 Aug 1982 ... 10th to 12th
 * August").
 */
function pastYear(year: number | undefined): boolean {
  return year !== undefined && year < 2000;
}

/** The dates of a request as they are read: each written date an atom, the spans taken, ranges as groups. */
class DateAtoms {
  readonly atoms: DateAtom[] = [];
  // An extra non-pair entry (a string) only compares numbers with its characters, always false, so it never blocks a span.
  // Stryker disable next-line ArrayDeclaration: the reason above
  readonly taken: [number, number][] = [];
  private groups = 0;

  constructor(private readonly layout: Layout) {}

  free(s: number, e: number): boolean {
    return !this.taken.some(([a, b]) => s < b && e > a);
  }

  /** Words before a date that make it the last day, the first, or a correction. */
  private cues(unit: Unit, start: number) {
    // ("Push everything a week: September 23 to 25": a key's words are said before its value.)
    const lead = this.layout.text.slice(Math.max(unit.start, start - 40), start);
    const before = unit.key !== undefined && lead.trim() === '' ? `${unit.key.raw}: ${lead}` : lead;
    const role = unit.key?.role;
    return {
      endCue: role === 'end' || END_CUE.test(before),
      startCue:
        role === 'start' ||
        /\b(?:leav(?:e|es|ing)|depart(?:s|ing|ure)?|start(?:s|ing)?|begin(?:s|ning)?|arriv(?:e|es|ing)|fly(?:ing)?\s+out|get(?:ting)?\s+(?:in|there)|set(?:ting)?\s+(?:out|off)|kick(?:ing)?\s+off|head(?:ing)?\s+out|check(?:ing)?[\s-]?in|first\s+day)\b[^.;]{0,20}$/i.test(
          before,
        ),
      corrects: CORRECTION.test(before),
    };
  }

  push(unit: Unit, s: number, e: number, a: Omit<DateAtom, 'unit' | 'start' | 'end' | 'endCue' | 'startCue' | 'corrects' | 'group'>): void {
    // A date of a past year is never the trip's, nor the year of its dates (pastYear).
    if (pastYear(a.year)) return;
    const c = this.cues(unit, s);
    if (a.range !== 'end') this.groups++;
    this.atoms.push({ ...a, unit, start: s, end: e, group: this.groups, ...c });
  }

  isAndWithoutBetween(unit: Unit, start: number, m: string): boolean {
    return /\b(?:and)\b|&/.test(m) && !/\bbetween\s+$/i.test(this.layout.text.slice(Math.max(unit.start, start - 10), start));
  }
}

/** Dates written as lists of days and as ranges, in any order of day, month and year. */
function readRanges(layout: Layout, c: DateAtoms): void {
  // Lists of days: "Sept 2, 3, 4 - 2022", "April 1st, 2nd and 3rd 2022", "the 18, 19 and 20 of November 2022": the first
  // and the last day, when the days run on one after another.
  for (const re of [DAY_LIST_MONTH_FIRST, DAY_LIST_MONTH_LAST]) {
    for (const { match: m, unit, start, end } of matchUnits(layout, re)) {
      if (!c.free(start, end)) continue;
      const monthWord = m.groups!.month!;
      const days = [
        ...m[0]
          .replace(new RegExp(MONTH, 'i'), ' ')
          .replace(/\b(?:19|20)\d{2}\b/g, ' ')
          .matchAll(/\d{1,2}/g),
      ].map((d) => Number(d[0]));
      // ("the 21 and 22 of May": two days running, joined by "and" before the month, are a two-day trip too.)
      const pair = days.length === 2 && re === DAY_LIST_MONTH_LAST && /\band\b|&/i.test(m[0]);
      if ((days.length < 3 && !pair) || days.some((d, i) => i > 0 && d !== days[i - 1]! + 1)) continue;
      c.taken.push([start, end]);
      const month = monthNumber(monthWord);
      const year = yearOf(m.groups!.year);
      c.push(unit, start, end, { month, day: days[0]!, year, range: 'start' });
      c.push(unit, start, end, { month, day: days[days.length - 1]!, year, range: 'end' });
    }
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, RANGE_MONTH_FIRST)) {
    if (!c.free(start, end)) continue;
    // Stryker disable next-line Regex: every DAY holding st, nd, rd or th ends with it (a suffixed number or an ordinal word), so the anchor changes no match.
    if (c.isAndWithoutBetween(unit, start, m[0]) && !/(?:st|nd|rd|th)$/i.test(m[3]!)) continue;
    const a = dayOf(m[2]!);
    const b = dayOf(m[3]!);
    if (b < a && !/\d/.test(m[3]!)) continue;
    c.taken.push([start, end]);
    const month = monthNumber(m[1]!);
    const year = yearOf(m[4]);
    c.push(unit, start, end, { month, day: a, year, range: 'start' });
    c.push(unit, start, end, { month, day: b, year, range: 'end' });
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, RANGE_DAY_FIRST)) {
    if (!c.free(start, end) || c.isAndWithoutBetween(unit, start, m[0])) continue;
    const a = dayOf(m[1]!);
    const b = dayOf(m[2]!);
    c.taken.push([start, end]);
    const month = monthNumber(m[3]!);
    const year = yearOf(m[4]);
    c.push(unit, start, end, { month, day: a, year, range: 'start' });
    c.push(unit, start, end, { month, day: b, year, range: 'end' });
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, RANGE_DAY_MONTH_DAY)) {
    if (!c.free(start, end) || c.isAndWithoutBetween(unit, start, m[0])) continue;
    const a = dayOf(m[1]!);
    const b = dayOf(m[4]!);
    c.taken.push([start, end]);
    const month = monthNumber(m[2]!);
    const year = yearOf(m[5]) ?? yearOf(m[3]);
    c.push(unit, start, end, { month, day: a, year, range: 'start' });
    c.push(unit, start, end, { month, day: b, year, range: 'end' });
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, YEAR_MONTH_DAY_WORDS)) {
    if (!c.free(start, end)) continue;
    c.taken.push([start, end]);
    c.push(unit, start, end, { month: Number(m[2]), day: Number(m[3]), year: Number(m[1]) });
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, AIRLINE_DATE)) {
    if (!c.free(start, end)) continue;
    c.taken.push([start, end]);
    c.push(unit, start, end, { month: monthNumber(m[2]!), day: Number(m[1]), year: m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]) });
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, ISO_DAY_RANGE)) {
    // "2022-11-07 to 11-09": the end may give its month too.
    const endMonth = m[4] === undefined ? Number(m[2]) : Number(m[4]);
    if (!c.free(start, end) || (endMonth === Number(m[2]) && Number(m[5]) <= Number(m[3])) || endMonth < Number(m[2]) || endMonth > 12) continue;
    c.taken.push([start, end]);
    c.push(unit, start, end, { month: Number(m[2]), day: Number(m[3]), year: Number(m[1]), range: 'start' });
    c.push(unit, start, end, { month: endMonth, day: Number(m[5]), year: Number(m[1]), range: 'end' });
  }
}

/** Words saying the dates are written day first ("that's day/month", "dd/mm", "UK format"). */
const DAY_FIRST_SAID = /\b(?:day\s*\/\s*month|dd\s*\/\s*mm|day[\s-]first|(?:uk|british|european)\s+(?:date\s+)?(?:format|style|order|dates))\b/i;
/** Single dates: ISO, slashes, a month and a day either way round, a range with no month, a day alone. */
function readSingles(layout: Layout, c: DateAtoms): void {
  for (const { match: m, unit, start, end } of matchUnits(layout, ISO)) {
    if (!c.free(start, end)) continue;
    c.taken.push([start, end]);
    c.push(unit, start, end, { month: Number(m[3]), day: Number(m[4]), year: Number(m[1]) });
  }
  // ("05-06-2022 to 15-06-2022": one date that cannot be month first makes them all day first.)
  const dashedDayFirst = [...layout.text.matchAll(DASHED)].some((m) => Number(m[1]) > 12 && Number(m[2]) <= 12);
  for (const { match: m, unit, start, end } of matchUnits(layout, DASHED)) {
    if (!c.free(start, end)) continue;
    const [a, b] = [Number(m[1]), Number(m[2])];
    const dayFirst = dashedDayFirst && a <= 31 && b <= 12;
    if ((!dayFirst && (a > 12 || b > 31)) || a < 1 || b < 1) continue;
    c.taken.push([start, end]);
    c.push(unit, start, end, dayFirst ? { month: b, day: a, year: Number(m[3]) } : { month: a, day: b, year: Number(m[3]) });
  }
  // "06/07/2022 (I can never remember whether it's month or day first)": either order, so no date is read.
  const orderDoubted = /\b(?:month|day)\s+or\s+(?:day|month)\s+first\b|\bwhether\s+it['’]?s\s+(?:the\s+)?(?:month|day)\b/i.test(layout.text);
  // "10/03/2022 to 12/03/2022 (that's day/month)": the writer says which comes first.
  const saidDayFirst = !orderDoubted && DAY_FIRST_SAID.test(layout.text);
  for (const { match: m, unit, start, end } of matchUnits(layout, SLASH)) {
    if (!c.free(start, end)) continue;
    // Day first where it cannot be otherwise ("28/10/2022"), or written with periods and a year ("22.8.2022"), as in Europe.
    const dotted = /^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(m[0]);
    if (orderDoubted && Number(m[1]) <= 12 && Number(m[2]) <= 12 && m[1] !== m[2]) continue;
    if (
      m[3] !== undefined &&
      (dotted || saidDayFirst || Number(m[1]) > 12) &&
      Number(m[2]) <= 12 &&
      Number(m[2]) >= 1 &&
      Number(m[1]) <= 31 &&
      Number(m[1]) >= 1
    ) {
      c.taken.push([start, end]);
      c.push(unit, start, end, { month: Number(m[2]), day: Number(m[1]), year: m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]) });
      continue;
    }
    if (Number(m[1]) > 12 || Number(m[2]) > 31 || Number(m[1]) < 1 || Number(m[2]) < 1) continue;
    // "24/7", "3.5 stars", "1/2 price": a slash pair needs a year, or a date word near it.
    const role = unit.key?.role;
    // A weekday beside it makes it a date too: "Thu 4/7 - Sat 4/9/22", "fri 5/20 thru sun 5/22/22".
    if (
      m[3] === undefined &&
      !SLASH_DATE_WORD_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 14), start)) &&
      !SLASH_RANGE_AFTER.test(textAfter(layout, unit, end, 18)) &&
      role !== 'dates' &&
      role !== 'start' &&
      role !== 'end'
    )
      continue;
    c.taken.push([start, end]);
    const y = m[3] === undefined ? undefined : m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    c.push(unit, start, end, { month: Number(m[1]), day: Number(m[2]), year: y });
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, MONTH_DAY)) {
    if (!c.free(start, end)) continue;
    const day = dayNumber(m[2]!);
    if (day === undefined) continue;
    // "may" is also a verb: "may" without a capital is a month only with a year after it or a date word before it; "march on" is not a date.
    if (
      m[1] === 'may' &&
      m[3] === undefined &&
      !/(?:st|nd|rd|th)$/i.test(m[2]!) &&
      !MAY_RANGE_AFTER.test(textAfter(layout, unit, end, 20)) &&
      !MAY_DATE_WORD_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 12), start))
    )
      continue;
    if ((m[1] === 'march' || m[1] === 'mar') && !/\d/.test(m[2]!) && !/(?:st|nd|rd|th|first|second|third)$/i.test(m[2]!)) continue;
    c.taken.push([start, end]);
    c.push(unit, start, end, { month: monthNumber(m[1]!), day, year: yearOf(m[3]) });
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, DAY_MONTH)) {
    if (!c.free(start, end)) continue;
    if (m[2] === 'may' && m[3] === undefined) continue;
    const day = dayOf(m[1]!);
    // Not taken: the two readers after it cannot overlap it (each refuses a day followed by a month).
    c.push(unit, start, end, { month: monthNumber(m[2]!), day, year: yearOf(m[3]) });
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, RANGE_NO_MONTH)) {
    if (!c.free(start, end) || /\b(?:and|&)\b|&/.test(m[0])) continue;
    const a = dayOf(m[1]!);
    const b = dayOf(m[2]!);
    c.taken.push([start, end]);
    c.push(unit, start, end, { month: undefined, day: a, year: undefined, range: 'start' });
    c.push(unit, start, end, { month: undefined, day: b, year: undefined, range: 'end' });
  }
  // ("Friday the 17th": a weekday before "the" is as good a cue as "on".)
  for (const { match: m, unit, start, end } of matchUnits(layout, DAY_ONLY)) {
    const s = start + m[0].toLowerCase().lastIndexOf('the');
    if (!c.free(s, end)) continue;
    const day = dayOf(m.groups!.day!);
    // The last reader, and its own matches never overlap: nothing is taken.
    c.push(unit, s, end, { month: undefined, day, year: undefined });
  }
}

/** Single dates joined into ranges, and the weekdays written with them. */
function joinedWithWeekdays(layout: Layout, atoms: DateAtom[]): DateAtom[] {
  // "2022-04-22 to 2022-04-24", "Sat Apr 2 - Mon Apr 4": two single dates joined by "to" or a dash are one range.
  // The sort is stable and a range pushes its start before its end, so the two ends of one range stay in order.
  atoms.sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < atoms.length; i++) {
    const a = atoms[i]!;
    const b = atoms[i + 1]!;
    if (a.range !== undefined || b.range !== undefined || a.unit !== b.unit) continue;
    const between = layout.text.slice(a.end, b.start);
    if (!RANGE_JOIN_WORDS.test(between)) continue;
    atoms[i] = { ...a, range: 'start' };
    // The end's correction cue, if any, is before the start too (only "to" or a dash is between them): it keeps its own.
    atoms[i + 1] = { ...b, range: 'end', group: a.group };
    // b, now an end, is skipped by the next turn's check.
  }
  // Weekdays written with a date: "Saturday, April 2", "Sat Apr 2", "April 2 (Saturday)".
  const withWeekdays = atoms.map((a): DateAtom => {
    // A range read as one match ("Sunday the 13th to Saturday the 19th of March"): the weekday before it is its first day's.
    if (a.range === 'end' && atoms.some((s) => s.range === 'start' && s.start === a.start)) return a;
    const before = WEEKDAY_BEFORE.exec(layout.text.slice(Math.max(a.unit.start, a.start - 26), a.start));
    const after = WEEKDAY_AFTER.exec(textAfter(layout, a.unit, a.end, 16));
    const raw = before?.[1] ?? (a.range === undefined ? after?.[1] : undefined);
    if (raw === undefined) return a;
    return { ...a, weekday: { day: WEEKDAYS[raw.toLowerCase().slice(0, 3)]!, raw } };
  });
  // (A range's second weekday: "Sat Apr 2 - Mon Apr 4" are two single atoms; "Friday through Sunday" is checked by the first only.)
  return withWeekdays;
}

export function findDates(layout: Layout): DatesFound {
  const c = new DateAtoms(layout);
  readRanges(layout, c);
  readSingles(layout, c);
  const withWeekdays = joinedWithWeekdays(layout, c.atoms);

  const durations = findDurations(layout);
  const vague = [...matchUnits(layout, DAYS_VAGUE)].map(({ start, end }) => ({ start, end }));
  const relative = [...matchUnits(layout, RELATIVE)].map(({ start, end }) => ({ start, end }));
  // ("Last time we were in New England was 2015": a year in a story of another trip is not this trip's.)
  const years = [...matchUnits(layout, STANDALONE_YEAR)]
    .filter(({ unit, start }) => !inPastSentence(layout, unit, start))
    .map(({ match: m }) => Number(m[1] ?? m[2] ?? m[3] ?? m[4]))
    // (Nor is a past year, as the dates above: "born in 1982", "Aug 1982".)
    .filter((y) => !pastYear(y));
  const months = [...matchUnits(layout, IN_MONTH)]
    .filter(({ match: m }) => m[1]!.toLowerCase() !== 'may' || m[1] === 'May')
    .map(({ match: m, start, end }) => ({ month: monthNumber(m[1]!), year: yearOf(m[2]), start, end }))
    .filter((m) => !pastYear(m.year));
  // "not sure how long yet, maybe a few days maybe a week": no length, whatever numbers follow.
  const doubts = [...matchUnits(layout, LENGTH_DOUBTED)].map(({ start, end }) => ({ start, end }));
  vague.push(...doubts);
  const doubted = doubts.length > 0;
  // "3 or 4 days": no length, whichever number it holds.
  const lengths = doubted ? [] : durations.filter((d) => !vague.some((v) => d.start < v.end && d.end > v.start));
  // "Sat March 5, back Sunday", "the week of October 3rd, Monday through Friday": the last day named by its weekday only.
  const weekdayEnds = [...matchUnits(layout, WEEKDAY_END)]
    // ("coming back Saturday or Sunday, haven't decided": no last day yet.)
    .filter(
      ({ unit, start, end }) =>
        c.free(start, end) && moodOf(layout, unit, start, end) === undefined && !/^\s*(?:or|\/)\s/i.test(textAfter(layout, unit, end, 6)),
    )
    .map(({ match: m, start, end }) => {
      const g = m.groups!;
      const fromWord = g.from ?? g.from3;
      const from = fromWord === undefined ? undefined : WEEKDAYS[fromWord.toLowerCase().slice(0, 3)]!;
      return {
        weekday: WEEKDAYS[(g.to ?? g.to2 ?? g.to3 ?? g.to4)!.toLowerCase().slice(0, 3)]!,
        ...(from !== undefined ? { from } : {}),
        ...(g.to4 !== undefined ? { adjacent: true as const } : {}),
        start,
        end,
      };
    });
  // "the second weekend of March, Friday to Sunday", "the next to last weekend of May (Fri to Sun)".
  const weekends = [...matchUnits(layout, NTH_WEEKEND)]
    // ("We can't do the second weekend of March", "Last year we went the first weekend of April": not this trip's.)
    .filter(
      ({ match: m, unit, start, end }) =>
        (m.groups!.from ?? m.groups!.from2) !== undefined &&
        moodOf(layout, unit, start, end) === undefined &&
        !/\b(?:can['’]?t|cannot|can\s+not|won['’]?t|not|no|except|other\s+than|besides|avoid)\b[^.;!?]{0,30}$/i.test(
          layout.text.slice(Math.max(unit.start, start - 40), start),
        ),
    )
    .map(({ match: m, start, end }) => {
      const g = m.groups!;
      const nth = g.nth!.toLowerCase().replace(/[\s-]+/g, ' ');
      return {
        nth: NTH[nth] ?? -2,
        month: monthNumber(g.month!),
        year: yearOf(g.year),
        from: WEEKDAYS[(g.from ?? g.from2)!.toLowerCase().slice(0, 3)]!,
        to: WEEKDAYS[(g.to ?? g.to2)!.toLowerCase().slice(0, 3)]!,
        start,
        end,
      };
    });
  return { atoms: withWeekdays, durations: lengths, vague, relative, years, months, weekdayEnds, weekends };
}

// ---------------------------------------------------------------- lengths

const DAY_EXCLUDED_BEFORE =
  /\bmonth\s*$|\b(?:first|(?<!\b(?:shall|will|should|would|to|it|trip|vacation|holiday)\s+)last|next|other|remaining|extra|additional|final|(?:leav(?:e|ing)|go(?:ing)?|depart(?:ing)?|start(?:ing)?|fly(?:ing)?|head(?:ing)?\s+out|set(?:ting)?\s+off)\s+in|within|every|each|per|minimum|min|at\s+least|maximum|max|up\s+to|those|these|the\s+(?:first|last)|party|dinner|show|concert|game|date|movie|fun|girls['’]?|guys['’]?)\s+$/i;
const DAY_EXCLUDED_AFTER =
  /^\s*(?:in\s+(?:each|every)|(?:per|for\s+each|in\s+each|at\s+each)\s+(?:city|stop|place)|each|before|after|later|ago|from\s+now|notice|in\s+advance|of\s+(?:notice|the\s+trip|it|them|which)|off\b)\b/i;
/** "5 days", "cinco días", and the telegraphic "5d" (no space). */
const DAYS = new RegExp(String.raw`\b(${NUM})[\s-]+(?:full[\s-]+)?(?:days?|d[ií]as|jours)(?![\p{L}])|(?<![$.,\d])\b(\d{1,2})d(?![\p{L}\d'’])`, 'giu');
/** "the weekend starting Friday", "a weekend from Sat": to the Sunday. ("A long weekend" is three days or four: asked.) */
const WEEKEND_LENGTH = /\b(?:a|the|this|our|that)\s+weekend\s+(?:starting|beginning|from)\s+(?:on\s+)?(thu(?:r|rs|rsday|day)?|fri(?:day)?|sat(?:urday)?)\b/gi;
/** "a relaxing week", "a whole week": words of how the week is spent between "a" and "week". */
const WEEK_ADJECTIVE = String.raw`(?:whole|full|entire|relaxing|quiet|lovely|nice|fun|great|chill|lazy|romantic|restful|leisurely|peaceful|good|wonderful|proper)`;
const WEEKS = new RegExp(
  String.raw`\b(${NUM}|a|an|one)[\s-]+(?:(?<=\b(?:a|one)\s+)${WEEK_ADJECTIVE}\s+)?(?:weeks?|semanas?|semaines?)(?:[\s-]+long)?\b|\b(\d)[\s-]*wks?\b|\bweek[\s-]?long\b|\ba\s+fortnight\b`,
  'gi',
);
/** "4 nights", "3 nites", the telegraphic "4nts", "tres noches", "trois nuits". */
const NIGHTS = new RegExp(String.raw`\b(${NUM})[\s-]+(?:nights?|nites?|noches|nuits?)\b|\b(\d{1,2})[\s-]*(?:nts|nghts|nites?)\b`, 'gi');
const DAYS_VAGUE =
  /\b(?:(?<!\b(?:back|forward|later|earlier|up|by|push|move|shift)\s+)(?:a|one)\s+week\s+or\s+(?:two|so|more)|(?:one|two|\d)\s+or\s+(?:two|three|\d)\s+weeks|(?:maybe|perhaps|possibly)\s+\d{1,2}\s+(?:days?|nights?)\s*(?:or|[,;/])\s*(?:maybe\s+|perhaps\s+|possibly\s+)?\d{1,2}\b|\d{1,2}\s+or\s+\d{1,2}\s+(?:days|nights)|(?:two|three|four|five|six|seven)\s+or\s+(?:three|four|five|six|seven|eight)\s+(?:days|nights)|a\s+long\s+weekend|a\s+weekend(?!\s+(?:starting|beginning|from)\b)|weekend\s+(?:trip|getaway|break)|a\s+few\s+days|a\s+couple\s+(?:of\s+)?days|several\s+days|some\s+days|a\s+couple\s+(?:of\s+)?weeks|a\s+few\s+weeks)\b/gi;

/** The writer does not know the length yet ("not sure how long yet", "haven't decided how long"). */
// ("We'll come back whenever, maybe a few days, maybe a week", "open-ended": no return said.)
const LENGTH_DOUBTED =
  /\b(?:not\s+sure|unsure|haven['’]?t\s+decided|have\s+not\s+decided|don['’]?t\s+know)\s+(?:yet\s+)?how\s+long\b|\b(?:come|coming|head(?:ing)?|get(?:ting)?|fly(?:ing)?|driv(?:e|ing))\s+(?:back|home)\s+whenever\b|\bopen[\s-]ended\b|\bmaybe\s+(?:a\s+few|a\s+couple(?:\s+of)?|\d{1,2}|an?|one|two|three|four|five|six|seven)\s+(?:days?|nights?|weeks?)\s*[,;]?\s*(?:or\s+)?maybe\b/gi;
/** "spend 5 days": the trip's length, unless the stay is spent on one thing ("spend 2 days at the museums"). */
const SPEND_BEFORE = /\b(?:spend|spending)\s+(?:(?:about|around|roughly|maybe|just|only|a\s+full|the)\s+)?$/i;
const SPLIT_AFTER =
  /^\s*(?:in|at)\s+[^,.;!?]{1,30}?(?:,|\band\b|\bthen\b|&)\s*(?:(?:then|and)\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|the\s+rest|the\s+other|some\s+time|a\s+(?:day|night|few\s+days)|a\s+couple(?:\s+of)?\s+days)(?:\s+(?:more\s+)?(?:days?|nights?))?\s+(?:in|at)\b/i;
const SPENT_ON_AFTER = /^\s*(?:at|on|doing|with|by|just|mostly|only|relaxing|hiking|shopping|driving|travell?ing|flying|in\s+the\s+car|on\s+the\s+road)\b/i;

function findDurations(layout: Layout): Duration[] {
  const out: Duration[] = [];
  // "Last year we did 3 days; this year let's do 5": a length told of a past trip is not this one's.
  const usable = (unit: Unit, start: number, end: number) =>
    !DAY_EXCLUDED_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 20), start)) &&
    !DAY_EXCLUDED_AFTER.test(textAfter(layout, unit, end, 30)) &&
    moodOf(layout, unit, start, end) !== 'narrative';
  const add = (days: number, unit: Unit, start: number, end: number) => {
    const before = layout.text.slice(Math.max(unit.start, start - 40), start);
    // "spend 5 days in Texas" is the length, "spend 2 days at the lake" is not.
    if (SPEND_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 25), start)) && SPENT_ON_AFTER.test(textAfter(layout, unit, end, 20))) return;
    // "2 days in Dallas and 3 in Austin": a part of the trip, not its length.
    if (SPLIT_AFTER.test(textAfter(layout, unit, end, 60))) return;
    out.push({ days, start, end, unit, corrects: CORRECTION.test(before) });
  };
  for (const { match: m, unit, start, end } of matchUnits(layout, DAYS)) {
    // "dim sum one day and tacos another", "a bistro lunch one day": "one day" is a length only when it is the trip
    // ("for one day", "a one day trip", "one day in Boston"), as "one night" below.
    if (
      /^one\s+day$/i.test(m[0]) &&
      !/\b(?:for|just|only|spend(?:ing)?|a)\s+$/i.test(layout.text.slice(Math.max(unit.start, start - 15), start)) &&
      !/^(?:[\s-]+(?:trip|visit|getaway|tour|excursion|outing|stay|break)\b|\s+(?:in|at)\s+[A-Z])/.test(textAfter(layout, unit, end, 20))
    )
      continue;
    if (usable(unit, start, end)) add(wordNumber(m[1] ?? m[2]!)!, unit, start, end);
  }
  // "the weekend starting Fri 8 July": from that day to the Sunday.
  for (const { match: m, unit, start, end } of matchUnits(layout, WEEKEND_LENGTH)) {
    if (!usable(unit, start, end)) continue;
    const first = m[1]!.slice(0, 3).toLowerCase();
    add(first === 'thu' ? 4 : first === 'fri' ? 3 : 2, unit, start, end);
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, WEEKS)) {
    // "in a week", "every two weeks", "next week": not the trip's length ("a two-week trip" is).
    if (
      /(?:^|\s)(?:next|this|last|following|coming|per|in|every|each|within)\s+$/i.test(layout.text.slice(Math.max(unit.start, start - 12), start)) &&
      !/fortnight/i.test(m[0])
    ) {
      if (
        !/^(?:a|an|one)\b/i.test(m[0]) ||
        /(?:next|this|last|following|coming|per|every|each|within)\s+$/i.test(layout.text.slice(Math.max(unit.start, start - 12), start))
      )
        continue;
    }
    // ("no flying after 28 weeks", "I'm 31 weeks pregnant": a time in someone's life, not the trip's length.)
    if (
      /\b(?:after|before|past|until|till)\s+$|\b(?:i['’]m|i\s+am|she['’]s|she\s+is|we['’]re|we\s+are)\s+$/i.test(
        layout.text.slice(Math.max(unit.start, start - 10), start),
      )
    )
      continue;
    if (/^\s*(?:pregnant|along|postpartum|post-?op)\b/i.test(textAfter(layout, unit, end, 20))) continue;
    // ("Push everything a week: September 23 to 25": how far the dates move, not the trip's length.)
    // (Only where the new dates follow: a shift said alone is read by the shift reader, or asked about.)
    if (
      /\b(?:push|pushing|pushed|move|moving|moved|shift|shifting|shifted|bump|bumping|bumped)\b[^.;:]{0,25}$/i.test(
        layout.text.slice(Math.max(unit.start, start - 30), start),
      ) &&
      /^\s*:\s*\S/.test(textAfter(layout, unit, end, 10))
    )
      continue;
    // ("I just came off six weeks of nights": weeks of work, not of the trip.)
    if (
      /^\s+(?:from\s+now|later|ago|before|after|notice|in\s+advance|ahead|of\s+(?:notice|nights|night\s+shifts?|shifts|double\s+shifts|work|overtime|chemo|treatment|training|exams|finals|school|classes|rehab|recovery|quarantine))\b/i.test(
        textAfter(layout, unit, end, 30),
      )
    )
      continue;
    let weeks = 1;
    if (/fortnight/i.test(m[0])) weeks = 2;
    else if (m[2] !== undefined) weeks = Number(m[2]);
    else if (m[1] !== undefined && !/^(?:a|an|one)$/i.test(m[1])) weeks = wordNumber(m[1]) ?? 0;
    if (weeks > 0) add(weeks * 7, unit, start, end);
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, NIGHTS)) {
    // "a party one night": "one night" is a length only when it is the stay ("for one night", "one night in").
    // ("spend one night" is no length either.)
    const n = m[1] ?? m[2]!;
    if (n.toLowerCase() === 'one' && !/\b(?:for|stay(?:ing)?|just|only)\s+$/i.test(layout.text.slice(Math.max(unit.start, start - 15), start))) continue;
    if (usable(unit, start, end)) add(wordNumber(n)! + 1, unit, start, end);
  }
  // "Days: 3", "Length: 5": the value of a length field.
  for (const unit of layout.units) {
    if (unit.key?.role !== 'days') continue;
    const value = layout.text.slice(unit.start, unit.end);
    const m = KEY_NUMBER.exec(value);
    if (m) {
      const n = wordNumber(m[1]!)!;
      add(/night/i.test(unit.key.raw) ? n + 1 : n, unit, unit.start, unit.end);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

// Patterns used inside the readers above, compiled once.
const SLASH_DATE_WORD_BEFORE = new RegExp(
  String.raw`(?:\b(?:on|from|to|until|till|through|thru|dates?|leav(?:e|ing)|return(?:ing)?|depart(?:ing|ure)?|arriv(?:e|ing|al)|start(?:ing)?|end(?:ing)?|back)|-|\b${WEEKDAY},?)\s*$`,
  'i',
);
const SLASH_RANGE_AFTER = new RegExp(
  String.raw`^\s*(?:-|>|to|through|thru|until|till|,?\s*(?:and\s+)?(?:back|return(?:ing)?|coming\s+back)(?:\s+on)?)\s*(?:${WEEKDAY},?\s*)?\d`,
  'i',
);
const NTH: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: -1,
  'next to last': -2,
  'second to last': -2,
  penultimate: -2,
};
const WEEKDAY_SPAN = (a: string, b: string) =>
  String.raw`(?<${a}>(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?)\.?\s*(?:-|–|to|through|thru|till|until)\s*(?<${b}>(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?)\b`;
const NTH_WEEKEND = new RegExp(
  String.raw`\b(?:${WEEKDAY_SPAN('from2', 'to2')}[,\s]+(?:of\s+|on\s+)?)?(?:the\s+)?(?<nth>first|1st|second|2nd|third|3rd|fourth|4th|last|next[\s-]+to[\s-]+last|second[\s-]+to[\s-]+last|penultimate)\s+weekend\s+(?:of|in)\s+(?<month>${MONTH})(?![a-z])(?:,?\s*(?<year>(?:19|20)\d{2})\b)?(?:\s*[,(]?\s*(?:from\s+)?${WEEKDAY_SPAN('from', 'to')})?`,
  'gi',
);
/** A weekday with no date after it, after a word of coming back or the end of a weekday range. */
/**
 * A last day given by its weekday, said of the trip itself: "..., back Sunday", "and back Sunday", "then home on
 * Monday", or a weekday range standing on its own (", Monday through Friday."), whose first weekday must be the
 * first day's. Not "my husband gets back Tuesday", "open Tuesday through Sunday" or "wants me back Wednesday".
 */
const WEEKDAY_END = new RegExp(
  String.raw`(?:(?:^|[,;(]|\band\b|\bthen\b|&)\s*(?:(?:we|i)(?:['’]ll|\s+will)?\s+(?:be\s+)?|we['’]re\s+|i['’]m\s+)?(?:coming\s+back|back|home|(?:fly|flying|drive|driving|head|heading)\s+(?:back|home))|\breturn(?:ing)?)\s+(?:on\s+)?(?:the\s+following\s+|next\s+)?(?<to>(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?)\b\.?(?!,?\s*(?:the\s+)?\d|,?\s*${MONTH}|\s+(?:night|morning|afternoon|evening|at\s+the\s+latest|or\s+so|-?ish)\b)|(?:^|[,;:(\u2013\u2014]|\s-\s)\s*(?<from>(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?)\s*(?:through|thru|to|till|until|-|\u2013)\s*(?<to2>(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?)\b\.?(?=\s*(?:[.,;)]|$))|(?<=(?:^|[,;:(\u2013\u2014]|\s-\s)\s*(?:the\s+week\s+of\s+[^,.;]{3,30},\s*)?(?<from3>(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?)\s*)(?:through|thru|to|till|until)\s*(?<to3>(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?)\b\.?(?=\s*(?:[.,;)]|$))|\b(?:through|thru|till|until)\s+(?<to4>(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?)\b\.?(?=\s*(?:[.,;)]|$))`,
  'gi',
);
const MAY_RANGE_AFTER = new RegExp(String.raw`^\s*(?:-|to|through|thru|until|till)\s*(?:${MONTH}|\d)`, 'i');
const MAY_DATE_WORD_BEFORE = new RegExp(
  String.raw`(?:\b(?:on|from|to|until|till|through|thru|since|between|and|in|leaving|leave|arriving|starting|start|returning|back)|-|\b${WEEKDAY},?)\s*$`,
  'i',
);
const RANGE_JOIN_WORDS = new RegExp(String.raw`^\s*(?:-+>?|>|to|through|thru|till|until|and)\s*(?:${WEEKDAY}\s*,?\s*)?$`, 'i');
/** A weekday before a date; before a range of weekdays ("fri-sun 9/16-9/18"), the first is the first day's. */
const WEEKDAY_BEFORE = new RegExp(String.raw`\b(${WEEKDAY})(?:\s*(?:-|>|to|through|thru|till|until)\s*${WEEKDAY})?\s*,?\s*(?:the\s+)?$`, 'i');
const WEEKDAY_AFTER = new RegExp(String.raw`^\s*(?:\(|,)?\s*(?:a\s+|on\s+a\s+)?(${WEEKDAY})\b\)?`, 'i');
const KEY_NUMBER = new RegExp(String.raw`^\s*(${NUM})\s*$`, 'i');
