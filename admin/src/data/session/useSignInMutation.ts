import type { components, Manager } from '@fleet/api-client';
import { useRef, useState } from 'react';
import { serverMessageOf } from '../AdminCallError.ts';
import { client } from '../api.ts';
import { SignInError } from './SignInError.ts';
import { saveSession } from './sessionStorage.ts';

export type SignInCredentials = components['schemas']['SignInRequest'];
export type SignInCodeInput = components['schemas']['SignInCodeRequest'];

/** Signed in; or, for an account with two-step verification, a code to ask for with this token. */
export type SignInOutcome = { kind: 'signed-in'; manager: Manager } | { kind: 'code'; mfaToken: string };

/** One step of the sign-in as the page shows it: running, or failed with what went wrong. */
export interface SignInStep<Input, Output> {
  /** Runs the step; it stays pending until `onSuccess` has settled (the next page is shown). */
  mutate(input: Input, options: { onSuccess: (output: Output) => unknown }): void;
  /** Back to idle; the answer of a step still running is then ignored. */
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export function useSignInMutation(): SignInStep<SignInCredentials, SignInOutcome> {
  return useSignInStep(signIn);
}

/** The second step: the token, the code, and the password again (checked here when the first step was held back). */
export function useSignInWithCodeMutation(): SignInStep<SignInCodeInput, Manager> {
  return useSignInStep(signInWithCode);
}

type StepState = { status: 'idle' | 'pending' } | { status: 'error'; error: unknown };

/**
 * The sign-in page loads before react-query (see docs/admin.md, 'A light sign-in page'), so its two calls keep their
 * own state, in the shape of a react-query mutation. Sign-in has no cache to fill or invalidate.
 */
function useSignInStep<Input, Output>(run: (input: Input) => Promise<Output>): SignInStep<Input, Output> {
  const [state, setState] = useState<StepState>({ status: 'idle' });
  const latest = useRef(0);
  return {
    mutate: (input, { onSuccess }) => {
      const call = ++latest.current;
      const isCurrent = () => call === latest.current;
      setState({ status: 'pending' });
      run(input)
        .then(async (output) => {
          if (isCurrent()) await onSuccess(output);
        })
        .then(
          () => isCurrent() && setState({ status: 'idle' }),
          (error: unknown) => isCurrent() && setState({ status: 'error', error }),
        );
    },
    reset: () => {
      latest.current += 1;
      setState({ status: 'idle' });
    },
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : undefined,
  };
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
