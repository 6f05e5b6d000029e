import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@fleet/bench/freePort';

const run = promisify(execFile);

export type StopMode = 'smart' | 'fast' | 'immediate';

/**
 * A PostgreSQL server of a test's own, to stop and start at will: never the shared TEST_DATABASE_URL server,
 * which other test files use at the same time.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:{port}/postgres`. */
  readonly url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m {mode}`: `fast` is what a failover or a minor-version upgrade does to the sessions. */
  stop(mode?: StopMode): Promise<void>;
  restart(mode?: StopMode): Promise<void>;
  /** Stops the server (immediately) if it runs, and removes its folder. */
  cleanup(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder (Debian's layout), or undefined. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : join(root, newest, 'bin');
}

/**
 * initdb into a new temporary folder and start the server on 127.0.0.1 and a free port, with fsync off (its data
 * may be lost, it is a test's). PostgreSQL refuses to run as root: as root the commands run as the `postgres`
 * user (through runuser), who then owns the folder; otherwise as the user running the tests.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'fleet-private-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const pgCommand = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args);
  const port = await freePort();
  let running = false;

  const withLog = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';
      throw new Error(`${what} failed: ${(error as Error).message}\nserver log:\n${tail}`);
    }
  };

  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await withLog('pg_ctl start', () =>
        pgCommand('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']),
      );
      running = true;
    },
    async stop(mode = 'fast') {
      await withLog(`pg_ctl stop -m ${mode}`, () => pgCommand('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']));
      running = false;
    },
    async restart(mode = 'fast') {
      await server.stop(mode);
      await server.start();
    },
    async cleanup() {
      if (running) await server.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    await withLog('initdb', () => pgCommand('initdb', ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync']));
    await server.start();
  } catch (error) {
    await server.cleanup();
    throw error;
  }
  return server;
}
