/**
 * A local OpenAI-compatible server for tests: real HTTP on 127.0.0.1 (random port), so the real openai SDK
 * runs end to end. Replies come from a queue of scripted replies or a handler; every request is recorded.
 * A reply can be a chat completion, an HTTP error status, or no answer at all (to test time limits).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ScriptedReply =
  /** A chat completion whose message content is `content`. */
  | { readonly content: string; readonly usage?: { prompt_tokens: number; completion_tokens: number }; readonly model?: string }
  /**
   * An HTTP error: status, JSON body and headers. Unless `headers` says otherwise, an error asks the client to
   * retry after 1 ms (`retry-after-ms`, which the openai SDK honours), so retries cost no real waiting.
   */
  | { readonly status: number; readonly body?: unknown; readonly headers?: Record<string, string> }
  /** Read the request and never answer. */
  | { readonly hang: true };

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when not JSON). */
  readonly body: any;
}

export type Handler = (request: RecordedRequest, index: number) => ScriptedReply;

export interface OpenAiServer {
  /** Base URL for the SDK, ending in /v1. */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

function completion(content: string, usage = { prompt_tokens: 11, completion_tokens: 7 }, model = 'test-model'): Record<string, unknown> {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

export async function startOpenAiServer(script: readonly ScriptedReply[] | Handler): Promise<OpenAiServer> {
  const queue = Array.isArray(script) ? [...script] : undefined;
  const handler = typeof script === 'function' ? (script as Handler) : undefined;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      const index = requests.length;
      requests.push(recorded);
      const reply: ScriptedReply = handler
        ? handler(recorded, index)
        : (queue!.shift() ?? { status: 500, body: { error: { message: 'the test script has no reply left' } } });
      if ('hang' in reply) return;
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? { 'retry-after-ms': '1' }) });
        res.end(JSON.stringify(reply.body ?? { error: { message: `scripted ${reply.status}`, type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(reply.content, reply.usage, reply.model)));
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
