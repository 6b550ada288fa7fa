/**
 * The date mentions of src/translate/rules/dates.ts, read one phrasing at a time (READING.md, "days, startDate,
 * endDate"): each written form of a date and of a range, the words that make a date the first or the last day, the
 * checks that keep a slash pair, "may" and "march" from being dates when they are not, weekdays, lengths in days,
 * weeks and nights and the words that make a number of days not the trip's length. Each phrase is shown as the
 * atoms, lengths, vague and relative words, years and months found, so a dropped or doubled mention shows.
 */
import { expect } from 'chai';
import { readLayout } from '../../src/translate/rules/layout.ts';
import { findDates } from '../../src/translate/rules/dates.ts';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

/** Each date atom as "words = year-month-day [range] gGROUP [S: start cue] [E: end cue] [C: correction] [weekday=n]". */
function atoms(text: string): string[] {
  return findDates(readLayout(text)).atoms.map(
    (a) =>
      `${text.slice(a.start, a.end)} = ${a.year ?? '?'}-${a.month ?? '?'}-${a.day}${a.range ? ` ${a.range}` : ''} g${a.group}${a.startCue ? ' S' : ''}${a.endCue ? ' E' : ''}${a.corrects ? ' C' : ''}${a.weekday ? ` ${a.weekday.raw}=${a.weekday.day}` : ''}`,
  );
}

/** Lengths as "words = days [C]". */
function lengths(text: string): string[] {
  return findDates(readLayout(text)).durations.map((d) => `${text.slice(d.start, d.end)} = ${d.days}${d.corrects ? ' C' : ''}`);
}

