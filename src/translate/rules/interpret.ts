/**
 * Interpretation: the mentions get roles and become fields. Roles come first from cues, then from consistency
 * (the origin lies outside the destination state, a city followed by its own state is one place, the stated
 * days agree with the dates), then from order; a statement that corrects an earlier one wins.
 *
 * Accounting: every place, amount and constraint word found is entered in a ledger as consumed by a field,
 * set aside by a named rule (provenance.ts), or refused. One left without an entry is refused, quoting it:
 * a wish is never dropped silently.
 */
import { SpecError } from '../../common/errors.ts';
import {
  parseTripSpec,
  type Cuisine,
  type Destination,
  type HouseRule,
  type Interest,
  type MealPrice,
  type Pace,
  type RoomTypeWish,
  type TransportMode,
  type TripSpec,
  type TripSpecInput,
} from '../../tripspec/index.ts';
import { BENCHMARK_CUISINES, TRANSPORT_MODES } from '../../tripspec/index.ts';
import type { PlaceIndex } from '../places.ts';
import { readAnswer, type Answers } from './answers.ts';
import {
  findBareCorrections,
  findCityCounts,
  findParty,
  groupsSaid,
  type BareCorrection,
  type Count,
  type PartyReading,
  type PluralMention,
} from './counts.ts';
import { findDates, type DateAtom, type DatesFound, type Duration } from './dates.ts';
import { inPastSentence, moodOf } from './mood.ts';
import { clauseOf } from './polarity.ts';
import { textAfter, readLayout, sentenceAt, unitAt, words, type Layout, type Span, type Unit } from './layout.ts';
import { findMoney, strayAmounts, type Money } from './money.ts';
import { isError, isValue, Ledger, quotes, refuse, SPEC_FIELDS, type Found, type RulesFields, type SpecField } from './ledger.ts';
import { findPlaces, type PlaceMention, type PlacesFound } from './places.ts';
import { ANIMALS, mayBeName } from './party.ts';
import type { DismissRule, Provenance } from './provenance.ts';
import { readPlaces, type PlacesReading } from './roles.ts';
import { findWishes, type Wish } from './wishes.ts';
import { addDays, daySpan, WEEKDAY_NAMES, weekdayOf } from '../../common/dates.ts';
import { wordNumber } from '../../common/numbers.ts';

export { SPEC_FIELDS, type RulesFields, type SpecField } from './ledger.ts';

export interface RulesOptions {
  /** The year for dates written without one ("March 16-18"). Without it such dates are refused. */
  readonly defaultYear?: number | undefined;
  /**
   * A person's answers to the questions of an earlier reading (../questions.ts), by field: each is read as that
   * field's value (rules/answers.ts) and wins over the words, with provenance "answered".
   */
  readonly answers?: Answers | undefined;
}

export interface RulesOutcome {
  /** Every field read without doubt. */
  readonly fields: RulesFields;
  /** One error per field that could not be read (in SPEC_FIELDS order), then any error of the whole spec. */
  readonly errors: readonly SpecError[];
  /** The validated spec, when there are no errors. */
  readonly spec: TripSpec | undefined;
  /** The words each field came from, and the words set aside. */
  readonly provenance: Provenance;
}

// ---------------------------------------------------------------- dates and days

