/**
 * The place mentions of src/translate/rules/places.ts, read one phrasing at a time (READING.md, "origin",
 * "destination", "cityCount"): a state joined to its city in each written form, a kind named before or after a
 * name, the cue words and keys that give a role, counted states, ordinary words that are also city names, a
 * correction, and names the sandbox lacks where a place is expected. Each mention is shown as
 * "words [role] [<cue words>] [hint:kind] [in:state/as written] [N: counted] [W: weak] [C: corrects]", and each
 * unknown name as "? words role".
 */
import { expect } from 'chai';
import { readLayout } from '../../src/translate/rules/layout.ts';
import { findPlaces } from '../../src/translate/rules/places.ts';
import { placeIndex } from '../../src/translate/places.ts';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

const index = placeIndex(miniGeography());

function places(text: string): string[] {
  const f = findPlaces(readLayout(text), index);
  return [
    ...f.mentions.map(
      (m) =>
        `${m.raw}${m.cue ? ` ${m.cue}` : ''}${m.cueStart !== undefined ? ` <${text.slice(m.cueStart, m.start).trim()}>` : ''}${m.hint ? ` hint:${m.hint}` : ''}${m.qualifier ? ` in:${m.qualifier.state}/${m.qualifier.raw}` : ''}${m.counted ? ' N' : ''}${m.weak ? ' W' : ''}${m.corrects ? ' C' : ''}`,
    ),
    ...f.unknown.map((u) => `? ${u.raw} ${u.role}`),
  ];
}

