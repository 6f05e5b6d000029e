import { AdminCallError } from '../../data/AdminCallError.ts';

export const generationMessages = {
  invalidEmail: 'Please enter a valid email address',
  notSignedIn: 'You must be logged in to generate demo URLs',
  duplicate: 'A demo URL for this email already exists',
  notAuthorized: 'You are not authorized to generate demo URLs',
  fallback: 'Failed to generate demo URL. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  success: 'Demo URL has been generated successfully.',
} as const;

const byServerMessage: Record<string, string> = {
  'Email already exists': generationMessages.duplicate,
  'Invalid email format': generationMessages.invalidEmail,
  Unauthorized: generationMessages.notAuthorized,
};

/** The demo URL form's failure message. ('Authentication required' sends the person to the login instead.) */
export function generationErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return generationMessages.unexpected;
  const serverMessage = error instanceof AdminCallError ? error.serverMessage : undefined;
  return (serverMessage && byServerMessage[serverMessage]) || error.message || generationMessages.fallback;
}
