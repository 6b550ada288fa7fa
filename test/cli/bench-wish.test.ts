/**
 * bench --interest / --meal-price: every row planned twice, as it is and with a sentence naming the wish added;
 * the rationality table and the personalisation table, whose figures are recomputed here from the written
 * submissions with planOnTheClock. The sentences bench adds are read back by the rules translator.
 */
import { expect } from 'chai';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTEREST_PHRASES, wishOf } from '../../src/cli/bench.ts';
import { main } from '../../src/cli/main.ts';
import { planOnTheClock } from '../../src/evaluate/timetable.ts';
import { loadDatabase } from '../../src/sandbox/index.ts';
import { INTERESTS, parseTripSpec, toTravelPlannerFields } from '../../src/tripspec/index.ts';
import { translate } from '../../src/translate/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { startOpenAiServer, type RecordedRequest } from '../helpers/openai-server.ts';
import { benchmarkLine, fixtureRow, QUILLON, SECRET_KEY } from '../baselines/helpers.ts';
import { tempDir } from '../helpers/temp.ts';

const NAMES = ['01-quickstart-quillon-3day', '02-oskaland-2city-5day', '03-verdania-3city-7day'];

function rows(): Record<string, unknown>[] {
  return NAMES.map((name, i) => {
    const dir = join(FIXTURE_DIR, 'requests', name);
    const fields = toTravelPlannerFields(parseTripSpec(JSON.parse(readFileSync(join(dir, 'spec.json'), 'utf8'))));
    return { idx: i + 1, query: readFileSync(join(dir, 'request.txt'), 'utf8').trim(), level: 'easy', ...fields };
  });
}

const readRows = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { query: string; plan: unknown[] });

