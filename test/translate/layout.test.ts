/**
 * src/translate/rules/layout.ts (READING.md, "Layout is structure"): the folded text keeps every offset, keys name
 * their fields (with the correcting prefixes), and lines, bullets, " | " fields, keys standing alone above their
 * items and sentences become the units and spans the readers work in.
 */
import { expect } from 'chai';
import { fold, keyRole, readLayout } from '../../src/translate/rules/layout.ts';
import { addDays, daySpan } from '../../src/common/dates.ts';

describe('rules translator: layout', () => {
  it('folds typographic variants one character for one, padding characters outside the BMP', () => {
    const text = '\u201CReno\u201D \u2013 Boise\u00A0\u2192 it\u2019s \u2022 \u{1F600}!';
    expect(fold(text)).to.equal('"Reno" - Boise > it\'s *   !');
    expect(fold(text).length).to.equal(text.length);
  });

  it('names the field of each key of the table, in any case, with "Updated", "New" or "Revised" in front', () => {
    const keys = [
      'From',
      'Home base',
      'Destination',
      'Number of cities',
      '# of stops',
      'Travel dates',
      'Start date',
      'Return',
      'Trip length',
      'Party size',
      'Pax',
      'Max budget',
      'Must allow',
      'Room type',
      'Cuisines',
      'Travel by',
      'Avoid',
      "Don't want",
      'Pace',
      'Interests',
      'Meal budget',
      'Updated headcount',
      'New budget',
      'Revised dates',
      'Notes',
      'From Tucson',
    ];
    expect(keys.map(keyRole)).to.deep.equal([
      'origin',
      'origin',
      'destination',
      'cityCount',
      'cityCount',
      'dates',
      'start',
      'end',
      'days',
      'travellers',
      'travellers',
      'budget',
      'houseRules',
      'roomType',
      'cuisines',
      'transport',
      'avoid',
      'avoid',
      'pace',
      'interests',
      'mealPrice',
      'travellers',
      'budget',
      'dates',
      undefined,
      undefined,
    ]);
  });

  it('splits lines, bullets, " | " fields and keyed items into units, and a unit into sentences', () => {
    const request =
      "Trip to St. Louis. Mar. 16 to Mar. 18, budget $1,200. We're museum people!\n- From: Reno | Guests: 2\nCuisine:\n- Italian\n- Chinese\nUpdated headcount: 3\nFrom Tucson: a 7-day trip";
    const layout = readLayout(request);
    const shown = layout.units.map((u) => ({
      text: request.slice(u.start, u.end),
      key: u.key && [u.key.raw, u.key.role, u.key.inherited === true, u.key.corrects === true],
      sentences: u.sentences.map((s) => request.slice(s.start, s.end)),
    }));
    expect(shown).to.deep.equal([
      {
        text: "Trip to St. Louis. Mar. 16 to Mar. 18, budget $1,200. We're museum people!",
        key: undefined,
        sentences: ['Trip to St. Louis.', ' Mar. 16 to Mar. 18, budget $1,200.', " We're museum people!"],
      },
      { text: 'Reno', key: ['From', 'origin', false, false], sentences: ['Reno'] },
      { text: '2', key: ['Guests', 'travellers', false, false], sentences: ['2'] },
      { text: 'Italian', key: ['Cuisine', 'cuisines', true, false], sentences: ['Italian'] },
      { text: 'Chinese', key: ['Cuisine', 'cuisines', true, false], sentences: ['Chinese'] },
      { text: '3', key: ['Updated headcount', 'travellers', false, true], sentences: ['3'] },
      { text: 'From Tucson: a 7-day trip', key: undefined, sentences: ['From Tucson: a 7-day trip'] },
    ]);
    expect(layout.units.map((u) => u.index)).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    expect([layout.original, layout.text.length]).to.deep.equal([request, request.length]);
  });

  it('counts days inclusively and adds days across months and years', () => {
    expect([daySpan('2022-03-16', '2022-03-18'), daySpan('2022-02-27', '2022-03-02'), daySpan('2022-04-02', '2022-04-02')]).to.deep.equal([3, 4, 1]);
    expect([addDays('2022-03-16', 2), addDays('2022-12-31', 1), addDays('2022-03-01', -1)]).to.deep.equal(['2022-03-18', '2023-01-01', '2022-02-28']);
  });
});
