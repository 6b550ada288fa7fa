/**
 * Roles of the places: one assignment over all the mentions at once, scored by evidence (READING.md,
 * "origin" and "destination").
 *  - Cues give evidence with a weight (places.ts): a key ("From:") 12, a strong cue ("from", "to", "2 cities
 *    in") 10, a place's own predicate ("a Denver trip") 8, a verb of visiting 6, words about a person ("I'm
 *    from") 4, a bare preposition ("in") 3. An unknown verb gives none: less evidence, never a refusal.
 *  - The sandbox's hard facts weigh more than any cue: the origin is a city; it lies outside a destination
 *    state; a stated number of cities needs a state.
 *  - Order breaks what is left: the place named first starts the trip, but only when no cue says otherwise.
 * The best assignment wins when nothing else scores as well; two equally good ones are a refusal naming both.
 * Places that get no role are refused, except a state that holds a chosen city ("Reno, in Nevada" said twice)
 * and an unknown place named only as where a person is from.
 */
import type { Destination } from '../../tripspec/index.ts';
import type { PlaceCandidate, PlaceIndex } from '../places.ts';
import { isValue, quotes, refuse, type Found, type Ledger } from './ledger.ts';
import { sentenceAt, unitAt, type Layout, type Span } from './layout.ts';
import { inPastSentence, moodOf } from './mood.ts';
import type { PlaceMention, Role, UnknownPlace } from './places.ts';

export interface PlacesReading {
  readonly origin: Found<string>;
  readonly destination: Found<Destination>;
  /** Cities of a destination state named as the ones to visit ("Florida - Orlando and Tampa"), in the order written. */
  readonly cities: readonly string[];
  readonly originMentions: readonly PlaceMention[];
  readonly destinationMentions: readonly PlaceMention[];
}

/** Places a person answered (../questions.ts): fixed before the assignment. */
export interface FixedPlaces {
  readonly origin?: string | undefined;
  readonly destination?: Destination | undefined;
}

function key(c: PlaceCandidate): string {
  return `${c.kind}:${c.name}`;
}

/** Whether two mentions name the same place. */
function samePlace(a: PlaceMention, b: PlaceMention): boolean {
  return a.candidates.some((c) => b.candidates.some((d) => key(c) === key(d)));
}

function qualifierError(field: Role, m: PlaceMention, city: string, index: PlaceIndex): Found<never> {
  const actual = index.stateOf(city);
  if (m.qualifier && actual !== undefined && actual !== m.qualifier.state) {
    return refuse(field, `the sandbox's ${city} is in ${actual}, not ${m.qualifier.state}; no such place in the sandbox`, m.raw);
  }
  return undefined;
}

/** A dish named after a place: "Mission burritos", "Chicago-style pizza", "Nashville hot chicken". */
const FOOD_AFTER_PLACE =
  /^[\s-]*(?:style\s+)?(?:burritos?|tacos?|pizzas?|bagels?|cheesesteaks?|hot\s+dogs?|hot\s+chicken|bbq|barbecue|chili|food|cuisine|wings|clam\s+chowder|crab\s+cakes?|gumbo|beignets?|brisket)\b/i;
// ("swap Orlando for Tampa", "starting from Denver, not Omaha": the place given up. "Instead of" is not read: it as often
// tells of another plan, "We considered Seattle instead of Denver".)
const DROP_BEFORE =
  /\b(?:drop(?:ping)?|cut(?:ting)?|skip(?:ping)?|scratch|remove|nix|ditch|lose|losing|swap(?:ping)?(?:\s+out)?)\s+(?:the\s+)?$|[,;]\s*(?:and\s+|but\s+)?not\s+(?:from\s+|to\s+|in\s+)?$/i;
