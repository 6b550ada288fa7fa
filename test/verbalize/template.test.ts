import { expect } from 'chai';
import type { Itinerary, ItineraryDay } from '../../src/tripspec/index.ts';
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

/** What each fixture plan holds (the golden files show the same plans): its travel days with their mode, and its moves between sights. */
const EXPECTED: Record<string, { readonly travel: readonly [number, string][]; readonly moves: number }> = {
  [QUICK]: {
    travel: [
      [1, 'flight'],
      [3, 'flight'],
    ],
    moves: 1,
  },
  [TWO_CITIES]: {
    travel: [
      [1, 'self-driving'],
      [4, 'self-driving'],
      [5, 'self-driving'],
    ],
    moves: 2,
  },
  [CUISINES]: {
    travel: [
      [1, 'flight'],
      [3, 'taxi'],
      [5, 'taxi'],
    ],
    moves: 2,
  },
  [BY_AIR]: {
    travel: [
      [1, 'flight'],
      [3, 'flight'],
    ],
    moves: 1,
  },
};

/** The day's lines on the clock: "  08:00-08:30  Breakfast: Saffron Ladle, Quillon: $47". */
function clockLines(section: string): { start: string; end: string; label: string; detail: string }[] {
  return section.split('\n').flatMap((l) => {
    const m = /^ {2}(\d\d:\d\d)-(\d\d:\d\d) {2}([A-Za-z-]+): +(.*)$/.exec(l);
    return m ? [{ start: m[1]!, end: m[2]!, label: m[3]!, detail: m[4]! }] : [];
  });
}

