/**
 * Building blocks the styles share: the style interface, the opening sentence of a prose request, the
 * constraint clauses, and sentence assembly.
 */
import type { HouseRule, RoomTypeWish, TransportMode } from '../../../src/tripspec/trip-spec.ts';
import { capFirst, segs, w, type Block, type Doc, type Part, type Seg, type Unit } from './doc.ts';
import type { Defect, Frame } from './frame.ts';
import {
  avoidStmt,
  budgetAdj,
  budgetSaid,
  budgetStmt,
  cityCountAdjective,
  cityName,
  cuisinesKey,
  cuisinesSaid,
  cuisinesStmt,
  dateMode,
  datesAdj,
  joinList,
  datesStmt,
  destAdj,
  destCity,
  destStmt,
  formAnswers,
  HE,
  I,
  interestClauses,
  interestFrag,
  interestOut,
  kidsNoAge,
  lengthAdjective,
  mealFrag,
  mealStmt,
  namedCities,
  originAdj,
  originName,
  originStmt,
  partyAdj,
  partySaid,
  partyStmt,
  paceStmt,
  plainMealsStmt,
  roomByElimination,
  roomDefect,
  roomStmt,
  ruleStmt,
  rulesAllow,
  secondBudget,
  setAsideClause,
  SHE,
  stateWord,
  statePlusCities,
  THEY,
  transportStmts,
  WE,
  type Ctx,
  type DateFmt,
  type DateMode,
  type Pron,
} from './slots.ts';
import type { Dice } from './words.ts';

export type Split = 'tune' | 'heldout';

export interface Style {
  readonly name: string;
  readonly split: Split;
  /** One line on what the style looks like. */
  readonly about: string;
  /** How dates are written (default: long or abbreviated month names). */
  readonly dateFmt?: (d: Dice) => DateFmt;
  /** Who speaks (default: I for one traveller, we for more). */
  readonly person?: (f: Frame, d: Dice) => Pron;
  readonly numWords?: boolean;
  readonly plainPlaces?: boolean;
  /** Defects this style cannot render faithfully (they are swapped for another). */
  readonly avoidDefects?: readonly Defect['kind'][];
  /** Force dates without a year (the item then carries defaultYear 2022). */
  readonly yearless?: boolean;
  /** The style strips punctuation: the new forms that need theirs are not written. */
  readonly noPunct?: boolean;
  /**
   * false: the style never draws the kinds READING.md added in issue 24 (the six first held-out styles, so that
   * their requests stay the ones earlier benchmarks counted). Default true.
   */
  readonly newKinds?: boolean;
  build(c: Ctx): Doc;
}

export function defaultPerson(f: Frame, d: Dice): Pron {
  if (f.defect?.kind === 'party-no-number') return WE;
  if (f.travellers === 1) return I;
  return d.chance(0.85) ? WE : I;
}

export function thirdPerson(f: Frame, d: Dice): Pron {
  if (f.travellers === 1 && f.defect?.kind !== 'party-no-number') return d.chance(0.5) ? SHE : HE;
  return THEY;
}

export function defaultDates(d: Dice): DateFmt {
  return d.weighted<DateFmt>([
    ['long', 70],
    ['abbr', 15],
    ['numeric', 5],
    ['iso', 5],
    ['weekday', 5],
  ]);
}

/** A clause as a sentence: capitalised, with its end mark. */
export function sentence(_c: Ctx, clause: readonly Seg[], end = '.'): Unit {
  return { segs: [...capFirst(clause), { text: end }] };
}

/** Two clauses as one sentence ("..., and ..." / "...; ..."). */
function joinClauses(c: Ctx, a: readonly Seg[], b: readonly Seg[]): Seg[] {
  return segs([...a], c.d.pick([', and ', '; ', ' and ']), [...b]);
}

/** Sentences from clauses: mostly one clause each, sometimes two joined. */
export function sentences(c: Ctx, clauses: readonly Seg[][], end: () => string = () => '.'): Unit[] {
  const out: Unit[] = [];
  for (let i = 0; i < clauses.length; i++) {
    if (i + 1 < clauses.length && c.d.chance(0.25)) {
      out.push(sentence(c, joinClauses(c, clauses[i]!, clauses[i + 1]!), end()));
      i++;
    } else out.push(sentence(c, clauses[i]!, end()));
  }
  return out;
}

