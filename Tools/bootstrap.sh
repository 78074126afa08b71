#!/usr/bin/env bash
# Installs what Plumb needs on Debian/Ubuntu when it is missing: Lua 5.4's headers and pkg-config
# to build, and rsvg-convert (librsvg2-bin) for the tests only (they draw `--format svg` output
# with a real SVG renderer and check its pixels). Swift itself must already be installed. Safe to
# run again: it does nothing when everything is there.
set -euo pipefail

packages=()
if ! pkg-config --exists lua5.4 2>/dev/null; then
    # --no-install-recommends below: liblua5.4-dev recommends libtool and autoconf, which Plumb
    # does not need.
    packages+=(liblua5.4-dev pkgconf)
fi
if ! command -v rsvg-convert >/dev/null 2>&1; then
    packages+=(librsvg2-bin)
fi
if [ ${#packages[@]} -eq 0 ]; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: please install ${packages[*]} or their equivalents" \
        "(Homebrew: brew install lua pkgconf librsvg)" >&2
    exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
echo "bootstrap: installing ${packages[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
