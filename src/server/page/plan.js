// @ts-check
/**
 * The plan, day by day: the day on the clock (travel, check-in, meals, sights and the moves between them, each
 * with its times), lodging, a map of the day; and the cost per category against the budget. A day without a
 * timeline shows travel, meals and sights in route order with the length of each leg.
 */
import { dayMap, travelMap } from './map.js';
import { legOf, planMap } from './trip-map.js';

/** @typedef {import('./trip-map.js').Geo} Geo */
import { h, haversineKm, kmText, readableDuration, s, usd } from './dom.js';

/** @param {any} t a transport choice */
function travel(t) {
  const when = t.schedule ? `${t.schedule.depart} → ${t.schedule.arrive}` : '';
  if (t.mode === 'flight') {
    const f = t.flight;
    return [`Flight ${f.number}, ${f.origin} → ${f.destination}, ${when} (${readableDuration(f.elapsed)})`, usd(t.cost)];
  }
  const r = t.road;
  const what =
    t.mode === 'self-driving' ? `Self-driving (${t.vehicles} car${t.vehicles === 1 ? '' : 's'})` : `Taxi (${t.vehicles} taxi${t.vehicles === 1 ? '' : 's'})`;
  return [`${what}, ${r.origin} → ${r.destination}, ${r.distance}, ${readableDuration(r.duration)}${when ? `, ${when}` : ''}`, usd(t.cost)];
}

/** @param {string} slot @param {any} meal @param {number} travellers */
function mealRow(slot, meal, travellers) {
  if (!meal) return null;
  const r = meal.restaurant;
  return h(
    'li',
    { class: 'meal', 'data-slot': slot },
    h('span', { class: 'what' }, h('b', {}, slot), ' ', r.name, h('span', { class: 'muted' }, ` · ${r.cuisines} · ${r.rating}★`)),
    h('span', { class: 'cost' }, usd(meal.cost), travellers > 1 ? h('span', { class: 'muted' }, ` (${usd(r.averageCost)} each)`) : null),
  );
}

/**
 * The day on the clock: one row per timeline entry (travel, check-in, meals, sights numbered as on the map,
 * moves between sights), each with its times and, for travel and meals, the cost.
 * @param {any} day @param {number} travellers
 */
function timelineList(day, travellers) {
  /** @type {string[]} */
  const used = [];
  let sightNo = 0;
  const row = (/** @type {any} */ e, /** @type {string} */ label, /** @type {any} */ what, /** @type {any} */ cost = null) =>
    h(
      'li',
      { class: `entry ${e.kind}`, 'data-kind': e.kind },
      h('span', { class: 'time' }, `${e.start}–${e.end}`),
      h('span', { class: 'what' }, label ? [h('b', {}, label), ' '] : null, what),
      h('span', { class: 'cost' }, cost),
    );
  return h(
    'ol',
    { class: 'timeline' },
    day.timeline.map((/** @type {any} */ e) => {
      switch (e.kind) {
        case 'travel': {
          if (day.transport && !(e.note ?? '').startsWith('continued')) {
            const [text, cost] = travel(day.transport);
            return row(e, 'Travel', [text, e.note ? h('span', { class: 'muted' }, ` · ${e.note}`) : null], cost);
          }
          return row(e, 'Travel', [e.name ?? '', e.note ? h('span', { class: 'muted' }, ` · ${e.note}`) : null]);
        }
        case 'checkin':
          return row(e, 'Check-in', e.name ?? '');
        case 'meal': {
          const slot = ['breakfast', 'lunch', 'dinner'].find((x) => day[x] && !used.includes(x) && day[x].restaurant.name.trim() === e.name);
          if (!slot) return row(e, 'Meal', e.name ?? '');
          used.push(slot);
          const r = day[slot].restaurant;
          return row(
            e,
            `${slot[0].toUpperCase()}${slot.slice(1)}`,
            [r.name, h('span', { class: 'muted' }, ` · ${r.cuisines} · ${r.rating}★`)],
            [usd(day[slot].cost), travellers > 1 ? h('span', { class: 'muted' }, ` (${usd(r.averageCost)} each)`) : null],
          );
        }
        case 'sight':
          sightNo++;
          return row(e, '', [h('span', { class: 'num' }, String(sightNo)), ' ', e.name ?? '']);
        case 'move': {
          const [from, to] = String(e.name ?? '').split(' -> ');
          return row(e, '', h('span', { class: 'muted' }, `↳ ${e.km !== undefined ? `${kmText(e.km)} ` : ''}by car or taxi, ${from} to ${to}`));
        }
        default:
          return row(e, e.kind, e.name ?? '');
      }
    }),
  );
}

