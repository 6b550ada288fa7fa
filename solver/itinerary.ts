/**
 * From a solved selection to a day-by-day Itinerary: meals placed in slots (three on full days; on travel
 * days lunch and dinner in the arrival city, breakfast, and lunch before the flight home, in the departure
 * city), attractions chosen and split over the stay's days, lodging on every night.
 */
import type { Itinerary, ItineraryDay, LodgingChoice, MealChoice, MealSlot, TimelineEntry, TransportChoice } from '../src/tripspec/index.ts';
import type { Attraction } from '../src/sandbox/index.ts';
import { CLOCK } from '../src/timeline/constants.ts';
import type { TransportOption } from './candidates.ts';
import { planStay, type StayDay } from './day-planner.ts';
import { clock, ROAD_DEPARTURE, type LegRoom } from './timing.ts';
import { InternalError } from '../src/common/errors.ts';
import type { Context, Stay } from './skeleton-context.ts';
import type { Selection } from './selection.ts';
import { afterCheckin, buildTimelines, morningAfter, scheduleOf, type DayLeg, type DayPlan } from './timeline.ts';

/**
 * Picks `count` attractions of a stay and splits them over its days: `dayCounts[k]` attractions on the
 * stay's k-th day (0 = arrival day ... last = departure day), each day's list in visiting order.
 */
export type AttractionPlanner = (attractions: readonly Attraction[], count: number, dayCounts: readonly number[]) => Attraction[][] | Promise<Attraction[][]>;

/** Attraction slots per day of a stay: the pace's cap on full days; one on a travel day with room for it. */
function dayCapacities(stay: Stay, arrival: LegRoom, departure: LegRoom): number[] {
  return [Number(arrival.arrival.attraction), ...stay.dayCaps, Number(departure.departure.attraction)];
}

/**
 * How many attractions each day of a stay gets: one per full day first, then two per full day, then one on
 * each travel day, then full days up to their cap.
 */
function splitCounts(count: number, capacities: readonly number[]): number[] {
  const n = capacities.length;
  const out = capacities.map(() => 0);
  let left = count;
  const give = (i: number, upTo: number) => {
    while (left > 0 && out[i]! < Math.min(upTo, capacities[i]!)) {
      out[i]!++;
      left--;
    }
  };
  for (const level of [1, 2]) for (let i = 1; i < n - 1; i++) give(i, level);
  give(0, 1);
  give(n - 1, 1);
  for (let level = 3; left > 0 && level <= Math.max(...capacities); level++) for (let i = 1; i < n - 1; i++) give(i, level);
  return out;
}

function toChoice(option: TransportOption): TransportChoice {
  const schedule = option.schedule ? { depart: clock(option.schedule.depart), arrive: clock(option.schedule.arrive) } : null;
  return option.mode === 'flight'
    ? { mode: 'flight', flight: option.flight, cost: option.cost, schedule }
    : { mode: option.mode, road: option.road, vehicles: option.vehicles, cost: option.cost, schedule };
}

interface SlotRef {
  day: number;
  slot: MealSlot;
}

/** Meal slots of a stay in the order they are filled: required ones, then the travel-day extras the legs leave room for. */
function mealSlots(stay: Stay, isLast: boolean, arrival: LegRoom, departure: LegRoom): { required: SlotRef[]; optional: SlotRef[] } {
  const required: SlotRef[] = [];
  for (let d = stay.arrive + 1; d < stay.depart; d++) for (const slot of ['breakfast', 'lunch', 'dinner'] as const) required.push({ day: d, slot });
  const optional: SlotRef[] = [
    ...(arrival.arrival.dinner ? [{ day: stay.arrive, slot: 'dinner' as const }] : []),
    ...(departure.departure.breakfast ? [{ day: stay.depart, slot: 'breakfast' as const }] : []),
    ...(arrival.arrival.lunch ? [{ day: stay.arrive, slot: 'lunch' as const }] : []),
    ...(isLast && departure.departure.lunch ? [{ day: stay.depart, slot: 'lunch' as const }] : []),
  ];
  return { required, optional };
}

const slotOrder = (a: SlotRef, b: SlotRef) =>
  a.day - b.day || ['breakfast', 'lunch', 'dinner'].indexOf(a.slot) - ['breakfast', 'lunch', 'dinner'].indexOf(b.slot);

