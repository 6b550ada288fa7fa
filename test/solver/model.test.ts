/**
 * solver/model.ts on its own: the builder's checks and what it keeps, the value of a linear expression, whether
 * an assignment satisfies a model (bounds, integrality, each sense), and the deletion filter's minimal cores.
 * No backend runs here; test/solver/backends.test.ts holds the backends to brute force on the same models.
 */
import { expect } from 'chai';
import { CATALOGUE } from '../../src/catalogue/index.ts';
import { deletionFilter, evalTerms, ModelBuilder, satisfies, type Model, type ModelRow } from '../../solver/model.ts';

const BUDGET = CATALOGUE['budget.total'].id;
const LODGING = CATALOGUE['lodging.perCity'].id;

/** x (bool), n (int 0..5): rows x + n <= 4, n >= 2, 2x + n = 3 (so x = 0 or n odd). */
function small(): Model {
  const b = new ModelBuilder();
  const x = b.bool('x');
  const n = b.int('n', 0, 5);
  b.row(
    BUDGET,
    'cap',
    [
      { v: x, c: 1 },
      { v: n, c: 1 },
    ],
    '<=',
    4,
  );
  b.row(LODGING, 'floor', [{ v: n, c: 1 }], '>=', 2);
  b.row(
    LODGING,
    'pair',
    [
      { v: x, c: 2 },
      { v: n, c: 1 },
    ],
    '=',
    3,
  );
  b.objective('quality', 'max', [
    { v: x, c: 3 },
    { v: n, c: 0 },
  ]);
  return b.build();
}

