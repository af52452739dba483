#!/bin/sh
# The fonts pages are drawn with, from Debian's packages: DejaVu Sans for Latin text (what the store's
# system font stack finds on Debian) and Noto CJK for Chinese and Japanese (Android's own). The
# benchmark measures the ja-jp and zh-sg pages as a phone shows them, not Chromium searching every
# installed font for each character, and the visual-regression baselines were drawn with exactly these
# fonts: a run with others would differ in every line of text.
set -eu
missing=""
for package in fontconfig fonts-dejavu-core fonts-noto-cjk; do
  if ! dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q 'ok installed'; then
    missing="$missing $package"
  fi
done
if [ -z "$missing" ]; then exit 0; fi
echo "Installing fonts from Debian's packages:$missing…"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
