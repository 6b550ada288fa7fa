/** The JSON Schema of TourSpec, generated from the zod type (draft 2020-12, input shape): schemas/tour-spec.schema.json. */
import { z } from 'zod';
import { TourSpec } from './spec.ts';

function tourSpecJsonSchema(): Record<string, unknown> {
  return {
    ...(z.toJSONSchema(TourSpec, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>),
    $id: 'https://tripsolver.dev/schemas/tour-spec.schema.json',
    title: 'TourSpec',
    description: 'A city tour (NATURAL PLAN trip planning) as a validated constraint spec (tripsolver).',
  };
}

/** File name -> file text, exactly as `npm run schemas` writes it. */
export function renderTourSchemas(): Record<string, string> {
  return { 'tour-spec.schema.json': `${JSON.stringify(tourSpecJsonSchema(), null, 2)}\n` };
}
