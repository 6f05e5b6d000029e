#!/bin/sh
# Makes sure the system Chromium that Playwright drives is present; Playwright itself never downloads one.
set -eu

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "Chromium not found at $chromium_path; installing Debian's chromium package..."
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-dejavu-core
  else
    echo "Chromium not found at $chromium_path." >&2
    echo "Install it as root: apt-get update && apt-get install -y chromium fonts-dejavu-core" >&2
    echo "or point CHROMIUM_PATH at an existing Chromium binary." >&2
    exit 1
  fi
fi

if [ ! -x "$chromium_path" ]; then
  echo "Chromium is still missing at $chromium_path after installing; set CHROMIUM_PATH." >&2
  exit 1
fi

"$chromium_path" --version
