/**
 * usd() groups thousands by hand (no ICU load in a one-shot plan); Intl's en-US number format is the oracle.
 */
import { expect } from 'chai';
import { usd } from '../../src/common/money.ts';
import { rng } from '../helpers/random.ts';

/** What usd() wrote when it used toLocaleString. */
function byIntl(n: number): string {
  const cents = Math.round(Math.abs(n) * 100);
  const text = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });
  return `${n < 0 && cents !== 0 ? '-' : ''}$${text}`;
}

describe('usd', () => {
  it('writes dollars, thousands separated, cents only when there are any, the sign before the dollar', () => {
    expect([0, 5, 1700, 1234.5, 1234567.891, -10, -0.001, 999.995, 12.05, 1e9].map(usd)).to.deep.equal([
      '$0',
      '$5',
      '$1,700',
      '$1,234.50',
      '$1,234,567.89',
      '-$10',
      '$0',
      '$1,000',
      '$12.05',
      '$1,000,000,000',
    ]);
  });

  it("equals Intl's en-US format on 5,000 random amounts of every size, in dollars and in cents", () => {
    const random = rng(15);
    for (let i = 0; i < 5000; i++) {
      const digits = Math.floor(random() * 10);
      const n = (random() < 0.2 ? -1 : 1) * Math.floor(random() * 10 ** digits) * (random() < 0.5 ? 1 : 0.01);
      expect(usd(n), String(n)).to.equal(byIntl(n));
    }
  });
});
