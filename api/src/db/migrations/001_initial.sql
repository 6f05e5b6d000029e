-- Staff, sessions and demo links.
create table managers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  role text not null check (role in ('manager', 'super')),
  status text not null default 'active' check (status in ('active', 'inactive')),
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index managers_email_key on managers (lower(email));

create table sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash bytea not null unique,
  manager_id uuid not null references managers (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_manager_idx on sessions (manager_id);

create table demo_urls (
  id uuid primary key default gen_random_uuid(),
  token text not null unique,
  client_email text not null,
  created_by uuid references managers (id) on delete set null,
  creator_name text,
  creator_email text,
  status text not null default 'active' check (status in ('active', 'revoked')),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  open_count integer not null default 0,
  first_opened_at timestamptz,
  last_opened_at timestamptz
);
create index demo_urls_client_email_idx on demo_urls (lower(client_email));

-- Leads and the e-mails they cause (the outbox), committed together.
create table leads (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact', 'demo')),
  email text not null,
  payload jsonb not null,
  client_ip text,
  created_at timestamptz not null default now()
);

create table outbox (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid references leads (id) on delete set null,
  to_address text not null,
  reply_to text,
  subject text not null,
  text_body text not null,
  html_body text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_pending_idx on outbox (next_attempt_at) where status = 'pending';

-- Fixed-window counters for rate limits, and failure counts for sign-in throttling.
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (key, window_start)
);

create table login_failures (
  key text primary key,
  failures integer not null default 0,
  last_failure_at timestamptz not null default now()
);

-- Public figures and prices.
create table fleet_stats (
  id integer primary key default 1 check (id = 1),
  users integer not null check (users >= 0),
  dashcams integer not null check (dashcams >= 0),
  updated_at timestamptz not null default now()
);

create table plan_prices (
  id integer primary key default 1 check (id = 1),
  first_vehicle numeric(10, 2) not null,
  additional_vehicles numeric(10, 2) not null
);

create table dashcam_models (
  id text primary key,
  name text not null,
  has_lte boolean not null,
  sort_order integer not null
);

create table dashcam_prices (
  model_id text not null references dashcam_models (id) on delete cascade,
  memory text not null,
  price numeric(10, 2) not null check (price >= 0),
  primary key (model_id, memory)
);

create table accessories (
  id text primary key check (id in ('modem', 'battery', 'tamperProofCase', 'sdCard')),
  name text not null,
  price numeric(10, 2),
  price_min numeric(10, 2),
  price_max numeric(10, 2)
);

create table accessory_prices (
  accessory_id text not null references accessories (id) on delete cascade,
  memory text not null,
  price numeric(10, 2) not null check (price >= 0),
  primary key (accessory_id, memory)
);

-- Content (WordPress REST v2 compatible).
create table wp_authors (
  id integer primary key,
  name text not null,
  slug text not null unique,
  description text not null default '',
  url text not null default ''
);

create table wp_media (
  id integer primary key,
  slug text not null,
  title text not null,
  source_url text not null,
  width integer not null,
  height integer not null,
  mime_type text not null,
  alt_text text not null default '',
  caption text not null default '',
  status text not null default 'inherit' check (status in ('inherit', 'private')),
  date timestamptz not null default now()
);

create table wp_categories (
  id integer primary key,
  name text not null,
  slug text not null unique,
  description text not null default '',
  parent integer not null default 0
);

create table wp_posts (
  id integer primary key,
  date timestamptz not null,
  modified timestamptz not null,
  slug text not null unique,
  status text not null default 'publish' check (status in ('publish', 'draft')),
  title text not null,
  content text not null,
  excerpt text not null,
  author_id integer not null references wp_authors (id),
  featured_media_id integer references wp_media (id),
  youtube_video_id text not null default '',
  youtube_url text not null default ''
);
create index wp_posts_date_idx on wp_posts (date desc, id desc);

create table wp_post_categories (
  post_id integer not null references wp_posts (id) on delete cascade,
  category_id integer not null references wp_categories (id) on delete cascade,
  primary key (post_id, category_id)
);
create index wp_post_categories_category_idx on wp_post_categories (category_id);

-- Cached public reads are dropped on any change, in every API instance.
create function notify_public_cache() returns trigger language plpgsql as $$
begin
  perform pg_notify('public_cache', tg_table_name);
  return null;
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array['fleet_stats', 'plan_prices', 'dashcam_models', 'dashcam_prices', 'accessories',
    'accessory_prices', 'wp_authors', 'wp_media', 'wp_categories', 'wp_posts', 'wp_post_categories']
  loop
    execute format('create trigger %I after insert or update or delete or truncate on %I
      for each statement execute function notify_public_cache()', t || '_changed', t);
  end loop;
end;
$$;
