import { expect } from 'chai';
import { LlmError } from '../../src/common/errors.ts';
import { extractPlan, extractPlanDetailed, DAY_SCHEMA, renderExtractPrompt } from '../../src/extract/index.ts';
import { LlmClient, llmConfigFromEnv, validatorFor } from '../../src/llm/index.ts';
import type { PlanDay } from '../../src/tripspec/index.ts';
import { startOpenAiServer, type OpenAiServer, type ScriptedReply } from '../helpers/openai-server.ts';

const KEY = 'sk-test-extract-0123456789abcdef';

const PROSE = `Here is your 3-day plan.
Day 1 (March 16): fly from Brasswick to Quillon on F1000238 (12:38 -> 14:01). Dinner at Fish, Chips & Co. Check in at Room with a view of the canal.
Day 2: Quillon. Breakfast at Lantern, then Lindenfield Park and the Quillon Lighthouse. Lunch at Cask & Crumb, dinner at Driftwood Diner. Same room.
Day 3: Breakfast at Saffron Ladle, Ashgrove Falls in the morning, lunch at Sorrel Curry House, then drive home (self-driving, 9 hours 31 mins, 911 km, $45).`;

const DAYS: PlanDay[] = [
  {
    days: 1,
    current_city: 'from Brasswick to Quillon',
    transportation: 'Flight Number: F1000238, from Brasswick to Quillon, Departure Time: 12:38, Arrival Time: 14:01',
    breakfast: '-',
    attraction: '-',
    lunch: '-',
    dinner: 'Fish, Chips & Co., Quillon',
    accommodation: 'Room with a view of the canal, Quillon',
  },
  {
    days: 2,
    current_city: 'Quillon',
    transportation: '-',
    breakfast: 'Lantern, Quillon',
    attraction: 'Lindenfield Park, Quillon;Quillon Lighthouse, Quillon;',
    lunch: 'Cask & Crumb, Quillon',
    dinner: 'Driftwood Diner, Quillon',
    accommodation: 'Room with a view of the canal, Quillon',
  },
  {
    days: 3,
    current_city: 'from Quillon to Brasswick',
    transportation: 'Self-driving, from Quillon to Brasswick, duration: 9 hours 31 mins, distance: 911 km, cost: 45',
    breakfast: 'Saffron Ladle, Quillon',
    attraction: 'Ashgrove Falls, Quillon;',
    lunch: 'Sorrel Curry House, Quillon',
    dinner: '-',
    accommodation: '-',
  },
];

const reply = (plan: unknown, usage = { prompt_tokens: 1210, completion_tokens: 388 }): ScriptedReply => ({ content: JSON.stringify({ plan }), usage });

