/**
 * Days on the clock. A day is split into stretches around its journey: before a departure (in the city left,
 * until the departure lead), after an arrival (in the city reached, from the check-in), or the whole day in
 * one city. Each stretch is scheduled exactly (windows.ts, up to 12 sights; above that by a scheduler passed
 * in, the solver's CP-SAT in the OR-Tools worker, which the planner's pace caps never reach): every sight
 * inside its opening hours, every meal in its window, the shortest driving between sights. Visits take their
 * usual length, or their minimum when the usual does not fit. A journey past midnight ends the day at 24:00
 * and continues on the next one. Every rule and constant is in constants.ts. Shared by the solver
 * (solver/timeline.ts) and the clock of any submission plan (src/evaluate/timetable.ts).
 */
import { InternalError } from '../common/errors.ts';
import type { Attraction } from '../sandbox/index.ts';
import type { MealSlot, TimelineEntry } from '../tripspec/index.ts';
import { CLOCK, hhmm, MEALS, moveMinutes, visitRange } from './constants.ts';
import { openIntervals } from '../common/hours.ts';
import { haversineKm } from '../common/geo.ts';
import { EXACT_STOPS, scheduleStretch, type DaySchedule, type DayWindowsProblem, type WindowMeal } from './windows.ts';

const MIDNIGHT = 24 * 60;
const DEFAULT_OPEN: readonly [number, number] = [CLOCK.sightsOpen, CLOCK.sightsClose];

export interface DayLeg {
  readonly from: string;
  readonly to: string;
  /** "Flight F0123", "Self-driving", "Taxi". */
  readonly name: string;
  readonly km: number | undefined;
  /** Minutes after midnight of the day; `arrive` may pass 24:00. */
  readonly depart: number;
  readonly arrive: number;
}

export interface DayPlan {
  readonly date: string;
  readonly leg: DayLeg | null;
  /** The day's sights, each in its own city. */
  readonly sights: readonly Attraction[];
  readonly meals: readonly { readonly slot: MealSlot; readonly name: string; readonly city: string }[];
  /** The lodging reached on this day's arrival (for the check-in), if any. */
  readonly lodging: string | null;
  readonly origin: string;
}

/** A stretch of one day in one city: its sights and meals, between two times. */
export interface Stretch {
  readonly date: string;
  readonly sights: readonly Attraction[];
  readonly meals: readonly MealSlot[];
  readonly start: number;
  readonly end: number;
}

function mealWindows(slots: readonly MealSlot[]): WindowMeal[] {
  const order: readonly MealSlot[] = ['breakfast', 'lunch', 'dinner'];
  return [...slots].sort((a, b) => order.indexOf(a) - order.indexOf(b)).map((slot) => ({ slot, ...MEALS[slot] }));
}

function problemOf(s: Stretch, durations: 'usual' | 'minimum'): DayWindowsProblem {
  const sights = s.sights.map((a) => {
    const [min, usual] = visitRange(a.categories, a.visitMinutes);
    return { minutes: durations === 'usual' ? usual : min, open: openIntervals(a.openingHours, s.date, DEFAULT_OPEN) };
  });
  const km = (i: number, j: number) => haversineKm(s.sights[i]!, s.sights[j]!);
  return {
    sights,
    meals: mealWindows(s.meals),
    start: s.start,
    end: s.end,
    km,
    moveMinutes: (i, j) => moveMinutes(km(i, j)),
    localTransfer: CLOCK.localTransfer,
  };
}

/** The schedule of a stretch (usual visit lengths, else minimum ones), or undefined when none fits. At most EXACT_STOPS sights. */
export function scheduleOf(s: Stretch): DaySchedule | undefined {
  if (s.sights.length > EXACT_STOPS)
    throw new RangeError(`${s.sights.length} sights in one stretch: more than ${EXACT_STOPS} are scheduled with CP-SAT (scheduleAny)`);
  return scheduleStretch(problemOf(s, 'usual')) ?? scheduleStretch(problemOf(s, 'minimum'));
}

/** Schedules a problem of more than EXACT_STOPS sights (the solver's is CP-SAT in the OR-Tools worker). */
export type BeyondExact = (problem: DayWindowsProblem) => Promise<DaySchedule | undefined>;

