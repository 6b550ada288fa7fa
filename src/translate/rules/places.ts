/**
 * Origin and destination: place names found in the request (see ../places.ts), given a role by the words
 * around them ("from X", "departing X", "starting in X" -> origin; "to X", "visiting X", "2 cities in X" ->
 * destination), a kind by explicit words ("X state", "the city of X", "cities in X"), and checked against a
 * written state ("Portland, Maine" is refused when the sandbox's Portland is in Oregon).
 */
import type { Destination } from '../../spec/index.ts';
import type { PlaceCandidate, PlaceIndex, PlaceKind, PlaceMention, Token } from '../places.ts';
import { refuse, value, type Found } from './found.ts';

type Role = 'origin' | 'destination';

interface Reading {
  readonly mention: PlaceMention;
  readonly raw: string;
  role: Role | undefined;
  hint: PlaceKind | undefined;
  /** "2 cities in X": a state named with a number of cities. */
  counted: boolean;
  /** A state written after a city: "Austin, TX". */
  qualifier: { readonly state: string; readonly raw: string } | undefined;
}

const THE_KIND_OF = String.raw`(?:the\s+)?(?:(?:city|town)|state)\s+of\s+`;
const ORIGIN_CUE = new RegExp(
  String.raw`\b(?:from|departing(?:\s+from)?|depart(?:s)?(?:\s+from)?|leaving(?:\s+from)?|leave(?:s)?\s+from|starting(?:\s+(?:out\s+)?(?:from|in|at))?|start(?:s)?\s+(?:from|in|at)|beginning(?:\s+(?:from|in|at))?|begin(?:s)?\s+(?:from|in|at)|originating(?:\s+(?:from|in))?|originate(?:s)?\s+(?:from|in)|set(?:ting)?\s+(?:off|out)(?:\s+from)?|tak(?:e|ing)\s+off(?:\s+from)?|fly(?:ing)?\s+out\s+of|out\s+of|based\s+in|(?:i|we)\s+live\s+in|living\s+in|resid(?:e|ing)\s+in|home\s+(?:is\s+)?in|(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:currently\s+)?(?:in|based\s+in)|return(?:ing|s)?(?:\s+home)?\s+to|(?:come|coming|get|getting|head|heading|go|going|fly|flying|drive|driving)\s+(?:back|home)(?:\s+home)?\s+to|back\s+(?:home\s+)?to|start(?:ing|s)?\s+and\s+end(?:ing|s)?\s+in|(?:origin|starting\s+point|departure\s+city|home\s+city|home\s+base)(?:\s+(?:city|is))?\s*[:\-–]?)\s+(?:${THE_KIND_OF})?$`,
  'i',
);
const DESTINATION_CUE = new RegExp(
  String.raw`\b(?:to|towards?|into|visit(?:s|ing)?|see(?:ing)?|explor(?:e|es|ing)|tour(?:s|ing)?|cover(?:s|ing)?|in|within|across|throughout|through|bound\s+for|destined\s+for|(?:leav(?:e|es|ing)|head(?:s|ed|ing)?|set(?:ting)?\s+off|depart(?:s|ing)?|off)\s+for|destination(?:\s+(?:city|state|is))?\s*[:\-–]?|end(?:s|ing)?\s+(?:up\s+)?in|arriv(?:e|es|ing)\s+in|stay(?:s|ing)?\s+in|(?:tour|trip|road\s+trip|journey|vacation|holiday|getaway|visit)\s+(?:of|around|across))\s+(?:${THE_KIND_OF})?$`,
  'i',
);
/** Words after a place that make it the destination: "a Denver trip", "a Texas road trip". */
const DESTINATION_AFTER = /^\s+(?:road\s+)?(?:trip|getaway|vacation|holiday|itinerary|tour|adventure|escape|visit)\b|^\s*,?\s+(?:is|as|will\s+be)\s+(?:our|my|the)\s+(?:destination|goal)\b/i;
/** Words after a place that make it the origin: "Denver is our starting point". */
const ORIGIN_AFTER = /^\s*,?\s+(?:is|as|will\s+be)\s+(?:our|my|the)\s+(?:starting\s+point|origin|home(?:\s+(?:base|city))?|departure\s+(?:city|point))\b/i;
const COUNTED_BEFORE = new RegExp(String.raw`\b(?:cities|city|towns|town|destinations|stops)\s+(?:in|within|across|throughout|around|all\s+(?:in|within|across))\s+(?:${THE_KIND_OF})?$`, 'i');

/** The end of a place as written, with its state ("Austin, Texas"). */
function endOf(text: string, r: Reading): number {
  if (!r.qualifier) return r.mention.end;
  const at = text.indexOf(r.qualifier.raw, r.mention.end);
  return at < 0 ? r.mention.end : at + r.qualifier.raw.length + (text[at + r.qualifier.raw.length] === ')' ? 1 : 0);
}

