import type { components, Manager } from '@fleet/api-client';
import { useMutation } from '@tanstack/react-query';
import { serverMessageOf } from '../AdminCallError.ts';
import { client } from '../api.ts';
import { SignInError } from './SignInError.ts';
import { saveSession } from './sessionStorage.ts';

export type SignInCredentials = components['schemas']['SignInRequest'];
export type SignInCodeInput = components['schemas']['SignInCodeRequest'];

/** Signed in; or, for an account with two-step verification, a code to ask for with this token. */
export type SignInOutcome = { kind: 'signed-in'; manager: Manager } | { kind: 'code'; mfaToken: string };

export function useSignInMutation() {
  return useMutation({ mutationFn: signIn });
}

/** The second step: the token, the code, and the password again (checked here when the first step was held back). */
export function useSignInWithCodeMutation() {
  return useMutation({ mutationFn: signInWithCode });
}

async function signIn(credentials: SignInCredentials): Promise<SignInOutcome> {
  const data = await answered(() => client.POST('/functions/v1/signin', { body: credentials }));
  if ('mfa_token' in data) return { kind: 'code', mfaToken: data.mfa_token };
  return { kind: 'signed-in', manager: keep(data) };
}

async function signInWithCode(input: SignInCodeInput): Promise<Manager> {
  return keep(await answered(() => client.POST('/functions/v1/signin-mfa', { body: input })));
}

function keep(data: Partial<components['schemas']['SignInResponse']>): Manager {
  const accessToken = data.session?.access_token;
  if (!accessToken) throw new SignInError({ kind: 'missing-token' });
  if (!data.manager) throw new SignInError({ kind: 'invalid-response' });
  saveSession({ accessToken, manager: data.manager });
  return data.manager;
}

async function answered<T>(post: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let answer: Awaited<ReturnType<typeof post>>;
  try {
    answer = await post();
  } catch (cause) {
    // fetch rejects with a TypeError only when the request never got an answer.
    if (cause instanceof TypeError) throw new SignInError({ kind: 'network' }, { cause });
    if (cause instanceof SyntaxError) throw new SignInError({ kind: 'invalid-response' }, { cause });
    throw cause;
  }
  const { data, error, response } = answer;
  if (!response.ok) throw new SignInError({ kind: 'server', message: serverMessageOf(error) });
  if (data === undefined || data === null || typeof data !== 'object') throw new SignInError({ kind: 'invalid-response' });
  return data;
}
