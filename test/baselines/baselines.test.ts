/**
 * Each baseline end to end on fixture requests, over real HTTP with the real SDK, replaying the recorded replies
 * in fixtures/llm/ (planning and extraction). What each recorded plan deserves is written at the top of its
 * cassette; the evaluator must score exactly that.
 */
import { expect } from 'chai';
import { COMMONSENSE_IDS, HARD_IDS, type ConstraintId } from '../../src/catalogue/index.ts';
import { runBaseline, type BaselineName, type BaselineOptions, type BaselineOutcome } from '../../src/baselines/index.ts';
import { scoreSubmission, type PlanEvaluation, type Rates } from '../../src/evaluate/index.ts';
import type { PlanDay } from '../../src/tripspec/index.ts';
import { startOpenAiServer, type RecordedRequest } from '../helpers/openai-server.ts';
import { cassette, loadCassette, replay } from './cassette.ts';
import { OSKALAND, QUILLON, database, fixtureRow, promptOf, referenceSandbox, testClient, type FixtureRow } from './helpers.ts';

type Verdict = boolean | null;
type VerdictMap = Partial<Record<ConstraintId, Verdict>>;

/** Commonsense and hard verdicts by catalogue id; null maps for checks not scored. */
function verdictsOf(e: PlanEvaluation): { commonsense: VerdictMap | null; hard: VerdictMap | null } {
  const map = (vs: PlanEvaluation['commonsense']) => (vs ? Object.fromEntries(Object.values(vs).map((r) => [r.id, r.verdict])) : null);
  return { commonsense: map(e.commonsense), hard: map(e.hard) };
}

const ALL_COMMONSENSE: VerdictMap = Object.fromEntries(COMMONSENSE_IDS.map((id) => [id, true]));
/** Rows without local constraints: only the budget applies. */
const BUDGET_ONLY = (budget: Verdict): VerdictMap => ({ ...Object.fromEntries(HARD_IDS.map((id) => [id, null])), 'budget.total': budget });

/** The submission days a cassette's extraction reply holds. */
function recordedDays(folder: string, file: string): PlanDay[] {
  const extraction = loadCassette(cassette(folder, file)).find((e) => e.match[0] === 'Copy its key components')!;
  return (JSON.parse((extraction.reply as { content: string }).content) as { plan: PlanDay[] }).plan;
}

interface Recorded {
  readonly outcomes: BaselineOutcome[];
  readonly requests: RecordedRequest[];
  readonly unused: string[];
  readonly unmatched: string[];
}

async function runRecorded(
  method: BaselineName,
  rows: readonly FixtureRow[],
  folder: string = method,
  options: Partial<BaselineOptions> = {},
): Promise<Recorded> {
  const r = replay(rows.map((row) => cassette(folder, `${row.name.slice(0, 2)}.txt`)));
  const server = await startOpenAiServer(r.handler);
  try {
    const outcomes: BaselineOutcome[] = [];
    for (const row of rows) {
      const request =
        row.reference !== undefined
          ? { query: row.query, reference: row.reference, sandbox: referenceSandbox(row) }
          : { query: row.query, sandbox: database() };
      outcomes.push(await runBaseline(method, request, { client: testClient(server), ...options }));
    }
    return { outcomes, requests: server.requests, unused: r.unused(), unmatched: r.unmatched };
  } finally {
    await server.close();
  }
}

const score = (rows: readonly FixtureRow[], outcomes: readonly BaselineOutcome[]) =>
  scoreSubmission(
    rows.map((r) => r.fields),
    outcomes.map((o) => o.plan),
    database(),
  );

const rates = (r: Rates) => r;

