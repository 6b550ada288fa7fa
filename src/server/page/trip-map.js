// @ts-check
/**
 * The whole trip on a map, offline: the states' outlines from us-atlas (US Census, public domain; served by this
 * server from its package at /vendor/states-10m.json), read with topojson-client and projected with d3-geo's
 * Albers USA (both loaded as plain scripts from /vendor/). Cities stand where /places.json puts them: the centre
 * of their attractions (the data has no city coordinates); a city without attractions at its state's centre,
 * labelled approximate. A state the atlas has no outline for (the fixture sandbox's invented states, places
 * outside the 50 states and DC) leaves its cities and legs on a plain background, and the map says so.
 */
import { h, readableDuration, s, usd } from './dom.js';

const MAP_WIDTH = 640;
const HEIGHT = 400;
/** The closer map of the destination, beside the trip map when the trip's cities there would crowd together. */
const INSET = 320;
const PAD = 34;

/**
 * @typedef {{ name: string, state: string, latitude: number, longitude: number, approximate: boolean, sights: number }} Place
 * @typedef {{ outlines: Map<string, any>, places: Map<string, Place> }} Geo
 * @typedef {{ name: string, kind: 'origin' | 'visit' | 'named' | 'city', number?: number, nights?: number, note?: string }} Stop
 * @typedef {{ from: string, to: string, mode: string, day: number, date: string, text: string, duration: string, cost: number, dashed?: boolean }} Leg
 */

/** @type {Promise<Geo> | null} */
let loading = null;

/** The outlines and the cities' places, fetched once from this server. A failure leaves maps without outlines. */
export function loadGeo() {
  loading ??= Promise.all([
    fetch('vendor/states-10m.json')
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null),
    fetch('places.json')
      .then((r) => (r.ok ? r.json() : { cities: [] }))
      .catch(() => ({ cities: [] })),
  ]).then(([topo, places]) => {
    /** @type {Map<string, any>} */
    const outlines = new Map();
    if (topo && typeof topojson !== 'undefined') {
      const states = /** @type {any} */ (topojson.feature(topo, topo.objects.states));
      for (const f of states.features) outlines.set(f.properties.name, f);
    }
    return { outlines, places: new Map(places.cities.map((/** @type {Place} */ p) => [p.name, p])) };
  });
  return loading;
}

/** Where a city is drawn: its place, an approximate one moved to the centre of its state's outline when there is one. @param {Geo} geo @param {string} city */
function positionOf(geo, city) {
  const p = geo.places.get(city);
  if (!p) return undefined;
  const outline = p.approximate ? geo.outlines.get(p.state) : undefined;
  if (outline) {
    const [longitude, latitude] = d3.geoCentroid(outline);
    return { ...p, longitude, latitude };
  }
  return p;
}

/**
 * Albers USA fitted to the trip's states and cities when it can place every city; else a Mercator fitted to the
 * cities (places outside the lower 48, Alaska and Hawaii).
 * @param {any[]} outlines @param {readonly [number, number][]} points lon, lat
 * @param {number} width @param {number} height @param {number} pad
 */
export function projectionFor(outlines, points, width, height, pad) {
  const around = points.map((p) => ({ type: 'Feature', properties: {}, geometry: d3.geoCircle().center(p).radius(0.4)() }));
  const fit = /** @type {any} */ ({ type: 'FeatureCollection', features: [...outlines, ...around] });
  const extent = /** @type {[[number, number], [number, number]]} */ ([
    [pad, pad],
    [width - pad, height - pad],
  ]);
  const albers = d3.geoAlbersUsa();
  if (points.every((p) => albers(p) !== null)) {
    albers.fitExtent(extent, fit);
    if (points.every((p) => albers(p) !== null)) return { projection: albers, kind: 'albers-usa' };
  }
  const onlyPoints = /** @type {any} */ ({ type: 'FeatureCollection', features: around });
  return { projection: d3.geoMercator().fitExtent(extent, onlyPoints), kind: 'mercator' };
}

/** A curve for a flight (bowed to the left of its direction), a straight line for the road. @param {number[]} a @param {number[]} b @param {number} bow */
function legPath(a, b, bow) {
  if (bow === 0) return `M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`;
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const cx = mx + dy * bow;
  const cy = my - dx * bow;
  return `M${a[0].toFixed(1)},${a[1].toFixed(1)}Q${cx.toFixed(1)},${cy.toFixed(1)} ${b[0].toFixed(1)},${b[1].toFixed(1)}`;
}