describe('solver/model', () => {
  describe('ModelBuilder', () => {
    it('numbers variables in order, with bool bounds 0..1 and the int bounds given', () => {
      const m = small();
      expect(m.vars).to.deep.equal([
        { name: 'x', kind: 'bool', lb: 0, ub: 1 },
        { name: 'n', kind: 'int', lb: 0, ub: 5 },
      ]);
    });

    it('keeps each row with its catalogue id and label, and drops zero coefficients from rows and objectives', () => {
      const b = new ModelBuilder();
      const x = b.bool('x');
      const y = b.bool('y');
      b.row(
        BUDGET,
        'budget',
        [
          { v: x, c: 0 },
          { v: y, c: 7 },
        ],
        '<=',
        10,
      );
      b.objective('cost', 'min', [
        { v: x, c: 2 },
        { v: y, c: 0 },
      ]);
      const m = b.build();
      expect(m.rows).to.deep.equal([{ id: 'budget.total', label: 'budget', terms: [{ v: 1, c: 7 }], sense: '<=', rhs: 10 }]);
      expect(m.objectives).to.deep.equal([{ name: 'cost', sense: 'min', terms: [{ v: 0, c: 2 }] }]);
    });

    it('accepts an int with equal bounds and refuses bounds that are reversed or not whole', () => {
      const b = new ModelBuilder();
      expect(b.int('k', 3, 3)).to.equal(0);
      expect(() => b.int('r', 4, 3)).to.throw(RangeError, 'int r: bad bounds [4, 3]');
      expect(() => b.int('f', 0.5, 3)).to.throw(RangeError, 'int f: bad bounds [0.5, 3]');
      expect(() => b.int('g', 0, 2.5)).to.throw(RangeError, 'int g: bad bounds [0, 2.5]');
      expect(b.build().vars).to.deep.equal([{ name: 'k', kind: 'int', lb: 3, ub: 3 }]);
    });

    it('refuses a label used twice and a coefficient that is not whole, keeping neither row', () => {
      const b = new ModelBuilder();
      const x = b.bool('x');
      b.row(BUDGET, 'budget', [{ v: x, c: 1 }], '<=', 1);
      expect(() => b.row(LODGING, 'budget', [{ v: x, c: 1 }], '>=', 0)).to.throw(Error, 'duplicate row label budget');
      expect(() => b.row(LODGING, 'half', [{ v: x, c: 0.5 }], '>=', 0)).to.throw(RangeError, 'row half: coefficient 0.5 is not an integer');
      // The refused label was not taken: it can be used once the coefficient is whole.
      b.row(LODGING, 'half', [{ v: x, c: 1 }], '>=', 0);
      expect(b.build().rows.map((r) => r.label)).to.deep.equal(['budget', 'half']);
    });

    it('builds a frozen model that later changes to the builder do not reach', () => {
      const b = new ModelBuilder();
      b.bool('x');
      const m = b.build();
      b.bool('y');
      b.row(BUDGET, 'late', [], '<=', 0);
      b.objective('late', 'max', []);
      expect([Object.isFrozen(m), Object.isFrozen(m.vars), Object.isFrozen(m.rows), Object.isFrozen(m.objectives)]).to.deep.equal([true, true, true, true]);
      expect([m.vars.length, m.rows.length, m.objectives.length]).to.deep.equal([1, 0, 0]);
    });
  });

  describe('evalTerms', () => {
    it('sums coefficient times value', () => {
      expect(
        evalTerms(
          [
            { v: 0, c: 3 },
            { v: 2, c: -2 },
          ],
          [4, 100, 5],
        ),
      ).to.equal(2);
      expect(evalTerms([], [1])).to.equal(0);
    });
  });

  describe('satisfies', () => {
    it('accepts an assignment meeting every row and bound: x = 0, n = 3 and x = 1, n = 1 fails the floor', () => {
      const m = small();
      expect(satisfies(m, [0, 3])).to.equal(true);
      expect(satisfies(m, [1, 1])).to.equal(false);
    });

    it('holds <= and >= at equality and = only at equality', () => {
      const b = new ModelBuilder();
      const n = b.int('n', 0, 9);
      b.row(BUDGET, 'le', [{ v: n, c: 1 }], '<=', 5);
      b.row(LODGING, 'ge', [{ v: n, c: 1 }], '>=', 5);
      const both = b.build();
      expect([4, 5, 6].map((v) => satisfies(both, [v]))).to.deep.equal([false, true, false]);
      const e = new ModelBuilder();
      const k = e.int('k', 0, 9);
      e.row(LODGING, 'eq', [{ v: k, c: 2 }], '=', 6);
      const eq = e.build();
      expect([2, 3, 4].map((v) => satisfies(eq, [v]))).to.deep.equal([false, true, false]);
    });

    it('refuses a value outside its bounds, a fraction and an assignment of the wrong length', () => {
      const b = new ModelBuilder();
      b.int('n', 1, 3);
      const m = b.build();
      expect([0, 1, 3, 4, 1.5].map((v) => satisfies(m, [v]))).to.deep.equal([false, true, true, false, false]);
      expect(satisfies(m, [])).to.equal(false);
      expect(satisfies(m, [1, 1])).to.equal(false);
    });
  });

  describe('deletionFilter', () => {
    /** Infeasible when the kept rows include both 'lo' and 'hi' (n >= 4 and n <= 2), by satisfaction over n in 0..5. */
    function contradiction(): Model {
      const b = new ModelBuilder();
      const n = b.int('n', 0, 5);
      b.row(LODGING, 'lo', [{ v: n, c: 1 }], '>=', 4);
      b.row(BUDGET, 'loose', [{ v: n, c: 1 }], '<=', 5);
      b.row(BUDGET, 'hi', [{ v: n, c: 1 }], '<=', 2);
      b.row(LODGING, 'any', [{ v: n, c: 1 }], '>=', 0);
      return b.build();
    }
    const infeasible = (m: Model) => (rows: readonly ModelRow[]) => ![0, 1, 2, 3, 4, 5].some((v) => satisfies({ ...m, rows }, [v]));

    it('keeps exactly the rows that cannot hold together, in model order', () => {
      const m = contradiction();
      const asked: string[][] = [];
      const core = deletionFilter(m, (rows) => {
        asked.push(rows.map((r) => r.label));
        return infeasible(m)(rows);
      });
      expect(core).to.deep.equal(['lo', 'hi']);
      // One trial per row: dropping 'lo' makes the rest feasible, so it stays; 'loose', then 'any', are dropped.
      expect(asked).to.deep.equal([
        ['loose', 'hi', 'any'],
        ['lo', 'hi', 'any'],
        ['lo', 'any'],
        ['lo', 'hi'],
      ]);
    });

    it('returns every row when each is needed, and none of a model with no rows', () => {
      const m = contradiction();
      const pair = { ...m, rows: m.rows.filter((r) => r.label === 'lo' || r.label === 'hi') };
      expect(deletionFilter(pair, infeasible(m))).to.deep.equal(['lo', 'hi']);
      expect(deletionFilter({ ...m, rows: [] }, () => true)).to.deep.equal([]);
    });

    it("stops with 'timeout' as soon as a trial runs out of time", () => {
      const m = contradiction();
      let trials = 0;
      const answer = deletionFilter(m, (rows) => (++trials === 2 ? 'timeout' : infeasible(m)(rows)));
      expect([answer, trials]).to.deep.equal(['timeout', 2]);
    });
  });
});
