import { randomBytes } from 'node:crypto';
import type { components, DemoUrl, Manager } from '@fleet/api-client';
import type { DemoOpenConfig } from '../../config.ts';
import type { Database, Queryable, Transaction } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { demoLinkFirstOpened } from '../mail/composeDemoLinkEmails.ts';
import { enqueueEmail } from '../mail/enqueueEmail.ts';
import type { ProductMetrics } from '../metrics/ProductMetrics.ts';
import { ServiceError } from '../ServiceError.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueueWebhookEvent.ts';
import { type DemoUrlRow, demoUrlColumns, leadOfLink, toDemoUrl } from './demoUrlRow.ts';
import { withinOpenLimits } from './withinOpenLimits.ts';

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

/** `counted`: the open was recorded (false past the limits, when the visitor is sent on all the same). */
export type OpenResult =
  | { kind: 'open'; counted: boolean }
  | { kind: 'unknown' }
  /** `language`: of the page the link's newest lead was sent from (null: English), for the page that says so. */
  | { kind: 'expired' | 'revoked'; language: string | null };

/** `created`: newest first; `last_opened`: the most recently opened first, links never opened after them. */
export type DemoUrlOrder = 'created' | 'last_opened';

const orderings: Record<DemoUrlOrder, string> = {
  created: 'd.created_at desc, d.id',
  last_opened: 'd.last_opened_at desc nulls last, d.created_at desc, d.id',
};

/** How many links were opened lately and which, for the dashboard. */
type Engagement = components['schemas']['Engagement'];

export interface DemoUrlServiceOptions {
  publicUrl: string;
  logger: Logger;
  /** Called after a commit that queued mail (the first open of a link tells its creator). */
  onQueued: () => void;
  /** Called after an open that may have queued webhook deliveries (`demo_link.opened`). */
  onWebhooksQueued: () => void;
  metrics: Pick<ProductMetrics, 'demoLinkGenerated' | 'demoLinkOpened'>;
}

/** A link as the `demo_link.opened` webhook tells of it: never its token, which opens the demo. */
async function openedLink(tx: Queryable, id: string) {
  const [row] = await tx.query<DemoUrlRow>(`select ${demoUrlColumns} from demo_urls d where d.id = $1`, [id]);
  const { client_email, open_count, first_opened_at, last_opened_at, expires_at, lead_id } = row!;
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return { id, client_email, open_count, first_opened_at: iso(first_opened_at), last_opened_at: iso(last_opened_at), expires_at: iso(expires_at), lead_id };
}

