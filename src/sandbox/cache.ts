/**
 * An on-disk cache of a loaded TravelPlanner database, so that a one-shot command reads only what its request
 * needs. The first load of a data folder parses every CSV (loadDatabase, with all its checks) and writes one
 * file: a header (the geography, the flight dates, and where each segment lies) and one JSON segment per city
 * and table (restaurants, attractions, accommodations by city; flights and the roads the scorer would use by
 * origin). Later loads read the header, and a city's segment the first time it is asked for.
 *
 * The file is keyed by the data files' sizes and times (mtime, ctime) and by the text of the loader's own
 * modules (what a record is made of, and this module's file format). The header carries its SHA-256 and every
 * segment a hash of its bytes: a stale, truncated or damaged file is rebuilt, and a segment that fails its check
 * is never decoded (the plain load answers instead). The file is written to a temporary file then renamed, so
 * concurrent processes see the old file or the new one, never half of one. A folder that cannot be written only
 * means the load is the plain one; it never fails a command.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { DataError } from '../common/errors.ts';
import { DATABASE_FILES, loadDatabase } from './database.ts';
import { EMPTY, groupBy, legDateKey, numberLegKey, PlaceLookups, type MemorySandbox } from './memory.ts';
import type { Accommodation, Attraction, Flight, Restaurant, Road, Sandbox } from './types.ts';

const MAGIC = 'tripsolver sandbox cache';
/** The file's first line: MAGIC, the header's length in bytes and its SHA-256; the header; then the segments. */
const FIRST_LINE = new RegExp(`^${MAGIC} (\\d{1,12}) ([0-9a-f]{64})\\n`);

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
  const rebuild = (): { sandbox: MemorySandbox; written: boolean } => {
    const sandbox = loadDatabase(dir);
    // A data file that changed while it was read would be filed under the wrong key: write nothing then.
    return { sandbox, written: cacheKey(dir) === key && writeCache(file, key, sandbox) };
  };
  const cached = openCache(file, key, dir, () => {
    // A segment found damaged after the file was opened: the records come from the CSVs from then on, the
    // same data as long as the key still holds (else part of the answers would be of other data).
    if (cacheKey(dir) !== key) throw new DataError(dir, 'the data files changed while they were being read; run the command again');
    return rebuild().sandbox;
  });
  if (cached) return { sandbox: cached, status: 'hit' };
  const { sandbox, written } = rebuild();
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
function loaderFingerprint(): string | undefined {
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
    for (const m of text.matchAll(/\bfrom\s+['"](\.\.?\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.\.?\/[^'"]+)['"]\s*\)/g))
      visit(resolve(dirname(file), m[1] ?? m[2]!));
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
  /** For each kind, [city (origin for flights and roads), start in the body, length, hash] of each segment. */
  readonly segments: Readonly<Record<Kind, readonly Segment[]>>;
  readonly bodyBytes: number;
}

