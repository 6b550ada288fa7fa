/**
 * The bounded pool of solver worker threads (piscina). Each worker loads the data once when it starts; the
 * event loop never solves. The queue is kept here, first in first out (piscina's own queue let a task be
 * overtaken again and again under sustained load): past `workers` running and `queueLimit` waiting, a task is
 * refused at once (503 with Retry-After); a task whose deadline passed while it waited is answered 504 unrun.
 * Every task has a deadline: the worker answers 504 itself when its search runs out of time, and a worker still
 * busy `graceMs` after the deadline (stuck in one long solver call) is terminated, so it stops using CPU, and
 * replaced.
 */
import { monotonic } from '../common/deadline.ts';
import { Piscina } from 'piscina';
import { HttpError } from './errors.ts';
import type { Task, TaskResult, WorkerInit } from './tasks.ts';

export interface PoolOptions {
  readonly dataDir: string;
  /** The environment the translators read (OPENAI_*, TRIPSOLVER_YEAR); it stays in the server. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly workers: number;
  /** Tasks that may wait for a worker; one more is answered 503. */
  readonly queueLimit: number;
  /** How long after its deadline a still-running task's worker is terminated (default 2000 ms). */
  readonly graceMs?: number;
  /** The worker module (default worker-entry.mjs beside this file); tests give their own. */
  readonly filename?: string;
}

export class SolverPool {
  readonly workers: number;
  readonly queueLimit: number;
  private readonly graceMs: number;
  private readonly piscina: Piscina<Task, TaskResult>;
  /** Tasks on a worker now. */
  private active = 0;
  /** Tasks waiting for a worker, first in first out. */
  private readonly waiting: (() => void)[] = [];
  /** Recent task durations, for Retry-After. */
  private readonly recentMs: number[] = [];
  /** Tasks stopped for running past their deadline (their worker was terminated). */
  stopped = 0;

  constructor(options: PoolOptions) {
    this.workers = options.workers;
    this.queueLimit = options.queueLimit;
    this.graceMs = options.graceMs ?? 2000;
    const init: WorkerInit = { dataDir: options.dataDir, env: { ...(options.env ?? {}) } };
    this.piscina = new Piscina<Task, TaskResult>({
      filename: options.filename ?? new URL('./worker-entry.mjs', import.meta.url).href,
      minThreads: options.workers,
      maxThreads: options.workers,
      idleTimeout: 2 ** 31 - 1,
      maxQueue: Number.MAX_SAFE_INTEGER,
      concurrentTasksPerWorker: 1,
      atomics: 'async',
      workerData: init,
    });
    this.piscina.on('error', (e: unknown) => console.error(`tripsolver serve: worker error: ${(e as Error)?.message ?? String(e)}`));
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Seconds a refused client should wait: the queue's expected drain time, at least 1. */
  retryAfterSeconds(): number {
    const mean = this.recentMs.length > 0 ? this.recentMs.reduce((a, b) => a + b, 0) / this.recentMs.length : 1000;
    return Math.max(1, Math.ceil(((this.queued + 1) * mean) / this.workers / 1000));
  }

  /**
   * Run a task on a worker: at once when one is free, else after the tasks already waiting (first in, first
   * out; the pool's own queue is never used, so no task can be overtaken); refused (503) when the queue is full.
   */
  async run(task: Task): Promise<TaskResult> {
    if (this.active >= this.workers) {
      if (this.waiting.length >= this.queueLimit) {
        const seconds = this.retryAfterSeconds();
        throw new HttpError(
          503,
          'busy',
          `the server is busy: ${this.running} requests are being solved and ${this.queued} are waiting (the limit); retry in ${seconds} s`,
          undefined,
          {
            'retry-after': String(seconds),
          },
        );
      }
      await new Promise<void>((resolveTurn) => this.waiting.push(resolveTurn));
    } else this.active++;
    // The slot is ours (a finishing task hands it over directly).
    try {
      if (monotonic.now() >= task.deadline)
        throw new HttpError(504, 'timeout', `the request did not start within its time limit of ${task.limitMs} ms (it waited for a worker)`);
      return await this.dispatch(task);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  private async dispatch(task: Task): Promise<TaskResult> {
    const started = monotonic.now();
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), Math.max(0, task.deadline + this.graceMs - started));
    try {
      return await this.piscina.run(task, { signal: abort.signal });
    } catch (e) {
      if (abort.signal.aborted) {
        this.stopped++;
        throw new HttpError(504, 'timeout', `the request did not finish within ${task.limitMs} ms; its worker was stopped`);
      }
      throw e;
    } finally {
      clearTimeout(timer);
      this.recentMs.push(monotonic.now() - started);
      if (this.recentMs.length > 50) this.recentMs.shift();
    }
  }

  /** Resolves once every worker has started and loaded the data (or after `limitMs`). */
  async warmup(limitMs = 60_000): Promise<void> {
    const arrived = new Int32Array(new SharedArrayBuffer(4));
    const deadline = monotonic.now() + limitMs;
    await Promise.all(Array.from({ length: this.workers }, () => this.piscina.run({ kind: 'warmup', arrived, workers: this.workers, deadline, limitMs })));
  }

  /** The worker threads now (for tests: a terminated worker is replaced by a new one). */
  get threadIds(): number[] {
    return this.piscina.threads.map((t) => t.threadId);
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
