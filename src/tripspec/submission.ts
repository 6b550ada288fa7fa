/**
 * Itinerary -> the benchmark's submission row, in the exact string formats its scorer reads:
 * venues as "Name, City", several attractions as "A, City;B, City;" (ending with ';', since the scorer
 * drops what follows the last ';'), "from A to B" on travel days, and the three transport formats.
 */
import type { Itinerary, ItineraryDay, PlanDay, TransportChoice } from './plan.ts';

function transportText(t: TransportChoice, from: string, to: string): string {
  switch (t.mode) {
    case 'flight':
      return `Flight Number: ${t.flight.number}, from ${from} to ${to}, Departure Time: ${t.flight.depTime}, Arrival Time: ${t.flight.arrTime}`;
    case 'self-driving':
      return `Self-driving, from ${from} to ${to}, duration: ${t.road.duration}, distance: ${t.road.distance}, cost: ${t.cost}`;
    case 'taxi':
      return `Taxi, from ${from} to ${to}, duration: ${t.road.duration}, distance: ${t.road.distance}, cost: ${t.cost}`;
  }
}

const venue = (v: { name: string; city: string } | null | undefined): string => (v ? `${v.name.trim()}, ${v.city}` : '-');

function submissionDay(day: ItineraryDay): PlanDay {
  return {
    days: day.day,
    current_city: day.leg ? `from ${day.leg.from} to ${day.leg.to}` : day.city,
    transportation: day.transport && day.leg ? transportText(day.transport, day.leg.from, day.leg.to) : '-',
    breakfast: venue(day.breakfast?.restaurant),
    attraction: day.attractions.length > 0 ? day.attractions.map((a) => `${venue(a)};`).join('') : '-',
    lunch: venue(day.lunch?.restaurant),
    dinner: venue(day.dinner?.restaurant),
    accommodation: venue(day.accommodation?.listing),
  };
}

export function submissionPlan(itinerary: Itinerary): PlanDay[] {
  return itinerary.days.map(submissionDay);
}
