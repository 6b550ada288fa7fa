import { expect } from 'chai';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPlanningInputs } from '../../src/bench/run.ts';
import { main } from '../../src/cli/main.ts';
import { toTravelPlannerFields, parseTripSpec } from '../../src/tripspec/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { tempDir } from '../helpers/temp.ts';

const NAMES = ['01-quickstart-quillon-3day', '02-oskaland-2city-5day', '07-infeasible-budget'];

/** Benchmark-style rows for fixture requests: the text, its reference information, and structured fields. */
function rows(corrupt: boolean): Record<string, unknown>[] {
  return NAMES.map((name, i) => {
    const dir = join(FIXTURE_DIR, 'requests', name);
    const fields = toTravelPlannerFields(parseTripSpec(JSON.parse(readFileSync(join(dir, 'spec.json'), 'utf8'))));
    const ref = join(FIXTURE_DIR, 'reference', name, 'reference_information.json');
    let reference: unknown = {};
    try {
      reference = JSON.parse(readFileSync(ref, 'utf8'));
    } catch {
      reference = {};
    }
    const structured = corrupt
      ? {
          org: 'Quillon',
          dest: 'Brasswick',
          days: 9,
          visiting_city_number: 3,
          date: ['2022-01-01'],
          people_number: 7,
          local_constraint: { 'house rule': 'pets', cuisine: ['French'], 'room type': 'shared room', transportation: 'no flight' },
          budget: 1,
        }
      : fields;
    return { idx: i + 1, query: readFileSync(join(dir, 'request.txt'), 'utf8').trim(), level: 'easy', ...structured, reference_information: reference };
  });
}

function writeRows(dir: string, name: string, data: Record<string, unknown>[]): string {
  const file = join(dir, name);
  writeFileSync(file, data.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return file;
}

const plansOf = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { plan: unknown[] }).plan);

describe('cli: bench --method solver', () => {
  it('a planner sees only the request text (and reference information in reference mode)', () => {
    const dir = tempDir('tripsolver-bench-');
    const file = writeRows(dir, 'q.jsonl', rows(false));
    for (const input of readPlanningInputs(file, 'database')) expect(Object.keys(input)).to.deep.equal(['idx', 'query']);
    for (const input of readPlanningInputs(file, 'reference')) expect(Object.keys(input)).to.deep.equal(['idx', 'query', 'referenceInformation']);
  });

  it('plans do not change when the structured fields are deliberately wrong', async () => {
    const dir = tempDir('tripsolver-bench-');
    const honest = writeRows(dir, 'honest.jsonl', rows(false));
    const corrupt = writeRows(dir, 'corrupt.jsonl', rows(true));
    const io1 = captureIo();
    expect(await main(['bench', '--queries', honest, '--data', FIXTURE_SANDBOX, '--out', join(dir, 'a.jsonl')], io1)).to.equal(0);
    const io2 = captureIo();
    expect(await main(['bench', '--queries', corrupt, '--data', FIXTURE_SANDBOX, '--out', join(dir, 'b.jsonl')], io2)).to.equal(0);
    const a = plansOf(join(dir, 'a.jsonl'));
    expect(a.map((p) => p.length)).to.deep.equal([3, 5, 0]);
    expect(plansOf(join(dir, 'b.jsonl'))).to.deep.equal(a);
    // An empty plan for the row that has none, with the reason on stderr.
    expect(io1.stderr.join('\n')).to.equal('bench solver: row 3: no plan: infeasible: no plan meets budget.total; the cheapest plan costs $1,746');
    // The honest rows are scored by the evaluator: two of three delivered, both pass.
    expect(io1.stdout.join('\n')).to.include('Final Pass Rate: 66.66666666666666%');
  });

  it('with --concurrency 2 the rows are solved on solve threads and the submissions are the same, in row order', async () => {
    const dir = tempDir('tripsolver-bench-');
    const queries = writeRows(dir, 'q.jsonl', rows(false));
    const one = captureIo();
    expect(await main(['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--out', join(dir, 'one.jsonl')], one)).to.equal(0);
    const two = captureIo();
    expect(await main(['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--concurrency', '2', '--out', join(dir, 'two.jsonl')], two)).to.equal(0);
    expect(readFileSync(join(dir, 'two.jsonl'), 'utf8')).to.equal(readFileSync(join(dir, 'one.jsonl'), 'utf8'));
    expect(two.stderr.join('\n')).to.equal(one.stderr.join('\n'));
  });

  it('resumes: rows already in the output file are kept, the rest are planned and appended', async () => {
    const dir = tempDir('tripsolver-bench-');
    const queries = writeRows(dir, 'q.jsonl', rows(false));
    const out = join(dir, 'out.jsonl');
    const first = rows(false)[0]!;
    writeFileSync(out, `${JSON.stringify({ idx: 1, query: first.query, plan: [] })}\n`);
    const io = captureIo();
    expect(await main(['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--out', out], io)).to.equal(0);
    expect(plansOf(out).map((p) => p.length)).to.deep.equal([0, 5, 0]);
  });

  it('makes a missing output folder; a folder it cannot make is bad input (exit 2) that names it', async () => {
    const dir = tempDir('tripsolver-bench-');
    const queries = writeRows(dir, 'q.jsonl', rows(false).slice(0, 1));
    const io = captureIo();
    expect(await main(['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--out', join(dir, 'new', 'deeper', 'SUB.jsonl')], io)).to.equal(0);
    expect(plansOf(join(dir, 'new', 'deeper', 'SUB.jsonl')).map((p) => p.length)).to.deep.equal([3]);
    writeFileSync(join(dir, 'a-file'), '');
    const bad = captureIo();
    expect(await main(['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--out', join(dir, 'a-file', 'SUB.jsonl')], bad)).to.equal(2);
    expect(bad.stderr.join('\n')).to.equal(`tripsolver: ${join(dir, 'a-file', 'SUB.jsonl')}: cannot create the output folder ${join(dir, 'a-file')} (EEXIST)`);
  });

  it('reference mode plans each row from its own reference information', async () => {
    const dir = tempDir('tripsolver-bench-');
    const queries = writeRows(dir, 'q.jsonl', rows(false).slice(0, 2));
    const io = captureIo();
    expect(await main(['bench', '--queries', queries, '--data', FIXTURE_SANDBOX, '--mode', 'reference', '--out', join(dir, 'r.jsonl')], io)).to.equal(0);
    expect(plansOf(join(dir, 'r.jsonl')).map((p) => p.length)).to.deep.equal([3, 5]);
  });
});

