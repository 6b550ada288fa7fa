import { expect } from 'chai';
import type { Itinerary, ItineraryDay } from '../../src/spec/index.ts';
import { md, renderMarkdown, renderText } from '../../src/verbalize/index.ts';
import { haversineKm } from '../../solver/route/distance.ts';
import { BY_AIR, CUISINES, fixturePlan, fixtureSandbox, QUICK, TWO_CITIES } from './plans.ts';

// Written here, not imported, so the renderer's own formatting is what is tested.
const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The text of each "Day N (...)" section, by day number. */
function daySections(text: string): Map<number, string> {
  const out = new Map<number, string>();
  const parts = text.split(/^(?=Day \d+ \()/m).slice(1);
  for (const part of parts) out.set(Number(/^Day (\d+)/.exec(part)![1]), part.split(/\n\n/)[0]!);
  return out;
}

/** Consecutive nights in one listing: the stay a day's night belongs to. */
function stayOf(days: readonly ItineraryDay[], i: number): { first: number; nights: number; total: number } {
  const name = days[i]!.accommodation!.listing.name;
  let first = i;
  while (first > 0 && days[first - 1]!.accommodation?.listing.name === name) first--;
  let last = i;
  while (last < days.length - 1 && days[last + 1]!.accommodation?.listing.name === name) last++;
  let total = 0;
  for (let d = first; d <= last; d++) total += days[d]!.accommodation!.cost;
  return { first, nights: last - first + 1, total };
}

const FIXTURES = [QUICK, TWO_CITIES, CUISINES, BY_AIR];

describe('verbalize: plain text from fixture plans', () => {
  for (const name of FIXTURES) {
    describe(name, () => {
      let itinerary: Itinerary;
      let text: string;
      let sections: Map<number, string>;
      before(async () => {
        itinerary = (await fixturePlan(name)).plan.itinerary;
        text = renderText(itinerary);
        sections = daySections(text);
      });

      it('has one section per day, headed "Day N (date)" with the cities of the day', () => {
        expect([...sections.keys()]).to.deep.equal(itinerary.days.map((d) => d.day));
        for (const d of itinerary.days) {
          const head = `Day ${d.day} (${d.date}): ${d.leg ? `${d.leg.from} -> ${d.leg.to}` : d.city}`;
          expect(sections.get(d.day)!.split('\n')[0]).to.equal(head);
        }
      });

      it('names every restaurant with its city and the meal cost for all travellers', () => {
        for (const d of itinerary.days) {
          for (const slot of ['breakfast', 'lunch', 'dinner'] as const) {
            const meal = d[slot];
            if (!meal) continue;
            const line = sections.get(d.day)!.split('\n').find((l) => l.trimStart().startsWith(`${slot[0]!.toUpperCase()}${slot.slice(1)}:`));
            expect(line, `day ${d.day} ${slot}`).to.include(`${meal.restaurant.name.trim()}, ${meal.restaurant.city}: ${money(meal.cost)}`);
            expect(meal.cost).to.equal(meal.restaurant.averageCost * itinerary.travellers);
            if (itinerary.travellers > 1) expect(line).to.include(`(${money(meal.restaurant.averageCost)} each)`);
          }
        }
      });

      it('gives every flight its number, departure and arrival time, every drive its duration and distance, with the cost', () => {
        const transports = itinerary.days.filter((d) => d.transport);
        expect(transports.length).to.be.at.least(2);
        for (const d of transports) {
          const t = d.transport!;
          const line = sections.get(d.day)!.split('\n').find((l) => l.trimStart().startsWith('Travel:'))!;
          expect(line).to.match(new RegExp(`: ${money(t.cost).replace('$', '\\$')}$`));
          if (t.mode === 'flight') {
            expect(line).to.include(`Flight ${t.flight.number} from ${d.leg!.from} to ${d.leg!.to}, departs ${t.flight.depTime}, arrives ${t.flight.arrTime}`);
            expect(line).to.include(`${count(itinerary.travellers, 'ticket')} at ${money(t.flight.price)}`);
          } else {
            expect(line).to.include(`from ${d.leg!.from} to ${d.leg!.to}, ${t.road.distance}, about ${t.road.duration}`);
            expect(line).to.include(t.mode === 'taxi' ? count(t.vehicles, 'taxi') : count(t.vehicles, 'car'));
          }
        }
        if (name === BY_AIR) expect(transports.every((d) => d.transport!.mode === 'flight')).to.equal(true);
      });

      it('lists every attraction in route order, each leg in km (one decimal) = haversine between the named stops', () => {
        const sandbox = fixtureSandbox();
        const where = (stop: string, city: string) => {
          const found = sandbox.attractions(city).find((a) => a.name.trim() === stop);
          expect(found, `${stop} in ${city}`).to.not.equal(undefined);
          return found!;
        };
        let legs = 0;
        for (const d of itinerary.days) {
          const lines = sections.get(d.day)!.split('\n').filter((l) => /^ {4}\d+\. /.test(l));
          expect(lines.map((l) => Number(/^ {4}(\d+)\./.exec(l)![1]))).to.deep.equal(d.attractions.map((_, k) => k + 1));
          lines.forEach((l, k) => {
            const a = d.attractions[k]!;
            const m = /^ {4}\d+\. (.+), ([^,:]+?)(?:: (\d+\.\d) km from (.+))?$/.exec(l)!;
            expect(m, l).to.not.equal(null);
            expect([m[1], m[2]]).to.deep.equal([a.name.trim(), a.city]);
            const previous = d.attractions[k - 1];
            if (previous && previous.city === a.city) {
              expect(m[4], l).to.equal(previous.name.trim());
              expect(m[3]).to.equal(haversineKm(where(m[4]!, a.city), where(m[1]!, a.city)).toFixed(1));
              legs++;
            } else {
              expect(m[3], l).to.equal(undefined);
            }
          });
        }
        expect(legs).to.be.greaterThan(0);
      });

      it('names the lodging of every night, with its rooms, nights, nightly cost and the stay total', () => {
        itinerary.days.forEach((d, i) => {
          const line = sections.get(d.day)!.split('\n').find((l) => l.trimStart().startsWith('Stay:'));
          if (!d.accommodation) {
            expect(line, `day ${d.day}`).to.equal(undefined);
            return;
          }
          const a = d.accommodation;
          const stay = stayOf(itinerary.days, i);
          expect(line).to.include(`${a.listing.name.trim()}, ${a.listing.city}`);
          if (stay.first === i) {
            expect(line).to.include(`(${a.listing.roomType}), ${count(a.rooms, 'room')} at ${money(a.listing.price)}, ${count(stay.nights, 'night')}: ${money(a.cost)} a night, ${money(stay.total)} in all`);
            expect(a.cost).to.equal(a.listing.price * a.rooms);
          } else {
            expect(line).to.include(`night ${i - stay.first + 1} of ${stay.nights}`);
          }
        });
      });

      it('breaks the cost down per category for all travellers, with the exact total against the budget and what is left', () => {
        const transport = itinerary.days.reduce((s, d) => s + (d.transport?.cost ?? 0), 0);
        const meals = itinerary.days.reduce((s, d) => s + (d.breakfast?.cost ?? 0) + (d.lunch?.cost ?? 0) + (d.dinner?.cost ?? 0), 0);
        const lodging = itinerary.days.reduce((s, d) => s + (d.accommodation?.cost ?? 0), 0);
        expect({ transport, meals, lodging, total: transport + meals + lodging }).to.deep.equal(itinerary.cost);
        const tail = text.slice(text.lastIndexOf('\n\nCost for ') + 2).split('\n');
        expect(tail[0]).to.equal(itinerary.travellers === 1 ? 'Cost for the traveller:' : `Cost for all ${itinerary.travellers} travellers:`);
        const rows = Object.fromEntries(tail.slice(1).map((l) => /^ {2}(\S+(?: \S+)?)\s+(\S+)$/.exec(l)!).map((m) => [m[1], m[2]]));
        expect(rows).to.deep.equal({
          Transport: money(transport),
          Meals: money(meals),
          Lodging: money(lodging),
          Total: money(itinerary.cost.total),
          Budget: money(itinerary.budget!),
          Left: money(itinerary.budget! - itinerary.cost.total),
        });
      });
    });
  }

  it('measures no leg across a move between cities: each city starts its own run of stops', async () => {
    const itinerary = (await fixturePlan(QUICK)).plan.itinerary;
    const travel = itinerary.days.find((d) => d.leg && d.attractions.length > 0)!;
    // Two stops in Quillon, then one in Larkmoor (a travel day can end in another city).
    const elsewhere = fixtureSandbox().attractions('Quillon').slice(0, 2);
    const other = fixtureSandbox().attractions('Larkmoor')[0]!;
    const stops = [...elsewhere, other];
    const odd: Itinerary = { ...itinerary, days: itinerary.days.map((d) => (d === travel ? { ...d, attractions: stops } : d)) };
    const section = daySections(renderText(odd)).get(travel.day)!;
    expect(section.split('\n').filter((l) => /^ {4}\d+\. /.test(l))).to.deep.equal([
      `    1. ${elsewhere[0]!.name}, ${elsewhere[0]!.city}`,
      `    2. ${elsewhere[1]!.name}, ${elsewhere[1]!.city}: ${haversineKm(elsewhere[0]!, elsewhere[1]!).toFixed(1)} km from ${elsewhere[0]!.name}`,
      `    3. ${other.name}, ${other.city}`,
    ]);
  });

  it('says when there is no budget, and by how much a plan is over one', async () => {
    const itinerary = (await fixturePlan(QUICK)).plan.itinerary;
    const none = renderText({ ...itinerary, budget: null });
    expect(none).to.not.include('Budget');
    expect(none).to.include('  (no budget given)');
    const over = renderText({ ...itinerary, budget: itinerary.cost.total - 10 });
    expect(over).to.match(/\n {2}Over budget +\$10$/);
    expect(over).to.not.include('Left');
  });
});

/** Cells of a Markdown table row (pipes escaped as \| stay inside a cell). */
const cells = (row: string): string[] => row.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '').split(/(?<!\\)\|/).map((c) => c.trim());

