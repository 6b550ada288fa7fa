/**
 * The ReAct agent of the TravelPlanner paper (Xie et al. 2024), in our own words and code: at each step the
 * model sees the instructions, the given information, the request and the trajectory so far, and replies
 * with a Thought and one Action; the environment answers with an Observation.
 *
 *  - Reference (sole-planning) mode: the given information is the row's reference_information; the actions
 *    are CostEnquiry (one day priced by the evaluator's cost model) and Finish.
 *  - Database mode: the given information is a Notebook the agent fills; the actions are the benchmark's
 *    searches (FlightSearch, GoogleDistanceMatrix, AccommodationSearch, RestaurantSearch, AttractionSearch,
 *    CitySearch), NotebookWrite, CostEnquiry and Finish. As in the paper, only the latest search result is
 *    shown in full; older ones are masked (what was written to the Notebook stays visible there).
 *
 * Limits as in the paper: at most 30 steps; three failed actions in a row, or the same action three times in
 * a row, end the attempt without a plan. One model call per step (the paper made two, Thought then Action,
 * with stop sequences); a reply's made-up "Observation" is cut off.
 */
import type { Sandbox } from '../sandbox/index.ts';
import type { Meter } from './meter.ts';
import { renderPrompt } from './prompts.ts';
import { costEnquiry, isSearchAction, runSearch, type ToolResult } from './tools.ts';

export interface StepLimits {
  /** Steps (model calls) per attempt; for Reflexion, over all attempts together. */
  readonly maxSteps: number;
  /** Failed actions in a row that end an attempt. */
  readonly maxFailures: number;
  /** The same action this many times in a row ends an attempt. */
  readonly maxRepeats: number;
}

export const PAPER_LIMITS: StepLimits = { maxSteps: 30, maxFailures: 3, maxRepeats: 3 };

export interface AgentSetup {
  readonly meter: Meter;
  /** What CostEnquiry prices against (and what database-mode searches read). */
  readonly sandbox: Sandbox;
  /** Reference mode: the reference information text. Absent: database mode. */
  readonly referenceText?: string | undefined;
  readonly query: string;
  readonly promptDir?: string | undefined;
  readonly temperature: number;
}

export type AttemptOutcome =
  | { readonly status: 'finished'; readonly plan: string; readonly steps: number; readonly trajectory: string }
  | { readonly status: 'stopped'; readonly reason: string; readonly steps: number; readonly trajectory: string };

export type ParsedStep =
  | { readonly ok: true; readonly thought: string; readonly action: string; readonly name: string; readonly arg: string }
  | { readonly ok: false; readonly thought: string; readonly action: string; readonly problem: string };

const oneLine = (s: string): string => s.replace(/\s*\n\s*/g, ' ').trim();
const short = (s: string, n = 120): string => {
  const line = oneLine(s);
  return line.length > n ? `${line.slice(0, n - 3)}...` : line;
};

/** A step reply: the Thought (whatever precedes the Action line) and the action Name[argument]. */
export function parseStep(reply: string): ParsedStep {
  let text = reply.replace(/\r\n?/g, '\n');
  const observation = text.search(/\n[ \t]*Observation\b/i);
  if (observation >= 0) text = text.slice(0, observation);
  const line = /(^|\n)[ \t]*Action(?:[ \t]*\d+)?[ \t]*:[ \t]*/i.exec(text);
  const thoughtOf = (s: string) => oneLine(s.replace(/^\s*Thought(?:[ \t]*\d+)?[ \t]*:/i, ''));
  if (!line)
    return {
      ok: false,
      thought: thoughtOf(text),
      action: '',
      problem: 'Invalid action: the reply has no "Action:" line. Reply with a Thought line and an Action line, Name[argument].',
    };
  const thought = thoughtOf(text.slice(0, line.index));
  const action = text.slice(line.index + line[0].length).trim();
  const m = /^([A-Za-z]+)[ \t]*\[([\s\S]*)\][ \t]*\.?$/.exec(action);
  if (!m) return { ok: false, thought, action, problem: `Invalid action: "${short(action, 80)}" is not written Name[argument].` };
  return { ok: true, thought, action, name: m[1]!, arg: m[2]!.trim() };
}

interface StepRecord {
  readonly n: number;
  readonly thought: string;
  readonly action: string;
  readonly observation: string;
  /** A search result: masked once a later step exists (database mode). */
  readonly search: boolean;
}

const MASKED = 'Masked to save space; what you wrote with NotebookWrite is in the Notebook.';

function renderTrajectory(steps: readonly StepRecord[]): string {
  const last = steps.length - 1;
  return steps
    .map((s, i) => `Thought ${s.n}: ${s.thought}\nAction ${s.n}: ${s.action}\nObservation ${s.n}: ${s.search && i !== last ? MASKED : s.observation}`)
    .join('\n');
}

interface Note {
  readonly description: string;
  readonly data: string;
}

