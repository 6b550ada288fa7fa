/**
 * Prints a reproducible random sample of the TravelPlanner attractions table, for hand-labelling
 * (fixtures/attraction-categories.csv was drawn with it).
 *
 * The sample is a seeded partial Fisher-Yates shuffle (mulberry32, no Math.random) over every row
 * of attractions.csv in file order, so the same file and seed always give the same rows in the
 * same order. Rows are printed as CSV: index (0-based data row), city, name, address, website.
 *
 * With --check FILE it instead checks a labelled file (city,name,categories,note) against the
 * sample: the same rows in the same order, every category from INTERESTS or `other` (alone),
 * no category twice; then it prints the counts the fixture README quotes.
 *
 * Usage: npx tsx scripts/sample-attractions.ts [--data DIR] [--seed N] [--count N] [--check FILE]
 *   --data   the TravelPlanner database folder (default: database/ of $TRIPSOLVER_DATA or ../shared/data/travelplanner)
 *   --seed   default 20240701
 *   --count  default 240
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { INTERESTS } from '../src/tripspec/trip-spec.ts';
import { developmentDataDir } from '../src/common/paths.ts';
import { mulberry32 } from '../src/common/random.ts';

export const SAMPLE_SEED = 20240701;
export const SAMPLE_COUNT = 240;

/** Indices of `count` rows out of `total`, drawn without replacement (partial Fisher-Yates). */
export function sampleIndices(total: number, count: number, seed: number): number[] {
  const next = mulberry32(seed);
  const idx = Array.from({ length: total }, (_, i) => i);
  const n = Math.min(count, total);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (total - i));
    const t = idx[i]!;
    idx[i] = idx[j]!;
    idx[j] = t;
  }
  return idx.slice(0, n);
}

function csvField(s: string): string {
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function main(args: string[]): void {
  const dataDir = option(args, '--data') ?? join(developmentDataDir(), 'database');
  const seed = Number(option(args, '--seed') ?? SAMPLE_SEED);
  const count = Number(option(args, '--count') ?? SAMPLE_COUNT);
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) {
    throw new Error('sample-attractions: --seed and --count take integers (count at least 1)');
  }
  const text = readFileSync(join(dataDir, 'attractions', 'attractions.csv'), 'utf8');
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const picked = sampleIndices(rows.length, count, seed);
  const checkFile = option(args, '--check');
  if (checkFile !== undefined) {
    check(
      checkFile,
      picked.map((i) => rows[i]!),
    );
    return;
  }
  const out: string[] = ['index,city,name,address,website'];
  for (const i of picked) {
    const r = rows[i]!;
    out.push([String(i), r.City ?? '', r.Name ?? '', r.Address ?? '', r.Website ?? ''].map(csvField).join(','));
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

function check(file: string, sample: Record<string, string>[]): void {
  const labelled = parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const problems: string[] = [];
  if (labelled.length !== sample.length) problems.push(`${labelled.length} labelled rows, ${sample.length} sampled`);
  const allowed = new Set<string>([...INTERESTS, 'other']);
  const counts = new Map<string, number>([...allowed].map((c) => [c, 0]));
  const primary = new Map<string, number>([...allowed].map((c) => [c, 0]));
  let multi = 0;
  let unsure = 0;
  labelled.forEach((row, n) => {
    const want = sample[n];
    const where = `row ${n + 2} (${row.city} / ${row.name})`;
    if (want && (want.City !== row.city || want.Name !== row.name)) {
      problems.push(`${where}: the sample has ${want.City} / ${want.Name} here`);
    }
    const cats = (row.categories ?? '').split(';');
    if (cats.some((c) => !allowed.has(c))) problems.push(`${where}: unknown category in '${row.categories}'`);
    if (new Set(cats).size !== cats.length) problems.push(`${where}: a category twice`);
    if (cats.includes('other') && cats.length > 1) problems.push(`${where}: 'other' with another category`);
    for (const c of cats) counts.set(c, (counts.get(c) ?? 0) + 1);
    primary.set(cats[0]!, (primary.get(cats[0]!) ?? 0) + 1);
    if (cats.length > 1) multi++;
    if (/\bunsure\b/.test(row.note ?? '')) unsure++;
  });
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exitCode = 1;
    return;
  }
  const cities = new Set(labelled.map((r) => r.city)).size;
  const lines = [`${labelled.length} rows, ${cities} cities, ${multi} multi-category, ${unsure} unsure`, 'category: rows (as primary)'];
  for (const c of allowed) lines.push(`${c}: ${counts.get(c)} (${primary.get(c)})`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2));
