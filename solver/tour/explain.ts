/**
 * Why a city tour has no plan, and the smallest changes that give it one, each verified by solving the changed tour.
 *
 * The requirements a person can change are the tour's length, each stay's days and each event's window; the
 * flights are facts. The explanation names, in this order, what is found first:
 * 1. arithmetic: the stays, less one day per flight, do not make the tour's days (relaxations: the tour's length
 *    that fits, or one stay changed by the difference);
 * 2. events: a minimal set of event windows that cannot all hold (a deletion filter, each step a solve), with the
 *    nearest move of each window that gives a plan;
 * 3. flights: with no event the cities cannot be chained by direct flights at all; the cities the flights leave
 *    with the fewest ways in or out are named, and each single added flight that would give a plan is listed.
 * Every relaxation listed was solved and its plan checked (solveTour checks every plan it returns). One time limit
 * holds for the whole explanation (default 30 s).
 */
import { Deadline } from '../../src/common/deadline.ts';
import type { TourSpec } from '../../src/tour/spec.ts';
import type { BackendName } from '../backends.ts';
import type { Backend } from '../model.ts';
import { solveTour } from './index.ts';

export interface TourRelaxation {
  /** What changes, as a person says it: "make the tour 22 days", "move the wedding in Porto to day 17-19". */
  readonly change: string;
  /** The changed tour's plan, as an order of cities (verified). */
  readonly order: readonly string[];
}

export interface TourExplanation {
  readonly kind: 'arithmetic' | 'events' | 'flights';
  /** The requirements that cannot all hold, as sentences. */
  readonly conflict: readonly string[];
  /** The flights' hard facts around the conflict: cities with one way in or out, or none. */
  readonly facts: readonly string[];
  /** False when time ran out on some solve: the conflict may then be larger than minimal, and changes may be missing. */
  readonly complete: boolean;
  readonly relaxations: readonly TourRelaxation[];
}

/** The event's window moved by the fewest days (earlier first on a tie) that gives the tour a plan. */
async function nearestMove(
  spec: TourSpec,
  e: TourSpec['events'][number],
  solve: (s: TourSpec) => Promise<readonly string[] | undefined>,
): Promise<{ from: number; to: number; order: readonly string[] } | undefined> {
  for (let shift = 1; shift < spec.totalDays; shift++)
    for (const d of [-shift, shift]) {
      const from = e.from + d;
      const to = e.to + d;
      if (from < 1 || to > spec.totalDays) continue;
      const order = await solve({ ...spec, events: spec.events.map((x) => (x === e ? { ...x, from, to } : x)) });
      if (order) return { from, to, order };
    }
  return undefined;
}

/** Cities of the tour the flights leave with one way in or out, or none, as sentences. */
function flightFacts(spec: TourSpec): string[] {
  const cities = spec.stays.map((s) => s.city);
  const out = (c: string) => [...new Set(spec.flights.filter((f) => f.from === c && cities.includes(f.to)).map((f) => f.to))];
  const into = (c: string) => [...new Set(spec.flights.filter((f) => f.to === c && cities.includes(f.from)).map((f) => f.from))];
  const facts: string[] = [];
  for (const c of cities) {
    const o = out(c);
    const i = into(c);
    if (o.length === 0) facts.push(`no direct flight leaves ${c} for another city of the tour, so it can only be the last`);
    else if (o.length === 1) facts.push(`the only direct flight from ${c} goes to ${o[0]}`);
    if (i.length === 0) facts.push(`no direct flight reaches ${c} from another city of the tour, so it can only be the first`);
    else if (i.length === 1) facts.push(`${c} is reachable only from ${i[0]}`);
  }
  return facts;
}

const dayRange = (from: number, to: number) => (from === to ? `day ${from}` : `day ${from}-${to}`);

