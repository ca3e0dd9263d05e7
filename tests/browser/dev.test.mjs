// ic-tool dev: a tool's folder served from ic-tool's own host against a simulated match, in a
// real browser. The page shows live data at the printed URL; saving a file reloads it with the
// change; a tool.yaml with an error is reported and the page keeps working; asking in tool.yaml
// for a category grants it on the next save; and nothing is installed in the user's tools.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, readdirSync, renameSync } from "node:fs";
import path from "node:path";
import { scratch, Proc, launchBrowser, openPage, run, programs } from "./support.mjs";

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function edit(file, from, to) {
  const text = readFileSync(file, "utf8");
  assert.ok(text.includes(from), `${file} has no ${from}`);
  writeFileSync(file, text.replace(from, to));
}

// Does `action` (a save) and resolves once the page has loaded again and shows live data, so
// that the next save finds it connected (a page that is still reloading cannot be told).
async function reloadedBy(page, action) {
  await page.evaluate(() => { window.icBeforeReload = true; });
  await action();
  await page.waitForFunction(() => !window.icBeforeReload &&
                             /^\d[\d,]*$/.test(document.getElementById("army0").textContent));
}

test("ic-tool dev serves a folder live and reloads the page on every save", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const folder = path.join(s.root, "cup-live");
  const made = await run(programs.tool, ["init", "--name", "Cup Live", folder], s.env);
  assert.equal(made.code, 0, made.err);

  const dev = new Proc(programs.tool, ["dev", folder], s.env);
  cleanups.push(() => dev.stop("SIGINT"));
  const [url] = await dev.waitFor(/^http:\/\/cup-live\.localhost:\d+\/overlay\/index\.html#token=\S+$/);
  await dev.waitFor(/against a simulated match/);

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  assert.equal(await page.textContent("#title"), "Cup Live");
  await page.waitForFunction(() => /^\d[\d,]*$/.test(document.getElementById("army0").textContent));

  // A save reloads the page, which shows the change and connects again.
  const html = path.join(folder, "overlay", "index.html");
  let mark = dev.lines.length;
  await reloadedBy(page, async () => {
    edit(html, '<h1 id="title">Cup Live</h1>', '<h1 id="title">Cup Live — Semifinal</h1>');
    await dev.waitFor(/^Changed: connected pages reloading: 1\.$/, 20000, mark);
  });
  assert.equal(await page.textContent("#title"), "Cup Live — Semifinal");

  // A mistake in tool.yaml is named with its line; the last good version goes on.
  const yaml = path.join(folder, "tool.yaml");
  const good = readFileSync(yaml, "utf8");
  mark = dev.lines.length;
  edit(yaml, 'tier: "observer"', 'tier: "overlord"');
  await dev.waitFor(/tool\.yaml:\d+:\d+: error: unknown tier "overlord"/, 20000, mark);
  await dev.waitFor(/The last good tool\.yaml and package stay in force/, 20000, mark);
  assert.equal(await page.textContent("#title"), "Cup Live — Semifinal");
  assert.match(await page.textContent("#clock"), /^\d+:\d\d$/);
  mark = dev.lines.length;
  await reloadedBy(page, async () => {
    writeFileSync(yaml, good);
    await dev.waitFor(/^Changed: connected pages reloading: 1\.$/, 20000, mark);
  });

  // What a package leaves out is not served from the working folder either.
  writeFileSync(path.join(folder, ".env"), "SECRET=1\n");
  const origin = new URL(url).origin;
  const dotfile = await page.evaluate(async (u) => (await fetch(u)).status, origin + "/.env");
  assert.equal(dotfile, 404);

  // The folder removed and made again (a clean build, a copy): still followed.
  const copy = folder + ".bak";
  mark = dev.lines.length;
  renameSync(folder, copy);
  await dev.waitFor(/is gone; waiting for it to come back/, 20000, mark);
  mark = dev.lines.length;
  await reloadedBy(page, async () => {
    renameSync(copy, folder);
    await dev.waitFor(/cup-live is back\.$/, 20000, mark);
    await dev.waitFor(/^Changed: connected pages reloading: 1\.$/, 20000, mark);
  });
  assert.ok(!dev.lines.slice(mark).some((line) => /last good tool\.yaml/.test(line)),
            "a folder that went is not a tool.yaml to fix");
  mark = dev.lines.length;
  await reloadedBy(page, async () => {
    edit(html, "Cup Live — Semifinal", "Cup Live — Final");
    await dev.waitFor(/^Changed: connected pages reloading: 1\.$/, 20000, mark);
  });
  assert.equal(await page.textContent("#title"), "Cup Live — Final");

  assert.deepEqual(errors, []);
  // Nothing went into the user's tools folder.
  assert.deepEqual(readdirSync(s.dirs.tools), []);
  dev.child.kill("SIGINT");
  assert.deepEqual(await dev.exited, { code: 0, signal: null });
});

test("ic-tool dev grants what tool.yaml asks for once it is saved", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const folder = path.join(s.root, "chat-probe");
  assert.equal((await run(programs.tool, ["init", folder], s.env)).code, 0);
  // The page subscribes to chat, which its tool.yaml does not ask for yet.
  edit(path.join(folder, "overlay", "overlay.js"), "client.connect();",
       'client.subscribe(["chat"], () => {});\n' +
       'client.on("error", (message) => { document.body.dataset.refused = message; });\n' +
       'client.on("connected", () => { document.body.dataset.connected = "yes"; });\n' +
       "client.connect();");
  const dev = new Proc(programs.tool, ["dev", folder], s.env);
  cleanups.push(() => dev.stop("SIGINT"));
  const [url] = await dev.waitFor(/^http:\/\/chat-probe\.localhost:\d+\/\S+$/);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await openPage(browser);
  await page.goto(url);
  await page.waitForFunction(() => (document.body.dataset.refused || "").includes("chat"));

  await dev.waitFor(/Refused: the tool subscribed to chat, which tool\.yaml does not ask for\. Add it to subscriptions: \(\S*tool\.yaml:\d+\) and save\./);

  // The page could not connect, so nobody can tell it to reload: the author does.
  const mark = dev.lines.length;
  edit(path.join(folder, "tool.yaml"), '  - "combat"\n', '  - "combat"\n  - "chat"\n');
  await dev.waitFor(/^Changed: connected pages reloading: 0\.$/, 20000, mark);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.connected === "yes");
});

test("ic-tool dev refuses a folder without a good tool.yaml and serves nothing", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const empty = await run(programs.tool, ["dev", s.dirs.config], s.env);
  assert.equal(empty.code, 1);
  assert.match(empty.err, /has no tool\.yaml/);
  assert.match(empty.err, /Nothing is served/);
  assert.equal(empty.out, "");
  const missing = await run(programs.tool, ["dev", path.join(s.root, "nope")], s.env);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /is not a folder/);
  // A package is what ic-tool test takes; ic-tool dev follows a folder.
  const folder = path.join(s.root, "packed");
  assert.equal((await run(programs.tool, ["init", folder], s.env)).code, 0);
  const pkg = path.join(s.root, "packed.icpkg");
  assert.equal((await run(programs.tool, ["package", folder, "-o", pkg], s.env)).code, 0);
  const packed = await run(programs.tool, ["dev", pkg], s.env);
  assert.equal(packed.code, 2);
  assert.match(packed.err, /is not a folder: ic-tool dev serves a tool's folder/);
});
