/**
 * Requests written for the rule translator (not taken from the benchmark), with the spec each must become
 * or the field it must refuse. Place names are real sandbox names (see geography.ts).
 * Conventions: `start` is the first day; the last day is start + days - 1; cityCount defaults to 1;
 * constraint lists default to empty, roomType and budget to null.
 */
import type { Cuisine, HouseRule, Interest, MealPrice, Pace, RoomTypeWish, TransportMode, TripSpec } from '../../src/spec/index.ts';

export interface Expected {
  readonly origin: string;
  /** A city name, or { state } for a state destination. */
  readonly to: string | { readonly state: string };
  readonly days: number;
  readonly cities?: number;
  readonly start: string;
  readonly people: number;
  readonly budget: number | null;
  readonly rules?: readonly HouseRule[];
  readonly cuisines?: readonly Cuisine[];
  readonly room?: RoomTypeWish | null;
  readonly no?: readonly TransportMode[];
  /** Cuisines ruled out (avoidCuisines). */
  readonly avoid?: readonly Cuisine[];
  readonly pace?: Pace;
  readonly interests?: readonly Interest[];
  /** wishes.mealPricePerPerson */
  readonly mealPrice?: MealPrice;
}

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export function expectedSpec(e: Expected): TripSpec {
  return {
    origin: e.origin,
    destination: typeof e.to === 'string' ? { kind: 'city', name: e.to } : { kind: 'state', name: e.to.state },
    days: e.days,
    cityCount: e.cities ?? 1,
    cities: [],
    startDate: e.start,
    endDate: addDays(e.start, e.days - 1),
    travellers: e.people,
    budget: e.budget,
    houseRules: [...(e.rules ?? [])],
    cuisines: [...(e.cuisines ?? [])],
    avoidCuisines: [...(e.avoid ?? [])],
    roomType: e.room ?? null,
    excludeTransport: [...(e.no ?? [])],
    wishes: {
      ...(e.interests !== undefined ? { interests: [...e.interests] } : {}),
      ...(e.mealPrice !== undefined ? { mealPricePerPerson: e.mealPrice } : {}),
      ...(e.pace !== undefined ? { pace: e.pace } : {}),
    },
  };
}

export interface TranslateCase {
  readonly request: string;
  readonly defaultYear?: number;
  readonly expect?: Expected;
  /** The field a refusal must name, and words its message must quote. */
  readonly refuse?: { readonly field: string; readonly quote?: string };
}

export const ok = (request: string, expect: Expected, defaultYear?: number): TranslateCase => (defaultYear === undefined ? { request, expect } : { request, expect, defaultYear });
export const no = (request: string, field: string, quote?: string, defaultYear?: number): TranslateCase => ({
  request,
  refuse: quote === undefined ? { field } : { field, quote },
  ...(defaultYear === undefined ? {} : { defaultYear }),
});

