/**
 * The deterministic translator: request text -> TripSpec, as READING.md (beside this folder) describes. Two
 * stages: mentions (layout.ts, places.ts, dates.ts, money.ts, counts.ts, wishes.ts with polarity.ts) and
 * interpretation with accounting (interpret.ts). It never guesses: a field it cannot find, or can read two
 * ways, is a SpecError naming the field and quoting the words, and so is a constraint word it cannot place.
 * `readRequest` returns everything it found plus those errors and the provenance of each field (the hybrid
 * translator asks an LLM for just the refused fields); `translateRules` returns the spec or throws the first error.
 */
import type { TripSpec } from '../../tripspec/index.ts';
import { placeIndex, type PlaceNames } from '../places.ts';
import { interpret, type RulesOptions, type RulesOutcome } from './interpret.ts';

export { SPEC_FIELDS } from './interpret.ts';
export type { RulesFields, RulesOptions, RulesOutcome, SpecField } from './interpret.ts';
export { readAs, DISMISS_RULES } from './provenance.ts';
export type { Provenance } from './provenance.ts';

const stateCache = new WeakMap<PlaceNames, readonly string[]>();

export function readRequest(request: string, names: PlaceNames, options: RulesOptions = {}): RulesOutcome {
  let states = stateCache.get(names);
  if (!states) {
    states = names.states();
    stateCache.set(names, states);
  }
  return interpret(request, placeIndex(names), states, options);
}

/** Translate with the rules alone: the spec, or the first SpecError. */
export function translateRules(request: string, names: PlaceNames, options: RulesOptions = {}): TripSpec {
  const outcome = readRequest(request, names, options);
  if (outcome.spec) return outcome.spec;
  throw outcome.errors[0]!;
}
