/**
 * Days on the clock. The exact stretch schedule (src/timeline/windows.ts) against brute force on random
 * instances with opening hours and meal windows; the times of a fixture plan worked out by hand from the
 * constants of src/timeline/constants.ts.
 */
import { expect } from 'chai';
import { scheduleStretch, type DayWindowsProblem, type WindowMeal } from '../../src/timeline/windows.ts';
import { rng } from '../helpers/random.ts';
import { randomStretch, scheduleFault } from '../helpers/stretches.ts';
import { fixturePlan, QUICK } from '../verbalize/plans.ts';

type Item = { kind: 'sight'; index: number } | { kind: 'meal'; k: number };

/** Every order of the sights with the meals woven in, in their own order (breakfast first, dinner last of all). */
function* sequences(n: number, meals: readonly WindowMeal[]): Generator<Item[]> {
  const perms = (rest: number[]): number[][] =>
    rest.length === 0 ? [[]] : rest.flatMap((x, i) => perms([...rest.slice(0, i), ...rest.slice(i + 1)]).map((p) => [x, ...p]));
  for (const order of perms([...Array(n).keys()])) {
    // Choose, for each meal in turn, how many sights come before it (non-decreasing).
    const place = (k: number, from: number, acc: number[]): number[][] =>
      k === meals.length ? [acc] : Array.from({ length: n - from + 1 }, (_, j) => place(k + 1, from + j, [...acc, from + j])).flat();
    for (const before of place(0, 0, [])) {
      const seq: Item[] = [];
      let m = 0;
      for (let s = 0; s <= n; s++) {
        while (m < meals.length && before[m] === s) seq.push({ kind: 'meal', k: m++ });
        if (s < n) seq.push({ kind: 'sight', index: order[s]! });
      }
      const ok = meals.every((meal, k) => (meal.slot === 'breakfast' ? before[k] === 0 : meal.slot === 'dinner' ? before[k] === n : true));
      if (ok) yield seq;
    }
  }
}

/** Schedule one sequence as early as possible (the rules of the problem written out again); km and end, or undefined. */
function timeOf(p: DayWindowsProblem, seq: readonly Item[]): { km: number; end: number } | undefined {
  let t = p.start;
  let km = 0;
  let last: Item | undefined;
  for (const [pos, item] of seq.entries()) {
    if (item.kind === 'sight') {
      const travel = last === undefined ? 0 : last.kind === 'sight' ? p.moveMinutes(last.index, item.index) : p.localTransfer;
      if (last?.kind === 'sight') km += p.km(last.index, item.index);
      const ready = t + travel;
      const minutes = p.sights[item.index]!.minutes;
      const starts = p.sights[item.index]!.open.map(([a]) => Math.max(ready, a)).filter((s, i) => s + minutes <= p.sights[item.index]!.open[i]![1]);
      if (starts.length === 0) return undefined;
      t = Math.min(...starts) + minutes;
      if (t > p.end) return undefined;
    } else {
      const meal = p.meals[item.k]!;
      const ready = t + (last === undefined ? 0 : p.localTransfer);
      const final = pos === seq.length - 1;
      const s = Math.max(ready, meal.earliest, final ? Math.min(meal.usual, meal.latest - meal.minutes, p.end - meal.minutes) : meal.earliest);
      if (s + meal.minutes > meal.latest || s + meal.minutes > p.end) return undefined;
      t = s + meal.minutes;
    }
    last = item;
  }
  return { km, end: t };
}

function bruteForce(p: DayWindowsProblem): { km: number; end: number } | undefined {
  let best: { km: number; end: number } | undefined;
  for (const seq of sequences(p.sights.length, p.meals)) {
    const r = timeOf(p, seq);
    if (r && (!best || r.km < best.km - 1e-9 || (Math.abs(r.km - best.km) <= 1e-9 && r.end < best.end))) best = r;
  }
  return best;
}

describe('the day on the clock', () => {
  it('scheduleStretch equals brute force over every order on 300 random stretches with opening hours and meal windows', () => {
    const random = rng(20_240_914);
    let feasible = 0;
    for (let trial = 0; trial < 300; trial++) {
      const p = randomStretch(random, 5);
      const exact = scheduleStretch(p);
      const brute = bruteForce(p);
      expect(exact === undefined, `trial ${trial}: feasibility`).to.equal(brute === undefined);
      if (!exact || !brute) continue;
      feasible++;
      expect(exact.km, `trial ${trial}: km`).to.be.closeTo(brute.km, 1e-9);
      const items = exact.items;
      expect(items[items.length - 1]!.end, `trial ${trial}: end`).to.equal(brute.end);
      // The schedule is what it claims: every sight once, inside an open interval, meals in their windows, travel between items.
      expect(scheduleFault(p, exact), `trial ${trial}`).to.equal(undefined);
    }
    expect(feasible).to.equal(116);
  });

  it('a fixture plan keeps the clock rules, worked out by hand', async () => {
    const plan = (await fixturePlan(QUICK)).plan.itinerary;
    const [day1, day2, day3] = plan.days;
    // Day 1: the flight lands at 14:01; 30 minutes into town, then the 15-minute check-in (14:31-14:46); 15 minutes
    // to the first sight (15:01), Ashgrove Falls for its visit_minutes of 75 (16:16); dinner, the stretch's last
    // item, at its usual 18:30 for 60 minutes.
    expect(day1!.timeline.map((e) => [e.kind, e.start, e.end])).to.deep.equal([
      ['travel', '12:38', '14:01'],
      ['checkin', '14:31', '14:46'],
      ['sight', '15:01', '16:16'],
      ['meal', '18:30', '19:30'],
    ]);
    // Day 3: the flight leaves at 17:18, so the stretch ends 30 minutes earlier (16:48); a departure day starts at
    // 07:00, breakfast as soon as it can (07:00-07:30), 15 minutes to the Bell Tower (60 minutes, 08:00-09:00);
    // lunch waits for its window (11:30) but, as the last meal, is had at its usual 12:30 for 45 minutes.
    expect(day3!.timeline.map((e) => [e.kind, e.start, e.end])).to.deep.equal([
      ['meal', '07:00', '07:30'],
      ['sight', '08:00', '09:00'],
      ['meal', '12:30', '13:15'],
      ['travel', '17:18', '18:53'],
    ]);
    // Day 2: a move between two sights lasts moveMinutes of the straight-line distance (0.2 km: 5 minutes).
    const move = day2!.timeline.find((e) => e.kind === 'move')!;
    expect([move.start, move.end, move.km]).to.deep.equal(['09:30', '09:35', 0.2]);
  });
});
