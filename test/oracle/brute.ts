/**
 * An independent brute-force planner: the oracle the solver's cheapest plans are held to (issue 16). It shares
 * no code with solver/: it reads the sandbox (src/sandbox), the request's types and dates (src/tripspec) and asks the
 * shared evaluator (src/evaluate) to accept or reject whole plans; the plan strings, costs and travel-day rules
 * are written out here again from the benchmark's README (../shared/data/travelplanner/README.md) and the
 * repository's docs/solving.md and docs/timeline.md.
 *
 * What it enumerates: every route (the destination city, or each ordered choice of `cityCount` cities of the
 * destination state that holds every city the request names), every choice of travel days, every transport per leg that the data has (each flight on
 * that date, self-driving and taxi where a road exists), every listing per city, and for each of those the
 * cheapest meals (every subset of each city's restaurants, by brute force). Complete plans are written in the
 * submission format, sorted by cost, and handed to the evaluator cheapest first; the first plan it accepts
 * (every commonsense and hard check, for every house rule and exclusion of the request, plus the checks the
 * benchmark has no key for) is the optimum. A plan costing more than the budget is never accepted, so the scan
 * stops there; every plan the evaluator looks at must cost, by its own pricing, exactly what the oracle says.
 *
 * Plans left out because a cheaper plan that passes every check whenever they do always exists:
 *  - meals and lodging in the home city (they cost money and count for nothing; a home meal even hides the rest
 *    of that day's meals from the cuisine check), lodging on the last day, sights on travel days, more than one
 *    sight a day (sights are free, one a full day is what "complete information" asks);
 *  - two listings in one city: every run of nights must reach its listing's minimum, so the cheapest listing
 *    used could have held the whole stay;
 *  - the order of a city's meals over its slots (no check reads it).
 * Plans left out because they keep the letter of the scorer but not the rules it stands for: a meal or sight in
 * a city the day is not in (the scorer compares a non-travel day's city letter by letter), a destination other
 * than the requested one (the scorer does not check it on trips of three days).
 * Travel days: a meal on a travel day only where the repository's docs/timeline.md says the timetable leaves room (the
 * solver's documented contract for days on the clock): a drive leaves at 09:00 (the drive home at 15:00, earlier
 * to be home by midnight, not before 09:00), a flight keeps its times (landing at an earlier clock time: the next
 * day); breakfast before an 08:00-or-later departure, lunch before a 13:30-or-later trip home, lunch on arrival by
 * 13:00, dinner on arrival by 20:30. A journey that arrives overnight (its check-in, 30 minutes into town and 15 to
 * check in, ends after midnight) leaves the next day only from the check-in on: a journey that morning leaves 30
 * minutes after the check-in at the earliest (else the plan is not made), that morning's breakfast and lunch must
 * also fit their windows after it, and a full day after it must still have time for breakfast.
 * One limit: the scorer adds prices in floating point, so at a budget equal to the cost of a plan priced in cents,
 * whether it fits can depend on the order of its meals; the oracle writes one order per plan, so at that exact
 * budget its "no plan" is not a proof (oracle.test.ts holds such worlds only to a budget a cent under).
 */
import { avoidedCuisineViolations, evaluatePlan, requiredCityViolations, type PlanQuery } from '../../src/evaluate/index.ts';
import type { Accommodation, Flight, Restaurant, Road, Sandbox } from '../../src/sandbox/index.ts';
import { toTravelPlannerFields, tripDates, type PlanDay, type TripSpec } from '../../src/tripspec/index.ts';

export type BruteResult =
  | { readonly status: 'optimal'; readonly cost: number; readonly plan: PlanDay[]; readonly examined: number; readonly rejected: number }
  | { readonly status: 'infeasible'; readonly examined: number; readonly rejected: number };

type Leg = { readonly mode: 'flight'; readonly flight: Flight } | { readonly mode: 'self-driving' | 'taxi'; readonly road: Road };

type Slot = 'breakfast' | 'lunch' | 'dinner';
const SLOTS: readonly Slot[] = ['breakfast', 'lunch', 'dinner'];

/** Whole cents: every price in the data has at most two decimals. */
const cents = (dollars: number): number => Math.round(dollars * 100);

