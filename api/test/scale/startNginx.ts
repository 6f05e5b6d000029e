import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Debian's nginx as a round-robin load balancer in front of `upstreams` (base URLs), in the foreground
 * with every file it writes in a folder of its own, so it needs no system configuration.
 */
export async function startNginx(upstreams: string[]): Promise<LoadBalancer> {
  if (!existsSync(nginxBinary)) throw new Error(`nginx is not installed at ${nginxBinary}: apt-get install nginx-light (or set NGINX_PATH)`);
  const dir = mkdtempSync(join(tmpdir(), 'fleet-nginx-'));
  const port = await freePort();
  const servers = upstreams.map((url) => `server ${new URL(url).host};`).join(' ');
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  upstream app { ${servers} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let exited = false;
  const closed = new Promise<void>((resolve) =>
    child.once('close', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`nginx exited at start: ${stderr}`);
    const answer = await fetch(`${url}/healthz`).catch(() => undefined);
    await answer?.arrayBuffer();
    if (answer) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 30 s: ${stderr}`);
    await sleep(50);
  }
  return {
    url,
    async stop() {
      if (!exited) child.kill('SIGQUIT');
      await closed;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
