/**
 * Lists of people: "me, my sister Sarah, my cousin, and my brother-in-law", "Guests: me, Kim", "my husband, my son
 * Leo, who's 7, and my daughter Lily (3) and me", "myself, my wife, my parents and my younger brother", "Kevin and
 * Luis and me", "Ms. Harper and Mr. Diaz". A list is read item by item (the writer, a relation with or without a
 * name, a number of people, a name) and counted; an item whose number is not known ("some friends", "their kids")
 * makes the list no count at all. Which lists are the party is decided by where they stand: with the writer in them,
 * as the value of a travellers key, or after words that introduce the travellers ("it's", "the trip is for",
 * "taking", "Party:").
 */
import type { Layout, Unit } from './layout.ts';
import { wordNumber } from '../../common/numbers.ts';

export interface PersonList {
  readonly n: number | undefined;
  readonly start: number;
  /** The end of the last item's head: a trailing age or note is not part of the words quoted. */
  readonly end: number;
  readonly unit: Unit;
  readonly hasSelf: boolean;
  readonly items: number;
  /** A member is not decided ("me and maybe my sister"): the party is a question. */
  readonly hedged: boolean;
  /** The list is the whole of its unit (a roster line: "2. Omar (cousin)"). */
  readonly whole: boolean;
  /**
   * Words before the list that make it the party ("it's", "Party:", "the trip is for"), the writer joining it
   * ("taking"), or a part of a party counted elsewhere ("including").
   */
  readonly introduced: 'party' | 'with-writer' | 'part' | undefined;
}

const SELF = /^(?:me|Me|ME|myself|Myself|I)$/;
/** In a text written all in lowercase, "i" is the writer too. */
const SELF_LOWER = /^(?:me|myself|i)$/;
const DET = /^(?:my|our|his|her|their|the|a|an)$/i;
const NUMBER_WORD = /^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i;
const ADJECTIVE =
  /^(?:best|old|close|good|young|younger|little|older|oldest|elder|eldest|youngest|big|teenage|adult|elderly|college|work|baby|new|dear|lovely|grown|two|twin|future|favou?rite|beloved)$/i;
/** Children named by their age, in the plural ("our 3-year-olds"). */
const AGE_PLURAL = /^\d{1,2}-?(?:year|yr|month)s?-?olds$/i;
const AGE_ADJECTIVE = /^\d{1,2}[-\s]?(?:year|yr|month)s?[-\s]?old$|^\d{1,2}[-\s]?y\/?o$/i;
const ONE = new Set([
  'wife',
  'husband',
  'hubby',
  'wifey',
  'partner',
  'spouse',
  'girlfriend',
  'boyfriend',
  'gf',
  'bf',
  'fiance',
  'fiancé',
  'fiancee',
  'fiancée',
  'friend',
  'bestie',
  'buddy',
  'pal',
  'mate',
  'colleague',
  'coworker',
  'co-worker',
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'son',
  'daughter',
  'brother',
  'sister',
  'sibling',
  'kid',
  'kiddo',
  'child',
  'baby',
  'toddler',
  'infant',
  'grandma',
  'grandpa',
  'grandmother',
  'grandfather',
  'granny',
  'nana',
  'roommate',
  'boss',
  'cousin',
  'aunt',
  'auntie',
  'uncle',
  'niece',
  'nephew',
  'in-law',
  'mother-in-law',
  'father-in-law',
  'brother-in-law',
  'sister-in-law',
  'son-in-law',
  'daughter-in-law',
  'grandson',
  'granddaughter',
  'grandchild',
  'grandkid',
  'stepson',
  'stepdaughter',
  'stepmom',
  'stepdad',
  'teen',
  'teenager',
  'aide',
  'assistant',
  'caregiver',
  'carer',
  'nanny',
  'classmate',
  'teammate',
  'neighbor',
  'neighbour',
  'manager',
  'ma',
  'pa',
  'bro',
  'sis',
  'boy',
  'girl',
  'companion',
  'plus-one',
  'date',
  'hubs',
  'hubster',
  'bae',
  'labmate',
  'officemate',
  'flatmate',
  'housemate',
  'bandmate',
  'shipmate',
  'workmate',
  // Kin as many families say it in English ("me and my tita"): Filipino, Spanish and Italian words.
  'tita',
  'tito',
  'lola',
  'lolo',
  'kuya',
  'abuela',
  'abuelo',
  'tia',
  'tio',
  'nonna',
  'nonno',
  'groom',
  'bride',
  'groomsman',
  'bridesmaid',
  'chaperone',
  'chaperon',
  'sidekick',
  'wingman',
  'papa',
  'mama',
  'gramps',
  'grammy',
  'poppa',
  'nonna',
  'abuela',
  'abuelo',
  'lady',
  'gentleman',
  'man',
  'woman',
  'guy',
  'gal',
  'associate',
  'client',
  'student',
  'mentor',
  'twin',
  'bff',
  'roomie',
  'roomate',
  'newborn',
  'esposa',
  'esposo',
  'marido',
  'novia',
  'novio',
  'hija',
  'hijo',
]);
const MANY = new Set([
  'wives',
  'husbands',
  'partners',
  'friends',
  'besties',
  'buddies',
  'pals',
  'mates',
  'colleagues',
  'coworkers',
  'co-workers',
  'moms',
  'parents',
  'sons',
  'daughters',
  'brothers',
  'sisters',
  'siblings',
  'kids',
  'kiddos',
  'children',
  'babies',
  'toddlers',
  'grandparents',
  'grandkids',
  'grandchildren',
  'grandsons',
  'granddaughters',
  'roommates',
  'cousins',
  'aunts',
  'uncles',
  'nieces',
  'nephews',
  'in-laws',
  'twins',
  'teens',
  'teenagers',
  'classmates',
  'teammates',
  'neighbors',
  'neighbours',
  'managers',
  'boys',
  'girls',
  'guys',
  'gals',
  'ladies',
  'adults',
  'people',
  'folks',
  'colleages',
  'students',
  'clients',
  'associates',
  'spouses',
  'partners',
  'husbands',
  'wives',
  'fiances',
  'fiancés',
  'fiancees',
  'significant others',
  'plus-ones',
  'dates',
  'companions',
  'stepkids',
  'stepchildren',
  'stepsons',
  'stepdaughters',
  'grandmas',
  'grandpas',
  'teammates',
  'bridesmaids',
  'groomsmen',
  'backpackers',
  'retirees',
  'seniors',
  'nurses',
  'teachers',
  'women',
  'men',
  'dudes',
  'bros',
  'bffs',
  'roomies',
  'newborns',
  'directors',
  'executives',
  'employees',
  'consultants',
  'interns',
  'volunteers',
  'members',
  'staffers',
  'engineers',
  'officers',
  'partners',
  'delegates',
  'speakers',
  'coaches',
  'chaperones',
  'chaperons',
  'newlyweds',
  'honeymooners',
  'groomsmen',
  'adventurers',
  'ladies',
  'gentlemen',
  'players',
  'athletes',
  'scholars',
  'researchers',
  'doctors',
  'professors',
]);
/**
 * Animals, and dog and cat breeds (a regex source, no capture groups): the one list of words for animals, which are
 * never travellers ("me, my wife and Gus the beagle"), never a child by their age ("our puppy (4 months)") and never
 * someone joining ("her cat comes along").
 */
export const ANIMALS = String.raw`cats?|dogs?|pups?|puppy|puppies|doggos?|doggies?|pooch|pooches|kitty|kitties|kittens?|pets?|parrots?|birds?|rabbits?|bunny|bunnies|hamsters?|ferrets?|beagles?|labs?|labradors?|retrievers?|goldens?|poodles?|doodles?|goldendoodles?|labradoodles?|corgis?|terriers?|huskies|husky|dachshunds?|pugs?|shepherds?|spaniels?|chihuahuas?|bulldogs?|frenchies|frenchie|collies?|schnauzers?|boxers?|pit\s?bulls?|pitties|mutts?|tabby|tabbies|siamese|horses?|foals?|calf|calves|fish|animals?`;
const ANIMAL_WORD = new RegExp(String.raw`^(?:${ANIMALS})$`, 'i');
/** Plurals that are not people: animals and things a list may name. */
const NOT_PEOPLE =
  /^(?:cats|dogs|pups|puppies|doggos|doggies|pooches|kitties|kittens|pets|parrots|birds|rabbits|bunnies|hamsters|ferrets|horses|fish|bikes|cars|bags|suitcases|days|nights|weeks|months|years|hours|cities|towns|stops|states|rooms|beds|bedrooms|meals|flights|tickets|dollars|bucks|miles|things|places|sights|museums|parks|restaurants|hotels)$/i;
