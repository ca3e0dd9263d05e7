#!/usr/bin/env bash
# One fuzz target's regression check (the CTest test Fuzz_<target>): every seed of its corpus,
# then RUNS inputs in all, mutated from them, with a fixed seed. The corpus is copied to a
# scratch folder first, so that nothing the run finds is written into the repository; a crash,
# leak or hang fails the test and its input is printed (base64) for a regression test.
# Usage: run-seed.sh TARGET_BINARY CORPUS_DIR RUNS
set -euo pipefail
binary=$1 corpus=$2 runs=$3
work=$(mktemp -d "${TMPDIR:-/tmp}/ic-fuzz-seed.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" "$work/findings"
cp "$corpus"/* "$work/corpus/"
status=0
"$binary" -runs="$runs" -seed=1 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$work/findings/" "$work/corpus" 2>"$work/log" || status=$?
if [ "$status" -ne 0 ]; then
    tail -n 60 "$work/log"
    for f in "$work/findings"/*; do
        [ -e "$f" ] && echo "finding $(basename "$f"): $(base64 -w0 "$f")"
    done
    exit "$status"
fi
grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb)' "$work/log" || true