/** @param {Leg} leg */
export function legText(leg) {
  return `Day ${leg.day} (${leg.date}): ${leg.text}${leg.duration ? `, ${leg.duration}` : ''}, ${usd(leg.cost)}`;
}

/**
 * The trip's map: outlines of its states (and the neighbours in view), one marker per city, one line per leg.
 * @param {{ stops: readonly Stop[], legs: readonly Leg[], label: string, id: string, notes?: readonly string[], width?: number, closer?: boolean }} trip
 *   `closer`: the closer map beside the trip map, a picture only (hidden from screen readers, nothing to focus: the
 *   trip map and its list say it all)
 * @param {Geo} geo
 */
export function tripMap(trip, geo) {
  const width = trip.width ?? MAP_WIDTH;
  const located = trip.stops.flatMap((stop) => {
    const p = positionOf(geo, stop.name);
    return p ? [{ stop, place: p }] : [];
  });
  const missing = trip.stops.filter((stop) => !geo.places.has(stop.name)).map((stop) => stop.name);
  const states = [...new Set(located.map((l) => l.place.state))];
  const withOutline = states.filter((name) => geo.outlines.has(name));
  const without = states.filter((name) => !geo.outlines.has(name));
  const points = located.map((l) => /** @type {[number, number]} */ ([l.place.longitude, l.place.latitude]));
  const { projection, kind } = projectionFor(
    withOutline.map((name) => geo.outlines.get(name)),
    points,
    width,
    HEIGHT,
    PAD,
  );
  const path = d3.geoPath(projection);
  const closer = trip.closer === true;
  const svg = s('svg', {
    class: closer ? 'closer-map' : 'trip-map',
    'data-projection': kind,
    viewBox: `0 0 ${width} ${HEIGHT}`,
    width: width,
    height: HEIGHT,
    ...(closer ? { 'aria-hidden': 'true' } : { role: 'img', 'aria-label': trip.label, 'aria-describedby': trip.id }),
  });
  svg.append(s('rect', { class: 'map-bg', x: 0, y: 0, width: width, height: HEIGHT, rx: 8 }));
  // Outlines in view: the trip's states stand out, the others give the surroundings.
  const inView = (/** @type {any} */ f) => {
    const [[x0, y0], [x1, y1]] = path.bounds(f);
    return Number.isFinite(x0) && x1 >= 0 && y1 >= 0 && x0 <= width && y0 <= HEIGHT;
  };
  // Zoomed in, Albers USA's insets of Alaska and Hawaii would sit beside the trip's states as if they were neighbours.
  const zoomed = kind === 'albers-usa' && projection.scale() > 1.5 * 1070 * (width / 960);
  // Outlines only around a trip with some state the atlas knows: else they would stand for places they are not.
  for (const [name, f] of withOutline.length > 0 ? geo.outlines : []) {
    if (!inView(f) || (zoomed && !states.includes(name) && (name === 'Alaska' || name === 'Hawaii'))) continue;
    const d = path(f);
    if (d) svg.append(s('path', { class: `state${states.includes(name) ? ' trip-state' : ''}`, d, dataset: { state: name } }));
  }
  /** @type {Map<string, number[]>} */
  const at = new Map();
  for (const l of located) {
    const xy = projection([l.place.longitude, l.place.latitude]);
    if (xy) at.set(l.stop.name, xy);
  }
  const labels = new Labels(width, HEIGHT);
  for (const xy of at.values()) labels.taken.push([xy[0] - 11, xy[1] - 11, xy[0] + 11, xy[1] + 11]);
  const dayLabels = drawLegs(svg, trip.legs, at, closer);
  drawStops(svg, located, at, labels, closer);
  // Fewer words where the map is crowded: a leg's day and a state's name only where they fit.
  for (const [x, y, text] of dayLabels) labels.place(x, y, text, 11, 'leg-day', false);
  for (const name of withOutline) {
    const [x, y] = path.centroid(geo.outlines.get(name));
    if (Number.isFinite(x)) labels.place(x, y, name, 13, 'state-label', false);
  }
  svg.append(labels.layer);
  const notes = [...(trip.notes ?? [])];
  if (without.length > 0)
    notes.push(
      `No outline for ${without.join(', ')}: the atlas has the 50 states, DC and the US territories, ` +
        `and ${without.length === 1 ? 'this is not one of them' : 'these are not among them'}; ` +
        `${without.length === 1 ? 'its' : 'their'} cities and legs stand on a plain background.`,
    );
  if (missing.length > 0) notes.push(`No position for ${missing.join(', ')}: the data has no attractions there or in its state.`);
  if (located.some((l) => l.place.approximate))
    notes.push(
      `Approximate: ${located
        .filter((l) => l.place.approximate)
        .map((l) => l.stop.name)
        .join(', ')} (no attractions in the data; placed at the state's centre).`,
    );
  const detail = h('p', { class: 'map-detail', 'aria-live': 'polite' }, trip.legs.length > 0 ? 'Hover or focus a leg for its day, duration and cost.' : '');
  /** @param {Event} event */
  const showLeg = (event) => {
    const g = /** @type {Element} */ (event.target).closest('.trip-leg');
    if (g) detail.textContent = g.getAttribute('aria-label');
  };
  svg.addEventListener('focusin', showLeg);
  svg.addEventListener('mouseover', showLeg);
  return { svg, detail, notes, projection, at };
}