/** The house-rule clauses: one "must allow" list, or one clause per rule; plus the kids defect. */
function ruleClauses(c: Ctx): Seg[][] {
  const out: Seg[][] = [];
  const rules: readonly HouseRule[] = c.f.houseRules;
  if (rules.length >= 2 && c.d.chance(0.5)) out.push(rulesAllow(c, rules));
  else for (const r of rules) out.push(ruleStmt(c, r));
  if (c.f.defect?.kind === 'kids-no-age') out.push(kidsNoAge(c));
  return out;
}

/** Every constraint the frame has, as clauses (rules, room, cuisines, avoid, transport, pace, interests, meal price, defects). */
export function constraintClauses(c: Ctx, skip: { roadTrip?: boolean } = {}): Seg[][] {
  const f = c.f;
  const out: Seg[][] = [...ruleClauses(c)];
  if (f.roomType !== null) out.push(roomStmt(c, f.roomType));
  const rd = roomDefect(c);
  if (rd) out.push(rd);
  if (cuisinesSaid(c) || f.defect?.kind === 'cuisine-or') out.push(cuisinesStmt(c));
  for (const x of f.avoid) out.push(avoidStmt(c, x));
  if (!skip.roadTrip) out.push(...transportStmts(c));
  if (f.pace !== null) out.push(paceStmt(c));
  out.push(...newWishClauses(c));
  const sb = secondBudget(c);
  if (sb) out.push(sb);
  return out;
}

/**
 * The interests, the ruled-out sight (a defect), the meal price and meal chatter ("nothing fancy") as clauses.
 * No draw is made for a frame without them, so such a frame renders as it did before these slots existed.
 */
function newWishClauses(c: Ctx): Seg[][] {
  const out: Seg[][] = [];
  if (c.f.interests.length > 0) out.push(...interestClauses(c));
  const io = interestOut(c);
  if (io) out.push(io);
  if (c.f.mealPrice !== null) out.push(mealStmt(c));
  if (c.f.plainMeals) out.push(plainMealsStmt(c));
  return out;
}

function article(word: string): string {
  return /^[aeiouAEIOU]/.test(word) || /^8/.test(word) || /^(eight|eleven)/i.test(word) ? 'an' : 'a';
}

/**
 * Between two phrases after "a trip": a space or a comma, but always a comma where a number would meet a
 * number or a month ("a group of 4, March 16-18" never "a group of 4 March 16-18").
 */
function adjunctSep(d: Dice, prev: readonly Seg[], next: readonly Seg[]): string {
  const a = prev.map((s) => s.text).join('');
  const b = next.map((s) => s.text).join('');
  if (/\d$/.test(a) || /^[0-9A-Z]/.test(b) || /^(the|leaving) /.test(b)) return ', ';
  return d.chance(0.6) ? ' ' : ', ';
}

export interface Core {
  /** The opening sentence's clause (no end mark). */
  readonly clause: Seg[];
  /** Core facts not in the opening clause, as clauses of their own. */
  readonly rest: Seg[][];
  /** The transport wish went into the opening ("a self-drive trip"). */
  readonly roadTrip: boolean;
}

export type Opener = 'request' | 'question' | 'plain' | 'want';

/**
 * The opening clause of a prose request: an opener, the trip ("a 3-day trip", "a Boise trip", "a self-drive trip")
 * and a random selection of the core facts as phrases after it; the facts left out come back as clauses.
 */
export type CoreFact = 'origin' | 'dest' | 'dates' | 'party' | 'budget';

