import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, chownSync, constants, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '@fleet/bench/freePort';

/**
 * A real WordPress for the mirror's test, from Debian's packages (ensure-wordpress.sh installs them): MariaDB in
 * a temporary folder on a free loopback port, PHP's built-in web server on another in front of
 * /usr/share/wordpress (router.php), Debian's per-site config file in /etc/wordpress, the install finished and
 * an application password made from the command line (setup.php). `stop()` removes all of it again.
 */

const wordpressRoot = '/usr/share/wordpress';
const here = fileURLToPath(new URL('.', import.meta.url));

export interface RealWordPress {
  /** Where its pages are, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Its REST root, for CONTENT_SOURCE_URL. */
  url: string;
  /** A REST call as the editor (Basic auth with the application password). */
  rest<T = Record<string, unknown>>(method: string, route: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** Stops the database: WordPress is still there, and answers that it cannot reach it. */
  stopDatabase(): Promise<void>;
  /** Stops the web server: nothing answers at its address any more. */
  stopWebServer(): Promise<void>;
  /** Stops both and removes the folder and the config file. */
  stop(): Promise<void>;
}

/** Throws, saying what to install, when the packages are missing: the test must not pass without its WordPress. */
export function requireWordPress(): void {
  const missing = [
    [`${wordpressRoot}/wp-config.php`, 'wordpress'],
    ['/usr/sbin/mariadbd', 'mariadb-server'],
    ['/usr/bin/mariadb-install-db', 'mariadb-server'],
    ['/usr/bin/php', 'php-cli'],
  ].filter(([path]) => !existsSync(path!));
  if (missing.length > 0) {
    throw new Error(
      `Debian's ${[...new Set(missing.map(([, pkg]) => pkg))].join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing: run api/test/wordpress/ensure-wordpress.sh as root (npm test does)`,
    );
  }
  try {
    accessSync('/etc/wordpress', constants.W_OK);
  } catch {
    throw new Error("Debian's WordPress reads its site's settings from /etc/wordpress, which this user may not write: run the test as root");
  }
}

const children = new Set<ChildProcess>();
const configFiles = new Set<string>();
// A test runner that dies must not leave a database, a web server or a config file behind.
process.once('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
  for (const file of configFiles) rmSync(file, { force: true });
});