describe('cli: bench with a wish (--interest, --meal-price)', function () {
  this.timeout(180_000);

  it('the sentence bench adds for every interest and for a price is read back as that wish', async () => {
    const sandbox = loadDatabase(FIXTURE_SANDBOX);
    const base = readFileSync(join(FIXTURE_DIR, 'requests', NAMES[0]!, 'request.txt'), 'utf8').trim();
    for (const interest of INTERESTS) {
      const wish = wishOf({ interest: [interest], 'meal-price': '15-40' })!;
      expect(wish.sentence).to.equal(`We especially love ${INTEREST_PHRASES[interest]}. We'd like meals between $15 and $40 per person.`);
      const spec = await translate(`${base} ${wish.sentence}`, { sandbox, translator: 'rules' });
      expect(spec.wishes, interest).to.deep.equal({ interests: [interest], mealPricePerPerson: { min: 15, max: 40 } });
      expect(spec.travellers).to.equal(1);
    }
    const all = wishOf({ interest: ['museums,art', 'history'], 'meal-price': '30' })!;
    expect(all.sentence).to.equal("We especially love museums, art galleries and historic sites. We'd like meals under $30 a head.");
    expect(wishOf({})).to.equal(undefined);
    expect(() => wishOf({ interest: ['opera'] })).to.throw('bench: --interest opera: expected one of museums, art, history');
    expect(() => wishOf({ 'meal-price': '40-15' })).to.throw('bench: --meal-price 40-15: expected the most a meal may cost per person');
  });

  it('reports the personalisation of an LLM baseline (Direct) the same way, from the plans it wrote', async () => {
    // A scripted model: without the wish it plans parks, with it the Quillon landmarks; the extraction copies the plan.
    const day = (n: number, city: string, transport: string, breakfast: string, attraction: string, lunch: string, dinner: string, stay: string) => ({
      days: n,
      current_city: city,
      transportation: transport,
      breakfast,
      attraction,
      lunch,
      dinner,
      accommodation: stay,
    });
    const plan = (sights: [string, string, string]) => [
      day(
        1,
        'from Brasswick to Quillon',
        'Flight Number: F1000238, from Brasswick to Quillon, Departure Time: 12:38, Arrival Time: 14:01',
        '-',
        `${sights[0]}, Quillon;`,
        '-',
        'Saffron Ladle, Quillon',
        'Room with a view of the canal, Quillon',
      ),
      day(
        2,
        'Quillon',
        '-',
        'Crêperie Élodie, Quillon',
        `${sights[1]}, Quillon;`,
        'Cask & Crumb, Quillon',
        'Lantern House, Quillon',
        'Room with a view of the canal, Quillon',
      ),
      day(
        3,
        'from Quillon to Brasswick',
        'Flight Number: F1000341, from Quillon to Brasswick, Departure Time: 17:18, Arrival Time: 18:53',
        'Sorrel Curry House, Quillon',
        `${sights[2]}, Quillon;`,
        'The Cobalt Galley, Quillon',
        '-',
        '-',
      ),
    ];
    const parks = plan(['Lindenfield Park', 'Blackwater Gardens', 'Ashgrove Falls']);
    const landmarks = plan(['Quillon Lighthouse', 'Quillon Bell Tower', 'Quillon Observatory']);
    const prompt = (r: RecordedRequest) => (r.body.messages as { content: string }[]).map((m) => m.content).join('\n');
    const server = await startOpenAiServer((r) => {
      const text = prompt(r);
      const wished = text.includes('We especially love landmarks');
      if (text.includes('Copy its key components')) return { content: JSON.stringify({ plan: text.includes('PLAN-L') ? landmarks : parks }) };
      return { content: `${wished ? 'PLAN-L' : 'PLAN-P'}\nDay 1: ...` };
    });
    try {
      const dir = tempDir('tripsolver-bench-wish-llm-');
      const queries = join(dir, 'Q.jsonl');
      writeFileSync(queries, `${benchmarkLine(fixtureRow(QUILLON), 1)}\n`);
      const io = captureIo({ OPENAI_API_KEY: SECRET_KEY, OPENAI_BASE_URL: server.baseURL, TRIPSOLVER_MODEL: 'test-model', TRIPSOLVER_LLM_RETRIES: '0' });
      const code = await main(
        [
          'bench',
          '--queries',
          queries,
          '--out',
          join(dir, 'SUB.jsonl'),
          '--data',
          FIXTURE_SANDBOX,
          '--mode',
          'reference',
          '--method',
          'direct',
          '--interest',
          'landmarks',
        ],
        io,
      );
      expect(code, io.stderr.join('\n')).to.equal(0);
      expect(readRows(join(dir, 'SUB.jsonl'))[0]!.plan).to.deep.equal(parks);
      expect(readRows(join(dir, 'SUB.wish.jsonl'))[0]!.plan).to.deep.equal(landmarks);
      const personal = io.stdout.join('\n').split('\nPersonalisation (')[1]!;
      const line = personal.split('\n').find((l) => l.startsWith('direct  '))!;
      // Parks: Lindenfield Park, Blackwater Gardens (nature), Ashgrove Falls (beaches, nature): none a landmark.
      expect(
        line
          .trim()
          .split(/\s{2,}/)
          .slice(0, 3),
      ).to.deep.equal(['direct', '0/3 (0.0%)', '3/3 (100.0%)']);
    } finally {
      await server.close();
    }
  });

  it('plans each row plain and with the wish, and reports rationality and personalisation from the plans written', async () => {
    const dir = tempDir('tripsolver-bench-wish-');
    const queries = join(dir, 'Q.jsonl');
    writeFileSync(
      queries,
      rows()
        .map((r) => JSON.stringify(r))
        .join('\n') + '\n',
    );
    const out = join(dir, 'SUB.jsonl');
    const io = captureIo();
    const code = await main(['bench', '--queries', queries, '--out', out, '--data', FIXTURE_SANDBOX, '--interest', 'landmarks', '--meal-price', '40'], io);
    expect(code, io.stderr.join('\n')).to.equal(0);
    const plain = readRows(out);
    const wished = readRows(join(dir, 'SUB.wish.jsonl'));
    const sentence = "We especially love landmarks and views. We'd like meals under $40 a head.";
    expect(wished.map((r) => r.query)).to.deep.equal(plain.map((r) => `${r.query} ${sentence}`));
    expect([plain.map((r) => r.plan.length), wished.map((r) => r.plan.length)]).to.deep.equal([
      [3, 5, 7],
      [3, 5, 7],
    ]);

    // The figures, recomputed from the submissions.
    const sandbox = loadDatabase(FIXTURE_SANDBOX);
    const fields = rows();
    const measure = async (subs: { plan: unknown[] }[]) => {
      let sights = 0;
      let matching = 0;
      let priced = 0;
      for (const [i, r] of subs.entries()) {
        const c = await planOnTheClock(fields[i] as never, r.plan, sandbox, { interests: ['landmarks'], mealPrice: { max: 40 } });
        sights += c.sights;
        matching += c.matching;
        if (c.mealPriceOk) priced++;
      }
      return { sights, matching, priced };
    };
    const a = await measure(plain);
    const b = await measure(wished);
    // With the wish, 24 of 27 sights are landmarks against 8 of 26 without it; every meal under $40 only with it.
    expect([a, b]).to.deep.equal([
      { sights: 26, matching: 8, priced: 0 },
      { sights: 27, matching: 24, priced: 3 },
    ]);
    const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;
    const personal = io.stdout.join('\n').split('\nPersonalisation (')[1]!;
    const line = personal.split('\n').find((l) => l.startsWith('solver  '))!;
    expect(line.trim().split(/\s{2,}/)).to.deep.equal([
      'solver',
      pct(a.matching, a.sights),
      pct(b.matching, b.sights),
      pct(a.priced, 3),
      pct(b.priced, 3),
      '100.0%',
      '3/3 (100.0%)',
    ]);
    expect(io.stdout.join('\n')).to.include(`personalised runs (+wish) add to every request: "${sentence}"`);
    // Rationality: the plain run asked no price, so it is not held to one.
    expect(io.stdout.join('\n')).to.match(/\nmeals\.pricePerPerson +3\/3 \(100\.0%\) +3\/3 \(100\.0%\)\n/);
    const table = readFileSync(join(dir, 'SUB.table.md'), 'utf8');
    expect(table).to.include('## Personalisation');
    expect(table).to.include('## Rationality: every plan on the clock');
  });
});
