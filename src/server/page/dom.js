// @ts-check
/**
 * DOM helpers for the page. Text is only ever inserted as text nodes (never parsed as markup), so a request or
 * any value from the data is shown exactly as written and cannot become markup.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * @typedef {string | number | Node | null | undefined | false} Child
 * @typedef {Child | readonly Children[]} Children
 * @typedef {Record<string, string | number | boolean | null | undefined | EventListener | Record<string, string>>} Props
 */

/** @param {Element} e @param {Props} props */
function setProps(e, props) {
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'dataset' && typeof value === 'object') Object.assign(/** @type {HTMLElement} */ (e).dataset, value);
    else if (key.startsWith('on') && typeof value === 'function') e.addEventListener(key.slice(2), /** @type {EventListener} */ (value));
    else if (key === 'class') e.setAttribute('class', String(value));
    else e.setAttribute(key, value === true ? '' : String(value));
  }
}

/** @param {Element} e @param {readonly Children[]} children */
function append(e, children) {
  for (const c of /** @type {Child[]} */ (/** @type {unknown[]} */ (children).flat(Infinity))) {
    if (c === null || c === undefined || c === false) continue;
    e.append(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : /** @type {Node} */ (c));
  }
}

/**
 * An HTML element with attributes, listeners (onclick, ...) and children (text or nodes).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {Props} [props] @param {...Children} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  setProps(e, props);
  append(e, children);
  return e;
}

/**
 * An SVG element.
 * @param {string} tag @param {Props} [props] @param {...Children} children
 * @returns {SVGElement}
 */
export function s(tag, props = {}, ...children) {
  const e = /** @type {SVGElement} */ (document.createElementNS(SVG_NS, tag));
  setProps(e, props);
  append(e, children);
  return e;
}

/** Replace an element's children. @param {Element} e @param {...Children} children */
export function fill(e, ...children) {
  e.replaceChildren();
  append(e, children);
  return e;
}

/** @param {string} id @returns {HTMLElement} */
export function byId(id) {
  const e = document.getElementById(id);
  if (!e) throw new Error(`the page has no #${id}`);
  return e;
}

/** Dollars as the CLI writes them: $1,234 (cents only when there are some). @param {number} n */
export function usd(n) {
  return `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** "1 hours 23 minutes" -> "1 hour 23 minutes" (the data's durations). @param {string} text */
export function readableDuration(text) {
  return text.replace(/\b1 (hour|minute|min|day)s\b/g, '1 $1');
}

/** @param {number} km */
export function kmText(km) {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(km < 10 ? 2 : 1)} km`;
}

const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance in km (the solver's formula, solver/route/distance.ts).
 * @param {{latitude: number, longitude: number}} a @param {{latitude: number, longitude: number}} b
 */
export function haversineKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const x = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(x)));
}

/** Offer text as a file to save, made in the browser. @param {string} name @param {string} text @param {string} type */
export function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
