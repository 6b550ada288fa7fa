/**
 * The translators' names and which one runs when none is named. Kept apart from the translators themselves so
 * that the CLI can read them without loading any translator (start-up of `--help`).
 */
import { UsageError } from '../common/errors.ts';

export const TRANSLATORS = ['rules', 'llm', 'hybrid'] as const;
export type TranslatorKind = (typeof TRANSLATORS)[number];

/** The translator when none is named: $TRIPSOLVER_TRANSLATOR (rules, llm or hybrid), else rules. */
export function defaultTranslator(env: Readonly<Record<string, string | undefined>> = {}): TranslatorKind {
  const named = env.TRIPSOLVER_TRANSLATOR;
  if (named === undefined || named === '') return 'rules';
  if (!(TRANSLATORS as readonly string[]).includes(named)) {
    throw new UsageError(`TRIPSOLVER_TRANSLATOR: expected one of ${TRANSLATORS.join(', ')}, found "${named}"`);
  }
  return named as TranslatorKind;
}
