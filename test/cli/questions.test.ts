/**
 * A refusal is a question (src/cli/ask.ts): on a terminal `plan`, `explain` and `translate` ask it and go on;
 * without one (or with --no-input) they exit 2 with the message and the questions; --answer answers up front.
 * The terminal is real: bin/tripsolver.js on a pseudo-terminal (Debian's `script`), typed into as a person would.
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { main, type Io } from '../../src/cli/main.ts';
import type { LineReader } from '../../src/cli/io.ts';
import { FIXTURE_SANDBOX, REPO_ROOT } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { runOnPty, scriptAvailable } from '../helpers/pty.ts';
import { ORIGIN_CHOICE_REQUEST, UNCLEAR_REQUEST } from '../helpers/questions.ts';

const DATA = ['--data', FIXTURE_SANDBOX];
const HINT = 'Answer with --answer FIELD=VALUE (repeatable); a terminal asks them (unless --no-input).';
const ORIGIN_PROMPT = 'Where does the trip start (and end)? Name a city. ';
const DESTINATION_PROMPT = 'Where does the trip go? Name one city, or a state whose cities you want to visit. [Brasswick / Quillon] ';
const TWO_QUESTIONS = 'tripsolver: the request is unclear; answer the 2 questions below (an empty answer stops).';
const ONE_QUESTION = 'tripsolver: the request is unclear; answer the question below (an empty answer stops).';
const ORIGIN_REASON = '  origin: no starting city found; write "from <city>"';
const DESTINATION_REASON = '  destination: more than one destination named; the trip goes to one city or one state (found: "Brasswick", "Quillon")';
/** What every command prints (stderr) when it may not ask about UNCLEAR_REQUEST. */
const UNCLEAR_TEXT = [
  'tripsolver: origin: no starting city found; write "from <city>"',
  '  origin: Where does the trip start (and end)? Name a city.',
  '  destination: Where does the trip go? Name one city, or a state whose cities you want to visit. [Brasswick / Quillon]',
  HINT,
].join('\n');

/** The stdout of a command run in this process (the same text the terminal must show). */
async function printed(args: readonly string[]): Promise<{ code: number; out: string }> {
  const io = captureIo();
  const code = await main([...args, ...DATA], io);
  return { code, out: io.stdout.join('\n') };
}

/** A terminal in this process: answers come from `typed`; the prompts shown and the readers closed are recorded. */
function terminalIo(typed: readonly (string | undefined)[]): Io & { stderr: string[]; stdout: string[]; prompts: string[]; readers: { closed: boolean }[] } {
  const queue = [...typed];
  const prompts: string[] = [];
  const readers: { closed: boolean }[] = [];
  const lines = (): LineReader => {
    const reader = { closed: false };
    readers.push(reader);
    return {
      read: async (prompt) => {
        prompts.push(prompt);
        if (queue.length === 0) throw new Error(`asked more than was typed: ${prompt}`);
        return queue.shift();
      },
      close: () => void (reader.closed = true),
    };
  };
  return { ...captureIo(), terminal: true, lines, prompts, readers };
}

