import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpServer } from '@fleet/api/test/smtp';
import { refusalMarker } from './mailRefusals.ts';

/**
 * The API tests' SMTP server on `port`, filing every message it accepts in `dir`, one JSON file each: the
 * tests run in other processes and read them from there (utils/mailbox.ts). It refuses the addresses they ask
 * it to (utils/mailRefusals.ts).
 */
export async function startMailCatcher(port: number, dir: string): Promise<() => Promise<void>> {
  let received = 0;
  const server = await startSmtpServer({
    port,
    // A marker file per address a test asked to refuse (mailRefusals.ts): the tests run in other processes.
    refuse: (address) => existsSync(refusalMarker(dir, address)),
    onMail(mail) {
      const name = `${Date.now()}-${++received}`;
      // Written aside, then renamed: a reader never sees half a message.
      writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(mail));
      renameSync(join(dir, `${name}.tmp`), join(dir, `${name}.json`));
    },
  });
  return server.stop;
}
