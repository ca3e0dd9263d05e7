#!/usr/bin/env bash
# Runs the fuzz targets of tests/fuzz (the preset fuzz; built here if needed) for a while each,
# one after another on one job, and prints per target what the run did: executions, executions
# per second, coverage (libFuzzer's cov: edges and ft: features at the end), time, and whether
# it found anything.
#
#   scripts/fuzz.sh [--keep] [--runs N] [SECONDS] [TARGET...]
#     SECONDS  per target (default 600)
#     --runs N stop a target after N executions if that comes first (the long runs of
#              docs/security.md: --runs 10000000 3600)
#     TARGET   jsonrpc, manifest, package, httphead, oa1, wsframes (default: all)
#     --keep   merge what the runs added to the working corpus, minimised (-merge=1), into the
#              repository's seed corpus tests/fuzz/corpus/<target>/
#
# The working corpus is build/fuzz/corpus-work/<target>/ (seeded from the repository's corpus,
# kept between runs); nothing is written into the repository without --keep. Crash, leak and
# timeout inputs go to build/fuzz/findings/<target>/ — each one gets fixed with a regression
# test (docs/security.md, Fuzzing).
set -euo pipefail
cd "$(dirname "$0")/.."

keep=false
if [ "${1:-}" = "--keep" ]; then
    keep=true
    shift
fi
runs=-1
if [ "${1:-}" = "--runs" ] && [[ "${2:-}" =~ ^[0-9]+$ ]]; then
    runs=$2
    shift 2
fi
seconds=600
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi
all=(jsonrpc manifest package httphead oa1 wsframes)
[ $# -gt 0 ] || set -- "${all[@]}"
for target in "$@"; do
    [[ " ${all[*]} " == *" $target "* ]] ||
        { echo "Unknown target \"$target\": use ${all[*]}" >&2; exit 2; }
done

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

build=build/fuzz
found=0
printf '\n%-10s %12s %8s %7s %7s %6s  %s\n' target executions exec/s cov ft secs found
for target in "$@"; do
    binary=$build/tests/fuzz/fuzz-$target
    work=$build/corpus-work/$target
    findings=$build/findings/$target
    log=$build/fuzz-$target.log
    mkdir -p "$work" "$findings"
    cp -n tests/fuzz/corpus/"$target"/* "$work"/ 2>/dev/null || true
    before=$(find "$findings" -type f | wc -l)
    start=$(date +%s)
    status=0
    "$binary" -max_total_time="$seconds" -runs="$runs" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$work" >"$log" 2>&1 || status=$?
    secs=$(($(date +%s) - start))
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
    new=$(($(find "$findings" -type f | wc -l) - before))
    verdict=nothing
    if [ "$status" -ne 0 ] || [ "$new" -gt 0 ]; then
        verdict="FOUND $new input(s) in $findings (exit $status; log $log)"
        found=1
    fi
    printf '%-10s %12s %8s %7s %7s %6s  %s\n' "$target" "${execs:-?}" "${rate:-?}" "${cov:-?}" \
        "${ft:-?}" "$secs" "$verdict"
    if $keep; then
        "$binary" -merge=1 tests/fuzz/corpus/"$target" "$work" >>"$log" 2>&1
    fi
done
exit $found
