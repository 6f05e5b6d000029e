-- A password someone else set (an invitation, the generated first one) must be replaced by its owner before
-- the account can do anything else.
alter table managers add column must_change_password boolean not null default false;
