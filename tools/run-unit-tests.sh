#!/usr/bin/env bash
# Runs every unit test (tests/unit/**/*.test.ts) with Node's own test runner.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find tests/unit -name '*.test.ts' | sort)
if [ "${#files[@]}" -eq 0 ]; then echo "no unit tests found" >&2; exit 1; fi
# Three files at a time: many wait on timers, child processes or the disk rather than a core.
exec node --import tsx --test --test-concurrency=3 --test-reporter=spec "${files[@]}"
