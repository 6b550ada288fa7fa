/**
 * Reflexion over the ReAct planner (the paper's sole-planning Reflexion, in our own code): attempts share
 * one budget of steps; when an attempt ends without a plan (three failed actions in a row, mostly cost
 * enquiries that could not be priced, or a repeated action), the model reflects on the failed trajectory
 * without any evaluator, and the next attempt starts afresh with the reflections in its prompt.
 */
import { givenBlock, runAttempt, type AgentSetup, type AttemptOutcome, type StepLimits } from './react.ts';
import { renderPrompt } from './prompts.ts';

export interface ReflexionResult {
  readonly outcome: AttemptOutcome;
  readonly attempts: number;
  readonly reflections: readonly string[];
  /** Steps over all attempts. */
  readonly steps: number;
}

async function reflect(setup: AgentSetup, failed: Extract<AttemptOutcome, { status: 'stopped' }>): Promise<string> {
  const prompt = await renderPrompt(
    'reflexion',
    { failure: `${failed.reason}.`, given: givenBlock(setup.referenceText), query: setup.query, scratchpad: failed.trajectory },
    setup.promptDir,
  );
  const text = await setup.meter.chat([{ role: 'user', content: prompt }], { temperature: setup.temperature });
  return text
    .replace(/^\s*Reflection\s*:\s*/i, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

export async function runReflexion(setup: AgentSetup, limits: StepLimits, maxAttempts: number): Promise<ReflexionResult> {
  const reflections: string[] = [];
  let used = 0;
  let attempts = 0;
  for (;;) {
    attempts++;
    const outcome = await runAttempt(setup, limits, reflections, limits.maxSteps - used);
    used += outcome.steps;
    if (outcome.status === 'finished' || attempts >= maxAttempts || used >= limits.maxSteps) {
      return { outcome, attempts, reflections, steps: used };
    }
    reflections.push(await reflect(setup, outcome));
  }
}
