// @ts-check
/**
 * The tripsolver page: type a request (or pick an example) and Plan; see how it was read and edit it; see
 * the plan day by day with a map of each day, or the conflict and the relaxations that fix it; answer the
 * questions of a request that can be read more than one way; download the submission row and the plan; compare
 * bench outputs. Talks only to this server's /api.
 */
import { api } from './api.js';
import { setUpCompare } from './compare.js';
import { byId, download, fill, h } from './dom.js';
import { renderConflict } from './explain.js';
import { choicesFrom, markField, renderSpecForm } from './form.js';
import { renderPlan } from './plan.js';
import { renderQuestions } from './questions.js';
import { loadGeo } from './trip-map.js';

/**
 * @typedef {import('./form.js').Choices} Choices
 * @typedef {import('./form.js').Provenance} Provenance
 */

const state = {
  /** The request text last planned. */
  request: '',
  /** Answers to the questions about that request so far (field -> words). @type {Record<string, string>} */
  answers: {},
  /** @type {any} the spec of the answer shown */
  spec: null,
  /** @type {Provenance | null} */
  provenance: null,
  /** @type {string} */
  readAs: '',
  /** Fields changed here since the request was read. @type {Set<string>} */
  edited: new Set(),
  /** @type {Choices | null} */
  choices: null,
  /** The answer shown (a plan or an infeasible answer). @type {any} */
  answer: null,
  seq: 0,
};

/** @param {boolean} busy @param {string} [text] */
function setBusy(busy, text = '') {
  /** @type {HTMLButtonElement} */ (byId('plan-btn')).disabled = busy;
  const status = byId('status');
  status.textContent = text;
  status.classList.toggle('busy', busy);
  document.body.classList.toggle('busy', busy);
}

/** @param {import('./api.js').ApiError} error */
function showError(error) {
  fill(byId('error'), h('b', {}, `${error.code}: `), error.message);
  byId('error').hidden = false;
}

function clearError() {
  fill(byId('error'));
  byId('error').hidden = true;
  byId('error').classList.remove('question');
  markField(undefined);
}

/**
 * The request raised questions (422 "unclear"): say so (the alert region announces it), show each question in
 * the "Read as" form, and plan the same request again with the answers.
 * @param {import('./api.js').ApiError} error
 */
function showQuestions(error) {
  const questions = error.questions ?? [];
  const box = byId('error');
  box.classList.add('question');
  fill(
    box,
    h('b', {}, 'The request is not clear. '),
    questions.length === 1 ? 'Answer the question under “Read as” to plan it.' : `Answer the ${questions.length} questions under “Read as” to plan it.`,
  );
  box.hidden = false;
  byId('read-as-hint').hidden = true;
  renderQuestions(questions, (answers) => {
    state.answers = { ...state.answers, ...answers };
    void plan({ request: state.request, answers: state.answers }, 'Planning with your answers…');
  });
  byId('read-as').scrollIntoView({ block: 'nearest' });
}

function options() {
  const backend = /** @type {HTMLSelectElement} */ (byId('backend')).value;
  const route = /** @type {HTMLSelectElement} */ (byId('route')).value;
  return { backend, route };
}

/** The request as written (text only) and the "Read as" line. */
function renderRequestEcho() {
  fill(
    byId('read-as-head'),
    h('blockquote', { id: 'request-echo' }, state.request),
    state.readAs
      ? h('p', { id: 'read-as-line' }, state.readAs, state.edited.size > 0 ? h('span', { class: 'muted' }, ' (before the edits below)') : null)
      : null,
  );
}

function renderForm() {
  if (!state.spec || !state.choices) return;
  byId('read-as').hidden = false;
  byId('read-as-hint').hidden = false;
  renderSpecForm(state.spec, state.provenance, state.choices, state.edited, (spec, field) => {
    if (field) state.edited.add(field);
    void plan({ spec }, 'Planning the edited spec…');
  });
}

