import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The first super admin of the spawned server: the admin's sign-in is measured as them. */
export const benchAdmin = { email: 'bench@example.com', password: 'Bench-Only-Secret-42!' } as const;

export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The production server as `npm start` runs it (`node scripts/start.mjs`, which first builds whatever
 * is missing or stale), on `port` with its embedded database in `dataDir`. Resolves once GET / answers 200.
 */
export async function spawnSite(port: number, dataDir: string, timeoutMs = 300_000): Promise<SiteServer> {
  // Its own process group: start.mjs runs the build and the API server as children, and a stop
  // must reach them all.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
    },
  });
  let output = '';
  const keep = (chunk: string) => (output = (output + chunk).slice(-20_000));
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  let exitedWith: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('close', (code, signal) => {
      exitedWith = signal ?? `code ${code}`;
      resolve();
    }),
  );
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  process.once('exit', () => {
    if (exitedWith === undefined) killGroup('SIGKILL');
  });

  const stop = async () => {
    if (exitedWith === undefined) killGroup('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) {
      killGroup('SIGKILL');
      await exited;
    }
  };

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitedWith !== undefined) throw new Error(`the server exited (${exitedWith}) before serving; its output:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not serve ${url}/ within ${timeoutMs / 1000} s; its output:\n${output}`);
    }
    const response = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
    await response?.arrayBuffer();
    if (response?.status === 200) return { url, stop };
    await sleep(250);
  }
}
