/**
 * An on-disk cache of a loaded TravelPlanner database, so that a one-shot command reads only what its request
 * needs. The first load of a data folder parses every CSV (loadDatabase, with all its checks) and writes one
 * file: the geography and flight dates, then one JSON segment per city and table (restaurants, attractions,
 * accommodations by city; flights and the roads the scorer would use by origin), with their byte offsets.
 * Later loads read that file, check it, and decode a city's segment the first time it is asked for.
 *
 * The file is keyed by the data files' sizes and times (mtime, ctime) and by the text of the loader's own
 * modules (what a record is made of, and this module's file format), and carries a SHA-256 of everything it holds: a stale, truncated or
 * corrupt file is never used, but rebuilt. It is written to a temporary file then renamed, so concurrent
 * processes see the old file or the new one, never half of one. A folder that cannot be written only means
 * the load is the plain one; it never fails a command.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { DATABASE_FILES, loadDatabase } from './database.ts';
import { EMPTY, groupBy, legDateKey, numberLegKey, PlaceLookups, type MemorySandbox } from './memory.ts';
import type { Accommodation, Attraction, Flight, Restaurant, Road, Sandbox } from './types.ts';

const MAGIC = 'tripsolver sandbox cache';

/**
 * The cache folder an environment names: $TRIPSOLVER_CACHE_DIR, else $XDG_CACHE_HOME/tripsolver, else
 * $HOME/.cache/tripsolver; undefined (no disk cache) when TRIPSOLVER_CACHE is "off" or no folder is named.
 */
export function sandboxCacheDir(env: Readonly<Record<string, string | undefined>>): string | undefined {
  if (env.TRIPSOLVER_CACHE?.trim().toLowerCase() === 'off') return undefined;
  const named = (name: string) => (env[name] !== undefined && env[name]!.trim() !== '' ? env[name]! : undefined);
  const explicit = named('TRIPSOLVER_CACHE_DIR');
  if (explicit) return resolve(explicit);
  // The XDG base directory specification ignores a relative XDG_CACHE_HOME.
  const xdg = named('XDG_CACHE_HOME');
  if (xdg && isAbsolute(xdg)) return join(xdg, 'tripsolver');
  const home = named('HOME') ?? named('USERPROFILE');
  return home ? join(home, '.cache', 'tripsolver') : undefined;
}

/**
 * Where the cache of the database folder `dir` lives inside `cacheDir`, for this version of the loader (so the
 * sources run through tsx and the compiled package keep a file each); undefined when the loader cannot be read.
 */
export function sandboxCacheFile(dir: string, cacheDir: string): string | undefined {
  const code = loaderFingerprint();
  return code === undefined ? undefined : join(cacheDir, `${cachePrefix(dir)}${code.slice(0, 12)}.cache`);
}

const cachePrefix = (dir: string): string => `sandbox-${sha256(resolve(dir)).slice(0, 16)}-`;

/**
 * How a cached load went: `hit` read a valid cache file; `written` loaded the CSVs and wrote the file;
 * `not-written` loaded the CSVs but could not write it (unwritable folder, data changing during the load);
 * `uncached` loaded the CSVs without trying (a data file or a loader module could not be read).
 */
export type CacheStatus = 'hit' | 'written' | 'not-written' | 'uncached';

/** Load the database folder `dir` through the cache in `cacheDir`: the same Sandbox as loadDatabase(dir). */
export function loadDatabaseCached(dir: string, cacheDir: string): { readonly sandbox: Sandbox; readonly status: CacheStatus } {
  const key = cacheKey(dir);
  const file = sandboxCacheFile(dir, cacheDir);
  if (key === undefined || file === undefined) return { sandbox: loadDatabase(dir), status: 'uncached' };
  const cached = openCache(file, key, dir);
  if (cached) return { sandbox: cached, status: 'hit' };
  const sandbox = loadDatabase(dir);
  // A data file that changed while it was read would be filed under the wrong key: write nothing then.
  const written = cacheKey(dir) === key && writeCache(file, key, sandbox);
  return { sandbox, status: written ? 'written' : 'not-written' };
}

// ---- the key: the data files' sizes and times, and the loader's code

/** undefined when a data file cannot be read (the plain load then reports it). */
function cacheKey(dir: string): string | undefined {
  const code = loaderFingerprint();
  if (code === undefined) return undefined;
  const files: [string, number, number, number][] = [];
  for (const rel of Object.values(DATABASE_FILES)) {
    try {
      const s = statSync(join(dir, rel));
      files.push([rel, s.size, s.mtimeMs, s.ctimeMs]);
    } catch {
      return undefined;
    }
  }
  return JSON.stringify({ code, files });
}

