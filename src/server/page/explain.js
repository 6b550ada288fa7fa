// @ts-check
/**
 * No plan: the minimal conflict with its facts, and each verified relaxation as a button that applies its patch (a
 * typed request) or as a list (a bench row's explanation, shown by the Compare view).
 */
import { h, usd } from './dom.js';
import { conflictMap } from './trip-map.js';

/** Facts shown at once; past that, the first few and the rest behind "more". */
const FACTS_SHOWN = 6;

/** @param {any} m a core member */
function member(m) {
  /** @type {string[]} */
  const facts = m.facts;
  const item = (/** @type {string} */ f) => h('li', {}, f);
  const list =
    facts.length <= FACTS_SHOWN
      ? h('ul', { class: 'facts' }, facts.map(item))
      : [
          h('ul', { class: 'facts' }, facts.slice(0, FACTS_SHOWN - 1).map(item)),
          h(
            'details',
            { class: 'more-facts' },
            h('summary', {}, `${facts.length - FACTS_SHOWN + 1} more facts`),
            h('ul', { class: 'facts' }, facts.slice(FACTS_SHOWN - 1).map(item)),
          ),
        ];
  return h('li', { class: 'core-member', 'data-id': m.id }, h('b', {}, m.sentence), facts.length > 0 ? list : null);
}

/** What a relaxation changes and what the plan then costs. @param {any} r */
function relaxationText(r) {
  return [h('span', { class: 'change' }, r.change), h('span', { class: 'then' }, `plan costs ${usd(r.cost)}${r.verified ? ' ✓' : ' (not verified)'}`)];
}

/**
 * @param {any} explanation the object of explain --json
 * @param {(relaxation: any) => void} [apply] applies a relaxation; without it (a bench row's explanation, whose
 *   spec the page does not have) the relaxations are listed, not offered as buttons
 * @param {{ spec: any, geo: import('./trip-map.js').Geo, preview: (relaxation: any) => Promise<any> }} [map] the
 *   request's spec and the map data: the destination's cities on a map, those the conflict names marked, and each
 *   relaxation's route (the plan `preview` gives) drawn over it while the button is hovered or focused
 */
export function renderConflict(explanation, apply, map) {
  const e = explanation;
  const drawn = map ? conflictMap(e, map.spec, map.geo) : null;
  let shown = '';
  /** @param {any} r */
  const show = (r) => {
    if (!map || !drawn) return;
    shown = r.id;
    void map.preview(r).then((plan) => {
      if (shown === r.id) drawn.preview(plan, r.change);
    });
  };
  const hide = () => {
    shown = '';
    drawn?.preview(null);
  };
  const attrs = (/** @type {any} */ r) => ({ class: 'relaxation', 'data-id': r.id, 'data-cost': String(r.cost) });
  const events = (/** @type {any} */ r) => (map ? { onmouseenter: () => show(r), onfocus: () => show(r), onmouseleave: hide, onblur: hide } : {});
  return h(
    'div',
    { class: 'conflict', 'data-status': e.status },
    h('h3', {}, 'No plan exists for this request'),
    h('p', {}, e.core.length === 1 ? 'This requirement cannot be met:' : 'These requirements cannot all hold together (drop any one and the rest can):'),
    h('ul', { class: 'core' }, e.core.map(member)),
    (e.otherCores ?? []).map((/** @type {any[]} */ c, /** @type {number} */ i) => [
      h('p', {}, `An independent conflict (${i + 2}):`),
      h('ul', { class: 'core' }, c.map(member)),
    ]),
    e.minimumBudget !== null ? h('p', { class: 'minimum' }, `Minimum budget for a plan meeting every other requirement: ${usd(e.minimumBudget)}.`) : null,
    drawn ? drawn.figure : null,
    e.relaxations.length > 0
      ? [
          h('h4', {}, 'Smallest changes that give a plan'),
          apply
            ? [
                h('p', { class: 'muted' }, 'Each was re-solved into a plan that passed every check. Click one to apply it and see that plan.'),
                h(
                  'div',
                  { class: 'relaxations' },
                  e.relaxations.map((/** @type {any} */ r) =>
                    h('button', { type: 'button', ...attrs(r), ...events(r), onclick: () => apply(r) }, relaxationText(r)),
                  ),
                ),
              ]
            : [
                h('p', { class: 'muted' }, 'Each was re-solved into a plan that passed every check.'),
                h(
                  'ul',
                  { class: 'relaxations' },
                  e.relaxations.map((/** @type {any} */ r) => h('li', attrs(r), relaxationText(r))),
                ),
              ],
        ]
      : h('p', {}, 'No single change was found that gives a plan.'),
  );
}
