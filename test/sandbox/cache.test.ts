import { expect } from 'chai';
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedSandboxes, loadSandbox, SANDBOX_CACHE_SIZE } from '../../src/sandbox/index.ts';
import { FIXTURE_SANDBOX } from '../helpers/data.ts';

describe('sandbox cache: least recently used, bounded', () => {
  let root: string;
  let dirs: string[];
  before(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'tripsolver-cache-')));
    dirs = Array.from({ length: SANDBOX_CACHE_SIZE + 1 }, (_, k) => {
      const dir = join(root, `data${k}`);
      cpSync(FIXTURE_SANDBOX, dir, { recursive: true });
      return dir;
    });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it(`keeps the ${SANDBOX_CACHE_SIZE} most recently used folders and evicts the least recently used`, () => {
    const ours = () => cachedSandboxes().filter((d) => d.startsWith(root));
    const first = dirs.slice(0, SANDBOX_CACHE_SIZE).map((d) => loadSandbox(d));
    expect(ours()).to.deep.equal(dirs.slice(0, SANDBOX_CACHE_SIZE));
    // Using data0 again makes it the most recent: data1 is now the least recently used.
    expect(loadSandbox(dirs[0]!)).to.equal(first[0]);
    expect(ours()).to.deep.equal([...dirs.slice(1, SANDBOX_CACHE_SIZE), dirs[0]]);
    loadSandbox(dirs[SANDBOX_CACHE_SIZE]!);
    expect(ours()).to.deep.equal([...dirs.slice(2, SANDBOX_CACHE_SIZE), dirs[0], dirs[SANDBOX_CACHE_SIZE]]);
    expect(cachedSandboxes()).to.have.length(SANDBOX_CACHE_SIZE);
    // data1 was evicted: loading it again reads it afresh; data0 was kept: the same object.
    expect(loadSandbox(dirs[1]!)).to.not.equal(first[1]);
    expect(loadSandbox(dirs[0]!)).to.equal(first[0]);
  });
});
