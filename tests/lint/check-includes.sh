#!/usr/bin/env bash
# The layering rules that the compiler alone does not enforce:
#  - a header named *Private.h is included only from its own folder;
#  - nothing under app/ includes a widget or anything from ui/;
#  - the panel core (app/panel, outside app/panel/demo) does not include the simulated game.
# Usage: check-includes.sh SOURCE_DIR
set -euo pipefail
cd "$1"
problems=0
report() { echo "FAIL: $*" >&2; problems=$((problems + 1)); }

while IFS= read -r header; do
    name=$(basename "$header") dir=$(dirname "$header")
    while IFS= read -r user; do
        [ "$(dirname "$user")" = "$dir" ] || report "$user includes $name, private to $dir/"
    done < <(grep -rlE "#include \"([^\"]*/)?$name\"" app ui programs tests --include='*.cpp' --include='*.h' || true)
done < <(find app ui -name '*Private.h')

while IFS= read -r line; do report "app/ must not use widgets or ui/: $line"; done \
    < <(grep -rnE '#include [<"](ui/|QtWidgets|QWidget|QDialog|QMainWindow|QApplication)' app || true)
while IFS= read -r line; do report "the panel core includes the simulated game: $line"; done \
    < <(grep -rn '#include "mock/' app/panel --include='*.cpp' --include='*.h' | grep -v '^app/panel/demo/' || true)

[ "$problems" -eq 0 ] || { echo "$problems layering problem(s)" >&2; exit 1; }
echo "includes: private headers private, app/ without widgets, panel core without the simulator"
