-- A second factor (TOTP, RFC 6238) per manager. The secret is encrypted by the server with a key from its
-- configuration, never stored in the clear; `enabled_at` is null while enrolment waits for its first code.
create table manager_totp (
  manager_id uuid primary key references managers(id) on delete cascade,
  secret_ciphertext text not null,
  enabled_at timestamptz,
  -- The time step of the last code accepted: a code is good once, and never one older than it.
  last_used_step bigint not null default 0,
  created_at timestamptz not null default now()
);

-- Ten one-time codes for a lost phone, kept as hashes; a used one stays, marked, so the count left is known.
create table recovery_codes (
  id bigint generated always as identity primary key,
  manager_id uuid not null references managers(id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create index recovery_codes_manager_idx on recovery_codes (manager_id);

-- Between the password and the code: short-lived, single use, no session. Only the token's hash is kept.
-- `password_checked` is false when the password step was held back by the throttle and the password is
-- checked together with the code instead.
create table signin_challenges (
  token_hash bytea primary key,
  manager_id uuid not null references managers(id) on delete cascade,
  password_checked boolean not null,
  expires_at timestamptz not null,
  user_agent text not null default '',
  client_ip text not null default ''
);
create index signin_challenges_expires_idx on signin_challenges (expires_at);

-- Team-wide security settings: one row.
create table security_settings (
  id boolean primary key default true check (id),
  two_step_required boolean not null default false
);
insert into security_settings (id) values (true);
