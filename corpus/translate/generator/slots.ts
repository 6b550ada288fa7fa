/**
 * The slots of a request and their phrasings. Every phrasing here is one READING.md maps to the frame's value
 * (the cue lists, the `Key: value` table, the example phrases); where READING.md leaves a phrasing open it is
 * not used (see the report in the generator's README for the list).
 *
 * A slot gives its words in a few grammatical forms, so a style can build sentences, fragments or fields:
 * - `adj`: a phrase that follows "a trip" ("from Denver", "for 2 people", "with a budget of $1,200");
 * - `stmt`: a clause that stands alone, without its full stop ("we live in Denver");
 * - `key`: a `Key: value` pair (READING.md's key table);
 * - `frag`: a terse fragment ("3 days", "2 ppl").
 */
import { WEEKDAY_NAMES } from '../../../src/common/dates.ts';
import type { Cuisine, HouseRule, Interest, RoomTypeWish, TransportMode } from '../../../src/tripspec/trip-spec.ts';
import { segs, w, type Part, type Seg } from './doc.ts';
import type { Frame, MealPrice } from './frame.ts';
import { US_STATES, WORDLIKE_ABBR, type Pool } from './pool.ts';
import { amountWords, kilo, MONTHS, MONTHS_ABBR, numberWord, numericDate, ordinal, ordinalWord, parseIso, weekday, withCommas, type Dice } from './words.ts';

// ---------------------------------------------------------------------------------------------------------
// Who is speaking

export interface Pron {
  readonly subj: string; // I / we / she / they
  readonly obj: string; // me / us / her / them
  readonly poss: string; // my / our / her / their
  readonly be: string; // am / are / is
  readonly sbe: string; // I'm / we're / she's
  readonly would: string; // I'd / we'd / she'd
  readonly will: string; // I'll / we'll / she'll
  readonly dont: string; // don't / doesn't
  readonly s: string; // verb ending: '' or 's'
  readonly refl: string; // myself / ourselves
  readonly have: string; // have / has
  /** Several people are speaking or spoken of (we, they): only when the number is said. */
  readonly plural: boolean;
}

export const I: Pron = {
  subj: 'I',
  obj: 'me',
  poss: 'my',
  be: 'am',
  sbe: "I'm",
  would: "I'd",
  will: "I'll",
  dont: "don't",
  s: '',
  refl: 'myself',
  have: 'have',
  plural: false,
};
export const WE: Pron = {
  subj: 'we',
  obj: 'us',
  poss: 'our',
  be: 'are',
  sbe: "we're",
  would: "we'd",
  will: "we'll",
  dont: "don't",
  s: '',
  refl: 'ourselves',
  have: 'have',
  plural: true,
};
export const SHE: Pron = {
  subj: 'she',
  obj: 'her',
  poss: 'her',
  be: 'is',
  sbe: "she's",
  would: "she'd",
  will: "she'll",
  dont: "doesn't",
  s: 's',
  refl: 'herself',
  have: 'has',
  plural: false,
};
export const HE: Pron = {
  subj: 'he',
  obj: 'him',
  poss: 'his',
  be: 'is',
  sbe: "he's",
  would: "he'd",
  will: "he'll",
  dont: "doesn't",
  s: 's',
  refl: 'himself',
  have: 'has',
  plural: false,
};
export const THEY: Pron = {
  subj: 'they',
  obj: 'them',
  poss: 'their',
  be: 'are',
  sbe: "they're",
  would: "they'd",
  will: "they'll",
  dont: "don't",
  s: '',
  refl: 'themselves',
  have: 'have',
  plural: true,
};

export type DateFmt = 'long' | 'abbr' | 'numeric' | 'iso' | 'weekday' | 'words';

export interface Ctx {
  readonly d: Dice;
  /**
   * The dice of the kinds READING.md added for requests written outside it (issue 24). Every new phrasing is
   * behind a draw from these, so a request that takes none of them is the text it was before they existed.
   */
  readonly n: Dice;
  readonly f: Frame;
  readonly pool: Pool;
  readonly p: Pron;
  /** Write counts and amounts in words where READING.md reads them ("three days", "we are four"). */
  readonly numWords: boolean;
  /** How dates are written. */
  readonly dateFmt: DateFmt;
  /** Never qualify a city with its state (styles without punctuation). */
  readonly plainPlaces?: boolean;
  /** The style strips punctuation (forms that need theirs are not written). */
  readonly noPunct?: boolean;
  /** Set by the party slot when it named a child with an age under 10 (the rule's other phrasings then name no count). */
  saidYoungKid?: boolean;
  /** Set by the party slot when it named any child ("Children: 0", "the kids aren't coming" are then not written). */
  saidKid?: boolean;
  /** Set by a slot that renders the frame's defect: the words a refusal must quote, if any. */
  quote?: string;
}

/** A count in digits or words (words always when the context says so). */
export function count(c: Ctx, n: number, wordsChance = 0.3): string {
  return c.numWords || c.d.chance(wordsChance) ? numberWord(n) : String(n);
}

// ---------------------------------------------------------------------------------------------------------
// Places

/** A city's name, now and then with its own state: "Austin, Texas", "Austin (TX)", "Austin TX". */
export function cityName(c: Ctx, city: string, state: string, qualifyChance = 0.15): string {
  if (c.plainPlaces || !c.d.chance(qualifyChance)) return city;
  const abbr = US_STATES[state]!;
  const forms = [`${city}, ${state}`, `${city} (${abbr})`];
  if (!WORDLIKE_ABBR.has(abbr)) forms.push(`${city} ${abbr}`);
  return c.d.pick(forms);
}

export function originName(c: Ctx): string {
  const def = c.f.defect;
  if (def?.kind === 'origin-state') return def.state;
  if (c.f.alias?.origin !== undefined) return c.f.alias.origin;
  return cityName(c, c.f.origin.city, c.f.origin.state);
}

/** No defect about ways of travelling, and flights are not ruled out (nor driving asked for alone). */
function flightsAllowed(c: Ctx): boolean {
  const t = c.f.transport;
  const k = c.f.defect?.kind;
  if (k === 'all-transport' || k === 'ask-and-rule-out') return false;
  return !(t?.kind === 'out' && t.modes.includes('flight')) && !(t?.kind === 'only' && t.mode !== 'flight');
}

/** No defect about ways of travelling, and self-driving is not ruled out (nor flying asked for alone). */
function drivingAllowed(c: Ctx): boolean {
  const t = c.f.transport;
  const k = c.f.defect?.kind;
  if (k === 'all-transport' || k === 'ask-and-rule-out') return false;
  return !(t?.kind === 'out' && t.modes.includes('self-driving')) && !(t?.kind === 'only' && t.mode !== 'self-driving');
}

export function originAdj(c: Ctx): Seg[] {
  // Issue 24: "flying from X" and "driving down from X" name the origin (used only where that way is allowed).
  if (c.n.chance(0.05)) {
    const forms = [...(flightsAllowed(c) ? ['flying from '] : []), ...(drivingAllowed(c) ? ['driving down from '] : [])];
    if (forms.length > 0) return segs(c.n.pick(forms), originName(c));
  }
  const x = originName(c);
  return segs(
    c.d.pick([
      'from ',
      'from ',
      'departing from ',
      'departing ',
      'leaving from ',
      'leaving ',
      'starting from ',
      'setting out from ',
      'setting off from ',
      'out of ',
    ]),
    x,
  );
}

export function originStmt(c: Ctx): Seg[] {
  const x = originName(c);
  const p = c.p;
  return segs(
    c.d.pick([
      `${p.subj} live${p.s} in ${x}`,
      `${p.sbe} based in ${x}`,
      `${x} is ${p.poss} home base`,
      `${x} is ${p.poss} starting point`,
      `${p.sbe} starting from ${x}`,
      `${p.sbe} kicking off in ${x}`,
      `${p.sbe} leaving from ${x}`,
      `${p.will} be departing from ${x}`,
      `${p.sbe} setting out from ${x}`,
    ]),
  );
}

export function originKey(c: Ctx): [string, Seg[]] {
  return [
    c.d.pick(['From', 'Origin', 'Departure city', 'Departing from', 'Leaving from', 'Starting point', 'Start', 'Home', 'Home city', 'Home base']),
    segs(originName(c)),
  ];
}

/** The destination's words: a city, or a state with its number of cities (unless the defect drops it). */
export function destCity(c: Ctx): string {
  const f = c.f;
  if (f.dest.kind !== 'city') throw new Error('not a city destination');
  if (f.defect?.kind === 'wrong-state') return `${f.dest.city}, ${f.defect.state}`;
  if (f.defect?.kind === 'two-destinations') return `${cityName(c, f.dest.city, f.dest.state, 0)} or ${f.defect.other}`;
  if (f.alias?.dest !== undefined) return f.alias.dest;
  return cityName(c, f.dest.city, f.dest.state);
}

/** The destination state as written: its name, or its nickname ("the Peach State"). */
export function stateWord(c: Ctx): string {
  const f = c.f;
  if (f.dest.kind !== 'state') throw new Error('not a state destination');
  return f.alias?.dest ?? f.dest.state;
}

/** The state's named cities (READING.md issue 24), or undefined. */
export function namedCities(c: Ctx): readonly string[] | undefined {
  return c.f.dest.kind === 'state' ? c.f.dest.cities : undefined;
}

/** "Austin and Dallas", "Austin, Dallas and Houston". */
function andList(c: Ctx, xs: readonly string[]): string {
  if (xs.length === 2) return `${xs[0]} and ${xs[1]}`;
  return `${xs.slice(0, -1).join(', ')}${c.n.chance(0.3) ? ',' : ''} and ${xs[xs.length - 1]}`;
}

/**
 * A state with its cities, in the forms READING.md (issue 24) gives: P "Texas (Austin + Dallas)", D "Texas -
 * Austin and Dallas", C "Texas, 2 cities (Austin + Dallas)", A "Austin and Dallas" (cities of one state joined by
 * "and"), X "Texas! Austin and Dallas" (no cue at all). A style without punctuation writes P, D and two-city A only.
 */
export function statePlusCities(c: Ctx, form: 'P' | 'D' | 'C' | 'A' | 'X'): string {
  const xs = namedCities(c)!;
  const s = stateWord(c);
  switch (form) {
    case 'P':
      return `${s} (${xs.join(' + ')})`;
    case 'D':
      return `${s} - ${andList(c, xs)}`;
    case 'C':
      return `${s}, ${count(c, xs.length, 0.3)} cities (${xs.join(' + ')})`;
    case 'A':
      return andList(c, xs);
    case 'X':
      return `${s}! ${andList(c, xs)}`;
  }
}

/** The forms a style may write (no commas or "!" without punctuation; a three-city "and" list needs its commas). */
function cityForms(c: Ctx, forms: readonly ('P' | 'D' | 'C' | 'A' | 'X')[]): ('P' | 'D' | 'C' | 'A' | 'X')[] {
  if (!c.noPunct) return [...forms];
  const three = (namedCities(c)?.length ?? 0) > 2;
  return forms.filter((x) => x === 'P' || x === 'D' || (x === 'A' && !three));
}

function cities(c: Ctx, n: number): string {
  return `${count(c, n, 0.5)} cities`;
}

/** Whether the number of cities is to be left out (the state-no-count defect). */
function noCount(c: Ctx): boolean {
  return c.f.defect?.kind === 'state-no-count';
}

