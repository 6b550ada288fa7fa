// @ts-check
/**
 * Compare: a `tripsolver bench` output picked with a file or folder picker: its table (SUB.table.md) beside its
 * charts (SUB.checks.svg, SUB.outcomes.svg), and what became of each row for each method from the run logs
 * (SUB[.<method>].log.jsonl), a coloured badge per outcome with its reason. Clicking a row shows its details: an
 * infeasible row's explanation from SUB[.solver].explain.jsonl drawn as the no-plan view draws a typed request's,
 * an unclear row's questions, the reason of any other. Everything happens in the browser: the server never sees a
 * path. The Markdown is drawn as text (headings, paragraphs, lists, tables); the charts are shown as images, which
 * cannot run scripts. A line of a log that cannot be read is named (file and line) and the rest is shown; files that
 * are not a bench output's are listed as ignored.
 */
import { OUTCOMES, arrange, methodOf, parseExplanations, parseLog, submissionsOf } from './bench-files.js';
import { byId, fill, h, usd } from './dom.js';
import { renderConflict } from './explain.js';

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
      out.append(
        h(
          'table',
          { class: 'md-table' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              cells(head).map((c) => h('th', {}, inline(c))),
            ),
          ),
          h(
            'tbody',
            {},
            rest.map((r) =>
              h(
                'tr',
                {},
                cells(r).map((c) => h('td', {}, inline(c))),
              ),
            ),
          ),
        ),
      );
    } else if (/^[-*] /.test(line)) {
      const items = [];
      while (i < lines.length && /^[-*] /.test(lines[i])) items.push(lines[i++].slice(2));
      out.append(
        h(
          'ul',
          {},
          items.map((t) => h('li', {}, inline(t))),
        ),
      );
    } else {
      const para = [];
      while (i < lines.length && lines[i].trim() !== '' && !/^(#{1,6} |\||[-*] )/.test(lines[i].trim())) para.push(lines[i++]);
      out.append(h('p', {}, inline(para.join(' '))));
    }
  }
  return out;
}

/**
 * @typedef {import('./bench-files.js').LogEntry} LogEntry
 * @typedef {import('./bench-files.js').ExplainEntry} ExplainEntry
 * @typedef {import('./bench-files.js').Problem} Problem
 * @typedef {{
 *   name: string, label: string, log: string | undefined, entries: Map<number, LogEntry>,
 *   explainFile: string | undefined, explanations: Map<number, ExplainEntry> | undefined, withoutOutcome: number
 * }} Method
 *   a method's column: its run log (undefined when only its explanations were picked) and explanations
 * @typedef {{ row: number, idx: unknown, cells: (LogEntry | undefined)[] }} Row
 */

/** Object URLs of the charts shown, revoked when others are picked. @type {string[]} */
let chartUrls = [];
/** The latest pick; an older one still reading its files stops. */
let picks = 0;

/** A file's name with its folder inside the one picked, when picked as a folder. @param {File} f */
const pathOf = (f) => f.webkitRelativePath || f.name;

/** @param {File} file @param {string} alt */
async function chartImage(file, alt) {
  const url = URL.createObjectURL(new Blob([await file.arrayBuffer()], { type: 'image/svg+xml' }));
  chartUrls.push(url);
  return [h('p', { class: 'file' }, file.name), h('img', { src: url, alt })];
}

/** The solver's plans are verified; a baseline's plan is only delivered (the score table says how it fares). @param {Method} m */
const verifies = (m) => m.name === 'solver' || m.name.startsWith('solver+');

/**
 * The reason without the outcome's own word in front ("infeasible: no plan meets ..." -> "no plan meets ..."); for a
 * solver's plan, optimal or feasible. @param {LogEntry} e @param {Method} m
 */
function shortReason(e, m) {
  if (e.outcome === 'planned') return verifies(m) && typeof e.status === 'string' ? e.status : '';
  const reason = typeof e.reason === 'string' ? e.reason : '';
  if (e.outcome === '') return reason || (e.delivered === true ? 'delivered' : '');
  return reason.startsWith(`${e.outcome}: `) ? reason.slice(e.outcome.length + 2) : reason;
}

/** An outcome as a badge: its word on its colour (the outcome chart's). @param {string} outcome @param {boolean} known */
function outcomeBadge(outcome, known = /** @type {readonly string[]} */ (OUTCOMES).includes(outcome)) {
  return h('span', { class: `outcome o-${known ? outcome : 'unknown'}`, 'data-outcome': outcome }, outcome === '' ? 'not recorded' : outcome);
}

