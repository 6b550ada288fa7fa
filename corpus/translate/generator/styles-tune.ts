/**
 * The TUNE styles: asserted by test/translate/generated.test.ts (the translator may be developed against them).
 */
import { capFirst, fixedUnit, segs, stripPunct, w, type Block, type Doc, type Seg, type Unit } from './doc.ts';
import {
  constraintClauses,
  constraintFrags,
  coreClause,
  keyUnit,
  proseDoc,
  proseUnits,
  sentence,
  sentences,
  withSetAside,
  type CoreFact,
  type Style,
} from './common.ts';
import { dialogDoc, isNumber, linesUnit, movedDates, programKey, questionsDoc, quoteOk, withQuotedOlder } from './forms.ts';
import {
  avoidStmt,
  budgetFrag,
  budgetKey,
  budgetSaid,
  chatter,
  cityName,
  count,
  cuisinesKey,
  cuisinesLines,
  cuisinesSaid,
  datesAdj,
  datesKeys,
  dateMode,
  destFrag,
  destKeys,
  formAnswers,
  interestOut,
  interestsKey,
  interestsLines,
  kidsNoAge,
  mealKey,
  mealStmt,
  money,
  oneDate,
  originAdj,
  originKey,
  paceKey,
  paceStmt,
  partyFrag,
  partyRoster,
  plainMealsStmt,
  partyKey,
  partySaid,
  roomDefect,
  roomKey,
  rulesKey,
  secondBudget,
  transportKeys,
  type Ctx,
} from './slots.ts';
import { addDays, withCommas } from './words.ts';

const formal: Style = {
  name: 'formal',
  split: 'tune',
  about: 'formal prose: "I would like to plan a 3-day trip from Denver to Austin, ..."',
  build(c) {
    return proseDoc(proseUnits(c, { opener: 'request' }), c.d.pick([' ', ' ', ' ', '\n']));
  },
};

const question: Style = {
  name: 'question',
  split: 'tune',
  about: 'a question: "Could you plan a trip ...?"',
  build(c) {
    const units = proseUnits(c, { opener: 'question' });
    if (c.d.chance(0.4)) units.push(fixedUnit(c.d.pick(['Is that possible?', 'Thanks!', 'Can you do that?'])));
    return proseDoc(units);
  },
};

const chatty: Style = {
  name: 'chatty',
  split: 'tune',
  about: 'chatty first person: "Hey! So we want a trip ...", exclamation marks, a little chatter',
  build(c) {
    const end = () => c.d.pick(['.', '!', '!']);
    const units = proseUnits(c, { opener: c.d.pick(['want', 'request'] as const), end, setAside: 0.2 });
    const extra = c.d.int(0, 2);
    for (let i = 0; i < extra; i++) units.splice(c.d.int(1, units.length), 0, sentence(c, segs(chatter(c)), end()));
    return proseDoc([fixedUnit(c.d.pick(['Hey!', 'Hi!', 'Hello there!', 'Hey there!'])), ...units]);
  },
};

/** The core facts as fragments: "From Denver to Austin", "March 16-18, 2022", "2 people", "$1,200". */
function coreFrags(c: Ctx, opts: { sms?: boolean } = {}): Seg[][] {
  const out: Seg[][] = [];
  if (c.d.chance(0.6)) out.push(segs(capFirst(originAdj(c)), ' ', destFrag(c, true)));
  else out.push(capFirst(originAdj(c)), capFirst(destFrag(c)));
  out.push(datesAdj(c, dateMode(c)));
  if (partySaid(c)) out.push(partyFrag(c));
  if (budgetSaid(c)) out.push(budgetFrag(c, opts.sms ?? false));
  return out;
}

const terse: Style = {
  name: 'terse',
  split: 'tune',
  about: 'terse fragments: "From Denver to Austin. 3 days. Mar 16-18, 2022. 2 people. $1,200. No flights."',
  build(c) {
    const core = coreFrags(c);
    const cons = constraintFrags(c);
    const units = [...core, ...c.d.shuffle(cons)].map((s) => sentence(c, s));
    return proseDoc(withSetAside(c, units, 0.08), c.d.pick([' ', ' ', '\n']));
  },
};

const lowercase: Style = {
  name: 'lowercase',
  split: 'tune',
  about: 'lowercase, no punctuation: "from denver to austin march 16 to march 18 2022 for 2 people budget 1000 dollars"',
  plainPlaces: true,
  noPunct: true,
  avoidDefects: ['wrong-state', 'budget-question'],
  build(c) {
    const units = proseUnits(c, { opener: c.d.pick(['request', 'plain'] as const) }).map((u) => ({ ...u, segs: stripPunct(u.segs) }));
    return { ...proseDoc(units, ' '), transform: 'lower' };
  },
};

