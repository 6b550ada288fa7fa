/**
 * Constraint words: every word that could carry a requirement about lodging, food or transport, found with
 * its span and its polarity (see polarity.ts). Interpretation decides which field each one feeds, or which
 * named rule sets it aside; nothing found here may be left unaccounted for.
 */
import type { Cuisine, HouseRule, Interest, Pace, TransportMode } from '../../tripspec/index.ts';
import { textAfter, matchUnits, sentenceAt, type Layout, type Unit } from './layout.ts';
import { ANIMAL_ANY, mayBeName, petNames } from './party.ts';
import { moodOf, type Mood } from './mood.ts';
import { polarityOf, type Category, type Neighbour, type Polarity } from './polarity.ts';
import { wordNumber } from '../../common/numbers.ts';

type WishValue =
  | { readonly category: 'house'; readonly rule: HouseRule }
  /** Children mentioned: under 10, 10 or over, of no stated age, or a relation word (son, daughter). */
  | {
      readonly category: 'house';
      readonly rule: 'children';
      readonly age: 'under10' | 'older' | 'unknown' | 'relation';
      /** Read from an age after a name ("Nora (9)"): a child only when the name is one of the party's (interpret.ts). */
      readonly named?: true;
    }
  | { readonly category: 'room'; readonly room: 'entire' | 'private' | 'shared' | 'notShared' }
  /** Lodging kinds: `entire`/`shared` imply a room type; `generic` asks for none. */
  | { readonly category: 'lodging'; readonly kind: 'entire' | 'shared' | 'generic' }
  | { readonly category: 'cuisine'; readonly cuisine: Cuisine | null; readonly food: boolean }
  /** `forced`: words whose meaning is fixed ("by land" rules flights out). */
  | { readonly category: 'transport'; readonly mode: TransportMode | 'unsupported'; readonly forced?: 'negated' }
  | { readonly category: 'pace'; readonly pace: Pace }
  | { readonly category: 'interest'; readonly interest: Interest };

export type Wish = WishValue & {
  readonly start: number;
  readonly end: number;
  readonly unit: Unit;
  polarity: Polarity;
  only: boolean;
  /** A correction cue before it ("a private room, I mean an entire home"): it replaces the wish of its kind just before. */
  corrects: boolean;
  /** The words to quote for it, with its negation ("no flights"). */
  shown: { start: number; end: number } | undefined;
  /** Said as something other than a wish (mood.ts): a story, someone staying home, the planner's question, or undecided. */
  mood: Mood | undefined;
};

/** A relative clause after a lodging word that only asks for a house rule ("where smoking is permitted"). */
const HOUSE_RULE_AFTER =
  /^\s+(?:where|that|which)\b[^.;!?]{0,45}?\b(?:allow(?:s|ed)?|permit(?:s|ted)?|accept(?:s|ed)?|welcome[sd]?|friendly|(?:can|could|may)\s+(?:throw|have|host|bring|smoke|party))\b/i;