let fingerprint: string | null | undefined;

/**
 * A hash of the modules that make the records (database.ts and everything it imports, and this module), from
 * the sources or the compiled package alike: a change to how a record is read (a category rule, a parser)
 * makes old cache files stale. undefined when a module cannot be read.
 */
export function loaderFingerprint(): string | undefined {
  if (fingerprint === undefined) {
    try {
      const hash = createHash('sha256');
      for (const [name, text] of loaderSources()) hash.update(`${name}\u0000${text}\u0000`);
      fingerprint = hash.digest('hex');
    } catch {
      fingerprint = null;
    }
  }
  return fingerprint ?? undefined;
}

/** The loader's modules as [path under src/ (dist/src/ when compiled), text], database.ts and its imports first. */
export function loaderSources(): [string, string][] {
  const self = fileURLToPath(import.meta.url);
  const root = dirname(dirname(self));
  const out = new Map<string, string>();
  const visit = (file: string): void => {
    const name = file.slice(root.length + 1);
    if (out.has(name)) return;
    const text = readFileSync(file, 'utf8');
    out.set(name, text);
    for (const m of text.matchAll(/\bfrom\s+['"](\.\.?\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.\.?\/[^'"]+)['"]\s*\)/g)) visit(resolve(dirname(file), m[1] ?? m[2]!));
  };
  visit(join(dirname(self), `database${extname(self)}`));
  visit(self);
  return [...out];
}

// ---- the file

const KINDS = ['restaurants', 'attractions', 'accommodations', 'flights', 'roads'] as const;
type Kind = (typeof KINDS)[number];

interface Header {
  readonly key: string;
  /** city -> state pairs in file order, and the states in order of first appearance (the Geography). */
  readonly cities: readonly (readonly [string, string])[];
  readonly states: readonly string[];
  readonly flightDates: readonly string[];
  /** For each kind, [city (origin for flights and roads), start, end] byte ranges of the body. */
  readonly segments: Readonly<Record<Kind, readonly (readonly [string, number, number])[]>>;
}

/** A road segment: each destination once, with the road of its first row (null when that row is unusable). */
type RoadEntry = readonly [string, Road | null];

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

function writeCache(file: string, key: string, sandbox: MemorySandbox): boolean {
  const records = sandbox.records;
  const seen = new Set<string>();
  const roads = new Map<string, RoadEntry[]>();
  for (const r of records.roads) {
    const leg = `${r.origin}\u0000${r.destination}`;
    if (seen.has(leg)) continue;
    seen.add(leg);
    const list = roads.get(r.origin);
    if (list) list.push([r.destination, r.road ?? null]);
    else roads.set(r.origin, [[r.destination, r.road ?? null]]);
  }
  const groups: Record<Kind, Map<string, readonly unknown[]>> = {
    restaurants: groupBy(records.restaurants, (x) => x.city),
    attractions: groupBy(records.attractions, (x) => x.city),
    accommodations: groupBy(records.accommodations, (x) => x.city),
    flights: groupBy(records.flights, (f) => f.origin),
    roads,
  };
  const parts: Buffer[] = [];
  let offset = 0;
  const segments = {} as Record<Kind, [string, number, number][]>;
  for (const kind of KINDS) {
    segments[kind] = [];
    for (const [name, list] of groups[kind]) {
      const text = JSON.stringify(list);
      // JSON keeps every value these records hold but -0; a segment that would not read back the same is not cached.
      if (!isDeepStrictEqual(JSON.parse(text), list)) return false;
      const bytes = Buffer.from(text, 'utf8');
      segments[kind].push([name, offset, offset + bytes.length]);
      parts.push(bytes);
      offset += bytes.length;
    }
  }
  const header: Header = {
    key,
    cities: [...records.geography.stateOfCity],
    states: records.geography.states,
    flightDates: sandbox.flightDates(),
    segments,
  };
  const rest = Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'), ...parts]);
  const data = Buffer.concat([Buffer.from(`${MAGIC} ${sha256(rest)}\n`, 'utf8'), rest]);
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, data, { flag: 'wx' });
    renameSync(temp, file);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // never written
    }
    return false;
  }
  pruneOthers(file);
  return true;
}

