import { createCipheriv, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../../../test/harness/testDatabase.ts';
import type { Database } from '../../db/Database.ts';
import { createLogger } from '../../logging/createLogger.ts';
import { resealLegacySecrets } from './resealLegacySecrets.ts';
import { secretBox } from './secretBox.ts';

let db: Database;
const key = randomBytes(32);

/** A secret as servers sealed them before purpose keys: with the server key itself, bound to the row's id. */
function sealedV1(boundTo: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
}

beforeAll(async () => {
  db = await cloneTemplate(inject('databaseTemplate'));
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('resealLegacySecrets', () => {
  it('seals v1 two-step and webhook secrets again under their own purpose keys, once, and leaves what another key sealed', async () => {
    const [manager] = await db.query<{ id: string }>(
      `insert into managers (name, email, role, password_hash) values ('Rae Seal', 'rae.seal@example.com', 'manager', 'not-a-hash') returning id`,
    );
    await db.query('insert into manager_totp (manager_id, secret_ciphertext) values ($1, $2)', [manager!.id, sealedV1(manager!.id, 'JBSWY3DPEHPK3PXP')]);
    const [hook] = await db.query<{ id: string }>(
      `insert into webhooks (url, events, secret_sealed, created_by_name) values ('https://crm.example.com/in', '{lead.created}', '', 'Rae') returning id`,
    );
    await db.query('update webhooks set secret_sealed = $2 where id = $1', [hook!.id, sealedV1(hook!.id, 'whsec_abc')]);
    const [stranger] = await db.query<{ id: string }>(
      `insert into webhooks (url, events, secret_sealed, created_by_name) values ('https://crm.example.com/other', '{lead.created}', 'v1:AAAA:BBBB:CCCC', 'Rae') returning id`,
    );

    const logger = await createLogger({ LOG_LEVEL: 'silent' });
    expect(await resealLegacySecrets(db, key, logger)).toBe(2);
    expect(await resealLegacySecrets(db, key, logger)).toBe(0);

    const [totp] = await db.query<{ sealed: string }>('select secret_ciphertext as sealed from manager_totp where manager_id = $1', [manager!.id]);
    expect(totp!.sealed.startsWith('v2:')).toBe(true);
    expect(secretBox(key, 'two-step').open(manager!.id, totp!.sealed)).toBe('JBSWY3DPEHPK3PXP');
    const [endpoint] = await db.query<{ sealed: string }>('select secret_sealed as sealed from webhooks where id = $1', [hook!.id]);
    expect(secretBox(key, 'webhook').open(hook!.id, endpoint!.sealed)).toBe('whsec_abc');
    expect(() => secretBox(key, 'two-step').open(hook!.id, endpoint!.sealed)).toThrow();
    const [untouched] = await db.query<{ sealed: string }>('select secret_sealed as sealed from webhooks where id = $1', [stranger!.id]);
    expect(untouched!.sealed).toBe('v1:AAAA:BBBB:CCCC');
    await db.query('delete from webhooks where id = any($1)', [[hook!.id, stranger!.id]]);
  });
});
