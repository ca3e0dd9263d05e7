// The example overlays in a real browser, as a streamer uses them: installed with ic-tool,
// served by a headless panel, opened at the URL `ic-tool url` prints (what goes into OBS).
// live-stats shows the demo match's players with live figures (the demo's game seats a
// spectator: both teams; a player's seat hides the other team and says so); kill-feed shows
// kills as they happen; the page's Content-Security-Policy lets it reach only what the user
// granted.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { scratch, startPanel, startMock, installTool, copyExample, toolUrl, writeTool,
         launchBrowser, openPage } from "./support.mjs";

// Pictures for a person to look at, written only when IC_TEST_SHOTS names a folder (tests run
// beside each other and as other users: no fixed folder under /tmp).
const shot = (target, name) =>
  process.env.IC_TEST_SHOTS
    ? target.screenshot({ path: path.join(process.env.IC_TEST_SHOTS, `${name}.png`),
                          omitBackground: true })
    : Promise.resolve();

// The line under a team the game hides from an observer overlay (Live Stats' fogHint).
const HINT = "Team 2 is hidden: the game shows what its local player sees. Spectate the match " +
  "in the game to show both teams.";

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

test("live-stats from a headless demo panel shows the match live", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  await installTool(s, copyExample(s, "live-stats"));
  const panel = await startPanel(s.env, ["--demo"]);
  cleanups.push(() => panel.proc.stop());
  const url = await toolUrl(s, "live-stats");
  assert.match(url, new RegExp(`^http://live-stats\\.localhost:${panel.hostPort}/overlay/index\\.html#token=[A-Za-z0-9]{32}$`));

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  await page.setViewportSize({ width: 480, height: 270 }); // the source's size in tool.yaml
  await page.goto(url);
  // The four players of the simulated match, with their army values: the demo's game seats a
  // spectator, so the observer overlay sees both teams (a player's seat: see the next test).
  const rows = page.locator("#players tbody tr:not(.fog-hint)");
  await page.waitForFunction(() =>
    document.querySelectorAll("#players tbody tr:not(.fog-hint)").length === 4);
  const names = await rows.locator("td.name").allTextContents();
  assert.deepEqual(names.sort(), ["CommanderZod", "Tanya", "Volkov", "alice"].sort());
  await page.waitForFunction(() =>
    [...document.querySelectorAll("#players tbody tr td:nth-child(2)")]
      .filter((td) => /^\d[\d,]*$/.test(td.textContent)).length === 4);
  // A spectator's seat: the enemy's credits too, nothing hidden, no line under a team.
  assert.match(await page.locator("#players tbody tr", { hasText: "alice" })
    .locator("td:nth-child(3)").textContent(), /^\d[\d,]*$/);
  assert.equal(await page.locator("#players td.hidden").count(), 0);
  assert.equal(await page.locator("#players tr.fog-hint").count(), 0);
  // Live: the clock moves on.
  const clock = await page.textContent("#clock");
  assert.match(clock, /^(0|[1-9]\d*):[0-5]\d$/, "m:ss as the panel's clock, no leading zero");
  await page.waitForFunction((before) => document.getElementById("clock").textContent !== before,
                             clock, { timeout: 20000 });
  assert.equal(await page.isHidden("#status"), true);
  assert.equal(await page.isHidden("#legend"), true); // nothing to explain
  await shot(page, "live-stats");
  // A busy feed (through the page's own code path, as kills would come, one of them two lines
  // long): its lines never run under the legend, and a line that does not fit is dropped whole.
  await page.evaluate(() => {
    addKill({ unit_type: "light_tank", owner: "Tanya", killed_by: "Volkov" });
    addKill({ building_type: "pillbox", owner: "alice", killed_by: "CommanderZod" });
    addKill({ unit_type: "rifle_infantry", owner: "Volkov", killed_by: "alice" });
  });
  await page.waitForFunction(() => document.getAnimations().length === 0); // lines slide in
  assert.deepEqual(await page.evaluate(feedLayout), { overlaps: [], cut: [], outside: [] });
  assert.ok(await page.evaluate(feedLayout.visibleLines) >= 3, "the three newest lines are shown");
  // Units named as the panel's Match page names them.
  assert.equal(await page.textContent("#feed li:first-child"),
               "alice destroyed Volkov's Rifle Infantry");
  await page.evaluate(() => addKill({ unit_type: "mammoth_tank_with_a_long_name",
                                     owner: "CommanderZod", killed_by: "AVeryLongPlayerName" }));
  await page.waitForFunction(() => document.getAnimations().length === 0);
  assert.deepEqual(await page.evaluate(feedLayout), { overlaps: [], cut: [], outside: [] });
  await shot(page, "live-stats-kills");
  assert.deepEqual(page.problems, []);
});

