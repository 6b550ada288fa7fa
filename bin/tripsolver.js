#!/usr/bin/env node
// Entry point for `npx tripsolver`: registers tsx so the TypeScript sources run as they are.
import { register } from 'tsx/esm/api';
register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
