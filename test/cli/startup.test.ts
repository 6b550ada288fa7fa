/**
 * What the CLI loads at start, seen from a child process: a module hook records every module resolved through
 * import, and at exit the CommonJS cache lists what was required. `--help` must load no command, and a plan
 * from a warm sandbox cache neither the LLM SDK, ajv, the CSV parser, nor any other solver than its own.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { loadDatabaseCached } from '../../src/sandbox/cache.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX, REPO_ROOT } from '../helpers/data.ts';
import { tempDir } from '../helpers/temp.ts';

interface Loaded {
  /** Files of this repository, relative to its root (node_modules excluded). */
  readonly own: string[];
  /** Packages under node_modules. */
  readonly packages: string[];
}

async function runLogged(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Loaded & { stdout: string }> {
  const dir = tempDir('tripsolver-startup-');
  const log = join(dir, 'loaded.txt');
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
  return result;
}
`,
  );
  writeFileSync(
    join(dir, 'register.mjs'),
    `import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
register(new URL('./hooks.mjs', import.meta.url));
const required = createRequire(import.meta.url).cache;
process.on('exit', () => appendFileSync(${JSON.stringify(log)}, Object.keys(required).map((f) => pathToFileURL(f).href + '\\n').join('')));
`,
  );
  writeFileSync(log, '');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', pathToFileURL(join(dir, 'register.mjs')).href, join(REPO_ROOT, 'bin/tripsolver.js'), ...args],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
    },
  );
  const root = `${pathToFileURL(REPO_ROOT).href}/`;
  const urls = readFileSync(log, 'utf8')
    .split('\n')
    .filter((u) => u.startsWith('file:'));
  const packages = new Set<string>();
  const own = new Set<string>();
  for (const url of urls) {
    const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (pkg) packages.add(pkg[1]!);
    else if (url.startsWith(root)) own.add(url.slice(root.length));
  }
  return { own: [...own].sort(), packages: [...packages].sort(), stdout };
}

describe('cli: what start-up loads', () => {
  it('--help loads the command table and nothing of the commands (only tsx runs the sources)', async function () {
    this.timeout(20_000);
    const loaded = await runLogged(['--help']);
    expect(loaded.stdout).to.include('Usage: tripsolver <command> [options]');
    // (Besides the command table, only the two lists of names its flags offer: the backends and the route methods.)
    expect(loaded.own).to.deep.equal([
      'bin/tripsolver.js',
      'solver/model.ts',
      'solver/route/methods.ts',
      'src/cli/commands.ts',
      'src/cli/io.ts',
      'src/cli/main.ts',
      'src/common/errors.ts',
    ]);
    expect(loaded.packages).to.deep.equal(['esbuild', 'tsx']);
  });

  it('plan, from a warm sandbox cache, loads javascript-lp-solver and zod but no HiGHS, LLM SDK, ajv, CSV parser or other solver', async function () {
    this.timeout(20_000);
    const cache = tempDir('tripsolver-cache-');
    expect(loadDatabaseCached(FIXTURE_SANDBOX, cache).status).to.equal('written');
    const request = readFileSync(join(FIXTURE_DIR, 'requests', '01-quickstart-quillon-3day', 'request.txt'), 'utf8').trim();
    const loaded = await runLogged(['plan', request, '--data', FIXTURE_SANDBOX, '--format', 'submission'], { TRIPSOLVER_CACHE_DIR: cache });
    expect((JSON.parse(loaded.stdout) as { plan: unknown[] }).plan).to.have.length(3);
    // The default backend (auto) settles this request's small models with javascript-lp-solver: HiGHS's wasm is never read.
    expect(loaded.packages).to.deep.equal(['esbuild', 'javascript-lp-solver', 'tsx', 'zod']);
    expect(loaded.own).to.include('src/sandbox/cache.ts');
    expect(loaded.own).to.include('solver/auto/index.ts');
    expect(loaded.own).to.include('solver/lp/index.ts');
    // The other backends, the solve threads, the server and the baselines are not loaded at all.
    expect(loaded.own.filter((f) => /^solver\/(z3|mip)\/|^solver\/(threads|solve-worker)\.ts$|^src\/(server|baselines)\//.test(f))).to.deep.equal([]);
  });
});
