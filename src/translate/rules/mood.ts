/**
 * Mood: whether a constraint word is said as a wish at all. A noun that happens to appear is not a requirement
 * (READING.md, "Words that ask for nothing"):
 * - `narrative`: the words tell what happened, or what is done every day, not what is wanted ("we drove down to the
 *   lake last summer", "I quit smoking last year", "we had amazing Indian food last trip", "we eat Italian every day");
 * - `not-coming`: about someone or something that stays home ("my cat is staying with my mom", "the kids aren't
 *   coming");
 * - `asked`: words of the planner's side of a pasted conversation ("Agent: ... pets, food, room preferences?");
 * - `hedged`: the writer has not decided ("we might bring the dog, haven't decided yet"): a question, not a wish;
 * - `preference`: wanted but said not to be required ("direct flights if there are any, but it's not a must");
 * - `compared`: only what the wish is measured against ("a private room, it's cheaper than a whole place").
 */
import { keyRole, sentenceAt, type Layout, type Unit } from './layout.ts';
import { clauseOf } from './polarity.ts';

export type Mood = 'narrative' | 'not-coming' | 'asked' | 'hedged' | 'preference' | 'compared';

/** The constraint word itself in a past form: "we drove", "we flew there", "she smoked". */
const PAST_WORD = /^(?:drove|driven|flew|flown|smoked|partied|hosted|visited|stayed|rented|ate)$/i;
/** The word as the object of a verb telling what was done ("we did a hostel once", "I stayed in a shared room"). */
const PAST_OBJECT =
  /\b(?:we|i|they|he|she)\s+(?:once\s+)?(?:did|tried|stayed\s+(?:in|at)|booked|rented|ended\s+up\s+in)\s+(?:a|an|the|one|some|this|that)\s+(?:[a-z]+\s+)?$/i;
