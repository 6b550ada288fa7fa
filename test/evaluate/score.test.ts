import { expect } from 'chai';
import { formatScore, hardApplies, haversineKm, pythonPercent, routeMetrics, routeRatio, scoreSubmission, type QueryFields } from '../../src/evaluate/index.ts';
import { DataError } from '../../src/common/errors.ts';
import { benchmark, brokenSubmission, planOf, type Benchmark } from './helpers.ts';
import { fixturePlan, fixtureSandbox, QUICK } from '../verbalize/plans.ts';
import { toTravelPlannerFields } from '../../src/tripspec/index.ts';

const queries = (b: Benchmark): QueryFields[] => b.rows.map((r) => r as unknown as QueryFields);

describe('scoreSubmission', () => {
  it('rates the 45 human plans 1.0 everywhere, over 360 commonsense and 105 hard checks', function () {
    const b = benchmark(this);
    const report = scoreSubmission(
      queries(b),
      b.rows.map((r) => r.annotated_plan[1]),
      b.sandbox,
    );
    expect(report.rates).to.deep.equal({ delivery_rate: 1, commonsense_micro: 1, commonsense_macro: 1, hard_micro: 1, hard_macro: 1, final_pass_rate: 1 });
    expect(report.counts).to.deep.include({ commonsenseChecks: 360, commonsensePassedChecks: 360, hardApplicableChecks: 105, hardPassedChecks: 105 });
  });

  it('rates a submission with an empty plan, a sandbox failure, a missing meal and a missing cuisine exactly', function () {
    const b = benchmark(this);
    const report = scoreSubmission(queries(b), brokenSubmission(b), b.sandbox);
    // Commonsense: 8 lost for the empty plan, 1 each for plans 2 and 3. Hard: the empty plan's and the two
    // gated plans' budgets (easy rows: budget only), and plan 16's cuisine.
    expect(report.rates).to.deep.equal({
      delivery_rate: 44 / 45,
      commonsense_micro: 350 / 360,
      commonsense_macro: 42 / 45,
      hard_micro: 101 / 105,
      hard_macro: 41 / 45,
      final_pass_rate: 41 / 45,
    });
    const easy3 = report.groups.find((g) => g.level === 'easy' && g.days === 3)!;
    expect(easy3.checks.map((c) => `${c.title} ${c.passed}/${c.applicable}`)).to.deep.equal([
      'Reasonable City Route 4/5',
      'Diverse Restaurants 4/5',
      'Diverse Attractions 4/5',
      'Minimum Nights Stay 4/5',
      'Non-conf. Transportation 4/5',
      'Within Current City 4/5',
      'Within Sandbox 3/5',
      'Complete Information 3/5',
      'Cuisine 0/0',
      'Room Rule 0/0',
      'Transportation 0/0',
      'Room Type 0/0',
      'Budget 2/5',
    ]);
    const medium3 = report.groups.find((g) => g.level === 'medium' && g.days === 3)!;
    expect(medium3.checks.find((c) => c.key === 'valid_cuisine')).to.deep.include({ passed: 1, failed: 1, applicable: 2 });
  });

  it('prints the rates as eval.py does, then the per level x days table', function () {
    const b = benchmark(this);
    const text = formatScore(scoreSubmission(queries(b), brokenSubmission(b), b.sandbox));
    expect(text.split('\n').slice(0, 8)).to.deep.equal([
      'Delivery Rate: 97.77777777777777%',
      'Commonsense Constraint Micro Pass Rate: 97.22222222222221%',
      'Commonsense Constraint Macro Pass Rate: 93.33333333333333%',
      'Hard Constraint Micro Pass Rate: 96.19047619047619%',
      'Hard Constraint Macro Pass Rate: 91.11111111111111%',
      'Final Pass Rate: 91.11111111111111%',
      '------------------',
      'Per level x days (passed/applicable):',
    ]);
    expect(text).to.include('Within Sandbox                    3/5');
  });

  it('prints whole percentages with ".0", as Python does', () => {
    expect([pythonPercent(1), pythonPercent(0), pythonPercent(0.5)]).to.deep.equal(['100.0%', '0.0%', '50.0%']);
  });

  it('rates and prints an empty submission as 0, with no table', () => {
    const report = scoreSubmission([], [], fixtureSandbox());
    expect(report.rates).to.deep.equal({ delivery_rate: 0, commonsense_micro: 0, commonsense_macro: 0, hard_micro: 0, hard_macro: 0, final_pass_rate: 0 });
    expect(formatScore(report).split('\n').slice(6)).to.deep.equal(['------------------', 'Per level x days (passed/applicable):', '(no queries)']);
  });

  it('orders the table by level (easy, medium, hard, then others by name) and days, counting passed and failed verdicts apart', async () => {
    const quick = await fixturePlan(QUICK);
    const base = { ...toTravelPlannerFields(quick.spec), level: 'easy' } as QueryFields;
    const rows: [string, number, unknown][] = [
      ['hard', 3, []],
      ['easy', 7, []],
      ['custom', 3, []],
      ['easy', 3, quick.plan.submission],
      ['medium', 3, []],
      ['easy', 5, []],
      ['easy', 3, []],
    ];
    const report = scoreSubmission(
      rows.map(([level, days]) => ({ ...base, level, days })),
      rows.map(([, , plan]) => plan),
      fixtureSandbox(),
    );
    expect(report.groups.map((g) => `${g.level}/${g.days}: ${g.plans}`)).to.deep.equal([
      'easy/3: 2',
      'easy/5: 1',
      'easy/7: 1',
      'medium/3: 1',
      'hard/3: 1',
      'custom/3: 1',
    ]);
    expect(report.groups[0]!.checks.slice(0, 2).map(({ key, passed, failed, applicable }) => ({ key, passed, failed, applicable }))).to.deep.equal([
      { key: 'is_reasonable_visiting_city', passed: 1, failed: 0, applicable: 2 },
      { key: 'is_valid_restaurants', passed: 1, failed: 0, applicable: 2 },
    ]);
    const table = formatScore(report).split('\n').slice(8);
    expect(table.slice(0, 2)).to.deep.equal([
      '                          easy/3d (2)  easy/5d (1)  easy/7d (1)  medium/3d (1)  hard/3d (1)  custom/3d (1)',
      'Reasonable City Route             1/2          0/1          0/1            0/1          0/1            0/1',
    ]);
  });

  it('counts the budget wherever a request has one, and each local constraint where it is set', () => {
    const local = { 'house rule': 'pets', cuisine: null, 'room type': null, transportation: null };
    expect([
      hardApplies('budget.total', { budget: 1000, local_constraint: local }),
      hardApplies('budget.total', { budget: null, local_constraint: local }),
    ]).to.deep.equal([true, false]);
    expect([
      hardApplies('lodging.houseRule', { budget: null, local_constraint: local }),
      hardApplies('meals.cuisine', { budget: 1, local_constraint: local }),
    ]).to.deep.equal([true, false]);
  });

  it('refuses a plan list of another length', function () {
    const b = benchmark(this);
    expect(() => scoreSubmission(queries(b), [], b.sandbox)).to.throw(DataError, 'submission: has 0 plans for 45 queries');
  });
});

