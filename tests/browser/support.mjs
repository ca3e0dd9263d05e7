// What the browser tests share: the built programs (paths from CTest's environment), real
// processes with their output, a scratch folder per test with its own runtime, config, data
// and tools folders (the keyring is the test session's), and Debian's Chromium driven by
// playwright-core from build/npm — never a downloaded browser.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, mkdirSync, writeFileSync, cpSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through CTest`);
  return value;
}

export const programs = {
  panel: need("IC_PANEL"),
  mock: need("IC_MOCK"),
  tool: need("IC_TOOL"),
};
export const sourceDir = need("IC_SOURCE_DIR");

const require = createRequire(path.join(need("IC_NPM_DIR"), "package.json"));
const { chromium } = require("playwright-core");

// ---- scratch folders ---------------------------------------------------------------------

// A folder of the test's own: XDG runtime/config/data folders and the tools folder, so tests
// running side by side never see each other's panel or tools.
export function scratch() {
  const root = mkdtempSync(path.join(os.tmpdir(), "ic-browser-"));
  const dirs = {};
  for (const name of ["run", "config", "data", "tools"]) {
    dirs[name] = path.join(root, name);
    mkdirSync(dirs[name], { recursive: true, mode: 0o700 });
  }
  const env = {
    ...process.env,
    XDG_RUNTIME_DIR: dirs.run,
    XDG_CONFIG_HOME: dirs.config,
    XDG_DATA_HOME: dirs.data,
    IC_TOOLS_DIR: dirs.tools,
    IC_PANEL_INSTANCE: path.join(dirs.run, "panel-instance"),
  };
  delete env.ICRP_PASSWORD;
  return { root, dirs, env, remove: () => rmSync(root, { recursive: true, force: true }) };
}

// ---- processes ---------------------------------------------------------------------------

export class Proc {
  constructor(command, args, env) {
    this.command = path.basename(command);
    this.lines = [];
    this.waiters = [];
    this.child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    this.exited = new Promise((resolve) => this.child.on("exit", (code, signal) => resolve({ code, signal })));
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let partial = "";
      stream.on("data", (chunk) => {
        partial += chunk.toString();
        const lines = partial.split("\n");
        partial = lines.pop();
        for (const line of lines) this.onLine(line);
      });
    }
  }

  onLine(line) {
    this.lines.push(line);
    if (process.env.IC_BROWSER_VERBOSE) console.log(`[${this.command}] ${line}`);
    for (const waiter of [...this.waiters]) {
      const match = waiter.pattern.exec(line);
      if (match) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        clearTimeout(waiter.timer); // or it keeps Node running until it expires
        waiter.resolve(match);
      }
    }
  }

  // Resolves with the first line (seen or to come) that matches; rejects after `ms`. With
  // `from` (a mark: this.lines.length earlier), only lines printed since count.
  waitFor(pattern, ms = 20000, from = 0) {
    for (const line of this.lines.slice(from)) {
      const match = pattern.exec(line);
      if (match) return Promise.resolve(match);
    }
    return new Promise((resolve, reject) => {
      const waiter = { pattern, resolve };
      this.waiters.push(waiter);
      waiter.timer = setTimeout(() => {
        if (!this.waiters.includes(waiter)) return;
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`${this.command} printed no line matching ${pattern} in ${ms} ms:\n` +
                         this.lines.slice(-20).join("\n")));
      }, ms);
    });
  }

  async stop(signal = "SIGTERM") {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}

// Runs a program to its end: { code, out, err }.
export function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (err += c));
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

// ---- games, panels, tools ----------------------------------------------------------------

// ic-remote-mock on a free port; resolves to { proc, url, port }.
export async function startMock(env, args = [], port = 0) {
  const proc = new Proc(programs.mock, ["--port", String(port), ...args], env);
  const match = await proc.waitFor(/ICRP listening on (ws:\/\/127\.0\.0\.1:(\d+)\/)/);
  return { proc, url: match[1], port: Number(match[2]) };
}

// A headless panel; resolves to { proc, hostPort }. `args`: --demo, or --connect URL.
export async function startPanel(env, args) {
  const proc = new Proc(programs.panel, ["--headless", "--host-port", "0", ...args], env);
  const match = await proc.waitFor(/Overlay host listening on http:\/\/127\.0\.0\.1:(\d+)\//);
  await proc.waitFor(/Connected as/);
  return { proc, hostPort: Number(match[1]) };
}

// Packs a tool's folder with ic-tool and installs it into the scratch's tools folder.
export async function installTool(s, folder) {
  const pkg = path.join(s.root, path.basename(folder) + ".icpkg");
  const packed = await run(programs.tool, ["package", folder, "-o", pkg], s.env);
  if (packed.code !== 0) throw new Error("ic-tool package: " + packed.err);
  const installed = await run(programs.tool, ["install", "--yes", pkg], s.env);
  if (installed.code !== 0) throw new Error("ic-tool install: " + installed.err);
}

// Writes a small tool folder: tool.yaml from `manifest` lines plus `files` ({name: text}).
export function writeTool(s, id, manifest, files) {
  const folder = path.join(s.root, "src-" + id);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "tool.yaml"),
                [`id: ${id}`, `name: "${id}"`, 'version: "1.0.0"', 'author: "Tester"',
                 'description: "A browser test tool"', 'transport: "websocket"',
                 'icrp: ">=1.0"', ...manifest].join("\n") + "\n");
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

// The OBS URL of an installed tool, as a user gets it: `ic-tool url ID`.
export async function toolUrl(s, id) {
  const answer = await run(programs.tool, ["url", id], s.env);
  if (answer.code !== 0) throw new Error("ic-tool url: " + answer.err);
  return answer.out.trim();
}

export function copyExample(s, name) {
  const folder = path.join(s.root, "example-" + name);
  cpSync(path.join(sourceDir, "overlays", name), folder, { recursive: true });
  return folder;
}

// A plain page server on 127.0.0.1 (no CSP): the SDK file and a blank page, for the SDK's
// tests against ic-remote-mock directly. Resolves to { url, close }.
export async function startPageServer() {
  const sdk = await readFile(path.join(sourceDir, "overlays", "sdk", "ic-remote.js"));
  const server = createServer((request, response) => {
    if (request.url === "/sdk/ic-remote.js") {
      response.writeHead(200, { "Content-Type": "text/javascript" });
      response.end(sdk);
    } else {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end('<!doctype html><title>SDK test page</title><script src="/sdk/ic-remote.js"></script>');
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// ---- the browser -------------------------------------------------------------------------

// Playwright gives every launch a fresh, empty profile of its own.
export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.IC_CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

// A new page that records console errors and uncaught exceptions in `page.problems`.
export async function openPage(browser) {
  const page = await browser.newPage();
  page.problems = [];
  page.on("console", (m) => { if (m.type() === "error") page.problems.push(m.text()); });
  page.on("pageerror", (e) => page.problems.push(String(e)));
  return page;
}
