import { describe, expect, it } from 'vitest';
import { expiryLabel, isExpiringSoon } from './expiryLabel.ts';

const now = new Date(2026, 10, 21, 10, 0);
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour, 0);

describe('expiryLabel', () => {
  it.each([
    [at(21, 9), 'Expired', 'expired'],
    [at(20), 'Expired', 'expired'],
    [at(21, 23), 'Expires today', 'soon'],
    [at(22, 1), 'Expires tomorrow', 'soon'],
    [at(24), 'Expires in 3 days', 'soon'],
    [at(28, 9), 'Expires in 7 days', 'soon'],
    [at(28, 11), 'Expires in 7 days', 'later'],
    [at(29), 'Expires in 8 days', 'later'],
  ])('%s → %s', (expiresAt, label, tone) => {
    expect(expiryLabel(expiresAt, now)).toEqual({ label, tone });
  });
});

describe('isExpiringSoon', () => {
  const link = (status: string, expiresAt: Date) => ({ status, expires_at: expiresAt.toISOString() });
  it('is an active link expiring within 7 days', () => {
    expect(isExpiringSoon(link('active', at(25)), now)).toBe(true);
    expect(isExpiringSoon(link('active', new Date(now.getTime() + 7 * 86_400_000)), now)).toBe(true);
    expect(isExpiringSoon(link('active', at(29)), now)).toBe(false);
    expect(isExpiringSoon(link('revoked', at(25)), now)).toBe(false);
    expect(isExpiringSoon(link('active', at(20)), now)).toBe(false);
  });
});
