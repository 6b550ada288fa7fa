/**
 * Any plan in the benchmark's submission format, put on the clock and held to the rationality checks, so that
 * `eval` and `bench` can rate every method (the solver and the LLM baselines) the same way. Each day is read as
 * the scorer reads it (venues matched to the data's rows), its journey timed from the data (a flight's times;
 * a drive or taxi leaves at whichever half hour from 05:00 to 22:00 lets the day fit, earliest first), and its
 * sights and meals scheduled by the same exact programme as the solver's days (src/timeline/days.ts), which
 * gives every plan the best timeline its content allows. What cannot be put on the clock is a violation:
 *   - a sight that cannot be visited in the stretch of the day it belongs to (closed, or open too briefly):
 *     timeline.openingHours;
 *   - a meal whose window the stretch misses (breakfast after a 14:00 arrival): timeline.mealWindow;
 *   - the rest still not fitting together: timeline.dayWindow ("the 4 sights and 3 meals do not fit ...").
 * A plan whose venues or journeys cannot be read (the benchmark's own checks fail it) is not put on the clock.
 * Personalisation figures are computed from the same reading: the share of sights matching the interests, and
 * whether every meal is within the asked price per person.
 */
import { describeViolation, violation, type RationalityId, type Violation } from '../catalogue/index.ts';
import type { Attraction, Restaurant, Sandbox } from '../sandbox/index.ts';
import type { Interest, Itinerary, MealPrice, MealSlot } from '../tripspec/index.ts';
import { CLOCK, hhmm, MEALS, minutesOf } from '../timeline/constants.ts';
import { describeDay } from '../common/hours.ts';
import {
  buildTimelines,
  morningAfter,
  scheduleAny,
  scheduleOf,
  type BeyondExact,
  type DayLeg,
  type DayPlan,
  type NoFit,
  type Stretch,
} from '../timeline/days.ts';
import { flightSchedule, parseDuration } from '../timeline/travel.ts';
import { accommodationMatches, attractionMatches, flightMatches, restaurantMatches, roadBetween } from './lookup.ts';
import { filled, isDay } from './reader.ts';
import { rationalityViolations } from './rationality.ts';
import { beforeParenthesis, extractFromTo, flightNumber, nameAndCity, splitAttractions, transportMode } from './text.ts';
import { addDays } from '../common/dates.ts';

/** A submission plan read for the clock: the days the scorer would read, with the rows they name. */
interface ReadDay {
  readonly date: string;
  readonly cities: readonly string[];
  readonly leg: {
    readonly from: string;
    readonly to: string;
    readonly name: string;
    readonly km: number | undefined;
    readonly depart?: number;
    readonly arrive?: number;
    readonly minutes?: number;
  } | null;
  readonly meals: readonly { readonly slot: MealSlot; readonly restaurant: Restaurant }[];
  readonly sights: readonly Attraction[];
  readonly lodging: string | null;
}

export interface ClockReport {
  /** Whether the plan could be read and put on the clock (else every rationality check fails). */
  readonly onClock: boolean;
  /** Why it could not, when it could not. */
  readonly reason?: string;
  readonly violations: readonly Violation[];
  /** Sights the plan visits (located in the data) and how many of them match the interests. */
  readonly sights: number;
  readonly matching: number;
  /** Whether every meal costs within the asked price per person (null without a price). */
  readonly mealPriceOk: boolean | null;
}

export interface ClockQuery {
  readonly org: string;
  readonly date: readonly string[];
  readonly people_number: number;
}

export interface ClockOptions {
  readonly interests?: readonly Interest[];
  readonly mealPrice?: MealPrice;
  /**
   * Whether meals.pricePerPerson holds the plan to `mealPrice` (default true; false for a plan whose request asked no
   * price, still measured by mealPriceOk).
   */
  readonly checkMealPrice?: boolean;
  /** How to schedule a stretch of more than 12 sights (the CLI passes the solver's CP-SAT; without it such a stretch does not fit). */
  readonly beyondExact?: BeyondExact;
}

const SLOTS: readonly MealSlot[] = ['breakfast', 'lunch', 'dinner'];
const MIDNIGHT = 24 * 60;

