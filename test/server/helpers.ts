/** Starting the real server on a free local port, calling it over HTTP, and validating answers against its OpenAPI document. */
import Ajv2020Module from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServeOptions } from '../../src/server/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';

type AjvClass = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvClass }).default ?? Ajv2020Module) as AjvClass;

export const fixtureRequest = (name: string): string => readFileSync(join(FIXTURE_DIR, 'requests', name, 'request.txt'), 'utf8').trim();
export const fixtureSpec = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')) as Record<string, unknown>;

/** The server on the fixture sandbox, port 0 (a free one), no answer cache unless asked; errors it logs are kept, not printed. */
export async function startTestServer(options: Partial<ServeOptions> = {}): Promise<RunningServer & { logged: string[] }> {
  const logged: string[] = [];
  const server = await startServer({ dataDir: FIXTURE_SANDBOX, port: 0, workers: 1, cacheSize: 0, env: {}, log: (m) => void logged.push(m), ...options });
  return Object.assign(server, { logged });
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const init: RequestInit = { method, headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Validators for the responses the OpenAPI document declares: (path, method, status) -> validate. */
export function openApiValidator(doc: Record<string, unknown>): (path: string, method: 'get' | 'post', status: number) => ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema({ ...doc, $id: 'https://tripsolver.test/openapi.json' });
  const cache = new Map<string, ValidateFunction>();
  const pointerEscape = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
  return (path, method, status) => {
    const key = `${method} ${path} ${status}`;
    let v = cache.get(key);
    if (!v) {
      const responses = ((doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[path]?.[method]?.responses ?? {}) as Record<
        string,
        unknown
      >;
      if (!(String(status) in responses)) throw new Error(`the OpenAPI document declares no ${status} answer for ${method.toUpperCase()} ${path}`);
      const pointer = ['paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema'].map(pointerEscape).join('/');
      v = ajv.compile({ $ref: `https://tripsolver.test/openapi.json#/${pointer}` });
      cache.set(key, v);
    }
    return v;
  };
}
