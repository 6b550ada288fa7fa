/**
 * Counts with their nouns: how many travel ("for 2 people", "a group of 7", "the five of us", "a duo",
 * "me + 2 pals", "my husband, our daughter and I", "Headcount: 3") and how many cities ("2 cities in Texas",
 * "three Florida cities", "Cities to visit: 2"). Words that speak of several people without a number
 * ("we", "my friends and I") are found too, so that a request for an unknown number of people is refused.
 */
import { matchUnits, sentenceAt, type Layout, type Unit } from './layout.ts';
import { NUM, wordNumber } from '../../common/numbers.ts';
import { moodOf } from './mood.ts';
import { CLAUSE_VERB_AFTER, findPersonLists, petNames, type PersonList, type PlaceAt, ANIMALS } from './party.ts';

export interface Count {
  readonly n: number;
  readonly start: number;
  readonly end: number;
  readonly unit: Unit;
  /** A correction cue before it ("actually make that three"). */
  readonly corrects: boolean;
}

/** A bare "make that three": a correction of whichever count stands just before it. */
export interface BareCorrection {
  readonly n: number;
  readonly start: number;
  readonly end: number;
  readonly unit: Unit;
}

export interface PluralMention {
  readonly start: number;
  readonly end: number;
  /** A bare first-person plural ("we", "we're", "us", "our"), which names nobody; else companions ("my friends", "a group"). */
  readonly pronoun: boolean;
}

export interface PartyReading {
  readonly counts: readonly Count[];
  /** Words that leave the party undecided ("me and maybe my sister", "somewhere between 3 and 8"): a question, whatever else is counted. */
  readonly undecided: readonly { start: number; end: number }[];
  /** Words that speak of people ("a couple", "the whole family", "pax") where no count was read: evidence the party is not one person. */
  readonly evidence: readonly { start: number; end: number }[];
  /** Words that speak of several people ("we", "our", "my friends"), in text order, for the refusal. */
  readonly plurals: readonly PluralMention[];
}

