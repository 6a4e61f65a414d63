# Sourced by the test runners: `stage NAME command…` runs a stage and records
# its wall time; print_stage_table prints them all (run it on EXIT).
# A caller may have timed earlier stages itself: STAGE_TIMES holds "name|seconds|status" lines.
STAGE_TIMES="${STAGE_TIMES:-}"

stage() {
  local name=$1
  shift
  echo "== $name"
  local started=$SECONDS status=passed
  "$@" || status=failed
  STAGE_TIMES+="${name}|$((SECONDS - started))|${status}"$'\n'
  [ "$status" = passed ] || { echo "== $name failed" >&2; exit 1; }
}

print_stage_table() {
  local total=0 name seconds status
  echo
  echo "== stage times (wall)"
  while IFS='|' read -r name seconds status; do
    [ -n "$name" ] || continue
    total=$((total + seconds))
    printf '  %-24s %4d s  %s\n' "$name" "$seconds" "$status"
  done <<<"$STAGE_TIMES"
  printf '  %-24s %4d s\n' "total" "$total"
}
