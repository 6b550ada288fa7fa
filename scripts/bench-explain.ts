/**
 * npm run bench:explain: how long `explain` takes on requests that have no plan, per backend, and whether the
 * backends name the same cores.
 *
 * The requests: the TravelPlanner training requests, each read from its text with the rules translator (no
 * structured field is read) and made infeasible by a budget one dollar below the cheapest plan that meets
 * everything else (found before timing, with the mip backend). The first --rows N of them in row order (default 24)
 * whose cheapest plan exists. Each backend explains every request in turn; reported per backend: p50, p95 and the
 * slowest explanation, and per request whether every backend gave the same status, core, other cores and minimum
 * budget. In one process, after a warm-up explanation per backend (loading a backend's wasm is start-up, not
 * explaining). Options: --rows N, --backends auto,mip,lp,z3 (default auto,mip), --cores assumptions,re-solve (each
 * backend is run with each way of finding cores; default: each backend's own, assumptions for z3 and re-solving for
 * the others), --timeout MS (per explanation, default 60000), --json. Data: $TRIPSOLVER_DATA or
 * ../shared/data/travelplanner.
 */
import { join } from 'node:path';
import { readPlanningInputs } from '../src/bench/run.ts';
import { percentile } from '../src/common/stats.ts';
import { loadSandbox } from '../src/sandbox/index.ts';
import type { TripSpec } from '../src/tripspec/index.ts';
import { translate } from '../src/translate/index.ts';
import { CORE_METHODS, explain, type CoreMethod, type Explanation } from '../solver/explain/index.ts';
import { planTrip, type BackendName } from '../solver/index.ts';
import { developmentDataDir } from '../src/common/paths.ts';
import { BACKEND_NAMES } from '../solver/model.ts';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const fail = (message: string): never => {
  console.error(`bench:explain: ${message}`);
  process.exit(2);
};
const ROWS = Number(option('rows') ?? 24);
if (!Number.isInteger(ROWS) || ROWS < 1) fail(`--rows takes a whole number from 1, not "${option('rows')}"`);
const TIMEOUT = Number(option('timeout') ?? 60_000);
if (!Number.isInteger(TIMEOUT) || TIMEOUT < 1) fail(`--timeout takes milliseconds (a whole number from 1), not "${option('timeout')}"`);
const BACKENDS = (option('backends') ?? 'auto,mip').split(',').filter((b) => b !== '') as BackendName[];
for (const b of BACKENDS) if (!(BACKEND_NAMES as readonly string[]).includes(b)) fail(`--backends takes auto, mip, lp and z3 separated by commas, not "${b}"`);
const CORES = option('cores')
  ?.split(',')
  .filter((c) => c !== '') as CoreMethod[] | undefined;
for (const c of CORES ?? []) if (!CORE_METHODS.includes(c)) fail(`--cores takes ${CORE_METHODS.join(' and ')} separated by commas, not "${c}"`);
/** Each backend with each way of finding cores: "z3/assumptions". */
const CONFIGS = BACKENDS.flatMap((backend) =>
  (CORES ?? [backend === 'z3' ? 'assumptions' : 're-solve']).map((cores) => ({ backend, cores, name: `${backend}/${cores}` })),
);
type Config = (typeof CONFIGS)[number]['name'];
const dataDir = developmentDataDir();
const sandbox = loadSandbox(dataDir);

// The infeasible requests: a dollar under the cheapest plan.
const requests: { idx: number; spec: TripSpec; minimum: number }[] = [];
for (const input of readPlanningInputs(join(dataDir, 'train.jsonl'), 'database')) {
  if (requests.length >= ROWS) break;
  const spec = await translate(input.query, { sandbox, translator: 'rules', env: {} });
  const cheapest = await planTrip(spec, sandbox, { backend: 'mip', objective: 'cost', budget: null, timeLimitMs: 60_000 });
  if (cheapest.status !== 'optimal') continue;
  requests.push({ idx: Number(input.idx), spec: { ...spec, budget: cheapest.plan.cost - 1 }, minimum: cheapest.plan.cost });
}

/** What two backends must agree on. */
const verdict = (e: Explanation) => ({
  status: e.status,
  core: e.core.map((m) => m.key),
  otherCores: (e.otherCores ?? []).map((c) => c.map((m) => m.key)),
  minimumBudget: e.minimumBudget,
});

const times = new Map<Config, number[]>(CONFIGS.map((c) => [c.name, []]));
const verdicts = new Map<number, Map<Config, string>>();
for (const { backend, cores, name } of CONFIGS) {
  await explain(requests[0]!.spec, sandbox, { backend, cores, timeLimitMs: TIMEOUT });
  for (const r of requests) {
    const started = performance.now();
    const e = await explain(r.spec, sandbox, { backend, cores, timeLimitMs: TIMEOUT });
    times.get(name)!.push(performance.now() - started);
    if (!verdicts.has(r.idx)) verdicts.set(r.idx, new Map());
    verdicts.get(r.idx)!.set(name, JSON.stringify(verdict(e)));
  }
}

const rows = CONFIGS.map(({ name }) => {
  const sorted = [...times.get(name)!].sort((a, b) => a - b);
  return { config: name, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1]! };
});
const differ = [...verdicts]
  .filter(([, byConfig]) => new Set(byConfig.values()).size > 1)
  .map(([idx, byConfig]) => ({ idx, verdicts: Object.fromEntries(byConfig) }));
const budgetCores = requests.filter((r) => JSON.parse(verdicts.get(r.idx)!.get(CONFIGS[0]!.name)!).core.join() === 'budget.total').length;
if (argv.includes('--json')) {
  console.log(JSON.stringify({ requests: requests.length, rows, differ, budgetCores }));
} else {
  console.log(`bench:explain: ${requests.length} training requests, each a dollar under its cheapest plan (rows ${requests.map((r) => r.idx).join(', ')})`);
  for (const r of rows) console.log(`${r.config.padEnd(16)} p50 ${r.p50.toFixed(0)} ms  p95 ${r.p95.toFixed(0)} ms  slowest ${r.max.toFixed(0)} ms`);
  console.log(`the core is the budget alone on ${budgetCores} of ${requests.length} (the first configuration's answers)`);
  console.log(
    differ.length === 0
      ? `every configuration gave the same status, cores and minimum budget on all ${requests.length}`
      : `DIFFERENT answers on rows ${differ.map((d) => d.idx).join(', ')}: ${JSON.stringify(differ)}`,
  );
}
process.exit(differ.length === 0 ? 0 : 1);
