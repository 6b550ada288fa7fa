/**
 * The constraint words of wishes.ts, read one phrasing at a time (READING.md, "houseRules", "roomType",
 * "cuisines", "excludeTransport", "wishes", "Words that ask for nothing"): each word that is a wish, and each
 * look-alike that is not ("a party of 5", "driving distance", "flights of stairs", "our Japanese friends"),
 * with its exact category, value and polarity. Written against the survivors of `npm run mutate -- rules
 * --file src/translate/rules/wishes.ts`.
 */
import { expect } from 'chai';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';
import { wishesIn } from './wish-reading.ts';

type Case = readonly [text: string, words: readonly string[]];

function expectReadings(cases: readonly Case[]): void {
  expect(cases.map(([text]) => [text, wishesIn(text)])).to.deep.equal(cases.map(([text, words]) => [text, words]));
}

/** The same text with every space doubled reads the same words (typed requests often carry doubled spaces). */
function expectDoubledSpacesRead(cases: readonly Case[]): void {
  const collapse = (s: string) => s.replace(/ {2,}/g, ' ');
  expect(cases.map(([text]) => [text, wishesIn(text.replace(/ /g, '  ')).map(collapse)])).to.deep.equal(cases.map(([text, words]) => [text, words]));
}

const TRIP = 'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000.';

