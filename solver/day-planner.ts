/**
 * Which sights on which day of a stay, when the days are on the clock: used for cities whose attractions have
 * opening hours, and whenever the traveller named interests. Every day's sights must fit its stretch of the day
 * (solver/timeline.ts: opening hours, meal windows, the time left around a journey). Among the choices that fit,
 * the most sights that match the interests, then the shortest driving. Full days get at least one sight.
 *
 * The search goes day by day over subsets of the sights that fit that day alone, best first, and stops at the
 * first complete choice that reaches the most matches still possible; it is exhaustive for the stays the
 * fixture sandbox has (at most 15 sights) and bounded (BUDGET) beyond, where it keeps the best found.
 */
import type { Attraction } from '../src/sandbox/index.ts';
import type { Interest } from '../src/tripspec/index.ts';
import { scheduleOf, type Stretch } from './timeline.ts';

export interface StayDay {
  /** The stretch of the day in the stay's city, without sights. */
  readonly stretch: Omit<Stretch, 'sights'>;
  /** Sights this day must get (1 on a full day) and may get. */
  readonly min: number;
  readonly max: number;
}

export interface StayChoice {
  readonly lists: Attraction[][];
  readonly matches: number;
  readonly km: number;
}

/** Subsets of a stay's search, each scored by routing it: at most this many schedule evaluations. */
const BUDGET = 40_000;

function matchesInterests(a: Attraction, interests: readonly Interest[]): boolean {
  return a.categories.some((c) => (interests as readonly string[]).includes(c));
}

function* subsets<T>(items: readonly T[], k: number, from = 0, prefix: T[] = []): Generator<T[]> {
  if (prefix.length === k) {
    yield [...prefix];
    return;
  }
  for (let i = from; i <= items.length - (k - prefix.length); i++) {
    prefix.push(items[i]!);
    yield* subsets(items, k, i + 1, prefix);
    prefix.pop();
  }
}

/**
 * The best choice of `total` sights over the days (each day between its min and max), or the most that fit
 * when `total` cannot be reached; undefined when a full day cannot get its one sight.
 */
export function planStay(pool: readonly Attraction[], days: readonly StayDay[], total: number, interests: readonly Interest[]): StayChoice | undefined {
  const fitsAlone = days.map((d) => pool.filter((a) => scheduleOf({ ...d.stretch, sights: [a] }) !== undefined));
  // Tightest days first; candidates matching first, then in name order.
  const order = days.map((_, i) => i).sort((a, b) => fitsAlone[a]!.length - fitsAlone[b]!.length || a - b);
  const rank = (a: Attraction) => (matchesInterests(a, interests) ? 0 : 1);
  for (const list of fitsAlone) list.sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  let best: StayChoice | undefined;
  let evaluations = 0;
  const chosen: Attraction[][] = days.map(() => []);
  const used = new Set<Attraction>();
  const better = (c: StayChoice) =>
    !best ||
    c.lists.flat().length > best.lists.flat().length ||
    (c.lists.flat().length === best.lists.flat().length && (c.matches > best.matches || (c.matches === best.matches && c.km < best.km - 1e-9)));
  const isMatch = days.map((_, i) => fitsAlone[i]!.map((a) => matchesInterests(a, interests)));
  /**
   * Branch and bound, exact: a branch is cut when even its best completion cannot beat the best choice found,
   * which already has every sight asked for. Sights only add kilometres, so with no more matches still
   * possible than the best has, a branch already as long as the best cannot win.
   */
  const cannotWin = (step: number, left: number, matches: number, km: number): boolean => {
    if (!best || best.lists.flat().length < total) return false;
    let slots = left;
    let possible = 0;
    for (let s = step; s < order.length && slots > 0; s++) {
      const i = order[s]!;
      const free = fitsAlone[i]!.reduce((n, a, k) => n + (isMatch[i]![k] && !used.has(a) ? 1 : 0), 0);
      const take = Math.min(days[i]!.max, slots, free);
      possible += take;
      slots -= Math.min(days[i]!.max, slots);
    }
    const most = matches + possible;
    return most < best.matches || (most === best.matches && km >= best.km - 1e-9);
  };
  const search = (step: number, left: number, matches: number, km: number): void => {
    if (evaluations > BUDGET && best) return;
    if (cannotWin(step, left, matches, km)) return;
    if (step === order.length) {
      const choice = { lists: chosen.map((l) => [...l]), matches, km };
      if (better(choice)) best = choice;
      return;
    }
    const i = order[step]!;
    const day = days[i]!;
    const remainingMax = order.slice(step + 1).reduce((s, j) => s + days[j]!.max, 0);
    const candidates = fitsAlone[i]!.filter((a) => !used.has(a));
    const hi = Math.min(day.max, left, candidates.length);
    const lo = Math.max(day.min, left - remainingMax, 0);
    for (let k = hi; k >= Math.min(lo, hi); k--) {
      if (k < day.min) break;
      for (const set of subsets(candidates, k)) {
        evaluations++;
        const schedule = scheduleOf({ ...day.stretch, sights: set });
        if (!schedule) continue;
        chosen[i] = set;
        for (const a of set) used.add(a);
        search(step + 1, left - k, matches + set.filter((a) => matchesInterests(a, interests)).length, km + schedule.km);
        for (const a of set) used.delete(a);
        chosen[i] = [];
        if (evaluations > BUDGET && best) return;
      }
      // The most sights first: a complete choice at this count beats any with fewer.
      if (best && best.lists.flat().length === total) break;
    }
  };
  search(0, total, 0, 0);
  return best;
}
