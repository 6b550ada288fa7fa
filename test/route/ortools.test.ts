import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { distanceMatrix, exactPath, makeAttractionPlanner, orderLength, OrToolsRouter, RouteBackendError, routeStops } from '../../solver/route/index.ts';
import { CLOCK, MEALS, moveMinutes } from '../../src/timeline/constants.ts';
import { scheduleStretch } from '../../src/timeline/windows.ts';
import { REPO_ROOT } from '../helpers/data.ts';
import { randomStretch, scheduleFault } from '../helpers/stretches.ts';
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

  it("schedules a stretch with time windows by CP-SAT to the exact programme's optimum (40 random stretches of 2-8 sights)", async () => {
    const random = rng(4_242);
    let feasible = 0;
    for (let trial = 0; trial < 40; trial++) {
      const p = randomStretch(random, 8, 2, 60);
      const exact = scheduleStretch(p);
      const viaCpSat = await router.scheduleWindows(p);
      expect(viaCpSat.exact, `trial ${trial}`).to.equal(true);
      expect(viaCpSat.schedule === undefined, `trial ${trial}: feasibility`).to.equal(exact === undefined);
      if (!exact || !viaCpSat.schedule) continue;
      feasible++;
      expect(scheduleFault(p, viaCpSat.schedule), `trial ${trial}`).to.equal(undefined);
      // CP-SAT weighs whole metres: at most half a metre per leg from the programme's km.
      expect(viaCpSat.schedule.km, `trial ${trial}: km`).to.be.closeTo(exact.km, 0.0005 * p.sights.length);
    }
    expect(feasible).to.equal(13);
  });

  it('schedules more sights than the exact programme takes (13 and 14), and proves a stretch with no room infeasible', async () => {
    const random = rng(77);
    for (const n of [13, 14]) {
      const points = Array.from({ length: n }, () => [random() * 8, random() * 8] as const);
      const km = (i: number, j: number) => Math.hypot(points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]);
      const p = {
        sights: points.map((_, i) => ({ minutes: 30, open: [[i % 2 === 0 ? 8 * 60 : 12 * 60, 21 * 60]] as [number, number][] })),
        meals: (['breakfast', 'lunch', 'dinner'] as const).map((slot) => ({ slot, ...MEALS[slot] })),
        start: 7 * 60,
        end: CLOCK.dayEnd,
        km,
        moveMinutes: (i: number, j: number) => moveMinutes(km(i, j)),
        localTransfer: CLOCK.localTransfer,
      };
      expect(() => scheduleStretch(p)).to.throw(RangeError, `${n} sights in one stretch`);
      const { schedule, exact } = await router.scheduleWindows(p, 30_000);
      expect(exact, `${n} sights`).to.equal(true);
      expect(scheduleFault(p, schedule!), `${n} sights`).to.equal(undefined);
    }
    const crowded = randomStretch(rng(5), 13, 13);
    const tight = { ...crowded, start: 9 * 60, end: 12 * 60 };
    expect(await router.scheduleWindows(tight)).to.deep.equal({ schedule: undefined, exact: true });
    const closed = { ...crowded, sights: crowded.sights.map((s, i) => (i === 0 ? { ...s, open: [] } : s)) };
    expect(await router.scheduleWindows(closed)).to.deep.equal({ schedule: undefined, exact: true });
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
