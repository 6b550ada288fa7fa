/**
 * Mocha root hooks for the whole run (.mocharc.json `require`): the sandbox's on-disk cache goes to a temporary
 * folder of this run, never to the user's ~/.cache (the CLI and the child processes tests start read
 * TRIPSOLVER_CACHE_DIR from the environment they inherit), and the folder is removed when the run ends.
 * A run that names its own TRIPSOLVER_CACHE_DIR or TRIPSOLVER_CACHE=off keeps it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let made: string | undefined;

export const mochaHooks = {
  beforeAll(): void {
    if (process.env.TRIPSOLVER_CACHE_DIR || process.env.TRIPSOLVER_CACHE?.trim().toLowerCase() === 'off') return;
    made = mkdtempSync(join(tmpdir(), 'tripsolver-test-cache-'));
    process.env.TRIPSOLVER_CACHE_DIR = made;
  },
  afterAll(): void {
    if (made === undefined) return;
    rmSync(made, { recursive: true, force: true });
    delete process.env.TRIPSOLVER_CACHE_DIR;
    made = undefined;
  },
};
