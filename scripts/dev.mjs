// npm run dev: the API (restarted by Node's watch mode when its code changes) with the site and the admin
// on their dev servers (Astro's for the site, Vite's for the admin; hot reload), which pass API calls, media and demo links through to the API.
// `npm run dev -- site` or `npm run dev -- admin` starts only that app beside the API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './requireSupportedNode.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.PORT ?? '8080';
const apps = { site: '5173', admin: '5174' };
const wanted = process.argv.slice(2).filter((name) => name in apps);
const chosen = wanted.length ? wanted : Object.keys(apps);

const children = [];
function start(name, command, args, { cwd = root, env = {} } = {}) {
  // Each in its own process group, so stopping reaches what it started too (Vite under npx, the server under --watch).
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    stop(1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exitCode = code;
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

start('api', process.execPath, ['--watch-path=api/src', '--watch-path=packages/ui/src/rules', 'api/src/main.ts'], {
  env: { PORT: apiPort, LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' },
});
for (const app of chosen) {
  const server = app === 'site' ? ['astro', 'dev'] : ['vite'];
  start(app, 'npx', [...server, '--port', apps[app], '--strictPort'], {
    cwd: join(root, app),
    env: { API_ORIGIN: `http://localhost:${apiPort}`, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}
console.log(
  `Dev servers: ${chosen.map((app) => `the ${app} on http://localhost:${apps[app]}${app === 'admin' ? '/admin/' : '/'}`).join(', ')}, the API on http://localhost:${apiPort}`,
);
