/**
 * A small client for OpenAI-compatible chat completions, shared by the LLM translator, the pure-LLM
 * baselines and the verbaliser. One place decides the time limit of a call, which failures are retried,
 * how token usage is counted, and how errors read: an LlmError naming the endpoint (never the key) and the
 * attempt. `chatJson` asks for JSON matching a schema, validates the reply with ajv and, when it does not
 * validate, sends the problems back once (one repair round).
 */
import type OpenAI from 'openai';
import type { APIConnectionError } from 'openai';
import { LlmError } from '../common/errors.ts';
import { endpointLabel, llmConfigFromEnv, type Env, type LlmConfig } from './config.ts';
import { parseAndValidate } from './json.ts';

export interface ChatMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

export interface TokenUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly totalTokens: number;
}

type ResponseFormat =
  | { readonly type: 'text' }
  | { readonly type: 'json_object' }
  | {
      readonly type: 'json_schema';
      readonly json_schema: { readonly name: string; readonly schema: object; readonly strict?: boolean; readonly description?: string };
    };

export interface ChatOptions {
  readonly temperature?: number;
  readonly maxTokens?: number;
  readonly responseFormat?: ResponseFormat;
  /** Overrides the client's per-call time limit. */
  readonly timeoutMs?: number;
}

export interface ChatResult {
  readonly text: string;
  readonly usage: TokenUsage;
  readonly model: string;
  readonly finishReason: string | null;
  /** HTTP calls made (1 when the first one answered). */
  readonly attempts: number;
}

export interface JsonOptions extends Omit<ChatOptions, 'responseFormat'> {
  /** JSON Schema (draft 2020-12) the reply must match; sent as response_format and checked with ajv. */
  readonly schema: object;
  /** The schema's name in response_format (letters, digits, _ and -). */
  readonly name: string;
  readonly strict?: boolean;
  /** Further checks after the schema; each returned string is a problem sent back in the repair round. */
  readonly check?: (value: unknown) => readonly string[];
}

export interface JsonResult<T> {
  readonly value: T;
  readonly text: string;
  readonly usage: TokenUsage;
  /** 1 when the first reply was valid, 2 when the repair round was needed. */
  readonly rounds: 1 | 2;
}

export const ZERO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

function repairMessage(problems: readonly string[]): string {
  return [
    'Your reply did not validate against the required JSON schema:',
    ...problems.map((p) => `- ${p}`),
    'Reply again with the corrected JSON object only: no prose, no code fence.',
  ].join('\n');
}

type Failure = { readonly retry: boolean; readonly message: string };
type Sdk = typeof import('openai');

export class LlmClient {
  readonly config: LlmConfig;
  /** The chat completions URL, without credentials: what messages name. */
  readonly endpoint: string;
  /** The SDK and its client, loaded on the first call: a command that never asks a model does not load the SDK (~0.2 s). */
  private openai: Promise<{ readonly sdk: Sdk; readonly client: OpenAI }> | undefined;

  constructor(config: LlmConfig) {
    this.config = config;
    this.endpoint = `${endpointLabel(config.baseURL)}/chat/completions`;
  }

  private sdk(): Promise<{ readonly sdk: Sdk; readonly client: OpenAI }> {
    const config = this.config;
    // Everything explicit: the SDK would otherwise read OPENAI_ORG_ID, OPENAI_PROJECT_ID and OPENAI_LOG from process.env.
    // Retries are the SDK's own (Retry-After, retry-after-ms, backoff with jitter); `timeout` bounds each attempt.
    this.openai ??= import('openai').then((sdk) => ({
      sdk,
      client: new sdk.default({
        apiKey: config.apiKey,
        baseURL: config.baseURL,
        organization: null,
        project: null,
        maxRetries: config.maxRetries,
        timeout: config.timeoutMs,
        logLevel: 'off',
      }),
    }));
    return this.openai;
  }