export function createDemoUrlService(db: Database, { publicUrl, logger, onQueued, onWebhooksQueued, metrics }: DemoUrlServiceOptions) {
  const json = (row: DemoUrlRow) => toDemoUrl(row, publicUrl);

  /** Counts an open of a live link; undefined when it stopped being live meanwhile. */
  function recordOpen(id: string, webhookMinutes: number): Promise<{ mailed: boolean; told: boolean } | undefined> {
    return db.transaction(async (tx) => {
      // The row lock makes concurrent opens take turns, each seeing what the one before wrote.
      const [link] = await tx.query<{
        client_email: string;
        created_at: Date;
        creator_email: string | null;
        creator_name: string | null;
        first: boolean;
        tell: boolean;
      }>(
        `select client_email, created_at, creator_email, creator_name, first_opened_at is null as first,
           (opened_event_at is null or opened_event_at <= now() - make_interval(mins => $2)) as tell
         from demo_urls where id = $1 and status = 'active' and expires_at > now() for update`,
        [id, webhookMinutes],
      );
      if (!link) return undefined;
      await tx.query(
        `update demo_urls set open_count = open_count + 1, first_opened_at = coalesce(first_opened_at, now()), last_opened_at = now(),
           opened_event_at = case when $2 then now() else opened_event_at end
         where id = $1`,
        [id, link.tell],
      );
      const mailed = link.first && link.creator_email !== null;
      if (mailed) await enqueueEmail(tx, demoLinkFirstOpened({ ...link, creator_email: link.creator_email! }, `${publicUrl}/admin/demo-urls`));
      if (link.tell) await enqueueWebhookEvent(tx, 'demo_link.opened', await openedLink(tx, id));
      return { mailed, told: link.tell };
    });
  }

  async function change(id: string, work: (tx: Transaction, row: DemoUrlRow) => Promise<DemoUrlRow>): Promise<DemoUrl> {
    return db.transaction(async (tx) => {
      const [current] = await tx.query<DemoUrlRow>(`select ${demoUrlColumns} from demo_urls d where d.id = $1`, [id]);
      if (!current) throw notFound();
      await lockClient(tx, current.client_email);
      return json(await work(tx, current));
    });
  }

  return {
    async list(order: DemoUrlOrder = 'created'): Promise<DemoUrl[]> {
      const rows = await db.query<DemoUrlRow>(`select ${demoUrlColumns} from demo_urls d order by ${orderings[order]}`);
      return rows.map(json);
    },

    /** One link by id, or undefined. */
    async find(tx: Queryable, id: string): Promise<DemoUrl | undefined> {
      const [row] = await tx.query<DemoUrlRow>(`select ${demoUrlColumns} from demo_urls d where d.id = $1`, [id]);
      return row && json(row);
    },

    /** Links opened in the last 7 days, and the 10 opened most recently. */
    async engagement(): Promise<Engagement> {
      const [count] = await db.query<{ n: number }>(`select count(*)::int as n from demo_urls where last_opened_at > now() - interval '7 days'`);
      const recent = await db.query<{
        id: string;
        client_email: string;
        last_opened_at: Date;
        open_count: number;
        creator_name: string | null;
        creator_email: string | null;
        lead_id: string | null;
      }>(
        `select d.id, d.client_email, d.last_opened_at, d.open_count, d.creator_name, d.creator_email, ${leadOfLink} as lead_id
         from demo_urls d where d.last_opened_at is not null order by d.last_opened_at desc, d.id limit 10`,
      );
      return {
        opened_last_7_days: count?.n ?? 0,
        recent_opens: recent.map((row) => ({
          demo_url_id: row.id,
          client_email: row.client_email,
          opened_at: row.last_opened_at.toISOString(),
          open_count: row.open_count,
          // As the list says it: a deleted creator keeps their name; a website link has none.
          creator_name: row.creator_email ? (row.creator_name ?? '') : null,
          lead_id: row.lead_id,
        })),
      };
    },

    async generate(clientEmail: string, days: number, creator: Manager): Promise<DemoUrl> {
      const email = clientEmail.trim();
      const row = await db.transaction(async (tx) => {
        await lockClient(tx, email);
        if (await activeFor(tx, email)) throw new ServiceError('conflict', 'Email already exists', { field: 'body.clientEmail' });
        return insertLink(tx, email, days, creator);
      });
      metrics.demoLinkGenerated('admin');
      logger.info(
        { event: 'demo_link_generated', actor: creator.email, client: email, days },
        `[demo] ${creator.email} generated a ${days}-day link for ${email}`,
      );
      return json(row);
    },

    /**
     * For the website's demo request form: the client's active link, or a new 7-day one (`issued`). It runs in the
     * lead's transaction, so the caller counts a new link once that commits.
     */
    async issueOrReuse(tx: Transaction, clientEmail: string): Promise<{ link: DemoUrl; issued: boolean }> {
      const email = clientEmail.trim();
      await lockClient(tx, email);
      const active = await activeFor(tx, email);
      if (active) return { link: json(active), issued: false };
      return { link: json(await insertLink(tx, email, defaultDemoDays, null)), issued: true };
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

    /**
     * Opens a link for a visitor: says why when it cannot be opened, and otherwise whether the open was counted.
     * Every visitor of a live link is sent on to the demo; the open is recorded only within the limits per address
     * (an IPv6 /64 as one) and per link, so that a script hammering a link writes no more than its counters. A counted
     * open queues `demo_link.opened` at the link's first open and then at most once per `webhookMinutes`; the first
     * open also tells the link's creator by e-mail. Concurrent opens take turns on the link's row, so however many
     * arrive at once, one of them queues the e-mail and one the event.
     */
    async open(token: string, address: string, limits: DemoOpenConfig): Promise<OpenResult> {
      const [link] = await db.query<{ id: string; state: 'active' | 'expired' | 'revoked'; language: string | null }>(
        `select d.id, case when d.status = 'revoked' then 'revoked' when d.expires_at <= now() then 'expired' else 'active' end as state,
           (select l.payload ->> 'language' from leads l where l.demo_url_id = d.id order by l.created_at desc limit 1) as language
         from demo_urls d where d.token = $1`,
        [token],
      );
      if (!link) {
        metrics.demoLinkOpened('unknown');
        return { kind: 'unknown' };
      }
      if (link.state !== 'active') {
        metrics.demoLinkOpened(link.state);
        return { kind: link.state, language: link.language };
      }
      const counted = await withinOpenLimits(db, link.id, address, limits);
      const opened = counted ? await recordOpen(link.id, limits.webhookMinutes) : undefined;
      if (opened?.mailed) onQueued();
      if (opened?.told) onWebhooksQueued();
      metrics.demoLinkOpened(opened ? 'opened' : 'uncounted');
      return { kind: 'open', counted: opened !== undefined };
    },
  };
}

export type DemoUrlService = ReturnType<typeof createDemoUrlService>;
