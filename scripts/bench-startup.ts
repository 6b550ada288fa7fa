/**
 * npm run bench:startup: how long the CLI takes to start and finish as a one-shot process, and its peak memory.
 * Each case runs the CLI as a child process --runs times (default 10), the cases taking turns so that other work
 * on the machine weighs on all of them alike; wall time is measured around the child, peak RSS is the child's
 * own process.resourceUsage().maxRSS (reported through a small --import module, see RSS_REPORTER).
 *
 * Cases, each through tsx (the sources, as a checkout runs) and compiled (dist/, as the installed package runs;
 * `npm run build` is run first unless --no-build):
 *   --help;
 *   plan "<request>" on the full data with the sandbox cache off (TRIPSOLVER_CACHE=off: every CSV is read, as
 *   before the cache), cold (a new empty cache folder each run: the CSVs are read and the cache written) and
 *   warm (a cache folder written before the first timed run).
 * --baseline REF (e.g. main) also runs --help and the plan of git revision REF, exported to a temporary folder,
 * built there and run the same two ways (its node_modules is this checkout's).
 *
 * The request is the `query` field of a TravelPlanner training row (--row N, default 0: the first row), and
 * nothing else of the row is read. Data: --data DIR, else $TRIPSOLVER_DATA, else ../shared/data/travelplanner.
 * Options: --runs N, --row N, --data DIR, --no-build, --baseline REF, --json (the figures as one JSON object).
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile } from '../src/common/stats.ts';
import { developmentDataDir } from '../src/common/paths.ts';

const ROOT = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(option('runs') ?? 10);
const ROW = Number(option('row') ?? 0);
const DATA = resolve(option('data') ?? developmentDataDir());
const BASELINE = option('baseline');
const JSON_OUT = argv.includes('--json');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs: expected a positive whole number, found "${option('runs')}"`);

const work = mkdtempSync(join(tmpdir(), 'tripsolver-bench-startup-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** Loaded with --import into every timed child: writes the child's peak RSS (KiB) to the file it is told. */
const RSS_REPORTER = join(work, 'rss.mjs');
writeFileSync(
  RSS_REPORTER,
  "import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));\n",
);

function requestText(): string {
  const file = join(DATA, 'train.jsonl');
  if (!existsSync(file)) throw new Error(`no ${file}: set TRIPSOLVER_DATA or pass --data (the TravelPlanner folder with train.jsonl and database/)`);
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  if (ROW < 0 || ROW >= rows.length) throw new Error(`--row: expected 0 to ${rows.length - 1}, found ${ROW}`);
  return (JSON.parse(rows[ROW]!) as { query: string }).query;
}

/** Build `root` (npm run build's script); false when it fails. */
function build(root: string): boolean {
  try {
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    return true;
  } catch (e) {
    console.error(`bench:startup: building ${root} failed: ${String((e as { stderr?: Buffer }).stderr ?? e).trim()}`);
    return false;
  }
}

interface Entry {
  readonly name: string;
  /** node's arguments before the CLI's own. */
  readonly args: readonly string[];
  /** This checkout (with the sandbox cache), not a --baseline revision. */
  readonly current: boolean;
}

/**
 * `root`'s bin/tripsolver.js as a checkout runs it (through tsx) and as the installed package runs it: a copy of
 * the bin beside a link to dist/ and no src/, so that it takes the compiled code (node follows the link to the
 * real files, so they find root's package.json and node_modules).
 */
function entries(root: string, label: string, compiled: boolean, current: boolean): Entry[] {
  const out: Entry[] = [{ name: `${label} tsx`, args: [join(root, 'bin/tripsolver.js')], current }];
  const distMain = join(root, 'dist/src/cli/main.js');
  if (compiled && existsSync(distMain)) {
    const installed = join(work, `installed-${label.replace(/\W+/g, '-')}`);
    mkdirSync(join(installed, 'bin'), { recursive: true });
    copyFileSync(join(root, 'bin/tripsolver.js'), join(installed, 'bin/tripsolver.js'));
    symlinkSync(join(root, 'dist'), join(installed, 'dist'));
    out.push({ name: `${label} dist`, args: [join(installed, 'bin/tripsolver.js')], current });
  } else if (compiled) console.error(`bench:startup: ${distMain} is missing (run npm run build): no compiled figures for ${label}`);
  return out;
}

type Cache = 'off' | 'cold' | 'warm' | 'none';

interface Case {
  readonly entry: Entry;
  readonly command: 'help' | 'plan';
  readonly cache: Cache;
  readonly wall: number[];
  readonly rssKiB: number[];
}

