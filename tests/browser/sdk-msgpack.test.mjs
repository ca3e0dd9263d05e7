// The JS SDK with { encoding: "msgpack" } (issue 30) in a real browser, through the panel's
// gateway: a tool page shows a call's answer and live events, its WebSocket carries binary
// MessagePack both ways (the subprotocol icrp.msgpack), and the codec the SDK loads on demand
// is its own, the one the overlay host serves at /sdk/ic-msgpack.js; the frames are checked
// with another codec (@msgpack/msgpack). The same page with the default encoding still speaks
// JSON text frames and never loads the codec. Both forms of the SDK: the classic script and the
// module.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { scratch, startMock, startPanel, installTool, writeTool, toolUrl, launchBrowser,
         openPage } from "./support.mjs";

const require = createRequire(path.join(process.env.IC_NPM_DIR, "package.json"));
const { decode } = require("@msgpack/msgpack");

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// The overlay: the map from ic/match.info, a count of kills, and the connection's encoding.
// `?encoding=…` picks the SDK's option; without it the page gives none (the default).
const OVERLAY_JS = `
function startOverlay(IcClient) {
  const encoding = new URLSearchParams(location.search).get("encoding");
  const client = new IcClient(encoding ? { encoding } : {});
  let kills = 0;
  client.subscribeCombat((event) => {
    if (event.type === "unit_destroyed") document.getElementById("kills").textContent = ++kills;
  });
  client.on("connected", async () => {
    const { result, error } = await client.matchInfo();
    document.getElementById("map").textContent = error ? "error: " + error.message : result.map;
    document.getElementById("encoding").textContent = client.encoding;
  });
  client.on("error", (message) => (document.getElementById("error").textContent = message));
  client.connect();
}
`;
const BODY = '<p id="map"></p><p id="kills">0</p><p id="encoding"></p><p id="error"></p>';

// Opens one of the tool's pages and records the frames of its WebSockets: "text" or "binary",
// and each binary payload.
async function openOverlay(browser, baseUrl, file, encoding) {
  const url = new URL(baseUrl);
  url.pathname = "/" + file;
  url.search = encoding ? "?encoding=" + encoding : "";
  const page = await openPage(browser);
  page.frames_ = { received: [], sent: [], protocols: [] };
  page.on("websocket", (socket) => {
    socket.on("framereceived", ({ payload }) => page.frames_.received.push(payload));
    socket.on("framesent", ({ payload }) => page.frames_.sent.push(payload));
  });
  await page.goto(url.href);
  return page;
}

// Waits until the page shows the map and a kill; returns what it shows.
async function liveData(page) {
  await page.waitForFunction(() => document.getElementById("map").textContent !== "",
                             null, { timeout: 20000 });
  await page.waitForFunction(() => Number(document.getElementById("kills").textContent) > 0,
                             null, { timeout: 30000 });
  return page.evaluate(() => ({
    map: document.getElementById("map").textContent,
    encoding: document.getElementById("encoding").textContent,
    error: document.getElementById("error").textContent,
    codecLoaded: typeof window.IcMsgPack === "object",
  }));
}

const kind = (payload) => (typeof payload === "string" ? "text" : "binary");

