/**
 * Places as the rules translator reads them (READING.md, "origin", "destination", "cityCount"): cues ("from", "to",
 * an arrow, "for" after the origin), a city with its state, names inside names, a state with its city count, a
 * correction, and the refusals (two destinations, a city in another state, no origin, the origin as destination).
 */
import { expect } from 'chai';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

/** [origin, destination, cityCount, origin words, destination words, words set aside, refusals] for `trip` then fixed dates, party and budget. */
function places(trip: string) {
  const o = readRequest(`${trip} March 16th to March 18th, 2022, for 2 people, budget $1,000.`, miniGeography());
  const s = o.spec;
  return [
    s?.origin ?? null,
    s?.destination ?? null,
    s?.cityCount ?? null,
    o.provenance.fields.origin?.words ?? null,
    o.provenance.fields.destination?.words ?? null,
    o.provenance.ignored.map((i) => [i.words, i.rule]),
    o.errors.map((e) => e.message),
  ];
}
const city = (name: string) => ({ kind: 'city', name });

describe('rules translator: places', () => {
  it('takes roles from cues: an arrow, "A to B", "from A for B", "from ... to ..."', () => {
    expect(
      [
        'Reno -> Boise, 3 days,',
        'Austin to Denver, 3 days,',
        'A 3-day trip from Atlanta for Savannah,',
        'A 3-day trip from Boise, Idaho to Reno in Nevada,',
      ].map(places),
    ).to.deep.equal([
      ['Reno', city('Boise'), 1, ['Reno'], ['Boise'], [], []],
      ['Austin', city('Denver'), 1, ['Austin'], ['to Denver'], [], []],
      ['Atlanta', city('Savannah'), 1, ['from Atlanta'], ['Savannah'], [], []],
      ['Boise', city('Reno'), 1, ['from Boise, Idaho'], ['to Reno in Nevada'], [], []],
    ]);
  });

  it('reads the longest name (Kansas City, Wichita Falls), a city of another country, a state with its count, and a correction', () => {
    expect(
      [
        'A 3-day trip from Denver to Kansas City,',
        'A 3-day trip from Denver to Wichita Falls,',
        'A 3-day trip from Denver to Birmingham,',
        'A 3-day trip from Denver to Texas, 2 cities,',
        'A 3-day trip from Reno, no wait, from Boise, to Austin,',
      ].map(places),
    ).to.deep.equal([
      ['Denver', city('Kansas City'), 1, ['from Denver'], ['to Kansas City'], [], []],
      ['Denver', city('Wichita Falls'), 1, ['from Denver'], ['to Wichita Falls'], [], []],
      ['Denver', city('Birmingham'), 1, ['from Denver'], ['to Birmingham'], [], []],
      ['Denver', { kind: 'state', name: 'Texas' }, 2, ['from Denver'], ['to Texas'], [], []],
      ['Boise', city('Austin'), 1, ['from Boise'], ['to Austin'], [['Reno', 'corrected']], []],
    ]);
  });

  it('refuses two destinations, a city placed in the wrong state, no origin, and the origin as the destination', () => {
    const noCount = 'cityCount: not found in the request';
    expect(places('A 3-day trip to Austin or Dallas from Denver,')).to.deep.equal([
      null,
      null,
      null,
      ['from Denver'],
      null,
      [],
      ['destination: more than one destination named; the trip goes to one city or one state (found: "Austin", "Dallas")', noCount],
    ]);
    expect(places('A 3-day trip from Denver to Portland, Maine,')).to.deep.equal([
      null,
      null,
      null,
      ['from Denver'],
      null,
      [],
      ['destination: the sandbox\'s Portland is in Oregon, not Maine; no such place in the sandbox (found: "Portland, Maine")', noCount],
    ]);
    expect(places('A 3-day trip in Austin,')).to.deep.equal([
      null,
      null,
      null,
      null,
      ['trip in Austin'],
      [],
      ['origin: no starting city found; write "from <city>"'],
    ]);
    expect(places('A 3-day trip from Austin to Austin,')).to.deep.equal([
      null,
      null,
      null,
      ['from Austin'],
      null,
      [],
      ['destination: the destination is the starting city (Austin) (found: "Austin")', noCount],
    ]);
  });
});
