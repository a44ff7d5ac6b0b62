#!/usr/bin/env bash
# Every test: the type check and the lint of every file, unit and API tests on SQLite and the API tests again on a
# PostgreSQL server started here (only the files whose runs depend on the database: scripts/database-test-files.mjs),
# the checks beside the passes; then browser tests in Debian's Chromium against running servers. Ends with the slowest
# test files, the wall time of each pass, and last the line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
results=test-results
rm -rf "$results" && mkdir -p "$results"
export CI="${CI:-}"
run_started=$(date +%s%3N)
pass_started=$run_started
# Notes how long the pass that just ended took (scripts/report-timings.mjs prints them).
pass_done() {
  local now
  now=$(date +%s%3N)
  printf '%s\t%s\n' "$1" "$((now - pass_started))" >> "$results/wall-times.tsv"
  pass_started=$now
}

# A fresh clone installs its packages here. better-sqlite3 compiles from source, over a minute on one core, so the
# packages are installed without their scripts and its compile starts first, from its own package, beside the install,
# the type check and the lint, none of which loads it; the database passes wait for it (native_build_done).
native_build=""
if [ ! -d node_modules ] || [ package.json -nt node_modules/.wenku-install-stamp ]; then
  bash scripts/install-system.sh || exit 1
  native_dir=$(mktemp -d)
  bash scripts/build-native-sqlite.sh "$native_dir" > "$results/native-build.log" 2>&1 &
  native_build=$!
  npm install --no-audit --no-fund --ignore-scripts || exit 1
  npm rebuild esbuild sharp >/dev/null || exit 1
fi
# Puts the compiled better-sqlite3 in place once its compile ends; if that failed (no package to fetch, say), npm
# builds it where it was installed.
native_build_done() {
  local binary=$native_dir/package/build/Release/better_sqlite3.node
  if wait "$native_build" && [ -f "$binary" ]; then
    mkdir -p node_modules/better-sqlite3/build/Release && cp "$binary" node_modules/better-sqlite3/build/Release/
  else
    npm rebuild better-sqlite3 >> "$results/native-build.log" 2>&1 || return 1
  fi
  rm -rf "$native_dir"
  touch node_modules/.wenku-install-stamp
}
bash scripts/install-system.sh >/dev/null || exit 1
bash scripts/install-pgvector.sh >/dev/null || exit 1
# The tests' temporary files (test databases and data folders, the PostgreSQL server, conversions) go to memory when
# /dev/shm has room: the tests create and delete hundreds of thousands of files, and on ext4 creating a file among
# many just deleted costs a scan of the inode table (a PostgreSQL CREATE DATABASE took 0.6 s on /tmp, 0.05 s here).
if [ -z "${WENKU_TEST_TMPDIR:-}" ] && [ "$(df --output=avail -k /dev/shm 2>/dev/null | tail -1)" -gt 4000000 ] 2>/dev/null; then
  WENKU_TEST_TMPDIR=$(mktemp -d /dev/shm/wenku-test-XXXXXX) && chmod 1777 "$WENKU_TEST_TMPDIR"
  trap 'rm -rf "$WENKU_TEST_TMPDIR"' EXIT
fi
[ -n "${WENKU_TEST_TMPDIR:-}" ] && export TMPDIR=$WENKU_TEST_TMPDIR
pass_done "setup"

# The type check and the lint, run side by side by one script (docs/testing.md), each written as one
# test passed or failed: the script's exit status has 4 set when the type check failed, 8 when the lint did; any
# other failure counts against both.
check_types_and_lint() {
  local status=0 name bit
  nice -n 10 node --import tsx scripts/check-types-and-lint.ts --lanes=2 > "$results/checks.log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    echo "-- type check and lint failed:"
    grep -E "error|✖|[0-9]+:[0-9]+ " "$results/checks.log" | head -60
  fi
  for name in typecheck lint; do
    bit=$([ "$name" = typecheck ] && echo 4 || echo 8)
    if [ "$status" -eq 0 ] || { [ $((status & ~12)) -eq 0 ] && [ $((status & bit)) -eq 0 ]; }; then
      echo '{"numPassedTests":1,"numFailedTests":0}' > "$results/$name.json"
    else
      echo '{"numPassedTests":0,"numFailedTests":1}' > "$results/$name.json"
    fi
  done
}

# Runs a command, noting how long it took under its name in wall-times.tsv (scripts/report-timings.mjs prints them).
timed() {
  local name=$1 started status
  shift
  started=$(date +%s%3N)
  "$@"
  status=$?
  printf '%s\t%s\n' "$name" "$(($(date +%s%3N) - started))" >> "$results/wall-times.tsv"
  return "$status"
}

postgres_pass() (
  local pg pg_dir
  if ! pg=$(bash scripts/pg-test-server.sh start); then
    echo "could not start PostgreSQL"
    echo '{"numPassedTests":0,"numFailedTests":1}' > "$results/pg.json"
    return 1
  fi
  pg_dir=${pg%% *}
  # A subshell (the parentheses): the server stops when the pass ends, however it ends.
  trap 'bash scripts/pg-test-server.sh stop "$pg_dir"' EXIT
  mapfile -t database_tests < <(node scripts/database-test-files.mjs)
  WENKU_TEST_PG=${pg#* } npx vitest run "${database_tests[@]}" --reporter=default --reporter=json --outputFile.json="$results/pg.json"
)

# The type check and the lint run beside the two database passes, at a lower priority: the passes wait at times (on
# PostgreSQL, a child process, a socket) and the checks use those gaps on the two cores. The two passes themselves run
# one after the other: both are CPU-bound, so side by side they took as long and overloaded the machine enough to fail
# the tests that check the server stays responsive (docs/testing.md).
echo "== type check (every workspace, tests, e2e, bench, scripts) and lint (Oxlint: type-checked rules, React hooks and compiler rules, no warnings), beside:"
bash scripts/generate-types.sh > "$results/generate-types.log" 2>&1 || { echo "-- generating types failed:"; head -40 "$results/generate-types.log"; }
pass_done "generate types"
timed checks check_types_and_lint &
checks=("$!")
if [ -n "$native_build" ]; then
  if ! native_build_done; then
    echo "-- building better-sqlite3 failed:"
    tail -40 "$results/native-build.log"
    kill "${checks[@]}" 2>/dev/null
    exit 1
  fi
  pass_done "native build"
fi
echo "== unit and API tests (SQLite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/sqlite.json"
pass_done "sqlite"
echo "== API tests (PostgreSQL; only the files whose runs depend on the database: scripts/database-test-files.mjs)"
postgres_pass
pass_done "postgres"
wait "${checks[@]}"
pass_started=$(date +%s%3N)

echo "== browser tests (Chromium)"
# The SQLite pass built the web app already (scripts/vitest-web-build.ts); it is built again only if a source changed.
if bash scripts/build.sh --if-stale > "$results/build.log" 2>&1; then
  pass_done "build"
  npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json"
else
  pass_done "build"
  tail -40 "$results/build.log"
  echo '{"numPassedTests":0,"numFailedTests":1}' > "$results/e2e.json"
fi
pass_done "browser"

node scripts/sum-results.mjs "$results" "$run_started"
