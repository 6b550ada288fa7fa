/**
 * Files the package ships beside its code (the fixture sandbox, prompts, schemas, package.json), found from
 * the package's root: the nearest folder above this module holding tripsolver's package.json. The same from
 * the TypeScript sources (src/) and from the compiled package (dist/src/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

function packageRoot(): string {
  if (root !== undefined) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate) && (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === 'tripsolver') return (root = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error(`tripsolver: cannot find the package's package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}

/** A path inside the package, e.g. packagePath('prompts', 'translate.md'). */
export const packagePath = (...parts: string[]): string => resolve(packageRoot(), ...parts);

/**
 * Where the repository's scripts and tests look for the TravelPlanner data: $TRIPSOLVER_DATA, else the folder
 * beside the checkout, ../shared/data/travelplanner.
 */
export function developmentDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.TRIPSOLVER_DATA ?? resolve(packageRoot(), '..', 'shared', 'data', 'travelplanner');
}
