#!/usr/bin/env bash
# README command 2: install what is missing, then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
bash tools/ensure-deps.sh --with-browser
export STAGE_TIMES="${STAGE_TIMES:-}install|$((SECONDS - started))|passed"$'\n'
exec bash tools/run-tests.sh
