/**
 * The clock of a day: every constant the timeline (src/timeline/days.ts) is built with and the rationality
 * checks (src/evaluate/rationality.ts) hold a plan to, in one place. Times are minutes after midnight of the
 * day. They are chosen so that everything the solver already lets a travel day hold fits (solver/timing.ts:
 * breakfast before an 08:00-or-later departure, a sight before a noon-or-later one, lunch before a
 * 13:30-or-later trip home; on arrival lunch by 13:00, a sight by 17:00, dinner by 20:30).
 */
import type { Interest } from '../tripspec/index.ts';

const h = (hours: number, minutes = 0): number => hours * 60 + minutes;

export const CLOCK = Object.freeze({
  /** Meals and sights happen between these times; travel and the check-in after it may run from 00:00 to 24:00. */
  dayStart: h(6, 30),
  dayEnd: h(23, 30),
  /** From landing (or parking) to being in town: the airport or car park to the first stop. */
  arrivalTransfer: 30,
  /** Dropping the bags at the lodging, right after arriving. */
  checkin: 15,
  /** From the last activity to the airport or the car, before a departure. */
  departureLead: 30,
  /** Between two stops of which at least one has no coordinates (restaurants, lodging): a short local trip. */
  localTransfer: 15,
  /** A full day starts at breakfast time; a departure day may start earlier (an early flight). */
  fullDayStart: h(8),
  departureDayStart: h(7),
  /** Sights with no opening hours in the data are visited between these times. */
  sightsOpen: h(8),
  sightsClose: h(21),
});

/** Meal windows: a meal starts no earlier than `earliest` and ends no later than `latest`; `minutes` long. */
export const MEALS = Object.freeze({
  breakfast: { earliest: h(6, 30), latest: h(10, 30), usual: h(8), minutes: 30 },
  lunch: { earliest: h(11, 30), latest: h(15, 30), usual: h(12, 30), minutes: 45 },
  dinner: { earliest: h(17, 30), latest: h(22, 30), usual: h(18, 30), minutes: 60 },
});

/**
 * Moves between two located stops (sights): the straight-line distance times a detour factor, at an urban
 * speed, rounded up to 5 minutes, at least 5 minutes. 1.3 is the usual ratio of road to great-circle distance
 * in cities; 25 km/h is a car or taxi in town with stops.
 */
const MOVES = Object.freeze({ detour: 1.3, urbanKmh: 25, roundTo: 5, minimum: 5 });

export function moveMinutes(km: number): number {
  const raw = ((km * MOVES.detour) / MOVES.urbanKmh) * 60;
  return Math.max(MOVES.minimum, Math.ceil(raw / MOVES.roundTo) * MOVES.roundTo);
}

/** How long a visit may last, by the attraction's category (its first one): [minimum, usual, maximum] minutes. */
const VISIT_MINUTES: Readonly<Record<Interest | 'other', readonly [number, number, number]>> = Object.freeze({
  museums: [60, 120, 180],
  art: [45, 90, 150],
  history: [30, 75, 120],
  nature: [45, 90, 180],
  beaches: [45, 120, 180],
  family: [60, 150, 240],
  nightlife: [60, 120, 180],
  shopping: [30, 60, 120],
  landmarks: [20, 45, 90],
  'food-markets': [30, 60, 90],
  other: [30, 60, 120],
});

/** A visit's range: the data's own visit_minutes (with the category's spread around it), else the category's. */
export function visitRange(categories: readonly string[], visitMinutes: number | null): readonly [number, number, number] {
  const byCategory = VISIT_MINUTES[(categories[0] ?? 'other') as Interest | 'other'] ?? VISIT_MINUTES.other;
  if (visitMinutes === null) return byCategory;
  return [Math.max(15, Math.round(visitMinutes * 0.5)), visitMinutes, Math.round(visitMinutes * 1.5)];
}

/** "HH:MM" of minutes after midnight; 1440 is "24:00" (the end of the day, for a trip that runs past midnight). */
export function hhmm(minutes: number): string {
  const m = Math.max(0, Math.min(24 * 60, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function minutesOf(text: string): number | undefined {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && v <= 24 * 60 ? v : undefined;
}
