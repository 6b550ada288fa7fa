/**
 * The tripsolver command line: thin parsing and dispatch. Each command lives in its own module, loaded
 * only when used. Exit codes: 0 ok, 1 no plan exists, 2 bad input, 3 internal error (or timeout).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { TripsolverError, UnclearError, UsageError } from '../common/errors.ts';
import { processIo, type Io, type Values } from './io.ts';
import { COMMANDS } from './commands.ts';

export { COMMANDS } from './commands.ts';
export { processIo, type CommandArgs, type Io, type Values } from './io.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

export function helpText(): string {
  const lines = ['tripsolver: a solver-backed travel planner (TravelPlanner sandbox).', '', 'Usage: tripsolver <command> [options]', '', 'Commands:'];
  for (const c of COMMANDS) {
    lines.push(`  ${c.usage}`, `      ${c.summary}`);
    for (const f of c.flags) lines.push(`${`      --${f.name}${f.value ? ` ${f.value}` : ''}`.padEnd(44)}  ${f.help}`);
    lines.push('');
  }
  lines.push(
    'Environment: TRIPSOLVER_DATA (default data folder), TRIPSOLVER_YEAR (year of dates written without one);',
    '  database cache: TRIPSOLVER_CACHE_DIR (default $XDG_CACHE_HOME/tripsolver, else ~/.cache/tripsolver), TRIPSOLVER_CACHE=off;',
    '  LLM endpoint: OPENAI_API_KEY, OPENAI_BASE_URL, TRIPSOLVER_MODEL, TRIPSOLVER_LLM_TIMEOUT_MS, TRIPSOLVER_LLM_RETRIES;',
    '  bench cost column: TRIPSOLVER_PRICE_IN, TRIPSOLVER_PRICE_OUT (US dollars per million input/output tokens).',
    'Exit codes: 0 ok, 1 no plan exists (explanation printed), 2 bad input, 3 internal error or timeout.',
  );
  return lines.join('\n');
}

/** Under the message of a request that raised questions: the questions, and how to answer them. */
async function unclearText(e: UnclearError): Promise<string> {
  const { questionLines } = await import('../translate/questions.ts');
  return `${questionLines(e.questions)}\nAnswer with --answer FIELD=VALUE (repeatable); a terminal asks them (unless --no-input).`;
}

export async function main(argv: readonly string[], io: Io = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  try {
    if (!command) throw new UsageError(`unknown command "${name}"; expected one of ${COMMANDS.map((c) => c.name).join(', ')} (see --help)`);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(
        [command.usage, `  ${command.summary}`, ...command.flags.map((f) => `${`  --${f.name}${f.value ? ` ${f.value}` : ''}`.padEnd(40)}  ${f.help}`)].join(
          '\n',
        ),
      );
      return 0;
    }
    const options: Options = {};
    for (const f of command.flags) options[f.name] = f.multiple ? { type: f.type, multiple: true } : { type: f.type };
    let parsed: ReturnType<typeof parseArgs>;
    try {
      parsed = parseArgs({ args: [...rest], options, allowPositionals: true, strict: true });
    } catch (e) {
      throw new UsageError(`${(e as Error).message.replace(/\. To specify.*$/, '')} (see tripsolver ${name} --help)`);
    }
    return await command.run({ positionals: parsed.positionals, values: parsed.values as Values, io });
  } catch (e) {
    if (e instanceof TripsolverError) {
      io.err(`tripsolver: ${e.message}`);
      if (e instanceof UnclearError) io.err(await unclearText(e));
      return e.exitCode;
    }
    io.err(`tripsolver: internal error: ${(e as Error)?.stack ?? String(e)}`);
    return 3;
  }
}
