/**
 * Place mentions: names of the sandbox's cities and states found per unit (see ../places.ts for the forgiving
 * match), "City, State" / "City (ST)" / "City in State" joined into one place, each with the cue the words
 * around it give ("from X", "kicking off in X", "X is our home base" -> origin; "to X", "three days in X",
 * "2 cities in X" -> destination; a "From:" or "To:" key), a kind hint ("X state", "the city of X"), and names
 * the sandbox does not have where a place is expected ("from Springfield"). Roles are settled in interpret.ts.
 */
import type { PlaceCandidate, PlaceIndex, PlaceKind } from '../places.ts';
import { tokenize } from '../places.ts';
import { textAfter, type Layout, type Unit } from './layout.ts';

export type Role = 'origin' | 'destination';

export interface PlaceMention {
  readonly start: number;
  /** The end of the name; with its state when one is written after it. */
  readonly end: number;
  readonly unit: Unit;
  /** The words as written (with the state, when joined). */
  readonly raw: string;
  readonly candidates: readonly PlaceCandidate[];
  /** A US state written after a city ("Austin, Texas"); `own` when it is the city's own state in the sandbox. */
  readonly qualifier: { readonly state: string; readonly raw: string } | undefined;
  readonly hint: PlaceKind | undefined;
  /** The role the nearby words give. */
  cue: Role | undefined;
  /**
   * How strongly those words give it (roles.ts weighs them): 12 a key ("From:"), 10 a strong cue ("from", "to",
   * "2 cities in"), 8 a place's own predicate ("a Denver trip"), 6 a verb of visiting ("visit", "explore"), 4 words
   * about a person rather than the trip ("I'm from", "we're in"), 3 a bare preposition ("in", "around").
   */
  weight: number;
  /** Where the cue words before it start ("from", "kicking off in"), for quoting. */
  readonly cueStart?: number;
  /** "2 cities in X", "three X cities": a state named with a number of cities. */
  readonly counted: boolean;
  /** A lowercase ordinary word that is also a city name ("on a mission"): a place only with a cue. */
  readonly weak: boolean;
  /** A correction cue before it ("from Reno, no wait, from Boise"). */
  readonly corrects: boolean;
  /** A past verb of going before its cue ("we went to Savannah"): a place of another trip when its sentence is a story. */
  readonly wentTo?: boolean;
}

/** A name where a place was expected that the sandbox does not have. */
export interface UnknownPlace {
  readonly role: Role;
  /** How strongly the words give the role (as PlaceMention's weight). */
  readonly weight: number;
  readonly start: number;
  readonly end: number;
  readonly raw: string;
}

const THE_KIND_OF = String.raw`(?:the\s+)?(?:(?:city|town)|state)\s+of\s+`;
const ORIGIN_CUE = new RegExp(
  String.raw`\b(?:(?:now\s+|currently\s+)?(?:working|studying|living|staying)\s+(?:now\s+)?in|(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:both|all|currently|now|still)\s+(?:based\s+)?in|(?:i|we)\s+(?:work|study)\s+in|from|frm|fr|departing(?:\s+from)?|depart(?:s)?(?:\s+from)?|leaving(?:\s+from)?|leave(?:s)?(?:\s+from)?|starting(?:\s+(?:out\s+)?(?:from|in|at))?|start(?:s)?\s+(?:out\s+)?(?:from|in|at)|start(?:s|ing)?\s+(?:the|our|my)\s+(?:trip|journey|vacation|tour|travels?)\s+(?:in|from|at)|beginning(?:\s+(?:from|in|at))?|begin(?:s)?\s+(?:from|in|at)|originating(?:\s+(?:from|in))?|originate(?:s)?\s+(?:from|in)|set(?:ting)?\s+(?:off|out)(?:\s+(?:from|of))?|commenc(?:e|es|ing)(?:\s+(?:in|from|at))?|kick(?:ing|s)?\s+off\s+(?:in|from|at)|tak(?:e|ing)\s+off(?:\s+from)?|fly(?:ing)?\s+out\s+of|flying\s+from|driving\s+from|heading\s+out\s+(?:of|from)|out\s+of|based\s+(?:in|out\s+of)|(?:(?:i|we)(?:\s+(?:all|both|still|now|currently|each|also|actually))*|(?:and|but|who|they)(?:\s+(?:all|still))?|(?:both|all|each|the\s+(?:two|three|four|five|six)|most|some)\s+of\s+us(?:\s+(?:still|now|currently))?)\s+live\s+(?:down\s+|up\s+|over\s+|out\s+)?in|(?:i|we)['’]re\s+from|(?:i|we)\s+(?:am|are)\s+from|living\s+in|resid(?:e|ing)\s+in|home\s+(?:is\s+)?in|(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+(?:currently\s+)?(?:in|based\s+in)|coming\s+from|return(?:ing|s)?(?:\s+home)?\s+to|(?<!\bkeeps?\s+)(?:come|coming|get|getting|head|heading|go|going|fly|flying|drive|driving)\s+(?:back|home)(?:\s+home)?\s+to|(?<!\bkeeps?\s+(?:coming|going)\s+)back\s+(?:home\s+)?to|(?:then\s+|and\s+)?home\s+to|start(?:ing|s)?\s+and\s+end(?:ing|s)?\s+in|(?:origin|starting\s+point|departure\s+(?:city|point)|home\s+city|home\s+base|hometown)(?:\s+(?:city|is))?\s*[:\-]?)\s+(?:${THE_KIND_OF})?$`,
  'i',
);
const DESTINATION_CUE = new RegExp(
  String.raw`\b(?:to|towards?|into|visit(?:s|ing)?|see(?:ing)?|explor(?:e|es|ing)|tour(?:s|ing)?|cover(?:s|ing)?|in|within|across|throughout|through|around|bound\s+for|destined\s+for|(?:leav(?:e|es|ing)|head(?:s|ed|ing)?|set(?:ting)?\s+off|depart(?:s|ing)?|off)\s+for|destination(?:\s+(?:city|state|is))?\s*[:\-]?|end(?:s|ing)?\s+(?:up\s+)?in|arriv(?:e|es|ing)\s+in|stay(?:s|ing)?\s+in|(?:tour|trip|road\s+trip|journey|vacation|holiday|getaway|visit|days|nights|week|weekend)\s+(?:of|around|across|in|to|at)|check\s+out|hit(?:ting)?|do(?:ing)?|(?:want|wants|like|love|'d\s+like|would\s+like)\s+to\s+try)\s+(?:${THE_KIND_OF})?$`,
  'i',
);
/** Words after a place that make it the destination: "a Denver trip", "X is our destination". */
const DESTINATION_AFTER =
  /^\s+(?:road\s+)?(?:trip|getaway|vacation|holiday|itinerary|tour|adventure|escape|visit|weekend|run)\b|^\s*,?\s+(?:is|as|will\s+be)\s+(?:our|my|the)\s+(?:destination|goal|target)\b|^\s+(?:bound|here\s+we\s+come)\b/i;
