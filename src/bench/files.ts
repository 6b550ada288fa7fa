/**
 * The benchmark's files, read and checked: JSONL rows, the requests' structured fields (QueryRow), submission rows
 * (PlanRow) and what a bench run log says became of each row. Bad input is a DataError naming the file, line and
 * field. Read by `bench`, `eval` and the benchmark scripts.
 */
import { readFileSync } from 'node:fs';
import { DataError } from '../common/errors.ts';
import { OUTCOMES } from '../outcome/index.ts';
import type { QueryFields } from '../evaluate/index.ts';
import { parsePythonLiteral } from '../sandbox/index.ts';

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

/** A JSON object of a row. */
export type Row = Record<string, unknown>;
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

/** The rows' structured fields, when every row has them (else the table is skipped). */
export function structuredFields(file: string): QueryFields[] | undefined {
  try {
    return readQueries(file).map((q) => q.fields);
  } catch (e) {
    if (e instanceof DataError) return undefined;
    throw e;
  }
}