describe('route metrics', () => {
  it('averages consecutive-attraction legs per day, then over days with two or more attractions', function () {
    const b = benchmark(this);
    // Plan 1: day 2 has three attractions (two legs), day 3 two (one leg); a distance of 1 + index shows the averaging.
    let calls = 0;
    const metrics = routeMetrics(planOf(b, 1), b.sandbox, { distance: () => ++calls });
    expect(metrics.days.slice(0, 3).map((d) => [d.stops.length, d.legsKm, d.averageKm])).to.deep.equal([
      [0, [], null],
      [3, [1, 2], 1.5],
      [2, [3], 3],
    ]);
    expect(metrics.averageLegKm).to.equal(2.25);
    expect(metrics.unresolved).to.deep.equal([]);
  });

  it('uses the haversine distance by default and reports attractions it cannot locate', function () {
    const b = benchmark(this);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).to.be.closeTo(111.195, 0.001);
    const plan = planOf(b, 1, (p) => void (p[2]!.attraction = 'Imaginary Tower, Rockford;Sinnissippi Park, Rockford;'));
    const metrics = routeMetrics(plan, b.sandbox);
    expect(metrics.unresolved).to.deep.equal([{ day: 3, value: 'Imaginary Tower, Rockford' }]);
    expect(metrics.days[2]!.averageKm).to.equal(null);
    expect(metrics.averageLegKm).to.equal(metrics.days[1]!.averageKm);
    expect(metrics.averageLegKm).to.be.closeTo(8.576021, 1e-6);
  });

  it('gives the ratio to a reference plan (1 for the plan itself, null without legs)', function () {
    const b = benchmark(this);
    expect(routeRatio(planOf(b, 1), planOf(b, 1), b.sandbox)).to.equal(1);
    expect(routeRatio(planOf(b, 1), [], b.sandbox)).to.equal(null);
    // Plan 1 with day 3's attractions reversed has the same legs; with day 2 alone, only day 2's average.
    const dayTwoOnly = planOf(b, 1, (p) => void (p[2]!.attraction = '-'));
    const ratio = routeRatio(dayTwoOnly, planOf(b, 1), b.sandbox)!;
    const m = routeMetrics(planOf(b, 1), b.sandbox);
    expect(ratio).to.be.closeTo(m.days[1]!.averageKm! / m.averageLegKm!, 1e-12);
  });

  it('numbers days from 1, and reads no attraction from a day that is not an object or a field that is not text', () => {
    const two = { attraction: 'Quillon Lighthouse, Quillon;Lindenfield Park, Quillon;' };
    const plan = [two, { attraction: 5 }, {}, 'a day off', { attraction: 'Moon Base, Quillon;' }];
    const metrics = routeMetrics(plan, fixtureSandbox(), { distance: () => 2 });
    expect(metrics.days.map((d) => [d.day, d.stops.length, d.averageKm])).to.deep.equal([
      [1, 2, 2],
      [2, 0, null],
      [3, 0, null],
      [4, 0, null],
      [5, 0, null],
    ]);
    expect(metrics.unresolved).to.deep.equal([{ day: 5, value: 'Moon Base, Quillon' }]);
  });

  it('gives no ratio for a plan without legs, or against a reference whose legs are all 0 km', () => {
    const two = [{ attraction: 'Quillon Lighthouse, Quillon;Lindenfield Park, Quillon;' }];
    expect(routeRatio([{ attraction: '-' }], two, fixtureSandbox(), { distance: () => 2 })).to.equal(null);
    expect(routeRatio(two, two, fixtureSandbox(), { distance: () => 0 })).to.equal(null);
    expect(routeRatio(two, two, fixtureSandbox(), { distance: () => 3 })).to.equal(1);
  });
});