describe('rules translator, wishes.ts: each constraint word and its look-alikes', () => {
  it('"party" is the group when it is followed by its size or members, or said of us; else a party wish', () => {
    const cases: Case[] = [
      ['We are a party of 5.', []],
      ['Party size is 4.', []],
      ['Each party member is a vegetarian.', ['vegetarian=cuisine:other wanted']],
      ['Each party member has a dog.', ['dog=house:pets wanted']],
      ['Our party consists of adults.', []],
      ['A party is made of friends.', []],
      ['A party is composed of 3 adults.', []],
      ['Group details - party: 4 adults', []],
      ['The whole party likes it.', []],
      ['Our traveling party.', []],
      ['Our travelling party.', []],
      ['We are a large party.', []],
      ['A small party of us.', []],
      // A party the travellers hold.
      ['We want to have our party at the rental.', ['party=house:parties wanted']],
      ['We want to throw a party, of course.', ['party=house:parties wanted']],
      ['We will throw a party. PS: we love jazz.', ['party=house:parties wanted']],
      ['We and our dog want a party.', ['dog=house:pets wanted', 'party=house:parties wanted']],
      ['Hosts must allow the partying.', ['partying=house:parties wanted']],
      ['We are partiers.', ['partiers=house:parties wanted']],
    ];
    expectReadings(cases);
    expectDoubledSpacesRead(cases.filter(([text]) => !text.includes(':')));
  });

  it('"guests" are the travellers after a number or as a count\'s noun, a kind of lodging before "house"/"room", else visitors', () => {
    const cases: Case[] = [
      ['We are 2 guests.', []],
      ['We are 12 guests.', []],
      ['We are four guests.', []],
      ['Four adult guests.', []],
      ['We are three total guests.', []],
      ['Just 1 adult guest.', []],
      ['Number of guests 2.', []],
      ['The no. of guests is 2.', []],
      ['The guests: 2 adults.', []],
      ['We are 2 guests, and we want a quiet place with a pool.', []],
      ['We will be having guests.', ['having guests=house:visitors wanted']],
      ['Guests welcome.', ['Guests=house:visitors wanted']],
      ['We and our guests want a hot tub.', ['guests=house:visitors wanted']],
      // A defect found here: "guest house" and "guest room" asked for visitors.
      ["We'd like to stay in a guest house.", ['guest house=lodging:lodging/generic wanted']],
      ['A guest-house stay.', ['guest-house=lodging:lodging/generic wanted']],
      ['A guest room is enough for us.', []],
    ];
    expectReadings(cases);
    expectDoubledSpacesRead(cases.filter(([text]) => !text.includes(':')));
  });

  it('a guest house or guest room asks for no visitors; guests do', () => {
    const read = (words: string) => {
      const o = readRequest(`${TRIP} ${words}`, miniGeography());
      return [o.spec?.houseRules ?? null, o.provenance.ignored.map((i) => [i.words, i.rule]), o.errors.map((e) => e.message)];
    };
    expect(["We'd like to stay in a guest house.", 'A guest room is enough for us.', 'Guests are welcome.'].map(read)).to.deep.equal([
      [[], [['guest house', 'generic-lodging']], []],
      [[], [], []],
      [['visitors'], [], []],
    ]);
  });

  it('"shared" is a room type with a lodging word or a room-type key; a shared feature or ride is not', () => {
    const features = [
      'interest',
      'interests',
      'love',
      'passion',
      'experience',
      'experiences',
      'hobbies',
      'hobby',
      'goal',
      'goals',
      'value',
      'values',
      'memories',
      'meal',
      'meals',
      'table',
      'tables',
      'ride',
      'rides',
      'shuttle',
      'shuttles',
      'kitchen',
      'kitchens',
      'bathroom',
      'bathrooms',
      'bath',
      'baths',
      'van',
      'vans',
    ];
    // "rental" is a lodging word that is no constraint word: only "shared" could be read.
    expectReadings(features.map((f): Case => [`The rental may have a shared ${f}.`, []]));
    expectReadings([...features, 'space for', 'spaces for'].map((f): Case => [`The rental may have a shared-${f}.`, []]));
    const cases: Case[] = [
      ['We want shared.', []],
      // A shared car or taxi is the transport word alone.
      ['A shared car is fine.', ['car=transport:self-driving permitted']],
      ['Shared cars are fine.', ['cars=transport:self-driving permitted']],
      ['A shared taxi is fine.', ['taxi=transport:taxi permitted']],
      ['Shared cabs are fine.', ['cabs=transport:taxi permitted']],
      ['Lodging is up to you.\nWe want shared.', []],
      ['We want it shared, in a rental.', ['shared=room:shared wanted']],
      ['Room: shared', ['shared=room:shared wanted']],
      ['Lodging: shared, cheap', ['shared=room:shared wanted']],
      ['A shared dorm for us.', ['shared dorm=room:shared wanted']],
      ['We share a room.', ['share a room=room:shared wanted']],
      ['Sharing a room is OK.', ['Sharing a room=room:shared permitted']],
      ['Room-sharing is fine.', ['Room-sharing=room:shared permitted']],
    ];
    expectReadings(cases);
  });

  it("a bare room word is a room type only as a room-type key's value, where a lodging noun after it reads for itself", () => {
    expectReadings([
      ['Room type: private', ['private=room:private wanted']],
      ['Room: Private', ['Private=room:private wanted']],
      ['Room: entire', ['entire=room:entire wanted']],
      ['Room: whole', ['whole=room:entire wanted']],
      ['Room: private apt', ['apt=lodging:lodging/entire wanted']],
      ['Room: private apts', ['apts=lodging:lodging/entire wanted']],
      ['Room: entire bedroom', []],
      ['We want private.', []],
      ['We want the whole thing.', []],
    ]);
  });

  it('a house, cabin or apartment is a kind of lodging unless the word names something else', () => {
    const cases: Case[] = [
      ['We want a cabin.', ['cabin=lodging:lodging/entire wanted']],
      ['We want a House.', ['House=lodging:lodging/entire wanted']],
      ['The house rules are fine.', []],
      ['The house rule is fine.', []],
      ['A house party.', ['party=house:parties wanted']],
      ['House music all night.', []],
      ['House wine is fine.', []],
      ['The house special.', []],
      ['A house salad.', []],
      ['House dressing.', []],
      ['House of Blues.', []],
      ['We want the Opera House.', []],
      ['We want to see Big House.', []],
      ['An open house.', []],
      ['The White House tour.', []],
      ['A farm house.', []],
      ['A boat house.', []],
      ['A coffee house.', ['coffee house=cuisine:Cafe wanted']],
      ['A steak house.', ['steak house=cuisine:other wanted']],
      ['A warehouse party.', ['party=house:parties wanted']],
      ['A state house.', []],
      ['A lighthouse.', []],
    ];
    expectReadings(cases);
    expectDoubledSpacesRead(cases.filter(([text]) => !text.includes('steak')));
  });

  it('driving words are self-driving unless they measure a distance, name a drive-in, or a car is something else', () => {
    const cases: Case[] = [
      ['We like driving distance to the beach.', []],
      ['It is a short drive.', []],
      ['It is a long drive.', []],
      ['It is a quick drive.', []],
      ['It is an easy drive.', []],
      ['A scenic drive.', []],
      ['A nice drive.', []],
      ['It is a 2-hour drive.', []],
      ['It is a 30 minute drive.', []],
      ['It is a two hour drive.', []],
      ['It is a three-minute drive.', []],
      ['Drive time is short.', []],
      ['Drive times are short.', []],
      ['Driving distances are short.', []],
      ['It is a drive from the airport.', []],
      ['It is a drive away.', []],
      ['We love drive-in movies.', []],
      ['We want a drive thru.', []],
      ['We drive through the night.', []],
      ['We need car seats.', []],
      ['We need a car seat.', []],
      ['We get car sick.', []],
      ['We get car sickness.', []],
      ['We want to see the car museum.', []],
      ['The car show.', []],
      ['The car wash.', []],
      ['We want to ride the cable car.', []],
      ['We want to ride a train car.', ['train=transport:unsupported wanted']],
      ['Street car rides.', []],
      ['A rail car.', ['rail=transport:unsupported wanted']],
      ['A sleeper car.', []],
      ['A dining car.', []],
      ['We want 2 cars.', ['cars=transport:self-driving wanted']],
      ['We will drive.', ['drive=transport:self-driving wanted']],
      ['We drove there last year.', ['drove=transport:self-driving wanted']],
    ];
    expectReadings(cases);
    expectDoubledSpacesRead(cases);
  });

  it('flying words are a flight unless they are fly fishing, a flight of stairs or flies', () => {
    const cases: Case[] = [
      ['We want to go fly fishing.', []],
      ['Flying fishing trips.', []],
      ['Flights of stairs are hard for us.', []],
      ['A flight of stairs is hard for us.', []],
      ['Time flies.', []],
      ['We will fly.', ['fly=transport:flight wanted']],
      ['Flying is fine.', ['Flying=transport:flight permitted']],
      ['A flight is fine.', ['flight=transport:flight permitted']],
      ['Fly fishing trips, no flights.', ['flights=transport:flight negated "no flights"']],
    ];
    expectReadings(cases);
    expectDoubledSpacesRead(cases);
  });

  it('a pace key takes the bare word: packed, normal or relaxed', () => {
    expectReadings([
      ['Pace: packed', ['packed=pace:packed wanted']],
      ['Pace: Packed', ['Packed=pace:packed wanted']],
      ['Pace: busy', ['busy=pace:packed wanted']],
      ['Pace: full', ['full=pace:packed wanted']],
      ['Pace: fast', ['fast=pace:packed wanted']],
      ['Tempo: intense', ['intense=pace:packed wanted']],
      ['Pace: normal', ['normal=pace:normal wanted']],
      ['Pace: Normal', ['Normal=pace:normal wanted']],
      ['Pace: relaxed', ['relaxed=pace:relaxed wanted']],
      ['Pace: slow', ['slow=pace:relaxed wanted']],
      ['Pace: chill', ['chill=pace:relaxed wanted']],
      ['We are busy people.', []],
      ['A normal trip.', []],
    ]);
  });

  it('children: an age next to the word decides under 10 or older; a relation without an age is a relation', () => {
    const cases: Case[] = [
      ['Our 10-year-old comes.', ['10-year-old=house:children/older wanted']],
      ['Our 9-year-old comes.', ['9-year-old=house:children/under10 wanted']],
      ['Our five-year-old comes.', ['five-year-old=house:children/under10 wanted']],
      ['Our twelve year old comes.', ['twelve year old=house:children/older wanted']],
      ['Our 12 yo comes.', ['12 yo=house:children/older wanted']],
      ['Our 10yo comes.', ['10yo=house:children/older wanted']],
      ['Our little ones come.', ['little ones=house:children/under10 wanted']],
      ['Our teens come.', ['teens=house:children/older wanted']],
      ['Our teen comes.', ['teen=house:children/older wanted']],
      ['Our teenager comes.', ['teenager=house:children/older wanted']],
      ['Our teenagers come.', ['teenagers=house:children/older wanted']],
      ['Kids under 10 come.', ['Kids=house:children/under10 wanted']],
      ['Kids over 12 come.', ['Kids=house:children/older wanted']],
      ['Kids all over ten come.', ['Kids=house:children/older wanted']],
      ['Kids aged 12 and 14 come.', ['Kids=house:children/older wanted']],
      ['Kids aged 9 and 14 come.', ['Kids=house:children/under10 wanted']],
      ['Kids aged 10 and 12.', ['Kids=house:children/older wanted']],
      ['Our kids (5, 8) come.', ['kids=house:children/under10 wanted']],
      ['Our 10 year old kids come.', ['10 year old=house:children/older wanted', 'kids=house:children/older wanted']],
      ['Our 12 and 14 year old kids come.', ['14 year old=house:children/older wanted', 'kids=house:children/older wanted']],
      ['Our 6 and 8 year old kids come.', ['8 year old=house:children/under10 wanted', 'kids=house:children/under10 wanted']],
      ['Our 15 and 16 year old sons.', ['16 year old=house:children/older wanted', 'sons=house:children/older wanted']],
      ['Our young kids come.', ['kids=house:children/under10 wanted']],
      ['Our kids come.', ['kids=house:children/unknown wanted']],
      ['Our grown kids come.', ['kids=house:children/older wanted']],
      ['Our two college kids come.', ['kids=house:children/older wanted']],
      ['Our son comes.', ['son=house:children/relation wanted']],
      ['Our son, aged 5, comes.', ['son=house:children/under10 wanted']],
      ['Our son (12) comes.', ['son=house:children/older wanted']],
      ['A toddler comes.', ['toddler=house:children/under10 wanted']],
      ['A baby comes.', ['baby=house:children/under10 wanted']],
      ['Kid-friendly places.', ['Kid-friendly=house:children/under10 wanted']],
    ];
    expectReadings(cases);
    expectDoubledSpacesRead(cases);
    // The age is read from the kids' own unit and the words right next to them, not from further along the text.
    expectReadings([
      [
        'Our kids come along with us to see the sights and the museums in town, our dog is 5 years old.',
        ['kids=house:children/unknown wanted', 'dog=house:pets wanted', '5 years old=house:children/under10 wanted'],
      ],
      ['We are two adults, aged 30 and 32, and our kids come.', ['kids=house:children/unknown wanted']],
      [
        'We are a family of five and we all love the outdoors; our 7 year old kids come.',
        ['the outdoors=interest:nature wanted', '7 year old=house:children/under10 wanted', 'kids=house:children/under10 wanted'],
      ],
    ]);
  });

  it('a cuisine the sandbox lacks is a wish only as food or in a list of cuisines; a cuisine word with a non-food noun is not food', () => {
    expectReadings([
      ['We are visiting our Japanese friends.', []],
      ['We want Japanese food.', ['Japanese=cuisine:other wanted']],
      ['Food: Japanese', ['Japanese=cuisine:other wanted']],
      ['Italian and Thai, please.', ['Italian=cuisine:Italian wanted', 'Thai=cuisine:other wanted']],
      ['Thai or Italian, please.', ['Thai=cuisine:other wanted', 'Italian=cuisine:Italian wanted']],
      ['Thai, pizza.', ['Thai=cuisine:other wanted', 'pizza=cuisine:Pizza wanted']],
      ['Mexican & Thai', ['Mexican=cuisine:Mexican wanted', 'Thai=cuisine:other wanted']],
      ['Mexican/Thai', ['Mexican=cuisine:Mexican wanted', 'Thai=cuisine:other wanted']],
      ['We want to try Thai.', ['Thai=cuisine:other wanted']],
      ['We love Thai.', []],
      ['Italian food and Thai.', ['Italian=cuisine:Italian wanted', 'Thai=cuisine:other wanted']],
      ['Italian opera, we love Thai.', ['Italian=cuisine:Italian/not-food wanted']],
      ['We want Mexican.\nOur Japanese friends join.', ['Mexican=cuisine:Mexican wanted']],
      ['We want Seafood Festival dishes.', ['Seafood=cuisine:Seafood wanted']],
      ['Italian opera and Italian food.', ['Italian=cuisine:Italian/not-food wanted', 'Italian=cuisine:Italian wanted']],
      ['Italian opera, Mexican food.', ['Italian=cuisine:Italian/not-food wanted', 'Mexican=cuisine:Mexican wanted']],
      ['Chinese New Year.', ['Chinese=cuisine:Chinese/not-food wanted']],
      ['French fries.', ['French=cuisine:French/not-food wanted']],
      ['Latin American music.', ['Latin=cuisine:other wanted', 'American=cuisine:American/not-food wanted']],
      ['We love Native American history.', []],
      ['We like Indian Ocean views.', []],
      // ("South Indian" is a region's cooking, as "North Indian food"; "South American" a continent.)
      ['Our favourite is South Indian.', ['Indian=cuisine:Indian wanted']],
      ['Our favourite, for dinner, is Indian.', ['Indian=cuisine:Indian wanted']],
    ]);
  });

  it('interests: a kind of sight after liking words or before a lover noun, or a self-standing family phrase', () => {
    expectReadings([
      ['Family fun matters. My wife teaches history.', ['Family fun=interest:family wanted']],
      ['My wife teaches history.', []],
      ['We are history buffs.', ['history=interest:history wanted']],
      ["We're museum people.", ['museum=interest:museums wanted']],
      ['We are zoo lovers.', ['zoo=interest:family wanted']],
      ['We are garden lovers.', ['garden=interest:nature wanted']],
      ['We are music lovers.', ['music=interest:nightlife wanted']],
      ['We are outdoor enthusiasts.', ['outdoor=interest:nature wanted']],
      ['We are market junkies.', ['market=interest:food-markets wanted']],
      ['We are foodie people.', ['foodie=interest:food-markets wanted']],
      ['Music is my job.', []],
      ['The zoo is closed.', []],
    ]);
  });

  it('a correction cue makes a word replace the one of its kind before it; an addition ("too", "as well", "also") does not', () => {
    const cases: Case[] = [
      ['A private room, I mean an entire home.', ['private room=room:private wanted', 'entire home=room:entire wanted corrects']],
      ['A dorm, I mean an entire home.', ['dorm=lodging:lodging/shared wanted', 'entire home=room:entire wanted corrects']],
      ['A hostel, I mean a private room.', ['hostel=lodging:lodging/shared wanted', 'private room=room:private wanted corrects']],
      ['A private room. A hostel instead.', ['private room=room:private wanted', 'hostel=lodging:lodging/shared wanted corrects']],
      ['A private room, also an entire home.', ['private room=room:private wanted', 'entire home=room:entire wanted']],
      ['No flights. Actually, we will fly.', ['flights=transport:flight negated "No flights"', 'fly=transport:flight wanted corrects']],
      ['We will fly, sorry, drive.', ['fly=transport:flight wanted', 'drive=transport:self-driving wanted corrects']],
      ['We will fly. Or rather, drive.', ['fly=transport:flight wanted', 'drive=transport:self-driving wanted corrects']],
      ['By land, I mean by plane.', ['By land=transport:flight negated', 'plane=transport:flight wanted corrects']],
      ['Mexican food. Scratch that, Italian.', ['Mexican=cuisine:Mexican wanted', 'Italian=cuisine:Italian wanted corrects']],
      ['Mexican food, actually Italian.', ['Mexican=cuisine:Mexican wanted', 'Italian=cuisine:Italian wanted corrects']],
      // The cue must stand between the two words of one kind: a cue before another kind's word corrects nothing.
      ['Mexican food, actually we will drive.', ['Mexican=cuisine:Mexican wanted', 'drive=transport:self-driving wanted']],
      [
        'We will fly. Mexican food, actually Italian.',
        ['fly=transport:flight wanted', 'Mexican=cuisine:Mexican wanted', 'Italian=cuisine:Italian wanted corrects'],
      ],
      // House rules add up; they are never corrected.
      ['No pets. Actually pets are fine.', ['pets=house:pets negated "No pets"', 'pets=house:pets wanted']],
      ['Pets, I mean a cat.', ['Pets=house:pets wanted', 'cat=house:pets wanted']],
      // A defect found here: an addition said after the word ("as well", "too") was read as a correction.
      ['Mexican food, actually Italian food as well.', ['Mexican=cuisine:Mexican wanted', 'Italian=cuisine:Italian wanted']],
      ['We want a shared room, I mean a private room too.', ['shared room=room:shared wanted', 'private room=room:private wanted']],
      ['A private room, I mean an entire home, too expensive', ['private room=room:private wanted', 'entire home=room:entire wanted corrects']],
    ];
    expectReadings(cases);
    const read = (words: string) => {
      const o = readRequest(`${TRIP} ${words}`, miniGeography());
      return [o.spec?.cuisines ?? null, o.provenance.ignored.map((i) => [i.words, i.rule])];
    };
    expect(['Mexican food, actually Italian food as well.', 'Mexican food, actually Italian food.'].map(read)).to.deep.equal([
      [['Mexican', 'Italian'], []],
      [['Italian'], [['Mexican', 'corrected']]],
    ]);
  });
});
