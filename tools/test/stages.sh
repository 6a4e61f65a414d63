# Sourced by the test runners. `stage NAME command…` runs a stage and records
# its wall time; `stage_in_background NAME command…` starts one that runs
# alongside the next stages (its output goes to a log, shown when it is
# waited for) and `wait_for_stages` waits for all of them (one that prints
# "<name>: skipped (why)" is listed as skipped); print_stage_table
# prints every stage and the run's wall time (run it on EXIT).
# A caller may have timed earlier stages itself: STAGE_TIMES holds "name|seconds|status" lines.
STAGE_TIMES="${STAGE_TIMES:-}"
# When the run began (epoch seconds): set by the outermost script, so installs count.
RUN_STARTED_AT="${RUN_STARTED_AT:-$(date +%s)}"
# The stages running in the background: name|pid|log, one per line.
BACKGROUND_STAGES=""

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

# Starts a stage that runs alongside the next ones; its output goes to a log,
# shown when it is waited for, and its own wall time is recorded.
stage_in_background() {
  local name=$1
  shift
  local log
  log=".test-builds/logs/$(echo "$name" | tr -c 'a-z0-9\n' '-').log"
  mkdir -p "$(dirname "$log")"
  echo "== $name: started alongside the next stages (output: $log)"
  (
    started=$SECONDS
    status=0
    "$@" || status=$?
    echo $((SECONDS - started)) >"$log.seconds"
    exit "$status"
  ) >"$log" 2>&1 &
  BACKGROUND_STAGES+="$name|$!|$log"$'\n'
}

# Waits for every stage started in the background, in the order they started.
wait_for_stages() {
  local name pid log status failed=""
  while IFS='|' read -r name pid log; do
    [ -n "$name" ] || continue
    echo "== $name (waiting for it)"
    status=passed
    wait "$pid" || status=failed
    cat "$log"
    # A stage that could not run here says so in one line, "<name>: skipped (why)": the
    # table shows it as skipped, not passed.
    if [ "$status" = passed ] && grep -q "^$name: skipped" "$log"; then status=skipped; fi
    record_stage "$name (alongside)" "$(cat "$log.seconds" 2>/dev/null || echo 0)" "$status"
    [ "$status" != failed ] || failed+="$name; "
  done <<<"$BACKGROUND_STAGES"
  BACKGROUND_STAGES=""
  [ -z "$failed" ] || { echo "== failed: ${failed%; }" >&2; exit 1; }
}

# Every process started under $1, children before their parents are gone: a stage's
# grandchildren (a build under npx, a server its tests started) are found through them.
descendants_of() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do
    echo "$child"
    descendants_of "$child"
  done
}

print_stage_table() {
  local name seconds status
  # A stage still running in the background when the run stops is stopped with it,
  # with everything it started.
  local pid tree
  while IFS='|' read -r _ pid _; do
    [ -n "$pid" ] || continue
    tree="$(descendants_of "$pid") $pid"
    # shellcheck disable=SC2086 # one word per pid
    kill -TERM $tree 2>/dev/null || true
  done <<<"$BACKGROUND_STAGES"
  echo
  echo "== stage times (wall)"
  while IFS='|' read -r name seconds status; do
    [ -n "$name" ] || continue
    printf '  %-38s %4d s  %s\n' "$name" "$seconds" "$status"
  done <<<"$STAGE_TIMES"
  printf '  %-38s %4d s\n' "this run, end to end" $(($(date +%s) - RUN_STARTED_AT))
}
