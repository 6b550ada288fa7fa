/**
 * The amounts of src/translate/rules/money.ts, read one phrasing at a time (READING.md, "budget" and
 * "wishes.mealPricePerPerson"): each way of writing an amount and a range, when a bare number or a number in words
 * is money, what an amount is for (a total, per person, per day, one item, a meal price and its bound), and the
 * budget cue. Each phrase is shown as "words = amount use [B: budget cue] [C: correction] [R: range]".
 */
import { expect } from 'chai';
import { readLayout } from '../../src/translate/rules/layout.ts';
import { findMoney } from '../../src/translate/rules/money.ts';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

function money(text: string, claimed: readonly { start: number; end: number }[] = []): string[] {
  return findMoney(readLayout(text), claimed).map(
    (m) =>
      `${text.slice(m.start, m.end)} = ${m.amount} ${m.use.kind}${m.use.kind === 'item' ? `:${m.use.item}` : ''}${m.use.kind === 'meal' ? `:${m.use.bound}` : ''}${m.budgetCue ? ' B' : ''}${m.corrects ? ' C' : ''}${m.range ? ' R' : ''}`,
  );
}

/** [budget, meal price, refusals] of a fixed trip (2 people, 3 days) with `words` in it. */
function request(words: string) {
  const o = readRequest(`A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, ${words}.`, miniGeography());
  return [o.spec?.budget ?? null, o.spec?.wishes.mealPricePerPerson ?? null, o.errors.map((e) => e.message)];
}

