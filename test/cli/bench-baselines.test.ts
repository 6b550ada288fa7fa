/**
 * `tripsolver bench` with the pure-LLM baselines, against a local OpenAI-compatible server replaying the
 * recorded replies in fixtures/llm/ (real SDK, real HTTP): one submission per method, the side-by-side table
 * (printed and as Markdown), the per-check chart as SVG, resuming without new requests, failures recorded as
 * "not delivered" with their reason, and the key in no output.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE, COMMONSENSE_IDS, HARD_IDS } from '../../src/catalogue/index.ts';
import { main } from '../../src/cli/main.ts';
import type { PlanDay } from '../../src/tripspec/index.ts';
import { cassette, loadCassette, replay, type Replay } from '../baselines/cassette.ts';
import { OSKALAND, PORT_ALDER, QUILLON, SECRET_KEY, benchmarkLine, fixtureRow } from '../baselines/helpers.ts';
import { FIXTURE_SANDBOX } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-server.ts';
import { tempDir } from '../helpers/temp.ts';

const MODEL = 'gpt-4o-mini-2024-07-18';

function envFor(server: OpenAiServer, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { OPENAI_API_KEY: SECRET_KEY, OPENAI_BASE_URL: server.baseURL, TRIPSOLVER_MODEL: MODEL, TRIPSOLVER_LLM_RETRIES: '0', ...extra };
}

function writeQueries(dir: string, names: readonly string[]): string {
  const file = join(dir, 'queries.jsonl');
  writeFileSync(file, names.map((n, i) => benchmarkLine(fixtureRow(n), i + 1)).join('\n') + '\n');
  return file;
}

const plansOf = (file: string): PlanDay[][] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { plan: PlanDay[] }).plan);

function recordedDays(folder: string, file: string): PlanDay[] {
  const extraction = loadCassette(cassette(folder, file)).find((e) => e.match[0] === 'Copy its key components')!;
  return (JSON.parse((extraction.reply as { content: string }).content) as { plan: PlanDay[] }).plan;
}

/** The cells of a Markdown table row that starts with `| first |`. */
function markdownRow(markdown: string, first: string): string[] {
  const line = markdown.split('\n').find((l) => l.startsWith(`| ${first} |`));
  expect(line, `a row for ${first}`).to.be.a('string');
  return line!.slice(2, -2).split(' | ');
}

