/**
 * `npm run bench:frameworks`: the measurement behind `tripsolver serve`'s choice of HTTP framework.
 * fastify 5 against hono 4 + @hono/node-server, each serving the same two routes from scripts/frameworks/
 * in its own process: start-up time (process start to listening, median of 5), requests per second and
 * latency on a small JSON GET and on a POST that parses a 1 KB JSON body and answers ~8 KB of JSON
 * (16 connections, 8 s each after a 2 s warm-up, load from this process with autocannon), and install
 * size (the package and its dependencies in node_modules). Only one of the two is a dependency of the
 * project; to measure again, first `npm install --no-save` the other one.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const ROOT = resolve(import.meta.dirname, '..');
const FRAMEWORKS = [
  { name: 'fastify 5', script: 'fastify.mjs', packages: ['fastify'] },
  { name: 'hono 4 + @hono/node-server', script: 'hono.mjs', packages: ['hono', '@hono/node-server'] },
] as const;

interface Started {
  readonly url: string;
  readonly readyMs: number;
  readonly stop: () => void;
}

function start(script: string): Promise<Started> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/frameworks', script)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready (\S+) ([\d.]+)/.exec(out);
      if (m) resolvePromise({ url: m[1]!, readyMs: Number(m[2]), stop: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
}

function dirSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(p) : entry.isFile() ? statSync(p).size : 0;
  }
  return total;
}

/** The packages and their dependencies (hoisted in node_modules), bytes on disk and count. */
function installSize(packages: readonly string[]): { bytes: number; count: number } {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    const dir = join(ROOT, 'node_modules', name);
    if (!existsSync(dir)) return;
    seen.add(name);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep);
  };
  packages.forEach(visit);
  return { bytes: [...seen].reduce((n, name) => n + dirSize(join(ROOT, 'node_modules', name)), 0), count: seen.size };
}

const BODY = JSON.stringify({
  request: `${'Please help me plan a trip from Brasswick to Quillon spanning 3 days from March 16th to March 18th, 2022. '.repeat(9)}`,
});

async function load(url: string, path: string, duration: number, method: 'GET' | 'POST') {
  const result = await autocannon({
    url: `${url}${path}`,
    connections: 16,
    duration,
    method,
    ...(method === 'POST' ? { body: BODY, headers: { 'content-type': 'application/json' } } : {}),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const rows: string[] = [];
for (const fw of FRAMEWORKS) {
  if (!fw.packages.every((p) => existsSync(join(ROOT, 'node_modules', p)))) {
    console.log(`${fw.name}: not installed (npm install --no-save ${fw.packages.join(' ')}), skipped`);
    continue;
  }
  const startups: number[] = [];
  for (let i = 0; i < 5; i++) {
    const s = await start(fw.script);
    startups.push(s.readyMs);
    s.stop();
  }
  const server = await start(fw.script);
  try {
    await load(server.url, '/api/health', 2, 'GET');
    const get = await load(server.url, '/api/health', 8, 'GET');
    await load(server.url, '/api/echo', 2, 'POST');
    const post = await load(server.url, '/api/echo', 8, 'POST');
    const size = installSize(fw.packages);
    rows.push(
      `| ${fw.name} | ${Math.round(get.rps)} | ${get.p50} / ${get.p99} ms | ${Math.round(post.rps)} | ${post.p50} / ${post.p99} ms | ${median(startups).toFixed(0)} ms | ${(size.bytes / 1048576).toFixed(1)} MiB, ${size.count} packages |`,
    );
    if (get.errors + post.errors > 0) console.log(`${fw.name}: ${get.errors + post.errors} errors or non-2xx answers`);
  } finally {
    server.stop();
  }
}
console.log('| framework | GET JSON req/s | p50 / p99 | POST JSON req/s | p50 / p99 | start-up | install size |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
