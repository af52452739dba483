#!/bin/sh
# The benchmark measures the ja-jp and zh-sg pages as a phone shows them: with a font for Chinese and
# Japanese characters (Noto CJK, Android's own), not Chromium searching every installed font for
# each character, which a machine without one makes it do. Installed from Debian's packages.
set -eu
if fc-list :lang=ja family | grep -q .; then exit 0; fi
echo "Installing the Noto CJK fonts from Debian's packages…"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends fonts-noto-cjk >/dev/null
