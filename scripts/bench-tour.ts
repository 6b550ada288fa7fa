/**
 * npm run bench:tour: city tours (NATURAL PLAN trip planning) on the 100 examples, on each backend: exact match
 * under the benchmark's reading, valid plans, time per request (p50 / p95 / max, reading included) and the
 * whole run; then `auto` on the 100 examples sixteen times over, as many requests as the full benchmark (1,600).
 * Data: $TRIPSOLVER_NATURAL_PLAN (a folder), else ../shared/data/natural-plan.
 * Options: --backends auto,mip,z3,lp (default auto,mip); --max-cities N for the backends but auto and mip
 * (default 6: z3 and lp are slow on larger tours, see docs/solving.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BACKEND_NAMES } from '../solver/model.ts';
import { solveTour } from '../solver/tour/index.ts';
import { percentile } from '../src/common/stats.ts';
import { benchmarkAnswer, exactMatch, scorerStays } from '../src/tour/answer.ts';
import { readTour } from '../src/tour/read.ts';

const { values } = parseArgs({ options: { backends: { type: 'string' }, 'max-cities': { type: 'string' } } });
const dir = process.env.TRIPSOLVER_NATURAL_PLAN || resolve(import.meta.dirname, '../../shared/data/natural-plan');
const file = join(dir, 'trip_planning_100.json');
if (!existsSync(file)) {
  console.error(`bench:tour: ${file} not found; set TRIPSOLVER_NATURAL_PLAN to the NATURAL PLAN data folder`);
  process.exit(2);
}
const backends = (values.backends ?? 'auto,mip').split(',');
for (const b of backends)
  if (!(BACKEND_NAMES as readonly string[]).includes(b)) {
    console.error(`bench:tour: --backends: expected some of ${BACKEND_NAMES.join(',')}, found "${b}"`);
    process.exit(2);
  }
const maxCities = Number(values['max-cities'] ?? 6);
const examples = Object.entries(
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, { prompt_0shot: string; cities: string; durations: string; num_cities: string }>,
);

async function run(backend: (typeof BACKEND_NAMES)[number], rows: typeof examples): Promise<{ exact: number; valid: number; ms: number[]; total: number }> {
  const ms: number[] = [];
  let exact = 0;
  let valid = 0;
  const started = performance.now();
  for (const [, x] of rows) {
    const t0 = performance.now();
    const spec = readTour(x.prompt_0shot).spec;
    const o = await solveTour(spec, { backend, timeLimitMs: 10_000 });
    ms.push(performance.now() - t0);
    if (o.status !== 'planned') continue;
    valid++;
    const days = x.durations.split('**').map(Number);
    if (
      exactMatch(
        x.cities.split('**').map((city, i) => ({ city, days: days[i]! })),
        scorerStays(benchmarkAnswer(spec, o.plan)),
      )
    )
      exact++;
  }
  return { exact, valid, ms: ms.sort((a, b) => a - b), total: performance.now() - started };
}

console.log(`bench:tour on ${examples.length} NATURAL PLAN examples (${file}); node ${process.version}`);
for (const backend of backends as (typeof BACKEND_NAMES)[number][]) {
  const rows = backend === 'auto' || backend === 'mip' ? examples : examples.filter(([, x]) => Number(x.num_cities) <= maxCities);
  await run(backend, rows.slice(0, 10)); // warm-up: loading the backend and compiling its wasm is not a request's time
  const r = await run(backend, rows);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${backend.padEnd(5)} ${String(rows.length).padStart(4)} rows  exact ${r.exact}  valid ${r.valid}  ` +
      `p50 ${f(percentile(r.ms, 50))}  p95 ${f(percentile(r.ms, 95))}  max ${f(r.ms.at(-1) ?? 0)}  total ${(r.total / 1000).toFixed(2)} s`,
  );
}
const many = Array.from({ length: 16 }, () => examples).flat();
const r = await run('auto', many);
console.log(
  `auto on ${many.length} requests (the 100 examples 16 times): ${(r.total / 1000).toFixed(1)} s, exact ${r.exact}, valid ${r.valid}, ` +
    `p50 ${percentile(r.ms, 50).toFixed(1)} ms, p95 ${percentile(r.ms, 95).toFixed(1)} ms`,
);
