// docs/plugins/methods.md, run: every ```js block in it is an example that runs as a module in
// Debian's Chromium against a fresh ic-remote-mock (port 0, a password), with the helpers of
// reference-helpers.mjs and the tier its "// tier:" line names; an optional "// game: …" line
// after it adds flags to that game's command line (--dev, --history-seed N, --duration S,
// --ranked). An example fails with its heading, its line in methods.md and the error. And every method the mock serves — its
// registrations anywhere in app/mock and IcrpServer's built-ins, which must agree with the spec's
// method table — needs an example that really sends it; a method whose tier is not observer
// must be refused to an observer.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { scratch, startMock, launchBrowser, openPage, sourceDir } from "./support.mjs";

const DOC = "docs/plugins/methods.md";
const PASSWORD = "methods-md-examples";
const TIERS = ["observer", "admin", "mod", "debug"];
// Every example's game; an example's "// game:" line adds to these.
const GAME_FLAGS = ["--password", PASSWORD, "--start-at", "150"];
// The flags a "// game:" line may add, and whether each takes a value.
const GAME_OPTIONS = { "--dev": false, "--ranked": false, "--history-seed": true,
                       "--duration": true, "--start-at": true, "--seed": true };
// What each example module starts with (methods.md says so at its top).
const PRELUDE = [
  'import { IcClient, ErrorCode } from "/sdk/ic-remote.mjs";',
  'import { game, assert, assertEqual, assertError, ok, connect, nextEvent } from "/helpers.mjs";',
];

// ---- what the document and the sources say -----------------------------------------------

// Every ```js block with the method heading (### `ic/…`) it stands under, its line and tier.
function parseExamples(text) {
  const examples = [];
  const lines = text.split("\n");
  let heading = null;
  for (let i = 0; i < lines.length; ++i) {
    const line = lines[i];
    if (/^#{1,3} /.test(line)) {
      const method = /^### `(ic\/[\w.]+)`/.exec(line);
      heading = method ? { title: line.replace(/^#+ /, ""), method: method[1] } : null;
      continue;
    }
    if (!/^```js\s*$/.test(line)) continue;
    const start = i + 1;
    const end = lines.findIndex((l, n) => n > i && /^```\s*$/.test(l));
    if (end < 0) throw new Error(`${DOC}:${i + 1}: a js block that never ends`);
    const code = lines.slice(start, end);
    i = end;
    if (!heading) throw new Error(`${DOC}:${start}: a js example under no ### \`ic/…\` heading`);
    const tier = /^\/\/ tier: (\w+)\s*$/.exec(code[0] || "");
    if (!tier || !TIERS.includes(tier[1]))
      throw new Error(`${DOC}:${start + 1}: the example must start with "// tier: ` +
                      `${TIERS.join("|")}" (the tier its method needs)`);
    const gameLine = /^\/\/ game: (.*)$/.exec(code[1] || "");
    const flags = gameLine ? gameFlags(gameLine[1], `${DOC}:${start + 2}`) : [];
    const index = examples.filter((e) => e.method === heading.method).length + 1;
    examples.push({ ...heading, index, tier: tier[1], flags, code: code.join("\n"),
                    line: start + 1 });
  }
  return examples;
}

// The flags of a "// game:" line, checked against GAME_OPTIONS.
function gameFlags(text, where) {
  const words = text.trim().split(/\s+/);
  for (let i = 0; i < words.length; ++i) {
    if (!(words[i] in GAME_OPTIONS))
      throw new Error(`${where}: "// game:" may add ${Object.keys(GAME_OPTIONS).join(", ")}; ` +
                      `not "${words[i]}"`);
    if (GAME_OPTIONS[words[i]] && !/^\d+$/.test(words[++i] || ""))
      throw new Error(`${where}: ${words[i - 1]} needs a number after it`);
  }
  return words;
}

// Every .cpp file under `dir`, in its subfolders too.
function cppFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return cppFiles(file);
    return name.endsWith(".cpp") ? [file] : [];
  });
}

