/** What translate, plan, explain and bench share: where the data is, which translator, which backend. */
import { readFileSync } from 'node:fs';
import { DataError, UsageError } from '../errors.ts';
import { defaultDataDir, loadReference, loadSandbox, type Sandbox } from '../sandbox/index.ts';
import { choice, positiveInt, type Values } from './main.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

export function dataDir(values: Values, env: NodeJS.ProcessEnv): string {
  return typeof values.data === 'string' && values.data !== '' ? values.data : defaultDataDir(env);
}

/** The sandbox to plan in: the database, or (--ref-info FILE) only that reference information. */
export function sandboxFor(values: Values, env: NodeJS.ProcessEnv): Sandbox {
  const dir = dataDir(values, env);
  const ref = values['ref-info'];
  if (typeof ref !== 'string') return loadSandbox(dir);
  let text: string;
  try {
    text = readFileSync(ref, 'utf8');
  } catch (e) {
    throw new DataError(ref, `cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)}); expected reference information (JSON, or the HF text form)`);
  }
  return loadReference(text, dir, ref);
}

export type TranslatorName = 'rules' | 'llm' | 'hybrid';

/** --translator, defaulting to hybrid when an LLM endpoint is configured, else rules. */
export function translatorOf(values: Values, env: NodeJS.ProcessEnv): TranslatorName {
  const configured = Boolean(env.OPENAI_BASE_URL || env.OPENAI_API_KEY);
  return choice(values, 'translator', ['rules', 'llm', 'hybrid'] as const, configured ? 'hybrid' : 'rules');
}

export function backendOf(values: Values): 'mip' | 'z3' {
  return choice(values, 'backend', ['mip', 'z3'] as const, 'mip');
}

export function timeoutOf(values: Values): number {
  return positiveInt(values, 'timeout', DEFAULT_TIMEOUT_MS);
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
