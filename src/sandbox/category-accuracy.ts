/**
 * How well the keyword classifier (categories.ts) agrees with hand-written labels: the 240 TravelPlanner
 * attractions of fixtures/attraction-categories.csv, each classified from its name and its website as the
 * database gives them. Used by `npm run bench:categories` and test/sandbox/categories.test.ts.
 */
import { parse } from 'csv-parse/sync';
import { DataError } from '../common/errors.ts';
import { classifyAttraction, type Category } from './categories.ts';
import type { Sandbox } from './types.ts';

export interface LabelledAttraction {
  readonly city: string;
  readonly name: string;
  /** Strongest first. */
  readonly labels: readonly Category[];
}

export interface CategoryAccuracy {
  readonly rows: number;
  /** The classifier's first category is the label's first. */
  readonly primary: number;
  /** The classifier and the label share a category. */
  readonly overlap: number;
  /** The same set of categories. */
  readonly exact: number;
  /** Per category: rows labelled with it, rows predicted with it, rows with both. */
  readonly perCategory: Readonly<Record<string, { readonly labelled: number; readonly predicted: number; readonly both: number }>>;
  /** Labelled rows the database does not have (none expected). */
  readonly missing: readonly string[];
}

/** The labelled rows of a `city,name,categories,note` CSV. */
export function readLabels(csv: string, file: string): LabelledAttraction[] {
  const records = parse(csv, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  return records.map((r, i) => {
    if (!r.city || !r.name || !r.categories) throw new DataError(file, `row ${i + 2}: expected city, name and categories`);
    return { city: r.city, name: r.name, labels: r.categories.split(';').map((c) => c.trim()) as Category[] };
  });
}

export function categoryAccuracy(labelled: readonly LabelledAttraction[], sandbox: Sandbox): CategoryAccuracy {
  let primary = 0;
  let overlap = 0;
  let exact = 0;
  const perCategory: Record<string, { labelled: number; predicted: number; both: number }> = {};
  const missing: string[] = [];
  const tally = (c: string) => (perCategory[c] ??= { labelled: 0, predicted: 0, both: 0 });
  for (const row of labelled) {
    const found = sandbox.attractions(row.city).find((a) => a.name === row.name);
    if (!found) {
      missing.push(`${row.name}, ${row.city}`);
      continue;
    }
    const predicted = classifyAttraction(found.name, found.website);
    if (predicted[0] === row.labels[0]) primary++;
    if (predicted.some((c) => row.labels.includes(c))) overlap++;
    if (predicted.length === row.labels.length && predicted.every((c) => row.labels.includes(c))) exact++;
    for (const c of row.labels) tally(c).labelled++;
    for (const c of predicted) {
      tally(c).predicted++;
      if (row.labels.includes(c)) tally(c).both++;
    }
  }
  return { rows: labelled.length, primary, overlap, exact, perCategory, missing };
}
