/**
 * Rationality: whether a plan is a reasonable set of days on the clock (the TripTailor axes), checked beside
 * the benchmark's checks and never inside them. It reads the timeline a plan carries and holds it to the
 * rules of src/timeline/constants.ts directly, recomputing what it can from the data (distances from the
 * sights' coordinates, opening hours, visit ranges, meal prices); it never asks the solver how it scheduled.
 *
 * Checks (catalogue ids): timeline.order, timeline.dayWindow, timeline.travelTime, timeline.visitDuration,
 * timeline.openingHours, timeline.mealWindow, meals.pricePerPerson, timeline.repeat.
 */
import { violation, type RationalityId, type Violation } from '../catalogue/index.ts';
import type { Attraction } from '../sandbox/index.ts';
import type { Itinerary, ItineraryDay, MealPrice, MealSlot, TimelineEntry } from '../tripspec/index.ts';
import { CLOCK, hhmm, MEALS, minutesOf, moveMinutes, visitRange } from '../timeline/constants.ts';
import { describeDay, openDuring } from '../common/hours.ts';
import { haversineKm } from './route.ts';

const DEFAULT_OPEN: readonly [number, number] = [CLOCK.sightsOpen, CLOCK.sightsClose];
/** Kept inside the day's window; a check-in goes with its arrival, however late (it may even pass midnight). */
const ACTIVITY = new Set<TimelineEntry['kind']>(['meal', 'sight']);

const label = (e: TimelineEntry) => `${e.start}-${e.end} ${e.kind}${e.name ? ` ${e.name}` : ''}`;

interface Timed {
  readonly entry: TimelineEntry;
  readonly start: number;
  readonly end: number;
}