/**
 * Labels that do not cover each other or a marker: each goes to the first free spot around its point (right,
 * left, above, below), or, when it may be left out, nowhere.
 */
class Labels {
  /** @param {number} width @param {number} height */
  constructor(width, height) {
    this.width = width;
    this.height = height;
    /** @type {[number, number, number, number][]} boxes taken: x0, y0, x1, y1 */
    this.taken = [];
    this.layer = s('g', { class: 'labels' });
  }

  /**
   * @param {number} x @param {number} y @param {string} text @param {number} size font size (px)
   * @param {string} cls @param {boolean} must placed even when every spot is taken (a city's name)
   */
  place(x, y, text, size, cls, must) {
    const w = text.length * size * 0.58;
    const spots = /** @type {const} */ ([
      [x + 14, y + size / 3, 'start'],
      [x - 14, y + size / 3, 'end'],
      [x, y - 14, 'middle'],
      [x, y + size + 12, 'middle'],
    ]);
    const box = (/** @type {readonly [number, number, string]} */ [sx, sy, anchor]) => {
      const x0 = anchor === 'start' ? sx : anchor === 'end' ? sx - w : sx - w / 2;
      return /** @type {[number, number, number, number]} */ ([x0, sy - size, x0 + w, sy + 3]);
    };
    const free = (/** @type {number[]} */ b) =>
      b[0] >= 0 &&
      b[2] <= this.width &&
      b[1] >= 0 &&
      b[3] <= this.height &&
      this.taken.every((t) => b[2] <= t[0] || b[0] >= t[2] || b[3] <= t[1] || b[1] >= t[3]);
    const spot = spots.find((p) => free(box(p))) ?? (must ? spots[x > this.width / 2 ? 1 : 0] : undefined);
    if (!spot) return;
    this.taken.push(box(spot));
    this.layer.append(s('text', { class: cls, x: spot[0].toFixed(1), y: spot[1].toFixed(1), 'text-anchor': spot[2] }, text));
  }
}

/**
 * The legs, each focusable with its day, duration and cost; returns where each leg's day would be written.
 * @param {SVGElement} svg @param {readonly Leg[]} legs @param {Map<string, number[]>} at @param {boolean} closer
 * @returns {[number, number, string][]}
 */
function drawLegs(svg, legs, at, closer) {
  /** @type {[number, number, string][]} */
  const days = [];
  const pairs = new Set(legs.map((l) => `${l.from}\u0000${l.to}`));
  for (const leg of legs) {
    const a = at.get(leg.from);
    const b = at.get(leg.to);
    if (!a || !b) continue;
    const flight = leg.mode === 'flight';
    const reverse = pairs.has(`${leg.to}\u0000${leg.from}`);
    const bow = flight ? 0.22 : reverse ? 0.08 : 0;
    const label = legText(leg);
    const d = legPath(a, b, bow);
    const mid =
      bow === 0 ? [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] : [(a[0] + b[0]) / 2 + ((b[1] - a[1]) * bow) / 2, (a[1] + b[1]) / 2 - ((b[0] - a[0]) * bow) / 2];
    svg.append(
      s(
        'g',
        closer
          ? { class: `closer-leg ${leg.mode}${leg.dashed ? ' preview' : ''}` }
          : {
              class: `trip-leg ${leg.mode}${leg.dashed ? ' preview' : ''}`,
              tabindex: 0,
              role: 'img',
              'aria-label': label,
              dataset: { mode: leg.mode, day: String(leg.day), from: leg.from, to: leg.to },
            },
        s('title', {}, label),
        s('path', { class: 'leg-hit', d }),
        s('path', { class: 'leg-line', d }),
      ),
    );
    if (Math.hypot(b[0] - a[0], b[1] - a[1]) > 40) days.push([mid[0] - 14, mid[1], `day ${leg.day}`]);
  }
  return days;
}

