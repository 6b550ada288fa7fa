import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, readdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { main } from '../../src/cli/main.ts';
import { DataError } from '../../src/common/errors.ts';
import {
  CachedSandbox,
  loadDatabaseCached,
  loaderSources,
  MAX_CACHE_FILES,
  ORPHAN_TEMP_MS,
  removeOrphanTemps,
  sandboxCacheDir,
  sandboxCacheFile,
} from '../../src/sandbox/cache.ts';
import { DATABASE_FILES, loadDatabase } from '../../src/sandbox/database.ts';
import { resolveDatabaseDir, type Sandbox } from '../../src/sandbox/index.ts';
import { MemorySandbox } from '../../src/sandbox/memory.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX, REPO_ROOT, requireTravelPlanner } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { tempDir } from '../helpers/temp.ts';

/** Every answer two sandboxes give for these cities: places, venues, roads and flights between them. */
function answers(sandbox: Sandbox, cities: readonly string[]): unknown {
  const dates = sandbox.flightDates();
  const legs = cities.flatMap((a) => cities.map((b) => [a, b] as const));
  return {
    source: sandbox.source,
    cities: sandbox.cities(),
    states: sandbox.states(),
    dates,
    places: sandbox.states().map((s) => [s, sandbox.isState(s), sandbox.citiesIn(s)]),
    venues: cities.map((c) => [c, sandbox.hasCity(c), sandbox.stateOf(c), sandbox.restaurants(c), sandbox.attractions(c), sandbox.accommodations(c)]),
    roads: legs.map(([a, b]) => sandbox.road(a, b) ?? null),
    flights: legs.map(([a, b]) => dates.map((d) => sandbox.flights(a, b, d))),
    byNumber: legs.flatMap(([a, b]) => dates.flatMap((d) => sandbox.flights(a, b, d).map((f) => sandbox.flightsByNumber(f.number, a, b)))),
  };
}

/** A copy of the fixture sandbox that a test may change. */
function fixtureCopy(): string {
  const dir = join(tempDir('tripsolver-data-'), 'sandbox');
  cpSync(FIXTURE_SANDBOX, dir, { recursive: true });
  return dir;
}

const fixtureCities = (dir: string) => loadDatabase(dir).cities();

/** The bytes with one bit of the byte at `at` flipped. */
const flip = (bytes: Buffer, at: number): Buffer => {
  const copy = Buffer.from(bytes);
  copy[at] = copy[at]! ^ 1;
  return copy;
};

