/** What one rule reader found: a value, a refusal naming the field, or nothing. */
import { SpecError } from '../../errors.ts';

export type Found<T> = { readonly value: T; readonly quote?: string } | { readonly error: SpecError } | undefined;

export function value<T>(v: T, quote?: string): Found<T> {
  return quote === undefined ? { value: v } : { value: v, quote };
}

export function refuse(field: string, message: string, found?: string): { error: SpecError } {
  return { error: new SpecError(field, message, found) };
}

export function isValue<T>(f: Found<T>): f is { readonly value: T; readonly quote?: string } {
  return f !== undefined && 'value' in f;
}

export function isError<T>(f: Found<T>): f is { readonly error: SpecError } {
  return f !== undefined && 'error' in f;
}

/** Quotes joined for a message: "a", "b". */
export function quotes(list: readonly string[]): string {
  return [...new Set(list)].join('", "');
}
