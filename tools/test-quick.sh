#!/usr/bin/env bash
# The inner loop (`npm run test:quick`): typecheck, lint (format, layering, dead
# exports), unit tests, one production build (the default site, into build/) and
# the browser tests of search and the modal against it. The full suite (`npm test`)
# before a commit.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh --with-browser

# shellcheck source=tools/test/stages.sh
source tools/test/stages.sh
trap print_stage_table EXIT

stage "typecheck" npx tsc
stage "lint, format, layering, dead exports" npm run -s lint
stage "unit tests" bash tools/run-unit-tests.sh
stage "build" npx tsx tools/test/buildVariants.ts default
stage "search and modal specs" npx playwright test --project=built tests/e2e/search