  /** Replace the key wherever a server or library echoed it. */
  private scrub(text: string): string {
    const key = this.config.apiKey;
    let out = key.length >= 4 ? text.split(key).join('[redacted]') : text;
    out = out.replace(/Bearer\s+[^\s"',}]+/gi, 'Bearer [redacted]');
    return out;
  }

  private classify(error: unknown, timeoutMs: number, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError }: Sdk): Failure {
    if (error instanceof APIConnectionTimeoutError) return { retry: true, message: `no answer within ${timeoutMs} ms (timeout)` };
    if (error instanceof APIUserAbortError) return { retry: false, message: 'the call was cancelled' };
    if (error instanceof APIConnectionError) return { retry: true, message: `cannot connect (${this.scrub(describeCause(error))})` };
    if (error instanceof APIError) {
      const status = error.status ?? 0;
      const retry = status === 408 || status === 409 || status === 429 || status >= 500;
      return { retry, message: `HTTP ${status}: ${this.scrub(error.message).slice(0, 300)}` };
    }
    return { retry: false, message: this.scrub(error instanceof Error ? error.message : String(error)).slice(0, 300) };
  }

  /** One chat completion: the reply text and token usage; the SDK retries transient failures. */
  async chat(messages: readonly ChatMessage[], options: ChatOptions = {}): Promise<ChatResult> {
    const timeoutMs = options.timeoutMs ?? this.config.timeoutMs;
    // Count the HTTP attempts of this call (the SDK makes them), for the messages and the result.
    let attempts = 0;
    const counting: typeof fetch = (input, init) => {
      attempts++;
      return fetch(input, init);
    };
    const { sdk, client: base } = await this.sdk();
    const client = base.withOptions({ fetch: counting });
    const body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = {
      model: this.config.model,
      messages: messages.map((m) => ({ role: m.role, content: m.content })),
    };
    if (options.temperature !== undefined) body.temperature = options.temperature;
    if (options.maxTokens !== undefined) body.max_tokens = options.maxTokens;
    if (options.responseFormat !== undefined)
      body.response_format = options.responseFormat as NonNullable<OpenAI.Chat.ChatCompletionCreateParams['response_format']>;
    let completion: OpenAI.Chat.ChatCompletion;
    try {
      completion = await client.chat.completions.create(body, { timeout: timeoutMs, maxRetries: this.config.maxRetries });
    } catch (error) {
      const failure = this.classify(error, timeoutMs, sdk);
      const tail = failure.retry && attempts > 1 ? `; gave up after ${attempts} attempts` : '';
      throw new LlmError(this.endpoint, Math.max(attempts, 1), `${failure.message}${tail}`);
    }
    const choice = completion.choices?.[0];
    const text = choice?.message?.content;
    if (typeof text !== 'string' || text.trim() === '') {
      throw new LlmError(this.endpoint, attempts, `the reply has no text (finish reason: ${choice?.finish_reason ?? 'none'})`);
    }
    const u = completion.usage;
    return {
      text,
      usage: u
        ? {
            promptTokens: u.prompt_tokens ?? 0,
            completionTokens: u.completion_tokens ?? 0,
            totalTokens: u.total_tokens ?? (u.prompt_tokens ?? 0) + (u.completion_tokens ?? 0),
          }
        : ZERO_USAGE,
      model: completion.model ?? this.config.model,
      finishReason: choice?.finish_reason ?? null,
      attempts,
    };
  }

  /**
   * Ask for JSON matching `schema` (sent as response_format json_schema), parse and validate it; when it does
   * not validate, send the problems back once. Fails with an LlmError listing the problems of the second reply.
   */
  async chatJson<T>(messages: readonly ChatMessage[], options: JsonOptions): Promise<JsonResult<T>> {
    const { schema, name, strict, check, ...chatOptions } = options;
    const responseFormat: ResponseFormat = { type: 'json_schema', json_schema: { name, schema, strict: strict ?? false } };
    const read = (text: string): { ok: true; value: unknown } | { ok: false; problems: string[] } => {
      const parsed = parseAndValidate(text, schema);
      if (!parsed.ok) return parsed;
      const problems = check ? [...check(parsed.value)] : [];
      return problems.length > 0 ? { ok: false, problems } : parsed;
    };
    const first = await this.chat(messages, { ...chatOptions, responseFormat });
    const r1 = read(first.text);
    if (r1.ok) return { value: r1.value as T, text: first.text, usage: first.usage, rounds: 1 };
    const retry: ChatMessage[] = [...messages, { role: 'assistant', content: first.text }, { role: 'user', content: repairMessage(r1.problems) }];
    const second = await this.chat(retry, { ...chatOptions, responseFormat });
    const r2 = read(second.text);
    const usage = addUsage(first.usage, second.usage);
    if (r2.ok) return { value: r2.value as T, text: second.text, usage, rounds: 2 };
    throw new LlmError(
      this.endpoint,
      2,
      `the reply did not match the ${name} schema, even after one repair round: ${this.scrub(r2.problems.slice(0, 8).join('; '))}`,
    );
  }
}

function describeCause(error: APIConnectionError): string {
  const cause = (error as { cause?: unknown }).cause;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String((cause as { code: unknown }).code) : undefined;
  return code ?? error.message;
}

/** A client for the endpoint an env names (see config.ts). */
export function createLlmClient(env: Env, overrides: Partial<LlmConfig> = {}): LlmClient {
  return new LlmClient(llmConfigFromEnv(env, overrides));
}
