/**
 * Many voices, and words that ask for nothing (READING.md "Words that ask for nothing", "Harmless chatter
 * changes nothing"): emails, text messages, voice transcripts, agents' notes, questions, third person; the
 * named dismissal rules; reordering and case.
 */
import { ok, type TranslateCase } from '../cases.ts';

const RB = { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02' } as const;

export const CHATTER: readonly TranslateCase[] = [
  // ---- the same trip, many ways
  ok('Hey! Me + 2 pals wanna visit Boise, kicking off in Reno, Apr 2-4 2022. $1,500 total. We love jazz lol', { ...RB, people: 3, budget: 1500 }),
  ok('Can you plan 3 days in Boise from Reno for two people starting April 2, 2022?', { ...RB, people: 2, budget: null }),
  ok('$1,500 budget. 2 people. April 2-4, 2022. To Boise. From Reno.', { ...RB, people: 2, budget: 1500 }),
  ok('From Reno to Boise. April 2-4, 2022. 2 people. $1,500 budget.', { ...RB, people: 2, budget: 1500 }),
  ok('FROM RENO TO BOISE, APRIL 2-4, 2022, 2 PEOPLE, $1,500 BUDGET.', { ...RB, people: 2, budget: 1500 }),
  ok('from reno to boise april 2-4 2022 2 people 1500 dollars', { ...RB, people: 2, budget: 1500 }),
  ok('From Reno to Boise and back to Reno, April 2-4, 2022, 2 people.', { ...RB, people: 2, budget: null }),
  ok('From Reno, Nevada to Boise, Idaho and home to Reno, April 2-4, 2022, just me.', { ...RB, people: 1, budget: null }),
  ok("It's our first time out west! My wife and I want 3 days in Boise, leaving from Reno on April 2, 2022.", { ...RB, people: 2, budget: null }),
  ok("okay so um we're three people leaving from reno going to boise on april 2 2022 for three days and our budget is fifteen hundred dollars", { ...RB, people: 3, budget: 1500 }),
  ok('Client request\n3 days in Boise, departing from Reno on 4/2/2022\nPax: 2\nBudget: 1,200 USD\nMust allow: pets', { ...RB, people: 2, budget: 1200, rules: ['pets'] }),
  ok('Hello,\n\nMy husband and I are celebrating our 25th anniversary and would love 3 days in Boise, leaving from Reno on April 2, 2022. Our budget is $2,500. We don\'t smoke and we have no pets.\n\nBest,\nDana', { ...RB, people: 2, budget: 2500 }),
  ok("I'm on a mission to hear live blues. From Reno to Boise, April 2-4, 2022, solo.", { ...RB, people: 1, budget: null }),
  ok('The two of us want to sit by a bend in the river. From Reno to Boise, April 2-4, 2022.', { ...RB, people: 2, budget: null }),
  ok('My daughter and I are going from Reno to Boise, April 2-4, 2022, with $800.', { ...RB, people: 2, budget: 800 }),
  ok('Please book flights, hotels and meals for me from Reno to Boise, April 2-4, 2022.', { ...RB, people: 1, budget: null }),
  ok('I need a place to stay in Boise. From Reno, April 2-4, 2022, $700.', { ...RB, people: 1, budget: 700 }),
  // READING.md changed: "history buff" now says the traveller likes history (wishes.interests, issue 14).
  ok("I'm a huge American history buff! From Reno to Boise, April 2-4, 2022, just me.", { ...RB, people: 1, budget: null, interests: ['history'] }),
  ok("From Reno to Boise, April 2-4, 2022, 2 people. Shared rooms are fine and we're OK with taxis.", { ...RB, people: 2, budget: null }),
  ok("From Reno to Boise, April 2-4, 2022, 2 people. We'll take cabs around the city and we don't mind flying.", { ...RB, people: 2, budget: null }),
  ok('Hoping for sunshine! From Reno to Boise, April 2-4, 2022, for a couple, $1,000.', { ...RB, people: 2, budget: 1000 }),
  ok("Booking note - client travelling solo from Reno to Boise, 4/2/2022 to 4/4/2022, budget 700 dollars, needs a private room.", { ...RB, people: 1, budget: 700, room: 'private room' }),
  ok("We're retired and like to take it easy. The 2 of us, from Reno to Boise, April 2-4, 2022.", { ...RB, people: 2, budget: null, pace: 'relaxed' }),
  ok('Is it possible to go from Reno to Boise for 3 days, April 2-4, 2022, just me, with $400?', { ...RB, people: 1, budget: 400 }),
  ok('We are 2 teachers on spring break. From Reno to Boise, April 2-4, 2022, $1,100.', { ...RB, people: 2, budget: 1100 }),

  // ---- other trips, other voices
  ok('from denver to salt lake city april 15 to april 17 2022 two people budget 1200 no flights', { origin: 'Denver', to: 'Salt Lake City', days: 3, start: '2022-04-15', people: 2, budget: 1200, no: ['flight'] }),
  ok("Planning a trip for me and my sister, starting in Seattle, 3 days in Portland, April 8-10, 2022. Budget is $1,000.", { origin: 'Seattle', to: 'Portland', days: 3, start: '2022-04-08', people: 2, budget: 1000 }),
  ok('My parents, the two of them, want to go from Tampa to Miami April 8-10 2022 with $1,400. They don\'t mind flying.', { origin: 'Tampa', to: 'Miami', days: 3, start: '2022-04-08', people: 2, budget: 1400 }),
  ok('Hi,\n\nThe four of us are leaving from Denver on April 15, 2022 for a week exploring 2 cities in California. Budget is $6,000. We need a pet-friendly entire home because our dog comes along, and we\'d like Mexican and seafood. No flights please.\n\nThanks!', { origin: 'Denver', to: { state: 'California' }, cities: 2, days: 7, start: '2022-04-15', people: 4, budget: 6000, rules: ['pets'], room: 'entire room', cuisines: ['Mexican', 'Seafood'], no: ['flight'] }),
  ok('We love jazz and we love the French Quarter. The 3 of us, from Houston to New Orleans, April 15-17, 2022, $2,100, and no parties.', { origin: 'Houston', to: 'New Orleans', days: 3, start: '2022-04-15', people: 3, budget: 2100 }),
  ok("i'm going from chicago to detroit on april 8 2022 for 3 days by myself. budget 650 dollars. my friends say it's a fun town", { origin: 'Chicago', to: 'Detroit', days: 3, start: '2022-04-08', people: 1, budget: 650 }),
  ok('Going from Phoenix to Tucson with my husband, April 8-10, 2022. We just missed the Chinese New Year parade.', { origin: 'Phoenix', to: 'Tucson', days: 3, start: '2022-04-08', people: 2, budget: null }),
  ok('Question for you. Could my wife and I do 3 days in Moab, departing Salt Lake City on April 15, 2022, on $1,300? We want a packed itinerary.', { origin: 'Salt Lake City', to: 'Moab', days: 3, start: '2022-04-15', people: 2, budget: 1300, pace: 'packed' }),
  ok('Subject: Milwaukee to Madison\n\nFrom: Milwaukee\nTo: Madison\nDates: 2022-04-09 to 2022-04-10\nGuests: 1\n\nNo budget, I just want a break.', { origin: 'Milwaukee', to: 'Madison', days: 2, start: '2022-04-09', people: 1, budget: null }),
  ok('Leaving from Richmond, the 3 of us want a relaxed pace in Norfolk, April 22-24, 2022; non-smoking and no pets, please.', { origin: 'Richmond', to: 'Norfolk', days: 3, start: '2022-04-22', people: 3, budget: null, pace: 'relaxed' }),
  ok('My brother and I are from Baltimore and we want to visit Washington, April 8-10, 2022, with $900. We would love Italian food but we do not want to drive.', { origin: 'Baltimore', to: 'Washington', days: 3, start: '2022-04-08', people: 2, budget: 900, cuisines: ['Italian'], no: ['self-driving'] }),
  ok('Three days in Santa Fe for a family of five, setting out from Albuquerque on April 15, 2022. Kid-friendly, please; our youngest is a baby.', { origin: 'Albuquerque', to: 'Santa Fe', days: 3, start: '2022-04-15', people: 5, budget: null, rules: ['children under 10'] }),
  ok('Raleigh is our home base. The 2 of us want to cover Asheville, April 15-17, 2022. We are bringing our dog and would like BBQ.', { origin: 'Raleigh', to: 'Asheville', days: 3, start: '2022-04-15', people: 2, budget: null, rules: ['pets'], cuisines: ['BBQ'] }),
];
