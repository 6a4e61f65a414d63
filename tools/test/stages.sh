# Sourced by the test runners. `stage NAME command…` runs a stage and records
# its wall time; `stage_in_background NAME command…` starts one that runs
# alongside the next stages (its output goes to a log, shown when it is
# waited for) and `wait_for_stage` waits for it; print_stage_table prints
# every stage and the run's wall time (run it on EXIT).
# A caller may have timed earlier stages itself: STAGE_TIMES holds "name|seconds|status" lines.
STAGE_TIMES="${STAGE_TIMES:-}"
# When the run began (epoch seconds): set by the outermost script, so installs count.
RUN_STARTED_AT="${RUN_STARTED_AT:-$(date +%s)}"
BACKGROUND_PID=""

record_stage() {
  STAGE_TIMES+="$1|$2|$3"$'\n'
}

stage() {
  local name=$1
  shift
  echo "== $name"
  local started=$SECONDS status=passed
  "$@" || status=failed
  record_stage "$name" $((SECONDS - started)) "$status"
  [ "$status" = passed ] || { echo "== $name failed" >&2; exit 1; }
}

stage_in_background() {
  BACKGROUND_NAME=$1
  shift
  BACKGROUND_LOG=".test-builds/logs/$(echo "$BACKGROUND_NAME" | tr -c 'a-z0-9\n' '-').log"
  mkdir -p "$(dirname "$BACKGROUND_LOG")"
  echo "== $BACKGROUND_NAME: started alongside the next stages (output: $BACKGROUND_LOG)"
  BACKGROUND_STARTED=$SECONDS
  "$@" >"$BACKGROUND_LOG" 2>&1 &
  BACKGROUND_PID=$!
}

wait_for_stage() {
  local status=passed
  echo "== $BACKGROUND_NAME (waiting for it)"
  wait "$BACKGROUND_PID" || status=failed
  BACKGROUND_PID=""
  cat "$BACKGROUND_LOG"
  record_stage "$BACKGROUND_NAME (alongside)" $((SECONDS - BACKGROUND_STARTED)) "$status"
  [ "$status" = passed ] || { echo "== $BACKGROUND_NAME failed" >&2; exit 1; }
}

print_stage_table() {
  local name seconds status
  # A stage still running in the background when the run stops is stopped with it.
  [ -z "$BACKGROUND_PID" ] || kill "$BACKGROUND_PID" 2>/dev/null || true
  echo
  echo "== stage times (wall)"
  while IFS='|' read -r name seconds status; do
    [ -n "$name" ] || continue
    printf '  %-30s %4d s  %s\n' "$name" "$seconds" "$status"
  done <<<"$STAGE_TIMES"
  printf '  %-30s %4d s\n' "this run, end to end" $(($(date +%s) - RUN_STARTED_AT))
}
