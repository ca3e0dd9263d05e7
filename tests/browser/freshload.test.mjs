// A streamer loads Live Stats afresh into OBS (or reloads the source) while the game seats a
// spectator: from its first frame on, the overlay never calls a figure "hidden from an observer
// (fog of war)". The overlay asks the game's ic/match.info (names and teams) and its
// ic/state.query (the figures) together and draws them together: no frame shows the names over
// blank cells (a one-shot browser screenshot had caught one), and a figure not answered yet is
// not known, not hidden. Checked on
// a first load, and again after the way to the game was lost and made again (what a password
// reset or a restarted game does to the gateway's upstream session), on a page loaded then and
// on the page that stayed open. Every state the page shows is recorded as it is built (a
// MutationObserver), so a frame between two answers cannot slip by.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { scratch, startPanel, startMock, installTool, copyExample, toolUrl, launchBrowser,
         openPage } from "./support.mjs";

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Runs in the page before its own scripts: notes each time the table shows a hidden figure
// (a td.hidden cell, or the fog legend), or a player's name over blank cells, with the table's
// text at that moment.
function watchForHidden() {
  window.sawHidden = [];
  window.sawBlank = [];
  const check = () => {
    const blank = [...document.querySelectorAll("#players tbody tr:not(.fog-hint)")]
      .filter((tr) => [...tr.querySelectorAll("td:not(.name)")].every((td) => td.textContent === ""));
    if (blank.length > 0 && !document.getElementById("players").hidden)
      window.sawBlank.push(document.getElementById("players").innerText.replace(/\s+/g, " "));
    const cells = document.querySelectorAll("#players td.hidden").length;
    const legend = document.getElementById("legend");
    if (cells > 0 || (legend && !legend.hidden))
      window.sawHidden.push(document.getElementById("players").innerText.replace(/\s+/g, " "));
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, characterData: true });
}

// Waits until the four players show their army value, credits and units as numbers.
async function waitForFigures(page) {
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll("#players tbody tr:not(.fog-hint)")];
    return rows.length === 4 && rows.every((tr) => [...tr.querySelectorAll("td:not(.name)")]
      .every((td) => /^\d[\d,]*$/.test(td.textContent)));
  }, null, { timeout: 20000 }).catch(async (e) => {
    throw new Error(e.message + ": " + (await page.textContent("#overlay")));
  });
}

async function openOverlay(browser, url) {
  const page = await openPage(browser);
  await page.setViewportSize({ width: 480, height: 270 });
  await page.addInitScript(watchForHidden);
  await page.goto(url);
  return page;
}

const sawHidden = (page) => page.evaluate(() => window.sawHidden);
const sawBlank = (page) => page.evaluate(() => window.sawBlank);

test("Live Stats loaded afresh from a spectator's seat never shows a figure as hidden", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  await installTool(s, copyExample(s, "live-stats"));
  const password = "fresh-load-game-pw";
  const args = ["--password", password, "--spectator", "--start-at", "120"];
  let game = await startMock(s.env, args);
  const port = game.port;
  cleanups.push(() => game.proc.stop());
  const panel = await startPanel({ ...s.env, ICRP_PASSWORD: password }, ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  const url = await toolUrl(s, "live-stats");
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());

  // A first load: names and figures at once; nothing says "fog of war", no name stands over
  // blank cells.
  const first = await openOverlay(browser, url);
  await waitForFigures(first);
  assert.deepEqual(await sawHidden(first), [], "a fresh load showed figures as hidden");
  assert.deepEqual(await sawBlank(first), [], "a fresh load showed names over blank cells");
  assert.equal(await first.isHidden("#legend"), true);

  // The way to the game goes and is made again: the game restarts on its port, the panel and
  // the gateway's upstream session reconnect (as after a password reset).
  const mark = panel.proc.lines.length;
  await game.proc.stop();
  game = await startMock(s.env, args, port);
  await panel.proc.waitFor(/Connected to ws:\/\/127\.0\.0\.1:\d+\/ .* as /, 20000, mark);
  const again = await openOverlay(browser, url);
  await waitForFigures(again);
  assert.deepEqual(await sawHidden(again), [], "a load after the reconnect showed figures as hidden");
  // The page that stayed open has the figures of the game that came back, none hidden.
  await waitForFigures(first);
  assert.deepEqual(await sawHidden(first), [], "the open page showed figures as hidden");
  // A reload of the source (OBS's "Refresh cache of current page") as well.
  await again.reload();
  await waitForFigures(again);
  assert.deepEqual(await sawHidden(again), [], "a reload showed figures as hidden");
  assert.deepEqual(await sawBlank(again), [], "a reload showed names over blank cells");
  assert.deepEqual(first.problems, []);
  assert.deepEqual(again.problems, []);
});
