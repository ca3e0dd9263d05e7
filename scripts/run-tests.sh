#!/usr/bin/env bash
# Configures, builds and runs the whole test suite for each preset named (default, asan; the
# asan one also replays the fuzz targets' seed corpora).
# Tests run inside a private D-Bus session with an unlocked gnome-keyring (the OS keychain the
# panel uses) and, for window tests, a virtual X display — see scripts/test-session.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -gt 0 ] || set -- default
for preset in "$@"; do
    echo "=== preset $preset: configure and build ==="
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
done

status=0
for preset in "$@"; do
    echo "=== preset $preset: tests ==="
    if ! scripts/test-session.sh ctest --preset "$preset"; then
        status=1
    fi
done
exit $status
