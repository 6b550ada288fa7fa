import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-server.ts';

const QUICK = readFileSync(join(FIXTURE_DIR, 'requests', '01-quickstart-quillon-3day', 'request.txt'), 'utf8').trim();

/**
 * An LLM endpoint being configured must never switch the LLM on: only --translator llm|hybrid or
 * TRIPSOLVER_TRANSLATOR does. The endpoint here answers every call with a 500 and records it.
 */
describe('cli: nothing reaches the network unless asked to', () => {
  let server: OpenAiServer;
  let env: NodeJS.ProcessEnv;
  beforeEach(async () => {
    server = await startOpenAiServer(() => ({ status: 500, body: { error: { message: 'this endpoint must not be called' } } }));
    env = { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-test-not-a-real-key' };
  });
  afterEach(async () => {
    await server.close();
  });

  it('plan with OPENAI_* set but no translator asked for plans with the rules and calls nothing', async () => {
    const io = captureIo(env);
    expect(await main(['plan', QUICK, '--data', FIXTURE_SANDBOX, '--format', 'submission'], io)).to.equal(0);
    expect((JSON.parse(io.stdout.join('')) as { plan: unknown[] }).plan).to.have.length(3);
    expect(server.requests).to.have.length(0);
  });

  it('a request the rules refuse is refused (exit 2), not handed to the LLM', async () => {
    const io = captureIo(env);
    expect(await main(['translate', 'Plan me something nice with my friends.', '--data', FIXTURE_SANDBOX], io)).to.equal(2);
    expect(server.requests).to.have.length(0);
  });

  it('TRIPSOLVER_TRANSLATOR=hybrid asks for it: the same refused request reaches the endpoint', async () => {
    const io = captureIo({ ...env, TRIPSOLVER_TRANSLATOR: 'hybrid', TRIPSOLVER_LLM_RETRIES: '0' });
    const code = await main(['translate', 'Plan me something nice with my friends.', '--data', FIXTURE_SANDBOX], io);
    // The endpoint's 500 is an LLM error (exit 3) naming the endpoint and the attempt.
    expect(code).to.equal(3);
    expect(io.stderr).to.deep.equal([`tripsolver: LLM at ${server.baseURL}/chat/completions, attempt 1: HTTP 500: 500 this endpoint must not be called`]);
    expect(server.requests.map((r) => r.url)).to.deep.equal(['/v1/chat/completions']);
  });

  it('a bad TRIPSOLVER_TRANSLATOR is a usage error naming the variable', async () => {
    const io = captureIo({ ...env, TRIPSOLVER_TRANSLATOR: 'gpt' });
    expect(await main(['plan', QUICK, '--data', FIXTURE_SANDBOX], io)).to.equal(2);
    expect(io.stderr.join('\n')).to.include('TRIPSOLVER_TRANSLATOR: expected one of rules, llm, hybrid, found "gpt"');
    expect(server.requests).to.have.length(0);
  });
});
