import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, withScriptHashes } from './securityHeaders.ts';

describe('withScriptHashes', () => {
  const policy = contentSecurityPolicy();

  it("adds the rendered page's script hashes to script-src, and nothing else of its policy", () => {
    const rendered = "script-src 'self' 'sha256-AAAA+/=' 'sha256-BBBB'; style-src 'self' 'sha256-CCCC'";
    const merged = withScriptHashes(policy, rendered);
    expect(merged).toContain("script-src 'self' 'sha256-AAAA+/=' 'sha256-BBBB';");
    expect(merged).not.toContain('CCCC');
    expect(merged.replace(" 'sha256-AAAA+/=' 'sha256-BBBB'", '')).toBe(policy);
  });

  it('keeps the policy as it is when the page states no hashes, or no policy', () => {
    expect(withScriptHashes(policy, null)).toBe(policy);
    expect(withScriptHashes(policy, "script-src 'self' 'unsafe-inline'")).toBe(policy);
  });
});
