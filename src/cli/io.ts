/**
 * What every command receives: its arguments and where it writes (Io). Kept apart from common.ts, whose flag
 * readers load the sandbox and the translators, so that main.ts and `--help` load nothing heavy.
 */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  readonly env: NodeJS.ProcessEnv;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  env: process.env,
};

export type Values = Record<string, string | boolean | string[] | undefined>;

export interface CommandArgs {
  readonly positionals: readonly string[];
  readonly values: Values;
  readonly io: Io;
}