/** Each server runs in a process group of its own: PHP's workers go with it. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGTERM');
  if ((await Promise.race([exited, sleep(10_000, 'late')])) === 'late') killGroup(child, 'SIGKILL');
  children.delete(child);
}

function start(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; log: string[] }): ChildProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const keep = (chunk: Buffer) => {
    options.log.push(chunk.toString());
    if (options.log.length > 200) options.log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitFor(what: string, ready: () => Promise<boolean>, log: string[], timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${log.join('').slice(-3000)}`);
}

const phpString = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export async function startWordPress(): Promise<RealWordPress> {
  requireWordPress();
  const dir = mkdtempSync(join(tmpdir(), 'fleet-wordpress-'));
  chmodSync(dir, 0o755);
  const log: string[] = [];
  const asRoot = process.getuid?.() === 0;
  // As root, MariaDB runs as its own user (it refuses root), in folders that user owns.
  const mysqlIds = asRoot
    ? { uid: Number(execFileSync('id', ['-u', 'mysql']).toString()), gid: Number(execFileSync('id', ['-g', 'mysql']).toString()) }
    : undefined;
  const dataDir = join(dir, 'db');
  const runDir = join(dir, 'run');
  const contentDir = join(dir, 'wp-content');
  for (const folder of [dataDir, runDir, contentDir]) mkdirSync(folder);
  if (mysqlIds) for (const folder of [dataDir, runDir]) chownSync(folder, mysqlIds.uid, mysqlIds.gid);
  const socket = join(runDir, 'mysqld.sock');
  const userOption = asRoot ? ['--user=mysql'] : [];

  let database: ChildProcess | undefined;
  let web: ChildProcess | undefined;
  const configName = `fleet-test-${randomBytes(6).toString('hex')}`;
  const configFile = `/etc/wordpress/config-${configName}.php`;
  const stop = async () => {
    await stopChild(web);
    await stopChild(database);
    rmSync(configFile, { force: true });
    configFiles.delete(configFile);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    execFileSync('mariadb-install-db', ['--no-defaults', ...userOption, `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db'], {
      stdio: 'pipe',
    });
    const dbPort = await freePort();
    database = start(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        ...userOption,
        `--datadir=${dataDir}`,
        `--port=${dbPort}`,
        '--bind-address=127.0.0.1',
        `--socket=${socket}`,
        `--pid-file=${join(runDir, 'mysqld.pid')}`,
        '--skip-log-bin',
        '--skip-name-resolve',
        '--innodb-buffer-pool-size=32M',
      ],
      { log },
    );
    const sql = (statement: string) => execFileSync('mariadb', ['--no-defaults', '-uroot', `--socket=${socket}`, '-e', statement], { stdio: 'pipe' });
    await waitFor(
      'MariaDB',
      async () => {
        sql('select 1');
        return true;
      },
      log,
    );
    const dbPassword = randomBytes(12).toString('hex');
    sql(`create database wordpress; create user 'wordpress'@'127.0.0.1' identified by '${dbPassword}'; grant all on wordpress.* to 'wordpress'@'127.0.0.1';`);

    const webPort = await freePort();
    const origin = `http://127.0.0.1:${webPort}`;
    const salt = () => phpString(randomBytes(32).toString('base64'));
    const settings: Record<string, string> = {
      DB_NAME: phpString('wordpress'),
      DB_USER: phpString('wordpress'),
      DB_PASSWORD: phpString(dbPassword),
      DB_HOST: phpString(`127.0.0.1:${dbPort}`),
      WP_HOME: phpString(origin),
      WP_SITEURL: phpString(origin),
      WP_CONTENT_DIR: phpString(contentDir),
      WP_CONTENT_URL: phpString(`${origin}/wp-content`),
      WP_PLUGIN_DIR: phpString(`${wordpressRoot}/wp-content/plugins`),
      WPMU_PLUGIN_DIR: phpString(join(here, 'mu-plugins')),
      // Application passwords need HTTPS, or a site that says it is a local one.
      WP_ENVIRONMENT_TYPE: phpString('local'),
      DISABLE_WP_CRON: 'true',
      AUTOMATIC_UPDATER_DISABLED: 'true',
      WP_HTTP_BLOCK_EXTERNAL: 'true',
      ...Object.fromEntries(
        ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((name) => [
          name,
          salt(),
        ]),
      ),
    };
    configFiles.add(configFile);
    writeFileSync(
      configFile,
      `<?php\n${Object.entries(settings)
        .map(([name, value]) => `define('${name}', ${value});`)
        .join('\n')}\n`,
    );

    const env = { ...process.env, FLEET_WP_CONFIG: configName, FLEET_WP_CONTENT_DIR: contentDir, FLEET_WP_HOST: `127.0.0.1:${webPort}` };
    const editorPassword = randomBytes(12).toString('base64url');
    const installed = JSON.parse(
      execFileSync('php', [join(here, 'setup.php')], { env: { ...env, FLEET_WP_PASSWORD: editorPassword }, stdio: 'pipe' }).toString(),
    ) as {
      user: string;
      application_password: string;
    };
    web = start('php', ['-S', `127.0.0.1:${webPort}`, '-t', wordpressRoot, join(here, 'router.php')], {
      cwd: wordpressRoot,
      env: { ...env, PHP_CLI_SERVER_WORKERS: '4' },
      log,
    });
    await waitFor('WordPress', async () => (await fetch(`${origin}/wp-json/`)).ok, log);

    const authorization = `Basic ${Buffer.from(`${installed.user}:${installed.application_password}`).toString('base64')}`;
    return {
      origin,
      url: `${origin}/wp-json`,
      async rest<T>(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
        const binary = body instanceof Buffer;
        const response = await fetch(`${origin}/wp-json/wp/v2/${route}`, {
          method,
          headers: { Authorization: authorization, ...(body === undefined || binary ? {} : { 'Content-Type': 'application/json' }), ...headers },
          body: body === undefined ? undefined : binary ? new Blob([body]) : JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`WordPress answered ${method} ${route} with ${response.status}: ${text.slice(0, 500)}`);
        return JSON.parse(text) as T;
      },
      stopDatabase: () => stopChild(database),
      stopWebServer: () => stopChild(web),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
