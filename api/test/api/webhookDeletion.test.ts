import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Transaction } from '../../src/db/Database.ts';
import { claimDelivery } from '../../src/services/webhooks/claimDelivery.ts';
import { enqueueWebhookEvent } from '../../src/services/webhooks/enqueueWebhookEvent.ts';
import { recordAttempt } from '../../src/services/webhooks/recordAttempt.ts';
import { cloneTemplate, testBackend } from '../harness/testDatabase.ts';

/**
 * An endpoint deleted by a super admin while the sender writes down an attempt on one of its deliveries: two
 * transactions on two connections that take the same two rows (the endpoint's, the delivery's). On PostgreSQL they
 * must take them in the same order, or each waits for the other until the server breaks the deadlock with an error.
 * The sender's transaction is held after its first statement while the deletion comes and waits, then let go.
 */
describe.skipIf(testBackend() !== 'postgres')('an endpoint deleted while an attempt is recorded', () => {
  let db: Database;

  beforeAll(async () => {
    db = await cloneTemplate(inject('databaseTemplate'));
  });

  afterAll(async () => {
    await db?.close();
  });

  /** `db`, with each transaction held after its first statement until `release` is called. */
  function heldAfterFirstStatement() {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reached: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (reached = resolve));
    const held: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) => {
          let statements = 0;
          const gated: Transaction = {
            exec: (sql) => tx.exec(sql),
            async query(sql, params) {
              const rows = await tx.query(sql, params);
              statements += 1;
              if (statements === 1) {
                reached();
                await released;
              }
              return rows as never;
            },
          };
          return work(gated);
        }),
    };
    return { held, holding, release };
  }

  /** Whether a statement of another connection is waiting for a row lock. */
  const someoneWaitsForALock = async () =>
    (await db.query<{ waiting: number }>(`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`))[0]!.waiting > 0;

  it('lets both finish: the attempt is written, then the endpoint and its deliveries are gone', async () => {
    const [endpoint] = await db.query<{ id: string }>(
      `insert into webhooks (url, events, secret_sealed, created_by_name) values ('https://crm.example.com/in', '{lead.created}', 'sealed', 'Rae') returning id`,
    );
    await enqueueWebhookEvent(db, 'lead.created', { id: 'lead-1' });
    const claimed = await claimDelivery(db, 60);
    expect(claimed?.webhook_id).toBe(endpoint!.id);

    const { held, holding, release } = heldAfterFirstStatement();
    const recording = recordAttempt(
      held,
      claimed!,
      { statusCode: 500, durationMs: 12, excerpt: 'busy', error: 'HTTP 500' },
      { delivered: false, givingUp: false, retryInSeconds: 30 },
      { breakerFailures: 5, breakerSeconds: 60 },
    );
    await holding;
    const deleting = db.query('delete from webhooks where id = $1', [endpoint!.id]);
    await expect.poll(someoneWaitsForALock).toBe(true);
    release();

    await expect(recording).resolves.toBeNull();
    await expect(deleting).resolves.toEqual([]);
    expect(await db.query('select id from webhook_deliveries where webhook_id = $1', [endpoint!.id])).toEqual([]);
    expect(await db.query('select id from webhook_attempts where delivery_id = $1', [claimed!.id])).toEqual([]);
  });
});
