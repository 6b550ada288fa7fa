/**
 * The page's files (src/server/page/), read once at start-up and served as they are, and its example
 * requests (/examples.json): the fixture requests on the fixture sandbox, a spread of the training requests
 * (and one with too small a budget) when the data folder has the TravelPlanner train.jsonl beside it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_DATA_DIR, resolveDatabaseDir } from '../sandbox/index.ts';

interface Asset {
  readonly type: string;
  readonly body: Buffer;
}

export interface PageAssets {
  /** URL path -> file. */
  readonly assets: ReadonlyMap<string, Asset>;
}

interface Example {
  readonly name: string;
  readonly request: string;
}

const PAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'page');
const FIXTURE_REQUESTS = resolve(FIXTURE_DATA_DIR, '../requests');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Training rows shown as examples: each level, 3, 5 and 7 days. */
const TRAIN_EXAMPLES = [1, 6, 13, 17, 26, 34, 42];

function examplesFor(dataDir: string): Example[] {
  const db = resolve(resolveDatabaseDir(dataDir));
  if (db === resolve(FIXTURE_DATA_DIR) && existsSync(FIXTURE_REQUESTS)) {
    return readdirSync(FIXTURE_REQUESTS)
      .sort()
      .filter((name) => existsSync(join(FIXTURE_REQUESTS, name, 'request.txt')))
      .map((name) => ({
        name: name.replace(/^\d+-/, '').replaceAll('-', ' '),
        request: readFileSync(join(FIXTURE_REQUESTS, name, 'request.txt'), 'utf8').trim(),
      }));
  }
  const train = [join(dataDir, 'train.jsonl'), join(dirname(db), 'train.jsonl')].find((f) => existsSync(f));
  if (!train) return [];
  const rows = readFileSync(train, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { idx?: number; level?: string; days?: number; query?: string });
  const out: Example[] = rows
    .filter((r) => typeof r.query === 'string' && TRAIN_EXAMPLES.includes(r.idx ?? -1))
    .map((r) => ({ name: `train #${r.idx} (${r.level}, ${r.days} days)`, request: r.query! }));
  if (rows.some((r) => r.idx === 1)) {
    out.push({
      name: 'too small a budget (no plan)',
      request:
        'Please help me plan a trip from St. Petersburg to Rockford spanning 3 days from March 16th to March 18th, 2022. The travel should be planned for a single person with a budget of $300.',
    });
  }
  return out;
}

export function loadPage(dataDir: string, dir: string = PAGE_DIR): PageAssets {
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(dir).sort()) {
    const type = TYPES[extname(name)];
    if (type) assets.set(`/${name}`, { type, body: readFileSync(join(dir, name)) });
  }
  const index = assets.get('/index.html');
  if (index) assets.set('/', index);
  assets.set('/examples.json', { type: 'application/json; charset=utf-8', body: Buffer.from(JSON.stringify(examplesFor(dataDir))) });
  return { assets };
}
