/** The itinerary as plain text: a day-by-day list and the cost breakdown against the budget. */
import type { Itinerary } from '../tripspec/index.ts';
import {
  capitalise,
  km,
  plural,
  travellersText,
  tripFacts,
  usd,
  type CostFacts,
  type DayFacts,
  type ScheduleFacts,
  type TripFacts,
  type VerbalizeOptions,
} from './facts.ts';

const LABEL = 14;
const label = (name: string): string => `  ${name}:`.padEnd(LABEL);

export function routeLine(f: Pick<TripFacts, 'origin' | 'cities'>): string {
  return [f.origin, ...f.cities, f.origin].join(' -> ');
}

function headerLines(f: TripFacts): string[] {
  return [`Trip: ${routeLine(f)}`, `${plural(f.days.length, 'day')}, ${f.firstDate} to ${f.lastDate}, ${travellersText(f.travellers)}`];
}

const KIND = 11;

/** "08:00-08:30  Breakfast: Saffron Ladle, Quillon: $47": one line per timeline entry, costs where there are any. */
function scheduleLine(e: ScheduleFacts, travellers: number): string {
  let detail = e.detail;
  if (e.kind === 'travel' && e.cost !== undefined) detail += `; ${e.costDetail}: ${usd(e.cost)}`;
  else if (e.cost !== undefined) detail += `: ${usd(e.cost)}${travellers > 1 && e.perPerson !== undefined ? ` (${usd(e.perPerson)} each)` : ''}`;
  return `  ${e.start}-${e.end}  ${`${e.label}:`.padEnd(KIND)}${detail}`;
}

function dayLines(d: DayFacts, travellers: number): string[] {
  const lines = [`Day ${d.day} (${d.date}): ${d.title}`];
  if (d.schedule.length > 0) {
    lines.push(...d.schedule.map((e) => scheduleLine(e, travellers)));
    if (d.walkKm > 0) lines.push(`  Between sights: ${km(d.walkKm)} in all`);
  } else dayItems(d, travellers, lines);
  const s = d.stay;
  if (s) {
    lines.push(
      s.night === 1
        ? `${label('Stay')}${s.name}, ${s.city} (${s.roomType}), ${plural(s.rooms, 'room')} at ${usd(s.pricePerRoom)}, ` +
            `${plural(s.nights, 'night')}: ${usd(s.nightly)} a night, ${usd(s.total)} in all`
        : `${label('Stay')}${s.name}, ${s.city}, night ${s.night} of ${s.nights}`,
    );
  }
  return lines;
}

/** A day without a timeline: travel, meals and sights in route order. */
function dayItems(d: DayFacts, travellers: number, lines: string[]): void {
  if (d.travel) lines.push(`${label('Travel')}${d.travel.summary}; ${d.travel.costDetail}: ${usd(d.travel.cost)}`);
  for (const m of d.meals) {
    const each = travellers > 1 ? ` (${usd(m.perPerson)} each)` : '';
    lines.push(`${label(capitalise(m.slot))}${m.name}, ${m.city}: ${usd(m.cost)}${each}`);
  }
  if (d.sights.length > 0) {
    lines.push(`  Sights, in route order${d.walkKm > 0 ? ` (${km(d.walkKm)} between stops)` : ''}:`);
    d.sights.forEach((s, k) =>
      lines.push(`    ${k + 1}. ${s.name}, ${s.city}${s.previous !== null && s.legKm !== null ? `: ${km(s.legKm)} from ${s.previous}` : ''}`),
    );
  }
}

function costLines(c: CostFacts, travellers: number): string[] {
  const rows: [string, string][] = [
    ['Transport', usd(c.transport)],
    ['Meals', usd(c.meals)],
    ['Lodging', usd(c.lodging)],
    ['Total', usd(c.total)],
  ];
  if (c.budget !== null && c.left !== null) {
    rows.push(['Budget', usd(c.budget)]);
    rows.push(c.left >= 0 ? ['Left', usd(c.left)] : ['Over budget', usd(-c.left)]);
  }
  const width = Math.max(...rows.map(([, v]) => v.length));
  const lines = [`Cost for ${travellers === 1 ? 'the traveller' : `all ${travellersText(travellers)}`}:`];
  for (const [name, value] of rows) lines.push(`  ${name.padEnd(12)}${value.padStart(width)}`);
  if (c.budget === null) lines.push('  (no budget given)');
  return lines;
}

/** A plain-text day-by-day itinerary with the cost breakdown. */
export function renderText(itinerary: Itinerary, options: VerbalizeOptions = {}): string {
  const f = tripFacts(itinerary, options);
  const lines = headerLines(f);
  for (const d of f.days) lines.push('', ...dayLines(d, f.travellers));
  lines.push('', ...costLines(f.cost, f.travellers));
  return lines.join('\n');
}

/** Only the cost breakdown, as plain text (appended to LLM prose). */
export function renderCostText(itinerary: Itinerary): string {
  return costLines(tripFacts(itinerary).cost, itinerary.travellers).join('\n');
}