export function coreClause(c: Ctx, opener: Opener, mode: DateMode = dateMode(c), omit: ReadonlySet<CoreFact> = new Set()): Core {
  const f = c.f;
  const p = c.p;
  const d = c.d;
  // The trip noun phrase.
  const pre: Part[] = [];
  let destDone = false;
  let roadTrip = false;
  let lengthWord = '';
  if (mode === 'range' && !omit.has('dates') && d.chance(0.3)) {
    lengthWord = lengthAdjective(c);
    mode = 'range+length';
  }
  let noun: Part[] = ['trip'];
  if (f.transport?.kind === 'only' && f.transport.mode === 'self-driving' && f.defect === null && d.chance(0.4)) {
    noun = [w('excludeTransport', 'self-drive trip', 'self-driving')];
    roadTrip = true;
  }
  // Issue 24: "a road trip" rules nothing out (never beside "flights only").
  if (!roadTrip && !(f.transport?.kind === 'only' && f.transport.mode === 'flight') && c.n.chance(0.04)) noun = ['road trip'];
  let destWord: Part[] = [];
  if (f.dest.kind === 'city' && f.defect === null && !roadTrip && !omit.has('dest') && f.alias?.dest === undefined && d.chance(0.15)) {
    destWord = [cityName(c, f.dest.city, f.dest.state, 0), ' '];
    destDone = true;
  }
  const countWord = f.dest.kind === 'state' && !destDone && !omit.has('dest') && namedCities(c) === undefined && d.chance(0.2) ? cityCountAdjective(c) : '';
  const adjectives = [lengthWord, countWord].filter((x) => x !== '');
  const first = adjectives.length > 0 ? adjectives[0]! : destWord.length > 0 ? (destWord[0] as string) : roadTrip ? 'road' : 'trip';
  pre.push(article(first), ' ');
  if (adjectives.length > 0) pre.push(adjectives.join(', '), ' ');
  pre.push(destWord, noun);
  const tripNp = segs(...pre);

  // The facts after it.
  type Fact = { adj: () => Seg[]; stmt: () => Seg[] };
  const facts: Fact[] = [];
  // Issue 24: the origin named with a weak cue beside the destination ("commencing in Medford and visiting 3 cities
  // in Colorado"), or with the party ("a couple from Dallas"): one fact instead of two.
  const both = !omit.has('origin') && !omit.has('dest') && !destDone && countWord === '' && weakOriginOk(c) && c.n.chance(0.08);
  const couple = !both && !omit.has('origin') && !omit.has('party') && coupleOk(c) && c.n.chance(0.12);
  if (both) facts.push(weakOriginFact(c));
  else if (couple) facts.push(coupleFact(c));
  else if (!omit.has('origin')) facts.push({ adj: () => originAdj(c), stmt: () => originStmt(c) });
  if (!destDone && !omit.has('dest') && !both) {
    if (countWord !== '') {
      const s = stateWord(c);
      facts.push({ adj: () => segs('to ', s), stmt: () => segs(`${p.sbe} heading to ${s}`) });
    } else facts.push({ adj: () => destAdj(c), stmt: () => destStmt(c) });
  }
  const dateFact: Fact = { adj: () => datesAdj(c, mode), stmt: () => datesStmt(c, mode) };
  if (!omit.has('dates')) facts.push(dateFact);
  if (!omit.has('party') && !couple && partySaid(c)) facts.push({ adj: () => partyAdj(c), stmt: () => partyStmt(c) });
  if (!omit.has('budget') && budgetSaid(c)) facts.push({ adj: () => budgetAdj(c), stmt: () => budgetStmt(c) });

  let inline: Seg[][] = [];
  const rest: Seg[][] = [];
  for (const fact of facts) {
    if (d.chance(0.65)) inline.push(fact.adj());
    else rest.push(fact.stmt());
  }
  if (d.chance(0.3)) inline = d.shuffle(inline);
  // (the writer asks: for a party the writer books for, "our two managers", in the first person)
  const w1 = f.appositive ? I : p;
  const openers: Record<Opener, string[]> = {
    request: [
      `${w1.subj} would like to plan `,
      'please plan ',
      `${w1.subj} need${w1.s} `,
      `${w1.sbe} planning `,
      `help ${w1.obj} plan `,
      `${w1.subj} want${w1.s} to book `,
    ],
    question: ['could you plan ', 'can you put together ', 'would you plan ', `can you help ${w1.obj} plan `],
    plain: ['plan ', '', 'book '],
    want: [`${w1.subj} want${w1.s} `, `${w1.would} love `, `${w1.sbe} thinking about `],
  };
  const lead = d.pick(openers[opener]);
  const parts: Part[] = [lead, tripNp];
  inline.forEach((x, i) => parts.push(i === 0 ? ' ' : adjunctSep(d, inline[i - 1]!, x), x));
  return { clause: segs(...parts), rest: d.shuffle(rest), roadTrip };
}

/** No defect about the two places, and the destination's words carry a cue stronger than "in". */
function weakOriginOk(c: Ctx): boolean {
  const k = c.f.defect?.kind;
  return k !== 'origin-state' && k !== 'two-destinations' && k !== 'wrong-state' && k !== 'state-no-count';
}