/** Every tag of an SVG closed in order (a small well-formedness check). */
function assertWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg')).to.equal(true);
  expect(svg.trimEnd().endsWith('</svg>')).to.equal(true);
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing </${name}>`).to.equal(name);
    else stack.push(name!);
  }
  expect(stack).to.deep.equal([]);
  expect(svg).not.to.match(/<(?![/a-zA-Z!?])/);
}

/** No file in the folder, and nothing printed, holds the key. */
function assertNoKey(dir: string, ...printed: string[][]): void {
  for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f), 'utf8'), f).not.to.include(SECRET_KEY);
  for (const lines of printed) expect(lines.join('\n')).not.to.include(SECRET_KEY);
}

const rateCells = (md: string, method: string) => {
  const c = markdownRow(md, method);
  // method, delivered, 5 rates | p50, p95 (timings vary) | tokens in, tokens out, cost
  return [...c.slice(0, 7), ...c.slice(9)];
};

describe('cli: bench with the pure-LLM baselines', () => {
  const METHODS = ['solver', 'direct', 'cot', 'react', 'reflexion'];
  let dir: string;
  let server: OpenAiServer;
  let recorded: Replay;
  let first: ReturnType<typeof captureIo>;
  let code: number;
  const args = () => [
    'bench',
    '--queries',
    join(dir, 'queries.jsonl'),
    '--data',
    FIXTURE_SANDBOX,
    '--mode',
    'reference',
    '--method',
    'solver',
    '--method',
    'direct,cot',
    '--method',
    'react,reflexion',
    '--out',
    join(dir, 'SUB.jsonl'),
  ];

  before(async () => {
    dir = tempDir('tripsolver-bench-llm-');
    writeQueries(dir, [QUILLON, OSKALAND]);
    recorded = replay(['direct', 'cot', 'react', 'reflexion'].flatMap((m) => [cassette(m, '01.txt'), cassette(m, '02.txt')]));
    server = await startOpenAiServer(recorded.handler);
    first = captureIo(envFor(server, { TRIPSOLVER_PRICE_IN: '0.15', TRIPSOLVER_PRICE_OUT: '0.60' }));
    code = await main(args(), first);
  });
  after(async () => {
    await server.close();
  });

  it('plans every row with every method, with exactly the recorded LLM calls', () => {
    expect(code, first.stderr.join('\n')).to.equal(0);
    expect(recorded.unmatched).to.deep.equal([]);
    expect(recorded.unused()).to.deep.equal([]);
    expect(server.requests).to.have.length(4 + 4 + 8 + 14);
  });

  it('writes one submission file per method, in row order', () => {
    for (const m of METHODS) expect(plansOf(join(dir, `SUB.${m}.jsonl`)), m).to.have.length(2);
    expect(plansOf(join(dir, 'SUB.direct.jsonl'))).to.deep.equal([recordedDays('direct', '01.txt'), recordedDays('direct', '02.txt')]);
    expect(plansOf(join(dir, 'SUB.react.jsonl'))).to.deep.equal([recordedDays('react', '01.txt'), []]);
    expect(plansOf(join(dir, 'SUB.solver.jsonl')).map((p) => p.length)).to.deep.equal([3, 5]);
  });

  it('reports a row it could not plan on stderr and in the run log, with the reason', () => {
    const reason =
      'react: the same action 3 times in a row: CostEnquiry[{"people_number": 2, "days": 1, "current_city": "from Brasswick to Greywater", "transportation": "Flight ... (3 steps)';
    expect(first.stderr).to.deep.equal([`bench react: row 2: no plan: ${reason}`]);
    const log = readFileSync(join(dir, 'SUB.react.log.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(log.map((e) => ({ row: e.row, outcome: e.outcome, delivered: e.delivered, reason: e.reason, calls: e.calls, usage: e.usage }))).to.deep.equal([
      { row: 1, outcome: 'planned', delivered: true, reason: undefined, calls: 5, usage: { promptTokens: 20092, completionTokens: 1671, totalTokens: 21763 } },
      { row: 2, outcome: 'no-plan', delivered: false, reason, calls: 3, usage: { promptTokens: 25950, completionTokens: 580, totalTokens: 26530 } },
    ]);
  });

  it('prints a summary per method and the methods side by side', () => {
    const out = first.stdout.join('\n');
    expect(out).to.include(`direct (reference mode, ${MODEL}): 2/2 planned; wrote ${join(dir, 'SUB.direct.jsonl')}\n`);
    expect(out).to.include(`react (reference mode, ${MODEL}): 1/2 planned; wrote ${join(dir, 'SUB.react.jsonl')}\n`);
    expect(out).to.include(`solver (reference mode, auto): 2/2 planned; wrote ${join(dir, 'SUB.solver.jsonl')}\n`);
    expect(out).to.include('tokens this run: 83548 in, 4479 out\n');
    expect(out).to.match(
      /\nMethods side by side:\nmethod +delivered +commonsense micro +commonsense macro +hard micro +hard macro +final pass +p50 latency +p95 latency +tokens in +tokens out +cost\n/,
    );
    expect(out).to.match(/\ncot +2\/2 \(100\.0%\) +93\.8% +50\.0% +50\.0% +50\.0% +50\.0% +\S+ m?s +\S+ m?s +16,928 +3,644 +\$0\.0047\n/);
    expect(out).to.include(`\nwrote ${join(dir, 'SUB.table.md')}\nwrote ${join(dir, 'SUB.checks.svg')}`);
  });

  it('writes the table as Markdown: exact rates, tokens and cost per method', () => {
    const md = readFileSync(join(dir, 'SUB.table.md'), 'utf8');
    expect(md.split('\n')[0]).to.equal(`# tripsolver bench: ${join(dir, 'queries.jsonl')}`);
    expect(markdownRow(md, 'method')).to.deep.equal([
      'method',
      'delivered',
      'commonsense micro',
      'commonsense macro',
      'hard micro',
      'hard macro',
      'final pass',
      'p50 latency',
      'p95 latency',
      'tokens in',
      'tokens out',
      'cost',
    ]);
    expect(rateCells(md, 'solver')).to.deep.equal(['solver', '2/2 (100.0%)', '100.0%', '100.0%', '100.0%', '100.0%', '100.0%', 'n/a', 'n/a', 'n/a']);
    expect(rateCells(md, 'direct')).to.deep.equal(['direct', '2/2 (100.0%)', '93.8%', '50.0%', '100.0%', '100.0%', '50.0%', '16,278', '3,051', '$0.0043']);
    expect(rateCells(md, 'cot')).to.deep.equal(['cot', '2/2 (100.0%)', '93.8%', '50.0%', '50.0%', '50.0%', '50.0%', '16,928', '3,644', '$0.0047']);
    expect(rateCells(md, 'react')).to.deep.equal(['react', '1/2 (50.0%)', '50.0%', '50.0%', '0.0%', '0.0%', '0.0%', '46,042', '2,251', '$0.0083']);
    expect(rateCells(md, 'reflexion')).to.deep.equal([
      'reflexion',
      '2/2 (100.0%)',
      '93.8%',
      '50.0%',
      '100.0%',
      '100.0%',
      '50.0%',
      '83,548',
      '4,479',
      '$0.0152',
    ]);
    for (const m of METHODS) expect(markdownRow(md, m)[7]).to.match(/^\d+ ms$|^\d+\.\d s$/);
    expect(md).to.include(`${2} rows, reference mode, LLM model ${MODEL}.`);
    expect(md).to.include('- Cost at $0.15 per million input tokens and $0.6 per million output tokens (TRIPSOLVER_PRICE_IN, TRIPSOLVER_PRICE_OUT).');
  });

  it('and the pass rate of each of the 13 checks per method', () => {
    const md = readFileSync(join(dir, 'SUB.table.md'), 'utf8');
    expect(markdownRow(md, 'check')).to.deep.equal(['check', ...METHODS]);
    const row = (id: keyof typeof CATALOGUE) => markdownRow(md, CATALOGUE[id].title).slice(1);
    const all = '2/2 (100.0%)';
    const half = '1/2 (50.0%)';
    expect(row('route.reasonable')).to.deep.equal([all, all, all, half, all]);
    expect(row('transport.nonConflicting')).to.deep.equal([all, half, all, half, all]);
    expect(row('plan.withinSandbox')).to.deep.equal([all, all, half, half, all]);
    expect(row('lodging.minNights')).to.deep.equal([all, all, all, half, half]);
    expect(row('budget.total')).to.deep.equal([all, all, half, '0/2 (0.0%)', all]);
    for (const id of ['meals.cuisine', 'lodging.houseRule', 'transport.exclusion', 'lodging.roomType'] as const)
      expect(row(id)).to.deep.equal(['-', '-', '-', '-', '-']);
    expect([...COMMONSENSE_IDS, ...HARD_IDS].map((id) => markdownRow(md, CATALOGUE[id].title)[0])).to.have.length(13);
  });

  it('draws the per-check chart as SVG with vega-lite: well formed, every method named', () => {
    const svg = readFileSync(join(dir, 'SUB.checks.svg'), 'utf8');
    assertWellFormedSvg(svg);
    for (const m of METHODS) expect(svg).to.include(`>${m}</text>`);
    for (const id of [...COMMONSENSE_IDS, ...HARD_IDS]) expect(svg).to.include(`>${CATALOGUE[id].title.replace(/&/g, '&amp;')}</text>`);
    expect(svg).to.include('Pass rate per check');
  });

  it('never writes or prints the key', () => {
    assertNoKey(dir, first.stdout, first.stderr);
  });

  it('a rerun resumes: no new HTTP requests for rows already done, the same table', async () => {
    const before = server.requests.length;
    const table = readFileSync(join(dir, 'SUB.table.md'), 'utf8');
    const plans = METHODS.map((m) => readFileSync(join(dir, `SUB.${m}.jsonl`), 'utf8'));
    const again = captureIo(envFor(server, { TRIPSOLVER_PRICE_IN: '0.15', TRIPSOLVER_PRICE_OUT: '0.60' }));
    expect(await main(args(), again)).to.equal(0);
    expect(server.requests.length).to.equal(before);
    expect(again.stderr).to.deep.equal([]);
    expect(METHODS.map((m) => readFileSync(join(dir, `SUB.${m}.jsonl`), 'utf8'))).to.deep.equal(plans);
    // Latency and tokens come from the run logs, so the table is the same.
    expect(readFileSync(join(dir, 'SUB.table.md'), 'utf8')).to.equal(table);
    expect(again.stdout.join('\n')).to.include('(0 of 2 rows run this time)');
  });
});

