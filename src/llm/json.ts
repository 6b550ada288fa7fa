/** Reading a model's JSON reply: parse (tolerating a code fence) and validate against a JSON Schema with ajv. */
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';

type AjvClass = typeof import('ajv/dist/2020.js').default;
const interop = <T>(m: unknown): T => ((m as { default?: T }).default ?? m) as T;
/**
 * ajv (CommonJS) is required when the first schema is compiled, not on import: most commands never validate a
 * model's reply, and loading ajv costs ~50 ms of start-up. require() and import share CommonJS's module cache.
 */
const loadAjv2020 = (): AjvClass => interop<AjvClass>(createRequire(import.meta.url)('ajv/dist/2020.js'));

let ajv: InstanceType<AjvClass> | undefined;
const compiled = new WeakMap<object, ValidateFunction>();

/** A validator for a draft 2020-12 schema (compiled once per schema object). */
export function validatorFor(schema: object): ValidateFunction {
  let v = compiled.get(schema);
  if (!v) {
    // No schema of ours uses "format", so ajv-formats is not needed.
    ajv ??= new (loadAjv2020())({ allErrors: true, strict: false });
    // Compile without the $id so one schema can be compiled into several envelopes.
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    v = ajv.compile(rest);
    compiled.set(schema, v);
  }
  return v;
}

function formatAjvErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  if (!errors) return [];
  const out: string[] = [];
  for (const e of errors) {
    const where = e.instancePath === '' ? '(root)' : e.instancePath;
    const params = e.params as Record<string, unknown>;
    let detail = '';
    if (Array.isArray(params.allowedValues)) detail = `: ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    else if (typeof params.additionalProperty === 'string') detail = ` ("${params.additionalProperty}")`;
    const line = `${where} ${e.message ?? 'is invalid'}${detail}`;
    if (!out.includes(line)) out.push(line);
  }
  return out;
}

export type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problems: string[] };

/** Parse a reply as JSON (the whole reply, or the inside of one ```json fence) and validate it. */
export function parseAndValidate(text: string, schema: object): Parsed {
  let body = text.trim();
  const fence = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(body);
  if (fence) body = fence[1]!.trim();
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    return { ok: false, problems: [`the reply is not JSON (${(e as Error).message})`] };
  }
  const validate = validatorFor(schema);
  if (!validate(value)) return { ok: false, problems: formatAjvErrors(validate.errors) };
  return { ok: true, value };
}
