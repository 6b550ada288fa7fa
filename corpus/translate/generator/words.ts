/**
 * Small writing helpers for the request generator: a seeded chooser, numbers in words, ordinals, amounts of
 * money and dates in the forms READING.md lists. Nothing here reads the translator.
 */
import { WEEKDAY_NAMES, weekdayOf } from '../../../src/common/dates.ts';
import { mulberry32 as rng } from '../../../src/common/random.ts';

/** A seeded chooser over the project's PRNG (mulberry32). */
export class Dice {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = rng(seed);
  }
  /** The next number of the stream, in [0, 1). */
  protected draw(): number {
    return this.next();
  }
  /** A float in [0, 1). */
  float(): number {
    return this.draw();
  }
  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.draw() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.draw() < p;
  }
  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('pick from an empty list');
    return xs[Math.floor(this.draw() * xs.length)]!;
  }
  /** Pick by weight: [[value, weight], ...]. */
  weighted<T>(xs: readonly (readonly [T, number])[]): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let r = this.draw() * total;
    for (const [x, w] of xs) {
      r -= w;
      if (r < 0) return x;
    }
    return xs[xs.length - 1]![0];
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.draw() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }
  /** k distinct elements, in random order. */
  sample<T>(xs: readonly T[], k: number): T[] {
    return this.shuffle(xs).slice(0, k);
  }
}

/**
 * Dice that never say yes: `chance` is always false, so every option behind it is left out (the styles that do
 * not draw the new kinds). Any other draw is a generator bug.
 */
export class NeverDice extends Dice {
  constructor() {
    super(0);
  }
  override chance(): boolean {
    return false;
  }
  protected override draw(): number {
    throw new Error('generator bug: a draw from NeverDice other than chance()');
  }
}

/** A seed for item `i` of a run seeded `seed` (so an item does not depend on how many were asked for). */
export function itemSeed(seed: number, i: number, salt = 0): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const x of [i, salt]) {
    h = Math.imul(h ^ (x + 0x7f4a7c15), 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0..99 in words: "thirty-two". */
export function numberWord(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) throw new Error(`numberWord(${n})`);
  if (n < 20) return ONES[n]!;
  const t = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? t : `${t}-${ONES[n % 10]}`;
}

const ORDINAL_WORDS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];

/** 1..31 as an ordinal word: "twenty-second". */
export function ordinalWord(n: number): string {
  if (n < 20) return ORDINAL_WORDS[n]!;
  if (n % 10 === 0) return `${TENS[n / 10]!.slice(0, -1)}ieth`;
  return `${TENS[Math.floor(n / 10)]}-${ORDINAL_WORDS[n % 10]}`;
}

/** 1..31 with its suffix: "2nd", "13th", "21st". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "1,700" */
export function withCommas(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole number of dollars (a multiple of 100, under 100,000) in words, the two ways READING.md shows:
 * "four thousand five hundred dollars" and, when `hundreds`, "thirty-two hundred dollars".
 */
export function amountWords(n: number, hundreds: boolean): string {
  if (n % 100 !== 0 || n <= 0 || n >= 100_000) throw new Error(`amountWords(${n})`);
  if (hundreds && n < 10_000 && n % 1000 !== 0 && n > 1000) return `${numberWord(n / 100)} hundred`;
  const th = Math.floor(n / 1000);
  const h = (n % 1000) / 100;
  const parts: string[] = [];
  if (th > 0) parts.push(`${numberWord(th)} thousand`);
  if (h > 0) parts.push(`${numberWord(h)} hundred`);
  return parts.join(' ');
}

/** "$3.2k" style: a multiple of 100 as thousands with at most one decimal. */
export function kilo(n: number): string {
  if (n % 100 !== 0 || n < 1000) throw new Error(`kilo(${n})`);
  const k = n / 1000;
  return Number.isInteger(k) ? String(k) : k.toFixed(1);
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MONTHS_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface Ymd {
  readonly y: number;
  readonly m: number; // 1..12
  readonly d: number;
}

export function parseIso(s: string): Ymd {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

export { addDays } from '../../../src/common/dates.ts';

export function weekday(iso: string): string {
  return WEEKDAY_NAMES[weekdayOf(iso)]!;
}

/** "3/16/2022" (month/day/year, no padding). */
export function numericDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${m}/${d}/${y}`;
}
