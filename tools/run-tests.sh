#!/usr/bin/env bash
# Every test, cheap checks first, then the production build the browser tests
# use (`npm test`; tools/test.sh installs dependencies first).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"; npx tsc
echo "== unit tests"; bash tools/run-unit-tests.sh
echo "== ruby examples"; npx tsx tools/ruby-examples/cli.ts
echo "== production build"; npx docusaurus build
echo "== search relevance suite (on the index the build wrote)"
node --import tsx --test --test-reporter=spec tests/relevance/relevance.test.ts tests/relevance/answerRetrieval.test.ts
echo "== browser tests (built site and dev server)"; npx playwright test
