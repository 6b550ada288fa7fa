/**
 * Polarity (polarity.ts, READING.md "excludeTransport", "houseRules", "Words that ask for nothing"): how the words
 * around a constraint word make it wanted, ruled out or only tolerated, and which words are quoted for it. Each
 * clause boundary, list, tolerance, "only", "than"/"over", "non-" and a key's yes/no is read in turn. Written
 * against the survivors of `npm run mutate -- rules --file src/translate/rules/polarity.ts`.
 */
import { expect } from 'chai';
import { readRequest } from '../../src/translate/rules/index.ts';
import { readLayout } from '../../src/translate/rules/layout.ts';
import { findMoney } from '../../src/translate/rules/money.ts';
import { miniGeography } from './geography.ts';
import { wishesIn } from './wish-reading.ts';

type Case = readonly [text: string, words: readonly string[]];

function expectReadings(cases: readonly Case[]): void {
  expect(cases.map(([text]) => [text, wishesIn(text)])).to.deep.equal(cases.map(([text, words]) => [text, words]));
}

const TRIP = 'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000.';

describe('rules translator, polarity.ts: what the words around a constraint word make of it', () => {
  it('a negation does not reach past its clause: punctuation, a dash, a new subject, a contrast or a new verb', () => {
    const fly = ['fly=transport:flight wanted'];
    expectReadings([
      ['No idea; we fly.', fly],
      ['No idea: we fly.', fly],
      ['No idea (we fly).', fly],
      ['No idea [we fly].', fly],
      ['No idea - we fly.', fly],
      ['No idea, we fly.', fly],
      ['No idea, but we fly.', fly],
      ['No idea but fly.', fly],
      ['No idea although we fly.', fly],
      ['No idea and we fly.', fly],
      ['No idea and will fly.', fly],
      ['No idea so we fly.', fly],
      ['We want no stops and we want flights.', ['flights=transport:flight wanted']],
      // Within one clause the negation holds.
      ['No flights.', ['flights=transport:flight negated "No flights"']],
      ["We can't fly at all.", ['fly=transport:flight negated "can\'t fly"']],
      ['I hate flying.', ['flying=transport:flight negated "hate flying"']],
      ['Anything but flights.', ['flights=transport:flight negated "Anything but flights"']],
      ['Nothing but flights.', ['flights=transport:flight wanted']],
    ]);
  });

  it('"only" right after the word, or just before it, in the word\'s own clause', () => {
    expectReadings([
      ['Flights only.', ['Flights=transport:flight wanted only']],
      ['Only flights.', ['flights=transport:flight wanted only']],
      ['Only by plane.', ['plane=transport:flight wanted only']],
      ['We will drive all the way.', ['drive=transport:self-driving wanted only']],
      ['We will drive the whole way.', ['drive=transport:self-driving wanted only']],
      ['Just driving.', ['driving=transport:self-driving wanted only']],
      ['No idea; flights only.', ['flights=transport:flight wanted only']],
      ['No idea, so flights only.', ['flights=transport:flight wanted only']],
      ['Only the best for us; flights.', ['flights=transport:flight wanted']],
      ['We will fly; only if cheap.', ['fly=transport:flight wanted']],
      ['We only want the cheapest possible options in every single city, and flights.', ['flights=transport:flight wanted']],
    ]);
  });

  it('only eight words back are read: a negation further away does not reach the word', () => {
    expectReadings([
      ['Not one person in our group likes flights.', ['flights=transport:flight negated "Not one person in our group likes flights"']],
      ['Not one single person in our large group likes flights.', ['flights=transport:flight wanted']],
      ['Not a single one of the people in our big group likes flights.', ['flights=transport:flight wanted']],
    ]);
  });

  it('a list shares the negation before its first item unless an item has its own, or a comma starts another clause', () => {
    expectReadings([
      [
        'No flights, taxis or driving.',
        [
          'flights=transport:flight negated "No flights"',
          'taxis=transport:taxi negated "No flights, taxis"',
          'driving=transport:self-driving negated "No flights, taxis or driving"',
        ],
      ],
      [
        'No taxis, flights or driving.',
        [
          'taxis=transport:taxi negated "No taxis"',
          'flights=transport:flight negated "No taxis, flights"',
          'driving=transport:self-driving negated "No taxis, flights or driving"',
        ],
      ],
      ['No flights and taxis.', ['flights=transport:flight negated "No flights"', 'taxis=transport:taxi negated "No flights and taxis"']],
      ['No flying and no taxis.', ['flying=transport:flight negated "No flying"', 'taxis=transport:taxi negated "no taxis"']],
      ['No flights, we drive.', ['flights=transport:flight negated "No flights"', 'drive=transport:self-driving wanted']],
      ['No flights, and taxis.', ['flights=transport:flight negated "No flights"', 'taxis=transport:taxi wanted']],
      ['No car needed, flights please.', ['car=transport:self-driving negated "No car"', 'flights=transport:flight wanted']],
      ['No flights or pets.', ['flights=transport:flight negated "No flights"', 'pets=house:pets negated "No flights or pets"']],
      ['No flights and no pets.', ['flights=transport:flight negated "No flights"', 'pets=house:pets negated "no pets"']],
      ['No smoking, no parties.', ['smoking=house:smoking negated "No smoking"', 'parties=house:parties negated "no parties"']],
      ['No smoking and we want pets.', ['smoking=house:smoking negated "No smoking"', 'pets=house:pets wanted']],
      ['No kids but we have a dog.', ['kids=house:children/unknown negated "No kids"', 'dog=house:pets wanted']],
      ['Kids are not allowed, pets are fine.', ['Kids=house:children/unknown negated "Kids are not allowed"', 'pets=house:pets wanted']],
      // A house rule with its own predicate takes a list's negation only from words of its own kind.
      ['We want to avoid taxis and pets allowed, please.', ['taxis=transport:taxi negated "avoid taxis"', 'pets=house:pets wanted']],
      ['No smoking or parties are fine.', ['smoking=house:smoking negated "No smoking"', 'parties=house:parties permitted']],
    ]);
  });

  it('tolerance ("don\'t mind", "fine with", "willing to") asks for nothing, unless the listing is its subject or the travellers deny it', () => {
    expectReadings([
      ["We don't mind flying.", ['flying=transport:flight permitted']],
      ["We don't mind flying, no taxis.", ['flying=transport:flight permitted', 'taxis=transport:taxi negated "no taxis"']],
      ['We are open to flying.', ['flying=transport:flight permitted']],
      ['We are willing to fly.', ['fly=transport:flight permitted']],
      ["We won't mind a hostel.", ['hostel=lodging:lodging/shared permitted']],
      ["We don't mind pets.", ['pets=house:pets permitted']],
      ['We are fine with parties.', ['parties=house:parties permitted']],
      ["We don't mind Mexican food.", ['Mexican=cuisine:Mexican permitted']],
      ['We are fine with no flights.', ['flights=transport:flight negated "fine with no flights"']],
      // "open to", "willing to" say what a listing allows or what the travellers would eat: the wish itself.
      ['Open to pets.', ['pets=house:pets wanted']],
      ['Open to Mexican food.', ['Mexican=cuisine:Mexican wanted']],
      ['We are willing to eat Mexican.', ['Mexican=cuisine:Mexican wanted']],
      ['Willing to share a room.', ['share a room=room:shared permitted']],
      // The listing's permission.
      ["A place that doesn't mind smoking.", ['smoking=house:smoking wanted']],
      ["Hosts that don't mind pets.", ['pets=house:pets wanted']],
      ['Listings that are fine with pets.', ['pets=house:pets wanted']],
      ["Hosts who don't mind pets are great.", ['pets=house:pets permitted']],
      // A defect found here: a denied tolerance was read as tolerance ("not fine with flying" asked for nothing).
      ['We are not fine with flying.', ['flying=transport:flight negated "not fine with flying"']],
      ['Not willing to fly.', ['fly=transport:flight negated "Not willing to fly"']],
      ['We are not fine with pets.', ['pets=house:pets negated "not fine with pets"']],
    ]);
  });

  it('"rather X than Y", "prefer X over Y" rule Y out; "rather than Y" is one negation, not two', () => {
    expectReadings([
      ["We'd rather drive than fly.", ['drive=transport:self-driving wanted', 'fly=transport:flight negated "fly"']],
      ['Sooner drive than fly.', ['drive=transport:self-driving wanted', 'fly=transport:flight negated "fly"']],
      ['We prefer driving over flying.', ['driving=transport:self-driving wanted', 'flying=transport:flight negated "flying"']],
      ['We drive, and then fly over the canyon.', ['drive=transport:self-driving wanted', 'fly=transport:flight wanted']],
      ['Flying over the canyon.', ['Flying=transport:flight wanted']],
      // A defect found here: "rather than flying" counted "than" twice and asked for flights.
      ['Rather than flying, we drive.', ['flying=transport:flight negated "Rather than flying"', 'drive=transport:self-driving wanted']],
      ['Other than flying, anything.', ['flying=transport:flight negated "Other than flying"']],
      ['We want a place to smoke, rather than a hostel.', ['smoke=house:smoking wanted', 'hostel=lodging:lodging/shared negated "rather than a hostel"']],
    ]);
    const read = (words: string) => readRequest(`${TRIP} ${words}`, miniGeography()).spec?.excludeTransport ?? null;
    expect(['Rather than flying, we drive.', 'We are not fine with flying.', "We don't mind flying."].map(read)).to.deep.equal([
      ['flight', 'taxi'],
      ['flight'],
      [],
    ]);
  });

  it('"non-" before the word rules it out, and is quoted with it', () => {
    expectReadings([
      ['Non-smoking rooms.', ['smoking=house:smoking negated "Non-smoking"']],
      ['A non smoking place.', ['smoking=house:smoking negated "non smoking"']],
      ['Non- smoking.', ['smoking=house:smoking negated "Non- smoking"']],
      ['We want no non-smoking rooms.', ['smoking=house:smoking wanted "no non-smoking"']],
      ['A cannon: smoking is fine.', ['smoking=house:smoking wanted']],
    ]);
  });

  it('its own predicate after the word: a prohibition, "-free", a no-go, quoted with the word', () => {
    expectReadings([
      ['Smoking is not allowed.', ['Smoking=house:smoking negated "Smoking is not allowed"']],
      ['Pets are not allowed.', ['Pets=house:pets negated "Pets are not allowed"']],
      ['Pets are not permitted please.', ['Pets=house:pets negated "Pets are not permitted"']],
      ["Pets aren't allowed.", ['Pets=house:pets negated "Pets aren\'t allowed"']],
      ["Pets aren't  welcome.", ['Pets=house:pets negated "Pets aren\'t  welcome"']],
      ["Pets aren't an option.", ['Pets=house:pets negated "Pets aren\'t an option"']],
      ["Flights aren't OK.", ['Flights=transport:flight negated "Flights aren\'t OK"']],
      ["Flights aren't our thing.", ['Flights=transport:flight negated "Flights aren\'t"']],
      ['Smoke-free.', ['Smoke=house:smoking negated "Smoke-free"']],
      ['Pets are a no-go.', ['Pets=house:pets negated "Pets are a no-go"']],
      // A defect found here: "aren't a problem" was no tolerance, so "Flights aren't a problem" asked for flights only.
      ["Flights aren't a problem.", ['Flights=transport:flight permitted']],
      ["Taxis won't be a concern.", ['Taxis=transport:taxi permitted']],
      ["Pets aren't an issue.", ['Pets=house:pets wanted']],
      ["Pets isn't a problem.", ['Pets=house:pets wanted']],
    ]);
    const read = (words: string) => readRequest(`${TRIP} ${words}`, miniGeography()).spec?.excludeTransport ?? null;
    expect(["Flights aren't a problem.", "Flights aren't allowed."].map(read)).to.deep.equal([[], ['flight']]);
  });

  it('a colon and yes or no after the word says whether it is wanted', () => {
    expectReadings([
      ['Smoking: no', ['Smoking=house:smoking negated']],
      ['Smoking:no', ['Smoking=house:smoking negated']],
      ['Pets : no', ['Pets=house:pets negated']],
      ['Smoking: none', ['Smoking=house:smoking negated']],
      ['Parties: nope', ['Parties=house:parties negated']],
      ['Pets: false', ['Pets=house:pets negated']],
      ['Pets: n', ['Pets=house:pets negated']],
      ['Smoking: not required', ['Smoking=house:smoking negated']],
      ['Smoking: yes', ['Smoking=house:smoking wanted']],
      ['Smoking:yes', ['Smoking=house:smoking wanted']],
      ['Pets : yes', ['Pets=house:pets wanted']],
      ['Pets: needed', ['Pets=house:pets wanted']],
      ['Pets: allowed.', ['Pets=house:pets wanted']],
      ['Smoking: ok.', ['Smoking=house:smoking wanted']],
      ['No smoking: yes', ['smoking=house:smoking wanted']],
      ['Flights: no', ['Flights=transport:flight negated']],
      ['Flights: yes', ['Flights=transport:flight wanted']],
    ]);
  });

  it('a clause starts after the whole cut, at the cut nearest the word, and ends at the first cut after it', () => {
    expectReadings([
      ['We said no - we fly.', ['fly=transport:flight wanted']],
      ['No idea (flights).', ['flights=transport:flight wanted']],
      // The ";" is nearer the word than ", we": the negation before the comma stays out.
      ['Yes, we said no; we fly.', ['fly=transport:flight wanted']],
      // A comma right before the word bounds the scope too.
      ['No idea,flights.', ['flights=transport:flight wanted']],
    ]);
    // The clause's end bounds the budget cue of an amount (clauseOf is shared with money.ts).
    const cue = (text: string) => findMoney(readLayout(text)).map((m) => [m.amount, m.budgetCue]);
    expect(
      [
        'we have $3,000, but the budget is tight',
        'we have $3,000 but the budget is tight',
        'we have $3,000; the budget is tight, but fine',
        'we have $3,000 for the budget',
      ].map(cue),
    ).to.deep.equal([[[3000, false]], [[3000, false]], [[3000, false]], [[3000, true]]]);
  });

  it('quotes from the first negator, not from a positive idiom that contains one, and reads operators in text order', () => {
    expectReadings([
      ['No doubt we will avoid flights.', ['flights=transport:flight negated "avoid flights"']],
      ['No matter what, we avoid taxis.', ['taxis=transport:taxi negated "avoid taxis"']],
      // "not willing to skip": the tolerance is denied, and what it tolerated is itself negated: wanted.
      ['We are not willing to skip flights.', ['flights=transport:flight wanted "not willing to skip flights"']],
      // A tolerance of a negation tolerates the word ("don't mind not avoiding flights").
      ["We don't mind not avoiding flights.", ['flights=transport:flight permitted']],
      // Only a negator before a tolerance denies it, not a permission ("accept").
      ['We accept and are fine with taxis.', ['taxis=transport:taxi permitted']],
      ['We are open  to pets.', ['pets=house:pets wanted']],
      ["We'd rather drive than  fly.", ['drive=transport:self-driving wanted', 'fly=transport:flight negated "fly"']],
    ]);
  });

  it('counts the eight words back from the word, not the spaces, and never reads before the scope', () => {
    expectReadings([
      ['Hi. Not one single person in our group likes flights.', ['flights=transport:flight negated "Not one single person in our group likes flights"']],
      ['Hello there. No; somebody somewhere in our group of seven people likes flights.', ['flights=transport:flight wanted']],
    ]);
  });

  it("reads the yes or no of a colon only right after the word, and a prohibition's predicate only right after it", () => {
    expectReadings([
      ['No pets. Smoking: yes', ['pets=house:pets negated "No pets"', 'Smoking=house:smoking wanted']],
      ['No smoking:yes', ['smoking=house:smoking wanted']],
      ['Pets are not really allowed.', ['Pets=house:pets negated "Pets are not"']],
      ['Pets are not an  option.', ['Pets=house:pets negated "Pets are not an  option"']],
    ]);
  });

  it('reads a tolerance after a word of another kind as tolerance, and after a house rule as no tolerance of its own', () => {
    expectReadings([
      ['Taxis if needed.', ['Taxis=transport:taxi permitted']],
      ['Flights would work.', ['Flights=transport:flight permitted']],
      ['A hostel could work.', ['hostel=lodging:lodging/shared permitted']],
      ["We don't mind pets if needed.", ['pets=house:pets permitted']],
    ]);
  });

  it('reads "X - no" as ruling X out, across the dash that starts a new clause (a defect found here: it asked for X)', () => {
    expectReadings([
      ['Flights - no.', ['Flights=transport:flight negated "Flights - no"']],
      ['Pets - no, but smoking is fine.', ['Pets=house:pets negated "Pets - no"', 'smoking=house:smoking wanted']],
      ['Taxis -- no.', ['Taxis=transport:taxi negated "Taxis -- no"']],
      ['Taxis - no problem.', ['Taxis=transport:taxi wanted']],
    ]);
    const read = (words: string) => {
      const s = readRequest(`${TRIP} ${words}`, miniGeography()).spec;
      return s && [s.excludeTransport, s.houseRules];
    };
    expect(['Flights - no.', 'Pets - no.'].map(read)).to.deep.equal([
      [['flight'], []],
      [[], []],
    ]);
  });

  it("a clause starts at the cut nearest the word, and an amount's clause ends at the cut nearest it", () => {
    // The " - " is nearer "fly" than ", but": the "no" between them stays out.
    expectReadings([['No idea, but we said no - we fly.', ['fly=transport:flight wanted']]]);
    // The budget after the dash is not the savings' budget, though the clause runs on to ", so".
    const cue = (text: string) => findMoney(readLayout(text)).map((m) => [m.amount, m.budgetCue]);
    expect(cue('We have $3,000 in savings - our budget is $1,000, so be careful.')).to.deep.equal([
      [3000, false],
      [1000, true],
    ]);
  });

  it('a negated "anything where", "any place where", "a place where" reaches up to eleven words back, as the words are spaced', () => {
    const drive = (shown: string) => [`drive=transport:self-driving negated "${shown}"`];
    expectReadings([
      ['Do not book anything where any of us would have to drive.', drive('not book anything where any of us would have to drive')],
      ['Do not book us any place where one of us has to drive.', drive('not book us any place where one of us has to drive')],
      ['Do not book us any  place where one of us has to drive.', drive('not book us any  place where one of us has to drive')],
      ['Do not book us a place where one of us has to drive.', drive('not book us a place where one of us has to drive')],
      ['Do not book us a  place where one of us has to drive.', drive('not book us a  place where one of us has to drive')],
      ['Do not book us anything  where one of us has to drive.', drive('not book us anything  where one of us has to drive')],
      ['Do  not  book  anything where any of us has to drive.', drive('not  book  anything where any of us has to drive')],
      // The reach stays within the word's own sentence.
      [
        'No pets. Please do not book anything where any of us has to drive.',
        ['pets=house:pets negated "No pets"', ...drive('not book anything where any of us has to drive')],
      ],
      // Only an "anything where" among the first words of the eight read extends them.
      ['Honestly nobody here minds long days so book anything where we can drive.', ['drive=transport:self-driving wanted']],
    ]);
  });

  it('a "without" pairs with a negation up to eight words before it, not further, and only with a negation', () => {
    expectReadings([
      // "not" is the eighth word before "without": "not ... without a car" asks for the car.
      [
        'We would not want to spend the whole long trip without a car.',
        ['car=transport:self-driving wanted "not want to spend the whole long trip without a car"'],
      ],
      // "not forget" is too far back to pair with "without".
      ['Please do not forget that the two of us usually spend the entire trip without a car.', ['car=transport:self-driving negated "without a car"']],
      // A permission before it is no negation to pair with, and is not quoted.
      ['The hosts allow us to spend the long weekend there without a car.', ['car=transport:self-driving negated "without a car"']],
      // The pairing stays within the sentence.
      [
        'No pets. We can never come home without a real authentic Italian dinner.',
        ['pets=house:pets negated "No pets"', 'Italian=cuisine:Italian wanted "never come home without a real authentic Italian"'],
      ],
    ]);
  });

  it('only a negation denies a tolerance; a permission before it does not', () => {
    expectReadings([
      ['Our budget allows us to be flexible on taxis.', ['taxis=transport:taxi permitted']],
      // "willing  to" (two spaces) is the travellers' wish to eat the food, as "willing to" is.
      ['We are willing  to eat Mexican.', ['Mexican=cuisine:Mexican wanted']],
    ]);
  });

  it('"not that we don\'t" takes the negation back, only when its "not" lies before the words read', () => {
    const chinese = (shown: string) => [`Chinese=cuisine:Chinese wanted "${shown}"`];
    expectReadings([
      ["It's not that we don't want Chinese food.", chinese("don't want Chinese")],
      ["It's not  that we don't want Chinese food.", chinese("don't want Chinese")],
      ["It's not that  we don't want Chinese food.", chinese("don't want Chinese")],
      ["It's not that we  don't want Chinese food.", chinese("don't want Chinese")],
      ["It's not that we dont want Chinese food.", chinese('dont want Chinese')],
      ["It's not that we do not want Chinese food.", chinese('not want Chinese')],
      ["It's not that we do  not want Chinese food.", chinese('not want Chinese')],
      [
        "It's not that she didn't really enjoy all of those long flights.",
        ['flights=transport:flight wanted "didn\'t really enjoy all of those long flights"'],
      ],
      ["It's not that she didnt really enjoy all of those long flights.", ['flights=transport:flight wanted "didnt really enjoy all of those long flights"']],
      [
        "It's not that she doesn't really enjoy all of those long flights.",
        ['flights=transport:flight wanted "doesn\'t really enjoy all of those long flights"'],
      ],
      ["It's not that she doesnt really enjoy all of those long flights.", ['flights=transport:flight wanted "doesnt really enjoy all of those long flights"']],
      // Within the words read, "not" and "didn't" are two negations already.
      ["It's not that she didn't like flights.", ['flights=transport:flight wanted "not that she didn\'t like flights"']],
      ["Not that she didn't like flights.", ['flights=transport:flight wanted "Not that she didn\'t like flights"']],
      // Neither across a sentence nor more than 80 characters back.
      ["It's not that we don't like trains. We want flights.", ['trains=transport:unsupported wanted "don\'t like trains"', 'flights=transport:flight wanted']],
      [
        'It is not that we do not love long scenic road trips across the countryside with the family in summer but we want flights.',
        ['flights=transport:flight wanted'],
      ],
    ]);
  });

  it('"rather X than Y" rules Y out through a verb, an article and one more word, however spaced', () => {
    const drive = 'drive=transport:self-driving wanted';
    expectReadings([
      ["We'd rather drive than book flights.", [drive, 'flights=transport:flight negated "flights"']],
      ["We'd rather drive than book a flight.", [drive, 'flight=transport:flight negated "flight"']],
      ["We'd rather drive than  book a flight.", [drive, 'flight=transport:flight negated "flight"']],
      ["We'd rather drive than book  a flight.", [drive, 'flight=transport:flight negated "flight"']],
      ["We'd rather drive than book a cheap flight.", [drive, 'flight=transport:flight negated "flight"']],
      ["We'd rather drive than book a  cheap flight.", [drive, 'flight=transport:flight negated "flight"']],
      ["We'd rather drive than a cheap flight.", [drive, 'flight=transport:flight negated "flight"']],
      ["We'd rather drive than a cheap  flight.", [drive, 'flight=transport:flight negated "flight"']],
      ["We'd rather drive than stay in hostels.", [drive, 'hostels=lodging:lodging/shared negated "hostels"']],
      ["We'd rather drive than stay in a hostel.", [drive, 'hostel=lodging:lodging/shared negated "hostel"']],
      ["We'd rather drive than stay  in a hostel.", [drive, 'hostel=lodging:lodging/shared negated "hostel"']],
      ["We'd rather drive than staying in a hostel.", [drive, 'hostel=lodging:lodging/shared negated "hostel"']],
      ["We'd rather drive than staying  in a hostel.", [drive, 'hostel=lodging:lodging/shared negated "hostel"']],
      // "over" further back is no comparison with the word.
      ["We'd prefer to go a bit over budget and fly.", ['fly=transport:flight wanted']],
      // The preference must be in the word's own clause.
      ['We love nothing more than flying. We prefer morning departures.', ['flying=transport:flight wanted']],
    ]);
  });

  it('reads "only" and the predicate after the word within its own line and clause', () => {
    expectReadings([
      ['Wants:\nFlights\nOnly non-smoking rooms please', ['Flights=transport:flight wanted', 'smoking=house:smoking negated "non-smoking"']],
      ['Must allow: pets\nFree parking', ['pets=house:pets wanted']],
      ['For the trip to Austin we fly only but taxis are fine once we land.', ['fly=transport:flight wanted only', 'taxis=transport:taxi permitted']],
    ]);
  });

  it('a colon and "fine", "either way" or "don\'t care" tolerates a word of another kind than a house rule', () => {
    const flights = ['Flights=transport:flight permitted'];
    expectReadings([
      ['Flights: fine', flights],
      ['Flights:fine', flights],
      ['Flights : fine', flights],
      ['Flights: either way', flights],
      ['Flights: either  way', flights],
      ["Flights: don't care", flights],
      ["Flights: don't  care", flights],
      ['Flights: dont care', flights],
      ['Taxis at night: fine', ['Taxis=transport:taxi permitted']],
      ['Taxis  here: fine', ['Taxis=transport:taxi permitted']],
      // Only the colon right after the word (and a word or two of its key) is read.
      ['Flights wanted, taxis: fine', ['Flights=transport:flight wanted', 'taxis=transport:taxi permitted']],
      // A key of a few words and a yes asks for the word, however spaced.
      ['Taxis OK: yes', ['Taxis=transport:taxi wanted']],
      ['Taxis  OK: yes', ['Taxis=transport:taxi wanted']],
      ['Taxis OK : yes', ['Taxis=transport:taxi wanted']],
      // The answer on the next line is the next field's, not the word's.
      ['We want flights\nTaxis: no', ['flights=transport:flight wanted', 'Taxis=transport:taxi negated']],
    ]);
  });

  it('a lodging noun may stand between the word and its predicate, and is quoted with it', () => {
    const smoking = (shown: string) => `smoking=house:smoking negated "${shown}"`;
    expectReadings([
      ['A smoking place is out of the question.', [smoking('smoking place is out of the question')]],
      ['A smoking home is a no-go.', [smoking('smoking home is a no-go')]],
      ['A smoking listing is not an option.', [smoking('smoking listing is not an option')]],
      ['A smoking rental is not an option.', [smoking('smoking rental is not an option')]],
      ['A smoking accommodation is not an option.', [smoking('smoking accommodation is not an option')]],
      ['A smoking lodging is not an option.', [smoking('smoking lodging is not an option')]],
      [
        'A smoking apartment is not an option.',
        [smoking('smoking apartment is not an option'), 'apartment=lodging:lodging/entire negated "apartment is not an option"'],
      ],
      ['A smoking hotel is not an option.', [smoking('smoking hotel is not an option'), 'hotel=lodging:lodging/generic negated "hotel is not an option"']],
      ['A smoking airbnb is not an option.', [smoking('smoking airbnb is not an option'), 'airbnb=lodging:lodging/generic negated "airbnb is not an option"']],
      [
        'Smoking hotels are not an option.',
        ['Smoking=house:smoking negated "Smoking hotels are not an option"', 'hotels=lodging:lodging/generic negated "hotels are not an option"'],
      ],
      ['Smoking  places are not an option.', ['Smoking=house:smoking negated "Smoking  places are not an option"']],
      ['Smoking places  are not an option.', ['Smoking=house:smoking negated "Smoking places  are not an option"']],
      // A lodging noun further on is not the word's.
      ['Taxis are fine but hotels are not.', ['Taxis=transport:taxi permitted', 'hotels=lodging:lodging/generic negated "hotels are not"']],
    ]);
  });

  it('a tolerance followed by "actually preferred" asks for the word', () => {
    expectReadings([['Shared rooms are fine, actually preferred.', ['Shared rooms=room:shared wanted']]]);
  });
});
