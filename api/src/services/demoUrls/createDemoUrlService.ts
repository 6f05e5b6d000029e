import { randomBytes } from 'node:crypto';
import type { DemoUrl, Manager } from '@fleet/api-client';
import type { Database, Queryable, Transaction } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { ServiceError } from '../ServiceError.ts';
import { type DemoUrlRow, demoUrlColumns, toDemoUrl } from './demoUrlRow.ts';

export const defaultDemoDays = 7;

/** `7d` → 7 (the document bounds it to 1d..30d). */
export function daysOf(expiresIn: string | undefined): number {
  return expiresIn ? Number.parseInt(expiresIn, 10) : defaultDemoDays;
}

const notFound = () => new ServiceError('not_found', 'Demo URL not found');

/** One client e-mail at a time: serialises the "one active link per e-mail" check. */
async function lockClient(tx: Queryable, email: string) {
  await tx.query(`select pg_advisory_xact_lock(7403, hashtext(lower($1)))`, [email]);
}

async function activeFor(tx: Queryable, email: string, exceptId?: string): Promise<DemoUrlRow | undefined> {
  const [row] = await tx.query<DemoUrlRow>(
    `select ${demoUrlColumns} from demo_urls d
     where lower(d.client_email) = lower($1) and d.status = 'active' and d.expires_at > now() and d.id is distinct from $2
     order by d.expires_at desc limit 1`,
    [email, exceptId ?? null],
  );
  return row;
}

async function insertLink(tx: Queryable, email: string, days: number, creator: Manager | null): Promise<DemoUrlRow> {
  const [row] = await tx.query<DemoUrlRow>(
    `insert into demo_urls as d (token, client_email, created_by, creator_name, creator_email, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
     returning ${demoUrlColumns}`,
    [randomBytes(24).toString('base64url'), email, creator?.id ?? null, creator?.name ?? null, creator?.email ?? null, days],
  );
  return row!;
}

export type OpenResult = { kind: 'open' } | { kind: 'expired' | 'revoked' | 'unknown' };

export function createDemoUrlService(db: Database, publicUrl: string, logger: Logger) {
  const json = (row: DemoUrlRow) => toDemoUrl(row, publicUrl);

  async function change(id: string, work: (tx: Transaction, row: DemoUrlRow) => Promise<DemoUrlRow>): Promise<DemoUrl> {
    return db.transaction(async (tx) => {
      const [current] = await tx.query<DemoUrlRow>(`select ${demoUrlColumns} from demo_urls d where d.id = $1`, [id]);
      if (!current) throw notFound();
      await lockClient(tx, current.client_email);
      return json(await work(tx, current));
    });
  }

  return {
    async list(): Promise<DemoUrl[]> {
      const rows = await db.query<DemoUrlRow>(`select ${demoUrlColumns} from demo_urls d order by d.created_at desc, d.id`);
      return rows.map(json);
    },

    async generate(clientEmail: string, days: number, creator: Manager): Promise<DemoUrl> {
      const email = clientEmail.trim();
      const row = await db.transaction(async (tx) => {
        await lockClient(tx, email);
        if (await activeFor(tx, email)) throw new ServiceError('conflict', 'Email already exists', { field: 'body.clientEmail' });
        return insertLink(tx, email, days, creator);
      });
      logger.info(
        { event: 'demo_link_generated', actor: creator.email, client: email, days },
        `[demo] ${creator.email} generated a ${days}-day link for ${email}`,
      );
      return json(row);
    },

    /** For the website's demo request form: the client's active link, or a new 7-day one. */
    async issueOrReuse(tx: Transaction, clientEmail: string): Promise<DemoUrl> {
      const email = clientEmail.trim();
      await lockClient(tx, email);
      return json((await activeFor(tx, email)) ?? (await insertLink(tx, email, defaultDemoDays, null)));
    },

    revoke(id: string, actor: Manager): Promise<DemoUrl> {
      return change(id, async (tx, current) => {
        if (current.state === 'revoked') throw new ServiceError('conflict', 'This demo URL is already revoked');
        const [row] = await tx.query<DemoUrlRow>(`update demo_urls d set status = 'revoked', revoked_at = now() where d.id = $1 returning ${demoUrlColumns}`, [
          id,
        ]);
        logger.info(
          { event: 'demo_link_revoked', actor: actor.email, client: current.client_email },
          `[demo] ${actor.email} revoked the link for ${current.client_email}`,
        );
        return row!;
      });
    },

    extend(id: string, days: number, actor: Manager): Promise<DemoUrl> {
      return change(id, async (tx, current) => {
        if (current.state === 'revoked') throw new ServiceError('conflict', 'A revoked demo URL cannot be extended');
        if (current.state === 'expired' && (await activeFor(tx, current.client_email, id))) {
          throw new ServiceError('conflict', 'Email already exists');
        }
        const [row] = await tx.query<DemoUrlRow>(
          `update demo_urls d set expires_at = greatest(d.expires_at, now()) + make_interval(days => $2)
           where d.id = $1 returning ${demoUrlColumns}`,
          [id, days],
        );
        logger.info(
          { event: 'demo_link_extended', actor: actor.email, client: current.client_email, days },
          `[demo] ${actor.email} extended the link for ${current.client_email} by ${days} days`,
        );
        return row!;
      });
    },

    /** Records an open of a live link; says why when the link cannot be opened. */
    async open(token: string): Promise<OpenResult> {
      const opened = await db.query(
        `update demo_urls set open_count = open_count + 1, first_opened_at = coalesce(first_opened_at, now()), last_opened_at = now()
         where token = $1 and status = 'active' and expires_at > now() returning id`,
        [token],
      );
      if (opened.length > 0) return { kind: 'open' };
      const [row] = await db.query<{ state: 'expired' | 'revoked' }>(
        `select case when status = 'revoked' then 'revoked' else 'expired' end as state from demo_urls where token = $1`,
        [token],
      );
      return { kind: row?.state ?? 'unknown' };
    },
  };
}

export type DemoUrlService = ReturnType<typeof createDemoUrlService>;