test("SDK with encoding msgpack through the panel's gateway", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const game = await startMock(s.env, ["--password", "sdk-msgpack-pw", "--start-at", "150"]);
  cleanups.push(() => game.proc.stop());
  await installTool(s, writeTool(s, "msgpack-probe",
    ['tier: "observer"', 'entry_point: "classic.html"', "subscriptions:", '  - "combat"'],
    {
      "classic.html": '<!doctype html><title>MessagePack probe</title>' + BODY +
        '<script src="/sdk/ic-remote.js"></script><script src="overlay.js"></script>' +
        '<script src="classic.js"></script>',
      "module.html": '<!doctype html><title>MessagePack probe (module)</title>' + BODY +
        '<script src="overlay.js"></script><script type="module" src="module.js"></script>',
      "overlay.js": OVERLAY_JS,
      "classic.js": "startOverlay(IcRemote.IcClient);\n",
      "module.js": 'import { IcClient } from "/sdk/ic-remote.mjs";\nstartOverlay(IcClient);\n',
    }));
  const panel = await startPanel({ ...s.env, ICRP_PASSWORD: "sdk-msgpack-pw" },
                                 ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  const url = await toolUrl(s, "msgpack-probe");
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());

  for (const file of ["classic.html", "module.html"]) {
    // MessagePack: live data, binary frames both ways, the codec loaded from /sdk/.
    const page = await openOverlay(browser, url, file, "msgpack");
    const shown = await liveData(page);
    assert.equal(shown.error, "", file);
    assert.equal(shown.map, "Fjord Crossing", file);
    assert.equal(shown.encoding, "msgpack", file);
    assert.ok(shown.codecLoaded, file);
    assert.deepEqual(await page.evaluate(() => [...document.scripts].map((e) => e.src)
                                               .filter((src) => src.endsWith("/ic-msgpack.js"))),
                     [new URL("/sdk/ic-msgpack.js", url).href], file);
    const { received, sent } = page.frames_;
    assert.ok(received.length >= 3, file); // hello, answers, events
    assert.deepEqual([...new Set(received.map(kind))], ["binary"], file);
    assert.deepEqual([...new Set(sent.map(kind))], ["binary"], file);
    // The same JSON-RPC objects, in MessagePack.
    const hello = decode(received[0]);
    assert.equal(hello.jsonrpc, "2.0");
    assert.equal(hello.method, "ic/hello");
    const identify = decode(sent[0]);
    assert.equal(identify.method, "ic/identify");
    assert.equal(identify.params.client.toolId, "msgpack-probe");
    assert.ok(received.map((payload) => decode(payload)).some((m) => m.method === "ic/event" &&
                                               m.params.type === "unit_destroyed"), file);
    assert.deepEqual(page.problems, [], file);
    await page.close();

    // The default: JSON text frames, no codec loaded.
    const plain = await openOverlay(browser, url, file);
    const shownPlain = await liveData(plain);
    assert.equal(shownPlain.map, "Fjord Crossing", file);
    assert.equal(shownPlain.encoding, "json", file);
    assert.equal(shownPlain.codecLoaded, false, file);
    assert.deepEqual([...new Set(plain.frames_.received.map(kind))], ["text"], file);
    assert.deepEqual([...new Set(plain.frames_.sent.map(kind))], ["text"], file);
    assert.equal(JSON.parse(plain.frames_.received[0]).method, "ic/hello");
    assert.deepEqual(plain.problems, [], file);
    await plain.close();
  }

  // The host serves the codec beside the SDK, as it is in overlays/sdk; the 404 for a file the
  // SDK does not have (the codec it served before, too) names it.
  const page = await openPage(browser);
  await page.goto(url);
  const served = await page.evaluate(async () => {
    const codec = await fetch("/sdk/ic-msgpack.js");
    const missing = await fetch("/sdk/msgpack.min.js");
    return { status: codec.status, type: codec.headers.get("Content-Type"),
             text: await codec.text(), missing: missing.status,
             missingText: await missing.text() };
  });
  assert.equal(served.status, 200);
  assert.match(served.type, /javascript/);
  assert.equal(served.text, readFileSync(path.join(process.env.IC_SOURCE_DIR, "overlays", "sdk",
                                                   "ic-msgpack.js"), "utf8"));
  assert.equal(served.missing, 404);
  assert.match(served.missingText, /\/sdk\/ic-msgpack\.js/);
});

test("SDK with an encoding it does not know: a clear error, no connection", async () => {
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  await page.setContent("<!doctype html><title>blank</title>");
  await page.addScriptTag({ path: path.join(process.env.IC_SOURCE_DIR, "overlays", "sdk",
                                            "ic-remote.js") });
  const outcome = await page.evaluate(async () => {
    const client = new IcRemote.IcClient({ url: "ws://127.0.0.1:9/", encoding: "cbor" });
    const answer = await client.connect();
    return { answer, state: client.state };
  });
  assert.equal(outcome.answer.error.code, -1);
  assert.match(outcome.answer.error.message, /Unknown encoding "cbor": give "json" or "msgpack"/);
  assert.equal(outcome.state, "disconnected");
});
