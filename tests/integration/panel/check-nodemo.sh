#!/usr/bin/env bash
# The panel core builds and runs without the simulated game: ic-panel-nodemo (the same main.cpp
# without icpaneldemo) has no symbol of icmock, and its --demo says plainly that this build has
# none, while the real ic-panel does carry the simulator. Usage: check-nodemo.sh NODEMO PANEL
set -euo pipefail
nodemo=$1 panel=$2
fail() { echo "FAIL: $*" >&2; exit 1; }

mock_symbols=$(nm -C "$nodemo" | grep -c 'icmock::' || true)
[ "$mock_symbols" -eq 0 ] || fail "ic-panel-nodemo has $mock_symbols icmock symbols"
panel_mock=$(nm -C "$panel" | grep -c "icmock::MockGame::" || true)
[ "$panel_mock" -gt 0 ] || fail "ic-panel has no icmock::MockGame (the check would prove nothing)"

status=0
out=$(QT_QPA_PLATFORM=offscreen "$nodemo" --demo --headless --host-port 0 2>&1) || status=$?
[ "$status" -eq 1 ] || fail "ic-panel-nodemo --demo exited $status, expected 1; output: $out"
grep -q 'This build of ic-panel has no demo game' <<<"$out" || fail "no plain message: $out"
echo "ic-panel-nodemo: no icmock symbol, --demo refused plainly"
