#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh machine: the npm
# packages from the lockfile, and (for tests) Debian's Chromium. Safe to rerun.
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=false
[ "${1:-}" = "--with-browser" ] && want_browser=true

# npm ci when node_modules is missing or older than the lockfile.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

if $want_browser && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    log=.test-builds/logs/apt.log
    mkdir -p "$(dirname "$log")"
    echo "== installing Chromium from Debian's packages (apt's output: $log)"
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >"$log" 2>&1; then
      tail -n 20 "$log" >&2
      echo "apt-get could not install chromium; the whole output is in $log" >&2
      exit 1
    fi
  else
    echo "The browser tests need Chromium: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi
