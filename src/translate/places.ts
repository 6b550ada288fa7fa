/**
 * Place names of a sandbox, matched the forgiving way people write them: any case, with or without
 * periods and apostrophes ("St Petersburg", "Saint Petersburg", "Ft. Lauderdale", "Marthas Vineyard"),
 * a few common aliases ("NYC", "Vegas", "Washington DC") and state postal codes ("TX", written in capitals).
 * A name never resolves silently to a different place: every candidate a name could mean is returned, and
 * the caller decides (or refuses) when there is more than one.
 */

/** What the translators need of a sandbox: its names (a `Sandbox` satisfies this). */
export interface PlaceNames {
  cities(): readonly string[];
  states(): readonly string[];
  stateOf(city: string): string | undefined;
}

export type PlaceKind = 'city' | 'state';

export interface PlaceCandidate {
  readonly kind: PlaceKind;
  /** As the sandbox spells it. */
  readonly name: string;
}

/** A place name found in a text. */
export interface PlaceMention {
  /** Character offsets of the words in the text. */
  readonly start: number;
  readonly end: number;
  /** Token indexes [first, last + 1). */
  readonly firstToken: number;
  readonly endToken: number;
  /** The words as written. */
  readonly raw: string;
  readonly candidates: readonly PlaceCandidate[];
}

/** A word of a text with its position and the punctuation-free lowercase form used for matching. */
export interface Token {
  readonly raw: string;
  readonly norm: string;
  /** The word without a possessive ending ("Denver's" -> "denver"), when it has one. */
  readonly base?: string;
  readonly start: number;
  readonly end: number;
}

