/**
 * No source function runs over 120 lines without saying why, and none runs over 150 at all (in src/, solver/,
 * scripts/, corpus/ and bin/). A function's lines are its body's, from the line of its opening brace to the line of
 * its closing one (an arrow's expression body: the lines of the expression), comments and blank lines included: what a
 * reader scrolls through. Functions, function expressions, arrows, methods, constructors and accessors count, each
 * on its own (an inner function's lines count for the outer one too).
 *
 * The reason is a line `// Over 120 lines: <why>` among the comment lines right above the function (above its
 * declaration, the `const` it is assigned to, or its method), as CONTRIBUTING.md says.
 *
 * The syntax trees are TypeScript's own, from TypeScript 7's API (`typescript/unstable/sync`, which runs the compiler
 * as a process of its own and hands back its trees), so every kind of function is found as the compiler sees it.
 */
import { join } from 'node:path';
import { expect } from 'chai';
import { SyntaxKind, type Node, type SourceFile } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';
import { REPO_ROOT } from '../helpers/data.ts';
import { expectEveryFolder, FOLDERS } from './folders.ts';

const WARN = 120;
const MAX = 150;
const MARKER = /^\/\/ Over 120 lines: \S/;

/**
 * Long functions in work of another branch, named `file:function`: they are left to it. Each must still be long here
 * (the last test), so the list shrinks as they are split.
 */
const ELSEWHERE: Readonly<Record<string, string>> = {};

