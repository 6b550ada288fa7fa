/**
 * Temporary folders for tests, all removed when the run ends: `tempDir` registers each folder it makes, and
 * the root-level `after` hook below (registered once, when this module is first imported) removes them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new empty folder under the system's temporary folder, removed after the whole run. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

after(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