const POSTAL_CODES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Other names for a place, used only when the place exists in the sandbox. Keys are normalised. */
const CITY_ALIASES: Readonly<Record<string, string>> = {
  nyc: 'New York',
  'new york city': 'New York',
  vegas: 'Las Vegas',
  philly: 'Philadelphia',
  'washington dc': 'Washington',
  dc: 'Washington',
  slc: 'Salt Lake City',
  'st pete': 'St. Petersburg',
  la: 'Los Angeles',
  sf: 'San Francisco',
  nola: 'New Orleans',
};
/** Nicknames people write for a city (any case); each counts only when the city is in the sandbox. */
const CITY_NICKNAMES: Readonly<Record<string, string>> = {
  'big apple': 'New York',
  'the big apple': 'New York',
  'windy city': 'Chicago',
  'the windy city': 'Chicago',
  'chi town': 'Chicago',
  chitown: 'Chicago',
  'sin city': 'Las Vegas',
  'big easy': 'New Orleans',
  'the big easy': 'New Orleans',
  nawlins: 'New Orleans',
  beantown: 'Boston',
  'bean town': 'Boston',
  'mile high city': 'Denver',
  'the mile high city': 'Denver',
  'charm city': 'Baltimore',
  'music city': 'Nashville',
  'motor city': 'Detroit',
  motown: 'Detroit',
  'emerald city': 'Seattle',
  'city of angels': 'Los Angeles',
  'the city of angels': 'Los Angeles',
  'san fran': 'San Francisco',
  'frisco bay': 'San Francisco',
  'h town': 'Houston',
  'h-town': 'Houston',
  'space city': 'Houston',
  indy: 'Indianapolis',
  cincy: 'Cincinnati',
  cinci: 'Cincinnati',
  'steel city': 'Pittsburgh',
  'big d': 'Dallas',
  'the lou': 'St. Louis',
  hotlanta: 'Atlanta',
  mpls: 'Minneapolis',
  cbus: 'Columbus',
  sacto: 'Sacramento',
  'san antone': 'San Antonio',
  jax: 'Jacksonville',
  lauderdale: 'Fort Lauderdale',
  'twin cities': 'Minneapolis',
  okc: 'Oklahoma City',
  kc: 'Kansas City',
  stl: 'St. Louis',
  abq: 'Albuquerque',
  phx: 'Phoenix',
  nyc: 'New York',
  atl: 'Atlanta',
  'la la land': 'Los Angeles',
  tinseltown: 'Los Angeles',
};
/** Codes of the airports people write as a city's name (never an ordinary word): in capitals only, each counted only when the city is in the sandbox. */
const AIRPORT_CODES: Readonly<Record<string, string>> = {
  ATL: 'Atlanta',
  BOS: 'Boston',
  ORD: 'Chicago',
  MDW: 'Chicago',
  DFW: 'Dallas',
  DTW: 'Detroit',
  IAH: 'Houston',
  LAX: 'Los Angeles',
  MIA: 'Miami',
  MSP: 'Minneapolis',
  JFK: 'New York',
  LGA: 'New York',
  EWR: 'Newark',
  MCO: 'Orlando',
  PHL: 'Philadelphia',
  PHX: 'Phoenix',
  PDX: 'Portland',
  SFO: 'San Francisco',
  SLC: 'Salt Lake City',
  STL: 'St. Louis',
  TPA: 'Tampa',
  BNA: 'Nashville',
  AUS: 'Austin',
  ABQ: 'Albuquerque',
  OKC: 'Oklahoma City',
  CLT: 'Charlotte',
  RDU: 'Raleigh',
  MSY: 'New Orleans',
  CVG: 'Cincinnati',
  CLE: 'Cleveland',
  CMH: 'Columbus',
  BWI: 'Baltimore',
  DCA: 'Washington',
  IAD: 'Washington',
  MEM: 'Memphis',
  MKE: 'Milwaukee',
  MCI: 'Kansas City',
  OMA: 'Omaha',
  ELP: 'El Paso',
  BUF: 'Buffalo',
  BDL: 'Hartford',
  PVD: 'Providence',
  RIC: 'Richmond',
  JAX: 'Jacksonville',
  FLL: 'Fort Lauderdale',
  RSW: 'Fort Myers',
  PBI: 'West Palm Beach',
  SRQ: 'Sarasota',
  SJC: 'San Jose',
  SMF: 'Sacramento',
  BOI: 'Boise',
  GEG: 'Spokane',
  ANC: 'Anchorage',
  HNL: 'Honolulu',
  OGG: 'Kahului',
  DSM: 'Des Moines',
  ICT: 'Wichita',
  TUL: 'Tulsa',
  BHM: 'Birmingham',
  HSV: 'Huntsville',
  SAV: 'Savannah',
  CHS: 'Charleston',
  MYR: 'Myrtle Beach',
  GSP: 'Greenville',
  SDF: 'Louisville',
  GRR: 'Grand Rapids',
  MSN: 'Madison',
  GRB: 'Green Bay',
  FSD: 'Sioux Falls',
  BZN: 'Bozeman',
  RNO: 'Reno',
  PSP: 'Palm Springs',
  SBA: 'Santa Barbara',
  CID: 'Cedar Rapids',
  TUS: 'Tucson',
  SEA: 'Seattle',
  DEN: 'Denver',
  LAS: 'Las Vegas',
  PIT: 'Pittsburgh',
  IND: 'Indianapolis',
  HOU: 'Houston',
  DAL: 'Dallas',
  OAK: 'Oakland',
  SNA: 'Santa Ana',
  BUR: 'Burbank',
  ONT: 'Ontario',
  LGB: 'Long Beach',
};
/** State nicknames (any case), used only when the state is in the sandbox. */
const STATE_NICKNAMES: Readonly<Record<string, string>> = {
  'peach state': 'Georgia',
  'last frontier': 'Alaska',
  'the last frontier': 'Alaska',
  'hoosier state': 'Indiana',
  'beaver state': 'Oregon',
  'sunshine state': 'Florida',
  'lone star state': 'Texas',
  'golden state': 'California',
  'empire state': 'New York',
  'garden state': 'New Jersey',
  'evergreen state': 'Washington',
  'silver state': 'Nevada',
  'grand canyon state': 'Arizona',
  'aloha state': 'Hawaii',
  'big sky country': 'Montana',
  'treasure state': 'Montana',
  'bluegrass state': 'Kentucky',
  'show me state': 'Missouri',
  'volunteer state': 'Tennessee',
  'tar heel state': 'North Carolina',
  'palmetto state': 'South Carolina',
  'centennial state': 'Colorado',
  'beehive state': 'Utah',
  'gem state': 'Idaho',
  'land of enchantment': 'New Mexico',
  'cornhusker state': 'Nebraska',
  'sooner state': 'Oklahoma',
  'buckeye state': 'Ohio',
  'great lakes state': 'Michigan',
  'wolverine state': 'Michigan',
  'badger state': 'Wisconsin',
  'gopher state': 'Minnesota',
  'north star state': 'Minnesota',
  'land of 10,000 lakes': 'Minnesota',
  'hawkeye state': 'Iowa',
  'prairie state': 'Illinois',
  'land of lincoln': 'Illinois',
  'magnolia state': 'Mississippi',
  'pelican state': 'Louisiana',
  'natural state': 'Arkansas',
  'old dominion': 'Virginia',
  'keystone state': 'Pennsylvania',
  'bay state': 'Massachusetts',
  'constitution state': 'Connecticut',
  'ocean state': 'Rhode Island',
  'green mountain state': 'Vermont',
  'granite state': 'New Hampshire',
  'pine tree state': 'Maine',
  'mount rushmore state': 'South Dakota',
  'peace garden state': 'North Dakota',
  'cowboy state': 'Wyoming',
  'equality state': 'Wyoming',
  'mountain state': 'West Virginia',
  'old line state': 'Maryland',
  'first state': 'Delaware',
  cali: 'California',
  socal: 'California',
  norcal: 'California',
  'yellowhammer state': 'Alabama',
  'heart of dixie': 'Alabama',
  'sunflower state': 'Kansas',
};
/** Aliases that are ordinary words in lower case: they count only when written in capitals. */
const CAPITALS_ONLY_ALIASES = new Set(['dc', 'slc', 'la', 'sf', 'kc', 'okc', 'stl', 'abq', 'phx', 'atl', 'jax', 'big d']);

