-- What a person needs to recognise a session of theirs: the browser and the address it signed in from.
alter table sessions add column user_agent text not null default '';
alter table sessions add column client_ip text not null default '';
