/**
 * Whole-request forms READING.md added for requests written outside it (issue 24): a pasted conversation with a
 * planner ("Agent:" / "Me:"), short questions each on the line above its answer, a reply quoting the older
 * message it answers, and keys as programs write them ("budget_usd", "n_cities", "people=2").
 * Every choice here is drawn from the new-kinds dice (`c.n`).
 */
import { capFirst, fixedUnit, segs, type Block, type Doc, type Seg, type Unit } from './doc.ts';
import { constraintClauses, constraintFrags, sentence } from './common.ts';
import {
  budgetFrag,
  budgetSaid,
  budgetStmt,
  count,
  dateMode,
  dateRange,
  datesStmt,
  destCity,
  destStmt,
  lengthNoun,
  namedCities,
  oneDate,
  originName,
  originStmt,
  partyFrag,
  partySaid,
  partyStmt,
  stateWord,
  statePlusCities,
  type Ctx,
} from './slots.ts';
import { addDays, MONTHS, parseIso } from './words.ts';

/** A unit of several lines (a question and its answer stay together when units are reordered). */
export function linesUnit(lines: readonly Seg[][], fixed = false): Unit {
  return { segs: lines.flatMap((l, i) => (i === 0 ? [...l] : [{ text: '\n' }, ...l])), ...(fixed ? { fixed } : {}) };
}

/** Clauses as one run of sentences ("We live in Reno. We're heading to Boise."). */
function saying(c: Ctx, clauses: readonly Seg[][]): Seg[] {
  return clauses.flatMap((cl, i) => [...(i > 0 ? [{ text: ' ' }] : []), ...sentence(c, cl).segs]);
}

/**
 * A pasted conversation with a planner: the planner's questions ("Agent: Any pets, room preferences?") are its
 * side (READING.md `asked`: they ask for nothing), the writer's answers ("Me: We're bringing our dog.") are read.
 */
export function dialogDoc(c: Ctx): Doc {
  const [agent, me] = ['Agent', 'Me'];
  const pairs: Unit[] = [];
  const pair = (q: string, a: readonly Seg[]) => pairs.push(linesUnit([segs(`${agent}: ${q}`), segs(`${me}: `, [...a])]));
  pair(c.n.pick(['Hi! Where would you like to go?', 'Hello! Where to?', 'Where are you headed?']), saying(c, [destStmt(c), originStmt(c)]));
  pair(c.n.pick(['When are you travelling?', 'What dates are you thinking of?']), saying(c, [datesStmt(c, dateMode(c))]));
  if (partySaid(c)) pair(c.n.pick(['How many people?', "Who's going?"]), saying(c, [partyStmt(c)]));
  if (budgetSaid(c)) pair(c.n.pick(["What's your budget?", 'Do you have a budget in mind?']), saying(c, [budgetStmt(c)]));
  const cons = constraintClauses(c);
  const q = c.n.pick(['Any pets, room preferences?', 'Anything else? Food, pets, flights or driving?', 'Any preferences for rooms, food or getting around?']);
  pair(q, cons.length > 0 ? saying(c, c.n.shuffle(cons)) : segs(c.n.pick(["No, that's all.", 'Nope, nothing else.'])));
  const blocks: Block[] = [{ kind: 'lines', units: pairs, sep: '\n' }];
  if (c.n.chance(0.5))
    blocks.unshift({
      kind: 'lines',
      units: [fixedUnit(c.n.pick(['Pasting our chat from earlier:', 'Here is what I told the agent:', 'Copy of the chat:']))],
      sep: '\n',
    });
  return { blocks, blockSep: '\n' };
}

/** The destination as a short answer ("Boise", "2 cities in Texas", "Texas - Austin and Dallas"). */
function destAnswer(c: Ctx): string {
  const f = c.f;
  if (f.dest.kind === 'city') return destCity(c);
  if (f.defect?.kind === 'state-no-count') return stateWord(c);
  if (namedCities(c)) return statePlusCities(c, c.n.pick(['P', 'D', 'C'] as const));
  return `${count(c, f.dest.count, 0.3)} cities in ${stateWord(c)}`;
}

/**
 * Short questions, each on the line above its answer ("Where are you travelling from?" then "Ogden"), then the
 * wishes as lines of fragments.
 */
