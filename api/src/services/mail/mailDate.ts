/** A date as the e-mails write it: 'March 5, 2026' (UTC, so every instance writes the same day). */
export function mailDate(at: string | Date): string {
  return new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
