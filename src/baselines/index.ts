/**
 * Pure-LLM planners, the baselines of the TravelPlanner paper (Xie et al. 2024), over the shared client:
 *  - direct:    one call with the reference information and the request (sole-planning);
 *  - cot:       the same, thinking step by step first (zero-shot chain of thought);
 *  - react:     Thought/Action/Observation steps with CostEnquiry and Finish; in database mode also the
 *               benchmark's search tools and a Notebook (see react.ts);
 *  - reflexion: ReAct attempts with self-reflection in between (sole-planning; see reflexion.ts).
 * Every free-text plan goes through extractPlan (src/extract), so all methods are scored by the same
 * evaluator on submission days. A baseline sees only the request text and, in sole-planning mode, the
 * row's reference information; CostEnquiry prices against the same information (or the database).
 *
 * Never throws for a failed or malformed LLM reply: the outcome is "not delivered" (no days) with the
 * reason, which names the stage and the endpoint but never the key.
 */
import { join } from 'node:path';
import { TripsolverError, UsageError } from '../common/errors.ts';
import { extractPlanDetailed } from '../extract/index.ts';
import type { LlmClient, TokenUsage } from '../llm/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import type { PlanDay } from '../tripspec/index.ts';
import { readRequest } from '../translate/index.ts';
import { Meter } from './meter.ts';
import { PAPER_LIMITS, runAttempt, type AgentSetup, type StepLimits } from './react.ts';
import { referenceText } from './reference.ts';
import { runReflexion } from './reflexion.ts';
import { planInOneCall } from './sole.ts';

export { parseStep } from './react.ts';
export { costEnquiry, runSearch } from './tools.ts';

export const BASELINES = ['direct', 'cot', 'react', 'reflexion'] as const;
export type BaselineName = (typeof BASELINES)[number];

/** Baselines that plan only from a row's reference information (the paper's sole-planning mode). */
export const SOLE_PLANNING_ONLY: readonly BaselineName[] = ['direct', 'cot', 'reflexion'];

export const isBaseline = (name: string): name is BaselineName => (BASELINES as readonly string[]).includes(name);

export interface BaselineRequest {
  /** The request text: all a planner may read of a row besides its reference information. */
  readonly query: string;
  /** Sole-planning mode: the row's reference_information (HF text form or JSON form). Absent: database mode. */
  readonly reference?: unknown;
  /** What CostEnquiry prices against and database-mode searches read: the reference information's records, or the database. */
  readonly sandbox: Sandbox;
}

export interface BaselineOptions {
  readonly client: LlmClient;
  /** Folder of the prompt files (default: prompts/). */
  readonly promptDir?: string | undefined;
  readonly limits?: StepLimits | undefined;
  /** Reflexion: attempts at most (default 3), within the one budget of steps. */
  readonly maxAttempts?: number | undefined;
  /** Sampling temperature of the planning calls (default 0). */
  readonly temperature?: number | undefined;
}

export interface BaselineOutcome {
  /** Submission days; empty when not delivered. */
  readonly plan: PlanDay[];
  /** Why nothing was delivered. */
  readonly reason?: string;
  /** The free-text plan the model wrote, when it wrote one. */
  readonly text?: string;
  /** The model wrote a reply, but no plan could be read from it (the extraction failed). */
  readonly unparsable?: boolean;
  /** Tokens over every call, extraction included (zero when the endpoint reports none). */
  readonly usage: TokenUsage;
  /** LLM replies received. */
  readonly calls: number;
}

const DEFAULT_MAX_ATTEMPTS = 3;

/** Plan one request with a baseline: free text, then extraction into submission days. */
export async function runBaseline(name: BaselineName, request: BaselineRequest, options: BaselineOptions): Promise<BaselineOutcome> {
  const sole = request.reference !== undefined;
  if (!sole && SOLE_PLANNING_ONLY.includes(name)) {
    throw new UsageError(`${name} plans from a row's reference information (sole-planning); run it with --mode reference`);
  }
  const meter = new Meter(options.client);
  const temperature = options.temperature ?? 0;
  const limits = options.limits ?? PAPER_LIMITS;
  const given = sole ? referenceText(request.reference) : undefined;
  const done = (fields: { plan?: PlanDay[]; reason?: string; text?: string; unparsable?: boolean }): BaselineOutcome => ({
    plan: fields.plan ?? [],
    ...(fields.reason !== undefined ? { reason: fields.reason } : {}),
    ...(fields.text !== undefined ? { text: fields.text } : {}),
    ...(fields.unparsable === true ? { unparsable: true } : {}),
    usage: meter.usage,
    calls: meter.calls,
  });

  let text: string;
  try {
    const setup: AgentSetup = { meter, sandbox: request.sandbox, referenceText: given, query: request.query, promptDir: options.promptDir, temperature };
    switch (name) {
      case 'direct':
      case 'cot':
        text = await planInOneCall(name, meter, given!, request.query, { promptDir: options.promptDir, temperature });
        break;
      case 'react': {
        const outcome = await runAttempt(setup, limits, [], limits.maxSteps);
        if (outcome.status === 'stopped') return done({ reason: `react: ${outcome.reason} (${outcome.steps} steps)` });
        text = outcome.plan;
        break;
      }
      case 'reflexion': {
        const { outcome, attempts, steps } = await runReflexion(setup, limits, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
        if (outcome.status === 'stopped') {
          return done({
            reason: `reflexion: no plan after ${attempts} attempt${attempts === 1 ? '' : 's'} (${steps} steps); the last ended with ${outcome.reason}`,
          });
        }
        text = outcome.plan;
        break;
      }
    }
  } catch (e) {
    if (e instanceof TripsolverError) return done({ reason: `${name}: planning failed: ${e.message}` });
    throw e;
  }

  try {
    const days = readRequest(request.query, request.sandbox).fields.days;
    const promptFile = options.promptDir !== undefined ? join(options.promptDir, 'extract.md') : undefined;
    const extraction = await extractPlanDetailed(text, { client: options.client, days, promptFile });
    meter.add(extraction.usage, extraction.calls);
    if (extraction.plan.length === 0) return done({ reason: `${name}: the reply holds no day-by-day plan`, text });
    return done({ plan: extraction.plan, text });
  } catch (e) {
    if (e instanceof TripsolverError) return done({ reason: `${name}: extraction failed: ${e.message}`, text, unparsable: true });
    throw e;
  }
}
