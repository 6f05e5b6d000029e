import { createServer, type Server } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../services/ServiceError.ts';
import { isDatabaseUnavailable } from './isDatabaseUnavailable.ts';

/** An error as pg builds it from the server's ErrorResponse. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
}

/** What pg's Client.connect rejects with against `port`. */
async function connectError(port: number): Promise<unknown> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'nothing', connectionTimeoutMillis: 5_000 });
  return client.connect().then(
    () => new Error('connected unexpectedly'),
    (error: unknown) => error,
  );
}

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** A port that accepts connections and closes each at once, as a server going down does. */
function hangingUp(): Promise<number> {
  server = createServer((socket) => socket.destroy());
  return new Promise((resolve) => {
    server!.listen(0, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
  });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  const port = await new Promise<number>((resolve) => probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)));
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('a database that is away', () => {
  it('is a connection refused, as pg reports it', async () => {
    const error = await connectError(await closedPort());
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is a connection the server closes, as pg reports it', async () => {
    const error = await connectError(await hangingUp());
    expect((error as Error).message).toMatch(/^Connection terminated/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is a reset, a timeout, a broken pipe or no route to the host', () => {
    for (const code of ['ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']) {
      expect(isDatabaseUnavailable(Object.assign(new Error(`read ${code}`), { code })), code).toBe(true);
    }
  });

  it('is the server shutting down, crashed, starting up or out of connection slots, or any connection exception (class 08)', () => {
    expect(isDatabaseUnavailable(serverError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P02', 'terminating connection due to crash of another server process'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is shutting down'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08P01', 'protocol violation'))).toBe(true);
  });

  it('is what pg and pg-pool say of a lost or unreachable connection', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
      'Cannot use a pool after calling end on the pool',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it('is a closed PGlite', async () => {
    const db = await PGlite.create();
    await db.close();
    const error = await db.query('select 1').catch((thrown: unknown) => thrown);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is found as the cause, or among the errors of an AggregateError (each address of a host tried in turn)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused, refused], 'all addresses failed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('the lead was not stored', { cause: serverError('57P01', 'terminating connection') }))).toBe(true);
  });
});

describe('anything else', () => {
  it('is not a database that is away: a mistake in the query, a broken rule, a refusal, a bug', () => {
    expect(isDatabaseUnavailable(serverError('42601', 'syntax error at or near "selec"'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(new ServiceError('rate_limited', 'Too many requests'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(new Error('connect ECONNREFUSED 127.0.0.1:5432 was in the message only'))).toBe(false);
    for (const value of [undefined, null, 'ECONNREFUSED', 57, { code: 42 }]) expect(isDatabaseUnavailable(value)).toBe(false);
  });

  it('is not followed through a cycle of causes forever', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    (first as { cause?: unknown }).cause = second;
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
