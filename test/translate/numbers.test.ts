/**
 * src/common/numbers.ts: whole numbers, amounts and years written in words or digits, each reader held to
 * exact values and to what it refuses (undefined), at the edges of each pattern.
 */
import { expect } from 'chai';
import { wordAmount, wordNumber, yearNumber } from '../../src/common/numbers.ts';

describe('rules translator: numbers in words', () => {
  it('wordNumber reads digits, units, tens, tens with a unit, and dozens, in any case and spacing', () => {
    const read = ['7', ' 12 ', '0', 'zero', 'Nineteen', 'twenty', 'Twenty-one', 'ninety nine', 'forty  two', 'a dozen', 'A  half dozen', 'sixty-nine'].map(
      wordNumber,
    );
    expect(read).to.deep.equal([7, 12, 0, 0, 19, 20, 21, 99, 42, 12, 6, 69]);
  });

  it('wordNumber refuses what is not one number', () => {
    expect(
      ['7 people', 'x7', 'twenty-zero', 'twenty-ten', 'twenty twenty one', 'dozen', 'a dozen eggs', 'hundred', 'one-two', ''].map(wordNumber),
    ).to.deep.equal(Array.from({ length: 10 }, () => undefined));
  });

  it('wordAmount reads hundreds, thousands, grand and "a", with "and" and hyphens', () => {
    const read = [
      'two thousand',
      'seventeen hundred',
      'one thousand five hundred',
      'two thousand five hundred and fifty',
      'a thousand',
      'a grand',
      'three grand',
      'thousand',
      'hundred',
      'twenty-five hundred',
      ' Fifty ',
    ].map(wordAmount);
    expect(read).to.deep.equal([2000, 1700, 1500, 2550, 1000, 1000, 3000, 1000, 100, 2500, 50]);
  });

  it('wordAmount takes "a" only before any number, and refuses other words and nothing at all', () => {
    expect([wordAmount('two thousand a hundred'), wordAmount('five dollars'), wordAmount(''), wordAmount('and')]).to.deep.equal([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('yearNumber reads four digits and the years 2021 to 2029 in words', () => {
    expect(
      ['2022', ' 1999 ', 'twenty twenty-two', 'Twenty-Twenty one', 'two thousand and twenty nine', 'two thousand twenty three'].map(yearNumber),
    ).to.deep.equal([2022, 1999, 2022, 2021, 2029, 2023]);
  });

  it('yearNumber refuses the rest', () => {
    expect(
      ['22', '20222', 'twenty twenty', 'twenty twenty zero', 'twenty twenty ten', 'in twenty twenty two', 'twenty twenty two please'].map(yearNumber),
    ).to.deep.equal(Array.from({ length: 7 }, () => undefined));
  });
});
