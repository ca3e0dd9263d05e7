#!/usr/bin/env bash
# Installs the Debian 12 packages the build (with --test: the tests; with --fuzz: the preset
# fuzz, clang and libFuzzer) needs, if any is missing, then — with --test — the browser tests'
# npm packages into build/npm.
# Uses sudo when not root. Safe to run again: does nothing when all are present.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    build-essential cmake ninja-build pkg-config clang-format
    qt6-base-dev qt6-websockets-dev qt6-httpserver-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libgl-dev
    qtkeychain-qt6-dev qt6-svg-dev qt6-webengine-dev qt6-charts-dev
    libyaml-cpp-dev libarchive-dev libtomlplusplus-dev libqrencode-dev libmsgpack-cxx-dev
    libsqlite3-dev   # the simulated game's gameplay.db (app/mock/history)
    xvfb xauth dbus-x11 gnome-keyring libsecret-tools
    help2man   # the programs' manual pages (installer/man), made at build time
    openssl    # ic-relay-mock's (and the demo's relay's) self-signed certificate; the relay tests' CA
)
tests=false
if [ "${1:-}" = "--fuzz" ]; then
    # The fuzz targets' hunt (tests/fuzz, the preset fuzz, scripts/fuzz.sh): clang and its
    # libFuzzer runtime. The tests need neither: they replay the seed corpora under GCC's ASan.
    packages+=(clang libclang-rt-14-dev)
elif [ "${1:-}" = "--test" ]; then
    tests=true
    # Browser tests: Debian's Chromium, driven by playwright-core from npm (never a
    # downloaded browser); Node.js from Debian where the machine has none.
    packages+=(chromium)
    # The Debian package's checks (tests/package): dpkg-shlibdeps, lintian, the desktop entry,
    # AppStream and MIME validators, and xdg-mime through gio as a desktop session asks.
    packages+=(dpkg-dev lintian desktop-file-utils appstream shared-mime-info xdg-utils
               libglib2.0-bin)
    # The OA1 connector's integration tests start their own IRC server (tests/support/
    # NgircdServer.h, a free port); the system daemon Debian's package sets up on 6667 is
    # never used (and does not run where systemd does not).
    packages+=(ngircd)
    # A WebSocket client deleted inside its own signal (TestClientWebSocket_memcheck): what
    # Qt's own code would then write into freed memory only Valgrind sees (Qt has no ASan).
    packages+=(valgrind)
    command -v node >/dev/null && command -v npm >/dev/null || packages+=(nodejs npm)
fi

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${missing[*]}"
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Need root or sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    echo "Packages installed."
fi

if $tests; then
    # npm packages go into the build folder, exactly as locked, and only when they changed.
    npm_dir=build/npm
    if ! cmp -s tests/browser/package-lock.json "$npm_dir/package-lock.json" ||
        [ ! -f "$npm_dir/node_modules/playwright-core/package.json" ] ||
        [ ! -f "$npm_dir/node_modules/@modelcontextprotocol/sdk/package.json" ] ||
        [ ! -f "$npm_dir/node_modules/@modelcontextprotocol/conformance/package.json" ]; then
        echo "Installing the browser tests' npm packages into $npm_dir"
        mkdir -p "$npm_dir"
        cp tests/browser/package.json tests/browser/package-lock.json "$npm_dir/"
        (cd "$npm_dir" && npm ci --no-audit --no-fund --loglevel=error)
    fi
fi
