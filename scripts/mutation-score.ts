/**
 * Mutation scores per group (folder or file) from Stryker's mutant results, counted as Stryker counts them:
 * detected (killed or timed out) over detected plus undetected (survived or not covered by any test).
 * Ignored mutants and those that errored (compile or run-time errors) do not count.
 */

/** The part of a Stryker mutant result that the score reads. */
export interface ScoredMutant {
  readonly fileName: string;
  readonly status: 'Killed' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Timeout' | 'Ignored' | 'Pending';
}

export interface Score {
  readonly killed: number;
  readonly timeout: number;
  readonly survived: number;
  readonly noCoverage: number;
  readonly ignored: number;
  readonly errors: number;
  /** Percent detected, or null when no mutant counts. */
  readonly score: number | null;
}

function scoreOf(statuses: readonly ScoredMutant['status'][]): Score {
  const count = (...which: ScoredMutant['status'][]) => statuses.filter((s) => which.includes(s)).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const valid = killed + timeout + survived + noCoverage;
  return {
    killed,
    timeout,
    survived,
    noCoverage,
    ignored: count('Ignored'),
    errors: count('CompileError', 'RuntimeError'),
    score: valid === 0 ? null : (100 * (killed + timeout)) / valid,
  };
}

/** One score per group, groups in name order. */
export function scoreByGroup(mutants: readonly ScoredMutant[], groupOf: (m: ScoredMutant) => string): Record<string, Score> {
  const byGroup = new Map<string, ScoredMutant['status'][]>();
  for (const m of mutants) {
    const g = groupOf(m);
    byGroup.set(g, [...(byGroup.get(g) ?? []), m.status]);
  }
  return Object.fromEntries([...byGroup.keys()].sort().map((g) => [g, scoreOf(byGroup.get(g)!)]));
}