describe('baselines, end to end on recorded replies (sole-planning)', () => {
  const rows = [fixtureRow(QUILLON), fixtureRow(OSKALAND)];

  describe('direct', () => {
    let run: Recorded;
    before(async () => {
      run = await runRecorded('direct', rows);
    });

    it('makes exactly the recorded calls: one plan and one extraction per row', () => {
      expect(run.unmatched).to.deep.equal([]);
      expect(run.unused).to.deep.equal([]);
      expect(run.requests).to.have.length(4);
      expect(run.outcomes.map((o) => o.calls)).to.deep.equal([2, 2]);
    });

    it('the prompt holds the reference information as given and the request, nothing of the structured fields', () => {
      const first = promptOf(run.requests[0]!.body);
      expect(first).to.include(`Given information:\n${(rows[0]!.reference as string).trim()}\n\nRequest: ${rows[0]!.query}\n\nTravel plan:`);
      const second = promptOf(run.requests[2]!.body);
      expect(second).to.include('## Flight from Brasswick to Greywater on 2022-03-04\n{"Flight Number":"F1000391","Price":185,');
      for (const request of run.requests) expect(JSON.stringify(request.body)).not.to.match(/visiting_city_number|people_number"?:\s*2|"level"/);
    });

    it('submits the extracted days of each plan', () => {
      expect(run.outcomes[0]!.plan).to.deep.equal(recordedDays('direct', '01.txt'));
      expect(run.outcomes[1]!.plan).to.deep.equal(recordedDays('direct', '02.txt'));
      expect(run.outcomes[0]!.text).to.match(/^Day 1:\nCurrent City: from Brasswick to Quillon\n/);
    });

    it('counts the tokens of every call, extraction included', () => {
      expect(run.outcomes.map((o) => o.usage)).to.deep.equal([
        { promptTokens: 3874 + 1885, completionTokens: 452 + 689, totalTokens: 3874 + 1885 + 452 + 689 },
        { promptTokens: 8233 + 2286, completionTokens: 748 + 1162, totalTokens: 8233 + 2286 + 748 + 1162 },
      ]);
    });

    it('scores what the plans deserve: row 1 passes everything, row 2 mixes flying and self-driving', () => {
      const report = score(rows, run.outcomes);
      expect(verdictsOf(report.evaluations[0]!)).to.deep.equal({ commonsense: ALL_COMMONSENSE, hard: BUDGET_ONLY(true) });
      expect(verdictsOf(report.evaluations[1]!)).to.deep.equal({
        commonsense: { ...ALL_COMMONSENSE, 'transport.nonConflicting': false },
        hard: BUDGET_ONLY(true),
      });
      expect(report.rates).to.deep.equal(
        rates({ delivery_rate: 1, commonsense_micro: 15 / 16, commonsense_macro: 0.5, hard_micro: 1, hard_macro: 1, final_pass_rate: 0.5 }),
      );
    });
  });

  describe('cot', () => {
    let run: Recorded;
    before(async () => {
      run = await runRecorded('cot', rows);
    });

    it('asks to think step by step and extracts only the final plan after the reasoning', () => {
      expect(run.unused).to.deep.equal([]);
      expect(promptOf(run.requests[0]!.body)).to.include("Let's think step by step");
      expect(run.outcomes[0]!.text).to.match(/^First, the trip: one person/);
      expect(run.outcomes[0]!.plan).to.deep.equal(recordedDays('cot', '01.txt'));
      expect(run.outcomes[1]!.plan).to.deep.equal(recordedDays('cot', '02.txt'));
      expect(run.outcomes.map((o) => [o.calls, o.usage.totalTokens])).to.deep.equal([
        [2, 3921 + 721 + 2150 + 695],
        [2, 8280 + 1057 + 2577 + 1171],
      ]);
    });

    it('scores what the plans deserve: an invented restaurant fails "within sandbox" and leaves the hard checks unscored', () => {
      const report = score(rows, run.outcomes);
      expect(verdictsOf(report.evaluations[0]!)).to.deep.equal({ commonsense: { ...ALL_COMMONSENSE, 'plan.withinSandbox': false }, hard: null });
      expect(report.evaluations[0]!.commonsense!.is_valid_information_in_sandbox!.message).to.equal(
        'the dinner on day 2, "The Riverside Grill, Quillon", is not in the sandbox',
      );
      expect(verdictsOf(report.evaluations[1]!)).to.deep.equal({ commonsense: ALL_COMMONSENSE, hard: BUDGET_ONLY(true) });
      expect(report.rates).to.deep.equal(
        rates({ delivery_rate: 1, commonsense_micro: 15 / 16, commonsense_macro: 0.5, hard_micro: 0.5, hard_macro: 0.5, final_pass_rate: 0.5 }),
      );
    });
  });

  describe('react', () => {
    let run: Recorded;
    before(async () => {
      run = await runRecorded('react', rows);
    });

    it("answers each CostEnquiry with the evaluator's price and shows the trajectory in the next prompt", () => {
      expect(run.unused).to.deep.equal([]);
      const second = promptOf(run.requests[1]!.body);
      expect(second).to.match(
        /\nThought 1: I will fly out on F1000238 .*\nAction 1: CostEnquiry\[\{"people_number": 1, .*\}\]\nObservation 1: The cost of your sub plan is 975 dollars\.$/,
      );
      const fourth = promptOf(run.requests[3]!.body);
      expect(fourth).to.include('Observation 2: The cost of your sub plan is 908 dollars.\n');
      expect(fourth).to.match(/Observation 3: The cost of your sub plan is 282 dollars\.$/);
      // Sole-planning: no search tools are offered.
      expect(second).not.to.include('FlightSearch[');
    });

    it('Finish hands its plan to the extraction; the same action three times in a row ends row 2 without a plan', () => {
      expect(run.outcomes[0]!.plan).to.deep.equal(recordedDays('react', '01.txt'));
      expect(run.outcomes[0]!.calls).to.equal(5);
      expect(run.outcomes[1]!.plan).to.deep.equal([]);
      expect(run.outcomes[1]!.reason).to.equal(
        'react: the same action 3 times in a row: CostEnquiry[{"people_number": 2, "days": 1, "current_city": "from Brasswick to Greywater", "transportation": "Flight ... (3 steps)',
      );
      expect(run.outcomes[1]!.calls).to.equal(3);
      expect(run.outcomes[1]!.usage).to.deep.equal({
        promptTokens: 8391 + 8652 + 8907,
        completionTokens: 196 + 191 + 193,
        totalTokens: 8391 + 8652 + 8907 + 196 + 191 + 193,
      });
    });

    it('scores what the plans deserve: row 1 is over budget, row 2 is not delivered', () => {
      const report = score(rows, run.outcomes);
      expect(verdictsOf(report.evaluations[0]!)).to.deep.equal({ commonsense: ALL_COMMONSENSE, hard: BUDGET_ONLY(false) });
      expect(report.evaluations[0]!.hard!.valid_cost!.message).to.equal('the total cost $2,165 exceeds the budget of $1,700 by $465');
      expect(report.evaluations[1]!.delivered).to.equal(false);
      expect(report.rates).to.deep.equal(
        rates({ delivery_rate: 0.5, commonsense_micro: 0.5, commonsense_macro: 0.5, hard_micro: 0, hard_macro: 0, final_pass_rate: 0 }),
      );
    });
  });

  describe('reflexion', () => {
    let run: Recorded;
    before(async () => {
      run = await runRecorded('reflexion', rows);
    });

    it('reflects after a failed attempt, and the next attempt starts afresh with the reflection', () => {
      expect(run.unused).to.deep.equal([]);
      const reflect = promptOf(run.requests[3]!.body);
      expect(reflect).to.include(
        'The attempt ended without a plan: 3 failed actions in a row (last: Sorry, the cost of your sub plan is not available because of the following reasons: 1. accommodation "Canal Room, Quillon": no such listing in the sandbox.).',
      );
      expect(reflect).to.include(
        'Observation 2: Sorry, the cost of your sub plan is not available because of the following reasons: 1. accommodation "Room with a canal view, Quillon": no such listing in the sandbox.',
      );
      expect(reflect).to.match(/\nReflection:$/);
      const retry = promptOf(run.requests[4]!.body);
      expect(retry).to.include('Reflections:\n- I failed because I wrote the accommodation from memory');
      expect(retry).not.to.include('Thought 1:');
      // Row 2: the search tools are refused in sole-planning mode.
      const row2 = promptOf(run.requests[8]!.body);
      expect(row2).to.include(
        'Observation 1: FlightSearch is not available: plan with the given information. Valid actions: CostEnquiry[sub plan], Finish[final plan].',
      );
    });

    it("delivers the second attempt's plan, counting every call", () => {
      expect(run.outcomes[0]!.plan).to.deep.equal(recordedDays('reflexion', '01.txt'));
      expect(run.outcomes[1]!.plan).to.deep.equal(recordedDays('reflexion', '02.txt'));
      expect(run.outcomes.map((o) => o.calls)).to.deep.equal([7, 7]);
    });

    it('scores what the plans deserve: row 1 passes, row 2 stays two nights at a three-night minimum', () => {
      const report = score(rows, run.outcomes);
      expect(verdictsOf(report.evaluations[0]!)).to.deep.equal({ commonsense: ALL_COMMONSENSE, hard: BUDGET_ONLY(true) });
      expect(verdictsOf(report.evaluations[1]!)).to.deep.equal({ commonsense: { ...ALL_COMMONSENSE, 'lodging.minNights': false }, hard: BUDGET_ONLY(true) });
      expect(report.evaluations[1]!.commonsense!.is_valid_accommodation!.message).to.equal(
        '"Cozy Loft by the Mill Pond, Greywater" is booked for 2 nights but requires at least 3 nights',
      );
      expect(report.rates).to.deep.equal(
        rates({ delivery_rate: 1, commonsense_micro: 15 / 16, commonsense_macro: 0.5, hard_micro: 1, hard_macro: 1, final_pass_rate: 0.5 }),
      );
    });
  });
});

describe("react, database mode: the benchmark's search tools and a Notebook", () => {
  const rows = [fixtureRow(QUILLON), fixtureRow('04-port-alder-parties-entire')];
  let run: Recorded;
  before(async () => {
    // Database mode: no reference information; the agent searches the database.
    run = await runRecorded(
      'react',
      rows.map((r) => ({ ...r, reference: undefined })),
      'react-database',
    );
  });

  it('three failed actions in a row end an attempt without a plan', () => {
    expect(run.unused).to.deep.equal([]);
    expect(run.outcomes[0]!.plan).to.deep.equal([]);
    expect(run.outcomes[0]!.reason).to.equal('react: 3 failed actions in a row (last: "16-03-2022" is not a date in the format YYYY-MM-DD.) (3 steps)');
    expect(promptOf(run.requests[1]!.body)).to.match(
      /Observation 1: FlightSearch takes three arguments: FlightSearch\[Departure City, Destination City, YYYY-MM-DD\]\.$/,
    );
  });

  it('searches, writes the Notebook, masks older search results, and finishes', () => {
    const finishStep = promptOf(run.requests[17]!.body);
    expect(finishStep).to.include(
      'Notebook:\n[1] Flights from Ketterby to Port Alder on 2022-03-05\nFlight Number | Price | DepTime | ArrTime | ActualElapsedTime | FlightDate | OriginCityName | DestCityName | Distance\nF1000307 | 270 | 08:10 | 10:34 | 2 hours 24 minutes | 2022-03-05 | Ketterby | Port Alder | 855\n',
    );
    expect(finishStep).to.include(
      '[4] Accommodations in Port Alder\nNAME | price | room type | house_rules | minimum nights | maximum occupancy | review rate number | city\nParty-friendly penthouse & roof deck | 540 | Entire home/apt | No pets & No smoking | 1 | 6 | 4 | Port Alder\n',
    );
    expect(finishStep).to.include('Observation 3: Masked to save space; what you wrote with NotebookWrite is in the Notebook.\n');
    expect(finishStep).to.include('Observation 4: Masked to save space;');
    expect(finishStep).to.include('Observation 13: The data is written in the Notebook as [6] Attractions in Port Alder.\n');
    expect(finishStep).to.match(/Observation 14: The cost of your sub plan is 284 dollars\.$/);
    expect(run.outcomes[1]!.plan).to.deep.equal(recordedDays('react-database', '04.txt'));
    expect(run.outcomes[1]!.calls).to.equal(16);
  });

  it('scores what the plans deserve: the cheapest entire home forbids parties', () => {
    const report = score(rows, run.outcomes);
    expect(report.evaluations[0]!.delivered).to.equal(false);
    expect(verdictsOf(report.evaluations[1]!)).to.deep.equal({
      commonsense: ALL_COMMONSENSE,
      hard: { 'meals.cuisine': null, 'lodging.houseRule': false, 'transport.exclusion': null, 'lodging.roomType': true, 'budget.total': true },
    });
    expect(report.evaluations[1]!.hard!.valid_room_rule!.message).to.equal(
      'the lodging on day 1, "Modern 1-bedroom off Beacon Blvd", does not allow parties (its rules: No parties)',
    );
    // Row 2 applies three hard checks (house rule, room type, budget), row 1 one (budget): 2 of 4 pass.
    expect(report.rates).to.deep.equal(
      rates({ delivery_rate: 0.5, commonsense_micro: 0.5, commonsense_macro: 0.5, hard_micro: 0.5, hard_macro: 0, final_pass_rate: 0 }),
    );
  });
});

describe('baselines: failed and malformed replies are "not delivered" with the reason, never a crash', () => {
  const row = fixtureRow(QUILLON);
  const request = () => ({ query: row.query, reference: row.reference, sandbox: referenceSandbox(row) });

  it('a 500 on the planning call', async () => {
    const server = await startOpenAiServer([{ status: 500, body: { error: { message: 'upstream failure', type: 'server_error' } } }]);
    try {
      const outcome = await runBaseline('direct', request(), { client: testClient(server) });
      expect(outcome.plan).to.deep.equal([]);
      expect(outcome.reason).to.equal(`direct: planning failed: LLM at ${server.baseURL}/chat/completions, attempt 1: HTTP 500: 500 upstream failure`);
      expect(outcome.calls).to.equal(0);
    } finally {
      await server.close();
    }
  });

  it('an extraction reply that is not valid JSON twice', async () => {
    const plan = loadCassette(cassette('direct', '01.txt'))[0]!.reply;
    const server = await startOpenAiServer([plan, { content: 'Here is the JSON you asked for: plan = [day 1 ...' }, { content: '{"plan": [{"day": 1}]}' }]);
    try {
      const outcome = await runBaseline('direct', request(), { client: testClient(server) });
      expect(outcome.plan).to.deep.equal([]);
      expect(outcome.text).to.match(/^Day 1:/);
      expect(outcome.reason).to.match(
        new RegExp(
          `^direct: extraction failed: LLM at ${server.baseURL}/chat/completions, attempt 2: the reply did not match the travel_plan schema, even after one repair round: /plan/0 must have required property 'days'; `,
        ),
      );
      expect(outcome.unparsable).to.equal(true);
      expect(outcome.calls).to.equal(1);
    } finally {
      await server.close();
    }
  });

  it('a reply that says no plan can be made extracts to no days', async () => {
    const server = await startOpenAiServer([{ content: 'I am sorry, but I cannot create a plan within this budget.' }, { content: '{"plan": []}' }]);
    try {
      const outcome = await runBaseline('cot', request(), { client: testClient(server) });
      expect(outcome.plan).to.deep.equal([]);
      expect(outcome.reason).to.equal('cot: the reply holds no day-by-day plan');
      // The model gave no plan; its reply was read (bench counts it as no-plan, not unparsable).
      expect(outcome.unparsable).to.equal(undefined);
      expect(outcome.calls).to.equal(2);
    } finally {
      await server.close();
    }
  });

  it('ReAct replies without an action, three times', async () => {
    const server = await startOpenAiServer(() => ({ content: 'We should probably fly to Quillon and stay somewhere nice.' }));
    try {
      const outcome = await runBaseline('react', request(), { client: testClient(server) });
      expect(outcome.plan).to.deep.equal([]);
      expect(outcome.reason).to.equal(
        'react: 3 failed actions in a row (last: Invalid action: the reply has no "Action:" line. Reply with a Thought line and an Action line, Name[argument].) (3 steps)',
      );
      expect(server.requests).to.have.length(3);
    } finally {
      await server.close();
    }
  });

  it('the key never appears in a reason, even when the server echoes it', async () => {
    const server = await startOpenAiServer([
      {
        status: 401,
        body: { error: { message: `Incorrect API key provided: ${'sk-live-TRIPSOLVER-TEST-never-print-me-8d0c1f'}`, type: 'invalid_request_error' } },
      },
    ]);
    try {
      const outcome = await runBaseline('direct', request(), { client: testClient(server) });
      expect(outcome.reason).to.equal(
        `direct: planning failed: LLM at ${server.baseURL}/chat/completions, attempt 1: HTTP 401: 401 Incorrect API key provided: [redacted]`,
      );
    } finally {
      await server.close();
    }
  });

  it('sole-planning baselines need the reference information', async () => {
    const server = await startOpenAiServer([]);
    try {
      let error: unknown;
      try {
        await runBaseline('direct', { query: row.query, sandbox: database() }, { client: testClient(server) });
      } catch (e) {
        error = e;
      }
      expect((error as Error).message).to.equal("direct plans from a row's reference information (sole-planning); run it with --mode reference");
      expect(server.requests).to.have.length(0);
    } finally {
      await server.close();
    }
  });
});