/** Nouns for people in general: a total when they follow a list, not more members of it. */
const GENERIC_PEOPLE = new Set(['people', 'persons', 'folks', 'adults', 'travelers', 'travellers', 'guests', 'pax']);
/** Plurals whose number is known without a numeral. */
const KNOWN: Readonly<Record<string, number>> = { parents: 2, twins: 2, grandparents: 2, 'in-laws': 2, newlyweds: 2, honeymooners: 2 };
const HONORIFIC = /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|madam)\.?$/i;
/** Capitalised words that are no one's name. */
const NOT_A_NAME = new Set([
  'I',
  'The',
  'A',
  // ("Dear Sirs, I plan a round trip": a salutation.)
  'Sir',
  'Sirs',
  'Madam',
  'Madame',
  'Dear',
  'An',
  'And',
  'Or',
  'But',
  'So',
  'We',
  'Our',
  'My',
  'Me',
  'You',
  'It',
  'This',
  'That',
  'They',
  'He',
  'She',
  'Please',
  'Thanks',
  'Thank',
  'Weekend',
  'Week',
  'Vacation',
  'Holiday',
  'Getaway',
  'Hi',
  'Hello',
  'Hey',
  'Dear',
  'Hola',
  'Namaste',
  'Bonjour',
  'Hallo',
  'Ciao',
  'Salut',
  'Buenos',
  'Greetings',
  'Howdy',
  'Hiya',
  'Aloha',
  'Servus',
  'Moin',
  'Yes',
  'No',
  'Ok',
  'Okay',
  'Also',
  'Plus',
  'Then',
  'Just',
  'Only',
  'Budget',
  'Dates',
  'Date',
  'From',
  'To',
  'Trip',
  'Total',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
  'Sun',
  'Tues',
  'Weds',
  'Thur',
  'Thurs',
  'American',
  'Chinese',
  'French',
  'Indian',
  'Italian',
  'Mediterranean',
  'Mexican',
  'USD',
  'US',
  'USA',
  'NYC',
  'TBD',
  'OK',
  'Mom',
  'Dad',
  'Guests',
  'Travelers',
  'Travellers',
  'Party',
  'Who',
  'People',
  'Group',
  'Adults',
  'Kids',
  'Children',
  'Family',
  'Team',
  'Everyone',
  'All',
  'Both',
  'None',
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Dr',
  'Prof',
  'Anyway',
  'Anyways',
  'Well',
  'Oh',
  'Actually',
  'Honestly',
  'Basically',
  'Hopefully',
  'Unfortunately',
  'Luckily',
  'Sadly',
  'Finally',
  'Besides',
  'Otherwise',
  'However',
  'Meanwhile',
  'Now',
  'Today',
  'Tomorrow',
  'Yesterday',
  'Sorry',
  'Sure',
  'Cheers',
  'Best',
  'Regards',
  'Love',
  'Warmly',
  'Could',
  'Would',
  'Should',
  'Can',
  'Will',
  'Is',
  'Are',
  'Do',
  'Does',
  'Did',
  'Let',
  'Lets',
  'Any',
  'Some',
  'Every',
  'Each',
  'Guy',
  'Folks',
  'Team',
  'Sir',
  'Madam',
  'Maybe',
  'Confirmed',
  'Going',
  'Coming',
  'Count',
  'Headcount',
  'Note',
  'Notes',
  'Re',
  'Fwd',
  'Subject',
  'Title',
  'When',
  'Where',
  'Description',
  'Need',
  'Bakery',
  'BBQ',
  'Cafe',
  'Desserts',
  'Dessert',
  'Fast',
  'Food',
  'Pizza',
  'Seafood',
  'Tea',
  'Thai',
  'Japanese',
  'Korean',
  'Greek',
  'Vietnamese',
  'Spanish',
  'Travel',
  'Traveling',
  'Travelling',
  'Booking',
  'Planning',
  'For',
  'With',
  'Flying',
  'Driving',
  'Leaving',
  'Departing',
  'Visiting',
  'Heading',
  'City',
  'County',
  'State',
  'Beach',
  'Falls',
  'Springs',
  'Island',
  'Lake',
  'Bay',
  'Valley',
  'Park',
  'Mount',
  'Fort',
  'Saint',
  'St',
  'North',
  'South',
  'East',
  'West',
  'New',
  'Old',
  'Great',
  'Grand',
  'Little',
  'Big',
  'Santa',
  'San',
  'Los',
  'Las',
  'Hotel',
  'Airbnb',
  'Room',
  'Private',
  'Shared',
  'Entire',
  'Whole',
]);

/** Whether a capitalised word may be someone's name (no month, weekday, form word or article). */
export function mayBeName(word: string): boolean {
  return !NOT_A_NAME.has(word);
}

/** Words that are no one's name in a text without capitals: NOT_A_NAME's, and the common words lists of people meet. */
const NOT_A_NAME_LOWER = new Set([
  ...[...NOT_A_NAME].map((w) => w.toLowerCase()),
  'everyone',
  'everybody',
  'others',
  'myself',
  'yourself',
  'him',
  'her',
  'them',
  'they',
  'their',
  'friends',
  'family',
  'kids',
  'children',
  'guests',
  'visitors',
  'pets',
  'dogs',
  'cats',
  'dog',
  'cat',
  'too',
  'also',
  'then',
  'maybe',
  'probably',
  'possibly',
  'alone',
  'only',
  'there',
  'here',
  'going',
  'coming',
  'travelling',
  'traveling',
  'flying',
  'driving',
  'staying',
  'leaving',
  'need',
  'want',
  'like',
  'love',
  'have',
  'has',
  'had',
  'was',
  'were',
  'are',
  'not',
  'yes',
  'nor',
  'but',
  'the',
  'and',
  'for',
  'with',
  'from',
  'into',
  'onto',
  'out',
  'off',
  'over',
  'under',
  'about',
  'smoking',
  'parties',
  'party',
  'room',
  'rooms',
  'food',
  'meals',
  'budget',
  'total',
  'dollars',
  'days',
  'nights',
  'week',
  'weekend',
  'trip',
  'flights',
  'self',
  'couples',
  'families',
  'relatives',
  'strangers',
  'teams',
  'groups',
  'crew',
  'gang',
  'squad',
  'folks',
  'people',
  'persons',
  'travelers',
  'travellers',
]);

interface Token {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

// ("$" is a token of its own, so an amount is never a count of people: "gave us $3,600".)
function tokens(text: string, base: number): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/\d{1,2}[-\s]?(?:year|yr|month)s?[-\s]?olds?\b|\d{1,2}[-\s]?y\/?o\b|\p{L}[\p{L}'’.-]*\p{L}|\p{L}|\d+|~~|[,()&+:/;.!?$-]/gu)) {
    out.push({ text: m[0].replace(/’/g, "'"), start: base + m.index, end: base + m.index + m[0].length });
  }
  return out;
}

const lower = (t: Token | undefined) => t?.text.toLowerCase() ?? '';
/** Whether the words at [start, end) are (part of) a place's name. */
export type PlaceAt = (start: number, end: number) => boolean;
const isName = (t: Token | undefined, isPlace: PlaceAt) =>
  t !== undefined &&
  /^(?:[A-Z][a-z]{1,3}(?=[A-Z]))?[A-Z][a-z]+(?:-[A-Z][a-z]+)?$/.test(t.text) &&
  !t.text.split('-').some((part) => NOT_A_NAME.has(part)) &&
  !isPlace(t.start, t.end);

interface Item {
  readonly n: number | undefined;
  readonly self: boolean;
  readonly start: number;
  readonly headEnd: number;
  /** Where the next separator may start. */
  readonly next: number;
  /** The item says it is not coming ("~~Kevin~~", "Kevin (out)"). */
  readonly out: boolean;
  /** A plural item, for "their husbands" after "my two sisters". */
  readonly plural: boolean;
  /** "maybe my sister": not decided. */
  readonly hedged?: boolean;
  /** A relation word ("my wife", "the twins"), not a bare name. */
  readonly relation?: boolean;
  /** A person by name ("Kevin", "Ms. Harper"). */
  readonly named?: boolean;
  /** "us two": the writer is one of the item's n. */
  readonly withSelf?: boolean;
  /** An animal ("my dog Max"): a member that is no person; a list of animals alone is no list of people. */
  readonly animal?: boolean;
  /** Counted by the ages after it ("kids are 12 and 14"). */
  readonly byAges?: boolean;
}

