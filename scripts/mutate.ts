/**
 * npm run mutate [-- TARGET ...] [--file PATH ...] [--concurrency N] [--incremental] [--static] [--list]
 *
 * Mutation testing (StrykerJS with its mocha runner) of the guarantee's core, one target at a time, each
 * against only the tests that exercise it. Targets: catalogue, evaluate, solver (solver/model.ts and
 * solver/verify.ts), rules (the rules translator, src/translate/rules/). No target runs them all, in that order.
 *
 * The tests are TypeScript loaded through tsx's ESM loader, as .mocharc.json loads them: Stryker's mocha runner
 * runs mocha inside its own worker processes, which are started with `--import tsx/esm`. Coverage is per test,
 * so a mutant runs only the tests that reach it. `--incremental` reuses the verdicts of the last run for mutants
 * whose code and covering tests did not change; it is off by default because Stryker records no covering tests
 * for static mutants, so a survivor among them keeps its verdict after a test that kills it is added.
 *
 * `--file PATH` (repeatable) narrows each target to those of its files (a path as listed by `--list`, relative to
 * the repository root, e.g. src/translate/rules/counts.ts), so one file's mutants run in minutes; a target with none
 * of them is skipped. Such a run's reports are named after the target and the files (TARGET@counts.json), so the
 * whole target's report is kept.
 *
 * Reports go to reports/mutation/ (git-ignored): TARGET.json (Stryker's JSON report), TARGET.incremental.json
 * and summary.json (scores per folder and file of every target run so far). Stryker's clear-text report is
 * printed, then the score per folder. Not part of `npm test` or CI.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import type { Stryker as StrykerClass } from '@stryker-mutator/core';
import { scoreByGroup, type Score } from './mutation-score.ts';
import { developmentDataDir } from '../src/common/paths.ts';

interface Target {
  /** Files to mutate (globs relative to the repository root). */
  readonly mutate: readonly string[];
  /** The test files that exercise them. */
  readonly tests: readonly string[];
  /**
   * Skip static mutants (code run once, when a module loads: module-level tables, word lists and regexes). Each
   * one needs fresh test processes that load every test again; the rules translator has about 2,800 of them
   * (a third of its mutants), which would take hours. `--static` tests them anyway.
   */
  readonly ignoreStatic?: boolean;
}

const TARGETS: Record<string, Target> = {
  catalogue: {
    mutate: ['src/catalogue/**/*.ts'],
    tests: [
      'test/catalogue/catalogue.test.ts',
      'test/evaluate/commonsense.test.ts',
      'test/evaluate/hard.test.ts',
      'test/evaluate/rationality.test.ts',
      'test/evaluate/timetable.test.ts',
      'test/evaluate/boundaries.test.ts',
    ],
  },
  evaluate: {
    mutate: ['src/evaluate/**/*.ts'],
    tests: ['test/evaluate/*.test.ts'],
  },
  solver: {
    mutate: ['solver/model.ts', 'solver/verify.ts'],
    tests: ['test/solver/model.test.ts', 'test/solver/verify.test.ts', 'test/solver/backends.test.ts', 'test/solver/avoid-cuisines.test.ts'],
  },
  rules: {
    mutate: ['src/translate/rules/**/*.ts', 'src/common/numbers.ts'],
    tests: [
      'test/translate/rules.test.ts',
      'test/translate/numbers.test.ts',
      'test/translate/layout.test.ts',
      'test/translate/money.test.ts',
      'test/translate/counts.test.ts',
      'test/translate/dates.test.ts',
      'test/translate/wishes.test.ts',
      'test/translate/places.test.ts',
      'test/translate/cases.test.ts',
      'test/translate/train.test.ts',
      'test/translate/questions.test.ts',
      'test/translate/reading-classes.test.ts',
      'test/translate/mutation-*.test.ts',
    ],
    ignoreStatic: true,
  },
};

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'reports', 'mutation');

interface Args {
  readonly targets: string[];
  readonly concurrency: number;
  readonly incremental: boolean;
  readonly withStatic: boolean;
  /** Files to narrow the targets to (`--file`), relative to the repository root; empty: every file. */
  readonly files: readonly string[];
}

function parseArgs(argv: readonly string[]): Args {
  const targets: string[] = [];
  let concurrency = 2;
  let incremental = false;
  let withStatic = false;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--incremental') incremental = true;
    else if (a === '--static') withStatic = true;
    else if (a === '--file') {
      const file = argv[++i];
      if (file === undefined) usage('--file needs a path, e.g. --file src/translate/rules/counts.ts');
      files.push(relative(ROOT, resolve(ROOT, file)));
    } else if (a === '--concurrency') {
      concurrency = Number(argv[++i]);
      if (!Number.isInteger(concurrency) || concurrency < 1) usage(`--concurrency needs a whole number of at least 1, not ${argv[i]}`);
    } else if (a === '--list') {
      for (const [name, t] of Object.entries(TARGETS)) console.log(`${name}: mutates ${t.mutate.join(', ')}; tests ${t.tests.join(', ')}`);
      process.exit(0);
    } else if (a in TARGETS) targets.push(a);
    else usage(`unknown target or option ${a}`);
  }
  const chosen = targets.length > 0 ? targets : Object.keys(TARGETS);
  for (const f of files)
    if (!chosen.some((t) => TARGETS[t]!.mutate.some((g) => inGlob(f, g)))) usage(`${f} is not a file of ${chosen.join(', ')} (see --list)`);
  return { targets: chosen, concurrency, incremental, withStatic, files };
}