describe('rules translator: date mentions (dates.ts)', () => {
  it('reads days written as ordinal and cardinal words, with or without a hyphen, and drops a day no month has', () => {
    expect(
      [
        'April twenty-first twenty twenty-two',
        'April twenty first, 2022',
        'April thirtieth 2022',
        'April twenty two, 2022',
        'July thirty-one, 2022',
        'April one, 2022',
        'July thirty-five, 2022',
      ].map(atoms),
    ).to.deep.equal([
      ['April twenty-first twenty twenty-two = 2022-4-21 g1'],
      ['April twenty first, 2022 = 2022-4-21 g1'],
      ['April thirtieth 2022 = 2022-4-30 g1'],
      ['April twenty two, 2022 = 2022-4-22 g1'],
      ['July thirty-one, 2022 = 2022-7-31 g1'],
      ['April one, 2022 = 2022-4-1 g1'],
      [],
    ]);
    // Digits are kept as written; the calendar refuses them later.
    expect(atoms('March 45, 2022')).to.deep.equal(['March 45, 2022 = 2022-3-45 g1']);
    expect(
      readRequest('A trip from Denver to Austin on March 45, 2022 for 3 days, for 2 people, budget $1,000.', miniGeography()).errors.map((e) => e.message),
    ).to.deep.equal(['startDate: not a date (found: "March 45, 2022")', 'endDate: not found in the request']);
  });

  it('reads each form of a range once, with its two ends, and "and" as a range only after "between" or with ordinals', () => {
    expect(
      [
        'between April 2 and 4, 2022',
        'April 2 and 4, 2022',
        'April 2nd and 4th, 2022',
        'March 18 to 16, 2022',
        'April the tenth to the second',
        '2nd of April to the 4th, 2022',
        'the 2nd to the 4th of April 2022',
        'in March, from the 16th to the 18th',
        'the 2nd and the 4th',
        'Dates: 2022/03/16 to 2022/03/18',
        'April 2, 2022 to 2022-04-04',
        'Sat Apr 2 - Mon Apr 4, 2022',
      ].map(atoms),
    ).to.deep.equal([
      ['April 2 and 4, 2022 = 2022-4-2 start g1', 'April 2 and 4, 2022 = 2022-4-4 end g1'],
      ['April 2 = ?-4-2 g1'],
      ['April 2nd and 4th, 2022 = 2022-4-2 start g1', 'April 2nd and 4th, 2022 = 2022-4-4 end g1'],
      ['March 18 to 16, 2022 = 2022-3-18 start g1', 'March 18 to 16, 2022 = 2022-3-16 end g1'],
      ['April the tenth = ?-4-10 start g1', 'the second = ?-?-2 end g1'],
      ['2nd of April to the 4th, 2022 = 2022-4-2 start g1', '2nd of April to the 4th, 2022 = 2022-4-4 end g1'],
      ['the 2nd to the 4th of April 2022 = 2022-4-2 start g1', 'the 2nd to the 4th of April 2022 = 2022-4-4 end g1'],
      ['the 16th to the 18th = ?-?-16 start g1', 'the 16th to the 18th = ?-?-18 end g1'],
      ['the 4th = ?-?-4 g1'],
      ['2022/03/16 = 2022-3-16 start g1', '2022/03/18 = 2022-3-18 end g1'],
      ['April 2, 2022 = 2022-4-2 start g2', '2022-04-04 = 2022-4-4 end g2'],
      ['Apr 2 = ?-4-2 start g1 Sat=6', 'Apr 4, 2022 = 2022-4-4 end g1 Mon=1'],
    ]);
  });

  it('marks the first day by its cue words and keys, never across a sentence or from far away', () => {
    const cues = [
      'leave',
      'leaves',
      'leaving',
      'depart',
      'departs',
      'departing',
      'departure',
      'start',
      'starts',
      'starting',
      'begin',
      'begins',
      'beginning',
      'arrive',
      'arrives',
      'arriving',
      'fly out',
      'flying out',
      'set out',
      'setting off',
      'kick off',
      'kicking off',
      'head out',
      'heading out',
      'check in',
      'checking-in',
      'check-in',
      'first day',
    ];
    expect(cues.map((cue) => atoms(`we ${cue} on April 2, 2022`))).to.deep.equal(cues.map(() => ['April 2, 2022 = 2022-4-2 g1 S']));
    expect(
      [
        'Start: April 2, 2022',
        'Return: April 4, 2022',
        'back on the 18th',
        'Leaving soon. April 2, 2022 works',
        'leaving with all of our bags on April 2, 2022',
        'we fly home April 4, 2022',
      ].map(atoms),
    ).to.deep.equal([
      ['April 2, 2022 = 2022-4-2 g1 S'],
      ['April 4, 2022 = 2022-4-4 g1 E'],
      ['the 18th = ?-?-18 g1 E'],
      ['April 2, 2022 = 2022-4-2 g1'],
      ['April 2, 2022 = 2022-4-2 g1'],
      ['April 4, 2022 = 2022-4-4 g1 E'],
    ]);
  });

  it('keeps a slash pair without a year only beside a date word, a range or a date key, and only as a month and day', () => {
    const words = [
      'on',
      'from',
      'to',
      'until',
      'till',
      'through',
      'thru',
      'date',
      'dates',
      'leave',
      'leaving',
      'return',
      'returning',
      'depart',
      'departing',
      'departure',
      'arrive',
      'arriving',
      'arrival',
      'start',
      'starting',
      'end',
      'ending',
      'back',
    ];
    expect(words.map((w) => atoms(`${w} 4/2`).map((a) => a.replace(/ [SE]$/, '')))).to.deep.equal(words.map(() => ['4/2 = ?-4-2 g1']));
    expect(['4/2 works', '24/7 help', 'Room: 1/2 price', 'Dates: 4/2', 'Start: 4/2', 'Return: 4/4'].map(atoms)).to.deep.equal([
      [],
      [],
      [],
      ['4/2 = ?-4-2 g1'],
      ['4/2 = ?-4-2 g1 S'],
      ['4/4 = ?-4-4 g1 E'],
    ]);
    for (const join of ['-', ' - ', ' to ', ' through ', ' thru ', ' until ']) {
      expect(atoms(`4/2${join}4/4`).map((a) => a.replace(/ E$/, ''))).to.deep.equal(['4/2 = ?-4-2 start g1', '4/4 = ?-4-4 end g1'], join);
    }
    // A first number over 12 with a year is the day ("13/2/2022" is February 13th), as written outside the US.
    expect(
      ['13/2/2022', '2/32/2022', '0/5/2022', '5/0/2022', '12/5/2022', '1/31/2022', '1/5/2022', 'on 3/10/22', '32/2/2022', '13/13/2022'].map(atoms),
    ).to.deep.equal([
      ['13/2/2022 = 2022-2-13 g1'],
      [],
      [],
      [],
      ['12/5/2022 = 2022-12-5 g1'],
      ['1/31/2022 = 2022-1-31 g1'],
      ['1/5/2022 = 2022-1-5 g1'],
      ['3/10/22 = 2022-3-10 g1'],
      [],
      [],
    ]);
  });

  it('reads a date written with periods and a year day first, as in Europe, and "20. May 2022" as the 20th', () => {
    expect(['22.8.2022', '3.4.2022', '3.16.2022', 'from 20. May 2022'].map(atoms)).to.deep.equal([
      ['22.8.2022 = 2022-8-22 g1'],
      ['3.4.2022 = 2022-4-3 g1'],
      ['3.16.2022 = 2022-3-16 g1'],
      ['20. May 2022 = 2022-5-20 g1'],
    ]);
  });

  it('reads "may" and "march" in lowercase as months only where a date is meant', () => {
    expect(
      [
        'it may 3 times rain',
        'may 5th',
        'leaving may 5',
        'may 5, 2022',
        'may 5 - may 7',
        'Sat, may 5',
        'May 5',
        'the 2nd of May',
        'the 2nd of may',
        '2nd may 2022',
      ].map(atoms),
    ).to.deep.equal([
      [],
      ['may 5th = ?-5-5 g1'],
      ['may 5 = ?-5-5 g1 S'],
      ['may 5, 2022 = 2022-5-5 g1'],
      ['may 5 = ?-5-5 start g1', 'may 7 = ?-5-7 end g1'],
      ['may 5 = ?-5-5 g1 Sat=6'],
      ['May 5 = ?-5-5 g1'],
      ['the 2nd of May = ?-5-2 g1'],
      [],
      ['2nd may 2022 = 2022-5-2 g1'],
    ]);
    expect(['we march two miles', 'march twenty first 2022', 'March twenty, 2022', 'march 5th', 'mar 5'].map(atoms)).to.deep.equal([
      [],
      ['march twenty first 2022 = 2022-3-21 g1'],
      ['March twenty, 2022 = 2022-3-20 g1'],
      ['march 5th = ?-3-5 g1'],
      ['mar 5 = ?-3-5 g1'],
    ]);
  });

  it('takes the weekday written before or after a single date, at the start of the text too, but not after a range', () => {
    expect(
      ['Sat, April 2, 2022', 'April 2, 2022 (Saturday)', 'April 2 2022 on a Saturday', 'Apr 2-4 2022, Saturday', 'on Wednesday the 16th'].map(atoms),
    ).to.deep.equal([
      ['April 2, 2022 = 2022-4-2 g1 Sat=6'],
      ['April 2, 2022 = 2022-4-2 g1 Saturday=6'],
      ['April 2 2022 = 2022-4-2 g1 Saturday=6'],
      ['Apr 2-4 2022 = 2022-4-2 start g1', 'Apr 2-4 2022 = 2022-4-4 end g1'],
      // A weekday before "the 16th" names that day too.
      ['the 16th = ?-?-16 g1 Wednesday=3'],
    ]);
  });

  it('reads lengths in days, weeks and nights, and a length key, in the order written', () => {
    expect(
      [
        'actually 4 days',
        'a week',
        'two weeks',
        'one week',
        'week-long',
        'a fortnight',
        'a two week trip',
        'a 2-week trip',
        'twenty-one weeks',
        'Days: Three',
        'Nights: 4',
        'Length: 5',
        '2 nights, that is 3 days',
      ].map(lengths),
    ).to.deep.equal([
      ['4 days = 4 C'],
      ['a week = 7'],
      ['two weeks = 14'],
      ['one week = 7'],
      ['week-long = 7'],
      ['a fortnight = 14'],
      ['two week = 14'],
      ['2-week = 14'],
      ['twenty-one weeks = 147'],
      ['Three = 3'],
      ['4 = 5'],
      ['5 = 5'],
      ['2 nights = 3', '3 days = 3'],
    ]);
  });

  it('does not read as the length a number of days that is part, time-to-go or frequency, nor a party one night', () => {
    expect(
      [
        'first 3 days in Reno',
        'next week',
        'every two weeks',
        'within a week',
        '0 weeks',
        'a week from now',
        'two weeks later',
        'a week ago',
        'a week before',
        'a week after',
        'a party one night',
        'one night',
      ].map(lengths),
    ).to.deep.equal([[], [], [], [], [], [], [], [], [], [], [], []]);
    const stay = ['for', 'stay', 'staying', 'just', 'only'];
    expect(stay.map((w) => lengths(`${w} one night`))).to.deep.equal(stay.map(() => ['one night = 2']));
  });

  it('finds vague and relative times, years and months named apart from a date', () => {
    const found = (text: string) => {
      const f = findDates(readLayout(text));
      return [
        f.vague.map((v) => text.slice(v.start, v.end)),
        f.relative.map((v) => text.slice(v.start, v.end)),
        f.years,
        f.months.map((m) => `${text.slice(m.start, m.end)} = ${m.year ?? '?'}-${m.month}`),
      ];
    };
    expect(
      ['a long weekend', 'next month', 'in 2022', 'April, 2022', '2022', 'in May', 'in may', 'in March 2022', '2022 dollars budget'].map(found),
    ).to.deep.equal([
      [['a long weekend'], [], [], []],
      [[], ['next month'], [], []],
      [[], [], [2022], []],
      [[], [], [2022], []],
      [[], [], [2022], []],
      [[], [], [], ['in May = ?-5']],
      [[], [], [], []],
      [[], [], [2022], ['in March 2022 = 2022-3']],
      [[], [], [], []],
    ]);
  });

  it('reads a two-week trip and a slash range joined by "through" in a whole request', () => {
    const read = (text: string) => {
      const s = readRequest(`A trip from Denver to Austin ${text}, for 2 people, budget $5,000.`, miniGeography()).spec;
      return s && [s.startDate, s.endDate, s.days];
    };
    expect([read('for a two-week stay starting April 2, 2022'), read('4/2 through 4/4/2022')]).to.deep.equal([
      ['2022-04-02', '2022-04-15', 14],
      ['2022-04-02', '2022-04-04', 3],
    ]);
  });
});