/** The "given information" block: the reference information, or the agent's Notebook. */
export function givenBlock(referenceText: string | undefined, notebook: readonly Note[] = []): string {
  if (referenceText !== undefined) return `Given information:\n${referenceText}`;
  if (notebook.length === 0) return 'Notebook:\n(empty; search, then store what you need with NotebookWrite)';
  return `Notebook:\n${notebook.map((n, i) => `[${i + 1}] ${n.description}\n${n.data}`).join('\n\n')}`;
}

function reflectionsBlock(reflections: readonly string[]): string {
  if (reflections.length === 0) return '';
  return (
    '\nYou have tried to plan this trip before and failed. ' +
    'These reflections say how to avoid failing the same way; use them to plan better.\n' +
    `Reflections:\n${reflections.map((r) => `- ${oneLine(r)}`).join('\n')}\n`
  );
}

const VALID_REFERENCE = 'Valid actions: CostEnquiry[sub plan], Finish[final plan].';
const VALID_DATABASE =
  'Valid actions: FlightSearch[Departure City, Destination City, Date], GoogleDistanceMatrix[Origin, Destination, Mode], ' +
  'AccommodationSearch[City], RestaurantSearch[City], AttractionSearch[City], CitySearch[State], ' +
  'NotebookWrite[short description], CostEnquiry[sub plan], Finish[final plan].';

/**
 * One attempt: steps until Finish, or until the limits end it. `stepBudget` is the number of steps this
 * attempt may take (all of maxSteps for ReAct; what is left for a later Reflexion attempt).
 */
export async function runAttempt(setup: AgentSetup, limits: StepLimits, reflections: readonly string[], stepBudget: number): Promise<AttemptOutcome> {
  const database = setup.referenceText === undefined;
  const [format, actions] = await Promise.all([
    renderPrompt('plan-format', {}, setup.promptDir),
    renderPrompt(database ? 'react-actions-database' : 'react-actions-reference', {}, setup.promptDir),
  ]);
  const steps: StepRecord[] = [];
  const notebook: Note[] = [];
  let pending: string | undefined;
  let failures = 0;
  let lastAction = '';
  let repeats = 0;
  const stopped = (reason: string): AttemptOutcome => ({ status: 'stopped', reason, steps: steps.length, trajectory: renderTrajectory(steps) });

  for (let n = 1; n <= stepBudget; n++) {
    const prompt = await renderPrompt(
      'react',
      {
        actions,
        maxSteps: String(limits.maxSteps),
        format,
        given: givenBlock(setup.referenceText, notebook),
        reflections: reflectionsBlock(reflections),
        query: setup.query,
        scratchpad: renderTrajectory(steps),
      },
      setup.promptDir,
    );
    const reply = await setup.meter.chat([{ role: 'user', content: prompt }], { temperature: setup.temperature });
    const step = parseStep(reply);
    let result: ToolResult;
    let finish: string | undefined;
    if (!step.ok) {
      result = { ok: false, observation: step.problem };
    } else {
      const key = `${step.name}[${step.arg}]`;
      repeats = key === lastAction ? repeats + 1 : 1;
      lastAction = key;
      if (repeats >= limits.maxRepeats) {
        steps.push({ n, thought: step.thought, action: step.action, observation: 'Stopped: the same action again.', search: false });
        return stopped(`the same action ${limits.maxRepeats} times in a row: ${short(key)}`);
      }
      if (step.name === 'Finish') {
        if (step.arg === '') result = { ok: false, observation: 'Finish needs the complete final plan as its argument.' };
        else {
          finish = step.arg;
          result = { ok: true, observation: 'The plan is finished.' };
        }
      } else if (step.name === 'CostEnquiry') {
        result = costEnquiry(setup.sandbox, step.arg);
      } else if (database && step.name === 'NotebookWrite') {
        if (pending === undefined) result = { ok: false, observation: 'There is no new search result to write; search first.' };
        else {
          const description = step.arg === '' ? `Search result ${notebook.length + 1}` : step.arg;
          notebook.push({ description, data: pending });
          pending = undefined;
          result = { ok: true, observation: `The data is written in the Notebook as [${notebook.length}] ${description}.` };
        }
      } else if (database && isSearchAction(step.name)) {
        result = runSearch(setup.sandbox, step.name, step.arg);
        if (result.ok && result.data !== undefined) pending = result.data;
      } else if (!database && (isSearchAction(step.name) || step.name === 'NotebookWrite')) {
        result = { ok: false, observation: `${step.name} is not available: plan with the given information. ${VALID_REFERENCE}` };
      } else {
        result = { ok: false, observation: `${step.name} is not a valid action. ${database ? VALID_DATABASE : VALID_REFERENCE}` };
      }
    }
    const search = step.ok && database && isSearchAction(step.name) && result.ok;
    steps.push({ n, thought: step.thought, action: step.action, observation: result.observation, search });
    if (finish !== undefined) return { status: 'finished', plan: finish, steps: steps.length, trajectory: renderTrajectory(steps) };
    failures = result.ok ? 0 : failures + 1;
    if (failures >= limits.maxFailures) return stopped(`${limits.maxFailures} failed actions in a row (last: ${short(result.observation, 240)})`);
  }
  return stopped('no Finish within the step limit');
}
