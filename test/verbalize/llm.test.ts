import { expect } from 'chai';
import { LlmClient, llmConfigFromEnv } from '../../src/llm/index.ts';
import type { Itinerary, PlanDay } from '../../src/tripspec/index.ts';
import {
  comparePlans,
  DEFAULT_VERBALIZE_PROMPT_FILE,
  proseWarning,
  renderCostMarkdown,
  renderCostText,
  renderMarkdown,
  renderText,
  submissionPlan,
  verbalizeWithLlm,
  type ProseResult,
} from '../../src/verbalize/index.ts';
import { startOpenAiServer, type Handler, type OpenAiServer } from '../helpers/openai-server.ts';
import { fakeLlm, isWriteCall, readProse, rowsOfPrompt, textOfExtractPrompt, writeProse } from './fake-llm.ts';
import { fixturePlan, fixtureSandbox, QUICK, TWO_CITIES } from './plans.ts';
import { tempDir } from '../helpers/temp.ts';

const KEY = 'sk-verbalize-SECRET-0123456789';

describe('verbalize: LLM prose, re-extracted and compared with the plan', () => {
  let server: OpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const client = (s: OpenAiServer, retries = 0) =>
    new LlmClient(
      llmConfigFromEnv({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: s.baseURL, TRIPSOLVER_MODEL: 'writer-model' }, { timeoutMs: 5_000, maxRetries: retries }),
    );

  async function run(itinerary: Itinerary, script: Handler, format: 'text' | 'markdown' = 'text'): Promise<ProseResult> {
    server = await startOpenAiServer(script);
    return verbalizeWithLlm(itinerary, { client: client(server), format });
  }

  /** Another restaurant of the same city, not in the plan. */
  function otherRestaurant(itinerary: Itinerary, city: string): string {
    const used = new Set(itinerary.days.flatMap((d) => [d.breakfast, d.lunch, d.dinner].flatMap((m) => (m ? [m.restaurant.name] : []))));
    const r = fixtureSandbox()
      .restaurants(city)
      .find((x) => !used.has(x.name))!;
    return `${r.name.trim()}, ${r.city}`;
  }

  it('uses a faithful reply: the prose, with the template cost breakdown appended', async () => {
    const itinerary = (await fixturePlan(QUICK)).plan.itinerary;
    const result = await run(itinerary, fakeLlm());
    expect(result.source).to.equal('llm');
    const rows = submissionPlan(itinerary);
    expect(result.text).to.equal(`${writeProse(rows)}\n\n${renderCostText(itinerary)}`);
    expect(proseWarning(result)).to.equal(undefined);
    // Two calls over real HTTP with the real SDK: the writer, then the benchmark's extraction of what it wrote.
    const [write, extract] = server!.requests;
    expect(server!.requests).to.have.length(2);
    expect(write!.url).to.equal('/v1/chat/completions');
    expect(write!.headers.authorization).to.equal(`Bearer ${KEY}`);
    expect(write!.body.model).to.equal('writer-model');
    expect(isWriteCall(write!)).to.equal(true);
    const prompt = write!.body.messages[1].content as string;
    expect(prompt).to.not.match(/\{\{|\}\}/);
    expect(rowsOfPrompt(prompt)).to.deep.equal(rows);
    expect(prompt).to.include(renderText(itinerary));
    expect(prompt).to.include(`(${itinerary.days.length} days in all)`);
    expect(extract!.body.response_format.type).to.equal('json_schema');
    expect(textOfExtractPrompt(extract!.body.messages[1].content as string)).to.equal(result.text);
    expect(result.usage.totalTokens).to.equal(36);
  });

  it('uses a faithful Markdown reply, with the Markdown cost table appended', async () => {
    const itinerary = (await fixturePlan(TWO_CITIES)).plan.itinerary;
    const result = await run(itinerary, fakeLlm({ markdown: true }), 'markdown');
    expect(result.source).to.equal('llm');
    expect(result.format).to.equal('markdown');
    expect(result.text).to.equal(`${writeProse(submissionPlan(itinerary), { markdown: true })}\n\n${renderCostMarkdown(itinerary)}`);
    expect(server!.requests[0]!.body.messages[1].content).to.include('Write Markdown');
  });

  it('rejects a reply that swaps a restaurant: the template is used, the day and field are reported', async () => {
    const itinerary = (await fixturePlan(QUICK)).plan.itinerary;
    const day = itinerary.days[1]!;
    const planned = `${day.lunch!.restaurant.name.trim()}, ${day.lunch!.restaurant.city}`;
    const swapped = otherRestaurant(itinerary, day.city);
    const result = await run(itinerary, fakeLlm({ swap: { day: 2, slot: 'lunch', to: swapped } }));
    expect(result.source).to.equal('template');
    expect(result.text).to.equal(renderText(itinerary));
    if (result.source !== 'template' || result.reason !== 'mismatch') throw new Error(`expected a mismatch, got ${JSON.stringify(result)}`);
    expect(result.mismatches).to.deep.equal([{ kind: 'field', day: 2, field: 'lunch', expected: planned, found: swapped }]);
    expect(result.llmText).to.include(`Lunch at ${swapped}.`);
    expect(proseWarning(result)).to.equal(
      `--prose llm: the LLM's text does not describe the same plan, so the template text is shown instead (day 2, lunch: the plan has "${planned}", the text "${swapped}")`,
    );
  });

  it('rejects a reply that drops a day: the missing day is reported, not every later day', async () => {
    const itinerary = (await fixturePlan(TWO_CITIES)).plan.itinerary;
    const result = await run(itinerary, fakeLlm({ dropDay: 3 }), 'markdown');
    expect(result.source).to.equal('template');
    expect(result.text).to.equal(renderMarkdown(itinerary));
    if (result.source !== 'template' || result.reason !== 'mismatch') throw new Error('expected a mismatch');
    const day3 = submissionPlan(itinerary)[2]!;
    expect(result.mismatches).to.deep.equal([{ kind: 'missing-day', day: 3, field: 'day', expected: `day 3: ${day3.current_city}`, found: '-' }]);
    expect(proseWarning(result)).to.include(`(day 3: missing from the text (the plan's day 3: ${day3.current_city}))`);
  });

  it('rejects a reply that states a price the plan does not have, naming the day', async () => {
    const itinerary = (await fixturePlan(QUICK)).plan.itinerary;
    const result = await run(itinerary, fakeLlm({ strayPrice: { day: 2, text: 'Budget about $123.45 for souvenirs.' } }));
    if (result.source !== 'template' || result.reason !== 'mismatch') throw new Error('expected a mismatch');
    expect(result.mismatches).to.deep.equal([{ kind: 'figure', day: 2, field: 'figure', expected: '-', found: '$123.45' }]);
    expect(proseWarning(result)).to.include('day 2: "$123.45" is not a figure of the plan');
  });

  it('accepts prices, distances and times the plan states, however the thousands are written', async () => {
    const itinerary = (await fixturePlan(QUICK)).plan.itinerary;
    const total = itinerary.cost.total;
    const result = await run(itinerary, fakeLlm({ strayPrice: { day: 2, text: `All in, ${`$${total}`} of your $1,700.` } }));
    expect(result.source).to.equal('llm');
  });

  it('falls back to the template when the endpoint fails, naming the endpoint and never the key', async () => {
    const itinerary = (await fixturePlan(QUICK)).plan.itinerary;
    const result = await run(itinerary, () => ({ status: 503, body: { error: { message: `overloaded for ${KEY}` } } }));
    expect(result.text).to.equal(renderText(itinerary));
    if (result.source !== 'template' || result.reason !== 'llm-error') throw new Error('expected an llm-error');
    expect(result.error).to.include(`LLM at ${server!.baseURL}/chat/completions, attempt 1: HTTP 503`);
    expect(result.error).to.not.include(KEY);
    expect(proseWarning(result)).to.match(/^--prose llm: no LLM text \(LLM at .* HTTP 503.*\), so the template text is shown instead$/);
  });

  it('reads the prompt template at call time, from the file given', async () => {
    const itinerary = (await fixturePlan(QUICK)).plan.itinerary;
    expect(DEFAULT_VERBALIZE_PROMPT_FILE).to.match(/prompts\/verbalize\.md$/);
    server = await startOpenAiServer(fakeLlm());
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const file = join(tempDir('verbalize-'), 'prompt.md');
    writeFileSync(file, 'Days: {{dayCount}}. {{style}} {{overview}}\n{{plan}}\n{{rows}}\n');
    await verbalizeWithLlm(itinerary, { client: client(server), format: 'text', promptFile: file });
    expect(server.requests[0]!.body.messages[1].content).to.match(/^Days: 3\. Write plain text/);
  });
});

