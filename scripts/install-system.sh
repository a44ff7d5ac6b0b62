#!/usr/bin/env bash
# Installs the Debian packages Wenku needs, only those missing. Safe to run again.
set -euo pipefail
packages=(
  chromium chromium-headless-shell postgresql-15 mupdf-tools poppler-utils fonts-noto-cjk
  libreoffice-nogui libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui python3-uno
  tesseract-ocr tesseract-ocr-chi-sim tesseract-ocr-eng calibre webp pandoc
  libmupdf-dev gcc libc6-dev
  redis-server mariadb-server
  nginx
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "[wenku] system packages: all present"
  exit 0
fi
echo "[wenku] installing system packages: ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