// The game decides what an observer overlay sees: the match as its local seat does, a player's
// seat with fog of war (docs/icrp-spec.md 9.4; ic-remote-mock's default seat). Where a team is
// hidden, Live Stats says so and how to show both, and "—" is explained; a view that sees both
// teams (here a copy of the overlay asking for the mod tier, which the game gives no fog) has no
// such line.
test("live-stats says how to show both teams where the fog of war hides one", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  await installTool(s, copyExample(s, "live-stats"));
  const full = copyExample(s, "live-stats");
  const manifest = path.join(full, "tool.yaml");
  writeFileSync(manifest, readFileSync(manifest, "utf8")
    .replace(/^id: .*$/m, "id: live-stats-all").replace(/^tier: .*$/m, 'tier: "mod"'));
  const script = path.join(full, "overlay", "overlay.js");
  writeFileSync(script, readFileSync(script, "utf8")
    .replace("const options = { name:", 'const options = { tier: "mod", name:'));
  await installTool(s, full);
  const game = await startMock(s.env, ["--password", "player-seat-game-pw", "--start-at", "200"]);
  cleanups.push(() => game.proc.stop());
  const panel = await startPanel({ ...s.env, ICRP_PASSWORD: "player-seat-game-pw" },
                                 ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const hintOf = (page) => page.evaluate(() => [...document.querySelectorAll("#players tbody tr")]
    .map((tr) => tr.classList.contains("fog-hint") ? "hint: " + tr.textContent
                                                    : tr.querySelector("td.name").textContent));

  // An observer, as the example is: team 2 (alice, Tanya) is in the fog; the line comes right
  // under its players, at most two lines inside the source's width.
  const observer = await openPage(browser);
  await observer.setViewportSize({ width: 480, height: 270 });
  await observer.goto(await toolUrl(s, "live-stats"));
  await observer.waitForFunction(() => document.querySelector("#players tr.fog-hint") !== null);
  const rows = await hintOf(observer);
  assert.equal(rows.length, 5, rows.join(" | "));
  assert.deepEqual(rows.slice(2, 4).sort(), ["Tanya", "alice"], rows.join(" | "));
  assert.equal(rows[4], "hint: " + HINT);
  const hint = await observer.evaluate(() => {
    const r = document.querySelector("#players tr.fog-hint td").getBoundingClientRect();
    return { right: r.right, lines: Math.round(r.height / 14), width: innerWidth };
  });
  assert.ok(hint.right <= hint.width && hint.lines <= 2, JSON.stringify(hint));
  assert.match(await observer.locator("#players tr.fog-hint td").getAttribute("title"),
               /spectator/);
  // "—" is explained: a legend under the table, and each hidden cell says why in its tooltip.
  assert.equal(await observer.isVisible("#legend"), true);
  assert.match(await observer.textContent("#legend"), /— hidden from an observer \(fog of war\)/);
  const titles = await observer.locator("#players td.hidden").evaluateAll(
    (cells) => cells.map((td) => td.title));
  assert.ok(titles.length > 0 && titles.every((t) => /observer|fog of war/.test(t)), titles.join());
  assert.match(await observer.locator("#players tbody tr", { hasText: "alice" })
    .locator("td:nth-child(3)").getAttribute("title"), /only its own player's credits/);
  await shot(observer, "live-stats-observer");
  assert.deepEqual(observer.problems, []);

  // A view of both teams: every figure, no line.
  const everything = await openPage(browser);
  await everything.setViewportSize({ width: 480, height: 270 });
  await everything.goto(await toolUrl(s, "live-stats-all"));
  await everything.waitForFunction(() =>
    [...document.querySelectorAll("#players tbody tr td:nth-child(2)")]
      .filter((td) => /^\d[\d,]*$/.test(td.textContent)).length === 4)
    .catch(async (e) => {
      throw new Error(e.message + ": " + (await everything.textContent("#overlay")));
    });
  assert.deepEqual((await hintOf(everything)).sort(), ["CommanderZod", "Tanya", "Volkov", "alice"]);
  assert.deepEqual(everything.problems, []);

  // The still demo (?demo, as the Overlays page's sample shows): the same line, and none with
  // ?demo=spectator.
  const url = await toolUrl(s, "live-stats");
  const still = await openPage(browser);
  await still.setViewportSize({ width: 480, height: 270 });
  await still.goto(url.replace("#", "?demo#"));
  assert.equal((await hintOf(still)).at(-1), "hint: " + HINT);
  await still.goto("about:blank");
  await still.goto(url.replace("#", "?demo=spectator#"));
  assert.equal((await hintOf(still)).filter((r) => r.startsWith("hint: ")).length, 0);
  await shot(still, "live-stats-spectator");
  assert.deepEqual(still.problems, []);
});

// Live Stats' feed lines against the legend and the source's 480 × 270: the lines whose box
// meets the legend's, the ones the feed shows only in part, and the shown ones beyond the source.
function feedLayout() {
  const box = (e) => e.getBoundingClientRect();
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const inside = (a, b) => a.top >= b.top && a.bottom <= b.bottom; // a line is cut top or bottom
  const feed = box(document.getElementById("feed"));
  const legend = box(document.getElementById("legend"));
  const lines = [...document.querySelectorAll("#feed li")];
  const shown = lines.filter((li) => meets(box(li), feed));
  return {
    overlaps: lines.filter((li) => meets(box(li), legend)).map((li) => li.textContent),
    cut: shown.filter((li) => !inside(box(li), feed)).map((li) => li.textContent),
    outside: shown.filter((li) => box(li).bottom > innerHeight || box(li).right > innerWidth)
      .map((li) => li.textContent),
  };
}
feedLayout.visibleLines = function () {
  const feed = document.getElementById("feed").getBoundingClientRect();
  return [...document.querySelectorAll("#feed li")].filter((li) => {
    const r = li.getBoundingClientRect();
    return r.left < feed.right && r.right > feed.left && r.top < feed.bottom && r.bottom > feed.top;
  }).length;
};

// Every element that paints something: its id or tag and its background.
function paintedBoxes() {
  return [...document.querySelectorAll("html, body, body *")].filter((e) => {
    const r = e.getBoundingClientRect();
    const bg = getComputedStyle(e).backgroundColor;
    return r.width > 0 && r.height > 0 && bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent";
  }).map((e) => `${e.id || e.tagName.toLowerCase()} ${getComputedStyle(e).backgroundColor}`);
}

test("before the first kill no overlay shows an empty dark box", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  await installTool(s, copyExample(s, "kill-feed"));
  await installTool(s, copyExample(s, "live-stats"));
  // From the first tick: the first fights are minutes away.
  const game = await startMock(s.env, ["--password", "empty-feed-game-pw"]);
  cleanups.push(() => game.proc.stop());
  const panel = await startPanel({ ...s.env, ICRP_PASSWORD: "empty-feed-game-pw" },
                                 ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());

  // Kill Feed, as OBS shows it (400 × 300): nothing painted at all, the game shows through.
  const feed = await openPage(browser);
  await feed.setViewportSize({ width: 400, height: 300 });
  await feed.goto(await toolUrl(s, "kill-feed"));
  await feed.waitForFunction(() => window.killFeed.client.state === "connected" &&
                                   window.killFeed.client.gameConnected === true);
  assert.equal(await feed.locator("#feed li").count(), 0);
  assert.deepEqual(await feed.evaluate(paintedBoxes), []);
  await shot(feed, "kill-feed-empty");
  // The first entry brings the box (through the page's own code path, as a kill would).
  await feed.evaluate(() => {
    const li = document.createElement("li");
    li.textContent = "Volkov destroyed Tanya's light tank";
    document.getElementById("feed").append(li);
  });
  assert.equal(await feed.isVisible("#feed"), true);
  assert.deepEqual(feed.problems, []);

  // Live Stats: the players, no empty kill list under them, and the panel only as tall as
  // what it shows (the rest of the 480 × 270 source stays transparent).
  const stats = await openPage(browser);
  await stats.setViewportSize({ width: 480, height: 270 });
  await stats.goto(await toolUrl(s, "live-stats"));
  await stats.waitForFunction(() =>
    document.querySelectorAll("#players tbody tr:not(.fog-hint)").length === 4);
  assert.equal(await stats.locator("#feed li").count(), 0);
  assert.equal(await stats.isHidden("#feed"), true);
  const height = await stats.evaluate(() => document.getElementById("overlay").offsetHeight);
  assert.ok(height < 270, `the panel is ${height} px high with nothing in its feed`);
  await shot(stats, "live-stats-no-kills");
  assert.deepEqual(stats.problems, []);
});

