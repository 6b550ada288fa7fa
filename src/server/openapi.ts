/**
 * The OpenAPI 3.1 document served at GET /api/openapi.json, generated from the zod schemas in schemas.ts
 * (OpenAPI 3.1 uses JSON Schema 2020-12, which is what zod emits, so the schemas go in unchanged).
 */
import { z } from 'zod';
import { TripSpec } from '../tripspec/index.ts';
import {
  ErrorBody,
  EvalRequest,
  EvalResponse,
  HealthResponse,
  PlanRequest,
  PlanResponse,
  TourRequest,
  TourResponse,
  TranslateRequest,
  TranslateResponse,
  ExplanationSchema,
  UnclearBody,
} from './schemas.ts';

type JsonSchema = Record<string, unknown>;

const ref = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` });

/** Every schema with an id, as components; references between them point into the document. */
function components(): Record<string, JsonSchema> {
  // Touch the schemas so their ids are registered before the registry is read.
  void [
    ErrorBody,
    EvalRequest,
    EvalResponse,
    HealthResponse,
    PlanRequest,
    PlanResponse,
    TourRequest,
    TourResponse,
    TranslateRequest,
    TranslateResponse,
    ExplanationSchema,
    UnclearBody,
  ];
  const out = z.toJSONSchema(z.globalRegistry, { target: 'draft-2020-12', io: 'output', uri: (id) => `#/components/schemas/${id}` }) as {
    schemas: Record<string, JsonSchema>;
  };
  const schemas: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(out.schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema;
    schemas[id] = rest;
  }
  // A TripSpec as a client writes it: fields with defaults may be left out.
  const { $schema: _s, $id: _i, ...input } = z.toJSONSchema(TripSpec, { target: 'draft-2020-12', io: 'input' }) as JsonSchema;
  schemas.TripSpecInput = { ...input, title: 'TripSpec (input)', description: 'A TripSpec as a client writes it: fields with defaults may be left out.' };
  // POST /api/plan and /api/explain take a request in words or a TripSpec, not both.
  const plan = schemas.PlanRequest as { properties: Record<string, JsonSchema> } & JsonSchema;
  plan.properties.spec = { ...ref('TripSpecInput'), description: 'a TripSpec; instead of "request"' };
  plan.oneOf = [{ required: ['request'] }, { required: ['spec'] }];
  return schemas;
}

const json = (schema: JsonSchema, description: string) => ({ description, content: { 'application/json': { schema } } });

const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      json(
        ref('Error'),
        {
          400: "bad input: the message is the CLI's, naming the field",
          403: 'the Host header names another machine while the server is bound to a loopback address',
          413: 'the body is over 64 KiB',
          415: 'the body is not JSON (Content-Type application/json)',
          502: 'the LLM endpoint of the translator failed',
          503: "the queue is full; retry after the Retry-After header's seconds",
          504: 'the time limit was exceeded',
          500: 'internal error (never with a stack trace)',
        }[code as 400]!,
      ),
    ]),
  );

/** 422: the request raised questions; the same request with "answers" answers them. */
const unclear = {
  422: json(
    ref('Unclear'),
    'the translator could not settle some fields of the request: ' +
      'one question per field (with the choices it narrowed them down to, where there are some); ' +
      'send the same "request" with "answers": {field: value}',
  ),
};

export function openApiDocument(version: string): Record<string, unknown> {
  const body = (id: string) => ({ required: true, content: { 'application/json': { schema: ref(id) } } });
  return {
    openapi: '3.1.0',
    info: {
      title: 'tripsolver',
      version,
      description:
        'Plans that pass every TravelPlanner check, or an explanation of why none exists. ' +
        'Errors are {"error": {"code", "field"?, "message"}}; ' +
        'a request the translator cannot settle is 422 {"error": {"code": "unclear", "field", "message", "questions"}}, ' +
        'answered by sending it again with "answers". Every response carries a Content-Security-Policy header.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths: {
      '/api/health': {
        get: {
          operationId: 'health',
          summary: 'Liveness, the data folder and the queue',
          responses: { 200: json(ref('Health'), 'the server is up'), ...errors(403) },
        },
      },
      '/api/translate': {
        post: {
          operationId: 'translate',
          summary: "A request in words as a TripSpec, the benchmark's fields and the words each field came from (translate --json)",
          requestBody: body('TranslateRequest'),
          responses: { 200: json(ref('Translation'), 'the translation'), ...errors(400, 403, 413, 415, 500, 502, 503, 504), ...unclear },
        },
      },
      '/api/plan': {
        post: {
          operationId: 'plan',
          summary:
            'A plan that passed every check (plan --format json), or {"status": "infeasible", "explanation"} (explain --json); ' +
            'with "benchmark": "natural-plan", a city tour, answered as POST /api/tour answers',
          requestBody: body('PlanRequest'),
          responses: {
            200: json({ oneOf: [ref('PlanResponse'), ref('TourResponse')] }, 'a plan, or why none exists (a TourResponse for "benchmark": "natural-plan")'),
            ...errors(400, 403, 413, 415, 500, 502, 503, 504),
            ...unclear,
          },
        },
      },
      '/api/explain': {
        post: {
          operationId: 'explain',
          summary: 'The minimal conflicting requirements and verified relaxations, each with the patch that applies it (explain --json)',
          requestBody: body('PlanRequest'),
          responses: {
            200: json(ref('Explanation'), 'the explanation (status feasible when a plan exists)'),
            ...errors(400, 403, 413, 415, 500, 502, 503, 504),
            ...unclear,
          },
        },
      },
      '/api/tour': {
        post: {
          operationId: 'tour',
          summary:
            "A city tour (NATURAL PLAN trip planning), in words or as a TourSpec: the plan in the benchmark's format, " +
            'or the conflict and the smallest verified changes',
          requestBody: body('TourRequest'),
          responses: { 200: json(ref('TourResponse'), 'the tour, or why none exists'), ...errors(400, 403, 413, 415, 500, 503, 504) },
        },
      },
      '/api/eval': {
        post: {
          operationId: 'eval',
          summary: "Score submission rows with the benchmark's checks: the six rates and each plan's verdicts",
          requestBody: body('EvalRequest'),
          responses: { 200: json(ref('EvalReport'), 'the scores'), ...errors(400, 403, 413, 415, 500, 503, 504) },
        },
      },
      '/api/openapi.json': {
        get: { operationId: 'openapi', summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1', content: { 'application/json': {} } } } },
      },
    },
    components: { schemas: components() },
  };
}
