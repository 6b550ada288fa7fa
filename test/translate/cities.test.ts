/**
 * The named cities (TripSpec.cities) in the translators: the "Read as:" line names them after the state; the LLM
 * translator's prompt and reply schema carry the field, and the cities a model writes are resolved to the
 * sandbox's spelling like the origin and destination. The rules translator does not read them (yet): its
 * specs keep the default [].
 */
import { expect } from 'chai';
import { SpecError } from '../../src/common/errors.ts';
import { parseTripSpec } from '../../src/tripspec/index.ts';
import { renderTranslatePrompt, replySchema, resolveSpec } from '../../src/translate/llm.ts';
import { SPEC_FIELDS } from '../../src/translate/rules/index.ts';
import { readAs, translateDetailed } from '../../src/translate/index.ts';
import { startOpenAiServer, type OpenAiServer } from '../helpers/openai-server.ts';
import { miniGeography } from './geography.ts';

const places = miniGeography();
const florida = {
  origin: 'Atlanta',
  destination: { kind: 'state', name: 'Florida' },
  days: 5,
  cityCount: 2,
  startDate: '2022-03-16',
  endDate: '2022-03-20',
  travellers: 2,
  budget: 3000,
};

describe('named cities in the translators', () => {
  it('"Read as:" names the cities after the state, in the order written, and nothing when none is named', () => {
    expect(readAs(parseTripSpec({ ...florida, cities: ['Orlando', 'Tampa'] }))).to.equal(
      'Read as: Atlanta → 2 cities in Florida (Orlando, Tampa) and back; 5 days, 2022-03-16 to 2022-03-20; 2 travellers; budget $3,000.',
    );
    expect(readAs(parseTripSpec({ ...florida, cities: ['Tampa'] }))).to.equal(
      'Read as: Atlanta → 2 cities in Florida (Tampa) and back; 5 days, 2022-03-16 to 2022-03-20; 2 travellers; budget $3,000.',
    );
    expect(readAs(parseTripSpec(florida))).to.equal(
      'Read as: Atlanta → 2 cities in Florida and back; 5 days, 2022-03-16 to 2022-03-20; 2 travellers; budget $3,000.',
    );
  });

  it("the LLM's prompt explains the field, and its reply schema has it (and may call it unclear)", async () => {
    const prompt = await renderTranslatePrompt('Two cities in Florida - Orlando and Tampa', { defaultYear: 2022 });
    expect(prompt).to.include('- cities: the cities of the destination state the request names as places the trip must visit');
    expect(prompt).to.include('"two cities in Florida - Orlando and Tampa" = ["Orlando", "Tampa"]');
    const schema = (await replySchema()) as {
      properties: { spec: { anyOf: { properties?: Record<string, unknown> }[] }; unclear: { items: { properties: { field: { enum: string[] } } } } };
    };
    expect(schema.properties.spec.anyOf[0]!.properties!.cities).to.deep.equal({
      default: [],
      description: 'cities of the destination state the trip must visit (each exactly once); empty when any may be chosen',
      type: 'array',
      items: { type: 'string', minLength: 1 },
    });
    expect(schema.properties.unclear.items.properties.field.enum).to.deep.equal([...SPEC_FIELDS]);
    expect(SPEC_FIELDS).to.include('cities');
  });

  describe("a model's cities resolved against the sandbox", () => {
    const raw = (cities: unknown[], destination: unknown = { kind: 'state', name: 'florida' }) => ({ ...florida, destination, cities });

    it('spells each city as the sandbox does, in the order written', () => {
      expect(resolveSpec(raw(['tampa', 'ORLANDO']), places).cities).to.deep.equal(['Tampa', 'Orlando']);
      expect(resolveSpec(raw(['Ft. Lauderdale']), places).cities).to.deep.equal(['Fort Lauderdale']);
    });

    it('keeps a name that is no city as written, for planning to report as a gap of the data', () => {
      expect(resolveSpec(raw(['Atlantis']), places).cities).to.deep.equal(['Atlantis']);
    });

    it("reads a name that is also a state's as the city", () => {
      expect(resolveSpec(raw(['new york', 'Buffalo'], { kind: 'state', name: 'New York' }), places).cities).to.deep.equal(['New York', 'Buffalo']);
    });

    it('asks which city a name means when it could be two', () => {
      const twins = {
        cities: () => ['Atlanta', 'St. Petersburg', 'Saint Petersburg'],
        states: () => ['Georgia', 'Florida'],
        stateOf: (c: string) => (c === 'Atlanta' ? 'Georgia' : 'Florida'),
      };
      expect(() => resolveSpec(raw(['st petersburg']), twins))
        .to.throw(SpecError)
        .with.property('message', 'cities: could be St. Petersburg or Saint Petersburg (found: "st petersburg")');
    });

    it('leaves the list to the spec rules: cities with a city destination is a SpecError on cities', () => {
      const e = (() => {
        try {
          resolveSpec({ ...raw(['Orlando']), destination: { kind: 'city', name: 'Miami' }, cityCount: 1 }, places);
        } catch (err) {
          return err as SpecError;
        }
        throw new Error('accepted');
      })();
      expect([e.field, e.message]).to.deep.equal(['cities', 'cities: expected no required cities for a city destination (Miami)']);
    });
  });

  describe('through the LLM translator over HTTP', () => {
    let server: OpenAiServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    it('reads the cities the model names, and says they were read by the LLM', async () => {
      server = await startOpenAiServer([{ content: JSON.stringify({ spec: { ...florida, cities: ['orlando', 'tampa'] }, unclear: [] }) }]);
      const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL, TRIPSOLVER_MODEL: 'test-model' };
      const { spec, provenance } = await translateDetailed('From Atlanta, two cities in Florida - Orlando and Tampa, March 16-20, 2022, two of us, $3,000.', {
        sandbox: places,
        translator: 'llm',
        env,
      });
      expect(spec.cities).to.deep.equal(['Orlando', 'Tampa']);
      expect(provenance.fields.cities).to.deep.equal({ words: [], note: 'read by the LLM' });
    });
  });
});
