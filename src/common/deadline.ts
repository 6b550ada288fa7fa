/**
 * The one clock every deadline reads: monotonic (performance.now(), which never jumps when the system's wall
 * clock is set), in milliseconds on an epoch shared by every thread of the process (performance.timeOrigin),
 * so a deadline set on the main thread means the same instant in a worker. Code that has a time limit takes a
 * `Clock` (default `monotonic`), so tests can inject one and never wait for, or race against, real time.
 */
export interface Clock {
  /** Milliseconds; never decreases. */
  now(): number;
}

export const monotonic: Clock = { now: () => performance.timeOrigin + performance.now() };

/** Explaining re-solves many relaxed models: an explanation with no time limit of its own (a command's, a bench row's) gets this long. */
export const DEFAULT_EXPLAIN_TIMEOUT_MS = 30_000;

/** An instant on a clock by which something must end. */
export class Deadline {
  constructor(
    readonly at: number,
    readonly clock: Clock = monotonic,
  ) {}

  static after(ms: number, clock: Clock = monotonic): Deadline {
    return new Deadline(clock.now() + ms, clock);
  }

  /** Milliseconds left (negative once passed). */
  remaining(): number {
    return this.at - this.clock.now();
  }

  passed(): boolean {
    return this.remaining() <= 0;
  }
}

/** Milliseconds since `started` on `clock`. */
export const elapsedSince = (started: number, clock: Clock = monotonic): number => clock.now() - started;