/** Set while reading a unit: whether an animal is named before an offset ("my dog Biscuit ... (just me and him)"). */
let animalBefore: (at: number) => boolean = () => false;

/**
 * One item at token k: the writer, a relation ("my 15-year-old son Leo"), a number of people ("2 kids"), or a name
 * ("Ms. Harper", "Kevin"). `lowercase`: names may be written in lowercase after a relation ("my son leo").
 */
function itemAt(ts: readonly Token[], k: number, isPlace: PlaceAt, lowercase: boolean, previous: Item | undefined): Item | undefined {
  let i = k;
  let struck = false;
  if (ts[i]?.text === '~~') {
    struck = true;
    i++;
  }
  // "me and maybe my sister": a member not yet decided gives the list no number.
  let hedged = false;
  if (/^(?:maybe|possibly|perhaps|probably|potentially)$/i.test(ts[i]?.text ?? '')) {
    hedged = true;
    i++;
  }
  if (ts[i] === undefined) return undefined;
  // A struck-out name's list starts at its "~~".
  const start = ts[k]!.start;
  const item = personAt(ts, i, isPlace, lowercase, previous, struck, start);
  return item && hedged ? { ...item, n: undefined, hedged: true } : item;
}

/** An animal at `j` with its name ("my dog Max", "my service dog, Juno, and my aide"): a member that travels as no person. */
function animalAt(ts: readonly Token[], j: number, start: number): Item {
  let after = j + 1;
  if (/^[A-Z][a-z]+$/.test(ts[after]?.text ?? '')) after++;
  else if (ts[after]?.text === ',' && /^[A-Z][a-z]+$/.test(ts[after + 1]?.text ?? '') && /^(?:,|and|&|\.|)$/.test(ts[after + 2]?.text ?? '')) after += 2;
  // An animal alone starts no list of people ("bringing our dog"); one before people does ("with my dog and my aide").
  return finish(ts, after, { n: 0, self: false, start, headEnd: ts[after - 1]!.end, out: true, plural: false, animal: true });
}

