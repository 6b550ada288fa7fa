/** scripts/mutation-score.ts: the per-folder summary of `npm run mutate`, counted as Stryker counts its score. */
import { expect } from 'chai';
import { dirname } from 'node:path';
import { scoreByGroup, type ScoredMutant } from '../../scripts/mutation-score.ts';

const m = (fileName: string, status: ScoredMutant['status']): ScoredMutant => ({ fileName, status });

describe('mutation score per folder', () => {
  it('counts killed and timed-out mutants as detected, survivors and uncovered ones as not, and leaves out ignored and errors', () => {
    const mutants = [
      m('src/evaluate/hard.ts', 'Killed'),
      m('src/evaluate/hard.ts', 'Killed'),
      m('src/evaluate/timetable.ts', 'Timeout'),
      m('src/evaluate/timetable.ts', 'Survived'),
      m('src/evaluate/text.ts', 'NoCoverage'),
      m('src/evaluate/text.ts', 'Ignored'),
      m('src/evaluate/text.ts', 'RuntimeError'),
      m('src/evaluate/text.ts', 'CompileError'),
      m('src/catalogue/index.ts', 'Killed'),
    ];
    expect(scoreByGroup(mutants, (x) => dirname(x.fileName))).to.deep.equal({
      'src/catalogue': { killed: 1, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0, score: 100 },
      'src/evaluate': { killed: 2, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, errors: 2, score: 60 },
    });
  });

  it('gives no score to a group with nothing to count', () => {
    expect(scoreByGroup([m('solver/model.ts', 'Ignored')], (x) => x.fileName)).to.deep.equal({
      'solver/model.ts': { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 1, errors: 0, score: null },
    });
    expect(scoreByGroup([], (x) => x.fileName)).to.deep.equal({});
  });
});
