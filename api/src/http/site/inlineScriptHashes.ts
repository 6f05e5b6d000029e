import { createHash } from 'node:crypto';

// A <script> element without a src: its text, as the browser hashes it for the policy (the characters between the tags).
const inlineScript = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The `'sha256-…'` sources that let a page's inline scripts run under a policy of `script-src 'self'`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}
