import { totpCode } from '../../src/services/auth/twoStep/totp.ts';
import { processAnonKey } from './anonFetch.ts';

/** The super admin spawnServer starts every server with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const processAdmin = { email: 'super@process.example', password: 'Process-Secret-42!' };

interface Call {
  token?: string;
  method?: 'GET' | 'POST';
  /** Sent as JSON (a POST unless `method` says otherwise). */
  body?: unknown;
}

/** A call of the API as the admin app makes it: the public key, and a session's token when signed in. */
export async function callApi<T>(url: string, path: string, { token, method, body }: Call = {}): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? processAnonKey}`, apikey: processAnonKey };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${url}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
}

/** Signs in (with a code from `totpSecret` when the account asks for one) and returns the session's token. */
export async function signIn(url: string, account = processAdmin, totpSecret?: string): Promise<string> {
  const { status, data } = await callApi<{ session?: { access_token: string }; mfa_token?: string }>(url, '/functions/v1/signin', { body: account });
  if (status === 200 && data.session) return data.session.access_token;
  if (status === 200 && data.mfa_token && totpSecret) {
    // The next time step's code: the current one may be used up already (a code is good once), and one step of drift is allowed.
    const code = totpCode(totpSecret, Date.now() + 30_000);
    const second = await callApi<{ session?: { access_token: string } }>(url, '/functions/v1/signin-mfa', { body: { mfa_token: data.mfa_token, code } });
    if (second.status === 200 && second.data.session) return second.data.session.access_token;
    throw new Error(`the second step of the sign-in failed: ${second.status} ${JSON.stringify(second.data)}`);
  }
  throw new Error(`sign-in failed: ${status} ${JSON.stringify(data)}`);
}

/** Sets up two-step verification for the signed-in account; returns its secret. */
export async function enrolTwoStep(url: string, token: string): Promise<string> {
  const started = await callApi<{ secret: string }>(url, '/functions/v1/mfa-enrol', { token, method: 'POST' });
  if (started.status !== 200) throw new Error(`mfa-enrol: ${started.status} ${JSON.stringify(started.data)}`);
  const confirmed = await callApi(url, '/functions/v1/mfa-confirm', { token, body: { code: totpCode(started.data.secret) } });
  if (confirmed.status !== 200) throw new Error(`mfa-confirm: ${confirmed.status} ${JSON.stringify(confirmed.data)}`);
  return started.data.secret;
}

/** What the admin lists show: the e-mails of the leads, staff and demo links, and the number of posts. */
export async function listedData(url: string, token: string): Promise<{ leads: string[]; managers: string[]; demoLinks: string[]; posts: number }> {
  const leads = await callApi<{ leads: Array<{ email: string }> }>(url, '/functions/v1/leads', { token });
  const managers = await callApi<{ managers: Array<{ email: string }> }>(url, '/functions/v1/admin?action=getSalesManagers', { token });
  const demoLinks = await callApi<{ demoUrls: Array<{ client_email: string }> }>(url, '/functions/v1/admin?action=getDemoUrls', { token });
  const posts = await fetch(`${url}/wp-json/wp/v2/posts?per_page=1`);
  await posts.arrayBuffer();
  for (const answer of [leads, managers, demoLinks]) if (answer.status !== 200) throw new Error(`an admin listing answered ${answer.status}`);
  return {
    leads: leads.data.leads.map((lead) => lead.email).sort(),
    managers: managers.data.managers.map((manager) => manager.email).sort(),
    demoLinks: demoLinks.data.demoUrls.map((link) => link.client_email).sort(),
    posts: Number(posts.headers.get('x-wp-total')),
  };
}
