/**
 * The benchmark scorer's text helpers, reproduced with Python's semantics:
 *  - Python's `\s` (str patterns) and `str.strip()` use Unicode whitespace, which includes \x1c-\x1f and
 *    \x85 but not \ufeff; JavaScript's `\s` and `trim()` differ, so the class is spelled out here.
 *  - Python's `.` matches everything but "\n"; JavaScript's also stops at \r, \u2028 and \u2029, so
 *    `[^\n]` is used instead.
 */

/** Characters Python's `\s` and `str.strip()` treat as whitespace. */
const PY_WS = '\\t\\n\\v\\f\\r \\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const S = `[${PY_WS}]`;

const LEADING_WS = new RegExp(`^${S}+`, 'u');
const TRAILING_WS = new RegExp(`${S}+$`, 'u');

/** Python's `str.strip()`. */
function pyStrip(text: string): string {
  return text.replace(LEADING_WS, '').replace(TRAILING_WS, '');
}

// "from A to B": A is the shortest run before whitespace + "to"; B runs to a comma (kept whole when no
// comma follows, trailing spaces included).
const FROM_TO = new RegExp(`from${S}+([^\\n]+?)${S}+to${S}+([^,]+)(?=[,${PY_WS}]|$)`, 'u');

/** The scorer's `extract_from_to`: [A, B] from "... from A to B ...", or null when the text has no such part. */
export function extractFromTo(text: string): [string, string] | null {
  const m = FROM_TO.exec(text);
  return m ? [m[1]!, m[2]!] : null;
}

const BEFORE_PARENTHESIS = /^([^\n]*?)\([^)]*\)/u;

/**
 * The scorer's `extract_before_parenthesis`: the text before the first "(...)", NOT stripped
 * ("San Antonio (Texas)" gives "San Antonio " with its trailing space), or the text itself.
 */
export function beforeParenthesis(text: string): string {
  const m = BEFORE_PARENTHESIS.exec(text);
  return m ? m[1]! : text;
}

// The scorer's pattern ends with an optional "(State)" group after `([^,]+)`, but the greedy `[^,]+`
// already runs to the end of the text, so that group never takes part in a match and is left out here.
const NAME_CITY = new RegExp(`([^\\n]*?),${S}*([^,]+)$`, 'u');

/**
 * The scorer's `get_valid_name_city`: "Name, City(State)" → name (before the last comma, stripped) and
 * city (after it, the "(...)" dropped, stripped); ['-', '-'] when the text has no comma.
 */
export function nameAndCity(text: string): { name: string; city: string } {
  const m = NAME_CITY.exec(text);
  if (!m) return { name: '-', city: '-' };
  return { name: pyStrip(m[1]!), city: pyStrip(beforeParenthesis(pyStrip(m[2]!))) };
}

/** The scorer's `transportation_match`: which mode a transportation string names (taxi wins, then self-driving). */
export type TransportMode = 'Taxi' | 'Self-driving' | 'Flight';
export function transportMode(text: string): TransportMode | null {
  const lower = text.toLowerCase();
  if (lower.includes('taxi')) return 'Taxi';
  if (lower.includes('self-driving')) return 'Self-driving';
  if (lower.includes('flight')) return 'Flight';
  return null;
}

/** Attractions as the scorer reads them: split at ';', and whatever follows the last ';' is dropped. */
export function splitAttractions(text: string): string[] {
  return text.split(';').slice(0, -1);
}

/** The flight number as the scorer takes it: `value.split('Flight Number: ')[1].split(',')[0]`; null when absent. */
export function flightNumber(text: string): string | null {
  const parts = text.split('Flight Number: ');
  return parts.length < 2 ? null : parts[1]!.split(',')[0]!;
}

/** The placeholder the benchmark's plans use for days past the trip's end. */
export const UNUSED_DAY = "You don't need to fill in the information for this or later days.";
