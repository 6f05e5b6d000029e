/**
 * A setup key as people copy it by hand: blocks of four with a space between ('JBSW Y3DP EHPK 3PXP').
 * Authenticator apps ignore the spaces, so the grouped text can be pasted as it is.
 */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
