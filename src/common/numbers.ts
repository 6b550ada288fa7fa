/** Whole numbers written in digits or words ("7", "seven", "twenty-one", "a dozen"). */

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

const UNIT_WORDS = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const TENS_WORDS = Object.keys(TENS).join('|');

/** A regex source for a number from 0 to 99 in digits or words (no capture groups). */
export const NUM = `(?:\\d{1,3}|(?:${TENS_WORDS})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|${UNIT_WORDS}|a\\s+dozen|a\\s+half\\s+dozen)`;

/** The value of a NUM match, or undefined. */
export function wordNumber(text: string): number | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^\d+$/.test(t)) return Number(t);
  if (t === 'a dozen') return 12;
  if (t === 'a half dozen') return 6;
  if (t in UNITS) return UNITS[t];
  const m = /^([a-z]+)(?:[- ]([a-z]+))?$/.exec(t);
  if (m && m[1]! in TENS) {
    if (m[2] === undefined) return TENS[m[1]!];
    const unit = UNITS[m[2]];
    if (unit !== undefined && unit >= 1 && unit <= 9) return TENS[m[1]!]! + unit;
  }
  return undefined;
}

/**
 * An amount of money written in words: "two thousand", "seventeen hundred", "one thousand five hundred",
 * "two thousand five hundred and fifty". Returns undefined for anything else.
 */
export function wordAmount(text: string): number | undefined {
  // "two and a half grand": the half is of the scale after it.
  const words = text
    .trim()
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/\band\s+a\s+half\b/g, 'half')
    // "a couple thousand": two of the scale after it.
    .replace(/\b(?:a\s+)?couple(?:\s+of)?\b/g, 'two')
    .split(/\s+/)
    .filter((w) => w !== 'and');
  if (words.length === 0) return undefined;
  let total = 0;
  let current = 0;
  let sawNumber = false;
  for (const w of words) {
    if (w in UNITS) current += UNITS[w]!;
    else if (w in TENS) current += TENS[w]!;
    else if (w === 'a' && !sawNumber) current += 1;
    else if (w === 'half' && sawNumber) current += 0.5;
    else if (w === 'hundred') current = (current === 0 ? 1 : current) * 100;
    else if (w === 'thousand' || w === 'grand') {
      total += (current === 0 ? 1 : current) * 1000;
      current = 0;
    } else return undefined;
    sawNumber = true;
  }
  return total + current;
}

/** Regex source for an amount in words, as read by wordAmount (no capture groups). */
export const WORD_AMOUNT =
  `(?:(?:(?:a\\s+)?couple(?:\\s+of)?(?=[\\s-]+(?:thousand|grand|hundred)\\b)|a|${TENS_WORDS}|${UNIT_WORDS}|hundred|thousand|grand)` +
  `(?:[\\s-]+(?:and\\s+a\\s+half|(?:and\\s+)?(?:${TENS_WORDS}|${UNIT_WORDS}|hundred|thousand|grand)))*)`;

const ONES_WORDS = 'one|two|three|four|five|six|seven|eight|nine';
/** A year in words: "twenty twenty-two", "two thousand and twenty two" (no capture groups). */
export const YEAR_WORDS = String.raw`(?:twenty[\s-]+twenty[\s-]+(?:${ONES_WORDS})|two[\s-]+thousand[\s-]+(?:and[\s-]+)?twenty[\s-]+(?:${ONES_WORDS}))`;

/** The value of a YEAR_WORDS match or of four digits. */
export function yearNumber(text: string): number | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');
  if (/^\d{4}$/.test(t)) return Number(t);
  const m = /^(?:twenty twenty|two thousand (?:and )?twenty) (\w+)$/.exec(t);
  const unit = m ? UNITS[m[1]!] : undefined;
  return unit !== undefined && unit >= 1 && unit <= 9 ? 2020 + unit : undefined;
}
