/**
 * Training requests made infeasible by their budget, as text: each request's one amount of money replaced by its
 * cheapest plan's cost minus a dollar (the cheapest plan found by minimising cost with the mip backend, apart from
 * explain's own search for the minimum budget). Used by `npm run bench:outcomes` and by the test of
 * `bench --explain` (test/cli/bench-outcomes.test.ts). Rows carry only `idx` and `query`: a planner reads nothing else.
 */
import { join } from 'node:path';
import { readPlanningInputs } from '../src/bench/run.ts';
import type { Sandbox } from '../src/sandbox/index.ts';
import { translate } from '../src/translate/index.ts';
import { planTrip } from '../solver/index.ts';

export interface CutRow {
  readonly idx: number;
  readonly query: string;
  /** The cheapest plan's cost: the exact minimum budget. */
  readonly cheapest: number;
}

const MONEY = /\$[\d,]+(?:\.\d+)?/g;

/** The first `rows` training requests whose cheapest plan exists and whose text names one amount of money. */
export async function cutBudgetRows(dataDir: string, sandbox: Sandbox, rows: number): Promise<CutRow[]> {
  const out: CutRow[] = [];
  for (const input of readPlanningInputs(join(dataDir, 'train.jsonl'), 'database')) {
    if (out.length >= rows) break;
    if ([...input.query.matchAll(MONEY)].length !== 1) continue;
    const spec = await translate(input.query, { sandbox, translator: 'rules', env: {} });
    const best = await planTrip(spec, sandbox, { backend: 'mip', objective: 'cost', budget: null, timeLimitMs: 60_000 });
    if (best.status !== 'optimal') continue;
    const cut = `$${(best.plan.cost - 1).toLocaleString('en-US')}`;
    out.push({ idx: Number(input.idx), query: input.query.replace(MONEY, cut), cheapest: best.plan.cost });
  }
  return out;
}
