#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (tests/fuzz/corpus/<target>/) from the cases the unit
and integration tests use: the example manifest of docs/icrp-spec.md §17 and its broken
variants (tests/unit/tools/TestToolManifest.cpp), the repository's own tool.yaml files,
packages like those of tests/integration/tools/TestPackageReader.cpp, the JSON-RPC cases of
tests/unit/icrp/protocol/TestJsonRpc.cpp and the server tests, and the request heads of the
front door's tests. Run it again after changing it; it replaces the seed files it writes
(named seed-*) and leaves entries added by scripts/fuzz.sh --keep alone."""
import io
import json
import pathlib
import stat
import sys
import warnings
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests/fuzz/corpus"


def write(target, name, data):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"seed-{name}").write_bytes(data if isinstance(data, bytes) else data.encode())


# --- manifest ---------------------------------------------------------------------------------
BASE = ['name: "Live Stats Overlay"', 'version: "1.2.0"', 'author: "OverlayDev"',
        'description: "OBS browser source"', 'tier: "observer"', 'transport: "websocket"',
        'entry_point: "overlay/index.html"', 'subscriptions:', '  - "match"', '  - "economy"',
        '  - "combat"', 'screenshots:', '  - "screenshots/overlay-preview.png"']


def manifest(replace=None, extra=None, drop=None):
    lines = list(BASE)
    if replace:
        lines[replace[0] - 1] = replace[1]
    if drop:
        del lines[drop - 1]
    if extra:
        lines.append(extra)
    return "\n".join(lines) + "\n"


def manifests():
    write("manifest", "base", manifest())
    for path in sorted(ROOT.glob("overlays/*/tool.yaml")) + sorted(
            ROOT.glob("app/cli/templates/*/tool.yaml")):
        write("manifest", f"{path.parent.name}", path.read_bytes())
    cases = {
        "missing-field": manifest(drop=3),
        "duplicate-key": manifest(extra='tier: "admin"'),
        "bad-key": manifest(extra="[a, b]: 1"),
        "yaml-syntax": manifest(replace=(5, "tier: [observer")),
        "not-a-map": "- name\n- version\n",
        "two-documents": manifest() + "---\nname: other\n",
        "not-utf8": manifest(replace=(3, 'author: "X"')).replace('"X"', '"\udcff"'),
        "name-two-lines": manifest(replace=(1, "name: |\n  a\n  b")),
        "version-list": manifest(replace=(2, "version: [1, 2, 0]")),
        "debug-tier": manifest(replace=(5, "tier: debug")),
        "stdio": manifest(replace=(6, "transport: stdio")),
        "subscription-map": manifest(replace=(10, "  - {economy: 1}")),
        "entry-dotdot": manifest(replace=(7, "entry_point: a/../../x.html")),
        "entry-backslash": manifest(replace=(7, "entry_point: 'overlay\\index.html'")),
        "anchors": "a: &x [1, 2]\nname: *x\nversion: !!str 1.0.0\n? complex\n: value\n",
        "overlay": manifest(extra="overlay:\n  width: 1920\n  height: 99999\n  position: top"),
        "network": manifest(extra="network:\n  - https://example.org\n  - 'http://[::1]:80'"),
        "icrp": manifest(extra='icrp: ">=1.0 <2.0"\nid: "live-stats"'),
    }
    for name, text in cases.items():
        write("manifest", name, text.encode("utf-8", "surrogateescape"))


# --- package ----------------------------------------------------------------------------------
def zipped(entries, compression=zipfile.ZIP_DEFLATED):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as z:
        for entry in entries:
            name, data = entry[0], entry[1]
            info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            info.compress_type = compression
            if len(entry) > 2:  # unix mode bits (a symlink, a device)
                info.create_system = 3
                info.external_attr = entry[2] << 16
            z.writestr(info, data)
    return buffer.getvalue()


def packages():
    good = manifest(replace=(7, 'entry_point: "index.html"'), drop=12).replace(
        '  - "screenshots/overlay-preview.png"\n', "").encode()
    page = b"<!doctype html><title>x</title>"
    write("package", "good.icpkg", zipped([("tool.yaml", good), ("index.html", page)]))
    write("package", "good-stored.icpkg",
          zipped([("tool.yaml", good), ("index.html", page)], zipfile.ZIP_STORED))
    write("package", "folders.icpkg", zipped([("tool.yaml", good), ("overlay/", b""),
                                              ("overlay/a/b.js", b"x"), ("index.html", page)]))
    names = {"zip-slip": "../evil", "absolute": "/tmp/evil", "drive": "C:/evil",
             "empty-segment": "a//b", "dot-segment": "./evil", "backslash": "a\\b",
             "control": "a\x01b", "duplicate": "index.html"}
    for kind, name in names.items():
        write("package", f"{kind}.icpkg",
              zipped([("tool.yaml", good), ("index.html", page), (name, b"evil")]))
    write("package", "symlink.icpkg",
          zipped([("tool.yaml", good), ("link", b"/etc", stat.S_IFLNK | 0o777),
                  ("link/passwd", b"x")]))
    write("package", "fifo.icpkg", zipped([("tool.yaml", good), ("pipe", b"", stat.S_IFIFO | 0o644)]))
    write("package", "file-and-folder.icpkg",
          zipped([("tool.yaml", good), ("a", b"x"), ("a/", b""), ("a/b", b"y")]))
    write("package", "bomb.icpkg", zipped([("tool.yaml", good), ("zeros", bytes(300 * 1024))]))
    write("package", "no-manifest.icpkg", zipped([("index.html", page)]))
    write("package", "bad-manifest.icpkg", zipped([("tool.yaml", b"- a\n- b\n")]))
    whole = zipped([("tool.yaml", good), ("index.html", page)])
    write("package", "truncated.icpkg", whole[: len(whole) // 2])
    write("package", "not-a-zip.icpkg", b"This is not a zip file.\n")
    write("package", "empty-zip.icpkg", zipped([]))


# --- jsonrpc: control byte (bit 0: identify first; bits 1-2: its tier), frames split by NUL ----
def rpc(method, params=None, ident=1):
    message = {"jsonrpc": "2.0", "method": method}
    if ident is not None:
        message["id"] = ident
    if params is not None:
        message["params"] = params
    return json.dumps(message, separators=(",", ":"))


def jsonrpc():
    identify = rpc("ic/identify", {"icrpVersion": {"min": "1.0", "max": "1.0"}, "tier": "observer"})
    before = {
        "identify-no-auth": identify,
        "identify-bad-version": rpc("ic/identify", {"icrpVersion": {"min": "9.0", "max": "1.0"}}),
        "identify-unknown-field": rpc("ic/identify", {"icrpVersion": {"min": "1.0", "max": "1.0"},
                                                      "x": 1}),
        "identify-in-batch": "[" + identify + "]",
        "call-before-identify": rpc("ic/state.snapshot"),
        "parse-error": '{"jsonrpc":"2.0",',
        "empty-batch": "[]",
        "not-an-object": "42",
    }
    for name, text in before.items():
        write("jsonrpc", name, b"\x00" + text.encode())
    calls = {
        "snapshot": rpc("ic/state.snapshot"),
        "subscribe": rpc("ic/state.subscribe", {"categories": ["match", "economy", "combat"]}),
        "unsubscribe": rpc("ic/state.unsubscribe", {"categories": ["match"]}),
        "events": rpc("ic/match.events", {"since": 0}),
        "chat": rpc("ic/chat.subscribe"),
        "profile": rpc("ic/player.profile", {"player": "Alice"}),
        "notification": rpc("ic/state.snapshot", ident=None),
        "unknown-method": rpc("ic/nope"),
        "batch": "[" + ",".join([rpc("ic/state.snapshot", ident=i) for i in range(3)]
                                + [rpc("ic/nope", ident=None), "1", "{}"]) + "]",
        "response": '{"jsonrpc":"2.0","id":5,"result":{}}',
        "wrong-version": '{"jsonrpc":"1.0","id":1,"method":"ic/state.snapshot"}',
        "second-identify": identify,
    }
    for name, text in calls.items():
        write("jsonrpc", f"observer-{name}", b"\x01" + text.encode())
    admin = {
        "status": rpc("ic/remote.status"),
        "connections": rpc("ic/remote.connections"),
        "kick": rpc("ic/remote.kick", {"session": "x"}),
        "pause": rpc("ic/admin.pause", {"paused": True}),
        "settings": rpc("ic/admin.settings", {"game_speed": 2}),
        "say": rpc("ic/admin.say", {"text": "hello"}),
        "admin-kick": rpc("ic/admin.kick", {"player": "Bob"}),
        "frames": "\x00".join([rpc("ic/state.subscribe", {"categories": ["admin"]}),
                               rpc("ic/remote.status", ident=2)]),
    }
    for name, text in admin.items():
        write("jsonrpc", f"admin-{name}", b"\x03" + text.encode())
    write("jsonrpc", "mod-snapshot", b"\x05" + rpc("ic/state.snapshot").encode())
    write("jsonrpc", "debug-refused", b"\x07" + rpc("ic/state.snapshot").encode())


# --- httphead: control byte (piece size - 1), then the connection's bytes ----------------------
def httphead():
    heads = {
        "get": b"GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "post": b"POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Content-Length: 2\r\n\r\n{}",
        "keep-alive": b"GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n"
                      b"Connection: close\r\n\r\n",
        "pipelined-post": b"POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET / HTTP/1.0\r\n\r\n",
        "websocket": b"GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, Upgrade\r\n"
                     b"Upgrade: websocket\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                     b"Sec-WebSocket-Version: 13\r\n\r\n",
        "websocket-post": b"POST / HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
                          b"Sec-WebSocket-Key: a\r\n\r\n",
        "chunked": b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "too-large-body": b"POST / HTTP/1.1\r\nContent-Length: 99999999999\r\n\r\n",
        "conflicting-length": b"POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
        "negative-length": b"POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
        "no-colon": b"GET / HTTP/1.1\r\nHost\r\n\r\n",
        "bad-request-line": b"GET /\r\n\r\n",
        "leading-crlf": b"\r\n\r\nGET / HTTP/1.1\r\n\r\n",
        "http10": b"GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET / HTTP/1.0\r\n\r\n",
        "head-too-large": b"GET / HTTP/1.1\r\nX: " + b"a" * 17000 + b"\r\n\r\n",
    }
    for name, data in heads.items():
        write("httphead", name, b"\xff" + data)
    write("httphead", "get-bytewise", b"\x00" + heads["get"])
    write("httphead", "post-pieces", b"\x06" + heads["pipelined-post"])


if __name__ == "__main__":
    warnings.filterwarnings("ignore", "Duplicate name")  # duplicate.icpkg means it
    for target in ("manifest", "package", "jsonrpc", "httphead"):
        for old in (CORPUS / target).glob("seed-*"):
            old.unlink()
    manifests()
    packages()
    jsonrpc()
    httphead()
    sys.exit(0)