const request = requestText();
const commandArgs = (c: Case): string[] => (c.command === 'help' ? ['--help'] : ['plan', request, '--data', DATA, '--format', 'submission']);
let folders = 0;
const newFolder = (): string => join(work, `cache-${folders++}`);
const warmFolder = new Map<Entry, string>();

/** One run of the case; its wall time in seconds and peak RSS in KiB. */
function runOnce(c: Case, cacheDir: string | undefined): Promise<{ wall: number; rssKiB: number }> {
  const rssFile = join(work, 'rss.txt');
  rmSync(rssFile, { force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_RSS_FILE: rssFile, TRIPSOLVER_CACHE: c.cache === 'off' ? 'off' : '' };
  if (cacheDir) env.TRIPSOLVER_CACHE_DIR = cacheDir;
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', pathToFileURL(RSS_REPORTER).href, ...c.entry.args, ...commandArgs(c)], {
      cwd: work,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      const wall = (performance.now() - started) / 1000;
      if (code !== 0) return fail(new Error(`${c.entry.name} ${c.command} (cache ${c.cache}) exited ${code}: ${stderr.trim()}`));
      done({ wall, rssKiB: Number(readFileSync(rssFile, 'utf8')) });
    });
  });
}

async function main(): Promise<void> {
  const built = argv.includes('--no-build') || build(ROOT);
  const all: Entry[] = entries(ROOT, 'this checkout', built, true);
  if (BASELINE) {
    const base = join(work, 'baseline');
    execFileSync('sh', ['-c', `mkdir -p "${base}" && git -C "${ROOT}" archive "${BASELINE}" | tar -x -C "${base}"`]);
    symlinkSync(join(ROOT, 'node_modules'), join(base, 'node_modules'));
    all.unshift(...entries(base, BASELINE, build(base), false));
  }
  const cases: Case[] = [];
  for (const entry of all) {
    cases.push({ entry, command: 'help', cache: 'none', wall: [], rssKiB: [] });
    // A revision without the cache ignores TRIPSOLVER_CACHE*: one plan case says all there is.
    const caches: Cache[] = entry.current ? ['off', 'cold', 'warm'] : ['none'];
    for (const cache of caches) cases.push({ entry, command: 'plan', cache, wall: [], rssKiB: [] });
  }
  for (const c of cases) {
    if (c.cache !== 'warm') continue;
    const folder = newFolder();
    warmFolder.set(c.entry, folder);
    await runOnce(c, folder);
  }
  for (let run = 0; run < RUNS; run++) {
    for (const c of cases) {
      const folder = c.cache === 'warm' ? warmFolder.get(c.entry)! : c.cache === 'cold' ? newFolder() : undefined;
      const r = await runOnce(c, folder);
      if (c.cache === 'cold') rmSync(folder!, { recursive: true, force: true });
      c.wall.push(r.wall);
      c.rssKiB.push(r.rssKiB);
    }
    if (!JSON_OUT) process.stderr.write(`\rrun ${run + 1}/${RUNS}`);
  }
  if (!JSON_OUT) process.stderr.write('\n');
  const figures = cases.map((c) => {
    const wall = [...c.wall].sort((a, b) => a - b);
    const rss = [...c.rssKiB].sort((a, b) => a - b);
    return {
      entry: c.entry.name,
      command: c.command === 'help' ? '--help' : 'plan',
      cache: c.cache,
      runs: wall.length,
      p50: percentile(wall, 50),
      p95: percentile(wall, 95),
      rssP50MiB: percentile(rss, 50) / 1024,
      rssMaxMiB: rss.at(-1)! / 1024,
    };
  });
  const machine = { cores: availableParallelism(), loadavg1: loadavg()[0]!, node: process.version };
  if (JSON_OUT) {
    console.log(JSON.stringify({ request, data: DATA, machine, figures }, null, 2));
    return;
  }
  console.log(`request (train.jsonl row ${ROW}): ${request}`);
  console.log(`data: ${DATA}; ${machine.cores} cores, load average ${machine.loadavg1.toFixed(2)} at the end (other work on the machine slows every figure)`);
  console.log('');
  const header = ['entry', 'command', 'sandbox cache', 'runs', 'p50 s', 'p95 s', 'peak RSS p50 MiB', 'max MiB'];
  const rows = figures.map((f) => [
    f.entry,
    f.command,
    f.cache === 'none' ? '-' : f.cache,
    String(f.runs),
    f.p50.toFixed(3),
    f.p95.toFixed(3),
    f.rssP50MiB.toFixed(0),
    f.rssMaxMiB.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const r of [header, widths.map((w) => '-'.repeat(w)), ...rows])
    console.log(r.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}

await main();
