/** What the event loop sends to a solver worker, and what comes back (a status and the JSON text of the body). */
import { basename, resolve } from 'node:path';
import type { QueryFields } from '../evaluate/index.ts';
import { resolveDatabaseDir } from '../sandbox/index.ts';
import type { Answers, TranslatorKind } from '../translate/index.ts';
import type { HttpAnswer } from './errors.ts';
import type { BackendName } from '../../solver/index.ts';

export interface WorkerInit {
  /** The data folder each worker loads once. */
  readonly dataDir: string;
  /** The server's environment for the translators: OPENAI_* (the key stays in the server) and TRIPSOLVER_YEAR. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** What a request is: words to translate (in the worker: a long translation must not block the event loop), or a TripSpec to validate. */
export type Source =
  | { readonly request: string; readonly translator?: TranslatorKind | undefined; readonly year?: number | undefined; readonly answers?: Answers | undefined }
  | { readonly spec: Readonly<Record<string, unknown>> };

/** The data folder's name, and the paths that messages to clients show as that name. */
export function dataNames(dataDir: string): { name: string; paths: string[] } {
  const resolved = resolve(dataDir);
  return { name: basename(resolved), paths: [dataDir, resolved, resolve(resolveDatabaseDir(resolved))] };
}

interface Timed {
  /** Absolute time on the monotonic clock of src/common/deadline.ts (the same epoch in every thread) by which the answer is due; past it the answer is 504. */
  readonly deadline: number;
  /** The limit the client asked for (or the default), for messages. */
  readonly limitMs: number;
}

export interface TranslateTask extends Timed {
  readonly kind: 'translate';
  readonly request: string;
  /** Answers to the questions of an earlier 422 (field -> the person's words). */
  readonly answers?: Answers | undefined;
  readonly translator?: TranslatorKind | undefined;
  readonly year?: number | undefined;
}

export interface PlanTask extends Timed {
  readonly kind: 'plan';
  readonly source: Source;
  readonly backend: BackendName;
  readonly route: 'exact' | 'heuristic' | 'ortools';
  /** The plan search's own limit (10 s by default, as in the CLI); the explanation may use the rest. */
  readonly searchMs: number;
}

export interface ExplainTask extends Timed {
  readonly kind: 'explain';
  readonly source: Source;
  readonly backend: BackendName;
}

export interface EvalTask extends Timed {
  readonly kind: 'eval';
  readonly queries: readonly QueryFields[];
  readonly idx: readonly unknown[];
  readonly plans: readonly unknown[];
}

/** A city tour (NATURAL PLAN trip planning): its request text or its TourSpec. */
export interface TourTask extends Timed {
  readonly kind: 'tour';
  readonly source: { readonly request: string } | { readonly spec: unknown };
  readonly backend: BackendName;
}

/** Sent once per worker at start: answers when every worker holds one, so each has loaded the data. */
export interface WarmupTask extends Timed {
  readonly kind: 'warmup';
  /** Int32Array over a SharedArrayBuffer: [workers that arrived]. */
  readonly arrived: Int32Array;
  readonly workers: number;
}

export type Task = TranslateTask | PlanTask | ExplainTask | EvalTask | TourTask | WarmupTask;
export type TaskResult = HttpAnswer;
