/**
 * The HELD-OUT styles. Written before any translator was run on any generated request, and never tuned after
 * seeing results: the test suite does not assert them; `heldOutItems` feeds them to `npm run bench:translate`
 * for a per-field accuracy that nobody optimised against.
 */
import { capFirst, fixedUnit, segs, w, type Block, type Doc, type Seg, type Unit } from './doc.ts';
import { constraintClauses, coreClause, proseUnits, sentence, sentences, thirdPerson, type Style } from './common.ts';
import {
  avoidStmt,
  budgetFrag,
  budgetKey,
  budgetSaid,
  budgetStmt,
  chatter,
  cityName,
  count,
  cuisinesKey,
  cuisinesSaid,
  datesAdj,
  datesKeys,
  datesStmt,
  dateMode,
  destFrag,
  destKeys,
  destStmt,
  formAnswers,
  I,
  interestOut,
  interestsKey,
  kidsNoAge,
  lengthNoun,
  mealStmt,
  originAdj,
  originKey,
  originStmt,
  partyAdj,
  partyFrag,
  partyKey,
  partySaid,
  partyStmt,
  plainMealsStmt,
  roomDefect,
  roomKey,
  rulesKey,
  secondBudget,
  setAsideClause,
  startAdj,
  transportKeys,
  type Ctx,
} from './slots.ts';
import { numberWord } from './words.ts';

/** Fillers a transcript starts a sentence with. */
const FILLERS = ['um, ', 'so ', 'uh, ', 'okay so ', 'and ', 'oh and ', 'right, '];

const voice: Style = {
  name: 'voice',
  split: 'heldout',
  newKinds: false,
  about: 'a voice transcript: lowercase, fillers, counts, amounts and dates in words ("three thousand two hundred dollars", "april second")',
  dateFmt: () => 'words',
  numWords: true,
  plainPlaces: true,
  build(c) {
    const units = proseUnits(c, { opener: c.d.pick(['request', 'want'] as const) }).map((u) =>
      c.d.chance(0.4) ? { segs: [{ text: c.d.pick(FILLERS) }, ...u.segs] } : u,
    );
    return { blocks: [{ kind: 'prose', units, sep: ' ' }], blockSep: '\n', transform: 'lower' };
  },
};

const GREETINGS = ['Hi there,', 'Hello,', 'Dear planner,', 'Good morning,', 'Hi,'];
const SIGNOFFS = ['Thanks,', 'Best regards,', 'Cheers,', 'Many thanks,', 'Kind regards,'];
const NAMES = ['Sam', 'Priya', 'Dana', 'Omar', 'Ruth', 'Lee', 'Mina', 'Alex'];

const email: Style = {
  name: 'email',
  split: 'heldout',
  newKinds: false,
  about: 'an email: greeting, one or two paragraphs of prose, sign-off with a name',
  build(c) {
    const p = c.p;
    const body = proseUnits(c, { opener: c.d.pick(['request', 'want'] as const) });
    if (c.d.chance(0.5)) body.unshift(sentence(c, segs(c.d.pick(['I hope this finds you well', `${p.subj} hope you can help`, 'I hope you can help']))));
    if (c.d.chance(0.3)) body.push(sentence(c, segs(chatter(c)), c.d.pick(['.', '!'])));
    const cut = body.length > 3 && c.d.chance(0.6) ? c.d.int(2, body.length - 1) : body.length;
    const blocks: Block[] = [{ kind: 'lines', units: [fixedUnit(c.d.pick(GREETINGS))], sep: '\n' }];
    blocks.push({ kind: 'prose', units: body.slice(0, cut), sep: ' ' });
    if (cut < body.length) blocks.push({ kind: 'prose', units: body.slice(cut), sep: ' ' });
    blocks.push({ kind: 'lines', units: [fixedUnit(c.d.pick(SIGNOFFS)), fixedUnit(c.d.pick(NAMES))], sep: '\n' });
    return { blocks, blockSep: c.d.pick(['\n\n', '\n']) };
  },
};

/** Text-message abbreviations (none of them a constraint word). */
function smsify(ss: readonly Seg[]): Seg[] {
  return ss.map((s) => ({
    ...s,
    text: s.text
      .replace(/\bplease\b/gi, 'pls')
      .replace(/\bthanks\b/gi, 'thx')
      .replace(/\byou\b/gi, 'u')
      .replace(/\bwith\b/gi, 'w/')
      .replace(/\bbecause\b/gi, 'bc'),
  }));
}

