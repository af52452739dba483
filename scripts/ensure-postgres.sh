#!/bin/sh
# Service tests also run on PostgreSQL; install Debian's server packages when no initdb is present.
set -eu
for initdb in /usr/lib/postgresql/*/bin/initdb; do
  if [ -x "$initdb" ]; then exit 0; fi
done
echo "Installing PostgreSQL from Debian's packages…"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
ls /usr/lib/postgresql/*/bin/initdb
