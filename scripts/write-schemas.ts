/** Write schemas/*.schema.json from the zod types in src/tripspec and src/tour (run: npm run schemas). */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderTourSchemas } from '../src/tour/schema.ts';
import { renderSchemas } from '../src/tripspec/schemas.ts';

const dir = resolve(import.meta.dirname, '../schemas');
mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries({ ...renderSchemas(), ...renderTourSchemas() })) {
  writeFileSync(join(dir, file), text);
  console.log(`wrote schemas/${file}`);
}
