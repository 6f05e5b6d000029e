import { describe, expect, it } from 'vitest';
import { secretMatches } from './secretMatches.ts';

describe('secretMatches', () => {
  it('takes the expected secret and nothing else', () => {
    expect(secretMatches('s3cret-token', 's3cret-token')).toBe(true);
    expect(secretMatches('s3cret-tokeN', 's3cret-token')).toBe(false);
    expect(secretMatches('s3cret', 's3cret-token')).toBe(false);
    expect(secretMatches('', 's3cret-token')).toBe(false);
  });

  it('refuses a missing secret even where the expected one is empty', () => {
    expect(secretMatches(undefined, '')).toBe(false);
  });
});
