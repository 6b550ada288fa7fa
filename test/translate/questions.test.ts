/**
 * A refusal is a question: every translator throws an UnclearError (one question per field it could not settle),
 * and the same request with `answers` reads, the answers winning over the words (provenance "answered").
 */
import { expect } from 'chai';
import { SpecError, UnclearError } from '../../src/common/errors.ts';
import * as library from '../../src/index.ts';
import { loadSandbox } from '../../src/sandbox/index.ts';
import { ANSWER_FIELDS, translateDetailed } from '../../src/translate/index.ts';
import { answerText, asQuestion } from '../../src/translate/questions.ts';
import { FIXTURE_SANDBOX } from '../helpers/data.ts';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-server.ts';
import { DESTINATION_QUESTION, ORIGIN_QUESTION, UNCLEAR_REQUEST } from '../helpers/questions.ts';
import { miniGeography } from './geography.ts';

async function refusal(p: Promise<unknown>): Promise<UnclearError> {
  try {
    await p;
  } catch (e) {
    expect(e).to.be.instanceOf(UnclearError);
    return e as UnclearError;
  }
  throw new Error('expected an UnclearError');
}

describe('questions: the rules translator', () => {
  const sandbox = loadSandbox(FIXTURE_SANDBOX);

  it("asks one question per refused field; the message and field are the first refusal's", async () => {
    const e = await refusal(translateDetailed(UNCLEAR_REQUEST, { sandbox }));
    expect(e.message).to.equal('origin: no starting city found; write "from <city>"');
    expect(e.field).to.equal('origin');
    expect(e.exitCode).to.equal(2);
    expect(e.questions).to.deep.equal([ORIGIN_QUESTION, DESTINATION_QUESTION]);
  });

  it('reads the request with the answers, a choice among them, and says the fields were answered', async () => {
    const t = await translateDetailed(UNCLEAR_REQUEST, { sandbox, answers: { origin: 'Brasswick', destination: 'Quillon' } });
    expect(t.spec).to.deep.include({ origin: 'Brasswick', destination: { kind: 'city', name: 'Quillon' }, days: 3, cityCount: 1, budget: 1700 });
    expect(t.provenance.fields.origin).to.deep.equal({ words: ['Brasswick'], note: 'answered' });
    expect(t.provenance.fields.destination).to.deep.equal({ words: ['Quillon'], note: 'answered' });
  });

  it('an answer may raise the next question: the destination answered, the origin is asked alone', async () => {
    const e = await refusal(translateDetailed(UNCLEAR_REQUEST, { sandbox, answers: { destination: 'Quillon' } }));
    expect(e.questions).to.deep.equal([ORIGIN_QUESTION]);
  });

  it('asks again about an answer it cannot read, saying why', async () => {
    const e = await refusal(translateDetailed(UNCLEAR_REQUEST, { sandbox, answers: { origin: 'Atlantis', destination: 'Quillon' } }));
    expect(e.questions).to.deep.equal([
      {
        field: 'origin',
        question: ORIGIN_QUESTION.question,
        reason: 'origin: the answer could not be read: not a city of the sandbox (found: "Atlantis")',
        words: 'Atlantis',
      },
    ]);
  });

  it('the library exports UnclearError, and its plan() takes answers through its translate options', async () => {
    expect(library.UnclearError).to.equal(UnclearError);
    const { spec } = await library.plan(UNCLEAR_REQUEST, {
      sandbox,
      translate: { answers: { origin: 'Brasswick', destination: 'Quillon' } },
      timeLimitMs: 10_000,
    });
    expect(spec.origin).to.equal('Brasswick');
  });

  it("the fields one may answer are the questions' fields", () => {
    expect(ANSWER_FIELDS).to.deep.equal([
      'origin',
      'destination',
      'days',
      'cityCount',
      'cities',
      'startDate',
      'endDate',
      'travellers',
      'budget',
      'houseRules',
      'roomType',
      'cuisines',
      'avoidCuisines',
      'excludeTransport',
      'wishes',
      'wishes.interests',
      'wishes.mealPricePerPerson',
      'wishes.pace',
    ]);
  });
});

describe('questions: helpers', () => {
  it('asQuestion keeps an UnclearError and makes one question of any other SpecError', () => {
    const e = new SpecError('budget', 'reads two ways', undefined, ['1500', '999']);
    const q = asQuestion(e);
    expect(q.message).to.equal('budget: reads two ways');
    expect(q.questions).to.deep.equal([
      {
        field: 'budget',
        question: 'What is the total budget in dollars, for everyone and the whole trip (or "none")?',
        reason: 'budget: reads two ways',
        choices: ['1500', '999'],
      },
    ]);
    expect(asQuestion(q)).to.equal(q);
  });

  it('answerText writes a value as the words of an answer that reads back as it', () => {
    expect([
      answerText('Denver'),
      answerText(1500),
      answerText(null),
      answerText([]),
      answerText(['pets', 'smoking']),
      answerText({ kind: 'city', name: 'Austin' }),
      answerText({ pace: 'relaxed' }),
    ]).to.deep.equal(['Denver', '1500', 'none', 'none', 'pets, smoking', 'Austin (city)', undefined]);
  });
});

