/**
 * The command table: each command's usage, flags and module (loaded only when used). main.ts reads it; no
 * command module imports main.ts back.
 */
import { BACKEND_NAMES } from '../../solver/model.ts';
import { ROUTE_METHODS } from '../../solver/route/methods.ts';
import { UsageError } from '../common/errors.ts';
import type { CommandArgs } from './common.ts';

/** --benchmark is travelplanner (or absent) here: anything else is named as bad input. */
function benchmarkIsTravelPlanner(a: CommandArgs): CommandArgs {
  const b = a.values.benchmark;
  if (b !== undefined && b !== 'travelplanner') throw new UsageError(`--benchmark: expected travelplanner or natural-plan, found "${String(b)}"`);
  return a;
}

interface Flag {
  readonly name: string;
  readonly type: 'string' | 'boolean';
  readonly value?: string;
  readonly help: string;
  readonly multiple?: boolean;
}

export interface Command {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  readonly flags: readonly Flag[];
  readonly run: (args: CommandArgs) => Promise<number>;
}

const DATA: Flag = {
  name: 'data',
  type: 'string',
  value: 'DIR',
  help: 'TravelPlanner database folder (default: $TRIPSOLVER_DATA, else the bundled fixture sandbox)',
};
const REF_INFO: Flag = {
  name: 'ref-info',
  type: 'string',
  value: 'FILE',
  help: 'sole-planning mode: plan only from this reference_information (JSON or the HF text form)',
};
const TRANSLATOR: Flag = {
  name: 'translator',
  type: 'string',
  value: 'rules|llm|hybrid',
  help: 'how the request becomes a TripSpec (default: $TRIPSOLVER_TRANSLATOR, else rules; only llm and hybrid use the network)',
};
const BENCHMARK: Flag = {
  name: 'benchmark',
  type: 'string',
  value: 'travelplanner|natural-plan',
  help:
    "which benchmark's rows: TravelPlanner trips (the default) or NATURAL PLAN trip planning " +
    '(city tours; rows {"id", "input"} or the benchmark\'s JSON keyed by id)',
};
const BACKEND: Flag = {
  name: 'backend',
  type: 'string',
  value: BACKEND_NAMES.join('|'),
  help:
    'solver backend: auto (the default: javascript-lp-solver on small models, HiGHS on what it does not settle in 1 s), ' +
    'HiGHS (mip), Z3 (z3) or javascript-lp-solver (lp)',
};
const YEAR: Flag = {
  name: 'year',
  type: 'string',
  value: 'YYYY',
  help: 'year of dates written without one (default: $TRIPSOLVER_YEAR; else such dates are refused)',
};
const TIMEOUT: Flag = {
  name: 'timeout',
  type: 'string',
  value: 'MS',
  help: 'time limit for the whole solve in milliseconds, an explanation included when no plan exists (default: 10000 to plan, then 30000 to explain)',
};
const ANSWER: Flag = {
  name: 'answer',
  type: 'string',
  value: 'FIELD=VALUE',
  help: 'answer a question the request raises, up front (for scripts): --answer origin=Brasswick --answer travellers=2; repeatable',
  multiple: true,
};
const NO_INPUT: Flag = {
  name: 'no-input',
  type: 'boolean',
  help: 'never ask on the terminal: a request that raises a question exits 2 with the questions (as without a terminal)',
};
const EXPLAIN_TIMEOUT: Flag = { name: 'timeout', type: 'string', value: 'MS', help: 'time limit for the whole explanation in milliseconds (default: 30000)' };

