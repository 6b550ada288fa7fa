/**
 * Where new kinds of reading stop (issue 24): requests written by a second reader of each session's change to make
 * each new rule fire where it should not (two sessions so far). Each is refused, or read without the wrong value the
 * rule gave.
 */
import { expect } from 'chai';
import { geographyNames, loadGeography, resolveDatabaseDir } from '../../src/sandbox/index.ts';
import type { TripSpec } from '../../src/tripspec/index.ts';
import { readRequest } from '../../src/translate/rules/index.ts';
import { requireTravelPlanner, travelPlannerDirOrUndefined } from '../helpers/data.ts';

type Expect = { refused: string } | { not: Partial<TripSpec> } | { has: Partial<TripSpec> };

/** [request, what must hold]. */
const CASES: readonly (readonly [string, Expect])[] = [
  ['Our family is going from Chicago to Denver March 3-5 2022, budget $2000. Only two of us want to go skiing though.', { refused: 'travellers' }],
  ["We're a big group from Chicago heading to Denver March 3-5 2022 with a $4000 budget. Two of us want to visit the art museum.", { refused: 'travellers' }],
  ["From Chicago to Denver March 3-5 2022, budget $2000. I'm organizing for the team. Two of us want to visit the brewery.", { refused: 'travellers' }],
  ['2 friends from work are joining us. Chicago to Denver March 3-5 2022, budget $2000.', { refused: 'travellers' }],
  ['3 friends want to know if we can come along. Chicago to Denver March 3-5 2022, budget $2000.', { refused: 'travellers' }],
  ["For our anniversary we're bringing our granddaughter along. From Chicago to Denver, March 3-5, 2022, budget $1500.", { refused: 'travellers' }],
  ["We just got married and we're taking my nephew with us. From Chicago to Denver, March 3-5, 2022, budget $1500.", { refused: 'travellers' }],
  ["For our anniversary we're going with another couple. Chicago to Denver March 3-5 2022, budget $3000.", { refused: 'travellers' }],
  ['Celebrating our anniversary with Ana and Luis! Chicago to Denver March 3-5 2022, budget $3000.', { refused: 'travellers' }],
  ["From Chicago to Denver March 3-5 2022, budget $2000. It's me and her family this time.", { refused: 'travellers' }],
  ['Our family wants to go from Chicago to Denver March 3-5 2022, budget $3000. Neither of us parents likes flying.', { refused: 'travellers' }],
  [
    'The whole family is going from Chicago to Denver March 3-5 2022, budget $3000. If either of us gets sick the kids stay with grandma.',
    { refused: 'travellers' },
  ],
  ["We're visiting 3 cities in Texas from Chicago, March 3-9 2022: Austin, Dallas and Houston. Need hotels for all 3.", { refused: 'travellers' }],
  ["From Chicago to Denver March 3-5 2022, budget $2000. We'll visit 3 museums and need tickets for all 3.", { refused: 'travellers' }],
  ["From Chicago to Denver March 3-5 2022, budget $2000. Amazing couple, our hosts! We can't wait to stay with them.", { refused: 'travellers' }],
  ['From Chicago to Denver March 3-5 2022, budget $2000. Visiting couple: my parents want to come see us there.', { refused: 'travellers' }],
  ['From Chicago to Denver March 3-5 2022, budget $2000. We were 5 but Sam bailed, so 4 now. Actually Sam might still come.', { refused: 'travellers' }],
  [
    'Two of us, Chicago to Denver. We leave Wednesday March 9 2022, the day after my husband gets back Tuesday from his work trip. Budget $2000.',
    { refused: 'days' },
  ],
  [
    'Two of us from Chicago to Denver, starting Monday March 7 2022. Budget $2000. The restaurants we like there are open Tuesday through Sunday.',
    { refused: 'days' },
  ],
  [
    "Two of us from Chicago to Denver, arriving Thursday March 10 2022. My sister is in town till Sunday, so we'd love to see her. Budget $2000.",
    { refused: 'days' },
  ],
  ['From Chicago to Denver March 7 2022 for 5 days, budget $2000, 2 people. We both work Monday through Friday remotely, so need wifi.', { has: { days: 5 } }],
  ['Two of us from Chicago, Thursday March 3 2022. Denver museums are closed through Monday, so plan around that. Budget $2000.', { refused: 'days' }],
  ["Two of us, Chicago to Denver, March 4 2022. We usually come back Sunday but this time we're not sure how long. Budget $2000.", { refused: 'days' }],
  ['Two of us, Chicago to Denver, Friday March 4 2022 for a few days. My boss wants me back Wednesday at the latest. Budget $2000.', { refused: 'days' }],
  [
    "Two of us, Chicago to Denver. We can't do the second weekend of March, Friday to Sunday; any other weekend of March 2022 works. Budget $2000.",
    { not: { startDate: '2022-03-11' } },
  ],
  [
    'Two of us, Chicago to Denver. Last year we went the first weekend of April, Friday to Sunday. This year sometime in May 2022. Budget $2000.',
    { not: { startDate: '2022-04-01' } },
  ],
  ['Two of us from Chicago to Denver March 3-5 2022. Hotel around $800 and food $700, so $1,500 total per person.', { not: { budget: 1500 } }],
  ['Two of us from Chicago to Denver March 3-5 2022. We have $500 and $1000 saved, $1,500 total each.', { not: { budget: 1500 } }],
  ["Two of us from Chicago to Denver March 3-5 2022. No budget motels, they're gross. 1800 is what we have saved.", { refused: 'budget' }],
  ['Two of us from Chicago to Denver March 3-5 2022, budget $2000. Flights are excluded from the budget.', { not: { excludeTransport: ['flight'] } }],
  [
    'Two of us from Chicago to Denver March 3-5 2022, budget $2000. Flights are excluded from that since we already have tickets.',
    { not: { excludeTransport: ['flight'] } },
  ],
  ["Two of us from Chicago to Denver March 3-5 2022, budget $2000. We want Italian food, joking aside it's a must.", { not: { cuisines: [] } }],
  [
    "Two of us from Chicago to Denver March 3-5 2022, budget $2000. No driving - joking about everything else, but that one's real.",
    { not: { excludeTransport: [] } },
  ],
  ['Two of us from Chicago to Denver March 3-5 2022, budget $2000. No driving, JK Rowling tour is a must.', { not: { excludeTransport: [] } }],
  ['Two of us from Chicago to Denver March 3-5 2022, budget $2000. Last year we had Chinese every night instead of Italian.', { has: { cuisines: [] } }],
  [
    'Two of us from Chicago to Denver March 3-5 2022, budget $2000. Last trip we ate Mexican instead of going out for steak, it was great.',
    { has: { cuisines: [] } },
  ],
  [
    "Two of us from Chicago to Denver March 3-5 2022, budget $2000. We're going to party downtown so the hotel has to be ok with late check-ins.",
    { not: { houseRules: ['parties'] } },
  ],
  ["Two of us from Chicago to Denver March 3-5 2022, budget $2000. We're bringing our puppy (4 months).", { not: { houseRules: ['children under 10'] } }],
  [
    'Two of us from Chicago to Denver March 3-5 2022, budget $2000. Our 3-month-old puppy comes too, so pets must be allowed.',
    { not: { houseRules: ['children under 10'] } },
  ],
  [
    "Two of us from Chicago to Denver March 3-5 2022, budget $2000. We've been saving for this trip (18 months)!",
    { not: { houseRules: ['children under 10'] } },
  ],
  // The next session's second reader, on its new rules (set M and N kinds; our own wording of each misfire).
  ['Long story short, neither of us drives. Two of us from Reno to Tulsa March 3-5 2022, $1,400.', { has: { excludeTransport: ['self-driving'] } }],
  ["We'll drive up to Tulsa from Reno on March 3, 2022 and come back March 5. Just me, $900.", { has: { excludeTransport: ['flight', 'taxi'] } }],
  ['Once I am done with work on March 3, 2022 we drive from Reno to Tulsa, back March 5. Just me, $900.', { not: { excludeTransport: ['self-driving'] } }],
  ['Reno to Tulsa March 3-5 2022, just me, $900. I want a house that has a big yard for the dog.', { has: { roomType: 'entire room' } }],
  ['Reno to Tulsa March 3-5 2022, just me, $900. I refuse to step outside to smoke, so the place must allow smoking.', { has: { houseRules: ['smoking'] } }],
  [
    'Reno to Tulsa March 3-5 2022, me and my 2 kids (12 and 14), $900. The kids go outside to play while I smoke, so smoking must be allowed.',
    { has: { houseRules: ['smoking'] } },
  ],
  [
    'Reno to Tulsa March 3-5 2022, two of us, $900. We head outside to hike every morning; my husband smokes so the place must allow smoking.',
    { has: { houseRules: ['smoking'] } },
  ],
  [
    "Reno to Tulsa March 3-5 2022, two of us, $900. My brother has no license but I do, so I'm happy to drive.",
    { not: { excludeTransport: ['self-driving'] } },
  ],
  ['Reno to Tulsa March 3-5 2022, two of us, $900. I have no license, but my wife does.', { not: { excludeTransport: ['self-driving'] } }],
  ['My husband and I finally get grown-up time while the kids are at summer camp! Reno to Tulsa March 3-5 2022, $900.', { has: { travellers: 2 } }],
  ['My husband and I, Reno to Tulsa March 3-5 2022, $900. My mom is watching the kids.', { has: { travellers: 2 } }],
  [
    'Reno to Tulsa March 3-5 2022, two of us, $900. We need to decide which restaurants to book, but Italian one night for sure.',
    { has: { cuisines: ['Italian'] } },
  ],
  ['Reno to Tulsa March 3-7 2022, two of us, $900. We will spend 1 day driving around.', { has: { days: 5 } }],
  ["Reno to Texas from March 3 2022, solo, $900. We'll spend 2 days in Dallas and some time in Austin.", { not: { days: 2 } }],
  ["We're from upstate New York, Albany, going to Tulsa March 3-5 2022, solo, $900.", { has: { origin: 'Albany' } }],
  ['From Boston, a room in central New York City, March 3-5 2022, solo, $900.', { has: { destination: { kind: 'city', name: 'New York' } } }],
  // Older kinds the same reader found, read now.
  ["I drive a lot for work, so this time we'll fly. Two of us, Reno to Tulsa March 3-5 2022, $900.", { has: { excludeTransport: ['self-driving', 'taxi'] } }],
  [
    "Last time the kids stayed home, but this time they're coming: ages 5 and 8. So 4 of us, Reno to Tulsa March 3-5 2022, $900.",
    { has: { houseRules: ['children under 10'] } },
  ],
  ["I thought about doing 3 days but let's do 4 - Reno to Tulsa from March 3 2022, solo, $900.", { has: { days: 4 } }],
  ['5 guys plus whoever else wants to come, Reno to Tulsa March 3-5 2022, $900.', { refused: 'travellers' }],
  ['2 adults plus our stroller - our son is 1. Reno to Tulsa March 3-5 2022, $900.', { refused: 'travellers' }],
  // A third reader, on set P's kinds.
  ['We had to push it a week later because of work, so the new dates are March 10-12, 2022. Reno to Tulsa, solo, $900.', { has: { startDate: '2022-03-10' } }],
  [
    'Reno to Tulsa, March 3-5, 2022, solo, $900. If it is cheaper we could move it a week later, but March 3-5 is the plan.',
    { has: { startDate: '2022-03-03' } },
  ],
  [
    'My wife leaves for a conference on March 2 and gets back March 9. While she is gone I take the kids (5 and 7) from Reno to Tulsa, March 4 to March 6, 2022. $900.',
    { not: { startDate: '2022-03-02' } },
  ],
  ['Reno to Tulsa, leaving March 3, 2022, flying home March 5. My back surgery is March 12. Solo, $900.', { has: { startDate: '2022-03-03', days: 3 } }],
  ['Reno to Tulsa, coming back march 5 600 dollars total, leaving march 3 2022, just me.', { not: { budget: 5600 } }],
  ['okay family of 4 500 dollars per person, Reno to Tulsa March 3-5 2022.', { not: { budget: 18000 } }],
  ['Reno to Tulsa March 3-5 2022 for me and my girlfriend (elle est française). $900.', { has: { cuisines: [] } }],
  ['I teach français at a school in Reno. Reno to Tulsa March 3-5 2022, solo, $900.', { has: { cuisines: [] } }],
  ['My wife just passed her nursing exam, so I am taking her from Reno to Tulsa March 3-5 2022. $900.', { not: { travellers: 1 } }],
  ['My brother passed through Tulsa once and loved it, so he and I are going from Reno, March 3-5 2022. $900.', { not: { travellers: 1 } }],
  [
    "We've been burned by shared bathrooms before so private rooms for us. Two of us, Reno to Tulsa March 3-5 2022, $900.",
    { has: { roomType: 'private room' } },
  ],
  ['I drive a lot for work so no driving on this one. Reno to Tulsa March 3-5 2022, solo, $900.', { has: { excludeTransport: ['self-driving'] } }],
  ["Reno to Tulsa March 3-5 2022, solo. My dad's paying so i dont know the budget yet, he'll tell me.", { refused: 'budget' }],
  ['No Tulsa trip is complete without barbecue! Reno to Tulsa March 3-5 2022, solo, $900.', { has: { destination: { kind: 'city', name: 'Tulsa' } } }],
  ['Reno to Tulsa March 3-5 2022, two of us, $900. Please let me know which places take dogs, our dog Rex is coming.', { has: { houseRules: ['pets'] } }],
  ['Reno to Tulsa March 3-5 2022, $900, me and Sam, and whoever else wants to come can sort out their own travel.', { has: { travellers: 2 } }],
  ["2 adults, Reno to Tulsa March 3-5 2022, $900. Our daughter is 26 and she's house-sitting for us.", { has: { travellers: 2 } }],
  ['Pax: 36/34/6/3 | Reno -> Tulsa | March 3-5 2022 | $900', { has: { travellers: 4, houseRules: ['children under 10'] } }],
  ['Adults: 2\nKids: 6, 3\nFrom: Reno\nTo: Tulsa\nDates: March 3-5 2022\nBudget: $900', { has: { travellers: 4, houseRules: ['children under 10'] } }],
  ['Solo, Reno to Tulsa, March 3-5 2022, budget $1 800.', { has: { budget: 1800 } }],
  ['Nous sommes deux, de Reno à Tulsa, du 3 au 5 juin 2022, budget 900 dollars.', { has: { travellers: 2 } }],
  ['Io e mio marito, da Reno a Tulsa, dal 3 al 5 giugno 2022, $900. Vorremmo mangiare cinese una sera.', { has: { travellers: 2, cuisines: ['Chinese'] } }],
  // A fourth reader, on the parties in other languages and the rest of that change.
  ['Somos 2 adultos y 2 niños (6 y 9 años), de Reno a Tulsa del 3 al 5 de junio 2022, $900.', { has: { travellers: 4, houseRules: ['children under 10'] } }],
  ['On est 3 + le bébé, de Reno à Tulsa du 3 au 5 juin 2022, budget 900 dollars.', { not: { travellers: 3 } }],
  ['Somos dos parejas, de Reno a Tulsa del 3 al 5 de junio 2022, $900.', { not: { travellers: 2 } }],
  ['Mi esposo y yo, con nuestros dos hijos (11 y 13), de Reno a Tulsa del 3 al 5 de junio 2022, $900.', { not: { travellers: 2 } }],
  ['Yo y mi hija de 5 años, de Reno a Tulsa del 3 al 5 de junio 2022, $900.', { has: { travellers: 2, houseRules: ['children under 10'] } }],
  ['Reno to Tulsa March 3-5 2022, solo, $900. Nada de comida mexicana, but French would be nice.', { not: { cuisines: ['French', 'Mexican'] } }],
  ["Reno to Tulsa March 3-5 2022, solo, $900, bringing our dog Chino, I'll pack food for Chino.", { has: { cuisines: [] } }],
  [
    'Reno to Tulsa March 3-5 2022, two of us, $900. We are bringing our dog because pet sitting costs a fortune, so the place must take pets.',
    { has: { houseRules: ['pets'] } },
  ],
  // Set O's kinds, read after its held-out score.
  ["Me + my beagle Rosie. Reno to Tulsa March 3-5 2022, $900. I'll drive, not putting a dog on a plane.", { has: { houseRules: ['pets'] } }],
  ['Two of us, Reno to Tulsa March 3-5 2022. Our budget is 1 700 dollars.', { has: { budget: 1700 } }],
  ['Class of 2009 reunion! 6 of us from Reno to Tulsa, March 3-5. $3,000.', { has: { startDate: '2022-03-03' } }],
  ['Solo, Reno to Tulsa March 3-5 2022, $900. Not a dorm, I need at least a private room.', { has: { roomType: 'not shared room' } }],
  ['Reno to Tulsa March 3-5 2022, $900, me plus however many of my cousins can make it, probably two.', { refused: 'travellers' }],
  ["Me and my wife, Reno to Tulsa March 3-5 2022, $900. Her doctor will tell us next week whether she's OK to fly.", { refused: 'excludeTransport' }],
  // Set Q's kinds, read after its first score.
  ['Solo, Reno to Tulsa March 3-5 2022, $900. I want my own room at least, no dorms.', { has: { roomType: 'not shared room' } }],
  ["Reno to Tulsa March 3-5 2022, $900. There'll be 4 of us. Wait, my sister can't get off work so it's 3.", { has: { travellers: 3 } }],
  ["A birthday trip for my husband! We're in Reno and want to go to Tulsa, March 3-5 2022, $900.", { refused: 'travellers' }],
  ['Solo, Reno to Tulsa March 3-5 2022, $900. My cat had surgery and my neighbor is watching her.', { has: { houseRules: [] } }],
  ['Two couples (4 of us), Reno to Tulsa March 3-5 2022, $800 per couple.', { has: { budget: 1600 } }],
  ['Just the two of us (well, me + cat). Reno to Tulsa March 3-5 2022, $900, pets allowed please.', { has: { travellers: 1, houseRules: ['pets'] } }],
  ['Just the two of us (me and my husband). Reno to Tulsa March 3-5 2022, $900.', { has: { travellers: 2 } }],
  ['Three of us, Reno to Tulsa March 3-5 2022, $800 per couple.', { refused: 'budget' }],
  ['Two of us, Reno to Tulsa March 3-5 2022, $800, a couple more dollars if needed.', { has: { budget: 800 } }],
  ["Solo, Reno to Tulsa March 3-5 2022, $900. I'm a vet nurse (long week, so many grumpy cats) and I want a quiet place.", { has: { houseRules: [] } }],
];

describe('rules translator: where the new kinds stop (a second reader of the change)', () => {
  const dir = travelPlannerDirOrUndefined();
  if (!dir) {
    it('needs the TravelPlanner data', function () {
      requireTravelPlanner(this);
    });
    return;
  }
  const names = geographyNames(loadGeography(resolveDatabaseDir(dir)));
  for (const [text, want] of CASES) {
    it(text.slice(0, 100), () => {
      const o = readRequest(text, names, { defaultYear: 2022 });
      if ('refused' in want) {
        expect(o.spec, 'a question, not a reading').to.equal(undefined);
        expect(o.errors.map((e) => e.field)).to.include(want.refused);
      } else if ('not' in want) {
        if (o.spec) for (const [k, v] of Object.entries(want.not)) expect((o.spec as Record<string, unknown>)[k], k).to.not.deep.equal(v);
      } else {
        expect(o.spec, o.errors.map((e) => e.message).join('; ')).to.not.equal(undefined);
        expect(o.spec).to.deep.include(want.has);
      }
    });
  }
});
