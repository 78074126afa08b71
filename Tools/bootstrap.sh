#!/usr/bin/env bash
# Installs what Plumb needs on Debian/Ubuntu when it is missing: Lua 5.4's headers and pkg-config
# to build, and rsvg-convert (librsvg2-bin) for the tests only (they draw `--format svg` output
# with a real SVG renderer and check its pixels). Swift itself must already be installed. Safe to
# run again: it does nothing when everything is there.
#
# Also, not fatal, for PlumbTextTests' check that the committed width table is what
# Tools/generate-text-metrics.py writes: Debian's Inter fonts (fonts-inter) and fontTools and
# uharfbuzz from PyPI for the `python3` on PATH. Without them that check says it was skipped.
set -euo pipefail

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi

install_build_packages() {
    local packages=()
    if ! pkg-config --exists lua5.4 2>/dev/null; then
        # --no-install-recommends below: liblua5.4-dev recommends libtool and autoconf, which Plumb
        # does not need.
        packages+=(liblua5.4-dev pkgconf)
    fi
    if ! command -v rsvg-convert >/dev/null 2>&1; then
        packages+=(librsvg2-bin)
    fi
    if [ ${#packages[@]} -eq 0 ]; then
        return 0
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "bootstrap: please install ${packages[*]} or their equivalents" \
            "(Homebrew: brew install lua pkgconf librsvg)" >&2
        return 1
    fi
    echo "bootstrap: installing ${packages[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
}

install_text_metrics_tools() {
    if [ ! -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ] && command -v apt-get >/dev/null 2>&1; then
        echo "bootstrap: installing fonts-inter" >&2
        { $sudo apt-get update -qq &&
            DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends fonts-inter \
                >/dev/null; } || return 1
    fi
    if command -v python3 >/dev/null 2>&1 && ! python3 -c "import fontTools, uharfbuzz" 2>/dev/null; then
        echo "bootstrap: installing fonttools and uharfbuzz (pip)" >&2
        python3 -m pip install --quiet --disable-pip-version-check fonttools uharfbuzz >/dev/null 2>&1 ||
            python3 -m pip install --quiet --disable-pip-version-check --break-system-packages \
                fonttools uharfbuzz >/dev/null 2>&1 || return 1
    fi
}

install_build_packages
install_text_metrics_tools ||
    echo "bootstrap: fonts-inter, fontTools or uharfbuzz could not be installed;" \
        "PlumbTextTests' regeneration check will say it was skipped" >&2
