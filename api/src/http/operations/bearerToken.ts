/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null;
}
