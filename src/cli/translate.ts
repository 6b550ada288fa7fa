/**
 * tripsolver translate "<request>" [--format spec|travelplanner] [--queries Q.jsonl] [--translator rules|llm|hybrid] [--data DIR]
 * Prints the TripSpec as JSON (or the benchmark's own fields). With --queries, translates each row's "query"
 * in one process and prints one line per row: {"idx", "spec"} or {"idx", "error"}.
 * Dates written without a year take the year of --year or $TRIPSOLVER_YEAR when given; otherwise they are refused.
 */
import { readFileSync } from 'node:fs';
import { DataError, TripsolverError, UsageError } from '../common/errors.ts';
import { defaultDataDir, geographyNames, loadGeography, resolveDatabaseDir } from '../sandbox/index.ts';
import { toTravelPlannerFields, type TripSpec } from '../tripspec/index.ts';
import { defaultTranslator, translate, TRANSLATORS, type TranslateOptions } from '../translate/index.ts';
import type { PlaceNames } from '../translate/places.ts';
import { translationJson } from '../answers.ts';
import { translateAsking } from './ask.ts';
import { defaultYearOf, type CommandArgs, type Values } from './common.ts';

// (main.ts is the entry module: importing its functions here would make a cycle that deadlocks its top-level await.)
function choice<T extends string>(values: Values, name: string, allowed: readonly T[], fallback: T): T {
  const v = values[name];
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v))
    throw new UsageError(`--${name}: expected one of ${allowed.join(', ')}, found "${String(v)}"`);
  return v as T;
}

function requestArg(args: CommandArgs): string {
  if (args.positionals.length !== 1 || args.positionals[0]!.trim() === '') {
    throw new UsageError('translate: expected one request in quotes, e.g. tripsolver translate "Plan a 3-day trip from A to B ..."');
  }
  return args.positionals[0]!;
}

const FORMATS = ['spec', 'travelplanner'] as const;

function names(dir: string): PlaceNames {
  return geographyNames(loadGeography(resolveDatabaseDir(dir)));
}

export async function runTranslate(args: CommandArgs): Promise<number> {
  const { values, io } = args;
  const format = choice(values, 'format', FORMATS, 'spec');
  const translator = choice(values, 'translator', TRANSLATORS, defaultTranslator(io.env));
  const dataDir = typeof values.data === 'string' ? values.data : defaultDataDir(io.env);
  const options: TranslateOptions = { sandbox: names(dataDir), translator, env: io.env, defaultYear: defaultYearOf(values, io.env) };
  const render = (spec: TripSpec) => (format === 'travelplanner' ? toTravelPlannerFields(spec) : spec);

  const queries = values.queries;
  if (typeof queries === 'string') {
    if (args.positionals.length > 0) throw new UsageError('translate: give either one request or --queries Q.jsonl, not both');
    if (values.answer !== undefined) throw new UsageError('translate: --answer answers the questions of one request, not of --queries rows');
    let text: string;
    try {
      text = readFileSync(queries, 'utf8');
    } catch (e) {
      throw new DataError(queries, `cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)}); expected JSONL rows with a "query"`);
    }
    let rows = 0;
    let failed = 0;
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.trim();
      if (line === '') continue;
      let row: { idx?: unknown; query?: unknown };
      try {
        row = JSON.parse(line) as typeof row;
      } catch (e) {
        throw new DataError(queries, `line ${i + 1}: not JSON (${(e as Error).message})`);
      }
      if (typeof row !== 'object' || row === null || typeof row.query !== 'string')
        throw new DataError(queries, `line ${i + 1}: expected a string "query"`, 'query');
      rows++;
      const idx = typeof row.idx === 'number' || typeof row.idx === 'string' ? row.idx : rows;
      try {
        const spec = await translate(row.query, options);
        io.out(JSON.stringify({ idx, spec: render(spec) }));
      } catch (e) {
        if (!(e instanceof TripsolverError)) throw e;
        failed++;
        io.out(JSON.stringify({ idx, error: e.message }));
      }
    }
    io.err(`tripsolver translate: ${rows - failed} of ${rows} rows translated${failed > 0 ? `, ${failed} refused` : ''} (translator: ${translator})`);
    return 0;
  }

  const request = requestArg(args);
  const translation = await translateAsking(request, options, io, values);
  io.out(JSON.stringify(values.json === true ? translationJson(translation) : render(translation.spec), null, 2));
  return 0;
}

/** The object of `translate --json` (and of the service's POST /api/translate). */