describe('rules translator: place mentions (places.ts)', () => {
  it('joins a state written after a city in each form, its own or another, and not across a sentence', () => {
    expect(
      [
        'Reno, Nevada',
        'Reno (Nevada)',
        'Reno Nevada',
        'from Reno in Nevada',
        'Boise, Idaho',
        'Boise (ID)',
        'Boise ID',
        'Boise, ID',
        'Reno, OK',
        'to Portland (ME)',
        'to Portland, me',
        'St. Louis. Texas',
        'Denver. Texas',
        'from Reno; to Texas',
      ].map(places),
    ).to.deep.equal([
      ['Reno, Nevada in:Nevada/Nevada'],
      ['Reno (Nevada) in:Nevada/Nevada'],
      ['Reno Nevada in:Nevada/Nevada'],
      ['Reno in Nevada origin <from> in:Nevada/Nevada'],
      ['Boise, Idaho in:Idaho/Idaho'],
      ['Boise (ID) in:Idaho/ID'],
      ['Boise ID in:Idaho/ID'],
      ['Boise, ID in:Idaho/ID'],
      ['Reno, OK in:Oklahoma/OK'],
      ['Portland (ME) destination <to> in:Maine/ME'],
      ['Portland destination <to>'],
      ['St. Louis', 'Texas'],
      ['Denver', 'Texas'],
      ['Reno origin <from>', 'Texas destination <to>'],
    ]);
    // A postal code that is an ordinary word ("OK", "ME") is no place of its own.
    expect(places('from Reno to OK')).to.deep.equal(['Reno origin <from>']);
  });

  it('takes a kind named before or after a name as a hint, and "the city of" as no count', () => {
    expect(
      [
        'from Reno to Texas state',
        'Texas City',
        'the city of New York',
        'from the City of Reno',
        'cities in Idaho',
        '2 cities in Texas',
        'three Texas cities',
        'explore three Texas cities',
        'five Texas towns',
        'Texas-two cities',
      ].map(places),
    ).to.deep.equal([
      ['Reno origin <from>', 'Texas state destination <to> hint:state'],
      ['Texas City hint:city'],
      ['New York hint:city'],
      ['Reno origin <from the City of> hint:city'],
      ['Idaho destination <cities in> hint:state N'],
      ['Texas destination <cities in> hint:state N'],
      ['Texas destination hint:state N'],
      ['Texas destination hint:state N'],
      ['Texas destination hint:state N'],
      ['Texas'],
    ]);
    const read = (trip: string) => {
      const s = readRequest(`A 3-day trip ${trip}, March 16th to March 18th, 2022, for 2 people, budget $1,000.`, miniGeography()).spec;
      return s && [s.origin, s.destination, s.cityCount];
    };
    expect([read('from the city of Reno to Austin'), read('from the town of Reno to Austin'), read('from Denver to the city of New York')]).to.deep.equal([
      ['Reno', { kind: 'city', name: 'Austin' }, 1],
      ['Reno', { kind: 'city', name: 'Austin' }, 1],
      ['Denver', { kind: 'city', name: 'New York' }, 1],
    ]);
  });

  it('gives roles from cue words before, predicates after and keys', () => {
    expect(
      [
        'we head out of Reno',
        'kicking off in Reno',
        'Denver trip',
        'a Denver getaway',
        'Denver bound',
        'Austin is our destination',
        'Reno is our home base',
        'Reno is where we live',
        'Reno will be our starting point',
        'From: Reno',
        'Return: Reno',
        'Visit: Austin',
        'to Mission',
      ].map(places),
    ).to.deep.equal([
      ['Reno origin <out of>'],
      ['Reno origin <kicking off in>'],
      ['Denver destination'],
      ['Denver destination'],
      ['Denver destination'],
      ['Austin destination'],
      ['Reno origin'],
      ['Reno origin'],
      ['Reno origin'],
      ['Reno origin'],
      ['Reno origin'],
      ['Austin destination'],
      ['Mission destination <to>'],
    ]);
  });

  it('marks an ordinary lowercase word as weak, and a correction with the role of what it corrects', () => {
    expect(['on a mission', 'from Reno, no wait, from Boise', 'Origin: Sacramento (sorry, I mean Los Angeles)'].map(places)).to.deep.equal([
      ['mission W'],
      ['Reno origin <from>', 'Boise origin <from> C'],
      ['Sacramento origin', 'Los Angeles origin C'],
    ]);
  });

  it('reports a name the sandbox lacks where a key, a cue or a list expects a place, but not in capitals, numbers or months', () => {
    expect(
      [
        'To: Sedona',
        'From: 123 Main',
        'from Springfield to Austin',
        'FROM SPRINGFIELD TO AUSTIN',
        'heading to Gotham',
        'to March',
        'from Denver or Boulder',
        'from Denver or Austin',
        'from Denver or Mexican',
      ].map(places),
    ).to.deep.equal([
      ['? Sedona destination'],
      [],
      ['Austin destination <to>', '? from Springfield origin'],
      ['AUSTIN destination <TO>'],
      ['? heading to Gotham destination'],
      [],
      ['Denver origin <from>', '? Denver or Boulder origin'],
      ['Denver origin <from>', 'Austin'],
      ['Denver origin <from>'],
    ]);
  });

  it('joins a state the sandbox lacks to the city before it, as a name, a capitalised code or in parentheses', () => {
    expect(
      [
        'from Reno, Vermont',
        'from Reno, VT',
        'from Reno, vt',
        'from Reno (Iowa)',
        'from Reno (IA) to Austin',
        'from Reno in Iowa',
        'from Reno, Vermont to Austin',
        '(from Reno, Vermont)',
        'Boise, Vermont',
      ].map(places),
    ).to.deep.equal([
      ['Reno, Vermont origin <from> in:Vermont/Vermont'],
      ['Reno, VT origin <from> in:Vermont/VT'],
      ['Reno origin <from>'],
      // A defect found here: the closing parenthesis was left out of the quoted place ("Reno (Iowa").
      ['Reno (Iowa) origin <from> in:Iowa/Iowa'],
      ['Reno (IA) origin <from> in:Iowa/IA', 'Austin destination <to>'],
      ['Reno in Iowa origin <from> in:Iowa/Iowa'],
      ['Reno, Vermont origin <from> in:Vermont/Vermont', 'Austin destination <to>'],
      ['Reno, Vermont origin <from> in:Vermont/Vermont'],
      ['Boise, Vermont in:Vermont/Vermont'],
    ]);
  });

  it('takes a kind only from "(the) city/town/state of" right before the name, and quotes the cue as written', () => {
    expect(
      [
        'from the state of Texas',
        'from the  city of Reno',
        'from city of Reno',
        'from the city  of Reno',
        'from the city of  Reno',
        'the state of Texas, to Reno',
        'Texas  state',
        'Austin, a city',
        'Reno,  Nevada',
      ].map(places),
    ).to.deep.equal([
      ['Texas origin <from the state of> hint:state'],
      // A defect found here: with two spaces in the cue its quote lost its first letter ("rom the  city of").
      ['Reno origin <from the  city of> hint:city'],
      ['Reno origin <from city of> hint:city'],
      ['Reno origin <from the city  of> hint:city'],
      ['Reno origin <from the city of> hint:city'],
      ['Texas hint:state', 'Reno destination <to>'],
      ['Texas state hint:state'],
      ['Austin'],
      ['Reno, Nevada in:Nevada/Nevada'],
    ]);
  });

  it('lets a predicate after the place outweigh a cue before it, and a key give a role only to the name that opens its value', () => {
    expect(
      [
        'The area around Reno is our home base',
        'The area around Reno  is  our home base',
        'A town just out of Denver is our destination',
        'From: the Reno area',
        'From: hey Reno',
        'From: Reno\nUpdated origin: Boise',
        'from Reno, sorry, to Boise',
      ].map(places),
    ).to.deep.equal([
      ['Reno origin'],
      ['Reno origin'],
      ['Denver destination'],
      ['Reno'],
      ['Reno'],
      ['Reno origin', 'Boise origin C'],
      ['Reno origin <from>', 'Boise destination <to> C'],
    ]);
  });

  it('counts a state followed by cities, with a number before a compound, never a city', () => {
    expect(
      [
        'two Texas cities',
        'two Texas  cities',
        'Texas cities',
        '2 Texas-area cities',
        '12 Texas-area cities',
        'seven Texas-area cities',
        'Texas-area cities',
        '2 Reno-area cities',
        'two Texas towns',
      ].map(places),
    ).to.deep.equal([
      ['Texas destination hint:state N'],
      ['Texas destination hint:state N'],
      ['Texas destination hint:state N'],
      ['Texas destination hint:state N'],
      ['Texas destination hint:state N'],
      ['Texas'],
      ['Texas'],
      ['Reno'],
      ['Texas destination hint:state N'],
    ]);
  });

  it('reports unknown names where they are written, within the unit, with the role of the place they are listed with', () => {
    const unknown = (text: string) => findPlaces(readLayout(text), index).unknown.map((u) => `${text.slice(u.start, u.end)} = ${u.raw} ${u.role}`);
    expect(
      [
        'To: St. Elsewhere.',
        'From: Springfield.',
        'heading to St. Elsewhere.',
        'to Gotham Austin',
        'from Denver\nor Boulder',
        'from Denver to Austin or Boulder',
        'Austin or Boulder',
        'FROM SPRINGFIELD',
        'Trip plan\nFROM SPRINGFIELD',
        'We go. To Gotham',
      ].map(unknown),
    ).to.deep.equal([
      ['St. Elsewhere. = St. Elsewhere destination'],
      ['Springfield. = Springfield origin'],
      ['heading to St. Elsewhere = heading to St. Elsewhere destination'],
      [],
      [],
      ['Austin or Boulder = Austin or Boulder destination'],
      [],
      [],
      [],
      ['To Gotham = To Gotham destination'],
    ]);
  });
});