export async function explainTour(
  spec: TourSpec,
  options: { backend?: BackendName | Backend; timeLimitMs?: number } = {},
): Promise<TourExplanation | undefined> {
  // One time limit for the whole explanation: a solve that runs out counts as no plan, and the changes not yet
  // tried when it has passed are left out (every change listed was still solved and checked).
  const deadline = Deadline.after(options.timeLimitMs ?? 30_000);
  let ranOut = false;
  const solve = async (s: TourSpec) => {
    if (deadline.passed()) {
      ranOut = true;
      return undefined;
    }
    const o = await solveTour(s, { ...options, timeLimitMs: Math.max(1, deadline.remaining()) });
    if (o.status === 'timeout') ranOut = true;
    return o.status === 'planned' ? o.order : undefined;
  };
  const explanation = await explainWith(spec, solve);
  return explanation && { ...explanation, complete: !ranOut };
}

async function explainWith(
  spec: TourSpec,
  solve: (s: TourSpec) => Promise<readonly string[] | undefined>,
): Promise<Omit<TourExplanation, 'complete'> | undefined> {
  if (await solve(spec)) return undefined;
  const n = spec.stays.length;
  const span = spec.stays.reduce((a, s) => a + s.days, 0) - (n - 1);
  if (span !== spec.totalDays) {
    const diff = spec.totalDays - span;
    const relaxations: TourRelaxation[] = [];
    // The tour's length that fits, unless an event would then fall after its end.
    const longer = spec.events.every((e) => e.to <= span) ? await solve({ ...spec, totalDays: span }) : undefined;
    if (longer) relaxations.push({ change: `make the tour ${span} days`, order: longer });
    for (const s of spec.stays) {
      const days = s.days + diff;
      if (days < 1) continue;
      const order = await solve({ ...spec, stays: spec.stays.map((x) => (x.city === s.city ? { ...x, days } : x)) });
      if (order) relaxations.push({ change: `stay ${days} day${days === 1 ? '' : 's'} in ${s.city} instead of ${s.days}`, order });
    }
    return {
      kind: 'arithmetic',
      conflict: [
        `the stays add up to ${span + n - 1} days, ${span} once the ${n - 1} flight day${n === 2 ? '' : 's'} (each counted in two cities) ` +
          `are counted once, but the tour is ${spec.totalDays} days`,
      ],
      relaxations,
      facts: flightFacts(spec),
    };
  }
  const without = { ...spec, events: [] };
  if (await solve(without)) {
    // A deletion filter over the events: keep an event only if the others are feasible without it.
    let core = [...spec.events];
    for (let i = 0; i < core.length; ) {
      const trial = core.filter((_, k) => k !== i);
      if (!(await solve({ ...spec, events: trial }))) core = trial;
      else i++;
    }
    const relaxations: TourRelaxation[] = [];
    for (const e of core) {
      const moved = await nearestMove(spec, e, solve);
      if (moved)
        relaxations.push({ change: `move the ${e.what} in ${e.city} from ${dayRange(e.from, e.to)} to ${dayRange(moved.from, moved.to)}`, order: moved.order });
    }
    return {
      kind: 'events',
      conflict: core.map((e) => {
        const days = spec.stays.find((s) => s.city === e.city)!.days;
        return `the ${e.what} in ${e.city} on ${dayRange(e.from, e.to)} (a ${days}-day stay there)`;
      }),
      relaxations,
      facts: flightFacts(spec),
    };
  }
  // No chain of direct flights through every city, whatever the days.
  const cities = spec.stays.map((s) => s.city);
  const conflict = flightFacts(spec);
  if (conflict.length === 0) conflict.push('no order of the cities joins each to the next by a direct flight');
  const relaxations: TourRelaxation[] = [];
  for (const a of cities)
    for (const b of cities) {
      if (a === b || spec.flights.some((f) => f.from === a && f.to === b)) continue;
      const order = await solve({ ...spec, flights: [...spec.flights, { from: a, to: b }] });
      if (order) relaxations.push({ change: `a direct flight from ${a} to ${b}`, order });
    }
  return { kind: 'flights', conflict, relaxations, facts: [] };
}
