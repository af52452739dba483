#!/bin/sh
# The production topology (npm run start:cluster) runs on PostgreSQL, Redis and nginx from Debian's
# packages; install whichever is missing. Exits 0 when all three are present afterwards.
set -eu
missing=""
pg=no
for initdb in /usr/lib/postgresql/*/bin/initdb; do
  if [ -x "$initdb" ]; then pg=yes; fi
done
[ "$pg" = yes ] || missing="$missing postgresql"
command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ] || missing="$missing redis-server"
[ -x /usr/sbin/nginx ] || missing="$missing nginx"
command -v openssl >/dev/null 2>&1 || missing="$missing openssl"
if [ -z "$missing" ]; then exit 0; fi
echo "Installing from Debian's packages:$missing…"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# The packages' own services are not wanted: the cluster starts its servers itself, on its own ports.
printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
$SUDO chmod +x /usr/sbin/policy-rc.d
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
$SUDO rm -f /usr/sbin/policy-rc.d