describe('rules translator: amounts (money.ts)', () => {
  it('reads millions, fractions and both ends of a range however its currency is written', () => {
    expect(
      [
        'budget $1.5m',
        'budget $2 million',
        'between 35.50 and 60 dollars',
        '10 to 30 dollars',
        '$15.50-25',
        '$ 15-25',
        'US$15-25',
        '$2 thousand - 3 thousand',
      ].map((t) => money(t)),
    ).to.deep.equal([
      ['$1.5m = 1500000 total B'],
      ['$2 million = 2000000 total B'],
      ['35.50 = 35.5 total R', '60 dollars = 60 total R'],
      ['10 = 10 total R', '30 dollars = 30 total R'],
      ['$15.50 = 15.5 total R', '25 = 25 total R'],
      ['$ 15 = 15 total R', '25 = 25 total R'],
      ['US$15 = 15 total R', '25 = 25 total R'],
      ['$2 thousand = 2000 total R', '3 thousand = 3000 total R'],
    ]);
  });

  it('takes a bare number or words as money only beside a budget word or key, and a year-like number only beside a word of spending', () => {
    expect(
      [
        'budget 50',
        'budget 49',
        'around 3000',
        'around 2000',
        'under 2000',
        'Budget: 2000',
        '2000 total',
        'ten dollars',
        'nine dollars',
        'budget one hundred',
        'budget fifty',
        'two thousand max',
        'Budget: three thousand five hundred',
      ].map((t) => money(t)),
    ).to.deep.equal([
      ['50 = 50 total B'],
      [],
      ['3000 = 3000 total'],
      [],
      [],
      ['2000 = 2000 total B'],
      ['2000 = 2000 total'],
      ['ten dollars = 10 total'],
      [],
      ['one hundred = 100 total B'],
      [],
      ['two thousand = 2000 total'],
      ['three thousand five hundred = 3500 total B'],
    ]);
    const spending = ['budget', 'budgeted', 'spend', 'spending', 'max', 'maximum', 'cap', 'capped', 'limit', 'up to', 'no more than', 'at most'];
    expect(spending.map((w) => money(`${w} 2000`).map((m) => m.replace(/ B$/, '')))).to.deep.equal(spending.map(() => ['2000 = 2000 total']));
    // A span another reader owns (a date) holds no bare number; an amount with its currency is still one.
    expect([money('budget 3000', [{ start: 7, end: 11 }]), money('budget $3000', [{ start: 7, end: 12 }])]).to.deep.equal([[], ['$3000 = 3000 total B']]);
  });

  it('lists amounts in the order written, with the budget cue before the amount or anywhere in its clause', () => {
    expect(['budget 3000, and $50 a night', '$2,000 is our budget', 'we can spend $2,000', '$2,000', 'tickets cost $40'].map((t) => money(t))).to.deep.equal([
      ['3000 = 3000 total B', '$50 a night = 50 item:night'],
      ['$2,000 = 2000 total B'],
      ['$2,000 = 2000 total B'],
      ['$2,000 = 2000 total'],
      ['tickets cost $40 = 40 item:ticket B'],
    ]);
  });

  it('names the item a price is for, in the singular, before or after the amount', () => {
    expect(
      [
        '$100 for flights',
        '$30 for lunches',
        '$20 for activities',
        '$50 per night',
        '$100 nightly',
        '$300 a day',
        '$300 daily',
        'dinners $40 a night',
        'flights only my budget is 4,700 dollars',
      ].map((t) => money(t)),
    ).to.deep.equal([
      ['$100 for flights = 100 item:flight'],
      ['$30 for lunches = 30 meal:max'],
      ['$20 for activities = 20 item:activity'],
      ['$50 per night = 50 item:night'],
      ['$100 nightly = 100 item:night'],
      // An amount a day with no item named is what the trip may cost each day.
      ['$300 a day = 300 perDay'],
      ['$300 daily = 300 perDay'],
      ['dinners $40 a night = 40 item:dinner'],
      ['4,700 dollars = 4700 total B'],
    ]);
  });

  it('reads a budget that names what it covers as the total, for each word of spending and of covering', () => {
    const frames = [
      'our budget for',
      'we can spend on',
      'spending on',
      'we can afford for',
      'the total for',
      'our budget covering',
      'the budget covers',
      'the budget including',
      'the budget includes',
      'our budget to cover',
      'our budget of ours for',
    ];
    expect(frames.map((f) => money(`${f} meals and hotels is $3,000`))).to.deep.equal(frames.map(() => ['$3,000 = 3000 total B']));
    expect(['meals are $30', 'we want meals and hotels is $3,000'].map((t) => money(t))).to.deep.equal([
      ['meals are $30 = 30 meal:max'],
      ['meals and hotels is $3,000 = 3000 meal:max'],
    ]);
  });

  it('reads a per-day amount as per day only with a budget word', () => {
    expect(['budget $300 a day', 'budget $300 daily'].map((t) => money(t))).to.deep.equal([['$300 a day = 300 perDay B'], ['$300 daily = 300 perDay B']]);
    expect([request('budget $300 daily'), request('hotels $100 nightly')]).to.deep.equal([
      [900, null, []],
      [
        null,
        null,
        [
          'budget: a price for one hotel, not a total budget; tripsolver cannot yet require the price of a single meal, night or ticket (found: "hotels $100 nightly")',
        ],
      ],
    ]);
  });

  it('reads a meal price with its rate, its key, its range and its bound', () => {
    expect(
      [
        '$30 per person for meals',
        '$20 a meal',
        '60 dollars per person per meal',
        '$25 a head for each meal',
        'dinner costs $20 per meal',
        '$20 a plate',
        'Meal budget: $25',
        'meals between $15 and $40',
        'between $15 and $40 per meal',
      ].map((t) => money(t)),
    ).to.deep.equal([
      ['$30 per person for meals = 30 meal:max'],
      ['$20 a meal = 20 meal:max'],
      ['60 dollars per person per meal = 60 meal:max'],
      ['$25 a head for each meal = 25 meal:max'],
      ['$20 per meal = 20 meal:max B'],
      ['$20 a plate = 20 meal:max'],
      ['$25 = 25 meal:max'],
      ['meals between $15 = 15 meal:min R', '$40 = 40 meal:max R'],
      ['$15 = 15 meal:min R', '$40 per meal = 40 meal:max R'],
    ]);
    expect(
      [
        'nothing over $30 per person per meal',
        'meals $20 a head',
        'meals $20 a head or more',
        'meals $20 or more a head',
        '$25 per meal minimum',
        'Meal budget: $25 or more',
        'at least   $40 a plate',
      ].map((t) => money(t)),
    ).to.deep.equal([
      ['$30 per person per meal = 30 meal:max'],
      ['meals $20 a head = 20 meal:max'],
      ['meals $20 a head = 20 meal:min'],
      ['meals $20 = 20 meal:min'],
      ['$25 per meal = 25 meal:min'],
      ['$25 = 25 meal:min'],
      ['$40 a plate = 40 meal:min'],
    ]);
    expect(request('budget $1,000, meals $20 a head or more')).to.deep.equal([1000, { min: 20 }, []]);
  });

  it('joins a range only within one unit: two listed amounts are two totals', () => {
    expect(money('Budget options:\n- $1,000\n- $1,200')).to.deep.equal(['$1,000 = 1000 total', '$1,200 = 1200 total']);
    expect(money('Budget: $1,000\nUpdated budget: $1,200')).to.deep.equal(['$1,000 = 1000 total B', '$1,200 = 1200 total B C']);
  });

  it("reads nothing across a unit's edge: a budget word, a rate, a bound or a correction on the next or previous line", () => {
    expect(
      [
        'Spending cap\n2500',
        'Booking ref 2500\nTotal of 2 guests',
        'Spending cap\ntwo thousand',
        'Budget $300\nA day at the zoo',
        'Meals $20 a head\nMinimum stay: 2 nights',
        'Budget $1,000, actually\nBudget $1,200',
      ].map((t) => money(t)),
    ).to.deep.equal([[], [], [], ['$300 = 300 total B'], ['Meals $20 a head = 20 meal:max'], ['$1,000 = 1000 total B', '$1,200 = 1200 total B']]);
    // A correction cue counts only between the earlier amount and this one.
    expect(money('Sorry, 1000 dollars or 1200 dollars')).to.deep.equal(['1000 dollars = 1000 total', '1200 dollars = 1200 total']);
  });

  it('takes a year-like number as money only with a word of spending right before it, however it is spaced', () => {
    const cases = ['budget of 2000', 'up  to 2000', 'no  more than 2000', 'no more  than 2000', 'at  most 2000'];
    expect(cases.map((t) => money(t))).to.deep.equal(cases.map(() => ['2000 = 2000 total B']));
    // Only four digits starting 19 or 20 look like a year; a spending word more than 20 characters back is too far.
    expect(['around 12000', 'around 20000', 'a budget-friendly trip around 2022'].map((t) => money(t))).to.deep.equal([
      ['12000 = 12000 total'],
      ['20000 = 20000 total'],
      [],
    ]);
  });

  it('keeps a claimed span free of bare amounts in words and leaves the amounts around it', () => {
    expect([money('budget two thousand', [{ start: 7, end: 19 }]), money('budget 3000 on 3/16', [{ start: 15, end: 19 }])]).to.deep.equal([
      [],
      ['3000 = 3000 total B'],
    ]);
  });

  it('finds each end of a range where it is written, and pairs range ends only within one unit', () => {
    expect(
      ['between  35 and 60 dollars', 'between 0 and 30 dollars', '$2k-3k', '$10 - $20 - $30', '$10 - $20 - $30\nmeals $15 - $25'].map((t) => money(t)),
    ).to.deep.equal([
      ['35 = 35 total R', '60 dollars = 60 total R'],
      ['30 dollars = 30 total'],
      ['$2k = 2000 total R', '3k = 3000 total R'],
      ['$10 = 10 total R', '$20 = 20 total R', '$30 = 30 total R'],
      ['$10 = 10 total R', '$20 = 20 total R', '$30 = 30 total R', 'meals $15 = 15 meal:min R', '$25 = 25 meal:max R'],
    ]);
  });

  it('reads a per-meal rate said with "every", a per-night rate as no meal, and an item in the singular', () => {
    expect(['$20 every meal', '$15 every breakfast', 'dinners $40 pppn', '$40 for souvenirs'].map((t) => money(t))).to.deep.equal([
      ['$20 every meal = 20 meal:max'],
      ['$15 every breakfast = 15 meal:max'],
      ['dinners $40 pppn = 40 item:dinner'],
      ['$40 for souvenirs = 40 item:souvenir'],
    ]);
  });

  it('reads a budget naming a list of what it covers as the total, with "the", "our", "all" and any spacing', () => {
    const lists = [
      'flights and meals, tickets and hotels',
      'the flights, meals, tickets and hotels',
      'our flights, meals, tickets and hotels',
      'all flights, meals, tickets and hotels',
      'flights,  meals,  tickets and hotels',
    ];
    const frames = ['our budget for', 'our budget  for', 'our budget of  ours for', 'our budget for ', 'our budget to  cover'];
    const texts = frames.flatMap((f) => lists.map((l) => `${f} ${l} is $3,000`));
    expect(texts.map((t) => money(t))).to.deep.equal(texts.map(() => ['$3,000 = 3000 total B']));
    // A budget word followed by other words than a list of items does not cover the item named later.
    expect(money('the budget for two of us, meals $30')).to.deep.equal(['meals $30 = 30 meal:max B']);
  });
});
