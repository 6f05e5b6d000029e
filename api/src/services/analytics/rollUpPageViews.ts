import type { Database, Queryable } from '../../db/Database.ts';
import { utcDay } from './dailySalt.ts';
import { formPages } from './formPages.ts';

const dayMs = 86_400_000;
/** A day is rolled up once its last views have surely been written (batches wait a second; a little more for a busy database). */
const settleMs = 10 * 60_000;
/** How far back a day missing from the rollups is looked for: the raw views' retention, and a day to spare. */
const lookBackDays = 91;
/** A day of a busy site is a million views or more to read: longer than the statement timeout of a request. */
const rollUpTimeout = "set local statement_timeout = '5min'";

export interface DayTotals {
  visitors: number;
  pageviews: number;
  form_visitors: number;
}
export interface DayPage {
  path: string;
  views: number;
  visitors: number;
}
export interface DaySource {
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  visitors: number;
}
export interface DayFigures {
  totals: DayTotals;
  pages: DayPage[];
  sources: DaySource[];
}

const bounds = (day: string) => {
  const start = new Date(`${day}T00:00:00Z`);
  return [start, new Date(start.getTime() + dayMs)] as const;
};

// One UTC day's figures from its raw views ($1, $2: the day's start and end). A visitor's hash is the day's, so their
// visits cannot cross midnight; a visit counts for the source of its first view (views less than 30 minutes apart).
const totalsSql = `select count(distinct visitor)::int as visitors, count(*)::int as pageviews,
    count(distinct visitor) filter (where path = any($3))::int as form_visitors
  from page_views where viewed_at >= $1 and viewed_at < $2`;
const pagesSql = `select path, count(*)::int as views, count(distinct visitor)::int as visitors
  from page_views where viewed_at >= $1 and viewed_at < $2 group by path`;
const sourcesSql = `with views as (
    select visitor, utm_source, utm_medium, utm_campaign, referrer_host,
      coalesce(viewed_at - lag(viewed_at) over (partition by visitor order by viewed_at) > interval '30 minutes', true) as starts_visit
    from page_views where viewed_at >= $1 and viewed_at < $2
  )
  select coalesce(utm_source, referrer_host, 'direct') as source, coalesce(utm_medium, '') as medium,
    coalesce(utm_campaign, '') as campaign, count(*)::int as visits, count(distinct visitor)::int as visitors
  from views where starts_visit group by 1, 2, 3`;

/** A day's figures as they stand (today's, or a day not rolled up yet). */
export async function dayFigures(db: Queryable, day: string): Promise<DayFigures> {
  const range = bounds(day);
  const [totals] = await db.query<DayTotals>(totalsSql, [...range, formPages]);
  return { totals: totals!, pages: await db.query<DayPage>(pagesSql, range), sources: await db.query<DaySource>(sourcesSql, range) };
}

/** The days, up to `now`, whose figures are not rolled up yet but can be (settled, within the raw views' retention). */
async function daysToRollUp(db: Queryable, now: Date): Promise<string[]> {
  const lastSettled = new Date(now.getTime() - settleMs - dayMs);
  const candidates = Array.from({ length: lookBackDays }, (_, i) => utcDay(new Date(lastSettled.getTime() - i * dayMs)));
  const done = await db.query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from analytics_days where day = any($1::date[])`, [candidates]);
  const rolled = new Set(done.map((row) => row.day));
  return candidates.filter((day) => !rolled.has(day)).reverse();
}

/**
 * Rolls each settled day's raw views up into analytics_days, analytics_day_pages and analytics_day_sources, once: an
 * instance that finds a day already rolled (another got there first) leaves it. Raw views are pruned only after
 * their day is rolled up (pruneTables.ts), so nothing is lost when this has not run for a while.
 */
export async function rollUpPageViews(db: Database, now = new Date(), stop?: AbortSignal): Promise<number> {
  let rolled = 0;
  for (const day of await daysToRollUp(db, now)) {
    if (stop?.aborted) break;
    const range = bounds(day);
    await db.transaction(async (tx) => {
      await tx.query(rollUpTimeout);
      const [claimed] = await tx.query(
        `insert into analytics_days (day, visitors, pageviews, form_visitors) select $4::date, * from (${totalsSql}) figures
         on conflict (day) do nothing returning day`,
        [...range, formPages, day],
      );
      if (!claimed) return;
      rolled += 1;
      await tx.query(`insert into analytics_day_pages (day, path, views, visitors) select $3::date, * from (${pagesSql}) figures`, [...range, day]);
      await tx.query(`insert into analytics_day_sources (day, source, medium, campaign, visits, visitors) select $3::date, * from (${sourcesSql}) figures`, [
        ...range,
        day,
      ]);
    });
  }
  return rolled;
}
