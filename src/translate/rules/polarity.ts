/**
 * Polarity: how a constraint word is meant in its clause.
 * - `wanted`: asked for ("we need pet-friendly places", "we'll drive", "Must allow: pets");
 * - `negated`: ruled out ("no flights", "we'd rather not drive", "smoke-free", "parties are not allowed");
 * - `permitted`: only tolerated ("shared rooms are fine", "we don't mind flying"), which asks for nothing.
 *
 * Negation composes: every negator ("no", "n't", "never", "nor", "avoid", "hate") and every prohibition
 * ("forbid", "ban", "rules against", "strict about") in the word's scope flips it, so "no rules against
 * smoking", "doesn't forbid parties" and "neither shared nor strict about visitors" ask for the permission.
 * The scope is the clause, cut at another constraint word of another kind (unless joined by "or"/"nor") and at
 * a comma (unless what follows it is a list of the same kind of words).
 */
import { sentenceAt, type Layout, type Span, type Unit } from './layout.ts';

export type Polarity = 'wanted' | 'negated' | 'permitted';
export type Category = 'house' | 'room' | 'lodging' | 'cuisine' | 'transport' | 'pace' | 'interest';

/** Another constraint word in the text, which may bound a scope or extend a list. */
export interface Neighbour extends Span {
  readonly category: Category;
}

export interface PolarityReading {
  readonly polarity: Polarity;
  /** "only"/"exclusively" next to the word ("flights only"). */
  readonly only: boolean;
  /** The words to quote with the constraint word: "no flights", "pets are not allowed". */
  readonly shown?: Span;
}

// ---------------------------------------------------------------- clauses

