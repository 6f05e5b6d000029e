import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteOptions } from '../../src/db/openPglite.ts';
import { pgliteOnly } from './pgliteOnly.ts';

const mainScript = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

interface Started {
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
  /** The base URL once the server says it serves; throws if it exits first. */
  serving(): Promise<string>;
  child: ChildProcess;
}

/** `node src/main.ts` in `cwd`, with only the given variables on top of this process' own (less the server's). */
function startMain(cwd: string, env: Record<string, string>): Started {
  const { ANON_KEY: _key, LOG_LEVEL: _level, LOG_FORMAT: _format, ...inherited } = process.env;
  const child = spawn(process.execPath, [mainScript], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.once('close', (status) => {
      code = status;
      resolve(status);
    });
  });
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async serving() {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(50)) {
        if (code !== undefined) throw new Error(`the server exited (${code}); stderr:\n${stderr}\nstdout:\n${stdout}`);
        const port = /Serving the site at http:\/\/[^:/]+:(\d+)\//.exec(stdout)?.[1];
        if (port) return `http://127.0.0.1:${port}`;
      }
      throw new Error(`the server did not serve; stdout:\n${stdout}\nstderr:\n${stderr}`);
    },
  };
}

let work: string;
let dataDir: string;
let blocker: Server | undefined;
const running: ChildProcess[] = [];
const serverEnv = () => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_EMAIL: 'super@startup.example',
  ADMIN_PASSWORD: 'Startup-Secret-42!',
  SMTP_URL: '',
  SITE_DIST: '/nonexistent',
  ADMIN_DIST: '/nonexistent',
  SHUTDOWN_DRAIN_SECONDS: '0',
});

beforeAll(async () => {
  if (!pgliteOnly) return;
  work = mkdtempSync(join(tmpdir(), 'fleet-startup-'));
  dataDir = join(work, 'data');
  mkdirSync(dataDir);
  // The test run's seeded template as the store, so the servers skip the first start's build and seed.
  const store = await PGlite.create(join(dataDir, 'pgdata'), { ...pgliteOptions, loadDataDir: new Blob([readFileSync(inject('databaseTemplate'))]) });
  await store.close();
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!pgliteOnly)('starting the real server', () => {
  it('reads .env from its working folder, under the variables already set', { timeout: 90_000 }, async () => {
    const cwd = join(work, 'with-dotenv');
    mkdirSync(cwd);
    writeFileSync(join(cwd, '.env'), '# read by the test\nANON_KEY=key-from-dotenv\nADMIN_NAME="Name From Dotenv"\n');
    const server = startMain(cwd, { ...serverEnv(), ADMIN_NAME: 'Name From Environment' });
    running.push(server.child);
    const url = await server.serving();

    const stats = (key: string) => fetch(`${url}/functions/v1/fleet-stats`, { headers: { Authorization: `Bearer ${key}` } });
    expect((await stats('key-from-dotenv')).status).toBe(200);
    expect((await stats('public-anon-key')).status).toBe(401);
    const signIn = await fetch(`${url}/functions/v1/signin`, {
      method: 'POST',
      headers: { Authorization: 'Bearer key-from-dotenv', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'super@startup.example', password: 'Startup-Secret-42!' }),
    });
    expect(((await signIn.json()) as { manager: { name: string } }).manager.name).toBe('Name From Environment');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('ends with one clear line and exit code 1 when the port is taken, and closes the database', { timeout: 90_000 }, async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker!.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const cwd = join(work, 'plain');
    mkdirSync(cwd);

    const server = startMain(cwd, { ...serverEnv(), ANON_KEY: 'any', PORT: String(port) });
    running.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(`Port ${port} is already in use: stop the other server or set PORT.\n`);
    expect(server.stdout()).toContain('Database ready in');
    expect(server.stdout()).not.toContain('Serving');
    expect(existsSync(join(dataDir, 'server.lock')), 'the lock of a database left open').toBe(false);
  });

  it('says once that TRUST_PROXY is deprecated, naming TRUSTED_PROXIES, and refuses a TRUSTED_PROXIES it cannot read in one line', {
    timeout: 90_000,
  }, async () => {
    const cwd = join(work, 'proxies');
    mkdirSync(cwd);
    const refused = startMain(cwd, { ...serverEnv(), ANON_KEY: 'any', TRUSTED_PROXIES: '10.0.0.0/8,proxy.internal' });
    running.push(refused.child);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toBe(
      'The server could not start: TRUSTED_PROXIES must list the proxies\' addresses or networks, such as 10.0.0.0/8,127.0.0.1/32,::1/128; "proxy.internal" is not one\n',
    );

    const server = startMain(cwd, { ...serverEnv(), ANON_KEY: 'any', TRUST_PROXY: '1' });
    running.push(server.child);
    await server.serving();
    expect(server.stdout().match(/TRUST_PROXY is deprecated: [^"]*Set TRUSTED_PROXIES/g)).toHaveLength(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
