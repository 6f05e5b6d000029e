import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

export const keyFileName = 'mfa-encryption.key';

/**
 * The configured key; or, on the embedded database, a key generated once beside it (readable by the
 * server's user only). With PostgreSQL the configuration requires one (see loadConfig).
 */
export async function resolveEncryptionKey(config: Pick<Config, 'mfaEncryptionKey' | 'dataDir'>): Promise<Buffer> {
  if (config.mfaEncryptionKey) return config.mfaEncryptionKey;
  const file = join(config.dataDir, keyFileName);
  try {
    await writeFile(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key; set MFA_ENCRYPTION_KEY, or remove the file to have one generated`);
  return key;
}
