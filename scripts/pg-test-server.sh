#!/usr/bin/env bash
# Starts a throw-away PostgreSQL 15 on 127.0.0.1 for the tests: `start` prints its URL, `stop DIR` removes it.
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/wenku-pg-XXXXXX)
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
    run() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
    run "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
    run "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    echo "$dir postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir="$2"
    run() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
    run "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
