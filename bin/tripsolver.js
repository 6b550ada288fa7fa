#!/usr/bin/env node
// Entry point for `npx tripsolver`. The installed package runs its compiled JavaScript (dist/); a checkout of
// the repository, which has the TypeScript sources and tsx, runs the sources as they are.
import { existsSync } from 'node:fs';

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
