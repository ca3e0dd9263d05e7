// Show on stream (issue 29), as a caster uses it: a headless panel connected to a game that has
// kept a finished match's replay, the Live Stats overlay in Chromium at the URL OBS gets, and
// `ic-tool replay show ID` / `ic-tool replay live` from a script. The overlay shows the live
// figures, then the replay's under a REPLAY badge (its clock, far from the live one), then the
// live figures again with the badge gone. Kill Feed shows the badge (with the map) meanwhile.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { scratch, startPanel, startMock, installTool, copyExample, toolUrl, run, programs,
         launchBrowser, openPage } from "./support.mjs";

// Pictures for a person to look at, written only when IC_TEST_SHOTS names a folder.
const shot = (target, name) =>
  process.env.IC_TEST_SHOTS
    ? target.screenshot({ path: path.join(process.env.IC_TEST_SHOTS, `${name}.png`),
                          omitBackground: true })
    : Promise.resolve();

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const PASSWORD = "replay-on-stream-game-pw";
// The finished match: 150 s played at once, then one more second; its replay ends at 151 s.
const REPLAY_FROM_TICK = 15 * 140; // 2:20 on the replay's clock

// A game with the data folder `dataDir` plays a short match to its end and keeps its replay;
// resolves to the replay's id.
async function recordMatch(env, dataDir) {
  const first = await startMock(env, ["--password", PASSWORD, "--data-dir", dataDir,
                                      "--start-at", "150", "--duration", "151"]);
  try {
    const saved = await first.proc.waitFor(/replay (\S+) saved:/, 60000);
    return saved[1];
  } finally {
    await first.proc.stop();
  }
}

// The overlay's clock ("2:20", m:ss as the panel shows it) in seconds.
const clockSeconds = (page) => page.evaluate(() => {
  const [m, s] = document.getElementById("clock").textContent.split(":").map(Number);
  return m * 60 + s;
});

test("ic-tool replay show puts a replay on the overlays, ic-tool replay live the game again",
     async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const dataDir = path.join(s.root, "game-data");
  const replayId = await recordMatch(s.env, dataDir);
  assert.match(replayId, /^\S+$/);

  // No panel yet: ic-tool says so, exit 2.
  const noPanel = await run(programs.tool, ["replay", "show", replayId], s.env);
  assert.equal(noPanel.code, 2, noPanel.err);
  assert.match(noPanel.err, /^ic-tool replay: IC Control Panel is not running/);

  await installTool(s, copyExample(s, "live-stats"));
  await installTool(s, copyExample(s, "kill-feed"));
  const game = await startMock(s.env, ["--password", PASSWORD, "--data-dir", dataDir]);
  cleanups.push(() => game.proc.stop());
  const panel = await startPanel({ ...s.env, ICRP_PASSWORD: PASSWORD }, ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  await page.setViewportSize({ width: 480, height: 270 });
  await page.goto(await toolUrl(s, "live-stats"));
  const feed = await openPage(browser);
  await feed.setViewportSize({ width: 400, height: 300 });
  await feed.goto(await toolUrl(s, "kill-feed"));
  await feed.waitForFunction(() => window.killFeed.client.gameConnected === true);
  assert.equal(await feed.isHidden("#replay"), true);

  // Live: the players with figures, the live match's clock (it began with this test).
  await page.waitForFunction(() =>
    [...document.querySelectorAll("#players tbody tr td:nth-child(2)")]
      .some((td) => /^\d[\d,]*$/.test(td.textContent)), null, { timeout: 30000 });
  assert.equal(await page.isHidden("#replay"), true);
  assert.ok(await clockSeconds(page) < 100, "the live match began a moment ago");

  // An unknown replay: the panel's sentence, exit 1, and the overlay stays live.
  const unknown = await run(programs.tool, ["replay", "show", "no-such-replay"], s.env);
  assert.equal(unknown.code, 1, unknown.err);
  assert.match(unknown.err, /^ic-tool replay: The game could not load the replay "no-such-replay"/);
  assert.equal(await page.isHidden("#replay"), true);

  // The instant replay: the badge, and the replay's figures (its clock, 2:20 on).
  const shown = await run(programs.tool,
                          ["replay", "show", replayId, "--tick", String(REPLAY_FROM_TICK)], s.env);
  assert.equal(shown.code, 0, shown.err);
  assert.equal(shown.out.trim(), `The overlays show the replay ${replayId}.`);
  await page.waitForFunction(() => !document.getElementById("replay").hidden);
  assert.equal(await page.textContent("#replay"), "REPLAY");
  await page.waitForFunction(() => {
    const [m, s] = document.getElementById("clock").textContent.split(":").map(Number);
    return m * 60 + s >= 140;
  }, null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => window.liveStats.client.replay.replay_id), replayId);
  await page.waitForFunction(() =>
    document.querySelectorAll("#players tbody tr:not(.fog-hint)").length === 4);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("#players tbody tr td:nth-child(2)")]
      .some((td) => /^\d[\d,]*$/.test(td.textContent)));
  // It stays the replay's across the overlay's own refreshes (every 2 s).
  const answeredAt = await page.evaluate(() => window.liveStats.state.lastGoodAt);
  await page.waitForFunction((at) => window.liveStats.state.lastGoodAt > at, answeredAt);
  assert.ok(await clockSeconds(page) >= 140, "still the replay's clock");

  await shot(page, "live-stats-replay");
  // Kill Feed says it too, with the replay's map.
  await feed.waitForFunction(() => !document.getElementById("replay").hidden);
  assert.match(await feed.textContent("#replay"), /^REPLAY · \S/);

  // Back to live: no badge, the live clock again at once.
  const live = await run(programs.tool, ["replay", "live"], s.env);
  assert.equal(live.code, 0, live.err);
  assert.equal(live.out.trim(), "The overlays show the live game again.");
  await page.waitForFunction(() => document.getElementById("replay").hidden);
  await page.waitForFunction(() => {
    const [m, s] = document.getElementById("clock").textContent.split(":").map(Number);
    return m * 60 + s < 120;
  }, null, { timeout: 10000 });
  assert.equal(await page.evaluate(() => window.liveStats.client.replay), null);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("#players tbody tr td:nth-child(2)")]
      .some((td) => /^\d[\d,]*$/.test(td.textContent)));
  await feed.waitForFunction(() => document.getElementById("replay").hidden);
  assert.deepEqual(feed.problems, []);
  // Already live: said again, exit 0.
  const again = await run(programs.tool, ["replay", "live"], s.env);
  assert.equal(again.code, 0, again.err);
  assert.deepEqual(page.problems, []);
});
