#!/usr/bin/env bash
# The inner loop (`npm run test:quick`): typecheck, lint (format, layering, dead
# exports), unit tests, the Ruby examples, one production build (the default site,
# into build/), the relevance suites on it, and the browser tests of search and the
# modal against it, in Chromium alone. The full suite (`npm test`) before a commit.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-deps.sh --with-chromium

# shellcheck source=tools/test/gemBeside.sh
source tools/test/gemBeside.sh
# shellcheck source=tools/test/stages.sh
source tools/test/stages.sh
trap print_stage_table EXIT

stage "typecheck" npx tsc
stage "lint, format, layering, dead exports" npm run -s lint
stage "unit tests" bash tools/run-unit-tests.sh
stage "ruby examples" npx tsx tools/ruby-examples/cli.ts
stage "build" npx tsx tools/test/buildVariants.ts default
stage_in_background "relevance" node --import tsx --test --test-reporter=spec tests/relevance/relevance.test.ts tests/relevance/answerRetrieval.test.ts tests/relevance/offTopic.test.ts
stage "search and modal specs" npx playwright test --project=built tests/e2e/search
wait_for_stages