/** The writer, a pronoun or a title opening an item ("me", "us two", "self +", "her and", "you", "Ms. Harper"), or undefined. */
function pronounAt(ts: readonly Token[], i: number, lowercase: boolean, previous: Item | undefined, struck: boolean, start: number): Item | undefined {
  // "I am not going", "I won't be travelling": the writer says they stay home; no item.
  const notComing =
    /^i$/i.test(ts[i]!.text) &&
    /^(?:am|'m|will|was|won't|wont|can't|cannot)$/i.test(ts[i + 1]?.text ?? '') &&
    /^(?:not|n't|be|going)$/i.test(ts[i + 2]?.text ?? '') &&
    /\bnot\b|won't|wont|can't|cannot/i.test(
      ts
        .slice(i + 1, i + 4)
        .map((t) => t.text)
        .join(' '),
    );
  if (
    !notComing &&
    (lowercase ? SELF_LOWER : SELF).test(ts[i]!.text) &&
    // ("On behalf of Ms. Reyes, Senior Vice President, I am requesting": after a comma, "I am" opens a clause.)
    !(
      (previous === undefined || ts[i - 1]?.text === ',') &&
      /^i$/i.test(ts[i]!.text) &&
      /^(?:am|was|will|would|have|had|can|'m|'d|'ll|'ve)$/i.test(ts[i + 1]?.text ?? '')
    )
  ) {
    return finish(ts, i + 1, { n: 1, self: true, start, headEnd: ts[i]!.end, out: struck, plural: false });
  }
  // "Us two + your sister Dana", "we three": the writer and others, counted together.
  if (
    /^(?:us|we)$/i.test(ts[i]!.text) &&
    /^(?:two|three|four|five|six|2|3|4|5|6)$/i.test(ts[i + 1]?.text ?? '') &&
    !/^(?:of|days?|nights?|weeks?)$/i.test(ts[i + 2]?.text ?? '')
  ) {
    return finish(ts, i + 2, { n: wordNumber(ts[i + 1]!.text)!, self: false, withSelf: true, start, headEnd: ts[i + 1]!.end, out: struck, plural: true });
  }
  // "PERSONNEL: self + battle buddy": "self" as the writer, at a list's start.
  if (
    previous === undefined &&
    /^self$/i.test(ts[i]!.text) &&
    /^(?:\+|&|and|,|plus)$/i.test(ts[i + 1]?.text ?? '') &&
    (i === 0 || /^(?:[:(]|for)$/i.test(ts[i - 1]?.text ?? ''))
  ) {
    return finish(ts, i + 1, { n: 1, self: true, start, headEnd: ts[i]!.end, out: struck, plural: false });
  }
  // "Party: her and her husband (2)", "It's him, my wife and me": a pronoun opening a travellers field's list, or a
  // list said to be the party.
  if (
    previous === undefined &&
    /^(?:her|him|he|she)$/i.test(ts[i]!.text) &&
    /^(?:and|&|\+|plus|,)$/i.test(ts[i + 1]?.text ?? '') &&
    (i === 0 || /^(?::|it's|its)$/i.test(ts[i - 1]?.text ?? ''))
  ) {
    return finish(ts, i + 1, { n: 1, self: false, start, headEnd: ts[i]!.end, out: struck, plural: false, named: true });
  }
  // "me and you", "me + Kim + you", "me, her, and our daughter": the one written to, or a pronoun, as a member after another.
  if (
    previous !== undefined &&
    /^(?:you|her|him)$/i.test(ts[i]!.text) &&
    !(/^(?:her|him)$/i.test(ts[i]!.text) && animalBefore(ts[i]!.start)) &&
    /^(?:,|\.|;|!|\?|\)|and|&|\+|plus|)$/i.test(ts[i + 1]?.text ?? '') &&
    !(/^you$/i.test(ts[i]!.text) && /^(?:guys|all|two|both|lot)$/i.test(ts[i + 1]?.text ?? ''))
  ) {
    return finish(ts, i + 1, { n: 1, self: false, start, headEnd: ts[i]!.end, out: struck, plural: false, named: true });
  }
  // "You, me, Ella and Noah": the one the message is written to, listed with the writer.
  if (/^you$/i.test(ts[i]!.text) && /^(?:,|and|&|\+)$/.test(ts[i + 1]?.text ?? '') && /^(?:me|i|myself|and)$/i.test(ts[i + 2]?.text ?? '')) {
    return finish(ts, i + 1, { n: 1, self: false, start, headEnd: ts[i]!.end, out: struck, plural: false, named: true });
  }
  // "Mr. and Mrs. Chen", "Dr. & Mrs. Feldman": a couple by their titles, two people.
  if (HONORIFIC.test(ts[i]!.text)) {
    let j = i + 1;
    if (ts[j]?.text === '.') j++;
    if (/^(?:and|&)$/i.test(ts[j]?.text ?? '') && HONORIFIC.test(ts[j + 1]?.text ?? '')) {
      let k = j + 2;
      if (ts[k]?.text === '.') k++;
      if (/^[A-Z][a-z]+$/.test(ts[k]?.text ?? ''))
        return finish(ts, k + 1, { n: 2, self: false, start, headEnd: ts[k]!.end, out: struck, plural: true, named: true });
    }
  }
  // "Ms. Harper", "Dr Lee": a person.
  const afterTitle = ts[i + 1]?.text === '.' ? ts[i + 2] : ts[i + 1];
  if (HONORIFIC.test(ts[i]!.text) && /^[A-Z]/.test(afterTitle?.text ?? '')) {
    let j = i + 1;
    if (ts[j]?.text === '.') j++;
    return finish(ts, j + 1, { n: 1, self: false, start, headEnd: ts[j]!.end, out: struck, plural: false, named: true });
  }
  return undefined;
}

/** A name: a bare word that must be one in an all-capitals or all-lowercase text, or a capitalised name ("Kevin", "Ana (me)"). */
function nameAt(
  ts: readonly Token[],
  i: number,
  isPlace: PlaceAt,
  lowercase: boolean,
  previous: Item | undefined,
  struck: boolean,
  start: number,
  det: boolean,
): Item | undefined {
  // In a text all in capitals or all in lowercase, a bare word right after the writer or a name and followed by the
  // list's end or its next separator is a name: "ME, JORGE AND OSCAR.", "THE TRIP IS FOR ME AND KEVIN, AND WE ...".
  // (The first of such names stands after "for", "with", a colon or at a field's start, before the writer, a possessive or another name.)
  const third = ts[i + 2]?.text ?? '';
  const beforeTheWriter =
    previous === undefined &&
    (i === 0 || /^(?:for|with|is|are|:|taking|bringing)$/i.test(ts[i - 1]?.text ?? '')) &&
    /^(?:,|and|&|\+)$/i.test(ts[i + 1]?.text ?? '') &&
    (SELF_LOWER.test(third.toLowerCase()) ||
      /^(?:my|our)$/i.test(third) ||
      (/^\p{L}{3,}$/u.test(third) && !NOT_A_NAME_LOWER.has(third.toLowerCase()) && /^(?:,|and|&|\+)$/i.test(ts[i + 3]?.text ?? '')));
  if (
    lowercase &&
    !det &&
    (beforeTheWriter || (previous !== undefined && (previous.self || previous.named === true || previous.relation === true))) &&
    /^\p{L}{3,}$/u.test(ts[i]!.text) &&
    !/^\p{L}{3,}ing$/u.test(ts[i]!.text) &&
    !NOT_A_NAME_LOWER.has(ts[i]!.text.toLowerCase()) &&
    !ONE.has(ts[i]!.text.toLowerCase()) &&
    !MANY.has(ts[i]!.text.toLowerCase()) &&
    !isPlace(ts[i]!.start, ts[i]!.end) &&
    /^(?:,|\.|;|!|\?|and|&|\+|\(|from|to|in|on|at|for|with|are|will|would|want|wants|we|who|is|)$/i.test(ts[i + 1]?.text ?? '')
  ) {
    return finish(ts, i + 1, { n: 1, self: false, start, headEnd: ts[i]!.end, out: struck, plural: false, named: true });
  }
  // A name: "Kevin", "Ana (me)". ("Route: Albuquerque to Las Vegas": a word before a colon labels what follows.)
  if (!det && isName(ts[i], isPlace) && ts[i + 1]?.text !== ':') {
    let after = i + 1;
    if (isName(ts[after], isPlace) && ts[after]!.start - ts[i]!.end === 1) after++;
    // "Gus the beagle", "Pickles (our cat)": a pet by name.
    const pet =
      (/^the$/i.test(ts[after]?.text ?? '') && ANIMAL_WORD.test(ts[after + 1]?.text ?? '')) ||
      (ts[after]?.text === '(' && (ANIMAL_WORD.test(ts[after + 1]?.text ?? '') || ANIMAL_WORD.test(ts[after + 2]?.text ?? '')));
    if (pet && previous === undefined) return undefined;
    if (pet) {
      const end = ts[after]!.text === '(' ? ts.findIndex((t, x) => x > after && t.text === ')') + 1 : after + 2;
      return { n: 0, self: false, start, headEnd: ts[end - 1]!.end, out: true, plural: false, next: end };
    }
    // "the Hendricks family", "Smith household": a surname naming a family, not one person.
    if (/^(?:family|families|household|clan|reunion|party|group|crew|gang|tribe|bunch)$/i.test(ts[after]?.text ?? '')) return undefined;
    const selfNote = ts[after]?.text === '(' && SELF.test(ts[after + 1]?.text ?? '') && /^[),]$/.test(ts[after + 2]?.text ?? '');
    return finish(ts, after, { n: 1, self: selfNote, start, headEnd: ts[after - 1]!.end, out: struck, plural: false, named: !selfNote });
  }
  return undefined;
}

/**
 * Past the words describing a member from token `from` ("my twin sister", "our two regional managers", "my
 * 4-year-old son"): where its own word is, the count so far (or the one "two" gives), and whether "twin" is among them.
 */
function pastDescription(ts: readonly Token[], from: number, counted: number | undefined): { j: number; count: number | undefined; twin: boolean } {
  let j = from;
  let count = counted;
  // "my twin sister" describes; "my twin and I", "my baby and me" name the member itself.
  const describes = (k: number) =>
    ADJECTIVE.test(ts[k]!.text) &&
    !(
      ONE.has(lower(ts[k])) &&
      !ONE.has(lower(ts[k + 1])) &&
      !MANY.has(lower(ts[k + 1])) &&
      !AGE_PLURAL.test(ts[k + 1]?.text ?? '') &&
      !ADJECTIVE.test(ts[k + 1]?.text ?? '')
    );
  let twin = false;
  while (ts[j] !== undefined && (describes(j) || AGE_ADJECTIVE.test(ts[j]!.text) || (ts[j]!.text === '-' && AGE_ADJECTIVE.test(`${ts[j - 1]?.text}`)))) {
    if (ADJECTIVE.test(ts[j]!.text) && /^two$/i.test(ts[j]!.text) && count === undefined) count = 2;
    if (/^twin$/i.test(ts[j]!.text)) twin = true;
    j++;
  }
  // "our two regional managers", "two broke backpackers": after a number, a word or two of description.
  if (count !== undefined) {
    for (
      let extra = 0;
      extra < 2 && ts[j + extra] !== undefined && /^[a-z]+$/.test(ts[j + extra]!.text) && !ONE.has(lower(ts[j + extra])) && !MANY.has(lower(ts[j + extra]));
      extra++
    ) {
      if (MANY.has(lower(ts[j + extra + 1]))) {
        j += extra + 1;
        break;
      }
    }
  }
  return { j, count, twin };
}

/** The words before a member's own word: where that word is, whether a possessive or article opens them, a count, "twin". */
interface Head {
  readonly j: number;
  readonly det: boolean;
  readonly count: number | undefined;
  readonly twin: boolean;
}

/**
 * A relation or a plural of people at token j ("my son Leo", "my mother in law", "my two sisters, their husbands",
 * "my roommates Ben and Holly"), with the name after it.
 */
function relationAt(
  ts: readonly Token[],
  i: number,
  { j, det, count, twin }: Head,
  isPlace: PlaceAt,
  lowercase: boolean,
  previous: Item | undefined,
  struck: boolean,
  start: number,
): Item {
  const word = lower(ts[j]);
  const plural = !ONE.has(word);
  // "our twin boys", "our twin 3-year-olds": two.
  let n: number | undefined = plural ? (count ?? (twin ? 2 : KNOWN[word])) : (count ?? 1);
  // "my two sisters, their husbands": as many as the item before.
  if (plural && n === undefined && lower(ts[i]) === 'their' && previous?.plural) n = previous.n;
  let headEnd = ts[j]!.end;
  let after = j + 1;
  // "my mother in law" written without hyphens.
  if (/^in$/i.test(ts[after]?.text ?? '') && /^laws?$/i.test(ts[after + 1]?.text ?? '')) {
    headEnd = ts[after + 1]!.end;
    after += 2;
  }
  // "my son Leo", "my friend Carlos Diaz", "aunt jo" (lowercase only after a relation in an all-lowercase text).
  const lowerName =
    /^[a-z]{2,}$/.test(ts[after]?.text ?? '') &&
    !/^(?:and|or|who|is|are|was|with|from|to|in|on|at|for|the|a|me|my|plus|too|also|going|coming|will|can|and)$/.test(ts[after]!.text);
  // "my son leo, who's 7", "my daughter lily (3)": a name in lowercase, told by what follows it.
  const appositive = (ts[after + 1]?.text === ',' && /^who/i.test(ts[after + 2]?.text ?? '')) || ts[after + 1]?.text === '(';
  if (!plural && (isName(ts[after], isPlace) || (lowerName && (lowercase || appositive)))) {
    headEnd = ts[after]!.end;
    after++;
    if (isName(ts[after], isPlace)) after++;
  } else if (
    !plural &&
    (det || count === 1) &&
    ts[after]?.text === ',' &&
    HONORIFIC.test(ts[after + 1]?.text ?? '') &&
    /^[A-Z]/.test((ts[after + 2]?.text === '.' ? ts[after + 3] : ts[after + 2])?.text ?? '')
  ) {
    // "with one colleague, Mr. Evan Holt": the relation's own name and title after a comma, the same person.
    let k = after + 2;
    if (ts[k]?.text === '.') k++;
    while (isName(ts[k], isPlace)) k++;
    headEnd = ts[k - 1]!.end;
    after = k;
  } else if (!plural && det && ts[after]?.text === ',' && isName(ts[after + 1], isPlace) && /^(?:\.|;|!|\)|)$/.test(ts[after + 2]?.text ?? '')) {
    // "... and my aide, Kelly.": a name closing the list after a comma is the last relation's ("my husband, Felix, and
    // me" stays three: a name inside a list may be a member of its own).
    headEnd = ts[after + 1]!.end;
    after += 2;
  }
  void det;
  // "my roommates Ben and Holly", "my roommates ben and holly": a plural named member by member.
  if (plural && n === undefined) {
    // "kids: Tommy 9, Ana 13, Ben 15": the names may follow a colon.
    const names = namesAfter(ts, ts[after]?.text === ':' ? after + 1 : after, isPlace, lowercase);
    if (names.count >= 2) return finish(ts, names.next, { n: names.count, self: false, start, headEnd: ts[names.next - 1]!.end, out: struck, plural });
  }
  return finish(ts, after, { n, self: false, start, headEnd, out: struck, plural, relation: true });
}

/** Past a child's name after their age ("our 3-year-old Ava, and ...", "me and my 9-year-old, Zara."): the token after it. */
function pastChildName(ts: readonly Token[], k: number, isPlace: PlaceAt): number {
  if (isName(ts[k], isPlace)) return isName(ts[k + 1], isPlace) ? k + 2 : k + 1;
  if (ts[k]?.text === ',' && isName(ts[k + 1], isPlace) && /^(?:\.|;|!|\)|)$/.test(ts[k + 2]?.text ?? '')) return k + 2;
  return k;
}

/**
 * One member of a list at token i, its words read left to right, each check on the tokens the ones before consumed:
 * the writer or a pronoun, a child by age, a relation or plural after its description, an animal, a number of
 * people, or a name.
 */
function personAt(
  ts: readonly Token[],
  i: number,
  isPlace: PlaceAt,
  lowercase: boolean,
  previous: Item | undefined,
  struck: boolean,
  start: number,
): Item | undefined {
  const pronoun = pronounAt(ts, i, lowercase, previous, struck, start);
  if (pronoun) return pronoun;
  let j = i;
  let det = false;
  if (DET.test(ts[j]!.text)) {
    det = true;
    j++;
  }
  // "our 18-month-old", "my 4-year-old", "our 15 yo": a child named by their age.
  if (
    det &&
    /^\d{1,2}[-\s]?(?:month|year|yr)s?[-\s]?old$|^\d{1,2}[-\s]?y\/?o$/i.test(ts[j]?.text ?? '') &&
    !ONE.has(lower(ts[j + 1])) &&
    !MANY.has(lower(ts[j + 1])) &&
    !ANIMAL_WORD.test(ts[j + 1]?.text ?? '')
  ) {
    const after = pastChildName(ts, j + 1, isPlace);
    return finish(ts, after, { n: 1, self: false, start, headEnd: ts[after - 1]!.end, out: struck, plural: false, relation: true });
  }
  let count: number | undefined;
  if (NUMBER_WORD.test(ts[j]?.text ?? '') && !AGE_ADJECTIVE.test(ts[j]!.text)) {
    count = wordNumber(ts[j]!.text);
    j++;
    // "two of Priya's friends", "three of my coworkers": a number of people who belong to someone.
    if (/^of$/i.test(ts[j]?.text ?? '') && (/^(?:my|our|his|her|their)$/i.test(ts[j + 1]?.text ?? '') || /^[A-Z][a-z]+'s$/.test(ts[j + 1]?.text ?? ''))) j += 2;
  }
  const described = pastDescription(ts, j, count);
  j = described.j;
  count = described.count;
  const twin = described.twin;
  // "my wife's parents", "my sister's kids": the relation of a relation is the member.
  // "Sam, me, and Sam's kid", "Kim and Kim's husband": in a list, the relation of someone named is a member too.
  // ("my wife's best friend": words describing the relation may come between.)
  if (
    /^\p{L}+['’]s$/u.test(ts[j]?.text ?? '') &&
    (ONE.has(lower(ts[j]).replace(/['’]s$/, '')) || (previous !== undefined && !det && /^[A-Z][a-z]+'s$/.test(ts[j]!.text)))
  ) {
    const relation = pastDescription(ts, j + 1, undefined).j;
    if (ONE.has(lower(ts[relation])) || MANY.has(lower(ts[relation]))) j = relation;
  }
  // "self + battle buddy", "and my field assistant": inside a list, one word describing the relation after it.
  if (
    previous !== undefined &&
    count === undefined &&
    /^[a-z]{3,}$/.test(ts[j]?.text ?? '') &&
    !ONE.has(lower(ts[j])) &&
    !MANY.has(lower(ts[j])) &&
    ONE.has(lower(ts[j + 1])) &&
    !ANIMAL_WORD.test(ts[j]!.text)
  )
    j++;
  // "our best couple friends": another couple, two people.
  if (/^(?:our|my|their)$/i.test(ts[i]!.text) && /^couple$/i.test(ts[j]?.text ?? '') && /^friends?$/i.test(ts[j + 1]?.text ?? ''))
    return finish(ts, j + 2, { n: 2, self: false, start, headEnd: ts[j + 1]!.end, out: struck, plural: true, relation: true });
  // "my lab partner", "her dog-walking buddy": an animal's word describing a relation after it.
  // ("my dog Buddy", "my cat Baby": a name after the animal, capitalised, is the animal's.)
  if (
    (det || previous !== undefined) &&
    ANIMAL_WORD.test(ts[j]?.text ?? '') &&
    ONE.has(lower(ts[j + 1])) &&
    /^[a-z]/.test(ts[j + 1]?.text ?? '') &&
    count === undefined
  )
    j++;
  // "my service dog", "our old golden retriever": words describing the animal after them.
  if ((det || count !== undefined) && /^[a-z]{3,}$/.test(ts[j]?.text ?? '') && !ANIMAL_WORD.test(ts[j]!.text) && ANIMAL_WORD.test(ts[j + 1]?.text ?? '')) j++;
  const word = lower(ts[j]);
  // "as a single mom with my daughter": a relation word after "a" or "single" describes someone; it starts no list.
  if (!det && previous === undefined && ONE.has(word) && j === i && /^(?:a|an|single|solo|lone|proud|widowed|divorced)$/i.test(ts[i - 1]?.text ?? ''))
    return undefined;
  // "my dog Max", "our two cats": an animal is a member of the list that does not travel as a person.
  if (ANIMAL_WORD.test(word) && (det || count !== undefined)) return animalAt(ts, j, start);
  // "It's my wife, me and our daughter (7), three people in total": a count of people closes a list, it adds no one.
  // ("Ms. Rossi and 3 guests": joined by "and", a number of guests are more members.)
  if (previous !== undefined && GENERIC_PEOPLE.has(word)) {
    if (
      count !== undefined &&
      /^(?:and|&|\+|plus)$/i.test(ts[i - 1]?.text ?? '') &&
      /^(?:guests?|people|persons|adults|travell?ers|others)$/i.test(word) &&
      !/^(?:in|total|altogether|all)$/i.test(ts[j + 1]?.text ?? '')
    ) {
      return finish(ts, j + 1, { n: count, self: false, start, headEnd: ts[j]!.end, out: struck, plural: true });
    }
    return undefined;
  }
  if (ONE.has(word) || MANY.has(word) || AGE_PLURAL.test(word)) return relationAt(ts, i, { j, det, count, twin }, isPlace, lowercase, previous, struck, start);
  // "and the two niños, Sofía (4) and Mateo (8)": inside a list, a possessive, a number and a plural the lists here do not
  // know (another language's word, a nickname) are that many people, unless it names animals or things.
  if (
    count !== undefined &&
    det &&
    previous !== undefined &&
    /^\p{L}{3,}s$/u.test(ts[j]?.text ?? '') &&
    !NOT_PEOPLE.test(ts[j]!.text) &&
    /^(?:,|\(|and|&|\+|\.|;|)$/i.test(ts[j + 1]?.text ?? '')
  ) {
    return finish(ts, j + 1, { n: count, self: false, start, headEnd: ts[j]!.end, out: struck, plural: true, relation: true });
  }
  // "their two (ages 4 and 6)", "our three": a number of people with no noun, after a possessive.
  if (count !== undefined && det && /^[(,]$|^and$|^$/.test(ts[j]?.text ?? ''))
    return finish(ts, j, { n: count, self: false, start, headEnd: ts[j - 1]!.end, out: struck, plural: true, relation: true });
  // "me + 1", "me plus 2": a number joined to the writer, people with no noun.
  if (
    count !== undefined &&
    previous?.self === true &&
    j === i + 1 &&
    /^(?:\+|plus)$/i.test(ts[i - 1]?.text ?? '') &&
    (!/^(?:\p{L}|[/:-]|\d)/u.test(ts[j]?.text ?? '') ||
      (lowercase && /^(?:we|with|i|and|for|on|from|to|in|our|my|budget|leaving|starting|departing)$/i.test(ts[j]!.text))) &&
    !(ts[j]?.text === '.' && /^\d/.test(ts[j + 1]?.text ?? '') && ts[j + 1]!.start === ts[j]!.end)
  )
    return finish(ts, j, { n: count, self: false, start, headEnd: ts[i]!.end, out: struck, plural: count > 1 });
  // A count of people: "3 people", "2 adults".
  if (count !== undefined && j > i) return undefined;
  return nameAt(ts, i, isPlace, lowercase, previous, struck, start, det);
}

/** Names right after a plural ("Ben and Holly", "ben and holly" in a lowercase text): how many, and where they end. */
function namesAfter(ts: readonly Token[], k: number, isPlace: PlaceAt, lowercase: boolean): { count: number; next: number } {
  const name = (t: Token | undefined) =>
    isName(t, isPlace) ||
    (lowercase &&
      /^[a-z]{2,}$/.test(t?.text ?? '') &&
      !/^(?:and|or|who|is|are|was|with|from|to|in|on|at|for|the|a|me|my|plus|too|also|want|wanna|need|going|coming|will|can)$/.test(t!.text));
  let i = k;
  let count = 0;
  while (name(ts[i])) {
    count++;
    i++;
    // "Tommy 9, Ana 13", "Isla (17) and Noah (12)", "Noah, 8, and Lily, 5": an age or a note after each name.
    if (/^\d{1,2}$/.test(ts[i]?.text ?? '')) i++;
    else if (ts[i]?.text === ',' && /^\d{1,2}$/.test(ts[i + 1]?.text ?? '') && /^(?:,|and|&|\)|\.|)$/i.test(ts[i + 2]?.text ?? '')) i += 2;
    else if (ts[i]?.text === '(') {
      const close = ts.findIndex((t, x) => x > i && t.text === ')');
      if (close > 0 && close - i <= 8) i = close + 1;
    }
    const sep = separatorAt(ts, i);
    if (sep === undefined || !name(ts[sep])) break;
    i = sep;
  }
  return { count, next: i };
}

/** Past the item's head: a closing "~~", a note in parentheses, an age after a comma ("Leo, who's 7", "Ava, 5"). */
function finish(ts: readonly Token[], k: number, given: Omit<Item, 'next'>): Item {
  let item = given;
  let i = k;
  let out = item.out;
  if (ts[i]?.text === '~~') {
    out = true;
    i++;
  }
  let named: number | undefined;
  if (ts[i]?.text === '(') {
    const close = ts.findIndex((t, x) => x > i && t.text === ')');
    if (close > 0) {
      if (/^(?:out|not|dropped|cancell?ed|maybe|tbd|tentative)$/i.test(ts[i + 1]?.text ?? '')) out = true;
      // "the kids (Mia is 8, Jake is 11)", "my two grandkids (Ava, 5, and Leo, 8)": the names count the plural.
      named = ts.slice(i + 1, close).filter((t) => /^[A-Z][a-z]+(?:'s)?$/.test(t.text) && !NOT_A_NAME.has(t.text.replace(/'s$/, ''))).length;
      // "our kids (8 and 11)", "the twins (ages 6, 6)": ages alone count the plural too.
      const inside = ts.slice(i + 1, close);
      if (named === 0 && inside.every((t) => /^(?:\d{1,2}|,|and|&|ages?|aged|yo|y\/o|years?|yrs?|old)$/i.test(t.text)))
        named = inside.filter((t) => /^\d{1,2}$/.test(t.text)).length;
      i = close + 1;
    }
  }
  if (item.plural && item.n === undefined && named !== undefined && named >= 2) item = { ...item, n: named };
  // "kids are 12 and 14", "my grandsons, ages 9 and 11": as many as the ages given.
  if (item.plural && item.n === undefined && named === undefined) {
    let a = i;
    if (ts[a]?.text === ',') a++;
    if (/^(?:are|aged?|ages)$/i.test(ts[a]?.text ?? '')) {
      a++;
      const ages: number[] = [];
      while (/^\d{1,2}$/.test(ts[a]?.text ?? '')) {
        ages.push(Number(ts[a]!.text));
        a++;
        if (/^(?:,|and|&)$/i.test(ts[a]?.text ?? '') && /^\d{1,2}$/.test(ts[a + 1]?.text ?? '')) a++;
        else if (ts[a]?.text === ',' && /^and$/i.test(ts[a + 1]?.text ?? '') && /^\d{1,2}$/.test(ts[a + 2]?.text ?? '')) a += 2;
      }
      if (ages.length >= 2) {
        item = { ...item, n: ages.length, byAges: true };
        i = a;
      }
    }
  }
  // "Darnell from work", "dana from the office": where a member is known from is part of the item.
  if (/^from$/i.test(ts[i]?.text ?? '')) {
    const place = ts[i + 1]?.text.toLowerCase() === 'the' || /^(?:my|our)$/i.test(ts[i + 1]?.text ?? '') ? i + 2 : i + 1;
    if (
      /^(?:work|school|college|uni|university|church|class|office|gym|team|job|yoga|book|next)$/i.test(ts[place]?.text ?? '') &&
      (place === i + 1 || /^(?:office|gym|team|job|church|class|yoga|book)$/i.test(ts[place]!.text))
    ) {
      i = place + 1;
      if (/^(?:club|door|group)$/i.test(ts[i]?.text ?? '')) i++;
    }
  }
  // ", who's 7", ", who is 15", " who is 8", ", 5"
  const save = i;
  if (ts[i]?.text === ',') i++;
  if (/^who's$|^who$/i.test(ts[i]?.text ?? '')) {
    i++;
    if (/^is$/i.test(ts[i]?.text ?? '')) i++;
    if (/^(?:only|just|almost|nearly)$/i.test(ts[i]?.text ?? '')) i++;
    if (/^\d{1,2}$/.test(ts[i]?.text ?? '')) i++;
    else i = save;
  } else if (/^\d{1,2}$/.test(ts[i]?.text ?? '') && ts[save]?.text === ',' && /^(?:,|and|\)|$)/.test(ts[i + 1]?.text ?? '')) i++;
  // ", aged eight", ", aged 8": an age after a comma, in words or digits.
  else if (
    ts[save]?.text === ',' &&
    /^aged?$/i.test(ts[i]?.text ?? '') &&
    (/^\d{1,2}$/.test(ts[i + 1]?.text ?? '') || wordNumber(ts[i + 1]?.text ?? '') !== undefined)
  )
    i += 2;
  // "son 15 years, daughter 12 years", "my son 9 years old": an age in years right after the item.
  else if (/^\d{1,2}$/.test(ts[save]?.text ?? '') && /^(?:years?|yrs?|yo)$/i.test(ts[save + 1]?.text ?? ''))
    i = save + 2 + (/^old$/i.test(ts[save + 2]?.text ?? '') ? 1 : 0);
  else i = save;
  return { ...item, out, next: i };
}

/** A separator at token k: ",", "and", "&", "+", "plus", ", and", "/" (and "with" inside a list). Returns the next token index. */
function separatorAt(ts: readonly Token[], k: number): number | undefined {
  let i = k;
  let seen = false;
  if (ts[i]?.text === ',') {
    i++;
    seen = true;
  }
  // "son-in-law with their two": inside a list, "with" and a possessive add people.
  if (!seen && /^with$/i.test(ts[i]?.text ?? '') && /^(?:their|our|his|her|my)$/i.test(ts[i + 1]?.text ?? '')) return i + 1;
  if (/^(?:and|&|\+|plus|n)$/i.test(ts[i]?.text ?? '')) {
    i++;
    seen = true;
    if (/^(?:also|then|now)$/i.test(ts[i]?.text ?? '')) i++;
  }
  return seen ? i : undefined;
}

const PARTY_BEFORE =
  /\b(?:(?:(?:group|party|crew|team)\s+(?:is|are|will\s+be|consists\s+of)|it['’]s|it\s+is|it['’]ll\s+be|it\s+will\s+be|it\s+would\s+be|will\s+be|(?:the\s+)?trip\s+is\s+for|(?:a\s+)?trip\s+for|travel\s+for|booking\s+for|booking\s+(?:a\s+)?trip\s+for|book\s+(?:it\s+)?for|plan(?:ning)?\s+(?:a\s+trip\s+)?for|travell?ers?|travell?ing|guests?|party|who|going|coming|group|people|attendees|passengers|count|headcount)\s*[:=-]?\s*|(?:called|rang|phoned|wrote|emailed|texted|messaged)\s*:\s*|(?:clients?|customers?|guests?|travell?ers|passengers)\s*\(\s*)$/i;
/** Words that end a relation item ("one classmate", "my two kids"), not a number alone ("a $3,000 budget"). */
const RELATION_WORD_END = /[a-z]{3,}\)?$/i;
const WITH_WRITER_BEFORE =
  /\b(?:trip\s+(?:with|w\/)|together\s+with|taking|bringing|take|bring|(?:travell?(?:ing)?|go(?:ing)?|com(?:e|ing)|fly(?:ing)?|driv(?:e|ing)|head(?:ing)?|vacation(?:ing)?)(?:\s+to\s+\w+|\s+in)?\s+(?:with|w\/)|along\s+with|joined\s+by|accompanied\s+by|(?:off|away)\s+with)\s+$/i;
/** Someone other than the writer doing the taking ("she's bringing her best friend"). */
const OTHER_SUBJECT =
  /\b(?:she|he|they|she['’]s|he['’]s|they['’]re|she\s+is|he\s+is|they\s+are|she['’]ll|he['’]ll|[A-Z][a-z]+(?:['’]s|\s+is))\s+(?:\w+\s+){0,2}$/;
const last0 = <T>(list: readonly T[]): T => list[list.length - 1]!;
/** The words of the sentence before `at`'s end: after the last ".", "!" or "?". */
const sentenceBefore = (before: string): string => before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? ')) + 1);
/** Words of the trip itself: a list after "for" in their sentence is who the trip is for. */
const TRIP_WORDS = /\b(?:trip|travel|travell?ing|plan|planning|book|booking|itinerary|vacation|getaway|journey|visit|tour)\b/i;
/** A list that names part of a party counted elsewhere ("8 of us including Kyle and me", "8 of us total counting me and the groom"). */
const PART_BEFORE = /\b(?:including|incl\.?|counting|among\s+them|such\s+as|e\.g\.)\s*$/i;

/** An animal's word anywhere in a text. */
export const ANIMAL_ANY = new RegExp(`\\b(?:${ANIMALS})\\b`, 'i');
/** "our golden retriever Maple", "a dog named Max", "my two corgis (Waffles and Pancake)", "our cats Tom and Jerry". */
const PET_AFTER = new RegExp(
  `\\b(?:${ANIMALS})[ \\t]*,?[ \\t]*(?:(?:named|called)[ \\t]+)?(?:\\(([^)]{1,60})\\)|([A-Z][a-z]+)(?:[ \\t]*(?:,[ \\t]*)?(?:and|&)[ \\t]*([A-Z][a-z]+))?)`,
  'g',
);
/** "Gus the beagle", "Pickles (our cat)", "Noodle, my cat". */
// ("Luna, small terrier", "Mochi (senior cat)": after a comma or a bracket, no possessive is needed.)
const PET_BEFORE = new RegExp(
  `\\b([A-Z][a-z]+)[ \\t]*(?:,?[ \\t]*\\(?(?:the|our|my|his|her|their)[ \\t]+|(?:,|\\()[ \\t]*)(?:[a-z0-9][\\w-]*[ \\t]+){0,2}(?:${ANIMALS})\\b`,
  'g',
);
const petsOf = new WeakMap<Layout, ReadonlySet<string>>();
/** Names the request gives its animals ("our golden retriever Maple", "my two corgis (Waffles and Pancake)", "Gus the beagle"). */
export function petNames(layout: Layout): ReadonlySet<string> {
  let pets = petsOf.get(layout);
  if (pets !== undefined) return pets;
  const found = new Set<string>();
  for (const m of layout.text.matchAll(PET_AFTER)) {
    // A plural animal may be named one by one ("our cats Tom and Jerry"); one animal has one name.
    const names = m[1] ?? (m[3] !== undefined && /^[a-z]+s\b/.test(m[0]) ? `${m[2]} ${m[3]}` : (m[2] ?? ''));
    for (const n of names.matchAll(/\b[A-Z][a-z]+\b/g)) if (!NOT_A_NAME.has(n[0])) found.add(n[0]);
  }
  for (const m of layout.text.matchAll(PET_BEFORE)) if (!NOT_A_NAME.has(m[1]!)) found.add(m[1]!);
  pets = found;
  petsOf.set(layout, pets);
  return pets;
}

const NOT_COMING_NAME =
  /\b([A-Z][a-z]+)\s+(?:can['’]?t|cannot|couldn['’]?t|won['’]?t|isn['’]?t|is\s+not|has|had|just)?\s*(?:come|coming|make\s+it|join|going|dropped(?:\s+out)?|bailed|backed\s+out|pulled\s+out|had\s+to\s+drop\s+out|is\s+out)\b/g;
const goneCache = new WeakMap<Layout, ReadonlySet<string>>();
/** Who the whole request says is not coming, found once for every unit's lists. */
function goneOf(layout: Layout): ReadonlySet<string> {
  let gone = goneCache.get(layout);
  if (gone === undefined) {
    gone = namesNotComing(layout);
    goneCache.set(layout, gone);
  }
  return gone;
}

/** Names said not to be coming anywhere in the request ("Ana can't come", "Lisa dropped out"). */
function namesNotComing(layout: Layout): ReadonlySet<string> {
  const out = new Set<string>();
  for (const m of layout.original.matchAll(NOT_COMING_NAME)) {
    if (NOT_A_NAME.has(m[1]!)) continue;
    // ("dropped off the deposit" and "can't come until the second day" are no dropping out.)
    const said = m[0] + layout.original.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
    if (
      /\b(?:can['’]?t|cannot|couldn['’]?t|won['’]?t|isn['’]?t|is\s+not)\s+(?:come|coming|make\s+it|join|going)\b(?!\s+(?:until|till|til|before|for\s+the\s+first))|dropped\s+out|bailed|backed\s+out|pulled\s+out|is\s+out\b/i.test(
        said,
      )
    )
      out.add(m[1]!);
  }
  return out;
}

/**
 * A roster line under "Headcount:" written in capitals or lowercase whose one word is a name ("RUTH", "~~KEVIN~~
 * (CAN'T MAKE IT)"): the list of that one person (none when struck out or said not to come).
 */
function rosterLine(ts: readonly Token[], body: string, unit: Unit): PersonList | undefined {
  const words = ts.filter((t) => /^\p{L}/u.test(t.text));
  const struck = ts[0]?.text === '~~';
  const name = struck ? ts[1] : ts[0];
  if (
    name !== undefined &&
    /^\p{L}{2,}$/u.test(name.text) &&
    !NOT_A_NAME_LOWER.has(name.text.toLowerCase()) &&
    !SELF_LOWER.test(name.text.toLowerCase()) &&
    !ONE.has(name.text.toLowerCase()) &&
    !MANY.has(name.text.toLowerCase()) &&
    (words.length === 1 || ts[struck ? 3 : 1]?.text === '(')
  ) {
    const out = struck || /\((?:out|not|dropped|cancell?ed|can't|cannot|maybe|tbd|tentative)\b/i.test(body);
    return { n: out ? 0 : 1, start: name.start, end: name.end, unit, hasSelf: false, items: 1, introduced: undefined, hedged: false, whole: true };
  }
  return undefined;
}

/** The items of a list that starts with `first`, joined by separators; names after a counted plural that are its people are left out. */
function itemsFrom(ts: readonly Token[], first: Item, isPlace: PlaceAt, lowercase: boolean): Item[] {
  const items: Item[] = [first];
  let at = first.next;
  for (;;) {
    // "it's me my wife my mother in law and the twins" (dictation): after the writer or a relation, a possessive starts the next item.
    const lastItem = items[items.length - 1]!;
    const bare =
      ((lastItem.self || lastItem.relation) && /^(?:my|our)$/i.test(ts[at]?.text ?? '')) ||
      (lowercase && lastItem.self && ONE.has(lower(ts[at])) && ts[at]!.start - ts[at - 1]!.end === 1)
        ? at
        : undefined;
    const s = separatorAt(ts, at) ?? bare;
    if (s === undefined) break;
    const item = itemAt(ts, s, isPlace, lowercase, items[items.length - 1]);
    if (!item) break;
    // "me and my 2 kids, kids are 5 and 7": ages after a plural already counted say who they are, they add no one.
    items.push(item.byAges === true && items.some((p) => p.plural && p.n !== undefined) ? { ...item, n: 0, out: true } : item);
    at = item.next;
  }
  // "our two regional managers, Ms. Harper and Mr. Diaz": names that follow a counted plural, as many as it counts, are the same people.
  for (let x = 0; x < items.length; x++) {
    const it = items[x]!;
    if (!it.plural || it.n === undefined || x + it.n >= items.length + 1) continue;
    const after = items.slice(x + 1, x + 1 + it.n);
    if (after.length === it.n && after.every((a) => a.named === true) && x + 1 + it.n === items.length) {
      items.splice(x + 1, it.n);
      break;
    }
  }
  // "me, Barbara, Gene, Lou and Marjorie, five seniors from Tulsa": after a list closed by "and", a number of people
  // after a comma that counts the members before it sums them up; it adds no one. ("me, my wife, two kids" is four.)
  const last = items[items.length - 1]!;
  const sum = items.slice(0, -1).reduce((n, x) => n + (x.n ?? Number.NaN), 0);
  const opening = ts.findIndex((t) => t.start === last.start);
  const closing = ts.findIndex((t) => t.start === items[items.length - 2]?.start);
  if (
    items.length >= 3 &&
    last.plural &&
    last.n === sum &&
    ts[opening - 1]?.text === ',' &&
    NUMBER_WORD.test(ts[opening]?.text ?? '') &&
    /^(?:and|&|plus)$/i.test(ts[closing - 1]?.text ?? '')
  )
    items.pop();
  return items;
}

/**
 * What the words before a list make it: a part of a party counted elsewhere ("including"), the party ("it's",
 * "Party:", "a trip for"), or people the writer takes along ("with one classmate"), if any.
 */
function introducedBy(layout: Layout, unit: Unit, first: Item, items: readonly Item[]): PersonList['introduced'] {
  const before = layout.text.slice(unit.start, first.start);
  // "... March 4-6, 2022 with one classmate": a bare "with" before a relation or a count of people, the writer taking them.
  const withWriter =
    WITH_WRITER_BEFORE.exec(before.slice(-30)) ??
    (first.relation === true &&
    !first.self &&
    RELATION_WORD_END.test(layout.text.slice(first.start, first.headEnd)) &&
    /(?:^|[\s,])with\s+$/i.test(before.slice(-8)) &&
    !/\b(?:room|rooms|place|apartment|house|hotel|suite|bed|beds|kitchen|view|one|someone|somewhere|ok|okay|fine|good|happy|comfortable|great|friendly|cool|alright|allow|allows|allowing)\s+with\s+$/i.test(
      before.slice(-25),
    ) &&
    !/^\s*:/.test(layout.text.slice(last0(items).headEnd, unit.end))
      ? /with\s+$/i.exec(before)!
      : null);
  // "I'm planning a trip ... for our two directors, Ms. Harper and Mr. Brooks": "for" in a sentence about the trip.
  // (Not when more people follow the list without a number: "for our parents, and us" asks how many.)
  const moreAfter = /^\s*,?\s*(?:and|&|\+|plus|with)\s/i.test(layout.text.slice(last0(items).headEnd, unit.end));
  const forTheTrip =
    !moreAfter && /\bfor\s+$/i.test(before) && (TRIP_WORDS.test(sentenceBefore(before)) || /^\s*(?:[-*•]\s*)?for\s+$/i.test(sentenceBefore(before)));
  return PART_BEFORE.test(before.slice(-20))
    ? 'part'
    : PARTY_BEFORE.test(before.slice(-40)) || forTheTrip
      ? 'party'
      : withWriter && !OTHER_SUBJECT.test(before.slice(0, before.length - withWriter[0].length).slice(-30))
        ? 'with-writer'
        : undefined;
}

/** A verb right after a name or relation: it is the subject of a sentence ("my wife hates casinos"). */
export const CLAUSE_VERB_AFTER =
  /^\s+(?:hates|loves|likes|says|said|thinks|wants|can['’]?t|cannot|won['’]?t|doesn['’]?t|isn['’]?t|is|was|has|had|will|would|stays|prefers|works|refuses|decided)\b/i;
/** Every list of people in the unit, longest first at each place. */
export function findPersonLists(layout: Layout, unit: Unit, isPlaceGiven: PlaceAt): PersonList[] {
  // A pet's name is no person's: a list stops before it ("My wife and I plus Maple").
  const pets = petNames(layout);
  // (An animal named earlier in the same unit: "Taking my dog Biscuit with me (just me and him)".)
  animalBefore = (at) => ANIMAL_ANY.test(layout.text.slice(unit.start, at)) || [...pets].some((p) => layout.text.slice(unit.start, at).includes(p));
  const gone = goneOf(layout);
  const isPlace: PlaceAt = pets.size === 0 ? isPlaceGiven : (start, end) => isPlaceGiven(start, end) || pets.has(layout.text.slice(start, end));
  // (The folded text: its words are the original's in their case, typos and Spanish and French words read as English.)
  const body = layout.text.slice(unit.start, unit.end);
  // A unit in capitals is read as if in lowercase: its names are known only after a relation ("MY SISTER SARAH").
  const shouting = !/[a-z]/.test(body);
  const ts = tokens(shouting ? body.toLowerCase() : body, unit.start);
  const lowercase = shouting || !/[A-Z]/.test(body.replace(/\bI\b/g, ''));
  const lists: PersonList[] = [];
  // A roster line under "Headcount:" written in capitals or lowercase: the line's one word is a name ("RUTH", "~~KEVIN~~ (CAN'T MAKE IT)").
  if (lowercase && unit.key?.inherited === true && unit.key.role === 'travellers') {
    const line = rosterLine(ts, body, unit);
    if (line !== undefined) {
      lists.push(line);
      return lists;
    }
  }
  let k = 0;
  while (k < ts.length) {
    const first = itemAt(ts, k, isPlace, lowercase, undefined);
    if (!first) {
      k++;
      continue;
    }
    const found = itemsFrom(ts, first, isPlace, lowercase);
    // "Just me, my wife hates casinos so she's sitting this one out": a last item joined by a comma alone and followed
    // by a verb opens a sentence of its own, and is no member of the list.
    const tail = found.length >= 2 ? found[found.length - 1]! : undefined;
    const opensClause =
      tail !== undefined &&
      /^\s*(?:\([^()]*\))?\s*,\s*$/.test(layout.text.slice(found[found.length - 2]!.headEnd, tail.start)) &&
      CLAUSE_VERB_AFTER.test(layout.text.slice(tail.headEnd, Math.min(unit.end, tail.headEnd + 20)));
    const items = opensClause ? found.slice(0, -1) : found;
    // "bringing our dog": animals alone are no list of people.
    if (items.every((x) => x.animal === true)) {
      k++;
      continue;
    }
    // "me, Tom, Ana, Priya. Ana can't come.": a member named as not coming is not counted.
    const kept = items.filter((x) => !x.out && !(x.named === true && gone.has(layout.original.slice(x.start, x.headEnd))));
    const writer = kept.some((x) => x.self);
    const counted = kept.some((x) => x.withSelf === true);
    const hasSelf = writer || counted;
    const total = kept.reduce<number | undefined>((sum, x) => (sum === undefined || x.n === undefined ? undefined : sum + (x.self ? 0 : x.n)), 0);
    const introduced = introducedBy(layout, unit, first, items);
    const last = items[items.length - 1]!;
    const rest = layout.text.slice(last.next < ts.length ? ts[last.next]!.start : unit.end, unit.end);
    lists.push({
      n: total === undefined ? undefined : total + (writer && !counted ? 1 : 0),
      start: first.start,
      end: last.headEnd,
      unit,
      hasSelf,
      items: items.length,
      introduced,
      hedged: items.some((x) => x.hedged === true),
      whole: layout.text.slice(unit.start, first.start).trim() === '' && /^[\s.!)]*$/.test(rest),
    });
    k = Math.max(
      k + 1,
      ts.findIndex((t) => t.start >= last.headEnd),
    );
    if (k < 0) break;
  }
  return lists;
}
