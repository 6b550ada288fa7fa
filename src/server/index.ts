/**
 * `tripsolver serve`: the HTTP API and the page, one process. The event loop validates, translates and
 * answers; a bounded pool of worker threads (each with the data loaded once) solves. Binds 127.0.0.1 unless
 * told otherwise.
 */
import { packagePath } from '../common/paths.ts';
import { monotonic, type Clock } from '../common/deadline.ts';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { loadGeography, resolveDatabaseDir } from '../sandbox/index.ts';
import { buildApp } from './app.ts';
import { loadPage } from './page.ts';
import { pathRedactor } from './errors.ts';
import { SolverPool } from './pool.ts';
import { dataNames } from './tasks.ts';

export interface ServeOptions {
  readonly dataDir: string;
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Solver worker threads (default: the number of cores). */
  readonly workers?: number;
  /** Requests that may wait for a worker beyond those running (default 64); one more is answered 503. */
  readonly queueLimit?: number;
  /** Time limit of a request whose body gives none (default 30000 ms). */
  readonly timeoutMs?: number;
  /** How long past its deadline a busy worker is terminated (default 2000 ms). */
  readonly graceMs?: number;
  /** Answers kept for repeated identical requests (default 256; 0 turns the cache off). */
  readonly cacheSize?: number;
  readonly env?: NodeJS.ProcessEnv;
  /** Where unexpected errors are logged (default stderr). */
  readonly log?: (message: string) => void;
  /** The worker module (tests). */
  readonly workerFile?: string;
  /** The clock a request's arrival, and so its deadline, is read on (default: src/common/deadline.ts's monotonic clock; tests). */
  readonly clock?: Clock;
}

export interface RunningServer {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly app: FastifyInstance;
  readonly pool: SolverPool;
  close(): Promise<void>;
}

export const DEFAULT_QUEUE_LIMIT = 64;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_CACHE_SIZE = 256;

const VERSION = (JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string }).version;

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  // Fail fast, before any worker starts, when the folder is not TravelPlanner data.
  loadGeography(resolveDatabaseDir(options.dataDir));
  const names = dataNames(options.dataDir);
  const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const pool = new SolverPool({
    dataDir: options.dataDir,
    workers: options.workers ?? availableParallelism(),
    queueLimit: options.queueLimit ?? DEFAULT_QUEUE_LIMIT,
    env: options.env ?? process.env,
    ...(options.graceMs !== undefined ? { graceMs: options.graceMs } : {}),
    ...(options.workerFile !== undefined ? { filename: options.workerFile } : {}),
  });
  const app = buildApp({
    pool,
    dataName: names.name,
    version: VERSION,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    page: loadPage(options.dataDir),
    loopbackOnly: isLoopback(host),
    log,
    redact: pathRedactor(names.name, names.paths),
    cacheSize: options.cacheSize ?? DEFAULT_CACHE_SIZE,
    clock: options.clock ?? monotonic,
  });
  try {
    await pool.warmup();
    await app.listen({ host, port: options.port ?? 8080 });
  } catch (e) {
    await pool.close();
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 8080);
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${urlHost}:${port}`,
    host,
    port,
    app,
    pool,
    close: async () => {
      await app.close();
      await pool.close();
    },
  };
}
