/**
 * The roles of a request's places (src/translate/rules/roles.ts; READING.md, "origin", "destination", "cityCount" and
 * "Roles are one assignment"), held to exact outcomes: the cues settled before any role is weighed (arrows, lists, an
 * "or" of places, a corrected state, ordinary words and dishes named after places), the one assignment scored over
 * all the places (strong cues, hard facts, weak cues, the order of naming), a tie asked about, the cities of a
 * destination state (named beside it, as a cluster of one state, or as a list of stops), where someone lives or a
 * story of another trip set aside, and the exact refusal of each place field. Each group writes one request per
 * alternative of a cue or fallback, in a frame where a wrong reading changes the outcome. Written against the survivors
 * of `npm run mutate -- rules --file src/translate/rules/roles.ts`.
 */
import { expect } from 'chai';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

const GEOGRAPHY = miniGeography();

/** When, who and how much: a frame with no place in it. */
const REST = ', March 16th to March 18th, 2022, for 2 people, budget $1,000.';
/** The same over five days, for three cities. */
const REST5 = ', March 16th to March 20th, 2022, for 2 people, budget $1,000.';

/** A person's answers to earlier questions, by field. */
type Answers = Readonly<Record<string, string>>;

/** The fields roles.ts reads, and the refusals that name them. */
const PLACE_FIELDS = new Set(['origin', 'destination', 'cityCount', 'cities']);

/** What a request makes of its places (see `places`). */
interface Reading {
  readonly origin: string | null;
  readonly destination: { readonly kind: string; readonly name: string } | null;
  readonly cities: readonly string[] | null;
  readonly cityCount: number | null;
  /** The words of the origin, the destination and the cities. */
  readonly words: readonly (readonly string[] | null)[];
  readonly ignored: readonly (readonly string[])[];
  readonly errors: readonly (readonly (string | readonly string[])[])[];
}

/**
 * What a request makes of its places: the place fields read (null when refused), the words each came from (origin,
 * destination, cities), the words set aside with their rule, and the refusals of the place fields, with their choices.
 */
function places(request: string, answers?: Answers): Reading {
  const o = readRequest(request, GEOGRAPHY, answers === undefined ? {} : { answers });
  const words = (field: string): readonly string[] | null => o.provenance.fields[field]?.words ?? null;
  return {
    origin: o.fields.origin ?? null,
    destination: o.fields.destination ?? null,
    cities: o.fields.cities ?? null,
    cityCount: o.fields.cityCount ?? null,
    words: [words('origin'), words('destination'), words('cities')],
    ignored: o.provenance.ignored.map((i) => [i.words, i.rule]),
    errors: o.errors.filter((e) => PLACE_FIELDS.has(e.field)).map((e) => (e.choices ? [e.field, e.message, [...e.choices]] : [e.field, e.message])),
  };
}

/** Each request (with the answers given, if any) and what it must read as; all at once, so a failure shows every case. */
function expectPlaces(cases: readonly (readonly [request: string, expected: Reading, answers?: Answers])[]): void {
  expect(cases.map(([request, , answers]) => [request, places(request, answers)])).to.deep.equal(cases.map(([request, expected]) => [request, expected]));
}

