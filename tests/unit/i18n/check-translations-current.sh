#!/usr/bin/env bash
# Every .ts in translations/ holds exactly the strings the sources have now: lupdate, run on a
# copy, finds nothing new and drops nothing (a string the sources no longer have), and no entry
# is unfinished, obsolete or vanished. The English .ts holds the plural forms only (lupdate
# -pluralonly), from a project of its own.
# Usage: check-translations-current.sh LUPDATE PROJECT.cmake GENERATE_PROJECT.cmake TS...
#            [--pluralonly PROJECT.cmake TS...]
set -euo pipefail
export LC_ALL=C LANGUAGE= # lupdate's own messages, in English
lupdate=$1 project_cmake=$2 generate=$3
shift 3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cmake -DIN_FILE="$project_cmake" -DOUT_FILE="$scratch/project.json" -P "$generate"
status=0
options=()
while [ $# -gt 0 ]; do
    ts=$1
    shift
    if [ "$ts" = --pluralonly ]; then
        options=(-pluralonly)
        cmake -DIN_FILE="$1" -DOUT_FILE="$scratch/project.json" -P "$generate"
        shift
        continue
    fi
    name=$(basename "$ts")
    if grep -qE 'type="(unfinished|obsolete|vanished)"' "$ts"; then
        echo "FAIL: $name has unfinished, obsolete or vanished entries:"
        grep -nE 'type="(unfinished|obsolete|vanished)"' "$ts" | head -20
        status=1
    fi
    cp "$ts" "$scratch/$name"
    out=$("$lupdate" -project "$scratch/project.json" ${options[@]+"${options[@]}"} -no-obsolete \
        -ts "$scratch/$name" 2>&1)
    # -pluralonly counts every text as found, then strips those without plural forms: there a
    # new plural text shows as an unfinished entry below.
    if [ ${#options[@]} = 0 ] && ! grep -qE '\(0 new and [0-9]+ already existing\)' <<<"$out"; then
        echo "FAIL: $name is not current with the sources; run"
        echo "  cmake --build --preset default --target update_translations"
        echo "and translate what is new. lupdate said: $out"
        status=1
    elif grep -q 'type="unfinished"' "$scratch/$name"; then
        echo "FAIL: $name lacks strings the sources have (lupdate added them unfinished); run"
        echo "  cmake --build --preset default --target update_translations"
        [ ${#options[@]} = 0 ] ||
            echo "  app/i18n/fill-english-plurals.py translations/$name   # and check its forms"
        status=1
    elif [ "$(grep -c '<message' "$ts")" != "$(grep -c '<message' "$scratch/$name")" ]; then
        echo "FAIL: $name has strings the sources no longer have; run update_translations"
        status=1
    else
        echo "ok: $name"
    fi
done
exit $status
