/**
 * The drawn structure of the house has no circles: no module imports itself back through others, neither file by
 * file nor folder by folder (each folder of src/ and each file at src/'s top is one box, solver/ is one box, corpus/
 * is one box). Type-only and dynamic imports count too: a drawing tool draws them.
 *
 * And who may import whom, beyond the product: scripts/ and test/ do not import each other's internals. Whatever
 * both need (request sets, synthetic worlds, the fixture requests) lives in corpus/, which imports neither; src/ and
 * solver/ import none of the three. A test imports a script only when that script is what it tests: test/scripts/
 * <name>.test.ts its own scripts/<name>.ts, and the tests of the fixture writer (SCRIPTS_UNDER_TEST) the writer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(folder: string, extensions: readonly string[] = ['.ts']): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...sources(path, extensions));
    else if (extensions.some((e) => entry.name.endsWith(e)) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Relative imports of a file: static (value or type), re-exports and dynamic `import('...')`. */
export function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(pattern)) {
    const spec = (m[1] ?? m[2])!.replace(/\?.*$/, '');
    found.push(normalize(join(dirname(file), spec)));
  }
  return found;
}

/** Strongly connected components with more than one member, or a member importing itself (Tarjan). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Tests that import the script they test, beyond test/scripts/<name>.test.ts: the fixture writer's own output and formats. */
const SCRIPTS_UNDER_TEST: Readonly<Record<string, readonly string[]>> = {
  'test/fixtures/fixtures.test.ts': ['scripts/make-fixtures.ts'],
  'test/fixtures/formats.test.ts': ['scripts/make-fixtures.ts'],
};

const top = (file: string): string => file.split('/')[0]!;

/** Whether `test` is the test of `script`: test/scripts/<name>.test.ts of scripts/<name>.ts, or listed in SCRIPTS_UNDER_TEST. */
const testsScript = (test: string, script: string): boolean =>
  test === `test/scripts/${script.replace(/^scripts\//, '').replace(/\.[cm]?[jt]s$/, '')}.test.ts` || (SCRIPTS_UNDER_TEST[test] ?? []).includes(script);

/** The imports the rules above forbid, as "importer -> imported". */
export function forbiddenImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [file, deps] of graph) {
    for (const d of deps) {
      const [from, to] = [top(file), top(d)];
      const forbidden =
        (from === 'scripts' && to === 'test') ||
        (from === 'test' && to === 'scripts' && !testsScript(file, d)) ||
        (from === 'corpus' && (to === 'test' || to === 'scripts')) ||
        ((from === 'src' || from === 'solver') && (to === 'test' || to === 'scripts' || to === 'corpus'));
      if (forbidden) found.push(`${file} -> ${d}`);
    }
  }
  return found;
}

const box = (file: string): string => {
  const parts = file.split('/');
  return parts[0] === 'src' ? parts.slice(0, 2).join('/') : parts[0]!;
};

describe('import structure', () => {
  const files = [...sources('src'), ...sources('solver'), ...sources('corpus')].map((f) => relative(root, join(root, f)));
  const known = new Set(files);
  const fileGraph = new Map<string, string[]>();
  for (const f of files)
    fileGraph.set(
      f,
      importsOf(f, readFileSync(join(root, f), 'utf8')).filter((d) => known.has(d)),
    );

  it('finds the imports of every kind', () => {
    const text =
      "import a from './a.ts';\nimport type { B } from '../b.ts';\nexport { c } from './c/index.ts';\nconst d = await import('./d.ts?x=1');\nimport './e.ts';\n";
    expect(importsOf('src/x/y.ts', text)).to.deep.equal(['src/x/a.ts', 'src/b.ts', 'src/x/c/index.ts', 'src/x/d.ts', 'src/x/e.ts']);
  });

  it('finds a circle when there is one, and none in a chain', () => {
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).to.deep.equal([['a', 'b', 'c']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).to.deep.equal([]);
  });

  it('reads the imports of every source file (the scan is not empty)', () => {
    expect(files.length).to.be.above(100);
    expect(fileGraph.get('src/cli/plan.ts')).to.include('src/answers.ts');
    expect(fileGraph.get('src/server/worker.ts')).to.include('src/answers.ts');
  });

  it('has no circle between files', () => {
    expect(circles(fileGraph)).to.deep.equal([]);
  });

  it('has no circle between folders', () => {
    const folderGraph = new Map<string, string[]>();
    for (const [f, deps] of fileGraph) {
      const from = box(f);
      const list = folderGraph.get(from) ?? [];
      for (const d of deps) if (box(d) !== from && !list.includes(box(d))) list.push(box(d));
      folderGraph.set(from, list);
    }
    expect(circles(folderGraph)).to.deep.equal([]);
  });
});

describe('what scripts/, test/ and corpus/ import', () => {
  const extensions = ['.ts', '.mts', '.mjs', '.cjs', '.js'];
  const files = ['src', 'solver', 'corpus', 'scripts', 'test', 'bin'].flatMap((folder) => sources(folder, extensions));
  const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(join(root, f), 'utf8'))]));

  it('finds a forbidden import when there is one, and lets a test import the script it tests', () => {
    expect(
      forbiddenImports(
        new Map([
          ['scripts/bench-x.ts', ['test/translate/cases.ts', 'corpus/scale-world.ts', 'src/index.ts']],
          ['test/solver/a.test.ts', ['scripts/scale-world.ts', 'corpus/scale-world.ts']],
          ['test/scripts/mutation-score.test.ts', ['scripts/mutation-score.ts', 'scripts/mutate.ts']],
          ['test/fixtures/fixtures.test.ts', ['scripts/make-fixtures.ts']],
          ['test/verbalize/golden.test.ts', ['scripts/make-fixtures.ts']],
          ['corpus/x.ts', ['test/helpers/data.ts', 'src/index.ts']],
          ['src/x.ts', ['corpus/x.ts']],
        ]),
      ),
    ).to.deep.equal([
      'scripts/bench-x.ts -> test/translate/cases.ts',
      'test/solver/a.test.ts -> scripts/scale-world.ts',
      'test/scripts/mutation-score.test.ts -> scripts/mutate.ts',
      'test/verbalize/golden.test.ts -> scripts/make-fixtures.ts',
      'corpus/x.ts -> test/helpers/data.ts',
      'src/x.ts -> corpus/x.ts',
    ]);
  });

  it('reads the imports of scripts, tests and the corpus (the scan is not empty)', () => {
    expect(graph.get('scripts/bench-translate.ts')).to.include('corpus/translate/cases.ts');
    expect(graph.get('test/fixtures/fixtures.test.ts')).to.include('scripts/make-fixtures.ts');
    expect(graph.get('scripts/build.mjs')).to.not.equal(undefined);
  });

  it('has scripts/ and test/ import nothing of each other but a script its test, and corpus/ neither of them', () => {
    expect(forbiddenImports(graph)).to.deep.equal([]);
  });
});
