/**
 * bench says what became of every row (issue 28): one outcome per row from the closed set of src/outcome, in the
 * run log, in a table beside the score table, in SUB.table.md and a chart; with --explain the explanation of
 * every infeasible row, its relaxations re-solved, in SUB.explain.jsonl.
 */
import { expect } from 'chai';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { loadSandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, toTravelPlannerFields } from '../../src/tripspec/index.ts';
import { cutBudgetRows } from '../../corpus/cut-budgets.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX, readJsonl, requireTravelPlanner } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { OUTCOME_ROWS } from '../helpers/outcomes.ts';
import { tempDir } from '../helpers/temp.ts';

/** Rows of every outcome the solver can reach on the fixture sandbox (timeouts and errors are tested in bench.test.ts). */
const fixtureText = (name: string) => readFileSync(join(FIXTURE_DIR, 'requests', name, 'request.txt'), 'utf8').trim();

const ROWS = OUTCOME_ROWS;

type Entry = Record<string, unknown>;
const byRow = <T extends { row?: unknown }>(list: T[]): T[] => [...list].sort((a, b) => Number(a.row) - Number(b.row));
const withoutMs = (e: Entry) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'ms'));

const EXPECTED_LOG: Entry[] = [
  { row: 1, idx: 1, outcome: 'planned', status: 'optimal', delivered: true },
  {
    row: 2,
    idx: 2,
    outcome: 'infeasible',
    core: ['budget.total'],
    minimumBudget: 1746,
    delivered: false,
    reason: 'infeasible: no plan meets budget.total; the cheapest plan costs $1,746',
  },
  { row: 3, idx: 3, outcome: 'infeasible', core: ['meals.cuisine'], minimumBudget: null, delivered: false, reason: 'infeasible: no plan meets meals.cuisine' },
  {
    row: 4,
    idx: 4,
    outcome: 'infeasible',
    core: ['lodging.houseRule', 'lodging.roomType'],
    minimumBudget: null,
    delivered: false,
    reason: 'infeasible: no plan meets lodging.houseRule and lodging.roomType together',
  },
  { row: 5, idx: 5, outcome: 'infeasible', core: ['trip.dates'], minimumBudget: null, delivered: false, reason: 'infeasible: no plan meets trip.dates' },
  {
    row: 6,
    idx: 6,
    outcome: 'no-data',
    reason:
      'no-data: the data cannot answer this request: startDate: the sandbox has travel data from 2022-03-01 to 2022-03-31 only, not for 2023-01-10 to 2023-01-12 (found: "2023-01-10")',
    delivered: false,
  },
  {
    row: 7,
    idx: 7,
    outcome: 'unclear',
    fields: ['origin', 'destination', 'days', 'startDate'],
    message: 'origin: no starting city found; write "from <city>"',
    questions: [
      'Where does the trip start (and end)? Name a city.',
      'Where does the trip go? Name one city, or a state whose cities you want to visit.',
      'How many days is the trip, counting the days you travel?',
      'On what date does the trip start (for example 2022-03-16)?',
    ],
    delivered: false,
    reason: 'unclear: origin: no starting city found; write "from <city>"',
  },
];

