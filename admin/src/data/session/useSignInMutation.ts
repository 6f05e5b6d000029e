import type { components, Manager } from '@fleet/api-client';
import { useMutation } from '@tanstack/react-query';
import { serverMessageOf } from '../AdminCallError.ts';
import { client } from '../api.ts';
import { SignInError } from './SignInError.ts';
import { saveSession } from './sessionStorage.ts';

export type SignInCredentials = components['schemas']['SignInRequest'];

export function useSignInMutation() {
  return useMutation({ mutationFn: signIn });
}

async function signIn(credentials: SignInCredentials): Promise<Manager> {
  const { data, error, response } = await postSignIn(credentials);
  if (!response.ok) throw new SignInError({ kind: 'server', message: serverMessageOf(error) });
  const accessToken = data?.session?.access_token;
  if (!accessToken) throw new SignInError({ kind: 'missing-token' });
  if (!data.manager) throw new SignInError({ kind: 'invalid-response' });
  saveSession({ accessToken, manager: data.manager });
  return data.manager;
}

async function postSignIn(body: SignInCredentials) {
  try {
    return await client.POST('/functions/v1/signin', { body });
  } catch (cause) {
    // fetch rejects with a TypeError only when the request never got an answer.
    if (cause instanceof TypeError) throw new SignInError({ kind: 'network' }, { cause });
    if (cause instanceof SyntaxError) throw new SignInError({ kind: 'invalid-response' }, { cause });
    throw cause;
  }
}
