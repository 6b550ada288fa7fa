/**
 * The city tour as a backend-neutral model (solver/model.ts). Two formulations, both exact:
 *
 * **By start day** (every stay at least 2 days, as in every NATURAL PLAN request): z[i][d] = city i's stay starts
 * on day d, for the days its stay fits in the tour after some of the other stays (d - 1 a sum of their days less one).
 * - `tour.once`: every city starts once;
 * - `tour.start`: one stay starts on day 1; `tour.length`: one stay ends on the last day;
 * - `tour.chain`: on every day, as many stays start as end. With stays of 2 days or more, at most one stay is then
 *   under way at any time, so the stays form one chain from day 1 to the last day;
 * - `tour.flight`: a stay of city j that ends on day d is followed by a stay starting on d in a city j flies to;
 * - `tour.window`: no stay of an event's city starts on a day that leaves the event's window outside it (such a
 *   day has no variable, as a day the stay cannot reach).
 *
 * **By place** (some stay of 1 day, when two flights share a day): x[i][p] = city i is the p-th city, s[p] the day
 * the p-th stay starts; `tour.once`, `tour.order` (one city per place), `tour.start` (s[p] is 1 plus the stays
 * before p, less one day each), `tour.length`, `tour.flight` (x[i][p] <= the sum of x[j][p+1] over i's flights) and
 * `tour.window` (big-M on x). Slower to solve (a weak relaxation), so it is only the fallback.
 *
 * Both take orders to rule out (how further valid orders are found) and a prefix to fix (how the tie-break
 * walks the order place by place). No row carries an objective: every valid order is as good as another.
 */
import { ModelBuilder, type Model, type Term } from '../model.ts';
import type { TourSpec } from '../../src/tour/spec.ts';

const TOUR_REQUIREMENTS = ['tour.once', 'tour.order', 'tour.start', 'tour.length', 'tour.chain', 'tour.flight', 'tour.window', 'tour.choice'] as const;
type TourRequirement = (typeof TOUR_REQUIREMENTS)[number];

export interface TourModel {
  readonly model: Model<TourRequirement>;
  /** The options ask for what no order can give (a prefix city on a day its stay cannot start): no need to solve. */
  readonly impossible?: boolean;
  /** The order an assignment of the model describes. */
  orderOf(values: readonly number[]): string[];
}

export interface TourModelOptions {
  /** Orders to rule out (each a list of every city name). */
  readonly exclude?: readonly (readonly string[])[];
  /** The first cities of the order, fixed. */
  readonly prefix?: readonly string[];
}

/** Which formulation a tour is solved with (the by-day one needs every stay to last 2 days or more). */
export const formulationOf = (spec: TourSpec): 'by-day' | 'by-place' => (spec.stays.every((s) => s.days >= 2) ? 'by-day' : 'by-place');

export function buildTourModel(spec: TourSpec, options: TourModelOptions = {}): TourModel {
  return formulationOf(spec) === 'by-day' ? byDay(spec, options) : byPlace(spec, options);
}

/** Direct flights as city indexes: out[i] = the cities i flies to. */
function flightsOut(spec: TourSpec): number[][] {
  const index = new Map(spec.stays.map((s, i) => [s.city, i]));
  const out: number[][] = spec.stays.map(() => []);
  for (const f of spec.flights) {
    const a = index.get(f.from);
    const z = index.get(f.to);
    if (a !== undefined && z !== undefined && !out[a]!.includes(z)) out[a]!.push(z);
  }
  return out;
}

/** reachable[k]: some of `parts` add up to k (0 <= k <= max). */
function reachableSums(parts: readonly number[], max: number): boolean[] {
  const reachable = Array.from({ length: max + 1 }, (_, k) => k === 0);
  for (const p of parts) for (let k = max; k >= p; k--) if (reachable[k - p]) reachable[k] = true;
  return reachable;
}

/** The days each prefix city starts on (each stay starts on the day the one before ends). */
function prefixStarts(spec: TourSpec, prefix: readonly string[]): { city: number; day: number }[] {
  const index = new Map(spec.stays.map((s, i) => [s.city, i]));
  let day = 1;
  return prefix.map((c) => {
    const city = index.get(c)!;
    const at = { city, day };
    day += spec.stays[city]!.days - 1;
    return at;
  });
}