/** Spelling variants folded to one form: "Saint" = "St.", "Fort" = "Ft.", "Mount" = "Mt.". */
const WORD_FOLDS: Readonly<Record<string, string>> = { saint: 'st', sainte: 'ste', fort: 'ft', mount: 'mt' };
/** Abbreviations whose period does not end a name ("St. Louis"). */
const ABBREVIATIONS = new Set(['st', 'ste', 'ft', 'mt', 'dc']);

function normalizeWord(word: string): string {
  const w = word.toLowerCase().replace(/[.'’]/g, '');
  return WORD_FOLDS[w] ?? w;
}

function normalizeName(name: string): string {
  return tokenize(name)
    .map((t) => t.norm)
    .join(' ');
}

const TOKEN = /[A-Za-z0-9]+(?:['’.][A-Za-z0-9]+)*\.?/g;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const token: Token = { raw: m[0], norm: normalizeWord(m[0]), start: m.index, end: m.index + m[0].length };
    const possessive = /^(.+)['’]s$/i.exec(m[0]);
    out.push(possessive ? { ...token, base: normalizeWord(possessive[1]!) } : token);
  }
  return out;
}

interface Entry {
  readonly candidate: PlaceCandidate;
  /** Counts only when every letter of the words is a capital (postal codes, short aliases). */
  readonly capitalsOnly: boolean;
}

const MAX_NAME_TOKENS = 6;

export class PlaceIndex {
  private readonly entries = new Map<string, Entry[]>();
  private readonly cityState = new Map<string, string>();
  private readonly stateSet = new Set<string>();
  private readonly citiesOf = new Map<string, string[]>();

  constructor(names: PlaceNames) {
    for (const state of names.states()) {
      this.stateSet.add(state);
      this.add(normalizeName(state), { kind: 'state', name: state }, false);
    }
    for (const city of names.cities()) {
      const state = names.stateOf(city);
      if (state !== undefined) {
        this.cityState.set(city, state);
        this.stateSet.add(state);
        const list = this.citiesOf.get(state) ?? [];
        list.push(city);
        this.citiesOf.set(state, list);
      }
      this.add(normalizeName(city), { kind: 'city', name: city }, false);
    }
    for (const [code, state] of Object.entries(POSTAL_CODES)) {
      if (this.stateSet.has(state)) this.add(code.toLowerCase(), { kind: 'state', name: state }, true);
    }
    const hasCity = (city: string) => this.cityState.has(city) || names.cities().includes(city);
    for (const [alias, city] of [...Object.entries(CITY_ALIASES), ...Object.entries(CITY_NICKNAMES)]) {
      if (hasCity(city)) this.add(normalizeName(alias), { kind: 'city', name: city }, CAPITALS_ONLY_ALIASES.has(alias));
    }
    // An airport code names its city only where no city or state of the sandbox has that name already.
    for (const [code, city] of Object.entries(AIRPORT_CODES))
      if (hasCity(city) && !this.entries.has(code.toLowerCase())) this.add(code.toLowerCase(), { kind: 'city', name: city }, true);
    for (const [nickname, state] of Object.entries(STATE_NICKNAMES))
      if (this.stateSet.has(state)) this.add(normalizeName(nickname), { kind: 'state', name: state }, false);
  }

  private add(key: string, candidate: PlaceCandidate, capitalsOnly: boolean): void {
    if (key === '') return;
    const list = this.entries.get(key) ?? [];
    if (!list.some((e) => e.candidate.kind === candidate.kind && e.candidate.name === candidate.name && e.capitalsOnly === capitalsOnly)) {
      list.push({ candidate, capitalsOnly });
    }
    this.entries.set(key, list);
  }

  isCity(name: string): boolean {
    return this.cityState.has(name);
  }
  isState(name: string): boolean {
    return this.stateSet.has(name);
  }
  stateOf(city: string): string | undefined {
    return this.cityState.get(city);
  }
  citiesIn(state: string): readonly string[] {
    return this.citiesOf.get(state) ?? [];
  }

  /** Every place a whole name could mean ("texas", "TX", "St Petersburg"); empty when none. */
  lookup(name: string): PlaceCandidate[] {
    const tokens = tokenize(name);
    if (tokens.length === 0) return [];
    return this.candidatesFor(tokens, 0, tokens.length);
  }

  private candidatesFor(tokens: readonly Token[], from: number, to: number): PlaceCandidate[] {
    const words = tokens.slice(from, to);
    let entries = this.entries.get(words.map((t) => t.norm).join(' '));
    // "Austin's food scene": the name without its possessive ending.
    const last = words[words.length - 1]!;
    if (!entries && last.base !== undefined) entries = this.entries.get([...words.slice(0, -1).map((t) => t.norm), last.base].join(' '));
    if (!entries) return [];
    // Codes and short aliases count only in capitals, and never with an apostrophe ("I'D" is not Idaho).
    const capitals = tokens
      .slice(from, to)
      .every((t) => t.raw.replace(/[^A-Za-z]/g, '') === t.raw.replace(/[^A-Za-z]/g, '').toUpperCase() && !/['’]/.test(t.raw));
    return entries.filter((e) => !e.capitalsOnly || capitals).map((e) => e.candidate);
  }

  /**
   * Place names in a text, longest match first, left to right. A name does not run across punctuation
   * ("to Kansas. City tours" is Kansas), except the period of an abbreviation ("St. Louis").
   */
  scan(text: string, tokens: readonly Token[] = tokenize(text)): PlaceMention[] {
    const out: PlaceMention[] = [];
    let i = 0;
    while (i < tokens.length) {
      let found: PlaceMention | undefined;
      for (let j = Math.min(tokens.length, i + MAX_NAME_TOKENS); j > i; j--) {
        if (!this.joinable(text, tokens, i, j)) continue;
        const candidates = this.candidatesFor(tokens, i, j);
        if (candidates.length > 0) {
          found = {
            start: tokens[i]!.start,
            end: tokens[j - 1]!.end,
            firstToken: i,
            endToken: j,
            raw: text.slice(tokens[i]!.start, tokens[j - 1]!.end).replace(/[.,]$/, (p) => (ABBREVIATIONS.has(tokens[j - 1]!.norm) ? p : '')),
            candidates,
          };
          break;
        }
      }
      if (found) {
        out.push(found);
        i = found.endToken;
      } else i++;
    }
    return out;
  }

  /** Whether tokens [i, j) may form one name: only spaces between them (or an abbreviation's period). */
  private joinable(text: string, tokens: readonly Token[], i: number, j: number): boolean {
    for (let k = i + 1; k < j; k++) {
      const prev = tokens[k - 1]!;
      const gap = text.slice(prev.end, tokens[k]!.start);
      // "H-Town", "Show-Me State": a hyphen joins the words of a name as a space does.
      if (!/^\s+$|^-$/.test(gap)) return false;
      if (prev.raw.endsWith('.') && !ABBREVIATIONS.has(prev.norm) && !/\.[A-Za-z]/.test(prev.raw)) return false;
    }
    return true;
  }
}

const indexCache = new WeakMap<PlaceNames, PlaceIndex>();

/** The (cached) index of a sandbox's names. */
export function placeIndex(names: PlaceNames): PlaceIndex {
  let index = indexCache.get(names);
  if (!index) {
    index = new PlaceIndex(names);
    indexCache.set(names, index);
  }
  return index;
}
