import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { anonFetch, processAnonKey } from './anonFetch.ts';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const mainScript = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly pid: number;
  readonly dataDir: string;
  stdout(): string;
  stderr(): string;
  /** Settles when the process has exited and been reaped (its pid no longer answers). */
  readonly exited: Promise<ExitStatus>;
  /** The base URL once GET /functions/v1/fleet-stats answers 200; throws if the process exits first. */
  waitUntilServing(timeoutMs?: number): Promise<string>;
  /** Sends the signal (SIGKILL for a crash) and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<ExitStatus>;
}

const live = new Set<ChildProcess>();
// A test runner that dies must not leave servers holding ports, memory and data folders.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Kills every server this process started that is still running. */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...live].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('close', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/**
 * What every server spawned here runs with, and the benches' servers too: a port the system picks, PGlite unless
 * DATABASE_URL is given, the public key and super admin the tests sign in with, a form limit no test reaches, no mail,
 * no site or admin build.
 */
export const processServerEnv = {
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  ANON_KEY: processAnonKey,
  ADMIN_EMAIL: 'super@process.example',
  ADMIN_PASSWORD: 'Process-Secret-42!',
  FORM_RATE_LIMIT: '100000/600',
  SMTP_URL: '',
  SITE_DIST: '/nonexistent',
  ADMIN_DIST: '/nonexistent',
};

/**
 * The real server (`node src/main.ts`) as a child process on PGlite in `dataDir`,
 * on a port the system picks (read back from its startup line).
 */
export function spawnServer(dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, [mainScript], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...processServerEnv,
      DATA_DIR: dataDir,
      // No load balancer in front: a SIGTERM stops taking connections at once (gracefulShutdown.test.ts sets one).
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
  });
  if (child.pid === undefined) throw new Error('the server process could not be spawned');
  live.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let status: ExitStatus | undefined;
  const exited = new Promise<ExitStatus>((resolve) => {
    // 'close' rather than 'exit': by then stdout and stderr are complete too.
    child.once('close', (code, signal) => {
      live.delete(child);
      status = { code, signal };
      resolve(status);
    });
  });

  const describeExit = () => `exited (${JSON.stringify(status)}); stderr:\n${stderr}\nstdout:\n${stdout}`;

  return {
    pid: child.pid,
    dataDir,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async waitUntilServing(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (status) throw new Error(`the server ${describeExit()}`);
        if (Date.now() > deadline) throw new Error(`the server did not serve within ${timeoutMs} ms; stdout:\n${stdout}\nstderr:\n${stderr}`);
        const port = /Serving the site at http:\/\/[^:/]+:(\d+)\//.exec(stdout)?.[1];
        if (port) {
          const url = `http://127.0.0.1:${port}`;
          const response = await anonFetch(`${url}/functions/v1/fleet-stats`).catch(() => undefined);
          await response?.arrayBuffer();
          if (response?.status === 200) return url;
        }
        await sleep(50);
      }
    },
    async kill(signal) {
      if (!status) child.kill(signal);
      return exited;
    },
  };
}
