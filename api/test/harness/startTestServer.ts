import { randomBytes } from 'node:crypto';
import type { components } from '@fleet/api-client';
import { type ApiClient, createApiClient } from '@fleet/api-client';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../../src/config.ts';
import { createLogger, type Logger } from '../../src/logging/createLogger.ts';
import { type RunningServer, startServer } from '../../src/server/startServer.ts';
import { cloneTemplate } from './testDatabase.ts';

export const anonKey = 'test-anon-key';
/** A fresh key per run: nothing is written beside the test databases. */
const testEncryptionKey = randomBytes(32).toString('base64');
export const superAdmin = { email: 'super@example.com', password: 'Super-Secret-42!' };

export interface TestServer extends RunningServer {
  config: Config;
  /** The generated client with the public key (and no session). */
  api: ApiClient;
  /** The generated client acting with a given session token. */
  as(token: string | null): ApiClient;
  signIn(email: string, password: string): Promise<string>;
  /** For tests about something else: the invited manager counts as having chosen their own password. */
  settleInvitation(email: string): Promise<void>;
}

/**
 * The real app on a fresh copy of the seeded database, on a free port. It logs nothing unless given a
 * logger, or LOG_LEVEL is set to watch a run.
 */
export async function startTestServer(env: Record<string, string> = {}, logger?: Logger): Promise<TestServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:8080',
    ANON_KEY: anonKey,
    ADMIN_EMAIL: superAdmin.email,
    ADMIN_PASSWORD: superAdmin.password,
    ADMIN_NAME: 'Sam Super',
    DEMO_APP_URL: 'https://demo.example.com/app',
    // Every test comes from 127.0.0.1: the per-address bounds are each proven by a test that sets its own.
    FORM_RATE_LIMIT: '1000/600',
    DEMO_OPEN_RATE_LIMIT: '1000/600',
    DEMO_LINK_OPEN_RATE_LIMIT: '1000/600',
    RENDER_RATE_LIMIT: '0',
    SITE_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    MFA_ENCRYPTION_KEY: testEncryptionKey,
    ...env,
  });
  const db = await cloneTemplate(inject('databaseTemplate'));
  const server = await startServer(
    config,
    logger ?? (await createLogger({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', LOG_FORMAT: process.env.LOG_FORMAT })),
    db,
  );
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const as = (token: string | null) => createApiClient({ baseUrl, anonKey, getSessionToken: () => token });
  const api = as(null);
  return {
    ...server,
    url: baseUrl,
    config,
    api,
    as,
    async signIn(email, password) {
      const { data, error } = await api.POST('/functions/v1/signin', { body: { email, password } });
      if (!data || !('session' in data)) throw new Error(`sign-in failed: ${JSON.stringify(data ?? error)}`);
      return data.session.access_token;
    },
    async settleInvitation(email) {
      await db.query('update managers set must_change_password = false where lower(email) = lower($1)', [email]);
    },
  };
}

type SignInAnswer = components['schemas']['SignInResponse'] | components['schemas']['SignInChallenge'];

/** The session of a sign-in answer, or undefined when the answer asks for a code. */
export const sessionOf = (data: SignInAnswer | undefined) => (data && 'session' in data ? data : undefined);
