/** Verbalising plans: the submission row, and readable text. */
import type { Itinerary } from '../spec/index.ts';
import { transportText } from './submission.ts';

export { submissionPlan, submissionDay, transportText } from './submission.ts';

const usd = (n: number): string => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** A plain-text day-by-day itinerary with the cost breakdown. */
export function renderText(itinerary: Itinerary): string {
  const lines: string[] = [];
  const who = itinerary.travellers === 1 ? '1 traveller' : `${itinerary.travellers} travellers`;
  lines.push(`Trip from ${itinerary.origin}: ${itinerary.cities.join(', ')} (${itinerary.days.length} days, ${who})`);
  for (const day of itinerary.days) {
    lines.push('', `Day ${day.day} (${day.date})${day.leg ? `: ${day.leg.from} -> ${day.leg.to}` : `: ${day.city}`}`);
    if (day.transport && day.leg) lines.push(`  Transport:  ${transportText(day.transport, day.leg.from, day.leg.to)} (${usd(day.transport.cost)})`);
    for (const slot of ['breakfast', 'lunch', 'dinner'] as const) {
      const meal = day[slot];
      if (meal) lines.push(`  ${slot[0]!.toUpperCase()}${slot.slice(1)}:`.padEnd(14) + `${meal.restaurant.name}, ${meal.restaurant.city} (${usd(meal.cost)})`);
    }
    if (day.attractions.length > 0) lines.push(`  See:        ${day.attractions.map((a) => a.name).join('; ')}`);
    if (day.accommodation) lines.push(`  Stay:       ${day.accommodation.listing.name} (${usd(day.accommodation.cost)} a night)`);
  }
  const c = itinerary.cost;
  lines.push('', `Cost: transport ${usd(c.transport)}, meals ${usd(c.meals)}, lodging ${usd(c.lodging)}; total ${usd(c.total)}${itinerary.budget !== null ? ` of a ${usd(itinerary.budget)} budget` : ''}`);
  return lines.join('\n');
}
