// @ts-check
/**
 * The files of a `tripsolver bench` output, told apart by their names, and its run logs and explanations read
 * line by line. No DOM: compare.js reads the files picked and shows what this finds.
 *
 * A run whose submission is SUB.jsonl writes SUB.table.md, SUB.checks.svg (when the queries carry the benchmark's
 * fields) and SUB.outcomes.svg, and per method a submission, its run log and (bench --explain, the solver only)
 * its explanations: SUB.jsonl, SUB.log.jsonl, SUB.explain.jsonl for one method; SUB.<method>.jsonl,
 * SUB.<method>.log.jsonl, SUB.solver.explain.jsonl among several. A run log's lines do not name their method: it
 * comes from the table's list of submissions, else from the file name.
 */

/** What became of a row (src/outcome OUTCOMES; a browser test holds the two lists equal). */
export const OUTCOMES = /** @type {const} */ (['planned', 'unclear', 'no-data', 'infeasible', 'timeout', 'error', 'no-plan', 'unparsable']);

/** bench's methods (src/cli/bench.ts METHODS). */
export const METHODS = /** @type {const} */ (['solver', 'direct', 'cot', 'react', 'reflexion']);

/**
 * @typedef {'table' | 'checks' | 'outcomes' | 'log' | 'explain' | 'jsonl' | 'other'} FileKind
 * @typedef {{ kind: FileKind, stem: string }} Named
 * @typedef {{ file: string, line: number, message: string, text: string }} Problem a line that could not be read
 * @typedef {{ row: number, idx: unknown, outcome: string, known: boolean, line: number, [key: string]: unknown }} LogEntry
 *   `outcome` is the log's word ('' when the line has none: a log written before outcomes were recorded); `known`
 *   says whether it is one of OUTCOMES
 * @typedef {{ row: number, idx: unknown, outcome: unknown, explanation: any, line: number }} ExplainEntry
 */

/** The kind of a bench output file by its name, and its stem (the name without the kind's ending). @param {string} name @returns {Named} */
export function kindOf(name) {
  /** @type {[RegExp, FileKind][]} */
  const endings = [
    [/\.table\.md$/i, 'table'],
    [/\.checks\.svg$/i, 'checks'],
    [/\.outcomes\.svg$/i, 'outcomes'],
    [/\.log\.jsonl$/i, 'log'],
    [/\.explain\.jsonl$/i, 'explain'],
    [/\.jsonl$/i, 'jsonl'],
  ];
  for (const [ending, kind] of endings) if (ending.test(name)) return { kind, stem: name.replace(ending, '') };
  return { kind: 'other', stem: name };
}

/**
 * The files picked, sorted out: the run (SUB, from the first table, else the first chart), the table, the charts,
 * the run logs and explanations of that run (by index into `names`), and the rest with the reason each is not shown.
 * @param {readonly string[]} names file names (no folders)
 */
export function arrange(names) {
  const named = names.map(kindOf);
  const first = (/** @type {FileKind} */ kind) => {
    const at = named.findIndex((n) => n.kind === kind);
    return at < 0 ? undefined : at;
  };
  const table = first('table');
  const anchor = table ?? first('outcomes') ?? first('checks');
  /** The run: SUB of SUB.table.md; undefined when neither a table nor a chart was picked (then every log is taken). */
  const run = anchor === undefined ? undefined : named[anchor].stem;
  const ofRun = (/** @type {string} */ stem) => run === undefined || stem === run || stem.startsWith(`${run}.`);
  /** @type {{ at: number, stem: string }[]} */
  const logs = [];
  /** @type {{ at: number, stem: string }[]} */
  const explains = [];
  /** @type {{ at: number, why: string }[]} */
  const unread = [];
  /** @type {{ at: number, why: string }[]} */
  const ignored = [];
  /** @type {Partial<Record<'table' | 'checks' | 'outcomes', number>>} */
  const shown = {};
  named.forEach((n, at) => {
    if (n.kind === 'other') ignored.push({ at, why: 'not a bench output file' });
    else if (!ofRun(n.stem)) ignored.push({ at, why: `of another run than ${anchor === undefined ? '' : names[anchor]}` });
    else if (n.kind === 'table' || n.kind === 'checks' || n.kind === 'outcomes') {
      if (shown[n.kind] === undefined) shown[n.kind] = at;
      else ignored.push({ at, why: `a second ${n.kind === 'table' ? 'table' : 'chart'} of the run` });
    } else if (n.kind === 'log') logs.push({ at, stem: n.stem });
    else if (n.kind === 'explain') explains.push({ at, stem: n.stem });
    else unread.push({ at, why: 'submissions or other JSONL; the outcomes come from the run logs' });
  });
  return { run, ...shown, logs, explains, unread, ignored };
}

