import { expect } from 'chai';
import { LlmError, UsageError } from '../../src/common/errors.ts';
import { LlmClient, llmConfigFromEnv, llmConfigured, type LlmConfig } from '../../src/llm/index.ts';
import { startOpenAiServer, type OpenAiServer, type ScriptedReply } from '../helpers/openai-server.ts';

const KEY = 'sk-test-SECRET-0123456789abcdef';

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { city: { type: 'string', minLength: 1 }, days: { type: 'integer', minimum: 1 } },
  required: ['city', 'days'],
  additionalProperties: false,
};

function client(server: OpenAiServer, overrides: Partial<LlmConfig> = {}): LlmClient {
  return new LlmClient(llmConfigFromEnv({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.baseURL, TRIPSOLVER_MODEL: 'test-model' }, { ...overrides }));
}

async function failure(p: Promise<unknown>): Promise<LlmError> {
  try {
    await p;
  } catch (e) {
    expect(e).to.be.instanceOf(LlmError);
    return e as LlmError;
  }
  throw new Error('expected the call to fail');
}

describe('llm client', () => {
  let server: OpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const start = async (script: readonly ScriptedReply[]) => {
    server = await startOpenAiServer(script);
    return server;
  };

  describe('config', () => {
    it('comes from the env object it is given, never from process.env', () => {
      expect(llmConfigured({})).to.equal(false);
      expect(() => llmConfigFromEnv({ TRIPSOLVER_MODEL: 'x' })).to.throw(UsageError, /no LLM endpoint configured/);
      const c = llmConfigFromEnv({
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        TRIPSOLVER_MODEL: 'm1',
        TRIPSOLVER_LLM_TIMEOUT_MS: '1500',
        TRIPSOLVER_LLM_RETRIES: '0',
      });
      expect(c).to.include({ baseURL: 'http://127.0.0.1:9/v1', model: 'm1', timeoutMs: 1500, maxRetries: 0 });
      expect(llmConfigFromEnv({ OPENAI_API_KEY: KEY }).baseURL).to.equal('https://api.openai.com/v1');
    });

    it('refuses a malformed setting by name', () => {
      expect(() => llmConfigFromEnv({ OPENAI_API_KEY: KEY, TRIPSOLVER_LLM_RETRIES: 'many' })).to.throw(
        UsageError,
        'TRIPSOLVER_LLM_RETRIES: expected a whole number of at least 0, found "many"',
      );
      expect(() => llmConfigFromEnv({ OPENAI_BASE_URL: 'not a url' })).to.throw(UsageError, /^OPENAI_BASE_URL: expected a URL/);
    });
  });

  describe('chat', () => {
    it('returns the reply text and token usage, sending model, messages and the key as a bearer token', async () => {
      const s = await start([{ content: 'hello', usage: { prompt_tokens: 12, completion_tokens: 3 } }]);
      const r = await client(s).chat([{ role: 'user', content: 'hi' }], { temperature: 0 });
      expect(r).to.deep.include({ text: 'hello', usage: { promptTokens: 12, completionTokens: 3, totalTokens: 15 }, attempts: 1 });
      expect(s.requests).to.have.length(1);
      expect(s.requests[0]!.url).to.equal('/v1/chat/completions');
      expect(s.requests[0]!.headers.authorization).to.equal(`Bearer ${KEY}`);
      expect(s.requests[0]!.body).to.deep.include({ model: 'test-model', messages: [{ role: 'user', content: 'hi' }], temperature: 0 });
    });

    it('retries a 500 and succeeds on the next attempt', async () => {
      const s = await start([{ status: 500 }, { content: 'ok' }]);
      const r = await client(s).chat([{ role: 'user', content: 'hi' }]);
      expect(r.text).to.equal('ok');
      expect(r.attempts).to.equal(2);
      expect(s.requests).to.have.length(2);
    });

    it('gives up after the configured retries on repeated 500s, with a clear LlmError', async () => {
      const s = await start([{ status: 500 }, { status: 500 }, { status: 500 }, { content: 'too late' }]);
      const e = await failure(client(s, { maxRetries: 2 }).chat([{ role: 'user', content: 'hi' }]));
      expect(s.requests).to.have.length(3);
      expect(e.attempt).to.equal(3);
      expect(e.endpoint).to.equal(`${s.baseURL}/chat/completions`);
      expect(e.message).to.match(
        new RegExp(`^LLM at ${s.baseURL.replace(/[.]/g, '\\.')}/chat/completions, attempt 3: HTTP 500: .*; gave up after 3 attempts$`),
      );
      expect(e.exitCode).to.equal(3);
    });

    it("honours the server's Retry-After (the SDK's own retries): a 429 asking for 0 s, then the answer", async () => {
      const s = await start([{ status: 429, headers: { 'retry-after': '0' } }, { content: 'ok' }]);
      const r = await client(s).chat([{ role: 'user', content: 'hi' }]);
      expect({ text: r.text, attempts: r.attempts, requests: s.requests.length }).to.deep.equal({ text: 'ok', attempts: 2, requests: 2 });
      // The SDK marks its retries, so a server can tell them apart.
      expect(s.requests.map((q) => q.headers['x-stainless-retry-count'])).to.deep.equal(['0', '1']);
    });

    it('retries nothing with TRIPSOLVER_LLM_RETRIES=0', async () => {
      const s = await start([{ status: 503 }, { content: 'unused' }]);
      const e = await failure(client(s, { maxRetries: 0 }).chat([{ role: 'user', content: 'hi' }]));
      expect({ attempt: e.attempt, requests: s.requests.length }).to.deep.equal({ attempt: 1, requests: 1 });
      expect(e.message).to.match(/attempt 1: HTTP 503: /);
    });

    it('does not retry a 400', async () => {
      const s = await start([{ status: 400, body: { error: { message: 'bad model' } } }, { content: 'unused' }]);
      const e = await failure(client(s).chat([{ role: 'user', content: 'hi' }]));
      expect(s.requests).to.have.length(1);
      expect(e.attempt).to.equal(1);
      expect(e.message).to.include('HTTP 400');
    });

    it('times out a server that never answers, tries once more, then gives up naming the limit', async () => {
      const s = await start([{ hang: true }, { hang: true }]);
      const e = await failure(client(s, { timeoutMs: 300, maxRetries: 1 }).chat([{ role: 'user', content: 'hi' }]));
      expect(e.message).to.match(/attempt 2: no answer within 300 ms \(timeout\); gave up after 2 attempts$/);
      expect(e.attempt).to.equal(2);
      expect(s.requests).to.have.length(2);
    });

    it('never puts the API key in an error message, even when the server echoes it', async () => {
      const s = await start([
        { status: 500, body: { error: { message: `key ${KEY} rejected; header was Bearer ${KEY}` } } },
        { status: 401, body: { error: { message: `invalid api key ${KEY}` } } },
      ]);
      const e1 = await failure(client(s, { maxRetries: 0 }).chat([{ role: 'user', content: 'hi' }]));
      const e2 = await failure(client(s, { maxRetries: 0 }).chat([{ role: 'user', content: 'hi' }]));
      for (const e of [e1, e2]) {
        expect(e.message).to.not.include(KEY);
        expect(String(e.stack)).to.not.include(KEY);
        expect(e.message).to.include('[redacted]');
      }
    });

    it('names the endpoint without credentials written into the base URL', async () => {
      const s = await start([{ status: 404 }]);
      const withUser = s.baseURL.replace('http://', 'http://user:pw@');
      const c = new LlmClient(llmConfigFromEnv({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: withUser }));
      expect(c.endpoint).to.equal(`${s.baseURL}/chat/completions`);
    });
  });

  describe('chatJson', () => {
    const ask = [{ role: 'user' as const, content: 'give me JSON' }];

    it('sends response_format json_schema and returns the validated value', async () => {
      const s = await start([{ content: '{"city": "Denver", "days": 3}' }]);
      const r = await client(s).chatJson<{ city: string; days: number }>(ask, { schema, name: 'trip' });
      expect(r.value).to.deep.equal({ city: 'Denver', days: 3 });
      expect(r.rounds).to.equal(1);
      expect(s.requests[0]!.body.response_format).to.deep.equal({ type: 'json_schema', json_schema: { name: 'trip', schema, strict: false } });
    });

    it('accepts a reply wrapped in a json code fence', async () => {
      const s = await start([{ content: '```json\n{"city": "Denver", "days": 3}\n```' }]);
      expect((await client(s).chatJson(ask, { schema, name: 'trip' })).value).to.deep.equal({ city: 'Denver', days: 3 });
    });

    it('repairs an invalid reply in a second round that carries the validation errors', async () => {
      const s = await start([
        { content: '{"city": "Denver", "days": "three"}', usage: { prompt_tokens: 10, completion_tokens: 5 } },
        { content: '{"city": "Denver", "days": 3}', usage: { prompt_tokens: 20, completion_tokens: 5 } },
      ]);
      const r = await client(s).chatJson<{ days: number }>(ask, { schema, name: 'trip' });
      expect(r.value.days).to.equal(3);
      expect(r.rounds).to.equal(2);
      expect(r.usage).to.deep.equal({ promptTokens: 30, completionTokens: 10, totalTokens: 40 });
      const second = s.requests[1]!.body.messages as { role: string; content: string }[];
      expect(second.slice(0, 2)).to.deep.equal([
        { role: 'user', content: 'give me JSON' },
        { role: 'assistant', content: '{"city": "Denver", "days": "three"}' },
      ]);
      expect(second[2]!.role).to.equal('user');
      expect(second[2]!.content).to.include('/days must be integer');
    });

    it('sends back a reply that is not JSON at all', async () => {
      const s = await start([{ content: 'Sure! Here is your trip.' }, { content: '{"city": "Denver", "days": 3}' }]);
      await client(s).chatJson(ask, { schema, name: 'trip' });
      expect(s.requests[1]!.body.messages[2].content).to.include('the reply is not JSON');
    });

    it('sends back problems found by an extra check', async () => {
      const s = await start([{ content: '{"city": "Denver", "days": 40}' }, { content: '{"city": "Denver", "days": 4}' }]);
      const r = await client(s).chatJson<{ days: number }>(ask, {
        schema,
        name: 'trip',
        check: (v) => ((v as { days: number }).days > 30 ? ['/days at most 30'] : []),
      });
      expect(r.value.days).to.equal(4);
      expect(s.requests[1]!.body.messages[2].content).to.include('/days at most 30');
    });

    it('fails with a clear LlmError when the repaired reply is still invalid', async () => {
      const s = await start([{ content: '{"city": ""}' }, { content: '{"city": "Denver", "days": 0}' }]);
      const e = await failure(client(s).chatJson(ask, { schema, name: 'trip' }));
      expect(s.requests).to.have.length(2);
      expect(e.attempt).to.equal(2);
      expect(e.message).to.equal(
        `LLM at ${s.baseURL}/chat/completions, attempt 2: the reply did not match the trip schema, even after one repair round: /days must be >= 1`,
      );
    });
  });
});
