/**
 * `bench --benchmark natural-plan` and `eval --benchmark natural-plan`: city tours (NATURAL PLAN's trip planning).
 *
 * Queries are JSONL rows {"id", "input"} (the request text) or the benchmark's own JSON object keyed by id, read
 * at `prompt_0shot`. Planning reads only the request text; the golden plan (`cities` and `durations`, or
 * `golden_plan`) is read only to score. Answers are JSONL rows {"id", "answer"} or a JSON object keyed by id, read
 * at `--answer-field` (default `pred_5shot_pro`, the benchmark's published Gemini 1.5 Pro answers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { renderSvg } from '../bench/compare.ts';
import { DataError, SpecError, UsageError } from '../common/errors.ts';
import { percentile } from '../common/stats.ts';
import { benchmarkAnswer, exactMatch, planFromStays, scorerStays } from '../tour/answer.ts';
import { readTourLlm } from '../tour/llm.ts';
import { readTour } from '../tour/read.ts';
import type { TourSpec } from '../tour/spec.ts';
import { checkTour, type TourRule } from '../tour/verify.ts';
import { explainTour } from '../../solver/tour/explain.ts';
import { solveTour } from '../../solver/tour/index.ts';
import { SolveThreads } from '../../solver/threads.ts';
import type { BackendName } from '../../solver/backends.ts';
import type { Backend } from '../../solver/model.ts';
import { tourBaseline, type TourMethod } from '../baselines/tour.ts';
import { createLlmClient, llmConfigured, type LlmClient } from '../llm/index.ts';
import { backendOf, positiveInt, timeoutOf, translatorOf, type CommandArgs } from './common.ts';

interface TourQuery {
  readonly id: string;
  readonly input: string;
  readonly golden: readonly { city: string; days: number }[] | undefined;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function goldenOf(file: string, id: string, row: Record<string, unknown>): TourQuery['golden'] {
  if (typeof row.cities === 'string' && typeof row.durations === 'string') {
    const cities = row.cities.split('**').filter((c) => c !== '');
    const days = row.durations
      .split('**')
      .filter((d) => d !== '')
      .map(Number);
    if (cities.length !== days.length || days.some((d) => !Number.isInteger(d)))
      throw new DataError(file, `row ${id}: "cities" and "durations" must list as many cities as whole numbers of days`, 'durations');
    return cities.map((city, i) => ({ city, days: days[i]! }));
  }
  if (typeof row.golden_plan === 'string') return scorerStays(row.golden_plan);
  return undefined;
}

/**
 * A file of rows: one JSON object keyed by id (the benchmark's own file), or JSONL (one object per line, with
 * its line number). Unreadable or malformed input names the file and the line.
 */
