import type { Manager } from '@fleet/api-client';

const accessTokenKey = 'access_token';
const managerKey = 'manager';

export interface StoredSession {
  accessToken: string;
  manager: Manager;
}

export function saveSession({ accessToken, manager }: StoredSession): void {
  localStorage.setItem(accessTokenKey, accessToken);
  localStorage.setItem(managerKey, JSON.stringify(manager));
}

export function readAccessToken(): string | null {
  return localStorage.getItem(accessTokenKey);
}

export function readManager(): Manager | null {
  const stored = localStorage.getItem(managerKey);
  if (!stored) return null;
  try {
    const manager: unknown = JSON.parse(stored);
    return isManager(manager) ? manager : null;
  } catch {
    return null;
  }
}

/** A manager is stored and active: they are signed in, and the login sends them on to the dashboard. */
export const hasActiveManager = (): boolean => readManager()?.status === 'active';

/** Ending a session clears all of local storage, not only the two entries: nothing of it stays behind. */
export function clearSession(): void {
  localStorage.clear();
}

function isManager(value: unknown): value is Manager {
  if (typeof value !== 'object' || value === null) return false;
  const { name, email, status } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof email === 'string' && typeof status === 'string';
}
