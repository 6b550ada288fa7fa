import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { SpecError } from '../../src/common/errors.ts';
import { captureIo } from '../helpers/io.ts';
import { REPO_ROOT } from '../helpers/data.ts';

describe('cli', () => {
  it('--help lists every command of the CLI contract with its flags', async () => {
    const io = captureIo();
    expect(await main(['--help'], io)).to.equal(0);
    const text = io.stdout.join('\n');
    for (const usage of [
      'tripsolver translate "<request>" [--format spec|travelplanner] [--queries Q.jsonl] [--translator rules|llm|hybrid]',
      'tripsolver plan "<request>" [--data DIR] [--ref-info FILE] [--format text|markdown|json|submission] [--backend auto|mip|z3|lp] [--route exact|heuristic|ortools] [--prose llm]',
      'tripsolver explain "<request>" [--data DIR] [--ref-info FILE] [--json]',
      'tripsolver eval --queries Q.jsonl --plans P.jsonl [--data DIR] [--per-plan OUT.jsonl] [--json]',
      'tripsolver bench --queries Q.jsonl [--data DIR] [--mode database|reference] [--method solver|direct|cot|react|reflexion] --out SUB.jsonl [--concurrency N]',
      'tripsolver serve [--host 127.0.0.1] [--port 8080] [--data DIR] [--workers N]',
    ]) {
      expect(text).to.include(usage);
    }
  });

  it('rejects an unknown command and an unknown flag with exit code 2', async () => {
    const io = captureIo();
    expect(await main(['fly'], io)).to.equal(2);
    expect(io.stderr[0]).to.equal('tripsolver: unknown command "fly"; expected one of translate, plan, explain, eval, bench, serve (see --help)');
    const io2 = captureIo();
    expect(await main(['eval', '--bogus'], io2)).to.equal(2);
    expect(io2.stderr[0]).to.match(/^tripsolver: Unknown option '--bogus'/);
  });

  it('runs as `npx tripsolver` through the bin entry', () => {
    const out = execFileSync(process.execPath, [join(REPO_ROOT, 'bin/tripsolver.js'), '--help'], { encoding: 'utf8' });
    expect(out).to.include('Usage: tripsolver <command> [options]');
  });
});

describe('one copy of each module under the test runner', () => {
  it('a dynamic import (as the CLI loads its commands) gives the very module the static imports gave, so instanceof holds', async () => {
    const dynamic = await import('../../src/common/errors.ts');
    expect(dynamic.SpecError).to.equal(SpecError);
    const io = captureIo();
    // The command module is imported dynamically; its SpecError is recognised by main's instanceof check: exit 2.
    expect(await main(['translate', 'a weekend somewhere'], io)).to.equal(2);
    expect(io.stderr.join('\n')).to.not.include('internal error');
  });
});
