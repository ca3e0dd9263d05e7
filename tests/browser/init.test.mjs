// The tool author's first five minutes, as the quickstart says: `ic-tool init`, one edit,
// `ic-tool package`, `ic-tool install`, and the new overlay shows the demo match live in a real
// browser at the address `ic-tool url` prints. Each template runs as made; init refuses a
// folder that exists or a name that cannot be a tool id, and writes nothing then.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { scratch, startPanel, installTool, toolUrl, launchBrowser, openPage, run,
         programs } from "./support.mjs";

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

test("a custom overlay and a dashboard from ic-tool init, live from a demo panel", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const overlay = path.join(s.root, "fjord-cup");
  const dashboard = path.join(s.root, "caster-board");
  // 1. ic-tool init, one per template.
  for (const [template, folder] of [["stream-overlay", overlay], ["stats-dashboard", dashboard]]) {
    const made = await run(programs.tool, ["init", "--template", template, folder], s.env);
    assert.equal(made.code, 0, made.err);
    assert.match(made.out, /ic-tool package /);
  }
  // 2. One edit: the overlay's title.
  const html = path.join(overlay, "overlay", "index.html");
  const before = readFileSync(html, "utf8");
  assert.match(before, /<h1 id="title">Fjord Cup<\/h1>/);
  writeFileSync(html, before.replace('<h1 id="title">Fjord Cup</h1>',
                                     '<h1 id="title">Fjord Cup — Final</h1>'));
  // 3 and 4. ic-tool package and ic-tool install.
  await installTool(s, overlay);
  await installTool(s, dashboard);

  const panel = await startPanel(s.env, ["--demo"]);
  cleanups.push(() => panel.proc.stop());
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());

  const page = await openPage(browser);
  await page.goto(await toolUrl(s, "fjord-cup"));
  assert.equal(await page.textContent("#title"), "Fjord Cup — Final");
  // Live figures from the panel's gateway: the first team's army value, a moving clock.
  await page.waitForFunction(() => /^\d[\d,]*$/.test(document.getElementById("army0").textContent));
  const clock = await page.textContent("#clock");
  await page.waitForFunction((was) => document.getElementById("clock").textContent !== was,
                             clock, { timeout: 20000 });
  assert.equal(await page.isHidden("#status"), true);
  assert.deepEqual(page.problems, []);

  const board = await openPage(browser);
  await board.goto(await toolUrl(s, "caster-board"));
  await board.waitForFunction(() => document.querySelectorAll("#players tbody tr").length === 4);
  await board.waitForFunction(() => document.querySelectorAll("#events li").length > 0,
                              null, { timeout: 20000 });
  // The demo's game seats a spectator (docs/icrp-spec.md 9.4): an observer tool sees both
  // teams, nothing hidden.
  await board.waitForFunction(() =>
    [...document.querySelectorAll("#players tbody tr td:nth-child(n+3)")]
      .every((td) => /^\d[\d,]*$/.test(td.textContent)));
  assert.equal(await board.locator("#players td.hidden").count(), 0);
  assert.match(await board.textContent("#match"), /Fjord Crossing/);
  assert.deepEqual(board.problems, []);
});

test("ic-tool init writes nothing over a folder or for a name that is not a tool id", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const taken = path.join(s.root, "taken");
  mkdirSync(taken);
  writeFileSync(path.join(taken, "mine.txt"), "keep me");
  const refused = await run(programs.tool, ["init", taken], s.env);
  assert.equal(refused.code, 2);
  assert.match(refused.err, /already exists; nothing was changed/);
  assert.equal(readFileSync(path.join(taken, "mine.txt"), "utf8"), "keep me");
  assert.equal(existsSync(path.join(taken, "tool.yaml")), false);

  const badId = await run(programs.tool, ["init", path.join(s.root, "My_Overlay")], s.env);
  assert.equal(badId.code, 2);
  assert.match(badId.err, /cannot be a tool id/);
  assert.equal(existsSync(path.join(s.root, "My_Overlay")), false);

  // A name with quotes and markup cannot break tool.yaml, the page or its script.
  const odd = path.join(s.root, "odd-name");
  const named = await run(programs.tool, ["init", "--name", 'Cup "Final" <b>\\', odd], s.env);
  assert.equal(named.code, 0, named.err);
  const manifest = readFileSync(path.join(odd, "tool.yaml"), "utf8");
  assert.match(manifest, /^name: "Cup Final b"$/m);
  // The first line names the manifest's JSON Schema for an editor's YAML language server: the
  // build's copy of docs/tool-manifest.schema.json (tests/schema checks it further).
  assert.match(manifest.split("\n")[0],
               /^# yaml-language-server: \$schema=file:\/\/\/\S+\/share\/ic-control-panel\/tool-manifest\.schema\.json$/);
  const valid = await run(programs.tool, ["validate", odd], s.env);
  assert.equal(valid.code, 0, valid.out + valid.err);

  const noTemplate = await run(programs.tool, ["init", "--template", "nope",
                                               path.join(s.root, "x1")], s.env);
  assert.equal(noTemplate.code, 2);
  assert.match(noTemplate.err, /stream-overlay, stats-dashboard/);
});