describe('rules translator, roles.ts: the cues settled before roles are weighed', () => {
  it('a lowercase name listed right after a place (+, &, "and", a comma) is a place; after ", and", a line break or another such name it is a word', () => {
    expectPlaces([
      [
        `A trip from Denver to Austin and mission${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Mission'],
          cityCount: 2,
          words: [['from Denver'], null, ['to Austin', 'mission']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `A trip from Denver to Austin,mission${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Mission'],
          cityCount: 2,
          words: [['from Denver'], null, ['to Austin', 'mission']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `A trip from Denver to Austin & mission${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Mission'],
          cityCount: 2,
          words: [['from Denver'], null, ['to Austin', 'mission']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `A trip from Denver to Austin + mission${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Mission'],
          cityCount: 2,
          words: [['from Denver'], null, ['to Austin', 'mission']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `A trip from Denver to Austin  &  mission${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Mission'],
          cityCount: 2,
          words: [['from Denver'], null, ['to Austin', 'mission']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `A trip from Denver to Austin, and mission${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['from Denver'], ['to Austin'], null],
          ignored: [['mission', 'not-a-place']],
          errors: [],
        },
      ],
      [
        `A trip from Denver to Austin\nand mission${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['from Denver'], ['to Austin'], null],
          ignored: [['mission', 'not-a-place']],
          errors: [],
        },
      ],
      [
        `A trip from Denver to Austin, bend and mission${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['from Denver'], null, null],
          ignored: [['mission', 'not-a-place']],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Austin", "bend")',
              ['Austin', 'bend'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it('"been west of X" (any spacing) measures by a place, never one of the trip; "been north of town" names none', () => {
    expectPlaces([
      [
        `Been west of Denver? Never. A trip from Reno to Austin${REST}`,
        {
          origin: 'Reno',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['from Reno'], ['to Austin'], null],
          ignored: [['Denver', 'narrative']],
          errors: [],
        },
      ],
      [
        `We have never been north of town, from Reno to Austin${REST}`,
        {
          origin: 'Reno',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['from Reno'], ['to Austin'], null],
          ignored: [],
          errors: [],
        },
      ],
      [
        `We have never been  west of Denver. From Reno to Austin${REST}`,
        {
          origin: 'Reno',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['From Reno'], ['to Austin'], null],
          ignored: [['Denver.', 'narrative']],
          errors: [],
        },
      ],
      [
        `We have never been west  of Denver. From Reno to Austin${REST}`,
        {
          origin: 'Reno',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['From Reno'], ['to Austin'], null],
          ignored: [['Denver.', 'narrative']],
          errors: [],
        },
      ],
      [
        `We have never been west of  Denver. From Reno to Austin${REST}`,
        {
          origin: 'Reno',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['From Reno'], ['to Austin'], null],
          ignored: [['Denver.', 'narrative']],
          errors: [],
        },
      ],
    ]);
  });

  it('a dish after a place with no cue (within 30 characters) names no place; a place with nothing after it is a stray place', () => {
    expectPlaces([
      [
        `A trip from Reno to Austin${REST} Memphis barbecue is a must.`,
        {
          origin: 'Reno',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['from Reno'], ['to Austin'], null],
          ignored: [['Memphis', 'not-a-place']],
          errors: [],
        },
      ],
      [
        `A trip from Reno to Austin${REST} Memphis                          bbq is a must.`,
        {
          origin: 'Reno',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['from Reno'], ['to Austin'], null],
          ignored: [['Memphis', 'not-a-place']],
          errors: [],
        },
      ],
      [
        `A trip from Reno to Austin${REST} Memphis                              barbecue is a must.`,
        {
          origin: 'Reno',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['from Reno'], ['to Austin'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Memphis")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `A trip from Reno to Austin${REST} Memphis is a must.`,
        {
          origin: 'Reno',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['from Reno'], ['to Austin'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Memphis")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it('an arrow or "for" after the origin does not take the role the next place\'s own words give it', () => {
    expectPlaces([
      [
        `A trip from Denver -> Austin is our home base${REST}`,
        {
          origin: null,
          destination: null,
          cities: [],
          cityCount: null,
          words: [null, null, null],
          ignored: [],
          errors: [
            ['origin', 'origin: more than one starting city: Denver, Austin (found: "Denver", "Austin")', ['Denver', 'Austin']],
            ['destination', 'destination: no destination found; write "to <city>" or "<n> cities in <state>"'],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `A trip from Denver for Austin is our home base${REST}`,
        {
          origin: null,
          destination: null,
          cities: [],
          cityCount: null,
          words: [null, null, null],
          ignored: [],
          errors: [
            ['origin', 'origin: more than one starting city: Denver, Austin (found: "Denver", "Austin")', ['Denver', 'Austin']],
            ['destination', 'destination: no destination found; write "to <city>" or "<n> cities in <state>"'],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it('a place that starts an "or" of places is with them, not with the place it is listed after', () => {
    expectPlaces([
      // ("Gulfport or Jackson" is a choice of destinations: Gulfport is refused, Jackson is its alternative.)
      [
        `Based in Missoula and Gulfport or Jackson is our destination${REST}`,
        {
          origin: 'Missoula',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Based in Missoula'], ['Jackson'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Gulfport")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Based in Missoula, Gulfport or Jackson is our destination${REST}`,
        {
          origin: 'Missoula',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Based in Missoula'], ['Jackson'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Gulfport")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Based in Missoula & Gulfport or Jackson is our destination${REST}`,
        {
          origin: 'Missoula',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Based in Missoula'], ['Jackson'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Gulfport")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Based in Missoula and Gulfport, or Jackson is our destination${REST}`,
        {
          origin: 'Missoula',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Based in Missoula'], ['Jackson'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Gulfport")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Based in Missoula and Gulfport , or Jackson is our destination${REST}`,
        {
          origin: 'Missoula',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Based in Missoula'], ['Jackson'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Gulfport")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Based in Missoula and Gulfport,or Jackson is our destination${REST}`,
        {
          origin: 'Missoula',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Based in Missoula'], ['Jackson'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Gulfport")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Based in Missoula and Gulfport or  Jackson is our destination${REST}`,
        {
          origin: 'Missoula',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Based in Missoula'], ['Jackson'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Gulfport")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      // Not an "or" right after it, nor one on the next line: Gulfport is listed with Missoula, a second starting city.
      [
        `Based in Missoula and Gulfport or perhaps Jackson is our destination${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Jackson' },
          cities: [],
          cityCount: 1,
          words: [null, ['Jackson'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Missoula, Gulfport (found: "Missoula", "Gulfport")', ['Missoula', 'Gulfport']]],
        },
      ],
      [
        `Based in Missoula and Gulfport\nor Jackson is our destination${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Jackson' },
          cities: [],
          cityCount: 1,
          words: [null, ['Jackson'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Missoula, Gulfport (found: "Missoula", "Gulfport")', ['Missoula', 'Gulfport']]],
        },
      ],
      [
        `Based in Missoula and Gulfport and/or Jackson is our destination${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Jackson' },
          cities: [],
          cityCount: 1,
          words: [null, ['Jackson'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Missoula, Gulfport (found: "Missoula", "Gulfport")', ['Missoula', 'Gulfport']]],
        },
      ],
      [
        `Based in Missoula and Gulfport and Jackson is our destination${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Jackson' },
          cities: [],
          cityCount: 1,
          words: [null, ['Jackson'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Missoula, Gulfport (found: "Missoula", "Gulfport")', ['Missoula', 'Gulfport']]],
        },
      ],
    ]);
  });

  it('a place listed after the origin with any list word and spacing is a second starting city', () => {
    expectPlaces([
      [
        `A trip to Austin from Denver , Boise${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['trip to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Boise (found: "Denver", "Boise")', ['Denver', 'Boise']]],
        },
      ],
      [
        `A trip to Austin from Denver,and Boise${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['trip to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Boise (found: "Denver", "Boise")', ['Denver', 'Boise']]],
        },
      ],
      [
        `A trip to Austin from Denver, and Boise${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['trip to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Boise (found: "Denver", "Boise")', ['Denver', 'Boise']]],
        },
      ],
      [
        `A trip to Austin from Denver,Boise${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['trip to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Boise (found: "Denver", "Boise")', ['Denver', 'Boise']]],
        },
      ],
      [
        `A trip to Austin from Denver and  Boise${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['trip to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Boise (found: "Denver", "Boise")', ['Denver', 'Boise']]],
        },
      ],
      [
        `A trip to Austin from Denver${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['from Denver'], ['trip to Austin'], null],
          ignored: [],
          errors: [],
        },
      ],
    ]);
  });

  it('"& then", "and then also" list the next stop with any spacing', () => {
    expectPlaces([
      [
        `A trip from Denver to Austin and  then also Dallas${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas'],
          cityCount: 2,
          words: [['from Denver'], null, ['to Austin', 'Dallas']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `A trip from Denver to Austin & then Dallas${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas'],
          cityCount: 2,
          words: [['from Denver'], null, ['to Austin', 'Dallas']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `A trip from Denver to Austin & then  Dallas${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas'],
          cityCount: 2,
          words: [['from Denver'], null, ['to Austin', 'Dallas']],
          ignored: [],
          errors: [],
        },
      ],
    ]);
  });
});

describe('rules translator, roles.ts: a state said as a correction', () => {
  it('a state said as a correction of the state just before it takes its role and sets it aside', () => {
    expectPlaces([
      [
        `Denver -> Texas? no, let's say Georgia${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Georgia' },
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Georgia'], null],
          ignored: [['Texas', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Georgia") (found: "Georgia")']],
        },
      ],
      [
        `Denver -> New York? no, let's say Georgia${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Georgia' },
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Georgia'], null],
          ignored: [['New York', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Georgia") (found: "Georgia")']],
        },
      ],
      [
        `Thinking Texas... actually no, let's do Georgia. From Denver${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Georgia' },
          cities: [],
          cityCount: null,
          words: [['From Denver'], ['do Georgia.'], null],
          ignored: [['Texas.', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Georgia") (found: "Georgia")']],
        },
      ],
      [
        `From Denver. Thinking Texas... actually no, to Georgia${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Georgia' },
          cities: [],
          cityCount: null,
          words: [['From Denver.'], ['to Georgia'], null],
          ignored: [['Texas.', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Georgia") (found: "Georgia")']],
        },
      ],
      // On the next line too, but not two lines on.
      [
        `Denver -> Texas\nno, let's say Georgia${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Georgia' },
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Georgia'], null],
          ignored: [['Texas', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Georgia") (found: "Georgia")']],
        },
      ],
      [
        `Denver -> Texas\nMarch 16th to March 18th, 2022\nno, let's say Georgia, for 2 people, budget $1,000.`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Georgia")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Hi!\nDenver -> Texas? no, let's say Georgia${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Georgia' },
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Georgia'], null],
          ignored: [['Texas', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Georgia") (found: "Georgia")']],
        },
      ],
    ]);
  });

  it('only a state corrects a state: a city before it, or a city after it, is no correction of one', () => {
    expectPlaces([
      [
        `Denver -> Austin? no, let's say Georgia${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Austin'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Georgia")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Denver -> Texas? no, let's say New York${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "New York")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Denver -> Texas? no, let's say Boise${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [],
          errors: [
            ['destination', 'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Boise")'],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it('a state added ("add", "also", "too", "as well", any spacing) is a second destination, not a correction', () => {
    expectPlaces([
      [
        `Denver -> Texas? no, let's also add Georgia${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Georgia")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Denver -> Texas? no, Georgia too${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Georgia")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Denver -> Texas? no, Georgia as well${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Georgia")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Denver -> Texas? no, Georgia  too${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Georgia")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Denver -> Texas? no, Georgia  as well${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Georgia")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Denver -> Texas? no, Georgia as  well${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Georgia")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      // Words of adding elsewhere in the request, or "too" later in the line, add nothing.
      [
        `Denver -> Texas? no, let's say Georgia. We also love food${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Georgia' },
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Georgia.'], null],
          ignored: [['Texas', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Georgia") (found: "Georgia")']],
        },
      ],
      [
        `Denver -> Texas? no, let's say Georgia, it is not too hot${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Georgia' },
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Georgia'], null],
          ignored: [['Texas', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Georgia") (found: "Georgia")']],
        },
      ],
    ]);
  });

  it('a corrected state with its own cue keeps it, and the state corrected back to is the destination with both its mentions', () => {
    expectPlaces([
      [
        `From Denver. Thinking Texas... actually no, to Georgia. Austin is too hot${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver.'], ['to Georgia.'], null],
          ignored: [['Texas.', 'corrected']],
          errors: [
            ['destination', 'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Austin")'],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Denver -> Texas? no, Georgia. Actually no, Texas${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas'], null],
          ignored: [['Georgia.', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Texas") (found: "Texas")']],
        },
      ],
      [
        `Denver -> Texas? no, Georgia. Actually no, to Texas${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: [],
          cityCount: null,
          words: [['Denver'], ['Texas', 'to Texas'], null],
          ignored: [['Georgia.', 'corrected']],
          errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Texas") (found: "Texas")']],
        },
      ],
    ]);
  });
});

describe('rules translator, roles.ts: one assignment of origin and destination', () => {
  it('two places with only a bare "in" each: which one the trip starts from is asked, naming both', () => {
    expectPlaces([
      [
        `A day in Denver and a day in Austin${REST}`,
        {
          origin: null,
          destination: null,
          cities: [],
          cityCount: null,
          words: [null, null, null],
          ignored: [],
          errors: [
            ['origin', 'origin: the words do not say which place the trip starts from: Denver or Austin (found: "Denver", "Austin")', ['Denver', 'Austin']],
            ['destination', 'destination: not found in the request'],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `Some time in Denver and some time in Austin${REST}`,
        {
          origin: null,
          destination: null,
          cities: [],
          cityCount: null,
          words: [null, null, null],
          ignored: [],
          errors: [
            ['origin', 'origin: the words do not say which place the trip starts from: Denver or Austin (found: "Denver", "Austin")', ['Denver', 'Austin']],
            ['destination', 'destination: not found in the request'],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it('a weak cue does not outweigh a hard fact: a state named only as where the writer is starts nothing and is quoted', () => {
    expectPlaces([
      [
        `We're in Texas and want to go to Denver${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Denver' },
          cities: [],
          cityCount: 1,
          words: [null, ['to Denver'], null],
          ignored: [],
          errors: [['origin', 'origin: no starting city found (a place is named, but not as where the trip starts: write "from <city>") (found: "Texas")']],
        },
      ],
      [
        `We're in the state of New York, trip to Austin${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['trip to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: no starting city found (a place is named, but not as where the trip starts: write "from <city>") (found: "New York")']],
        },
      ],
      [
        `We're in New York, trip to Austin${REST}`,
        {
          origin: 'New York',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [["We're in New York"], ['trip to Austin'], null],
          ignored: [],
          errors: [],
        },
      ],
      // A strong cue does: the place the writer moved to, or "from", is the origin, refused as a state.
      [
        `We just moved to Texas and want to visit Boston${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Boston' },
          cities: [],
          cityCount: 1,
          words: [null, ['visit Boston'], null],
          ignored: [],
          errors: [['origin', 'origin: Texas is a state, not a city; the trip must start from a city (found: "Texas")']],
        },
      ],
      [
        `I'm from the state of New York, trip to Austin${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['trip to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: New York is a state, not a city; the trip must start from a city (found: "New York")']],
        },
      ],
      [
        `From the state of New York to Austin${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: New York is a state, not a city; the trip must start from a city (found: "New York")']],
        },
      ],
    ]);
  });

  it("a name the sandbox lacks is refused as the origin it is cued as, and set aside as where a person is from once the trip's places are read", () => {
    expectPlaces([
      [
        `Sedona -> Austin${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: names a place that is not a city of the sandbox (found: "Sedona")']],
        },
      ],
      [
        `From Sedona. Trip to Austin. We're in Denver${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['Trip to Austin.'], null],
          ignored: [['Denver', 'not-the-trip']],
          errors: [['origin', 'origin: names a place that is not a city of the sandbox (found: "From Sedona")']],
        },
      ],
      [
        `I am from Brazil, now I live in Austin and want to visit Boise${REST}`,
        {
          origin: 'Austin',
          destination: { kind: 'city', name: 'Boise' },
          cities: [],
          cityCount: 1,
          words: [['I live in Austin'], ['visit Boise'], null],
          ignored: [['from Brazil', 'not-the-trip']],
          errors: [],
        },
      ],
      [
        `I'm from Sedona, trip from Denver to Austin${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['from Denver'], ['to Austin'], null],
          ignored: [['from Sedona', 'not-the-trip']],
          errors: [],
        },
      ],
    ]);
  });

  it('two places cued as the origin, or as the destination, are refused with both', () => {
    expectPlaces([
      [
        `From Denver or Reno to Austin${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Reno (found: "Denver", "Reno")', ['Denver', 'Reno']]],
        },
      ],
      [
        `A week in Denver and Austin${REST}`,
        {
          origin: null,
          destination: null,
          cities: [],
          cityCount: null,
          words: [null, null, null],
          ignored: [],
          errors: [
            ['origin', 'origin: no starting city found; write "from <city>"'],
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Denver", "Austin")',
              ['Denver', 'Austin'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `We're in Denver right now. We'd like some time in Denver and Boise${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [["We're in Denver"], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Denver", "Boise")',
              ['Denver', 'Boise'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `From Denver to Austin, Dallas, Houston and El Paso${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Austin", "Dallas", "Houston", "El Paso")',
              ['Austin', 'Dallas', 'Houston', 'El Paso'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it('a second place cued for a role the chosen place has is refused with both, quoted in the order written', () => {
    expectPlaces([
      [
        `We just moved to Reno. A trip from Denver to Austin${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Reno, Denver (found: "Reno", "Denver")', ['Reno', 'Denver']]],
        },
      ],
      [
        `Visit Boise. From Denver to Austin${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Boise", "Austin")',
              ['Boise', 'Austin'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `From Denver to Austin. Visit Boise${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Austin", "Boise")',
              ['Austin', 'Boise'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it("a place cued for a role another place takes is a second place for that role, refused with both; so is a story's place named again outside it", () => {
    expectPlaces([
      [
        `From Denver or Austin to Texas, 2 cities${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Texas' },
          cities: [],
          cityCount: 2,
          words: [null, ['to Texas'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Austin (found: "Denver", "Austin")', ['Denver', 'Austin']]],
        },
      ],
      [
        `From Denver or Reno to Austin; we live in Denver, Colorado${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['to Austin'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Reno (found: "Denver", "Reno")', ['Denver', 'Reno']]],
        },
      ],
      [
        `From Denver to Austin. We went to Boston last year. Boston is lovely${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Austin", "Boston")',
              ['Austin', 'Boston'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it('a state named as the origin is refused as a state, even when the destination city has its name', () => {
    expectPlaces([
      [
        `From NY to New York City${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'New York' },
          cities: [],
          cityCount: 1,
          words: [null, ['to New York City'], null],
          ignored: [],
          errors: [['origin', 'origin: New York is a state, not a city; the trip must start from a city (found: "NY")']],
        },
      ],
    ]);
  });

  it("a city with its own state named beside it, and no origin, is that state's city to visit: the origin lies outside the destination state", () => {
    expectPlaces([
      [
        `Idaho, 2 cities. Boise${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Idaho' },
          cities: ['Boise'],
          cityCount: 2,
          words: [null, ['Idaho'], ['Boise']],
          ignored: [],
          errors: [['origin', 'origin: no starting city found; write "from <city>"']],
        },
      ],
      [
        `Boise and Idaho${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Idaho' },
          cities: ['Boise'],
          cityCount: 1,
          words: [null, ['Idaho'], ['Boise']],
          ignored: [],
          errors: [['origin', 'origin: no starting city found; write "from <city>"']],
        },
      ],
      [
        `Boise and Idaho, 2 cities${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Idaho' },
          cities: ['Boise'],
          cityCount: 2,
          words: [null, ['Idaho'], ['Boise']],
          ignored: [],
          errors: [['origin', 'origin: no starting city found; write "from <city>"']],
        },
      ],
      [
        `Boise, 2 cities${REST}`,
        {
          origin: 'Boise',
          destination: null,
          cities: [],
          cityCount: 2,
          words: [['Boise'], null, null],
          ignored: [],
          errors: [['destination', 'destination: no destination found; write "to <city>" or "<n> cities in <state>"']],
        },
      ],
    ]);
  });

  it('a place cued for the origin that the chosen origin leaves is a second starting city, whatever else is said of it', () => {
    expectPlaces([
      [
        `From Denver or Austin to Texas, 2 cities. Austin is fun${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Texas' },
          cities: [],
          cityCount: 2,
          words: [null, ['to Texas'], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Austin (found: "Denver", "Austin")', ['Denver', 'Austin']]],
        },
      ],
      [
        `From Denver or Reno to Austin. We're in Austin${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [null, ['to Austin.', "We're in Austin"], null],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Reno (found: "Denver", "Reno")', ['Denver', 'Reno']]],
        },
      ],
    ]);
  });

  it('where someone lives is not set aside when it is also named to visit and the count is not met without it', () => {
    expectPlaces([
      [
        `Texas, 2 cities: Austin, Dallas and Houston, from Denver. My sister lives in Houston${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas', 'Houston'],
          cityCount: null,
          words: [['from Denver.'], ['Texas'], ['Austin', 'Dallas', 'Houston']],
          ignored: [],
          errors: [['cityCount', 'cityCount: 3 cities are named (Austin, Dallas, Houston) but the trip visits 2 (found: "2 cities")', ['3']]],
        },
      ],
    ]);
  });

  it("the same place named as a city and as a state is one place; another state's city beside it is a second destination", () => {
    expectPlaces([
      [
        `From Denver to Washington DC. Washington is great. WA too${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Washington DC", "Washington", "WA")',
              ['Washington DC', 'Washington', 'WA'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });
});

describe('rules translator, roles.ts: a destination state and its cities', () => {
  it('a destination state explains the cities of it named beside it, whatever starts the trip, and their words of going are its own', () => {
    expectPlaces([
      [
        `Utah - to Salt Lake City and Moab${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [null, ['Utah'], ['to Salt Lake City', 'Moab']],
          ignored: [],
          errors: [['origin', 'origin: no starting city found; write "from <city>"']],
        },
      ],
      [
        `Utah, from Sedona to Salt Lake City and Moab${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [null, ['Utah'], ['to Salt Lake City', 'Moab']],
          ignored: [],
          errors: [['origin', 'origin: names a place that is not a city of the sandbox (found: "from Sedona")']],
        },
      ],
      [
        `Utah, from Idaho to Salt Lake City and Moab${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [null, ['Utah'], ['to Salt Lake City', 'Moab']],
          ignored: [],
          errors: [['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")']],
        },
      ],
      [
        `Utah, from Idaho: Salt Lake City and Moab${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [null, ['Utah'], ['Salt Lake City', 'Moab']],
          ignored: [],
          errors: [['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")']],
        },
      ],
      [
        `Utah, from Sedona: Salt Lake City and Moab${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [null, ['Utah'], ['Salt Lake City', 'Moab']],
          ignored: [],
          errors: [['origin', 'origin: names a place that is not a city of the sandbox (found: "from Sedona")']],
        },
      ],
      [
        `Utah, from Denver or Reno: Salt Lake City and Moab${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [null, ['Utah'], ['Salt Lake City', 'Moab']],
          ignored: [],
          errors: [['origin', 'origin: more than one starting city: Denver, Reno (found: "Denver", "Reno")', ['Denver', 'Reno']]],
        },
      ],
      [
        `Utah: Salt Lake City and Moab, from Denver${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['from Denver'], ['Utah'], ['Salt Lake City', 'Moab']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `Utah, from Denver: visit Salt Lake City and Moab${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['from Denver'], ['Utah'], ['visit Salt Lake City', 'Moab']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `Alaska! Anchorage and Fairbanks, 2 cities${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Alaska' },
          cities: ['Anchorage', 'Fairbanks'],
          cityCount: 2,
          words: [null, ['Alaska'], ['Anchorage', 'Fairbanks']],
          ignored: [],
          errors: [['origin', 'origin: no starting city found; write "from <city>"']],
        },
      ],
      [
        `Alaska! Anchorage and Fairbanks, from Sedona${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Alaska' },
          cities: ['Anchorage', 'Fairbanks'],
          cityCount: 2,
          words: [null, ['Alaska'], ['Anchorage', 'Fairbanks']],
          ignored: [],
          errors: [['origin', 'origin: names a place that is not a city of the sandbox (found: "from Sedona")']],
        },
      ],
      [
        `Alaska! Anchorage and Fairbanks, from Idaho${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Alaska' },
          cities: ['Anchorage', 'Fairbanks'],
          cityCount: 2,
          words: [null, ['Alaska'], ['Anchorage', 'Fairbanks']],
          ignored: [],
          errors: [['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")']],
        },
      ],
      [
        `Washington, 2 cities: Seattle and Spokane, from Denver${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Washington' },
          cities: ['Seattle', 'Spokane'],
          cityCount: 2,
          words: [['from Denver'], ['Washington'], ['Seattle', 'Spokane']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver to Washington: Seattle and Spokane${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Washington' },
          cities: ['Seattle', 'Spokane'],
          cityCount: 2,
          words: [['From Denver'], ['to Washington'], ['Seattle', 'Spokane']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver to New York: Buffalo and Ithaca${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'New York' },
          cities: ['Buffalo', 'Ithaca'],
          cityCount: 2,
          words: [['From Denver'], ['to New York'], ['Buffalo', 'Ithaca']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver to New York, 2 cities${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'New York' },
          cities: [],
          cityCount: 2,
          words: [['From Denver'], ['to New York'], null],
          ignored: [],
          errors: [],
        },
      ],
    ]);
  });

  it("cities of a state visited one by one, with no state named, are that state's cities", () => {
    expectPlaces([
      [
        `Utah, from Sedona: visit Salt Lake City and Moab${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [null, ['visit Salt Lake City', 'Moab'], null],
          ignored: [['Utah', 'same-place']],
          errors: [['origin', 'origin: names a place that is not a city of the sandbox (found: "from Sedona")']],
        },
      ],
      [
        `Utah, from Sedona: some time in Salt Lake City and Moab${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [null, ['in Salt Lake City', 'Moab'], null],
          ignored: [['Utah', 'same-place']],
          errors: [['origin', 'origin: names a place that is not a city of the sandbox (found: "from Sedona")']],
        },
      ],
      [
        `To Salt Lake City and Moab${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [null, ['To Salt Lake City', 'Moab'], null],
          ignored: [],
          errors: [['origin', 'origin: no starting city found; write "from <city>"']],
        },
      ],
      [
        `From Idaho to Asheville, Raleigh and Charlotte${REST5}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'North Carolina' },
          cities: ['Asheville', 'Raleigh', 'Charlotte'],
          cityCount: 3,
          words: [null, ['to Asheville', 'Raleigh', 'Charlotte'], null],
          ignored: [],
          errors: [['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")']],
        },
      ],
      [
        `From Idaho to Asheville, and Raleigh${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'North Carolina' },
          cities: ['Asheville', 'Raleigh'],
          cityCount: 2,
          words: [null, ['to Asheville', 'Raleigh'], null],
          ignored: [],
          errors: [['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")']],
        },
      ],
      [
        `From NY to Buffalo and Ithaca${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'New York' },
          cities: ['Buffalo', 'Ithaca'],
          cityCount: 2,
          words: [null, ['to Buffalo', 'Ithaca'], null],
          ignored: [],
          errors: [['origin', 'origin: New York is a state, not a city; the trip must start from a city (found: "NY")']],
        },
      ],
      // Not when the count disagrees, when the stops are on lines or sentences of their own, or when the origin is in that state.
      [
        `From Idaho to Asheville and Raleigh, 3 cities${REST5}`,
        {
          origin: null,
          destination: null,
          cities: [],
          cityCount: 3,
          words: [null, null, null],
          ignored: [],
          errors: [
            ['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")'],
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Asheville", "Raleigh")',
              ['Asheville', 'Raleigh'],
            ],
          ],
        },
      ],
      [
        `From Idaho to Asheville. Then to Raleigh${REST}`,
        {
          origin: null,
          destination: null,
          cities: [],
          cityCount: null,
          words: [null, null, null],
          ignored: [],
          errors: [
            ['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")'],
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Asheville", "Raleigh")',
              ['Asheville', 'Raleigh'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `From New York to Buffalo and Ithaca${REST}`,
        {
          origin: 'New York',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From New York'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Buffalo", "Ithaca")',
              ['Buffalo', 'Ithaca'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `From Raleigh to Asheville and Charlotte${REST}`,
        {
          origin: 'Raleigh',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Raleigh'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Asheville", "Charlotte")',
              ['Asheville', 'Charlotte'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it("a state named on its own that holds the chosen city is that city's state", () => {
    expectPlaces([
      [
        `Utah, from Sedona: visit Salt Lake City${REST}`,
        {
          origin: null,
          destination: { kind: 'city', name: 'Salt Lake City' },
          cities: [],
          cityCount: 1,
          words: [null, ['visit Salt Lake City'], null],
          ignored: [['Utah', 'same-place']],
          errors: [['origin', 'origin: names a place that is not a city of the sandbox (found: "from Sedona")']],
        },
      ],
      [
        `From Denver: Texas, 1 city. My sister lives in Houston, visit Austin${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['From Denver'], ['visit Austin'], null],
          ignored: [
            ['Texas', 'same-place'],
            ['Houston', 'not-the-trip'],
          ],
          errors: [],
        },
      ],
      [
        `From Idaho to Asheville and Raleigh and back to Boise${REST}`,
        {
          origin: 'Boise',
          destination: { kind: 'state', name: 'North Carolina' },
          cities: ['Asheville', 'Raleigh'],
          cityCount: 2,
          words: [['back to Boise'], ['to Asheville', 'Raleigh'], null],
          ignored: [['Idaho', 'same-place']],
          errors: [],
        },
      ],
    ]);
  });

  it("where someone lives is set aside once the trip's places are read, unless it is also named to visit", () => {
    expectPlaces([
      [
        `From Denver to Texas, 2 cities: Austin and Dallas. My sister lives in Houston${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas'],
          cityCount: 2,
          words: [['From Denver'], ['to Texas'], ['Austin', 'Dallas.']],
          ignored: [['Houston', 'not-the-trip']],
          errors: [],
        },
      ],
      [
        `My sister lives in Houston. We want to see Austin and Dallas, 2 cities, from Denver${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas'],
          cityCount: 2,
          words: [['from Denver'], ['see Austin', 'Dallas'], null],
          ignored: [['Houston.', 'not-the-trip']],
          errors: [],
        },
      ],
      [
        `Texas, 2 cities: Austin and Houston, from Denver. My sister lives in Houston${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Houston'],
          cityCount: 2,
          words: [['from Denver.'], ['Texas'], ['Austin', 'Houston']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver: Salt Lake City and Moab. We were from Ohio${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['From Denver'], null, ['Salt Lake City', 'Moab.']],
          ignored: [['Ohio', 'not-the-trip']],
          errors: [],
        },
      ],
    ]);
  });
});

describe('rules translator, roles.ts: a cluster of one state, and answered places', () => {
  it("two or three cities of one state named after the origin, with no state named, are that state's cities", () => {
    expectPlaces([
      [
        `From Denver: Salt Lake City and Moab. Last year we did Boise${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['From Denver'], null, ['Salt Lake City', 'Moab.']],
          ignored: [['Boise', 'narrative']],
          errors: [],
        },
      ],
      [
        `Salt Lake City, Moab, Provo (3 cities), from Denver${REST5}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab', 'Provo'],
          cityCount: 3,
          words: [['from Denver'], null, ['Salt Lake City', 'Moab', 'Provo']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver: Austin, Dallas maybe${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas'],
          cityCount: 2,
          words: [['From Denver'], null, ['Austin', 'Dallas']],
          ignored: [],
          errors: [],
        },
      ],
      // Not when the count disagrees, when another state is named, or when the list is corrected or hedged between its names.
      [
        `Salt Lake City, Moab, Provo, from Denver, 2 cities${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: 2,
          words: [['from Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: no destination found (a place is named, but not as where to go: write "to <city or state>") ' +
                '(found: "Salt Lake City", "Moab", "Provo")',
            ],
          ],
        },
      ],
      [
        `From Denver: Salt Lake City and Moab. Idaho is nice${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: no destination found (a place is named, but not as where to go: write "to <city or state>") ' +
                '(found: "Salt Lake City", "Moab", "Idaho")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `From Denver: Austin, no  - Dallas${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: no destination found (a place is named, but not as where to go: write "to <city or state>") (found: "Austin", "Dallas")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `From Denver: Austin, i  mean Dallas${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: no destination found (a place is named, but not as where to go: write "to <city or state>") (found: "Austin", "Dallas")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `From Denver: Austin, scratch  that, Dallas${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: no destination found (a place is named, but not as where to go: write "to <city or state>") (found: "Austin", "Dallas")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
      [
        `From Denver: New York and Buffalo${REST}`,
        {
          origin: 'Denver',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['From Denver'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: no destination found (a place is named, but not as where to go: write "to <city or state>") (found: "New York", "Buffalo")',
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
      ],
    ]);
  });

  it('answered places are fixed before the assignment; the words fill in the rest', () => {
    expectPlaces([
      [
        `Austin and Dallas${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas'],
          cityCount: 2,
          words: [null, ['Texas'], ['Austin', 'Dallas']],
          ignored: [],
          errors: [['origin', 'origin: no starting city found; write "from <city>"']],
        },
        { destination: 'Texas' },
      ],
      [
        `Austin and Dallas, 2 cities${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas'],
          cityCount: 2,
          words: [null, ['Texas'], ['Austin', 'Dallas']],
          ignored: [],
          errors: [['origin', 'origin: no starting city found; write "from <city>"']],
        },
        { destination: 'Texas' },
      ],
      [
        `Texas: Austin and Dallas${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas'],
          cityCount: 2,
          words: [['Denver'], ['Texas'], ['Austin', 'Dallas']],
          ignored: [],
          errors: [],
        },
        { origin: 'Denver' },
      ],
      [
        `2 cities in Utah: Salt Lake City and Moab${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['Denver'], ['cities in Utah'], ['Salt Lake City', 'Moab']],
          ignored: [],
          errors: [],
        },
        { origin: 'Denver' },
      ],
      [
        `From Denver to Sedona${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['From Denver'], ['Austin'], null],
          ignored: [],
          errors: [],
        },
        { destination: 'Austin' },
      ],
      [
        `A day in Denver and a day in Austin${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'city', name: 'Austin' },
          cities: [],
          cityCount: 1,
          words: [['Denver'], ['in Austin'], null],
          ignored: [],
          errors: [],
        },
        { origin: 'Denver' },
      ],
      [
        `A day in Denver and a day in Austin${REST}`,
        {
          origin: 'Boise',
          destination: null,
          cities: [],
          cityCount: null,
          words: [['Boise'], null, null],
          ignored: [],
          errors: [
            [
              'destination',
              'destination: more than one destination named; the trip goes to one city or one state (found: "Denver", "Austin")',
              ['Denver', 'Austin'],
            ],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
        { origin: 'Boise' },
      ],
      [
        `A day in Denver and a day in Austin${REST}`,
        {
          origin: null,
          destination: null,
          cities: [],
          cityCount: null,
          words: [null, ['Boise'], null],
          ignored: [],
          errors: [
            ['origin', 'origin: the words do not say which place the trip starts from: Denver or Austin (found: "Denver", "Austin")', ['Denver', 'Austin']],
            ['destination', 'destination: not found in the request'],
            ['cityCount', 'cityCount: not found in the request'],
          ],
        },
        { destination: 'Boise' },
      ],
    ]);
  });

  it('cities of the destination state are its cities to visit whatever else is said of them, with any separator between them', () => {
    expectPlaces([
      [
        `From Denver to Texas, 2 cities: visit Austin and Houston. My sister lives in Houston${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Houston'],
          cityCount: 2,
          words: [['From Denver'], ['to Texas'], ['visit Austin', 'Houston.', 'Houston']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver to Texas, 2 cities: Austin. My sister lives in Houston${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Houston'],
          cityCount: 2,
          words: [['From Denver'], ['to Texas'], ['Austin.', 'Houston']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver to Texas, 2 cities: Austin, Dallas and El Paso. My sister lives in Houston${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Texas' },
          cities: ['Austin', 'Dallas', 'El Paso', 'Houston'],
          cityCount: null,
          words: [['From Denver'], ['to Texas'], ['Austin', 'Dallas', 'El Paso.', 'Houston']],
          ignored: [],
          errors: [['cityCount', 'cityCount: 4 cities are named (Austin, Dallas, El Paso, Houston) but the trip visits 2 (found: "2 cities")', ['4']]],
        },
      ],
      [
        `From Denver. Visit Salt Lake City and Moab. My sister lives in Moab${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['From Denver.'], null, ['Visit Salt Lake City', 'Moab.', 'Moab']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver: Salt Lake City, Moab and Provo. Last year we did Provo too${REST5}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab', 'Provo'],
          cityCount: 3,
          words: [['From Denver'], null, ['Salt Lake City', 'Moab', 'Provo.', 'Provo']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver to see Salt Lake City+Moab${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['From Denver'], null, ['see Salt Lake City', 'Moab']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver to see Salt Lake City +Moab${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['From Denver'], null, ['see Salt Lake City', 'Moab']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver to see Salt Lake City +  Moab${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['From Denver'], null, ['see Salt Lake City', 'Moab']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Denver to see Salt Lake City / and Moab${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'Utah' },
          cities: ['Salt Lake City', 'Moab'],
          cityCount: 2,
          words: [['From Denver'], null, ['see Salt Lake City', 'Moab']],
          ignored: [],
          errors: [],
        },
      ],
      [
        `From Idaho to Asheville,  and Raleigh${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'North Carolina' },
          cities: ['Asheville', 'Raleigh'],
          cityCount: 2,
          words: [null, ['to Asheville', 'Raleigh'], null],
          ignored: [],
          errors: [['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")']],
        },
      ],
      [
        `From Idaho to Asheville and  Raleigh${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'North Carolina' },
          cities: ['Asheville', 'Raleigh'],
          cityCount: 2,
          words: [null, ['to Asheville', 'Raleigh'], null],
          ignored: [],
          errors: [['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")']],
        },
      ],
      [
        `From Idaho to Asheville and Raleigh and Asheville again${REST}`,
        {
          origin: null,
          destination: { kind: 'state', name: 'North Carolina' },
          cities: ['Asheville', 'Raleigh'],
          cityCount: 2,
          words: [null, ['to Asheville', 'Raleigh', 'Asheville'], null],
          ignored: [],
          errors: [['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")']],
        },
      ],
    ]);
  });

  it('an answered state holds the group that names it, whichever of its mentions does', () => {
    expectPlaces([
      [
        `From Denver to NYC. New York is great${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'New York' },
          cities: [],
          cityCount: null,
          words: [['From Denver'], ['New York state'], null],
          ignored: [],
          errors: [
            ['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in New York") (found: "NYC", "New York")'],
          ],
        },
        { destination: 'New York state' },
      ],
      [
        `From Denver to New York, 2 cities${REST}`,
        {
          origin: 'Denver',
          destination: { kind: 'state', name: 'New York' },
          cities: [],
          cityCount: 2,
          words: [['From Denver'], ['New York state'], null],
          ignored: [],
          errors: [],
        },
        { destination: 'New York state' },
      ],
    ]);
  });
});

describe('rules translator, roles.ts: a name two cities of the sandbox share', () => {
  /** A sandbox where "Fort Worth" and "Ft. Worth" are two cities, so "Ft Worth" could be either. */
  const spelled: Record<string, string> = { 'Fort Worth': 'Texas', 'Ft. Worth': 'Texas', Austin: 'Texas', Dallas: 'Texas', Denver: 'Colorado' };
  const TWINS = { cities: () => Object.keys(spelled), states: () => ['Texas', 'Colorado'], stateOf: (c: string) => spelled[c] };
  const twins = (request: string) =>
    readRequest(request, TWINS)
      .errors.filter((e) => PLACE_FIELDS.has(e.field))
      .map((e) => [e.field, e.message, e.choices ?? null]);

  it('is asked about with both cities as the choices, as the origin, as the destination, with a count of cities too, and in a list of cities', () => {
    expect(twins(`A trip from Fort Worth to Austin${REST}`)).to.deep.equal([
      ['origin', 'origin: could be Fort Worth or Ft. Worth (found: "Fort Worth")', ['Fort Worth', 'Ft. Worth']],
    ]);
    const which = ['destination', 'destination: could be Fort Worth (city) or Ft. Worth (city) (found: "Ft Worth")', ['Fort Worth (city)', 'Ft. Worth (city)']];
    expect(twins(`A trip from Austin to Ft Worth${REST}`)).to.deep.equal([which, ['cityCount', 'cityCount: not found in the request', null]]);
    expect(twins(`A trip from Austin to Ft Worth, 2 cities${REST}`)).to.deep.equal([which]);
    // Not one of a cluster of one state's cities: the list is refused, quoting the name.
    expect(twins(`From Denver: Ft Worth and Austin${REST}`)).to.deep.equal([
      [
        'destination',
        'destination: no destination found (a place is named, but not as where to go: write "to <city or state>") (found: "Ft Worth", "Austin")',
        null,
      ],
      ['cityCount', 'cityCount: not found in the request', null],
    ]);
  });

  it('when the two cities lie in different states, the destination state is read around the name, which is asked about or refused', () => {
    const apart: Record<string, string> = { 'Fort Worth': 'Texas', 'Ft. Worth': 'Colorado', Austin: 'Texas', Dallas: 'Texas', Boise: 'Idaho' };
    const APART = { cities: () => Object.keys(apart), states: () => ['Texas', 'Colorado', 'Idaho'], stateOf: (c: string) => apart[c] };
    const read = (request: string) => {
      const o = readRequest(request, APART);
      return {
        fields: [o.fields.origin ?? null, o.fields.destination ?? null, o.fields.cities ?? null, o.fields.cityCount ?? null],
        errors: o.errors.filter((e) => PLACE_FIELDS.has(e.field)).map((e) => [e.field, e.message, e.choices ?? null]),
      };
    };
    const which = ['origin', 'origin: could be Fort Worth or Ft. Worth (found: "Ft Worth")', ['Fort Worth', 'Ft. Worth']];
    // The origin may lie outside Texas, so the cities of Texas are its cities to visit.
    expect(read(`From Ft Worth: Austin and Dallas${REST}`)).to.deep.equal({
      fields: [null, { kind: 'state', name: 'Texas' }, ['Austin', 'Dallas'], 2],
      errors: [which],
    });
    expect(read(`Texas, 2 cities, from Ft Worth${REST}`)).to.deep.equal({ fields: [null, { kind: 'state', name: 'Texas' }, [], 2], errors: [which] });
    // A name that may be a city of another state is no city of the destination state's.
    expect(read(`From Boise to Texas, 2 cities: Austin and Ft Worth${REST}`)).to.deep.equal({
      fields: ['Boise', null, ['Austin'], 2],
      errors: [
        [
          'destination',
          'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Ft Worth")',
          null,
        ],
      ],
    });
  });
});

describe('rules translator, roles.ts: a destination that turns out to be a city', () => {
  /** The refusals of the place fields, with their choices. */
  const refusals = (request: string) =>
    readRequest(request, GEOGRAPHY)
      .errors.filter((e) => PLACE_FIELDS.has(e.field))
      .map((e) => [e.field, e.message, e.choices ?? null]);

  it('a city of the state its name also names, named beside it, is a second destination (Washington DC and Seattle)', () => {
    const refused = [
      [
        'destination',
        'destination: more than one destination named; the trip goes to one city or one state (found: "Washington DC", "Washington", "Seattle")',
        null,
      ],
      ['cityCount', 'cityCount: not found in the request', null],
    ];
    expect(refusals(`From Denver to Washington DC. Washington is lovely, and Seattle too${REST}`)).to.deep.equal(refused);
    expect(refusals(`From Denver to Washington DC and Seattle. Washington is lovely${REST}`)).to.deep.equal(refused);
  });
});
