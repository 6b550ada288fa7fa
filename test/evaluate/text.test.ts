import { expect } from 'chai';
import { beforeParenthesis, extractFromTo, isValidCitySequence, nameAndCity } from '../../src/evaluate/index.ts';

describe("the scorer's text helpers", () => {
  describe('nameAndCity (get_valid_name_city)', () => {
    it('splits at the last comma and drops a (State) suffix', () => {
      expect(nameAndCity('Museum of the West, Museums of Western Colorado, Grand Junction(Colorado)')).to.deep.equal({
        name: 'Museum of the West, Museums of Western Colorado',
        city: 'Grand Junction',
      });
    });
    it('strips both parts, including the space before a spaced "(State)"', () => {
      expect(nameAndCity('  San Antonio Zoo ,  San Antonio (Texas) ')).to.deep.equal({ name: 'San Antonio Zoo', city: 'San Antonio' });
    });
    it("gives ['-', '-'] without a comma", () => {
      expect(nameAndCity('Coco Bambu Rockford')).to.deep.equal({ name: '-', city: '-' });
    });
    it('gives an empty name for ", City" (which then matches every row of the city)', () => {
      expect(nameAndCity(', Rockford')).to.deep.equal({ name: '', city: 'Rockford' });
    });
    it("strips Python's whitespace (\\x1f) where JavaScript's trim would not", () => {
      expect(nameAndCity('Subway\x1f, Rockford\x1f')).to.deep.equal({ name: 'Subway', city: 'Rockford' });
    });
  });

  describe('beforeParenthesis (extract_before_parenthesis)', () => {
    it('keeps the space before "(" and leaves text without parentheses alone', () => {
      expect([beforeParenthesis('San Antonio (Texas)'), beforeParenthesis('Bemidji(Minnesota)'), beforeParenthesis('Rockford')]).to.deep.equal([
        'San Antonio ',
        'Bemidji',
        'Rockford',
      ]);
    });
    it('leaves an unclosed "(" alone', () => {
      expect(beforeParenthesis('Houston(Texas')).to.equal('Houston(Texas');
    });
    it('reads only from the start of the text, which "." cannot leave across a line break (Python\'s `^(.*?)`)', () => {
      expect(beforeParenthesis('Rock\nford(Illinois)')).to.equal('Rock\nford(Illinois)');
    });
  });

  describe('extractFromTo (extract_from_to)', () => {
    it('reads "from A to B" up to the next comma', () => {
      expect(extractFromTo('Flight Number: F1, from St. Petersburg to Rockford, Departure Time: 15:40')).to.deep.equal(['St. Petersburg', 'Rockford']);
    });
    it('takes B to the end, trailing spaces included, when no comma follows', () => {
      expect(extractFromTo('from A to B C ')).to.deep.equal(['A', 'B C ']);
    });
    it('gives null without "to"', () => {
      expect(extractFromTo('from St. Petersburg')).to.equal(null);
    });
  });

  describe('isValidCitySequence', () => {
    it('accepts origin, one stay of two or more entries per city, origin', () => {
      expect(isValidCitySequence(['A', 'B', 'B', 'C', 'C', 'A'])).to.equal(true);
    });
    it('rejects a city entered once in the middle, a city revisited, and a list shorter than three', () => {
      expect([
        isValidCitySequence(['A', 'B', 'C', 'C', 'A']),
        isValidCitySequence(['A', 'B', 'B', 'C', 'C', 'B', 'B', 'A']),
        isValidCitySequence(['A', 'A']),
      ]).to.deep.equal([false, false, false]);
    });
    it('takes three entries as the shortest list, and a single entry just before the last as a stay too short', () => {
      expect([isValidCitySequence(['A', 'A', 'A']), isValidCitySequence(['A', 'B', 'B', 'A']), isValidCitySequence(['A', 'A', 'B', 'A'])]).to.deep.equal([
        true,
        true,
        false,
      ]);
    });
  });
});
