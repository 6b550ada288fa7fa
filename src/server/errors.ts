/**
 * Errors as HTTP answers: `{"error": {"code", "field"?, "message"}}` with the status the CLI's exit code
 * implies (bad input 400, a failing LLM endpoint 502, a time limit 504, anything else 500). A request the
 * translator could not settle (an UnclearError) is 422 with its questions, `{"error": {"code": "unclear", "field",
 * "message", "questions": [{"field", "question", "reason", "choices"?, "words"?}]}}`: answered by sending the same
 * request with `answers`. The message of a
 * tripsolver error is the CLI's; an unexpected error is logged on the server and answered without details,
 * never with a stack trace.
 */
import { HTTP_STATUS } from '../outcome/index.ts';
import { TripsolverError, UnclearError, type Question } from '../common/errors.ts';
import type { ErrorBody, ErrorCode, UnclearBody } from './schemas.ts';

export interface HttpAnswer {
  readonly status: number;
  /** The JSON text of the body. */
  readonly body: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** The same request always gets this answer (a proven-best plan, a complete explanation): it may be cached. */
  readonly cacheable?: boolean;
}

/** An error the service answers with: status, code, message and maybe the field. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: { code, ...(field !== undefined ? { field } : {}), message } };
}

/** The 422 body of a request that raised questions (messages redacted like every other). */
function unclearBody(e: UnclearError, redact: (message: string) => string): UnclearBody {
  const questions = e.questions.map(({ choices, ...q }: Question) => ({
    ...q,
    reason: redact(q.reason),
    ...(choices !== undefined ? { choices: [...choices] } : {}),
  }));
  return { error: { code: 'unclear', field: e.field, message: redact(e.message), questions } };
}

function fromTripsolverError(e: TripsolverError): HttpError {
  const field = (e as { field?: unknown }).field;
  const column = (e as { column?: unknown }).column;
  const named = typeof field === 'string' ? field : typeof column === 'string' ? column : undefined;
  switch (e.code) {
    case 'spec':
    case 'data':
    case 'usage':
      return new HttpError(400, e.code, e.message, named);
    case 'timeout':
      return new HttpError(HTTP_STATUS.timeout, 'timeout', e.message);
    case 'llm':
      return new HttpError(502, 'llm', e.message);
    case 'internal':
      return new HttpError(HTTP_STATUS.error, 'internal', 'internal error: a check the planner guarantees did not hold; it has been logged on the server');
  }
}

/**
 * Any thrown value as an HTTP answer. Unexpected errors are logged with `log` (stack included) and answered 500.
 * `redact` rewrites messages before they are sent (the server replaces the data folder's path by its name).
 */
export function answerFor(e: unknown, log: (message: string) => void, redact: (message: string) => string = (m) => m): HttpAnswer {
  let h: HttpError;
  if (e instanceof UnclearError) return { status: HTTP_STATUS.unclear, body: JSON.stringify(unclearBody(e, redact)) };
  if (e instanceof HttpError) h = e;
  else if (e instanceof TripsolverError) {
    h = fromTripsolverError(e);
    if (e.code === 'internal') log(`tripsolver serve: ${e.stack ?? e.message}`);
  } else {
    log(`tripsolver serve: internal error: ${(e as Error)?.stack ?? String(e)}`);
    h = new HttpError(500, 'internal', 'internal error; it has been logged on the server');
  }
  return { status: h.status, body: JSON.stringify(errorBody(h.code, redact(h.message), h.field)), headers: h.headers };
}

/** Replaces the data folder's paths (as given, resolved, its database/ folder) by `name` in messages sent to clients. */
export function pathRedactor(name: string, paths: readonly string[]): (message: string) => string {
  const sorted = [...new Set(paths)].filter((p) => p.length > 1).sort((a, b) => b.length - a.length);
  return (message) => sorted.reduce((m, p) => m.split(p).join(name), message);
}
