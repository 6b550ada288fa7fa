/**
 * What a reader needs from an Itinerary, worked out once for every renderer (plain text, Markdown, the LLM
 * prompt): each day's travel with its times, meals with their costs, attractions in visiting order with the
 * length of each leg, the night's lodging as part of a stay (rooms, nights), and the cost breakdown against
 * the budget. Pure: the distance function is passed in (great-circle km by default).
 */
import type { Itinerary, ItineraryDay, LodgingChoice, MealSlot, TimelineEntry, TransportChoice } from '../tripspec/index.ts';
import { MEAL_SLOTS } from '../tripspec/index.ts';
import { usd } from '../common/money.ts';
import type { RoomType } from '../sandbox/index.ts';
import { haversineKm, routeLegs, type DistanceFn } from '../common/geo.ts';

export interface VerbalizeOptions {
  /** Distance between two stops in km (default: great-circle). */
  readonly distance?: DistanceFn;
}

interface TravelFacts {
  readonly mode: TransportChoice['mode'];
  readonly from: string;
  readonly to: string;
  /** The whole sentence, e.g. "Flight F1000238 from Brasswick to Quillon, departs 12:38, arrives 14:01 (1 hours 23 minutes)". */
  readonly summary: string;
  /** How the cost is made up, e.g. "2 tickets at $147" or "1 car". */
  readonly costDetail: string;
  readonly cost: number;
  /** Flights only. */
  readonly departure?: string;
  readonly arrival?: string;
  /** Roads only, as written in the data. */
  readonly duration?: string;
  readonly distance?: string;
}

interface MealFacts {
  readonly slot: MealSlot;
  readonly name: string;
  readonly city: string;
  readonly cuisines: string;
  /** For all travellers. */
  readonly cost: number;
  readonly perPerson: number;
}

interface SightFacts {
  readonly name: string;
  readonly city: string;
  /** The stop before this one in the same city (null for the first stop of a city that day). */
  readonly previous: string | null;
  /** Length of the leg from `previous`, in km (null when there is no previous stop). */
  readonly legKm: number | null;
}

interface StayFacts {
  readonly name: string;
  readonly city: string;
  readonly roomType: RoomType;
  readonly rooms: number;
  /** Price of one room for one night. */
  readonly pricePerRoom: number;
  /** Rooms x price: what one night costs. */
  readonly nightly: number;
  /** Nights of this stay (consecutive nights in the same listing). */
  readonly nights: number;
  /** Which night of the stay this day's is (1-based). */
  readonly night: number;
  /** The days whose nights the stay covers. */
  readonly firstDay: number;
  readonly lastDay: number;
  /** All nights of the stay. */
  readonly total: number;
}

/** One line of a day on the clock (from the itinerary's timeline), with what a reader needs beside the times. */
export interface ScheduleFacts {
  readonly start: string;
  readonly end: string;
  readonly kind: TimelineEntry['kind'];
  /** "Travel", "Check-in", "Breakfast", "Lunch", "Dinner", "Sight", "Move". */
  readonly label: string;
  /** What happens: the travel summary, the lodging, the restaurant or sight with its city, the move's length and ends. */
  readonly detail: string;
  /** Travel and meals: the cost for all travellers, and how it is made up. */
  readonly cost?: number;
  readonly costDetail?: string;
  /** Meals: the price per person and the cuisines. */
  readonly perPerson?: number;
  readonly cuisines?: string;
}

export interface DayFacts {
  readonly day: number;
  readonly date: string;
  /** "Brasswick -> Quillon" on travel days, else the city. */
  readonly title: string;
  readonly city: string;
  readonly travel: TravelFacts | null;
  readonly meals: readonly MealFacts[];
  /** In visiting order. */
  readonly sights: readonly SightFacts[];
  /** Sum of the day's legs, km. */
  readonly walkKm: number;
  /** The day on the clock, in time order (empty when the itinerary has no timeline). */
  readonly schedule: readonly ScheduleFacts[];
  readonly stay: StayFacts | null;
}

