#!/usr/bin/env bash
# A throw-away MariaDB (Debian's mariadb-server) on 127.0.0.1 for the MOREDOC import tests and benchmarks:
#   start [DIR]   new server (in DIR, else a new folder under $TMPDIR or /tmp) as the current user; prints "DIR DSN"
#                 where DSN is mysql://root@127.0.0.1:PORT/moredoc (root, no password; the npm mysql2 driver takes it
#                 as is; the database `moredoc` is not created)
#   stop DIR      kills it and removes DIR
# No system service and no option files are used; durability is off (tests only).
set -euo pipefail
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
case "${1:-}" in
  start)
    command -v mariadbd >/dev/null || [ -x /usr/sbin/mariadbd ] || { echo "mariadbd not found: apt-get install mariadb-server" >&2; exit 3; }
    if [ -n "${2:-}" ]; then dir="$2"; mkdir -p "$dir"; else dir=$(mktemp -d "${TMPDIR:-/tmp}/wenku-mariadb-XXXXXX"); fi
    user=$(id -un)
    mariadb-install-db --no-defaults --user="$user" --datadir="$dir/data" --auth-root-authentication-method=normal \
      --skip-test-db --skip-name-resolve >"$dir/install.log" 2>&1 || { cat "$dir/install.log" >&2; exit 1; }
    port=$(free_port)
    PATH="$PATH:/usr/sbin" mariadbd --no-defaults --user="$user" --datadir="$dir/data" --socket="$dir/mysqld.sock" \
      --pid-file="$dir/mysqld.pid" --log-error="$dir/server.log" --bind-address=127.0.0.1 --port="$port" \
      --skip-name-resolve --skip-log-bin --performance-schema=OFF --innodb-flush-log-at-trx-commit=0 \
      --innodb-doublewrite=0 --innodb-buffer-pool-size=128M --innodb-log-file-size=64M --max-connections=200 \
      --max-allowed-packet=64M --character-set-server=utf8mb4 --collation-server=utf8mb4_general_ci \
      >/dev/null 2>&1 </dev/null &
    echo $! >"$dir/launcher.pid"
    for _ in $(seq 1 300); do
      if mariadb-admin --no-defaults --socket="$dir/mysqld.sock" -uroot ping >/dev/null 2>&1; then
        mariadb --no-defaults --socket="$dir/mysqld.sock" -uroot \
          -e "CREATE USER IF NOT EXISTS 'root'@'127.0.0.1'; GRANT ALL ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;"
        echo "$dir mysql://root@127.0.0.1:$port/moredoc"
        exit 0
      fi
      kill -0 "$(cat "$dir/launcher.pid")" 2>/dev/null || break
      sleep 0.1
    done
    echo "mariadbd did not start; its log:" >&2
    cat "$dir/server.log" >&2 || true
    exit 1
    ;;
  stop)
    dir="${2:?usage: $0 stop DIR}"
    for f in "$dir/mysqld.pid" "$dir/launcher.pid"; do
      [ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null || true
    done
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start [DIR] | stop DIR" >&2; exit 2 ;;
esac
exit 0