export const ACCEPTED: readonly TranslateCase[] = [
  // ---- origin and destination phrasings
  ok('Plan a 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for one person with a budget of $1,200.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1200 }),
  ok('I am leaving from Chicago and going to Nashville for 3 days, March 2nd to March 4th, 2022. Solo trip, budget $900.', { origin: 'Chicago', to: 'Nashville', days: 3, start: '2022-03-02', people: 1, budget: 900 }),
  ok('Starting in Boston, we two would like to head to Philadelphia from March 5th to March 7th, 2022. There are 2 of us and the budget is $1,800.', { origin: 'Boston', to: 'Philadelphia', days: 3, start: '2022-03-05', people: 2, budget: 1800 }),
  ok('Departing Atlanta for Savannah: a 3-day getaway for 2 people from March 11th to March 13th, 2022, budget $1,000.', { origin: 'Atlanta', to: 'Savannah', days: 3, start: '2022-03-11', people: 2, budget: 1000 }),
  ok('Please plan a Miami trip for me, leaving from Orlando, March 20-22, 2022. Just me, $700 total.', { origin: 'Orlando', to: 'Miami', days: 3, start: '2022-03-20', people: 1, budget: 700 }),
  ok('Houston to San Antonio, 3 days, March 8-10, 2022, one traveler, budget $650.', { origin: 'Houston', to: 'San Antonio', days: 3, start: '2022-03-08', people: 1, budget: 650 }),
  ok('Our group of 4 is based in Seattle and wants to visit Portland for three days, March 25th through March 27th, 2022, on $2,400.', { origin: 'Seattle', to: 'Portland', days: 3, start: '2022-03-25', people: 4, budget: 2400 }),
  ok('Originating from Minneapolis, I want to explore Duluth over 3 days between March 12th and 14th, 2022 on my own with $800.', { origin: 'Minneapolis', to: 'Duluth', days: 3, start: '2022-03-12', people: 1, budget: 800 }),
  ok('Setting off from Kansas City, heading towards St. Louis, 3 days from March 1st to March 3rd, 2022; 1 person; $600 budget.', { origin: 'Kansas City', to: 'St. Louis', days: 3, start: '2022-03-01', people: 1, budget: 600 }),
  ok('From saint louis to kansas city, march 4th to march 6th, 2022, for one person, budget of $750.', { origin: 'St. Louis', to: 'Kansas City', days: 3, start: '2022-03-04', people: 1, budget: 750 }),
  ok('Trip from St Petersburg to Rockford from March 16th to March 18th, 2022 for a single person with a budget of $1,700.', { origin: 'St. Petersburg', to: 'Rockford', days: 3, start: '2022-03-16', people: 1, budget: 1700 }),
  ok('Trip from Saint Petersburg to Petersburg from March 16th to March 18th, 2022 for one person, budget $1,100.', { origin: 'St. Petersburg', to: 'Petersburg', days: 3, start: '2022-03-16', people: 1, budget: 1100 }),
  ok('From Ft. Lauderdale to Tampa for 3 days, March 9th to March 11th, 2022, one person, $500.', { origin: 'Fort Lauderdale', to: 'Tampa', days: 3, start: '2022-03-09', people: 1, budget: 500 }),
  ok('From Sault Ste Marie to Detroit, 3 days, March 15th to March 17th, 2022, 1 person, budget $1,300.', { origin: 'Sault Ste. Marie', to: 'Detroit', days: 3, start: '2022-03-15', people: 1, budget: 1300 }),
  ok('From NYC to Boston, March 18-20, 2022, for two, $1,500.', { origin: 'New York', to: 'Boston', days: 3, start: '2022-03-18', people: 2, budget: 1500 }),
  ok('Going from New York City to Washington DC for 3 days, March 3rd to 5th, 2022, solo, budget $1,000.', { origin: 'New York', to: 'Washington', days: 3, start: '2022-03-03', people: 1, budget: 1000 }),
  ok('A 3-day trip from Baltimore to Washington, D.C. from March 10th to March 12th, 2022, for 2 people with $1,400.', { origin: 'Baltimore', to: 'Washington', days: 3, start: '2022-03-10', people: 2, budget: 1400 }),
  ok('From Richmond, Virginia to Austin, Texas, March 22nd to 24th, 2022, 1 person, $1,150.', { origin: 'Richmond', to: 'Austin', days: 3, start: '2022-03-22', people: 1, budget: 1150 }),
  ok('From Portland, OR to Boise, ID, March 6-8, 2022, for one, $850.', { origin: 'Portland', to: 'Boise', days: 3, start: '2022-03-06', people: 1, budget: 850 }),
  ok('From Vegas to Los Angeles for 3 days, March 25th - 27th, 2022, for 3 people, $2,100.', { origin: 'Las Vegas', to: 'Los Angeles', days: 3, start: '2022-03-25', people: 3, budget: 2100 }),
  ok('Philly to Pittsburgh, March 14th through 16th, 2022, a solo traveler, $600.', { origin: 'Philadelphia', to: 'Pittsburgh', days: 3, start: '2022-03-14', people: 1, budget: 600 }),
  ok('Plan a trip from Wichita to Wichita Falls, March 7th to March 9th, 2022, for one person, $700.', { origin: 'Wichita', to: 'Wichita Falls', days: 3, start: '2022-03-07', people: 1, budget: 700 }),
  ok('Plan a trip from Charlotte to Charlotte Amalie, March 7th to March 9th, 2022, for one person, $2,000.', { origin: 'Charlotte', to: 'Charlotte Amalie', days: 3, start: '2022-03-07', people: 1, budget: 2000 }),
  ok('Plan a trip from Bend to North Bend, March 1st to March 3rd, 2022, for one person, $400.', { origin: 'Bend', to: 'North Bend', days: 3, start: '2022-03-01', people: 1, budget: 400 }),
  ok("Plan a trip from Boston to Martha's Vineyard, March 1st to March 3rd, 2022, for one person, $900.", { origin: 'Boston', to: "Martha's Vineyard", days: 3, start: '2022-03-01', people: 1, budget: 900 }),
  ok('Plan a trip from Boston to Marthas Vineyard, March 1st to March 3rd, 2022, for one person, $900.', { origin: 'Boston', to: "Martha's Vineyard", days: 3, start: '2022-03-01', people: 1, budget: 900 }),
  ok('I live in Houston. Take me to Mission for 3 days, March 2nd to March 4th, 2022. One person, $500.', { origin: 'Houston', to: 'Mission', days: 3, start: '2022-03-02', people: 1, budget: 500 }),
  ok('We are two friends from Cleveland hoping to see Columbus, March 19th to March 21st, 2022, with $800 between us.', { origin: 'Cleveland', to: 'Columbus', days: 3, start: '2022-03-19', people: 2, budget: 800 }),
  ok('Plan a round trip from Tulsa to Oklahoma City and back, March 3rd to March 5th, 2022, one person, $450.', { origin: 'Tulsa', to: 'Oklahoma City', days: 3, start: '2022-03-03', people: 1, budget: 450 }),
  ok('Leaving from Newark and returning to Newark, I want 3 days in Atlantic City, March 11th to 13th, 2022, alone, $700.', { origin: 'Newark', to: 'Atlantic City', days: 3, start: '2022-03-11', people: 1, budget: 700 }),
  ok('A trip from Washington to New York, March 26th to March 28th, 2022, for 2 people with a $1,600 budget.', { origin: 'Washington', to: 'New York', days: 3, start: '2022-03-26', people: 2, budget: 1600 }),
  ok('A trip from Melbourne to Victoria, March 26th to March 28th, 2022, for 2 people with a $1,600 budget.', { origin: 'Melbourne', to: 'Victoria', days: 3, start: '2022-03-26', people: 2, budget: 1600 }),
  ok('DENVER TO AUSTIN, MARCH 16 TO MARCH 18, 2022, 2 PEOPLE, BUDGET $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000 }),
  ok('from denver to austin march 16 to march 18 2022 for 2 people budget 1000 dollars', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000 }),
  ok('Can you book us something from Salt Lake City -> Moab, March 4-6, 2022? 2 people, $1,000.', { origin: 'Salt Lake City', to: 'Moab', days: 3, start: '2022-03-04', people: 2, budget: 1000 }),

  // ---- state destinations and numbers of cities
  ok('Plan a 5-day trip from Denver visiting 2 cities in Texas, March 10th to March 14th, 2022, for one person, budget $2,500.', { origin: 'Denver', to: { state: 'Texas' }, cities: 2, days: 5, start: '2022-03-10', people: 1, budget: 2500 }),
  ok('From Atlanta, visit 3 cities in Texas over 7 days, March 1st to March 7th, 2022. Solo, $4,000.', { origin: 'Atlanta', to: { state: 'Texas' }, cities: 3, days: 7, start: '2022-03-01', people: 1, budget: 4000 }),
  ok('From Atlanta, visit three different cities in TX over a week, March 1st to March 7th, 2022. Solo, $4,000.', { origin: 'Atlanta', to: { state: 'Texas' }, cities: 3, days: 7, start: '2022-03-01', people: 1, budget: 4000 }),
  ok('Plan a week-long tour of three Florida cities starting in Nashville, March 12th to March 18th, 2022, for 2 people, $5,000.', { origin: 'Nashville', to: { state: 'Florida' }, cities: 3, days: 7, start: '2022-03-12', people: 2, budget: 5000 }),
  ok('A 5-day, 2-city trip across California from Phoenix, March 20th to March 24th, 2022, for 3 people, $4,500.', { origin: 'Phoenix', to: { state: 'California' }, cities: 2, days: 5, start: '2022-03-20', people: 3, budget: 4500 }),
  ok('From Memphis, explore 2 cities in New York state, March 2nd to March 6th, 2022, one person, $2,200.', { origin: 'Memphis', to: { state: 'New York' }, cities: 2, days: 5, start: '2022-03-02', people: 1, budget: 2200 }),
  ok('From Memphis, explore 2 cities in New York, March 2nd to March 6th, 2022, one person, $2,200.', { origin: 'Memphis', to: { state: 'New York' }, cities: 2, days: 5, start: '2022-03-02', people: 1, budget: 2200 }),
  ok('Heading to New York from Memphis to see 3 different cities there, March 2nd to March 8th, 2022, one person, $3,200.', { origin: 'Memphis', to: { state: 'New York' }, cities: 3, days: 7, start: '2022-03-02', people: 1, budget: 3200 }),
  ok('From Boise, 2 cities in Washington state please, 5 days from March 9th to March 13th, 2022, for two people, $3,000.', { origin: 'Boise', to: { state: 'Washington' }, cities: 2, days: 5, start: '2022-03-09', people: 2, budget: 3000 }),
  ok('From Boise to the state of Washington, visiting 2 cities, March 9th to March 13th, 2022, for two people, $3,000.', { origin: 'Boise', to: { state: 'Washington' }, cities: 2, days: 5, start: '2022-03-09', people: 2, budget: 3000 }),
  ok('Starting from Billings and touring 2 distinct cities within Montana, March 14th to 18th, 2022, one person, $1,900.', { origin: 'Billings', to: { state: 'Montana' }, cities: 2, days: 5, start: '2022-03-14', people: 1, budget: 1900 }),
  ok('Departing from Jackson to visit one city in Mississippi, 3 days, March 3rd to March 5th, 2022, one person, $500.', { origin: 'Jackson', to: { state: 'Mississippi' }, cities: 1, days: 3, start: '2022-03-03', people: 1, budget: 500 }),
  ok('I want to leave from Hartford and see 3 separate cities across Ohio from March 21st to March 27th, 2022. 2 people, $3,300.', { origin: 'Hartford', to: { state: 'Ohio' }, cities: 3, days: 7, start: '2022-03-21', people: 2, budget: 3300 }),
  ok('We are leaving from Raleigh and covering two cities in Wisconsin, March 5th to March 9th, 2022. We are a party of 6 and have $9,000.', { origin: 'Raleigh', to: { state: 'Wisconsin' }, cities: 2, days: 5, start: '2022-03-05', people: 6, budget: 9000 }),
  ok('From Tucson: a 7-day trip to Colorado visiting 3 cities, March 13th to March 19th, 2022, 4 people, $8,800.', { origin: 'Tucson', to: { state: 'Colorado' }, cities: 3, days: 7, start: '2022-03-13', people: 4, budget: 8800 }),
  ok('Plan a Georgia trip with 2 cities from Boston, March 23rd to March 27th, 2022, for one person, $2,000.', { origin: 'Boston', to: { state: 'Georgia' }, cities: 2, days: 5, start: '2022-03-23', people: 1, budget: 2000 }),
  ok('From Green Bay, visit 2 cities in the state of Ohio, March 1st to March 5th, 2022, for one person, $1,700.', { origin: 'Green Bay', to: { state: 'Ohio' }, cities: 2, days: 5, start: '2022-03-01', people: 1, budget: 1700 }),
  ok('From Honolulu to 2 cities in Utah, March 10th to March 14th, 2022, for one person, $3,000.', { origin: 'Honolulu', to: { state: 'Utah' }, cities: 2, days: 5, start: '2022-03-10', people: 1, budget: 3000 }),

  // ---- dates and lengths
  ok('From Denver to Austin, March 16-18, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, March 16 – 18 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, the 16th through the 18th of March 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, 16-18 March 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin from the sixteenth to the eighteenth of March, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, 2022-03-16 to 2022-03-18, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, 3/16/2022 - 3/18/2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, Mar. 16 to Mar. 18, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, between March 16th and March 18th, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin. We leave on March 16th, 2022 and come back on March 18th. One person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin for 3 days starting March 16th, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin for 3 days, returning on March 18th, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, 2 nights, arriving March 16th, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, March 16th to March 18th, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }, 2022),
  ok('From Denver to Austin, March 16-18, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }, 2022),
  ok('From Denver to Austin, the 16th through the 18th of March, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }, 2022),
  ok('From Denver to Austin in March 2022, from the 16th to the 18th, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin from March 16th to March 18th in 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin from March 30th to April 1st, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-30', people: 1, budget: 1000 }),
  ok('From Denver to Austin from December 30th, 2022 to January 1st, 2023, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-12-30', people: 1, budget: 1000 }),
  ok('From Denver to Austin from December 30th to January 1st, 2023, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-12-30', people: 1, budget: 1000 }),
  ok('From Denver to Austin, Wednesday, March 16, 2022 through Friday, March 18, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, February 27th to March 1st, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-02-27', people: 1, budget: 1000 }),
  ok('From Denver to Austin, February 28th to March 1st, 2024, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2024-02-28', people: 1, budget: 1000 }),
  ok('A 5-day trip from Dallas visiting 2 cities in Florida, departing March 20th, 2022, one person, $2,000.', { origin: 'Dallas', to: { state: 'Florida' }, cities: 2, days: 5, start: '2022-03-20', people: 1, budget: 2000 }),
  ok('Two weeks from Dallas visiting 3 cities in Florida starting March 1st, 2022, one person, $6,000.', { origin: 'Dallas', to: { state: 'Florida' }, cities: 3, days: 14, start: '2022-03-01', people: 1, budget: 6000 }),
  ok('A fortnight from Dallas visiting 3 cities in Florida starting March 1st, 2022, one person, $6,000.', { origin: 'Dallas', to: { state: 'Florida' }, cities: 3, days: 14, start: '2022-03-01', people: 1, budget: 6000 }),
  ok('A ten-day trip from Dallas visiting 3 cities in Florida from March 1st to March 10th, 2022, one person, $5,000.', { origin: 'Dallas', to: { state: 'Florida' }, cities: 3, days: 10, start: '2022-03-01', people: 1, budget: 5000 }),
  ok('Four nights in Austin from Denver starting March 10th, 2022, one person, $1,400.', { origin: 'Denver', to: 'Austin', days: 5, start: '2022-03-10', people: 1, budget: 1400 }),
  ok('From Denver to Austin, March 16, 2022 to March 18, 2022. It is a three-day trip for one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),

  // ---- travellers
  ok('From Denver to Austin, March 16th to March 18th, 2022, for two, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022. A group of 7, $4,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 7, budget: 4000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022. We are a group of seven people; budget $4,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 7, budget: 4000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022. It is a couple trip: my wife and I. Budget $1,300.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1300 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for a couple, $1,300.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1300 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for me and my husband, $1,300.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1300 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for me and 3 friends, $2,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 4, budget: 2000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022. My two colleagues and I have $2,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 2000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022. The five of us have $3,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 5, budget: 3000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, a family of four, $3,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 4, budget: 3000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 adults and 2 kids aged 5 and 8, $3,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 4, budget: 3000, rules: ['children under 10'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, traveling solo with $900.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 900 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022. I will go by myself. $900.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 900 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for twelve travelers, $9,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 12, budget: 9000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for 10 people, $6,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 10, budget: 6000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for twenty-one guests, $12,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 21, budget: 12000 }),
  ok('Plan a trip for a pair of travelers from Denver to Austin, March 16th to March 18th, 2022, $1,500.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1500 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, budget $900.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 900 }),

  // ---- budgets
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, 1700 dollars.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1700 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, a budget of 1.7k.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1700 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, budget: USD 1,700.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1700 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, we can spend up to two thousand dollars.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 2000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, budget is 2500.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 2500 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, $2k budget.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 2000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, 2 grand.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 2000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, seventeen hundred dollars.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1700 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for 3 people, $500 per person.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 1500 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, a budget of $300 per day.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 900 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, no budget limit.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: null }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: null }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, budget around $1,234.50.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1234.5 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person. Our budget was $1,000 but it is now $1,300.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1300 }),

  // ---- house rules
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. Pet-friendly places only.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, rules: ['pets'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We will bring our dog.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, rules: ['pets'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. No parties, we just need quiet rooms.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We plan to throw a party, so the place must allow it.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, rules: ['parties'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We are smokers.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, rules: ['smoking'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. Non-smoking rooms please.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. A smoke-free place please.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We want to have friends over, so visitors must be allowed.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, rules: ['visitors'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 3 people, $1,500. We have a toddler with us.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 1500, rules: ['children under 10'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 3 people, $1,500. Lodging must accept kids under ten.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 1500, rules: ['children under 10'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 3 people, $1,500. Our son is 14 years old.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 1500 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 3 people, $1,500. We travel with our cat and we smoke.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 1500, rules: ['pets', 'smoking'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 3 people, $1,500. We are not bringing pets.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 1500 }),

  // ---- room types
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. Entire home please.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, room: 'entire room' }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We want a whole apartment to ourselves.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, room: 'entire room' }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. Not a shared room, please.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, room: 'not shared room' }),
  ok("From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We don't want to share a room with strangers.", { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, room: 'not shared room' }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. A private room or an entire home is fine.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, room: 'not shared room' }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, $600. A shared room is what I want, to save money.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 600, room: 'shared room' }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, $600. Shared rooms are fine with me.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 600 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, $600. I need a private room.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 600, room: 'private room' }),

  // ---- cuisines
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We love Mexican, Italian and Chinese food.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, cuisines: ['Mexican', 'Italian', 'Chinese'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We want to eat Indian and Mediterranean, but no French food.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, cuisines: ['Indian', 'Mediterranean'], avoid: ['French'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. Please include some BBQ and seafood restaurants.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, cuisines: ['BBQ', 'Seafood'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. American cuisine at least once.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, cuisines: ['American'] }),
  ok('From Denver to New Orleans, March 16th to March 18th, 2022, 2 people, $1,000. We want to walk the French Quarter and eat Italian.', { origin: 'Denver', to: 'New Orleans', days: 3, start: '2022-03-16', people: 2, budget: 1000, cuisines: ['Italian'] }),

  // ---- transport
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. No flights.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['flight'] }),
  ok("From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We'd rather not drive.", { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['self-driving'] }),
  ok("From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We don't have a car.", { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['self-driving'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. I am afraid of flying.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['flight'] }),
  ok("From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We don't mind flying.", { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. No flying and no taxis.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['flight', 'taxi'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We will only fly.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['self-driving', 'taxi'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We would rather drive than fly.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['flight', 'taxi'] }),

  // ---- everything at once
  ok('Could you put together a 5-day itinerary for a group of 4 leaving from Nashville and visiting 2 cities in Texas from March 12th to March 16th, 2022? Our budget is $6,200. We need pet-friendly entire homes, we want to try Mexican and BBQ food, and we will not be flying.', { origin: 'Nashville', to: { state: 'Texas' }, cities: 2, days: 5, start: '2022-03-12', people: 4, budget: 6200, rules: ['pets'], room: 'entire room', cuisines: ['Mexican', 'BBQ'], no: ['flight'] }),
  ok('My husband and I are flying out of Chicago to Seattle from March 3rd to March 5th, 2022. We have $2,000, need a private room where smoking is allowed, and would love Chinese and French food.', { origin: 'Chicago', to: 'Seattle', days: 3, start: '2022-03-03', people: 2, budget: 2000, rules: ['smoking'], room: 'private room', cuisines: ['Chinese', 'French'] }),
  ok('Seven-day trip, three cities in California, from Reno, March 20th to March 26th, 2022, party of 5, budget $10,500, entire rooms, no self-driving, Italian and Mediterranean cuisines, visitors allowed.', { origin: 'Reno', to: { state: 'California' }, cities: 3, days: 7, start: '2022-03-20', people: 5, budget: 10500, rules: ['visitors'], room: 'entire room', cuisines: ['Italian', 'Mediterranean'], no: ['self-driving'] }),
  ok('Hi! Me and my girlfriend want to go from Lexington to Louisville, 3 days, March 18-20, 2022. $1,100 max. Must allow parties (birthday!). No driving please.', { origin: 'Lexington', to: 'Louisville', days: 3, start: '2022-03-18', people: 2, budget: 1100, rules: ['parties'], no: ['self-driving'] }),
  ok('We are 3 friends starting and ending in Albuquerque; 5 days in Texas seeing 2 cities, March 1st to March 5th, 2022; $2,700 all-in; shared rooms are fine; no flights.', { origin: 'Albuquerque', to: { state: 'Texas' }, cities: 2, days: 5, start: '2022-03-01', people: 3, budget: 2700, no: ['flight'] }),
  // ---- structured and terse requests
  ok('Origin: Denver. Destination: Austin. Dates: 2022-03-16 to 2022-03-18. Travelers: 2. Budget: $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000 }),
  ok('Origin - Boise; Destination - Washington state; 2 cities; 5 days from 2022/03/09; party size: 3; budget 3k.', { origin: 'Boise', to: { state: 'Washington' }, cities: 2, days: 5, start: '2022-03-09', people: 3, budget: 3000 }),
  ok('Home city: Tampa. Going to Miami from 03/16/2022 to 03/18/2022, number of travelers: 4, budget $2,400, no flights.', { origin: 'Tampa', to: 'Miami', days: 3, start: '2022-03-16', people: 4, budget: 2400, no: ['flight'] }),

  // ---- more dates
  ok('From Denver to Austin from the 16th of March until the 18th, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, 16 March 2022 for three days, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin for three nights starting on March 16, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 4, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, Mar 16th-18th, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin between the 16th and 18th of March 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, 3 days ending March 18th, 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, March 16th 2022 - March 18th 2022, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1000 }),
  ok('From Denver to Austin, September 9th to September 11th, one person, $1,000.', { origin: 'Denver', to: 'Austin', days: 3, start: '2023-09-09', people: 1, budget: 1000 }, 2023),

  // ---- more travellers
  ok("From Denver to Austin, March 16th to March 18th, 2022. I'm traveling with my wife; $1,300.", { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1300 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022. Just the two of us, $1,300.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1300 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for myself and my partner, $1,300.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1300 }),
  ok("From Denver to Austin, March 16th to March 18th, 2022. We're a family of five, budget $3,500.", { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 5, budget: 3500 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for 2 adults, $1,300.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1300 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, a group of 4 friends, $2,600.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 4, budget: 2600 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, for 3 people with a per-person budget of $800.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 2400 }),

  // ---- more budgets
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person. I can spend at most 2,500 USD.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 2500 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, budget capped at 3,000$.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 3000 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, a $3K budget.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 3000 }),

  // ---- more constraints
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We would like to have guests over, and we will be having a party.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, rules: ['visitors', 'parties'] }),
  ok("From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. Accommodations that aren't shared rooms.", { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, room: 'not shared room' }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We prefer to stay in shared rooms.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, room: 'shared room' }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. No flights or taxis, please.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['flight', 'taxi'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. Self-drive only.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['flight', 'taxi'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. No air travel; we love seafood and Mexican dishes.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['flight'], cuisines: ['Seafood', 'Mexican'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. We do not eat Chinese, Indian or French food, but we do want Italian.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, cuisines: ['Italian'], avoid: ['Chinese', 'Indian', 'French'] }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. No pets, no smoking, no parties.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000 }),
  ok('Could you please plan a three-day journey for my partner and me, setting out from Milwaukee to Madison on March 6th, 2022? Our spending limit is $1,250, we travel with our dog, and we do not want to drive.', { origin: 'Milwaukee', to: 'Madison', days: 3, start: '2022-03-06', people: 2, budget: 1250, rules: ['pets'], no: ['self-driving'] }),
  ok('I need a 7-day plan for 2 travelers from Sacramento exploring 3 cities within Texas between March 8th and March 14th, 2022, total budget $6,000, Chinese and American food, entire homes only, and no flying please.', { origin: 'Sacramento', to: { state: 'Texas' }, cities: 3, days: 7, start: '2022-03-08', people: 2, budget: 6000, cuisines: ['Chinese', 'American'], room: 'entire room', no: ['flight'] }),

  // ---- longer requests in the benchmark's manner
  ok("Please plan a travel itinerary for me. I'm departing from Cleveland and heading to Richmond, Virginia, and I'll be traveling from March 4th to March 6th, 2022. My budget for this trip is $1,100.", { origin: 'Cleveland', to: 'Richmond', days: 3, start: '2022-03-04', people: 1, budget: 1100 }),
  ok('Our group of 3 is planning a 5-day trip from Seattle to 2 cities in California, from March 10th to March 14th, 2022. We have a total budget of $5,500, and we need accommodations that are not shared rooms. We would also like to try Italian food.', { origin: 'Seattle', to: { state: 'California' }, cities: 2, days: 5, start: '2022-03-10', people: 3, budget: 5500, room: 'not shared room', cuisines: ['Italian'] }),
  ok("I am planning a solo trip from Dallas to Las Vegas from March 20th to March 22nd, 2022, with a budget of $1,800. I would like to stay in accommodations that allow smoking and I don't want to take any flights.", { origin: 'Dallas', to: 'Las Vegas', days: 3, start: '2022-03-20', people: 1, budget: 1800, rules: ['smoking'], no: ['flight'] }),
  ok('We are a family of 4 traveling from Chicago to Denver for 3 days from March 5th to March 7th, 2022, with kids under 10. Budget: $3,000. Please no self-driving.', { origin: 'Chicago', to: 'Denver', days: 3, start: '2022-03-05', people: 4, budget: 3000, rules: ['children under 10'], no: ['self-driving'] }),
  ok('Can you create a 5-day trip for a group of 6 from Phoenix to Texas visiting two cities from March 3rd to March 7th, 2022, on a budget of $8,000? We need pet-friendly accommodations and want to avoid flying.', { origin: 'Phoenix', to: { state: 'Texas' }, cities: 2, days: 5, start: '2022-03-03', people: 6, budget: 8000, rules: ['pets'], no: ['flight'] }),
  ok('Help plan a 3 day trip leaving from Denver, CO going to Salt Lake City, UT on 3/10/2022 for 1 person with $900.', { origin: 'Denver', to: 'Salt Lake City', days: 3, start: '2022-03-10', people: 1, budget: 900 }),
  ok("I'd like a 5-day solo itinerary through Michigan (2 cities) departing from Detroit on March 22nd, 2022, budget of $2,000, private rooms only.", { origin: 'Detroit', to: { state: 'Michigan' }, cities: 2, days: 5, start: '2022-03-22', people: 1, budget: 2000, room: 'private room' }),
  ok('Plan a trip from Kansas City to Kansas for 5 days visiting 2 cities, from March 1st to March 5th, 2022, for 2 people with $2,000.', { origin: 'Kansas City', to: { state: 'Kansas' }, cities: 2, days: 5, start: '2022-03-01', people: 2, budget: 2000 }),
  ok('Please help me organize a 5-day trip for 2 from Tampa to visit 2 cities in Georgia, March 8 - 12, 2022, with a $3,000 budget. We will not be driving and would like French cuisine.', { origin: 'Tampa', to: { state: 'Georgia' }, cities: 2, days: 5, start: '2022-03-08', people: 2, budget: 3000, cuisines: ['French'], no: ['self-driving'] }),
  ok('We are a party of 2 adults and 1 child (age 6) leaving from Orlando to Miami from March 21st to March 23rd, 2022, budget of $1,500.', { origin: 'Orlando', to: 'Miami', days: 3, start: '2022-03-21', people: 3, budget: 1500, rules: ['children under 10'] }),
  ok('Could you plan a five-day trip to two cities in Ohio from Cincinnati, from the 9th to the 13th of March 2022, for 2 travelers, with a budget of $2,500? We smoke.', { origin: 'Cincinnati', to: { state: 'Ohio' }, cities: 2, days: 5, start: '2022-03-09', people: 2, budget: 2500, rules: ['smoking'] }),
  ok('Please organize a trip from Nashville to Memphis for three days (March 18th-20th, 2022), for a couple with a budget of $900 and no flights.', { origin: 'Nashville', to: 'Memphis', days: 3, start: '2022-03-18', people: 2, budget: 900, no: ['flight'] }),
  ok('Looking for a week-long trip for two people from Detroit to visit 3 cities in Pennsylvania from March 19 through 25, 2022. Budget is $4,000. We love Italian and American food.', { origin: 'Detroit', to: { state: 'Pennsylvania' }, cities: 3, days: 7, start: '2022-03-19', people: 2, budget: 4000, cuisines: ['Italian', 'American'] }),

  // ---- more ways to name places
  ok('Plan a 5-day 2-city tour of Florida from Denver, March 1st to March 5th, 2022, for one person, $2,000.', { origin: 'Denver', to: { state: 'Florida' }, cities: 2, days: 5, start: '2022-03-01', people: 1, budget: 2000 }),
  ok('From LA to SF, March 1st to March 3rd, 2022, one person, $900.', { origin: 'Los Angeles', to: 'San Francisco', days: 3, start: '2022-03-01', people: 1, budget: 900 }),
  ok('Visit 2 cities in LA from Denver, March 1st to March 5th, 2022, 1 person, $2,000.', { origin: 'Denver', to: { state: 'Louisiana' }, cities: 2, days: 5, start: '2022-03-01', people: 1, budget: 2000 }),
  ok('Denver is our starting point and Austin is our destination; March 1st to 3rd, 2022; 2 people; $1,200.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-01', people: 2, budget: 1200 }),
  ok("Leaving from Denver, I want to explore Austin's food scene from March 1st to March 3rd, 2022 with $800.", { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-01', people: 1, budget: 800 }),
  ok('From ST. LOUIS to NOLA, March 1st to March 3rd, 2022, one person, $800.', { origin: 'St. Louis', to: 'New Orleans', days: 3, start: '2022-03-01', people: 1, budget: 800 }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, 2 people, $1,000. Non-stop flights please, and no taxis.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 1000, no: ['self-driving', 'taxi'] }),
  // "son" names a relation, not an age: three travellers, no children rule.
  ok('Plan a 3-day trip for 3 people from Denver to Austin from March 16th to March 18th, 2022, $2,500. My wife, my son and I love hiking.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 2500, interests: ['nature'] }),
  ok('Plan a 3-day trip from Denver to Austin from March 16th to March 18th, 2022, $2,500. My wife, my son and I love hiking.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 3, budget: 2500, interests: ['nature'] }),
  // A meal price is wishes.mealPricePerPerson (issue 14).
  ok('From Denver to Austin, March 16th to March 18th, 2022, one person, $1,200 budget, meals under $20.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1200, mealPrice: { max: 20 } }),
  // A place name is not a wish: "Beach" in "Long Beach" or "Lake" in "Salt Lake City" names no kind of sight.
  ok('We want to visit Lake Charles from Denver for 3 days, March 3-5 2022, budget $2000, one person.', { origin: 'Denver', to: 'Lake Charles', days: 3, start: '2022-03-03', people: 1, budget: 2000 }),
  ok('We want to visit Long Beach from Denver for 3 days, March 3-5 2022, budget $2000, one person.', { origin: 'Denver', to: 'Long Beach', days: 3, start: '2022-03-03', people: 1, budget: 2000 }),
  ok('We would love to see Salt Lake City, leaving from West Palm Beach, 3 days, March 3-5 2022, budget $2000, one person.', { origin: 'West Palm Beach', to: 'Salt Lake City', days: 3, start: '2022-03-03', people: 1, budget: 2000 }),
  // A "we" that only carries a wish says nothing of the party: one traveller when nothing else names companions.
  ok("Can you devise a travel plan that departs from Detroit and includes 2 cities in Pennsylvania? The trip is scheduled for 5 days from March 22nd to March 26th, 2022. The trip's total budget is $1,400. We're museum people.", { origin: 'Detroit', to: { state: 'Pennsylvania' }, cities: 2, days: 5, start: '2022-03-22', people: 1, budget: 1400, interests: ['museums'] }),
  ok("From Denver to Austin, March 16th to March 18th, 2022, budget $1,200. We'd like meals under $20 a head.", { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1200, mealPrice: { max: 20 } }),
  ok('From Denver to Austin, March 16th to March 18th, 2022, $1,200. We love Mexican food and we are bringing our dog.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1200, cuisines: ['Mexican'], rules: ['pets'] }),
  // Wishes in other voices: third person, spoken, with describing words between the liking and the thing liked.
  ok('my parents want to go from Denver to Austin march 16 to 18 2022 two of them budget 2000 dollars they are big museum people', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 2000, interests: ['museums'] }),
  ok('My grandparents, two of them, Denver to Austin, March 16 to 18 2022, $2,500 total. They\'d love to see the beaches. Nothing fancy for food, meals under $25 a head.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 2500, interests: ['beaches'], mealPrice: { max: 25 } }),
  ok('um so it\'s me and my wife flying out of Denver to Austin march sixteenth through the eighteenth twenty twenty two budget is like two grand and meals under twenty five bucks each please', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 2, budget: 2000, mealPrice: { max: 25 } }),
  ok('My boss needs a trip from Denver to Austin March 16-18 2022 for one, budget $1,500. He likes nice views and landmarks, and wants to keep meals between $15 and $40 per person.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1500, interests: ['landmarks'], mealPrice: { min: 15, max: 40 } }),
  ok('okay so my sister is going from Denver to Austin, March 16-18 2022, just her, $1,500. She loves really old historic sites and art galleries.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 1, budget: 1500, interests: ['history', 'art'] }),
  ok('The Smiths (a family of four) are going from Denver to Austin March 16-18 2022 with $4,000. They want kid-friendly attractions and a relaxed pace.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 4, budget: 4000, interests: ['family'], pace: 'relaxed' }),
  // "k" starts a word here, it is no thousand: "$1,800 kansas city".
  ok('book a trip from denver for a party of two on a budget of $1,800 kansas city is our destination we have three days beginning on march 16th 2022', { origin: 'Denver', to: 'Kansas City', days: 3, start: '2022-03-16', people: 2, budget: 1800 }),
  // A part of the people named is not their number.
  ok('There are five of us from Denver to Austin, March 16-18 2022, $4,000, and two of them are vegetarians.', { origin: 'Denver', to: 'Austin', days: 3, start: '2022-03-16', people: 5, budget: 4000 }),
  // A list item ends at its sentence: "farmers markets. Smoking allowed." is an interest, then a house rule.
  ok('Starting from Detroit. Visiting San Francisco. April 5, 2022 to April 7, 2022. Group of 8. Budget $6,100. Interests: family attractions | beaches | farmers markets. Smoking allowed.', { origin: 'Detroit', to: 'San Francisco', days: 3, start: '2022-04-05', people: 8, budget: 6100, rules: ['smoking'], interests: ['family', 'beaches', 'food-markets'] }),
];

export const REFUSED: readonly TranslateCase[] = [
  no('Plan a 3-day trip to Austin from March 16th to March 18th, 2022 for 2 people with a budget of $1,500.', 'origin'),
  no('Plan a trip from Springfield to Austin from March 16th to March 18th, 2022, one person, $1,500.', 'origin', 'from Springfield'),
  no('Plan a trip from Texas to Denver from March 16th to March 18th, 2022, one person, $1,500.', 'origin', 'Texas'),
  no('Plan a trip from Portland, Maine to Denver from March 16th to March 18th, 2022, one person, $1,500.', 'origin', 'Portland, Maine'),
  no('Plan a trip from Denver or Boulder to Austin from March 16th to March 18th, 2022, one person, $1,500.', 'origin'),
  no('Plan a trip from Denver to Gotham from March 16th to March 18th, 2022, one person, $1,500.', 'destination', 'to Gotham'),
  no('Plan a trip from Denver for 3 days, March 16th to March 18th, 2022, one person, $1,500.', 'destination'),
  no('Plan a trip from Denver to Birmingham, Alabama from March 16th to March 18th, 2022, one person, $1,500.', 'destination', 'Birmingham, Alabama'),
  no('Plan a trip from Denver to Austin or Dallas from March 16th to March 18th, 2022, one person, $1,500.', 'destination', 'Dallas'),
  no('Plan a trip from Denver to Iowa City from March 16th to March 18th, 2022, one person, $1,500.', 'destination', 'Iowa City'),
  no('Plan a trip from Denver visiting 2 cities in Austin from March 16th to March 20th, 2022, one person, $1,500.', 'destination', 'Austin'),
  no('Plan a trip from Denver to Denver from March 16th to March 18th, 2022, one person, $1,500.', 'destination'),
  no('Plan a 5-day trip from Denver to Texas from March 16th to March 20th, 2022, one person, $2,500.', 'cityCount', 'Texas'),
  no('Plan a 5-day trip from Denver to several cities in Texas from March 16th to March 20th, 2022, one person, $2,500.', 'cityCount', 'several cities'),
  no('Plan a 5-day trip from Denver to a couple of cities in Texas from March 16th to March 20th, 2022, one person, $2,500.', 'cityCount', 'a couple of cities'),
  no('Plan a 5-day trip from Denver to Austin visiting 2 cities from March 16th to March 20th, 2022, one person, $2,500.', 'cityCount', '2 cities'),
  no('Plan a 2-day trip from Denver to 2 cities in Texas from March 16th to March 17th, 2022, one person, $2,500.', 'cityCount'),
  no('Plan a 3-day trip from Denver to Austin from March 16th to March 20th, 2022, one person, $1,500.', 'days', '3-day'),
  no('Plan a weekend trip from Denver to Austin starting March 18th, 2022, one person, $1,500.', 'days', 'weekend'),
  no('Plan a trip from Denver to Austin starting March 18th, 2022, one person, $1,500.', 'days'),
  no('Plan a 3-day, one-week trip from Denver to Austin from March 16th, 2022, one person, $1,500.', 'days'),
  no('Plan a 40-day trip from Denver to Austin from March 1st, 2022, one person, $9,500.', 'days'),
  no('Plan a 3-day trip from Denver to Austin from March 16th to March 18th, one person, $1,500.', 'startDate', 'March 16th'),
  no('Plan a 3-day trip from Denver to Austin, March 16-18, one person, $1,500.', 'startDate', 'March 16-18'),
  no('Plan a 3-day trip from Denver to Austin next weekend, one person, $1,500.', 'startDate', 'next weekend'),
  no('Plan a 3-day trip from Denver to Austin, one person, $1,500.', 'startDate'),
  no('Plan a 3-day trip from Denver to Austin from February 30th to March 2nd, 2022, one person, $1,500.', 'startDate', 'February 30th'),
  no('Plan a trip from Denver to Austin from March 20th to March 16th, 2022, one person, $1,500.', 'endDate'),
  no('We want a 3-day trip from Denver to Austin from March 16th to March 18th, 2022 with a budget of $1,500.', 'travellers', 'We'),
  no('Plan a 3-day trip for me and my friends from Denver to Austin from March 16th to March 18th, 2022, $1,500.', 'travellers'),
  no('Plan a 3-day trip for a group from Denver to Austin from March 16th to March 18th, 2022, $1,500.', 'travellers', 'group'),
  no('Plan a 3-day trip for 2 people from Denver to Austin from March 16th to March 18th, 2022. We are a group of 4. $1,500.', 'travellers', '2 people'),
  // A "we" in a sentence about the trip itself still speaks of several people.
  no('From Denver to Austin, March 16th to March 18th, 2022. Our budget is $1,200. We love Mexican food.', 'travellers', 'Our'),
  no('Plan a 3-day solo trip from Denver to Austin from March 16th to March 18th, 2022 with a budget between $1,000 and $1,500.', 'budget', '$1,000'),
  no('Plan a 3-day solo trip from Denver to Austin from March 16th to March 18th, 2022 with a budget of $500 per night.', 'budget'),
  no('Plan a 3-day trip for 4 people from Denver to Austin from March 16th to March 18th, 2022, $2,500. We are traveling with our kids.', 'houseRules', 'kids'),
  no('Plan a 3-day trip for 2 people from Denver to Austin from March 16th to March 18th, 2022, $2,500. We want entire homes and private rooms.', 'roomType'),
  no('Plan a 3-day trip for 2 people from Denver to Austin from March 16th to March 18th, 2022, $2,500. We want Chinese or Indian food.', 'cuisines', 'Chinese'),
  no("Plan a 3-day trip for 2 people from Denver to Austin from March 16th to March 18th, 2022, $2,500. We won't fly, we won't drive and we won't take taxis.", 'excludeTransport'),
  no('From Denver to Austin, March 16th to March 18th, 2022, one person, $1,200 budget, $90 a night at most.', 'budget', '$90 a night'),
  no('Plan a 3-day trip from Denver to Austin, Texas from March 16th to March 18th, 2022 for 2 people, $2,500, flights only and no flights.', 'excludeTransport'),
  no('Plan a trip from Denver to Austin for 3 days in March 2022, one person, $1,500.', 'startDate'),
  no('Plan a 3-day trip from Denver to Austin from March 16th to March 18th, 2022, for 2 adults and 2 children, $2,500.', 'houseRules', 'children'),
  no('Plan a trip from Denver to Paris, France, March 1st to March 3rd, 2022, one person, $1,500.', 'destination', 'to Paris'),
  no('Plan a trip from Denver to Kansas City, Kansas, March 1st to March 3rd, 2022, one person, $1,500.', 'destination', 'Kansas City, Kansas'),
  no('Plan a trip from Denver to Austin, March 1st to March 3rd, 2022, one person, with a budget of $500 per person and $2,000 in total.', 'budget'),
  no('Plan a trip from Denver to Austin, from 3/1/2022 to 3/3/2022, for a week, one person, $1,500.', 'days'),
];
