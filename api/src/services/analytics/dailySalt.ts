import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/Database.ts';

/** A UTC day as PostgreSQL's `date` reads it: 2026-11-28. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The day's random salt, the same on every instance (the first to need it makes it; the others read that one). Making
 * a day's salt deletes every earlier one: after that no view of an earlier day can be tied to anyone, or to a later view.
 * Kept in memory for the day. The views that come in while it is being read wait for that one read, not a read each
 * (a slow database at midnight would otherwise take three statements a view); one that fails is tried again by the next.
 */
export function dailySalt(db: Queryable): (day: string) => Promise<Buffer> {
  let known: { day: string; salt: Promise<Buffer> } | undefined;
  const read = async (day: string) => {
    await db.query('insert into analytics_salts (day, salt) values ($1, $2) on conflict (day) do nothing', [day, randomBytes(32)]);
    const [row] = await db.query<{ salt: Uint8Array }>('select salt from analytics_salts where day = $1', [day]);
    if (!row) throw new Error(`no analytics salt for ${day}`);
    await db.query('delete from analytics_salts where day < $1', [day]);
    return Buffer.from(row.salt);
  };
  return (day) => {
    if (known?.day === day) return known.salt;
    const reading = { day, salt: read(day) };
    known = reading;
    reading.salt.catch(() => {
      if (known === reading) known = undefined;
    });
    return reading.salt;
  };
}
