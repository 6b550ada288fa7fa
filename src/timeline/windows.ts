/**
 * One stretch of a day on the clock: visit every sight and have every meal of the stretch between `start` and
 * `end`, each sight inside one of its open intervals and each meal inside its window, so that the distance
 * driven between consecutive sights is as short as possible. Exact: dynamic programming over (items done,
 * last item, meals had) that keeps, for each state, the Pareto front of (km so far, clock); a shorter route
 * that arrives later is kept beside a longer one that arrives earlier, because a later window may need the
 * earlier clock. Meals keep their order (breakfast, lunch, dinner). Up to EXACT_STOPS sights; more is left to
 * the CP-SAT model in ortools-worker.mjs (OrToolsRouter.scheduleWindows, scheduleAny in ../timeline.ts).
 *
 * Moves: between two sights, `moveMinutes(i, j)` (the day's clock rules); after or before a meal, or from the
 * stretch's start, the fixed `localTransfer` (meals and lodging have no coordinates).
 */

interface WindowSight {
  /** Minutes the visit takes (one duration per attempt: usual first, the minimum if nothing fits). */
  readonly minutes: number;
  /** Open intervals [from, to) this day; a visit lies inside one. */
  readonly open: readonly (readonly [number, number])[];
}

export interface WindowMeal {
  readonly slot: 'breakfast' | 'lunch' | 'dinner';
  readonly earliest: number;
  readonly latest: number;
  readonly minutes: number;
  /** Preferred start of a meal that ends the stretch (dinner at 18:30 rather than at 17:30). */
  readonly usual: number;
}

/** Breakfast comes before any sight of its stretch, dinner after every one; lunch anywhere between. */
const before = (slot: WindowMeal['slot']) => slot === 'breakfast';
const after = (slot: WindowMeal['slot']) => slot === 'dinner';

export interface DayWindowsProblem {
  readonly sights: readonly WindowSight[];
  /** In order; each is had exactly once. */
  readonly meals: readonly WindowMeal[];
  /** When the stretch starts (out of the lodging or the check-in) and by when its last item must end. */
  readonly start: number;
  readonly end: number;
  /** Between sights i and j. */
  readonly km: (i: number, j: number) => number;
  readonly moveMinutes: (i: number, j: number) => number;
  readonly localTransfer: number;
}

type ScheduledItem =
  | { readonly kind: 'sight'; readonly index: number; readonly start: number; readonly end: number }
  | { readonly kind: 'meal'; readonly slot: WindowMeal['slot']; readonly start: number; readonly end: number }
  | { readonly kind: 'move'; readonly from: number; readonly to: number; readonly start: number; readonly end: number; readonly km: number };

export interface DaySchedule {
  readonly items: readonly ScheduledItem[];
  /** Km driven between consecutive sights. */
  readonly km: number;
}

/** Largest number of sights scheduled exactly by the dynamic programme. */
export const EXACT_STOPS = 12;
const EPS = 1e-9;

interface Label {
  readonly km: number;
  readonly time: number;
  /** Back-pointer for the schedule. */
  readonly prev: Label | undefined;
  readonly item: ScheduledItem | undefined;
  readonly move: ScheduledItem | undefined;
}

/** The earliest start at or after `t` of a visit of `minutes` inside one of `open`, or undefined. */
function fit(open: readonly (readonly [number, number])[], t: number, minutes: number): number | undefined {
  let best: number | undefined;
  for (const [a, b] of open) {
    const s = Math.max(t, a);
    if (s + minutes <= b && (best === undefined || s < best)) best = s;
  }
  return best;
}

/** Keep only labels that no other label beats in both km and time (ties: the first found). */
function insert(front: Label[], label: Label): void {
  for (const l of front) if (l.km <= label.km + EPS && l.time <= label.time) return;
  for (let i = front.length - 1; i >= 0; i--) if (label.km <= front[i]!.km + EPS && label.time <= front[i]!.time) front.splice(i, 1);
  front.push(label);
}

/**
 * The shortest feasible schedule, or undefined when none exists. Ties in km go to the earlier end, then to the
 * first found (sights in index order), so the result is deterministic.
 */