/**
 * @param {SVGElement} svg @param {{ stop: Stop, place: Place }[]} located @param {Map<string, number[]>} at
 * @param {Labels} labels @param {boolean} closer
 */
function drawStops(svg, located, at, labels, closer) {
  for (const { stop, place } of located) {
    const xy = at.get(stop.name);
    if (!xy) continue;
    const nights = stop.nights ? ` · ${stop.nights} night${stop.nights === 1 ? '' : 's'}` : '';
    const title =
      `${stop.kind === 'origin' ? 'Start and end: ' : stop.number ? `${stop.number}. ` : ''}${stop.name}${nights}` +
      `${place.approximate ? ' (approximate position)' : ''}${stop.note ? `: ${stop.note}` : ''}`;
    const mark =
      stop.kind === 'origin'
        ? s('rect', { x: -7, y: -7, width: 14, height: 14, rx: 2 })
        : stop.kind === 'visit'
          ? [s('circle', { r: 10 }), s('text', { class: 'num', 'text-anchor': 'middle', dy: '0.35em' }, String(stop.number ?? ''))]
          : s('circle', { r: stop.kind === 'named' ? 6 : 4 });
    if (stop.kind !== 'city')
      labels.place(
        xy[0],
        xy[1],
        `${stop.name}${nights}${place.approximate ? ' (approx.)' : ''}`,
        stop.kind === 'named' ? 11 : 12,
        stop.kind === 'named' ? 'city-label named-label' : 'city-label',
        stop.kind !== 'named',
      );
    svg.append(
      s(
        'g',
        {
          class: `${closer ? 'closer-marker' : 'city-marker'} ${stop.kind}${place.approximate ? ' approximate' : ''}`,
          transform: `translate(${xy[0].toFixed(1)} ${xy[1].toFixed(1)})`,
          dataset: closer ? { place: stop.name } : { city: stop.name },
        },
        s('title', {}, title),
        mark,
      ),
    );
  }
}

/** A day's travel as a leg of the route, or undefined on a day without. @param {any} day @returns {Leg | undefined} */
export function legOf(day) {
  const t = day.transport;
  if (!t) return undefined;
  const f = t.flight;
  const r = t.road;
  const from = f ? f.origin : r.origin;
  const to = f ? f.destination : r.destination;
  const text = f ? `flight ${f.number}, ${from} → ${to}` : `${t.mode === 'self-driving' ? 'self-driving' : 'taxi'}, ${from} → ${to}, ${r.distance}`;
  return { from, to, mode: t.mode, day: day.day, date: day.date, text, duration: readableDuration(f ? f.elapsed : r.duration), cost: t.cost };
}

/** The route of a plan as stops and legs. @param {any} itinerary */
export function routeOf(itinerary) {
  /** @type {Stop[]} */
  const stops = [{ name: itinerary.origin, kind: 'origin' }];
  itinerary.cities.forEach((/** @type {string} */ city, /** @type {number} */ i) => {
    const nights = itinerary.days.filter((/** @type {any} */ d) => d.accommodation && d.city === city).length;
    stops.push({ name: city, kind: 'visit', number: i + 1, nights });
  });
  /** @type {Leg[]} */
  const legs = itinerary.days.flatMap((/** @type {any} */ d) => legOf(d) ?? []);
  return { stops, legs };
}

/**
 * Far from home, the destination's cities crowd together on the whole trip's map: then a closer map of them (and
 * the legs between them) goes beside it; else null.
 * @param {{ at: Map<string, number[]> }} map the whole trip's map @param {readonly Stop[]} stops @param {readonly Leg[]} legs
 * @param {string} origin @param {string} label @param {string} id the text alternative's id @param {Geo} geo
 */
function closerMap(map, stops, legs, origin, label, id, geo) {
  const away = stops.filter((x) => x.kind !== 'origin' && map.at.has(x.name));
  if (away.length < 2) return null;
  const xs = away.map((x) => map.at.get(x.name)?.[0] ?? 0);
  const ys = away.map((x) => map.at.get(x.name)?.[1] ?? 0);
  const home = geo.places.get(origin)?.state;
  // Crowded: the cities span little of the map for how many they are.
  const crowded = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) < 120 + 25 * Math.min(away.length, 8);
  if (!crowded || away.some((x) => geo.places.get(x.name)?.state === home)) return null;
  return tripMap({ stops: away, legs: legs.filter((l) => l.from !== origin && l.to !== origin), label, id, width: INSET, closer: true }, geo);
}

/**
 * The trip map of a plan above its days, with the route as a list (its text alternative).
 * @param {any} itinerary @param {Geo} geo
 */
