// ic-tool test: a tool run against the simulated match through a gateway of ic-tool's own — a
// page off-screen in QtWebEngine, a program as the panel runs it — with the game dropped once.
// A good tool passes (exit 0); a page that throws, logs errors, asks for a category its
// tool.yaml does not, and throws while the game is away gets each of those reported with where
// to look; a call or a subscription the gateway refuses after identify is named with the
// tool.yaml line to change; a program that ends is reported; bad usage is refused.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { scratch, run, programs, writeTool } from "./support.mjs";

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function icTest(s, args) {
  return run(programs.tool, ["test", "--seconds", "4", ...args], s.env);
}

test("a tool made by ic-tool init passes ic-tool test, as a folder and as a package", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const folder = path.join(s.root, "clean-cup");
  assert.equal((await run(programs.tool, ["init", folder], s.env)).code, 0);
  const result = await icTest(s, [folder]);
  assert.equal(result.code, 0, result.out + result.err);
  assert.match(result.out, /^Clean: no page errors, refusals or unhandled disconnects\.$/m);
  assert.match(result.err, /The game goes away for 2 s\.\n(.*\n)*The game is back\./);
  assert.match(result.out, /^Clean/m);

  const pkg = path.join(s.root, "clean-cup.icpkg");
  assert.equal((await run(programs.tool, ["package", folder, "-o", pkg], s.env)).code, 0);
  const packaged = await icTest(s, [pkg]);
  assert.equal(packaged.code, 0, packaged.out + packaged.err);
});

test("ic-tool test reports each thing a page does wrong, with where to look", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const page = `<!doctype html><title>Broken</title><script src="/sdk/ic-remote.js"></script>
<script src="broken.js"></script>`;
  const script = [
    'console.error("the scoreboard is empty");',
    "const client = new IcRemote.IcClient({ subscriptions: ['match', 'chat'] });",
    "client.on('connected', () => {",
    "  setInterval(async () => {",
    "    const { error } = await client.matchInfo();",
    "    if (error) throw new Error('no match: ' + error.message);",
    "  }, 250);",
    "});",
    "client.connect();",
    "setTimeout(() => { undefinedFunction(); }, 100);",
  ].join("\n");
  const folder = writeTool(s, "broken-page",
    ['tier: "observer"', 'entry_point: "index.html"', "subscriptions:", '  - "match"'],
    { "index.html": page, "broken.js": script });
  const result = await icTest(s, [folder]);
  assert.equal(result.code, 1, result.out + result.err);
  assert.match(result.out, /^problem: Page error at broken\.js:1: the scoreboard is empty$/m);
  assert.match(result.out, /^problem: Page error at broken\.js:10: Uncaught ReferenceError: undefinedFunction is not defined$/m);
  assert.match(result.out, /^problem: Refused: the tool subscribed to chat, which tool\.yaml does not ask for\. Add it to subscriptions: \(\S*tool\.yaml:\d+\) and save\.$/m);
  assert.match(result.out, /^problem: The tool was not connected to the gateway halfway through the run, before the game went away\.$/m);
  // One cause, one finding: not connected halfway is not said again at the end.
  assert.doesNotMatch(result.out, /not connected to the gateway at the end/);
  assert.match(result.out, /^Problems found: 4\.$/m);
});

test("ic-tool test reports a page that breaks while the game is away", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const script = [
    "const client = new IcRemote.IcClient({ subscriptions: ['match'] });",
    "client.on('connected', () => {",
    "  setInterval(async () => {",
    "    const { error } = await client.matchInfo();",
    "    if (error) throw new Error('no match: ' + error.message);",
    "  }, 200);",
    "});",
    "client.connect();",
  ].join("\n");
  const folder = writeTool(s, "fragile-page",
    ['tier: "observer"', 'entry_point: "index.html"', "subscriptions:", '  - "match"'],
    { "index.html": '<!doctype html><title>Fragile</title><script src="/sdk/ic-remote.js"></script><script src="fragile.js"></script>',
      "fragile.js": script });
  const result = await icTest(s, [folder]);
  assert.equal(result.code, 1, result.out + result.err);
  assert.match(result.out, /^problem: Page error while the game was away, at fragile\.js:5: Uncaught \(in promise\) Error: no match: /m);
  // It throws only while the game is away: nothing before the drop.
  assert.doesNotMatch(result.out, /^problem: Page error at /m);
});

test("ic-tool test reports an SDK handler's error at its line, in a match that goes on", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const script = [
    "const client = new IcRemote.IcClient({ subscriptions: ['combat'] });",
    "client.on('unit_destroyed', (event) => {",
    "  event.data.nope.boom();",
    "});",
    "let last = 0;",
    "client.on('event', (event) => {",
    "  if (event.tick + 30 < last) console.error('the match went back from ' + last + ' to ' + event.tick);",
    "  last = Math.max(last, event.tick);",
    "});",
    "client.connect();",
  ].join("\n");
  const folder = writeTool(s, "kill-counter",
    ['tier: "observer"', 'entry_point: "index.html"', "subscriptions:", '  - "combat"'],
    { "index.html": '<!doctype html><title>Kills</title><script src="/sdk/ic-remote.js"></script><script src="kills.js"></script>',
      "kills.js": script });
  const result = await icTest(s, [folder]);
  assert.equal(result.code, 1, result.out + result.err);
  // The first fights come within the run, and the error points at the handler, not the SDK.
  assert.match(result.out, /^problem: Page error at kills\.js:3: Uncaught TypeError: Cannot read properties of undefined \(reading 'boom'\)$/m);
  // The game that comes back is the same match, where it was.
  assert.doesNotMatch(result.out, /went back/);
  assert.match(result.out, /^Problems found: 1\.$/m);
});