describe('sandbox: the on-disk cache (src/sandbox/cache.ts)', () => {
  it('takes its folder from TRIPSOLVER_CACHE_DIR, else XDG_CACHE_HOME, else HOME, and is off with TRIPSOLVER_CACHE=off', () => {
    expect(sandboxCacheDir({ TRIPSOLVER_CACHE_DIR: '/tmp/ts-cache', XDG_CACHE_HOME: '/xdg', HOME: '/home/u' })).to.equal('/tmp/ts-cache');
    expect(sandboxCacheDir({ XDG_CACHE_HOME: '/xdg', HOME: '/home/u' })).to.equal('/xdg/tripsolver');
    // A relative XDG_CACHE_HOME is ignored, as the XDG specification says.
    expect(sandboxCacheDir({ XDG_CACHE_HOME: 'xdg', HOME: '/home/u' })).to.equal('/home/u/.cache/tripsolver');
    expect(sandboxCacheDir({ HOME: '/home/u', TRIPSOLVER_CACHE_DIR: '' })).to.equal('/home/u/.cache/tripsolver');
    expect(sandboxCacheDir({ TRIPSOLVER_CACHE: 'off', TRIPSOLVER_CACHE_DIR: '/tmp/ts-cache' })).to.equal(undefined);
    expect(sandboxCacheDir({})).to.equal(undefined);
  });

  it("keys the file by the loader's modules: database.ts and all it imports, and cache.ts", () => {
    expect(loaderSources().map(([name]) => name)).to.deep.equal([
      'sandbox/database.ts',
      'common/errors.ts',
      'sandbox/csv.ts',
      'sandbox/memory.ts',
      'sandbox/types.ts',
      'sandbox/categories.ts',
      'common/interests.ts',
      'benchmark/lodging-and-fares.ts',
      'common/hours.ts',
      'sandbox/cache.ts',
    ]);
  });

  it('writes the file on the first load and reads it on the next, answering exactly as the plain load (fixture sandbox)', () => {
    const cache = tempDir('tripsolver-cache-');
    const plain = loadDatabase(FIXTURE_SANDBOX);
    const first = loadDatabaseCached(FIXTURE_SANDBOX, cache);
    expect(first.status).to.equal('written');
    expect(first.sandbox).to.be.instanceOf(MemorySandbox);
    expect(readdirSync(cache)).to.deep.equal([sandboxCacheFile(FIXTURE_SANDBOX, cache)!.slice(cache.length + 1)]);
    const second = loadDatabaseCached(FIXTURE_SANDBOX, cache);
    expect(second.status).to.equal('hit');
    expect(second.sandbox).to.be.instanceOf(CachedSandbox);
    const cities = plain.cities();
    expect(cities).to.have.length(12);
    expect(answers(second.sandbox, [...cities, 'Nowhere'])).to.deep.equal(answers(plain, [...cities, 'Nowhere']));
    expect(second.sandbox.restaurants('Nowhere')).to.deep.equal([]);
  });

  it('answers exactly as the plain load on the full data: Texas, and the legs from St. Petersburg and Rockford', function () {
    this.timeout(20_000);
    const dir = resolveDatabaseDir(requireTravelPlanner(this));
    const cache = tempDir('tripsolver-cache-');
    const plain = loadDatabase(dir);
    expect(loadDatabaseCached(dir, cache).status).to.equal('written');
    const cached = loadDatabaseCached(dir, cache);
    expect(cached.status).to.equal('hit');
    const cities = [...plain.citiesIn('Texas'), 'St. Petersburg', 'Rockford'];
    expect(cities).to.have.length(25);
    expect(answers(cached.sandbox, cities)).to.deep.equal(answers(plain, cities));
    expect(cached.sandbox.flights('St. Petersburg', 'Rockford', '2022-03-16').map((f) => f.number)).to.deep.equal(['F3573659']);
    expect(cached.sandbox.road('Killeen', 'Waco')!.km).to.equal(98.6);
  });

  it('is rebuilt when a data file changes its size, or only its modification time', () => {
    const dir = fixtureCopy();
    const cache = tempDir('tripsolver-cache-');
    expect(loadDatabaseCached(dir, cache).status).to.equal('written');
    expect(loadDatabaseCached(dir, cache).status).to.equal('hit');
    const restaurants = join(dir, DATABASE_FILES.restaurants);
    appendFileSync(restaurants, '999,Cache Test Diner,Quillon,Tea,12,4.5\n');
    const grown = loadDatabaseCached(dir, cache);
    expect(grown.status).to.equal('written');
    expect(grown.sandbox.restaurants('Quillon').at(-1)).to.deep.equal({
      name: 'Cache Test Diner',
      city: 'Quillon',
      cuisines: 'Tea',
      averageCost: 12,
      rating: 4.5,
    });
    const reread = loadDatabaseCached(dir, cache);
    expect(reread.status).to.equal('hit');
    expect(reread.sandbox.restaurants('Quillon').at(-1)!.name).to.equal('Cache Test Diner');
    const size = statSync(restaurants).size;
    utimesSync(restaurants, new Date('2021-01-02T03:04:05Z'), new Date('2021-01-02T03:04:05Z'));
    expect(statSync(restaurants).size).to.equal(size);
    expect(loadDatabaseCached(dir, cache).status).to.equal('written');
    expect(loadDatabaseCached(dir, cache).status).to.equal('hit');
  });

  for (const [damage, change] of [
    ['a truncated file', (b: Buffer) => b.subarray(0, b.length - 1)],
    ['an empty file', () => Buffer.alloc(0)],
    ['text that is not a cache', () => Buffer.from('hello\nworld\n')],
    ['a flipped byte in the header', (b: Buffer) => flip(b, b.indexOf(10) + 5)],
    [
      'a first line whose checksum matches nothing',
      (b: Buffer) => Buffer.concat([Buffer.from(b.toString('latin1', 0, b.indexOf(10) - 64)), Buffer.from('0'.repeat(64)), b.subarray(b.indexOf(10))]),
    ],
  ] as const) {
    it(`detects ${damage} when opening it, never answers from it, and rebuilds it`, () => {
      const cache = tempDir('tripsolver-cache-');
      expect(loadDatabaseCached(FIXTURE_SANDBOX, cache).status).to.equal('written');
      const file = sandboxCacheFile(FIXTURE_SANDBOX, cache)!;
      writeFileSync(file, change(readFileSync(file)));
      const rebuilt = loadDatabaseCached(FIXTURE_SANDBOX, cache);
      expect(rebuilt.status).to.equal('written');
      const cities = fixtureCities(FIXTURE_SANDBOX);
      expect(answers(rebuilt.sandbox, cities)).to.deep.equal(answers(loadDatabase(FIXTURE_SANDBOX), cities));
      const again = loadDatabaseCached(FIXTURE_SANDBOX, cache);
      expect(again.status).to.equal('hit');
      expect(answers(again.sandbox, cities)).to.deep.equal(answers(loadDatabase(FIXTURE_SANDBOX), cities));
      expect((again.sandbox as CachedSandbox).fellBack).to.equal(false);
    });
  }

  for (const [damage, change] of [
    ['a flipped byte in a segment', (file: string) => writeFileSync(file, flip(readFileSync(file), statSync(file).size - 10))],
    ['the file removed after it was opened', (file: string) => unlinkSync(file)],
  ] as const) {
    it(`answers from the plain load after finding ${damage}, and rewrites the file`, () => {
      const cache = tempDir('tripsolver-cache-');
      expect(loadDatabaseCached(FIXTURE_SANDBOX, cache).status).to.equal('written');
      const opened = loadDatabaseCached(FIXTURE_SANDBOX, cache);
      expect(opened.status).to.equal('hit');
      const file = sandboxCacheFile(FIXTURE_SANDBOX, cache)!;
      change(file);
      const cities = fixtureCities(FIXTURE_SANDBOX);
      expect(answers(opened.sandbox, cities)).to.deep.equal(answers(loadDatabase(FIXTURE_SANDBOX), cities));
      expect((opened.sandbox as CachedSandbox).fellBack).to.equal(true);
      const again = loadDatabaseCached(FIXTURE_SANDBOX, cache);
      expect(again.status).to.equal('hit');
      expect(answers(again.sandbox, cities)).to.deep.equal(answers(loadDatabase(FIXTURE_SANDBOX), cities));
      expect((again.sandbox as CachedSandbox).fellBack).to.equal(false);
    });
  }

  it('refuses to mix data: a damaged segment found after the data files changed is an error naming the folder', () => {
    const dir = fixtureCopy();
    const cache = tempDir('tripsolver-cache-');
    expect(loadDatabaseCached(dir, cache).status).to.equal('written');
    const opened = loadDatabaseCached(dir, cache);
    expect(opened.status).to.equal('hit');
    unlinkSync(sandboxCacheFile(dir, cache)!);
    appendFileSync(join(dir, DATABASE_FILES.restaurants), '999,Cache Test Diner,Quillon,Tea,12,4.5\n');
    expect(() => opened.sandbox.restaurants('Quillon'))
      .to.throw(DataError)
      .with.property('message', `${dir}: the data files changed while they were being read; run the command again`);
  });

  it('keeps two files per data folder at most: the newest and the one before (sources and compiled package)', () => {
    const cache = tempDir('tripsolver-cache-');
    const file = sandboxCacheFile(FIXTURE_SANDBOX, cache)!;
    const prefix = file.slice(cache.length + 1, file.lastIndexOf('-') + 1);
    // Files of two older loaders, the second older still, and one of another data folder.
    writeFileSync(join(cache, `${prefix}aaaaaaaaaaaa.cache`), 'old');
    utimesSync(join(cache, `${prefix}aaaaaaaaaaaa.cache`), new Date('2020-01-02T00:00:00Z'), new Date('2020-01-02T00:00:00Z'));
    writeFileSync(join(cache, `${prefix}bbbbbbbbbbbb.cache`), 'older');
    utimesSync(join(cache, `${prefix}bbbbbbbbbbbb.cache`), new Date('2020-01-01T00:00:00Z'), new Date('2020-01-01T00:00:00Z'));
    writeFileSync(join(cache, 'sandbox-0000000000000000-cccccccccccc.cache'), 'another folder');
    expect(loadDatabaseCached(FIXTURE_SANDBOX, cache).status).to.equal('written');
    expect(readdirSync(cache).sort()).to.deep.equal(
      [`${prefix}aaaaaaaaaaaa.cache`, file.slice(cache.length + 1), 'sandbox-0000000000000000-cccccccccccc.cache'].sort(),
    );
  });

  it(`keeps at most ${MAX_CACHE_FILES} files in the folder, the most recently used, and counts an opened file as used`, () => {
    const cache = tempDir('tripsolver-cache-');
    // Files of nine other data folders, the first the most recently used; and a file that is no cache of ours.
    const others = Array.from({ length: 9 }, (_, k) => `sandbox-${String(k).repeat(16)}-${'0'.repeat(12)}.cache`);
    others.forEach((name, k) => {
      writeFileSync(join(cache, name), 'other folder');
      const when = new Date(Date.UTC(2020, 0, 20 - k));
      utimesSync(join(cache, name), when, when);
    });
    writeFileSync(join(cache, 'notes.txt'), 'kept');
    expect(loadDatabaseCached(FIXTURE_SANDBOX, cache).status).to.equal('written');
    const ours = sandboxCacheFile(FIXTURE_SANDBOX, cache)!.slice(cache.length + 1);
    expect(readdirSync(cache).sort()).to.deep.equal([...others.slice(0, MAX_CACHE_FILES - 1), ours, 'notes.txt'].sort());
    // Opening it marks it used: it outlives a file written earlier but opened less recently.
    const old = new Date(Date.UTC(2019, 0, 1));
    utimesSync(join(cache, ours), old, old);
    expect(loadDatabaseCached(FIXTURE_SANDBOX, cache).status).to.equal('hit');
    expect(statSync(join(cache, ours)).mtimeMs).to.be.greaterThan(Date.UTC(2020, 0, 20));
  });

  it('removes temporary files a killed writer left, once older than ORPHAN_TEMP_MS, and no other file', () => {
    const cache = tempDir('tripsolver-cache-');
    const file = sandboxCacheFile(FIXTURE_SANDBOX, cache)!;
    const base = file.slice(cache.length + 1);
    const now = Date.UTC(2026, 0, 1, 12);
    const at = (name: string, ms: number) => {
      writeFileSync(join(cache, name), 'partial');
      utimesSync(join(cache, name), new Date(ms), new Date(ms));
    };
    at(`${base}.123.0123456789ab.tmp`, now - ORPHAN_TEMP_MS - 1); // orphaned
    at(`${base}.124.0123456789ac.tmp`, now - ORPHAN_TEMP_MS); // a writer may still be at it
    at('notes.123.0123456789ab.tmp', now - 10 * ORPHAN_TEMP_MS); // not ours
    removeOrphanTemps(cache, now);
    expect(readdirSync(cache).sort()).to.deep.equal([`${base}.124.0123456789ac.tmp`, 'notes.123.0123456789ab.tmp'].sort());
    // A cache write removes the orphans it finds (by the real clock: both are years old) and keeps a fresh one.
    at(`${base}.125.0123456789ad.tmp`, Date.now());
    expect(loadDatabaseCached(FIXTURE_SANDBOX, cache).status).to.equal('written');
    expect(readdirSync(cache).sort()).to.deep.equal([base, `${base}.125.0123456789ad.tmp`, 'notes.123.0123456789ab.tmp'].sort());
  });

  it('falls back to the plain load when the cache folder cannot be written', () => {
    const blocker = join(tempDir('tripsolver-cache-'), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const loaded = loadDatabaseCached(FIXTURE_SANDBOX, join(blocker, 'cache'));
    expect(loaded.status).to.equal('not-written');
    expect(loaded.sandbox).to.be.instanceOf(MemorySandbox);
    const cities = fixtureCities(FIXTURE_SANDBOX);
    expect(answers(loaded.sandbox, cities)).to.deep.equal(answers(loadDatabase(FIXTURE_SANDBOX), cities));
  });

  it('lets several processes build it at once: each answers right, one whole file is left, no temporary file', async function () {
    this.timeout(20_000);
    const dir = fixtureCopy();
    const cache = tempDir('tripsolver-cache-');
    const script = [
      `import { loadDatabaseCached } from ${JSON.stringify(join(REPO_ROOT, 'src/sandbox/cache.ts'))};`,
      `const { sandbox, status } = loadDatabaseCached(${JSON.stringify(dir)}, ${JSON.stringify(cache)});`,
      `console.log(JSON.stringify({ status, quillon: sandbox.restaurants('Quillon'), road: sandbox.road('Quillon', 'Port Alder') ?? null }));`,
    ].join('\n');
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx/esm', '--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' });
    const outputs = (await Promise.all([run(), run(), run()])).map((r) => JSON.parse(r.stdout) as { status: string; quillon: unknown; road: unknown });
    const plain = loadDatabase(dir);
    for (const out of outputs) {
      expect(['written', 'hit']).to.include(out.status);
      expect(out.quillon).to.deep.equal(plain.restaurants('Quillon'));
      expect(out.road).to.deep.equal(plain.road('Quillon', 'Port Alder') ?? null);
    }
    expect(readdirSync(cache)).to.deep.equal([sandboxCacheFile(dir, cache)!.slice(cache.length + 1)]);
    expect(loadDatabaseCached(dir, cache).status).to.equal('hit');
  });
});

describe('cli: plan through the sandbox cache', () => {
  const request = readFileSync(join(FIXTURE_DIR, 'requests', '01-quickstart-quillon-3day', 'request.txt'), 'utf8').trim();

  it('writes the cache folder TRIPSOLVER_CACHE_DIR names, and plans as with the cache off', async () => {
    const cache = tempDir('tripsolver-cache-');
    const withCache = captureIo({ TRIPSOLVER_CACHE_DIR: cache });
    const dir = fixtureCopy();
    expect(await main(['plan', request, '--data', dir, '--format', 'submission'], withCache)).to.equal(0);
    expect(readdirSync(cache)).to.deep.equal([sandboxCacheFile(dir, cache)!.slice(cache.length + 1)]);
    const off = captureIo({ TRIPSOLVER_CACHE: 'off', TRIPSOLVER_CACHE_DIR: cache });
    expect(await main(['plan', request, '--data', fixtureCopy(), '--format', 'submission'], off)).to.equal(0);
    expect(withCache.stdout.join('')).to.equal(off.stdout.join(''));
    expect(JSON.parse(withCache.stdout.join('')).plan).to.have.length(3);
  });

  it('plans when the cache folder cannot be written', async () => {
    const blocker = join(tempDir('tripsolver-cache-'), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const io = captureIo({ TRIPSOLVER_CACHE_DIR: join(blocker, 'cache') });
    expect(await main(['plan', request, '--data', fixtureCopy(), '--format', 'submission'], io)).to.equal(0);
    expect(io.stderr).to.deep.equal([]);
    const off = captureIo({ TRIPSOLVER_CACHE: 'off' });
    expect(await main(['plan', request, '--data', fixtureCopy(), '--format', 'submission'], off)).to.equal(0);
    expect(io.stdout.join('')).to.equal(off.stdout.join(''));
  });
});
