// @ts-check
/**
 * A day's map as SVG, drawn from the attractions' coordinates (no tiles, no library, works offline): the
 * stops in route order as numbered markers, the legs between them with their lengths, a scale bar.
 * Restaurants and lodging have no coordinates in the data and are not drawn.
 */
import { h, haversineKm, kmText, s } from './dom.js';

const WIDTH = 360;
const HEIGHT = 240;
const PAD = 28;
/** Room kept free at the bottom for the scale bar. */
const FOOT = 16;

/** @typedef {{ name: string, latitude: number, longitude: number }} Stop */

/** A scale bar length (km) near a target: 1, 2 or 5 times a power of ten. @param {number} km */
function niceKm(km) {
  const p = 10 ** Math.floor(Math.log10(km));
  return [1, 2, 5, 10].map((m) => m * p).reduce((best, x) => (Math.abs(x - km) < Math.abs(best - km) ? x : best));
}

/** North (up on every map here), in the top right corner. */
function north() {
  return s(
    'g',
    { class: 'north', transform: `translate(${WIDTH - 18} 22)`, 'aria-hidden': 'true' },
    s('path', { d: 'M0,-12 L5,4 L0,1 L-5,4 Z' }),
    s('text', { 'text-anchor': 'middle', y: 15 }, 'N'),
  );
}

/** The place a map shows, in the top left corner. @param {string} name */
function placeLabel(name) {
  return s('text', { class: 'place-label', x: 10, y: 18 }, name);
}

/** A scale bar for a map drawn at `kmPerPx`. @param {number} kmPerPx */
function scaleBar(kmPerPx) {
  const barKm = niceKm((WIDTH / 4) * kmPerPx);
  const barPx = barKm / kmPerPx;
  return [
    s('line', { class: 'scale', x1: 12, y1: HEIGHT - 14, x2: (12 + barPx).toFixed(1), y2: HEIGHT - 14 }),
    s('text', { class: 'scale-label', x: 12, y: HEIGHT - 20 }, kmText(barKm)),
  ];
}

/**
 * The map of one day's stops, or a note when none has coordinates.
 * @param {readonly Stop[]} stops in visiting order
 * @param {string} label for screen readers
 * @param {string} [place] the city (or cities) the map shows, written in its corner
 */
export function dayMap(stops, label, place = '') {
  const located = stops.filter((a) => Number.isFinite(a.latitude) && Number.isFinite(a.longitude));
  if (located.length === 0) return h('p', { class: 'map-none' }, 'No sights with coordinates this day.');
  const lat0 = located.reduce((t, a) => t + a.latitude, 0) / located.length;
  const k = Math.cos((lat0 * Math.PI) / 180);
  // Equirectangular projection around the day's mean latitude: x east, y north (in degrees of latitude).
  const xy = located.map((a) => ({ x: a.longitude * k, y: a.latitude }));
  const minX = Math.min(...xy.map((p) => p.x));
  const maxX = Math.max(...xy.map((p) => p.x));
  const minY = Math.min(...xy.map((p) => p.y));
  const maxY = Math.max(...xy.map((p) => p.y));
  const span = Math.max(maxX - minX, maxY - minY, 0.002);
  const scale = Math.min((WIDTH - 2 * PAD) / Math.max(maxX - minX, span / 4), (HEIGHT - 2 * PAD - FOOT) / Math.max(maxY - minY, span / 4));
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const pts = xy.map((p) => ({ x: WIDTH / 2 + (p.x - cx) * scale, y: (HEIGHT - FOOT) / 2 - (p.y - cy) * scale }));

  const svg = s('svg', { class: 'day-map', viewBox: `0 0 ${WIDTH} ${HEIGHT}`, width: WIDTH, height: HEIGHT, role: 'img', 'aria-label': label });
  svg.append(s('rect', { class: 'map-bg', x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 8 }));
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    const km = haversineKm(located[i - 1], located[i]);
    svg.append(s('line', { class: 'leg', x1: a.x.toFixed(1), y1: a.y.toFixed(1), x2: b.x.toFixed(1), y2: b.y.toFixed(1) }));
    svg.append(s('text', { class: 'leg-label', x: ((a.x + b.x) / 2).toFixed(1), y: ((a.y + b.y) / 2 - 6).toFixed(1), 'text-anchor': 'middle' }, kmText(km)));
  }
  pts.forEach((p, i) => {
    svg.append(
      s(
        'g',
        { class: 'marker', transform: `translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`, dataset: { stop: String(i + 1) } },
        s('title', {}, `${i + 1}. ${located[i].name}`),
        s('circle', { r: 11 }),
        s('text', { 'text-anchor': 'middle', dy: '0.35em' }, String(i + 1)),
      ),
    );
  });
  // Scale bar: about a quarter of the width. One degree of latitude is about 111.2 km.
  svg.append(north(), placeLabel(place), ...(located.length > 1 ? scaleBar(111.195 / scale) : []));
  return svg;
}