export interface CostFacts {
  readonly transport: number;
  readonly meals: number;
  readonly lodging: number;
  readonly total: number;
  readonly budget: number | null;
  /** Budget minus total (negative: over budget); null without a budget. */
  readonly left: number | null;
}

export interface TripFacts {
  readonly origin: string;
  readonly cities: readonly string[];
  readonly travellers: number;
  readonly firstDate: string;
  readonly lastDate: string;
  readonly days: readonly DayFacts[];
  readonly cost: CostFacts;
}

/** US dollars: "$1,700", "$12.50" (src/common/money.ts). */
export { usd };

/** A leg length: km with one decimal. */
export const km = (n: number): string => `${n.toFixed(1)} km`;

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export const travellersText = (n: number): string => plural(n, 'traveller');

/** A duration as the data writes it, with the right number: "1 hours 23 minutes" -> "1 hour 23 minutes". */
function readableDuration(text: string): string {
  return text.replace(/\b1 (hour|minute|min|day)s\b/g, '1 $1');
}

export const capitalise = (s: string): string => (s === '' ? s : `${s[0]!.toUpperCase()}${s.slice(1)}`);

function travelFacts(t: TransportChoice, from: string, to: string, travellers: number): TravelFacts {
  switch (t.mode) {
    case 'flight': {
      const f = t.flight;
      return {
        mode: t.mode,
        from,
        to,
        summary: `Flight ${f.number} from ${from} to ${to}, departs ${f.depTime}, arrives ${f.arrTime} (${readableDuration(f.elapsed)})`,
        costDetail: `${plural(travellers, 'ticket')} at ${usd(f.price)}`,
        cost: t.cost,
        departure: f.depTime,
        arrival: f.arrTime,
      };
    }
    case 'self-driving':
    case 'taxi': {
      const r = t.road;
      const what = t.mode === 'taxi' ? `Taxi` : `Self-driving`;
      return {
        mode: t.mode,
        from,
        to,
        summary: `${what} from ${from} to ${to}, ${r.distance}, about ${readableDuration(r.duration)}`,
        costDetail: t.mode === 'taxi' ? `${plural(t.vehicles, 'taxi')} at ${usd(r.taxiCost)}` : `${plural(t.vehicles, 'car')} at ${usd(r.selfDrivingCost)}`,
        cost: t.cost,
        duration: r.duration,
        distance: r.distance,
      };
    }
  }
}

/** Attractions in visiting order, each with the leg from the stop before it in the same city. */
function sightFacts(day: ItineraryDay, distance: DistanceFn): SightFacts[] {
  const out: SightFacts[] = [];
  // Runs of stops in one city (a travel day can have stops in the departure and the arrival city).
  const runs: (typeof day.attractions)[number][][] = [];
  for (const a of day.attractions) {
    const run = runs[runs.length - 1];
    if (run && run[0]!.city === a.city) run.push(a);
    else runs.push([a]);
  }
  for (const run of runs) {
    const legs = routeLegs(run, distance);
    run.forEach((a, k) =>
      out.push({ name: a.name.trim(), city: a.city, previous: k === 0 ? null : run[k - 1]!.name.trim(), legKm: k === 0 ? null : legs[k - 1]! }),
    );
  }
  return out;
}