const DROP_AFTER = /^\s*(?:(?:is|['’]s)\s+(?:out|off\s+the\s+list|cut|dropped)\b(?!\s+of\b)|,\s*(?:cut|drop|skip)\s+(?:it|that)\b)/i;
/** "Wilmington is too far out of the way. Let's drop it": "it" said of the place just named, the subject of the judgment. */
const DROP_IT =
  /^\s+(?:is|was|['’]s|seems|looks)\b[^.!?;\n]{0,60}[.!?]?[ \t]*(?:so\s+)?(?:let['’]s\s+|we['’]ll\s+|i['’]ll\s+|please\s+)?(?:drop|cut|skip|scratch|nix|ditch)\s+(?:it|that(?:\s+one)?)\b(?!\s+(?:off|by|in|through|short))/i;
/**
 * Words in the sentence before a drop that make it no decision of the writer's: a question, a negation ("don't skip
 * Savannah"), someone else's wish or advice ("My wife wanted to skip Savannah", "Friends told us to skip Denver"), a
 * past trip ("Last time we had to skip Nashville") or a thought ("Should we drop Seattle?").
 */
const NOT_DECIDED_BEFORE =
  /\b(?:don['’]?t|do\s+not|can['’]?t|cannot|never|wanted|wants|told|suggested|said\s+to|had\s+to|considered|thinking|thought|last\s+(?:time|year|trip)|should|could|would|might|maybe|if)\b/i;
/** After a place dropped, the end of the phrase: the place itself, not "skip Los Angeles traffic" or "drop by Austin". */
const PLACE_ITSELF_AFTER =
  /^(?:\s*(?:[.,;:!?)\u2013\u2014-]|$)|\s+(?:and|or|for|from|too|this|next|altogether|entirely|completely|then|now|instead|please|because|since|as)\b)/i;
/** Where a mention's name ends, before a full stop its span may hold ("not Omaha."). */
const nameEnd = (layout: Layout, m: PlaceMention): number => m.start + layout.text.slice(m.start, m.end).replace(/[^\p{L}\p{N}]+$/u, '').length;
/** Whether the drop word at `at` is the writer's decision: not in a question, nor after words that make it none. */
function decided(layout: Layout, at: number): boolean {
  const unit = unitAt(layout, at);
  if (unit === undefined) return false;
  const { start: from, end: to } = sentenceAt(unit, at);
  // (Within the drop's own clause: "First thought was Austin, Dallas and Houston, but let's drop Houston".)
  const sentence = layout.text.slice(from, at);
  const clause = sentence.slice(
    Math.max(0, ...[...sentence.matchAll(/,\s+but\b|;|\bbut\s+(?:let['’]?s|we|i)\b|\bso\s+(?:let['’]?s|we|i)\b/gi)].map((x) => x.index!)),
  );
  return !layout.text.slice(at, to).trimEnd().endsWith('?') && !NOT_DECIDED_BEFORE.test(clause);
}
/** A place the writer drops from the plan, said just before or after it (and before any other place); "Austin, scratch that,
 * Dallas" is a correction, read as one. */
function droppedAt(layout: Layout, m: PlaceMention, mentions: readonly PlaceMention[]): boolean {
  const text = layout.text;
  if (
    DROP_BEFORE.test(text.slice(Math.max(m.unit.start, m.start - 20), m.start)) &&
    PLACE_ITSELF_AFTER.test(text.slice(nameEnd(layout, m), nameEnd(layout, m) + 16)) &&
    decided(layout, m.start)
  )
    return true;
  const after = text.slice(m.end, Math.min(text.length, m.end + 120));
  if (DROP_AFTER.test(after) && decided(layout, m.end)) return true;
  const it = DROP_IT.exec(after);
  // (Only of a place just found wanting: "Scratch that" after "budget $2,000" takes back the budget.)
  return (
    it !== null &&
    /\b(?:too\s+(?:far|much|long|expensive|pricey|busy|crowded|cold|hot)|out\s+of\s+the\s+way|not\s+worth|overrated|boring|a\s+stretch)\b/i.test(it[0]) &&
    !mentions.some((o) => o.start >= m.end && o.start < m.end + it[0].length) &&
    decided(layout, m.end + it[0].length)
  );
}

const ANY_DROP = /\b(?:drop(?:ping)?|cut(?:ting)?|skip(?:ping)?|scratch|remove|nix|ditch|lose|losing|swap(?:ping)?)\b|[,;]\s*(?:and\s+|but\s+)?not\s/i;
/** The place's own words dropped further on, where they may be read as no mention at all ("..., not Omaha"). */
function droppedLater(layout: Layout, m: PlaceMention): boolean {
  const name = layout.text.slice(m.start, m.end);
  if (!/^[A-Z][\w .'-]*$/.test(name)) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const later = layout.text.slice(m.end);
  for (const x of later.matchAll(new RegExp(`\\b${escaped}\\b`, 'g'))) {
    const at = m.end + x.index!;
    if (
      DROP_BEFORE.test(layout.text.slice(Math.max(0, at - 20), at)) &&
      PLACE_ITSELF_AFTER.test(later.slice(x.index! + x[0].length, x.index! + x[0].length + 16)) &&
      decided(layout, at)
    )
      return true;
  }
  return false;
}

/** The cues of a text written around the mentions, before any role is weighed: arrows, lists and corrections. */
function settleCues(layout: Layout, mentions: readonly PlaceMention[], ledger: Ledger): PlaceMention[] {
  const text = layout.text;
  // An ordinary lowercase word with no cue is not a place.
  // "miami + key west": a lowercase name listed right after a place is a place too.
  const listedAfterPlace = (m: PlaceMention, i: number) => {
    const prev = mentions[i - 1];
    return prev !== undefined && !prev.weak && prev.unit === m.unit && /^\s*(?:\+|&|and|,)\s*$/i.test(text.slice(prev.end, m.start));
  };
  // "Let's drop Eugene and just do Portland and Bend", "(was Kalispell, cut it)", "Wilmington is too far out of the way.
  // Let's drop it": a place dropped from the plan is no place of the trip, wherever it was named before.
  // (Named again after it is dropped, it is back: "> Sam: can we skip Boise? ... So yes, both: Boise and Sun Valley".)
  const dropped = mentions.filter((m) => droppedAt(layout, m, mentions));
  // (Most requests drop nothing: one look at the whole text spares a search for each place.)
  const mayDropLater = ANY_DROP.test(text);
  const live = mentions.filter((m, i) => {
    if (dropped.some((d) => samePlace(d, m) && m.start <= d.start) || (mayDropLater && droppedLater(layout, m))) {
      ledger.dismiss(m, 'corrected');
      return false;
    }
    // "We've never been west of Denver": a place to measure by, never one of the trip, whatever else is named.
    if (/\bbeen\s+(?:west|east|north|south|past|beyond|outside)\s+of\s+$/i.test(text.slice(Math.max(m.unit.start, m.start - 30), m.start))) {
      ledger.dismiss(m, 'narrative');
      return false;
    }
    // "Mission burritos", "Philly cheesesteaks": a place's name on a dish, with no cue, is no place of the trip.
    if (((m.weak && !listedAfterPlace(m, i)) || FOOD_AFTER_PLACE.test(text.slice(m.end, Math.min(m.unit.end, m.end + 30)))) && m.cue === undefined) {
      ledger.dismiss(m, 'not-a-place');
      return false;
    }
    return true;
  });
  // "Austin to Denver", "Reno -> Boise": the place before an arrow or "to" and another place starts the trip;
  // "from Atlanta for Savannah": the place after the origin and "for" or an arrow is the destination.
  for (let k = 0; k + 1 < live.length; k++) {
    const a = live[k]!;
    const b = live[k + 1]!;
    if (a.unit !== b.unit) continue;
    const between = text.slice(a.end, b.start);
    const set = (m: PlaceMention, role: Role) => {
      m.cue = role;
      m.weight = 10;
    };
    if (a.cue === undefined && b.cue === 'destination' && /^\)?\s*(?:to|->|>|-+>?|=>|–|—)\s*$/i.test(between)) set(a, 'origin');
    if (a.cue === 'origin' && b.cue === undefined && /^\)?\s*(?:for|->|>|-+>?|=>)\s*$/i.test(between)) set(b, 'destination');
    if (a.cue === undefined && b.cue === undefined && /^\s*(?:->|>|-+>|=>)\s*$/.test(between)) {
      set(a, 'origin');
      set(b, 'destination');
    }
  }
  // "to Austin and Dallas", "from Denver or Boulder": a place listed right after another shares its role.
  for (let k = 1; k < live.length; k++) {
    const prev = live[k - 1]!;
    const m = live[k]!;
    if (m.cue !== undefined || prev.cue === undefined || m.unit !== prev.unit) continue;
    // "based in Missoula and Gulfport or Hattiesburg is our destination": a place that starts an "or" of places is
    // with them, not with the place before it.
    const next = live[k + 1];
    if (
      next !== undefined &&
      next.unit === m.unit &&
      /^\s*,?\s*or\s+$/i.test(text.slice(m.end, next.start)) &&
      /^\s*(?:,|and\b|&)/i.test(text.slice(prev.end, m.start))
    )
      continue;
    if (/^\)?\s*(?:,|,?\s*(?:(?:and|or|and\s+then|then|plus|as\s+well\s+as)\b|&))\s*(?:also\s+|then\s+)?$/i.test(text.slice(prev.end, m.start))) {
      m.cue = prev.cue;
      m.weight = prev.weight;
    }
  }
  // "Cedar Rapids -> Texas? no, let's say Georgia", "Thinking Maine... actually no, too cold. Let's do Florida": a
  // state said as a correction of the state just before it takes its role, if it had one, and the state before is
  // dismissed. (Not an addition: "Anchorage and Juneau - actually, add Fairbanks too"; lists of cities corrected
  // are read below.)
  const corrected = new Set<PlaceMention>();
  const isState = (m: PlaceMention) => m.candidates.some((c) => c.kind === 'state');
  for (let k = 1; k < live.length; k++) {
    const prev = live[k - 1]!;
    const m = live[k]!;
    if (!m.corrects || samePlace(prev, m) || !isState(prev) || m.candidates.some((c) => c.kind !== 'state') || m.unit.index - prev.unit.index > 1) continue;
    if (/\b(?:add|adding|also|plus)\b/i.test(text.slice(prev.end, m.start)) || /^\s*(?:too|as\s+well)\b/i.test(text.slice(m.end, m.unit.end))) continue;
    if (prev.cue !== undefined && m.cue !== undefined && m.cue !== prev.cue) continue;
    if (m.cue === undefined && prev.cue !== undefined) {
      m.cue = prev.cue;
      m.weight = prev.weight;
    }
    if (prev.cue === undefined) {
      ledger.dismiss(prev, 'corrected');
      corrected.add(prev);
    }
  }
  // Corrections: "from Reno, no wait, from Boise": the later mention of a role replaces the earlier ones.
  for (const role of ['origin', 'destination'] as const) {
    const list = live.filter((m) => m.cue === role);
    const lastCorrection = [...list].reverse().find((m) => m.corrects);
    if (lastCorrection === undefined) continue;
    for (const m of list) {
      // Stryker disable next-line EqualityOperator: the only mention starting where the correction starts is the correction itself, which names its own place.
      if (m.start < lastCorrection.start && !samePlace(m, lastCorrection)) {
        ledger.dismiss(m, 'corrected');
        corrected.add(m);
      }
    }
  }
  return live.filter((m) => !corrected.has(m));
}

/** Mentions of one place, with the evidence they give for each role. */
interface Group {
  readonly mentions: PlaceMention[];
  readonly first: number;
  origin: number;
  destination: number;
  /** A sandbox place the words could be; false for an unknown name. */
  readonly known: boolean;
  readonly unknown?: UnknownPlace;
}

function groupsOf(mentions: readonly PlaceMention[]): Group[] {
  const groups: Group[] = [];
  for (const m of mentions) {
    let g = groups.find((x) => x.known && x.mentions.some((y) => samePlace(y, m)));
    if (!g) groups.push((g = { mentions: [], first: m.start, origin: 0, destination: 0, known: true }));
    g.mentions.push(m);
    if (m.cue === 'origin') g.origin += m.weight;
    if (m.cue === 'destination') g.destination += m.weight;
  }
  return groups;
}

const cities = (g: Group) => g.mentions.flatMap((m) => m.candidates.filter((c) => c.kind === 'city' && m.hint !== 'state'));
/** The distinct cities a group's mentions could be (a city named twice is one). */
const cityNames = (g: Group): string[] => [...new Set(cities(g).map((c) => c.name))];
const states = (g: Group) => g.mentions.flatMap((m) => m.candidates.filter((c) => c.kind === 'state' && m.hint !== 'city' && m.qualifier === undefined));

/** An assignment: the origin's group and the destination's group; null when none is named, 'fixed' when a person answered it. */
type Pick = Group | null | 'fixed';
interface Scored {
  readonly origin: Pick;
  readonly destination: Pick;
  /** Lexicographic, as one number: strong cues kept, then hard facts kept, then weak cues kept, then order. */
  readonly score: number;
  /** The same without the order of naming. */
  readonly unordered: number;
  /** Cues for another role that this assignment goes against. */
  readonly contrary: number;
}

/** The weight of words about where a person is from or lives (places.ts). */
const PERSON_WEIGHT = 4;
/** Cues of this weight or more are strong: a key, "from"/"to" and their kin, a place's own predicate. */
const STRONG = 8;

function score(origin: Pick, destination: Pick, groups: readonly Group[], cityCount: number | undefined, index: PlaceIndex, fixed: FixedPlaces): Scored {
  let strong = 0;
  let weak = 0;
  let hard = 0;
  let contrary = 0;
  // One place cued as both ("from Denver to Denver"): each mention keeps its role, refused below as the same city.
  const both = origin !== null && origin === destination;
  const add = (g: Group, role: Role) => {
    for (const m of g.mentions) {
      if (m.cue === undefined || (both && m.cue !== role)) continue;
      const sign = m.cue === role ? 1 : -1;
      if (sign < 0) contrary += m.weight;
      if (m.weight >= STRONG) strong += sign * m.weight;
      else weak += sign * m.weight;
    }
    if (!g.known) {
      const w = role === g.unknown!.role ? g.unknown!.weight : -g.unknown!.weight;
      if (Math.abs(w) >= STRONG) strong += w;
      else weak += w;
    }
  };
  const originCities = origin === 'fixed' ? [fixed.origin!] : origin === null ? [] : cities(origin).map((c) => c.name);
  if (origin === null) hard++;
  else if (origin !== 'fixed') {
    add(origin, 'origin');
    // An unknown name is refused when chosen, so only where nothing else fits; a state cannot start the trip, and
    // is taken as the origin only when the words say so.
    if (!origin.known) hard++;
    else if (originCities.length === 0) hard += 2;
  }
  if (destination === null) hard++;
  else if (destination !== 'fixed') {
    add(destination, 'destination');
    // A destination no word points to, while words point to another place: it takes a role no cue gives it.
    if (destination.destination === 0 && groups.some((g) => g !== destination && g.destination > 0)) hard++;
    if (destination.known) {
      const destStates = states(destination).map((c) => c.name);
      const destCities = cities(destination).map((c) => c.name);
      // A stated number of cities above one needs a state; the origin lies outside a destination state.
      if ((cityCount ?? 1) > 1 && destStates.length === 0) hard++;
      const onlyState = destCities.length === 0 || (cityCount ?? 1) > 1;
      // Every city of the sandbox has a state (and an answered origin is a city of the sandbox), so the fallback is never compared.
      // Stryker disable next-line StringLiteral: the reason above
      if (onlyState && destStates.length > 0 && originCities.length > 0 && originCities.every((c) => destStates.includes(index.stateOf(c) ?? ''))) hard++;
    } else hard++;
  }
  // "Alaska! Anchorage and Juneau", "(South Dakota) ... Where: Rapid City & Sioux Falls": a destination state explains
  // the cities of it named beside it, and their words of going there are its own.
  // A 'fixed' pick is a string, whose `known` is undefined: it is left out by `destination.known` whatever the string compared.
  // Stryker disable next-line StringLiteral: the reason above
  if (destination !== null && destination !== 'fixed' && destination.known && cities(destination).length === 0) {
    const state = states(destination)[0]?.name;
    let inside = groups.filter(
      (g) => g !== origin && g !== destination && g.known && g.origin === 0 && cities(g).length > 0 && cities(g).every((c) => index.stateOf(c.name) === state),
    );
    // "Destination: Orlando ... Anything else?: first time in Florida": one city, strongly named as where the trip goes,
    // is the destination itself when its state is only mentioned in passing; its words are not the state's.
    const cue = (g: Group) => Math.max(0, ...g.mentions.map((m) => (m.cue === 'destination' ? m.weight : 0)));
    if (inside.length === 1 && (cityCount ?? 1) === 1 && cue(inside[0]!) >= STRONG && cue(destination) < STRONG) inside = [];
    weak += 2 * inside.length;
    for (const g of inside) {
      for (const m of g.mentions) {
        if (m.cue !== 'destination') continue;
        if (m.weight >= STRONG) strong += m.weight;
        else weak += m.weight;
      }
    }
  }
  const unordered = strong * 1e6 - hard * 1e4 + weak * 100;
  // Two places and nothing else to go by: the one named first starts the trip.
  const order =
    // A 'fixed' pick is a string, whose `first` is undefined: the comparison is false for it whatever the string compared.
    // Stryker disable next-line StringLiteral: the reason above
    groups.length === 2 && origin !== null && origin !== 'fixed' && destination !== null && destination !== 'fixed' && origin.first < destination.first ? 1 : 0;
  return { origin, destination, score: unordered + order, unordered, contrary };
}

/** The city names the origin's pick could be. */
// Its one use asks whether a city of another group is the origin's: mentions that share a candidate are one group (groupsOf), and
// an answered origin takes the group that names it, so no other group holds a city of the origin's pick and the list's contents never
// change the answer (the picks 'fixed' and null are still told apart: a group's cities are read from its mentions).
// Stryker disable next-line ArrayDeclaration,ArrowFunction: the reason above
const originCities = (p: Pick, fixed: FixedPlaces): string[] => (p === 'fixed' ? [fixed.origin!] : p === null ? [] : cities(p).map((c) => c.name));

/**
 * The state of a cluster of destination cities: every city group but the origin's (the one cued as the origin) lies
 * in one state, there are two or more of them (as many as a stated count), no state is named, and the origin lies
 * elsewhere. Undefined when the places are not such a cluster.
 */
function clusterState(layout: Layout, all: readonly Group[], index: PlaceIndex, cityCount: number | undefined): string | undefined {
  // readPlaces asks before it adds the names the sandbox lacks as groups, so every group here is known: `some` and `every` are both
  // false (`every` over no group at all returns here where the next test would).
  // Stryker disable next-line MethodExpression,ArrowFunction: the reason above
  if (all.some((g) => !g.known)) return undefined;
  // A state named as well may only be the cluster's own ("back to western Pennsylvania ... Pittsburgh, Johnstown and Erie").
  const stateGroups = all.filter((g) => cities(g).length === 0 && states(g).length > 0);
  const groups = all.filter((g) => !stateGroups.includes(g));
  if (groups.some((g) => states(g).length > 0)) return undefined;
  const origins = groups.filter((g) => g.origin > g.destination);
  if (origins.length !== 1) return undefined;
  // A city told of a trip before ("Last spring we did San Antonio"), with no cue of its own, is no part of this one.
  const rest = groups.filter((g) => g !== origins[0] && !(g.destination === 0 && g.mentions.every((m) => inPastSentence(layout, m.unit, m.start))));
  if (rest.length < 2 || rest.length > 3 || (cityCount !== undefined && cityCount !== rest.length)) return undefined;
  // Each named as where to go or with no cue at all ("road trip: Memphis, Nashville and Knoxville over 7 days"), and
  // none as an alternative to another ("Austin or Dallas" asks which).
  // A group with more origin than destination evidence is one of `origins` above, so each group of `rest` passes the test:
  // `every` and `some` agree.
  // Stryker disable next-line MethodExpression: the reason above
  if (!rest.every((g) => g.destination > 0 || g.origin === 0)) return undefined;
  const spans = rest.flatMap((g) => g.mentions).sort((a, b) => a.start - b.start);
  // An uncued city beside cued ones counts only as a member of their list ("to see Salt Lake City and Moab"), not
  // after other words ("to Austin with a stop near Dallas").
  const uncued = rest.filter((g) => g.destination === 0);
  if (uncued.length > 0 && uncued.length < rest.length) {
    for (const g of uncued) {
      for (const m of g.mentions) {
        const before = spans.filter((s) => s.end <= m.start).pop();
        if (before === undefined || !/^[ \t]*(?:,|and|&|\+|\/)[ \t]*(?:and[ \t]+)?$/i.test(layout.text.slice(before.end, m.start))) return undefined;
      }
    }
  }
  // (From the first name's start: "TUCSON OR YUMA" in capitals reads "TUCSON OR" as a city with its state.)
  // Nor corrected ("Honolulu and Kahului? Actually ... just Honolulu", "Dayton and Cleveland? no - Columbus and Cleveland").
  for (let i = 1; i < spans.length; i++)
    if (
      /\bor\b|\bmaybe\b|\bperhaps\b|\bactually\b|\bno\s*(?:-|,|wait)|\bi\s+mean\b|\binstead\b|\brather\b|\bscratch\s+that\b/i.test(
        layout.text.slice(spans[i - 1]!.start + 1, spans[i]!.start),
      )
    )
      return undefined;
  const stateOf = (g: Group) => {
    const c = cityNames(g);
    return c.length === 1 ? index.stateOf(c[0]!) : undefined;
  };
  const state = stateOf(rest[0]!);
  if (state === undefined || rest.some((g) => stateOf(g) !== state)) return undefined;
  const originCity = cities(origins[0]!);
  if (originCity.length > 0 && originCity.every((c) => index.stateOf(c.name) === state)) return undefined;
  // Another state named only as where someone is from ("we were from Ohio") is set aside later.
  const personal = (g: Group) => g.mentions.every((m) => m.cue === 'origin' && m.weight <= PERSON_WEIGHT);
  if (stateGroups.some((g) => !personal(g) && states(g).some((c) => c.name !== state))) return undefined;
  return state;
}

const nameOf = (p: Pick, fixed: FixedPlaces, role: Role): string =>
  p === 'fixed' ? (role === 'origin' ? fixed.origin! : fixed.destination!.name) : p === null ? 'none' : p.known ? p.mentions[0]!.raw : p.unknown!.raw;

/** A name the sandbox lacks, as a group of its own with the weight of its cue. */
const unknownGroup = (u: UnknownPlace): Group => ({
  mentions: [],
  first: u.start,
  origin: u.role === 'origin' ? u.weight : 0,
  destination: u.role === 'destination' ? u.weight : 0,
  known: false,
  unknown: u,
});

/** An assignment chosen: the best scored, with a role the words do not settle left to no place; `tied` when the origin is a tie to refuse. */
interface Chosen {
  readonly best: Scored;
  readonly originGroup: Pick;
  readonly destinationGroup: Pick;
  readonly tied: Scored | undefined;
}

/** Every assignment of the groups to the two roles, scored (score); the best, unless another is as good but for the order of naming. */
function chooseRoles(groups: readonly Group[], cityCount: number | undefined, index: PlaceIndex, fixed: FixedPlaces): Chosen {
  const holds = (g: Group, c: PlaceCandidate | undefined) => c !== undefined && g.mentions.some((m) => m.candidates.some((x) => key(x) === key(c)));
  const fixedOrigin = fixed.origin === undefined ? undefined : ({ kind: 'city', name: fixed.origin } as const);
  const originOptions: Pick[] = fixedOrigin ? [groups.find((g) => holds(g, fixedOrigin)) ?? 'fixed'] : [null, ...groups];
  const destinationOptions: Pick[] = fixed.destination ? [groups.find((g) => holds(g, fixed.destination)) ?? 'fixed'] : [null, ...groups];
  const all: Scored[] = [];
  for (const o of originOptions) {
    for (const d of destinationOptions) {
      // A 'fixed' pick is a string, whose `origin` and `destination` are undefined: it is skipped by the second test whatever the string compared.
      // Stryker disable next-line StringLiteral: the reason above
      if (o !== null && o === d && (o === 'fixed' || !(o.origin > 0 && o.destination > 0))) continue;
      all.push(score(o, d, groups, cityCount, index, fixed));
    }
  }
  all.sort((a, b) => b.score - a.score);
  const best = all[0]!;
  // As good as the best but for the order of naming: only two places and no cue against the winner let the order
  // decide. Otherwise the words do not settle the role: where the trip starts is asked (naming both) when some
  // cue speaks of it, and a role no cue speaks of is left to no place (the places are refused as unread).
  const evidence = (p: Pick, role: Role) => p !== null && p !== 'fixed' && (role === 'origin' ? p.origin : p.destination) > 0;
  const level = all.filter((x) => x !== best && x.unordered === best.unordered);
  const rival = level.find((x) => x.origin !== best.origin);
  const byOrder = groups.length === 2 && best.contrary === 0 && level.every((x) => best.score > x.score);
  let originGroup: Pick = best.origin;
  let destinationGroup: Pick = best.destination;
  let tied: Scored | undefined;
  if (!byOrder) {
    if (rival !== undefined) {
      if (evidence(best.origin, 'origin') && evidence(rival.origin, 'origin')) {
        // Two places cued as the origin: refused below as two starting cities.
      } else if (best.contrary > 0) tied = rival;
      else if (!evidence(best.origin, 'origin')) originGroup = null;
    }
    if (tied === undefined && level.some((x) => x.destination !== best.destination) && !evidence(best.destination, 'destination')) destinationGroup = null;
  }
  return { best, originGroup, destinationGroup, tied };
}

/** The mentions by role once the groups are chosen, the cities of a destination state named to visit, and the unknown names in a role. */
interface ByRole {
  readonly origins: PlaceMention[];
  readonly destinations: PlaceMention[];
  /** Places that get no role: refused. */
  readonly stray: PlaceMention[];
  readonly listed: Group[];
  readonly unknownOrigin: UnknownPlace[];
  readonly unknownDestination: UnknownPlace[];
}

/**
 * Each group's part once the origin's and the destination's groups are chosen: one of the cities of a destination state,
 * the origin or the destination, set aside (a state holding a chosen city, where someone lives, a story of another
 * trip), a second place for a role, or stray.
 */
function mentionsByRole(
  layout: Layout,
  index: PlaceIndex,
  groups: readonly Group[],
  { originGroup, destinationGroup }: Chosen,
  cityCount: number | undefined,
  ledger: Ledger,
  fixed: FixedPlaces,
): ByRole {
  const same = originGroup !== null && originGroup === destinationGroup;
  const mentionsOf = (p: Pick, role: Role) => (p === null || p === 'fixed' ? [] : p.mentions.filter((m) => !same || m.cue === role));
  const origins: PlaceMention[] = mentionsOf(originGroup, 'origin');
  const destinations: PlaceMention[] = mentionsOf(destinationGroup, 'destination');
  const stray: PlaceMention[] = [];
  const chosenCities = [...origins, ...destinations].flatMap((m) => m.candidates.filter((c) => c.kind === 'city').map((c) => index.stateOf(c.name)));
  const unknownOrigin: UnknownPlace[] = [];
  const unknownDestination: UnknownPlace[] = [];
  // "Florida - Orlando and Tampa", "Texas, 2 cities (El Paso + Austin)": cities of a destination state are the ones to visit.
  const destState =
    // A 'fixed' pick is a string, whose `known` is undefined: it falls to the answered destination whatever the string compared.
    // Stryker disable next-line StringLiteral: the reason above
    destinationGroup !== null && destinationGroup !== 'fixed' && destinationGroup.known
      ? states(destinationGroup)[0]?.name
      : fixed.destination?.kind === 'state'
        ? fixed.destination.name
        : undefined;
  const listed: Group[] = [];
  for (const g of groups) {
    // (A city of it named also as where someone lives, "their daughter lives in Tampa", is still one of its cities.)
    const onlyPersonal = g.mentions.every((m) => m.cue !== 'origin' || m.weight <= PERSON_WEIGHT);
    if (destState !== undefined && g !== originGroup && g !== destinationGroup && g.known && (g.origin === 0 || onlyPersonal)) {
      const inState = cityNames(g).filter((c) => index.stateOf(c) === destState && !originCities(originGroup, fixed).includes(c));
      if (inState.length === 1 && cityNames(g).length === 1) {
        listed.push(g);
        continue;
      }
    }
    if (g === originGroup || g === destinationGroup) {
      if (!g.known) (g === originGroup ? unknownOrigin : unknownDestination).push(g.unknown!);
      continue;
    }
    if (!g.known) {
      const u = g.unknown!;
      // "I am from Brazil, now I live in Austin": where a person is from is not where this trip starts.
      if (u.weight < 10 && (u.role === 'origin' ? originGroup : destinationGroup) !== null) ledger.dismiss(u, 'not-the-trip');
      else (u.role === 'origin' ? unknownOrigin : unknownDestination).push(u);
      continue;
    }
    // A state that holds the origin or a destination city, named on its own, is that place's state.
    if (g.mentions.every((m) => m.candidates.every((c) => c.kind === 'state')) && chosenCities.includes(g.mentions[0]!.candidates[0]!.name)) {
      for (const m of g.mentions) ledger.dismiss(m, 'same-place');
      continue;
    }
    // Named only as where someone lives or lived ("my sister in Boston", "we moved from Ohio"), or only in a story of
    // another trip ("the fiasco in Tampa last year"), while the trip's places are chosen: not the trip.
    const aside = (m: PlaceMention): 'not-the-trip' | 'narrative' | undefined => {
      if (m.cue === 'origin' && m.weight <= PERSON_WEIGHT) return 'not-the-trip';
      return m.weight < STRONG && (moodOf(layout, m.unit, m.start, m.end) === 'narrative' || (m.wentTo === true && inPastSentence(layout, m.unit, m.start)))
        ? 'narrative'
        : undefined;
    };
    if (originGroup !== null && destinationGroup !== null && g.mentions.every((m) => aside(m) !== undefined)) {
      for (const m of g.mentions) ledger.dismiss(m, aside(m)!);
      continue;
    }
    // A place given a role by its cue that another took: two places for one role, refused below with both.
    if (g.destination > 0 && g.destination >= g.origin && destinationGroup !== null) destinations.push(...g.mentions);
    else if (g.origin > 0 && originGroup !== null) origins.push(...g.mentions);
    else stray.push(...g.mentions);
  }
  origins.sort((a, b) => a.start - b.start);
  destinations.sort((a, b) => a.start - b.start);
  // "my sister lives in Harrisburg ... Philadelphia and Pittsburgh, 2 cities": where someone lives is set aside when the
  // cities named to visit already make the count.
  const personal = (g: Group) => g.mentions.every((m) => m.cue === 'origin' && m.weight <= PERSON_WEIGHT);
  if (cityCount !== undefined && listed.length > cityCount && listed.filter((g) => !personal(g)).length === cityCount) {
    for (const g of listed.filter(personal)) for (const m of g.mentions) ledger.dismiss(m, 'not-the-trip');
    listed.splice(0, listed.length, ...listed.filter((g) => !personal(g)));
  }
  return { origins, destinations, stray, listed, unknownOrigin, unknownDestination };
}

/** Two places as good as each other for the origin: the question which one the trip starts from, every place refused. */
function tiedOrigin(best: Scored, tied: Scored, fixed: FixedPlaces, { origins, destinations, stray }: ByRole, ledger: Ledger): PlacesReading {
  const names = [...new Set([nameOf(best.origin, fixed, 'origin'), nameOf(tied.origin, fixed, 'origin')])].filter((n) => n !== 'none');
  const origin: Found<string> = refuse(
    'origin',
    `the words do not say which place the trip starts from: ${names.join(' or ')}`,
    quotes([...origins, ...destinations, ...stray].map((m) => m.raw)),
    names,
  );
  const destination: Found<Destination> = undefined;
  for (const m of [...origins, ...destinations, ...stray]) ledger.refused(m);
  return { origin, destination, cities: [], originMentions: origins, destinationMentions: destinations };
}

/**
 * The roles of the places: one assignment over every mention at once (issue 24): the cues settled, the mentions
 * grouped by place, the assignment chosen, each group given its part, then origin and destination resolved.
 */
export function readPlaces(
  layout: Layout,
  index: PlaceIndex,
  mentions: readonly PlaceMention[],
  unknown: readonly UnknownPlace[],
  cityCount: number | undefined,
  ledger: Ledger,
  fixed: FixedPlaces = {},
): PlacesReading {
  const active = settleCues(layout, mentions, ledger);
  const groups = groupsOf(active);
  // "Salt Lake City, Moab, Provo (3 cities)", "Browns in Cleveland, Bengals in Cincinnati": two or more cities of one
  // state named as where to go, and no state named, are that state's cities to visit.
  if (fixed.destination === undefined) {
    const state = clusterState(layout, groups, index, cityCount);
    if (state !== undefined) return readPlaces(layout, index, mentions, unknown, cityCount, ledger, { ...fixed, destination: { kind: 'state', name: state } });
  }
  groups.push(...unknown.map(unknownGroup));
  const chosen = chooseRoles(groups, cityCount, index, fixed);
  const { best, tied } = chosen;
  const byRole = mentionsByRole(layout, index, groups, chosen, cityCount, ledger, fixed);
  const { origins, destinations, stray, listed, unknownOrigin, unknownDestination } = byRole;
  const listedCities = listed.map((g) => cityNames(g)[0]!);
  for (const u of [...unknownOrigin, ...unknownDestination]) ledger.refused(u);

  if (tied) return tiedOrigin(best, tied, fixed, byRole, ledger);
  let origin: Found<string>;
  let destination: Found<Destination>;
  if (fixed.origin !== undefined) origin = { value: fixed.origin };
  else if (unknownOrigin.length > 0) origin = refuse('origin', 'names a place that is not a city of the sandbox', unknownOrigin[0]!.raw);
  else origin = resolveOrigin(origins, stray, index);
  if (fixed.destination !== undefined) destination = { value: fixed.destination };
  else if (unknownDestination.length > 0)
    destination = refuse('destination', 'names a place that is not a city or state of the sandbox', unknownDestination[0]!.raw);
  else destination = resolveDestination(destinations, stray, origins, index, listed.length > 0 ? Math.max(cityCount ?? 0, 2) : cityCount);
  // "want to do asheville, raleigh and wilmington": two or three cities of one state, each named as where to go, with
  // no state named, are that state's cities (when the count, if given, agrees).
  const toured = tourOfOneState(layout, destinations, origins, index);
  if (!isValue(destination) && listed.length === 0 && toured !== undefined && (cityCount === undefined || cityCount === toured.cities.length)) {
    destination = { value: { kind: 'state', name: toured.state } };
    listedCities.push(...toured.cities);
  }
  const withCue = (m: PlaceMention): Span => ({ start: m.cueStart ?? m.start, end: m.end });
  if (isValue(origin)) for (const m of origins) ledger.use(m, 'origin', withCue(m));
  else for (const m of origins) ledger.refused(m);
  if (isValue(destination)) for (const m of destinations) ledger.use(m, 'destination', withCue(m));
  else for (const m of destinations) ledger.refused(m);
  const listedKept = isValue(destination) && destination.value.kind === 'state' ? listedCities : [];
  for (const g of listed) for (const m of g.mentions) if (listedKept.length > 0) ledger.use(m, 'cities', withCue(m));
  // A city named beside a destination that turned out to be a city: a second destination.
  if (listedKept.length === 0 && listed.length > 0 && isValue(destination)) {
    destination = refuse(
      'destination',
      'more than one destination named; the trip goes to one city or one state',
      quotes([...destinations, ...listed.flatMap((g) => g.mentions)].map((m) => m.raw)),
    );
    for (const g of listed) for (const m of g.mentions) ledger.refused(m);
  }
  if (stray.length > 0 && isValue(origin) && isValue(destination)) {
    destination = refuse(
      'destination',
      'a place is named but not as where the trip starts or goes; the trip goes to one city or one state',
      quotes(stray.map((m) => m.raw)),
    );
  }
  for (const m of stray) ledger.refused(m);
  return { origin, destination, cities: listedKept, originMentions: origins, destinationMentions: destinations };
}

function tourOfOneState(
  layout: Layout,
  destinations: readonly PlaceMention[],
  origins: readonly PlaceMention[],
  index: PlaceIndex,
): { state: string; cities: string[] } | undefined {
  const cities: string[] = [];
  // A list of stops ("asheville, raleigh and wilmington", "Austin then Dallas"), never a choice ("Austin or Dallas").
  for (let k = 1; k < destinations.length; k++) {
    const a = destinations[k - 1]!;
    const b = destinations[k]!;
    if (a.unit !== b.unit || !/^\s*(?:,|&|\+|and|then|,\s*(?:and|then|&))\s*$/i.test(layout.text.slice(a.end, b.start))) return undefined;
  }
  for (const m of destinations) {
    const only = m.candidates.filter((c) => c.kind === 'city');
    // A mention hinted as a state has that state among its candidates, so it has returned by the tests before whatever hint is compared.
    // Stryker disable next-line StringLiteral: the reason above
    if (only.length !== 1 || m.candidates.length !== 1 || m.hint === 'state') return undefined;
    if (!cities.includes(only[0]!.name)) cities.push(only[0]!.name);
  }
  if (cities.length < 2 || cities.length > 3) return undefined;
  const states = new Set(cities.map((c) => index.stateOf(c)));
  const state = [...states][0];
  if (states.size !== 1 || state === undefined) return undefined;
  // The origin lies outside the destination state.
  if (origins.some((o) => o.candidates.some((c) => c.kind === 'city' && index.stateOf(c.name) === state))) return undefined;
  return { state, cities };
}

function resolveOrigin(origins: readonly PlaceMention[], stray: readonly PlaceMention[], index: PlaceIndex): Found<string> {
  if (origins.length === 0) {
    if (stray.length > 0)
      return refuse(
        'origin',
        'no starting city found (a place is named, but not as where the trip starts: write "from <city>")',
        quotes(stray.map((m) => m.raw)),
      );
    return refuse('origin', 'no starting city found; write "from <city>"');
  }
  const names = new Map<string, string>();
  for (const m of origins) {
    const cityCandidates = m.candidates.filter((c) => c.kind === 'city');
    if (m.hint === 'state' || cityCandidates.length === 0) {
      const state = m.candidates.find((c) => c.kind === 'state');
      return refuse('origin', `${state ? `${state.name} is a state, not a city` : 'not a city'}; the trip must start from a city`, m.raw);
    }
    if (cityCandidates.length > 1)
      return refuse(
        'origin',
        `could be ${cityCandidates.map((c) => c.name).join(' or ')}`,
        m.raw,
        cityCandidates.map((c) => c.name),
      );
    const q = qualifierError('origin', m, cityCandidates[0]!.name, index);
    if (q) return q;
    if (!names.has(cityCandidates[0]!.name)) names.set(cityCandidates[0]!.name, m.raw);
  }
  if (names.size > 1) return refuse('origin', `more than one starting city: ${[...names.keys()].join(', ')}`, quotes([...names.values()]), [...names.keys()]);
  return { value: [...names.keys()][0]! };
}

function resolveDestination(
  destinations: readonly PlaceMention[],
  stray: readonly PlaceMention[],
  origins: readonly PlaceMention[],
  index: PlaceIndex,
  cityCount: number | undefined,
): Found<Destination> {
  if (destinations.length === 0) {
    if (stray.length > 0)
      return refuse(
        'destination',
        'no destination found (a place is named, but not as where to go: write "to <city or state>")',
        quotes(stray.map((m) => m.raw)),
      );
    return refuse('destination', 'no destination found; write "to <city>" or "<n> cities in <state>"');
  }
  let common: PlaceCandidate[] | undefined;
  const raws: string[] = [];
  for (const m of destinations) {
    raws.push(m.raw);
    let options = m.candidates.filter((c) => m.hint === undefined || c.kind === m.hint);
    if (options.length === 0) {
      const what = m.candidates.map((c) => `${c.name} is a ${c.kind}`).join('; ');
      return refuse('destination', `${what} of the sandbox, not ${m.hint === 'state' ? 'a state' : 'a city'}`, m.raw);
    }
    for (const c of options) {
      if (c.kind === 'city') {
        const q = qualifierError('destination', m, c.name, index);
        if (q) return q;
      }
    }
    if (m.qualifier) options = options.filter((c) => c.kind === 'city');
    common = common === undefined ? options : common.filter((c) => options.some((o) => key(o) === key(c)));
  }
  const distinctRaw = [...new Set(raws)];
  if (!common || common.length === 0) {
    // A city of the destination state named with it ("2 cities in Texas, maybe Austin") is not a second destination.
    return refuse('destination', 'more than one destination named; the trip goes to one city or one state', quotes(distinctRaw), distinctRaw);
  }
  let chosen = common;
  // A name that is both a city and a state: a state needs a number of cities, so without one it is the city.
  if (chosen.length === 2 && chosen.some((c) => c.kind === 'city') && chosen.some((c) => c.kind === 'state')) {
    chosen = chosen.filter((c) => c.kind === ((cityCount ?? 1) > 1 ? 'state' : 'city'));
  }
  if (chosen.length > 1)
    return refuse(
      'destination',
      `could be ${chosen.map((c) => `${c.name} (${c.kind})`).join(' or ')}`,
      quotes(distinctRaw),
      chosen.map((c) => `${c.name} (${c.kind})`),
    );
  const place = chosen[0]!;
  if (place.kind === 'city' && origins.some((o) => o.candidates.some((c) => c.kind === 'city' && c.name === place.name))) {
    return refuse('destination', `the destination is the starting city (${place.name})`, quotes(distinctRaw));
  }
  void stray;
  return { value: { kind: place.kind, name: place.name } };
}