/** A trip after the place, told as past ("Savannah trip two years ago", "Tampa vacation last summer"). */
const TRIP_AGO_AFTER =
  /^\s+(?:road\s+)?(?:trip|getaway|vacation|holiday|visit|weekend)\b[^.;!?]{0,20}?\b(?:(?:\d+|a|one|two|three|few|several)\s+(?:years?|months?)\s+ago|last\s+(?:year|summer|winter|spring|fall|autumn|month)|in\s+(?:19|20)\d{2})\b/i;
/** Words after a place that make it the origin: "Denver is our starting point", "Reno is our home base". */
const ORIGIN_AFTER =
  /^\s+(?:origin|departure\s+city|start(?:ing)?\s+(?:city|point))\b(?!\s+(?:is|of)\b)|^\s*,?\s+(?:is|as|will\s+be)\s+(?:our|my|the)\s+(?:starting\s+point|origin|home(?:\s+(?:base|city|town))?|hometown|departure\s+(?:city|point)|start(?:ing)?\s+(?:city|location))\b|^\s+(?:is\s+)?(?:home|where\s+(?:we|i)\s+(?:live|start|are\s+based|leave\s+from))\b/i;
/** Origin cues about where a person is or comes from rather than where this trip starts ("I'm from", "we're in"). */
const ABOUT_A_PERSON = /^(?:(?:i|we)['’]re\s+from|(?:i|we)\s+(?:am|are)\s+from|(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+(?:currently\s+)?in)\s/i;
/** Words before "from X" that make it where a person is from ("I am from", "we're originally from", "I come from"). */
const PERSON_BEFORE =
  /\b(?:(?:i|we)(?:['’]re|['’]m|\s+am|\s+are|\s+come|\s+came)|originally|friends|colleagues|engineers?|students?|people|family|fwd?|forwarded|message|e-?mail|text|note|letter|memo|voicemail)\s+(?:originally\s+)?$/i;
/** A person's past before "from X" or "in X": "moved from", "grew up in", "we were originally from", "was born in". */
const BIOGRAPHY_BEFORE =
  /\b(?:moved|moving|relocated|grew\s+up|raised|born|originally|were|was|came|hails?|hailing|immigrated|emigrated)\b(?:\s+(?!(?:for|and|then)\b)[\w.'’-]+){0,3}\s+(?:from|in|out\s+of|near|outside(?:\s+of)?|around)\s+$/i;
/** "we moved from Chicago down to Tampa last spring": where the writer lives now, so where the trip starts. */
const MOVED_TO_BEFORE =
  /\b(?:we|i)\s+(?:(?:just|finally|recently|have|['’]ve)\s+)*(?:moved|relocated)\b[^.;!?]{0,30}?\b(?:down\s+|up\s+|over\s+|out\s+|back\s+)?(?:to|into)\s+$|\bsince\s+(?:moving|relocating)\s+(?:down\s+|up\s+|over\s+|out\s+|back\s+)?(?:to|into)\s+$/i;
/** Someone other than the travellers, where they live: "my sister in Boston", "our daughter who lives in Tampa". */
const PERSON_IN_BEFORE =
  /\b(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:sister|brother|mom|mum|mother|dad|father|parents|son|daughter|kids|children|cousins?|aunt|uncle|friends?|grandma|grandpa|grandparents|family|folks|in-laws|boss|colleagues?|co-?workers?|niece|nephew|grandkids|grandchildren)(?:\s*,)?\s+(?:who\s+)?(?:(?:lives?|living|is\s+based|works?|studies)\s+)?(?:in|out\s+in|down\s+in|up\s+in)\s+$/i;
/** Countries and cities abroad: where people come from, never a trip's start in the sandbox. */
const FOREIGN =
  /^(?:Germany|Munich|Stuttgart|Berlin|Hamburg|Frankfurt|Cologne|Austria|Vienna|Switzerland|Zurich|Geneva|France|Paris|Lyon|Spain|Madrid|Barcelona|Italy|Rome|Milan|Portugal|Lisbon|Netherlands|Holland|Amsterdam|Belgium|Brussels|Poland|Warsaw|Sweden|Stockholm|Norway|Oslo|Denmark|Copenhagen|Finland|Ireland|Dublin|UK|Britain|Scotland|Wales|Greece|Athens|Turkey|Istanbul|Ankara|Russia|Moscow|Ukraine|Kyiv|Kiev|India|Delhi|Mumbai|Bangalore|Chennai|Hyderabad|Kolkata|Pakistan|Bangladesh|China|Beijing|Shanghai|Guangzhou|Shenzhen|Hong Kong|Taiwan|Taipei|Japan|Tokyo|Osaka|Korea|Seoul|Vietnam|Hanoi|Thailand|Bangkok|Philippines|Manila|Indonesia|Jakarta|Malaysia|Singapore|Australia|Sydney|Melbourne|New Zealand|Canada|Toronto|Montreal|Vancouver|Quebec|Mexico|Mexico City|Guadalajara|Monterrey|Brazil|Sao Paulo|Rio|Argentina|Buenos Aires|Chile|Santiago|Peru|Lima|Colombia|Bogota|Venezuela|Cuba|Havana|Nigeria|Lagos|Kenya|Nairobi|Egypt|Cairo|Morocco|South Africa|Israel|Iran|Tehran|Iraq|Lebanon|Europe|Asia|Africa|Latin America|South America|abroad|overseas)$/i;
/** Where someone who meets the party comes from ("grandma is meeting us there from Miami", "my brother flies in from Austin"). */
const OTHERS_START_BEFORE =
  /\b(?:meet(?:s|ing)?|join(?:s|ing)?)\s+(?:us|me|them)\b[^.;!?]{0,20}?\s(?:from|out\s+of)\s+$|\b(?:he|she|they|my\s+\w+|our\s+\w+|grandma|grandpa|mom|dad)\s+(?:(?:is|are|will\s+be)\s+|['’](?:s|re)\s+)?(?:flying|flies|driving|drives|coming|comes)\s+(?:in|up|down|over)\s+from\s+$/i;
/** Someone else's home ("she's staying home in Tampa", "their home is in Ogden"): where another person is, not the trip's start. */
const OTHERS_HOME_BEFORE =
  /\b(?:she|he|they|her|his|their|mom|dad|grandma|grandpa)(?:['’](?:s|re)|\s+(?:is|are|will\s+be))?\s+(?:staying|stays|stay|back|be)\s+(?:at\s+)?home\s+in\s+$|\b(?:her|his|their)\s+home\s+(?:is\s+)?in\s+$/i;
/** A past verb of going just before a destination cue ("we went to", "we've been to", "we flew into"). */
const PAST_GOING_BEFORE =
  /\b(?:went|flew|drove|travell?ed|been|moved|was|were|spent\s+(?:a\s+)?(?:\w+\s+){0,2}|stayed|vacationed|honeymooned)\s+(?:(?:back|down|up|out|over)\s+)?$/i;
/** How strongly a destination cue gives the role: "to X" and its kin 10, a trip word 8, a verb of visiting 6, a bare preposition 3. */
function destinationWeight(cue: string): number {
  const c = cue.trim().toLowerCase();
  if (/^(?:in|within|across|throughout|through|around|stay(?:s|ing)?\s+in|hit(?:ting)?|do(?:ing)?)\b/.test(c)) return 3;
  if (/^(?:visit|see|explor|tour|cover|check\s+out)|\bto\s+try$/.test(c)) return 6;
  if (/^(?:trip|road\s+trip|journey|vacation|holiday|getaway|days|nights|week|weekend)\b/.test(c)) return 8;
  return 10;
}
const COUNTED_BEFORE = new RegExp(
  String.raw`\b(?:cities|city|towns|town|destinations|stops|places|spots|islands)\s+(?:in|within|across|throughout|around|of|all\s+(?:in|within|across))\s+(?:${THE_KIND_OF}|the\s+(?=\w+\s+state\b))?$`,
  'i',
);
const CORRECTION =
  /\b(?:let['’]s\s+(?:do|go\s+with|make\s+it|say)|(?<=[?!]\s*)no(?=[\s,.!—–-])|actually|i\s+mean(?:t)?|sorry|correction|scratch\s+that|no\s+wait|wait|instead|or\s+rather|rather|make\s+(?:that|it)|change\s+(?:that|it)\s+to|on\s+second\s+thought)\b[^.;]{0,30}$/i;

const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];
const US_POSTAL = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];
const OTHER_STATE_AFTER = new RegExp(String.raw`^\s*(?:,|\(|\s+in)\s*(${US_STATES.join('|')})\b|^\s*[,(]?\s*(${US_POSTAL.join('|')})\b(?!['’])`, 'i');
/** Lowercase words that are also sandbox city names: places only when a cue makes them one. */
const ORDINARY_WORDS = new Set([
  'mission',
  'bend',
  'concord',
  'providence',
  'butte',
  'billings',
  'state college',
  'long beach',
  'sun valley',
  'key west',
  'great falls',
  'grand island',
  'grand junction',
  'devils lake',
  'rock springs',
  'iron mountain',
  'white plains',
  'twin falls',
  'international falls',
  'mason city',
  'north bend',
  'south bend',
]);

function otherStateAfter(layout: Layout, unit: Unit, end: number, index: PlaceIndex): { state: string; raw: string; end: number } | undefined {
  const m = OTHER_STATE_AFTER.exec(textAfter(layout, unit, end, 40));
  if (!m) return undefined;
  if (m[2] !== undefined && m[2] !== m[2].toUpperCase()) return undefined;
  const state = m[1] !== undefined ? US_STATES.find((s) => s.toLowerCase() === m[1]!.toLowerCase())! : US_STATES[US_POSTAL.indexOf(m[2]!.toUpperCase())]!;
  if (index.isState(state)) return undefined; // the sandbox's own states are read as mentions
  const raw = (m[1] ?? m[2])!;
  // "Reno (Iowa)": the closing parenthesis belongs to the place, as with the city's own state.
  const closed = m[0].includes('(') && layout.text[end + m[0].length] === ')';
  return { state, raw, end: end + m[0].length + (closed ? 1 : 0) };
}

/** "upstate New York", "western Washington": words naming a part of a state. */
const REGION_OF_STATE_BEFORE =
  /\b(?:upstate|downstate|western|eastern|northern|southern|central|rural|coastal|northwest(?:ern)?|northeast(?:ern)?|southwest(?:ern)?|southeast(?:ern)?)\s+$/i;

function hintBefore(before: string): PlaceKind | undefined {
  // "three cities in upstate New York": a part of a state, never its city.
  if (REGION_OF_STATE_BEFORE.test(before)) return 'state';
  // ("I want visit 2 city of Colorado": a number of cities of a state, not "the city of".)
  const m = /(?<!\b(?:\d{1,2}|one|two|three|four|five)\s+)\b(?:the\s+)?(city|town|state)\s+of\s+$/i.exec(before);
  if (!m) return undefined;
  return m[1]!.toLowerCase() === 'state' ? 'state' : 'city';
}

const KEY_CUE: Readonly<Partial<Record<string, Role>>> = { origin: 'origin', destination: 'destination', start: 'origin', end: 'origin' };

export interface PlacesFound {
  readonly mentions: readonly PlaceMention[];
  readonly unknown: readonly UnknownPlace[];
}

/** Names the sandbox does not have where a place is expected in `unit`: after a cue, a key, before an arrow, or listed after a place. */
function unknownPlacesIn(
  layout: Layout,
  unit: Unit,
  raw: readonly { readonly start: number; readonly end: number }[],
  mentions: readonly PlaceMention[],
  allCapitals: boolean,
): UnknownPlace[] {
  const { original } = layout;
  const unknown: UnknownPlace[] = [];
  // Names a place is expected at that the sandbox does not have: "from Springfield", "to Gotham", "To: Sedona".
  const keyRole = unit.key?.role === 'origin' || unit.key?.role === 'destination' ? unit.key.role : undefined;
  if (keyRole !== undefined && raw.length === 0) {
    const m = /^\s*([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})/.exec(original.slice(unit.start, unit.end));
    // The match is anchored at the value's start and its name starts with a capital letter and ends with a word character or a period.
    // "From: Greg", "From: Mrs. Lindqvist" in a message's header: a person, told apart by no other origin winning.
    const person = /^[A-Z][a-z]+$/.test(m?.[1]?.trim() ?? '') || FOREIGN.test(m?.[1] ?? '');
    if (m && !NOT_A_PLACE.test(m[1]!))
      unknown.push({ role: keyRole, weight: person ? 4 : 12, start: unit.start, end: unit.start + m[0].length, raw: m[1]!.replace(/[.,]$/, '') });
  }
  // In a unit written in capitals every word looks like a name: no unknown places are guessed there.
  for (const [role, re] of allCapitals ? [] : UNKNOWN_AFTER_CUE) {
    for (const m of original.slice(unit.start, unit.end).matchAll(re)) {
      const at = unit.start + m.index! + m[0].length - m[1]!.length;
      // "I come from Turkey. I live in Houston": a name ends at the end of its sentence.
      const name = m[1]!.replace(/(?<!\b(?:St|Ste|Ft|Mt|Mr|Mrs|Ms|Dr))\.\s.*$/s, '').replace(/[.,]$/, '');
      if (NOT_A_PLACE.test(name) || raw.some((r) => r.start <= at && r.end > at)) continue;
      // "the Midwest", "the Pacific Northwest": a region of the country, no place of the trip.
      if (REGION.test(name)) continue;
      if (raw.some((r) => r.start > at && r.start < at + name.length)) continue;
      const aboutPerson = role === 'origin' && (PERSON_BEFORE.test(original.slice(unit.start, unit.start + m.index!)) || FOREIGN.test(name));
      unknown.push({
        role,
        weight: aboutPerson ? 4 : 10,
        start: unit.start + m.index!,
        end: at + name.length,
        raw: original.slice(unit.start + m.index!, at + name.length),
      });
    }
  }
  // "sac → portland": a name the sandbox does not have, opening its unit before an arrow, is where the trip starts.
  const arrow = /^\s*([A-Za-z][\w'’.]*(?:\s+[A-Za-z][\w'’.]*){0,2})\s*(?:→|->|=>|-+>)/.exec(original.slice(unit.start, unit.end));
  if (arrow && !raw.some((r) => r.start < unit.start + arrow[0].length) && !NOT_A_PLACE.test(arrow[1]!)) {
    const at = unit.start + arrow[0].indexOf(arrow[1]!);
    unknown.push({ role: 'origin', weight: 10, start: at, end: at + arrow[1]!.length, raw: arrow[1]! });
  }
  // "from Denver or Boulder": a listed name right after a place that the sandbox does not have.
  for (const r of raw) {
    const m = STRAY_AFTER.exec(original.slice(r.end, Math.min(unit.end, r.end + 60)));
    if (!m || NOT_A_PLACE.test(m[1]!) || NOT_A_PLACE_WORD.test(m[1]!)) continue;
    const at = r.end + m[0].length - m[1]!.length;
    if (raw.some((x) => x.start === at)) continue;
    const mention = mentions.find((x) => x.start === r.start);
    if (mention?.cue === undefined) continue;
    unknown.push({ role: mention.cue, weight: mention.weight, start: r.start, end: at + m[1]!.length, raw: original.slice(r.start, at + m[1]!.length) });
  }
  return unknown;
}

/** A name of the sandbox that is no place of this trip: a postal code that is a word, a place ruled out, New England, a part of a state. */
function notAPlaceHere(
  layout: Layout,
  unit: Unit,
  m: { readonly start: number; readonly end: number; readonly candidates: readonly PlaceCandidate[] },
  before: string,
  allCapitals: boolean,
): boolean {
  const { text, original } = layout;
  // "OK", "IN", "ME", "OR", "HI", "OH": postal codes that are ordinary words count only after a city.
  // They count as the destination state where a count of its cities or a destination's place says so: "2 cities
  // around IN", "wants OH, two cities", "Where would you like to go?" - "AL please".
  if (AMBIGUOUS_CODES.has(original.slice(m.start, m.end).replace(/[.,]$/, '')) && (allCapitals || !codeAsDestination(layout, unit, m.start, m.end)))
    return true;
  // "Not Vegas, not Miami, not anywhere with a party scene": a place ruled out is no place of the trip.
  if (
    /(?:^|[,.;:!?(]\s*|\b(?:and|but|or)\s+)(?:not|no|never)\s+(?:to\s+|in\s+)?$/i.test(text.slice(unit.start, m.start)) &&
    /^\s*(?:[,.;:!?)]|$|(?:or|nor|and|either|though|this\s+time|please)\b)/i.test(text.slice(m.end, unit.end))
  )
    return true;
  // "first time in New England": a region of the United States, not the sandbox's England.
  if (/^england$/i.test(original.slice(m.start, m.end)) && /\bnew\s+$/i.test(before)) return true;
  // "we're coming from upstate New York - Albany": a part of a state is no place of the trip, unless its cities
  // are counted ("three cities in upstate New York"); "central New York City" is the city.
  if (
    REGION_OF_STATE_BEFORE.test(before) &&
    m.candidates.some((c) => c.kind === 'state') &&
    !/\bcity$/i.test(original.slice(m.start, m.end)) &&
    !/^\s+city\b/i.test(textAfter(layout, unit, m.end, 8)) &&
    !/\b(?:cities|towns|spots|places)\s+(?:in|of|around|across|throughout)\s+(?:the\s+)?$/i.test(before.replace(REGION_OF_STATE_BEFORE, ''))
  )
    return true;
  return false;
}

/** A name of the sandbox found in a unit, at its place in the request. */
type Scanned = { readonly start: number; readonly end: number; readonly raw: string; readonly candidates: readonly PlaceCandidate[] };

/**
 * The kind the words around a name give it: "the city of X", "upstate X" before it (`kindBefore`), "X state" or
 * "X City" after it (then the name's words end after the kind).
 */
function kindAround(layout: Layout, unit: Unit, m: Scanned, before: string): { kindBefore: PlaceKind | undefined; hint: PlaceKind | undefined; end: number } {
  const { original } = layout;
  let end = m.end;
  // ("central New York City" is the city, whatever part of it.)
  const kindBefore = /\bcity$/i.test(original.slice(m.start, m.end)) && REGION_OF_STATE_BEFORE.test(before) ? undefined : hintBefore(before);
  let hint = kindBefore;
  // "X state", "X City": an explicit kind after the name.
  const kindAfter = /^\s+(state|city)\b/i.exec(textAfter(layout, unit, m.end, 8));
  // "Chicago and one other Illinois city": a city of that state, so the state is where the trip goes.
  const ofState = kindAfter !== null && m.candidates.some((c) => c.kind === 'state') && /\b(?:other|more|one|two|three|\d)\s+$/i.test(before);
  if (ofState) {
    hint = 'state';
    end = m.end + kindAfter[0].length;
  } else if (kindAfter) {
    hint = kindAfter[1]!.toLowerCase() === 'state' ? 'state' : 'city';
    end = m.end + kindAfter[0].length;
  }
  return { kindBefore, hint, end };
}

/**
 * "Austin, TX" / "Austin, Texas" / "Austin (Texas)" / "Reno in Nevada": a state written after a city, and where the
 * words end with it; `joinsNext` when the state is the next name found, which it then joins.
 */
function stateAfter(
  layout: Layout,
  unit: Unit,
  m: Scanned,
  next: Scanned | undefined,
  index: PlaceIndex,
): { qualifier: PlaceMention['qualifier']; end: number; joinsNext: boolean } | undefined {
  const { text, original } = layout;
  const isCity = m.candidates.some((c) => c.kind === 'city');
  const foreign = isCity ? otherStateAfter(layout, unit, m.end, index) : undefined;
  if (foreign && (!next || next.start >= foreign.end)) return { qualifier: { state: foreign.state, raw: foreign.raw }, end: foreign.end, joinsNext: false };
  if (next && isCity && next.candidates.some((c) => c.kind === 'state')) {
    const between = text.slice(m.end, next.start);
    const states = next.candidates.filter((c) => c.kind === 'state');
    const own = m.candidates.some((c) => c.kind === 'city' && states.some((s) => index.stateOf(c.name) === s.name));
    // "Reno in Nevada" joins only with the city's own state ("cities in Idaho" is a destination).
    const afterPeriod = text[m.end - 1] === '.' && !/\b(?:St|Ste|Ft|Mt)\.$/i.test(original.slice(m.start, m.end));
    // "out of Las Vegas, LA then San Francisco": a name that is also a city of its own, not the first city's state and
    // followed by more of a route, is the next place.
    const nextPlace = !own && next.candidates.some((c) => c.kind === 'city') && /^\s*(?:then|and|->|→|>|to|,)\s/i.test(textAfter(layout, unit, next.end, 8));
    if (
      !afterPeriod &&
      !nextPlace &&
      !/['’]/.test(next.raw) &&
      ((/^\s*[,(]?\s*$/.test(between) && states.length === 1) || (/^\s+in\s+$/i.test(between) && own))
    ) {
      return {
        qualifier: { state: states[0]!.name, raw: next.raw },
        end: next.end + (between.includes('(') && text[next.end] === ')' ? 1 : 0),
        joinsNext: true,
      };
    }
  }
  return undefined;
}

/** The role the words around a name give it, how strongly, where those words start, and what they say of its kind. */
interface CueRead {
  readonly cue: Role | undefined;
  readonly weight: number;
  readonly cueStart: number | undefined;
  readonly counted: boolean;
  readonly hint: PlaceKind | undefined;
  readonly wentTo: boolean;
}

/**
 * The cue of a name (its words ending at `end`), the first that holds in this order: a predicate about the place
 * ("X is our destination"), a count of its cities, a key, where a person lives or lived, an origin cue, a
 * destination cue, a trip word after it; then "X cities" after it counts its cities.
 */
function cueOf(
  layout: Layout,
  unit: Unit,
  m: Scanned,
  before: string,
  end: number,
  kindBefore: PlaceKind | undefined,
  hintGiven: PlaceKind | undefined,
): CueRead {
  const { text } = layout;
  let hint = hintGiven;
  let cue: Role | undefined;
  let counted = false;
  // ("Departure: Los Angeles. Arrival: Colorado": an arrival key with a place names where the trip goes.)
  const keyCue = unit.key?.role === 'start' && /^arriv/i.test(unit.key.raw) ? 'destination' : unit.key?.role !== undefined ? KEY_CUE[unit.key.role] : undefined;
  const afterText = textAfter(layout, unit, end, 40);
  let cueStart: number | undefined;
  let cueWords = '';
  let wentTo = false;
  const at = (re: RegExp) => {
    const x = re.exec(before);
    if (x) {
      cueStart = m.start - (before.length - x.index);
      cueWords = x[0];
    }
    return x !== null;
  };
  // "Cape Girardeau is our destination", "X is our home base": a predicate about the place itself wins.
  const strongAfter = /^\s*,?\s+(?:is|as|will\s+be)\s+(?:our|my|the)\b/i.test(textAfter(layout, unit, end, 12));
  let weight = 0;
  const atKey = keyCue !== undefined && text.slice(unit.start, m.start).trim() === '';
  if (strongAfter && DESTINATION_AFTER.test(textAfter(layout, unit, end, 40))) [cue, weight] = ['destination', 10];
  else if (strongAfter && ORIGIN_AFTER.test(textAfter(layout, unit, end, 40))) [cue, weight] = ['origin', 10];
  // "the city of Reno" names one city's kind, not a count of cities in a state.
  else if (kindBefore === undefined && at(COUNTED_BEFORE)) {
    [cue, weight] = ['destination', 10];
    counted = true;
    hint ??= 'state';
  } else if (atKey) [cue, weight] = [keyCue, 12];
  // "we moved from Ohio", "my sister in Boston", "grew up in Toledo": where a person lives or lived, not the trip.
  else if (MOVED_TO_BEFORE.test(before)) [cue, weight] = ['origin', 8];
  else if (BIOGRAPHY_BEFORE.test(before) || PERSON_IN_BEFORE.test(before) || OTHERS_START_BEFORE.test(before) || OTHERS_HOME_BEFORE.test(before))
    [cue, weight] = ['origin', 4];
  // ("Going back to Raleigh (from Miami) for a reunion", "would love to go back to Honolulu": going back may be a
  // return home or a visit again, so it is a weak cue that a "from" elsewhere outweighs.)
  else if (at(ORIGIN_CUE))
    [cue, weight] = ['origin', ABOUT_A_PERSON.test(cueWords) ? 4 : /^(?:go|going|head|heading)\s+back\s+to\b/i.test(cueWords.trim()) ? 6 : 10];
  // "We went to Savannah two years ago": a past verb of going makes the cue weak, so a story of another trip can be set aside.
  else if (at(DESTINATION_CUE)) {
    wentTo = PAST_GOING_BEFORE.test(before.slice(0, before.length - cueWords.length));
    [cue, weight] = ['destination', wentTo ? 3 : destinationWeight(cueWords)];
  }
  // (Not across the end of a sentence: "Dillingham, AK. Home base is Asheville".)
  else if (!/[.!?]$/.test(text.slice(m.start, end)) && DESTINATION_AFTER.test(afterText)) {
    // "our Savannah trip two years ago": a trip told of, not this one.
    wentTo = TRIP_AGO_AFTER.test(afterText);
    [cue, weight] = ['destination', wentTo ? 3 : 8];
  } else if (!/[.!?]$/.test(text.slice(m.start, end)) && ORIGIN_AFTER.test(afterText)) [cue, weight] = ['origin', 8];
  if (
    /^\s+(?:cities|towns)\b/i.test(textAfter(layout, unit, end, 30)) ||
    (/^[\s-]+(?:\w+[\s-]+)?(?:cities|towns)\b/i.test(textAfter(layout, unit, end, 30)) &&
      m.candidates.some((c) => c.kind === 'state') &&
      /\b(?:\d+|two|three|four|five)\s+$/i.test(before))
  ) {
    if (cue === undefined) [cue, weight] = ['destination', 10];
    counted = true;
    hint ??= 'state';
  }
  return { cue, weight, cueStart, counted, hint, wentTo };
}

/**
 * Whether a name (its words ending at `end`) corrects the place named before it: a correction cue between them,
 * "?? no", a correcting key, "instead" after it, a line of its own saying "no wait" above it, or the rest of a route
 * written after a correction.
 */
function correctsPrevious(layout: Layout, unit: Unit, m: Scanned, end: number, previous: PlaceMention | undefined): boolean {
  if (previous === undefined) return false;
  const { text } = layout;
  // "Trenton, NJ instead", or a line that is only "no wait" before this one: a correction too.
  const insteadAfter = /^[\s,]*(?:instead|rather)\b/i.test(textAfter(layout, unit, end, 14));
  const previousUnit = layout.units[unit.index - 1];
  const correctingLine =
    previousUnit !== undefined &&
    /^\s*(?:no\s+wait|wait|actually|sorry|scratch\s+that|correction|i\s+mean)[\s,.!-]*$/i.test(text.slice(previousUnit.start, previousUnit.end)) &&
    text.slice(unit.start, m.start).trim().length < 40;
  // "Dallas to Nashville?? wait no, Dallas to Las Vegas": a route written after a correction is corrected whole.
  const routeGoesOn =
    previous.corrects && previous.unit === unit && /^\s*(?:to|->|-+>|=>|>|→|then(?:\s+on)?\s+to)\s*$/i.test(text.slice(previous.end, m.start));
  return (
    CORRECTION.test(text.slice(Math.max(previous.end, m.start - 40), m.start)) ||
    /^\s*[?!]+\s*no\b[^?]{0,30}$/i.test(text.slice(previous.end, m.start)) ||
    unit.key?.corrects === true ||
    insteadAfter ||
    correctingLine ||
    routeGoesOn
  );
}

/**
 * The sandbox's places named in each unit, each with its kind, a state written after it, the cue its own words give
 * and whether it corrects the one before; then the names the sandbox lacks where a place is expected.
 */
export function findPlaces(layout: Layout, index: PlaceIndex): PlacesFound {
  const { text, original } = layout;
  const mentions: PlaceMention[] = [];
  const unknown: UnknownPlace[] = [];
  for (const unit of layout.units) {
    const body = text.slice(unit.start, unit.end);
    const tokens = tokenize(body);
    const raw = index.scan(body, tokens).map((m) => ({ ...m, start: m.start + unit.start, end: m.end + unit.start }));
    const consumed = new Set<number>();
    const allCapitals = !/[a-z]/.test(original.slice(unit.start, unit.end));
    for (let k = 0; k < raw.length; k++) {
      if (consumed.has(k)) continue;
      const m = raw[k]!;
      // As written, spaces and all: the cue's start is quoted from the offsets of this slice.
      const before = text.slice(Math.max(unit.start, m.start - 80), m.start);
      if (notAPlaceHere(layout, unit, m, before, allCapitals)) continue;
      const kind = kindAround(layout, unit, m, before);
      let end = kind.end;
      const written = stateAfter(layout, unit, m, raw[k + 1], index);
      if (written !== undefined) {
        if (written.joinsNext) consumed.add(k + 1);
        end = written.end;
      }
      const lowered = original.slice(m.start, m.end);
      const weak = !allCapitals && lowered === lowered.toLowerCase() && ORDINARY_WORDS.has(lowered.toLowerCase().replace(/[.'’]/g, ''));
      const read = cueOf(layout, unit, m, before, end, kind.kindBefore, kind.hint);
      let { cue, weight } = read;
      const previous = mentions[mentions.length - 1];
      const corrects = correctsPrevious(layout, unit, m, end, previous);
      // "Origin: Sacramento (sorry, I mean Los Angeles)": a correction without a cue of its own takes the role of what it corrects.
      if (corrects && cue === undefined && previous !== undefined) [cue, weight] = [previous.cue, previous.weight];
      mentions.push({
        start: m.start,
        end,
        unit,
        ...(read.cueStart !== undefined ? { cueStart: read.cueStart } : {}),
        raw: original
          .slice(m.start, end)
          .replace(/\s+/g, ' ')
          .replace(/[.,]$/, (p) => (/\b(?:St|Ste|Ft|Mt|D\.C)\.$/i.test(original.slice(m.start, end)) ? p : '')),
        candidates: m.candidates,
        qualifier: written?.qualifier,
        hint: read.hint,
        cue,
        weight,
        counted: read.counted,
        weak,
        corrects,
        ...(read.wentTo ? { wentTo: read.wentTo } : {}),
      });
    }
    unknown.push(...unknownPlacesIn(layout, unit, raw, mentions, allCapitals));
  }
  return { mentions, unknown };
}

const AMBIGUOUS_CODES = new Set(['OK', 'IN', 'ME', 'OR', 'HI', 'OH', 'AL', 'MS']);

/** A postal code that is also a word, read as a state: after "cities in", before a count of cities, or as a destination field's whole value. */
function codeAsDestination(layout: Layout, unit: Unit, start: number, end: number): boolean {
  const before = layout.text.slice(Math.max(unit.start, start - 40), start);
  const after = textAfter(layout, unit, end, 40);
  if (/\b(?:cities|towns|stops|places|spots)\s+(?:in|around|across|of|within|throughout|in\s+the\s+state\s+of)\s+$/i.test(before)) return true;
  if (
    /\b(?:to|visit|visiting|do|see|explore|wants?|want\s+to\s+do|want\s+to\s+see)\s+$/i.test(before) &&
    /^\s*[,:(-]?\s*(?:\d|one|two|three)\s+(?:different\s+|separate\s+|diff\s+)?(?:cities|towns|stops)\b|^\s*[,:(-]?\s*(?:\d|one|two|three)\s+(?:cities|towns|stops)\s+total\b|^\s*[,:(-]\s*(?:two|three|\d)\b/i.test(
      after,
    )
  )
    return true;
  return unit.key?.role === 'destination' && /^\s*(?:[A-Z]{2})\s*(?:please|pls|!|\.)?\s*[.!]?\s*$/.test(layout.original.slice(unit.start, unit.end));
}
/** A regex source that matches its letters in any case, for a cue before a capitalised name. */
function caseless(source: string): string {
  return source.replace(
    /(\\[a-z])|([a-zA-Z])/g,
    (_all, escaped: string | undefined, letter: string | undefined) => escaped ?? `[${letter!.toLowerCase()}${letter!.toUpperCase()}]`,
  );
}
const ORIGIN_WORDS = String.raw`(?:from|frm|departing(?:\s+from)?|leaving(?:\s+from)?|starting\s+(?:in|from|at)|beginning\s+(?:in|from)|originating\s+(?:from|in)|live\s+in|based\s+in|out\s+of)`;
const DESTINATION_WORDS = String.raw`(?:to|towards?|visiting|visit|heading\s+to|cities\s+in|explore|exploring|touring|covering)`;
const NOT_A_PLACE =
  /^(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)(?![a-z])\.?|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|American|Chinese|French|Indian|Italian|Mediterranean|Mexican|Thai|Japanese|Korean|Greek|Vietnamese|Spanish|BBQ|Seafood|Pizza|Cafe|Desserts|Bakery|Tea|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|I|We|My|Our|The|A|An|Me|Us|You|Your|It|This|That|Please|Thanks|Thank|Get|Go|Be|Do|See|Visit|Explore|Have|Take|Make|Stay|Spend|Travel|Fly|Drive|Eat|Try|Enjoy|Book|Plan|Find|Help|Check|Relax|Celebrate|Experience|Keep|Bring|Return|Come|Leave|Start|End|Hit|Tour|Cover|Avoid|Save|Mid|Early|Late|Both|All|Each|Every|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Day|Days|Week|Weeks|Night|Nights|People|Person|Budget|Thursday|Friday|Entire|Private|Shared|Family|Friends|Kids|Children|Dinner|Lunch|Breakfast|Cities|City|Hotel|Hotels|Some|Any|No|Not|Two|Three)\b/i;
/** Regions of the United States that are no city or state of the sandbox. */
const REGION =
  /^(?:the\s+)?(?:midwest|mid-?west|pacific\s+northwest|west\s+coast|east\s+coast|gulf\s+coast|great\s+lakes|deep\s+south|rockies|appalachia|southwest|northeast|southeast|northwest)$/i;
const STRAY_AFTER = /^\s*,?\s+(?:or)\s+(?:else\s+)?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})/;
const NOT_A_PLACE_WORD =
  /^(?:American|Chinese|French|Indian|Italian|Mediterranean|Mexican|BBQ|Please|Thanks|Also|And|But|Then|So|It|This|That|There|They|He|She|You|Me|Entire|Private|Shared|No|Not|Maybe|Something|Anything|Whatever|Wherever)\b/;
/** Capitalised names right after a cue, where a place is expected (the cue in any case): built once. */
const UNKNOWN_AFTER_CUE: readonly (readonly [Role, RegExp])[] = (['origin', 'destination'] as const).map((role) => [
  role,
  new RegExp(
    String.raw`\b${caseless(role === 'origin' ? ORIGIN_WORDS : DESTINATION_WORDS)}\s+((?:the\s+(?:city|state)\s+of\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})`,
    'g',
  ),
]);
