/**
 * The page in a real browser: Debian's chromium driven by playwright-core (never `playwright install`).
 * Without chromium these tests skip with a message, except under CI=true, where they must run (.ci/run
 * installs it). Screenshots go to test-artifacts/screenshots/ (not committed).
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { checkRates, checksChartSvg, comparisonMarkdown, type MethodSummary } from '../../src/baselines/compare.ts';
import { scoreSubmission } from '../../src/evaluate/index.ts';
import { loadSandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, toTravelPlannerFields } from '../../src/spec/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { FIXTURE_SANDBOX, REPO_ROOT } from '../helpers/data.ts';
import { DESTINATION_QUESTION, ORIGIN_CHOICE_QUESTION, ORIGIN_CHOICE_REQUEST, ORIGIN_QUESTION, UNCLEAR_REQUEST } from '../helpers/questions.ts';
import { call, fixtureRequest, fixtureSpec, startTestServer } from './helpers.ts';

export const SCREENSHOTS = join(REPO_ROOT, 'test-artifacts', 'screenshots');
const ARTIFACTS = join(REPO_ROOT, 'test-artifacts');

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

/** The browser's document inside page functions (this project compiles without the DOM library). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dom = { document: any };

export const CHROMIUM_ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

describe('serve: the page in a real browser (chromium)', function () {
  this.timeout(120_000);
  let server: RunningServer;
  let browser: Browser;
  /** Console errors and page errors (a Content-Security-Policy violation shows up here). */
  const problems: string[] = [];

  before(async function () {
    const executablePath = chromiumPath();
    if (!executablePath) {
      const message = 'chromium not found: apt-get install -y chromium (Debian) to run the browser tests';
      if (process.env.CI === 'true') throw new Error(`${message} (required under CI=true)`);
      console.warn(`      skipped: ${message}`);
      this.skip();
    }
    mkdirSync(SCREENSHOTS, { recursive: true });
    // Answers are cached, so a test that asks the API for what the page just planned does not plan it twice.
    server = await startTestServer({ workers: 2, cacheSize: 16 });
    // Each worker loads the solver's modules and wasm on its first plan: do that here, once per worker (two at
    // once, so each worker takes one), so the tests below time the page and not a cold start.
    const warm = await Promise.all([2, 3].map((travellers) => call(server.url, 'POST', '/api/plan', { spec: { ...fixtureSpec('01-quickstart-quillon-3day'), travellers } })));
    expect(warm.map((a) => a.status)).to.deep.equal([200, 200]);
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(`${server.url}/`);
    await page.waitForSelector('body[data-ready="true"]');
    return page;
  }

  async function planText(page: Page, text: string): Promise<void> {
    await page.fill('#request', text);
    await page.click('#plan-btn');
    await page.waitForSelector('#result .plan, #result .conflict, #error:not([hidden])');
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

  it('serves the page with its scripts under the Content-Security-Policy, and lists the fixture examples', async () => {
    const page = await open();
    expect(await page.textContent('#health')).to.equal('data: sandbox · v0.1.0 · 2 workers');
    const options = await page.$$eval('#examples option', (os) => os.map((o) => o.textContent));
    expect(options).to.include('quickstart quillon 3day');
    expect(options).to.include('infeasible budget');
    await page.selectOption('#examples', { label: 'quickstart quillon 3day' });
    expect(await page.inputValue('#request')).to.equal(fixtureRequest('01-quickstart-quillon-3day'));
    const csp = (await call(server.url, 'GET', '/')).headers.get('content-security-policy');
    expect(csp).to.include("script-src 'self'");
    await page.close();
  });

  describe('a typed fixture request (a 3-city week)', () => {
    let page: Page;
    before(async () => {
      page = await open();
      await planText(page, fixtureRequest('03-verdania-3city-7day'));
    });
    after(async () => page?.close());

    it('the plan day by day, the total within the budget, one map marker per located stop', async () => {
      const plan = page.locator('#result .plan');
      expect(await plan.getAttribute('data-status')).to.equal('optimal');
      expect(await plan.getAttribute('data-days')).to.equal('7');
      expect(await page.locator('article.day').count()).to.equal(7);
      const total = Number(await plan.getAttribute('data-total'));
      const budget = Number(await plan.getAttribute('data-budget'));
      expect(budget).to.equal(4800);
      expect(total).to.equal(2830);
      expect(await page.textContent('#plan-total')).to.equal(`$${total.toLocaleString('en-US')}`);
      const api = (await call(server.url, 'POST', '/api/plan', { request: fixtureRequest('03-verdania-3city-7day') })).json;
      const days = await page.$$eval('article.day', (as) =>
        as.map((a) => ({ sights: Number(a.getAttribute('data-sights')), markers: a.querySelectorAll('svg.day-map .marker').length, legs: a.querySelectorAll('svg.day-map .leg').length, names: [...a.querySelectorAll('ol.timeline li.sight')].map((li) => li.textContent), times: [...a.querySelectorAll('ol.timeline li .time')].map((t) => t.textContent) })),
      );
      days.forEach((d, i) => {
        const located = api.itinerary.days[i].attractions.filter((a: { latitude: number; longitude: number }) => Number.isFinite(a.latitude) && Number.isFinite(a.longitude)).length;
        expect(d.sights, `day ${i + 1}`).to.equal(api.itinerary.days[i].attractions.length);
        expect(d.markers, `day ${i + 1}`).to.equal(located);
        expect(d.legs, `day ${i + 1}`).to.equal(Math.max(0, located - 1));
        d.names.forEach((n, k) => expect(n).to.include(api.itinerary.days[i].attractions[k].name));
        // The day on the clock: every timeline entry with its times, in order.
        expect(d.times, `day ${i + 1}`).to.deep.equal(api.itinerary.days[i].timeline.map((e: { start: string; end: string }) => `${e.start}–${e.end}`));
      });
      expect(days.map((d) => d.markers)).to.deep.equal([1, 3, 1, 3, 3, 1, 1]);
    });

    it('the "Read as" form shows each field with the words it came from', async () => {
      expect(await page.inputValue('#f-origin')).to.equal('Ketterby');
      expect(await page.textContent('.field[data-field="budget"] .source')).to.equal('“$4,800”'.replace(/[“”]/g, ''));
      await shot(page, 'plan-fixture-7day');
    });
  });

  it('an infeasible fixture request: the conflict with its facts; clicking the minimum-budget relaxation gives a plan', async () => {
    const page = await open();
    await planText(page, fixtureRequest('07-infeasible-budget'));
    expect(await page.textContent('.conflict h3')).to.equal('No plan exists for this request');
    expect(await page.textContent('.core-member[data-id="budget.total"]')).to.equal('the whole trip costs at most $500the cheapest plan meeting everything else costs $1,746 against a budget of $500');
    await shot(page, 'conflict-budget');
    const button = page.locator('button.relaxation[data-id="budget.total"]');
    expect(await button.textContent()).to.equal('raise the budget to $1,746plan costs $1,746 ✓');
    await button.click();
    await page.waitForSelector('#result .plan');
    const plan = page.locator('#result .plan');
    expect(await plan.getAttribute('data-total')).to.equal('1746');
    expect(await plan.getAttribute('data-budget')).to.equal('1746');
    expect(await page.textContent('.applied')).to.equal('Applied: raise the budget to $1,746.');
    expect(await page.inputValue('#f-budget')).to.equal('1746');
    expect(await page.textContent('.field[data-field="budget"] .source')).to.equal('edited here');
    await shot(page, 'conflict-budget-applied');
    await page.close();
  });

  it('editing the travellers field re-plans from the edited spec and the costs change', async () => {
    const page = await open();
    await planText(page, fixtureRequest('01-quickstart-quillon-3day'));
    const before = await page.locator('#result .plan').getAttribute('data-total');
    const meals = await page.textContent('.costs tbody tr:nth-child(2) td');
    await page.fill('#f-travellers', '3');
    await page.press('#f-travellers', 'Tab');
    await page.waitForFunction((b) => {
      const d = (globalThis as unknown as Dom).document;
      return d.querySelector('#result .plan')?.getAttribute('data-total') !== b && !d.body.classList.contains('busy');
    }, before);
    const plan = page.locator('#result .plan');
    expect(await plan.getAttribute('data-total')).not.to.equal(before);
    expect(await page.textContent('.costs tbody tr:nth-child(2) td')).not.to.equal(meals);
    expect(await page.textContent('.plan-summary .route')).to.include('3 travellers');
    expect(await page.textContent('.field[data-field="travellers"] .source')).to.equal('edited here');
    expect(Number(await plan.getAttribute('data-total'))).to.equal(1482); // within the $1,700 budget
    await shot(page, 'edited-travellers');
    await page.close();
  });

  it('naming a city to visit in the "Read as" form re-plans through it', async () => {
    const page = await open();
    await planText(page, fixtureRequest('02-oskaland-2city-5day'));
    expect(await page.inputValue('#f-cities')).to.equal('');
    expect(await page.textContent('.plan-summary .route')).to.include('Brasswick → Greywater → Vesterby → Brasswick');
    await page.fill('#f-cities', ' Hollin ');
    await page.press('#f-cities', 'Tab');
    await page.waitForFunction(() => {
      const d = (globalThis as unknown as Dom).document;
      return d.querySelector('#result .plan .route')?.textContent.includes('Hollin') && !d.body.classList.contains('busy');
    });
    expect(await page.textContent('.plan-summary .route')).to.include('Brasswick → Greywater → Hollin → Brasswick');
    expect(await page.locator('#result .plan').getAttribute('data-total')).to.equal('3593');
    expect(await page.inputValue('#f-cities')).to.equal('Hollin');
    expect(await page.textContent('.field[data-field="cities"] .source')).to.equal('edited here');
    await shot(page, 'edited-cities');
    await page.close();
  });

  it('a request containing <script> is shown as text and never runs', async () => {
    const page = await open();
    const hostile = `${fixtureRequest('01-quickstart-quillon-3day')} <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`;
    await planText(page, hostile);
    expect(await page.textContent('#request-echo')).to.equal(hostile);
    expect(await page.evaluate('window.__pwned')).to.equal(undefined);
    expect(await page.locator('#results script, #results img, #error script, #error img').count()).to.equal(0);
    const shown = `${await page.textContent('#results')} ${await page.textContent('#error')}`;
    expect(shown).to.include('<script>window.__pwned = 1</script>');
    await shot(page, 'hostile-request');
    await page.close();
  });

  it('downloads the submission row (JSONL) and the plan (JSON), made in the browser', async () => {
    const page = await open();
    await planText(page, fixtureRequest('01-quickstart-quillon-3day'));
    const [row] = await Promise.all([page.waitForEvent('download'), page.click('#dl-submission')]);
    expect(row.suggestedFilename()).to.equal('submission.jsonl');
    const line = readFileSync((await row.path())!, 'utf8');
    expect(line.endsWith('\n')).to.equal(true);
    const parsed = JSON.parse(line) as { query: string; plan: unknown[] };
    expect(parsed.query).to.equal(fixtureRequest('01-quickstart-quillon-3day'));
    expect(parsed.plan).to.have.length(3);
    const [full] = await Promise.all([page.waitForEvent('download'), page.click('#dl-plan')]);
    const planJson = JSON.parse(readFileSync((await full.path())!, 'utf8')) as { status: string; submission: unknown[] };
    expect(planJson.status).to.equal('optimal');
    expect(planJson.submission).to.deep.equal(parsed.plan);
    await page.close();
  });

  it('Compare: a bench output\'s table and chart picked from disk, side by side; a chart\'s script never runs', async () => {
    // A real bench output: the solver's plan and an empty one, scored, written as bench writes them.
    const spec = parseTripSpec(fixtureSpec('01-quickstart-quillon-3day'));
    const submission = (await call(server.url, 'POST', '/api/plan', { spec })).json.submission;
    const query = { ...toTravelPlannerFields(spec), level: 'easy' };
    const summary = (method: string, plans: unknown[]): MethodSummary => {
      const report = scoreSubmission([query], plans, loadSandbox(FIXTURE_SANDBOX));
      return { method, rows: 1, delivered: report.counts.delivered, rates: report.rates, checks: checkRates(report), latenciesMs: [25] };
    };
    const summaries = [summary('solver', [submission]), summary('direct', [[]])];
    const dir = join(ARTIFACTS, 'compare');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'SUB.table.md'), comparisonMarkdown(summaries, { queries: 'fixture.jsonl', mode: 'database', files: { solver: 'SUB.solver.jsonl', direct: 'SUB.direct.jsonl' } }));
    writeFileSync(join(dir, 'SUB.checks.svg'), await checksChartSvg(summaries));
    const page = await open();
    await page.setInputFiles('#compare-files', [join(dir, 'SUB.table.md'), join(dir, 'SUB.checks.svg')]);
    await page.waitForSelector('#compare-chart img');
    await page.waitForFunction(() => ((globalThis as unknown as Dom).document.querySelector('#compare-chart img')?.naturalWidth ?? 0) > 0);
    const rows = await page.$$eval('#compare-table table:first-of-type tbody tr', (trs) => trs.map((tr) => tr.querySelector('td')?.textContent));
    expect(rows).to.deep.equal(['solver', 'direct']);
    expect(await page.textContent('#compare-table .markdown h3')).to.equal('tripsolver bench: fixture.jsonl');
    await page.locator('#compare').scrollIntoViewIfNeeded();
    await shot(page, 'compare');
    // A chart with a script in it is only ever an image.
    const evil = join(dir, 'evil.checks.svg');
    writeFileSync(evil, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>window.__pwned = 3</script><rect width="10" height="10"/></svg>');
    await page.setInputFiles('#compare-files', [evil]);
    await page.waitForFunction(() => (globalThis as unknown as Dom).document.querySelector('#compare-chart .file')?.textContent === 'evil.checks.svg');
    expect(await page.evaluate('window.__pwned')).to.equal(undefined);
    await page.close();
  });

  describe('a request that reads more than one way (422 unclear): the questions beside their fields', () => {
    /** Each question row as shown: field, label, question, reason, choice buttons, and the text box if any. */
    const rows = (page: Page) =>
      page.$$eval('#spec-form .field.asking', (els) =>
        els.map((e) => ({
          field: e.getAttribute('data-question'),
          label: e.querySelector('.label, label')?.textContent,
          question: e.querySelector('.q-text')?.textContent,
          reason: e.querySelector('.q-reason')?.textContent,
          choices: [...e.querySelectorAll('button.choice')].map((b) => b.textContent),
          checks: [...e.querySelectorAll('input[type="checkbox"]')].map((i) => i.getAttribute('value')),
          input: e.querySelector('input[type="text"]')?.id ?? null,
        })),
      );
    const focused = (page: Page) => page.evaluate(() => {
      const a = (globalThis as unknown as Dom).document.activeElement;
      const which = a?.getAttribute('data-answer') ?? (a?.getAttribute('type') === 'checkbox' ? a.getAttribute('value') : null);
      return `${a?.tagName.toLowerCase()}#${a?.id}${which !== null ? `[${which}]` : ''}`;
    });

    it('two questions: a text box for the origin (focused), the destination\'s choices as buttons; answering plans, and the fields say "answered"', async () => {
      const page = await open();
      await page.fill('#request', UNCLEAR_REQUEST);
      await page.click('#plan-btn');
      await page.waitForSelector('#spec-form .field.asking');
      expect(await page.textContent('#error')).to.equal('The request is not clear. Answer the 2 questions under “Read as” to plan it.');
      expect(await page.getAttribute('#error', 'class')).to.equal('error question');
      expect(await page.getAttribute('#error', 'role')).to.equal('alert');
      expect(await page.textContent('#request-echo')).to.equal(UNCLEAR_REQUEST);
      expect(await page.textContent('#spec-form .ask-intro')).to.equal('2 things are not clear from the request:');
      expect(await rows(page)).to.deep.equal([
        { field: 'origin', label: 'From', question: ORIGIN_QUESTION.question, reason: 'no starting city found; write "from <city>"', choices: [], checks: [], input: 'a-origin' },
        { field: 'destination', label: 'To', question: DESTINATION_QUESTION.question, reason: DESTINATION_QUESTION.reason.replace('destination: ', ''), choices: ['Brasswick', 'Quillon'], checks: [], input: null },
      ]);
      // Labels: the text box by its label and the question; the buttons' group by the label and the question.
      expect(await page.getAttribute('label[for="a-origin"]', 'id')).to.equal('l-origin');
      expect(await page.getAttribute('#a-origin', 'aria-describedby')).to.equal('q-origin r-origin');
      expect(await page.getAttribute('.field.asking[data-question="destination"]', 'aria-labelledby')).to.equal('l-destination q-destination');
      expect(await focused(page)).to.equal('input#a-origin');
      await shot(page, 'questions-asked');
      await page.fill('#a-origin', 'Brasswick');
      await page.click('button.choice[data-answer="Quillon"]');
      await page.waitForSelector('#result .plan');
      const api = (await call(server.url, 'POST', '/api/plan', { request: UNCLEAR_REQUEST, answers: { origin: 'Brasswick', destination: 'Quillon' } })).json;
      expect(await page.locator('#result .plan').getAttribute('data-total')).to.equal(String(api.cost.total));
      expect(await page.textContent('#read-as-line')).to.equal('Read as: Brasswick → Quillon and back; 3 days, 2022-03-16 to 2022-03-18; 1 traveller; budget $1,700.');
      expect(await page.inputValue('#f-origin')).to.equal('Brasswick');
      expect(await page.inputValue('#f-destination')).to.equal('Quillon');
      expect(await page.textContent('.field[data-field="origin"] .source')).to.equal('Brasswick (answered)');
      expect(await page.textContent('.field[data-field="destination"] .source')).to.equal('Quillon (answered)');
      expect(await page.isHidden('#error')).to.equal(true);
      expect(await page.locator('.field.asking').count()).to.equal(0);
      expect(await page.getAttribute('#results', 'class')).to.equal('');
      await shot(page, 'questions-answered');
      await page.close();
    });

    it('one question with choices: focus on the first choice, and clicking one plans from there at once', async () => {
      const page = await open();
      await page.fill('#request', ORIGIN_CHOICE_REQUEST);
      await page.click('#plan-btn');
      await page.waitForSelector('#spec-form .field.asking');
      expect(await page.textContent('#error')).to.equal('The request is not clear. Answer the question under “Read as” to plan it.');
      expect(await rows(page)).to.deep.equal([{ field: 'origin', label: 'From', question: ORIGIN_CHOICE_QUESTION.question, reason: 'more than one starting city: Brasswick, Ketterby (found: "Brasswick", "Ketterby")', choices: ['Brasswick', 'Ketterby'], checks: [], input: null }]);
      expect(await page.getAttribute('#results', 'class')).to.equal('asking');
      await shot(page, 'questions-choice');
      expect(await focused(page)).to.equal('button#[Brasswick]');
      await page.click('button.choice[data-answer="Ketterby"]');
      await page.waitForSelector('#result .plan');
      expect(await page.textContent('#read-as-line')).to.equal('Read as: Ketterby → Quillon and back; 3 days, 2022-03-16 to 2022-03-18; 1 traveller; budget $1,700.');
      expect(await page.textContent('.field[data-field="origin"] .source')).to.equal('Ketterby (answered)');
      await page.close();
    });

    it('a list field\'s choices are check boxes: two checked and "Plan with this answer" plans with both', async () => {
      const page = await open();
      await page.fill('#request', `${fixtureRequest('01-quickstart-quillon-3day')} We would love Thai food.`);
      await page.click('#plan-btn');
      await page.waitForSelector('#spec-form .field.asking');
      expect(await rows(page)).to.deep.equal([
        {
          field: 'cuisines',
          label: 'Cuisines wished',
          question: 'Which cuisines should you eat at least once (or "none")?',
          reason: 'the sandbox\'s restaurants do not list it (they list American, Chinese, French, Indian, Italian, Mediterranean, Mexican, BBQ, Bakery, Cafe, Desserts, Fast Food, Pizza, Seafood and Tea) (found: "Thai")',
          choices: [],
          checks: ['American', 'Chinese', 'French', 'Indian', 'Italian', 'Mediterranean', 'Mexican', 'Bakery', 'BBQ', 'Cafe', 'Desserts', 'Fast Food', 'Pizza', 'Seafood', 'Tea', 'none'],
          input: null,
        },
      ]);
      const boxes = '.field.asking[data-question="cuisines"] input[type="checkbox"]';
      expect(await focused(page)).to.equal('input#[American]');
      await page.check(`${boxes}[value="Chinese"]`);
      await page.check(`${boxes}[value="Pizza"]`);
      expect(await page.locator('#result .plan').count()).to.equal(0);
      await shot(page, 'questions-checks');
      await page.click('#answer-btn');
      await page.waitForSelector('#result .plan');
      expect(await page.$$eval('#f-cuisines input:checked', (is) => is.map((i) => i.getAttribute('value')))).to.deep.equal(['Chinese', 'Pizza']);
      expect(await page.textContent('.field[data-field="cuisines"] .source')).to.equal('Chinese, Pizza (answered)');
      await page.close();
    });

    it('an answer that cannot be read is asked again, saying why; the answers given so far are kept', async () => {
      const page = await open();
      await page.fill('#request', UNCLEAR_REQUEST);
      await page.click('#plan-btn');
      await page.waitForSelector('#spec-form .field.asking');
      await page.fill('#a-origin', 'Atlantis');
      await page.click('button.choice[data-answer="Quillon"]');
      await page.waitForSelector('#spec-form .field.asking .q-reason >> text=the answer could not be read');
      expect(await rows(page)).to.deep.equal([
        { field: 'origin', label: 'From', question: ORIGIN_QUESTION.question, reason: 'the answer could not be read: not a city of the sandbox (found: "Atlantis")', choices: [], checks: [], input: 'a-origin' },
      ]);
      expect(await focused(page)).to.equal('input#a-origin');
      await shot(page, 'questions-asked-again');
      await page.fill('#a-origin', 'Brasswick');
      await page.press('#a-origin', 'Enter');
      await page.waitForSelector('#result .plan');
      expect(await page.inputValue('#f-destination')).to.equal('Quillon');
      expect(await page.textContent('.field[data-field="destination"] .source')).to.equal('Quillon (answered)');
      await page.close();
    });
  });

  // A suite of its own, defined last, so that it runs after the nested suites' pages too.
  describe('at the end', () => {
    it('no Content-Security-Policy violation or script error on any of the pages above', () => {
      expect(problems.filter((p) => !p.includes('the server responded with a status of 4'))).to.deep.equal([]);
    });
  });
});

describe('serve: the page\'s scripts', () => {
  it('type-check against the DOM (plain JavaScript with JSDoc types, src/server/page/tsconfig.json)', () => {
    const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', join(REPO_ROOT, 'src/server/page/tsconfig.json')], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      output = `${(e as { stdout?: string }).stdout ?? ''}${(e as { stderr?: string }).stderr ?? ''}` || String(e);
    }
    expect(output).to.equal('');
  });

  it('use no inline script or style and load nothing from another origin', () => {
    const html = readFileSync(join(REPO_ROOT, 'src/server/page/index.html'), 'utf8');
    expect(html).not.to.match(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.to.match(/\sstyle=|<style|\son\w+=/i);
    expect(html).not.to.match(/(src|href)="(https?:)?\/\//);
    for (const file of ['app.js', 'dom.js', 'form.js', 'plan.js', 'map.js', 'explain.js', 'compare.js', 'api.js', 'questions.js']) {
      const js = readFileSync(join(REPO_ROOT, 'src/server/page', file), 'utf8');
      expect(js, file).not.to.match(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
      expect(js, file).not.to.match(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});
