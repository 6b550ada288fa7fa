/**
 * The itinerary as Markdown (CommonMark + GFM tables): a title, one section per day (the day on the clock as a
 * table of times, travel, check-in, meals, sights and moves with their costs, then the night's lodging; a day
 * without a timeline gets travel, a meals table and an ordered list of sights with leg lengths) and a cost table against the budget.
 * Names from the data are escaped, so a venue called "Fish | Chips *Co*" cannot break a table or the emphasis.
 */
import type { Itinerary } from '../tripspec/index.ts';
import { capitalise, km, plural, travellersText, tripFacts, usd, type CostFacts, type DayFacts, type VerbalizeOptions } from './facts.ts';
import { routeLine } from './text.ts';

/** Escape text from the data for inline Markdown (backslash escapes of ASCII punctuation are always valid). */
export function md(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`)
    .replace(/\s+/g, ' ')
    .trim();
}

const arrow = (title: string): string => title.split(' -> ').map(md).join(' → ');

/** The day on the clock as one table: time, what, details, cost. */
function scheduleTable(d: DayFacts, travellers: number): string[] {
  const out = ['| Time | What | Details | Cost |', '| --- | --- | --- | ---: |'];
  for (const e of d.schedule) {
    let detail = md(e.detail);
    if (e.kind === 'meal' && e.cuisines) detail += ` (${md(e.cuisines)})`;
    if (e.kind === 'travel' && e.costDetail) detail += `; ${md(e.costDetail)}`;
    const cost = e.cost === undefined ? '' : `${usd(e.cost)}${travellers > 1 && e.perPerson !== undefined ? ` (${usd(e.perPerson)} each)` : ''}`;
    out.push(`| ${e.start}–${e.end} | ${e.label} | ${detail} | ${cost} |`);
  }
  out.push('');
  if (d.walkKm > 0) out.push(`Between sights: ${km(d.walkKm)} in all.`, '');
  return out;
}

function daySection(d: DayFacts, travellers: number): string[] {
  const out = [`## Day ${d.day} · ${d.date} · ${arrow(d.title)}`, ''];
  if (d.schedule.length > 0) out.push(...scheduleTable(d, travellers));
  else out.push(...dayItems(d, travellers));
  const s = d.stay;
  if (s) {
    out.push(
      s.night === 1
        ? `**Stay:** ${md(s.name)}, ${md(s.city)} (${md(s.roomType)}), ${plural(s.rooms, 'room')} at ${usd(s.pricePerRoom)}, ` +
            `${plural(s.nights, 'night')}: ${usd(s.nightly)} a night, ${usd(s.total)} in all`
        : `**Stay:** ${md(s.name)}, ${md(s.city)}, night ${s.night} of ${s.nights}`,
      '',
    );
  }
  return out;
}

/** A day without a timeline: travel, a meals table and the sights in route order. */
function dayItems(d: DayFacts, travellers: number): string[] {
  const out: string[] = [];
  if (d.travel) {
    out.push(`**Travel:** ${md(d.travel.summary)}; ${md(d.travel.costDetail)}: **${usd(d.travel.cost)}**`, '');
  }
  if (d.meals.length > 0) {
    out.push(travellers > 1 ? '| Meal | Restaurant | Cuisines | Cost | Each |' : '| Meal | Restaurant | Cuisines | Cost |');
    out.push(travellers > 1 ? '| --- | --- | --- | ---: | ---: |' : '| --- | --- | --- | ---: |');
    for (const m of d.meals) {
      const cells = [capitalise(m.slot), `${md(m.name)}, ${md(m.city)}`, md(m.cuisines), usd(m.cost), ...(travellers > 1 ? [usd(m.perPerson)] : [])];
      out.push(`| ${cells.join(' | ')} |`);
    }
    out.push('');
  }
  if (d.sights.length > 0) {
    out.push(`**Sights, in route order**${d.walkKm > 0 ? ` (${km(d.walkKm)} between stops)` : ''}`, '');
    d.sights.forEach((s, k) =>
      out.push(`${k + 1}. ${md(s.name)}, ${md(s.city)}${s.previous !== null && s.legKm !== null ? ` — ${km(s.legKm)} from ${md(s.previous)}` : ''}`),
    );
    out.push('');
  }
  return out;
}

function costSection(c: CostFacts, travellers: number): string[] {
  const out = [`## Cost for ${travellers === 1 ? 'the traveller' : `all ${travellersText(travellers)}`}`, '', '| Category | Cost |', '| --- | ---: |'];
  out.push(`| Transport | ${usd(c.transport)} |`, `| Meals | ${usd(c.meals)} |`, `| Lodging | ${usd(c.lodging)} |`, `| **Total** | **${usd(c.total)}** |`);
  if (c.budget !== null && c.left !== null) {
    out.push(`| Budget | ${usd(c.budget)} |`, c.left >= 0 ? `| Left | ${usd(c.left)} |` : `| Over budget | ${usd(-c.left)} |`);
  } else {
    out.push('', 'No budget was given.');
  }
  return out;
}

/** A Markdown day-by-day itinerary with the cost breakdown. */
export function renderMarkdown(itinerary: Itinerary, options: VerbalizeOptions = {}): string {
  const f = tripFacts(itinerary, options);
  const lines = [`# Trip: ${arrow(routeLine(f))}`, '', `${plural(f.days.length, 'day')}, ${f.firstDate} to ${f.lastDate}, ${travellersText(f.travellers)}`, ''];
  for (const d of f.days) lines.push(...daySection(d, f.travellers));
  lines.push(...costSection(f.cost, f.travellers));
  return lines.join('\n');
}

/** Only the cost breakdown, as Markdown (appended to LLM prose). */
export function renderCostMarkdown(itinerary: Itinerary): string {
  return costSection(tripFacts(itinerary).cost, itinerary.travellers).join('\n');
}
