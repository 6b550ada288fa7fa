// @ts-check
/**
 * "Read as": the TripSpec as an editable form. Each field shows the request's words it came from (the
 * translation's provenance), or how it was set. Editing a field (a change, or Enter) hands the edited spec
 * back to re-plan. Start date, end date and days are kept consistent as they are edited.
 */
import { byId, fill, h } from './dom.js';

/**
 * @typedef {{ houseRules: string[], roomTypes: string[], cuisines: string[], transport: string[], paces: string[] }} Choices
 * @typedef {{ fields: Record<string, { words: string[], note?: string }>, ignored: { words: string, rule: string, why: string }[] }} Provenance
 */

/** The label of each field in the form (and of the questions about it). @type {Readonly<Record<string, string>>} */
export const FIELD_LABELS = {
  origin: 'From',
  destination: 'To',
  cityCount: 'Cities',
  cities: 'Cities to visit',
  days: 'Days',
  startDate: 'Start',
  endDate: 'End',
  travellers: 'Travellers',
  budget: 'Budget ($)',
  houseRules: 'Lodging allows',
  roomType: 'Room type',
  cuisines: 'Cuisines wished',
  avoidCuisines: 'Cuisines ruled out',
  excludeTransport: 'No travel by',
  wishes: 'Wishes',
  'wishes.interests': 'Interests',
  'wishes.mealPricePerPerson': 'Meal price',
  'wishes.pace': 'Pace',
};

/** The choices a TripSpec field allows, from the OpenAPI document (the zod schema): one source. @param {any} openapi @returns {Choices} */
export function choicesFrom(openapi) {
  const p = openapi.components.schemas.TripSpecInput.properties;
  return {
    houseRules: p.houseRules.items.enum,
    roomTypes: (p.roomType.anyOf ?? []).flatMap((/** @type {any} */ x) => x.enum ?? []),
    cuisines: p.cuisines.items.enum,
    transport: p.excludeTransport.items.enum,
    paces: p.wishes.properties.pace.enum,
  };
}

/** @param {string} iso @param {number} days */
function addDays(iso, days) {
  const t = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(t) ? '' : new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}

