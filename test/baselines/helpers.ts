/** Fixture rows for the baseline tests: request text, reference information (both forms) and structured fields. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QueryFields } from '../../src/evaluate/index.ts';
import { LlmClient, llmConfigFromEnv } from '../../src/llm/index.ts';
import { loadReference, loadSandbox, type Sandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, toTravelPlannerFields } from '../../src/tripspec/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';
import type { OpenAiServer } from '../helpers/openai-server.ts';

export const QUILLON = '01-quickstart-quillon-3day';
export const OSKALAND = '02-oskaland-2city-5day';
export const PORT_ALDER = '04-port-alder-parties-entire';

/** An API key that must never show up in any output. */
export const SECRET_KEY = 'sk-live-TRIPSOLVER-TEST-never-print-me-8d0c1f';

export interface FixtureRow {
  readonly name: string;
  readonly query: string;
  /** Row 01 carries the HF text form, row 02 the JSON form; the others none. */
  readonly reference: unknown;
  readonly fields: QueryFields;
}

export function fixtureRow(name: string, level = 'easy'): FixtureRow {
  const dir = join(FIXTURE_DIR, 'requests', name);
  const fields = { ...toTravelPlannerFields(parseTripSpec(JSON.parse(readFileSync(join(dir, 'spec.json'), 'utf8')))), level };
  const ref = join(FIXTURE_DIR, 'reference', name);
  const reference =
    name === QUILLON
      ? readFileSync(join(ref, 'reference_information.txt'), 'utf8')
      : name === OSKALAND
        ? JSON.parse(readFileSync(join(ref, 'reference_information.json'), 'utf8'))
        : undefined;
  return { name, query: readFileSync(join(dir, 'request.txt'), 'utf8').trim(), reference, fields };
}

/** A benchmark-style JSONL row: idx, query, level, the structured fields and reference_information. */
export function benchmarkLine(row: FixtureRow, idx: number): string {
  return JSON.stringify({ idx, query: row.query, ...row.fields, reference_information: row.reference ?? {} });
}

export const database = (): Sandbox => loadSandbox(FIXTURE_SANDBOX);
export const referenceSandbox = (row: FixtureRow): Sandbox => loadReference(row.reference, FIXTURE_SANDBOX);

export function testClient(server: OpenAiServer): LlmClient {
  return new LlmClient(
    llmConfigFromEnv({ OPENAI_API_KEY: SECRET_KEY, OPENAI_BASE_URL: server.baseURL, TRIPSOLVER_MODEL: 'gpt-4o-mini-2024-07-18', TRIPSOLVER_LLM_RETRIES: '0' }),
  );
}

/** All message text of a recorded request. */
export const promptOf = (body: { messages: { content: string }[] }): string => body.messages.map((m) => m.content).join('\n');