const MIDNIGHT = 24 * 60;

/** A leg on the clock: its schedule, or an hour from 09:00 when the data gives none. */
function dayLeg(option: TransportOption, from: string, to: string): DayLeg {
  const depart = option.schedule?.depart ?? ROAD_DEPARTURE;
  const arrive = option.schedule?.arrive ?? depart + 60;
  const name = option.mode === 'flight' ? `Flight ${option.flight.number}` : option.mode === 'taxi' ? 'Taxi' : 'Self-driving';
  const km = option.mode === 'flight' ? option.flight.distance : option.road.km;
  return { from, to, name, km, depart, arrive };
}

/** The day's sights in the order the timeline visits them (the order the traveller sees them in). */
function inTimelineOrder(sights: readonly Attraction[], timeline: readonly TimelineEntry[]): Attraction[] {
  const at = (a: Attraction) => timeline.findIndex((e) => e.kind === 'sight' && e.name === a.name);
  const missing = sights.find((a) => at(a) < 0);
  if (missing) throw new InternalError(`${missing.name} is not on the day's timeline`);
  return [...sights].sort((a, b) => at(a) - at(b));
}

/** Whether a stay's sights must be planned on the clock: its city has opening hours, or interests were named. */
function timedStay(ctx: Context, city: string): boolean {
  return (ctx.spec.wishes.interests ?? []).length > 0 || ctx.city(city).attractions.some((a) => a.openingHours !== null);
}

