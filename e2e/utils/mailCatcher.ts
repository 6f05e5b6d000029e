import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { readableMessage, type ReceivedMail } from './mailbox';

/**
 * A real SMTP server on the loopback address that files every message it accepts in `dir`, one JSON file
 * each: the tests run in other processes and read them from there (utils/mailbox.ts).
 */
export async function startMailCatcher(port: number, dir: string): Promise<() => Promise<void>> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    // The app's transport would upgrade to TLS if offered, and refuse this server's self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: readableMessage(Buffer.concat(chunks).toString('utf8')),
        };
        const name = `${Date.now()}-${++received}`;
        // Written aside, then renamed: a reader never sees half a message.
        writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(mail));
        renameSync(join(dir, `${name}.tmp`), join(dir, `${name}.json`));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