export const COMMANDS: readonly Command[] = [
  {
    name: 'translate',
    usage:
      'tripsolver translate "<request>" [--format spec|travelplanner] [--queries Q.jsonl] [--translator rules|llm|hybrid] ' +
      '[--json] [--answer FIELD=VALUE] [--no-input]',
    summary: 'Turn a request into a TripSpec (JSON), or translate every row of a JSONL file.',
    flags: [
      { name: 'format', type: 'string', value: 'spec|travelplanner', help: "print the TripSpec (default) or the benchmark's own fields" },
      {
        name: 'json',
        type: 'boolean',
        help:
          'print {"spec", "travelplanner", "provenance", "readAs"}: ' +
          "the spec, the benchmark's fields, the words each field came from and the words set aside",
      },
      { name: 'queries', type: 'string', value: 'Q.jsonl', help: 'translate each row\'s "query"; prints one {"idx", "spec"|"error"} line per row' },
      TRANSLATOR,
      DATA,
      YEAR,
      ANSWER,
      NO_INPUT,
    ],
    run: async (a) => (await import('./translate.ts')).runTranslate(a),
  },
  {
    name: 'plan',
    usage:
      'tripsolver plan "<request>" [--data DIR] [--ref-info FILE] [--format text|markdown|json|submission] ' +
      `[--backend ${BACKEND_NAMES.join('|')}] [--route ${ROUTE_METHODS.join('|')}] [--prose llm] [--answer FIELD=VALUE] [--no-input]`,
    summary: 'Plan a trip that passes every check, or explain why none exists (exit 1).',
    flags: [
      DATA,
      REF_INFO,
      { name: 'format', type: 'string', value: 'text|markdown|json|submission', help: 'output format (default: text)' },
      BACKEND,
      { name: 'route', type: 'string', value: ROUTE_METHODS.join('|'), help: "how each day's stops are ordered (default: exact)" },
      { name: 'prose', type: 'string', value: 'llm', help: 'write the itinerary as LLM prose, re-checked against the plan' },
      TRANSLATOR,
      YEAR,
      TIMEOUT,
      ANSWER,
      NO_INPUT,
    ],
    run: async (a) => (await import('./plan.ts')).runPlan(a),
  },
  {
    name: 'explain',
    usage:
      `tripsolver explain "<request>" [--data DIR] [--ref-info FILE] [--json] [--backend ${BACKEND_NAMES.join('|')}] ` +
      '[--cores assumptions|re-solve] [--answer FIELD=VALUE] [--no-input]',
    summary: 'Name the minimal conflicting requirements and the smallest verified relaxations.',
    flags: [
      DATA,
      REF_INFO,
      { name: 'json', type: 'boolean', help: 'print the explanation as JSON' },
      BACKEND,
      {
        name: 'cores',
        type: 'string',
        value: 'assumptions|re-solve',
        help:
          'find the cores with each requirement an assumption literal in one Z3 context, or by re-solving each subset with the backend ' +
          '(default: assumptions with --backend z3, else re-solve; same cores either way)',
      },
      TRANSLATOR,
      YEAR,
      EXPLAIN_TIMEOUT,
      ANSWER,
      NO_INPUT,
    ],
    run: async (a) => (await import('./explain.ts')).runExplain(a),
  },
  {
    name: 'eval',
    usage:
      'tripsolver eval --queries Q.jsonl --plans P.jsonl [--data DIR] [--per-plan OUT.jsonl] [--json] [--log P.log.jsonl] ' +
      '[--benchmark natural-plan [--answer-field NAME] [--compare A2] [--chart OUT.svg]]',
    summary: "Score submission plans with the benchmark's checks and print its table.",
    flags: [
      { name: 'queries', type: 'string', value: 'Q.jsonl', help: 'rows with the structured fields (org, dest, days, ..., level)' },
      { name: 'plans', type: 'string', value: 'P.jsonl', help: 'submission rows {"idx", "query", "plan"}, matched by line position' },
      DATA,
      { name: 'per-plan', type: 'string', value: 'OUT.jsonl', help: "write each plan's verdicts and its row's outcome as JSONL" },
      {
        name: 'log',
        type: 'string',
        value: 'P.log.jsonl',
        help: "the bench run log to take each row's outcome from (default: P.log.jsonl beside the plans, when it exists)",
      },
      { name: 'json', type: 'boolean', help: 'print the rates as one JSON object' },
      BENCHMARK,
      {
        name: 'answer-field',
        type: 'string',
        value: 'NAME',
        help: 'natural-plan: the field of a JSON answers file keyed by id to score (default: pred_5shot_pro, the published Gemini 1.5 Pro answers)',
      },
      {
        name: 'compare',
        type: 'string',
        value: 'A2',
        help: 'natural-plan: more answers to score beside --plans (repeatable): a side-by-side table of exact match per number of cities',
        multiple: true,
      },
      {
        name: 'chart',
        type: 'string',
        value: 'OUT.svg',
        help: 'natural-plan: write the side-by-side chart (exact match per number of cities, a bar per answers file) as SVG',
      },
    ],
    run: async (a) =>
      a.values.benchmark === 'natural-plan'
        ? await (await import('./tour.ts')).runTourEval(a)
        : (await import('./eval.ts')).runEval(benchmarkIsTravelPlanner(a)),
  },
  {
    name: 'bench',
    usage:
      'tripsolver bench --queries Q.jsonl [--data DIR] [--mode database|reference] [--method solver|direct|cot|react|reflexion] ' +
      '--out SUB.jsonl [--concurrency N] [--explain] [--interest NAME] [--meal-price MAX] [--benchmark natural-plan]',
    summary: 'Plan every row with one or more methods, write submissions and compare them with the same evaluator; say what became of every row.',
    flags: [
      {
        name: 'queries',
        type: 'string',
        value: 'Q.jsonl',
        help: 'benchmark rows; only "query" (and "reference_information" in reference mode) is read for planning',
      },
      DATA,
      {
        name: 'mode',
        type: 'string',
        value: 'database|reference',
        help: "plan from the whole database, or from each row's reference_information (default: database)",
      },
      {
        name: 'method',
        type: 'string',
        value: 'solver|direct|cot|react|reflexion',
        help: 'planning method; repeat or comma-separate for several (default: solver); with --benchmark natural-plan: solver, direct, cot',
        multiple: true,
      },
      { name: 'out', type: 'string', value: 'SUB.jsonl', help: 'submission file (with several methods: one file per method, SUB.<method>.jsonl)' },
      { name: 'concurrency', type: 'string', value: 'N', help: 'rows planned at once (default: 1)' },
      {
        name: 'explain',
        type: 'boolean',
        help: 'also re-solve the relaxations of every infeasible row and write its explanation (as explain --json prints it) to SUB.explain.jsonl',
      },
      {
        name: 'interest',
        type: 'string',
        value: 'NAME',
        help:
          'also plan every row with a sentence naming this interest added ' +
          '(museums, art, history, nature, beaches, family, nightlife, shopping, landmarks, food-markets); repeat or comma-separate',
        multiple: true,
      },
      {
        name: 'meal-price',
        type: 'string',
        value: 'MAX|MIN-MAX',
        help: 'also plan every row with a sentence asking for meals at this price per person added (with --interest: one sentence each)',
      },
      BACKEND,
      TRANSLATOR,
      YEAR,
      TIMEOUT,
      BENCHMARK,
    ],
    run: async (a) =>
      a.values.benchmark === 'natural-plan' ? (await import('./tour.ts')).runTourBench(a) : (await import('./bench.ts')).runBench(benchmarkIsTravelPlanner(a)),
  },
  {
    name: 'serve',
    usage: 'tripsolver serve [--host 127.0.0.1] [--port 8080] [--data DIR] [--workers N]',
    summary: 'Serve the HTTP API (/api/health, translate, plan, explain, eval, openapi.json) and the planning page at / until interrupted.',
    flags: [
      { name: 'host', type: 'string', value: 'HOST', help: 'address to listen on (default: 127.0.0.1, this machine only)' },
      { name: 'port', type: 'string', value: 'PORT', help: 'port to listen on (default: 8080; 0 picks a free one)' },
      DATA,
      { name: 'workers', type: 'string', value: 'N', help: 'solver worker threads, each with the data loaded once (default: the number of cores)' },
      { name: 'queue', type: 'string', value: 'N', help: 'requests that may wait for a worker; past that the answer is 503 with Retry-After (default: 64)' },
      { name: 'timeout', type: 'string', value: 'MS', help: 'time limit of a request that sets no timeoutMs; past it the answer is 504 (default: 30000)' },
      {
        name: 'cache',
        type: 'string',
        value: 'N',
        help: 'answers kept for repeated identical requests, proven-best plans and complete explanations only (default: 256; 0: off)',
      },
    ],
    run: async (a) => (await import('./serve.ts')).runServe(a),
  },
];
