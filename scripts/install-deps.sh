#!/usr/bin/env bash
# Installs the Debian 12 packages the build and the tests need, if any is missing.
# Uses sudo when not root. Safe to run again: does nothing when all are present.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config clang-format
    qt6-base-dev qt6-websockets-dev qt6-httpserver-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools libgl-dev
    qtkeychain-qt6-dev qt6-svg-dev
    libyaml-cpp-dev libarchive-dev libtomlplusplus-dev libqrencode-dev libmsgpack-cxx-dev
    xvfb xauth dbus-x11 gnome-keyring libsecret-tools
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing Debian packages: ${missing[*]}"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Packages installed."
