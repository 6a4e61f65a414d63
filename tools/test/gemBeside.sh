# Sourced by tools/run-tests.sh and tools/test-quick.sh. The released gem, when it
# sits beside the repository (CI's clone has shared/ next to it; see its
# PROVENANCE.md): the Ruby example check then runs every example and checks every
# `# =>`, and the builds get Run buttons, so the browser tests run the examples in
# the page. KATACHI_PATH set by the caller wins.
GEM_BESIDE=../shared/katachi/gem-0.0.2.0
if [ -z "${KATACHI_PATH:-}" ] && [ -f "$GEM_BESIDE/lib/katachi.rb" ]; then
  export KATACHI_PATH="$GEM_BESIDE"
fi
echo "== katachi gem for the examples: ${KATACHI_PATH:-none (examples are only syntax-checked; Run browser tests skip)}"