// ---------------------------------------------------------------- pricing (benchmark README: "Costs")

function legCents(leg: Leg, people: number): number {
  switch (leg.mode) {
    case 'flight':
      return cents(leg.flight.price) * people;
    case 'self-driving':
      return cents(Math.trunc(leg.road.km * 0.05)) * Math.ceil(people / 5);
    case 'taxi':
      return cents(Math.trunc(leg.road.km)) * Math.ceil(people / 4);
  }
}

const nightCents = (listing: Accommodation, people: number): number => cents(listing.price) * Math.ceil(people / listing.maximumOccupancy);

// ---------------------------------------------------------------- plan text (benchmark README: "Transport strings")

function legText(leg: Leg, from: string, to: string, people: number): string {
  if (leg.mode === 'flight') {
    const f = leg.flight;
    return `Flight Number: ${f.number}, from ${from} to ${to}, Departure Time: ${f.depTime}, Arrival Time: ${f.arrTime}`;
  }
  const name = leg.mode === 'taxi' ? 'Taxi' : 'Self-driving';
  return `${name}, from ${from} to ${to}, duration: ${leg.road.duration}, distance: ${leg.road.distance}, cost: ${legCents(leg, people) / 100}`;
}

// ---------------------------------------------------------------- travel days on the clock (the repository's docs/timeline.md)

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

function driveMinutes(duration: string): number {
  let total = 0;
  for (const m of duration.matchAll(/(\d+)\s*(hours?|mins?)/g)) total += Number(m[1]) * (m[2]!.startsWith('hour') ? 60 : 1);
  return total;
}

/** A leg's departure and arrival in minutes after midnight of its day (an arrival the next day is past 24:00). */
function timesOf(leg: Leg, home: string, to: string): { depart: number; arrive: number } {
  if (leg.mode === 'flight') {
    const depart = minutes(leg.flight.depTime);
    const arrive = minutes(leg.flight.arrTime);
    // A flight that lands at an earlier clock time than it took off lands the next day.
    return { depart, arrive: arrive < depart ? arrive + 24 * 60 : arrive };
  }
  const duration = driveMinutes(leg.road.duration);
  // The drive home leaves at 15:00, earlier when that is needed to be home by midnight, but not before 09:00.
  const depart = to === home ? Math.max(9 * 60, Math.min(15 * 60, 24 * 60 - duration)) : 9 * 60;
  return { depart, arrive: depart + duration };
}

/**
 * What is left of the day after a journey arriving at `arrive` when it reaches into that day (the repository's docs/timeline.md,
 * "around a journey": 30 minutes from landing or parking into town, then the 15-minute check-in, then 15 minutes
 * to the first meal or sight): when the check-in ends and when meals may start. Null when the check-in is over by
 * midnight of the journey's own day.
 */
function nextMorning(arrive: number): { checkedIn: number; from: number } | null {
  const checkin = arrive + 30;
  if (checkin + 15 <= 24 * 60) return null;
  const checkedIn = Math.max(0, checkin - 24 * 60) + 15;
  return { checkedIn, from: checkedIn + 15 };
}

/** Whether a meal fits between `from` and `to` (minutes of the day) inside its window (docs/timeline.md: meal windows). */
function mealFits(slot: Slot, from: number, to: number): boolean {
  const window = { breakfast: [6 * 60 + 30, 10 * 60 + 30, 30], lunch: [11 * 60 + 30, 15 * 60 + 30, 45], dinner: [17 * 60 + 30, 22 * 60 + 30, 60] }[slot];
  return Math.max(from, window[0]!) + window[2]! <= Math.min(to, window[1]!);
}

/**
 * The meals a travel day has room for: before the departure (in `from`) and after the arrival (in `to`). A
 * departure day starts at 07:00, or, the morning an overnight journey arrived (`morning`), after its check-in; a
 * departure is left 30 minutes before (docs/timeline.md: "30 min before a departure"), so a leg that leaves sooner after that
 * check-in cannot be taken (null), and the morning's meals must fit what is left of it.
 */
interface TravelDay {
  readonly before: Slot[];
  readonly after: Slot[];
}

