#!/usr/bin/env bash
# What each program links (issue 27): ic-tool starts like a plain Qt program — no QtWebEngine,
# no QtGui, no widgets, no panel core (icpanel::), no connectors (icconnectors::) but OA1's wire,
# which `ic-tool bridge irc` relays ICRP over (icoa1bridge on icoa1wire) —
# and its page runs in ic-tool-check, which does link QtWebEngine and sits beside it;
# ic-remote-mock links no Qt GUI module; ic-panel carries the panel and the connectors (so the
# symbol checks below can fail).
# Usage: check-links.sh IC_TOOL IC_TOOL_CHECK IC_REMOTE_MOCK IC_PANEL
set -euo pipefail
tool=$1 check=$2 mock=$3 panel=$4
fail() { echo "FAIL: $*" >&2; exit 1; }
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
count() { nm -C "$1" | grep -cE "$2" || true; }

for lib in libQt6WebEngineCore libQt6Gui libQt6Widgets libQt6Quick; do
    ! needed "$tool" | grep -q "^$lib\." || fail "ic-tool needs $lib: $(needed "$tool" | xargs)"
done
[ "$(count "$tool" 'icpanel::')" -eq 0 ] || fail "ic-tool has icpanel:: symbols:
$(nm -C "$tool" | grep 'icpanel::' | head)"
# The bridge needs OA1's wire (icoa1wire: codec, IRC, request/response ends) and nothing of the
# connectors: not the panel's OA1 connector, not the connector API, not icconnectors itself
# (the connectors' translation context, icconnectors::Tr, is a header the wire shares).
others=$(nm -C "$tool" | grep 'icconnectors::' | grep -vE 'icconnectors::(oa1|Tr)::' || true)
[ -z "$others" ] || fail "ic-tool has connector symbols besides OA1's wire:
$(head <<<"$others")"
[ "$(count "$tool" 'Oa1IcrpConnector')" -eq 0 ] || fail "ic-tool carries the panel's OA1 connector"
[ "$(count "$tool" 'icconnectors::oa1::')" -gt 0 ] ||
    fail "ic-tool has no icconnectors::oa1:: symbol: is the bridge still in, is nm reading it?"
[ "$(count "$tool" 'ictoolcheck::(ToolCheck|PageProbe|CheckProgram)|QWebEngine')" -eq 0 ] ||
    fail "ic-tool carries the checker (it reads only its ReportLines)"

needed "$check" | grep -q '^libQt6WebEngineCore\.' ||
    fail "ic-tool-check does not link QtWebEngine: $(needed "$check" | xargs)"
[ "$(dirname "$check")" = "$(dirname "$tool")" ] ||
    fail "ic-tool-check ($check) is not beside ic-tool ($tool), where ic-tool looks for it"
[ "$(count "$check" 'icpanel::')" -eq 0 ] || fail "ic-tool-check has icpanel:: symbols"

for lib in libQt6Widgets libQt6Gui libQt6WebEngineCore; do
    ! needed "$mock" | grep -q "^$lib\." || fail "ic-remote-mock needs $lib"
done

[ "$(count "$panel" 'icpanel::Panel::')" -gt 0 ] || fail "ic-panel has no icpanel::Panel (nm?)"
[ "$(count "$panel" 'icconnectors::arena::')" -gt 0 ] || fail "ic-panel has no Arena connector"

"$tool" --version >/dev/null || fail "ic-tool --version"
# Without ic-tool-check beside it (nor in ../libexec/ic-control-panel), ic-tool test says so.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$tool" "$scratch/ic-tool"
status=0
out=$(LANGUAGE=en LC_ALL=C.UTF-8 "$scratch/ic-tool" test --seconds 4 "$scratch" 2>&1) || status=$?
[ "$status" -eq 1 ] || fail "ic-tool test without its checker exited $status: $out"
grep -q 'ic-tool test: ic-tool-check is missing' <<<"$out" || fail "no plain message: $out"
echo "ic-tool: no QtWebEngine, QtGui, panel or connector, only OA1's wire; ic-tool-check beside it" \
     "with QtWebEngine (and missed plainly); ic-remote-mock without Qt GUI"
