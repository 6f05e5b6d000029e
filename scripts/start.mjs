// npm start: builds the site and admin apps when missing or older than their sources, then serves
// everything from one process on PORT (default 8080).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { requireSupportedNode } from './requireSupportedNode.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const sources = ['packages', 'openapi.yaml'].map((p) => newest(join(root, p)));
// What each app's build leaves last: the site's server entry, the admin's page.
const builtFile = { site: join('dist', 'server', 'entry.mjs'), admin: join('dist', 'index.html') };
const stale = ['site', 'admin'].filter((app) => {
  const built = join(root, app, builtFile[app]);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return Math.max(newest(join(root, app)), ...sources) > builtAt;
});

for (const app of stale) {
  console.log(`Building the ${app} app…`);
  const result = spawnSync('npm', ['run', 'build', '-w', `@fleet/${app}`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Node runs the server's TypeScript itself (type stripping): no loader between production and the code. The preload
// starts OpenTelemetry before the server imports `pg` when OTEL_EXPORTER_OTLP_ENDPOINT asks for traces, else nothing.
const preload = pathToFileURL(join(root, 'api/src/telemetry/register.ts')).href;
const server = spawn(process.execPath, ['--import', preload, join(root, 'api/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