/** Base name without folders or `.jsonl`. @param {string} path */
const stemOfPath = (path) => (path.split(/[\\/]/).pop() ?? path).replace(/\.jsonl$/i, '');

/**
 * Method of each submission stem, from the table's note "- Submissions: solver: `/out/SUB.solver.jsonl`, direct: ...".
 * @param {string} markdown @returns {Map<string, string>} stem (e.g. SUB.solver) -> method
 */
export function submissionsOf(markdown) {
  const line = markdown.split('\n').find((l) => l.startsWith('- Submissions: '));
  const out = new Map();
  if (!line) return out;
  for (const m of line.slice('- Submissions: '.length).matchAll(/([^\s:,`]+): `([^`]+)`/g)) out.set(stemOfPath(m[2]), m[1]);
  return out;
}

/**
 * The method of a run log or explanation file by its stem: the table's list of submissions when it names the stem;
 * else SUB.<method> (SUB.<method>.wish for the personalised run) among several; else the one method of the run,
 * taken to be the solver (a single run of a baseline is named only in its table).
 * @param {string} stem @param {string | undefined} run @param {ReadonlyMap<string, string>} submissions
 */
export function methodOf(stem, run, submissions) {
  const named = submissions.get(stem);
  if (named) return named;
  const rest = run !== undefined && stem.startsWith(`${run}.`) ? stem.slice(run.length + 1) : stem;
  const parts = rest.split('.');
  const wish = parts.length > 1 && parts[parts.length - 1] === 'wish';
  const last = parts[parts.length - (wish ? 2 : 1)];
  const method = /** @type {readonly string[]} */ (METHODS).includes(last) ? last : 'solver';
  return wish || rest === 'wish' ? `${method}+wish` : method;
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A line cut to a readable length for a message. @param {string} text */
const clip = (text) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/**
 * Lines of a JSONL file, each parsed, with the problems of the ones that are not a JSON object with a row number.
 * @param {string} file @param {string} text
 * @param {(value: Record<string, unknown>, at: { file: string, line: number, text: string }) => string | undefined} take
 *   keeps a line, or returns what is wrong with it
 */
function readLines(file, text, take) {
  /** @type {Problem[]} */
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const at = { file, line: i + 1, text: clip(line) };
    /** @type {unknown} */
    let value;
    try {
      value = JSON.parse(line);
    } catch (e) {
      problems.push({ ...at, message: `not JSON (${e instanceof Error ? e.message : String(e)})` });
      return;
    }
    let wrong;
    if (!isObject(value)) wrong = 'not a JSON object';
    else if (typeof value.row !== 'number' || !Number.isInteger(value.row) || value.row < 1) wrong = 'no row number ("row" must be a whole number from 1)';
    else wrong = take(value, at);
    if (wrong) problems.push({ ...at, message: wrong });
  });
  return problems;
}

/**
 * A run log: the entry of each row (the last line of a row wins, as bench reads it when a run is resumed), and the
 * lines that could not be read. A line with an outcome this page does not know is kept (shown as written) and named.
 * @param {string} file @param {string} text
 */
export function parseLog(file, text) {
  /** @type {Map<number, LogEntry>} */
  const entries = new Map();
  const problems = readLines(file, text, (value, at) => {
    const outcome = value.outcome;
    if (outcome !== undefined && typeof outcome !== 'string') return `"outcome" is not a word (${clip(JSON.stringify(outcome))})`;
    const known = typeof outcome === 'string' && /** @type {readonly string[]} */ (OUTCOMES).includes(outcome);
    entries.set(/** @type {number} */ (value.row), {
      ...value,
      row: /** @type {number} */ (value.row),
      idx: value.idx,
      outcome: outcome ?? '',
      known,
      line: at.line,
    });
    return outcome === undefined || known ? undefined : `an outcome this page does not know: "${outcome}" (the row is shown with it)`;
  });
  const withoutOutcome = [...entries.values()].filter((e) => e.outcome === '').length;
  return { entries, problems, withoutOutcome };
}

/** An explanation file: the explanation of each row (the last line of a row wins). @param {string} file @param {string} text */
export function parseExplanations(file, text) {
  /** @type {Map<number, ExplainEntry>} */
  const entries = new Map();
  const problems = readLines(file, text, (value, at) => {
    if (!isObject(value.explanation)) return 'no "explanation" object';
    const e = value.explanation;
    if (!Array.isArray(e.core) || !Array.isArray(e.relaxations))
      return 'the explanation has no "core" and "relaxations" lists (not the object of explain --json)';
    entries.set(/** @type {number} */ (value.row), {
      row: /** @type {number} */ (value.row),
      idx: value.idx,
      outcome: value.outcome,
      explanation: e,
      line: at.line,
    });
    return undefined;
  });
  return { entries, problems };
}