const PEOPLE = String.raw`(?:people|persons|person|ppl|peeps|travell?ers|individuals|guests|passengers|pax|folks|members|family\s+members|adults|grown[\s-]?ups|souls|heads)`;
const AGE_NOUN = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]*(?:years?|yrs?|yo)[\s-]*old`;
const COMPANION_ONE = String.raw`(?:${AGE_NOUN}|wife|husband|hubby|partner|spouse|girlfriend|boyfriend|gf|bf|fianc[eé]e?|friend|bestie|bff|roomie|newborn|buddy|pal|mate|colleague|co-?worker|mom|mum|mother|dad|father|son|daughter|brother|sister|sibling|kid|child|baby|toddler|grandma|grandpa|grandmother|grandfather|granny|roommate|boss|cousin|aunt|uncle|niece|nephew|in-law|mother-in-law|father-in-law|grandson|granddaughter|stepson|stepdaughter|teen|teenager)`;
/** Animals that travel with people and are not travellers ("me and my cat Pickles"). */
const ANIMAL = String.raw`(?:cats?|dogs?|pups?|puppy|puppies|doggos?|doggies?|pooch(?:es)?|kitty|kitties|kittens?|pets?|parrots?|birds?|rabbits?|bunny|bunnies|hamsters?|ferrets?|fur\s*bab(?:y|ies)|service\s+(?:dog|animal)s?)`;
const COMPANION_MANY = String.raw`(?:${AGE_NOUN}s|little\s+ones|littles|kiddos|munchkins|tots|wives|husbands|partners|girlfriends|boyfriends|friends|besties|bffs|roomies|buddies|pals|mates|colleagues|co-?workers|moms|mums|mothers|dads|fathers|sons|daughters|brothers|sisters|siblings|kids|children|babies|toddlers|grandparents|grandkids|grandchildren|roommates|cousins|aunts|uncles|nieces|nephews|in-laws|parents|twins|teens|teenagers|folks|coworkers|classmates|teammates|neighbou?rs|couples|families)`;
/** Plural companions whose number is known without a numeral. */
const KNOWN_SIZE: Readonly<Record<string, number>> = { parents: 2, twins: 2, grandparents: 2 };
/** Plural companions that are groups: people in each ("two couples" are 4), or null when it has no number (families). */
const GROUP_SIZE: Readonly<Record<string, number | null>> = { couples: 2, families: null };
const NOT_PEOPLE_AFTER = String.raw`(?![\s-]*(?:days?|nights?|weeks?|months?|years?|hours?|minutes?|cities|city|towns?|stops?|dollars?|bucks|grand|thousand|hundred|k\b|usd|%|percent|(?:st|nd|rd|th)\b|[,.]?\d|\$|different|distinct|separate|unique|of\s+(?:the\s+)?(?:days?|cities|nights?|weeks?)|(?:american|chinese|french|indian|italian|mediterranean|mexican|bbq|barbecue|seafood|pizza|dinners?|lunch(?:es)?|breakfasts?|brunch(?:es)?|evenings?|visits?|more|last|big|nice|good|great)\b|(?:strangers?|cuisines?|stars?|rooms?|beds?|bedrooms?|meals?|restaurants?|attractions?|flights?|cars?|miles?|km|am\b|pm\b|kids?|children|child|adults?|dogs?|cats?|pets?|bags?|suitcases?|teens?|toddlers?|babies|baby|infants?|couples?|famil(?:y|ies))\b|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b)|-[a-z])`;
/**
 * "a couple" naming the party itself, not a quantity of what follows it: "a couple of friends", "a couple friends",
 * "a couple more", "a couple days" say nothing of a couple.
 */
/** "a retired couple", "a young married couple": words that describe a couple. */
const COUPLE_ADJECTIVE = String.raw`(?:retired|young|old|older|elderly|senior|married|newly[\s-]?wed|newlywed|newly\s+married|engaged|happy|lovely|middle[\s-]aged|gay|lesbian|same[\s-]sex|adventurous|busy|working|traveling|travelling|sporty|active|quiet|fun|cute)`;
const COUPLE = String.raw`couple\b(?!\s+(?:of|more)\b)(?![\s-]+(?:${COMPANION_MANY}|${PEOPLE})\b)${NOT_PEOPLE_AFTER}`;
/** Words that speak of people: with no count read, the party is a question (a request for one person says nothing of people). */
const EVIDENCE =
  /\b(?:couple(?![\s-]+(?:of\s+)?(?:days?|nights?|weeks?|months?|hours?|minutes?|times?|more|cities|towns|stops|dollars|hundred|thousand|bucks)\b)|couples|famil(?:y|ies)(?![\s-]+(?:attractions?|activities|fun|friendly|style|restaurants?|outings?|owned|run|recipes?|history|reunion\s+venue))|fam|pax|ppl|(?<!\bmeet(?:ing)?\s+(?:new\s+|other\s+|local\s+)?)people|persons|guests|travell?ers|adults|kids|kiddos|children|toddlers?|infants?|babies|(?:our|my|the|whole|entire)\s+(?:party|group|crew|gang|squad|team)|party\s+(?:of|size)|group\s+(?:of|size)|both\s+of\s+us|(?<=\bfor\s)both(?=\s*[.,;!]|\s*$)|all\s+of\s+us|each\s+of\s+us|everyone|everybody|(?<=^[\s*•-]*\d{1,2}\s+)(?:husband|wife|partner|boyfriend|girlfriend|friend|kid|child|son|daughter|mom|dad)|esposo|esposa|hij[oa]s?|familia|amig[oa]s|somos)\b/gi;
/** The unit holding an offset (every mention lies in one). */
function unitOf(layout: Layout, at: number): Unit {
  return layout.units.find((u) => at >= u.start && at <= u.end)!;
}
/** "a trip for", "booking ... for": the person after it is the one travelling. */
const FOR_SOMEONE = /\b(?:(?:a\s+)?trip\s+for|(?:booking|book|planning|plan|arranging|arrange)\s+(?:a\s+trip\s+|travel\s+|it\s+)?for)\s+$/i;
/** Someone who lives at the destination or drops in: a visitor, not a traveller. */
const VISITING =
  /\b(?:lives?|living)\s+(?:in|near|out\s+in|down\s+in|up\s+in)\b|\b(?:will|'ll|wants?\s+to|is\s+going\s+to|gonna|might|may)\s+(?:come\s+by|stop\s+by|drop\s+by|swing\s+by|drop\s+in|visit|hang\s+out|come\s+over)\b|\b(?:stopping|coming|dropping|swinging)\s+by\b|\bvisiting\s+(?:us|me)\b|\bhang(?:ing)?\s+out\s+at\s+(?:my|our)\b/i;
/** Words after a count that take those people out of the party. */
const LEAVING_AFTER =
  /^\s+(?:has\s+|have\s+|just\s+|now\s+)?(?:dropped\s+out|bailed|backed\s+out|pulled\s+out|cancell?ed|can['’]?t\s+(?:come|make\s+it|go)|(?:is|are)\s+(?:out|not\s+coming)|(?:isn['’]?t|aren['’]?t|won['’]?t\s+be)\s+coming)\b/i;
/**
 * A verb whose object a list would be ("my brother just had a baby girl and I am going to meet her", "visiting my
 * aunt and uncle"): the people end an earlier clause; they are not a party enumerated with the writer.
 */
const OBJECT_BEFORE = /\b(?:had|has|having|meet|meeting|see|seeing|visit|visiting|miss|missing)\s+(?:(?:a|an|my|our|the|her|his|their)\s+)?(?:\w+\s+)?$/i;
/** Words before "with my mom" that say someone stays with them, not that they travel. */
const STAYING_BEFORE = /\b(?:staying|stays|stay|living|lives|live|left|boarding)\s+(?:(?:back\s+)?(?:home\s+)?with\s+)?$/i;
/** Words that add more companions to what stands before them ("me and ...", "2 people plus ..."); "with" does not ("a family of four with young children"). */
const JOIN = String.raw`\s*(?:,\s*)?(?:(?:and|plus)\s+|[&+]\s*)`;
const NOW_AFTER = /^\s*(?:people\s+|persons\s+|of\s+us\s+|travell?ers\s+)?(?:now|instead|at\s+this\s+point)\b(?!\s+(?:and|but)\b)/i;
const CORRECTION =
  /\(\s*(?:well|ok|okay|i\s+mean)\s*,?\s*$|\b(?:(?:backed|dropped|pulled)\s+out|bailed|cancell?ed)\b[^.;]{0,12}\bso\s+(?:it['’]s\s+|that['’]s\s+|now\s+)?(?:just\s+|only\s+)?$|\b(?:actually|make\s+(?:that|it)|i\s+mean(?:t)?|sorry|correction|scratch\s+that|no\s+wait|wait|instead|or\s+rather|rather|revised|updated|change\s+(?:that|it)\s+to|changed\s+to|now|on\s+second\s+thought|let['’]s\s+(?:say|make\s+it))\b[^.;]{0,20}$/i;

const TOTALS: readonly RegExp[] = [
  // "a trip for two to Boston": the party the trip is for, before where it goes.
  new RegExp(String.raw`\b(?:trip|getaway|vacation|holiday|weekend|escape)\s+for\s+(${NUM})\b(?=\s+(?:to|from|in|at)\s)`, 'gi'),
  // "only 5 signed up for this one", "just 3 of us can make it": the ones who go.
  new RegExp(
    String.raw`\b(?:only|just)\s+(${NUM})\s+(?:of\s+(?:us|them)\s+)?(?:signed\s+up|are\s+(?:going|coming)|can\s+(?:make\s+it|come|go)|will\s+(?:go|come|be\s+going)|are\s+joining)\b`,
    'gi',
  ),
  // "was supposed to be 4 of us but jake bailed so 3 now": the count that holds now.
  new RegExp(String.raw`\bso\s+(?:it['’]s\s+|we['’]re\s+)?(?:just\s+|only\s+)?(${NUM})\s+now\b`, 'gi'),
  // "our choir (7 singers, I'm one of them)", "Five of us (me included)": a number that counts the writer in.
  new RegExp(
    String.raw`\b(${NUM})\s+(?:[a-z]+\s+)?(?:[a-z]{3,}s|women|men|people|children)\b\s*(?:\(\s*)?,?\s*(?:I['’]m\s+one\s+of\s+them|I\s+am\s+one\s+of\s+them|me\s+included|including\s+me|myself\s+included|I['’]m\s+included|counting\s+me)\b`,
    'gi',
  ),
  // "Budget $4,000 for all four", "tickets for all 3 of us": the whole party, counted.
  new RegExp(
    String.raw`\bfor\s+all\s+(${NUM})\s+of\s+us\b|(?<=(?:\$\s?[\d,.]+k?|\d[\d,.]*\s*(?:dollars|bucks|usd|k))\s+(?:total\s+|in\s+total\s+)?)for\s+all\s+(${NUM})(?=\s*(?:[.,;!?)]|$))`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:group|party|family|fam|team|crew|band|gang|bunch|squad|posse|delegation|contingent|committee|troop|cohort)\s+of\s+(${NUM})\b(?!\s+(?:adults?|kids?|children)\s*(?:,|and|\+|plus|with))`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:(\d{1,2})(?=(?:ppl|pax|people|persons|travell?ers|adults)\b)[a-z]+|(${NUM})[\s-]+(?:adult\s+)?${PEOPLE})\b(?!\s*(?:,|and|\+|plus|with)\s*(?:${NUM}|a)\s+(?:kids?|children|child|teens?|toddlers?|infants?|bab(?:y|ies)|minors?)\b)`,
    'gi',
  ),
  // "us 2", "us two": the party, counted after it.
  // (Not what something cost or took the party: "gave us $3,600", "took us eight months".)
  new RegExp(
    String.raw`(?<!\b(?:gave|give|gives|cost|costs|took|take|takes|saved|owe|owes|charged?|paid|set)\s+)\bus\s+(${NUM})\b(?!\s*(?:days?|nights?|cities|of\b))${NOT_PEOPLE_AFTER}`,
    'gi',
  ),
  // "one of us smokes", "two of us are vegetarian": some of the party, not its size.
  new RegExp(
    String.raw`\b(?:the|all)\s+(${NUM})\s+of\s+(?:us|them)\b|(?<!\b(?:every|each|any|no|which)\s+)\b(?!(?:one|1)\s)(${NUM})\s+of\s+us\b(?!(?:\s*,\s*[A-Z][a-z]+\s*,)?\s+(?:smokes?|smoke|has|have|needs?|is|uses?|can['’]?t|cannot|doesn['’]?t|don['’]?t|likes?|loves?|hates?|prefers?|eats?|drinks?|gets?|works?|snores?|requires?|wants?|are\s+(?:vegetarian|vegan|allergic|smokers?|kids?|children|under|over)))`,
    'gi',
  ),
  // "my parents, two of them": the count of the people just named ("two of them are kids" names a part).
  // ("I'm one of them" is the writer among people counted elsewhere, never a party of one.)
  new RegExp(
    String.raw`(?<!\b(?:the|all)\s+)\b(?!one\b)(${NUM})\s+of\s+them\b(?!\s+(?:are|were|is|will|would|being|who|kids?|children|adults?|teens?|under|over|aged|as)\b)`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:we\s+are|we['’]re|there\s+(?:are|will\s+be|['’]ll\s+be)|we\s+will\s+be|we['’]ll\s+be|we\s+number)\s+(?:a\s+(?:group|party|family|team)\s+of\s+)?(${NUM})\b(?![\s-]*(?:days?|nights?|weeks?|months?|years?|hours?|minutes?|miles?|km|dollars?|bucks|k\b|%|(?:st|nd|rd|th)\b|[,.]?\d|-[a-z]|adults?\s*(?:,|and|\+|plus|with|&)|(?:[a-z]+\s+)?couples?\b|famil(?:y|ies)\b))`,
    'gi',
  ),
  new RegExp(
    String.raw`\bfor\s+(${NUM})\b${NOT_PEOPLE_AFTER}(?!\s+(?:of|in|to)\b)(?!\s+(?:[a-z]+\s+)?${COMPANION_MANY}\s*,?\s*(?:and|&|\+|plus)\s+(?:me|myself|I)\b)|\bwith\s+(${NUM})\b${NOT_PEOPLE_AFTER}(?!\s+(?:of|in|to)\b)(?!\s+(?:[a-z]+\s+)?(?:classmates?|friends?|colleagues?|coworkers?|co-workers?|buddies|buddy|pals?|roommates?|others?|kids?|children|people|persons|adults?|guests?)\b)`,
    'gi',
  ),
  // "4 of us in the band + our sound guy Rico = 5", "me + 3 pals = 4": a sum of people, and its total.
  // (The "=" first, so the search looks behind only where there is one.)
  // (A sum of people: a word for people on one side of the "+", and no days or dollars in it: "Days in Chicago + travel
  // days = 4" counts no one.)
  new RegExp(
    String.raw`=(?<=\b(?:me|us|I|myself|people|friends?|kids?|adults?|guys?|girls?|pals?|buddies|husband|wife|partner|mom|dad|brother|sister|son|daughter|cousin|guy)\b(?:(?!\bdays?\b|\bnights?\b|\$)[^=.!?\n]){0,120}=)(?<=(?:\+|\bplus\b)(?:(?!\bdays?\b|\bnights?\b|\$)[^=.!?\n]){1,60}=)\s*(${NUM})\b(?!\s*(?:days?|nights?|cities|dollars|k\b|usd|%))`,
    'gi',
  ),
  // "Just the two of us (well, one human)": the people among a party counted with a pet.
  new RegExp(String.raw`\b(${NUM})\s+humans?\b`, 'gi'),
  new RegExp(
    String.raw`\b(${NUM})[\s-]+(?:person|people|traveller|traveler|man|woman)[\s-]+(?:trip|group|party|journey|vacation|holiday|itinerary|plan|team|crew)\b`,
    'gi',
  ),
  new RegExp(String.raw`\b(?:party|group|head)[\s-]*(?:size|count)\s*(?:is|of|:|=|-)?\s*(${NUM})\b`, 'gi'),
  new RegExp(String.raw`\b(${NUM})\s+(?:in\s+(?:total|all)|total|altogether|all\s+together|in\s+the\s+(?:group|party))\b`, 'gi'),
];
/**
 * "Two broke backpackers from Austin", "We're 3 tired nurses": a number and a word or two of description before a
 * noun that names what the travellers are, as the subject of the request (at the start of a sentence or after "we
 * are"). Companions ("two friends") are not here: "two friends are coming with me" is three.
 */
const ROLE_PEOPLE = String.raw`(?:backpackers|tourists|hikers|campers|retirees|pensioners|seniors|students|grads|graduates|nurses|teachers|doctors|women|men|ladies|gals|guys|girls|boys|dudes|bros|vacationers|holidaymakers|explorers|foodies|travel\s+buddies|adventurers|musicians|artists|engineers|professionals|coworkers|co-workers|colleagues)`;
const ROLE_COUNT = new RegExp(
  String.raw`(?<=^\s*|[.!?]\s+|\n\s*|\b(?:we\s+are|we['’]re|we\s+will\s+be|we['’]ll\s+be)\s+)(${NUM})(?:[\s-]+(?!(?:of|and|or|from|to|in|with)\b)[a-z]+){0,2}?[\s-]+${ROLE_PEOPLE}\b`,
  'gi',
);
/** "Las Vegas, 3 days, 4 guys, leaving Phoenix", "for my brother — 8 guys total including him and me": a number of what the
 * travellers are, as an item of a list of fragments. */
const ROLE_FRAGMENT = new RegExp(
  String.raw`(?<=[,;:\u2013\u2014]\s*|\s-\s*|\S {2,})(${NUM})[\s-]+${ROLE_PEOPLE}(?:\s+(?:total|in\s+all|altogether))?(?=\s*(?:[,;.!]|$|including\b|incl\b))`,
  'gi',
);
const SUBJECT_COMPANIONS = new RegExp(
  String.raw`(?<=^\s*|[.!?]\s+|\n\s*|^\s*(?:hi|hey|hello|hiya)\b[^.!?\n]{0,15}?[,!]\s+)(${NUM})(?:[\s-]+(?:close|old|best|college|good))?[\s-]+(?:friends|buddies|pals|sisters|brothers|cousins|siblings|roommates|classmates|colleagues|coworkers|co-workers|girlfriends|teammates)\b(?=\s*(?:[,:\u2013\u2014]|-\s|(?:want|wanna|need|plan|hope|would\s+like|['’]d\s+like)\s+to\s+(?:go|travel|visit|see|explore|take|head|fly|drive|get\s+away|spend)\b|are\s+(?:going|heading|headed|travell?ing|planning|flying|driving|off)\b|(?:going|heading|headed|travell?ing)\b|from\s+(?!work\b|school\b|college\b|church\b|the\s+office\b|my\b|our\b)))`,
  'gi',
);
const FIRST_PERSON_SINGULAR = /\b(?:I|me|my|myself|mine)\b|\bI['’](?:m|d|ll|ve)\b/;
const MIGHT_COME =
  /\b(?:might|may|could)\s+(?:still\s+|also\s+)?(?:come|join(?:\s+us)?|make\s+it|tag\s+along|be\s+coming|meet(?:\s+up\s+with)?\s+us)\b|\bhowever\s+many\b[^.;!?]{0,50}\b(?:can\s+make\s+it|can\s+come|want\s+to\s+come|show\s+up)\b|\b(?:plus|and)\s+(?:whoever|anyone|anybody)(?:\s+else)?\s+(?:wants|would\s+like|decides)\s+to\s+(?:come|join)(?:\s+us)?(?=\s*(?:[,.;!?)]|$))|\bnot\s+sure\s+(?:yet\s+)?(?:if|whether)\s+\w+\s+(?:is|are|will\s+be)\s+coming\b/gi;
const NEITHER_OF_US = /\b(?:neither|either)\s+of\s+us\b(?!\s+(?:parents|adults|kids|grown-?ups|guys|girls|women|men|moms|dads)\b)/gi;
const BIGGER_GROUP =
  /\b(?:famil(?:y|ies)|group|team|crew|gang|club|class|kids|children|parents|everyone|everybody|all\s+of\s+us|(?:three|four|five|six|seven|eight|\d)\s+of\s+us|friends)\b/i;
const COUPLE_EVENT =
  /\b(?:(?:for|celebrat(?:e|ing))\s+our\s+(?:\d{1,2}(?:st|nd|rd|th)\s+|(?:first|second|third|fifth|tenth|twentieth|twenty-fifth|silver|golden|wedding)\s+)*anniversary|we\s+(?:just\s+|recently\s+)?got\s+married|we['’]ve\s+been\s+(?:happily\s+)?married|we\s+have\s+been\s+(?:happily\s+)?married|we['’]re\s+(?:just\s+)?newlyweds|we\s+are\s+(?:just\s+)?newlyweds)\b/gi;
/** People other than the couple: a couple event says nothing of the party when anyone else is named. */
const OTHER_PEOPLE = new RegExp(
  String.raw`\b(?:${COMPANION_MANY}|kid|child|baby|toddler|son|daughter|friend|mom|mum|mother|dad|father|brother|sister|cousin|aunt|uncle|grandma|grandpa|parents|family|group|guests?|people|persons|travell?ers|pax|ppl|adults?|\d+\s+of\s+us|(?:two|three|four|five|six)\s+of\s+us|grand(?:son|daughter|child|kid)s?|nephews?|nieces?|step\w+|nanny|another\s+couple|couples|bring(?:ing)?|tak(?:e|ing)\s+(?!a\b|the\s+(?:train|car|bus)|off\b)\w+|along|join(?:s|ing)?|with\s+(?!(?:a|an|the|my|our|us|me|you|budget|no|nothing|\$)\b)\w+)\b`,
  'i',
);
const NUMBERED_PLURAL = new RegExp(String.raw`\b(${NUM})\s+(?:[a-z]+[\s-]+)?([a-z]{3,}s)\b`, 'gi');
/** Plurals after a number that never name people. */
const NOT_PEOPLE_NOUN =
  /^(?:days|nights|weeks|months|years|hours|hrs|minutes|mins|seconds|cities|towns|stops|places|spots|destinations|islands|states|countries|parks|stars|rooms|bedrooms|beds|bathrooms|baths|beds|miles|kms|meters|feet|dollars|bucks|grands|cents|meals|dinners|lunches|breakfasts|restaurants|cuisines|dishes|drinks|museums|attractions|sights|tours|activities|shows|games|concerts|flights|legs|bags|suitcases|cars|seats|tickets|times|ways|options|things|items|points|percent|steps|floors|blocks|sessions|nights|weekends|courses|options|choices|reasons|photos|pictures|rounds|laps|events|meetings|stars|reviews|listings|units|properties|houses|homes|apartments|hotels|airbnbs|rentals|weekdays|mornings|evenings|afternoons|stays|visits|trips|vacations|holidays|hikes|beaches|lakes|views|mountains|rivers|parks)$/i;
const ANIMAL_NOUN = new RegExp(String.raw`^(?:${ANIMALS})$`, 'i');
const FIXED: readonly [RegExp, number][] = [
  [/\b(?:(?:a\s+)?trip\s+for\s+(?:myself|himself|herself)|for\s+(?:myself|himself|herself)\s+(?:alone|only))\b(?!\s*(?:and|&|\+|plus|,|with))/gi, 1],
  // "Couple from Dallas", "a couple going to Austin": the party itself, written first.
  [
    /(?:^|[.!?]\s+|\n)\s*(?:a\s+|the\s+)?(?:(?:retired|married|young|elderly|older|newlywed|senior)\s+)?couple(?=\s+(?:from|going|heading|travell?ing|looking|planning|wanting|who|that|based|living|plus|and|on\s+(?:a|our|their)))/gi,
    2,
  ],
  // "our first trip alone" (two sisters without their parents): alone or solo after "we", "our" or "us" in the clause is not one.
  [
    /\b(?:(?<!\b(?:we|we['’]re|our|us|ourselves)\b[^.;!?,]{0,30})(?:solo|alone)|by\s+(?:myself|herself|himself|themself)|(?<!\b(?:plann?ing|booking|organi[sz]ing|arranging|researching)\b[^.;!?]{0,40})on\s+(?:my|her|his|their)\s+own|just\s+(?:her|him)\b(?!\s*(?:and|&|\+|,)\s*(?:me|I|myself|us)\b)|single[\s-](?:person|traveler|traveller|individual)|a\s+single\s+(?:person|traveler|traveller|individual)|just\s+(?:me|myself)(?!\s*(?:,|and\b|&|\+|plus\b)\s*(?:her|him|you|my|our|his|their|mom|dad|wife|husband|the\s+(?:kids?|children|boys|girls|twins|family|grandkids|baby|wife|husband))\b)(?!\s*(?:and|&|\+|plus)\s+(?!(?:the|then|than|that|this|there|i|we|it|its|so|also|to|from|for|a|an|budget|dates?|no|not|nothing|my|our|i['’]m|we['’]re|it['’]s)\b)[A-Za-z]{2,}\b|\s*,\s*(?!(?:the|then|that|this|there|i|we|it|so|also|budget|dates?|no|not|thanks|please)\b)[A-Za-z]{2,}\s*(?:,|and\b|&))|only\s+me|myself\s+only|just\s+(?:the\s+)?one\s+of\s+us|an?\s+individual\s+(?:traveler|traveller|trip)|one[\s-]person|party\s+of\s+one|table\s+for\s+one)\b/gi,
    1,
  ],
  [
    new RegExp(
      String.raw`\b(?:(?:we\s+are|we['’]re|as|for|just)\s+(?:a|the)\s+(?:${COUPLE_ADJECTIVE}[\s-]+){0,2}${COUPLE}|(?:^|(?<=[.!?]\s))(?:[A-Z][a-z]+\s+)?couple(?:\s+from\s+[A-Z][\w.’']*(?:\s+[A-Z][\w.’']*){0,2})?\s+here\b|(?<=\b(?:us|we|ourselves)\s*[,(\u2013\u2014]\s*)a\s+${COUPLE}|a\s+couple['’]?s?\s+(?:trip|getaway|vacation|retreat|holiday|escape)|a\s+couple\s+(?:travel(?:l)?ing|going|looking|on|who|that)\b|(?:a|the)\s+(?:duo|twosome)\b|(?:for|as)\s+a\s+pair\b(?!\s+of\s+(?!us\b|travell?ers|friends|buddies|pals|sisters|brothers))|(?:a|the)\s+pair\s+of\s+(?:us|travell?ers|friends|buddies|pals|sisters|brothers|colleagues)|the\s+two\s+of\s+(?:us|them)|just\s+(?:the\s+)?two\s+of\s+us|honeymoon(?:ers)?|(?:me|myself)\s+(?:and|&|\+)\s+(?:my|the)\s+(?:wife|husband|hubby|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|better\s+half|significant\s+other|other\s+half)\b(?!\s*(?:,|and|&|\+|plus|with)\s+(?:my|our|the|a|an|\d|one|two|three|four|five|her|his|their)\b))`,
      'gi',
    ),
    2,
  ],
  // "backpacking couple, A -> B", "retired couple: ...": the party, named first.
  [
    /(?:^|[.!?]\s+|\n)\s*(?:a\s+|the\s+)?(?:backpacking|travell?ing|vacationing|honeymooning|young|retired|older|married|elderly|newlywed)\s+couple(?=\s*[,:\u2013\u2014]|\s+-\s)/gi,
    2,
  ],
  // "$500 total for both of us": two.
  [/\bfor\s+(?:the\s+)?both\s+of\s+us\b/gi, 2],
  // "We're both in our seventies", "we both love hiking": the two of them.
  [/\bwe(?:['’]re|\s+are|\s+were)?\s+both\b/gi, 2],
  // "just her and me", "me and him": two.
  // (Not when an animal was just named: "my dog Biscuit (just me and him)".)
  [
    new RegExp(
      String.raw`(?<!\b(?:${ANIMALS})\b[^.!?\n]{0,60})(?<!\b(?:including|incl\.?|counting|among\s+them|plus)\s+)\b(?:just\s+)?(?:her|him)\s+(?:and|&|\+)\s+(?:me|I|myself)\b(?!\s*(?:,|and\b|&|\+|plus\b))|(?<!\b(?:${ANIMALS})\b[^.!?\n]{0,60})(?<!\b(?:including|incl\.?|counting|among\s+them|plus)\s+)\b(?:just\s+)?(?:me|myself)\s+(?:and|&|\+)\s+(?:her|him)\b(?!\s*(?:,|and\b|&|\+|plus\b))(?=\s*(?:[.,;!?)]|$|\s+(?:are|is|will|want|wants|would|go|going|travel|travell?ing|from|to|on|in|for|this|next)\b))`,
      'gi',
    ),
    2,
  ],
  [/\b(?:a|the)\s+(?:trio|threesome)\b/gi, 3],
  [/\b(?:a|the)\s+(?:quartet|foursome)\b/gi, 4],
];
/** A travellers field's value in words ("Who: a couple"); companions joined to them are added below, like any count's. */
const KEY_WORDS: readonly (readonly [RegExp, number])[] = (
  [
    [String.raw`(?:a\s+|the\s+)?(?:${COUPLE}|pair|duo|twosome|two\s+of\s+us)`, 2],
    [String.raw`(?:a\s+|the\s+)?(?:trio|threesome)`, 3],
    [String.raw`(?:a\s+|the\s+)?(?:quartet|foursome)`, 4],
    [String.raw`(?:just\s+)?(?:me|myself|solo|one|single|alone)`, 1],
  ] as const
).map(([words, n]) => [new RegExp(String.raw`^\s*${words}\b`, 'i'), n] as const);
/** Quantities of people that give no number: "a couple of friends" may be two or a few, so it is not read as 2. */
const VAGUE_MANY = String.raw`(?:a\s+couple(?:\s+of)?(?:\s+(?:my|our))?|a\s+bunch\s+of|a\s+handful\s+of|a\s+number\s+of|a\s+group\s+of|lots\s+of|a\s+lot\s+of|many|various|few)`;
/** The first-person plural pronouns that name nobody in particular. */
const BARE_PRONOUN = /^(?:we|we['’]re|we['’]ll|we['’]ve|we['’]d|us|our|ours|ourselves)$/i;
// "a bunch of friends" is quoted whole (below, with the other companions in a quantity), not as "a bunch".
const PLURAL = new RegExp(
  String.raw`\b(?:we|we['’]re|we['’]ll|we['’]ve|we['’]d|us|our|ours|ourselves|everyone|all\s+of\s+us|(?:the|my|some)\s+(?:guys|gals|girls|boys|ladies|fellas|gang|crew|squad|folks)|(?:my|our|the)\s+(?:family|group|friends|kids|children|colleagues|crew|team|party)|a\s+(?:group|family|bunch|crew|team|gang)\b(?!\s+of\s+${COMPANION_MANY}\b)|they|them|their)\b`,
  'i',
);

/** One companion phrase: "my husband", "our daughter", "2 pals", "my three kids", "a friend". */
const COMPANION_NP = String.raw`\b(?:(?:both|all)\s+(?=(?:my|our|his|her|their|the)\s))?(?:(?:my|our|his|her|their|the|a|an)\s+)?(?:(${NUM})\s+)?(?:(?:best|old|close|good|young|little|teenage|adult|elderly|two|college|work)\s+)?(?:(${COMPANION_ONE})|(${COMPANION_MANY}))\b`;
const SELF = String.raw`(?<![\w'’])(?:I|me|myself)\b(?!['’])`;
const GLUE = String.raw`\s*(?:,\s*(?:and|&|plus)?\s*|\s(?:and|&|plus|with|along\s+with)\s|\s*[+&]\s*|\s+(?=(?:my|our|his|her|their)\s))\s*`;
const GROUP = new RegExp(String.raw`(?:${SELF}|${COMPANION_NP})(?:${GLUE}(?:${SELF}|${COMPANION_NP}))+`, 'gi');
const TRAVELLING_WITH = new RegExp(
  String.raw`\b(?:I|I['’]m|I\s+am|I['’]ll\s+be|I\s+will\s+be|I['’]d\s+be)\b(?:(?!\bwe\b)[^.;]){0,30}?\b(?:(?:travell?ing|going|coming|flying|vacationing|heading|bringing|taking|driving|visiting|tagging\s+along)\s+(?:with\s+|along\s+with\s+)?|(?:travel|travels|go|goes|come|comes|fly|flies|vacation|head|drive|tag\s+along)\s+(?:with|along\s+with)\s+)((?:${COMPANION_NP})(?:${GLUE}(?:${COMPANION_NP}))*)`,
  'gi',
);
/** Companions named by role rather than kin ("my fellow teacher", "my neighbor"), one person each. */
const ROLE_ONE = String.raw`(?:teacher|nurse|classmate|teammate|bandmate|housemate|flatmate|neighbou?r|assistant|aide|caregiver|carer|caretaker|nanny|companion|plus[\s-]one|travel\s+(?:buddy|partner)|stepmom|stepdad|stepmother|stepfather|godmother|godfather|godson|goddaughter|grandkid|grandchild|significant\s+other|better\s+half|other\s+half)`;
const COMING_PIECE = String.raw`(?:(?:best|old|close|good|young|little|fellow|dear|oldest|youngest|eldest|older|younger|big|teenage|adult|elderly|college|work|new|lovely)\s+){0,2}(?:${COMPANION_ONE}|${ROLE_ONE}|${COMPANION_MANY})(?:\s*,?\s+(?!(?:Is|Are|Will|And|But|So|Too|Also)\b)[A-Z][a-z]+,?)?(?:\s*\([^()]{0,30}\))?`;
/**
 * "my sister is coming too", "My mom and dad are joining me", "my best friend will be with me", "My granddaughter is
 * taking me": the writer's companions (group 1) as the subject of a verb of coming along.
 */
const COMING_ALONG = new RegExp(
  String.raw`\b[Mm]y\s+(${COMING_PIECE}(?:\s*(?:,\s*)?(?:and|&|\+)\s+(?:my\s+)?${COMING_PIECE})*)\s+(?:(?:is|are|will|['’]s|['’]re|['’]ll)\s+)?(?:also\s+|too\s+|definitely\s+|happily\s+)?(?:(?:be\s+)?(?:coming|joining)(?!\s+(?:to\s+(?:visit|see|stay|pick)|by|over|them|her|him|us|my|our|the|in\s+on)\b)|come(?:s)?(?:\s+(?:along|with\s+me|too))|join(?:s)?\s+me|(?:be\s+)?tagging\s+along|tag(?:s)?\s+along|taking\s+me|(?:be\s+)?with\s+me\b(?!\s+(?:in\s+spirit|on\s+the\s+phone))|(?:be\s+)?accompanying\s+me|accompan(?:y|ies)\s+me)\b`,
  'g',
);
const COMING_PIECES = new RegExp(`(?:^|(?:,\\s*)?(?:and|&|\\+)\\s+(?:my\\s+)?)(${COMING_PIECE})`, 'gi');
/** How many people the companions of a verb of coming name: kin by companionsCount, roles one each. */
function comingCount(text: string): number | undefined {
  let total = 0;
  for (const m of text.matchAll(COMING_PIECES)) {
    const piece = m[1]!;
    const n = new RegExp(String.raw`\b${ROLE_ONE}\b`, 'i').test(piece) ? 1 : companionsCount(piece);
    if (n === undefined || n === 0) return undefined;
    total += n;
  }
  return total > 0 ? total : undefined;
}
const COMPANION_PIECE = new RegExp(COMPANION_NP, 'gi');
/** ", who wish to travel from Cleveland to New Orleans with": the people named before take along the list after. */
const WHO_TRAVEL_WITH =
  /^\s*,\s*who\s+(?:wish|wishes|want|wants|would\s+like|plan|plans|are\s+planning|is\s+planning|are\s+going|is\s+going|intend|intends)\s+to\s+(?:travel|go|fly|drive|visit)\b[^.;!?]{0,80}\bwith\s+$/i;
/** The words before a list that "we" take along, later in the sentence of the writer's own list. */
// (Within the clause's sentence part: not across ";", nor of another time: "next year we'll bring our kids".)
const WE_TAKING =
  /^(?![^.!?;]*\b(?:next|another|some\s+other)\s+(?:time|year|trip|summer)\b|[^.!?;]*\b(?:someday|one\s+day|later\s+on)\b)[^.!?;]*\bwe(?:['’]re|\s+are|['’]ll(?:\s+be)?|\s+will(?:\s+be)?)?\s+(?:also\s+)?(?:taking|bringing|take|bring)\s+(?:along\s+)?$/i;
/** What follows a count when more companions are joined to it: their phrases (group 1), or a quantity without a number. */
const JOINED_COMPANIONS = new RegExp(
  String.raw`^(?:[\s-]+(?:adult\s+)?${PEOPLE}\b)?${JOIN}(?:((?:${COMPANION_NP})(?:${GLUE}(?:${COMPANION_NP}))*)|(?:${VAGUE_MANY}|some|several|a\s+few)\s+${COMPANION_MANY}\b)`,
  'i',
);

/** "the two of us plus Caleb (9), Lily (7) and little Mason (4)": people named one by one, joined to a count. */
const NAME_ITEM = String.raw`(?:little\s+)?([A-Z][a-z]+)(?:\s*\(\s*\d{1,2}\s*\))?`;
const JOINED_NAMES = new RegExp(String.raw`^${JOIN}${NAME_ITEM}(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)${NAME_ITEM})*(?=\s*(?:[.,;!)]|$))`);

/** "4 members, plus our sound guy": one more person, named by what they do, joined to a count. */
const JOINED_ONE = new RegExp(
  String.raw`^${JOIN}(?:our|my|a|an|the|one)\s+(?:[a-z]+\s+)?(?:${ROLE_ONE}|guy|gal|man|woman|lady|person|driver|photographer|manager|coach|guide|tech|roadie|chaperone|helper)\b`,
  'i',
);

/** "plus our conductor", "and a photographer": a word that may name someone's role, joined to a count. */
const JOINED_ROLE = new RegExp(
  String.raw`^${JOIN}(?:our|my|his|her|their|a|an|the|one)\s+(?!(?:[a-z]+\s+)?(?:${ANIMALS})\b)(?:[a-z]+\s+)?[a-z]+(?:er|or|ist|ian|ant|ent)\b(?![\s-]+[a-z])`,
  'i',
);

/** The people named one by one after a count ("plus Caleb and Lily"), none of them a place: how many, and the words' length. */
function namesJoined(after: string, at: number, isPlace: PlaceAt, pets: ReadonlySet<string>): { n: number; length: number } | undefined {
  const m = JOINED_NAMES.exec(after);
  if (!m) return undefined;
  const names = [...m[0].matchAll(/\b[A-Z][a-z]+\b/g)];
  // (Nor a pet: "Two of us plus Rufus".)
  if (names.some((x) => isPlace(at + x.index!, at + x.index! + x[0].length) || pets.has(x[0]) || /^(?:I|And|Plus|Little)$/.test(x[0]))) return undefined;
  return { n: names.length, length: m[0].length };
}

/** How many people a list of companion phrases names, or undefined when a plural has no number. */
function companionsCount(text: string): number | undefined {
  let total = 0;
  for (const m of text.matchAll(COMPANION_PIECE)) {
    const n = m[1] !== undefined ? wordNumber(m[1]) : undefined;
    if (m[2] !== undefined) total += n ?? 1;
    else {
      const word = m[3]!.toLowerCase();
      const size = GROUP_SIZE[word];
      const count = size === undefined ? (n ?? KNOWN_SIZE[word]) : size === null || n === undefined ? undefined : n * size;
      if (count === undefined) return undefined;
      total += count;
    }
  }
  return total;
}

/** The counts of a request's party as they are read, the spans they cover, and what is left open; `add` is the one way in. */
class PartyCounts {
  readonly counts: Count[] = [];
  // An extra non-pair entry (a string) only compares numbers with its characters, always false, so it never hides a count.
  // Stryker disable next-line ArrayDeclaration: the reason above
  readonly spans: [number, number][] = [];
  /** The writer's party in a story of another trip ("Last summer my wife and I drove to Denver"). */
  readonly toldParty: { start: number; end: number }[] = [];
  /** People whose coming is not settled ("Sam might still come", "3 or 4 people"). */
  readonly undecided: { start: number; end: number }[] = [];
  /** Lists with a member of no number ("me, my wife and some friends"). */
  readonly vagueLists: PluralMention[] = [];
  /** People named whose part in the trip no rule settles. */
  readonly namedPeople: { start: number; end: number; unit: Unit }[] = [];

  constructor(private readonly layout: Layout) {}

  /** A count of the party: every number given is a NUM match's value (wordNumber reads every NUM) or a fixed size. */
  add(given: number, unit: Unit, start: number, end: number): void {
    // "Just the two of us (well, me + dog)": the count takes in an animal, who is no traveller.
    const n = ANIMAL_IN_COUNT.test(this.layout.text.slice(end, Math.min(unit.end, end + 40))) ? given - 1 : given;
    if (n < 1 || n > 99) return;
    // "Our hiking club has 12 members but only 5 signed up": the size of a club, not of the party.
    if (
      /\b(?:has|have|had|of)\s+$/i.test(this.layout.text.slice(Math.max(unit.start, start - 8), start)) &&
      /^\d+\s+members\b/i.test(this.layout.text.slice(start, end))
    )
      return;
    // "one person dropped out", "(my cat) is staying with my mom": people who are not coming are no count of the party.
    if (
      LEAVING_AFTER.test(this.layout.text.slice(end, Math.min(unit.end, end + 40))) ||
      STAYING_BEFORE.test(this.layout.text.slice(Math.max(unit.start, start - 30), start)) ||
      // "my late husband and I always talked about it": someone who has died is not in the party.
      /\b(?:late|deceased)\s+$/i.test(this.layout.text.slice(Math.max(unit.start, start - 12), start))
    )
      return;
    if (this.spans.some(([s, e]) => start >= s && end <= e)) return;
    // "(all 40 of us - no, we're not coming!)": a count in parentheses that says its people are not coming.
    const open = this.layout.text.lastIndexOf('(', start);
    const close = this.layout.text.indexOf(')', end);
    if (
      open >= unit.start &&
      open >= start - 6 &&
      close > 0 &&
      close <= unit.end &&
      !this.layout.text.slice(open, start).includes(')') &&
      /\b(?:we|we['’]re|we\s+are|they|they['’]re|they\s+are)\s+(?:not|never)\s+(?:coming|going|travell?ing|joining)\b|\bnot\s+(?:us|them)\b/i.test(
        this.layout.text.slice(end, close),
      )
    )
      return;
    this.spans.push([start, end]);
    const before = this.layout.text.slice(Math.max(unit.start, start - 40), start);
    // Whether a cue stands before it; a count corrects only one said before it in the text (below, once sorted).
    // "Last time I got put in a room with three strangers": a count in words that tell what happened before.
    if (moodOf(this.layout, unit, start, end) === 'narrative') {
      // "Last summer my wife and I drove to Denver": the writer's party in a story is no count, nor one traveller.
      if (n >= 2 && /\b(?:i|me|my|we|us|our|myself)\b/i.test(this.layout.text.slice(start, end))) this.toldParty.push({ start, end });
      return;
    }
    // "so it's only two of us now": a count said to hold now corrects one said before it.
    const now = NOW_AFTER.test(this.layout.text.slice(end, Math.min(unit.end, end + 25)));
    this.counts.push({ n, start, end, unit, corrects: CORRECTION.test(before) || now || unit.key?.corrects === true });
  }

  /**
   * A list's count (party.ts), read after the patterns: a list that holds counts of theirs and gives another number
   * replaces them ("my husband, my son Leo, who's 7, and my daughter Lily (3) and me" is four, not the two of its
   * last items); a list of no number is a vague list.
   */
  put(n: number | undefined, unit: Unit, start: number, end: number): void {
    if (OBJECT_BEFORE.test(this.layout.text.slice(Math.max(unit.start, start - 25), start))) return;
    if (n === undefined) {
      this.vagueLists.push({ start, end, pronoun: false });
      return;
    }
    const overlapping = this.counts.filter((c) => c.start < end && c.end > start);
    const inside = overlapping.every((c) => c.start >= start && c.end <= end);
    // "I'm travelling with my husband and our 18-month-old": a list that goes on past a count read from its first words this.counts them all.
    const extends_ = overlapping.every(
      (c) => c.end <= end && c.n < n && /\b(?:and|&|\+|plus)\s+(?:our|my|the|his|her|their)\b/i.test(this.layout.text.slice(c.end, end)),
    );
    if (overlapping.length > 0 && ((!inside && !extends_) || overlapping.every((c) => c.n === n))) return;
    for (const c of overlapping) {
      this.counts.splice(this.counts.indexOf(c), 1);
      this.spans.splice(
        this.spans.findIndex(([a, b]) => a === c.start && b === c.end),
        1,
      );
    }
    this.add(n, unit, start, end);
  }
}

/** Counts said by patterns: "2 adults and 1 child", "me + 2 pals", "we are 4", a couple, fields of a form, "with my wife". */
const SINGLE_PARENT_WITH = new RegExp(
  String.raw`\b(?:single|solo)\s+(?:mom|mum|mother|dad|father|parent)\s+(?:with|w\/|of|\+|and)\s+(?:(?:my|our)\s+)?(?:(${NUM})\s+(?:kids|kiddos|children|boys|girls|teens|little\s+ones)|(?:a|an|one|my)\s+(?:\d{1,2}\s*-?\s*(?:yo|y\/o|year[\s-]old)|kid|kiddo|child|son|daughter|boy|girl|toddler|baby|teen))(?![\w/])`,
  'gi',
);
const ME_AND_KIDS_COUNTED =
  /\b(?:me|I|myself)\s+(?:and|&|\+)\s+(?:the|my|our)\s+(?:kids|kiddos|children|boys|girls|grandkids|grandchildren|twins|triplets)\s*\(\s*(\d)\s*\)/gi;
/** "Single mom with 3 kiddos (4, 7, 11)", "Me and the kids (3)": the writer, named by a role or as "me", and the children counted. */
function countWriterAndChildren(layout: Layout, c: PartyCounts): void {
  // "Single mom with 3 kiddos (4, 7, 11)", "single mom w/ a 4yo": the writer, named by a role, and the children.
  for (const { match: m, unit, start, end } of matchUnits(layout, SINGLE_PARENT_WITH))
    c.add(1 + (m[1] === undefined ? 1 : wordNumber(m[1])!), unit, start, end);
  // "Me and the kids (3)": the writer and the number in brackets.
  for (const { match: m, unit, start, end } of matchUnits(layout, ME_AND_KIDS_COUNTED)) c.add(1 + Number(m[1]), unit, start, end);
}

/** Groups of people counted one by one: "2 adults and 1 child", "3 adults + 2 seniors", "two leaders (me and Dan) and four teens". */
function countGroups(layout: Layout, c: PartyCounts): void {
  // "2 adults and 1 child", "2 adults + 2 kids"
  for (const { match: m, unit, start, end } of matchUnits(layout, ADULTS_AND_KIDS)) {
    // "a" and "an" are the only words there that are no NUM.
    const kids = wordNumber(m[2]!) ?? 1;
    c.add(wordNumber(m[1]!)! + kids, unit, start, end);
  }
  // "3 adults + 2 seniors", "two leaders (me and Pastor Dan) and four teens": groups of people counted one by one, added.
  // ("We're two couples, 4 adults": adults after a comma, as many as counted before, are the same people.)
  for (const { match: m, unit, start, end } of matchUnits(layout, GROUPS)) {
    let n = 0;
    let from = 0;
    for (const g of m[0].matchAll(GROUP_OF_PEOPLE)) {
      const size = g[3] !== undefined ? g[3].match(/\d+/g)!.length : (wordNumber(g[1]!) ?? 1) * (/^couples?$/i.test(g[2]!) ? 2 : 1);
      const restates = /^\s*,\s*$/.test(m[0].slice(from, g.index)) && /^(?:adults|grown-?ups)$/i.test(g[2] ?? '') && size === n;
      if (!restates) n += size;
      from = g.index + g[0].length;
    }
    c.add(n, unit, start, end);
  }
}

function countPatterns(layout: Layout, c: PartyCounts): void {
  countGroups(layout, c);
  // Enumerations that include the writer: "me + 2 pals", "my husband, our daughter and I".
  for (const { match: m, unit, start, end } of matchUnits(layout, GROUP)) {
    if (OBJECT_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 25), start))) continue;
    // ("Just me, my wife hates casinos", "me and my three kids (5, 9, 12), their dad is staying home": the last name,
    // after a comma, opens a sentence of its own.)
    const opensClause = CLAUSE_VERB_AFTER.test(layout.text.slice(end, Math.min(unit.end, end + 20)));
    if (opensClause && !/\b(?:and|plus)\b|[&+]/i.test(m[0])) continue;
    const lastComma = m[0].lastIndexOf(',');
    const words = opensClause && lastComma > 0 ? m[0].slice(0, lastComma) : m[0];
    // The writer c.counts once: "me + 3 pals, and I want to..." names the writer twice.
    const selves = Math.min(1, [...words.matchAll(SELF_WORDS)].length);
    if (selves === 0) continue;
    // The writer's own words are no companion phrase: companionsCount passes over them.
    const others = companionsCount(words);
    if (others === undefined || others === 0) continue;
    c.add(selves + others, unit, start, start + words.length);
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, TRAVELLING_WITH)) {
    const others = companionsCount(m[1]!);
    if (others === undefined || others === 0) continue;
    const at = start + m[0].indexOf(m[1]!);
    // Skip when the companions were already counted as an enumeration with the writer.
    if (c.spans.some(([s, e]) => at < e && at + m[1]!.length > s)) continue;
    c.add(1 + others, unit, start, end);
  }
  countWriterAndChildren(layout, c);
  // "two couples": two people each.
  for (const { match: m, unit, start, end } of matchUnits(layout, COUPLES)) {
    c.add(2 * wordNumber(m[1]!)!, unit, start, end);
  }
  for (const re of TOTALS) for (const { match: m, unit, start, end } of matchUnits(layout, re)) c.add(wordNumber((m[1] ?? m[2])!)!, unit, start, end);
  for (const re of [ROLE_COUNT, ROLE_FRAGMENT])
    for (const { match: m, unit, start, end } of matchUnits(layout, re)) c.add(wordNumber(m[1]!)!, unit, start, end);
  // "3 friends, New York -> Virginia", "Four cousins want to see Texas": companions counted as the subject of the
  // request, when the writer never speaks of themself apart from them (no "I", "me", "my").
  if (!FIRST_PERSON_SINGULAR.test(layout.text))
    for (const { match: m, unit, start, end } of matchUnits(layout, SUBJECT_COMPANIONS)) c.add(wordNumber(m[1]!)!, unit, start, end);
  // "for our anniversary", "we just got married": a couple, when nobody else is named.
  if (!OTHER_PEOPLE.test(layout.text)) for (const { unit, start, end } of matchUnits(layout, COUPLE_EVENT)) c.add(2, unit, start, end);
  // "neither of us wants to drive": two, when no bigger group is named ("neither of us parents" is a part of one).
  if (!BIGGER_GROUP.test(layout.text)) for (const { unit, start, end } of matchUnits(layout, NEITHER_OF_US)) c.add(2, unit, start, end);
  for (const [re, n] of FIXED) for (const { unit, start, end } of matchUnits(layout, re)) c.add(n, unit, start, end);
  // The party said in French, Spanish, Italian or Portuguese ("nous sommes deux", "pour deux personnes", "Siamo in 4",
  // "moi et ma copine", "Io e mio marito").
  // "2 adultes et 2 enfants": both, added.
  for (const { match: m, unit, start, end } of matchUnits(layout, FOREIGN_ADULTS_AND_KIDS))
    c.add(foreignNumber(m[1]!) + foreignNumber(m[2]!), unit, start, end);
  // ("On est 3 + le bébé", "Somos dos parejas", "Siamo in 4, forse 5": more people, couples or a maybe after the number: asked about.)
  const foreign = (n: number, unit: Unit, start: number, end: number) => {
    if (FOREIGN_MORE_AFTER.test(layout.text.slice(end, Math.min(unit.end, end + 30)))) c.undecided.push({ start, end });
    else c.add(n, unit, start, end);
  };
  for (const { match: m, unit, start, end } of matchUnits(layout, FOREIGN_COUNT)) {
    // ("Somos 2 adultos y 2 niños": the adults and children, counted above, are the party.)
    if (!c.spans.some(([s, e]) => start < e && end > s)) foreign(foreignNumber((m[1] ?? m[2])!), unit, start, end);
  }
  for (const { unit, start, end } of matchUnits(layout, FOREIGN_PAIR)) foreign(2, unit, start, end);
  // "Headcount: 3", "Guests: 2": the value of a travellers field.
  // "Adults: 2" and "Children: 2" (or a table's adults and children columns): the party is both.
  const keyedNumber = (unit: Unit) => KEY_NUMBER.exec(layout.text.slice(unit.start, unit.end));
  // ("Kids: 7, 4": the children's ages, one a child.)
  const childrenIn = (u: Unit) => {
    const ages = AGES_VALUE.exec(layout.text.slice(u.start, u.end));
    return ages ? ages[1]!.match(/\d+/g)!.length : (wordNumber(keyedNumber(u)?.[1] ?? '') ?? 0);
  };
  const children = layout.units.filter((u) => u.key?.role === 'children').reduce((n, u) => n + childrenIn(u), 0);
  for (const unit of layout.units) {
    if (unit.key?.role !== 'travellers') continue;
    // "Travellers: 41, 39, 7, 4": the travellers' ages, one a person.
    const ages = AGES_VALUE.exec(layout.text.slice(unit.start, unit.end));
    if (ages) {
      c.add(ages[1]!.match(/\d+/g)!.length, unit, unit.start, unit.start + ages[0].length);
      continue;
    }
    const m = keyedNumber(unit);
    const adults = ADULTS_KEY.test(unit.key.raw.trim()) ? children : 0;
    // Anchored at the value's start, as are KEY_WORDS below.
    if (m) c.add(wordNumber(m[1]!)! + adults, unit, unit.start, unit.start + m[0].length);
  }
  // "Who: a couple", "Travellers: just me": a travellers field's value in words.
  for (const unit of layout.units) {
    if (unit.key?.role !== 'travellers') continue;
    const value = layout.text.slice(unit.start, unit.end);
    for (const [re, n] of KEY_WORDS) {
      const m = re.exec(value);
      if (m) c.add(n, unit, unit.start, unit.start + m[0].length);
    }
  }
  // "Other travellers: none", "Companions: 2": the people besides the writer, as a field of a form.
  for (const unit of layout.units) {
    const m =
      /^(?:(?:other|additional|extra|accompanying)\s+(?:travell?ers|guests|passengers|people|persons)|companions|travell?ing\s+with|accompanied\s+by)\s*[:=-]\s*(none|no\s*one|nobody|n\/?a|zero|\d{1,2})\s*\.?$/i.exec(
        layout.text.slice(unit.start, unit.end),
      );
    if (m) c.add(1 + (/^\d+$/.test(m[1]!) ? Number(m[1]) : 0), unit, unit.start, unit.end);
  }
  // "with my husband", "with my sister and her two kids": the writer ("my") and the companions, in any case
  // ("Trip With My Wife").
  for (const { match: m, unit, start, end } of matchUnits(layout, WITH_MY)) {
    const others = companionsCount(m[1]!);
    if (others === undefined || others === 0) continue;
    c.add(1 + others, unit, start, end);
  }
  // Third person: "plan a trip for my parents".
  for (const { match: m, unit, start, end } of matchUnits(
    layout,
    /\bfor\s+(?:my|our|his|her|their)\s+(parents|grandparents|twins)\b(?!\s*(?:,|and|&|\+|plus|with))/gi,
  )) {
    c.add(KNOWN_SIZE[m[1]!.toLowerCase()]!, unit, start, end);
  }
}

