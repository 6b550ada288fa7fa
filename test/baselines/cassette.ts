/**
 * Replaying recorded LLM replies (fixtures/llm/) through the local OpenAI-compatible test server.
 *
 * A cassette is a text file of exchanges. Each starts with a header line
 *   === reply | match: <text> | match: <text> | usage: <prompt tokens>/<completion tokens>
 *   === status: 500 | match: <text>
 * followed by the reply's content (for a status: an optional JSON body) up to the next header. Lines before
 * the first header starting with '#' are comments. In a match, "\n" stands for a line break.
 *
 * A request is answered by the first unused exchange, in the order the cassettes were loaded, all of whose
 * match texts occur in the request's messages. Calls of one conversation match the same texts and are used
 * in order; different rows match different request texts, so rows may run concurrently. A request that no
 * exchange matches gets a 500 naming the problem.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Handler, RecordedRequest, ScriptedReply } from '../helpers/openai-server.ts';
import { FIXTURE_DIR } from '../helpers/data.ts';

const LLM_FIXTURES = join(FIXTURE_DIR, 'llm');

export interface Exchange {
  readonly where: string;
  readonly match: readonly string[];
  readonly reply: ScriptedReply;
  used: boolean;
}

export function loadCassette(file: string): Exchange[] {
  const where = `${basename(dirname(file))}/${basename(file)}`;
  const lines = readFileSync(file, 'utf8').replace(/\r\n/g, '\n').split('\n');
  const out: Exchange[] = [];
  let header: string | undefined;
  let body: string[] = [];
  const finish = () => {
    if (header === undefined) return;
    const parts = header
      .slice(4)
      .split(' | ')
      .map((p) => p.trim());
    const match = parts.filter((p) => p.startsWith('match: ')).map((p) => p.slice(7).replace(/\\n/g, '\n'));
    const usagePart = parts.find((p) => p.startsWith('usage: '));
    const content = body.join('\n').replace(/\n+$/, '');
    let reply: ScriptedReply;
    if (parts[0] === 'reply') {
      const [p, c] = (usagePart?.slice(7) ?? '0/0').split('/').map(Number) as [number, number];
      reply = { content, usage: { prompt_tokens: p, completion_tokens: c } };
    } else if (parts[0]!.startsWith('status: ')) {
      reply = { status: Number(parts[0]!.slice(8)), ...(content.trim() !== '' ? { body: JSON.parse(content) } : {}) };
    } else {
      throw new Error(`${where}: unknown exchange header "${header}"`);
    }
    if (match.length === 0) throw new Error(`${where}: exchange "${header}" has no match`);
    out.push({ where: `${where} #${out.length + 1}`, match, reply, used: false });
  };
  for (const line of lines) {
    if (line.startsWith('=== ')) {
      finish();
      header = line;
      body = [];
    } else if (header !== undefined) {
      body.push(line);
    } else if (line.trim() !== '' && !line.startsWith('#')) {
      throw new Error(`${where}: text before the first exchange header: "${line}"`);
    }
  }
  finish();
  return out;
}

export const cassette = (...path: string[]): string => join(LLM_FIXTURES, ...path);

const requestText = (request: RecordedRequest): string =>
  ((request.body?.messages ?? []) as { content?: unknown }[]).map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');

export interface Replay {
  readonly handler: Handler;
  readonly exchanges: readonly Exchange[];
  /** Exchanges not used (a baseline made fewer calls than recorded). */
  unused(): string[];
  /** Requests no exchange matched. */
  readonly unmatched: string[];
}

export function replay(files: readonly string[]): Replay {
  const exchanges = files.flatMap(loadCassette);
  const unmatched: string[] = [];
  const handler: Handler = (request) => {
    const text = requestText(request);
    const exchange = exchanges.find((e) => !e.used && e.match.every((m) => text.includes(m)));
    if (!exchange) {
      unmatched.push(text.slice(-300));
      return { status: 500, body: { error: { message: 'no recorded reply matches this request', type: 'server_error' } } };
    }
    exchange.used = true;
    return exchange.reply;
  };
  return { handler, exchanges, unmatched, unused: () => exchanges.filter((e) => !e.used).map((e) => e.where) };
}
