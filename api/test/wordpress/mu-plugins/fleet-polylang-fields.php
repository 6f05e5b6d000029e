<?php
/*
 * A post's language as Polylang shows it in the REST API: `lang` (the language's slug) and `translations` (slug =>
 * post id, the post itself included), readable by anyone and writable by an editor. Polylang keeps them in its
 * own taxonomies; here they are post meta, which gives the mirror the same answers. As in Polylang, saving a
 * post's translations links every post of the group to the others.
 */
add_action('rest_api_init', function () {
    register_rest_field('post', 'lang', [
        'get_callback' => function ($post) {
            return (string) get_post_meta($post['id'], 'fleet_lang', true);
        },
        'update_callback' => function ($value, $post) {
            update_post_meta($post->ID, 'fleet_lang', sanitize_key($value));
            return true;
        },
        'schema' => ['type' => 'string', 'context' => ['view', 'edit']],
    ]);

    register_rest_field('post', 'translations', [
        'get_callback' => function ($post) {
            $translations = get_post_meta($post['id'], 'fleet_translations', true);
            return is_array($translations) ? (object) $translations : new stdClass();
        },
        'update_callback' => function ($value, $post) {
            $group = [];
            foreach ((array) $value as $lang => $id) {
                $group[sanitize_key($lang)] = absint($id);
            }
            $own = (string) get_post_meta($post->ID, 'fleet_lang', true);
            if ($own !== '') {
                $group[$own] = $post->ID;
            }
            foreach ($group as $id) {
                if (!current_user_can('edit_post', $id)) {
                    return new WP_Error('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', ['status' => 403]);
                }
            }
            foreach ($group as $id) {
                update_post_meta($id, 'fleet_translations', $group);
            }
            return true;
        },
        'schema' => ['type' => 'object', 'context' => ['view', 'edit'], 'additionalProperties' => ['type' => 'integer']],
    ]);
});
