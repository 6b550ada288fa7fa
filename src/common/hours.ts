/**
 * Opening hours: a small subset of the OpenStreetMap `opening_hours` syntax, enough for a data column:
 * "Mo-Su 09:00-17:00", "Tu-Su 10:00-18:00; Mo off", "Mo-Fr 09:00-17:00; Sa 10:00-14:00", "24/7". Rules are
 * applied in order, a later rule for a day replacing an earlier one. Several intervals a day are written
 * "09:00-12:00,13:00-17:00".
 */
import { DataError } from './errors.ts';

const DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;

/** For each weekday (0 = Sunday), the open intervals [from, to) in minutes after midnight. */
export type WeeklyHours = readonly (readonly (readonly [number, number])[])[];

const ALWAYS_OPEN: WeeklyHours = Object.freeze(DAYS.map(() => Object.freeze([[0, 24 * 60] as const])));

function clockMinutes(text: string): number | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m || Number(m[2]) >= 60) return undefined;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return v <= 24 * 60 ? v : undefined;
}

/** Parse a value; `where` names the file, line and column for the error. */
export function parseOpeningHours(text: string, where: string): WeeklyHours {
  const value = text.trim();
  if (value === '24/7') return ALWAYS_OPEN;
  const week: (readonly [number, number])[][] = DAYS.map(() => []);
  for (const rule of value
    .split(';')
    .map((r) => r.trim())
    .filter((r) => r !== '')) {
    const m = /^([A-Z][a-z](?:\s*-\s*[A-Z][a-z])?(?:\s*,\s*[A-Z][a-z](?:\s*-\s*[A-Z][a-z])?)*)\s+(off|closed|[\d:,\s-]+)$/.exec(rule);
    if (!m) throw new DataError(where, `"${rule}" is not an opening-hours rule; expected e.g. "Mo-Su 09:00-17:00", "Mo off" or "24/7"`);
    const days: number[] = [];
    for (const part of m[1]!.split(',')) {
      const [a, b] = part.split('-').map((d) => DAYS.indexOf(d.trim() as (typeof DAYS)[number]));
      if (a === undefined || a < 0 || (b !== undefined && b < 0))
        throw new DataError(where, `"${part.trim()}" is not a day range; expected two-letter days Mo Tu We Th Fr Sa Su`);
      if (b === undefined) days.push(a);
      else
        for (let d = a; ; d = (d + 1) % 7) {
          days.push(d);
          if (d === b) break;
        }
    }
    const intervals: (readonly [number, number])[] = [];
    if (!/^(?:off|closed)$/.test(m[2]!)) {
      for (const span of m[2]!.split(',')) {
        const [from, to] = span.split('-').map((t) => clockMinutes(t));
        if (from === undefined || to === undefined || to <= from)
          throw new DataError(where, `"${span.trim()}" is not an interval; expected HH:MM-HH:MM with the end after the start`);
        intervals.push([from, to]);
      }
    }
    for (const d of days) week[d] = intervals;
  }
  return week;
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The open intervals of a day, or the default window when the data gives no hours. */
export function openIntervals(hours: WeeklyHours | null, date: string, fallback: readonly [number, number]): readonly (readonly [number, number])[] {
  return hours === null ? [fallback] : hours[weekday(date)]!;
}

/** Whether [start, end) lies inside one open interval of that date. */
export function openDuring(hours: WeeklyHours | null, date: string, start: number, end: number, fallback: readonly [number, number]): boolean {
  return openIntervals(hours, date, fallback).some(([a, b]) => start >= a && end <= b);
}

/** "09:00-17:00" for a day's intervals; "closed" when none. */
export function describeDay(hours: WeeklyHours | null, date: string, fallback: readonly [number, number]): string {
  const list = openIntervals(hours, date, fallback);
  const t = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return list.length === 0 ? 'closed' : list.map(([a, b]) => `${t(a)}-${t(b)}`).join(',');
}
