/**
 * Golden outputs: what `tripsolver plan` prints as text and as Markdown for fixture plans, and what
 * `tripsolver explain --json` prints for the infeasible fixture requests, compared byte for byte with files
 * committed under test/verbalize/golden/. A change to the verbaliser, the solver's choices or the explainer
 * shows up here as a diff to read. After a deliberate change: UPDATE_GOLDEN=1 npx mocha test/verbalize/golden.test.ts
 * rewrites the files; read the diff before committing it.
 * Nothing is stripped before comparing: neither output carries a field that varies from run to run (explain --json
 * has no elapsed time or statistics; see explanationJson in src/answers.ts).
 */
import { expect } from 'chai';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REQUESTS } from '../../corpus/fixture-requests.ts';
import { main } from '../../src/cli/main.ts';
import { FIXTURE_DIR } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';

const GOLDEN = new URL('./golden/', import.meta.url).pathname;
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const request = (name: string) => readFileSync(join(FIXTURE_DIR, 'requests', name, 'request.txt'), 'utf8').trim();
const reference = (name: string) => join(FIXTURE_DIR, 'reference', name, 'reference_information.json');

interface Case {
  readonly name: string;
  readonly args: readonly string[];
}

/** The fixture requests (corpus/fixture-requests.ts), feasible and not: a new one has no golden file until it is written. */
const FEASIBLE = REQUESTS.filter((r) => r.feasible).map((r) => r.id);
const INFEASIBLE = REQUESTS.filter((r) => !r.feasible).map((r) => r.id);

/** Plans: every feasible fixture request, two in reference mode, and three requests written for this test. */
const PLANS: readonly Case[] = [
  ...FEASIBLE.map((name) => ({ name, args: [request(name)] })),
  ...['01-quickstart-quillon-3day', '02-oskaland-2city-5day'].map((name) => ({
    name: `${name}-reference`,
    args: [request(name), '--ref-info', reference(name)],
  })),
  {
    name: 'ketterby-quillon-three-italian',
    args: ['Plan a 3-day trip from Ketterby to Quillon for 3 people, March 10th to March 12th, 2022, with a budget of $3,000. We would like Italian food.'],
  },
  {
    name: 'brasswick-saltmarsh-entire-home',
    args: ['Plan a 3-day trip for 2 people from Brasswick to Saltmarsh Bay, March 9th to March 11th, 2022, budget $1,800. We want an entire home.'],
  },
  {
    name: 'brasswick-oskaland-no-self-driving',
    args: [
      'Please plan a 5-day trip for one person from Brasswick visiting 2 cities in Oskaland from March 12th to March 16th, 2022, with a budget of $3,500 and no self-driving.',
    ],
  },
];

async function run(args: readonly string[], expectedExit: number): Promise<string> {
  const io = captureIo();
  const code = await main([...args], io);
  expect(code, io.stderr.join('\n')).to.equal(expectedExit);
  return `${io.stdout.join('\n')}\n`;
}

function compare(file: string, actual: string): void {
  const path = join(GOLDEN, file);
  if (UPDATE) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(path, actual);
    return;
  }
  expect(existsSync(path), `${file} is missing: UPDATE_GOLDEN=1 writes it`).to.equal(true);
  expect(actual, file).to.equal(readFileSync(path, 'utf8'));
}

describe('golden outputs (test/verbalize/golden/)', () => {
  for (const c of PLANS) {
    it(`plan ${c.name}: the text and the Markdown, byte for byte`, async () => {
      compare(`${c.name}.txt`, await run(['plan', ...c.args, '--format', 'text'], 0));
      compare(`${c.name}.md`, await run(['plan', ...c.args, '--format', 'markdown'], 0));
    });
  }

  for (const name of INFEASIBLE) {
    it(`explain --json ${name}: the core, the relaxations and the exact minimum budget`, async () => {
      compare(`${name}.explain.json`, await run(['explain', request(name), '--json'], 1));
    });
  }

  it('covers every fixture request (7 plans, 4 explanations) and holds no file that no case writes', function () {
    if (UPDATE) this.skip();
    expect(FEASIBLE).to.deep.equal([
      '01-quickstart-quillon-3day',
      '02-oskaland-2city-5day',
      '03-verdania-3city-7day',
      '04-port-alder-parties-entire',
      '05-verdania-cuisines-no-self-driving',
      '06-mirecourt-no-flight-private',
      '11-quillon-museums-meal-price',
    ]);
    expect(INFEASIBLE).to.deep.equal([
      '07-infeasible-budget',
      '08-infeasible-cuisine-mirecourt',
      '09-infeasible-pets-shared-room',
      '10-infeasible-saltmarsh-monday',
    ]);
    const written = [...PLANS.flatMap((c) => [`${c.name}.md`, `${c.name}.txt`]), ...INFEASIBLE.map((name) => `${name}.explain.json`)].sort();
    expect(written).to.have.length(28);
    expect(readdirSync(GOLDEN).sort()).to.deep.equal(written);
  });
});
