import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseEncryptionKey, parseRateLimits } from './config.ts';

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

  it('requires the two-step key with PostgreSQL, where every instance must use the same one', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.internal/fleet' })).toThrow('MFA_ENCRYPTION_KEY must be set when DATABASE_URL is');
    const key = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/fleet', MFA_ENCRYPTION_KEY: key }).mfaEncryptionKey).toEqual(Buffer.alloc(32, 9));
    expect(loadConfig({}).mfaEncryptionKey).toBeUndefined();
  });

  it('.env.example lists every variable of the README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
    const documented = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap(([, cell]) => [...cell!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect(documented.length).toBeGreaterThan(10);
    expect(documented.filter((name) => !listed.has(name))).toEqual([]);
  });
});
