/**
 * planTrip: TripSpec + Sandbox -> the best plan that passes every check, or a proof that none exists.
 * Outcomes are a union, handled with an exhaustive switch; infeasible is an answer, not an error.
 */
import { Deadline, elapsedSince, monotonic, type Clock } from '../src/common/deadline.ts';
import { SpecError } from '../src/common/errors.ts';
import type { Itinerary, PlanDay, TripSpec } from '../src/tripspec/index.ts';
import { toTravelPlannerFields, tripDates } from '../src/tripspec/index.ts';
import type { Sandbox } from '../src/sandbox/index.ts';
import { submissionPlan } from '../src/tripspec/submission.ts';
import { compactAttractionPlanner } from './attractions.ts';
import { buildItinerary, type AttractionPlanner } from './itinerary.ts';
import { BACKENDS, type BackendName } from './backends.ts';
import { search, type SearchStats } from './search.ts';
import type { ObjectiveMode, Selection } from './selection.ts';
import type { SolveThreads } from './threads.ts';
import { makeContext } from './skeleton-context.ts';
import { evaluatorVerifier, type VerificationFailure, type Verifier } from './verify.ts';
import { describeViolation } from '../src/catalogue/index.ts';
import { planTotalCost, rationalityViolations } from '../src/evaluate/index.ts';
import { WEIGHTS } from './candidates.ts';

export { BACKENDS, type BackendName };

export interface PlanOptions {
  readonly backend?: BackendName;
  /** Time limit for the whole search (default 10 s). */
  readonly timeLimitMs?: number;
  /** Maximise quality within the budget (default), or find the cheapest plan. */
  readonly objective?: ObjectiveMode;
  /** Override the budget (null: none), e.g. to find the minimum budget. */
  readonly budget?: number | null;
  readonly attractionPlanner?: AttractionPlanner;
  /** Checks every plan before it is returned (default: the shared evaluator, see verify.ts). */
  readonly verify?: Verifier;
  /** The clock the time limit is read on (default: the monotonic clock of src/common/deadline.ts); tests inject one. */
  readonly clock?: Clock;
  /** Solve the models on these threads (solver/threads.ts) instead of on the caller's thread. */
  readonly threads?: SolveThreads;
}

export interface SolvedPlan {
  readonly itinerary: Itinerary;
  readonly submission: PlanDay[];
  readonly quality: number;
  readonly cost: number;
}

export type PlanOutcome =
  | { readonly status: 'optimal'; readonly plan: SolvedPlan; readonly stats: SearchStats; readonly elapsedMs: number }
  /** Time ran out after a verified plan was found but before it was proven best. */
  | { readonly status: 'feasible'; readonly plan: SolvedPlan; readonly stats: SearchStats; readonly elapsedMs: number }
  | { readonly status: 'infeasible'; readonly stats: SearchStats; readonly elapsedMs: number }
  | { readonly status: 'timeout'; readonly stats: SearchStats; readonly elapsedMs: number };

class PlanVerificationError extends Error {
  constructor(readonly failures: readonly VerificationFailure[]) {
    super(`a solved plan failed ${failures.map((f) => `${f.id} (${f.message})`).join('; ')}`);
  }
}

/** Checks that the spec can be answered from this sandbox at all; throws SpecError naming the field. */
export function checkSpecAgainstSandbox(spec: TripSpec, sandbox: Sandbox): void {
  if (!sandbox.hasCity(spec.origin)) throw new SpecError('origin', `is not a city of the sandbox (${sandbox.source})`, spec.origin);
  const dest = spec.destination;
  if (dest.kind === 'city' && !sandbox.hasCity(dest.name))
    throw new SpecError('destination.name', `is not a city of the sandbox (${sandbox.source})`, dest.name);
  if (dest.kind === 'state' && !sandbox.isState(dest.name))
    throw new SpecError('destination.name', `is not a state of the sandbox (${sandbox.source})`, dest.name);
  if (dest.kind === 'city' && dest.name === spec.origin) throw new SpecError('destination.name', 'is the same city as the origin', dest.name);
  const flightDates = sandbox.flightDates();
  if (flightDates.length > 0) {
    const first = flightDates[0]!;
    const last = flightDates[flightDates.length - 1]!;
    const dates = tripDates(spec);
    if (dates.every((d) => d < first || d > last)) {
      throw new SpecError(
        'startDate',
        `the sandbox has travel data from ${first} to ${last} only, not for ${dates[0]} to ${dates[dates.length - 1]}`,
        spec.startDate,
      );
    }
  }
}