/**
 * The request as `Key: value` fields (READING.md's key table), one per line. `multiline` allows fields of several
 * lines and, from issue 24, a roster under "Headcount:" and a form's own answers ("Driving: no", "Pets: yes",
 * "Smoking: no"); `program` writes the keys as programs do ("budget_usd", "n_cities", "people=2").
 */
function keyFields(c: Ctx, opts: { allowPipes?: boolean; multiline?: boolean; program?: boolean } = {}): Unit[] {
  const f = c.f;
  const d = c.d;
  const colon = d.pick([': ', ': ', ':  ']);
  const units: Unit[] = [];
  const add = ([k, v]: [string, Seg[]]) => {
    if (!opts.program) return units.push(keyUnit(k, v, colon));
    const pk = programKey(c, k);
    return units.push(keyUnit(pk.key, v, pk.sep === '=' && isNumber(v) ? '=' : ': '));
  };
  const fa = opts.multiline && c.n.chance(0.5) ? formAnswers(c) : { lines: [], rules: [], transport: false };
  add(originKey(c));
  destKeys(c).forEach(add);
  datesKeys(c, dateMode(c)).forEach(add);
  if (partySaid(c)) {
    const roster = opts.multiline && c.n.chance(0.25) ? partyRoster(c) : null;
    if (roster) units.push(linesUnit(roster));
    else add(partyKey(c));
  }
  if (budgetSaid(c)) add(budgetKey(c));
  const sb = secondBudget(c);
  if (sb && f.defect?.kind === 'two-budgets') add(['Total budget', segs(`$${withCommas(f.defect.other)}`)]);
  const rules = f.houseRules.filter((r) => !fa.rules.includes(r));
  if (rules.length > 0) add(rulesKey(c, rules));
  if (f.defect?.kind === 'kids-no-age') units.push(sentence(c, kidsNoAge(c)));
  if (f.roomType !== null) add(roomKey(c, f.roomType));
  const rd = roomDefect(c);
  if (rd) units.push(sentence(c, rd));
  if (cuisinesSaid(c) || f.defect?.kind === 'cuisine-or') {
    const lines = opts.multiline && d.chance(0.35) ? cuisinesLines(c) : null;
    if (lines) units.push({ segs: lines.flatMap((l, i) => (i === 0 ? l : [{ text: '\n' }, ...l])) });
    else add(cuisinesKey(c, opts.allowPipes ?? true));
  }
  for (const x of f.avoid) units.push(sentence(c, avoidStmt(c, x)));
  if (!fa.transport) transportKeys(c).forEach(add);
  for (const line of fa.lines) units.push({ segs: line });
  if (f.pace !== null) {
    if (d.chance(0.4)) add(paceKey(c));
    else units.push(sentence(c, paceStmt(c)));
  }
  if (f.interests.length > 0) {
    const lines = opts.multiline && d.chance(0.3) ? interestsLines(c) : null;
    if (lines) units.push({ segs: lines.flatMap((l, i) => (i === 0 ? l : [{ text: '\n' }, ...l])) });
    else add(interestsKey(c, opts.allowPipes ?? true));
  }
  const io = interestOut(c);
  if (io) units.push(sentence(c, io));
  if (f.mealPrice !== null) {
    // (a program's "meal_budget" key would hold "budget": the price is a sentence there)
    if (f.mealPrice.kind === 'max' && d.chance(0.75) && !opts.program) add(mealKey(c));
    else units.push(sentence(c, mealStmt(c)));
  }
  if (f.plainMeals) units.push(sentence(c, plainMealsStmt(c)));
  return units;
}

const keyvalue: Style = {
  name: 'keyvalue',
  split: 'tune',
  about: '"Key: value" fields, one per line ("From: Denver", "Dates: ...", "Cuisine: Italian | Chinese")',
  dateFmt: (d) => d.pick(['long', 'abbr', 'numeric', 'iso'] as const),
  build(c) {
    // Issue 24: a pasted conversation with a planner, questions each above its answer, keys as programs write them.
    const form = c.n.chance(0.3)
      ? c.n.weighted<'dialog' | 'questions' | 'program'>([
          ['dialog', 35],
          ['questions', 35],
          ['program', 30],
        ])
      : 'fields';
    if (form === 'dialog') return dialogDoc(c);
    if (form === 'questions') return questionsDoc(c);
    let units = keyFields(c, { multiline: true, program: form === 'program' });
    if (c.d.chance(0.3)) units = c.d.shuffle(units);
    const doc: Doc = { blocks: [{ kind: 'lines', units: withSetAside(c, units, 0.04), sep: '\n' }], blockSep: '\n' };
    // Issue 24: a reply above the older message it quotes (the reply's dates win).
    return quoteOk(c) && c.n.chance(0.06) ? withQuotedOlder(c, doc) : doc;
  },
};

