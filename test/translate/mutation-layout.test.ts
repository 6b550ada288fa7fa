/**
 * The units of src/translate/rules/layout.ts (READING.md, "Layout is structure"), read one layout at a time: keyed
 * fields split on one line, " | " pieces as fields or as items of a keyed list, bullets of each kind, a key's value as
 * its first sentence, sentence ends that are not ("Mt.", "D.C.", "..."), correcting key prefixes, and what is not a
 * key (a colon before digits, more than five words). Each unit is shown as "[key:role (inh: inherited) (corr)] text",
 * with its sentences after " / " when there are several.
 */
import { expect } from 'chai';
import { readLayout, sentenceAt, textBefore, unitAt, words } from '../../src/translate/rules/layout.ts';

function units(text: string): string[] {
  return readLayout(text).units.map(
    (u) =>
      `${u.key ? `[${u.key.raw}:${u.key.role}${u.key.inherited ? ' inh' : ''}${u.key.corrects ? ' corr' : ''}] ` : ''}${text.slice(u.start, u.end)}${u.sentences.length > 1 ? ` / ${u.sentences.map((s) => text.slice(s.start, s.end).trim()).join(' / ')}` : ''}`,
  );
}

describe('rules translator: layout units (layout.ts)', () => {
  it('splits keyed fields on one line, and reads " | " pieces as fields or as the items of a keyed list', () => {
    expect(
      [
        'Origin: Denver. Destination: Austin. Travelers: 2',
        'Food: Mexican | Japanese | Chinese',
        'Food: Mexican | farmers markets. Smoking allowed.',
        'From: Reno | Guests: 2 | fun stuff',
        'Trip | Reno | Boise',
      ].map(units),
    ).to.deep.equal([
      ['[Origin:origin] Denver.', '[Destination:destination] Austin.', '[Travelers:travellers] 2'],
      ['[Food:cuisines] Mexican', '[Food:cuisines inh] Japanese', '[Food:cuisines inh] Chinese'],
      ['[Food:cuisines] Mexican', '[Food:cuisines inh] farmers markets.', 'Smoking allowed.'],
      ['[From:origin] Reno', '[Guests:travellers] 2', 'fun stuff'],
      ['Trip', 'Reno', 'Boise'],
    ]);
  });

  it('strips bullets of each kind, and takes a key before a space or a word, or an "=" before anything ("people=1"), of five words at most', () => {
    expect(
      [
        '1) From: Reno',
        'a. To: Boise',
        '> Guests: 3',
        '+ Days: 3',
        'Budget=3000',
        'Budget:3000',
        'Budget = 3000',
        'Time: 10:30',
        'A B C D E F: 3',
        'Corrected budget: 4',
        'Final headcount: 5',
      ].map(units),
    ).to.deep.equal([
      ['[From:origin] Reno'],
      ['[To:destination] Boise'],
      ['[Guests:travellers] 3'],
      ['[Days:days] 3'],
      ['[Budget:budget] 3000'],
      ['Budget:3000'],
      ['[Budget:budget] 3000'],
      ['Time: 10:30'],
      ['A B C D E F: 3'],
      ['[Corrected budget:budget corr] 4'],
      ['[Final headcount:travellers corr] 5'],
    ]);
  });

  it('keeps a key to its first sentence, and ends sentences where a period after a number meets a capital', () => {
    expect(
      [
        'Budget: $1,200. We love art',
        'We have $1,200. we love art',
        'We have $1,200. We love art',
        'Mt. Hood and D.C. trip. Fun!',
        'Wow... great!? Yes; ok',
      ].map(units),
    ).to.deep.equal([
      ['[Budget:budget] $1,200.', 'We love art'],
      ['We have $1,200. we love art'],
      ['We have $1,200. We love art / We have $1,200. / We love art'],
      ['Mt. Hood and D.C. trip. Fun! / Mt. Hood and D.C. trip. / Fun!'],
      ['Wow... great!? Yes; ok / Wow... / great!? / Yes; / ok'],
    ]);
  });

  it('reads the lines under a key left empty as its items up to a blank line, across any line ending', () => {
    expect([units('Cuisine:\n- Italian\n- Chinese\n\n- pets'), units('Days:\r\n3\rGuests: 2')]).to.deep.equal([
      ['[Cuisine:cuisines inh] Italian', '[Cuisine:cuisines inh] Chinese', 'pets'],
      ['[Days:days inh] 3', '[Guests:travellers] 2'],
    ]);
  });

  it('finds the unit and sentence of an offset, and quotes the words as given', () => {
    const text = 'From: Reno\nWe fly.  Then \u201Cdrive\u201D home';
    const layout = readLayout(text);
    const second = unitAt(layout, 20)!;
    // A keyed unit is its value: the key's own words are in no unit; a unit's end still finds it.
    expect([0, 6, 10, 11, 20, text.length, 200].map((at) => unitAt(layout, at)?.index)).to.deep.equal([undefined, 0, 0, 1, 1, 1, undefined]);
    expect(text.slice(sentenceAt(second, 20).start, sentenceAt(second, 20).end)).to.equal('  Then \u201Cdrive\u201D home');
    expect(text.slice(sentenceAt(second, 500).start, sentenceAt(second, 500).end)).to.equal('  Then \u201Cdrive\u201D home');
    expect([textBefore(layout, second, 18, 4), textBefore(layout, second, 13, 40), words(layout, { start: 11, end: text.length })]).to.deep.equal([
      'fly.',
      'We',
      'We fly. Then \u201Cdrive\u201D home',
    ]);
  });
});