function travelDayMeals(leg: Leg, home: string, from: string, to: string, morning: { checkedIn: number; from: number } | null): TravelDay | null {
  const homeward = to === home;
  const { depart, arrive } = timesOf(leg, home, to);
  if (morning && depart - 30 < morning.checkedIn) return null;
  const start = Math.max(7 * 60, morning?.from ?? 0);
  const before: Slot[] = [];
  const after: Slot[] = [];
  if (from !== home) {
    if (depart >= 8 * 60 && mealFits('breakfast', start, depart - 30)) before.push('breakfast');
    if (homeward && depart >= 13 * 60 + 30 && mealFits('lunch', start, depart - 30)) before.push('lunch');
  }
  if (!homeward) {
    if (arrive <= 13 * 60) after.push('lunch');
    if (arrive <= 20 * 60 + 30) after.push('dinner');
  }
  return { before, after };
}

// ---------------------------------------------------------------- enumeration helpers

function permutations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)], k - 1).map((rest) => [x, ...rest]));
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((x, i) => combinations(items.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
}

function product<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((x) => [...prefix, x])), [[]]);
}

function legOptions(spec: TripSpec, sandbox: Sandbox, from: string, to: string, date: string): Leg[] {
  const out: Leg[] = [];
  if (!spec.excludeTransport.includes('flight')) for (const flight of sandbox.flights(from, to, date)) out.push({ mode: 'flight', flight });
  const road = sandbox.road(from, to);
  if (road) {
    if (!spec.excludeTransport.includes('self-driving')) out.push({ mode: 'self-driving', road });
    if (!spec.excludeTransport.includes('taxi')) out.push({ mode: 'taxi', road });
  }
  return out;
}

// ---------------------------------------------------------------- meals: every subset of each city's restaurants

interface CityMeals {
  readonly city: string;
  /** Meals the full days need (three a day). */
  readonly required: number;
  /** Travel-day meals the city has room for. */
  readonly optional: number;
}

interface MealChoice {
  readonly cents: number;
  /** Restaurants per city, in the order of `cities`. */
  readonly picks: readonly (readonly Restaurant[])[];
}

/** The cheapest restaurants per city (distinct, none ruled out) that serve every wished cuisine between them. */
function cheapestMeals(spec: TripSpec, sandbox: Sandbox, cities: readonly CityMeals[]): MealChoice | undefined {
  const wishes = spec.cuisines;
  const full = (1 << wishes.length) - 1;
  // Per city: the cheapest subset for each set of wishes it serves.
  const perCity = cities.map(({ city, required, optional }) => {
    const usable = sandbox.restaurants(city).filter((r) => !spec.avoidCuisines.some((c) => r.cuisines.includes(c)));
    const best = new Map<number, { cents: number; picks: Restaurant[] }>();
    for (let subset = 0; subset < 1 << usable.length; subset++) {
      const picks = usable.filter((_, i) => subset & (1 << i));
      if (picks.length < required || picks.length > required + optional) continue;
      let mask = 0;
      let total = 0;
      for (const r of picks) {
        total += cents(r.averageCost) * spec.travellers;
        wishes.forEach((w, i) => {
          if (r.cuisines.includes(w)) mask |= 1 << i;
        });
      }
      const known = best.get(mask);
      if (!known || total < known.cents) best.set(mask, { cents: total, picks });
    }
    return best;
  });
  let acc = new Map<number, MealChoice>([[0, { cents: 0, picks: [] }]]);
  for (const options of perCity) {
    const next = new Map<number, MealChoice>();
    for (const [maskA, a] of acc) {
      for (const [maskB, b] of options) {
        const mask = maskA | maskB;
        const total = a.cents + b.cents;
        const known = next.get(mask);
        if (!known || total < known.cents) next.set(mask, { cents: total, picks: [...a.picks, b.picks] });
      }
    }
    acc = next;
  }
  return acc.get(full);
}

// ---------------------------------------------------------------- the search

interface Candidate {
  readonly cents: number;
  readonly plan: PlanDay[];
}

