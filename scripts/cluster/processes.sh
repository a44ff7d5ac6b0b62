# Process helpers of scripts/cluster.sh (sourced): each process it starts has a pid file under $run and a log
# under $logs; a process counts as up while its pid is alive.

pid_of() { cat "$run/$1.pid" 2>/dev/null || true; }

# Alive and not a zombie (a process that died but whose parent, not this script, has not reaped it yet).
is_up() {
  local pid state
  pid=$(pid_of "$1")
  [ -n "$pid" ] || return 1
  state=$(ps -o stat= -p "$pid" 2>/dev/null) || return 1
  [ -n "$state" ] && [ "${state:0:1}" != Z ]
}

# start_process NAME COMMAND… : in the background, in its own session (a Ctrl-C in this terminal leaves it running).
start_process() {
  local name=$1
  shift
  if is_up "$name"; then
    echo "[cluster] $name: already up (pid $(pid_of "$name"))"
    return 0
  fi
  setsid "$@" >>"$logs/$name.log" 2>&1 < /dev/null &
  echo $! > "$run/$name.pid"
}

# stop_process NAME : SIGTERM (workers give their jobs back, web processes finish their requests), SIGKILL after 30 s.
stop_process() {
  local name=$1 pid
  pid=$(pid_of "$name")
  if is_up "$name"; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 300); do is_up "$name" || break; sleep 0.1; done
    if is_up "$name"; then
      echo "[cluster] $name did not stop in 30 s: killed"
      kill -KILL "$pid" 2>/dev/null || true
    fi
    echo "[cluster] $name stopped"
  fi
  rm -f "$run/$name.pid"
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# wait_until SECONDS WHAT COMMAND… : runs COMMAND every 0.2 s until it succeeds; fails after SECONDS.
wait_until() {
  local seconds=$1 what=$2
  shift 2
  for _ in $(seq 1 $((seconds * 5))); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "[cluster] $what did not come up in ${seconds} s" >&2
  return 1
}

healthy() { curl -fsS --max-time 2 "$1/healthz" 2>/dev/null | grep -q '"ok"'; }
