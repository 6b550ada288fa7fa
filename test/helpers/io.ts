import type { Io } from '../../src/cli/main.ts';

/** An Io that records what a command prints. */
export function captureIo(env: NodeJS.ProcessEnv = {}): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, env, out: (t) => void stdout.push(t), err: (t) => void stderr.push(t) };
}
