/**
 * src/evaluate/reader.ts: reading an untrusted plan as the scorer's Python does. Each helper is held to Python's
 * answer: truthiness, `in`, a key read directly or behind `key in unit`, and where Python would raise, the
 * Unscorable with the exact field that the check turns into its failed verdict.
 */
import { expect } from 'chai';
import {
  blank,
  daysScanned,
  describeValue,
  field,
  filled,
  optionalField,
  pyContains,
  shown,
  text,
  truthy,
  unparsable,
  Unscorable,
} from '../../src/evaluate/reader.ts';
import { runCheck } from '../../src/evaluate/types.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';

/** The fields of the Unscorable `run` throws (fails when it returns or throws anything else). */
function raised(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    if (e instanceof Unscorable) return e.fields;
    throw e;
  }
  throw new Error('expected an Unscorable');
}

describe('evaluate/reader', () => {
  it('describes every kind of JSON value for messages', () => {
    const long = 'x'.repeat(41);
    expect([undefined, null, '', 'Reno', 'y'.repeat(40), long, 0, 5.5, true, false, [], [1], {}, { a: 1 }].map(describeValue)).to.deep.equal([
      'missing',
      'null',
      'an empty string',
      'a string ("Reno")',
      `a string ("${'y'.repeat(40)}")`,
      `a string ("${'x'.repeat(40)}...")`,
      'a number (0)',
      'a number (5.5)',
      'a boolean (true)',
      'a boolean (false)',
      'an empty list',
      'a list',
      'an object',
      'an object',
    ]);
  });

  it("is Python's truthiness: empty text, 0, false, [] and {} are false", () => {
    expect([null, undefined, '', '-', 0, 2, -1, false, true, [], [0], {}, { a: 0 }].map(truthy)).to.deep.equal([
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it("filled is `value and value != '-'`, blank is `value in ['', '-']`", () => {
    const values = ['', '-', ' - ', 'Taco Town, Reno', 0, null, [] as unknown];
    expect(values.map(filled)).to.deep.equal([false, false, true, true, false, false, false]);
    expect(values.map(blank)).to.deep.equal([true, true, false, false, false, false, false]);
  });

  describe('pyContains (Python `in`)', () => {
    it('is a substring test for text, element equality for a list and a key test for a dict', () => {
      expect([pyContains('from Reno to Boise', 'Reno', 1, 'k'), pyContains('from Reno', 'Boise', 1, 'k')]).to.deep.equal([true, false]);
      expect([pyContains(['a', 'Reno'], 'Reno', 1, 'k'), pyContains(['Renovo'], 'Reno', 1, 'k'), pyContains([], 'Reno', 1, 'k')]).to.deep.equal([
        true,
        false,
        false,
      ]);
      expect([pyContains({ Reno: 0 }, 'Reno', 1, 'k'), pyContains({ Boise: 'Reno' }, 'Reno', 1, 'k')]).to.deep.equal([true, false]);
    });
    it('raises for a number, naming the day and key', () => {
      expect(raised(() => pyContains(7, 'Reno', 3, 'current_city'))).to.deep.equal({
        problem: 'unreadable',
        day: 3,
        key: 'current_city',
        found: 'a number (7)',
      });
      expect(raised(() => pyContains(null, 'Reno', 2, 'lunch'))).to.deep.equal({ problem: 'unreadable', day: 2, key: 'lunch', found: 'null' });
    });
  });

  describe('field (`unit[key]`)', () => {
    it('reads the key of a day, falsy values included', () => {
      expect([field([{ lunch: 'A, B' }], 0, 'lunch'), field([{}, { lunch: '' }], 1, 'lunch'), field([{ n: 0 }], 0, 'n')]).to.deep.equal(['A, B', '', 0]);
    });
    it('raises for a missing key and for a day that is not an object, numbering days from 1', () => {
      expect(raised(() => field([{}, { dinner: '-' }], 1, 'lunch'))).to.deep.equal({ problem: 'unreadable', day: 2, key: 'lunch', found: 'missing' });
      expect(raised(() => field([{}, {}, 'text'], 2, 'lunch'))).to.deep.equal({ problem: 'unreadable', day: 3, key: '', found: 'a string ("text")' });
      expect(raised(() => field([[]], 0, 'lunch'))).to.deep.equal({ problem: 'unreadable', day: 1, key: '', found: 'an empty list' });
      expect(raised(() => field([], 0, 'lunch'))).to.deep.equal({ problem: 'unreadable', day: 1, key: '', found: 'missing' });
    });
    it('does not read inherited keys', () => {
      expect(raised(() => field([{}], 0, 'toString'))).to.deep.equal({ problem: 'unreadable', day: 1, key: 'toString', found: 'missing' });
    });
  });

  describe('optionalField (`key in unit and unit[key]`)', () => {
    it("gives a day's key, or undefined when the day lacks it", () => {
      expect([optionalField([{ lunch: 'A, B' }], 0, 'lunch'), optionalField([{ dinner: '-' }], 0, 'lunch'), optionalField([{}], 0, 'toString')]).to.deep.equal([
        'A, B',
        undefined,
        undefined,
      ]);
    });
    it('searches a day that is text or a list with Python `in`: absent is undefined, present raises', () => {
      expect([optionalField(['no meals here'], 0, 'lunch'), optionalField([['dinner']], 0, 'lunch')]).to.deep.equal([undefined, undefined]);
      expect(raised(() => optionalField([{}, 'lunch at noon'], 1, 'lunch'))).to.deep.equal({
        problem: 'unreadable',
        day: 2,
        key: '',
        found: 'a string ("lunch at noon")',
      });
      expect(raised(() => optionalField([['lunch']], 0, 'lunch'))).to.deep.equal({ problem: 'unreadable', day: 1, key: '', found: 'a list' });
    });
    it('raises for a day that is a number, null or missing', () => {
      expect(raised(() => optionalField([{}, {}, 3], 2, 'lunch'))).to.deep.equal({ problem: 'unreadable', day: 3, key: '', found: 'a number (3)' });
      expect(raised(() => optionalField([null], 0, 'lunch'))).to.deep.equal({ problem: 'unreadable', day: 1, key: '', found: 'null' });
    });
  });

  it('text passes strings through and raises for anything else', () => {
    expect(text('', 1, 'lunch')).to.equal('');
    expect(raised(() => text(12, 4, 'breakfast'))).to.deep.equal({ problem: 'unreadable', day: 4, key: 'breakfast', found: 'a number (12)' });
    expect(raised(() => text(undefined, 1, 'lunch'))).to.deep.equal({ problem: 'unreadable', day: 1, key: 'lunch', found: 'missing' });
  });

  it('unparsable carries the value that did not parse', () => {
    expect(unparsable(2, 'current_city', 'Reno-Boise').fields).to.deep.equal({ problem: 'unparsable', day: 2, key: 'current_city', value: 'Reno-Boise' });
  });

  it('shows strings as they are and other values as JSON', () => {
    expect([shown('Reno'), shown(5), shown(null), shown({ a: [1] }), shown(undefined)]).to.deep.equal(['Reno', '5', 'null', '{"a":[1]}', 'undefined']);
  });

  it('scans min(days, len(plan)) days, never fewer than none', () => {
    expect([daysScanned(3, [{}, {}]), daysScanned(2, [{}, {}, {}]), daysScanned(-1, [{}])]).to.deep.equal([2, 2, 0]);
  });

  describe('runCheck: where the scorer would crash, the check that meets it fails', () => {
    const ctx = { query: {} as never, plan: [], sandbox: {} as Sandbox };
    const crash = (id: Parameters<typeof runCheck>[0], e: unknown) =>
      runCheck(
        id,
        () => {
          throw e;
        },
        ctx,
      );
    const reading = unparsable(2, 'current_city', 'from Reno');

    it('reports a value that does not parse with the fields of the check that read it', () => {
      for (const id of ['route.reasonable', 'plan.complete', 'plan.withinCurrentCity'] as const) {
        expect([id, crash(id, reading).violation!.fields]).to.deep.equal([id, { problem: 'unparsable', day: 2, value: 'from Reno' }]);
      }
      expect(crash('plan.withinSandbox', unparsable(1, 'transportation', 'Flight F1')).violation!.fields).to.deep.equal({
        problem: 'unparsable',
        day: 1,
        slot: 'transportation',
        value: 'Flight F1',
      });
      const other = crash('meals.diverse', unparsable(3, 'lunch', 'Reno'));
      expect([other.verdict, other.violation!.fields, other.message]).to.deep.equal([
        false,
        { problem: 'unreadable', day: 3, key: 'lunch', found: '"Reno", not in the expected format' },
        'day 3\'s "lunch" is "Reno", not in the expected format, which the benchmark cannot read',
      ]);
    });

    it('lets an error that is not a reading error through', () => {
      expect(() => crash('meals.diverse', new Error('the table is gone'))).to.throw('the table is gone');
    });
  });
});
