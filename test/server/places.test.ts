/**
 * What the page's maps are drawn from, over HTTP: the cities' places (/places.json), the map's libraries and
 * outlines from their packages (/vendor/), and the examples, chosen by what the data holds, not by its folder's name.
 */
import { expect } from 'chai';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RunningServer } from '../../src/server/index.ts';
import { loadSandbox } from '../../src/sandbox/index.ts';
import { VENDOR_FILES } from '../../src/server/page.ts';
import { FIXTURE_SANDBOX, requireTravelPlanner } from '../helpers/data.ts';
import { tempDir } from '../helpers/temp.ts';
import { call, fixtureRequest, startTestServer } from './helpers.ts';

interface Place {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  approximate: boolean;
  sights: number;
}

const mean = (xs: number[]) => Math.round((xs.reduce((t, x) => t + x, 0) / xs.length) * 1e5) / 1e5;

describe('serve: what the maps are drawn from', function () {
  this.timeout(60_000);

  describe('on the fixture sandbox', () => {
    let server: RunningServer;
    before(async () => {
      server = await startTestServer();
    });
    after(async () => server?.close());

    it('/places.json: each city at the mean of its attractions, with their count; sorted by name', async () => {
      const a = await call(server.url, 'GET', '/places.json');
      expect(a.status).to.equal(200);
      expect(a.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      const cities = a.json.cities as Place[];
      const sandbox = loadSandbox(FIXTURE_SANDBOX);
      expect(cities.map((c) => c.name)).to.deep.equal([...sandbox.cities()].sort());
      for (const c of cities) {
        const sights = sandbox.attractions(c.name);
        expect(c, c.name).to.deep.equal({
          name: c.name,
          state: sandbox.stateOf(c.name),
          latitude: mean(sights.map((s) => s.latitude)),
          longitude: mean(sights.map((s) => s.longitude)),
          approximate: false,
          sights: sights.length,
        });
      }
    });

    it('/vendor/: d3-array, d3-geo, topojson-client and the states of us-atlas, from their packages, each under 300 KB gzipped', async () => {
      expect(Object.keys(VENDOR_FILES)).to.deep.equal([
        '/vendor/d3-array.min.js',
        '/vendor/d3-geo.min.js',
        '/vendor/topojson-client.min.js',
        '/vendor/states-10m.json',
      ]);
      for (const path of [...Object.keys(VENDOR_FILES), '/trip-map.js']) {
        const res = await fetch(`${server.url}${path}`);
        const body = Buffer.from(await res.arrayBuffer());
        expect(res.status, path).to.equal(200);
        expect(res.headers.get('content-type'), path).to.equal(path.endsWith('.json') ? 'application/json; charset=utf-8' : 'text/javascript; charset=utf-8');
        expect(gzipSync(body).length, path).to.be.below(300 * 1024);
      }
      const atlas = (await call(server.url, 'GET', '/vendor/states-10m.json')).json;
      expect(atlas.type).to.equal('Topology');
      const names = (atlas.objects.states.geometries as { properties: { name: string } }[]).map((g) => g.properties.name);
      expect(names).to.include.members(['Texas', 'Washington', 'District of Columbia', 'Puerto Rico']);
      expect(names).to.have.length(56);
    });

    it('the fixture examples, also from a copy of the sandbox in a folder of another name', async () => {
      const here = (await call(server.url, 'GET', '/examples.json')).json as { name: string; request: string }[];
      expect(here.map((e) => e.name)).to.include.members(['quickstart quillon 3day', 'infeasible budget']);
      expect(here.find((e) => e.name === 'quickstart quillon 3day')?.request).to.equal(fixtureRequest('01-quickstart-quillon-3day'));
      expect(here.some((e) => e.name.startsWith('train #') || e.request.includes('Texas'))).to.equal(false);
      const copy = join(tempDir('elsewhere-'), 'my-data');
      cpSync(FIXTURE_SANDBOX, copy, { recursive: true });
      const other = await startTestServer({ dataDir: copy });
      try {
        expect((await call(other.url, 'GET', '/examples.json')).json).to.deep.equal(here);
      } finally {
        await other.close();
      }
    });
  });

  describe('on the TravelPlanner data', () => {
    let server: RunningServer;
    let dataDir: string;
    before(async function () {
      dataDir = requireTravelPlanner(this);
      server = await startTestServer({ dataDir });
    });
    after(async () => server?.close());

    it("a city without attractions stands at the mean of its state's located cities, marked approximate", async () => {
      const cities = (await call(server.url, 'GET', '/places.json')).json.cities as Place[];
      const sandbox = loadSandbox(dataDir);
      const bare = sandbox.cities().filter((c) => sandbox.attractions(c).length === 0);
      expect(bare.length).to.be.greaterThan(0);
      for (const name of bare) {
        const state = sandbox.stateOf(name)!;
        const located = sandbox.citiesIn(state).filter((c) => sandbox.attractions(c).length > 0);
        const place = cities.find((c) => c.name === name);
        if (located.length === 0) {
          expect(place, name).to.equal(undefined);
          continue;
        }
        const centres = located.map((c) => cities.find((x) => x.name === c)!);
        expect(place, name).to.deep.equal({
          name,
          state,
          latitude: mean(centres.map((c) => c.latitude)),
          longitude: mean(centres.map((c) => c.longitude)),
          approximate: true,
          sights: 0,
        });
      }
      expect(cities.find((c) => c.name === 'Dallas')).to.include({ state: 'Texas', approximate: false });
    });

    it('examples written for the project on its cities (no fixture request); the training rows when train.jsonl is beside the data', async () => {
      const names = ((await call(server.url, 'GET', '/examples.json')).json as { name: string }[]).map((e) => e.name);
      expect(names.slice(0, 5)).to.deep.equal([
        '3 cities in Texas by air and taxi (7 days)',
        'one city by air (3 days)',
        'a road trip through Florida (5 days)',
        'pets and a shared room in Texas (no plan)',
        'too small a budget (no plan)',
      ]);
      expect(names.some((n) => n.includes('quillon'))).to.equal(false);
      expect(names.filter((n) => n.startsWith('train #'))).to.have.length(7);
      // Only the database folder, without train.jsonl beside it: our examples still, by what the data holds.
      const db = join(tempDir('tp-'), 'tables');
      cpSync(join(dataDir, 'database'), db, { recursive: true });
      const other = await startTestServer({ dataDir: db });
      try {
        const there = ((await call(other.url, 'GET', '/examples.json')).json as { name: string }[]).map((e) => e.name);
        expect(there).to.deep.equal(names.slice(0, 5));
      } finally {
        await other.close();
      }
    });
  });
});