function iso(y: number, m: number, d: number): string {
  // Stryker disable next-line StringLiteral: years come from the text as four digits (or from --year), so the pad never applies.
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
function exists(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

interface DatesReading {
  readonly days: Found<number>;
  readonly startDate: Found<string>;
  readonly endDate: Found<string>;
}

/** The length: durations agree, or the later correction wins. */
function readLength(layout: Layout, durations: readonly Duration[], ledger: Ledger): { days: Found<number>; used: Duration[] } {
  if (durations.length === 0) return { days: undefined, used: [] };
  let list = [...durations];
  const lastCorrection = [...list].reverse().find((d) => d.corrects);
  if (lastCorrection) {
    for (const d of list) if (d.start < lastCorrection.start && d.days !== lastCorrection.days) ledger.dismiss(d, 'corrected');
    // Stryker disable next-line EqualityOperator: the only length starting where the correction starts is the correction, kept by its own value.
    list = list.filter((d) => d.start >= lastCorrection.start || d.days === lastCorrection.days);
  }
  const values = [...new Set(list.map((d) => d.days))];
  if (values.length > 1)
    return {
      days: refuse('days', `the request gives the length of the trip two ways (${values.join(' and ')})`, quotes(list.map((d) => words(layout, d)))),
      used: list,
    };
  return { days: { value: values[0]! }, used: list };
}

/**
 * The dates as written: grouped into items (a range is one item), with dates of a quoted message, plans given up and
 * corrected dates set aside, months given to "the 18th", and the same date written twice made one.
 */
function writtenDates(layout: Layout, found: ReturnType<typeof findDates>, ledger: Ledger, defaultYear: number | undefined): DateAtom[] {
  // Group the atoms into written items (a range is one item) and apply corrections. Dates of a reply win over the
  // dates of the earlier message it quotes.
  const quotedOut = found.atoms.some((a) => !a.unit.quoted) ? found.atoms.filter((a) => a.unit.quoted) : [];
  for (const a of quotedOut) ledger.dismiss(a, 'corrected');
  let atoms = found.atoms.filter((a) => !quotedOut.includes(a));
  const items: DateAtom[][] = [];
  for (const a of atoms) {
    const last = items[items.length - 1];
    if (last !== undefined && last[0]!.group === a.group) last.push(a);
    else items.push([a]);
  }
  // "I was going to say March 10-13 but ..., so let's do March 11 to 14 instead": dates said as a plan given up, before
  // a correction, are replaced by it whatever stands between them.
  const correctedLater = (i: number) => items.slice(i + 1).some((item) => item[0]!.corrects);
  for (let i = items.length - 2; i >= 0; i--) {
    const first = items[i]![0]!;
    if (!correctedLater(i) || !GIVEN_UP_BEFORE.test(layout.text.slice(Math.max(first.unit.start, first.start - 40), first.start))) continue;
    for (const a of items[i]!) ledger.dismiss(a, 'corrected');
    items.splice(i, 1);
  }
  for (let i = items.length - 1; i > 0; i--) {
    if (!items[i]![0]!.corrects) continue;
    // "April 3, sorry, I mean April 4": the correction replaces the item written just before it; one date correcting a
    // range is its end when it falls after the range's start ("Sept 30 to Oct 3... no wait, make it Oct 2").
    const before = items[i - 1]!;
    const one = items[i]!.length === 1 ? items[i]![0]! : undefined;
    const later = (a: DateAtom, b: DateAtom) => a.month !== undefined && b.month !== undefined && (a.month > b.month || (a.month === b.month && a.day > b.day));
    if (
      before.length === 2 &&
      one !== undefined &&
      later(one, before[0]!) &&
      !/\b(?:leav|start|depart|from)\w*\s*$/i.test(layout.text.slice(Math.max(one.unit.start, one.start - 15), one.start))
    ) {
      ledger.dismiss(before[1]!, 'corrected');
      one.year ??= before[0]!.year ?? before[1]!.year;
      items.splice(i - 1, 2, [before[0]!, one]);
      continue;
    }
    const replaced = before;
    for (const a of replaced) ledger.dismiss(a, 'corrected');
    // "March 16th 2022, sorry, I mean March 17th": the year written with the replaced date still holds.
    const year = replaced.find((a) => a.year !== undefined)?.year;
    for (const a of items[i]!) a.year ??= year;
    items.splice(i - 1, 1);
  }
  atoms = items.flat();
  // Months for "the 18th": from the item before (or after) it, else from "in March".
  const monthed = atoms.filter((a) => a.month !== undefined);
  for (const a of atoms) {
    if (a.month !== undefined) continue;
    const prev = [...monthed].reverse().find((m) => m.start < a.start) ?? monthed.find((m) => m.start > a.start);
    if (prev) {
      // The day is the trip's end when its words say so, or the neighbour's say it starts, or it is written later:
      // an end on a smaller day is in the next month, a start on a larger day in the month before. The year is
      // left to the two dates below, which carry it across New Year.
      const isEnd = a.endCue || (!prev.endCue && prev.start < a.start);
      const shift = isEnd && a.day < prev.day ? 1 : !isEnd && a.day > prev.day ? -1 : 0;
      a.month = ((prev.month! + shift + 11) % 12) + 1;
      // "Married on the 21st of May ... leaving Friday the 20th": a weekday that fits the neighbour's month, and not
      // the next or the one before, keeps the day in it.
      const year = a.year ?? prev.year ?? found.years[0] ?? defaultYear;
      const weekdayIn = (month: number) => year !== undefined && new Date(Date.UTC(year, month - 1, a.day)).getUTCDay() === a.weekday!.day;
      if (shift !== 0 && a.weekday !== undefined && !weekdayIn(a.month) && weekdayIn(prev.month!)) a.month = prev.month;
    } else {
      const months = [...new Set(found.months.map((m) => m.month))];
      if (months.length === 1) {
        a.month = months[0];
        a.year ??= found.months.find((m) => m.year !== undefined)?.year;
      }
    }
  }
  // The same date written twice is one date.
  const unique: DateAtom[] = [];
  for (const a of atoms) {
    const twin = unique.find((u) => u.month === a.month && u.day === a.day && (u.year === a.year || u.year === undefined || a.year === undefined));
    if (twin) {
      twin.year ??= a.year;
      // "performing Sunday, April 3 ... return Sunday, April 3": the date said again as the return is the return.
      twin.endCue ||= a.endCue;
      twin.startCue ||= a.startCue;
      continue;
    }
    unique.push(a);
  }
  return unique;
}

/** "the second weekend of March, Friday to Sunday": the weekend's Saturday, then its first and last weekday around it. */
function weekendDates(
  layout: Layout,
  found: ReturnType<typeof findDates>,
  defaultYear: number | undefined,
  statedDays: number | undefined,
  ledger: Ledger,
): DatesReading | undefined {
  if (found.weekends.length !== 1 || (found.weekends[0]!.year ?? found.years[0] ?? defaultYear) === undefined) return undefined;
  const w = found.weekends[0]!;
  const year = (w.year ?? found.years[0] ?? defaultYear)!;
  const saturdays: string[] = [];
  for (let d = 1; exists(year, w.month, d); d++) if (weekdayOf(iso(year, w.month, d)) === 6) saturdays.push(iso(year, w.month, d));
  const saturday = w.nth > 0 ? saturdays[w.nth - 1] : saturdays[saturdays.length + w.nth];
  if (saturday !== undefined) {
    const start = addDays(saturday, -((6 - w.from + 7) % 7));
    const end = addDays(saturday, (w.to - 6 + 7) % 7);
    ledger.use(w, 'startDate');
    const span = daySpan(start, end);
    if (statedDays !== undefined && statedDays !== span)
      return {
        days: refuse('days', `the dates span ${span} days but the request says ${statedDays}`, words(layout, w)),
        startDate: { value: start },
        endDate: { value: end },
      };
    return { days: { value: span }, startDate: { value: start }, endDate: { value: end } };
  }
  return undefined;
}

/** No date written: a date relative to today, or none at all, is asked for; the length stands if read. */
function noDates(layout: Layout, found: ReturnType<typeof findDates>, days: Found<number>): DatesReading {
  if (found.relative.length > 0) {
    return {
      days,
      startDate: refuse(
        'startDate',
        "a date relative to today cannot be placed in the sandbox's calendar; give the month and day",
        quotes(found.relative.map((r) => words(layout, r))),
      ),
      endDate: undefined,
    };
  }
  const noDays =
    days === undefined
      ? found.vague.length > 0
        ? refuse('days', 'the length of the trip is not a number of days', quotes(found.vague.map((v) => words(layout, v))))
        : undefined
      : days;
  return {
    days: noDays,
    startDate: refuse('startDate', 'no travel dates found; give the first day, e.g. "from March 16th to March 18th, 2022"'),
    endDate: undefined,
  };
}

/** The length read: its value, and the durations it was read from (entered for "days" once the dates agree with it). */
type LengthRead = ReturnType<typeof readLength>;

/**
 * Of three or more dates, one said as the leaving and one as the return are the trip; the others are of something
 * else, set aside, and `unique` is cut to the two. (Not when a range is written, nor cues said of someone else: "my
 * husband leaves on May 2 and gets back May 9".)
 */
function keepLeavingAndReturn(layout: Layout, unique: DateAtom[], ledger: Ledger): void {
  // "Maya has a swim meet on the 9th ... so I can leave the 11th and be home the 15th", "performing Sunday, April 3 ...
  // leave Friday, April 1 and return Sunday, April 3": one date said as the leaving and one as the return are the
  // trip; the others are of something else.
  const othersCue = (a: DateAtom) =>
    /\b(?:he|she|they|my\s+(?:husband|wife|partner|boss|son|daughter|mom|dad|mother|father|brother|sister)|his|her)\b[^.;!?]{0,30}$/i.test(
      layout.text.slice(sentenceAt(a.unit, a.start).start, a.start),
    );
  // ("a tournament in Omaha Saturday and Sunday, May 14-15 ... get there Friday the 13th and head home Sunday the
  // 15th": a range said with no word of leaving or coming back is the other thing's.)
  if (unique.length > 2 && !unique.some((a) => a.range !== undefined && (a.startCue || a.endCue))) {
    const leaving = unique.filter((a) => a.range === undefined && a.startCue && !a.endCue && !othersCue(a));
    const returning = unique.filter((a) => a.range === undefined && a.endCue && !a.startCue && !othersCue(a));
    if (leaving.length === 1 && returning.length === 1 && leaving[0]!.start < returning[0]!.start) {
      // (The year written with the other thing's date still holds: "marry on Saturday April 2, 2022 ... fly out
      // Friday the 1st".)
      const year = unique.find((a) => a.year !== undefined)?.year;
      leaving[0]!.year ??= year;
      returning[0]!.year ??= year;
      for (const a of unique) if (a !== leaving[0] && a !== returning[0]) ledger.dismiss(a, 'other-dates');
      unique.splice(0, unique.length, leaving[0]!, returning[0]!);
    }
  }
}

/**
 * "Tickets for Saturday Feb 19! ... Fri Feb 18 through Sun Feb 20 2022": one range written from its first day to its
 * last, and single days inside it said with no word of leaving or coming back: those days are of something on the trip.
 */
function keepRangeOverDayInside(unique: DateAtom[], ledger: Ledger): void {
  const from = unique.filter((a) => a.range === 'start');
  const to = unique.filter((a) => a.range === 'end');
  if (from.length !== 1 || to.length !== 1 || unique.length <= 2) return;
  const key = (a: DateAtom) => (a.month ?? 0) * 100 + a.day;
  const [start, end] = [from[0]!, to[0]!];
  const year = start.year ?? end.year;
  const inside = unique.filter(
    (a) =>
      a.range === undefined &&
      !a.startCue &&
      !a.endCue &&
      a.month !== undefined &&
      (a.year === undefined || a.year === year) &&
      key(a) > key(start) &&
      key(a) < key(end),
  );
  if (inside.length !== unique.length - 2 || start.month === undefined || end.month === undefined) return;
  for (const a of inside) ledger.dismiss(a, 'other-dates');
  unique.splice(0, unique.length, start, end);
}

/** Dates that cannot be the trip's whatever their year: more than two, a day without a month, a month or day out of range. */
function unplacedDates(layout: Layout, unique: readonly DateAtom[], days: Found<number>): DatesReading | undefined {
  const quoteOf = (a: DateAtom) => words(layout, a);
  if (unique.length > 2) {
    return {
      days,
      startDate: refuse('startDate', `more than two dates named (${unique.length}); give the first and the last day of the trip`, quotes(unique.map(quoteOf))),
      endDate: undefined,
    };
  }
  for (const a of unique) {
    if (a.month === undefined) return { days, startDate: refuse('startDate', 'a day without a month', quoteOf(a)), endDate: undefined };
    if (a.month < 1 || a.month > 12 || a.day < 1 || a.day > 31) return { days, startDate: refuse('startDate', 'not a date', quoteOf(a)), endDate: undefined };
  }
  return undefined;
}

/**
 * Gives the one or two dates their year: the other date's, else the one year the request names, else the default
 * year. The refusal when the request names several years, or none and there is no default.
 */
function giveYears(
  layout: Layout,
  found: ReturnType<typeof findDates>,
  unique: readonly DateAtom[],
  defaultYear: number | undefined,
  days: Found<number>,
): DatesReading | undefined {
  const [first, second] = unique as [DateAtom, DateAtom | undefined];
  // "December 30th to January 2nd": a later month written first, nine or more months on, is in the year before.
  const wraps = (a: DateAtom, b: DateAtom) => a.month! - b.month! >= 9;
  if (second) {
    if (first.year === undefined && second.year !== undefined) first.year = wraps(first, second) ? second.year - 1 : second.year;
    if (second.year === undefined && first.year !== undefined) second.year = wraps(first, second) ? first.year + 1 : first.year;
  }
  if (first.year === undefined) {
    const allQuotes = quotes(unique.map((a) => words(layout, a)));
    const years = [...new Set(found.years)];
    if (years.length > 1) return { days, startDate: refuse('startDate', `more than one year named (${years.join(', ')})`, allQuotes), endDate: undefined };
    const year = years[0] ?? defaultYear;
    if (year === undefined)
      return {
        days,
        startDate: refuse('startDate', 'the dates have no year; write it ("March 16th, 2022") or set a default year', allQuotes),
        endDate: undefined,
      };
    first.year = year;
    if (second) second.year = wraps(first, second) ? year + 1 : year;
  }
  return undefined;
}

/** A date that is not in the calendar ("February 30th"), or whose weekday written with it is another day's. */
function notInCalendar(layout: Layout, unique: readonly DateAtom[], days: Found<number>): DatesReading | undefined {
  const first = unique[0];
  const quoteOf = (a: DateAtom) => words(layout, a);
  for (const a of unique) {
    if (!exists(a.year!, a.month!, a.day)) {
      const error = refuse(a === first ? 'startDate' : 'endDate', 'not a date in the calendar', quoteOf(a));
      return { days, startDate: a === first ? error : undefined, endDate: a === first ? undefined : error };
    }
    if (a.weekday !== undefined) {
      const actual = weekdayOf(iso(a.year!, a.month!, a.day));
      if (actual !== a.weekday.day) {
        const field = a === first ? 'startDate' : 'endDate';
        const error = refuse(
          field,
          `${iso(a.year!, a.month!, a.day)} is a ${WEEKDAY_NAMES[actual]}, not a ${WEEKDAY_NAMES[a.weekday.day]}`,
          `${a.weekday.raw} ... ${quoteOf(a)}`,
        );
        return { days, startDate: field === 'startDate' ? error : undefined, endDate: field === 'endDate' ? error : undefined };
      }
    }
  }
  return undefined;
}

/**
 * Two dates: the first day and the last, swapped when the first written is said as the return; the length is the
 * days they span, and a length stated must agree.
 */
function twoDates(layout: Layout, unique: readonly DateAtom[], length: LengthRead, ledger: Ledger): DatesReading {
  let [first, second] = unique as [DateAtom, DateAtom];
  const statedDays = isValue(length.days) ? length.days.value : undefined;
  const quoteOf = (a: DateAtom) => words(layout, a);
  const d1 = iso(first.year!, first.month!, first.day);
  const d2 = iso(second.year!, second.month!, second.day);
  let start: string;
  let end: string;
  // Stryker disable next-line EqualityOperator: two atoms of one date were merged as twins above, so d2 never equals d1.
  if (d2 < d1) {
    if (first.range === undefined && second.range === undefined && first.endCue && !second.endCue) {
      [start, end] = [d2, d1];
      [first, second] = [second, first];
    } else {
      ledger.use(first, 'startDate');
      return {
        days: length.days,
        startDate: { value: d1 },
        endDate: refuse('endDate', `the last day (${d2}) is before the first (${d1})`, quotes(unique.map(quoteOf))),
      };
    }
  } else [start, end] = [d1, d2];
  const span = daySpan(start, end);
  ledger.use(first, 'startDate');
  ledger.use(second, 'endDate');
  // ("Last year we did Texas in a rush, four towns in six days, never again ... July 1 to July 5": a length told of
  // another trip gives way to the dates.)
  // (Nor does a length in an earlier message quoted below a reply whose dates are not quoted: "> three days, April 7 to 9"
  // then "we're now doing April 7 through April 10".)
  const told =
    length.used.length > 0 &&
    length.used.every(
      (d) => toldOfAnotherTrip(layout, d.unit, d.start) || (d.unit.quoted === true && first.unit.quoted !== true && second.unit.quoted !== true),
    );
  if (statedDays !== undefined && span !== statedDays && told) for (const d of length.used) ledger.dismiss(d, 'narrative');
  else if (statedDays !== undefined && span !== statedDays) {
    return {
      days: refuse(
        'days',
        `the dates span ${span} days but the request says ${statedDays}`,
        quotes([...length.used.map((d) => words(layout, d)), ...unique.map(quoteOf)]),
      ),
      startDate: { value: start },
      endDate: { value: end },
    };
  }
  return { days: { value: span }, startDate: { value: start }, endDate: { value: end } };
}

/**
 * One date: the start, ended by a weekday said after it ("Sat March 5, back Sunday") or by the length; the end
 * instead when the words before it say so.
 */
function oneDate(layout: Layout, found: ReturnType<typeof findDates>, first: DateAtom, length: LengthRead, ledger: Ledger): DatesReading {
  const statedDays = isValue(length.days) ? length.days.value : undefined;
  const d1 = iso(first.year!, first.month!, first.day);
  // One date and the last day's weekday after it: the first such weekday after the start ("Sat March 5, back Sunday").
  // (In the first day's own sentence, and a weekday range only when it starts on the first day's weekday.)
  const startDay = weekdayOf(d1);
  const firstSentence = sentenceAt(first.unit, first.start);
  const weekdayEnd = found.weekdayEnds.find(
    (w) =>
      w.start >= first.end &&
      w.start < firstSentence.end &&
      (w.from === undefined || w.from === startDay) &&
      (w.adjacent !== true || /^[\s,]*$/.test(layout.text.slice(first.end, w.start))),
  );
  if (statedDays === undefined && weekdayEnd !== undefined && !first.endCue) {
    const end = addDays(d1, ((weekdayEnd.weekday - startDay + 6) % 7) + 1);
    ledger.use(first, 'startDate');
    ledger.use(weekdayEnd, 'endDate');
    return { days: { value: daySpan(d1, end) }, startDate: { value: d1 }, endDate: { value: end } };
  }
  // One date: the start, unless the words before it make it the end; the length completes the trip.
  if (statedDays === undefined) {
    const days =
      found.vague.length > 0
        ? refuse('days', 'the length of the trip is not a number of days', quotes(found.vague.map((v) => words(layout, v))))
        : isError(length.days)
          ? length.days
          : refuse('days', 'no length of the trip found; give the number of days or both dates');
    ledger.use(first, first.endCue ? 'endDate' : 'startDate');
    return { days, startDate: first.endCue ? undefined : { value: d1 }, endDate: first.endCue ? { value: d1 } : undefined };
  }
  if (first.endCue && !first.startCue) {
    ledger.use(first, 'endDate');
    return { days: { value: statedDays }, startDate: { value: addDays(d1, -(statedDays - 1)) }, endDate: { value: d1 } };
  }
  ledger.use(first, 'startDate');
  return { days: { value: statedDays }, startDate: { value: d1 }, endDate: { value: addDays(d1, statedDays - 1) } };
}

/**
 * The trip's dates and length, checked in the order READING.md gives: no date written (a weekend, or a question);
 * the leaving and the return among other dates; dates that cannot be the trip's; their years; the calendar; then
 * two dates, or one completed by the length. The length's words are entered for "days" when it stands.
 */
function readDates(layout: Layout, found: ReturnType<typeof findDates>, defaultYear: number | undefined, ledger: Ledger): DatesReading {
  const length = readLength(layout, found.durations, ledger);
  const statedDays = isValue(length.days) ? length.days.value : undefined;
  const unique = writtenDates(layout, found, ledger, defaultYear);
  const result = (r: DatesReading): DatesReading => {
    if (isValue(r.days)) for (const d of length.used) ledger.use(d, 'days');
    return r;
  };
  if (unique.length === 0) {
    const weekend = weekendDates(layout, found, defaultYear, statedDays, ledger);
    if (weekend) return result(weekend);
    return result(noDates(layout, found, length.days));
  }
  keepLeavingAndReturn(layout, unique, ledger);
  keepRangeOverDayInside(unique, ledger);
  const unplaced = unplacedDates(layout, unique, length.days);
  if (unplaced) return result(unplaced);
  const yearless = giveYears(layout, found, unique, defaultYear, length.days);
  if (yearless) return result(yearless);
  const impossible = notInCalendar(layout, unique, length.days);
  if (impossible) return result(impossible);
  const [first, second] = unique as [DateAtom, DateAtom | undefined];
  return result(second ? twoDates(layout, unique, length, ledger) : oneDate(layout, found, first, length, ledger));
}

/**
 * The dates with a person's answers: an answered field wins over the words, and the other two follow from any
 * two known (the first day and the length give the last). Answers that disagree with each other are refused.
 */
/** "Update: push it a week later, same length": the dates read, moved by that many days or weeks. */
const SHIFT =
  /\b(?:push|move|shift|bump|postpone)\s+(?:it|everything|the\s+(?:whole\s+)?(?:trip|dates?))\s+(?:back\s+|out\s+|forward\s+)?(?:by\s+)?(a|an|one|two|three|\d)\s+(weeks?|days?)\s*(later|earlier|back|forward|out)?\b/i;

function shifted(layout: Layout, read: DatesReading, atoms: readonly DateAtom[]): DatesReading {
  const m = SHIFT.exec(layout.text);
  if (!m || !isValue(read.startDate) || !isValue(read.endDate)) return read;
  // Only a shift asked for now, of dates written before it: not "we could move it a week later", "we had to push it a
  // week, so the new dates are ...".
  const unit = unitAt(layout, m.index);
  const said = unit === undefined ? '' : layout.text.slice(sentenceAt(unit, m.index).start, m.index);
  if (/\b(?:if|could|might|may|would|had\s+to|have\s+had\s+to|maybe)\b/i.test(said) || atoms.some((a) => a.start > m.index)) return read;
  const n = (/^(?:a|an)$/i.test(m[1]!) ? 1 : wordNumber(m[1]!)!) * (/^week/i.test(m[2]!) ? 7 : 1);
  // "push it back a week" is later, as is a shift with no direction; "earlier" and "forward" are sooner.
  const by = /^(?:earlier|forward)$/i.test(m[3] ?? '') ? -n : n;
  return { ...read, startDate: { value: addDays(read.startDate.value as string, by) }, endDate: { value: addDays(read.endDate.value as string, by) } };
}

function withAnsweredDates(read: DatesReading, answered: Partial<Record<string, Found<unknown>>>): DatesReading {
  const fields = ['days', 'startDate', 'endDate'] as const;
  if (!fields.some((f) => answered[f] !== undefined)) return read;
  const pick = <T>(f: (typeof fields)[number]): Found<T> => (answered[f] ?? read[f]) as Found<T>;
  const days = pick<number>('days');
  const start = pick<string>('startDate');
  const end = pick<string>('endDate');
  const failed = fields.find((f) => isError(answered[f]));
  if (failed !== undefined) return { ...read, [failed]: answered[failed] };
  const d = isValue(days) ? days.value : undefined;
  const s = isValue(start) ? start.value : undefined;
  const e = isValue(end) ? end.value : undefined;
  if (s !== undefined && e !== undefined) {
    const span = daySpan(s, e);
    if (span < 1) return { days, startDate: start, endDate: refuse('endDate', `the last day (${e}) is before the first (${s})`) };
    if (d !== undefined && d !== span)
      return { days: refuse('days', `the dates span ${span} days (${s} to ${e}) but the trip has ${d}`), startDate: start, endDate: end };
    return { days: { value: span }, startDate: start, endDate: end };
  }
  if (s !== undefined && d !== undefined) return { days, startDate: start, endDate: { value: addDays(s, d - 1) } };
  if (e !== undefined && d !== undefined) return { days, startDate: { value: addDays(e, -(d - 1)) }, endDate: end };
  return { days, startDate: start, endDate: end };
}

// ---------------------------------------------------------------- counts

/** Words that make what follows a plan given up ("originally I wanted", "at first we thought"). */
const GIVEN_UP_BEFORE =
  /\b(?:originally|at\s+first|initially|(?:was|were)\s+going\s+to|(?:was|were)\s+supposed\s+to\s+be|had\s+planned|(?:i|we)?\s*(?:was|were|had\s+been)\s+thinking(?:\s+of|\s+about)?|(?:i|we)\s+thought(?:\s+of|\s+about)?)\b[^.;]{0,40}$/i;

/** Words that make the amount after them a plan given up ("I was going to say $300 a day", "originally $2,000"). */
const AMOUNT_GIVEN_UP_BEFORE =
  /\b(?:originally|at\s+first|initially|(?:was|were)\s+going\s+to\s+(?:say|do|spend|go\s+with|offer)|had\s+planned(?:\s+on)?)\b[^.;]{0,40}$/i;

/** Words that say a count is the whole: "(three travellers in total)", "a total of 5", "4 people altogether". */
const TOTAL_AROUND = /\b(?:a\s+total\s+of|in\s+total|total(?:ling)?|altogether|in\s+all|all\s+together|all\s+told|overall|combined)\b|(?<![=<>!])=(?!=)/i;

/** A number in a count's words, in figures or in words. */
const NUMERAL = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|both)\b/i;

function agreeCounts(layout: Layout, field: SpecField, counts: readonly Count[], what: string, ledger: Ledger): Found<number> {
  if (counts.length === 0) return undefined;
  let list = [...counts];
  const lastCorrection = [...list].reverse().find((c) => c.corrects);
  if (lastCorrection) {
    for (const c of list) if (c.start < lastCorrection.start && c.n !== lastCorrection.n) ledger.dismiss(c, 'corrected');
    // Stryker disable next-line EqualityOperator: the only count starting where the correction starts is the correction, kept by its own value.
    list = list.filter((c) => c.start >= lastCorrection.start || c.n === lastCorrection.n);
  }
  // "originally I wanted 3 cities ... so 2 cities": a count said as a plan given up is replaced by a later one.
  const givenUp = (c: Count) =>
    GIVEN_UP_BEFORE.test(layout.text.slice(Math.max(0, c.start - 60), c.start)) && list.some((d) => d.start > c.start && d.n !== c.n);
  for (const c of list) if (givenUp(c)) ledger.dismiss(c, 'corrected');
  list = list.filter((c) => !givenUp(c));
  // "Ms. Park and two members of her team (three travellers in total)", "with 2 friends, we are 3 in total": a count said to
  // be the total, the largest of them, holds; the smaller ones are its parts.
  // (The words after a count reach no further than the next count: "4 Cub Scouts, two parent volunteers and myself,
  // so 7 total" says the 7 is the total, not the list before it.)
  const nextStart = (c: Count) => Math.min(...list.filter((d) => d.start >= c.end).map((d) => d.start), c.unit.end);
  const saidTotal = (c: Count) =>
    TOTAL_AROUND.test(`${layout.text.slice(Math.max(c.unit.start, c.start - 14), c.start)}|${layout.text.slice(c.start, Math.min(nextStart(c), c.end + 16))}`);
  // ("Family of four - two adults, the kids are 13 and 15", "Our family of 4, with two kids": the adults or the kids
  // counted beside the family's size are its parts.)
  const max = Math.max(...list.map((c) => c.n));
  // ("..., and four of us groomsmen. Six guys.", "so it's me, my daughter and her friend": a count that is a sentence of its
  // own, or follows the words of summing up, is the party summed up.)
  const summary = (c: Count) => {
    // (A form's field is no summing up: "Guests: 2" then "Guests: 3" are two answers.)
    if (c.unit.key !== undefined) return false;
    const sentence = sentenceAt(c.unit, c.start);
    const lead = layout.text.slice(sentence.start, c.start);
    return (
      (/^\s*(?:so\s+|that['’]?s\s+|total\s*:?\s*)?$/i.test(lead) &&
        /^\s*(?:total|in\s+all|altogether)?\s*[.!]?\s*$/i.test(layout.text.slice(c.end, sentence.end))) ||
      /\b(?:so|that\s+makes|making)\s+(?:it['’]?s|it\s+is|that['’]?s|we['’]re|we\s+are)\s+$/i.test(lead)
    );
  };
  // (A summing-up sentence holds the counts before it only, below: "Me, my brother, his wife and their two kids. Two adults
  // and a teen." is two counts, asked.)
  // (Nor a party told of another trip: "The three of us (with our friend Tom) last went there in 2019".)
  const toldParty = (c: Count) =>
    toldOfAnotherTrip(layout, c.unit, c.start) ||
    inPastSentence(layout, c.unit, c.start) ||
    /^\s*(?:\([^)]{0,40}\)\s*)?(?:last|went|did|were|was|had|used\s+to)\b/i.test(layout.text.slice(c.end, c.unit.end));
  const whole = (c: Count) => c.n === max && /\b(?:family|fam|group|party)\s+of\b|\bof\s+us\b/i.test(words(layout, c)) && !toldParty(c);
  // ("Family of 4, plus 2 adults from our church": people joined to the family are more, not its parts.)
  // ("My wife and I ... so it's the two of us plus my mom ... for the three of us": the couple counted by its members is a part too.)
  const part = (c: Count) =>
    c.n < max &&
    (/\b(?:adults?|kids?|children|parents|grown-?ups|teens?|teenagers?)\b/i.test(words(layout, c)) || COUPLE_COUNTED.test(words(layout, c).trim())) &&
    !/\b(?:plus|also|and)\s+$|\+\s*$/i.test(layout.text.slice(Math.max(c.unit.start, c.start - 12), c.start));
  if (field === 'travellers' && list.some(whole) && list.every((c) => whole(c) || part(c))) {
    for (const c of list) if (part(c)) ledger.dismiss(c, 'part-of-count');
    list = list.filter(whole);
  }
  // "My wife and I ... we've decided to bring my mom along ... for the three of us", "his carer, Annette ... the three of
  // us (Sam, Annette and me)": the party summed up as "the N of us" after every smaller count holds them all.
  // (Not "my sister's family of 3, and our grandma": a family's size inside a longer list is no sum of the party.)
  // (Nor a party told of another trip: "The three of us (with our friend Tom) last went there in 2019".)
  const firstWhole = list.find((c) => c.n === max && (/\bof\s+us\b/i.test(words(layout, c)) || summary(c)) && !toldParty(c));
  // (A number said before, "for 2 people. The 3 of us have $1,500", gives way only to a sentence that sums up: "Six guys.")
  const before = (c: Count) =>
    firstWhole !== undefined &&
    c.n < max &&
    c.end <= firstWhole.start &&
    (summary(firstWhole) || !NUMERAL.test(words(layout, c))) &&
    !/\b(?:plus|also)\s+$|\+\s*$/i.test(layout.text.slice(Math.max(c.unit.start, c.start - 12), c.start));
  if (field === 'travellers' && firstWhole !== undefined && list.every((c) => c.n === max || before(c))) {
    for (const c of list) if (c.n < max) ledger.dismiss(c, 'part-of-count');
    list = list.filter((c) => c.n === max);
  }
  const totals = [...new Set(list.filter(saidTotal).map((c) => c.n))];
  if (totals.length === 1 && list.every((c) => c.n <= totals[0]!)) {
    for (const c of list) if (c.n !== totals[0]) ledger.dismiss(c, 'part-of-count');
    list = list.filter((c) => c.n === totals[0]);
  }
  const values = [...new Set(list.map((c) => c.n))];
  if (values.length > 1) return refuse(field, `the request gives ${what} two ways (${values.join(' and ')})`, quotes(list.map((c) => words(layout, c))));
  for (const c of list) ledger.use(c, field);
  return { value: values[0]! };
}

// ---------------------------------------------------------------- money

/** The first end of the written range `m` closes (the ends of a range are neighbours in one unit), else `m` itself. */
function rangeStart(list: readonly Money[], m: Money): Money {
  for (let i = 0; i + 1 < list.length; i++) {
    const a = list[i]!;
    const b = list[i + 1]!;
    if (!a.range || !b.range || a.unit !== b.unit) continue;
    if (b === m) return a;
    i++;
  }
  return m;
}

/** Meal prices per person: a range, a ceiling or a floor (a later correction wins; two different ceilings are refused). */
function readMealPrice(layout: Layout, money: readonly Money[], ledger: Ledger): Exclude<Found<MealPrice | undefined>, undefined> {
  const meals = money.filter((m) => m.use.kind === 'meal' && !ledger.has(m));
  // Stryker disable next-line ObjectLiteral: an object without a value reads as no price, as this one does.
  if (meals.length === 0) return { value: undefined };
  let list = meals;
  const lastCorrection = [...list].reverse().find((m) => m.corrects);
  if (lastCorrection) {
    // A correcting range ("sorry, I mean between $20 and $35") starts at its first end, wherever the cue sits.
    const from = rangeStart(list, lastCorrection);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a price at or after the correction is entered as used below, which replaces this entry.
    for (const m of list) if (m.start < from.start) ledger.dismiss(m, 'corrected');
    list = list.filter((m) => m.start >= from.start);
  }
  const bound = (m: Money) => (m.use as { bound: 'max' | 'min' }).bound;
  const maxes = [...new Set(list.filter((m) => bound(m) === 'max').map((m) => m.amount))];
  const mins = [...new Set(list.filter((m) => bound(m) === 'min').map((m) => m.amount))];
  if (maxes.length > 1 || mins.length > 1) {
    for (const m of list) ledger.refused(m);
    return refuse(
      'wishes.mealPricePerPerson',
      'more than one price per meal; give one range ("meals between $15 and $30 a head")',
      quotes(list.map((m) => words(layout, m))),
    );
  }
  const price: MealPrice = { ...(mins.length > 0 ? { min: mins[0]! } : {}), ...(maxes.length > 0 ? { max: maxes[0]! } : {}) };
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing end compares as false, as the checks for it do.
  if (price.min !== undefined && price.max !== undefined && price.min > price.max) {
    for (const m of list) ledger.refused(m);
    return refuse(
      'wishes.mealPricePerPerson',
      `the lowest price per meal ($${price.min}) is above the highest ($${price.max})`,
      quotes(list.map((m) => words(layout, m))),
    );
  }
  for (const m of list) ledger.use(m, 'wishes');
  return { value: price };
}

/**
 * Words of sharing out an amount among people ("each", "per rider", "apiece"), close before the amount with no comma
 * between, or right after it; not of time ("per day"), of things ("per room"), of a whole party ("per family",
 * "per group", "per pair") or of a source ("per our agreement", "as per usual").
 */
const NOT_SHARED_PER = String.raw`(?:day|night|week|month|year|trip|stay|total|meal|room|ticket|family|household|group|party|pair|couple|car|booking|our|my|the|your|his|her|their|usual|mom|dad|plan|agreement|spreadsheet)\b`;
const SHARING_BEFORE = new RegExp(
  String.raw`\b(?:each|apiece|everyone|everybody|every\s+one\s+of\s+us|per\s+(?!${NOT_SHARED_PER})[a-z]+|a\s+head)\b[^,.!?;\n$]{0,25}$`,
  'i',
);
const SHARING_AFTER = new RegExp(
  String.raw`^\s{0,2}(?:dollars\s+|bucks\s+|usd\s+)?(?:each|apiece|pp|a\s+(?:head|piece)|per\s+(?!${NOT_SHARED_PER})[a-z]+)\b`,
  'i',
);
/** Words that say an amount is everyone's: no question then. */
const WHOLE_NEAR = /\b(?:total|together|all[\s-]in|in\s+all|combined|altogether|whole\s+(?:group|trip|party|family))\b/i;
/** The words of sharing out beside `m` in its sentence (no other amount between), if any. */
function sharedOut(layout: Layout, m: Money, all: readonly Money[]): string | undefined {
  const from = Math.max(m.unit.start, m.start - 45, ...all.filter((o) => o !== m && o.end <= m.start).map((o) => o.end));
  const to = Math.min(m.unit.end, m.end + 25, ...all.filter((o) => o !== m && o.start >= m.end).map((o) => o.start));
  const before =
    layout.text
      .slice(from, m.start)
      .split(/[.!?;\n]/)
      .at(-1) ?? '';
  if (WHOLE_NEAR.test(before.slice(-30)) || WHOLE_NEAR.test(layout.text.slice(m.end, to))) return undefined;
  const b = SHARING_BEFORE.exec(before);
  if (b) return layout.text.slice(m.start - before.length + b.index, m.end).trim();
  const a = SHARING_AFTER.exec(layout.text.slice(m.end, to));
  return a ? layout.text.slice(m.start, m.end + a[0].length).trim() : undefined;
}

/** The amounts that may be the budget: not a meal's price, nor a charge in a story, nor an amount said not to hold. */
function budgetAmounts(layout: Layout, all: readonly Money[], ledger: Ledger): Money[] {
  // "the fiasco last year ($400 'cleaning fee')": a charge in a story asks for nothing.
  // (Only a charge: "after the car repair last month let's say $2,500" is the budget.)
  const told = (m: Money) => FEE_AFTER.test(textAfter(layout, m.unit, m.end, 25)) && inPastSentence(layout, m.unit, m.start);
  for (const m of all) if (m.use.kind !== 'meal' && told(m)) ledger.dismiss(m, 'narrative');
  // "budget is now 2,000 USD total (not 1.8k)", "$900 instead of $1,200": the amount said not to hold.
  // A reply's amount wins over one in the earlier message it quotes ("> Budget $1,800 total."), as its dates do.
  const replyHasAmount = all.some((m) => m.use.kind !== 'meal' && m.unit.quoted !== true);
  const replaced = (m: Money) =>
    NOT_THIS_AMOUNT.test(layout.text.slice(Math.max(m.unit.start, m.start - 14), m.start)) || (replyHasAmount && m.unit.quoted === true);
  for (const m of all) if (m.use.kind !== 'meal' && replaced(m)) ledger.dismiss(m, 'corrected');
  return all.filter((m) => m.use.kind !== 'meal' && !told(m) && !replaced(m));
}

/** A budget the words leave open: a range of amounts, a total not known yet, or a question whether it is per person. */
function budgetLeftOpen(layout: Layout, money: readonly Money[], ledger: Ledger): Found<never> {
  const ranges = money.filter((m) => m.range);
  if (ranges.length > 0) {
    for (const m of money) ledger.refused(m);
    return refuse('budget', 'a range of amounts; give one total budget (the most you will spend)', quotes(ranges.map((m) => words(layout, m))));
  }
  // "Our budget is $800 - do you price that per person or total?": the writer asks which it is.
  // "I have about 600 bucks, not sure what the other two can chip in yet": the total is not known yet.
  const unsettled =
    /\bnot\s+sure\s+(?:yet\s+)?(?:what|how\s+much)\s+(?:the\s+)?(?:others?|other\s+(?:two|three|\w+s)|they|he|she|my\s+\w+)\s+(?:can|will|could|would)\s+(?:chip\s+in|put\s+in|contribute|pay|spend|afford|add)\b/i.exec(
      layout.text,
    );
  if (unsettled && money.length > 0)
    return refuse('budget', 'the request does not know the total yet (what the others put in); give the total budget', unsettled[0]);
  // ("2k (each? total? we havent decided lol)", "$900 pp/total?": the two asked side by side.)
  const askedWhich =
    /\b(?:each|per\s+(?:person|head)|pp)\s*[?/]\s*(?:or\s+)?(?:in\s+)?total\b|\btotal\s*[?/]\s*(?:or\s+)?(?:each|per\s+(?:person|head)|pp)\b|\bper\s+(?:person|head)\s+or\s+(?:in\s+)?(?:total|for\s+(?:both|all)(?:\s+of\s+us)?|for\s+everyone|for\s+the\s+(?:group|two\s+of\s+us))\b|\btotal\s+or\s+per\s+(?:person|head)\b|\bfor\s+(?:the\s+group|all\s+of\s+us|everyone|both\s+of\s+us)\s+or\s+(?:for\s+)?each\b|\b(?:for\s+)?each\s+or\s+(?:for\s+)?(?:the\s+group|total|all\s+of\s+us)\b|\bfor\s+both\s+of\s+us\s+or\s+(?:just\s+)?(?:his|her|my|their)\s+(?:half|share|part)\b/i.exec(
      layout.text,
    );
  if (askedWhich && money.length > 0) {
    for (const m of money) ledger.refused(m);
    return refuse('budget', 'the request asks whether the amount is per person or for everyone; say which', askedWhich[0], ['per person', 'total']);
  }
  return undefined;
}

/**
 * "Hotel was going to be $800 and another $700 for food, so call it $1,500 all in": amounts that add up to the one
 * total said after them are its parts, and the total is the budget.
 */
function totalOfParts(all: readonly Money[], money: readonly Money[], ledger: Ledger): Found<number> {
  const whole = [...money].reverse().find((m) => m.use.kind === 'total');
  const parts = whole === undefined ? [] : all.filter((m) => m !== whole && !ledger.has(m));
  if (
    whole !== undefined &&
    parts.length >= 2 &&
    parts.every(
      (p) => p.end <= whole.start && p.use.kind !== 'perPerson' && p.use.kind !== 'perCouple' && p.use.kind !== 'perDay' && p.use.kind !== 'perPersonPerDay',
    ) &&
    Math.abs(parts.reduce((n, p) => n + p.amount, 0) - whole.amount) < 0.005
  ) {
    for (const p of parts) ledger.dismiss(p, 'part-of-total');
    ledger.use(whole, 'budget');
    return { value: whole.amount };
  }
  return undefined;
}

/** What each amount comes to for the whole trip (per person, couple or day, times the travellers or days); why not, when unclear. */
function asTotals(
  money: readonly Money[],
  travellers: number | undefined,
  days: number | undefined,
  groups: number | undefined,
): { readonly m: Money; readonly amount: number | undefined; readonly why: string }[] {
  return money.map((m) => {
    switch (m.use.kind) {
      case 'perGroup':
        return { m, amount: groups === undefined ? undefined : m.amount * groups, why: 'a budget per family or household, but not how many there are' };
      case 'perPerson':
        return { m, amount: travellers === undefined ? undefined : m.amount * travellers, why: 'a budget per person, but the number of travellers is unclear' };
      case 'perCouple':
        return {
          m,
          amount: travellers === undefined || travellers % 2 !== 0 ? undefined : (m.amount * travellers) / 2,
          why: 'a budget per couple, but the travellers are not a number of couples',
        };
      case 'perDay':
        return { m, amount: days === undefined ? undefined : m.amount * days, why: 'a budget per day, but the length of the trip is unclear' };
      case 'perPersonPerDay':
        return {
          m,
          amount: days === undefined || travellers === undefined ? undefined : m.amount * days * travellers,
          why: 'a budget per person and day, but the length of the trip or the number of travellers is unclear',
        };
      default:
        // Stryker disable next-line StringLiteral: a total's amount is always known, so its reason is never shown.
        return { m, amount: m.amount as number | undefined, why: '' };
    }
  });
}

/** No amount read: no budget, unless "budget" is followed by numbers that are not an amount ("budget of two grand-ish"). */
function noBudgetAmount(layout: Layout): Found<number | null> {
  const none =
    /\b(?:no\s+(?:real\s+|fixed\s+|strict\s+|set\s+|specific\s+)?budget|budget\s+is\s+(?:not\s+an?\s+(?:issue|concern|problem)|flexible|unlimited|open)|unlimited\s+budget|money\s+is\s+no\s+object|budget\s+doesn['’]?t\s+matter)\b/i.exec(
      layout.text,
    );
  if (none) return { value: null };
  // "budget" followed by numbers that are not an amount ("budget of two grand-ish"); a meal budget is not the trip's.
  const mealBudget = new Set(layout.units.filter((u) => u.key?.role === 'mealPrice'));
  const looseText = layout.units
    .filter((u) => !mealBudget.has(u))
    .map((u) => layout.text.slice(u.key?.start ?? u.start, u.end))
    .join('\n');
  const loose = /\bbudget\b[^.;\n]{0,40}/i.exec(looseText.replace(/\bmeal\s+budget\b/gi, 'meal'));
  if (
    loose &&
    // Stryker disable next-line StringLiteral: a year is replaced by text with no digit and no amount word, so any such text reads the same.
    /\d|\b(?:hundred|thousand|grand)\b/i.test(loose[0].replace(/\b(?:19|20)\d{2}\b/g, '')) &&
    !/\b(?:per|for)\s+\d+\s+(?:people|persons|travell?ers|days?|nights?)\b/i.test(loose[0])
  ) {
    return refuse('budget', 'the budget is not an amount in dollars', loose[0].trim());
  }
  return { value: null };
}

/**
 * The budget from the amounts found, in the order READING.md gives: the amounts that may be it; a budget left open;
 * parts adding up to a total; the price of one thing; each amount as a total, the latest correction winning, which
 * must all be known and agree; an amount shared out among several travellers is asked about; else no amount.
 */
function readBudget(layout: Layout, all: readonly Money[], travellers: number | undefined, days: number | undefined, ledger: Ledger): Found<number | null> {
  const q = (m: Money) => words(layout, m);
  const money = budgetAmounts(layout, all, ledger);
  const open = budgetLeftOpen(layout, money, ledger);
  if (open) return open;
  const whole = totalOfParts(all, money, ledger);
  if (whole) return whole;
  const items = money.filter((m) => m.use.kind === 'item');
  if (items.length > 0) {
    for (const m of items) ledger.refused(m);
    const item = items[0]!.use as { item: string };
    return refuse(
      'budget',
      `a price for one ${item.item}, not a total budget; tripsolver cannot yet require the price of a single meal, night or ticket`,
      quotes(items.map(q)),
    );
  }
  let totals = asTotals(money, travellers, days, groupsSaid(layout));
  // "I was going to say $300 a day but ... call it $350 a day", "Budget $2,000. I wanted $2,500 but she reminded me":
  // an amount said as a plan given up gives way to the other.
  // (Not the amount after a "but": "I said $2,500 to myself at first, but I'm being responsible - $2,000".)
  // (Not a thought: "We were thinking around $3000 for the trip, and ... $600 of that on food" keeps both, asked.)
  const givenUpCue = (t: (typeof totals)[number]) => {
    const cue = AMOUNT_GIVEN_UP_BEFORE.exec(layout.text.slice(Math.max(t.m.unit.start, t.m.start - 60), t.m.start));
    return cue !== null && !/\b(?:but|now|instead|actually|so|then)\b/i.test(cue[0]);
  };
  const givenUp = (t: (typeof totals)[number]) =>
    (givenUpCue(t) ||
      /\b(?:i|we)\s+(?:(?:had\s+)?wanted|(?:had\s+)?hoped\s+for|(?:['’]d|had)\s+originally\s+(?:told\s+\w+|said|planned))\s+(?:on\s+)?$/i.test(
        layout.text.slice(Math.max(t.m.unit.start, t.m.start - 40), t.m.start),
      )) &&
    totals.some((o) => o !== t && o.amount !== t.amount);
  const kept = totals.filter((t) => !givenUp(t));
  if (kept.length > 0 && kept.length < totals.length) {
    for (const t of totals) if (!kept.includes(t)) ledger.dismiss(t.m, 'corrected');
    totals = kept;
  }
  // "we said $3,000 but can stretch to $3,400": the corrected amount replaces the earlier ones.
  const lastCorrection = [...totals].reverse().find((t) => t.m.corrects);
  if (lastCorrection) {
    // An amount at or after the correction is entered as used below, which replaces this entry.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the reason above
    for (const t of totals) if (t.m.start < lastCorrection.m.start) ledger.dismiss(t.m, 'corrected');
    totals = totals.filter((t) => t.m.start >= lastCorrection.m.start);
  }
  for (const t of totals) {
    if (t.amount === undefined) {
      for (const x of totals) ledger.refused(x.m);
      return refuse('budget', t.why, q(t.m));
    }
  }
  const values = [...new Set(totals.map((t) => Math.round(t.amount! * 100) / 100))];
  if (values.length > 1) {
    for (const t of totals) ledger.refused(t.m);
    return refuse('budget', `more than one total amount (${values.map((v) => `$${v}`).join(', ')}); give one total budget`, quotes(totals.map((t) => q(t.m))));
  }
  // "We were each putting in $800", "$700 per rider": a word of sharing out beside an amount read as the whole
  // trip's, for several travellers, that no reading above took in: ask which it is rather than guess.
  const shared = travellers !== undefined && travellers > 1 ? totals.find((t) => t.m.use.kind === 'total' && sharedOut(layout, t.m, all)) : undefined;
  if (shared) {
    for (const t of totals) ledger.refused(t.m);
    return refuse(
      'budget',
      `is $${shared.m.amount} the budget for all ${travellers} travellers or for each of them? Give the total`,
      sharedOut(layout, shared.m, all)!,
      [String(shared.m.amount), String(shared.m.amount * travellers!)],
    );
  }
  if (values.length === 1) {
    for (const t of totals) ledger.use(t.m, 'budget');
    return { value: values[0]! };
  }
  return noBudgetAmount(layout);
}

// ---------------------------------------------------------------- wishes

const ROOM_OF: Readonly<Record<string, RoomTypeWish>> = { entire: 'entire room', private: 'private room', shared: 'shared room', notShared: 'not shared room' };
/** Words that ask for a way of travelling, in the clause of its mention. */
const TRANSPORT_WISH =
  /\b(?:want|wants|wanna|would|like|love|prefer|prefers|rather|only|take|taking|by|via|need|needs|plan|planning|going\s+to|gonna|will|let['’]?s|happy\s+to|please|must|should|book|fine|ok|okay)\b|['’](?:d|ll)\b/i;
const WHAT_TO_PLAN =
  /\b(?:hotels?|accommodations?|lodging|stays?|places?\s+to\s+stay|restaurants?|meals?|food|dining|attractions?|sights?|activities|itinerary|transport(?:ation)?|hotels?\s+and|bookings?)\b/i;
const LOCAL =
  /\b(?:around\s+(?:town|the\s+city|the\s+cities|each\s+city|locally)|in\s+(?:town|the\s+city|each\s+city)|to\s+get\s+around|getting\s+around|locally|within\s+(?:the\s+)?(?:city|cities|town)|from\s+the\s+airport|to\s+the\s+airport|airport\s+(?:transfers?|rides?)|between\s+(?:sights|attractions))\b/i;

interface WishFields {
  readonly houseRules: Found<HouseRule[]>;
  readonly roomType: Found<RoomTypeWish | null>;
  readonly cuisines: Found<Cuisine[]>;
  readonly avoidCuisines: Found<Cuisine[]>;
  readonly excludeTransport: Found<TransportMode[]>;
  readonly pace: Pace | undefined;
  readonly interests: Exclude<Found<Interest[]>, undefined>;
}

/** "... kidding", "jk": the words just said are taken back. */
const TAKEN_BACK_AFTER = /^[^.!?;]{0,25}?(?:\.{2,}|…|[,!—–-])\s*(?:(?:just|only)\s+)?(?:kidding|joking|jk|j\/k)\b(?!\s+(?:aside|apart|about|rowling)\b)/i;
/** A budget spoken of as a sum ("the same budget as last year", "our budget is", "Budget:"), not a kind of place ("budget hotels"). */
const BUDGET_SPOKEN =
  /\b(?:same|usual|our|my|the|a|total|overall|max(?:imum)?)\s+budget\b(?![\s-]*(?:friendly|conscious|minded|hotels?|motels?|options?|airlines?|travel|places?|stays?|accommodations?|rooms?|lodging|trip|traveller|traveler))|\bbudget\s*(?:is|will\s+be|of|[:=])(?!\s*(?:friendly|tight|flexible))|\bwithin\s+(?:the|our|his|her|their)\s+(?:limit|budget|cap|amount|allowance)\s+(?:agreed|set|approved|discussed|we\s+agreed|you\s+know)\b/gi;
/** An animal named just before ("her cat comes along"). */
const ANIMAL_JUST_BEFORE = new RegExp(String.raw`\b(?:${ANIMALS})\b[^.;!?]{0,20}$`, 'i');
/** Someone who joins the party ("will accompany us", "is joining us", "comes along"). */
const JOINER =
  /\b(?:going|travell?ing|coming|heading)\s+(?:\w+\s+)?with\s+(?:our|my)\s+(?:neighbou?rs|friends|cousins|in-laws)\b|\b(?:will\s+|would\s+|to\s+)?accompan(?:y|ies|ying)\s+(?:us|me|them)\b|\b(?:is|are|will\s+be|['’]s|['’]re)\s+(?:also\s+)?(?:joining|coming\s+(?:along|too|as\s+well|with\s+(?:us|me)))\b|\bwill\s+(?:also\s+)?come\s+(?:too|as\s+well|with\s+(?:us|me))\b|\b(?:will\s+)?join(?:s)?\s+(?:us|me)\b|\b(?:is|are|will\s+be)\s+tagging\s+along\b|\b(?:comes|coming|come)\s+along\b/i;
/** A couple counted by its members ("my husband and I", "me and my wife"), which names no child. */
const COUPLE_COUNTED =
  /^(?:\d|two|three|four)\s+adults?$|^(?:(?:my|our)\s+)?(?:husband|wife|hubby|partner|spouse|boyfriend|girlfriend|fianc[eé]e?|bf|gf)\s*(?:and|&|\+)\s*(?:I|me|myself)$|^(?:I|me|myself)\s*(?:and|&|\+)\s*(?:my\s+)?(?:husband|wife|hubby|partner|spouse|boyfriend|girlfriend|fianc[eé]e?|bf|gf)$/i;
/**
 * Children spoken of as travelling ("a real break with the kids", "our son Theo just turned 11") where the only count
 * read is a couple by its members: the words of the first such child, or undefined.
 */
function childrenOutside(layout: Layout, counts: readonly Count[], wishes: readonly Wish[]): string | undefined {
  if (counts.length === 0 || !counts.every((c) => COUPLE_COUNTED.test(layout.text.slice(c.start, c.end).trim()))) return undefined;
  return travellingChild(layout, wishes, counts);
}
/** A child named as one who travels ("kid (age 7)", "plus our 4-year-old"), outside every count given: its words, or undefined. */
function travellingChild(layout: Layout, wishes: readonly Wish[], counts: readonly Count[]): string | undefined {
  const child = wishes.find(
    (w) =>
      w.category === 'house' &&
      w.rule === 'children' &&
      w.mood === undefined &&
      w.polarity === 'wanted' &&
      // (A son or daughter of no age said, or 10 or older, may be grown: "my daughter just moved to Boston", "our
      // daughter is 26".)
      w.age !== 'relation' &&
      w.age !== 'older' &&
      /^(?:kids?|children|child|sons?|daughters?|toddlers?|babies|baby|little\s+ones|grand\s?kids|grandchildren|\d{1,2}[\s-]*(?:years?|yrs?|yo|y\/o)(?:[\s-]*olds?)?)$/i.test(
        layout.text.slice(w.start, w.end),
      ) &&
      !counts.some((c) => w.start < c.end && w.end > c.start) &&
      // ("The lodging must allow children under 10": a permission asked of the lodging names no one.)
      !askedOfTheLodging(layout, w) &&
      // ("Our son will meet us there, he lives in Boulder": a child who does not travel with them.)
      !/^[^.;!?]{0,40}\b(?:meet(?:s|ing)?\s+(?:us|me|them)|lives?\s+(?:in|there|near)|don['’]?t\s+include|(?:is|are|'s|'re)\s+(?:not\s+coming|staying))\b/i.test(
        layout.text.slice(w.end, w.unit.end),
      ),
  );
  return child === undefined ? undefined : words(layout, child);
}
/** The words of a joiner whose sentence holds no count of the party, or undefined. */
function joinerOutside(layout: Layout, counts: readonly Count[]): string | undefined {
  const m = JOINER.exec(layout.text);
  if (!m) return undefined;
  // ("will join us for dinner", "is joining us there": met at the destination, not travelling with the party.)
  if (
    /^\s+(?:for\s+(?:dinner|lunch|breakfast|a\s+meal|drinks|coffee|a\s+day|the\s+day|an?\s+evening|a\s+night|a\s+day\s+trip)|there|at\s+the|in\s+[A-Z]|once\s+we|later|on\s+(?:the\s+)?(?:second|last|third|final))/.test(
      layout.text.slice(m.index + m[0].length, m.index + m[0].length + 30),
    )
  )
    return undefined;
  const unit = unitAt(layout, m.index);
  if (unit === undefined) return undefined;
  const sentence = sentenceAt(unit, m.index);
  // ("Couple from Tulsa here, going with our neighbors": others a couple goes with are outside it.)
  const goingWith = /^(?:going|travell?ing|coming|heading)\b/i.test(m[0]) && counts.some((c) => /\bcouple\b/i.test(layout.text.slice(c.start, c.end)));
  if (!goingWith && counts.some((c) => c.start < sentence.end && c.end > sentence.start)) return undefined;
  // ("my wife and kids are coming along": the count of the party said before already holds them when it is a total.)
  if (counts.some((c) => TOTAL_WORDS.test(layout.text.slice(c.start, Math.min(layout.text.length, c.end + 20))))) return undefined;
  if (moodOf(layout, unit, m.index, m.index + m[0].length) !== undefined) return undefined;
  // ("We're a family of six. The children are coming too": people the count already speaks of.)
  if (
    /\bthe\s+(?:\w+\s+)?(?:kids|children|boys|girls|twins|little\s+ones|family|others|rest)\s*$/i.test(
      layout.text.slice(Math.max(unit.start, m.index - 30), m.index),
    )
  )
    return undefined;
  // ("her cat comes along": an animal joins no count of people.)
  if (ANIMAL_JUST_BEFORE.test(layout.text.slice(Math.max(unit.start, m.index - 40), m.index))) return undefined;
  return m[0];
}
const TOTAL_WORDS =
  /\b(?:total|in\s+all|altogether|all\s+(?:of\s+us|together)|everyone|the\s+(?:two|three|four|five|six|\d)\s+of\s+us|all\s+(?:two|three|four|five|six|\d))\b/i;
/** Words in a sentence about a budget that deny it or leave it open. */
/** A budget that exists but whose amount the writer does not have at hand ("whatever the travel policy allows"). */
const BUDGET_UNKNOWN =
  /\b(?:haven['’]?t|have\s+not)\s+(?:opened|counted|checked|seen)\b|\bnot\s+sure\s+(?:of|about)\s+(?:the\s+)?(?:amount|number|figure|total)\b|\bbudget\s*(?:is\s*|:\s*)?(?:tbd|tba|to\s+be\s+(?:decided|confirmed|determined))\b|\bwhatever\s+(?:my|our|his|her|the)\s+(?:\w+\s+){0,2}(?:give|gives|send|sends|chip\s+in|contribute|contributes)\b|\b(?:whatever|what)\s+(?:the\s+|our\s+|my\s+|his\s+|her\s+)?(?:\w+\s+){0,2}(?:policy|company|office|boss|employer|department|they)\s+(?:allows?|covers?|permits?|approves?|says?)\b|\b(?:i['’]ll|i\s+will|we['’]ll|we\s+will)\s+(?:tell|let)\s+you\s+(?:know\s+)?once\b|\bwhatever['’]s\s+left\b|\b(?:he|she|they)['’]ll\s+tell\s+me\b|\b(?:don['’]?t|do\s+not)\s+know\s+the\s+budget\b|\b(?:hasn['’]?t|has\s+not|haven['’]?t|have\s+not)\s+(?:approved|confirmed|signed\s+off\s+on)\s+(?:the\s+|a\s+)?budget\b|\b(?:don['’]?t|do\s+not)\s+(?:have|know)\s+(?:the\s+)?(?:exact\s+)?(?:number|figure|amount)\b/i;
const BUDGET_DENIED =
  /\b(?:no|not|never|without|none|null|nil|whatever|n\/a|flexible|open|any|unlimited|later|concern|care|worry|trouble|bother|havent|hasnt|dont|doesnt|didnt|cant|wont|isnt|arent)\b|n['’]t\b/i;
/** Words saying there is no budget at all. */
const NO_BUDGET =
  /\b(?:no|without\s+a|not\s+on\s+a|don['’]?t\s+have\s+a|no\s+real|no\s+set|no\s+fixed|no\s+particular)\s+(?:budget|cap|limit|spending\s+limit)\b(?![\s-]+(?:motels?|hotels?|airlines?|options?|stays?|places?|rooms?|travel|accommodations?|lodging|chains?))|\bbudget\s*(?:is\s*|:\s*)?(?:n\/a|none|unlimited|open|flexible|whatever)\b|\bmoney\s+is\s+no\s+(?:object|issue)\b/i;
/** The field a constraint word feeds, by its category. */
const FIELD_OF: Readonly<Record<Wish['category'], SpecField>> = {
  house: 'houseRules',
  room: 'roomType',
  lodging: 'roomType',
  cuisine: 'cuisines',
  transport: 'excludeTransport',
  pace: 'wishes',
  interest: 'wishes',
};

/**
 * `alone`: the request says the writer travels alone ("I will be going by myself"), so children it mentions without an
 * age ("my children keep telling me to get out more") are not on the trip.
 */
function readWishes(layout: Layout, all: readonly Wish[], ledger: Ledger, alone = false): WishFields {
  const q = (w: Wish) => words(layout, w);
  const dismissed = (w: Wish, rule: DismissRule) => ledger.dismiss(w, rule, w.shown);
  // "a private room, I mean an entire home": a correction replaces the wish of its kind just before it.
  const kind = (w: Wish) => (w.category === 'lodging' ? 'room' : w.category);
  const superseded = new Set<Wish>();
  // "let's do Mediterranean and Mexican instead": the words listed with the correction are part of it.
  const listedWith = (a: Wish, b: Wish) => kind(a) === kind(b) && /^\s*(?:,|and|&|\+|or|,\s*(?:and|or))\s*$/i.test(layout.text.slice(a.end, b.start));
  const mates = new Set<Wish>();
  all.forEach((w, i) => {
    if (!w.corrects) return;
    for (let k = i; k > 0 && listedWith(all[k - 1]!, all[k]!); k--) mates.add(all[k - 1]!);
  });
  all.forEach((w, i) => {
    if (!w.corrects) return;
    const previous = all
      .slice(0, i)
      .reverse()
      .find((p) => kind(p) === kind(w) && !superseded.has(p) && !mates.has(p));
    if (previous) {
      superseded.add(previous);
      dismissed(previous, 'corrected');
    }
  });
  // Words not said as a wish ask for nothing; an undecided one is a question about its field.
  const undecided: Wish[] = [];
  const wishes = all.filter((w) => {
    if (superseded.has(w)) return false;
    // "We're not flying... kidding, obviously we have to": a wish taken back right after it is said.
    if (TAKEN_BACK_AFTER.test(textAfter(layout, w.unit, w.end, 40))) {
      dismissed(w, 'corrected');
      return false;
    }
    if (w.mood === 'narrative' || w.mood === 'not-coming' || w.mood === 'asked' || w.mood === 'preference' || w.mood === 'compared') {
      dismissed(w, w.mood);
      return false;
    }
    // ("we want to see the shows and maybe win a little": an interest or a pace is a leaning, never required, so a
    // hedge near it asks nothing.)
    if (w.mood === 'hedged' && (w.category === 'interest' || w.category === 'pace')) {
      dismissed(w, 'preference');
      return false;
    }
    if (w.mood === 'hedged' && w.polarity !== 'permitted') {
      undecided.push(w);
      return false;
    }
    return true;
  });
  const hedged = (category: Wish['category'][]): Found<never> => {
    const list = undecided.filter((w) => category.includes(w.category));
    if (list.length === 0) return undefined;
    for (const w of list) ledger.refused(w);
    const field = FIELD_OF[list[0]!.category];
    return refuse(field, 'the request has not decided this yet; say whether it is needed', quotes(list.map(q)));
  };
  const ctx: WishContext = { layout, wishes, ledger, dismissed, q, hedged, alone };
  return {
    houseRules: readHouseRules(ctx),
    roomType: readRoomType(ctx),
    ...readCuisines(ctx),
    excludeTransport: readTransport(ctx),
    pace: readPace(ctx),
    interests: readInterests(ctx),
  };
}

/** What every reader of one kind of wish works with: the wishes said as wishes, and the ledger they are entered in. */
interface WishContext {
  readonly layout: Layout;
  readonly wishes: readonly Wish[];
  readonly ledger: Ledger;
  readonly dismissed: (w: Wish, rule: DismissRule) => void;
  readonly q: (w: Wish) => string;
  /** The refusal for wishes of these categories that the writer has not decided, if any. */
  readonly hedged: (category: Wish['category'][]) => Found<never>;
  readonly alone: boolean;
}

/** House rules: permissions the lodging must give, and children by their ages. */
function readHouseRules({ wishes, ledger, dismissed, q, hedged, alone }: WishContext): Found<HouseRule[]> {
  const rules: HouseRule[] = [];
  let houseError: Found<never> = hedged(['house']);
  const unknownAges: Wish[] = [];
  let knownOlder = false;
  // "one of the guys smokes, but we don't need a smoking place": the later statement of a rule wins; when it says
  // the rule is not needed, the earlier mentions that implied it ask for nothing.
  const houseWishes = wishes.filter((w) => w.category === 'house' && w.polarity !== 'permitted');
  const lastSaysNo = (rule: string) => [...houseWishes].reverse().find((x) => x.category === 'house' && x.rule === rule)?.polarity === 'negated';
  for (const w of wishes) {
    if (w.category !== 'house') continue;
    if (w.polarity === 'permitted') {
      dismissed(w, 'permission-only');
      continue;
    }
    if (w.polarity === 'negated' || (w.rule !== 'children' && lastSaysNo(w.rule))) {
      dismissed(w, 'rule-not-needed');
      continue;
    }
    if (w.rule === 'children') {
      if (w.age === 'under10') {
        if (!rules.includes('children under 10')) rules.push('children under 10');
        ledger.use(w, 'houseRules', w.shown);
      } else if (w.age === 'older') {
        knownOlder = true;
        dismissed(w, 'children-older');
      } else if (w.age === 'relation') dismissed(w, 'relation-not-age');
      else unknownAges.push(w);
      continue;
    }
    if (!rules.includes(w.rule)) rules.push(w.rule);
    ledger.use(w, 'houseRules', w.shown);
  }
  if (unknownAges.length > 0) {
    if (rules.includes('children under 10')) for (const w of unknownAges) ledger.use(w, 'houseRules', w.shown);
    else if (alone) for (const w of unknownAges) dismissed(w, 'not-coming');
    // "my two kids - 11 and 13 ... The kids want Chinese food": children whose ages were given, named again.
    else if (knownOlder) for (const w of unknownAges) dismissed(w, 'children-older');
    else {
      for (const w of unknownAges) ledger.refused(w);
      houseError = refuse(
        'houseRules',
        'children are mentioned without their ages; say "children under 10" if a listing must allow them, or give their ages',
        quotes(unknownAges.map(q)),
      );
    }
  }
  const houseRules: Found<HouseRule[]> = houseError ?? { value: rules };
  return houseRules;
}

/** Lodging asked to be like an earlier stay. */
const SAME_LODGING_AS_BEFORE =
  /\b(?:same|similar)\s+(?:(?:type|kind|sort|style)\s+(?:of\s+(?:place|room|accommodation|lodging|apartment|house|stay|rental)\s+)?|(?:place|accommodation|lodging|room|rental)\s+)(?:as|like|that|we|i|he|she|they)\b[^.;!?]{0,40}\b(?:last|before|previous|earlier)\b/i;

/** One room type asked for, and another said to be fine. */
function tolerated(wanted: readonly { room: string }[], permitted: readonly { room: string }[]): boolean {
  const kinds = new Set(wanted.map((x) => x.room));
  return kinds.size === 1 && permitted.some((x) => !kinds.has(x.room));
}

/**
 * "the same type of accommodation as on his last trip", "the same kind of place we stayed last time": a room type only
 * an earlier stay, not described here, would tell.
 */
function earlierStay(layout: Layout): Found<never> {
  const sameAsBefore = SAME_LODGING_AS_BEFORE.exec(layout.text);
  return sameAsBefore
    ? refuse('roomType', 'asks for the kind of lodging of an earlier stay, which the request does not describe; say which room type', sameAsBefore[0])
    : undefined;
}

/** A room or lodging word set aside by a named rule (generic lodging, where the room is, a remark on the wish before); whether it was. */
function roomSetAside(layout: Layout, wishes: readonly Wish[], w: Wish, dismissed: WishContext['dismissed']): boolean {
  // Stryker disable next-line ConditionalExpression: only lodging wishes have a kind; the category test is there for the type.
  if (w.category === 'lodging' && w.kind === 'generic') {
    dismissed(w, 'generic-lodging');
    return true;
  }
  // "a private room in a real, hosted house", "no private rooms in shared houses": what the room is in.
  if (ROOM_IN_BEFORE.test(layout.text.slice(Math.max(w.unit.start, w.start - 50), w.start))) {
    dismissed(w, 'where-the-room-is');
    return true;
  }
  // "no shared rooms (hostel trauma)": a remark in parentheses on the room wish just made.
  const opened = layout.text.lastIndexOf('(', w.start);
  if (
    opened >= w.unit.start &&
    !layout.text.slice(opened, w.start).includes(')') &&
    wishes.some((x) => (x.category === 'room' || x.category === 'lodging') && x !== w && x.end <= opened && /^\s*$/.test(layout.text.slice(x.end, opened)))
  ) {
    dismissed(w, 'aside');
    return true;
  }
  return false;
}

/** The room type: room words and kinds of lodging, by elimination where the words rule types out. */
function readRoomType({ layout, wishes, ledger, dismissed, q, hedged }: WishContext): Found<RoomTypeWish | null> {
  const wanted: { room: 'entire' | 'private' | 'shared'; w: Wish }[] = [];
  const permittedRooms: { room: 'entire' | 'private' | 'shared'; w: Wish }[] = [];
  const notShared: Wish[] = [];
  const ruledOut: { room: 'entire' | 'private'; w: Wish }[] = [];
  let roomError: Found<never> = hedged(['room', 'lodging']) ?? earlierStay(layout);
  for (const w of wishes) {
    if (w.category !== 'room' && w.category !== 'lodging') continue;
    if (roomSetAside(layout, wishes, w, dismissed)) continue;
    const room = w.category === 'room' ? w.room : w.kind === 'entire' ? 'entire' : 'shared';
    if (room === 'notShared') {
      if (w.polarity === 'negated') {
        ledger.refused(w);
        roomError ??= refuse('roomType', 'asks for shared rooms by ruling out unshared ones; say "shared room"', q(w));
      } else notShared.push(w);
      continue;
    }
    if (w.polarity === 'permitted') {
      permittedRooms.push({ room, w });
      continue;
    }
    if (w.polarity === 'negated') {
      if (room === 'shared') notShared.push(w);
      else ruledOut.push({ room, w });
      continue;
    }
    wanted.push({ room, w });
  }
  // Room types ruled out: "a private room, not a shared room and not an entire apartment" is the private room asked
  // for; "not shared and not an entire home" leaves the private room; ruling out one of entire or private alone leaves two.
  if (ruledOut.length > 0) {
    const out = new Set<string>([...ruledOut.map((x) => x.room), ...(notShared.length > 0 ? ['shared'] : [])]);
    const left = (['entire', 'private', 'shared'] as const).filter((r) => !out.has(r));
    const agreeing = wanted.length > 0 && wanted.every((x) => !out.has(x.room));
    if (agreeing) for (const x of ruledOut) ledger.use(x.w, 'roomType', x.w.shown);
    else if (wanted.length === 0 && left.length === 1) {
      for (const x of ruledOut) ledger.use(x.w, 'roomType', x.w.shown);
      wanted.push({ room: left[0]!, w: ruledOut[0]!.w });
      for (const w of notShared) ledger.use(w, 'roomType', w.shown);
      notShared.length = 0;
    } else {
      for (const x of ruledOut) ledger.refused(x.w);
      const first = ruledOut[0]!;
      roomError ??= refuse(
        'roomType',
        `rules out ${first.room === 'entire' ? 'entire homes' : 'private rooms'}, which leaves more than one room type; say which one you want`,
        q(first.w),
      );
    }
  }
  let roomType: Found<RoomTypeWish | null>;
  // "a private room or an entire home (is fine)": anything but a shared room.
  const either = [...wanted, ...permittedRooms].sort((a, b) => a.w.start - b.w.start);
  let eitherPair: typeof either | undefined;
  for (let i = 0; i + 1 < either.length; i++) {
    const a = either[i]!;
    const b = either[i + 1]!;
    // "a private room or a whole place"; after ruling shared rooms out, a plain list of the other two ("Anything but a
    // shared room - private room, whole apartment, I don't care") says the same.
    const between = layout.text.slice(a.w.start, b.w.start);
    if (
      a.room !== b.room &&
      a.room !== 'shared' &&
      b.room !== 'shared' &&
      (/^[^.;]*\bor\b[^.;]*$/i.test(between) || (notShared.length > 0 && /^[^.;]*[,/✔✓✅][^.;]*$/.test(between)))
    )
      eitherPair = [a, b];
  }
  if (roomError) roomType = roomError;
  else if (eitherPair) {
    for (const x of eitherPair) ledger.use(x.w, 'roomType', x.w.shown);
    for (const x of permittedRooms) if (!eitherPair.includes(x)) dismissed(x.w, 'permission-only');
    for (const w of notShared) ledger.use(w, 'roomType', w.shown);
    roomType = { value: 'not shared room' };
  } else if (tolerated(wanted, permittedRooms)) {
    // "A whole apartment would be lovely but a private room is fine too", "I'd prefer a private room, but shared is fine":
    // another type said to be fine makes the one asked for one of the acceptable types, not the only one.
    const acceptable = new Set([...wanted, ...permittedRooms].map((x) => x.room));
    if (notShared.length > 0) acceptable.delete('shared');
    // ("No entire homes please. A private room would be great, but a shared room is fine too": what is ruled out stays out.)
    for (const x of ruledOut) acceptable.delete(x.room);
    for (const x of [...wanted, ...permittedRooms]) ledger.use(x.w, 'roomType', x.w.shown);
    for (const w of notShared) ledger.use(w, 'roomType', w.shown);
    // (A shared room and a private one with whole places ruled out is no room type of the sandbox's: asked.)
    roomType =
      ruledOut.length > 0 && acceptable.has('shared') && acceptable.size > 1
        ? refuse(
            'roomType',
            'rules out entire homes, which leaves more than one room type; say which one you want',
            quotes([...wanted, ...permittedRooms].map((x) => q(x.w))),
          )
        : { value: acceptable.has('shared') ? null : acceptable.size === 1 ? ROOM_OF[[...acceptable][0]!]! : 'not shared room' };
  } else {
    for (const x of permittedRooms) dismissed(x.w, 'permission-only');
    const kinds = [...new Set(wanted.map((x) => x.room))];
    if (kinds.length === 0) {
      for (const w of notShared) ledger.use(w, 'roomType', w.shown);
      roomType = { value: notShared.length > 0 ? 'not shared room' : null };
    } else if (kinds.length === 1) {
      const kind = kinds[0]!;
      if (kind === 'shared' && notShared.length > 0) {
        for (const x of [...wanted.map((y) => y.w), ...notShared]) ledger.refused(x);
        roomType = refuse('roomType', 'asks for a shared room and for no shared room', quotes([...wanted.map((x) => q(x.w)), ...notShared.map(q)]));
      } else {
        for (const x of wanted) ledger.use(x.w, 'roomType', x.w.shown);
        for (const w of notShared) ledger.use(w, 'roomType', w.shown);
        roomType = { value: ROOM_OF[kind]! };
      }
    } else {
      for (const x of wanted) ledger.refused(x.w);
      roomType = refuse('roomType', `asks for more than one room type (${kinds.map((k) => ROOM_OF[k]).join(', ')})`, quotes(wanted.map((x) => q(x.w))));
    }
  }
  // Stryker disable next-line all: refused entries show nowhere; they only keep these wishes out of the accounting safety net, which no wish reaches.
  if (roomError) for (const x of [...wanted.map((y) => y.w), ...notShared]) if (!ledger.has(x)) ledger.refused(x);
  return roomType;
}

/** Cuisines wanted and ruled out. */
function readCuisines({ layout, wishes, ledger, dismissed, q, hedged }: WishContext): { cuisines: Found<Cuisine[]>; avoidCuisines: Found<Cuisine[]> } {
  const want: Wish[] = [];
  const avoid: Wish[] = [];
  let cuisineError: Found<never> = hedged(['cuisine']);
  // "one Chinese (dim sum!)", "a classic American diner/steakhouse meal": a dish or kind of place right after a cuisine
  // the sandbox lists (or after such a word that follows one) describes that cuisine; it asks for nothing more.
  const describing = new Set<Wish>();
  let anchor: Wish | undefined;
  for (const w of [...wishes].filter((x) => x.category === 'cuisine' && x.food).sort((a, b) => a.start - b.start)) {
    const dish = w.category === 'cuisine' && w.cuisine === null;
    // "one proper American BBQ night": a kind of place the sandbox lists, right after a cuisine of the benchmark's seven
    // and before the meal or place it names, says what kind of that cuisine ("mexican american pizza and italian" is a list).
    // So does one in parentheses after it ("American food (BBQ!)").
    const gap = anchor === undefined ? '' : layout.text.slice(anchor.end, w.start);
    const kindOf =
      w.category === 'cuisine' &&
      w.cuisine !== null &&
      !BENCHMARK_CUISINES.includes(w.cuisine) &&
      anchor?.category === 'cuisine' &&
      anchor.cuisine !== null &&
      BENCHMARK_CUISINES.includes(anchor.cuisine) &&
      ((/^ $/.test(gap) &&
        /^\s+(?:nights?|dinners?|lunch(?:es)?|meals?|places?|joints?|spots?|restaurants?|feasts?|cookouts?|evenings?)\b/i.test(
          textAfter(layout, w.unit, w.end, 14),
        )) ||
        /^\s*(?:(?:food|cuisine|cooking|dishes|restaurants?|places?|joints?)\s*)?\(\s*$/i.test(gap));
    if ((dish || kindOf) && anchor !== undefined && w.polarity === anchor.polarity && (DESCRIBES_CUISINE.test(gap) || kindOf)) {
      describing.add(w);
      anchor = w;
    } else anchor = dish ? undefined : w;
  }
  // "We love dim sum, so Chinese food is a must": a dish of a cuisine wished for in the same sentence describes it.
  for (const w of wishes) {
    if (w.category !== 'cuisine' || w.cuisine !== null || !w.food || describing.has(w)) continue;
    const of = DISH_OF.find(([re]) => re.test(q(w)))?.[1];
    const sentence = sentenceAt(w.unit, w.start);
    if (
      of !== undefined &&
      wishes.some((x) => x.category === 'cuisine' && x.cuisine === of && x.polarity === 'wanted' && x.start >= sentence.start && x.end <= sentence.end)
    )
      describing.add(w);
  }
  for (const w of wishes) {
    if (w.category !== 'cuisine') continue;
    if (describing.has(w)) {
      dismissed(w, 'describes-cuisine');
      continue;
    }
    if (!w.food) {
      dismissed(w, 'not-food');
      continue;
    }
    if (w.polarity === 'permitted') {
      dismissed(w, 'permission-only');
      continue;
    }
    if (w.cuisine === null) {
      if (w.polarity === 'negated') dismissed(w, 'not-offered');
      else {
        ledger.refused(w);
        const listed = 'American, Chinese, French, Indian, Italian, Mediterranean, Mexican, BBQ, Bakery, Cafe, Desserts, Fast Food, Pizza, Seafood and Tea';
        cuisineError ??= /\b(?:kind|type|sort|style)\s+of\b|\bnever\s+(?:had|tried|eaten)\b/i.test(q(w))
          ? refuse('cuisines', `a cuisine is wished for but not named; name it (the sandbox's restaurants list ${listed})`, q(w))
          : refuse('cuisines', `the sandbox's restaurants do not list it (they list ${listed})`, q(w));
      }
      continue;
    }
    (w.polarity === 'negated' ? avoid : want).push(w);
  }
  let cuisines: Found<Cuisine[]>;
  const wantedCuisines = [...new Set(want.map((w) => (w as { cuisine: Cuisine }).cuisine))];
  if (cuisineError) {
    cuisines = cuisineError;
    for (const w of [...want, ...avoid]) ledger.refused(w);
  } else if (
    wantedCuisines.length >= 2 &&
    /\b(?:or|either)\b/i.test(layout.text.slice(want[0]!.start, want[want.length - 1]!.start)) &&
    !/\b(?:and|as\s+well\s+as|plus|both|all)\b|[,|\n]|&/i.test(layout.text.slice(want[0]!.start, want[want.length - 1]!.start).replace(/\bor\b/gi, ''))
  ) {
    for (const w of want) ledger.refused(w);
    cuisines = refuse('cuisines', 'cuisines joined by "or": each of them, or any one?', quotes(want.map(q)));
  } else {
    for (const w of want) ledger.use(w, 'cuisines', w.shown);
    cuisines = { value: wantedCuisines };
  }
  const avoided = [...new Set(avoid.map((w) => (w as { cuisine: Cuisine }).cuisine))];
  let avoidCuisines: Found<Cuisine[]>;
  const clash = avoided.filter((c) => wantedCuisines.includes(c));
  if (clash.length > 0 && !cuisineError) {
    avoidCuisines = refuse(
      'avoidCuisines',
      `${clash.join(', ')} both wished and ruled out`,
      quotes([...want, ...avoid].filter((w) => clash.includes((w as { cuisine: Cuisine }).cuisine)).map(q)),
    );
    for (const w of avoid) ledger.refused(w);
  } else {
    if (!cuisineError) for (const w of avoid) ledger.use(w, 'avoidCuisines', w.shown);
    avoidCuisines = { value: avoided };
  }
  return { cuisines, avoidCuisines };
}

/** Words before a way of travelling that ask for it as the way of the trip ("by", "we'll", "we'd rather", "we want to"). */
const WAY_ASKED_BEFORE =
  /\b(?:by|via)\s+(?:a\s+|the\s+)?$|\b(?:rather|prefer(?:ably)?|prefer\s+to|would\s+like\s+to|['’]d\s+like\s+to|want\s+to|wanna|need\s+to|have\s+to|plan(?:ning)?\s+to|going\s+to|gonna|will|['’]ll|let['’]s|want|need|require|book|take|taking|use|using|(?<!['’])\b(?:we|i))\s+(?:(?:just|probably|definitely|all|both)\s+)?(?:(?:a|the|our|my)\s+)?$/i;
/**
 * Words after a way of travelling that make it one moment of the trip, not its way ("fly out on Thursday", "drive around"; "drive up to Denver" is
 * the way).
 */
const WAY_AS_EVENT_AFTER = /^\s*(?:out|in|back|home|around|about|with|w\/|along|past|on\s+(?:a|the|\w+day)|to\s+(?:see|visit|meet))\b/i;
/** Words after a way of travelling that ask for it ("flights please", "driving preferred"). */
const WAY_ASKED_AFTER = /^\s*(?:please|pls|preferred|required|a\s+must|is\s+a\s+must|needed)\b/i;

/** A wish about a way of travelling. */
type TransportWish = Extract<Wish, { readonly category: 'transport' }>;

/** The ways of travelling read from the wishes, as readTransport gathers them. */
interface WaysRead {
  /** Ruled out ("no flights"). */
  readonly excluded: Set<TransportMode>;
  /** Asked for ("we'll drive"). */
  readonly askedFor: Set<TransportMode>;
  /** Allowed, which rules them neither in nor out ("flying is fine"). */
  readonly permittedModes: Set<TransportMode>;
  /** The words the field is read from: entered for it once it stands, refused if not. */
  readonly transportUsed: Wish[];
  /** The words asking for a way. */
  readonly askedWords: Wish[];
}

/**
 * A way of travelling the sandbox lacks (a train, a bus): a sight's name, a preference with a way out or one listed
 * with a way the sandbox has is set aside, and one ruled out needs nothing; wanted, it is refused (the refusal).
 */
function unofferedWay({ layout, wishes, ledger, dismissed, q }: WishContext, w: TransportWish): Found<never> {
  const sentence = sentenceAt(w.unit, w.start);
  const said = layout.text.slice(sentence.start, sentence.end);
  // "the aquarium, the incline railway": a sight, not a way of travelling between cities.
  if (
    w.polarity === 'wanted' &&
    SIGHT_BEFORE.test(layout.text.slice(Math.max(w.unit.start, w.start - 25), w.start)) &&
    !TRAVEL_BY_BEFORE.test(layout.text.slice(Math.max(w.unit.start, w.start - 25), w.start))
  ) {
    dismissed(w, 'what-to-plan');
    return undefined;
  }
  // "We prefer train, and if there is no train we will drive": a way the sandbox lacks, wished with a way out.
  // "No flights - train/bus/drive only": a way the sandbox lacks listed with one it has; the one it has is the plan.
  const listedWith = wishes.some(
    (x) =>
      x !== w &&
      x.category === 'transport' &&
      x.mode !== 'unsupported' &&
      x.polarity === 'wanted' &&
      Math.abs(x.start - w.start) < 30 &&
      /^(?:[\s/,]|\bor\b|\band\b|\bbus(?:es)?\b|\btrains?\b|\bferr(?:y|ies)\b|\bamtrak\b|\bgreyhound\b)*$/i.test(
        layout.text.slice(Math.min(x.end, w.end), Math.max(x.start, w.start)),
      ),
  );
  if (w.polarity === 'wanted' && (FALLBACK.test(said) || listedWith)) {
    dismissed(w, 'preference');
    return undefined;
  }
  if (w.polarity === 'wanted') {
    ledger.refused(w);
    return refuse('excludeTransport', 'the sandbox has only flights, self-driving and taxis between cities', q(w));
  }
  dismissed(w, 'not-offered');
  return undefined;
}

/**
 * Why a way of travelling wanted is not asked for as the trip's, if it is not: words of the route ("flying out of
 * Reno"), what a budget covers ("flights included"), the writer's past ("my first time flying"), a taxi in town, or
 * flights in a list of what to plan.
 */
function notAWayAsked(layout: Layout, w: TransportWish, q: (w: Wish) => string): DismissRule | undefined {
  // "flying out of Reno", "driving down from Indianapolis": the words name the origin, not a way of travelling.
  // "Flying Anchorage > Seattle": the verb before the route names it too.
  // ("flying home Thursday", "fly back on the 30th": the return leg, not a way asked for.)
  if (
    (/^\s+(?:(?:down|up|over|in|out|solo|alone|together)\s+)?(?:out\s+of|from|frm|outta)\b|^\s+(?:home|back)\b/i.test(textAfter(layout, w.unit, w.end, 20)) ||
      ROUTE_AFTER.test(textAfter(layout, w.unit, w.end, 40))) &&
    /^(?:fl(?:y|ying|ies)|driv(?:e|ing|es))$/i.test(q(w))
  ) {
    return 'route-words';
  }
  const justBefore = layout.text.slice(Math.max(w.unit.start, w.start - 25), w.start);
  // "$1,600 including flights", "flights included": what a budget covers, not a way of travelling asked for.
  if (
    !w.only &&
    /^(?:flights?|airfares?|plane\s+tickets?|car\s+rentals?|rental\s+cars?|gas)$/i.test(q(w)) &&
    (/\b(?:including|incl\.?|includes?|covering|covers?)\s+(?:the\s+|all\s+|any\s+)?$/i.test(justBefore) ||
      /^\s*(?:\(\s*)?(?:included|incl\.?)\b/i.test(textAfter(layout, w.unit, w.end, 12)))
  ) {
    return 'what-to-plan';
  }
  // "my first time flying": what the writer has done before or not, not a way asked for.
  if (/\bfirst\s+time\s+(?:ever\s+)?$/i.test(justBefore)) return 'narrative';
  const clause = layout.text.slice(Math.max(w.unit.start, w.start - 60), Math.min(w.unit.end, w.end + 60));
  if (w.mode === 'taxi' && LOCAL.test(clause)) return 'local-transport';
  const listAround = layout.text.slice(Math.max(w.unit.start, w.start - 40), Math.min(w.unit.end, w.end + 40));
  if (
    !w.only &&
    /^(?:flights?|airfares?)$/i.test(q(w)) &&
    WHAT_TO_PLAN.test(listAround) &&
    /(?:,|\band\b|&|\bplus\b|\bwith\b)/i.test(listAround) &&
    !/\b(?:by|take|taking|prefer|rather|want|like|love|would|will|fly|only)\b/i.test(layout.text.slice(Math.max(w.unit.start, w.start - 25), w.start))
  ) {
    return 'what-to-plan';
  }
  return undefined;
}

/**
 * "I'm terrified of city driving ... so nothing where we have to drive", "flying is such a hassle that ... no flights":
 * a way ruled out is not asked for by a mention of it said with no wish ("want", "would", "by", "take", ...).
 */
function dropRuledOut({ layout, dismissed }: WishContext, { excluded, askedFor, askedWords, transportUsed }: WaysRead): void {
  const clauseText = (w: Wish) => {
    const c = clauseOf(layout, w.unit, w.start, w.end);
    return layout.text.slice(c.start, c.end);
  };
  for (const m of [...askedFor]) {
    if (!excluded.has(m)) continue;
    const mentions = askedWords.filter((w) => w.category === 'transport' && w.mode === m);
    if (
      mentions.some(
        (w) =>
          w.only ||
          TRANSPORT_WISH.test(clauseText(w)) ||
          /^[\s-]*(?:trip|tour|journey|vacation|holiday|getaway|itinerary)\b/i.test(textAfter(layout, w.unit, w.end, 14)),
      )
    )
      continue;
    askedFor.delete(m);
    for (const w of mentions) {
      transportUsed.splice(transportUsed.indexOf(w), 1);
      dismissed(w, 'ruled-out');
    }
  }
}

/**
 * The ways ruled out, with every way but the one asked for as the way of the trip; a mention said of one moment or
 * with feeling is set aside.
 */
function excludedWays({ layout, dismissed, wishes }: WishContext, { excluded, permittedModes, askedWords, transportUsed }: WaysRead): TransportMode[] {
  // A way asked for as the way of the trip rules the others out ("flights only", "we'll drive", "by plane", "we'd
  // rather fly", "a self-drive trip", "flights please"; "we'd like to drive, but flying is fine too" keeps the one
  // found acceptable). Said of one moment or with feeling ("we'll fly out on Thursday", "flying with a toddler",
  // "want to drive around Michigan", "we love flying") it rules nothing out: every writer outside read it so.
  const stillAsked = askedWords.filter((w) => transportUsed.includes(w));
  const asksForTheWay = (w: Wish) =>
    w.only ||
    w.unit.key?.role === 'transport' ||
    /^[\s-]*(?:trip|tour|journey|vacation|holiday|getaway|itinerary)\b/i.test(textAfter(layout, w.unit, w.end, 14)) ||
    (WAY_ASKED_BEFORE.test(layout.text.slice(Math.max(w.unit.start, w.start - 30), w.start)) &&
      !WAY_AS_EVENT_AFTER.test(textAfter(layout, w.unit, w.end, 20))) ||
    WAY_ASKED_AFTER.test(textAfter(layout, w.unit, w.end, 14));
  // ("she's accepted we have to fly, so flights are fine": a way asked for and said to be fine in the same sentence is
  // accepted, not the only one.)
  const fineAfter = (w: Wish) =>
    wishes.some(
      (x) =>
        x.category === 'transport' &&
        x.polarity === 'permitted' &&
        x.mode === (w as { mode: TransportMode }).mode &&
        x.start > w.end &&
        x.start < sentenceAt(w.unit, w.start).end,
    );
  const exclusive = new Set(stillAsked.filter((w) => asksForTheWay(w) && !fineAfter(w)).map((w) => (w as { mode: TransportMode }).mode));
  for (const w of stillAsked) {
    if (asksForTheWay(w)) continue;
    transportUsed.splice(transportUsed.indexOf(w), 1);
    dismissed(w, 'way-of-a-moment');
  }
  if (exclusive.size > 0) for (const m of TRANSPORT_MODES) if (!exclusive.has(m) && !permittedModes.has(m)) excluded.add(m);
  return TRANSPORT_MODES.filter((m) => excluded.has(m));
}

/**
 * Ways of travelling ruled out, or asked for as the way of the trip (which rules the others out), in the order of
 * checks READING.md gives: each wish's way (one the sandbox lacks, one allowed, one ruled out, one not asked for),
 * then ways ruled out that no wish asks for, then a way asked for that another contradicts.
 */
function readTransport(ctx: WishContext): Found<TransportMode[]> {
  const { layout, wishes, ledger, dismissed, q, hedged } = ctx;
  const ways: WaysRead = { excluded: new Set(), askedFor: new Set(), permittedModes: new Set(), transportUsed: [], askedWords: [] };
  const { excluded, askedFor, permittedModes, transportUsed, askedWords } = ways;
  let transportError: Found<never> = hedged(['transport']);
  for (const w of wishes) {
    if (w.category !== 'transport') continue;
    if (w.mode === 'unsupported') {
      // (Read whether or not the field is refused already: its words are entered in the ledger either way.)
      const refused = unofferedWay(ctx, w);
      transportError ??= refused;
      continue;
    }
    if (w.polarity === 'permitted') {
      permittedModes.add(w.mode);
      dismissed(w, 'permission-only');
      continue;
    }
    if (w.polarity === 'negated') {
      excluded.add(w.mode);
      transportUsed.push(w);
      continue;
    }
    const notAsked = notAWayAsked(layout, w, q);
    if (notAsked !== undefined) {
      dismissed(w, notAsked);
      continue;
    }
    askedFor.add(w.mode);
    askedWords.push(w);
    transportUsed.push(w);
  }
  // "I'd rather not fly if it's easy to avoid, but if flying is a lot cheaper, that's fine", "She's nervous about small
  // planes but she's accepted we have to fly, so flights are fine": a way ruled out softly, or before it is said to be
  // fine, is a preference, not a requirement.
  for (const w of [...transportUsed]) {
    const mode = (w as { mode: TransportMode }).mode;
    // (Said fine by the writer, not reported of someone else: "My sister says flying is fine, but I refuse.")
    const laterFine = wishes.some(
      (x) =>
        x.category === 'transport' &&
        x.polarity === 'permitted' &&
        x.mode === mode &&
        x.start > w.end &&
        !/\b(?:says?|said|thinks?|thought|insists?|claims?)\b|\b(?:but|however)\s+(?:i|we)\s+(?:refuse|won['’]?t|don['’]?t|can['’]?t)\b/i.test(
          layout.text.slice(sentenceAt(x.unit, x.start).start, sentenceAt(x.unit, x.start).end),
        ),
    );
    if (w.polarity !== 'negated' || !permittedModes.has(mode)) continue;
    if (!laterFine && !SOFTLY_BEFORE.test(layout.text.slice(Math.max(w.unit.start, w.start - 25), w.start))) continue;
    excluded.delete(mode);
    transportUsed.splice(transportUsed.indexOf(w), 1);
    dismissed(w, 'preference');
  }
  dropRuledOut(ctx, ways);
  let excludeTransport: Found<TransportMode[]>;
  const contradicted = [...askedFor].filter((m) => excluded.has(m));
  if (transportError) excludeTransport = transportError;
  else if (contradicted.length > 0)
    excludeTransport = refuse('excludeTransport', `asks for ${contradicted.join(' and ')} and also rules it out`, quotes(transportUsed.map(q)));
  else excludeTransport = { value: excludedWays(ctx, ways) };
  for (const w of transportUsed) {
    if (isValue(excludeTransport)) ledger.use(w, 'excludeTransport', w.shown);
    else ledger.refused(w);
  }
  return excludeTransport;
}

/** Words that rule a way out only softly ("I'd rather not", "prefer not to"). */
const SOFTLY_BEFORE = /\b(?:(?:would|['’]d)\s+(?:rather|prefer)\s+not(?:\s+to)?|prefer\s+not\s+to|ideally\s+(?:not|no)|rather\s+not)\s+$/i;

/** The pace of the days. */
function readPace({ wishes, ledger, dismissed }: WishContext): Pace | undefined {
  let pace: Pace | undefined;
  for (const w of wishes) {
    if (w.category !== 'pace') continue;
    if (w.polarity === 'wanted') {
      pace = w.pace;
      ledger.use(w, 'wishes', w.shown);
    } else dismissed(w, 'permission-only');
  }
  return pace;
}

/** Kinds of sights the traveller likes. */
function readInterests({ wishes, ledger, dismissed, q }: WishContext): Exclude<Found<Interest[]>, undefined> {
  const interests: Interest[] = [];
  let interestError: Found<never>;
  for (const w of wishes) {
    if (w.category !== 'interest') continue;
    if (w.polarity === 'permitted') {
      dismissed(w, 'permission-only');
      continue;
    }
    if (w.polarity === 'negated') {
      ledger.refused(w);
      interestError ??= refuse('wishes.interests', 'ruling out a kind of sight cannot be honoured yet; name the kinds you want instead', q(w));
      continue;
    }
    if (!interests.includes(w.interest)) interests.push(w.interest);
    ledger.use(w, 'wishes', w.shown);
  }
  return interestError ?? { value: interests };
}

// ---------------------------------------------------------------- the whole request

/** Words before a kind of lodging that make it where a room is: "a private room in a real, hosted", "rooms in someone else's". */
const ROOM_IN_BEFORE =
  /\brooms?\s+(?:in|inside|within)\s+(?:(?:a|an|the|someone(?:\s+else)?['’]s|somebody(?:\s+else)?['’]s|their|his|her|our|my)\s+)?(?:(?!(?:or|and|nor)\b)[\w-]+,?\s+){0,3}$/i;
const NOT_THIS_AMOUNT = /(?:\(\s*not|\bnot|\binstead\s+of|\brather\s+than|\bno\s+longer)\s+(?:the\s+)?$/i;
/** A charge named after an amount: "$400 'cleaning fee'", "a $75 fine". */
const FEE_AFTER = /^\s*['"]?\s*(?:\w+\s+)?(?:fees?|fines?|charges?|penalty|penalties|deposits?|surcharges?|bills?)\b/i;
/** A sight's words before a way of travelling: "the incline railway", "a scenic train". */
const SIGHT_BEFORE =
  /\b(?:the|a|an)\s+(?:(?:old|historic|scenic|famous|incline|cog|steam|vintage|heritage|narrow[\s-]gauge|little|miniature|tourist|dinner|ghost)\s+)+$/i;
const TRAVEL_BY_BEFORE = /\b(?:by|take|taking|took|ride|riding|via|on)\s+(?:the\s+|a\s+)?(?:\w+\s+)?$/i;
/** A wish said with a way out: "if there is no train we will drive". */
const FALLBACK = /\b(?:if\s+(?:there\s+is|there['’]s|there\s+are)\s+no|if\s+not(?:\s+possible)?|otherwise|or\s+else|failing\s+that)\b/i;
/** "Flying Anchorage > Seattle", "driving Denver to Austin": the route right after the verb. */
const ROUTE_AFTER = /^\s+[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}\s*(?:,\s*[A-Z]{2}\s*)?(?:-+>|>|=>|\bto\b)/;
/** What may stand between a cuisine and a dish that describes it: "Chinese (dim sum", "American diner/steakhouse". */
/** The cuisines the benchmark's constraints name; the sandbox lists more kinds of restaurant (BBQ, Pizza, ...). */
/** Dishes and the cuisine of the benchmark's seven they belong to. */
const DISH_OF: readonly (readonly [RegExp, string])[] = [
  [/^(?:dim\s+sum|dumplings?|hot\s+pot|noodles?)$/i, 'Chinese'],
  [/^(?:tacos?)$/i, 'Mexican'],
  [/^(?:curry|curries)$/i, 'Indian'],
  [/^(?:falafel|gyros?|kebabs?)$/i, 'Mediterranean'],
  [/^(?:burgers?|steaks?|steak\s?houses?|wings|diners?|bbq\s+brisket)$/i, 'American'],
  [/^(?:crepes?)$/i, 'French'],
  [/^(?:gelato)$/i, 'Italian'],
];
const DESCRIBES_CUISINE = /^\s*(?:[(/,:-]\s*|&\s*)?(?:(?:food|cuisine|style|classic|great|good|real|proper|authentic)\s+)?$/i;
/** The words a request's fields are read from, for the readers after its places and dates. */
interface Reading {
  readonly layout: Layout;
  readonly ledger: Ledger;
  readonly placesFound: PlacesFound;
  readonly dates: DatesFound;
  readonly partyCounts: readonly Count[];
  readonly cities: readonly Count[];
  readonly money: readonly Money[];
  readonly wishes: readonly Wish[];
}

/**
 * "> Sam: I'm in", "[mira]: me + my gf": lines of a forwarded thread or a chat, each said by someone. Who travels
 * is for the thread's replies to settle, one by one, with the writer's own: no count read from one line says it.
 */
const SPEAKER = /^[ \t]*(?:>[ \t]*)+([A-Z][A-Za-z'-]{1,20})[ \t]*:|^[ \t]*(?:>[ \t]*)*\[([A-Za-z][\w'-]{0,20})\][ \t]*:?/gm;

/** Words that sum a thread up before its count: "so", "that's", "confirmed", "in all", "final". */
const SUMMING_UP = /\b(?:so|that['’]?s|that\s+makes|confirmed|in\s+all|altogether|total|final(?:ly)?)\b[^.\n]{0,20}$/i;

/** The people a quoted thread or chat gives a line each, when two or more do. */
function threadSpeakers(layout: Layout): { names: string[]; start: number; end: number } | undefined {
  const found = [...layout.text.matchAll(SPEAKER)].filter((m) => mayBeName(m[1] ?? m[2]!));
  const names = [...new Set(found.map((m) => (m[1] ?? m[2])!))];
  if (names.length < 2) return undefined;
  return { names, start: found[0]!.index, end: found.at(-1)!.index + found.at(-1)![0].length };
}

/** "Derek 52, Paula 50, Ty 17": people listed by name and age, two or more in a row. */
const NAME_AGE = /\b([A-Z][a-z]+)[ \t]+(\d{1,2})(?=[ \t]*(?:,|;|\band\b|&|\.(?!\d)|\)|$))/gm;

/** Words a number follows as a label, not an age: "Route 66", "Gate 12", "Day 2". */
const NUMBERED_THING =
  /^(?:Route|Highway|Hwy|Interstate|Exit|Gate|Terminal|Flight|Day|Days|Night|Nights|Week|Room|Suite|Floor|Level|Unit|Apt|Building|Pier|Platform|Seat|Row|Section|Studio|Phase|Option|Step|Stop|Leg|Part|Item|Number|No|Lot|Bus|Train|Line|Car|Channel|Page|Chapter|Act|Season|Episode|Version|Team|Group|Table|Size|Top|Under|Over|Age|Ages|Aged|Class|Grade|Year|Years)$/;

/** "1. Jamal – 29", "- Keisha (31)", "3. me, Nate - 29": a line of a list giving one person and their age. */
const LISTED_NAME_AGE = /^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]*(?:me[ \t]*[,(]?[ \t]*)?([A-Z][a-z]+)\)?[ \t]*(?:[-–—:,][ \t]*)?\(?(\d{1,2})\)?[ \t]*$/gm;

/** The names of a roster of people with their ages: two or more lines of a list, or two or more in one sentence. */
function rosterNames(layout: Layout, places: readonly { start: number; end: number }[]): { names: string[]; start: number; end: number } | undefined {
  // ("Austin 3, Dallas 2": nights at places, not people's ages.)
  const person = (m: RegExpMatchArray, at: number) =>
    mayBeName(m[1]!) && !NUMBERED_THING.test(m[1]!) && !places.some((p) => p.start < at + m[0].length && p.end > at);
  const lines = [...layout.text.matchAll(LISTED_NAME_AGE)].filter((m) => person(m, m.index!));
  if (lines.length >= 2) return { names: lines.map((m) => m[1]!), start: lines[0]!.index, end: lines.at(-1)!.index + lines.at(-1)![0].length };
  for (const unit of layout.units) {
    const found = [...layout.text.slice(unit.start, unit.end).matchAll(NAME_AGE)].filter((m) => person(m, unit.start + m.index!));
    if (found.length < 2) continue;
    const names = found.map((m) => m[1]!);
    return { names, start: unit.start + found[0]!.index, end: unit.start + found.at(-1)!.index + found.at(-1)![0].length };
  }
  return undefined;
}

/** The writer's partner ("my husband"), with whom "we" is the couple (not "my mom says we should go"). */
const ONE_COMPANION = /^my\s+(?:husband|wife|hubby|partner|spouse|boyfriend|girlfriend|fianc[eé]e?)$/i;
/**
 * "My husband smokes, so we need somewhere that lets him": the writer and a partner, and "we" for the two of them,
 * with no other people spoken of.
 */
function weAndOne(layout: Layout, plurals: readonly PluralMention[], evidence: readonly unknown[]): boolean {
  const named = plurals.filter((p) => !p.pronoun);
  // ("My husband can't get off work, so we girls are going": the partner stays, and "we girls" are others.)
  const partnerStays =
    named.length === 1 &&
    /^[^.;!?]{0,40}\b(?:can['’]?t|cannot|won['’]?t|isn['’]?t|is\s+not|not|has\s+to|needs\s+to|must)\b/i.test(
      layout.text.slice(named[0]!.end, named[0]!.end + 60),
    );
  const weOthers = /\bwe\s+(?:girls|guys|ladies|gals|boys|kids|three|four|five|all)\b/i.test(layout.text);
  return (
    evidence.length === 0 &&
    named.length === 1 &&
    !partnerStays &&
    !weOthers &&
    plurals.some((p) => p.pronoun && /^(?:we|us|we['’](?:re|d|ll|ve))$/i.test(layout.text.slice(p.start, p.end))) &&
    ONE_COMPANION.test(layout.text.slice(named[0]!.start, named[0]!.end)) &&
    // ("A birthday trip for my husband!": a trip given to someone leaves open who goes.)
    !/\bfor\s+$/i.test(layout.text.slice(Math.max(0, named[0]!.start - 5), named[0]!.start))
  );
}

/** "add one more", "plus one more", "two more people are coming": people added after every count of the party. */
const MORE_PEOPLE =
  /\b(?:add(?:ing)?|plus|\+)\s+(one|two|three|1|2|3)\s+more(?=\s*(?:[,.;:!)\n-]|$)|\s+(?:person|people|travell?ers?|adults?|guests?|of\s+us)\b)|\b(one|two|three|1|2|3)\s+more\s+(?:person|people|travell?ers?|adults?|guests?)\b/gi;

const NOT_COMING_AFTER_MORE =
  /\b(?:was|were)\s+(?:supposed|going|invited|meant)\b|\b(?:can['’]?t|cannot|couldn['’]?t|won['’]?t|declined|isn['’]?t|not|if|maybe|might|would\s+love|we['’]d\s+love|nobody|no\s+one|hopefully|unless)\b/i;
/** The count read, with people added after it ("Two of us. Add one more, my cousin's in" is three). */
function withMorePeople(layout: Layout, count: Found<number>, counts: readonly Count[]): Found<number> {
  if (!isValue(count)) return count;
  const last = Math.max(...counts.map((c) => c.end));
  let n = count.value as number;
  for (const m of layout.text.matchAll(MORE_PEOPLE)) {
    if (m.index! < last) continue;
    // (Not someone who does not come, or may: "One more person was supposed to come but can't", "plus one more person
    // if my cousin confirms"; nor "Plus one more: can we get a pet-friendly place?".)
    const end = m.index! + m[0].length;
    const unit = unitAt(layout, m.index!);
    const rest = unit === undefined ? '' : layout.text.slice(end, sentenceAt(unit, m.index!).end);
    if (NOT_COMING_AFTER_MORE.test(rest) || /\?$/.test(rest.trim())) continue;
    if (/^\s*:/.test(rest) && !/^\s*:\s*(?:my|our|his|her|their|[A-Z][a-z]+(?!\s+(?:we|I|you)\b))\b/.test(rest)) continue;
    n += wordNumber(m[1] ?? m[2]!)!;
  }
  return { value: n };
}

/** The number of travellers: the counts agreed, or a question when people are spoken of and not counted, never a silent one. */
function readTravellers({ layout, ledger, placesFound, dates, partyCounts, cities, money, wishes }: Reading, party: PartyReading): Found<number> {
  const travellersCount = agreeCounts(layout, 'travellers', partyCounts, 'the number of travellers', ledger);
  /** "We're museum people", "we'd like meals under $20": a bare "we" in a sentence that states wishes and nothing of the trip. */
  const wishOnly = (p: PluralMention): boolean => {
    if (!p.pronoun) return false;
    // A plural mention is found inside a unit, so its unit is always there.
    const sentence = sentenceAt(unitAt(layout, p.start)!, p.start);
    const inside = (x: { start: number; end: number }) => x.start >= sentence.start && x.end <= sentence.end;
    // People's own words are a wish about them only when they ask the lodging to allow them ("must allow children under
    // 10", "guests are welcome"); "Me, Rick, kids: ..." names people.
    const permission = (w: { start: number; end: number }) =>
      PERMITTING_BEFORE.test(layout.text.slice(Math.max(sentence.start, w.start - 30), w.start)) ||
      PERMITTED_AFTER.test(layout.text.slice(w.end, Math.min(sentence.end, w.end + 30)));
    const wished =
      // (A child named without a permission asked for is a person, not a wish: "we're bringing our granddaughter".)
      wishes.some(
        (w) => inside(w) && !(w.category === 'house' && w.rule === 'children' && !permission(w)) && (!(w.start < p.end && w.end > p.start) || permission(w)),
      ) || money.some((m) => inside(m) && m.use.kind === 'meal');
    const trip =
      [...placesFound.mentions, ...placesFound.unknown, ...dates.atoms, ...dates.durations, ...partyCounts, ...cities].some(inside) ||
      money.some((m) => inside(m) && m.use.kind !== 'meal');
    return wished && !trip;
  };
  const plural = party.plurals.find((p) => !wishOnly(p));
  // Words of people with no count read ("a couple", "the whole family", "pax"): one traveller is not what they say.
  const evidence = party.evidence.filter(
    (e) => !wishOnly({ ...e, pronoun: true }) && !askedOfTheLodging(layout, e) && !partyCounts.some((c) => e.start < c.end && e.end > c.start),
  );
  const counted = travellersCount !== undefined && isValue(travellersCount);
  // "We are a retired couple ... Our sister-in-law will accompany us": someone joins outside every count read.
  const joiner = counted ? joinerOutside(layout, partyCounts) : undefined;
  // "my husband and I ... a real break with the kids": children who travel, apart from a couple counted.
  const children = counted && joiner === undefined ? childrenOutside(layout, partyCounts, wishes) : undefined;
  const countRead = travellersCount !== undefined && isValue(travellersCount) ? (travellersCount.value as number) : undefined;
  // A thread whose people outnumber the count read (or with none read): who of them travels. ("Dana: great, 4 of
  // us" among Dana, Chris, Ali and Rhea is a count the thread agrees with.)
  const speakers = threadSpeakers(layout);
  // A count said after the thread, in the writer's own words ("so it's me, Jen and Carla"), or summing it up ("ok so
  // 3 of us confirmed") is the thread's outcome: its people who are out are not counted.
  const summed =
    speakers !== undefined &&
    partyCounts.some((c) => c.n === countRead && (c.start >= speakers.end || SUMMING_UP.test(layout.text.slice(Math.max(0, c.start - 25), c.start))));
  const thread = speakers !== undefined && (countRead === undefined || (countRead < speakers.names.length && !summed)) ? speakers : undefined;
  // A roster by name and age with more people than the count read (or with none read); fewer may be the children
  // of a party counted ("me, my brother, and his two kids (Noah 7, Lily 4)").
  const roster = rosterNames(layout, placesFound.mentions);
  const rosterDiffers = roster !== undefined && (countRead === undefined || countRead < roster.names.length);
  let travellers: Found<number>;
  if (thread !== undefined)
    travellers = refuse(
      'travellers',
      `the request quotes ${thread.names.length} people (${thread.names.join(', ')}); say how many travel in all`,
      layout.text.slice(thread.start, thread.end),
    );
  else if (rosterDiffers)
    travellers = refuse(
      'travellers',
      `the request lists ${roster.names.length} people with their ages (${roster.names.join(', ')}); say how many travel in all`,
      layout.text.slice(roster.start, roster.end),
    );
  else if (party.undecided.length > 0)
    travellers = refuse('travellers', 'the request has not settled who is coming', quotes(party.undecided.map((u) => words(layout, u))));
  else if (joiner !== undefined) travellers = refuse('travellers', 'someone joins the party apart from the people counted; say how many travel in all', joiner);
  else if (children !== undefined)
    travellers = refuse('travellers', 'children are spoken of apart from the people counted; say how many travel in all', children);
  else if (travellersCount !== undefined) travellers = withMorePeople(layout, travellersCount, partyCounts);
  else if (weAndOne(layout, party.plurals, evidence)) {
    travellers = { value: 2 };
    for (const p of party.plurals) if (!p.pronoun) ledger.use(p, 'travellers');
  } else if (plural) travellers = refuse('travellers', 'the request speaks of several people but does not say how many', words(layout, plural));
  else if (evidence.length > 0)
    travellers = refuse('travellers', 'the request speaks of people but does not say how many travel', quotes(evidence.map((e) => words(layout, e))));
  else {
    // "2 ad + 1 kid (age 7)" with the adults unread: a child who travels is never one traveller alone.
    const child = travellingChild(layout, wishes, partyCounts);
    travellers = child === undefined ? { value: 1 } : refuse('travellers', 'a child travels, but the request does not say how many travel in all', child);
  }

  return travellers;
}

/** The budget: the amounts read, or a question when a number or a budget is spoken of and no amount read. */
function readTripBudget(
  { layout, ledger, placesFound, dates, partyCounts, cities, money }: Reading,
  travellers: number | undefined,
  days: number | undefined,
): Found<number | null> {
  let budget = readBudget(layout, money, travellers, days, ledger);
  // "should cost less than 1800 in all": a number nobody read, where no budget was read, is asked about.
  // ("No budget, it's the 500", "Approved budget: N/A": a request that says it has no budget has none.)
  if (isValue(budget) && budget.value === null && (!NO_BUDGET.test(layout.text) || BUDGET_UNKNOWN.test(layout.text))) {
    const claimed = [...dates.atoms, ...dates.durations, ...partyCounts, ...cities, ...placesFound.mentions, ...money];
    const stray = strayAmounts(layout, claimed);
    if (stray.length > 0)
      budget = refuse('budget', 'a number is written but not read; if it is the budget, say so ("budget $1,800")', quotes(stray.map((s) => words(layout, s))));
    // "We shall keep to the same budget as last year": a budget spoken of with no amount is asked for.
    // (Not where its sentence denies it or asks about it: "Haven't set a budget", "Budget isn't a concern", "Do you have a budget?")
    const spoken = [...layout.text.matchAll(BUDGET_SPOKEN)].find((m) => {
      const unit = unitAt(layout, m.index!) ?? layout.units.find((u) => u.key?.role === 'budget' && u.key.start <= m.index! && m.index! < u.end);
      if (unit === undefined) return false;
      // ("Budget: TBD": a key opens the unit its value is.)
      const at = Math.max(m.index!, unit.start);
      const sentence = sentenceAt(unit, at);
      const said = layout.text.slice(Math.min(m.index!, sentence.start), Math.min(unit.end, sentence.end + 1));
      return !/\?/.test(said) && (!BUDGET_DENIED.test(said) || BUDGET_UNKNOWN.test(said));
    });
    if (stray.length === 0 && spoken) budget = refuse('budget', 'the request speaks of a budget but gives no amount; give it in dollars', spoken[0]);
  }

  return budget;
}

/** The wishes: house rules, room type, cuisines, ways of travelling, meal price, interests and pace, each an answer if one was given. */
function readAllWishes(
  layout: Layout,
  ledger: Ledger,
  found: Partial<Record<SpecField, Found<unknown>>>,
  wishes: readonly Wish[],
  money: readonly Money[],
  partyCounts: readonly Count[],
  answer: <T>(field: string) => Found<T>,
): void {
  const alone = isValue(found.travellers) && found.travellers.value === 1 && partyCounts.some((c) => c.n === 1);
  const w = readWishes(layout, wishes, ledger, alone);
  found.houseRules = answer('houseRules') ?? w.houseRules;
  found.roomType = answer('roomType') ?? w.roomType;
  found.cuisines = answer('cuisines') ?? w.cuisines;
  found.avoidCuisines = answer('avoidCuisines') ?? w.avoidCuisines;
  found.excludeTransport = answer('excludeTransport') ?? w.excludeTransport;
  const mealPrice = answer<MealPrice | undefined>('wishes.mealPricePerPerson') ?? readMealPrice(layout, money, ledger);
  const interestsRead = answer<Interest[]>('wishes.interests') ?? w.interests;
  const paceRead: Found<Pace | undefined> = answer<Pace>('wishes.pace') ?? { value: w.pace };
  const wishError = ([interestsRead, mealPrice, paceRead] as Found<unknown>[]).find(isError);
  if (wishError) found.wishes = wishError;
  else {
    const interests = (interestsRead as { value: Interest[] }).value;
    const price = (mealPrice as { value: MealPrice | undefined }).value;
    const pace = (paceRead as { value: Pace | undefined }).value;
    found.wishes = {
      value: {
        ...(interests.length > 0 ? { interests } : {}),
        ...(price !== undefined ? { mealPricePerPerson: price } : {}),
        ...(pace !== undefined ? { pace } : {}),
      },
    };
  }
}

/** Bare corrections ("make that three") go to the count, length or number of cities written just before them. */
function giveBareCorrections(corrections: readonly BareCorrection[], partyCounts: Count[], durations: Duration[], cities: Count[]): void {
  for (const c of corrections) {
    const candidates: { list: { start: number; end: number; n?: number; days?: number }[]; make: () => void; end: number }[] = [];
    const lastOf = <T extends { end: number }>(list: readonly T[]) => [...list].reverse().find((x) => x.end <= c.start);
    const p = lastOf(partyCounts);
    const d = lastOf(durations);
    const k = lastOf(cities);
    if (p)
      candidates.push({ list: partyCounts, end: p.end, make: () => partyCounts.push({ n: c.n, start: c.start, end: c.end, unit: c.unit, corrects: true }) });
    if (d)
      candidates.push({ list: durations, end: d.end, make: () => durations.push({ days: c.n, start: c.start, end: c.end, unit: c.unit, corrects: true }) });
    if (k) candidates.push({ list: cities, end: k.end, make: () => cities.push({ n: c.n, start: c.start, end: c.end, unit: c.unit, corrects: true }) });
    const nearest = candidates.sort((a, b) => b.end - a.end)[0];
    if (nearest) nearest.make();
  }
}

/** Answers to earlier questions, read as their fields' values (a date answered without a year takes `year`). */
function readAnswers(
  answers: Readonly<Record<string, string>> | undefined,
  index: PlaceIndex,
  year: number | undefined,
): Partial<Record<string, Found<unknown>>> {
  const answered: Partial<Record<string, Found<unknown>>> = {};
  for (const [field, text] of Object.entries(answers ?? {})) {
    try {
      answered[field] = { value: readAnswer(field, text, { index, year }) };
    } catch (e) {
      // Stryker disable next-line ConditionalExpression: readAnswer reports every unreadable answer as a SpecError.
      if (!(e instanceof SpecError)) throw e;
      answered[field] = { error: e };
    }
  }
  return answered;
}

/** Accounting: anything found and not entered is refused, quoting it; an answer that could not be read is its field's question again. */
function account(
  layout: Layout,
  ledger: Ledger,
  found: Partial<Record<SpecField, Found<unknown>>>,
  spans: { readonly places: readonly PlaceMention[]; readonly money: readonly Money[]; readonly wishes: readonly Wish[] },
  answered: Partial<Record<string, Found<unknown>>>,
): void {
  const unaccounted: { field: SpecField; span: Span }[] = [];
  for (const m of spans.places) if (!ledger.has(m)) unaccounted.push({ field: 'destination', span: m });
  // Stryker disable all: a safety net no input reaches: readBudget, readMealPrice and readWishes enter every amount
  // and every wish in the ledger, or refuse their field; it stays so that one added later without an entry is refused.
  for (const m of spans.money) if (!ledger.has(m)) unaccounted.push({ field: 'budget', span: m });
  for (const x of spans.wishes) {
    if (ledger.has(x)) continue;
    const field: SpecField =
      x.category === 'house'
        ? 'houseRules'
        : x.category === 'cuisine'
          ? 'cuisines'
          : x.category === 'transport'
            ? 'excludeTransport'
            : x.category === 'pace' || x.category === 'interest'
              ? 'wishes'
              : 'roomType';
    unaccounted.push({ field, span: x });
  }
  // Stryker restore all
  // An answer that could not be read is the field's question again.
  for (const [field, a] of Object.entries(answered)) if (isError(a)) found[(field.startsWith('wishes.') ? 'wishes' : field) as SpecField] = a;
  const answeredField = (field: SpecField) =>
    answered[field] !== undefined || (field === 'wishes' && Object.keys(answered).some((f) => f.startsWith('wishes.')));
  for (const u of unaccounted) {
    if (answeredField(u.field)) ledger.dismiss(u.span, 'answered');
    else if (isValue(found[u.field])) {
      found[u.field] = refuse(u.field, 'words that may carry a wish could not be read; rephrase them', words(layout, u.span));
    }
  }
}

/** Words that ask the lodging to allow someone: "must allow children under 10", "guests are welcome", "kid-friendly". */
const PERMITTING_BEFORE =
  /\b(?:allow(?:s|ing|ed)?|accept(?:s|ing)?|permit(?:s|ted|ting)?|welcom(?:e|es|ing)|ok(?:ay)?\s+(?:with|for)|suitable\s+for|fine\s+with)\s+(?:\w+\s+){0,2}$/i;
const PERMITTED_AFTER = /^\s*(?:(?:are|is|be)\s+)?(?:(?:welcome|allowed|ok|okay|permitted|fine)\b|[\s-]*friendly\b|under\s+(?:10|ten)\b)/i;
/** "the lodging must allow children under 10", "kid-friendly": words of people in a permission asked of the lodging, naming no one. */
const askedOfTheLodging = (layout: Layout, e: { readonly start: number; readonly end: number }): boolean =>
  PERMITTING_BEFORE.test(layout.text.slice(Math.max(0, e.start - 30), e.start)) || PERMITTED_AFTER.test(layout.text.slice(e.end, e.end + 30));
/** A number said in a sentence that tells of another trip ("Last year we did four towns in six days"), not this one. */
function toldOfAnotherTrip(layout: Layout, unit: Unit, at: number): boolean {
  // (Near the number, within its sentence: a run-on dictation is one long "sentence".)
  const sentence = sentenceAt(unit, at);
  const text = layout.text.slice(Math.max(sentence.start, at - 120), Math.min(sentence.end, at + 40));
  return (
    /\b(?:last\s+(?:year|time|summer|winter|spring|fall|autumn|trip|month)|(?:\d+|a|one|two|three|few|several)\s+(?:years?|months?)\s+ago)\b/i.test(text) &&
    !/\bthis\s+(?:time|trip|year)\b/i.test(text)
  );
}

/** The number of cities to visit as the words give it (a vague one is refused), or as answered. */
function readCityCount(
  layout: Layout,
  cityCounts: ReturnType<typeof findCityCounts>,
  cities: readonly Count[],
  ledger: Ledger,
  answer: <T>(field: string) => Found<T>,
): Found<number> {
  let cityCount: Found<number>;
  if (cityCounts.vague.length > 0)
    cityCount = refuse(
      'cityCount',
      'how many cities to visit is not a number; say "2 cities" or "3 cities"',
      quotes(cityCounts.vague.map((v) => words(layout, v))),
    );
  else {
    // "Last year we did Texas in a rush, four towns in six days, never again": a count told of another trip is no count
    // of this one ("this time" in its sentence keeps it).
    const told = (c: Count) => toldOfAnotherTrip(layout, c.unit, c.start);
    for (const c of cities) if (told(c)) ledger.dismiss(c, 'narrative');
    cityCount = agreeCounts(
      layout,
      'cityCount',
      cities.filter((c) => !told(c)),
      'the number of cities',
      ledger,
    );
  }
  if (answer('cityCount') !== undefined) cityCount = answer<number>('cityCount');
  return cityCount;
}

/** "We can't decide between Nashville and Memphis": the refusal when the writer has not chosen where to go. */
function undecidedDestination(layout: Layout, placesFound: PlacesFound, originFound: Found<unknown>): Found<never> {
  // "thinking Florida or maybe the Carolinas, haven't decided": a place and another the sandbox does not name.
  const origin0 = isValue(originFound) ? String(originFound.value) : '';
  for (const m of placesFound.mentions) {
    if (m.candidates.length === 0 || m.candidates.some((c) => c.name === origin0)) continue;
    const alternative = /^\s*,?\s*or\s+(?:maybe\s+|perhaps\s+|possibly\s+)?(?:the\s+)?[A-Z][a-z]+/.exec(
      layout.text.slice(m.end, Math.min(m.unit.end, m.end + 40)),
    );
    // (Two places of the sandbox joined by "or" are refused as two destinations.)
    const otherPlace = alternative !== null && placesFound.mentions.some((o) => o.start > m.end && o.start < m.end + alternative[0].length);
    if (alternative && !otherPlace)
      return refuse('destination', 'the request has not decided where to go; say which one', `${m.raw}${alternative[0]}`, [m.candidates[0]!.name]);
  }
  const torn = /\b(?:can['’]?t|cannot|couldn['’]?t)\s+(?:quite\s+)?decide\s+between\b|\b(?:torn|deciding|choosing)\s+between\b/i.exec(layout.text);
  if (!torn) return undefined;
  const after = layout.text.slice(torn.index + torn[0].length, torn.index + torn[0].length + 60);
  const named = placesFound.mentions
    .filter((m) => m.start >= torn.index && m.start < torn.index + torn[0].length + 60 && m.candidates.length > 0)
    .map((m) => m.candidates[0]!.name);
  const origin = isValue(originFound) ? String(originFound.value) : '';
  // The words right after "between" must be a place ("between flying and driving" is no choice of place).
  const placeFirst = placesFound.mentions.some((m) => m.start >= torn.index + torn[0].length && m.start <= torn.index + torn[0].length + 5);
  if (placeFirst && named.length >= 2 && !named.includes(origin) && /\b(?:and|or)\b/i.test(after))
    return refuse('destination', 'the request has not decided where to go; say which one', torn[0], [...new Set(named)]);
  return undefined;
}

/**
 * The number of cities with the destination read: the cities named count them when no number is given; a city
 * destination is one city; a state needs the number; more cities named than the number is refused.
 */
function cityCountWith(layout: Layout, destination: Found<unknown>, cityCount: Found<number>, places: PlacesReading, cities: readonly Count[]): Found<number> {
  const listed = places.cities;
  if (!isValue(destination)) return cityCount;
  const dest = destination.value as Destination;
  if (cityCount === undefined && listed.length > 0) return { value: listed.length };
  if (isValue(cityCount) && listed.length > cityCount.value) {
    return refuse(
      'cityCount',
      `${listed.length} cities are named (${listed.join(', ')}) but the trip visits ${cityCount.value}`,
      quotes(cities.map((c) => words(layout, c))),
      [String(listed.length)],
    );
  }
  if (cityCount === undefined) {
    return dest.kind === 'city'
      ? { value: 1 }
      : refuse(
          'cityCount',
          `a state destination needs the number of cities to visit (e.g. "2 cities in ${dest.name}")`,
          places.destinationMentions.length > 0 ? quotes(places.destinationMentions.map((m) => m.raw)) : undefined,
        );
  }
  if (isValue(cityCount) && dest.kind === 'city' && cityCount.value !== 1) {
    return refuse('cityCount', `${dest.name} is a city, so the trip visits one city, not ${cityCount.value}`, quotes(cities.map((c) => words(layout, c))));
  }
  return cityCount;
}

/** The fields read, one error per field that could not be (in SPEC_FIELDS order), and the validated spec when there is none. */
function specOf(found: Partial<Record<SpecField, Found<unknown>>>): { fields: Record<string, unknown>; errors: SpecError[]; spec: TripSpec | undefined } {
  const fields: Record<string, unknown> = {};
  const errors: SpecError[] = [];
  const missing: SpecError[] = [];
  for (const field of SPEC_FIELDS) {
    const f = found[field];
    if (isValue(f)) fields[field] = f.value;
    else if (isError(f)) errors.push(f.error);
    // Left open because another field failed (cities of an unknown destination, days of unreadable dates).
    else missing.push(new SpecError(field, 'not found in the request'));
  }
  errors.push(...missing);
  let spec: TripSpec | undefined;
  if (errors.length === 0) {
    try {
      spec = parseTripSpec(fields as TripSpecInput);
    } catch (e) {
      // Stryker disable next-line ConditionalExpression: parseTripSpec reports every invalid value as a SpecError; no input makes it throw another error.
      if (!(e instanceof SpecError)) throw e;
      errors.push(e);
    }
  }
  return { fields, errors, spec };
}

/** The words each field came from (a note where a field follows from no words), and the words set aside. */
function provenanceOf(
  ledger: Ledger,
  found: Partial<Record<SpecField, Found<unknown>>>,
  answered: Partial<Record<string, Found<unknown>>>,
  answers: Answers | undefined,
): Provenance {
  const sources = ledger.sources();
  return {
    fields: {
      ...sources,
      ...(sources.travellers === undefined && isValue(found.travellers) ? { travellers: { words: [], note: 'no companions named: one traveller' } } : {}),
      // A budget read from words is never null and has words, and a refused budget has no value.
      // Stryker disable next-line ConditionalExpression,LogicalOperator: the reason above
      ...(isValue(found.budget) && found.budget.value === null ? { budget: { words: [], note: 'no budget given' } } : {}),
      ...(sources.cityCount === undefined && isValue(found.cityCount) ? { cityCount: { words: [], note: 'a city destination: one city' } } : {}),
      ...(sources.days === undefined && isValue(found.days) ? { days: { words: [], note: 'the number of days the dates span' } } : {}),
      ...(sources.endDate === undefined && isValue(found.endDate) ? { endDate: { words: [], note: 'the first day and the length' } } : {}),
      ...(sources.startDate === undefined && isValue(found.startDate) ? { startDate: { words: [], note: 'the last day and the length' } } : {}),
      ...Object.fromEntries(
        Object.entries(answers ?? {})
          .filter(([f]) => isValue(answered[f]))
          .map(([f, text]) => [f, { words: [text], note: 'answered' }]),
      ),
    },
    ignored: ledger.ignored(),
  };
}

/** The fields in the order each needs the ones before it; every field's reader is a function of its own. */
export function interpret(request: string, index: PlaceIndex, stateNames: readonly string[], options: RulesOptions = {}): RulesOutcome {
  const layout = readLayout(request);
  const ledger = new Ledger(layout);
  for (const option of layout.unticked) ledger.dismiss(option, 'unticked');
  const found: Partial<Record<SpecField, Found<unknown>>> = {};

  // Counts, with bare corrections ("make that three") given to the count just before them.
  const placesFound = findPlaces(layout, index);
  const party = findParty(layout, (start, end) => placesFound.mentions.some((m) => m.start < end && m.end > start));
  const cityCounts = findCityCounts(layout, stateNames);
  const dates = findDates(layout);
  const corrections = findBareCorrections(layout);
  const partyCounts = [...party.counts];
  const durations = [...dates.durations];
  const cities = [...cityCounts.counts];
  giveBareCorrections(corrections, partyCounts, durations, cities);
  partyCounts.sort((a, b) => a.start - b.start);
  durations.sort((a, b) => a.start - b.start);

  // Answers to earlier questions, read as their fields' values (a date answered without a year takes the request's).
  const answered = readAnswers(options.answers, index, dates.atoms.find((a) => a.year !== undefined)?.year ?? dates.years[0] ?? options.defaultYear);
  const answer = <T>(field: string): Found<T> => answered[field] as Found<T>;

  // Cities to visit.
  const cityCount = readCityCount(layout, cityCounts, cities, ledger, answer);
  const statedCities = isValue(cityCount) ? cityCount.value : undefined;

  // Places.
  const fixedOrigin = answer<string>('origin');
  const fixedDestination = answer<Destination>('destination');
  const places = readPlaces(layout, index, placesFound.mentions, placesFound.unknown, statedCities, ledger, {
    origin: isValue(fixedOrigin) ? fixedOrigin.value : undefined,
    destination: isValue(fixedDestination) ? fixedDestination.value : undefined,
  });
  found.origin = isError(fixedOrigin) ? fixedOrigin : places.origin;
  found.destination = isError(fixedDestination) ? fixedDestination : places.destination;
  const undecided = isValue(found.destination) && answer('destination') === undefined ? undecidedDestination(layout, placesFound, found.origin) : undefined;
  if (undecided) found.destination = undecided;
  found.cities = answer('cities') ?? { value: [...places.cities] };
  found.cityCount = cityCountWith(layout, found.destination, cityCount, places, cities);

  // Dates and length.
  const dateReading = withAnsweredDates(shifted(layout, readDates(layout, { ...dates, durations }, options.defaultYear, ledger), dates.atoms), answered);
  found.days = dateReading.days;
  found.startDate = dateReading.startDate;
  found.endDate = dateReading.endDate;

  // Money and wishes are found here (read below): a "we" that only carries a wish says nothing of the party.
  const money = findMoney(layout, [...dates.atoms, ...dates.durations]);
  // ("Option (2)": an age after a word that names no one of the party counted is no child's.)
  const wishes = findWishes(layout, placesFound.mentions).filter(
    (w) => !(w.category === 'house' && w.rule === 'children' && w.named && !partyCounts.some((c) => w.start < c.end && w.end > c.start)),
  );

  const reading: Reading = { layout, ledger, placesFound, dates, partyCounts, cities, money, wishes };
  found.travellers = answer('travellers') ?? readTravellers(reading, party);

  const travellers = isValue(found.travellers) ? (found.travellers.value as number) : undefined;
  const days = isValue(found.days) ? (found.days.value as number) : undefined;
  found.budget = answer('budget') ?? readTripBudget(reading, travellers, days);

  readAllWishes(layout, ledger, found, wishes, money, partyCounts, answer);

  account(layout, ledger, found, { places: placesFound.mentions, money, wishes }, answered);

  const { fields, errors, spec } = specOf(found);
  return { fields: fields as RulesFields, errors, spec, provenance: provenanceOf(ledger, found, answered, options.answers) };
}
