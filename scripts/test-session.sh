#!/usr/bin/env bash
# Runs a command in a throw-away desktop-like session: its own D-Bus session bus, a fresh
# gnome-keyring unlocked with a throw-away password, fresh XDG folders, and a virtual X server.
# Usage: scripts/test-session.sh COMMAND [ARGS...]
set -euo pipefail

if [ -z "${IC_TEST_SESSION:-}" ]; then
    export IC_TEST_SESSION=1
    exec dbus-run-session -- xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$@"
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" \
       XDG_CACHE_HOME="$scratch/cache" XDG_RUNTIME_DIR="$scratch/run" HOME="$scratch/home"
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR" "$HOME"
chmod 700 "$XDG_RUNTIME_DIR"
# The keyring's unlock password only protects this throw-away keyring.
eval "$(printf 'ic-test-keyring' | gnome-keyring-daemon --unlock --components=secrets)"
export GNOME_KEYRING_CONTROL
"$@"