const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia', 'Hawaii',
  'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan',
  'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York',
  'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota',
  'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
];
const US_POSTAL = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'];
const OTHER_STATE_AFTER = new RegExp(String.raw`^\s*[,(]\s*(${US_STATES.join('|')})\b|^\s*[,(]?\s*(${US_POSTAL.join('|')})\b(?!['’])`, 'i');

/** A US state written after a city that the sandbox does not have as a state ("Portland, Maine"). */
function otherStateAfter(text: string, end: number, index: PlaceIndex): { state: string; raw: string; end: number } | undefined {
  const m = OTHER_STATE_AFTER.exec(text.slice(end, end + 40));
  if (!m) return undefined;
  if (m[2] !== undefined && m[2] !== m[2].toUpperCase()) return undefined;
  const state = m[1] !== undefined ? US_STATES.find((s) => s.toLowerCase() === m[1]!.toLowerCase())! : US_STATES[US_POSTAL.indexOf(m[2]!.toUpperCase())]!;
  if (index.isState(state)) return undefined; // the sandbox's own states are read as mentions
  const raw = (m[1] ?? m[2])!;
  return { state, raw, end: end + m[0].length };
}

function hintBefore(before: string): PlaceKind | undefined {
  const m = /\b(?:the\s+)?(city|town|state)\s+of\s+$/i.exec(before);
  if (!m) return undefined;
  return m[1]!.toLowerCase() === 'state' ? 'state' : 'city';
}

export interface PlaceResult {
  readonly origin: Found<string>;
  readonly destination: Found<Destination>;
  /** Whether a state was named with a number of cities ("2 cities in Texas"). */
  readonly counted: boolean;
}

/**
 * Read origin and destination. `cityCount` (when the request states one) decides a name that is both a city
 * and a state of the sandbox ("New York", "Washington"): the state when more than one city is to be visited,
 * else the city (a state destination needs a stated number of cities, so the city is the only reading left).
 */
