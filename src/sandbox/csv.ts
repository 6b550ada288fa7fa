/**
 * CSV tables read the way the benchmark's scorer reads them with pandas: the same strings count as
 * missing (pandas' default NA tokens), and numbers must parse or the row is reported, never skipped.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { parse as Parse } from 'csv-parse/sync';
import { DataError } from '../common/errors.ts';

/**
 * csv-parse is required on the first table parsed, not on import: a command that reads the database through its
 * cache (cache.ts) parses no CSV at all. Nothing else loads csv-parse, so there is one copy of it.
 */
let parser: typeof Parse | undefined;
const parse: typeof Parse = (...args: Parameters<typeof Parse>) =>
  (parser ??= (createRequire(import.meta.url)('csv-parse/sync') as { parse: typeof Parse }).parse)(...args);

/** pandas.read_csv's default missing-value tokens. */
const PANDAS_NA = new Set([
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
]);

export interface CsvTable {
  readonly file: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** 1-based line number of each row in the file (header is line 1), for messages. */
  readonly lines: readonly number[];
}

export function readCsv(file: string, required: readonly string[]): CsvTable {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new DataError(file, `cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)}); expected a TravelPlanner CSV table`);
  }
  return parseCsv(file, text, required);
}

export function parseCsv(file: string, text: string, required: readonly string[]): CsvTable {
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: false, bom: true, info: false }) as string[][];
  } catch (e) {
    throw new DataError(file, `not a valid CSV table: ${(e as Error).message}`);
  }
  if (records.length === 0) throw new DataError(file, 'the file is empty; expected a header row');
  const header = records[0]!;
  for (const column of required) {
    if (!header.includes(column)) {
      throw new DataError(file, `missing column; expected the columns ${required.map((c) => `"${c}"`).join(', ')}`, column);
    }
  }
  // csv-parse reports line numbers only through its info option; count them here for rows spanning lines.
  const lines: number[] = [];
  let line = 2;
  for (let i = 1; i < records.length; i++) {
    lines.push(line);
    line += 1 + records[i]!.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
  }
  return { file, header, rows: records.slice(1), lines };
}

/** Typed access to the cells of one table, with errors naming file, column and line. */
export class Columns {
  private readonly index: Map<string, number>;
  constructor(readonly table: CsvTable) {
    this.index = new Map(table.header.map((h, i) => [h, i]));
  }
  /** pandas' dropna(): whether any cell of the row is a missing-value token. */
  hasMissing(row: readonly string[]): boolean {
    return row.some((cell) => PANDAS_NA.has(cell));
  }
  text(row: readonly string[], column: string): string {
    return row[this.index.get(column)!] ?? '';
  }
  number(row: readonly string[], column: string, rowIndex: number): number {
    const cell = this.text(row, column).trim();
    const n = Number(cell.replaceAll(',', ''));
    if (cell === '' || !Number.isFinite(n)) {
      throw new DataError(this.table.file, `line ${this.table.lines[rowIndex]}: expected a number, found "${cell}"`, column);
    }
    return n;
  }
}
