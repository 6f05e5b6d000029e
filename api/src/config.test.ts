import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseContentSource, parseEncryptionKey, parseRateLimits, parseSyncInterval } from './config.ts';

describe('config', () => {
  it('reads rate limits as COUNT/SECONDS pairs', () => {
    expect(parseRateLimits('5/600, 20/86400')).toEqual([
      { max: 5, windowSeconds: 600 },
      { max: 20, windowSeconds: 86400 },
    ]);
    expect(() => parseRateLimits('five/600')).toThrow('Invalid rate limit "five/600": expected COUNT/SECONDS, for example 5/600');
  });

  it('has working defaults and derives the public URL and CORS origin from the port', () => {
    const config = loadConfig({ PORT: '9000' });
    expect(config.publicUrl).toBe('http://localhost:9000');
    expect(config.corsOrigins).toEqual(['http://localhost:9000']);
    expect(config.databaseUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number, got "eighty"');
  });

  it('keeps the access log on unless ACCESS_LOG is off, and refuses anything else', () => {
    expect(loadConfig({}).accessLog).toBe(true);
    expect(loadConfig({ ACCESS_LOG: 'on' }).accessLog).toBe(true);
    expect(loadConfig({ ACCESS_LOG: 'off' }).accessLog).toBe(false);
    expect(() => loadConfig({ ACCESS_LOG: 'no' })).toThrow('ACCESS_LOG must be on or off, got "no"');
  });

  it('reads the two-step key as 32 bytes of base64 or hex, and refuses anything weaker', () => {
    const key = Buffer.alloc(32, 7);
    expect(parseEncryptionKey(undefined)).toBeUndefined();
    expect(parseEncryptionKey(key.toString('base64'))).toEqual(key);
    expect(parseEncryptionKey(key.toString('hex'))).toEqual(key);
    for (const weak of ['secret', Buffer.alloc(16).toString('base64'), `${key.toString('base64')}x`]) {
      expect(() => parseEncryptionKey(weak)).toThrow('MFA_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32) or 64 hex digits');
    }
  });

  it('reads how often and how soon the outbox tries a refused e-mail again, and refuses numbers out of range', () => {
    expect(loadConfig({}).outbox).toEqual({ maxAttempts: 10, retrySeconds: 30 });
    expect(loadConfig({ OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_RETRY_SECONDS: ' 2 ' }).outbox).toEqual({ maxAttempts: 3, retrySeconds: 2 });
    for (const attempts of ['0', '51', '2.5', 'ten', '-1']) {
      expect(() => loadConfig({ OUTBOX_MAX_ATTEMPTS: attempts })).toThrow(`OUTBOX_MAX_ATTEMPTS must be a whole number from 1 to 50, got "${attempts}"`);
    }
    expect(() => loadConfig({ OUTBOX_RETRY_SECONDS: '3601' })).toThrow('OUTBOX_RETRY_SECONDS must be a whole number from 1 to 3600, got "3601"');
  });

  it('requires the two-step key with PostgreSQL, where every instance must use the same one', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.internal/fleet' })).toThrow('MFA_ENCRYPTION_KEY must be set when DATABASE_URL is');
    const key = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/fleet', MFA_ENCRYPTION_KEY: key }).mfaEncryptionKey).toEqual(Buffer.alloc(32, 9));
    expect(loadConfig({}).mfaEncryptionKey).toBeUndefined();
  });

  it('reads the WordPress source to mirror, its interval and its secret, and says what is wrong with them', () => {
    expect(loadConfig({}).contentSource).toBeUndefined();
    expect(parseContentSource({ CONTENT_SOURCE_URL: 'https://news.example.org/wp-json/', CONTENT_SYNC_SECRET: 'sixteen-chars-ok' })).toEqual({
      url: 'https://news.example.org/wp-json',
      intervalMs: 300_000,
      secret: 'sixteen-chars-ok',
    });
    // Its pictures are shown from its host, so the pages' policy allows it.
    expect(loadConfig({ CONTENT_SOURCE_URL: 'https://news.example.org/wp-json', CONTENT_ORIGINS: 'https://cdn.example.org' }).contentOrigins).toEqual([
      'https://cdn.example.org',
      'https://news.example.org',
    ]);
    for (const wrong of [
      'news.example.org/wp-json',
      'ftp://news.example.org/wp-json',
      'https://user:pass@news.example.org/wp-json',
      'https://news.example.org/?rest_route=/',
    ]) {
      expect(() => parseContentSource({ CONTENT_SOURCE_URL: wrong })).toThrow(
        `CONTENT_SOURCE_URL must be a WordPress site's REST root such as https://news.example.org/wp-json`,
      );
    }
    expect(() => parseContentSource({ CONTENT_SOURCE_URL: 'https://news.example.org/wp-json', CONTENT_SYNC_SECRET: 'short' })).toThrow(
      'CONTENT_SYNC_SECRET must be at least 16 characters (openssl rand -base64 24)',
    );
    expect([undefined, '300', '90s', '5m', '1h', '1.5m', '1'].map(parseSyncInterval)).toEqual([300_000, 300_000, 90_000, 300_000, 3_600_000, 90_000, 1000]);
    for (const wrong of ['0', '0.5s', '25h', 'five minutes', '-5m', '5d']) {
      expect(() => parseSyncInterval(wrong)).toThrow(
        `CONTENT_SYNC_INTERVAL must be seconds (300) or a duration (90s, 5m, 1h) from 1 second to 24 hours, got "${wrong}"`,
      );
    }
  });

  it('reads the product pictures’ image host, for the pages’ img-src, and says what is wrong with it', () => {
    expect(loadConfig({}).productImageOrigin).toBeUndefined();
    expect(loadConfig({ PRODUCT_IMAGE_BASE_URL: '/images/products/' }).productImageOrigin).toBeUndefined();
    expect(loadConfig({ PRODUCT_IMAGE_BASE_URL: 'https://images.example.net/fleet/products/' }).productImageOrigin).toBe('https://images.example.net');
    for (const wrong of ['images.example.net/products', '//images.example.net/', 'javascript:alert(1)']) {
      expect(() => loadConfig({ PRODUCT_IMAGE_BASE_URL: wrong }), wrong).toThrow(`PRODUCT_IMAGE_BASE_URL must be an image host's address`);
    }
  });

  it('reads the metrics token, and refuses one short enough to guess', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' Ab3+/x9Q1w2E3r4T5y6U7i8O ' }).metricsToken).toBe('Ab3+/x9Q1w2E3r4T5y6U7i8O');
    for (const wrong of ['short', 'fifteen-chars-x', 'sixteen chars ok']) {
      expect(() => loadConfig({ METRICS_TOKEN: wrong }), wrong).toThrow('METRICS_TOKEN must be at least 16 printable characters without spaces');
    }
  });

  it('.env.example lists every variable of the configuration table (docs/operations.md)', () => {
    const readme = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
    const documented = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap(([, cell]) => [...cell!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect(documented.length).toBeGreaterThan(10);
    expect(documented.filter((name) => !listed.has(name))).toEqual([]);
  });
});
