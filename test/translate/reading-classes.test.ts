/**
 * Kinds of phrasing that requests written outside the translator showed it could not read (issue 24), each held to
 * the exact reading with examples written here, not taken from those sets: roles of places from evidence, parties
 * read from lists and asked about when unread, words that are not wishes, a form's own answers, room types by
 * elimination, dates as people write them, places by their nicknames, cities of a state, and money per person and day.
 */
import { expect } from 'chai';
import { geographyNames, loadGeography, resolveDatabaseDir } from '../../src/sandbox/index.ts';
import type { TripSpec } from '../../src/tripspec/index.ts';
import type { PlaceNames } from '../../src/translate/places.ts';
import { readRequest } from '../../src/translate/rules/index.ts';
import { requireTravelPlanner, travelPlannerDirOrUndefined } from '../helpers/data.ts';

const dir = travelPlannerDirOrUndefined();

/** The fields that matter for a reading, or the refusal's field and message. */
function read(names: PlaceNames, text: string): Partial<TripSpec> | { refused: string; message: string; choices?: readonly string[] } {
  const o = readRequest(text, names, { defaultYear: 2022 });
  if (!o.spec) {
    const e = o.errors[0]!;
    return { refused: e.field, message: e.message, ...(e.choices ? { choices: e.choices } : {}) };
  }
  return o.spec;
}

