/**
 * The rules reader of city-tour requests (NATURAL PLAN's trip planning): text -> TourSpec. It reads the
 * benchmark's phrasing by the facts a sentence states, not by whole-sentence templates: a city with "N days"
 * is a stay, a city with "day A ... day B" is an event window, the list after "direct flights" is the flight
 * digraph ("A and B" both ways, "from A to B" one way). Accounting as for TripSpec: every sentence is either
 * read or named as known and harmless; anything else is refused, quoting it, never dropped.
 */
import { SpecError } from '../common/errors.ts';
import { NUM as WORD_NUM, wordNumber } from '../common/numbers.ts';
import { TourSpec, type TourEvent, type TourFlight, type TourStay } from './spec.ts';

/** Where each part of the spec came from: the sentence, as written. */
export interface TourProvenance {
  readonly totalDays: string;
  readonly stays: Readonly<Record<string, string>>;
  readonly events: readonly string[];
  readonly flights: string;
}

export interface TourReading {
  readonly spec: TourSpec;
  readonly provenance: TourProvenance;
}

const NUM = `(${WORD_NUM})`;
const toNumber = (s: string): number => wordNumber(s) ?? Number.NaN;

/** "You plan to visit 8 European cities for 21 days in total." */
const TOUR = new RegExp(String.raw`\bvisit\s+${NUM}\s+(?:[A-Z][\w-]*\s+)?cities\s+for\s+${NUM}\s+days\b`, 'i');
/** The closing request: "Find a trip plan of visiting the cities for 21 days by taking direct flights ...". */
const FIND = new RegExp(String.raw`^\s*find\s+a\s+(?:trip\s+)?plan\b.*?\bfor\s+${NUM}\s+days\b`, 'i');
/** Sentences that state the rules every tour has and nothing of this one. */
const KNOWN_RULE = /^\s*you\s+only\s+take\s+direct\s+flights\b[^.]*\.?\s*$/i;
/** The heading of the flight list. */
const FLIGHT_HEADING = /\bhere\s+are\s+the\s+cities\s+that\s+have\s+direct\s+flights\s*:?/i;
/** A stay: "for 5 days", "spend 5 days", "5 days in" (and never "day 5"). */
const STAY = new RegExp(String.raw`\b${NUM}\s+days?\b`, 'i');
/** A window: "between day 2 and day 4", "during day 1 and day 2", "from day 20 to day 22", "on days 3-5". */
const WINDOW = /\bdays?\s+(\d+)\s*(?:and|to|-|–|through|until|till)\s*(?:day\s+)?(\d+)\b/i;
const ONE_DAY = /\bon\s+day\s+(\d+)\b/i;
/** What an event is, from its sentence. */
const WHAT = new RegExp(
  String.raw`\b(?:attend\s+(?:a|an|the)\s+([\w ]+?)(?=\s+(?:in|at|between|during|from|on)\b|[.,]|$)` +
    String.raw`|(meet\s+(?:a\s+friend|your\s+friends|friends))|(visit\s+relatives)` +
    String.raw`|(?:there\s+is\s+(?:a|an)\s+([\w ]+?)\s+you\s+want\s+to\s+attend))`,
  'i',
);

/** Capitalised words that start a sentence and are no city. */
const NOT_A_CITY = new Set(['You', 'During', 'From', 'Here', 'Find', 'On', 'Between', 'The', 'In', 'I', 'We', 'European']);

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The flight list: items "A and B" (both ways) and "from A to B" (one way), separated by commas. */
function readFlights(list: string): { flights: TourFlight[]; names: Set<string> } {
  const flights: TourFlight[] = [];
  const names = new Set<string>();
  const items = list
    .replace(/\.\s*$/, '')
    .split(/\s*,\s*(?:and\s+)?|\s*;\s*/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const item of items) {
    const oneWay = /^from\s+(.+?)\s+to\s+(.+)$/i.exec(item);
    const bothWays = /^(.+?)\s+(?:and|<->|↔)\s+(.+)$/i.exec(item);
    const pair = oneWay ?? bothWays;
    if (!pair) throw new SpecError('flights', 'a flight is neither "A and B" nor "from A to B"', item);
    const [a, b] = [pair[1]!.trim(), pair[2]!.trim()];
    for (const n of [a, b])
      if (!/^[A-Z][\p{L}'-]*(?:\s[A-Z][\p{L}'-]*)*$/u.test(n)) throw new SpecError('flights', 'a flight names something that is not a city', item);
    names.add(a);
    names.add(b);
    flights.push({ from: a, to: b });
    if (!oneWay) flights.push({ from: b, to: a });
  }
  return { flights, names };
}