/**
 * The origin with a weak cue ("in", "stuck in") and the destination with a strong one in one phrase: READING.md's
 * roles by evidence give the origin to the city that is not the destination ("Commencing in Medford and visiting 3
 * cities in Colorado starts in Medford"; "stuck in Chicago ... head down to New Orleans" starts in Chicago).
 */
function weakOriginFact(c: Ctx): { adj: () => Seg[]; stmt: () => Seg[] } {
  const f = c.f;
  const p = c.p;
  const x = originName(c);
  if (f.dest.kind === 'state') {
    const named = namedCities(c);
    const place = named
      ? statePlusCities(c, c.n.pick(c.noPunct ? ['P'] : ['P', 'A']))
      : `${c.n.chance(0.5) ? f.dest.count : ['two', 'three'][f.dest.count - 2]} cities in ${stateWord(c)}`;
    return {
      adj: () => segs(c.n.pick(['commencing in ', 'beginning in ']), x, ' and visiting ', place),
      stmt: () =>
        c.n.pick([
          () => segs(`${p.sbe} commencing in `, x, ' and visiting ', place),
          () => segs(`${p.sbe} stuck in `, x, ` and want${p.s} to visit `, place),
        ])(),
    };
  }
  const y = destCity(c);
  return {
    adj: () => segs('commencing in ', x, ' and heading to ', y),
    stmt: () =>
      c.n.pick([
        () => segs(`${p.sbe} stuck in `, x, ` and want${p.s} to head down to `, y),
        () => segs(`${p.sbe} in `, x, ` right now and ${p.would} like to get to `, y),
      ])(),
  };
}

/** "A couple from Dallas": two travellers and the origin (first person, a city origin, no party defect). */
function coupleOk(c: Ctx): boolean {
  const k = c.f.defect?.kind;
  return c.f.travellers === 2 && (c.p === WE || c.p === I) && k !== 'origin-state' && k !== 'party-no-number' && k !== 'kids-no-age';
}

function coupleFact(c: Ctx): { adj: () => Seg[]; stmt: () => Seg[] } {
  const x = originName(c);
  return {
    adj: () => segs('for a couple from ', x),
    stmt: () => segs(c.n.pick(["we're a couple from ", 'we are a couple from ']), x),
  };
}

/** The whole request as prose: opening sentence, the rest of the core facts, the constraints, in random order. */
export function proseUnits(c: Ctx, opts: { opener?: Opener; end?: () => string; constraintsFirst?: boolean; setAside?: number } = {}): Unit[] {
  const core = coreClause(c, opts.opener ?? 'request');
  const opening = sentence(c, core.clause, opts.opener === 'question' ? '?' : '.');
  const rest = sentences(c, core.rest, opts.end);
  const cons = sentences(c, c.d.shuffle(constraintClauses(c, { roadTrip: core.roadTrip })), opts.end);
  const units = opts.constraintsFirst ? [...cons, opening, ...rest] : [opening, ...c.d.shuffle([...rest, ...cons])];
  return withSetAside(c, units, opts.setAside ?? 0.06);
}

/**
 * Issue 24: one sentence of set-aside words (narrative, not-coming, preference, not-the-trip) put among the
 * units (never before the first), with probability `p` (drawn from the new-kinds dice); never in a style without
 * punctuation.
 */
export function withSetAside(c: Ctx, units: readonly Unit[], p: number): Unit[] {
  const out = [...units];
  // (not without punctuation: where a story or a not-coming ends is not defined without sentence boundaries)
  if (c.noPunct || !c.n.chance(p)) return out;
  const clause = setAsideClause(c);
  if (clause === null) return out;
  out.splice(c.n.int(1, out.length), 0, sentence(c, clause));
  return out;
}

export function proseDoc(units: readonly Unit[], sep = ' '): Doc {
  const block: Block = { kind: 'prose', units, sep };
  return { blocks: [block], blockSep: '\n' };
}

/** A `Key: value` unit. */
export function keyUnit(key: string, value: readonly Seg[], colon = ': '): Unit {
  return { segs: segs(key, colon, [...value]) };
}