/** @param {string} a @param {string} b */
function daysBetween(a, b) {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * Where a field came from: the request's words, a note, or that it was edited here.
 * @param {Provenance | null} provenance @param {string} field @param {Set<string>} edited
 */
function source(provenance, field, edited) {
  if (edited.has(field)) return h('span', { class: 'source edited', 'data-source': field }, 'edited here');
  const s = provenance?.fields[field];
  if (!s) return h('span', { class: 'source none', 'data-source': field }, provenance ? 'not in the request' : 'from the spec');
  const words = s.words.map((w) => h('q', {}, w));
  return h(
    'span',
    { class: 'source', 'data-source': field },
    ...words.flatMap((q, i) => (i === 0 ? [q] : [' · ', q])),
    s.note ? h('span', { class: 'note' }, words.length > 0 ? ` (${s.note})` : s.note) : null,
  );
}

/** @param {string} field @param {Node} input @param {Provenance | null} provenance @param {Set<string>} edited @param {string} [label] */
function row(field, input, provenance, edited, label = FIELD_LABELS[field] ?? field) {
  return h('div', { class: 'field', 'data-field': field }, h('label', { for: `f-${field}` }, label), input, source(provenance, field, edited));
}

/** @param {string} name @param {readonly string[]} options @param {readonly string[]} selected */
function checks(name, options, selected) {
  return h(
    'div',
    { class: 'checks', id: `f-${name}`, role: 'group' },
    options.map((o) => h('label', { class: 'check' }, h('input', { type: 'checkbox', name, value: o, checked: selected.includes(o) }), ` ${o}`)),
  );
}

/**
 * Draw the form for `spec`; `onEdit(spec, field)` is called with the edited spec after each change.
 * @param {any} spec @param {Provenance | null} provenance @param {Choices} choices @param {Set<string>} edited
 * @param {(spec: any, field: string) => void} onEdit
 */
export function renderSpecForm(spec, provenance, choices, edited, onEdit) {
  const form = /** @type {HTMLFormElement} */ (byId('spec-form'));
  const num = (/** @type {string} */ field, /** @type {number | null} */ value, /** @type {Record<string, number>} */ range) =>
    h('input', { id: `f-${field}`, name: field, type: 'number', value: value ?? '', step: 1, ...range });
  // A select its row's label does not point at (the row's label names another control) carries its own name.
  const select = (
    /** @type {string} */ field,
    /** @type {readonly string[]} */ options,
    /** @type {string} */ value,
    /** @type {string | undefined} */ name = undefined,
  ) =>
    h(
      'select',
      { id: `f-${field}`, name: field, 'aria-label': name },
      options.map((o) => h('option', { value: o, selected: o === value }, o === '' ? '(none)' : o)),
    );
  fill(
    form,
    row('origin', h('input', { id: 'f-origin', name: 'origin', type: 'text', value: spec.origin, required: true }), provenance, edited),
    row(
      'destination',
      h(
        'span',
        { class: 'pair' },
        select('destination.kind', ['city', 'state'], spec.destination.kind, 'To: a city or a state'),
        h('input', { id: 'f-destination', name: 'destination.name', type: 'text', value: spec.destination.name, required: true }),
      ),
      provenance,
      edited,
    ),
    row('cityCount', num('cityCount', spec.cityCount, { min: 1, max: 3 }), provenance, edited),
    row(
      'cities',
      h('input', { id: 'f-cities', name: 'cities', type: 'text', value: (spec.cities ?? []).join(', '), placeholder: 'any (names, separated by commas)' }),
      provenance,
      edited,
    ),
    row('days', num('days', spec.days, { min: 1, max: 30 }), provenance, edited),
    row('startDate', h('input', { id: 'f-startDate', name: 'startDate', type: 'date', value: spec.startDate }), provenance, edited),
    row('endDate', h('input', { id: 'f-endDate', name: 'endDate', type: 'date', value: spec.endDate }), provenance, edited),
    row('travellers', num('travellers', spec.travellers, { min: 1, max: 50 }), provenance, edited),
    row('budget', num('budget', spec.budget, { min: 1 }), provenance, edited),
    row('houseRules', checks('houseRules', choices.houseRules, spec.houseRules), provenance, edited),
    row('roomType', select('roomType', ['', ...choices.roomTypes], spec.roomType ?? ''), provenance, edited),
    row('cuisines', checks('cuisines', choices.cuisines, spec.cuisines), provenance, edited),
    row('avoidCuisines', checks('avoidCuisines', choices.cuisines, spec.avoidCuisines), provenance, edited),
    row('excludeTransport', checks('excludeTransport', choices.transport, spec.excludeTransport), provenance, edited),
    row(
      'wishes',
      select('wishes.pace', ['', ...choices.paces], spec.wishes?.pace ?? '', FIELD_LABELS['wishes.pace']),
      provenance,
      edited,
      FIELD_LABELS['wishes.pace'],
    ),
    h('button', { type: 'submit', class: 'secondary', id: 'replan-btn' }, 'Plan this spec'),
  );
  if (provenance && provenance.ignored.length > 0) {
    form.append(
      h(
        'p',
        { class: 'ignored' },
        'Not requirements: ',
        provenance.ignored.map((i, k) => [k > 0 ? ', ' : '', h('q', { title: i.why }, i.words)]),
      ),
    );
  }
  form.onchange = (event) => {
    const target = /** @type {HTMLInputElement} */ (event.target);
    const name = target.name;
    const value = (/** @type {string} */ n) => /** @type {HTMLInputElement} */ (form.elements.namedItem(n)).value;
    // Keep days, start and end consistent: the end follows the start and the length; the length follows the end.
    if (name === 'startDate' || name === 'days')
      /** @type {HTMLInputElement} */ (form.elements.namedItem('endDate')).value = addDays(value('startDate'), Number(value('days')) - 1);
    if (name === 'endDate') /** @type {HTMLInputElement} */ (form.elements.namedItem('days')).value = String(daysBetween(value('startDate'), value('endDate')));
    const field = name.split('.')[0] === 'wishes' ? 'wishes' : name === 'destination.kind' || name === 'destination.name' ? 'destination' : name;
    onEdit(readSpec(form, spec), field);
  };
  form.onsubmit = (event) => {
    event.preventDefault();
    onEdit(readSpec(form, spec), '');
  };
}

/** The spec the form shows (fields the form has no input for are kept from `base`). @param {HTMLFormElement} form @param {any} base */
function readSpec(form, base) {
  const value = (/** @type {string} */ n) => /** @type {HTMLInputElement} */ (form.elements.namedItem(n)).value.trim();
  const checked = (/** @type {string} */ n) => [...form.querySelectorAll(`input[name="${n}"]:checked`)].map((e) => /** @type {HTMLInputElement} */ (e).value);
  const int = (/** @type {string} */ n) => (value(n) === '' ? NaN : Number(value(n)));
  const pace = value('wishes.pace');
  const { pace: _old, ...otherWishes } = base.wishes ?? {};
  return {
    ...base,
    origin: value('origin'),
    destination: { kind: value('destination.kind'), name: value('destination.name') },
    cityCount: int('cityCount'),
    cities: value('cities')
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== ''),
    days: int('days'),
    startDate: value('startDate'),
    endDate: value('endDate'),
    travellers: int('travellers'),
    budget: value('budget') === '' ? null : Number(value('budget')),
    houseRules: checked('houseRules'),
    roomType: value('roomType') === '' ? null : value('roomType'),
    cuisines: checked('cuisines'),
    avoidCuisines: checked('avoidCuisines'),
    excludeTransport: checked('excludeTransport'),
    wishes: pace === '' ? otherWishes : { ...otherWishes, pace },
  };
}

/** Mark the field a 400 named (a TripSpec path such as "budget" or "destination.name"). @param {string | undefined} field */
export function markField(field) {
  for (const e of document.querySelectorAll('.field.invalid')) e.classList.remove('invalid');
  if (!field) return;
  const top = field.split('.')[0];
  document.querySelector(`.field[data-field="${top}"]`)?.classList.add('invalid');
}