export function destAdj(c: Ctx): Seg[] {
  const f = c.f;
  if (f.dest.kind === 'city') return segs(c.d.pick(['to ', 'to ', 'to visit ', 'to explore ']), destCity(c));
  const s = stateWord(c);
  if (noCount(c)) return segs(c.d.pick([`to ${s}`, `to tour ${s}`, `to explore ${s}`]));
  if (namedCities(c)) {
    const form = c.n.pick(cityForms(c, ['P', 'A', 'A']));
    return segs(form === 'P' ? 'to ' : c.n.pick(['to ', 'visiting ', 'to explore ']), statePlusCities(c, form));
  }
  const n = f.dest.count;
  const aliased = f.alias?.dest !== undefined; // "the Peach State" is never an adjective ("2 the Peach State cities")
  return segs(
    c.d.pick([
      `to ${cities(c, n)} in ${s}`,
      `visiting ${cities(c, n)} in ${s}`,
      ...(aliased ? [] : [`to ${count(c, n, 0.5)} ${s} cities`]),
      `to explore ${cities(c, n)} in ${s}`,
    ]),
  );
}

export function destStmt(c: Ctx): Seg[] {
  const f = c.f;
  const p = c.p;
  if (f.dest.kind === 'city') {
    const x = destCity(c);
    return segs(
      c.d.pick([
        `${p.subj} want${p.s} to visit ${x}`,
        `${p.would} like to explore ${x}`,
        `${p.sbe} going to ${x}`,
        `${p.sbe} heading to ${x}`,
        `${x} is ${p.poss} destination`,
        `${p.subj} want${p.s} to tour ${x}`,
        `${p.sbe} visiting ${x}`,
      ]),
    );
  }
  const s = stateWord(c);
  if (noCount(c)) return segs(c.d.pick([`${p.subj} want${p.s} to visit ${s}`, `${s} is ${p.poss} destination`, `${p.would} like to tour ${s}`]));
  if (namedCities(c)) {
    const form = c.n.pick(cityForms(c, ['P', 'C', 'A', 'A', 'X']));
    const x = statePlusCities(c, form);
    if (form === 'X') return segs(x);
    if (form === 'A') return segs(c.n.pick([`${p.subj} want${p.s} to visit ${x}`, `${p.would} like to explore ${x}`, `${p.sbe} heading to ${x}`]));
    return segs(c.n.pick([`${p.sbe} heading to ${x}`, `${p.sbe} going to ${x}`, `${p.subj} want${p.s} to visit ${x}`]));
  }
  const n = f.dest.count;
  const aliased = f.alias?.dest !== undefined;
  return segs(
    c.d.pick([
      `${p.subj} want${p.s} to visit ${cities(c, n)} in ${s}`,
      `${p.would} like to explore ${cities(c, n)} in ${s}`,
      ...(aliased ? [] : [`${p.subj} want${p.s} to tour ${count(c, n, 0.5)} ${s} cities`]),
      `${p.would} like to cover ${cities(c, n)} in ${s}`,
      `${p.sbe} heading to ${s} to visit ${cities(c, n)}`,
    ]),
  );
}

/** One or two `Key: value` fields for the destination. */
export function destKeys(c: Ctx): [string, Seg[]][] {
  const f = c.f;
  if (f.dest.kind === 'city') return [[c.d.pick(['To', 'Destination', 'Going to', 'Heading to', 'Visiting', 'Where']), segs(destCity(c))]];
  if (namedCities(c)) {
    const out: [string, Seg[]][] = [[c.n.pick(['Destination', 'To', 'Where']), segs(statePlusCities(c, c.n.pick(cityForms(c, ['P', 'D', 'C', 'A']))))]];
    if (c.n.chance(0.3)) out.push([c.n.pick(['Cities to visit', 'Number of cities']), segs(String(f.dest.count))]);
    return out;
  }
  const out: [string, Seg[]][] = [[c.d.pick(['Destination', 'To', 'Visiting', 'Where']), segs(stateWord(c))]];
  if (!noCount(c)) out.push([c.d.pick(['Cities to visit', 'Number of cities', '# of cities', 'City count', 'Stops']), segs(String(f.dest.count))]);
  return out;
}

/** The destination as a fragment; `cued` makes it start with "to"/"visiting" (to follow an origin phrase). */
export function destFrag(c: Ctx, cued = false): Seg[] {
  const f = c.f;
  if (f.dest.kind === 'city') return segs(c.d.pick(['to ', 'visiting ']), destCity(c));
  const s = stateWord(c);
  if (noCount(c)) return segs(c.d.pick([`to ${s}`, `visiting ${s}`]));
  if (namedCities(c)) {
    const form = c.n.pick(cityForms(c, cued ? ['P', 'A', 'A'] : ['P', 'D', 'D', 'C', 'A']));
    const lead = form === 'D' || form === 'C' ? '' : form === 'P' ? 'to ' : c.n.pick(['to ', 'visiting ']);
    return segs(lead, statePlusCities(c, form));
  }
  const n = f.dest.count;
  const lead = cued ? c.d.pick(['to ', 'visiting ']) : c.d.pick(['', '', 'to ', 'visiting ']);
  if (f.alias?.dest !== undefined) return segs(lead, cities(c, n), ` in ${s}`);
  return segs(lead, c.d.pick([`${cities(c, n)} in ${s}`, `${count(c, n, 0.5)} ${s} cities`]));
}

/** "a 2-city trip" words for a state destination ("" when not applicable). */
export function cityCountAdjective(c: Ctx): string {
  const f = c.f;
  if (f.dest.kind !== 'state' || noCount(c)) return '';
  return `${count(c, f.dest.count, 0.4)}-city`;
}

// ---------------------------------------------------------------------------------------------------------
// Length and dates

/** The length as said: the frame's days, or the defect's disagreeing days. */
function saidDays(c: Ctx): number {
  return c.f.defect?.kind === 'days-mismatch' ? c.f.defect.saidDays : c.f.days;
}

/** "3-day", "three-day", "week-long". */
export function lengthAdjective(c: Ctx): string {
  const n = saidDays(c);
  if (n === 7 && c.d.chance(0.4)) return 'week-long';
  return `${count(c, n)}-day`;
}

/** "3 days", "three days", "a week", "4 nights". */
export function lengthNoun(c: Ctx, nightsChance = 0.15): string {
  const n = saidDays(c);
  if (n === 7 && c.d.chance(0.4)) return 'a week';
  if (n >= 3 && c.d.chance(nightsChance)) return `${count(c, n - 1)} nights`;
  return `${count(c, n)} days`;
}

function yearOf(c: Ctx): number | null {
  return c.f.yearless ? null : parseIso(c.f.start).y;
}

/** The format actually used: numeric and ISO dates always carry a year, so a year-less frame writes them long. */
function fmtOf(c: Ctx): DateFmt {
  if (c.f.yearless && (c.dateFmt === 'numeric' || c.dateFmt === 'iso')) return 'long';
  if (c.f.defect?.kind === 'weekday-wrong') return 'weekday';
  return c.dateFmt;
}

function dayOfMonth(c: Ctx, d: number, fmt: DateFmt): string {
  if (fmt === 'words') return ordinalWord(d);
  return c.d.chance(0.5) ? ordinal(d) : String(d);
}

/** The weekday written with the start date (the defect's wrong one, when there is one). */
function startWeekday(c: Ctx): string {
  return c.f.defect?.kind === 'weekday-wrong' ? c.f.defect.said : weekday(c.f.start);
}

const WD3 = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Thu" for a date (the start's wrong weekday under the weekday-wrong defect). */
function weekday3(c: Ctx, iso: string, isStart: boolean): string {
  const full = isStart ? startWeekday(c) : weekday(iso);
  return WD3[WEEKDAY_NAMES.indexOf(full as (typeof WEEKDAY_NAMES)[number])]!;
}

