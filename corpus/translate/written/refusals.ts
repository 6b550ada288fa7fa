/**
 * Refusals in everyday voices (READING.md: "A wish is never dropped silently"): each request below has
 * exactly one thing the translator cannot read, and the refusal names its field.
 */
import { no, type TranslateCase } from '../cases.ts';

export const REFUSALS: readonly TranslateCase[] = [
  // ---- places
  no('hey can u plan 3 days in aspen from denver apr 15-17 2022, just me', 'destination'),
  no('Hi! The 2 of us want to go from Boulder to Denver, April 15-17, 2022.', 'origin', 'Boulder'),
  no('Two cities in Idaho, April 2-6, 2022, for 2 people.', 'origin'),
  no('From: Reno\nTo: Boise, Spokane\nDates: 2022-04-02 to 2022-04-06\nGuests: 2', 'destination'),
  no('We live in Reno, the 2 of us, and want to explore Idaho from April 2 to April 6, 2022.', 'cityCount', 'Idaho'),
  no('A Texas trip from Denver for a family of four, April 2-8, 2022, $5,000.', 'cityCount', 'Texas'),
  no('From Denver to Austin or Dallas, April 8-10, 2022, just me.', 'destination'),
  no('Trip from Denver to Paris, April 8-10, 2022, solo, $3,000.', 'destination', 'Paris'),

  // ---- party
  no('Me and the guys want to go from Denver to Las Vegas, April 8-10, 2022, budget $3,000.', 'travellers'),
  no('Our family is heading from Chicago to Milwaukee, April 8-10, 2022.', 'travellers'),
  no('okay so we are going from houston to austin april 8 to april 10 2022 and our budget is two thousand dollars', 'travellers'),

  // ---- dates
  no('Client wants 3 days in Savannah from Atlanta starting March 25.\nPax: 2', 'startDate', 'March 25'),
  no('Dates: Friday 2022-04-02 to Sunday 2022-04-04\nFrom: Reno\nTo: Boise\nGuests: 1', 'startDate', 'Friday'),
  no('From Reno to Boise, a 3-day trip from April 2 to April 6, 2022, just me.', 'days'),
  no('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nNights: 3\nGuests: 1', 'days'),

  // ---- budget
  no('From Reno to Boise, April 2-4, 2022, just me. Somewhere around $800 to $1,200 I guess.', 'budget', '$800'),
  no('From Reno to Boise, April 2-4, 2022, 2 people, concert tickets under $100 each.', 'budget', '$100'),
  no('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nBudget: $1,500\nTotal budget: $2,000', 'budget'),
  no('From Reno to Boise, April 2-4, 2022, 2 people, $1,500. Lodging no more than $120 a night.', 'budget', '$120'),

  // ---- house rules, rooms, cuisines, transport
  no('From Reno to Boise, April 2-4, 2022, a family of 4 with children.', 'houseRules', 'children'),
  no('From Reno to Boise, April 2-4, 2022, 2 people. A dorm, and a private room for the last night.', 'roomType'),
  no('From Reno to Boise, April 2-4, 2022, 2 people. We want anything but an entire home.', 'roomType', 'entire'),
  no('From Reno to Boise, April 2-4, 2022, 2 people. Mexican or BBQ, whichever.', 'cuisines', 'Mexican'),
  no('From Reno to Boise, April 2-4, 2022, 2 people. We would love some sushi.', 'cuisines', 'sushi'),
  no("From Reno to Boise, April 2-4, 2022, 2 people. We'll drive, but no self-driving.", 'excludeTransport'),
  no('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nTransport: no flights, no driving, no taxis', 'excludeTransport'),

  // ---- a return left open; a dislike conceded at once
  no('From Reno to Boise, leaving April 2, 2022, 2 people. We will come back whenever.', 'days'),
  no('From Reno to Boise, leaving April 2, 2022, 2 people. Maybe 3 days, maybe a week.', 'days'),
  no("From Reno to Boise, April 2-4, 2022, me and my mom. She's not a big fan of flying, but she's done it before.", 'excludeTransport'),

  no("From Reno to Boise, April 2-4, 2022, just me. I'm waiting for my doctor to tell me whether I can fly.", 'excludeTransport'),

  // ---- lodging like an earlier stay; a limit agreed elsewhere; two travellers still discussing
  no('From Reno to Boise, April 2-4, 2022, 2 people. Book the same kind of place we had last time.', 'roomType', 'same kind of place we had last'),
  no('From Reno to Boise, April 2-4, 2022, just me. Costs must stay within the limit agreed at our last meeting.', 'budget', 'within the limit agreed'),
  no('From Reno to Boise, April 2-4, 2022, 2 people. He says no flying, I say no driving, we are still discussing.', 'excludeTransport'),
];