describe('rules translator: phrasing written outside it, by kind', () => {
  if (!dir) {
    it('needs the TravelPlanner data', function () {
      requireTravelPlanner(this);
    });
    return;
  }
  const g = loadGeography(resolveDatabaseDir(dir));
  const names: PlaceNames = geographyNames(g);
  const r = (text: string) => read(names, text);
  const TRIP = ' March 4-6, 2022, solo, $1,500.';

  describe('roles of places come from evidence', () => {
    it('takes the only city outside the destination state as the origin, whatever verb stands before it', () => {
      expect(r('Commencing in Medford and visiting 3 cities in Colorado from March 4th to March 10th, 2022, 2 people, $5,000.')).to.deep.include({
        origin: 'Medford',
        destination: { kind: 'state', name: 'Colorado' },
        cityCount: 3,
        travellers: 2,
      });
      expect(r("I've been stuck in Chicago all winter and want to head down to New Orleans," + TRIP)).to.deep.include({
        origin: 'Chicago',
        destination: { kind: 'city', name: 'New Orleans' },
      });
    });

    it('asks where the trip starts, naming both places, when two places are cued alike', () => {
      expect(r('We will be in Chicago and Denver,' + TRIP)).to.deep.include({ refused: 'origin', choices: ['Chicago', 'Denver'] });
    });

    it("asks whether an amount beside a word of sharing out is everyone's or each one's, with both totals to choose", () => {
      const BASE = 'From Denver to Boston, March 4-6, 2022, three of us. ';
      for (const money of ['Budget: $400 per climber.', 'Every one of us saved up $400.', 'Each of us has set aside $400.'])
        expect(r(BASE + money), money).to.deep.include({ refused: 'budget', choices: ['400', '1200'] });
      // Amounts already read as each one's, a sharing out after a comma, or one traveller: no question.
      expect(r(`${BASE}We are each chipping in $400.`)).to.deep.include({ budget: 1200 });
      expect(r(`${BASE}We have $400 apiece.`)).to.deep.include({ budget: 1200 });
      expect(r(`${BASE}Max $1,200, each couple of days we move on.`)).to.deep.include({ budget: 1200 });
      expect(r('From Denver to Boston, March 4-6, 2022, solo. Each of us, me and my shadow, has $1,200.')).to.deep.include({ budget: 1200 });
      // A second reader's totals: a word of the whole party, of a source or a 'total' beside the amount asks nothing.
      for (const t of [
        'Per our agreement, the budget is $1,200.',
        'Each night somewhere new, total budget $1,200.',
        '$1,200 per group.',
        'As per usual, $1,200 all in.',
      ])
        expect(r(BASE + t), t).to.deep.include({ budget: 1200 });
    });

    it('takes no cuisine, country or person for a place', () => {
      expect(r('From Denver to Boston, we would love to explore Chinese and Indian cuisine,' + TRIP)).to.deep.include({
        origin: 'Denver',
        cuisines: ['Chinese', 'Indian'],
      });
      expect(r('I am from Brazil, now I live in Austin and want to visit Chicago,' + TRIP)).to.deep.include({
        origin: 'Austin',
        destination: { kind: 'city', name: 'Chicago' },
      });
      expect(r('From: Mrs. Okafor\nMessage: Leaving from Denver, going to Boston.' + TRIP)).to.deep.include({ origin: 'Denver' });
    });

    it('reads nicknames, airport codes and state nicknames as the places they name', () => {
      expect(r('Beantown to the Big Easy,' + TRIP)).to.deep.include({ origin: 'Boston', destination: { kind: 'city', name: 'New Orleans' } });
      expect(r('FROM SFO TO DENVER,' + TRIP.toUpperCase())).to.deep.include({ origin: 'San Francisco', destination: { kind: 'city', name: 'Denver' } });
      expect(r('From Omaha to 2 cities in the Peach State, March 4-8, 2022, solo, $2,000.')).to.deep.include({
        destination: { kind: 'state', name: 'Georgia' },
        cityCount: 2,
      });
    });

    it('reads cities named with their state, or two cities of one state, as the state and the cities to visit', () => {
      expect(r('From Savannah to Florida - two cities, Orlando and Tampa - March 4-8, 2022, solo, $2,000.')).to.deep.include({
        destination: { kind: 'state', name: 'Florida' },
        cityCount: 2,
        cities: ['Orlando', 'Tampa'],
      });
      expect(r('Alaska! Anchorage and Juneau, from Newark, March 4-8, 2022, solo, $3,000.')).to.deep.include({
        origin: 'Newark',
        destination: { kind: 'state', name: 'Alaska' },
        cities: ['Anchorage', 'Juneau'],
      });
      expect(r('From Denver to Austin and Dallas, March 4-8, 2022, solo, $2,000.')).to.deep.include({
        destination: { kind: 'state', name: 'Texas' },
        cityCount: 2,
        cities: ['Austin', 'Dallas'],
      });
      expect(r('From Denver to Austin or Dallas,' + TRIP)).to.deep.include({ refused: 'destination' });
    });

    it('sets aside places named only as where someone lives or lived, or in a story of another trip', () => {
      expect(r('From Denver to Boston,' + TRIP + ' My aunt in Chicago wanted to come, but no.')).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
      });
      expect(r('We live in Denver now (we moved from Kansas years ago) and want to see Boston,' + TRIP)).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
      });
      expect(r('No trains after that mess in Chicago last year. From Denver to Boston,' + TRIP)).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
      });
      expect(
        r("My grandma's family were all from Kansas. From Denver I want to see Austin, Dallas and Houston, March 4-10, 2022, solo, $3,000."),
      ).to.deep.include({ origin: 'Denver', destination: { kind: 'state', name: 'Texas' }, cityCount: 3 });
    });

    it('takes no honorific for a state, no dish for a place, and counts islands as the cities of a state', () => {
      expect(r('PLEASE PLAN A TRIP FROM DENVER FOR MS. LEE TO EXPLORE AUSTIN, DALLAS AND HOUSTON, MARCH 4-8, 2022, $3,000.')).to.deep.include({
        destination: { kind: 'state', name: 'Texas' },
        cityCount: 3,
      });
      expect(r('From Denver to Boston,' + TRIP + ' We want Mexican food (Mission burritos!).')).to.deep.include({
        destination: { kind: 'city', name: 'Boston' },
        cuisines: ['Mexican'],
      });
      expect(r('From Denver to two islands in Hawaii, March 4-8, 2022, solo, $3,000.')).to.deep.include({
        destination: { kind: 'state', name: 'Hawaii' },
        cityCount: 2,
      });
    });

    it('starts the trip where the writer moved to, and reads no place past the end of its sentence', () => {
      expect(r('We moved from Chicago down to Denver last spring, and now we want to see Boston, March 4-6, 2022, 2 of us, $1,500.')).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
      });
      expect(r("It's going to be Boston, MA. Home base is Denver, March 4-6, 2022, solo, $1,500.")).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
      });
      expect(r('Leaving from: SEA\nTo: Boston\nDates: March 4-6, 2022\nWho: just me\nBudget: $1,500')).to.deep.include({ origin: 'Seattle' });
    });

    it('reads a city of the destination state named again, for the trip or for someone there, as one of its cities', () => {
      expect(r('From Denver to 2 cities in Florida (Miami, Tampa), March 4-8, 2022, solo, $2,000. A friend lives in Tampa and will visit.')).to.deep.include({
        destination: { kind: 'state', name: 'Florida' },
        cities: ['Miami', 'Tampa'],
      });
      expect(r('A night in Austin, then Dallas: 2 cities in Texas from Denver, March 4-8, 2022, solo, $2,000.')).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'state', name: 'Texas' },
      });
    });
  });

  describe('the party is read from what is written, and asked about when it is not', () => {
    it('counts lists of people with names, relations, ages and rosters', () => {
      const ppl = (who: string) => (r(`From Denver to Boston, March 4-6, 2022. ${who} $1,500.`) as Partial<TripSpec>).travellers;
      expect(ppl('Guests: me, Rosa (sister).')).to.equal(2);
      expect(ppl('Who: Kevin and Luis and me.')).to.equal(3);
      expect(ppl("It's me, my husband, my son leo, who's 7, and my daughter lily (3).")).to.equal(4);
      expect(ppl('Fam of 4 (me, hubby + 2 kiddos aged 12 and 14).')).to.equal(4);
      expect(ppl('Headcount:\n1. Gabby (me)\n2. Omar (cousin)\n3. ~~Jorge~~ (out)\n4. Olivia (sister)\n')).to.equal(3);
      expect(ppl('Travel for our two managers, Ms. Harper and Mr. Diaz.')).to.equal(2);
      expect(ppl('My husband and I are taking our son, who is 5.')).to.equal(3);
      expect(ppl('me + 1.')).to.equal(2);
      expect(ppl('x6.')).to.equal(6);
      expect(ppl('A couple from Denver, we are.')).to.equal(2);
    });

    it('reads "a couple" leading the request, corrections of a count, and leaves out who is not coming', () => {
      expect(r('A couple from Denver going to Boston,' + ' March 4-6, 2022, $1,500.')).to.deep.include({ travellers: 2 });
      expect(r('Three of us, sorry, four now, from Denver to Boston, March 4-6, 2022, $1,500.')).to.deep.include({ travellers: 4 });
      expect(r('Party of 8... correction, 7, one person dropped out. From Denver to Boston, March 4-6, 2022, $1,500.')).to.deep.include({ travellers: 7 });
      expect(r('Me and my 3 friends from Denver to Boston, March 4-6, 2022, $1,500. One of us smokes, so smoking must be allowed.')).to.deep.include({
        travellers: 4,
        houseRules: ['smoking'],
      });
      expect(r('I am booking a trip for my daughter Isla (19), I am not going. From Denver to Boston, March 4-6, 2022, $1,500.')).to.deep.include({
        travellers: 1,
      });
      expect(
        r('Just me from Denver to Boston, March 4-6, 2022, $1,500. My cousin lives in Boston and will come by, so visitors must be allowed.'),
      ).to.deep.include({ travellers: 1, houseRules: ['visitors'] });
    });

    it('counts a described couple, a number of travellers by what they are, and leaves animals out of a list', () => {
      const ppl = (who: string) => (r(`From Denver to Boston, March 4-6, 2022. ${who} $1,500.`) as Partial<TripSpec>).travellers;
      expect(ppl("We're a young married couple.")).to.equal(2);
      expect(ppl('Three tired nurses need a break.')).to.equal(3);
      expect(ppl('Me and my dog Rufus.')).to.equal(1);
      expect(ppl('It will be me, my husband and Biscuit the corgi.')).to.equal(2);
      expect(ppl('Me, Dana and the three ninos, Ana (6), Luis (9) and Eva (11).')).to.equal(5);
      expect(ppl('My partner, my three sisters and their husbands, and me.')).to.equal(8);
      expect(ppl('Me, Sam, kids: Lily 7, Max 12.')).to.equal(4);
    });

    it('reads a count said to hold now as a correction, and no count in a story of another trip', () => {
      expect(
        r('Booking for me and my three friends from Denver to Boston, March 4-6, 2022, $1,500. One friend cancelled, so it is three of us now.'),
      ).to.deep.include({ travellers: 3 });
      expect(r('From Denver to Boston, March 4-6, 2022, $1,500, just me. Last year I shared a cabin with five strangers.')).to.deep.include({ travellers: 1 });
      expect(r('My brother and I are taking our first trip alone, from Denver to Boston, March 4-6, 2022, $1,500.')).to.deep.include({ travellers: 2 });
    });

    it('reads a party in capitals or lowercase, "for" a party in a trip\'s sentence, "Fam of N" and "X4"', () => {
      const ppl = (text: string) => (r(text) as Partial<TripSpec>).travellers;
      expect(ppl('FROM DENVER TO BOSTON, MARCH 4-6, 2022, $1,500. ME, TOMAS AND PIA.')).to.equal(3);
      expect(ppl('FROM DENVER TO BOSTON, MARCH 4-6, 2022, $1,500. THE TRIP IS FOR PIA AND ME.')).to.equal(2);
      expect(ppl('from denver to boston, march 4-6, 2022, $1,500. me, my mom, tomas and pia.')).to.equal(4);
      expect(ppl('I am booking a trip from Denver to Boston, March 4-6, 2022, $1,500, for our two partners, Dr. Lee and Ms. Ruiz.')).to.equal(2);
      expect(ppl('From Denver to Boston, March 4-6, 2022. For our three interns, Ana, Bo and Cy. $1,500.')).to.equal(3);
      expect(ppl('From Denver to Boston, March 4-6, 2022. Fam of 5. $1,500.')).to.equal(5);
      expect(ppl('From Denver to Boston, March 4-6, 2022. X4. $1,500.')).to.equal(4);
    });

    it('reads a roster in capitals, and asks when a travellers field gives no count', () => {
      expect(r('FROM: DENVER\nTO: BOSTON\nDATES: 2022-03-04 TO 2022-03-06\nHEADCOUNT:\nPIA\n~~TOMAS~~ (OUT)\nBO\nBUDGET: 1500')).to.deep.include({
        travellers: 2,
      });
      expect(r('From: Denver\nTo: Boston\nDates: 2022-03-04 to 2022-03-06\nGuests: the usual crew\nBudget: 1500')).to.deep.include({ refused: 'travellers' });
    });

    it('reads a pasted table and "Adults" beside "Children" as the whole party', () => {
      expect(r('From\tTo\tStart\tEnd\tPeople\tBudget\nDenver\tBoston\t2022-03-04\t2022-03-06\t2\t$1,500')).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
        travellers: 2,
        budget: 1500,
      });
      expect(r('origin,destination,start,end,adults,children,budget\nDenver,Boston,2022-03-04,2022-03-06,2,1,1500\nthe child is 7')).to.deep.include({
        travellers: 3,
        houseRules: ['children under 10'],
      });
      expect(r('From: Denver\nTo: Boston\nDates: 2022-03-04 to 2022-03-06\nAdults: 2\nChildren: 2 (ages 12 and 15)\nBudget: $2,000')).to.deep.include({
        travellers: 4,
      });
    });

    it('reads a short question answered on its own line ("Group size? 3")', () => {
      expect(r('Where from? Denver\nWhere to? Boston\nDates? March 4-6, 2022\nGroup size? 3\nBudget? $1,500')).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
        travellers: 3,
        budget: 1500,
      });
    });

    it('asks how many travel when words speak of people and no count is read, or when members are undecided', () => {
      expect(r('From Denver to Boston, March 4-6, 2022, $1,500. Me, Rick, kids.')).to.deep.include({ refused: 'travellers' });
      expect(r('I want to take the whole family from Denver to Boston, March 4-6, 2022, $1,500.')).to.deep.include({ refused: 'travellers' });
      expect(r('3pax... no, from Denver to Boston, March 4-6, 2022, me and maybe my sister, $1,500.')).to.deep.include({
        refused: 'travellers',
        message: 'travellers: the request has not settled who is coming (found: "me and maybe my sister")',
      });
    });
  });

  describe('words that are not said as a wish ask for nothing', () => {
    it("sets aside stories, people and pets that stay home, the planner's side of a chat and wishes said not to be required", () => {
      expect(r('From Denver to Boston,' + TRIP + ' We drove down to the lake last summer and it was fine.')).to.deep.include({ excludeTransport: [] });
      expect(r('From Denver to Boston,' + TRIP + ' I quit smoking last year.')).to.deep.include({ houseRules: [] });
      expect(r('From Denver to Boston,' + TRIP + ' My cat is staying with my mom.')).to.deep.include({ houseRules: [], travellers: 1 });
      expect(
        r('Agent: Where from?\nMe: Denver\nAgent: Where to?\nMe: Boston\nAgent: Any pets, room preferences?\nMe: March 4-6, 2022, solo, $1,500'),
      ).to.deep.include({ origin: 'Denver', houseRules: [], roomType: null });
      expect(r('From Denver to Boston,' + TRIP + " I'd prefer direct flights if there are any, but it's not a must.")).to.deep.include({
        excludeTransport: [],
      });
      expect(r('From Denver to Boston,' + TRIP + ' A road trip!')).to.deep.include({ excludeTransport: [] });
    });

    it('lets the later statement of a house rule win, and takes college or grown kids for adults', () => {
      expect(r('From Denver to Boston,' + TRIP + " My brother smokes, but he'll step outside, we don't need a smoking room.")).to.deep.include({
        houseRules: [],
      });
      expect(r('From Denver to Boston, March 4-6, 2022, $1,500. Me, my wife and our two college kids.')).to.deep.include({ travellers: 4, houseRules: [] });
      expect(r('From Denver to Boston, March 4-6, 2022, $1,500. Me and the kids (Lena is 8, Tom is 12).')).to.deep.include({
        houseRules: ['children under 10'],
      });
    });

    it('reads a dish beside a cuisine as that cuisine, a nationality as no food, and asks about a cuisine not named', () => {
      expect(r('From Denver to Boston,' + TRIP + ' Musts: Mexican (tacos!) and a French bistro.')).to.deep.include({ cuisines: ['Mexican', 'French'] });
      expect(r('From Denver to Boston,' + TRIP + " We're Chinese, so this time we want American food.")).to.deep.include({ cuisines: ['American'] });
      expect(r('From Denver to Boston,' + TRIP + ' We cook Indian every day, this time we want Italian.')).to.deep.include({ cuisines: ['Italian'] });
      expect(r('From Denver to Boston,' + TRIP + ' We want that kind of food again, I forget its name.')).to.deep.include({ refused: 'cuisines' });
    });

    it('reads a way of travelling the sandbox lacks as nothing when it is a sight or has a way out', () => {
      expect(r('From Denver to Boston,' + TRIP + ' We want to ride the historic cog railway.')).to.deep.include({ excludeTransport: [] });
      expect(r('From Denver to Boston,' + TRIP + " I'd take a train, but if there is no train, anything else works.")).to.deep.include({
        excludeTransport: [],
      });
      expect(r('From Denver to Boston,' + TRIP + ' Train only.')).to.deep.include({ refused: 'excludeTransport' });
      expect(r('Flying Denver > Boston,' + TRIP)).to.deep.include({ origin: 'Denver', excludeTransport: [] });
    });

    it("reads a chat with the planner: a first name as the traveller's label, the question of a line's last sentence, and nothing counted on the planner's side", () => {
      expect(
        r(
          'Agent: Hi! Where are you starting from?\nMaya: Denver\nAgent: Where to?\nMaya: Florida\nAgent: Lovely. One city there or several?\nMaya: 2 please\nAgent: When?\nMaya: March 4-8, 2022\nAgent: How many people?\nMaya: me and my sister\nAgent: Budget?\nMaya: $2,000',
        ),
      ).to.deep.include({ origin: 'Denver', destination: { kind: 'state', name: 'Florida' }, cityCount: 2, travellers: 2 });
      expect(
        r('Q: Where from?\nA: Denver\nQ: Where to?\nA: Florida\nQ: How many cities would you like to visit?\nA: 2\nQ: When?\nA: March 4-8, 2022, solo, $2,000'),
      ).to.deep.include({ cityCount: 2 });
    });

    it('reads the amount that holds: a reply over the message it quotes, and not one said not to', () => {
      expect(
        r(
          'Update: budget is now $2,000 total (not $1,800).\n\n-----Original Message-----\n> From Denver to Boston\n> March 4-6, 2022, solo\n> Budget $1,800 total.',
        ),
      ).to.deep.include({ budget: 2000 });
    });

    it('rules out with "rule out", reads a bare "- no" only as an answer, and leaves a solo writer\'s children home', () => {
      expect(r('From Denver to Boston,' + TRIP + ' None of us can drive, so rule out self-driving.')).to.deep.include({ excludeTransport: ['self-driving'] });
      expect(r('From Denver to Boston,' + TRIP + ' i want the entire place to myself - no sharing with a host')).to.deep.include({ roomType: 'entire room' });
      expect(
        r('From Denver to Boston, March 4-6, 2022, $1,500. My children keep telling me to get out of the house, so I will be going by myself.'),
      ).to.deep.include({ travellers: 1, houseRules: [], roomType: null });
    });

    it('asks about a wish the writer has not decided', () => {
      expect(r('From Denver to Boston,' + TRIP + " We might bring the dog, haven't decided yet.")).to.deep.include({ refused: 'houseRules' });
    });
  });

  describe("a form's value is the field's own answer", () => {
    it('reads yes, no, fine and 0 after a key as what they say of that key', () => {
      const form = 'From: Denver\nTo: Boston\nDates: 2022-03-04 to 2022-03-06\nPax: 2\nBudget: $2,000\n';
      expect(r(`${form}Driving ourselves: no`)).to.deep.include({ excludeTransport: ['self-driving'] });
      expect(r(`${form}Driving: no\nFlights: fine\nPets: yes\nSmoking: no\nChildren: 0`)).to.deep.include({
        excludeTransport: ['self-driving'],
        houseRules: ['pets'],
      });
      expect(r('from=Denver; to=Boston; start=2022-03-04; length=3 days; people=1; budget=2100')).to.deep.include({ travellers: 1, budget: 2100 });
    });

    it('reads a room type left by ruling the others out', () => {
      expect(r('From Denver to Boston,' + TRIP + " I'd like a private room, not a shared room and not an entire apartment.")).to.deep.include({
        roomType: 'private room',
      });
      expect(r('From Denver to Boston,' + TRIP + ' Not a shared room and not an entire apartment.')).to.deep.include({ roomType: 'private room' });
    });
  });

  describe('dates as people write them', () => {
    const dates = (text: string) => {
      const s = r(`From Denver to Boston, ${text}, solo, $1,500.`) as Partial<TripSpec>;
      return [s.startDate, s.endDate];
    };
    it('reads a day before its month in a form ("Start date: 29. March 2022"), on a line of its own too', () => {
      expect(r('From: Denver | To: Boston | Start date: 29. March 2022 | Length: 3 days | Solo | $1,500')).to.deep.include({
        startDate: '2022-03-29',
        days: 3,
      });
      expect(r('From Denver to Boston\n17. April 2022 to 19. April 2022\nsolo, $1,500')).to.deep.include({ startDate: '2022-04-17', endDate: '2022-04-19' });
    });

    it('reads numeric ranges, day-first dates, lists of days and weekday-marked dates', () => {
      expect(dates('3/14/2022–3/16/2022')).to.deep.equal(['2022-03-14', '2022-03-16']);
      expect(dates('21/03/2022 - 23/03/2022')).to.deep.equal(['2022-03-21', '2022-03-23']);
      expect(dates('from 22.8.2022 to 24.8.2022')).to.deep.equal(['2022-08-22', '2022-08-24']);
      expect(dates('2022-03-21 thru 2022-03-23')).to.deep.equal(['2022-03-21', '2022-03-23']);
      expect(dates('2022-08-01..2022-08-03')).to.deep.equal(['2022-08-01', '2022-08-03']);
      expect(dates('April 1st, 2nd and 3rd 2022')).to.deep.equal(['2022-04-01', '2022-04-03']);
      expect(dates('Thu 4/7 - Sat 4/9/22')).to.deep.equal(['2022-04-07', '2022-04-09']);
      expect(dates('leaving Saturday Nov 5, 2022 and back Monday the 7th')).to.deep.equal(['2022-11-05', '2022-11-07']);
    });

    it('lets a later statement correct an earlier date, and a reply correct the message it quotes', () => {
      expect(dates("we were going to start on March 3 but moved it: now it's March 4-6, 2022")).to.deep.equal(['2022-03-04', '2022-03-06']);
      expect(dates("I was going to say Oct 2-4, 2022 but let's move it to Sunday September 18 to Tuesday September 20, 2022 instead")).to.deep.equal([
        '2022-09-18',
        '2022-09-20',
      ]);
      const reply =
        'Change of plans: it is now May 29 - May 31, 2022. Rest below stands.\n\nOn Tue, Apr 5, 2022 at 3:34 PM Fatima wrote:\n> From Denver to Boston\n> Dates: 06/05/2022 to 06/07/2022\n> solo, $1,500';
      expect(r(reply)).to.deep.include({ origin: 'Denver', startDate: '2022-05-29', endDate: '2022-05-31' });
    });

    it('reads "3 or 4 days" as no length', () => {
      expect(r('From Denver to Boston, 3 or 4 days from March 4, 2022, solo, $1,500.')).to.deep.include({ refused: 'days' });
    });
  });

  describe('money per person and per day', () => {
    const budget = (words: string) => (r(`From Denver to Boston, March 4-6, 2022, 2 of us. ${words}`) as Partial<TripSpec>).budget;
    it('multiplies a rate per day, per person, and per person and day', () => {
      expect(budget('$300 per day.')).to.equal(900);
      expect(budget('$150/person/day.')).to.equal(900);
      expect(budget("Everyone's chipping in $500.")).to.equal(1000);
      expect(budget('My budget is 1.500 USD.')).to.equal(1500);
    });
    it('asks when the writer asks whether an amount is per person or total, and when it is a range', () => {
      expect(r('From Denver to Boston, March 4-6, 2022, 2 of us. Our budget is $800 - do you price that per person or total?')).to.deep.include({
        refused: 'budget',
        choices: ['per person', 'total'],
      });
      expect(r('From Denver to Boston, March 4-6, 2022, 2 of us, budget somewhere between 2 and 3 grand.')).to.deep.include({ refused: 'budget' });
    });
  });

  describe('what the held-out halves showed (read once, then fixed by kind)', () => {
    const T = ' From Denver to Boston, March 4-6, 2022, $1,500.';
    const people = (text: string) => (r(text) as Partial<TripSpec>).travellers;
    it('counts people, not the animals named earlier, nor a role noun that describes the writer', () => {
      expect(r('We bring our beagle Biscuit.' + T + ' My husband and I plus Biscuit. Pet-friendly places only.')).to.deep.include({
        travellers: 2,
        houseRules: ['pets'],
      });
      expect(people("I'm a single dad travelling with my son Max (8)." + T)).to.equal(2);
      expect(people('It is me & hubs.' + T)).to.equal(2);
    });
    it('reads a pasted roster under a people column, with names like DeAndre', () => {
      expect(people('Name | Role\nAna | planner\nBo |\nCy |\n\n' + T.trim())).to.equal(3);
      expect(people('Traveller\tAge\nAna\t30\nDeAndre\t31\n\n' + T.trim())).to.equal(2);
    });
    it('counts a list that opens its sentence and takes others along, members known from work, and one added "now"', () => {
      expect(people('Grandma and Grandpa are taking Mia (7) and Leo (12).' + T)).to.equal(4);
      expect(people("It's me, Priya from work, my coworker Dan and my coworker Lee." + T)).to.equal(4);
      expect(people("It's me, my two cousins, and now my aunt Jo." + T)).to.equal(4);
    });
    it('leaves the baby of someone who is not coming at home', () => {
      expect(r("It's me and my brother." + T + " Our sister can't come (new baby).")).to.deep.include({ travellers: 2, houseRules: [] });
    });
    it('reads a room as asked, and the lodging spoken of as no kind asked for', () => {
      expect(r('2 pax.' + T + ' private rm pls')).to.deep.include({ roomType: 'private room' });
      expect(r('2 of us.' + T + ' We each want our own space, so no shared rooms.')).to.deep.include({ roomType: 'not shared room' });
      expect(r('Me, my wife and our son (4).' + T + ' The houses must accept small children.')).to.deep.include({
        roomType: null,
        houseRules: ['children under 10'],
      });
      expect(r('Just me.' + T + ' A friend will visit us at the apartment, so visitors must be allowed. I love old houses.')).to.deep.include({
        roomType: null,
        houseRules: ['visitors'],
      });
    });
    it('reads a nationality before a person as no cuisine', () => {
      expect(r('Just me.' + T + ' Our American business partner will join us for dinner.')).to.deep.include({ cuisines: [] });
    });
    it('reads what a budget covers and a first time as no way asked for, and a way ruled out over a mention said without a wish', () => {
      expect(r('Just me.' + T.replace('$1,500.', '$1,500 including flights.'))).to.deep.include({ excludeTransport: [] });
      expect(r("It's my first time flying!" + T + ' Just me.')).to.deep.include({ excludeTransport: [] });
      expect(r("Just me. I'm terrified of city driving, so nothing where I have to drive myself." + T)).to.deep.include({ excludeTransport: ['self-driving'] });
      expect(r("Just me. I won't be renting or driving a car." + T)).to.deep.include({ excludeTransport: ['self-driving'] });
      expect(r('Just me. NOT flying - I get panic attacks on planes.' + T)).to.deep.include({ excludeTransport: ['flight'] });
      expect(r('A self-drive trip from Denver to Boston, March 4-6, 2022, solo, $1,500, but no driving.')).to.deep.include({ refused: 'excludeTransport' });
    });
    it('reads money each can put in, and a budget said after "Budget\'s like..."', () => {
      expect((r('Four of us. From Denver to Boston, March 4-6, 2022. Each of us can put in $500.') as Partial<TripSpec>).budget).to.equal(2000);
      expect(
        (r("Me and my brother. From Denver to Boston, March 4-6, 2022. Budget's like... fifteen hundred for the both of us.") as Partial<TripSpec>).budget,
      ).to.equal(1500);
    });
    it('reads a listing that "needs to be OK with" something as its rule, and the travellers being OK with it as nothing', () => {
      expect(r('2 of us.' + T + ' The place needs to be OK with pets.')).to.deep.include({ houseRules: ['pets'] });
      expect(r('2 of us.' + T + " We're OK with pets.")).to.deep.include({ houseRules: [] });
    });
    it('reads a labelled wish in running text, whatever story follows it', () => {
      expect(r('2 of us.' + T + ' cuisine wishes: Chinese and American we drove down to the coast last summer')).to.deep.include({
        cuisines: ['Chinese', 'American'],
      });
    });
    it('reads "I keep coming back to X" as a wish to go there', () => {
      expect(r("I keep coming back to Boston. I'd go by myself. I'm in Denver, so leaving from there March 4, back March 6, 2022. $1,500.")).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
      });
    });
  });

  describe('what set C (40 new styles) showed, by kind', () => {
    const T = ' From Denver to Boston, March 4-6, 2022, $1,500.';
    const people = (text: string) => (r(text) as Partial<TripSpec>).travellers;
    it('reads a weekday before each day of a range whose month comes last', () => {
      expect(r('From Denver to Boston, Thursday the 3rd to Saturday the 5th of March 2022, solo, $1,500.')).to.deep.include({
        startDate: '2022-03-03',
        endDate: '2022-03-05',
        days: 3,
      });
    });
    it('reads a length told of a past trip as no length of this one', () => {
      expect(r('From Denver to Boston, solo, $1,500. Last year we did 5 days. Leaving March 4 and back March 6, 2022.')).to.deep.include({ days: 3 });
    });
    it('reaches "not ... anything where" over more words', () => {
      expect(r('Just me.' + T + ' Do NOT book anything where any of us has to drive, please.')).to.deep.include({ excludeTransport: ['self-driving'] });
    });
    it('counts "us two", "self", "you", "her" and a described relation as members of a list', () => {
      expect(people('Us two + my sister Jo.' + T)).to.equal(3);
      expect(people('PERSONNEL: self + battle buddy\nORIGIN: Denver\nOBJECTIVE: Boston\nDATES: March 4-6, 2022\nFUNDS: $1,500')).to.equal(2);
      expect(people('Crew: me + Kim + Ro + you.' + T)).to.equal(4);
      expect(people("It's just me, her, and our son Max." + T)).to.equal(3);
      expect(people('Personnel: 2 (self + 1 field assistant)\nFrom Denver to Boston, March 4-6, 2022, $1,500.')).to.equal(2);
      expect(people('Crew: groom + 5 groomsmen\nFrom Denver to Boston, March 4-6, 2022, $1,500.')).to.equal(6);
    });
    it('counts kids by their ages, a family by its count and not its surname, a group "is" its count, and a form\'s other travellers', () => {
      expect(people("I'm off with my wife and our kids (8 and 11)." + T)).to.equal(4);
      expect(people('Group: Hendricks family - 6 pax (4 adults, 2 teens)\nFrom Denver to Boston, March 4-6, 2022, $1,500.')).to.equal(6);
      expect(people("This year's retreat group is eight ladies." + T)).to.equal(8);
      expect(people('1. Lead traveller: Harold Brisbane\n2. Other travellers: none\n3. From Denver to Boston, March 4-6, 2022, $1,500.')).to.equal(1);
      expect(people('Travelling: the 4 quartet members plus 2 parent chaperones.' + T)).to.equal(6);
    });
    it('counts no one in parentheses said not to be coming, and no list said not to be the party', () => {
      expect(
        people('A gift from the whole staff (all 40 of us - no, we are not coming!): one trip for Coach, Mrs. Hardy, and their grandson Ty.' + T),
      ).to.equal(3);
    });
    it('reads ages after a dash, and a writer who says they are a child', () => {
      expect(r("I'm taking my two kids - 11 and 13." + T)).to.deep.include({ travellers: 3, houseRules: [] });
      expect(r('Me and Grandpa are going. I am 7.' + T)).to.deep.include({ travellers: 2, houseRules: ['children under 10'] });
    });
    it('reads a cap "is" an amount "a head", and a lodging opening its sentence as the one spoken of', () => {
      expect((r('Me + Kim + Ro.' + T.replace(' $1,500.', '') + ' Cap is 500 a head.') as Partial<TripSpec>).budget).to.equal(1500);
      expect(r('4 of us.' + T + ' House MUST allow parties.')).to.deep.include({ roomType: null, houseRules: ['parties'] });
    });
    it('reads "who live down in", "prvt rms" and "any arrangement but a shared room"', () => {
      expect(r('A couple who live down in Denver want Boston snow, March 4-6, 2022, $1,500.')).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
      });
      expect(r('2 ppl.' + T + ' prvt rms only')).to.deep.include({ roomType: 'private room' });
      expect(r('Just me.' + T + ' Any arrangement but a shared room will do.')).to.deep.include({ roomType: 'not shared room' });
    });
    it('reads a kind of restaurant between a cuisine and its meal as that cuisine, and a list of them as a list', () => {
      expect(r('2 of us.' + T + ' One proper American BBQ night, please.')).to.deep.include({ cuisines: ['American'] });
      expect(r('2 of us.' + T + ' we want mexican american pizza and italian')).to.deep.include({ cuisines: ['Mexican', 'American', 'Pizza', 'Italian'] });
    });
  });

  describe('what the held-out halves showed, second pass', () => {
    const T = ' From Denver to Boston, March 4-6, 2022, $1,500.';
    const people = (text: string) => (r(text) as Partial<TripSpec>).travellers;
    it('reads a postal code that is also a word as the state where a count of its cities or a destination field says so', () => {
      expect(r('From Denver to 2 cities around IN, March 4-8, 2022, solo, $2,000.')).to.deep.include({
        destination: { kind: 'state', name: 'Indiana' },
        cityCount: 2,
      });
      expect(r('Leaving from Denver. She wants OH, two cities. March 4-8, 2022, solo, $2,000.')).to.deep.include({
        destination: { kind: 'state', name: 'Ohio' },
        cityCount: 2,
      });
      expect(
        r(
          'Q: Where are you traveling from?\nA: Denver\nQ: Where would you like to go?\nA: AL please\nQ: How many cities?\nA: three\nQ: When?\nA: March 4-10, 2022, solo, $3,000',
        ),
      ).to.deep.include({ destination: { kind: 'state', name: 'Alabama' }, cityCount: 3 });
      expect(r('OK, from Denver to Boston, March 4-6, 2022, solo, $1,500.')).to.deep.include({ destination: { kind: 'city', name: 'Boston' } });
    });
    it('reads "Cities to cover:" and an answer "let\'s do 2" as the city count', () => {
      expect(r('Origin: Denver\nDestination: Texas\nCities to cover: 2\nDates: March 4-8, 2022\nTravelers: 1\nBudget: $2,000')).to.deep.include({
        cityCount: 2,
      });
      expect(
        r(
          "Agent: Where from?\nClient: Denver\nAgent: Where to?\nClient: Texas!\nAgent: One city there or several?\nClient: let's do 2\nAgent: When?\nClient: March 4-8, 2022, solo, $2,000",
        ),
      ).to.deep.include({ cityCount: 2 });
    });
    it('reads dates written in Spanish and German, with an arrow, and an ISO date with its last day', () => {
      expect(r('From Denver to Boston, del 4 al 6 de marzo de 2022, solo, $1,500.')).to.deep.include({ startDate: '2022-03-04', days: 3 });
      expect(r('From Denver to Boston, from 4. to 6. March 2022, solo, $1,500.')).to.deep.include({ startDate: '2022-03-04', days: 3 });
      expect(r('DEN → Boston | 3/4→3/6/22 | solo | $1,500')).to.deep.include({ startDate: '2022-03-04', days: 3 });
      expect(r('Denver → Boston, 2022-03-04..06, 1 pax, $1,500.')).to.deep.include({ startDate: '2022-03-04', days: 3 });
    });
    it('reads a table with pipes, its "cities" column as a count', () => {
      expect(r('origin | destination | cities | start | days | pax\nDenver | Texas | 2 | 2022-03-04 | 5 | 3\n(no budget)')).to.deep.include({
        origin: 'Denver',
        cityCount: 2,
        days: 5,
        travellers: 3,
      });
    });
    it('reads greetings in other languages as no one, pet names as no dish, and named kids with ages in parentheses', () => {
      expect(people('Hola, I want to go with my mother and my aunt.' + T)).to.equal(3);
      expect(r('Me + my two corgis (Waffles and Pancake).' + T + " I'm the only human. Pet-friendly lodging is required.")).to.deep.include({
        cuisines: [],
        houseRules: ['pets'],
      });
      expect(r('Grandpa and I are taking the two oldest grandkids, Jack (12) and Emma (10).' + T)).to.deep.include({ travellers: 4, houseRules: [] });
      expect(r("My wife and I are taking our grandson Eli (he's 9)." + T + ' The place has to allow children that age.')).to.deep.include({
        travellers: 3,
        houseRules: ['children under 10'],
      });
    });
    it('reads children at school as not coming, an eating habit as no wish, and "two little ones" beside adults', () => {
      expect(r('Just the two of us this time - the grandkids are in school.' + T)).to.deep.include({ travellers: 2, houseRules: [] });
      expect(
        r('Two adults + two little ones (ages 3 and 5), so the place must allow kids under 10.' + T + ' (the kids eat mostly noodles anyway)'),
      ).to.deep.include({ travellers: 4, cuisines: [], houseRules: ['children under 10'] });
    });
    it("reads an animal before people in a list, a name closing the list as the last relation's, and a chat thread's speaker lines as no one", () => {
      expect(people('I travel with my service dog, Juno, and my aide, Kelly.' + T)).to.equal(2);
      expect(people("It's my husband, Felix, and me." + T)).to.equal(3);
      expect(
        people(
          "Priya  10:14 AM\nwho's actually going?\nTom  10:15 AM\nme and you\nPriya  10:15 AM\nflying out of Denver Mon Mar 14, back Wed Mar 16 2022 to Boston, $2,400",
        ),
      ).to.equal(2);
    });
    it('reads children whose ages were given, named again, as those children', () => {
      expect(r("I'm taking my two kids - 11 and 13." + T + ' The kids want Chinese food at least once.')).to.deep.include({
        travellers: 3,
        houseRules: [],
        cuisines: ['Chinese'],
      });
      expect(
        r(
          'We are a family of 4 persons: I, my wife and our two daughters of 3 years and of 6 years.' +
            T +
            ' It is necessary that the lodging accepts the children.',
        ),
      ).to.deep.include({ travellers: 4, houseRules: ['children under 10'] });
    });
    it('reads a weekday and an ordinal without "the", and a list of the two other room types after ruling shared rooms out', () => {
      expect(r('Wife and I. From Denver to Boston. Leave Friday fourth March, return Sunday sixth. 2022. $1,500.')).to.deep.include({
        startDate: '2022-03-04',
        days: 3,
      });
      expect(r('Just me.' + T + " Anything but a shared room - private room, whole apartment, I don't care.")).to.deep.include({ roomType: 'not shared room' });
    });
    it('reads a place in the story of the last agency as no place of this trip', () => {
      expect(
        r('The last agency I used sent me to a hostel in Miami. Never again. I live in Denver and want to go to Boston, March 4-6, 2022, solo, $1,500.'),
      ).to.deep.include({ origin: 'Denver', destination: { kind: 'city', name: 'Boston' } });
    });
    it('reads a markdown table of fields, an airline date, a numbered question with a note, and "Number of cities to visit:"', () => {
      expect(
        r('| What | Info |\n|---|---|\n| From | Denver |\n| To | Boston |\n| Dates | March 4-6, 2022 |\n| Travelers | 1 |\n| Budget | $200/day |'),
      ).to.deep.include({ origin: 'Denver', travellers: 1, budget: 600 });
      expect(r('Origin: Denver\nDestination: Boston\nTravel dates: DEP 04MAR22 / RET 06MAR22\nTraveler(s): 1\nBudget: $1,500')).to.deep.include({
        startDate: '2022-03-04',
        days: 3,
      });
      expect(
        r(
          '1. Where are you starting from? Denver\n2. Where would you like to go? Texas\n3. How many cities? 2\n4. Travel dates? March 4 - March 8, 2022\n5. Number of travelers (including you)? 3\n6. Budget? 4,200',
        ),
      ).to.deep.include({ travellers: 3, cityCount: 2 });
      expect(
        r(
          '- Departure city: Denver\n- Destination (city or state): Texas\n- Number of cities to visit: 2\n- Dates: 03/04/2022 - 03/08/2022\n- Travelers: 5\n- Budget: $5,500',
        ),
      ).to.deep.include({ cityCount: 2, destination: { kind: 'state', name: 'Texas' } });
    });
    it('counts guests joined to a person, a relation of a relation, ages in years after a bare relation, and a pronoun opening a party field', () => {
      expect(people('- Travelers: Ms. Rossi and 3 guests\n- From: Denver\n- To: Boston\n- Dates: March 4-6, 2022\n- Budget: $3,000')).to.equal(4);
      expect(people("7 of us: me, my wife, our three grown kids, and my wife's parents." + T)).to.equal(7);
      expect(people('4 person: me, my wife, son 15 years, daughter 12 years.' + T)).to.equal(4);
      expect(people('Party: her and her husband (2)\nFrom Denver to Boston, March 4-6, 2022, $1,500.')).to.equal(2);
    });
    it("reads a trip for himself only as one, a couple who would like to take others along, and kids at grandma's as not coming", () => {
      expect(people('Mr. Rossi called. Wants a trip for himself only. They will host a small party at the rental.' + T)).to.equal(1);
      expect(people('My husband and I would like to take our grandchildren Isla (17) and Noah (12) on a trip, so four of us altogether.' + T)).to.equal(4);
      expect(r("2 adults, no kids (kids at grandma's)." + T)).to.deep.include({ travellers: 2, houseRules: [] });
    });
    it('reads "for" someone only in a sentence about the trip, a weekday range before a date range, and a weekday joined to another as no name', () => {
      expect(people('We are 4 adults - myself, my wife and my in-laws.' + T + ' Please include an Indian restaurant at least once for my in-laws.')).to.equal(
        4,
      );
      expect(r('Denver → Boston fri-sun 3/4-3/6/22. just me. $500')).to.deep.include({ startDate: '2022-03-04', days: 3 });
      expect(people('Weekend in Boston from Denver for me and my dad, Fri-Sun March 4-6 2022. $1,500.')).to.equal(2);
    });
    it('reads "No special house requirements" as no lodging, and "Cali" as California', () => {
      expect(r('Just me.' + T + ' No special house requirements.')).to.deep.include({ roomType: null });
      expect(r('7 days in Cali, 3 cities, from Denver, Jun 5-11 2022, me + wife. no budget.')).to.deep.include({
        destination: { kind: 'state', name: 'California' },
        cityCount: 3,
      });
    });
    it('asks when the writer has not settled the party, the city count, a way of travelling or what an amount covers', () => {
      expect(
        r('From Denver to Boston, March 4-6, 2022, $2,000. Not sure yet how many of the cousins are coming - could be 3 of us, could be 6.'),
      ).to.deep.include({ refused: 'travellers' });
      expect(r("Denver -> Texas, March 4-8 2022, 2 ppl, $2,000. Either 2 or 3 cities, haven't decided.")).to.deep.include({ refused: 'cityCount' });
      expect(r("Me and my wife, Denver to Boston, March 4-6 2022, $1,400. She may or may not be able to drive, and I don't drive at all.")).to.deep.include({
        refused: 'excludeTransport',
      });
      expect(
        r("From Denver to Boston, March 4-6, 2022. It's just me and my friend. My budget is 1500, not sure yet if that's per person or for both of us."),
      ).to.deep.include({ refused: 'budget' });
    });
    it('reads ordinary requests (set D): a child by their age, kids counted by "are 12 and 14", adults and kids with no "and", "we" taking others along', () => {
      expect(people("I'm travelling with my husband and our 18-month-old." + T)).to.equal(3);
      expect(people('Family trip: me, my husband, kids are 12 and 14.' + T)).to.equal(4);
      expect(people('Taking my grandsons, ages 9 and 11.' + T)).to.equal(3);
      expect(r('2 adults 2 kids (3 & 5). need kid friendly rentals.' + T)).to.deep.include({ travellers: 4, houseRules: ['children under 10'] });
      expect(people("We're from Denver, taking our 3 kids (ages 2, 6, 9) to Boston, March 4-6, 2022, so 5 of us. $6,500.")).to.equal(5);
    });
    it('reads a cluster of cities with no cue as the state they share, but not a city of a story or of another clause', () => {
      expect(
        r('Music lovers road trip: Memphis, Nashville and Knoxville over 7 days, starting April 17, 2022. Two of us, leaving from Atlanta. Budget 4k.'),
      ).to.deep.include({ destination: { kind: 'state', name: 'Tennessee' }, cityCount: 3 });
      expect(
        r('We live in Denver. Last spring we did San Antonio. This year my wife and I want to try Austin, July 1st to 3rd, 2022. $1,600.'),
      ).to.deep.include({ destination: { kind: 'city', name: 'Austin' } });
      expect(r('From Denver to Austin with a stop near Dallas, March 4-6, 2022, solo, $1,500.')).to.deep.include({ refused: 'destination' });
    });
    it('reads a diet that says who the travellers are as no wish, and a dish beside its cuisine as that cuisine', () => {
      expect(r("i'm a vegetarian going from denver to boston, 3/4 to 3/6/2022, alone. want mediterranean food at least once. budget 1k")).to.deep.include({
        cuisines: ['Mediterranean'],
      });
      expect(r('Just me.' + T + ' We love dim sum, so Chinese food is a must.')).to.deep.include({ cuisines: ['Chinese'] });
      expect(r('2 of us.' + T + " Other: we'd like American food (BBQ!) at some point")).to.deep.include({ cuisines: ['American'] });
    });
    it('asks about a pet still undecided, a city count "maybe two, maybe three", and a cuisine not yet named', () => {
      expect(r('Me and my husband.' + T + " We might bring our dog or he might go to the kennel, haven't decided yet.")).to.deep.include({
        refused: 'houseRules',
      });
      expect(r('Want to explore Texas for a week, March 4-10, 2022, from Denver, me and my wife, $3,000. Maybe two cities, maybe three.')).to.deep.include({
        refused: 'cityCount',
      });
      expect(r('My wife and I.' + T + " We want to try a cuisine we've never had before - we've done Italian, Chinese and Mexican plenty.")).to.deep.include({
        refused: 'cuisines',
      });
    });
    it('reads an ISO range whose end repeats its month, and money each puts in', () => {
      expect(r('Origin: Denver\nDestination: Boston\nDates: 2022-03-04 to 03-06\nPax: 1\nBudget: $1,500')).to.deep.include({
        startDate: '2022-03-04',
        days: 3,
      });
      expect((r("Me and my brother, Denver to Boston, March 4-6, 2022. He's putting in $800 and so am I.") as Partial<TripSpec>).budget).to.equal(1600);
    });
    it('reads set E\'s ordinary requests: a pet as "him", a quiet couple, each putting in, one other city, a corrected day and amount', () => {
      expect(people('Taking my dog Biscuit with me (just me and him).' + T + ' The Airbnb has to take pets.')).to.equal(1);
      expect(people("We don't smoke and we don't have pets, just a quiet couple." + T)).to.equal(2);
      expect((r("Planning a girls' trip!! 5 of us from Denver to Boston, March 4-6, 2022. We're each putting in $450.") as Partial<TripSpec>).budget).to.equal(
        2250,
      );
      expect(r('Two of us from Denver to Utah. We want to see Moab and one other city, 5 days, March 4 to 8, 2022. $3,000.')).to.deep.include({ cityCount: 2 });
      expect(
        r('From Denver to Boston alone, leaving Thursday the 3rd of March - sorry I mean Friday the 4th - for 3 days, 2022. About $1,100.'),
      ).to.deep.include({ startDate: '2022-03-04' });
      expect((r('three of us from Denver to Boston, March 4-6, 2022, budget 3000 - wait, our manager said 3,300.') as Partial<TripSpec>).budget).to.equal(3300);
    });
    it('reads set E\'s people: names said not to come, parents going while the writer stays home, "Four friends", "w/ my bf"', () => {
      expect(people("Our friend group: me, Tom, Ana, Priya. Ana can't come." + T)).to.equal(3);
      expect(people('Was supposed to be me, Jake and Lisa, but Lisa dropped out. So 2 of us.' + T)).to.equal(2);
      expect(
        people("My parents (both in their 70s) want to visit Boston from Denver - I'm just organizing, not travelling. March 4-6, 2022. $1,200."),
      ).to.equal(2);
      // "Four friends" opening a request where the writer never says "I" or "me" is the party (sets E, G and H wrote it
      // so); with the writer speaking apart from them it is still asked.
      expect(people('Four friends, Denver to Boston, March 4-6, 2022, $1,500 each. Flights obviously fine lol.')).to.equal(4);
      expect(r('Four friends, Denver to Boston, March 4-6, 2022, $1,500 each. I am organizing.')).to.deep.include({ refused: 'travellers' });
      expect(people('going to boston w/ my bf from denver, march 4-6 2022, 2k max')).to.equal(2);
    });
    it('reads set E\'s wishes: "nothing shared", twins with ages, kids aged without commas, a sandbox-less way listed with one it has, and places already done', () => {
      expect(r('Me and my mum.' + T + " Mum can't share a room with strangers, so nothing shared please.")).to.deep.include({ roomType: 'not shared room' });
      expect(r("It'll be me and our twins (they're 8)." + T + ' The Airbnb needs to allow kids.')).to.deep.include({
        travellers: 3,
        houseRules: ['children under 10'],
      });
      expect(r('a trip for me and my 3 kids ages 6 8 and 11 from denver to boston march 4 to 6 2022 budget 1500 kids need to be allowed')).to.deep.include({
        travellers: 4,
        houseRules: ['children under 10'],
      });
      expect(r('Me and my wife, Denver to Boston, March 4-6, 2022, $1,600. No flights - train/bus/drive only.')).to.deep.include({
        excludeTransport: ['flight', 'taxi'],
      });
      expect(
        r("We've already done Denver and Aspen. Now me + 2 friends want Utah, 3 cities, 7 days starting March 4, 2022, from Boston. 3,900 budget."),
      ).to.deep.include({ origin: 'Boston', destination: { kind: 'state', name: 'Utah' } });
    });
    it('reads set E\'s forms: "start the trip in", Spanish city and day words, a date in year-month-day words', () => {
      expect(
        r('We are a couple, but we start the trip in Denver. We want to visit Boston during 3 days, beginning on 4 March 2022. Our budget is 1500 dollars.'),
      ).to.deep.include({ origin: 'Denver' });
      expect(
        r('Hola, we are 2 persons from Denver, we want go to Texas 2 ciudades, 5 días, from 4 of March 2022. Budget is 3000 dolares total.'),
      ).to.deep.include({ cityCount: 2, days: 5 });
      expect(
        r('Hello, I and my wife, total two persons, from Denver go to Texas, 2 city, 5 day, from 2022 year 3 month 4 day. Budget 4500 USD.'),
      ).to.deep.include({ startDate: '2022-03-04', days: 5 });
    });
    it('asks about a total the others have not given, a room type that depends on a policy, and the food of a home country', () => {
      expect(
        r('From Denver to Boston, March 4-6, 2022, me and my 2 buddies. I have about 600 bucks, not sure what the other two can chip in yet.'),
      ).to.deep.include({ refused: 'budget' });
      expect(r('Me and a colleague.' + T + ' Whether we can share a room or need separate ones depends on company policy.')).to.deep.include({
        refused: 'roomType',
      });
      expect(r('Me and my husband.' + T + " We want to try the food of my husband's home country at least once.")).to.deep.include({ refused: 'cuisines' });
    });
    it('reads set F: each putting in, someone watching the dogs, flying home, "a private room at least", "vegas baby", an "er" correction, "Somos 4"', () => {
      expect((r('3 of us flying out of Denver, want to hit Boston March 4-6, 2022. we can each put in about $500.') as Partial<TripSpec>).budget).to.equal(
        1500,
      );
      expect(r('My mother-in-law is watching the dogs, so it is just me and my wife.' + T)).to.deep.include({ travellers: 2, houseRules: [] });
      expect(r('My husband and I.' + T + ' Leaving Friday and flying home Sunday.')).to.deep.include({ excludeTransport: [] });
      expect(r('My wife and I.' + T + " We'd prefer a private room at least, nothing shared.")).to.deep.include({ roomType: 'not shared room' });
      expect(
        r("vegas baby me and 3 of the guys, out of Denver, March 4-6, 2022, gotta be a place that's ok with a party lol. budget like 3 grand"),
      ).to.deep.include({ travellers: 4, houseRules: ['parties'] });
      expect(r('My partner and I.' + T + " We'd love BBQ... er, American food.")).to.deep.include({ cuisines: ['American'] });
      expect(people('Hola! Somos 4, mi esposo, mis 2 hijas (16 y 19) y yo. From Denver to Boston, March 4-6, 2022, $5,500 total.')).to.equal(4);
    });
    it('reads set F: "with one classmate", "our best couple friends", a corrected list of cities, a corrected end date, and asks "for the group or each"', () => {
      expect(people('flying from Denver to Boston March 4-6, 2022 with one classmate, $800 for both.')).to.equal(2);
      expect(people('Double date trip! My boyfriend and I plus our best couple friends.' + T)).to.equal(4);
      expect(
        r("Honeymoon time - from Denver to Honolulu and Kahului? Actually let's keep it simple, just Honolulu. March 4-6, 2022. $6,000. Just us two."),
      ).to.not.deep.include({ destination: { kind: 'state', name: 'Hawaii' } });
      expect(r('From Denver to Boston, Fri March 4 to Mon March 7... no wait, make it Sun March 6, just 3 days. Just my wife and me. $1,500.')).to.deep.include(
        { startDate: '2022-03-04', endDate: '2022-03-06' },
      );
      expect(
        r("Three of us from Denver to Boston, March 4-6, 2022. Budget's $1,500 - not sure yet if that's for the group or each, we'll see."),
      ).to.deep.include({ refused: 'budget' });
    });
    it('reads set G: "Neither of us flies", a cat left with the neighbour, "plus one beach city", "3 of the islands", "self and spouse", "one human"', () => {
      expect(r('My wife and I.' + T + ' Neither of us flies anymore, so please plan accordingly.')).to.deep.include({ excludeTransport: ['flight'] });
      expect(r("I'll be leaving my cat with the neighbor, so it's just me and my sister going." + T)).to.deep.include({ travellers: 2, houseRules: [] });
      expect(r('2 adults + 3 kids (2, 5 and 11). From Denver to Florida - want to do Orlando plus one beach city. March 14-18, 2022. $6,500.')).to.deep.include(
        { cityCount: 2 },
      );
      expect(r('There will be 8 of us, from Denver to Hawaii, hoping to visit 3 of the islands over 7 days, March 4-10, 2022. $15,000.')).to.deep.include({
        cityCount: 3,
      });
      expect(people('Request: travel for self and spouse. Origin Denver. Destination Boston. March 4-6, 2022. No budget ceiling.')).to.equal(2);
      expect(r('My cat Mochi travels with me everywhere, so I need cat-friendly places.' + T + ' Just the two of us (well, one human).')).to.deep.include({
        travellers: 1,
        houseRules: ['pets'],
      });
    });
    it('reads set G: "Flying solo from", kids with ages in "(6 and 9)" and "(she is 7)", "couple here", a labmate, diets said with a name, and a year in a story', () => {
      expect(r('Flying solo from Denver to Boston, 3 days, March 4-6, 2022. $1,500.')).to.deep.include({ excludeTransport: [] });
      expect(r("We're a family of four - me, my husband and our two boys (6 and 9)." + T + ' Places need to be ok with kids obviously.')).to.deep.include({
        travellers: 4,
        houseRules: ['children under 10'],
      });
      expect(r('i would like to take my granddaughter (she is 7).' + T + ' just the two of us. the hotel must be ok with children')).to.deep.include({
        travellers: 2,
        houseRules: ['children under 10'],
      });
      expect(people('Backpacker couple here, doing it super cheap.' + T)).to.equal(2);
      expect(people('Planning a trip for me and my labmate.' + T)).to.equal(2);
      expect(r('Four of us.' + T + " Priya's vegetarian so we want Indian food once.")).to.deep.include({ cuisines: ['Indian'] });
      expect(r('Just the two of us, leaving Denver on March 4 and back the 6th to Boston. $1,500. Last time we were in New England was 2015.')).to.deep.include(
        { startDate: '2022-03-04' },
      );
    });
    it('asks when the writer cannot decide between places, or whose half a budget is', () => {
      expect(
        r("Three of us from Denver want a 3-day trip March 4-6, 2022, budget $2,400. We can't decide between Nashville and Memphis though."),
      ).to.deep.include({ refused: 'destination' });
      expect(
        r(
          "Booking for my dad and me: Denver to Boston, March 4-6, 2022. The budget he gave me is $1,600 but I don't know if he meant for both of us or just his half.",
        ),
      ).to.deep.include({ refused: 'budget' });
    });
    it("reads set H and I's places: corrected routes, stories of other trips, people met there, listed lowercase names", () => {
      const W = ', March 4-6, 2022, 2 people, $1,500.';
      expect(r('Reno to Boise? No, too cold. Reno to Tulsa' + W)).to.deep.include({ origin: 'Reno', destination: { kind: 'city', name: 'Tulsa' } });
      expect(r('Reno to Boise!! wait no - Reno to Tulsa' + W)).to.deep.include({ origin: 'Reno', destination: { kind: 'city', name: 'Tulsa' } });
      expect(r('We flew to Boise three years ago. This time we would like to go to Tulsa, from Reno' + W)).to.deep.include({
        origin: 'Reno',
        destination: { kind: 'city', name: 'Tulsa' },
      });
      expect(r('I was raised in Boise but live in Reno now and want to see Tulsa' + W)).to.deep.include({
        origin: 'Reno',
        destination: { kind: 'city', name: 'Tulsa' },
      });
      expect(r('Reno to Tulsa, my brother is meeting us there from Boise' + W)).to.deep.include({
        origin: 'Reno',
        destination: { kind: 'city', name: 'Tulsa' },
      });
      expect(r('from reno: tampa + key west' + W)).to.deep.include({ destination: { kind: 'state', name: 'Florida' }, cityCount: 2 });
      expect(r('xyz → tampa + key west' + W)).to.deep.include({ refused: 'origin' });
    });
    it("reads set H and I's money: each after a bare amount, hedges, per day each, halves, caps said as a verb", () => {
      const P = 'Three of us, Reno to Tulsa, March 4-6, 2022. ';
      const budget = (text: string) => (r(text) as Partial<TripSpec>).budget;
      expect(budget(P + 'about 400 apiece max')).to.equal(1200);
      expect(budget(P + 'we have like 500 each')).to.equal(1500);
      expect(budget(P + 'we figure $100 a day each')).to.equal(900);
      expect(budget(P + 'we have one and a half grand')).to.equal(1500);
      expect(budget(P + 'should cost less than 2100 in all')).to.equal(2100);
      expect(budget(P + "I'd rather not go over 2100.")).to.equal(2100);
      expect(r(P + 'Try to stay near 2100.')).to.deep.include({ refused: 'budget' });
      expect(budget(P + 'No budget, our hotel is room 2100.')).to.equal(null);
    });
    it("reads set H and I's people: twins, newborns, subjects that are the party, couples, and asks about named people it cannot place", () => {
      const T2 = ' Reno to Tulsa, March 4-6, 2022, $1,500.';
      const people = (text: string) => (r(text) as Partial<TripSpec>).travellers;
      expect(people('My twin and I.' + T2)).to.equal(2);
      expect(people('me and my bff.' + T2)).to.equal(2);
      expect(people('Me, my husband and our newborn.' + T2)).to.equal(3);
      expect(people('Me, my husband and our twin girls.' + T2)).to.equal(4);
      expect(r('Me, my husband and our 4-year-olds.' + T2)).to.deep.include({ refused: 'travellers' });
      expect(people('Five cousins, reno to tulsa, March 4-6, 2022, $1,500.')).to.equal(5);
      // ("Two of us want to ..." may be a part of the party: asked, as a second reader of the change showed.)
      expect(r('Two of us want to go from Reno to Tulsa, March 4-6, 2022, $1,500.')).to.deep.include({ refused: 'travellers' });
      expect(people('Couple with a 6 year old.' + T2)).to.equal(3);
      expect(people('For our 20th anniversary we want to see Tulsa from Reno, March 4-6, 2022, $1,500.')).to.equal(2);
      expect(r('For our anniversary we are taking the kids.' + T2)).to.deep.include({ refused: 'travellers' });
      expect(r('Me (mom) with Zoe, 8, and Ben, 5.' + T2)).to.deep.include({ refused: 'travellers' });
      expect(r('Last summer my wife and I drove to Boise. Reno to Tulsa, March 4-6, 2022, $1,500.')).to.deep.include({ refused: 'travellers' });
      expect(people('I want to meet people. Reno to Tulsa, March 4-6, 2022, $1,500.')).to.equal(1);
    });
    it("reads set H and I's dates: a weekday as the last day, the nth weekend of a month, ranges across a month", () => {
      const S2 = ' Reno to Tulsa, solo, $900.';
      expect(r('Leaving Thursday March 3 2022 and back Sunday.' + S2)).to.deep.include({ startDate: '2022-03-03', endDate: '2022-03-06', days: 4 });
      expect(r('The week of March 7th 2022, Monday through Thursday.' + S2)).to.deep.include({ startDate: '2022-03-07', days: 4 });
      expect(r("Leaving Thursday March 3 2022, back Saturday or Sunday, haven't decided." + S2)).to.deep.include({ refused: 'days' });
      expect(r('Leaving 3/3 and back 3/6/22.' + S2)).to.deep.include({ startDate: '2022-03-03', days: 4 });
      expect(r('The third weekend of April 2022, Friday to Sunday.' + S2)).to.deep.include({ startDate: '2022-04-15', endDate: '2022-04-17' });
      expect(r('The last weekend of April 2022 (Sat-Mon).' + S2)).to.deep.include({ startDate: '2022-04-30', endDate: '2022-05-02' });
      expect(r('Three days, the last weekend of September 2022: Friday the 30th through Sunday October 2nd.' + S2)).to.deep.include({
        startDate: '2022-09-30',
      });
    });
    it("reads set H and I's wishes: anything but a cuisine, a corrected list, idioms of flying and cars", () => {
      const S3 = ' Reno to Tulsa, March 4-6, 2022, solo, $900.';
      expect(r('Any food but Chinese.' + S3)).to.deep.include({ avoidCuisines: ['Chinese'], cuisines: [] });
      expect(r('Anything other than Indian is fine, and we want French once.' + S3)).to.deep.include({ avoidCuisines: ['Indian'], cuisines: ['French'] });
      expect(r("We want Chinese... no wait, we eat that at home all the time, let's do French and Mexican instead." + S3)).to.deep.include({
        cuisines: ['French', 'Mexican'],
      });
      expect(r('Flying solo this time.' + S3)).to.deep.include({ excludeTransport: [] });
      expect(r('After the car repair last month, money is tight.' + S3)).to.deep.include({ excludeTransport: [] });
    });
    it("reads set H and I's second pass: forwarded notes, someone else's home, parts of a total, plans given up, lists that share a negation", () => {
      const W2 = ' March 4-6, 2022, $1,500.';
      expect(r('Fwd from Mira: "Reno to Tulsa, us two,' + W2 + '"')).to.deep.include({ origin: 'Reno', travellers: 2 });
      expect(r('Me and my dad from Reno to Tulsa. Mom is staying home in Boise.' + W2)).to.deep.include({ origin: 'Reno' });
      expect(
        r('We live in Reno and my aunt lives in Tucson. We want Phoenix and Sedona... no, Phoenix and Flagstaff, 2 cities in Arizona,' + W2 + ' Two of us.'),
      ).to.deep.include({ cityCount: 2, cities: ['Phoenix', 'Flagstaff'] });
      expect(r('Three of us, Reno to Tulsa, March 4-6, 2022. Lodging maybe $600 and $300 for food, so $900 all in.')).to.deep.include({
        budget: 900,
        wishes: {},
      });
      expect(r('Solo from Reno to Tulsa, March 4-6, 2022. Lodging maybe $600 and $300 for food, so $1,000 all in.')).to.deep.include({ refused: 'budget' });
      expect(r('Solo from Reno, at first I wanted 3 cities in Texas but 2 is enough, so 2 cities, March 4-8, 2022, $1,500.')).to.deep.include({ cityCount: 2 });
      expect(r('Solo from Reno to Tulsa' + W2.replace('.', ',') + ' do not book car rentals or any driving.')).to.deep.include({
        excludeTransport: ['self-driving'],
      });
      expect(r('Me and my 5-year-old from Reno to Tulsa' + W2 + " I don't want to share a house with strangers, so an entire place.")).to.deep.include({
        roomType: 'entire room',
      });
      expect(r('Party of 4, no wait, Sam dropped out, so 3 of us. Reno to Tulsa' + W2)).to.deep.include({ travellers: 3 });
      expect(r('retired couple: Reno to Tulsa' + W2)).to.deep.include({ travellers: 2 });
      expect(r('Solo from Reno: want to do austin, dallas and houston, March 4-10, 2022, $2,000.')).to.deep.include({
        destination: { kind: 'state', name: 'Texas' },
        cityCount: 3,
        cities: ['Austin', 'Dallas', 'Houston'],
      });
      expect(r('Solo from Reno to Austin or Dallas, March 4-10, 2022, $2,000.')).to.deep.include({ refused: 'destination' });
      expect(r('Reno to Tulsa' + W2.replace('.', '') + ' for both of us')).to.deep.include({ travellers: 2 });
      expect(r('Reno to Tulsa, March 4-6, 2022. Me, my wife and her parents, $4,000 for all four.')).to.deep.include({ travellers: 4, budget: 4000 });
    });
    it("reads set J's kinds (held out all session, then read): keys with (s), numbers of people, joiners, corrections, passives", () => {
      const R = ' Reno to Tulsa, March 4-6, 2022.';
      expect(r('Guest(s): 3\nFrom: Reno\nTo: Tulsa\nDates: March 4-6, 2022\nBudget: $900')).to.deep.include({ travellers: 3 });
      expect(r("Our band (5 musicians, I'm one of them)." + R + ' $300 each.')).to.deep.include({ travellers: 5, budget: 1500 });
      expect(r('Our band (5 drummers).' + R + ' $1,500.')).to.deep.include({ refused: 'travellers' });
      expect(r('We are a young couple.' + R + ' $1,500. My brother will accompany us.')).to.deep.include({ refused: 'travellers' });
      expect(r('Just me.' + R + ' $1,500. My cousin will join us for dinner one night.')).to.deep.include({ travellers: 1 });
      expect(r('Solo.' + R + ' $900. I want Chinese food, no wait, make that Mexican.')).to.deep.include({ cuisines: ['Mexican'], avoidCuisines: [] });
      expect(r('Solo.' + R + ' $900. Party is just me. Please see that nothing is booked in shared rooms.')).to.deep.include({
        houseRules: [],
        roomType: 'not shared room',
      });
      expect(r('Solo.' + R + ' $900. I would be grateful if flights could be avoided.')).to.deep.include({ excludeTransport: ['flight'] });
      expect(r('Solo.' + R + " $900. I won't fly... just kidding, flying is fine.")).to.deep.include({ excludeTransport: [] });
      expect(r('Solo.' + R + ' $900. Shared rooms are fine, actually preferred.')).to.deep.include({ roomType: 'shared room' });
      expect(r('Solo.' + R + ' $900. She prefers entire-unit rentals.')).to.deep.include({ roomType: 'entire room' });
      expect(r('Me and the guys (4 total).' + R + ' $900. We wanna party so the rental has to be ok with that.')).to.deep.include({
        travellers: 4,
        houseRules: ['parties'],
      });
      expect(r('Me, my sister and my two nieces (5 and 12).' + R + ' $900.')).to.deep.include({ houseRules: ['children under 10'] });
      expect(r('Solo, Reno to Tulsa, the 4 and 5 of March 2022, $900.')).to.deep.include({ startDate: '2022-03-04', days: 2 });
      expect(r('Solo from Reno, seeing two of its cities: Texas, March 4-8, 2022, $900.')).to.deep.include({ cityCount: 2 });
      expect(r('Solo.' + R + ' We will keep to the same budget as last time.')).to.deep.include({ refused: 'budget' });
      expect(r('Solo.' + R + " We haven't set a budget.")).to.deep.include({ budget: null });
    });
    it("reads set K and L's kinds (scored once on arrival, then read): counts glued to words, pairs, drop-outs, babies in months, typos", () => {
      const R = ' Reno to Tulsa, March 4-6, 2022, $900.';
      const people = (text: string) => (r(text) as Partial<TripSpec>).travellers;
      expect(people('3ppl.' + R)).to.equal(3);
      expect(people('neither of us wants to drive.' + R)).to.equal(2);
      expect(people("Originally the whole club (9 people) but now it's just me, Ana and Raj." + R)).to.equal(3);
      expect(people('was supposed to be 5 of us but sam bailed so 4 now.' + R)).to.equal(4);
      expect(people('just her and me.' + R)).to.equal(2);
      expect(people('Taking my cat Miso (just me and her).' + R)).to.equal(1);
      expect(r('My dad grew up near Boise but says Tulsa is fine. Me and my dad from Reno, March 4-6, 2022, $900.')).to.deep.include({
        destination: { kind: 'city', name: 'Tulsa' },
      });
      expect(people("IT'S JUST ME AND THE DATES ARE FIXED." + R)).to.equal(1);
      expect((r('Six friends, Reno to Tulsa, March 4-6, 2022. Each of us can throw in $300.') as Partial<TripSpec>).budget).to.equal(1800);
      expect(r('Solo.' + R + ' My sister refuses to fly.')).to.deep.include({ excludeTransport: ['flight'] });
      expect(r('Tulsa, reno origin, 1 person, 3/4/22 - 3/6/22, $900')).to.deep.include({ origin: 'Reno', destination: { kind: 'city', name: 'Tulsa' } });
      expect(r('Solo.' + R + ' We want Mexcian food once.')).to.deep.include({ cuisines: ['Mexican'] });
      expect(r('Me, my wife and Nora (7 months).' + R)).to.deep.include({ houseRules: ['children under 10'] });
      expect(r('Family of four, youngest is 4.' + R)).to.deep.include({ travellers: 4, houseRules: ['children under 10'] });
      expect(r('Me and Li. Jo bailed (new baby, fair enough).' + R)).to.deep.include({ travellers: 2, houseRules: [] });
    });
    it("reads set M's kinds (scored once on arrival, then read): companions who come along, spent lengths, counts in fragments, money for each", () => {
      const R = ' Reno to Tulsa, March 4-6, 2022, $1,200.';
      expect(people('My cousin is coming too.' + R)).to.equal(2);
      expect(people('My old roommate Dana will come along.' + R)).to.equal(2);
      expect(people('My aunt and uncle are joining me.' + R)).to.equal(3);
      expect(people('My neighbor Carl is tagging along.' + R)).to.equal(2);
      expect(people('My grandson is taking me.' + R)).to.equal(2);
      expect(people('My sister will be with me.' + R + ' My brother is staying home with the cat.')).to.equal(2);
      expect(people('My sister is coming but my brother is staying home.' + R)).to.equal(2);
      // Joined to a count already read, a companion who comes along is someone outside it: asked about.
      expect(r('We are a couple.' + R + ' My cousin is coming too.')).to.deep.include({ refused: 'travellers' });
      expect(r('Reno to Tulsa, we want to spend 5 nights, leaving March 4, 2022. Solo, $1,200.')).to.deep.include({ days: 6 });
      expect(r('Reno to Tulsa, March 4-6, 2022. Solo, $1,200. We will spend 2 days at the lake.')).to.deep.include({ days: 3 });
      expect(r('Reno to Texas from March 4, 2022: spend 2 days in Dallas and 3 in Austin. Solo, $1,200.')).to.deep.include({ refused: 'days' });
      expect(r('A lovely week in Tulsa, from Reno, starting March 4, 2022. Solo, $1,200.')).to.deep.include({ days: 7 });
      expect(people('Tulsa, 3 days from March 4 2022, 5 girls, leaving Reno, $2k.')).to.equal(5);
      expect(people('Arrange travel for three colleagues and myself from Reno to Tulsa, March 4-6, 2022, $1,200.')).to.equal(4);
      expect(r('Me and my dad.' + R.replace('$1,200', 'we figure $100 a day for each of us'))).to.deep.include({ budget: 600 });
      expect(r('Me and my dad.' + R.replace(', $1,200', '') + ' $400 for each of us.')).to.deep.include({ budget: 800 });
      expect(r('Our choir (6 members, plus our conductor).' + R)).to.deep.include({ refused: 'travellers' });
      expect(people('Our team (3 people, plus the coach).' + R)).to.equal(4);
      expect(r('Solo.' + R + ' The place must take pets (we tried a kennel once, she stopped eating for three days).')).to.deep.include({ days: 3 });
      expect(r('Solo.' + R + ' No shared rooms please, we did a hostel once and never again.')).to.deep.include({ roomType: 'not shared room' });
    });
    it("reads set N's kinds (scored once on arrival, then read): ways said of a moment, licences, babies visited, lodging named for its rule", () => {
      const R = ' Reno to Tulsa, March 4-6, 2022, $1,200.';
      const ways = (text: string) => (r(text) as Partial<TripSpec>).excludeTransport;
      // A way said of one moment, or with feeling, rules nothing out; said as the way of the trip it rules out the rest.
      expect(ways('Solo.' + R + " We'll fly out on the Friday evening.")).to.deep.equal([]);
      expect(ways('Me and my 3-year-old.' + R + ' Flying with a toddler, first time!')).to.deep.equal([]);
      expect(ways('Solo.' + R + ' We adore flying.')).to.deep.equal([]);
      expect(ways('Solo.' + R + ' I want to drive around the lakes.')).to.deep.equal([]);
      expect(ways('Solo.' + R + " We'll drive.")).to.deep.equal(['flight', 'taxi']);
      expect(ways('Solo.' + R + ' Going by car.')).to.deep.equal(['flight', 'taxi']);
      expect(ways('Solo.' + R + ' Flights please.')).to.deep.equal(['self-driving', 'taxi']);
      expect(ways('Solo.' + R + ' dont have a license so we cant rent a car.')).to.deep.equal(['self-driving']);
      expect(ways('Solo.' + R + ' I have no license.')).to.deep.equal(['self-driving']);
      // A baby born to someone else, or a child met at the destination, is not in the party.
      expect(r('Solo.' + R + ' My brother just had a baby boy and I am going to meet my nephew, newborn cuddles!')).to.deep.include({ houseRules: [] });
      // (Her baby is no member of a party with the writer; the sister's part is then asked about, never guessed.)
      expect(r('My sister just had a baby girl and I am going to see her.' + R)).to.deep.include({ refused: 'travellers' });
      expect(r('Solo.' + R + ' Visiting my grandkids there; the place must let guests come over.')).to.deep.include({ houseRules: ['visitors'] });
      expect(r('We just had a baby and she comes with us, me and my husband and the baby.' + R)).to.deep.include({ houseRules: ['children under 10'] });
      // A lodging word named only for the rule it must allow is no room type; "entirely ours" and "not a room in
      // someone's home" are the whole place.
      expect(r('Solo.' + R + ' Need a house where I can smoke.')).to.deep.include({ roomType: null, houseRules: ['smoking'] });
      expect(r('Solo.' + R + ' A place that is entirely mine, please.')).to.deep.include({ roomType: 'entire room' });
      expect(r('Solo.' + R + " Not a room in somebody's house.")).to.deep.include({ roomType: 'entire room' });
      expect(r('Solo.' + R + " Entire condo only, no rooms in another person's home.")).to.deep.include({ roomType: 'entire room' });
      // Smokers who go outside need no smoking rule; one who cannot still does.
      expect(r('Solo.' + R + " I'm a smoker but I'll go outside, non-smoking is fine.")).to.deep.include({ houseRules: [] });
      expect(r('Solo.' + R + " I smoke and can't just step outside, so the place must allow it.")).to.deep.include({ houseRules: ['smoking'] });
      expect(r('We are 4 guys.' + R.replace('$1,200', '$300 per guy'))).to.deep.include({ travellers: 4, budget: 1200 });
      expect(r('im in reno. thinking tulsa? March 4-6, 2022. solo. $1,200')).to.deep.include({ origin: 'Reno' });
      expect(r("Reno to Texas, me and my wife, 7 days from March 4, 2022, $3,000. I was thinking 3 cities but let's just do 2.")).to.deep.include({
        cityCount: 2,
      });
    });
    it("reads set N's second pass: 'both my parents', ages said other ways, 'too old for', rooms one rather than another, dates given up", () => {
      const R = ' Reno to Tulsa, March 4-6, 2022, $1,200.';
      expect(people("It'll be me and both my parents." + R)).to.equal(3);
      expect(r('Me and my 2 kids.' + R + ' Our youngest, Ana, is 4.')).to.deep.include({ houseRules: ['children under 10'] });
      expect(r('I travel with my son (he has 7 years).' + R)).to.deep.include({ travellers: 2, houseRules: ['children under 10'] });
      expect(r('Solo.' + R + " No hostels, I'm too old for bunk beds.")).to.deep.include({ roomType: 'not shared room' });
      expect(r('Solo.' + R + " I'd rather have a private room than a whole house.")).to.deep.include({ roomType: 'private room' });
      expect(r('Solo.' + R + ' We want a place to smoke, rather than a hostel.')).to.deep.include({ houseRules: ['smoking'] });
      expect(r('Me and 3 friends (4 of us).' + R.replace('$1,200', 'we each have like $300 so 1200 total'))).to.deep.include({ budget: 1200 });
      expect(r("Reno to Tulsa, solo, $1,200. I was going to say March 3-5 but I work on the 3rd, so let's do March 4 to 6 instead.")).to.deep.include({
        startDate: '2022-03-04',
        days: 3,
      });
      expect(r('Solo.' + R + ' My first time in New England!')).to.deep.include({ destination: { kind: 'city', name: 'Tulsa' } });
      // Children who travel, spoken of apart from a couple counted by its members, are asked about; one who meets
      // them there is not.
      expect(r('My wife and I need a break with the kids.' + R)).to.deep.include({ refused: 'travellers' });
      expect(r('My wife and I are going.' + R + ' Our daughter will meet us there, she lives in Tulsa.')).to.deep.include({ travellers: 2 });
    });
    it("reads set P's kinds (scored once on arrival, then read): ages as the party, shifted dates, the trip's own dates among others, other languages", () => {
      const R = ' Reno to Tulsa, March 4-6, 2022, $1,200.';
      expect(r('Travellers: 38, 36, 8, 3.' + R)).to.deep.include({ travellers: 4, houseRules: ['children under 10'] });
      expect(r('Travellers: 70, 68.' + R)).to.deep.include({ travellers: 2, houseRules: [] });
      expect(r("Before: 'Reno to Tulsa, March 4-6, 2022, 2 people, $1,200'\nNow: move it one week later, same length.")).to.deep.include({
        startDate: '2022-03-11',
        endDate: '2022-03-13',
      });
      expect(r('Solo, Reno to Tulsa, $1,200. My shift is on the 2nd, so I can leave Friday the 4th and be back Sunday the 6th of March 2022.')).to.deep.include(
        {
          startDate: '2022-03-04',
          days: 3,
        },
      );
      expect(r('Our band plays in Tulsa on Sunday, March 6, 2022. We leave Reno on Friday, March 4 and return Sunday, March 6. Solo, $1,200.')).to.deep.include(
        {
          startDate: '2022-03-04',
          endDate: '2022-03-06',
        },
      );
      expect(r('Reno to Tulsa du 4 au 6 mars... pardon, du 4 au 6 juin 2022, solo, budget 1 200 dollars, un restaurant français.')).to.deep.include({
        startDate: '2022-06-04',
        budget: 1200,
        cuisines: ['French'],
      });
      expect(r('From Reno to Tulsa, 4 a 6 de setembro 2022, solo, $1,200.')).to.deep.include({ startDate: '2022-09-04', days: 3 });
      expect(r('Not Denver, not Boise: I want three quiet days in Tulsa from Reno, March 4-6, 2022. Solo, $1,200.')).to.deep.include({
        destination: { kind: 'city', name: 'Tulsa' },
      });
      expect(r('Reno to Tulsa, March 4-6, 2022, solo. Havent set a budget yet.')).to.deep.include({ budget: null });
      expect(r('Reno to Tulsa, March 4-6, 2022, solo. Budget is whatever is left after rent, I will tell you once I know.')).to.deep.include({
        refused: 'budget',
      });
      expect(r('Since my husband passed I travel alone. Reno to Tulsa, March 4-6, 2022, $1,200.')).to.deep.include({ travellers: 1 });
      expect(r('Me and Dave, Reno to Tulsa, March 4-6, 2022, $1,200. Dave says his cigars or his dog are coming, he will let me know which.')).to.deep.include({
        refused: 'houseRules',
      });
      expect(r('Solo with my guide dog.' + R + " The place has to take dogs; I've been turned away before at places with a no-pets rule.")).to.deep.include({
        houseRules: ['pets'],
      });
      expect(r('Leaving Reno, we want to do Austin and one other Texas city, March 4-8, 2022, solo, $1,200.')).to.deep.include({
        destination: { kind: 'state', name: 'Texas' },
        cityCount: 2,
      });
    });
    it('drops a place given up before or after it is named, and keeps one named again after (set AH, read after its score)', () => {
      const T = 'Texas trip from Denver, April 22-26, 2022, just me.';
      const places = (text: string) => {
        const s = r(text) as { cityCount?: number; cities?: string[]; refused?: string };
        return s.refused ?? [s.cityCount, s.cities];
      };
      expect(places(`${T} First thought was Austin, Dallas and Houston, but let's drop Houston and just do Austin and Dallas.`)).to.deep.equal([
        2,
        ['Austin', 'Dallas'],
      ]);
      expect(places(`${T} Austin, Dallas and Houston. P.S. Houston is too far out of the way, let's drop it.`)).to.deep.equal([2, ['Austin', 'Dallas']]);
      expect(places(`${T} My friend did Austin, Dallas and Houston; same loop but swap Houston for San Antonio.`)).to.deep.equal([
        3,
        ['Austin', 'Dallas', 'San Antonio'],
      ]);
      expect(places(`${T} Day 2: Austin. Day 3: (was Houston, cut it) Dallas.`)).to.deep.equal([2, ['Austin', 'Dallas']]);
      expect(places(`${T} > Can we skip Houston? > fine, both then. So yes: Austin and Houston.`)).to.deep.equal([2, ['Houston', 'Austin']]);
      // ("Louisiana, New Orleans plus one other city": the state named before the list is no city of it.)
      expect(places('From Denver to Louisiana, New Orleans plus one other city, April 22-26, 2022, just me.')).to.deep.equal([2, ['New Orleans']]);
      // "Scratch that" takes back what was said last, read as a correction; a drop needs the place found wanting.
      expect(places('Texas trip from Denver, 2 cities, April 22-26, 2022, just me, budget $2,000. Scratch that, $2,500. Austin and Dallas.')).to.deep.equal([
        2,
        ['Austin', 'Dallas'],
      ]);
    });
    it("reads none of the day's new kinds where they do not apply (found by a second reader of the change, 28 November)", () => {
      const D = ' From Chicago to Denver, June 3-6, 2022, 2 people, budget $2000.';
      const dest = (text: string) => {
        const s = r(text) as { destination?: { name: string }; refused?: string };
        return s.refused ?? s.destination?.name;
      };
      // A drop that is no decision of the writer's: another plan, a question, advice, a past trip, a negation, a thing.
      expect(dest(D + ' We considered Seattle instead of Denver but flights were too expensive.')).to.equal('Denver');
      expect(dest(D + ' Should we drop Denver and do Boulder instead? Let me know.')).to.not.equal('Boulder');
      expect(dest(D + " We can't skip Denver's museums!")).to.equal('Denver');
      expect(dest(D + ' Denver is out of this world in spring!')).to.equal('Denver');
      expect(dest(D + ' We want to skip Denver traffic as much as possible.')).to.equal('Denver');
      // Counts: people who do not come, a request after "plus one more:", a sum of days, a past party.
      expect(people(' Three of us.' + D.replace(', 2 people', '') + " One more person was supposed to come but can't.")).to.equal(3);
      expect(people(D + ' Plus one more: can we get a pet-friendly place?')).to.equal(2);
      expect(people(D + ' Days in Denver + travel days = 4.')).to.equal(2);
      expect(r(' My wife and I will go.' + D.replace(', 2 people', '') + ' The three of us (with our friend Tom) last went there in 2019.')).to.deep.include({
        refused: 'travellers',
      });
      expect(r(D.replace(', 2 people', '') + ' Me, my brother, his wife and their two kids. Two adults and a teen.')).to.deep.include({
        refused: 'travellers',
      });
      // Money: part of the budget is no budget given up; a conditional shift moves nothing.
      expect(r(D.replace(', budget $2000', '') + " We were thinking around $3000 for the trip, and we'd spend maybe $600 of that on food.")).to.deep.include({
        refused: 'budget',
      });
      expect(r(D + ' If we have to, we can push it a week: dates would be June 10-13 then.')).to.not.deep.include({ startDate: '2022-06-10' });
      // Words that only look like the folds: "mere days", a name, a culture word; a ride shared; a room's own bathroom.
      expect(people(' Solo.' + D.replace(', 2 people', '') + ' Booked it with mere days to spare.')).to.equal(1);
      expect(r(D + ' Food-wise, Frances (his mom) recommended some places.')).to.deep.include({ cuisines: [] });
      expect(r(D + " We're happy to share a ride but not with strangers.")).to.deep.include({ roomType: null });
      expect(r(D + ' We want a shared room with our own bathroom.')).to.deep.include({ roomType: 'shared room' });
      expect(r(D + ' I booked this with 2 wks notice.')).to.deep.include({ days: 4 });
    });
    it('reads none of these new kinds where they do not apply (found by a second reader of the change)', () => {
      const S = ' from Denver to Seattle March 4-6, 2022, $1,500 total.';
      expect(r('Two friends are coming with me' + S)).to.deep.include({ refused: 'travellers' });
      expect(people("It's me and her, flying" + S + ' The place must allow pets.')).to.equal(2);
      expect(people('Pets: our dog\nMaya and I are flying' + S)).to.equal(2);
      expect(people('Me, Sarah and Tom are flying' + S + ' Tom dropped off the deposit already.')).to.equal(3);
      expect(people('Me, Sarah and Tom are flying' + S + " Sarah can't come until the second day, she'll meet us there.")).to.equal(3);
      expect(people('Flying' + S + ' me and my 2 kids, kids are 5 and 7')).to.equal(3);
      expect(r('Solo' + S + ' FYI: we had Indian food there last year.')).to.deep.include({ cuisines: [] });
      expect(r('Solo' + S + ' All I want is sushi.')).to.deep.include({ refused: 'cuisines' });
      expect(r('my husband and I' + S + " I'm 5 and a half months pregnant, so nothing too strenuous.")).to.deep.include({ houseRules: [] });
      expect(r('My daughter just moved to Boston, so my wife and I want to see her; flying from Denver March 4-6, 2022, $1,500.')).to.deep.include({
        origin: 'Denver',
        destination: { kind: 'city', name: 'Boston' },
      });
      expect(r('Deciding between flying and driving from Denver to Seattle, March 4-6, 2022, solo, $1,500.')).to.deep.include({
        destination: { kind: 'city', name: 'Seattle' },
      });
      expect(r('Solo' + S + ' We leave on Friday first thing.')).to.deep.include({ startDate: '2022-03-04', days: 3 });
      expect(r('Solo' + S + " I'd love to take the train there, we can drive around after.")).to.deep.include({ refused: 'excludeTransport' });
      expect(r('Budget $2,000 total, no smoking, 300 sq ft minimum. Solo from Denver to Seattle March 4-6, 2022.')).to.deep.include({ budget: 2000 });
      expect(r('Solo from Denver to Texas, March 4-10, 2022, $3,000: Dallas, Austin and one more city.')).to.deep.include({ cityCount: 3 });
    });
  });
});
