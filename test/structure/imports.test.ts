/**
 * The drawn structure of the house has no circles: no module imports itself back through others, neither file by
 * file nor folder by folder (each folder of src/ and each file at src/'s top is one box, solver/ is one box).
 * Type-only and dynamic imports count too: a drawing tool draws them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...sources(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
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

const box = (file: string): string => {
  const parts = file.split('/');
  return parts[0] === 'src' ? parts.slice(0, 2).join('/') : parts[0]!;
};

describe('import structure', () => {
  const files = [...sources('src'), ...sources('solver')].map((f) => relative(root, join(root, f)));
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
