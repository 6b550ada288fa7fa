import { expect } from 'chai';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { evaluatePlan } from '../../src/evaluate/index.ts';
import { loadDatabase } from '../../src/sandbox/index.ts';
import { parseTripSpec, toTravelPlannerFields } from '../../src/tripspec/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { tempDir } from '../helpers/temp.ts';

const request = (name: string) => readFileSync(join(FIXTURE_DIR, 'requests', name, 'request.txt'), 'utf8').trim();
const specOf = (name: string) => parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')));
const QUICK = '01-quickstart-quillon-3day';

describe('cli: plan and explain on the fixture sandbox', () => {
  it('plan --format submission prints one row the evaluator passes', async () => {
    const io = captureIo();
    expect(await main(['plan', request(QUICK), '--data', FIXTURE_SANDBOX, '--format', 'submission'], io)).to.equal(0);
    const row = JSON.parse(io.stdout.join('')) as { query: string; plan: unknown[] };
    expect(row.query).to.equal(request(QUICK));
    expect(row.plan).to.have.length(3);
    const evaluation = evaluatePlan(toTravelPlannerFields(specOf(QUICK)), row.plan, loadDatabase(FIXTURE_SANDBOX));
    expect(evaluation.passed).to.equal(true);
  });

  it('plan prints a readable itinerary by default, with the total against the budget', async () => {
    const io = captureIo();
    expect(await main(['plan', request(QUICK), '--data', FIXTURE_SANDBOX], io)).to.equal(0);
    const json = captureIo();
    await main(['plan', request(QUICK), '--data', FIXTURE_SANDBOX, '--format', 'json'], json);
    const parsed = JSON.parse(json.stdout.join('')) as { cost: { total: number }; provenance: { fields: Record<string, { words: string[] }> }; readAs: string };
    const total = parsed.cost.total;
    expect(parsed.provenance.fields.origin).to.deep.equal({ words: ['from Brasswick'] });
    expect(parsed.provenance.fields.budget).to.deep.equal({ words: ['$1,700'] });
    expect(parsed.readAs).to.equal('Read as: Brasswick → Quillon and back; 3 days, 2022-03-16 to 2022-03-18; 1 traveller; budget $1,700.');
    const text = io.stdout.join('\n');
    expect(text.split('\n')[0]).to.equal('Read as: Brasswick → Quillon and back; 3 days, 2022-03-16 to 2022-03-18; 1 traveller; budget $1,700.');
    expect(text).to.include('Day 1 (2022-03-16)');
    expect(text).to.include(`$${total.toLocaleString('en-US')}`);
    expect(text).to.include('$1,700');
  });

  it('plan in sole-planning mode reads only the reference information', async () => {
    const io = captureIo();
    const ref = join(FIXTURE_DIR, 'reference', QUICK, 'reference_information.txt');
    expect(await main(['plan', request(QUICK), '--data', FIXTURE_SANDBOX, '--ref-info', ref, '--format', 'submission'], io)).to.equal(0);
    const plan = (JSON.parse(io.stdout.join('')) as { plan: unknown[] }).plan;
    expect(evaluatePlan(toTravelPlannerFields(specOf(QUICK)), plan, loadDatabase(FIXTURE_SANDBOX)).passed).to.equal(true);
  });

  it('plan exits 1 with the explanation when no plan exists', async () => {
    const io = captureIo();
    expect(await main(['plan', request('09-infeasible-pets-shared-room'), '--data', FIXTURE_SANDBOX], io)).to.equal(1);
    const text = io.stdout.join('\n');
    expect(text).to.include('No plan exists for this request.');
    expect(text).to.include('  - every lodging allows pets');
    expect(text).to.include('  - every lodging is a shared room');
  });

  it('explain --json gives the core, verified relaxations and the minimum budget as data', async () => {
    const io = captureIo();
    expect(await main(['explain', request('07-infeasible-budget'), '--data', FIXTURE_SANDBOX, '--json'], io)).to.equal(1);
    const e = JSON.parse(io.stdout.join('')) as {
      status: string;
      core: { id: string }[];
      relaxations: { id: string; verified: boolean; cost: number }[];
      minimumBudget: number;
    };
    expect(e.status).to.equal('infeasible');
    expect(e.core.map((m) => m.id)).to.deep.equal(['budget.total']);
    expect(e.relaxations[0]).to.deep.include({ id: 'budget.total', verified: true, cost: e.minimumBudget });
  });

  it('explain --cores assumptions and --cores re-solve print the same explanation', async () => {
    const outputs: string[] = [];
    for (const cores of ['assumptions', 're-solve']) {
      const io = captureIo();
      expect(await main(['explain', request('09-infeasible-pets-shared-room'), '--data', FIXTURE_SANDBOX, '--json', '--cores', cores], io)).to.equal(1);
      outputs.push(io.stdout.join(''));
    }
    expect((JSON.parse(outputs[0]!) as { core: { id: string }[] }).core.map((m) => m.id)).to.deep.equal(['lodging.houseRule', 'lodging.roomType']);
    expect(outputs[0]).to.equal(outputs[1]);
  });

  it('explain exits 0 for a feasible request', async () => {
    const io = captureIo();
    expect(await main(['explain', request(QUICK), '--data', FIXTURE_SANDBOX], io)).to.equal(0);
    expect(io.stdout.join('\n')).to.match(/^A plan exists: the best one costs \$[\d,]+\./);
  });

  it('--year supplies the year of dates written without one; without it they are refused naming startDate', async () => {
    const noYear = request(QUICK).replace(', 2022', '');
    const io = captureIo();
    expect(await main(['plan', noYear, '--data', FIXTURE_SANDBOX, '--year', '2022', '--format', 'submission'], io)).to.equal(0);
    expect((JSON.parse(io.stdout.join('')) as { plan: unknown[] }).plan).to.have.length(3);
    const refused = captureIo();
    expect(await main(['plan', noYear, '--data', FIXTURE_SANDBOX], refused)).to.equal(2);
    expect(refused.stderr.join('\n')).to.match(/^tripsolver: startDate: /);
    const bad = captureIo();
    expect(await main(['plan', noYear, '--data', FIXTURE_SANDBOX, '--year', 'soon'], bad)).to.equal(2);
    expect(bad.stderr.join('\n')).to.equal('tripsolver: --year: expected a year such as 2022, found "soon"');
  });

  describe('bad input exits 2 and names what was wrong', () => {
    it('an unknown place', async () => {
      const io = captureIo();
      expect(
        await main(
          [
            'plan',
            'Plan a 3-day trip from Atlantis to Quillon from March 16th to March 18th, 2022 for one person with a budget of $900.',
            '--data',
            FIXTURE_SANDBOX,
          ],
          io,
        ),
      ).to.equal(2);
      expect(io.stderr.join('\n')).to.match(/^tripsolver: origin: /);
    });
    it('a missing reference file', async () => {
      const io = captureIo();
      expect(await main(['plan', request(QUICK), '--data', FIXTURE_SANDBOX, '--ref-info', '/nonexistent/ref.json'], io)).to.equal(2);
      expect(io.stderr.join('\n')).to.equal(
        'tripsolver: /nonexistent/ref.json: cannot read the file (ENOENT); expected reference information (JSON, or the HF text form)',
      );
    });
    it('an unreadable reference file', async () => {
      const dir = tempDir('tripsolver-ref-');
      writeFileSync(join(dir, 'ref.txt'), 'not reference information');
      const io = captureIo();
      expect(await main(['plan', request(QUICK), '--data', FIXTURE_SANDBOX, '--ref-info', join(dir, 'ref.txt')], io)).to.equal(2);
      expect(io.stderr.join('\n')).to.equal(
        `tripsolver: ${join(dir, 'ref.txt')}: expected reference information: a JSON object keyed by description, or a list of {Description, Content}`,
      );
    });
    it('an unknown way of finding cores', async () => {
      const io = captureIo();
      expect(await main(['explain', request(QUICK), '--cores', 'guess'], io)).to.equal(2);
      expect(io.stderr.join('\n')).to.equal('tripsolver: --cores: expected one of assumptions, re-solve, found "guess"');
    });
    it('an unknown format', async () => {
      const io = captureIo();
      expect(await main(['plan', request(QUICK), '--format', 'pdf'], io)).to.equal(2);
      expect(io.stderr.join('\n')).to.equal('tripsolver: --format: expected one of text, markdown, json, submission, found "pdf"');
    });
  });
});
