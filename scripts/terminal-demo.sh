#!/usr/bin/env bash
# The terminal demo: a simulated IC match (ic-remote-mock) on a free local port, protected by a freshly
# generated password kept in a private config.toml, and a live feed of its events
# (ic-tool watch) in this terminal. Ctrl+C ends both.
# DEMO_SECONDS=N stops it after N seconds (for scripted runs).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=build/default/app

workdir=$(mktemp -d)
chmod 700 "$workdir"
mock_pid=""
cleanup() {
    [ -n "$mock_pid" ] && kill "$mock_pid" 2>/dev/null && wait "$mock_pid" 2>/dev/null
    rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 0' INT TERM

password=$(head -c 18 /dev/urandom | base64 | tr '+/' 'xy')
umask 077
cat > "$workdir/config.toml" <<TOML
# Demo configuration written by scripts/terminal-demo.sh; deleted when the demo ends.
[remote]
enabled = true
bind = "127.0.0.1"
port = 0
password = "$password"
max_connections = 8
TOML

"$bin/mock/ic-remote-mock" --config "$workdir/config.toml" --port 0 --seed "${DEMO_SEED:-7}" \
    >"$workdir/mock.out" 2>"$workdir/mock.err" &
mock_pid=$!

url=""
for _ in $(seq 1 100); do
    url=$(sed -n 's/^ICRP listening on \(ws:[^ ]*\)$/\1/p' "$workdir/mock.out")
    [ -n "$url" ] && break
    kill -0 "$mock_pid" 2>/dev/null || { cat "$workdir/mock.err" >&2; exit 1; }
    sleep 0.1
done
[ -n "$url" ] || { echo "ic-remote-mock did not start:" >&2; cat "$workdir/mock.err" >&2; exit 1; }

cat <<INTRO
IC Control Panel demo
  A simulated 2v2 skirmish (ic-remote-mock) is running at $url
  with a password generated just now (kept in $workdir/config.toml until the demo ends).
  Below: every match, combat, economy, chat and admin event, as an admin tool sees it.
  Try in another terminal:  ICRP_PASSWORD=<from that file> $bin/cli/ic-tool call --url $url ic/state.query
  Ctrl+C to stop.

INTRO

watch=("$bin/cli/ic-tool" watch --url "$url" --tier admin match combat economy chat admin)
if [ -n "${DEMO_SECONDS:-}" ]; then
    ICRP_PASSWORD="$password" timeout --signal=INT "$DEMO_SECONDS" "${watch[@]}" || true
else
    ICRP_PASSWORD="$password" "${watch[@]}"
fi
