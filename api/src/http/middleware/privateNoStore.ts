/**
 * Cache-Control of an answer made for one caller (an error, a session, a sign-in, a probe): `no-store` keeps it out
 * of every cache, and `private` says so to a shared cache (a CDN) that would not honour `no-store` alone.
 */
export const privateNoStore = 'private, no-store';
