/**
 * The selection model of one skeleton: which transport per leg, which lodging per stay, which restaurants
 * and how many attractions in each city. Every row carries its catalogue id, so a core names requirements.
 */
import { ModelBuilder, type Model, type Term } from './model.ts';
import { WEIGHTS, type LodgingCandidate, type MealCandidate, type TransportOption } from './candidates.ts';
import { interestMatches, mealsFor, type Context } from './skeleton-context.ts';
import type { Skeleton } from './skeleton.ts';

export type ObjectiveMode = 'quality' | 'cost';

export interface SelectionOptions {
  /** Budget row; null leaves it out (e.g. to find the minimum budget). */
  readonly budget: number | null;
  readonly objective: ObjectiveMode;
  /** Only accept plans at least this good (quality mode), to skip skeletons that cannot beat the best so far. */
  readonly minQuality?: number;
}

export interface Selection {
  readonly skeleton: Skeleton;
  readonly transport: readonly TransportOption[];
  readonly lodging: readonly LodgingCandidate[];
  readonly meals: readonly (readonly MealCandidate[])[];
  readonly attractionCounts: readonly number[];
  /** Per stay, how many of the visits the model counted as matching the interests. */
  readonly interestCounts: readonly number[];
  readonly quality: number;
  readonly cost: number;
}

export interface SelectionModel {
  readonly model: Model;
  /** Model money units per dollar (1, or 100 when some price has cents). */
  readonly scale: number;
  /** Which variable is which candidate (what explain's assumption literals constrain, solver/cores.ts). */
  readonly layout: SelectionLayout;
  decode(values: readonly number[]): Selection;
}

interface SelectionLayout {
  /** Per leg, one variable per transport option (skeleton.legs[j].options). */
  readonly legs: readonly (readonly number[])[];
  /** Per stay, its lodging candidates and their variables. */
  readonly lodging: readonly { readonly candidates: readonly LodgingCandidate[]; readonly vars: readonly number[] }[];
  /** Per stay, its meal candidates and their variables. */
  readonly meals: readonly { readonly candidates: readonly MealCandidate[]; readonly vars: readonly number[] }[];
  /** The total cost in model money units. */
  readonly cost: readonly Term[];
}

/** Transport: one option per leg, its cost in `cost`; self-driving never together with a flight or a taxi. Returns each leg's variables. */
function addLegs(b: ModelBuilder, skeleton: Skeleton, money: (x: number) => number, cost: Term[]): number[][] {
  const legVars = skeleton.legs.map((leg, j) => {
    const vars = leg.options.map((o, k) => b.bool(`leg${j}_${o.mode}_${k}`));
    b.row(
      'transport.leg',
      `leg${j}:${leg.from}->${leg.to}@${leg.date}`,
      vars.map((v) => ({ v, c: 1 })),
      '=',
      1,
    );
    vars.forEach((v, k) => cost.push({ v, c: money(leg.options[k]!.cost) }));
    return vars;
  });
  const hasDrive = skeleton.legs.some((l) => l.options.some((o) => o.mode === 'self-driving'));
  const hasOther = skeleton.legs.some((l) => l.options.some((o) => o.mode !== 'self-driving'));
  if (hasDrive && hasOther) {
    const drive = b.bool('drive');
    skeleton.legs.forEach((leg, j) =>
      leg.options.forEach((o, k) => {
        const v = legVars[j]![k]!;
        if (o.mode === 'self-driving')
          b.row(
            'transport.nonConflicting',
            `drive:leg${j}`,
            [
              { v, c: 1 },
              { v: drive, c: -1 },
            ],
            '<=',
            0,
          );
        else
          b.row(
            'transport.nonConflicting',
            `nodrive:leg${j}_${o.mode}_${k}`,
            [
              { v, c: 1 },
              { v: drive, c: 1 },
            ],
            '<=',
            1,
          );
      }),
    );
  }
  return legVars;
}

