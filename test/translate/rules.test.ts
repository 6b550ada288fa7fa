/**
 * The rules translator's accounting and its words back to the user (src/translate/READING.md, "Words that ask for
 * nothing", "Corrections" and "Provenance"): which words each field came from, which words were set aside and by
 * which named rule, the exact refusal messages, and the one-line "Read as:" summary. The hand-written suites
 * (cases.test.ts) check the spec and the refused field; these check the rest of the outcome.
 */
import { expect } from 'chai';
import { parseTripSpec, type TripSpecInput } from '../../src/tripspec/index.ts';
import { DISMISS_RULES, readAs, readRequest, type Provenance } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

/** The outcome's spec (or null), the words of each field, the words set aside with their rules, and the refusals. */
function outcome(request: string) {
  const o = readRequest(request, miniGeography());
  return {
    spec: o.spec ?? null,
    fields: o.provenance.fields,
    ignored: o.provenance.ignored.map((i) => [i.words, i.rule]),
    errors: o.errors.map((e) => [e.field, e.message]),
  };
}

const ONE_CITY = { words: [], note: 'a city destination: one city' };
const SPANNED = { words: [], note: 'the number of days the dates span' };
const NO_WISHES = { cities: [], houseRules: [], cuisines: [], avoidCuisines: [], roomType: null, excludeTransport: [], wishes: {} };