/** @param {unknown} idx */
const idxText = (idx) => (idx === undefined ? '' : typeof idx === 'string' || typeof idx === 'number' ? String(idx) : JSON.stringify(idx));

/** @param {Method} m @param {LogEntry | undefined} e */
function cell(m, e) {
  if (!e) return h('td', { class: 'cell', 'data-method': m.name, 'data-outcome': 'none' }, h('span', { class: 'outcome o-none' }, 'no entry'));
  const why = shortReason(e, m);
  return h(
    'td',
    { class: 'cell', 'data-method': m.name, 'data-outcome': e.outcome },
    outcomeBadge(e.outcome, e.known),
    why ? h('span', { class: 'why', title: why }, why) : null,
  );
}

/** Time and, for the baselines, LLM calls and tokens. @param {LogEntry} e */
function costLine(e) {
  const parts = [];
  if (typeof e.ms === 'number') parts.push(`${e.ms.toLocaleString('en-US')} ms`);
  if (typeof e.calls === 'number') parts.push(`${e.calls} LLM call${e.calls === 1 ? '' : 's'}`);
  const usage = /** @type {any} */ (e.usage);
  if (usage && typeof usage.totalTokens === 'number') parts.push(`${usage.totalTokens.toLocaleString('en-US')} tokens`);
  return parts.length > 0 ? h('p', { class: 'muted small' }, parts.join(' · ')) : null;
}

/** What the log says of an infeasible row without its explanation: the core's ids and the minimum budget. @param {LogEntry} e @param {Method} m */
function coreFromLog(e, m) {
  const core = Array.isArray(e.core) ? e.core.map(String) : [];
  const minimum = typeof e.minimumBudget === 'number' ? e.minimumBudget : null;
  return [
    h(
      'p',
      {},
      core.length === 1 ? 'This requirement cannot be met:' : 'These requirements cannot all hold together (the minimal conflict):',
      ' ',
      core.map((id, i) => [i > 0 ? ', ' : '', h('code', { class: 'core-id' }, id)]),
    ),
    minimum !== null ? h('p', { class: 'minimum' }, `Minimum budget for a plan meeting every other requirement: ${usd(minimum)}.`) : null,
    h(
      'p',
      { class: 'hint' },
      m.explainFile
        ? `${m.explainFile} holds no explanation of this row.`
        : [
            'For the conflict in words and the smallest changes that give a plan (the relaxations), run ',
            h('code', {}, 'tripsolver bench … --explain'),
            ' again and pick its ',
            h('code', {}, '*.explain.jsonl'),
            ' too.',
          ],
    ),
  ];
}

/** A method's word on one row, in full. @param {Method} m @param {LogEntry | undefined} e @param {ExplainEntry | undefined} x */
function methodDetail(m, e, x) {
  const head = h('h4', { class: 'method-head' }, `${m.label}: `, e ? outcomeBadge(e.outcome, e.known) : 'no entry');
  if (!e) return h('div', { class: 'method-detail', 'data-method': m.name }, head, h('p', {}, `${m.log ?? m.explainFile} has no line for this row.`));
  /** @type {import('./dom.js').Children} */
  let body;
  switch (e.outcome) {
    case 'planned':
      body = verifies(m)
        ? h('p', {}, `A plan that passed every check${e.status === 'feasible' ? ' (time ran out before it was proven the best)' : ''}.`)
        : h('p', {}, 'A plan was delivered; the table above scores it against the checks.');
      break;
    case 'infeasible':
      body = x && x.explanation.status === 'infeasible' ? renderConflict(x.explanation) : coreFromLog(e, m);
      break;
    case 'unclear': {
      const questions = Array.isArray(e.questions) ? e.questions.map(String) : [];
      const fields = Array.isArray(e.fields) ? e.fields.map(String) : [];
      body = [
        h('p', {}, 'The request is not clear', typeof e.message === 'string' ? [': ', e.message] : '.'),
        questions.length > 0
          ? [
              h('p', {}, questions.length === 1 ? 'The question to answer:' : `The ${questions.length} questions to answer:`),
              h(
                'ol',
                { class: 'row-questions' },
                questions.map((q, i) =>
                  h(
                    'li',
                    { 'data-field': fields.length === questions.length ? fields[i] : null },
                    fields.length === questions.length ? [h('b', {}, fields[i]), ' '] : null,
                    q,
                  ),
                ),
              ),
            ]
          : fields.length > 0
            ? h('p', {}, 'About: ', fields.join(', '), '.')
            : null,
      ];
      break;
    }
    case '':
      body = h(
        'p',
        { class: 'reason' },
        'This log records no outcome (bench wrote it before it recorded outcomes); ' +
          `the row was ${e.delivered === true ? 'delivered' : 'not delivered'}${typeof e.reason === 'string' ? `: ${e.reason}` : ''}.`,
      );
      break;
    default:
      body = h('p', { class: 'reason' }, shortReason(e, m) || 'No reason was recorded.');
  }
  return h('div', { class: 'method-detail', 'data-method': m.name, 'data-outcome': e.outcome }, head, body, costLine(e));
}

