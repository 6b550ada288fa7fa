/**
 * Wishes as the rules translator reads them (READING.md, "houseRules", "roomType", "cuisines", "excludeTransport",
 * "wishes"): each house rule, room type, wished and ruled-out cuisine, transport exclusion, pace and interest, and the
 * refusals of a diet and a train the sandbox cannot honour.
 */
import { expect } from 'chai';
import { readRequest } from '../../src/translate/rules/index.ts';
import { miniGeography } from './geography.ts';

/** [houseRules, roomType, cuisines, avoidCuisines, excludeTransport, wishes, refusals] for a fixed trip followed by `words`. */
function wishes(words: string) {
  const o = readRequest(`A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000. ${words}`, miniGeography());
  const s = o.spec;
  return s
    ? [s.houseRules, s.roomType, s.cuisines, s.avoidCuisines, s.excludeTransport, s.wishes, []]
    : [null, null, null, null, null, null, o.errors.map((e) => e.message)];
}

interface Asked {
  houseRules: string[];
  roomType: string | null;
  cuisines: string[];
  avoidCuisines: string[];
  excludeTransport: string[];
  wishes: Record<string, unknown>;
}
const NONE: Asked = { houseRules: [], roomType: null, cuisines: [], avoidCuisines: [], excludeTransport: [], wishes: {} };
const asked = (change: Partial<Asked>) => {
  const w = { ...NONE, ...change };
  return [w.houseRules, w.roomType, w.cuisines, w.avoidCuisines, w.excludeTransport, w.wishes, []];
};

describe('rules translator: wishes', () => {
  it('houseRules: a pet, smoking, a party and visitors', () => {
    expect(
      ['We are bringing our dog.', 'We need a place where smoking is allowed.', 'We want to throw a party.', 'Visitors must be allowed.'].map(wishes),
    ).to.deep.equal([
      asked({ houseRules: ['pets'] }),
      asked({ houseRules: ['smoking'] }),
      asked({ houseRules: ['parties'] }),
      asked({ houseRules: ['visitors'] }),
    ]);
  });

  it('houseRules: a prohibition found acceptable ("no smoking is fine") asks for nothing; the permission itself still does', () => {
    const rules = [
      ['smoking', 'smoking'],
      ['pets', 'pets'],
      ['parties', 'parties'],
      ['visitors', 'visitors'],
    ] as const;
    const predicates = ['is fine', 'is OK with us', 'would be acceptable', 'is no problem'];
    for (const [word, rule] of rules) {
      for (const predicate of predicates) {
        const sentence = `No ${word} ${predicate}.`;
        expect(wishes(sentence), sentence).to.deep.equal(asked({}));
        expect(wishes(`A no-${word} rule ${predicate}.`), `no-${word}`).to.deep.equal(asked({}));
        const permission = `${word[0]!.toUpperCase()}${word.slice(1)} ${predicate}.`;
        expect(wishes(permission), permission).to.deep.equal(asked({ houseRules: [rule] }));
      }
    }
    expect(wishes("We don't smoke so no smoking is fine.")).to.deep.equal(asked({}));
  });

  it('houseRules: a prohibition said with a verb or a rule before the word and found acceptable asks for nothing; its negation asks for the permission', () => {
    const prohibitions = ['Places that forbid', 'Listings that ban', "Hosts who don't allow", 'Rentals strict about', 'Places with rules against'];
    const permissions = ["Places that don't forbid", 'Listings that never ban', 'Hosts not strict about', 'Places with no rules against'];
    const predicates = ['are fine', 'are OK with us', 'would be acceptable', 'are no problem'];
    for (const rule of ['smoking', 'pets', 'parties', 'visitors']) {
      for (const predicate of predicates) {
        for (const p of prohibitions) expect(wishes(`${p} ${rule} ${predicate}.`), `${p} ${rule} ${predicate}`).to.deep.equal(asked({}));
        for (const p of permissions) expect(wishes(`${p} ${rule} ${predicate}.`), `${p} ${rule} ${predicate}`).to.deep.equal(asked({ houseRules: [rule] }));
      }
      expect(wishes(`Not allowing ${rule} is fine.`), `Not allowing ${rule}`).to.deep.equal(asked({}));
    }
    expect(wishes('Non-smoking is fine.')).to.deep.equal(asked({}));
    // A permission with its own predicate takes no negation from a list of another kind before it; one of its own kind shares it.
    expect(
      ['We want to avoid taxis and pets allowed, please.', 'No flights and parties are fine.', 'No smoking or parties are fine.'].map(wishes),
    ).to.deep.equal([asked({ houseRules: ['pets'], excludeTransport: ['taxi'] }), asked({ houseRules: ['parties'], excludeTransport: ['flight'] }), asked({})]);
  });

  it('roomType: an entire home, a shared room, a private room', () => {
    expect(['We need an entire home.', 'A shared room is all we need.', 'We only want private rooms.'].map(wishes)).to.deep.equal([
      asked({ roomType: 'entire room' }),
      asked({ roomType: 'shared room' }),
      asked({ roomType: 'private room' }),
    ]);
  });

  it('cuisines wished and ruled out, in the order named', () => {
    expect(["We'd love Mexican and Chinese food.", 'No seafood please.', 'We love BBQ and pizza but hate fast food.'].map(wishes)).to.deep.equal([
      asked({ cuisines: ['Mexican', 'Chinese'] }),
      asked({ avoidCuisines: ['Seafood'] }),
      asked({ cuisines: ['BBQ', 'Pizza'], avoidCuisines: ['Fast Food'] }),
    ]);
  });

  it('excludeTransport: driving ourselves rules out the rest; modes ruled out one by one', () => {
    expect(['We will drive ourselves.', 'No flying, and no taxis.'].map(wishes)).to.deep.equal([
      asked({ excludeTransport: ['flight', 'taxi'] }),
      asked({ excludeTransport: ['flight', 'taxi'] }),
    ]);
  });

  it('wishes: a relaxed or packed pace and interests', () => {
    expect(['We want a relaxed pace.', 'We want to see as much as possible.', 'We love museums and hiking.'].map(wishes)).to.deep.equal([
      asked({ wishes: { pace: 'relaxed' } }),
      asked({ wishes: { pace: 'packed' } }),
      asked({ wishes: { interests: ['museums', 'nature'] } }),
    ]);
  });

  it('refuses a diet the restaurants do not list and a train the sandbox does not run', () => {
    expect(wishes('We want vegan restaurants.')).to.deep.equal([
      null,
      null,
      null,
      null,
      null,
      null,
      [
        'cuisines: the sandbox\'s restaurants do not list it (they list American, Chinese, French, Indian, Italian, Mediterranean, Mexican, BBQ, Bakery, Cafe, Desserts, Fast Food, Pizza, Seafood and Tea) (found: "vegan")',
      ],
    ]);
    // Who the travellers are ("We are vegan", "Vegetarian family here") asks for no kind of restaurant: every writer of
    // the outside sets read it so.
    expect(wishes('We are vegan.')[2]).to.deep.equal([]);
    expect(wishes('We want to take the train.')).to.deep.equal([
      null,
      null,
      null,
      null,
      null,
      null,
      ['excludeTransport: the sandbox has only flights, self-driving and taxis between cities (found: "train")'],
    ]);
  });
});
