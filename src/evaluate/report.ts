/** Printing a score the way the benchmark's eval.py prints it, and per-plan verdict lines. */
import type { PlanEvaluation, Verdicts } from './evaluate.ts';
import type { Rates, ScoreReport } from './score.ts';

const RATE_LABELS: readonly [keyof Rates, string][] = [
  ['delivery_rate', 'Delivery Rate'],
  ['commonsense_micro', 'Commonsense Constraint Micro Pass Rate'],
  ['commonsense_macro', 'Commonsense Constraint Macro Pass Rate'],
  ['hard_micro', 'Hard Constraint Micro Pass Rate'],
  ['hard_macro', 'Hard Constraint Macro Pass Rate'],
  ['final_pass_rate', 'Final Pass Rate'],
];

/** A rate as eval.py prints it: `{rate*100}%` with Python's float repr (100.0, 97.77777777777777). */
export function pythonPercent(rate: number): string {
  const value = rate * 100;
  return `${Number.isInteger(value) ? value.toFixed(1) : String(value)}%`;
}

/** The overall rates, then the per level × days table (each cell: passed/applicable). */
export function formatScore(report: ScoreReport): string {
  const lines = RATE_LABELS.map(([key, label]) => `${label}: ${pythonPercent(report.rates[key])}`);
  lines.push('------------------', 'Per level x days (passed/applicable):');
  const groups = report.groups;
  if (groups.length === 0) return [...lines, '(no queries)'].join('\n');
  const titles = groups[0]!.checks.map((c) => c.title);
  const head = ['', ...groups.map((g) => `${g.level}/${g.days}d (${g.plans})`)];
  const rows = titles.map((title, k) => [title, ...groups.map((g) => `${g.checks[k]!.passed}/${g.checks[k]!.applicable}`)]);
  const widths = head.map((_, c) => Math.max(...[head, ...rows].map((r) => r[c]!.length)));
  const render = (r: readonly string[]): string =>
    r
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [...lines, render(head), ...rows.map(render)].join('\n');
}

type Pair = [boolean | null, string | null];

const pairs = (verdicts: Verdicts): Record<string, Pair> =>
  Object.fromEntries(Object.entries(verdicts).map(([key, r]) => [key, [r.verdict, r.message ?? null]]));

/** One line of `--per-plan`: `{"idx", "commonsense": {key: [verdict, reason]} | null, "hard": {...} | null, "final"}`. */
export function perPlanRecord(idx: unknown, evaluation: PlanEvaluation): Record<string, unknown> {
  return {
    idx,
    commonsense: evaluation.commonsense && pairs(evaluation.commonsense),
    hard: evaluation.hard && pairs(evaluation.hard),
    final: evaluation.passed,
  };
}
