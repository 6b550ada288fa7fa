/**
 * `tripsolver serve [--host 127.0.0.1] [--port 8080] [--data DIR] [--workers N] [--queue N] [--timeout MS] [--cache N]`:
 * the HTTP API and the page until interrupted (Ctrl-C or SIGTERM), then a clean shutdown, exit 0.
 */
import { availableParallelism } from 'node:os';
import { UsageError } from '../common/errors.ts';
import { DEFAULT_CACHE_SIZE, DEFAULT_QUEUE_LIMIT, DEFAULT_TIMEOUT_MS, startServer } from '../server/index.ts';
import { dataDir, type CommandArgs, type Values } from './common.ts';

// (main.ts is the entry module: importing its functions here would make a cycle; see translate.ts.)
function whole(values: Values, name: string, fallback: number, min: number, max: number): number {
  const v = values[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`--${name}: expected a whole number from ${min} to ${max}, found "${String(v)}"`);
  return n;
}

export async function runServe(args: CommandArgs): Promise<number> {
  const { values, io } = args;
  if (args.positionals.length > 0) throw new UsageError(`serve: unexpected argument "${args.positionals[0]}" (see tripsolver serve --help)`);
  const host = typeof values.host === 'string' && values.host !== '' ? values.host : '127.0.0.1';
  const port = whole(values, 'port', 8080, 0, 65535);
  const workers = whole(values, 'workers', availableParallelism(), 1, 256);
  const queueLimit = whole(values, 'queue', DEFAULT_QUEUE_LIMIT, 0, 100_000);
  const timeoutMs = whole(values, 'timeout', DEFAULT_TIMEOUT_MS, 1, 3_600_000);
  const cacheSize = whole(values, 'cache', DEFAULT_CACHE_SIZE, 0, 1_000_000);
  const dir = dataDir(values, io.env);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ dataDir: dir, host, port, workers, queueLimit, timeoutMs, cacheSize, env: io.env, log: (m) => io.err(m) });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new UsageError(`--port ${port}: the port is already in use on ${host}; choose another with --port`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new UsageError(`--host ${host}: not an address of this machine`);
    throw e;
  }
  io.err(
    `tripsolver serve: ${server.url}/ (data: ${dir}; ${workers} worker${workers === 1 ? '' : 's'}, queue ${queueLimit}, ` +
      `time limit ${timeoutMs} ms, ${cacheSize > 0 ? `${cacheSize} answers cached` : 'no cache'})`,
  );
  if (!['127.0.0.1', 'localhost', '::1'].includes(host))
    io.err(`tripsolver serve: listening on ${host}: anyone who can reach this address can use the service`);
  await new Promise<void>((resolveStop) => {
    const stop = () => resolveStop();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  io.err('tripsolver serve: stopping');
  await server.close();
  return 0;
}
