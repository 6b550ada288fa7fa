/**
 * The OR-Tools backend: routing for paths, CP-SAT for stretches of a day with time windows. or-tools-wasm is
 * large (~0.5 s to initialise, 400 MB, and it keeps optimising its wasm in worker threads after use), so it
 * never loads in this process: a child process (`node --liftoff-only ortools-worker.mjs`) is started on the
 * first request, receives each distance matrix (or time-window problem) as one JSON line and answers with the
 * visiting order. The child is kept for later requests but never keeps this process alive: while nothing is
 * asked of it, it is unreferenced, and it exits when this process does (its stdin closes). Every request has
 * a time limit; failures are RouteBackendErrors.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TripsolverError } from '../../src/common/errors.ts';
import { orderLength, type PathProblem, type PathSolution } from './tsp.ts';
import { scheduleSequence, type DaySchedule, type DayWindowsProblem, type SequenceStep } from '../../src/timeline/windows.ts';

export type RouteBackendFailure = 'spawn' | 'exit' | 'timeout' | 'protocol' | 'solve';

/** The OR-Tools backend failed: why (`reason`), and what the worker wrote to stderr, if anything. */
export class RouteBackendError extends TripsolverError {
  readonly backend = 'ortools';
  readonly reason: RouteBackendFailure;
  readonly detail: string;
  constructor(reason: RouteBackendFailure, message: string, detail = '') {
    super(reason === 'timeout' ? 'timeout' : 'internal', `OR-Tools routing: ${message}${detail.trim() !== '' ? `\n${detail.trim()}` : ''}`);
    this.reason = reason;
    this.detail = detail;
  }
}

export interface OrToolsOptions {
  /** Time limit per request in ms, the worker's start-up included (default 20 s). */
  readonly timeLimitMs?: number;
  /** Node executable (default: this one). */
  readonly nodePath?: string;
  /** The worker script (default: ortools-worker.mjs next to this file). */
  readonly workerPath?: string;
}

const DEFAULT_WORKER = fileURLToPath(new URL('./ortools-worker.mjs', import.meta.url));
const DEFAULT_TIME_LIMIT_MS = 20_000;
/** Matrices are sent as integers: the longest distance becomes this many units. */
const RESOLUTION = 1_000_000;

interface Job {
  readonly id: number;
  readonly line: string;
  /** The job's own time limit (a time-window request carries the solver's limit plus the start-up). */
  readonly timeLimitMs: number;
  readonly resolve: (reply: Reply) => void;
  readonly reject: (error: RouteBackendError) => void;
}

interface Reply {
  readonly tripsolverRoute: 1;
  readonly id: number | null;
  readonly order?: unknown;
  readonly sequence?: unknown;
  readonly status?: unknown;
  readonly error?: unknown;
}

/** A stretch scheduled by CP-SAT: the schedule (undefined: no order fits), and whether CP-SAT proved it optimal or infeasible. */
export interface WindowsSolution {
  readonly schedule: DaySchedule | undefined;
  readonly exact: boolean;
}

const isStep = (x: unknown): x is SequenceStep =>
  typeof x === 'object' &&
  x !== null &&
  ((x as { kind?: unknown }).kind === 'meal' || ((x as { kind?: unknown }).kind === 'sight' && Number.isInteger((x as { index?: unknown }).index)));

const isReply = (x: unknown): x is Reply => typeof x === 'object' && x !== null && (x as { tripsolverRoute?: unknown }).tripsolverRoute === 1;

/** One worker process, serving one request at a time in the order they were made. */
export class OrToolsRouter {
  private readonly timeLimitMs: number;
  private readonly nodePath: string;
  private readonly workerPath: string;
  private child: ChildProcess | undefined;
  private readonly queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | undefined;
  private stdout = '';
  private stderr = '';
  private nextId = 1;
  private readonly killOnExit = () => this.child?.kill('SIGKILL');

  constructor(options: OrToolsOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    this.nodePath = options.nodePath ?? process.execPath;
    this.workerPath = options.workerPath ?? DEFAULT_WORKER;
  }