describe('rules translator: date mentions, second pass (dates.ts)', () => {
  it('reads two mentions that touch each other both, and a mention inside one already read never again', () => {
    expect(
      [
        'the 2nd to the 4th of Apr.5/6/2022',
        'on 2nd of Apr.4/5/2022',
        'April 2 to 4 to 6 May',
        'the 1st to the 2nd of April to the 4th',
        'Apr 2-4 2022-04-05',
        'on 4/2 April',
      ].map(atoms),
    ).to.deep.equal([
      ['the 2nd to the 4th of Apr. = ?-4-2 start g1', 'the 2nd to the 4th of Apr. = ?-4-4 end g1', '5/6/2022 = 2022-5-6 g2'],
      ['2nd of Apr. = ?-4-2 g2', '4/5/2022 = 2022-4-5 g1'],
      ['April 2 to 4 = ?-4-2 start g1', 'April 2 to 4 = ?-4-4 end g1', '6 May = ?-5-6 g2'],
      ['the 1st to the 2nd of April = ?-4-1 start g1', 'the 1st to the 2nd of April = ?-4-2 end g1', 'the 4th = ?-?-4 g2'],
      ['Apr 2-4 2022 = 2022-4-2 start g1', 'Apr 2-4 2022 = 2022-4-4 end g1'],
      ['4/2 = ?-4-2 g1'],
    ]);
  });

  it('joins two days with "and" into one range only right after "between", in every range form', () => {
    expect(
      ['between a April 2 and 4', 'between  April 2 and 4', '2 and 4 April', 'between 2 and 4 April', '2 April and the 4th', 'between 2 April and the 4th'].map(
        atoms,
      ),
    ).to.deep.equal([
      ['April 2 = ?-4-2 g1'],
      ['April 2 and 4 = ?-4-2 start g1', 'April 2 and 4 = ?-4-4 end g1'],
      ['4 April = ?-4-4 g1'],
      ['2 and 4 April = ?-4-2 start g1', '2 and 4 April = ?-4-4 end g1'],
      // Two single dates joined by "and" are still paired, each with its own words.
      ['2 April = ?-4-2 start g1', 'the 4th = ?-?-4 end g1'],
      ['2 April and the 4th = ?-4-2 start g1', '2 April and the 4th = ?-4-4 end g1'],
    ]);
    // A range written with the same day twice is kept (the calendar decides later); only a later word day before
    // the first is dropped.
    expect(atoms('April the second to the second, 2022')).to.deep.equal([
      'April the second to the second, 2022 = 2022-4-2 start g1',
      'April the second to the second, 2022 = 2022-4-2 end g1',
    ]);
    expect(atoms('July thirty-first, 2022')).to.deep.equal(['July thirty-first, 2022 = 2022-7-31 g1']);
  });

  it('reads a first-day cue whatever the spacing inside it', () => {
    const cues = ['fly  out', 'set  off', 'kick  off', 'head  out', 'checkin', 'first  day'];
    expect(cues.map((cue) => atoms(`we ${cue} on April 2, 2022`))).to.deep.equal(cues.map(() => ['April 2, 2022 = 2022-4-2 g1 S']));
  });

  it('keeps a slash pair only with a date word right before it or a range word right after it', () => {
    expect(['on the 4/5 scale', '4/2 and up to 5', 'on 4/2'].map(atoms)).to.deep.equal([[], [], ['4/2 = ?-4-2 g1']]);
  });

  it('reads lowercase "may" and "march" before a number word as months only when the word is an ordinal', () => {
    expect(['it may thirteen', 'may twenty-three', 'it may thirteenth', 'march thirteen', 'we mar thirteen', 'march thirteenth'].map(atoms)).to.deep.equal([
      [],
      [],
      ['may thirteenth = ?-5-13 g1'],
      [],
      [],
      ['march thirteenth = ?-3-13 g1'],
    ]);
  });

  it('reads lowercase "may" before a range word in any case as a month', () => {
    expect(['may 5 To June 7', 'may 5 - JUNE 7'].map(atoms)).to.deep.equal([
      ['may 5 = ?-5-5 start g1', 'June 7 = ?-6-7 end g1'],
      ['may 5 = ?-5-5 start g1', 'JUNE 7 = ?-6-7 end g1'],
    ]);
  });

  it('pairs two single dates into a range only on one line, never a range with a date, never three dates', () => {
    expect(['April 2, 2022\n- April 4, 2022', 'Apr 2-4, 2022 to Apr 6', 'April 2 to April 4-6, 2022', '4/2 to 4/4 to 4/6'].map(atoms)).to.deep.equal([
      ['April 2, 2022 = 2022-4-2 g1', 'April 4, 2022 = 2022-4-4 g2'],
      ['Apr 2-4, 2022 = 2022-4-2 start g1', 'Apr 2-4, 2022 = 2022-4-4 end g1', 'Apr 6 = ?-4-6 g2'],
      ['April 2 = ?-4-2 g2', 'April 4-6, 2022 = 2022-4-4 start g1', 'April 4-6, 2022 = 2022-4-6 end g1'],
      ['4/2 = ?-4-2 start g1', '4/4 = ?-4-4 end g1', '4/6 = ?-4-6 g3'],
    ]);
  });

  it('tells a length in weeks from a time to go by the words right before and after it, whatever the spacing', () => {
    expect(
      [
        'this trip: two weeks',
        'stay in two weeks',
        'in  two weeks',
        'in twenty-one weeks',
        'per day in a week',
        'within  a week',
        'two weeks and no later',
        'a week  later',
        'a week from  now',
        'a dozen weeks',
        'a half dozen weeks',
      ].map(lengths),
    ).to.deep.equal([['two weeks = 14'], [], [], [], ['a week = 7'], [], ['two weeks = 14'], [], [], ['a dozen weeks = 84'], ['a half dozen weeks = 42']]);
  });

  it('reads "one night" as the stay only right after a stay word, and any other number of nights', () => {
    expect(
      ['for a party one night', 'for a drink one night', 'for  one night', 'spend one night', 'spending one night', 'twenty-one nights', 'One night'].map(
        lengths,
      ),
    ).to.deep.equal([[], [], ['one night = 2'], [], [], ['twenty-one nights = 22'], []]);
  });

  it('takes no correction cue from the line before a length', () => {
    expect(['Sorry\n4 days', 'Sorry, 4 days'].map(lengths)).to.deep.equal([['4 days = 4'], ['4 days = 4 C']]);
  });
});
