import { describe, expect, it } from 'vitest';
import { testBackend } from '../../test/harness/testDatabase.ts';
import { openPostgres } from './openPostgres.ts';

// On PostgreSQL only (TEST_DB=postgres): the embedded database does not enforce statement_timeout (docs/operations.md,
// 'When the database is slow'): it accepts the setting and runs the statement to its end, on the server's own thread.
describe.runIf(testBackend() === 'postgres')('the statement timeout on PostgreSQL', () => {
  it('cancels a statement that runs longer, keeps the connection, and gives way to a longer one for a transaction that sets it', async () => {
    const db = await openPostgres(process.env.TEST_DATABASE_URL!, 1, undefined, 200);
    try {
      const started = performance.now();
      await expect(db.query('select pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
      const slept = await db.transaction(async (tx) => {
        await tx.query('set local statement_timeout = 0');
        return tx.query('select pg_sleep(0.4)::text as slept');
      });
      expect(slept).toEqual([{ slept: '' }]);
      // Back to the pool's own once that transaction is over.
      await expect(db.query('select pg_sleep(0.4)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await db.close();
    }
  });
});
