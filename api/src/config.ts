import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProxyTrust, parseTrustedProxyList } from './http/address/proxyTrust.ts';
import { tracesWanted } from './telemetry/tracesWanted.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The WordPress site mirrored into the content tables (CONTENT_SOURCE_URL and its companions). */
export interface ContentSourceConfig {
  /** The site's REST root without a trailing slash, e.g. https://news.example.org/wp-json. */
  url: string;
  /** Time between incremental syncs (CONTENT_SYNC_INTERVAL). */
  intervalMs: number;
  /** The shared secret the site sends to ask for a sync at once (CONTENT_SYNC_SECRET); undefined: no push. */
  secret: string | undefined;
}

/** How the outbox keeps trying an e-mail the mail server refuses (OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_SECONDS). */
export interface OutboxConfig {
  /** Attempts before an e-mail is marked failed, for a super admin to send again. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each later one doubles it, up to an hour. */
  retrySeconds: number;
}

/** Outbound webhooks (WEBHOOK_*): who may receive them, and how a delivery that fails is tried again. */
export interface WebhookConfig {
  /** Hosts (lower-cased) a webhook may reach over http and at a loopback, private or link-local address (WEBHOOK_ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** Attempts before a delivery is marked failed (WEBHOOK_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The wait after the first failed attempt; each later one doubles it, up to an hour (WEBHOOK_RETRY_SECONDS). */
  retrySeconds: number;
  /** How long a receiver has to answer (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** Failed attempts in a row after which an endpoint is held back (WEBHOOK_BREAKER_FAILURES). */
  breakerFailures: number;
  /** How long it is held back the first time; each further failed attempt doubles it, up to an hour (WEBHOOK_BREAKER_SECONDS). */
  breakerSeconds: number;
}

/** How the opens of a demo link are counted and told (DEMO_OPEN_*; docs/api.md, "demo"). */
export interface DemoOpenConfig {
  /** Opens counted per client address (an IPv6 /64 as one) (DEMO_OPEN_RATE_LIMIT). */
  perAddress: RateLimit[];
  /** Opens counted per link, whoever opens it (DEMO_LINK_OPEN_RATE_LIMIT). */
  perLink: RateLimit[];
  /** A link queues `demo_link.opened` at its first open, then at most once in this many minutes (DEMO_OPEN_WEBHOOK_MINUTES). */
  webhookMinutes: number;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** The site's name, as the content API's index gives it to WordPress clients (SITE_NAME). */
  siteName: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long one statement may run on PostgreSQL before the server cancels it (DATABASE_STATEMENT_TIMEOUT_MS; 0: no bound). */
  databaseStatementTimeoutMs: number;
  anonKey: string;
  demoAppUrl: string;
  demoOpens: DemoOpenConfig;
  smtpUrl: string | undefined;
  mailFrom: string;
  salesEmail: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminName: string;
  corsOrigins: string[];
  /** The proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES; the deprecated TRUST_PROXY counts hops instead). */
  trustedProxies: ProxyTrust;
  /** Off: the requests that went well leave no line (a load balancer in front logs them); refusals and failures still do. */
  accessLog: boolean;
  formRateLimits: RateLimit[];
  bodyLimitBytes: number;
  siteDist: string;
  adminDist: string;
  /** The uploaded media, served as they are under /uploads/. */
  uploadsDir: string;
  /** Origins of an outside content source (a WordPress site) the pages may fetch posts and images from. */
  contentOrigins: string[];
  /** The image host's origin the product pictures come from (PRODUCT_IMAGE_BASE_URL); undefined: the site's own. */
  productImageOrigin: string | undefined;
  /** The key that encrypts two-step secrets at rest (MFA_ENCRYPTION_KEY); see twoStepKey for when it may be left out. */
  mfaEncryptionKey: Buffer | undefined;
  /** A WordPress site to mirror; undefined: the blog keeps the seeded posts. */
  contentSource: ContentSourceConfig | undefined;
  outbox: OutboxConfig;
  /** The render cache's bound: pages and their compressed copies, in bytes (PAGE_CACHE_MB). */
  pageCacheBytes: number;
  /** Renders beyond the render cache one client address may cause in a minute (RENDER_RATE_LIMIT); 0: no limit. */
  rendersPerAddressPerMinute: number;
  /** Page views one address may send in a minute to /functions/v1/collect (COLLECT_RATE_LIMIT); 0: no limit. */
  collectPerAddressPerMinute: number;
  /** The bearer token that opens GET /metrics (METRICS_TOKEN); undefined: there is no /metrics. */
  metricsToken: string | undefined;
  /** The OTEL_* variables ask for traces (the preload, telemetry/register.ts, starts them). */
  tracesWanted: boolean;
  webhooks: WebhookConfig;
  /** How often overdue leads are looked for (LEAD_CLOCK_SECONDS). */
  leadClockMs: number;
}

/** The origin of a URL from the environment, or a message naming the variable. */
function originOf(text: string, variable: string): string {
  try {
    return new URL(text).origin;
  } catch {
    throw new Error(`${variable} must list origins such as https://news.example.org, got "${text}"`);
  }
}

