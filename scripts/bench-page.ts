/**
 * npm run bench:page: the page in Debian's chromium on the TravelPlanner data (the fixture sandbox when it is
 * absent). For each of the page's own examples it plans the request ROUNDS times and reads the page's measure
 * "tripsolver:render": from the answer's arrival to the plan (or the conflict) on screen with its maps, after which
 * the page is idle and answers input. Prints p50 and the worst per example, and the weight of each file the page
 * loads (bytes, gzipped). Not a test: it prints figures.
 *
 * Options: --rounds N (default 5). chromium: $CHROMIUM_PATH or `chromium` on the PATH.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { developmentDataDir } from '../src/common/paths.ts';
import { percentile } from '../src/common/stats.ts';
import { startServer } from '../src/server/index.ts';
import { FIXTURE_DATA_DIR } from '../src/sandbox/index.ts';

const argv = process.argv.slice(2);
const at = argv.indexOf('--rounds');
const ROUNDS = at >= 0 ? Number(argv[at + 1]) : 5;
const executablePath = process.env.CHROMIUM_PATH || execFileSync('sh', ['-c', 'command -v chromium || true'], { encoding: 'utf8' }).trim();
if (!executablePath) {
  console.error('chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  process.exit(2);
}
const tp = developmentDataDir();
const dataDir = existsSync(tp) ? tp : FIXTURE_DATA_DIR;

const server = await startServer({ dataDir, port: 0, workers: 1, cacheSize: 64, env: {}, log: () => {} });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--headless', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const loaded: { url: string; bytes: number; gzipped: number }[] = [];
  page.on('response', async (r) => {
    const body = await r.body().catch(() => undefined);
    if (body && r.request().method() === 'GET') loaded.push({ url: r.url().replace(server.url, ''), bytes: body.length, gzipped: gzipSync(body).length });
  });
  await page.goto(`${server.url}/`);
  await page.waitForSelector('body[data-ready="true"]');
  const examples = (await (await fetch(`${server.url}/examples.json`)).json()) as { name: string; request: string }[];
  console.log(`data: ${dataDir}; ${ROUNDS} rounds per example (the first plans, the rest come from the server's cache)`);
  console.log('example | p50 ms | worst ms | shown');
  for (const example of examples.filter((e) => !e.name.startsWith('train #'))) {
    const ms: number[] = [];
    let shown = '';
    for (let i = 0; i < ROUNDS; i++) {
      await page.evaluate(() => performance.clearMeasures('tripsolver:render'));
      await page.fill('#request', example.request);
      await page.click('#plan-btn');
      await page.waitForFunction(() => performance.getEntriesByName('tripsolver:render').length > 0, undefined, { timeout: 60_000 });
      ms.push(await page.evaluate(() => performance.getEntriesByName('tripsolver:render')[0]!.duration));
      shown = (await page.locator('#result .plan').count()) > 0 ? 'plan' : (await page.locator('#result .conflict').count()) > 0 ? 'no plan' : 'error';
    }
    ms.sort((a, b) => a - b);
    console.log(`${example.name} | ${percentile(ms, 50).toFixed(0)} | ${ms.at(-1)!.toFixed(0)} | ${shown}`);
  }
  console.log('\nfile | bytes | gzipped');
  const seen = new Set<string>();
  for (const f of loaded) {
    if (seen.has(f.url) || f.url.startsWith('/api/')) continue;
    seen.add(f.url);
    console.log(`${f.url} | ${f.bytes} | ${f.gzipped}`);
  }
} finally {
  await browser.close();
  await server.close();
}
