-- Tags (WordPress' post_tag taxonomy): flat terms beside the categories. WordPress gives every term one id
-- whatever its taxonomy, so a tag's id is never a category's (the seed keeps them apart).
create table wp_tags (
  id integer primary key,
  name text not null,
  slug text not null unique,
  description text not null default ''
);

create table wp_post_tags (
  post_id integer not null references wp_posts (id) on delete cascade,
  tag_id integer not null references wp_tags (id) on delete cascade,
  primary key (post_id, tag_id)
);
create index wp_post_tags_tag_idx on wp_post_tags (tag_id);

-- Cached public reads are dropped on any change, as for the other content tables (001_initial.sql).
create trigger wp_tags_changed after insert or update or delete or truncate on wp_tags
  for each statement execute function notify_public_cache();
create trigger wp_post_tags_changed after insert or update or delete or truncate on wp_post_tags
  for each statement execute function notify_public_cache();
