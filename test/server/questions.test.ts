/**
 * A refusal is a question, over HTTP: a request the translator cannot settle is answered 422 with its questions,
 * and the same request with `answers` is read (the answers winning, provenance "answered") and planned.
 */
import { expect } from 'chai';
import { CONTENT_SECURITY_POLICY } from '../../src/server/app.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { DESTINATION_QUESTION, ORIGIN_CHOICE_QUESTION, ORIGIN_CHOICE_REQUEST, ORIGIN_QUESTION, UNCLEAR_REQUEST } from '../helpers/questions.ts';
import { call, openApiValidator, startTestServer, type Answer } from './helpers.ts';

describe('serve: a request that raises questions (422 unclear, then answers)', function () {
  this.timeout(60_000);
  let server: RunningServer & { logged: string[] };
  let validate: ReturnType<typeof openApiValidator>;
  const post = (path: string, body: unknown) => call(server.url, 'POST', path, body);
  const expectDeclared = (path: string, a: Answer) => {
    const v = validate(path, 'post', a.status);
    expect(v(a.json), `${path} ${a.status}: ${JSON.stringify(v.errors)}`).to.equal(true);
    expect(a.headers.get('content-security-policy')).to.equal(CONTENT_SECURITY_POLICY);
  };

  before(async () => {
    server = await startTestServer({ cacheSize: 16 });
    validate = openApiValidator((await call(server.url, 'GET', '/api/openapi.json')).json);
  });
  after(async () => server?.close());

  it('POST /api/plan: 422 with one question per field, exactly', async () => {
    const a = await post('/api/plan', { request: UNCLEAR_REQUEST });
    expect(a.status).to.equal(422);
    expect(a.json).to.deep.equal({
      error: {
        code: 'unclear',
        field: 'origin',
        message: 'origin: no starting city found; write "from <city>"',
        questions: [ORIGIN_QUESTION, DESTINATION_QUESTION],
      },
    });
    expectDeclared('/api/plan', a);
  });

  it('POST /api/plan with the answers, one of them a choice of the question: 200, a plan whose provenance says "answered"', async () => {
    const a = await post('/api/plan', { request: UNCLEAR_REQUEST, answers: { origin: 'Brasswick', destination: DESTINATION_QUESTION.choices[1] } });
    expect(a.status).to.equal(200);
    expectDeclared('/api/plan', a);
    expect(a.json.status).to.equal('optimal');
    expect(a.json.spec).to.deep.include({ origin: 'Brasswick', destination: { kind: 'city', name: 'Quillon' } });
    expect(a.json.provenance.fields.origin).to.deep.equal({ words: ['Brasswick'], note: 'answered' });
    expect(a.json.provenance.fields.destination).to.deep.equal({ words: ['Quillon'], note: 'answered' });
    expect(a.json.readAs).to.equal('Read as: Brasswick → Quillon and back; 3 days, 2022-03-16 to 2022-03-18; 1 traveller; budget $1,700.');
    expect(a.json.itinerary.cities).to.deep.equal(['Quillon']);
  });

  it('a question with choices, answered with one: the plan starts there', async () => {
    const asked = await post('/api/plan', { request: ORIGIN_CHOICE_REQUEST });
    expect(asked.status).to.equal(422);
    expect(asked.json.error.questions).to.deep.equal([ORIGIN_CHOICE_QUESTION]);
    const a = await post('/api/plan', { request: ORIGIN_CHOICE_REQUEST, answers: { origin: asked.json.error.questions[0].choices[1] } });
    expect(a.status).to.equal(200);
    expect(a.json.itinerary.origin).to.equal('Ketterby');
    expect(a.json.submission[0].current_city).to.equal('from Ketterby to Quillon');
  });

  it('an answer may raise the next question, and an unreadable one is asked again: 422 again', async () => {
    const next = await post('/api/plan', { request: UNCLEAR_REQUEST, answers: { destination: 'Quillon' } });
    expect(next.status).to.equal(422);
    expect(next.json.error.questions).to.deep.equal([ORIGIN_QUESTION]);
    const again = await post('/api/plan', { request: UNCLEAR_REQUEST, answers: { destination: 'Quillon', origin: 'Atlantis' } });
    expect(again.status).to.equal(422);
    expect(again.json).to.deep.equal({
      error: {
        code: 'unclear',
        field: 'origin',
        message: 'origin: the answer could not be read: not a city of the sandbox (found: "Atlantis")',
        questions: [
          {
            field: 'origin',
            question: ORIGIN_QUESTION.question,
            reason: 'origin: the answer could not be read: not a city of the sandbox (found: "Atlantis")',
            words: 'Atlantis',
          },
        ],
      },
    });
  });

  it('POST /api/translate and /api/explain ask and take answers the same way', async () => {
    const asked = await post('/api/translate', { request: UNCLEAR_REQUEST });
    expect(asked.status).to.equal(422);
    expect(asked.json.error.questions).to.deep.equal([ORIGIN_QUESTION, DESTINATION_QUESTION]);
    expectDeclared('/api/translate', asked);
    const read = await post('/api/translate', { request: UNCLEAR_REQUEST, answers: { origin: 'Brasswick', destination: 'Quillon' } });
    expect(read.status).to.equal(200);
    expectDeclared('/api/translate', read);
    expect(read.json.provenance.fields.destination).to.deep.equal({ words: ['Quillon'], note: 'answered' });
    const explainAsked = await post('/api/explain', { request: UNCLEAR_REQUEST });
    expect(explainAsked.status).to.equal(422);
    expectDeclared('/api/explain', explainAsked);
    const explained = await post('/api/explain', { request: UNCLEAR_REQUEST, answers: { origin: 'Brasswick', destination: 'Quillon' } });
    expect(explained.status).to.equal(200);
    expect(explained.json.status).to.equal('feasible');
  });

  it('the answers shape the cache key: the same request with other answers is planned anew, in any order of the fields', async () => {
    // Requests no other test here sends, so nothing is cached for them yet.
    const choice = ORIGIN_CHOICE_REQUEST.replace('$1,700', '$1,800');
    const brasswick = await post('/api/plan', { request: choice, answers: { origin: 'Brasswick' } });
    expect([brasswick.headers.get('x-tripsolver-cache'), brasswick.json.itinerary.origin]).to.deep.equal(['miss', 'Brasswick']);
    const ketterby = await post('/api/plan', { request: choice, answers: { origin: 'Ketterby' } });
    expect([ketterby.headers.get('x-tripsolver-cache'), ketterby.json.itinerary.origin]).to.deep.equal(['miss', 'Ketterby']);
    const unclear = UNCLEAR_REQUEST.replace('$1,700', '$1,800');
    const first = await post('/api/plan', { request: unclear, answers: { destination: 'Quillon', origin: 'Brasswick' } });
    expect(first.headers.get('x-tripsolver-cache')).to.equal('miss');
    const swapped = await post('/api/plan', { request: unclear, answers: { origin: 'Brasswick', destination: 'Quillon' } });
    expect(swapped.headers.get('x-tripsolver-cache')).to.equal('hit');
    expect(swapped.text).to.equal(first.text);
  });

  it("400 for answers that name no question's field, are not text, or go with a spec; other SpecErrors stay 400", async () => {
    const unknown = await post('/api/plan', { request: UNCLEAR_REQUEST, answers: { from: 'Brasswick' } });
    expect([unknown.status, unknown.json]).to.deep.equal([
      400,
      { error: { code: 'bad-request', field: 'answers.from', message: 'unknown field "answers.from"' } },
    ]);
    const number = await post('/api/plan', { request: UNCLEAR_REQUEST, answers: { travellers: 2 } });
    expect([number.status, number.json]).to.deep.equal([
      400,
      { error: { code: 'bad-request', field: 'answers.travellers', message: 'answers.travellers: expected string, received number' } },
    ]);
    const withSpec = await post('/api/plan', { spec: { origin: 'Brasswick' }, answers: { origin: 'Brasswick' } });
    expect([withSpec.status, withSpec.json]).to.deep.equal([
      400,
      { error: { code: 'bad-request', field: 'answers', message: '"answers" answer the questions of a "request" in words; a "spec" asks none' } },
    ]);
    const spec = await post('/api/plan', { spec: { origin: 'Brasswick' } });
    expect(spec.status).to.equal(400);
    expect(spec.json.error.code).to.equal('spec');
    expect(server.logged).to.deep.equal([]);
  });
});