/** The rows of every method's log, by row number. @param {Method[]} methods @returns {Row[]} */
function rowsOf(methods) {
  const numbers = [...new Set(methods.flatMap((m) => [...m.entries.keys()]))].sort((a, b) => a - b);
  return numbers.map((row) => {
    const cells = methods.map((m) => m.entries.get(row));
    return { row, idx: cells.find((c) => c !== undefined)?.idx, cells };
  });
}

/** @typedef {{ value: string, label: string, keep: (r: Row) => boolean }} Filter */

/** The filters worth offering: all rows, rows without a plan, and each outcome present. @param {Row[]} rows @returns {Filter[]} */
function filtersOf(rows) {
  const present = new Set(rows.flatMap((r) => r.cells.map((c) => c?.outcome ?? 'none')));
  /** @type {Filter[]} */
  const out = [
    { value: 'all', label: 'all rows', keep: () => true },
    { value: 'no-plan-any', label: 'rows without a plan', keep: (r) => r.cells.some((c) => c?.outcome !== 'planned') },
  ];
  for (const o of [...OUTCOMES, ...[...present].filter((p) => !(/** @type {readonly string[]} */ (OUTCOMES).includes(p)))]) {
    if (present.has(o))
      out.push({
        value: `o:${o}`,
        label: o === '' ? 'outcome not recorded' : o === 'none' ? 'no entry' : o,
        keep: (r) => r.cells.some((c) => (c?.outcome ?? 'none') === o),
      });
  }
  return out;
}

/** The per-row table: row, idx and each method's outcome; a row's button shows its details beneath it. @param {Method[]} methods */
function rowsView(methods) {
  const rows = rowsOf(methods);
  if (rows.length === 0) return h('p', { class: 'muted' }, 'The run logs picked hold no rows.');
  const columns = 2 + methods.length;
  const filters = filtersOf(rows);
  const status = h('span', { id: 'compare-shown', class: 'muted small', role: 'status', 'aria-live': 'polite' });
  /** @type {{ row: Row, tr: HTMLTableRowElement, detail: HTMLTableRowElement | undefined }[]} */
  const shown = [];
  const body = h('tbody', {});
  for (const row of rows) {
    const id = `compare-detail-${row.row}`;
    const button = h('button', { type: 'button', class: 'row-btn', 'aria-expanded': 'false', 'aria-label': `Row ${row.row}: details` }, String(row.row));
    const tr = h(
      'tr',
      { class: 'row', 'data-row': String(row.row) },
      h('th', { scope: 'row' }, button),
      h('td', { class: 'idx' }, idxText(row.idx)),
      methods.map((m, i) => cell(m, row.cells[i])),
    );
    const item = { row, tr, detail: /** @type {HTMLTableRowElement | undefined} */ (undefined) };
    // The whole row answers a click; the button in its first cell is what the keyboard reaches.
    tr.addEventListener('click', () => {
      if (!item.detail) {
        item.detail = h(
          'tr',
          { class: 'detail', id, 'data-row': String(row.row) },
          h(
            'td',
            { colspan: columns },
            methods.map((m, i) => methodDetail(m, row.cells[i], m.explanations?.get(row.row))),
          ),
        );
        item.detail.hidden = true;
        tr.after(item.detail);
        button.setAttribute('aria-controls', id);
      }
      const open = !tr.classList.contains('open');
      item.detail.hidden = !open;
      tr.classList.toggle('open', open);
      button.setAttribute('aria-expanded', String(open));
    });
    shown.push(item);
    body.append(tr);
  }
  const select = h(
    'select',
    { id: 'compare-filter' },
    filters.map((f) => h('option', { value: f.value }, `${f.label} (${rows.filter(f.keep).length})`)),
  );
  const apply = () => {
    const filter = filters.find((f) => f.value === select.value) ?? filters[0];
    let count = 0;
    for (const item of shown) {
      const keep = filter.keep(item.row);
      item.tr.hidden = !keep;
      if (item.detail) item.detail.hidden = !keep || !item.tr.classList.contains('open');
      if (keep) count++;
    }
    status.textContent = `${count} of ${rows.length} row${rows.length === 1 ? '' : 's'} shown`;
  };
  select.addEventListener('change', apply);
  const view = h(
    'div',
    {},
    h('h3', {}, 'Row by row'),
    h(
      'p',
      { class: 'muted small' },
      'Click a row (or its number) for its details: the explanation of an infeasible row, the questions of an unclear one, the reason of any other.',
    ),
    h('div', { class: 'controls' }, h('label', {}, 'Show ', select), status),
    h(
      'div',
      { class: 'rows-scroll' },
      h(
        'table',
        { class: 'outcome-rows' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, 'row'),
            h('th', { scope: 'col' }, 'idx'),
            methods.map((m) => h('th', { scope: 'col', title: m.log ?? m.explainFile ?? '' }, m.label)),
          ),
        ),
        body,
      ),
    ),
  );
  apply();
  return view;
}

