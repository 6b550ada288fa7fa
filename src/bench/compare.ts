/**
 * Methods side by side, for `tripsolver bench`: one row per method (delivery, the evaluator's commonsense and
 * hard micro/macro rates, final pass, median and p95 latency, tokens, and cost when a price is configured),
 * the pass rate of each of the benchmark's 13 checks per method, as text, as Markdown, and as an SVG bar
 * chart drawn with vega-lite. Pure functions of the summaries, except the chart (vega renders asynchronously).
 */
import { CATALOGUE, COMMONSENSE_IDS, HARD_IDS, RATIONALITY_IDS, type CommonsenseId, type HardId } from '../catalogue/index.ts';
import type { ClockTally } from '../evaluate/timetable.ts';
import { UsageError } from '../common/errors.ts';
import type { Rates, ScoreReport } from '../evaluate/index.ts';
import type { TokenUsage } from '../llm/index.ts';
import { OUTCOMES, type OutcomeKind, type OutcomeTally } from '../outcome/index.ts';
import { percentile } from '../common/stats.ts';

const CHECK_IDS: readonly (CommonsenseId | HardId)[] = [...COMMONSENSE_IDS, ...HARD_IDS];

export interface CheckRate {
  readonly id: CommonsenseId | HardId;
  readonly title: string;
  readonly passed: number;
  readonly applicable: number;
}

export interface MethodSummary {
  readonly method: string;
  readonly rows: number;
  readonly delivered: number;
  /** The evaluator's rates; undefined when the rows carry no structured fields to score against. */
  readonly rates?: Rates | undefined;
  /** Per check, over all rows, in the catalogue's order (8 commonsense, then 5 hard). */
  readonly checks?: readonly CheckRate[] | undefined;
  /** Latency of each row that has a record, in milliseconds. */
  readonly latenciesMs: readonly number[];
  /** Tokens over all rows; undefined when the endpoint reported none (or the method uses no LLM). */
  readonly usage?: TokenUsage | undefined;
  /** US dollars, when a price is configured and tokens were reported. */
  readonly costUsd?: number | undefined;
  /** The plans on the clock: rationality checks, sights matching the interests, meals within the asked price. */
  readonly clock?: ClockTally | undefined;
  /** What became of each row (src/outcome): planned, unclear, no-data, infeasible, timeout, error, no-plan, unparsable. */
  readonly outcomes?: OutcomeTally | undefined;
}

/** Prices in US dollars per million tokens. */
export interface Price {
  readonly inputPerMillion: number;
  readonly outputPerMillion: number;
}

/**
 * TRIPSOLVER_PRICE_IN and TRIPSOLVER_PRICE_OUT: US dollars per million prompt (input) and completion
 * (output) tokens. Either one alone counts the other as free; neither means no cost column values.
 */
export function priceFromEnv(env: Readonly<Record<string, string | undefined>>): Price | undefined {
  const read = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new UsageError(`${name}: expected US dollars per million tokens (a number of at least 0), found "${raw}"`);
    return n;
  };
  const input = read('TRIPSOLVER_PRICE_IN');
  const output = read('TRIPSOLVER_PRICE_OUT');
  if (input === undefined && output === undefined) return undefined;
  return { inputPerMillion: input ?? 0, outputPerMillion: output ?? 0 };
}

export function costOf(usage: TokenUsage, price: Price): number {
  return (usage.promptTokens * price.inputPerMillion + usage.completionTokens * price.outputPerMillion) / 1_000_000;
}

/** Per-check pass counts over all rows of a score report (its per level x days groups added up). */
export function checkRates(report: ScoreReport): CheckRate[] {
  return CHECK_IDS.map((id) => {
    let passed = 0;
    let applicable = 0;
    for (const group of report.groups) {
      const tally = group.checks.find((c) => c.id === id);
      if (tally) {
        passed += tally.passed;
        applicable += tally.applicable;
      }
    }
    return { id, title: CATALOGUE[id].title, passed, applicable };
  });
}

function percentileOf(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  return percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
}

const percent = (rate: number | undefined): string => (rate === undefined ? 'n/a' : `${(rate * 100).toFixed(1)}%`);
const thousands = (n: number): string => n.toLocaleString('en-US');