export function planMap(itinerary, geo) {
  const { stops, legs } = routeOf(itinerary);
  const label = `Map of the trip: ${[itinerary.origin, ...itinerary.cities, itinerary.origin].join(' → ')}`;
  const map = tripMap({ stops, legs, label, id: 'trip-route' }, geo);
  const inset = closerMap(map, stops, legs, itinerary.origin, `Closer: ${itinerary.cities.join(' → ')}`, 'trip-route', geo);
  return h(
    'figure',
    { class: 'trip', id: 'trip-map' },
    h('div', { class: 'trip-maps' }, map.svg, inset ? inset.svg : null),
    h(
      'figcaption',
      {},
      map.detail,
      map.notes.map((n) => h('p', { class: 'map-note' }, n)),
    ),
    h('h4', {}, 'The route'),
    h(
      'ol',
      { class: 'route-list', id: 'trip-route' },
      legs.map((leg) => h('li', { 'data-mode': leg.mode }, legText(leg))),
    ),
  );
}

/** @param {string} text @param {string} name */
const names = (text, name) => new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text);

/**
 * No plan: the destination's cities on the map, those the conflict's facts name marked and each with its facts;
 * `preview` draws the route a relaxation would give (dashed) over it, or clears it.
 * @param {any} explanation @param {any} spec @param {Geo} geo
 */
export function conflictMap(explanation, spec, geo) {
  const facts = explanation.core.concat(...(explanation.otherCores ?? [])).flatMap((/** @type {any} */ m) => m.facts);
  const destination = spec.destination;
  const candidates =
    destination.kind === 'state' ? [...geo.places.values()].filter((p) => p.state === destination.name).map((p) => p.name) : [destination.name];
  /** @type {Stop[]} */
  const stops = [{ name: spec.origin, kind: 'origin' }];
  const named = [];
  for (const city of candidates) {
    const mine = facts.filter((/** @type {string} */ f) => names(f, city));
    if (mine.length > 0) named.push(city);
    stops.push({ name: city, kind: mine.length > 0 ? 'named' : 'city', note: mine.join('; ') });
  }
  const where = destination.kind === 'state' ? `the cities of ${destination.name}` : destination.name;
  const label = `Map of ${where}${named.length > 0 ? `; the conflict names ${named.join(', ')}` : ''}`;
  const box = h('div', { class: 'conflict-map-box' });
  const others = candidates.filter((c) => !named.includes(c));
  const list = h(
    'p',
    { class: 'route-list', id: 'conflict-places' },
    named.length > 0
      ? `The conflict's facts (above) name ${named.length} of the ${candidates.length} cities: ${named.join(', ')}.`
      : `The conflict names no single city of ${where}.`,
    named.length > 0 && others.length > 0 ? ` Not named: ${others.join(', ')}.` : '',
  );
  const figure = h('figure', { class: 'trip conflict-map', id: 'trip-map' }, box, h('h4', {}, 'Cities the conflict is about'), list);
  /** @param {Leg[]} legs @param {string} [preview] @param {readonly string[]} [visits] the preview's cities in order */
  const draw = (legs, preview, visits = []) => {
    const notes = preview
      ? [`Preview: ${preview} (dashed)`]
      : [`Marked: cities the conflict names (${named.length} of ${candidates.length}). Hover or focus a relaxation to preview its route.`];
    const shown = stops.map((x) => (visits.includes(x.name) ? { ...x, kind: /** @type {const} */ ('visit'), number: visits.indexOf(x.name) + 1 } : x));
    const map = tripMap({ stops: shown, legs, label, id: 'conflict-places', notes }, geo);
    const inset = closerMap(map, shown, legs, spec.origin, `Closer: ${where}`, 'conflict-places', geo);
    box.replaceChildren(
      h('div', { class: 'trip-maps' }, map.svg, inset ? inset.svg : null),
      h(
        'figcaption',
        {},
        map.notes.map((n) => h('p', { class: 'map-note' }, n)),
        preview ? map.detail : null,
      ),
    );
  };
  draw([]);
  return {
    figure,
    /** @param {any} plan a plan, or null to clear @param {string} [what] */
    preview(plan, what) {
      if (!plan) return draw([]);
      const route = routeOf(plan.itinerary);
      draw(
        route.legs.map((l) => ({ ...l, dashed: true })),
        `${what}: ${[plan.itinerary.origin, ...plan.itinerary.cities, plan.itinerary.origin].join(' → ')}, ${usd(plan.cost.total)}`,
        plan.itinerary.cities,
      );
    },
  };
}
