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
const NO_WISHES = { cities: [], houseRules: [], cuisines: [], avoidCuisines: [], roomType: null, excludeTransport: [], wishes: {} };
const TRIP = { days: 3, cityCount: 1, startDate: '2022-03-16', endDate: '2022-03-18', travellers: 2, budget: 1000, ...NO_WISHES };
/** Two cities of Texas named as where to go: Texas, visiting those two. */
const TEXAS_PAIR = (a = 'Austin', b = 'Dallas') => ({ origin: 'Denver', destination: { kind: 'state', name: 'Texas' }, ...TRIP, cityCount: 2, cities: [a, b] });
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

  it('without such a cue, a state named before a destination city has no role: the origin is missing and the state is quoted in its refusal', () => {
    for (const sep of [' and ', ', ', ' or ']) {
      expect(refusals(`Idaho${sep}an Austin trip${REST}`), sep).to.deep.equal([
        ['origin', 'origin: no starting city found (a place is named, but not as where the trip starts: write "from <city>") (found: "Idaho")'],
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
  it('a place listed right after a cued place shares its role, with any list word: two cities of one state are its cities to visit, two cities joined by "or" are refused', () => {
    const seps = [', ', ' , ', ' and ', ', and ', ' & ', ' and then ', ' then ', ', then ', ' plus ', ' as well as ', ' and also ', ' and then also '];
    for (const sep of [...seps, ' or ']) {
      expect(refusals(`A trip from Denver${sep}Boise to Austin${REST}`), sep).to.deep.equal([
        ['origin', 'origin: more than one starting city: Denver, Boise (found: "Denver", "Boise")'],
      ]);
    }
    for (const sep of seps) expect(reading(`A trip from Denver to Austin${sep}Dallas${REST}`).spec, sep).to.deep.equal(TEXAS_PAIR());
    expect(refusals(`A trip from Denver to Austin or Dallas${REST}`)).to.deep.equal([
      ['destination', 'destination: more than one destination named; the trip goes to one city or one state (found: "Austin", "Dallas")'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
    expect(reading(`A trip from Denver to Austin (TX) and Dallas${REST}`).spec).to.deep.equal(TEXAS_PAIR());
  });

  it('a place after a cued place and other words does not share its role', () => {
    for (const between of [' with a stop near ', ', maybe ']) {
      expect(refusals(`A trip from Denver to Austin${between}Dallas${REST}`), between).to.deep.equal([
        ['destination', 'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Dallas")'],
        ['cityCount', 'cityCount: not found in the request'],
      ]);
    }
    // A place ruled out ("but not Dallas", "Not Vegas, not Miami") is no place of the trip at all.
    expect(refusals(`A trip from Denver to Austin but not Dallas${REST}`)).to.deep.equal([]);
  });
});

describe('rules interpretation: corrected, repeated and implied places', () => {
  const austin = { origin: 'Reno', destination: { kind: 'city', name: 'Austin' }, ...TRIP };

  it('a corrected origin or destination is set aside; the same place named again in a correction is not', () => {
    expect(reading(`A trip from Reno, no wait, from Boise to Austin${REST}`)).to.deep.include({ ignored: [['Reno', 'corrected']], errors: [] });
    expect(reading(`A trip from Reno, no wait, from Boise to Austin${REST}`).spec).to.deep.equal({ ...austin, origin: 'Boise' });
    const dallas = reading(`A trip from Reno to Austin, actually to Dallas${REST}`);
    expect([dallas.spec, dallas.ignored, dallas.fields.destination]).to.deep.equal([
      { ...austin, destination: { kind: 'city', name: 'Dallas' } },
      [['Austin', 'corrected']],
      { words: ['to Dallas'] },
    ]);
    const same = reading(`A trip from Reno to Austin, sorry, I mean to Austin${REST}`);
    expect([same.spec, same.ignored, same.fields.destination]).to.deep.equal([austin, [], { words: ['to Austin'] }]);
  });

  it('a place named again without a cue keeps its role and its words', () => {
    const again = reading(`A trip from Reno to Austin${REST} Austin in Texas is great. Reno is home.`);
    expect([again.spec, again.fields.origin, again.fields.destination, again.ignored]).to.deep.equal([
      austin,
      { words: ['from Reno', 'Reno'] },
      { words: ['to Austin', 'Austin in Texas'] },
      [],
    ]);
  });

  it('the state of the origin or of the destination, named on its own, is the same place', () => {
    const states = reading(`A trip from Reno to Austin${REST} Texas is great, and so is Nevada, we hear.`);
    expect([states.spec, states.ignored]).to.deep.equal([
      austin,
      [
        ['Texas', 'same-place'],
        ['Nevada', 'same-place'],
      ],
    ]);
    expect(reading(`A trip from Boise. Idaho and Texas${REST}`)).to.deep.include({
      ignored: [['Idaho', 'same-place']],
      errors: [['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Texas") (found: "Texas")']],
    });
  });

  it('one role given and one other place named: the place takes the other role', () => {
    expect(reading(`A trip to Boise. Reno is where we live${REST}`).spec).to.deep.equal({ ...austin, destination: { kind: 'city', name: 'Boise' } });
    expect(reading(`A trip to Texas. Boise${REST} 2 cities.`).spec).to.deep.equal({
      ...austin,
      origin: 'Boise',
      destination: { kind: 'state', name: 'Texas' },
      cityCount: 2,
    });
    expect(reading(`A trip from Boise. Texas${REST}`).errors).to.deep.equal([
      ['cityCount', 'cityCount: a state destination needs the number of cities to visit (e.g. "2 cities in Texas") (found: "Texas")'],
    ]);
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
      [
        'startDate',
        'startDate: more than two dates named (3); give the first and the last day of the trip (found: "March 16th", "March 18th, 2022", "March 20th")',
      ],
      ['days', 'days: not found in the request'],
      ['endDate', 'endDate: not found in the request'],
    ]);
    expect(dates(' for 3 days on the 16th')).to.deep.equal([
      ['startDate', 'startDate: a day without a month (found: "the 16th")'],
      ['endDate', 'endDate: not found in the request'],
    ]);
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
      [
        ['endDate', 'endDate: the last day (2022-03-16) is before the first (2022-03-18) (found: "March 18th", "March 16th, 2022")'],
        ['days', 'days: not found in the request'],
      ],
      { words: ['March 18th'] },
    ]);
    const swapped = at(', back on March 18th, 2022, leaving March 16th');
    expect([swapped.spec?.startDate, swapped.spec?.endDate, swapped.fields.startDate, swapped.fields.endDate]).to.deep.equal([
      '2022-03-16',
      '2022-03-18',
      { words: ['March 16th'] },
      { words: ['March 18th, 2022'] },
    ]);
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
    expect([corrected.spec?.startDate, corrected.spec?.endDate, corrected.ignored]).to.deep.equal([
      '2022-03-17',
      '2022-03-19',
      [['March 16th 2022', 'corrected']],
    ]);
  });

  it('one date and a length give the other date; the words before a date make it the last day', () => {
    const start = at(', March 16th 2022 for 3 days');
    expect([start.spec?.startDate, start.spec?.endDate, start.fields.startDate, start.fields.endDate]).to.deep.equal([
      '2022-03-16',
      '2022-03-18',
      { words: ['March 16th 2022'] },
      { words: [], note: 'the first day and the length' },
    ]);
    const end = reading('A 3-day trip from Denver to Austin, returning March 18th, 2022, for 2 people, budget $1,000.');
    expect([end.spec?.startDate, end.spec?.endDate, end.fields.startDate, end.fields.endDate]).to.deep.equal([
      '2022-03-16',
      '2022-03-18',
      { words: [], note: 'the last day and the length' },
      { words: ['March 18th, 2022'] },
    ]);
  });

  it('one date without a length: refused (days), the date kept in its own field', () => {
    expect(at(', starting March 16th, 2022')).to.deep.include({
      errors: [
        ['days', 'days: no length of the trip found; give the number of days or both dates'],
        ['endDate', 'endDate: not found in the request'],
      ],
    });
    expect(at(', returning March 18th, 2022')).to.deep.include({
      errors: [
        ['days', 'days: no length of the trip found; give the number of days or both dates'],
        ['startDate', 'startDate: not found in the request'],
      ],
    });
    expect(dates(', March 16th 2022 for a few days')).to.deep.equal([
      ['days', 'days: the length of the trip is not a number of days (found: "a few days")'],
      ['endDate', 'endDate: not found in the request'],
    ]);
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
    expect(dates(' for a few days')).to.deep.equal([
      ['days', 'days: the length of the trip is not a number of days (found: "a few days")'],
      ['startDate', noDates],
      ['endDate', 'endDate: not found in the request'],
    ]);
    expect(dates(' for 3 days, or 4 days')).to.deep.equal([
      ['days', 'days: the request gives the length of the trip two ways (3 and 4) (found: "3 days", "4 days")'],
      ['startDate', noDates],
      ['endDate', 'endDate: not found in the request'],
    ]);
    expect(dates(' for 3 days')).to.deep.equal([
      ['startDate', noDates],
      ['endDate', 'endDate: not found in the request'],
    ]);
  });

  it('a corrected length is set aside; the same date written twice is one date', () => {
    const longer = at(' for 3 days, make that 4 days, March 16th 2022');
    expect([longer.spec?.days, longer.spec?.endDate, longer.ignored, longer.fields.days]).to.deep.equal([
      4,
      '2022-03-19',
      [['3 days', 'corrected']],
      { words: ['4 days'] },
    ]);
    expect(dates(', 2022-03-16 to 2022-03-18, March 16th')).to.deep.equal([3, '2022-03-16', '2022-03-18']);
  });
});

describe('rules interpretation: budget and meal prices', () => {
  const TRIP3 = 'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people';
  const budget = (words: string) => {
    const r = reading(`${TRIP3}${words}`);
    return r.spec ? [r.spec.budget, r.fields.budget] : r.errors;
  };
  const meal = (words: string) => {
    const r = reading(`${TRIP3}, budget $1,000. ${words}`);
    return r.spec ? [r.spec.wishes.mealPricePerPerson, r.fields.wishes, r.ignored] : r.errors;
  };

  it('multiplies a budget per person by the travellers and a budget per day by the days, and refuses either when that number is unclear', () => {
    expect(budget(', budget $450 per person, $900 in total.')).to.deep.equal([900, { words: ['$450 per person', '$900'] }]);
    expect(budget(', a budget of $300 a day.')).to.deep.equal([900, { words: ['$300 a day'] }]);
    expect(budget(', budget $300 per day, $800 in total.')).to.deep.equal([
      ['budget', 'budget: more than one total amount ($900, $800); give one total budget (found: "$300 per day", "$800")'],
    ]);
    expect(refusals('A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for a group, $500 per person.')).to.deep.equal([
      ['travellers', 'travellers: the request speaks of several people but does not say how many (found: "a group")'],
      ['budget', 'budget: a budget per person, but the number of travellers is unclear (found: "$500 per person")'],
    ]);
    expect(refusals('A trip from Denver to Austin for a few days in March 2022, for 2 people, a budget of $300 a day.')).to.deep.include([
      'budget',
      'budget: a budget per day, but the length of the trip is unclear (found: "$300 a day")',
    ]);
  });

  it('refuses a range and a price for one item, and lets a correction replace every earlier total', () => {
    expect(budget(', budget between $1,000 and $1,500.')).to.deep.equal([
      ['budget', 'budget: a range of amounts; give one total budget (the most you will spend) (found: "$1,000", "$1,500")'],
    ]);
    expect(budget(', budget $1,000, $100 per ticket.')).to.deep.equal([
      [
        'budget',
        'budget: a price for one ticket, not a total budget; tripsolver cannot yet require the price of a single meal, night or ticket (found: "$100 per ticket")',
      ],
    ]);
    const corrected = reading(`${TRIP3}, budget $1,000 or $1,200, no wait, $1,100.`);
    expect([corrected.spec?.budget, corrected.fields.budget, corrected.ignored]).to.deep.equal([
      1100,
      { words: ['$1,100'] },
      [
        ['$1,000', 'corrected'],
        ['$1,200', 'corrected'],
      ],
    ]);
    expect(budget(', budget $1,000.50.')).to.deep.equal([1000.5, { words: ['$1,000.50'] }]);
  });

  it('reads "no budget" in each of its wordings as no budget, even with a number close after it', () => {
    const none = [
      'No budget',
      'No real budget',
      'No fixed budget',
      'No strict budget',
      'No set budget',
      'No specific budget',
      'Budget is not an issue',
      'Budget is not a concern',
      'Budget is not a problem',
      'Budget is flexible',
      'Budget is unlimited',
      'Budget is open',
      'Unlimited budget',
      "Budget doesn't matter",
      'Budget doesn’t matter',
      'Budget doesnt matter',
      'Money is no object, whatever the budget',
    ];
    for (const words of none) expect(budget(`. ${words} for all 3 days.`), words).to.deep.equal([null, { words: [], note: 'no budget given' }]);
  });

  it('refuses "budget" followed by a number or an amount word that is not an amount, but not a year or a count of people or days', () => {
    for (const words of ['Budget is about', 'Budget, a few thousand or so,', 'Budget, some hundreds,', 'Budget, in the grand scheme,']) {
      expect(budget(`. ${words} for all 3 days.`), words).to.deep.equal([
        ['budget', `budget: the budget is not an amount in dollars (found: "${words} for all 3 days")`],
      ]);
    }
    for (const words of [
      'Budget planned in 2021',
      'Budget per 2 travellers',
      'Budget for 2 travelers',
      'Budget for 2 persons',
      'Budget for 2 people',
      'Budget for 2 nights',
      'Budget for 2 day',
    ]) {
      expect(budget(`. ${words}.`), words).to.deep.equal([null, { words: [], note: 'no budget given' }]);
    }
    expect(reading(`${TRIP3}.\nMeal budget: $25 per person\nBudget: 3ish`).errors).to.deep.equal([
      ['budget', 'budget: the budget is not an amount in dollars (found: "Budget: 3ish")'],
    ]);
    expect(reading(`${TRIP3}.\nMeal budget: $25 per person`).spec?.budget).to.equal(null);
  });

  it('reads a meal price as a ceiling, a floor or a range, and refuses two ceilings, two floors or a floor above the ceiling', () => {
    expect(meal('Meals at least $20 a plate.')).to.deep.equal([{ min: 20 }, { words: ['$20 a plate'] }, []]);
    expect(meal('Dinners around $15-25 each.')).to.deep.equal([{ min: 15, max: 25 }, { words: ['Dinners around $15', '25 each'] }, []]);
    expect(meal('Meals under $20 a head. Lunches under $30 per person.')).to.deep.equal([
      [
        'wishes.mealPricePerPerson',
        'wishes.mealPricePerPerson: more than one price per meal; give one range ("meals between $15 and $30 a head") (found: "Meals under $20 a head", "Lunches under $30 per person")',
      ],
    ]);
    expect(meal('Meals at least $15 a plate, lunches at least $20 per person.')).to.deep.equal([
      [
        'wishes.mealPricePerPerson',
        'wishes.mealPricePerPerson: more than one price per meal; give one range ("meals between $15 and $30 a head") (found: "$15 a plate", "lunches at least $20 per person")',
      ],
    ]);
    expect(meal('Meals at least $40 a plate. Dinners under $30 per person.')).to.deep.equal([
      [
        'wishes.mealPricePerPerson',
        'wishes.mealPricePerPerson: the lowest price per meal ($40) is above the highest ($30) (found: "$40 a plate", "Dinners under $30 per person")',
      ],
    ]);
  });

  it('a corrected meal price replaces the earlier one; a corrected range replaces both ends, whichever end carries the cue', () => {
    expect(meal('Meals under $20 a head. Actually, meals under $25 a head.')).to.deep.equal([
      { max: 25 },
      { words: ['meals under $25 a head'] },
      [['Meals under $20 a head', 'corrected']],
    ]);
    expect(meal('Meals between $15 and $30 a head. Actually, meals under $25 a head.')).to.deep.equal([
      { max: 25 },
      { words: ['meals under $25 a head'] },
      [
        ['Meals between $15', 'corrected'],
        ['$30 a head', 'corrected'],
      ],
    ]);
    expect(meal('Meals between $15 and $30 a head. Sorry, I mean meals between $20 and $35 a head.')).to.deep.equal([
      { min: 20, max: 35 },
      { words: ['meals between $20', '$35 a head'] },
      [
        ['Meals between $15', 'corrected'],
        ['$30 a head', 'corrected'],
      ],
    ]);
    expect(meal('Meals at least $15 a plate. Sorry, I mean meals between $20 and $35 a head.')).to.deep.equal([
      { min: 20, max: 35 },
      { words: ['meals between $20', '$35 a head'] },
      [['$15 a plate', 'corrected']],
    ]);
    expect(meal('\nMeal budget: $10-20 per person\nUpdated meal budget: $15-25 per person')).to.deep.equal([
      { min: 15, max: 25 },
      { words: ['$15', '25 per person'] },
      [
        ['$10', 'corrected'],
        ['20 per person', 'corrected'],
      ],
    ]);
  });
});

/** A request with the whole trip given, then `words`: the wish fields, their words and the words set aside, or the refusals. */
function wishes(words: string) {
  const r = reading(`A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000. ${words}`);
  if (!r.spec) return r.errors;
  const { houseRules, roomType, cuisines, avoidCuisines, excludeTransport, wishes: w } = r.spec;
  const { houseRules: hw, roomType: rw, cuisines: cw, avoidCuisines: aw, excludeTransport: tw, wishes: ww } = r.fields;
  return {
    houseRules,
    roomType,
    cuisines,
    avoidCuisines,
    excludeTransport,
    wishes: w,
    words: { houseRules: hw, roomType: rw, cuisines: cw, avoidCuisines: aw, excludeTransport: tw, wishes: ww },
    ignored: r.ignored,
  };
}
const NONE = { houseRules: [], roomType: null, cuisines: [], avoidCuisines: [], excludeTransport: [], wishes: {} };
const NO_WORDS = { houseRules: undefined, roomType: undefined, cuisines: undefined, avoidCuisines: undefined, excludeTransport: undefined, wishes: undefined };

describe('rules interpretation: house rules and room types', () => {
  it('children: under 10 is a rule, older ones and relations are set aside, and children of no age are refused unless another child is under 10', () => {
    expect(wishes('We have kids, one is a toddler.')).to.deep.equal({
      ...NONE,
      houseRules: ['children under 10'],
      words: { ...NO_WORDS, houseRules: { words: ['kids', 'toddler'] } },
      ignored: [],
    });
    expect(wishes('Our kids are 12 and 14.')).to.deep.equal({ ...NONE, words: NO_WORDS, ignored: [['kids', 'children-older']] });
    expect(wishes('We have kids.')).to.deep.equal([
      [
        'houseRules',
        'houseRules: children are mentioned without their ages; say "children under 10" if a listing must allow them, or give their ages (found: "kids")',
      ],
    ]);
    expect(wishes('We are bringing our dog and we smoke. Pets allowed please.')).to.deep.equal({
      ...NONE,
      houseRules: ['pets', 'smoking'],
      words: { ...NO_WORDS, houseRules: { words: ['dog', 'smoke', 'Pets'] } },
      ignored: [],
    });
  });

  it('a correction replaces the room wish before it', () => {
    expect(wishes('A private room, I mean an entire home.')).to.deep.equal({
      ...NONE,
      roomType: 'entire room',
      words: { ...NO_WORDS, roomType: { words: ['entire home'] } },
      ignored: [['private room', 'corrected']],
    });
    expect(wishes('Not a shared room, sorry, I mean a shared room.')).to.deep.equal({
      ...NONE,
      roomType: 'shared room',
      words: { ...NO_WORDS, roomType: { words: ['shared room'] } },
      ignored: [['Not a shared room', 'corrected']],
    });
  });

  it('two unshared room types joined by "or" are "not shared room"; a room only tolerated asks for nothing', () => {
    expect(wishes('An entire home or a private room.')).to.deep.equal({
      ...NONE,
      roomType: 'not shared room',
      words: { ...NO_WORDS, roomType: { words: ['entire home', 'private room'] } },
      ignored: [],
    });
    expect(wishes('No shared rooms, a private room or an entire home is fine.')).to.deep.equal({
      ...NONE,
      roomType: 'not shared room',
      words: { ...NO_WORDS, roomType: { words: ['No shared rooms', 'private room', 'entire home'] } },
      ignored: [],
    });
    expect(wishes('A private room or an entire home. A hostel is fine.')).to.deep.equal({
      ...NONE,
      roomType: 'not shared room',
      words: { ...NO_WORDS, roomType: { words: ['private room', 'entire home'] } },
      ignored: [['hostel', 'permission-only']],
    });
    // Another type said to be fine makes the one asked for one acceptable type among them (READING.md, roomType).
    expect(wishes('An entire apartment, private room is fine, shared room is fine.')).to.deep.equal({
      ...NONE,
      roomType: null,
      words: { ...NO_WORDS, roomType: { words: ['entire apartment', 'private room', 'shared room'] } },
      ignored: [],
    });
    expect(wishes('An entire apartment, a private room is fine too.')).to.deep.equal({
      ...NONE,
      roomType: 'not shared room',
      words: { ...NO_WORDS, roomType: { words: ['entire apartment', 'private room'] } },
      ignored: [],
    });
    // (A shared room said fine and ruled out: the rule wins, which leaves the private room.)
    expect(wishes('A private room please, a shared room is fine if cheaper, but no shared rooms.')).to.deep.equal({
      ...NONE,
      roomType: 'private room',
      words: { ...NO_WORDS, roomType: { words: ['private room', 'shared room', 'no shared rooms'] } },
      ignored: [],
    });
  });

  it('refuses two room types, a shared room with no shared room, and ruling out entire homes, private rooms or unshared rooms', () => {
    expect(wishes('A private room or a shared room.')).to.deep.equal([
      ['roomType', 'roomType: asks for more than one room type (private room, shared room) (found: "private room", "shared room")'],
    ]);
    expect(wishes('A hostel or a private room.')).to.deep.equal([
      ['roomType', 'roomType: asks for more than one room type (shared room, private room) (found: "hostel", "private room")'],
    ]);
    expect(wishes('A private room. An entire home would also do.')).to.deep.equal([
      ['roomType', 'roomType: asks for more than one room type (private room, entire room) (found: "private room", "entire home")'],
    ]);
    expect(wishes('A shared room, no shared rooms.')).to.deep.equal([
      ['roomType', 'roomType: asks for a shared room and for no shared room (found: "shared room", "shared rooms")'],
    ]);
    expect(wishes('Not an entire home.')).to.deep.equal([
      ['roomType', 'roomType: rules out entire homes, which leaves more than one room type; say which one you want (found: "entire home")'],
    ]);
    expect(wishes('No private rooms.')).to.deep.equal([
      ['roomType', 'roomType: rules out private rooms, which leaves more than one room type; say which one you want (found: "private rooms")'],
    ]);
    expect(wishes('Not a non-shared room.')).to.deep.equal([
      ['roomType', 'roomType: asks for shared rooms by ruling out unshared ones; say "shared room" (found: "non-shared")'],
    ]);
    expect(wishes('Not an entire home. We want a private room or an entire home.')).to.deep.equal([
      ['roomType', 'roomType: rules out entire homes, which leaves more than one room type; say which one you want (found: "entire home")'],
    ]);
  });
});

describe('rules interpretation: cuisines, transport, pace and interests', () => {
  const NOT_LISTED =
    "cuisines: the sandbox's restaurants do not list it (they list American, Chinese, French, Indian, Italian, Mediterranean, Mexican, BBQ, Bakery, Cafe, Desserts, Fast Food, Pizza, Seafood and Tea)";

  it('refuses wished cuisines joined only by "or" or "either"; any "and"-like word, a comma, a bar or "&" makes them a list', () => {
    const or = [['cuisines', 'cuisines: cuisines joined by "or": each of them, or any one? (found: "Italian", "Chinese")']];
    for (const words of ['Italian or Chinese food.', 'Either Italian or Chinese food.', 'Both Italian or Chinese food.'])
      expect(wishes(words), words).to.deep.equal(or);
    const three = {
      ...NONE,
      cuisines: ['Italian', 'Chinese', 'Mexican'],
      words: { ...NO_WORDS, cuisines: { words: ['Italian', 'Chinese', 'Mexican'] } },
      ignored: [],
    };
    for (const join of [', and', ' as well as', ' plus', ' |', ' &', ',', ' and', '\n-']) {
      expect(wishes(`Italian or Chinese${join} Mexican food.`), join).to.deep.equal(three);
    }
  });

  it('rules out cuisines joined by "or", refuses one both wished and ruled out, and lets a correction replace a cuisine', () => {
    expect(wishes('Italian food. No Mexican or Chinese.')).to.deep.equal({
      ...NONE,
      cuisines: ['Italian'],
      avoidCuisines: ['Mexican', 'Chinese'],
      words: { ...NO_WORDS, cuisines: { words: ['Italian'] }, avoidCuisines: { words: ['No Mexican', 'No Mexican or Chinese'] } },
      ignored: [],
    });
    expect(wishes('Italian food, no Italian food.')).to.deep.equal([['avoidCuisines', 'avoidCuisines: Italian both wished and ruled out (found: "Italian")']]);
    expect(wishes('Italian food. Scratch that, Mexican.')).to.deep.equal({
      ...NONE,
      cuisines: ['Mexican'],
      words: { ...NO_WORDS, cuisines: { words: ['Mexican'] } },
      ignored: [['Italian', 'corrected']],
    });
  });

  it('refuses a cuisine the sandbox lacks (then no other cuisine is read), and sets one aside when it is ruled out', () => {
    expect(wishes('Thai food. No Mexican.')).to.deep.equal([['cuisines', `${NOT_LISTED} (found: "Thai")`]]);
    expect(wishes('Thai food, Italian food, no Italian.')).to.deep.equal([['cuisines', `${NOT_LISTED} (found: "Thai")`]]);
    expect(wishes('No sushi.')).to.deep.equal({ ...NONE, words: NO_WORDS, ignored: [['No sushi', 'not-offered']] });
  });

  it('a way of travelling asked for rules out the others; one ruled out is excluded; asking for and ruling out one is refused', () => {
    expect(wishes("We'll drive. No flights.")).to.deep.equal({
      ...NONE,
      excludeTransport: ['flight', 'taxi'],
      words: { ...NO_WORDS, excludeTransport: { words: ['drive', 'No flights'] } },
      ignored: [],
    });
    expect(wishes("We'll drive. We want to fly.")).to.deep.equal({
      ...NONE,
      excludeTransport: ['taxi'],
      words: { ...NO_WORDS, excludeTransport: { words: ['drive', 'fly'] } },
      ignored: [],
    });
    expect(wishes("We'll take taxis.")).to.deep.equal({
      ...NONE,
      excludeTransport: ['flight', 'self-driving'],
      words: { ...NO_WORDS, excludeTransport: { words: ['taxis'] } },
      ignored: [],
    });
    expect(wishes("We'd rather fly. No flights.")).to.deep.equal([
      ['excludeTransport', 'excludeTransport: asks for flight and also rules it out (found: "fly", "flights")'],
    ]);
  });

  it('sets aside a way of travelling tolerated, not offered, naming the origin, used around town or naming what to plan', () => {
    expect(wishes("We don't mind flying.")).to.deep.equal({ ...NONE, words: NO_WORDS, ignored: [['flying', 'permission-only']] });
    expect(wishes('No trains.')).to.deep.equal({ ...NONE, words: NO_WORDS, ignored: [['No trains', 'not-offered']] });
    expect(wishes("We'll take taxis to get around.")).to.deep.equal({ ...NONE, words: NO_WORDS, ignored: [['taxis', 'local-transport']] });
    expect(wishes('Book flights and hotels.')).to.deep.equal({
      ...NONE,
      words: NO_WORDS,
      ignored: [
        ['flights', 'what-to-plan'],
        ['hotels', 'generic-lodging'],
      ],
    });
    const only = { ...NONE, excludeTransport: ['self-driving', 'taxi'], ignored: [['hotels', 'generic-lodging']] };
    expect(wishes('We want flights and hotels.')).to.deep.equal({ ...only, words: { ...NO_WORDS, excludeTransport: { words: ['flights'] } } });
    expect(wishes('Flights only, and hotels.')).to.deep.equal({ ...only, words: { ...NO_WORDS, excludeTransport: { words: ['Flights'] } } });
    expect(reading("A 3-day trip to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000. We're flying in from Denver.")).to.deep.include({
      ignored: [['flying', 'route-words']],
      errors: [],
    });
  });

  it('refuses a way of travelling the sandbox lacks when it is wished, with any other refusal of the request', () => {
    expect(wishes("We'd like to go by train.")).to.deep.equal([
      ['excludeTransport', 'excludeTransport: the sandbox has only flights, self-driving and taxis between cities (found: "train")'],
    ]);
    expect(wishes('Thai food, and we want to go by train.')).to.deep.equal([
      ['cuisines', `${NOT_LISTED} (found: "Thai")`],
      ['excludeTransport', 'excludeTransport: the sandbox has only flights, self-driving and taxis between cities (found: "train")'],
    ]);
  });

  it('reads a wanted pace and interests once each, sets aside a pace only tolerated, and refuses ruling out a kind of sight', () => {
    expect(wishes('A relaxed pace. A packed schedule is fine.')).to.deep.equal({
      ...NONE,
      wishes: { pace: 'relaxed' },
      words: { ...NO_WORDS, wishes: { words: ['relaxed pace'] } },
      ignored: [['packed schedule', 'permission-only']],
    });
    expect(wishes('We love museums and history, and museums again.')).to.deep.equal({
      ...NONE,
      wishes: { interests: ['museums', 'history'] },
      words: { ...NO_WORDS, wishes: { words: ['museums', 'history'] } },
      ignored: [],
    });
    expect(wishes('No museums please.')).to.deep.equal([
      ['wishes.interests', 'wishes.interests: ruling out a kind of sight cannot be honoured yet; name the kinds you want instead (found: "museums")'],
    ]);
    expect(wishes('No museums please. Meals under $20 a head, meals under $30 a head.')).to.deep.equal([
      ['wishes.interests', 'wishes.interests: ruling out a kind of sight cannot be honoured yet; name the kinds you want instead (found: "museums")'],
    ]);
    expect(wishes('We love museums, a relaxed pace, meals under $20 a head.')).to.deep.equal({
      ...NONE,
      wishes: { interests: ['museums'], mealPricePerPerson: { max: 20 }, pace: 'relaxed' },
      words: { ...NO_WORDS, wishes: { words: ['museums', 'relaxed pace', 'meals under $20 a head'] } },
      ignored: [],
    });
  });
});

describe('rules interpretation: roads no other test takes', () => {
  const trip = (when: string, options: RulesOptions = {}) => reading(`A trip from Denver to Austin${when}, for 2 people, budget $1,000.`, options);

  it('a day written without a month takes the month of the date before it, and the next month (and year) when its day is smaller', () => {
    const april = trip(', leaving March 30th, back on the 2nd', { defaultYear: 2022 });
    expect([april.spec?.days, april.spec?.startDate, april.spec?.endDate, april.fields.endDate]).to.deep.equal([
      4,
      '2022-03-30',
      '2022-04-02',
      { words: ['the 2nd'] },
    ]);
    const january = trip(', leaving December 30th, back on the 2nd', { defaultYear: 2022 });
    expect([january.spec?.days, january.spec?.startDate, january.spec?.endDate]).to.deep.equal([4, '2022-12-30', '2023-01-02']);
    const same = trip(', leaving March 16th, back on the 18th', { defaultYear: 2022 });
    expect([same.spec?.days, same.spec?.startDate, same.spec?.endDate]).to.deep.equal([3, '2022-03-16', '2022-03-18']);
  });

  it('dates without a year take the one year named on its own, and two such years are refused', () => {
    expect(trip(', March 16 to March 18. In 2022. Then').spec?.startDate).to.equal('2022-03-16');
    expect(trip(', March 16 to March 18. In 2022, or maybe in 2023. Then').errors).to.deep.equal([
      ['startDate', 'startDate: more than one year named (2022, 2023) (found: "March 16", "March 18")'],
      ['days', 'days: not found in the request'],
      ['endDate', 'endDate: not found in the request'],
    ]);
  });

  it('no date and no length at all: the dates are refused and the days are not found', () => {
    expect(trip('').errors).to.deep.equal([
      ['startDate', 'startDate: no travel dates found; give the first day, e.g. "from March 16th to March 18th, 2022"'],
      ['days', 'days: not found in the request'],
      ['endDate', 'endDate: not found in the request'],
    ]);
  });

  it('a bare correction after a number of cities corrects that number', () => {
    const r = reading('A 4-day trip from Denver to Texas, two cities, make that three, March 16th to March 19th, 2022, for 2 people, budget $1,000.');
    expect([r.spec?.cityCount, r.fields.cityCount, r.ignored]).to.deep.equal([3, { words: ['three'] }, [['two cities', 'corrected']]]);
  });

  it('a kind of lodging is corrected like a room; a room wish with "not a shared room" keeps the room and both words', () => {
    expect(wishes('A hostel, I mean an entire home.')).to.deep.equal({
      ...NONE,
      roomType: 'entire room',
      words: { ...NO_WORDS, roomType: { words: ['entire home'] } },
      ignored: [['hostel', 'corrected']],
    });
    expect(wishes('A private room, not a shared room.')).to.deep.equal({
      ...NONE,
      roomType: 'private room',
      words: { ...NO_WORDS, roomType: { words: ['private room', 'not a shared room'] } },
      ignored: [],
    });
  });

  it('a cuisine or an interest only tolerated asks for nothing', () => {
    expect(wishes("We don't mind Mexican food.")).to.deep.equal({ ...NONE, words: NO_WORDS, ignored: [['Mexican', 'permission-only']] });
    expect(wishes('\nInterests: museums are fine')).to.deep.equal({ ...NONE, words: NO_WORDS, ignored: [['museums', 'permission-only']] });
  });

  it('an origin named as a state that is no state, or a name two cities share, is refused (origin)', () => {
    for (const from of ['the state of Reno', 'Reno state']) {
      expect(refusals(`A trip from ${from} to Austin${REST}`), from).to.deep.equal([
        ['origin', `origin: not a city; the trip must start from a city (found: "${from.replace('the state of ', '')}")`],
      ]);
    }
    const twins = { cities: () => ['Fort Worth', 'Ft. Worth', 'Austin'], states: () => ['Texas'], stateOf: () => 'Texas' };
    expect(readRequest(`A trip from Fort Worth to Austin${REST}`, twins).errors.map((e) => [e.field, e.message])).to.deep.equal([
      ['origin', 'origin: could be Fort Worth or Ft. Worth (found: "Fort Worth")'],
    ]);
    expect(readRequest(`A trip from Austin to Ft Worth${REST}`, twins).errors.map((e) => [e.field, e.message])).to.deep.equal([
      ['destination', 'destination: could be Fort Worth (city) or Ft. Worth (city) (found: "Ft Worth")'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
  });

  it('a place named twice with no cue beside another is one origin, quoted once', () => {
    const r = reading(`Boise, Austin${REST} Boise is lovely.`);
    expect([r.spec?.origin, r.spec?.destination, r.fields.origin]).to.deep.equal(['Boise', { kind: 'city', name: 'Austin' }, { words: ['Boise'] }]);
  });
});

describe('rules interpretation: refusals of places, counts and the party', () => {
  it('refuses a city count for a city, a kind hint the place does not have, an unknown origin and a missing destination, each with its words', () => {
    expect(refusals(`A trip from Denver to Austin, 2 cities${REST}`)).to.deep.equal([
      ['cityCount', 'cityCount: Austin is a city, so the trip visits one city, not 2 (found: "2 cities")'],
    ]);
    expect(refusals(`A trip from Denver to the state of Austin${REST}`)).to.deep.equal([
      ['destination', 'destination: Austin is a city of the sandbox, not a state (found: "Austin")'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
    expect(refusals(`A trip from Denver to the city of Texas${REST}`)).to.deep.equal([
      ['destination', 'destination: Texas is a state of the sandbox, not a city (found: "Texas")'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
    expect(refusals(`A trip from Sedona to Austin${REST}`)).to.deep.equal([
      ['origin', 'origin: names a place that is not a city of the sandbox (found: "from Sedona")'],
    ]);
    expect(refusals(`A trip from Denver${REST}`)).to.deep.equal([
      ['destination', 'destination: no destination found; write "to <city>" or "<n> cities in <state>"'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
    expect(refusals(`A trip from Denver to Austin, Idaho${REST}`)).to.deep.equal([
      ['destination', 'destination: the sandbox\'s Austin is in Texas, not Idaho; no such place in the sandbox (found: "Austin, Idaho")'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
    expect(reading(`A trip from Denver to Austin, Texas${REST}`).spec).to.deep.equal({
      origin: 'Denver',
      destination: { kind: 'city', name: 'Austin' },
      ...TRIP,
    });
  });

  it('a bare correction corrects the nearest count before it: the length, the party or the number of cities', () => {
    const r = (words: string) => {
      const x = reading(`A trip from Denver to ${words} March 16th 2022, budget $1,000.`);
      return [x.spec ? [x.spec.days, x.spec.travellers, x.spec.cityCount] : x.errors, x.ignored];
    };
    expect(r('Austin, for 2 people, 3 days, make that 4,')).to.deep.equal([[4, 2, 1], [['3 days', 'corrected']]]);
    expect(r('Austin, 3 days, for 2 people, make that 4,')).to.deep.equal([
      [3, 4, 1],
      [
        ['for 2', 'corrected'],
        ['2 people', 'corrected'],
      ],
    ]);
    expect(r('Texas, 2 cities, for 2 people, 5 days, make that 4,')).to.deep.equal([[4, 2, 2], [['5 days', 'corrected']]]);
    expect(r('Texas, for 2 people, 5 days, 2 cities, make that 3,')).to.deep.equal([[5, 2, 3], [['2 cities', 'corrected']]]);
  });

  it('counts are weighed in the order written, wherever a correction was found', () => {
    const trip = 'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, budget $1,000.';
    expect(refusals(`${trip} We are 2, make that 3. We are 4 people.`)).to.deep.equal([
      ['travellers', 'travellers: the request gives the number of travellers two ways (3 and 4) (found: "3", "We are 4", "4 people")'],
    ]);
    const r = reading(`${trip} We are 4 people. We are 2, make that 3.`);
    expect([r.spec?.travellers, r.fields.travellers, r.ignored]).to.deep.equal([
      3,
      { words: ['3'] },
      [
        ['We are 4', 'corrected'],
        ['4 people', 'corrected'],
        ['We are 2', 'corrected'],
      ],
    ]);
  });

  it('a "we" in a sentence of wishes alone names nobody; with anything of the trip in that sentence it asks how many', () => {
    const trip = 'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, budget $1,000.';
    const travellers = (words: string) => {
      const r = reading(`${trip} ${words}`);
      return r.spec ? r.spec.travellers : r.errors.filter(([f]) => f === 'travellers');
    };
    for (const words of ['We love museums.', "We'd like meals under $20 a head.", 'We want a private room.', 'We love Mexican food.'])
      expect(travellers(words), words).to.equal(1);
    const several = [['travellers', 'travellers: the request speaks of several people but does not say how many (found: "We")']];
    for (const words of [
      'We love museums in Austin.',
      'We love museums on March 17th.',
      'We love museums for all 3 days.',
      'We love museums, 2 cities.',
      "We'd like meals under $20 a head, $1,000 in total.",
      'We will go.',
    ]) {
      expect(travellers(words), words).to.deep.equal(several);
    }
    expect(travellers('We love museums, 2 of us.')).to.equal(2);
    expect(travellers('My friends and I love museums.')).to.deep.equal([
      ['travellers', 'travellers: the request speaks of several people but does not say how many (found: "My friends")'],
    ]);
  });
});

describe('rules interpretation: provenance notes', () => {
  it('a field read from no words says why: one traveller, no budget, one city, the days the dates span', () => {
    expect(reading('A trip from Denver to Austin, March 16th to March 18th, 2022.').fields).to.deep.equal({
      origin: { words: ['from Denver'] },
      destination: { words: ['to Austin'] },
      startDate: { words: ['March 16th'] },
      endDate: { words: ['March 18th, 2022'] },
      travellers: { words: [], note: 'no companions named: one traveller' },
      budget: { words: [], note: 'no budget given' },
      cityCount: { words: [], note: 'a city destination: one city' },
      days: { words: [], note: 'the number of days the dates span' },
    });
  });

  it('no note where words were read, and none for a field that was refused', () => {
    expect(reading('A 3-day trip from Denver to 2 cities in Texas, March 16th to March 18th, 2022, for 2 people, budget $1,000.').fields).to.deep.equal({
      days: { words: ['3-day'] },
      origin: { words: ['from Denver'] },
      cityCount: { words: ['2 cities'] },
      destination: { words: ['cities in Texas'] },
      startDate: { words: ['March 16th'] },
      endDate: { words: ['March 18th, 2022'] },
      travellers: { words: ['for 2', '2 people'] },
      budget: { words: ['$1,000'] },
    });
    const refused = reading('A trip from Denver to Texas, from March 16th 2022 for a few days, with some friends, budget $300 a day.');
    expect([refused.errors.map(([f]) => f), refused.fields]).to.deep.equal([
      ['days', 'cityCount', 'travellers', 'budget', 'endDate'],
      { origin: { words: ['from Denver'] }, destination: { words: ['to Texas'] }, startDate: { words: ['March 16th 2022'] } },
    ]);
  });

  it('dates read into fields keep their words when the days are refused', () => {
    expect(reading('A trip from Denver to Austin, returning March 18th, 2022.').fields).to.deep.include({ endDate: { words: ['March 18th, 2022'] } });
    const span = reading('A 4-day trip from Denver to Austin, March 16th to March 18th, 2022.');
    expect([span.errors, span.fields.startDate, span.fields.endDate, span.fields.days]).to.deep.equal([
      [['days', 'days: the dates span 3 days but the request says 4 (found: "4-day", "March 16th", "March 18th, 2022")']],
      { words: ['March 16th'] },
      { words: ['March 18th, 2022'] },
      undefined,
    ]);
  });
});

describe('rules interpretation: ways of travelling set aside or asked for', () => {
  const LODGING = ['hotels', 'generic-lodging'];

  it('"fly" or "flying" before "out of", "in from", "out from" or "from" names the origin only', () => {
    const trip = 'A 3-day trip to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000.';
    for (const [words, verb] of [
      ['We fly out of Denver.', 'fly'],
      ["We're flying out from Denver.", 'flying'],
      ['We fly in from Denver.', 'fly'],
      ["We're flying  out of Denver.", 'flying'],
      ['We fly from Denver.', 'fly'],
    ]) {
      expect(reading(`${trip} ${words}`), words).to.deep.include({ ignored: [[verb, 'route-words']], errors: [] });
      expect(reading(`${trip} ${words}`).spec?.excludeTransport, words).to.deep.equal([]);
    }
    // "We'll fly, out of Denver" asks for flying; "Flights out of Denver" names the route and rules nothing out.
    const r = reading(`${trip} We'll fly, out of Denver.`);
    expect([r.spec?.origin, r.spec?.excludeTransport, r.ignored]).to.deep.equal(['Denver', ['self-driving', 'taxi'], []]);
    const route = reading(`${trip} Flights out of Denver.`);
    expect([route.spec?.origin, route.spec?.excludeTransport, route.ignored]).to.deep.equal(['Denver', [], [['Flights', 'way-of-a-moment']]]);
  });

  it('flights or airfare listed with other things to book name what to plan, unless words before them ask for them', () => {
    for (const [words, flight] of [
      ['Book airfare and hotels.', 'airfare'],
      ['Book flight, hotels.', 'flight'],
      ['Book flights & hotels.', 'flights'],
      ['Book flights plus hotels.', 'flights'],
      ['Book flights with hotels.', 'flights'],
    ]) {
      expect(wishes(words), words).to.deep.equal({ ...NONE, words: NO_WORDS, ignored: [[flight, 'what-to-plan'], LODGING] });
    }
    const asked = { ...NONE, excludeTransport: ['self-driving', 'taxi'], words: { ...NO_WORDS, excludeTransport: { words: ['flights'] } } };
    expect(wishes('Book flights for us.')).to.deep.equal({ ...asked, ignored: [] });
    const verbs = ['Travel by', 'We take', 'Taking', 'We prefer', 'Rather', 'We would book', 'We will book', 'We fly; book', 'Only'];
    for (const verb of verbs)
      expect(wishes(`${verb} flights and hotels.`), verb).to.deep.include({ excludeTransport: ['self-driving', 'taxi'], ignored: [LODGING] });
    // Liking flights is no plan of them: not what to plan, and no way asked for either.
    for (const verb of ['We like', 'We love'])
      expect(wishes(`${verb} flights and hotels.`), verb).to.deep.include({ excludeTransport: [], ignored: [['flights', 'way-of-a-moment'], LODGING] });
    expect(wishes('Hotels are booked.\nBook flights, please.')).to.deep.equal({ ...asked, ignored: [['Hotels', 'generic-lodging']] });
    expect(wishes('Book flights, please.\nHotels are booked.')).to.deep.equal({ ...asked, ignored: [['Hotels', 'generic-lodging']] });
  });

  it('taxis with words of getting around town before or after them, on their own line, are local', () => {
    expect(wishes("To get around town, we'll take taxis.")).to.deep.equal({ ...NONE, words: NO_WORDS, ignored: [['taxis', 'local-transport']] });
    const asked = { ...NONE, excludeTransport: ['flight', 'self-driving'], words: { ...NO_WORDS, excludeTransport: { words: ['taxis'] } }, ignored: [] };
    expect(wishes("We walk around town.\nWe'll take taxis.")).to.deep.equal(asked);
    expect(wishes("We'll take taxis.\nWe walk around town.")).to.deep.equal(asked);
  });
});

describe('rules interpretation: corrections keep what agrees, amounts and ranges', () => {
  it('a length or a count said before a correction and equal to it is kept with its words; only different ones are set aside', () => {
    const days = reading('A 4-day trip from Denver to Austin, from March 16th 2022, 3 days, make that 4 days, for 2 people, budget $1,000.');
    expect([days.spec?.days, days.spec?.endDate, days.fields.days, days.ignored]).to.deep.equal([
      4,
      '2022-03-19',
      { words: ['4-day', '4 days'] },
      [['3 days', 'corrected']],
    ]);
    const party = reading('A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 3 people, budget $1,000. We are 2, make that 3.');
    expect([party.spec?.travellers, party.fields.travellers, party.ignored]).to.deep.equal([
      3,
      { words: ['for 3', '3 people', '3'] },
      [['We are 2', 'corrected']],
    ]);
  });

  it('the two ends of a range written as one are two entries: each date field keeps the words', () => {
    const r = reading('A trip from Denver to Austin, March 16-18, 2022, for 2 people, budget $1,000.');
    expect([r.spec?.startDate, r.spec?.endDate, r.fields.startDate, r.fields.endDate, r.fields.days]).to.deep.equal([
      '2022-03-16',
      '2022-03-18',
      { words: ['March 16-18, 2022'] },
      { words: ['March 16-18, 2022'] },
      { words: [], note: 'the number of days the dates span' },
    ]);
  });

  it('a budget per person is counted to the cent', () => {
    const r = reading('A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 3 people, budget $400.10 per person.');
    expect([r.spec?.budget, r.fields.budget]).to.deep.equal([1200.3, { words: ['$400.10 per person'] }]);
  });

  it('a meal floor equal to the ceiling is one price', () => {
    const r = reading(
      'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000. Meals at least $20 a plate. Dinners under $20 per person.',
    );
    expect([r.spec?.wishes, r.fields.wishes]).to.deep.equal([
      { mealPricePerPerson: { min: 20, max: 20 } },
      { words: ['$20 a plate', 'Dinners under $20 per person'] },
    ]);
  });
});

describe('rules interpretation: names that are both a city and a state', () => {
  const to = (words: string) => {
    const r = reading(`A trip from Denver to ${words}${REST}`);
    return r.spec ? [r.spec.destination, r.spec.cityCount] : r.errors;
  };

  it('is the state when more than one city is to be visited, else the city; a state qualifier makes it the city', () => {
    expect(to('New York')).to.deep.equal([{ kind: 'city', name: 'New York' }, 1]);
    expect(to('2 cities in New York')).to.deep.equal([{ kind: 'state', name: 'New York' }, 2]);
    expect(to('New York. 2 cities')).to.deep.equal([{ kind: 'state', name: 'New York' }, 2]);
    expect(to('New York. 1 city')).to.deep.equal([{ kind: 'city', name: 'New York' }, 1]);
    expect(to('New York, NY, 2 cities')).to.deep.equal([
      ['cityCount', 'cityCount: New York is a city, so the trip visits one city, not 2 (found: "2 cities")'],
    ]);
  });

  it('as the origin it is refused when named as the state', () => {
    expect(refusals(`A trip from the state of New York to Austin${REST}`)).to.deep.equal([
      ['origin', 'origin: New York is a state, not a city; the trip must start from a city (found: "New York")'],
    ]);
  });

  it('a state named alone beside a destination city, with no origin, is quoted in the refusal of the origin', () => {
    expect(refusals(`A trip to Austin${REST} Idaho is nice.`)).to.deep.equal([
      ['origin', 'origin: no starting city found (a place is named, but not as where the trip starts: write "from <city>") (found: "Idaho")'],
    ]);
  });
});

describe('rules interpretation: role cues held to their exact spacing, place and line', () => {
  const STRAY = (place: string): [string, string][] => [
    ['destination', `destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "${place}")`],
    ['cityCount', 'cityCount: not found in the request'],
  ];
  const NO_DESTINATION: [string, string][] = [
    ['destination', 'destination: no destination found (a place is named, but not as where to go: write "to <city or state>") (found: "Austin", "Boise")'],
    ['cityCount', 'cityCount: not found in the request'],
  ];
  const ALL_STRAY = (first: string): [string, string][] => {
    const found = ` (found: "${first}", "Austin", "Boise")`;
    return [
      ['origin', `origin: no starting city found (a place is named, but not as where the trip starts: write "from <city>")${found}`],
      ['destination', `destination: no destination found (a place is named, but not as where to go: write "to <city or state>")${found}`],
      ['cityCount', 'cityCount: not found in the request'],
    ];
  };

  it('"to" or an arrow before a destination takes any spacing, but only as the whole of the words between, on one line', () => {
    for (const sep of ['->', '  to ', ' to  ', '  -> ', ' ->  ']) expect(refusals(`Idaho${sep}Austin trip${REST}`), sep).to.deep.equal(IDAHO_ORIGIN);
    for (const sep of [' to visit ', ' and a trip to ', '\nto ']) {
      expect(refusals(`Idaho${sep}Austin trip${REST}`), sep).to.deep.equal([
        ['origin', 'origin: no starting city found (a place is named, but not as where the trip starts: write "from <city>") (found: "Idaho")'],
      ]);
    }
  });

  it('"for" or an arrow after the origin takes any spacing, but only as the whole of the words between', () => {
    for (const sep of ['->', ' for  ', '  for ']) expect(refusals(`A trip from Denver${sep}Austin${REST} Boise is lovely.`), sep).to.deep.equal(STRAY('Boise'));
    for (const sep of [' for, say, ', ', and then for ', ', with a stop -> '])
      expect(refusals(`A trip from Denver${sep}Austin${REST} Boise is lovely.`), sep).to.deep.equal(NO_DESTINATION);
  });

  it('an arrow between two places with no cue takes any spacing, but only as the whole of the words between', () => {
    for (const sep of ['->', ' ->  ', '  -> ']) expect(refusals(`Denver${sep}Austin${REST} Boise is lovely.`), sep).to.deep.equal(STRAY('Boise'));
    for (const sep of [', then -> ', ' -> maybe ']) expect(refusals(`Denver${sep}Austin${REST} Boise is lovely.`), sep).to.deep.equal(ALL_STRAY('Denver'));
  });

  it('the cues between two places give a role only to a place that has none, next to one that has the role they imply', () => {
    expect(refusals(`A trip from Denver to Austin – Dallas${REST}`)).to.deep.equal(STRAY('Dallas'));
    expect(refusals(`A trip from Denver to Austin -> Dallas${REST}`)).to.deep.equal(STRAY('Dallas'));
    expect(reading(`A trip from Denver to Austin to Dallas${REST}`).spec).to.deep.equal(TEXAS_PAIR());
    expect(refusals(`Reno – Austin${REST} Boise is lovely.`)).to.deep.equal(ALL_STRAY('Reno'));
  });

  it('a listed place shares the role of the one before it with any spacing, on the same line, unless it has a role of its own', () => {
    for (const sep of [',', ',and ', ' and  then ', ' as  well as ', ' as well  as ', ' and also  ', ' and then  ', ' and then also ']) {
      expect(reading(`A trip from Denver to Austin${sep}Dallas${REST}`).spec, sep).to.deep.equal(TEXAS_PAIR());
    }
    for (const sep of ['\nand ', ', with a stop, and '])
      expect(refusals(`A trip from Denver to Austin${sep}Dallas${REST}`), sep).to.deep.equal(STRAY('Dallas'));
    expect(reading(`A trip from Denver and Austin is our destination${REST}`).spec).to.deep.equal({
      origin: 'Denver',
      destination: { kind: 'city', name: 'Austin' },
      ...TRIP,
    });
  });
});

describe('rules interpretation: corrected, ordinary-word and leftover places', () => {
  const trip = (words: string) => reading(`${words}${REST}`);

  it('an ordinary word that is a city name counts only with a cue', () => {
    expect(trip('A trip from mission to Austin').spec?.origin).to.equal('Mission');
    expect(reading(`A trip from Reno to Austin${REST} We are on a mission.`)).to.deep.include({ ignored: [['mission.', 'not-a-place']], errors: [] });
  });

  it('a correction replaces the places of its own role only, and the last correction wins', () => {
    expect(reading(`Boise is lovely. A trip from Reno to Austin, actually to Dallas${REST}`)).to.deep.include({
      errors: [
        ['destination', 'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Boise")'],
        ['cityCount', 'cityCount: not found in the request'],
      ],
      ignored: [['Austin', 'corrected']],
    });
    const last = trip('A trip from Reno to Austin, actually to Dallas, no wait, to Houston');
    expect([last.spec?.destination, last.ignored]).to.deep.equal([
      { kind: 'city', name: 'Houston' },
      [
        ['Austin', 'corrected'],
        ['Dallas', 'corrected'],
      ],
    ]);
    const two = trip('A trip from Reno to Austin, actually to Dallas, and Houston');
    expect([two.spec?.destination, two.spec?.cities, two.ignored]).to.deep.equal([
      { kind: 'state', name: 'Texas' },
      ['Dallas', 'Houston'],
      [['Austin', 'corrected']],
    ]);
  });

  it('a corrected place takes no part in giving the others their roles', () => {
    const r = trip('A trip from Reno, no wait, from Boise. Austin');
    expect([r.spec?.origin, r.spec?.destination, r.ignored]).to.deep.equal(['Boise', { kind: 'city', name: 'Austin' }, [['Reno', 'corrected']]]);
  });

  it('a place named again is set aside from the leftovers, and a leftover is still refused', () => {
    expect(refusals(`A trip from Reno to Austin${REST} Reno is home. Boise is lovely.`)).to.deep.equal([
      ['destination', 'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Boise")'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
    expect(refusals(`A trip from Reno to Austin${REST} Boise and Dallas are lovely.`)).to.deep.equal([
      [
        'destination',
        'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Boise", "Dallas")',
      ],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
  });

  it('only a name that is nothing but a state is the state of the origin; a name that can be a city takes a free role', () => {
    expect(refusals(`A trip from Buffalo to Austin${REST} New York is lovely.`)).to.deep.equal([
      ['destination', 'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "New York")'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
    expect(trip('A trip to Austin. New York').spec?.origin).to.equal('New York');
    const two = trip('New York, Denver');
    expect([two.spec?.origin, two.spec?.destination]).to.deep.equal(['New York', { kind: 'city', name: 'Denver' }]);
  });

  it('a refused origin or destination records no words', () => {
    const origin = trip('A trip from Idaho to Austin');
    expect([origin.errors, origin.fields.origin, origin.fields.destination]).to.deep.equal([IDAHO_ORIGIN, undefined, { words: ['to Austin'] }]);
    const destination = trip('A trip from Denver to the state of Austin');
    expect([destination.fields.origin, destination.fields.destination]).to.deep.equal([{ words: ['from Denver'] }, undefined]);
  });
});

describe('rules interpretation: days written without a month or a year', () => {
  const trip = (when: string, options: RulesOptions = {}) => {
    const r = reading(`A trip from Denver to Austin, for 2 people, budget $1,000, ${when}.`, options);
    return r.spec ? [r.spec.days, r.spec.startDate, r.spec.endDate] : r.errors;
  };
  const NOT_FOUND = { days: ['days', 'days: not found in the request'], endDate: ['endDate', 'endDate: not found in the request'] };

  it('a day without a month is in the month of the date beside it, or the month before or after when the days say so, across the year', () => {
    expect(trip('leaving December 30th, 2022, back on the 2nd')).to.deep.equal([4, '2022-12-30', '2023-01-02']);
    expect(trip('leaving the 30th, back on April 2nd, 2022')).to.deep.equal([4, '2022-03-30', '2022-04-02']);
    expect(trip('leaving the 30th, back on January 2nd, 2023')).to.deep.equal([4, '2022-12-30', '2023-01-02']);
    expect(trip('back on April 2nd, 2022, leaving the 30th')).to.deep.equal([4, '2022-03-30', '2022-04-02']);
    expect(trip('leaving the 16th, back on March 18th, 2022')).to.deep.equal([3, '2022-03-16', '2022-03-18']);
    expect(trip('the 16th through the 18th of March 2022')).to.deep.equal([3, '2022-03-16', '2022-03-18']);
  });

  it('days with no month beside them take the one month named, with its year, or the default year', () => {
    expect(trip('leaving the 16th, back on the 18th, in March 2022')).to.deep.equal([3, '2022-03-16', '2022-03-18']);
    expect(trip('leaving the 16th, back on the 18th, in March', { defaultYear: 2024 })).to.deep.equal([3, '2024-03-16', '2024-03-18']);
    expect(trip('leaving the 16th, back on the 18th, in March, or maybe in April', { defaultYear: 2022 })).to.deep.equal([
      ['startDate', 'startDate: a day without a month (found: "the 16th")'],
      NOT_FOUND.days,
      NOT_FOUND.endDate,
    ]);
  });

  it('a corrected range keeps the year written with it; a correction with no year anywhere takes the default year', () => {
    expect(trip('March 16-18, 2022, sorry, I mean March 17-19')).to.deep.equal([3, '2022-03-17', '2022-03-19']);
    expect(trip('March 16th, sorry, I mean March 17th, for 3 days', { defaultYear: 2024 })).to.deep.equal([3, '2024-03-17', '2024-03-19']);
    expect(trip('March 16th for 3 days', { defaultYear: 2024 })).to.deep.equal([3, '2024-03-16', '2024-03-18']);
  });

  it('the same date written again is one date, and takes the year written with it; with another year it is a third date', () => {
    expect(trip('March 16th for 3 days (2022-03-16)')).to.deep.equal([3, '2022-03-16', '2022-03-18']);
    expect(trip('March 16th 2022 to March 18th 2022, and March 16th 2023')).to.deep.equal([
      [
        'startDate',
        'startDate: more than two dates named (3); give the first and the last day of the trip (found: "March 16th 2022", "March 18th 2022", "March 16th 2023")',
      ],
      NOT_FOUND.days,
      NOT_FOUND.endDate,
    ]);
  });

  it('a date with its own year keeps it: another year named elsewhere or on the other date changes nothing', () => {
    expect(trip('March 16 to March 18, 2022. We were there in 2019 too')).to.deep.equal([3, '2022-03-16', '2022-03-18']);
    expect(trip('March 16th, 2022 to March 18th, 2023')).to.deep.equal([['days', 'days: expected Too big: expected number to be <=30 (found: "368")']]);
  });

  it('the month and day must be in range; the first and the 31st are', () => {
    expect(trip('March 31st to April 1st, 2022')).to.deep.equal([2, '2022-03-31', '2022-04-01']);
    for (const [words, found] of [
      ['2022-13-16 to 2022-13-18', '2022-13-16'],
      ['2022-03-00 to 2022-03-02', '2022-03-00'],
      ['March 32nd to April 2nd, 2022', 'March 32nd'],
    ]) {
      expect(trip(words), words).to.deep.equal([['startDate', `startDate: not a date (found: "${found}")`], NOT_FOUND.days, NOT_FOUND.endDate]);
    }
  });

  it('a later month written first is in the year before only from nine months on', () => {
    expect(trip('October 30th to January 2nd, 2023')).to.deep.equal([['days', 'days: expected Too big: expected number to be <=30 (found: "65")']]);
    expect(trip('returning March 18th to March 16th, 2022')).to.deep.equal([
      ['endDate', 'endDate: the last day (2022-03-16) is before the first (2022-03-18) (found: "March 18th", "March 16th, 2022")'],
      NOT_FOUND.days,
    ]);
  });
});

describe('rules interpretation: bare corrections, counts and the writer', () => {
  const counts = (words: string) => {
    const r = reading(`A trip from Denver to Austin, ${words}`);
    return r.spec ? [r.spec.days, r.spec.travellers] : r.errors;
  };

  it('a bare correction goes to the last count before it, and to a party count when no length comes before it', () => {
    expect(counts('for 2 people, 3 days, we are 2, make that 4, March 16th 2022, budget $1,000.')).to.deep.equal([3, 4]);
    expect(counts('for 2 people, make that 3, March 16th to March 18th 2022, budget $1,000.')).to.deep.equal([3, 3]);
  });

  it('a corrected length is weighed in the order written against a later one', () => {
    expect(counts('3 days, make that 4. March 16th 2022, for 2 people, budget $1,000, for 5 days.')).to.deep.equal([
      ['days', 'days: the request gives the length of the trip two ways (4 and 5) (found: "4", "5 days")'],
      ['endDate', 'endDate: not found in the request'],
    ]);
  });

  it('refuses a vague number of cities and two numbers of cities', () => {
    const texas = (words: string) => refusals(`A trip from Denver to ${words}, March 16th to March 18th 2022, for 2 people, budget $1,000.`);
    expect(texas('a few cities in Texas')).to.deep.equal([
      ['cityCount', 'cityCount: how many cities to visit is not a number; say "2 cities" or "3 cities" (found: "a few cities")'],
    ]);
    expect(texas('2 cities in Texas. 3 cities')).to.deep.equal([
      ['cityCount', 'cityCount: the request gives the number of cities two ways (2 and 3) (found: "2 cities", "3 cities")'],
    ]);
  });

  it('a "we" sentence is weighed by what lies inside it, from its first word to its last, and by its own meal prices only', () => {
    const trip = 'A trip from Denver to Austin, budget $1,000, March 16-18 2022.';
    expect(refusals(`${trip} Austin is where we love museums.`)).to.deep.equal([
      ['travellers', 'travellers: the request speaks of several people but does not say how many (found: "we")'],
    ]);
    expect(reading(`We love museums. ${trip}`).spec?.travellers).to.equal(1);
    expect(refusals(`${trip} We will go. Meals under $20 a head.`)).to.deep.equal([
      ['travellers', 'travellers: the request speaks of several people but does not say how many (found: "We")'],
    ]);
  });
});

describe('rules interpretation: wishes corrected, listed and refused, exactly', () => {
  const room = (words: string) => {
    const r = wishes(words);
    return Array.isArray(r) ? r : [r.roomType, r.ignored];
  };

  it('a correction replaces the nearest earlier wish of its own kind, one not already replaced, and needs none before it', () => {
    const pets = wishes('A private room, pets allowed, I mean an entire home.');
    expect(Array.isArray(pets) ? pets : [pets.houseRules, pets.roomType, pets.ignored]).to.deep.equal([
      ['pets'],
      'entire room',
      [['private room', 'corrected']],
    ]);
    const food = wishes('Italian food, Mexican food, I mean Chinese food.');
    expect(Array.isArray(food) ? food : [food.cuisines, food.ignored]).to.deep.equal([['Italian', 'Chinese'], [['Mexican', 'corrected']]]);
    expect(room('A private room, I mean an entire home, sorry, I mean a shared room.')).to.deep.equal([
      'shared room',
      [
        ['private room', 'corrected'],
        ['entire home', 'corrected'],
      ],
    ]);
    expect(room('Actually, we want a private room.')).to.deep.equal(['private room', []]);
  });

  it('kinds of lodging are room types: a house is an entire home', () => {
    expect(room("We'd like a house.")).to.deep.equal(['entire room', []]);
  });

  it('children under 10 named twice are one rule', () => {
    const r = wishes('Our kids are 5 and 8. We also have a toddler.');
    expect(Array.isArray(r) ? r : r.houseRules).to.deep.equal(['children under 10']);
  });

  it('two unshared room types make "not shared room" only when different and joined by "or" within one sentence, in the order written', () => {
    expect(room('An entire home is fine, or a private room.')).to.deep.equal(['not shared room', []]);
    expect(room('A private room or another private room.')).to.deep.equal(['private room', []]);
    expect(room('No shared rooms.')).to.deep.equal(['not shared room', []]);
    const two = [['roomType', 'roomType: asks for more than one room type (private room, entire room) (found: "private room", "entire home")']];
    for (const words of ['A private room. Or an entire home.', 'A private room or something. An entire home.']) expect(room(words), words).to.deep.equal(two);
  });

  it('cuisines: "as well as" with any spacing lists them; a clash names every clashing cuisine and only those', () => {
    const r = wishes('Italian or Chinese as  well as Mexican food.');
    expect(Array.isArray(r) ? r : r.cuisines).to.deep.equal(['Italian', 'Chinese', 'Mexican']);
    expect(wishes('Italian and Chinese food, no Italian, no Chinese.')).to.deep.equal([
      ['avoidCuisines', 'avoidCuisines: Italian, Chinese both wished and ruled out (found: "Italian", "Chinese")'],
    ]);
    expect(wishes('Italian and Mexican food, no Italian.')).to.deep.equal([
      ['avoidCuisines', 'avoidCuisines: Italian both wished and ruled out (found: "Italian")'],
    ]);
  });

  it('refused cuisines or ways of travelling record no words, and a contradiction names every way', () => {
    const base = 'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000.';
    const thai = reading(`${base} Thai food, no Mexican.`);
    expect([thai.errors.map(([f]) => f), thai.fields.cuisines, thai.fields.avoidCuisines]).to.deep.equal([['cuisines'], undefined, undefined]);
    const fly = reading(`${base} We'd rather fly. No flights.`);
    expect([fly.errors.map(([f]) => f), fly.fields.excludeTransport]).to.deep.equal([['excludeTransport'], undefined]);
    expect(wishes("We'll drive or fly. No flights, no driving.")).to.deep.equal([
      ['excludeTransport', 'excludeTransport: asks for self-driving and flight and also rules it out (found: "drive", "fly", "flights", "driving")'],
    ]);
  });

  it('"out of", "in from" and "out from" name the origin with any spacing', () => {
    const trip = 'A 3-day trip to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000.';
    for (const [words, verb] of [
      ['We fly out  of Denver.', 'fly'],
      ['We fly in  from Denver.', 'fly'],
      ["We're flying out  from Denver.", 'flying'],
    ]) {
      expect(reading(`${trip} ${words}`), words).to.deep.include({ ignored: [[verb, 'route-words']], errors: [] });
    }
  });
});

describe('rules interpretation: budget words held to their spacing', () => {
  const TRIP3 = 'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people';
  const budget = (words: string) => {
    const r = reading(`${TRIP3}${words}`);
    return r.spec ? [r.spec.budget, r.fields.budget] : r.errors;
  };

  it('reads "no budget" with any spacing between its words', () => {
    const none = [
      'No  budget',
      'No real  budget',
      'No fixed  budget',
      'No strict  budget',
      'No set  budget',
      'No specific  budget',
      'Budget  is not an issue',
      'Budget is  not an issue',
      'Budget is not  an issue',
    ];
    for (const words of none) expect(budget(`. ${words} for all 3 days.`), words).to.deep.equal([null, { words: [], note: 'no budget given' }]);
  });

  it('a count of people or days after "budget" is not an amount, with any spacing and any number of digits', () => {
    for (const words of ['Budget for  2 people', 'Budget for 2  people', 'Budget for 3 nights']) {
      expect(budget(`. ${words}.`), words).to.deep.equal([null, { words: [], note: 'no budget given' }]);
    }
    const twelve = reading('A 3-day trip from Denver to Austin, March 16th to March 18th, 2022. Budget for 12 people.');
    expect([twelve.spec?.travellers, twelve.spec?.budget]).to.deep.equal([12, null]);
  });

  it('a meal budget is not the trip budget, with any spacing; the words quoted are trimmed', () => {
    expect(budget('.\nMeal  budget: $25 per person')).to.deep.equal([null, { words: [], note: 'no budget given' }]);
    expect(reading(`${TRIP3}.\nBudget: 3ish   \nMeals are cheap.`).errors).to.deep.equal([
      ['budget', 'budget: the budget is not an amount in dollars (found: "Budget: 3ish")'],
    ]);
  });

  it('the last of several corrections wins', () => {
    const r = reading(`${TRIP3}, budget $1,000, no wait, $1,100, sorry, I mean $1,200.`);
    expect([r.spec?.budget, r.ignored]).to.deep.equal([
      1200,
      [
        ['$1,000', 'corrected'],
        ['$1,100', 'corrected'],
      ],
    ]);
  });
});

describe('rules interpretation: the last of several corrections, twins and neighbours', () => {
  const trip = (when: string) => {
    const r = reading(`A trip from Denver to Austin, for 2 people, budget $1,000, ${when}.`);
    return r.spec ? [r.spec.days, r.spec.startDate, r.spec.endDate, r.ignored] : r.errors;
  };

  it('the last correction of a length wins; a later different length is weighed, not set aside', () => {
    expect(trip('3 days, make that 4 days, no wait, 5 days, March 16th 2022')).to.deep.equal([
      5,
      '2022-03-16',
      '2022-03-20',
      [
        ['3 days', 'corrected'],
        ['4 days', 'corrected'],
      ],
    ]);
    const later = reading('A trip from Denver to Austin, 3 days, make that 4. March 16th 2022, for 2 people, budget $1,000, for 5 days.');
    expect([later.errors[0], later.ignored]).to.deep.equal([
      ['days', 'days: the request gives the length of the trip two ways (4 and 5) (found: "4", "5 days")'],
      [['3 days', 'corrected']],
    ]);
  });

  it('the last correction of the party wins; a later different count is weighed, not set aside', () => {
    const r = reading('A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, budget $1,000. We are 2, make that 3, no wait, 4. We are 5 people.');
    expect([r.errors, r.ignored]).to.deep.equal([
      [['travellers', 'travellers: the request gives the number of travellers two ways (4 and 5) (found: "4", "We are 5", "5 people")']],
      [
        ['We are 2', 'corrected'],
        ['3', 'corrected'],
      ],
    ]);
  });

  it('a day without a month on the same day as the date beside it is that date', () => {
    expect(trip('leaving March 16th, 2022 for 2 days, back on the 16th')).to.deep.equal([2, '2022-03-16', '2022-03-17', []]);
    expect(trip('leaving the 16th for 2 days, back on March 16th, 2022')).to.deep.equal([2, '2022-03-16', '2022-03-17', []]);
  });

  it('two dates are one only with the same month; month 0 is no month; a trip within one month stays in its year', () => {
    expect(trip('March 16th to April 16th, 2022')).to.deep.equal([['days', 'days: expected Too big: expected number to be <=30 (found: "32")']]);
    expect(trip('2022-00-16 to 2022-00-18')).to.deep.equal([
      ['startDate', 'startDate: not a date (found: "2022-00-16")'],
      ['days', 'days: not found in the request'],
      ['endDate', 'endDate: not found in the request'],
    ]);
    expect(trip('May 16th to May 18th, 2022')).to.deep.equal([3, '2022-05-16', '2022-05-18', []]);
  });

  it('places: a wrong state after the origin is refused for the origin; another name of a place is that place', () => {
    expect(refusals(`A trip from Austin, Idaho to Denver${REST}`)).to.deep.equal([
      ['origin', 'origin: the sandbox\'s Austin is in Texas, not Idaho; no such place in the sandbox (found: "Austin, Idaho")'],
    ]);
    const nyc = reading(`A trip from Denver to New York${REST} NYC is great.`);
    expect([nyc.spec?.destination, nyc.fields.destination]).to.deep.equal([{ kind: 'city', name: 'New York' }, { words: ['to New York', 'NYC'] }]);
  });

  it('a state set aside as the same place leaves the other leftovers refused; two leftovers beside a destination alone give no origin', () => {
    expect(reading(`A trip from Reno to Austin${REST} Texas is great. Boise is lovely.`)).to.deep.include({
      errors: [
        ['destination', 'destination: a place is named but not as where the trip starts or goes; the trip goes to one city or one state (found: "Boise")'],
        ['cityCount', 'cityCount: not found in the request'],
      ],
      ignored: [['Texas', 'same-place']],
    });
    expect(refusals(`A trip to Austin${REST} Boise and Dallas are lovely.`)).to.deep.equal([
      ['origin', 'origin: no starting city found (a place is named, but not as where the trip starts: write "from <city>") (found: "Boise", "Dallas")'],
    ]);
  });

  it('a place opening the text is inside its sentence, for a "we" there', () => {
    expect(refusals('Austin museums are what we love. A trip from Denver to Austin, budget $1,000, March 16-18 2022.')).to.deep.equal([
      ['travellers', 'travellers: the request speaks of several people but does not say how many (found: "we")'],
    ]);
  });
});

describe('rules interpretation: the destination against the origin and its other mentions', () => {
  it('refuses a destination city that is the starting city, but not a state of the same name', () => {
    for (const city of ['Austin', 'New York']) {
      expect(refusals(`A trip from ${city} to ${city}${REST}`), city).to.deep.equal([
        ['destination', `destination: the destination is the starting city (${city}) (found: "${city}")`],
        ['cityCount', 'cityCount: not found in the request'],
      ]);
    }
    expect(reading(`A trip from New York to 2 cities in New York${REST}`).spec).to.deep.include({
      origin: 'New York',
      destination: { kind: 'state', name: 'New York' },
      cityCount: 2,
    });
  });

  it('a place both city and state named twice as the destination keeps both readings until the count decides', () => {
    expect(reading(`A trip from Denver to New York${REST} New York is our destination.`).spec?.destination).to.deep.equal({ kind: 'city', name: 'New York' });
  });

  it('names every candidate when a kind hint fits none of them', () => {
    const twins = { cities: () => ['Fort Worth', 'Ft. Worth', 'Austin'], states: () => ['Texas'], stateOf: () => 'Texas' };
    expect(readRequest(`A trip from Austin to the state of Fort Worth${REST}`, twins).errors.map((e) => [e.field, e.message])).to.deep.equal([
      ['destination', 'destination: Fort Worth is a city; Ft. Worth is a city of the sandbox, not a state (found: "Fort Worth")'],
      ['cityCount', 'cityCount: not found in the request'],
    ]);
  });
});
