/**
 * POST /api/tour over real HTTP: a city tour in words or as a TourSpec, answered with the plan in NATURAL PLAN's
 * format, or with the conflict and the smallest verified changes; every answer valid by the OpenAPI document.
 */
import { expect } from 'chai';
import { after, before, describe, it } from 'mocha';
import { call, openApiValidator, startTestServer } from './helpers.ts';
import { TOUR_REQUEST as REQUEST } from '../tour/request.ts';

describe('server: POST /api/tour', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let validate: ReturnType<typeof openApiValidator>;
  before(async () => {
    server = await startTestServer();
    validate = openApiValidator((await call(server.url, 'GET', '/api/openapi.json')).json);
  });
  after(async () => server.close());

  it("plans a tour in words: the order, the days, how many orders are valid and the benchmark's answer", async () => {
    const a = await call(server.url, 'POST', '/api/tour', { request: REQUEST, backend: 'mip' });
    expect(a.status).to.equal(200);
    expect(validate('/api/tour', 'post', 200)(a.json), JSON.stringify(validate('/api/tour', 'post', 200).errors)).to.equal(true);
    expect(a.json.order).to.deep.equal(['Oslo', 'Riga', 'Porto']);
    expect(a.json.plan.legs).to.deep.equal([
      { city: 'Oslo', from: 1, to: 3 },
      { city: 'Riga', from: 3, to: 4 },
      { city: 'Porto', from: 4, to: 7 },
    ]);
    expect(a.json.alternatives).to.equal(1);
    expect(a.json.answer.split('\n')[0]).to.equal('Here is the trip plan for visiting the 3 European cities for 7 days:');
  });

  it('POST /api/plan with "benchmark": "natural-plan" answers as /api/tour does; a trip-only field is 400 naming it', async () => {
    const a = await call(server.url, 'POST', '/api/plan', { request: REQUEST, benchmark: 'natural-plan', backend: 'mip' });
    expect(a.status).to.equal(200);
    expect(validate('/api/plan', 'post', 200)(a.json)).to.equal(true);
    const b = await call(server.url, 'POST', '/api/tour', { request: REQUEST, backend: 'mip' });
    expect(a.json).to.deep.equal(b.json);
    const route = await call(server.url, 'POST', '/api/plan', { request: REQUEST, benchmark: 'natural-plan', route: 'exact' });
    expect(route.status).to.equal(400);
    expect(route.json.error).to.deep.equal({
      code: 'bad-request',
      field: 'route',
      message: '"route" does not apply to a city tour ("benchmark": "natural-plan")',
    });
  });

  it('a TourSpec with no plan: the conflict and the verified changes; a bad spec and a missing request are 400 naming the field', async () => {
    const spec = {
      totalDays: 8,
      stays: [
        { city: 'Oslo', days: 3 },
        { city: 'Riga', days: 2 },
        { city: 'Porto', days: 4 },
      ],
      flights: [
        { from: 'Oslo', to: 'Riga' },
        { from: 'Riga', to: 'Porto' },
      ],
    };
    const a = await call(server.url, 'POST', '/api/tour', { spec });
    expect(a.status).to.equal(200);
    expect(validate('/api/tour', 'post', 200)(a.json)).to.equal(true);
    expect(a.json.status).to.equal('infeasible');
    expect(a.json.explanation.kind).to.equal('arithmetic');
    expect(a.json.explanation.relaxations.map((r: { change: string }) => r.change)).to.deep.equal([
      'make the tour 7 days',
      'stay 4 days in Oslo instead of 3',
      'stay 3 days in Riga instead of 2',
      'stay 5 days in Porto instead of 4',
    ]);
    const bad = await call(server.url, 'POST', '/api/tour', { spec: { ...spec, totalDays: 0 } });
    expect(bad.status).to.equal(400);
    expect(bad.json.error.field).to.equal('spec.totalDays');
    const none = await call(server.url, 'POST', '/api/tour', {});
    expect(none.status).to.equal(400);
    expect(none.json.error).to.deep.include({ code: 'bad-request', field: 'request' });
  });
});
