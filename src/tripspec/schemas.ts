/** JSON Schemas generated from the zod types (draft 2020-12, input shape: defaulted fields optional). */
import { z } from 'zod';
import { TripSpec } from './trip-spec.ts';

export function tripSpecJsonSchema(): Record<string, unknown> {
  return {
    ...(z.toJSONSchema(TripSpec, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>),
    $id: 'https://tripsolver.dev/schemas/trip-spec.schema.json',
    title: 'TripSpec',
    description: 'A travel request as a validated constraint spec (tripsolver).',
  };
}

/** File name -> file text, exactly as `npm run schemas` writes them. */
export function renderSchemas(): Record<string, string> {
  return { 'trip-spec.schema.json': `${JSON.stringify(tripSpecJsonSchema(), null, 2)}\n` };
}