/** What a timeline entry is called on its line. */
const LABELS: Record<string, string> = { travel: 'Travel', checkin: 'Check-in', sight: 'Sight', move: 'Move' };

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
            const entry = clockLines(sections.get(d.day)!).find((e) => e.label === `${slot[0]!.toUpperCase()}${slot.slice(1)}`);
            const line = entry?.detail;
            expect(line, `day ${d.day} ${slot}`).to.include(`${meal.restaurant.name.trim()}, ${meal.restaurant.city}: ${money(meal.cost)}`);
            expect(meal.cost).to.equal(meal.restaurant.averageCost * itinerary.travellers);
            if (itinerary.travellers > 1) expect(line).to.include(`(${money(meal.restaurant.averageCost)} each)`);
          }
        }
      });

      it('gives every flight its number, departure and arrival time, every drive its duration and distance, with the cost', () => {
        const transports = itinerary.days.filter((d) => d.transport);
        expect(transports.map((d) => [d.day, d.transport!.mode])).to.deep.equal(EXPECTED[name]!.travel);
        for (const d of transports) {
          const t = d.transport!;
          const entry = clockLines(sections.get(d.day)!).find((e) => e.label === 'Travel')!;
          expect([entry.start, entry.end], `day ${d.day}`).to.deep.equal(t.mode === 'flight' ? [t.flight.depTime, t.flight.arrTime] : [entry.start, entry.end]);
          const line = entry.detail;
          expect(line).to.match(new RegExp(`: ${money(t.cost).replace('$', '\\$')}$`));
          if (t.mode === 'flight') {
            expect(line).to.include(`Flight ${t.flight.number} from ${d.leg!.from} to ${d.leg!.to}, departs ${t.flight.depTime}, arrives ${t.flight.arrTime}`);
            expect(line).to.include(`${count(itinerary.travellers, 'ticket')} at ${money(t.flight.price)}`);
          } else {
            expect(line).to.include(`from ${d.leg!.from} to ${d.leg!.to}, ${t.road.distance}, about ${t.road.duration}`);
            expect(line).to.include(t.mode === 'taxi' ? count(t.vehicles, 'taxi') : count(t.vehicles, 'car'));
          }
        }
      });

      it('prints the day on the clock: one line per timeline entry, in order, with its times, and every sight with its city in visiting order', () => {
        for (const d of itinerary.days) {
          const lines = clockLines(sections.get(d.day)!);
          expect(
            lines.map((e) => [e.start, e.end]),
            `day ${d.day}`,
          ).to.deep.equal(d.timeline.map((e) => [e.start, e.end]));
          d.timeline.forEach((e, k) => {
            if (e.kind === 'meal') expect(lines[k]!.label).to.be.oneOf(['Breakfast', 'Lunch', 'Dinner']);
            else expect(lines[k]!.label).to.equal(LABELS[e.kind]);
          });
          const sights = lines.filter((e) => e.label === 'Sight').map((e) => e.detail);
          expect(sights).to.deep.equal(d.attractions.map((a) => `${a.name.trim()}, ${a.city}`));
        }
      });

      it('gives every move between two sights its length in km (one decimal) = haversine between the named stops, and the day its total', () => {
        const sandbox = fixtureSandbox();
        const where = (stop: string, city: string) => {
          const found = sandbox.attractions(city).find((a) => a.name.trim() === stop);
          expect(found, `${stop} in ${city}`).to.not.equal(undefined);
          return found!;
        };
        let moves = 0;
        for (const d of itinerary.days) {
          const section = sections.get(d.day)!;
          for (const e of clockLines(section).filter((x) => x.label === 'Move')) {
            const m = /^(\d+\.\d) km, (.+) to (.+)$/.exec(e.detail)!;
            expect(m, e.detail).to.not.equal(null);
            const city = d.attractions.find((a) => a.name.trim() === m[3])!.city;
            expect(Math.abs(Number(m[1]) - haversineKm(where(m[2]!, city), where(m[3]!, city)))).to.be.at.most(0.05 + 1e-9);
            moves++;
          }
          // The total: consecutive sights of one city, in visiting order.
          let total = 0;
          d.attractions.forEach((a, k) => {
            const previous = d.attractions[k - 1];
            if (previous && previous.city === a.city) total += haversineKm(previous, a);
          });
          const line = section.split('\n').find((l) => l.startsWith('  Between sights: '));
          if (total > 0) expect(line, `day ${d.day}`).to.equal(`  Between sights: ${total.toFixed(1)} km in all`);
          else expect(line).to.equal(undefined);
        }
        expect(moves).to.equal(EXPECTED[name]!.moves);
      });

      it('names the lodging of every night, with its rooms, nights, nightly cost and the stay total', () => {
        itinerary.days.forEach((d, i) => {
          const line = sections
            .get(d.day)!
            .split('\n')
            .find((l) => l.trimStart().startsWith('Stay:'));
          if (!d.accommodation) {
            expect(line, `day ${d.day}`).to.equal(undefined);
            return;
          }
          const a = d.accommodation;
          const stay = stayOf(itinerary.days, i);
          expect(line).to.include(`${a.listing.name.trim()}, ${a.listing.city}`);
          if (stay.first === i) {
            expect(line).to.include(
              `(${a.listing.roomType}), ${count(a.rooms, 'room')} at ${money(a.listing.price)}, ${count(stay.nights, 'night')}: ${money(a.cost)} a night, ${money(stay.total)} in all`,
            );
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
        const rows = Object.fromEntries(
          tail
            .slice(1)
            .map((l) => /^ {2}(\S+(?: \S+)?)\s+(\S+)$/.exec(l)!)
            .map((m) => [m[1], m[2]]),
        );
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
    // A day without a timeline is printed as travel, meals and sights in route order.
    const odd: Itinerary = { ...itinerary, days: itinerary.days.map((d) => (d === travel ? { ...d, attractions: stops, timeline: [] } : d)) };
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
const cells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

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

      it('gives each day on the clock as a table: header, alignment row, one row per timeline entry with every cell', () => {
        const sections = markdown.split(/^(?=## )/m).filter((s) => s.startsWith('## Day '));
        itinerary.days.forEach((d, i) => {
          const rows = sections[i]!.split('\n').filter((l) => l.startsWith('|'));
          expect(cells(rows[0]!)).to.deep.equal(['Time', 'What', 'Details', 'Cost']);
          expect(cells(rows[1]!).every((c) => /^:?-{3,}:?$/.test(c))).to.equal(true);
          expect(rows.slice(2).map((r) => cells(r)[0])).to.deep.equal(d.timeline.map((e) => `${e.start}–${e.end}`));
          for (const row of rows.slice(2)) expect(cells(row)).to.have.length(4);
          for (const slot of ['breakfast', 'lunch', 'dinner'] as const) {
            const meal = d[slot];
            const row = rows
              .slice(2)
              .map(cells)
              .find((c) => c[1] === `${slot[0]!.toUpperCase()}${slot.slice(1)}`);
            if (!meal) {
              expect(row, `day ${d.day} ${slot}`).to.equal(undefined);
              continue;
            }
            expect(row![2]).to.equal(`${md(meal.restaurant.name)}, ${md(meal.restaurant.city)} (${md(meal.restaurant.cuisines)})`);
            expect(row![3]).to.equal(itinerary.travellers > 1 ? `${money(meal.cost)} (${money(meal.restaurant.averageCost)} each)` : money(meal.cost));
          }
        });
      });

      it('lists the sights in visiting order, gives flights their times and names every lodging', () => {
        const sights = lines.filter((l) => l.startsWith('| ') && cells(l)[1] === 'Sight').map((l) => cells(l)[2]);
        expect(sights).to.deep.equal(itinerary.days.flatMap((d) => d.attractions.map((a) => `${md(a.name)}, ${md(a.city)}`)));
        for (const d of itinerary.days)
          if (d.accommodation) expect(markdown).to.include(`**Stay:** ${md(d.accommodation.listing.name)}, ${d.accommodation.listing.city}`);
        for (const d of itinerary.days) {
          if (d.transport?.mode === 'flight')
            expect(markdown).to.include(`| ${d.transport.flight.depTime}–${d.transport.flight.arrTime} | Travel | Flight ${d.transport.flight.number} from`);
        }
      });

      it('ends with the cost table: categories, bold total, budget and what is left', () => {
        const table = markdown
          .slice(markdown.lastIndexOf('## Cost for '))
          .split('\n')
          .filter((l) => l.startsWith('|'))
          .map(cells);
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
      days: itinerary.days.map((d) =>
        d === day
          ? {
              ...d,
              lunch: { ...d.lunch!, restaurant: { ...d.lunch!.restaurant, name: 'Fish | Chips *Co* [new]' } },
              timeline: d.timeline.map((e) =>
                e.kind === 'meal' && e.name === d.lunch!.restaurant.name.trim() ? { ...e, name: 'Fish | Chips *Co* [new]' } : e,
              ),
            }
          : d,
      ),
    };
    const row = renderMarkdown(odd)
      .split('\n')
      .find((l) => l.startsWith('| ') && cells(l)[1] === 'Lunch')!;
    expect(cells(row)).to.have.length(4);
    expect(cells(row)[2]).to.equal(`Fish \\| Chips \\*Co\\* \\[new\\], ${day.lunch!.restaurant.city} (${md(day.lunch!.restaurant.cuisines)})`);
  });
});
