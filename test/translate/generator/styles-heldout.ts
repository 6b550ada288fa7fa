/**
 * The HELD-OUT styles. Written before any translator was run on any generated request, and never tuned after
 * seeing results: the test suite does not assert them; `heldOutItems` feeds them to `npm run bench:translate`
 * for a per-field accuracy that nobody optimised against.
 */
import { capFirst, fixedUnit, segs, type Block, type Doc, type Seg, type Unit } from './doc.ts';
import {
  constraintClauses, coreClause, defaultPerson, proseUnits, sentence, sentences, thirdPerson, type Style,
} from './common.ts';
import {
  budgetFrag, budgetSaid, chatter, cityName, count, datesAdj, dateMode, destFrag, lengthNoun, originAdj,
  partyAdj, partyFrag, partySaid, startAdj, type Ctx,
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
    const blocks: Block[] = [{ kind: 'prose', units: [...prose, ...lead], sep: ' ' }, { kind: 'bullets', units: bullets, sep: '\n', bullet: marker }];
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

export const HELD_OUT_STYLES: readonly Style[] = [voice, email, sms, mixed, thirdPersonStyle, destinationFirst];

export { defaultPerson };
