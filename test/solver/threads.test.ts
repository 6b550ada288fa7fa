/**
 * Solves off the main thread (solver/threads.ts): the same outcomes as solving in process, on threads of the
 * pool, and a thread stuck past its limit is terminated and replaced.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, type TripSpec } from '../../src/tripspec/index.ts';
import { planTrip, type PlanOutcome } from '../../solver/index.ts';
import { SolveThreads } from '../../solver/threads.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';

const spec = (name: string): TripSpec => parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')));
const summary = (o: PlanOutcome) =>
  o.status === 'optimal' || o.status === 'feasible'
    ? { status: o.status, cost: o.plan.cost, quality: o.plan.quality, submission: o.plan.submission }
    : { status: o.status };

describe('solve threads (solver/threads.ts)', () => {
  let sandbox: Sandbox;
  let threads: SolveThreads;
  before(() => {
    sandbox = loadDatabase(FIXTURE_SANDBOX);
    threads = new SolveThreads({ threads: 2 });
  });
  after(async () => threads?.close());

  for (const backend of ['mip', 'lp'] as const) {
    it(`${backend}: every fixture request plans on the threads exactly as in process (same plans, same proofs of infeasibility)`, async () => {
      const before = threads.solved;
      let models = 0;
      for (const name of [
        '01-quickstart-quillon-3day',
        '02-oskaland-2city-5day',
        '04-port-alder-parties-entire',
        '06-mirecourt-no-flight-private',
        '08-infeasible-cuisine-mirecourt',
      ]) {
        const inProcess = await planTrip(spec(name), sandbox, { backend });
        const threaded = await planTrip(spec(name), sandbox, { backend, threads });
        expect(summary(threaded), name).to.deep.equal(summary(inProcess));
        expect(threaded.stats, name).to.deep.equal(inProcess.stats);
        models += threaded.stats.modelsSolved;
      }
      // Every model went to a thread: 1 + 1 + 1 + 1 for the plans and 6 routes proven infeasible.
      expect(models).to.equal(10);
      expect(threads.solved - before).to.equal(10);
      expect(threads.threadIds.length).to.be.within(1, 2);
    });
  }

  it('z3 on a thread finds the optimum the MIP backend finds', async () => {
    const z3 = await planTrip(spec('01-quickstart-quillon-3day'), sandbox, { backend: 'z3', threads, timeLimitMs: 60_000 });
    const mip = await planTrip(spec('01-quickstart-quillon-3day'), sandbox, { backend: 'mip' });
    expect(summary(z3)).to.deep.include({
      status: 'optimal',
      cost: (summary(mip) as { cost: number }).cost,
      quality: (summary(mip) as { quality: number }).quality,
    });
  });

  it('a thread still busy past the limit and the grace is terminated, the solve is a timeout, and a new thread takes the next solve', async () => {
    const spin = new SolveThreads({ threads: 1, graceMs: 20, filename: new URL('../server/fixtures/spin-worker.mjs', import.meta.url).href });
    try {
      const result = await spin.solve('mip', { vars: [], rows: [], objectives: [] }, { timeLimitMs: 30 });
      expect(result).to.deep.equal({ status: 'timeout' });
      expect(spin.stopped).to.equal(1);
      const again = await spin.solve('mip', { vars: [], rows: [], objectives: [] }, { timeLimitMs: 30 });
      expect(again).to.deep.equal({ status: 'timeout' });
      expect(spin.stopped).to.equal(2);
    } finally {
      await spin.close();
    }
  });
});
