#!/usr/bin/env bash
# idle-demo.sh: what the idle demo panel costs (issue 30: at most 0.5 % of one core).
# Starts `ic-panel --demo --host-port 0` in a throw-away desktop session
# (scripts/test-session.sh: Xvfb, D-Bus, keyring) with its own instance name and XDG folders,
# lets it settle, then reads every thread's CPU time from /proc/PID/task/*/schedstat at the
# start and the end of a window and prints % of one core: the whole process, the panel (every
# thread but ic-demo, where the demo's simulated game, relay and peers run), then per thread
# name (threads of the same name are added up; the count is in brackets).
# Not a test: nothing passes or fails on speed (docs/performance.md).
#
# Usage: tests/bench/idle-demo.sh [--page NAME] [--settle SECONDS] [--seconds SECONDS]
#                                 [--perf SECONDS] [--binary PATH]
#   --page NAME     the page the window shows (status by default; match, log, ...; not
#                   overlays: its previews are not idle)
#   --settle N      seconds between the start and the window (default 20)
#   --seconds N     the measured window (default 60)
#   --perf N        then `perf record -F 999 --call-graph dwarf` the process for N seconds and
#                   print the top entries of the GUI thread and the game's thread
#   --binary PATH   the ic-panel to measure (default build/default/programs/ic-panel/ic-panel)
# $IC_IDLE_PERF_DATA: where to keep perf.data (for perf report -i FILE); else it is removed.
set -euo pipefail

here=$(cd "$(dirname "$0")/../.." && pwd)
page=status settle=20 seconds=60 perfSeconds=0
binary="$here/build/default/programs/ic-panel/ic-panel"
while [ $# -gt 0 ]; do
    case "$1" in
    --page) page=$2; shift 2 ;;
    --settle) settle=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --perf) perfSeconds=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "idle-demo.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
if [ "$page" = overlays ]; then
    echo "idle-demo.sh: the Overlays page's previews draw all the time; measure them with" \
         "bench-previews instead" >&2
    exit 2
fi
if [ ! -x "$binary" ]; then
    echo "idle-demo.sh: $binary is missing: build it first" \
         "(cmake --build --preset default --target ic-panel)" >&2
    exit 1
fi

if [ -z "${IC_TEST_SESSION:-}" ]; then
    exec "$here/scripts/test-session.sh" "$0" --page "$page" --settle "$settle" \
        --seconds "$seconds" --perf "$perfSeconds" --binary "$binary"
fi

scratch=$(mktemp -d)
pid=""
cleanup() {
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    fi
    rm -rf "$scratch"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" \
       XDG_CACHE_HOME="$scratch/cache"
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME"
export IC_PANEL_INSTANCE="ic-idle-bench-$$"
export QT_LOGGING_RULES="${QT_LOGGING_RULES:-icpanel.*=false;qt.*=false}"

"$binary" --demo --host-port 0 --page "$page" >"$scratch/panel.log" 2>&1 &
pid=$!

# One line per thread: TID<TAB>COMM<TAB>CPU nanoseconds (the first field of
# /proc/PID/task/TID/schedstat: time on a CPU, user and system, exact rather than in 10 ms ticks).
snapshot() {
    local task comm ns
    for task in /proc/"$pid"/task/*; do
        comm=$(cat "$task/comm" 2>/dev/null) || continue
        read -r ns _ <"$task/schedstat" 2>/dev/null || continue
        printf '%s\t%s\t%s\n' "$(basename "$task")" "$comm" "$ns"
    done
}

sleep "$settle"
if ! kill -0 "$pid" 2>/dev/null; then
    echo "idle-demo.sh: ic-panel exited during the first $settle s:" >&2
    cat "$scratch/panel.log" >&2
    exit 1
fi
snapshot >"$scratch/before"
start=$(date +%s.%N)
sleep "$seconds"
snapshot >"$scratch/after"
end=$(date +%s.%N)

echo "ic-panel --demo --page $page: ${seconds} s after ${settle} s, % of one core" \
     "($(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg))"
# Threads that started during the window count from zero; threads that ended are lost. The
# main thread (the window's) is marked "(GUI)". The demo's simulated world (its game, relay and
# other games' peers) runs on "ic-demo"; "the panel" is every thread but that one.
awk -F'\t' -v start="$start" -v end="$end" -v pid="$pid" '
    NR == FNR { before[$1] = $3; next }
    {
        if ($1 == pid) $2 = $2 " (GUI)"
        used = $3 - ($1 in before ? before[$1] : 0)
        byName[$2] += used; count[$2]++; total += used
        if ($2 != "ic-demo") panel += used
    }
    END {
        wall = (end - start) * 1e9
        printf "%s\t%-22s %7.2f %%\n", 2e9, "whole process", 100 * total / wall
        printf "%s\t%-22s %7.2f %%\n", 1e9, "the panel (but ic-demo)", 100 * panel / wall
        for (name in byName) {
            share = 100 * byName[name] / wall
            printf "%s\t%-22s %7.2f %%  [%d]\n", share, name, share, count[name]
        }
    }' "$scratch/before" "$scratch/after" | sort -t$'\t' -k1,1 -gr | cut -f2-

if [ "$perfSeconds" -gt 0 ]; then
    # DWARF call graphs: the build has no frame pointers (RelWithDebInfo, -O2 -g1), so -g alone
    # stops at the first Qt frame.
    perf record -q -F 999 --call-graph dwarf,16384 -p "$pid" -o "$scratch/perf.data" \
        -- sleep "$perfSeconds" >/dev/null 2>&1
    echo
    echo "perf: $perfSeconds s, by thread, top self entries"
    perf report -i "$scratch/perf.data" --no-children --sort pid,symbol --stdio -g none \
        --percent-limit 0.7 2>/dev/null | grep -v '^#' | grep -v '^$' | head -40 | cut -c1-110 || true
    echo
    echo "perf: the project's functions with their callees (inclusive), by thread, over 1 %"
    perf report -i "$scratch/perf.data" --children --sort pid,symbol --stdio -g none \
        --percent-limit 1 2>/dev/null | grep -E ' ic[a-z]*::' | grep -v 'qt_meta' |
        head -40 | cut -c1-120 || true
    if [ -n "${IC_IDLE_PERF_DATA:-}" ]; then
        cp "$scratch/perf.data" "$IC_IDLE_PERF_DATA"
    fi
fi
