import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { captureIo } from '../helpers/io.ts';
import { startOpenAiServer } from '../helpers/openai-server.ts';
import { miniGeography } from './geography.ts';

const REQUEST =
  'Please help me plan a trip from St. Petersburg to Rockford spanning 3 days from March 16th to March 18th, 2022, for one person with a budget of $1,700. No flights, please.';

describe('cli: tripsolver translate', () => {
  let dir: string;
  let data: string;
  before(() => {
    // A data folder with only the geography file: translate needs nothing else.
    dir = mkdtempSync(join(tmpdir(), 'tripsolver-translate-'));
    data = join(dir, 'database');
    mkdirSync(join(data, 'background'), { recursive: true });
    const g = miniGeography();
    writeFileSync(
      join(data, 'background', 'citySet_with_states.txt'),
      g
        .cities()
        .map((c) => `${c}\t${g.stateOf(c)}`)
        .join('\n'),
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the TripSpec as JSON', async () => {
    const io = captureIo();
    expect(await main(['translate', REQUEST, '--data', dir], io)).to.equal(0);
    expect(JSON.parse(io.stdout.join('\n'))).to.deep.equal({
      origin: 'St. Petersburg',
      destination: { kind: 'city', name: 'Rockford' },
      days: 3,
      cityCount: 1,
      cities: [],
      startDate: '2022-03-16',
      endDate: '2022-03-18',
      travellers: 1,
      budget: 1700,
      houseRules: [],
      cuisines: [],
      avoidCuisines: [],
      roomType: null,
      excludeTransport: ['flight'],
      wishes: {},
    });
  });

  it("prints the benchmark's own fields with --format travelplanner", async () => {
    const io = captureIo({ TRIPSOLVER_DATA: data });
    expect(await main(['translate', REQUEST, '--format', 'travelplanner'], io)).to.equal(0);
    expect(JSON.parse(io.stdout.join('\n'))).to.deep.equal({
      org: 'St. Petersburg',
      dest: 'Rockford',
      days: 3,
      visiting_city_number: 1,
      date: ['2022-03-16', '2022-03-17', '2022-03-18'],
      people_number: 1,
      local_constraint: { 'house rule': null, cuisine: null, 'room type': null, transportation: 'no flight' },
      budget: 1700,
    });
  });

  it('--json prints the spec, the benchmark fields, the words each field came from, the words set aside and the Read as line', async () => {
    const io = captureIo();
    const request =
      'Origin: Denver\nTo: Austin\nDates: 2022-03-16 to 2022-03-18\nGuests: 2\nBudget: $1,000\nRoom: not shared\nNo flights, and no smoking please. We love jazz.';
    expect(await main(['translate', request, '--json', '--data', dir], io)).to.equal(0);
    const out = JSON.parse(io.stdout.join('\n')) as Record<string, unknown>;
    expect(out.travelplanner).to.deep.equal({
      org: 'Denver',
      dest: 'Austin',
      days: 3,
      visiting_city_number: 1,
      date: ['2022-03-16', '2022-03-17', '2022-03-18'],
      people_number: 2,
      local_constraint: { 'house rule': null, cuisine: null, 'room type': 'not shared room', transportation: 'no flight' },
      budget: 1000,
    });
    expect(out.provenance).to.deep.equal({
      fields: {
        origin: { words: ['Denver'] },
        destination: { words: ['Austin'] },
        startDate: { words: ['2022-03-16'] },
        endDate: { words: ['2022-03-18'] },
        travellers: { words: ['2'] },
        budget: { words: ['$1,000'] },
        roomType: { words: ['not shared'] },
        excludeTransport: { words: ['No flights'] },
        cityCount: { words: [], note: 'a city destination: one city' },
        days: { words: [], note: 'the number of days the dates span' },
      },
      ignored: [
        {
          words: 'no smoking',
          rule: 'rule-not-needed',
          why: 'a house rule the travellers do not need: listings are required to allow things, never to forbid them',
        },
      ],
    });
    expect(out.readAs).to.equal(
      'Read as: Denver → Austin and back; 3 days, 2022-03-16 to 2022-03-18; 2 travellers; budget $1,000; no shared rooms; no flights. Not requirements: "no smoking".',
    );
    expect(out.translator).to.equal('rules');
  });

  it('refuses a wish it cannot honour, quoting the words, instead of planning without it', async () => {
    const io = captureIo();
    expect(await main(['translate', `${REQUEST} We would love Thai food.`, '--data', dir], io)).to.equal(2);
    expect(io.stderr[0]).to.match(/^tripsolver: cuisines: the sandbox's restaurants do not list it .*\(found: "Thai"\)$/);
  });

  it('exits 2 with a message naming the field when the request cannot be read', async () => {
    const io = captureIo();
    expect(await main(['translate', 'A 5-day trip from Denver to Texas, March 16th to March 20th, 2022, solo, $2,000.', '--data', data], io)).to.equal(2);
    expect(io.stdout).to.deep.equal([]);
    expect(io.stderr).to.deep.equal([
      'tripsolver: cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Texas") (found: "Texas")',
      '  cityCount: How many cities of the state should the trip visit? [1 / 2 / 3]\nAnswer with --answer FIELD=VALUE (repeatable); a terminal asks them (unless --no-input).',
    ]);
  });

  it('takes the year of dates written without one from TRIPSOLVER_YEAR', async () => {
    const request = 'From Denver to Austin, March 16-18, one person, $1,000.';
    const without = captureIo();
    expect(await main(['translate', request, '--data', data], without)).to.equal(2);
    expect(without.stderr[0]).to.match(/^tripsolver: startDate: the dates have no year/);
    const withYear = captureIo({ TRIPSOLVER_YEAR: '2022' });
    expect(await main(['translate', request, '--data', data], withYear)).to.equal(0);
    expect(JSON.parse(withYear.stdout.join('\n')).startDate).to.equal('2022-03-16');
  });

  it('translates every row of --queries in one process, one JSON line per row', async () => {
    const file = join(dir, 'q.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ idx: 7, query: REQUEST, org: 'ignored' }),
        '',
        JSON.stringify({ query: 'We want to go from Denver to Austin, March 16th to March 18th, 2022.' }),
        JSON.stringify({ idx: 9, query: 'From Denver visit 2 cities in Texas, March 1st to March 5th, 2022, for two, $3,000.' }),
      ].join('\n'),
    );
    const io = captureIo();
    expect(await main(['translate', '--queries', file, '--data', data, '--format', 'travelplanner'], io)).to.equal(0);
    const lines = io.stdout.map((l) => JSON.parse(l) as Record<string, any>);
    expect(lines.map((l) => l.idx)).to.deep.equal([7, 2, 9]);
    expect(lines[0]!.spec.org).to.equal('St. Petersburg');
    expect(lines[1]).to.deep.equal({ idx: 2, error: 'travellers: the request speaks of several people but does not say how many (found: "We")' });
    expect(lines[2]!.spec).to.deep.include({ dest: 'Texas', visiting_city_number: 2, people_number: 2 });
    expect(io.stderr).to.deep.equal(['tripsolver translate: 2 of 3 rows translated, 1 refused (translator: rules)']);
  });

  it('names the file and line of a bad --queries row', async () => {
    const file = join(dir, 'bad.jsonl');
    writeFileSync(file, `${JSON.stringify({ query: REQUEST })}\n{"question": "no query here"}\n`);
    const io = captureIo();
    expect(await main(['translate', '--queries', file, '--data', data], io)).to.equal(2);
    expect(io.stderr.at(-1)).to.equal(`tripsolver: ${file} [query]: line 2: expected a string "query"`);
  });

  it('rejects an unknown translator', async () => {
    const io = captureIo();
    expect(await main(['translate', REQUEST, '--data', data, '--translator', 'oracle'], io)).to.equal(2);
    expect(io.stderr[0]).to.equal('tripsolver: --translator: expected one of rules, llm, hybrid, found "oracle"');
  });

  it('uses the LLM endpoint from the env with --translator llm', async () => {
    const server = await startOpenAiServer([
      {
        content: JSON.stringify({
          spec: {
            origin: 'Denver',
            destination: { kind: 'city', name: 'Austin' },
            days: 3,
            cityCount: 1,
            startDate: '2022-03-16',
            endDate: '2022-03-18',
            travellers: 2,
            budget: 900,
          },
          unclear: [],
        }),
      },
    ]);
    try {
      const io = captureIo({ OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-cli-secret' });
      expect(await main(['translate', 'Denver to Austin for two, mid March, about 900 bucks', '--data', data, '--translator', 'llm'], io)).to.equal(0);
      expect(JSON.parse(io.stdout.join('\n'))).to.deep.include({ origin: 'Denver', travellers: 2, budget: 900 });
      expect(server.requests).to.have.length(1);
    } finally {
      await server.close();
    }
  });

  it('exits 3 with the endpoint, not the key, when the LLM fails', async () => {
    const server = await startOpenAiServer([{ status: 503 }]);
    try {
      const io = captureIo({ OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-cli-secret', TRIPSOLVER_LLM_RETRIES: '0' });
      expect(await main(['translate', REQUEST, '--data', data, '--translator', 'llm'], io)).to.equal(3);
      expect(io.stderr[0]).to.match(new RegExp(`^tripsolver: LLM at ${server.baseURL.replace(/\./g, '\\.')}/chat/completions, attempt 1: HTTP 503`));
      expect(io.stderr.join('\n')).to.not.include('sk-cli-secret');
    } finally {
      await server.close();
    }
  });
});
