import type { InsightsData, InsightsPreset, InsightsRange } from './insights.ts';

const dayMs = 86_400_000;
/** The stories' last day (the stories' clock's). */
const lastDay = Date.parse('2026-11-21T00:00:00Z');
const dayAt = (daysBefore: number) => new Date(lastDay - daysBefore * dayMs).toISOString().slice(0, 10);

/** The last `days` days up to the stories' last day. */
export const storyPresetRange = (days: InsightsPreset): InsightsRange => ({ preset: days, from: dayAt(days - 1), to: dayAt(0) });

/** Thirty days of a site with a weekly rhythm and a newsletter on day 10, the same on every run. */
function storyDays(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const daysBefore = count - 1 - i;
    const weekday = (i + 3) % 7;
    const base = weekday >= 5 ? 180 : 420;
    const campaign = daysBefore === 10 ? 640 : daysBefore === 9 ? 260 : 0;
    const visitors = base + ((i * 37) % 90) + campaign;
    return { date: dayAt(daysBefore), visitors, pageviews: Math.round(visitors * 2.6), leads: Math.round(visitors / 120) };
  });
}

const days = storyDays(30);
const total = (pick: (day: (typeof days)[number]) => number) => days.reduce((sum, day) => sum + pick(day), 0);

export const insightsFixture: InsightsData = {
  visitors: total((day) => day.visitors),
  pageviews: total((day) => day.pageviews),
  days,
  pages: [
    { path: '/', views: 9_812, visitors: 7_304 },
    { path: '/pricing', views: 4_120, visitors: 3_015 },
    { path: '/features', views: 2_980, visitors: 2_211 },
    { path: '/request-demo', views: 1_402, visitors: 1_187 },
    { path: '/blog/how-dashcams-cut-insurance-claims-for-delivery-fleets-by-a-third', views: 1_208, visitors: 1_090 },
    { path: '/dashcams', views: 1_007, visitors: 850 },
    { path: '/contact', views: 512, visitors: 430 },
  ],
  sources: [
    { source: 'direct', visits: 6_210, leads: 41 },
    { source: 'www.google.com', visits: 4_032, leads: 38 },
    { source: 'newsletter', visits: 1_480, leads: 29 },
    { source: 'linkedin', visits: 702, leads: 9 },
    { source: 'www.bing.com', visits: 310, leads: 2 },
  ],
  campaigns: [
    { campaign: 'spring', visits: 1_480, leads: 29 },
    { campaign: 'fleet-expo-2026', visits: 402, leads: 7 },
  ],
  funnel: { visitors: total((day) => day.visitors), form_visitors: 1_617, leads: total((day) => day.leads), demo_links: 84, demo_links_opened: 61 },
  lead_origins: days.flatMap((day, i) => [
    { date: day.date, source: 'direct', campaign: null, leads: Math.ceil(day.leads / 3) },
    { date: day.date, source: 'www.google.com', campaign: null, leads: Math.floor(day.leads / 3) },
    ...(i >= 19 && i <= 21 ? [{ date: day.date, source: 'newsletter', campaign: 'spring', leads: 4 + i - 19 }] : []),
    ...(i % 6 === 0 ? [{ date: day.date, source: 'linkedin', campaign: 'fleet-expo-2026', leads: 1 }] : []),
  ]),
  creators: [
    { name: 'Website', demo_links: 62, opened: 47 },
    { name: 'Sarah Whitfield', demo_links: 14, opened: 9 },
    { name: 'Marco Delgado', demo_links: 8, opened: 5 },
  ],
};

/** A range with no visit, no lead and no demo link. */
export const emptyInsightsFixture: InsightsData = {
  visitors: 0,
  pageviews: 0,
  days: storyDays(7).map((day) => ({ ...day, visitors: 0, pageviews: 0, leads: 0 })),
  pages: [],
  sources: [],
  campaigns: [],
  funnel: { visitors: 0, form_visitors: 0, leads: 0, demo_links: 0, demo_links_opened: 0 },
  lead_origins: [],
  creators: [],
};
