/**
 * Solves off the main thread: a pool of solve threads (piscina) that any caller can share, a bench run's rows
 * or a long-running process. HiGHS and Z3 solve synchronously inside their wasm; on a thread of their own the
 * caller's event loop stays free, and several models solve at once on several cores.
 *
 * A solve keeps its time limit inside the thread (HiGHS's time_limit, Z3's timeout); a thread still busy
 * `graceMs` past the limit (stuck inside one wasm call) is terminated, so it stops using CPU, and replaced,
 * and the solve is reported as a timeout.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Backend, Model, SolveOptions, SolveResult } from './model.ts';
import type { SolveTask } from './solve-worker.ts';

export interface SolveThreadsOptions {
  /** Threads (default: the number of cores). */
  readonly threads?: number;
  /** How long past its time limit a busy thread is terminated (default 2000 ms). */
  readonly graceMs?: number;
  /** The thread's module (tests). */
  readonly filename?: string;
}

export class SolveThreads {
  readonly threads: number;
  private readonly graceMs: number;
  private readonly piscina: Piscina<SolveTask, SolveResult>;
  /** Solves whose thread was terminated past their limit. */
  stopped = 0;
  /** Solves run. */
  solved = 0;

  constructor(options: SolveThreadsOptions = {}) {
    this.threads = Math.max(1, options.threads ?? availableParallelism());
    this.graceMs = options.graceMs ?? 2000;
    this.piscina = new Piscina<SolveTask, SolveResult>({
      filename: options.filename ?? new URL('./solve-worker-entry.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 30_000,
      concurrentTasksPerWorker: 1,
    });
  }

  async solve(backend: Backend['name'], model: Model, options: SolveOptions): Promise<SolveResult> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), Math.max(0, options.timeLimitMs + this.graceMs));
    try {
      const task: SolveTask = { backend, model, timeLimitMs: options.timeLimitMs, ...(options.wantCore !== undefined ? { wantCore: options.wantCore } : {}) };
      return await this.piscina.run(task, { signal: abort.signal });
    } catch (e) {
      if (abort.signal.aborted) {
        this.stopped++;
        return { status: 'timeout' };
      }
      throw e;
    } finally {
      clearTimeout(timer);
      this.solved++;
    }
  }

  /** A backend whose every solve runs on these threads. */
  backend(name: Backend['name']): Backend {
    return { name, solve: (model, options) => this.solve(name, model, options) };
  }

  /** The threads now (a terminated one is replaced on the next solve). */
  get threadIds(): number[] {
    return this.piscina.threads.map((t) => t.threadId);
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