function formatMs(ms: number | undefined): string {
  if (ms === undefined) return 'n/a';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function formatUsd(usd: number | undefined): string {
  if (usd === undefined) return 'n/a';
  return usd === 0 ? '$0' : usd < 1 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

const HEADER = [
  'method',
  'delivered',
  'commonsense micro',
  'commonsense macro',
  'hard micro',
  'hard macro',
  'final pass',
  'p50 latency',
  'p95 latency',
  'tokens in',
  'tokens out',
  'cost',
];

function summaryCells(s: MethodSummary): string[] {
  const r = s.rates;
  return [
    s.method,
    `${s.delivered}/${s.rows} (${percent(s.rows === 0 ? 0 : s.delivered / s.rows)})`,
    percent(r?.commonsense_micro),
    percent(r?.commonsense_macro),
    percent(r?.hard_micro),
    percent(r?.hard_macro),
    percent(r?.final_pass_rate),
    formatMs(percentileOf(s.latenciesMs, 50)),
    formatMs(percentileOf(s.latenciesMs, 95)),
    s.usage ? thousands(s.usage.promptTokens) : 'n/a',
    s.usage ? thousands(s.usage.completionTokens) : 'n/a',
    formatUsd(s.costUsd),
  ];
}

function checkCells(summaries: readonly MethodSummary[]): { head: string[]; rows: string[][] } {
  const head = ['check', ...summaries.map((s) => s.method)];
  const rows = CHECK_IDS.map((id) => [
    CATALOGUE[id].title,
    ...summaries.map((s) => {
      const c = s.checks?.find((x) => x.id === id);
      if (!c) return 'n/a';
      return c.applicable === 0 ? '-' : `${c.passed}/${c.applicable} (${percent(c.passed / c.applicable)})`;
    }),
  ]);
  return { head, rows };
}

/** Columns padded to their widest cell; the first column left-aligned, the rest right-aligned. */
function aligned(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((_, c) => Math.max(...[head, ...rows].map((r) => r[c]!.length)));
  const render = (r: readonly string[]) =>
    r
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [render(head), ...rows.map(render)].join('\n');
}

const mdEscape = (cell: string): string => cell.replace(/\|/g, '\\|');

function markdownTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (r: readonly string[]) => `| ${r.map(mdEscape).join(' | ')} |`;
  return [line(head), `|${head.map((_, c) => (c === 0 ? ' --- ' : ' ---: ')).join('|')}|`, ...rows.map(line)].join('\n');
}

const share = (n: number, of: number): string => (of === 0 ? 'n/a' : `${n}/${of} (${percent(n / of)})`);

/** Rationality: plans passing each check (a plan that could not be put on the clock passes none), per method. */
function clockCells(summaries: readonly MethodSummary[]): { head: string[]; rows: string[][] } {
  const head = ['check', ...summaries.map((s) => s.method)];
  const rows = [
    ...RATIONALITY_IDS.map((id) => [id, ...summaries.map((s) => (s.clock ? share(s.clock.passed[id], s.clock.plans) : 'n/a'))]),
    ['every check', ...summaries.map((s) => (s.clock ? share(s.clock.allPassed, s.clock.plans) : 'n/a'))],
  ];
  return { head, rows };
}

const PERSONAL_HEADER = [
  'method',
  'sights matching (plain)',
  'sights matching (+wish)',
  'meals within price (plain)',
  'meals within price (+wish)',
  'final pass (+wish)',
  'every clock check (+wish)',
];

/** Personalisation: each method's plain run beside its run with the wish's sentence added (methods named "<m>+wish"). */
function personalCells(summaries: readonly MethodSummary[]): string[][] {
  return summaries
    .filter((w) => w.method.endsWith('+wish'))
    .map((w) => {
      const plain = summaries.find((s) => s.method === w.method.slice(0, -'+wish'.length));
      const price = (s: MethodSummary | undefined) => (s?.clock && s.clock.mealPriceOk !== null ? share(s.clock.mealPriceOk, s.clock.plans) : 'n/a');
      return [
        w.method.slice(0, -'+wish'.length),
        plain?.clock ? share(plain.clock.matching, plain.clock.sights) : 'n/a',
        w.clock ? share(w.clock.matching, w.clock.sights) : 'n/a',
        price(plain),
        price(w),
        percent(w.rates?.final_pass_rate),
        w.clock ? share(w.clock.allPassed, w.clock.plans) : 'n/a',
      ];
    });
}

/** The side-by-side table, the per-check table, the rationality table and, with a wish, the personalisation table, as plain text. */
export function comparisonText(summaries: readonly MethodSummary[]): string {
  const parts = ['Methods side by side:', aligned(HEADER, summaries.map(summaryCells))];
  if (summaries.some((s) => s.checks)) {
    const { head, rows } = checkCells(summaries);
    parts.push('', 'Pass rate per check (passed/applicable):', aligned(head, rows));
  }
  if (summaries.some((s) => s.clock)) {
    const { head, rows } = clockCells(summaries);
    parts.push('', 'Rationality, every plan put on the clock (plans passing each check):', aligned(head, rows));
  }
  const personal = personalCells(summaries);
  if (personal.length > 0)
    parts.push(
      '',
      'Personalisation (sights matching the interests over all sights; plans whose every meal is within the price):',
      aligned(PERSONAL_HEADER, personal),
    );
  if (summaries.some((s) => s.outcomes)) {
    const { head, rows } = outcomeCells(summaries);
    parts.push('', 'What became of each row (requirements in the cores of infeasible rows; fields asked about in unclear rows):', aligned(head, rows));
  }
  return parts.join('\n');
}

/** Outcome kinds shown: the solver's six, and the baselines' two where a method has any. */
function shownOutcomes(summaries: readonly MethodSummary[]): OutcomeKind[] {
  return OUTCOMES.filter((k) => !['no-plan', 'unparsable'].includes(k) || summaries.some((s) => (s.outcomes?.counts[k] ?? 0) > 0));
}

const counted = (m: Readonly<Record<string, number>>): string =>
  Object.entries(m)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || '-';

/** One row per method: how many rows had each outcome, the kinds of requirement in the cores, the fields asked about. */
function outcomeCells(summaries: readonly MethodSummary[]): { head: string[]; rows: string[][] } {
  const kinds = shownOutcomes(summaries);
  const head = ['method', ...kinds, 'total', 'in the cores', 'asked about'];
  const rows = summaries.map((s) => {
    const o = s.outcomes;
    const total = o ? kinds.reduce((n, k) => n + o.counts[k], 0) : 0;
    return [s.method, ...kinds.map((k) => (o ? String(o.counts[k]) : '-')), o ? String(total) : '-', o ? counted(o.cores) : '-', o ? counted(o.fields) : '-'];
  });
  return { head, rows };
}

export interface ComparisonContext {
  readonly queries: string;
  readonly mode: 'database' | 'reference';
  readonly price?: Price | undefined;
  readonly model?: string | undefined;
  /** File names of the submissions, by method. */
  readonly files: Readonly<Record<string, string>>;
  /** The sentence the personalised runs (+wish) add to every request. */
  readonly wish?: string;
}

/** The same as Markdown, with what was run. */
export function comparisonMarkdown(summaries: readonly MethodSummary[], ctx: ComparisonContext): string {
  const rows = summaries[0]?.rows ?? 0;
  const lines = [
    `# tripsolver bench: ${ctx.queries}`,
    '',
    `${rows} row${rows === 1 ? '' : 's'}, ${ctx.mode} mode${ctx.model !== undefined ? `, LLM model ${ctx.model}` : ''}. ` +
      "Every method is scored by the same evaluator (TravelPlanner's 8 commonsense and 5 hard checks).",
    '',
    markdownTable(HEADER, summaries.map(summaryCells)),
  ];
  if (summaries.some((s) => s.checks)) {
    const { head, rows: checkRows } = checkCells(summaries);
    lines.push('', '## Pass rate per check', '', 'passed/applicable; "-" where no row applies the check.', '', markdownTable(head, checkRows));
  }
  if (summaries.some((s) => s.clock)) {
    const { head, rows: clockRows } = clockCells(summaries);
    lines.push(
      '',
      '## Rationality: every plan on the clock',
      '',
      "Each plan is put on the clock (src/evaluate/timetable.ts) and held to the rationality checks beside the benchmark's; " +
        'plans passing each check, a plan that cannot be put on the clock passing none.',
      '',
      markdownTable(head, clockRows),
    );
  }
  const personal = personalCells(summaries);
  if (personal.length > 0) {
    lines.push(
      '',
      '## Personalisation',
      '',
      `Each method planned every row twice: as it is (plain) and with "${ctx.wish ?? ''}" added (+wish). ` +
        'Sights matching the interests over all sights of the plans; plans whose every meal is within the price per person.',
      '',
      markdownTable(PERSONAL_HEADER, personal),
    );
  }
  if (summaries.some((s) => s.outcomes)) {
    const { head, rows: outcomeRows } = outcomeCells(summaries);
    lines.push(
      '',
      '## What became of each row',
      '',
      "planned: a plan was delivered (the solver's plans passed every check; how a baseline's fared is in the score table); " +
        'unclear: the reader asked about a field; no-data: the data cannot answer (a place, transport on those dates, a listing); ' +
        "infeasible: the request's own requirements conflict (the kinds of requirement in the minimal cores are counted); " +
        'timeout; error: ours to fix; no-plan / unparsable: an LLM baseline gave no plan, or one that could not be read.',
      '',
      markdownTable(head, outcomeRows),
    );
  }
  lines.push('', '## Notes', '');
  lines.push(
    `- Submissions: ${Object.entries(ctx.files)
      .map(([m, f]) => `${m}: \`${f}\``)
      .join(', ')}.`,
  );
  lines.push(
    '- Latency is per row (planning and extraction), median (p50) and 95th percentile; ' +
      'tokens count every LLM call, extraction and repair rounds included, as the endpoint reported them ("n/a": none reported).',
  );
  lines.push(
    ctx.price
      ? `- Cost at $${ctx.price.inputPerMillion} per million input tokens and $${ctx.price.outputPerMillion} per million output tokens ` +
          '(TRIPSOLVER_PRICE_IN, TRIPSOLVER_PRICE_OUT).'
      : '- No cost: set TRIPSOLVER_PRICE_IN and TRIPSOLVER_PRICE_OUT (US dollars per million input and output tokens) to see one.',
  );
  return `${lines.join('\n')}\n`;
}

/** The vega-lite spec of the per-check chart: grouped bars, one group per check, one bar per method. */
function checksChartSpec(summaries: readonly MethodSummary[]): Record<string, unknown> {
  const titles = CHECK_IDS.map((id) => CATALOGUE[id].title);
  const methods = summaries.map((s) => s.method);
  const values = summaries.flatMap((s) =>
    (s.checks ?? [])
      .filter((c) => c.applicable > 0)
      .map((c) => ({ check: c.title, method: s.method, rate: c.passed / c.applicable, passed: c.passed, applicable: c.applicable })),
  );
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'Pass rate per check', subtitle: 'TravelPlanner commonsense (8) and hard (5) checks; a check no row applies has no bar' },
    // About 1,000 px wide whatever the number of methods: the bars of a check share its band.
    width: 900,
    height: 300,
    data: { values },
    mark: { type: 'bar', tooltip: true },
    encoding: {
      x: { field: 'check', type: 'nominal', scale: { domain: titles }, sort: null, title: null, axis: { labelAngle: -40, labelLimit: 260 } },
      xOffset: { field: 'method', type: 'nominal', scale: { domain: methods } },
      y: { field: 'rate', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: '.0%' }, title: 'pass rate (passed/applicable)' },
      color: { field: 'method', type: 'nominal', scale: { domain: methods }, title: 'method' },
    },
    config: { font: 'sans-serif' },
  };
}

/**
 * A colour per outcome: green a plan, yellow a question, brown the data, orange a conflict, red and purple ours, greys
 * the baselines'. The page's outcome badges (src/server/page/style.css) wear the same; a browser test holds them equal.
 */
export const OUTCOME_COLOURS: Readonly<Record<OutcomeKind, string>> = {
  planned: '#2e7d32',
  unclear: '#f9a825',
  'no-data': '#8d6e63',
  infeasible: '#ef6c00',
  timeout: '#6a1b9a',
  error: '#c62828',
  'no-plan': '#90a4ae',
  unparsable: '#455a64',
};

/** The vega-lite spec of the outcome chart: one stacked bar per method, a segment per outcome. */
function outcomesChartSpec(summaries: readonly MethodSummary[]): Record<string, unknown> {
  const kinds = shownOutcomes(summaries);
  const values = summaries.flatMap((s) =>
    kinds.map((k, order) => ({ method: s.method, outcome: k, rows: s.outcomes?.counts[k] ?? 0, order })).filter((v) => v.rows > 0),
  );
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'What became of each row', subtitle: 'planned, unclear (the reader asked), no-data, infeasible (conflicting requirements), timeout, error' },
    width: 500,
    height: { step: 36 },
    data: { values },
    mark: { type: 'bar', tooltip: true },
    encoding: {
      y: { field: 'method', type: 'nominal', sort: summaries.map((s) => s.method), title: null },
      x: { field: 'rows', type: 'quantitative', stack: 'zero', title: 'rows', axis: { format: 'd', tickMinStep: 1 } },
      color: { field: 'outcome', type: 'nominal', scale: { domain: kinds, range: kinds.map((k) => OUTCOME_COLOURS[k]) }, title: 'outcome' },
      order: { field: 'order', type: 'quantitative' },
    },
    config: { font: 'sans-serif' },
  };
}

/** The outcome chart as SVG. */
export async function outcomesChartSvg(summaries: readonly MethodSummary[]): Promise<string> {
  return renderSvg(outcomesChartSpec(summaries));
}

/** The per-check chart as SVG, rendered by vega in Node (no browser, no canvas). */
export async function checksChartSvg(summaries: readonly MethodSummary[]): Promise<string> {
  return renderSvg(checksChartSpec(summaries));
}

/** A vega-lite spec rendered as SVG by vega in Node (no browser, no canvas). */
export async function renderSvg(spec: Record<string, unknown>): Promise<string> {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const compiled = vegaLite.compile(spec as unknown as Parameters<typeof vegaLite.compile>[0]);
  const view = new vega.View(vega.parse(compiled.spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
