#!/usr/bin/env bash
# Makes docs/screenshots/*.png: builds the ScreenshotTour program (if needed) and runs it in a
# throw-away desktop session (virtual X server, private D-Bus, unlocked gnome-keyring). It
# starts the panel in --demo mode against the embedded simulated game, visits every page and
# saves what the window shows at 960×620 (name.png) and filling the screen (name-max.png): in
# the light and in the dark colour scheme, and in German (name-de.png).
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build/screenshots)
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build/screenshots}
if [ ! -f "$build/build.ninja" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DIC_BUILD_BENCH=OFF >/dev/null
fi
cmake --build "$build" --target ScreenshotTour -j2

out=$(pwd)/docs/screenshots
mkdir -p "$out"
# A fixed style and font size, so the pictures do not depend on the machine's desktop.
# The overlay previews' Chromium runs without its sandbox as root, and without a GPU.
[ "$(id -u)" -ne 0 ] || export QTWEBENGINE_DISABLE_SANDBOX=1
export QTWEBENGINE_CHROMIUM_FLAGS="--disable-gpu"
# Three times: the light colour scheme (name.png), the dark one (name-dark.png), and German in
# the light scheme (name-de.png). The virtual screen is 1600×1000 (scripts/test-session.sh).
for variant in light dark light:de; do
    IC_SCREENSHOT_DIR="$out" IC_SCREENSHOT_SCHEME=${variant%%:*} \
        IC_SCREENSHOT_LANG=$([ "$variant" = light:de ] && echo de || true) QT_QPA_PLATFORMTHEME= \
        QT_STYLE_OVERRIDE=Fusion scripts/test-session.sh "$build/tests/gui/ScreenshotTour"
done
ls -l "$out"
