import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { main } from '../../src/cli/main.ts';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import { loadSandbox } from '../../src/sandbox/index.ts';
import { tripSpecJsonSchema } from '../../src/tripspec/schemas.ts';
import { parseTripSpec, toTravelPlannerFields } from '../../src/tripspec/index.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/server/app.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { HttpError } from '../../src/server/errors.ts';
import { monotonic } from '../../src/common/deadline.ts';
import { SolverPool } from '../../src/server/pool.ts';
import { FIXTURE_SANDBOX } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { call, fixtureRequest, fixtureSpec, openApiValidator, startTestServer, type Answer } from './helpers.ts';

const QUICK = '01-quickstart-quillon-3day';
const BUDGET = '07-infeasible-budget';

/** What the CLI prints for a command, as JSON (stdout) and its error line (stderr). */
async function cli(args: string[]): Promise<{ code: number; json: unknown; err: string }> {
  const io = captureIo();
  const code = await main([...args, '--data', FIXTURE_SANDBOX], io);
  let json: unknown;
  try {
    json = JSON.parse(io.stdout.join(''));
  } catch {
    json = undefined;
  }
  return { code, json, err: io.stderr.join('\n').trim() };
}

const withoutTiming = (o: Record<string, unknown>) => {
  const { elapsedMs: _e, ...rest } = o;
  return rest;
};

/** The clock the test servers read arrivals on: `lag` ms behind, so a request can arrive already past its time limit. */
const arrivals = { lag: 0, now: (): number => monotonic.now() - arrivals.lag };
const arrivingLate = async <T>(run: () => Promise<T>): Promise<T> => {
  arrivals.lag = 60_000;
  try {
    return await run();
  } finally {
    arrivals.lag = 0;
  }
};

