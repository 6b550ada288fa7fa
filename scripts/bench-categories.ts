/**
 * `npm run bench:categories`: the attraction classifier (src/sandbox/categories.ts) against the 240
 * hand-labelled TravelPlanner attractions of fixtures/attraction-categories.csv: primary category, any shared
 * category, the same set, and per category how often it is labelled, predicted and both (precision, recall).
 * Needs the TravelPlanner data ($TRIPSOLVER_DATA or --data DIR).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categoryAccuracy, readLabels } from '../src/sandbox/category-accuracy.ts';
import { loadSandbox, resolveDatabaseDir } from '../src/sandbox/index.ts';
import { developmentDataDir } from '../src/common/paths.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--data');
const dir = at >= 0 ? args[at + 1]! : developmentDataDir();
const file = join(import.meta.dirname, '../fixtures/attraction-categories.csv');
const labels = readLabels(readFileSync(file, 'utf8'), file);
const started = performance.now();
const sandbox = loadSandbox(resolveDatabaseDir(dir));
const a = categoryAccuracy(labels, sandbox);
const pct = (n: number, of: number) => `${n}/${of} (${of === 0 ? '-' : ((100 * n) / of).toFixed(1)}%)`;
console.log(`attraction classifier on ${a.rows} hand-labelled TravelPlanner attractions (${file})`);
console.log(`  primary category right   ${pct(a.primary, a.rows)}`);
console.log(`  a category in common     ${pct(a.overlap, a.rows)}`);
console.log(`  the same set             ${pct(a.exact, a.rows)}`);
if (a.missing.length > 0) console.log(`  not in the database: ${a.missing.join('; ')}`);
console.log('\ncategory        labelled  predicted  precision  recall');
for (const [c, t] of Object.entries(a.perCategory).sort(([x], [y]) => x.localeCompare(y))) {
  const precision = t.predicted === 0 ? '-' : `${((100 * t.both) / t.predicted).toFixed(0)}%`;
  const recall = t.labelled === 0 ? '-' : `${((100 * t.both) / t.labelled).toFixed(0)}%`;
  console.log(`${c.padEnd(14)}  ${String(t.labelled).padStart(8)}  ${String(t.predicted).padStart(9)}  ${precision.padStart(9)}  ${recall.padStart(6)}`);
}
console.log(`\n(${(performance.now() - started).toFixed(0)} ms with the database load)`);