/** The cheapest plan for `spec` in `sandbox` that the evaluator accepts, by enumeration. */
export function bruteForce(spec: TripSpec, sandbox: Sandbox): BruteResult {
  const dates = tripDates(spec);
  const n = spec.days;
  const home = spec.origin;
  const people = spec.travellers;
  const routes =
    spec.destination.kind === 'city'
      ? [[spec.destination.name]]
      : permutations(
          sandbox.citiesIn(spec.destination.name).filter((c) => c !== home),
          spec.cityCount,
        ).filter((route) => spec.cities.every((c) => route.includes(c)));
  const middleDays = Array.from({ length: Math.max(0, n - 2) }, (_, i) => i + 2);

  const candidates: Candidate[] = [];
  // The cheapest meals depend only on how many meals each city needs and has room for.
  const mealMemo = new Map<string, MealChoice | undefined>();
  for (const route of routes) {
    for (const changes of combinations(middleDays, route.length - 1)) {
      // Day (1-based) of each leg, and where it goes.
      const legDays = [1, ...changes, n];
      const stops = [home, ...route, home];
      const options = legDays.map((d, i) => legOptions(spec, sandbox, stops[i]!, stops[i + 1]!, dates[d - 1]!));
      // City i is arrived in on legDays[i] and left on legDays[i + 1].
      const fullDays = route.map((_, i) => Array.from({ length: legDays[i + 1]! - legDays[i]! - 1 }, (_, k) => legDays[i]! + 1 + k));
      for (const legs of product(options)) {
        // Each leg after the morning its predecessor arrived overnight; a full day after an overnight arrival starts
        // after the check-in (08:00 at the earliest) and must still have time for breakfast (docs/timeline.md: a full day has
        // three meals, breakfast by 10:30; lunch, dinner and the day's sight fit any arrival these worlds have).
        const mornings = legs.map((leg, i) => nextMorning(timesOf(leg, home, stops[i + 1]!).arrive));
        const travel = legs.map((leg, i) =>
          travelDayMeals(leg, home, stops[i]!, stops[i + 1]!, i > 0 && legDays[i] === legDays[i - 1]! + 1 ? mornings[i - 1]! : null),
        );
        if (!travel.every((t): t is TravelDay => t !== null)) continue;
        const shortDay = route.some(
          (_, i) => fullDays[i]!.length > 0 && mornings[i] !== null && !mealFits('breakfast', Math.max(8 * 60, mornings[i]!.from), 24 * 60),
        );
        if (shortDay) continue;
        const cityMeals: CityMeals[] = route.map((city, i) => ({
          city,
          required: 3 * fullDays[i]!.length,
          optional: travel[i]!.after.length + travel[i + 1]!.before.length,
        }));
        const key = JSON.stringify(cityMeals);
        if (!mealMemo.has(key)) mealMemo.set(key, cheapestMeals(spec, sandbox, cityMeals));
        const meals = mealMemo.get(key);
        if (!meals) continue;
        const transportCents = legs.reduce((s, leg) => s + legCents(leg, people), 0);
        for (const listings of product(route.map((city) => sandbox.accommodations(city)))) {
          const lodgingCents = listings.reduce((s, l, i) => s + nightCents(l, people) * (legDays[i + 1]! - legDays[i]!), 0);
          candidates.push({
            cents: transportCents + lodgingCents + meals.cents,
            plan: writePlan({ spec, sandbox, route, stops, legDays, legs, travel, listings, meals }),
          });
        }
      }
    }
  }
  candidates.sort((a, b) => a.cents - b.cents);

  let examined = 0;
  let rejected = 0;
  for (const c of candidates) {
    if (spec.budget !== null && c.cents > cents(spec.budget)) break;
    examined++;
    if (accepts(spec, sandbox, c)) return { status: 'optimal', cost: c.cents / 100, plan: c.plan, examined, rejected };
    rejected++;
  }
  return { status: 'infeasible', examined, rejected };
}

interface Layout {
  readonly spec: TripSpec;
  readonly sandbox: Sandbox;
  readonly route: readonly string[];
  readonly stops: readonly string[];
  readonly legDays: readonly number[];
  readonly legs: readonly Leg[];
  readonly travel: readonly TravelDay[];
  readonly listings: readonly Accommodation[];
  readonly meals: MealChoice;
}

