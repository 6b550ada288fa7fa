/**
 * The published package works on its own: `npm pack` (which builds dist/ through prepack), the tarball installed
 * in an empty folder, and there the CLI (`npx tripsolver plan`) and a TypeScript program that imports
 * `tripsolver`, type-checked against the package's own .d.ts files and run with plain node (no tsx).
 */
import { expect } from 'chai';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/data.ts';
import { tempDir } from '../helpers/temp.ts';

const REQUEST = readFileSync(join(REPO_ROOT, 'fixtures/requests/01-quickstart-quillon-3day/request.txt'), 'utf8').trim();
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });

/** The consumer program: the same code twice, typed (checked by tsc) and plain (run by node). */
const PROGRAM = (typed: boolean) => `import { FIXTURE_DATA_DIR, loadSandbox, plan${typed ? ', type PlanOutcome' : ''} } from 'tripsolver';
const sandbox = loadSandbox(FIXTURE_DATA_DIR);
const { spec, outcome } = await plan(${JSON.stringify(REQUEST)}, { sandbox });
const status${typed ? ': PlanOutcome["status"]' : ''} = outcome.status;
if (outcome.status !== 'optimal') throw new Error('expected an optimal plan, got ' + status);
const total${typed ? ': number' : ''} = outcome.plan.itinerary.cost.total;
console.log(JSON.stringify({ status, origin: spec.origin, days: outcome.plan.submission.length, total }));
`;

describe('the packed package, installed in an empty folder', () => {
  let dir: string;
  before(function () {
    this.timeout(300_000);
    const packs = tempDir('tripsolver-pack-');
    const tarball = JSON.parse(npm(['pack', '--json', '--pack-destination', packs], REPO_ROOT)) as { filename: string; files: { path: string }[] }[];
    const files = tarball[0]!.files.map((f) => f.path);
    expect(files).to.include.members([
      'bin/tripsolver.js',
      'dist/src/index.js',
      'dist/src/index.d.ts',
      'dist/src/cli/main.js',
      'dist/src/server/worker-entry.mjs',
      'dist/src/load-module.mjs',
      'dist/solver/solve-worker-entry.mjs',
      'dist/src/server/page/index.html',
      'fixtures/sandbox/README.md',
      'prompts/translate.md',
      'schemas/trip-spec.schema.json',
    ]);
    expect(files.filter((f) => f.startsWith('src/') || f.startsWith('test/') || (f.endsWith('.ts') && !f.endsWith('.d.ts')))).to.deep.equal([]);
    dir = tempDir('tripsolver-installed-');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    npm(['install', '--prefer-offline', join(packs, tarball[0]!.filename)], dir);
  });

  it('npx tripsolver plan "<fixture request>" prints the plan, with no TypeScript loader installed', () => {
    expect(
      spawnSync(process.execPath, ['-e', "import('tsx').then(() => process.exit(1), () => process.exit(0))"], { cwd: dir }).status,
      'tsx is not installed with the package',
    ).to.equal(0);
    const run = spawnSync('npx', ['--no-install', 'tripsolver', 'plan', REQUEST], { cwd: dir, encoding: 'utf8' });
    expect(run.status, run.stderr).to.equal(0);
    expect(run.stdout).to.include('Trip: Brasswick -> Quillon -> Brasswick');
    expect(run.stdout).to.include('  Total       $1,223\n');
  });

  it("a TypeScript program that imports 'tripsolver' type-checks against the package's .d.ts", () => {
    writeFileSync(join(dir, 'consumer.ts'), PROGRAM(true));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          typeRoots: [join(REPO_ROOT, 'node_modules/@types')],
          types: ['node'],
        },
        files: ['consumer.ts'],
      }),
    );
    const check = spawnSync(join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-p', dir], { cwd: dir, encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).to.equal(0);
  });

  it('the same program runs on plain node and plans the fixture request', () => {
    writeFileSync(join(dir, 'consumer.mjs'), PROGRAM(false));
    const run = spawnSync(process.execPath, ['consumer.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(run.status, run.stderr).to.equal(0);
    expect(JSON.parse(run.stdout)).to.deep.equal({ status: 'optimal', origin: 'Brasswick', days: 3, total: 1223 });
  });

  it("a type error in the program is caught by the package's types", () => {
    writeFileSync(join(dir, 'consumer.ts'), `${PROGRAM(true)}const wrong: string = total;\n`);
    const check = spawnSync(join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-p', dir], { cwd: dir, encoding: 'utf8' });
    expect(check.status).to.equal(1);
    expect(check.stdout).to.include("error TS2322: Type 'number' is not assignable to type 'string'.");
  });
});