describe('questions: the LLM and hybrid translators', () => {
  const KEY = 'sk-questions-SECRET';
  const sandbox = miniGeography();
  const spec = {
    origin: 'Denver',
    destination: { kind: 'city', name: 'Austin' },
    days: 3,
    cityCount: 1,
    startDate: '2022-03-16',
    endDate: '2022-03-18',
    travellers: 1,
    budget: 1500,
    houseRules: [],
    cuisines: [],
    avoidCuisines: [],
    roomType: null,
    excludeTransport: [],
  };
  const reply = (s: unknown, unclear: unknown[] = []) => JSON.stringify({ spec: s, unclear });
  const env = (s: OpenAiServer) => ({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: s.baseURL, TRIPSOLVER_MODEL: 'test-model' });
  const WE = 'We want a trip from Denver to Austin, March 16th to March 18th, 2022, with a budget of $1,500.';
  let server: OpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("llm: the model's unclear fields are the questions", async () => {
    server = await startOpenAiServer([
      {
        content: reply(null, [
          { field: 'travellers', quote: 'We', reason: 'how many is not said' },
          { field: 'budget', reason: 'per person or in all?' },
        ]),
      },
    ]);
    const e = await refusal(translateDetailed(WE, { sandbox, translator: 'llm', env: env(server) }));
    expect(e.message).to.equal('travellers: unclear in the request: how many is not said (found: "We")');
    expect(e.questions).to.deep.equal([
      {
        field: 'travellers',
        question: 'How many people are travelling, you included?',
        reason: 'travellers: unclear in the request: how many is not said (found: "We")',
        words: 'We',
      },
      {
        field: 'budget',
        question: 'What is the total budget in dollars, for everyone and the whole trip (or "none")?',
        reason: 'budget: unclear in the request: per person or in all?',
      },
    ]);
  });

  it('llm: an answer is given to the model as settled and wins over its reading', async () => {
    server = await startOpenAiServer([{ content: reply({ ...spec, travellers: 2 }) }]);
    const t = await translateDetailed(WE, { sandbox, translator: 'llm', env: env(server), answers: { travellers: '3' } });
    expect(t.spec.travellers).to.equal(3);
    expect(t.provenance.fields.travellers).to.deep.equal({ words: ['3'], note: 'answered' });
    expect(t.provenance.fields.budget).to.deep.equal({ words: [], note: 'read by the LLM' });
    expect(server.requests[0]!.body.messages[1].content).to.include('copy them into "spec" unchanged:\n{"travellers":3}');
  });

  it('llm: an unreadable answer is asked again before the model is called', async () => {
    server = await startOpenAiServer([]);
    const e = await refusal(translateDetailed(WE, { sandbox, translator: 'llm', env: env(server), answers: { travellers: 'a few' } }));
    expect(e.questions.map((q) => [q.field, q.reason])).to.deep.equal([
      ['travellers', 'travellers: the answer could not be read: expected a whole number from 1 to 50 (found: "a few")'],
    ]);
    expect(server.requests).to.have.length(0);
  });

  it('hybrid: two readings of a field are a question whose choices are both readings', async () => {
    server = await startOpenAiServer([{ content: reply({ ...spec, travellers: 3, budget: 999 }) }]);
    const e = await refusal(translateDetailed(WE, { sandbox, translator: 'hybrid', env: env(server) }));
    expect(e.questions).to.deep.equal([
      {
        field: 'budget',
        question: 'What is the total budget in dollars, for everyone and the whole trip (or "none")?',
        reason: 'budget: the request reads two ways: the rules read 1500 from "$1,500", the LLM read 999',
        choices: ['1500', '999'],
      },
    ]);
  });

  it("hybrid: an answered field is the answer, never compared with the model's reading", async () => {
    server = await startOpenAiServer([{ content: reply({ ...spec, travellers: 3, budget: 999 }) }]);
    const t = await translateDetailed(WE, { sandbox, translator: 'hybrid', env: env(server), answers: { budget: '999' } });
    expect(t.spec).to.deep.include({ travellers: 3, budget: 999 });
    expect(t.provenance.fields.budget).to.deep.equal({ words: ['999'], note: 'answered' });
  });

  it('hybrid: the rules read the request with every field answered, and the model is not called', async () => {
    server = await startOpenAiServer([]);
    const t = await translateDetailed(WE, { sandbox, translator: 'hybrid', env: env(server), answers: { travellers: '2' } });
    expect(t.spec.travellers).to.equal(2);
    expect(server.requests).to.have.length(0);
  });

  it('hybrid: an unreadable answer is asked again, not handed to the model', async () => {
    server = await startOpenAiServer([]);
    const e = await refusal(translateDetailed(WE, { sandbox, translator: 'hybrid', env: env(server), answers: { travellers: 'lots' } }));
    expect(e.questions.map((q) => q.field)).to.deep.equal(['travellers']);
    expect(server.requests).to.have.length(0);
  });

  it("hybrid: what the model cannot settle either is asked with the rules' own words", async () => {
    server = await startOpenAiServer([{ content: reply(null, [{ field: 'travellers', quote: 'We', reason: 'no count' }]) }]);
    const e = await refusal(translateDetailed(WE, { sandbox, translator: 'hybrid', env: env(server) }));
    expect(e.questions).to.deep.equal([
      {
        field: 'travellers',
        question: 'How many people are travelling, you included?',
        reason: 'travellers: the request speaks of several people but does not say how many (found: "We")',
        words: 'We',
      },
    ]);
  });
});
