import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createLogger } from '../../src/logging/createLogger.ts';
import { rawExchange } from './rawExchange.ts';
import { startTestServer, superAdmin, type TestServer } from './startTestServer.ts';

const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
const adminDist = fileURLToPath(new URL('../../../admin/dist', import.meta.url));

/** A line the server wrote through its JSON logger at warning level or above. */
export interface LoggedLine {
  level: number;
  msg: string;
  err?: { message: string };
}

/** Something written to the console or straight to stdout/stderr: outside the JSON logger, which operators parse. */
export interface StrayOutput {
  via: string;
  text: string;
}

export interface FuzzServer {
  server: TestServer;
  /** Every line logged so far; a test reads what one exchange added from its length before. */
  logged: LoggedLine[];
  stray: StrayOutput[];
  /** A session of the super admin written straight into the table (signing in is throttled per address). */
  freshSession(): Promise<string>;
  /** Whether the server still answers `/healthz` and a page of the site (200 both), read over new connections. */
  stillServing(): Promise<string[]>;
  stop(): Promise<void>;
}

/** The page every fuzz run checks afterwards: one that reads the database (the live prices). */
export const knownPage = '/pricing';

const consoleMethods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

/**
 * The whole server (API, admin and site builds) on a copy of the test database, for the fuzz suites: what it logs at
 * warning level and above is kept, and so is anything printed outside its logger (the console, stdout, stderr).
 */
export async function startFuzzServer(env: Record<string, string> = {}): Promise<FuzzServer> {
  if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build first`);
  const logged: LoggedLine[] = [];
  const stray: StrayOutput[] = [];
  const restore: (() => void)[] = [];
  for (const method of consoleMethods) {
    const original = console[method];
    console[method] = (...args: unknown[]) => void stray.push({ via: `console.${method}`, text: args.map(String).join(' ') });
    restore.push(() => {
      console[method] = original;
    });
  }
  for (const name of ['stdout', 'stderr'] as const) {
    const stream = process[name];
    const original = stream.write;
    stream.write = ((chunk: string | Uint8Array) => {
      stray.push({ via: `process.${name}`, text: String(chunk) });
      return true;
    }) as typeof stream.write;
    restore.push(() => {
      stream.write = original;
    });
  }
  const logger = await createLogger({ LOG_LEVEL: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line) as LoggedLine) });
  const server = await startTestServer({ SITE_DIST: siteDist, ADMIN_DIST: adminDist, FORM_RATE_LIMIT: '100000/600', ...env }, logger);
  const [row] = await server.db.query<{ id: string }>('select id from managers where email = $1', [superAdmin.email]);
  const page = async (path: string) => {
    const { statuses, timedOut } = await rawExchange(server.port, [`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`], { waitMs: 10_000 });
    return timedOut ? 'no answer in 10 s' : String(statuses[0] ?? 'closed without an answer');
  };
  const fuzz: FuzzServer = {
    server,
    logged,
    stray,
    async freshSession() {
      const token = randomBytes(32).toString('base64url');
      await server.db.query(
        `insert into sessions (token_hash, manager_id, expires_at) values (sha256(convert_to($1, 'UTF8')), $2, now() + interval '1 hour')`,
        [token, row!.id],
      );
      return token;
    },
    async stillServing() {
      const problems: string[] = [];
      for (const path of ['/healthz', knownPage]) {
        const status = await page(path);
        if (status !== '200') problems.push(`${path} answered ${status}`);
      }
      return problems;
    },
    async stop() {
      await server.stop();
      for (const undo of restore) undo();
    },
  };
  // The first page loads the site's renderer and the first read warms the database: neither is the fuzz's to wait for.
  const cold = await fuzz.stillServing();
  if (cold.length > 0) throw new Error(`the server does not serve before the fuzz: ${cold.join('; ')}`);
  return fuzz;
}

/**
 * The fuzz server for the tests of the file that calls this at its top level: started before them and stopped after
 * them. The object returned is filled in by the start, so the tests read it when they run, not as the file loads.
 */
export function fuzzServerForFile(): FuzzServer {
  const fuzz = {} as FuzzServer;
  let started: FuzzServer | undefined;
  beforeAll(async () => {
    started = await startFuzzServer();
    Object.assign(fuzz, started);
  }, 60_000);
  afterAll(async () => {
    await started?.stop();
  });
  return fuzz;
}
