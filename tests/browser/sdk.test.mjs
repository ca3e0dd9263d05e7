// The JS SDK (overlays/sdk/ic-remote.js) in a real browser, against both of its peers: the
// game itself (ic-remote-mock, a page on 127.0.0.1 with the password) and the panel's gateway
// (a tool page on its own origin with its token). Calls and their errors as values,
// subscriptions, the grant's limits, reconnects — the game restarted under a connected page —
// and the refusals that must not be retried.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { scratch, startMock, startPanel, installTool, writeTool, toolUrl, startPageServer,
         launchBrowser, openPage } from "./support.mjs";

const IcErrors = {
  MethodNotFound: -32601,
  InvalidParams: -32602,
  PermissionDenied: -32001,
  AuthenticationFailed: -32004,
  GameUnavailable: -32011,
};

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// In the page: a client whose events and lifecycle are recorded in window.seen.
// Each client records into its own object (an earlier client's late events go to its own).
function recordingClient(options) {
  const seen = { events: [], connected: 0, disconnected: [], game: [], errors: [] };
  window.seen = seen;
  const client = new IcRemote.IcClient(options);
  client.on("event", (e) => seen.events.push(e));
  client.on("connected", () => seen.connected++);
  client.on("disconnected", (d) => seen.disconnected.push(d));
  client.on("game", (g) => seen.game.push(g.connected));
  client.on("error", (m) => seen.errors.push(m));
  window.client = client;
  return client;
}

test("SDK against ic-remote-mock directly", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  let game = await startMock(s.env, ["--password", "sdk-direct-pw", "--start-at", "150"]);
  cleanups.push(() => game.proc.stop());
  const pages = await startPageServer();
  cleanups.push(pages.close);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  await page.goto(pages.url);
  await page.evaluate(`window.recordingClient = ${recordingClient}`);

  // Wrong password: an error value, no retry.
  const refused = await page.evaluate(async (url) => {
    const client = recordingClient({ url, password: "wrong" });
    const outcome = await client.connect();
    return { outcome, state: client.state };
  }, game.url);
  assert.equal(refused.outcome.error.code, -32004);
  assert.match(refused.outcome.error.message, /wrong password/);
  await page.waitForFunction(() => window.seen.disconnected.length === 1);
  assert.equal(await page.evaluate(() => window.seen.disconnected[0].willReconnect), false);
  assert.equal(await page.evaluate(() => window.client.state), "disconnected");

  // The right one: calls answer with results and errors as values.
  const session = await page.evaluate(async (url) => {
    const client = recordingClient({ url, password: "sdk-direct-pw", name: "SDK test",
                                     initialBackoffMs: 100, maxBackoffMs: 500 });
    const identified = await client.connect();
    const subscribed = await client.subscribeCombat();
    const info = await client.matchInfo();
    const state = await client.queryState(["players", "army_value"]);
    const pause = await client.call("ic/admin.pause", { paused: true });
    const unknown = await client.call("ic/no.such");
    const badParams = await client.queryState("players");
    const telemetry = await client.subscribe(["telemetry"]);
    return { identified, subscribed, info, state, pause, unknown, badParams, telemetry };
  }, game.url);
  assert.equal(session.identified.result.tier, "observer");
  assert.deepEqual(session.subscribed.result.subscriptions, ["combat"]);
  assert.equal(session.info.result.players.length, 4);
  assert.equal(session.state.result.players.length, 4);
  assert.equal(session.pause.error.code, IcErrors.PermissionDenied);
  assert.equal(session.unknown.error.code, IcErrors.MethodNotFound);
  assert.equal(session.badParams.error.code, IcErrors.InvalidParams);
  assert.equal(session.telemetry.error.code, IcErrors.PermissionDenied);
  // The combat subscription brings kills; telemetry was not kept after its refusal.
  await page.waitForFunction(() => window.seen.events.some((e) => e.type === "unit_destroyed"),
                             null, { timeout: 30000 });
  assert.ok(await page.evaluate(() => window.seen.events.every((e) => e.category === "combat")));

  // The game quits and comes back on the same port: the page reconnects on its own and its
  // subscription is back.
  const port = game.port;
  await game.proc.stop();
  await page.waitForFunction(() => window.seen.disconnected.length === 1);
  assert.equal(await page.evaluate(() => window.seen.disconnected[0].willReconnect), true);
  game = await startMock(s.env, ["--password", "sdk-direct-pw", "--start-at", "150"], port);
  await page.waitForFunction(() => window.seen.connected === 2, null, { timeout: 20000 });
  await page.evaluate(() => (window.seen.events = []));
  await page.waitForFunction(() => window.seen.events.some((e) => e.category === "combat"),
                             null, { timeout: 30000 });
  assert.equal(await page.evaluate(() => window.client.state), "connected");
  // The browser reports the refused attempts while the game was away, and nothing else.
  assert.deepEqual(page.problems.filter((p) => !/ERR_CONNECTION_REFUSED/.test(p)), []);
});