/** The cities a sentence names: known names first, else capitalised words after "in", "at" or "visit". */
function citiesIn(sentence: string, known: ReadonlySet<string>): string[] {
  const found = [...known].filter((n) => new RegExp(String.raw`\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`).test(sentence));
  if (found.length > 0) return found;
  const after = /\b(?:in|at|visit|to)\s+([A-Z][\p{L}'-]*(?:\s[A-Z][\p{L}'-]*)*)/gu;
  return [...sentence.matchAll(after)].map((m) => m[1]!).filter((n) => !NOT_A_CITY.has(n));
}

function describe(sentence: string): string {
  const m = WHAT.exec(sentence);
  if (!m) return 'event';
  if (m[2]) return /friends/i.test(m[2]) ? 'meeting with friends' : 'meeting with a friend';
  if (m[3]) return 'visit to relatives';
  return (m[1] ?? m[4] ?? 'event').trim().toLowerCase();
}

/** Reads a city-tour request; throws a SpecError naming the field and quoting the words it could not read. */
export function readTour(text: string): TourReading {
  const heading = FLIGHT_HEADING.exec(text);
  if (!heading) throw new SpecError('flights', 'no list of direct flights found (expected "Here are the cities that have direct flights: ...")');
  const before = text.slice(0, heading.index);
  const after = text.slice(heading.index + heading[0].length);
  // The list runs to the end of its paragraph; what follows is the closing request.
  const [listPart = '', ...rest] = after.replace(/^\s+/, '').split(/\n\s*\n/);
  const { flights, names } = readFlights(listPart.replace(/\s+/g, ' '));

  let total: { days: number; cities: number; words: string } | undefined;
  const stays: TourStay[] = [];
  const stayWords: Record<string, string> = {};
  const events: TourEvent[] = [];
  const eventWords: string[] = [];
  const closing: { days: number; words: string }[] = [];
  for (const s of [...sentences(before), ...sentences(rest.join('\n\n'))]) {
    const tour = TOUR.exec(s);
    if (tour) {
      if (total && (total.days !== toNumber(tour[2]!) || total.cities !== toNumber(tour[1]!)))
        throw new SpecError('totalDays', 'the request states the tour twice, differently', `${total.words}" and "${s}`);
      total = { cities: toNumber(tour[1]!), days: toNumber(tour[2]!), words: s };
      continue;
    }
    const find = FIND.exec(s);
    if (find) {
      closing.push({ days: toNumber(find[1]!), words: s });
      continue;
    }
    if (KNOWN_RULE.test(s)) continue;
    const cities = citiesIn(s, names);
    const window = WINDOW.exec(s) ?? ONE_DAY.exec(s);
    const stay = STAY.exec(s.replace(WINDOW, ' ').replace(ONE_DAY, ' '));
    if (cities.length !== 1 || (!window && !stay))
      throw new SpecError(
        cities.length > 1 ? 'events' : 'stays',
        cities.length > 1
          ? `a sentence names ${cities.length} cities (${cities.join(', ')}); say one city per stay or event`
          : 'a sentence that could not be read',
        s,
      );
    const city = cities[0]!;
    if (stay) {
      if (stayWords[city] !== undefined) throw new SpecError('stays', `${city} is given two stays`, `${stayWords[city]}" and "${s}`);
      stays.push({ city, days: toNumber(stay[1]!) });
      stayWords[city] = s;
    }
    if (window) {
      const from = Number(window[1]);
      const to = Number(window[2] ?? window[1]);
      if (from > to) throw new SpecError('events', `an event window ends (day ${to}) before it starts (day ${from})`, s);
      events.push({ city, from, to, what: describe(s) });
      eventWords.push(s);
    }
  }
  if (!total) throw new SpecError('totalDays', 'no length of the tour found (expected "visit N ... cities for D days")');
  for (const c of closing)
    if (c.days !== total.days) throw new SpecError('totalDays', `the tour is ${total.days} days but the request later says ${c.days}`, c.words);
  for (const e of events)
    if (stayWords[e.city] === undefined) throw new SpecError('stays', `${e.city} has an event but no stay`, eventWords[events.indexOf(e)]);
  if (stays.length !== total.cities)
    throw new SpecError(
      'stays',
      `the tour visits ${total.cities} cities but gives a stay for ${stays.length} (${stays.map((s) => s.city).join(', ')})`,
      total.words,
    );
  const parsed = TourSpec.safeParse({ totalDays: total.days, stays, events, flights });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SpecError(String(issue.path[0] ?? 'request'), issue.message);
  }
  return { spec: parsed.data, provenance: { totalDays: total.words, stays: stayWords, events: eventWords, flights: listPart.trim() } };
}