test("kill-feed shows kills as they happen", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  await installTool(s, copyExample(s, "kill-feed"));
  const game = await startMock(s.env, ["--password", "kill-feed-game-pw", "--start-at", "150"]);
  cleanups.push(() => game.proc.stop());
  const panel = await startPanel({ ...s.env, ICRP_PASSWORD: "kill-feed-game-pw" },
                                 ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  await page.goto(await toolUrl(s, "kill-feed"));
  await page.waitForFunction(() => document.querySelectorAll("#feed li").length > 0,
                             null, { timeout: 30000 });
  const line = await page.textContent("#feed li");
  assert.match(line, / destroyed .+'s /);
  // The unit named as the panel's Match page names it ("Rifle Infantry", not "rifle infantry").
  assert.match(line, /'s [A-Z][^ ]*( [A-Z][^ ]*)*$/, line);
  assert.equal(await page.evaluate(() => window.killFeed.typeName("rifle_infantry")),
               "Rifle Infantry");
  // Team colours come from ic/match.info, whose answer may come after the first kill: the
  // kills already shown take their colours then.
  await page.waitForFunction(
    () => document.querySelectorAll("#feed li span.team0, #feed li span.team1").length > 0,
    null, { timeout: 10000 });
  assert.ok(await page.locator("#feed li span.team0, #feed li span.team1").count() > 0);
  assert.deepEqual(page.problems, []);
});

test("the page may reach what the user granted, and nothing else", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  // A site the tool declares (granted at install), and one it does not.
  const granted = createServer((req, res) => res.end("granted"));
  await new Promise((resolve) => granted.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => granted.close(resolve)));
  const grantedOrigin = `http://127.0.0.1:${granted.address().port}`;
  const game = await startMock(s.env, ["--password", "csp-game-pw"]);
  cleanups.push(() => game.proc.stop());
  await installTool(s, writeTool(s, "csp-probe",
    ['tier: "observer"', 'entry_point: "index.html"', 'subscriptions:', '  - "match"',
     "network:", `  - "${grantedOrigin}"`],
    { "index.html": '<!doctype html><title>probe</title><script src="probe.js"></script>',
      "probe.js": "window.violations = [];\n" +
        "document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.blockedURI));\n" }));
  const panel = await startPanel({ ...s.env, ICRP_PASSWORD: "csp-game-pw" }, ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  await page.goto(await toolUrl(s, "csp-probe"));

  // Granted: the request goes out (an opaque answer, but an answer).
  const grantedFetch = await page.evaluate((origin) =>
    fetch(origin + "/", { mode: "no-cors" }).then(() => "sent", (e) => "blocked: " + e), grantedOrigin);
  assert.equal(grantedFetch, "sent");
  // Not granted: the game's own port, straight past the gateway, is blocked by the browser.
  const direct = await page.evaluate((url) => new Promise((resolve) => {
    try {
      const ws = new WebSocket(url);
      ws.onopen = () => resolve("opened");
      ws.onerror = () => resolve("failed");
    } catch (e) {
      resolve("blocked: " + e.name);
    }
  }), game.url);
  assert.notEqual(direct, "opened");
  await page.waitForFunction(() => window.violations.length > 0);
  const violations = await page.evaluate(() => window.violations);
  assert.ok(violations.some((v) => v.startsWith(`ws://127.0.0.1:${game.port}`)), violations.join());
  assert.ok(!violations.some((v) => v.startsWith(grantedOrigin)), violations.join());
  // The gateway itself, at the tool's own origin, is allowed.
  const gateway = await page.evaluate(() => new Promise((resolve) => {
    const ws = new WebSocket(`ws://${location.host}/`, "icrp.json");
    ws.onmessage = (e) => resolve(JSON.parse(e.data).method);
    ws.onerror = () => resolve("failed");
  }));
  assert.equal(gateway, "ic/hello");
});

// The sixteenth newcomer: with its calls refused (too many calls, a grant it lacks), Live Stats
// showed the players' names over empty cells. Refused before any figure came, it says "Waiting
// for the game…" instead (never the raw error); refused later, it keeps the last figures. The
// refusals are the gateway's own answer, put on the page's real WebSocket to a real panel.
test("live-stats with its calls refused waits in words, then keeps its figures", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  await installTool(s, copyExample(s, "live-stats"));
  const panel = await startPanel(s.env, ["--demo"]);
  cleanups.push(() => panel.proc.stop());
  const url = await toolUrl(s, "live-stats");
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  await page.setViewportSize({ width: 480, height: 270 });

  let refuse = new Set(["ic/state.query"]);
  let refused = 0;
  const waiters = [];
  // Resolves once `count` calls have been refused in all.
  const refusedAtLeast = (count) => new Promise((resolve) => {
    if (refused >= count) return resolve();
    waiters.push({ count, resolve });
  });
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((text) => {
      let message = null;
      try { message = JSON.parse(text); } catch { /* not JSON: pass it on */ }
      if (message && refuse.has(message.method) && message.id !== undefined) {
        refused += 1;
        for (const w of waiters.filter((w) => refused >= w.count)) w.resolve();
        return ws.send(JSON.stringify({ jsonrpc: "2.0", id: message.id, error: {
          code: -32002, message: "Rate limited: at most 10 calls per tick for the observer tier" } }));
      }
      server.send(text);
    });
  });
  await page.goto(url);
  const words = () => page.evaluate(() => document.body.innerText);
  // The names came (ic/match.info) but no figure: a neutral line, not a table of blanks.
  await page.waitForFunction(() => !document.getElementById("status").hidden);
  assert.equal(await page.textContent("#status"), "Waiting for the game…");
  assert.equal(await page.isHidden("#players"), true);
  assert.doesNotMatch(await words(), /-32002|Rate limited|calls per tick|error/i);
  await shot(page, "live-stats-refused-waiting");

  // The calls go through: the figures, and the line goes.
  refuse = new Set();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("#players tbody tr td:nth-child(2)")]
      .filter((td) => /^\d[\d,]*$/.test(td.textContent)).length === 4);
  await page.waitForFunction(() => document.getElementById("status").hidden);

  // Refused again: the last figures stay, nothing about it on stream.
  refuse = new Set(["ic/state.query", "ic/match.info"]);
  await refusedAtLeast(refused + 1); // an answer still on its way has come by now
  const figures = await page.locator("#players tbody td:nth-child(2)").allTextContents();
  await refusedAtLeast(refused + 2); // two more refreshes refused
  assert.deepEqual(await page.locator("#players tbody td:nth-child(2)").allTextContents(), figures);
  assert.equal(await page.isHidden("#players"), false);
  assert.equal(await page.isHidden("#status"), true);
  assert.doesNotMatch(await words(), /-32002|Rate limited|calls per tick/i);
  // The overlay's own console warning is not an error (page.problems holds errors only).
  assert.deepEqual(page.problems, []);
});
