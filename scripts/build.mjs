// npm run build: compiles src/ and solver/ to dist/ (JavaScript with .d.ts types, tsconfig.build.json), then copies
// the files the compiled code loads from beside itself: the worker entry points (.mjs) and the web page's assets.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(root, 'tsconfig.build.json')], { stdio: ['ignore', process.stderr, process.stderr] });
for (const file of ['src/load-module.mjs', 'src/server/worker-entry.mjs', 'solver/solve-worker-entry.mjs', 'solver/route/ortools-worker.mjs'])
  cpSync(join(root, file), join(dist, file));
const page = join(root, 'src/server/page');
for (const name of readdirSync(page)) if (name !== 'tsconfig.json') cpSync(join(page, name), join(dist, 'src/server/page', name));
console.error(`built ${dist}`);
