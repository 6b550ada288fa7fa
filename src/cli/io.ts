/**
 * What every command receives: its arguments and where it writes (Io). Kept apart from common.ts, whose flag
 * readers load the sandbox and the translators, so that main.ts and `--help` load nothing heavy.
 */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  readonly env: NodeJS.ProcessEnv;
  /** A person is there to answer: stdin and stderr are terminals. Absent: no one is (a pipe, CI, a test). */
  readonly terminal?: boolean | undefined;
  /** Lines typed in answer to questions asked on stderr; opened for one round of questions, then closed. */
  readonly lines?: (() => LineReader) | undefined;
}

/** Reads answers one line at a time. */
export interface LineReader {
  /** Shows `prompt` (on stderr) and resolves with the line typed, without its end; undefined at the end of the input. */
  read(prompt: string): Promise<string | undefined>;
  close(): void;
}

/** Lines of the process's stdin through node:readline, the prompt on stderr. Typed-ahead lines are kept in order. */
async function stdinLines(): Promise<LineReader> {
  const { createInterface } = await import('node:readline');
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY === true });
  const typed: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let ended = false;
  rl.on('line', (line) => (waiting.length > 0 ? waiting.shift()!(line) : typed.push(line)));
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(undefined);
  });
  // Ctrl-C at a question ends the command as it would anywhere else.
  rl.on('SIGINT', () => {
    rl.close();
    process.kill(process.pid, 'SIGINT');
  });
  return {
    read(prompt) {
      rl.setPrompt(prompt);
      rl.prompt();
      if (typed.length > 0) return Promise.resolve(typed.shift());
      if (ended) return Promise.resolve(undefined);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => rl.close(),
  };
}

/** A LineReader made on first use (node:readline is loaded only when a question is asked). */
function lazyStdinLines(): LineReader {
  let reader: Promise<LineReader> | undefined;
  return {
    read: async (prompt) => (await (reader ??= stdinLines())).read(prompt),
    close: () => void reader?.then((r) => r.close()),
  };
}

export const processIo: Io = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  env: process.env,
  get terminal() {
    return process.stdin.isTTY === true && process.stderr.isTTY === true;
  },
  lines: lazyStdinLines,
};

export type Values = Record<string, string | boolean | string[] | undefined>;

export interface CommandArgs {
  readonly positionals: readonly string[];
  readonly values: Values;
  readonly io: Io;
}
