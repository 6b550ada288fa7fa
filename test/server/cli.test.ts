import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { FIXTURE_SANDBOX, REPO_ROOT } from '../helpers/data.ts';
import { captureIo } from '../helpers/io.ts';
import { call } from './helpers.ts';

describe('cli: tripsolver serve', () => {
  it('listens on 127.0.0.1 (a free port with --port 0), answers, and stops cleanly on SIGTERM (exit 0)', async function () {
    this.timeout(60_000);
    const child = spawn(process.execPath, [join(REPO_ROOT, 'bin/tripsolver.js'), 'serve', '--port', '0', '--data', FIXTURE_SANDBOX, '--workers', '1'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, OPENAI_API_KEY: 'sk-secret-never-sent', OPENAI_BASE_URL: '' },
    });
    let err = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr.on('data', (c: Buffer) => {
        err += c.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(err);
        if (m) resolve(m[1]!);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
    });
    expect(err).to.include('(data: ');
    const health = await call(url, 'GET', '/api/health');
    expect(health.json).to.include({ ok: true, data: 'sandbox', workers: 1 });
    for (const path of ['/', '/app.js', '/api/openapi.json', '/examples.json']) {
      expect((await call(url, 'GET', path)).text, path).not.to.include('sk-secret-never-sent');
    }
    const code = await new Promise<number | null>((resolve) => {
      child.once('exit', (c) => resolve(c));
      child.kill('SIGTERM');
    });
    expect(code).to.equal(0);
    expect(err).to.include('tripsolver serve: stopping');
  });

  it('bad flags and a busy port exit 2 with a message naming the flag', async () => {
    const io = captureIo();
    expect(await main(['serve', '--port', 'eighty'], io)).to.equal(2);
    expect(io.stderr.join('')).to.equal('tripsolver: --port: expected a whole number from 0 to 65535, found "eighty"');
    const io2 = captureIo();
    expect(await main(['serve', '--workers', '0'], io2)).to.equal(2);
    expect(io2.stderr.join('')).to.equal('tripsolver: --workers: expected a whole number from 1 to 256, found "0"');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const io3 = captureIo();
      expect(await main(['serve', '--port', String(port), '--data', FIXTURE_SANDBOX, '--workers', '1'], io3)).to.equal(2);
      expect(io3.stderr.join('')).to.equal(`tripsolver: --port ${port}: the port is already in use on 127.0.0.1; choose another with --port`);
    } finally {
      blocker.close();
    }
  });
});
