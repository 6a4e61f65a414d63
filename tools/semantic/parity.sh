#!/usr/bin/env bash
# The parity check CI runs: setup.sh, then parity.py with the given arguments
# (default: --table-vectors with the vectors tools/semantic/tableVectors.ts
# computes with the site's own TypeScript code; --from-table computes them in Python). Exits 0 with one "semantic parity: skipped (...)" line
# when python3 or the pinned wheels cannot be installed (setup.sh exit 3).
#
#   bash tools/semantic/parity.sh [--table-vectors FILE | --from-table]
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"

reason="$(bash "$HERE/setup.sh" 2>&1 >/dev/null)"
status=$?
if [[ $status -eq 3 ]]; then
  echo "semantic parity: skipped (${reason#semantic setup: unavailable: })"
  exit 0
elif [[ $status -ne 0 ]]; then
  echo "semantic parity: setup failed (exit $status): $reason" >&2
  exit "$status"
fi

if [[ $# -eq 0 ]]; then
  # By default the vectors come from the TypeScript code the site ships.
  vectors="$(mktemp --suffix=.json)"
  trap 'rm -f "$vectors"' EXIT
  (cd "$ROOT" && npx tsx tools/semantic/tableVectors.ts "$vectors") || exit 1
  set -- --table-vectors "$vectors"
fi
"$ROOT/.cache/semantic-venv/bin/python" "$HERE/parity.py" "$@"