/**
 * Keep at most two cache files of a data folder: the one just written and the newest other (the other of
 * sources and compiled package); older loaders' files would otherwise pile up, a few MiB each.
 */
function pruneOthers(file: string): void {
  const folder = dirname(file);
  const name = basename(file);
  const prefix = name.slice(0, name.lastIndexOf('-') + 1);
  try {
    const others = readdirSync(folder)
      .filter((other) => other.startsWith(prefix) && other.endsWith('.cache') && other !== name)
      .map((other) => ({ path: join(folder, other), mtime: statSync(join(folder, other)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    for (const old of others.slice(1)) unlinkSync(old.path);
  } catch {
    // another process pruned first, or the folder cannot be listed: nothing to do
  }
}

/** The cached sandbox, or undefined when the file is missing, stale, of another format or damaged. */
function openCache(file: string, key: string, source: string): CachedSandbox | undefined {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return undefined;
  }
  const first = data.indexOf(10);
  const second = first < 0 ? -1 : data.indexOf(10, first + 1);
  if (second < 0) return undefined;
  if (data.toString('latin1', 0, first) !== `${MAGIC} ${sha256(data.subarray(first + 1))}`) return undefined;
  let header: Header;
  try {
    header = JSON.parse(data.toString('utf8', first + 1, second)) as Header;
  } catch {
    return undefined;
  }
  if (header.key !== key) return undefined;
  return new CachedSandbox(source, header, data.subarray(second + 1));
}

interface FlightsFrom {
  readonly byLegDate: Map<string, Flight[]>;
  readonly byNumberLeg: Map<string, Flight[]>;
}

/** A Sandbox over a checked cache file: a city's records are decoded the first time they are asked for. */
export class CachedSandbox extends PlaceLookups implements Sandbox {
  readonly source: string;
  private readonly body: Buffer;
  private readonly dates: readonly string[];
  private readonly ranges: Record<Kind, Map<string, readonly [number, number]>>;
  private readonly decoded = new Map<string, unknown>();

  constructor(source: string, header: Header, body: Buffer) {
    super({ stateOfCity: new Map(header.cities), states: header.states });
    this.source = source;
    this.body = body;
    this.dates = header.flightDates;
    const ranges = {} as Record<Kind, Map<string, readonly [number, number]>>;
    for (const kind of KINDS) ranges[kind] = new Map(header.segments[kind].map(([name, start, end]) => [name, [start, end] as const]));
    this.ranges = ranges;
  }

  /** A segment decoded once, then kept (made from the segment by `make`). */
  private segment<T>(kind: Kind, name: string, make: (list: readonly never[]) => T): T | undefined {
    const id = `${kind}\u0000${name}`;
    if (this.decoded.has(id)) return this.decoded.get(id) as T;
    const range = this.ranges[kind].get(name);
    const value = range === undefined ? undefined : make(JSON.parse(this.body.toString('utf8', range[0], range[1])) as readonly never[]);
    this.decoded.set(id, value);
    return value;
  }

  private flightsFrom(origin: string): FlightsFrom | undefined {
    return this.segment('flights', origin, (list: readonly Flight[]) => ({
      byLegDate: groupBy(list, (f) => legDateKey(f.origin, f.destination, f.date)),
      byNumberLeg: groupBy(list, (f) => numberLegKey(f.number, f.origin, f.destination)),
    }));
  }

  flights(origin: string, destination: string, date: string): readonly Flight[] {
    return this.flightsFrom(origin)?.byLegDate.get(legDateKey(origin, destination, date)) ?? EMPTY;
  }
  flightsByNumber(number: string, origin: string, destination: string): readonly Flight[] {
    return this.flightsFrom(origin)?.byNumberLeg.get(numberLegKey(number, origin, destination)) ?? EMPTY;
  }
  road(origin: string, destination: string): Road | undefined {
    return this.segment('roads', origin, (list: readonly RoadEntry[]) => new Map(list))?.get(destination) ?? undefined;
  }
  restaurants(city: string): readonly Restaurant[] {
    return this.segment('restaurants', city, (list: readonly Restaurant[]) => list) ?? EMPTY;
  }
  attractions(city: string): readonly Attraction[] {
    return this.segment('attractions', city, (list: readonly Attraction[]) => list) ?? EMPTY;
  }
  accommodations(city: string): readonly Accommodation[] {
    return this.segment('accommodations', city, (list: readonly Accommodation[]) => list) ?? EMPTY;
  }
  flightDates(): readonly string[] {
    return this.dates;
  }
}
