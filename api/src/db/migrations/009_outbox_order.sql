-- The order e-mails were queued in. Two e-mails queued by one request can carry the same timestamp (the embedded
-- database's clock ticks in milliseconds), so a lead's e-mails are listed by this number, not by the clock.
alter table outbox add column queued_seq bigint generated always as identity;
