<?php
/*
 * Router for PHP's built-in web server in front of Debian's WordPress (/usr/share/wordpress), standing in for
 * Apache with Debian's configuration: WordPress reads /etc/wordpress/config-$FLEET_WP_CONFIG.php, uploads are
 * served from the run's own content folder, and every other path that is not a file goes to index.php, so
 * pretty permalinks and /wp-json/ work as on a real site.
 */
$_SERVER['WORDPRESS_CONFIG'] = getenv('FLEET_WP_CONFIG');
$root = $_SERVER['DOCUMENT_ROOT'];
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
if (str_contains($path, '..')) {
    http_response_code(400);
    return true;
}

if (str_starts_with($path, '/wp-content/uploads/')) {
    $file = getenv('FLEET_WP_CONTENT_DIR') . substr($path, strlen('/wp-content'));
    if (!is_file($file)) {
        http_response_code(404);
        return true;
    }
    header('Content-Type: ' . (mime_content_type($file) ?: 'application/octet-stream'));
    header('Content-Length: ' . filesize($file));
    readfile($file);
    return true;
}

if ($path !== '/' && is_file($root . $path)) {
    if (!str_ends_with($path, '.php')) {
        return false;
    }
    $script = $path;
} else {
    $script = '/index.php';
}
$_SERVER['SCRIPT_NAME'] = $script;
$_SERVER['PHP_SELF'] = $script;
$_SERVER['SCRIPT_FILENAME'] = $root . $script;
chdir(dirname($root . $script));
require $root . $script;
