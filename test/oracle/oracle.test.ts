/**
 * The solver held to an independent oracle (issue 16): on seeded random small worlds (test/oracle/world.ts),
 * planTrip with the cost objective must reach the same verdict as the brute-force planner (test/oracle/brute.ts),
 * which shares no code with solver/, and, when a plan exists, the same minimum cost to the cent with a plan that
 * passes every check. The default backend (mip) answers every request; lp and z3 answer a subset. Three shapes of
 * world: any request, requests that eat only on travel days, and requests whose journeys arrive overnight.
 */
import { expect } from 'chai';
import { planOnTheClock } from '../../src/evaluate/timetable.ts';
import { tripDates } from '../../src/tripspec/index.ts';
import { planTrip, type BackendName } from '../../solver/index.ts';
import { bruteForce, judge, type BruteResult } from './brute.ts';
import { randomCase, type OracleCase, type Shape } from './world.ts';

const SEEDS = Array.from({ length: 240 }, (_, i) => i + 1);
/** Requests whose every meal is on a travel day, where the timetable decides what fits (world.ts). */
const TRAVEL_DAY_SEEDS = Array.from({ length: 120 }, (_, i) => i + 1);
/** Requests with drives and flights that arrive overnight, meeting the next morning's departure or a full day (world.ts). */
const OVERNIGHT_SEEDS = Array.from({ length: 240 }, (_, i) => i + 1);
const BATCH = 20;

const solvedCases = new Map<string, { readonly world: OracleCase; readonly brute: BruteResult }>();
/** The world of a seed and the oracle's answer, computed once per run. */
function oracle(seed: number, shape: Shape = 'any'): { readonly world: OracleCase; readonly brute: BruteResult } {
  let known = solvedCases.get(`${shape} ${seed}`);
  if (!known) {
    const world = randomCase(seed, shape);
    known = { world, brute: bruteForce(world.spec, world.sandbox) };
    solvedCases.set(`${shape} ${seed}`, known);
  }
  return known;
}

const cents = (dollars: number): number => Math.round(dollars * 100);
const batches = (seeds: readonly number[]): number[][] =>
  Array.from({ length: Math.ceil(seeds.length / BATCH) }, (_, i) => seeds.slice(i * BATCH, (i + 1) * BATCH));

/**
 * What the solver gets wrong on one request against the oracle, as sentences (none when it agrees).
 * `budget` replaces the request's budget on both sides.
 */
async function disagreements(seed: number, shape: Shape, backend: BackendName, budget?: number): Promise<string[]> {
  const { world } = oracle(seed, shape);
  const spec = budget === undefined ? world.spec : { ...world.spec, budget };
  const brute = budget === undefined ? oracle(seed, shape).brute : bruteForce(spec, world.sandbox);
  const outcome = await planTrip(spec, world.sandbox, { objective: 'cost', backend, timeLimitMs: 60_000 });
  const at = `${shape} seed ${seed}${budget === undefined ? '' : ` at budget ${budget}`} (${backend})`;
  if (brute.status === 'infeasible') return outcome.status === 'infeasible' ? [] : [`${at}: the oracle finds no plan, the solver answers ${outcome.status}`];
  if (outcome.status !== 'optimal') return [`${at}: the oracle's cheapest plan costs ${brute.cost}, the solver answers ${outcome.status}`];
  const problems: string[] = [];
  if (cents(outcome.plan.cost) !== cents(brute.cost)) problems.push(`${at}: the oracle's cheapest plan costs ${brute.cost}, the solver's ${outcome.plan.cost}`);
  const verdict = judge(spec, world.sandbox, outcome.plan.submission);
  if (!verdict.accepted) problems.push(`${at}: the solver's plan fails ${verdict.failed.join(', ')}`);
  if (cents(verdict.total) !== cents(outcome.plan.cost))
    problems.push(`${at}: the solver says its plan costs ${outcome.plan.cost}, the evaluator ${verdict.total}`);
  return problems;
}

async function compareAll(seeds: readonly number[], backend: BackendName, shape: Shape = 'any'): Promise<string[]> {
  const problems: string[] = [];
  for (const seed of seeds) problems.push(...(await disagreements(seed, shape, backend)));
  return problems;
}

