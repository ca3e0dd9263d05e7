#!/usr/bin/env bash
# decode-clients.sh: the decode CPU per ICRP event, JSON against MessagePack (issue 30, D071),
# of the clients a tool author writes, where bench-encoding measures only our C++ IcrpClient:
#   - Python 3 (an AI training pipeline): json.loads(str) against msgpack.unpackb(bytes),
#     Debian's python3-msgpack (installed with apt-get when missing, as
#     scripts/install-deps.sh does) under Debian's /usr/bin/python3 (decode-clients.py);
#   - Node.js (an overlay's or a tool's JavaScript): JSON.parse(string) against the codec the
#     panel serves to overlays, overlays/sdk/ic-msgpack.js, decode(Uint8Array), and
#     @msgpack/msgpack from build/npm when installed (decode-clients.mjs);
#   - Chromium (an overlay in OBS's browser): the same JSON.parse against IcMsgPack.decode in a
#     page of Debian's headless /usr/bin/chromium driven by playwright-core from build/npm,
#     wall time by performance.now() (decode-browser.mjs); skipped when either is missing.
# All read the same events: bench-encoding --dump writes the simulated match's events in both
# encodings (the events its own table measures). Each prints ns per event (process CPU; wall
# in Chromium) for bench-encoding's single events and the whole match, and MP/JSON.
# Not a test: nothing passes or fails on speed (docs/performance.md).
#
# Usage: tests/bench/decode-clients.sh [--seconds S] [--ms MS] [--binary PATH] [--keep DIR]
#   --seconds S    game seconds of the match (default 600, as bench-encoding)
#   --ms MS        milliseconds per measurement (default 1000), after a quarter as warm-up
#   --binary PATH  the bench-encoding to dump with
#                  (default build/default/tests/bench/bench-encoding)
#   --keep DIR     dump the events into DIR and keep them (default: a temporary folder)
# $IC_PYTHON: the Python to measure (default /usr/bin/python3, the one Debian's package is for).
# $IC_CHROMIUM: the Chromium to measure (default /usr/bin/chromium).
set -euo pipefail

here=$(cd "$(dirname "$0")/../.." && pwd)
seconds=600 ms=1000 keep=""
binary="$here/build/default/tests/bench/bench-encoding"
python=${IC_PYTHON:-/usr/bin/python3}
while [ $# -gt 0 ]; do
    case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --ms) ms=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    -h | --help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "decode-clients.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
if [ ! -x "$binary" ]; then
    echo "decode-clients.sh: $binary is missing: build it first" \
         "(cmake --build --preset default --target bench-encoding)" >&2
    exit 1
fi
command -v node >/dev/null || {
    echo "decode-clients.sh: no node (scripts/install-deps.sh --test installs it)" >&2
    exit 1
}

# Debian's python3-msgpack, as scripts/install-deps.sh installs a missing package.
if ! "$python" -c 'import msgpack' 2>/dev/null; then
    echo "Installing Debian packages: python3-msgpack"
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Need root or sudo to install: python3-msgpack" >&2; exit 1; }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends python3-msgpack >/dev/null
    "$python" -c 'import msgpack' || {
        echo "decode-clients.sh: $python cannot import msgpack (set IC_PYTHON)" >&2
        exit 1
    }
fi

if [ -n "$keep" ]; then
    dir=$keep
else
    dir=$(mktemp -d)
    trap 'rm -rf "$dir"' EXIT
fi
QT_LOGGING_RULES="${QT_LOGGING_RULES:-icpanel.*=false}" \
    "$binary" --seconds "$seconds" --dump "$dir"
echo "$(wc -l <"$dir/events.json") events of $seconds game seconds, $(uname -m)," \
     "$(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
"$python" "$here/tests/bench/decode-clients.py" "$dir" --ms "$ms"
echo
node "$here/tests/bench/decode-clients.mjs" "$dir" --ms "$ms"
echo
chromium=${IC_CHROMIUM:-/usr/bin/chromium}
if [ -x "$chromium" ] && [ -d "${IC_NPM_DIR:-$here/build/npm}/node_modules/playwright-core" ]; then
    node "$here/tests/bench/decode-browser.mjs" "$dir" --ms "$ms"
else
    echo "Chromium skipped: no $chromium or no playwright-core in build/npm (make test installs it)"
fi
