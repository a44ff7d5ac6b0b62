#!/usr/bin/env bash
# A PostgreSQL 15 on 127.0.0.1 for tests and benchmarks:
#   start [DIR]   new cluster (in DIR, else a new folder under $TMPDIR or /tmp); prints "DIR URL"
#   stop DIR      stops it and removes DIR
#   pause DIR     stops it and keeps DIR;  resume DIR  starts a kept one again on a free port; prints "DIR URL"
# WENKU_PG_OPTIONS adds server settings, e.g. "-c shared_buffers=2GB".
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
run() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
launch() {
  local dir=$1 port
  port=$(free_port)
  run "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${WENKU_PG_OPTIONS:-}" start >/dev/null
  echo "$dir postgres://postgres@127.0.0.1:$port/postgres"
}
case "${1:-}" in
  start)
    if [ -n "${2:-}" ]; then dir="$2"; mkdir -p "$dir"; else dir=$(mktemp -d "${TMPDIR:-/tmp}/wenku-pg-XXXXXX"); fi
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
    run "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
    launch "$dir"
    ;;
  resume)
    launch "$2"
    ;;
  stop | pause)
    run "$bin/pg_ctl" -D "$2/data" -m "$([ "$1" = stop ] && echo immediate || echo fast)" stop >/dev/null 2>&1 || true
    [ "$1" = stop ] && rm -rf "$2"
    ;;
  *) echo "usage: $0 start [DIR] | stop DIR | pause DIR | resume DIR" >&2; exit 2 ;;
esac
exit 0
