/**
 * The page in a real browser: Debian's chromium driven by playwright-core (never `playwright install`).
 * Without chromium these tests skip with a message, except under CI=true, where they must run (.ci/run
 * installs it). Screenshots go to test-artifacts/screenshots/ (not committed).
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { checkRates, checksChartSvg, comparisonMarkdown, OUTCOME_COLOURS, type MethodSummary } from '../../src/bench/compare.ts';
import { main } from '../../src/cli/main.ts';
import { OUTCOMES, type OutcomeKind } from '../../src/outcome/index.ts';
import { scoreSubmission } from '../../src/evaluate/index.ts';
import { loadSandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, toTravelPlannerFields } from '../../src/tripspec/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { launchChromium, openPage, planRequest, SCREENSHOTS } from '../helpers/browser.ts';
import { FIXTURE_SANDBOX, REPO_ROOT } from '../helpers/data.ts';

/** The browser's document inside page functions (this project compiles without the DOM library). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dom = { document: any };
import { DESTINATION_QUESTION, ORIGIN_CHOICE_QUESTION, ORIGIN_CHOICE_REQUEST, ORIGIN_QUESTION, UNCLEAR_REQUEST } from '../helpers/questions.ts';
import { cassette, replay } from '../baselines/cassette.ts';
import { benchmarkLine, fixtureRow, OSKALAND, QUILLON, SECRET_KEY } from '../baselines/helpers.ts';
import { captureIo } from '../helpers/io.ts';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-server.ts';
import { OUTCOME_ROWS } from '../helpers/outcomes.ts';
import { tempDir } from '../helpers/temp.ts';
import { call, fixtureRequest, fixtureSpec, startTestServer } from './helpers.ts';

const ARTIFACTS = join(REPO_ROOT, 'test-artifacts');

describe('serve: the page in a real browser (chromium)', function () {
  this.timeout(120_000);
  let server: RunningServer;
  let browser: Browser;
  /** Console errors and page errors (a Content-Security-Policy violation shows up here). */
  const problems: string[] = [];

  before(async function () {
    browser = await launchChromium(this);
    // Answers are cached, so a test that asks the API for what the page just planned does not plan it twice.
    server = await startTestServer({ workers: 2, cacheSize: 16 });
    // Each worker loads the solver's modules and wasm on its first plan: do that here, once per worker (two at
    // once, so each worker takes one), so the tests below time the page and not a cold start.
    const warm = await Promise.all(
      [2, 3].map((travellers) => call(server.url, 'POST', '/api/plan', { spec: { ...fixtureSpec('01-quickstart-quillon-3day'), travellers } })),
    );
    expect(warm.map((a) => a.status)).to.deep.equal([200, 200]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(): Promise<Page> {
    return openPage(await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true }), server.url, problems);
  }

  const planText = planRequest;

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
        as.map((a) => ({
          sights: Number(a.getAttribute('data-sights')),
          markers: a.querySelectorAll('svg.day-map .marker').length,
          legs: a.querySelectorAll('svg.day-map .leg').length,
          names: [...a.querySelectorAll('ol.timeline li.sight')].map((li) => li.textContent),
          times: [...a.querySelectorAll('ol.timeline li .time')].map((t) => t.textContent),
        })),
      );
      days.forEach((d, i) => {
        const located = api.itinerary.days[i].attractions.filter(
          (a: { latitude: number; longitude: number }) => Number.isFinite(a.latitude) && Number.isFinite(a.longitude),
        ).length;
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
    expect(await page.textContent('.core-member[data-id="budget.total"]')).to.equal(
      'the whole trip costs at most $500the cheapest plan meeting everything else costs $1,746 against a budget of $500',
    );
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

  it("Compare: a bench output's table and chart picked from disk, side by side; a chart's script never runs", async () => {
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
    writeFileSync(
      join(dir, 'SUB.table.md'),
      comparisonMarkdown(summaries, { queries: 'fixture.jsonl', mode: 'database', files: { solver: 'SUB.solver.jsonl', direct: 'SUB.direct.jsonl' } }),
    );
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
    writeFileSync(
      evil,
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>window.__pwned = 3</script><rect width="10" height="10"/></svg>',
    );
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
    const focused = (page: Page) =>
      page.evaluate(() => {
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
        {
          field: 'origin',
          label: 'From',
          question: ORIGIN_QUESTION.question,
          reason: 'no starting city found; write "from <city>"',
          choices: [],
          checks: [],
          input: 'a-origin',
        },
        {
          field: 'destination',
          label: 'To',
          question: DESTINATION_QUESTION.question,
          reason: DESTINATION_QUESTION.reason.replace('destination: ', ''),
          choices: ['Brasswick', 'Quillon'],
          checks: [],
          input: null,
        },
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
      expect(await page.textContent('#read-as-line')).to.equal(
        'Read as: Brasswick → Quillon and back; 3 days, 2022-03-16 to 2022-03-18; 1 traveller; budget $1,700.',
      );
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
      expect(await rows(page)).to.deep.equal([
        {
          field: 'origin',
          label: 'From',
          question: ORIGIN_CHOICE_QUESTION.question,
          reason: 'more than one starting city: Brasswick, Ketterby (found: "Brasswick", "Ketterby")',
          choices: ['Brasswick', 'Ketterby'],
          checks: [],
          input: null,
        },
      ]);
      expect(await page.getAttribute('#results', 'class')).to.equal('asking');
      await shot(page, 'questions-choice');
      expect(await focused(page)).to.equal('button#[Brasswick]');
      await page.click('button.choice[data-answer="Ketterby"]');
      await page.waitForSelector('#result .plan');
      expect(await page.textContent('#read-as-line')).to.equal(
        'Read as: Ketterby → Quillon and back; 3 days, 2022-03-16 to 2022-03-18; 1 traveller; budget $1,700.',
      );
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
          reason:
            'the sandbox\'s restaurants do not list it (they list American, Chinese, French, Indian, Italian, Mediterranean, Mexican, BBQ, Bakery, Cafe, Desserts, Fast Food, Pizza, Seafood and Tea) (found: "Thai")',
          choices: [],
          checks: [
            'American',
            'Chinese',
            'French',
            'Indian',
            'Italian',
            'Mediterranean',
            'Mexican',
            'Bakery',
            'BBQ',
            'Cafe',
            'Desserts',
            'Fast Food',
            'Pizza',
            'Seafood',
            'Tea',
            'none',
          ],
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
        {
          field: 'origin',
          label: 'From',
          question: ORIGIN_QUESTION.question,
          reason: 'the answer could not be read: not a city of the sandbox (found: "Atlantis")',
          choices: [],
          checks: [],
          input: 'a-origin',
        },
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

  describe('Compare: what became of each row of a real bench output (bench --explain on the fixture sandbox)', () => {
    let dir: string;
    let out: string;
    let page: Page;
    /** Each row shown: its number, idx, and per method the badge's word and the reason beside it. */
    const shownRows = (p: Page) =>
      p.$$eval('#compare-rows tr.row:not([hidden])', (trs) =>
        trs.map((tr) => [
          tr.querySelector('th')?.textContent,
          tr.querySelector('td.idx')?.textContent,
          ...[...tr.querySelectorAll('td.cell')].map((td) =>
            [td.querySelector('.outcome')?.textContent, td.querySelector('.why')?.textContent].filter((t) => t !== undefined).join(' | '),
          ),
        ]),
      );
    const detail = (p: Page, row: number) => p.locator(`#compare-detail-${row}`);
    const BUDGET_MEMBER = 'the whole trip costs at most $500the cheapest plan meeting everything else costs $1,746 against a budget of $500';

    before(async () => {
      dir = tempDir('tripsolver-page-compare-');
      out = join(dir, 'out');
      const queries = join(dir, 'q.jsonl');
      writeFileSync(queries, OUTCOME_ROWS.map((r) => JSON.stringify(r)).join('\n') + '\n');
      const io = captureIo();
      expect(
        await main(['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--out', join(out, 'sub.jsonl'), '--explain'], io),
        io.stderr.join('\n'),
      ).to.equal(0);
      page = await open();
      await page.setInputFiles('#compare-folder', out);
      await page.waitForSelector('#compare-rows table.outcome-rows');
    });
    after(async () => page?.close());

    it("a row per benchmark row: row, idx and the solver's outcome as a badge with its reason; the outcome chart (and why there is no per-check chart); the files read and not read", async () => {
      expect(await page.$$eval('#compare-rows thead th', (ths) => ths.map((t) => t.textContent))).to.deep.equal(['row', 'idx', 'solver']);
      expect(await shownRows(page)).to.deep.equal([
        ['1', '1', 'planned | optimal'],
        ['2', '2', 'infeasible | no plan meets budget.total; the cheapest plan costs $1,746'],
        ['3', '3', 'infeasible | no plan meets meals.cuisine'],
        ['4', '4', 'infeasible | no plan meets lodging.houseRule and lodging.roomType together'],
        ['5', '5', 'infeasible | no plan meets trip.dates'],
        [
          '6',
          '6',
          'no-data | the data cannot answer this request: startDate: the sandbox has travel data from 2022-03-01 to 2022-03-31 only, not for 2023-01-10 to 2023-01-12 (found: "2023-01-10")',
        ],
        ['7', '7', 'unclear | origin: no starting city found; write "from <city>"'],
      ]);
      // The reason is cut to one line in the cell; all of it on hover.
      expect(await page.getAttribute('tr.row[data-row="6"] .why', 'title')).to.equal(await page.textContent('tr.row[data-row="6"] .why'));
      expect(await page.textContent('#compare-table .file')).to.equal('sub.table.md');
      expect(await page.textContent('#compare-outcomes .file')).to.equal('sub.outcomes.svg');
      await page.waitForFunction(() => ((globalThis as unknown as Dom).document.querySelector('#compare-outcomes img')?.naturalWidth ?? 0) > 0);
      // Without the benchmark's fields bench draws no per-check chart; the view says so.
      expect(await page.textContent('#compare-chart')).to.equal(
        "No per-check chart (*.checks.svg) among the files picked; bench draws it when the queries carry the benchmark's fields.",
      );
      expect(await page.textContent('#compare-files-note li.read')).to.equal(
        'Read: sub.table.md, sub.outcomes.svg, sub.log.jsonl (solver), sub.explain.jsonl (solver’s explanations).',
      );
      expect(await page.textContent('#compare-files-note li.unread')).to.equal(
        'Not read: out/sub.jsonl (submissions or other JSONL; the outcomes come from the run logs).',
      );
      expect(await page.locator('#compare-files-note li.ignored').count()).to.equal(0);
      expect(await page.isHidden('#compare-problems')).to.equal(true);
    });

    it("the badges carry their word on the outcome chart's colour; the page knows the same outcomes as bench", async () => {
      const badges = await page.$$eval('#compare-rows td.cell .outcome', (bs) =>
        bs.map((b) => [
          b.textContent,
          (globalThis as unknown as { getComputedStyle: (e: unknown) => { backgroundColor: string } }).getComputedStyle(b).backgroundColor,
        ]),
      );
      const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      expect(badges).to.deep.equal(
        ['planned', 'infeasible', 'infeasible', 'infeasible', 'infeasible', 'no-data', 'unclear'].map((o) => [o, rgb(OUTCOME_COLOURS[o as OutcomeKind])]),
      );
      expect(await page.evaluate(async () => (await import('/bench-files.js' as string)).OUTCOMES)).to.deep.equal([...OUTCOMES]);
    });

    it('clicking the infeasible budget row shows its explanation as the no-plan view shows the typed request\'s: the conflict, "raise the budget to $1,746"', async () => {
      await page.click('tr.row[data-row="2"] td.idx');
      const shown = detail(page, 2);
      await shown.waitFor();
      expect(await page.getAttribute('tr.row[data-row="2"] button.row-btn', 'aria-expanded')).to.equal('true');
      expect(await shown.locator('.method-detail h4.method-head').textContent()).to.equal('solver: infeasible');
      expect(await shown.locator('.conflict h3').textContent()).to.equal('No plan exists for this request');
      expect(await shown.locator('.core-member').allTextContents()).to.deep.equal([BUDGET_MEMBER]);
      expect(await shown.locator('.minimum').textContent()).to.equal('Minimum budget for a plan meeting every other requirement: $1,746.');
      expect(await shown.locator('li.relaxation').allTextContents()).to.deep.equal(['raise the budget to $1,746plan costs $1,746 ✓']);
      // A bench row's relaxation cannot be applied here (the page has no spec of the row): listed, not a button.
      expect(await shown.locator('button').count()).to.equal(0);
      // The same renderer as the no-plan view of the typed request: the same conflict, the same relaxation.
      const typed = await open();
      await planText(typed, fixtureRequest('07-infeasible-budget'));
      expect(await typed.locator('#result .core-member').allTextContents()).to.deep.equal(await shown.locator('.core-member').allTextContents());
      expect(await typed.textContent('#result .minimum')).to.equal(await shown.locator('.minimum').textContent());
      expect(await typed.locator('#result .relaxation .change').allTextContents()).to.deep.equal(await shown.locator('.relaxation .change').allTextContents());
      await typed.close();
      // The Compare section alone, row 2 open (docs/serving.md's fixtures/screenshots/serve-compare.png is a copy of it).
      await page.locator('#compare').screenshot({ path: join(SCREENSHOTS, 'compare-section.png') });
      // Row 4: two requirements in the core, three relaxations.
      await page.click('tr.row[data-row="4"] button.row-btn');
      expect(await detail(page, 4).locator('.core-member b').allTextContents()).to.deep.equal(['every lodging allows pets', 'every lodging is a shared room']);
      expect(await detail(page, 4).locator('.relaxation .change').allTextContents()).to.deep.equal([
        'drop the need for lodging that allows pets',
        'drop the shared room wish',
        'go to Saltmarsh Bay (Verdania) instead of Fennick Falls',
      ]);
      await page.locator('#compare-rows').scrollIntoViewIfNeeded();
      await shot(page, 'compare-rows');
      // A second click closes a row.
      await page.click('tr.row[data-row="4"] button.row-btn');
      expect(await detail(page, 4).isHidden()).to.equal(true);
      expect(await page.getAttribute('tr.row[data-row="4"] button.row-btn', 'aria-expanded')).to.equal('false');
    });

    it('from the keyboard: the unclear row shows its questions, the no-data row its reason', async () => {
      await page.focus('tr.row[data-row="7"] button.row-btn');
      await page.keyboard.press('Enter');
      const unclear = detail(page, 7);
      await unclear.waitFor();
      expect(await unclear.locator('.method-detail > p').first().textContent()).to.equal(
        'The request is not clear: origin: no starting city found; write "from <city>"',
      );
      expect(await unclear.locator('ol.row-questions li').allTextContents()).to.deep.equal([
        'origin Where does the trip start (and end)? Name a city.',
        'destination Where does the trip go? Name one city, or a state whose cities you want to visit.',
        'days How many days is the trip, counting the days you travel?',
        'startDate On what date does the trip start (for example 2022-03-16)?',
      ]);
      await page.focus('tr.row[data-row="6"] button.row-btn');
      await page.keyboard.press('Space');
      await detail(page, 6).waitFor();
      expect(await detail(page, 6).locator('.reason').textContent()).to.equal(
        'the data cannot answer this request: startDate: the sandbox has travel data from 2022-03-01 to 2022-03-31 only, not for 2023-01-10 to 2023-01-12 (found: "2023-01-10")',
      );
      await detail(page, 7).scrollIntoViewIfNeeded();
      await shot(page, 'compare-unclear');
    });

    it('the filter shows the rows without a plan, or the rows of one outcome', async () => {
      expect(await page.$$eval('#compare-filter option', (os) => os.map((o) => o.textContent))).to.deep.equal([
        'all rows (7)',
        'rows without a plan (6)',
        'planned (1)',
        'unclear (1)',
        'no-data (1)',
        'infeasible (4)',
      ]);
      await page.selectOption('#compare-filter', 'no-plan-any');
      expect((await shownRows(page)).map((r) => r[0])).to.deep.equal(['2', '3', '4', '5', '6', '7']);
      await page.selectOption('#compare-filter', 'o:infeasible');
      expect((await shownRows(page)).map((r) => r[0])).to.deep.equal(['2', '3', '4', '5']);
      expect(await page.textContent('#compare-shown')).to.equal('4 of 7 rows shown');
      // An open row hidden by the filter hides its details too.
      expect(await detail(page, 7).isHidden()).to.equal(true);
      await page.selectOption('#compare-filter', 'all');
      expect(await shownRows(page)).to.have.length(7);
      expect(await detail(page, 7).isVisible()).to.equal(true);
    });

    it('without the explanations: the core and the minimum budget from the log, and a word to run bench with --explain', async () => {
      const p = await open();
      await p.setInputFiles(
        '#compare-files',
        ['sub.table.md', 'sub.log.jsonl', 'sub.outcomes.svg'].map((f) => join(out, f)),
      );
      await p.waitForSelector('#compare-rows table.outcome-rows');
      await p.click('tr.row[data-row="2"] button.row-btn');
      const shown = detail(p, 2);
      expect(await shown.locator('.conflict').count()).to.equal(0);
      expect(await shown.locator('.method-detail > p:not(.muted)').allTextContents()).to.deep.equal([
        'This requirement cannot be met: budget.total',
        'Minimum budget for a plan meeting every other requirement: $1,746.',
        'For the conflict in words and the smallest changes that give a plan (the relaxations), run tripsolver bench … --explain again and pick its *.explain.jsonl too.',
      ]);
      expect(await shown.locator('.method-detail > p.muted').textContent()).to.match(/^[\d,]+ ms$/);
      await p.click('tr.row[data-row="4"] button.row-btn');
      expect(await detail(p, 4).locator('.method-detail > p').first().textContent()).to.equal(
        'These requirements cannot all hold together (the minimal conflict): lodging.houseRule, lodging.roomType',
      );
      await p.close();
    });

    it('a line of a log that cannot be read is named by file and line, and the other rows are shown; files it does not know are listed as ignored', async () => {
      const bad = join(dir, 'bad');
      mkdirSync(bad, { recursive: true });
      const lines = readFileSync(join(out, 'sub.log.jsonl'), 'utf8').split('\n');
      const third = lines.findIndex((l) => l.startsWith('{"row":3,'));
      const fifth = lines.findIndex((l) => l.startsWith('{"row":5,'));
      lines[third] = lines[third]!.slice(0, 30);
      lines[fifth] = lines[fifth]!.replace('"outcome":"infeasible"', '"outcome":"lost"');
      writeFileSync(join(bad, 'sub.log.jsonl'), lines.join('\n'));
      for (const f of ['sub.table.md', 'sub.explain.jsonl', 'sub.outcomes.svg']) writeFileSync(join(bad, f), readFileSync(join(out, f)));
      writeFileSync(join(bad, 'notes.txt'), 'my notes');
      writeFileSync(join(bad, 'other.log.jsonl'), readFileSync(join(out, 'sub.log.jsonl')));
      const p = await open();
      await p.setInputFiles('#compare-folder', bad);
      await p.waitForSelector('#compare-rows table.outcome-rows');
      const problems = await p.locator('#compare-problems li.problem').allTextContents();
      expect(problems).to.have.length(2);
      expect(problems[0]).to.match(
        new RegExp(`^sub\\.log\\.jsonl, line ${third + 1}: not JSON \\(.+\\)${lines[third]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      expect(problems[1]).to.equal(
        `sub.log.jsonl, line ${fifth + 1}: an outcome this page does not know: "lost" (the row is shown with it)${lines[fifth]!.slice(0, 117)}…`,
      );
      expect(await p.textContent('#compare-problems > b')).to.equal('2 lines could not be read; the rest is shown:');
      expect(await p.getAttribute('#compare-problems', 'role')).to.equal('alert');
      expect((await shownRows(p)).map((r) => [r[0], r[2]!.split(' | ')[0]])).to.deep.equal([
        ['1', 'planned'],
        ['2', 'infeasible'],
        ['4', 'infeasible'],
        ['5', 'lost'],
        ['6', 'no-data'],
        ['7', 'unclear'],
      ]);
      expect(await p.textContent('#compare-files-note li.ignored')).to.equal(
        'Ignored: bad/notes.txt (not a bench output file); bad/other.log.jsonl (of another run than sub.table.md).',
      );
      await p.locator('#compare').scrollIntoViewIfNeeded();
      await shot(p, 'compare-bad-line');
      await p.close();
    });
  });

  describe('Compare: several methods (the solver and ReAct on replayed LLM replies, reference mode)', () => {
    let out: string;
    let llm: OpenAiServer;
    before(async () => {
      const dir = tempDir('tripsolver-page-compare-methods-');
      out = join(dir, 'out');
      const queries = join(dir, 'q.jsonl');
      writeFileSync(queries, [QUILLON, OSKALAND].map((n, i) => benchmarkLine(fixtureRow(n), i + 1)).join('\n') + '\n');
      const recorded = replay([cassette('react', '01.txt'), cassette('react', '02.txt')]);
      llm = await startOpenAiServer(recorded.handler);
      const io = captureIo({
        OPENAI_API_KEY: SECRET_KEY,
        OPENAI_BASE_URL: llm.baseURL,
        TRIPSOLVER_MODEL: 'gpt-4o-mini-2024-07-18',
        TRIPSOLVER_LLM_RETRIES: '0',
      });
      expect(
        await main(
          [
            'bench',
            '--queries',
            queries,
            '--data',
            FIXTURE_SANDBOX,
            '--mode',
            'reference',
            '--method',
            'solver,react',
            '--out',
            join(out, 'SUB.jsonl'),
            '--explain',
          ],
          io,
        ),
        io.stderr.join('\n'),
      ).to.equal(0);
      expect(recorded.unmatched).to.deep.equal([]);
    });
    after(async () => llm?.close());

    it("a column per method, named from the table; ReAct's row without a plan says why, with its calls and tokens", async () => {
      const page = await open();
      await page.setInputFiles('#compare-folder', out);
      await page.waitForSelector('#compare-rows table.outcome-rows');
      await page.waitForFunction(() => ((globalThis as unknown as Dom).document.querySelector('#compare-chart img')?.naturalWidth ?? 0) > 0);
      expect(await page.$$eval('#compare-rows thead th', (ths) => ths.map((t) => t.textContent))).to.deep.equal(['row', 'idx', 'solver', 'react']);
      const reason =
        'react: the same action 3 times in a row: CostEnquiry[{"people_number": 2, "days": 1, "current_city": "from Brasswick to Greywater", "transportation": "Flight ... (3 steps)';
      expect(
        await page.$$eval('#compare-rows tr.row', (trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td.cell')].map((td) => `${td.getAttribute('data-method')}: ${td.querySelector('.outcome')?.textContent}`)),
        ),
      ).to.deep.equal([
        ['solver: planned', 'react: planned'],
        ['solver: planned', 'react: no-plan'],
      ]);
      expect(await page.textContent('tr.row[data-row="2"] td.cell[data-method="react"] .why')).to.equal(reason);
      await page.click('tr.row[data-row="2"] button.row-btn');
      const shown = page.locator('#compare-detail-2');
      expect(await shown.locator('.method-detail h4.method-head').allTextContents()).to.deep.equal(['solver: planned', 'react: no-plan']);
      expect(await shown.locator('.method-detail[data-method="react"] .reason').textContent()).to.equal(reason);
      // The solver's plan passed every check; a baseline's is only delivered (the score table says how it fares).
      expect(await shown.locator('.method-detail[data-method="solver"] > p:not(.muted)').textContent()).to.equal('A plan that passed every check.');
      expect(await page.textContent('tr.row[data-row="1"] td.cell[data-method="react"]')).to.equal('planned');
      expect(await page.textContent('#compare-files-note li.unread')).to.equal(
        'Not read: out/SUB.react.jsonl, out/SUB.solver.jsonl (submissions or other JSONL; the outcomes come from the run logs).',
      );
      expect(await shown.locator('.method-detail[data-method="react"] p.muted').textContent()).to.match(/^[\d,]+ ms · 3 LLM calls · 26,530 tokens$/);
      expect(await page.textContent('#compare-files-note li.read')).to.equal(
        'Read: SUB.table.md, SUB.checks.svg, SUB.outcomes.svg, SUB.solver.log.jsonl (solver), SUB.solver.explain.jsonl (solver’s explanations), SUB.react.log.jsonl (react).',
      );
      await page.locator('#compare').scrollIntoViewIfNeeded();
      await shot(page, 'compare-methods');
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

describe("serve: the page's scripts", () => {
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
    for (const file of ['app.js', 'dom.js', 'form.js', 'plan.js', 'map.js', 'explain.js', 'compare.js', 'bench-files.js', 'api.js', 'questions.js']) {
      const js = readFileSync(join(REPO_ROOT, 'src/server/page', file), 'utf8');
      expect(js, file).not.to.match(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
      expect(js, file).not.to.match(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});