const SUBJECT = String.raw`(?:we|i|our|my|it|it's|they|there|he|she|you|please|that|this|the\s+trip|the\s+budget|everyone|nobody|none\s+of\s+us)\b`;
const CONTRAST = String.raw`(?:but|although|though|however|whereas|yet|except\s+that|otherwise)\b`;
const JOIN = String.raw`(?:so|since|because|as|also|plus|and|additionally|while|which|where)\b`;
const VERB = String.raw`(?:would|want|wants|need|needs|prefer|prefers|like|love|require|requires|hope|plan|will|shall|should|must|can|could|are|is|have|has|also|please|enjoy|['’]d|allow|allows)\b`;
const CLAUSE_CUTS: readonly RegExp[] = [
  /\s*[;:()[\]{}]\s*|\s+-+\s+/g,
  // "rule out self-driving i want the entire place to myself" (no punctuation): a new subject and its wish start a clause.
  /\s(?=(?:i|we)\s+(?:want|need|would|['’]d|wanna|prefer|like|love|can['’]?t|cannot|don['’]?t|do\s+not)\b)/gi,
  // "we eat Italian every day, this time we want American": a new time starts a new clause.
  /,\s+(?=(?:but\s+)?(?:this\s+(?:time|trip|year)|for\s+this\s+trip|now)\b)/gi,
  new RegExp(String.raw`,\s+(?=${SUBJECT}|${CONTRAST}|${JOIN})`, 'gi'),
  new RegExp(String.raw`(?<!\b(?:anything|all|nothing|everything|anywhere|any\s+[a-z]+s?))\s(?=${CONTRAST})`, 'gi'),
  new RegExp(String.raw`\s(?=(?:and|so|as|since|because|while|or)\s+${SUBJECT})`, 'gi'),
  new RegExp(String.raw`\s(?=(?:and|but)\s+${VERB})`, 'gi'),
];

/** The clause around [start, end): its sentence, cut at contrasts, new subjects and new verbs. */
export function clauseOf(layout: Layout, unit: Unit, start: number, end: number): Span {
  const sentence = sentenceAt(unit, start);
  let from = sentence.start;
  let to = sentence.end;
  for (const cut of cutsOf(layout, sentence)) {
    if (cut.end <= start && cut.end > from) from = cut.end;
    if (cut.start >= end && cut.start < to) to = cut.start;
  }
  return { start: from, end: to };
}

/** The clause cuts of a sentence, found once per request and sentence (every word of a sentence asks for them). */
const cutsCache = new WeakMap<Layout, Map<number, readonly Span[]>>();
function cutsOf(layout: Layout, sentence: Span): readonly Span[] {
  let bySentence = cutsCache.get(layout);
  if (bySentence === undefined) {
    bySentence = new Map();
    cutsCache.set(layout, bySentence);
  }
  const key = sentence.start * 100003 + sentence.end;
  let cuts = bySentence.get(key);
  if (cuts === undefined) {
    const text = layout.text.slice(sentence.start, sentence.end);
    const found: Span[] = [];
    for (const re of CLAUSE_CUTS)
      for (const m of text.matchAll(re)) found.push({ start: sentence.start + m.index!, end: sentence.start + m.index! + m[0].length });
    cuts = found;
    bySentence.set(key, cuts);
  }
  return cuts;
}

// ---------------------------------------------------------------- operators

type Op = 'neg' | 'tolerate' | 'permit' | 'listing';

/** Positive idioms that contain a negator: matched first so their words are not read as negation. */
const NOT_NEGATION =
  /\b(?:can['’]?t\s+wait|cannot\s+wait|not\s+(?:just|only)|no\s+matter|no\s+doubt|never\s+been|not\s+sure\s+(?:yet|when|where|which)|no\s+(?:specific\s+|particular\s+|real\s+|strong\s+)?preferences?|don['’]?t\s+forget|no\s+more\s+than|not\s+more\s+than|no\s+later\s+than|non[\s-]*stop)\b/gi;
const TOLERATE =
  /\b(?:(?:do|does|would|will)\s+not\s+mind|(?:don|doesn|won|wouldn)['’]?t\s+mind|not\s+(?:bothered|fussed|picky)\s+(?:by|about)|fine\s+with|ok(?:ay)?\s+with|(?:fine|ok(?:ay)?|happy|comfortable|content)\s+(?:sharing|to\s+share|staying\s+in|to\s+stay\s+in)|alright\s+with|happy\s+with|no\s+(?:problem|issue|issues|objection|objections)\s+with|comfortable\s+with|(?:don['’]?t|do\s+not)\s+care\s+(?:about|if)|either\s+way|flexible\s+(?:on|about|with|regarding)|open\s+to|willing\s+to|if\s+(?:needed|necessary|need\s+be)|could\s+(?:also\s+)?(?:do|work)|can\s+(?:also\s+)?(?:do|work\s+with)|whatever\s+works|(?:don['’]?t|do\s+not)\s+(?:have\s+to|need\s+to)\s+avoid)\b/gi;
const PROHIBIT =
  /\b(?:forbid(?:s|den|ding)?|bans?|banned|banning|prohibit(?:s|ed|ing)?|disallow(?:s|ed|ing)?|restrict(?:s|ed|ing)?|restrictions?\s+(?:on|against|about|regarding)|strict\s+(?:about|on|with|regarding)|(?:rules?|polic(?:y|ies))\s+(?:against|forbidding|banning)|off[\s-]limits\s+(?:to|for))\b/gi;
const PERMIT =
  /\b(?:allow(?:s|ed|ing)?|permit(?:s|ted|ting)?|welcom(?:e|es|ed|ing)|accept(?:s|ed|ing)?|tolerat(?:e|es|ed|ing)|accommodat(?:e|es|ing)|suitable\s+for|friendly\s+(?:to|for|with)|open\s+to|ok\s+for|okay\s+for|fine\s+for|works?\s+for)\b/gi;
const NEGATOR =
  /\b(?:(?:no\s+longer|(?:gave|given|giving|give)\s+up|quit|stopped)(?=\s+(?:on\s+)?(?:\w+ing\b|planes?\b|cars?\b|$))|too\s+old\s+for|(?:sick|tired)\s+of|nada\s+de|pas\s+de|sans|sin|senza|niente|no(?![\s,.!\u2013\u2014-]+(?:actually|wait|sorry|make\s+(?:that|it)|i\s+mean|scratch|rather|instead|let['’]?s)\b)|not|never|without|w\/o|w\/out|neither|nor|none|nobody|noone|no[\s-]one|cannot|avoid(?:s|ing|ed)?|skip(?:s|ping)?|pass(?:ing)?\s+on|exclud(?:e|es|ing)|except|instead\s+of|rather\s+than|other\s+than|any(?:thing|where|\s+(?:arrangement|option|place|room|type|kind|lodging|accommodation|cuisine|food|restaurant|meal)s?)\s+but|free\s+of|hate|hates|dislike|dislikes|loathe|detest|(?:can['’]?t|cannot)\s+stand|afraid\s+of|scared\s+of|(?:motion|air|travel)[\s-]?sick\s+(?:on|in)|fear\s+of|frightened\s+of|terrified\s+of|phobic\s+of|allergic\s+to|nervous\s+(?:about|in|on|of)|sick\s+of|tired\s+of|against|refus(?:e|es|ed|ing)\s+to|minus|sans|nix|ditch|zero|rule\s+out|ruling\s+out|ruled\s+out|eliminate|cross\s+off|nothing\s+(?:that|where|which|requiring|involving|needing)|nothing(?=\s+$)|nothing(?=\s+(?:be|is|gets?|should\s+be|to\s+be|will\s+be)\s+(?:booked|reserved|arranged|put)\s+(?:in|at|into)\s+$))\b|n['’]t\b|\b(?:dont|wont|cant|doesnt|isnt|arent|didnt|shouldnt|wouldnt|havent)\b/gi;
/** Words before the operator that make "doesn't mind"/"fine with" the listing's permission, not the traveller's. */
const LISTING_SUBJECT =
  /\b(?:place|places|listing|listings|host|hosts|somewhere|anywhere|that|which|where|lodging|lodgings|accommodations?|rentals?|airbnbs?|apartment|house|home|stay|owner|owners|landlord|property|properties|hotel|hotels|rooms?)\s+(?:that\s+|which\s+|that['’]s\s+|which['’]s\s+)?(?:(?:is|are|['’]s|needs?|must|should|will|would|has|have|got|gotta|to|be)\s+){0,4}$/i;

const AFTER_NEG =
  /^(?:\s+(?:food|cuisine|dishes|cooking|restaurants?))?\s+(?:is|are)\s+(?:way\s+|much\s+|just\s+)?too\s+\w+\s+for\s+(?:me|us|my|our)\b|^(?!\s*,\s*(?:won['’]?t|wont|can['’]?t|isn['’]?t)\s+be\s+(?!allowed|permitted|welcome|ok|okay|an\s+option|possible|necessary|needed)[a-z]+ing\b)[\s,]*(?:(?:is|are)\s+(?:way\s+|much\s+|just\s+)?too\s+\w+\s+for\s+(?:me|us|my|our)\b|-?\s*free\b|(?:is|are|was|were|will\s+be|would\s+be|must\s+be|should\s+be|shall\s+be|to\s+be)\s+(?:not|never)\b(?!\s+(?:a\s+)?(?:problem|issue|concern|an?\s+issue))|(?:isn['’]?t|aren['’]?t|won['’]?t\s+be|can['’]?t\s+be|shouldn['’]?t\s+be|mustn['’]?t\s+be)\b(?!\s+(?:an?\s+)?(?:problem|issue|concern))|(?:is|are|would\s+be)\s+(?:actually\s+|really\s+|definitely\s+)?(?:a\s+)?(?:(?:real|big|huge)\s+)?(?:problem|issue)\s+for\s+(?:us|me|her|him|them)\b|(?:is|are|would\s+be)\s+(?:a\s+)?(?:no[\s-]go|out\s+of\s+the\s+question|off\s+the\s+table|not\s+an\s+option|a\s+deal[\s-]?breaker|out)\b|(?:not|never)\s+(?:allowed|permitted|welcome|ok|okay|an\s+option)\b|(?:forbidden|banned|prohibited|disallowed|off[\s-]limits)\b|(?:could|should|would|can|must|will|is\s+to|are\s+to|to)?\s*(?:be|are|is)\s+(?:avoided|skipped|excluded|left\s+out|ruled\s+out)\b(?!\s+from\b)|(?:-+|—|\?|:)\s*(?:please\s+)?no\b(?![\s-]*(?:stop|more|less|later|problem))(?=\s*(?:[.,;!)\n|/]|$|please|thanks|thank|way|thx)))/i;
/** After a tolerance, the same thing asked for ("are okay -- actually preferred", "fine, actually prefer them"). */
const PREFERRED_AFTER =
  /^[^.!?;]{0,40}?\b(?:actually|in\s+fact|even|honestly)\s*,?\s+(?:(?:we|i)\s+)?(?:preferred|prefer(?:red)?|(?:would|'d)\s+prefer|better)\b/i;
/** The word is the exception to an "anything" ("anything except", "any food other than", "everything but"). */
const EXCEPT_BEFORE =
  /\b(?:(?:any|anything|everything|all|whatever)\b[^.;!?]{0,30}?\b(?:but|except(?:\s+for)?|other\s+than|besides|apart\s+from|aside\s+from)|except(?:\s+for)?|other\s+than|apart\s+from|aside\s+from)\s+$/i;
const AFTER_PERMIT =
  /^[\s,]*(?:(?:is|are|would\s+be|will\s+be|must\s+be|should\s+be|being|to\s+be|also)\s+)?(?:(?:totally|perfectly|also|just|definitely|completely|absolutely)\s+)?(?:allowed|permitted|welcome|welcomed|ok|okay|fine|acceptable|alright|all\s+right|no\s+problem|not\s+a\s+problem|an\s+option|possible|accepted|tolerated|cool|good)\b|^[\s-]*friendly\b|^\s*:\s*(?:yes|yep|yeah|y|true|allowed|needed|required|must|ok|okay)\b|^[\s,]*(?:isn['’]?t|aren['’]?t|won['’]?t\s+be)\s+(?:a\s+|an\s+)?(?:problem|issue|concern)\b/i;
const AFTER_TOLERATE =
  /^\s+or\s+(?:whatever|anything|something\s+similar|similar)\b|^\s+(?:is|are)\s+(?:a\s+lot\s+|much\s+|way\s+|a\s+bit\s+)?(?:cheaper|faster|quicker|easier)\s*,\s*(?:that['’]s|that\s+is|it['’]s)\s+(?:fine|ok(?:ay)?)\b|^[\s,]*(?:(?:is|are|would\s+be|will\s+be|'s|'re)\s+)?(?:(?:totally|perfectly|also|just|completely|absolutely|obviously|definitely|of\s+course|still)\s+)?(?:fine|ok|okay|acceptable|alright|all\s+right|no\s+problem|not\s+a\s+problem|an\s+option|possible|cool|good\s+too|fine\s+too|fine\s+as\s+well)\b|^[\s,]*(?:(?:does|do)(?:n['’]?t|\s+not)\s+(?:bother|matter))\b|^[\s,]*(?:if\s+(?:needed|necessary|need\s+be|cheaper|it['’]?s\s+cheaper)|would\s+work|works?(?:\s+too)?|could\s+work|is\s+an?\s+option)\b|^[\s,]*(?:isn['’]?t|aren['’]?t|won['’]?t\s+be)\s+(?:a\s+|an\s+)?(?:problem|issue|concern)\b/i;
/** "Flights: no", "Driving ourselves: no": a field's own answer, a word or two of the key after the constraint word. */
// ("Taxis: no problem" is a tolerance, read below.)
const AFTER_NO = /^(?:\s+[a-z]+){0,2}\s*[:?=]\s*(?:no(?!\s+(?:problem|issue|worries)\b)|nope|n|false|none|0|zero|not\s+needed|not\s+required)\b/i;
const ONLY_BEFORE = /\b(?:only|exclusively|solely|strictly|just)\s+(?:by\s+|via\s+|with\s+|take\s+|use\s+|taking\s+|using\s+)?(?:\w+\s+){0,1}$/i;
const ONLY_AFTER = /^\s*(?:only|exclusively|all\s+the\s+way|the\s+whole\s+way|throughout)\b/i;
/** List glue between words of the same kind. */
/** ("car rentals or any driving": the rest of an item's noun is part of the list.) */
/** ("no dorm or any room I'd be sharing with strangers": the item's noun and a relative clause may end the glue.) */
const SAME_KIND_GLUE =
  /^(?:\s|,|\/|&|\+|\bor\b|\band\b|\bnor\b|\beither\b|\bany\b|\balso\b|\bor\s+any\b|\bno\b|\bnot\b|\brentals?\b|\bhires?\b|\brides?\b|\btickets?\b)*(?:\b(?:rooms?|places?|beds?|spaces?|arrangements?)\s+(?:(?:that|where|which)\s+)?(?:(?:i|we|you|they)(?:['’]d|['’]ll|\s+would|\s+will|\s+might)?\s+)?(?:(?:be|have\s+to|need\s+to|end\s+up)\s+)?)?$/i;
const OTHER_KIND_GLUE = /^\s*(?:or|nor|and|&|\/)\s*(?:any\s+|no\s+)?$/i;

interface Found {
  readonly at: number;
  readonly end: number;
  readonly op: Op;
  readonly words: string;
}

/** Operators in `text` (offset `base`), longest first, non-overlapping. */
function operators(text: string, base: number): Found[] {
  // A string in the list destructures to two letters, and a number compared with a letter is always false, so it overlaps nothing.
  // Stryker disable next-line ArrayDeclaration: the reason above
  const taken: [number, number][] = [];
  const out: Found[] = [];
  // Every operator starts and ends at a word boundary with a letter, so two matches never touch; only a shared character makes them overlap.
  // Stryker disable next-line EqualityOperator: the reason above
  const free = (s: number, e: number) => !taken.some(([a, b]) => s < b && e > a);
  const collect = (re: RegExp, op: Op | 'skip') => {
    for (const m of text.matchAll(re)) {
      const s = m.index!;
      const e = s + m[0].length;
      if (!free(s, e)) continue;
      taken.push([s, e]);
      if (op !== 'skip') out.push({ at: base + s, end: base + e, op, words: m[0] });
    }
  };
  collect(NOT_NEGATION, 'skip');
  collect(TOLERATE, 'tolerate');
  collect(PROHIBIT, 'neg');
  // Stryker disable next-line StringLiteral: nothing compares an operator's kind with 'permit'; a permission only marks where the quoted words may start.
  collect(PERMIT, 'permit');
  collect(NEGATOR, 'neg');
  return out.sort((a, b) => a.at - b.at);
}

export interface PolarityContext {
  readonly layout: Layout;
  readonly unit: Unit;
  readonly category: Category;
  /** Other constraint words of the request (any category). */
  readonly neighbours: readonly Neighbour[];
}

/** What the words before a constraint word, within its scope, make of it. */
type BeforeReading =
  /** Tolerated by the traveller ("we don't mind flying"). */
  | { readonly kind: 'tolerated' }
  /** Flipped by each negator and prohibition ("no rules against smoking": twice); `shownStart` is where the first one starts. */
  | { readonly kind: 'scope'; readonly flips: number; readonly shownStart: number };

/**
 * The negators, prohibitions and tolerance before the word at `start`, right to left within its scope. With
 * `sameKindLists`, only a list of words of the word's own kind shares a negation ("no smoking or parties is fine",
 * but not "avoid taxis and pets allowed").
 */
function readBefore(ctx: PolarityContext, clause: Span, start: number, sameKindLists = false): BeforeReading {
  const { layout, unit, category } = ctx;
  const text = layout.text;
  let scopeStart = clause.start;
  const others = ctx.neighbours.filter((n) => n.end <= start && n.start >= clause.start).sort((a, b) => b.start - a.start);
  let edge = start;
  for (const n of others) {
    const glue = text.slice(n.end, edge);
    const joined = n.category === category ? SAME_KIND_GLUE.test(glue) : !sameKindLists && OTHER_KIND_GLUE.test(glue);
    // A list shares the negation before its first item ("no flights, taxis or driving") unless an item has
    // its own ("no flying and no taxis").
    // glue that joins a list is made of list words only (",", "or", "no", "not", ...), whose only operators are negators.
    // Stryker disable next-line ConditionalExpression: the reason above
    if (!joined || operators(glue, n.end).some((o) => o.op === 'neg')) {
      scopeStart = Math.max(scopeStart, n.end);
      break;
    }
    edge = n.start;
  }
  // A comma bounds the scope, unless only a list of the same kind lies between the comma and the word.
  const before = text.slice(scopeStart, start);
  // Indexes past the end read undefined, never a comma; a comma at index 0 is where the scope starts already, so skipping it keeps the same words.
  // Stryker disable next-line ArithmeticOperator,EqualityOperator: the reason above
  for (let i = before.length - 1; i >= 0; i--) {
    if (before[i] !== ',') continue;
    // Stryker disable next-line ArithmeticOperator: the edge is the start of a word, so the characters just before or after a comma are never the edge.
    if (scopeStart + i + 1 <= edge) {
      // Stryker disable next-line ArithmeticOperator: one character before the comma adds no operator (none is one letter long) and no word to count.
      scopeStart = scopeStart + i + 1;
      break;
    }
  }
  // At most eight words back from the list's first item ("I don't want a dorm or any room I'd be sharing with strangers").
  const window = text.slice(scopeStart, start);
  const wordStarts = [...text.slice(scopeStart, Math.min(edge, start)).matchAll(/\S+/g)].map((m) => m.index!);
  // Stryker disable next-line EqualityOperator: with exactly eight words the first word's start and the scope's start differ only by spaces.
  let from = wordStarts.length > 8 ? scopeStart + wordStarts[wordStarts.length - 8]! : scopeStart;
  // "do NOT book anything where any of us has to drive": a negated "anything where/that" reaches a few words further.
  if (
    wordStarts.length > 8 &&
    /^(?:\S+\s+){0,3}(?:anything|anywhere|anyplace|any\s+place|a\s+place)\s+(?:where|that|which|requiring|involving)\b/i.test(text.slice(from, start))
  ) {
    from = scopeStart + wordStarts[Math.max(0, wordStarts.length - 11)]!;
  }
  const ops = operators(text.slice(from, start), from);
  // "Can't come home from a trip without a chicken tikka masala": a "without" reaches back eight words of its own
  // for the negation it is paired with ("can't ... without", "never ... without", "no trip ... without").
  const without = ops.find((o) => /^without$/i.test(o.words));
  if (without && from > scopeStart) {
    const lead = [...text.slice(scopeStart, without.at).matchAll(/\S+/g)].map((m) => scopeStart + m.index!);
    const leadFrom = lead.length > 8 ? lead[lead.length - 8]! : scopeStart;
    ops.unshift(...operators(text.slice(leadFrom, from), leadFrom).filter((o) => o.op === 'neg'));
  }
  let flips = 0;
  let shownStart = start;
  for (let k = ops.length - 1; k >= 0; k--) {
    const op = ops[k]!;
    shownStart = Math.min(shownStart, op.at);
    if (op.op === 'tolerate') {
      // "a place that doesn't mind pets", "open to pets": the listing's permission, not the traveller's tolerance.
      const listing = LISTING_SUBJECT.test(text.slice(Math.max(unit.start, op.at - 40), op.at));
      if (listing || ((category === 'house' || category === 'cuisine') && /open\s+to|willing\s+to/i.test(op.words))) continue;
      // "we are not fine with flying", "not willing to fly": a tolerance the travellers deny rules the word out (the
      // negators before it are counted as the loop goes on).
      const denied = ops.slice(0, k).filter((o) => o.op === 'neg').length % 2 === 1;
      if (flips % 2 === 0 && !denied) return { kind: 'tolerated' };
      continue;
    }
    if (op.op === 'neg') flips++;
  }
  if (unit.key?.role === 'avoid') flips++;
  // "It's not that we don't want Chinese food": the "not" before "that" takes the negation back, wherever the
  // clause or the eight words began.
  const litotesFrom = Math.max(unit.start, start - 80);
  const litotes = /\bnot\s+that\s+(?:we|i|they|he|she)\s+(?:don['’]?t|do\s+not|didn['’]?t|doesn['’]?t)\b[^.;!?]*$/i.exec(text.slice(litotesFrom, start));
  if (litotes && litotesFrom + litotes.index < from) flips++;
  // "we'd rather drive than fly", "prefer driving over flying": the word after "than"/"over" is ruled out.
  // "rather than flying" is one negator already (counted above), not a second flip.
  const last = ops[ops.length - 1];
  // Stryker disable next-line Regex: every operator with "than" in it ("rather than", "other than") ends with it; "no more than" is an idiom, not an operator.
  const thanCounted = last !== undefined && /\bthan$/i.test(last.words) && /^\s*(?:(?:a|an|the|some)\s+)?(?:\w+\s+)?$/i.test(text.slice(last.end, start));
  // ("rather have a private room than a whole apt": an article may stand between "than" and the word.)
  if (
    !thanCounted &&
    /\b(?:than|over)\s+(?:(?:get|getting|book|booking|rent|renting|have|having|stay\s+in|staying\s+in)\s+)?(?:(?:a|an|the|some)\s+)?(?:\w+\s+)?$|\b(?:than|over)\s*$/i.test(
      window,
    ) &&
    /\b(?:rather|prefer|preferably|sooner|instead)\b/i.test(text.slice(clause.start, start))
  )
    flips++;
  if (/\bnon-?\s*$/i.test(text.slice(Math.max(unit.start, start - 5), start))) {
    flips++;
    shownStart = Math.min(shownStart, start - 4);
  }
  // Quote whole words: "don't eat Mexican", not "n't eat Mexican".
  while (shownStart > unit.start && /[A-Za-z'’]/.test(text[shownStart - 1]!)) shownStart--;
  return { kind: 'scope', flips, shownStart };
}

/**
 * The polarity of the constraint word at [start, end). House rules read a permission as the wish itself
 * ("pets allowed" asks for pets); other kinds read it as tolerance ("shared rooms are fine" asks nothing).
 */
export function polarityOf(ctx: PolarityContext, start: number, end: number): PolarityReading {
  const { layout, unit, category } = ctx;
  const text = layout.text;
  const clause = clauseOf(layout, unit, start, end);
  // The word's own predicate is read to the end of its sentence: a clause cut right after the word must not hide
  // it ("Pets - no": the " - " that starts a new clause is the predicate's own dash).
  const after = text.slice(end, Math.min(sentenceAt(unit, start).end, end + 60));
  const only = ONLY_AFTER.test(after) || ONLY_BEFORE.test(text.slice(Math.max(clause.start, start - 30), start));

  // ("Room: ✔ private room ✘ shared": an option crossed out is ruled out.)
  if (unit.key?.crossed === true) return { polarity: 'negated', only };
  const colon = text.slice(end, Math.min(unit.end, end + 24));
  if (AFTER_NO.test(colon)) return { polarity: 'negated', only };
  if (/^(?:\s+[a-z]+){0,2}\s*:\s*(?:yes|yep|yeah|y|true|needed|required|must|please|allowed)\b/i.test(colon)) return { polarity: 'wanted', only };
  // "Flights: fine", "Smoking: ok": tolerated; for a house rule, a permission ("Pets: ok" asks for pets).
  if (/^(?:\s+[a-z]+){0,2}\s*:\s*(?:fine|ok|okay|sure|no\s+problem|either\s+way|whatever|any|don['’]?t\s+care)\b/i.test(colon))
    return { polarity: category === 'house' ? 'wanted' : 'permitted', only };
  // Words after the word: its own predicate ("are not allowed", "-free", "are fine").
  // ("pet-friendly places are a problem for us": the lodging the word describes, then its predicate.)
  const lodging =
    /^\s+(?:places?|homes?|listings?|rentals?|apartments?|hotels?|airbnbs?|accommodations?|lodgings?|ones?)\b(?=\s+(?:is|are|would)\b)/i.exec(after)?.[0] ?? '';
  const negAfter = AFTER_NEG.exec(after.slice(lodging.length));
  if (negAfter) {
    const predicate = /^\s+(?:allowed|permitted|welcome|ok|okay|an\s+option)\b/i.exec(after.slice(lodging.length + negAfter[0].length));
    return { polarity: 'negated', only, shown: { start, end: end + lodging.length + negAfter[0].length + (predicate?.[0].length ?? 0) } };
  }
  // ("a shared one is fine": the noun the word describes comes first.)
  const own = after.slice(lodging.length);
  const permittedAfter = category === 'house' ? AFTER_PERMIT.test(own) : AFTER_TOLERATE.test(own) || AFTER_PERMIT.test(own);
  if (permittedAfter) {
    // "any food other than Indian is fine": what is fine is everything but the word, which is ruled out.
    if (category !== 'house') {
      if (EXCEPT_BEFORE.test(text.slice(Math.max(clause.start, start - 60), start))) return { polarity: 'negated', only };
      // "Shared rooms are okay -- actually preferred": tolerated, then asked for.
      return PREFERRED_AFTER.test(after) ? { polarity: 'wanted', only } : { polarity: 'permitted', only };
    }
    // "no smoking is fine", "places that forbid smoking are fine": what is found acceptable is the prohibition,
    // which asks for nothing; "smoking is fine", "no rules against smoking is fine" ask for smoking. The word has
    // its own predicate, so a list of words of another kind does not lend it a negation ("avoid taxis and pets allowed").
    const before = readBefore(ctx, clause, start, true);
    return { polarity: before.kind === 'scope' && before.flips % 2 === 1 ? 'permitted' : 'wanted', only };
  }
  const before = readBefore(ctx, clause, start);
  if (before.kind === 'tolerated') return { polarity: 'permitted', only };
  return { polarity: before.flips % 2 === 1 ? 'negated' : 'wanted', only, ...(before.flips > 0 ? { shown: { start: before.shownStart, end } } : {}) };
}