describe('cli: bench --method react in database mode, rows planned concurrently', () => {
  it('scores the recorded agents exactly', async () => {
    const dir = tempDir('tripsolver-bench-react-');
    const queries = writeQueries(dir, [QUILLON, PORT_ALDER]);
    const recorded = replay([cassette('react-database', '01.txt'), cassette('react-database', '04.txt')]);
    const server = await startOpenAiServer(recorded.handler);
    try {
      const io = captureIo(envFor(server));
      const code = await main(
        ['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--method', 'react', '--concurrency', '2', '--out', join(dir, 'r.jsonl')],
        io,
      );
      expect(code, io.stderr.join('\n')).to.equal(0);
      expect(recorded.unused()).to.deep.equal([]);
      expect(plansOf(join(dir, 'r.jsonl'))).to.deep.equal([[], recordedDays('react-database', '04.txt')]);
      expect(io.stderr).to.deep.equal([
        'bench react: row 1: no plan: react: 3 failed actions in a row (last: "16-03-2022" is not a date in the format YYYY-MM-DD.) (3 steps)',
      ]);
      const out = io.stdout.join('\n');
      // One method: the evaluator's own table as for the solver, then the side by side.
      expect(out).to.include(`react (database mode, ${MODEL}): 1/2 planned; wrote ${join(dir, 'r.jsonl')}\n`);
      expect(out).to.include(
        'Delivery Rate: 50.0%\nCommonsense Constraint Micro Pass Rate: 50.0%\nCommonsense Constraint Macro Pass Rate: 50.0%\nHard Constraint Micro Pass Rate: 50.0%\nHard Constraint Macro Pass Rate: 0.0%\nFinal Pass Rate: 0.0%\n',
      );
      const md = readFileSync(join(dir, 'r.table.md'), 'utf8');
      expect(rateCells(md, 'react')).to.deep.equal(['react', '1/2 (50.0%)', '50.0%', '50.0%', '50.0%', '0.0%', '0.0%', '99,895', '2,126', 'n/a']);
      expect(markdownRow(md, CATALOGUE['lodging.houseRule'].title).slice(1)).to.deep.equal(['0/1 (0.0%)']);
      expect(markdownRow(md, CATALOGUE['lodging.roomType'].title).slice(1)).to.deep.equal(['1/1 (100.0%)']);
      expect(md).to.include('- No cost: set TRIPSOLVER_PRICE_IN and TRIPSOLVER_PRICE_OUT');
      assertWellFormedSvg(readFileSync(join(dir, 'r.checks.svg'), 'utf8'));
    } finally {
      await server.close();
    }
  });
});

