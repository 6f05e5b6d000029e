<?php
/*
 * Finishes the install of the test's WordPress from the command line (as the install page's second step would),
 * with pretty permalinks, and prints an application password for the REST API as JSON.
 * Environment: FLEET_WP_CONFIG (the config-<name>.php to read), FLEET_WP_HOST, FLEET_WP_PASSWORD.
 */
$_SERVER['WORDPRESS_CONFIG'] = getenv('FLEET_WP_CONFIG');
$_SERVER['HTTP_HOST'] = getenv('FLEET_WP_HOST');
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';

// The install would e-mail the new admin; there is no mail here.
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$installed = wp_install('Fleet test news', 'editor', 'editor@example.com', true, '', getenv('FLEET_WP_PASSWORD'));
update_option('permalink_structure', '/%postname%/');
wp_update_user(['ID' => $installed['user_id'], 'display_name' => 'Erin Editor', 'description' => 'Writes the fleet news.']);
[$password] = WP_Application_Passwords::create_new_application_password($installed['user_id'], ['name' => 'fleet-mirror-test']);
echo json_encode(['user' => 'editor', 'application_password' => $password]);