test("SDK against the panel's gateway, with a tool's token", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  let game = await startMock(s.env, ["--password", "sdk-gateway-pw", "--start-at", "150"]);
  cleanups.push(() => game.proc.stop());
  await installTool(s, writeTool(s, "sdk-probe",
    ['tier: "observer"', 'entry_point: "index.html"', "subscriptions:", '  - "match"',
     '  - "combat"'],
    { "index.html": '<!doctype html><title>SDK probe</title><script src="/sdk/ic-remote.js"></script>' }));
  const panel = await startPanel({ ...s.env, ICRP_PASSWORD: "sdk-gateway-pw" },
                                 ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  const url = await toolUrl(s, "sdk-probe");
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  await page.goto(url);
  await page.evaluate(`window.recordingClient = ${recordingClient}`);

  // The defaults are right inside the panel: its gateway, the tool id, the token.
  const session = await page.evaluate(async () => {
    const client = recordingClient({ initialBackoffMs: 100, maxBackoffMs: 500 });
    const identified = await client.connect();
    const options = { url: client.options.url, toolId: client.options.toolId };
    const subscribed = await client.subscribeCombat();
    const info = await client.matchInfo();
    const pause = await client.call("ic/admin.pause", { paused: true });
    const chat = await client.subscribe(["chat"]);
    return { identified, options, subscribed, info, pause, chat };
  });
  assert.equal(session.identified.result.tier, "observer");
  assert.deepEqual(session.options, { url: `ws://sdk-probe.localhost:${panel.hostPort}/`,
                                      toolId: "sdk-probe" });
  assert.ok(session.subscribed.result);
  assert.equal(session.info.result.players.length, 4);
  assert.equal(session.pause.error.code, IcErrors.PermissionDenied); // the game's answer
  assert.equal(session.chat.error.code, IcErrors.PermissionDenied); // not granted
  await page.waitForFunction(() => window.seen.events.some((e) => e.type === "unit_destroyed"),
                             null, { timeout: 30000 });

  // More than granted, or a wrong token: an error value that names why, and no retry loop.
  const beyond = await page.evaluate(async () => {
    const attempt = async (options) => {
      const client = new IcRemote.IcClient(options);
      const closed = new Promise((resolve) => client.on("disconnected", resolve));
      const outcome = await client.connect();
      const close = await closed;
      return { outcome, willReconnect: close.willReconnect, state: client.state };
    };
    return { admin: await attempt({ tier: "admin" }), wrong: await attempt({ token: "nope" }) };
  });
  assert.equal(beyond.admin.outcome.error.code, IcErrors.PermissionDenied);
  assert.match(beyond.admin.outcome.error.message,
               /asked for the admin tier; it is granted observer/);
  assert.equal(beyond.wrong.outcome.error.code, IcErrors.AuthenticationFailed);
  for (const attempt of [beyond.admin, beyond.wrong]) {
    assert.equal(attempt.willReconnect, false);
    assert.equal(attempt.state, "disconnected");
  }
  // The module form of the SDK, on the panel's origin.
  assert.ok(await page.evaluate(async () => {
    const sdk = await import("/sdk/ic-remote.mjs");
    return typeof sdk.IcClient === "function" && sdk.default === globalThis.IcRemote;
  }));

  // The game restarts under the page: the page stays connected to the gateway, hears that the
  // game went and came back, and its subscription works again without it doing anything.
  // (The gateway says {"connected":true} once its own way to the game is up.)
  await page.waitForFunction(() => window.seen.game.at(-1) === true);
  for (let round = 0; round < 3; ++round) {
    const port = game.port;
    const told = await page.evaluate(() => window.seen.game.length);
    await game.proc.stop();
    await page.waitForFunction((n) => window.seen.game.length > n && window.seen.game.at(-1) === false,
                               told, { timeout: 15000 });
    const meanwhile = await page.evaluate(() => window.client.matchInfo());
    assert.equal(meanwhile.error.code, IcErrors.GameUnavailable);
    game = await startMock(s.env, ["--password", "sdk-gateway-pw", "--start-at", "150"], port);
    await page.waitForFunction(() => window.seen.game.at(-1) === true, null, { timeout: 20000 });
  }
  await page.evaluate(() => (window.seen.events = []));
  await page.waitForFunction(() => window.seen.events.some((e) => e.category === "combat"),
                             null, { timeout: 30000 });
  assert.equal(await page.evaluate(() => window.seen.connected), 1);
  assert.deepEqual(page.problems, []);
});

