/** The socket could not reach the server or lost it: refused, reset, timed out, written to after it closed, no route. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * The server's own word that it cannot serve now: shutting down for an administrator (57P01, what
 * `pg_ctl stop -m fast` and a failover send), after a crash (57P02), starting up or shutting down (57P03), no
 * connection slot left (53300). Class 08 (connection exceptions) is matched as a class.
 */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * What the drivers say when the connection went away under them (pg and pg-pool, PGlite once closed).
 * Matched by text: they carry no code.
 */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (networkCodes.has(code) || serverCodes.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means the database is away (lost, refused, restarting, full) rather than that the request
 * or the code is wrong: such a request may succeed when tried again in a moment, so it is answered 503, not 500.
 * Looks through `cause` and an AggregateError's `errors` (Node tries each address of a host name in turn).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
