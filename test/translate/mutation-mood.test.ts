/**
 * The mood of a constraint word (src/translate/rules/mood.ts; READING.md, "Words that ask for nothing"), read one
 * phrasing at a time: each cue of a story told, of someone staying home, of a question still open, of a preference
 * or a comparison, next to a look-alike a word or a few characters away that must read otherwise. Written against
 * the survivors of `npm run mutate -- rules --file src/translate/rules/mood.ts`.
 */
import { expect } from 'chai';
import { readRequest } from '../../src/translate/rules/index.ts';
import { readLayout, unitAt } from '../../src/translate/rules/layout.ts';
import { inPastSentence, moodOf } from '../../src/translate/rules/mood.ts';
import { miniGeography } from './geography.ts';

/** A request, a word of it (its first occurrence) and the word's mood ('wish': said as a wish). */
type Case = readonly [text: string, word: string, mood: string];

function moodAt(text: string, word: string): string {
  const layout = readLayout(text);
  const at = text.indexOf(word);
  if (at < 0) throw new Error(`"${word}" is not in "${text}"`);
  const unit = unitAt(layout, at);
  if (unit === undefined) throw new Error(`"${word}" is in no unit of "${text}"`);
  return moodOf(layout, unit, at, at + word.length) ?? 'wish';
}

function expectMoods(cases: readonly Case[]): void {
  expect(cases.map(([text, word]) => [text, word, moodAt(text, word)])).to.deep.equal(cases.map((c) => [...c]));
}

const TRIP = 'A 3-day trip from Denver to Austin, March 16th to March 18th, 2022, for 2 people, budget $1,000.';

function reading(words: string) {
  const o = readRequest(`${TRIP} ${words}`, miniGeography());
  return { ignored: o.provenance.ignored.map((i) => [i.words, i.rule]), errors: o.errors.map((e) => [e.field, e.message]) };
}

