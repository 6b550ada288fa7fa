/**
 * The page's example requests, chosen by what the data holds, never by its folder's name: an example is listed
 * when the data has every city and state it names. The fixture sandbox's requests (fixtures/requests/, with the
 * places of their spec.json) and requests written for the project on the TravelPlanner data's cities (not
 * benchmark rows); with a TravelPlanner train.jsonl beside the data, a spread of its requests too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FIXTURE_DATA_DIR } from '../sandbox/index.ts';

export interface Example {
  readonly name: string;
  readonly request: string;
}

interface Candidate extends Example {
  /** Cities and states the data must have. */
  readonly places: readonly string[];
}

/** What the data has: a city or a state by its name. */
export interface Gazetteer {
  hasCity(name: string): boolean;
  isState(name: string): boolean;
}

const FIXTURE_REQUESTS = resolve(FIXTURE_DATA_DIR, '../requests');

/** Written for the project on the TravelPlanner cities: flights and taxis across a state, one city by air, a conflict. */
const TRAVELPLANNER_EXAMPLES: readonly Candidate[] = [
  {
    name: '3 cities in Texas by air and taxi (7 days)',
    request:
      'Plan a 7-day trip for 2 people from Seattle to Texas, visiting 3 cities, March 10th to March 16th, 2022, ' +
      "with a budget of $7,000. We won't drive ourselves.",
    places: ['Seattle', 'Texas'],
  },
  {
    name: 'one city by air (3 days)',
    request: 'Please plan a 3-day trip for one person from St. Petersburg to Rockford, March 16th to March 18th, 2022, with a budget of $1,700.',
    places: ['St. Petersburg', 'Rockford'],
  },
  {
    name: 'a road trip through Florida (5 days)',
    request:
      'We are 3 friends going from Philadelphia to Florida for 5 days, March 14 to March 18, 2022, visiting 2 cities. ' +
      'We love Italian and Mexican food and have $5,000 for everything.',
    places: ['Philadelphia', 'Florida'],
  },
  {
    name: 'pets and a shared room in Texas (no plan)',
    request:
      'Please plan a trip for 2 people from Sacramento to Texas, visiting 3 cities over 5 days from March 10th to March 14th, 2022. ' +
      'Budget $2,000. We bring our dog, so pets must be allowed, and we want a shared room.',
    places: ['Sacramento', 'Texas'],
  },
  {
    name: 'too small a budget (no plan)',
    request:
      'Please help me plan a trip from St. Petersburg to Rockford spanning 3 days from March 16th to March 18th, 2022. ' +
      'The travel should be planned for a single person with a budget of $300.',
    places: ['St. Petersburg', 'Rockford'],
  },
];

/** Training rows shown when a train.jsonl is found: each level, 3, 5 and 7 days. */
const TRAIN_EXAMPLES = [1, 6, 13, 17, 26, 34, 42];

function fixtureExamples(): Candidate[] {
  if (!existsSync(FIXTURE_REQUESTS)) return [];
  return readdirSync(FIXTURE_REQUESTS)
    .sort()
    .filter((name) => existsSync(join(FIXTURE_REQUESTS, name, 'request.txt')) && existsSync(join(FIXTURE_REQUESTS, name, 'spec.json')))
    .map((name) => {
      const spec = JSON.parse(readFileSync(join(FIXTURE_REQUESTS, name, 'spec.json'), 'utf8')) as { origin: string; destination: { name: string } };
      return {
        name: name.replace(/^\d+-/, '').replaceAll('-', ' '),
        request: readFileSync(join(FIXTURE_REQUESTS, name, 'request.txt'), 'utf8').trim(),
        places: [spec.origin, spec.destination.name],
      };
    });
}

function trainExamples(dataDir: string, databaseDir: string): Candidate[] {
  const train = [join(dataDir, 'train.jsonl'), join(dirname(databaseDir), 'train.jsonl')].find((f) => existsSync(f));
  if (!train) return [];
  return readFileSync(train, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { idx?: number; level?: string; days?: number; query?: string; org?: string; dest?: string })
    .filter((r) => typeof r.query === 'string' && TRAIN_EXAMPLES.includes(r.idx ?? -1))
    .map((r) => ({ name: `train #${r.idx} (${r.level}, ${r.days} days)`, request: r.query!, places: [r.org ?? '', r.dest ?? ''] }));
}

/** The examples whose places the data has, in this order: the fixture requests, ours, the training rows. */
export function examplesFor(data: Gazetteer, dataDir: string, databaseDir: string): Example[] {
  const known = (place: string) => data.hasCity(place) || data.isState(place);
  return [...fixtureExamples(), ...TRAVELPLANNER_EXAMPLES, ...trainExamples(dataDir, databaseDir)]
    .filter((e) => e.places.every(known))
    .map(({ name, request }) => ({ name, request }));
}
