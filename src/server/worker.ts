/**
 * A solver worker thread: loads the sandbox once when it starts (and warms the default backend), then
 * translates, plans, explains and scores for the event loop (translation too: an odd request can take the
 * rules a good fraction of a second, which must not stall the event loop). Every answer is a status and the JSON text of the body,
 * made here so that the event loop only copies a string. Errors become the service's error bodies here too:
 * nothing but a status and a message crosses back (never a stack trace).
 */
import { monotonic } from '../common/deadline.ts';
import { workerData } from 'node:worker_threads';
import { InternalError, TimeoutError } from '../common/errors.ts';
import { perPlanRecord, scoreSubmission } from '../evaluate/index.ts';
import { loadSandbox } from '../sandbox/index.ts';
import { parseTripSpec, type TripSpec } from '../tripspec/index.ts';
import { readAs, translateDetailed, type Answers, type Provenance, type TranslatorKind } from '../translate/index.ts';
import { explanationJson, planJson, translationJson } from '../answers.ts';
import { BACKENDS, planTrip } from '../../solver/index.ts';
import { explain, type Explanation } from '../../solver/explain/index.ts';
import { makeAttractionPlanner } from '../../solver/route/index.ts';
import type { AttractionPlanner } from '../../solver/itinerary.ts';
import { HTTP_STATUS } from '../outcome/index.ts';
import { SpecError } from '../common/errors.ts';
import { benchmarkAnswer, readableTour } from '../tour/answer.ts';
import { readTour } from '../tour/read.ts';
import { TourSpec } from '../tour/spec.ts';
import { explainTour } from '../../solver/tour/explain.ts';
import { solveTour } from '../../solver/tour/index.ts';
import { answerFor, HttpError, pathRedactor, type HttpAnswer } from './errors.ts';
import {
  dataNames,
  type EvalTask,
  type ExplainTask,
  type PlanTask,
  type Source,
  type Task,
  type TourTask,
  type TranslateTask,
  type WarmupTask,
  type WorkerInit,
} from './tasks.ts';

const { dataDir, env } = workerData as WorkerInit;
const sandbox = loadSandbox(dataDir);
const names = dataNames(dataDir);
const redact = pathRedactor(names.name, names.paths);
await BACKENDS.mip();

const planners = new Map<string, AttractionPlanner>();
const plannerFor = (route: PlanTask['route']): AttractionPlanner => {
  let p = planners.get(route);
  if (!p) planners.set(route, (p = makeAttractionPlanner({ route })));
  return p;
};

const ok = (value: unknown, cacheable = false): HttpAnswer => ({ status: 200, body: JSON.stringify(value), cacheable });

/** The year of dates written without one: the body's, else $TRIPSOLVER_YEAR of the server, else none. */
function defaultYear(year: number | undefined): number | undefined {
  if (year !== undefined) return year;
  const fromEnv = Number(env.TRIPSOLVER_YEAR);
  return env.TRIPSOLVER_YEAR !== undefined && Number.isInteger(fromEnv) ? fromEnv : undefined;
}

/** A request in words as a TripSpec; a field it cannot settle is an UnclearError (answered 422 with the questions). */
async function translation(request: string, translator: TranslatorKind | undefined, year: number | undefined, answers: Answers | undefined) {
  return translateDetailed(request, { sandbox, translator, env, defaultYear: defaultYear(year), answers });
}

/** The spec of a request (translated, with the words of each field) or of a TripSpec (validated). */
async function specOf(source: Source): Promise<{ spec: TripSpec; provenance?: Provenance; deterministic: boolean }> {
  if ('spec' in source) return { spec: parseTripSpec(source.spec), deterministic: true };
  const t = await translation(source.request, source.translator, source.year, source.answers);
  // Only the rules read the same words the same way every time; an LLM may not.
  return { spec: t.spec, provenance: t.provenance, deterministic: t.translator === 'rules' };
}

async function translate(task: TranslateTask): Promise<HttpAnswer> {
  const t = await translation(task.request, task.translator, task.year, task.answers);
  return ok(translationJson(t), t.translator === 'rules');
}

/** Milliseconds left before the deadline; a TimeoutError (504) when none are. */
function remaining(task: Task, what: string): number {
  const left = task.deadline - monotonic.now();
  if (left <= 0) throw new TimeoutError(what, task.limitMs);
  return left;
}

/** An explanation as an answer: 200 when it is one, 400 when the data cannot answer, 504 when time ran out. */
function explanationAnswer(e: Explanation, task: Task, wrap: (json: Record<string, unknown>) => unknown): HttpAnswer {
  switch (e.status) {
    case 'infeasible':
    case 'feasible':
      return ok(wrap(explanationJson(e)), true);
    case 'no-data':
      throw new HttpError(HTTP_STATUS['no-data'], 'no-data', e.reason ?? 'the data cannot answer this request');
    case 'timeout':
      throw new TimeoutError('the explanation', task.limitMs);
  }
}

