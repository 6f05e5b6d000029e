import { describe, expect, it } from 'vitest';
import { loadConfig, parseRateLimits } from './config.ts';

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
});