/**
 * Rosters: one person a line, under a travellers key ("Headcount:" then "1. Gabby (me)", "2. Omar (cousin)") or as a
 * run of lines with the writer among them; struck-out names ("~~Kevin~~", "Jorge (out)") are not counted. Returns
 * the lines read as a roster.
 */
function countRosters(layout: Layout, c: PartyCounts, listsOf: ReadonlyMap<Unit, PersonList[]>): Set<Unit> {
  const inRoster = new Set<Unit>();
  for (let u = 0; u < layout.units.length; u++) {
    const run: PersonList[] = [];
    let v = u;
    for (; v < layout.units.length; v++) {
      const unit = layout.units[v]!;
      const whole = listsOf.get(unit)!.find((l) => l.whole);
      const underKey = unit.key?.inherited === true && unit.key.role === 'travellers';
      if (whole && (underKey || whole.items === 1)) run.push(whole);
      else if (!(underKey && run.length > 0)) break;
    }
    const keyed = run.some((l) => l.unit.key?.inherited === true && l.unit.key.role === 'travellers');
    if (run.length >= 2 && (keyed || run.some((l) => l.hasSelf))) {
      for (const l of run) inRoster.add(l.unit);
      if (run.some((l) => l.hedged)) c.undecided.push({ start: run[0]!.start, end: run[run.length - 1]!.end });
      const total = run.reduce<number | undefined>((sum, l) => (sum === undefined || l.n === undefined ? undefined : sum + l.n), 0);
      c.put(total, run[0]!.unit, run[0]!.start, run[run.length - 1]!.end);
      u = v - 1;
    }
  }
  return inRoster;
}

