#!/usr/bin/env bash
# The Debian package as a user gets it: built by CPack from this build, its control data and
# file list, lintian without errors (and without a word on the manual pages), unpacked into a
# scratch root where its programs run and their manual pages show, its desktop entry and
# AppStream file valid, and its MIME type making a .icpkg file an
# "application/x-ic-tool-package" that opens with the panel (xdg-mime, as a file manager asks).
# Usage: check-package.sh BUILD_DIR APP_ID SAMPLE.icpkg
set -euo pipefail
build=$1 app_id=$2 sample=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -B "$scratch/out" >"$scratch/cpack.log" 2>&1 ||
    { cat "$scratch/cpack.log"; fail "cpack did not build the package"; }
deb=$(ls "$scratch"/out/ic-control-panel_*_"$(dpkg --print-architecture)".deb 2>/dev/null || true)
[ -f "$deb" ] || fail "no .deb in $scratch/out"
echo "built $(basename "$deb")"

# Control data: the dependencies come from the binaries (dpkg-shlibdeps); what is loaded at
# run time is recommended.
depends=$(dpkg-deb -f "$deb" Depends)
for needed in libqt6gui6 libqt6widgets6 libqt6webenginewidgets6 libqt6keychain1 libarchive13; do
    grep -q "$needed" <<<"$depends" || fail "Depends lacks $needed: $depends"
done
recommends=$(dpkg-deb -f "$deb" Recommends)
for wanted in qt6-wayland qt6-translations-l10n openssl; do
    grep -q "$wanted" <<<"$recommends" || fail "Recommends lacks $wanted: $recommends"
done

# The file list.
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$scratch/files"
checker=/usr/libexec/ic-control-panel/ic-tool-check # ic-tool test's page (app/toolcheck)
for path in /usr/bin/ic-panel /usr/bin/ic-tool /usr/bin/ic-remote-mock "$checker" \
    "/usr/share/applications/$app_id.desktop" \
    "/usr/share/metainfo/$app_id.metainfo.xml" \
    "/usr/share/mime/packages/$app_id.xml" \
    "/usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
    "/usr/share/icons/hicolor/48x48/apps/$app_id.png" \
    /usr/share/icons/hicolor/scalable/mimetypes/application-x-ic-tool-package.svg \
    /usr/share/doc/ic-control-panel/copyright \
    /usr/share/doc/ic-control-panel/changelog.Debian.gz \
    /usr/share/doc/ic-control-panel/README.md \
    /usr/share/ic-control-panel/tool-manifest.schema.json \
    /usr/share/man/man1/ic-panel.1.gz /usr/share/man/man1/ic-tool.1.gz \
    /usr/share/man/man1/ic-remote-mock.1.gz /usr/share/man/man1/ic-tf2-mock.1.gz; do
    grep -qx "$path" "$scratch/files" || fail "the package lacks $path"
done
outside='^/usr/(bin|share)/.*|^/usr/libexec/(ic-control-panel/)?$|^/usr/$|^/$'
if grep -vxE "$outside|$checker" "$scratch/files" | grep -q .; then
    fail "files outside /usr/bin, /usr/share and $checker: $(grep -vxE "$outside|$checker" "$scratch/files")"
fi

# lintian: no errors (warnings are listed for the reader).
if ! lintian --fail-on error "$deb" >"$scratch/lintian.log" 2>&1; then
    cat "$scratch/lintian.log"
    fail "lintian reports errors"
fi
grep -v 'root privileges' "$scratch/lintian.log" || true
# Every program has its manual page (installer/man), and lintian finds nothing to say about them.
if grep -E 'binary-without-manpage|manual-page|groff-message|manpage' "$scratch/lintian.log"; then
    fail "lintian complains about the manual pages"
fi

# Unpacked, the programs run.
root="$scratch/root"
dpkg -x "$deb" "$root"
version=$("$root/usr/bin/ic-panel" --version)
grep -q "$(dpkg-deb -f "$deb" Version | cut -d- -f1)" <<<"$version" ||
    fail "ic-panel --version says: $version"
"$root/usr/bin/ic-tool" --version >/dev/null || fail "ic-tool --version"
"$root$checker" --version >/dev/null || fail "ic-tool-check --version"
# ic-tool test finds ic-tool-check where the package puts it (relative to ic-tool).
"$root/usr/bin/ic-tool" init "$scratch/cup" >/dev/null || fail "ic-tool init"
tested=$("$root/usr/bin/ic-tool" test --seconds 4 "$scratch/cup" 2>&1) ||
    fail "ic-tool test of a fresh tool from the package: $tested"
grep -q '^Clean' <<<"$tested" || fail "ic-tool test says: $tested"
"$root/usr/bin/ic-remote-mock" --help >/dev/null || fail "ic-remote-mock --help"

# The manual pages say what each program's --help says, in English, under its plain name.
for program in ic-panel ic-tool ic-remote-mock ic-tf2-mock; do
    page=$(LC_ALL=C.UTF-8 MANWIDTH=100 man -l "$root/usr/share/man/man1/$program.1.gz" 2>&1) ||
        fail "man cannot show $program.1: $page"
    grep -q "^NAME" <<<"$page" && grep -q "^ *$program - " <<<"$page" ||
        fail "$program.1 has no NAME line: $(head -5 <<<"$page")"
    grep -q -- "--version" <<<"$page" || fail "$program.1 lacks the options of its --help"
    if grep -qE 'build/|Aufruf|Optionen|Использование' <<<"$page"; then
        fail "$program.1 names a build path or is not in English"
    fi
done
LC_ALL=C.UTF-8 MANWIDTH=100 man -l "$root/usr/share/man/man1/ic-tool.1.gz" 2>/dev/null |
    grep -q "Usage: ic-tool validate" || fail "ic-tool.1 lacks the verbs' help"

# The desktop's files are valid.
desktop-file-validate "$root/usr/share/applications/$app_id.desktop" ||
    fail "desktop-file-validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml" ||
    fail "appstreamcli validate"

# The MIME type and the association, in a scratch XDG data folder as a user's session has it.
data="$scratch/xdg"
mkdir -p "$data/mime/packages" "$data/applications" "$scratch/config"
cp "$root/usr/share/mime/packages/$app_id.xml" "$data/mime/packages/"
cp "$root/usr/share/applications/$app_id.desktop" "$data/applications/"
update-mime-database "$data/mime"
update-desktop-database "$data/applications"
cp "$sample" "$scratch/overlay.icpkg"
export XDG_DATA_HOME="$data" XDG_DATA_DIRS="$data:/usr/share" XDG_CURRENT_DESKTOP=GNOME \
    XDG_CONFIG_HOME="$scratch/config" XDG_CONFIG_DIRS="$scratch/config"
type=$(xdg-mime query filetype "$scratch/overlay.icpkg")
[ "$type" = application/x-ic-tool-package ] || fail "xdg-mime says $scratch/overlay.icpkg is '$type'"
handler=$(xdg-mime query default application/x-ic-tool-package)
[ "$handler" = "$app_id.desktop" ] || fail "a .icpkg opens with '$handler'"
echo "ok: $(wc -l <"$scratch/files") paths; .icpkg is $type and opens with $handler"