/** The night's lodging: the listing, its room type, rooms, rating, minimum stay and nights here, and its cost. @param {any} stay @param {number} nights */
function stayItem(stay, nights) {
  const l = stay.listing;
  return h(
    'li',
    { class: 'stay' },
    h(
      'span',
      { class: 'what' },
      h('b', {}, 'Stay'),
      ' ',
      l.name,
      h(
        'span',
        { class: 'muted' },
        ` · ${l.roomType} · ${stay.rooms} room${stay.rooms === 1 ? '' : 's'} · ${l.rating}★ · ` +
          `min ${l.minimumNights} night${l.minimumNights === 1 ? '' : 's'}${nights > 1 ? ` · ${nights} nights here` : ''}`,
      ),
    ),
    h('span', { class: 'cost' }, usd(stay.cost)),
  );
}

/** @param {any} day @param {number} travellers @param {number} nights how many nights this listing is booked in a row @param {Geo | null} geo */
function dayCard(day, travellers, nights, geo) {
  if (day.timeline && day.timeline.length > 0) return timedDayCard(day, travellers, nights, geo);
  const title = day.leg ? `${day.leg.from} → ${day.leg.to}` : day.city;
  const rows = [];
  if (day.transport) {
    const [text, cost] = travel(day.transport);
    rows.push(h('li', { class: 'travel' }, h('span', { class: 'what' }, h('b', {}, 'Travel'), ' ', text), h('span', { class: 'cost' }, cost)));
  }
  for (const slot of ['breakfast', 'lunch', 'dinner']) rows.push(mealRow(slot, day[slot], travellers));
  const sights = day.attractions.map((/** @type {any} */ a, /** @type {number} */ i) =>
    h(
      'li',
      { class: 'sight' },
      h('span', { class: 'num' }, String(i + 1)),
      ' ',
      a.name,
      i > 0 ? h('span', { class: 'muted leg-km' }, ` · ${kmText(haversineKm(day.attractions[i - 1], a))} from ${i}`) : null,
    ),
  );
  const stay = day.accommodation;
  if (stay) {
    rows.push(stayItem(stay, nights));
  }
  return h(
    'article',
    { class: 'day', 'data-day': String(day.day), 'data-sights': String(day.attractions.length) },
    h('header', {}, h('h3', {}, `Day ${day.day}`), h('span', { class: 'date' }, day.date), h('span', { class: 'title' }, title)),
    h(
      'div',
      { class: 'day-body' },
      h(
        'div',
        { class: 'day-list' },
        h('ul', { class: 'items' }, rows),
        day.attractions.length > 0
          ? [h('h4', {}, 'Sights, in route order'), h('ol', { class: 'sights' }, sights)]
          : h('p', { class: 'muted' }, 'No sights this day.'),
      ),
      dayFigure(day, geo, 'route order'),
    ),
  );
}

/**
 * The day's map: its sights in order, each numbered as in the list; a day without sights, its travel between
 * cities; neither, nothing.
 * @param {any} day @param {Geo | null} geo @param {string} order how the sights are ordered, for the caption
 */
function dayFigure(day, geo, order) {
  const cities = [...new Set(day.attractions.map((/** @type {any} */ a) => a.city))].join(', ');
  if (day.attractions.length > 0)
    return h(
      'figure',
      { class: 'map' },
      dayMap(day.attractions, `Map of day ${day.day}: ${day.attractions.length} sights in ${order}`, cities),
      h('figcaption', {}, `${cities}: sights in ${order} (restaurants and lodging have no coordinates in the data)`),
    );
  const leg = geo ? legOf(day) : undefined;
  const map = leg && geo ? travelMap(leg, (city) => geo.places.get(city), `Map of day ${day.day}: ${leg.text}`) : undefined;
  return map && leg ? h('figure', { class: 'map' }, map, h('figcaption', {}, `No sights this day: its travel, ${leg.text}`)) : null;
}

/**
 * A day with a timeline: the day on the clock, the night's lodging, the map.
 * @param {any} day @param {number} travellers @param {number} nights @param {Geo | null} geo
 */
function timedDayCard(day, travellers, nights, geo) {
  const title = day.leg ? `${day.leg.from} → ${day.leg.to}` : day.city;
  const stay = day.accommodation;
  return h(
    'article',
    { class: 'day', 'data-day': String(day.day), 'data-sights': String(day.attractions.length) },
    h('header', {}, h('h3', {}, `Day ${day.day}`), h('span', { class: 'date' }, day.date), h('span', { class: 'title' }, title)),
    h(
      'div',
      { class: 'day-body' },
      h('div', { class: 'day-list' }, timelineList(day, travellers), stay ? h('ul', { class: 'items' }, stayItem(stay, nights)) : null),
      dayFigure(day, geo, 'visiting order'),
    ),
  );
}

