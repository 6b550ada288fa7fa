/** The ReAct/Reflexion loop's rules (step limit, failures, repeats, shared budget), its reply parser and its tools. */
import { expect } from 'chai';
import { costEnquiry, parseStep, runBaseline, runSearch } from '../../src/baselines/index.ts';
import { startOpenAiServer } from '../helpers/openai-server.ts';
import { QUILLON, database, fixtureRow, promptOf, referenceSandbox, testClient } from './helpers.ts';

describe('react: reading a step reply', () => {
  it('takes the Thought and the Action Name[argument]', () => {
    expect(parseStep('Thought: I need flights.\nAction: FlightSearch[Brasswick, Quillon, 2022-03-16]')).to.deep.equal({
      ok: true,
      thought: 'I need flights.',
      action: 'FlightSearch[Brasswick, Quillon, 2022-03-16]',
      name: 'FlightSearch',
      arg: 'Brasswick, Quillon, 2022-03-16',
    });
  });

  it('accepts numbered lines and a multi-line Finish argument', () => {
    const step = parseStep('Thought 4: Done.\nAction 4: Finish[Day 1:\nCurrent City: Quillon\nTransportation: -]');
    expect(step).to.include({ ok: true, name: 'Finish', arg: 'Day 1:\nCurrent City: Quillon\nTransportation: -', thought: 'Done.' });
  });

  it('cuts off an Observation the model made up', () => {
    const step = parseStep('Thought: price it\nAction: CostEnquiry[{"people_number": 1}]\nObservation: The cost is 0 dollars.\nThought: next');
    expect(step).to.include({ ok: true, name: 'CostEnquiry', arg: '{"people_number": 1}' });
  });

  it('names what is wrong with a reply it cannot read', () => {
    expect(parseStep('I would fly.')).to.deep.equal({
      ok: false,
      thought: 'I would fly.',
      action: '',
      problem: 'Invalid action: the reply has no "Action:" line. Reply with a Thought line and an Action line, Name[argument].',
    });
    expect(parseStep('Thought: x\nAction: search flights to Quillon')).to.include({
      ok: false,
      problem: 'Invalid action: "search flights to Quillon" is not written Name[argument].',
    });
  });
});

describe('react: the tools', () => {
  const db = database();

  it('a search with a city that is not in the data fails and says how to find one', () => {
    expect(runSearch(db, 'AccommodationSearch', 'Quillon, Verdania')).to.deep.equal({
      ok: false,
      observation: '"Quillon, Verdania" is not a city in the data. CitySearch[State] lists the cities of a state.',
    });
    expect(runSearch(db, 'CitySearch', 'Verdania')).to.deep.equal({
      ok: true,
      observation: 'Cities in Verdania: Port Alder, Quillon, Larkmoor, Fennick Falls, Saltmarsh Bay',
      data: 'Cities in Verdania: Port Alder, Quillon, Larkmoor, Fennick Falls, Saltmarsh Bay',
    });
  });

  it('a drive gives duration, distance and the cost per vehicle', () => {
    expect(runSearch(db, 'GoogleDistanceMatrix', 'Greywater, Hollin, taxi').observation).to.equal(
      'taxi, from Greywater to Hollin, duration: 1 hour 28 mins, distance: 125 km, cost: 125',
    );
    expect(runSearch(db, 'GoogleDistanceMatrix', 'Greywater, Hollin, bus')).to.deep.equal({
      ok: false,
      observation: '"bus" is not a mode; use self-driving or taxi.',
    });
  });

  it('CostEnquiry prices one day as the evaluator does (per traveller, per room, per vehicle)', () => {
    const day = {
      people_number: 2,
      current_city: 'from Greywater to Hollin',
      transportation: 'Taxi, from Greywater to Hollin, duration: 1 hour 28 mins, distance: 125 km, cost: 125',
      breakfast: 'Cinder Kitchen, Greywater',
      attraction: 'Hollin Museum of Art, Hollin;',
      lunch: 'Tamarind Table, Hollin',
      dinner: '-',
      accommodation: 'Private bedroom near Market Hall, Hollin',
    };
    // taxi 125 (one taxi for two) + (23 + 24) x 2 + 381 (one room for two)
    expect(costEnquiry(db, JSON.stringify(day))).to.deep.equal({ ok: true, observation: 'The cost of your sub plan is 600 dollars.' });
    expect(costEnquiry(db, JSON.stringify({ ...day, people_number: 0 }))).to.deep.equal({
      ok: false,
      observation: 'The sub plan needs "people_number", a whole number of at least 1.',
    });
    expect(costEnquiry(db, '{"people_number": 2, "day": 1,')).to.deep.equal({
      ok: false,
      observation: 'The sub plan cannot be read as JSON. Give one day as one JSON object with "people_number", as in the example.',
    });
    expect(costEnquiry(db, JSON.stringify({ ...day, lunch: 'Nowhere Diner, Hollin' }))).to.deep.equal({
      ok: false,
      observation:
        'Sorry, the cost of your sub plan is not available because of the following reasons: 1. lunch "Nowhere Diner, Hollin": no such restaurant in the sandbox.',
    });
  });
});

