import type { Queryable } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { type SecretPurpose, secretBox } from './secretBox.ts';

/** The columns that hold sealed secrets, each with its purpose and the row id the secret is bound to. */
const sealedColumns: { purpose: SecretPurpose; table: string; id: string; column: string }[] = [
  { purpose: 'two-step', table: 'manager_totp', id: 'manager_id', column: 'secret_ciphertext' },
  { purpose: 'webhook', table: 'webhooks', id: 'id', column: 'secret_sealed' },
];

/**
 * Seals again, under its purpose's own key, every secret sealed before keys had a purpose (v1: the server key itself).
 * Each row is changed only if it still holds what was read, so instances starting together do no harm. Returns how many.
 */
export async function resealLegacySecrets(db: Queryable, master: Buffer, logger: Logger): Promise<number> {
  let resealed = 0;
  for (const { purpose, table, id, column } of sealedColumns) {
    const box = secretBox(master, purpose);
    const rows = await db.query<{ id: string; sealed: string }>(`select ${id}::text as id, ${column} as sealed from ${table} where ${column} like 'v1:%'`);
    for (const row of rows) {
      let secret: string;
      try {
        secret = box.open(row.id, row.sealed);
      } catch {
        // Sealed with another key: left as it is, and refused where it is used, as before.
        continue;
      }
      const changed = await db.query(`update ${table} set ${column} = $3 where ${id}::text = $1 and ${column} = $2 returning 1`, [
        row.id,
        row.sealed,
        box.seal(row.id, secret),
      ]);
      resealed += changed.length;
    }
  }
  if (resealed > 0) logger.info({ resealed }, `[crypto] ${resealed} secrets sealed again under their purpose's own key`);
  return resealed;
}
