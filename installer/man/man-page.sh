#!/bin/sh
# A program's manual page from its --help (and --version), by help2man, gzipped as Debian wants
# it: man-page.sh HELP2MAN PROGRAM INCLUDE.h2m OUT.1.gz
# The program runs as a user would start it (by name, from PATH: its usage line says
# "ic-tool", not the build's path), in English (LANGUAGE unset, LC_ALL=C.UTF-8) and without a
# display (QT_QPA_PLATFORM=offscreen). A program with verbs ("Verbs:" in its --help, ic-tool)
# gets a VERBS section with each verb's own help ("PROGRAM help VERB").
set -eu
help2man=$1 program=$2 include=$3 out=$4
name=$(basename "$program")
PATH="$(dirname "$program"):$PATH"
LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen
export PATH LC_ALL QT_QPA_PLATFORM
unset LANGUAGE LANG DISPLAY WAYLAND_DISPLAY
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp "$include" "$work/include.h2m"
# Verbs: the lines between "Verbs:" and the next empty line, first word each.
verbs=$("$name" --help | sed -n '/^Verbs:$/,/^$/p' | awk 'NF > 1 && $1 != "Verbs:" {print $1}')
if [ -n "$verbs" ]; then
    {
        echo "[VERBS]"
        for verb in $verbs; do
            echo ".SS $verb"
            echo ".nf"
            # roff: a backslash is \e; a line starting with . or ' is protected by \&.
            "$name" help "$verb" | sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
            echo ".fi"
        done
    } >>"$work/include.h2m"
fi
"$help2man" --no-info --section=1 --include="$work/include.h2m" --output="$work/page.1" "$name"
gzip -9n <"$work/page.1" >"$out"
