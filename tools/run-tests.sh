#!/usr/bin/env bash
# The whole test suite: the README's test command runs this.
# Order: cheap checks first, then the production build the browser tests use.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"; npx tsc
echo "== unit tests"; bash tools/run-unit-tests.sh
echo "== ruby examples"; npx tsx tools/ruby-examples/cli.ts
echo "== production build"; npx docusaurus build
echo "== browser tests"; npx playwright test
