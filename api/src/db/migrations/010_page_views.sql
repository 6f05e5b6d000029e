-- First-party analytics without cookies. A visitor is HMAC-SHA256(the day's salt, site + address + user agent), cut to
-- 16 bytes: neither the address nor the user agent is stored, and once the day's salt is deleted (the day after) no
-- one can tell whose views they were, or join a later view to them.
create table analytics_salts (
  day date primary key,
  salt bytea not null check (octet_length(salt) = 32)
);

create table page_views (
  id bigint generated always as identity primary key,
  viewed_at timestamptz not null default now(),
  visitor bytea not null check (octet_length(visitor) = 16),
  path text not null,
  -- The host of the page that linked here (another site's); its path and query are never kept.
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text not null check (device in ('phone', 'tablet', 'desktop'))
);

-- A visitor's views in order: their visit (views less than 30 minutes apart), joined to a lead they send.
create index page_views_visitor on page_views (visitor, viewed_at);
-- The days' counts, and pruning.
create index page_views_viewed_at on page_views (viewed_at);
