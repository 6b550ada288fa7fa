/**
 * The places the generator draws from: the sandbox's US cities and states, minus every name a careful reader
 * could take two ways (so an expectation never rests on a reading READING.md leaves open):
 * - a city whose name is also a state's (New York, Washington, Ontario, Victoria, San Juan, ...);
 * - a name that contains, or is contained in, another place name, word for word (Kansas City / Kansas,
 *   Wichita / Wichita Falls, Bend / North Bend, Idaho Falls / Idaho, Virginia / West Virginia);
 * - a city that is an ordinary English word or a common first name (Mission, Bend, Florence, Jackson,
 *   Phoenix, Anchorage, Providence, Savannah, ...) or holds a word READING.md gives a meaning to ("grand");
 * - a place outside the US states (Birmingham, England; Melbourne, Victoria; Charlotte Amalie, St. Thomas);
 * - names with punctuation (St. Louis, Martha's Vineyard), which the lowercase, punctuation-free styles
 *   would have to spell differently.
 * Destination states also need at least 3 cities in the data.
 */
import type { PlaceNames } from '../../../src/translate/places.ts';

export const US_STATES: Readonly<Record<string, string>> = {
  Alabama: 'AL',
  Alaska: 'AK',
  Arizona: 'AZ',
  Arkansas: 'AR',
  California: 'CA',
  Colorado: 'CO',
  Connecticut: 'CT',
  Delaware: 'DE',
  Florida: 'FL',
  Georgia: 'GA',
  Hawaii: 'HI',
  Idaho: 'ID',
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Kentucky: 'KY',
  Louisiana: 'LA',
  Maine: 'ME',
  Maryland: 'MD',
  Massachusetts: 'MA',
  Michigan: 'MI',
  Minnesota: 'MN',
  Mississippi: 'MS',
  Missouri: 'MO',
  Montana: 'MT',
  Nebraska: 'NE',
  Nevada: 'NV',
  'New Hampshire': 'NH',
  'New Jersey': 'NJ',
  'New Mexico': 'NM',
  'New York': 'NY',
  'North Carolina': 'NC',
  'North Dakota': 'ND',
  Ohio: 'OH',
  Oklahoma: 'OK',
  Oregon: 'OR',
  Pennsylvania: 'PA',
  'Rhode Island': 'RI',
  'South Carolina': 'SC',
  'South Dakota': 'SD',
  Tennessee: 'TN',
  Texas: 'TX',
  Utah: 'UT',
  Vermont: 'VT',
  Virginia: 'VA',
  Washington: 'WA',
  'West Virginia': 'WV',
  Wisconsin: 'WI',
  Wyoming: 'WY',
};

/**
 * Abbreviations that are also English words or READING.md words ("OR" joins cuisines; "IN", "OK", "ME", "HI",
 * "OH", "LA", "DE", "PA", "MA", "AL", "CO", "ID", "MD", "MS", "MO", "NE", "IA"...): never written bare after a city
 * ("Portland OR"), only in parentheses.
 */
export const WORDLIKE_ABBR = new Set(['AL', 'CO', 'DE', 'HI', 'IA', 'ID', 'IN', 'LA', 'MA', 'MD', 'ME', 'MO', 'MS', 'NE', 'OH', 'OK', 'OR', 'PA']);

/** Cities that are ordinary words, common first names, or carry a word READING.md reads (grand, rapid, key, ...). */
const ORDINARY = new Set(
  [
    'Mission',
    'Bend',
    'Florence',
    'Victoria',
    'Jackson',
    'Concord',
    'Butte',
    'Midland',
    'Longview',
    'Nome',
    'Deadhorse',
    'Augusta',
    'Helena',
    'Eugene',
    'Everett',
    'Cody',
    'Charleston',
    'Champaign',
    'Kona',
    'Erie',
    'Hancock',
    'Decatur',
    'Greer',
    'Gustavus',
    'Bristol',
    'Manchester',
    'Aberdeen',
    'Alexandria',
    'Hilton Head',
    'State College',
    'College Station',
    'Dodge City',
    'Fort Dodge',
    'Panama City',
    'Key West',
    'Sun Valley',
    'Palm Springs',
    'International Falls',
    'Salisbury',
    'Rapid City',
    'Anchorage',
    'Providence',
    'Billings',
    'Vernal',
    'Phoenix',
    'Flagstaff',
    'Savannah',
    'Kodiak',
    'Manhattan',
    'Long Beach',
    'Devils Lake',
    'Rock Springs',
    'Iron Mountain',
    'Great Falls',
    'Twin Falls',
    'Waterloo',
    'Adak Island',
    'Presque Isle',
    'White Plains',
  ].map((s) => s.toLowerCase()),
);

const words = (s: string) => s.toLowerCase().split(/\s+/);

/** Words READING.md reads as a cue or an amount: a city holding one is left out ("Grand Rapids": "2 grand"). */
const CUE_WORDS = new Set(['grand', 'no', 'or', 'and', 'to', 'from', 'in', 'of', 'for', 'city', 'cities', 'state']);

/** Whether the words of `inner` occur, in order and adjacent, inside `outer`. */
function containsWords(outer: string, inner: string): boolean {
  const o = words(outer);
  const i = words(inner);
  for (let k = 0; k + i.length <= o.length; k++) if (i.every((w, j) => o[k + j] === w)) return true;
  return false;
}

export interface Pool {
  /** Cities safe to name, with their states (all US states). */
  readonly cities: readonly { readonly name: string; readonly state: string }[];
  /** States safe to name as a destination, with at least 3 cities in the data. */
  readonly states: readonly string[];
  stateOf(city: string): string;
  /** Cities of the data in a state (all of them, not only the safe ones). */
  citiesIn(state: string): readonly string[];
}

export function buildPool(names: PlaceNames): Pool {
  const allCities = names.cities();
  const allStates = names.states();
  const allNames = [...new Set([...allCities, ...allStates])];
  const stateOf = new Map<string, string>();
  const byState = new Map<string, string[]>();
  for (const c of allCities) {
    const s = names.stateOf(c);
    if (s === undefined) continue;
    stateOf.set(c, s);
    byState.set(s, [...(byState.get(s) ?? []), c]);
  }
  const ambiguous = (name: string) => allNames.some((other) => other !== name && (containsWords(other, name) || containsWords(name, other)));
  const cities = allCities
    .filter((c) => {
      const s = stateOf.get(c);
      if (s === undefined || !(s in US_STATES)) return false;
      if (/[^A-Za-z ]/.test(c)) return false;
      if (ORDINARY.has(c.toLowerCase())) return false;
      if (words(c).some((w, i) => CUE_WORDS.has(w) && !(w === 'city' && i > 0))) return false;
      if (allStates.includes(c) || c in US_STATES) return false;
      return !ambiguous(c);
    })
    .map((name) => ({ name, state: stateOf.get(name)! }));
  const states = allStates.filter(
    (s) => s in US_STATES && !allCities.includes(s) && !ambiguous(s) && (byState.get(s)?.length ?? 0) >= 3 && cities.some((c) => c.state !== s),
  );
  if (cities.length < 10) throw new Error(`the place pool is too small (${cities.length} cities)`);
  return {
    cities,
    states,
    stateOf: (c) => {
      const s = stateOf.get(c);
      if (s === undefined) throw new Error(`no state for ${c}`);
      return s;
    },
    citiesIn: (s) => byState.get(s) ?? [],
  };
}