describe('rules translator, mood.ts: how a constraint word is said', () => {
  it("a word on the planner's side of a pasted conversation is asked, not wished", () => {
    expectMoods([
      ['Agent: Any pets?\nMe: yes', 'pets', 'asked'],
      ['Me: Any pets?\nAgent: yes', 'pets', 'wish'],
    ]);
  });

  it('the word itself in a past form, or as the object of a verb of what was done, is a story', () => {
    expectMoods([
      ['We drove there.', 'drove', 'narrative'],
      ['We drive there.', 'drive', 'wish'],
      ['I stayed in a hostel.', 'hostel', 'narrative'],
      ['I want a hostel.', 'hostel', 'wish'],
      ['They ended up in the cheap hostel.', 'hostel', 'narrative'],
      // The verb is looked for in the 40 characters before the word only.
      ['They ended up in the uncharacteristically cheap hostel.', 'hostel', 'wish'],
    ]);
  });

  it('what the wish is measured against is compared, within 40 characters before the word', () => {
    expectMoods([
      ['It is less expensive than booking a pricey hotel.', 'hotel', 'compared'],
      ['It is less expensive than booking a ridiculously pricey hotel.', 'hotel', 'wish'],
      ['It is less expensive than taking the overcrowded train.', 'train', 'wish'],
    ]);
  });

  it('a rule for a time of someone\'s life after the word ("no flying after 28 weeks") leaves the question open', () => {
    expectMoods([
      ['No flying after 28 weeks.', 'flying', 'hedged'],
      ['No flying  after 28 weeks.', 'flying', 'hedged'],
      ['No flying after  28 weeks.', 'flying', 'hedged'],
      ['No flying after 28  weeks.', 'flying', 'hedged'],
      ['No flying after six months.', 'flying', 'hedged'],
      ['No flying after twenty-eight weeks.', 'flying', 'hedged'],
      ['No flying after twenty eight weeks.', 'flying', 'hedged'],
      ['No flying after 1 week.', 'flying', 'hedged'],
      ['No flying after 1 month.', 'flying', 'hedged'],
      // Only right after the word, and only within its unit.
      ['No flying at all after 28 weeks.', 'flying', 'wish'],
      ['No flying\nafter 6 months we are fine', 'flying', 'wish'],
    ]);
  });

  it('a question still open anywhere in the sentence makes even a story hedged', () => {
    const cases: Case[] = [
      ['We flew there once, still deciding whether to fly again.', 'flew', 'hedged'],
      ['We flew there once, we need to decide which of us drives.', 'flew', 'hedged'],
      ['We flew there once, we have to decide whether to drive.', 'flew', 'hedged'],
      ['We flew there once, let me know which one.', 'flew', 'hedged'],
      ['We flew there once, let me know which.', 'flew', 'hedged'],
      ['We flew there once, let us know which it is.', 'flew', 'hedged'],
      ['We flew there once, let you know which one .', 'flew', 'hedged'],
      ['We flew there once, let me know which', 'flew', 'hedged'],
      ['We flew there once, cant remember which one, lol', 'flew', 'hedged'],
      ['We flew there once, dont remember which it was.', 'flew', 'hedged'],
      ["We flew there once, can't remember which one ,", 'flew', 'hedged'],
      ["We flew there once, don't remember which.", 'flew', 'hedged'],
      ["We flew there once, don't remember which", 'flew', 'hedged'],
      ['We flew there once and the vet will tell us later whether the dog can fly.', 'flew', 'hedged'],
      ['We flew there once and the vet will tell us whether the dog can fly.', 'flew', 'hedged'],
      // Not a question: a story.
      ['We flew there once, let me know.', 'flew', 'narrative'],
      ['We flew there once, let me know which hotel is best.', 'flew', 'narrative'],
      ["We flew there once, can't remember which airline.", 'flew', 'narrative'],
      ['We flew there once and the vet will tell us.', 'flew', 'narrative'],
      ['We flew there once, still deciding.', 'flew', 'narrative'],
    ];
    expectMoods(cases);
    // Doubled spaces read the same.
    expectMoods(cases.map(([text, word, mood]) => [text.replace(/ /g, '  '), word, mood]));
  });

  it('someone minding the pets at home keeps them home, unless the sentence has not decided', () => {
    const cases: Case[] = [
      ['My mom will watch the dog.', 'dog', 'not-coming'],
      ["My mom will watch the dog, haven't decided yet.", 'dog', 'hedged'],
      ['My mom will watch the dog, havent decided yet.', 'dog', 'hedged'],
      ['My mom will watch the dog, have not decided.', 'dog', 'hedged'],
      ['My mom will watch the dog, not yet decided.', 'dog', 'wish'],
      ['My mom will watch the dog, not sure.', 'dog', 'hedged'],
      ["My mom will watch the dog, we'll see.", 'dog', 'wish'],
      ['My mom will watch the dog, still deciding.', 'dog', 'wish'],
    ];
    expectMoods(cases);
    expectMoods(cases.map(([text, word, mood]) => [text.replace(/ /g, '  '), word, mood]));
  });

  it('someone staying home said just after the word, past the end of its clause, keeps it home', () => {
    expectMoods([
      ['We bring the dog, but kennel is an option.', 'dog', 'not-coming'],
      ['A trip in May. We bring the dog, but kennel is an option.', 'dog', 'not-coming'],
      // Said before the word's clause: not the word's.
      ['The kids are staying with grandma, but we want a pool.', 'pool', 'wish'],
      ['No kennel, but we want a pool.', 'pool', 'wish'],
      ['No kennel, but a pool.', 'pool', 'wish'],
    ]);
  });

  it('someone named after the word as the one staying home keeps only themselves home, not the word', () => {
    expectMoods([
      ['Me and my three kids (5, 9, 12), their dad is staying home.', 'kids', 'wish'],
      ['A trip in May. Me and my three kids, their dad is staying home.', 'kids', 'wish'],
      ['Me and my kids, Tom is staying home.', 'kids', 'wish'],
      ['Me and my kids - my husband will be staying home.', 'kids', 'wish'],
      // No one named before the words of staying home: the word's.
      ['Me and my kids, the dog is staying home.', 'kids', 'not-coming'],
      ['Me and my kids, staying home is the dog.', 'kids', 'not-coming'],
    ]);
  });

  it('a short reason in parentheses after someone staying home is not a wish ("Tina can\'t come (new baby)")', () => {
    expectMoods([
      ["Tina can't come (new baby).", 'baby', 'not-coming'],
      ["A trip in May. Tina can't come (new baby).", 'baby', 'not-coming'],
      // More than 20 characters into the parentheses, or the stay-home words more than 30 before them: the word's own.
      ["Tina can't come (she just had her second baby).", 'baby', 'wish'],
      ['No kennel needed, we are bringing everyone along (including the dog).', 'dog', 'wish'],
    ]);
  });

  it("a time past in the clause makes a story, unless the word is the value of a wish's key near its start", () => {
    expectMoods([
      ['We had amazing Indian food last trip.', 'Indian', 'narrative'],
      ['Cuisine: Chinese and American we drove down to the coast last summer', 'Chinese', 'wish'],
      ['Trip notes for our family\nCuisine: the one we loved was Chinese food last trip.', 'Chinese', 'wish'],
      // At most 40 characters into the value.
      ['Cuisine: the one we all loved the most was still Chinese food last trip.', 'Chinese', 'wish'],
      ['Cuisine: the one we all loved the most was always Chinese food last trip.', 'Chinese', 'narrative'],
      ['Cuisine: we had the most amazing food in a tiny place, Indian food, last summer', 'Indian', 'narrative'],
      // Only in the key's first sentence (a field row of a pasted table may hold several).
      ['| Cuisine | We had Indian food last trip. |', 'Indian', 'wish'],
      ['| Cuisine | Chinese. We had Indian food last trip. |', 'Indian', 'narrative'],
    ]);
  });

  it('a habit given up is how things stand now, whatever time is named, if said within 25 characters', () => {
    expectMoods([
      ['I stopped flying last year.', 'flying', 'wish'],
      ['I stopped                    flying last year.', 'flying', 'narrative'],
    ]);
  });

  it('a label of a wish in running text makes what follows it a wish, whatever story it tells', () => {
    const told = (label: string) => `Hi there, and ${label} Chinese food we had last trip was great.`;
    expectMoods([
      [told('our cuisine wishes:'), 'Chinese', 'wish'],
      [told('our food wish:'), 'Chinese', 'wish'],
      [told('our cuisine wishes: the'), 'Chinese', 'wish'],
      [told('my only want:'), 'Chinese', 'wish'],
      [told('our food wishes:Chinese'), 'Chinese', 'wish'],
      [told('our food wishes:  '), 'Chinese', 'wish'],
      [told('Dad wants:'), 'Chinese', 'wish'],
      [told('my one need:'), 'Chinese', 'wish'],
      [told('one last request:'), 'Chinese', 'wish'],
      [told('our must haves:'), 'Chinese', 'wish'],
      [told('our must  haves:'), 'Chinese', 'wish'],
      [told('one must have:'), 'Chinese', 'wish'],
      [told('my preference:'), 'Chinese', 'wish'],
      [told('one requirement:'), 'Chinese', 'wish'],
      ['We are flexible. Wishes: Chinese food we had last trip was great.', 'Chinese', 'wish'],
      // A key of the layout's: a field of its own after a comma, or a label in running text.
      ['We eat anything, cuisine: Chinese food we had last trip was great.', 'Chinese', 'wish'],
      ['We eat anything - dining: Chinese food we had last trip was great.', 'Chinese', 'wish'],
      // Labels of no wish, labels not quite right, and labels too far back.
      [told('our cuisine:'), 'Chinese', 'narrative'],
      [told('some background:'), 'Chinese', 'narrative'],
      [told('our wishes of the kids:'), 'Chinese', 'narrative'],
      [told('our cuisine wish(es):'), 'Chinese', 'narrative'],
      [told('our food wishes:...'), 'Chinese', 'narrative'],
      [told('our food wishes::'), 'Chinese', 'narrative'],
      [told('our food wishes: when we were in Rome with his parents the'), 'Chinese', 'narrative'],
      [told('our requirements: we are all easy eaters, honestly, the'), 'Chinese', 'narrative'],
    ]);
  });

  it('said not to be required is a preference; words of not having decided, near the word, hedge it', () => {
    expectMoods([
      ['Direct flights if possible.', 'flights', 'preference'],
      ['We might bring the dog.', 'dog', 'hedged'],
      ['Maybe a hotel with a pool.', 'pool', 'hedged'],
      // A hedge in another sentence is not this one's.
      ['We might go in May. We want a hotel.', 'hotel', 'wish'],
      ['We are a family of four, maybe. We want a pool.', 'pool', 'wish'],
    ]);
  });

  it('a sentence speaks of a time past by its own words only', () => {
    const past = (text: string, word: string) => {
      const layout = readLayout(text);
      const at = text.indexOf(word);
      return inPastSentence(layout, unitAt(layout, at)!, at);
    };
    expect([past('We went there last year.', 'there'), past('We flew last year. Now we want a hotel.', 'hotel')]).to.deep.equal([true, false]);
  });

  it('the moods decide the reading of a request', () => {
    expect(['Direct flights if possible.', 'We might bring the dog.', 'I stayed in a hostel.', "Tina can't come (new baby)."].map(reading)).to.deep.equal([
      { ignored: [['flights', 'preference']], errors: [] },
      { ignored: [], errors: [['houseRules', 'houseRules: the request has not decided this yet; say whether it is needed (found: "dog")']] },
      { ignored: [['hostel', 'narrative']], errors: [] },
      { ignored: [['baby', 'not-coming']], errors: [] },
    ]);
  });
});
