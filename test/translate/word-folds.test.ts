/**
 * Word folds (src/translate/rules/word-folds.ts): typos by one swap of neighbouring letters and Spanish and French
 * words read as English, one character for one, so every offset the readers find is the original's.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WRITTEN } from '../../corpus/translate/written/index.ts';
import { foldWords } from '../../src/translate/rules/word-folds.ts';

const outside = join(import.meta.dirname, '../../corpus/translate/outside');

describe('rules translator: word folds', () => {
  it('keep the length of every request of the written suite and of every outside set', () => {
    const requests = WRITTEN.map((c) => c.request);
    for (const f of readdirSync(outside).filter((n) => n.endsWith('.jsonl')))
      for (const line of readFileSync(join(outside, f), 'utf8').split('\n'))
        if (line.trim() !== '') requests.push((JSON.parse(line) as { query: string }).query);
    expect(requests.length).to.be.greaterThan(3000);
    const changed = requests.filter((r) => foldWords(r) !== r);
    expect(changed.length, 'some requests have words to fold').to.be.greaterThan(10);
    for (const r of requests) expect(foldWords(r).length, r).to.equal(r.length);
  });

  it('read a swap of two neighbouring letters of the reader’s words as the word, in the case written', () => {
    expect(foldWords('me and my husbnad, 3 freinds')).to.equal('me and my husband, 3 friends');
    expect(foldWords('Itlaian food in Feburary')).to.equal('Italian food in February');
    expect(foldWords('PIRVATE room')).to.equal('PRIVATE room');
    // A word of its own is left as it is ("form", "cast", "pest" are no swaps of a word read).
    expect(foldWords('fill in the form; cast; a pest')).to.equal('fill in the form; cast; a pest');
  });

  it('read Spanish and French companions after English glue, padded to the length written', () => {
    expect(foldWords('con mi novia')).to.equal('w/  my gf   ');
    expect(foldWords('avec ma femme')).to.equal('with my wife ');
    expect(foldWords('me n mi novio')).to.equal('me n my bf   ');
    expect(foldWords('me + mon mari')).to.equal('me + my  mate');
    expect(foldWords('yo + mis papás')).to.equal('I  + mom & dad');
    expect(foldWords('moi + 2 amis')).to.equal('me  + 2 pals');
    expect(foldWords('solo + mi perro Taco')).to.equal('solo + my dog   Taco');
  });

  it('leave a party said wholly in Spanish or French to the counts that read it, and "yo" after an age', () => {
    for (const said of ['Mi esposa y yo', 'Somos 2 adultos y 2 niños', 'Moi et mon mari', 'our 15 yo and our 2 yo', 'the San Diego Padres'])
      expect(foldWords(said)).to.equal(said);
  });

  it('read lodging, ways, money and food words, and a cuisine only near a word of food', () => {
    expect(foldWords('casa entera')).to.equal('entire home');
    expect(foldWords('un cuarto privado')).to.equal('un private room  ');
    expect(foldWords("pas d'avion")).to.equal('no flights ');
    expect(foldWords('presupuesto 900 dólares')).to.equal('budget      900 dollars');
    expect(foldWords('comida mexicana y italiana')).to.equal('food   mexican  y italian ');
    expect(foldWords('elle est française')).to.equal('elle est française');
    expect(foldWords('viaje de Houston a Chicago')).to.equal('trip frm Houston > Chicago');
    // ("for a week": "a" between names only after a word of leaving, and between names in capitals.)
    expect(foldWords('from Seattle for a week in Montana')).to.equal('from Seattle for a week in Montana');
  });
});
