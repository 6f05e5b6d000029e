-- Where each lead came from (docs/api.md, 'Attribution'): the visit its sender made before sending it, joined by the
-- day's visitor hash when the lead arrived (page_views), kept on the lead as { source, medium, campaign, referrer,
-- landing_page, pages_before }. Null for a lead that arrived before this was recorded.
alter table leads add column attribution jsonb;

-- The inbox narrowed by source or campaign, newest first.
create index leads_source_idx on leads ((attribution ->> 'source'), created_at desc, id desc) where attribution is not null;
create index leads_campaign_idx on leads ((attribution ->> 'campaign'), created_at desc, id desc) where attribution ->> 'campaign' is not null;

-- The days the page views were rolled up into (raw views are pruned after 90 days; these stay). A visitor is the
-- day's hash, so a day's visitors are exact and a range's are the sum of its days'. Sources count visits (views
-- less than 30 minutes apart) by their first view: its UTM source, else its referrer's host, else 'direct'.
create table analytics_days (
  day date primary key,
  visitors integer not null,
  pageviews integer not null,
  -- Visitors who opened a form page (/contact or /request-demo): the funnel's second step.
  form_visitors integer not null
);

create table analytics_day_pages (
  day date not null references analytics_days (day) on delete cascade,
  path text not null,
  views integer not null,
  visitors integer not null,
  primary key (day, path)
);

create table analytics_day_sources (
  day date not null references analytics_days (day) on delete cascade,
  source text not null,
  -- '' when the visit had none.
  medium text not null,
  campaign text not null,
  visits integer not null,
  visitors integer not null,
  primary key (day, source, medium, campaign)
);
