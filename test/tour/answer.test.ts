/**
 * Answers in NATURAL PLAN's format, scored as the benchmark's own script scores them: the official
 * evaluate_trip_planning.py (read from the data folder, never copied) runs in python3 beside our reading, on the
 * published Gemini 1.5 Pro answers, the golden plans and our own answers, example by example.
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'mocha';
import { solveTour } from '../../solver/tour/index.ts';
import { benchmarkAnswer, exactMatch, readableTour, scorerStays } from '../../src/tour/answer.ts';
import { readTour } from '../../src/tour/read.ts';
import { naturalPlanExamples, requireNaturalPlan } from '../helpers/data.ts';

/** The official scorer's verdict (0 or 1) on each answer, by id: its own parse_response and compute_example_score. */
function officialScores(dataDir: string, rows: Record<string, { cities: string; durations: string; answer: string }>): Record<string, number> {
  const dir = mkdtempSync(join(tmpdir(), 'tripsolver-np-'));
  try {
    // The scorer imports absl for its command line only; a stand-in lets its functions be called directly.
    mkdirSync(join(dir, 'absl'));
    writeFileSync(join(dir, 'absl', '__init__.py'), '');
    writeFileSync(join(dir, 'absl', 'app.py'), 'def run(main):\n    main(None)\n');
    writeFileSync(
      join(dir, 'absl', 'flags.py'),
      'class _F:\n    def __init__(self, v):\n        self.value = v\ndef DEFINE_string(name, default, help):\n    return _F(default)\n',
    );
    writeFileSync(join(dir, 'rows.json'), JSON.stringify(rows));
    const script = [
      'import json, sys',
      `sys.path[:0] = [${JSON.stringify(dir)}, ${JSON.stringify(dataDir)}]`,
      'import evaluate_trip_planning as e',
      `rows = json.load(open(${JSON.stringify(join(dir, 'rows.json'))}))`,
      'print(json.dumps({k: e.compute_example_score(r["cities"], r["durations"], e.parse_response(r["answer"])) for k, r in rows.items()}))',
    ].join('\n');
    return JSON.parse(execFileSync('python3', ['-c', script], { encoding: 'utf8' })) as Record<string, number>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ours = (cities: string, durations: string, answer: string): number => {
  const days = durations.split('**').map(Number);
  return exactMatch(
    cities.split('**').map((city, i) => ({ city, days: days[i]! })),
    scorerStays(answer),
  )
    ? 1
    : 0;
};

describe("tour answers: NATURAL PLAN's format, read back exactly as its scorer reads it", () => {
  it('agrees with evaluate_trip_planning.py on every published Gemini answer (33 of 100), every golden plan, every answer of ours and nine mutations of each golden plan', async function () {
    this.timeout(120_000);
    const dataDir = requireNaturalPlan(this);
    const examples = naturalPlanExamples(dataDir);
    const rows: Record<string, { cities: string; durations: string; answer: string }> = {};
    for (const [id, x] of Object.entries(examples)) {
      const spec = readTour(x.prompt_0shot).spec;
      const o = await solveTour(spec, { backend: 'mip' });
      if (o.status !== 'planned') throw new Error(`${id}: ${o.status}`);
      rows[`${id}/gemini`] = { cities: x.cities, durations: x.durations, answer: x.pred_5shot_pro };
      rows[`${id}/golden`] = { cities: x.cities, durations: x.durations, answer: x.golden_plan };
      rows[`${id}/ours`] = { cities: x.cities, durations: x.durations, answer: benchmarkAnswer(spec, o.plan) };
      // Mutated answers: each a way an answer goes wrong or is written differently.
      const lines = x.golden_plan.split('\n');
      const flightLine = lines.findIndex((l) => l.includes('Fly from'));
      const mutations: Record<string, string> = {
        'no-header': lines.filter((l) => !l.includes('European cities for')).join('\n'),
        crlf: x.golden_plan.replaceAll('\n', '\r\n'),
        'day-off-by-one': x.golden_plan.replace(/\*\*Day (\d+):\*\* Fly/, (_, d: string) => `**Day ${Number(d) + 1}:** Fly`),
        'cities-swapped': x.golden_plan.replace(/Fly from (\w+) to (\w+)/, 'Fly from $2 to $1'),
        'a flight dropped': lines.filter((_, k) => k !== flightLine).join('\n'),
        'an alternative after': `${x.golden_plan}\n\nAlternatively:\n**Day 1-2:** Arriving in Rome and visit Rome for 2 days.\n**Day 2:** Fly from Rome to Oslo.`,
        'prose around': `Sure! ${x.golden_plan.replace('\n\n', ' Enjoy.\n\n')}\nHave a good trip.`,
        'lowercase day': x.golden_plan.replaceAll('**Day', '**day'),
        'unicode city': x.golden_plan.replace(/Fly from (\w+) to (\w+)/, 'Fly from $1 to Zürich'),
      };
      for (const [name, answer] of Object.entries(mutations)) rows[`${id}/${name}`] = { cities: x.cities, durations: x.durations, answer };
    }
    const official = officialScores(dataDir, rows);
    const mine = Object.fromEntries(Object.entries(rows).map(([k, r]) => [k, ours(r.cities, r.durations, r.answer)]));
    expect(mine).to.deep.equal(official);
    const total = (kind: string) => Object.entries(official).filter(([k, v]) => k.endsWith(`/${kind}`) && v === 1).length;
    expect({ gemini: total('gemini'), golden: total('golden'), ours: total('ours') }).to.deep.equal({ gemini: 33, golden: 100, ours: 97 });
  });

  it("prints a plan in the benchmark's format, the golden plan's text exactly when the plan is the golden one", function () {
    const examples = naturalPlanExamples(requireNaturalPlan(this));
    const x = examples.trip_planning_example_1088!;
    const spec = readTour(x.prompt_0shot).spec;
    const days = x.durations.split('**').map(Number);
    let day = 1;
    const legs = x.cities.split('**').map((city, i) => {
      const from = day;
      day = from + days[i]! - 1;
      return { city, from, to: day };
    });
    expect(benchmarkAnswer(spec, { legs })).to.equal(x.golden_plan);
  });

  it('reads answers as the scorer does: greedy flight lines, the stop at the last day, nothing without a flight', () => {
    const answer = [
      'Here is the trip plan for visiting the 2 European cities for 5 days:',
      '**Day 1-3:** Arriving in Oslo and visit Oslo for 3 days.',
      '**Day 3:** Fly from Oslo to Riga.',
      '**Day 3-5:** Visit Riga for 3 days.',
      '**Day 5-9:** An alternative plan.',
    ].join('\n');
    expect(scorerStays(answer)).to.deep.equal([
      { city: 'Oslo', days: 3 },
      { city: 'Riga', days: 3 },
    ]);
    expect(scorerStays('**Day 1-5:** Visit Oslo for 5 days.')).to.deep.equal([]);
    expect(
      readableTour(
        { totalDays: 5, stays: [], events: [{ city: 'Riga', from: 4, to: 5, what: 'wedding' }], flights: [] },
        {
          legs: [
            { city: 'Oslo', from: 1, to: 3 },
            { city: 'Riga', from: 3, to: 5 },
          ],
        },
      ),
    ).to.equal(
      ['5-day tour of 2 cities, by direct flights:', '  Day 1-3  Oslo (3 days; start)', '  Day 3-5  Riga (3 days; fly in from Oslo; wedding on day 4-5)'].join(
        '\n',
      ),
    );
  });
});
