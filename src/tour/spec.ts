/**
 * TourSpec: a city tour, the second domain (NATURAL PLAN's trip planning). The trip lasts `totalDays` days and
 * visits every city once, in an order the planner chooses, for the days asked; it moves between neighbouring
 * cities by a direct flight, on a day that counts in both cities. Each event's days lie inside its city's stay.
 * This file is the one place a field is defined; schemas/tour-spec.schema.json is generated from it
 * (`npm run schemas`).
 */
import { z } from 'zod';

const CityName = z.string().trim().min(1).describe('A city, as the request names it.');
const Day = z.number().int().min(1);

export const TourStay = z.object({ city: CityName, days: z.number().int().min(1).describe('Days in the city, counting the days of the flights in and out.') });
export type TourStay = z.infer<typeof TourStay>;

export const TourEvent = z
  .object({
    city: CityName,
    from: Day.describe('First day of the window.'),
    to: Day.describe('Last day of the window.'),
    what: z.string().default('event').describe('What happens: "a wedding", "a conference", ...'),
  })
  .refine((e) => e.from <= e.to, { message: 'an event window ends before it starts (from > to)', path: ['to'] });
export type TourEvent = z.infer<typeof TourEvent>;

export const TourFlight = z.object({ from: CityName, to: CityName }).refine((f) => f.from !== f.to, { message: 'a flight joins two different cities' });
export type TourFlight = z.infer<typeof TourFlight>;

export const TourSpec = z
  .object({
    totalDays: z.number().int().min(1).max(366).describe('Length of the trip in days; day 1 is the first.'),
    stays: z.array(TourStay).min(1).describe('Every city of the tour with its stay, in the order the request names them.'),
    events: z.array(TourEvent).default([]).describe("Days that must lie inside a city's stay."),
    flights: z.array(TourFlight).default([]).describe('Direct flights, one way each ("A and B" is two).'),
  })
  .superRefine((s, ctx) => {
    const cities = new Set<string>();
    s.stays.forEach((st, i) => {
      if (cities.has(st.city)) ctx.addIssue({ code: 'custom', path: ['stays', i, 'city'], message: `${st.city} has two stays` });
      cities.add(st.city);
    });
    s.events.forEach((e, i) => {
      if (!cities.has(e.city)) ctx.addIssue({ code: 'custom', path: ['events', i, 'city'], message: `${e.city} has an event but no stay` });
      if (e.to > s.totalDays) ctx.addIssue({ code: 'custom', path: ['events', i, 'to'], message: `day ${e.to} is after the trip's last day (${s.totalDays})` });
    });
    s.flights.forEach((f, i) => {
      for (const end of ['from', 'to'] as const)
        if (!cities.has(f[end])) ctx.addIssue({ code: 'custom', path: ['flights', i, end], message: `${f[end]} is not a city of the tour` });
    });
  });
export type TourSpec = z.infer<typeof TourSpec>;
export type TourSpecInput = z.input<typeof TourSpec>;

/** One city of a plan: its stay from day `from` to day `to` (a flight day is the last of one stay and the first of the next). */
export interface TourLeg {
  readonly city: string;
  readonly from: number;
  readonly to: number;
}

/** A plan: the cities in visiting order with their days. */
export interface TourPlan {
  readonly legs: readonly TourLeg[];
}

/** A plan from an order of cities: each stay starts on the day the one before ends. */
export function planFromOrder(spec: TourSpec, order: readonly string[]): TourPlan {
  const days = new Map(spec.stays.map((s) => [s.city, s.days]));
  let day = 1;
  return {
    legs: order.map((city) => {
      const from = day;
      const to = from + (days.get(city) ?? 1) - 1;
      day = to;
      return { city, from, to };
    }),
  };
}