  /** The shortest open path (or round trip from `problem.depot`) as OR-Tools finds it. */
  async solve(problem: PathProblem): Promise<PathSolution> {
    const { matrix, depot } = problem;
    const n = matrix.length;
    if (n <= 1) return { order: n === 1 ? [0] : [], length: 0, exact: true };
    let max = 0;
    for (const row of matrix) for (const x of row) max = Math.max(max, x);
    const scale = max > 0 ? RESOLUTION / max : 1;
    const ints = matrix.map((row) => row.map((x) => Math.round(x * scale)));
    const reply = await this.send({ matrix: ints, depot: depot ?? null }, this.timeLimitMs);
    if (!Array.isArray(reply.order) || !reply.order.every((i) => Number.isInteger(i)))
      throw new RouteBackendError('protocol', `unreadable reply ${JSON.stringify(reply).slice(0, 200)}`);
    const order = reply.order as number[];
    const expected = new Set(Array.from({ length: n }, (_, i) => i));
    if (order.length !== n || !order.every((i) => expected.delete(i)) || (depot !== undefined && order[0] !== depot)) {
      throw new RouteBackendError(
        'protocol',
        `the worker answered ${JSON.stringify(order)}, not an order of the ${n} nodes${depot !== undefined ? ` from node ${depot}` : ''}`,
      );
    }
    return { order, length: orderLength(matrix, order, depot !== undefined), exact: false };
  }