/** @param {Problem[]} problems */
function problemsView(problems) {
  const box = byId('compare-problems');
  box.hidden = problems.length === 0;
  fill(
    box,
    problems.length > 0
      ? [
          h(
            'b',
            {},
            problems.length === 1 ? 'One line could not be read; the rest is shown:' : `${problems.length} lines could not be read; the rest is shown:`,
          ),
          h(
            'ul',
            {},
            problems.map((p) =>
              h(
                'li',
                { class: 'problem', 'data-file': p.file, 'data-line': String(p.line) },
                `${p.file}, line ${p.line}: ${p.message}`,
                h('br', {}),
                h('code', {}, p.text),
              ),
            ),
          ),
        ]
      : null,
  );
}

/** The rows of the picked run logs, or a word that none was picked. @param {Method[]} methods */
function showRows(methods) {
  fill(
    byId('compare-rows'),
    methods.length > 0
      ? [
          methods.some((m) => m.withoutOutcome > 0)
            ? h(
                'p',
                { class: 'hint' },
                methods
                  .filter((m) => m.withoutOutcome > 0)
                  .map(
                    (m) =>
                      `${m.log}: ${m.withoutOutcome} row${m.withoutOutcome === 1 ? '' : 's'} without an outcome ` +
                      '(a log written before bench recorded outcomes), shown as “not recorded”. ',
                  ),
              )
            : null,
          rowsView(methods),
        ]
      : h(
          'p',
          { class: 'muted' },
          'No run log (*.log.jsonl) among the files picked: pick the whole bench output folder, or its SUB.log.jsonl files, to see what became of each row.',
        ),
  );
}

