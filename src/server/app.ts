/**
 * The HTTP application (fastify): the JSON API under /api and the page at /. Bodies are validated against
 * the zod schemas (schemas.ts) on the event loop; translation, solving, explaining and scoring all go to the
 * worker pool (an odd request can keep the rules translator busy for a good fraction of a second, and the
 * event loop must stay free to answer). Every response carries the security headers; errors are `{"error": {"code", "field"?, "message"}}`.
 */
import type { Clock } from '../common/deadline.ts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TripsolverError } from '../common/errors.ts';
import type { QueryFields } from '../evaluate/index.ts';
import { parsePythonLiteral } from '../sandbox/index.ts';
import { answerFor, errorBody, HttpError, type HttpAnswer } from './errors.ts';
import { openApiDocument } from './openapi.ts';
import type { Asset, PageAssets } from './page.ts';
import type { SolverPool } from './pool.ts';
import type { Source, Task } from './tasks.ts';
import { EvalRequest, PlanRequest, TourRequest, TranslateRequest } from './schemas.ts';

/** Bodies larger than this are answered 413. */
const BODY_LIMIT = 64 * 1024;
/** The plan search's own limit when the body sets none (the CLI's default). */
const DEFAULT_SEARCH_MS = 10_000;

/**
 * Scripts, styles, images and requests from this origin only; no inline script or style, no frames, no
 * plugins, no form posts. Images may be data: and blob: URLs (the Compare view shows a chart the user picked).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

export interface AppOptions {
  readonly pool: SolverPool;
  /** The data folder's name, for /api/health. */
  readonly dataName: string;
  readonly version: string;
  /** Time limit for a whole request when its body gives none. */
  readonly timeoutMs: number;
  readonly page: PageAssets;
  /** When bound to a loopback address: only Host headers naming this machine are served (DNS rebinding). */
  readonly loopbackOnly: boolean;
  readonly log: (message: string) => void;
  /** Rewrites messages sent to clients (the data folder's path becomes its name). */
  readonly redact: (message: string) => string;
  /** Answers kept for repeated identical requests (0: none). */
  readonly cacheSize: number;
  /** The clock a request's arrival is read on; deadlines are compared on src/common/deadline.ts's monotonic clock. */
  readonly clock: Clock;
}

/**
 * Answers to identical requests, least recently used first out. Only answers that are the same on every run
 * are kept (a proven-best plan, a complete explanation), keyed by everything that shapes them: the TripSpec,
 * the words it was read from, the backend and the routing.
 */
class AnswerCache {
  private readonly map = new Map<string, HttpAnswer>();
  hits = 0;
  constructor(readonly size: number) {}
  get(key: string): HttpAnswer | undefined {
    const a = this.map.get(key);
    if (a) {
      this.map.delete(key);
      this.map.set(key, a);
      this.hits++;
    }
    return a;
  }
  set(key: string, answer: HttpAnswer): void {
    if (this.size <= 0 || !answer.cacheable || answer.status !== 200) return;
    this.map.set(key, answer);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
  }
}

function send(reply: FastifyReply, answer: HttpAnswer, cache?: 'hit' | 'miss'): FastifyReply {
  return reply
    .code(answer.status)
    .headers({ ...answer.headers, 'cache-control': 'no-store', ...(cache ? { 'x-tripsolver-cache': cache } : {}) })
    .type('application/json; charset=utf-8')
    .send(answer.body);
}

/** The first zod issue as a 400 naming the field. */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad-request', 'expected a JSON object as the body');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
  const field = path.map(String).join('.');
  const message =
    issue.code === 'unrecognized_keys'
      ? `unknown field "${field}"`
      : `${field === '' ? 'body' : field}: ${issue.message.replace(/^Invalid (input|option): /, '')}`;
  throw new HttpError(400, 'bad-request', message, field === '' ? undefined : field);
}

