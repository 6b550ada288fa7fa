/** The unclear request of the question tests (CLI, API, page): two cities of the fixture sandbox and no cue which one the trip starts from. */
export const UNCLEAR_REQUEST = 'Plan a 3-day trip in Brasswick and Quillon from March 16th to March 18th, 2022, for one person with a budget of $1,700.';
export const ORIGIN_QUESTION = {
  field: 'origin',
  question: 'Where does the trip start (and end)? Name a city.',
  reason: 'origin: no starting city found; write "from <city>"',
};
export const DESTINATION_QUESTION = {
  field: 'destination',
  question: 'Where does the trip go? Name one city, or a state whose cities you want to visit.',
  reason: 'destination: more than one destination named; the trip goes to one city or one state (found: "Brasswick", "Quillon")',
  choices: ['Brasswick', 'Quillon'],
  words: 'Brasswick", "Quillon',
};

/** One question with choices and nothing else unclear: which of the two Harrowgate cities the trip starts from. */
export const ORIGIN_CHOICE_REQUEST =
  'Plan a 3-day trip to Quillon from Brasswick or Ketterby from March 16th to March 18th, 2022, for one person with a budget of $1,700.';
export const ORIGIN_CHOICE_QUESTION = {
  field: 'origin',
  question: 'Where does the trip start (and end)? Name a city.',
  reason: 'origin: more than one starting city: Brasswick, Ketterby (found: "Brasswick", "Ketterby")',
  choices: ['Brasswick', 'Ketterby'],
  words: 'Brasswick", "Ketterby',
};