function readDays(query: ClockQuery, plan: readonly unknown[], sandbox: Sandbox): ReadDay[] | string {
  const first = query.date[0];
  if (!first) return 'the query has no dates';
  const out: ReadDay[] = [];
  for (const [i, raw] of plan.entries()) {
    if (!isDay(raw)) return `day ${i + 1} is not an object`;
    const city = typeof raw.current_city === 'string' ? raw.current_city : '';
    const fromTo = extractFromTo(city);
    // "Miami(Florida)": the city without its state, as the data names it.
    const cities = (fromTo ? [fromTo[0], fromTo[1]] : [city]).map((c) => beforeParenthesis(c).trim());
    let leg: ReadDay['leg'] = null;
    const transport = typeof raw.transportation === 'string' && filled(raw.transportation) ? raw.transportation : undefined;
    if (fromTo) {
      if (!transport) return `day ${i + 1} travels from ${cities[0]} to ${cities[1]} without transportation`;
      const mode = transportMode(transport);
      const [from, to] = [cities[0]!, cities[1]!];
      if (mode === 'Flight') {
        const number = flightNumber(transport);
        const flight = number === null ? undefined : flightMatches(sandbox, number, from, to)[0];
        const schedule = flight ? flightSchedule(flight.depTime, flight.arrTime) : undefined;
        if (!flight || !schedule) return `day ${i + 1}: the flight "${transport}" is not in the data`;
        leg = { from, to, name: `Flight ${flight.number}`, km: flight.distance, depart: schedule.depart, arrive: schedule.arrive };
      } else if (mode === 'Self-driving' || mode === 'Taxi') {
        const road = roadBetween(sandbox, from, to);
        const minutes = road ? parseDuration(road.duration) : undefined;
        if (!road || minutes === undefined) return `day ${i + 1}: no road from ${from} to ${to} in the data`;
        leg = { from, to, name: mode, km: road.km, minutes };
      } else return `day ${i + 1}: unreadable transportation "${transport}"`;
    }
    const meals: { slot: MealSlot; restaurant: Restaurant }[] = [];
    for (const slot of SLOTS) {
      const value = raw[slot];
      if (!filled(value)) continue;
      const row = typeof value === 'string' ? restaurantMatches(sandbox, value)[0] : undefined;
      if (!row) return `day ${i + 1}: the ${slot} "${String(value)}" is not in the data`;
      // The row the scorer prices, under the name the plan writes (two venues may match one row).
      meals.push({ slot, restaurant: { ...row, name: nameAndCity(value as string).name } });
    }
    const sights: Attraction[] = [];
    if (typeof raw.attraction === 'string' && filled(raw.attraction)) {
      for (const item of splitAttractions(raw.attraction)) {
        const a = attractionMatches(sandbox, item)[0];
        if (!a) return `day ${i + 1}: the attraction "${item}" is not in the data`;
        sights.push({ ...a, name: nameAndCity(item).name });
      }
    }
    const lodging =
      typeof raw.accommodation === 'string' && filled(raw.accommodation) ? (accommodationMatches(sandbox, raw.accommodation)[0]?.name.trim() ?? null) : null;
    out.push({ date: addDays(first, i), cities, leg, meals, sights, lodging });
  }
  return out;
}

/** The day's plan on the clock with a drive leaving at `depart` (flights keep their times). */
function dayPlan(d: ReadDay, origin: string, driveDepart: number): DayPlan {
  const leg: DayLeg | null = d.leg
    ? {
        from: d.leg.from,
        to: d.leg.to,
        name: d.leg.name,
        km: d.leg.km,
        depart: d.leg.depart ?? driveDepart,
        arrive: d.leg.arrive ?? driveDepart + d.leg.minutes!,
      }
    : null;
  return {
    date: d.date,
    leg,
    sights: d.sights,
    meals: d.meals.map((m) => ({ slot: m.slot, name: m.restaurant.name.trim(), city: m.restaurant.city })),
    lodging: d.lodging,
    origin,
  };
}

/** Half hours from 05:00 to 22:00: when a drive may leave. */
const DRIVE_DEPARTURES = Array.from({ length: 35 }, (_, k) => 5 * 60 + 30 * k);

/**
 * Whether every sight and meal of a day is on the clock with a drive leaving at `depart`. `before` is the day before
 * on the clock when its journey or its check-in runs past midnight: this day then starts after what that carries
 * into it, and the drive leaves a departure lead after the last of it.
 */
async function dayFits(d: ReadDay, origin: string, depart: number, beyondExact: BeyondExact | undefined, before: DayPlan | undefined): Promise<boolean> {
  let fits = true;
  const days = before ? [before, dayPlan(d, origin, depart)] : [dayPlan(d, origin, depart)];
  const timelines = await buildTimelines(days, {
    noFit: async (_stretch, _what, day) => {
      if (day === days.length) fits = false;
      return undefined;
    },
    ...(beyondExact ? { beyondExact } : {}),
  });
  const entries = timelines[days.length - 1]!;
  const count = (kind: 'meal' | 'sight') => entries.filter((e) => e.kind === kind).length;
  // Whatever comes before the drive in the day (the journey and check-in carried from the day before, the morning's
  // meals and sights) ends a departure lead before it leaves (drives leave from 05:00: the carried journey starts at 00:00).
  const leg = entries.findIndex((e) => e.kind === 'travel' && e.start === hhmm(depart));
  const leadKept = entries.slice(0, Math.max(0, leg)).every((e) => minutesOf(e.end)! + CLOCK.departureLead <= depart);
  return fits && leadKept && count('meal') === d.meals.length && count('sight') === d.sights.length;
}