/** A plan that costs the budget to the cent but that the scorer totals a hair above it (see overByRounding). */
const ROUNDED_OVER = Symbol('rounded over the budget');

/**
 * The scorer adds prices in floating point, day by day, so with prices in cents a plan costing exactly the budget
 * may total a hair above it and fail valid_cost. The model's budget row is exact (whole cents) and cannot see this.
 */
function overByRounding(spec: TripSpec, submission: PlanDay[], sandbox: Sandbox): boolean {
  if (spec.budget === null) return false;
  const total = planTotalCost(toTravelPlannerFields(spec), submission, sandbox).total;
  return total > spec.budget && Math.round(total * 100) <= Math.round(spec.budget * 100);
}

async function solved(ctx: ReturnType<typeof makeContext>, selection: Selection, options: PlanOptions): Promise<SolvedPlan | typeof ROUNDED_OVER> {
  const itinerary = await buildItinerary(ctx, selection, options.attractionPlanner ?? compactAttractionPlanner());
  const submission = submissionPlan(itinerary);
  if (overByRounding(ctx.spec, submission, ctx.sandbox)) return ROUNDED_OVER;
  const verify = options.verify ?? evaluatorVerifier(() => itinerary.cost.total);
  const failures = [...verify(ctx.spec, submission, ctx.sandbox)];
  if (Math.abs(itinerary.cost.total - selection.cost) > 1e-6) {
    failures.push({ id: 'budget.total', message: `the itinerary costs ${itinerary.cost.total} but the model priced ${selection.cost}` });
  }
  // The days on the clock are checked too, beside the benchmark's checks (src/evaluate/rationality.ts).
  for (const v of rationalityViolations(itinerary, ctx.spec.wishes.mealPricePerPerson)) failures.push({ id: v.id, message: describeViolation(v) });
  if (failures.length > 0) throw new PlanVerificationError(failures);
  // The model counted the first visits of a stay as matching the interests; opening hours may let fewer match.
  const interests = ctx.spec.wishes.interests ?? [];
  const matched = itinerary.days.reduce(
    (n, d) => n + d.attractions.filter((a) => a.categories.some((c) => (interests as readonly string[]).includes(c))).length,
    0,
  );
  const promised = selection.interestCounts.reduce((s, c) => s + c, 0);
  const quality = selection.quality - WEIGHTS.interest * Math.max(0, promised - matched);
  return { itinerary, submission, quality, cost: selection.cost };
}

export async function planTrip(request: TripSpec, sandbox: Sandbox, options: PlanOptions): Promise<PlanOutcome> {
  const clock = options.clock ?? monotonic;
  const started = clock.now();
  checkSpecAgainstSandbox(request, sandbox);
  // A budget given in the options replaces the request's, for the search and for verification alike.
  const spec = options.budget === undefined ? request : { ...request, budget: options.budget };
  const ctx = makeContext(spec, sandbox);
  const backend = options.threads ? options.threads.backend(options.backend ?? 'auto') : await BACKENDS[options.backend ?? 'auto']();
  const outcome = await search(ctx, {
    backend,
    budget: spec.budget,
    objective: options.objective ?? 'quality',
    deadline: new Deadline(started + (options.timeLimitMs ?? 10_000), clock),
  });
  const elapsedMs = () => elapsedSince(started, clock);
  /** The best plan a cent under the budget: what is left when the best plan at the budget is over it in the scorer's sum. */
  const centCheaper = async (): Promise<PlanOutcome> => {
    const limit = started + (options.timeLimitMs ?? 10_000) - clock.now();
    const retry = await planTrip(request, sandbox, { ...options, clock, budget: (Math.round(spec.budget! * 100) - 1) / 100, timeLimitMs: Math.max(0, limit) });
    return { ...retry, elapsedMs: elapsedMs() };
  };
  switch (outcome.status) {
    case 'optimal': {
      const plan = await solved(ctx, outcome.selection, options);
      return plan === ROUNDED_OVER ? centCheaper() : { status: 'optimal', plan, stats: outcome.stats, elapsedMs: elapsedMs() };
    }
    case 'infeasible':
      return { status: 'infeasible', stats: outcome.stats, elapsedMs: elapsedMs() };
    case 'timeout': {
      if (!outcome.best) return { status: 'timeout', stats: outcome.stats, elapsedMs: elapsedMs() };
      const plan = await solved(ctx, outcome.best, options);
      return plan === ROUNDED_OVER ? centCheaper() : { status: 'feasible', plan, stats: outcome.stats, elapsedMs: elapsedMs() };
    }
  }
}