function onOrOff(text: string | undefined, variable: string, fallback: boolean): boolean {
  if (text === undefined || text === '') return fallback;
  if (text === 'on') return true;
  if (text === 'off') return false;
  throw new Error(`${variable} must be on or off, got "${text}"`);
}

/**
 * The origin of PRODUCT_IMAGE_BASE_URL when it names an image host, for the pages' img-src; undefined for a path on
 * the site or when unset. The site's build reads the same variable for the pictures' addresses.
 */
export function parseProductImageOrigin(text: string | undefined): string | undefined {
  const value = (text ?? '').trim();
  if (value === '' || (value.startsWith('/') && !value.startsWith('//'))) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Said below.
  }
  throw new Error(`PRODUCT_IMAGE_BASE_URL must be an image host's address (https://images.example.net/products/) or a path on the site, got "${text}"`);
}

/** TRUST_PROXY (deprecated for TRUSTED_PROXIES): off (unset, 0, false), or the number of proxies in front (true counts as one). */
export function parseTrustedProxies(text: string | undefined): number {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'off') return 0;
  if (value === 'true' || value === 'on') return 1;
  const hops = Number(value);
  if (Number.isInteger(hops) && hops >= 0 && hops <= 10) return hops;
  throw new Error(`TRUST_PROXY must be the number of proxies in front of the server (0 to 10), got "${text}"`);
}

/** A whole number from the environment within [min, max], or `fallback` when unset. */
export function parseWholeNumber(text: string | undefined, variable: string, min: number, max: number, fallback: number): number {
  const value = (text ?? '').trim();
  if (value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new Error(`${variable} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return number;
}

/** MFA_ENCRYPTION_KEY: 32 random bytes, in base64 (`openssl rand -base64 32`) or as 64 hex digits. */
export function parseEncryptionKey(text: string | undefined): Buffer | undefined {
  const value = (text ?? '').trim();
  if (value === '') return undefined;
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(value) && key.toString('base64') !== value)) {
    throw new Error('MFA_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32) or 64 hex digits');
  }
  return key;
}

const durationUnits: Record<string, number> = { '': 1000, s: 1000, m: 60_000, h: 3_600_000 };

/** CONTENT_SYNC_INTERVAL: seconds (`300`) or a duration (`90s`, `5m`, `1h`), from 1 second to 24 hours. */
export function parseSyncInterval(text: string | undefined): number {
  const value = (text ?? '').trim();
  if (value === '') return 5 * 60_000;
  const match = /^(\d+(?:\.\d+)?)\s*(s|m|h)?$/i.exec(value);
  const ms = match ? Number(match[1]) * durationUnits[(match[2] ?? '').toLowerCase()]! : Number.NaN;
  if (!(ms >= 1000 && ms <= 24 * 3_600_000)) {
    throw new Error(`CONTENT_SYNC_INTERVAL must be seconds (300) or a duration (90s, 5m, 1h) from 1 second to 24 hours, got "${text}"`);
  }
  return Math.round(ms);
}

/** CONTENT_SOURCE_URL and its companions; undefined when no source is set. */
export function parseContentSource(env: NodeJS.ProcessEnv): ContentSourceConfig | undefined {
  const intervalMs = parseSyncInterval(env.CONTENT_SYNC_INTERVAL);
  const secret = env.CONTENT_SYNC_SECRET || undefined;
  // A shared secret anyone could guess would let anyone make this server read the source over and over.
  if (secret !== undefined && secret.length < 16) {
    throw new Error('CONTENT_SYNC_SECRET must be at least 16 characters (openssl rand -base64 24)');
  }
  const text = (env.CONTENT_SOURCE_URL ?? '').trim();
  if (text === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash) {
    throw new Error(
      `CONTENT_SOURCE_URL must be a WordPress site's REST root such as https://news.example.org/wp-json (no query, no credentials), got "${text}"`,
    );
  }
  return { url: url.href.replace(/\/+$/, ''), intervalMs, secret };
}

/** METRICS_TOKEN: unset (no /metrics), or a token too long to guess. */
export function parseMetricsToken(text: string | undefined): string | undefined {
  const token = (text ?? '').trim();
  if (token === '') return undefined;
  // The metrics tell how busy the server is and how its sign-ins fail: not for anyone who guesses a short word.
  if (token.length < 16 || !/^[\x21-\x7e]+$/.test(token)) {
    throw new Error('METRICS_TOKEN must be at least 16 printable characters without spaces (openssl rand -base64 24)');
  }
  return token;
}