/** Lists of people (party.ts) outside rosters: with the writer in them, as a travellers key's value, or introduced as the party. */
function countLists(layout: Layout, c: PartyCounts, listsOf: ReadonlyMap<Unit, PersonList[]>, inRoster: ReadonlySet<Unit>): void {
  const writerStays = WRITER_STAYS.test(layout.text);
  for (const unit of layout.units) {
    if (inRoster.has(unit)) continue;
    for (const list of listsOf.get(unit)!) {
      const atKey = unit.key?.role === 'travellers' && layout.text.slice(unit.start, list.start).trim() === '';
      // The writer alone after "with" ("bear with me", "my dog comes with me") is no party; a part of one is no count.
      const onlySelf = list.hasSelf && list.items === 1;
      // "booking a trip for my daughter Isla (19)": one person the trip is for, told by the words before.
      const forOne =
        list.items === 1 &&
        !list.hasSelf &&
        FOR_SOMEONE.test(layout.text.slice(Math.max(unit.start, list.start - 30), list.start)) &&
        !/^['’]s\b/.test(layout.text.slice(list.end, list.end + 3));
      // "a birthday trip for my girlfriend ... we're in austin and want to go": the writer goes too, maybe: asked about.
      if (forOne && /\bwe(?:['’]re|\s+are|['’]ll|\s+will|['’]d|\s+would|\s+want|\s+wanna)\b/i.test(layout.text)) {
        c.vagueLists.push({ start: list.start, end: list.end, pronoun: false });
        continue;
      }
      const several = list.items >= 2 || (list.n ?? 0) >= 2;
      // "not us five": a list said not to be the party; "Only the newlyweds are going": one said to be it.
      const denied = /\b(?:not|never|except|without|but\s+not)\s+$/i.test(layout.text.slice(Math.max(unit.start, list.start - 12), list.start));
      // "My parents want to visit Chicago ... I'm just organizing, not travelling": others who want to go, the writer staying home.
      const theyGo =
        several &&
        !list.hasSelf &&
        writerStays &&
        layout.text.slice(sentenceAt(unit, list.start).start, list.start).trim() === '' &&
        /^\s*(?:\([^)]*\)\s*)?(?:want|wants|would\s+like|are\s+going|are\s+travell?ing|will\s+be\s+(?:going|travell?ing)|are\s+heading|plan\s+to|are\s+planning)\b/i.test(
          layout.text.slice(list.end, Math.min(unit.end, list.end + 40)),
        );
      // "I'm typing this for my aunt and uncle (... I'm not going). They want to go": the people the writer writes for.
      // ("I am the personal assistant to Mr. and Mrs. Okafor. They would like ...": the next sentence says they go.)
      const forThem =
        several &&
        !list.hasSelf &&
        writerStays &&
        (/\bfor\s+$/i.test(layout.text.slice(Math.max(unit.start, list.start - 6), list.start)) ||
          /^[^.;!?]{0,3}[.;!?]\s+They\s+(?:would|want|wish|are|will|plan|need|intend)\b/.test(
            layout.text.slice(list.end, Math.min(layout.text.length, list.end + 40)),
          ));
      const going =
        theyGo ||
        forThem ||
        (several &&
          /\b(?:only|just)\s+$/i.test(layout.text.slice(Math.max(unit.start, list.start - 10), list.start)) &&
          /^\s+(?:are|will\s+be)\s+(?:going|travell?ing|coming|flying)\b/i.test(layout.text.slice(list.end, Math.min(unit.end, list.end + 25))));
      const party =
        !denied &&
        list.introduced !== 'part' &&
        ((several && (list.hasSelf || list.introduced === 'party')) ||
          going ||
          (list.introduced === 'with-writer' && !onlySelf) ||
          (atKey && list.items >= 1) ||
          forOne);
      if (list.hedged) c.undecided.push({ start: list.start, end: list.end });
      // "Me (dad) with Maya, 12, and Eli, 7": people named whose part in the trip no rule settles are not one traveller.
      if (!party && several && !denied && !list.hasSelf && list.introduced !== 'part') c.namedPeople.push({ start: list.start, end: list.end, unit });
      if (!party) continue;
      // "My husband and I are taking our son": the writer's list before the verb and the list after it are one party;
      // so is a list that opens its sentence ("Nana and Papa are taking Sophie (6) and Owen (14)": the writers by their
      // roles; "My sister is taking her two kids").
      const subject =
        list.introduced === 'with-writer'
          ? listsOf.get(unit)!.find(
              (s) =>
                ((s.hasSelf || layout.text.slice(sentenceAt(unit, s.start).start, s.start).trim() === '') &&
                  (s.items >= 2 || !s.hasSelf) &&
                  s.end <= list.start &&
                  (/^\s*(?:\([^)]*\)\s*)?(?:are|'re|will\s+be|am|'m|would\s+like\s+to|['’]d\s+like\s+to|want\s+to|wanna|plan\s+to|are\s+going\s+to|will|['’]ll)?\s*(?:taking|bringing|take|bring)\s+$/i.test(
                    layout.text.slice(s.end, list.start),
                  ) ||
                    // "My wife and I are going in with our neighbors Bob and Linda": a subject of two or more joined by "and".
                    (s.hasSelf &&
                      /\band\b|&/i.test(layout.text.slice(s.start, s.end)) &&
                      /^\s*(?:,\s*(?:together|along)\s+with|(?:are|'re|will\s+be|will|['’]ll)?\s*(?:going|travell?ing|coming|heading|go|travel)(?:\s+in)?\s+(?:along\s+)?with)\s+$/i.test(
                        layout.text.slice(s.end, list.start),
                      )) ||
                    // "My wife and I don't drive, and we're bringing our adult son": later in the sentence, "we" take the list along.
                    (s.hasSelf && s.items >= 2 && WE_TAKING.test(layout.text.slice(s.end, list.start))))) ||
                // "on behalf of Dr. and Mrs. Feldman, who wish to travel from Cleveland to New Orleans with their son": the
                // people the request is for, and whom they take along.
                (!s.hasSelf && s.end <= list.start && WHO_TRAVEL_WITH.test(layout.text.slice(s.end, list.start))),
            )
          : undefined;
      if (subject && subject.n !== undefined && list.n !== undefined) {
        c.put(subject.n + list.n, unit, subject.start, list.end);
        continue;
      }
      // "My parents (both in their 70s) want to take my son": someone else takes the list along, the writer is not
      // said to come; a subject of no number leaves the party's size a question.
      if (subject) {
        c.put(undefined, unit, subject.start, list.end);
        continue;
      }
      // "We're from Boston, taking our 3 kids": taken along by "we", the list is part of a party whose size it does not give.
      // "couple with a 2 year old here": the two who bring the list, then the list.
      const sentenceBefore = layout.text.slice(sentenceAt(unit, list.start).start, list.start);
      if (
        list.introduced === 'with-writer' &&
        !list.hasSelf &&
        list.n !== undefined &&
        /\bcouple\b(?!\s+of\b)[^.;!?]{0,12}$/i.test(sentenceBefore) &&
        !/\b(?:i|i['’]m|me|my)\b/i.test(sentenceBefore)
      ) {
        c.put(list.n + 2, unit, list.start, list.end);
        continue;
      }
      if (
        list.introduced === 'with-writer' &&
        !list.hasSelf &&
        /\b(?:we|we['’]re|we\s+are|we['’]ll|we\s+will)\b[^.;!?]*$/i.test(layout.text.slice(sentenceAt(unit, list.start).start, list.start)) &&
        !/\b(?:i|i['’]m|me|my)\b/i.test(layout.text.slice(sentenceAt(unit, list.start).start, list.start))
      )
        continue;
      c.put(list.n === undefined ? undefined : list.n + (list.introduced === 'with-writer' && !list.hasSelf && !atKey ? 1 : 0), unit, list.start, list.end);
    }
  }
}

/** Counts of a form's own ("x6", "6 pax"), ranges of no one number, and companions who come along. */
function countOthers(layout: Layout, c: PartyCounts): void {
  // "x6", "6 pax" as a field or a sentence of its own ("(5d). x2. $4000").
  for (const { match: m, unit, start, end } of matchUnits(layout, /(?:^|[.!?;]\s+)[xX×]\s?(\d{1,2})(?=\s*[.!?;]|\s*$)/g))
    c.add(Number(m[1]), unit, start + m[0].search(/[xX×]/), end);
  // "x6", "6 pax" as a field of its own.
  for (const unit of layout.units) {
    const m = MULTIPLIER_FIELD.exec(layout.text.slice(unit.start, unit.end));
    if (m) c.add(wordNumber((m[1] ?? m[2])!)!, unit, unit.start, unit.end);
  }
  // "somewhere between 3 and 8", "3 or 4 people": a party of no one number.
  // ("Party of 8 — 4 adults, 4 kids": a dash from a larger number to a smaller one is a breakdown, not a range.)
  for (const { match: m, start, end } of matchUnits(layout, PARTY_RANGE)) {
    const dashed = /^(\d{1,2})\s*-\s*(\d{1,2})\s/.exec(m[0]);
    if (dashed && Number(dashed[1]) > Number(dashed[2])) continue;
    c.undecided.push({ start, end });
  }
  // "My roommate is coming too", "my mom and dad are joining me", "My fellow teacher Marisol is coming with me": the
  // writer's companions, as the subject of a verb of coming, join the writer; every such sentence adds its people.
  // Only where no count was read: joined to a count, they are someone joining outside it, which is asked about.
  let joining: { n: number; unit: Unit; start: number; end: number } | undefined;
  for (const { match: m, unit, start, end } of matchUnits(layout, COMING_ALONG)) {
    const others = comingCount(m[1]!);
    if (others === undefined || c.spans.some(([s, e]) => start < e && end > s)) continue;
    joining = joining ? { ...joining, n: joining.n + others } : { n: 1 + others, unit, start, end };
  }
  if (joining && c.counts.length === 0) c.add(joining.n, joining.unit, joining.start, joining.end);
}

/** "Two families", "both our households": how many groups the party is said to be made of. */
export function groupsSaid(layout: Layout): number | undefined {
  const m = /\b(two|three|four|both|2|3|4)\s+(?:of\s+)?(?:our\s+)?(?:families|households|family\s+units)\b/i.exec(layout.text);
  return m ? (/^both$/i.test(m[1]!) ? 2 : wordNumber(m[1]!)) : undefined;
}

/**
 * "Two families: us (2 adults and a 3-year-old) and my sister's crew (2 adults, 1 teenager)": as many counts as the
 * groups said, each the whole of its parentheses, are the groups' sizes, added. Any other count leaves them as they are.
 */
function groupsAdded(layout: Layout, party: readonly Count[]): Count[] {
  const groups = groupsSaid(layout);
  const bracketed = (c: Count) => /\(\s*$/.test(layout.text.slice(Math.max(0, c.start - 3), c.start)) && /^\s*\)/.test(layout.text.slice(c.end, c.end + 3));
  if (groups === undefined) return [...party];
  // ("Two households: mine (me and my husband) and my parents": the size of one group alone is no count of the party.)
  if (party.length < groups && party.length > 0 && party.every(bracketed)) return [];
  // ("my family is 3 (me, my husband, our 15 yo), my sister's is 4 but ..., so it's her and their 2 teenagers": sizes
  // of the groups said some other way, and no total, leave the party a question.)
  // ("us (2 adults + our 5-year-old) and our friends (2 adults + their 8-year-old), so 6 people": a count that the others
  // add up to is the total.)
  const sum = party.find((c) => party.length >= 3 && party.reduce((n, o) => n + (o === c ? 0 : o.n), 0) === c.n);
  if (sum) return [sum];
  const total = party.some((c) =>
    /\b(?:in\s+total|total|altogether|in\s+all|all\s+told)\b/i.test(layout.text.slice(c.start, Math.min(c.unit.end, c.end + 16))),
  );
  if (party.length >= 2 && !total && (party.length !== groups || !party.every(bracketed))) return [];
  if (party.length !== groups || !party.every(bracketed)) return [...party];
  return [{ n: party.reduce((n, c) => n + c.n, 0), start: party[0]!.start, end: party[party.length - 1]!.end, unit: party[0]!.unit, corrects: false }];
}

export function findParty(layout: Layout, isPlace: PlaceAt = () => false): PartyReading {
  const c = new PartyCounts(layout);
  countPatterns(layout, c);
  // "Actually Sam might still come": someone whose coming is not settled leaves the party a question.
  for (const { start, end } of matchUnits(layout, MIGHT_COME)) c.undecided.push({ start, end });
  const listsOf = new Map<Unit, PersonList[]>(layout.units.map((u) => [u, findPersonLists(layout, u, isPlace)]));
  countLists(layout, c, listsOf, countRosters(layout, c, listsOf));
  countOthers(layout, c);
  const { counts, toldParty, undecided, vagueLists, namedPeople } = c;
  counts.sort((a, b) => a.start - b.start);
  const ordered = counts.map((c, i) => ({ ...c, corrects: c.corrects && i > 0 }));
  const plurals: PluralMention[] = [];
  // A count joined to more companions counts them too ("for 2 people with 1 child", "the two of us and our 2 kids");
  // joined to companions without a number ("me, my wife and a couple of friends") it is no count, and the whole
  // party is quoted in the refusal.
  const party: Count[] = [];
  const pets = petNames(layout);
  // "the two of us plus the two of them": a count joined to another count of people, added (the second is its part).
  const joinedCounts = new Set<Count>();
  for (const c of ordered) {
    const m = JOINED_COMPANIONS.exec(layout.text.slice(c.end, c.unit.end));
    const others = m?.[1] === undefined ? undefined : companionsCount(m[1]);
    const after = layout.text.slice(c.end, c.unit.end);
    const next = ordered.find((o) => o.start > c.start && o.unit === c.unit && /^\s*(?:plus|and|\+|&)\s+$/i.test(layout.text.slice(c.end, o.start)));
    if (joinedCounts.has(c)) continue;
    const named = m ? undefined : namesJoined(after, c.end, isPlace, pets);
    if (next && /^the\s/i.test(layout.text.slice(next.start, next.end))) {
      joinedCounts.add(next);
      party.push({ ...c, n: c.n + next.n, end: next.end });
    } else if (!m && JOINED_ONE.test(after)) party.push({ ...c, n: c.n + 1 });
    else if (named !== undefined) party.push({ ...c, n: c.n + named.n, end: c.end + named.length });
    // "6 members, plus our conductor": someone more, of a word not known to name a person or not, is asked about.
    else if (!m && JOINED_ROLE.test(after)) plurals.push({ start: c.start, end: c.end + JOINED_ROLE.exec(after)![0].length, pronoun: false });
    else if (!m) party.push(c);
    else if (others === undefined) plurals.push({ start: c.start, end: c.end + m[0].length, pronoun: false });
    else party.push({ ...c, n: c.n + others, end: c.end + m[0].length });
  }
  const companions = COMPANIONS;
  for (const re of [PLURAL_ALL, companions]) {
    for (const { match: m, start, end } of matchUnits(layout, re)) {
      if (plurals.some((p) => start < p.end && end > p.start)) continue;
      plurals.push({ start, end, pronoun: BARE_PRONOUN.test(m[0]) });
    }
  }
  // A list with a member of no number ("me, my wife and some friends") where no plural word was found.
  for (const v of vagueLists) if (!plurals.some((p) => v.start < p.end && v.end > p.start)) plurals.push(v);
  plurals.sort((a, b) => a.start - b.start);
  // People who stay home, or who live at the destination and come by ("my cousin lives in Rochester and wants to hang out").
  const staying = (start: number, unit: Unit) =>
    STAYING_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 30), start)) ||
    /^[^.;!?]{0,40}\b(?:is|are|'s|'re)\s+(?:staying|not\s+coming|sitting\s+(?:this\s+(?:one|trip)|it)\s+out)\b/i.test(layout.text.slice(start, unit.end)) ||
    // "Since my wife passed": someone who has died.
    /^[^.;!?,]{0,25}?\b(?:passed\s+away|passed\s+on|passed(?=\s*(?:[.,;!?)]|$|\s+(?:I|we|i['’]ve|I['’]m|last|recently|in\s+\d|a\s+few|two|three|several|years?|months?)\b))|died)\b/i.test(
      layout.text.slice(start, unit.end),
    ) ||
    VISITING.test(layout.text.slice(start, Math.min(unit.end, start + 80)).split(/[.;!?]/)[0]!);
  // "my partner just reminded me we did that last year": people named in a story of another trip say nothing of this one.
  const told = (p: { start: number; end: number }) => moodOf(layout, unitOf(layout, p.start), p.start, p.end) === 'narrative';
  const evidence = [...matchUnits(layout, EVIDENCE)].filter((m) => !staying(m.start, m.unit)).map(({ start, end }) => ({ start, end }));
  for (const n of namedPeople) if (!staying(n.start, n.unit) && !told(n)) evidence.push({ start: n.start, end: n.end });
  evidence.push(...toldParty);
  // "Our choir (7 singers, I'm one of them)": a number of something that may be people, where no count was read, is
  // never one traveller.
  for (const { match: m, unit, start, end } of matchUnits(layout, NUMBERED_PLURAL)) {
    const n = wordNumber(m[1]!);
    if (n === undefined || n < 2 || NOT_PEOPLE_NOUN.test(m[2]!) || ANIMAL_NOUN.test(m[2]!)) continue;
    if (staying(start, unit) || told({ start, end })) continue;
    evidence.push({ start, end });
  }
  // A travellers field ("Headcount:", "Guests: ...") whose value gave no count is people not counted, never one traveller.
  for (const unit of layout.units) {
    if (
      unit.key?.role !== 'travellers' ||
      party.some((c) => c.start < unit.end && c.end > unit.start) ||
      undecided.some((u) => u.start < unit.end && u.end > unit.start)
    )
      continue;
    evidence.push({ start: unit.start, end: unit.end });
  }
  // ("We'll visit 3 museums": the writers' own "we" visits; only someone else's visit keeps them out of the party.)
  const keptOut = (p: PluralMention) =>
    p.pronoun ? STAYING_BEFORE.test(layout.text.slice(Math.max(0, p.start - 30), p.start)) : staying(p.start, unitOf(layout, p.start));
  return { counts: groupsAdded(layout, party), plurals: plurals.filter((p) => !keptOut(p) && !told(p)), undecided, evidence };
}

