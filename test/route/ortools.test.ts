import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { distanceMatrix, exactPath, makeAttractionPlanner, orderLength, OrToolsRouter, RouteBackendError, routeStops } from '../../solver/route/index.ts';
import { REPO_ROOT } from '../helpers/data.ts';
import { cityPoints, randomCity, randomInt, rng } from './helpers.ts';

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

async function rejection(p: Promise<unknown>): Promise<RouteBackendError> {
  try {
    await p;
  } catch (e) {
    expect(e).to.be.instanceOf(RouteBackendError);
    return e as RouteBackendError;
  }
  throw new Error('expected a RouteBackendError');
}

describe('routing: OR-Tools backend (child process)', function () {
  this.timeout(120_000);
  const router = new OrToolsRouter();
  after(() => router.close());

  it('equals exact on small random instances, open paths and round trips', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = rng(300 + seed);
      const matrix = distanceMatrix(cityPoints(r, randomInt(r, 3, 9)));
      const depot = seed % 2 === 0 ? 0 : undefined;
      const o = await router.solve({ matrix, depot });
      expect([...o.order].sort((a, b) => a - b)).to.deep.equal([...matrix.keys()]);
      if (depot !== undefined) expect(o.order[0]).to.equal(depot);
      expect(close(o.length, orderLength(matrix, o.order, depot !== undefined))).to.equal(true);
      expect(close(o.length, exactPath({ matrix, depot }).length), `seed ${seed}`).to.equal(true);
    }
  });

  it("routes a day through routeStops({ method: 'ortools' }) and plans compact days like the exact planner", async () => {
    const stops = cityPoints(rng(11), 7);
    const viaOrTools = await routeStops(stops, { method: 'ortools', router });
    expect(close(viaOrTools.lengthKm, (await routeStops(stops)).lengthKm)).to.equal(true);
    expect(close(sum(viaOrTools.legsKm), viaOrTools.lengthKm)).to.equal(true);
    const city = randomCity(rng(12), 15);
    const planner = makeAttractionPlanner({ route: 'ortools', router });
    const exact = makeAttractionPlanner({ route: 'exact' });
    const days = await planner(city, 9, [1, 4, 3, 1]);
    const reference = await exact(city, 9, [1, 4, 3, 1]);
    expect(days.map((d) => d.length)).to.deep.equal([1, 4, 3, 1]);
    const length = (ds: typeof days) => ds.map((d) => exactPath({ matrix: distanceMatrix(d) }).length);
    expect(length(days)).to.deep.equal(length(reference));
  });

  it('fails with a timeout RouteBackendError past its time limit', async () => {
    const hasty = new OrToolsRouter({ timeLimitMs: 1 });
    const error = await rejection(hasty.solve({ matrix: distanceMatrix(cityPoints(rng(1), 5)) }));
    expect(error.reason).to.equal('timeout');
    expect(error.code).to.equal('timeout');
    expect(error.message).to.match(/^OR-Tools routing: no answer within 1 ms \(the worker was stopped\)/);
    hasty.close();
  });

  it('starts a new worker for the next request after close()', async () => {
    const matrix = distanceMatrix(cityPoints(rng(5), 5));
    const before = await router.solve({ matrix });
    router.close();
    const again = await router.solve({ matrix });
    expect(again.order).to.deep.equal(before.order);
  });

  it('fails with a typed error when the worker cannot start or dies', async () => {
    const noNode = new OrToolsRouter({ nodePath: '/nonexistent/node' });
    const spawnError = await rejection(noNode.solve({ matrix: distanceMatrix(cityPoints(rng(2), 4)) }));
    expect(spawnError.reason).to.equal('spawn');
    expect(spawnError.code).to.equal('internal');
    expect(spawnError.message).to.contain('could not start /nonexistent/node');
    const noWorker = new OrToolsRouter({ workerPath: join(REPO_ROOT, 'solver/route/no-such-worker.mjs') });
    const exitError = await rejection(noWorker.solve({ matrix: distanceMatrix(cityPoints(rng(3), 4)) }));
    expect(exitError.reason).to.equal('exit');
    expect(exitError.message).to.match(/^OR-Tools routing: the worker exited \(code 1\) before answering/);
    expect(exitError.detail).to.contain('no-such-worker.mjs');
  });

  it('does not keep its caller alive: a script that routes and returns exits by itself', () => {
    const script = `
      import { routeStops } from ${JSON.stringify(join(REPO_ROOT, 'solver/route/index.ts'))};
      const day = await routeStops([{ latitude: 40, longitude: -75 }, { latitude: 40.02, longitude: -75 }, { latitude: 40.01, longitude: -75 }], { method: 'ortools' });
      console.log(day.lengthKm.toFixed(3));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.error, 'exited before the 60 s guard').to.equal(undefined);
    expect(run.status, run.stderr).to.equal(0);
    expect(run.stdout.trim()).to.equal('2.224');
  });
});