/**
 * Whether a plan day's journey arrives after midnight, read from its text: a flight landing at an earlier clock time
 * than it took off, or a drive of 15 hours or more (a drive leaves at 09:00, or later on the way home).
 */
function arrivesOvernight(day: { readonly transportation: string }): boolean {
  const flight = /Departure Time: (\d\d):(\d\d), Arrival Time: (\d\d):(\d\d)/.exec(day.transportation);
  if (flight) return Number(flight[3]) * 60 + Number(flight[4]) < Number(flight[1]) * 60 + Number(flight[2]);
  const hours = /duration: (\d+) hours?/.exec(day.transportation);
  return hours !== null && Number(hours[1]) >= 15;
}

const costOf = (seed: number): number => {
  const brute = oracle(seed).brute;
  if (brute.status !== 'optimal') throw new Error(`seed ${seed} has no plan`);
  return brute.cost;
};

describe('the solver against a brute-force oracle (issue 16)', () => {
  it('samples a healthy share of requests with and without a plan, exercising every kind of choice', () => {
    const optimal = SEEDS.map((s) => oracle(s).brute).filter((b) => b.status === 'optimal');
    const plans = optimal.map((b) => b.plan);
    const uses = (pattern: RegExp) => plans.filter((p) => p.some((d) => pattern.test(d.transportation))).length;
    const travelDayMeal = plans.filter((p) =>
      p.some((d) => d.current_city.startsWith('from ') && [d.breakfast, d.lunch, d.dinner].some((m) => m !== '-')),
    ).length;
    const summary = {
      requests: SEEDS.length,
      infeasible: SEEDS.length - optimal.length,
      feasible: optimal.length,
      twoCities: SEEDS.filter((s) => oracle(s).brute.status === 'optimal' && oracle(s).world.spec.cityCount === 2).length,
      withCents: SEEDS.filter((s) => oracle(s).brute.status === 'optimal' && oracle(s).world.cents).length,
      flights: uses(/^Flight Number/),
      selfDriving: uses(/^Self-driving/),
      taxis: uses(/^Taxi/),
      travelDayMeal,
      evaluatorRejectedCheaper: optimal.filter((b) => b.rejected > 0).length,
    };
    console.log(`      oracle sample: ${JSON.stringify(summary)}`);
    expect(summary).to.deep.equal({
      requests: 240,
      infeasible: 137,
      feasible: 103,
      twoCities: 34,
      withCents: 28,
      flights: 37,
      selfDriving: 55,
      taxis: 38,
      travelDayMeal: 8,
      evaluatorRejectedCheaper: 48,
    });
  });

  for (const seeds of batches(SEEDS)) {
    it(`mip agrees on seeds ${seeds[0]}-${seeds[seeds.length - 1]}: same verdict, same minimum cost, a plan that passes every check`, async () => {
      expect(await compareAll(seeds, 'mip')).to.deep.equal([]);
    });
  }

  for (const seeds of batches(SEEDS)) {
    it(`auto (the default: lp, then HiGHS) agrees on seeds ${seeds[0]}-${seeds[seeds.length - 1]}`, async () => {
      expect(await compareAll(seeds, 'auto')).to.deep.equal([]);
    });
  }

  for (const seeds of batches(SEEDS.filter((s) => s % 2 === 0))) {
    it(`lp agrees on the even seeds ${seeds[0]}-${seeds[seeds.length - 1]}`, async () => {
      expect(await compareAll(seeds, 'lp')).to.deep.equal([]);
    });
  }

  for (const seeds of [SEEDS.filter((s) => s % 10 === 0 && s <= 120), SEEDS.filter((s) => s % 10 === 0 && s > 120)]) {
    it(`z3 agrees on every tenth seed, ${seeds[0]}-${seeds[seeds.length - 1]}`, async () => {
      expect(await compareAll(seeds, 'z3')).to.deep.equal([]);
    });
  }

  it('samples travel-day requests with and without a plan, every plan eating on its travel days', () => {
    const answers = TRAVEL_DAY_SEEDS.map((s) => oracle(s, 'travel-days').brute);
    const plans = answers.flatMap((b) => (b.status === 'optimal' ? [b.plan] : []));
    expect({
      infeasible: answers.length - plans.length,
      feasible: plans.length,
      eatingOnTravelDays: plans.filter((p) => p.some((d) => [d.breakfast, d.lunch, d.dinner].some((m) => m !== '-'))).length,
    }).to.deep.equal({ infeasible: 44, feasible: 76, eatingOnTravelDays: 76 });
  });

  for (const seeds of batches(TRAVEL_DAY_SEEDS)) {
    it(`mip agrees on travel-day requests ${seeds[0]}-${seeds[seeds.length - 1]} (meals only where the timetable leaves room)`, async () => {
      expect(await compareAll(seeds, 'mip', 'travel-days')).to.deep.equal([]);
    });
  }

  it('samples overnight requests with and without a plan, many plans arriving overnight and leaving again the next morning', () => {
    const answers = OVERNIGHT_SEEDS.map((s) => ({ spec: oracle(s, 'overnight').world.spec, brute: oracle(s, 'overnight').brute }));
    const plans = answers.flatMap(({ spec, brute }) => (brute.status === 'optimal' ? [{ spec, plan: brute.plan }] : []));
    // Arrivals overnight into a city of the trip (not home), and those followed by a journey the next day.
    const into = ({ spec, plan }: (typeof plans)[number]) =>
      plan.flatMap((d, i) => (arrivesOvernight(d) && !d.current_city.endsWith(`to ${spec.origin}`) ? [i] : []));
    expect({
      infeasible: answers.length - plans.length,
      feasible: plans.length,
      arrivingOvernight: plans.filter((p) => into(p).length > 0).length,
      leavingNextMorning: plans.filter((p) => into(p).some((i) => p.plan[i + 1]!.current_city.startsWith('from '))).length,
      eatingOnTravelDays: plans.filter((p) => p.plan.some((d) => d.current_city.startsWith('from ') && [d.breakfast, d.lunch, d.dinner].some((m) => m !== '-')))
        .length,
    }).to.deep.equal({ infeasible: 45, feasible: 195, arrivingOvernight: 116, leavingNextMorning: 70, eatingOnTravelDays: 30 });
  });

  for (const seeds of batches(OVERNIGHT_SEEDS)) {
    it(`mip agrees on overnight requests ${seeds[0]}-${seeds[seeds.length - 1]} (no journey before the check-in is over, no meal the morning cannot hold)`, async () => {
      expect(await compareAll(seeds, 'mip', 'overnight')).to.deep.equal([]);
    });
  }

  it('every cheapest plan of the oracle can be put on the clock without a rationality violation', async () => {
    const problems: string[] = [];
    const all: [number, Shape][] = [
      ...SEEDS.map((s): [number, Shape] => [s, 'any']),
      ...TRAVEL_DAY_SEEDS.map((s): [number, Shape] => [s, 'travel-days']),
      ...OVERNIGHT_SEEDS.map((s): [number, Shape] => [s, 'overnight']),
    ];
    for (const [seed, shape] of all) {
      const { world, brute } = oracle(seed, shape);
      if (brute.status !== 'optimal') continue;
      const report = await planOnTheClock(
        { org: world.spec.origin, date: tripDates(world.spec), people_number: world.spec.travellers },
        brute.plan,
        world.sandbox,
      );
      if (!report.onClock || report.violations.length > 0)
        problems.push(`${shape} seed ${seed}: ${report.reason ?? report.violations.map((v) => v.id).join(', ')}`);
    }
    expect(problems).to.deep.equal([]);
  });

  // With whole-dollar prices every sum is exact, so a budget equal to the cheapest cost must admit it. With cents
  // the scorer's floating-point sum decides at that exact budget, and which of the equal plans (meal orders) fits
  // is a matter of rounding: those worlds are held only to a budget one cent under.
  for (const seeds of batches(SEEDS)) {
    it(`at a budget of exactly the cheapest cost (whole-dollar worlds) and one cent under it: same verdicts, seeds ${seeds[0]}-${seeds[seeds.length - 1]}`, async () => {
      const problems: string[] = [];
      for (const seed of seeds.filter((s) => oracle(s).brute.status === 'optimal')) {
        const cost = costOf(seed);
        if (!oracle(seed).world.cents) problems.push(...(await disagreements(seed, 'any', 'mip', cost)));
        const under = (cents(cost) - 1) / 100;
        problems.push(...(await disagreements(seed, 'any', 'mip', under)));
      }
      expect(problems).to.deep.equal([]);
    });
  }
});