/**
 * A day without sights: its travel between two cities (their places on the trip map), a flight as a curve, a
 * drive or a taxi as a line; undefined when a city has no place.
 * @param {{ from: string, to: string, mode: string, text: string }} leg
 * @param {(city: string) => { latitude: number, longitude: number } | undefined} placeOf
 * @param {string} label for screen readers
 */
export function travelMap(leg, placeOf, label) {
  const a = placeOf(leg.from);
  const b = placeOf(leg.to);
  if (!a || !b) return undefined;
  const k = Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  const pa = { x: a.longitude * k, y: a.latitude };
  const pb = { x: b.longitude * k, y: b.latitude };
  const span = Math.max(Math.abs(pa.x - pb.x), Math.abs(pa.y - pb.y), 0.05);
  const scale = Math.min(
    (WIDTH - 2 * PAD - 80) / Math.max(Math.abs(pa.x - pb.x), span / 4),
    (HEIGHT - 2 * PAD - FOOT) / Math.max(Math.abs(pa.y - pb.y), span / 4),
  );
  const cx = (pa.x + pb.x) / 2;
  const cy = (pa.y + pb.y) / 2;
  const xy = (/** @type {{x: number, y: number}} */ p) => [WIDTH / 2 + (p.x - cx) * scale, (HEIGHT - FOOT) / 2 - (p.y - cy) * scale];
  const [x1, y1] = xy(pa);
  const [x2, y2] = xy(pb);
  const bow = leg.mode === 'flight' ? 0.22 : 0;
  const qx = (x1 + x2) / 2 + (y2 - y1) * bow;
  const qy = (y1 + y2) / 2 - (x2 - x1) * bow;
  const svg = s('svg', { class: 'day-map travel-map', viewBox: `0 0 ${WIDTH} ${HEIGHT}`, width: WIDTH, height: HEIGHT, role: 'img', 'aria-label': label });
  svg.append(
    s('rect', { class: 'map-bg', x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 8 }),
    s(
      'path',
      { class: `leg travel ${leg.mode}`, d: `M${x1.toFixed(1)},${y1.toFixed(1)}Q${qx.toFixed(1)},${qy.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}` },
      s('title', {}, leg.text),
    ),
  );
  for (const [x, y, name] of /** @type {[number, number, string][]} */ ([
    [x1, y1, leg.from],
    [x2, y2, leg.to],
  ])) {
    const right = x > WIDTH / 2;
    svg.append(
      s(
        'g',
        { class: 'marker city', transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`, dataset: { city: name } },
        s('title', {}, name),
        s('circle', { r: 6 }),
        s('text', { class: 'city-label', x: right ? -10 : 10, y: 4, 'text-anchor': right ? 'end' : 'start' }, name),
      ),
    );
  }
  svg.append(north(), placeLabel(`${leg.from} → ${leg.to}`), ...scaleBar(111.195 / scale));
  return svg;
}
