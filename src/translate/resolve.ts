/** Place names written by someone else (an LLM) resolved to the sandbox's own names, with the same care as the rules. */
import { SpecError } from '../common/errors.ts';
import type { Destination } from '../tripspec/index.ts';
import type { PlaceIndex } from './places.ts';

export function resolveOriginName(name: string, index: PlaceIndex): string {
  const candidates = index.lookup(name);
  const cities = candidates.filter((c) => c.kind === 'city');
  if (cities.length === 1) return cities[0]!.name;
  if (cities.length > 1)
    throw new SpecError(
      'origin',
      `could be ${cities.map((c) => c.name).join(' or ')}`,
      name,
      cities.map((c) => c.name),
    );
  if (candidates.length > 0) throw new SpecError('origin', `${candidates[0]!.name} is a state, not a city; the trip must start from a city`, name);
  throw new SpecError('origin', 'not a city of the sandbox', name);
}

export function resolveDestinationName(destination: { kind: string; name: string }, index: PlaceIndex): Destination {
  const candidates = index.lookup(destination.name);
  const sameKind = candidates.filter((c) => c.kind === destination.kind);
  if (sameKind.length === 1) return { kind: sameKind[0]!.kind, name: sameKind[0]!.name };
  if (sameKind.length > 1)
    throw new SpecError(
      'destination',
      `could be ${sameKind.map((c) => c.name).join(' or ')}`,
      destination.name,
      sameKind.map((c) => `${c.name} (${c.kind})`),
    );
  // The same name as the other kind ("Texas" given as a city) is the same place.
  if (candidates.length === 1) return { kind: candidates[0]!.kind, name: candidates[0]!.name };
  if (candidates.length > 1) {
    const choices = candidates.map((c) => `${c.name} (${c.kind})`);
    throw new SpecError('destination', `could be ${choices.join(' or ')}`, destination.name, choices);
  }
  throw new SpecError('destination', 'not a city or state of the sandbox', destination.name);
}

/**
 * Required cities written by someone else, each as the sandbox spells it. A name that could be two cities is a
 * question; a name that is no city is kept as written (planning reports it as a gap of the data, never a crash);
 * anything but text is left for the spec's validation to name.
 */
export function resolveCityNames(names: readonly unknown[], index: PlaceIndex): unknown[] {
  return names.map((name) => {
    if (typeof name !== 'string') return name;
    const cities = index.lookup(name).filter((c) => c.kind === 'city');
    if (cities.length > 1) throw new SpecError('cities', `could be ${cities.map((c) => c.name).join(' or ')}`, name);
    return cities[0]?.name ?? name;
  });
}
