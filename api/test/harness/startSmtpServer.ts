import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients, as the SMTP server was told them. */
  from: string;
  to: string[];
  /** The whole message as a mail client shows it (see readableMessage). */
  text: string;
}

/**
 * A raw message as a mail client shows it: long header lines unfolded (RFC 5322 §2.2.3) and quoted-printable
 * undone (soft line breaks, =XX bytes), so subjects and links read as they were written.
 */
function readableMessage(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n(?=[ \t])/g, '');
  const body = end === -1 ? '' : raw.slice(end);
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return headers + Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface SmtpServerOptions {
  /** The loopback port to listen on; a free one when not given. */
  port?: number;
  /** Called with every message accepted, as it is accepted. */
  onMail?: (mail: ReceivedMail) => void;
  /** Whether to refuse a recipient at RCPT TO with a permanent 550, as a mailbox that does not exist. */
  refuse?: (address: string) => boolean;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Refuse the next `count` messages with a temporary failure (451). */
  failNext(count: number): void;
  /** Accept each message only `ms` after it has come, as a slow mail server does (0: at once again). */
  slowDown(ms: number): void;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server on the loopback address, keeping what it receives. */
export async function startSmtpServer({ port = 0, onMail, refuse }: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    // The app's transport would upgrade to TLS if offered, and refuse this server's self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse?.(address.address)) return callback();
      const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: no such mailbox`), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (failures > 0) {
          failures--;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(error);
          return;
        }
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: readableMessage(Buffer.concat(chunks).toString('utf8')),
        };
        received.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    failNext(count) {
      failures = count;
    },
    slowDown(ms) {
      delayMs = ms;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail after ${timeoutMs} ms; got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
