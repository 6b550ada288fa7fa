/**
 * npm run bench:serve: `tripsolver serve` on the TravelPlanner data, under load, on this machine; twice, once
 * with the answer cache off (--cache 0: every request is solved) and once with the default cache (the 1,000
 * requests repeat the 45, so after the first pass they are answered from it).
 *  0. measures how many cores this machine gives right now (a busy loop on 1 and on 2 threads): other work
 *     on the machine changes every figure below;
 *  1. starts the server (its own process, default workers) and times how long until it answers;
 *  2. sends the 45 training requests one at a time (warm-up), then again one at a time: the latency of a single
 *     request on a warm server; every returned submission is scored with the evaluator;
 *  3. sends 1,000 plan requests cycled from the 45 with 16 concurrent clients: throughput, p50/p95/p99 latency,
 *     how many got 200/503/504 (nothing may be lost: every request must be answered), the server's peak RSS;
 *  4. checks that /api/health still answers, then stops the server;
 *  5. times the CLI's one-shot `tripsolver plan` on the same requests for comparison.
 * Traffic goes to 127.0.0.1 only; the loops are bounded. Not a test: it prints figures.
 *
 * Data: $TRIPSOLVER_DATA or ../shared/data/travelplanner. Options: --requests N (default 1000),
 * --clients N (default 16), --workers N (the server's; default: its own default).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join, resolve } from 'node:path';
import { scoreSubmission } from '../src/evaluate/index.ts';
import { readQueries } from '../src/bench/files.ts';
import { loadSandbox } from '../src/sandbox/index.ts';
import { developmentDataDir } from '../src/common/paths.ts';

const ROOT = resolve(import.meta.dirname, '..');
const dataDir = developmentDataDir();
const argv = process.argv.slice(2);
const arg = (name: string, fallback: number): number => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const TOTAL = arg('requests', 1000);
const CLIENTS = arg('clients', 16);
const WORKERS = arg('workers', 0);

const trainFile = join(dataDir, 'train.jsonl');
const rows = readFileSync(trainFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as { idx: number; query: string });
const queries = rows.map((r) => r.query);

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly body: string;
}

function post(port: number, path: string, body: unknown): Promise<Answer> {
  const data = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolveAnswer, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

function get(port: number, path: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolveAnswer, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
    })
      .on('error', reject)
      .end();
  });
}

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

/** The server's peak resident set (VmHWM) in MiB, from /proc. */
function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Cores available now: the speed-up of a busy loop on two threads over one (2.0 on an idle 2-core machine). */
async function effectiveCores(): Promise<number> {
  const code =
    "const { parentPort } = require('node:worker_threads'); " +
    'let x = 0; for (let i = 0; i < 1.5e8; i++) x = (x + i * 7) % 1000003; parentPort.postMessage(x);';
  const run = async (n: number) => {
    const t = performance.now();
    await Promise.all(Array.from({ length: n }, () => new Promise((r) => new Worker(code, { eval: true }).once('message', r))));
    return performance.now() - t;
  };
  const one = await run(1);
  const two = await run(2);
  return (2 * one) / two;
}

async function scenario(cache: number): Promise<void> {
  console.log(`\n== answer cache ${cache === 0 ? 'off (--cache 0): every request solved' : `on (--cache ${cache}, the default)`}`);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'bin/tripsolver.js'),
      'serve',
      '--port',
      '0',
      '--data',
      dataDir,
      '--cache',
      String(cache),
      ...(WORKERS > 0 ? ['--workers', String(WORKERS)] : []),
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
    },
  );
  const port = await new Promise<number>((resolvePort, reject) => {
    let err = '';
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(err);
      if (m) resolvePort(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${err}`)));
  });
  const startupMs = performance.now() - started;
  const health0 = JSON.parse((await get(port, '/api/health')).body) as { workers: number; queueLimit: number };
  console.log(`server up in ${ms(startupMs)} (process start to listening, data loaded in ${health0.workers} workers; queue limit ${health0.queueLimit})`);

  try {
    // 2. The 45 one at a time: a warm-up pass, then a measured pass; every submission scored.
    for (const q of queries) await post(port, '/api/plan', { request: q });
    const single: number[] = [];
    const plans: unknown[] = [];
    for (const q of queries) {
      const a = await post(port, '/api/plan', { request: q });
      single.push(a.ms);
      plans.push(a.status === 200 ? ((JSON.parse(a.body) as { submission?: unknown[] }).submission ?? []) : []);
    }
    const report = scoreSubmission(
      readQueries(trainFile).map((r) => r.fields),
      plans,
      loadSandbox(dataDir),
    );
    console.log(
      `single request, warm server (${queries.length} one at a time): ` +
        `p50 ${ms(pct(single, 50))}, p95 ${ms(pct(single, 95))}, max ${ms(Math.max(...single))}; ` +
        `${report.counts.finalPassedPlans}/${queries.length} submissions pass every check ` +
        `(final pass rate ${(report.rates.final_pass_rate * 100).toFixed(1)}%)`,
    );

    // 3. Load: TOTAL requests cycled from the 45, CLIENTS at a time.
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    let lost = 0;
    const loadStart = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < TOTAL; i = next++) {
          try {
            const a = await post(port, '/api/plan', { request: queries[i % queries.length] });
            latencies.push(a.ms);
            statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          } catch {
            lost++;
          }
        }
      }),
    );
    const loadSec = (performance.now() - loadStart) / 1000;
    const ok = statuses.get(200) ?? 0;
    const rss = peakRssMiB(child.pid!);
    console.log(
      `load (${TOTAL} requests, ${CLIENTS} clients): ` +
        `${(ok / loadSec).toFixed(1)} plans/s (${(TOTAL / loadSec).toFixed(1)} answers/s, ${loadSec.toFixed(1)} s); ` +
        `latency p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))}, p99 ${ms(pct(latencies, 99))}, max ${ms(Math.max(...latencies))}`,
    );
    console.log(
      `answers: 200: ${ok}, 503: ${statuses.get(503) ?? 0}, 504: ${statuses.get(504) ?? 0}, ` +
        `other: ${[...statuses].filter(([s]) => ![200, 503, 504].includes(s)).reduce((n, [, c]) => n + c, 0)}, ` +
        `lost (no answer): ${lost}; server peak RSS ${rss.toFixed(0)} MiB`,
    );

    // 4. Still healthy.
    const health = await get(port, '/api/health');
    console.log(`health after the load: ${health.status} ${health.body}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main(): Promise<void> {
  console.log(`bench:serve: ${trainFile} (${queries.length} requests), ${TOTAL} plan requests with ${CLIENTS} concurrent clients`);
  console.log(
    `machine: ${availableParallelism()} cores; a busy loop on 2 threads runs ${(await effectiveCores()).toFixed(2)}x as fast as on 1 right now; ` +
      `load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  await scenario(0);
  await scenario(256);
  agent.destroy();

  // 5. The CLI's one-shot plan, same requests, for comparison (process start, data load, solve, exit).
  const cli: number[] = [];
  for (const q of queries.slice(0, 5)) {
    const t = performance.now();
    execFileSync(process.execPath, [join(ROOT, 'bin/tripsolver.js'), 'plan', q, '--data', dataDir, '--format', 'json'], {
      stdio: 'ignore',
      env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
    });
    cli.push(performance.now() - t);
  }
  console.log(`CLI one-shot \`tripsolver plan\` (first 5 requests): p50 ${ms(pct(cli, 50))}, max ${ms(Math.max(...cli))} per request`);
}

await main();
