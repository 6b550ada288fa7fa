/**
 * Calendar dates as the sandbox and the TripSpec write them, "YYYY-MM-DD" in UTC: the one definition of their
 * arithmetic and of the weekday names, for the translator, the spec, the evaluator, the solver and the tests.
 */

const DAY_MS = 86_400_000;

/** The date `n` days after `isoDate` (before it for a negative `n`). */
export function addDays(isoDate: string, n: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days `start` to `end` cover, both counted ("2022-03-16" to "2022-03-18" is 3). */
export function daySpan(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Weekday names, Sunday first, as `Date#getUTCDay` numbers them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday number (0 Sunday) of a date. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}
