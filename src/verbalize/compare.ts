/**
 * Does a re-extracted plan say the same as the plan it was written from? Days are aligned first (so a dropped
 * or an added day is reported as that, not as every later day differing), then compared field by field,
 * normalising only whitespace. Mismatches are data: `{day, field, expected, found}`; sentences are made in
 * `mismatchSentence`.
 */
import type { PlanDay } from '../tripspec/index.ts';

/** The fields of a submission day compared (the day number is covered by the alignment). */
const COMPARED_FIELDS = ['current_city', 'transportation', 'breakfast', 'attraction', 'lunch', 'dinner', 'accommodation'] as const;
type ComparedField = (typeof COMPARED_FIELDS)[number];

export type PlanMismatch =
  /** The day exists in both, one field differs. */
  | { readonly kind: 'field'; readonly day: number; readonly field: ComparedField; readonly expected: string; readonly found: string }
  /** The plan's day `day` is not in the text. */
  | { readonly kind: 'missing-day'; readonly day: number; readonly field: 'day'; readonly expected: string; readonly found: '-' }
  /** The text has a day the plan does not (numbered as the text numbers it). */
  | { readonly kind: 'extra-day'; readonly day: number; readonly field: 'day'; readonly expected: '-'; readonly found: string };

/** Whitespace runs become one space; ends are trimmed. Nothing else is normalised. */
const normaliseSpace = (s: string): string => s.replace(/\s+/g, ' ').trim();

const fieldsDiffering = (a: PlanDay, b: PlanDay): ComparedField[] => COMPARED_FIELDS.filter((f) => normaliseSpace(a[f]) !== normaliseSpace(b[f]));

const daySummary = (d: PlanDay): string => `day ${d.days}: ${normaliseSpace(d.current_city)}`;

/**
 * Mismatches between the plan (`expected`) and a re-extraction (`found`), in day order. Empty when they agree.
 * Alignment: the fewest differing fields, where a missing or an extra day costs more than any one day's fields.
 */
export function comparePlans(expected: readonly PlanDay[], found: readonly PlanDay[]): PlanMismatch[] {
  const n = expected.length;
  const m = found.length;
  const GAP = COMPARED_FIELDS.length + 1;
  // cost[i][j]: the cheapest alignment of expected[i..] with found[j..].
  const cost: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n; i >= 0; i--) {
    for (let j = m; j >= 0; j--) {
      if (i === n && j === m) continue;
      const options: number[] = [];
      if (i < n && j < m) options.push(fieldsDiffering(expected[i]!, found[j]!).length + cost[i + 1]![j + 1]!);
      if (i < n) options.push(GAP + cost[i + 1]![j]!);
      if (j < m) options.push(GAP + cost[i]![j + 1]!);
      cost[i]![j] = Math.min(...options);
    }
  }
  const out: PlanMismatch[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m) {
      const differing = fieldsDiffering(expected[i]!, found[j]!);
      if (differing.length + cost[i + 1]![j + 1]! === cost[i]![j]!) {
        const e = expected[i]!;
        const f = found[j]!;
        for (const field of differing) out.push({ kind: 'field', day: e.days, field, expected: normaliseSpace(e[field]), found: normaliseSpace(f[field]) });
        i++;
        j++;
        continue;
      }
    }
    if (i < n && GAP + cost[i + 1]![j]! === cost[i]![j]!) {
      out.push({ kind: 'missing-day', day: expected[i]!.days, field: 'day', expected: daySummary(expected[i]!), found: '-' });
      i++;
      continue;
    }
    out.push({ kind: 'extra-day', day: found[j]!.days, field: 'day', expected: '-', found: daySummary(found[j]!) });
    j++;
  }
  return out;
}

/** One mismatch in words, e.g. `day 2, lunch: the plan has "Lantern House, Quillon", the text "Juniper Table, Quillon"`. */
export function mismatchSentence(m: PlanMismatch): string {
  switch (m.kind) {
    case 'field':
      return `day ${m.day}, ${m.field}: the plan has "${m.expected}", the text "${m.found}"`;
    case 'missing-day':
      return `day ${m.day}: missing from the text (the plan's ${m.expected})`;
    case 'extra-day':
      return `the text has a day the plan does not (${m.found})`;
  }
}
