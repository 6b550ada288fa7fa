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
});