function readRows(file: string, what: string): { keyed: [string, unknown][] } | { lines: [number, Record<string, unknown>][] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new DataError(file, `cannot read the ${what} file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  const trimmed = text.trim();
  if (trimmed.startsWith('{') && !trimmed.includes('\n{')) {
    let all: unknown;
    try {
      all = JSON.parse(trimmed);
    } catch (e) {
      throw new DataError(file, `is not JSON (${(e as Error).message})`);
    }
    // One object that is itself a row ({"id", "input"} or {"id", "answer"}) is a JSONL file of one line.
    if (isObject(all) && all.id === undefined && typeof all.input !== 'string') return { keyed: Object.entries(all) };
  }
  const lines: [number, Record<string, unknown>][] = [];
  text.split('\n').forEach((line, k) => {
    if (line.trim() === '') return;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch (e) {
      throw new DataError(file, `line ${k + 1} is not JSON (${(e as Error).message})`);
    }
    if (!isObject(row)) throw new DataError(file, `line ${k + 1} is not an object`);
    lines.push([k + 1, row]);
  });
  return { lines };
}

/** The rows of a queries file, in order. */
export function readTourQueries(file: string): TourQuery[] {
  const rows = readRows(file, 'queries');
  if ('keyed' in rows)
    return rows.keyed.map(([id, row]) => {
      if (!isObject(row) || typeof row.prompt_0shot !== 'string') throw new DataError(file, `entry ${id} has no "prompt_0shot" text`, 'prompt_0shot');
      return { id, input: row.prompt_0shot, golden: goldenOf(file, id, row) };
    });
  return rows.lines.map(([line, row]) => {
    const input = typeof row.input === 'string' ? row.input : row.prompt_0shot;
    if (typeof input !== 'string') throw new DataError(file, `line ${line} has no "input" text`, 'input');
    const id = typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : String(line);
    return { id, input, golden: goldenOf(file, id, row) };
  });
}

/** Answers by id, from JSONL rows {"id", "answer"} or a JSON object keyed by id (read at `field`). */
export function readTourAnswers(file: string, field: string): Map<string, string> {
  const rows = readRows(file, 'answers');
  const out = new Map<string, string>();
  if ('keyed' in rows) {
    for (const [id, row] of rows.keyed) {
      const answer = isObject(row) ? row[field] : undefined;
      if (typeof answer !== 'string') throw new DataError(file, `entry ${id} has no "${field}" text (choose the field with --answer-field)`, field);
      out.set(id, answer);
    }
    return out;
  }
  for (const [line, row] of rows.lines) {
    if (typeof row.id !== 'string' && typeof row.id !== 'number') throw new DataError(file, `line ${line} has no "id"`, 'id');
    const answer = row.answer ?? row[field];
    out.set(String(row.id), typeof answer === 'string' ? answer : '');
  }
  return out;
}

/** What is wrong with an answer, by the kinds the bench counts: the first that applies of cities, stay days, flights, windows, length. */
export type AnswerKind = 'exact' | 'valid-not-golden' | 'unparsed' | 'cities' | 'days' | 'flight' | 'window' | 'length' | 'unread-request';

export function judgeAnswer(
  spec: TourSpec | undefined,
  golden: TourQuery['golden'],
  answer: string,
): { kind: AnswerKind; exact: boolean | undefined; valid: boolean } {
  const stays = scorerStays(answer);
  const exact = golden ? exactMatch(golden, stays) : undefined;
  if (stays.length === 0) return { kind: 'unparsed', exact, valid: false };
  if (!spec) return { kind: exact ? 'exact' : 'unread-request', exact, valid: false };
  const violations = checkTour(spec, planFromStays(stays));
  const order: TourRule[] = ['tour.cities', 'tour.days', 'tour.start', 'tour.flight', 'tour.window', 'tour.length'];
  const first = order.find((r) => violations.some((v) => v.rule === r));
  const valid = violations.length === 0;
  if (exact) return { kind: 'exact', exact, valid };
  if (valid) return { kind: 'valid-not-golden', exact, valid };
  const kind: AnswerKind =
    first === 'tour.cities'
      ? 'cities'
      : first === 'tour.days' || first === 'tour.start'
        ? 'days'
        : first === 'tour.flight'
          ? 'flight'
          : first === 'tour.window'
            ? 'window'
            : 'length';
  return { kind, exact, valid };
}

const specOf = (input: string): TourSpec | undefined => {
  try {
    return readTour(input).spec;
  } catch (e) {
    if (e instanceof SpecError) return undefined;
    throw e;
  }
};

interface Tally {
  rows: number;
  exact: number;
  scored: number;
  valid: number;
  kinds: Partial<Record<AnswerKind, number>>;
  ms: number[];
}
const newTally = (): Tally => ({ rows: 0, exact: 0, scored: 0, valid: 0, kinds: {}, ms: [] });

function tableOf(byCities: Map<number, Tally>, withTime: boolean): string {
  const keys = [...byCities.keys()].sort((a, b) => a - b);
  const all = newTally();
  for (const t of byCities.values()) {
    all.rows += t.rows;
    all.exact += t.exact;
    all.scored += t.scored;
    all.valid += t.valid;
    all.ms.push(...t.ms);
    for (const [k, n] of Object.entries(t.kinds)) all.kinds[k as AnswerKind] = (all.kinds[k as AnswerKind] ?? 0) + n;
  }
  const line = (label: string, t: Tally) => {
    const ms = [...t.ms].sort((a, b) => a - b);
    const em = t.scored > 0 ? `${t.exact}/${t.scored} (${((100 * t.exact) / t.scored).toFixed(1)}%)` : 'n/a';
    const time = withTime ? `  p50 ${percentile(ms, 50).toFixed(1)} ms  p95 ${percentile(ms, 95).toFixed(1)} ms` : '';
    return `${label.padEnd(10)} ${String(t.rows).padStart(5)}  exact ${em.padEnd(16)} valid ${t.valid}/${t.rows}${time}`;
  };
  const kinds = Object.entries(all.kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return [...keys.map((k) => line(`${k} cities`, byCities.get(k)!)), line('all', all), `kinds: ${kinds}`].join('\n');
}

const TOUR_METHODS = ['solver', 'direct', 'cot'] as const;
type TourBenchMethod = (typeof TOUR_METHODS)[number];

export async function runTourBench(args: CommandArgs): Promise<number> {
  const { values, io } = args;
  const queriesFile = values.queries;
  const out = values.out;
  if (typeof queriesFile !== 'string') throw new UsageError('bench: --queries Q.jsonl is required');
  if (typeof out !== 'string') throw new UsageError('bench: --out A.jsonl is required');
  const methods = [...new Set(((values.method as string[] | undefined) ?? ['solver']).flatMap((m) => m.split(',')).map((m) => m.trim()))];
  for (const m of methods)
    if (!(TOUR_METHODS as readonly string[]).includes(m))
      throw new UsageError(`bench --benchmark natural-plan: --method expects some of ${TOUR_METHODS.join(',')}, found "${m}"`);
  const backend = backendOf(values);
  const timeLimitMs = timeoutOf(values);
  // Each row takes milliseconds: rows are planned one at a time, and a wish for more is said to be unheard.
  if (positiveInt(values, 'concurrency', 1) !== 1) throw new UsageError('bench --benchmark natural-plan plans rows one at a time; leave out --concurrency');
  const translator = translatorOf(values, io.env);
  const needs = [...methods.filter((m) => m !== 'solver').map((m) => `--method ${m}`), ...(translator === 'rules' ? [] : [`--translator ${translator}`])];
  if (needs.length > 0 && !llmConfigured(io.env))
    throw new UsageError(
      `bench: ${needs.join(' and ')} needs an LLM endpoint: ` +
        'set OPENAI_API_KEY (and OPENAI_BASE_URL for another OpenAI-compatible server; TRIPSOLVER_MODEL names the model)',
    );
  const client = needs.length > 0 ? createLlmClient(io.env) : undefined;
  // rules (the default) reads by the rules; llm asks the model; hybrid asks it only about a request the rules refuse.
  const read = async (text: string): Promise<TourSpec> => {
    if (translator === 'llm') return (await readTourLlm(text, client!)).spec;
    try {
      return readTour(text).spec;
    } catch (e) {
      if (translator === 'hybrid' && e instanceof SpecError) return (await readTourLlm(text, client!)).spec;
      throw e;
    }
  };
  const queries = readTourQueries(queriesFile);
  // z3 and javascript-lp-solver can overrun their time limit inside one call on a large tour: they solve on a
  // thread of their own, stopped 2 s past the limit (solver/threads.ts), so no row hangs the run.
  const threads = methods.includes('solver') && (backend === 'z3' || backend === 'lp') ? new SolveThreads({ threads: 1 }) : undefined;
  const solver = threads ? threads.backend(backend) : backend;
  const report: string[] = [];
  try {
    for (const method of methods as TourBenchMethod[]) {
      const file = methods.length > 1 ? `${out.replace(/\.jsonl$/i, '')}.${method}.jsonl` : out;
      const byCities = new Map<number, Tally>();
      const lines: string[] = [];
      const started = performance.now();
      for (const q of queries) {
        const t0 = performance.now();
        const { row, spec } = method === 'solver' ? await solverRow(q, read, solver, timeLimitMs) : await llmRow(q, method, client!);
        const ms = performance.now() - t0;
        lines.push(JSON.stringify({ ...row, ms: Math.round(ms * 10) / 10 }));
        tallyRow(byCities, spec, q, String(row.answer), ms);
      }
      writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
      const how = method === 'solver' ? `backend ${backend}` : `model ${client!.config.model}`;
      report.push(
        `${methods.length > 1 ? `${method}\n` : ''}${tableOf(byCities, true)}\n` +
          `${queries.length} rows in ${((performance.now() - started) / 1000).toFixed(2)} s (${how}); wrote ${file}`,
      );
    }
  } finally {
    await threads?.close();
  }
  io.out(report.join('\n\n'));
  return 0;
}

/** One row planned by the solver: the answer, or why there is none. */
async function solverRow(
  q: TourQuery,
  read: (text: string) => Promise<TourSpec>,
  solver: BackendName | Backend,
  timeLimitMs: number,
): Promise<{ row: Record<string, unknown>; spec: TourSpec | undefined }> {
  let spec: TourSpec | undefined;
  try {
    spec = await read(q.input);
    const o = await solveTour(spec, { backend: solver, timeLimitMs });
    const row =
      o.status === 'planned'
        ? { id: q.id, answer: benchmarkAnswer(spec, o.plan), status: 'planned', alternatives: o.alternatives, ...(o.atLeast ? { atLeast: true } : {}) }
        : o.status === 'infeasible'
          ? { id: q.id, answer: '', status: o.status, explanation: await explainTour(spec, { backend: solver, timeLimitMs }) }
          : { id: q.id, answer: '', status: o.status };
    return { row, spec };
  } catch (e) {
    if (!(e instanceof SpecError)) throw e;
    return { row: { id: q.id, answer: '', status: 'unread', error: e.message }, spec };
  }
}

/** One row answered by a pure-LLM baseline; the request is read only to judge the answer's validity. */
async function llmRow(q: TourQuery, method: TourMethod, client: LlmClient): Promise<{ row: Record<string, unknown>; spec: TourSpec | undefined }> {
  const a = await tourBaseline(method, q.input, client);
  return { row: { id: q.id, answer: a.answer, status: 'answered', tokens: a.usage.totalTokens }, spec: specOf(q.input) };
}

function tallyRow(byCities: Map<number, Tally>, spec: TourSpec | undefined, q: TourQuery, answer: string, ms: number): void {
  const n = spec?.stays.length ?? q.golden?.length ?? 0;
  const t = byCities.get(n) ?? newTally();
  byCities.set(n, t);
  const j = judgeAnswer(spec, q.golden, answer);
  t.rows++;
  t.ms.push(ms);
  if (j.exact !== undefined) t.scored++;
  if (j.exact) t.exact++;
  if (j.valid) t.valid++;
  t.kinds[j.kind] = (t.kinds[j.kind] ?? 0) + 1;
}

/** One answers file scored: its label, and its tallies per number of cities. */
interface Scored {
  readonly label: string;
  readonly byCities: Map<number, Tally>;
}

/** A query to score against: its golden plan (required) and its request read once, for every answers file. */
interface Scorable {
  readonly q: TourQuery;
  readonly golden: NonNullable<TourQuery['golden']>;
  readonly spec: TourSpec | undefined;
}

function scoreAnswers(queries: readonly Scorable[], answers: ReadonlyMap<string, string>, label: string, perRow?: string[]): Scored {
  const byCities = new Map<number, Tally>();
  for (const { q, golden, spec } of queries) {
    const j = judgeAnswer(spec, golden, answers.get(q.id) ?? '');
    const n = golden.length;
    const t = byCities.get(n) ?? newTally();
    byCities.set(n, t);
    t.rows++;
    t.scored++;
    if (j.exact) t.exact++;
    if (j.valid) t.valid++;
    t.kinds[j.kind] = (t.kinds[j.kind] ?? 0) + 1;
    perRow?.push(JSON.stringify({ id: q.id, exact: j.exact, valid: j.valid, kind: j.kind }));
  }
  return { label, byCities };
}

/** Exact match per number of cities, one column per answers file. */
function sideBySide(all: readonly Scored[]): string {
  const keys = [...new Set(all.flatMap((s) => [...s.byCities.keys()]))].sort((a, b) => a - b);
  const cell = (t: Tally | undefined) => (t ? `${t.exact}/${t.rows}` : '-');
  const total = (s: Scored) =>
    [...s.byCities.values()].reduce((a, t) => ({ exact: a.exact + t.exact, rows: a.rows + t.rows, valid: a.valid + t.valid }), { exact: 0, rows: 0, valid: 0 });
  const width = Math.max(12, ...all.map((s) => s.label.length + 2));
  const head = `${'cities'.padEnd(10)}${all.map((s) => s.label.padStart(width)).join('')}`;
  const rows = keys.map((k) => `${String(k).padEnd(10)}${all.map((s) => cell(s.byCities.get(k)).padStart(width)).join('')}`);
  const exact = `${'exact'.padEnd(10)}${all.map((s) => `${total(s).exact}/${total(s).rows}`.padStart(width)).join('')}`;
  const valid = `${'valid'.padEnd(10)}${all.map((s) => `${total(s).valid}/${total(s).rows}`.padStart(width)).join('')}`;
  return [head, ...rows, exact, valid].join('\n');
}

/** The chart: exact match per number of cities, a bar per answers file. */
function chartSpec(all: readonly Scored[]): Record<string, unknown> {
  const values = all.flatMap((s) => [...s.byCities].map(([cities, t]) => ({ cities, answers: s.label, rate: t.exact / t.rows, exact: t.exact, rows: t.rows })));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'NATURAL PLAN trip planning: exact match per number of cities', subtitle: "the benchmark's own reading of each answer" },
    width: 600,
    height: 260,
    data: { values },
    mark: { type: 'bar', tooltip: true },
    encoding: {
      x: { field: 'cities', type: 'ordinal', title: 'cities in the tour', axis: { labelAngle: 0 } },
      xOffset: { field: 'answers', type: 'nominal', scale: { domain: all.map((s) => s.label) } },
      y: { field: 'rate', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: '.0%' }, title: 'exact match' },
      color: { field: 'answers', type: 'nominal', scale: { domain: all.map((s) => s.label) }, title: 'answers', legend: { labelLimit: 320 } },
    },
    config: { font: 'sans-serif' },
  };
}

export async function runTourEval(args: CommandArgs): Promise<number> {
  const { values, io } = args;
  const queriesFile = values.queries;
  const plansFile = values.plans;
  if (typeof queriesFile !== 'string' || typeof plansFile !== 'string')
    throw new UsageError('eval: --queries Q and --plans A are required (tripsolver eval --benchmark natural-plan --queries Q --plans A.jsonl)');
  const field = typeof values['answer-field'] === 'string' ? values['answer-field'] : 'pred_5shot_pro';
  const queries: Scorable[] = readTourQueries(queriesFile).map((q) => {
    if (!q.golden) throw new DataError(queriesFile, `row ${q.id} has no golden plan ("cities" and "durations", or "golden_plan") to score against`);
    return { q, golden: q.golden, spec: specOf(q.input) };
  });
  const label = (file: string) => {
    const name = basename(file);
    // A JSON object keyed by id is named by the field read from it ("pred_5shot_pro"), a JSONL file by its name.
    return name.endsWith('.json') ? field : name;
  };
  const perRow: string[] = [];
  const main = scoreAnswers(queries, readTourAnswers(plansFile, field), label(plansFile), perRow);
  const others = ((values.compare as string[] | undefined) ?? []).map((f) => scoreAnswers(queries, readTourAnswers(f, field), label(f)));
  const perPlan = values['per-plan'];
  if (typeof perPlan === 'string') writeFileSync(perPlan, perRow.map((l) => `${l}\n`).join(''));
  const all = [main, ...others];
  const chart = values.chart;
  if (typeof chart === 'string') writeFileSync(chart, await renderSvg(chartSpec(all)));
  if (values.json === true)
    io.out(
      JSON.stringify(
        Object.fromEntries(
          all.map((s) => [s.label, Object.fromEntries([...s.byCities].map(([k, t]) => [k, { rows: t.rows, exact: t.exact, valid: t.valid, kinds: t.kinds }]))]),
        ),
      ),
    );
  else
    io.out(
      [tableOf(main.byCities, false), ...(others.length > 0 ? ['', sideBySide(all)] : []), ...(typeof chart === 'string' ? [`wrote ${chart}`] : [])].join('\n'),
    );
  return 0;
}
