/**
 * unambiguous(): the rows the benchmark's scorer reads back as themselves. It finds each name's first containing row
 * with one native search over the joined names; held here to the scorer's own reading written out plainly (the first
 * row whose name contains the trimmed name), on random names from a small alphabet so that names hold one another.
 */
import { expect } from 'chai';
import { unambiguous } from '../../solver/candidates.ts';
import { rng } from '../helpers/random.ts';

interface Row {
  readonly name: string;
  readonly price: number;
}

/** The scorer's reading, written independently: a row is kept when the first row containing its trimmed name is itself or an identical row. */
function reference(rows: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const needle = row.name.trim();
    if (needle === '' || needle === '-' || /[;\n\r]/.test(row.name) || seen.has(needle)) return false;
    const first = rows.find((r) => r.name.includes(needle))!;
    if (first !== row && first.price !== row.price) return false;
    seen.add(needle);
    return true;
  });
}

const samePrice = (a: Row, b: Row) => a.price === b.price;

describe('unambiguous (the scorer-faithful first-match over many rows)', () => {
  it('keeps exactly the rows the plain first-match reading keeps, on 2,000 random lists', () => {
    const r = rng(20261127);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
    let kept = 0;
    let dropped = 0;
    for (let n = 0; n < 2000; n++) {
      // A tenth of the lists have a name holding the joining character (the plain search answers for those).
      const ends = r() < 0.1 ? ['', ' ', ';', '\u0000'] : ['', ' ', ';'];
      const rows: Row[] = Array.from({ length: 1 + Math.floor(r() * 12) }, () => {
        const core = Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(['a', 'b', 'ab', ' ', 'c'])).join('');
        const name = pick(['', ' ', 'x']) + core + pick(ends);
        return { name, price: Math.floor(r() * 2) };
      });
      const want = reference(rows);
      expect(unambiguous(rows, samePrice), JSON.stringify(rows)).to.deep.equal(want);
      kept += want.length;
      dropped += rows.length - want.length;
    }
    // Both outcomes are well represented (fixed by the seed).
    expect({ kept, dropped }).to.deep.equal({ kept: 7039, dropped: 6225 });
  });

  it('a name held by an earlier, different row is dropped; an identical earlier row keeps it', () => {
    const rows = [
      { name: 'The Blue Door Cafe', price: 10 },
      { name: 'Blue Door', price: 20 },
      { name: 'Door', price: 10 },
      { name: ' Cafe ', price: 10 },
    ];
    expect(unambiguous(rows, samePrice).map((x) => x.name)).to.deep.equal(['The Blue Door Cafe', 'Door', ' Cafe ']);
  });
});
