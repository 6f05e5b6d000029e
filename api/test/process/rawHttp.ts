import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  /** Sends what is left of the request (the rest of a body held back). */
  finish(): void;
  /** The whole answer once it has come; rejects when the connection ends before it is whole. */
  readonly answer: Promise<RawAnswer>;
  /** Settles when the connection has closed (by either side). */
  readonly closed: Promise<void>;
  /** Sends another request on the same connection and resolves with its answer (keep-alive). */
  again(request: string): Promise<RawAnswer>;
  close(): void;
}

/** Reads one answer from the start of `buffer`: undefined until it is whole (a Content-Length body, or chunks). */
function parseAnswer(buffer: Buffer): { answer: RawAnswer; rest: Buffer } | undefined {
  const end = buffer.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine!.split(' ')[1]);
  let rest = buffer.subarray(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    const chunks: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      if (lineEnd === -1) return undefined;
      const size = Number.parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
      if (rest.length < lineEnd + 2 + size + 2) return undefined;
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
      if (size === 0) return { answer: { status, headers, body: Buffer.concat(chunks).toString('utf8') }, rest };
    }
  }
  const length = Number(headers['content-length'] ?? 0);
  if (rest.length < length) return undefined;
  return { answer: { status, headers, body: rest.subarray(0, length).toString('utf8') }, rest: rest.subarray(length) };
}

/**
 * A request written by hand on a connection of its own, so that a test decides when each byte goes (a body that
 * arrives slowly, as from a visitor on a poor line) and sees the connection itself (kept alive, or closed).
 */
export async function rawRequest(port: number, head: string, body = '', heldBack = ''): Promise<RawRequest> {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffer: Buffer = Buffer.alloc(0);
  const waiting: Array<{ resolve: (answer: RawAnswer) => void; reject: (error: Error) => void }> = [];
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (let parsed = parseAnswer(buffer); parsed && waiting.length > 0; parsed = parseAnswer(buffer)) {
      buffer = parsed.rest;
      waiting.shift()!.resolve(parsed.answer);
    }
  });
  socket.on('error', () => undefined);
  void closed.then(() => {
    for (const waiter of waiting.splice(0)) waiter.reject(new Error('the connection closed before the answer was whole'));
  });
  const next = () => new Promise<RawAnswer>((resolve, reject) => waiting.push({ resolve, reject }));
  const answer = next();
  // Rejections are the test's to read when it awaits the answer; an unread one must not end the run.
  answer.catch(() => undefined);
  socket.write(head + body);
  return {
    finish: () => socket.write(heldBack),
    answer,
    closed,
    again(request) {
      const following = next();
      socket.write(request);
      return following;
    },
    close: () => socket.destroy(),
  };
}

/** A JSON post's head and body, with `held` characters of the body held back for finish(). */
export function jsonPost(path: string, anonKey: string, value: unknown, held: number): [string, string, string] {
  const body = JSON.stringify(value);
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${anonKey}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return [head, body.slice(0, body.length - held), body.slice(body.length - held)];
}

export const plainGet = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

/** Whether a new connection to the port is refused (nothing listens there any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
