import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LlmError, SpecError } from '../../src/common/errors.ts';
import { LlmClient, llmConfigFromEnv } from '../../src/llm/index.ts';
import { DEFAULT_PROMPT_FILE } from '../../src/translate/llm.ts';
import { defaultTranslator, translate, translateDetailed } from '../../src/translate/index.ts';
import { startOpenAiServer, type OpenAiServer, type ScriptedReply } from '../helpers/openai-server.ts';
import { miniGeography } from './geography.ts';

const KEY = 'sk-translate-SECRET-9876543210';
const sandbox = miniGeography();

const spec = {
  origin: 'st petersburg',
  destination: { kind: 'city', name: 'Rockford' },
  days: 3,
  cityCount: 1,
  startDate: '2022-03-16',
  endDate: '2022-03-18',
  travellers: 1,
  budget: 1700,
  houseRules: [],
  cuisines: [],
  avoidCuisines: [],
  roomType: null,
  excludeTransport: [],
};
const reply = (s: unknown, unclear: unknown[] = []) => JSON.stringify({ spec: s, unclear });

function env(server: OpenAiServer): Record<string, string> {
  return { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.baseURL, TRIPSOLVER_MODEL: 'test-model' };
}

function clientFor(server: OpenAiServer): LlmClient {
  return new LlmClient(llmConfigFromEnv(env(server), { timeoutMs: 2_000 }));
}

async function refusal(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a refusal');
}

const REQUEST = 'Trip from St Petersburg to Rockford, March 16-18, 2022, one person, $1,700.';
const VAGUE = 'We want to go from Denver to Austin for a few days in spring with some friends.';

