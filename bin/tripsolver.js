#!/usr/bin/env node
// Entry point for `npx tripsolver`. The installed package runs its compiled JavaScript (dist/); a checkout of
// the repository, which has the TypeScript sources and tsx, runs the sources as they are.
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

// A one-shot plan or explain runs HiGHS' WebAssembly for well under a second: V8's optimising tier would compile
// it in the background for nothing (the process then waits ~0.25 s for that work at exit, with ~60 MiB more peak
// memory). Before any WebAssembly is compiled, keep this process on the baseline compiler. Not for serve or bench,
// whose many solves pay the optimising compile back.
if (process.argv[2] === 'plan' || process.argv[2] === 'explain') setFlagsFromString('--liftoff-only');

const sources = new URL('../src/cli/main.ts', import.meta.url);
let main;
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(sources.href));
} else {
  ({ main } = await import('../dist/src/cli/main.js'));
}
process.exitCode = await main(process.argv.slice(2));