export async function buildItinerary(ctx: Context, selection: Selection, planAttractions: AttractionPlanner): Promise<Itinerary> {
  const { spec } = ctx;
  const { skeleton } = selection;
  const days = spec.days;
  const meals = new Map<string, MealChoice>();
  const attractionsByDay = new Map<number, Attraction[]>();
  const lodgingByDay = new Map<number, LodgingChoice>();

  for (const [i, stay] of skeleton.stays.entries()) {
    const isLast = i === skeleton.stays.length - 1;
    const chosen = [...selection.meals[i]!].sort((a, b) => b.score - a.score || a.restaurant.name.localeCompare(b.restaurant.name));
    const arrivalRoom = selection.transport[i]!.room;
    const departureRoom = selection.transport[i + 1]!.room;
    const { required, optional } = mealSlots(stay, isLast, arrivalRoom, departureRoom);
    if (chosen.length > required.length + optional.length)
      throw new InternalError(`stay in ${stay.city}: ${chosen.length} meals for ${required.length + optional.length} slots`);
    const used = [...required, ...optional.slice(0, Math.max(0, chosen.length - required.length))].sort(slotOrder);
    used.forEach((ref, k) => meals.set(`${ref.day}:${ref.slot}`, { restaurant: chosen[k]!.restaurant, cost: chosen[k]!.cost }));

    const count = selection.attractionCounts[i]!;
    const capacities = dayCapacities(stay, arrivalRoom, departureRoom);
    // The days on the clock: after the arrival, whole days, before the departure. An arrival overnight (its check-in
    // past midnight) leaves the next day only from the check-in on.
    const arrival = dayLeg(selection.transport[i]!, skeleton.legs[i]!.from, stay.city);
    const departure = dayLeg(selection.transport[i + 1]!, stay.city, skeleton.legs[i + 1]!.to);
    const morning = morningAfter(arrival.arrive);
    const next = (k: number) => (k === 1 && morning ? morning.from : 0);
    const slotsOn = (d: number) => (['breakfast', 'lunch', 'dinner'] as const).filter((slot) => meals.get(`${d}:${slot}`)?.restaurant.city === stay.city);
    const stayDays: StayDay[] = capacities.map((cap, k) => {
      const d = stay.arrive + k;
      const date = ctx.dates[d - 1]!;
      if (k === 0)
        return {
          stretch: { date, meals: slotsOn(d), start: afterCheckin(arrival.arrive), end: arrival.arrive >= MIDNIGHT ? 0 : CLOCK.dayEnd },
          min: 0,
          max: cap,
        };
      if (k === capacities.length - 1)
        return {
          stretch: { date, meals: slotsOn(d), start: Math.max(CLOCK.departureDayStart, next(k)), end: departure.depart - CLOCK.departureLead },
          min: 0,
          max: cap,
        };
      return { stretch: { date, meals: slotsOn(d), start: Math.max(CLOCK.fullDayStart, next(k)), end: CLOCK.dayEnd }, min: 1, max: cap };
    });
    const onTheClock = () => {
      const choice = planStay(ctx.city(stay.city).attractions, stayDays, count, ctx.spec.wishes.interests ?? []);
      if (!choice) throw new InternalError(`stay in ${stay.city}: no choice of sights fits the days on the clock`);
      return choice.lists;
    };
    let perStayDay: Attraction[][];
    if (timedStay(ctx, stay.city)) perStayDay = onTheClock();
    else {
      perStayDay = await planAttractions(ctx.city(stay.city).attractions, count, splitCounts(count, capacities));
      // After an arrival overnight the next morning is short even without opening hours: the model counted the sights
      // that some choice fits there; when the planner's choice does not fit, the days are planned on the clock.
      if (morning && !perStayDay.every((list, k) => list.length === 0 || scheduleOf({ ...stayDays[k]!.stretch, sights: list }) !== undefined))
        perStayDay = onTheClock();
    }
    perStayDay.forEach((list, k) => {
      const day = stay.arrive + k;
      attractionsByDay.set(day, [...(attractionsByDay.get(day) ?? []), ...list]);
    });

    const lodging = selection.lodging[i]!;
    for (let d = stay.arrive; d < stay.depart; d++) lodgingByDay.set(d, { listing: lodging.listing, rooms: lodging.rooms, cost: lodging.nightly });
  }

  const legByDay = new Map(skeleton.legs.map((leg, j) => [leg.day, { leg, option: selection.transport[j]! }]));
  const cityOnDay = (d: number): string => {
    const stay = skeleton.stays.find((s) => s.arrive <= d && d < s.depart);
    return stay ? stay.city : spec.origin;
  };
  const plans: DayPlan[] = [];
  for (let d = 1; d <= days; d++) {
    const travel = legByDay.get(d);
    const dayMeals = (['breakfast', 'lunch', 'dinner'] as const).flatMap((slot) => {
      const m = meals.get(`${d}:${slot}`);
      return m ? [{ slot, name: m.restaurant.name.trim(), city: m.restaurant.city }] : [];
    });
    plans.push({
      date: ctx.dates[d - 1]!,
      leg: travel ? dayLeg(travel.option, travel.leg.from, travel.leg.to) : null,
      sights: attractionsByDay.get(d) ?? [],
      meals: dayMeals,
      lodging: lodgingByDay.get(d)?.listing.name.trim() ?? null,
      origin: spec.origin,
    });
  }
  const timelines = await buildTimelines(plans);
  const itineraryDays: ItineraryDay[] = [];
  for (let d = 1; d <= days; d++) {
    const travel = legByDay.get(d);
    itineraryDays.push({
      day: d,
      date: ctx.dates[d - 1]!,
      leg: travel ? { from: travel.leg.from, to: travel.leg.to } : null,
      city: cityOnDay(d),
      transport: travel ? toChoice(travel.option) : null,
      breakfast: meals.get(`${d}:breakfast`) ?? null,
      lunch: meals.get(`${d}:lunch`) ?? null,
      dinner: meals.get(`${d}:dinner`) ?? null,
      attractions: inTimelineOrder(attractionsByDay.get(d) ?? [], timelines[d - 1]!),
      accommodation: lodgingByDay.get(d) ?? null,
      timeline: timelines[d - 1]!,
    });
  }
  const transport = itineraryDays.reduce((s, d) => s + (d.transport?.cost ?? 0), 0);
  const mealCost = itineraryDays.reduce((s, d) => s + (d.breakfast?.cost ?? 0) + (d.lunch?.cost ?? 0) + (d.dinner?.cost ?? 0), 0);
  const lodging = itineraryDays.reduce((s, d) => s + (d.accommodation?.cost ?? 0), 0);
  return {
    origin: spec.origin,
    travellers: spec.travellers,
    budget: spec.budget,
    cities: skeleton.stays.map((s) => s.city),
    days: itineraryDays,
    cost: { transport, meals: mealCost, lodging, total: transport + mealCost + lodging },
  };
}
