/**
 * Ways of travelling (READING.md "excludeTransport") and pace (READING.md "wishes.pace"): ways ruled out,
 * a way asked for (which rules out the others), tolerance and local transport that ask for nothing;
 * ruling out all three, or asking for a way and ruling it out, is refused.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

const SP = { origin: 'Salt Lake City', to: 'Provo', days: 3, start: '2022-04-15', people: 2, budget: null } as const;

export const TRANSPORT: readonly TranslateCase[] = [
  // ---- ruled out
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people, no flights.', { ...SP, no: ['flight'] }),
  ok("From Salt Lake City to Provo, April 15-17, 2022, 2 people. We don't want to fly.", { ...SP, no: ['flight'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. We prefer not to drive.', { ...SP, no: ['self-driving'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people, non-self-driving.', { ...SP, no: ['self-driving'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. Avoid taxis.', { ...SP, no: ['taxi'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people, by land.', { ...SP, no: ['flight'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. My wife is afraid of flying.', { ...SP, no: ['flight'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people, no flights and no taxis.', { ...SP, no: ['flight', 'taxi'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. No flying, no driving.', { ...SP, no: ['flight', 'self-driving'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people, by land and no taxis.', { ...SP, no: ['flight', 'taxi'] }),
  ok('From: Salt Lake City\nTo: Provo\nDates: 2022-04-15 to 2022-04-17\nGuests: 2\nTransportation: no driving', { ...SP, no: ['self-driving'] }),

  // ---- a way asked for rules out the others
  ok("From Salt Lake City to Provo, April 15-17, 2022, 2 people. We'll drive.", { ...SP, no: ['flight', 'taxi'] }),
  ok('A self-drive trip from Salt Lake City to Provo, April 15-17, 2022, 2 people.', { ...SP, no: ['flight', 'taxi'] }),
  // "a road trip" is a kind of trip people also take by plane between stops: it rules nothing out.
  ok('A road trip from Salt Lake City to Provo, April 15-17, 2022, 2 people.', SP),
  ok('From Salt Lake City to Provo by plane, April 15-17, 2022, 2 people.', { ...SP, no: ['self-driving', 'taxi'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people, flights only.', { ...SP, no: ['self-driving', 'taxi'] }),
  ok("From Salt Lake City to Provo, April 15-17, 2022, 2 people. We'd rather fly.", { ...SP, no: ['self-driving', 'taxi'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people, self-drive only.', { ...SP, no: ['flight', 'taxi'] }),

  // ---- words that rule nothing out
  ok("From Salt Lake City to Provo, April 15-17, 2022, 2 people. We don't mind flying.", { ...SP }),
  ok("From Salt Lake City to Provo, April 15-17, 2022, 2 people. We're OK with taxis.", { ...SP }),
  ok("From Salt Lake City to Provo, April 15-17, 2022, 2 people. We'll take cabs around the city.", { ...SP }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. Please plan flights, hotels and meals.', { ...SP }),

  // ---- pace
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people, at a relaxed pace.', { ...SP, pace: 'relaxed' }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. We want to take it easy.', { ...SP, pace: 'relaxed' }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people, a packed schedule.', { ...SP, pace: 'packed' }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. We want to see as much as possible.', { ...SP, pace: 'packed' }),

  // ---- refused
  no('From Salt Lake City to Provo, April 15-17, 2022, 2 people. No flights, no driving, no taxis.', 'excludeTransport'),
  no('From Salt Lake City to Provo, April 15-17, 2022, 2 people, by land, and no driving or taxis.', 'excludeTransport'),
  no('A self-drive trip from Salt Lake City to Provo, April 15-17, 2022, 2 people, but no driving.', 'excludeTransport'),
  no("From Salt Lake City to Provo, April 15-17, 2022, 2 people, flights only. We don't want to fly.", 'excludeTransport'),

  // ---- a habit given up is how things stand now, whatever time the sentence names (READING.md, polarity)
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. My husband no longer drives and neither do I.', { ...SP, no: ['self-driving'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. I gave up driving two years ago.', { ...SP, no: ['self-driving'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. We both stopped flying after 2019.', { ...SP, no: ['flight'] }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. We quit smoking years ago.', { ...SP }),

  // ---- a licence said without "don't" or an article, as many write it
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. We not have driver license here.', { ...SP, no: ['self-driving'] }),

  // ---- a commute is no way of travelling asked for; weeks of work are no length
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. I take the bus to work every day, so no driving please.', { ...SP, no: ['self-driving'] }),
  ok('After eight weeks of night shifts: from Salt Lake City to Provo, April 15-17, 2022, 2 people.', { ...SP }),

  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. My wife gets motion sick on planes, so ground travel only.', { ...SP, no: ['flight'] }),

  // ---- a way ruled out softly and said fine as well is a preference
  ok("From Salt Lake City to Provo, April 15-17, 2022, 2 people. We'd rather not fly, but if flying is much cheaper, that's fine.", { ...SP }),

  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. My wife is nervous about planes, but she agreed, so flights are fine.', { ...SP }),
  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. We have to fly, so flights are fine.', { ...SP }),

  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. I become very nervous in airplanes, therefore no flights please.', {
    ...SP,
    no: ['flight'],
  }),

  ok('From Salt Lake City to Provo, April 15-17, 2022, 2 people. No flying. My sister says flying is fine, but I refuse.', { ...SP, no: ['flight'] }),
  // A field's "no problem" is a tolerance, not a "no" ("Flights: no problem" asks for nothing).
  ok('From: Salt Lake City\nTo: Provo\nDates: 2022-04-15 to 2022-04-17\nTravellers: 2\nFlights: no problem\nDriving: no', { ...SP, no: ['self-driving'] }),
];