export function scheduleStretch(p: DayWindowsProblem): DaySchedule | undefined {
  const n = p.sights.length;
  if (n > EXACT_STOPS) throw new RangeError(`scheduleStretch: ${n} sights in one stretch; the exact schedule handles at most ${EXACT_STOPS}`);
  const m = p.meals.length;
  // State key: mask of sights done, meals had (a count: they keep their order), last item (-1 none, n+k meal k... we only need whether the last was a sight).
  const fronts = new Map<number, Label[]>();
  const key = (mask: number, meals: number, last: number) => (mask * (m + 1) + meals) * (n + 1) + (last + 1);
  const push = (mask: number, meals: number, last: number, label: Label) => {
    const k = key(mask, meals, last);
    let f = fronts.get(k);
    if (!f) fronts.set(k, (f = []));
    insert(f, label);
  };
  push(0, 0, -1, { km: 0, time: p.start, prev: undefined, item: undefined, move: undefined });
  // Process states in order of (sights done + meals had): every transition adds one item.
  for (let size = 0; size < n + m; size++) {
    for (let mask = 0; mask < 1 << n; mask++) {
      const done = popcount(mask);
      const meals = size - done;
      if (meals < 0 || meals > m) continue;
      for (let last = -1; last < n; last++) {
        const front = fronts.get(key(mask, meals, last));
        if (!front) continue;
        for (const label of front) {
          const first = label.prev === undefined;
          // Next: a sight (not while breakfast is still to come).
          const nextMeal = p.meals[meals];
          for (let j = 0; j < n && !(nextMeal && before(nextMeal.slot)); j++) {
            if (mask & (1 << j)) continue;
            const sight = p.sights[j]!;
            const travel = last >= 0 ? p.moveMinutes(last, j) : first ? 0 : p.localTransfer;
            const s = fit(sight.open, label.time + travel, sight.minutes);
            if (s === undefined || s + sight.minutes > p.end) continue;
            const km = last >= 0 ? p.km(last, j) : 0;
            const move: ScheduledItem | undefined =
              last >= 0 ? { kind: 'move', from: last, to: j, start: label.time, end: label.time + travel, km } : undefined;
            push(mask | (1 << j), meals, j, {
              km: label.km + km,
              time: s + sight.minutes,
              prev: label,
              item: { kind: 'sight', index: j, start: s, end: s + sight.minutes },
              move,
            });
          }
          // Next: the next meal (dinner only once every sight is done).
          if (meals < m && !(after(p.meals[meals]!.slot) && done < n)) {
            const meal = p.meals[meals]!;
            const ready = label.time + (first ? 0 : p.localTransfer);
            // Eat at the usual time when nothing else is waiting, else as soon as the window opens.
            const s = Math.max(
              ready,
              meal.earliest,
              done === n && meals + 1 === m ? Math.min(meal.usual, meal.latest - meal.minutes, p.end - meal.minutes) : meal.earliest,
            );
            if (s + meal.minutes <= meal.latest && s + meal.minutes <= p.end) {
              push(mask, meals + 1, -1, {
                km: label.km,
                time: s + meal.minutes,
                prev: label,
                item: { kind: 'meal', slot: meal.slot, start: s, end: s + meal.minutes },
                move: undefined,
              });
            }
          }
        }
      }
    }
  }
  let best: Label | undefined;
  for (let last = -1; last < n; last++) {
    for (const label of fronts.get(key((1 << n) - 1, m, last)) ?? []) {
      if (!best || label.km < best.km - EPS || (Math.abs(label.km - best.km) <= EPS && label.time < best.time)) best = label;
    }
  }
  if (!best) return undefined;
  const items: ScheduledItem[] = [];
  for (let l: Label | undefined = best; l?.item; l = l.prev) {
    items.push(l.item);
    if (l.move && l.move.end > l.move.start) items.push(l.move);
  }
  items.reverse();
  return { items, km: best.km };
}

function popcount(x: number): number {
  let c = 0;
  for (let v = x; v !== 0; v &= v - 1) c++;
  return c;
}

/** One step of a given order: a sight (by index) or the next meal. */
export type SequenceStep = { readonly kind: 'sight'; readonly index: number } | { readonly kind: 'meal' };

/**
 * The schedule of one given order, each item as early as it can start (the same rules as scheduleStretch: a
 * move's minutes between two sights, the local transfer next to a meal, the last meal at its usual time), or
 * undefined when the order breaks a window, the meal order or the stretch's end. Used to time an order found by
 * the CP-SAT model (ortools.ts).
 */
export function scheduleSequence(p: DayWindowsProblem, sequence: readonly SequenceStep[]): DaySchedule | undefined {
  const n = p.sights.length;
  if (sequence.filter((s) => s.kind === 'sight').length !== n || sequence.filter((s) => s.kind === 'meal').length !== p.meals.length) return undefined;
  const items: ScheduledItem[] = [];
  let time = p.start;
  let last: number | undefined;
  let km = 0;
  let meals = 0;
  let done = 0;
  const seen = new Set<number>();
  for (const [pos, step] of sequence.entries()) {
    const first = pos === 0;
    if (step.kind === 'sight') {
      const nextMeal = p.meals[meals];
      if (seen.has(step.index) || step.index < 0 || step.index >= n || (nextMeal && before(nextMeal.slot))) return undefined;
      seen.add(step.index);
      const sight = p.sights[step.index]!;
      const travel = last !== undefined ? p.moveMinutes(last, step.index) : first ? 0 : p.localTransfer;
      const s = fit(sight.open, time + travel, sight.minutes);
      if (s === undefined || s + sight.minutes > p.end) return undefined;
      if (last !== undefined) {
        const d = p.km(last, step.index);
        km += d;
        if (travel > 0) items.push({ kind: 'move', from: last, to: step.index, start: time, end: time + travel, km: d });
      }
      items.push({ kind: 'sight', index: step.index, start: s, end: s + sight.minutes });
      time = s + sight.minutes;
      last = step.index;
      done++;
    } else {
      const meal = p.meals[meals];
      if (!meal || (after(meal.slot) && done < n)) return undefined;
      const ready = time + (first ? 0 : p.localTransfer);
      const s = Math.max(
        ready,
        meal.earliest,
        done === n && meals + 1 === p.meals.length ? Math.min(meal.usual, meal.latest - meal.minutes, p.end - meal.minutes) : meal.earliest,
      );
      if (s + meal.minutes > meal.latest || s + meal.minutes > p.end) return undefined;
      items.push({ kind: 'meal', slot: meal.slot, start: s, end: s + meal.minutes });
      time = s + meal.minutes;
      last = undefined;
      meals++;
    }
  }
  return { items, km };
}
