/**
 * Days and dates (READING.md "days, startDate, endDate"): the date formats, lengths, weekdays that must
 * agree, the year from the text or the default year, and numbers that are not the trip's length.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

const CM = { origin: 'Chicago', to: 'Minneapolis', people: 1, budget: null } as const;

export const DATES: readonly TranslateCase[] = [
  ok('From Chicago to Minneapolis, 2022-04-02 to 2022-04-04.', { ...CM, days: 3, start: '2022-04-02' }),
  // "one day" said of a meal is no length; said of the trip it is (and one day is too short for a trip away).
  ok('From Chicago to Minneapolis, 2022-04-02 to 2022-04-04. We want Italian one day and Mexican another.', {
    ...CM,
    days: 3,
    start: '2022-04-02',
    cuisines: ['Italian', 'Mexican'],
  }),
  no('From Chicago to Minneapolis for one day, April 2, 2022.', 'cityCount'),
  // A date or a year before 2000 is a birthday, a wedding, a memory: never the trip's, nor the year of its dates.
  ok('From Chicago to Minneapolis, 2nd to 4th April. I was born 2 Apr 1982, so this is my 40th in 2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, April 2-4, 2022. I first went there in March 1999, the year after I left school in 1998.', {
    ...CM,
    days: 3,
    start: '2022-04-02',
  }),
  ok('From Chicago to Minneapolis, 4/2/2022 for 3 days.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, 4/2/2022 - 4/4/2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, Apr 2–4 2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, April 2nd 2022 for three days.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, Saturday, April 2, 2022 to Monday, April 4, 2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, leaving Saturday, April 2, 2022, for 3 days.', { ...CM, days: 3, start: '2022-04-02' }),
  ok("From Chicago to Minneapolis. I'm leaving April 2, 2022 and I'm back on the 4th.", { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis for a week starting April 2, 2022.', { ...CM, days: 7, start: '2022-04-02' }),
  ok('A week-long trip from Chicago to Minneapolis starting Saturday, April 9, 2022.', { ...CM, days: 7, start: '2022-04-09' }),
  ok('From Chicago to Minneapolis for two weeks starting April 2, 2022.', { ...CM, days: 14, start: '2022-04-02' }),
  ok('A fortnight in Minneapolis from Chicago, starting April 2, 2022.', { ...CM, days: 14, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, 4 nights starting April 2, 2022.', { ...CM, days: 5, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, March 30 to April 1, 2022.', { ...CM, days: 3, start: '2022-03-30' }),
  ok('From Chicago to Minneapolis, 3/30/2022 - 4/1/2022.', { ...CM, days: 3, start: '2022-03-30' }),
  ok('From Chicago to Minneapolis, December 30, 2022 to January 2, 2023.', { ...CM, days: 4, start: '2022-12-30' }),
  ok('From Chicago to Minneapolis, the 2nd through the 4th of April 2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, 2022-04-02 for 3 days.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, from 04/02/2022 through 04/04/2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, April 2 - 4, 2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, Apr. 2 to Apr. 4, 2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, 5 days, April 2-6, 2022.', { ...CM, days: 5, start: '2022-04-02' }),
  ok('A 3-day trip from Chicago to Minneapolis, April 2-4, 2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, 3 days ending April 4, 2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, June 10-12, 2022.', { ...CM, days: 3, start: '2022-06-10' }),
  ok('From Chicago to Minneapolis, Friday, October 7, 2022 for three days.', { ...CM, days: 3, start: '2022-10-07' }),
  ok('From Chicago to Minneapolis, 2 nights, leaving April 2, 2022.', { ...CM, days: 3, start: '2022-04-02' }),
  ok("From Chicago to Minneapolis, April 2-6, 2022. I'll be jet-lagged the first 2 days.", { ...CM, days: 5, start: '2022-04-02' }),
  ok('From Chicago, 2 cities in Texas, April 2-6, 2022, 2 nights in each city.', {
    origin: 'Chicago',
    to: { state: 'Texas' },
    cities: 2,
    days: 5,
    start: '2022-04-02',
    people: 1,
    budget: null,
  }),

  // ---- the year from the default year, unless the text gives one
  ok('From Chicago to Minneapolis, April 2-4.', { ...CM, days: 3, start: '2022-04-02' }, 2022),
  ok('From Chicago to Minneapolis, April 2nd for three days.', { ...CM, days: 3, start: '2022-04-02' }, 2022),
  ok('From Chicago to Minneapolis, Saturday, April 2 to Monday, April 4.', { ...CM, days: 3, start: '2022-04-02' }, 2022),
  ok('From Chicago to Minneapolis, April 2-4, 2023.', { ...CM, days: 3, start: '2023-04-02' }, 2022),
  ok('From Chicago to Minneapolis, 2022-04-02 to 2022-04-04.', { ...CM, days: 3, start: '2022-04-02' }, 2023),

  // ---- refused
  no('From Chicago to Minneapolis, April 2-4.', 'startDate', 'April 2'),
  no('From Chicago to Minneapolis, leaving April 2nd for three days.', 'startDate', 'April 2'),
  no('From Chicago to Minneapolis, Friday, April 2, 2022 for three days.', 'startDate', 'Friday'),
  no('From Chicago to Minneapolis, Sunday April 2 2022 to April 4 2022.', 'startDate', 'Sunday'),
  no('From Chicago to Minneapolis, Monday, March 16, 2022 for 3 days.', 'startDate', 'Monday'),
  no('From Chicago to Minneapolis, Saturday, April 2 to Monday, April 4.', 'startDate', 'Saturday', 2023),
  no('From Chicago to Minneapolis, 5 days, April 2-4, 2022.', 'days'),
  no('From Chicago to Minneapolis for a week, April 2 to April 4, 2022.', 'days'),
  no('From Chicago to Minneapolis, 4 nights, April 2-4, 2022.', 'days'),
  no('From Chicago to Minneapolis, two weeks, 2022-04-02 to 2022-04-08.', 'days'),

  // ---- "5d" is five days; a weekend from its first day runs to the Sunday
  ok('From Chicago to Minneapolis, 3d, 2022-04-02.', { ...CM, days: 3, start: '2022-04-02' }),
  ok('From Chicago to Minneapolis, the weekend starting Friday April 1, 2022.', { ...CM, days: 3, start: '2022-04-01' }),

  // ---- "Friday the 1st" is a date by its weekday; a day of something else named with a month is set aside
  ok('From Chicago to Minneapolis, just me. A friend marries on Saturday April 2, 2022, so I fly out Friday the 1st and come home Sunday the 3rd.', {
    ...CM,
    days: 3,
    start: '2022-04-01',
  }),
  ok('From Chicago to Minneapolis. A conference April 5-6, 2022; I leave April 4 and come home April 7.', { ...CM, days: 4, start: '2022-04-04' }),

  // ---- a day inside the written range is of something on the trip; weeks after something are no length
  ok('From Chicago to Minneapolis, just me. Concert on Saturday April 2! Fri April 1 through Sun April 3, 2022.', { ...CM, days: 3, start: '2022-04-01' }),
  ok('From Chicago to Minneapolis, just me, April 1-3, 2022. I am 30 weeks pregnant, so no flying please.', {
    ...CM,
    days: 3,
    start: '2022-04-01',
    no: ['flight'],
  }),
  // A rule for a time of someone's life leaves the way a question, whatever follows ("so driving it is").
  no('From Chicago to Minneapolis, just me, April 1-3, 2022. My doctor says no flying after 30 weeks, so driving it is.', 'excludeTransport'),

  ok('From Chicago to Minneapolis, just me, 01/04/2022 to 03/04/2022 (day/month, I am British).', { ...CM, days: 3, start: '2022-04-01' }),

  no('From Chicago to Minneapolis, just me, leaving April 1, 2022. Maybe 3 days, maybe 5, depends on work.', 'days', 'Maybe 3 days, maybe 5'),

  no("From Chicago to Minneapolis, just me, 3 days from 04/05/2022 (I never know whether it's month or day first here).", 'startDate'),

  no('From Chicago to Minneapolis, just me, leaving April 1, 2022, not sure how long yet, maybe a few days, maybe a week.', 'days'),

  // ---- a length told of another trip gives way to the dates
  ok('From Chicago to Minneapolis, just me. Last year I did four cities in six days, never again. This time April 8-10, 2022.', {
    ...CM,
    days: 3,
    start: '2022-04-08',
  }),

  // ---- dates written day first with dashes, ISO ranges closed by a slash, an arrow and a weekday; "it shall last"
  ok('Chicago to Minneapolis, just me. Dates: 16-04-2022 until 18-04-2022.', { ...CM, days: 3, start: '2022-04-16' }),
  ok('Chicago to Minneapolis, 2022-04-08/10, 1 adult.', { ...CM, days: 3, start: '2022-04-08' }),
  ok('Fri 2022-04-08 → Sun 04-10, Chicago to Minneapolis, just me.', { ...CM, days: 3, start: '2022-04-08' }),
  ok('Dear Sirs, I plan a trip from Chicago to Minneapolis. It shall last 3 days, beginning on 8. April 2022. I travel alone.', {
    ...CM,
    days: 3,
    start: '2022-04-08',
  }),

  ok('Our last trip was a mess: we shared a dorm with six strangers and did not sleep for three nights. Chicago to Minneapolis, April 8-10, 2022, just me.', {
    ...CM,
    days: 3,
    start: '2022-04-08',
  }),

  ok('Chicago to Minneapolis, just me. 05-04-2022 to 15-04-2022.', { ...CM, days: 11, start: '2022-04-05' }),
];
