import type { Accommodation, Sandbox } from '../../src/sandbox/index.ts';

/** The sandbox with one city's listings changed (a planted cause for explain's tests). */
function withListings(sandbox: Sandbox, city: string, change: (a: Accommodation) => Accommodation): Sandbox {
  return new Proxy(sandbox, {
    get(target, prop, receiver) {
      if (prop === 'accommodations') return (c: string) => (c === city ? target.accommodations(c).map(change) : target.accommodations(c));
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Every listing of `city` forbids pets. */
export const noPetsIn = (sandbox: Sandbox, city: string): Sandbox =>
  withListings(sandbox, city, (a) => ({ ...a, houseRules: a.houseRules.includes('No pets') ? a.houseRules : `${a.houseRules} & No pets` }));
