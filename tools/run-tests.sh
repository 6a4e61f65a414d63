#!/usr/bin/env bash
# Every test, cheap checks first, then the production build the browser tests
# use (`npm test`; tools/test.sh installs dependencies first).
set -euo pipefail
cd "$(dirname "$0")/.."

# The released gem, when it sits beside the repository (CI's clone has shared/
# next to it; see its PROVENANCE.md): the Ruby example check then runs every
# example and checks every `# =>`, and the build gets Run buttons, so the
# browser tests run the examples in the page. KATACHI_PATH set by the caller wins.
GEM_BESIDE=../shared/katachi/gem-0.0.2.0
if [ -z "${KATACHI_PATH:-}" ] && [ -f "$GEM_BESIDE/lib/katachi.rb" ]; then
  export KATACHI_PATH="$GEM_BESIDE"
fi
echo "== katachi gem for the examples: ${KATACHI_PATH:-none (examples are only syntax-checked; Run browser tests skip)}"

echo "== typecheck"; npx tsc
echo "== unit tests"; bash tools/run-unit-tests.sh
echo "== ruby examples"; npx tsx tools/ruby-examples/cli.ts
echo "== production build"; npx docusaurus build
echo "== search relevance suite (on the index the build wrote)"
node --import tsx --test --test-reporter=spec tests/relevance/relevance.test.ts tests/relevance/answerRetrieval.test.ts
echo "== browser tests (built site and dev server)"; npx playwright test
