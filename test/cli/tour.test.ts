import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'mocha';
import { main } from '../../src/cli/main.ts';
import { naturalPlanExamples, requireNaturalPlan } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { startOpenAiServer } from '../helpers/openai-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'tripsolver-tour-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('cli: bench and eval --benchmark natural-plan', () => {
  it('bench plans rows {"id","input"} from their text, writes {"id","answer",...} in order, and eval scores them against the golden plans', async function () {
    const dataDir = requireNaturalPlan(this);
    const examples = Object.entries(naturalPlanExamples(dataDir)).slice(0, 4);
    const queries = join(dir, 'q.jsonl');
    writeFileSync(queries, examples.map(([id, x]) => `${JSON.stringify({ id, input: x.prompt_0shot })}\n`).join(''));
    const out = join(dir, 'a.jsonl');
    const io = captureIo();
    expect(await main(['bench', '--benchmark', 'natural-plan', '--queries', queries, '--out', out, '--backend', 'mip'], io)).to.equal(0);
    const rows = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; answer: string; status: string; alternatives: number });
    expect(rows.map((r) => r.id)).to.deep.equal(examples.map(([id]) => id));
    expect(rows.every((r) => r.status === 'planned' && r.answer.startsWith('Here is the trip plan'))).to.equal(true);
    // Without golden plans in the rows there is nothing to score: the table says n/a, and every plan is valid.
    expect(io.stdout.join('\n')).to.match(/^all\s+4 {2}exact n\/a\s+valid 4\/4/m);

    const golden = join(dir, 'golden.jsonl');
    writeFileSync(golden, examples.map(([id, x]) => `${JSON.stringify({ id, input: x.prompt_0shot, cities: x.cities, durations: x.durations })}\n`).join(''));
    const io2 = captureIo();
    expect(await main(['eval', '--benchmark', 'natural-plan', '--queries', golden, '--plans', out], io2)).to.equal(0);
    expect(io2.stdout.join('\n')).to.match(/^all\s+4 {2}exact 4\/4 \(100\.0%\)\s+valid 4\/4$/m);
  });

  it('a row with no plan says why: the explanation, its conflict and its verified changes', async function () {
    const x = naturalPlanExamples(requireNaturalPlan(this)).trip_planning_example_1088!;
    const queries = join(dir, 'infeasible.jsonl');
    writeFileSync(queries, `${JSON.stringify({ id: 'short', input: x.prompt_0shot.replace('stay in Oslo for 5 days', 'stay in Oslo for 6 days') })}\n`);
    const out = join(dir, 'infeasible.out.jsonl');
    expect(await main(['bench', '--benchmark', 'natural-plan', '--queries', queries, '--out', out, '--backend', 'mip'], captureIo())).to.equal(0);
    const row = JSON.parse(readFileSync(out, 'utf8')) as {
      status: string;
      explanation: { kind: string; conflict: string[]; relaxations: { change: string }[] };
    };
    expect(row.status).to.equal('infeasible');
    expect(row.explanation.kind).to.equal('arithmetic');
    expect(row.explanation.conflict).to.deep.equal([
      'the stays add up to 29 days, 22 once the 7 flight days (each counted in two cities) are counted once, but the tour is 21 days',
    ]);
    expect(row.explanation.relaxations[0]!.change).to.equal('make the tour 22 days');
  });

  it('--method solver,direct,cot: the LLM baselines answer through a real OpenAI-compatible server, scored beside the solver', async function () {
    const examples = Object.entries(naturalPlanExamples(requireNaturalPlan(this))).slice(0, 2);
    const queries = join(dir, 'llm.jsonl');
    writeFileSync(queries, examples.map(([id, x]) => `${JSON.stringify({ id, input: x.prompt_0shot, cities: x.cities, durations: x.durations })}\n`).join(''));
    // The model answers the first request with its golden plan (after reasoning, for cot) and the second with nonsense.
    const server = await startOpenAiServer((r) => {
      const prompt = String(r.body.messages[0].content);
      const [id, x] = examples.find(([, e]) => prompt.includes(e.prompt_0shot.trim()))!;
      const plan = id === examples[0]![0] ? x.golden_plan : 'I cannot plan this trip.';
      return { content: prompt.includes('Think step by step') ? `The stays add up.\nSOLUTION: ${plan}` : plan };
    });
    try {
      const out = join(dir, 'llm.out.jsonl');
      const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL, TRIPSOLVER_MODEL: 'test-model', TRIPSOLVER_LLM_RETRIES: '0' };
      const io = captureIo(env);
      expect(
        await main(['bench', '--benchmark', 'natural-plan', '--queries', queries, '--out', out, '--method', 'solver,direct,cot', '--backend', 'mip'], io),
      ).to.equal(0);
      const text = io.stdout.join('\n');
      for (const [method, exact] of [
        ['solver', '2/2'],
        ['direct', '1/2'],
        ['cot', '1/2'],
      ] as const) {
        const rows = readFileSync(join(dir, `llm.out.${method}.jsonl`), 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { id: string; answer: string });
        expect(rows.map((r) => r.id)).to.deep.equal(examples.map(([id]) => id));
        expect(text, method).to.match(new RegExp(`${method}\\n[\\s\\S]*?all\\s+2 {2}exact ${exact}`));
      }
      // cot keeps only the plan after "SOLUTION:"; each request went once per baseline, with the worked examples.
      const cot = readFileSync(join(dir, 'llm.out.cot.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { answer: string });
      expect(cot[0]!.answer).to.equal(examples[0]![1].golden_plan);
      expect(server.requests).to.have.length(4);
      expect(String(server.requests[0]!.body.messages[0].content)).to.include('TASK: You plan to visit 3 European cities for 8 days in total.');
      expect(text).to.include('(model test-model)');
    } finally {
      await server.close();
    }
  });

  it('--translator llm reads each request through the model (schema-checked, one repair round) and the solver plans what it read', async function () {
    const [id, x] = Object.entries(naturalPlanExamples(requireNaturalPlan(this)))[0]!;
    const queries = join(dir, 'llm-read.jsonl');
    writeFileSync(queries, `${JSON.stringify({ id, input: x.prompt_0shot, cities: x.cities, durations: x.durations })}\n`);
    const { readTour } = await import('../../src/tour/read.ts');
    const spec = readTour(x.prompt_0shot).spec;
    // The first reply leaves out the flights' directions (not a TourSpec); the repair round gets it right.
    let n = 0;
    const server = await startOpenAiServer(() =>
      n++ === 0 ? { content: JSON.stringify({ ...spec, flights: spec.flights.map((f) => f.from) }) } : { content: JSON.stringify(spec) },
    );
    try {
      const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL, TRIPSOLVER_MODEL: 'test-model', TRIPSOLVER_LLM_RETRIES: '0' };
      const io = captureIo(env);
      const out = join(dir, 'llm-read.out.jsonl');
      expect(await main(['bench', '--benchmark', 'natural-plan', '--queries', queries, '--out', out, '--translator', 'llm', '--backend', 'mip'], io)).to.equal(
        0,
      );
      expect(io.stdout.join('\n')).to.match(/^all\s+1 {2}exact 1\/1/m);
      expect(server.requests).to.have.length(2);
      expect(String(server.requests[0]!.body.messages[0].content)).to.include(x.prompt_0shot.trim());
      expect(server.requests[0]!.body.response_format.json_schema.name).to.equal('TourSpec');
    } finally {
      await server.close();
    }
  });

  it("eval scores the benchmark's own file, published Gemini 1.5 Pro answers included: 33 of 100 exact, with the kinds of error", async function () {
    const file = join(requireNaturalPlan(this), 'trip_planning_100.json');
    const io = captureIo();
    expect(await main(['eval', '--benchmark', 'natural-plan', '--queries', file, '--plans', file], io)).to.equal(0);
    expect(io.stdout.join('\n')).to.include('all          100  exact 33/100 (33.0%)   valid 33/100');
    expect(io.stdout.join('\n')).to.include('kinds: exact 33, flight 21, cities 17, days 15, unparsed 12, window 2');
  });

  it('--compare scores more answers beside --plans, side by side per number of cities, and --chart draws them', async function () {
    const file = join(requireNaturalPlan(this), 'trip_planning_100.json');
    const ours = join(dir, 'ours.jsonl');
    expect(await main(['bench', '--benchmark', 'natural-plan', '--queries', file, '--out', ours, '--backend', 'mip'], captureIo())).to.equal(0);
    const chart = join(dir, 'side.svg');
    const io = captureIo();
    expect(await main(['eval', '--benchmark', 'natural-plan', '--queries', file, '--plans', ours, '--compare', file, '--chart', chart], io)).to.equal(0);
    const lines = io.stdout.join('\n').split('\n');
    expect(lines.find((l) => l.startsWith('cities'))!.split(/\s+/)).to.deep.equal(['cities', 'ours.jsonl', 'pred_5shot_pro']);
    expect(lines.find((l) => /^10 +[0-9]/.test(l))!.split(/\s+/)).to.deep.equal(['10', '15/17', '0/17']);
    expect(lines.find((l) => l.startsWith('exact'))!.split(/\s+/)).to.deep.equal(['exact', '97/100', '33/100']);
    const svg = readFileSync(chart, 'utf8');
    expect(svg).to.match(/^<svg/);
    expect(svg).to.include('pred_5shot_pro');
    expect(svg).to.include('exact match per number of cities');
  });

  it('bad input exits 2 naming the file or flag', async () => {
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"id": "x"}\n');
    const io = captureIo();
    expect(await main(['bench', '--benchmark', 'natural-plan', '--queries', bad, '--out', join(dir, 'o.jsonl')], io)).to.equal(2);
    expect(io.stderr.join('\n')).to.equal(`tripsolver: ${bad} [input]: line 1 has no "input" text`);
    const io2 = captureIo();
    expect(await main(['bench', '--benchmark', 'natural-plans', '--queries', bad, '--out', join(dir, 'o.jsonl')], io2)).to.equal(2);
    expect(io2.stderr.join('\n')).to.equal('tripsolver: --benchmark: expected travelplanner or natural-plan, found "natural-plans"');
    const io3 = captureIo();
    expect(await main(['bench', '--benchmark', 'natural-plan', '--queries', bad, '--out', join(dir, 'o.jsonl'), '--method', 'cot'], io3)).to.equal(2);
    expect(io3.stderr.join('\n')).to.match(/^tripsolver: bench: --method cot needs an LLM endpoint/);
    const io6 = captureIo();
    expect(await main(['bench', '--benchmark', 'natural-plan', '--queries', bad, '--out', join(dir, 'o.jsonl'), '--method', 'react'], io6)).to.equal(2);
    expect(io6.stderr.join('\n')).to.equal('tripsolver: bench --benchmark natural-plan: --method expects some of solver,direct,cot, found "react"');
    const notJson = join(dir, 'answers.json');
    writeFileSync(notJson, '{"trip_planning_example_1": ');
    const good = join(dir, 'good.jsonl');
    writeFileSync(good, '{"id": "x", "input": "text", "cities": "Oslo", "durations": "3"}\n');
    const io4 = captureIo();
    expect(await main(['eval', '--benchmark', 'natural-plan', '--queries', good, '--plans', notJson], io4)).to.equal(2);
    expect(io4.stderr.join('\n')).to.match(new RegExp(`^tripsolver: ${notJson.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: is not JSON`));
    const io5 = captureIo();
    expect(await main(['bench', '--benchmark', 'natural-plan', '--queries', bad, '--out', join(dir, 'o.jsonl'), '--concurrency', '4'], io5)).to.equal(2);
    expect(io5.stderr.join('\n')).to.equal('tripsolver: bench --benchmark natural-plan plans rows one at a time; leave out --concurrency');
  });
});
