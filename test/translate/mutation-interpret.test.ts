/**
 * The interpretation stage of the rules translator (src/translate/rules/interpret.ts) held to exact outcomes:
 * which role each place takes and from which cue, how dates, counts, money and wishes become fields, what is
 * set aside by which named rule, and the exact refusal of each field (src/translate/READING.md). Each group writes
 * one request per alternative of a cue or fallback, in a frame where a wrong reading changes the outcome (a
 * third place left without a role, a state where a city is needed), so the alternatives are told apart.
 */
import { expect } from 'chai';
import { readRequest, type RulesOptions } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

const GEOGRAPHY = miniGeography();

/** The refusals of a request, as [field, message]. */
function refusals(request: string, options: RulesOptions = {}): [string, string][] {
  return readRequest(request, GEOGRAPHY, options).errors.map((e) => [e.field, e.message]);
}

/** The spec of a request (null when refused), and its provenance as plain data. */
function reading(request: string, options: RulesOptions = {}) {
  const o = readRequest(request, GEOGRAPHY, options);
  return {
    spec: o.spec ?? null,
    fields: o.provenance.fields,
    ignored: o.provenance.ignored.map((i) => [i.words, i.rule]),
    errors: o.errors.map((e) => [e.field, e.message]),
  };
}

/** When, who and how much: a frame with no place in it. */
const REST = ', March 16th to March 18th, 2022, for 2 people, budget $1,000.';
const NO_WISHES = { houseRules: [], cuisines: [], avoidCuisines: [], roomType: null, excludeTransport: [], wishes: {} };
const TRIP = { days: 3, cityCount: 1, startDate: '2022-03-16', endDate: '2022-03-18', travellers: 2, budget: 1000, ...NO_WISHES };
const STRAY_BOISE: [string, string][] = [
  ['destination', 'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Boise")'],
  ['cityCount', 'cityCount: not found in the request'],
];
const IDAHO_ORIGIN: [string, string][] = [['origin', 'origin: Idaho is a state, not a city; the trip must start from a city (found: "Idaho")']];

