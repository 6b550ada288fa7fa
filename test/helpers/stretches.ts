/** Random stretches of a day with opening hours and meal windows, for the schedule tests (exact programme, brute force, CP-SAT). */
import { CLOCK, MEALS, moveMinutes } from '../../src/timeline/constants.ts';
import type { DayWindowsProblem, DaySchedule } from '../../src/timeline/windows.ts';

/** A random stretch: up to `maxSights` sights in a 12 km square, each open in 0-2 intervals, and some of the meals. */
export function randomStretch(random: () => number, maxSights: number, minSights = 1, maxMinutes = 120): DayWindowsProblem {
  const n = minSights + Math.floor(random() * (maxSights - minSights + 1));
  const points = Array.from({ length: n }, () => [random() * 12, random() * 12] as const);
  const slots = (['breakfast', 'lunch', 'dinner'] as const).filter(() => random() < 0.6);
  const start = 7 * 60 + Math.floor(random() * 8) * 60;
  const end = Math.min(CLOCK.dayEnd, start + 8 * 60 + Math.floor(random() * 8) * 60);
  const sights = points.map(() => {
    const r = random();
    const open: [number, number][] = [];
    if (r < 0.1) return { minutes: 30 + 15 * Math.floor(random() * ((maxMinutes - 30) / 15 + 1)), open };
    const a = (8 + Math.floor(random() * 8)) * 60;
    open.push([a, a + (3 + Math.floor(random() * 8)) * 60]);
    if (r > 0.7) open.push([open[0]![1] + 60, open[0]![1] + 60 + 3 * 60]);
    return { minutes: 30 + 15 * Math.floor(random() * ((maxMinutes - 30) / 15 + 1)), open };
  });
  const km = (i: number, j: number) => Math.hypot(points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]);
  return {
    sights,
    meals: slots.map((slot) => ({ slot, ...MEALS[slot] })),
    start,
    end,
    km,
    moveMinutes: (i, j) => moveMinutes(km(i, j)),
    localTransfer: CLOCK.localTransfer,
  };
}

/** Why a schedule breaks its problem's rules (every sight once inside an open interval, meals in their windows and order, travel between items, the stretch's bounds), or undefined. */
export function scheduleFault(p: DayWindowsProblem, s: DaySchedule): string | undefined {
  const items = s.items.filter((x) => x.kind !== 'move');
  const sights = items.flatMap((x) => (x.kind === 'sight' ? [x.index] : []));
  if ([...sights].sort((a, b) => a - b).join() !== [...p.sights.keys()].join()) return `sights ${sights.join()}`;
  if (
    items
      .filter((x) => x.kind === 'meal')
      .map((x) => (x.kind === 'meal' ? x.slot : ''))
      .join() !== p.meals.map((m) => m.slot).join()
  )
    return 'meals out of order';
  const firstSight = items.findIndex((x) => x.kind === 'sight');
  const lastSight = items.length - 1 - [...items].reverse().findIndex((x) => x.kind === 'sight');
  for (const [k, x] of items.entries()) {
    if (x.kind === 'meal' && x.slot === 'breakfast' && k > firstSight) return 'breakfast after a sight';
    if (x.kind === 'meal' && x.slot === 'dinner' && k < lastSight) return 'dinner before a sight';
  }
  let km = 0;
  for (const [k, x] of items.entries()) {
    if (x.start < p.start || x.end > p.end) return `item ${k} outside the stretch`;
    if (x.kind === 'sight' && (x.end - x.start !== p.sights[x.index]!.minutes || !p.sights[x.index]!.open.some(([a, b]) => x.start >= a && x.end <= b)))
      return `sight ${x.index} not open`;
    if (x.kind === 'meal' && (x.start < MEALS[x.slot].earliest || x.end > MEALS[x.slot].latest)) return `${x.slot} outside its window`;
    const prev = items[k - 1];
    if (!prev) continue;
    const travel = prev.kind === 'sight' && x.kind === 'sight' ? p.moveMinutes(prev.index, x.index) : p.localTransfer;
    if (x.start < prev.end + travel) return `item ${k} starts ${x.start}, before ${prev.end} + ${travel}`;
    if (prev.kind === 'sight' && x.kind === 'sight') km += p.km(prev.index, x.index);
  }
  if (Math.abs(km - s.km) > 1e-9) return `km ${s.km}, the items say ${km}`;
  return undefined;
}