/** Terse versions of the constraints ("pets allowed", "entire home", "no flights", "Cuisine: Italian, Chinese"). */
export function constraintFrags(c: Ctx, opts: { allowPipes?: boolean; lines?: boolean } = {}): Seg[][] {
  const f = c.f;
  const d = c.d;
  const out: Seg[][] = [];
  // Issue 24: a form's own answers ("Driving: no", "Pets: yes", "Smoking: no"), where every fragment is a line.
  const fa = opts.lines && c.n.chance(0.4) ? formAnswers(c) : { lines: [], rules: [], transport: false };
  const rules = f.houseRules.filter((r) => !fa.rules.includes(r));
  const ruleFrag: Record<HouseRule, string[]> = {
    pets: ['pet-friendly', 'pets allowed', 'must allow pets'],
    smoking: ['smoking allowed', 'smoking permitted', 'must allow smoking'],
    parties: ['parties allowed', 'must allow parties'],
    visitors: ['visitors allowed', 'must allow visitors'],
    'children under 10': ['kid-friendly', 'children under 10 allowed', 'must allow children under 10'],
  };
  if (rules.length >= 2 && d.chance(0.4)) {
    out.push(
      segs(
        'must allow ',
        joinList(
          c,
          rules.map((r) => [w('houseRules', r, r)]),
          'and',
        ),
      ),
    );
  } else for (const r of rules) out.push([w('houseRules', d.pick(ruleFrag[r]), r)]);
  if (f.defect?.kind === 'kids-no-age') out.push(kidsNoAge(c));
  const roomFrag: Record<RoomTypeWish, string[]> = {
    'entire room': ['entire home', 'entire home/apt', 'whole place', 'an entire apartment'],
    'private room': ['private room', 'private rooms', 'a private room'],
    'shared room': ['shared room', 'a dorm', 'a hostel', 'shared rooms'],
    'not shared room': ['no shared rooms', 'not a shared room', 'non-shared rooms'],
  };
  const elim = f.roomType === 'private room' ? roomByElimination(c, 'value') : null;
  if (elim) out.push(elim);
  else if (f.roomType !== null) out.push([w('roomType', d.pick(roomFrag[f.roomType]))]);
  const rd = roomDefect(c);
  if (rd) out.push(rd);
  if (cuisinesSaid(c) || f.defect?.kind === 'cuisine-or') {
    const [k, v] = cuisinesKey(c, opts.allowPipes ?? true);
    out.push(segs(k, ': ', v));
  }
  for (const x of f.avoid) out.push([w('avoidCuisines', `no ${x} food`, x)]);
  const t = f.transport;
  const def = f.defect;
  if (def?.kind === 'all-transport') out.push(segs('no flights, no taxis, no self-driving'));
  else if (def?.kind === 'ask-and-rule-out') out.push(segs('self-drive only'), segs('no self-driving'));
  else if (t?.kind === 'only') {
    out.push([w('excludeTransport', t.mode === 'flight' ? d.pick(['flights only', 'by plane']) : d.pick(['self-drive only', 'a self-drive trip']), t.mode)]);
  } else if (t?.kind === 'out' && !fa.transport) {
    // (a form's answers may have said these: "Driving: no", "Flights - no")
    const frag: Record<TransportMode, string[]> = {
      flight: ['no flights', 'no flights please'],
      'self-driving': ['no self-driving', 'non-self-driving'],
      taxi: ['no taxis', 'avoid taxis'],
    };
    for (const m of t.modes) out.push([w('excludeTransport', d.pick(frag[m]), m)]);
  }
  if (f.pace === 'relaxed') out.push([w('wishes.pace', d.pick(['a relaxed pace', 'relaxed pace', 'take it easy']))]);
  if (f.pace === 'packed') out.push([w('wishes.pace', d.pick(['packed schedule', 'see as much as possible']))]);
  // The newer wishes; a key ("Interests: ...", "Meal budget: ...") only where the fragments are not one " | " line.
  const allowKey = opts.allowPipes ?? true;
  if (f.interests.length > 0) out.push(interestFrag(c, { allowKey }));
  const io = interestOut(c);
  if (io) out.push(io);
  if (f.mealPrice !== null) out.push(mealFrag(c, { allowKey }));
  if (f.plainMeals) out.push(plainMealsStmt(c));
  const sb = secondBudget(c);
  if (sb) out.push(sb);
  out.push(...fa.lines);
  return out;
}
