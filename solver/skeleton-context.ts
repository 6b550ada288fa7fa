/**
 * What a skeleton is made of: its stays and legs, and the trip's context, the candidate lookups every skeleton
 * shares (a city's candidates, a leg's transport options, the lodging a stay may use, how many sights a full day
 * holds), each computed once per trip. solver/skeleton.ts enumerates skeletons over it; solver/skeleton-bounds.ts
 * bounds them.
 */
import type { TripSpec } from '../src/tripspec/index.ts';
import { tripDates } from '../src/tripspec/index.ts';
import type { Sandbox } from '../src/sandbox/index.ts';
import { PACE_CAP, cityCandidates, legOptions, type CityCandidates, type LodgingCandidate, type Morning, type TransportOption } from './candidates.ts';
import { CLOCK } from '../src/timeline/constants.ts';
import { stretchFits } from './timeline.ts';

export interface Stay {
  readonly city: string;
  /** Day (1-based) the city is entered. */
  readonly arrive: number;
  /** Day it is left. */
  readonly depart: number;
  readonly nights: number;
  readonly fullDays: number;
  /** Meals that complete-information requires (3 per full day). */
  readonly requiredMeals: number;
  /** Extra meals the travel days can allow (lunch and dinner on arrival; breakfast, and lunch before going home, on departure). */
  readonly optionalMeals: number;
  /** Upper bound on visits (pace cap on full days, one on each travel day). */
  readonly maxAttractions: number;
  /** Attractions per full day allowed by the pace. */
  readonly perDay: number;
  /** For each full day, the most sights it can hold: the pace's cap, or fewer where opening hours allow fewer. */
  readonly dayCaps: readonly number[];
  /**
   * When the first full day's meals and sights may start, when the leg into the city arrives overnight (its
   * check-in passes midnight: solver/timeline.ts's morningAfter); undefined when the day starts as full days do.
   */
  readonly firstDayFrom?: number;
}

export interface Leg {
  readonly from: string;
  readonly to: string;
  readonly day: number;
  readonly date: string;
  readonly options: readonly TransportOption[];
}

export interface Context {
  readonly spec: TripSpec;
  readonly sandbox: Sandbox;
  readonly dates: readonly string[];
  readonly city: (name: string) => CityCandidates;
  /** A leg's options; on a `morning` after an arrival overnight, those that leave late enough, with the room left (legOptions). */
  readonly leg: (from: string, to: string, date: string, morning?: Morning) => readonly TransportOption[];
  /** Lodging a stay of n nights may use, dominated listings removed. */
  readonly lodgingFor: (city: string, nights: number) => readonly LodgingCandidate[];
  /**
   * The most sights a full day in the city can hold on that date with its three meals, from `start` (default: a full
   * day's start; the pace's cap without opening hours). 0 when not even one fits, or the meals alone do not.
   */
  readonly fullDayCapacity: (city: string, date: string, start?: number) => number;
}

export interface ContextOptions {
  /**
   * Keep dominated lodging and restaurants (default: pruned). Dominance is judged under the spec's own
   * requirements; a model whose requirements are switched on later by assumption (solver/cores.ts) must keep
   * every candidate, since a listing dominated by one that breaks a house rule may be the one a plan needs.
   */
  readonly keepDominated?: boolean;
}