function byDay(spec: TourSpec, options: TourModelOptions): TourModel {
  const b = new ModelBuilder<TourRequirement>();
  const T = spec.totalDays;
  const n = spec.stays.length;
  // z[i][d]: a variable for every day the stay can start on: it fits in the tour, and the days before it are
  // the stays of some other cities (d - 1 is a sum of their days less one each). Other days are no choice at all.
  const z = spec.stays.map((s, i) => {
    const before = reachableSums(
      spec.stays.flatMap((o, j) => (j === i ? [] : [o.days - 1])),
      T,
    );
    const row = new Map<number, number>();
    // An event's window also rules out the days that leave it outside the stay (`tour.window`, by elimination).
    const events = spec.events.filter((e) => e.city === s.city);
    const fits = (d: number) => before[d - 1] && events.every((e) => d <= e.from && d + s.days - 1 >= e.to);
    for (let d = 1; d + s.days - 1 <= T; d++) if (fits(d)) row.set(d, b.bool(`${s.city}@day${d}`));
    return row;
  });
  const startsOn = (d: number): Term[] => spec.stays.flatMap((_, i) => (z[i]!.has(d) ? [{ v: z[i]!.get(d)!, c: 1 }] : []));
  const endsOn = (d: number): Term[] => spec.stays.flatMap((s, i) => (z[i]!.has(d - s.days + 1) ? [{ v: z[i]!.get(d - s.days + 1)!, c: 1 }] : []));
  spec.stays.forEach((s, i) =>
    b.row(
      'tour.once',
      `once:${s.city}`,
      [...z[i]!.values()].map((v) => ({ v, c: 1 })),
      '=',
      1,
    ),
  );
  b.row('tour.start', 'start', startsOn(1), '=', 1);
  b.row('tour.length', 'length', endsOn(T), '=', 1);
  for (let d = 2; d < T; d++) b.row('tour.chain', `chain:day${d}`, [...startsOn(d), ...endsOn(d).map((t) => ({ v: t.v, c: -1 }))], '=', 0);
  const out = flightsOut(spec);
  spec.stays.forEach((s, j) => {
    for (const [d0, v] of z[j]!) {
      const d = d0 + s.days - 1;
      if (d >= T) continue;
      const next = out[j]!.flatMap((i) => (z[i]!.has(d) ? [{ v: z[i]!.get(d)!, c: -1 }] : []));
      b.row('tour.flight', `flight:${s.city}@day${d}`, [{ v, c: 1 }, ...next], '<=', 0);
    }
  });
  (options.exclude ?? []).forEach((order, k) => {
    const terms = prefixStarts(spec, order).map(({ city, day }) => ({ v: z[city]!.get(day), c: 1 }));
    // An order whose stays do not fit is no assignment of this model: nothing to rule out.
    if (terms.every((t) => t.v !== undefined))
      b.row(
        'tour.choice',
        `exclude:${k + 1}`,
        terms.map((t) => ({ v: t.v!, c: 1 })),
        '<=',
        n - 1,
      );
  });
  // A prefix city that cannot start on its day (no variable) makes the prefix impossible: said, not modelled.
  let impossible = false;
  prefixStarts(spec, options.prefix ?? []).forEach(({ city, day }, p) => {
    const v = z[city]!.get(day);
    if (v === undefined) impossible = true;
    else b.row('tour.choice', `prefix:${p + 1}`, [{ v, c: 1 }], '=', 1);
  });
  const model = b.build({ lp: 'unsuited' });
  return {
    model,
    impossible,
    orderOf: (values) =>
      spec.stays
        .map((s, i) => ({ city: s.city, day: [...z[i]!].find(([, v]) => values[v] === 1)?.[0] ?? 0 }))
        .sort((a, c) => a.day - c.day)
        .map((x) => x.city),
  };
}

function byPlace(spec: TourSpec, options: TourModelOptions): TourModel {
  const b = new ModelBuilder<TourRequirement>();
  const cities = spec.stays.map((s) => s.city);
  const n = cities.length;
  const T = spec.totalDays;
  const index = new Map(cities.map((c, i) => [c, i]));
  const place = cities.map((c) => Array.from({ length: n }, (_, p) => b.bool(`${c}@${p + 1}`)));
  const start = Array.from({ length: n }, (_, p) => b.int(`start@${p + 1}`, 1, Math.max(1, T)));
  const one = (vars: readonly number[]): Term[] => vars.map((v) => ({ v, c: 1 }));
  cities.forEach((c, i) => b.row('tour.once', `once:${c}`, one(place[i]!), '=', 1));
  for (let p = 0; p < n; p++) b.row('tour.order', `order:${p + 1}`, one(cities.map((_, i) => place[i]![p]!)), '=', 1);
  for (let p = 0; p < n; p++) {
    const before: Term[] = [];
    for (let q = 0; q < p; q++) spec.stays.forEach((s, i) => before.push({ v: place[i]![q]!, c: -(s.days - 1) }));
    b.row('tour.start', `start:${p + 1}`, [{ v: start[p]!, c: 1 }, ...before], '=', 1);
  }
  b.row('tour.length', 'length', [{ v: start[n - 1]!, c: 1 }, ...spec.stays.map((s, i) => ({ v: place[i]![n - 1]!, c: s.days - 1 }))], '=', T);
  const out = flightsOut(spec);
  for (let p = 0; p + 1 < n; p++)
    cities.forEach((c, i) => {
      const next = out[i]!.map((j) => ({ v: place[j]![p + 1]!, c: -1 }));
      b.row('tour.flight', `flight:${c}@${p + 1}`, [{ v: place[i]![p]!, c: 1 }, ...next], '<=', 0);
    });
  const M = T + 1;
  spec.events.forEach((e, k) => {
    const i = index.get(e.city);
    if (i === undefined) return;
    const days = spec.stays[i]!.days;
    for (let p = 0; p < n; p++) {
      const x = place[i]![p]!;
      b.row(
        'tour.window',
        `window:${k + 1}@${p + 1}:start`,
        [
          { v: start[p]!, c: 1 },
          { v: x, c: M },
        ],
        '<=',
        e.from + M,
      );
      b.row(
        'tour.window',
        `window:${k + 1}@${p + 1}:end`,
        [
          { v: start[p]!, c: 1 },
          { v: x, c: -M },
        ],
        '>=',
        e.to - days + 1 - M,
      );
    }
  });
  (options.exclude ?? []).forEach((order, k) => {
    b.row(
      'tour.choice',
      `exclude:${k + 1}`,
      order.map((c, p) => ({ v: place[index.get(c)!]![p]!, c: 1 })),
      '<=',
      n - 1,
    );
  });
  (options.prefix ?? []).forEach((c, p) => b.row('tour.choice', `prefix:${p + 1}`, [{ v: place[index.get(c)!]![p]!, c: 1 }], '=', 1));
  return { model: b.build({ lp: 'unsuited' }), orderOf: (values) => cities.map((_, p) => cities[place.findIndex((vars) => values[vars[p]!] === 1)]!) };
}