/**
 * scheduleOf for any number of sights: the exact programme up to EXACT_STOPS, `beyond` above (usual visit
 * lengths, else minimum ones); without `beyond`, a stretch of more sights has no schedule.
 */
export async function scheduleAny(s: Stretch, beyond?: BeyondExact): Promise<DaySchedule | undefined> {
  if (s.sights.length <= EXACT_STOPS) return scheduleOf(s);
  if (!beyond) return undefined;
  return (await beyond(problemOf(s, 'usual'))) ?? (await beyond(problemOf(s, 'minimum')));
}

/** Whether the sights and meals of a stretch fit its time. */
export function stretchFits(s: Stretch): boolean {
  return scheduleOf(s) !== undefined;
}

/** When the traveller leaves the lodging after arriving at `arrive`: the transfer into town, the check-in, a short trip. */
export function afterCheckin(arrive: number): number {
  return arrive + CLOCK.arrivalTransfer + CLOCK.checkin + CLOCK.localTransfer;
}

/**
 * The morning after a journey that arrives at `arrive` (minutes after midnight of its day; past 24:00 on the next
 * day) when its check-in falls on the next day: the check-in starts a transfer after the arrival (at 00:00 at the
 * earliest), `checkedIn` is when it ends and `from` when that day's meals and sights may start. A journey leaving
 * that day must leave a departure lead after the check-in. Undefined when the check-in ends by midnight (the next
 * day is untouched).
 */
export function morningAfter(arrive: number): { readonly checkedIn: number; readonly from: number } | undefined {
  const at = arrive + CLOCK.arrivalTransfer;
  if (at + CLOCK.checkin <= MIDNIGHT) return undefined;
  const checkedIn = Math.max(0, at - MIDNIGHT) + CLOCK.checkin;
  return { checkedIn, from: checkedIn + CLOCK.localTransfer };
}

/** The stretches of a day: [before the departure, after the arrival] or [the whole day]. */
function stretchesOf(day: DayPlan, carriedUntil: number | undefined): { before?: Stretch; after?: Stretch; whole?: Stretch } {
  const inCity = (city: string) => ({
    sights: day.sights.filter((a) => a.city === city),
    meals: day.meals.filter((m) => m.city === city).map((m) => m.slot),
  });
  const dayFrom = carriedUntil === undefined ? undefined : afterCheckin(carriedUntil);
  if (!day.leg) {
    return {
      whole: {
        date: day.date,
        ...inCity(day.meals[0]?.city ?? day.sights[0]?.city ?? ''),
        start: Math.max(CLOCK.fullDayStart, dayFrom ?? 0),
        end: CLOCK.dayEnd,
      },
    };
  }
  const { leg } = day;
  const out: { before?: Stretch; after?: Stretch } = {};
  if (leg.from !== day.origin)
    out.before = { date: day.date, ...inCity(leg.from), start: Math.max(CLOCK.departureDayStart, dayFrom ?? 0), end: leg.depart - CLOCK.departureLead };
  if (leg.to !== day.origin && leg.arrive < MIDNIGHT) out.after = { date: day.date, ...inCity(leg.to), start: afterCheckin(leg.arrive), end: CLOCK.dayEnd };
  return out;
}

function entriesOf(stretch: Stretch, schedule: DaySchedule, names: (slot: MealSlot) => string): TimelineEntry[] {
  return schedule.items.map((item): TimelineEntry => {
    switch (item.kind) {
      case 'sight':
        return { start: hhmm(item.start), end: hhmm(item.end), kind: 'sight', name: stretch.sights[item.index]!.name };
      case 'meal':
        return { start: hhmm(item.start), end: hhmm(item.end), kind: 'meal', name: names(item.slot) };
      case 'move':
        return {
          start: hhmm(item.start),
          end: hhmm(item.end),
          kind: 'move',
          name: `${stretch.sights[item.from]!.name} -> ${stretch.sights[item.to]!.name}`,
          km: Math.round(item.km * 10) / 10,
        };
    }
  });
}

/** What to do with a stretch that no schedule fits: throw (the solver's plans always fit), or let the caller decide. */
export type NoFit = (stretch: Stretch, what: string, day: number) => Promise<{ readonly stretch: Stretch; readonly schedule: DaySchedule } | undefined>;