/** The timeline's entries with their details: each meal entry is matched to the day's meal of that restaurant. */
function scheduleFacts(day: ItineraryDay, travel: TravelFacts | null, meals: readonly MealFacts[]): ScheduleFacts[] {
  const unused = [...meals];
  return day.timeline.map((e): ScheduleFacts => {
    const base = { start: e.start, end: e.end, kind: e.kind };
    const name = (e.name ?? '').trim();
    const note = e.note ? ` (${e.note})` : '';
    switch (e.kind) {
      case 'travel':
        // The day's own journey, or the rest of yesterday's overnight one.
        return travel && !e.note?.startsWith('continued')
          ? { ...base, label: 'Travel', detail: `${travel.summary}${note}`, cost: travel.cost, costDetail: travel.costDetail }
          : { ...base, label: 'Travel', detail: `${name}${note}` };
      case 'checkin':
        return { ...base, label: 'Check-in', detail: `${name}, ${day.accommodation?.listing.city ?? day.city}` };
      case 'meal': {
        const k = unused.findIndex((m) => m.name === name);
        const m = k >= 0 ? unused.splice(k, 1)[0]! : undefined;
        if (!m) return { ...base, label: 'Meal', detail: name };
        return { ...base, label: capitalise(m.slot), detail: `${m.name}, ${m.city}`, cost: m.cost, perPerson: m.perPerson, cuisines: m.cuisines };
      }
      case 'sight': {
        const a = day.attractions.find((x) => x.name.trim() === name);
        return { ...base, label: 'Sight', detail: a ? `${name}, ${a.city}` : name };
      }
      case 'move': {
        const [from, to] = name.split(' -> ');
        return { ...base, label: 'Move', detail: `${e.km !== undefined ? `${km(e.km)}, ` : ''}${from ?? ''} to ${to ?? ''}` };
      }
    }
  });
}

const sameListing = (a: LodgingChoice | null, b: LodgingChoice | null): boolean =>
  a !== null && b !== null && a.listing.name === b.listing.name && a.listing.city === b.listing.city && a.rooms === b.rooms;

function stayFacts(days: readonly ItineraryDay[], index: number): StayFacts | null {
  const here = days[index]!.accommodation;
  if (!here) return null;
  let first = index;
  while (first > 0 && sameListing(days[first - 1]!.accommodation, here)) first--;
  let last = index;
  while (last < days.length - 1 && sameListing(days[last + 1]!.accommodation, here)) last++;
  let total = 0;
  for (let d = first; d <= last; d++) total += days[d]!.accommodation!.cost;
  return {
    name: here.listing.name.trim(),
    city: here.listing.city,
    roomType: here.listing.roomType,
    rooms: here.rooms,
    pricePerRoom: here.listing.price,
    nightly: here.cost,
    nights: last - first + 1,
    night: index - first + 1,
    firstDay: days[first]!.day,
    lastDay: days[last]!.day,
    total,
  };
}

export function tripFacts(itinerary: Itinerary, options: VerbalizeOptions = {}): TripFacts {
  const distance = options.distance ?? haversineKm;
  const days: DayFacts[] = itinerary.days.map((day, i) => {
    const sights = sightFacts(day, distance);
    const travel = day.transport && day.leg ? travelFacts(day.transport, day.leg.from, day.leg.to, itinerary.travellers) : null;
    const meals = MEAL_SLOTS.flatMap((slot): MealFacts[] => {
      const meal = day[slot];
      if (!meal) return [];
      const r = meal.restaurant;
      return [{ slot, name: r.name.trim(), city: r.city, cuisines: r.cuisines, cost: meal.cost, perPerson: r.averageCost }];
    });
    return {
      day: day.day,
      date: day.date,
      title: day.leg ? `${day.leg.from} -> ${day.leg.to}` : day.city,
      city: day.city,
      travel,
      meals,
      sights,
      walkKm: sights.reduce((s, x) => s + (x.legKm ?? 0), 0),
      schedule: scheduleFacts(day, travel, meals),
      stay: stayFacts(itinerary.days, i),
    };
  });
  const c = itinerary.cost;
  return {
    origin: itinerary.origin,
    cities: itinerary.cities,
    travellers: itinerary.travellers,
    firstDate: itinerary.days[0]?.date ?? '',
    lastDate: itinerary.days[itinerary.days.length - 1]?.date ?? '',
    days,
    cost: {
      transport: c.transport,
      meals: c.meals,
      lodging: c.lodging,
      total: c.total,
      budget: itinerary.budget,
      left: itinerary.budget === null ? null : itinerary.budget - c.total,
    },
  };
}
