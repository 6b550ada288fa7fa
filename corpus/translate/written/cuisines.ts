/**
 * Cuisines and ruled-out cuisines (READING.md "cuisines", "avoidCuisines"): the sandbox's 15 and their
 * synonyms, lists in any layout, cuisine words about something else; "or" and unknown cuisines are refused.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

const NM = { origin: 'Nashville', to: 'Memphis', days: 3, start: '2022-04-08', people: 2, budget: null } as const;

export const CUISINES: readonly TranslateCase[] = [
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. Italian, Chinese.', { ...NM, cuisines: ['Italian', 'Chinese'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. We want Italian and Chinese food.', { ...NM, cuisines: ['Italian', 'Chinese'] }),
  ok('From: Nashville\nTo: Memphis\nDates: 2022-04-08 to 2022-04-10\nGuests: 2\nCuisine: Italian | Chinese', { ...NM, cuisines: ['Italian', 'Chinese'] }),
  ok('From: Nashville\nTo: Memphis\nDates: 2022-04-08 to 2022-04-10\nGuests: 2\nCuisine:\nItalian\nChinese', { ...NM, cuisines: ['Italian', 'Chinese'] }),
  ok('From: Nashville\nTo: Memphis\nDates: 2022-04-08 to 2022-04-10\nGuests: 2\nCuisine:\n- Mexican\n- French\n- Desserts', {
    ...NM,
    cuisines: ['Mexican', 'French', 'Desserts'],
  }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. We want barbecue.', { ...NM, cuisines: ['BBQ'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. We love cafés.', { ...NM, cuisines: ['Cafe'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people, and some coffee shops.', { ...NM, cuisines: ['Cafe'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. One dinner at a pizzeria.', { ...NM, cuisines: ['Pizza'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. A tea house at some point.', { ...NM, cuisines: ['Tea'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people, with desserts and a bakery.', { ...NM, cuisines: ['Desserts', 'Bakery'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. We want fast food once.', { ...NM, cuisines: ['Fast Food'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people, seafood and Mediterranean.', { ...NM, cuisines: ['Seafood', 'Mediterranean'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people, American food at least once.', { ...NM, cuisines: ['American'] }),
  ok('from nashville to memphis april 8-10 2022 for 2 people italian and mexican food', { ...NM, cuisines: ['Italian', 'Mexican'] }),
  ok('From: Nashville\nTo: Memphis\nDates: 2022-04-08 to 2022-04-10\nGuests: 2\nFood: Indian / Pizza / BBQ', { ...NM, cuisines: ['Indian', 'Pizza', 'BBQ'] }),

  // ---- ruled out
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. No Mexican food.', { ...NM, avoid: ['Mexican'] }),
  ok("From Nashville to Memphis, April 8-10, 2022, 2 people. We don't eat Chinese.", { ...NM, avoid: ['Chinese'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. Anything but Indian.', { ...NM, avoid: ['Indian'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. Italian please, but no fast food.', { ...NM, cuisines: ['Italian'], avoid: ['Fast Food'] }),
  ok("From Nashville to Memphis, April 8-10, 2022, 2 people. We love BBQ but we don't eat seafood.", { ...NM, cuisines: ['BBQ'], avoid: ['Seafood'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. No Mexican and no Chinese food.', { ...NM, avoid: ['Mexican', 'Chinese'] }),

  // ---- cuisine words about something else
  ok('From Denver to New Orleans, April 8-10, 2022, 2 people. We want to walk around the French Quarter.', { ...NM, origin: 'Denver', to: 'New Orleans' }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. We just got back from the Indian Ocean.', { ...NM }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. My wife teaches American history.', { ...NM }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. We will miss Chinese New Year this time.', { ...NM }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. My husband sings Italian opera.', { ...NM }),
  ok('From Denver to New Orleans, April 8-10, 2022, 2 people. We love the French Quarter and we want Mexican food.', {
    ...NM,
    origin: 'Denver',
    to: 'New Orleans',
    cuisines: ['Mexican'],
  }),

  // ---- refused
  no('From Nashville to Memphis, April 8-10, 2022, 2 people. Chinese or Indian food.', 'cuisines', 'Chinese'),
  no('From Nashville to Memphis, April 8-10, 2022, 2 people. Italian or Mexican food, please.', 'cuisines', 'Italian'),
  no('From Nashville to Memphis, April 8-10, 2022, 2 people. We want Thai food.', 'cuisines', 'Thai'),
  no('From Nashville to Memphis, April 8-10, 2022, 2 people. Sushi at least once.', 'cuisines', 'Sushi'),
  no('From Nashville to Memphis, April 8-10, 2022, 2 people, Korean and Italian.', 'cuisines', 'Korean'),
  no('From Nashville to Memphis, April 8-10, 2022, 2 people. We love Greek food.', 'cuisines', 'Greek'),
  no('From: Nashville\nTo: Memphis\nDates: 2022-04-08 to 2022-04-10\nGuests: 2\nCuisine:\n- Vietnamese\n- French', 'cuisines', 'Vietnamese'),
  no('from nashville to memphis april 8-10 2022 for 2 people japanese food', 'cuisines', 'japanese'),

  // ---- a dish of one listed cuisine is that cuisine; of several, or after a cuisine the sandbox lacks, refused
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. My husband wants tacos.', { ...NM, cuisines: ['Mexican'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. Dim sum at least once, and a pasta night.', { ...NM, cuisines: ['Chinese', 'Italian'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. Butter chicken or any curry, and falafel for lunch.', {
    ...NM,
    cuisines: ['Indian', 'Mediterranean'],
  }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. Croissants for breakfast!', { ...NM, cuisines: ['French'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. No tacos please.', { ...NM, avoid: ['Mexican'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, me and my dog Taco.', { ...NM, people: 1, rules: ['pets'] }),
  no('From Nashville to Memphis, April 8-10, 2022, 2 people. We want Thai curry one night.', 'cuisines', 'curry'),
  no('From Nashville to Memphis, April 8-10, 2022, 2 people. We want dumplings.', 'cuisines', 'dumplings'),

  // ---- a meal already eaten is a story, not a wish
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. We ate Mexican yesterday, so surprise us.', { ...NM }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. Had Chinese the other night; no food wishes.', { ...NM }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. An Italian dinner on our last night, please.', { ...NM, cuisines: ['Italian'] }),

  // ---- a negation paired with "without" far before it, litotes, and a habit said as a wish
  ok("From Nashville to Memphis, April 8-10, 2022, 2 people. We can't ever come back from a holiday without a good plate of pasta.", {
    ...NM,
    cuisines: ['Italian'],
  }),
  ok("From Nashville to Memphis, April 8-10, 2022, 2 people. It's not that we don't like Mexican, we love it, so book one.", { ...NM, cuisines: ['Mexican'] }),
  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. Curry every day if we could, so Indian food at least once.', { ...NM, cuisines: ['Indian'] }),

  // ---- a cuisine wished for by "that" is asked for by name
  no('From Nashville to Memphis, April 8-10, 2022, 2 people. We had the best Indian food last week and want to eat that again.', 'cuisines'),

  ok('From Nashville to Memphis, April 8-10, 2022, 2 people. South Indian food one night, please.', { ...NM, cuisines: ['Indian'] }),

  // ---- a nationality the sandbox has no restaurants for, and its dishes
  ok("From Nashville to Memphis, April 8-10, 2022, 2 people. We're Lebanese and we miss our food: falafel somewhere, please.", {
    ...NM,
    cuisines: ['Mediterranean'],
  }),

  // ---- "pass on" rules a cuisine out
  ok("From Nashville to Memphis, April 8-10, 2022, 2 people. We'll pass on Italian this time, but Chinese once would be great.", {
    ...NM,
    cuisines: ['Chinese'],
    avoid: ['Italian'],
  }),

  ok("From Nashville to Memphis, April 8-10, 2022, 2 people. I work at an Italian restaurant, so I'm tired of Italian; Chinese once, please.", {
    ...NM,
    cuisines: ['Chinese'],
    avoid: ['Italian'],
  }),

  ok("From Nashville to Memphis, April 8-10, 2022, 2 people. A Mexican place would be a bonus, but don't go out of your way.", { ...NM }),
];