describe('cli: bench records failed and malformed LLM replies as not delivered', () => {
  it('a malformed extraction and a 500, each with its reason; the key appears nowhere', async () => {
    const dir = tempDir('tripsolver-bench-fail-');
    const queries = writeQueries(dir, [QUILLON, OSKALAND]);
    const recorded = replay([cassette('failures', 'direct.txt')]);
    const server = await startOpenAiServer(recorded.handler);
    try {
      const io = captureIo(envFor(server));
      const code = await main(
        ['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--mode', 'reference', '--method', 'direct', '--out', join(dir, 'd.jsonl')],
        io,
      );
      expect(code).to.equal(0);
      expect(recorded.unused()).to.deep.equal([]);
      expect(plansOf(join(dir, 'd.jsonl'))).to.deep.equal([[], []]);
      const endpoint = `${server.baseURL}/chat/completions`;
      const reasons = [
        `direct: extraction failed: LLM at ${endpoint}, attempt 2: the reply did not match the travel_plan schema, even after one repair round: /plan/0 must have required property 'days'; /plan/0 must have required property 'current_city'; /plan/0 must have required property 'transportation'; /plan/0 must have required property 'breakfast'; /plan/0 must have required property 'attraction'; /plan/0 must have required property 'lunch'; /plan/0 must have required property 'dinner'; /plan/0 must have required property 'accommodation'`,
        `direct: planning failed: LLM at ${endpoint}, attempt 1: HTTP 500: 500 The server had an error while processing your request. Sorry about that!`,
      ];
      expect(io.stderr).to.deep.equal(reasons.map((r, i) => `bench direct: row ${i + 1}: no plan: ${r}`));
      const log = readFileSync(join(dir, 'd.log.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      // A reply no plan could be read from is unparsable; no reply at all is no plan.
      expect(log.map((e) => [e.row, e.outcome, e.delivered, e.reason])).to.deep.equal([
        [1, 'unparsable', false, reasons[0]],
        [2, 'no-plan', false, reasons[1]],
      ]);
      const text = io.stdout.join('\n');
      expect(
        text
          .slice(text.indexOf('What became of each row'))
          .split('\n')
          .slice(1, 3)
          .map((l) => l.trim().split(/\s{2,}/)),
      ).to.deep.equal([
        ['method', 'planned', 'unclear', 'no-data', 'infeasible', 'timeout', 'error', 'no-plan', 'unparsable', 'total', 'in the cores', 'asked about'],
        ['direct', '0', '0', '0', '0', '0', '0', '1', '1', '2', '-', '-'],
      ]);
      expect(io.stdout.join('\n')).to.include('Delivery Rate: 0.0%\n');
      expect(rateCells(readFileSync(join(dir, 'd.table.md'), 'utf8'), 'direct').slice(0, 7)).to.deep.equal([
        'direct',
        '0/2 (0.0%)',
        '0.0%',
        '0.0%',
        '0.0%',
        '0.0%',
        '0.0%',
      ]);
      assertNoKey(dir, io.stdout, io.stderr);
    } finally {
      await server.close();
    }
  });
});

describe('cli: bench flags for the baselines', () => {
  const dir = tempDir('tripsolver-bench-flags-');
  const queries = writeQueries(dir, [QUILLON]);
  const run = async (args: string[], env: NodeJS.ProcessEnv = { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }) => {
    const io = captureIo(env);
    const code = await main(['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--out', join(dir, 'x.jsonl'), ...args], io);
    return { code, err: io.stderr.join('\n') };
  };

  it('sole-planning methods need --mode reference', async () => {
    expect(await run(['--method', 'direct'])).to.deep.equal({
      code: 2,
      err: "tripsolver: bench: --method direct plans from each row's reference information (the paper's sole-planning mode); add --mode reference",
    });
  });

  it('an unknown method is named', async () => {
    expect(await run(['--method', 'solver,gpt'])).to.deep.equal({
      code: 2,
      err: 'tripsolver: bench: --method gpt: expected one of solver, direct, cot, react, reflexion',
    });
  });

  it('a baseline without an LLM endpoint says which variables to set', async () => {
    expect(await run(['--method', 'react'], {})).to.deep.equal({
      code: 2,
      err: 'tripsolver: bench: --method react needs an LLM endpoint: set OPENAI_API_KEY (and OPENAI_BASE_URL for another OpenAI-compatible server; TRIPSOLVER_MODEL names the model)',
    });
  });

  it('a price that is not a number', async () => {
    expect(await run(['--method', 'react'], { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', TRIPSOLVER_PRICE_IN: '$0.15' })).to.deep.equal({
      code: 2,
      err: 'tripsolver: TRIPSOLVER_PRICE_IN: expected US dollars per million tokens (a number of at least 0), found "$0.15"',
    });
  });
});
