import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpServer } from '@fleet/api/test/smtp';
import { SMTPServer } from 'smtp-server';
import { refusalMarker } from './mailRefusals.ts';

/**
 * Refuses, at RCPT TO, every address a test has asked to refuse (a marker file in `dir`, see mailRefusals.ts): a
 * permanent 550, as a mailbox that does not exist. The API tests' SMTP server has no recipient check to configure,
 * and the app gives it none, so the catcher process sets the library's default one (which every server of this
 * process without its own uses).
 */
function refuseMarkedRecipients(dir: string) {
  SMTPServer.prototype.onRcptTo = (address, _session, callback) => {
    if (!existsSync(refusalMarker(dir, address.address))) return callback();
    callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: refused by the e2e mail catcher`), { responseCode: 550 }));
  };
}

/**
 * The API tests' SMTP server on `port`, filing every message it accepts in `dir`, one JSON file each: the
 * tests run in other processes and read them from there (utils/mailbox.ts). It refuses the addresses they ask
 * it to (utils/mailRefusals.ts).
 */
export async function startMailCatcher(port: number, dir: string): Promise<() => Promise<void>> {
  refuseMarkedRecipients(dir);
  let received = 0;
  const server = await startSmtpServer({
    port,
    onMail(mail) {
      const name = `${Date.now()}-${++received}`;
      // Written aside, then renamed: a reader never sees half a message.
      writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(mail));
      renameSync(join(dir, `${name}.tmp`), join(dir, `${name}.json`));
    },
  });
  return server.stop;
}