describe('rules translator: provenance and accounting', () => {
  it('sets aside route words, a corrected count, tolerated and unneeded rules, local transport, what to plan, generic lodging and things not offered', () => {
    const request =
      "We're flying out of Denver for a 3-day trip to Austin, March 16th to March 18th, 2022. Two of us... actually make that three. Budget $1,500. " +
      "Shared rooms are fine, we don't smoke, and we'll take cabs around the city. Please book flights, hotels and meals. No trains.";
    expect(outcome(request)).to.deep.equal({
      spec: {
        origin: 'Denver',
        destination: { kind: 'city', name: 'Austin' },
        days: 3,
        cityCount: 1,
        startDate: '2022-03-16',
        endDate: '2022-03-18',
        travellers: 3,
        budget: 1500,
        ...NO_WISHES,
      },
      fields: {
        origin: { words: ['flying out of Denver'] },
        days: { words: ['3-day'] },
        destination: { words: ['trip to Austin'] },
        startDate: { words: ['March 16th'] },
        endDate: { words: ['March 18th, 2022'] },
        travellers: { words: ['three'] },
        budget: { words: ['$1,500'] },
        cityCount: ONE_CITY,
      },
      ignored: [
        ['flying', 'route-words'],
        ['Two of us', 'corrected'],
        ['Shared rooms', 'permission-only'],
        ["don't smoke", 'rule-not-needed'],
        ['cabs', 'local-transport'],
        ['flights', 'what-to-plan'],
        ['hotels', 'generic-lodging'],
        ['No trains', 'not-offered'],
      ],
      errors: [],
    });
  });

  it('reads a state destination with its city count, wished and ruled-out cuisines, and sets aside a relation, a place-like word and a non-food cuisine word', () => {
    const request =
      'A 5-day trip from Reno to 2 cities in Idaho, April 2-6 2022, me and my son, $4,000. We want Italian food but no Mexican. ' +
      "We'd walk the French Quarter, on a mission to relax. A hotel is fine. Back to Reno after.";
    expect(outcome(request)).to.deep.equal({
      spec: {
        origin: 'Reno',
        destination: { kind: 'state', name: 'Idaho' },
        days: 5,
        cityCount: 2,
        startDate: '2022-04-02',
        endDate: '2022-04-06',
        travellers: 2,
        budget: 4000,
        ...NO_WISHES,
        cuisines: ['Italian'],
        avoidCuisines: ['Mexican'],
      },
      fields: {
        days: { words: ['5-day'] },
        origin: { words: ['from Reno', 'Back to Reno'] },
        cityCount: { words: ['2 cities'] },
        destination: { words: ['cities in Idaho'] },
        startDate: { words: ['April 2-6 2022'] },
        endDate: { words: ['April 2-6 2022'] },
        travellers: { words: ['me and my son'] },
        budget: { words: ['$4,000'] },
        cuisines: { words: ['Italian'] },
        avoidCuisines: { words: ['no Mexican'] },
      },
      ignored: [
        ['son', 'relation-not-age'],
        ['French', 'not-food'],
        ['mission', 'not-a-place'],
        ['hotel', 'generic-lodging'],
      ],
      errors: [],
    });
  });

  it('counts children aged 10 or more without a house rule, and reads "a private room or an entire home" as not shared', () => {
    const request =
      "Three days in Boise from Reno, 2022-04-02 to 2022-04-04, with my two kids aged 12 and 14, budget $2,400; we don't mind flying, a private room or an entire home is fine, no parties.";
    expect(outcome(request)).to.deep.equal({
      spec: {
        origin: 'Reno',
        destination: { kind: 'city', name: 'Boise' },
        days: 3,
        cityCount: 1,
        startDate: '2022-04-02',
        endDate: '2022-04-04',
        travellers: 3,
        budget: 2400,
        ...NO_WISHES,
        roomType: 'not shared room',
      },
      fields: {
        days: { words: ['Three days'] },
        destination: { words: ['days in Boise'] },
        origin: { words: ['from Reno'] },
        startDate: { words: ['2022-04-02'] },
        endDate: { words: ['2022-04-04'] },
        travellers: { words: ['with my two kids'] },
        budget: { words: ['$2,400'] },
        roomType: { words: ['private room', 'entire home'] },
        cityCount: ONE_CITY,
      },
      ignored: [
        ['kids', 'children-older'],
        ['flying', 'permission-only'],
        ['no parties', 'rule-not-needed'],
      ],
      errors: [],
    });
  });

  it('reads keyed fields, lets an updated key correct an earlier one, and notes the days the dates span', () => {
    const request = [
      'Headcount: 3',
      'From: Boise',
      'To: Nevada',
      'Cities: 2',
      'Dates: 2022-04-02 to 2022-04-06',
      'Budget: $3,000',
      'Room: private room',
      'Updated headcount: 4',
      'Avoid: flights',
    ].join('\n');
    expect(outcome(request)).to.deep.equal({
      spec: {
        origin: 'Boise',
        destination: { kind: 'state', name: 'Nevada' },
        days: 5,
        cityCount: 2,
        startDate: '2022-04-02',
        endDate: '2022-04-06',
        travellers: 4,
        budget: 3000,
        ...NO_WISHES,
        roomType: 'private room',
        excludeTransport: ['flight'],
      },
      fields: {
        origin: { words: ['Boise'] },
        destination: { words: ['Nevada'] },
        cityCount: { words: ['2'] },
        startDate: { words: ['2022-04-02'] },
        endDate: { words: ['2022-04-06'] },
        budget: { words: ['$3,000'] },
        roomType: { words: ['private room'] },
        travellers: { words: ['4'] },
        excludeTransport: { words: ['flights'] },
        days: SPANNED,
      },
      ignored: [['3', 'corrected']],
      errors: [],
    });
  });

  it("reads a form's ticked boxes and sets aside the options left unticked, on a line of options or beside a box ticked elsewhere", () => {
    const request =
      'From: Denver\nTo: Austin\nDates: 2022-03-16 to 2022-03-18\nAdults: 2   Children: 1 (age 7)\n' +
      '[x] Pet-friendly  [ ] Smoking allowed  [ ] Entire home\nRoom: ( ) shared (x) private\n[ ] parties';
    expect(outcome(request)).to.deep.equal({
      spec: {
        origin: 'Denver',
        destination: { kind: 'city', name: 'Austin' },
        days: 3,
        cityCount: 1,
        startDate: '2022-03-16',
        endDate: '2022-03-18',
        travellers: 3,
        budget: null,
        ...NO_WISHES,
        houseRules: ['children under 10', 'pets'],
        roomType: 'private room',
      },
      fields: {
        origin: { words: ['Denver'] },
        destination: { words: ['Austin'] },
        startDate: { words: ['2022-03-16'] },
        endDate: { words: ['2022-03-18'] },
        travellers: { words: ['2'] },
        houseRules: { words: ['(age 7)', 'Pet-friendly'] },
        roomType: { words: ['private'] },
        budget: { words: [], note: 'no budget given' },
        cityCount: ONE_CITY,
        days: SPANNED,
      },
      ignored: [
        ['Smoking allowed', 'unticked'],
        ['Entire home', 'unticked'],
        ['shared', 'unticked'],
        ['parties', 'unticked'],
      ],
      errors: [],
    });
  });

  describe('refusals name the field and quote the words', () => {
    const trip = 'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people';
    const refusal = (request: string) => outcome(request).errors;

    it('budget: two totals without a correction, and a price per night', () => {
      expect(refusal(`${trip}, budget $1,000 or $1,200.`)).to.deep.equal([
        ['budget', 'budget: more than one total amount ($1000, $1200); give one total budget (found: "$1,000", "$1,200")'],
      ]);
      expect(refusal(`${trip}, budget $1,000, hotels under $100 a night.`)).to.deep.equal([
        [
          'budget',
          'budget: a price for one hotel, not a total budget; tripsolver cannot yet require the price of a single meal, night or ticket (found: "hotels under $100 a night")',
        ],
      ]);
    });

    it('cuisines: a cuisine the sandbox does not list', () => {
      expect(refusal(`${trip}, budget $1,000. We want Ethiopian food.`)).to.deep.equal([
        [
          'cuisines',
          'cuisines: the sandbox\'s restaurants do not list it (they list American, Chinese, French, Indian, Italian, Mediterranean, Mexican, BBQ, Bakery, Cafe, Desserts, Fast Food, Pizza, Seafood and Tea) (found: "Ethiopian")',
        ],
      ]);
    });

    it('destination: a place the sandbox does not have, and then no city count either', () => {
      expect(refusal('A 3-day trip from Denver to Atlantis, March 16th to March 18th, 2022, for 2 people, budget $1,000.')).to.deep.equal([
        ['destination', 'destination: names a place that is not a city or state of the sandbox (found: "to Atlantis")'],
        ['cityCount', 'cityCount: not found in the request'],
      ]);
    });

    it('days: a length the dates do not span', () => {
      expect(refusal('A 4-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000.')).to.deep.equal([
        ['days', 'days: the dates span 3 days but the request says 4 (found: "4-day", "March 16th", "March 18th, 2022")'],
      ]);
    });
  });
});