export function questionsDoc(c: Ctx): Doc {
  const f = c.f;
  const units: Unit[] = [];
  const qa = (q: string, a: readonly Seg[]) => units.push(linesUnit([segs(q), [...a]]));
  qa(c.n.pick(['Where are you travelling from?', 'Where are you traveling from?', 'Where are you leaving from?']), segs(originName(c)));
  qa(c.n.pick(['Where do you want to go?', 'Where are you going?']), segs(destAnswer(c)));
  const mode = dateMode(c);
  if (mode === 'start+length') {
    qa(c.n.pick(['When do you leave?', 'What is your start date?']), segs(oneDate(c, f.start, true, true)));
    qa(c.n.pick(['How long is the trip?', 'How many days?']), segs(lengthNoun(c, 0.2)));
  } else {
    qa(c.n.pick(['What are your dates?', 'When are you travelling?']), segs(dateRange(c)));
    if (mode === 'range+length') qa('How long is the trip?', segs(lengthNoun(c, 0.2)));
  }
  if (partySaid(c))
    qa(
      c.n.pick(['How many people are travelling?', 'How many people?', 'How many travelers?']),
      f.defect?.kind === 'party-no-number' ? partyFrag(c) : segs(String(f.travellers)),
    );
  if (budgetSaid(c)) qa(c.n.pick(["What's your budget?", 'What is your total budget?']), budgetFrag(c));
  const rest = constraintFrags(c, { lines: true }).map((s) => ({ segs: capFirst(s) }));
  return { blocks: [{ kind: 'lines', units: [...units, ...rest], sep: '\n' }], blockSep: '\n' };
}

/** Frames whose dates a quoted older message may disagree with (no defect about the dates). */
export function quoteOk(c: Ctx): boolean {
  const k = c.f.defect?.kind;
  return k !== 'days-mismatch' && k !== 'weekday-wrong' && k !== 'year-no-default';
}

const SENDERS = ['Dana', 'Hugo', 'Ruth', 'Omar', 'Nora'];

/**
 * The request as a reply above the older message it quotes, whose dates were other ones: READING.md says the
 * reply's dates win ("> Dates: ...", after "Original Message" or "On ... wrote:").
 */
export function withQuotedOlder(c: Ctx, doc: Doc): Doc {
  const f = c.f;
  const shift = c.n.pick([-7, -3, -2, 2, 3, 7]);
  const older: Ctx = { ...c, f: { ...f, start: addDays(f.start, shift), end: addDays(f.end, shift) } };
  const dates = dateRange(older);
  const who = c.n.pick(SENDERS);
  const blocks: Block[] = [...doc.blocks];
  if (c.n.chance(0.5)) {
    const header = [fixedUnit('-----Original Message-----'), fixedUnit(`From: ${who}`), fixedUnit(c.n.pick(['Subject: Trip request', 'Subject: trip dates']))];
    const body = [fixedUnit(`Dates: ${dates}`), ...(c.n.chance(0.5) ? [fixedUnit('Thanks!')] : [])];
    blocks.push({ kind: 'lines', units: [...header, ...body], sep: '\n' });
  } else {
    const wd = c.n.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    const header = fixedUnit(`On ${wd}, ${who} <${who.toLowerCase()}@example.com> wrote:`);
    const body = [fixedUnit(`> Dates: ${dates}`), ...(c.n.chance(0.5) ? [fixedUnit('> Let me know if that works.')] : [])];
    blocks.push({ kind: 'lines', units: [header, ...body], sep: '\n' });
  }
  return { ...doc, blocks, blockSep: '\n\n' };
}

/**
 * A date corrected with "let's move it to" / "now it's" (READING.md issue 24): an older range with its year,
 * then the new one without (a corrected date keeps the year of the date it replaces).
 */
export function movedDates(c: Ctx): Seg[] {
  const f = c.f;
  const shift = c.n.pick([-7, -5, -3, 3, 5, 7]);
  const range = (s: string, e: string, year: boolean) => {
    const a = parseIso(s);
    const b = parseIso(e);
    const y = year && !f.yearless ? `, ${a.y}` : '';
    if (a.m === b.m) return `${MONTHS[a.m - 1]} ${a.d}-${b.d}${y}`;
    return `${MONTHS[a.m - 1]} ${a.d} to ${MONTHS[b.m - 1]} ${b.d}${y}`;
  };
  const old = range(addDays(f.start, shift), addDays(f.end, shift), true);
  const now = range(f.start, f.end, false);
  const p = c.p;
  return segs(
    c.n.pick([
      `${p.subj} had ${old} in mind, but let's move it to ${now}`,
      `the dates were ${old}, now it's ${now}`,
      `${old} was the plan, but let's move it to ${now}`,
    ]),
  );
}

/** Keys as programs write them (READING.md: "budget_usd", "n_cities", "people=1"). */
export function programKey(c: Ctx, key: string): { key: string; sep?: string } {
  const k = key.toLowerCase();
  if (k === 'budget' || k === 'max budget' || k === 'total budget') return { key: c.n.pick(['budget_usd', 'budget_usd', 'total_budget', 'max_budget']) };
  if (['number of cities', '# of cities', 'city count', 'cities to visit', 'stops'].includes(k))
    return { key: c.n.pick(['n_cities', 'num_cities', 'cities_to_visit']) };
  if (['guests', 'people', 'travelers', 'travellers', 'headcount', 'party size', 'group size', 'pax'].includes(k)) {
    return c.n.chance(0.5) ? { key: 'people', sep: '=' } : { key: c.n.pick(['party_size', 'num_people', 'travelers']) };
  }
  return { key: k.replace(/ /g, '_') };
}

/** Whether a key's value is a plain number (the only values written after "people="). */
export function isNumber(v: readonly Seg[]): boolean {
  return /^\d+$/.test(v.map((s) => s.text).join(''));
}