/** Put a submission plan on the clock and hold it to the rationality checks. */
export async function planOnTheClock(query: ClockQuery, plan: readonly unknown[], sandbox: Sandbox, options: ClockOptions = {}): Promise<ClockReport> {
  if (plan.length === 0) return { onClock: false, reason: 'no plan', violations: [], sights: 0, matching: 0, mealPriceOk: null };
  // The days of the trip (the benchmark's plans may carry empty entries past them).
  const read = readDays(query, plan.slice(0, Math.max(1, query.date.length)), sandbox);
  const interests = options.interests ?? [];
  if (typeof read === 'string') return { onClock: false, reason: read, violations: [], sights: 0, matching: 0, mealPriceOk: null };
  const sights = read.flatMap((d) => d.sights);
  const matching = sights.filter((a) => a.categories.some((c) => (interests as readonly string[]).includes(c))).length;
  const price = options.mealPrice;
  const mealPriceOk =
    price === undefined
      ? null
      : read.every((d) =>
          d.meals.every(
            (m) => (price.min === undefined || m.restaurant.averageCost >= price.min) && (price.max === undefined || m.restaurant.averageCost <= price.max),
          ),
        );

  // Drives leave at the first half hour that lets their day fit; when none does, at 09:00 if that arrives the
  // same day, else at 05:00 (so that what the day cannot hold is named, not carried past midnight).
  const departs: number[] = [];
  for (const [i, d] of read.entries()) {
    let chosen: number | undefined;
    if (d.leg && d.leg.depart === undefined) {
      const previous = i > 0 ? dayPlan(read[i - 1]!, query.org, departs[i - 1]!) : undefined;
      const before = previous?.leg && morningAfter(previous.leg.arrive) ? previous : undefined;
      for (const t of DRIVE_DEPARTURES) {
        if (await dayFits(d, query.org, t, options.beyondExact, before)) {
          chosen = t;
          break;
        }
      }
      chosen ??= 9 * 60 + d.leg.minutes! < MIDNIGHT ? 9 * 60 : DRIVE_DEPARTURES[0]!;
    }
    departs.push(chosen ?? 9 * 60);
  }

  const violations: Violation[] = [];
  /** Items left off the clock because a specific violation already names them. */
  const offClock = read.map(() => ({ sights: new Set<Attraction>(), meals: new Set<MealSlot>() }));
  const noFit: NoFit = async (stretch, _what, day) => {
    const window = { from: hhmm(stretch.start), to: hhmm(stretch.end) };
    const bad = new Set<Attraction>();
    for (const a of stretch.sights) {
      if (!scheduleOf({ ...stretch, sights: [a], meals: [] })) {
        bad.add(a);
        violations.push(
          violation('timeline.openingHours', {
            day,
            sight: a.name.trim(),
            problem: 'noTime',
            ...window,
            open: describeDay(a.openingHours, stretch.date, [CLOCK.sightsOpen, CLOCK.sightsClose]),
          }),
        );
      }
    }
    const badMeals = stretch.meals.filter((slot) => {
      const w = MEALS[slot];
      return Math.max(stretch.start, w.earliest) + w.minutes > Math.min(stretch.end, w.latest);
    });
    for (const slot of badMeals) {
      const w = MEALS[slot];
      violations.push(violation('timeline.mealWindow', { day, meal: slot, problem: 'noTime', ...window, window: `${hhmm(w.earliest)}-${hhmm(w.latest)}` }));
    }
    const rest: Stretch = { ...stretch, sights: stretch.sights.filter((a) => !bad.has(a)), meals: stretch.meals.filter((m) => !badMeals.includes(m)) };
    for (const a of bad) offClock[day - 1]!.sights.add(a);
    for (const m of badMeals) offClock[day - 1]!.meals.add(m);
    const schedule = rest.sights.length + rest.meals.length > 0 ? await scheduleAny(rest, options.beyondExact) : undefined;
    if (schedule) return { stretch: rest, schedule };
    if (rest.sights.length + rest.meals.length > 0) {
      const what = [
        rest.sights.length > 0 ? `the ${rest.sights.length} sight${rest.sights.length === 1 ? '' : 's'}` : '',
        rest.meals.length > 0 ? `the ${rest.meals.join(', ')}` : '',
      ]
        .filter((x) => x !== '')
        .join(' and ');
      violations.push(violation('timeline.dayWindow', { day, problem: 'noFit', what, ...window }));
      for (const a of rest.sights) offClock[day - 1]!.sights.add(a);
      for (const m of rest.meals) offClock[day - 1]!.meals.add(m);
    }
    return undefined;
  };
  const timelines = await buildTimelines(
    read.map((d, i) => dayPlan(d, query.org, departs[i]!)),
    { noFit, ...(options.beyondExact ? { beyondExact: options.beyondExact } : {}) },
  );

  // The rationality checks on what is on the clock (items already named above are left out, not counted twice).
  const itinerary = {
    days: read.map((d, i) => {
      const off = offClock[i]!;
      const day: Record<string, unknown> = { day: i + 1, date: d.date, attractions: d.sights.filter((a) => !off.sights.has(a)), timeline: timelines[i]! };
      for (const slot of SLOTS) {
        const m = d.meals.find((x) => x.slot === slot);
        day[slot] =
          m && !off.meals.has(slot) && d.cities.includes(m.restaurant.city)
            ? { restaurant: m.restaurant, cost: m.restaurant.averageCost * query.people_number }
            : null;
      }
      return day;
    }),
  } as unknown as Itinerary;
  violations.push(...rationalityViolations(itinerary, options.checkMealPrice === false ? undefined : price));
  // A meal in a city the day is not in cannot be on the clock: it is said once, as missing.
  read.forEach((d, i) => {
    for (const m of d.meals)
      if (!d.cities.includes(m.restaurant.city)) violations.push(violation('timeline.mealWindow', { day: i + 1, meal: m.slot, problem: 'missing' }));
  });
  return { onClock: true, violations, sights: sights.length, matching, mealPriceOk };
}

