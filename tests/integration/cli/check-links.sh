#!/usr/bin/env bash
# What each program links (issue 27): ic-tool starts like a plain Qt program — no QtWebEngine,
# no QtGui, no widgets, no panel core (icpanel::), no connectors (icconnectors::) but OA1's,
# which `ic-tool bridge irc` is (icoa1bridge relays ICRP over IRC with icconnectors::oa1) —
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
# The bridge pulls in OA1's objects (a unity build groups the panel's Oa1IcrpConnector with
# the codec), and they the connector API's (app/connectors/common, icconnectorapi); nothing of
# the other connectors or of icconnectors itself (ConnectorKinds, what the panel offers).
api='icconnectors::((oa1|Connector|CommandResult|CommandSpec|ParamSpec|WireEntry|WireLogModel|checkParams)([^A-Za-z0-9_]|$)|\(anonymous namespace\)::paramError)'
others=$(nm -C "$tool" | grep 'icconnectors::' | grep -vE "$api" || true)
[ -z "$others" ] || fail "ic-tool has connector symbols besides OA1's and the connector API's:
$(head <<<"$others")"
[ "$(count "$tool" 'icconnectors::(arena|devtools|tf2)::|icconnectors::ConnectorKind')" -eq 0 ] ||
    fail "ic-tool has symbols of the Arena, DevTools or TF2 connector or of ConnectorKinds"
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
echo "ic-tool: no QtWebEngine, QtGui, panel or connector but OA1's; ic-tool-check beside it" \
     "with QtWebEngine (and missed plainly); ic-remote-mock without Qt GUI"
