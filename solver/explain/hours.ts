/**
 * Opening hours in explanations: the days of a trip on which no sight can be visited with three meals (a conflict
 * between the dates and the hours), the sandbox without hours (whether they are what stands in the way), and the
 * wished-for sights a plan could not fit, each day's reason said.
 */
import { INTEREST_WORDS, type Itinerary, type ItineraryDay, type TripSpec } from '../../src/tripspec/index.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';
import { writableName } from '../candidates.ts';
import { candidateCities, makeContext } from '../skeleton-context.ts';
import { CLOCK, hhmm, minutesOf, visitRange } from '../../src/timeline/constants.ts';
import { afterCheckin } from '../timeline.ts';
import { describeDay, openIntervals, weekday } from '../../src/common/hours.ts';
import { WEEKDAY_NAMES } from '../../src/common/dates.ts';

/** The sandbox as if no sight had opening hours (each open all day): whether the hours are what stands in the way. */
export function withoutOpeningHours(sandbox: Sandbox): Sandbox {
  return new Proxy(sandbox, {
    get(target, prop, receiver) {
      if (prop === 'attractions') return (city: string) => target.attractions(city).map((a) => ({ ...a, openingHours: null }));
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Days of the trip that must hold a sight (every day but the first and the last can be a full day in a city)
 * on which no sight of a candidate city can be visited with three meals, each said with the sights' hours:
 * "every sight in Saltmarsh Bay is closed on Mondays: Monday 2022-03-21 would be a full day there".
 */
export function openingHoursConflicts(spec: TripSpec, sandbox: Sandbox): string[] {
  const ctx = makeContext(spec, sandbox);
  const facts: string[] = [];
  for (const city of candidateCities(ctx)) {
    const sights = ctx.city(city).attractions;
    for (const date of ctx.dates.slice(1, -1)) {
      if (ctx.fullDayCapacity(city, date) > 0) continue;
      const day = `${WEEKDAY_NAMES[weekday(date)]} ${date}`;
      const open = sights.filter((a) => openIntervals(a.openingHours, date, [CLOCK.sightsOpen, CLOCK.sightsClose]).length > 0);
      if (open.length === 0)
        facts.push(`every sight in ${city} is closed on ${WEEKDAY_NAMES[weekday(date)]}s: ${day} would be a full day there, and a full day needs a sight`);
      else {
        const hours = open.slice(0, 3).map((a) => `${a.name.trim()} ${describeDay(a.openingHours, date, [CLOCK.sightsOpen, CLOCK.sightsClose])}`);
        facts.push(`on ${day} no sight in ${city} fits a full day with three meals (${hours.join('; ')}${open.length > 3 ? '; ...' : ''})`);
      }
    }
  }
  return facts;
}

/**
 * Sights of the kinds the request wished for that fit no day of the plan in their city, each with the reason
 * for every such day: "Quillon Opera House (shows and nightlife) fits no day of the plan: Wednesday 2022-03-16,
 * it closes at 17:00 and the flight lands at 16:40; Thursday 2022-03-17, it is closed". Whether a sight fits
 * is judged alone, at its shortest visit, between the day's start (or arrival) and end (or departure).
 */
export function unreachableSights(spec: TripSpec, itinerary: Itinerary, sandbox: Sandbox, limit = 5): string[] {
  const interests = spec.wishes.interests ?? [];
  if (interests.length === 0) return [];
  const visited = new Set(itinerary.days.flatMap((d) => d.attractions.map((a) => `${a.city}\u0000${a.name}`)));
  const notes: string[] = [];
  for (const city of itinerary.cities) {
    const windows = itinerary.days.flatMap((d) => dayWindow(d, city));
    for (const a of sandbox.attractions(city)) {
      const kinds = interests.filter((i) => a.categories.includes(i));
      if (kinds.length === 0 || visited.has(`${city}\u0000${a.name}`) || !writableName(a.name)) continue;
      const [minimum] = visitRange(a.categories, a.visitMinutes);
      const reasons: string[] = [];
      let fits = false;
      for (const w of windows) {
        const open = openIntervals(a.openingHours, w.date, [CLOCK.sightsOpen, CLOCK.sightsClose]);
        if (open.some(([o, c]) => Math.max(o, w.start) + minimum <= Math.min(c, w.end))) {
          fits = true;
          break;
        }
        const day = `${WEEKDAY_NAMES[weekday(w.date)]} ${w.date}`;
        if (open.length === 0) reasons.push(`${day}, it is closed`);
        else if (w.arrival !== undefined && open.every(([, c]) => c - minimum < w.start))
          reasons.push(`${day}, it closes at ${hhmm(Math.max(...open.map(([, c]) => c)))} and ${w.arrival}`);
        else if (w.departure !== undefined && open.every(([o]) => o + minimum > w.end))
          reasons.push(`${day}, it opens at ${hhmm(Math.min(...open.map(([o]) => o)))} and ${w.departure}`);
        else
          reasons.push(
            `${day}, it is open ${describeDay(a.openingHours, w.date, [CLOCK.sightsOpen, CLOCK.sightsClose])}, ` +
              `too short for a ${minimum}-minute visit in the time the day leaves`,
          );
      }
      if (fits || reasons.length === 0) continue;
      notes.push(`${a.name.trim()} (${kinds.map((k) => INTEREST_WORDS[k]).join(', ')}) fits no day of the plan: ${reasons.join('; ')}`);
      if (notes.length >= limit) return notes;
    }
  }
  return notes;
}

/** The time a day of the plan leaves for sights in `city`, with what bounds it ("the flight lands at 16:40"). */
function dayWindow(day: ItineraryDay, city: string): { date: string; start: number; end: number; arrival?: string; departure?: string }[] {
  const travel = day.timeline.find((e) => e.kind === 'travel' && !e.note?.startsWith('continued'));
  const what = day.transport?.mode === 'flight' ? 'the flight' : day.transport?.mode === 'taxi' ? 'the taxi' : 'the drive';
  if (!day.leg || !travel) return day.city === city ? [{ date: day.date, start: CLOCK.fullDayStart, end: CLOCK.dayEnd }] : [];
  const out: { date: string; start: number; end: number; arrival?: string; departure?: string }[] = [];
  const depart = minutesOf(travel.start)!;
  const arrive = minutesOf(travel.end)!;
  if (day.leg.from === city)
    out.push({ date: day.date, start: CLOCK.departureDayStart, end: depart - CLOCK.departureLead, departure: `${what} leaves at ${travel.start}` });
  if (day.leg.to === city && !travel.note)
    out.push({
      date: day.date,
      start: afterCheckin(arrive),
      end: CLOCK.dayEnd,
      arrival: `${what} ${what === 'the flight' ? 'lands' : 'arrives'} at ${travel.end}`,
    });
  return out;
}
