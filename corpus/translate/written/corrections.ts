/**
 * Corrections (READING.md "Corrections: the later statement wins"): with a correction cue the later value
 * wins; without one, two different values for one field are refused.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

const LN = { origin: 'Los Angeles', to: 'San Diego', days: 3, start: '2022-04-22', budget: null } as const;

export const CORRECTIONS: readonly TranslateCase[] = [
  ok('From Los Angeles to San Diego, April 22-24, 2022. Two of us... actually make that three.', { ...LN, people: 3 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, 2 people. We said $3,000 but can stretch to $3,400.', { ...LN, people: 2, budget: 3400 }),
  ok('From Los Angeles to San Diego, leaving April 21st, sorry, I mean April 22nd, 2022, for 3 days, just me.', { ...LN, people: 1 }),
  ok('From Sacramento, no wait, from Los Angeles, to San Diego, April 22-24, 2022, just me.', { ...LN, people: 1 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, just me, budget $2,000. Scratch that, $2,500.', { ...LN, people: 1, budget: 2500 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, party of 4 — correction, party of 5.', { ...LN, people: 5 }),
  ok('From Los Angeles to San Francisco, change that to San Diego, April 22-24, 2022, just me.', { ...LN, people: 1 }),
  ok('From Los Angeles to San Diego for 2 days, actually make it 3, starting April 22, 2022, just me.', { ...LN, people: 1 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, 2 people, a private room, I mean an entire home.', { ...LN, people: 2, room: 'entire room' }),
  ok('From: Los Angeles\nTo: San Diego\nDates: 2022-04-22 to 2022-04-24\nGuests: 2\nBudget: $2,400\nRevised budget: $2,800', {
    ...LN,
    people: 2,
    budget: 2800,
  }),
  ok('From: Los Angeles\nTo: San Diego\nDates: 2022-04-22 to 2022-04-24\nHeadcount: 3\nUpdated headcount: 4', { ...LN, people: 4 }),
  ok('From Los Angeles to San Diego, April 15-17, 2022, sorry, I mean April 22-24, 2022, just me.', { ...LN, people: 1 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022. We were 4, now we are 5.', { ...LN, people: 5 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, 2 people, Italian food. Scratch that, Mexican.', { ...LN, people: 2, cuisines: ['Mexican'] }),
  ok('Origin: Sacramento (sorry, I mean Los Angeles)\nDestination: San Diego\nDates: 2022-04-22 to 2022-04-24\nGuests: 1', { ...LN, people: 1 }),
  ok('From Los Angeles to San Diego, 2022-04-21 to 2022-04-23, actually make it 2022-04-22 to 2022-04-24, just me.', { ...LN, people: 1 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, for 3 people, sorry, I mean 2 people.', { ...LN, people: 2 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, just me. Budget $900, updated to $1,100.', { ...LN, people: 1, budget: 1100 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, just me. Budget $900. Make it $1,000 instead.', { ...LN, people: 1, budget: 1000 }),

  // ---- two values without a correction cue
  no('From Los Angeles to San Diego, April 22-24, 2022, for 2 people. The 3 of us love jazz.', 'travellers'),
  no('From Los Angeles to San Diego, April 22-24, 2022, just me. From Sacramento.', 'origin'),
  no('From Los Angeles to San Diego for 3 days starting April 22, 2022, just me. A 5-day trip.', 'days'),
  no('From Los Angeles to San Diego, April 22-24, 2022, just me. Budget $1,000. Budget $1,400.', 'budget'),
  no('From: Los Angeles\nTo: San Diego\nDates: 2022-04-22 to 2022-04-24\nGuests: 2\nGuests: 3', 'travellers'),
  // ---- set AH, read after its score on arrival: long messages that change their minds
  // A place given up: ", not X" (the state cases, with named cities, are in test/translate/reading-classes.test.ts).
  ok('> Omaha to San Diego, April 22-24, 2022, just me\n\nUpdate: we moved, so starting from Los Angeles, not Omaha.', {
    ...LN,
    origin: 'Los Angeles',
    people: 1,
  }),
  ok('Going back to San Diego (from Los Angeles) for a reunion, April 22-24, 2022. Just me.', { ...LN, people: 1 }),
  // A count, an amount or a length taken back.
  ok('From Los Angeles to San Diego, April 22-24, 2022. Three people. Wait, no, two, my brother is out.', { ...LN, people: 2 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, just me. I was going to say $300 a day but call it $350 a day.', { ...LN, people: 1, budget: 1050 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022, just me. Budget $2,000. I wanted $2,500 but the roof needs fixing.', {
    ...LN,
    people: 1,
    budget: 2000,
  }),
  // (The amount after "but" is no plan given up: two amounts, asked about.)
  no('From Los Angeles to San Diego, April 22-24, 2022, just me. I said $2,500 to myself at first, but I am being responsible: $2,000.', 'budget'),
  ok('> San Diego for three days, April 22 to 24, 2022, from Los Angeles, just me.\n\nUpdate: one more day, so April 22 through April 25, 2022.', {
    ...LN,
    days: 4,
    people: 1,
  }),
  ok('From Los Angeles to San Diego, April 15-17, 2022, just me. P.S. Push everything a week: April 22 to 24 instead.', { ...LN, people: 1 }),
  // (A shift with no new dates is read by the shift reader or asked about: never a length.)
  no('From Los Angeles to San Diego, April 22-24, 2022, just me. Could you move it up a week please?', 'days'),
  // Who someone is, and a budget's rate in its key.
  ok('From Los Angeles to San Diego, April 22-24, 2022, 2 people. Miguel is vegetarian-ish but loves Indian food.', { ...LN, people: 2, cuisines: ['Indian'] }),
  ok('From: Los Angeles\nTo: San Diego\nDates: 2022-04-22 to 2022-04-24\nTravellers: 2\nDaily budget: $450', { ...LN, people: 2, budget: 1350 }),
  ok('From Los Angeles to San Diego, April 22-24, 2022. The two of us plus Caleb (12) and Lily (11).', { ...LN, people: 4 }),
];
