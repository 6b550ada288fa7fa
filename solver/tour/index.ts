/**
 * solveTour: TourSpec -> the tour's plan, solved as a model (solver/tour/model.ts) on any backend and checked by
 * src/tour/verify.ts before it is returned; or a proof that none exists.
 *
 * Several orders can be valid; the plan returned is the same on every backend. The tie-break: the order that
 * is first when orders are compared place by place by the order in which the request names the cities (at the
 * first place the earliest-named city some valid order puts there, and so on). Valid orders are found one by
 * one (each solve rules out the orders found before) up to ALTERNATIVES_CAP; below the cap every valid order
 * is known and the first is picked directly, at the cap the order is walked place by place with the earlier
 * places fixed. `alternatives` is the number of valid orders found ("at least" at the cap).
 */
import { Deadline } from '../../src/common/deadline.ts';
import { InternalError } from '../../src/common/errors.ts';
import { checkTour } from '../../src/tour/verify.ts';
import { planFromOrder, type TourPlan, type TourSpec } from '../../src/tour/spec.ts';
import { BACKENDS, type BackendName } from '../backends.ts';
import type { Backend } from '../model.ts';
import { buildTourModel, type TourModelOptions } from './model.ts';

/** Valid orders are counted up to this many; beyond it the count reads "at least". */
export const ALTERNATIVES_CAP = 20;

export interface TourOptions {
  readonly backend?: BackendName | Backend;
  /** Time limit for the whole solve (default 10 s). */
  readonly timeLimitMs?: number;
}

export type TourOutcome =
  | {
      readonly status: 'planned';
      readonly plan: TourPlan;
      readonly order: readonly string[];
      /** How many orders are valid (1: this plan is the only one), counted up to ALTERNATIVES_CAP. */
      readonly alternatives: number;
      /** True when there may be more valid orders than `alternatives`. */
      readonly atLeast: boolean;
      readonly backend: BackendName;
    }
  | { readonly status: 'infeasible'; readonly backend: BackendName }
  | { readonly status: 'timeout'; readonly backend: BackendName };

/** Compares two orders place by place by the order in which the request names the cities. */
function tieBreakCompare(spec: TourSpec): (a: readonly string[], b: readonly string[]) => number {
  const rank = new Map(spec.stays.map((s, i) => [s.city, i]));
  return (a, b) => {
    for (let p = 0; p < Math.min(a.length, b.length); p++) {
      const d = rank.get(a[p]!)! - rank.get(b[p]!)!;
      if (d !== 0) return d;
    }
    return a.length - b.length;
  };
}

class Timeout extends Error {}

export async function solveTour(spec: TourSpec, options: TourOptions = {}): Promise<TourOutcome> {
  const backend = typeof options.backend === 'object' ? options.backend : await BACKENDS[options.backend ?? 'auto']();
  const name = backend.name;
  const deadline = Deadline.after(options.timeLimitMs ?? 10_000);
  /** One valid order under the options, or undefined when none exists. */
  const oneOrder = async (o: TourModelOptions): Promise<string[] | undefined> => {
    if (deadline.passed()) throw new Timeout();
    const tm = buildTourModel(spec, o);
    if (tm.impossible) return undefined;
    const r = await backend.solve(tm.model, { timeLimitMs: Math.max(1, deadline.remaining()) });
    if (r.status === 'infeasible') return undefined;
    if (r.status === 'timeout') throw new Timeout();
    return tm.orderOf(r.values);
  };
  try {
    const found: string[][] = [];
    while (found.length < ALTERNATIVES_CAP) {
      const next = await oneOrder({ exclude: found });
      if (!next) break;
      found.push(next);
    }
    if (found.length === 0) return { status: 'infeasible', backend: name };
    const compare = tieBreakCompare(spec);
    const order = found.length < ALTERNATIVES_CAP ? [...found].sort(compare)[0]! : await firstByPlace(spec, oneOrder);
    const plan = planFromOrder(spec, order);
    const violations = checkTour(spec, plan);
    if (violations.length > 0) throw new InternalError(`the ${name} backend's tour fails its check: ${violations.map((v) => v.message).join('; ')}`);
    return { status: 'planned', plan, order, alternatives: found.length, atLeast: found.length >= ALTERNATIVES_CAP, backend: name };
  } catch (e) {
    if (e instanceof Timeout) return { status: 'timeout', backend: name };
    throw e;
  }
}

/** The tie-break's order when there are too many to list: place by place, the earliest-named city that still leaves a valid order. */
async function firstByPlace(spec: TourSpec, oneOrder: (o: TourModelOptions) => Promise<string[] | undefined>): Promise<string[]> {
  const days = new Map(spec.stays.map((s) => [s.city, s.days]));
  const prefix: string[] = [];
  let day = 1;
  while (prefix.length < spec.stays.length) {
    let chosen: string | undefined;
    for (const s of spec.stays) {
      if (prefix.includes(s.city) || day + s.days - 1 > spec.totalDays) continue;
      const last = prefix.at(-1);
      if (last !== undefined && !spec.flights.some((f) => f.from === last && f.to === s.city)) continue;
      if (await oneOrder({ prefix: [...prefix, s.city] })) {
        chosen = s.city;
        break;
      }
    }
    if (chosen === undefined) throw new InternalError('no city continues a prefix of a valid tour');
    prefix.push(chosen);
    day += days.get(chosen)! - 1;
  }
  return prefix;
}
