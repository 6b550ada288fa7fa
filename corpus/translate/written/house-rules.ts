/**
 * House rules (READING.md "houseRules"): what every listing must allow. Wanted rules, negated prohibitions,
 * children by age; rules the travellers do not need ask for nothing; children without an age are refused.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

const AS = { origin: 'Atlanta', to: 'Savannah', days: 3, start: '2022-03-25', budget: null } as const;

export const HOUSE_RULES: readonly TranslateCase[] = [
  // ---- wanted
  ok('From Atlanta to Savannah, March 25-27, 2022, for 2 people. Pet-friendly, please.', { ...AS, people: 2, rules: ['pets'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022. The two of us are bringing our dog.', { ...AS, people: 2, rules: ['pets'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people, pets allowed.', { ...AS, people: 2, rules: ['pets'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, for a couple. We smoke.', { ...AS, people: 2, rules: ['smoking'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022. I need a place where smoking is permitted.', { ...AS, people: 1, rules: ['smoking'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, the 6 of us. We want to throw a party.', { ...AS, people: 6, rules: ['parties'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 4 people, with a party one night.', { ...AS, people: 4, rules: ['parties'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. We want a place where guests are welcome.', { ...AS, people: 2, rules: ['visitors'] }),
  ok("From Atlanta to Savannah, March 25-27, 2022. Just me, but I'd like to have friends over one evening.", { ...AS, people: 1, rules: ['visitors'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 3 people, visitors allowed.', { ...AS, people: 3, rules: ['visitors'] }),
  ok('From: Atlanta\nTo: Savannah\nDates: 2022-03-25 to 2022-03-27\nGuests: 2\nMust allow: pets', { ...AS, people: 2, rules: ['pets'] }),

  // ---- a negated prohibition is a permission
  ok("From Atlanta to Savannah, March 25-27, 2022, 4 people. Somewhere that doesn't forbid parties.", { ...AS, people: 4, rules: ['parties'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, for a couple, no rules against smoking please.', { ...AS, people: 2, rules: ['smoking'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people, a host who is not strict about visitors.', { ...AS, people: 2, rules: ['visitors'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people, and no ban on pets.', { ...AS, people: 2, rules: ['pets'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. We want rooms that are neither shared nor strict about visitors.', {
    ...AS,
    people: 2,
    rules: ['visitors'],
    room: 'not shared room',
  }),

  // ---- children: a rule when one is under 10, none when all are 10 or older
  ok('From Atlanta to Savannah, March 25-27, 2022, 4 people, and the place must allow children under 10.', { ...AS, people: 4, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 adults and 2 kids aged 5 and 8.', { ...AS, people: 4, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 3 people including a toddler.', { ...AS, people: 3, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 3 people including a baby.', { ...AS, people: 3, rules: ['children under 10'] }),
  ok('My husband, our 6-year-old and I are going from Atlanta to Savannah, March 25-27, 2022.', { ...AS, people: 3, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, a family of four with young children.', { ...AS, people: 4, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 4 people, kid-friendly lodging please.', { ...AS, people: 4, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 adults and 2 kids aged 12 and 14.', { ...AS, people: 4 }),
  ok('From Atlanta to Savannah, March 25-27, 2022, my wife, our daughter and I.', { ...AS, people: 3 }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 3 people; our son is 7.', { ...AS, people: 3, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 3 people; our son is 11.', { ...AS, people: 3 }),

  // ---- rules the travellers do not need ask for nothing
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. No pets.', { ...AS, people: 2 }),
  ok("From Atlanta to Savannah, March 25-27, 2022, 2 people. We don't smoke.", { ...AS, people: 2 }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people, non-smoking.', { ...AS, people: 2 }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people, no parties.', { ...AS, people: 2 }),
  ok("From Atlanta to Savannah, March 25-27, 2022, 2 people. We don't smoke, but our dog comes with us.", { ...AS, people: 2, rules: ['pets'] }),

  // ---- several rules
  ok("From Atlanta to Savannah, March 25-27, 2022, 5 people. We'll throw a party and bring our dog.", { ...AS, people: 5, rules: ['parties', 'pets'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. We smoke and want to have friends over.', { ...AS, people: 2, rules: ['smoking', 'visitors'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 3 people including a toddler, and visitors allowed.', {
    ...AS,
    people: 3,
    rules: ['children under 10', 'visitors'],
  }),
  ok('From: Atlanta\nTo: Savannah\nDates: 2022-03-25 to 2022-03-27\nGuests: 4\nHouse rules: pets, smoking, parties', {
    ...AS,
    people: 4,
    rules: ['pets', 'smoking', 'parties'],
  }),

  // ---- children without an age are refused
  no('From Atlanta to Savannah, March 25-27, 2022, 4 people, with our kids.', 'houseRules', 'kids'),
  no('From Atlanta to Savannah, March 25-27, 2022, 2 adults and 2 children.', 'houseRules', 'children'),
  no('From Atlanta to Savannah, March 25-27, 2022, 2 adults and a child.', 'houseRules', 'child'),
  no('From: Atlanta\nTo: Savannah\nDates: 2022-03-25 to 2022-03-27\nGuests: 5\nTravelling with kids', 'houseRules', 'kids'),

  // ---- someone else minds the animals at home: no pets on the trip
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. My sister agreed to watch the dog.', { ...AS, people: 2 }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. Our neighbor offered to feed the cats while we are gone.', { ...AS, people: 2 }),
  ok("From Atlanta to Savannah, March 25-27, 2022, 2 people, and we'll feed the dog on the road since he's coming.", {
    ...AS,
    people: 2,
    rules: ['pets'],
  }),

  // ---- a child's age in brackets after the name, among the people counted
  ok("It's me, Dave, Nora (9) and Leo (12), from Atlanta to Savannah, March 25-27, 2022.", { ...AS, people: 4, rules: ['children under 10'] }),
  ok('Sofia (turning 9 on the trip), her brother Mateo (12) and me, from Atlanta to Savannah, March 25-27, 2022.', {
    ...AS,
    people: 3,
    rules: ['children under 10'],
  }),
  ok('Me (Beth, 39), Nora (9 - turns 10 in December) and Aunt Kay (66), from Atlanta to Savannah, March 25-27, 2022.', {
    ...AS,
    people: 3,
    rules: ['children under 10'],
  }),
  ok('Anna (41) and Mark (43), the two of us, from Atlanta to Savannah, March 25-27, 2022.', { ...AS, people: 2 }),
  // (Not a number after a word that is no one of the party, nor a pet's age.)
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 of us; option (2) or Option (3) is fine.', { ...AS, people: 2 }),
  ok('From Atlanta to Savannah, March 25-27, 2022, me and my wife, and our dog Rex (3).', { ...AS, people: 2, rules: ['pets'] }),

  // ---- visitors said by what will happen at the lodging; a neighbour feeding the cat at home is no pet on the trip
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. Cousins from college will swing by one evening.', { ...AS, people: 2, rules: ['visitors'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022. Just me; my old roommates want to see me at the rental.', { ...AS, people: 1, rules: ['visitors'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. A neighbour will drop by to feed our cat.', { ...AS, people: 2 }),

  // ---- children's ages in brackets after a count, in months, and children who stay with someone at home
  ok('From Atlanta to Savannah, March 25-27, 2022. Four of us: my wife, me and our two (6 and 11).', { ...AS, people: 4, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022. Me, my husband and 2 kiddos (3, 12).', { ...AS, people: 4, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022. Me and the baby twins (10 months), 3 of us in all.', { ...AS, people: 3, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. The kids are staying with grandma; our first time away from the little ones.', {
    ...AS,
    people: 2,
  }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. The kids are with their dad that weekend.', { ...AS, people: 2 }),

  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. Our neighbour will stop by our house to feed the dog.', { ...AS, people: 2 }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. My cousins live there and will come over one night.', { ...AS, people: 2, rules: ['visitors'] }),

  ok('From Atlanta to Savannah, March 25-27, 2022. We are my wife, me and our son, he has 4 years.', { ...AS, people: 3, rules: ['children under 10'] }),

  // ---- a smoker happy to step out, a need of a habit past, a permission said to be a problem
  ok("From Atlanta to Savannah, March 25-27, 2022, me and my uncle. He smokes but he's fine stepping outside for it.", { ...AS, people: 2 }),
  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. We used to need pet-friendly places, but our cat passed away in May.', {
    ...AS,
    people: 2,
  }),
  ok("From Atlanta to Savannah, March 25-27, 2022, 2 people. My son's allergies mean pet-friendly places are a real problem for us.", {
    ...AS,
    people: 2,
  }),

  // ---- an age said of "he" after a child named; children who come by are visitors
  ok("From Atlanta to Savannah, March 25-27, 2022. I'm taking my granddaughter, she just turned 8. Just the two of us.", {
    ...AS,
    people: 2,
    rules: ['children under 10'],
  }),
  ok("From Atlanta to Savannah, March 25-27, 2022, 2 people. My cousin's kids will be stopping by our rental, so it has to allow visitors.", {
    ...AS,
    people: 2,
    rules: ['visitors'],
  }),

  ok('From Atlanta to Savannah, March 25-27, 2022, 2 people. Our cat will remain with the neighbours during the trip.', { ...AS, people: 2 }),
  ok('From Atlanta to Savannah, March 25-27, 2022. Kindly book for Dr. Reyes, travelling alone to give a guest lecture.', { ...AS, people: 1 }),

  ok("From Atlanta to Savannah, March 25-27, 2022. Me, my husband and our grandson Max, he's six.", { ...AS, people: 3, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022. 4 of us: me, my wife, our boys aged 5 and 12.', { ...AS, people: 4, rules: ['children under 10'] }),
  ok('From Atlanta to Savannah, March 25-27, 2022. Taking my granddaughter Mia (12) while her parents move house.', { ...AS, people: 2 }),
  // Someone else's party is an occasion, not a party at the lodging.
  ok("From Atlanta to Savannah, March 25-27, 2022, just me. The 28th is my coworker's going-away party, so I'm back by then.", { ...AS, people: 1 }),
];
