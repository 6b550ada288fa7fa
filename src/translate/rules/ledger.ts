/**
 * The ledger of a reading: every place, amount and constraint word found is entered as consumed by a field, set
 * aside by a named rule (provenance.ts), or refused. The accounting at the end of interpret.ts refuses what has
 * no entry: a wish is never dropped silently. Also the small result type every field reader returns.
 */
import { SpecError } from '../../common/errors.ts';
import type { TripSpec } from '../../tripspec/index.ts';
import { words, type Layout, type Span } from './layout.ts';
import { DISMISS_RULES, type DismissRule, type Ignored, type Source } from './provenance.ts';

/** The spec fields the rules read, in the order errors are reported. */
export const SPEC_FIELDS = [
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
] as const;
export type SpecField = (typeof SPEC_FIELDS)[number];
export type RulesFields = Partial<Pick<TripSpec, SpecField>>;

type Entry = { readonly kind: 'field'; readonly field: SpecField } | { readonly kind: 'dismissed'; readonly rule: DismissRule } | { readonly kind: 'refused' };

export class Ledger {
  private readonly entries = new Map<string, { span: Span; entry: Entry; shown?: Span }>();
  constructor(private readonly layout: Layout) {}
  /** The two ends of a written range share a span: they are told apart by their end. */
  private key(s: Span & { range?: string }): string {
    // Stryker disable next-line StringLiteral: any text for a span that is no range end keys every such span alike.
    return `${s.start}:${s.end}${s.range ? `:${s.range}` : ''}`;
  }
  /** `shown`: the words to quote, when wider than the mention ("from Denver" for Denver). */
  use(s: Span, field: SpecField, shown?: Span): void {
    this.entries.set(this.key(s), { span: s, entry: { kind: 'field', field }, ...(shown ? { shown } : {}) });
  }
  dismiss(s: Span, rule: DismissRule, shown?: Span): void {
    this.entries.set(this.key(s), { span: s, entry: { kind: 'dismissed', rule }, ...(shown ? { shown } : {}) });
  }
  refused(s: Span): void {
    // Stryker disable next-line ObjectLiteral,StringLiteral: a refused entry shows nowhere; only its presence counts.
    this.entries.set(this.key(s), { span: s, entry: { kind: 'refused' } });
  }
  has(s: Span): boolean {
    return this.entries.has(this.key(s));
  }
  sources(): Record<string, Source> {
    const out: Record<string, string[]> = {};
    const list = [...this.entries.values()].sort((a, b) => a.span.start - b.span.start);
    for (const { span, entry, shown } of list) {
      if (entry.kind !== 'field') continue;
      const w = words(this.layout, shown ?? span);
      (out[entry.field] ??= []).includes(w) || out[entry.field]!.push(w);
    }
    return Object.fromEntries(Object.entries(out).map(([f, w]) => [f, { words: w }]));
  }
  ignored(): Ignored[] {
    return [...this.entries.values()]
      .sort((a, b) => a.span.start - b.span.start)
      .flatMap(({ span, entry, shown }) =>
        entry.kind === 'dismissed' ? [{ words: words(this.layout, shown ?? span), rule: entry.rule, why: DISMISS_RULES[entry.rule] }] : [],
      );
  }
}

export type Found<T> = { readonly value: T } | { readonly error: SpecError } | undefined;
export const refuse = (field: string, message: string, found?: string, choices?: readonly string[]): { error: SpecError } => ({
  error: new SpecError(field, message, found, choices),
});
export const isValue = <T>(f: Found<T>): f is { readonly value: T } => f !== undefined && 'value' in f;
export const isError = <T>(f: Found<T>): f is { readonly error: SpecError } => f !== undefined && 'error' in f;
export const quotes = (list: readonly string[]) => [...new Set(list)].join('", "');
