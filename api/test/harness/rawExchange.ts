import { connect } from 'node:net';

/** What came back on one connection of bytes written by hand. */
export interface RawExchange {
  /** The status of each whole answer, in order (a pipelined connection has several; `100 Continue` is not one). */
  statuses: number[];
  /** Everything the server sent, as Latin-1 text (byte for byte, as `curl -v` would show it). */
  text: string;
  /** Whether the server ended the connection, rather than the client once it had what it waited for. */
  closedByServer: boolean;
  /** Whether `waitMs` ran out first: the server neither answered everything nor closed. */
  timedOut: boolean;
  /** From the connection to what settled the exchange. */
  ms: number;
}

export interface RawExchangeOptions {
  /** How long the exchange may take in all before the client gives up (`timedOut`). */
  waitMs: number;
  /** Settles once this many answers are whole; without it, once the server closes the connection. */
  answers?: number;
  /** The wait between two parts (a client on a slow line). */
  pauseMs?: number;
  /**
   * Written after the parts, `times` times or until the exchange settles: again each time the socket drains, so that a
   * body of any size streams without being held in memory.
   */
  more?: { chunk: Buffer; times: number };
  /** Closes the sending side once every part (and `more`) is written, as a client with nothing more to send does. */
  endAfterSend?: boolean;
  /** Ends the exchange from the client's side (a visitor who gives up on a connection held open). */
  signal?: AbortSignal;
}

/** An answer's status line and headers (names in lower case), from its head without the blank line that ends it. */
function parseHead(head: string): { statusLine: string; headers: Record<string, string> } {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) headers[line.slice(0, line.indexOf(':')).trim().toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  return { statusLine, headers };
}

/** The statuses of the answers whole at the start of `buffer`: a body of `Content-Length` bytes, chunks, or none (204, 304, HEAD). */
export function wholeAnswers(buffer: Buffer, heads: readonly boolean[] = []): number[] {
  const statuses: number[] = [];
  let rest = buffer;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) return statuses;
    const { statusLine, headers } = parseHead(rest.subarray(0, end).toString('latin1'));
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    if (!status) return statuses;
    rest = rest.subarray(end + 4);
    // An interim answer (100 Continue) has no body and is followed by the real one.
    if (status < 200) continue;
    const noBody = status === 204 || status === 304 || heads[statuses.length] === true;
    if (!noBody && headers['transfer-encoding']?.toLowerCase() === 'chunked') {
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        if (lineEnd === -1) return statuses;
        const size = Number.parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
        if (Number.isNaN(size) || rest.length < lineEnd + 2 + size + 2) return statuses;
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
    } else if (!noBody) {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return statuses;
      rest = rest.subarray(length);
    }
    statuses.push(status);
  }
}

/** Which of the requests in `parts` are HEAD requests, whose answers carry no body. */
const headRequests = (parts: readonly (string | Buffer)[]) =>
  parts.flatMap((part) => [...part.toString('latin1').matchAll(/(?:^|\r\n\r\n)([A-Z]+) /g)].map((match) => match[1] === 'HEAD'));

/**
 * Writes `parts` on a connection of its own, `pauseMs` apart, exactly as given (`fetch` would tidy the path, refuse a
 * lying Content-Length and never send a broken request line), then `more`, and reads what comes back until `answers`
 * answers are whole, the server closes (or resets) the connection, or `waitMs` passes.
 */
export function rawExchange(
  port: number,
  parts: readonly (string | Buffer)[],
  { waitMs, answers, pauseMs = 0, more, endAfterSend = false, signal }: RawExchangeOptions,
): Promise<RawExchange> {
  const heads = headRequests(parts);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const settle = (how: 'answered' | 'closed' | 'timedOut' | 'given up') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        statuses: wholeAnswers(received, heads),
        text: received.toString('latin1'),
        closedByServer: how === 'closed',
        timedOut: how === 'timedOut',
        ms: Math.round(performance.now() - started),
      });
    };
    const timer = setTimeout(() => settle('timedOut'), waitMs);
    signal?.addEventListener('abort', () => settle('given up'), { once: true });
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (answers !== undefined && wholeAnswers(received, heads).length >= answers) settle('answered');
    });
    socket.on('close', () => settle('closed'));
    socket.on('error', () => undefined);
    let written = 0;
    // Writes until the socket's buffer is full, then again at each 'drain': no more than that buffer waits in memory.
    const pump = () => {
      while (more && written < more.times && !settled) {
        written++;
        if (!socket.write(more.chunk)) return;
      }
      if (endAfterSend && !settled) socket.end();
    };
    socket.once('connect', async () => {
      for (const [index, part] of parts.entries()) {
        if (settled) return;
        if (index > 0 && pauseMs > 0) await new Promise((wait) => setTimeout(wait, pauseMs));
        if (!settled) socket.write(part);
      }
      if (more) socket.on('drain', pump);
      pump();
    });
  });
}

/** The first answer of an exchange: its status line, its headers (names in lower case) and its body as far as it came. */
export interface FirstAnswer extends RawExchange {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/** The exchange with its first answer read out of it; throws when not even that answer's head came back. */
export function firstAnswer(exchange: RawExchange): FirstAnswer {
  const headEnd = exchange.text.indexOf('\r\n\r\n');
  if (headEnd === -1) {
    const how = exchange.closedByServer ? 'closed' : exchange.timedOut ? 'still open' : 'given up';
    throw new Error(`no answer within ${exchange.ms} ms (${how}): ${JSON.stringify(exchange.text.slice(0, 200))}`);
  }
  return { ...exchange, ...parseHead(exchange.text.slice(0, headEnd)), body: exchange.text.slice(headEnd + 4) };
}

/** A chunk of a chunked body: its size in hex, the bytes, the line end. */
export const chunkOf = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);

/** A post's head as a browser without script sends a form: the page, the form's type, and the headers given. */
export const formHead = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
