// @ts-check
/**
 * A request the translator could not settle (POST /api/plan answered 422 "unclear"): each question is shown in
 * the "Read as" form beside its field, the field highlighted, with the choices as buttons (a list when there are
 * many; check boxes for a field that is a list) or a text box. Clicking a choice button answers at once when nothing else is open; "Plan with these
 * answers" (or Enter in a text box) sends what was answered. Focus moves to the first question.
 */
import { byId, fill, h } from './dom.js';
import { FIELD_LABELS } from './form.js';

/**
 * @typedef {{ field: string, question: string, reason: string, choices?: string[], words?: string }} Question
 * @typedef {Record<string, string>} Answers
 */

/** Up to this many choices are buttons; more are a list. */
const MAX_BUTTONS = 6;
/** Fields whose value is a list: their choices are check boxes, any number of them an answer ("Chinese, Pizza"). */
const LIST_FIELDS = new Set(['houseRules', 'cuisines', 'avoidCuisines', 'excludeTransport', 'wishes.interests']);

/** The id-safe form of a field ("wishes.pace" -> "wishes-pace"). @param {string} field */
const slug = (field) => field.replace(/[^A-Za-z0-9_-]/g, '-');

/** @param {Question} q @param {(field: string, value: string) => void} picked */
function choiceButtons(q, picked) {
  const group = h('div', { class: 'choices', role: 'group', 'aria-labelledby': `q-${slug(q.field)}` });
  for (const c of q.choices ?? []) {
    group.append(
      h(
        'button',
        {
          type: 'button',
          class: 'choice secondary',
          'aria-pressed': 'false',
          'data-answer': c,
          onclick: (/** @type {Event} */ e) => press(group, /** @type {HTMLButtonElement} */ (e.currentTarget), q.field, picked),
        },
        c,
      ),
    );
  }
  return group;
}

/** @param {HTMLElement} group @param {HTMLButtonElement} button @param {string} field @param {(field: string, value: string) => void} picked */
function press(group, button, field, picked) {
  for (const b of group.querySelectorAll('button.choice')) b.setAttribute('aria-pressed', String(b === button));
  picked(field, button.dataset.answer ?? '');
}

/** Many choices: a list. Choosing does not send (arrow keys change a closed list's value one step at a time). @param {Question} q */
function choiceList(q) {
  return h(
    'select',
    { id: `a-${slug(q.field)}`, name: q.field, 'aria-describedby': `q-${slug(q.field)} r-${slug(q.field)}` },
    h('option', { value: '' }, 'Choose…'),
    (q.choices ?? []).map((c) => h('option', { value: c }, c)),
  );
}

/** @param {Question} q */
function choiceChecks(q) {
  return h(
    'div',
    { class: 'checks', role: 'group', 'aria-labelledby': `q-${slug(q.field)}`, 'aria-describedby': `r-${slug(q.field)}` },
    (q.choices ?? []).map((c) => h('label', { class: 'check' }, h('input', { type: 'checkbox', name: q.field, value: c }), ` ${c}`)),
  );
}

/** @param {Question} q */
function textBox(q) {
  return h('input', {
    id: `a-${slug(q.field)}`,
    name: q.field,
    type: 'text',
    autocomplete: 'off',
    'aria-describedby': `q-${slug(q.field)} r-${slug(q.field)}`,
  });
}

/** Why the field is asked, without the field's name in front (the row is labelled with it). @param {Question} q */
const withoutField = (q) => (q.reason.startsWith(`${q.field}: `) ? q.reason.slice(q.field.length + 2) : q.reason);

/** One question as a row of the form. @param {Question} q @param {(field: string, value: string) => void} picked */
function questionRow(q, picked) {
  const id = slug(q.field);
  const kind = q.choices === undefined ? 'text' : LIST_FIELDS.has(q.field) ? 'checks' : q.choices.length <= MAX_BUTTONS ? 'buttons' : 'list';
  const control = { text: textBox, checks: choiceChecks, buttons: (/** @type {Question} */ x) => choiceButtons(x, picked), list: choiceList }[kind](q);
  const labelled = kind === 'text' || kind === 'list';
  const label = FIELD_LABELS[q.field] ?? q.field;
  return h(
    'div',
    { class: 'field asking', 'data-field': q.field.split('.')[0], 'data-question': q.field, role: 'group', 'aria-labelledby': `l-${id} q-${id}` },
    labelled ? h('label', { for: `a-${id}`, id: `l-${id}` }, label) : h('span', { class: 'label', id: `l-${id}` }, label),
    h(
      'div',
      { class: 'question' },
      h('p', { class: 'q-text', id: `q-${id}` }, q.question),
      h('p', { class: 'q-reason', id: `r-${id}` }, withoutField(q)),
      control,
    ),
  );
}

/** The answer a question's row holds: the pressed choice, the boxes checked, the chosen item, or the text typed. @param {HTMLElement} row */
function answerIn(row) {
  const pressed = row.querySelector('button.choice[aria-pressed="true"]');
  if (pressed) return /** @type {HTMLButtonElement} */ (pressed).dataset.answer ?? '';
  const boxes = [...row.querySelectorAll('input[type="checkbox"]')];
  if (boxes.length > 0) {
    const checked = boxes.filter((b) => /** @type {HTMLInputElement} */ (b).checked).map((b) => /** @type {HTMLInputElement} */ (b).value);
    return checked.includes('none') ? 'none' : checked.join(', ');
  }
  const input = /** @type {HTMLInputElement | HTMLSelectElement | null} */ (row.querySelector('input, select'));
  return input ? input.value.trim() : '';
}

/** @param {HTMLFormElement} form @returns {Answers} */
function answersIn(form) {
  /** @type {Answers} */
  const answers = {};
  for (const row of /** @type {NodeListOf<HTMLElement>} */ (form.querySelectorAll('.field.asking'))) {
    const value = answerIn(row);
    if (value !== '') answers[row.dataset.question ?? ''] = value;
  }
  return answers;
}

/** The first control of a row: its first choice, list or text box. @param {Element} row */
const firstControl = (row) => /** @type {HTMLElement | null} */ (row.querySelector('button.choice, select, input'));

/**
 * Show `questions` in the "Read as" form; `onAnswer(answers)` is called with what was answered.
 * @param {Question[]} questions @param {(answers: Answers) => void} onAnswer
 */
export function renderQuestions(questions, onAnswer) {
  const form = /** @type {HTMLFormElement} */ (byId('spec-form'));
  const submit = () => {
    const answers = answersIn(form);
    if (Object.keys(answers).length > 0) onAnswer(answers);
    else firstControl(form)?.focus();
  };
  /** A choice was picked: answer at once when every question has an answer, else go to the next open one. */
  const picked = () => {
    const open = [...form.querySelectorAll('.field.asking')].find((row) => answerIn(/** @type {HTMLElement} */ (row)) === '');
    if (open) firstControl(open)?.focus();
    else submit();
  };
  fill(
    form,
    h(
      'p',
      { class: 'ask-intro' },
      questions.length === 1 ? 'One thing is not clear from the request:' : `${questions.length} things are not clear from the request:`,
    ),
    questions.map((q) => questionRow(q, picked)),
    h('button', { type: 'submit', id: 'answer-btn' }, questions.length === 1 ? 'Plan with this answer' : 'Plan with these answers'),
  );
  form.onchange = null;
  form.onsubmit = (event) => {
    event.preventDefault();
    submit();
  };
  firstControl(form)?.focus();
}
