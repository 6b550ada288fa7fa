/**
 * A refusal is a question. Each field the reader could not settle becomes one question a person can answer in
 * place: on a terminal (`plan`, `explain`, `translate` ask it), through the API (422 with the questions; a
 * follow-up carries `answers`), on the page (beside the field). The answer is read back by
 * rules/answers.ts as the field's value, with provenance "answered".
 */
import { type SpecError, UnclearError, type Question } from '../common/errors.ts';
import { CUISINES, HOUSE_RULES, INTERESTS, PACES, ROOM_TYPES, TRANSPORT_MODES } from '../tripspec/index.ts';

/** The question for each field, and the choices every answer comes from when the field has a fixed vocabulary. */
const ASK: Readonly<Record<string, { readonly question: string; readonly choices?: readonly string[] }>> = {
  origin: { question: 'Where does the trip start (and end)? Name a city.' },
  destination: { question: 'Where does the trip go? Name one city, or a state whose cities you want to visit.' },
  days: { question: 'How many days is the trip, counting the days you travel?' },
  cityCount: { question: 'How many cities of the state should the trip visit?', choices: ['1', '2', '3'] },
  cities: { question: 'Which cities of the state must the trip visit (names), or "any"?' },
  startDate: { question: 'On what date does the trip start (for example 2022-03-16)?' },
  endDate: { question: 'On what date does the trip end, the day you travel home (for example 2022-03-18)?' },
  travellers: { question: 'How many people are travelling, you included?' },
  budget: { question: 'What is the total budget in dollars, for everyone and the whole trip (or "none")?' },
  houseRules: { question: 'What must every place you stay allow (or "none")?', choices: [...HOUSE_RULES, 'none'] },
  roomType: { question: 'Which kind of room (or "any")?', choices: [...ROOM_TYPES, 'any'] },
  cuisines: { question: 'Which cuisines should you eat at least once (or "none")?', choices: [...CUISINES, 'none'] },
  avoidCuisines: { question: 'Which cuisines should no meal be at (or "none")?', choices: [...CUISINES, 'none'] },
  excludeTransport: { question: 'Which ways of travelling between cities are ruled out (or "none")?', choices: [...TRANSPORT_MODES, 'none'] },
  wishes: { question: 'Which of these wishes should the plan keep (or "none")?' },
  'wishes.interests': { question: 'Which kinds of sights do you want (or "none")?', choices: [...INTERESTS, 'none'] },
  'wishes.mealPricePerPerson': { question: 'What may one meal cost per person (for example "under $20" or "$15-30"), or "none"?' },
  'wishes.pace': { question: 'Which pace?', choices: [...PACES] },
};

/** The fields a person may answer (`--answer FIELD=VALUE`, the API's `answers`): the fields of the questions. */
export const ANSWER_FIELDS: readonly string[] = Object.keys(ASK);

/** The question a refusal asks: the field's question, the reader's narrowed choices (else the field's vocabulary), and the words. */
function questionFor(e: SpecError): Question {
  const ask = ASK[e.field] ?? { question: `What should "${e.field}" be?` };
  const choices = e.choices ?? ask.choices;
  return {
    field: e.field,
    question: ask.question,
    reason: e.message,
    ...(choices !== undefined ? { choices } : {}),
    ...(e.found !== undefined ? { words: e.found } : {}),
  };
}

/** Message of a field left open only because another field failed (interpret.ts). */
const LEFT_OPEN = 'not found in the request';

/**
 * The refusals of one reading as an UnclearError: one question per refused field, in field order. A field left
 * open only because another failed (the cities of a destination not yet known) is asked only when nothing else is.
 */
export function unclear(errors: readonly SpecError[]): UnclearError {
  const real = errors.filter((e) => e.detail !== LEFT_OPEN);
  const asked = real.length > 0 ? real : errors;
  const seen = new Set<string>();
  const questions: Question[] = [];
  for (const e of asked) {
    if (seen.has(e.field)) continue;
    seen.add(e.field);
    questions.push(questionFor(e));
  }
  return new UnclearError(asked[0]!, questions);
}

/** A refusal as a question: the error itself when it already is one, else an UnclearError of its one field. */
export function asQuestion(e: SpecError): UnclearError {
  return e instanceof UnclearError ? e : new UnclearError(e, [questionFor(e)]);
}

/**
 * A field's value as the words of an answer that reads back as it ("Quillon (city)", "1500", "pets, smoking", "none"),
 * so a reading can be offered as a choice; undefined for a value no answer writes (an object such as the wishes).
 */
export function answerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value === null) return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.every((v) => typeof v === 'string') ? value.join(', ') : undefined;
  const place = value as { kind?: unknown; name?: unknown };
  if (typeof place === 'object' && typeof place.kind === 'string' && typeof place.name === 'string' && Object.keys(place).length === 2)
    return `${place.name} (${place.kind})`;
  return undefined;
}

/** The questions as lines under a refusal's message (the CLI's exit-2 text without a terminal). */
export function questionLines(questions: readonly Question[]): string {
  return questions.map((q) => `  ${q.field}: ${q.question}${q.choices !== undefined ? ` [${q.choices.join(' / ')}]` : ''}`).join('\n');
}