/** Words before an animal that make it animals met, not brought: "lots of angry cats", "(long week, angry cats)". */
const STRAY_ANIMALS_BEFORE = /(?:\(|,)\s*(?:[a-z]+\s+){0,3}(?:lots\s+of|so\s+many|a\s+bunch\s+of|too\s+many|angry|grumpy|cranky)\s+(?:[a-z]+\s+)?\w+$/i;
/** Words that ask a lodging for a permission ("must allow", "want a place that allows it"). */
const PERMISSION_ASKED = /\b(?:must|has\s+to|have\s+to|needs?\s+to|want|need|should)\b[^.;!?]{0,40}\b(?:allow|permit|accept)/i;
/** Smokers who say they need no smoking rule: they go outside, or a non-smoking place is fine. */
const SMOKE_OUTSIDE =
  /(?<!\b(?:can['’]?t|cannot|won['’]?t|not|never|don['’]?t\s+want\s+to|hate\s+to|refuse\s+to|not\s+going\s+to)\s+(?:just\s+|always\s+|have\s+to\s+)?)\b(?:smoke\s+outside|(?:step|go|head)\s+outside\s+(?:to\s+smoke|for\s+(?:a\s+)?(?:smoke|cigarette))|(?:we|i|he|she|they)(?:['’]ll|\s+will|\s+can)\s+(?:just\s+)?(?:step|go)\s+outside|(?:fine|ok(?:ay)?|happy|used\s+to|content|willing)\s+(?:going|stepping|heading|to\s+go|to\s+step)\s+(?:outside|out\s+(?:for\s+it|to\s+smoke|for\s+a\s+smoke)))\b|\bnon[\s-]?smoking\s+(?:is\s+|would\s+be\s+|places?\s+(?:are|is)\s+)?(?:fine|ok|okay|totally\s+fine|no\s+problem)\b|\b(?:doesn['’]?t|does\s+not|don['’]?t|do\s+not)\s+matter\s+if\b[^.;!?]{0,40}\bnon[\s-]?smoking\b|\b(?:fine|ok|okay)\s+with\s+(?:a\s+)?non[\s-]?smoking\b/i;
/** A baby born to someone else, or one the trip goes to meet. */
const BABY_VISITED =
  /\b(?:sister|brother|daughter|son|friend|cousin|niece|nephew|she|he|they)(?:['’]s\s+wife|['’]s\s+husband|-in-law)?\s+(?:just\s+)?(?:had|gave\s+birth\s+to|welcomed)\s+(?:a|her|his|their)\s+(?:new\s+|first\s+|second\s+)?(?:baby|son|daughter|boy|girl)\b|\b(?:meet|see|visit)\s+(?:my|our|the|his|her|their)\s+(?:new\s+|newborn\s+|baby\s+)?(?:baby|newborn|niece|nephew|grand(?:son|daughter|child|baby|kid))\b/i;
/** Words before a child who is met at the destination or born to someone else, not brought along. */
const MET_THERE =
  /\b(?:(?:go|going|come|coming|fly(?:ing)?|drive|driving|head(?:ing)?)\s+(?:to\s+)?(?:meet|see|visit)|to\s+(?:meet|see|visit)|(?:meet|meeting|visit|visiting)|(?:just\s+)?(?:had|gave\s+birth\s+to|is\s+having|is\s+expecting|are\s+expecting))\s+(?:my|our|his|her|their|a|the)\s+(?:new\s+|newborn\s+|baby\s+|little\s+|first\s+|grand)?(?:\w+\s+)?$/i;
const CORRECTION =
  /(?:\b(?:actually|i\s+mean(?:t)?|sorry|correction|scratch\s+that|no\s+wait|wait|or\s+rather|make\s+(?:that|it)|change\s+(?:that|it)\s+to|on\s+second\s+thought)\b|(?:\.{2,}|…)\s*(?:er|erm|uh|um)\b)[^.;]{0,20}$/i;

interface Pattern {
  readonly re: RegExp;
  readonly value: (m: RegExpMatchArray, layout: Layout, unit: Unit, start: number, end: number) => WishValue | undefined;
}

const house = (rule: HouseRule) => (): WishValue => ({ category: 'house', rule });
/** After "share a room": the party's own people, who share among themselves ("with each other", "with my sister"). */
const WITH_OUR_OWN =
  /^\s+(?:with\s+(?:each\s+other|one\s+another|ourselves|themselves|(?:my|our|his|her|their)\s+(?:sister|brother|friends?|partner|wife|husband|kids|son|daughter|mom|dad|mother|father|family|cousins?|colleagues?|co-?workers?|roommates?|boyfriend|girlfriend|bf|gf|buddy|pal|mate|parents|grandma|grandpa)|him|her|them|you|family|friends)\b|together\b|among\s+(?:ourselves|themselves|us)\b)/i;
const room = (r: 'entire' | 'private' | 'shared' | 'notShared') => (): WishValue => ({ category: 'room', room: r });
const lodging = (kind: 'entire' | 'shared' | 'generic') => (): WishValue => ({ category: 'lodging', kind });
const mode = (m: TransportMode | 'unsupported') => (): WishValue => ({ category: 'transport', mode: m });

const LODGING_NOUN =
  /\b(?:rooms?|bedrooms?|accommodations?|lodgings?|places?|stays?|housing|quarters|spaces?|listings?|airbnbs?|rentals?|apartments?|units?|beds?|dorms?|homes?|houses?)\b/i;

/** Words after a cuisine adjective that make it about something other than food. */
const NOT_FOOD_AFTER =
  /^[\s-]+(?:quarter|city|cities|towns?|dream|flag|football|baseball|sports?|style|accent|road\s+trip|experience|classic|landmarks?|icons?|licen[cs]es?|passports?|citizens?|citizenship|nationals?|embassy|visas?|ocean|history|historical|revolution|revolutionary|museums?|art|arts|artists?|opera|music|musicians?|language|culture|cultural|heritage|friends?|family|families|people|guys?|girls?|man|men|woman|women|wife|husband|partner|border|airlines?|express|consulate|embassy|alps|riviera|new\s+year|fries|toast|dressing|press|films?|movies?|cinema|literature|architecture|style|fashion|wine\s+country|countryside|village|neighbou?rhood|district|descent|roots|ancestry|citizens?|tourists?|travell?ers|students?|speakers?|accent|classes|lessons|football|soccer|dream|flag|holiday|holidays|festival|independence|gothic|renaissance|colonial|business|colleagues?|clients?|co-?workers?|partners|guests?|hosts?|company|companies|teams?|boss|relatives|cousins?|neighbou?rs?|visitors?|customers?|investors?|counterparts?|contacts?|buyers?|suppliers?)\b/i;
/** "Italian-American", "Chinese-Canadian": a people, not a cuisine. */
const NOT_FOOD_HYPHEN =
  /^-(?:american|canadian|british|australian|african|asian|mexican|italian|irish|german|french|chinese|indian)s?\b(?![\s-]+(?:food|cuisine|dishes|restaurants?|cooking|fare|meals?))/i;
const PET_BEFORE = /\b(?:dog|cat|pug|pup|puppy|kitten|kitty|beagle|corgi|poodle|lab|terrier|parrot|bunny|hamster|pet)\s+$/i;
const NATIONALITY_BEFORE =
  /\b(?:we|i|they|he|she|both\s+of\s+us)\s*(?:are|am|['’]re|['’]m|is|['’]s|were|was)\s+(?:(?:both|all|half|originally|proudly|very)\s+)?$/i;
const NOT_FOOD_BEFORE = /\b(?:native|north|south|latin|central|african|asian|indo|anglo|pan|meso|spanish|all)[\s-]+$/i;
const FOOD_AFTER =
  /^[\s-]+(?:food|foods|cuisines?|dishes|cooking|restaurants?|places|spots?|joints?|eateries|meals?|fare|dinners?|lunch(?:es)?|breakfasts?|buffets?|bistros?|kitchens?|flavou?rs|specialt(?:y|ies)|delicacies|bakeries|bakery|pastries)\b/i;

/** Cuisines the sandbox lacks: demonyms count only as food ("Thai food", or in a cuisine list); dish words always. */
const OTHER_CUISINE_DEMONYMS =
  /\b(?:thai|japanese|korean|vietnamese|greek|spanish|turkish|lebanese|middle[\s-]eastern|ethiopian|caribbean|cuban|peruvian|brazilian|german|irish|cajun|creole|southern|tex[\s-]?mex|asian|latin|filipino|hawaiian|polish|russian|moroccan|persian|pakistani|nepalese|nepali|afghan|jamaican|southwestern|soul|korean|taiwanese|malaysian|indonesian|singaporean|ukrainian|hungarian|portuguese|argentinian|argentine|colombian|salvadoran|venezuelan|puerto\s+rican|scandinavian|swedish|basque|burmese|sichuan|szechuan|cantonese|hunan|mongolian|tibetan|sri\s+lankan|bangladeshi|egyptian|israeli|syrian|armenian|georgian|uzbek|african|haitian|dominican)\b/gi;
/** Around a diet word, words that make it who someone is ("I'm a vegetarian", "vegetarian family here", "we're vegan"). */
const DIET_BEFORE =
  /(?:\b(?:i['’]?m|i\s+am|we['’]re|we\s+are|(?:she|he)['’]s|(?:she|he)\s+is|they['’]re|they\s+are|as|(?:my|our|his|her|their)\s+[a-z]+\s+(?:is|are))|(?<![a-z])(?!(?:what|that|it|there|here|who|where|this)['’]s)[A-Za-z][a-z]+['’]s)\s+(?:a\s+|an\s+|all\s+|both\s+|strict(?:ly)?\s+|mostly\s+|pure(?:ly)?\s+)*$/i;
/** A person named before a diet word ("Lina is vegetarian", "Miguel is vegetarian-ish"): in capitals, so no "i" flag. */
const NAMED_DIET_BEFORE =
  /(?<![\w'’])(?!(?:What|This|That|It|There|Here|Which|Who|Dinner|Lunch|Breakfast|Food|All)\b)[A-Z][a-z]+\s+(?:is|are)\s+(?:a\s+|an\s+|strict(?:ly)?\s+|mostly\s+)*$/;
// ("vegan-ish but def want Indian": a diet hedged is who someone is, not a restaurant asked for.)
const DIET_AFTER = /^\s+(?:family|household|couple|here|traveller|traveler|myself|ourselves)\b|^-ish\b/i;
const OTHER_CUISINE_DISHES =
  /\b(?:sushi|ramen|tapas|pho|vegan|vegetarian|veggie|plant[\s-]based|halal|kosher|gluten[\s-]free|steak\s?houses?|steaks?|burgers?|noodles?|dumplings?|kebabs?|gyros?|poke|brunch\s+spots?|diners?|food\s+trucks?|delis?|bagels?|donuts?|doughnuts?|ice\s+cream|gelato|waffles?|pancakes?|wings|hot\s+pot|bbq\s+brisket)\b(?![\s-]+(?:lovers|buffs|fans|people|nerds|junkies|enthusiasts))/gi;

/**
 * Dishes of one cuisine the sandbox lists: the dish asks for that cuisine ("tacos" is Mexican food, "dim sum"
 * Chinese). Only dishes of one cuisine: "noodles", "dumplings" or "kebabs" belong to several and stay unread dishes.
 */
const DISH_CUISINE: readonly [RegExp, Cuisine][] = [
  [/\b(?:tacos?|taquer[ií]as?|burritos?|enchiladas?|quesadillas?|tamales)\b/gi, 'Mexican'],
  [/\b(?:dim\s+sum|chow\s+mein|lo\s+mein|kung\s+pao|peking\s+duck)\b/gi, 'Chinese'],
  [/\b(?:curry|curries|tikka(?:\s+masala)?|biryani|tandoori|butter\s+chicken|naan|samosas?)\b/gi, 'Indian'],
  [/\b(?:pasta|lasagn[ae]|risotto|spaghetti|carbonara|gnocchi)\b/gi, 'Italian'],
  [/\b(?:falafel|hummus|shawarma)\b/gi, 'Mediterranean'],
  [/\b(?:croissants?|cr[eê]pes?)\b/gi, 'French'],
];
/** "Thai curry", "Japanese curry", "Korean tacos": a cuisine the sandbox lacks, named before the dish. */
const OTHER_DEMONYM_BEFORE = new RegExp(`${OTHER_CUISINE_DEMONYMS.source}[\\s-]+$`, 'i');

const MAIN_CUISINE: readonly [RegExp, Cuisine][] = [
  [/\bamerican\b(?!\s+(?:airlines?|express|history|revolution|museum))/gi, 'American'],
  [/\b(?:chinese|chineese|chinse)\b/gi, 'Chinese'],
  [/\bfrench\b/gi, 'French'],
  [/\b(?:indian|indain)\b(?!\s+ocean)/gi, 'Indian'],
  [/\b(?:italian|itallian|italain|itailan)\b/gi, 'Italian'],
  [/\b(?:mediterranean|mediterranian|mediteranean|mediteranian|meditteranean|medditerranean)\b/gi, 'Mediterranean'],
  [/\b(?:mexican|mexcian|mexian|mexicn|mexicam)\b/gi, 'Mexican'],
  // Named in French, Spanish, Portuguese or Italian after a word for food ("un bon restaurant français", "comida
  // mexicana"): alone such a word is a nationality or a language ("elle est française", "I teach français").
  ...(
    [
      ['fran[cç]ais|fran[cç]aise|francesa|francese', 'French'],
      ['chinois|chinoise|chinesa|china|chino|cinese', 'Chinese'],
      ['italien|italienne|italiana|italiano', 'Italian'],
      ['mexicain|mexicaine|mexicana|mexicano|messicano', 'Mexican'],
      ['indien|indienne|india|indiana|indiano', 'Indian'],
    ] as const
  ).map(([words, cuisine]): [RegExp, Cuisine] => [
    new RegExp(
      String.raw`(?<=\b(?:restaurant|restaurante|ristorante|cuisine|cucina|cocina|comida|nourriture|food|plats?|cibo|mangiare|comer|manger|comer\s+comida)\s+(?:(?:de|du|des|di|da|do|la|le|el)\s+)?)(?:${words})(?![\p{L}])`,
      'giu',
    ),
    cuisine,
  ]),
];
const OTHER_CUISINE: readonly [RegExp, Cuisine][] = [
  [/\b(?:bbq|barbecues?|barbeques?|bar[\s-]b[\s-]q)\b/gi, 'BBQ'],
  [/\bsea[\s-]?food\b/gi, 'Seafood'],
  [/\bpizz(?:a|as|eria|erias|aria|arias|a\s+places?|a\s+joints?|a\s+parlou?rs?)\b/gi, 'Pizza'],
  [/\b(?:baker(?:y|ies)|pastry\s+shops?|patisseries?)\b/gi, 'Bakery'],
  [/\b(?:caf[eé]s?|coffee\s*(?:shops?|houses?|bars?)|coffeehouses?|coffee\s+spots?)\b/gi, 'Cafe'],
  [/\b(?:desserts?|dessert\s+(?:places?|spots?|shops?))\b/gi, 'Desserts'],
  [/\bfast[\s-]?food\b/gi, 'Fast Food'],
  [/\b(?:tea(?:[\s-]?houses?|\s+rooms?|\s+shops?|\s+spots?)?|bubble\s+tea)\b(?!\s+party)/gi, 'Tea'],
];

// ---- interests: kinds of sights, read only where the words say the traveller likes them (READING.md)
/** Interest nouns, longest first within each kind. */
const INTEREST_NOUNS: readonly [Interest, string][] = [
  [
    'family',
    String.raw`(?:kid|kids|child|children|family)[\s-]friendly\s+(?:attractions?|activities|sights?|things|places\s+to\s+visit|spots)|family\s+(?:attractions?|activities|fun|outings?)|things\s+for\s+(?:the\s+)?(?:kids|children|little\s+ones)(?:\s+to\s+do)?|zoos?|aquariums?|theme\s+parks?|amusement\s+parks?|water\s+parks?`,
  ],
  ['food-markets', String.raw`(?:food|farmers['’]?|farmer['’]?s|public)\s+markets?|food\s+halls?`],
  ['nightlife', String.raw`performing\s+arts|live\s+music|nightlife|night\s+life`],
  ['museums', String.raw`(?:science\s+)?museums?|science\s+cent(?:er|re)s?|planetariums?`],
  ['art', String.raw`art\s+galler(?:y|ies)|galler(?:y|ies)|street\s+art|sculptures?|(?:the\s+)?arts?`],
  [
    'history',
    String.raw`historic(?:al)?\s+(?:sites?|places|districts?|landmarks?|buildings?|homes?|houses?)|heritage(?:\s+sites?)?|battlefields?|old\s+towns?|history`,
  ],
  [
    'nature',
    String.raw`(?:national|state|city)\s+parks?|botanical\s+gardens?|hiking(?:\s+trails?)?|hikes?|trails?|gardens?|parks?|nature|the\s+outdoors|outdoors|outdoor\s+activities|wildlife`,
  ],
  ['beaches', String.raw`beaches|beach|the\s+water|waterfronts?|lakes?|boating|swimming|the\s+coast|the\s+ocean|the\s+sea`],
  [
    'nightlife',
    String.raw`nightlife|night\s+life|live\s+music|concerts?|shows?|theat(?:er|re)s?|broadway|performances|comedy(?:\s+clubs?)?|clubs|clubbing|bars|pubs|breweries|wineries`,
  ],
  ['shopping', String.raw`shopping|malls?|boutiques?|outlets?|flea\s+markets?|shops`],
  [
    'landmarks',
    String.raw`landmarks?|monuments?|sightseeing|scenic\s+views?|views|viewpoints?|lookouts?|observation\s+decks?|skylines?|architecture|famous\s+sights|the\s+sights`,
  ],
];
const INTEREST_ANY = INTEREST_NOUNS.map(([, re]) => re).join('|');
/**
 * Up to two describing words between the liking and the thing liked ("likes nice views", "love really old
 * historic sites"): a closed list, because an open one would read "include coffee shops" as shopping.
 */
const DESCRIBING = String.raw`(?:(?:nice|good|great|old|older|ancient|famous|beautiful|pretty|lovely|amazing|awesome|cool|fun|interesting|quiet|cute|unique|free|cheap|big|small|little|large|local|new|modern|classic|iconic|popular|well[\s-]known|world[\s-]class|hidden|lesser[\s-]known|natural|wild|public|outdoor|indoor|really|very|super|quite|truly|especially|particularly|mostly|all\s+kinds\s+of|different|various|lots\s+of|plenty\s+of|more)\s+){0,2}`;
/** Words before an interest that say the traveller likes it: "we love", "into", "interested in", "want to see". */
const LIKING_BEFORE = new RegExp(
  String.raw`\b(?:love|loves|loved|like|likes|enjoy|enjoys|adore|adores|into|fans?\s+of|big\s+on|keen\s+on|passionate\s+about|interested\s+in|crazy\s+about|obsessed\s+with|nuts\s+about|mad\s+about|fond\s+of|partial\s+to|prefer|favou?r|want\s+to\s+(?:see|visit|explore|check\s+out|do|hit|go\s+to|spend\s+time\s+(?:at|in))|hoping\s+to\s+(?:see|visit|explore|hit)|hope\s+to\s+(?:see|visit|explore)|like\s+to\s+(?:see|visit|explore|check\s+out|do|hit)|(?:would|'d)\s+love(?:\s+to\s+(?:see|visit|explore|check\s+out|do|hit))?|looking\s+forward\s+to|focus\s+(?:on)?|heavy\s+on|must[\s-]sees?\s*(?:are|:)?|includ(?:e|ing)|especially|particularly|mostly|mainly|no|skip|avoid|avoiding|hate|dislike|want|need)\s+(?:the\s+|some\s+|any\s+|a\s+few\s+|all\s+the\s+|lots\s+of\s+|local\s+|good\s+|great\s+)?${DESCRIBING}(?:(?:${INTEREST_ANY})\s*(?:,|and|&|\/|or|plus)?\s*(?:and\s+)?(?:the\s+|some\s+)?)*$`,
  'i',
);
/** Words after an interest: "history buffs", "museum people", "beach lovers". */
const LIKING_AFTER =
  /^[\s-]+(?:lovers?|buffs?|fans?|people|persons?|nerds?|junkies?|enthusiasts?|geeks?|addicts?|freaks?|hounds?|goers?|hoppers?|crawlers?|fiends?)\b/i;
/** Nouns that name a traveller kind with an interest ("museum people"): the singular of the nouns above. */
const INTEREST_SINGULAR: readonly [Interest, RegExp][] = [
  ['museums', /\bmuseum\b/gi],
  ['history', /\bhistory\b/gi],
  ['art', /\bart\b/gi],
  ['nature', /\b(?:nature|park|hiking|outdoors?)\b/gi],
  ['beaches', /\bbeach\b/gi],
  ['nightlife', /\b(?:theat(?:er|re)|concert|music|nightlife|show)\b/gi],
  ['shopping', /\bshopping\b/gi],
  ['landmarks', /\b(?:landmark|architecture|sightseeing)\b/gi],
  ['food-markets', /\b(?:market|foodie)\b/gi],
];

const INTEREST_PATTERNS: readonly Pattern[] = [
  ...INTEREST_NOUNS.map(
    ([interest, source]): Pattern => ({
      re: new RegExp(String.raw`\b(?:${source})\b`, 'gi'),
      value: (_m, layout, unit, start, end) => (likedInterest(layout, unit, start, end) ? { category: 'interest', interest } : undefined),
    }),
  ),
  ...INTEREST_SINGULAR.map(
    ([interest, re]): Pattern => ({
      re,
      value: (_m, layout, unit, _start, end) => (LIKING_AFTER.test(textAfter(layout, unit, end, 20)) ? { category: 'interest', interest } : undefined),
    }),
  ),
];

/** Phrases that are a wish by themselves, with no liking words: "kid-friendly attractions", "things for the kids to do". */
const SELF_STANDING = /^(?:(?:kid|kids|child|children|family)[\s-]friendly\s|family\s+(?:attractions?|activities|fun|outings?)|things\s+for)/i;

function likedInterest(layout: Layout, unit: Unit, start: number, end: number): boolean {
  if (unit.key?.role === 'interests' || SELF_STANDING.test(layout.text.slice(start, end))) return true;
  if (LIKING_AFTER.test(textAfter(layout, unit, end, 20))) return true;
  // The liking words and a list of interests before it, within the sentence.
  const before =
    layout.text
      .slice(Math.max(unit.start, start - 120), start)
      .split(/[.;!?]/)
      .pop() ?? '';
  return LIKING_BEFORE.test(before);
}

/** A person just before an age in parentheses: a name ("Theo (10 months)") or a word for a child. */
const PERSON_BEFORE_AGE =
  /(?:\b[A-Z][a-z]+|\b(?:baby|babe|son|daughter|kid|child|toddler|infant|newborn|girl|boy|grandson|granddaughter|nephew|niece|little\s+one))\s*$/;
const PATTERNS: readonly Pattern[] = [
  ...INTEREST_PATTERNS,
  // ---- house rules
  {
    re: /\bpet[\s-]?friendly\b|\b(?:pets?|(?<!hot\s)dogs?|doggos?|pups?|pupp(?:y|ies)|cats?|kittens?|kitties|service\s+(?:animals?|dogs?)|emotional\s+support\s+animals?|fur[\s-]?bab(?:y|ies)|(?:our|my|the|their)\s+animals?|animals|retrievers?|labradors?|poodles?|terriers?|beagles?|bulldogs?|chihuahuas?|corgis?|dachshunds?|huskies|husky|spaniels?|shepherds?)\b/gi,
    // "not putting a 70 lb dog on a plane", "not putting the dogs in cargo": said of the flight, not of the lodging.
    value: (_m, layout, unit, _start, end) =>
      /^[^.;!?]{0,25}?\b(?:on\s+(?:a|the)\s+(?:plane|flight|airplane)|in\s+(?:the\s+)?(?:cargo|hold))\b/i.test(layout.text.slice(end, unit.end)) &&
      /\b(?:not|never|won['’]?t|no\s+way)\b[^.;!?]{0,30}$/i.test(layout.text.slice(Math.max(unit.start, end - 60), end))
        ? undefined
        : // ("I'm a vet tech (long week, lots of angry cats lol)": animals of a remark, no one's and not brought.)
          STRAY_ANIMALS_BEFORE.test(layout.text.slice(Math.max(unit.start, end - 40), end))
          ? undefined
          : house('pets')(),
  },
  {
    re: /\bsmok(?:e|es|ing|er|ers)\b|\bcigarettes?\b|\bcigars?\b|\bvap(?:e|es|ing|er|ers)\b|\btobacco\b/gi,
    // "We're both smokers but we'll just step outside, doesn't matter if the place is non-smoking": smokers who need no rule.
    value: (_m, layout, unit, start) => {
      const { start: from, end: to } = sentenceAt(unit, start);
      const sentence = layout.text.slice(from, to);
      // ("At home we step outside to smoke, but on vacation we want a place that allows it": asked for all the same.)
      return SMOKE_OUTSIDE.test(sentence) && !PERMISSION_ASKED.test(sentence) ? undefined : house('smoking')();
    },
  },
  {
    re: /\bpart(?:y|ies)\b|\bpartying\b|\bpartiers?\b/gi,
    value: (m, layout, unit, start, end) => {
      const after = textAfter(layout, unit, end, 30);
      const before = layout.text.slice(Math.max(unit.start, start - 25), start);
      // "a party of 5", "our party", "party size": the group, not a party.
      if (
        /^party$/i.test(m[0]) &&
        (/^\s+(?:of|size|members?|consists|includes|is\s+(?:made|composed))\b|^\s*:|^\s+(?:is|are|will\s+be)\s+(?:just\s+|only\s+)?(?:me|us|myself|my|our|his|her|their|\d|two|three|four|five|six|seven|eight|mr|mrs|ms|dr|prof)\b/i.test(
          after,
        ) ||
          (/\b(?:our|my|the|whole|entire|your|travell?ing|a\s+small|a\s+large)\s+$/i.test(before) &&
            !/\b(?:have|having|host|hosting|throw|throwing|hold|holding)\s+(?:a\s+|our\s+)?$/i.test(before)))
      )
        return undefined;
      if (unit.key?.role === 'travellers') return undefined;
      // "going out to party", "we party hard": a night out, not a party at the lodging.
      // ("we gonna party so the airbnb has to be cool with that": at the lodging after all.)
      // ("we wanna party at the airbnb": at the lodging, said where.)
      const atLodging =
        /^\s+(?:\w+\s+){0,2}(?:at|in)\s+(?:the|our|an?)\s+(?:airbnb|place|rental|house|apartment|condo|lodging|listing|stay)\b/i.test(after) ||
        /^[^.!?]{0,30}\b(?:airbnb|place|rental|house|apartment|condo|hotel|host|lodging|listing)\b[^.!?]{0,40}\b(?:(?:cool|ok(?:ay)?|fine)\s+with\s+(?:that|it|this|us\s+partying|parties|partying|a\s+party|noise)|allows?\s+(?:it|that|parties|partying)|permits?\s+(?:it|that|parties)|let\s+us\s+(?:party|do\s+that))\b/i.test(
          textAfter(layout, unit, end, 90),
        );
      if (
        (/\b(?:to|go|going|went|out\s+to|love\s+to|like\s+to|wanna|gonna)\s+$/i.test(before) && /^party$/i.test(m[0]) && !atLodging) ||
        (/^partying$/i.test(m[0]) &&
          !/\b(?:allow|permit|ok|okay|fine|no)\b/i.test(layout.text.slice(Math.max(unit.start, start - 40), Math.min(unit.end, end + 30))))
      )
        return undefined;
      // "our bachelor party", "a birthday party trip": the occasion of the trip, unless it is held at the lodging.
      if (
        /\b(?:bachelor(?:ette)?|hen|stag|birthday|graduation|retirement|anniversary|engagement|wedding|office|holiday|christmas|farewell|going[\s-]away|leaving|launch|reunion|\w+['’]s(?:\s+[\w-]+)?)\s+$/i.test(
          before,
        ) &&
        !/\b(?:at\s+the\s+(?:place|rental|house|home|airbnb|apartment|condo|lodging)|allow|permit|host|hosting|throw|throwing)\b/i.test(
          layout.text.slice(Math.max(unit.start, start - 40), Math.min(unit.end, end + 40)),
        )
      )
        return undefined;
      return { category: 'house', rule: 'parties' };
    },
  },
  {
    re: /\bvisitors?\b|\b(?:hav(?:e|ing)|host(?:ing)?|invit(?:e|ing)|receiv(?:e|ing)|entertain(?:ing)?)\s+(?:some\s+|a\s+few\s+|our\s+|local\s+|a\s+couple\s+of\s+)*(?:guests|friends\s+over|people\s+over|family\s+over|folks\s+over|relatives\s+over|company|friends|people|family|relatives)\b|\b(?:(?:my|our|some|a\s+few|two|three|old|best|local|college)\s+){0,3}(?:friends|family|relatives|people|folks|cousins|colleagues|co-?workers|buddies|mates|pals|classmates|room-?mates|flat-?mates|in-laws|(?:my|our)\s+(?:sister|brother|mom|mum|dad|mother|father|parents|aunt|uncle|niece|nephew|cousin|friend|grandma|grandpa|grandparents)s?)(?:\s+(?:from|of)\s+[\w'’]+(?:\s+[\w'’]+)?)?(?:\s+(?:live|lives|are)\s+(?:there|nearby|close\s+by|in\s+town)\s+and)?\s+(?:(?:to|will|would|may|might|can|want|wants|plan|plans|are|is|going|gonna)\s+){0,3}(?:(?:come|coming|comes|drop(?:ping|s)?|stop(?:ping|s)?|pop(?:ping|s)?|swing(?:ing|s)?)\s+(?:over|by|round|around)\b(?!\s+(?:\w+\s+){0,2}to\s+(?:watch|feed|look\s+after|take\s+care|mind|babysit|water|check\s+on|walk)\b)|(?:visit|see)\s+(?:me|us)\s+(?:there|in\s+the\s+evenings?|at\s+(?:the|our|my)\s+(?:place|rental|apartment|room|house|home|airbnb|lodging|flat)))|\bguests?\b(?![\s-]+(?:lectures?|lecturers?|speakers?|speaking|stars?|appearances?|artists?|conductors?|preachers?|columns?|posts?|list))/gi,
    value: (m, layout, unit, start) => {
      if (/^guests?$/i.test(m[0])) {
        // "a guest house", "a guest room": a kind of lodging (read by the lodging words), not visitors.
        if (/^[\s-]*(?:houses?|rooms?|suites?|quarters|cottages?|cabins?)\b/i.test(textAfter(layout, unit, start + m[0].length, 12))) return undefined;
        const before = layout.text.slice(Math.max(unit.start, start - 30), start);
        // "2 guests", "four guests", "Guests: 2": the travellers themselves.
        if (
          unit.key?.role === 'travellers' ||
          /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|few|many|all|of|adult|total)\s+(?:adult\s+|total\s+)?$/i.test(
            before,
          ) ||
          /\b(?:number|no\.?|#)\s+of\s+$/i.test(before) ||
          /^\s*[:=]/.test(layout.text.slice(start + m[0].length, start + m[0].length + 3))
        )
          return undefined;
      }
      return { category: 'house', rule: 'visitors' };
    },
  },
  // children and their ages
  // ("to meet my niece", "my sister just had a baby": a child met at the destination, or born to someone else, is not in the party.)
  {
    re: /\b(?:(?:kid|kids|child|children|family|baby|toddler)[\s-]friendly|childrens?|childs|kids?|kiddos?|kiddies|child|little\s+ones|youngsters|grand\s?kids|grandchildren|toddlers?|infants?|bab(?:y|ies)|newborns?|teens?|teenagers?|minors?|preschoolers?|(?:twins|boys|girls)(?=\s*\((?:they|both|ages?|aged)?['’\s]*(?:re\s+|are\s+)?\d(?!\d*\s*(?:total|in\s+all|people|persons|of\s+us|adults|guys))|\s+aged?\s+\d))\b/gi,
    value: (m, layout, unit, start, end) =>
      (/^bab(?:y|ies)$/i.test(m[0]) &&
        !/\b(?:a|an|the|our|my|his|her|their|\d+|one|two|three|new|little|with)\s+(?:\w+\s+)?$/i.test(
          layout.text.slice(Math.max(unit.start, start - 20), start),
        )) ||
      MET_THERE.test(layout.text.slice(Math.max(unit.start, start - 40), start)) ||
      // "my aunt's kids will be stopping by our rental": children who come by are visitors, not of the party.
      /^\s+(?:will\s+be\s+|are\s+|['’]ll\s+be\s+|will\s+|may\s+|might\s+)?(?:stopping|coming|dropping|popping|swinging|stop|come|drop|pop|swing)\s+(?:by|over|round|around)\b/i.test(
        layout.text.slice(end, Math.min(unit.end, end + 40)),
      ) ||
      // "my sister just had a baby and I'm going to meet my niece ... newborn chaos": the baby is the one visited.
      (/^(?:bab(?:y|ies)|newborns?|infants?)$/i.test(m[0]) && BABY_VISITED.test(layout.text))
        ? undefined
        : { category: 'house', rule: 'children', age: childAge(layout, unit, start, end, m[0]) },
  },
  {
    re: /\b(?:sons?|daughters?|grandsons?|granddaughters?|stepsons?|stepdaughters?|nephews?|nieces?)\b/gi,
    value: (_m, layout, unit, start, end) =>
      MET_THERE.test(layout.text.slice(Math.max(unit.start, start - 40), start))
        ? undefined
        : { category: 'house', rule: 'children', age: relationAge(layout, unit, start, end) },
  },
  {
    re: /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[\s-]*(?:years?|yrs?|yo)[\s-]*olds?\b|\b(\d{1,2})\s*yo\b/gi,
    value: (m) => ({ category: 'house', rule: 'children', age: (ageOf(m[1] ?? m[2]!) ?? 99) < 10 ? 'under10' : 'older' }),
  },
  // "I am 7.", "I'm 8 and Grandpa is 70": a child writing, in the party.
  {
    re: /\bI\s*(?:am|['’]m)\s+(\d|one|two|three|four|five|six|seven|eight|nine)(?:\s+years?\s+old)?(?=\s*(?:[.!,;)]|$))(?!\s*(?:and\s+a\s+half\s+)?(?:months?|weeks?|days?|hours?|minutes?))/g,
    value: () => ({ category: 'house', rule: 'children', age: 'under10' }),
  },
  // "Theo (10 months)", "a 5-month-old", "little Ava (she's 5 months)": a baby, under 10.
  {
    re: /\(\s*(?:(?:she|he)['’]s\s+|(?:she|he)\s+is\s+)?\d{1,2}\s*(?:months?|mos?|mths?|weeks?|wks?)(?:\s+old)?\s*\)|\b\d{1,2}[\s-]*(?:months?|mos?|weeks?)[\s-]*olds?\b/gi,
    // (Not an animal's age, "our puppy (4 months)", nor a span of time, "saving for this trip (18 months)": the age
    // follows a person, by name or by a word for a child, or says "she's".)
    value: (m, layout, unit, start, end) => {
      const near = layout.text.slice(Math.max(unit.start, start - 30), Math.min(unit.end, end + 20));
      if (ANIMAL_ANY.test(near)) return undefined;
      const person =
        /\b(?:she|he)\b/i.test(m[0]) || !m[0].startsWith('(') || PERSON_BEFORE_AGE.test(layout.original.slice(Math.max(unit.start, start - 30), start));
      return person ? { category: 'house', rule: 'children', age: 'under10' } : undefined;
    },
  },
  // "Travellers: 41, 39, 7, 4", "Kids: 7, 4", "Ages: 40, 38, 5": ages as a field's value, a child among them.
  {
    re: /(?<=^\s*|:\s*)\d{1,2}(?:\s*(?:,|and|&|\/)\s*\d{1,2})+(?=\s*(?:[.;,|]|$))/gm,
    value: (m, layout, unit, start) =>
      unit.key?.role === 'travellers' || unit.key?.role === 'children' || /\bages?\s*:\s*$/i.test(layout.text.slice(unit.key?.start ?? unit.start, start))
        ? { category: 'house', rule: 'children', age: m[0].match(/\d+/g)!.some((a) => Number(a) < 10) ? 'under10' : 'older' }
        : undefined,
  },
  // "Family of four, youngest is 3", "Our oldest, Sam, is 9", "his sister is 7": the age of a child of the party.
  {
    re: /\b(?:youngest|oldest|eldest|middle\s+one|(?:(?:our|my|his|her|their)\s+)(?:son|daughter|sister|brother|boy|girl|kid|child))(?:\s+one)?(?:\s*,?\s+[A-Z][a-z]+\s*,?)?\s+(?:is|being|just\s+turned|turns|turned)\s+(\d{1,2})\b(?!\s*(?:months?|weeks?|hours?|minutes?|miles?|%))/g,
    value: (m) => ({ category: 'house', rule: 'children', age: Number(m[1]) < 10 ? 'under10' : 'older' }),
  },
  // "Trip for Maria, Jose, Elena and Luis ... Elena is 8 and Luis is 5": the age of someone named before it in the request.
  {
    re: /\b([A-Z][a-z]+)\s+(?:is|['’]s|just\s+turned|turns|turned)\s+(\d{1,2})(?:\s+(?:years?\s+old|yrs?|yo))?(?=\s*(?:[.!,;)]|and\b|$))/g,
    // (An adult's age, 18 or more, tells nothing of the children: "John is 45".)
    value: (m, layout, _unit, start) =>
      new RegExp(String.raw`\b${m[1]!}\b`).test(layout.text.slice(0, start)) && !petNames(layout).has(m[1]!) && Number(m[2]) < 18
        ? { category: 'house', rule: 'children', age: Number(m[2]) < 10 ? 'under10' : 'older' }
        : undefined,
  },
  // "I'm taking my grandson on a little trip - he just turned 9": the age of a child named just before, said of "he" or "she".
  {
    re: /\b(?:he|she)(?:['’]s|\s+is|\s+(?:just\s+)?turned|\s+turns|\s+will\s+be)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?:\s+years?\s+old)?(?=\s*(?:[.!,;)-]|and\b|$))/gi,
    // (In the child's sentence, with no animal named between: "my adult son, plus his beagle - she's 4".)
    value: (m, layout, unit, start) =>
      /\b(?:son|daughter|grandson|granddaughter|stepson|stepdaughter|nephew|niece|boy|girl|kid|child|godson|goddaughter)\b[^.!?]{0,60}$/i.test(
        layout.text.slice(Math.max(sentenceAt(unit, start).start, start - 80), start),
      ) && !ANIMAL_ANY.test(layout.text.slice(Math.max(sentenceAt(unit, start).start, start - 60), start))
        ? { category: 'house', rule: 'children', age: (ageOf(m[1]!) ?? 99) < 10 ? 'under10' : 'older' }
        : undefined,
  },
  // "mi hija de 5 años", "2 enfants de 5 et 8 ans": ages said in another language.
  {
    re: /\b(\d{1,2})\s*(?:años|anos|ans|anni)\b/gi,
    value: (m) => ({ category: 'house', rule: 'children', age: Number(m[1]) < 10 ? 'under10' : 'older' }),
  },
  // "my daughter (she has 5 years)": an age said as some languages say it; "(he's 7)" after the one who comes.
  {
    re: /\(\s*(?:she|he)(?:\s+has\s+(\d{1,2})\s+years?|(?:['’]s|\s+is)\s+(\d{1,2})(?:\s+years?\s+old)?)\s*\)/gi,
    value: (m) => ({ category: 'house', rule: 'children', age: Number(m[1] ?? m[2]) < 10 ? 'under10' : 'older' }),
  },
  // "Nora (9) and Leo (6)", "Sofia (turning 9 on the trip)", "Nora (9 - turns 10 in December)": a child's age in
  // brackets after the name. (Not a place's
  // nights, "Austin (3)": a place's name is claimed before wishes are read; nor a pet's age, "Mochi (3)".)
  {
    re: /\b([A-Z][a-z]+)\s*\(\s*(?:(?:turning|turns|aged?|just)\s+)?(\d)\s*(?:y\/?o|yrs?(?:\s+old)?|years?(?:\s+old)?)?(?:\s+(?:on|at|during|by|this|next)\b[^)]{0,30}|\s*[—–;,-]\s*[^)]{0,40})?\s*\)/g,
    value: (m, layout, unit, start, end) => {
      if (!mayBeName(m[1]!) || ANIMAL_ANY.test(layout.text.slice(Math.max(unit.start, start - 30), Math.min(unit.end, end + 20)))) return undefined;
      return { category: 'house', rule: 'children', age: 'under10', named: true };
    },
  },
  // "this time they're coming: ages 4 and 7": ages of the children, said without parentheses.
  {
    re: /(?<!\()\bages?\s+(\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})+)\b(?!\s*(?:days?|nights?|years\s+ago|%))/gi,
    value: (m) => ({ category: 'house', rule: 'children', age: [...m[1]!.matchAll(/\d{1,2}/g)].some((a) => Number(a[0]) < 10) ? 'under10' : 'older' }),
  },
  // "their two (ages 4 and 6)", "our two (5 and 9)": ages given for people named without a child word.
  {
    re: /\(\s*ages?\s+(\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})*)\s*\)|(?<=\b(?:our|my|their|his|her|the)\s+(?:two|three|four|2|3|4)\s*)\(\s*(\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})+)\s*\)/gi,
    value: (m) => ({
      category: 'house',
      rule: 'children',
      age: [...(m[1] ?? m[2])!.matchAll(/\d{1,2}/g)].some((a) => Number(a[0]) < 10) ? 'under10' : 'older',
    }),
  },

  // ---- room types
  {
    re: /\b(?:entire|whole|full)[\s-]+(?:rooms?|homes?|houses?|apartments?|apts?|places?|units?|propert(?:y|ies)|flats?|condos?|home\/apt|residences?|cabins?|villas?|space|rentals?)\b|\bentire[\s-]home(?:\/apt)?\b|\b(?:all\s+)?to\s+(?:ourselves|myself|themselves|himself|herself)\b|\b(?:our|my|their|his|her)\s+(?:very\s+)?own\s+(?:place|apartment|home|house|unit|flat|rental|property)\b|\bprivate\s+(?:homes?|houses?|apartments?|places?|rentals?|residences?|units?|villas?|cabins?|condos?)\b/gi,
    value: room('entire'),
  },
  // "a place that's entirely theirs", "not a room in someone's home": the whole place.
  {
    re: /\bentirely\s+(?:ours|theirs|mine|his|hers|(?:our|their|my)\s+own|to\s+(?:ourselves|themselves|myself|himself|herself))\b|\b(?:not|no|never|rather\s+than|instead\s+of)\s+(?:just\s+)?(?:a\s+)?rooms?\s+in\s+(?:other\s+people['’]s|someone(?:\s+else)?['’]s|somebody(?:\s+else)?['’]s|a\s+stranger['’]s|strangers['’]|another\s+person['’]s|(?:the|a)\s+host['’]s|an?\s+occupied)\s+(?:homes?|houses?|places?|apartments?|flats?)\b/gi,
    value: room('entire'),
  },
  // "a private room at least", "at least a private room": no less than a private room, so a whole place will do too.
  {
    re: /\b(?:a\s+)?private\s+(?:bed)?room\s+(?:at\s+(?:the\s+)?(?:least|minimum)|minimum|or\s+better)\b|\bat\s+least\s+a\s+private\s+(?:bed)?room\b|\b(?:my|our|their)\s+own\s+(?:bed)?room\s+at\s+(?:the\s+)?(?:least|minimum)\b/gi,
    value: room('notShared'),
  },
  {
    re: /\b(?:private|privat|prvt|pvt|priv)\s+(?:(?:bed)?rooms?|rms?)\b|\b(?:a|our|my|their|his|her)\s+own\s+bedrooms?\b/gi,
    value: room('private'),
  },
  // "our own space", "a room of my own", "her own room": no one else in the room; a private room or a whole place (as
  // every outside writer who used them labels them).
  {
    re: /\bunshared\b|\bnon[\s-]?shared\b|\b(?:our|my|their|his|her)\s+own\s+space\b|\b(?:a|our|my|their|his|her)\s+own\s+rooms?\b|\b(?:bed)?rooms?\s+of\s+(?:our|my|their|his|her)\s+own\b/gi,
    value: room('notShared'),
  },
  {
    re: /\bshar(?:e|ed|ing)\s+(?:with|w\/?)\s+(?:strangers|other\s+(?:people|guests|travell?ers)|people\s+(?:we|i)\s+don['’]?t\s+know|randoms)\b|\bshared(?:\s+(?:rooms?|rms?|accommodations?|lodgings?|spaces?|dorms?|housing|quarters|bedrooms?|places?|apartments?|units?|rentals?|stays?|options?|listings?))?\b|\bshar(?:e|ing)\s+(?:a\s+)?(?:room|rooms|space|bedroom|dorm)\b|\bshar(?:e|ing)\s+(?:a|the)\s+(?:house|home|place|apartment|flat|condo|rental)\s+with\s+(?:strangers|others|other\s+(?:people|guests)|people\s+we\s+don['’]?t\s+know|anyone|the\s+host|a\s+host|hosts)\b|\broom[\s-]?shar(?:e|ing)\b/gi,
    value: (m, layout, unit, _start, end) => {
      // "fine sharing a room with each other": the party shares among itself; a shared room is one shared with others.
      // (The verb only: "a shared room with our own bathroom" is a shared room.)
      if (/^shar(?:e|ing)\b/i.test(m[0]) && WITH_OUR_OWN.test(textAfter(layout, unit, end, 40))) return undefined;
      if (!/^shared$/i.test(m[0])) return { category: 'room', room: 'shared' };
      if (
        /^[\s-]+(?:interests?|love|passion|experiences?|hobbies|hobby|goals?|values?|memories|meals?|tables?|rides?|shuttles?|cars?|kitchens?|bathrooms?|baths?|spaces?\s+for|taxis?|cabs?|vans?)\b/i.test(
          textAfter(layout, unit, end, 20),
        )
      ) {
        // "a shared kitchen" is a feature of a listing, not its room type; "a shared ride" is transport.
        return undefined;
      }
      const unitText = layout.text.slice(unit.start, unit.end);
      if (unit.key?.role === 'roomType' || LODGING_NOUN.test(unitText)) return { category: 'room', room: 'shared' };
      return undefined;
    },
  },
  // "fine sharing a room with each other but not with strangers": the room is shared with no one else.
  {
    re: /\bnot(?<=\bshar(?:e|ing)\s+(?:a\s+|the\s+|one\s+)?(?:room|rooms|bedroom|space|place|dorm|house|apartment|flat)\b[^.!?;]{0,60}?\bbut\s+not)\s+(?:with|w\/?)\s+(?:strangers|others|other\s+(?:people|guests|travell?ers)|people\s+(?:we|i)\s+don['’]?t\s+know)\b/gi,
    value: room('notShared'),
  },
  {
    re: /\b(?:entire|private|shared|whole)\b/gi,
    value: (m, layout, unit, _start, end) => {
      // "Room: entire", "Room type: private": the bare word as a room-type value.
      if (unit.key?.role !== 'roomType') return undefined;
      if (/^[\s-]+(?:rooms?|homes?|houses?|apartments?|apts?|places?|units?|bedrooms?)\b/i.test(textAfter(layout, unit, end, 15))) return undefined;
      const w = m[0].toLowerCase();
      return { category: 'room', room: w === 'private' ? 'private' : w === 'shared' ? 'shared' : 'entire' };
    },
  },
  // ---- kinds of lodging
  { re: /\bhostels?\b|\bdorm(?:itory|itories|s)?\b|\bbunk[\s-]?beds?\b|\bcapsule\s+hotels?\b/gi, value: lodging('shared') },
  {
    re: /\b(?:apartments?|apts?|condos?|condominiums?|houses?|cabins?|cottages?|villas?|bungalows?|townhouses?|townhomes?|chalets?)\b/gi,
    value: (m, layout, unit, start, end) => {
      const after = textAfter(layout, unit, end, 20);
      const raw = layout.original.slice(start, end);
      // "house rules", "house party", "the Opera House": not a kind of lodging.
      if (
        /^house/i.test(m[0]) &&
        /^[\s-]+(?:rules?|requirements?|restrictions?|preferences?|needs|part(?:y|ies)|music|wine|special|salad|dressing|of\b|bunny|bunnies|cats?|dogs?|pets?|plants?|sitter|sitting|keeping|hunting|guests?|call|calls|arrest|keys?|warming|work|chores?|hold|husband|wife)\b/i.test(
          after,
        )
      )
        return undefined;
      // "the house is full", "the house is a zoo": the writer's home told of, not a kind of lodging.
      if (
        /^house/i.test(m[0]) &&
        /^\s+(?:is|was|will\s+be|gets?)\s+(?:so\s+|too\s+|very\s+|always\s+)?(?:full|empty|crowded|packed|noisy|busy|chaos|a\s+(?:mess|zoo))\b/i.test(after)
      )
        return undefined;
      // "look after the house", "to watch our house", "get out of the house", "on the house": someone's home or an idiom.
      // "visit us at the apartment", "The houses must accept small children", "House MUST allow parties": the lodging
      // spoken of, not a kind asked for.
      const said = layout.text.slice(Math.max(unit.start, start - 25), start);
      if (/\b(?:at|to|from|in)\s+the\s+$/i.test(said) && !/\b(?:stay(?:ing)?|sleep(?:ing)?|book(?:ing)?|rent(?:ing)?)\s+(?:at|in)\s+the\s+$/i.test(said))
        return undefined;
      // ("We are smoking, so house must allow smoking": a clause's start is as good as the sentence's.)
      const opensSentence = /(?:^|[,;:]|\b(?:so|and|but|then)\s)[\s"'(*-]*(?:the\s+|our\s+)?$/i.test(layout.text.slice(sentenceAt(unit, start).start, start));
      if (opensSentence && /^\s+(?:must|should|need\s+to|have\s+to|has\s+to|will\s+have\s+to)\s+(?:accept|allow|permit|take|welcome|be\s+ok)\b/i.test(after))
        return undefined;
      // "need a house where we can throw a party", "house where smoking is permitted": the lodging named for its rule.
      if (/^\s+(?:where|that|which)\b/i.test(after) && HOUSE_RULE_AFTER.test(textAfter(layout, unit, end, 60))) return undefined;
      if (
        /^house/i.test(m[0]) &&
        /\b(?:after|watch(?:ing)?|mind(?:ing)?|sit(?:ting)?|clean(?:ing)?|mov(?:e|es|ed|ing)|at|leave|leaving|left|our|my|his|her|their|(?:stay|stays|staying)\s+(?:at|in)|(?:get|getting|go|going|be|been)\s+out\s+of|around|on)\s+(?:the\s+)?$/i.test(
          layout.text.slice(Math.max(unit.start, start - 25), start),
        )
      )
        return undefined;
      if (/^[A-Z]/.test(raw) && /[A-Z][a-z]+\s+$/.test(layout.original.slice(Math.max(unit.start, start - 20), start))) return undefined;
      if (
        /\b(?:open|full|in|white|opera|court|state|green|boat|farm|guest|coffee|tea|steak|ware|light|ice|old|historic|victorian|colonial|antebellum|painted|haunted|pretty|party|frat|sorority)[\s-]*$/i.test(
          layout.text.slice(Math.max(unit.start, start - 12), start),
        )
      )
        return undefined;
      return { category: 'lodging', kind: 'entire' };
    },
  },
  {
    re: /\b(?:hotels?|motels?|inns?|resorts?|lodges?|b\s*&\s*bs?|bnbs?|bed\s+(?:and|&)\s+breakfasts?|airbnbs?|vrbos?|guest[\s-]*houses?|suites?|hotel\s+rooms?)\b/gi,
    value: lodging('generic'),
  },

  // ---- cuisines
  ...MAIN_CUISINE.map(([re, cuisine]): Pattern => ({ re, value: (_m, layout, unit, start, end) => cuisineValue(layout, unit, start, end, cuisine, true) })),
  ...OTHER_CUISINE.map(([re, cuisine]): Pattern => ({ re, value: (_m, layout, unit, start, end) => cuisineValue(layout, unit, start, end, cuisine, false) })),
  ...DISH_CUISINE.map(
    ([re, cuisine]): Pattern => ({
      re,
      value: (_m, layout, unit, start, end) => {
        // (A pet named Taco, a "pasta budget": no dish wished for.)
        if (petOrCheap(layout, unit, start, end)) return { category: 'cuisine', cuisine: null, food: false };
        if (OTHER_DEMONYM_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 25), start))) return { category: 'cuisine', cuisine: null, food: true };
        return cuisineValue(layout, unit, start, end, cuisine, false);
      },
    }),
  ),
  // "my pug Waffles", "on a ramen budget": a pet's name or a way of saying cheap is no dish wished for.
  // "I'm a vegetarian", "Vegetarian family here": who the travellers are, not a kind of restaurant asked for.
  {
    re: OTHER_CUISINE_DISHES,
    value: (_m, layout, unit, start, end) => ({
      category: 'cuisine',
      cuisine: null,
      food:
        !petOrCheap(layout, unit, start, end) &&
        !DIET_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 25), start)) &&
        !NAMED_DIET_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 25), start)) &&
        !DIET_AFTER.test(textAfter(layout, unit, end, 20)),
    }),
  },
  // "we'd love to have that kind of food again", "we want to eat that again": a cuisine wished for and not named.
  {
    re: /\b(?:that|this|the\s+same|similar)\s+(?:kind|type|sort|style)\s+of\s+(?:food|cuisine|dishes|cooking|restaurant)\b|\beat\s+(?:that|it|the\s+same(?:\s+thing)?)\s+(?:\w+\s+){0,3}?again\b|\b(?:eat|have|get|try)\s+(?:the\s+same\s+(?:food|meal|dishes)|what\s+(?:we|i)\s+(?:had|ate))\s+(?:\w+\s+){0,3}?again\b|\b(?:a|some)\s+(?:new\s+)?(?:cuisine|kind\s+of\s+food|type\s+of\s+food|food)\s+(?:that\s+)?(?:we|i)\s*(?:['’]ve|have)\s+never\s+(?:had|tried|eaten)\b|\b(?:the\s+)?(?:food|cuisine|cooking|dishes)\s+of\s+(?:my|our|his|her|their)\s+(?:\w+['’]s\s+)?(?:home\s+country|homeland|country|culture|heritage)\b/gi,
    value: () => ({ category: 'cuisine', cuisine: null, food: true }),
  },
  {
    re: OTHER_CUISINE_DEMONYMS,
    value: (_m, layout, unit, start, end) => {
      const after = textAfter(layout, unit, end, 25);
      // ("My husband and I are Lebanese and we miss our food": who they are, not a kind of restaurant asked for.)
      const nationality =
        NATIONALITY_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 25), start)) && !/^\s*(?:food|cuisine|cooking|restaurants?)\b/i.test(after);
      const inList = unit.key?.role === 'cuisines' || FOOD_AFTER.test(after) || cuisineListAround(layout, unit, start, end);
      return inList && !nationality ? { category: 'cuisine', cuisine: null, food: true } : undefined;
    },
  },

  // ---- transport
  // "none of us has a driver's license", "without a driving licence", "I don't have a license": no self-driving.
  {
    re: /\b(?:(?:no|without\s+(?:a|any)|(?:don['’]?t|doesn['’]?t|do\s+not|does\s+not|not)\s+have(?:\s+(?:a|any))?|has\s+no|have\s+no|lacks?\s+(?:a|any))\s+(?:valid\s+)?(?:us\s+)?(?:driver['’]?s?|driving|drivers)\s+licen[cs]es?|(?:neither|none)\s+of\s+us\s+(?:has|have)\s+(?:a\s+)?(?:driver['’]?s?|driving)\s+licen[cs]es?|(?:no|without\s+(?:a|any)|(?:don['’]?t|doesn['’]?t|do\s+not|does\s+not)\s+have\s+(?:a|any)|has\s+no|have\s+no|(?:neither|none)\s+of\s+us\s+(?:has|have)\s+(?:a|any))\s+licen[cs]es?(?![\s-]+(?:plates?|for|to)\b))\b/gi,
    // "My brother has no license but I do": someone else's licence, with a driver among them.
    value: (_m, layout, unit, _start, end): WishValue | undefined =>
      /^[^.;!?]{0,40}\bbut\s+(?:I|we|my\s+\w+|he|she|they|[A-Z][a-z]+)\s+(?:do|does|can|will|has|have)\b/.test(layout.text.slice(end, unit.end))
        ? undefined
        : { category: 'transport', mode: 'self-driving', forced: 'negated' },
  },
  {
    re: /\bself[\s-]?driv(?:e|es|ing|en)\b|\bdriv(?:e|es|ing|en)\b|\bdrove\b|\bcars?\b|\brental\s+cars?\b|\bcar\s+rentals?\b|\bby\s+road\b|\bautomobiles?\b|\b(?:suv|rv|minivan)s?\b/gi,
    value: (m, layout, unit, start, end) => {
      const after = textAfter(layout, unit, end, 20);
      const before = layout.text.slice(Math.max(unit.start, start - 25), start);
      if (/^driv/i.test(m[0]) && /^[\s-]+(?:time|times|distance|distances|from|away|in\b|thru|through)\b/i.test(after)) return undefined;
      // "my driving license": a document, not a way of travelling (having none is read below).
      if (/^driv/i.test(m[0]) && /^['’]?s?[\s-]+licen[cs]es?\b/i.test(after)) return undefined;
      if (
        /^drive/i.test(m[0]) &&
        /\b(?:a|the|an)\s+(?:short|long|quick|easy|scenic|nice|\d+[\s-]*(?:hour|hr|minute|min)s?|(?:one|two|three|four|five)[\s-]*(?:hour|minute)s?)[\s-]*$/i.test(
          before,
        )
      )
        return undefined;
      // "driving a car", "drive the rental car": one way of travelling, said by its verb.
      if (/^cars?$/i.test(m[0]) && /\bdriv(?:e|es|ing|en)\s+(?:a|the|our|my|an?\s+rental|the\s+rental)\s+$/i.test(before)) return undefined;
      if (
        /^cars?$/i.test(m[0]) &&
        (/^[\s-]+(?:seats?|sick|sickness|museum|show|wash|repairs?|trouble|troubles|problems?|accident|crash|insurance|payments?|loan|broke|died|breakdown|keys?|dealership)\b/i.test(
          after,
        ) ||
          /\b(?:cable|train|street|rail|sleeper|dining)[\s-]*$/i.test(before))
      )
        return undefined;
      if (/^driv/i.test(m[0]) && /^[\s-]+(?:in|thru)[\s-]/i.test(after)) return undefined;
      return { category: 'transport', mode: 'self-driving' };
    },
  },
  {
    re: /\bfl(?:y|ies|ying|ew|own)\b|\bflights?\b|\b(?:air)?planes?\b|\bair\s*(?:travel|plane|line|lines)\b|\bairlines?\b|\bby\s+air\b|\bairfares?\b/gi,
    value: (m, layout, unit, _start, end) => {
      // "fly fishing"; "flying solo", "flying blind": idioms of going alone or unprepared, no way of travelling.
      if (/^(?:fly|flying)$/i.test(m[0]) && /^[\s-]+(?:fishing|solo|blind)\b/i.test(textAfter(layout, unit, end, 12))) return undefined;
      if (/^flights?$/i.test(m[0]) && /^\s+of\s+stairs\b/i.test(textAfter(layout, unit, end, 14))) return undefined;
      // "flies" is a verb only after someone who flies ("Neither of us flies anymore"), else insects.
      if (
        /^flies$/i.test(m[0]) &&
        !/\b(?:us|he|she|who|nobody|anybody|everyone|husband|wife|partner|mom|dad)\s+(?:never\s+|no\s+longer\s+|rarely\s+)?$/i.test(
          layout.text.slice(Math.max(unit.start, _start - 20), _start),
        )
      )
        return undefined;
      return { category: 'transport', mode: 'flight' };
    },
  },
  { re: /\btaxis?\b|\btaxicabs?\b|\bcabs?\b|\b(?:uber|lyft)s?\b|\bride[\s-]?shar(?:e|es|ing)\b/gi, value: mode('taxi') },
  // "by land", "overland", "ground transportation", "ground travel only": no flights.
  {
    re: /\bby\s+land\b|\bover[\s-]?land\b|\b(?:by\s+)?ground\s+(?:transport(?:ation)?|travel)(?:\s+only)?\b|\bonly\s+ground\s+(?:transport(?:ation)?|travel)\b/gi,
    value: () => ({ category: 'transport', mode: 'flight', forced: 'negated' }),
  },
  // (Not a commute: "we both take the train to work".)
  {
    re: /\btrains?\b|\brail(?:way|road|roads)?\b|\bamtrak\b|\bbus(?:es|ses)?\b|\bgreyhound\b|\bferr(?:y|ies)\b|\bcruises?\b/gi,
    value: (_m, layout, unit, _start, end): WishValue | undefined =>
      /^\s+(?:(?:in)?to\s+(?:work|school|the\s+office|class(?:es)?|uni|college)\b|every\s*day\b|daily\b)/i.test(textAfter(layout, unit, end, 25))
        ? undefined
        : { category: 'transport', mode: 'unsupported' },
  },

  // ---- pace
  {
    re: /\b(?:relaxed|leisurely|slow|easy[\s-]?going|laid[\s-]?back|gentle|unhurried|chill|slower|calm)\s+(?:pace|pacing|itinerary|schedule|days|tempo)\b|\btake\s+(?:it|things)\s+easy\b|\bno\s+rush(?:ing)?\b|\bnot\s+(?:too\s+)?rushed\b|\bslow\s+travel\b/gi,
    value: () => ({ category: 'pace', pace: 'relaxed' }),
  },
  {
    // "Pace: relaxed": the bare word as a pace value.
    re: /\b(?:relaxed|leisurely|slow|easy[\s-]?going|laid[\s-]?back|chill|packed|busy|full|fast|intense|normal)\b/gi,
    value: (m, _layout, unit) =>
      unit.key?.role === 'pace'
        ? { category: 'pace', pace: /^(?:packed|busy|full|fast|intense)$/i.test(m[0]) ? 'packed' : /^normal$/i.test(m[0]) ? 'normal' : 'relaxed' }
        : undefined,
  },
  {
    re: /\b(?:packed|busy|full|action[\s-]packed|jam[\s-]packed|fast|brisk|intense|ambitious)\s+(?:pace|pacing|itinerary|schedule|days|tempo)\b|\b(?:see|do|visit|cram\s+in)\s+as\s+much\s+as\s+(?:possible|we\s+can)\b|\bas\s+many\s+(?:sights|attractions|places)\s+as\s+(?:possible|we\s+can)\b/gi,
    value: () => ({ category: 'pace', pace: 'packed' }),
  },
];

/** An age written in digits or words ("7", "seven"). */
function ageOf(word: string): number | undefined {
  return wordNumber(word);
}

const AGES_AFTER =
  /^[\s,(-]*(?:(?:who\s+are|who\s+is|who['’]s|who['’]re|they['’]re|they\s+are|she['’]s|she\s+is|he['’]s|he\s+is|she\s+has|he\s+has|both|are|is|aged?|ages|of\s+ages?|of\s+age|years?)\s+)?(?:(?:only|just|almost|nearly)\s+)?(\d{1,2}(?:\s*(?:,\s*and|,|and|&|\/|(?=\s\d{1,2}\b))\s*\d{1,2})*)(?!\s*(?:people|persons|adults|days?|nights?|cities|\$|dollars|%))\b/i;
const UNDER_10 =
  /^[\s,(]*(?:(?:who\s+are|are|all|both|aged?)\s+)?(?:under|below|younger\s+than|less\s+than)\s+(?:the\s+age\s+of\s+)?(?:10|ten)\b|^[\s,(]*under[\s-]?(?:10|ten)s?\b/i;
const TEN_OR_OVER =
  /^[\s,(]*(?:(?:who\s+are|are|all|both|aged?)\s+)?(?:over|above|older\s+than)\s+(?:the\s+age\s+of\s+)?(?:9|nine|1[0-9]|ten|eleven|twelve)\b|^[\s,(]*(?:grown|adults?|teenagers?|in\s+(?:their\s+)?(?:teens|twenties|thirties))\b/i;
const YOUNG_BEFORE = /\b(?:young|small|little|tiny|baby|toddler)\s+$/i;
/** "our two college kids", "grown kids": children who are adults. */
const OLDER_BEFORE = /\b(?:college|university|uni|grown(?:[\s-]up)?|adult|teenage|older|high[\s-]school)\s+$/i;
/** "the kids (Mia is 8, Jake is 11)", "kids: Tommy 9, Ana 13", "(Ben's 14 and Sara's 12)": each child named with an age. */
const NAMED_AGES =
  /^[\s,(:-]*((?:(?:and\s+|&\s+)?[A-Z][a-z]+(?:(?:['’]s|\s+is|\s+who['’]s|\s+who\s+is|,)?\s+|\s*\(\s*(?:(?:he|she)['’]s\s+|ages?\s+|aged\s+)?)\d{1,2}\b(?!\s*(?:people|persons|adults|days?|nights?|cities|\$|dollars|%))[^,;()]{0,40}?\)?[\s,;]*)+)/;

/** Whether the children of a mention are under 10, older, or of no stated age. */
function childAge(layout: Layout, unit: Unit, start: number, end: number, word: string): 'under10' | 'older' | 'unknown' {
  const w = word.toLowerCase();
  if (/toddler|infant|bab(?:y|ies)|newborn|little\s+ones|preschooler|friendly/.test(w)) return 'under10';
  if (/^(?:teens?|teenagers?)$/.test(w)) return 'older';
  const after = layout.text.slice(end, Math.min(unit.end, end + 60));
  if (UNDER_10.test(after)) return 'under10';
  if (TEN_OR_OVER.test(after)) return 'older';
  const named = NAMED_AGES.exec(after);
  if (named) return [...named[1]!.matchAll(/\d{1,2}/g)].some((a) => Number(a[0]) < 10) ? 'under10' : 'older';
  // "our two daughters of 3 years and of 6 years": ages said the way other languages say them.
  const ofYears = /^\s+of\s+(\d{1,2})\s+years?(?:\s+(?:old\s+)?(?:and|,)\s+(?:of\s+)?(\d{1,2})\s+years?)?/i.exec(after);
  if (ofYears) return [ofYears[1], ofYears[2]].some((a) => a !== undefined && Number(a) < 10) ? 'under10' : 'older';
  // "the twins (18 months)", "our son, 9 months": an age in months or weeks is a baby's.
  if (/^[\s,(-]*(?:(?:aged?|just|only|both)\s+)?\d{1,2}\s*(?:months?|mos?|mths?|weeks?|wks?)\b/i.test(after)) return 'under10';
  // "their son, aged eight": an age in words.
  const inWords = /^[\s,(-]*aged?\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b/i.exec(
    after,
  );
  if (inWords) return (ageOf(inWords[1]!) ?? 99) < 10 ? 'under10' : 'older';
  const ages = AGES_AFTER.exec(after);
  if (ages) {
    const list = [...ages[1]!.matchAll(/\d{1,2}/g)].map((a) => Number(a[0]));
    return list.some((a) => a < 10) ? 'under10' : 'older';
  }
  if (YOUNG_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 12), start))) return 'under10';
  if (OLDER_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 20), start))) return 'older';
  // "our 6 and 8 year old kids", "kids (5, 8)": an age before the word.
  const before = layout.text.slice(Math.max(unit.start, start - 30), start);
  const agesBefore = /(\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})*)[\s-]*(?:years?|yrs?|yo)[\s-]*old\s+$/i.exec(before);
  if (agesBefore) return [...agesBefore[1]!.matchAll(/\d{1,2}/g)].some((a) => Number(a[0]) < 10) ? 'under10' : 'older';
  return 'unknown';
}

/** A son or daughter: an age when one is given next to the word, else a relation. */
function relationAge(layout: Layout, unit: Unit, start: number, end: number): 'under10' | 'older' | 'relation' {
  const age = childAge(layout, unit, start, end, 'son');
  return age === 'unknown' ? 'relation' : age;
}

function cuisineListAround(layout: Layout, unit: Unit, start: number, end: number): boolean {
  const text = layout.text.slice(unit.start, unit.end);
  const all = [...MAIN_CUISINE, ...OTHER_CUISINE].some(([re]) => {
    for (const m of text.matchAll(re)) {
      const s = unit.start + m.index!;
      if (s === start) continue;
      const between = s < start ? layout.text.slice(s + m[0].length, start) : layout.text.slice(end, s);
      if (/^[\s,&/|]*(?:and|or|&|,)?[\s,&/|]*$/i.test(between)) return true;
    }
    return false;
  });
  return all || /\b(?:cuisines?|food|foods|dishes|restaurants?|eat|eating|dine|dining|meals?|try|taste|craving)\b/i.test(text);
}

/** A dish word that is a pet's name ("my pug Waffles", "a dog named Ramen") or a way of saying cheap ("a ramen budget"). */
function petOrCheap(layout: Layout, unit: Unit, start: number, end: number): boolean {
  return (
    PET_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 20), start)) ||
    petNames(layout).has(layout.original.slice(start, end)) ||
    /^\s+budget\b/i.test(textAfter(layout, unit, end, 10))
  );
}

function cuisineValue(layout: Layout, unit: Unit, start: number, end: number, cuisine: Cuisine, main: boolean): WishValue {
  const after = textAfter(layout, unit, end, 30);
  const before = layout.text.slice(Math.max(unit.start, start - 15), start);
  const hyphenated = NOT_FOOD_HYPHEN.test(after) || /\b(?:italian|chinese|mexican|indian|french|irish|german|african|asian|korean|japanese)-$/i.test(before);
  // "we are Italian", "I'm half Mexican": a nationality, unless food words follow ("we're Italian food people").
  const nationality = main && NATIONALITY_BEFORE.test(layout.text.slice(Math.max(unit.start, start - 25), start)) && !FOOD_AFTER.test(after);
  // "North American", "South American": a continent; "North Indian food", "South Indian" a region's cooking.
  const region = /\b(?:north|south)[\s-]+$/i.test(before) && cuisine !== 'American';
  if (
    (main && NOT_FOOD_AFTER.test(after) && !FOOD_AFTER.test(after)) ||
    (main && NOT_FOOD_BEFORE.test(before) && !region) ||
    (main && hyphenated) ||
    nationality
  ) {
    return { category: 'cuisine', cuisine, food: false };
  }
  return { category: 'cuisine', cuisine, food: true };
}

/**
 * Every constraint word of the request, in text order, with its polarity. Words inside `claimed` spans (place names: "Lake Charles", "French Lick")
 * are not wishes.
 */
export function findWishes(layout: Layout, claimed: readonly { start: number; end: number }[] = []): Wish[] {
  const found: Wish[] = [];
  const taken: [number, number][] = claimed.map((c) => [c.start, c.end]);
  for (const p of PATTERNS) {
    for (const { match, unit, start, end } of matchUnits(layout, p.re)) {
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const v = p.value(match, layout, unit, start, end);
      if (v === undefined) continue;
      taken.push([start, end]);
      found.push({
        ...v,
        start,
        end,
        unit,
        polarity: 'wanted',
        only: false,
        corrects: false,
        shown: undefined,
        mood: moodOf(layout, unit, start, end),
      } as Wish);
    }
  }
  found.sort((a, b) => a.start - b.start);
  const neighbours: Neighbour[] = found.map((w) => ({ start: w.start, end: w.end, category: polarityCategory(w) }));
  for (const [i, w] of found.entries()) {
    const previous = found
      .slice(0, i)
      .reverse()
      .find((p) => polarityCategory(p) === polarityCategory(w));
    const between = previous === undefined ? '' : layout.text.slice(Math.max(previous.end, w.start - 40), w.start);
    // "actually Italian food as well", "I mean a private room too": an addition, not a correction.
    const addedAfter = /^[^.;,!?]{0,12}\b(?:too|as\s+well)\b/i.test(textAfter(layout, w.unit, w.end, 24));
    w.corrects =
      previous !== undefined &&
      w.category !== 'house' &&
      (CORRECTION.test(between) || /^[\s,]*instead\b/i.test(textAfter(layout, w.unit, w.end, 12))) &&
      !/\b(?:also|too|as\s+well|plus)\b/i.test(between) &&
      !addedAfter;
    if ('forced' in w && w.forced !== undefined) {
      w.polarity = w.forced;
      continue;
    }
    const reading = polarityOf(
      { layout, unit: w.unit, category: polarityCategory(w), neighbours: neighbours.filter((n) => n.start !== w.start) },
      w.start,
      w.end,
    );
    w.polarity = reading.polarity;
    w.only = reading.only;
    w.shown = reading.shown;
    // "please no rental car / self-driving": an alternative after " / " (a field of its own in the layout) takes the
    // polarity of the word of its kind that ends the piece before it.
    if (
      w.polarity === 'wanted' &&
      previous !== undefined &&
      previous.polarity === 'negated' &&
      previous.unit !== w.unit &&
      /^\s+\/\s+$/.test(layout.text.slice(previous.end, w.start))
    ) {
      w.polarity = 'negated';
      w.shown = { start: previous.shown?.start ?? previous.start, end: w.end };
    }
  }
  return found;
}

function polarityCategory(w: WishValue): Category {
  return w.category === 'lodging' ? 'room' : w.category;
}
