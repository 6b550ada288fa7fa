/**
 * The JSON answers shared by the CLI's json outputs and the service (src/server): a plan, an explanation, a
 * translation. They live below both front doors so neither imports the other.
 */
import type { PlanOutcome, SolvedPlan } from '../solver/index.ts';
import type { Explanation } from './tripspec/explanation.ts';
import type { TripSpec } from './tripspec/index.ts';
import { toTravelPlannerFields } from './tripspec/index.ts';
import { readAs, type Provenance, type Translation } from './translate/index.ts';
import { proseWarning, type ProseResult } from './verbalize/index.ts';

/** The object of `plan --format json` (and of the service's POST /api/plan when a plan exists). */
export function planJson(spec: TripSpec, plan: SolvedPlan, outcome: PlanOutcome, prose?: ProseResult, provenance?: Provenance): Record<string, unknown> {
  return {
    status: outcome.status,
    spec,
    ...(provenance ? { provenance, readAs: readAs(spec, provenance) } : {}),
    cost: plan.itinerary.cost,
    quality: plan.quality,
    itinerary: plan.itinerary,
    submission: plan.submission,
    stats: outcome.stats,
    elapsedMs: outcome.elapsedMs,
    ...(prose ? { prose: proseJson(prose) } : {}),
  };
}

/** --prose llm in the json output: which text was used and, when it was the template, why. */
function proseJson(prose: ProseResult): Record<string, unknown> {
  const base = { source: prose.source, format: prose.format, text: prose.text, usage: prose.usage };
  if (prose.source === 'llm') return base;
  switch (prose.reason) {
    case 'mismatch':
      return { ...base, reason: prose.reason, warning: proseWarning(prose), mismatches: prose.mismatches, llmText: prose.llmText };
    case 'llm-error':
      return { ...base, reason: prose.reason, warning: proseWarning(prose), error: prose.error };
  }
}

/** The explanation as JSON data: status, core, relaxations (each with the `patch` that applies it), minimumBudget. */
export function explanationJson(e: Explanation): Record<string, unknown> {
  return {
    status: e.status,
    core: e.core.map((m) => ({ id: m.id, sentence: m.sentence, facts: m.facts })),
    ...(e.otherCores && e.otherCores.length > 0
      ? { otherCores: e.otherCores.map((c) => c.map((m) => ({ id: m.id, sentence: m.sentence, facts: m.facts }))) }
      : {}),
    relaxations: e.relaxations.map((r) => ({ id: r.id, change: r.change, cost: r.cost, verified: r.verified, patch: r.patch })),
    minimumBudget: e.minimumBudget,
    ...(e.reason !== undefined ? { reason: e.reason } : {}),
    ...(e.planCost !== undefined ? { planCost: e.planCost } : {}),
    ...(e.notes !== undefined ? { notes: e.notes } : {}),
  };
}

/** The object of `translate --format spec` with provenance (and of POST /api/translate). */
export function translationJson(t: Translation): {
  spec: TripSpec;
  travelplanner: ReturnType<typeof toTravelPlannerFields>;
  provenance: Translation['provenance'];
  readAs: string;
  translator: string;
} {
  return {
    spec: t.spec,
    travelplanner: toTravelPlannerFields(t.spec),
    provenance: t.provenance,
    readAs: readAs(t.spec, t.provenance),
    translator: t.translator,
  };
}
