/**
 * tripsolver's library API: a request in plain English becomes a TripSpec (translate), a plan that passed
 * every check (plan), or an account of why none exists (explain); evaluate scores any plan the way the
 * TravelPlanner benchmark does; loadSandbox / loadReference give the data to plan in.
 */
import { translate, type TranslateOptions } from './translate/index.ts';
import { parseTripSpec, type TripSpec } from './tripspec/index.ts';
import type { Sandbox } from './sandbox/index.ts';
import { planTrip, type PlanOptions, type PlanOutcome } from '../solver/index.ts';
import { explain as explainSpec, type ExplainOptions, type Explanation } from '../solver/explain/index.ts';

export type Request = string | TripSpec;

async function specOf(request: Request, sandbox: Sandbox, translateOptions: Partial<TranslateOptions>): Promise<TripSpec> {
  return typeof request === 'string' ? translate(request, { ...translateOptions, sandbox }) : parseTripSpec(request);
}

/** Plan a request (text or TripSpec) in a sandbox: a verified plan, or infeasible / timeout. */
export async function plan(
  request: Request,
  options: { sandbox: Sandbox; translate?: Partial<TranslateOptions> } & Partial<PlanOptions>,
): Promise<{ spec: TripSpec; outcome: PlanOutcome }> {
  const { sandbox, translate: translateOptions, ...planOptions } = options;
  const spec = await specOf(request, sandbox, translateOptions ?? {});
  return { spec, outcome: await planTrip(spec, sandbox, planOptions) };
}

/** Explain a request: the minimal conflicting requirements and verified relaxations, when no plan exists. */
export async function explain(
  request: Request,
  options: { sandbox: Sandbox; translate?: Partial<TranslateOptions> } & ExplainOptions,
): Promise<{ spec: TripSpec; explanation: Explanation }> {
  const { sandbox, translate: translateOptions, ...explainOptions } = options;
  const spec = await specOf(request, sandbox, translateOptions ?? {});
  return { spec, explanation: await explainSpec(spec, sandbox, explainOptions) };
}

export { translate } from './translate/index.ts';
export type { TranslateOptions, TranslatorKind, Answers } from './translate/index.ts';
export { evaluatePlan as evaluate, scoreSubmission, routeMetrics } from './evaluate/index.ts';
export type { PlanEvaluation, QueryFields, ScoreReport } from './evaluate/index.ts';
export { loadSandbox, loadReference, loadDatabase, defaultDataDir, FIXTURE_DATA_DIR } from './sandbox/index.ts';
export type { Sandbox, Flight, Road, Restaurant, Attraction, Accommodation } from './sandbox/index.ts';
export { parseTripSpec, toTravelPlannerFields, TripSpec as TripSpecSchema } from './tripspec/index.ts';
export type { TripSpec, TripSpecInput, Itinerary, PlanDay, SubmissionRow } from './tripspec/index.ts';
export { CATALOGUE, COMMONSENSE_IDS, HARD_IDS } from './catalogue/index.ts';
export type { ConstraintId, Violation } from './catalogue/index.ts';
export type { PlanOptions, PlanOutcome, SolvedPlan } from '../solver/index.ts';
export type { Explanation, ExplainOptions } from '../solver/explain/index.ts';
// City tours (NATURAL PLAN trip planning): read, solve on any backend, check, answer in the benchmark's format.
export { readTour } from './tour/read.ts';
export type { TourReading, TourProvenance } from './tour/read.ts';
export { TourSpec as TourSpecSchema, planFromOrder } from './tour/spec.ts';
export type { TourSpec, TourSpecInput, TourPlan, TourLeg } from './tour/spec.ts';
export { checkTour } from './tour/verify.ts';
export type { TourViolation } from './tour/verify.ts';
export { benchmarkAnswer, readableTour, scorerStays } from './tour/answer.ts';
export { solveTour } from '../solver/tour/index.ts';
export type { TourOptions, TourOutcome } from '../solver/tour/index.ts';
export { explainTour } from '../solver/tour/explain.ts';
export type { TourExplanation, TourRelaxation } from '../solver/tour/explain.ts';
export { TripsolverError, SpecError, UnclearError, DataError, LlmError } from './common/errors.ts';
export type { Question } from './common/errors.ts';