// Over 120 lines: the rows of one model in the order the backends number them, sharing its variable tables; the
// transport rows are apart (addLegs).
export function buildSelectionModel(ctx: Context, skeleton: Skeleton, options: SelectionOptions): SelectionModel {
  const b = new ModelBuilder();
  const cost: Term[] = [];
  const quality: Term[] = [];
  const { spec } = ctx;
  // Costs enter the model as integers: whole dollars, or cents when some price has them.
  const allCosts = [
    ...skeleton.legs.flatMap((l) => l.options.map((o) => o.cost)),
    ...skeleton.stays.flatMap((s) => [...ctx.lodgingFor(s.city, s.nights).map((l) => l.nightly * s.nights), ...mealsFor(ctx, s).map((m) => m.cost)]),
  ];
  const scale = allCosts.every(Number.isInteger) ? 1 : 100;
  const money = (x: number) => Math.round(x * scale);

  const legVars = addLegs(b, skeleton, money, cost);

  const stayLodging: LodgingCandidate[][] = [];
  const stayMeals: MealCandidate[][] = [];
  const lodgingVars: number[][] = [];
  const mealVars: number[][] = [];
  const attractionVars: number[][] = [];
  const interestVisits: number[][] = [];
  skeleton.stays.forEach((stay, i) => {
    const lodging = [...ctx.lodgingFor(stay.city, stay.nights)];
    stayLodging.push(lodging);
    const lv = lodging.map((_, k) => b.bool(`stay${i}_lodging${k}`));
    lodgingVars.push(lv);
    b.row(
      'lodging.perCity',
      `lodging:${stay.city}`,
      lv.map((v) => ({ v, c: 1 })),
      '=',
      1,
    );
    lv.forEach((v, k) => {
      cost.push({ v, c: money(lodging[k]!.nightly * stay.nights) });
      quality.push({ v, c: lodging[k]!.score * stay.nights });
    });

    // What the travel days leave room for depends on the chosen legs: arrival lunch/dinner/sight, and
    // departure breakfast/sight (plus lunch before the trip home).
    const isLast = i === skeleton.stays.length - 1;
    const arrival = skeleton.legs[i]!.options.map((o, k) => ({
      v: legVars[i]![k]!,
      meals: Number(o.room.arrival.lunch) + Number(o.room.arrival.dinner),
      sight: Number(o.room.arrival.attraction),
    }));
    const departure = skeleton.legs[i + 1]!.options.map((o, k) => ({
      v: legVars[i + 1]![k]!,
      meals: Number(o.room.departure.breakfast) + (isLast ? Number(o.room.departure.lunch) : 0),
      sight: Number(o.room.departure.attraction),
    }));
    const room = (key: 'meals' | 'sight') => [...arrival, ...departure].map((x) => ({ v: x.v, c: -x[key] }));

    const meals = mealsFor(ctx, stay);
    stayMeals.push(meals);
    const mv = meals.map((_, k) => b.bool(`stay${i}_meal${k}`));
    mealVars.push(mv);
    const all = mv.map((v) => ({ v, c: 1 }));
    b.row('meals.fullDays', `meals>=:${stay.city}`, all, '>=', stay.requiredMeals);
    b.row('meals.fullDays', `meals<=:${stay.city}`, [...all, ...room('meals')], '<=', stay.requiredMeals);
    mv.forEach((v, k) => {
      cost.push({ v, c: money(meals[k]!.cost) });
      quality.push({ v, c: meals[k]!.score });
    });

    // Attractions are free and alike to the model: one boolean per possible visit (the k-th visit of the
    // stay), in order, so the count is their sum. Which ones, and on which day, is chosen after solving.
    const available = ctx.city(stay.city).attractions.length;
    const visits = Array.from({ length: Math.max(0, Math.min(available, stay.maxAttractions)) }, (_, k) => b.bool(`stay${i}_visit${k + 1}`));
    attractionVars.push(visits);
    b.row(
      'attractions.fullDays',
      `attractions:${stay.city}`,
      visits.map((v) => ({ v, c: 1 })),
      '>=',
      stay.fullDays,
    );
    b.row(
      'attractions.fullDays',
      `attractions<=:${stay.city}`,
      [...visits.map((v) => ({ v, c: 1 })), ...room('sight')],
      '<=',
      stay.dayCaps.reduce((s, c) => s + c, 0),
    );
    visits.slice(1).forEach((v, k) =>
      b.row(
        'attractions.fullDays',
        `visit-order:${stay.city}:${k + 2}`,
        [
          { v: visits[k]!, c: 1 },
          { v, c: -1 },
        ],
        '>=',
        0,
      ),
    );
    // The first visits go to sights matching the interests (as many as the city has): they earn the interest weight too.
    const matching = interestMatches(ctx, stay.city);
    visits.forEach((v, k) => quality.push({ v, c: WEIGHTS.attraction + (k < matching ? WEIGHTS.interest : 0) }));
    interestVisits.push(visits.slice(0, matching));
  });

  spec.cuisines.forEach((cuisine, k) => {
    const terms: Term[] = [];
    stayMeals.forEach((meals, i) => {
      if (skeleton.stays[i]!.city === spec.origin) return;
      meals.forEach((m, r) => {
        if (m.wished.includes(k)) terms.push({ v: mealVars[i]![r]!, c: 1 });
      });
    });
    b.row('meals.cuisine', `cuisine:${cuisine}`, terms, '>=', 1);
  });

  if (options.budget !== null) b.row('budget.total', 'budget', cost, '<=', Math.floor(options.budget * scale + 1e-9));
  if (options.objective === 'quality') {
    if (options.minQuality !== undefined) b.row('objective.bound', 'quality>=best', quality, '>=', options.minQuality);
    b.objective('quality', 'max', quality);
  }
  b.objective('cost', 'min', cost);
  const model = b.build();

  return {
    model,
    scale,
    layout: {
      legs: legVars,
      lodging: stayLodging.map((candidates, i) => ({ candidates, vars: lodgingVars[i]! })),
      meals: stayMeals.map((candidates, i) => ({ candidates, vars: mealVars[i]! })),
      cost,
    },
    decode(values) {
      const pick = <T>(items: readonly T[], vars: readonly number[]): T[] => items.filter((_, k) => values[vars[k]!] === 1);
      const transport = skeleton.legs.map((leg, j) => pick(leg.options, legVars[j]!)[0]!);
      const lodging = stayLodging.map((l, i) => pick(l, lodgingVars[i]!)[0]!);
      const meals = stayMeals.map((m, i) => pick(m, mealVars[i]!));
      const attractionCounts = attractionVars.map((vs) => vs.reduce((n, v) => n + values[v]!, 0));
      const interestCounts = interestVisits.map((vs) => vs.reduce((n, v) => n + values[v]!, 0));
      const sum = (terms: Term[]) => terms.reduce((s, t) => s + t.c * values[t.v]!, 0);
      return { skeleton, transport, lodging, meals, attractionCounts, interestCounts, quality: sum(quality), cost: sum(cost) / scale };
    },
  };
}