/** Day first: "28/10/2022" (only where the day cannot be a month), "22.8.2022" (periods and a year). */
function dayFirst(iso: string, dotted: boolean): string {
  const { y, m, d } = parseIso(iso);
  return dotted ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/**
 * One date in a form READING.md added in issue 24, with its year: day first ("28/10/2022", "22.8.2022") for
 * numeric dates, "20. May 2022" for dates with a month's name; null when none fits.
 */
function newOneDate(c: Ctx, iso: string, fmt: DateFmt): string | null {
  const { y, m, d } = parseIso(iso);
  if (fmt === 'numeric') return d > 12 && c.n.chance(0.5) ? dayFirst(iso, false) : dayFirst(iso, true);
  if ((fmt === 'long' || fmt === 'abbr') && !c.noPunct && c.n.chance(0.4)) return `${d}. ${MONTHS[m - 1]} ${y}`;
  return null;
}

/** One date, with its year when `withYear` and the frame has one. */
export function oneDate(c: Ctx, iso: string, withYear: boolean, isStart: boolean): string {
  const fmt = fmtOf(c);
  const { y, m, d } = parseIso(iso);
  const year = withYear && yearOf(c) !== null;
  if (year && c.n.chance(0.06)) {
    const x = newOneDate(c, iso, fmt);
    if (x !== null) return x;
  }
  if (fmt === 'numeric') return numericDate(iso);
  if (fmt === 'iso') return iso;
  if (fmt === 'weekday') {
    const wd = isStart ? startWeekday(c) : weekday(iso);
    return `${wd}, ${MONTHS[m - 1]} ${d}${year ? `, ${y}` : ''}`;
  }
  const month = fmt === 'abbr' ? MONTHS_ABBR[m - 1]! : fmt === 'words' ? MONTHS[m - 1]!.toLowerCase() : MONTHS[m - 1]!;
  return `${month} ${dayOfMonth(c, d, fmt)}${year ? (c.d.chance(0.8) ? `, ${y}` : ` ${y}`) : ''}`;
}

/**
 * A range in a form READING.md added in issue 24, or null when none fits the format: numeric ranges with any dash
 * and no spaces ("3/14/2022–3/16/2022"), weekdays before slash dates ("Thu 4/7 - Sat 4/9/22"), day first
 * ("28/10/2022 - 30/10/2022" where neither day can be a month, "22.8.2022 - 25.8.2022"), ISO ranges with "thru",
 * ".." or "/", lists of days ("April 1st, 2nd and 3rd 2022", "Sept 2, 3, 4 - 2022"), "20. May 2022 to 22. May
 * 2022". Always with a year.
 */
function newRange(c: Ctx, fmt: DateFmt): string | null {
  const f = c.f;
  if (yearOf(c) === null) return null;
  const a = parseIso(f.start);
  const b = parseIso(f.end);
  const forms: (() => string)[] = [];
  const slash = (x: { m: number; d: number }) => `${x.m}/${x.d}`;
  const weekdaySlash = () =>
    `${weekday3(c, f.start, true)} ${slash(a)} - ${weekday3(c, f.end, false)} ${slash(b)}/${c.n.chance(0.5) ? String(b.y).slice(2) : b.y}`;
  if (fmt === 'numeric') {
    forms.push(() => `${numericDate(f.start)}${c.n.pick(['–', '-', '—'])}${numericDate(f.end)}`);
    forms.push(weekdaySlash);
    forms.push(() => `${dayFirst(f.start, true)} - ${dayFirst(f.end, true)}`);
    if (a.d > 12 && b.d > 12) forms.push(() => `${dayFirst(f.start, false)} - ${dayFirst(f.end, false)}`);
  } else if (fmt === 'iso') {
    forms.push(
      () => `${f.start} thru ${f.end}`,
      () => `${f.start}/${f.end}`,
    );
    if (!c.noPunct) forms.push(() => `${f.start}..${f.end}`);
  } else if (fmt === 'weekday') {
    forms.push(weekdaySlash);
  } else if ((fmt === 'long' || fmt === 'abbr') && !c.noPunct) {
    if (c.n.chance(0.5) || a.m !== b.m || f.days > 5) forms.push(() => `${a.d}. ${MONTHS[a.m - 1]} ${a.y} to ${b.d}. ${MONTHS[b.m - 1]} ${b.y}`);
    if (a.m === b.m && f.days <= 5) {
      const days = Array.from({ length: f.days }, (_, i) => a.d + i);
      forms.push(() => `${MONTHS[a.m - 1]} ${days.slice(0, -1).map(ordinal).join(', ')} and ${ordinal(b.d)} ${a.y}`);
      forms.push(() => `${a.m === 9 ? 'Sept' : MONTHS_ABBR[a.m - 1]} ${days.join(', ')} - ${a.y}`);
    }
  }
  return forms.length === 0 ? null : c.n.pick(forms)();
}

/** A start and end date as one range: "March 16th to March 18th, 2022", "March 16-18, 2022", ... */
export function dateRange(c: Ctx): string {
  const f = c.f;
  const fmt = fmtOf(c);
  // (more often where the format has more new forms: numeric and ISO ranges are written less often)
  if (c.n.chance(fmt === 'numeric' ? 0.3 : fmt === 'iso' ? 0.25 : fmt === 'weekday' ? 0.15 : 0.1)) {
    const x = newRange(c, fmt);
    if (x !== null) return x;
  }
  const a = parseIso(f.start);
  const b = parseIso(f.end);
  const y = yearOf(c);
  const ys = y === null ? '' : `, ${y}`;
  if (fmt === 'numeric') return `${numericDate(f.start)}${c.d.pick([' - ', ' to ', ' – '])}${numericDate(f.end)}`;
  if (fmt === 'iso') return `${f.start}${c.d.pick([' to ', ' - ', ' through '])}${f.end}`;
  if (fmt === 'weekday') {
    const both = c.d.chance(0.5);
    return `${oneDate(c, f.start, both, true)}${c.d.pick([' to ', ' through '])}${oneDate(c, f.end, true, false)}`;
  }
  const sameMonth = a.m === b.m;
  const options: (() => string)[] = [
    () => `${oneDate(c, f.start, false, true)}${c.d.pick([' to ', ' through '])}${oneDate(c, f.end, false, false)}${ys}`,
    () => `${oneDate(c, f.start, true, true)} to ${oneDate(c, f.end, true, false)}`,
  ];
  if (fmt !== 'words') {
    options.push(() => `${oneDate(c, f.start, false, true)} - ${oneDate(c, f.end, false, false)}${ys}`);
  }
  if (sameMonth && fmt !== 'words') {
    const mo = fmt === 'abbr' ? MONTHS_ABBR[a.m - 1]! : MONTHS[a.m - 1]!;
    options.push(() => `${mo} ${a.d}-${b.d}${ys}`);
    options.push(() => `${mo} ${a.d}–${b.d}${y === null ? '' : ` ${y}`}`);
    options.push(() => `the ${ordinal(a.d)} through the ${ordinal(b.d)} of ${MONTHS[a.m - 1]}${ys}`);
    options.push(() => `${mo} ${ordinal(a.d)} to ${ordinal(b.d)}${ys}`);
  }
  return c.d.pick(options)();
}

/** "leaving March 16, 2022 ... back on the 18th" (same month only; else a plain range). */
function leavingBack(c: Ctx): string {
  const a = parseIso(c.f.start);
  const b = parseIso(c.f.end);
  if (a.m !== b.m || fmtOf(c) === 'numeric' || fmtOf(c) === 'iso' || fmtOf(c) === 'weekday') return dateRange(c);
  // Issue 24: a weekday before "the 7th" ("back Monday the 7th").
  if (fmtOf(c) !== 'words' && c.n.chance(0.2)) return `leaving ${oneDate(c, c.f.start, true, true)} and back ${weekday(c.f.end)} the ${ordinal(b.d)}`;
  return `leaving ${oneDate(c, c.f.start, true, true)} and back on the ${fmtOf(c) === 'words' ? ordinalWord(b.d) : ordinal(b.d)}`;
}

/** Only the start ("starting on April 2, 2022"), for a request that says its length elsewhere. */
export function startAdj(c: Ctx): Seg[] {
  const s = oneDate(c, c.f.start, true, true);
  return segs(c.d.pick([`starting on ${s}`, `beginning on ${s}`, `from ${s}`]));
}

export type DateMode = 'range' | 'start+length' | 'range+length';

/** How the trip's time is told. A days-mismatch defect needs both a range and a length. */
export function dateMode(c: Ctx): DateMode {
  if (c.f.defect?.kind === 'days-mismatch') return 'range+length';
  return c.d.weighted<DateMode>([
    ['range', 55],
    ['start+length', 30],
    ['range+length', 15],
  ]);
}

/** The dates as a phrase that follows "a trip" (range, or start and length, per the mode). */
export function datesAdj(c: Ctx, mode: DateMode): Seg[] {
  if (mode === 'start+length') {
    const s = oneDate(c, c.f.start, true, true);
    return segs(
      c.d.pick([
        `${s} for ${lengthNoun(c)}`,
        `for ${lengthNoun(c)} starting on ${s}`,
        `for ${lengthNoun(c)} beginning on ${s}`,
        `starting on ${s}, for ${lengthNoun(c)}`,
      ]),
    );
  }
  let core: string;
  if (c.d.chance(0.15)) core = leavingBack(c);
  else {
    const r = dateRange(c);
    core = / (to|through) /.test(r) && c.d.chance(0.5) ? `from ${r}` : r;
  }
  if (mode === 'range+length') return segs(c.d.pick([`for ${lengthNoun(c)}, ${core}`, `${core}, ${lengthNoun(c)}`]));
  return segs(core);
}

export function datesStmt(c: Ctx, mode: DateMode): Seg[] {
  const p = c.p;
  if (mode === 'start+length') {
    const s = oneDate(c, c.f.start, true, true);
    return segs(
      c.d.pick([
        `${p.subj} want${p.s} to go for ${lengthNoun(c)} starting on ${s}`,
        `the trip starts on ${s} and lasts ${lengthNoun(c)}`,
        `${p.will} leave on ${s} for ${lengthNoun(c)}`,
        `${p.subj} ${p.have} ${lengthNoun(c)}, beginning on ${s}`,
      ]),
    );
  }
  const r = dateRange(c);
  const base = c.d.pick([`the dates are ${r}`, `${p.would} like to travel ${r}`, `${p.subj} plan${p.s} to go ${r}`]);
  if (mode === 'range+length') return segs(c.d.pick([`${base}, ${lengthNoun(c)} in all`, `it's a ${lengthAdjective(c)} trip, ${r}`]));
  return segs(base);
}

/** Date and length fields. */
export function datesKeys(c: Ctx, mode: DateMode): [string, Seg[]][] {
  const out: [string, Seg[]][] = [];
  const lengthKey = (): [string, Seg[]] => {
    const key = c.d.pick(['Days', 'Length', 'Duration', 'Trip length']);
    return [key, segs(key === 'Days' ? String(saidDays(c)) : lengthNoun(c, 0.25))];
  };
  if (mode === 'start+length') {
    out.push([c.d.pick(['Start date', 'Depart', 'When', 'Dates']), segs(oneDate(c, c.f.start, true, true))]);
    out.push(lengthKey());
    return out;
  }
  if (c.d.chance(0.3)) {
    const [k1, k2] = c.d.pick([
      ['Start date', 'End date'],
      ['Depart', 'Return'],
    ] as const);
    out.push([k1, segs(oneDate(c, c.f.start, true, true))]);
    out.push([k2, segs(oneDate(c, c.f.end, true, false))]);
  } else out.push([c.d.pick(['Dates', 'When', 'Travel dates']), segs(dateRange(c))]);
  if (mode === 'range+length') out.push(lengthKey());
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Travellers

/** Whether the party is said at all (a solo traveller may say nothing). */
export function partySaid(c: Ctx): boolean {
  return c.f.travellers > 1 || c.f.defect?.kind === 'party-no-number' || c.d.chance(0.7);
}

function partyDefect(c: Ctx): boolean {
  return c.f.defect?.kind === 'party-no-number';
}

// --- The party from lists (READING.md issue 24) ---------------------------------------------------------

/**
 * First names that are no place of the sandbox, no month, no word READING.md reads, and never three letters (in
 * capitals a name such as "Mia" is an airport code).
 */
const FIRST_NAMES = ['Priya', 'Omar', 'Ruth', 'Nora', 'Liam', 'Emma', 'Kevin', 'Jorge', 'Dana', 'Hugo', 'Tess', 'Felix', 'Nadia', 'Oscar', 'Greta', 'Marcus'];
const SONS = ['Jake', 'Finn', 'Owen', 'Theo'];
const DAUGHTERS = ['Lily', 'Isla', 'Ella', 'Nina'];
/** Relations of one adult each (at most one spouse: the first is taken from SPOUSES). */
const SPOUSES = ['my wife', 'my husband', 'my partner'];
const ADULT_RELATIONS = ['my sister', 'my brother', 'my mom', 'my dad', 'my cousin'];

function firstPerson(c: Ctx): boolean {
  return c.p === I || c.p === WE;
}

/** A party list may be written: first person, no defect about the party or kids. */
function listsOk(c: Ctx): boolean {
  const k = c.f.defect?.kind;
  return firstPerson(c) && k !== 'party-no-number' && k !== 'kids-no-age';
}

/**
 * Whether a child named with an age may be under 10: only when the frame's one house rule is children under 10
 * (the age is then that rule's words; with other rules, which the text names first would be open).
 */
function youngOk(c: Ctx): boolean {
  return c.f.houseRules.length === 1 && c.f.houseRules[0] === 'children under 10';
}

/**
 * A child of the party with a name and an age ("my son Jake (12)", "my daughter Lily, who's 7"): under 10 where
 * youngOk, else 10 to 17 (children-older: no rule).
 */
function kidItem(c: Ctx, last: boolean, son: string, daughter: string): Seg[] {
  const young = youngOk(c);
  const age = young ? c.n.int(2, 9) : c.n.int(10, 17);
  const isSon = c.n.chance(0.5);
  const who = `${c.n.pick(['my', 'our'])} ${isSon ? 'son' : 'daughter'} ${isSon ? son : daughter}`;
  const ageText = last && c.n.chance(0.4) ? `, who's ${age}` : ` (${age})`;
  if (young) c.saidYoungKid = true;
  c.saidKid = true;
  return young ? segs(who, w('houseRules', ageText, 'children under 10')) : segs(who + ageText);
}

/** "our two kids (ages 12 and 14)": two people. */
function kidsPair(c: Ctx): Seg[] {
  const young = youngOk(c);
  const a = young ? c.n.int(2, 9) : c.n.int(10, 15);
  const b = a + c.n.int(1, 3);
  if (young) c.saidYoungKid = true;
  c.saidKid = true;
  const lead = c.n.pick(['our two kids', 'my two kids', 'the two kids']);
  return young ? segs(lead, w('houseRules', ` (ages ${a} and ${b})`, 'children under 10')) : segs(`${lead} (ages ${a} and ${b})`);
}

/**
 * The writer and n - 1 companions as list items: names, relations, children with their ages, a pair of kids.
 * The writer is "me" (first or last).
 */
function partyItems(c: Ctx, n: number): Seg[][] {
  const names = c.n.sample(FIRST_NAMES, 7);
  const sons = c.n.sample(SONS, 2);
  const daughters = c.n.sample(DAUGHTERS, 2);
  const relations = [c.n.pick(SPOUSES), ...c.n.sample(ADULT_RELATIONS, 3)];
  const items: Seg[][] = [];
  let left = n - 1;
  let kids = 0;
  while (left > 0) {
    const kind = c.n.weighted<'name' | 'relation' | 'kid' | 'pair'>([
      ['name', 45],
      ['relation', 25],
      ['kid', kids < 2 ? 20 : 0],
      ['pair', left >= 2 && kids === 0 ? 10 : 0],
    ]);
    if (kind === 'name') items.push(segs(names.pop()!));
    else if (kind === 'relation') items.push(segs(relations.shift() ?? names.pop()!));
    else if (kind === 'kid') items.push(kidItem(c, false, sons.pop()!, daughters.pop()!));
    else items.push(kidsPair(c));
    const size = kind === 'pair' ? 2 : 1;
    if (kind === 'kid' || kind === 'pair') kids += size;
    left -= size;
  }
  // Children last (so "who's 7" ends the list); the writer first or last.
  const order = [
    ...items.filter((x) => !x.some((s) => /\(ages|\(\d|who's/.test(s.text))),
    ...items.filter((x) => x.some((s) => /\(ages|\(\d|who's/.test(s.text))),
  ];
  return c.n.chance(0.7) || order.length === 0 ? [segs('me'), ...order] : [...order, segs('me')];
}

/** The items as one list: "me, Kim and my son Leo (12)". */
function listOf(c: Ctx, items: readonly Seg[][]): Seg[] {
  return joinList(c, items, 'and');
}

/** "our two managers, Ms. Harper and Mr. Diaz" (the frame's appositive): the names are the counted plural's people. */
function apposition(c: Ctx): Seg[] {
  const a = c.f.appositive!;
  return segs(
    `our ${numberWord(a.names.length)} ${a.noun}, `,
    joinList(
      c,
      a.names.map((x) => segs(x)),
      'and',
    ),
  );
}

/** Whether the party may be written as a list of names (no list after "the N of us include kids aged ..."). */
function namedListOk(c: Ctx): boolean {
  return listsOk(c) && !c.noPunct && c.f.travellers >= 2;
}

/** A new way to say the party after "a trip" (issue 24), or null. */
function newPartyAdj(c: Ctx): Seg[] | null {
  if (!c.n.chance(0.15)) return null;
  const n = c.f.travellers;
  const forms: (() => Seg[])[] = [];
  if (namedListOk(c))
    forms.push(
      () => segs('for ', listOf(c, partyItems(c, n))),
      () => segs('for ', listOf(c, partyItems(c, n))),
    );
  if (listsOk(c) && n === 2) forms.push(() => segs('for me + 1'));
  return forms.length === 0 ? null : c.n.pick(forms)();
}

/** "I'm taking my two grandkids, ages 11 and 13": the writer and two (ages as for kidItem). */
function grandkids(c: Ctx): Seg[] {
  const young = youngOk(c);
  const a = young ? c.n.int(3, 8) : c.n.int(10, 14);
  const b = a + c.n.int(1, 2);
  if (young) c.saidYoungKid = true;
  c.saidKid = true;
  const lead = `I'm taking my two ${c.n.pick(['grandkids', 'grandchildren'])}`;
  return young ? segs(lead, w('houseRules', `, ages ${a} and ${b}`, 'children under 10')) : segs(`${lead}, ages ${a} and ${b}`);
}

/** A new way to say the party as a clause (issue 24), or null. */
function newPartyStmt(c: Ctx): Seg[] | null {
  if (!c.n.chance(0.15)) return null;
  const n = c.f.travellers;
  const forms: (() => Seg[])[] = [];
  if (namedListOk(c)) {
    forms.push(() => segs(c.n.pick(["it's ", 'the trip is for ', 'travel for ']), listOf(c, partyItems(c, n))));
    forms.push(() => segs(c.n.pick(["it's ", 'the trip is for ']), listOf(c, partyItems(c, n))));
  }
  if (listsOk(c) && n === 3 && !c.noPunct)
    forms.push(
      () => grandkids(c),
      () => grandkids(c),
    );
  if (listsOk(c) && n === 2) forms.push(() => segs("it's me + 1"));
  if (listsOk(c) && n === 2 && c.p === WE) forms.push(() => segs("it's us 2"));
  return forms.length === 0 ? null : c.n.pick(forms)();
}

/** The refusals of issue 24: words of people with no count, undecided members (travellers). */
function unclearParty(c: Ctx, form: 'adj' | 'stmt' | 'key' | 'frag'): Seg[] {
  const u = c.f.defect?.kind === 'party-no-number' ? c.f.defect.form : undefined;
  const lo = c.n.int(2, 4);
  const hi = lo + c.n.int(2, 5);
  const words: Record<NonNullable<typeof u>, Record<typeof form, string>> = {
    family: { adj: 'for the whole family', stmt: 'the whole family is coming', key: 'the whole family', frag: 'the whole family' },
    group: { adj: 'for our group', stmt: "it's for our group", key: 'our group', frag: 'our group' },
    maybe: { adj: 'for me and maybe my sister', stmt: "it's me and maybe my sister", key: 'me and maybe my sister', frag: 'me and maybe my sister' },
    between: {
      adj: `for somewhere between ${lo} and ${hi} people`,
      stmt: `${c.p.subj === 'we' ? "we'll" : 'there will'} be somewhere between ${lo} and ${hi} people`,
      key: `somewhere between ${lo} and ${hi}`,
      frag: `somewhere between ${lo} and ${hi} of us`,
    },
  };
  return segs(words[u!][form]);
}

function unclearForm(c: Ctx): boolean {
  return c.f.defect?.kind === 'party-no-number' && c.f.defect.form !== undefined;
}

export function partyAdj(c: Ctx): Seg[] {
  if (unclearForm(c)) return unclearParty(c, 'adj');
  if (c.f.appositive) return segs('for ', apposition(c));
  const nw = newPartyAdj(c);
  if (nw) return nw;
  const n = c.f.travellers;
  const third = c.p === THEY || c.p === SHE || c.p === HE;
  if (partyDefect(c))
    return segs(
      third
        ? c.d.pick(['for all of them', 'for them and their friends'])
        : c.d.pick(['for my friends and me', 'for my family and me', 'for all of us', 'for us']),
    );
  if (n === 1)
    return segs(
      third ? c.d.pick(['for one person', 'as a solo trip']) : c.d.pick(['for one person', 'for 1 person', 'for just me', 'for me alone', 'as a solo trip']),
    );
  const opts = [`for ${count(c, n)} people`, `for a group of ${count(c, n)}`, `for a party of ${count(c, n)}`, `for a family of ${numberWord(n)}`];
  if (n === 2 && !third) opts.push('for my wife and me', 'for my husband and me', 'for a couple');
  if (n === 3) opts.push('for a trio');
  return segs(c.d.pick(opts));
}

export function partyStmt(c: Ctx): Seg[] {
  if (unclearForm(c)) return unclearParty(c, 'stmt');
  if (c.f.appositive) return segs(c.n.pick(['the trip is for ', 'the trip is for ', 'travel for ']), apposition(c));
  const nw = newPartyStmt(c);
  if (nw) return nw;
  const n = c.f.travellers;
  if (c.p === THEY || c.p === SHE || c.p === HE) return partyThird(c);
  if (partyDefect(c))
    return segs(c.d.pick(['my friends and I are going', 'my family and I are going together', 'we are all going', 'my friends and I want to go']));
  if (n === 1) return segs(c.d.pick(["it's just me", "I'm travelling solo", "I'll be going alone", "I'm going alone", 'just me this time']));
  const opts = [
    `we are ${numberWord(n)}`,
    `there are ${count(c, n)} of us`,
    `the ${count(c, n)} of us are going`,
    `we're a group of ${count(c, n)}`,
    `we're a party of ${count(c, n)}`,
    `we're a family of ${numberWord(n)}`,
    `it's me + ${n - 1} ${n - 1 === 1 ? 'pal' : 'pals'}`,
  ];
  if (n === 2) opts.push('my wife and I are going', 'my husband and I are going', "we're a couple", "we're a duo");
  if (n === 3) opts.push("we're a trio", "it's my husband, our son and I", "it's my wife, our daughter and I");
  return segs(c.d.pick(opts));
}

/** The party in the third person ("the four of them", "she is travelling alone"). */
function partyThird(c: Ctx): Seg[] {
  const n = c.f.travellers;
  if (partyDefect(c)) return segs(c.d.pick(['they are all going together', 'they and their friends are going']));
  if (n === 1) return segs(c.d.pick([`${c.p.sbe} travelling alone`, `${c.p.sbe} going solo`, `${c.p.subj} will be travelling alone`]));
  return segs(
    c.d.pick([
      `the ${numberWord(n)} of them are going`,
      `they are a group of ${count(c, n)}`,
      `they are a family of ${numberWord(n)}`,
      `they are ${count(c, n)} people`,
      `it's a party of ${count(c, n)}`,
    ]),
  );
}

export function partyKey(c: Ctx): [string, Seg[]] {
  const n = c.f.travellers;
  if (unclearForm(c)) return [c.n.pick(['Who', 'Guests', 'Travelers']), unclearParty(c, 'key')];
  if (c.f.appositive) return [c.n.pick(['Who', 'Travelers', 'Guests']), apposition(c)];
  if (c.n.chance(0.12)) {
    // Issue 24: a travellers key's value as a list with the writer ("Guests: me, Kim"), "me + 1", "us 2".
    const forms: (() => [string, Seg[]])[] = [];
    if (namedListOk(c)) forms.push(() => [c.n.pick(['Guests', 'Who', 'Travelers']), joinList(c, partyItems(c, n), 'and', [', '])]);
    if (listsOk(c) && n === 2) forms.push(() => ['Who', segs(c.n.pick(['me + 1', 'us 2']))]);
    if (forms.length > 0) return c.n.pick(forms)();
  }
  if (partyDefect(c)) return ['Who', segs(c.d.pick(['my friends and I', 'my family and I']))];
  if (c.d.chance(0.15)) {
    if (n === 1) return ['Who', segs(c.d.pick(['just me', 'solo']))];
    if (n === 2) return ['Who', segs('my wife and I')];
    return ['Who', segs(`a family of ${numberWord(n)}`)];
  }
  return [c.d.pick(['Guests', 'People', 'Travelers', 'Travellers', 'Headcount', 'Party size', 'Group size', 'Pax']), segs(String(n))];
}

export function partyFrag(c: Ctx): Seg[] {
  const n = c.f.travellers;
  if (unclearForm(c)) return unclearParty(c, 'frag');
  if (c.f.appositive) return segs('for ', apposition(c));
  if (c.n.chance(0.15)) {
    // Issue 24: "x6", "Fam of 4", "me + 1", "us 2", a list with the writer.
    const forms: (() => Seg[])[] = [];
    if (listsOk(c) && n >= 2) forms.push(() => segs(`x${n}`));
    if (listsOk(c) && n >= 3) forms.push(() => segs(`${c.n.pick(['Fam', 'fam'])} of ${n}`));
    if (listsOk(c) && n === 2) forms.push(() => segs(c.n.pick(['me + 1', 'us 2'])));
    if (namedListOk(c)) forms.push(() => listOf(c, partyItems(c, n)));
    if (forms.length > 0) return c.n.pick(forms)();
  }
  if (partyDefect(c)) return segs(c.d.pick(['me and my friends', 'my family and I']));
  if (n === 1) return segs(c.d.pick(['solo', 'just me', '1 person', 'one person']));
  return segs(c.d.pick([`${count(c, n)} people`, `${n} ppl`, `party of ${count(c, n)}`, `group of ${count(c, n)}`]));
}

/**
 * A roster under "Headcount:", one name a line, with a struck-out name ("~~Kevin~~", "Jorge (out)") that is not
 * counted (READING.md issue 24). Lines, or null when the party cannot be written so.
 */
export function partyRoster(c: Ctx): Seg[][] | null {
  // Names only: whether a line "me" is one of the roster's people is not said.
  const n = c.f.travellers;
  if (!listsOk(c) || n < 2 || c.noPunct) return null;
  const names = c.n.sample(FIRST_NAMES, n + 1);
  const out = names.slice(0, n);
  const gone = names[n]!;
  out.splice(c.n.int(0, out.length), 0, c.n.pick([`~~${gone}~~`, `${gone} (out)`, `~~${gone}~~ (can't make it)`]));
  const bullet = c.n.pick(['', '- ', '* ']);
  return [segs('Headcount:'), ...out.map((x) => segs(bullet, x))];
}

// ---------------------------------------------------------------------------------------------------------
// Budget

/** An amount of dollars in one of READING.md's ways. `bare` allows a number without "$" or "dollars". */
export function money(c: Ctx, n: number, opts: { bare?: boolean; sms?: boolean } = {}): string {
  const forms: string[] = [`$${withCommas(n)}`, `$${withCommas(n)}`, `${withCommas(n)} dollars`];
  if (n >= 1000) forms.push(`$${n}`, `${n} dollars`);
  if (n % 100 === 0 && n >= 1000) forms.push(`$${kilo(n)}k`, `${kilo(n)}K USD`, `$${kilo(n)}K`);
  if (n % 1000 === 0 && n <= 20000) forms.push(`${n / 1000} grand`);
  if (n % 100 === 0 && n < 100000) forms.push(`${amountWords(n, c.d.chance(0.5))} dollars`);
  if (c.numWords && n % 100 === 0) return `${amountWords(n, c.d.chance(0.5))} dollars`;
  if (opts.sms && n % 100 === 0 && n >= 1000) return c.d.pick([`$${kilo(n)}k`, `$${kilo(n)}K`, `$${withCommas(n)}`]);
  if (opts.bare) forms.push(String(n), withCommas(n));
  return c.d.pick(forms);
}

/** The budget's amount words with their qualifier ("$500 per person", "$300 a day"), all as the budget wish. */
function budgetAmount(c: Ctx, opts: { sms?: boolean } = {}): Seg[] {
  const b = c.f.budget!;
  if (b.kind === 'total' && b.amount >= 1000 && b.amount < 10_000 && !c.numWords && c.n.chance(0.07)) {
    // Issue 24: "1.500 USD" is fifteen hundred (a period between thousands).
    return [w('budget', `${Math.floor(b.amount / 1000)}.${String(b.amount % 1000).padStart(3, '0')} USD`)];
  }
  if (b.kind === 'total') return [w('budget', money(c, b.amount, opts))];
  if (b.kind === 'person') return [w('budget', `${money(c, b.per, opts)} per person`)];
  if (b.kind === 'person-day') return [w('budget', `$${b.per}${c.n.pick(['/person/day', ' per person per day', '/person/day'])}`)];
  return [w('budget', `${money(c, b.per, opts)} ${c.d.pick(['a day', 'per day'])}`)];
}

/** Whether the request says anything about money (a budget, or a defect about one). */
export function budgetSaid(c: Ctx): boolean {
  const k = c.f.defect?.kind;
  return c.f.budget !== null || k === 'item-price';
}

/** The budget's defect words, added to what the budget slot says (a range, a second total, a price per item). */
function budgetDefect(c: Ctx): Seg[] | null {
  const def = c.f.defect;
  if (def?.kind === 'budget-range' && def.grand) return segs(`between ${def.low / 1000} and ${def.high / 1000} grand`);
  if (def?.kind === 'budget-range') return segs(`between $${withCommas(def.low)} and $${withCommas(def.high)}`);
  if (def?.kind === 'budget-question') return segs(`$${withCommas(def.amount)}`, c.n.pick([' (per person or total?)', ' - per person or total?']));
  if (def?.kind === 'item-price') {
    c.quote = `a ${def.item}`;
    return segs(`$${def.price} a ${def.item}`);
  }
  return null;
}

export function budgetAdj(c: Ctx): Seg[] {
  const def = budgetDefect(c);
  if (def) {
    if (c.f.defect?.kind === 'item-price') return segs(c.d.pick(['for no more than ', 'with a budget of ']), def);
    return segs('with a budget ', def);
  }
  const b = c.f.budget!;
  if (b.kind !== 'total') return segs(c.d.pick(['with a budget of ', 'on a budget of ']), budgetAmount(c));
  return c.d.pick<() => Seg[]>([
    () => segs('with a budget of ', budgetAmount(c)),
    () => segs('on a budget of ', budgetAmount(c)),
    () => segs('for no more than ', budgetAmount(c)),
    () => segs('with up to ', budgetAmount(c), ' to spend'),
    () => segs('with ', budgetAmount(c), ' total'),
  ])();
}

export function budgetStmt(c: Ctx): Seg[] {
  const p = c.p;
  const def = budgetDefect(c);
  if (def) {
    if (c.f.defect?.kind === 'item-price') return segs(c.d.pick([`${p.subj} can pay `, `${p.subj} can spend up to `, 'the budget is ']), def);
    return segs(`${p.poss} budget is `, def);
  }
  const b = c.f.budget!;
  if (b.kind === 'person' && p === WE && c.n.chance(0.3)) {
    // Issue 24: each traveller's share ("everyone's chipping in $500", "we've each got $1,000").
    const m = money(c, b.per);
    return [w('budget', c.n.pick([`everyone's chipping in ${m}`, `we've each got ${m}`]))];
  }
  if (b.kind !== 'total') return segs(c.d.pick([`${p.poss} budget is `, 'the budget is ']), budgetAmount(c));
  return c.d.pick<() => Seg[]>([
    () => segs(`${p.poss} budget is `, budgetAmount(c)),
    () => segs('the budget is ', budgetAmount(c)),
    () => segs(`${p.subj} can spend up to `, budgetAmount(c)),
    () => segs(`${p.subj} want${p.s} to spend no more than `, budgetAmount(c)),
    () => segs(`${p.subj} ${p.have} `, budgetAmount(c), ' to spend'),
    () => segs('the total budget is ', budgetAmount(c)),
  ])();
}

export function budgetKey(c: Ctx): [string, Seg[]] {
  const def = budgetDefect(c);
  if (def) return ['Budget', def];
  const b = c.f.budget!;
  if (b.kind === 'total' && c.d.chance(0.3))
    return [c.d.pick(['Budget', 'Max budget', 'Total budget']), [w('budget', c.d.chance(0.5) ? String(b.amount) : withCommas(b.amount))]];
  if (b.kind === 'total' && c.d.chance(0.15)) return ['Spend', segs('up to ', budgetAmount(c))];
  return [c.d.pick(['Budget', 'Max budget', 'Total budget']), budgetAmount(c)];
}

export function budgetFrag(c: Ctx, sms = false): Seg[] {
  const def = budgetDefect(c);
  if (def) return def;
  const b = c.f.budget!;
  if (b.kind === 'total') {
    return c.d.pick<() => Seg[]>([
      () => segs('budget ', [w('budget', c.d.chance(0.5) ? String(b.amount) : money(c, b.amount, { sms }))]),
      () => segs([w('budget', String(b.amount))], ' max'),
      () => segs([w('budget', money(c, b.amount, { sms }))], ' total'),
      () => segs('no more than ', [w('budget', money(c, b.amount, { bare: true, sms }))]),
      () => segs('up to ', [w('budget', money(c, b.amount, { sms }))]),
      () => segs('budget ', budgetAmount(c, { sms })),
    ])();
  }
  return segs('budget ', budgetAmount(c, { sms }));
}

/** A second, different total said without a correction cue (the two-budgets defect), as its own sentence. */
export function secondBudget(c: Ctx): Seg[] | null {
  const def = c.f.defect;
  if (def?.kind !== 'two-budgets') return null;
  return segs(
    c.d.pick([`${c.p.subj} can spend $${withCommas(def.other)}`, `the budget is $${withCommas(def.other)}`, `total budget $${withCommas(def.other)}`]),
  );
}

// ---------------------------------------------------------------------------------------------------------
// House rules (what listings must allow)

/** The rule as a noun, for "must allow X" lists. */
function ruleNoun(r: HouseRule): string {
  return r === 'children under 10' ? 'children under 10' : r;
}

/** A rule said on its own, as a clause. Children phrases that name an age need the party's number. */
export function ruleStmt(c: Ctx, r: HouseRule): Seg[] {
  const p = c.p;
  const n = c.f.travellers;
  const tag = (t: string) => w('houseRules', t, r);
  switch (r) {
    case 'pets':
      return c.d.pick<() => Seg[]>([
        () => segs(`${p.sbe} bringing ${p.poss} dog`).map((s) => ({ ...s, wish: { field: 'houseRules' as const, value: r } })),
        () => segs(`${p.subj} need${p.s} a `, tag('pet-friendly'), ' place'),
        () => segs('the place must be ', tag('pet-friendly')),
        () => segs(tag('pets allowed'), ', please'),
        () => segs(`${p.subj} need${p.s} a place with `, tag('no ban on pets')),
      ])();
    case 'smoking':
      return c.d.pick<() => Seg[]>([
        () => [tag(`${p.subj} smoke${p.s}`)],
        () => segs(`${p.subj} need${p.s} `, tag('a place where smoking is permitted')),
        () => segs(`${p.subj} need${p.s} a host with `, tag('no rules against smoking')),
        () => segs('the lodging must allow ', tag('smoking')),
      ])();
    case 'parties':
      return c.d.pick<() => Seg[]>([
        () => [tag(`${p.subj} want${p.s} to throw a party`)],
        () => segs(`${p.will} have `, tag('a party one night')),
        () => segs(`${p.subj} need${p.s} a place that `, tag("doesn't forbid parties")),
        () => segs('the place must allow ', tag('parties')),
      ])();
    case 'visitors':
      if (c.f.dest.kind === 'city' && c.f.alias?.dest === undefined && c.f.defect === null && c.n.chance(0.15)) {
        // Issue 24: a person who lives at the destination and comes by is no traveller (the whole clause is the wish).
        return [
          tag(
            `my ${c.n.pick(['aunt', 'uncle', 'old roommate'])} lives in ${c.f.dest.city} and will come by, ` +
              `so ${p.subj} need${p.s} a place where guests are welcome`,
          ),
        ];
      }
      return c.d.pick<() => Seg[]>([
        () => segs(`${p.subj} need${p.s} a place where `, tag('guests are welcome')),
        () => (p.plural ? [tag(`${p.would} like to have friends over`)] : segs(tag('visitors allowed'), ', please')),
        () => segs(tag('visitors allowed'), ', please'),
        () => segs(`${p.subj} need${p.s} a host who is `, tag('not strict about visitors')),
        () => segs('the place must allow ', tag('visitors')),
      ])();
    case 'children under 10': {
      const opts: (() => Seg[])[] = [
        () => segs(`${p.subj} need${p.s} a `, tag('kid-friendly'), ' place'),
        () => segs('the lodging must allow ', tag('children under 10')),
      ];
      if (p.plural && !partyDefect(c)) opts.push(() => segs(`${p.subj} need${p.s} a place that welcomes `, tag('young children')));
      // (Not after the party named its young child with an age: "the 3 of us include kids aged 5 and 8" would be other children.)
      if (n >= 3 && p.plural && !partyDefect(c) && !c.saidYoungKid) opts.push(() => segs(`the ${count(c, n)} of us include `, tag('kids aged 5 and 8')));
      if (n >= 2 && p.plural && !partyDefect(c) && !c.saidYoungKid)
        opts.push(() => segs(`${p.subj} ${p.be} ${count(c, n)} including `, tag(`${p.poss} 6-year-old`)));
      return c.d.pick(opts)();
    }
  }
}

/** All of the frame's rules in one "must allow" clause, each rule its own wish. */
export function rulesAllow(c: Ctx, rules: readonly HouseRule[]): Seg[] {
  const lead = c.d.pick(['the place must allow ', 'every listing must allow ', `${c.p.subj} need${c.p.s} a place that allows `]);
  return segs(
    lead,
    joinList(
      c,
      rules.map((r) => [w('houseRules', ruleNoun(r), r)]),
      'and',
    ),
  );
}

/** The rules as a `Key: value` field. */
export function rulesKey(c: Ctx, rules: readonly HouseRule[]): [string, Seg[]] {
  const key = c.d.pick(['Must allow', 'House rules', 'Needs', 'Requirements', 'Rules']);
  const items = rules.map((r) => {
    if (key === 'Must allow') return [w('houseRules', ruleNoun(r), r)];
    const forms: Record<HouseRule, string[]> = {
      pets: ['pets allowed', 'pet-friendly', 'must allow pets'],
      smoking: ['smoking allowed', 'must allow smoking'],
      parties: ['parties allowed', 'must allow parties'],
      visitors: ['visitors allowed', 'must allow visitors'],
      'children under 10': ['children under 10 allowed', 'kid-friendly', 'must allow children under 10'],
    };
    return [w('houseRules', c.d.pick(forms[r]), r)];
  });
  return [key, joinList(c, items, 'and', [', ', ', ', ' / '])];
}

/** The kids-without-an-age defect: "kids" / "children" / "child" said with no age (houseRules). */
export function kidsNoAge(c: Ctx): Seg[] {
  const word = c.d.pick(['kids', 'children']);
  c.quote = word;
  return segs(c.d.pick([`${c.p.sbe} bringing the ${word}`, `the ${word} are coming too`, `${c.p.sbe} travelling with ${c.p.poss} ${word}`]));
}

// ---------------------------------------------------------------------------------------------------------
// Room type

const ROOM_NP: Record<RoomTypeWish, (p: Pron) => string[]> = {
  'entire room': (p) => ['an entire home', 'the entire home/apt', 'a whole place', 'an entire apartment', `a place to ${p.refl}`],
  'private room': (p) => [p.plural ? 'private rooms' : 'a private room', 'a private room', `${p.poss} own bedroom`],
  'shared room': () => ['a shared room', 'a dorm', 'a hostel', 'shared rooms'],
  'not shared room': () => ["rooms that aren't shared", 'non-shared rooms', 'a private room or an entire home', 'not a shared room'],
};

function roomNp(c: Ctx, r: RoomTypeWish): Seg {
  return w('roomType', c.d.pick(ROOM_NP[r](c.p)));
}

/** Issue 24: a private room by elimination ("a private room, not a shared room and not an entire apartment"). */
export function roomByElimination(c: Ctx, as: 'stmt' | 'value'): Seg[] | null {
  if (!c.n.chance(0.2)) return null;
  const p = c.p;
  if (as === 'value') return [w('roomType', c.n.pick(['not shared and not an entire home', 'a private room, not a shared room and not an entire apartment']))];
  return c.n.pick<() => Seg[]>([
    () => segs(`${p.would} like `, w('roomType', 'a private room, not a shared room and not an entire apartment')),
    () => segs(`${p.subj} want${p.s} a place that is `, w('roomType', 'not shared and not an entire home')),
  ])();
}

export function roomStmt(c: Ctx, r: RoomTypeWish): Seg[] {
  const p = c.p;
  if (r === 'private room') {
    const e = roomByElimination(c, 'stmt');
    if (e) return e;
  }
  if (r === 'not shared room') {
    return c.d.pick<() => Seg[]>([
      () => segs(w('roomType', 'no shared rooms'), ', please'),
      () => segs(w('roomType', 'not a shared room'), ', please'),
      () => segs(`${p.subj} need${p.s} `, w('roomType', "rooms that aren't shared")),
      () => segs(`${p.subj} want${p.s} `, w('roomType', 'non-shared rooms')),
      () => segs(`${p.would} like `, w('roomType', 'a private room or an entire home')),
    ])();
  }
  if (r === 'shared room' && c.d.chance(0.3)) return segs(`${p.will} stay in `, w('roomType', c.d.pick(['a hostel', 'a dorm'])));
  return segs(c.d.pick([`${p.would} like `, `${p.subj} need${p.s} `, 'please book ', `${p.subj} want${p.s} `]), roomNp(c, r));
}

export function roomKey(c: Ctx, r: RoomTypeWish): [string, Seg[]] {
  if (r === 'private room') {
    const e = roomByElimination(c, 'value');
    if (e) return [c.n.pick(['Room', 'Room type', 'Lodging']), e];
  }
  const values: Record<RoomTypeWish, string[]> = {
    'entire room': ['entire home', 'entire home/apt', 'whole place', 'an entire apartment'],
    'private room': ['private room', 'a private room'],
    'shared room': ['shared room', 'a dorm', 'a hostel'],
    'not shared room': ['non-shared', 'not a shared room', 'no shared rooms'],
  };
  return [c.d.pick(['Room', 'Room type', 'Lodging', 'Accommodation', 'Stay']), [w('roomType', c.d.pick(values[r]))]];
}

/** The room defects: a second room type, or a negated entire home. */
export function roomDefect(c: Ctx): Seg[] | null {
  const def = c.f.defect;
  if (def?.kind === 'two-rooms') return segs(`${c.p.subj} also need${c.p.s} `, c.d.pick(ROOM_NP[def.other](c.p)));
  if (def?.kind === 'not-entire') return segs(c.d.pick(['not an entire home, please', `${c.p.subj} ${c.p.dont} want an entire home`]));
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Cuisines

const ALIASES: Partial<Record<Cuisine, string[]>> = {
  BBQ: ['barbecue', 'BBQ'],
  Cafe: ['cafés', 'coffee shops', 'Cafe'],
  Pizza: ['pizza', 'Pizza'],
  Tea: ['tea house', 'Tea'],
  'Fast Food': ['fast food', 'Fast Food'],
  Desserts: ['desserts', 'Desserts'],
  Seafood: ['seafood', 'Seafood'],
  Bakery: ['bakery', 'Bakery'],
};

function cuisineWord(c: Ctx, x: Cuisine): string {
  const a = ALIASES[x];
  return a && c.d.chance(0.5) ? c.d.pick(a) : x;
}

/** "A, B and C", "A, B, and C", "A and B". */
export function joinList(c: Ctx, items: readonly Seg[][], conj: 'and' | 'or', seps: readonly string[] = [', ']): Seg[] {
  if (items.length === 1) return [...items[0]!];
  const sep = c.d.pick(seps);
  const out: Part[] = [];
  items.forEach((it, i) => {
    if (i > 0) {
      if (i === items.length - 1) out.push(sep !== ', ' ? sep : items.length > 2 && conj === 'and' && c.d.chance(0.3) ? `, ${conj} ` : ` ${conj} `);
      else out.push(sep);
    }
    out.push(it);
  });
  return segs(...out);
}

/** The wished cuisines (and an unknown one, for that defect) as list items. */
function cuisineItems(c: Ctx): Seg[][] {
  const items = c.f.cuisines.map((x) => [w('cuisines', cuisineWord(c, x), x)]);
  const def = c.f.defect;
  if (def?.kind === 'unknown-cuisine') {
    c.quote = def.cuisine;
    items.splice(c.d.int(0, items.length), 0, segs(def.cuisine));
  }
  return items;
}

/** Whether the request has anything to say about cuisines it wants. */
export function cuisinesSaid(c: Ctx): boolean {
  return c.f.cuisines.length > 0 || c.f.defect?.kind === 'unknown-cuisine';
}

export function cuisinesStmt(c: Ctx): Seg[] {
  const p = c.p;
  const conj = c.f.defect?.kind === 'cuisine-or' ? 'or' : 'and';
  const list = joinList(c, cuisineItems(c), conj);
  return c.d.pick<() => Seg[]>([
    () => segs(`${p.would} like to eat `, list),
    () => segs(`${p.subj} want${p.s} to try `, list),
    () => segs('meals should include ', list),
    () => segs('the meals must include ', list),
    () => segs(`${p.sbe} hoping to eat `, list),
    () => segs(`${p.subj} want${p.s} to eat `, list),
  ])();
}

export function cuisinesKey(c: Ctx, allowPipes = true): [string, Seg[]] {
  const conj = c.f.defect?.kind === 'cuisine-or' ? 'or' : 'and';
  const seps = allowPipes ? [', ', ' | ', ' / ', ', '] : [', ', ' / '];
  const items = cuisineItems(c);
  const list = conj === 'or' ? joinList(c, items, 'or') : joinList(c, items, 'and', seps);
  return [c.d.pick(['Cuisine', 'Cuisines', 'Food', 'Meals', 'Eat']), list];
}

/** The cuisine key with one value per line under it (READING.md: one per line under "Cuisine:"). */
export function cuisinesLines(c: Ctx): Seg[][] | null {
  if (c.f.defect?.kind === 'cuisine-or') return null;
  const items = cuisineItems(c);
  if (items.length < 2) return null;
  const bullet = c.d.pick(['', '- ', '* ']);
  return [segs(c.d.pick(['Cuisine:', 'Cuisines:', 'Food:'])), ...items.map((it) => segs(bullet, it))];
}

export function avoidStmt(c: Ctx, x: Cuisine): Seg[] {
  const p = c.p;
  return c.d.pick<() => Seg[]>([
    () => segs(w('avoidCuisines', `no ${x} food`, x), ', please'),
    () => [w('avoidCuisines', `${p.subj} ${p.dont} eat ${x}`, x)],
    () => segs('for meals, ', w('avoidCuisines', `anything but ${x}`, x)),
  ])();
}

// ---------------------------------------------------------------------------------------------------------
// Transport

/** Each transport wish as a clause; an asked-for way is one wish (it rules out the other two). */
export function transportStmts(c: Ctx): Seg[][] {
  const t = c.f.transport;
  const p = c.p;
  const def = c.f.defect;
  if (def?.kind === 'all-transport') return [segs(`no flights, no taxis, and ${p.subj} prefer${p.s} not to drive`)];
  if (def?.kind === 'ask-and-rule-out') return [segs(`${p.will} drive`), segs(`${p.subj} prefer${p.s} not to drive`)];
  if (t === null) return [];
  if (t.kind === 'only') {
    const words =
      t.mode === 'flight'
        ? c.d.pick([`${p.will} travel by plane`, 'flights only', `${p.would} rather fly`])
        : c.d.pick([`${p.will} drive`, "it's a self-drive trip", 'self-drive only']);
    return [[w('excludeTransport', words, t.mode)]];
  }
  return t.modes.map((m) => [w('excludeTransport', m === 'self-driving' && c.n.chance(0.12) ? noLicence(c) : outPhrase(c, m), m)]);
}

/** Issue 24: having no driver's licence rules self-driving out. */
function noLicence(c: Ctx): string {
  const p = c.p;
  if (p.plural) return c.n.pick(["none of us has a driver's license", `${p.subj} ${p.dont} have a driver's license`]);
  return c.n.pick([`${p.subj} ${p.dont} have a driver's license`, `${p.subj} ${p.dont} have a driver's licence`]);
}

function outPhrase(c: Ctx, m: TransportMode): string {
  const p = c.p;
  if (m === 'flight') return c.d.pick(['no flights', `${p.subj} ${p.dont} want to fly`, `${p.subj} want${p.s} to travel by land`, `${p.sbe} afraid of flying`]);
  if (m === 'self-driving') return c.d.pick([`${p.subj} prefer${p.s} not to drive`, 'no self-driving', 'non-self-driving transport']);
  return c.d.pick([`${p.subj} want${p.s} to avoid taxis`, 'no taxis', 'avoid taxis']);
}

export function transportKeys(c: Ctx): [string, Seg[]][] {
  const t = c.f.transport;
  const def = c.f.defect;
  if (def?.kind === 'all-transport') return [['No', segs('flights, taxis, self-driving')]];
  if (def?.kind === 'ask-and-rule-out')
    return [
      ['Transport', segs('self-drive only')],
      ['Avoid', segs('self-driving')],
    ];
  if (t === null) return [];
  if (t.kind === 'only') {
    if (t.mode === 'flight')
      return [
        c.d.pick<[string, Seg[]]>([
          ['Transport', [w('excludeTransport', 'flights only', t.mode)]],
          ['Travel by', [w('excludeTransport', 'plane', t.mode)]],
          ['Transportation', [w('excludeTransport', 'by plane', t.mode)]],
        ]),
      ];
    return [
      c.d.pick<[string, Seg[]]>([
        ['Transport', [w('excludeTransport', 'self-drive only', t.mode)]],
        ['Getting there', [w('excludeTransport', `${c.p.will} drive`, t.mode)]],
        ['Transportation', [w('excludeTransport', 'a self-drive trip', t.mode)]],
      ]),
    ];
  }
  const nouns: Record<TransportMode, string> = { flight: 'flights', 'self-driving': 'self-driving', taxi: 'taxis' };
  const key = c.d.pick(['No', 'Avoid', 'Transport', 'Transportation']);
  if (key === 'No' || key === 'Avoid')
    return [
      [
        key,
        joinList(
          c,
          t.modes.map((m) => [w('excludeTransport', nouns[m], m)]),
          'and',
          [', '],
        ),
      ],
    ];
  return [
    [
      key,
      joinList(
        c,
        t.modes.map((m) => [w('excludeTransport', `no ${nouns[m]}`, m)]),
        'and',
        [', '],
      ),
    ],
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Pace

export function paceStmt(c: Ctx): Seg[] {
  const p = c.p;
  const pace = c.f.pace!;
  if (pace === 'relaxed') {
    return c.d.pick([
      segs(`${p.would} like `, w('wishes.pace', 'a relaxed pace')),
      [w('wishes.pace', `${p.subj} want${p.s} to take it easy`)],
      segs("there's ", w('wishes.pace', 'no rush')),
    ]);
  }
  return c.d.pick([
    segs(`${p.would} like a `, w('wishes.pace', 'packed'), ' schedule'),
    [w('wishes.pace', `${p.subj} want${p.s} to see as much as possible`)],
    segs(`${p.would} like `, w('wishes.pace', 'a packed schedule')),
  ]);
}

/** The pace as a `Pace: value` field (READING.md: "Pace: relaxed" as a key). */
export function paceKey(c: Ctx): [string, Seg[]] {
  return ['Pace', [w('wishes.pace', c.f.pace!)]];
}

// ---------------------------------------------------------------------------------------------------------
// Interests (READING.md "wishes.interests"): kinds of sights, said with a liking verb, as "X lovers/buffs/people",
// or under an "Interests:" key. Only the words READING.md gives each kind (and their plain forms) are used.

interface SightWords {
  /** Countable sights: "we'd like to see some landmarks", "we love museums". */
  readonly things: readonly string[];
  /** Activities and topics: "we love hiking", "into history" (never after "see"). */
  readonly topics: readonly string[];
  /** Topics that only follow a liking verb ("we love the water", never "interested in the water"). */
  readonly likedOnly?: readonly string[];
  /** Modifiers for "X lovers", "X buffs", "X people". */
  readonly person?: readonly string[];
}

export const SIGHT_WORDS: Readonly<Record<Interest, SightWords>> = {
  museums: { things: ['museums'], topics: [], person: ['museum'] },
  art: { things: ['art galleries', 'galleries'], topics: ['art'], person: ['art'] },
  history: { things: ['historic sites', 'heritage sites'], topics: ['history', 'heritage'], person: ['history'] },
  nature: { things: ['parks', 'gardens'], topics: ['nature', 'hiking', 'the outdoors'], person: ['nature'] },
  beaches: { things: ['beaches', 'lakes', 'waterfronts'], topics: [], likedOnly: ['the water'], person: ['beach'] },
  family: { things: ['family attractions', 'zoos', 'aquariums'], topics: [] },
  nightlife: { things: ['shows', 'concerts'], topics: ['nightlife', 'live music', 'theater'], person: ['theater'] },
  shopping: { things: ['boutiques', 'malls'], topics: ['shopping'] },
  landmarks: { things: ['landmarks', 'monuments', 'scenic views', 'viewpoints'], topics: ['sightseeing'] },
  'food-markets': { things: ['food markets', 'farmers markets'], topics: [] },
};

/** A sight that rules the kind out ("no museums please"): refused (wishes.interests), the message quoting it. */
const RULED_OUT: Readonly<Record<Interest, readonly string[]>> = {
  museums: ['museums'],
  art: ['art galleries'],
  history: ['historic sites'],
  nature: ['hiking'],
  beaches: ['beaches'],
  family: ['zoos'],
  nightlife: ['nightlife'],
  shopping: ['shopping', 'malls'],
  landmarks: ['landmarks'],
  'food-markets': ['farmers markets'],
};

/** "the kids" may be said only by a party big enough to have them and with no defect about kids. */
function kidsOk(c: Ctx): boolean {
  return c.p.plural && c.f.travellers >= 3 && c.f.defect?.kind !== 'kids-no-age' && c.f.defect?.kind !== 'party-no-number' && !c.f.appositive;
}

type SightClass = 'liked' | 'topic' | 'thing';

/** One interest's words for a construction: a liking verb takes anything, "into"/"interested in" no "the water", "see" things only. */
function sightNoun(c: Ctx, x: Interest, cls: SightClass): Seg {
  const s = SIGHT_WORDS[x];
  const things = [...s.things, ...(x === 'family' && kidsOk(c) ? ['kid-friendly attractions'] : [])];
  let pool: string[] = [...things];
  if (cls !== 'thing') pool.push(...s.topics);
  if (cls === 'liked') pool.push(...(s.likedOnly ?? []));
  // "into hiking and parks": two words of one kind, one wish (only when it is the clause's only item).
  if (x === 'nature' && cls !== 'thing' && c.d.chance(0.15)) pool = ['hiking and parks'];
  return w('wishes.interests', c.d.pick(pool), x);
}

function sightList(c: Ctx, xs: readonly Interest[], cls: SightClass, seps: readonly string[] = [', ']): Seg[] {
  const items = xs.map((x) => [xs.length === 1 ? sightNoun(c, x, cls) : sightNounSingle(c, x, cls)]);
  return joinList(c, items, 'and', seps);
}

/** As sightNoun, but never the two-word "hiking and parks" (inside a longer list). */
function sightNounSingle(c: Ctx, x: Interest, cls: SightClass): Seg {
  let seg = sightNoun(c, x, cls);
  while (seg.text.includes(' and ')) seg = sightNoun(c, x, cls);
  return seg;
}

/** "we're history buffs and beach lovers" / "I'm a museum person" (every kind must have a person word). */
function personForm(c: Ctx, xs: readonly Interest[]): Seg[] {
  const p = c.p;
  const items = xs.map((x) => {
    const mod = c.d.pick(SIGHT_WORDS[x].person!);
    const suffix = c.d.pick(p.plural ? ['lovers', 'buffs', 'people', 'fans'] : ['lover', 'buff', 'person', 'fan']);
    return p.plural ? [w('wishes.interests', `${mod} ${suffix}`, x)] : segs(xs.length > 1 ? 'a ' : '', w('wishes.interests', `${mod} ${suffix}`, x));
  });
  const list = joinList(c, items, 'and');
  return p.plural ? segs(`${p.sbe} `, list) : segs(`${p.sbe} `, xs.length > 1 ? '' : 'a ', list);
}

/** One clause naming `xs` as wanted sights. */
function interestClause(c: Ctx, xs: readonly Interest[]): Seg[] {
  const p = c.p;
  const d = c.d;
  const opts: (() => Seg[])[] = [
    () => segs(`${p.subj} love${p.s} `, sightList(c, xs, 'liked')),
    () => segs(`${p.subj} really like${p.s} `, sightList(c, xs, 'liked')),
    () => segs(`${p.subj} enjoy${p.s} `, sightList(c, xs, 'liked')),
    () => segs(`${p.sbe} into `, sightList(c, xs, 'topic')),
    () => segs(`${p.sbe} really into `, sightList(c, xs, 'topic')),
    () => segs(`${p.sbe} interested in `, sightList(c, xs, 'topic')),
    () => segs(p.plural ? `${p.sbe} big fans of ` : `${p.sbe} a big fan of `, sightList(c, xs, 'topic')),
    () => segs(`${p.would} like to see some `, sightList(c, xs, 'thing')),
    () => segs(`${p.would} love to see `, sightList(c, xs, 'thing')),
    () => segs(`${p.subj} want${p.s} to see some `, sightList(c, xs, 'thing')),
  ];
  if (xs.every((x) => SIGHT_WORDS[x].person !== undefined))
    opts.push(
      () => personForm(c, xs),
      () => personForm(c, xs),
    );
  if (xs.length === 1 && xs[0] === 'family' && kidsOk(c)) {
    opts.push(() => segs(`${p.would} like `, w('wishes.interests', 'things for the kids to do', 'family')));
  }
  return d.pick(opts)();
}

/** The frame's interests as one clause, or two (split in mention order). */
export function interestClauses(c: Ctx): Seg[][] {
  const xs = c.f.interests;
  if (xs.length >= 2 && c.d.chance(0.3)) {
    const k = c.d.int(1, xs.length - 1);
    return [interestClause(c, xs.slice(0, k)), interestClause(c, xs.slice(k))];
  }
  return [interestClause(c, xs)];
}

/** The interests as a terse fragment ("into museums and hiking", "history buffs", "Interests: museums, nature"). */
export function interestFrag(c: Ctx, opts: { allowKey?: boolean; allowPipes?: boolean } = {}): Seg[] {
  const xs = c.f.interests;
  const forms: (() => Seg[])[] = [
    () => segs('into ', sightList(c, xs, 'topic')),
    () => segs('interested in ', sightList(c, xs, 'topic')),
    () => segs('love ', sightList(c, xs, 'liked')),
  ];
  if (c.p.plural && xs.every((x) => SIGHT_WORDS[x].person !== undefined)) {
    forms.push(() =>
      joinList(
        c,
        xs.map((x) => [w('wishes.interests', `${c.d.pick(SIGHT_WORDS[x].person!)} ${c.d.pick(['lovers', 'buffs', 'people'])}`, x)]),
        'and',
      ),
    );
  }
  if (opts.allowKey ?? true)
    forms.push(() => {
      const [k, v] = interestsKey(c, opts.allowPipes ?? true);
      return segs(k, ': ', v);
    });
  return c.d.pick(forms)();
}

/** "Interests: museums, nature" (READING.md's key). */
export function interestsKey(c: Ctx, allowPipes = true): [string, Seg[]] {
  const seps = allowPipes ? [', ', ', ', ' / ', ' | '] : [', ', ' / '];
  return ['Interests', sightList(c, c.f.interests, 'topic', seps)];
}

/** The key left empty with one interest per line under it (READING.md's layout rule for lists). */
export function interestsLines(c: Ctx): Seg[][] | null {
  const xs = c.f.interests;
  if (xs.length < 2) return null;
  const bullet = c.d.pick(['', '- ', '* ']);
  return [segs('Interests:'), ...xs.map((x) => segs(bullet, sightNounSingle(c, x, 'topic')))];
}

/** The interest-ruled-out defect: "no museums please", "we're not into shopping" (refused, quoting the sight). */
export function interestOut(c: Ctx): Seg[] | null {
  const def = c.f.defect;
  if (def?.kind !== 'interest-ruled-out') return null;
  const n = c.d.pick(RULED_OUT[def.interest]);
  c.quote = n;
  return segs(c.d.pick([`no ${n} please`, `no ${n}, please`, `${c.p.sbe} not into ${n}`, `${c.p.subj} ${c.p.dont} want any ${n}`]));
}

// ---------------------------------------------------------------------------------------------------------
// Meal prices (READING.md "wishes.mealPricePerPerson"): the price of one meal for one person, always said with a
// meal word or the "Meal budget" key, and with "$" or "dollars". Never "around $20" alone (no range given).

/** An amount for one meal: "$20", "20 dollars"; in words where the style writes numbers so ("twenty dollars"). */
function mealMoney(c: Ctx, n: number): string {
  if (c.numWords) return `${numberWord(n)} dollars`;
  return c.d.pick([`$${n}`, `$${n}`, `${n} dollars`]);
}

/** A range of amounts: "$15-25", "$15-$25", "$15 to $25", "15 to 25 dollars" ("fifteen to twenty-five dollars"). */
function mealSpan(c: Ctx, a: number, b: number): string {
  if (c.numWords) return `${numberWord(a)} to ${numberWord(b)} dollars`;
  return c.d.pick([`$${a}-${b}`, `$${a}-$${b}`, `$${a} to $${b}`, `${a} to ${b} dollars`]);
}

function mealBetween(c: Ctx, a: number, b: number): string {
  if (c.numWords) return `between ${numberWord(a)} and ${numberWord(b)} dollars`;
  return c.d.pick([`between $${a} and $${b}`, `between ${a} and ${b} dollars`]);
}

/** The per-person words after the amount (READING.md: a head, per person, each, a plate; none means per person). */
function mealUnit(c: Ctx): string {
  return c.d.pick([' a head', ' per head', ' per person', ' per person', ' each', ' a plate', ' per plate', ' a person', '']);
}

/** The bound after a meal noun ("meals under $20", "meals of at least $40", "dinners around $15-25"). */
function mealBoundAttr(c: Ctx, m: MealPrice): string {
  if (m.kind === 'max')
    return c.d.pick([
      `under ${mealMoney(c, m.max)}`,
      `up to ${mealMoney(c, m.max)}`,
      `of at most ${mealMoney(c, m.max)}`,
      `costing no more than ${mealMoney(c, m.max)}`,
    ]);
  if (m.kind === 'min')
    return c.d.pick([`of at least ${mealMoney(c, m.min)}`, `costing at least ${mealMoney(c, m.min)}`, `of no less than ${mealMoney(c, m.min)}`]);
  return c.d.pick([mealBetween(c, m.min, m.max), `around ${mealSpan(c, m.min, m.max)}`, mealSpan(c, m.min, m.max), `costing ${mealBetween(c, m.min, m.max)}`]);
}

/** The bound after "cost" / "be" ("should cost at most $20"). */
function mealBoundPred(c: Ctx, m: MealPrice): string {
  if (m.kind === 'max')
    return c.d.pick([`under ${mealMoney(c, m.max)}`, `at most ${mealMoney(c, m.max)}`, `up to ${mealMoney(c, m.max)}`, `no more than ${mealMoney(c, m.max)}`]);
  if (m.kind === 'min') return c.d.pick([`at least ${mealMoney(c, m.min)}`, `no less than ${mealMoney(c, m.min)}`]);
  return c.d.pick([mealBetween(c, m.min, m.max), `around ${mealSpan(c, m.min, m.max)}`, mealSpan(c, m.min, m.max)]);
}

function mealNoun(c: Ctx): string {
  return c.d.pick(['meals', 'meals', 'meals', 'dinners', 'restaurant meals']);
}

const MEAL = 'wishes.mealPricePerPerson' as const;

/** The meal price as a clause: "we want meals under $20 a head", "dinners should cost around $15-25 each". */
export function mealStmt(c: Ctx): Seg[] {
  const p = c.p;
  const m = c.f.mealPrice!;
  const priced = () => w(MEAL, `${mealNoun(c)} ${mealBoundAttr(c, m)}${mealUnit(c)}`);
  const opts: (() => Seg[])[] = [
    () => segs(`${p.subj} want${p.s} `, priced()),
    () => segs(`${p.would} like `, priced()),
    () => segs(`${p.sbe} looking for `, priced()),
    () => [w(MEAL, `${mealNoun(c)} should cost ${mealBoundPred(c, m)}${mealUnit(c)}`)],
    () => [w(MEAL, `${mealNoun(c)} should be ${mealBoundPred(c, m)}${mealUnit(c)}`)],
  ];
  if (m.kind !== 'min') opts.push(() => segs(`${p.would} like to keep `, w(MEAL, `${mealNoun(c)} ${mealBoundPred(c, m)}${mealUnit(c)}`)));
  if (m.kind === 'max') opts.push(() => segs(w(MEAL, `nothing over ${mealMoney(c, m.max)} ${c.d.pick(['per person', 'a head'])} per meal`), ', please'));
  return c.d.pick(opts)();
}

/** The meal price as a fragment ("meals under $20 a head", "nothing over $30 per person per meal", "Meal budget: $25 per person"). */
export function mealFrag(c: Ctx, opts: { allowKey?: boolean } = {}): Seg[] {
  const m = c.f.mealPrice!;
  const forms: (() => Seg[])[] = [
    () => [w(MEAL, `${mealNoun(c)} ${mealBoundAttr(c, m)}${mealUnit(c)}`)],
    () => [w(MEAL, `${mealNoun(c)} ${mealBoundAttr(c, m)}${mealUnit(c)}`)],
  ];
  if (m.kind === 'max') forms.push(() => [w(MEAL, `nothing over ${mealMoney(c, m.max)} ${c.d.pick(['per person', 'a head'])} per meal`)]);
  if ((opts.allowKey ?? true) && m.kind === 'max')
    forms.push(() => {
      const [k, v] = mealKey(c);
      return segs(k, ': ', v);
    });
  return c.d.pick(forms)();
}

/**
 * "Meal budget: $25 per person", "Meal budget: under $25": an upper bound only. (A range under a key holding
 * "budget" is avoided: READING.md refuses a range as the budget, and does not say the meal key differs.)
 */
export function mealKey(c: Ctx): [string, Seg[]] {
  const m = c.f.mealPrice!;
  if (m.kind !== 'max') throw new Error('generator bug: only an upper bound has a "Meal budget" form');
  const unit = c.d.pick([' per person', ' per person', ' a head', ' each', '']);
  const value = c.d.pick([`${mealMoney(c, m.max)}`, `${mealMoney(c, m.max)}`, `under ${mealMoney(c, m.max)}`, `up to ${mealMoney(c, m.max)}`]);
  return ['Meal budget', [w(MEAL, `${value}${unit}`)]];
}

/** "nothing fancy" / "cheap eats" without an amount: chatter for READING.md (no range); carries no wish. */
export function plainMealsStmt(c: Ctx): Seg[] {
  const p = c.p;
  return segs(c.d.pick(['nothing fancy for meals, please', `${p.sbe} happy with cheap eats`, `${p.subj} like${p.s} cheap eats`, 'cheap eats will do']));
}

// ---------------------------------------------------------------------------------------------------------
// Chatter: no constraint word, no number, no place, no cue word (READING.md: harmless chatter changes nothing)

export function chatter(c: Ctx): string {
  return c.d.pick(chatterLines(c.p));
}

/** Every chatter sentence for a speaker (READING.md names "we love jazz", "photography is my hobby", "we enjoy a good view"). */
export function chatterLines(p: Pron): string[] {
  const I1 = p.plural ? 'we' : p.subj;
  return [
    `${I1} love${p.s} jazz`,
    `it's ${p.poss} first time out west`,
    `${p.sbe} really looking forward to it`,
    'thanks in advance for the help',
    'hoping for good weather',
    'any suggestions are appreciated',
    `${p.sbe} so excited`,
    'it should be a lot of fun',
    'the sunsets there are said to be lovely',
    `photography is ${p.poss} hobby`,
    `${p.subj} ${p.have} heard great things about the area`,
    `${p.subj} enjoy${p.s} a good view`,
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Words that ask for nothing (READING.md's set-aside rules added in issue 24): narrative, not-coming,
// preference, not-the-trip. Each sentence is chosen so that it says nothing against the frame's wishes.

/**
 * One sentence of set-aside words, or null when none fits the frame: a story of what happened ("we drove down
 * to the lake last summer"), someone or something staying home ("my cat is staying with my mom"), a wish said
 * not to be required ("direct flights if there are any, but it's not a must"), where a person comes from ("I'm
 * originally from Ireland").
 */
export function setAsideClause(c: Ctx): Seg[] | null {
  const f = c.f;
  const p = c.p;
  const we = p === WE ? 'we' : p.subj;
  const opts: (() => Seg[])[] = [];
  const rules = f.houseRules;
  // narrative
  if (!f.interests.includes('beaches')) opts.push(() => segs(`${we} drove down to the lake last summer`));
  if (p === I && !rules.includes('smoking')) opts.push(() => segs('I quit smoking last year'));
  const other = (['Indian', 'Chinese', 'Mexican', 'Italian', 'French'] as const).filter((x) => !f.cuisines.includes(x) && !f.avoid.includes(x));
  if (other.length > 0) opts.push(() => segs(`${we} had amazing ${c.n.pick(other)} food ${c.n.pick(['last trip', 'on our last trip', 'last time'])}`));
  // not-coming
  if (!rules.includes('pets')) opts.push(() => segs(c.n.pick(['my cat is staying with my mom', 'our dog is staying with the neighbors'])));
  if (firstPerson(c) && f.defect?.kind !== 'party-no-number')
    opts.push(() => segs(c.n.pick(["my sister-in-law isn't coming this time", "my brother-in-law can't make it this time"])));
  if (
    p === WE &&
    f.travellers >= 2 &&
    !rules.includes('children under 10') &&
    f.defect?.kind !== 'kids-no-age' &&
    f.defect?.kind !== 'party-no-number' &&
    !c.saidKid &&
    !f.interests.includes('family')
  ) {
    opts.push(() => segs("the kids aren't coming"));
  }
  // preference
  if (flightsAllowed(c)) opts.push(() => segs("direct flights if there are any, but it's not a must"));
  // not-the-trip
  if (firstPerson(c)) opts.push(() => segs(`${p === I ? "I'm" : "we're"} originally from ${c.n.pick(['Ireland', 'Brazil', 'Poland', 'Germany'])}`));
  return opts.length === 0 ? null : c.n.pick(opts)();
}

/**
 * A form's own answers (READING.md issue 24) as `Key: value` lines, for the frame's transport and house rules:
 * "Driving: no" (self-driving ruled out), "Flights - no", "Pets: yes"; and answers that ask for nothing
 * ("Flights: fine", "Smoking: no", "Children: 0", "Pets - no"). `rules`/`transport` say which of the frame's
 * wishes these lines carry (the caller writes the others as before).
 */
export function formAnswers(c: Ctx): { lines: Seg[][]; rules: readonly HouseRule[]; transport: boolean } {
  const f = c.f;
  const lines: Seg[][] = [];
  const rules: HouseRule[] = [];
  let transport = false;
  const t = f.transport;
  const def = f.defect?.kind;
  if (t?.kind === 'out' && def !== 'all-transport' && def !== 'ask-and-rule-out' && c.n.chance(0.7)) {
    transport = true;
    for (const m of t.modes) {
      if (m === 'self-driving') lines.push([w('excludeTransport', `${c.n.pick(['Driving', 'Driving ourselves'])}: ${c.n.pick(['no', 'No'])}`, m)]);
      else lines.push([w('excludeTransport', `${m === 'flight' ? 'Flights' : 'Taxis'} ${c.n.pick(['-', '--'])} no`, m)]);
    }
  }
  if (f.houseRules.includes('pets') && c.n.chance(0.6)) {
    rules.push('pets');
    lines.push([w('houseRules', `Pets: ${c.n.pick(['yes', 'ok', 'Yes'])}`, 'pets')]);
  }
  if (c.n.chance(0.35)) {
    const noop: Seg[][] = [];
    if (flightsAllowed(c) && !transport) noop.push(segs('Flights: fine'));
    if (!f.houseRules.includes('smoking')) noop.push(segs('Smoking: no'));
    if (!f.houseRules.includes('children under 10') && def !== 'kids-no-age' && !c.saidKid && !f.interests.includes('family')) noop.push(segs('Children: 0'));
    if (!f.houseRules.includes('pets')) noop.push(segs('Pets -- no'));
    lines.push(...c.n.sample(noop, c.n.int(1, 2)));
  }
  return { lines, rules, transport };
}