/** A time in the past or a finished habit, in the clause. */
const PAST_TIME =
  /\b(?:(?:every\s+day|everyday|all\s+the\s+time)(?![\s,]+if\s+(?:i|we)\s+could)|back\s+home|at\s+home\s+we|on\s+a\s+daily\s+basis|(?<!\bto\s+)last\s+(?:year|time|summer|winter|spring|fall|autumn|trip|month|week|weekend|vacation|holiday|christmas|visit|agency|agent|company|hotel|host|booking|airbnb|rental)(?!\s+(?:of|in)\s+(?:the\s+month|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))|(?:\d+|a|one|two|three|few|several)\s+(?:years?|months?|weeks?)\s+ago|used\s+to|(?:we|i)['’]ve\s+(?:already\s+|both\s+|all\s+)?(?:done|had|eaten|tried|been\s+to|seen|visited)|(?:we|i)['’]ve\s+been\s+(?!(?:happily\s+)?(?:married|together|engaged)\b)(?:\w+\s+)?\w+ed\s+(?:away|out|down)?\b|(?:we|i)\s+have\s+(?:already\s+)?(?:done|had|eaten|tried|been\s+to|seen|visited)|eats?\s+(?:mostly|mainly|usually|only|nothing\s+but)|back\s+in\s+(?:19|20)\d{2}|(?:since|when)\s+(?:we|i)\s+(?:were|was)\b|previously|in\s+the\s+past|yesterday|the\s+other\s+(?:day|night)|(?<!\b(?:the|our|my|on|for|to|a|of|that|this|their)\s+)last\s+night(?!\s+(?:of|in|there|before|we\s+(?:are|['’]re)))|a\s+lot\s+for\s+(?:work|my\s+job)|for\s+work\s+(?:all\s+the\s+time|a\s+lot|constantly)|long\s+story(?!\s+short)|(?:we|i|he|she|they)\s+(?:tried|(?<!\b(?:rather|prefer(?:red)?|wish|if)\s+(?:we|i|he|she|they|you)\s+)didn['’]t|(?<!\b(?:rather|prefer(?:red)?|wish|if)\s+(?:we|i|he|she|they|you)\s+)did\s+not|went|once)\b)\b/i;
/** "cheaper than a whole place", "less hassle than a rental car": what the wish is measured against, not a wish. */
const COMPARED_BEFORE =
  /\b(?:cheaper|less\s+(?:expensive|hassle|stressful|work)|more\s+(?:affordable|fun|relaxing|private)|quieter|nicer|easier|faster|better|worse|smaller|bigger)\s+than\s+(?:(?:a|an|the|any|renting|booking|getting|taking)\s+){0,2}(?:[a-z]+\s+)?$/i;
/** A habit given up, just before the word ("no longer", "gave up", "quit", "stopped"). */
const CEASED_BEFORE = /\b(?:no\s+longer|(?:gave|given|give|giving)\s+up|quit|stopped)\s+(?:on\s+)?$/i;
/** Words of a wish for this trip, which a past time in the same clause does not cancel ("last time was awful, so no shared rooms this time"). */
const PRESENT_WISH =
  /\bso\s+(?:no|not|only|please|private|entire|a\s+private|an\s+entire|we\s+(?:want|need|would))\b|\b(?:this\s+(?:time|trip)|let['’]?s|instead(?!\s+of)|want|wants|need|needs|would|will|must|please|pls|plz|for\s+sure|require|requires|prefer|only|should|have\s+to|has\s+to|can['’]?t|cannot|won['’]?t|don['’]?t|do\s+not|never\s+again|anymore|any\s+more)\b/i;
/** Someone or something not travelling. ("My sister agreed to watch the dog", "Mrs. Patel said yes to feeding Mochi
 * and the cats", "our neighbor offered to feed the cats": someone else minds the animals at home.) */
const NOT_COMING =
  /(?<!\b(?:we|i|we['’]ll|i['’]ll|we\s+will|i\s+will|we\s+can|i\s+can)\s+)\b(?:agreed|offered|promised|volunteered|said\s+yes|is\s+going|are\s+going|will|(?<!\b(?:we|i|you))['’]ll|can)\s+(?:to\s+)?(?:(?:stop|drop|come|pop|swing)\s+(?:by|over|in|round)\s+(?:(?:our|my|the)\s+(?:house|place|home|flat|apartment)\s+)?(?:to\s+|and\s+)?)?(?:feed(?:ing)?|watch(?:ing)?|look(?:ing)?\s+after|tak(?:e|ing)\s+care\s+of|mind(?:ing)?|keep(?:ing)?|(?:dog|cat|pet)[\s-]?sit(?:ting)?)\s+(?:[A-Z][a-z]+\s+and\s+)?(?:the|our|my|his|her|their)\s+(?:\w+\s+)?(?:dogs?|cats?|pets?|pups?|puppy|kitty|kitties|animals?)\b|\b(?:staying|stays|stay)\s+(?:home|behind|back)\b|\b(?:will|['’]ll|is\s+going\s+to)\s+(?:remain|stay)\s+(?:with|at)\s+(?:(?:my|our|his|her|their|the)\s+)?(?:relatives|family|parents|grandparents|neighbou?rs?|friends?|grandma|grandpa|mom|mum|dad|sister|brother|kennel|home|a\s+sitter|the\s+sitter)\b|\b(?:is|are|['’]s|['’]re|will\s+be)\s+(?:\w+\s+)?(?:house|pet|dog|cat)[\s-]?sitting\b|\b(?:bailed|bails|dropped\s+out|backed\s+out|pulled\s+out|cancell?ed\s+on\s+us)\b|\b(?:is|are|'s|'re)\s+not\s+coming\b|\b(?:isn['’]?t|aren['’]?t|won['’]?t\s+be|not)\s+(?:coming|joining)\b|\b(?:isn['’]?t|aren['’]?t|won['’]?t\s+be|not)\s+(?:travell?ing|going)\s+with\b|\b(?:away|time\s+off|a\s+break|a\s+night\s+off)\s+from\s+(?:the|our|my)\s+(?:\w+\s+)?(?:kids|kiddos|children|little\s+ones|babies|baby|toddlers?|twins|boys|girls)\b|\b(?:can['’]?t|cannot|couldn['’]?t)\s+(?:come(?!\s+(?:home|back)\b)|make\s+it|join)\b|(?<!\b(?:we|you)\s*)\b(?:is|are|['’]s|['’]re|will\s+be)\s+(?:staying\s+)?(?:with|at)\s+(?:(?:my|our|his|her|their|the)\s+)?(?:[\w-]+\s+){0,2}?(?:grand(?:ma|pa|parents?|mother|father)|nan|nana|granny|mother|father|mom|mum|dad|parents|ex|in-laws|mother-in-law|father-in-law|sister|brother|aunt|uncle|cousins?|neighbou?rs?|friends?|babysitter|sitter|nanny|[A-Z][a-z]+['’]s)(?:['’]s)?\b|\b(?:is|are|'s|'re)\s+(?:in|at)\s+(?:summer\s+|day\s+|sleepaway\s+)?(?:school|camp|college|daycare|work)\b|\b(?:is|are|'s|'re|will\s+be)\s+(?:watching|looking\s+after|taking\s+care\s+of|minding|babysitting|keeping)\s+(?:the|our|my|his|her)\s+(?:kids|children|boys|girls|little\s+ones|twins|grandkids)\b|\b(?:kids?|children|dogs?|cats?|pets?)\s+(?:(?:are|is)\s+)?(?:at|with)\s+(?:grandma|grandpa|nana|granny|the\s+grandparents|my\s+(?:mom|mother|parents|sister|brother)|(?:my|our)\s+grandparents)(?:['’]s)?\b|\b(?:stays?|staying|left|leaving\s+(?:him|her|them|it))\s+(?:at\s+home|with\s+(?:the\s+)?(?:neighbou?rs?|sitter|my|our|his|her|their|grandma|grandpa|friends?))\b|\bleav(?:e|es|ing)\s+(?:my|our|the|his|her)\s+(?:\w+\s+)?(?:dogs?|cats?|pets?|pups?|kitty|puppy|animals?)\s+(?:\w+\s+)?(?:with|at|home|behind)\b|\b(?:kennel|boarding|pet[\s-]?sitter|dog[\s-]?sitter|cat[\s-]?sitter)\b|\b(?:is|are|'s|'re|will\s+be)\s+(?:watching|looking\s+after|taking\s+care\s+of|minding|keeping|feeding|sitting)\s+(?:(?:the|our|my|his|her)\s+(?:dogs?|cats?|pets?|pups?|animals?)|her|him|them)\b/i;
/** Someone named right before the words of staying home, who is the one staying ("their dad is staying home"). */
const OTHER_STAYER_BEFORE =
  /[,;—–-]\s*(?:(?:their|his|her|my|our|the)\s+(?:dad|mom|mum|father|mother|husband|wife|partner|sister|brother|grandma|grandpa|parents|in-laws)|[A-Z][a-z]+)\s*(?:['’]s|is|are|will\s+be)?\s*$/;
/** Said not to be required. */
const NOT_REQUIRED =
  /\b(?:(?:it['’]?s|that['’]?s|is|but)\s+not\s+(?:a\s+)?(?:must|requirement|dealbreaker|deal[\s-]breaker|necessary|essential|required)|not\s+a\s+must|nice\s+to\s+have|(?:that['’]d|that\s+would|it['’]d|it\s+would|would)\s+be\s+a\s+(?:nice\s+)?bonus|(?:don['’]?t|do\s+not|no\s+need\s+to)\s+go\s+out\s+of\s+your\s+way|if\s+(?:possible|there\s+are\s+any|there\s+is\s+one|available)|not\s+(?:a\s+)?big\s+deal|(?:can|will|could)\s+(?:always\s+)?find\s+something)\b/i;
/** "..., but she's done it before", "but it's doable": the dislike just said is conceded. */
const CONCEDED_AFTER =
  /^[^.;!?]*?\bbut\s+(?:(?:she|he|they|we|i)(?:['’](?:s|ve|ll|d|m|re))?\s+(?:(?:has|have|had|did|does|do|can|could|will|would|is|was)\s+)?(?:done|tried|flown|driven|managed|survived|handled|been\s+(?:ok|okay|fine)|(?:ok|okay|fine)\s+with)|it['’]?s\s+(?:ok|okay|fine|doable|manageable))\b/i;
/** The writer has not decided. */
const HEDGE =
  /\b(?:i\s+guess\b[^.!?]*\?|may\s+or\s+may\s+not|might\s+or\s+might\s+not|might|may\s+(?:bring|come|need|want|have)|maybe|perhaps|possibly|not\s+sure|unsure|haven['’]?t\s+decided|have\s+not\s+decided|undecided|don['’]?t\s+know\s+(?:yet\s+)?(?:if|whether)|do\s+not\s+know\s+(?:yet\s+)?(?:if|whether)|not\s+(?:yet\s+)?decided|tbd|depending\s+on|depends\s+on|we['’]ll\s+see|still\s+arguing|(?:still\s+)?deciding\s+(?:whether|if)|(?:i|we|he|she|they)['’]ll\s+let\s+(?:you|me|us)\s+know|(?:i|we|he|she|they)\s+will\s+let\s+(?:you|me|us)\s+know|(?:can['’]?t|cannot|don['’]?t|do\s+not)\s+remember\s+which|we['’]ll\s+sort\s+it\s+out|(?:haven['’]?t|have\s+not|can['’]?t|cannot)\s+agree(?:d)?|let['’]?s\s+(?:talk|discuss)|still\s+(?:discussing|debating|talking\s+(?:about\s+)?it)|(?:we['’]ll|we\s+will|we\s+need\s+to)\s+(?:talk|discuss)(?:\s+it)?(?:\s+over)?)\b/i;

/** How a constraint word at [start, end) of `unit` is said, when it is not said as a wish (undefined: it is). */
export function moodOf(layout: Layout, unit: Unit, start: number, end: number): Mood | undefined {
  if (unit.speaker === 'planner') return 'asked';
  const text = layout.text;
  const word = text.slice(start, end);
  const clause = clauseOf(layout, unit, start, end);
  const sentence = sentenceAt(unit, start);
  const clauseText = text.slice(clause.start, clause.end);
  const sentenceText = text.slice(sentence.start, sentence.end);
  // "We might bring our dog or he might go to the kennel, haven't decided yet": staying home is one of the choices still open.
  const undecided = /\b(?:haven['’]?t|have\s+not|not\s+yet)\s+decided\b|\bundecided\b|\bnot\s+sure\b|\bwe['’]ll\s+see\b|\bstill\s+deciding\b/i.test(
    sentenceText,
  );
  // "She's still deciding whether she's willing to get on a plane again after last time", "so we'll need to decide
  // which of us gives in": undecided, whatever story the sentence tells.
  if (
    /\bstill\s+deciding\s+(?:whether|if)\b|\bstill\s+(?:discussing|debating)\b|\b(?:need|have)\s+to\s+decide\s+(?:which\s+of\s+us|whether|if)\b|\blet\s+(?:me|you|us)\s+know\s+which(?:\s+(?:one|it\s+is))?\s*(?:[.!;)]|$)|\b(?:can['’]?t|cannot|don['’]?t)\s+remember\s+which(?:\s+(?:one|it\s+was))?\s*(?:[.!;,)]|$|lol\b)|\bwill\s+tell\s+(?:us|me|her|him|them)\b[^.;!?]{0,50}\b(?:whether|if)\b|\bfor\s+(?:my|our|his|her|the)\s+(?:doctor|dr|physician)\s+to\s+tell\s+(?:us|me|her|him|them)\b[^.;!?]{0,40}\b(?:whether|if)\b|\bwaiting\s+(?:for|on)\b[^.;!?]{0,40}\b(?:whether|if)\b/i.test(
      sentenceText,
    )
  )
    return 'hedged';
  // ("me and my three kids (5, 9, 12), their dad is staying home": the one who stays is named between, not the word.)
  const from = Math.max(0, start - sentence.start - 10);
  const stayer = NOT_COMING.exec(sentenceText.slice(from));
  // (A match starting before the word's end leaves an empty slice, which names no one.)
  const someoneElse = stayer !== null && OTHER_STAYER_BEFORE.test(sentenceText.slice(end - sentence.start, from + stayer.index));
  if (!undecided && !someoneElse && (NOT_COMING.test(clauseText) || stayer !== null)) return 'not-coming';
  // "Tina can't come (new baby)": the reason in parentheses after someone's staying home.
  const before = text.slice(sentence.start, start);
  const open = before.lastIndexOf('(');
  // An "(" opening the sentence (open 0) has nothing before it, so the stay-home words looked for there are none: "> 0" reads the same.
  // Stryker disable next-line EqualityOperator: the reason above
  if (open >= 0 && /^[^()]{0,20}$/.test(before.slice(open + 1)) && NOT_COMING.test(before.slice(Math.max(0, open - 30), open))) return 'not-coming';
  if (PAST_WORD.test(word) || PAST_OBJECT.test(text.slice(Math.max(clause.start, start - 40), start))) return 'narrative';
  // "I cook at a French bistro for a living": where someone works, no wish for the trip.
  if (
    /\b(?:work|works|worked|working|cook|cooks|chef|wait\s+tables|waitress|waiter|bartend|own|owns)\s+at\s+(?:a|an|the|my|our)\s+$/i.test(
      text.slice(Math.max(clause.start, start - 40), start),
    )
  )
    return 'narrative';
  // "our cat passed away in May", "we lost our dog": an animal or person who has died is no one of the trip.
  if (/^\s+(?:\([^)]{0,30}\)\s+)?(?:(?:just|recently|sadly)\s+)?(?:passed\s+away|passed\s+on|died)\b/i.test(text.slice(end, Math.min(unit.end, end + 40))))
    return 'not-coming';
  if (COMPARED_BEFORE.test(text.slice(Math.max(sentence.start, start - 40), start))) return 'compared';
  // "my OB says no flying after 28 weeks": a rule for a time of someone's life, which the trip may fall before or
  // after: a question, unless other words settle the way ("so we'll drive").
  if (/^\s+(?:after|past|beyond|until|before)\s+(?:\d{1,2}|[a-z]+(?:[\s-][a-z]+)?)\s+(?:weeks?|months?)\b/i.test(text.slice(end, Math.min(unit.end, end + 30))))
    return 'hedged';
  // "cuisine wishes: Chinese and American we drove down to the coast last summer": the value a key opens with (on its
  // own line or inside running text) is the wish itself, whatever story runs on after it.
  // ("Notes: We had amazing Indian food last trip" is a story under a key for anything.)
  const keyValue =
    (unit.key?.role !== undefined && !unit.key.inherited && start - unit.start <= 40 && sentence.start === unit.start) ||
    labelledWish(text.slice(Math.max(sentence.start, start - 50), start));
  // "I gave up driving last year", "she stopped flying in 2019": a habit given up is how things stand now, whatever
  // time the sentence names (polarity reads it as a negation).
  const ceased = CEASED_BEFORE.test(text.slice(Math.max(clause.start, start - 25), start));
  // "Our last trip was a mess: we shared a dorm with six strangers": what a colon after a time past goes on to tell.
  const colon = sentenceText.indexOf(':');
  if (
    !keyValue &&
    colon > 0 &&
    start > sentence.start + colon &&
    PAST_TIME.test(sentenceText.slice(0, colon)) &&
    !PRESENT_WISH.test(sentenceText.slice(0, colon)) &&
    // ("Same as last year: pet-friendly, entire home": wishes repeated, not a story.)
    !/\b(?:same|again|like|as\s+before)\b/i.test(sentenceText.slice(0, colon)) &&
    !PRESENT_WISH.test(text.slice(sentence.start + colon, Math.min(sentence.end, end + 40)))
  )
    return 'narrative';
  // ("We always used to need pet-friendly places": the need of a habit past is no wish for this trip.)
  if (!keyValue && !ceased && PAST_TIME.test(clauseText) && !PRESENT_WISH.test(clauseText.replace(/\bused\s+to\s+\w+/gi, ''))) return 'narrative';
  // "I don't know yet if I can drive": the clause may start after the hedge ("yet" cuts it), so look a little further back.
  // ("NICE: Italian food, a whole apartment": a field of wishes said not to be required.)
  // ("We would like a private room, it is not necessary the entire apartment": said before a noun, it is about that noun.)
  const notRequired = NOT_REQUIRED.exec(sentenceText);
  const aboutWhatFollows =
    notRequired !== null &&
    /\b(?:necessary|essential|required|must)\b/i.test(notRequired[0]) &&
    /^\s+(?:the|a|an|to)\b/i.test(sentenceText.slice(notRequired.index + notRequired[0].length));
  if ((notRequired && (!aboutWhatFollows || start >= sentence.start + notRequired.index)) || unit.key?.role === 'nice') return 'preference';
  // "She's not a big fan of flying, but she's done it before": a dislike conceded at once is the writer's to settle.
  // ("Grandpa is not a fan of Mexican food so please steer clear of that, but the boys love Italian": no concession.)
  if (
    /\bnot\s+(?:a\s+)?(?:big|huge|great|massive)?\s*fan\s+of\s+$/i.test(text.slice(Math.max(sentence.start, start - 30), start)) &&
    CONCEDED_AFTER.test(text.slice(end, sentence.end))
  )
    return 'hedged';
  if (HEDGE.test(text.slice(Math.max(sentence.start, clause.start - 30), clause.end))) return 'hedged';
  return undefined;
}

/** A label of a wish in running text just before the word ("cuisine wishes: Chinese"): a key the layout knows, or a word of wishing. */
function labelledWish(before: string): boolean {
  const m = /\b([A-Za-z][A-Za-z ]{2,30}?)\s*:\s*[^:.;!?]{0,40}$/.exec(before);
  if (!m) return false;
  // The label starts with a letter and is the shortest before "\s*:", which takes any spaces after it: it has none to trim.
  // Stryker disable next-line MethodExpression: the reason above
  const label = m[1]!.trim();
  return keyRole(label) !== undefined || /\b(?:wish(?:es)?|wants?|needs?|requests?|must\s+haves?|preferences?|requirements?)$/i.test(label);
}

/** Whether the sentence holding `at` speaks of a time past ("last year", "used to"), wish words or not. */
export function inPastSentence(layout: Layout, unit: Unit, at: number): boolean {
  const sentence = sentenceAt(unit, at);
  return PAST_TIME.test(layout.text.slice(sentence.start, sentence.end));
}