/** `5/600,20/86400` → at most 5 per 10 minutes and 20 per day. */
export function parseRateLimits(text: string): RateLimit[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [max, windowSeconds] = part.split('/').map((n) => Number.parseInt(n, 10));
      if (!max || !windowSeconds || max < 1 || windowSeconds < 1) {
        throw new Error(`Invalid rate limit "${part}": expected COUNT/SECONDS, for example 5/600`);
      }
      return { max, windowSeconds };
    });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const databaseUrl = env.DATABASE_URL || undefined;
  const mfaEncryptionKey = parseEncryptionKey(env.MFA_ENCRYPTION_KEY);
  // Instances sharing a PostgreSQL server must share the key; a generated one would differ on each.
  if (databaseUrl && !mfaEncryptionKey) {
    throw new Error('MFA_ENCRYPTION_KEY must be set when DATABASE_URL is: every instance encrypts two-step secrets with it (openssl rand -base64 32)');
  }
  const contentSource = parseContentSource(env);
  const origins = env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    siteName: env.SITE_NAME?.trim() || 'Fleet Video Telematics',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl,
    databaseStatementTimeoutMs: parseWholeNumber(env.DATABASE_STATEMENT_TIMEOUT_MS, 'DATABASE_STATEMENT_TIMEOUT_MS', 0, 3_600_000, 15_000),
    anonKey: env.ANON_KEY ?? 'public-anon-key',
    demoAppUrl: env.DEMO_APP_URL ?? 'https://demo.example.com/',
    demoOpens: {
      perAddress: parseRateLimits(env.DEMO_OPEN_RATE_LIMIT ?? '10/600,50/86400'),
      perLink: parseRateLimits(env.DEMO_LINK_OPEN_RATE_LIMIT ?? '30/3600,100/86400'),
      webhookMinutes: parseWholeNumber(env.DEMO_OPEN_WEBHOOK_MINUTES, 'DEMO_OPEN_WEBHOOK_MINUTES', 0, 10080, 60),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Fleet Video Telematics <no-reply@example.com>',
    salesEmail: env.SALES_EMAIL ?? 'sales@example.com',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminName: env.ADMIN_NAME ?? 'Administrator',
    corsOrigins: origins ?? [new URL(publicUrl).origin],
    trustedProxies: { proxies: parseTrustedProxyList(env.TRUSTED_PROXIES), hops: parseTrustedProxies(env.TRUST_PROXY) },
    accessLog: onOrOff(env.ACCESS_LOG, 'ACCESS_LOG', true),
    formRateLimits: parseRateLimits(env.FORM_RATE_LIMIT ?? '5/600,20/86400'),
    bodyLimitBytes: 32 * 1024,
    siteDist: resolve(env.SITE_DIST ?? `${repoRoot}site/dist`),
    adminDist: resolve(env.ADMIN_DIST ?? `${repoRoot}admin/dist`),
    uploadsDir: resolve(env.UPLOADS_DIR ?? `${repoRoot}api/uploads`),
    contentOrigins: [
      ...new Set([
        ...(env.CONTENT_ORIGINS ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
          .map((origin) => originOf(origin, 'CONTENT_ORIGINS')),
        // Mirrored posts link their pictures at the source's host (see services/contentMirror).
        ...(contentSource ? [new URL(contentSource.url).origin] : []),
      ]),
    ],
    productImageOrigin: parseProductImageOrigin(env.PRODUCT_IMAGE_BASE_URL),
    mfaEncryptionKey,
    contentSource,
    outbox: {
      maxAttempts: parseWholeNumber(env.OUTBOX_MAX_ATTEMPTS, 'OUTBOX_MAX_ATTEMPTS', 1, 50, 10),
      retrySeconds: parseWholeNumber(env.OUTBOX_RETRY_SECONDS, 'OUTBOX_RETRY_SECONDS', 1, 3600, 30),
    },
    pageCacheBytes: parseWholeNumber(env.PAGE_CACHE_MB, 'PAGE_CACHE_MB', 0, 4096, 64) * 1024 * 1024,
    rendersPerAddressPerMinute: parseWholeNumber(env.RENDER_RATE_LIMIT, 'RENDER_RATE_LIMIT', 0, 1_000_000, 60),
    collectPerAddressPerMinute: parseWholeNumber(env.COLLECT_RATE_LIMIT, 'COLLECT_RATE_LIMIT', 0, 1_000_000, 60),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    tracesWanted: tracesWanted(env),
    webhooks: {
      allowedHosts: (env.WEBHOOK_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      maxAttempts: parseWholeNumber(env.WEBHOOK_MAX_ATTEMPTS, 'WEBHOOK_MAX_ATTEMPTS', 1, 50, 8),
      retrySeconds: parseWholeNumber(env.WEBHOOK_RETRY_SECONDS, 'WEBHOOK_RETRY_SECONDS', 1, 3600, 30),
      timeoutMs: parseWholeNumber(env.WEBHOOK_TIMEOUT_SECONDS, 'WEBHOOK_TIMEOUT_SECONDS', 1, 60, 10) * 1000,
      breakerFailures: parseWholeNumber(env.WEBHOOK_BREAKER_FAILURES, 'WEBHOOK_BREAKER_FAILURES', 1, 100, 5),
      breakerSeconds: parseWholeNumber(env.WEBHOOK_BREAKER_SECONDS, 'WEBHOOK_BREAKER_SECONDS', 1, 3600, 300),
    },
    leadClockMs: parseWholeNumber(env.LEAD_CLOCK_SECONDS, 'LEAD_CLOCK_SECONDS', 1, 3600, 60) * 1000,
  };
}