/** Downloads of the plan shown: its submission row (JSONL) and the whole plan (JSON). */
function renderDownloads() {
  const box = byId('downloads');
  const a = state.answer;
  if (!a || a.status === 'infeasible') {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  fill(
    box,
    h(
      'button',
      {
        type: 'button',
        id: 'dl-submission',
        class: 'secondary',
        onclick: () => download('submission.jsonl', `${JSON.stringify({ query: state.request, plan: a.submission })}\n`, 'application/x-ndjson'),
      },
      'Download submission row (JSONL)',
    ),
    h(
      'button',
      { type: 'button', id: 'dl-plan', class: 'secondary', onclick: () => download('plan.json', `${JSON.stringify(a, null, 2)}\n`, 'application/json') },
      'Download plan (JSON)',
    ),
  );
}

/**
 * The plan a relaxation gives, for its preview on the map (asked once per relaxation of the answer shown; the
 * server caches it, so applying it afterwards is immediate).
 * @type {Map<string, Promise<any>>}
 */
const previews = new Map();

/** @param {any} spec @param {any} r */
function previewOf(spec, r) {
  const key = JSON.stringify([spec, r.patch]);
  let p = previews.get(key);
  if (!p) {
    p = api('/api/plan', { spec: { ...spec, ...r.patch }, ...options() }).then((a) => (a.ok && a.body.status !== 'infeasible' ? a.body : null));
    previews.set(key, p);
  }
  return p;
}

/** @param {string} note @param {import('./trip-map.js').Geo | null} geo */
function renderAnswer(note, geo) {
  const a = state.answer;
  const out = byId('result');
  if (a.status === 'infeasible') {
    const spec = state.spec;
    fill(
      out,
      note ? h('p', { class: 'applied' }, note) : null,
      renderConflict(
        a.explanation,
        (r) => {
          for (const key of Object.keys(r.patch)) state.edited.add(key);
          void plan({ spec: { ...spec, ...r.patch } }, `Applying "${r.change}"…`, `Applied: ${r.change}.`);
        },
        geo ? { spec, geo, preview: (r) => previewOf(spec, r) } : undefined,
      ),
    );
  } else fill(out, note ? h('p', { class: 'applied' }, note) : null, renderPlan(a, geo));
  renderDownloads();
}

/**
 * Plan a request in words (with any answers to its questions) or a spec and show the answer.
 * @param {{ request?: string, answers?: Record<string, string>, spec?: any }} body @param {string} busyText @param {string} [note]
 */
async function plan(body, busyText, note = '') {
  const seq = ++state.seq;
  clearError();
  setBusy(true, busyText);
  const [answer, geo] = await Promise.all([api('/api/plan', { ...body, ...options() }), loadGeo().catch(() => null)]);
  if (seq !== state.seq) return;
  // From the answer's arrival to the plan on screen (npm run bench:page reads these).
  performance.mark('tripsolver:answer');
  setBusy(false, '');
  // While questions are open the "Read as" form is all there is to show: it takes the width.
  byId('results').classList.toggle('asking', !answer.ok && answer.error.code === 'unclear');
  if (!answer.ok) {
    if (answer.error.code !== 'unclear') showError(answer.error);
    if (body.request !== undefined) {
      // Nothing was read: the request as written, no form, no plan.
      state.spec = null;
      state.answer = null;
      state.readAs = '';
      byId('read-as').hidden = false;
      byId('read-as-hint').hidden = true;
      renderRequestEcho();
      fill(byId('spec-form'));
      fill(byId('result'));
      renderDownloads();
      if (answer.error.code === 'unclear') showQuestions(answer.error);
    } else markField(answer.error.field);
    return;
  }
  const a = answer.body;
  if (body.request !== undefined) {
    state.provenance = a.provenance ?? null;
    state.readAs = a.readAs ?? '';
  }
  state.spec = a.spec;
  state.answer = a;
  renderRequestEcho();
  renderForm();
  renderAnswer(note, geo);
  performance.measure('tripsolver:render', 'tripsolver:answer');
  byId('results').scrollIntoView({ block: 'start' });
}

function planRequest() {
  const text = /** @type {HTMLTextAreaElement} */ (byId('request')).value.trim();
  if (text === '') {
    showError({ code: 'bad-request', message: 'type a request first, or pick an example' });
    return;
  }
  state.request = text;
  state.answers = {};
  state.edited = new Set();
  void plan({ request: text }, 'Reading the request and planning…');
}

async function init() {
  const [health, openapi, examples] = await Promise.all([
    api('/api/health'),
    api('/api/openapi.json'),
    fetch('examples.json')
      .then((r) => r.json())
      .catch(() => []),
  ]);
  if (health.ok)
    fill(byId('health'), `data: ${health.body.data} · v${health.body.version} · ${health.body.workers} worker${health.body.workers === 1 ? '' : 's'}`);
  else fill(byId('health'), 'the server is not answering');
  if (openapi.ok) state.choices = choicesFrom(openapi.body);
  const select = /** @type {HTMLSelectElement} */ (byId('examples'));
  fill(
    select,
    h('option', { value: '' }, examples.length > 0 ? 'Examples…' : 'No examples for this data'),
    examples.map((/** @type {any} */ e, /** @type {number} */ i) => h('option', { value: String(i) }, e.name)),
  );
  select.addEventListener('change', () => {
    const e = examples[Number(select.value)];
    if (e) /** @type {HTMLTextAreaElement} */ (byId('request')).value = e.request;
  });
  byId('request-form').addEventListener('submit', (event) => {
    event.preventDefault();
    planRequest();
  });
  byId('request').addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) planRequest();
  });
  setUpCompare();
  // The map's outlines and the cities' places load while a request is typed.
  void loadGeo();
  document.body.dataset.ready = 'true';
}

void init();