test("ic-tool test names a call the gateway refuses after connecting, and the tier to ask for", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const script = [
    "const client = new IcRemote.IcClient({ subscriptions: ['match'] });",
    "client.on('connected', async () => {",
    "  const { error } = await client.call('ic/admin.pause', {});",
    "  if (error) console.log('not paused: ' + error.message);",
    "});",
    "client.connect();",
  ].join("\n");
  const folder = writeTool(s, "pauser",
    ['tier: "observer"', 'entry_point: "index.html"', "subscriptions:", '  - "match"'],
    { "index.html": '<!doctype html><title>Pause</title><script src="/sdk/ic-remote.js"></script><script src="pause.js"></script>',
      "pause.js": script });
  const result = await icTest(s, [folder]);
  assert.equal(result.code, 1, result.out + result.err);
  // The call, the gateway's answer, and the line of tool.yaml (tier: is its 8th) to change.
  assert.match(result.out, /^problem: Refused: ic\/admin\.pause was answered -32001 "ic\/admin\.pause needs the admin tier; this session is observer"\. Set tier: "admin" \(\S*tool\.yaml:8\) and save, or do not call it\.$/m);
  assert.doesNotMatch(result.out, /^Clean/m);
  assert.match(result.out, /^Problems found: 1\.$/m);
});

test("ic-tool test names a subscription refused after connecting, and what to add to tool.yaml", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const script = [
    "const client = new IcRemote.IcClient({ subscriptions: ['match'] });",
    "client.on('connected', async () => {",
    "  const { error } = await client.subscribe(['economy'], () => {});",
    "  if (error) console.log('no economy: ' + error.message);",
    "});",
    "client.connect();",
  ].join("\n");
  const folder = writeTool(s, "economist",
    ['tier: "observer"', 'entry_point: "index.html"', "subscriptions:", '  - "match"'],
    { "index.html": '<!doctype html><title>Economy</title><script src="/sdk/ic-remote.js"></script><script src="economy.js"></script>',
      "economy.js": script });
  const result = await icTest(s, [folder]);
  assert.equal(result.code, 1, result.out + result.err);
  // Not at identify (that is asked for, and granted): the subscription after it, with the
  // line of tool.yaml (subscriptions: is its 10th) to add it under.
  assert.match(result.out, /^problem: Refused: ic\/state\.subscribe was answered -32001 ".*economy.*"\. Add - economy under subscriptions: \(\S*tool\.yaml:10\) and save, or do not subscribe to it\.$/m);
  assert.doesNotMatch(result.out, /^Clean/m);
  assert.match(result.out, /^Problems found: 1\.$/m);
});

test("ic-tool test reports a native tool that ends", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const folder = writeTool(s, "quitter",
    ['tier: "observer"', 'entry_point: "bin/quitter"', "subscriptions:", '  - "match"'],
    { "bin/quitter": "#!/bin/sh\necho giving up\nexit 3\n" });
  chmodSync(path.join(folder, "bin", "quitter"), 0o755);
  const result = await icTest(s, [folder]);
  assert.equal(result.code, 1, result.out + result.err);
  assert.match(result.out, /^problem: The program ended: .*exit code 3/m);
  // It ends again and again, and so never connects: that is one finding.
  assert.match(result.out, /^Problems found: 1\.$/m);
  assert.match(result.err, /^giving up$/m);
});

test("ic-tool test refuses bad usage and a broken tool.yaml", async () => {
  const s = scratch();
  cleanups.push(s.remove);
  const folder = path.join(s.root, "some-tool");
  assert.equal((await run(programs.tool, ["init", folder], s.env)).code, 0);
  const short = await run(programs.tool, ["test", "--seconds", "1", folder], s.env);
  assert.equal(short.code, 2);
  assert.match(short.err, /--seconds wants a whole number from 4 to 3600/);
  const scenario = await run(programs.tool, ["test", "--scenario", "naval-1v1", folder], s.env);
  assert.equal(scenario.code, 2);
  assert.match(scenario.err, /unknown scenario "naval-1v1"; there is: skirmish-2v2/);
  const yaml = path.join(folder, "tool.yaml");
  writeFileSync(yaml, readFileSync(yaml, "utf8").replace('tier: "observer"', 'tier: "root"'));
  const broken = await run(programs.tool, ["test", folder], s.env);
  assert.equal(broken.code, 1);
  assert.match(broken.err, /tool\.yaml:\d+:\d+: error: unknown tier "root"/);
});
