/**
 * Running the rules translator on generated items and judging the answer against the expectation. Shared by
 * test/translate/generated.test.ts and the held-out report of `npm run bench:translate`.
 */
import { SpecError } from '../../../src/common/errors.ts';
import type { TripSpec } from '../../../src/tripspec/trip-spec.ts';
import type { PlaceNames } from '../../../src/translate/places.ts';
import { translateRules } from '../../../src/translate/rules/index.ts';
import type { GeneratedItem } from './index.ts';

export type Outcome =
  | { readonly kind: 'spec'; readonly spec: TripSpec }
  | { readonly kind: 'refused'; readonly field: string; readonly message: string }
  | { readonly kind: 'crashed'; readonly message: string };

function translateOutcome(text: string, names: PlaceNames, defaultYear?: number): Outcome {
  try {
    const spec = translateRules(text, names, defaultYear === undefined ? {} : { defaultYear });
    return { kind: 'spec', spec };
  } catch (e) {
    if (e instanceof SpecError) {
      return { kind: 'refused', field: (e as SpecError).field, message: (e as Error).message };
    }
    return { kind: 'crashed', message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}

export function outcomeOf(item: GeneratedItem, names: PlaceNames, text = item.text): Outcome {
  return translateOutcome(text, names, item.defaultYear);
}

/** JSON with sorted keys and no undefined values, so field order never matters. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The spec with its list fields sorted (for comparisons where mention order may legitimately change). */
function unordered(spec: TripSpec): TripSpec {
  const interests = spec.wishes.interests;
  return {
    ...spec,
    houseRules: [...spec.houseRules].sort(),
    cuisines: [...spec.cuisines].sort(),
    cities: [...spec.cities].sort(),
    avoidCuisines: [...spec.avoidCuisines].sort(),
    excludeTransport: [...spec.excludeTransport].sort(),
    wishes: interests === undefined ? spec.wishes : { ...spec.wishes, interests: [...interests].sort() },
  };
}

const SPEC_FIELDS = [
  'origin',
  'destination',
  'days',
  'cityCount',
  'cities',
  'startDate',
  'endDate',
  'travellers',
  'budget',
  'houseRules',
  'cuisines',
  'avoidCuisines',
  'roomType',
  'excludeTransport',
  'wishes',
] as const satisfies readonly (keyof TripSpec)[];

/**
 * A field's value as compared: `cities` as a set (READING.md orders houseRules, cuisines and excludeTransport, and
 * says nothing of the order of the cities to visit).
 */
function comparable(spec: TripSpec, f: (typeof SPEC_FIELDS)[number]): unknown {
  return f === 'cities' ? [...spec.cities].sort() : spec[f];
}

/** The fields on which two specs differ. */
function differingFields(a: TripSpec, b: TripSpec): (keyof TripSpec)[] {
  return SPEC_FIELDS.filter((f) => canonical(comparable(a, f)) !== canonical(comparable(b, f)));
}

/** Why an outcome does not meet the item's expectation, or null when it does. */
export function mismatch(item: GeneratedItem, got: Outcome): string | null {
  const e = item.expected;
  if ('spec' in e) {
    if (got.kind === 'spec') {
      const diff = differingFields(e.spec, got.spec);
      if (diff.length === 0) return null;
      return diff.map((f) => `${f}: expected ${canonical(e.spec[f])}, got ${canonical(got.spec[f])}`).join('; ');
    }
    if (got.kind === 'refused') return `expected a spec, got a refusal: ${got.message}`;
    return `expected a spec, the translator crashed: ${got.message}`;
  }
  const want = e.refuse;
  if (got.kind === 'spec') return `expected a refusal (${want.field}), got a spec: ${canonical(got.spec)}`;
  if (got.kind === 'crashed') return `expected a refusal (${want.field}), the translator crashed: ${got.message}`;
  if (got.field !== want.field) return `expected a refusal naming ${want.field}, got one naming ${got.field}: ${got.message}`;
  if (!got.message.startsWith(`${want.field}: `)) return `the refusal message does not start with "${want.field}: ": ${got.message}`;
  if (want.quote !== undefined && !got.message.toLowerCase().includes(want.quote.toLowerCase())) {
    return `the refusal (${want.field}) does not quote "${want.quote}": ${got.message}`;
  }
  return null;
}

/** The text with the wish's spans cut out. */
export function withoutSpans(text: string, spans: readonly (readonly [number, number])[]): string {
  let out = text;
  for (const [a, b] of [...spans].sort((x, y) => y[0] - x[0])) out = out.slice(0, a) + out.slice(b);
  return out;
}

/** Same answer, up to the order of list fields (refusals: the same field). */
export function sameOutcome(a: Outcome, b: Outcome): boolean {
  if (a.kind === 'spec' && b.kind === 'spec') return canonical(unordered(a.spec)) === canonical(unordered(b.spec));
  if (a.kind === 'refused' && b.kind === 'refused') return a.field === b.field;
  return a.kind === 'crashed' && b.kind === 'crashed';
}

export function describeOutcome(o: Outcome): string {
  if (o.kind === 'spec') return canonical(o.spec);
  return `${o.kind}: ${o.message}`;
}

export interface FieldScore {
  readonly field: string;
  readonly right: number;
  readonly total: number;
}

/**
 * Per-field accuracy over items: for a spec item each field is right when the translator's spec has it
 * (cuisines as a set); a refusal of a spec item gets every field wrong. Refusal items are scored apart:
 * right when refused naming the expected field.
 */
export function scoreFields(
  items: readonly GeneratedItem[],
  outcomes: readonly Outcome[],
): { fields: FieldScore[]; exact: number; specItems: number; refusalsRight: number; refusalItems: number } {
  const right = new Map<string, number>(SPEC_FIELDS.map((f) => [f, 0]));
  let exact = 0;
  let specItems = 0;
  let refusalsRight = 0;
  let refusalItems = 0;
  items.forEach((item, i) => {
    const got = outcomes[i]!;
    const e = item.expected;
    if ('refuse' in e) {
      refusalItems++;
      if (got.kind === 'refused' && got.field === e.refuse.field) refusalsRight++;
      return;
    }
    specItems++;
    if (got.kind !== 'spec') return;
    for (const f of SPEC_FIELDS) {
      const a = f === 'cuisines' ? [...e.spec.cuisines].sort() : comparable(e.spec, f);
      const b = f === 'cuisines' ? [...got.spec.cuisines].sort() : comparable(got.spec, f);
      if (canonical(a) === canonical(b)) right.set(f, right.get(f)! + 1);
    }
    if (mismatch(item, got) === null) exact++;
  });
  return { fields: SPEC_FIELDS.map((f) => ({ field: f, right: right.get(f)!, total: specItems })), exact, specItems, refusalsRight, refusalItems };
}
