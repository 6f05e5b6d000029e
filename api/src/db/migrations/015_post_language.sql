-- A post's language and its translations, as the content source's Polylang (or WPML) gives them (docs/wordpress.md).

-- One of the site's locales; null when the source gave none of them: the site takes such a post for English.
alter table wp_posts add column lang text;
-- Polylang's `translations`: language → id of the post in that language, never the post itself. Kept as the source
-- gave it rather than as rows linking posts: a translation may not be mirrored (yet) or may be unpublished, and the
-- link holds until it is; the content API gives only the links to published posts.
alter table wp_posts add column translations jsonb not null default '{}'::jsonb;
-- The content API also follows the links back: a post whose translation named it later is found by containment.
create index wp_posts_translations_idx on wp_posts using gin (translations jsonb_path_ops);
-- `lang=de` lists one language's posts.
create index wp_posts_lang_idx on wp_posts (lang, date desc, id desc);
