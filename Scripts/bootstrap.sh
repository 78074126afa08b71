#!/usr/bin/env bash
# Installs what Plumb needs to build on Debian/Ubuntu (Lua 5.4's headers and pkg-config) when it
# is missing. Swift itself must already be installed. Safe to run again: it does nothing when
# everything is there.
set -euo pipefail

if pkg-config --exists lua5.4 2>/dev/null; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: please install Lua 5.4 with its headers and pkg-config (Homebrew: brew install lua pkgconf)" >&2
    exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
echo "bootstrap: installing liblua5.4-dev and pkgconf" >&2
$sudo apt-get update -qq
# --no-install-recommends: liblua5.4-dev recommends libtool and autoconf, which Plumb does not need.
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends liblua5.4-dev pkgconf >/dev/null