describe('rules interpretation: place roles', () => {
  const ARROWS = [' -> ', ' > ', ' --> ', ' => '];
  const DASHES = [' - ', ' -- ', ' – ', ' — '];

  it('"to", an arrow or a dash before a place with a destination cue makes the place before it the origin', () => {
    for (const sep of [' to ', ...ARROWS, ...DASHES]) {
      expect(refusals(`Idaho${sep}Austin trip${REST}`), sep).to.deep.equal(IDAHO_ORIGIN);
      expect(reading(`Reno${sep}Austin trip${REST}`).spec, sep).to.deep.equal({ origin: 'Reno', destination: { kind: 'city', name: 'Austin' }, ...TRIP });
    }
    expect(refusals(`Idaho) to Austin trip${REST}`)).to.deep.equal(IDAHO_ORIGIN);
  });

  it('without such a cue, a state named before a destination city has no role: the origin is missing and the state is refused', () => {
    for (const sep of [' and ', ', ', ' or ']) {
      expect(refusals(`Idaho${sep}an Austin trip${REST}`), sep).to.deep.equal([
        ['origin', 'origin: no starting city found; write "from <city>"'],
        ['destination', 'destination: words that may carry a wish could not be read; rephrase them (found: "Idaho")'],
      ]);
    }
  });

  it('"for" or an arrow after the origin makes the next place the destination, so a third place is the stray one', () => {
    for (const sep of [' for ', ...ARROWS, ' - ', ' -- ']) {
      expect(refusals(`A trip from Denver${sep}Austin${REST} Boise is lovely.`), sep).to.deep.equal(STRAY_BOISE);
    }
  });

  it('an arrow between two places with no cue gives both roles, so a third place is the stray one', () => {
    for (const sep of ARROWS) expect(refusals(`Denver${sep}Austin${REST} Boise is lovely.`), sep).to.deep.equal(STRAY_BOISE);
  });

  it('three places with no cue at all get no role', () => {
    const found = ' (found: "Denver", "Austin", "Boise")';
    expect(refusals(`Denver, then Austin${REST} Boise is lovely.`)).to.deep.equal([
      ['origin', `origin: no starting city found (a place is named, but not as where the trip starts: write "from <city>")${found}`],
      ['destination', `destination: no destination found (a place is named, but not as where to go: write "to <city or state>")${found}`],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
  });
  it('a place listed right after a cued place shares its role, with any list word', () => {
    const seps = [', ', ' , ', ' and ', ', and ', ' or ', ' & ', ' and then ', ' then ', ', then ', ' plus ', ' as well as ', ' and also ', ' and then also '];
    for (const sep of seps) {
      expect(refusals(`A trip from Denver to Austin${sep}Dallas${REST}`), sep).to.deep.equal([
        ['destination', 'destination: more than one destination named; the trip goes to one city or one state (found: "Austin", "Dallas")'],
        ['cityCount', 'cityCount: not found in the request'],
      ]);
      expect(refusals(`A trip from Denver${sep}Boise to Austin${REST}`), sep).to.deep.equal([['origin', 'origin: more than one starting city: Denver, Boise (found: "Denver", "Boise")']]);
    }
    expect(refusals(`A trip from Denver to Austin (TX) and Dallas${REST}`)).to.deep.equal([
      ['destination', 'destination: more than one destination named; the trip goes to one city or one state (found: "Austin (TX)", "Dallas")'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
  });

  it('a place after a cued place and other words does not share its role', () => {
    for (const between of [' with a stop near ', ', maybe ', ' but not ']) {
      expect(refusals(`A trip from Denver to Austin${between}Dallas${REST}`), between).to.deep.equal([
        ['destination', 'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Dallas")'],
        ['cityCount', 'cityCount: not found in the request'],
      ]);
    }
  });
});

describe('rules interpretation: corrected, repeated and implied places', () => {
  const austin = { origin: 'Reno', destination: { kind: 'city', name: 'Austin' }, ...TRIP };

  it('a corrected origin or destination is set aside; the same place named again in a correction is not', () => {
    expect(reading(`A trip from Reno, no wait, from Boise to Austin${REST}`)).to.deep.include({ ignored: [['Reno', 'corrected']], errors: [] });
    expect(reading(`A trip from Reno, no wait, from Boise to Austin${REST}`).spec).to.deep.equal({ ...austin, origin: 'Boise' });
    const dallas = reading(`A trip from Reno to Austin, actually to Dallas${REST}`);
    expect([dallas.spec, dallas.ignored, dallas.fields.destination]).to.deep.equal([{ ...austin, destination: { kind: 'city', name: 'Dallas' } }, [['Austin', 'corrected']], { words: ['to Dallas'] }]);
    const same = reading(`A trip from Reno to Austin, sorry, I mean to Austin${REST}`);
    expect([same.spec, same.ignored, same.fields.destination]).to.deep.equal([austin, [], { words: ['to Austin'] }]);
  });

  it('a place named again without a cue keeps its role and its words', () => {
    const again = reading(`A trip from Reno to Austin${REST} Austin in Texas is great. Reno is home.`);
    expect([again.spec, again.fields.origin, again.fields.destination, again.ignored]).to.deep.equal([austin, { words: ['from Reno', 'Reno'] }, { words: ['to Austin', 'Austin in Texas'] }, []]);
  });

  it("the state of the origin or of the destination, named on its own, is the same place", () => {
    const states = reading(`A trip from Reno to Austin${REST} Texas is great, and so is Nevada, we hear.`);
    expect([states.spec, states.ignored]).to.deep.equal([austin, [['Texas', 'same-place'], ['Nevada', 'same-place']]]);
    expect(reading(`A trip from Boise. Idaho and Texas${REST}`)).to.deep.include({
      ignored: [['Idaho', 'same-place']],
      errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Texas") (found: "Texas")']],
    });
  });

  it('one role given and one other place named: the place takes the other role', () => {
    expect(reading(`A trip to Boise. Reno is where we live${REST}`).spec).to.deep.equal({ ...austin, destination: { kind: 'city', name: 'Boise' } });
    expect(reading(`A trip to Texas. Boise${REST} 2 cities.`).spec).to.deep.equal({ ...austin, origin: 'Boise', destination: { kind: 'state', name: 'Texas' }, cityCount: 2 });
    expect(reading(`A trip from Boise. Texas${REST}`).errors).to.deep.equal([['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Texas") (found: "Texas")']]);
  });

  it('two places and no cue: a city and a state are origin and destination in either order; two cities go in the order written', () => {
    const texas = { ...austin, origin: 'Boise', destination: { kind: 'state', name: 'Texas' }, cityCount: 2 };
    expect(reading(`Boise. Texas, 2 cities${REST}`).spec).to.deep.equal(texas);
    expect(reading(`Texas, 2 cities. Boise${REST}`).spec).to.deep.equal(texas);
    expect(reading(`Boise, Austin${REST}`).spec).to.deep.equal({ ...austin, origin: 'Boise' });
    expect(reading(`Austin, Boise${REST}`).spec).to.deep.equal({ ...austin, destination: { kind: 'city', name: 'Boise' }, origin: 'Austin' });
  });
});

describe('rules interpretation: dates and length', () => {
  const at = (when: string, options: RulesOptions = {}) => reading(`A trip from Denver to Austin${when}, for 2 people, budget $1,000.`, options);
  const dates = (when: string, options: RulesOptions = {}) => {
    const r = at(when, options);
    return r.spec ? [r.spec.days, r.spec.startDate, r.spec.endDate] : r.errors;
  };

  it('refuses more than two dates, a day without a month, a date not in the calendar and a wrong weekday, in the field of the date at fault', () => {
    expect(dates(', March 16th to March 18th, 2022, March 20th')).to.deep.equal([
      ['startDate', 'startDate: more than two dates named (3); give the first and the last day of the trip (found: "March 16th", "March 18th, 2022", "March 20th")'],
      ['days', 'days: not found in the request'],
      ['endDate', 'endDate: not found in the request'],
    ]);
    expect(dates(' for 3 days on the 16th')).to.deep.equal([['startDate', 'startDate: a day without a month (found: "the 16th")'], ['endDate', 'endDate: not found in the request']]);
    expect(dates(', February 30th to March 2nd, 2022')).to.deep.equal([
      ['startDate', 'startDate: not a date in the calendar (found: "February 30th")'],
      ['days', 'days: not found in the request'],
      ['endDate', 'endDate: not found in the request'],
    ]);
    expect(dates(', February 27th to February 30th, 2022')).to.deep.equal([
      ['endDate', 'endDate: not a date in the calendar (found: "February 30th, 2022")'],
      ['days', 'days: not found in the request'],
      ['startDate', 'startDate: not found in the request'],
    ]);
    expect(dates(', Tuesday March 16th to Friday March 18th, 2022')).to.deep.equal([
      ['startDate', 'startDate: 2022-03-16 is a Wednesday, not a Tuesday (found: "Tuesday ... March 16th")'],
      ['days', 'days: not found in the request'],
      ['endDate', 'endDate: not found in the request'],
    ]);
    expect(dates(', Wednesday March 16th to Sunday March 18th, 2022')).to.deep.equal([
      ['endDate', 'endDate: 2022-03-18 is a Friday, not a Sunday (found: "Sunday ... March 18th, 2022")'],
      ['days', 'days: not found in the request'],
      ['startDate', 'startDate: not found in the request'],
    ]);
    expect(dates(', Wednesday March 16th to Friday March 18th, 2022')).to.deep.equal([3, '2022-03-16', '2022-03-18']);
  });

  it('a last day before the first is refused, unless the words make the earlier-written date the end', () => {
    const backwards = at(', March 18th to March 16th, 2022');
    expect([backwards.errors, backwards.fields.startDate]).to.deep.equal([
      [['endDate', 'endDate: the last day (2022-03-16) is before the first (2022-03-18) (found: "March 18th", "March 16th, 2022")'], ['days', 'days: not found in the request']],
      { words: ['March 18th'] },
    ]);
    const swapped = at(', back on March 18th, 2022, leaving March 16th');
    expect([swapped.spec?.startDate, swapped.spec?.endDate, swapped.fields.startDate, swapped.fields.endDate]).to.deep.equal(['2022-03-16', '2022-03-18', { words: ['March 16th'] }, { words: ['March 18th, 2022'] }]);
  });

  it('takes the year from the other date (across New Year), from the text, or from the default year, and refuses two years or none', () => {
    expect(dates(', December 30th to January 2nd, 2023')).to.deep.equal([4, '2022-12-30', '2023-01-02']);
    expect(dates(', December 30th, 2022 to January 2nd')).to.deep.equal([4, '2022-12-30', '2023-01-02']);
    expect(dates(', December 30th to January 2nd', { defaultYear: 2024 })).to.deep.equal([4, '2024-12-30', '2025-01-02']);
    expect(dates(', March 16th to March 18th', { defaultYear: 2024 })).to.deep.equal([3, '2024-03-16', '2024-03-18']);
    expect(dates(', March 16th to March 18th')).to.deep.equal([
      ['startDate', 'startDate: the dates have no year; write it ("March 16th, 2022") or set a default year (found: "March 16th", "March 18th")'],
      ['days', 'days: not found in the request'],
      ['endDate', 'endDate: not found in the request'],
    ]);
  });

  it('a corrected date is set aside and the year written with it still holds', () => {
    const corrected = at(', March 16th 2022, sorry, I mean March 17th, 3 days', { defaultYear: 2024 });
    expect([corrected.spec?.startDate, corrected.spec?.endDate, corrected.ignored]).to.deep.equal(['2022-03-17', '2022-03-19', [['March 16th 2022', 'corrected']]]);
  });

  it('one date and a length give the other date; the words before a date make it the last day', () => {
    const start = at(', March 16th 2022 for 3 days');
    expect([start.spec?.startDate, start.spec?.endDate, start.fields.startDate, start.fields.endDate]).to.deep.equal(['2022-03-16', '2022-03-18', { words: ['March 16th 2022'] }, { words: [], note: 'the first day and the length' }]);
    const end = reading('A 3-day trip from Denver to Austin, returning March 18th, 2022, for 2 people, budget $1,000.');
    expect([end.spec?.startDate, end.spec?.endDate, end.fields.startDate, end.fields.endDate]).to.deep.equal(['2022-03-16', '2022-03-18', { words: [], note: 'the last day and the length' }, { words: ['March 18th, 2022'] }]);
  });

  it('one date without a length: refused (days), the date kept in its own field', () => {
    expect(at(', starting March 16th, 2022')).to.deep.include({
      errors: [['days', 'days: no length of the trip found; give the number of days or both dates'], ['endDate', 'endDate: not found in the request']],
    });
    expect(at(', returning March 18th, 2022')).to.deep.include({
      errors: [['days', 'days: no length of the trip found; give the number of days or both dates'], ['startDate', 'startDate: not found in the request']],
    });
    expect(dates(', March 16th 2022 for a few days')).to.deep.equal([['days', 'days: the length of the trip is not a number of days (found: "a few days")'], ['endDate', 'endDate: not found in the request']]);
    expect(dates(' for 3 days, or 4 days, March 16th 2022')).to.deep.equal([
      ['days', 'days: the request gives the length of the trip two ways (3 and 4) (found: "3 days", "4 days")'],
      ['endDate', 'endDate: not found in the request'],
    ]);
  });

  it('no date at all: a relative date, a vague length and two lengths are refused with their words', () => {
    expect(dates(' next week for 3 days')).to.deep.equal([
      ['startDate', 'startDate: a date relative to today cannot be placed in the sandbox\'s calendar; give the month and day (found: "next week")'],
      ['endDate', 'endDate: not found in the request'],
    ]);
    const noDates = 'startDate: no travel dates found; give the first day, e.g. "from March 16th to March 18th, 2022"';
    expect(dates(' for a few days')).to.deep.equal([['days', 'days: the length of the trip is not a number of days (found: "a few days")'], ['startDate', noDates], ['endDate', 'endDate: not found in the request']]);
    expect(dates(' for 3 days, or 4 days')).to.deep.equal([
      ['days', 'days: the request gives the length of the trip two ways (3 and 4) (found: "3 days", "4 days")'],
      ['startDate', noDates],
      ['endDate', 'endDate: not found in the request'],
    ]);
    expect(dates(' for 3 days')).to.deep.equal([['startDate', noDates], ['endDate', 'endDate: not found in the request']]);
  });

  it('a corrected length is set aside; the same date written twice is one date', () => {
    const longer = at(' for 3 days, make that 4 days, March 16th 2022');
    expect([longer.spec?.days, longer.spec?.endDate, longer.ignored, longer.fields.days]).to.deep.equal([4, '2022-03-19', [['3 days', 'corrected']], { words: ['4 days'] }]);
    expect(dates(', 2022-03-16 to 2022-03-18, March 16th')).to.deep.equal([3, '2022-03-16', '2022-03-18']);
  });
});