// The methods a mock source file registers: registerMethod(…)/addMethod(…) with the name
// right there, or through a helper that passes it on — add("ic/…", …) or
// add(QStringLiteral("ic/…"), …) — in a file that calls registerMethod. Exported for the
// check below that it finds every way the mock's files register one.
export function registeredIn(text) {
  const found = new Set();
  const name = String.raw`(?:QStringLiteral\(\s*)?"(ic\/[\w.]+)"`;
  const direct = new RegExp(String.raw`\b(?:addMethod|registerMethod)\(\s*${name}`, "g");
  for (const m of text.matchAll(direct)) found.add(m[1]);
  if (/\bregisterMethod\(/.test(text)) {
    const helper = new RegExp(String.raw`\badd\(\s*${name}`, "g");
    for (const m of text.matchAll(helper)) found.add(m[1]);
  }
  return found;
}

// The methods the mock registers (every .cpp under app/mock) and the ones IcrpServer answers
// itself (identify in IcrpServer_Dispatch.cpp; the subscribing methods in
// IcrpServer_Subscribe.cpp).
function servedMethods() {
  const found = new Set();
  for (const file of cppFiles(path.join(sourceDir, "app", "mock"))) {
    for (const method of registeredIn(readFileSync(file, "utf8"))) found.add(method);
  }
  for (const file of ["IcrpServer_Dispatch.cpp", "IcrpServer_Subscribe.cpp"]) {
    const text = readFileSync(path.join(sourceDir, "app/icrp/server", file), "utf8");
    for (const m of text.matchAll(/const QString k\w+ = QStringLiteral\("(ic\/[\w.]+)"\)/g))
      found.add(m[1]);
  }
  return found;
}

// The method table of docs/icrp-spec.md §8 (| method | observer | admin | mod | debug |).
function specMethods() {
  const lines = readFileSync(path.join(sourceDir, "docs/icrp-spec.md"), "utf8").split("\n");
  const top = lines.findIndex((l) => /^\| method \| observer \|/.test(l));
  assert.ok(top >= 0, "docs/icrp-spec.md has no method table (| method | observer | …)");
  const found = new Set();
  for (let i = top + 2; i < lines.length && lines[i].startsWith("|"); ++i) {
    const names = lines[i].split("|")[1];
    for (const m of names.matchAll(/`(ic\/[\w.]+)`/g)) found.add(m[1]);
  }
  return found;
}

const examples = parseExamples(readFileSync(path.join(sourceDir, DOC), "utf8"));

// The scan finds each way app/mock registers a method (so leaving one out fails the test
// below), and the methods of the files that register them all.
test("the scan of app/mock finds every registration", () => {
  const shapes = {
    'server.registerMethod(\n        QStringLiteral("ic/a.one"), icrp::access::Everyone,': "ic/a.one",
    'add(QStringLiteral("ic/a.two"), icrp::access::AdminOrMod, &X::handle);': "ic/a.two",
    'add("ic/a.three", &X::handle);': "ic/a.three",
    'm_server->addMethod(QStringLiteral("ic/a.four"), …': "ic/a.four",
  };
  for (const [code, method] of Object.entries(shapes)) {
    const text = code.startsWith("add") ? `server.registerMethod(name, …);\n${code}` : code;
    assert.deepEqual([...registeredIn(text)], [method], `not found in: ${code}`);
  }
  assert.deepEqual([...registeredIn('add("ic/a.five", 1); // no registerMethod here')], [],
                   "add() counts only in a file that registers methods");
  const served = servedMethods();
  const expected = {
    "MatchArchive.cpp": ["ic/match.history"],
    "DatabaseMethods.cpp": ["ic/db.schema", "ic/db.query", "ic/player.style"],
    "ReplayService.cpp": ["ic/replay.list", "ic/replay.load", "ic/replay.seek",
                          "ic/replay.state"],
    "ModMethods.cpp": ["ic/mod.order", "ic/mod.command"],
    "DebugMethods.cpp": ["ic/debug.ecs.list", "ic/debug.ecs.query", "ic/debug.ecs.get",
                         "ic/debug.profile"],
  };
  for (const [file, methods] of Object.entries(expected)) {
    const text = readFileSync(path.join(sourceDir, "app/mock", file), "utf8");
    assert.deepEqual([...registeredIn(text)].sort(), [...methods].sort(), file);
    for (const method of methods) assert.ok(served.has(method), `${method} (${file}) not served`);
  }
});

test("every method the mock serves has an example in methods.md", () => {
  const served = servedMethods();
  const spec = specMethods();
  const sorted = (set) => [...set].sort();
  assert.deepEqual(sorted(served), sorted(spec),
                   "the mock's methods and the method table of docs/icrp-spec.md §8 differ");
  const documented = new Set(examples.map((e) => e.method));
  const missing = sorted(served).filter((m) => !documented.has(m));
  assert.deepEqual(missing, [], `methods without an example in ${DOC}`);
  const unknown = sorted(documented).filter((m) => !served.has(m));
  assert.deepEqual(unknown, [], `${DOC} has examples for methods the mock does not serve`);
  for (const method of documented) {
    const tiers = new Set(examples.filter((e) => e.method === method).map((e) => e.tier));
    assert.equal(tiers.size, 1, `the examples of ${method} name different tiers`);
  }
});

// The SDK's helpers for single methods (`name(…) { … this.call("ic/…"` in ic-remote.js): each
// is used by an example, so each is run against the mock.
test("every method helper of the SDK is used in an example", () => {
  const sdk = readFileSync(path.join(sourceDir, "overlays/sdk/ic-remote.js"), "utf8");
  const helpers = [...sdk.matchAll(/^ {4}(\w+)\([\w, ]*\) \{\n(?: {6}.*\n){0,3}? {6}return this\.call\("ic\//gm)]
    .map((m) => m[1]);
  for (const expected of ["matchInfo", "dbQuery", "debugEcsGet", "modOrder"])
    assert.ok(helpers.includes(expected), `the scan of ic-remote.js misses ${expected}`);
  const unused = helpers.filter((name) =>
    !examples.some((e) => new RegExp(String.raw`\.${name}\(`).test(e.code)));
  assert.deepEqual(unused, [], `SDK helpers that no example in ${DOC} uses`);
});

// ---- running them ------------------------------------------------------------------------

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let s;
let pages;
let page; // one page for all: each example runs in a new document of it
let refuser; // the game that refuses an observer the methods of higher tiers

// The SDK, the helpers and the examples (each behind the prelude) on 127.0.0.1.
async function startExampleServer() {
  const files = {
    "/sdk/ic-remote.js": readFileSync(path.join(sourceDir, "overlays/sdk/ic-remote.js")),
    "/sdk/ic-remote.mjs": readFileSync(path.join(sourceDir, "overlays/sdk/ic-remote.mjs")),
    "/helpers.mjs": readFileSync(new URL("./reference-helpers.mjs", import.meta.url)),
  };
  examples.forEach((e, n) => (files[`/examples/${n}.mjs`] = [...PRELUDE, e.code].join("\n")));
  const server = createServer((request, response) => {
    const body = files[request.url];
    if (body !== undefined) {
      response.writeHead(200, { "Content-Type": "text/javascript" });
      response.end(body);
    } else if (request.url === "/") {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end("<!doctype html><title>methods.md</title>");
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

before(async () => {
  s = scratch();
  cleanups.push(s.remove);
  pages = await startExampleServer();
  cleanups.push(pages.close);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  page = await openPage(browser);
  await page.addInitScript(recordSentMethods);
  refuser = await startMock(s.env, ["--password", PASSWORD, "--dev"]);
  cleanups.push(() => refuser.proc.stop());
});

// Every method each WebSocket of the page sends, in window.sentMethods.
function recordSentMethods() {
  window.sentMethods = [];
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    try {
      const message = JSON.parse(data);
      for (const m of Array.isArray(message) ? message : [message])
        window.sentMethods.push(m.method);
    } catch (error) {
      // not JSON: nothing to record
    }
    return send.call(this, data);
  };
}

// The line in methods.md of the first place in the example's stack.
function docLine(example, n, stack) {
  const m = new RegExp(`/examples/${n}\\.mjs:(\\d+)`).exec(stack || "");
  return m ? example.line - 1 + Number(m[1]) - PRELUDE.length : example.line;
}

// The tier an example names is needed: an observer is refused its method (-32001). Asked of a
// game of its own, so that the check's connection is not among the example's.
async function assertObserverRefused(example, where) {
  const refused = await page.evaluate(async ({ method, url, password }) => {
    const { IcClient } = await import("/sdk/ic-remote.mjs");
    const client = new IcClient({ url, password, reconnect: false });
    const { error } = await client.connect();
    const answer = error ? { connectError: error } : await client.call(method, {});
    client.close();
    return answer;
  }, { method: example.method, url: refuser.url, password: PASSWORD });
  assert.equal(refused.error && refused.error.code, -32001,
               `${where}: an observer was not refused ${example.method}: ` +
               JSON.stringify(refused));
}

async function runExample(example, n) {
  const game = await startMock(s.env, [...GAME_FLAGS, ...example.flags]);
  try {
    // With a time limit the example starts once the match has ended and its replay is saved.
    if (example.flags.includes("--duration")) await game.proc.waitFor(/replay \S+ saved: /);
    page.problems = [];
    await page.goto(pages.url);
    await page.evaluate((game) => (globalThis.referenceGame = game),
                        { url: game.url, password: PASSWORD, tier: example.tier });
    const at = `${example.title} (example ${example.index}, ${DOC}:`;
    if (example.tier !== "observer" && example.index === 1)
      await assertObserverRefused(example, `${at}${example.line})`);
    const outcome = await page.evaluate(async (n) => {
      window.sentMethods = [];
      try {
        await import(`/examples/${n}.mjs`);
        return { sent: window.sentMethods };
      } catch (error) {
        return { failed: String(error && error.message), stack: String(error && error.stack) };
      }
    }, n);
    const where = `${at}${docLine(example, n, outcome.stack)})`;
    if (outcome.failed) assert.fail(`${where}: ${outcome.failed}`);
    assert.deepEqual(page.problems.filter((p) => !/^Failed to load resource/.test(p)), [],
                     `${where}: errors in the page`);
    assert.ok(outcome.sent.includes(example.method), `${where}: never sent ${example.method}`);
  } finally {
    await page.goto("about:blank"); // closes the example's connections
    await game.proc.stop();
  }
}

examples.forEach((example, n) => {
  test(`${example.method} example ${example.index} (${example.tier})`,
       () => runExample(example, n));
});
