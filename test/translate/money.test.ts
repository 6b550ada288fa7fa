/**
 * Amounts of money as the rules translator reads them (READING.md, "budget" and "wishes.mealPricePerPerson"): each
 * way of writing a total, per person and per day, meal prices beside a budget, and the refusals of a range and of
 * an amount that is not one, with the words each came from.
 */
import { expect } from 'chai';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

/** [budget, meal price, the budget's words, refusals] for the request with `words` after a fixed trip (2 people, 3 days). */
function money(words: string) {
  const o = readRequest(`A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, ${words}.`, miniGeography());
  return [o.spec?.budget ?? null, o.spec?.wishes.mealPricePerPerson ?? null, o.provenance.fields.budget?.words ?? null, o.errors.map((e) => e.message)];
}

describe('rules translator: money', () => {
  it('reads a total written with k, thousand, grand, million, US$, dollars, USD or in words', () => {
    expect(
      [
        'budget $1.7k',
        'budget 1.2k',
        'budget $2 thousand',
        'budget $3 grand',
        'budget $1 million',
        'budget US$1,500',
        'budget 1,500 dollars',
        'budget of 1500 USD',
        'budget two thousand dollars',
      ].map(money),
    ).to.deep.equal([
      [1700, null, ['$1.7k'], []],
      [1200, null, ['1.2k'], []],
      [2000, null, ['$2 thousand'], []],
      [3000, null, ['$3 grand'], []],
      [1000000, null, ['$1 million'], []],
      [1500, null, ['US$1,500'], []],
      [1500, null, ['1,500 dollars'], []],
      [1500, null, ['1500 USD'], []],
      [2000, null, ['two thousand dollars'], []],
    ]);
  });

  it('multiplies a per-person amount by the travellers and a per-day amount by the days', () => {
    expect([money('budget of $500 per person'), money('budget $400 a day')]).to.deep.equal([
      [1000, null, ['$500 per person'], []],
      [1200, null, ['$400 a day'], []],
    ]);
  });

  it('keeps meal prices apart from the budget: a ceiling, a range and a floor per person', () => {
    expect([
      money('meals under $20 a head, budget $1,000'),
      money('dinners around $15-25 each, budget $900'),
      money('at least $40 a plate, budget $2,000'),
    ]).to.deep.equal([
      [1000, { max: 20 }, ['$1,000'], []],
      [900, { min: 15, max: 25 }, ['$900'], []],
      [2000, { min: 40 }, ['$2,000'], []],
    ]);
  });

  it('refuses a range however it is written, and a budget of nothing', () => {
    const range = (a: string, b: string) => [
      null,
      null,
      null,
      [`budget: a range of amounts; give one total budget (the most you will spend) (found: "${a}", "${b}")`],
    ];
    expect(
      ['budget between $1,000 and $1,200', 'budget $1,000-$1,200', 'budget $1,000 to $1,200', 'budget between 1,000 and 1,200 dollars'].map(money),
    ).to.deep.equal([range('$1,000', '$1,200'), range('$1,000', '$1,200'), range('$1,000', '$1,200'), range('1,000', '1,200 dollars')]);
    expect(money('budget $0')).to.deep.equal([null, null, null, ['budget: the budget is not an amount in dollars (found: "budget $0")']]);
  });
});
