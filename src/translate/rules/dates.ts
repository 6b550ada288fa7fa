/**
 * Travel dates: "from March 16th to March 18th, 2022", "March 16-18", "the 16th through the 18th of March",
 * "between March 9th and 13th", "2022-03-16 to 2022-03-18", "3/16 - 3/18/2022", "starting March 16" (with a
 * number of days). A missing year comes from the request ("in 2022"), else the `defaultYear` option, else the
 * date is refused: the sandbox's data is for one month of one year, and guessing a year would be silent.
 */
import { refuse, value, quotes, type Found } from './found.ts';

const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10, november: 11, nov: 11,
  december: 12, dec: 12,
};
const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
};

const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?`;
const ORD_WORD = String.raw`(?:(?:twenty|thirty)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|${Object.keys(ORDINAL_WORDS).join('|')})`;
const DAY = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|${ORD_WORD})`;
const DAY_ORD = String.raw`(?:\d{1,2}(?:st|nd|rd|th)|${ORD_WORD})`;
const YEAR = String.raw`(?:,?\s*(?:of\s+|in\s+)?((?:19|20)\d{2})\b(?!\s*(?:dollars|usd|bucks|\$|k\b)))`;
const SEP = String.raw`\s*(?:-|–|—|to|through|thru|till|until|and|&)\s*(?:the\s+)?`;
const NOT_A_DAY_AFTER = String.raw`(?![\d:]|\s*(?:people|persons|travell?ers|days?|nights?|weeks?|cities|city|am\b|pm\b|%|dollars|k\b))`;