/** "actually make that three", "no wait, four": a number with a correction cue and no noun of its own. */
export function findBareCorrections(layout: Layout): BareCorrection[] {
  const re = BARE_CORRECTION;
  const out: BareCorrection[] = [];
  for (const { match: m, unit, start, end } of matchUnits(layout, re)) {
    out.push({ n: wordNumber(m[1]!)!, start: start + m[0].lastIndexOf(m[1]!), end, unit });
  }
  return out;
}

// ---------------------------------------------------------------- cities

const CITY_ADJECTIVES = String.raw`(?:diff|different|distinct|separate|unique|other|individual|major|more|new|main|big|great|beautiful|exciting|interesting|key|total|island|beach|coastal|mountain|small|smaller|little|historic)`;
const CITY_COUNT = new RegExp(
  String.raw`\b(${NUM}|one|single)(?:[\s-]+${CITY_ADJECTIVES})*[\s-]+(?:cities|city|towns|town|destinations|stops|islands|ciudades|ciudad)\b(?![\s-]+(?:limits?|center|centre|centers|hall|views?|lights|break)\b)`,
  'gi',
);
const CITY_COUNT_A = /\b(?:a|one)\s+(?:single\s+)?(?:city|town)\s+(?:in|within|of)\b/gi;
/** "We want to stay in 3 places", "3 different bases", "hitting 3 spots", "Montana, 3 spots": places to stay or go to, counted like
 * cities (not "3 places a day"). */