const sms: Style = {
  name: 'sms',
  split: 'heldout',
  newKinds: false,
  about: 'a text message: lowercase, "3 ppl", "$3.2k", "pls", "thx", "u", "w/"',
  dateFmt: (d) => d.pick(['abbr', 'numeric', 'long'] as const),
  plainPlaces: true,
  build(c) {
    const d = c.d;
    const units: Unit[] = [];
    const mode = dateMode(c);
    const open = segs(d.pick(['hey can you plan a trip ', 'hi! need a trip ', 'can you plan a trip ', 'plan a trip ']), originAdj(c), ' ', destFrag(c, true));
    units.push(sentence(c, open, open[0]!.text.includes('can you') ? '?' : '.'));
    units.push(sentence(c, datesAdj(c, mode)));
    if (partySaid(c)) units.push(sentence(c, partyFrag(c)));
    if (budgetSaid(c)) units.push(sentence(c, budgetFrag(c, true)));
    for (const cl of d.shuffle(constraintClauses(c))) units.push(sentence(c, d.chance(0.3) ? segs(cl, ' please') : cl, d.pick(['.', '!'])));
    if (d.chance(0.5)) units.push(fixedUnit(d.pick(['thanks!', 'thanks', 'thank you!'])));
    const all = [units[0]!, ...d.shuffle(units.slice(1, units.length))].map((u) => ({ ...u, segs: smsify(u.segs) }));
    return { blocks: [{ kind: 'prose', units: all, sep: d.pick([' ', ' ', '\n']) }], blockSep: '\n', transform: 'lower' };
  },
};

const mixed: Style = {
  name: 'mixed',
  split: 'heldout',
  newKinds: false,
  about: 'mixed layout: an opening paragraph of prose, then a bullet list of the other facts and wishes',
  build(c) {
    const core = coreClause(c, c.d.pick(['request', 'want', 'plain'] as const));
    const prose: Unit[] = [sentence(c, core.clause)];
    if (c.d.chance(0.3)) prose.push(sentence(c, segs(chatter(c)), '.'));
    const items = [...core.rest, ...constraintClauses(c, { roadTrip: core.roadTrip })];
    if (items.length === 0) return { blocks: [{ kind: 'prose', units: prose, sep: ' ' }], blockSep: '\n' };
    const bullets = c.d.shuffle(items).map((cl): Unit => ({ segs: [...capFirst(cl), { text: c.d.pick(['', '', '.']) }] }));
    const marker = c.d.pick(['- ', '* ', '• ', 'n']);
    const lead = c.d.chance(0.5) ? [fixedUnit(c.d.pick(['A few more details.', 'Some more details.', 'Also worth knowing.']))] : [];
    const blocks: Block[] = [
      { kind: 'prose', units: [...prose, ...lead], sep: ' ' },
      { kind: 'bullets', units: bullets, sep: '\n', bullet: marker },
    ];
    return { blocks, blockSep: '\n' };
  },
};

const thirdPersonStyle: Style = {
  name: 'third-person',
  split: 'heldout',
  newKinds: false,
  about: 'third person: "the four of them", "she is travelling alone", "they smoke"',
  person: thirdPerson,
  build(c) {
    return { blocks: [{ kind: 'prose', units: proseUnits(c, { opener: c.d.pick(['request', 'want'] as const) }), sep: ' ' }], blockSep: '\n' };
  },
};

/** "Three days in Boise", "Two cities in Texas", "Austin is our destination": the destination comes first. */
function destHead(c: Ctx): { head: Seg[]; lengthSaid: boolean } {
  const f = c.f;
  const d = c.d;
  const p = c.p;
  if (f.dest.kind === 'city' && f.defect === null) {
    const x = cityName(c, f.dest.city, f.dest.state);
    return d.pick<() => { head: Seg[]; lengthSaid: boolean }>([
      () => ({ head: segs(`${lengthNoun(c, 0)} in ${x}`), lengthSaid: true }),
      () => ({ head: segs(`${x} is ${p.poss} destination`), lengthSaid: false }),
      () => ({ head: segs(`to ${x}`), lengthSaid: false }),
    ])();
  }
  if (f.dest.kind === 'state' && f.defect === null) {
    const n = f.dest.count;
    return d.pick<() => { head: Seg[]; lengthSaid: boolean }>([
      () => ({ head: segs(`${count(c, n, 0.5)} cities in ${f.dest.state}`), lengthSaid: false }),
      () => ({ head: segs(`${numberWord(n)} ${f.dest.state} cities`), lengthSaid: false }),
      () => ({ head: segs(`${lengthNoun(c, 0)} visiting ${count(c, n, 0.5)} cities in ${f.dest.state}`), lengthSaid: true }),
    ])();
  }
  return { head: destFrag(c), lengthSaid: false };
}

