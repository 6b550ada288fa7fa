/**
 * The real CLI (bin/tripsolver.js) on a pseudo-terminal: Debian's `script` (util-linux) runs the command with
 * stdin, stdout and stderr on a new terminal and relays what the test writes as typed keys. Everything the
 * terminal shows (prompts, echoed keys, output) is collected; a run never outlives its deadline (the `script`
 * process this starts is killed, by its own id, when it does).
 */
import { spawn, spawnSync } from 'node:child_process';
import { REPO_ROOT } from './data.ts';

/** Whether `script` can give a command a terminal here. */
export function scriptAvailable(): boolean {
  const probe = spawnSync('script', ['-qfec', 'test -t 0 && test -t 2', '/dev/null'], { stdio: ['pipe', 'ignore', 'ignore'], timeout: 5_000 });
  return probe.status === 0;
}

const quote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

/** What the terminal showed, as a person reads it: no colour or cursor sequences, no carriage returns. */
function screenText(raw: string): string {
  return (
    raw
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's escape sequences are what this removes.
      .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')
      .replace(/\r+\n/g, '\n')
      .replace(/\r/g, '')
  );
}

export interface PtyRun {
  /** What the terminal has shown so far (screenText). */
  screen(): string;
  /** Resolves when the screen shows `text` (after `after` characters of it); rejects at the deadline. */
  waitFor(text: string, after?: number): Promise<number>;
  /** Type `keys` (a line ends with "\r", as the Enter key sends it). */
  type(keys: string): void;
  /** The exit code of the command. */
  readonly exit: Promise<number | null>;
}

export function runOnPty(args: readonly string[], options: { deadlineMs?: number; env?: NodeJS.ProcessEnv } = {}): PtyRun {
  const command = ['node', 'bin/tripsolver.js', ...args].map(quote).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: REPO_ROOT,
    env: { ...process.env, TERM: process.env.TERM ?? 'xterm', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let raw = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    raw += chunk.toString('utf8');
    for (const l of [...listeners]) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const deadline = setTimeout(() => child.kill('SIGKILL'), options.deadlineMs ?? 60_000);
  const exit = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      clearTimeout(deadline);
      for (const l of [...listeners]) l();
      resolve(code);
    }),
  );
  return {
    screen: () => screenText(raw),
    waitFor(text, after = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const at = screenText(raw).indexOf(text, after);
          if (at >= 0) {
            listeners.delete(check);
            resolve(at + text.length);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            listeners.delete(check);
            reject(new Error(`the command ended without showing ${JSON.stringify(text)}; the screen:\n${screenText(raw)}`));
          }
        };
        listeners.add(check);
        check();
      });
    },
    type: (keys) => void child.stdin.write(keys),
    exit,
  };
}
