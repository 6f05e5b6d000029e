-- Every security-relevant event: who did what to whom, when, from where, in which request.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text not null,
  action text not null,
  target text not null default '',
  client_ip text not null,
  request_id text not null
);
create index audit_log_at_idx on audit_log (at desc, id desc);
create index audit_log_actor_idx on audit_log (lower(actor_email), at desc);
create index audit_log_action_idx on audit_log (action, at desc);

-- Append-only for the application: a row once written is never changed or removed.
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_append_only();