const destinationFirst: Style = {
  name: 'destination-first',
  split: 'heldout',
  newKinds: false,
  about: 'the destination leads: "Three days in Boise for the two of us, leaving from Reno, ..."',
  build(c) {
    const d = c.d;
    const { head, lengthSaid } = destHead(c);
    const adjuncts: Seg[][] = [];
    if (partySaid(c) && d.chance(0.5)) adjuncts.push(partyAdj(c));
    adjuncts.push(originAdj(c));
    adjuncts.push(lengthSaid ? (d.chance(0.5) ? startAdj(c) : datesAdj(c, 'range')) : datesAdj(c, dateMode(c)));
    const first: Seg[] = [...head];
    for (const a of adjuncts) first.push({ text: ', ' }, ...a);
    const rest: Seg[][] = [];
    const saidParty = adjuncts.length === 3;
    if (!saidParty && partySaid(c)) rest.push(partyFrag(c));
    if (budgetSaid(c)) rest.push(budgetFrag(c));
    const units = [sentence(c, first), ...sentences(c, d.shuffle([...rest, ...constraintClauses(c)]))];
    const doc: Doc = { blocks: [{ kind: 'prose', units, sep: d.pick([' ', ' ', '\n']) }], blockSep: '\n' };
    return doc;
  },
};

// ---------------------------------------------------------------------------------------------------------
// Two held-out styles added with READING.md's section on requests written outside it (issue 24), written from
// READING.md alone before any translator run on them; they draw the new kinds too.

/** Speakers of a group chat: first names that are no place of the sandbox. */
const SPEAKERS = ['Jordan', 'Mateo', 'Aisha', 'Ingrid', 'Kenji', 'Sofia', 'Yusuf', 'Leila'];
/** Reactions that carry no wish, no number, no place. */
const REACTIONS = ['lol', 'yesss', 'sounds good', 'love it', 'ok!', '👍', "can't wait!!", 'haha same', 'omg yes', 'perfect'];
const CHAT_OPENERS = [
  'Pasting our group chat so you have everything:',
  'Here is our group chat about the trip:',
  'Copying the chat below, can you plan this?',
  'From our group chat:',
];

/** A message's text: a clause as a chat line (lowercase now and then, end mark optional). */
function chatLine(c: Ctx, clause: readonly Seg[], lower: boolean): Seg[] {
  const ss = capFirst(clause);
  const end = c.d.pick(['', '', '.', '!', '!!']);
  const out = [...ss, { text: end }];
  return lower ? out.map((x) => ({ ...x, text: x.text.toLowerCase() })) : out;
}

