import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE, COMMONSENSE_IDS, HARD_IDS } from '../../src/catalogue/index.ts';
import { REPO_ROOT } from '../helpers/data.ts';

describe('src/evaluate boundaries', () => {
  it('never imports solver/ (the checker stands alone)', () => {
    const dir = join(REPO_ROOT, 'src/evaluate');
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => /from\s+['"][^'"]*solver\//.test(readFileSync(join(dir, f), 'utf8')));
    expect(offenders).to.deep.equal([]);
  });

  it("keys verdicts by the catalogue's benchmark keys, one per check", () => {
    const keys = [...COMMONSENSE_IDS, ...HARD_IDS].map((id) => CATALOGUE[id].benchmarkKey);
    expect(new Set(keys).size).to.equal(13);
    expect(keys.every((k) => typeof k === 'string')).to.equal(true);
  });
});
