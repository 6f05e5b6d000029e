import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Throws, saying what to install, when there is no nginx to run: on PostgreSQL the scaling test must not pass without it. */
export function requireNginx(): void {
  if (!existsSync(nginxBinary)) {
    throw new Error(`nginx is not installed at ${nginxBinary}: apt-get install nginx-light (.ci/run does), or set NGINX_PATH`);
  }
}

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test runner that dies must not leave a balancer holding its port.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface NginxOptions {
  /**
   * A shared cache in front, as a CDN would keep pages: nginx's proxy_cache, following the answers' Cache-Control
   * (s-maxage, stale-while-revalidate, stale-if-error, private, no-store), Vary and ETag, as docs/operations.md advises.
   * Each answer says in X-Cache-Status whether it came from the cache (HIT, STALE, UPDATING) or not (MISS, EXPIRED).
   */
  cache?: boolean;
}

const cacheDirectives = `
      proxy_cache pages;
      proxy_cache_revalidate on;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;`;

function config(dir: string, port: number, upstreams: string[], { cache = false }: NginxOptions): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  // As root, nginx's workers would switch to nobody, who may not write to the temp folders in a 0700 folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  ${cache ? `proxy_cache_path ${join(dir, 'cache')} levels=1:2 keys_zone=pages:10m max_size=64m inactive=10m use_temp_path=off;` : ''}
  upstream app { ${upstreams.map((url) => `server ${new URL(url).host};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;${cache ? cacheDirectives : ''}
    }
  }
}
`;
}

/**
 * Debian's nginx as a round-robin load balancer (and with `cache`, a shared cache) on 127.0.0.1:`port` in front of `upstreams` (base URLs), in the
 * foreground with every file it writes in a folder of its own, so it needs no system configuration. Resolves
 * once it passes a request through (GET /healthz answers 200); a start that fails stops it again.
 */
export async function startNginx(upstreams: string[], port: number, options: NginxOptions = {}): Promise<LoadBalancer> {
  requireNginx();
  const dir = mkdtempSync(join(tmpdir(), 'fleet-nginx-'));
  writeFileSync(join(dir, 'nginx.conf'), config(dir, port, upstreams, options));
  const child = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let exited = false;
  const closed = new Promise<void>((resolve) =>
    child.once('close', () => {
      exited = true;
      running.delete(child);
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGQUIT');
    await closed;
    rmSync(dir, { recursive: true, force: true });
  };
  const errorLog = () => [stderr, existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''].join('\n').trim();

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (exited) throw new Error(`nginx exited at start: ${errorLog()}`);
      const answer = await fetch(`${url}/healthz`).catch(() => undefined);
      await answer?.arrayBuffer();
      if (answer?.status === 200) return { url, stop };
      if (Date.now() > deadline) throw new Error(`nginx did not pass GET /healthz through within 30 s: ${errorLog()}`);
      await sleep(50);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