const groupChat: Style = {
  name: 'group-chat',
  split: 'heldout',
  about: 'a pasted group chat: several speakers ("[9:41 AM] Dana: ..."), the facts spread over their messages, reactions, a correction by another speaker',
  build(c) {
    const d = c.d;
    const f = c.f;
    const solo = c.p === I;
    // No more speakers than travellers (a solo traveller chats with one friend, who only reacts).
    const speakers = d.sample(SPEAKERS, solo ? 2 : Math.min(f.travellers, d.int(2, 4)));
    const who = (i: number) => speakers[i % speakers.length]!;
    // Airport codes are read in capitals only, and a refusal's quote keeps its case: such chats keep theirs.
    const lowerOk = f.alias?.code !== true && f.defect === null;
    const messages: { speaker: string; segs: Seg[] }[] = [];
    const say = (speaker: string, ss: readonly Seg[]) => messages.push({ speaker, segs: [...ss] });
    // The facts, each said by someone; for a solo trip the traveller says them.
    const facts: Seg[][] = [originStmt(c), destStmt(c), datesStmt(c, dateMode(c))];
    if (partySaid(c)) facts.push(partyStmt(c));
    // A total said by one speaker and corrected by another ("actually make it $1,500": the later one wins).
    const b = f.budget;
    const k = f.defect?.kind;
    const fix =
      b?.kind === 'total' &&
      b.amount >= 800 &&
      k !== 'budget-range' &&
      k !== 'two-budgets' &&
      k !== 'item-price' &&
      k !== 'budget-question' &&
      !solo &&
      d.chance(0.3);
    if (budgetSaid(c) && !fix) facts.push(budgetStmt(c));
    facts.push(...constraintClauses(c));
    const order = [facts[0]!, ...d.shuffle(facts.slice(1))];
    order.forEach((fact, i) => {
      const speaker = solo ? speakers[0]! : who(i + d.int(0, 1));
      say(speaker, chatLine(c, fact, lowerOk && d.chance(0.4)));
      if (d.chance(0.35)) say(solo ? speakers[1]! : who(i + 1), segs(d.pick(REACTIONS)));
    });
    if (fix && b?.kind === 'total') {
      const old = b.amount + d.pick([-300, -200, 200, 500]);
      messages.splice(d.int(1, messages.length), 0, {
        speaker: speakers[0]!,
        segs: segs(d.pick(['our budget is ', 'budget is ', "let's say "]), `$${old.toLocaleString('en-US')}`),
      });
      say(
        speakers[1]!,
        segs(d.pick(['actually make it ', 'actually make that ', 'no wait, ']), w('budget', `$${b.amount.toLocaleString('en-US')}`), d.pick(['', ' total'])),
      );
    }
    // Issue 24 chatter: a story, someone staying home, a wish that is not a must, where someone comes from.
    if (c.n.chance(0.5)) {
      const aside = setAsideClause(c);
      if (aside) messages.splice(c.n.int(1, messages.length), 0, { speaker: solo ? speakers[0]! : c.n.pick(speakers), segs: chatLine(c, aside, false) });
    }
    if (d.chance(0.4))
      say(solo ? speakers[1]! : who(d.int(0, 3)), segs(d.pick(['so excited for this', 'this is going to be great', "ok I think that's everything"])));
    // Timestamps (a time of day only), minutes apart, or none.
    const stamps = d.chance(0.5);
    let minute = 60 * d.int(7, 10) + d.int(0, 50);
    const units: Unit[] = messages.map((m) => {
      minute += d.int(0, 3);
      const h = Math.floor(minute / 60);
      const ts = stamps ? `[${h > 12 ? h - 12 : h}:${String(minute % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}] ` : '';
      return { segs: [{ text: `${ts}${m.speaker}: ` }, ...m.segs] };
    });
    const blocks: Block[] = [];
    if (d.chance(0.7)) blocks.push({ kind: 'lines', units: [fixedUnit(d.pick(CHAT_OPENERS))], sep: '\n' });
    blocks.push({ kind: 'lines', units, sep: '\n' });
    return { blocks, blockSep: d.pick(['\n', '\n\n']) };
  },
};

/** A field of the form: the key and its value, or the key left empty. */
function formField(key: string, value: readonly Seg[] | null): Unit {
  return { segs: value === null ? segs(`${key}:`) : segs(`${key}: `, [...value]) };
}

const FORM_TITLES = ['Trip request form', 'TRIP REQUEST', 'Travel planner - request form', 'New trip request'];
const CONSENTS = ['[x] I agree to the terms and conditions', '[x] Send me updates by email', '[x] I have read the privacy notice'];

