/**
 * Travellers as the rules translator counts them (READING.md, "travellers"): each way of naming the party, children
 * with and without ages, a relation without an age, a correction, and two counts without one; with the words each
 * count came from.
 */
import { expect } from 'chai';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

/** [travellers, house rules, the travellers' words, words set aside, refusals] for a fixed trip with `party` in it. */
function party(words: string) {
  const o = readRequest(`A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, ${words}, budget $1,000.`, miniGeography());
  return [
    o.spec?.travellers ?? null,
    o.spec?.houseRules ?? null,
    o.provenance.fields.travellers?.words ?? null,
    o.provenance.ignored.map((i) => [i.words, i.rule]),
    o.errors.map((e) => e.message),
  ];
}

describe('rules translator: travellers', () => {
  it('counts the party however it is named', () => {
    expect(
      [
        'solo',
        'just me',
        'me + 2 pals',
        'the four of us',
        'for a couple',
        'a duo',
        'my wife and I',
        'a family of five',
        'a group of 6 friends',
        'for a dozen people',
      ].map(party),
    ).to.deep.equal([
      [1, [], ['solo'], [], []],
      [1, [], ['just me'], [], []],
      [3, [], ['me + 2 pals'], [], []],
      [4, [], ['the four of us'], [], []],
      [2, [], ['for a couple'], [], []],
      [2, [], ['a duo'], [], []],
      [2, [], ['my wife and I'], [], []],
      [5, [], ['family of five'], [], []],
      [6, [], ['group of 6'], [], []],
      [12, [], ['for a dozen', 'a dozen people'], [], []],
    ]);
  });

  it('asks for listings that allow children under 10 when a child is that young, and sets aside a relation without an age', () => {
    expect([party('me, my wife and our 2 kids aged 5 and 8'), party('me and my husband and our toddler'), party('with my daughter')]).to.deep.equal([
      [4, ['children under 10'], ['me, my wife and our 2 kids'], [], []],
      [3, ['children under 10'], ['me and my husband and our toddler'], [], []],
      [2, [], ['with my daughter'], [['daughter', 'relation-not-age']], []],
    ]);
  });

  it('refuses companions in a quantity that gives no number ("a couple of friends"), however they are joined', () => {
    const refusal = (found: string) => [
      null,
      null,
      null,
      [],
      [`travellers: the request speaks of several people but does not say how many (found: "${found}")`],
    ];
    const cases: [string, string][] = [];
    for (const quantity of ['a couple of', 'a bunch of', 'a handful of', 'lots of']) {
      for (const noun of ['friends', 'coworkers', 'cousins']) {
        cases.push([`for me and ${quantity} ${noun}`, `me and ${quantity} ${noun}`]);
        cases.push([`travelling with ${quantity} ${noun}`, `${quantity} ${noun}`]);
      }
    }
    expect(cases.map(([words]) => party(words))).to.deep.equal(cases.map(([, found]) => refusal(found)));
  });

  it('reads "a couple" beside us or we as two people, and "a couple of days" as no one', () => {
    expect([party('for us, a couple,'), party('for us (a couple)'), party('for 2 people, a couple of days in town')]).to.deep.equal([
      [2, [], ['a couple'], [], []],
      [2, [], ['a couple'], [], []],
      [2, [], ['for 2', '2 people'], [], []],
    ]);
  });

  it('reads "a couple" followed by what it quantifies as no couple: companions are refused, days name no one', () => {
    const refusal = (found: string) => [
      null,
      null,
      null,
      [],
      [`travellers: the request speaks of several people but does not say how many (found: "${found}")`],
    ];
    const cases: [string, string][] = [];
    for (const noun of ['friends', 'coworkers', 'cousins']) {
      cases.push([`for a couple ${noun}`, `a couple ${noun}`]);
      cases.push([`as a couple ${noun}`, `a couple ${noun}`]);
    }
    expect(cases.map(([words]) => party(words))).to.deep.equal(cases.map(([, found]) => refusal(found)));
    expect(['for a couple days', 'for a couple nights in town', 'for a couple more days'].map(party)).to.deep.equal([
      [1, [], [], [], []],
      [1, [], [], [], []],
      [1, [], [], [], []],
    ]);
    expect(['for the couple', 'we are a couple', 'as a couple'].map(party)).to.deep.equal([
      [2, [], ['for the couple'], [], []],
      [2, [], ['we are a couple'], [], []],
      [2, [], ['as a couple'], [], []],
    ]);
  });

  it('adds companions joined to a count by "and", "plus", "+" or ", and", and refuses the party when they have no number', () => {
    const counts: [string, number][] = [
      ['the two of us', 2],
      ['for 2 people', 2],
      ['for a couple', 2],
      ['me and my wife', 2],
      ['the three of us', 3],
    ];
    const joins = [' and ', ' plus ', ' + ', ', and '];
    const numbered: [string, number][] = [
      ['my friend', 1],
      ['2 friends', 2],
      ['our 3 cousins', 3],
    ];
    const got: unknown[] = [];
    const want: unknown[] = [];
    for (const [count, n] of counts) {
      for (const join of joins) {
        for (const [companions, m] of numbered) {
          got.push([`${count}${join}${companions}`, party(`${count}${join}${companions}`)[0]]);
          want.push([`${count}${join}${companions}`, n + m]);
        }
        for (const vague of ['a couple of friends', 'some coworkers', 'friends']) {
          const words = `${count}${join}${vague}`;
          got.push([words, party(words)]);
          want.push([words, [null, null, null, [], [`travellers: the request speaks of several people but does not say how many (found: "${words}")`]]]);
        }
      }
    }
    expect(got).to.deep.equal(want);
    // "with" names who the counted party is, it adds no one.
    expect(party('a family of four with young children')).to.deep.equal([4, ['children under 10'], ['family of four'], [], []]);
  });

  it('counts couples two by two and refuses families, whose size is not said', () => {
    expect(['two couples', 'for 3 couples', "we're two couples", 'for two families', 'a couple of families'].map(party)).to.deep.equal([
      [4, [], ['two couples'], [], []],
      [6, [], ['3 couples'], [], []],
      [4, [], ['two couples'], [], []],
      [null, null, null, [], ['travellers: the request speaks of several people but does not say how many (found: "two families")']],
      [null, null, null, [], ['travellers: the request speaks of several people but does not say how many (found: "a couple of families")']],
    ]);
  });

  it("reads a travellers field's words only when nothing more is joined to them", () => {
    const field = (value: string) => {
      const o = readRequest(`From: Denver\nTo: Austin\nDates: March 16th to March 18th, 2022\nWho: ${value}\nBudget: $1,000`, miniGeography());
      return [o.spec?.travellers ?? null, o.provenance.fields.travellers?.words ?? null, o.errors.map((e) => e.message)];
    };
    const several = (found: string) => [null, null, [`travellers: the request speaks of several people but does not say how many (found: "${found}")`]];
    expect(
      [
        'a couple',
        'the duo',
        'a trio',
        'a foursome',
        'just me',
        'solo',
        'a couple of friends',
        'a couple friends',
        'me and a couple of friends',
        'me + some friends',
        'a couple and friends',
      ].map(field),
    ).to.deep.equal([
      [2, ['a couple'], []],
      [2, ['the duo'], []],
      [3, ['a trio'], []],
      [4, ['a foursome'], []],
      [1, ['just me'], []],
      [1, ['solo'], []],
      several('a couple of friends'),
      several('a couple friends'),
      several('me and a couple of friends'),
      several('me + some friends'),
      several('a couple and friends'),
    ]);
  });

  it('refuses a child without an age (houseRules) and two counts without a correction (travellers), and takes a corrected count', () => {
    expect(party('for 3 adults and a child')).to.deep.equal([
      null,
      null,
      ['3 adults and a child'],
      [],
      ['houseRules: children are mentioned without their ages; say "children under 10" if a listing must allow them, or give their ages (found: "child")'],
    ]);
    expect(party('for 2 people and also for 3 people')).to.deep.equal([
      null,
      null,
      null,
      [],
      ['travellers: the request gives the number of travellers two ways (2 and 3) (found: "for 2", "2 people", "for 3", "3 people")'],
    ]);
    // People by name and age outnumbering the count are asked about; places with numbers after them are no roster.
    expect(party('just me. Names and ages: Derek 52, Paula 50, Ty 17')[4]).to.deep.equal([
      'travellers: the request lists 3 people with their ages (Derek, Paula, Ty); say how many travel in all (found: "Derek 52, Paula 50, Ty 17")',
    ]);
    expect(
      (party('just me; Austin 3, Dallas 2 and Houston 2 are the nights I have in mind')[4] as string[]).filter((e) => e.startsWith('travellers')),
    ).to.deep.equal([]);
    expect(party('for two people... actually make that three')).to.deep.equal([
      3,
      [],
      ['three'],
      [
        ['for two', 'corrected'],
        ['two people', 'corrected'],
      ],
      [],
    ]);
  });
});
