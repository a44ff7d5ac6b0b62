#!/usr/bin/env bash
# Exits 0 when a build is needed: an output is missing or older than some source file.
cd "$(dirname "$0")/.."
for out in apps/server/dist/main.js apps/web/build/server/index.js packages/contract/dist/index.js; do
  [ -f "$out" ] || exit 0
done
marker=apps/web/build/server/index.js
newer=$(find packages/contract/src apps/server/src apps/web/app apps/web/*.ts package-lock.json -newer "$marker" -type f 2>/dev/null | head -1)
[ -n "$newer" ] && exit 0
exit 1