const bullets: Style = {
  name: 'bullets',
  split: 'tune',
  about: 'a bullet list ("- ", "* ", "• ", "1. ") of fragments and fields',
  build(c) {
    const d = c.d;
    const items = [...coreFrags(c), ...constraintFrags(c, { lines: true })].map((s) => (d.chance(0.3) ? sentence(c, s) : { segs: capFirst(s) }));
    const blocks: Block[] = [];
    if (d.chance(0.5))
      blocks.push({
        kind: 'prose',
        units: [fixedUnit(d.pick(['Please plan this trip.', 'Trip request.', 'Here is what we need.'].slice(0, c.p.plural ? 3 : 2)))],
        sep: ' ',
      });
    // Issue 24: a checklist ("[x] Pets allowed", "- [x] Driving: no").
    const bullet = c.n.chance(0.12) ? c.n.pick(['- [x] ', '[x] ', '* [x] ']) : d.pick(['- ', '* ', '• ', 'n']);
    blocks.push({ kind: 'bullets', units: withSetAside(c, items, 0.05), sep: '\n', bullet });
    return { blocks, blockSep: '\n' };
  },
};

const pipes: Style = {
  name: 'pipes',
  split: 'tune',
  about: 'one line of " | "-separated fields and fragments',
  build(c) {
    const d = c.d;
    const fields = d.chance(0.5)
      ? keyFields(c, { allowPipes: false, program: c.n.chance(0.15) })
      : [...coreFrags(c), ...constraintFrags(c, { allowPipes: false })].map((s) => ({ segs: s }));
    // A field with line breaks inside (the cuisine lines) never occurs here: keyFields was asked for none.
    return { blocks: [{ kind: 'pipes', units: fields.map((u) => ({ segs: trimEnd(u.segs) })), sep: ' | ' }], blockSep: '\n' };
  },
};

/** Drop a final full stop (a pipe field does not end a sentence). */
function trimEnd(ss: readonly Seg[]): Seg[] {
  const out = [...ss];
  const last = out[out.length - 1];
  if (last && !last.wish && last.text === '.') out.pop();
  return out;
}

const numericDates: Style = {
  name: 'numeric-dates',
  split: 'tune',
  about: 'prose with month/day/year dates: "4/2/2022 - 4/4/2022"',
  dateFmt: () => 'numeric',
  build(c) {
    return proseDoc(proseUnits(c, { opener: c.d.pick(['request', 'plain'] as const) }));
  },
};

const isoDates: Style = {
  name: 'iso-dates',
  split: 'tune',
  about: 'ISO dates: "2022-04-02 to 2022-04-04", in prose or fragments',
  dateFmt: () => 'iso',
  build(c) {
    if (c.d.chance(0.5)) return proseDoc(proseUnits(c, { opener: 'request' }));
    return proseDoc([...coreFrags(c), ...constraintFrags(c)].map((s) => sentence(c, s)));
  },
};

const weekdayStyle: Style = {
  name: 'weekday',
  split: 'tune',
  about: 'dates with their weekday: "Saturday, April 2, 2022" (a wrong weekday is refused)',
  dateFmt: () => 'weekday',
  build(c) {
    return proseDoc(proseUnits(c, { opener: c.d.pick(['request', 'want'] as const) }));
  },
};

/** A correction inside one clause ("two of us... actually make that three"): the later value wins. */
type Fix = { fact: CoreFact; clause: Seg[] };