type Segment = readonly [name: string, start: number, length: number, hash: string];
/** A segment's check: the first 64 bits of its SHA-256 (against damage, not against forgery). */
const segmentHash = (bytes: Uint8Array): string => sha256(bytes).slice(0, 16);

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
  const segments = {} as Record<Kind, Segment[]>;
  for (const kind of KINDS) {
    segments[kind] = [];
    for (const [name, list] of groups[kind]) {
      const text = JSON.stringify(list);
      // JSON keeps every value these records hold but -0; a segment that would not read back the same is not cached.
      if (!isDeepStrictEqual(JSON.parse(text), list)) return false;
      const bytes = Buffer.from(text, 'utf8');
      segments[kind].push([name, offset, bytes.length, segmentHash(bytes)]);
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
    bodyBytes: offset,
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const data = Buffer.concat([Buffer.from(`${MAGIC} ${head.length} ${sha256(head)}\n`, 'latin1'), head, ...parts]);
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

/** Mark a cache file used now (its modification time orders the pruning); a read-only folder only loses that. */
function touch(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // read-only: pruning then goes by when it was written
  }
}

/** At most this many cache files in a cache folder (data folders in temporary places would pile up). */
export const MAX_CACHE_FILES = 8;

/**
 * A temporary file older than this was left by a process killed while writing (a write takes well under a
 * second): the next write removes it.
 */
export const ORPHAN_TEMP_MS = 10 * 60 * 1000;

/**
 * Keep at most two cache files of a data folder (the one just written and the newest other: the other of sources
 * and compiled package; older loaders' files would otherwise pile up, a few MiB each), and at most
 * MAX_CACHE_FILES in the folder, the most recently used (written or opened).
 */
function pruneOthers(file: string): void {
  const folder = dirname(file);
  const name = basename(file);
  const prefix = name.slice(0, name.lastIndexOf('-') + 1);
  try {
    const others = readdirSync(folder)
      .filter((other) => /^sandbox-[0-9a-f]{16}-[0-9a-f]{12}\.cache$/.test(other) && other !== name)
      .map((other) => ({ name: other, mtime: statSync(join(folder, other)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    const sameFolder = others.filter((o) => o.name.startsWith(prefix));
    const kept = others.filter((o) => !sameFolder.slice(1).includes(o)).slice(0, MAX_CACHE_FILES - 1);
    for (const o of others) if (!kept.includes(o)) unlinkSync(join(folder, o.name));
  } catch {
    // another process pruned first, or the folder cannot be listed: nothing to do
  }
  removeOrphanTemps(folder, Date.now());
}

/** Remove the temporary files of writes that never finished (older than ORPHAN_TEMP_MS at `now`). */
export function removeOrphanTemps(folder: string, now: number): void {
  let names: string[];
  try {
    names = readdirSync(folder).filter((n) => /^sandbox-[0-9a-f]{16}-[0-9a-f]{12}\.cache\.\d+\.[0-9a-f]{12}\.tmp$/.test(n));
  } catch {
    return;
  }
  for (const n of names) {
    try {
      if (now - statSync(join(folder, n)).mtimeMs > ORPHAN_TEMP_MS) unlinkSync(join(folder, n));
    } catch {
      // renamed or removed by its writer or another process meanwhile
    }
  }
}

/**
 * The cached sandbox, or undefined when the file is missing, stale, of another format, or its first line or
 * header is damaged or its length is wrong. Only the first line and the header are read here; each segment is
 * read and checked against its hash when first asked for (`fallback` gives the records when one is damaged).
 */
function openCache(file: string, key: string, source: string, fallback: () => MemorySandbox): CachedSandbox | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const start = Buffer.alloc(MAGIC.length + 100);
    const line = FIRST_LINE.exec(start.toString('latin1', 0, readSync(fd, start, 0, start.length, 0)));
    if (!line) return undefined;
    const head = Buffer.alloc(Number(line[1]));
    if (readSync(fd, head, 0, head.length, line[0].length) !== head.length || sha256(head) !== line[2]) return undefined;
    const header = JSON.parse(head.toString('utf8')) as Header;
    const bodyStart = line[0].length + head.length;
    if (header.key !== key || fstatSync(fd).size !== bodyStart + header.bodyBytes) return undefined;
    touch(file);
    return new CachedSandbox(source, header, { file, bodyStart }, fallback);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Thrown inside CachedSandbox when a segment cannot be read whole or fails its hash. */
class Damaged extends Error {}

interface FlightsFrom {
  readonly byLegDate: Map<string, Flight[]>;
  readonly byNumberLeg: Map<string, Flight[]>;
}

/**
 * A Sandbox over a checked cache file: a city's records are read from the file, checked and decoded the first
 * time they are asked for. When a segment turns out damaged (or the file has gone), every later answer comes
 * from the plain load instead (and the file is rewritten): never from bytes that fail their check.
 */
export class CachedSandbox extends PlaceLookups implements Sandbox {
  readonly source: string;
  private readonly dates: readonly string[];
  private readonly segments: Record<Kind, Map<string, Segment>>;
  private readonly decoded = new Map<string, unknown>();
  private plain: MemorySandbox | undefined;

  constructor(
    source: string,
    header: Header,
    private readonly body: { readonly file: string; readonly bodyStart: number },
    private readonly fallback: () => MemorySandbox,
  ) {
    super({ stateOfCity: new Map(header.cities), states: header.states });
    this.source = source;
    this.dates = header.flightDates;
    const segments = {} as Record<Kind, Map<string, Segment>>;
    for (const kind of KINDS) segments[kind] = new Map(header.segments[kind].map((segment) => [segment[0], segment]));
    this.segments = segments;
  }

  /** Whether a damaged segment made this sandbox answer from the plain load. */
  get fellBack(): boolean {
    return this.plain !== undefined;
  }

  /** The segment's bytes, or undefined when they cannot be read whole or fail their hash. */
  private read([, start, length, hash]: Segment): Buffer | undefined {
    const bytes = Buffer.alloc(length);
    let fd: number | undefined;
    try {
      fd = openSync(this.body.file, 'r');
      if (readSync(fd, bytes, 0, length, this.body.bodyStart + start) !== length) return undefined;
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    return segmentHash(bytes) === hash ? bytes : undefined;
  }

  /** A segment decoded once, then kept (made from the segment by `make`); undefined when there is none. */
  private segment<T>(kind: Kind, name: string, make: (list: readonly never[]) => T): T | undefined {
    const id = `${kind}\u0000${name}`;
    if (this.decoded.has(id)) return this.decoded.get(id) as T;
    const segment = this.segments[kind].get(name);
    let value: T | undefined;
    if (segment !== undefined) {
      const bytes = this.read(segment);
      if (bytes === undefined) throw new Damaged();
      value = make(JSON.parse(bytes.toString('utf8')) as readonly never[]);
    }
    this.decoded.set(id, value);
    return value;
  }

  /** Answer from the cache file, or from the plain load once a segment was found damaged. */
  private answer<T>(fromCache: () => T, fromPlain: (plain: MemorySandbox) => T): T {
    if (this.plain === undefined) {
      try {
        return fromCache();
      } catch (e) {
        if (!(e instanceof Damaged)) throw e;
        this.plain = this.fallback();
      }
    }
    return fromPlain(this.plain);
  }

  private flightsFrom(origin: string): FlightsFrom | undefined {
    return this.segment('flights', origin, (list: readonly Flight[]) => ({
      byLegDate: groupBy(list, (f) => legDateKey(f.origin, f.destination, f.date)),
      byNumberLeg: groupBy(list, (f) => numberLegKey(f.number, f.origin, f.destination)),
    }));
  }

  flights(origin: string, destination: string, date: string): readonly Flight[] {
    return this.answer(
      () => this.flightsFrom(origin)?.byLegDate.get(legDateKey(origin, destination, date)) ?? EMPTY,
      (p) => p.flights(origin, destination, date),
    );
  }
  flightsByNumber(number: string, origin: string, destination: string): readonly Flight[] {
    return this.answer(
      () => this.flightsFrom(origin)?.byNumberLeg.get(numberLegKey(number, origin, destination)) ?? EMPTY,
      (p) => p.flightsByNumber(number, origin, destination),
    );
  }
  road(origin: string, destination: string): Road | undefined {
    return this.answer(
      () => this.segment('roads', origin, (list: readonly RoadEntry[]) => new Map(list))?.get(destination) ?? undefined,
      (p) => p.road(origin, destination),
    );
  }
  restaurants(city: string): readonly Restaurant[] {
    return this.answer(
      () => this.segment('restaurants', city, (list: readonly Restaurant[]) => list) ?? EMPTY,
      (p) => p.restaurants(city),
    );
  }
  attractions(city: string): readonly Attraction[] {
    return this.answer(
      () => this.segment('attractions', city, (list: readonly Attraction[]) => list) ?? EMPTY,
      (p) => p.attractions(city),
    );
  }
  accommodations(city: string): readonly Accommodation[] {
    return this.answer(
      () => this.segment('accommodations', city, (list: readonly Accommodation[]) => list) ?? EMPTY,
      (p) => p.accommodations(city),
    );
  }
  flightDates(): readonly string[] {
    return this.dates;
  }
}