describe('cli: bench says what became of every row', function () {
  this.timeout(120_000);
  let dir: string;
  let plain: ReturnType<typeof captureIo>;
  let explained: ReturnType<typeof captureIo>;

  before(async () => {
    dir = tempDir('tripsolver-bench-outcomes-');
    const queries = join(dir, 'q.jsonl');
    writeFileSync(queries, ROWS.map((r) => JSON.stringify(r)).join('\n') + '\n');
    plain = captureIo();
    expect(await main(['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--out', join(dir, 'plain', 'sub.jsonl')], plain)).to.equal(0);
    explained = captureIo();
    expect(
      await main(
        ['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--out', join(dir, 'explained', 'sub.jsonl'), '--explain', '--concurrency', '2'],
        explained,
      ),
    ).to.equal(0);
  });

  it('the run log holds {"row", "idx", "outcome", ...} for every row: the core and minimum budget, what the data lacks, the fields asked about', () => {
    expect(readJsonl<Entry>(join(dir, 'plain', 'sub.log.jsonl')).map(withoutMs)).to.deep.equal(EXPECTED_LOG);
    // --explain re-solves the relaxations; the outcomes do not change.
    // With --concurrency the rows are logged as they finish, each with its row number.
    expect(byRow(readJsonl<Entry>(join(dir, 'explained', 'sub.log.jsonl'))).map(withoutMs)).to.deep.equal(EXPECTED_LOG);
  });

  it('each row without a plan gets one line on stderr saying why', () => {
    expect(plain.stderr).to.deep.equal(
      EXPECTED_LOG.filter((e) => e.delivered === false).map((e) => `bench solver: row ${String(e.row)}: no plan: ${String(e.reason)}`),
    );
  });

  it('prints the outcome table beside the score table; it sums to the row count', () => {
    const text = plain.stdout.join('\n');
    const at = text.indexOf('What became of each row');
    expect(at).to.be.greaterThan(0);
    const table = text
      .slice(at)
      .split('\n')
      .slice(1, 3)
      .map((l) => l.trim().split(/\s{2,}/));
    expect(table).to.deep.equal([
      ['method', 'planned', 'unclear', 'no-data', 'infeasible', 'timeout', 'error', 'total', 'in the cores', 'asked about'],
      [
        'solver',
        '1',
        '1',
        '1',
        '4',
        '0',
        '0',
        '7',
        'budget 1, cuisine 1, house rule 1, room type 1, trip.dates 1',
        'days 1, destination 1, origin 1, startDate 1',
      ],
    ]);
  });

  it('writes the same table into SUB.table.md and the outcome chart beside the per-check chart', () => {
    const md = readFileSync(join(dir, 'plain', 'sub.table.md'), 'utf8');
    expect(md).to.include('## What became of each row');
    expect(md).to.include('| method | planned | unclear | no-data | infeasible | timeout | error | total | in the cores | asked about |');
    expect(md).to.include(
      '| solver | 1 | 1 | 1 | 4 | 0 | 0 | 7 | budget 1, cuisine 1, house rule 1, room type 1, trip.dates 1 | days 1, destination 1, origin 1, startDate 1 |',
    );
    const svg = readFileSync(join(dir, 'plain', 'sub.outcomes.svg'), 'utf8');
    expect(svg.startsWith('<svg')).to.equal(true);
    expect(svg.trimEnd().endsWith('</svg>')).to.equal(true);
    for (const word of ['What became of each row', 'solver', 'planned', 'unclear', 'no-data', 'infeasible']) expect(svg).to.include(word);
    expect(plain.stdout.join('\n')).to.include(`wrote ${join(dir, 'plain', 'sub.outcomes.svg')}`);
  });

  it('without --explain there is no explanation file', () => {
    expect(existsSync(join(dir, 'plain', 'sub.explain.jsonl'))).to.equal(false);
  });

  it('with --explain every infeasible row has its explanation, the object of explain --json, each relaxation re-solved and verified', async () => {
    const lines = byRow(
      readJsonl<{ row: number; idx: number; outcome: string; explanation: Record<string, unknown> }>(join(dir, 'explained', 'sub.explain.jsonl')),
    );
    expect(lines.map((l) => [l.row, l.idx, l.outcome])).to.deep.equal([
      [2, 2, 'infeasible'],
      [3, 3, 'infeasible'],
      [4, 4, 'infeasible'],
      [5, 5, 'infeasible'],
    ]);
    for (const line of lines) {
      const io = captureIo();
      expect(await main(['explain', ROWS[line.idx - 1]!.query, '--data', FIXTURE_SANDBOX, '--json'], io)).to.equal(1);
      expect(line.explanation).to.deep.equal(JSON.parse(io.stdout.join('\n')));
      const relaxations = line.explanation.relaxations as { verified: boolean }[];
      expect(relaxations.length).to.be.greaterThan(0);
      expect(relaxations.every((r) => r.verified)).to.equal(true);
    }
    expect(lines[0]!.explanation.relaxations).to.deep.equal([
      { id: 'budget.total', change: 'raise the budget to $1,746', cost: 1746, verified: true, patch: { budget: 1746 } },
    ]);
    expect(explained.stdout.join('\n')).to.include(`wrote ${join(dir, 'explained', 'sub.explain.jsonl')}`);
  });
});

