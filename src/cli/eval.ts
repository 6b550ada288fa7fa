/**
 * `tripsolver eval --queries Q.jsonl --plans P.jsonl [--data DIR] [--per-plan OUT.jsonl] [--json] [--log P.log.jsonl]`:
 * score submission plans with the benchmark's checks, and beside them the rationality checks of each plan put
 * on the clock (src/evaluate/timetable.ts). Every input is read and validated before anything
 * is written; bad input is a DataError naming the file, line and field (exit 2).
 */
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { DataError, UsageError } from '../common/errors.ts';
import { RATIONALITY_IDS } from '../catalogue/index.ts';
import { clockRates, clockRecord, formatClock, planOnTheClock, tallyClock, type ClockReport } from '../evaluate/timetable.ts';
import { formatScore, perPlanRecord, scoreSubmission } from '../evaluate/index.ts';
import { cpSatBeyondExact } from '../../solver/timeline.ts';
import { defaultDataDir, loadSandbox } from '../sandbox/index.ts';
import type { CommandArgs, Values } from './common.ts';
import { readOutcomes, readPlans, readQueries, type Row } from '../bench/files.ts';

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
