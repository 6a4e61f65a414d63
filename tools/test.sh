#!/usr/bin/env bash
# README command 2: install what is missing, then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh --with-browser
exec bash tools/run-tests.sh