const webForm: Style = {
  name: 'web-form',
  split: 'heldout',
  about:
    'a web form pasted as text: a title, contact fields, sections of "Key: value" fields with the unused ones left empty, ' +
    'a form\'s own answers ("Pets: yes", "Smoking: no"), consent checkboxes',
  dateFmt: (d) => d.pick(['numeric', 'iso', 'long', 'abbr'] as const),
  build(c) {
    const d = c.d;
    const f = c.f;
    const travel: Unit[] = [];
    const prefs: Unit[] = [];
    const comments: Seg[][] = [];
    // Contact: not keys of the table, so punctuation; the name is a person's.
    const first = d.pick(['Jordan', 'Aisha', 'Mateo', 'Ingrid', 'Kenji']);
    const last = d.pick(['Murphy', 'Nguyen', 'Garcia', 'Okafor', 'Lindqvist']);
    const contact = [fixedUnit(`Name: ${first} ${last}`), fixedUnit(`Email: ${first.toLowerCase()}.${last.toLowerCase()}@example.com`)];
    // Travel details.
    const [ok, ov] = originKey(c);
    travel.push(formField(d.pick([ok, 'Departure city', 'From']), ov));
    const dk = destKeys(c);
    travel.push(formField(dk[0]![0], dk[0]![1]));
    if (f.dest.kind === 'state') travel.push(formField('Cities to visit', dk[1]?.[1] ?? null));
    for (const [k, v] of datesKeys(c, dateMode(c))) travel.push(formField(k, v));
    const [pk, pv] = partySaid(c) ? partyKey(c) : ['Travelers', segs('1')];
    travel.push(formField(pk, pv));
    if (budgetSaid(c)) {
      const [bk, bv] = budgetKey(c);
      travel.push(formField(bk, bv));
    } else travel.push(formField(d.pick(['Budget', 'Total budget']), null));
    // Preferences: the unused fields left empty; a form's own answers.
    // (every field left empty is followed by another field, never by a line that could be read as its item)
    const fa = formAnswers(c);
    if (!fa.transport) {
      const tk = transportKeys(c);
      if (tk.length === 0) prefs.push(formField('Transportation', null));
      for (const [k, v] of tk) prefs.push(formField(k, v));
    }
    const rules = f.houseRules.filter((r) => !fa.rules.includes(r));
    prefs.push(formField(d.pick(['House rules', 'Must allow']), rules.length > 0 ? rulesKey(c, rules)[1] : null));
    prefs.push(formField(d.pick(['Room type', 'Room']), f.roomType !== null ? roomKey(c, f.roomType)[1] : null));
    prefs.push(formField(d.pick(['Cuisine', 'Cuisines']), cuisinesSaid(c) || f.defect?.kind === 'cuisine-or' ? cuisinesKey(c, false)[1] : null));
    for (const line of fa.lines) prefs.push({ segs: line });
    if (f.pace !== null) prefs.push(formField('Pace', [w('wishes.pace', f.pace)]));
    if (f.interests.length > 0) {
      const [ik, iv] = interestsKey(c, false);
      prefs.push(formField(ik, iv));
    }
    // What a field cannot hold goes to the comments, answered under the form's question.
    for (const x of f.avoid) comments.push(avoidStmt(c, x));
    if (f.defect?.kind === 'kids-no-age') comments.push(kidsNoAge(c));
    const rd = roomDefect(c);
    if (rd) comments.push(rd);
    const io = interestOut(c);
    if (io) comments.push(io);
    if (f.mealPrice !== null) comments.push(mealStmt(c));
    if (f.plainMeals) comments.push(plainMealsStmt(c));
    const sb = secondBudget(c);
    if (sb) comments.push(sb);
    if (c.n.chance(0.4)) {
      const aside = setAsideClause(c);
      if (aside) comments.push(aside);
    }
    const blocks: Block[] = [{ kind: 'lines', units: [fixedUnit(d.pick(FORM_TITLES))], sep: '\n' }];
    if (d.chance(0.7)) blocks.push({ kind: 'lines', units: contact, sep: '\n' });
    blocks.push({ kind: 'lines', units: [fixedUnit(d.pick(['Travel details', 'TRIP DETAILS', 'Your trip'])), ...travel], sep: '\n' });
    blocks.push({ kind: 'lines', units: [fixedUnit(d.pick(['Preferences', 'PREFERENCES', 'Your preferences'])), ...prefs], sep: '\n' });
    const question = d.pick(['Anything else we should know?', 'Any other requests?', 'Comments or special requests?']);
    const answer: Unit =
      comments.length > 0
        ? { segs: comments.flatMap((cl, i) => [...(i > 0 ? [{ text: ' ' }] : []), ...sentence(c, cl).segs]) }
        : fixedUnit(d.pick(['Nothing else, thanks', 'That is all, thank you']));
    blocks.push({ kind: 'lines', units: [fixedUnit(question), answer], sep: '\n' });
    blocks.push({ kind: 'lines', units: d.sample(CONSENTS, d.int(1, 2)).map((x) => fixedUnit(x)), sep: '\n' });
    // Sections apart by a blank line (a field left empty at the end of one is never read with the next).
    return { blocks, blockSep: '\n\n' };
  },
};

export const HELD_OUT_STYLES: readonly Style[] = [voice, email, sms, mixed, thirdPersonStyle, destinationFirst, groupChat, webForm];