function corrections(c: Ctx): Fix[] {
  const f = c.f;
  const d = c.d;
  const p = c.p;
  const kind = f.defect?.kind;
  const fixes: (() => Fix)[] = [];
  const n = f.travellers;
  if (n >= 2 && kind !== 'party-no-number' && kind !== 'kids-no-age' && !f.appositive) {
    fixes.push(() => {
      const old = n === 2 ? 3 : d.pick([n - 1, n + 1]);
      const a = count(c, old, 0.5);
      const b = count(c, n, 0.5);
      return {
        fact: 'party',
        clause: segs(
          d.pick([
            `there will be ${a} of us... actually make that ${b}`,
            `we are a party of ${a}, scratch that, a party of ${b}`,
            `we're ${a} people, no wait, ${b} people`,
            `there are ${a} of us, sorry, I mean ${b}`,
            `we are a group of ${a}, correction, a group of ${b}`,
          ]),
        ),
      };
    });
  }
  const b = f.budget;
  if (b?.kind === 'total' && b.amount >= 700 && kind !== 'budget-range' && kind !== 'two-budgets' && kind !== 'item-price' && kind !== 'budget-question') {
    fixes.push(() => {
      const up = d.chance(0.6);
      const old = up ? b.amount - 100 * d.int(1, 5) : b.amount + 100 * d.int(1, 5);
      const o = `$${withCommas(old)}`;
      const nw = w('budget', money(c, b.amount));
      const ow = w('budget', o);
      const forms: Seg[][] = [
        segs(`${p.poss} budget is `, ow, ', actually make it ', nw),
        segs('the budget is ', ow, ', sorry, I mean ', nw),
        segs(`${p.poss} budget was `, ow, ' but it is now ', nw),
        segs('budget ', ow, ', scratch that, ', nw),
        segs(`${p.poss} budget is `, ow, ', revised to ', nw),
      ];
      if (up) forms.push(segs(`${p.subj} said `, ow, ` but ${p.subj} can stretch to `, nw));
      return { fact: 'budget', clause: d.pick(forms) };
    });
  }
  if (kind !== 'origin-state') {
    fixes.push(() => {
      const other = d.pick(
        c.pool.cities.filter((x) => x.name !== f.origin.city && x.name !== (f.dest.kind === 'city' ? f.dest.city : '') && x.state !== f.dest.state),
      ).name;
      const x = cityName(c, f.origin.city, f.origin.state);
      return {
        fact: 'origin',
        clause: segs(
          d.pick([
            `${p.sbe} leaving from ${other}, no wait, from ${x}`,
            `${p.will} be departing from ${other}, actually make that ${x}`,
            `we start from ${other}, sorry, I mean from ${x}`.replace(/^we /, `${p.subj} `),
            `from ${other}, correction, from ${x}`,
          ]),
        ),
      };
    });
  }
  if (f.dest.kind === 'city' && kind !== 'two-destinations' && kind !== 'wrong-state') {
    const dest = f.dest;
    fixes.push(() => {
      const other = d.pick(c.pool.cities.filter((x) => x.name !== f.origin.city && x.name !== dest.city)).name;
      const x = cityName(c, dest.city, dest.state);
      return {
        fact: 'dest',
        clause: segs(
          d.pick([
            `${p.sbe} heading to ${other}, no wait, to ${x}`,
            `${p.subj} want${p.s} to visit ${other}, actually make that ${x}`,
            `the destination is ${other}, scratch that, ${x}`,
          ]),
        ),
      };
    });
  }
  if (kind !== 'days-mismatch' && kind !== 'weekday-wrong' && kind !== 'year-no-default') {
    fixes.push(() => {
      if (c.n.chance(0.35)) return { fact: 'dates', clause: movedDates(c) }; // issue 24: "let's move it to ..."
      const wrong = addDays(f.start, d.pick([-3, -2, -1, 1, 2, 3]));
      const len = f.days === 7 && d.chance(0.3) ? 'a week' : `${count(c, f.days)} days`;
      return {
        fact: 'dates',
        clause: segs(
          d.pick([
            `${p.will} leave on ${oneDate(c, wrong, true, false)}, sorry, I mean ${oneDate(c, f.start, true, false)}, for ${len}`,
            `the trip starts on ${oneDate(c, wrong, true, false)}, correction, ${oneDate(c, f.start, true, false)}, and lasts ${len}`,
            `starting on ${oneDate(c, wrong, true, false)}, no wait, on ${oneDate(c, f.start, true, false)}, for ${len}`,
          ]),
        ),
      };
    });
  }
  const k = Math.min(
    fixes.length,
    d.weighted<number>([
      [1, 70],
      [2, 30],
    ]),
  );
  return d.sample(fixes, k).map((g) => g());
}

