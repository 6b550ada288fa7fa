/** `tripsolver eval` end to end through main() with a captured Io. */
import { expect } from 'chai';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, type Io } from '../../src/cli/main.ts';
import { benchmark, brokenSubmission, type Benchmark } from './helpers.ts';

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

async function run(args: readonly string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => void out.push(t), err: (t) => void err.push(t), env: {} };
  const code = await main(['eval', ...args], io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const jsonl = (rows: readonly unknown[]): string => rows.map((r) => `${JSON.stringify(r)}\n`).join('');

describe('tripsolver eval', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tripsolver-eval-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Write the queries (train.jsonl's rows) and a submission of the given plans; returns their paths. */
  function files(b: Benchmark, plans: readonly unknown[]): { q: string; p: string; out: string } {
    const q = join(dir, 'Q.jsonl');
    const p = join(dir, 'P.jsonl');
    writeFileSync(q, readFileSync(join(b.dir, 'train.jsonl')));
    writeFileSync(p, jsonl(b.rows.map((r, i) => ({ idx: r.idx, query: r.query, plan: plans[i] }))));
    return { q, p, out: join(dir, 'verdicts.jsonl') };
  }

  it('rates the 45 human plans 1.0 everywhere (--json)', async function () {
    const b = benchmark(this);
    const { q, p } = files(
      b,
      b.rows.map((r) => r.annotated_plan[1]),
    );
    const r = await run(['--queries', q, '--plans', p, '--data', b.dir, '--json']);
    expect([r.code, r.err]).to.deep.equal([0, '']);
    // The six rates first, as the benchmark prints them; then the rationality checks of the plans on the clock
    // (test/evaluate/timetable.test.ts names what the human plans break, e.g. row 7's dinner after a long drive).
    expect(
      r.out.startsWith('{"delivery_rate":1,"commonsense_micro":1,"commonsense_macro":1,"hard_micro":1,"hard_macro":1,"final_pass_rate":1,"rationality":{'),
    ).to.equal(true);
    expect(JSON.parse(r.out).rationality).to.deep.equal({
      'timeline.order': 45 / 45,
      'timeline.dayWindow': 44 / 45,
      'timeline.travelTime': 45 / 45,
      'timeline.visitDuration': 44 / 45,
      'timeline.openingHours': 43 / 45,
      'timeline.mealWindow': 36 / 45,
      'meals.pricePerPerson': 45 / 45,
      'timeline.repeat': 45 / 45,
      all: 34 / 45,
    });
  });

  it("prints the benchmark's table and writes one verdict line per plan (--per-plan)", async function () {
    const b = benchmark(this);
    const { q, p, out } = files(
      b,
      b.rows.map((r) => r.annotated_plan[1]),
    );
    const r = await run(['--queries', q, '--plans', p, '--data', b.dir, '--per-plan', out]);
    expect(r.code).to.equal(0);
    expect(r.out.split('\n').slice(0, 6)).to.deep.equal([
      'Delivery Rate: 100.0%',
      'Commonsense Constraint Micro Pass Rate: 100.0%',
      'Commonsense Constraint Macro Pass Rate: 100.0%',
      'Hard Constraint Micro Pass Rate: 100.0%',
      'Hard Constraint Macro Pass Rate: 100.0%',
      'Final Pass Rate: 100.0%',
    ]);
    expect(r.out).to.include(
      'Room Rule                         0/0          0/0          0/0            2/2            1/1            1/1          4/4          4/4          3/3',
    );
    const lines = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).to.have.length(45);
    expect(lines[0]).to.deep.equal({
      idx: 1,
      outcome: 'planned',
      commonsense: {
        is_reasonable_visiting_city: [true, null],
        is_valid_restaurants: [true, null],
        is_valid_attractions: [true, null],
        is_valid_accommodation: [true, null],
        is_valid_transportation: [true, null],
        is_valid_information_in_current_city: [true, null],
        is_valid_information_in_sandbox: [true, null],
        is_not_absent: [true, null],
      },
      hard: {
        valid_cuisine: [null, null],
        valid_room_rule: [null, null],
        valid_transportation: [null, null],
        valid_room_type: [null, null],
        valid_cost: [true, null],
      },
      final: true,
      rationality: { onClock: true, violations: [] },
    });
    expect(r.out).to.include(
      "\n\nRationality (days on the clock, beside the benchmark's checks): 45/45 plans put on the clock\n  timeline.order          100.0%  (45/45)\n",
    );
    expect(r.out).to.include('\n  every check              75.6%  (34/45)');
  });

  it('rates a submission with emptied and broken plans exactly, with the reasons per plan', async function () {
    const b = benchmark(this);
    const { q, p, out } = files(b, brokenSubmission(b));
    const r = await run(['--queries', q, '--plans', p, '--data', b.dir, '--per-plan', out, '--json']);
    expect(r.code).to.equal(0);
    expect(JSON.parse(r.out)).to.deep.equal({
      delivery_rate: 44 / 45,
      commonsense_micro: 350 / 360,
      commonsense_macro: 42 / 45,
      hard_micro: 101 / 105,
      hard_macro: 41 / 45,
      final_pass_rate: 41 / 45,
      rationality: {
        'timeline.order': 43 / 45,
        'timeline.dayWindow': 42 / 45,
        'timeline.travelTime': 43 / 45,
        'timeline.visitDuration': 42 / 45,
        'timeline.openingHours': 41 / 45,
        'timeline.mealWindow': 34 / 45,
        'meals.pricePerPerson': 43 / 45,
        'timeline.repeat': 43 / 45,
        all: 32 / 45,
      },
    });
    const lines = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    // No run log beside the plans: the outcome says only whether a plan was given.
    expect(lines[0]).to.deep.equal({
      idx: 1,
      outcome: 'no-plan',
      commonsense: null,
      hard: null,
      final: false,
      rationality: { onClock: false, reason: 'no plan', violations: [] },
    });
    expect(lines[1].rationality).to.deep.equal({ onClock: false, reason: 'day 2: the lunch "Imaginary Bistro, Pensacola" is not in the data', violations: [] });
    expect(lines[1].commonsense.is_valid_information_in_sandbox).to.deep.equal([
      false,
      'the lunch on day 2, "Imaginary Bistro, Pensacola", is not in the sandbox',
    ]);
    expect(lines[1].hard).to.equal(null);
    expect(lines[15].hard.valid_cuisine).to.deep.equal([false, 'no meal outside the origin serves French food']);
  });

  it("reads local_constraint in the HF dataset's Python-literal form", async function () {
    const b = benchmark(this);
    const q = join(dir, 'Q.jsonl');
    const p = join(dir, 'P.jsonl');
    const row = b.rows.find((x) => x.idx === 17)!;
    writeFileSync(q, jsonl([{ ...row, local_constraint: "{'house rule': 'parties', 'cuisine': None, 'room type': None, 'transportation': None}" }]));
    writeFileSync(p, jsonl([{ idx: 17, query: row.query, plan: row.annotated_plan[1] }]));
    const r = await run(['--queries', q, '--plans', p, '--data', b.dir, '--json']);
    expect([r.code, JSON.parse(r.out).final_pass_rate]).to.deep.equal([0, 1]);
  });

  describe('bad input (exit 2, nothing written)', () => {
    async function expectBadInput(
      this: Mocha.Context,
      change: (f: { q: string; p: string }) => void,
      message: (f: { q: string; p: string }) => string | RegExp,
    ) {
      const b = benchmark(this);
      const f = files(
        b,
        b.rows.map((r) => r.annotated_plan[1]),
      );
      change(f);
      const r = await run(['--queries', f.q, '--plans', f.p, '--data', b.dir, '--per-plan', f.out]);
      const want = message(f);
      expect([r.code, r.out]).to.deep.equal([2, '']);
      if (typeof want === 'string') expect(r.err).to.equal(want);
      else expect(r.err).to.match(want);
      expect(existsSync(f.out), 'the per-plan file must not be written').to.equal(false);
    }

    it('names a missing plans file', async function () {
      await expectBadInput.call(
        this,
        (f) => rmSync(f.p),
        (f) => `tripsolver: ${f.p}: cannot read the file (ENOENT); expected JSONL, one JSON object a line`,
      );
    });

    it('names the file and line of a line that is not JSON', async function () {
      await expectBadInput.call(
        this,
        (f) =>
          writeFileSync(
            f.p,
            readFileSync(f.p, 'utf8')
              .split('\n')
              .map((l, i) => (i === 2 ? '{"idx": 3, "plan": [' : l))
              .join('\n'),
          ),
        (f) => new RegExp(`^tripsolver: ${f.p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: line 3: not valid JSON \\(.+\\)$`),
      );
    });

    it('names the file, line and field of a query row without a budget', async function () {
      await expectBadInput.call(
        this,
        (f) => {
          const rows = readFileSync(f.q, 'utf8')
            .trimEnd()
            .split('\n')
            .map((l) => JSON.parse(l));
          delete rows[1].budget;
          writeFileSync(f.q, jsonl(rows));
        },
        (f) => `tripsolver: ${f.q} [budget]: line 2: expected a number or null, found nothing`,
      );
    });

    it('names a query row whose local_constraint lacks a key', async function () {
      await expectBadInput.call(
        this,
        (f) => {
          const rows = readFileSync(f.q, 'utf8')
            .trimEnd()
            .split('\n')
            .map((l) => JSON.parse(l));
          delete rows[4].local_constraint['room type'];
          writeFileSync(f.q, jsonl(rows));
        },
        (f) => `tripsolver: ${f.q} [room type]: line 5: expected a string or null, found nothing`,
      );
    });

    it('names a plan row whose plan is not a list of days', async function () {
      await expectBadInput.call(
        this,
        (f) => {
          const rows = readFileSync(f.p, 'utf8')
            .trimEnd()
            .split('\n')
            .map((l) => JSON.parse(l));
          rows[3].plan = 'day one: fly';
          writeFileSync(f.p, jsonl(rows));
        },
        (f) => `tripsolver: ${f.p} [plan]: line 4: expected a list of days (empty or null for no plan), found "day one: fly"`,
      );
    });

    it('refuses a plans file with a different number of rows', async function () {
      await expectBadInput.call(
        this,
        (f) => writeFileSync(f.p, readFileSync(f.p, 'utf8').trimEnd().split('\n').slice(0, 44).join('\n')),
        (f) => `tripsolver: ${f.p}: has 44 rows but ${f.q} has 45; plans are matched to queries by line position`,
      );
    });

    it('refuses a blank line between rows', async function () {
      await expectBadInput.call(
        this,
        (f) => writeFileSync(f.p, readFileSync(f.p, 'utf8').replace('\n', '\n\n')),
        (f) => `tripsolver: ${f.p}: line 2: empty line; expected one JSON object a line (rows are matched by position)`,
      );
    });
  });

  it('asks for --queries and --plans', async () => {
    const r = await run(['--plans', 'P.jsonl']);
    expect(r).to.deep.equal({ code: 2, out: '', err: 'tripsolver: eval: --queries is required (tripsolver eval --queries Q.jsonl --plans P.jsonl)' });
  });
});
