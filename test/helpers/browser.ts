/**
 * Debian's chromium for the browser tests, driven by playwright-core (never `playwright install`). Without
 * chromium a browser test skips with a message, except under CI=true, where it must run (.ci/run installs it).
 * Screenshots go to test-artifacts/screenshots/ (not committed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'mocha';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from './data.ts';

export const SCREENSHOTS = join(REPO_ROOT, 'test-artifacts', 'screenshots');

/** Debian's chromium, or undefined. */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  try {
    const found = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim().split('\n')[0];
    return found && existsSync(found) ? found : undefined;
  } catch {
    return undefined;
  }
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** chromium, launched; or the test is skipped with a message (a failure under CI=true). */
export async function launchChromium(ctx: Context): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    const message = 'chromium not found: apt-get install -y chromium (Debian) to run the browser tests';
    if (process.env.CI === 'true') throw new Error(`${message} (required under CI=true)`);
    console.warn(`      skipped: ${message}`);
    ctx.skip();
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * The page of `origin` opened and ready (its scripts ran: body[data-ready]), with its console errors, page errors
 * (a Content-Security-Policy violation shows up there) and any request to another origin added to `problems`.
 */
export async function openPage(page: Page, origin: string, problems: string[]): Promise<Page> {
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // (A blob the page made itself, a download or a picked file shown, is of this origin: blob:<origin>/<id>.)
  page.on('request', (r) => {
    if (!r.url().startsWith(`${origin}/`) && !r.url().startsWith(`blob:${origin}/`)) problems.push(`request to another origin: ${r.url()}`);
  });
  await page.goto(`${origin}/`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/** Type a request and plan it: done when the plan, the conflict or an error is shown. */
export async function planRequest(page: Page, text: string): Promise<void> {
  await page.fill('#request', text);
  await page.click('#plan-btn');
  await page.waitForSelector('#result .plan, #result .conflict, #error:not([hidden])');
}
