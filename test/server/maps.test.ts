/**
 * The maps as a person sees them, in chromium: the whole trip on a map of its states (TravelPlanner data), a
 * one-city trip, a request with no plan and its conflict on the map, and the fixture sandbox, whose invented
 * states have no outline. Each test leaves a screenshot in test-artifacts/screenshots/maps-*.png.
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '../../src/server/app.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { launchChromium, openPage, planRequest, SCREENSHOTS } from '../helpers/browser.ts';
import { requireTravelPlanner } from '../helpers/data.ts';
import { call, fixtureRequest, startTestServer } from './helpers.ts';

const TEXAS =
  "Plan a 7-day trip for 2 people from Seattle to Texas, visiting 3 cities, March 10th to March 16th, 2022, with a budget of $7,000. We won't drive ourselves.";
const ROCKFORD = 'Please plan a 3-day trip for one person from St. Petersburg to Rockford, March 16th to March 18th, 2022, with a budget of $1,700.';
const PETS =
  'Please plan a trip for 2 people from Sacramento to Texas, visiting 3 cities over 5 days from March 10th to March 14th, 2022. Budget $2,000. We bring our dog, so pets must be allowed, and we want a shared room.';

/** axe-core's own source, put in the page to run there. */
const AXE = axe.source;

interface Drawn {
  projection: string | null;
  states: string[];
  tripStates: string[];
  markers: { city: string; kind: string }[];
  legs: { mode: string; day: string; from: string; to: string; label: string; d: string; preview: boolean }[];
  route: string[];
  notes: string[];
}

/**
 * What the main trip map (not the closer one beside it) shows. Plain JavaScript in a string: run in the page as
 * written (the test's compiler would add helpers the page does not have).
 */
const DRAWN = `(() => {
  const map = document.querySelector('#trip-map svg.trip-map');
  const all = (sel) => [...(map ? map.querySelectorAll(sel) : [])];
  return {
    projection: map ? map.getAttribute('data-projection') : null,
    states: all('path.state').map((p) => p.dataset.state),
    tripStates: all('path.trip-state').map((p) => p.dataset.state),
    markers: all('.city-marker').map((m) => ({ city: m.dataset.city, kind: m.getAttribute('class').replace('city-marker ', '') })),
    legs: all('.trip-leg').map((g) => ({
      mode: g.dataset.mode, day: g.dataset.day, from: g.dataset.from, to: g.dataset.to,
      label: g.getAttribute('aria-label'), d: g.querySelector('.leg-line').getAttribute('d'), preview: g.classList.contains('preview'),
    })),
    route: [...document.querySelectorAll('#trip-map .route-list li')].map((li) => li.textContent),
    notes: [...document.querySelectorAll('#trip-map .map-note')].map((n) => n.textContent),
  };
})()`;

async function drawn(page: Page): Promise<Drawn> {
  return (await page.evaluate(DRAWN)) as Drawn;
}

/** The legs of a plan as the page words them: day, date, mode, places, duration, cost. */
function legsOf(plan: any): { mode: string; day: string; from: string; to: string; label: string }[] {
  return plan.itinerary.days
    .filter((d: any) => d.transport)
    .map((d: any) => {
      const t = d.transport;
      const f = t.flight;
      const r = t.road;
      const from = f ? f.origin : r.origin;
      const to = f ? f.destination : r.destination;
      const what = f ? `flight ${f.number}, ${from} → ${to}` : `${t.mode}, ${from} → ${to}, ${r.distance}`;
      const duration = (f ? f.elapsed : r.duration).replace(/\b1 (hour|minute|min)s\b/g, '1 $1');
      return { mode: t.mode, day: String(d.day), from, to, label: `Day ${d.day} (${d.date}): ${what}, ${duration}, $${t.cost.toLocaleString('en-US')}` };
    });
}

async function axeSerious(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const result: any = await page.evaluate(() => (globalThis as any).axe.run({ resultTypes: ['violations'] }));
  return result.violations
    .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
    .map((v: any) => `${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).join(', ')})`);
}

