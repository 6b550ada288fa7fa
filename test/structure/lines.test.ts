/**
 * No source line runs over 160 characters (in src/, solver/, scripts/, corpus/ and bin/: .ts, .mts, .mjs and .js
 * files). Biome formats at that width but cannot break a string, a template literal, a comment or a regex, so such a
 * line is wrapped by hand: a string or template literal is split into pieces joined with `+` (the same text, byte for
 * byte), a comment is rewrapped.
 *
 * Exempt are:
 * - a line that is a regex literal (alone, or calling its `.test(`/`.exec(`), or holds `String.raw`: a word list (a
 *   table of alternatives) reads best whole;
 * - the request tables of corpus/ (`TABLES`), which are data, one request a line;
 * - for now, work of another branch (`ELSEWHERE`), each entry with its reason; each must still have a long line here
 *   (the last test), so an entry goes once its lines are wrapped.
 *
 * A line's length is counted in characters (code points), its indentation included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { REPO_ROOT } from '../helpers/data.ts';
import { expectEveryFolder, FOLDERS } from './folders.ts';

/** Which files of the folders held to the rule are sources. */
const SOURCE = /\.(?:ts|mts|mjs|js)$/;
const MAX = 160;

/** The request tables of corpus/, a file or a folder (ending in `/`). */
const TABLES = ['corpus/translate/cases.ts', 'corpus/translate/written/', 'corpus/fixture-requests.ts', 'corpus/translate/outside/'] as const;

/** Work of another branch, a file or a folder (ending in `/`), with the reason it is left to it. */
const ELSEWHERE: Readonly<Record<string, string>> = {};

/**
 * A line whose code is one regex literal: after an optional `name:` or `name =` (or a `!` or `(` before it),
 * `/…/flags` and a `,`, `;` or `)`, or the call of its `.test(` or `.exec(` that the next line's argument completes.
 */
const REGEX_LINE = /^\s*(?:(?:(?:export\s+)?(?:const|let|var)\s+)?[\w$.]+\s*[:=]\s*)?[!(]*\/(?![/*]).*\/[dgimsuvy]*(?:[,;)]*|\.(?:test|exec)\()\s*$/;

/** Whether a line is a word list, exempt from the width: a regex literal, or a line that holds `String.raw`. */
function isWordList(line: string): boolean {
  return REGEX_LINE.test(line) || line.includes('String.raw');
}

const under = (file: string, entry: string): boolean => (entry.endsWith('/') ? file.startsWith(entry) : file === entry);

/** Every line over the width in a source text, `file:line (length)`, word lists left out. */
function longLines(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const length = [...line].length;
    return length > MAX && !isWordList(line) ? [`${file}:${i + 1} (${length})`] : [];
  });
}

describe('line lengths', () => {
  let files: string[] = [];
  let long: string[] = [];

  before(() => {
    files = FOLDERS.flatMap((folder) =>
      readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter((f) => SOURCE.test(f))
        .map((f) => `${folder}/${f.split('\\').join('/')}`),
    ).sort();
    long = files.flatMap((file) => longLines(file, readFileSync(join(REPO_ROOT, file), 'utf8')));
  });

  it('counts characters and leaves out a regex literal or a line holding String.raw', () => {
    const pad = ' '.repeat(150);
    const text = [
      `const s = '${pad}';`, // 1: over
      `const s = '${pad.slice(20)}';`, // 2: under
      `  /\\b(?:${pad})\\b/i,`, // 3: a regex literal
      `  name: /\\b(?:${pad})\\b/iu,`, // 4: a named one
      `export const WORDS = /(?:${pad})/;`, // 5: a declared one
      `const r = new RegExp(String.raw\`\\b${pad}\`, 'i');`, // 6: String.raw
      `// /a comment/ ${pad}`, // 7: a comment, however it ends
      `const s = '${pad.slice(8)}'; // /x/`, // 8: code before the slashes
      `const s = '${'é'.repeat(155)}';`, // 9: 168 characters, more bytes
      `  /* ${pad}${pad.slice(140)} */`, // 10: a block comment
    ].join('\n');
    expect(longLines('f.ts', text)).to.deep.equal(['f.ts:1 (163)', 'f.ts:7 (165)', 'f.ts:8 (162)', 'f.ts:9 (168)', 'f.ts:10 (168)']);
  });

  it('reads the files of every folder (the scan is not empty)', () => {
    expect(files.length).to.be.above(200);
    expectEveryFolder(files);
    expect(files).to.include.members(['bin/tripsolver.js', 'scripts/build.mjs', 'src/server/page/app.js', 'corpus/translate/cases.ts']);
  });

  it(`lists no line over ${MAX} characters outside the word lists, the request tables and the work of another branch`, () => {
    const exempt = [...TABLES, ...Object.keys(ELSEWHERE)];
    expect(long.filter((l) => !exempt.some((entry) => under(l.slice(0, l.indexOf(':')), entry)))).to.deep.equal([]);
  });

  it('names request tables that exist, and work of another branch that still has a long line', () => {
    const longFiles = new Set(long.map((l) => l.slice(0, l.indexOf(':'))));
    for (const entry of [...TABLES, ...Object.keys(ELSEWHERE)])
      expect(
        files.some((f) => under(f, entry)),
        `${entry} is no source file or folder`,
      ).to.equal(true);
    expect(Object.keys(ELSEWHERE).filter((entry) => ![...longFiles].some((f) => under(f, entry)))).to.deep.equal([]);
  });
});
