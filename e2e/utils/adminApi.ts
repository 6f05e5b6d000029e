import type { components } from '@fleet/api-client';
import { type APIRequestContext, expect } from '@playwright/test';
import { adminCredentials, anonKey } from './testEnv.ts';

export interface StaffMember {
  name: string;
  email: string;
  password: string;
}

type SignInResponse = components['schemas']['SignInResponse'];
type TwoStepEnrolment = components['schemas']['TwoStepEnrolment'];

let serial = 0;

/** A new person for one test: unique across workers and runs, so tests sharing the server never meet. */
export function newStaffMember(label: string): StaffMember {
  serial += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
  return { name: `${label} ${tag}`, email: `${label.toLowerCase().replace(/\W+/g, '.')}.${tag}@example.com`, password: `Start-${tag}-9!` };
}

/** The sign-in's answer, as the login page gets it: the session and the manager it is for. */
export async function signInAnswer(request: APIRequestContext, { email, password }: Pick<StaffMember, 'email' | 'password'>): Promise<SignInResponse> {
  const response = await request.post('/functions/v1/signin', { headers: { Authorization: `Bearer ${anonKey}` }, data: { email, password } });
  expect(response.ok(), `sign-in of ${email} answered ${response.status()}`).toBe(true);
  return (await response.json()) as SignInResponse;
}

/** A session token, as the login page gets one. */
export const signInByApi = async (request: APIRequestContext, member: Pick<StaffMember, 'email' | 'password'>): Promise<string> =>
  (await signInAnswer(request, member)).session.access_token;

/** The password a super admin gives `member` in an invitation, before they choose `member.password` themselves. */
export const invitationPassword = (member: StaffMember) => `Invite-${member.password}`;

/**
 * The first super admin invites a manager straight through the API, and the manager replaces the invitation's
 * password with `member.password`, as the server requires first (setup for tests about something else).
 * With `{ accepted: false }` the invitation's password stands: see invitationPassword.
 */
export async function inviteByApi(
  request: APIRequestContext,
  member: StaffMember,
  role: 'manager' | 'super' = 'manager',
  { accepted = true }: { accepted?: boolean } = {},
): Promise<void> {
  const token = await signInByApi(request, adminCredentials);
  const response = await request.post('/functions/v1/create-sales-manager', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...member, password: invitationPassword(member), role },
  });
  expect(response.ok(), `inviting ${member.email} answered ${response.status()}`).toBe(true);
  if (!accepted) return;
  const theirs = await signInByApi(request, { email: member.email, password: invitationPassword(member) });
  const changed = await request.post('/functions/v1/change-password', {
    headers: { Authorization: `Bearer ${theirs}` },
    data: { currentPassword: invitationPassword(member), newPassword: member.password },
  });
  expect(changed.ok(), `${member.email} choosing a password answered ${changed.status()}`).toBe(true);
}

/** Turns on two-step verification for `member` through the API, as the account page would; answers the secret. */
export async function enrolByApi(request: APIRequestContext, member: StaffMember, code: (secret: string) => string): Promise<string> {
  const headers = { Authorization: `Bearer ${await signInByApi(request, member)}` };
  const started = await request.post('/functions/v1/mfa-enrol', { headers });
  expect(started.ok(), `starting two-step verification answered ${started.status()}`).toBe(true);
  const { secret } = (await started.json()) as TwoStepEnrolment;
  const confirmed = await request.post('/functions/v1/mfa-confirm', { headers, data: { code: code(secret) } });
  expect(confirmed.ok(), `turning two-step verification on answered ${confirmed.status()}`).toBe(true);
  return secret;
}
