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
    expect(['Reno, Nevada', 'Reno (Nevada)', 'Reno Nevada', 'from Reno in Nevada', 'Boise, Idaho', 'Boise (ID)', 'Boise ID', 'Boise, ID', 'Reno, OK', 'to Portland (ME)', 'to Portland, me', 'St. Louis. Texas', 'Denver. Texas', 'from Reno; to Texas'].map(places)).to.deep.equal([
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
    expect(['from Reno to Texas state', 'Texas City', 'the city of New York', 'from the City of Reno', 'cities in Idaho', '2 cities in Texas', 'three Texas cities', 'explore three Texas cities', 'five Texas towns', 'Texas-two cities'].map(places)).to.deep.equal([
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
      ['we head out of Reno', 'kicking off in Reno', 'Denver trip', 'a Denver getaway', 'Denver bound', 'Austin is our destination', 'Reno is our home base', 'Reno is where we live', 'Reno will be our starting point', 'From: Reno', 'Return: Reno', 'Visit: Austin', 'to Mission'].map(places),
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
    expect(['To: Sedona', 'From: 123 Main', 'from Springfield to Austin', 'FROM SPRINGFIELD TO AUSTIN', 'heading to Gotham', 'to March', 'from Denver or Boulder', 'from Denver or Austin', 'from Denver or Mexican'].map(places)).to.deep.equal([
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
});