export function makeContext(spec: TripSpec, sandbox: Sandbox, options: ContextOptions = {}): Context {
  const cities = new Map<string, CityCandidates>();
  const legs = new Map<string, TransportOption[]>();
  const lodging = new Map<string, LodgingCandidate[]>();
  const capacities = new Map<string, number>();
  const perDay = PACE_CAP[spec.wishes.pace ?? 'normal'];
  const city = (name: string): CityCandidates => {
    let c = cities.get(name);
    if (!c) {
      c = cityCandidates(spec, sandbox, name);
      if (options.keepDominated) c = { ...c, mealDominators: c.meals.map(() => 0) };
      cities.set(name, c);
    }
    return c;
  };
  return {
    spec,
    sandbox,
    dates: tripDates(spec),
    city,
    leg: (from, to, date, morning) => {
      const key = `${from}\u0000${to}\u0000${date}\u0000${morning?.checkedIn ?? ''}`;
      let o = legs.get(key);
      if (!o) legs.set(key, (o = legOptions(spec, sandbox, from, to, date, morning)));
      return o;
    },
    lodgingFor: (name, nights) => {
      const key = `${name}\u0000${nights}`;
      let l = lodging.get(key);
      if (!l) {
        const eligible = city(name).lodging.filter((c) => c.listing.minimumNights <= nights);
        l = options.keepDominated
          ? eligible
          : eligible.filter(
              (c, i) =>
                !eligible.some((o, j) => j !== i && o.nightly <= c.nightly && o.score >= c.score && (o.nightly < c.nightly || o.score > c.score || j < i)),
            );
        lodging.set(key, l);
      }
      return l;
    },
    fullDayCapacity: (name, date, start = CLOCK.fullDayStart) => {
      const sights = city(name).attractions;
      // A day that starts as full days do holds the pace's cap when no sight has opening hours; one that starts
      // later (after an arrival overnight) is tried on the sights themselves.
      if (start <= CLOCK.fullDayStart && !sights.some((a) => a.openingHours !== null)) return perDay;
      const key = `${name}\u0000${date}\u0000${Math.max(start, CLOCK.fullDayStart)}`;
      let cap = capacities.get(key);
      if (cap === undefined) {
        cap = 0;
        const stretch = { date, meals: ['breakfast', 'lunch', 'dinner'] as const, start: Math.max(start, CLOCK.fullDayStart), end: CLOCK.dayEnd };
        const fitting = sights.filter((a) => stretchFits({ ...stretch, meals: [...stretch.meals], sights: [a] }));
        for (let k = Math.min(perDay, fitting.length); k >= 1 && cap === 0; k--) {
          for (const set of kSubsets(fitting, k)) {
            if (stretchFits({ ...stretch, meals: [...stretch.meals], sights: set })) {
              cap = k;
              break;
            }
          }
        }
        capacities.set(key, cap);
      }
      return cap;
    },
  };
}

function* kSubsets<T>(items: readonly T[], k: number, from = 0, prefix: T[] = []): Generator<T[]> {
  if (prefix.length === k) {
    yield [...prefix];
    return;
  }
  for (let i = from; i <= items.length - (k - prefix.length); i++) {
    prefix.push(items[i]!);
    yield* kSubsets(items, k, i + 1, prefix);
    prefix.pop();
  }
}

/** Meals a stay may use: enough undominated restaurants for every meal it can hold. */
export function mealsFor(ctx: Context, stay: Stay) {
  const c = ctx.city(stay.city);
  const n = stay.requiredMeals + stay.optionalMeals;
  return c.meals.filter((_, i) => c.mealDominators[i]! < n);
}

/** How many of a city's sights match the traveller's interests (the most that can earn the interest weight). */
export function interestMatches(ctx: Context, city: string): number {
  const interests = ctx.spec.wishes.interests ?? [];
  if (interests.length === 0) return 0;
  return ctx.city(city).attractions.filter((a) => a.categories.some((c) => (interests as readonly string[]).includes(c))).length;
}

/**
 * The cities a trip may visit: the destination city, or the cities of the destination state (not the origin); when
 * the request names as many cities as it visits, exactly those, in the sandbox's order (not the order written, so
 * ties between routes break as they would without the list). A named city the state does not have is left out:
 * the pool is then too small for any route, and explain reports the gap. Fewer named cities than the trip visits
 * leave the pool whole; the enumeration keeps only the routes through all of them (enumerateSkeletons).
 */
export function candidateCities(ctx: Context): string[] {
  const { spec, sandbox } = ctx;
  if (spec.destination.kind === 'city') return [spec.destination.name];
  const state = sandbox.citiesIn(spec.destination.name).filter((c) => c !== spec.origin);
  return spec.cities.length === spec.cityCount ? state.filter((c) => spec.cities.includes(c)) : state;
}
