/**
 * Where the LLM is and how patient to be with it. Read from an env object the caller passes in (never from
 * process.env on import): OPENAI_API_KEY, OPENAI_BASE_URL, TRIPSOLVER_MODEL, and optionally
 * TRIPSOLVER_LLM_TIMEOUT_MS and TRIPSOLVER_LLM_RETRIES.
 */
import { UsageError } from '../common/errors.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export interface LlmConfig {
  /** OpenAI-compatible base URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:8080/v1. */
  readonly baseURL: string;
  /** Sent as the bearer token; never printed. */
  readonly apiKey: string;
  readonly model: string;
  /** Time limit of one HTTP call, in milliseconds. */
  readonly timeoutMs: number;
  /**
   * Further attempts after a failed call (timeouts, connection errors, 408, 409, 429 and 5xx answers), made by
   * the openai SDK: it waits what Retry-After or retry-after-ms asks (up to a minute), else 0.5 s doubling up to
   * 8 s, less up to 25% jitter.
   */
  readonly maxRetries: number;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;

const set = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

/** Whether the env names an LLM endpoint at all (a key or a base URL). */
export function llmConfigured(env: Env): boolean {
  return set(env.OPENAI_API_KEY) || set(env.OPENAI_BASE_URL);
}

function nonNegativeInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!set(raw)) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${name}: expected a whole number of at least 0, found "${raw}"`);
  return n;
}

export function llmConfigFromEnv(env: Env, overrides: Partial<LlmConfig> = {}): LlmConfig {
  if (!llmConfigured(env) && overrides.baseURL === undefined && overrides.apiKey === undefined) {
    throw new UsageError(
      'no LLM endpoint configured: set OPENAI_API_KEY (and OPENAI_BASE_URL for another OpenAI-compatible server), or use --translator rules',
    );
  }
  const baseURL = overrides.baseURL ?? (set(env.OPENAI_BASE_URL) ? env.OPENAI_BASE_URL.trim() : DEFAULT_BASE_URL);
  try {
    new URL(baseURL);
  } catch {
    throw new UsageError(`OPENAI_BASE_URL: expected a URL such as http://127.0.0.1:8080/v1, found "${endpointLabel(baseURL)}"`);
  }
  return {
    baseURL,
    // Local OpenAI-compatible servers often need no key; the SDK still wants one.
    apiKey: overrides.apiKey ?? (set(env.OPENAI_API_KEY) ? env.OPENAI_API_KEY.trim() : 'no-key'),
    model: overrides.model ?? (set(env.TRIPSOLVER_MODEL) ? env.TRIPSOLVER_MODEL.trim() : DEFAULT_MODEL),
    timeoutMs: overrides.timeoutMs ?? nonNegativeInt(env, 'TRIPSOLVER_LLM_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
    maxRetries: overrides.maxRetries ?? nonNegativeInt(env, 'TRIPSOLVER_LLM_RETRIES', DEFAULT_MAX_RETRIES),
  };
}

/** A base URL fit for messages: no user name, password, query or fragment. */
export function endpointLabel(baseURL: string): string {
  try {
    const u = new URL(baseURL);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return baseURL.replace(/\/\/[^@/]*@/, '//').replace(/[?#].*$/, '');
  }
}
