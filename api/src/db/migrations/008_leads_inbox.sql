-- The leads inbox (docs/api.md, 'Leads'): where each lead stands, who has taken it, the demo link it issued,
-- what its search reads, and every change made to it.
alter table leads add column status text not null default 'new'
  check (status in ('new', 'contacted', 'qualified', 'won', 'lost'));
alter table leads add column owner_id uuid references managers (id) on delete set null;
alter table leads add column demo_url_id uuid references demo_urls (id) on delete set null;
-- What the search reads (any part of the name, company or e-mail), lower-cased once here rather than on every
-- row at every search; generated from the payload, so it can never disagree with what was sent.
alter table leads add column search_text text not null generated always as (
  lower(coalesce(payload ->> 'firstName', '') || ' ' || coalesce(payload ->> 'lastName', '') || ' '
    || coalesce(payload ->> 'company', '') || ' ' || email)
) stored;

-- Newest first, alone or within a kind and status, a status or an owner: a list's first page is read off one
-- index. A search goes through the trigram index (`like '%term%'`), whose cost follows the matches, not the table.
create extension if not exists pg_trgm;
create index leads_created_idx on leads (created_at desc, id desc);
create index leads_kind_status_idx on leads (kind, status, created_at desc, id desc);
create index leads_status_idx on leads (status, created_at desc, id desc);
create index leads_owner_idx on leads (owner_id, created_at desc, id desc) where owner_id is not null;
create index leads_search_idx on leads using gin (search_text gin_trgm_ops);
create index leads_demo_url_idx on leads (demo_url_id, created_at desc) where demo_url_id is not null;
create index outbox_lead_idx on outbox (lead_id) where lead_id is not null;
-- The dashboard's recent opens and the demo URL list sorted by the last open.
create index demo_urls_last_opened_idx on demo_urls (last_opened_at desc) where last_opened_at is not null;

-- How many leads there are of each kind, status and owner (nobody: the nil uuid), kept by the statement that
-- changes them: the inbox's totals without a search are a sum of a few rows, not a count of the table.
create table lead_counts (
  kind text not null,
  status text not null,
  owner_key uuid not null,
  n bigint not null,
  primary key (kind, status, owner_key)
);

create function count_leads() returns trigger language plpgsql as $$
begin
  -- One upsert per statement; keys in one order, so two statements moving leads opposite ways cannot deadlock.
  if tg_op = 'INSERT' then
    insert into lead_counts as c (kind, status, owner_key, n)
      select kind, status, coalesce(owner_id, '00000000-0000-0000-0000-000000000000'), count(*) from changed_new
      group by 1, 2, 3 order by 1, 2, 3
    on conflict (kind, status, owner_key) do update set n = c.n + excluded.n;
  else
    insert into lead_counts as c (kind, status, owner_key, n)
      select kind, status, owner_key, sum(d) from (
        select kind, status, coalesce(owner_id, '00000000-0000-0000-0000-000000000000') as owner_key, -1 as d from changed_old
        union all
        select kind, status, coalesce(owner_id, '00000000-0000-0000-0000-000000000000'), 1 from changed_new
      ) moves
      group by 1, 2, 3 having sum(d) <> 0 order by 1, 2, 3
    on conflict (kind, status, owner_key) do update set n = c.n + excluded.n;
  end if;
  return null;
end;
$$;
create trigger leads_counted_insert after insert on leads
  referencing new table as changed_new for each statement execute function count_leads();
create trigger leads_counted_update after update on leads
  referencing old table as changed_old new table as changed_new for each statement execute function count_leads();

insert into lead_counts (kind, status, owner_key, n)
  select kind, status, '00000000-0000-0000-0000-000000000000', count(*) from leads group by 1, 2;

-- Demo requests made before this migration: their link is the one for that e-mail that was live when the
-- request came (the form gives the client's active link again, or makes one in the same transaction).
update leads l set demo_url_id = (
  select d.id from demo_urls d
  where lower(d.client_email) = lower(l.email) and d.created_at <= l.created_at and d.expires_at > l.created_at
    and (d.revoked_at is null or d.revoked_at > l.created_at)
  order by d.created_at desc limit 1
)
where l.kind = 'demo';

-- Every change to a lead: its status, its owner, a note. Names are kept as they were, so that a deleted
-- manager's changes still say who made them (the id is kept without a reference for the same reason).
create table lead_events (
  id bigint generated always as identity primary key,
  lead_id uuid not null references leads (id),
  at timestamptz not null default now(),
  actor_id uuid,
  actor_name text not null,
  kind text not null check (kind in ('status', 'owner', 'note')),
  from_value text,
  to_value text,
  note text
);
create index lead_events_lead_idx on lead_events (lead_id, at, id);

-- Append-only, like the audit trail (004_audit_log.sql): a change once kept is never altered or removed.
create function append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end;
$$;
create trigger lead_events_append_only before update or delete on lead_events
  for each row execute function append_only();
