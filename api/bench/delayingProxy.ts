import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DelayingProxy {
  /** The PostgreSQL address to connect to in place of the real one (the same user, password and database). */
  url: string;
  close(): Promise<void>;
}

/** The protocol version a StartupMessage carries (3.0); after it, every message the client sends has a type byte. */
const protocol3 = 196_608;

/** The SQL text of a simple Query ('Q') or of a Parse ('P': a statement's name, then its text), else undefined. */
function sqlOf(message: Buffer): string | undefined {
  const type = message[0];
  if (type === 0x51) return message.toString('utf8', 5, message.length - 1);
  if (type !== 0x50) return undefined;
  const nameEnd = message.indexOf(0, 5);
  return message.toString('utf8', nameEnd + 1, message.indexOf(0, nameEnd + 1));
}

/**
 * A TCP proxy in front of a PostgreSQL server that holds each statement `delayOf(sql)` milliseconds before passing it
 * on: a database that is slow to answer, for the benchmark. It reads the client's side of the wire protocol message by
 * message (the startup and authentication go through at once) and keeps their order on each connection; the server's
 * answers go back untouched.
 */
export async function startDelayingProxy(target: URL, delayOf: (sql: string) => number): Promise<DelayingProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    // As the driver does: without it each small message waits for the last one's ACK (40 ms a round trip).
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.pipe(client);

    let buffered = Buffer.alloc(0);
    let startup = true;
    let sending = Promise.resolve();
    const pass = (message: Buffer, delayMs: number) => {
      sending = sending.then(async () => {
        if (delayMs > 0) await sleep(delayMs);
        if (!upstream.destroyed) upstream.write(message);
      });
    };
    client.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        // Before the StartupMessage (an SSLRequest may come first), messages have no type byte.
        const head = startup ? 0 : 1;
        if (buffered.length < head + 4) return;
        const size = head + buffered.readInt32BE(head);
        if (buffered.length < size) return;
        const message = buffered.subarray(0, size);
        buffered = buffered.subarray(size);
        if (startup && message.readInt32BE(4) === protocol3) startup = false;
        const sql = startup ? undefined : sqlOf(message);
        pass(message, sql === undefined ? 0 : delayOf(sql));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
