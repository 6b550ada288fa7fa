/**
 * The constraint words findWishes reads in a text, each as one line: the word as written, its category and value,
 * its polarity, "only", "corrects", and the words quoted for it ("flights=transport:flight negated \"no flights\"").
 * Shared by the mutation-hardening tests of wishes.ts and polarity.ts.
 */
import { readLayout } from '../../src/translate/rules/layout.ts';
import { findWishes, type Wish } from '../../src/translate/rules/wishes.ts';

function wishValue(w: Wish): string {
  switch (w.category) {
    case 'house':
      return 'age' in w ? `children/${w.age}` : w.rule;
    case 'room':
      return w.room;
    case 'lodging':
      return `lodging/${w.kind}`;
    case 'cuisine':
      return `${w.cuisine ?? 'other'}${w.food ? '' : '/not-food'}`;
    case 'transport':
      return w.mode;
    case 'pace':
      return w.pace;
    case 'interest':
      return w.interest;
  }
}

export function wishesIn(text: string): string[] {
  return findWishes(readLayout(text)).map((w) => {
    const shown = w.shown === undefined ? '' : ` "${text.slice(w.shown.start, w.shown.end)}"`;
    return `${text.slice(w.start, w.end)}=${w.category}:${wishValue(w)} ${w.polarity}${w.only ? ' only' : ''}${w.corrects ? ' corrects' : ''}${shown}`;
  });
}