const correction: Style = {
  name: 'correction',
  split: 'tune',
  about: 'self-corrections inside a sentence: "two of us... actually make that three", "from Reno, no wait, from Boise"',
  dateFmt: (d) => d.pick(['long', 'abbr'] as const),
  avoidDefects: ['weekday-wrong'],
  build(c) {
    const fixes = corrections(c);
    const omit = new Set(fixes.map((x) => x.fact));
    const core = coreClause(c, c.d.pick(['request', 'want'] as const), dateMode(c), omit);
    const units = [
      sentence(c, core.clause),
      ...c.d.shuffle([
        ...sentences(c, core.rest),
        ...fixes.map((x) => sentence(c, x.clause)),
        ...sentences(c, constraintClauses(c, { roadTrip: core.roadTrip })),
      ]),
    ];
    const doc = proseDoc(withSetAside(c, units, 0.05));
    // Issue 24: a reply above the older message it quotes, whose dates were other ones.
    return quoteOk(c) && c.n.chance(0.1) ? withQuotedOlder(c, doc) : doc;
  },
};

const constraintsFirst: Style = {
  name: 'constraints-first',
  split: 'tune',
  about: 'the wishes first ("We smoke. No flights. We want to eat Italian."), then the trip',
  build(c) {
    return proseDoc(proseUnits(c, { opener: c.d.pick(['request', 'plain', 'want'] as const), constraintsFirst: true }));
  },
};

const chatterStyle: Style = {
  name: 'chatter',
  split: 'tune',
  about: 'prose with two to four sentences of harmless chatter ("we love jazz")',
  build(c) {
    const units = proseUnits(c, { opener: c.d.pick(['request', 'want'] as const) });
    const k = c.d.int(2, 4);
    for (let i = 0; i < k; i++) units.splice(c.d.int(0, units.length), 0, sentence(c, segs(chatter(c)), c.d.pick(['.', '!'])));
    // Issue 24: chatter READING.md sets aside by name (narrative, not-coming, preference, not-the-trip).
    return proseDoc(withSetAside(c, units, 0.5));
  },
};

const shouty: Style = {
  name: 'shouty',
  split: 'tune',
  about: 'all capitals: "FROM DENVER TO AUSTIN, MARCH 16 TO MARCH 18, 2022, ..."',
  build(c) {
    const doc = c.d.chance(0.5)
      ? proseDoc(proseUnits(c, { opener: 'request' }))
      : proseDoc([...coreFrags(c), ...constraintFrags(c)].map((s) => sentence(c, s)));
    return { ...doc, transform: 'upper' };
  },
};

const nights: Style = {
  name: 'nights',
  split: 'tune',
  about: 'the length in nights or weeks with a start date: "4 nights starting on April 2, 2022", "a week from March 3"',
  avoidDefects: ['days-mismatch'],
  build(c) {
    const f = c.f;
    const p = c.p;
    const d = c.d;
    const s = oneDate(c, f.start, true, true);
    let len: string;
    if (f.days === 7 && d.chance(0.5)) len = d.pick(['a week', 'a week', 'a week-long trip']);
    else if (f.days >= 3) len = `${count(c, f.days - 1)} nights`;
    else len = `${count(c, f.days)} days`;
    const datePhrase = d.pick([
      `for ${len.replace(/^a week-long trip$/, 'a week')} starting on ${s}`,
      `${len.replace(/^a week-long trip$/, 'a week')} from ${s}`,
      `${p.subj} want${p.s} ${len}, starting on ${s}`,
    ]);
    const core = coreClause(c, c.d.pick(['request', 'want'] as const), 'range', new Set<CoreFact>(['dates']));
    const asOwn = datePhrase.startsWith(p.subj) || d.chance(0.4);
    const first = asOwn ? core.clause : segs(core.clause, ', ', datePhrase);
    const rest = [...core.rest, ...(asOwn ? [segs(datePhrase)] : []), ...constraintClauses(c, { roadTrip: core.roadTrip })];
    return proseDoc([sentence(c, first), ...sentences(c, d.shuffle(rest))]);
  },
};

const yearless: Style = {
  name: 'yearless',
  split: 'tune',
  about: 'dates without a year ("March 16-18"), the item carrying defaultYear 2022',
  yearless: true,
  dateFmt: (d) => d.pick(['long', 'abbr', 'weekday'] as const),
  avoidDefects: ['weekday-wrong'],
  build(c) {
    if (c.d.chance(0.3)) return proseDoc([...coreFrags(c), ...constraintFrags(c)].map((s) => sentence(c, s)));
    return proseDoc(proseUnits(c, { opener: c.d.pick(['request', 'want', 'question'] as const) }));
  },
};

export const TUNE_STYLES: readonly Style[] = [
  formal,
  question,
  chatty,
  terse,
  lowercase,
  keyvalue,
  bullets,
  pipes,
  numericDates,
  isoDates,
  weekdayStyle,
  correction,
  constraintsFirst,
  chatterStyle,
  shouty,
  nights,
  yearless,
];
