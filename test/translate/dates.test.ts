/**
 * Dates as the rules translator reads them (READING.md, "startDate, endDate, days"): each way of writing the first
 * and last day, a length from a start, years in words, a correction, and the refusals (no year, a day not in the
 * calendar, an end before the start, a weekday that does not match), with the words each date came from.
 */
import { expect } from 'chai';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

/** [startDate, endDate, days, start words, end words, refusals] for a fixed trip with `when` in it. */
function dates(when: string) {
  const o = readRequest(`A trip from Denver to Austin ${when}, for 2 people, budget $1,000.`, miniGeography());
  return [
    o.spec?.startDate ?? null,
    o.spec?.endDate ?? null,
    o.spec?.days ?? null,
    o.provenance.fields.startDate?.words ?? null,
    o.provenance.fields.endDate?.words ?? null,
    o.errors.map((e) => e.message),
  ];
}

const NOT_READ = ['days: not found in the request', 'endDate: not found in the request'];

describe('rules translator: dates', () => {
  it('reads the first and last day however they are written', () => {
    expect(
      [
        'from March 16th to March 18th, 2022',
        'on 2022-03-15 to 2022-03-17',
        'on 3/10/22 - 3/12/22',
        'from Saturday March 12 through Wednesday March 16, 2022',
        'Apr 2-4 2022',
        'from the 16th through the 18th of March 2022',
        'from Dec 30, 2022 to Jan 2, 2023',
      ].map(dates),
    ).to.deep.equal([
      ['2022-03-16', '2022-03-18', 3, ['March 16th'], ['March 18th, 2022'], []],
      ['2022-03-15', '2022-03-17', 3, ['2022-03-15'], ['2022-03-17'], []],
      ['2022-03-10', '2022-03-12', 3, ['3/10/22'], ['3/12/22'], []],
      ['2022-03-12', '2022-03-16', 5, ['March 12'], ['March 16, 2022'], []],
      ['2022-04-02', '2022-04-04', 3, ['Apr 2-4 2022'], ['Apr 2-4 2022'], []],
      ['2022-03-16', '2022-03-18', 3, ['the 16th through the 18th of March 2022'], ['the 16th through the 18th of March 2022'], []],
      ['2022-12-30', '2023-01-02', 4, ['Dec 30, 2022'], ['Jan 2, 2023'], []],
    ]);
  });

  it('ends a trip given by its start and length, with the year in digits or in words, and takes a corrected start', () => {
    expect([
      dates('leaving March 30th, 2022 for 4 days'),
      dates('for 3 days starting on March 16, twenty twenty-two'),
      dates('March 3rd, sorry, I mean March 4th to March 6th, 2022'),
    ]).to.deep.equal([
      ['2022-03-30', '2022-04-02', 4, ['March 30th, 2022'], [], []],
      ['2022-03-16', '2022-03-18', 3, ['March 16, twenty twenty-two'], [], []],
      ['2022-03-04', '2022-03-06', 3, ['March 4th'], ['March 6th, 2022'], []],
    ]);
  });

  it('refuses dates without a year, a day not in the calendar, an end before the start and a weekday that does not match', () => {
    expect(dates('from March 16th to March 18th')).to.deep.equal([
      null,
      null,
      null,
      null,
      null,
      ['startDate: the dates have no year; write it ("March 16th, 2022") or set a default year (found: "March 16th", "March 18th")', ...NOT_READ],
    ]);
    expect(dates('from February 30th to March 2nd, 2022')).to.deep.equal([
      null,
      null,
      null,
      null,
      null,
      ['startDate: not a date in the calendar (found: "February 30th")', ...NOT_READ],
    ]);
    expect(dates('from March 18th to March 16th, 2022')).to.deep.equal([
      null,
      null,
      null,
      ['March 18th'],
      null,
      ['endDate: the last day (2022-03-16) is before the first (2022-03-18) (found: "March 18th", "March 16th, 2022")', 'days: not found in the request'],
    ]);
    expect(dates('from Tuesday March 16 to March 18, 2022')).to.deep.equal([
      null,
      null,
      null,
      null,
      null,
      ['startDate: 2022-03-16 is a Wednesday, not a Tuesday (found: "Tuesday ... March 16")', ...NOT_READ],
    ]);
  });
});
