-- Leads answered fast and handed on (docs/api.md, 'Lead handling'): one lead per person, assignment, the response
-- clock, outbound webhooks, and a lasting record of each lead's e-mails.

-- One lead per person: every request that joined a lead, the first included, with its fields and attribution.
create table lead_requests (
  id bigint generated always as identity primary key,
  lead_id uuid not null references leads (id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null check (kind in ('contact', 'demo')),
  payload jsonb not null,
  attribution jsonb
);
create index lead_requests_lead_idx on lead_requests (lead_id, at, id);
insert into lead_requests (lead_id, at, kind, payload, attribution) select id, created_at, kind, payload, attribution from leads;

alter table leads add column last_requested_at timestamptz;
update leads set last_requested_at = created_at;
alter table leads alter column last_requested_at set not null;
alter table leads alter column last_requested_at set default now();
alter table leads add column request_count integer not null default 1;
-- The open lead a new request from the same address joins (compared lower-cased).
create index leads_open_email_idx on leads (lower(email), last_requested_at desc) where status not in ('won', 'lost');

-- The response clock: when the lead must be worked by (business hours, set on arrival), when it was worked (its owner
-- moved it on from new or wrote a note), the business minutes between arrival and then, and when the overdue e-mail went.
alter table leads add column respond_by timestamptz;
alter table leads add column worked_at timestamptz;
alter table leads add column response_minutes integer;
alter table leads add column overdue_notified_at timestamptz;
-- Leads that arrived before the clock: worked when they left new; never overdue.
update leads set worked_at = created_at, response_minutes = 0 where status <> 'new';
create index leads_unworked_idx on leads (respond_by) where worked_at is null and status not in ('won', 'lost');
create index leads_worked_idx on leads (worked_at) where worked_at is not null;

-- The 'takes new leads' switch, and the team's lead settings (one row).
alter table managers add column takes_leads boolean not null default true;
create table lead_settings (
  id integer primary key default 1 check (id = 1),
  assignment text not null default 'manual' check (assignment in ('manual', 'round_robin')),
  -- ISO days of the week, Monday 1 … Sunday 7.
  business_days integer[] not null default '{1,2,3,4,5}',
  business_start text not null default '09:00',
  business_end text not null default '17:00',
  time_zone text not null default 'UTC',
  response_target_minutes integer not null default 240 check (response_target_minutes between 1 and 10080),
  -- The manager round robin gave the last lead to; the next goes to the one after them.
  last_assignee_id uuid references managers (id) on delete set null
);
insert into lead_settings (id) values (1);

-- Every e-mail about a lead, kept for as long as the lead (the outbox drops sent mail after 30 days), written by the
-- outbox's own changes so it never disagrees with them.
create table lead_emails (
  id uuid primary key,
  lead_id uuid not null references leads (id) on delete cascade,
  queued_seq bigint not null,
  to_address text not null,
  subject text not null,
  status text not null,
  attempts integer not null,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz,
  next_attempt_at timestamptz not null
);
create index lead_emails_lead_idx on lead_emails (lead_id, queued_seq);

create function record_lead_email() returns trigger language plpgsql as $$
begin
  if new.lead_id is not null then
    insert into lead_emails as e (id, lead_id, queued_seq, to_address, subject, status, attempts, last_error, created_at, sent_at, next_attempt_at)
      values (new.id, new.lead_id, new.queued_seq, new.to_address, new.subject, new.status, new.attempts, new.last_error, new.created_at,
              new.sent_at, new.next_attempt_at)
    on conflict (id) do update set status = excluded.status, attempts = excluded.attempts, last_error = excluded.last_error,
      sent_at = excluded.sent_at, next_attempt_at = excluded.next_attempt_at;
  end if;
  return null;
end;
$$;
create trigger outbox_lead_email after insert or update on outbox for each row execute function record_lead_email();
insert into lead_emails (id, lead_id, queued_seq, to_address, subject, status, attempts, last_error, created_at, sent_at, next_attempt_at)
  select id, lead_id, queued_seq, to_address, subject, status, attempts, last_error, created_at, sent_at, next_attempt_at
  from outbox where lead_id is not null;

-- Outbound webhooks: endpoints, and their deliveries as an outbox of their own (one row per event and endpoint,
-- queued in the transaction of the change), each attempt logged.
create table webhooks (
  id uuid primary key default gen_random_uuid(),
  url text not null,
  events text[] not null,
  -- The signing secret, sealed with the server's encryption key (MFA_ENCRYPTION_KEY) and bound to the endpoint's id.
  secret_sealed text not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  created_by_name text not null
);

create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  webhook_id uuid not null references webhooks (id) on delete cascade,
  -- The event's id (`webhook-id`), the same at every attempt and for every endpoint, so a receiver can drop repeats.
  event_id text not null,
  event_type text not null,
  -- The exact body sent at every attempt.
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  created_at timestamptz not null default clock_timestamp(),
  delivered_at timestamptz
);
create index webhook_deliveries_pending_idx on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, created_at desc);

create table webhook_attempts (
  id bigint generated always as identity primary key,
  delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
  at timestamptz not null default now(),
  status_code integer,
  duration_ms integer not null,
  -- The start of the answer (at most 500 characters), or null.
  excerpt text,
  -- Why no answer came (refused address, timeout, connection refused), or null when one did.
  error text
);
create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, id);
