/**
 * `tripsolver eval --queries Q.jsonl --plans P.jsonl [--data DIR] [--per-plan OUT.jsonl] [--json] [--log P.log.jsonl]`:
 * score submission plans with the benchmark's checks, and beside them the rationality checks of each plan put
 * on the clock (src/evaluate/timetable.ts). Every input is read and validated before anything
 * is written; bad input is a DataError naming the file, line and field (exit 2).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { DataError, UsageError } from '../common/errors.ts';
import { OUTCOMES } from '../outcome/index.ts';
import { RATIONALITY_IDS } from '../catalogue/index.ts';
import { clockRates, clockRecord, formatClock, planOnTheClock, tallyClock, type ClockReport } from '../evaluate/timetable.ts';
import { formatScore, perPlanRecord, scoreSubmission, type QueryFields } from '../evaluate/index.ts';
import { cpSatBeyondExact } from '../../solver/timeline.ts';
import { defaultDataDir, loadSandbox, parsePythonLiteral } from '../sandbox/index.ts';
import type { CommandArgs, Values } from './common.ts';

interface Line {
  readonly line: number;
  readonly value: unknown;
}

/** The non-blank JSON lines of a JSONL file (blank lines only at the start or end, as the scorer allows). */
export function readJsonLines(file: string): Line[] {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (e) {
    throw new DataError(file, `cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)}); expected JSONL, one JSON object a line`);
  }
  const lines = content.split('\n').map((l) => l.replace(/\r$/, ''));
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return [];
  let last = lines.length - 1;
  while (lines[last]!.trim() === '') last--;
  const out: Line[] = [];
  for (let i = first; i <= last; i++) {
    const text = lines[i]!;
    if (text.trim() === '') throw new DataError(file, `line ${i + 1}: empty line; expected one JSON object a line (rows are matched by position)`);
    try {
      out.push({ line: i + 1, value: JSON.parse(text) });
    } catch (e) {
      throw new DataError(file, `line ${i + 1}: not valid JSON (${(e as Error).message})`);
    }
  }
  return out;
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const found = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));

function fieldOf(file: string, { line, value }: Line): <T>(name: string, expected: string, ok: (v: unknown) => boolean, from?: Row) => T {
  return <T>(name: string, expected: string, ok: (v: unknown) => boolean, from = value as Row): T => {
    const v = from[name];
    if (!ok(v)) throw new DataError(file, `line ${line}: expected ${expected}, found ${found(v)}`, name);
    return v as T;
  };
}

const posInt = (v: unknown): boolean => Number.isInteger(v) && (v as number) > 0;
const nonNegInt = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
const str = (v: unknown): boolean => typeof v === 'string' && v !== '';
const strOrNull = (v: unknown): boolean => v === null || typeof v === 'string';
const strList = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** local_constraint: an object, or the HF dataset's Python-literal string form. */
function localConstraint(file: string, entry: Line): QueryFields['local_constraint'] {
  const row = entry.value as Row;
  let raw = row.local_constraint;
  if (typeof raw === 'string') {
    try {
      raw = parsePythonLiteral(raw, `${file}: line ${entry.line}`);
    } catch (e) {
      throw new DataError(file, `line ${entry.line}: cannot read the local_constraint literal (${(e as Error).message})`, 'local_constraint');
    }
  }
  if (!isRow(raw))
    throw new DataError(
      file,
      `line ${entry.line}: expected an object with "house rule", cuisine, "room type" and transportation, found ${found(raw)}`,
      'local_constraint',
    );
  const get = fieldOf(file, entry);
  return {
    'house rule': get<string | null>('house rule', 'a string or null', strOrNull, raw),
    cuisine: get<string[] | null>('cuisine', 'a list of strings or null', (v) => v === null || strList(v), raw),
    'room type': get<string | null>('room type', 'a string or null', strOrNull, raw),
    transportation: get<string | null>('transportation', 'a string or null', strOrNull, raw),
  };
}

export interface QueryRow {
  readonly idx: unknown;
  readonly fields: QueryFields;
}

export function readQueries(file: string): QueryRow[] {
  return readJsonLines(file).map((entry) => {
    if (!isRow(entry.value)) throw new DataError(file, `line ${entry.line}: expected a JSON object, found ${found(entry.value)}`);
    const get = fieldOf(file, entry);
    const fields: QueryFields = {
      org: get('org', 'a city name', str),
      dest: get('dest', 'a city or state name', str),
      days: get('days', 'a positive whole number', posInt),
      visiting_city_number: get('visiting_city_number', 'a whole number', nonNegInt),
      date: get('date', 'a list of dates', strList),
      people_number: get('people_number', 'a positive whole number', posInt),
      local_constraint: localConstraint(file, entry),
      budget: get('budget', 'a number or null', (v) => v === null || (typeof v === 'number' && Number.isFinite(v))),
      level: get('level', 'a level (easy, medium or hard)', str),
    };
    return { idx: entry.value.idx, fields };
  });
}

