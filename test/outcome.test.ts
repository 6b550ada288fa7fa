import { expect } from 'chai';
import { DataError, InternalError, LlmError, SpecError, TimeoutError, UnclearError } from '../src/common/errors.ts';
import {
  EXIT_CODE,
  HTTP_STATUS,
  OUTCOMES,
  outcomeOfError,
  outcomeOfExplanation,
  requirementKind,
  tallyOutcomes,
  type RowOutcome,
} from '../src/outcome/index.ts';

describe('outcome: one classification of what became of a request', () => {
  it('every outcome has an exit code and an HTTP status', () => {
    expect(OUTCOMES.map((k) => [k, EXIT_CODE[k], HTTP_STATUS[k]])).to.deep.equal([
      ['planned', 0, 200],
      ['unclear', 2, 422],
      ['no-data', 2, 400],
      ['infeasible', 1, 200],
      ['timeout', 3, 504],
      ['error', 3, 500],
      ['no-plan', 1, 200],
      ['unparsable', 3, 502],
    ]);
  });

  it('an error is a question, data the request needs, time, or ours to fix', () => {
    const first = new SpecError('travellers', 'the request does not say how many travel', 'we');
    const unclear = new UnclearError(first, [
      { field: 'travellers', question: 'How many people travel?', reason: 'the request does not say how many travel ("we")' },
    ]);
    expect(outcomeOfError(unclear)).to.deep.equal({
      outcome: 'unclear',
      fields: ['travellers'],
      message: 'travellers: the request does not say how many travel (found: "we")',
      questions: ['How many people travel?'],
    });
    expect(outcomeOfError(first)).to.deep.equal({
      outcome: 'unclear',
      fields: ['travellers'],
      message: 'travellers: the request does not say how many travel (found: "we")',
      questions: [],
    });
    expect(outcomeOfError(new DataError('flights.csv', 'expected a number, found "x"', 'Price'))).to.deep.equal({
      outcome: 'no-data',
      reason: 'flights.csv [Price]: expected a number, found "x"',
    });
    expect(outcomeOfError(new TimeoutError('the solve', 500))).to.deep.equal({ outcome: 'timeout', reason: 'the solve did not finish within 500 ms' });
    expect(outcomeOfError(new InternalError('a solved plan failed budget.total'))).to.deep.equal({
      outcome: 'error',
      reason: 'a solved plan failed budget.total',
    });
    expect(outcomeOfError(new LlmError('http://127.0.0.1:1/v1', 2, 'HTTP 500'))).to.deep.equal({
      outcome: 'error',
      reason: 'LLM at http://127.0.0.1:1/v1, attempt 2: HTTP 500',
    });
    expect(outcomeOfError(new RangeError('index out of range'))).to.deep.equal({ outcome: 'error', reason: 'index out of range' });
  });

  it('an explanation tells what the data lacks, the conflict and the minimum budget; a plan found after a failed search is ours to fix', () => {
    const member = { id: 'budget.total', key: 'budget.total', sentence: 'the whole trip costs at most $500', facts: [] };
    expect(outcomeOfExplanation({ status: 'infeasible', core: [member], relaxations: [], minimumBudget: 1746 } as never)).to.deep.equal({
      outcome: 'infeasible',
      core: ['budget.total'],
      minimumBudget: 1746,
    });
    expect(
      outcomeOfExplanation({
        status: 'no-data',
        core: [],
        relaxations: [],
        minimumBudget: null,
        reason: 'the data cannot answer this request: no flight or road from A to B',
      } as never),
    ).to.deep.equal({
      outcome: 'no-data',
      reason: 'the data cannot answer this request: no flight or road from A to B',
    });
    expect(
      outcomeOfExplanation({
        status: 'timeout',
        core: [],
        relaxations: [],
        minimumBudget: null,
        reason: 'the explanation did not finish within 10 ms',
      } as never),
    ).to.deep.equal({ outcome: 'timeout', reason: 'the explanation did not finish within 10 ms' });
    const feasible = { status: 'feasible', core: [], relaxations: [], minimumBudget: 900 } as never;
    expect(outcomeOfExplanation(feasible)).to.deep.equal({ outcome: 'error', reason: 'the search found no plan, but the explanation found one' });
    expect(outcomeOfExplanation(feasible, false)).to.deep.equal({ outcome: 'planned', status: 'optimal' });
  });

  it('counts outcomes, the kinds of requirement in the cores (once per row), and the fields asked about', () => {
    expect(
      ['budget.total', 'lodging.houseRule', 'lodging.roomType', 'meals.cuisine', 'meals.avoidCuisine', 'transport.exclusion', 'trip.dates'].map(
        requirementKind,
      ),
    ).to.deep.equal(['budget', 'house rule', 'room type', 'cuisine', 'cuisine', 'transport', 'trip.dates']);
    const rows: RowOutcome[] = [
      { outcome: 'planned', status: 'optimal' },
      { outcome: 'planned', status: 'feasible' },
      { outcome: 'infeasible', core: ['budget.total', 'lodging.houseRule'], minimumBudget: 1200 },
      { outcome: 'infeasible', core: ['budget.total'], minimumBudget: 900 },
      { outcome: 'infeasible', core: ['meals.cuisine', 'meals.avoidCuisine'], minimumBudget: null },
      { outcome: 'unclear', fields: ['travellers', 'origin'], message: '', questions: [] },
      { outcome: 'unclear', fields: ['travellers'], message: '', questions: [] },
      { outcome: 'no-data', reason: 'x' },
      { outcome: 'no-plan', reason: 'y' },
    ];
    const tally = tallyOutcomes(rows);
    expect(tally).to.deep.equal({
      counts: { planned: 2, unclear: 2, 'no-data': 1, infeasible: 3, timeout: 0, error: 0, 'no-plan': 1, unparsable: 0 },
      cores: { budget: 2, 'house rule': 1, cuisine: 1 },
      fields: { travellers: 2, origin: 1 },
    });
    expect(Object.values(tally.counts).reduce((a, b) => a + b, 0)).to.equal(rows.length);
  });
});
