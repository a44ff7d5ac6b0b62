#!/usr/bin/env bash
# The site from its sources on http://localhost:${PORT:-8880}, SQLite under ./data as with npm start: the web app
# through Vite's dev server inside the server (an edit reaches the open page without a reload), the server restarted
# when its code or the contract changes.
set -euo pipefail
cd "$(dirname "$0")/.."
export WENKU_WEB_DEV=1
exec npx tsx watch --conditions=wenku-source --exclude 'apps/web/**' apps/server/src/main.ts
