/**
 * A bench run's log beside its submission (SUB.log.jsonl): one entry per row planned, saying what became of it, how
 * long it took and the tokens it spent; a resumed run reads it back so that its summary covers every row. The
 * summary of a method's run is one row of the side-by-side tables and charts (src/bench/compare.ts).
 */
import { existsSync } from 'node:fs';
import type { ClockTally } from '../evaluate/timetable.ts';
import type { ScoreReport } from '../evaluate/index.ts';
import { addUsage, ZERO_USAGE, type TokenUsage } from '../llm/index.ts';
import { tallyOutcomes, type RowOutcome } from '../outcome/index.ts';
import { checkRates, costOf, type MethodSummary, type Price } from './compare.ts';
import { readJsonLines } from './files.ts';
import type { RowDone, RunReport } from './run.ts';

/** One row of a run log. */
export interface LogEntry {
  readonly row: number;
  readonly idx: unknown;
  /** What became of the row, with its details (src/outcome). */
  readonly outcome?: RowOutcome['outcome'];
  readonly delivered: boolean;
  readonly reason?: string;
  readonly ms: number;
  readonly usage?: TokenUsage;
  readonly calls?: number;
}

/** Log entries of the rows the submission file holds (the last entry of a row wins). */
export function readRunLog(file: string, rows: number): LogEntry[] {
  if (!existsSync(file)) return [];
  const byRow = new Map<number, LogEntry>();
  for (const { value } of readJsonLines(file)) {
    const e = value as LogEntry;
    if (Number.isInteger(e.row) && e.row >= 1 && e.row <= rows) byRow.set(e.row, e);
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
}

/** A method's run as one row of the side-by-side tables: `name` plain, or `name+wish` for its personalised run. */
export function summarize(
  name: string,
  variant: 'plain' | 'wish',
  report: RunReport,
  log: readonly LogEntry[],
  score: ScoreReport | undefined,
  clock: ClockTally | undefined,
  rows: number,
  price: Price | undefined,
): MethodSummary {
  const usage = log.reduce<TokenUsage>((u, e) => (e.usage ? addUsage(u, e.usage) : u), ZERO_USAGE);
  const reported = usage.totalTokens > 0;
  const outcomes = log.filter((e) => e.outcome !== undefined).map((e) => e as unknown as RowOutcome);
  return {
    method: variant === 'wish' ? `${name}+wish` : name,
    ...(outcomes.length > 0 ? { outcomes: tallyOutcomes(outcomes) } : {}),
    ...(clock ? { clock } : {}),
    rows,
    delivered: score ? score.counts.delivered : report.plans.filter((p) => p.length > 0).length,
    rates: score?.rates,
    checks: score ? checkRates(score) : undefined,
    latenciesMs: log.map((e) => e.ms),
    usage: reported ? usage : undefined,
    costUsd: reported && price ? costOf(usage, price) : undefined,
  };
}

/** The log entry of a row planned in this run. */
export function logEntry({ index, input, result, ms }: RowDone): LogEntry {
  return {
    row: index + 1,
    idx: input.idx,
    ...(result.outcome ?? {}),
    delivered: result.plan.length > 0,
    ...(result.plan.length === 0 ? { reason: result.reason ?? 'empty plan' } : {}),
    ms: Math.round(ms),
    ...(result.usage ? { usage: result.usage } : {}),
    ...(result.calls !== undefined ? { calls: result.calls } : {}),
  };
}