export function readPlaces(text: string, tokens: readonly Token[], index: PlaceIndex, cityCount: number | undefined): PlaceResult {
  const mentions = index.scan(text, tokens);
  const readings: Reading[] = [];
  const consumed = new Set<PlaceMention>();
  for (let k = 0; k < mentions.length; k++) {
    const m = mentions[k]!;
    if (consumed.has(m)) continue;
    const before = text.slice(Math.max(0, m.start - 80), m.start).replace(/\s+/g, ' ');
    let raw = m.raw;
    let hint = hintBefore(before);
    // "X state", "X City": an explicit kind after the name.
    const nextToken = tokens[m.endToken];
    const gap = nextToken ? text.slice(m.end, nextToken.start) : '';
    if (nextToken && /^\s+$/.test(gap) && /^(?:state|city)$/i.test(nextToken.raw)) {
      const kind: PlaceKind = /^state$/i.test(nextToken.raw) ? 'state' : 'city';
      hint = kind;
      raw = text.slice(m.start, nextToken.end);
    }
    // "Austin, TX" / "Austin, Texas" / "Austin (Texas)" / "Austin TX": a state written after a city.
    let qualifier: Reading['qualifier'];
    const next = mentions[k + 1];
    const foreign = m.candidates.some((c) => c.kind === 'city') ? otherStateAfter(text, m.end, index) : undefined;
    if (foreign && (!next || next.start > m.end + foreign.raw.length + 3)) {
      qualifier = { state: foreign.state, raw: foreign.raw };
      raw = text.slice(m.start, foreign.end);
    } else if (next && m.candidates.some((c) => c.kind === 'city') && next.candidates.some((c) => c.kind === 'state')) {
      const between = text.slice(m.end, next.start);
      if (/^\s*[,(]?\s*$/.test(between)) {
        const stateCandidates = next.candidates.filter((c) => c.kind === 'state');
        if (stateCandidates.length === 1) {
          qualifier = { state: stateCandidates[0]!.name, raw: next.raw };
          consumed.add(next);
          raw = text.slice(m.start, next.end) + (between.includes('(') && text[next.end] === ')' ? ')' : '');
        }
      }
    }
    let role: Role | undefined;
    let counted = false;
    if (COUNTED_BEFORE.test(before)) {
      role = 'destination';
      counted = true;
      hint ??= 'state';
    } else if (ORIGIN_CUE.test(before)) role = 'origin';
    else if (DESTINATION_CUE.test(before)) role = 'destination';
    else if (DESTINATION_AFTER.test(text.slice(m.end, m.end + 40))) role = 'destination';
    else if (ORIGIN_AFTER.test(text.slice(m.end, m.end + 40))) role = 'origin';
    // "three Texas cities"
    const after = text.slice(m.end, m.end + 30);
    if (/^\s+(?:cities|towns)\b/i.test(after)) {
      role ??= 'destination';
      counted = true;
      hint ??= 'state';
    }
    readings.push({ mention: m, raw, role, hint, counted, qualifier });
  }
  // "Austin to Denver", "Austin -> Denver": the place before an arrow or "to" and another place starts the trip;
  // "from Atlanta for Savannah", "from Salt Lake City -> Moab": the place after the origin and "for" or an arrow is the destination.
  for (let k = 0; k + 1 < readings.length; k++) {
    const a = readings[k]!;
    const b = readings[k + 1]!;
    const between = text.slice(endOf(text, a), b.mention.start);
    if (a.role === undefined && b.role === 'destination' && /^\)?\s*(?:to|->|→|–|—|-)\s*$/i.test(between)) a.role = 'origin';
    if (a.role === 'origin' && b.role === undefined && /^\)?\s*(?:for|->|→|–|—|-)\s*$/i.test(between)) b.role = 'destination';
    if (a.role === undefined && b.role === undefined && /^\s*(?:->|→)\s*$/.test(between)) {
      a.role = 'origin';
      b.role = 'destination';
    }
  }

  // "to Austin and Dallas", "from Denver or Boulder": a place listed right after another shares its role.
  for (let k = 1; k < readings.length; k++) {
    const prev = readings[k - 1]!;
    const r = readings[k]!;
    if (r.role !== undefined || prev.role === undefined) continue;
    const end = endOf(text, prev);
    if (/^\)?\s*(?:,|,?\s*(?:and|or|&|and\s+then|then|plus|as\s+well\s+as)\b)\s*(?:also\s+|then\s+)?$/i.test(text.slice(end, r.mention.start))) r.role = prev.role;
  }

  // "from Denver or Boulder": a listed name that is not a place of the sandbox.
  const strays = new Map<Role, string>();
  for (const r of readings) {
    if (r.role === undefined || strays.has(r.role)) continue;
    const end = endOf(text, r);
    const m = STRAY_AFTER.exec(text.slice(end, end + 60));
    if (!m || NOT_A_PLACE.test(m[1]!) || NOT_A_PLACE_WORD.test(m[1]!)) continue;
    const at = end + m[0].length - m[1]!.length;
    if (mentions.some((x) => x.start === at)) continue;
    strays.set(r.role, `${r.raw}${m[0]}`.trim());
  }

  const origins = readings.filter((r) => r.role === 'origin');
  const destinations = readings.filter((r) => r.role === 'destination');
  const unassigned = readings.filter((r) => r.role === undefined);
  const counted = destinations.some((r) => r.counted);

  return {
    origin: strays.has('origin') ? refuse('origin', 'names a place that is not a city of the sandbox', strays.get('origin')) : resolveOrigin(text, origins, unassigned, index),
    destination: strays.has('destination')
      ? refuse('destination', 'names a place that is not a city or state of the sandbox', strays.get('destination'))
      : resolveDestination(text, destinations, unassigned, index, cityCount, origins),
    counted,
  };
}

function qualifierError(field: Role, r: Reading, city: string, index: PlaceIndex): Found<never> {
  const actual = index.stateOf(city);
  if (r.qualifier && actual !== undefined && actual !== r.qualifier.state) {
    return refuse(field, `the sandbox's ${city} is in ${actual}, not ${r.qualifier.state}; no such place in the sandbox`, r.raw);
  }
  return undefined;
}

function resolveOrigin(text: string, origins: Reading[], unassigned: Reading[], index: PlaceIndex): Found<string> {
  if (origins.length === 0) {
    if (unassigned.length > 0) {
      return refuse('origin', 'no starting city found (a place is named, but not as where the trip starts: write "from <city>")', unassigned.map((r) => r.raw).join('", "'));
    }
    const unknown = unknownAfter(text, ORIGIN_WORDS);
    if (unknown) return refuse('origin', 'not a city of the sandbox', unknown);
    return refuse('origin', 'no starting city found; write "from <city>"');
  }
  const names = new Map<string, string>();
  for (const r of origins) {
    const cities = r.mention.candidates.filter((c) => c.kind === 'city');
    if (r.hint === 'state' || cities.length === 0) {
      return refuse('origin', `${describe(r.mention.candidates)}; the trip must start from a city`, r.raw);
    }
    if (cities.length > 1) return refuse('origin', `could be ${cities.map((c) => c.name).join(' or ')}`, r.raw);
    const q = qualifierError('origin', r, cities[0]!.name, index);
    if (q) return q;
    names.set(cities[0]!.name, r.raw);
  }
  if (names.size > 1) return refuse('origin', `more than one starting city: ${[...names.keys()].join(', ')}`, [...names.values()].join('", "'));
  const [name, raw] = [...names.entries()][0]!;
  return value(name, raw);
}

