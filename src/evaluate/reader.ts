/**
 * Reading an untrusted plan (JSON days) the way the scorer's Python reads it. Where the scorer's Python
 * would raise (a day that is not an object, a key read directly but missing, a value that is not text, a
 * "from A to B" that does not parse), these helpers throw a `Unscorable`, which each check catches and
 * turns into its own failed verdict. `Unscorable` never leaves src/evaluate.
 */
import type { UnreadableFields } from '../catalogue/index.ts';

export type Day = Record<string, unknown>;

/** Raised inside a check where the scorer would crash; caught by the check's wrapper. */
export class Unscorable {
  constructor(readonly fields: UnreadableFields | { problem: 'unparsable'; day: number; key: string; value: string }) {}
}

export const unreadable = (day: number, key: string, found: string): Unscorable => new Unscorable({ problem: 'unreadable', day, key, found });
export const unparsable = (day: number, key: string, value: string): Unscorable => new Unscorable({ problem: 'unparsable', day, key, value });

/** A short description of a JSON value, for messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string')
    return value === '' ? 'an empty string' : `a string (${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)})`;
  if (typeof value === 'number') return `a number (${value})`;
  if (typeof value === 'boolean') return `a boolean (${value})`;
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  return 'an object';
}

export const isDay = (value: unknown): value is Day => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Python truthiness of a JSON value. */
export function truthy(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value !== '';
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  return Object.keys(value as object).length > 0;
}

/** The scorer's `value and value != '-'`. */
export const filled = (value: unknown): boolean => truthy(value) && value !== '-';

/** The scorer's `value in ['', '-']`. */
export const blank = (value: unknown): boolean => value === '' || value === '-';

/**
 * Python's `item in container` for a text item: substring of a string, element of a list, key of a dict;
 * anything else raises.
 */
export function pyContains(container: unknown, item: string, day: number, key: string): boolean {
  if (typeof container === 'string') return container.includes(item);
  if (Array.isArray(container)) return container.some((x) => x === item);
  if (isDay(container)) return Object.hasOwn(container, item);
  throw unreadable(day, key, describeValue(container));
}

/** `plan[i][key]` read directly (the scorer's `unit[key]`): raises when the day is not an object or lacks the key. */
export function field(plan: readonly unknown[], i: number, key: string): unknown {
  const day = plan[i];
  if (!isDay(day)) throw unreadable(i + 1, '', describeValue(day));
  if (!Object.hasOwn(day, key)) throw unreadable(i + 1, key, 'missing');
  return day[key];
}

/**
 * `plan[i][key]` read behind the scorer's `key in unit and ...` guard: undefined when absent. A day that is
 * a string or list is searched by Python's `in` (absent unless it contains the key, and then reading it raises).
 */
export function optionalField(plan: readonly unknown[], i: number, key: string): unknown {
  const day = plan[i];
  if (isDay(day)) return Object.hasOwn(day, key) ? day[key] : undefined;
  if (typeof day === 'string' || Array.isArray(day)) {
    // pyContains raises only for a container that is not text, a list or an object: the day and key it would raise with are never read.
    // Stryker disable next-line ArithmeticOperator,StringLiteral: the reason above
    if (!pyContains(day, key, i + 1, '')) return undefined;
  }
  throw unreadable(i + 1, '', describeValue(day));
}

/** A value the scorer treats as text (calls string methods or regexes on): raises for anything else. */
export function text(value: unknown, day: number, key: string): string {
  if (typeof value === 'string') return value;
  throw unreadable(day, key, describeValue(value));
}

/** The text of a value for messages (strings as they are, anything else as JSON). */
export const shown = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

/** How many days the scorer's loops visit: `min(days, len(plan))`. */
export const daysScanned = (days: number, plan: readonly unknown[]): number => Math.max(0, Math.min(days, plan.length));
