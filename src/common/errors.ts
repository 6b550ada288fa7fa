/**
 * Typed errors. Every failure the user can cause carries the place it happened:
 * a spec field path, a data file and column, or an LLM endpoint and attempt.
 * Exit codes follow the CLI contract: 2 bad input, 3 internal error.
 */
export type ErrorCode = 'spec' | 'data' | 'llm' | 'usage' | 'internal' | 'timeout';

export class TripsolverError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = new.target.name;
  }
  /** CLI exit code for this error. */
  get exitCode(): number {
    return this.code === 'internal' || this.code === 'timeout' || this.code === 'llm' ? 3 : 2;
  }
}

/** A request or TripSpec that cannot be used: names the field (dotted path) and quotes what was found. */
export class SpecError extends TripsolverError {
  readonly field: string;
  readonly found: string | undefined;
  /** The values the field could take, where the reader narrowed them down ("Medford" or "Denver"). */
  readonly choices: readonly string[] | undefined;
  /** The message without the field and the quote. */
  readonly detail: string;
  constructor(field: string, message: string, found?: string, choices?: readonly string[]) {
    super('spec', `${field}: ${message}${found !== undefined ? ` (found: "${found}")` : ''}`);
    this.field = field;
    this.found = found;
    this.detail = message;
    this.choices = choices !== undefined && choices.length > 0 ? choices : undefined;
  }
}

/** One question a reader asks about a field it could not settle: the field, the question, and the choices it narrowed down to. */
export interface Question {
  readonly field: string;
  readonly question: string;
  /** Why the field was not settled (the refusal's message, with the words quoted). */
  readonly reason: string;
  readonly choices?: readonly string[];
  /** The request's words the question is about. */
  readonly words?: string;
}

/**
 * A request the reader could not settle: one question per field it refused. Its field and message are the first
 * refusal's, so it reads like that SpecError; `questions` holds them all. Answered with `answers` (field -> value).
 */
export class UnclearError extends SpecError {
  readonly questions: readonly Question[];
  constructor(first: SpecError, questions: readonly Question[]) {
    super(first.field, first.detail, first.found, first.choices);
    this.questions = questions;
  }
}

/** A data file that is missing or malformed: names the file, the column or field, and what was expected. */
export class DataError extends TripsolverError {
  readonly file: string;
  readonly column: string | undefined;
  constructor(file: string, message: string, column?: string) {
    super('data', `${file}${column !== undefined ? ` [${column}]` : ''}: ${message}`);
    this.file = file;
    this.column = column;
  }
}

/** A failure talking to an LLM endpoint: names the endpoint (never the key) and the attempt. */
export class LlmError extends TripsolverError {
  readonly endpoint: string;
  readonly attempt: number;
  constructor(endpoint: string, attempt: number, message: string) {
    super('llm', `LLM at ${endpoint}, attempt ${attempt}: ${message}`);
    this.endpoint = endpoint;
    this.attempt = attempt;
  }
}

/** Wrong command-line usage: an unknown flag, a missing argument. */
export class UsageError extends TripsolverError {
  constructor(message: string) {
    super('usage', message);
  }
}

/** A bug: something the program guarantees did not hold (for example a solved plan failed a check). */
export class InternalError extends TripsolverError {
  constructor(message: string) {
    super('internal', message);
  }
}

/** A solver or an LLM call ran past its time limit. */
export class TimeoutError extends TripsolverError {
  readonly limitMs: number;
  constructor(what: string, limitMs: number) {
    super('timeout', `${what} did not finish within ${limitMs} ms`);
    this.limitMs = limitMs;
  }
}