function usage(message: string): never {
  console.error(
    `mutate: ${message}\n` +
      `usage: npm run mutate -- [${Object.keys(TARGETS).join('|')} ...] [--file PATH ...] [--concurrency N] [--incremental] [--static] [--list]`,
  );
  process.exit(2);
}

/** Whether `file` is one of `glob`'s files; the targets' globs are exact paths or a folder's files (`src/x/` + `**` + `/*.ts`). */
function inGlob(file: string, glob: string): boolean {
  const deep = /^(.*)\/\*\*\/\*(\.\w+)$/.exec(glob);
  return deep ? file.startsWith(`${deep[1]}/`) && file.endsWith(deep[2]!) : file === glob;
}

/** The target narrowed to `files` (all of them when none is given), or undefined when it has none of them. */
function narrow(target: Target, files: readonly string[]): Target | undefined {
  if (files.length === 0) return target;
  const mine = files.filter((f) => target.mutate.some((g) => inGlob(f, g)));
  return mine.length === 0 ? undefined : { ...target, mutate: mine };
}

/** A narrowed run keeps its own reports: TARGET@counts.json, TARGET@counts+money.json. */
function reportName(name: string, target: Target, files: readonly string[]): string {
  return files.length === 0 ? name : `${name}@${target.mutate.map((f) => basename(f).replace(/\.\w+$/, '')).join('+')}`;
}

/** The folder a mutated file is scored under: its directory, relative to the repository root. */
function folderOf(file: string): string {
  return dirname(relative(ROOT, resolve(ROOT, file)));
}

function pct(s: Score): string {
  return s.score === null ? '   n/a' : `${s.score.toFixed(1).padStart(5)}%`;
}

async function runTarget(
  Stryker: typeof StrykerClass,
  name: string,
  target: Target,
  { concurrency, incremental, withStatic, files: only }: Args,
): Promise<Record<string, Score>> {
  const started = performance.now();
  const report = reportName(name, target, only);
  const stryker = new Stryker({
    testRunner: 'mocha',
    plugins: ['@stryker-mutator/mocha-runner'],
    mutate: [...target.mutate],
    mochaOptions: { spec: [...target.tests], 'no-config': true },
    testRunnerNodeArgs: ['--require', MOCHA12_PATHS, '--import', 'tsx/esm'],
    // Stryker's other worker (for checkers, none here) loads the plugins too.
    checkerNodeArgs: ['--require', MOCHA12_PATHS],
    coverageAnalysis: 'perTest',
    concurrency,
    ignoreStatic: target.ignoreStatic === true && !withStatic,
    incremental,
    incrementalFile: join('reports', 'mutation', `${report}.incremental.json`),
    reporters: ['clear-text', 'json', 'progress'],
    jsonReporter: { fileName: join('reports', 'mutation', `${report}.json`) },
    clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
    tempDirName: '.stryker-tmp',
    // Stryker rewrites the tsconfig it finds through the TypeScript compiler API, which TypeScript 7 (the native
    // compiler) no longer has; no tsconfig is needed in the sandbox (tsx reads the sources, no checker runs).
    tsconfigFile: 'tsconfig.stryker-absent.json',
    cleanTempDir: true,
  });
  const results = await stryker.runMutationTest();
  const seconds = (performance.now() - started) / 1000;
  const groups = scoreByGroup(results, (r) => folderOf(r.fileName));
  const files = scoreByGroup(results, (r) => relative(ROOT, resolve(ROOT, r.fileName)));
  console.log(`\nmutate ${report}: ${results.length} mutants in ${seconds.toFixed(0)} s (concurrency ${concurrency})`);
  for (const [group, s] of [...Object.entries(groups), ...Object.entries(files)]) {
    console.log(
      `  ${pct(s)}  ${group}  (killed ${s.killed}, timeout ${s.timeout}, survived ${s.survived}, ` +
        `no coverage ${s.noCoverage}, ignored ${s.ignored}, errors ${s.errors})`,
    );
  }
  return { ...groups, ...files };
}

const MOCHA12_PATHS = join(ROOT, 'scripts', 'mocha12-cli-paths.cjs');

async function main(): Promise<void> {
  createRequire(import.meta.url)(MOCHA12_PATHS);
  const { Stryker } = await import('@stryker-mutator/core');
  const args = parseArgs(process.argv.slice(2));
  process.chdir(ROOT);
  // Stryker runs the tests in a copy of the repository under .stryker-tmp/, where ../shared/ is not beside the
  // root: point the tests at the TravelPlanner data here.
  const data = developmentDataDir({});
  if (!process.env.TRIPSOLVER_DATA && existsSync(data)) process.env.TRIPSOLVER_DATA = data;
  mkdirSync(OUT, { recursive: true });
  const summaryFile = join(OUT, 'summary.json');
  const summary: Record<string, Record<string, Score>> = existsSync(summaryFile)
    ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as Record<string, Record<string, Score>>)
    : {};
  for (const name of args.targets) {
    const target = narrow(TARGETS[name]!, args.files);
    if (!target) continue;
    summary[reportName(name, target, args.files)] = await runTarget(Stryker, name, target, args);
    writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  }
}

await main();