describe('llm translator', () => {
  let server: OpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const start = async (script: readonly ScriptedReply[]) => {
    server = await startOpenAiServer(script);
    return server;
  };

  it('turns a valid reply into a TripSpec, with names resolved against the sandbox', async () => {
    const s = await start([{ content: reply(spec) }]);
    const result = await translate(REQUEST, { sandbox, translator: 'llm', env: env(s) });
    expect(result.origin).to.equal('St. Petersburg');
    expect(result.destination).to.deep.equal({ kind: 'city', name: 'Rockford' });
    expect(result.budget).to.equal(1700);
    const body = s.requests[0]!.body;
    expect(body.model).to.equal('test-model');
    expect(body.temperature).to.equal(0);
    expect(body.response_format.type).to.equal('json_schema');
    expect(body.response_format.json_schema.schema.required).to.deep.equal(['spec', 'unclear']);
    const prompt = body.messages[1].content as string;
    expect(prompt).to.include(REQUEST);
    expect(prompt).to.include('"children under 10"');
    expect(prompt).to.not.match(/\{\{/);
  });

  it('repairs a reply that does not match schemas/trip-spec.schema.json in a second round', async () => {
    const s = await start([{ content: reply({ ...spec, days: 'three', roomType: 'castle' }) }, { content: reply(spec) }]);
    const result = await translate(REQUEST, { sandbox, translator: 'llm', env: env(s) });
    expect(result.days).to.equal(3);
    const repair = s.requests[1]!.body.messages[3].content as string;
    expect(repair).to.include('/spec/days must be integer');
    expect(repair).to.include('/spec/roomType must be equal to one of the allowed values');
  });

  it('repairs a reply whose dates disagree with its days', async () => {
    const s = await start([{ content: reply({ ...spec, days: 2 }) }, { content: reply(spec) }]);
    await translate(REQUEST, { sandbox, translator: 'llm', env: env(s) });
    expect(s.requests[1]!.body.messages[3].content).to.include('spans 3 days, but days is 2');
  });

  it('fails with a clear LlmError when the reply is invalid twice', async () => {
    const s = await start([{ content: reply({ ...spec, travellers: 0 }) }, { content: '{"spec": {"origin": "Denver"}}' }]);
    const e = await refusal(translate(REQUEST, { sandbox, translator: 'llm', env: env(s) }));
    expect(e).to.be.instanceOf(LlmError);
    expect(e.message).to.match(
      /attempt 2: the reply did not match the trip_spec_reply schema, even after one repair round: .*must have required property 'unclear'/,
    );
    expect(e.message).to.not.include(KEY);
  });

  it('refuses, naming the field, when the model says a field is unclear', async () => {
    const s = await start([{ content: reply(null, [{ field: 'travellers', quote: 'some friends', reason: 'how many friends is not said' }]) }]);
    const e = await refusal(translate(VAGUE, { sandbox, translator: 'llm', env: env(s) }));
    expect(e).to.be.instanceOf(SpecError);
    expect((e as SpecError).field).to.equal('travellers');
    expect(e.message).to.equal('travellers: unclear in the request: how many friends is not said (found: "some friends")');
  });

  it('refuses a place the sandbox does not have, rather than picking another', async () => {
    const s = await start([{ content: reply({ ...spec, destination: { kind: 'city', name: 'Gotham' } }) }]);
    const e = await refusal(translate(REQUEST, { sandbox, translator: 'llm', env: env(s) }));
    expect((e as SpecError).field).to.equal('destination');
    expect(e.message).to.equal('destination: not a city or state of the sandbox (found: "Gotham")');
  });

  it('retries a 500, then reports a clear error without the key', async () => {
    const s = await start([{ status: 500 }, { status: 500 }]);
    const e = await refusal(translate(REQUEST, { sandbox, translator: 'llm', env: env(s), llmConfig: { maxRetries: 1 } }));
    expect(e).to.be.instanceOf(LlmError);
    expect(s.requests).to.have.length(2);
    expect(e.message).to.match(/attempt 2: HTTP 500: .*gave up after 2 attempts$/);
    expect(e.message).to.not.include(KEY);
  });

  it('reports a timeout naming the configured limit when the server never answers', async () => {
    const s = await start([{ hang: true }]);
    const e = await refusal(translate(REQUEST, { sandbox, translator: 'llm', env: env(s), llmConfig: { timeoutMs: 250, maxRetries: 0 } }));
    expect(s.requests).to.have.length(1);
    expect(e.message).to.include('no answer within 250 ms (timeout)');
  });

  it('reads the prompt template when called, not when imported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tripsolver-prompt-'));
    try {
      const file = join(dir, 'translate.md');
      const template = readFileSync(DEFAULT_PROMPT_FILE, 'utf8');
      writeFileSync(file, `FIRST VERSION\n${template}`);
      const s = await start([{ content: reply(spec) }, { content: reply(spec) }]);
      await translate(REQUEST, { sandbox, translator: 'llm', llm: clientFor(s), promptFile: file });
      writeFileSync(file, `SECOND VERSION\n${template}`);
      await translate(REQUEST, { sandbox, translator: 'llm', llm: clientFor(s), promptFile: file });
      expect(s.requests[0]!.body.messages[1].content).to.match(/^FIRST VERSION/);
      expect(s.requests[1]!.body.messages[1].content).to.match(/^SECOND VERSION/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells the model the default year, or that a missing year is unclear', async () => {
    const s = await start([{ content: reply(spec) }, { content: reply(spec) }]);
    await translate(REQUEST, { sandbox, translator: 'llm', llm: clientFor(s), defaultYear: 2022 });
    await translate(REQUEST, { sandbox, translator: 'llm', llm: clientFor(s) });
    expect(s.requests[0]!.body.messages[1].content).to.include('When the request gives no year, the year is 2022.');
    expect(s.requests[1]!.body.messages[1].content).to.include('do not guess one: the dates are unclear (field "startDate")');
  });
});

describe('hybrid translator', () => {
  let server: OpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('is used only when asked for: TRIPSOLVER_TRANSLATOR names the default, a configured endpoint alone does not', () => {
    expect(defaultTranslator({})).to.equal('rules');
    expect(defaultTranslator({ OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' })).to.equal('rules');
    expect(defaultTranslator({ OPENAI_API_KEY: KEY })).to.equal('rules');
    expect(defaultTranslator({ OPENAI_API_KEY: KEY, TRIPSOLVER_TRANSLATOR: 'hybrid' })).to.equal('hybrid');
    expect(defaultTranslator({ TRIPSOLVER_TRANSLATOR: 'llm' })).to.equal('llm');
    expect(() => defaultTranslator({ TRIPSOLVER_TRANSLATOR: 'gpt' })).to.throw('TRIPSOLVER_TRANSLATOR: expected one of rules, llm, hybrid, found "gpt"');
  });

  it('does not call the LLM when the rules read every field', async () => {
    server = await startOpenAiServer([]);
    const result = await translate(REQUEST, { sandbox, translator: 'hybrid', env: env(server) });
    expect(result.origin).to.equal('St. Petersburg');
    expect(server.requests).to.have.length(0);
  });

  it('takes only the refused fields from the LLM, which reads the request on its own', async () => {
    const request = 'We want a trip from Denver to Austin, March 16th to March 18th, 2022, with a budget of $1,500, no flights.';
    // The model agrees on what the rules read; only travellers (refused by the rules) may come from it.
    server = await startOpenAiServer([
      {
        content: reply({ ...spec, origin: 'Denver', destination: { kind: 'city', name: 'Austin' }, travellers: 3, budget: 1500, excludeTransport: ['flight'] }),
      },
    ]);
    const result = await translateDetailed(request, { sandbox, translator: 'hybrid', env: env(server) });
    expect(result.spec).to.deep.include({
      origin: 'Denver',
      destination: { kind: 'city', name: 'Austin' },
      travellers: 3,
      budget: 1500,
      excludeTransport: ['flight'],
    });
    expect(result.translator).to.equal('hybrid');
    expect(result.provenance.fields.travellers).to.deep.equal({
      words: [],
      note: 'read by the LLM (the rules: travellers: the request speaks of several people but does not say how many (found: "We"))',
    });
    expect(result.provenance.fields.origin).to.deep.equal({ words: ['from Denver'] });
    const prompt = server.requests[0]!.body.messages[1].content as string;
    // The model is told what the rules could not settle, never what they read.
    expect(prompt).to.not.include('"origin":"Denver"');
    expect(prompt).to.include('travellers: the request speaks of several people but does not say how many (found: "We")');
  });

  it('refuses with both readings where the rules and the LLM read a field differently', async () => {
    const request = 'We want a trip from Denver to Austin, March 16th to March 18th, 2022, with a budget of $1,500, no flights.';
    server = await startOpenAiServer([
      {
        content: reply({ ...spec, origin: 'Denver', destination: { kind: 'city', name: 'Austin' }, travellers: 3, budget: 999, excludeTransport: ['flight'] }),
      },
    ]);
    const e = await refusal(translate(request, { sandbox, translator: 'hybrid', env: env(server) }));
    expect((e as SpecError).field).to.equal('budget');
    expect(e.message).to.equal('budget: the request reads two ways: the rules read 1500 from "$1,500", the LLM read 999');
  });

  it("reports the rules' refusal when the model cannot settle the field either", async () => {
    server = await startOpenAiServer([{ content: reply(null, [{ field: 'travellers', quote: 'We', reason: 'no count' }]) }]);
    const e = await refusal(
      translate('We want a trip from Denver to Austin, March 16th to March 18th, 2022.', { sandbox, translator: 'hybrid', env: env(server) }),
    );
    expect((e as SpecError).field).to.equal('travellers');
    expect(e.message).to.equal('travellers: the request speaks of several people but does not say how many (found: "We")');
  });

  it('does not ask the LLM about a request that contradicts itself', async () => {
    server = await startOpenAiServer([]);
    const e = await refusal(
      translate('A 2-day trip from Denver visiting 2 cities in Texas, March 16th to March 17th, 2022, one person.', {
        sandbox,
        translator: 'hybrid',
        env: env(server),
      }),
    );
    expect((e as SpecError).field).to.equal('cityCount');
    expect(server.requests).to.have.length(0);
  });

  it('resolves the names the model gives for open fields like the rules do', async () => {
    server = await startOpenAiServer([{ content: reply({ ...spec, origin: 'Portland, Maine' }) }]);
    const e = await refusal(
      translate('Plan a trip to Rockford, March 16th to March 18th, 2022, for one person, $1,700.', { sandbox, translator: 'hybrid', env: env(server) }),
    );
    expect((e as SpecError).field).to.equal('origin');
  });
});