/** Show the picked files. @param {FileList | File[]} list */
async function show(list) {
  const pick = ++picks;
  const files = [...list].sort((a, b) => pathOf(a).localeCompare(pathOf(b)));
  const found = arrange(files.map((f) => f.name));
  const read = async (/** @type {number} */ at) => ({ name: files[at].name, text: await files[at].text() });
  const [table, logs, explains] = await Promise.all([
    found.table === undefined ? undefined : read(found.table),
    Promise.all(found.logs.map((l) => read(l.at))),
    Promise.all(found.explains.map((x) => read(x.at))),
  ]);
  if (pick !== picks) return;
  const submissions = table ? submissionsOf(table.text) : new Map();

  /** @type {Problem[]} */
  const problems = [];
  /** @type {Method[]} */
  const methods = found.logs.map((l, i) => {
    const parsed = parseLog(logs[i].name, logs[i].text);
    problems.push(...parsed.problems);
    const name = methodOf(l.stem, found.run, submissions);
    return {
      name,
      label: name,
      log: logs[i].name,
      entries: parsed.entries,
      explainFile: undefined,
      explanations: undefined,
      withoutOutcome: parsed.withoutOutcome,
    };
  });
  found.explains.forEach((x, i) => {
    const parsed = parseExplanations(explains[i].name, explains[i].text);
    problems.push(...parsed.problems);
    const at = found.logs.findIndex((l) => l.stem === x.stem);
    if (at >= 0) Object.assign(methods[at], { explainFile: explains[i].name, explanations: parsed.entries });
    else {
      // Explanations without their run log: the rows they explain, with the outcome each line names.
      const name = methodOf(x.stem, found.run, submissions);
      /** @type {Map<number, LogEntry>} */
      const entries = new Map(
        [...parsed.entries].map(([row, e]) => [
          row,
          {
            row,
            idx: e.idx,
            outcome: String(e.outcome ?? ''),
            known: /** @type {readonly unknown[]} */ (OUTCOMES).includes(e.outcome),
            line: e.line,
            reason: `from ${explains[i].name} (its run log was not picked)`,
          },
        ]),
      );
      methods.push({ name, label: name, log: undefined, entries, explainFile: explains[i].name, explanations: parsed.entries, withoutOutcome: 0 });
    }
  });
  // In the table's order of methods (bench's order), the rest after them.
  const order = [...submissions.values()];
  const rank = (/** @type {Method} */ m) => (order.includes(m.name) ? order.indexOf(m.name) : order.length);
  methods.sort((a, b) => rank(a) - rank(b));
  // Two logs of one method (two runs picked without a table): tell their columns apart by file.
  for (const m of methods) if (methods.filter((o) => o.name === m.name).length > 1) m.label = `${m.name} (${m.log ?? m.explainFile})`;

  // The table and the charts.
  for (const url of chartUrls) URL.revokeObjectURL(url);
  chartUrls = [];
  const tableBox = byId('compare-table');
  if (table) fill(tableBox, h('p', { class: 'file' }, table.name), markdownView(table.text));
  else fill(tableBox, h('p', { class: 'muted' }, 'No table (*.table.md) among the files picked.'));
  const checks = found.checks === undefined ? undefined : files[found.checks];
  const outcomes = found.outcomes === undefined ? undefined : files[found.outcomes];
  fill(
    byId('compare-chart'),
    checks
      ? await chartImage(checks, `Pass rate of each check per method (${checks.name})`)
      : h('p', { class: 'muted' }, "No per-check chart (*.checks.svg) among the files picked; bench draws it when the queries carry the benchmark's fields."),
  );
  fill(
    byId('compare-outcomes'),
    outcomes
      ? await chartImage(outcomes, `What became of each row per method (${outcomes.name}); the rows are listed below`)
      : h('p', { class: 'muted' }, 'No outcome chart (*.outcomes.svg) among the files picked.'),
  );
  if (pick !== picks) return;

  // The rows, the files, and what could not be read.
  showRows(methods);
  // Files grouped by why they are not shown: "a, b (why); c (why)".
  const named = (/** @type {{ at: number, why: string }[]} */ list) =>
    [...new Set(list.map((x) => x.why))].map((why, g) => [
      g > 0 ? '; ' : '',
      list.filter((x) => x.why === why).map((x, i) => [i > 0 ? ', ' : '', h('span', { class: 'name' }, pathOf(files[x.at]))]),
      ` (${why})`,
    ]);
  const used = [
    table?.name,
    checks?.name,
    outcomes?.name,
    ...methods.flatMap((m) => [m.log ? `${m.log} (${m.name})` : undefined, m.explainFile ? `${m.explainFile} (${m.name}’s explanations)` : undefined]),
  ].filter((n) => n !== undefined);
  fill(
    byId('compare-files-note'),
    h(
      'ul',
      { class: 'files small' },
      used.length > 0 ? h('li', { class: 'read' }, h('b', {}, 'Read: '), used.join(', '), '.') : null,
      found.unread.length > 0 ? h('li', { class: 'unread' }, h('b', {}, 'Not read: '), named(found.unread), '.') : null,
      found.ignored.length > 0 ? h('li', { class: 'ignored' }, h('b', {}, 'Ignored: '), named(found.ignored), '.') : null,
    ),
  );
  problemsView(problems);
}

export function setUpCompare() {
  for (const id of ['compare-files', 'compare-folder']) {
    const input = /** @type {HTMLInputElement} */ (byId(id));
    input.addEventListener('change', () => {
      if (input.files && input.files.length > 0) void show(input.files);
    });
  }
}
