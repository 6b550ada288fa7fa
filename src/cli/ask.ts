/**
 * A refusal is a question, answered in place (src/translate/questions.ts). `translate`, `plan` and `explain`
 * translate through here: answers given up front (--answer FIELD=VALUE) go with the request; on a terminal
 * (and without --no-input) each question of a refusal is asked on stderr, the answer read from stdin, and the
 * request read again with every answer so far, until it reads (an answer may raise a new question). An empty
 * answer, or the end of the input, stops: the refusal reaches main, exit 2. Without a terminal nothing is asked.
 */
import { UnclearError, UsageError, type Question } from '../common/errors.ts';
import { ANSWER_FIELDS, translateDetailed, type Answers, type TranslateOptions, type Translation } from '../translate/index.ts';
import type { Io, LineReader, Values } from './io.ts';

/** --answer FIELD=VALUE (repeatable) as answers; a later answer for a field wins. */
function answersOf(values: Values): Record<string, string> {
  const raw = values.answer;
  const given = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  const answers: Record<string, string> = {};
  for (const item of given) {
    const eq = item.indexOf('=');
    const field = item.slice(0, Math.max(eq, 0)).trim();
    const value = item.slice(eq + 1).trim();
    if (eq < 0 || field === '' || value === '') throw new UsageError(`--answer: expected FIELD=VALUE (for example --answer origin=Brasswick), found "${item}"`);
    if (!ANSWER_FIELDS.includes(field)) throw new UsageError(`--answer: unknown field "${field}"; expected one of ${ANSWER_FIELDS.join(', ')}`);
    answers[field] = value;
  }
  return answers;
}

/** Questions are asked only of a person at a terminal, and not with --no-input. */
function canAsk(io: Io, values: Values): boolean {
  return values['no-input'] !== true && io.terminal === true && io.lines !== undefined;
}

/** The prompt of one question: the question and, when there are some, the choices. */
function promptOf(q: Question): string {
  return `${q.question}${q.choices !== undefined ? ` [${q.choices.join(' / ')}]` : ''} `;
}

/** Asks each question once; undefined when the person stops (an empty answer, the end of the input). */
async function askEach(e: UnclearError, reader: LineReader, io: Io): Promise<Answers | undefined> {
  const n = e.questions.length;
  io.err(`tripsolver: the request is unclear; answer ${n === 1 ? 'the question' : `the ${n} questions`} below (an empty answer stops).`);
  const answers: Record<string, string> = {};
  for (const q of e.questions) {
    io.err(`  ${q.reason}`);
    const line = (await reader.read(promptOf(q)))?.trim();
    // The end of the input leaves the cursor after the prompt: what follows starts on a line of its own.
    if (line === undefined) io.err('');
    if (line === undefined || line === '') return undefined;
    answers[q.field] = line;
  }
  return answers;
}

/** translateDetailed with the answers of --answer and, on a terminal, of the person asked. */
export async function translateAsking(request: string, options: TranslateOptions, io: Io, values: Values): Promise<Translation> {
  const answers: Record<string, string> = { ...options.answers, ...answersOf(values) };
  let reader: LineReader | undefined;
  try {
    for (;;) {
      try {
        return await translateDetailed(request, { ...options, answers });
      } catch (e) {
        if (!(e instanceof UnclearError) || !canAsk(io, values)) throw e;
        reader ??= io.lines!();
        const more = await askEach(e, reader, io);
        if (more === undefined) throw e;
        Object.assign(answers, more);
      }
    }
  } finally {
    reader?.close();
  }
}