const CITY_COUNT_PLACES = new RegExp(
  String.raw`(?:\b(?:(?:stay|staying|stays|base\s+ourselves|sleep)\s+(?:in|at)|(?:hit|hitting|visit|visiting|do|doing|see|seeing|explore|exploring)(?:\s+up)?)\s+|(?<=[,;:]\s*))(${NUM})\s+(?:different\s+)?(?:places|spots|bases|locations)\b(?!\s+(?:a|per|each|every)\s+day\b|\s+daily\b)`,
  'gi',
);
/** "Moab and one other city": one named and more unnamed. */
const CITY_COUNT_PLUS =
  /\b((?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s*,\s*)*)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+(?:and|plus|\+)\s+(one|two|1|2)\s+(?:(?:other|more|beach|small|smaller|coastal|mountain)\s+(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+)?|of\s+the\s+(?:other\s+)?)(?:cities|city|towns?|islands?)\b/g;
/** CITY_COUNT_PLUS without its global flag, for a test that keeps no position between calls. */
const CITY_COUNT_PLUS_ONE = new RegExp(CITY_COUNT_PLUS.source);
/** "visit 3 of the islands": a count of the state's places. */
const CITY_COUNT_OF_THE = new RegExp(
  String.raw`\b(${NUM})\s+of\s+(?:the|its|their|her|the\s+state['’]s)\s+(?:(?:main|major|bigger|larger|best|nicest|loveliest|finest|principal|great)\s+)?(?:islands|cities|towns)\b`,
  'gi',
);
const CITY_VAGUE = new RegExp(
  String.raw`\b(?:a\s+couple(?:\s+of)?|a\s+few|several|multiple|some|many|various|a\s+number\s+of|more\s+than\s+one|a\s+handful\s+of|a\s+bunch\s+of|as\s+many\s+as\s+possible)(?:\s+${CITY_ADJECTIVES})*\s+(?:cities|towns)\b|\b(?:couple|few)\s+(?:of\s+)?(?:cities|towns)\b|\b(?:either\s+)?(?:[1-3]|one|two|three)\s+or\s+(?:[2-4]|two|three|four)\s+(?:different\s+)?(?:cities|towns|stops)\b|\bmaybe\s+(?:[1-3]|one|two|three)(?:\s+(?:cities|towns|stops))?\s*,?\s*(?:or\s+)?maybe\s+(?:[2-4]|two|three|four)\b|\btorn\s+between\b[^.?!]{0,60}\b(?:cit(?:y|ies)|towns?|around|hopping)\b`,
  'gi',
);

