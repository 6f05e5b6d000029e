export type SignInFailure = { kind: 'network' } | { kind: 'invalid-response' } | { kind: 'missing-token' } | { kind: 'server'; message: string | undefined };

export class SignInError extends Error {
  override readonly name = 'SignInError';

  readonly failure: SignInFailure;

  constructor(failure: SignInFailure, options?: ErrorOptions) {
    super(`Sign-in failed: ${failure.kind}`, options);
    this.failure = failure;
  }
}