describe('cli: a refusal is a question', function () {
  this.timeout(60_000);

  describe('on a terminal: the real CLI on a pseudo-terminal', () => {
    before(function () {
      if (scriptAvailable()) return;
      const message = '`script` (util-linux) cannot give a command a terminal here: apt-get install -y bsdutils to run the terminal tests';
      if (process.env.CI === 'true') throw new Error(`${message} (required under CI=true)`);
      console.warn(`      skipped: ${message}`);
      this.skip();
    });

    it('plan asks which city the trip starts from, with the choices; answered with one of them, it plans (exit 0)', async () => {
      const run = runOnPty(['plan', ORIGIN_CHOICE_REQUEST, ...DATA]);
      await run.waitFor('[Brasswick / Ketterby] ');
      run.type('Ketterby\r');
      expect(await run.exit).to.equal(0);
      const plan = await printed(['plan', ORIGIN_CHOICE_REQUEST, '--answer', 'origin=Ketterby']);
      expect(plan.code).to.equal(0);
      expect(plan.out.split('\n')[0]).to.equal('Read as: Ketterby → Quillon and back; 3 days, 2022-03-16 to 2022-03-18; 1 traveller; budget $1,700.');
      expect(run.screen()).to.equal(
        [
          ONE_QUESTION,
          '  origin: more than one starting city: Brasswick, Ketterby (found: "Brasswick", "Ketterby")',
          'Where does the trip start (and end)? Name a city. [Brasswick / Ketterby] Ketterby',
          `${plan.out}\n`,
        ].join('\n'),
      );
    });

    it('plan asks both questions, asks again about an answer it cannot read, then plans', async () => {
      const run = runOnPty(['plan', UNCLEAR_REQUEST, ...DATA]);
      let at = await run.waitFor(ORIGIN_PROMPT);
      run.type('Atlantis\r');
      at = await run.waitFor(DESTINATION_PROMPT, at);
      run.type('Quillon\r');
      at = await run.waitFor(ORIGIN_PROMPT, at);
      run.type('Brasswick\r');
      expect(await run.exit).to.equal(0);
      const plan = await printed(['plan', UNCLEAR_REQUEST, '--answer', 'origin=Brasswick', '--answer', 'destination=Quillon']);
      expect(run.screen()).to.equal(
        [
          TWO_QUESTIONS,
          ORIGIN_REASON,
          `${ORIGIN_PROMPT}Atlantis`,
          DESTINATION_REASON,
          `${DESTINATION_PROMPT}Quillon`,
          ONE_QUESTION,
          '  origin: the answer could not be read: not a city of the sandbox (found: "Atlantis")',
          `${ORIGIN_PROMPT}Brasswick`,
          `${plan.out}\n`,
        ].join('\n'),
      );
    });

    it('translate stops at the end of the input (Ctrl-D): exit 2 with the questions', async () => {
      const run = runOnPty(['translate', UNCLEAR_REQUEST, ...DATA]);
      await run.waitFor(ORIGIN_PROMPT);
      run.type('\x04');
      expect(await run.exit).to.equal(2);
      expect(run.screen()).to.equal([TWO_QUESTIONS, ORIGIN_REASON, ORIGIN_PROMPT, UNCLEAR_TEXT, ''].join('\n'));
    });

    it('explain stops at an empty answer: exit 2 with the questions', async () => {
      const run = runOnPty(['explain', UNCLEAR_REQUEST, ...DATA]);
      const at = await run.waitFor(ORIGIN_PROMPT);
      run.type('Brasswick\r');
      await run.waitFor(DESTINATION_PROMPT, at);
      run.type('\r');
      expect(await run.exit).to.equal(2);
      expect(run.screen()).to.equal(
        [TWO_QUESTIONS, ORIGIN_REASON, `${ORIGIN_PROMPT}Brasswick`, DESTINATION_REASON, DESTINATION_PROMPT, UNCLEAR_TEXT, ''].join('\n'),
      );
    });

    it('--no-input never asks, even on a terminal: exit 2 with the questions', async () => {
      const run = runOnPty(['plan', UNCLEAR_REQUEST, '--no-input', ...DATA]);
      expect(await run.exit).to.equal(2);
      expect(run.screen()).to.equal(`${UNCLEAR_TEXT}\n`);
    });
  });

  describe('without a terminal', () => {
    it('a pipe: exit 2, the message and then the questions, and nothing is read from stdin', () => {
      const run = spawnSync(process.execPath, ['bin/tripsolver.js', 'plan', UNCLEAR_REQUEST, ...DATA], {
        cwd: REPO_ROOT,
        input: 'Brasswick\nQuillon\n',
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).to.equal(2);
      expect(run.stdout).to.equal('');
      expect(run.stderr).to.equal(`${UNCLEAR_TEXT}\n`);
    });

    it('--answer FIELD=VALUE answers up front: plan --format json says the fields were answered', async () => {
      const io = captureIo();
      expect(
        await main(['plan', UNCLEAR_REQUEST, '--answer', 'origin=Brasswick', '--answer', 'destination=Quillon', '--format', 'json', ...DATA], io),
      ).to.equal(0);
      const plan = JSON.parse(io.stdout.join('')) as {
        status: string;
        spec: { origin: string; destination: unknown };
        provenance: { fields: Record<string, unknown> };
      };
      expect(plan.status).to.equal('optimal');
      expect(plan.spec.origin).to.equal('Brasswick');
      expect(plan.spec.destination).to.deep.equal({ kind: 'city', name: 'Quillon' });
      expect(plan.provenance.fields.origin).to.deep.equal({ words: ['Brasswick'], note: 'answered' });
      expect(plan.provenance.fields.destination).to.deep.equal({ words: ['Quillon'], note: 'answered' });
      expect(io.stderr).to.deep.equal([]);
    });

    it('--answer for only one field: exit 2 with the question still open', async () => {
      const io = captureIo();
      expect(await main(['translate', UNCLEAR_REQUEST, '--answer', 'destination=Quillon', ...DATA], io)).to.equal(2);
      expect(io.stderr.join('\n')).to.equal(
        ['tripsolver: origin: no starting city found; write "from <city>"', '  origin: Where does the trip start (and end)? Name a city.', HINT].join('\n'),
      );
    });

    it('--answer that is not FIELD=VALUE, or names no field, is a usage error (exit 2)', async () => {
      const cases: [string, string][] = [
        ['origin', 'tripsolver: --answer: expected FIELD=VALUE (for example --answer origin=Brasswick), found "origin"'],
        ['origin=', 'tripsolver: --answer: expected FIELD=VALUE (for example --answer origin=Brasswick), found "origin="'],
        [
          'from=Brasswick',
          'tripsolver: --answer: unknown field "from"; expected one of origin, destination, days, cityCount, cities, startDate, endDate, travellers, budget, houseRules, roomType, cuisines, avoidCuisines, excludeTransport, wishes, wishes.interests, wishes.mealPricePerPerson, wishes.pace',
        ],
      ];
      for (const [answer, message] of cases) {
        const io = captureIo();
        expect(await main(['plan', UNCLEAR_REQUEST, '--answer', answer, ...DATA], io), answer).to.equal(2);
        expect(io.stderr, answer).to.deep.equal([message]);
      }
      const rows = captureIo();
      expect(await main(['translate', '--queries', 'Q.jsonl', '--answer', 'origin=Brasswick', ...DATA], rows)).to.equal(2);
      expect(rows.stderr).to.deep.equal(['tripsolver: translate: --answer answers the questions of one request, not of --queries rows']);
    });
  });

  describe('the asking loop, with the terminal given to main (Io.terminal, Io.lines)', () => {
    it('explain: each question asked once per round, the answers kept across rounds, the reader closed', async () => {
      const io = terminalIo(['Atlantis', 'Quillon', 'Brasswick']);
      expect(await main(['explain', UNCLEAR_REQUEST, '--json', ...DATA], io)).to.equal(0);
      expect(io.prompts).to.deep.equal([ORIGIN_PROMPT, DESTINATION_PROMPT, ORIGIN_PROMPT]);
      expect(io.stderr).to.deep.equal([
        TWO_QUESTIONS,
        ORIGIN_REASON,
        DESTINATION_REASON,
        ONE_QUESTION,
        '  origin: the answer could not be read: not a city of the sandbox (found: "Atlantis")',
      ]);
      expect((JSON.parse(io.stdout.join('')) as { status: string }).status).to.equal('feasible');
      expect(io.readers).to.deep.equal([{ closed: true }]);
    });

    it('translate: --answer goes first, and only what it leaves open is asked', async () => {
      const io = terminalIo(['Brasswick']);
      expect(await main(['translate', UNCLEAR_REQUEST, '--answer', 'destination=Quillon', '--json', ...DATA], io)).to.equal(0);
      expect(io.prompts).to.deep.equal([ORIGIN_PROMPT]);
      const t = JSON.parse(io.stdout.join('')) as { provenance: { fields: Record<string, unknown> } };
      expect(t.provenance.fields.origin).to.deep.equal({ words: ['Brasswick'], note: 'answered' });
      expect(t.provenance.fields.destination).to.deep.equal({ words: ['Quillon'], note: 'answered' });
    });

    it('a request that reads asks nothing and opens no reader', async () => {
      const io = terminalIo([]);
      expect(await main(['translate', ORIGIN_CHOICE_REQUEST.replace('Brasswick or Ketterby', 'Ketterby'), ...DATA], io)).to.equal(0);
      expect(io.prompts).to.deep.equal([]);
      expect(io.readers).to.deep.equal([]);
    });

    it('--no-input: the reader is never opened', async () => {
      const io = terminalIo([]);
      expect(await main(['translate', UNCLEAR_REQUEST, '--no-input', ...DATA], io)).to.equal(2);
      expect(io.stderr.join('\n')).to.equal(UNCLEAR_TEXT);
      expect(io.readers).to.deep.equal([]);
    });
  });
});