/** Answers in field order, so that the same answers make the same cache key whatever order the client wrote them in. */
function sortedAnswers(answers: Readonly<Record<string, string | undefined>> | undefined): Record<string, string> | undefined {
  if (answers === undefined) return undefined;
  const entries = Object.entries(answers).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) : undefined;
}

const LOOPBACK_NAMES = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

function hostName(host: string | undefined): string {
  if (!host) return '';
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

/** POST /api/plan with "benchmark": "natural-plan" as a tour's body: a city tour has no routes, no questions, no translator choice and no dates to complete. */
function tourBody(body: PlanRequest): TourRequest {
  for (const field of ['route', 'answers', 'translator', 'year'] as const)
    if (body[field] !== undefined) throw new HttpError(400, 'bad-request', `"${field}" does not apply to a city tour ("benchmark": "natural-plan")`, field);
  return { request: body.request, spec: body.spec, backend: body.backend, timeoutMs: body.timeoutMs };
}

/** A city tour's task and its cache key, from POST /api/tour or POST /api/plan with "benchmark": "natural-plan". */
function tourTask(body: TourRequest, timing: { limitMs: number; deadline: number }): { key: string; task: Task } {
  if ((body.request === undefined) === (body.spec === undefined))
    throw new HttpError(400, 'bad-request', 'give exactly one of "request" (words) and "spec" (a TourSpec)', body.request === undefined ? 'request' : 'spec');
  const source = body.spec !== undefined ? { spec: body.spec } : { request: body.request! };
  const backend = body.backend ?? 'auto';
  return { key: JSON.stringify(['tour', source, backend]), task: { kind: 'tour', source, backend, ...timing } };
}

/** A request answered through the cache in front of the worker pool. */
type Solve = (reply: FastifyReply, key: string, task: Task) => Promise<FastifyReply>;

/** A request's time limit (the body's, else the server's) and its deadline, from when it arrived. */
function deadlineOf(options: AppOptions, arrived: number, timeoutMs: number | undefined): { limitMs: number; deadline: number } {
  const limitMs = timeoutMs ?? options.timeoutMs;
  return { limitMs, deadline: arrived + limitMs };
}

/** What a plan or explain body asks about: words to translate (with any answers to their questions), or a TripSpec. */
function sourceOf(body: PlanRequest): Source {
  if ((body.request === undefined) === (body.spec === undefined))
    throw new HttpError(400, 'bad-request', 'give exactly one of "request" (words) and "spec" (a TripSpec)', body.request === undefined ? 'request' : 'spec');
  if (body.spec !== undefined && body.answers !== undefined)
    throw new HttpError(400, 'bad-request', '"answers" answer the questions of a "request" in words; a "spec" asks none', 'answers');
  return body.spec !== undefined
    ? { spec: body.spec }
    : { request: body.request!, translator: body.translator, year: body.year, answers: sortedAnswers(body.answers) };
}

/** Every request addressed to this machine (when bound to a loopback address), every POST a JSON body, every answer with the security headers. */
function guardRequests(app: FastifyInstance, options: AppOptions): void {
  app.addHook('onRequest', async (request) => {
    if (options.loopbackOnly && !LOOPBACK_NAMES.test(hostName(request.headers.host))) {
      throw new HttpError(403, 'forbidden', 'this server answers requests addressed to this machine only (Host: localhost or 127.0.0.1)');
    }
    if (request.method === 'POST') {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json')
        throw new HttpError(
          415,
          'unsupported-media-type',
          `expected a JSON body with Content-Type: application/json, found ${type === '' ? 'none' : `"${type}"`}`,
        );
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}

/** Errors as `{"error": ...}` bodies: the server's own, fastify's (a body too large, of another type, not JSON), and no such endpoint. */
function answerErrors(app: FastifyInstance, options: AppOptions): void {
  app.setErrorHandler((error: unknown, _request, reply) => {
    if (error instanceof HttpError || error instanceof TripsolverError) return send(reply, answerFor(error, options.log, options.redact));
    const e = error as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode === 413) return send(reply, { status: 413, body: JSON.stringify(errorBody('too-large', `the body is over ${BODY_LIMIT / 1024} KiB`)) });
    if (e.statusCode === 415)
      return send(reply, {
        status: 415,
        body: JSON.stringify(errorBody('unsupported-media-type', 'expected a JSON body with Content-Type: application/json')),
      });
    if (e.statusCode === 400) {
      const message =
        e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'the body is empty; expected a JSON object'
          : `the body is not valid JSON (${(e.message ?? '').replace(/^FST_\w+: /, '')})`;
      return send(reply, { status: 400, body: JSON.stringify(errorBody('bad-json', message)) });
    }
    return send(reply, answerFor(error, options.log, options.redact));
  });
  app.setNotFoundHandler((request, reply) =>
    send(reply, { status: 404, body: JSON.stringify(errorBody('not-found', `no such endpoint: ${request.method} ${request.url.split('?')[0]}`)) }),
  );
}

/** GET /api/health and /api/openapi.json: what the server is, and its API. */
function registerInfoRoutes(app: FastifyInstance, options: AppOptions): void {
  const { pool } = options;
  const openapi = JSON.stringify(openApiDocument(options.version));
  app.get('/api/health', async (_request, reply) =>
    send(reply, {
      status: 200,
      body: JSON.stringify({
        ok: true,
        data: options.dataName,
        version: options.version,
        workers: pool.workers,
        running: pool.running,
        queued: pool.queued,
        queueLimit: pool.queueLimit,
      }),
    }),
  );
  app.get('/api/openapi.json', async (_request, reply) => send(reply, { status: 200, body: openapi }));
}

/** POST /api/translate, /api/plan, /api/explain and /api/tour: words or a spec, answered through the cache and the pool. */
function registerPlanRoutes(app: FastifyInstance, options: AppOptions, solve: Solve): void {
  app.post('/api/translate', async (request, reply) => {
    const arrived = options.clock.now();
    const body = parseBody(TranslateRequest, request.body);
    const answers = sortedAnswers(body.answers);
    return solve(reply, JSON.stringify(['translate', body.request, answers ?? null, body.translator ?? null, body.year ?? null]), {
      kind: 'translate',
      request: body.request,
      answers,
      translator: body.translator,
      year: body.year,
      ...deadlineOf(options, arrived, undefined),
    });
  });

  app.post('/api/plan', async (request: FastifyRequest, reply) => {
    const arrived = options.clock.now();
    const body = parseBody(PlanRequest, request.body);
    if (body.benchmark === 'natural-plan') {
      const t = tourTask(tourBody(body), deadlineOf(options, arrived, body.timeoutMs));
      return solve(reply, t.key, t.task);
    }
    const source = sourceOf(body);
    const backend = body.backend ?? 'auto';
    const route = body.route ?? 'exact';
    return solve(reply, JSON.stringify(['plan', source, backend, route]), {
      kind: 'plan',
      source,
      backend,
      route,
      searchMs: body.timeoutMs ?? DEFAULT_SEARCH_MS,
      ...deadlineOf(options, arrived, body.timeoutMs),
    });
  });

  app.post('/api/explain', async (request, reply) => {
    const arrived = options.clock.now();
    const body = parseBody(PlanRequest, request.body);
    if (body.route !== undefined) throw new HttpError(400, 'bad-request', 'unknown field "route": an explanation has no routes', 'route');
    const source = sourceOf(body);
    const backend = body.backend ?? 'auto';
    return solve(reply, JSON.stringify(['explain', source, backend]), { kind: 'explain', source, backend, ...deadlineOf(options, arrived, body.timeoutMs) });
  });

  app.post('/api/tour', async (request, reply) => {
    const arrived = options.clock.now();
    const body = parseBody(TourRequest, request.body);
    const t = tourTask(body, deadlineOf(options, arrived, body.timeoutMs));
    return solve(reply, t.key, t.task);
  });
}

/** POST /api/eval: plans scored against their queries by the benchmark's checks, in the pool. */
function registerEvalRoute(app: FastifyInstance, options: AppOptions): void {
  const { pool } = options;
  app.post('/api/eval', async (request, reply) => {
    const arrived = options.clock.now();
    const body = parseBody(EvalRequest, request.body);
    if (body.plans.length !== body.queries.length) {
      throw new HttpError(
        400,
        'bad-request',
        `"plans" has ${body.plans.length} rows but "queries" has ${body.queries.length}; plans are matched to queries by position`,
        'plans',
      );
    }
    const queries: QueryFields[] = body.queries.map((q, i) => ({
      org: q.org,
      dest: q.dest,
      days: q.days,
      visiting_city_number: q.visiting_city_number,
      date: q.date,
      people_number: q.people_number,
      local_constraint: localConstraintOf(q.local_constraint, i),
      budget: q.budget,
      level: q.level,
    }));
    return send(
      reply,
      await pool.run({
        kind: 'eval',
        queries,
        idx: body.queries.map((q, i) => q.idx ?? body.plans[i]!.idx ?? i + 1),
        plans: body.plans.map((p) => p.plan),
        ...deadlineOf(options, arrived, undefined),
      }),
    );
  });
}

/**
 * The server: the guards on every request, the bodies of errors, then every route in one list: the API's by group
 * (each group a function of its own), then the page's files.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const { pool } = options;
  const cache = new AnswerCache(options.cacheSize);
  /** A cached answer, or the pool's (kept when it may be). */
  const solve = async (reply: FastifyReply, key: string, task: Task): Promise<FastifyReply> => {
    const hit = cache.get(key);
    if (hit) return send(reply, hit, 'hit');
    const answer = await pool.run(task);
    cache.set(key, answer);
    return send(reply, answer, cache.size > 0 ? 'miss' : undefined);
  };
  const app = Fastify({ bodyLimit: BODY_LIMIT, logger: false, forceCloseConnections: true, return503OnClosing: true });
  app.removeContentTypeParser('text/plain');
  guardRequests(app, options);
  answerErrors(app, options);

  registerInfoRoutes(app, options); // GET /api/health, /api/openapi.json
  registerPlanRoutes(app, options, solve); // POST /api/translate, /api/plan, /api/explain, /api/tour
  registerEvalRoute(app, options); // POST /api/eval
  servePage(app, options.page); // GET / and the page's files
  return app;
}

/** The page's files at their paths; one made on first request (places.json) is kept once made. */
function servePage(app: FastifyInstance, page: PageAssets): void {
  for (const [path, made] of page.assets) {
    let asset = typeof made === 'function' ? undefined : made;
    app.get(path, async (_request, reply) => {
      asset ??= (made as () => Asset)();
      return reply.code(200).headers({ 'cache-control': 'no-cache' }).type(asset.type).send(asset.body);
    });
  }
}

const LocalConstraint = z.strictObject({
  'house rule': z.string().nullable(),
  cuisine: z.array(z.string()).nullable(),
  'room type': z.string().nullable(),
  transportation: z.string().nullable(),
});

/** A row's local_constraint: an object, or the HF dataset's Python-literal text of one. */
function localConstraintOf(raw: unknown, i: number): QueryFields['local_constraint'] {
  const field = `queries.${i}.local_constraint`;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = parsePythonLiteral(raw, field);
    } catch (e) {
      throw new HttpError(400, 'bad-request', `${field}: cannot read the literal (${(e as Error).message})`, field);
    }
  }
  const result = LocalConstraint.safeParse(value);
  if (!result.success)
    throw new HttpError(400, 'bad-request', `${field}: expected an object with "house rule", cuisine, "room type" and transportation`, field);
  return result.data;
}
