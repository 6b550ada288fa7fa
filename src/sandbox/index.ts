/** Sandbox loading: a TravelPlanner database directory, or a request's reference information. */
import { packagePath } from '../common/paths.ts';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadDatabase, loadGeography } from './database.ts';
import type { Geography } from './memory.ts';
import { loadReferenceSandbox } from './reference.ts';
import { loadDatabaseCached } from './cache.ts';
import type { Sandbox } from './types.ts';

export type { Accommodation, Attraction, Flight, Restaurant, Road, RoomType, Sandbox } from './types.ts';
export { roomsNeeded, selfDrivingCost, taxiCost } from './types.ts';
export { loadDatabase, loadGeography } from './database.ts';
export { sandboxCacheDir } from './cache.ts';
export { referenceRecords, readReferenceEntries, parsePandasTable, parsePythonLiteral } from './reference.ts';
export { geographyNames } from './memory.ts';

/** The fixture sandbox bundled with the package (synthetic cities), used when no data directory is given. */
export const FIXTURE_DATA_DIR = packagePath('fixtures', 'sandbox');

/**
 * A data directory given by the user may be the database folder itself or a folder holding `database/`
 * (as ../shared/data/travelplanner does). Returns the folder with background/, restaurants/, ...
 */
export function resolveDatabaseDir(dir: string): string {
  const nested = join(dir, 'database');
  if (!existsSync(join(dir, 'background')) && existsSync(join(nested, 'background'))) return nested;
  return dir;
}

/** `--data` default: $TRIPSOLVER_DATA, else the bundled fixture sandbox. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.TRIPSOLVER_DATA && env.TRIPSOLVER_DATA.trim() !== '' ? env.TRIPSOLVER_DATA : FIXTURE_DATA_DIR;
}

/**
 * Loaded databases, least recently used first. A long-running process (the server, a bench over several data
 * folders) keeps at most SANDBOX_CACHE_SIZE of them: the full TravelPlanner data is a few hundred MiB.
 */
export const SANDBOX_CACHE_SIZE = 4;
const cache = new Map<string, Sandbox>();

export interface LoadSandboxOptions {
  /**
   * A folder for the on-disk cache of the database (cache.ts; the CLI passes sandboxCacheDir(env)): a first load
   * writes it, later processes read only the cities a request needs. Without it every CSV is read, as before.
   */
  readonly cacheDir?: string | undefined;
}

/** Load the database in `dir`, once while it stays among the SANDBOX_CACHE_SIZE most recently used. */
export function loadSandbox(dir: string, options: LoadSandboxOptions = {}): Sandbox {
  const resolved = resolve(resolveDatabaseDir(dir));
  let sandbox = cache.get(resolved);
  if (sandbox) {
    // Most recently used goes last: a Map iterates in insertion order.
    cache.delete(resolved);
  } else {
    sandbox = options.cacheDir === undefined ? loadDatabase(resolved) : loadDatabaseCached(resolved, options.cacheDir).sandbox;
    if (cache.size >= SANDBOX_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(resolved, sandbox);
  return sandbox;
}

/** The folders whose databases are cached, least recently used first (for tests and diagnostics). */
export function cachedSandboxes(): string[] {
  return [...cache.keys()];
}

/** A sole-planning sandbox: the reference information's records, with the data directory's geography. */
export function loadReference(referenceInformation: string | unknown, dataDir: string, file?: string): Sandbox {
  const geography: Geography = loadGeography(resolveDatabaseDir(dataDir));
  return loadReferenceSandbox(referenceInformation, geography, file);
}
