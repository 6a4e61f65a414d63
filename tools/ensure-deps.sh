#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh machine: the npm
# packages from the lockfile, and (for tests, --with-browser) the browsers
# from Debian's packages: Chromium's headless shell for the Playwright tests
# (and the full Chromium for the Lighthouse benchmarks), Firefox ESR and
# WebKitGTK (with its WebDriver and a virtual X server) for the smoke tests.
# --with-chromium wants Chromium's headless shell alone (the quick loop drives
# nothing else). Safe to rerun. --always-apt installs every browser even when
# they are there (CI does, so a missing install step cannot hide behind a
# machine that has them).
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=false
always_apt=false
BROWSER_PACKAGES=(chromium chromium-headless-shell firefox-esr libwebkit2gtk-4.1-0 webkit2gtk-driver xvfb xauth)
BROWSER_COMMANDS=("${CHROMIUM_PATH:-/usr/bin/chromium}" "${PLAYWRIGHT_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" /usr/bin/firefox-esr /usr/bin/WebKitWebDriver /usr/bin/xvfb-run)
for arg in "$@"; do
  case "$arg" in
    --with-browser) want_browser=true ;;
    --with-chromium)
      want_browser=true
      BROWSER_PACKAGES=(chromium-headless-shell)
      BROWSER_COMMANDS=("${PLAYWRIGHT_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}")
      ;;
    --always-apt) want_browser=true always_apt=true ;;
    *) echo "ensure-deps.sh: unknown option $arg (known: --with-browser, --with-chromium, --always-apt)" >&2; exit 2 ;;
  esac
done

APT_LOG=.test-builds/logs/apt.log

browsers_wanted() {
  $want_browser || return 1
  $always_apt && return 0
  local cmd
  for cmd in "${BROWSER_COMMANDS[@]}"; do
    [ -x "$cmd" ] || return 0
  done
  return 1
}

install_browsers() {
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${BROWSER_PACKAGES[@]}"
}

# The browsers (apt) install while the npm packages do: two downloads at once.
apt_pid=""
if browsers_wanted; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "The browser tests need Debian's ${BROWSER_PACKAGES[*]}: run 'sudo apt-get install -y ${BROWSER_PACKAGES[*]}'." >&2
    exit 1
  fi
  mkdir -p "$(dirname "$APT_LOG")"
  echo "== installing the browsers from Debian's packages (apt's output: $APT_LOG)"
  install_browsers >"$APT_LOG" 2>&1 &
  apt_pid=$!
fi

# npm ci when node_modules is missing or older than the lockfile.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing npm packages (npm ci)"
  # On failure, apt is let finish rather than killed: a dpkg stopped half-way holds its
  # lock and needs `dpkg --configure -a` before the next attempt.
  npm ci --no-audit --no-fund || {
    status=$?
    [ -z "$apt_pid" ] || wait "$apt_pid" || true
    exit "$status"
  }
fi

if [ -n "$apt_pid" ] && ! wait "$apt_pid"; then
  tail -n 20 "$APT_LOG" >&2
  echo "apt-get could not install ${BROWSER_PACKAGES[*]}; the whole output is in $APT_LOG" >&2
  exit 1
fi
