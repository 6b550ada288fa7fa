/** A small city-tour request in NATURAL PLAN's phrasing, written for the tests: Oslo, Riga and Porto in 7 days. */
export const TOUR_REQUEST = [
  'You plan to visit 3 European cities for 7 days in total. You only take direct flights to commute between cities.',
  'You plan to stay in Oslo for 3 days. You want to spend 2 days in Riga. You would like to visit Porto for 4 days.',
  'You want to meet a friend in Porto between day 4 and day 5.',
  '',
  'Here are the cities that have direct flights:',
  'from Oslo to Riga, Riga and Porto.',
  '',
  'Find a trip plan of visiting the cities for 7 days by taking direct flights to commute between them.',
].join('\n');
