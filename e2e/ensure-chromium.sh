#!/bin/sh
# Makes sure Debian's Chromium is present, as the tests drive it (its headless shell, CHROMIUM_SHELL_PATH) and as the
# benchmarks measure pages in it (the full browser, CHROMIUM_PATH); Playwright itself never downloads one.
set -eu

shell_path="${CHROMIUM_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages="chromium chromium-headless-shell fonts-dejavu-core"

if [ ! -x "$shell_path" ] || [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "Chromium not found at $shell_path or $chromium_path; installing Debian's $packages..."
    apt-get update
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y $packages
  else
    echo "Chromium not found at $shell_path or $chromium_path." >&2
    echo "Install it as root: apt-get update && apt-get install -y $packages" >&2
    echo "or point CHROMIUM_SHELL_PATH and CHROMIUM_PATH at existing binaries." >&2
    exit 1
  fi
fi

for binary in "$shell_path" "$chromium_path"; do
  if [ ! -x "$binary" ]; then
    echo "Chromium is still missing at $binary after installing; set CHROMIUM_SHELL_PATH or CHROMIUM_PATH." >&2
    exit 1
  fi
done

"$shell_path" --version
