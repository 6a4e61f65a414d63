#!/usr/bin/env bash
# Runs every unit test (tests/unit/**/*.test.ts) with Node's own test runner.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find tests/unit -name '*.test.ts' | sort)
if [ "${#files[@]}" -eq 0 ]; then echo "no unit tests found" >&2; exit 1; fi
exec node --import tsx --test --test-reporter=spec "${files[@]}"