export interface CityCountReading {
  readonly counts: readonly Count[];
  /** "a few cities": a number of cities that is not a number. */
  readonly vague: readonly { start: number; end: number }[];
}

export function findCityCounts(layout: Layout, stateNames: readonly string[]): CityCountReading {
  const counts: Count[] = [];
  const add = (n: number, unit: Unit, start: number, end: number) => {
    // "Agent: One city there or several?": the planner's side of a chat asks, it does not say.
    if (unit.speaker === 'planner') return;
    const before = layout.text.slice(Math.max(unit.start, start - 30), start);
    counts.push({ n, start, end, unit, corrects: CORRECTION.test(before) });
  };
  for (const { match: m, unit, start, end } of matchUnits(layout, CITY_COUNT)) {
    // "the first city", "each city": not a count.
    if (/\b(?:each|every|per|first|last|next|second|third|final)\s+$/i.test(layout.text.slice(Math.max(unit.start, start - 10), start))) continue;
    add(wordNumber(m[1]!.toLowerCase() === 'single' ? 'one' : m[1]!)!, unit, start, end);
  }
  for (const { unit, start, end } of matchUnits(layout, CITY_COUNT_A)) add(1, unit, start, end);
  for (const { match: m, unit, start, end } of matchUnits(layout, CITY_COUNT_PLACES)) add(wordNumber(m[1]!)!, unit, start, end);
  // ("Louisiana, New Orleans plus one other city": a state named before the list is no city of it.)
  const isState = (name: string) => stateNames.some((s) => s.toLowerCase() === name.trim().toLowerCase());
  for (const { match: m, unit, start, end } of matchUnits(layout, CITY_COUNT_PLUS)) {
    const listed = m[1]!.split(',').filter((x) => x.trim() !== '' && !isState(x));
    add(1 + listed.length + wordNumber(m[2]!)!, unit, start, end);
  }
  for (const { match: m, unit, start, end } of matchUnits(layout, CITY_COUNT_OF_THE))
    if (!CITY_COUNT_PLUS_ONE.test(layout.text.slice(Math.max(unit.start, start - 30), end))) add(wordNumber(m[1]!)!, unit, start, end);
  if (stateNames.length > 0) {
    // In any order: "cities" must follow the name, so a name that is the start of a longer one cannot match in its place.
    const names = stateNames.map((s) => s.replace(/[.]/g, '\\.?').replace(/ /g, '\\s+'));
    const re = new RegExp(String.raw`\b(${NUM})\s+(?:${names.join('|')})\s+(?:cities|towns)\b`, 'gi');
    for (const { match: m, unit, start, end } of matchUnits(layout, re)) add(wordNumber(m[1]!)!, unit, start, end);
    // "2 SC cities": a state's postal code, in capitals.
    for (const { match: m, unit, start, end } of matchUnits(layout, /\b(\d)\s+([A-Z]{2})\s+(?:cities|towns)\b/g))
      if (layout.original.slice(start, end).includes(m[2]!.toUpperCase())) add(Number(m[1]), unit, start, end);
  }
  // "x2 cities", "Louisiana x2 cities": a number of cities written as a multiplier.
  for (const { match: m, unit, start, end } of matchUnits(layout, /\bx\s?(\d)\s+(?:cities|towns|stops)\b/gi)) {
    add(Number(m[1]), unit, start, end);
  }
  // "Cities to visit: 2"
  for (const unit of layout.units) {
    if (unit.key?.role !== 'cityCount' && unit.key?.role !== 'destination') continue;
    const m = WHOLE_NUMBER_VALUE.exec(layout.text.slice(unit.start, unit.end));
    if (m) add(wordNumber(m[1]!)!, unit, unit.start, unit.end);
  }
  counts.sort((a, b) => a.start - b.start);
  // A count corrects only one said before it in the text.
  const ordered = counts.map((c, i) => ({ ...c, corrects: c.corrects && i > 0 }));
  // A count inside a longer one ("one city" in "one city in") is dropped; a count never strictly contains itself.
  const dedup = ordered.filter((c) => !ordered.some((o) => o.start <= c.start && o.end >= c.end && (o.start < c.start || o.end > c.end)));
  const vague = [...matchUnits(layout, CITY_VAGUE)].filter(({ unit }) => unit.speaker !== 'planner').map(({ start, end }) => ({ start, end }));
  return { counts: dedup, vague };
}

