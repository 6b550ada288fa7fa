/**
 * The page's files (src/server/page/), read once at start-up and served as they are; the map's libraries and
 * outlines from their packages (/vendor/: d3-array, d3-geo, topojson-client, us-atlas's states), so the page
 * fetches nothing from another origin; its example requests (/examples.json, chosen by what the data holds:
 * examples.ts); and where the data's cities are (/places.json: places.ts, worked out on first use).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGeography, loadSandbox, resolveDatabaseDir } from '../sandbox/index.ts';
import { type Example, examplesFor } from './examples.ts';
import { placesOf } from './places.ts';

export interface Asset {
  readonly type: string;
  readonly body: Buffer;
}

export interface PageAssets {
  /** URL path -> file, or how to make it on first request (kept once made). */
  readonly assets: ReadonlyMap<string, Asset | (() => Asset)>;
}

const PAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'page');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};

const require = createRequire(import.meta.url);

/** The folder of an installed package, from a file it exports (its package.json need not be). */
function packageDir(name: string, exported: string): string {
  let dir = dirname(exported);
  while (dir !== dirname(dir)) {
    try {
      if ((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name === name) return dir;
    } catch {
      // not a package folder: go up
    }
    dir = dirname(dir);
  }
  throw new Error(`cannot find the folder of the package ${name}`);
}

/** Files the page loads from installed packages: URL path -> the file (resolved when the page is loaded). */
export const VENDOR_FILES: Readonly<Record<string, () => string>> = {
  '/vendor/d3-array.min.js': () => join(packageDir('d3-array', require.resolve('d3-array')), 'dist/d3-array.min.js'),
  '/vendor/d3-geo.min.js': () => join(packageDir('d3-geo', require.resolve('d3-geo')), 'dist/d3-geo.min.js'),
  '/vendor/topojson-client.min.js': () => join(packageDir('topojson-client', require.resolve('topojson-client')), 'dist/topojson-client.min.js'),
  '/vendor/states-10m.json': () => require.resolve('us-atlas/states-10m.json'),
};

function json(value: unknown): Asset {
  return { type: TYPES['.json']!, body: Buffer.from(JSON.stringify(value)) };
}

function examples(dataDir: string): Example[] {
  const db = resolve(resolveDatabaseDir(dataDir));
  try {
    const geography = loadGeography(db);
    return examplesFor({ hasCity: (c) => geography.stateOfCity.has(c), isState: (s) => geography.states.includes(s) }, dataDir, db);
  } catch {
    // Data the server cannot read says so on its first plan; the page just has no examples.
    return [];
  }
}

export function loadPage(dataDir: string, dir: string = PAGE_DIR): PageAssets {
  const assets = new Map<string, Asset | (() => Asset)>();
  for (const name of readdirSync(dir).sort()) {
    const type = TYPES[extname(name)];
    if (type) assets.set(`/${name}`, { type, body: readFileSync(join(dir, name)) });
  }
  const index = assets.get('/index.html');
  if (index) assets.set('/', index);
  for (const [path, file] of Object.entries(VENDOR_FILES)) assets.set(path, { type: TYPES[extname(path)]!, body: readFileSync(file()) });
  assets.set('/examples.json', json(examples(dataDir)));
  assets.set('/places.json', () => json(placesOf(loadSandbox(dataDir))));
  return { assets };
}