function dayChecks(day: ItineraryDay, n: number, price: MealPrice | undefined): Violation[] {
  const out: Violation[] = [];
  if (day.timeline.length === 0) return [violation('timeline.order', { day: n, entry: '', problem: 'empty' })];
  const timed: Timed[] = [];
  for (const entry of day.timeline) {
    const start = minutesOf(entry.start);
    const end = minutesOf(entry.end);
    if (start === undefined || end === undefined || end < start) {
      out.push(violation('timeline.order', { day: n, entry: label(entry), problem: 'badTime' }));
      continue;
    }
    timed.push({ entry, start, end });
  }
  // Sorted, without overlap.
  for (let k = 1; k < timed.length; k++) {
    const a = timed[k - 1]!;
    const b = timed[k]!;
    if (b.start < a.start) out.push(violation('timeline.order', { day: n, entry: label(b.entry), problem: 'unsorted', other: label(a.entry) }));
    else if (b.start < a.end) out.push(violation('timeline.order', { day: n, entry: label(b.entry), problem: 'overlap', other: label(a.entry) }));
  }
  // Activities inside the day.
  for (const t of timed) {
    if ((ACTIVITY.has(t.entry.kind) || t.entry.kind === 'move') && (t.start < CLOCK.dayStart || t.end > CLOCK.dayEnd)) {
      out.push(violation('timeline.dayWindow', { day: n, entry: label(t.entry), from: hhmm(CLOCK.dayStart), to: hhmm(CLOCK.dayEnd) }));
    }
  }
  // Sights: each planned sight on the clock once, for a length in its range, while open.
  const sights = new Map<string, Attraction>(day.attractions.map((a) => [a.name, a]));
  const seen = new Set<string>();
  for (const t of timed) {
    if (t.entry.kind !== 'sight') continue;
    const a = sights.get(t.entry.name ?? '');
    if (!a) {
      out.push(violation('timeline.visitDuration', { day: n, sight: t.entry.name ?? '', problem: 'unplanned' }));
      continue;
    }
    seen.add(a.name);
    const [min, , max] = visitRange(a.categories, a.visitMinutes);
    const minutes = t.end - t.start;
    if (minutes < min || minutes > max) out.push(violation('timeline.visitDuration', { day: n, sight: a.name, minutes, min, max }));
    if (!openDuring(a.openingHours, day.date, t.start, t.end, DEFAULT_OPEN)) {
      out.push(
        violation('timeline.openingHours', {
          day: n,
          sight: a.name,
          at: `${t.entry.start}-${t.entry.end}`,
          open: describeDay(a.openingHours, day.date, DEFAULT_OPEN),
        }),
      );
    }
  }
  for (const a of day.attractions) if (!seen.has(a.name)) out.push(violation('timeline.visitDuration', { day: n, sight: a.name, problem: 'missing' }));
  // Meals: each on the clock inside its window, at a price in the asked range. Each slot takes the first meal entry
  // of its name that no earlier slot took: on a travel day two cities' restaurants may share a name (a breakfast at
  // one Zaffran, the dinner at another).
  const taken = new Set<Timed>();
  for (const slot of ['breakfast', 'lunch', 'dinner'] as const satisfies readonly MealSlot[]) {
    const meal = day[slot];
    if (!meal) continue;
    const name = meal.restaurant.name.trim();
    const t = timed.find((x) => x.entry.kind === 'meal' && x.entry.name === name && !taken.has(x));
    if (t) taken.add(t);
    const w = MEALS[slot];
    if (!t) out.push(violation('timeline.mealWindow', { day: n, meal: slot, problem: 'missing' }));
    else if (t.start < w.earliest || t.end > w.latest || t.end - t.start < w.minutes) {
      out.push(
        violation('timeline.mealWindow', {
          day: n,
          meal: slot,
          at: `${t.entry.start}-${t.entry.end}`,
          window: `${hhmm(w.earliest)}-${hhmm(w.latest)}, ${w.minutes} minutes`,
        }),
      );
    }
    const cost = meal.restaurant.averageCost;
    if (price && ((price.min !== undefined && cost < price.min) || (price.max !== undefined && cost > price.max))) {
      out.push(violation('meals.pricePerPerson', { min: price.min ?? null, max: price.max ?? null, day: n, meal: slot, restaurant: name, price: cost }));
    }
  }
  // Travel time between consecutive stops (moves are the travel between two sights).
  const stops = timed.filter((t) => t.entry.kind !== 'move');
  for (let k = 1; k < stops.length; k++) {
    const a = stops[k - 1]!;
    const b = stops[k]!;
    const gap = b.start - a.end;
    let needed = 0;
    let why = '';
    if (a.entry.kind === 'travel' && a.entry.note === undefined) {
      needed = CLOCK.arrivalTransfer;
      why = 'from the arrival into town';
    } else if (b.entry.kind === 'travel') {
      needed = CLOCK.departureLead;
      why = 'to the departure';
    } else if (a.entry.kind === 'travel') {
      needed = CLOCK.arrivalTransfer;
      why = 'from the arrival into town';
    } else if (a.entry.kind === 'sight' && b.entry.kind === 'sight') {
      const p = sights.get(a.entry.name ?? '');
      const q = sights.get(b.entry.name ?? '');
      if (p && q) {
        const km = haversineKm(p, q);
        needed = moveMinutes(km);
        why = `${km.toFixed(1)} km in town`;
      }
    } else {
      needed = CLOCK.localTransfer;
      why = 'a short trip in town';
    }
    if (gap < needed)
      out.push(violation('timeline.travelTime', { day: n, from: a.entry.name ?? a.entry.kind, to: b.entry.name ?? b.entry.kind, minutes: gap, needed, why }));
  }
  return out;
}

/** Every rationality violation of a plan on the clock. `mealPrice` is the request's range, if it asked for one. */
export function rationalityViolations(itinerary: Itinerary, mealPrice?: MealPrice): Violation[] {
  const out: Violation[] = [];
  const restaurants = new Set<string>();
  const sights = new Set<string>();
  itinerary.days.forEach((day, i) => {
    out.push(...dayChecks(day, i + 1, mealPrice));
    for (const slot of ['breakfast', 'lunch', 'dinner'] as const) {
      const meal = day[slot];
      if (!meal) continue;
      const key = `${meal.restaurant.name.trim()}\u0000${meal.restaurant.city}`;
      if (restaurants.has(key)) out.push(violation('timeline.repeat', { day: i + 1, what: 'restaurant', name: meal.restaurant.name.trim() }));
      restaurants.add(key);
    }
    for (const a of day.attractions) {
      const key = `${a.name}\u0000${a.city}`;
      if (sights.has(key)) out.push(violation('timeline.repeat', { day: i + 1, what: 'sight', name: a.name }));
      sights.add(key);
    }
  });
  return out;
}

/** Pass (true) or fail per rationality check. */
export function rationalityVerdicts(violations: readonly Violation[], ids: readonly RationalityId[]): Record<RationalityId, boolean> {
  return Object.fromEntries(ids.map((id) => [id, !violations.some((v) => v.id === id)])) as Record<RationalityId, boolean>;
}
