#!/usr/bin/env bash
# README command 1: serve the site locally, search included, reloading as docs change.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh
exec npx docusaurus start --port "${PORT:-3000}" --host "${HOST:-localhost}" "$@"