// Patterns used inside the readers above, compiled once.
/** The writer says they stay home ("I'm just organizing, not travelling", "I won't be going"). */
const WRITER_STAYS =
  /\b(?:i['’]m|i\s+am)\s+(?:just\s+)?(?:organi[sz]ing|planning|booking|paying|covering\s+it|footing\s+the\s+bill)[^.;]{0,20}\bnot\s+(?:travell?ing|going|coming)\b|\b(?:i['’]m|i\s+am)\s+not\s+(?:travell?ing|going|coming)\b|\bi\s+(?:won['’]?t|will\s+not)\s+be\s+(?:travell?ing|going|coming)\b|\b(?:so\s+do\s+i\s+but|but)\s+i['’]?m\s+not\s+going\b/i;
const ADULTS_AND_KIDS = new RegExp(
  String.raw`\b(${NUM})\s+adults?\s*(?:,|and|\+|plus|with|&)?\s*(${NUM}|a|an)\s+(?:(?:little|young|small)\s+)?(?:kids?|children|childs|child|teens?|teenagers?|toddlers?|infants?|babies|baby|minors?|little\s+ones?|young\s+ones?|littles|kiddos?)\b`,
  'gi',
);
/** One group of a sum: a number, a word of people, and a note on them ("four teens aged 15-17", "two leaders (me and Dan)"). */
// (Words that name a traveller by age or role only: "2 sisters and 3 cousins" may be the people visited.)
const GROUP_ITEM = String.raw`\b(${NUM}|a|an)\s+(?:(?:adult|elderly|little|young|teenage|senior|older|grown|small)\s+)?(adults?|seniors?|grown-?ups|kids?|children|childs|child|teens?|teenagers?|toddlers?|infants?|bab(?:y|ies)|minors?|leaders?|chaperones?|women|men|ladies|guys|girls|boys|students?|parents|grandparents|couples?|retirees?|\d{1,2}-(?:year|yr|month)s?-olds?)\b(?!\s+of\b)(?:\s*\([^()]{0,40}\))?(?:\s+(?:aged|ages?)\s+\d{1,2}(?:\s*(?:-|to|and)\s*\d{1,2})?)?`;
/** Children counted by their ages ("kids 4 and 6"), as one group of a sum. */
const CHILDREN_BY_AGES = String.raw`\b(?:kids|children|boys|girls)\s+(?:aged?\s+|ages\s+)?(\d{1,2}(?:\s*,\s*\d{1,2})*\s*(?:and|&)\s*\d{1,2})\b`;
const GROUP_OF_PEOPLE = new RegExp(`${GROUP_ITEM}|${CHILDREN_BY_AGES}`, 'gi');
const GROUPS = new RegExp(
  String.raw`${GROUP_ITEM}(?:(?:\s*,\s*(?:and\s+|plus\s+)?|\s+and\s+|\s*\+\s*|\s+plus\s+|\s*&\s*)(?:${GROUP_ITEM}|${CHILDREN_BY_AGES}))+`,
  'gi',
);
const SELF_WORDS = new RegExp(SELF, 'gi');
const COUPLES = new RegExp(String.raw`\b(${NUM})\s+(?:(?:retired|married|young|older|elderly|senior|other|friendly|lovely)\s+)?couples\b`, 'gi');
const ADULTS_KEY = /^(?:(?:#|no\.?|number)\s*(?:of\s+)?)?adults?(?:\s+count)?$/i;
const FOREIGN_NUMBERS: Readonly<Record<string, number>> = {
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
};
const foreignNumber = (word: string): number => FOREIGN_NUMBERS[word.toLowerCase()] ?? Number(word);
/** After a party said in another language, words that add to it or leave it open ("+ le bébé", "con nuestros hijos", "o tres"). */
const FOREIGN_MORE_AFTER =
  /^\s*(?:adultes?|adultos?|adulti|personnes|personas|persone|pessoas)?\s*,?\s*(?:\+|et|y|e|and|plus|con|avec|with|w\/|più|mais|pero|ma|ou|o|or|forse|tal\s+vez|peut-[êe]tre|quiz[áa]s|talvez)\s|^\s*(?:couples|parejas|coppie|casais|familles|familias|famiglie|fam[íi]lias)\b/i;
const FOREIGN_NUMBER = String.raw`(deux|trois|quatre|cinq|six|dos|tres|cuatro|cinco|seis|due|tre|quattro|cinque|sei|dois|duas|três|quatro|\d{1,2})`;
const FOREIGN_ADULTS_AND_KIDS = new RegExp(
  String.raw`\b${FOREIGN_NUMBER}\s+(?:adultes|adultos|adulti)\s+(?:et|y|e)\s+${FOREIGN_NUMBER}\s+(?:enfants|ni[ñn]os|bambini|crian[çc]as|filhos|hijos|figli|b[ée]b[ée]s?)\b`,
  'giu',
);
const FOREIGN_COUNT = new RegExp(
  String.raw`\b(?:nous\s+sommes|on\s+est|somos|siamo(?:\s+in)?)\s+${FOREIGN_NUMBER}\b|\b${FOREIGN_NUMBER}\s+(?:personnes|personas|persone|pessoas|adultes|adultos|adulti|voyageurs|viajeros|viaggiatori)\b`,
  'giu',
);
const FOREIGN_RELATION = String.raw`(?:femme|mari|copine|copain|compagne|compagnon|esposa|esposo|marido|mujer|novia|novio|moglie|marito|ragazza|ragazzo|namorada|namorado|fille|fils|hija|hijo|figlia|figlio|filha|filho|m[èe]re|madre|m[ãa]e|p[èe]re|padre|pai|amie?|amiga|amigo|amica|amico|s(?:œ|oe)ur|hermana|sorella|irm[ãa]|fr[èe]re|hermano|fratello|irm[ãa]o)`;
const FOREIGN_PAIR = new RegExp(
  String.raw`\b(?:moi|yo|io|eu)\s+(?:et|y|e)\s+(?:ma|mon|mi|mio|mia|meu|minha)\s+${FOREIGN_RELATION}\b|\b(?:ma|mon|mi|mio|mia|meu|minha)\s+${FOREIGN_RELATION}\s+(?:et|y|e)\s+(?:moi|yo|io|eu)\b`,
  'giu',
);
/** After a count, words saying one of its members is an animal: "(well, me + dog)", "(me and my cat, really)". */
const ANIMAL_IN_COUNT = new RegExp(
  String.raw`^\s*\(\s*(?:well,?\s*|i\s+mean,?\s*|ok,?\s*|really,?\s*|that['’]?s\s+)?(?:me|i|myself)\s*(?:\+|and|&|plus)\s*(?:my\s+|the\s+|a\s+|our\s+)?(?:${ANIMALS})\b`,
  'i',
);
/** A travellers field's value that is a list of ages ("41, 39, 7, 4"). */
const AGES_VALUE = /^\s*(\d{1,2}(?:\s*(?:,|and|&|\/)\s*\d{1,2})+)\s*(?:[.;,|]|$)/;
const KEY_NUMBER = new RegExp(String.raw`^\s*(${NUM})\b(?!\s*(?:days?|nights?|cities))`, 'i');
const WITH_MY = new RegExp(String.raw`(?:\bwith|\bw\/)\s+((?:my)\s+${COMPANION_NP}(?:${GLUE}(?:${COMPANION_NP}))*)`, 'gi');
const MULTIPLIER_FIELD = new RegExp(String.raw`^\s*(?:[x×]\s?(${NUM})|(${NUM})\s?(?:[x×]|pax|ppl))\s*[.!]?\s*$`, 'i');
const PARTY_RANGE = new RegExp(
  String.raw`\b(?:between\s+${NUM}\s+(?:and|to|-)\s+${NUM}|${NUM}\s+(?:or|to)\s+${NUM}|\d{1,2}\s*-\s*\d{1,2})\s+(?:people|persons|pax|ppl|travell?ers|guests|of\s+us|adults|total)\b|\b(?:final\s+)?(?:count|headcount|number)\s+(?:is\s+)?(?:somewhere\s+)?between\b|\bcould\s+be\s+${NUM}\b[^.;!?]{0,25}\bcould\s+be\s+${NUM}\b|\bnot\s+sure\s+(?:yet\s+)?how\s+many\s+(?:of\s+(?:us|them|the\s+\w+)\s+)?(?:people\s+)?(?:are|will\s+be|is)\s+(?:coming|going|joining|travell?ing)\b`,
  'gi',
);
const COMPANIONS = new RegExp(
  String.raw`\b(?:my|our|the|with|some|several|a\s+few|${VAGUE_MANY}|\d+|two|three|four|five|six)\s+(?:${COMPANION_MANY})\b|\b(?:my|our)\s+(?:${COMPANION_ONE})\b|\b(?:${COMPANION_ONE}|${COMPANION_MANY}|guys|gals|folks|people|others|crew|gang)\s+(?:and|&|\+)\s+I\b|\bme\s+(?:and|&|\+)\s+(?:the|my|our|some|a\s+few|${VAGUE_MANY})\b(?!\s+(?:\w+\s+)?${ANIMAL}\b)(?:\s+${COMPANION_MANY}\b)?`,
  'gi',
);
const PLURAL_ALL = new RegExp(PLURAL.source, 'gi');
const BARE_CORRECTION = new RegExp(
  String.raw`\b(?:actually|make\s+(?:that|it)|i\s+mean(?:t)?|sorry|correction|scratch\s+that|no\s+wait|wait[\s,.]+no|oops|or\s+rather|change\s+(?:that|it)\s+to|let['’]s\s+(?:just\s+|only\s+)?(?:say|make\s+it|do|go\s+with)|(?:can['’]?t|cannot|won['’]?t)\s+(?:come|make\s+it|go|get\s+(?:off|away|time\s+off)(?:\s+work)?)\s+so)[\s,.:;-]+(?:make\s+(?:that|it)\s+|(?:it['’]?s|it\s+is|we['’]re|we\s+are|it\s+will\s+be|it['’]ll\s+be)\s+)?(${NUM})\b(?!\s*(?:-(?!\s))?(?!(?:now|instead|total|in\s+total|people|persons|of\s+us|not)\b)(?:[a-z]|\$|,\d|\.\d|/))`,
  'gi',
);
const WHOLE_NUMBER_VALUE = new RegExp(
  String.raw`^\s*(?:(?:let['’]?s\s+(?:do|say|go\s+with)|i['’]d\s+say|make\s+it|just|only)\s+)?(${NUM})\s*[,;.!]?\s*(?:please|thanks|thank\s+you|pls)?\s*[.!]?\s*$`,
  'i',
);
