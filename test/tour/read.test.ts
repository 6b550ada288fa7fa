import Ajv2020Module from 'ajv/dist/2020.js';
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'mocha';
import { SpecError } from '../../src/common/errors.ts';
import { readTour } from '../../src/tour/read.ts';
import { naturalPlanExamples, REPO_ROOT, requireNaturalPlan } from '../helpers/data.ts';
import { TOUR_REQUEST as REQUEST } from './request.ts';

type AjvClass = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvClass }).default ?? Ajv2020Module) as AjvClass;
const validTourSpec = new Ajv2020({ allErrors: true }).compile(JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', 'tour-spec.schema.json'), 'utf8')));

const refusal = (text: string): SpecError => {
  try {
    readTour(text);
  } catch (e) {
    if (e instanceof SpecError) return e;
    throw e;
  }
  throw new Error('read without a refusal');
};

describe('tour reader: NATURAL PLAN requests into TourSpec', () => {
  it('reads the total, every stay, the event and the flights (one way and both ways), quoting where each came from', () => {
    const r = readTour(REQUEST);
    expect(r.spec).to.deep.equal({
      totalDays: 7,
      stays: [
        { city: 'Oslo', days: 3 },
        { city: 'Riga', days: 2 },
        { city: 'Porto', days: 4 },
      ],
      events: [{ city: 'Porto', from: 4, to: 5, what: 'meeting with a friend' }],
      flights: [
        { from: 'Oslo', to: 'Riga' },
        { from: 'Riga', to: 'Porto' },
        { from: 'Porto', to: 'Riga' },
      ],
    });
    expect(r.provenance.stays.Riga).to.equal('You want to spend 2 days in Riga.');
    expect(r.provenance.events).to.deep.equal(['You want to meet a friend in Porto between day 4 and day 5.']);
  });

  it('a sentence it cannot read is refused, quoted, never dropped', () => {
    const e = refusal(REQUEST.replace('You want to meet', 'You hope to see the northern lights. You want to meet'));
    expect(e.message).to.equal('stays: a sentence that could not be read (found: "You hope to see the northern lights.")');
  });

  it('a stay and an event in one sentence are both read; two cities in one sentence are refused', () => {
    const both = readTour(REQUEST.replace('You want to spend 2 days in Riga.', 'You want to spend 2 days in Riga and attend a wedding on day 3.'));
    expect(both.spec.events).to.deep.include({ city: 'Riga', from: 3, to: 3, what: 'wedding' });
    const e = refusal(REQUEST.replace('You want to spend 2 days in Riga.', 'You want to spend 2 days in Riga or Oslo.'));
    expect(e.field).to.equal('events');
    expect(e.message).to.equal(
      'events: a sentence names 2 cities (Oslo, Riga); say one city per stay or event (found: "You want to spend 2 days in Riga or Oslo.")',
    );
  });

  it('refuses a tour whose city count and stays disagree, a flight it cannot read, and a total restated differently', () => {
    expect(refusal(REQUEST.replace('visit 3 European', 'visit 4 European')).message).to.equal(
      'stays: the tour visits 4 cities but gives a stay for 3 (Oslo, Riga, Porto) (found: "You plan to visit 4 European cities for 7 days in total.")',
    );
    expect(refusal(REQUEST.replace('Riga and Porto.', 'Riga by train to Porto.')).message).to.equal(
      'flights: a flight is neither "A and B" nor "from A to B" (found: "Riga by train to Porto")',
    );
    expect(refusal(REQUEST.replace('cities for 7 days by', 'cities for 8 days by')).message).to.match(
      /^totalDays: the tour is 7 days but the request later says 8/,
    );
    expect(refusal(REQUEST.replace(/\n\nHere are[\s\S]*$/, '')).message).to.match(/^flights: no list of direct flights found/);
  });

  it("reads all 100 examples from their prompt_0shot text alone, each valid by schemas/tour-spec.schema.json; each stay is the golden plan's", function () {
    const examples = naturalPlanExamples(requireNaturalPlan(this));
    let read = 0;
    for (const [id, x] of Object.entries(examples)) {
      const spec = readTour(x.prompt_0shot).spec;
      expect(validTourSpec(spec), `${id}: ${JSON.stringify(validTourSpec.errors)}`).to.equal(true);
      const golden = x.cities.split('**');
      const days = x.durations.split('**').map(Number);
      expect(Object.fromEntries(spec.stays.map((s) => [s.city, s.days])), id).to.deep.equal(Object.fromEntries(golden.map((c, i) => [c, days[i]])));
      read++;
    }
    expect(read).to.equal(100);
  });
});
