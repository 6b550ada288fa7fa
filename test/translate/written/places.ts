/**
 * Origin and destination (READING.md "origin", "destination", "cityCount"): the cues, "City, State" as one
 * place, destination-first requests, a state as the only other place, names that are both a city and a state.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

export const PLACES: readonly TranslateCase[] = [
  // ---- origin cues
  ok("Kicking off in Reno, I'd like three days in Boise, April 2-4, 2022.", { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok("The two of us will set out from Reno on April 2, 2022 for 3 days in Boise.", { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 2, budget: null }),
  ok("I'm leaving Reno on the 4th of April 2022 for three days in Boise.", { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-04', people: 1, budget: null }),
  ok('Reno is our home base. My wife and I want 3 days in Boise starting April 2, 2022.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 2, budget: null }),
  ok('Reno is my starting point and Boise is my destination, April 2-4, 2022, budget $900.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 1, budget: 900 }),
  ok('Departing Seattle, I want to visit Spokane from April 8 to April 10, 2022.', { origin: 'Seattle', to: 'Spokane', days: 3, start: '2022-04-08', people: 1, budget: null }),
  ok('Out of Seattle, 3 days in Spokane, April 8-10, 2022, one traveller.', { origin: 'Seattle', to: 'Spokane', days: 3, start: '2022-04-08', people: 1, budget: null }),
  ok("I'm based in Denver and want to explore Moab from April 15th to April 17th, 2022.", { origin: 'Denver', to: 'Moab', days: 3, start: '2022-04-15', people: 1, budget: null }),
  ok('We live in Phoenix, the 3 of us, and we want to tour Tucson April 8-10, 2022.', { origin: 'Phoenix', to: 'Tucson', days: 3, start: '2022-04-08', people: 3, budget: null }),
  ok('Setting off from Chicago on April 15, 2022, I want to cover Detroit in 3 days.', { origin: 'Chicago', to: 'Detroit', days: 3, start: '2022-04-15', people: 1, budget: null }),
  ok('Starting from Honolulu, 3 days in San Francisco, April 22-24, 2022, solo.', { origin: 'Honolulu', to: 'San Francisco', days: 3, start: '2022-04-22', people: 1, budget: null }),
  ok('Leaving from Louisville, visiting Lexington April 1st to 3rd, 2022, just me, $600.', { origin: 'Louisville', to: 'Lexington', days: 3, start: '2022-04-01', people: 1, budget: 600 }),

  // ---- destination-first
  ok('Three days in Boise for me, leaving from Reno, April 2-4 2022.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('Three days in Boise for the two of us, setting out from Reno on April 2, 2022.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 2, budget: null }),
  ok('Three days in Boise, April 2-4, 2022, then home to Reno. Just me.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('I want three days in Boise, April 2–4, 2022, and then back to Reno.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('Austin is our destination; my husband and I live in Dallas. April 8-10, 2022, $1,200.', { origin: 'Dallas', to: 'Austin', days: 3, start: '2022-04-08', people: 2, budget: 1200 }),
  ok('Visiting San Diego from Los Angeles, April 1-3, 2022, party of 4.', { origin: 'Los Angeles', to: 'San Diego', days: 3, start: '2022-04-01', people: 4, budget: null }),
  ok('A Savannah trip for one, departing from Atlanta on March 25, 2022 for 3 days.', { origin: 'Atlanta', to: 'Savannah', days: 3, start: '2022-03-25', people: 1, budget: null }),

  // ---- a state as the (only) other place
  ok('Two cities in Idaho, we live in Reno. The 3 of us, April 2nd to April 6th, 2022, $2,400.', { origin: 'Reno', to: { state: 'Idaho' }, cities: 2, days: 5, start: '2022-04-02', people: 3, budget: 2400 }),
  ok('I live in Reno and want to see two cities in Idaho, April 2-6, 2022.', { origin: 'Reno', to: { state: 'Idaho' }, cities: 2, days: 5, start: '2022-04-02', people: 1, budget: null }),
  ok('An Idaho trip with 2 cities from Reno, April 2–6 2022, for 2 people.', { origin: 'Reno', to: { state: 'Idaho' }, cities: 2, days: 5, start: '2022-04-02', people: 2, budget: null }),
  ok('Three Idaho cities from Salt Lake City over 7 days, April 2-8, 2022, solo.', { origin: 'Salt Lake City', to: { state: 'Idaho' }, cities: 3, days: 7, start: '2022-04-02', people: 1, budget: null }),
  ok('A 2-city Oregon trip, departing Seattle April 8, 2022 for 5 days, one person.', { origin: 'Seattle', to: { state: 'Oregon' }, cities: 2, days: 5, start: '2022-04-08', people: 1, budget: null }),
  ok('Tour Utah, 2 cities, from Denver, April 2–6, 2022.', { origin: 'Denver', to: { state: 'Utah' }, cities: 2, days: 5, start: '2022-04-02', people: 1, budget: null }),
  ok('Cover 2 cities in Montana starting from Boise, April 15-19, 2022, for a couple.', { origin: 'Boise', to: { state: 'Montana' }, cities: 2, days: 5, start: '2022-04-15', people: 2, budget: null }),
  ok('From Reno, Nevada, to 2 cities in Idaho, April 2-6, 2022, 2 people, $2,000.', { origin: 'Reno', to: { state: 'Idaho' }, cities: 2, days: 5, start: '2022-04-02', people: 2, budget: 2000 }),
  ok('From Nashville, three Texas cities in a week, April 2-8, 2022, one person.', { origin: 'Nashville', to: { state: 'Texas' }, cities: 3, days: 7, start: '2022-04-02', people: 1, budget: null }),
  ok('From Denver, one city in Idaho for 3 days, April 2-4, 2022.', { origin: 'Denver', to: { state: 'Idaho' }, cities: 1, days: 3, start: '2022-04-02', people: 1, budget: null }),

  // ---- "City, State", "City (ST)", "City ST", "City in State" are one place
  ok('To Boise, Idaho, from Reno, Nevada, April 2–4, 2022, solo.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('From Reno in Nevada to Boise in Idaho, April 2-4, 2022.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('From Reno (NV) to Boise (ID), 2022-04-02 to 2022-04-04.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('From Reno NV to Boise ID, April 2-4 2022, 1 person.', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('From Reno to Twin Falls, Idaho, April 2-4, 2022.', { origin: 'Reno', to: 'Twin Falls', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('From Idaho Falls to Boise, April 2-4 2022, for 2 people.', { origin: 'Idaho Falls', to: 'Boise', days: 3, start: '2022-04-02', people: 2, budget: null }),
  ok('From Kansas City to Wichita, Kansas, April 2-4 2022.', { origin: 'Kansas City', to: 'Wichita', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('Going to Savannah, Georgia from Atlanta, Georgia, March 25-27, 2022.', { origin: 'Atlanta', to: 'Savannah', days: 3, start: '2022-03-25', people: 1, budget: null }),
  ok('From Boise to Seattle, Washington, April 8-10 2022.', { origin: 'Boise', to: 'Seattle', days: 3, start: '2022-04-08', people: 1, budget: null }),
  ok('From Spokane, Washington to Boise, April 8-10 2022.', { origin: 'Spokane', to: 'Boise', days: 3, start: '2022-04-08', people: 1, budget: null }),
  ok('From Bangor, Maine to Boston, April 8-10, 2022.', { origin: 'Bangor', to: 'Boston', days: 3, start: '2022-04-08', people: 1, budget: null }),
  ok('From Boston to Birmingham, April 2-4, 2022.', { origin: 'Boston', to: 'Birmingham', days: 3, start: '2022-04-02', people: 1, budget: null }),
  ok('From Eugene to Portland, Oregon, April 8-10, 2022.', { origin: 'Eugene', to: 'Portland', days: 3, start: '2022-04-08', people: 1, budget: null }),

  // ---- New York and Washington: the state when more than one city is to be visited, else the city
  ok('3 days in New York from Boston, April 8-10 2022.', { origin: 'Boston', to: 'New York', days: 3, start: '2022-04-08', people: 1, budget: null }),
  ok('2 cities in New York from Boston, April 8-12, 2022.', { origin: 'Boston', to: { state: 'New York' }, cities: 2, days: 5, start: '2022-04-08', people: 1, budget: null }),
  ok('From Boston to New York, New York, April 8–10, 2022.', { origin: 'Boston', to: 'New York', days: 3, start: '2022-04-08', people: 1, budget: null }),
  ok('From Boise, 3 days in Washington, April 8-10, 2022.', { origin: 'Boise', to: 'Washington', days: 3, start: '2022-04-08', people: 1, budget: null }),
  ok('From Boise, 3 cities in Washington over a week starting April 8, 2022.', { origin: 'Boise', to: { state: 'Washington' }, cities: 3, days: 7, start: '2022-04-08', people: 1, budget: null }),

  // ---- case does not matter in a place cue
  ok('from salt lake city to moab april 15 to april 17 2022', { origin: 'Salt Lake City', to: 'Moab', days: 3, start: '2022-04-15', people: 1, budget: null }),
  ok('FROM PHILADELPHIA TO PITTSBURGH, APRIL 8-10, 2022, ONE PERSON.', { origin: 'Philadelphia', to: 'Pittsburgh', days: 3, start: '2022-04-08', people: 1, budget: null }),

  // ---- refused
  no('From Nevada to Boise, April 2-4, 2022.', 'origin', 'Nevada'),
  no('From Tahoe to Boise, April 2-4, 2022.', 'origin', 'Tahoe'),
  no('from gotham to boise april 2-4 2022', 'origin'),
  no('From Reno, Idaho to Boise, April 2-4, 2022.', 'origin', 'Reno, Idaho'),
  no('Three days in Boise, April 2-4, 2022, just me.', 'origin'),
  no('From Reno to Sedona, April 2-4, 2022.', 'destination', 'Sedona'),
  no('From Reno to Boise, Oregon, April 2-4, 2022.', 'destination', 'Boise, Oregon'),
  no('From Boise to Portland, Maine, April 8-10, 2022.', 'destination', 'Portland, Maine'),
  no('From Reno, April 2-4, 2022, 2 people, $1,000.', 'destination'),
  no('From Reno to Boise and Spokane, April 2-6, 2022.', 'destination', 'Spokane'),
  no('From Reno to Idaho, April 2–6, 2022.', 'cityCount', 'Idaho'),
  no('An Oregon trip from Boise, a week starting April 8, 2022.', 'cityCount', 'Oregon'),
  no('From Reno, a few cities in Idaho, April 2-6, 2022.', 'cityCount'),
];
