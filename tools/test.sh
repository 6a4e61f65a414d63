#!/usr/bin/env bash
# README command 2: install what is missing, then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
# The end-to-end time the stage table prints counts from here (or from .ci/run), installs included.
export RUN_STARTED_AT="${RUN_STARTED_AT:-$(date +%s)}"
started=$SECONDS
bash tools/ensure-deps.sh --with-browser
export STAGE_TIMES="${STAGE_TIMES:-}install|$((SECONDS - started))|passed"$'\n'
exec bash tools/run-tests.sh