export interface PlanRow {
  readonly idx: unknown;
  readonly plan: readonly unknown[] | null;
}

export function readPlans(file: string): PlanRow[] {
  return readJsonLines(file).map((entry) => {
    if (!isRow(entry.value)) throw new DataError(file, `line ${entry.line}: expected a submission row {"idx", "query", "plan"}, found ${found(entry.value)}`);
    const get = fieldOf(file, entry);
    const plan = get<unknown[] | null>('plan', 'a list of days (empty or null for no plan)', (v) => v === null || Array.isArray(v));
    return { idx: entry.value.idx, plan };
  });
}

/**
 * What became of each row, from a bench run log (`SUB.log.jsonl`: `{"row", "outcome", ...}` a line), by row number;
 * rows the log does not hold are left out. A line without a row number in range or a known outcome names its line.
 */
export function readOutcomes(file: string, rows: number): Map<number, Row> {
  const out = new Map<number, Row>();
  for (const entry of readJsonLines(file)) {
    if (!isRow(entry.value))
      throw new DataError(file, `line ${entry.line}: expected a run-log entry {"row", "idx", "outcome", ...}, found ${found(entry.value)}`);
    const get = fieldOf(file, entry);
    const row = get<number>('row', `a row number from 1 to ${rows}`, (v) => posInt(v) && (v as number) <= rows);
    get('outcome', `one of ${OUTCOMES.join(', ')}`, (v) => (OUTCOMES as readonly unknown[]).includes(v));
    const { row: _row, idx: _idx, delivered: _delivered, ms: _ms, usage: _usage, calls: _calls, ...outcome } = entry.value;
    out.set(row, outcome);
  }
  return out;
}

/** Write a whole file or nothing: a temporary file renamed into place. */
function writeAtomically(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, content);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new DataError(file, `cannot write the file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}

function requiredFile(values: Values, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v.trim() === '') throw new UsageError(`eval: --${name} is required (tripsolver eval --queries Q.jsonl --plans P.jsonl)`);
  return v;
}

export async function runEval(args: CommandArgs): Promise<number> {
  if (args.positionals.length > 0) throw new UsageError(`eval: unexpected argument "${args.positionals[0]}"; give files with --queries and --plans`);
  const queriesFile = requiredFile(args.values, 'queries');
  const plansFile = requiredFile(args.values, 'plans');
  const queries = readQueries(queriesFile);
  const plans = readPlans(plansFile);
  if (plans.length !== queries.length) {
    throw new DataError(plansFile, `has ${plans.length} rows but ${queriesFile} has ${queries.length}; plans are matched to queries by line position`);
  }
  const data = typeof args.values.data === 'string' ? args.values.data : defaultDataDir(args.io.env);
  const sandbox = loadSandbox(data);
  const report = scoreSubmission(
    queries.map((q) => q.fields),
    plans.map((p) => p.plan),
    sandbox,
  );
  // Beside the benchmark's checks: every plan put on the clock and held to the rationality checks.
  const beyondExact = cpSatBeyondExact();
  const clocks: ClockReport[] = [];
  for (const [i, p] of plans.entries()) clocks.push(await planOnTheClock(queries[i]!.fields, p.plan ?? [], sandbox, { beyondExact }));
  const tally = tallyClock(clocks, RATIONALITY_IDS, false);
  const perPlan = args.values['per-plan'];
  if (typeof perPlan === 'string') {
    // The outcome of each row: from bench's run log beside the plans (or --log); without one, whether a plan was given.
    const logFile = typeof args.values.log === 'string' ? args.values.log : `${plansFile.replace(/\.jsonl$/i, '')}.log.jsonl`;
    const outcomes = typeof args.values.log === 'string' || existsSync(logFile) ? readOutcomes(logFile, plans.length) : new Map<number, Row>();
    const outcomeOf = (i: number): Row => outcomes.get(i + 1) ?? { outcome: (plans[i]!.plan ?? []).length > 0 ? 'planned' : 'no-plan' };
    const lines = report.evaluations.map((e, i) =>
      JSON.stringify({ ...perPlanRecord(queries[i]!.idx ?? plans[i]!.idx ?? i + 1, e), ...outcomeOf(i), rationality: clockRecord(clocks[i]!) }),
    );
    writeAtomically(perPlan, lines.map((l) => `${l}\n`).join(''));
  }
  args.io.out(
    args.values.json === true ? JSON.stringify({ ...report.rates, rationality: clockRates(tally) }) : `${formatScore(report)}\n\n${formatClock(tally)}`,
  );
  return 0;
}