describe('serve: the maps in a real browser (chromium)', function () {
  this.timeout(120_000);
  let browser: Browser;
  /** Console errors, page errors (a Content-Security-Policy violation shows up here) and requests to another origin. */
  const problems: string[] = [];

  before(async function () {
    browser = await launchChromium(this);
  });
  after(async () => browser?.close());

  async function open(server: RunningServer, options: { bypassCSP?: boolean } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, bypassCSP: options.bypassCSP ?? false });
    return openPage(await context.newPage(), server.url, problems);
  }

  const plan = planRequest;

  const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `maps-${name}.png`), fullPage: true });

  describe('on the TravelPlanner data', () => {
    let server: RunningServer;
    before(async function () {
      const dataDir = requireTravelPlanner(this);
      server = await startTestServer({ dataDir, cacheSize: 16 });
    });
    after(async () => server?.close());

    it('a 3-city state trip: Washington and Texas outlined on Albers USA, a marker per city of the route, a leg per transport (flights curved, taxis straight)', async () => {
      const answer = (await call(server.url, 'POST', '/api/plan', { request: TEXAS })).json;
      expect(answer.status).to.equal('optimal');
      const page = await open(server);
      await plan(page, TEXAS);
      const d = await drawn(page);
      expect(await page.locator('#trip-map svg.trip-map').count()).to.equal(1);
      expect(d.projection).to.equal('albers-usa');
      expect(d.tripStates.sort()).to.deep.equal(['Texas', 'Washington']);
      expect(d.states).to.include.members(['Oregon', 'Oklahoma', 'New Mexico']);
      const cities = [answer.itinerary.origin, ...answer.itinerary.cities];
      expect(cities[0]).to.equal('Seattle');
      expect(d.markers).to.deep.equal(cities.map((city, i) => ({ city, kind: i === 0 ? 'origin' : 'visit' })));
      const want = legsOf(answer);
      expect(want.map((l) => l.mode)).to.deep.equal(['flight', 'taxi', 'taxi', 'flight']);
      expect(d.legs.map(({ mode, day, from, to, label }) => ({ mode, day, from, to, label }))).to.deep.equal(want);
      for (const leg of d.legs) expect(leg.d, leg.label).to.match(leg.mode === 'flight' ? /Q/ : /^M[\d.,-]+L[\d.,-]+$/);
      // The text alternative: the route as a list, the same words.
      expect(d.route).to.deep.equal(want.map((l) => l.label));
      expect(await page.getAttribute('#trip-map svg.trip-map', 'aria-label')).to.equal(`Map of the trip: ${[...cities, 'Seattle'].join(' → ')}`);
      // Far from home, the Texan cities crowd together: a closer map of them beside, with the legs between them.
      const closer = await page.$$eval('#trip-map svg.closer-map .closer-marker', (ms) => ms.map((m) => (m as any).dataset.place));
      expect(closer).to.deep.equal(answer.itinerary.cities);
      // A picture only: one trip map, its markers and legs, for screen readers and for whoever counts them.
      expect(await page.getAttribute('#trip-map svg.closer-map', 'aria-hidden')).to.equal('true');
      expect(await page.locator('svg.trip-map').count()).to.equal(1);
      expect(await page.locator('svg.closer-map [tabindex], svg.closer-map [data-city]').count()).to.equal(0);
      // Focus (keyboard) on a leg: its day, duration and cost appear under the map.
      await page.focus('#trip-map svg.trip-map .trip-leg[data-day="5"]');
      expect(await page.textContent('#trip-map .map-detail')).to.equal(want[1]!.label);
      // Nights at each city, as the plan books them.
      const labels = await page.$$eval('#trip-map svg.trip-map .labels .city-label', (ts) => ts.map((t) => t.textContent));
      for (const city of answer.itinerary.cities) {
        const nights = answer.itinerary.days.filter((x: any) => x.accommodation && x.city === city).length;
        expect(labels).to.include(`${city} · ${nights} night${nights === 1 ? '' : 's'}`);
      }
      await shot(page, 'texas-3-cities');
      await page.context().close();
    });

    it('a day without sights shows its travel; a day with sights its numbered route with north, a place label and a scale', async () => {
      const answer = (await call(server.url, 'POST', '/api/plan', { request: ROCKFORD })).json;
      const page = await open(server);
      await plan(page, ROCKFORD);
      const bare = answer.itinerary.days.filter((x: any) => x.attractions.length === 0 && x.transport);
      expect(bare.length).to.be.greaterThan(0);
      for (const day of bare) {
        const card = page.locator(`article.day[data-day="${day.day}"]`);
        expect(await card.locator('svg.travel-map').count(), `day ${day.day}`).to.equal(1);
        const leg = legsOf({ itinerary: { days: [day] } })[0]!;
        expect(await card.locator('svg.travel-map .marker.city').evaluateAll((ms) => ms.map((m) => (m as any).dataset.city))).to.deep.equal([leg.from, leg.to]);
        expect(await card.locator('svg.travel-map path.travel').getAttribute('class')).to.equal(`leg travel ${leg.mode}`);
      }
      const sights = answer.itinerary.days.filter((x: any) => x.attractions.length > 1);
      expect(sights.length).to.be.greaterThan(0);
      for (const day of sights) {
        const map = page.locator(`article.day[data-day="${day.day}"] svg.day-map`);
        expect(await map.locator('.marker').count()).to.equal(day.attractions.length);
        expect(await map.locator('.north').count()).to.equal(1);
        expect(await map.locator('.place-label').textContent()).to.equal('Rockford');
        expect(await map.locator('.scale-label').count()).to.equal(1);
      }
      await shot(page, 'one-city');
      await page.context().close();
    });

    it('a one-city trip by air: two markers, two flights; the data files St. Petersburg under a state the atlas has no outline for, and the map says so', async () => {
      const answer = (await call(server.url, 'POST', '/api/plan', { request: ROCKFORD })).json;
      const page = await open(server);
      await plan(page, ROCKFORD);
      const d = await drawn(page);
      expect(d.markers).to.deep.equal([
        { city: 'St. Petersburg', kind: 'origin' },
        { city: 'Rockford', kind: 'visit' },
      ]);
      expect(d.legs.map(({ mode, day, from, to, label }) => ({ mode, day, from, to, label }))).to.deep.equal(legsOf(answer));
      expect(d.legs.map((l) => l.mode)).to.deep.equal(['flight', 'flight']);
      expect(d.tripStates).to.deep.equal(['Illinois']);
      expect(d.notes).to.deep.equal([
        'No outline for Saint Petersburg: the atlas has the 50 states, DC and the US territories, and this is not one of them; its cities and legs stand on a plain background.',
      ]);
      await page.context().close();
    });

    it('no plan: the cities of Texas the conflict names are marked, and hovering a relaxation previews its route', async () => {
      const explained = (await call(server.url, 'POST', '/api/plan', { request: PETS })).json;
      expect(explained.status).to.equal('infeasible');
      const facts: string[] = explained.explanation.core.flatMap((m: any) => m.facts);
      const page = await open(server);
      await plan(page, PETS);
      const d = await drawn(page);
      const texas = (await call(server.url, 'GET', '/places.json')).json.cities.filter((c: any) => c.state === 'Texas').map((c: any) => c.name);
      const named = texas.filter((c: string) => facts.some((f) => f.includes(` ${c} `)));
      expect(named.length).to.be.greaterThan(10);
      expect(d.markers[0]).to.deep.equal({ city: 'Sacramento', kind: 'origin' });
      expect(d.markers.slice(1).map((m) => m.city)).to.deep.equal(texas);
      expect(
        d.markers
          .slice(1)
          .filter((m) => m.kind.startsWith('named'))
          .map((m) => m.city),
      ).to.deep.equal(named);
      expect(d.legs).to.deep.equal([]);
      expect(await page.textContent('#conflict-places')).to.match(
        new RegExp(`^The conflict's facts \\(above\\) name ${named.length} of the ${texas.length} cities: `),
      );
      // Hover the relaxation: the route its plan takes, dashed, the same as planning the relaxed spec.
      const relaxation = explained.explanation.relaxations[0];
      const relaxed = (await call(server.url, 'POST', '/api/plan', { spec: { ...explained.spec, ...relaxation.patch } })).json;
      await page.hover('button.relaxation');
      await page.waitForSelector('#trip-map svg.trip-map .trip-leg.preview');
      const previewed = await drawn(page);
      expect(previewed.legs.map(({ mode, day, from, to, label }) => ({ mode, day, from, to, label }))).to.deep.equal(legsOf(relaxed));
      expect(previewed.legs.every((l) => l.preview)).to.equal(true);
      expect(previewed.notes[0]).to.equal(
        `Preview: ${relaxation.change}: ${[relaxed.itinerary.origin, ...relaxed.itinerary.cities, relaxed.itinerary.origin].join(' → ')}, $${relaxed.cost.total.toLocaleString('en-US')} (dashed)`,
      );
      await shot(page, 'no-plan-conflict');
      await page.mouse.move(5, 5);
      await page.waitForSelector('#trip-map svg.trip-map .trip-leg', { state: 'detached' });
      await page.context().close();
    });

    it('axe-core finds no serious or critical violation on the plan view and the no-plan view', async () => {
      // axe is put in the page from outside, so this context lets it past the Content-Security-Policy.
      const page = await open(server, { bypassCSP: true });
      await plan(page, TEXAS);
      expect(await axeSerious(page), 'plan view').to.deep.equal([]);
      await plan(page, PETS);
      await page.waitForSelector('#result .conflict');
      expect(await axeSerious(page), 'no-plan view').to.deep.equal([]);
      await page.context().close();
    });

    it('on paper: the plan, its maps and days; no forms, no buttons, no Compare view', async () => {
      const page = await open(server);
      await plan(page, TEXAS);
      await page.emulateMedia({ media: 'print' });
      const shown = async (sel: string) => page.locator(sel).first().isVisible();
      for (const sel of ['#trip-map svg.trip-map', 'article.day svg.day-map', '.plan-summary', '#request-echo']) expect(await shown(sel), sel).to.equal(true);
      for (const sel of ['#ask', '#compare', '#downloads', '#plan-btn', '#spec-form']) expect(await shown(sel), sel).to.equal(false);
      await page.screenshot({ path: join(SCREENSHOTS, 'maps-print.png'), fullPage: true });
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).to.equal('%PDF-');
      await page.context().close();
    });

    it('the page fetches nothing from another origin, under the same Content-Security-Policy', async () => {
      const a = await call(server.url, 'GET', '/');
      expect(a.headers.get('content-security-policy')).to.equal(CONTENT_SECURITY_POLICY);
      expect(CONTENT_SECURITY_POLICY).to.equal(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
      expect(a.text).to.include('<script defer src="vendor/d3-geo.min.js"></script>');
    });
  });

  describe('on the fixture sandbox', () => {
    let server: RunningServer;
    before(async () => {
      server = await startTestServer();
    });
    after(async () => server?.close());

    it('invented states have no outline: the cities and legs on a plain background, and the map says why', async () => {
      const request = fixtureRequest('03-verdania-3city-7day');
      const answer = (await call(server.url, 'POST', '/api/plan', { request })).json;
      const page = await open(server);
      await plan(page, request);
      const d = await drawn(page);
      expect(d.states).to.deep.equal([]);
      expect(d.markers).to.deep.equal([answer.itinerary.origin, ...answer.itinerary.cities].map((city, i) => ({ city, kind: i === 0 ? 'origin' : 'visit' })));
      expect(d.legs.map(({ mode, day, from, to, label }) => ({ mode, day, from, to, label }))).to.deep.equal(legsOf(answer));
      const states = [
        ...new Set(
          (await call(server.url, 'GET', '/places.json')).json.cities.filter((c: any) => d.markers.some((m) => m.city === c.name)).map((c: any) => c.state),
        ),
      ];
      expect(d.notes).to.deep.equal([
        `No outline for ${states.join(', ')}: the atlas has the 50 states, DC and the US territories, and these are not among them; their cities and legs stand on a plain background.`,
      ]);
      await shot(page, 'fixture-sandbox');
      await page.context().close();
    });
  });

  describe('at the end', () => {
    it('no Content-Security-Policy violation, script error or request to another origin on any of the pages above', () => {
      expect(problems).to.deep.equal([]);
    });
  });
});
