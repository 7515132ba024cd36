#!/usr/bin/env bash
# The system programs the tests run besides Node's packages, installed from Debian's archive when
# missing: Chromium and its headless shell (the end-to-end tests), PostgreSQL 15's binaries (the
# integration suite's throw-away cluster) and nginx (the scale suite's load balancer). `npm test`
# and `.ci/run` both start with it, so the README's test command passes on a fresh machine of
# this kind run as root; elsewhere it names what is missing and how to install it.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "The tests need Debian's ${missing[*]}. Install them as root:" >&2
  echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "installing Debian's ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
