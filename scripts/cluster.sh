#!/usr/bin/env bash
# A Wenku cluster on this machine (docs/cluster.md): PostgreSQL with pgvector, an S3 API (s3rver), Redis, web
# processes (`wenku serve` with WENKU_WORKERS=none) and worker processes (`wenku worker`) behind nginx.
#   npm run cluster [-- start]                 builds if needed, migrates once, starts what is not up, prints the URL
#   npm run cluster -- stop                    stops everything it started
#   npm run cluster -- status                  each process up or down, and the URL
#   npm run cluster -- exec <wenku command…>   a wenku CLI command with the cluster's database, storage and Redis
# Data, logs (logs/) and pid files (run/) live in WENKU_CLUSTER_DIR (./data/cluster). Ports: PORT for nginx (8880),
# WENKU_CLUSTER_WEB_PORTS ("8881 8882", one web process each), WENKU_CLUSTER_WORKERS (2), WENKU_CLUSTER_PG_PORT
# (8890), WENKU_CLUSTER_S3_PORT (8891), WENKU_CLUSTER_REDIS_PORT (8892); nginx listens on HOST (all addresses when
# unset). A start keeps its values in cluster.env, so later commands need none of them. WENKU_ADMIN_PASSWORD sets the
# administrator's password at the first start, as with npm start.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
mkdir -p "${WENKU_CLUSTER_DIR:-data/cluster}"
dir=$(cd "${WENKU_CLUSTER_DIR:-data/cluster}" && pwd)
run=$dir/run
logs=$dir/logs
env_file=$dir/cluster.env
pg_bin=/usr/lib/postgresql/15/bin
cli=(node "$root/apps/server/dist/cli.js")
# shellcheck source=scripts/cluster/processes.sh
source scripts/cluster/processes.sh
# A value the last start kept in cluster.env (read, not sourced: this shell's environment stays as it was).
saved() { [ -f "$env_file" ] && sed -n "s/^$1=//p" "$env_file" | tr -d '"' || true; }
setting() { local value=${!1:-$(saved "$2")}; echo "${value:-$3}"; }
port=$(setting PORT CLUSTER_PORT 8880)
host=${HOST-$(saved CLUSTER_HOST)}
read -r -a web_ports <<< "$(setting WENKU_CLUSTER_WEB_PORTS CLUSTER_WEB_PORTS "8881 8882")"
worker_count=$(setting WENKU_CLUSTER_WORKERS CLUSTER_WORKERS 2)
pg_port=$(setting WENKU_CLUSTER_PG_PORT CLUSTER_PG_PORT 8890)
s3_port=$(setting WENKU_CLUSTER_S3_PORT CLUSTER_S3_PORT 8891)
redis_port=$(setting WENKU_CLUSTER_REDIS_PORT CLUSTER_REDIS_PORT 8892)
url="http://${host:-localhost}:$port"
names() {
  echo postgres s3 redis
  for i in "${!web_ports[@]}"; do echo "web-$((i + 1))"; done
  for i in $(seq 1 "$worker_count"); do echo "worker-$i"; done
  echo nginx
}
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
psql_admin() { "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -v ON_ERROR_STOP=1 -tA "$@"; }
free_or_fail() { if port_in_use "$1"; then echo "[cluster] port $1 ($2) is taken by another program" >&2; exit 1; fi; }

# What every process of the cluster is given (and `exec`): the shared services, local temp files under app/.
write_env() {
  cat > "$env_file" <<ENV
CLUSTER_PORT=$port
CLUSTER_HOST=$host
CLUSTER_WEB_PORTS="${web_ports[*]}"
CLUSTER_WORKERS=$worker_count
CLUSTER_PG_PORT=$pg_port
CLUSTER_S3_PORT=$s3_port
CLUSTER_REDIS_PORT=$redis_port
NODE_ENV=production
DATABASE_URL=postgres://postgres@127.0.0.1:$pg_port/wenku
WENKU_REDIS_URL=redis://127.0.0.1:$redis_port/0
WENKU_STORAGE=s3
WENKU_S3_ENDPOINT=http://127.0.0.1:$s3_port
WENKU_S3_BUCKET=wenku
WENKU_S3_REGION=us-east-1
WENKU_S3_ACCESS_KEY_ID=S3RVER
WENKU_S3_SECRET_ACCESS_KEY=S3RVER
WENKU_DATA_DIR=$dir/app
ENV
}

prepare() {
  bash scripts/install-system.sh
  bash scripts/install-pgvector.sh
  local stamp=node_modules/.wenku-install-stamp
  if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
    npm install --no-audit --no-fund
    touch "$stamp"
  fi
  echo "[cluster] building what changed"
  if ! bash scripts/build.sh --if-stale > "$logs/build.log" 2>&1; then
    tail -40 "$logs/build.log"
    echo "[cluster] the build failed ($logs/build.log): nothing started" >&2
    exit 1
  fi
}

start_postgres() {
  mkdir -p "$dir/pg"
  [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir/pg"
  [ -f "$dir/pg/data/PG_VERSION" ] || as_postgres "$pg_bin/initdb" -D "$dir/pg/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 > "$logs/initdb.log"
  if ! as_postgres "$pg_bin/pg_ctl" -D "$dir/pg/data" status > /dev/null 2>&1; then
    free_or_fail "$pg_port" PostgreSQL
    as_postgres "$pg_bin/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/postgres.log" -w -o "-p $pg_port -k $dir/pg -c listen_addresses=127.0.0.1 -c max_connections=200" start > /dev/null
  fi
  head -n 1 "$dir/pg/data/postmaster.pid" > "$run/postgres.pid"
  ln -sf ../pg/postgres.log "$logs/postgres.log"
  [ "$(psql_admin -c "select 1 from pg_database where datname = 'wenku'")" = 1 ] || psql_admin -c "create database wenku" > /dev/null
  psql_admin -d wenku -c "create extension if not exists vector" > /dev/null
}

start_services() {
  start_postgres
  is_up s3 || free_or_fail "$s3_port" S3
  start_process s3 node --import tsx scripts/cluster/s3-server.ts "$s3_port" "$dir/s3" wenku
  is_up redis || free_or_fail "$redis_port" Redis
  mkdir -p "$dir/redis"
  start_process redis redis-server --port "$redis_port" --bind 127.0.0.1 --dir "$dir/redis" --save "" --appendonly no
  wait_until 30 "the S3 API" port_in_use "$s3_port"
  wait_until 30 "Redis" redis-cli -p "$redis_port" ping
}

# The first web process alone (it seeds the administrator and prints a generated password), then the others.
start_app() {
  local first_log=$logs/web-1.log seen=0 i
  [ -f "$first_log" ] && seen=$(stat -c %s "$first_log")
  for i in "${!web_ports[@]}"; do
    is_up "web-$((i + 1))" || free_or_fail "${web_ports[$i]}" "web-$((i + 1))"
    PORT=${web_ports[$i]} HOST=127.0.0.1 WENKU_WORKERS=none start_process "web-$((i + 1))" "${cli[@]}" serve
    wait_until 120 "web-$((i + 1))" healthy "http://127.0.0.1:${web_ports[$i]}"
    [ "$i" -eq 0 ] && tail -c +$((seen + 1)) "$first_log" | grep -E "administrator|username:|password:|Shown once" || true
  done
  for i in $(seq 1 "$worker_count"); do start_process "worker-$i" "${cli[@]}" worker; done
}

start_nginx() {
  mkdir -p "$dir/nginx"
  local upstreams="" p
  for p in "${web_ports[@]}"; do upstreams+="    server 127.0.0.1:$p max_fails=3 fail_timeout=10s;"$'\n'; done
  sed -e "s|@DIR@|$dir|g" -e "s|@LISTEN@|${host:+$host:}$port|" scripts/cluster/nginx.conf.template |
    awk -v upstreams="$upstreams" '$0 == "@UPSTREAMS@" { printf "%s", upstreams; next } { print }' > "$dir/nginx/nginx.conf"
  if ! is_up nginx; then
    free_or_fail "$port" nginx
    nginx -p "$dir/nginx" -e "$logs/nginx-error.log" -c "$dir/nginx/nginx.conf"
  fi
  wait_until 30 "nginx" healthy "http://127.0.0.1:$port"
}

start() {
  mkdir -p "$run" "$logs" "$dir/app"
  chmod 755 "$dir"
  prepare
  write_env
  set -a
  # shellcheck source=/dev/null
  source "$env_file"
  set +a
  start_services
  echo "[cluster] migrating"
  if ! "${cli[@]}" migrate >> "$logs/migrate.log" 2>&1; then
    tail -20 "$logs/migrate.log"
    echo "[cluster] migrating failed ($logs/migrate.log)" >&2
    exit 1
  fi
  start_app
  start_nginx
  echo "[cluster] serving on $url (nginx → web ${web_ports[*]}, $worker_count workers; logs in $logs)"
}

stop() {
  local name
  for name in nginx $(names | grep -E '^worker-') $(names | grep -E '^web-') redis s3; do stop_process "$name"; done
  if [ -f "$dir/pg/data/PG_VERSION" ]; then
    as_postgres "$pg_bin/pg_ctl" -D "$dir/pg/data" -m fast stop > /dev/null 2>&1 && echo "[cluster] postgres stopped" || true
  fi
  rm -f "$run/postgres.pid"
}

status() {
  local name
  for name in $(names); do
    if is_up "$name"; then printf '%-10s up    pid %s\n' "$name" "$(pid_of "$name")"; else printf '%-10s down\n' "$name"; fi
  done
  if healthy "http://127.0.0.1:$port"; then echo "$url (healthy)"; else echo "$url (not answering)"; fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  exec)
    shift
    [ -f "$env_file" ] || { echo "[cluster] not started yet: npm run cluster" >&2; exit 1; }
    set -a
    # shellcheck source=/dev/null
    source "$env_file"
    set +a
    exec "${cli[@]}" "$@"
    ;;
  *) echo "usage: npm run cluster [-- start | stop | status | exec <wenku command…>]" >&2; exit 2 ;;
esac
