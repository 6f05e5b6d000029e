import { SignInError } from '../../data/session/SignInError.ts';

const loginMessages = {
  invalidCredentials: 'Invalid email or password',
  network: 'Unable to connect to the authentication server. Please check your internet connection and try again.',
  invalidResponse: 'Invalid response from server',
  missingToken: 'Invalid response: Missing access token',
  serverFallback: 'Authentication failed. Please try again later.',
  unexpected: 'An unexpected error occurred during authentication',
} as const;

/** Turns whatever sign-in threw into the message the login form shows. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof SignInError)) return loginMessages.unexpected;
  const { failure } = error;
  switch (failure.kind) {
    case 'network':
      return loginMessages.network;
    case 'invalid-response':
      return loginMessages.invalidResponse;
    case 'missing-token':
      return loginMessages.missingToken;
    case 'server':
      if (failure.message === 'Invalid login credentials') return loginMessages.invalidCredentials;
      return failure.message || loginMessages.serverFallback;
  }
}