  /**
   * A stretch of a day with time windows, for more sights than the exact dynamic programme takes: CP-SAT finds the
   * order (shortest metres between sights, then the earliest end) within `solveMs`, and scheduleSequence times it
   * by the same rules as the programme. `exact` is CP-SAT's proof (optimal, or no order fits).
   */
  async scheduleWindows(problem: DayWindowsProblem, solveMs = 10_000): Promise<WindowsSolution> {
    const n = problem.sights.length;
    const pairs = (f: (i: number, j: number) => number) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : f(i, j))));
    const windows = {
      sights: problem.sights.map((s) => ({ minutes: s.minutes, open: s.open.map(([a, b]) => [a, b]) })),
      meals: problem.meals.map((m) => ({ slot: m.slot, earliest: m.earliest, latest: m.latest, minutes: m.minutes })),
      start: problem.start,
      end: problem.end,
      meters: pairs((i, j) => Math.round(problem.km(i, j) * 1000)),
      moves: pairs((i, j) => problem.moveMinutes(i, j)),
      localTransfer: problem.localTransfer,
    };
    const reply = await this.send({ windows, timeLimitMs: solveMs }, solveMs + this.timeLimitMs);
    const status = String(reply.status ?? '');
    if (reply.sequence === null) {
      if (status === 'INFEASIBLE') return { schedule: undefined, exact: true };
      throw new RouteBackendError('timeout', `CP-SAT found no order of ${n} sights within ${solveMs} ms (${status})`);
    }
    if (!Array.isArray(reply.sequence) || !reply.sequence.every(isStep))
      throw new RouteBackendError('protocol', `unreadable reply ${JSON.stringify(reply).slice(0, 200)}`);
    const schedule = scheduleSequence(problem, reply.sequence);
    if (!schedule) throw new RouteBackendError('protocol', `CP-SAT's order ${JSON.stringify(reply.sequence)} does not fit the stretch's windows`);
    return { schedule, exact: status === 'OPTIMAL' };
  }

  private send(request: Record<string, unknown>, timeLimitMs: number): Promise<Reply> {
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.queue.push({ id, line: `${JSON.stringify({ id, ...request })}\n`, timeLimitMs, resolve, reject });
      this.pump();
    });
  }

  /** Stops the worker; pending requests fail. The next request starts a new worker. */
  close(): void {
    const error = new RouteBackendError('exit', 'the router was closed');
    const pending = this.queue.splice(0);
    if (this.current) this.finish(this.current.job.id, error);
    for (const job of pending) job.reject(error);
    this.stop();
  }

  private stop(): void {
    const child = this.child;
    this.child = undefined;
    if (child) {
      process.off('exit', this.killOnExit);
      child.kill('SIGKILL');
    }
  }

  private start(): ChildProcess {
    const env = { ...process.env };
    delete env.NODE_OPTIONS; // the worker is plain JavaScript: no TypeScript loader
    const child = spawn(this.nodePath, ['--liftoff-only', this.workerPath], { stdio: ['pipe', 'pipe', 'pipe'], env });
    this.stdout = '';
    this.stderr = '';
    child.stdout!.setEncoding('utf8');
    child.stderr!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      if (this.child !== child) return;
      this.stdout += chunk;
      for (let nl = this.stdout.indexOf('\n'); nl >= 0; nl = this.stdout.indexOf('\n')) {
        const line = this.stdout.slice(0, nl);
        this.stdout = this.stdout.slice(nl + 1);
        this.onLine(line);
      }
    });
    child.stderr!.on('data', (chunk: string) => {
      if (this.child === child) this.stderr = (this.stderr + chunk).slice(-4000);
    });
    child.stdin!.on('error', () => {}); // a dead worker is reported by 'exit'
    child.on('error', (e) => {
      if (this.child !== child) return;
      this.child = undefined;
      process.off('exit', this.killOnExit);
      this.failCurrent(new RouteBackendError('spawn', `could not start ${this.nodePath} ${this.workerPath}: ${e.message}`));
    });
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = undefined;
      process.off('exit', this.killOnExit);
      this.failCurrent(new RouteBackendError('exit', `the worker exited (${signal ?? `code ${code}`}) before answering`, this.stderr));
    });
    process.on('exit', this.killOnExit);
    return child;
  }

  private onLine(line: string): void {
    let reply: unknown;
    try {
      reply = JSON.parse(line);
    } catch {
      this.stderr = (this.stderr + line + '\n').slice(-4000); // stray output, kept for error messages
      return;
    }
    if (!isReply(reply) || !this.current) return;
    const { job } = this.current;
    if (reply.id !== job.id && reply.id !== null) return;
    if (typeof reply.error === 'string' || reply.id === null) {
      this.finish(job.id, new RouteBackendError('solve', String(reply.error ?? 'unreadable request'), this.stderr));
    } else this.finish(job.id, reply);
  }

  private failCurrent(error: RouteBackendError): void {
    if (this.current) this.finish(this.current.job.id, error);
  }

  private finish(id: number, result: Reply | RouteBackendError): void {
    if (!this.current || this.current.job.id !== id) return;
    const { job, timer } = this.current;
    clearTimeout(timer);
    this.current = undefined;
    if (result instanceof RouteBackendError) job.reject(result);
    else job.resolve(result);
    this.pump();
  }

  /** Sends the next request, or lets the idle worker stop holding this process open. */
  private pump(): void {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) {
      this.setReferenced(false);
      return;
    }
    const child = this.child ?? (this.child = this.start());
    this.setReferenced(true);
    const timer = setTimeout(() => {
      const stderr = this.stderr;
      this.stop();
      this.finish(job.id, new RouteBackendError('timeout', `no answer within ${job.timeLimitMs} ms (the worker was stopped)`, stderr));
    }, job.timeLimitMs);
    this.current = { job, timer };
    child.stdin!.write(job.line);
  }

  private setReferenced(on: boolean): void {
    const child = this.child;
    if (!child) return;
    const handles = [child, child.stdin, child.stdout, child.stderr] as unknown as ({ ref?: () => void; unref?: () => void } | null)[];
    for (const h of handles) (on ? h?.ref : h?.unref)?.call(h);
  }
}

let shared: OrToolsRouter | undefined;

/** The process-wide router (one worker process), made on first use. */
export function sharedOrToolsRouter(): OrToolsRouter {
  return (shared ??= new OrToolsRouter());
}

/** Stops the process-wide router's worker, if one is running. */
export function closeSharedOrToolsRouter(): void {
  shared?.close();
}

export function orToolsPath(problem: PathProblem, router: OrToolsRouter = sharedOrToolsRouter()): Promise<PathSolution> {
  return router.solve(problem);
}