/** One complete plan in the submission format. */
function writePlan(x: Layout): PlanDay[] {
  const days: PlanDay[] = Array.from({ length: x.spec.days }, (_, i) => ({
    days: i + 1,
    current_city: '',
    transportation: '-',
    breakfast: '-',
    attraction: '-',
    lunch: '-',
    dinner: '-',
    accommodation: '-',
  }));
  // Cities, legs and lodging.
  x.legDays.forEach((d, i) => {
    const day = days[d - 1]!;
    day.current_city = `from ${x.stops[i]} to ${x.stops[i + 1]}`;
    day.transportation = legText(x.legs[i]!, x.stops[i]!, x.stops[i + 1]!, x.spec.travellers);
  });
  x.route.forEach((city, i) => {
    const sights = x.sandbox.attractions(city);
    // Meals go to the full days first, then to the travel-day slots with room.
    const queue = [...x.meals.picks[i]!];
    for (let d = x.legDays[i]!; d < x.legDays[i + 1]!; d++) {
      const day = days[d - 1]!;
      day.accommodation = `${x.listings[i]!.name}, ${city}`;
      if (d === x.legDays[i]) continue;
      day.current_city = city;
      const k = d - x.legDays[i]! - 1;
      // A city with too few sights leaves a day without one, for the evaluator to reject.
      if (k < sights.length) day.attraction = `${sights[k]!.name}, ${city};`;
      for (const slot of SLOTS) day[slot] = `${queue.shift()!.name}, ${city}`;
    }
    const slots: [PlanDay, Slot][] = [
      ...x.travel[i]!.after.map((s): [PlanDay, Slot] => [days[x.legDays[i]! - 1]!, s]),
      ...x.travel[i + 1]!.before.map((s): [PlanDay, Slot] => [days[x.legDays[i + 1]! - 1]!, s]),
    ];
    for (const [day, slot] of slots) {
      const r = queue.shift();
      if (r) day[slot] = `${r.name}, ${city}`;
    }
  });
  return days;
}

export interface Judgement {
  /** Every check passed, for every house rule and exclusion of the request. */
  readonly accepted: boolean;
  /** The scorer's total (the same for every query the plan is judged against). */
  readonly total: number;
  /** The ids of the failed checks, each once, in the order met. */
  readonly failed: readonly string[];
}

/**
 * Every check the solver guarantees: the evaluator's commonsense and hard checks, once per house rule and per
 * flight or self-driving exclusion (a benchmark query names one of each), the ruled-out cuisines, the named
 * cities and a taxi exclusion, which the benchmark has no key for.
 */
export function judge(spec: TripSpec, sandbox: Sandbox, plan: PlanDay[]): Judgement {
  const base = toTravelPlannerFields(spec);
  const exclusions = spec.excludeTransport.filter((m) => m !== 'taxi').map((m) => `no ${m}`);
  const failed = new Set<string>();
  let total = Number.NaN;
  for (const rule of spec.houseRules.length > 0 ? spec.houseRules : [null]) {
    for (const transportation of exclusions.length > 0 ? exclusions : [null]) {
      const query: PlanQuery = { ...base, local_constraint: { ...base.local_constraint, 'house rule': rule, transportation } };
      const result = evaluatePlan(query, plan, sandbox);
      total = result.cost?.total ?? Number.NaN;
      for (const verdicts of [result.commonsense, result.hard])
        for (const check of Object.values(verdicts ?? {})) if (check.verdict === false) failed.add(check.id);
      if (result.hard === null) failed.add('hard checks not scored');
    }
  }
  for (const v of avoidedCuisineViolations(plan, spec.avoidCuisines, sandbox)) failed.add(v.id);
  for (const v of requiredCityViolations(plan, spec.cities, spec.origin)) failed.add(v.id);
  if (spec.excludeTransport.includes('taxi') && plan.some((d) => d.transportation.startsWith('Taxi'))) failed.add('transport.exclusion');
  return { accepted: failed.size === 0, total, failed: [...failed] };
}

function accepts(spec: TripSpec, sandbox: Sandbox, c: Candidate): boolean {
  const { accepted, total } = judge(spec, sandbox, c.plan);
  if (cents(total) !== c.cents) throw new Error(`the oracle priced a plan at ${c.cents / 100}, the evaluator at ${total}: ${JSON.stringify(c.plan)}`);
  return accepted;
}
