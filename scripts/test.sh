#!/usr/bin/env bash
# Every test: unit and API tests on SQLite, the API tests again on a PostgreSQL server started here (only the files
# whose runs depend on the database: scripts/database-test-files.mjs),
# then browser tests in Debian's Chromium against a running server. Last line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
results=test-results
rm -rf "$results" && mkdir -p "$results"
export CI="${CI:-}"

if [ ! -d node_modules ] || [ package.json -nt node_modules/.wenku-install-stamp ]; then
  bash scripts/install-system.sh || exit 1
  npm install --no-audit --no-fund || exit 1
  touch node_modules/.wenku-install-stamp
fi
bash scripts/install-system.sh >/dev/null || exit 1
bash scripts/install-pgvector.sh >/dev/null || exit 1

echo "== unit and API tests (SQLite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/sqlite.json"

echo "== API tests (PostgreSQL)"
pg=$(bash scripts/pg-test-server.sh start) || { echo "could not start PostgreSQL"; echo '{"numPassedTests":0,"numFailedTests":1}' > "$results/pg.json"; }
if [ -n "${pg:-}" ]; then
  pg_dir=${pg%% *}
  trap 'bash scripts/pg-test-server.sh stop "$pg_dir"' EXIT
  mapfile -t database_tests < <(node scripts/database-test-files.mjs)
  WENKU_TEST_PG=${pg#* } npx vitest run "${database_tests[@]}" --reporter=default --reporter=json --outputFile.json="$results/pg.json"
fi

echo "== browser tests (Chromium)"
if bash scripts/build.sh > "$results/build.log" 2>&1; then
  npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json"
else
  tail -40 "$results/build.log"
  echo '{"numPassedTests":0,"numFailedTests":1}' > "$results/e2e.json"
fi

node scripts/sum-results.mjs "$results"