/** Month day [-|to|through] day [year]: "March 16-18, 2022", "March 9th and 13th". */
const RANGE_MONTH_FIRST = new RegExp(String.raw`\b(${MONTH})\s+(?:the\s+)?(${DAY})${SEP}(${DAY})\b${NOT_A_DAY_AFTER}(?!\s+(?:of\s+)?${MONTH})${YEAR}?`, 'gi');
/** [the] day [-|to|through] [the] day [of] Month [year]: "the 16th through the 18th of March", "16-18 March". */
const RANGE_DAY_FIRST = new RegExp(String.raw`\b(?:the\s+)?(${DAY})${SEP}(${DAY})\s+(?:of\s+)?(${MONTH})(?![a-z])${YEAR}?`, 'gi');
/** [from] the 16th to the 18th, with no month: the month comes from "in March" elsewhere in the request. */
const RANGE_NO_MONTH = new RegExp(String.raw`\b(?:the\s+)?(${DAY_ORD})${SEP}(${DAY_ORD})\b(?!\s+(?:of\s+)?${MONTH})`, 'gi');
const IN_MONTH = new RegExp(String.raw`\b(?:in|during|for|of)\s+(?:(?:early|mid|late)[\s-]+)?(${MONTH})(?![a-z])(?:,?\s+((?:19|20)\d{2}))?`, 'gi');
/** [the] 16th [of] March [2022] until the 18th: the second day is in the same month. */
const RANGE_DAY_MONTH_DAY = new RegExp(String.raw`\b(?:the\s+)?(${DAY_ORD}|\d{1,2})\s+(?:of\s+)?(${MONTH})(?![a-z])${YEAR}?${SEP}(${DAY_ORD})\b(?!\s+(?:of\s+)?${MONTH})${YEAR}?`, 'gi');
const MONTH_DAY = new RegExp(String.raw`\b(${MONTH})\s+(?:the\s+)?(${DAY})\b${NOT_A_DAY_AFTER}${YEAR}?`, 'gi');
const DAY_MONTH = new RegExp(String.raw`\b(?:the\s+)?(${DAY_ORD}|\d{1,2})\s+(?:of\s+)?(${MONTH})(?![a-z])${YEAR}?`, 'gi');
const ISO = /\b((?:19|20)\d{2})[-/](\d{1,2})[-/](\d{1,2})\b/g;
const SLASH = /\b(\d{1,2})\/(\d{1,2})(?:\/((?:19|20)?\d{2}))?\b/g;
const STANDALONE_YEAR = new RegExp(String.raw`\b(?:in|of|during|for)\s+(?:(?:early|mid|late)[\s-]+)?(?:${MONTH}\s*,?\s+)?((?:19|20)\d{2})\b|\b${MONTH},?\s+((?:19|20)\d{2})\b`, 'gi');
const RELATIVE = /\b(?:today|tonight|tomorrow|next\s+(?:week(?:end)?|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this\s+(?:week(?:end)?|month|coming\s+\w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in\s+(?:a|one|two|three|\d+)\s+(?:days?|weeks?|months?)|(?:a|one|two|three|\d+)\s+(?:weeks?|days?|months?)\s+from\s+now)\b/gi;
const END_CUE = /\b(?:return(?:ing|s)?|back|until|till|through|thru|end(?:ing|s)?|conclud(?:e|es|ing)|finish(?:ing|es)?|by|fly\s+home|come\s+home|get\s+back)\b[^.;]{0,25}$/i;

interface DateAtom {
  month: number;
  day: number;
  year: number | undefined;
  readonly start: number;
  readonly end: number;
  readonly quote: string;
  /** Set on the two ends of one written range. */
  readonly range?: 'start' | 'end';
}

function dayNumber(text: string): number | undefined {
  const t = text.toLowerCase().replace(/\s+/g, ' ').replace('-', ' ');
  const digits = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(t);
  if (digits) return Number(digits[1]);
  if (t in ORDINAL_WORDS) return ORDINAL_WORDS[t];
  const m = /^(twenty|thirty) (\w+)$/.exec(t);
  if (m && m[2]! in ORDINAL_WORDS) return (m[1] === 'twenty' ? 20 : 30) + ORDINAL_WORDS[m[2]!]!;
  return undefined;
}

function monthNumber(text: string): number {
  return MONTHS[text.toLowerCase().replace('.', '')]!;
}

function yearOf(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text);
}

function findAtoms(text: string): DateAtom[] {
  const atoms: DateAtom[] = [];
  const taken: [number, number][] = [];
  const free = (s: number, e: number) => !taken.some(([a, b]) => s < b && e > a);
  const take = (m: RegExpMatchArray) => {
    taken.push([m.index!, m.index! + m[0].length]);
  };
  for (const m of text.matchAll(RANGE_MONTH_FIRST)) {
    const sepAnd = /\b(?:and|&)\b|&/.test(m[0].slice(m[1]!.length));
    if (sepAnd && !/\bbetween\s+$/i.test(text.slice(Math.max(0, m.index! - 10), m.index!)) && !/(?:st|nd|rd|th)$/i.test(m[3]!)) continue;
    if (!free(m.index!, m.index! + m[0].length)) continue;
    const month = monthNumber(m[1]!);
    const year = yearOf(m[4]);
    const a = dayNumber(m[2]!);
    const b = dayNumber(m[3]!);
    if (a === undefined || b === undefined) continue;
    take(m);
    atoms.push({ month, day: a, year, start: m.index!, end: m.index! + m[0].length, quote: m[0].trim(), range: 'start' });
    atoms.push({ month, day: b, year, start: m.index!, end: m.index! + m[0].length, quote: m[0].trim(), range: 'end' });
  }
  for (const m of text.matchAll(RANGE_DAY_FIRST)) {
    if (!free(m.index!, m.index! + m[0].length)) continue;
    const sepAnd = /\b(?:and)\b|&/.test(m[0]);
    if (sepAnd && !/\bbetween\s+$/i.test(text.slice(Math.max(0, m.index! - 10), m.index!))) continue;
    const a = dayNumber(m[1]!);
    const b = dayNumber(m[2]!);
    if (a === undefined || b === undefined) continue;
    // "16 - 18 March" needs ordinals or a dash: "3 to 5 March" could be counts.
    const month = monthNumber(m[3]!);
    const year = yearOf(m[4]);
    take(m);
    atoms.push({ month, day: a, year, start: m.index!, end: m.index! + m[0].length, quote: m[0].trim(), range: 'start' });
    atoms.push({ month, day: b, year, start: m.index!, end: m.index! + m[0].length, quote: m[0].trim(), range: 'end' });
  }
  for (const m of text.matchAll(RANGE_DAY_MONTH_DAY)) {
    if (!free(m.index!, m.index! + m[0].length)) continue;
    if (/\b(?:and)\b|&/.test(m[0]) && !/\bbetween\s+$/i.test(text.slice(Math.max(0, m.index! - 10), m.index!))) continue;
    const a = dayNumber(m[1]!);
    const b = dayNumber(m[4]!);
    if (a === undefined || b === undefined) continue;
    const month = monthNumber(m[2]!);
    const year = yearOf(m[5]) ?? yearOf(m[3]);
    take(m);
    atoms.push({ month, day: a, year, start: m.index!, end: m.index! + m[0].length, quote: m[0].trim(), range: 'start' });
    atoms.push({ month, day: b, year, start: m.index!, end: m.index! + m[0].length, quote: m[0].trim(), range: 'end' });
  }
  for (const m of text.matchAll(ISO)) {
    if (!free(m.index!, m.index! + m[0].length)) continue;
    take(m);
    atoms.push({ month: Number(m[2]), day: Number(m[3]), year: Number(m[1]), start: m.index!, end: m.index! + m[0].length, quote: m[0] });
  }
  for (const m of text.matchAll(SLASH)) {
    if (!free(m.index!, m.index! + m[0].length)) continue;
    if (Number(m[1]) > 12 || Number(m[2]) > 31 || Number(m[1]) < 1 || Number(m[2]) < 1) continue;
    take(m);
    const y = m[3] === undefined ? undefined : m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    atoms.push({ month: Number(m[1]), day: Number(m[2]), year: y, start: m.index!, end: m.index! + m[0].length, quote: m[0] });
  }
  for (const m of text.matchAll(MONTH_DAY)) {
    if (!free(m.index!, m.index! + m[0].length)) continue;
    const day = dayNumber(m[2]!);
    if (day === undefined) continue;
    // "may" is also a verb: only "May" with a capital counts.
    if (/^may$/.test(m[1]!)) continue;
    take(m);
    atoms.push({ month: monthNumber(m[1]!), day, year: yearOf(m[3]), start: m.index!, end: m.index! + m[0].length, quote: m[0].trim() });
  }
  for (const m of text.matchAll(DAY_MONTH)) {
    if (!free(m.index!, m.index! + m[0].length)) continue;
    const day = dayNumber(m[1]!);
    if (day === undefined) continue;
    if (/^may$/.test(m[2]!)) continue;
    take(m);
    atoms.push({ month: monthNumber(m[2]!), day, year: yearOf(m[3]), start: m.index!, end: m.index! + m[0].length, quote: m[0].trim() });
  }
  if (atoms.length === 0) {
    const months = [...text.matchAll(IN_MONTH)].filter((m) => m[1]!.toLowerCase() !== 'may' || m[1] === 'May');
    const distinctMonths = [...new Set(months.map((m) => monthNumber(m[1]!)))];
    if (distinctMonths.length === 1) {
      const year = months.map((m) => yearOf(m[2])).find((y) => y !== undefined);
      for (const m of text.matchAll(RANGE_NO_MONTH)) {
        const a = dayNumber(m[1]!);
        const b = dayNumber(m[2]!);
        if (a === undefined || b === undefined || /\b(?:and|&)\b|&/.test(m[0])) continue;
        const month = distinctMonths[0]!;
        const quote = `${months[0]![0].trim()} ... ${m[0].trim()}`;
        atoms.push({ month, day: a, year, start: m.index!, end: m.index! + m[0].length, quote, range: 'start' });
        atoms.push({ month, day: b, year, start: m.index!, end: m.index! + m[0].length, quote, range: 'end' });
        break;
      }
    }
  }
  return atoms.sort((a, b) => a.start - b.start || (a.range === 'start' ? -1 : 1));
}

export interface DatesReading {
  readonly startDate: Found<string>;
  readonly endDate: Found<string>;
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function exists(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function addDays(isoDate: string, n: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export function daySpan(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

const before = (a: DateAtom, b: DateAtom) => a.month < b.month || (a.month === b.month && a.day < b.day);
/** Whether b, written after a without a year of its own, falls in the next year (a trip over New Year). */
const wraps = (a: DateAtom, b: DateAtom) => before(b, a) && a.month - b.month >= 9;

/**
 * Start and end dates. `days` (when the request gives a length) completes a single date: a start date
 * ("leaving March 16") or, after words such as "returning" or "until", an end date.
 */
export function readDates(text: string, days: number | undefined, defaultYear: number | undefined): DatesReading {
  const atoms = findAtoms(text);
  // The same date written twice ("March 16th ... on the 16th of March") is one date.
  const unique: DateAtom[] = [];
  for (const a of atoms) if (!unique.some((u) => u.month === a.month && u.day === a.day && (u.year === a.year || u.year === undefined || a.year === undefined))) unique.push(a);
  if (unique.length === 0) {
    const relative = [...text.matchAll(RELATIVE)].map((m) => m[0]);
    if (relative.length > 0) {
      const err = refuse('startDate', 'a date relative to today cannot be placed in the sandbox\'s calendar; give the month and day', quotes(relative));
      return { startDate: err, endDate: undefined };
    }
    return { startDate: refuse('startDate', 'no travel dates found; give the first day, e.g. "from March 16th to March 18th, 2022"'), endDate: undefined };
  }
  if (unique.length > 2) {
    return { startDate: refuse('startDate', `more than two dates named (${unique.length}); give the first and the last day of the trip`, quotes(unique.map((a) => a.quote))), endDate: undefined };
  }
  for (const a of unique) {
    if (a.month < 1 || a.month > 12 || a.day < 1 || a.day > 31) {
      return { startDate: refuse('startDate', 'not a date', a.quote), endDate: undefined };
    }
  }
  // Years: written on a date, inherited within the trip, written elsewhere ("in 2022"), or the default.
  let [first, second] = unique as [DateAtom, DateAtom | undefined];
  const allQuotes = quotes(unique.map((a) => a.quote));
  if (second) {
    if (first.year === undefined && second.year !== undefined) first.year = wraps(first, second) ? second.year - 1 : second.year;
    if (second.year === undefined && first.year !== undefined) second.year = wraps(first, second) ? first.year + 1 : first.year;
  }
  if (first.year === undefined) {
    const standalone = [...text.matchAll(STANDALONE_YEAR)].map((m) => Number(m[1] ?? m[2]));
    const years = [...new Set(standalone)];
    if (years.length > 1) return { startDate: refuse('startDate', `more than one year named (${years.join(', ')})`, allQuotes), endDate: undefined };
    const year = years[0] ?? defaultYear;
    if (year === undefined) {
      return { startDate: refuse('startDate', 'the dates have no year; write it ("March 16th, 2022") or set a default year', allQuotes), endDate: undefined };
    }
    first.year = year;
    if (second) second.year = wraps(first, second) ? year + 1 : year;
  }
  for (const a of unique) {
    if (!exists(a.year!, a.month, a.day)) {
      return { startDate: refuse(a === first ? 'startDate' : 'endDate', 'not a date in the calendar', a.quote), endDate: undefined };
    }
  }
  const d1 = iso(first.year!, first.month, first.day);
  if (second) {
    const d2 = iso(second.year!, second.month, second.day);
    if (d2 < d1) {
      if (first.range === undefined && second.range === undefined && END_CUE.test(text.slice(0, first.start)) && !END_CUE.test(text.slice(0, second.start).slice(first.end))) {
        return { startDate: value(d2, second.quote), endDate: value(d1, first.quote) };
      }
      return { startDate: value(d1, first.quote), endDate: refuse('endDate', `the last day (${d2}) is before the first (${d1})`, allQuotes) };
    }
    return { startDate: value(d1, first.quote), endDate: value(d2, second.quote) };
  }
  // One date: the start, unless the words before it say it is the end; the length completes the trip.
  const isEnd = END_CUE.test(text.slice(Math.max(0, first.start - 40), first.start));
  if (days === undefined) {
    // The other end follows from the length, which the caller reports as missing.
    return isEnd ? { startDate: undefined, endDate: value(d1, first.quote) } : { startDate: value(d1, first.quote), endDate: undefined };
  }
  return isEnd ? { startDate: value(addDays(d1, -(days - 1)), first.quote), endDate: value(d1, first.quote) } : { startDate: value(d1, first.quote), endDate: value(addDays(d1, days - 1), first.quote) };
}

