import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { opensOnSignIn } from './opensOnSignIn.ts';

const stored = new Map<string, string>();
const manager = (status: string) => JSON.stringify({ name: 'Ada', email: 'ada@example.com', status, role: 'sales' });

beforeEach(() => {
  stored.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    clear: () => stored.clear(),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('opensOnSignIn', () => {
  it("opens on the sign-in page at the login's addresses, as the router matches them", () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/login/', '/Admin/Login']) expect(opensOnSignIn(path), path).toBe(true);
  });

  it('leaves every other address to the router', () => {
    for (const path of ['/admin/dashboard', '/admin/leads/7', '/admin/no-such-page', '/admin/loginx']) expect(opensOnSignIn(path), path).toBe(false);
  });

  it('leaves the login to the router for an active stored manager, whom it sends to the dashboard', () => {
    stored.set('manager', manager('active'));
    expect(opensOnSignIn('/admin/')).toBe(false);
  });

  it('opens on the sign-in page for a stored manager who is not active, or unreadable', () => {
    stored.set('manager', manager('inactive'));
    expect(opensOnSignIn('/admin/')).toBe(true);
    stored.set('manager', '{not json');
    expect(opensOnSignIn('/admin/')).toBe(true);
  });
});