describe('cli: eval --per-plan gives the outcome of each row, from the bench run log', function () {
  this.timeout(120_000);
  const NAMES = ['01-quickstart-quillon-3day', '07-infeasible-budget', '09-infeasible-pets-shared-room'];
  const rows = NAMES.map((name, i) => ({
    idx: i + 1,
    query: fixtureText(name),
    level: 'easy',
    ...toTravelPlannerFields(parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')))),
  }));
  let dir: string;

  before(async () => {
    dir = tempDir('tripsolver-eval-outcomes-');
    writeFileSync(join(dir, 'q.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    expect(await main(['bench', '--queries', join(dir, 'q.jsonl'), '--data', FIXTURE_SANDBOX, '--out', join(dir, 'sub.jsonl')], captureIo())).to.equal(0);
  });

  it("reads SUB.log.jsonl beside the plans: each line carries its row's outcome and details", async () => {
    const io = captureIo();
    expect(
      await main(
        ['eval', '--queries', join(dir, 'q.jsonl'), '--plans', join(dir, 'sub.jsonl'), '--data', FIXTURE_SANDBOX, '--per-plan', join(dir, 'per-plan.jsonl')],
        io,
      ),
    ).to.equal(0);
    const lines = readJsonl<Entry>(join(dir, 'per-plan.jsonl'));
    expect(lines.map((l) => [l.idx, l.outcome, l.final])).to.deep.equal([
      [1, 'planned', true],
      [2, 'infeasible', false],
      [3, 'infeasible', false],
    ]);
    expect(lines[0]).to.deep.include({ status: 'optimal' });
    expect(lines[1]).to.deep.include({
      core: ['budget.total'],
      minimumBudget: 1746,
      reason: 'infeasible: no plan meets budget.total; the cheapest plan costs $1,746',
    });
    expect(lines[2]).to.deep.include({ core: ['lodging.houseRule', 'lodging.roomType'], minimumBudget: null });
  });

  it('--log names the run log; a malformed entry names its file, line and field, and nothing is written', async () => {
    const log = join(dir, 'elsewhere.log.jsonl');
    writeFileSync(
      log,
      `${JSON.stringify({ row: 1, idx: 1, outcome: 'planned', status: 'optimal' })}\n${JSON.stringify({ row: 2, idx: 2, outcome: 'lost' })}\n`,
    );
    const io = captureIo();
    const out = join(dir, 'bad.jsonl');
    expect(
      await main(
        ['eval', '--queries', join(dir, 'q.jsonl'), '--plans', join(dir, 'sub.jsonl'), '--data', FIXTURE_SANDBOX, '--per-plan', out, '--log', log],
        io,
      ),
    ).to.equal(2);
    expect(io.stderr.join('\n')).to.equal(
      `tripsolver: ${log} [outcome]: line 2: expected one of planned, unclear, no-data, infeasible, timeout, error, no-plan, unparsable, found "lost"`,
    );
    expect(existsSync(out)).to.equal(false);
    // A log that holds only some rows: the others say whether a plan was given.
    writeFileSync(log, `${JSON.stringify({ row: 2, idx: 2, outcome: 'timeout', reason: 'the solver ran out of time (10 ms)' })}\n`);
    expect(
      await main(
        ['eval', '--queries', join(dir, 'q.jsonl'), '--plans', join(dir, 'sub.jsonl'), '--data', FIXTURE_SANDBOX, '--per-plan', out, '--log', log],
        captureIo(),
      ),
    ).to.equal(0);
    expect(readJsonl<Entry>(out).map((l) => [l.outcome, l.reason])).to.deep.equal([
      ['planned', undefined],
      ['timeout', 'the solver ran out of time (10 ms)'],
      ['no-plan', undefined],
    ]);
  });
});

describe('cli: bench --explain on training requests with their budgets cut a dollar under the cheapest plan', function () {
  this.timeout(600_000);

  it('every row is infeasible with the budget in its core, and its minimum budget is exact: a plan at it, none a dollar below', async function () {
    const data = requireTravelPlanner(this);
    // The first 24 training requests, their budget in the text cut a dollar under the cheapest plan.
    const rows = await cutBudgetRows(data, loadSandbox(data), 24);
    expect(rows).to.have.length(24);
    const cheapest = rows.map((r) => r.cheapest);
    const dir = tempDir('tripsolver-bench-cut-');
    const queries = join(dir, 'q.jsonl');
    writeFileSync(queries, rows.map((r) => JSON.stringify({ idx: r.idx, query: r.query })).join('\n') + '\n');
    const io = captureIo();
    expect(await main(['bench', '--queries', queries, '--data', data, '--out', join(dir, 'sub.jsonl'), '--explain', '--concurrency', '4'], io)).to.equal(0);
    const log = byRow(readJsonl<Entry>(join(dir, 'sub.log.jsonl')));
    const explanations = byRow(
      readJsonl<{
        row: number;
        idx: number;
        explanation: { core: { id: string }[]; minimumBudget: number; relaxations: { id: string; verified: boolean; patch: Record<string, unknown> }[] };
      }>(join(dir, 'sub.explain.jsonl')),
    );
    expect(log.map((e) => e.outcome)).to.deep.equal(rows.map(() => 'infeasible'));
    expect(explanations.map((e) => e.idx)).to.deep.equal(rows.map((r) => r.idx));
    rows.forEach((row, i) => {
      // None a dollar below: the bench proved the row (its budget cheapest - 1) has no plan.
      expect(log[i]!.core, `row ${row.idx}`).to.include('budget.total');
      expect(log[i]!.minimumBudget, `row ${row.idx}`).to.equal(cheapest[i]);
      const e = explanations[i]!.explanation;
      expect(e.minimumBudget, `row ${row.idx}`).to.equal(cheapest[i]);
      // A plan at it: the budget relaxation was re-solved at exactly the minimum and verified.
      expect(
        e.relaxations.find((r) => r.id === 'budget.total'),
        `row ${row.idx}`,
      ).to.deep.include({ verified: true, patch: { budget: cheapest[i] } });
      expect(
        e.relaxations.every((r) => r.verified),
        `row ${row.idx}`,
      ).to.equal(true);
    });
  });
});
