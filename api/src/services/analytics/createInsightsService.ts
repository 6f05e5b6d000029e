import type { Insights } from '@fleet/api-client';
import type { Database } from '../../db/Database.ts';
import { utcDay } from './dailySalt.ts';
import { type DayRange, daysOfRange } from './insightsRange.ts';
import { type DayPage, type DaySource, type DayTotals, dayFigures, rollUpPageViews } from './rollUpPageViews.ts';

/** How many pages, sources and campaigns a report lists. */
export const insightsTop = 10;
/** A lead that arrived before attribution was recorded counts under this source. */
export const unrecordedSource = 'not recorded';
/** The creator of the demo links the demo request form issued. */
export const websiteCreator = 'Website';

const dayMs = 86_400_000;
/** The oldest day whose raw views may still be there to be read (the retention, and a day to spare). */
const rawDaysKept = 91;

/** Adds `counts` into the entry of `map` at `key`. */
function addInto<T extends Record<string, number>>(map: Map<string, T>, key: string, counts: T) {
  const known = map.get(key);
  if (!known) map.set(key, { ...counts });
  else for (const name of Object.keys(counts) as (keyof T)[]) (known[name] as number) += counts[name] as number;
}

const top = <T>(entries: Iterable<T>, order: (a: T, b: T) => number) => [...entries].sort(order).slice(0, insightsTop);

/** Each name seen in either count (a source, a campaign) with its visits and its leads: most visits first, then most leads. */
function visitsAndLeads(visits: Map<string, { visits: number }>, leads: Map<string, { leads: number }>) {
  return top(
    [...new Set([...visits.keys(), ...leads.keys()])].map((name) => ({
      name,
      visits: visits.get(name)?.visits ?? 0,
      leads: leads.get(name)?.leads ?? 0,
    })),
    (a, b) => b.visits - a.visits || b.leads - a.leads || a.name.localeCompare(b.name),
  );
}

/**
 * The Insights page's report: the site's traffic from the days' rollups (and, for a day not rolled up yet, its raw
 * views as they stand), and where the leads and demo links of those days came from and went.
 */
export function createInsightsService(db: Database, now: () => Date = () => new Date()) {
  return {
    async report(range: DayRange): Promise<Insights> {
      const today = now();
      await rollUpPageViews(db, today);
      const start = new Date(`${range.from}T00:00:00Z`);
      const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + dayMs);
      const oldestRaw = utcDay(new Date(today.getTime() - rawDaysKept * dayMs));

      const rolled = await db.query<DayTotals & { day: string }>(
        `select to_char(day, 'YYYY-MM-DD') as day, visitors, pageviews, form_visitors from analytics_days where day >= $1 and day <= $2`,
        [range.from, range.to],
      );
      const totals = new Map(rolled.map(({ day, ...figures }) => [day, figures]));
      const pages = new Map<string, Omit<DayPage, 'path'>>();
      const visits = new Map<string, { visits: number }>();
      const campaignVisits = new Map<string, { visits: number }>();

      for (const row of await db.query<DayPage>(
        'select path, sum(views)::int as views, sum(visitors)::int as visitors from analytics_day_pages where day >= $1 and day <= $2 group by path',
        [range.from, range.to],
      )) {
        addInto(pages, row.path, { views: row.views, visitors: row.visitors });
      }
      const addSource = (row: Pick<DaySource, 'source' | 'campaign' | 'visits'>) => {
        addInto(visits, row.source, { visits: row.visits });
        if (row.campaign !== '') addInto(campaignVisits, row.campaign, { visits: row.visits });
      };
      for (const row of await db.query<DaySource>(
        `select source, campaign, sum(visits)::int as visits from analytics_day_sources where day >= $1 and day <= $2
         group by source, campaign`,
        [range.from, range.to],
      )) {
        addSource(row);
      }
      // Days not rolled up yet (today, the day just ended) are read from their views.
      for (const day of daysOfRange(range)) {
        if (totals.has(day) || day < oldestRaw || day > utcDay(today)) continue;
        const figures = await dayFigures(db, day);
        totals.set(day, figures.totals);
        for (const page of figures.pages) addInto(pages, page.path, { views: page.views, visitors: page.visitors });
        for (const source of figures.sources) addSource(source);
      }

      const origins = await db.query<{ date: string; source: string; campaign: string | null; leads: number }>(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, coalesce(attribution ->> 'source', $3) as source,
           attribution ->> 'campaign' as campaign, count(*)::int as leads
         from leads where created_at >= $1 and created_at < $2 group by 1, 2, 3 order by 1, 4 desc, 2, 3`,
        [start, end, unrecordedSource],
      );
      const leadsOn = new Map<string, number>();
      const sourceLeads = new Map<string, { leads: number }>();
      const campaignLeads = new Map<string, { leads: number }>();
      for (const origin of origins) {
        leadsOn.set(origin.date, (leadsOn.get(origin.date) ?? 0) + origin.leads);
        addInto(sourceLeads, origin.source, { leads: origin.leads });
        if (origin.campaign !== null) addInto(campaignLeads, origin.campaign, { leads: origin.leads });
      }

      const [links] = await db.query<{ demo_links: number; demo_links_opened: number }>(
        `select count(*)::int as demo_links, count(*) filter (where first_opened_at is not null)::int as demo_links_opened
         from demo_urls where created_at >= $1 and created_at < $2`,
        [start, end],
      );
      const creators = await db.query<{ name: string; demo_links: number; opened: number }>(
        `select coalesce(creator_name, $3) as name, count(*)::int as demo_links, count(*) filter (where first_opened_at is not null)::int as opened
         from demo_urls where created_at >= $1 and created_at < $2 group by creator_email, creator_name order by 2 desc, 1`,
        [start, end, websiteCreator],
      );

      const days = daysOfRange(range).map((date) => {
        const figures = totals.get(date);
        return { date, visitors: figures?.visitors ?? 0, pageviews: figures?.pageviews ?? 0, leads: leadsOn.get(date) ?? 0 };
      });
      const sum = (pick: (figures: DayTotals) => number) => [...totals.values()].reduce((total, figures) => total + pick(figures), 0);
      const visitors = sum((figures) => figures.visitors);
      const leads = origins.reduce((total, origin) => total + origin.leads, 0);

      return {
        from: range.from,
        to: range.to,
        visitors,
        pageviews: sum((figures) => figures.pageviews),
        days,
        pages: top(
          [...pages].map(([path, figures]) => ({ path, ...figures })),
          (a, b) => b.views - a.views || a.path.localeCompare(b.path),
        ),
        sources: visitsAndLeads(visits, sourceLeads).map(({ name, ...counts }) => ({ source: name, ...counts })),
        campaigns: visitsAndLeads(campaignVisits, campaignLeads).map(({ name, ...counts }) => ({ campaign: name, ...counts })),
        funnel: { visitors, form_visitors: sum((figures) => figures.form_visitors), leads, ...links! },
        lead_origins: origins,
        creators,
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
