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

/**
 * The map of one day's stops, or a note when none has coordinates.
 * @param {readonly Stop[]} stops in visiting order
 * @param {string} label for screen readers
 */
export function dayMap(stops, label) {
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
  if (located.length === 1) return svg;
  // Scale bar: about a quarter of the width. One degree of latitude is about 111.2 km.
  const kmPerPx = 111.195 / scale;
  const barKm = niceKm((WIDTH / 4) * kmPerPx);
  const barPx = barKm / kmPerPx;
  svg.append(
    s('line', { class: 'scale', x1: 12, y1: HEIGHT - 14, x2: (12 + barPx).toFixed(1), y2: HEIGHT - 14 }),
    s('text', { class: 'scale-label', x: 12, y: HEIGHT - 20 }, kmText(barKm)),
  );
  return svg;
}
