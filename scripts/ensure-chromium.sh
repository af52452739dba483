#!/bin/sh
# Browser tests drive Debian's Chromium; install it from Debian's packages when it is absent.
set -eu
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Chromium from Debian's packages…"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version
