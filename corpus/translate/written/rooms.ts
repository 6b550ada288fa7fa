/**
 * Room type (READING.md "roomType"): entire, private, shared, not shared; tolerance and generic lodging
 * words ask for nothing; two room types, or a negated entire/private room, are refused.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

const BP = { origin: 'Boston', to: 'Philadelphia', days: 3, start: '2022-04-22', budget: null } as const;

export const ROOMS: readonly TranslateCase[] = [
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people, entire home/apt.', { ...BP, people: 2, room: 'entire room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people. We want the whole place.', { ...BP, people: 2, room: 'entire room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, for a couple, in an entire apartment.', { ...BP, people: 2, room: 'entire room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 3 people, a place to ourselves.', { ...BP, people: 3, room: 'entire room' }),
  ok('From: Boston\nTo: Philadelphia\nDates: 2022-04-22 to 2022-04-24\nGuests: 2\nRoom: entire home', { ...BP, people: 2, room: 'entire room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, one person, a private room.', { ...BP, people: 1, room: 'private room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people, private rooms only.', { ...BP, people: 2, room: 'private room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, for a couple; our own bedroom.', { ...BP, people: 2, room: 'private room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, just me, a shared room.', { ...BP, people: 1, room: 'shared room' }),
  ok("From Boston to Philadelphia, April 22-24, 2022, just me. I'll sleep in a dorm.", { ...BP, people: 1, room: 'shared room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, just me, staying at a hostel.', { ...BP, people: 1, room: 'shared room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people, not a shared room.', { ...BP, people: 2, room: 'not shared room' }),
  ok("From Boston to Philadelphia, April 22-24, 2022, 2 people, rooms that aren't shared.", { ...BP, people: 2, room: 'not shared room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people, no shared rooms.', { ...BP, people: 2, room: 'not shared room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people, non-shared rooms.', { ...BP, people: 2, room: 'not shared room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people, a private room or an entire home.', { ...BP, people: 2, room: 'not shared room' }),
  ok('Room type: private room\nFrom: Boston\nTo: Philadelphia\nDates: 2022-04-22 to 2022-04-24', { ...BP, people: 1, room: 'private room' }),
  ok('From: Boston | To: Philadelphia | Dates: 2022-04-22 to 2022-04-24 | Guests: 1 | Stay: shared room', { ...BP, people: 1, room: 'shared room' }),

  // ---- words that ask for no room type
  ok('From Boston to Philadelphia, April 22-24, 2022, just me. Shared rooms are fine.', { ...BP, people: 1 }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people, a hotel downtown.', { ...BP, people: 2 }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people, we need a place to stay.', { ...BP, people: 2 }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people. Please book our accommodation.', { ...BP, people: 2 }),

  // ---- refused
  no('From Boston to Philadelphia, April 22-24, 2022, 2 people. We want an entire home. Private rooms only.', 'roomType'),
  no('From Boston to Philadelphia, April 22-24, 2022, just me, a hostel or an entire apartment.', 'roomType'),
  no('From Boston to Philadelphia, April 22-24, 2022, 2 people, not an entire home.', 'roomType', 'entire'),
  no('From Boston to Philadelphia, April 22-24, 2022, 2 people, no private rooms.', 'roomType', 'private'),
  no('From: Boston\nTo: Philadelphia\nDates: 2022-04-22 to 2022-04-24\nGuests: 2\nRoom: shared room\nRoom type: entire home', 'roomType'),

  // ---- a wish said with "pls" in a clause that also tells a story
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people. no shared rooms pls, we did that once in college', {
    ...BP,
    people: 2,
    room: 'not shared room',
  }),

  // ---- a room type named only as what the wish is cheaper than (READING.md, `compared`)
  ok("From Boston to Philadelphia, April 22-24, 2022, 2 people. We want a private room, it's cheaper than a whole apartment.", {
    ...BP,
    people: 2,
    room: 'private room',
  }),

  // ---- a type asked for with another said to be fine: both are acceptable; "a room of my own" is any unshared room
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people. An entire place would be great but a private room works too, just nothing shared.', {
    ...BP,
    people: 2,
    room: 'not shared room',
  }),
  ok("From Boston to Philadelphia, April 22-24, 2022, just me. I'd prefer a private room, but a shared one is fine if it's cheaper.", {
    ...BP,
    people: 1,
  }),
  ok('From Boston to Philadelphia, April 22-24, 2022, just me. I need a room of my own, no dorms.', { ...BP, people: 1, room: 'not shared room' }),
  ok("From Boston to Philadelphia, April 22-24, 2022, 2 people. We're happy sharing a flat but each needs their own room.", {
    ...BP,
    people: 2,
    room: 'not shared room',
  }),
  ok("From Boston to Philadelphia, April 22-24, 2022, just me. A private room in someone's house or a whole condo, either is fine; no shared rooms.", {
    ...BP,
    people: 1,
    room: 'not shared room',
  }),

  // ---- "not necessary" before a noun is about that noun; an abbreviated room; a house named for its rule or use
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people. We would like a private room, it is not necessary the entire flat.', {
    ...BP,
    people: 2,
    room: 'private room',
  }),
  ok('Boston > Philadelphia. 4/22-4/24/2022. 2 adults. no shared rm.', { ...BP, people: 2, room: 'not shared room' }),
  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people. We both smoke, so house must allow smoking.', { ...BP, people: 2, rules: ['smoking'] }),
  ok('Boston to Philadelphia, April 22-24, 2022, me + 3 buddies, party house plz', { ...BP, people: 4, rules: ['parties'] }),

  ok('From Boston to Philadelphia, April 22-24, 2022, 2 people. Same as last year: pet-friendly, entire home.', {
    ...BP,
    people: 2,
    rules: ['pets'],
    room: 'entire room',
  }),
  ok('From Boston to Philadelphia, April 22-24, 2022, just me. I need to work in a private room, I have calls all day.', {
    ...BP,
    people: 1,
    room: 'private room',
  }),
  // ---- sharing among the party is no shared room; sharing with strangers, ruled out, is none ("not shared room")
  ok("From Boston to Philadelphia, April 22-24, 2022, 3 of us. We're fine sharing a room with each other but not with strangers.", {
    ...BP,
    people: 3,
    room: 'not shared room',
  }),
  ok('From Boston to Philadelphia, April 22-24, 2022, me and my sister, happy to share a room together.', { ...BP, people: 2 }),
  ok("From Boston to Philadelphia, April 22-24, 2022, just me. I don't want a dorm or any room I'd be sharing with strangers.", {
    ...BP,
    people: 1,
    room: 'not shared room',
  }),
  ok('From Boston to Philadelphia, April 22-24, 2022, just me. Happy to share with strangers to save money.', { ...BP, people: 1, room: 'shared room' }),
];