async function plan(task: PlanTask): Promise<HttpAnswer> {
  const { spec, provenance, deterministic } = await specOf(task.source);
  const what = `the solver (${task.backend}), before finding a plan or proving none exists,`;
  const timeLimitMs = Math.min(task.searchMs, remaining(task, what));
  const outcome = await planTrip(spec, sandbox, { backend: task.backend, timeLimitMs, attractionPlanner: plannerFor(task.route) });
  switch (outcome.status) {
    case 'optimal':
    case 'feasible':
      // Only a proven-best plan is the same on every run; a plan found when time ran out may differ.
      return ok(planJson(spec, outcome.plan, outcome, undefined, provenance), deterministic && outcome.status === 'optimal');
    case 'timeout':
      throw new TimeoutError(what, task.limitMs);
    case 'infeasible': {
      const explanation = await explain(spec, sandbox, { backend: task.backend, timeLimitMs: remaining(task, 'the explanation') });
      const words = provenance ? { provenance, readAs: readAs(spec, provenance) } : {};
      if (explanation.status === 'feasible') throw new InternalError('the search proved no plan exists, but the explanation found one');
      const answer = explanationAnswer(explanation, task, (json) => ({ status: 'infeasible', spec, ...words, explanation: json }));
      return { ...answer, cacheable: deterministic && answer.cacheable === true };
    }
  }
}

async function explainTask(task: ExplainTask): Promise<HttpAnswer> {
  const { spec, deterministic } = await specOf(task.source);
  const explanation = await explain(spec, sandbox, { backend: task.backend, timeLimitMs: remaining(task, 'the explanation') });
  const answer = explanationAnswer(explanation, task, (json) => json);
  return { ...answer, cacheable: deterministic && answer.cacheable === true };
}

function evaluate(task: EvalTask): HttpAnswer {
  remaining(task, 'scoring');
  const report = scoreSubmission(task.queries, task.plans, sandbox);
  return ok({ rates: report.rates, counts: report.counts, perPlan: report.evaluations.map((e, i) => perPlanRecord(task.idx[i] ?? i + 1, e)) });
}

/** A city tour: read (or validated), solved, checked; the answer in the benchmark's format, or why there is none. */
async function tour(task: TourTask): Promise<HttpAnswer> {
  let spec: TourSpec;
  if ('spec' in task.source) {
    const parsed = TourSpec.safeParse(task.source.spec);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new SpecError(['spec', ...issue.path.map(String)].join('.'), issue.message);
    }
    spec = parsed.data;
  } else spec = readTour(task.source.request).spec;
  const what = `the solver (${task.backend}), before finding a tour or proving none exists,`;
  const o = await solveTour(spec, { backend: task.backend, timeLimitMs: remaining(task, what) });
  switch (o.status) {
    case 'planned':
      return ok(
        {
          status: 'planned',
          spec,
          order: o.order,
          plan: o.plan,
          alternatives: o.alternatives,
          atLeast: o.atLeast,
          answer: benchmarkAnswer(spec, o.plan),
          text: readableTour(spec, o.plan),
        },
        true,
      );
    case 'timeout':
      throw new TimeoutError(what, task.limitMs);
    case 'infeasible': {
      const explanation = await explainTour(spec, { backend: task.backend, timeLimitMs: remaining(task, 'the explanation') });
      return ok({ status: 'infeasible', spec, explanation }, true);
    }
  }
}

/** Hold this worker until every worker holds a warm-up task (or the deadline passes). */
function warmup(task: WarmupTask): HttpAnswer {
  Atomics.add(task.arrived, 0, 1);
  Atomics.notify(task.arrived, 0);
  for (let n = Atomics.load(task.arrived, 0); n < task.workers && monotonic.now() < task.deadline; n = Atomics.load(task.arrived, 0)) {
    Atomics.wait(task.arrived, 0, n, Math.max(1, task.deadline - monotonic.now()));
  }
  return ok({ ready: true });
}

export default async function handle(task: Task): Promise<HttpAnswer> {
  try {
    switch (task.kind) {
      case 'warmup':
        return warmup(task);
      case 'translate':
        return await translate(task);
      case 'plan':
        return await plan(task);
      case 'explain':
        return await explainTask(task);
      case 'eval':
        return evaluate(task);
      case 'tour':
        return await tour(task);
    }
  } catch (e) {
    return answerFor(e, (m) => console.error(m), redact);
  }
}