describe('verbalize: Markdown from fixture plans', () => {
  for (const name of FIXTURES) {
    describe(name, () => {
      let itinerary: Itinerary;
      let markdown: string;
      let lines: string[];
      before(async () => {
        itinerary = (await fixturePlan(name)).plan.itinerary;
        markdown = renderMarkdown(itinerary);
        lines = markdown.split('\n');
      });

      it('has a title, one "## Day N" heading per day in order, and a cost section last', () => {
        expect(lines[0]).to.equal(`# Trip: ${[itinerary.origin, ...itinerary.cities, itinerary.origin].join(' → ')}`);
        const headings = lines.filter((l) => l.startsWith('#'));
        expect(headings.filter((l) => l.startsWith('# '))).to.have.length(1);
        const days = headings.filter((l) => l.startsWith('## Day '));
        expect(days).to.deep.equal(itinerary.days.map((d) => `## Day ${d.day} · ${d.date} · ${d.leg ? `${md(d.leg.from)} → ${md(d.leg.to)}` : md(d.city)}`));
        expect(headings[headings.length - 1]).to.match(/^## Cost for /);
        // Block elements are separated by blank lines.
        for (let k = 1; k < lines.length; k++) if (lines[k]!.startsWith('#')) expect(lines[k - 1], `before ${lines[k]}`).to.equal('');
      });

      it("gives each day's meals as a table: header, alignment row, one row per meal with every cell", () => {
        const sections = markdown.split(/^(?=## )/m).filter((s) => s.startsWith('## Day '));
        itinerary.days.forEach((d, i) => {
          const rows = sections[i]!.split('\n').filter((l) => l.startsWith('|'));
          const meals = (['breakfast', 'lunch', 'dinner'] as const).flatMap((slot) => (d[slot] ? [[slot, d[slot]!] as const] : []));
          if (meals.length === 0) {
            expect(rows).to.deep.equal([]);
            return;
          }
          const header = cells(rows[0]!);
          expect(header.slice(0, 4)).to.deep.equal(['Meal', 'Restaurant', 'Cuisines', 'Cost']);
          expect(cells(rows[1]!).every((c) => /^:?-{3,}:?$/.test(c))).to.equal(true);
          expect(rows.slice(2)).to.have.length(meals.length);
          meals.forEach(([slot, meal], k) => {
            const row = cells(rows[2 + k]!);
            expect(row).to.have.length(header.length);
            expect(row.slice(0, 2)).to.deep.equal([`${slot[0]!.toUpperCase()}${slot.slice(1)}`, `${md(meal.restaurant.name)}, ${md(meal.restaurant.city)}`]);
            expect(row[3]).to.equal(money(meal.cost));
          });
        });
      });

      it('lists the sights as an ordered list in route order and names every lodging', () => {
        const items = lines.filter((l) => /^\d+\. /.test(l));
        expect(items.map((l) => l.replace(/^\d+\. /, '').replace(/ — \d+\.\d km from .*$/, ''))).to.deep.equal(
          itinerary.days.flatMap((d) => d.attractions.map((a) => `${md(a.name)}, ${md(a.city)}`)),
        );
        for (const d of itinerary.days) if (d.accommodation) expect(markdown).to.include(`**Stay:** ${md(d.accommodation.listing.name)}, ${d.accommodation.listing.city}`);
        for (const d of itinerary.days) {
          if (d.transport?.mode === 'flight') expect(markdown).to.include(`departs ${d.transport.flight.depTime}, arrives ${d.transport.flight.arrTime}`);
        }
      });

      it('ends with the cost table: categories, bold total, budget and what is left', () => {
        const table = markdown.slice(markdown.lastIndexOf('## Cost for ')).split('\n').filter((l) => l.startsWith('|')).map(cells);
        expect(table).to.deep.equal([
          ['Category', 'Cost'],
          ['---', '---:'],
          ['Transport', money(itinerary.cost.transport)],
          ['Meals', money(itinerary.cost.meals)],
          ['Lodging', money(itinerary.cost.lodging)],
          ['**Total**', `**${money(itinerary.cost.total)}**`],
          ['Budget', money(itinerary.budget!)],
          ['Left', money(itinerary.budget! - itinerary.cost.total)],
        ]);
      });
    });
  }

  it('escapes names from the data, so a pipe or an asterisk cannot break a table or start emphasis', async () => {
    const itinerary = (await fixturePlan(QUICK)).plan.itinerary;
    const day = itinerary.days.find((d) => d.lunch)!;
    const odd: Itinerary = {
      ...itinerary,
      days: itinerary.days.map((d) => (d === day ? { ...d, lunch: { ...d.lunch!, restaurant: { ...d.lunch!.restaurant, name: 'Fish | Chips *Co* [new]' } } } : d)),
    };
    const row = renderMarkdown(odd).split('\n').find((l) => l.startsWith('| Lunch |'))!;
    expect(cells(row)).to.have.length(4);
    expect(cells(row)[1]).to.equal(`Fish \\| Chips \\*Co\\* \\[new\\], ${day.lunch!.restaurant.city}`);
  });
});
