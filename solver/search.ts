/**
 * Exact search over skeletons: order them by their optimistic bound, solve each skeleton's selection
 * model with the chosen backend, and stop once no remaining skeleton's bound can beat the best plan found.
 * With the quality objective the bound is (quality upper bound, cost lower bound); with the cost objective
 * it is the cost lower bound. Skeletons whose cheapest conceivable plan exceeds the budget are never solved.
 */
import type { Deadline } from '../src/common/deadline.ts';
import type { Backend } from './model.ts';
import { buildSelectionModel, type ObjectiveMode, type Selection } from './selection.ts';
import type { Context } from './skeleton-context.ts';
import { enumerateSkeletons, type Skeleton } from './skeleton.ts';

export interface SearchOptions {
  readonly backend: Backend;
  readonly budget: number | null;
  readonly objective: ObjectiveMode;
  /** When the search must end. */
  readonly deadline: Deadline;
}

export interface SearchStats {
  readonly skeletonsConsidered: number;
  readonly skeletonsKept: number;
  readonly modelsSolved: number;
  /** Models whose optimum was not proven within their time slice. */
  readonly modelsUnproven: number;
}

export type SearchOutcome =
  | { readonly status: 'optimal'; readonly selection: Selection; readonly stats: SearchStats }
  | { readonly status: 'infeasible'; readonly stats: SearchStats }
  | { readonly status: 'timeout'; readonly best: Selection | undefined; readonly stats: SearchStats };

function better(a: Selection, b: Selection | undefined, objective: ObjectiveMode): boolean {
  if (!b) return true;
  if (objective === 'cost') return a.cost < b.cost;
  return a.quality > b.quality || (a.quality === b.quality && a.cost < b.cost);
}

function cannotBeat(s: Skeleton, best: Selection | undefined, objective: ObjectiveMode): boolean {
  if (!best) return false;
  if (objective === 'cost') return s.costBound >= best.cost;
  return s.qualityBound < best.quality || (s.qualityBound === best.quality && s.costBound >= best.cost);
}

/**
 * Whether a skeleton that may still come before the best plan in the order cannot beat it all the same: its quality
 * bound equals the best quality, so a better plan must reach that bound, and reaching it costs at least
 * costAtQualityBound, no less than the best plan's cost. Prices are whole cents (the models count cents), so a
 * cheaper plan is a cent cheaper at least: half a cent of slack keeps floating-point sums from cutting one.
 */
function outpriced(s: Skeleton, best: Selection | undefined, objective: ObjectiveMode): boolean {
  return best !== undefined && objective === 'quality' && s.qualityBound === best.quality && s.costAtQualityBound > best.cost - 0.005;
}

export async function search(ctx: Context, options: SearchOptions): Promise<SearchOutcome> {
  const enumeration = enumerateSkeletons(ctx, options.budget);
  let best: Selection | undefined;
  let solved = 0;
  let unproven = 0;
  const stats = () => ({ skeletonsConsidered: enumeration.considered, skeletonsKept: enumeration.kept, modelsSolved: solved, modelsUnproven: unproven });
  for (const skeleton of enumeration.best(options.objective)) {
    if (cannotBeat(skeleton, best, options.objective)) break;
    const remaining = options.deadline.remaining();
    if (remaining <= 0) return { status: 'timeout', best, stats: stats() };
    if (outpriced(skeleton, best, options.objective)) continue;
    // A model may use half of what is left (at least a second), so one hard model cannot starve the rest.
    const slice = Math.min(remaining, Math.max(1000, remaining / 2));
    const sm = buildSelectionModel(ctx, skeleton, {
      budget: options.budget,
      objective: options.objective,
      ...(best && options.objective === 'quality' ? { minQuality: best.quality } : {}),
    });
    const result = await options.backend.solve(sm.model, { timeLimitMs: slice });
    solved++;
    if (result.status === 'timeout') {
      unproven++;
      continue;
    }
    if (result.status === 'feasible') unproven++;
    if (result.status === 'optimal' || result.status === 'feasible') {
      const selection = sm.decode(result.values);
      if (better(selection, best, options.objective)) best = selection;
    }
  }
  if (unproven > 0) return { status: 'timeout', best, stats: stats() };
  return best ? { status: 'optimal', selection: best, stats: stats() } : { status: 'infeasible', stats: stats() };
}