describe('react and reflexion: the limits', () => {
  const row = fixtureRow(QUILLON);
  const request = () => ({ query: row.query, reference: row.reference, sandbox: referenceSandbox(row) });
  const enquiry = (breakfast: string) => `Thought: price it\nAction: CostEnquiry[${JSON.stringify({ people_number: 1, current_city: 'Quillon', breakfast })}]`;

  it('ReAct stops after 30 steps without Finish (valid, changing actions)', async () => {
    const server = await startOpenAiServer((_, i) => ({ content: enquiry(i % 2 === 0 ? 'Lantern House, Quillon' : 'Saffron Ladle, Quillon') }));
    try {
      const outcome = await runBaseline('react', request(), { client: testClient(server) });
      expect(outcome.reason).to.equal('react: no Finish within the step limit (30 steps)');
      expect(server.requests).to.have.length(30);
      expect(promptOf(server.requests[29]!.body)).to.match(/Observation 29: The cost of your sub plan is 64 dollars\.$/);
    } finally {
      await server.close();
    }
  });

  it('a success in between resets the count of failures in a row', async () => {
    const replies = [
      'Action: Nonsense[1]',
      'Action: Nonsense[2]',
      enquiry('Lantern House, Quillon'),
      'Action: Nonsense[3]',
      'Action: Nonsense[4]',
      'Action: Nonsense[5]',
    ];
    const server = await startOpenAiServer(replies.map((content) => ({ content })));
    try {
      const outcome = await runBaseline('react', request(), { client: testClient(server) });
      expect(outcome.reason).to.equal(
        'react: 3 failed actions in a row (last: Nonsense is not a valid action. Valid actions: CostEnquiry[sub plan], Finish[final plan].) (6 steps)',
      );
    } finally {
      await server.close();
    }
  });

  it('Reflexion gives up after its attempts, reflecting between them', async () => {
    const server = await startOpenAiServer((request) => ({
      content: promptOf(request.body).endsWith('Reflection:') ? 'Reflection: I must write actions as Name[argument].' : 'Thought: hmm\nAction: think harder',
    }));
    try {
      const outcome = await runBaseline('reflexion', request(), { client: testClient(server) });
      expect(outcome.reason).to.equal(
        'reflexion: no plan after 3 attempts (9 steps); the last ended with 3 failed actions in a row (last: Invalid action: "think harder" is not written Name[argument].)',
      );
      // 3 attempts of 3 steps, and a reflection after each of the first two.
      expect(server.requests).to.have.length(11);
      expect(outcome.calls).to.equal(11);
      const third = promptOf(server.requests[8]!.body);
      expect(third).to.include('Reflections:\n- I must write actions as Name[argument].\n- I must write actions as Name[argument].\n');
    } finally {
      await server.close();
    }
  });

  it('Reflexion attempts share one budget of steps', async () => {
    const server = await startOpenAiServer((request) => ({
      content: promptOf(request.body).endsWith('Reflection:') ? 'Reflection: price valid days.' : 'Action: Bogus[x]',
    }));
    try {
      const outcome = await runBaseline('reflexion', request(), { client: testClient(server), limits: { maxSteps: 5, maxFailures: 3, maxRepeats: 3 } });
      // Attempt 1: 3 steps; a reflection; attempt 2: the 2 steps left.
      expect(outcome.reason).to.equal('reflexion: no plan after 2 attempts (5 steps); the last ended with no Finish within the step limit');
      expect(server.requests).to.have.length(6);
    } finally {
      await server.close();
    }
  });
});
