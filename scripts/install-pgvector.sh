#!/usr/bin/env bash
# pgvector for the PostgreSQL 15 that tests and benchmarks start (scripts/pg-test-server.sh). Debian bookworm does
# not package it, so apt fetches the source of Debian's own pgvector package from the next release (trixie) — by
# package name, through this machine's configured Debian mirror, verified against the archive's signed index —
# and it is built against PostgreSQL 15. apt's own state is untouched: the source index lives in a scratch
# folder. Skipped when installed. A production PostgreSQL takes its distribution's pgvector package (0.7 or later)
# instead; without it Wenku indexes vectors in the process.
set -euo pipefail
major=15
suite=trixie
if compgen -G "/usr/share/postgresql/$major/extension/vector--*.sql" >/dev/null && [ -f "/usr/lib/postgresql/$major/lib/vector.so" ]; then
  echo "[wenku] pgvector: present"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
needed=()
for p in postgresql-server-dev-$major build-essential; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || needed+=("$p")
done
if [ ${#needed[@]} -gt 0 ]; then
  echo "[wenku] installing ${needed[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${needed[@]}"
fi

# The Debian mirror this machine already uses (deb822 .sources first, then one-line .list files).
mirror=$(grep -h -A3 -E '^Types:.*deb' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ { print $2 }' | grep -v -- '-security' | head -n 1 || true)
[ -n "$mirror" ] || mirror=$(grep -h -E '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | awk '{ print $2 }' | grep -v -- '-security' | head -n 1 || true)
[ -n "$mirror" ] || { echo "[wenku] no Debian mirror configured for apt" >&2; exit 1; }
keyring=/usr/share/keyrings/debian-archive-keyring.gpg

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/archives/partial" "$work/parts"
cat > "$work/source.sources" <<EOF
Types: deb-src
URIs: $mirror
Suites: $suite
Components: main
Signed-By: $keyring
EOF
apt_scratch=(-o "Dir::Etc::SourceList=$work/source.sources" -o "Dir::Etc::SourceParts=$work/parts"
  -o "Dir::State::Lists=$work/lists" -o "Dir::Cache::Archives=$work/archives" -o "APT::Sandbox::User=root")
echo "[wenku] fetching Debian's pgvector source ($suite)"
apt-get "${apt_scratch[@]}" update -qq
(cd "$work" && apt-get "${apt_scratch[@]}" source --download-only -qq pgvector)
orig=$(ls "$work"/pgvector_*.orig.tar.* | head -n 1)
mkdir "$work/src"
tar -xf "$orig" -C "$work/src" --strip-components=1
# OPTFLAGS="" as Debian builds it: no -march=native, so the build runs on any x86-64 machine.
make -s -C "$work/src" PG_CONFIG="/usr/lib/postgresql/$major/bin/pg_config" OPTFLAGS="" >/dev/null
$SUDO make -s -C "$work/src" PG_CONFIG="/usr/lib/postgresql/$major/bin/pg_config" install >/dev/null
echo "[wenku] pgvector $(basename "$orig" | sed -E 's/pgvector_([^.]+\.[^.]+\.[^.]+).*/\1/') installed"
