/** What the commands share: their arguments and output (Io), the flag readers, where the data is, which translator, which backend. */
import { readFileSync } from 'node:fs';
import { DataError, UsageError } from '../common/errors.ts';
import { defaultDataDir, loadReference, loadSandbox, sandboxCacheDir, type Sandbox } from '../sandbox/index.ts';
import { defaultTranslator } from '../translate/kinds.ts';
import type { CommandArgs, Values } from './io.ts';
import { BACKEND_NAMES } from '../../solver/model.ts';
import type { BackendName } from '../../solver/index.ts';

// ---- what every command receives (io.ts, kept apart so that `--help` loads nothing more), and the flag readers they share

export { processIo, type CommandArgs, type Io, type Values } from './io.ts';

/** A string flag's value, checked against the allowed choices. */
export function choice<T extends string>(values: Values, name: string, allowed: readonly T[], fallback: T): T {
  const v = values[name];
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw new UsageError(`--${name}: expected one of ${allowed.join(', ')}, found "${String(v)}"`);
  }
  return v as T;
}

/** A positive integer flag. */
export function positiveInt(values: Values, name: string, fallback: number): number {
  const v = values[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isInteger(n) || n <= 0) throw new UsageError(`--${name}: expected a positive whole number, found "${String(v)}"`);
  return n;
}

/** The single request argument of translate/plan/explain. */
export function requestArg(args: CommandArgs, command: string): string {
  if (args.positionals.length !== 1 || args.positionals[0]!.trim() === '') {
    throw new UsageError(`${command}: expected one request in quotes, e.g. tripsolver ${command} "Plan a 3-day trip from A to B ..."`);
  }
  return args.positionals[0]!;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function dataDir(values: Values, env: NodeJS.ProcessEnv): string {
  return typeof values.data === 'string' && values.data !== '' ? values.data : defaultDataDir(env);
}

/**
 * The sandbox to plan in: the database (through the on-disk cache the environment names, see
 * src/sandbox/cache.ts), or (--ref-info FILE) only that reference information.
 */
export function sandboxFor(values: Values, env: NodeJS.ProcessEnv): Sandbox {
  const dir = dataDir(values, env);
  const ref = values['ref-info'];
  if (typeof ref !== 'string') return loadSandbox(dir, { cacheDir: sandboxCacheDir(env) });
  let text: string;
  try {
    text = readFileSync(ref, 'utf8');
  } catch (e) {
    throw new DataError(
      ref,
      `cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)}); expected reference information (JSON, or the HF text form)`,
    );
  }
  return loadReference(text, dir, ref);
}

export type TranslatorName = 'rules' | 'llm' | 'hybrid';

/** --translator, else $TRIPSOLVER_TRANSLATOR, else rules: a configured LLM endpoint alone never switches the LLM on. */
export function translatorOf(values: Values, env: NodeJS.ProcessEnv): TranslatorName {
  if (values.translator !== undefined) return choice(values, 'translator', ['rules', 'llm', 'hybrid'] as const, 'rules');
  return defaultTranslator(env);
}

export function backendOf(values: Values): BackendName {
  return choice(values, 'backend', BACKEND_NAMES, BACKEND_NAMES[0]);
}

export function timeoutOf(values: Values, fallback = DEFAULT_TIMEOUT_MS): number {
  return positiveInt(values, 'timeout', fallback);
}

/** The year of dates written without one: --year, else $TRIPSOLVER_YEAR, else none (such dates are refused). */
export function defaultYearOf(values: Values, env: NodeJS.ProcessEnv): number | undefined {
  const flag = values.year;
  const raw = typeof flag === 'string' ? flag : env.TRIPSOLVER_YEAR;
  const name = typeof flag === 'string' ? '--year' : 'TRIPSOLVER_YEAR';
  if (raw === undefined || raw.trim() === '') return undefined;
  const year = Number(raw);
  if (!Number.isInteger(year) || year < 1900 || year > 2100) throw new UsageError(`${name}: expected a year such as 2022, found "${raw}"`);
  return year;
}
