/** Clocks for tests: time limits are tested by what a clock says, never by waiting for real time. */
import type { Clock } from '../../src/common/deadline.ts';

/** A clock that reads `start` for its first `calls` readings and jumps `jumpMs` further on each reading after. */
export function clockJumpingAfter(calls: number, jumpMs: number, start = 1_000_000): Clock & { readings: number } {
  const clock = {
    readings: 0,
    now(): number {
      clock.readings++;
      return start + Math.max(0, clock.readings - calls) * jumpMs;
    },
  };
  return clock;
}

/** A clock that moves `stepMs` forward on every reading: any time limit shorter than a step is over at once. */
export const steppingClock = (stepMs: number): Clock & { readings: number } => clockJumpingAfter(0, stepMs);
