<?php
/*
 * The maker's meta group as the product's WordPress shows it (an ACF field group): a top-level `acf` object
 * on posts in the REST API, holding youtube_video_id and youtube_url, readable by anyone and writable by an
 * editor. The mirror reads exactly this key.
 */
add_action('rest_api_init', function () {
    $keys = ['youtube_video_id', 'youtube_url'];
    register_rest_field('post', 'acf', [
        'get_callback' => function ($post) use ($keys) {
            $meta = [];
            foreach ($keys as $key) {
                $meta[$key] = (string) get_post_meta($post['id'], $key, true);
            }
            return $meta;
        },
        'update_callback' => function ($value, $post) use ($keys) {
            foreach ($keys as $key) {
                if (isset($value[$key])) {
                    update_post_meta($post->ID, $key, sanitize_text_field($value[$key]));
                }
            }
            return true;
        },
        'schema' => [
            'type' => 'object',
            'context' => ['view', 'edit'],
            'properties' => ['youtube_video_id' => ['type' => 'string'], 'youtube_url' => ['type' => 'string']],
        ],
    ]);
});