const throwNoFit: NoFit = async (stretch, what) => {
  throw new InternalError(
    `${what} on ${stretch.date}: ${stretch.sights.map((a) => a.name).join(', ') || 'no sights'} and ${stretch.meals.join(', ') || 'no meals'} ` +
      `do not fit between ${hhmm(stretch.start)} and ${hhmm(stretch.end)}`,
  );
};

export interface TimelineOptions {
  /** What to do with a stretch that no schedule fits (default: an InternalError). */
  readonly noFit?: NoFit;
  /** How to schedule a stretch of more than EXACT_STOPS sights (default: it does not fit). */
  readonly beyondExact?: BeyondExact;
}

/** The timelines of a trip's days, in order. */
export async function buildTimelines(days: readonly DayPlan[], options: TimelineOptions = {}): Promise<TimelineEntry[][]> {
  const noFit = options.noFit ?? throwNoFit;
  /** The entries of a stretch: its schedule, or what noFit makes of it (nothing when it gives up). */
  const scheduled = async (stretch: Stretch, what: string, day: number, names: (slot: MealSlot) => string): Promise<TimelineEntry[]> => {
    const s = await scheduleAny(stretch, options.beyondExact);
    if (s) return entriesOf(stretch, s, names);
    const fallback = await noFit(stretch, what, day);
    return fallback ? entriesOf(fallback.stretch, fallback.schedule, names) : [];
  };
  const out: TimelineEntry[][] = [];
  let carried: { until: number; name: string; lodging: string | null } | undefined;
  let carriedCheckin: { at: number; lodging: string } | undefined;
  for (const [i, day] of days.entries()) {
    const entries: TimelineEntry[] = [];
    const mealName = (slot: MealSlot) => day.meals.find((m) => m.slot === slot)!.name;
    let carriedUntil: number | undefined;
    if (carriedCheckin) {
      entries.push({ start: hhmm(carriedCheckin.at), end: hhmm(carriedCheckin.at + CLOCK.checkin), kind: 'checkin', name: carriedCheckin.lodging });
      carriedUntil = carriedCheckin.at - CLOCK.arrivalTransfer;
      carriedCheckin = undefined;
    }
    if (carried) {
      entries.push({ start: '00:00', end: hhmm(carried.until), kind: 'travel', name: carried.name, note: 'continued from the day before' });
      if (carried.lodging)
        entries.push({
          start: hhmm(carried.until + CLOCK.arrivalTransfer),
          end: hhmm(carried.until + CLOCK.arrivalTransfer + CLOCK.checkin),
          kind: 'checkin',
          name: carried.lodging,
        });
      carriedUntil = carried.until;
      carried = undefined;
    }
    const parts = stretchesOf(day, carriedUntil);
    if (parts.whole) entries.push(...(await scheduled(parts.whole, 'the day', i + 1, mealName)));
    if (parts.before) entries.push(...(await scheduled(parts.before, `the morning in ${day.leg!.from}`, i + 1, mealName)));
    if (day.leg) {
      const { leg } = day;
      const overnight = leg.arrive >= MIDNIGHT;
      entries.push({
        start: hhmm(leg.depart),
        end: hhmm(Math.min(leg.arrive, MIDNIGHT)),
        kind: 'travel',
        name: `${leg.name} from ${leg.from} to ${leg.to}`,
        ...(leg.km !== undefined ? { km: leg.km } : {}),
        ...(overnight ? { note: `arrives at ${hhmm(leg.arrive - MIDNIGHT)} the next day` } : {}),
      });
      if (overnight)
        carried = { until: leg.arrive - MIDNIGHT, name: `${leg.name} from ${leg.from} to ${leg.to}`, lodging: leg.to !== day.origin ? day.lodging : null };
      else if (leg.to !== day.origin && day.lodging) {
        const checkin = leg.arrive + CLOCK.arrivalTransfer;
        if (checkin + CLOCK.checkin <= MIDNIGHT) entries.push({ start: hhmm(checkin), end: hhmm(checkin + CLOCK.checkin), kind: 'checkin', name: day.lodging });
        // A check-in that would pass midnight is the first thing of the next day.
        else carriedCheckin = { at: Math.max(0, checkin - MIDNIGHT), lodging: day.lodging };
      }
      if (parts.after) entries.push(...(await scheduled(parts.after, `the afternoon in ${leg.to}`, i + 1, mealName)));
    }
    out.push(entries);
  }
  return out;
}
