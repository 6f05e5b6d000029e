import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./bareHonoServer.ts', import.meta.url));

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** bareHonoServer.ts in its own process, on a port the system picks. */
export function spawnBareServer(): Promise<BareServer> {
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, PORT: '0' } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const port = /listening on (\d+)/.exec(out)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop });
    });
    void exited.then(() => reject(new Error(`the bare Hono server exited before listening: ${out}`)));
  });
}