describe('serve: the HTTP API against the real server (fixture sandbox)', () => {
  let server: RunningServer & { logged: string[] };
  let validate: ReturnType<typeof openApiValidator>;
  let doc: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  /** The answer matches the schema the OpenAPI document declares for it, carries the CSP header and no stack. */
  const expectDeclared = (path: string, method: 'get' | 'post', a: Answer) => {
    const v = validate(path, method, a.status);
    expect(v(a.json), `${method} ${path} ${a.status}: ${JSON.stringify(v.errors)}`).to.equal(true);
    expect(a.headers.get('content-security-policy')).to.equal(CONTENT_SECURITY_POLICY);
    expect(a.text).not.to.match(/\n\s+at |\.ts:\d+/);
  };
  const post = (path: string, body: unknown, headers?: Record<string, string>) => call(server.url, 'POST', path, body, headers);

  before(async () => {
    server = await startTestServer({ clock: arrivals });
    doc = (await call(server.url, 'GET', '/api/openapi.json')).json;
    validate = openApiValidator(doc);
  });
  after(async () => server?.close());

  describe('GET /api/health and /api/openapi.json', () => {
    it("health: ok, the data folder's name, the version and the queue", async () => {
      const a = await call(server.url, 'GET', '/api/health');
      expect(a.status).to.equal(200);
      expect(a.json).to.deep.equal({ ok: true, data: 'sandbox', version: '0.1.0', workers: 1, running: 0, queued: 0, queueLimit: 64 });
      expectDeclared('/api/health', 'get', a);
    });

    it('openapi.json is OpenAPI 3.1 with every endpoint, and its TripSpec is the one generated from src/tripspec', async () => {
      const a = await call(server.url, 'GET', '/api/openapi.json');
      expect(a.status).to.equal(200);
      expect(a.headers.get('content-security-policy')).to.equal(CONTENT_SECURITY_POLICY);
      expect(doc.openapi).to.equal('3.1.0');
      expect(Object.keys(doc.paths)).to.deep.equal([
        '/api/health',
        '/api/translate',
        '/api/plan',
        '/api/explain',
        '/api/tour',
        '/api/eval',
        '/api/openapi.json',
      ]);
      const { $schema: _s, $id: _i, title: _t, description: _d, ...fromSpec } = tripSpecJsonSchema();
      const { title: _t2, description: _d2, ...served } = doc.components.schemas.TripSpecInput;
      expect(served).to.deep.equal(fromSpec);
      expect(doc.components.schemas.PlanRequest.properties.spec).to.deep.equal({
        $ref: '#/components/schemas/TripSpecInput',
        description: 'a TripSpec; instead of "request"',
      });
    });
  });

  describe('POST /api/translate', () => {
    it('answers exactly what translate --json prints', async () => {
      const a = await post('/api/translate', { request: fixtureRequest(QUICK) });
      expect(a.status).to.equal(200);
      expectDeclared('/api/translate', 'post', a);
      const printed = await cli(['translate', fixtureRequest(QUICK), '--json']);
      expect(a.json).to.deep.equal(printed.json);
      expect(a.json.spec).to.deep.equal(parseTripSpec(fixtureSpec(QUICK)));
      expect(a.json.provenance.fields.origin).to.deep.equal({ words: ['from Brasswick'] });
    });

    it('year: supplies the year of dates written without one', async () => {
      const text = 'Plan a 3-day trip from Brasswick to Quillon from March 16th to March 18th for one person with a budget of $1,700.';
      const refused = await post('/api/translate', { request: text });
      expect(refused.status).to.equal(422);
      expect(refused.json.error.code).to.equal('unclear');
      expect(refused.json.error.field).to.equal('startDate');
      expectDeclared('/api/translate', 'post', refused);
      const read = await post('/api/translate', { request: text, year: 2022 });
      expect(read.status).to.equal(200);
      expect(read.json.spec.startDate).to.equal('2022-03-16');
    });
  });

  describe('POST /api/plan', () => {
    it('{request}: the object of plan --format json, and the submission passes the evaluator', async () => {
      const a = await post('/api/plan', { request: fixtureRequest(QUICK) });
      expect(a.status).to.equal(200);
      expectDeclared('/api/plan', 'post', a);
      const printed = await cli(['plan', fixtureRequest(QUICK), '--format', 'json']);
      expect(withoutTiming(a.json)).to.deep.equal(withoutTiming(printed.json as Record<string, unknown>));
      expect(a.json.status).to.equal('optimal');
      expect(a.json.submission).to.have.length(3);
      const evaluation = evaluatePlan(toTravelPlannerFields(parseTripSpec(fixtureSpec(QUICK))), a.json.submission, loadSandbox(FIXTURE_SANDBOX));
      expect(evaluation.passed).to.equal(true);
    });

    it('{spec}: plans the TripSpec as given, without provenance', async () => {
      const fromText = await post('/api/plan', { request: fixtureRequest(QUICK) });
      const a = await post('/api/plan', { spec: fixtureSpec(QUICK), backend: 'mip', route: 'heuristic' });
      expect(a.status).to.equal(200);
      expectDeclared('/api/plan', 'post', a);
      expect(a.json.provenance).to.equal(undefined);
      expect(a.json.cost).to.deep.equal(fromText.json.cost);
    });

    it('no plan: {"status": "infeasible", "explanation"} with the object of explain --json (each relaxation with its patch)', async () => {
      const a = await post('/api/plan', { request: fixtureRequest(BUDGET) });
      expect(a.status).to.equal(200);
      expectDeclared('/api/plan', 'post', a);
      expect(a.json.status).to.equal('infeasible');
      expect(a.json.spec).to.deep.equal(parseTripSpec(fixtureSpec(BUDGET)));
      const printed = await cli(['explain', fixtureRequest(BUDGET), '--json']);
      expect(printed.code).to.equal(1);
      expect(a.json.explanation).to.deep.equal(printed.json);
      expect(a.json.explanation.relaxations[0]).to.deep.equal({
        id: 'budget.total',
        change: 'raise the budget to $1,746',
        cost: 1746,
        verified: true,
        patch: { budget: 1746 },
      });
    });

    it("applying a relaxation's patch to the spec gives a plan costing what the relaxation says", async () => {
      const infeasible = await post('/api/plan', { request: fixtureRequest('09-infeasible-pets-shared-room') });
      for (const r of infeasible.json.explanation.relaxations as { cost: number; patch: Record<string, unknown> }[]) {
        const a = await post('/api/plan', { spec: { ...infeasible.json.spec, ...r.patch } });
        expect(a.status).to.equal(200);
        expect(a.json.status).to.equal('optimal');
        expect(a.json.cost.total).to.equal(r.cost);
      }
    });
  });

  describe('POST /api/explain and /api/eval', () => {
    it('explain: the object of explain --json', async () => {
      for (const name of [BUDGET, '08-infeasible-cuisine-mirecourt', QUICK]) {
        const a = await post('/api/explain', { request: fixtureRequest(name) });
        expect(a.status, name).to.equal(200);
        expectDeclared('/api/explain', 'post', a);
        expect(a.json, name).to.deep.equal((await cli(['explain', fixtureRequest(name), '--json'])).json);
      }
    });

    it("eval: the six rates, the counts and each plan's verdicts (structured local_constraint or its Python-literal text)", async () => {
      const plan = (await post('/api/plan', { request: fixtureRequest(QUICK) })).json;
      const fields = { ...toTravelPlannerFields(parseTripSpec(fixtureSpec(QUICK))), level: 'easy' };
      const literal = { ...fields, idx: 7, local_constraint: "{'house rule': None, 'cuisine': None, 'room type': None, 'transportation': None}" };
      const a = await post('/api/eval', { queries: [fields, literal], plans: [{ query: 'q', plan: plan.submission }, { plan: [] }] });
      expect(a.status).to.equal(200);
      expectDeclared('/api/eval', 'post', a);
      expect(a.json.rates).to.deep.equal({
        delivery_rate: 0.5,
        commonsense_micro: 0.5,
        commonsense_macro: 0.5,
        hard_micro: 0.5,
        hard_macro: 0.5,
        final_pass_rate: 0.5,
      });
      expect(a.json.perPlan.map((p: { idx: unknown; final: boolean }) => [p.idx, p.final])).to.deep.equal([
        [1, true],
        [7, false],
      ]);
      expect(a.json.perPlan[0].commonsense.is_valid_information_in_sandbox).to.deep.equal([true, null]);
      expect(a.json.perPlan[1].commonsense).to.equal(null);
    });
  });

  describe('errors: {"error": {"code", "field"?, "message"}}, the CLI\'s messages, never a stack trace', () => {
    it('422: a request naming a place the data does not have is a question, with the message the CLI prints', async () => {
      const text =
        'Please help me plan a trip from Atlantis to Quillon spanning 3 days from March 16th to March 18th, 2022 for one person with a budget of $1,700.';
      const a = await post('/api/plan', { request: text });
      expect(a.status).to.equal(422);
      expectDeclared('/api/plan', 'post', a);
      const printed = await cli(['plan', text]);
      expect(printed.code).to.equal(2);
      expect(`tripsolver: ${a.json.error.message}`).to.equal(printed.err.split('\n')[0]);
      expect(a.json.error.code).to.equal('unclear');
      expect(a.json.error.questions).to.deep.equal([
        {
          field: 'origin',
          question: 'Where does the trip start (and end)? Name a city.',
          reason: 'origin: names a place that is not a city of the sandbox (found: "from Atlantis")',
          words: 'from Atlantis',
        },
      ]);
    });

    it('400: a TripSpec field out of range names the field, as parseTripSpec does', async () => {
      const a = await post('/api/plan', { spec: { ...fixtureSpec(QUICK), budget: -5 } });
      expect(a.status).to.equal(400);
      expectDeclared('/api/plan', 'post', a);
      expect(a.json.error).to.deep.equal({ code: 'spec', field: 'budget', message: 'budget: expected Too small: expected number to be >0 (found: "-5")' });
      expect(() => parseTripSpec({ ...fixtureSpec(QUICK), budget: -5 })).to.throw(a.json.error.message);
    });

    it("400: a city the data does not have, without the server's folder path", async () => {
      const a = await post('/api/plan', { spec: { ...fixtureSpec(QUICK), origin: 'Atlantis' } });
      expect(a.status).to.equal(400);
      expect(a.json.error).to.deep.equal({ code: 'spec', field: 'origin', message: 'origin: is not a city of the sandbox (sandbox) (found: "Atlantis")' });
    });

    it('{spec} with named cities: planned through them; a named city the state lacks is 400 no-data; a city twice names the field', async () => {
      const spec = { ...fixtureSpec('02-oskaland-2city-5day'), cities: ['Hollin'] };
      const a = await post('/api/plan', { spec });
      expect(a.status).to.equal(200);
      expectDeclared('/api/plan', 'post', a);
      expect([a.json.itinerary.cities, a.json.cost.total]).to.deep.equal([['Greywater', 'Hollin'], 3593]);
      const gap = await post('/api/plan', { spec: { ...spec, cities: ['Atlantis'] } });
      expect([gap.status, gap.json]).to.deep.equal([
        400,
        {
          error: {
            code: 'no-data',
            message: 'the data cannot answer this request: Atlantis is not a city of Oskaland in the data (its cities: Greywater, Hollin, Vesterby)',
          },
        },
      ]);
      const twice = await post('/api/plan', { spec: { ...spec, cities: ['Hollin', 'Hollin'] } });
      expect([twice.status, twice.json]).to.deep.equal([
        400,
        { error: { code: 'spec', field: 'cities', message: 'cities: expected each city once (Hollin repeated)' } },
      ]);
    });

    it("400: the body's own fields (neither or both of request and spec, unknown fields, bad values, bad JSON)", async () => {
      const cases: [unknown, string | undefined, string][] = [
        [{}, 'request', 'give exactly one of "request" (words) and "spec" (a TripSpec)'],
        [{ request: 'x', spec: fixtureSpec(QUICK) }, 'spec', 'give exactly one of "request" (words) and "spec" (a TripSpec)'],
        [{ request: fixtureRequest(QUICK), budget: 3 }, 'budget', 'unknown field "budget"'],
        [{ request: fixtureRequest(QUICK), timeoutMs: 0 }, 'timeoutMs', 'timeoutMs: Too small: expected number to be >=1'],
        [{ request: fixtureRequest(QUICK), backend: 'cplex' }, 'backend', 'backend: expected one of "auto"|"mip"|"z3"|"lp"'],
        [[1, 2], undefined, 'expected a JSON object as the body'],
      ];
      for (const [body, field, message] of cases) {
        const a = await post('/api/plan', body);
        expect(a.status, JSON.stringify(body)).to.equal(400);
        expectDeclared('/api/plan', 'post', a);
        expect(a.json.error, JSON.stringify(body)).to.deep.equal({ code: 'bad-request', ...(field ? { field } : {}), message });
      }
      const bad = await post('/api/plan', '{"request": ');
      expect(bad.status).to.equal(400);
      expectDeclared('/api/plan', 'post', bad);
      expect(bad.json.error.code).to.equal('bad-json');
      const mismatch = await post('/api/eval', { queries: [], plans: [{ plan: [] }] });
      expect(mismatch.json.error).to.deep.equal({
        code: 'bad-request',
        field: 'plans',
        message: '"plans" has 1 rows but "queries" has 0; plans are matched to queries by position',
      });
    });

    it('413: a body over 64 KiB', async () => {
      const a = await post('/api/plan', { request: 'x'.repeat(70 * 1024) });
      expect(a.status).to.equal(413);
      expectDeclared('/api/plan', 'post', a);
      expect(a.json.error).to.deep.equal({ code: 'too-large', message: 'the body is over 64 KiB' });
    });

    it('415: a body that is not JSON', async () => {
      for (const headers of [{ 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }]) {
        const a = await post('/api/plan', 'request=hello', headers);
        expect(a.status).to.equal(415);
        expectDeclared('/api/plan', 'post', a);
        expect(a.json.error.code).to.equal('unsupported-media-type');
      }
    });

    it('404: an unknown path or method, as JSON with the security headers', async () => {
      for (const [method, path] of [
        ['GET', '/api/nope'],
        ['GET', '/api/plan'],
        ['POST', '/api/health'],
        ['GET', '/../package.json'],
      ] as const) {
        const a = await call(server.url, method, path, method === 'POST' ? {} : undefined);
        expect(a.status, path).to.equal(404);
        expect(a.json.error.code).to.equal('not-found');
        expect(a.headers.get('content-security-policy')).to.equal(CONTENT_SECURITY_POLICY);
      }
    });

    it('403: a Host header naming another machine (DNS rebinding) while bound to 127.0.0.1', async () => {
      const [status, text] = await new Promise<[number, string]>((resolve, reject) => {
        const req = httpRequest(`${server.url}/api/health`, { headers: { host: 'evil.example:8080' } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve([res.statusCode ?? 0, body]));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).to.equal(403);
      expect(validate('/api/health', 'get', 403)(JSON.parse(text))).to.equal(true);
      expect(JSON.parse(text).error.code).to.equal('forbidden');
    });

    it("504: a request past its time limit (it arrives, on the server's clock, a minute before its 1 s limit is read)", async () => {
      for (const path of ['/api/plan', '/api/explain']) {
        const a = await arrivingLate(() => post(path, { request: fixtureRequest(BUDGET), timeoutMs: 1000 }));
        expect(a.status, path).to.equal(504);
        expectDeclared(path, 'post', a);
        expect(a.json.error.code).to.equal('timeout');
      }
      expect((await call(server.url, 'GET', '/api/health')).json.running).to.equal(0);
    });

    it('a request that keeps the translator busy does not hold up the event loop: /api/health answers first', async () => {
      const slow = post('/api/translate', { request: '- x\n'.repeat(5000) }).then((a) => ({ a, at: performance.now() }));
      await new Promise((r) => setTimeout(r, 20));
      const health = await call(server.url, 'GET', '/api/health');
      const healthAt = performance.now();
      const { a, at } = await slow;
      expect(health.status).to.equal(200);
      expect(a.status).to.equal(422);
      expect(a.json.error.field).to.equal('origin');
      expect(healthAt).to.be.lessThan(at);
    });

    it('never logs an internal error for any of the above', () => {
      expect(server.logged).to.deep.equal([]);
    });
  });
});

describe('serve: the answer cache', () => {
  it('answers a repeated identical request from the cache (the same body), and keeps only answers that never change', async () => {
    const server = await startTestServer({ cacheSize: 2, clock: arrivals });
    try {
      const body = { request: fixtureRequest(QUICK) };
      const first = await call(server.url, 'POST', '/api/plan', body);
      const again = await call(server.url, 'POST', '/api/plan', body);
      expect([first.headers.get('x-tripsolver-cache'), again.headers.get('x-tripsolver-cache')]).to.deep.equal(['miss', 'hit']);
      expect(again.text).to.equal(first.text);
      // Another backend or routing, or the same trip from a spec (no provenance), is another answer.
      expect((await call(server.url, 'POST', '/api/plan', { ...body, route: 'heuristic' })).headers.get('x-tripsolver-cache')).to.equal('miss');
      expect((await call(server.url, 'POST', '/api/plan', { spec: fixtureSpec(QUICK) })).headers.get('x-tripsolver-cache')).to.equal('miss');
      // A time-limited failure is never kept.
      const late = await arrivingLate(() => call(server.url, 'POST', '/api/explain', { request: fixtureRequest(BUDGET), timeoutMs: 1000 }));
      expect(late.status).to.equal(504);
      expect((await call(server.url, 'POST', '/api/explain', { request: fixtureRequest(BUDGET) })).headers.get('x-tripsolver-cache')).to.equal('miss');
    } finally {
      await server.close();
    }
  });
});

describe('serve: the queue and the time limit', () => {
  it('503 with Retry-After once the running and waiting requests reach the limit', async () => {
    const server = await startTestServer({ workers: 1, queueLimit: 0 });
    try {
      const doc = (await call(server.url, 'GET', '/api/openapi.json')).json;
      const validate = openApiValidator(doc);
      // A slow request: explaining a 3-city week with far too small a budget takes many solves.
      const slow = call(server.url, 'POST', '/api/explain', { spec: { ...fixtureSpec('03-verdania-3city-7day'), budget: 100 } });
      for (let i = 0; i < 500 && (await call(server.url, 'GET', '/api/health')).json.running === 0; i++) await new Promise((r) => setTimeout(r, 2));
      expect((await call(server.url, 'GET', '/api/health')).json).to.include({ running: 1, queued: 0, queueLimit: 0 });
      const refused = await call(server.url, 'POST', '/api/plan', { request: fixtureRequest(QUICK) });
      expect(refused.status).to.equal(503);
      expect(validate('/api/plan', 'post', 503)(refused.json)).to.equal(true);
      expect(refused.json.error.code).to.equal('busy');
      // No task has finished yet, so the pool assumes 1 s a task: (0 waiting + 1) x 1 s / 1 worker.
      expect(refused.headers.get('retry-after')).to.equal('1');
      expect(refused.json.error.message).to.equal('the server is busy: 1 requests are being solved and 0 are waiting (the limit); retry in 1 s');
      expect((await slow).status).to.equal(200);
      expect((await call(server.url, 'POST', '/api/plan', { request: fixtureRequest(QUICK) })).status).to.equal(200);
    } finally {
      await server.close();
    }
  });
});

describe('serve: a worker stuck past its deadline is stopped', () => {
  const SPIN = new URL('./fixtures/spin-worker.mjs', import.meta.url).href;

  it('the pool answers 504 at the deadline plus the grace, terminates the thread and starts another', async () => {
    const pool = new SolverPool({ dataDir: FIXTURE_SANDBOX, workers: 1, queueLimit: 1, graceMs: 50, filename: SPIN });
    try {
      await pool.warmup();
      const [before] = pool.threadIds;
      const task = { kind: 'explain', source: { spec: fixtureSpec(QUICK) }, backend: 'mip', deadline: monotonic.now() + 100, limitMs: 100 } as const;
      const error = await pool.run(task).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(HttpError);
      expect((error as HttpError).status).to.equal(504);
      expect((error as HttpError).message).to.equal('the request did not finish within 100 ms; its worker was stopped');
      for (let i = 0; i < 200 && pool.threadIds.includes(before!); i++) await new Promise((r) => setTimeout(r, 5));
      expect(pool.threadIds).not.to.include(before);
      await pool.warmup();
      expect(pool.threadIds).to.have.length(1);
    } finally {
      await pool.close();
    }
  });

  it('the server answers such a request 504 and stays healthy', async () => {
    const server = await startTestServer({ workerFile: SPIN, graceMs: 20 });
    try {
      const a = await call(server.url, 'POST', '/api/plan', { request: fixtureRequest(QUICK), timeoutMs: 50 });
      expect(a.status).to.equal(504);
      expect(a.json.error.code).to.equal('timeout');
      const health = await call(server.url, 'GET', '/api/health');
      expect(health.json).to.include({ ok: true, running: 0, queued: 0 });
    } finally {
      await server.close();
    }
  });
});