const FUNCTIONS = new Set<SyntaxKind>([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

/** A function of a source file: where it starts, its name, its body's lines and whether a reason stands above it. */
export interface Measured {
  /** `file:name`; an unnamed function is named after what it is assigned to, else after its line. */
  readonly key: string;
  /** 1-based line of its start. */
  readonly line: number;
  readonly lines: number;
  readonly reason: boolean;
}

type Named = Node & { readonly name?: Node & { readonly text?: string }; readonly body?: Node };

function nameOf(node: Named, line: number): string {
  if (node.name?.text) return node.name.text;
  if (node.kind === SyntaxKind.Constructor) return 'constructor';
  const holder = node.parent as Named | undefined;
  if (holder?.name?.text && (holder.kind === SyntaxKind.VariableDeclaration || holder.kind === SyntaxKind.PropertyAssignment)) return holder.name.text;
  return `(function at line ${line})`;
}

/** Whether the comment lines right above line `at` (0-based) hold the reason. */
function reasonAbove(lines: readonly string[], at: number): boolean {
  for (let k = at - 1; k >= 0; k--) {
    const text = lines[k]!.trim();
    if (!(text.startsWith('//') || text.startsWith('/*') || text.startsWith('*'))) return false;
    if (MARKER.test(text)) return true;
  }
  return false;
}

/** Every function of a source file, measured; `file` is its path from the repository's root. */
export function measure(sf: SourceFile, file: string): Measured[] {
  const text = sf.text.split('\n');
  const out: Measured[] = [];
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: Node): void => {
    const fn = node as Named;
    if (FUNCTIONS.has(node.kind) && fn.body) {
      const start = lineOf(node.getStart(sf));
      // The statement the function opens (`export function`, `const f = () =>`, `it('...', () =>`) starts on its line.
      let anchor: Node = node;
      while (anchor.parent && anchor.parent.kind !== SyntaxKind.SourceFile && lineOf(anchor.parent.getStart(sf)) === start) anchor = anchor.parent;
      const lines = lineOf(fn.body.end) - lineOf(fn.body.getStart(sf)) + 1;
      out.push({ key: `${file}:${nameOf(fn, start + 1)}`, line: start + 1, lines, reason: reasonAbove(text, lineOf(anchor.getStart(sf))) });
    }
    node.forEachChild(visit);
  };
  sf.forEachChild(visit);
  return out;
}

/** A virtual project of the given folders (any JavaScript too), parsed only: nothing is resolved or type-checked. */
function parseProject(
  sources: { readonly include: readonly string[] } | { readonly files: readonly string[] },
  extra: Readonly<Record<string, string>> = {},
): { api: API; files: () => [string, SourceFile][] } {
  const config = join(REPO_ROOT, '.function-lengths.tsconfig.json');
  const virtual: Record<string, string> = {
    ...extra,
    [config]: JSON.stringify({
      compilerOptions: { allowJs: true, noEmit: true, noResolve: true, noLib: true, types: [], skipLibCheck: true },
      ...sources,
      exclude: ['**/*.d.ts'],
    }),
  };
  const api = new API({
    cwd: REPO_ROOT,
    fs: {
      readFile: (f) => virtual[f],
      fileExists: (f) => (f in virtual ? true : undefined),
    },
  });
  const project = api.updateSnapshot({ openProject: config }).getProject(config)!;
  const files = () =>
    project.program
      .getSourceFileNames()
      .filter((f) => f.startsWith(`${REPO_ROOT}/`))
      .map((f): [string, SourceFile] => [f.slice(REPO_ROOT.length + 1), project.program.getSourceFile(f)!]);
  return { api, files };
}

describe('function lengths', function () {
  this.timeout(60_000);
  let scanned: string[] = [];
  let measured: Measured[] = [];

  before(() => {
    const { api, files } = parseProject({ include: FOLDERS });
    try {
      const all = files();
      scanned = all.map(([file]) => file);
      measured = all.flatMap(([file, sf]) => measure(sf, file));
    } finally {
      api.close();
    }
  });

  it("measures a function's body, names it, and finds the reason among the comments right above it", () => {
    const sample = [
      'export function short() {', //  1
      '  return 1;',
      '}',
      '/** Documented. */', // 4
      '// Over 120 lines: a reason.',
      'export const arrow = async (a: number) => {',
      '  const inner = () =>',
      '    a;',
      '  return inner();',
      '};',
      '// Over 120 lines:', // 11: no reason given
      'class C {',
      '  method(): void {}',
      '}',
      '// Over 120 lines: a reason, but a line of code between.',
      'const x = 1;',
      'it("names nothing", function () {',
      '});',
      '',
    ].join('\n');
    const path = join(REPO_ROOT, 'sample-for-function-lengths.ts');
    const { api, files } = parseProject({ files: [path] }, { [path]: sample });
    try {
      const [[file, sf]] = files() as [[string, SourceFile]];
      expect(measure(sf, file).map((m) => [m.key, m.line, m.lines, m.reason])).to.deep.equal([
        ['sample-for-function-lengths.ts:short', 1, 3, false],
        ['sample-for-function-lengths.ts:arrow', 6, 5, true],
        ['sample-for-function-lengths.ts:inner', 7, 1, false],
        ['sample-for-function-lengths.ts:method', 13, 1, false],
        ['sample-for-function-lengths.ts:(function at line 17)', 17, 2, false],
      ]);
    } finally {
      api.close();
    }
  });

  it('finds the functions of every folder (the scan is not empty)', () => {
    expect(measured.length).to.be.above(1000);
    expectEveryFolder(scanned);
    expect(scanned).to.include.members(['bin/tripsolver.js', 'scripts/build.mjs', 'scripts/mocha12-cli-paths.cjs', 'src/server/page/app.js']);
    expect(measured.find((m) => m.key === 'solver/selection.ts:buildSelectionModel')).to.include({ reason: true });
  });

  it(`lists no function over ${WARN} lines without a reason right above it`, () => {
    expect(
      measured.filter((m) => m.lines > WARN && !m.reason && !(m.key in ELSEWHERE)).map((m) => `${m.key} (line ${m.line}): ${m.lines} lines`),
    ).to.deep.equal([]);
  });

  it(`lists no function over ${MAX} lines, reason or not`, () => {
    expect(measured.filter((m) => m.lines > MAX && !(m.key in ELSEWHERE)).map((m) => `${m.key} (line ${m.line}): ${m.lines} lines`)).to.deep.equal([]);
  });

  it(`has a reason only above a function over ${WARN} lines (a function split since has none left over)`, () => {
    expect(measured.filter((m) => m.reason && m.lines <= WARN).map((m) => `${m.key} (line ${m.line}): ${m.lines} lines`)).to.deep.equal([]);
  });

  it(`leaves to another branch only functions still over ${WARN} lines there`, () => {
    const long = new Set(measured.filter((m) => m.lines > WARN).map((m) => m.key));
    expect(Object.keys(ELSEWHERE).filter((key) => !long.has(key))).to.deep.equal([]);
  });
});
