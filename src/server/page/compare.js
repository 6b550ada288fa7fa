// @ts-check
/**
 * Compare: a `tripsolver bench` output's table (SUB.table.md) and chart (SUB.checks.svg), picked with a file
 * or folder picker and shown side by side. Everything happens in the browser: the server never sees a path.
 * The Markdown is drawn as text (headings, paragraphs, lists, tables); the chart is shown as an image, which
 * cannot run scripts.
 */
import { byId, fill, h } from './dom.js';

/** Table cells of a Markdown row ("| a | b \| c |"). @param {string} line */
function cells(line) {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => c.trim().replaceAll('\\|', '|'));
}

/** Inline `code` as <code>, the rest as text. @param {string} text */
function inline(text) {
  return text.split(/(`[^`]*`)/).map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? h('code', {}, part.slice(1, -1)) : part));
}

/** A small Markdown subset as elements. @param {string} md */
export function markdownView(md) {
  const out = h('div', { class: 'markdown' });
  const lines = md.replace(/\r/g, '').split('\n');
  for (let i = 0; i < lines.length; ) {
    const line = lines[i];
    if (line.trim() === '') {
      i++;
    } else if (/^#{1,6} /.test(line)) {
      const level = Math.min(6, line.indexOf(' ') + 2);
      out.append(h(/** @type {'h3'} */ (`h${level}`), {}, inline(line.replace(/^#+ /, ''))));
      i++;
    } else if (line.trim().startsWith('|')) {
      const rows = [];
      while (i < lines.length && lines[i].trim().startsWith('|')) rows.push(lines[i++]);
      const [head, ...rest] = rows.filter((r) => !/^\|?\s*:?-{2,}/.test(r.trim().replace(/^\|\s*/, '')));
      out.append(h('table', { class: 'md-table' }, h('thead', {}, h('tr', {}, cells(head).map((c) => h('th', {}, inline(c))))), h('tbody', {}, rest.map((r) => h('tr', {}, cells(r).map((c) => h('td', {}, inline(c))))))));
    } else if (/^[-*] /.test(line)) {
      const items = [];
      while (i < lines.length && /^[-*] /.test(lines[i])) items.push(lines[i++].slice(2));
      out.append(h('ul', {}, items.map((t) => h('li', {}, inline(t)))));
    } else {
      const para = [];
      while (i < lines.length && lines[i].trim() !== '' && !/^(#{1,6} |\||[-*] )/.test(lines[i].trim())) para.push(lines[i++]);
      out.append(h('p', {}, inline(para.join(' '))));
    }
  }
  return out;
}

/** @type {string | undefined} */
let chartUrl;

/** Show the picked files: the first *.md as the table, the first *.svg as the chart. @param {FileList | File[]} list */
async function show(list) {
  const files = [...list];
  const table = files.find((f) => /\.table\.md$/i.test(f.name)) ?? files.find((f) => /\.md$/i.test(f.name));
  const chart = files.find((f) => /\.checks\.svg$/i.test(f.name)) ?? files.find((f) => /\.svg$/i.test(f.name));
  const tableBox = byId('compare-table');
  const chartBox = byId('compare-chart');
  if (table) fill(tableBox, h('p', { class: 'file' }, table.name), markdownView(await table.text()));
  else fill(tableBox, h('p', { class: 'muted' }, 'No table (*.table.md) among the files picked.'));
  if (chartUrl) URL.revokeObjectURL(chartUrl);
  chartUrl = undefined;
  if (chart) {
    chartUrl = URL.createObjectURL(new Blob([await chart.arrayBuffer()], { type: 'image/svg+xml' }));
    fill(chartBox, h('p', { class: 'file' }, chart.name), h('img', { src: chartUrl, alt: `chart ${chart.name}` }));
  } else fill(chartBox, h('p', { class: 'muted' }, 'No chart (*.checks.svg) among the files picked.'));
}

export function setUpCompare() {
  for (const id of ['compare-files', 'compare-folder']) {
    const input = /** @type {HTMLInputElement} */ (byId(id));
    input.addEventListener('change', () => {
      if (input.files && input.files.length > 0) void show(input.files);
    });
  }
}