/** Cost per category against the budget, as a stacked bar. @param {any} cost @param {number | null} budget */
function costBar(cost, budget) {
  const W = 560;
  const scaleTo = Math.max(cost.total, budget ?? 0) || 1;
  let x = 0;
  const parts = [
    ['transport', cost.transport],
    ['meals', cost.meals],
    ['lodging', cost.lodging],
  ].map(([name, value]) => {
    const w = (Number(value) / scaleTo) * W;
    const rect = s('rect', { class: `bar-${name}`, x: x.toFixed(1), y: 6, width: w.toFixed(1), height: 22 }, s('title', {}, `${name}: ${usd(Number(value))}`));
    x += w;
    return rect;
  });
  const svg = s(
    'svg',
    { class: 'cost-bar', viewBox: `0 0 ${W + 4} 34`, width: W + 4, height: 34, role: 'img', 'aria-label': 'cost per category against the budget' },
    s('rect', { class: 'bar-bg', x: 0, y: 6, width: W, height: 22 }),
    parts,
  );
  if (budget !== null) {
    const bx = (budget / scaleTo) * W;
    svg.append(s('line', { class: 'budget-line', x1: bx.toFixed(1), y1: 0, x2: bx.toFixed(1), y2: 34 }, s('title', {}, `budget ${usd(budget)}`)));
  }
  return svg;
}

/**
 * @param {any} plan the object of plan --format json
 * @param {Geo | null} geo the outlines and the cities' places (trip-map.js); null: no trip map, no travel maps
 */
export function renderPlan(plan, geo) {
  const it = plan.itinerary;
  const budget = plan.spec.budget;
  const cost = plan.cost;
  // Nights in a row at the same listing, shown on the first night.
  const nights = it.days.map((/** @type {any} */ d, /** @type {number} */ i) => {
    if (!d.accommodation || (i > 0 && it.days[i - 1].accommodation?.listing.name === d.accommodation.listing.name)) return 0;
    let n = 1;
    while (it.days[i + n]?.accommodation?.listing.name === d.accommodation.listing.name) n++;
    return n;
  });
  const left = budget === null ? null : budget - cost.total;
  return h(
    'div',
    {
      class: 'plan',
      'data-status': plan.status,
      'data-total': String(cost.total),
      'data-budget': budget === null ? '' : String(budget),
      'data-days': String(it.days.length),
    },
    h(
      'div',
      { class: 'plan-summary' },
      h(
        'p',
        { class: 'route' },
        [it.origin, ...it.cities, it.origin].join(' → '),
        h('span', { class: 'muted' }, ` · ${it.days.length} days · ${it.travellers} traveller${it.travellers === 1 ? '' : 's'}`),
      ),
      h(
        'p',
        { class: 'status' },
        h('span', { class: `badge ${plan.status}` }, plan.status === 'optimal' ? 'best plan, proven' : 'plan found; time ran out before it was proven best'),
        ' passed every check',
      ),
      h(
        'table',
        { class: 'costs' },
        h(
          'tbody',
          {},
          [
            ['Transport', cost.transport, 'bar-transport'],
            ['Meals', cost.meals, 'bar-meals'],
            ['Lodging', cost.lodging, 'bar-lodging'],
          ].map(([name, value, cls]) => h('tr', {}, h('th', {}, h('span', { class: `swatch ${cls}` }), String(name)), h('td', {}, usd(Number(value))))),
        ),
        h(
          'tfoot',
          {},
          h('tr', { class: 'total' }, h('th', {}, 'Total'), h('td', { id: 'plan-total' }, usd(cost.total))),
          budget !== null ? h('tr', {}, h('th', {}, 'Budget'), h('td', {}, usd(budget))) : h('tr', {}, h('th', {}, 'Budget'), h('td', {}, 'none given')),
          left !== null ? h('tr', { class: left >= 0 ? 'left' : 'over' }, h('th', {}, left >= 0 ? 'Left' : 'Over'), h('td', {}, usd(Math.abs(left)))) : null,
        ),
      ),
      h(
        'div',
        { class: 'bar-box' },
        costBar(cost, budget),
        h('p', { class: 'muted small' }, budget !== null ? `${usd(cost.total)} of the ${usd(budget)} budget (dashed line)` : 'no budget given'),
      ),
    ),
    geo ? planMap(it, geo) : h('p', { class: 'muted map-note' }, 'The trip map could not be loaded.'),
    it.days.map((/** @type {any} */ d, /** @type {number} */ i) => dayCard(d, it.travellers, nights[i], geo)),
  );
}