function describe(candidates: readonly PlaceCandidate[]): string {
  const state = candidates.find((c) => c.kind === 'state');
  return state ? `${state.name} is a state, not a city` : 'not a city';
}

function key(c: PlaceCandidate): string {
  return `${c.kind}:${c.name}`;
}

function resolveDestination(
  text: string,
  destinations: Reading[],
  unassigned: Reading[],
  index: PlaceIndex,
  cityCount: number | undefined,
  origins: Reading[],
): Found<Destination> {
  if (destinations.length === 0) {
    const others = unassigned.filter((r) => !origins.some((o) => o.mention.candidates.some((c) => r.mention.candidates.some((d) => key(c) === key(d)))));
    if (others.length > 0) {
      return refuse('destination', 'no destination found (a place is named, but not as where to go: write "to <city or state>")', others.map((r) => r.raw).join('", "'));
    }
    const unknown = unknownAfter(text, DESTINATION_WORDS);
    if (unknown) return refuse('destination', 'not a city or state of the sandbox', unknown);
    return refuse('destination', 'no destination found; write "to <city>" or "<n> cities in <state>"');
  }
  // The places every destination mention could mean.
  let common: PlaceCandidate[] | undefined;
  const raws: string[] = [];
  for (const r of destinations) {
    raws.push(r.raw);
    let options = r.mention.candidates.filter((c) => r.hint === undefined || c.kind === r.hint);
    if (options.length === 0) {
      const kinds = r.hint === 'state' ? 'a state' : 'a city';
      const what = r.mention.candidates.map((c) => `${c.name} is a ${c.kind}`).join('; ');
      return refuse('destination', `${what} of the sandbox, not ${kinds}`, r.raw);
    }
    for (const c of options) {
      if (c.kind === 'city') {
        const q = qualifierError('destination', r, c.name, index);
        if (q) return q;
      }
    }
    if (r.qualifier) options = options.filter((c) => c.kind === 'city');
    common = common === undefined ? options : common.filter((c) => options.some((o) => key(o) === key(c)));
  }
  const distinctRaw = [...new Set(raws)];
  if (!common || common.length === 0) {
    return refuse('destination', 'more than one destination named; the trip goes to one city or one state', distinctRaw.join('", "'));
  }
  let chosen = common;
  if (chosen.length > 1) {
    const kinds = new Set(chosen.map((c) => c.kind));
    if (kinds.size === 2 && chosen.filter((c) => c.kind === 'city').length === 1 && chosen.filter((c) => c.kind === 'state').length === 1) {
      // A name that is both a city and a state: a state needs a number of cities, so without one it is the city.
      chosen = chosen.filter((c) => c.kind === (cityCount !== undefined && cityCount > 1 ? 'state' : 'city'));
    }
  }
  if (chosen.length > 1) {
    return refuse('destination', `could be ${chosen.map((c) => `${c.name} (${c.kind})`).join(' or ')}`, distinctRaw.join('", "'));
  }
  const place = chosen[0]!;
  if (place.kind === 'city' && origins.some((o) => o.mention.candidates.some((c) => c.kind === 'city' && c.name === place.name))) {
    return refuse('destination', `the destination is the starting city (${place.name})`, distinctRaw.join('", "'));
  }
  return value({ kind: place.kind, name: place.name }, distinctRaw.join('", "'));
}

const ORIGIN_WORDS = String.raw`(?:from|departing(?:\s+from)?|leaving(?:\s+from)?|starting\s+(?:in|from|at)|beginning\s+(?:in|from)|originating\s+(?:from|in))`;
const DESTINATION_WORDS = String.raw`(?:to|towards?|visiting|visit|heading\s+to|cities\s+in|explore|exploring|touring|covering)`;
const NOT_A_PLACE = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|I|We|My|Our|The|A|An)\b/;

const STRAY_AFTER = /^\s*,?\s+(?:and|or|&)\s+(?:then\s+)?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})/;
const NOT_A_PLACE_WORD = /^(?:American|Chinese|French|Indian|Italian|Mediterranean|Mexican|BBQ|Please|Thanks|Also|And|But|Then|So|It|This|That|There|They|He|She|You|Me|Entire|Private|Shared|No|Not)\b/;

/** The capitalised words after a cue ("from Springfield"), for quoting a name the sandbox does not have. */
function unknownAfter(text: string, cue: string): string | undefined {
  const re = new RegExp(String.raw`\b${cue}\s+((?:the\s+(?:city|state)\s+of\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})`, 'g');
  for (const m of text.matchAll(re)) {
    const name = m[1]!.replace(/[.,]$/, '');
    if (NOT_A_PLACE.test(name) || /^\d/.test(name)) continue;
    return m[0].trim().replace(/[.,]$/, '');
  }
  return undefined;
}
