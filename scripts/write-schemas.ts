/** Write schemas/*.schema.json from the zod types in src/tripspec (run: npm run schemas). */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderSchemas } from '../src/tripspec/schemas.ts';

const dir = resolve(import.meta.dirname, '../schemas');
mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(renderSchemas())) {
  writeFileSync(join(dir, file), text);
  console.log(`wrote schemas/${file}`);
}
