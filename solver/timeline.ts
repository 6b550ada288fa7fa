/**
 * The solver's days on the clock: src/timeline/days.ts, with stretches of more than EXACT_STOPS sights
 * scheduled by CP-SAT in the OR-Tools worker (solver/route/ortools.ts).
 */
import type { TimelineEntry } from '../src/tripspec/index.ts';
import { buildTimelines as buildDays, type BeyondExact, type DayPlan, type NoFit } from '../src/timeline/days.ts';
import { sharedOrToolsRouter, type OrToolsRouter } from './route/ortools.ts';

export {
  afterCheckin,
  morningAfter,
  scheduleOf,
  stretchFits,
  type DayLeg,
  type DayPlan,
  type NoFit,
  type Stretch,
} from '../src/timeline/days.ts';

/** CP-SAT in the OR-Tools worker, for a stretch of more sights than the exact programme takes. */
export function cpSatBeyondExact(router: OrToolsRouter = sharedOrToolsRouter()): BeyondExact {
  return async (problem) => (await router.scheduleWindows(problem)).schedule;
}

/** The timelines of a trip's days (a stretch that does not fit is an InternalError unless `noFit` says otherwise). */
export function buildTimelines(days: readonly DayPlan[], noFit?: NoFit): Promise<TimelineEntry[][]> {
  return buildDays(days, { beyondExact: cpSatBeyondExact(), ...(noFit ? { noFit } : {}) });
}
