-- Webhook sending that no stranger or slow receiver can abuse (docs/api.md, "Webhooks").

-- When a link last queued `demo_link.opened`: it does so at its first open, then at most once per
-- DEMO_OPEN_WEBHOOK_MINUTES however often it is opened.
alter table demo_urls add column opened_event_at timestamptz;
update demo_urls set opened_event_at = first_opened_at;

-- One attempt at a time per endpoint, on every instance together: the endpoint is leased for the attempt under way
-- (WEBHOOK_TIMEOUT_SECONDS and a margin), and freed when its outcome is written.
alter table webhooks add column sending_until timestamptz;
-- The circuit breaker: failed attempts in a row, and until when the endpoint's deliveries wait.
alter table webhooks add column consecutive_failures integer not null default 0;
alter table webhooks add column held_until timestamptz;
-- The secret a rotation replaced (sealed like the current one), signing beside it until it expires.
alter table webhooks add column previous_secret_sealed text;
alter table webhooks add column previous_secret_expires_at timestamptz;

-- The order an endpoint's deliveries were queued in: deliveries queued by one transaction share its now(), and the
-- embedded database's clock ticks in milliseconds.
alter table webhook_deliveries add column queued_seq bigint generated always as identity;
-- When a delivery was given up on: failed deliveries are pruned some time after.
alter table webhook_deliveries add column failed_at timestamptz;
update webhook_deliveries d set failed_at = coalesce((select max(a.at) from webhook_attempts a where a.delivery_id = d.id), d.created_at)
  where d.status = 'failed';
create index webhook_deliveries_due_idx on webhook_deliveries (webhook_id, next_attempt_at) where status = 'pending';
create index webhook_deliveries_failed_idx on webhook_deliveries (failed_at) where status = 'failed';
