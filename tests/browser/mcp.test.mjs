// `ic-tool mcp` (issue 31) as an MCP client launches it: the official MCP TypeScript SDK's
// Client over its StdioClientTransport (npm @modelcontextprotocol/sdk, from build/npm), with no
// IC Control Panel running (a runtime folder of the test's own). It initializes, lists the
// tools, resources, templates and prompts, gets every prompt, and a call that needs the game
// answers an MCP tool error that says to start IC Control Panel. Standard output carries
// protocol messages only, and the server ends when its standard input closes. Against a live
// panel (mcp-panel.test.mjs): pairing, every tool and resource, and the fog.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this test through CTest`);
  return value;
}

const icTool = need("IC_TOOL");
const sdk = path.join(need("IC_NPM_DIR"), "node_modules/@modelcontextprotocol/sdk/dist/esm");
const { Client } = await import(pathToFileURL(path.join(sdk, "client/index.js")));
const { StdioClientTransport } = await import(pathToFileURL(path.join(sdk, "client/stdio.js")));

const runtime = mkdtempSync(path.join(os.tmpdir(), "ic-mcp-"));
// No panel.json in this runtime folder: no panel is running, as far as ic-tool can tell.
const env = { ...process.env, XDG_RUNTIME_DIR: runtime, LANG: "C.UTF-8", LC_ALL: "C.UTF-8" };
let client;
let transport;
const transportErrors = [];
let stderr = "";

before(async () => {
  transport = new StdioClientTransport({ command: icTool, args: ["mcp"], env, stderr: "pipe" });
  transport.stderr.on("data", (chunk) => (stderr += chunk));
  client = new Client({ name: "ic-mcp-test", version: "1.0.0" });
  client.onerror = (error) => transportErrors.push(error);
  await client.connect(transport);
});

after(async () => {
  await client?.close();
  rmSync(runtime, { recursive: true, force: true });
});

test("initialize names the server and its capabilities", () => {
  const info = client.getServerVersion();
  assert.equal(info.name, "ic-tool-mcp");
  assert.match(info.version, /^\d+\.\d+\.\d+/);
  const caps = client.getServerCapabilities();
  assert.ok(caps.tools, "tools capability");
  assert.ok(caps.prompts, "prompts capability");
  assert.equal(caps.resources?.subscribe, true);
  assert.match(client.getInstructions() ?? "", /observer/);
  // The game numbers teams from 0, the panel from 1: the model reads which is which.
  assert.match(client.getInstructions() ?? "", /team 0 is what the panel and the players call Team 1/);
});

test("lists D071's tools, each with a JSON Schema for its arguments", async () => {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), [
    "analyze_replay",
    "explain_unit_stats",
    "query_match_history",
    "suggest_build_order",
  ]);
  for (const tool of tools) {
    assert.equal(tool.inputSchema.type, "object", tool.name);
    assert.ok(Object.keys(tool.inputSchema.properties ?? {}).length > 0, tool.name);
    assert.ok(tool.description.length > 40, tool.name);
  }
  // The tools whose results carry team numbers say they are the game's, from 0.
  for (const name of ["analyze_replay", "query_match_history"])
    assert.match(tools.find((t) => t.name === name).description,
                 /are the game's, from 0: team 0 is what the panel and the players call Team 1/, name);
});

test("lists the resources and resource templates", async () => {
  const { resources } = await client.listResources();
  assert.deepEqual(resources.map((r) => r.uri).sort(), ["ic://match/history", "ic://match/live"]);
  const { resourceTemplates } = await client.listResourceTemplates();
  assert.deepEqual(resourceTemplates.map((t) => t.uriTemplate).sort(), [
    "ic://match/history/{match_id}",
    "ic://player/{player}/style",
    "ic://replay/{replay_id}/tick/{tick}",
  ]);
});

test("gets every prompt with its arguments", async () => {
  const { prompts } = await client.listPrompts();
  assert.deepEqual(prompts.map((p) => p.name).sort(), ["coach_replay", "counter_strategy", "last_match"]);
  const values = { match_id: "20261126T003631Z-f44746", player: "alice", strategy: "tank rush" };
  for (const prompt of prompts) {
    const args = Object.fromEntries(prompt.arguments.map((a) => [a.name, values[a.name]]));
    const got = await client.getPrompt({ name: prompt.name, arguments: args });
    assert.equal(got.messages.length, 1, prompt.name);
    assert.equal(got.messages[0].role, "user");
    const text = got.messages[0].content.text;
    for (const a of prompt.arguments.filter((a) => a.required))
      assert.ok(text.includes(values[a.name]), `${prompt.name}: ${text}`);
  }
  await assert.rejects(client.getPrompt({ name: "last_match", arguments: {} }), /"player"/);
});

test("a call that needs the game, with no panel running, is a tool error that says what to do", async () => {
  const result = await client.callTool({ name: "query_match_history", arguments: { limit: 1 } });
  assert.equal(result.isError, true);
  assert.equal(result.content[0].type, "text");
  assert.match(result.content[0].text, /IC Control Panel is not running/);
  assert.match(result.content[0].text, /Start IC Control Panel/);
  await assert.rejects(client.readResource({ uri: "ic://match/live" }), /IC Control Panel is not running/);
  // Wrong arguments are told before the game is asked.
  const wrong = await client.callTool({ name: "analyze_replay", arguments: {} });
  assert.equal(wrong.isError, true);
  assert.match(wrong.content[0].text, /Missing argument "match_id"/);
});

test("nothing but protocol messages on standard output", () => {
  assert.deepEqual(transportErrors, []);
  assert.match(stderr, /icmcp/); // the log is there, on standard error
});

test("ends when its standard input closes; a malformed line is answered, not fatal", async () => {
  const child = spawn(icTool, ["mcp"], { env, stdio: ["pipe", "pipe", "ignore"] });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stdin.end('not json\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
  const code = await new Promise((resolve) => child.on("exit", resolve));
  assert.equal(code, 0);
  const lines = out.trim().split("\n").map((l) => JSON.parse(l));
  assert.equal(lines[0].error.code, -32700);
  assert.equal(lines[0].id, null);
  assert.deepEqual(lines[1], { jsonrpc: "2.0", id: 1, result: {} });
});
