import { expect } from 'chai';
import { main } from '../../src/cli/main.ts';
import { renderCostText, renderMarkdown, renderText, submissionPlan } from '../../src/verbalize/index.ts';
import { FIXTURE_SANDBOX } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-server.ts';
import { fakeLlm, writeProse } from './fake-llm.ts';
import { fixtureSandbox, QUICK, requestText } from './plans.ts';

const KEY = 'sk-cli-prose-SECRET-42424242';
// The rules translator, so that the only LLM calls are the verbaliser's.
const plan = (...flags: string[]) => ['plan', requestText(QUICK), '--data', FIXTURE_SANDBOX, '--translator', 'rules', ...flags];

interface PlanJson {
  itinerary: Parameters<typeof renderText>[0];
  submission: ReturnType<typeof submissionPlan>;
  prose?: {
    source: string;
    format: string;
    text: string;
    reason?: string;
    warning?: string;
    mismatches?: { kind: string; day: number; field: string; expected: string; found: string }[];
  };
}

async function planJson(): Promise<PlanJson> {
  const io = captureIo();
  expect(await main(plan('--format', 'json'), io)).to.equal(0);
  return JSON.parse(io.stdout.join('')) as PlanJson;
}

describe('cli: plan --format markdown and --prose llm', () => {
  let server: OpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const env = (s: OpenAiServer) => ({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: s.baseURL, TRIPSOLVER_MODEL: 'test-model', TRIPSOLVER_LLM_RETRIES: '0' });

  it('--format markdown prints the Markdown itinerary of the plan', async () => {
    const { itinerary } = await planJson();
    const io = captureIo();
    expect(await main(plan('--format', 'markdown'), io)).to.equal(0);
    expect(io.stdout.join('\n')).to.equal(renderMarkdown(itinerary));
    expect(io.stdout.join('\n')).to.match(/^# Trip: Brasswick → Quillon → Brasswick\n/);
    expect(io.stderr).to.deep.equal([]);
  });

  it('--prose llm without an endpoint is a usage error (exit 2) that says what to set', async () => {
    for (const format of ['text', 'markdown']) {
      const io = captureIo({});
      expect(await main(plan('--format', format, '--prose', 'llm'), io)).to.equal(2);
      expect(io.stderr.join('\n')).to.equal(
        'tripsolver: --prose llm: no LLM endpoint configured: set OPENAI_BASE_URL (an OpenAI-compatible server) and/or OPENAI_API_KEY, and TRIPSOLVER_MODEL',
      );
      expect(io.stdout).to.deep.equal([]);
    }
    const io = captureIo({});
    expect(await main(plan('--prose', 'poetry'), io)).to.equal(2);
    expect(io.stderr.join('\n')).to.equal('tripsolver: --prose: expected one of llm, found "poetry"');
  });

  it('--prose llm --format submission is a usage error: the row is exact', async () => {
    server = await startOpenAiServer(fakeLlm());
    const io = captureIo(env(server));
    expect(await main(plan('--format', 'submission', '--prose', 'llm'), io)).to.equal(2);
    expect(io.stderr.join('\n')).to.include('--prose llm: the submission format is the exact benchmark row');
    expect(server.requests).to.have.length(0);
  });

  it('--prose llm prints the LLM prose when it re-extracts into the same plan', async () => {
    const { itinerary } = await planJson();
    server = await startOpenAiServer(fakeLlm());
    const io = captureIo(env(server));
    expect(await main(plan('--prose', 'llm'), io)).to.equal(0);
    expect(io.stdout.join('\n')).to.equal(
      `Read as: Brasswick → Quillon and back; 3 days, 2022-03-16 to 2022-03-18; 1 traveller; budget $1,700.\n\n${writeProse(submissionPlan(itinerary))}\n\n${renderCostText(itinerary)}`,
    );
    expect(io.stderr).to.deep.equal([]);
    expect(server.requests).to.have.length(2);
  });

  it('--prose llm prints the template and warns, naming day and field, when the prose swaps a restaurant', async () => {
    const { itinerary, submission } = await planJson();
    const planned = submission[1]!.dinner;
    const other = fixtureSandbox()
      .restaurants('Quillon')
      .find((r) => !submission.some((d) => [d.breakfast, d.lunch, d.dinner].includes(`${r.name}, Quillon`)))!;
    const swapped = `${other.name}, Quillon`;
    server = await startOpenAiServer(fakeLlm({ swap: { day: 2, slot: 'dinner', to: swapped }, markdown: true }));
    const io = captureIo(env(server));
    expect(await main(plan('--format', 'markdown', '--prose', 'llm'), io)).to.equal(0);
    expect(io.stdout.join('\n')).to.equal(renderMarkdown(itinerary));
    expect(io.stderr).to.deep.equal([
      `tripsolver plan: --prose llm: the LLM's text does not describe the same plan, so the template text is shown instead (day 2, dinner: the plan has "${planned}", the text "${swapped}")`,
    ]);
    expect(io.stderr.join('')).to.not.include(KEY);
  });

  it('--format json --prose llm reports the mismatch as data', async () => {
    const { itinerary, submission } = await planJson();
    server = await startOpenAiServer(fakeLlm({ dropDay: 2 }));
    const io = captureIo(env(server));
    expect(await main(plan('--format', 'json', '--prose', 'llm'), io)).to.equal(0);
    const out = JSON.parse(io.stdout.join('')) as PlanJson;
    expect(out.submission).to.deep.equal(submission);
    expect(out.prose!.source).to.equal('template');
    expect(out.prose!.text).to.equal(renderText(itinerary));
    expect(out.prose!.reason).to.equal('mismatch');
    expect(out.prose!.mismatches).to.deep.equal([{ kind: 'missing-day', day: 2, field: 'day', expected: `day 2: ${submission[1]!.current_city}`, found: '-' }]);
    expect(io.stderr.join('\n')).to.include('(day 2: missing from the text');
  });
});