describe('verbalize: comparing a re-extracted plan with the plan', () => {
  const day = (n: number, city: string, lunch = `Lunch Spot ${n}, ${city}`): PlanDay => ({
    days: n,
    current_city: city,
    transportation: '-',
    breakfast: '-',
    attraction: `Park ${n}, ${city};`,
    lunch,
    dinner: '-',
    accommodation: n < 4 ? `Inn, ${city}` : '-',
  });
  const plan = [day(1, 'Quillon'), day(2, 'Quillon'), day(3, 'Quillon'), day(4, 'Quillon')];

  it('accepts the same plan with only whitespace changed', () => {
    const spaced = plan.map((d) => ({ ...d, lunch: `  ${d.lunch.replace(', ', ',\n  ')} `, attraction: d.attraction.replace(' ', '   ') }));
    expect(comparePlans(plan, spaced)).to.deep.equal([]);
  });

  it('flags a changed letter, a changed comma, a dropped day and an added day', () => {
    expect(
      comparePlans(
        plan,
        plan.map((d) => (d.days === 2 ? { ...d, lunch: 'Lunch spot 2, Quillon' } : d)),
      ),
    ).to.deep.equal([{ kind: 'field', day: 2, field: 'lunch', expected: 'Lunch Spot 2, Quillon', found: 'Lunch spot 2, Quillon' }]);
    expect(
      comparePlans(
        plan,
        plan.map((d) => (d.days === 1 ? { ...d, attraction: 'Park 1, Quillon' } : d)),
      ),
    ).to.deep.equal([{ kind: 'field', day: 1, field: 'attraction', expected: 'Park 1, Quillon;', found: 'Park 1, Quillon' }]);
    const dropped = [plan[0]!, plan[1]!, { ...plan[3]!, days: 3 }];
    expect(comparePlans(plan, dropped)).to.deep.equal([{ kind: 'missing-day', day: 3, field: 'day', expected: 'day 3: Quillon', found: '-' }]);
    const added = [...plan, day(5, 'Quillon')];
    expect(comparePlans(plan, added)).to.deep.equal([{ kind: 'extra-day', day: 5, field: 'day', expected: '-', found: 'day 5: Quillon' }]);
  });

  it('reads back what the fake writer writes (the test double is faithful)', async () => {
    const rows = submissionPlan((await fixturePlan(TWO_CITIES)).plan.itinerary);
    expect(readProse(writeProse(rows))).to.deep.equal(rows);
    expect(readProse(writeProse(rows, { markdown: true }))).to.deep.equal(rows);
  });
});
