import type { Insights } from '@fleet/api-client';
import type { InsightsData } from '@fleet/ui/components/InsightsReport/insights.ts';

/** The API's report by the design system's names. */
export function toInsights(report: Insights): InsightsData {
  return {
    visitors: report.visitors,
    pageviews: report.pageviews,
    days: report.days,
    pages: report.pages,
    sources: report.sources,
    campaigns: report.campaigns,
    funnel: {
      visitors: report.funnel.visitors,
      formVisitors: report.funnel.form_visitors,
      leads: report.funnel.leads,
      demoLinks: report.funnel.demo_links,
      demoLinksOpened: report.funnel.demo_links_opened,
    },
    leadOrigins: report.lead_origins,
    creators: report.creators.map((creator) => ({ name: creator.name, demoLinks: creator.demo_links, opened: creator.opened })),
  };
}