describe('extract: free-text plan -> submission days', () => {
  let server: OpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const clientFor = (s: OpenAiServer) =>
    new LlmClient(llmConfigFromEnv({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: s.baseURL, TRIPSOLVER_MODEL: 'extract-model' }));

  it('turns the reply into PlanDay objects in field order, with the tokens spent', async () => {
    // Padding around values is dropped; key order follows PlanDay.
    const padded = DAYS.map((d) => (d.dinner === '-' ? d : { ...d, dinner: ` ${d.dinner} ` }));
    server = await startOpenAiServer([reply(padded)]);
    const result = await extractPlanDetailed(PROSE, { client: clientFor(server), days: 3 });
    expect(result.plan).to.deep.equal(DAYS);
    expect(Object.keys(result.plan[0]!)).to.deep.equal([
      'days',
      'current_city',
      'transportation',
      'breakfast',
      'attraction',
      'lunch',
      'dinner',
      'accommodation',
    ]);
    expect(result.usage).to.deep.equal({ promptTokens: 1210, completionTokens: 388, totalTokens: 1598 });
    expect(result.calls).to.equal(1);
    const body = server.requests[0]!.body;
    expect(body.model).to.equal('extract-model');
    expect(body.temperature).to.equal(0);
    expect(body.response_format.type).to.equal('json_schema');
    expect(body.response_format.json_schema.name).to.equal('travel_plan');
    const prompt: string = body.messages[1].content;
    expect(prompt).to.include(`<<<\n${PROSE}\n>>>`);
    expect(prompt).to.include('The trip lasts 3 days; still copy only the days the text describes.');
    expect(prompt).not.to.match(/\{\{\w+\}\}/);
  });

  it('extractPlan gives just the days', async () => {
    server = await startOpenAiServer([reply(DAYS)]);
    expect(await extractPlan(PROSE, { client: clientFor(server), days: 3 })).to.deep.equal(DAYS);
  });

  it('without a known length the prompt says to copy the days the text has', async () => {
    expect(await renderExtractPrompt('Day 1: ...', {})).to.include('Copy as many days as the text describes.');
  });

  it('sends format problems back once and accepts the corrected reply', async () => {
    const wrong = [
      { ...DAYS[0]!, dinner: 'Fish Chips and Co' },
      { ...DAYS[1]!, days: 3, attraction: 'Lindenfield Park, Quillon; Quillon Lighthouse, Quillon' },
      DAYS[2]!,
    ];
    server = await startOpenAiServer([
      reply(wrong, { prompt_tokens: 1000, completion_tokens: 300 }),
      reply(DAYS, { prompt_tokens: 1400, completion_tokens: 320 }),
    ]);
    const result = await extractPlanDetailed(PROSE, { client: clientFor(server), days: 3 });
    expect(result.plan).to.deep.equal(DAYS);
    expect(result.calls).to.equal(2);
    expect(result.usage).to.deep.equal({ promptTokens: 2400, completionTokens: 620, totalTokens: 3020 });
    const repair: string = server.requests[1]!.body.messages[3].content;
    expect(repair).to.include('/plan/0/dinner must match pattern');
    expect(repair).to.include('/plan/1/attraction must match pattern');
    expect(server.requests[1]!.body.messages[2]).to.deep.equal({ role: 'assistant', content: JSON.stringify({ plan: wrong }) });
  });

  it('asks for days numbered 1, 2, 3 in order', async () => {
    const misnumbered = DAYS.map((d, i) => ({ ...d, days: i + 2 }));
    server = await startOpenAiServer([reply(misnumbered), reply(DAYS)]);
    await extractPlan(PROSE, { client: clientFor(server) });
    expect(server.requests[1]!.body.messages[3].content).to.include('/plan/0/days is 2; days are numbered 1, 2, 3, ... in order, so this one is 1');
  });

  it('fails with an LlmError naming the problems when the repair round is invalid too; the key is never in the message', async () => {
    server = await startOpenAiServer([{ content: 'Sure! Day 1: fly to Quillon.' }, { content: '{"plan": [{"days": 1}]}' }]);
    let error: unknown;
    try {
      await extractPlan(PROSE, { client: clientFor(server) });
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(LlmError);
    const message = (error as LlmError).message;
    expect(message).to.equal(
      `LLM at ${server.baseURL}/chat/completions, attempt 2: the reply did not match the travel_plan schema, even after one repair round: /plan/0 must have required property 'current_city'; /plan/0 must have required property 'transportation'; /plan/0 must have required property 'breakfast'; /plan/0 must have required property 'attraction'; /plan/0 must have required property 'lunch'; /plan/0 must have required property 'dinner'; /plan/0 must have required property 'accommodation'`,
    );
    expect(message).not.to.include(KEY);
    expect(server.requests[1]!.body.messages[3].content).to.include('the reply is not JSON');
  });

  it('a text without a day-by-day plan gives no days; an empty text makes no call', async () => {
    server = await startOpenAiServer([reply([])]);
    expect(await extractPlan('I am sorry, no plan fits this budget.', { client: clientFor(server) })).to.deep.equal([]);
    expect(await extractPlan('  \n ', { client: clientFor(server) })).to.deep.equal([]);
    expect(server.requests).to.have.length(1);
  });

  it('a 500 is an LlmError (after the retries)', async () => {
    server = await startOpenAiServer([{ status: 500 }, { status: 500 }, { status: 500 }]);
    let error: unknown;
    try {
      await extractPlan(PROSE, { client: clientFor(server) });
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(LlmError);
    expect((error as LlmError).message).to.match(/attempt 3: HTTP 500: .*; gave up after 3 attempts$/);
  });
});

describe("extract: the day schema follows the scorer's formats", () => {
  const valid = validatorFor(DAY_SCHEMA);
  const day = (patch: Partial<Record<keyof PlanDay, unknown>>) => ({ ...DAYS[1]!, ...patch });

  it("accepts the benchmark's strings", () => {
    for (const d of DAYS) expect(valid(d), JSON.stringify(valid.errors)).to.equal(true);
    expect(valid(day({ transportation: 'Taxi, from Quillon to Port Alder, duration: 1 hour 2 mins, distance: 1,044 km, cost: 1044' }))).to.equal(true);
    expect(valid(day({ transportation: 'Self-driving, from Quillon to Port Alder' }))).to.equal(true);
    expect(valid(day({ transportation: 'Flight Number: F1000341, from Quillon to Brasswick' }))).to.equal(true);
    expect(valid(day({ breakfast: 'Dim Sum, Dumplings & Tea, Greywater' }))).to.equal(true);
    expect(valid(day({ attraction: "St. Corentin's Abbey, Quillon;" }))).to.equal(true);
  });

  it('rejects what the scorer would misread', () => {
    expect(valid(day({ breakfast: 'Lantern' }))).to.equal(false); // no city
    expect(valid(day({ attraction: 'Lindenfield Park, Quillon' }))).to.equal(false); // no final ';' (the scorer drops the item)
    expect(valid(day({ transportation: 'Flight F1000341 from Quillon to Brasswick' }))).to.equal(false);
    expect(valid(day({ transportation: 'Train, from Quillon to Brasswick' }))).to.equal(false);
    expect(valid(day({ current_city: 'Quillon, Verdania' }))).to.equal(false);
    expect(valid(day({ days: '2' }))).to.equal(false);
    expect(valid(day({ lunch: '' }))).to.equal(false);
    expect(valid({ ...day({}), notes: 'x' })).to.equal(false);
  });
});