describe('rules translator: the "Read as:" line', () => {
  const base: TripSpecInput = {
    origin: 'Reno',
    destination: { kind: 'city', name: 'Boise' },
    days: 3,
    cityCount: 1,
    startDate: '2022-04-02',
    endDate: '2022-04-04',
    travellers: 1,
    budget: 1700,
  };
  const line = (change: Partial<TripSpecInput>, provenance?: Provenance) => readAs(parseTripSpec({ ...base, ...change }), provenance);

  it('says who goes where, when, for how much, and nothing more when nothing more is asked', () => {
    expect(line({})).to.equal('Read as: Reno → Boise and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700.');
    expect(line({ travellers: 2, budget: null, destination: { kind: 'state', name: 'Idaho' }, cityCount: 1 })).to.equal(
      'Read as: Reno → 1 city in Idaho and back; 3 days, 2022-04-02 to 2022-04-04; 2 travellers; no budget.',
    );
    expect(line({ destination: { kind: 'state', name: 'Idaho' }, cityCount: 2 })).to.equal(
      'Read as: Reno → 2 cities in Idaho and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700.',
    );
  });

  it('lists every wish in one order: house rules, room type, cuisines, ruled-out cuisines, transport, pace', () => {
    expect(
      line({
        houseRules: ['pets', 'smoking'],
        roomType: 'entire room',
        cuisines: ['Italian', 'Chinese'],
        avoidCuisines: ['Mexican', 'BBQ'],
        excludeTransport: ['flight', 'taxi'],
        wishes: { pace: 'packed' },
      }),
    ).to.equal(
      'Read as: Reno → Boise and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700; lodging must allow pets and smoking; entire homes only; Italian, Chinese cuisine; ' +
        'no Mexican or BBQ restaurants; no flights or taxis; packed pace.',
    );
  });

  it('words each room type, and leaves a normal pace unsaid', () => {
    expect([
      line({ roomType: 'private room' }),
      line({ roomType: 'shared room' }),
      line({ roomType: 'not shared room', wishes: { pace: 'normal' } }),
      line({ wishes: { pace: 'relaxed' } }),
    ]).to.deep.equal([
      'Read as: Reno → Boise and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700; private rooms only.',
      'Read as: Reno → Boise and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700; shared rooms only.',
      'Read as: Reno → Boise and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700; no shared rooms.',
      'Read as: Reno → Boise and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700; relaxed pace.',
    ]);
    expect(line({ excludeTransport: ['self-driving'] })).to.equal(
      'Read as: Reno → Boise and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700; no self-driving.',
    );
  });

  it('quotes the words that asked for nothing, but not a place named again or a corrected statement', () => {
    const ignored = (words: string, rule: keyof typeof DISMISS_RULES) => ({ words, rule, why: DISMISS_RULES[rule] });
    const provenance: Provenance = {
      fields: {},
      ignored: [
        ignored('a hostel is fine', 'permission-only'),
        ignored('Reno', 'same-place'),
        ignored('two of us', 'corrected'),
        ignored('no smoking', 'rule-not-needed'),
      ],
    };
    expect(line({}, provenance)).to.equal(
      'Read as: Reno → Boise and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700. Not requirements: "a hostel is fine", "no smoking".',
    );
    expect(line({}, { fields: {}, ignored: [ignored('Reno', 'same-place')] })).to.equal(
      'Read as: Reno → Boise and back; 3 days, 2022-04-02 to 2022-04-04; 1 traveller; budget $1,700.',
    );
  });
});