export interface ClockTally {
  readonly plans: number;
  /** Plans put on the clock. */
  readonly onClock: number;
  /** Per check: plans passing it (a plan not on the clock passes none). */
  readonly passed: Readonly<Record<RationalityId, number>>;
  /** Plans passing every check. */
  readonly allPassed: number;
  readonly sights: number;
  readonly matching: number;
  /** Plans with every meal within the asked price (null without a price). */
  readonly mealPriceOk: number | null;
}

export function tallyClock(reports: readonly ClockReport[], ids: readonly RationalityId[], withPrice: boolean): ClockTally {
  const passed = Object.fromEntries(ids.map((id) => [id, reports.filter((r) => r.onClock && !r.violations.some((v) => v.id === id)).length])) as Record<
    RationalityId,
    number
  >;
  return {
    plans: reports.length,
    onClock: reports.filter((r) => r.onClock).length,
    passed,
    allPassed: reports.filter((r) => r.onClock && r.violations.length === 0).length,
    sights: reports.reduce((s, r) => s + r.sights, 0),
    matching: reports.reduce((s, r) => s + r.matching, 0),
    mealPriceOk: withPrice ? reports.filter((r) => r.mealPriceOk === true).length : null,
  };
}

/** Pass rates of a tally: per check, and for all checks together (plans passing every one). */
export function clockRates(t: ClockTally): Record<RationalityId | 'all', number> {
  const rate = (n: number) => (t.plans === 0 ? 0 : n / t.plans);
  return { ...(Object.fromEntries(Object.entries(t.passed).map(([id, n]) => [id, rate(n)])) as Record<RationalityId, number>), all: rate(t.allPassed) };
}

/** The rationality table printed beside the benchmark's: one line per check, then all of them together. */
export function formatClock(t: ClockTally): string {
  const pct = (n: number) => `${t.plans === 0 ? '0.0' : ((100 * n) / t.plans).toFixed(1)}%`;
  const ids = Object.keys(t.passed) as RationalityId[];
  const width = Math.max(...ids.map((id) => id.length), 'every check'.length);
  return [
    `Rationality (days on the clock, beside the benchmark's checks): ${t.onClock}/${t.plans} plans put on the clock`,
    ...ids.map((id) => `  ${id.padEnd(width)}  ${pct(t.passed[id]).padStart(6)}  (${t.passed[id]}/${t.plans})`),
    `  ${'every check'.padEnd(width)}  ${pct(t.allPassed).padStart(6)}  (${t.allPassed}/${t.plans})`,
  ].join('\n');
}

/** One plan's clock, for a --per-plan line. */
export function clockRecord(r: ClockReport): Record<string, unknown> {
  return { onClock: r.onClock, ...(r.reason !== undefined ? { reason: r.reason } : {}), violations: r.violations.map((v) => [v.id, describeViolation(v)]) };
}
