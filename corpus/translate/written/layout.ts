/**
 * Layout is structure (READING.md "Layout is structure"): line breaks, bullets, `Key: value` fields and
 * ` | `-separated fields are boundaries, and a field's key is the cue for its value.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

/** Reno to Boise, April 2-4, 2022: the trip most of these forms ask for. */
const RB = { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02' } as const;

export const LAYOUT: readonly TranslateCase[] = [
  // ---- forms, one `Key: value` per line
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2', {
    ...RB,
    people: 2,
    budget: null,
  }),
  ok('Departure city: Reno\nDestination: Boise\nDates: 2022-04-02 to 2022-04-04\nHeadcount: 3\nBudget: $1,800', {
    ...RB,
    people: 3,
    budget: 1800,
  }),
  ok('Origin: Reno\nDestination: Idaho\nCities to visit: 2\nDates: 2022-04-02 to 2022-04-06\nTravelers: 2\nBudget: $2,500', {
    origin: 'Reno',
    to: { state: 'Idaho' },
    cities: 2,
    days: 5,
    start: '2022-04-02',
    people: 2,
    budget: 2500,
  }),
  ok('Home base: Seattle\nWhere: Portland\nWhen: April 8-10, 2022\nWho: me and my wife\nMust allow: pets', {
    origin: 'Seattle',
    to: 'Portland',
    days: 3,
    start: '2022-04-08',
    people: 2,
    budget: null,
    rules: ['pets'],
  }),
  ok('Starting city: Denver\nGoing to: Salt Lake City\nStart date: 2022-04-15\nEnd date: 2022-04-18\nParty size: 4\nRoom: entire home', {
    origin: 'Denver',
    to: 'Salt Lake City',
    days: 4,
    start: '2022-04-15',
    people: 4,
    budget: null,
    room: 'entire room',
  }),
  ok('Leaving from: Boston\nHeading to: Philadelphia\nTravel dates: 03/25/2022 - 03/27/2022\nPax: 2\nMax budget: 1400', {
    origin: 'Boston',
    to: 'Philadelphia',
    days: 3,
    start: '2022-03-25',
    people: 2,
    budget: 1400,
  }),
  ok('Origin: Phoenix\nDestination: Texas\nNumber of cities: 3\nDuration: 7 days\nStart date: 2022-04-02\nPeople: 3\nTotal budget: $6,000', {
    origin: 'Phoenix',
    to: { state: 'Texas' },
    cities: 3,
    days: 7,
    start: '2022-04-02',
    people: 3,
    budget: 6000,
  }),
  ok('Starting point: Las Vegas\nVisiting: California\nCity count: 2\nDates: 2022-04-08 to 2022-04-12\nTravellers: 2', {
    origin: 'Las Vegas',
    to: { state: 'California' },
    cities: 2,
    days: 5,
    start: '2022-04-08',
    people: 2,
    budget: null,
  }),
  ok('Departing from: Memphis\nDestination: Florida\nStops: 3\nNights: 6\nDepart: April 2, 2022\nPeople: 2\nBudget: $4,200', {
    origin: 'Memphis',
    to: { state: 'Florida' },
    cities: 3,
    days: 7,
    start: '2022-04-02',
    people: 2,
    budget: 4200,
  }),
  ok('From: Chicago\nTo: Michigan\n# of cities: 2\nTrip length: 5 days\nDates: April 22-26, 2022\nGroup size: 2\nBudget: 2000', {
    origin: 'Chicago',
    to: { state: 'Michigan' },
    cities: 2,
    days: 5,
    start: '2022-04-22',
    people: 2,
    budget: 2000,
  }),
  ok('Departing from: Tulsa\nDestination: Oklahoma City\nTravel dates: 2022-04-01 to 2022-04-03\nGroup: 6\nBudget: 2,400', {
    origin: 'Tulsa',
    to: 'Oklahoma City',
    days: 3,
    start: '2022-04-01',
    people: 6,
    budget: 2400,
  }),
  ok('Leaving from: Milwaukee\nGoing to: Madison\nDates: 2022-04-09 to 2022-04-10\nWho: just me', {
    origin: 'Milwaukee',
    to: 'Madison',
    days: 2,
    start: '2022-04-09',
    people: 1,
    budget: null,
  }),
  ok('Home city: Nashville\nDestination: Memphis\nDepart: March 18, 2022\nReturn: March 20, 2022\nNumber of travelers: 5\nSpend: $2,000', {
    origin: 'Nashville',
    to: 'Memphis',
    days: 3,
    start: '2022-03-18',
    people: 5,
    budget: 2000,
  }),
  ok('Origin: Atlanta\nDestination: Savannah\nDays: 3\nDates: 2022-03-18 to 2022-03-20\nPeople: 2\nBudget: $1,100', {
    origin: 'Atlanta',
    to: 'Savannah',
    days: 3,
    start: '2022-03-18',
    people: 2,
    budget: 1100,
  }),
  ok('From: Spokane\nTo: Seattle\nLength: a week\nStart date: 2022-04-09\nGuests: 1', {
    origin: 'Spokane',
    to: 'Seattle',
    days: 7,
    start: '2022-04-09',
    people: 1,
    budget: null,
  }),
  ok('FROM: RENO\nTO: BOISE\nDATES: 2022-04-02 TO 2022-04-04\nGUESTS: 2', {
    ...RB,
    people: 2,
    budget: null,
  }),
  ok('from: reno\nto: boise\ndates: 2022-04-02 to 2022-04-04\nguests: 2\nbudget: 1200', {
    ...RB,
    people: 2,
    budget: 1200,
  }),
  ok('From: Reno, NV\nTo: Boise, ID\nDates: 2022-04-02 to 2022-04-04\nHeadcount: 1', {
    ...RB,
    people: 1,
    budget: null,
  }),

  // ---- nothing is read across a line break
  ok('Dates: 2022-04-02 to 2022-04-04\nGuests: 2\nFrom: Reno\nTo: Boise', {
    ...RB,
    people: 2,
    budget: null,
  }),
  ok('From Reno to Boise\nTravel dates: 2022-04-02 to 2022-04-04\n3 guests', {
    ...RB,
    people: 3,
    budget: null,
  }),
  ok('From Reno to Boise\nApril 2-4, 2022\n2 people\n$1,500', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 2, budget: 1500 }),
  ok('From: Reno\nTo: Boise\nBudget: $1,500\n2 people\nDates: 04/02/2022 - 04/04/2022', {
    ...RB,
    people: 2,
    budget: 1500,
  }),
  ok('From: Denver\nTo: Austin\nDays: 3\nthe 4 of us\nDates: 2022-04-15 to 2022-04-17', {
    origin: 'Denver',
    to: 'Austin',
    days: 3,
    start: '2022-04-15',
    people: 4,
    budget: null,
  }),

  // ---- bullets
  ok('- from Chicago\n- to Nashville\n- Apr 2–4 2022\n- 2 people\n- budget $1,500', {
    origin: 'Chicago',
    to: 'Nashville',
    days: 3,
    start: '2022-04-02',
    people: 2,
    budget: 1500,
  }),
  ok('* Origin: Atlanta\n* Destination: Savannah\n* Depart: March 18, 2022\n* Return: March 20, 2022\n* Guests: 2', {
    origin: 'Atlanta',
    to: 'Savannah',
    days: 3,
    start: '2022-03-18',
    people: 2,
    budget: null,
  }),
  ok('• From: Houston\n• To: San Antonio\n• Dates: 2022-04-08 to 2022-04-10\n• Headcount: 3\n• Budget: $1,350', {
    origin: 'Houston',
    to: 'San Antonio',
    days: 3,
    start: '2022-04-08',
    people: 3,
    budget: 1350,
  }),
  ok('1. Leaving from: Cleveland\n2. Going to: Columbus\n3. Dates: 2022-03-11 to 2022-03-13\n4. Pax: 2\n5. Budget: $900', {
    origin: 'Cleveland',
    to: 'Columbus',
    days: 3,
    start: '2022-03-11',
    people: 2,
    budget: 900,
  }),
  ok('Trip request\n- Origin: Salt Lake City\n- Destination: Moab\n- When: April 15-17, 2022\n- Who: a couple\n- Room type: private room', {
    origin: 'Salt Lake City',
    to: 'Moab',
    days: 3,
    start: '2022-04-15',
    people: 2,
    budget: null,
    room: 'private room',
  }),

  // ---- ` | `-separated fields
  ok('From: Reno | To: Boise | Dates: 2022-04-02 to 2022-04-04 | Guests: 2 | Budget: $1,200', {
    ...RB,
    people: 2,
    budget: 1200,
  }),
  ok('Home city: Minneapolis | Destination: Duluth | Length: 3 days | Depart: 2022-03-11 | Guests: 1 | Spend: $700', {
    origin: 'Minneapolis',
    to: 'Duluth',
    days: 3,
    start: '2022-03-11',
    people: 1,
    budget: 700,
  }),
  ok('from reno | to boise | 2022-04-02 to 2022-04-04 | 2 ppl | $1000', { origin: 'Reno', to: 'Boise', days: 3, start: '2022-04-02', people: 2, budget: 1000 }),
  ok('Origin: Boise | Destination: Washington | Cities to visit: 2 | Dates: 2022-04-08 to 2022-04-12 | People: 2', {
    origin: 'Boise',
    to: { state: 'Washington' },
    cities: 2,
    days: 5,
    start: '2022-04-08',
    people: 2,
    budget: null,
  }),
  ok('From: Dallas | To: New Orleans | Dates: 2022-04-15 to 2022-04-17 | Guests: 2 | Cuisine: Italian, Mexican', {
    origin: 'Dallas',
    to: 'New Orleans',
    days: 3,
    start: '2022-04-15',
    people: 2,
    budget: null,
    cuisines: ['Italian', 'Mexican'],
  }),

  // ---- each key reads its own field
  ok('From: Austin\nTo: Houston\nDates: 2022-03-25 to 2022-03-27\nPeople: 2\nCuisines:\nChinese\nIndian\nSeafood', {
    origin: 'Austin',
    to: 'Houston',
    days: 3,
    start: '2022-03-25',
    people: 2,
    budget: null,
    cuisines: ['Chinese', 'Indian', 'Seafood'],
  }),
  ok('From: Austin\nTo: San Antonio\nDates: 2022-03-25 to 2022-03-27\nPeople: 2\nFood:\n- BBQ\n- Seafood\nBudget: $1,000', {
    origin: 'Austin',
    to: 'San Antonio',
    days: 3,
    start: '2022-03-25',
    people: 2,
    budget: 1000,
    cuisines: ['BBQ', 'Seafood'],
  }),
  ok('From: Portland\nTo: Seattle\nDates: 2022-04-08 to 2022-04-10\nGuests: 2\nMeals: Desserts / Pizza', {
    origin: 'Portland',
    to: 'Seattle',
    days: 3,
    start: '2022-04-08',
    people: 2,
    budget: null,
    cuisines: ['Desserts', 'Pizza'],
  }),
  ok('From: Portland\nTo: Seattle\nDates: 2022-04-08 to 2022-04-10\nGuests: 2\nEat: French, Mediterranean', {
    origin: 'Portland',
    to: 'Seattle',
    days: 3,
    start: '2022-04-08',
    people: 2,
    budget: null,
    cuisines: ['French', 'Mediterranean'],
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 3\nMust allow:\n- parties\n- pets\nBudget: $1,500', {
    ...RB,
    people: 3,
    budget: 1500,
    rules: ['parties', 'pets'],
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nHouse rules: smoking, visitors', {
    ...RB,
    people: 2,
    budget: null,
    rules: ['smoking', 'visitors'],
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nRequirements: pets allowed', {
    ...RB,
    people: 2,
    budget: null,
    rules: ['pets'],
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 1\nLodging: a hostel', {
    ...RB,
    people: 1,
    budget: null,
    room: 'shared room',
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 4\nAccommodation: whole place', {
    ...RB,
    people: 4,
    budget: null,
    room: 'entire room',
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nStay: not a shared room', {
    ...RB,
    people: 2,
    budget: null,
    room: 'not shared room',
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nTransport: no flights', {
    ...RB,
    people: 2,
    budget: null,
    no: ['flight'],
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nTravel by: plane', {
    ...RB,
    people: 2,
    budget: null,
    no: ['self-driving', 'taxi'],
  }),
  ok("From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nGetting there: we'll drive", {
    ...RB,
    people: 2,
    budget: null,
    no: ['flight', 'taxi'],
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nAvoid: taxis', {
    ...RB,
    people: 2,
    budget: null,
    no: ['taxi'],
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nBudget: 3.2K USD', {
    ...RB,
    people: 2,
    budget: 3200,
  }),

  // ---- an email with a form inside
  ok(
    'Hi Priya,\n\nCould you plan something for us? Details below.\n\nFrom: Cleveland\nTo: Columbus\nDates: 2022-03-11 to 2022-03-13\nGuests: 2\nBudget: $900\n\nThanks,\nTom',
    { origin: 'Cleveland', to: 'Columbus', days: 3, start: '2022-03-11', people: 2, budget: 900 },
  ),
  ok("Reno to Boise trip.\nFrom: Reno\nDates: 2022-04-02 to 2022-04-04\nGuests: 3\nWe'd like a place where guests are welcome.", {
    ...RB,
    people: 3,
    budget: null,
    rules: ['visitors'],
  }),

  // ---- refusals that come from a form
  no('From: Reno\nTo: Idaho\nDates: 2022-04-02 to 2022-04-06\nGuests: 2', 'cityCount', 'Idaho'),
  no('Origin: Texas\nDestination: Denver\nDates: 2022-04-02 to 2022-04-04\nGuests: 2', 'origin', 'Texas'),
  no('From: Reno\nTo: Boise\nDays: 4\nDates: 2022-04-02 to 2022-04-04\nGuests: 2', 'days'),
  no('From: Reno\nTo: Boise\nDates: April 2-4\nGuests: 2', 'startDate', 'April 2'),
  no('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nCuisine: Thai | Italian', 'cuisines', 'Thai'),
  no('From: Reno | To: Sedona | Dates: 2022-04-02 to 2022-04-04 | Guests: 2', 'destination', 'Sedona'),

  // ---- boxes: a filled-in form's empty options are not chosen; a task list's empty boxes are wishes still to meet
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nAdults: 2   Kids: 2 (ages 6, 8)\n[x] Pets welcome  [ ] Smoking  [ ] Whole place', {
    ...RB,
    people: 4,
    budget: null,
    rules: ['children under 10', 'pets'],
  }),
  ok('From: Reno\nTo: Boise\nDates: 2022-04-02 to 2022-04-04\nGuests: 2\nRoom type:\n☐ Shared\n☑ Private room\n☐ Entire home', {
    ...RB,
    people: 2,
    budget: null,
    room: 'private room',
  }),
  ok('Reno to Boise, April 2-4, 2022, two of us, $900.\nParties allowed? ( ) yes (x) no\nFood: [x] Mexican [ ] Chinese [ ] French', {
    ...RB,
    people: 2,
    budget: 900,
    cuisines: ['Mexican'],
  }),
  ok('Reno to Boise, April 2-4, 2022, two of us, $900.\nTo do:\n- [x] pick the dates\n- [ ] entire apartment\n- [ ] one Chinese dinner', {
    ...RB,
    people: 2,
    budget: 900,
    cuisines: ['Chinese'],
    room: 'entire room',
  }),
  ok('Reno to Boise, April 2-4, 2022, two of us, $900.\n[ ] somewhere that allows smoking\n[ ] Italian food at least once', {
    ...RB,
    people: 2,
    budget: 900,
    rules: ['smoking'],
    cuisines: ['Italian'],
  }),

  // ---- a field of things said not to be required; lines crossed out
  ok('Reno to Boise, April 2-4, 2022, two of us, $900.\nMUST: pet-friendly\nNICE TO HAVE: Italian food, an entire home', {
    ...RB,
    people: 2,
    budget: 900,
    rules: ['pets'],
  }),
  ok('Reno to Boise, April 2-4, 2022, two of us, $900.\n✘ smoking rooms (my asthma)\n❌ shared rooms\n✔ Mexican', {
    ...RB,
    people: 2,
    budget: 900,
    cuisines: ['Mexican'],
    room: 'not shared room',
  }),

  ok("Reno to Boise, April 2-4, 2022, two of us, $900.\n❌ flying - my back can't take it, we'll drive\n❌ shared rooms", {
    ...RB,
    people: 2,
    budget: 900,
    room: 'not shared room',
    no: ['flight', 'taxi'],
  }),

  ok('Reno to Boise, April 2-4, 2022, two of us, $900.\nRoom: ✔ private room  ✘ shared room  ✘ whole apartment (too pricey)', {
    ...RB,
    people: 2,
    budget: 900,
    room: 'private room',
  }),
  ok('Reno to Boise, April 2-4, 2022, two of us, $900.\nRoom: ✔ private room ✔ entire home ✘ shared', {
    ...RB,
    people: 2,
    budget: 900,
    room: 'not shared room',
  }),

  // ---- marks after their options; a crossed-out list ruled out whole (a second reader's near misses)
  ok('Reno to Boise, April 2-4, 2022, two of us, $900.\nFlights ✘  Driving ✔', {
    ...RB,
    people: 2,
    budget: 900,
    no: ['flight'],
  }),
  ok('Reno to Boise, April 2-4, 2022, two of us, $900.\n✘ Mexican, Indian\n✔ Italian', {
    ...RB,
    people: 2,
    budget: 900,
    cuisines: ['Italian'],
    avoid: ['Mexican', 'Indian'],
  }),
];