describe('bench: internal errors are counted, and never stop the other rows', () => {
  it('a row whose plan fails verification or hits a bug is an internal error; a refusal is a row with no plan', async () => {
    const { runMethod } = await import('../../src/bench/run.ts');
    const { InternalError, SpecError } = await import('../../src/common/errors.ts');
    const dir = tempDir('tripsolver-bench-errors-');
    const inputs = [1, 2, 3, 4, 5].map((idx) => ({ idx, query: `request ${idx}` }));
    const day = { days: 1, current_city: 'from A to B', transportation: '-', breakfast: '-', attraction: '-', lunch: '-', dinner: '-', accommodation: '-' };
    const method = async (input: { idx: unknown }) => {
      if (input.idx === 2) throw new Error('a solved plan failed budget.total (the itinerary costs 10 but the model priced 9)');
      if (input.idx === 3) throw new InternalError('HiGHS ended with status "Unknown"');
      if (input.idx === 4) throw new SpecError('travellers', 'the request does not say how many travel');
      return { plan: [day] };
    };
    const io = captureIo();
    const ctx = {
      mode: 'database' as const,
      dataDir: FIXTURE_SANDBOX,
      env: {},
      database: () => {
        throw new Error('not used');
      },
    };
    const report = await runMethod('solver', method as never, inputs, ctx as never, join(dir, 'out.jsonl'), 2, io);
    expect({ errors: report.errors, failures: report.failures }).to.deep.equal({ errors: 2, failures: 1 });
    expect(plansOf(join(dir, 'out.jsonl')).map((p) => p.length)).to.deep.equal([1, 0, 0, 0, 1]);
    expect([...io.stderr].sort()).to.deep.equal([
      'bench solver: row 2: internal error: a solved plan failed budget.total (the itinerary costs 10 but the model priced 9)',
      'bench solver: row 3: internal error: HiGHS ended with status "Unknown"',
      'bench solver: row 4: no plan: unclear: travellers: the request does not say how many travel',
    ]);
  });
});
