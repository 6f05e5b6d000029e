#!/bin/sh
# Makes sure Debian's WordPress, MariaDB and PHP are present: the mirror's test (api/test/wordpress) installs
# and runs a real WordPress on loopback with them.
set -eu

missing=""
[ -f /usr/share/wordpress/wp-config.php ] || missing="$missing wordpress"
[ -x /usr/sbin/mariadbd ] && command -v mariadb-install-db >/dev/null 2>&1 || missing="$missing mariadb-server"
command -v php >/dev/null 2>&1 || missing="$missing php-cli"
php -r 'exit(extension_loaded("mysqli") ? 0 : 1);' 2>/dev/null || missing="$missing php-mysql"

if [ -n "$missing" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "Missing:$missing; installing Debian's wordpress, mariadb-server, php-mysql and php-cli..."
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends wordpress mariadb-server php-mysql php-cli
  else
    echo "Missing:$missing." >&2
    echo "Install them as root: apt-get update && apt-get install -y --no-install-recommends wordpress mariadb-server php-mysql php-cli" >&2
    exit 1
  fi
fi

echo "$(php -r 'echo "PHP ", PHP_VERSION;'), $(/usr/sbin/mariadbd --version | sed 's/.*Ver /MariaDB /; s/ for .*//'), WordPress $(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" /usr/share/wordpress/wp-includes/version.php)"
