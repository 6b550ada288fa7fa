/**
 * A route-level oracle for required cities (TripSpec.cities) that never reads the field: for every set of
 * cityCount cities of the state holding all the required ones, plan the request without the list on a sandbox
 * whose state has only that set, and keep the best answer. Every route through the required cities is a route of
 * exactly one such set, so the best over the sets is the best over those routes.
 */
import type { Sandbox } from '../../src/sandbox/index.ts';
import type { TripSpec } from '../../src/tripspec/index.ts';
import { planTrip, type BackendName } from '../../solver/index.ts';

/** The sandbox as if `state` had only the cities of `keep` (in the sandbox's order). */
function stateWithOnly(sandbox: Sandbox, state: string, keep: readonly string[]): Sandbox {
  return new Proxy(sandbox, {
    get(target, prop, receiver) {
      if (prop === 'citiesIn') return (s: string) => (s === state ? target.citiesIn(s).filter((c) => keep.includes(c)) : target.citiesIn(s));
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Every set of `k` of `pool` that holds all of `required`, each in the pool's order. */
function citySets(pool: readonly string[], k: number, required: readonly string[]): string[][] {
  const out: string[][] = [];
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === k) {
      if (required.every((c) => chosen.includes(c))) out.push([...chosen]);
      return;
    }
    for (let i = from; i < pool.length; i++) pick(i + 1, [...chosen, pool[i]!]);
  };
  pick(0, []);
  return out;
}

export interface Best {
  readonly quality: number;
  readonly cost: number;
  /** The set of the best plan (the first set, in citySets order, on a tie). */
  readonly cities: readonly string[];
}

/** The best plan over the city sets through `spec.cities` (planned without the list), or null when none has one. */
export async function bestOverSets(spec: TripSpec, sandbox: Sandbox, objective: 'quality' | 'cost', backend: BackendName = 'mip'): Promise<Best | null> {
  const state = spec.destination.name;
  const pool = sandbox.citiesIn(state).filter((c) => c !== spec.origin);
  let best: Best | null = null;
  for (const set of citySets(pool, spec.cityCount, spec.cities)) {
    const o = await planTrip({ ...spec, cities: [] }, stateWithOnly(sandbox, state, set), { objective, backend, timeLimitMs: 60_000 });
    if (o.status === 'timeout' || o.status === 'feasible') throw new Error(`${set.join(', ')}: no proven answer (${o.status})`);
    if (o.status !== 'optimal') continue;
    const { quality, cost } = o.plan;
    const better = best === null || (objective === 'cost' ? cost < best.cost : quality > best.quality || (quality === best.quality && cost < best.cost));
    if (better) best = { quality, cost, cities: set };
  }
  return best;
}
